//! Every registry row × every processor × every wave size it runs, through the path `xlane
//! lower` takes (the snippet language, `xlane_snippet::lower`), with no LLVM tool installed.
//!
//! Issue 24 found `lower` refusing `__builtin_amdgcn_permlane16_swap`/`permlane32_swap`
//! ("returns two values") after it took on the snippet language, while the parity tests, which
//! call `xlane_lower::lower` directly and need clang-22/llc-22, did not notice. Here, for each
//! (row, processor, wave):
//! - where `check_avail` says the row is available, one call of it must lower: its IR calls the
//!   intrinsic the row names (`lower.intrinsic`), the same calls as `xlane_lower::lower` makes
//!   of the same call, and instruction selection (asm, or PTX) succeeds and prints the
//!   instruction the row states (`lower.insn` of AMDGPU/NVIDIA intrinsic rows);
//! - where it is not, `lower` refuses with `error[unavailable]` naming the row and the
//!   processor.
//!
//! Expected outputs that do not come from the code under test:
//! - the committed clang-22/opt-22/llc-22 output in `crates/xlane-lower/tests/golden/`
//!   (blessed by `parity/golden.rs` on gfx942 w64, gfx1100 w32, gfx1250 w32 and sm_90): the
//!   IR intrinsic calls of the same call must equal the compilers' on every processor of the
//!   same vendor and wave size (builtin and intrinsic rows become the same IR on every
//!   processor; clang emits them without looking at the processor), and the instructions
//!   (normalised as the golden files are) on the blessed processor itself;
//! - a table of facts from the ISA documents ([`ISA_FACTS`]).
//!
//! The calls are the golden files' where they have the row (their legal constants), else the
//! row's parameters as names and 0 for constants (a control for which 0 is illegal on a
//! processor is tried with the values in [`CONTROLS`]). One process, no tool: about a second.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use xlane_core::callexpr;
use xlane_core::diag::{Diag, DiagKind};
use xlane_core::registry::{self, AmdInsn, Builtin, Expansion, Insn, Level};
use xlane_core::target::{self, Target, Vendor};
use xlane_core::ElemTy;

// The golden files' normalisation, shared with the parity tests that write them.
#[path = "../../xlane-lower/tests/all/parity/norm.rs"]
mod norm;
use norm::{norm_call, norm_insn};

/// Facts from the ISA documents: (row, processor, wave, an instruction the lowering holds).
/// AMD "Instinct MI300/CDNA3 ISA" and "CDNA4 ISA" (v_permlane16/32_swap_b32 are CDNA4's),
/// "AMD GCN3 ISA" §12 (ds_bpermute_b32, from GFX8), "RDNA3 ISA" §16 (v_permlane64_b32,
/// wave64 only), "Southern Islands ISA" (v_readfirstlane_b32); PTX ISA 9.0 §9.7.9.6 (shfl.sync),
/// §9.7.13.x (vote.sync, match.sync, redux.sync from sm_80).
const ISA_FACTS: &[(&str, &str, u32, &str)] = &[
    ("__builtin_amdgcn_permlane16_swap", "gfx950", 64, "v_permlane16_swap_b32"),
    ("__builtin_amdgcn_permlane32_swap", "gfx950", 64, "v_permlane32_swap_b32"),
    ("__builtin_amdgcn_permlane16_swap", "gfx1250", 32, "v_permlane16_swap_b32"),
    ("__builtin_amdgcn_ds_bpermute", "gfx801", 64, "ds_bpermute_b32"),
    ("__builtin_amdgcn_permlane64", "gfx1100", 64, "v_permlane64_b32"),
    ("__builtin_amdgcn_readfirstlane", "gfx600", 64, "v_readfirstlane_b32"),
    ("__nvvm_shfl_sync_bfly_i32", "sm_70", 32, "shfl.sync.bfly.b32"),
    ("__nvvm_vote_ballot_sync", "sm_70", 32, "vote.sync.ballot.b32"),
    ("__nvvm_match_any_sync_i32", "sm_70", 32, "match.any.sync.b32"),
    ("__nvvm_redux_sync_add", "sm_80", 32, "redux.sync.add"),
];

/// Values tried for a constant when 0 is illegal on a processor (DPP16 row_shr:1 and the
/// quad_perm identity, masks, a swizzle, a dpp8 selector).
const CONTROLS: &[i64] = &[0x111, 0xe4, 0xf, 1, 0x041f, 0xfac688];

/// One entry of a golden file: the call, its type, the compilers' IR calls and instructions.
struct Entry {
    call: String,
    ty: String,
    ir: Option<Vec<String>>,
    asm: Option<Vec<String>>,
}

/// The golden files: by (processor, wave), by row name.
type Golden = BTreeMap<(String, u32), BTreeMap<String, Entry>>;

fn golden() -> Golden {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../xlane-lower/tests/golden");
    let mut out = Golden::new();
    for f in std::fs::read_dir(&dir).expect("crates/xlane-lower/tests/golden") {
        let path = f.unwrap().path();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let (t, w) = stem.rsplit_once('w').unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let mut rows: BTreeMap<String, Entry> = BTreeMap::new();
        let mut lines = text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty());
        let mut cur: Option<String> = None;
        while let Some(l) = lines.next() {
            if let Some(k) = l.strip_prefix("== ") {
                let (call, ty) = k.rsplit_once(" : ").unwrap();
                let name = call.split('(').next().unwrap().to_string();
                cur = Some(name.clone());
                rows.entry(name).or_insert(Entry { call: call.to_string(), ty: ty.to_string(), ir: None, asm: None });
                continue;
            }
            let (section, n) = l.split_once(": ").unwrap();
            let body: Vec<String> = (0..n.parse::<usize>().unwrap()).map(|_| lines.next().unwrap().trim().to_string()).collect();
            let e = rows.get_mut(cur.as_ref().unwrap()).unwrap();
            // the first entry of a row is the one kept
            if e.ir.is_none() && section == "ir" {
                e.ir = Some(body);
            } else if e.asm.is_none() && section == "asm" {
                e.asm = Some(body);
            }
        }
        out.insert((t.to_string(), w.parse().unwrap()), rows);
    }
    assert!(out.len() >= 4, "golden files missing in {}", dir.display());
    out
}

/// A call of `b` with its parameters as names and its constants from `imm` (parameter index to
/// value; others 0).
fn generated_call(b: &Builtin, imm: &BTreeMap<usize, i64>) -> String {
    let args: Vec<String> = b
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| if p.imm { format!("{:#x}", imm.get(&i).copied().unwrap_or(0)) } else { format!("a{i}_{}", p.name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")) })
        .collect();
    format!("{}({})", b.name, args.join(", "))
}

/// The calls to try for `b`: the golden files' (the processor's own first), then generated
/// ones (all constants 0, then each constant through [`CONTROLS`]).
fn calls_for(b: &Builtin, t: &Target, wave: u32, golden: &Golden) -> Vec<(String, Option<ElemTy>)> {
    let mut out = vec![];
    let own = golden.get(&(t.name.to_string(), wave)).and_then(|g| g.get(b.name));
    for e in own.into_iter().chain(golden.values().filter_map(|g| g.get(b.name))) {
        out.push((e.call.clone(), ElemTy::parse(&e.ty).ok()));
    }
    let ty = b.types.first().copied();
    out.push((generated_call(b, &BTreeMap::new()), ty));
    for i in (0..b.params.len()).filter(|&i| b.params[i].imm) {
        for &v in CONTROLS {
            out.push((generated_call(b, &BTreeMap::from([(i, v)])), ty));
        }
    }
    for i in (0..b.params.len()).filter(|&i| !b.params[i].imm) {
        let call = generated_call(b, &BTreeMap::new());
        let name = format!("a{i}_{}", b.params[i].name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"));
        out.push((call.replacen(&name, "16", 1), ty));
    }
    let mut seen = BTreeSet::new();
    out.retain(|c| seen.insert(format!("{}:{:?}", c.0, c.1)));
    out
}

/// What one available (row, processor, wave) lowered to.
struct Done {
    call: String,
    ty: Option<ElemTy>,
    ir: Vec<String>,
    machine: Vec<String>,
}

/// Lower one call as `xlane lower` does: the IR function, its normalised intrinsic calls, and
/// its machine code as the model selects it (`--emit asm|ptx` without llc-22).
#[allow(clippy::type_complexity)]
fn lower_snippet(call: &str, t: &'static Target, wave: u32, ty: Option<ElemTy>) -> Result<(Vec<String>, Result<Vec<String>, Diag>, String), Diag> {
    let f = xlane_snippet::lower::lower(call, t, wave, ty)?.function;
    let text = f.to_text();
    let ir = text.lines().filter_map(norm_call).collect();
    let machine = match t.vendor {
        Vendor::Amd => f.asm(t, wave),
        Vendor::Nvidia => f.ptx(t).map(|p| p.insts),
    };
    Ok((ir, machine, text))
}

/// Does the row state an instruction the model selects? AMDGPU rows marked `Sequence` (a loop
/// or DPP ladder llc builds) or `WholeWave` (no instruction of its own) state that the model
/// has none, and `--emit asm` without llc-22 refuses them (`error[unsupported]`, "use --emit
/// llvm"); builtins and header functions follow the intrinsic row they lower to.
fn selection_stated(b: &Builtin) -> bool {
    match b.lower.insn {
        Insn::Amd(AmdInsn::Sequence | AmdInsn::WholeWave(_)) => false,
        Insn::Amd(_) | Insn::Ptx(_) => true,
        _ => match registry::lookup(b.lower.intrinsic, Some(b.vendor())) {
            Ok((row, _)) if row.level == Level::Intrinsic && !b.lower.intrinsic.is_empty() => selection_stated(row),
            _ => true,
        },
    }
}

/// The opcode of an instruction line or a stated mnemonic, without the VOP encoding suffix
/// (llc prints `v_cmp_ne_u32_e32` with vcc where the row names the VOP3 form) and, for PTX,
/// without the type (`redux.sync.min.u32` for an unsigned call of a row that names `.s32`).
fn opcode(line: &str) -> String {
    let op = line.split_whitespace().next().unwrap_or("").trim_end_matches(';');
    let op = op.strip_suffix("_e32").or_else(|| op.strip_suffix("_e64")).unwrap_or(op);
    match op.rsplit_once('.') {
        Some((head, ty)) if ["s32", "u32", "b32", "f32", "s64", "u64", "b64"].contains(&ty) => head.to_string(),
        _ => op.to_string(),
    }
}

/// The row `name` stands for on `t` (as `lower` resolves it): the HIP and CUDA headers both
/// define `__shfl_sync`, `__ballot` …, one row per vendor.
fn resolves_to(b: &Builtin, t: &Target) -> bool {
    registry::lookup(b.name, Some(t.vendor)).is_ok_and(|(r, _)| std::ptr::eq(r, b))
}

/// Check one available row; problems go to `bad`.
fn check_available(b: &'static Builtin, t: &'static Target, wave: u32, golden: &Golden, bad: &mut Vec<String>) -> Option<Done> {
    let at = format!("{} on {} wave{wave}", b.name, t.name);
    let mut first_err: Option<(String, Diag)> = None;
    for (call, ty) in calls_for(b, t, wave, golden) {
        match lower_snippet(&call, t, wave, ty) {
            Ok((ir, machine, text)) => {
                let machine = match machine {
                    Ok(m) => m,
                    Err(d) if d.kind == DiagKind::Unsupported && !selection_stated(b) => vec![],
                    Err(d) => {
                        bad.push(format!("{at}: `{call}` lowers to IR, but the model refuses its instructions: {d}"));
                        vec![]
                    }
                };
                // the row's intrinsic, where no compiler output is recorded for this call (clang
                // folds some: the warp size, mbcnt.hi in wave32; and picks by type: umin)
                let recorded = golden.iter().any(|((gt, gw), rows)| {
                    *gw == wave && target::lookup(gt).is_ok_and(|x| x.vendor == t.vendor) && rows.get(b.name).is_some_and(|g| g.call == call && g.ir.is_some())
                });
                let intr = b.lower.intrinsic;
                if !recorded && !intr.is_empty() && !text.contains(&format!("@{intr}(")) && !text.contains(&format!("@{intr}.")) {
                    bad.push(format!("{at}: `{call}` lowers without a call of {intr}, the row's intrinsic:\n{text}"));
                }
                // (llc folds some calls to no instruction, e.g. the warp size, or mbcnt.hi in
                // wave32; the golden comparison below covers what it prints)
                let m = b.lower.insn.text();
                let stated = matches!(b.lower.insn, Insn::Amd(_) | Insn::Ptx(_)) && selection_stated(b) && !m.is_empty();
                if stated && !machine.is_empty() && !machine.iter().any(|l| opcode(l) == opcode(m)) {
                    bad.push(format!("{at}: `{call}` selects {machine:?}, without {m}, the row's instruction"));
                }
                // the library path `xlane_lower::lower` gives the same intrinsic calls
                match callexpr::parse(&call).and_then(|c| xlane_lower::lower(&c, t, Some(wave), ty)) {
                    Ok(l) => {
                        let lib: Vec<String> = l.body.calls().filter_map(|k| norm_call(&k.text())).collect();
                        if lib != ir {
                            bad.push(format!("{at}: `{call}`: `xlane lower` calls {ir:?}, xlane_lower::lower {lib:?}"));
                        }
                    }
                    Err(d) => bad.push(format!("{at}: `{call}` lowers as a snippet, but xlane_lower::lower refuses: {d}")),
                }
                return Some(Done { call, ty, ir, machine });
            }
            // p2r/r2p have no source spelling (cicc-internal, errata N2): the runner reads them,
            // `lower` says it has no lowering for them.
            Err(d) if b.lower.expansion == Some(Expansion::BitcastV32i1) && d.kind == DiagKind::Unsupported => return None,
            // an illegal constant, or an operand `lower` needs constant: the next call
            Err(d) => {
                if first_err.as_ref().is_none_or(|(_, e)| e.kind == DiagKind::IllegalValue && d.kind != DiagKind::IllegalValue) {
                    first_err = Some((call, d));
                }
            }
        }
    }
    let (call, d) = first_err.expect("at least one call");
    bad.push(format!("{at}: available, but `lower` refuses every call tried, e.g. `{call}`: {d}"));
    None
}

/// Names the snippet language defines itself on every target (`xlane_snippet::lower`: "`lane`
/// / `threadIdx.x` / `__lane_id()` is the lane id … `%laneid` on NVIDIA"), whatever the rows.
const SNIPPET_WORDS: &[&str] = &["__lane_id"];

/// Check one unavailable row: `error[unavailable]` naming the row and the processor.
fn check_unavailable(b: &'static Builtin, t: &'static Target, wave: u32, golden: &Golden, bad: &mut Vec<String>) {
    if SNIPPET_WORDS.contains(&b.name) {
        return;
    }
    let (call, ty) = calls_for(b, t, wave, golden).remove(0);
    match lower_snippet(&call, t, wave, ty) {
        Ok((_, machine, _)) => bad.push(format!("{} on {} wave{wave}: unavailable, but `lower` lowers `{call}` to {machine:?}", b.name, t.name)),
        Err(d) if d.kind == DiagKind::Unavailable && d.message.contains(b.name) && d.message.contains(t.name) => {}
        Err(d) => bad.push(format!("{} on {} wave{wave}: unavailable, but `lower` says `{}` instead of error[unavailable] naming both: {d}", b.name, t.name, d.kind.as_str())),
    }
}

#[test]
fn every_row_lowers_exactly_where_it_is_available() {
    let golden = golden();
    let mut bad = vec![];
    let (mut lowered, mut refused, mut ir_checked, mut asm_checked, mut shadowed) = (0usize, 0usize, 0usize, 0usize, 0usize);
    let mut done: BTreeMap<(&str, &str, u32), Done> = BTreeMap::new();
    for t in target::all() {
        for &w in t.waves {
            for b in registry::all() {
                // the other vendor's row of a name both headers define: not this row here
                if !resolves_to(b, t) && registry::lookup(b.name, Some(t.vendor)).is_ok_and(|(r, _)| r.vendor() == t.vendor) {
                    shadowed += 1;
                    continue;
                }
                if b.check_avail(t, w).is_err() {
                    check_unavailable(b, t, w, &golden, &mut bad);
                    refused += 1;
                    continue;
                }
                let Some(d) = check_available(b, t, w, &golden, &mut bad) else { continue };
                lowered += 1;
                // the compilers' IR for the same call, on a blessed processor of this vendor and wave
                for ((gt, gw), rows) in &golden {
                    let Some(g) = rows.get(b.name) else { continue };
                    let same_kind = *gw == w && target::lookup(gt).is_ok_and(|x| x.vendor == t.vendor);
                    if !same_kind || g.call != d.call || ElemTy::parse(&g.ty).ok() != d.ty {
                        continue;
                    }
                    if let Some(want) = &g.ir {
                        ir_checked += 1;
                        if *want != d.ir {
                            bad.push(format!("{} on {} wave{w}: `{}`: IR {:?}, clang-22 on {gt} {want:?}", b.name, t.name, d.call, d.ir));
                        }
                    }
                    if let (Some(want), true) = (&g.asm, gt == t.name) {
                        asm_checked += 1;
                        let mine: Vec<String> =
                            d.machine.iter().filter(|l| !(l.starts_with(';') || l.starts_with("//")) || l.starts_with("; wave barrier")).map(|l| norm_insn(l)).collect();
                        if &mine != want {
                            bad.push(format!("{} on {} wave{w}: `{}`: {mine:?}, llc-22 {want:?}", b.name, t.name, d.call));
                        }
                    }
                }
                done.insert((b.name, t.name, w), d);
            }
        }
    }
    for &(row, tname, w, insn) in ISA_FACTS {
        match done.get(&(row, tname, w)) {
            Some(d) if d.machine.iter().any(|l| l.contains(insn)) => {}
            Some(d) => bad.push(format!("{row} on {tname} wave{w}: the ISA document's {insn} is not in {:?}", d.machine)),
            None => bad.push(format!("{row} on {tname} wave{w}: the ISA document has {insn}, xlane does not lower it there")),
        }
    }
    println!("every_row: {lowered} available (row, processor, wave) lowered, {refused} unavailable refused, {shadowed} names the other vendor's row answers; {ir_checked} IR and {asm_checked} asm/PTX compared with the golden files");
    assert!(bad.is_empty(), "{} problem(s):\n{}", bad.len(), bad.join("\n"));
    // the golden files were read and used
    assert!(ir_checked > 1000 && asm_checked > 300, "{ir_checked} IR, {asm_checked} asm comparisons");
}
