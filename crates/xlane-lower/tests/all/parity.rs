//! Parity with the real compilers: for every registry entry, on every target of the brief where
//! the entry is available, the same call is compiled by clang-22 (`-O1 -emit-llvm` and `-S`;
//! LLVM-intrinsic rows by opt-22/llc-22) and compared with xlane's output:
//! * LLVM IR: the sequence of `llvm.amdgcn.*` / `llvm.nvvm.*` calls (types, immediates,
//!   `poison` operands; value names normalised);
//! * AMDGPU asm / PTX: every instruction xlane prints, against the instructions of the same
//!   mnemonic clang prints, with register numbers normalised (mnemonics, operand classes,
//!   immediates and modifiers must agree);
//! * PTX: clang must accept the `.version` xlane says the call needs.
//!
//! Cases are generated from the rows: every element type, and for constant operands the
//! candidates below (every DPP control class, every swizzle mode, fi/bc combinations …)
//! filtered through `call::check` for the target. Many functions per file, one compiler run
//! per (target, kind): the test takes seconds. Skips with a message without clang-22.
//!
//! Header rows: CUDA functions are compiled with the real `__clang_cuda_intrinsics.h` (the
//! part with the warp functions, cut from clang-22's resource directory at test time); HIP's
//! clr headers are not installed here, so HIP functions are compiled from a C++ transcription
//! of amd_warp_functions.h (`HIP_PRELUDE`), which checks that the expansion produces the
//! intrinsic sequence clang makes of those formulas.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use xlane_core::callexpr::{ArgExpr, CallExpr};
use xlane_core::diag::DiagKind;
use xlane_core::registry::{self, Builtin, Level, Ret};
use xlane_core::target::{self, Target, Vendor};
use xlane_core::value::ElemTy;
use xlane_lower::{lower, Lowered};

/// (target, wave) pairs of the brief.
const TARGETS: &[(&str, u32)] = &[
    // One processor per generation LLVM 22 adds over the CDNA/RDNA2+ set (GFX6, GFX8, Vega,
    // RDNA1, a generic target, GFX12.5 with its own permutes).
    ("gfx600", 64),
    ("gfx801", 64),
    ("gfx900", 64),
    ("gfx1010", 32),
    ("gfx9-4-generic", 64),
    ("gfx1250", 32),
    ("gfx908", 64),
    ("gfx90a", 64),
    ("gfx942", 64),
    ("gfx950", 64),
    ("gfx1030", 32),
    ("gfx1100", 32),
    ("gfx1100", 64),
    ("gfx1151", 32),
    ("gfx1201", 32),
    ("sm_70", 32),
    ("sm_80", 32),
    ("sm_90", 32),
];

fn have(tool: &str) -> bool {
    oracle_present(tool, Command::new(tool).arg("--version").output().map(|o| o.status.success()).unwrap_or(false))
}

/// A missing LLVM tool skips the tests that compare with it, unless `XLANE_REQUIRE_ORACLES=1`
/// (CI), where it fails them instead of letting them pass unchecked.
fn oracle_present(tool: &str, ok: bool) -> bool {
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    ok
}

/// Candidate constants for a parameter, by the intrinsic the row lowers to and the parameter's
/// name; the generic fallback is 0 and 1.
fn candidates(b: &Builtin, param: &str) -> Vec<i64> {
    let intr = b.lower.intrinsic;
    match (intr, param) {
        // Every DPP16 control class (SIDefines.h DppCtrl), both ends of each range.
        (_, "dpp_ctrl") => {
            vec![0x1b, 0xe4, 0x00, 0xff, 0x101, 0x108, 0x10f, 0x111, 0x118, 0x11f, 0x121, 0x12f, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141, 0x142, 0x143, 0x150, 0x15f, 0x160, 0x16f]
        }
        (_, "row_mask") | (_, "bank_mask") => vec![0xf, 0xa, 0x1, 0x0, 0x1f],
        // dpp8: reverse, identity, all-zero, all-seven, bit 24 set (ignored).
        ("llvm.amdgcn.mov.dpp8", _) => vec![0x053977, 0xfac688, 0, 0xffffff, 0x1fac688],
        // Every swizzle mode and llc's macro spellings: SWAP, REVERSE, BROADCAST, BITMASK_PERM,
        // QUAD_PERM, raw quad (bits 14:8 set), ROTATE left/right, FFT, 0, and a pattern
        // above 16 bits.
        ("llvm.amdgcn.ds.swizzle", _) => {
            vec![0x041f, 0x401f, 0x7c1f, 0x1c1f, 0x0078, 0x03e0, 0x0906, 0x001f, 0x0000, 0x80b1, 0x8fb1, 0xc060, 0xc460, 0xe005, 0xe01f, 0xffff, 0x10041f]
        }
        _ => vec![0, 1],
    }
}

/// One generated call.
struct Case {
    id: usize,
    b: &'static Builtin,
    ty: ElemTy,
    low: Lowered,
}

/// All calls of a row to try on a target: every type, bool constants crossed, other constants
/// one at a time from the first legal candidate.
fn cases_for(b: &'static Builtin, t: &'static Target, wave: u32, next: &mut usize, skipped: &mut Vec<String>) -> Vec<Case> {
    let types: Vec<ElemTy> = if b.is_generic() { b.types.to_vec() } else { vec![b.types.first().copied().unwrap_or(ElemTy::U32)] };
    // The full constant sweep runs for the first type of each width; other types of that
    // width get the bool combinations only (their selection differs by width, not by type).
    let mut swept_widths = BTreeSet::new();
    let mut out = vec![];
    for ty in types {
        // llc-22 cannot legalize the 16-bit and packed lane intrinsics for GFX6/GFX7 (no 16-bit
        // instructions: "Do not know how to promote/split this operator", errata L7).
        if t.amd_gen.is_some_and(|g| g <= xlane_core::target::AmdGen::Gfx7) && ty.bits() == 16
            || t.amd_gen.is_some_and(|g| g <= xlane_core::target::AmdGen::Gfx7) && matches!(ty, ElemTy::F16x2 | ElemTy::BF16x2)
        {
            skipped.push(format!("[{}] {} ({}): llc-22 cannot legalize 16-bit lane intrinsics before GFX8", t.name, b.name, ty.name()));
            continue;
        }
        let sweep = swept_widths.insert(ty.bits());
        let imm_idx: Vec<usize> = (0..b.params.len()).filter(|&i| b.params[i].imm).collect();
        let bools: Vec<usize> = imm_idx.iter().copied().filter(|&i| b.resolve(b.params[i].ty, Some(ty)) == ElemTy::Bool).collect();
        let others: Vec<usize> = imm_idx.iter().copied().filter(|i| !bools.contains(i)).collect();
        let mut seen = BTreeSet::new();
        let mut variants: Vec<BTreeMap<usize, i64>> = vec![];
        for combo in 0..(1u32 << bools.len()) {
            let mut base: BTreeMap<usize, i64> = bools.iter().enumerate().map(|(k, &i)| (i, (combo >> k & 1) as i64)).collect();
            for &i in &others {
                base.insert(i, candidates(b, b.params[i].name)[0]);
            }
            variants.push(base.clone());
            for &i in others.iter().filter(|_| sweep) {
                for c in candidates(b, b.params[i].name).into_iter().skip(1) {
                    let mut v = base.clone();
                    v.insert(i, c);
                    variants.push(v);
                }
            }
        }
        // Constant values in per-lane operands, one at a time (clang folds some of them).
        if sweep {
            let base = variants[0].clone();
            // Lane numbers, addresses, selectors and masks (32-bit integers), not the data.
            let int32 = |i: &usize| matches!(b.params[*i].ty, xlane_core::registry::Ty::Fixed(ElemTy::I32 | ElemTy::U32));
            for i in (0..b.params.len()).filter(|i| !imm_idx.contains(i) && int32(i)) {
                let mut v = base.clone();
                v.insert(i, 5);
                variants.push(v);
            }
        }
        for v in variants {
            let args: Vec<ArgExpr> = b
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| match v.get(&i) {
                    Some(c) => ArgExpr::Int(*c),
                    None => ArgExpr::Name(format!("a{i}_{}", p.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"))),
                })
                .collect();
            let call = CallExpr { name: b.name.to_string(), args };
            if !seen.insert(call.to_string()) {
                continue;
            }
            // Illegal constants for this target are refused by check: not a case. What xlane
            // does not lower is reported.
            let low = match lower(&call, t, Some(wave), Some(ty)) {
                Ok(l) => l,
                Err(d) if d.kind == DiagKind::IllegalValue => continue,
                Err(d) => {
                    skipped.push(format!("[{}] {} ({}): xlane does not lower it: {}", t.name, b.name, ty.name(), d.message));
                    continue;
                }
            };
            out.push(Case { id: *next, b, ty, low });
            *next += 1;
        }
    }
    out
}

fn c_literal(a: &ArgExpr) -> String {
    match a {
        ArgExpr::Int(v) if *v < 0 => format!("({v})"),
        ArgExpr::Int(v) => format!("{v:#x}u"),
        ArgExpr::Bool(b) => (*b as u8).to_string(),
        ArgExpr::Name(n) => n.clone(),
    }
}

/// The C/C++ function for a case, or None when its types have no C spelling here.
fn c_function(c: &Case) -> Option<String> {
    c_function_for(c.id, c.b, c.ty, &c.low.call.args)
}

/// The C/C++ function `f<id>` calling `b` with `call_args` at element type `ty`.
fn c_function_for(id: usize, b: &Builtin, ty: ElemTy, call_args: &[ArgExpr]) -> Option<String> {
    let c_ty = ty;
    // CUDA's 16-bit overloads live in cuda_fp16.hpp / cuda_bf16.hpp, not installed here.
    if b.level == Level::Cuda && ty.bits() == 16 {
        return None;
    }
    let mut params = vec![];
    for (i, a) in call_args.iter().enumerate() {
        if let ArgExpr::Name(n) = a {
            let e = b.resolve(b.params[i].ty, Some(c_ty));
            // Truth values are passed as int so clang emits the `!= 0` xlane assumes.
            let ty = match (e, b.params[i].name) {
                (ElemTy::Bool, _) => "int",
                // cp.async: the registry carries the shared/global addresses as integers.
                (_, "dst") if b.lower.intrinsic.contains("cp.async") => "__attribute__((address_space(3))) void *",
                (_, "src") if b.lower.intrinsic.contains("cp.async") => "__attribute__((address_space(1))) const void *",
                // cp.async.mbarrier.arrive: the mbarrier's address (a `long *`, shared for `.shared`).
                (_, "mbar") if b.lower.intrinsic.ends_with(".shared") => "__attribute__((address_space(3))) long *",
                (_, "mbar") => "long *",
                _ => e.c_name()?,
            };
            params.push(format!("{ty} {n}"));
        }
    }
    let args: Vec<String> = call_args.iter().map(c_literal).collect();
    let (ret, body) = match b.ret {
        Ret::Void => ("void".to_string(), format!("{}({});", b.name, args.join(", "))),
        Ret::One(t) => (b.resolve(t, Some(c_ty)).c_name()?.to_string(), format!("return {}({});", b.name, args.join(", "))),
        Ret::Pair(_) => ("u2".to_string(), format!("return {}({});", b.name, args.join(", "))),
        Ret::Many(..) => return None,
        Ret::WithPred(t) => {
            let rt = b.resolve(t, Some(c_ty)).c_name()?;
            (rt.to_string(), format!("int pred; {rt} r = {}({}, &pred); return r + pred;", b.name, args.join(", ")))
        }
    };
    Some(format!("EXTERN {ret} f{id}({}) {{ {body} }}\n", params.join(", ")))
}

/// The LLVM IR function for an intrinsic-level case: xlane's own IR as the input.
fn ll_function(c: &Case) -> String {
    let b = c.b;
    let mut params = vec![];
    for (i, a) in c.low.call.args.iter().enumerate() {
        if let ArgExpr::Name(n) = a {
            let t = xlane_lower::frontend::ltype(b.resolve(b.params[i].ty, Some(c.ty)));
            params.push(format!("{t} %{n}"));
        }
    }
    let body = &c.low.body;
    let (ret_ty, ret) = match &body.result {
        Some(v) => (v.ty().to_string(), format!("ret {v}")),
        None => ("void".into(), "ret void".into()),
    };
    let text = body.to_text();
    let insts: String = text.lines().take_while(|l| !l.is_empty()).map(|l| format!("{l}\n")).collect();
    // The explicit entry label keeps xlane's temporaries numbered from %0.
    format!("define {ret_ty} @f{}({}) {{\nentry:\n{insts}  {ret}\n}}\n", c.id, params.join(", "))
}

fn declares(cases: &[&Case]) -> String {
    let mut set = BTreeSet::new();
    for c in cases {
        for call in c.low.body.calls() {
            set.insert(call.declaration());
        }
    }
    set.into_iter().map(|d| d + "\n").collect()
}

// ---------------------------------------------------------------- compilers

fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).chars().take(3000).collect())
    }
}

fn amd_flags(t: &Target, wave: u32) -> Vec<String> {
    let mut v = vec!["--target=amdgcn-amd-amdhsa".to_string(), format!("-mcpu={}", t.name), "-nogpulib".into(), "-O1".into()];
    // No crash reproducers in the temporary folder: a back-end refusal is a fatal error the
    // driver treats as a crash (crates/xlane-core/tests/all/clang_end.rs).
    v.push("-fno-crash-diagnostics".into());
    if wave == 64 && t.default_wave() == 32 {
        v.push("-mwavefrontsize64".into());
    }
    v
}

fn llc_amd(t: &Target, wave: u32) -> Vec<String> {
    let mut v = vec!["-mtriple=amdgcn-amd-amdhsa".to_string(), format!("-mcpu={}", t.name), "-O1".into()];
    if wave == 64 && t.default_wave() == 32 {
        v.push("-mattr=+wavefrontsize64".into());
    }
    v
}

/// The part of clang's `__clang_cuda_intrinsics.h` with the warp functions (shuffles, votes,
/// match, activemask) and the sm_80 `__reduce_*_sync`, plus CUDA 13's `__match_*_sync`
/// overloads (crt/sm_70_rt.hpp, not shipped with clang).
fn cuda_prelude(dir: &Path) -> Option<String> {
    let res = run(Command::new("clang-22").arg("-print-resource-dir")).ok()?;
    let h = std::fs::read_to_string(Path::new(res.trim()).join("include/__clang_cuda_intrinsics.h")).ok()?;
    let first: String = h.lines().take_while(|l| !l.contains("sm_32 intrinsics")).map(|l| format!("{l}\n")).collect();
    let mut sm80 = String::new();
    let mut on = false;
    for l in h.lines() {
        if l.contains("__CUDA_ARCH__ >= 800") && l.starts_with("#if") {
            on = true;
        }
        if on {
            sm80.push_str(l);
            sm80.push('\n');
            if l.starts_with("#endif") && l.contains("__CUDA_ARCH__ >= 800") {
                break;
            }
        }
    }
    std::fs::create_dir_all(dir.join("crt")).ok()?;
    std::fs::write(dir.join("crt/sm_70_rt.hpp"), "").ok()?;
    let match_overloads = String::from(
        "inline __device__ unsigned __match_any_sync(unsigned m, unsigned v) { return __match32_any_sync(m, v); }\n\
         inline __device__ unsigned __match_any_sync(unsigned m, int v) { return __match32_any_sync(m, v); }\n\
         inline __device__ unsigned __match_any_sync(unsigned m, unsigned long long v) { return __match64_any_sync(m, v); }\n\
         inline __device__ unsigned __match_any_sync(unsigned m, long long v) { return __match64_any_sync(m, v); }\n\
         inline __device__ unsigned __match_any_sync(unsigned m, float v) { return __match32_any_sync(m, __float_as_uint(v)); }\n\
         inline __device__ unsigned __match_any_sync(unsigned m, double v) { return __match64_any_sync(m, __double_as_longlong(v)); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, unsigned v, int *p) { return __match32_all_sync(m, v, p); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, int v, int *p) { return __match32_all_sync(m, v, p); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, unsigned long long v, int *p) { return __match64_all_sync(m, v, p); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, long long v, int *p) { return __match64_all_sync(m, v, p); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, float v, int *p) { return __match32_all_sync(m, __float_as_uint(v), p); }\n\
         inline __device__ unsigned __match_all_sync(unsigned m, double v, int *p) { return __match64_all_sync(m, __double_as_longlong(v), p); }\n",
    );
    Some(format!(
        "#define __device__ __attribute__((device))\n#define __host__ __attribute__((host))\n\
         #define __forceinline__ __inline__ __attribute__((always_inline))\n#define warpSize 32\n#define memcpy __builtin_memcpy\n\
         static __device__ unsigned __float_as_uint(float f) {{ unsigned u; __builtin_memcpy(&u, &f, 4); return u; }}\n\
         static __device__ long long __double_as_longlong(double f) {{ long long u; __builtin_memcpy(&u, &f, 8); return u; }}\n\
         {first}#endif\n{sm80}\n#if __CUDA_ARCH__ >= 700\n{match_overloads}#endif\n#define EXTERN extern \"C\" __device__\n"
    ))
}

/// A C++ transcription of ROCm clr amd_warp_functions.h @059a89ae / amd_warp_sync_functions.h
/// (the headers are not installed here), as documented in docs/notes/amd-semantics.md §12.
const HIP_PRELUDE: &str = r#"
#define EXTERN extern "C"
typedef unsigned long long u64;
static inline unsigned __lane_id() {
  return __builtin_amdgcn_wavefrontsize() == 32 ? __builtin_amdgcn_mbcnt_lo(~0u, 0u)
                                                : __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
static inline int shfl_i(int var, int src_lane, int width) {
  int self = __lane_id(); int index = (src_lane & (width - 1)) + (self & ~(width - 1));
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl_up_i(int var, unsigned lane_delta, int width) {
  int self = __lane_id(); int index = self - lane_delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl_down_i(int var, unsigned lane_delta, int width) {
  int self = __lane_id(); int index = self + lane_delta;
  index = (int)((self & (width - 1)) + lane_delta) >= width ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl_xor_i(int var, int lane_mask, int width) {
  int self = __lane_id(); int index = self ^ lane_mask;
  index = index >= ((self + width) & ~(width - 1)) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
#define HIP_SHFL(NAME, IMPL, BT) \
  static inline int NAME(int v, BT b, int w) { return IMPL(v, b, w); } \
  static inline unsigned NAME(unsigned v, BT b, int w) { return (unsigned)IMPL((int)v, b, w); } \
  static inline float NAME(float v, BT b, int w) { return __builtin_bit_cast(float, IMPL(__builtin_bit_cast(int, v), b, w)); } \
  static inline long long NAME(long long v, BT b, int w) { \
    int lo = (int)v, hi = (int)((unsigned long long)v >> 32); lo = IMPL(lo, b, w); hi = IMPL(hi, b, w); \
    return (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo); } \
  static inline unsigned long long NAME(unsigned long long v, BT b, int w) { return (unsigned long long)NAME((long long)v, b, w); } \
  static inline double NAME(double v, BT b, int w) { return __builtin_bit_cast(double, NAME(__builtin_bit_cast(long long, v), b, w)); } \
  template <class T> static inline T NAME##_sync(u64 m, T v, BT b, int w) { return NAME(v, b, w); }
HIP_SHFL(__shfl, shfl_i, int)
HIP_SHFL(__shfl_up, shfl_up_i, unsigned)
HIP_SHFL(__shfl_down, shfl_down_i, unsigned)
HIP_SHFL(__shfl_xor, shfl_xor_i, int)
static inline u64 __ballot(int p) { return __builtin_amdgcn_ballot_w64(p); }
static inline u64 __activemask() { return __ballot(1); }
static inline int __any(int p) { return __builtin_amdgcn_ballot_w64(p) != 0; }
static inline int __all(int p) { return __builtin_amdgcn_ballot_w64(p) == __builtin_amdgcn_read_exec(); }
static inline u64 __ballot_sync(u64 m, int p) { return __ballot(p) & m; }
static inline int __all_sync(u64 m, int p) { return __ballot_sync(m, p) == m; }
static inline int __any_sync(u64 m, int p) { return __ballot_sync(m, p) != 0; }
"#;

// ---------------------------------------------------------------- output parsing

/// Split compiler output into per-function chunks keyed by case id (`f<id>`).
fn chunks(text: &str, kind: &str) -> BTreeMap<usize, Vec<String>> {
    let mut map: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut cur: Option<usize> = None;
    for line in text.lines() {
        let start = match kind {
            "ir" => line.starts_with("define ").then(|| after(line, "@f")).flatten(),
            "amd" => line.split_whitespace().next().and_then(|w| w.strip_suffix(':')).and_then(|l| l.strip_prefix('f')).and_then(|n| n.parse().ok()),
            _ => (line.starts_with(".visible .func") || line.starts_with(".func")).then(|| after(line, " f")).flatten(),
        };
        if let Some(id) = start {
            cur = Some(id);
            continue;
        }
        let end = match kind {
            "ir" | "ptx" => line == "}",
            _ => line.starts_with(".Lfunc_end"),
        };
        if end {
            cur = None;
        } else if let Some(id) = cur {
            let lines = map.entry(id).or_default();
            // llc prints a long instruction (`mma`) with its operand lists on lines of their
            // own: they continue the instruction before them
            match lines.last_mut() {
                Some(prev) if kind == "ptx" && line.trim().starts_with("{%") && !prev.ends_with(';') => {
                    prev.push(' ');
                    prev.push_str(line.trim());
                }
                _ => lines.push(line.trim().to_string()),
            }
        }
    }
    map
}

/// The number after `pat` in `line` (`@f12(` → 12).
fn after(line: &str, pat: &str) -> Option<usize> {
    line.match_indices(pat).find_map(|(i, _)| {
        let i = i + pat.len();
        let digits: String = line[i..].chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = &line[i + digits.len()..];
        (!digits.is_empty() && (rest.starts_with('(') || rest.starts_with('"'))).then(|| digits.parse().ok()).flatten()
    })
}

fn mnemonic(line: &str) -> &str {
    if line.starts_with(';') {
        return line;
    }
    line.split_whitespace().next().unwrap_or("")
}

/// xlane's instructions, normalised. Its own comments (`; ballot(true) = exec`) are
/// explanations, except the one llc prints too (`; wave barrier`).
fn norm_mine(mine: &[String]) -> Vec<String> {
    mine.iter().filter(|l| !(l.starts_with(';') || l.starts_with("//")) || l.starts_with("; wave barrier")).map(|l| norm_insn(l)).collect()
}

/// The compiler's instructions of the mnemonics xlane prints (`mine`, normalised), normalised.
fn norm_theirs(mine: &[String], theirs: &[String]) -> Vec<String> {
    let wanted: BTreeSet<&str> = mine.iter().map(|l| mnemonic(l)).collect();
    theirs.iter().map(|l| norm_insn(l)).filter(|l| wanted.contains(mnemonic(l))).collect()
}

/// xlane's intrinsic calls of a case, normalised like the compiler's.
fn norm_ir(c: &Case) -> Vec<String> {
    c.low.body.calls().filter_map(|k| norm_call(&k.text())).collect()
}

/// xlane's AMDGPU instructions or PTX of a case.
fn machine_code(c: &Case, kind: &str) -> Result<Vec<String>, xlane_core::Diag> {
    match kind {
        "amd" => c.low.asm(),
        _ => c.low.ptx().map(|p| p.insts),
    }
}

// ---------------------------------------------------------------- the test

#[derive(Default)]
struct Tally {
    pairs: BTreeSet<(String, String)>,
    compared_ir: usize,
    compared_asm: usize,
    mismatches: Vec<String>,
    skipped: Vec<String>,
    /// The compiler's normalised output per case id (what the golden files keep).
    oracle_ir: BTreeMap<usize, Vec<String>>,
    oracle_asm: BTreeMap<usize, Vec<String>>,
}

impl Tally {
    fn merge(&mut self, o: Tally) {
        self.pairs.extend(o.pairs);
        self.compared_ir += o.compared_ir;
        self.compared_asm += o.compared_asm;
        self.mismatches.extend(o.mismatches);
        self.skipped.extend(o.skipped);
        self.oracle_ir.extend(o.oracle_ir);
        self.oracle_asm.extend(o.oracle_asm);
    }

    fn check(&mut self, c: &Case, t: &str, what: &str, r: Result<(), String>) {
        match r {
            Ok(()) => {
                self.pairs.insert((c.b.name.to_string(), t.to_string()));
                if what == "ir" {
                    self.compared_ir += 1;
                } else {
                    self.compared_asm += 1;
                }
            }
            Err(e) => self.mismatches.push(format!("[{t}] {what} f{} {} ({}): {}\n      {e}", c.id, c.low.call, c.ty.name(), c.b.level_name())),
        }
    }
}

trait LevelName {
    fn level_name(&self) -> &'static str;
}
impl LevelName for Builtin {
    fn level_name(&self) -> &'static str {
        match self.level {
            Level::ClangBuiltin => "clang builtin",
            Level::Hip => "HIP",
            Level::Cuda => "CUDA",
            Level::Intrinsic => "intrinsic",
        }
    }
}

fn compare_ir(tally: &mut Tally, tname: &str, cases: &[&Case], ir: &str) {
    let chunks = chunks(ir, "ir");
    for c in cases {
        let mine = norm_ir(c);
        let theirs: Vec<String> = chunks.get(&c.id).map(|l| l.iter().filter_map(|x| norm_call(x)).collect()).unwrap_or_default();
        tally.oracle_ir.insert(c.id, theirs.clone());
        let r = if mine == theirs { Ok(()) } else { Err(format!("xlane: {mine:?}\n      clang: {theirs:?}")) };
        tally.check(c, tname, "ir", r);
    }
}

fn compare_asm(tally: &mut Tally, tname: &str, cases: &[&Case], asm: &str, kind: &str) {
    let chunks = chunks(asm, kind);
    for c in cases {
        let r = match machine_code(c, kind) {
            Ok(m) => {
                let mine = norm_mine(&m);
                let theirs = norm_theirs(&mine, chunks.get(&c.id).map(Vec::as_slice).unwrap_or(&[]));
                tally.oracle_asm.insert(c.id, theirs.clone());
                if mine == theirs {
                    Ok(())
                } else {
                    Err(format!("xlane: {mine:?}\n      clang: {theirs:?}"))
                }
            }
            Err(d) if d.kind == DiagKind::Unsupported => {
                tally.skipped.push(format!("[{tname}] {} asm: {}", c.b.name, d.message));
                continue;
            }
            Err(d) => Err(format!("xlane refused: {d}")),
        };
        tally.check(c, tname, kind, r);
    }
}

/// PTX ISA versions llc-22 knows (×10), in order.
const PTX_VERSIONS: &[u32] = &[30, 31, 32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90];

/// The `.version` xlane asks for is the least that works: above the target's minimum, llc-22
/// must refuse the call's IR at the next lower PTX version.
fn check_ptx_minimal(tally: &mut Tally, dir: &Path, t: &Target, cases: &[Case]) {
    for c in cases {
        let Ok(p) = c.low.ptx() else { continue };
        if p.version <= t.min_ptx {
            continue;
        }
        let Some(&lower) = PTX_VERSIONS.iter().rev().find(|&&v| v < p.version) else { continue };
        let file = dir.join(format!("{}-min-f{}.ll", t.name, c.id));
        std::fs::write(&file, format!("{}{}", ll_function(c), declares(&[c]))).unwrap();
        let flags = ["-mtriple=nvptx64-nvidia-cuda".to_string(), format!("-mcpu={}", t.name), format!("-mattr=+ptx{lower}"), "-O1".into()];
        let r = run(Command::new("llc-22").args(&flags).args(["-o", "-"]).arg(&file));
        let key = format!("{}w32", t.name);
        match r {
            Err(_) => {
                tally.pairs.insert((c.b.name.to_string(), key));
                tally.compared_asm += 1;
            }
            Ok(_) => tally.mismatches.push(format!(
                "[{key}] ptx-version f{} {}: xlane asks for .version {}.{}, but llc-22 compiles it at {}.{}",
                c.id,
                c.low.call,
                p.version / 10,
                p.version % 10,
                lower / 10,
                lower % 10
            )),
        }
    }
}

/// First error line of a tool's message.
fn first_error(e: &str) -> String {
    e.lines().find(|l| l.contains("error") || l.contains("ERROR")).unwrap_or("").trim().to_string()
}

/// Run xlane's IR for intrinsic rows through opt-22 -O1 (IR parity) and llc-22 (asm parity).
/// When a batch fails, bisection finds the functions the tool rejects: each is a mismatch
/// (with the tool's message as evidence) unless xlane refuses it too.
fn compile_ll(tally: &mut Tally, dir: &Path, key: &str, cases: &[&Case], flags: &[String], kind: &str) {
    let tname = key.split('-').next().unwrap_or(key).to_string();
    for tool in ["opt-22", "llc-22"] {
        let attempt = |cases: &[&Case], name: &str| -> Result<String, String> {
            let mut ll = String::new();
            for c in cases {
                ll.push_str(&ll_function(c));
            }
            ll.push_str(&declares(cases));
            let file = dir.join(format!("{name}.ll"));
            std::fs::write(&file, &ll).unwrap();
            let mut cmd = Command::new(tool);
            cmd.args(flags);
            if tool == "opt-22" {
                cmd.arg("-S");
            }
            run(cmd.args(["-o", "-"]).arg(&file))
        };
        let mut good: Vec<&Case> = cases.to_vec();
        let out = match attempt(&good, key) {
            Ok(r) => r,
            Err(_) => {
                let mut bad = vec![];
                let mut stack = vec![good.clone()];
                while let Some(set) = stack.pop() {
                    if attempt(&set, &format!("{key}-bisect")).is_ok() {
                        continue;
                    }
                    if set.len() == 1 {
                        bad.push(set[0]);
                    } else {
                        let (a, b) = set.split_at(set.len() / 2);
                        stack.push(a.to_vec());
                        stack.push(b.to_vec());
                    }
                }
                for c in &bad {
                    let first = first_error(&attempt(&[c], &format!("{key}-f{}", c.id)).err().unwrap_or_default());
                    let refusal = if kind == "amd" { c.low.asm().err() } else { c.low.ptx().err() };
                    if tool == "llc-22" && refusal.is_some_and(|d| d.kind == DiagKind::Unsupported) {
                        tally.skipped.push(format!("[{tname}] {} ({}) asm: xlane refuses; {tool} rejects it too: {first}", c.b.name, c.ty.name()));
                    } else {
                        tally.mismatches.push(format!("[{tname}] {tool} rejects f{} {} ({}): {first}", c.id, c.low.call, c.ty.name()));
                    }
                }
                good.retain(|c| !bad.iter().any(|b| b.id == c.id));
                match attempt(&good, key) {
                    Ok(r) => r,
                    Err(e) => {
                        tally.mismatches.push(format!("[{tname}] {tool} failed on {key}.ll: {}", first_error(&e)));
                        continue;
                    }
                }
            }
        };
        if tool == "opt-22" {
            compare_ir(tally, &tname, &good, &out);
        } else {
            compare_asm(tally, &tname, &good, &out, kind);
        }
    }
}

fn tmpdir() -> crate::tmp::TmpDir {
    crate::tmp::dir("parity")
}

/// The source file for `cases` after `prelude`, and the cases it holds. CUDA functions that
/// clang's header does not define come from the CUDA SDK headers, which are not installed.
fn c_source<'a>(tally: &mut Tally, key: &str, prelude: &str, cases: &[&'a Case]) -> (String, Vec<&'a Case>) {
    let mut src = prelude.to_string();
    let mut used = vec![];
    for c in cases {
        if c.b.level == Level::Cuda && !prelude.contains(&format!(" {}(", c.b.name)) && !prelude.contains(&format!("({},", c.b.name)) {
            tally.skipped.push(format!("[{key}] {}: defined by the CUDA SDK headers only (not installed)", c.b.name));
            continue;
        }
        match c_function(c) {
            Some(f) => {
                src.push_str(&f);
                used.push(*c);
            }
            None => tally.skipped.push(format!("[{key}] {} ({}): no C spelling", c.low.call, c.ty.name())),
        }
    }
    (src, used)
}

/// Compile `src` with clang-22 to IR and to assembly/PTX, and compare both with xlane's.
/// Functions clang rejects at the front end (errors carry their line) are mismatches of their
/// own and are dropped before the file is compiled again; back-end diagnostics (`Invalid
/// dpp_ctrl value`) leave the assembly printed, and show in that function's comparison.
fn compile_c(tally: &mut Tally, key: &str, file: &Path, src: &str, args: &[String], used: &[&Case], kind: &str) {
    let mut src = src.to_string();
    let mut used = used.to_vec();
    for _attempt in 0..3 {
        std::fs::write(file, &src).unwrap();
        let ir = run(Command::new("clang-22").args(args).args(["-S", "-emit-llvm", "-o", "-"]).arg(file));
        let ir = match ir {
            Ok(ir) => ir,
            Err(e) => {
                let bad = rejected_functions(&src, &e);
                if bad.is_empty() {
                    break;
                }
                for (id, msg) in &bad {
                    if let Some(c) = used.iter().find(|c| c.id == *id) {
                        tally.mismatches.push(format!("[{key}] clang-22 rejects f{id} {} ({}): {msg}", c.low.call, c.ty.name()));
                    }
                }
                used.retain(|c| !bad.contains_key(&c.id));
                src = src.lines().filter(|l| !bad.keys().any(|id| l.contains(&format!(" f{id}(")))).map(|l| format!("{l}\n")).collect();
                continue;
            }
        };
        let out = Command::new("clang-22").args(args).args(["-S", "-o", "-"]).arg(file).output().expect("clang-22 runs");
        compare_ir(tally, key, &used, &ir);
        compare_asm(tally, key, &used, &String::from_utf8_lossy(&out.stdout), kind);
        return;
    }
    tally.mismatches.push(format!("[{key}] clang-22 failed on {}", file.display()));
}

/// Functions of `src` named by clang's `file:line:col: error:` lines, with the message.
fn rejected_functions(src: &str, stderr: &str) -> BTreeMap<usize, String> {
    let lines: Vec<&str> = src.lines().collect();
    let mut bad = BTreeMap::new();
    for l in stderr.lines().filter(|l| l.contains(": error:")) {
        let mut parts = l.splitn(4, ':');
        let (Some(_), Some(line)) = (parts.next(), parts.next()) else { continue };
        let Ok(n) = line.parse::<usize>() else { continue };
        if let Some(id) = lines.get(n.wrapping_sub(1)).and_then(|text| after(text, " f")) {
            bad.entry(id).or_insert_with(|| l.split(": error:").nth(1).unwrap_or("").trim().to_string());
        }
    }
    bad
}

fn parity_target(tally: &mut Tally, dir: &Path, tname: &str, wave: u32, cuda_prelude: &Option<String>, next: &mut usize) {
    let t = target::lookup(tname).unwrap();
    // `set.inactive.chain.arg` is valid only in amdgpu_cs_chain functions (opt-22 rejects it
    // elsewhere), which the harness does not build.
    let chain_only = |b: &&Builtin| b.name.ends_with(".chain.arg");
    let cases: Vec<Case> = registry::all()
        .filter(|b| b.check_avail(t, wave).is_ok() && !chain_only(b))
        .flat_map(|b| cases_for(b, t, wave, next, &mut tally.skipped))
        .collect();
    compare_target(tally, dir, t, wave, cuda_prelude, cases);
}

/// Compile `cases` for (t, wave) with clang-22/opt-22/llc-22 and compare them with xlane's.
fn compare_target(tally: &mut Tally, dir: &Path, t: &'static Target, wave: u32, cuda_prelude: &Option<String>, cases: Vec<Case>) {
    let tname = t.name;
    let key = format!("{tname}w{wave}");
    let (ll_cases, c_cases): (Vec<&Case>, Vec<&Case>) = cases.iter().partition(|c| c.b.level == Level::Intrinsic);
    match t.vendor {
        Vendor::Amd => {
            // C/C++ (clang builtins and HIP functions), one file.
            let prelude = format!("typedef unsigned u2 __attribute__((ext_vector_type(2)));\n{HIP_PRELUDE}");
            let (src, used) = c_source(tally, &key, &prelude, &c_cases);
            let mut args: Vec<String> = vec!["-x".into(), "c++".into()];
            args.extend(amd_flags(t, wave));
            compile_c(tally, &key, &dir.join(format!("{key}.cpp")), &src, &args, &used, "amd");
            // LLVM intrinsic rows: xlane's IR through opt-22 -O1 (IR parity) and llc-22 (asm).
            compile_ll(tally, dir, &key, &ll_cases, &llc_amd(t, wave), "amd");
        }
        Vendor::Nvidia => {
            // Group by the PTX version xlane says each call needs: clang must accept it.
            let mut by_ptx: BTreeMap<u32, Vec<&Case>> = BTreeMap::new();
            for c in &cases {
                match c.low.ptx() {
                    Ok(p) => by_ptx.entry(p.version).or_default().push(c),
                    Err(d) => tally.mismatches.push(format!("[{key}] {}: xlane refused PTX: {d}", c.low.call)),
                }
            }
            check_ptx_minimal(tally, dir, t, &cases);
            for (ver, group) in by_ptx {
                let feat = format!("+ptx{ver}");
                let (ll_cases, c_cases): (Vec<&Case>, Vec<&Case>) = group.iter().partition(|c| c.b.level == Level::Intrinsic);
                let llc = ["-mtriple=nvptx64-nvidia-cuda".to_string(), format!("-mcpu={tname}"), format!("-mattr={feat}"), "-O1".into()];
                if !ll_cases.is_empty() {
                    compile_ll(tally, dir, &format!("{key}-ptx{ver}"), &ll_cases, &llc, "ptx");
                }
                let Some(prelude) = cuda_prelude else { continue };
                let (src, used) = c_source(tally, &key, prelude, &c_cases);
                let args: Vec<String> =
                    ["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "-O1", "-fno-crash-diagnostics", "-Xclang", "-target-feature", "-Xclang", &feat]
                        .iter()
                        .map(|s| s.to_string())
                        .chain([format!("--cuda-gpu-arch={tname}"), format!("-D__CUDA_ARCH__={}", t.sm * 10), "-DCUDA_VERSION=13000".into(), format!("-I{}", dir.display())])
                        .collect();
                compile_c(tally, &key, &dir.join(format!("{key}-ptx{ver}.cu")), &src, &args, &used, "ptx");
            }
        }
    }
}

#[test]
fn parity_with_clang22_and_llc22() {
    if !(have("clang-22") && have("llc-22") && have("opt-22")) {
        println!("SKIP parity: clang-22/llc-22/opt-22 not found");
        return;
    }
    let dir = tmpdir();
    let prelude = cuda_prelude(&dir);
    // Targets are independent: a few at a time in threads (the compilers are the cost).
    let mut tally = Tally::default();
    for (k, batch) in TARGETS.chunks(3).enumerate() {
        let parts: Vec<Tally> = std::thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .enumerate()
                .map(|(i, &(t, w))| {
                    let (dir, prelude) = (&dir, &prelude);
                    scope.spawn(move || {
                        let mut part = Tally::default();
                        let mut next = (k * 3 + i) * 100_000;
                        parity_target(&mut part, dir, t, w, prelude, &mut next);
                        part
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("target thread")).collect()
        });
        for p in parts {
            tally.merge(p);
        }
    }
    let entries: BTreeSet<&String> = tally.pairs.iter().map(|(e, _)| e).collect();
    println!(
        "parity: {} (entry × target) pairs compared over {} entries; {} IR and {} asm/PTX comparisons; {} mismatches; {} skipped",
        tally.pairs.len(),
        entries.len(),
        tally.compared_ir,
        tally.compared_asm,
        tally.mismatches.len(),
        tally.skipped.len()
    );
    // Skips grouped by what was skipped (targets dropped).
    let mut groups: BTreeMap<String, usize> = BTreeMap::new();
    for s in &tally.skipped {
        let what = s.split_once("] ").map(|(_, w)| w).unwrap_or(s);
        *groups.entry(what.to_string()).or_default() += 1;
    }
    for (what, n) in groups {
        println!("  skipped ({n} target(s)): {what}");
    }
    // The registry's `Lower::insn` hint (docs only) against what llc selects.
    let mut hints = BTreeSet::new();
    for &(t, w) in TARGETS {
        let target = target::lookup(t).unwrap();
        for b in registry::all().filter(|b| b.check_avail(target, w).is_ok() && !b.lower.insn.text().is_empty()) {
            let call = CallExpr { name: b.name.to_string(), args: b.params.iter().map(|p| if p.imm { ArgExpr::Int(0) } else { ArgExpr::Name(p.name.to_string()) }).collect() };
            let Ok(low) = lower(&call, target, Some(w), None) else { continue };
            let insns = match target.vendor {
                Vendor::Amd => low.asm().unwrap_or_default(),
                Vendor::Nvidia => low.ptx().map(|p| p.insts).unwrap_or_default(),
            };
            let hint = b.lower.insn.text().split_whitespace().next().unwrap_or("");
            if !insns.iter().any(|i| i.starts_with(hint)) {
                hints.insert(format!("{} insn hint `{}`; llc selects {:?}", b.name, b.lower.insn.text(), insns));
            }
        }
    }
    for h in &hints {
        println!("  note: {h}");
    }
    let mut report = String::new();
    for m in &tally.mismatches {
        writeln!(report, "MISMATCH {m}").unwrap();
    }
    if !tally.mismatches.is_empty() {
        println!("{report}");
        println!("(sources kept in {})", dir.keep().display());
    }
    assert!(tally.mismatches.is_empty(), "{} mismatches with clang-22/llc-22", tally.mismatches.len());
}

#[path = "parity/fuzz.rs"]
mod fuzz;

#[path = "parity/norm.rs"]
mod norm;
use norm::{norm_call, norm_insn};

#[path = "parity/golden.rs"]
mod golden;
