//! Availability of every `__nvvm_*` builtin row, checked against clang-22.
//!
//! For each NVIDIA target clang-22 takes (`--cuda-gpu-arch`; the `f` variants are llc-only),
//! every builtin is compiled with `clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib
//! --cuda-gpu-arch=sm_XX -Xclang -target-feature -Xclang +ptxNN`: the rows xlane calls
//! available at one PTX version all of them take (`Builtin::ptx_for` ranges; per row when
//! they share none), the others at the newest PTX, so that a refusal is never just an old
//! PTX.
//!
//! Front end: clang states each builtin's gate in its refusal ("needs target feature
//! (sm_70|sm_72|…),(ptx60|…)": all groups, one member of each). Compiling each builtin once
//! on sm_30 at PTX 3.2 yields every gate; it is then evaluated for each target and PTX
//! (clang's NVPTX target has exactly two features, its own `sm_XX` and `ptxNN`). Back end:
//! the calls the front end takes are compiled with `-S` per target; instruction selection
//! stops at the first intrinsic it cannot select ("Cannot select: intrinsic %…", e.g. legacy
//! shfl's `hasSHFL`), whose calls are refused before compiling the rest again.
//!
//! clang-22's accept/reject must equal `check_avail`, except for [`KNOWN_DIVERGENCES`].

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;
use xlane_core::registry::{self, Builtin, Level};
use xlane_core::target::{self, Vendor};
use xlane_core::Target;

use crate::clang_end;

/// One expression per builtin, over the parameters of the generated function.
const CALLS: &[(&str, &str)] = &[
    ("__nvvm_shfl_sync_idx_i32", "__nvvm_shfl_sync_idx_i32(m, v, v, v)"),
    ("__nvvm_shfl_sync_up_i32", "__nvvm_shfl_sync_up_i32(m, v, v, v)"),
    ("__nvvm_shfl_sync_down_i32", "__nvvm_shfl_sync_down_i32(m, v, v, v)"),
    ("__nvvm_shfl_sync_bfly_i32", "__nvvm_shfl_sync_bfly_i32(m, v, v, v)"),
    ("__nvvm_shfl_sync_idx_f32", "__nvvm_shfl_sync_idx_f32(m, f, v, v)"),
    ("__nvvm_shfl_sync_up_f32", "__nvvm_shfl_sync_up_f32(m, f, v, v)"),
    ("__nvvm_shfl_sync_down_f32", "__nvvm_shfl_sync_down_f32(m, f, v, v)"),
    ("__nvvm_shfl_sync_bfly_f32", "__nvvm_shfl_sync_bfly_f32(m, f, v, v)"),
    ("__nvvm_shfl_idx_i32", "__nvvm_shfl_idx_i32(v, v, v)"),
    ("__nvvm_shfl_up_i32", "__nvvm_shfl_up_i32(v, v, v)"),
    ("__nvvm_shfl_down_i32", "__nvvm_shfl_down_i32(v, v, v)"),
    ("__nvvm_shfl_bfly_i32", "__nvvm_shfl_bfly_i32(v, v, v)"),
    ("__nvvm_shfl_idx_f32", "__nvvm_shfl_idx_f32(f, v, v)"),
    ("__nvvm_shfl_up_f32", "__nvvm_shfl_up_f32(f, v, v)"),
    ("__nvvm_shfl_down_f32", "__nvvm_shfl_down_f32(f, v, v)"),
    ("__nvvm_shfl_bfly_f32", "__nvvm_shfl_bfly_f32(f, v, v)"),
    ("__nvvm_vote_all_sync", "__nvvm_vote_all_sync(m, v)"),
    ("__nvvm_vote_any_sync", "__nvvm_vote_any_sync(m, v)"),
    ("__nvvm_vote_uni_sync", "__nvvm_vote_uni_sync(m, v)"),
    ("__nvvm_vote_ballot_sync", "__nvvm_vote_ballot_sync(m, v)"),
    ("__nvvm_vote_all", "__nvvm_vote_all(v)"),
    ("__nvvm_vote_any", "__nvvm_vote_any(v)"),
    ("__nvvm_vote_uni", "__nvvm_vote_uni(v)"),
    ("__nvvm_vote_ballot", "__nvvm_vote_ballot(v)"),
    ("__nvvm_match_any_sync_i32", "__nvvm_match_any_sync_i32(m, v)"),
    ("__nvvm_match_any_sync_i64", "__nvvm_match_any_sync_i64(m, l)"),
    ("__nvvm_match_all_sync_i32p", "__nvvm_match_all_sync_i32p(m, v, p)"),
    ("__nvvm_match_all_sync_i64p", "__nvvm_match_all_sync_i64p(m, l, p)"),
    ("__nvvm_redux_sync_add", "__nvvm_redux_sync_add(v, m)"),
    ("__nvvm_redux_sync_min", "__nvvm_redux_sync_min(v, m)"),
    ("__nvvm_redux_sync_max", "__nvvm_redux_sync_max(v, m)"),
    ("__nvvm_redux_sync_umin", "__nvvm_redux_sync_umin(m, m)"),
    ("__nvvm_redux_sync_umax", "__nvvm_redux_sync_umax(m, m)"),
    ("__nvvm_redux_sync_and", "__nvvm_redux_sync_and(v, m)"),
    ("__nvvm_redux_sync_or", "__nvvm_redux_sync_or(v, m)"),
    ("__nvvm_redux_sync_xor", "__nvvm_redux_sync_xor(v, m)"),
    ("__nvvm_redux_sync_fmin", "__nvvm_redux_sync_fmin(f, m)"),
    ("__nvvm_redux_sync_fmin_abs", "__nvvm_redux_sync_fmin_abs(f, m)"),
    ("__nvvm_redux_sync_fmin_NaN", "__nvvm_redux_sync_fmin_NaN(f, m)"),
    ("__nvvm_redux_sync_fmin_abs_NaN", "__nvvm_redux_sync_fmin_abs_NaN(f, m)"),
    ("__nvvm_redux_sync_fmax", "__nvvm_redux_sync_fmax(f, m)"),
    ("__nvvm_redux_sync_fmax_abs", "__nvvm_redux_sync_fmax_abs(f, m)"),
    ("__nvvm_redux_sync_fmax_NaN", "__nvvm_redux_sync_fmax_NaN(f, m)"),
    ("__nvvm_redux_sync_fmax_abs_NaN", "__nvvm_redux_sync_fmax_abs_NaN(f, m)"),
    ("__nvvm_activemask", "__nvvm_activemask()"),
    ("__nvvm_read_ptx_sreg_laneid", "__nvvm_read_ptx_sreg_laneid()"),
    ("__nvvm_read_ptx_sreg_warpsize", "__nvvm_read_ptx_sreg_warpsize()"),
    ("__nvvm_read_ptx_sreg_lanemask_eq", "__nvvm_read_ptx_sreg_lanemask_eq()"),
    ("__nvvm_read_ptx_sreg_lanemask_le", "__nvvm_read_ptx_sreg_lanemask_le()"),
    ("__nvvm_read_ptx_sreg_lanemask_lt", "__nvvm_read_ptx_sreg_lanemask_lt()"),
    ("__nvvm_read_ptx_sreg_lanemask_ge", "__nvvm_read_ptx_sreg_lanemask_ge()"),
    ("__nvvm_read_ptx_sreg_lanemask_gt", "__nvvm_read_ptx_sreg_lanemask_gt()"),
    ("__nvvm_bar_warp_sync", "__nvvm_bar_warp_sync(m)"),
    ("__nvvm_nanosleep", "__nvvm_nanosleep(m)"),
    ("__nvvm_cp_async_ca_shared_global_4", "__nvvm_cp_async_ca_shared_global_4(s, g)"),
    ("__nvvm_cp_async_ca_shared_global_8", "__nvvm_cp_async_ca_shared_global_8(s, g)"),
    ("__nvvm_cp_async_ca_shared_global_16", "__nvvm_cp_async_ca_shared_global_16(s, g)"),
    ("__nvvm_cp_async_cg_shared_global_16", "__nvvm_cp_async_cg_shared_global_16(s, g)"),
    ("__nvvm_cp_async_commit_group", "__nvvm_cp_async_commit_group()"),
    ("__nvvm_cp_async_wait_group", "__nvvm_cp_async_wait_group(2)"),
    ("__nvvm_cp_async_wait_all", "__nvvm_cp_async_wait_all()"),
    ("__nvvm_fns", "__nvvm_fns(m, m, v)"),
    ("__nvvm_cp_async_mbarrier_arrive", "__nvvm_cp_async_mbarrier_arrive((long *)p)"),
    ("__nvvm_cp_async_mbarrier_arrive_noinc", "__nvvm_cp_async_mbarrier_arrive_noinc((long *)p)"),
    ("__nvvm_cp_async_mbarrier_arrive_shared", "__nvvm_cp_async_mbarrier_arrive_shared((__attribute__((address_space(3))) long *)s)"),
    ("__nvvm_cp_async_mbarrier_arrive_noinc_shared", "__nvvm_cp_async_mbarrier_arrive_noinc_shared((__attribute__((address_space(3))) long *)s)"),
];

/// Where clang-22 and xlane disagree on purpose (docs/errata.md N9): LLVM selects legacy
/// `vote` at any PTX >= 6.0 on every target, although ptxas rejects it on sm_70+ from PTX 6.4
/// ("Instruction 'vote' without '.sync' is not supported on .target sm_70 and higher from PTX
/// ISA version 6.4", notes §3.1 [HW]); xlane follows the PTX ISA and ptxas.
const KNOWN_DIVERGENCES: &[&str] = &["__nvvm_vote_all", "__nvvm_vote_any", "__nvvm_vote_uni", "__nvvm_vote_ballot"];

fn clang() -> Option<&'static str> {
    let ok = Command::new("clang-22").arg("--version").output().is_ok_and(|o| o.status.success());
    oracle_present("clang-22", ok).then_some("clang-22")
}

/// A missing LLVM tool skips the tests that compare with it, unless `XLANE_REQUIRE_ORACLES=1`
/// (CI), where it fails them instead of letting them pass unchecked.
fn oracle_present(tool: &str, ok: bool) -> bool {
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    ok
}

/// clang runs so far (also names the temporary files).
static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// (row index, call expression, intrinsic it lowers to).
type Call<'a> = (usize, &'a str, &'a str);

fn source(calls: &[Call]) -> String {
    let mut s = String::from(
        "#define D __attribute__((device))\n\
         typedef __attribute__((address_space(3))) void *S;\n\
         typedef __attribute__((address_space(1))) void *G;\n",
    );
    // One function per line, so a Sema error's line number names the builtin.
    for (i, expr, _) in calls {
        s.push_str(&format!("D void f{i}(unsigned m, int v, float f, long long l, int *p, S s, G g) {{ (void)({expr}); }}\n"));
    }
    s
}

/// Run clang on `calls`; `Ok(())` if it compiles, `Err(stderr)` if not.
fn compile(clang: &str, t: &Target, ptx: u32, calls: &[Call], front_end: bool, dir: &std::path::Path) -> Result<(), String> {
    let n = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = dir.join(format!("{}_{ptx}_{n}.cu", t.name));
    std::fs::write(&file, source(calls)).unwrap();
    let mut cmd = Command::new(clang);
    cmd.args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "-O0", "-ferror-limit=0"])
        .arg(format!("--cuda-gpu-arch={}", t.name))
        .args(["-Xclang", "-target-feature", "-Xclang"])
        .arg(format!("+ptx{ptx}"))
        .arg("-S")
        .args(if front_end { &["-emit-llvm"][..] } else { &[][..] })
        .args(["-o", "/dev/null"])
        .arg(&file);
    // A back-end refusal is LLVM's fatal "Cannot select" (the expected answer, read by
    // `back_end_rejected`); any other crash fails the test (crate::clang_end).
    match clang_end::run(&mut cmd) {
        clang_end::End::Ok => Ok(()),
        clang_end::End::CannotSelect(line) => Err(line),
        clang_end::End::Error(err) => Err(err),
        clang_end::End::Crashed(why) => panic!("clang-22 crashed on {} at PTX {ptx}:\n{why}", t.name),
    }
}

/// A front-end gate: every group must contain one of the compilation's features.
type Gate = Vec<Vec<String>>;

/// The front-end gate of one builtin, read from clang's refusal on sm_30 at PTX 3.2.
fn front_end_gate(clang: &str, call: &str, dir: &std::path::Path) -> Gate {
    let sm30 = target::lookup("sm_30").unwrap();
    let Err(err) = compile(clang, sm30, 32, &[(0, call, "")], true, dir) else {
        return vec![];
    };
    let Some(spec) = err.split("needs target feature ").nth(1).and_then(|r| r.lines().next()) else {
        panic!("{call}: unexpected clang error on sm_30: {err}");
    };
    // "(sm_70|sm_72),(ptx60|ptx61)" or "ptx60|ptx61"
    split_groups(spec).iter().map(|g| g.trim_matches(|c| c == '(' || c == ')').split('|').map(str::to_string).collect()).collect()
}

/// Split on the commas that are outside parentheses.
fn split_groups(spec: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (vec![], 0, 0);
    for (i, ch) in spec.char_indices() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&spec[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&spec[start..]);
    out
}

fn gate_allows(gate: &Gate, t: &Target, ptx: u32) -> bool {
    let ptx = format!("ptx{ptx}");
    gate.iter().all(|group| group.iter().any(|f| f == t.name || *f == ptx))
}

/// The calls of `calls` that clang-22's back end refuses on `t` at `ptx`.
fn back_end_rejected(clang: &str, t: &Target, ptx: u32, calls: &[Call], dir: &std::path::Path) -> BTreeSet<usize> {
    let mut bad = BTreeSet::new();
    let mut rest: Vec<Call> = calls.to_vec();
    // Instruction selection stops at the first failure and names its intrinsic: refuse the
    // calls that lower to it and go on.
    while !rest.is_empty() {
        let Err(err) = compile(clang, t, ptx, &rest, false, dir) else { break };
        let failed = err.split("Cannot select: intrinsic %").nth(1).and_then(|r| r.split_whitespace().next());
        let Some(intrinsic) = failed else {
            panic!("{} ptx{ptx}: unexpected error (front-end gate misread?): {err}", t.name);
        };
        let before = rest.len();
        rest.retain(|c| {
            let hit = c.2 == intrinsic;
            if hit {
                bad.insert(c.0);
            }
            !hit
        });
        assert!(rest.len() < before, "{}: no row lowers to {intrinsic}", t.name);
    }
    bad
}

/// clang's disagreements with xlane on one target: (builtin, clang accepts, xlane says).
fn check_target(clang: &str, t: &'static Target, rows: &[(&'static Builtin, &'static str)], gates: &[Gate], dir: &std::path::Path) -> Vec<String> {
    // Group the rows by the PTX version they compile with.
    let available = |b: &Builtin| b.check_avail(t, 32).is_ok();
    let (lo, hi) = t.ptx_range().unwrap();
    let common = rows.iter().filter(|(b, _)| available(b)).try_fold((lo, hi), |(a, z), (b, _)| {
        let (l, h) = b.lower.ptx.unwrap_or((0, hi));
        (a.max(l) <= z.min(h)).then_some((a.max(l), z.min(h)))
    });
    let mut groups: BTreeMap<u32, Vec<Call>> = BTreeMap::new();
    for (i, (b, expr)) in rows.iter().enumerate() {
        let ptx = match (available(b), common) {
            (true, Some((c, _))) => c,
            (true, None) => b.ptx_for(t).unwrap(),
            (false, _) => hi,
        };
        groups.entry(ptx.max(32)).or_default().push((i, expr, b.lower.intrinsic));
        // clang's lowest is ptx32
    }
    let mut bad = BTreeSet::new();
    for (ptx, calls) in &groups {
        let (front_ok, front_bad): (Vec<Call>, Vec<Call>) = calls.iter().partition(|c| gate_allows(&gates[c.0], t, *ptx));
        bad.extend(front_bad.iter().map(|c| c.0));
        bad.extend(back_end_rejected(clang, t, *ptx, &front_ok, dir));
    }
    let mut diffs = vec![];
    for (i, (b, _)) in rows.iter().enumerate() {
        let clang_ok = !bad.contains(&i);
        let xlane_ok = b.check_avail(t, 32).is_ok();
        if clang_ok != xlane_ok && !(KNOWN_DIVERGENCES.contains(&b.name) && clang_ok) {
            diffs.push(format!("{} on {}: clang-22 {}, xlane {}", b.name, t.name, accepts(clang_ok), accepts(xlane_ok)));
        }
    }
    diffs
}

fn accepts(ok: bool) -> &'static str {
    if ok {
        "accepts"
    } else {
        "rejects"
    }
}

#[test]
fn every_nvvm_builtin_row_has_a_call() {
    let names: BTreeSet<&str> = CALLS.iter().map(|c| c.0).collect();
    let rows: Vec<&str> = registry::all()
        .filter(|b| b.vendor() == Vendor::Nvidia && b.level == Level::ClangBuiltin)
        .map(|b| b.name)
        .filter(|n| !names.contains(n))
        .collect();
    assert!(rows.is_empty(), "add a call for: {rows:?}");
}

#[test]
fn clang22_gates_match_availability() {
    let Some(clang) = clang() else {
        eprintln!("skipping: clang-22 not found");
        return;
    };
    let rows: Vec<(&'static Builtin, &'static str)> = CALLS.iter().map(|&(name, expr)| (registry::lookup(name, Some(Vendor::Nvidia)).expect(name).0, expr)).collect();
    let targets: Vec<&'static Target> = target::all().filter(|t| t.is_nvidia() && t.sm_suffix != Some('f')).collect();
    let dir = crate::tmp::dir("nv-gates");
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    let gates: Vec<Gate> = std::thread::scope(|s| {
        let per = rows.len().div_ceil(threads);
        let handles: Vec<_> = rows
            .chunks(per)
            .map(|chunk| {
                let dir = &dir;
                s.spawn(move || chunk.iter().map(|(_, call)| front_end_gate(clang, call, dir)).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let chunks: Vec<Vec<&'static Target>> = targets.chunks(targets.len().div_ceil(threads)).map(|c| c.to_vec()).collect();
    let diffs: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                let (rows, gates, dir) = (&rows, &gates, &dir);
                s.spawn(move || chunk.iter().flat_map(|t| check_target(clang, t, rows, gates, dir)).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    eprintln!("{} clang-22 runs", RUNS.load(std::sync::atomic::Ordering::Relaxed));
    assert!(diffs.is_empty(), "{} disagreements:\n{}", diffs.len(), diffs.join("\n"));
}

#[test]
fn clang22_rejects_f_targets_but_llc_knows_them() {
    let Some(clang) = clang() else {
        eprintln!("skipping: clang-22 not found");
        return;
    };
    let out = Command::new(clang)
        .args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_100f", "-fsyntax-only", "-"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("unsupported CUDA gpu architecture"));
}

/// Every clang builtin row lowers to the intrinsic clang-22 emits for it (`-emit-llvm`),
/// and that intrinsic has a row of its own for the kernel runner.
#[test]
fn clang22_emits_the_lowered_intrinsic() {
    let Some(clang) = clang() else {
        eprintln!("skipping: clang-22 not found");
        return;
    };
    let dir = crate::tmp::dir("nv-emit");
    // Compile each row on the first target that has it, at the PTX xlane picks there.
    let mut by_target: BTreeMap<(&str, u32), Vec<Call>> = BTreeMap::new();
    for (i, &(name, expr)) in CALLS.iter().enumerate() {
        let b = registry::lookup(name, Some(Vendor::Nvidia)).unwrap().0;
        let t = target::all().find(|t| t.sm_suffix != Some('f') && b.check_avail(t, 32).is_ok()).expect(name);
        by_target.entry((t.name, b.ptx_for(t).unwrap().max(32))).or_default().push((i, expr, b.lower.intrinsic));
    }
    let mut missing = vec![];
    for ((tname, ptx), calls) in &by_target {
        let t = target::lookup(tname).unwrap();
        let file = dir.join(format!("{tname}_{ptx}.cu"));
        std::fs::write(&file, source(calls)).unwrap();
        let out = Command::new(clang)
            .args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "-O0", "-S", "-emit-llvm", "-o", "-"])
            .arg(format!("--cuda-gpu-arch={}", t.name))
            .args(["-Xclang", "-target-feature", "-Xclang"])
            .arg(format!("+ptx{ptx}"))
            .arg(&file)
            .output()
            .unwrap();
        let ir = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{tname}: {}", String::from_utf8_lossy(&out.stderr));
        for (i, _, intrinsic) in calls {
            let name = CALLS[*i].0;
            if !ir.contains(&format!("@{intrinsic}(")) {
                missing.push(format!("{name}: clang-22 does not emit {intrinsic}"));
            }
            match registry::lookup(intrinsic, Some(Vendor::Nvidia)) {
                Ok((row, _)) if row.level == Level::Intrinsic => {}
                _ => missing.push(format!("{name}: no intrinsic row {intrinsic}")),
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
