//! The hardware check's host side end to end, without a GPU: `prepare` a few corpus cases
//! (llc-22 builds their PTX; the GPU side's reader checks each against its PTX entry), then
//! stand in for the GPU with known bytes and check what `compare` reports. The stand-in
//! results are xlane's own run, so every case must MATCH; one changed byte must be a DIFF
//! naming its element; a failed launch must be a GPU-ERROR; a dry run (the initial bytes,
//! as `run-ptx --dry-run` writes them) must differ where the kernel writes.
//!
//! Needs llc-22: skipped with a message when it is absent, failed when
//! XLANE_REQUIRE_ORACLES=1.

use std::path::{Path, PathBuf};
use xlane_gpu::hwcheck::{compare, manifest, mover, prepare};
use xlane_ir::spec::{run_spec, Overrides, Spec};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn have_llc() -> bool {
    let ok = std::process::Command::new("llc-22").arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    if !ok {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "llc-22 is required (XLANE_REQUIRE_ORACLES=1)");
        eprintln!("skipped: llc-22 is not installed (the hardware check's PTX comes from it)");
    }
    ok
}

fn scratch(name: &str) -> crate::tmp::TmpDir {
    crate::tmp::dir(&format!("hwcheck-{name}"))
}

/// Write xlane's run of each prepared case as if the GPU had produced it.
fn fake_results(dir: &Path, results: &Path) -> Vec<manifest::Case> {
    let mut cases = vec![];
    for c in std::fs::read_to_string(dir.join(manifest::LIST)).unwrap().lines() {
        let case = manifest::read_case(&dir.join("cases").join(c).join(manifest::FILE)).unwrap();
        let spec_path = root().join(&case.spec);
        let text = std::fs::read_to_string(&spec_path).unwrap();
        let out = run_spec(Spec::parse(&text, spec_path.parent().unwrap()).unwrap(), &Overrides::default()).unwrap();
        let res = results.join("res").join(c);
        std::fs::create_dir_all(&res).unwrap();
        for b in &case.buffers {
            let (_, _, bytes) = out.buffers.iter().find(|(a, _, _)| *a == b.arg).unwrap();
            std::fs::write(res.join(&b.file), bytes).unwrap();
        }
        mover::write_status(&res, &manifest::Status { status: "ok".into(), error: String::new(), jit_log: String::new(), kernel_ms: 0.1 }).unwrap();
        cases.push(case);
    }
    cases
}

#[test]
fn prepare_then_compare_without_a_gpu() {
    if !have_llc() {
        return;
    }
    let dir = scratch("prep");
    let filter = vec!["triton/vadd.sm_90".to_string(), "args/args.sm_90".to_string(), "triton/dropout.sm_90".to_string()];
    let rep = prepare::prepare(&prepare::Options { root: root(), out: dir.to_path_buf(), llc: "llc-22".into(), filter: filter.clone() }).unwrap();
    assert_eq!(rep.prepared, vec!["triton/dropout.sm_90", "triton/vadd.sm_90", "args/args.sm_90"], "skipped: {:?}", rep.skipped);
    // Triton's two trailing scratch pointers are null parameters of the PTX entry
    let vadd = manifest::read_case(&dir.join("cases/triton__vadd.sm_90").join(manifest::FILE)).unwrap();
    assert_eq!(vadd.params.last(), Some(&manifest::Param::Null));
    assert_eq!(vadd.params[3], manifest::Param::Value { hex: "e8030000".into() }, "n = 1000 as a 4-byte parameter");
    // the GPU side reads every case back and checks it against the PTX
    for c in ["triton__vadd.sm_90", "args__args.sm_90", "triton__dropout.sm_90"] {
        mover::load(&dir.join("cases").join(c).join(manifest::FILE)).unwrap();
    }

    let results = scratch("res");
    fake_results(&dir, &results);
    let opts = compare::Options { root: root(), dir: dir.to_path_buf(), results: results.to_path_buf(), filter: vec![] };
    let rows = compare::compare(&opts).unwrap();
    assert!(rows.iter().all(|r| r.verdict == "MATCH" && r.differ == 0), "{}", compare::table(&rows));

    // one changed byte: a DIFF at that element
    let f = results.join("res/triton__vadd.sm_90/arg2.bin");
    let mut b = std::fs::read(&f).unwrap();
    b[4 * 7] ^= 1;
    std::fs::write(&f, b).unwrap();
    // a launch that failed
    mover::write_status(
        &results.join("res/args__args.sm_90"),
        &manifest::Status { status: "launch".into(), error: "cuLaunchKernel: CUDA_ERROR_INVALID_VALUE".into(), jit_log: String::new(), kernel_ms: 0.0 },
    )
    .unwrap();
    let rows = compare::compare(&opts).unwrap();
    let vadd = rows.iter().find(|r| r.case == "triton/vadd.sm_90").unwrap();
    assert_eq!((vadd.verdict.as_str(), vadd.differ), ("DIFF", 1));
    assert!(vadd.first[0].starts_with("arg2[7]: xlane "), "{:?}", vadd.first);
    let args = rows.iter().find(|r| r.case == "args/args.sm_90").unwrap();
    assert_eq!(args.verdict, "GPU-ERROR");
    assert!(args.gpu.contains("CUDA_ERROR_INVALID_VALUE"));

    // a dry run writes the initial bytes: the outputs differ, the inputs match
    let dry = scratch("dry");
    let l = mover::load(&dir.join("cases/triton__vadd.sm_90").join(manifest::FILE)).unwrap();
    mover::dry_run(&l, &dry.join("res/triton__vadd.sm_90")).unwrap();
    let rows = compare::compare(&compare::Options { root: root(), dir: dir.to_path_buf(), results: dry.to_path_buf(), filter: vec!["vadd".into()] }).unwrap();
    assert_eq!(rows[0].verdict, "DIFF");
    assert_eq!((rows[0].elements, rows[0].differ), (3000, 1000), "x and y match, the 1000 sums differ");
}
