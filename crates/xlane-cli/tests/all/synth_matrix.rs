//! The (spec × target) matrix of `xlane synth`, checked the way a user would: the `--emit
//! hip|cuda` function compiled by clang-22 (`-nogpulib -nogpuinc` / `-nocudainc -nocudalib`)
//! into a one-line kernel, run by `xlane run` on random data against the host reference
//! (a plain fold over each lane's goal, `proof::reference`), and its cross-lane and combine
//! instructions counted in llc-22's output: never more than the model claims, never more than
//! the best measured baseline (docs/synth.md, "Baselines").
//!
//! Every target of the baselines table (and GFX10.3 wave64) gets every operator with every
//! type it applies to (floats: add/min/max, with the order accepted); the kind (reduce
//! `--result all|first|last`, inclusive/exclusive scan) and the width (the wave, 16, 8)
//! rotate over those cases, so each target sees each kind and width several times. The
//! baseline rows (32-bit `int` add/max reduce and inclusive scan over the wave) are added on
//! top. Needs clang-22 and llc-22; skips (saying so) without them.

use std::path::{Path, PathBuf};
use std::process::Command;
use xlane_core::ElemTy;
use xlane_synth::search::Budget;
use xlane_synth::{synthesize, Request, ResultLanes, Synthesis};

pub(crate) const TARGETS: &[(&str, u32)] =
    &[("gfx90a", 64), ("gfx942", 64), ("gfx950", 64), ("gfx1030", 32), ("gfx1030", 64), ("gfx1100", 32), ("gfx1100", 64), ("gfx1201", 32), ("gfx1201", 64), ("sm_90", 32)];
const TYPES: &[ElemTy] = &[ElemTy::I32, ElemTy::U32, ElemTy::I64, ElemTy::U64, ElemTy::F32, ElemTy::F64];
const OPS: &[&str] = &["add", "min", "max", "and", "or", "xor"];
const KINDS: &[(&str, ResultLanes)] =
    &[("reduce", ResultLanes::All), ("scan inclusive", ResultLanes::All), ("reduce", ResultLanes::First), ("scan exclusive", ResultLanes::All), ("reduce", ResultLanes::Last)];

#[derive(Debug, Clone)]
pub(crate) struct Case {
    pub target: &'static str,
    pub wave: u32,
    pub width: u32,
    pub ty: ElemTy,
    pub spec: String,
    pub result: ResultLanes,
}

impl Case {
    pub fn label(&self) -> String {
        format!("{} w{} --width {} --type {} --result {:?} `{}`", self.target, self.wave, self.width, self.ty.name(), self.result, self.spec)
    }
}

pub(crate) fn cases_for(target: &'static str, wave: u32) -> Vec<Case> {
    let mut out = vec![];
    let widths = [wave, 16, 8];
    let mut k = 0usize;
    for &ty in TYPES {
        for &op in OPS {
            if ty.is_float() && !matches!(op, "add" | "min" | "max") {
                continue;
            }
            let (kind, result) = KINDS[k % KINDS.len()];
            let width = widths[(k / KINDS.len() + k) % widths.len()];
            let spec = match kind {
                "reduce" => format!("reduce {op}"),
                s => s.replacen("scan", &format!("scan {op}"), 1),
            };
            out.push(Case { target, wave, width, ty, spec, result });
            k += 1;
        }
    }
    // The baseline rows.
    for spec in ["reduce add", "reduce max", "scan add inclusive", "scan max inclusive"] {
        out.push(Case { target, wave, width: wave, ty: ElemTy::I32, spec: spec.into(), result: ResultLanes::All });
    }
    out
}

/// The search budget (expanded states) of a case: a short search, more for the baseline rows;
/// `full` gives the budgets the matrix used before 2026-12-07 (3 000 states, 20 000 for the
/// baseline rows).
///
/// The whole-wave reductions into every lane were nine tenths of the matrix's CPU time (on
/// gfx90a 141 of 153 s): each is two searches (the first lane's, then the all-lanes search
/// that must beat the first lane's answer and a broadcast, `synthesize`'s `via_first_lane`)
/// that use their whole budget. With 300 states (2 000 for the baseline rows) they gave the
/// same sequences, step for step, in the 30 cases compared (gfx90a, gfx942, gfx950, gfx1030
/// w32; BENCHMARKS.md, "Test suite time"), at a quarter of the CPU; only the baseline rows'
/// `optimal` flag is lost (their optimality proof needs about 5 700 states), which this test
/// does not read. `full_budgets_give_the_same_answers` (ignored: about 20 minutes of CPU)
/// compares every cut case with its old budget:
/// `cargo test --release -p xlane-cli --test all synth_matrix::full_budgets -- --ignored`.
fn budget(case: &Case, wave: u32, full: bool) -> Budget {
    let baseline_row = case.ty == ElemTy::I32
        && case.width == wave
        && case.result == ResultLanes::All
        && matches!(case.spec.as_str(), "reduce add" | "reduce max" | "scan add inclusive" | "scan max inclusive");
    let whole_wave_reduce = case.width == wave && case.result == ResultLanes::All && case.spec.starts_with("reduce ");
    Budget::steps(match (full, baseline_row, whole_wave_reduce) {
        (true, true, _) => 20_000,
        (true, false, _) => 3_000,
        (false, true, true) => 2_000,
        (false, true, false) => 20_000,
        (false, false, true) => 300,
        (false, false, false) => 3_000,
    })
}

/// One case's synthesis under the budget.
fn synthesize_case(case: &Case, target: &str, wave: u32, budget: Budget) -> Result<Synthesis, String> {
    let r = Request {
        target: target.into(),
        wave: Some(wave),
        ty: case.ty,
        width: Some(case.width),
        spec: case.spec.clone(),
        result: case.result,
        accept_order: case.ty.is_float(),
        budget,
        objective: Default::default(),
    };
    synthesize(&r).map_err(|e| e.to_string())
}

/// The matrix's answers for one (target, wave), each case with its synthesis: computed once
/// per test process and shared by this test, `synth_emit.rs` (which checks what the same
/// answers emit) and `synth::collectives_compile_and_run_on_random_data` (the baseline rows),
/// so the search runs once per case. Step budgets, not seconds: the answer must not depend on
/// the machine's speed or load ([`budget`]).
pub(crate) fn synthesized(target: &'static str, wave: u32) -> std::sync::Arc<Vec<(Case, Result<Synthesis, String>)>> {
    type Slot = std::sync::Arc<std::sync::OnceLock<std::sync::Arc<Vec<(Case, Result<Synthesis, String>)>>>>;
    static CACHE: std::sync::Mutex<Vec<((&str, u32), Slot)>> = std::sync::Mutex::new(Vec::new());
    let slot: Slot = {
        let mut c = CACHE.lock().unwrap_or_else(|p| p.into_inner());
        match c.iter().find(|(k, _)| *k == (target, wave)) {
            Some((_, s)) => s.clone(),
            None => {
                let s = Slot::default();
                c.push(((target, wave), s.clone()));
                s
            }
        }
    };
    // a second caller waits for the first one's answers
    slot.get_or_init(|| {
        let all = cases_for(target, wave)
            .into_iter()
            .map(|case| {
                let s = synthesize_case(&case, target, wave, budget(&case, wave, false));
                (case, s)
            })
            .collect();
        std::sync::Arc::new(all)
    })
    .clone()
}

/// Run `check` on every (target, wave) of [`TARGETS`] on `available_parallelism` threads taking
/// the next target from a queue (targets differ in cost; a fixed split leaves a thread idle).
pub(crate) fn over_targets<T: Send>(check: impl Fn(&'static str, u32) -> T + Sync) -> Vec<T> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(TARGETS.len());
    let mut out: Vec<(usize, T)> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = vec![];
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&(t, w)) = TARGETS.get(i) else { break };
                        mine.push((i, check(t, w)));
                    }
                    mine
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    out.sort_by_key(|x| x.0);
    out.into_iter().map(|x| x.1).collect()
}

fn tools() -> bool {
    ["clang-22", "llc-22"].iter().all(|t| Command::new(t).arg("--version").output().is_ok_and(|o| o.status.success()))
}

/// Random inputs: any bits for integers; small integral floats, so that every association
/// order gives the same sum (the order itself is the proof's statement, not this test's).
fn input(ty: ElemTy, n: usize, seed: u64) -> Vec<u64> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = (x % 2001) as f64 - 1000.0;
            match ty {
                ElemTy::F32 => (f as f32).to_bits() as u64,
                ElemTy::F64 => f.to_bits(),
                t => x & t.mask(),
            }
        })
        .collect()
}

struct Built {
    case: Case,
    synth: Synthesis,
    kernel: String,
}

/// All kernels of one target in one source file: each case's function in its own namespace,
/// and a kernel `kN` with `out[i] = f(in[i])` over one workgroup of four waves (so the
/// address is the work-item id alone and adds no instructions to the count).
fn source(built: &[Built], amd: bool) -> String {
    let mut s = String::new();
    for (i, b) in built.iter().enumerate() {
        let form = if amd { "hip" } else { "cuda" };
        let f = xlane_cli::cmd::synth::source(&b.synth, form).unwrap();
        let name = xlane_synth::emit::function_name(&b.synth.problem);
        let ty = b.case.ty.c_name().expect("a C type");
        let tid = if amd { "__builtin_amdgcn_workitem_id_x()" } else { "__nvvm_read_ptx_sreg_tid_x()" };
        s.push_str(&format!(
            "namespace c{i} {{\n{f}}}\nextern \"C\" __attribute__((global)) void {}(const {ty} *in, {ty} *out) {{ unsigned i = {tid}; out[i] = c{i}::{name}(in[i]); }}\n",
            b.kernel
        ));
    }
    s
}

fn compile(target: &str, wave: u32, src: &str, dir: &Path) -> Result<(PathBuf, String), String> {
    let file = dir.join(if target.starts_with("gfx") { "m.hip" } else { "m.cu" });
    std::fs::write(&file, src).unwrap();
    let ll = dir.join("m.ll");
    crate::synth_clang::compile(&file, target, wave, 2, &ll)?;
    // llc-22 as `xlane lower --emit asm|ptx` runs it (`xlane_lower::llc::flags`)
    let t = xlane_core::target::lookup(target).unwrap();
    let mut l = Command::new("llc-22");
    l.args(xlane_lower::llc::flags(t, wave, 80));
    let out = l.args(["-O3", "-o", "-"]).arg(&ll).output().unwrap();
    if !out.status.success() {
        return Err(format!("llc-22 refused {}:\n{}", ll.display(), String::from_utf8_lossy(&out.stderr)));
    }
    Ok((ll, String::from_utf8_lossy(&out.stdout).into_owned()))
}

const AMD_XLANE: &[&str] = &["_dpp", "dpp8", "permlane", "v_readlane", "v_readfirstlane", "v_writelane", "ds_swizzle", "ds_bpermute", "ds_permute"];
const COMBINES: &[&str] = &["add", "max", "min", "and", "or", "xor", "bitop3"];

/// Is this AMDGPU line a cross-lane instruction or a combine (`v_/s_` add, max, …)?
fn amd_counted(line: &str) -> bool {
    let insn = line.split_whitespace().next().unwrap_or("");
    AMD_XLANE.iter().any(|x| insn.contains(x))
        || (insn.starts_with("v_") || insn.starts_with("s_")) && insn.split('_').nth(1).is_some_and(|op| COMBINES.contains(&op)) && insn.split('_').count() > 2
}

/// Is this PTX statement a shuffle, a group reduction or a combine (`add.s32`, `@p max.u32`)?
fn ptx_counted(stmt: &str) -> bool {
    let mut words = stmt.split_whitespace();
    let mut w = words.next().unwrap_or("");
    if w.starts_with('@') {
        w = words.next().unwrap_or("");
    }
    let mut parts = w.split('.');
    let op = parts.next().unwrap_or("");
    // 32-bit combines only (the kernel's address arithmetic is 64-bit), as the script counts.
    op == "shfl" || op == "redux" || COMBINES.contains(&op) && parts.any(|t| matches!(t, "s32" | "u32" | "b32"))
}

/// Cross-lane and combine instructions of kernel `name` in llc-22's output (the counting
/// rule of scripts/synth-baselines.py, with the bitwise combines added).
fn count(asm: &str, name: &str, amd: bool) -> u32 {
    let mut on = false;
    let mut n = 0;
    for line in asm.lines() {
        if amd {
            if line.starts_with(&format!("{name}:")) {
                on = true;
            } else if on && line.contains("s_endpgm") {
                break;
            } else if on && !line.trim_start().starts_with([';', '.']) && amd_counted(line.trim()) {
                n += 1;
            }
        } else if line.contains(&format!(".entry {name}(")) {
            on = true;
        } else if on && line.starts_with('}') {
            break;
        } else if on {
            n += line.split(';').map(|st| st.trim_matches(|c: char| c.is_whitespace() || c == '{' || c == '}')).filter(|st| ptx_counted(st)).count() as u32;
        }
    }
    n
}

fn run(b: &Built, ll: &Path, dir: &Path, seed: u64) -> Result<(), String> {
    let p = &b.synth.problem;
    let waves = 4usize;
    let data = input(p.ty, waves * p.wave as usize, seed);
    let needed = match &p.goal {
        xlane_synth::Goal::Collective { needed, .. } => *needed,
        _ => u64::MAX,
    };
    let mut want = vec![];
    for w in data.chunks(p.wave as usize) {
        let r = xlane_synth::proof::reference(p, w);
        want.extend(r.iter().enumerate().map(|(n, v)| if needed >> n & 1 != 0 { serde_json::json!(format!("{v:#x}")) } else { serde_json::Value::Null }));
    }
    let ty = p.ty.name();
    let hex: Vec<String> = data.iter().map(|v| format!("{v:#x}")).collect();
    let spec = serde_json::json!({
        "module": ll.file_name().unwrap().to_str().unwrap(),
        "kernel": b.kernel,
        "target": p.target.name,
        "wave": p.wave,
        "grid": [1, 1, 1],
        "block": [waves as u32 * p.wave, 1, 1],
        "args": [{"buffer": ty, "data": hex}, {"buffer": ty, "len": data.len(), "fill": 0}],
        "expect": {"1": {"data": want}},
    });
    let sp = dir.join(format!("{}.json", b.kernel));
    std::fs::write(&sp, spec.to_string()).unwrap();
    // Lanes a reduction does not need may hold undefined values (`--result first|last`):
    // --strict (which refuses to store one) only where every lane is checked.
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_xlane"));
    cmd.arg("run");
    if needed & xlane_core::value::wave_mask(p.wave) == xlane_core::value::wave_mask(p.wave) {
        cmd.arg("--strict");
    }
    let out = cmd.arg(&sp).output().unwrap();
    if !out.status.success() {
        return Err(format!("xlane run {} failed:\n{}{}", sp.display(), String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)));
    }
    Ok(())
}

/// One target: synthesise, compile, count, run. Returns the failures.
fn check_target(target: &'static str, wave: u32) -> Vec<String> {
    let amd = target.starts_with("gfx");
    let mut failures = vec![];
    let mut built = vec![];
    for (i, (case, r)) in synthesized(target, wave).iter().enumerate() {
        match r {
            Ok(s) if s.proof.statement.starts_with("for every input") => built.push(Built { case: case.clone(), synth: s.clone(), kernel: format!("k{i}") }),
            Ok(s) => failures.push(format!("{}: no proof: {}", case.label(), s.proof.statement)),
            Err(e) => failures.push(format!("{}: {e}", case.label())),
        }
    }
    let dir = crate::tmp::dir(&format!("synth-matrix-{target}-{wave}"));
    let (ll, asm) = match compile(target, wave, &source(&built, amd), &dir) {
        Ok(x) => x,
        Err(e) => return [failures, vec![format!("{e}\n(the files are in {})", dir.keep().display())]].concat(),
    };
    for (i, b) in built.iter().enumerate() {
        let st = &b.synth;
        let llc = count(&asm, &b.kernel, amd);
        // The model's count holds where nothing but moves and combines is emitted (no lane
        // id, no select, no 64-bit halves).
        let pure = st.found.cost.setup == 0 && b.case.ty.bits() == 32 && !b.case.ty.is_float() && st.found.steps.iter().all(|s| s.pred.is_none() && s.alts.is_empty());
        if pure && llc > st.found.cost.insts {
            failures.push(format!("{}: llc-22 emits {llc} cross-lane/combine instructions, the model claims {}", b.case.label(), st.found.cost.insts));
        }
        if let Some(base) = st.baseline {
            if llc > base.insts {
                failures.push(format!("{}: llc-22 emits {llc}, more than the baseline {} ({})", b.case.label(), base.insts, base.source));
            }
        }
        if let Err(e) = run(b, &ll, &dir, 0x5EED + i as u64) {
            failures.push(format!("{}: {e}", b.case.label()));
        }
    }
    // the files stay for a failure's message to point at
    if !failures.is_empty() {
        failures.push(format!("{target} wave{wave}: the files are in {}", dir.keep().display()));
    }
    failures
}

#[test]
fn every_spec_compiles_runs_and_counts_on_every_target() {
    if !tools() {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22/llc-22 not found, and XLANE_REQUIRE_ORACLES=1 requires them");
        println!("SKIPPED: clang-22/llc-22 not found; the synthesised HIP/CUDA was not compiled or run");
        return;
    }
    let failures: Vec<String> = over_targets(check_target).into_iter().flatten().collect();
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

/// The answers `synthesized` gives are the ones of the budgets the matrix used before
/// ([`budget`]): the same steps, the same cost. Where the budget was cut (the whole-wave
/// reductions), the full search runs again and must end on the same sequence. About 20
/// minutes of CPU on the 2-core machine, so ignored:
/// `cargo test --release -p xlane-cli --test all synth_matrix::full_budgets -- --ignored`.
#[test]
#[ignore]
fn full_budgets_give_the_same_answers() {
    let text = |s: &Synthesis| (s.found.cost, s.found.steps.iter().map(|st| st.text(Some("op"))).collect::<Vec<_>>());
    let differ: Vec<String> = over_targets(|target, wave| {
        let mut differ = vec![];
        for (case, got) in synthesized(target, wave).iter() {
            let full = budget(case, wave, true);
            if full.expansions == budget(case, wave, false).expansions {
                continue;
            }
            let want = synthesize_case(case, target, wave, full);
            let same = match (got, &want) {
                (Ok(a), Ok(b)) => text(a) == text(b),
                (Err(a), Err(b)) => a == b,
                _ => false,
            };
            if !same {
                differ.push(format!("{}: {:?} with the cut budget, {:?} with the full one", case.label(), got.as_ref().map(text), want.as_ref().map(text)));
            }
        }
        differ
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(differ.is_empty(), "{} answers differ:\n{}", differ.len(), differ.join("\n"));
}
