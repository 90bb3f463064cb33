//! The gallery: one diagram per pattern class (every DPP16 control class, dpp8, each
//! ds_swizzle mode, every permlane form, ds_permute/bpermute, and the HIP/CUDA shuffles), each
//! evaluated through `xlane_core::call::evaluate` on fixed, deterministic lane values, so
//! regenerating gives the same bytes.

use std::fmt::Write as _;
use std::path::Path;

use xlane_core::call::{self, Site};
use xlane_core::callexpr::{self, ArgExpr};
use xlane_core::registry::Builtin;
use xlane_core::semantics::UndefPolicy;
use xlane_core::value::wave_mask;
use xlane_core::{target, Arg, CallResult, Diag, ElemTy, Lanes};

use super::{render, CallView, Scene};

/// One gallery diagram.
pub struct Entry {
    /// File stem: `<file>.svg`.
    pub file: &'static str,
    /// The gallery.md section it is listed under.
    pub section: &'static str,
    pub target: &'static str,
    pub wave: u32,
    /// Exec mask (bits at or above the wave size are dropped).
    pub exec: u64,
    /// The call as HIP/CUDA source writes it; named arguments get the values of [`values`].
    pub call: &'static str,
    /// One line for gallery.md.
    pub what: &'static str,
}

const ALL: u64 = u64::MAX;

const fn e(file: &'static str, section: &'static str, target: &'static str, wave: u32, call: &'static str, what: &'static str) -> Entry {
    Entry { file, section, target, wave, exec: ALL, call, what }
}

const fn ex(file: &'static str, section: &'static str, target: &'static str, wave: u32, exec: u64, call: &'static str, what: &'static str) -> Entry {
    Entry { file, section, target, wave, exec, call, what }
}

const DPP: &str = "DPP16 (`update_dpp` / `mov_dpp`)";
const DPP8: &str = "DPP8 (`mov_dpp8`)";
const SWZ: &str = "ds_swizzle";
const PERM: &str = "ds_permute / ds_bpermute";
const PL: &str = "permlanes";
const HIP: &str = "HIP shuffles";
const CUDA: &str = "CUDA shuffles";

/// The gallery, in the order gallery.md lists it.
pub const ENTRIES: &[Entry] = &[
    // DPP16 control classes; dpp_ctrl values from LLVM SIDefines.h `DppCtrl`.
    e(
        "dpp-quad_perm-w64",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0xb1, 0xf, 0xf, false)",
        "quad_perm:[1,0,3,2]: each lane swaps with its neighbour inside every quad of 4 lanes",
    ),
    e("dpp-quad_perm-w32", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x1b, 0xf, 0xf, false)", "quad_perm:[3,2,1,0]: every quad is reversed (wave32)"),
    e(
        "dpp-row_shl-1",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, false)",
        "row_shl:1: lane n reads n+1 within its row; the last lane of each row has no source and keeps `old`",
    ),
    e("dpp-row_shl-1-w32", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, false)", "row_shl:1 in wave32: the same per-row shift on the two rows"),
    e(
        "dpp-row_shr-1",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)",
        "row_shr:1: lane n reads n−1 within its row (the scan step); the first lane of each row keeps `old`",
    ),
    e(
        "dpp-row_shr-1-bound_ctrl",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, true)",
        "row_shr:1 with bound_ctrl: the lanes without a source read 0 instead of keeping `old`",
    ),
    ex(
        "dpp-row_shr-1-inactive",
        DPP,
        "gfx1100",
        32,
        0xffff_0fff,
        "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)",
        "row_shr:1 with lanes 12–15 inactive: lane 16 has no source in its row, and inactive sources count as invalid too",
    ),
    e(
        "dpp-row_shr-3-bank_mask",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x113, 0xf, 0x5, false)",
        "row_shr:3 with bank_mask 0x5: banks 1 and 3 of every row are not written and keep `old`; masked lanes still supply data",
    ),
    e("dpp-row_shr-1-mov_dpp", DPP, "gfx1100", 32, "__builtin_amdgcn_mov_dpp(v, 0x111, 0xf, 0xf, false)", "mov_dpp has no `old`: lanes the move does not write are undefined"),
    e("dpp-row_ror-4", DPP, "gfx1100", 64, "__builtin_amdgcn_update_dpp(old, v, 0x124, 0xf, 0xf, false)", "row_ror:4: each row of 16 rotates right by 4"),
    e("dpp-row_ror-4-w32", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x124, 0xf, 0xf, false)", "row_ror:4 in wave32"),
    e("dpp-row_mirror", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x140, 0xf, 0xf, false)", "row_mirror: each row of 16 is reversed"),
    e("dpp-row_mirror-w64", DPP, "gfx1100", 64, "__builtin_amdgcn_update_dpp(old, v, 0x140, 0xf, 0xf, false)", "row_mirror in wave64: four rows, each reversed"),
    e("dpp-row_half_mirror", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x141, 0xf, 0xf, false)", "row_half_mirror: each half-row of 8 is reversed"),
    e("dpp-row_half_mirror-w64", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x141, 0xf, 0xf, false)", "row_half_mirror on CDNA3 (wave64)"),
    e(
        "dpp-row_bcast15",
        DPP,
        "gfx942",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)",
        "row_bcast:15 with row_mask 0xa: lane 15 of each row feeds the whole next row; rows 0 and 2 are masked and keep `old`",
    ),
    e("dpp-row_bcast31", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x143, 0xc, 0xf, false)", "row_bcast:31 with row_mask 0xc: lane 31 feeds rows 2 and 3"),
    e("dpp-wave_shl", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x130, 0xf, 0xf, false)", "wave_shl:1: lane n reads n+1 across the whole wave; lane 63 keeps `old`"),
    e("dpp-wave_rol", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x134, 0xf, 0xf, false)", "wave_rol:1: the wave rotates left by one lane; lane 63 reads lane 0"),
    e("dpp-wave_shr", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x138, 0xf, 0xf, false)", "wave_shr:1: lane n reads n−1 across the whole wave; lane 0 keeps `old`"),
    e("dpp-wave_ror", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x13c, 0xf, 0xf, false)", "wave_ror:1: the wave rotates right by one lane; lane 0 reads lane 63"),
    e("dpp-row_newbcast-5", DPP, "gfx942", 64, "__builtin_amdgcn_update_dpp(old, v, 0x155, 0xf, 0xf, false)", "row_newbcast:5 (CDNA2+): lane 5 of each row feeds its whole row"),
    e(
        "dpp-row_share-5",
        DPP,
        "gfx1100",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x155, 0xf, 0xf, false)",
        "row_share:5 (GFX10+, the same encoding): lane 5 of each row feeds its whole row",
    ),
    e("dpp-row_share-5-w32", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x155, 0xf, 0xf, false)", "row_share:5 in wave32"),
    e("dpp-row_xmask-1", DPP, "gfx1100", 32, "__builtin_amdgcn_update_dpp(old, v, 0x161, 0xf, 0xf, false)", "row_xmask:1: lane i reads lane i xor 1 within its row"),
    e(
        "dpp-row_xmask-5-row_mask",
        DPP,
        "gfx1100",
        64,
        "__builtin_amdgcn_update_dpp(old, v, 0x165, 0x5, 0xf, false)",
        "row_xmask:5 with row_mask 0x5: rows 1 and 3 are masked and keep `old`",
    ),
    // DPP8.
    e("dpp8-reverse", DPP8, "gfx1100", 32, "__builtin_amdgcn_mov_dpp8(v, 0x53977)", "dpp8:[7,6,5,4,3,2,1,0]: every group of 8 lanes is reversed"),
    e("dpp8-reverse-w64", DPP8, "gfx1100", 64, "__builtin_amdgcn_mov_dpp8(v, 0x53977)", "dpp8 in wave64: the groups of 8 repeat across the wave"),
    ex("dpp8-inactive", DPP8, "gfx1100", 32, 0xff00_ffff, "__builtin_amdgcn_mov_dpp8(v, 0x53977)", "dpp8 with lanes 16–23 inactive: reading an inactive lane gives 0"),
    // ds_swizzle modes; offsets from LLVM's swizzle macros (AMDGPUAsmParser).
    e("swizzle-swap1", SWZ, "gfx942", 64, "__builtin_amdgcn_ds_swizzle(v, 0x41f)", "bitmask mode, swizzle(SWAP,1): neighbours swap (and 0x1f, xor 1), in groups of 32"),
    e("swizzle-broadcast-8-3", SWZ, "gfx942", 64, "__builtin_amdgcn_ds_swizzle(v, 0x78)", "bitmask mode, swizzle(BROADCAST,8,3): lane 3 of each group of 8 feeds the group"),
    e("swizzle-reverse-8", SWZ, "gfx1100", 32, "__builtin_amdgcn_ds_swizzle(v, 0x1c1f)", "bitmask mode, swizzle(REVERSE,8): each group of 8 is reversed"),
    e("swizzle-reverse-8-w64", SWZ, "gfx1100", 64, "__builtin_amdgcn_ds_swizzle(v, 0x1c1f)", "swizzle(REVERSE,8) in wave64: the two 32-lane halves swizzle alike"),
    e("swizzle-quad_perm", SWZ, "gfx1100", 32, "__builtin_amdgcn_ds_swizzle(v, 0x80b1)", "quad-perm mode, swizzle(QUAD_PERM,1,0,3,2)"),
    e("swizzle-quad_perm-w64", SWZ, "gfx942", 64, "__builtin_amdgcn_ds_swizzle(v, 0x80b1)", "quad-perm mode in wave64"),
    e("swizzle-rotate-left-3", SWZ, "gfx942", 64, "__builtin_amdgcn_ds_swizzle(v, 0xc060)", "rotate mode, swizzle(ROTATE,0,3): lane i reads i+3 within its group of 32"),
    e("swizzle-rotate-right-3", SWZ, "gfx1100", 32, "__builtin_amdgcn_ds_swizzle(v, 0xc460)", "rotate mode, swizzle(ROTATE,1,3): lane i reads i−3 within its group of 32"),
    e("swizzle-fft-0", SWZ, "gfx1100", 32, "__builtin_amdgcn_ds_swizzle(v, 0xe000)", "FFT mode, swizzle(FFT,0): the full 5-bit bit reversal"),
    e("swizzle-fft-5", SWZ, "gfx942", 64, "__builtin_amdgcn_ds_swizzle(v, 0xe005)", "FFT mode, swizzle(FFT,5)"),
    // ds_permute / ds_bpermute.
    e(
        "bpermute-random-w64",
        PERM,
        "gfx942",
        64,
        "__builtin_amdgcn_ds_bpermute(addr, v)",
        "ds_bpermute with random byte addresses: each lane pulls from lane addr/4 (all 64 lanes on GFX9)",
    ),
    e("bpermute-random-w32", PERM, "gfx1100", 32, "__builtin_amdgcn_ds_bpermute(addr, v)", "ds_bpermute in wave32"),
    e("bpermute-random-gfx11-w64", PERM, "gfx1100", 64, "__builtin_amdgcn_ds_bpermute(addr, v)", "ds_bpermute in wave64 on GFX11 works per 32-lane half"),
    ex(
        "bpermute-inactive",
        PERM,
        "gfx942",
        64,
        0xffff_0000_ffff_ffff,
        "__builtin_amdgcn_ds_bpermute(addr, v)",
        "ds_bpermute with lanes 32–47 inactive: pulling from an inactive lane gives 0",
    ),
    e(
        "permute-random-w64",
        PERM,
        "gfx942",
        64,
        "__builtin_amdgcn_ds_permute(addr, v)",
        "ds_permute pushes each lane's value to lane addr/4: collisions and lanes nobody writes are marked",
    ),
    e("permute-random-w32", PERM, "gfx1100", 32, "__builtin_amdgcn_ds_permute(addr, v)", "ds_permute in wave32"),
    // Permlanes.
    e(
        "permlane16-rotate",
        PL,
        "gfx1100",
        32,
        "__builtin_amdgcn_permlane16(old, v, 0x87654321, 0x0fedcba9, false, false)",
        "permlane16 with the ISA example selectors: each lane reads the next lane of its row",
    ),
    e(
        "permlane16-rotate-w64",
        PL,
        "gfx1100",
        64,
        "__builtin_amdgcn_permlane16(old, v, 0x87654321, 0x0fedcba9, false, false)",
        "permlane16 in wave64: the same selectors in all four rows",
    ),
    e(
        "permlanex16-identity",
        PL,
        "gfx1100",
        64,
        "__builtin_amdgcn_permlanex16(old, v, 0x76543210, 0xfedcba98, false, false)",
        "permlanex16 with identity selectors: rows 0↔1 and 2↔3 swap",
    ),
    e("permlanex16-identity-w32", PL, "gfx1100", 32, "__builtin_amdgcn_permlanex16(old, v, 0x76543210, 0xfedcba98, false, false)", "permlanex16 in wave32: rows 0 and 1 swap"),
    ex(
        "permlane16-inactive-bc",
        PL,
        "gfx1100",
        32,
        0xfff0_ffff,
        "__builtin_amdgcn_permlane16(old, v, 0x89abcdef, 0x01234567, false, true)",
        "permlane16 reversing each row, lanes 16–19 inactive, bound_ctrl: inactive sources read 0",
    ),
    e("permlane64-w64", PL, "gfx1100", 64, "__builtin_amdgcn_permlane64(v)", "permlane64: the two 32-lane halves swap"),
    e("permlane64-w32", PL, "gfx1100", 32, "__builtin_amdgcn_permlane64(v)", "permlane64 in wave32 is a no-op: the result is undefined"),
    e(
        "permlane16_var",
        PL,
        "gfx1200",
        32,
        "__builtin_amdgcn_permlane16_var(old, v, sel, false, false)",
        "permlane16_var: each lane picks its source in its row from its own selector",
    ),
    e("permlane16_var-w64", PL, "gfx1200", 64, "__builtin_amdgcn_permlane16_var(old, v, sel, false, false)", "permlane16_var in wave64"),
    e("permlanex16_var", PL, "gfx1200", 32, "__builtin_amdgcn_permlanex16_var(old, v, sel, false, false)", "permlanex16_var: each lane picks its source in the other row"),
    e(
        "permlane16_swap",
        PL,
        "gfx950",
        64,
        "__builtin_amdgcn_permlane16_swap(a, b, false, false)",
        "permlane16_swap: odd rows of `a` trade places with even rows of `b` (two results)",
    ),
    e(
        "permlane16_swap-w32",
        PL,
        "gfx1250",
        32,
        "__builtin_amdgcn_permlane16_swap(a, b, false, false)",
        "permlane16_swap on gfx1250 (wave32): the one row pair, row 1 of `a` trades places with row 0 of `b`",
    ),
    e(
        "permlane32_swap",
        PL,
        "gfx950",
        64,
        "__builtin_amdgcn_permlane32_swap(a, b, false, false)",
        "permlane32_swap: the upper half of `a` trades places with the lower half of `b`",
    ),
    // HIP shuffles.
    e("hip-shfl-w64", HIP, "gfx942", 64, "__shfl(v, idx, 64)", "HIP __shfl: each lane reads lane idx"),
    e("hip-shfl-w32", HIP, "gfx1100", 32, "__shfl(v, idx, 32)", "HIP __shfl in wave32"),
    e("hip-shfl_up-w64", HIP, "gfx942", 64, "__shfl_up(v, 1, 64)", "HIP __shfl_up by 1: lane 0 keeps its own value"),
    e("hip-shfl_down-16", HIP, "gfx942", 64, "__shfl_down(v, 2, 16)", "HIP __shfl_down by 2 with width 16: lanes past the end of their segment keep their own value"),
    e("hip-shfl_xor-w32", HIP, "gfx1100", 32, "__shfl_xor(v, 1, 32)", "HIP __shfl_xor 1: butterfly with the neighbour"),
    e("hip-shfl_xor-w64", HIP, "gfx942", 64, "__shfl_xor(v, 32, 64)", "HIP __shfl_xor 32 in wave64: the halves swap"),
    // CUDA shuffles.
    e("cuda-shfl_sync", CUDA, "sm_90", 32, "__shfl_sync(0xffffffff, v, idx, 32)", "CUDA __shfl_sync: each lane reads lane idx"),
    e("cuda-shfl_up_sync", CUDA, "sm_90", 32, "__shfl_up_sync(0xffffffff, v, 1, 32)", "CUDA __shfl_up_sync by 1"),
    e("cuda-shfl_down_sync-16", CUDA, "sm_90", 32, "__shfl_down_sync(0xffffffff, v, 4, 16)", "CUDA __shfl_down_sync by 4 in segments of 16"),
    e("cuda-shfl_xor_sync", CUDA, "sm_90", 32, "__shfl_xor_sync(0xffffffff, v, 16, 32)", "CUDA __shfl_xor_sync 16: the two half-warps swap"),
    ex(
        "cuda-shfl_sync-partial-mask",
        CUDA,
        "sm_90",
        32,
        0x0000_ffff,
        "__shfl_sync(0x0000ffff, v, idx, 32)",
        "CUDA __shfl_sync with member mask 0x0000ffff: reading a lane outside the mask is undefined",
    ),
    e("cuda-match_all_sync", CUDA, "sm_90", 32, "__match_all_sync(0xffffffff, v)", "CUDA __match_all_sync: a value and the `pred` output"),
];

/// The per-lane value a named argument has in the gallery: data names follow the convention
/// `explain` uses (`crate::snippet::placeholder`: `v` = lane id, `old` = 100 + lane id), and
/// index-like names get fixed pseudo-random values so crossing-heavy patterns are shown.
pub fn values(name: &str, wave: u32, seed: u64) -> Option<Lanes> {
    let mut rng = seed ^ 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        // xorshift64*: deterministic on every platform.
        rng ^= rng >> 12;
        rng ^= rng << 25;
        rng ^= rng >> 27;
        rng.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33
    };
    Some(match name {
        data if crate::snippet::placeholder::is_named(data) => crate::snippet::placeholder::data(data, wave, 0),
        "idx" => Lanes::from_fn(wave, |_| next() % wave as u64),
        "addr" => Lanes::from_fn(wave, |_| 4 * (next() % wave as u64)),
        "sel" => Lanes::from_fn(wave, |_| next() % 16),
        _ => return None,
    })
}

/// A stable seed from the file name, so each diagram has its own random indices.
fn seed(file: &str) -> u64 {
    file.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// An entry evaluated: what the renderer needs.
pub struct Evaluated {
    pub result: CallResult,
    pub args: Vec<Arg>,
    pub labels: Vec<String>,
}

/// Parse and evaluate an entry's call on its wave.
pub fn evaluate(e: &Entry) -> Result<Evaluated, Diag> {
    let t = target::lookup(e.target)?;
    let expr = callexpr::parse(e.call)?;
    let (b, ty) = call::resolve(&expr.name, None, Some(t))?;
    let args = expr.args.iter().enumerate().map(|(i, a)| arg_value(b, ty, i, a, e)).collect::<Result<Vec<_>, Diag>>()?;
    let site = Site { target: t, wave: e.wave, exec: e.exec & wave_mask(e.wave), policy: UndefPolicy::Strict };
    let result = call::evaluate_builtin(b, ty, &site, &args)?;
    let labels = expr.args.iter().map(|a| a.to_string()).collect();
    Ok(Evaluated { result, args, labels })
}

/// A literal is a constant where the parameter must be one, else the same value in every lane.
fn arg_value(b: &Builtin, ty: ElemTy, i: usize, a: &ArgExpr, e: &Entry) -> Result<Arg, Diag> {
    let param = b.params.get(i);
    let width = param.map_or(ElemTy::I64, |p| b.resolve(p.ty, Some(ty)));
    match (a, param) {
        (ArgExpr::Name(n), _) => values(n, e.wave, seed(e.file)).map(Arg::Lanes).ok_or_else(|| Diag::malformed(format!("gallery entry `{}`: no values for `{n}`", e.file))),
        (lit, Some(p)) if !p.imm => Ok(Arg::Lanes(Lanes::splat(width.truncate(lit.constant().unwrap_or(0) as u64)))),
        (lit, _) => Ok(Arg::Imm(width.truncate(lit.constant().unwrap_or(0) as u64))),
    }
}

/// Render one entry.
pub fn render_entry(e: &Entry) -> Result<String, Diag> {
    let ev = evaluate(e)?;
    let t = target::lookup(e.target)?;
    let exec = e.exec & wave_mask(e.wave);
    let calls = [CallView { text: e.call, result: &ev.result, args: &ev.args, labels: &ev.labels, exec }];
    Ok(render(&Scene { target: t, wave: e.wave, exec, calls: &calls }))
}

/// What a gallery run produced.
pub struct Report {
    pub written: usize,
    /// Entries that could not be drawn, with the reason (a builtin not in the registry yet).
    pub skipped: Vec<(&'static str, Diag)>,
}

/// Write every entry's SVG into `dir` and the index (gallery.md) to `index`, which links the
/// files as `<dir name>/<file>.svg`.
pub fn write(dir: &Path, index: &Path) -> std::io::Result<Report> {
    std::fs::create_dir_all(dir)?;
    let link_dir = dir.file_name().map_or_else(|| ".".into(), |n| n.to_string_lossy().into_owned());
    let mut md = String::from(INTRO);
    let mut report = Report { written: 0, skipped: vec![] };
    let mut section = "";
    for e in ENTRIES {
        if e.section != section {
            section = e.section;
            let _ = write!(md, "\n## {section}\n\n");
        }
        match render_entry(e) {
            Ok(svg) => {
                std::fs::write(dir.join(format!("{}.svg", e.file)), svg)?;
                let _ = writeln!(md, "- [{}]({link_dir}/{}.svg) — {} ({}, wave{}): `{}`", e.file, e.file, e.what, e.target, e.wave, e.call);
                report.written += 1;
            }
            Err(d) => {
                let _ = writeln!(md, "- {} — not drawn: {}", e.file, d.message);
                report.skipped.push((e.file, d));
            }
        }
    }
    std::fs::write(index, md)?;
    let kept: Vec<String> = ENTRIES.iter().filter(|e| !report.skipped.iter().any(|(f, _)| f == &e.file)).map(|e| format!("{}.svg", e.file)).collect();
    remove_stale(dir, &kept)?;
    Ok(report)
}

/// Delete diagrams no entry draws any more (renamed or skipped entries), so the directory
/// holds exactly what gallery.md links.
fn remove_stale(dir: &Path, kept: &[String]) -> std::io::Result<()> {
    for f in std::fs::read_dir(dir)? {
        let path = f?.path();
        let name = path.file_name().and_then(|s| s.to_str()).unwrap_or_default();
        if path.extension().is_some_and(|x| x == "svg") && !kept.iter().any(|k| k == name) {
            std::fs::remove_file(&path)?;
        }
    }
    Ok(())
}

const INTRO: &str = "# Lane diagrams

One picture per cross-lane pattern class: source lanes on top, destination lanes below, grouped
into 16-lane rows and 4-lane banks. Every arrow comes from the route the semantics recorded
for that call, so a picture never disagrees with `xlane explain`. Each lane shows its value
(`v` = lane id, `old` = 100 + lane id); under each destination lane, `↑n` names the lane its
value came from, or a tag names why it got none (the legend of each picture spells tags out).

For example, `row_bcast:15` with `row_mask 0xa` on gfx942: lane 15 feeds row 1 and lane 47
feeds row 3, while rows 0 and 2 are switched off by the row mask and keep `old`:

![row_bcast:15 on gfx942](gallery/dpp-row_bcast15.svg)

Regenerate with `xlane gallery` (writes `docs/gallery/` and this file); a test checks the
committed files are current. Draw your own call with `xlane explain … --svg FILE`, or every
cross-lane call of a snippet with `xlane eval … --svg FILE` (one panel per call).
";
