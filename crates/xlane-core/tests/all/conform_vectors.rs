//! Every committed conformance vector set must pass (`xlane conform vectors/*/*.jsonl.gz`).
//! Expectations come from hardware (NVIDIA H200) or from an independent ISA model; never
//! from xlane itself.

use std::path::PathBuf;
use xlane_core::conform::{read_file, run_case, Verdict};
use xlane_core::semantics::UndefPolicy;

fn vector_files(set: &str) -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../vectors").join(set);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".jsonl.gz") || p.to_string_lossy().ends_with(".jsonl"))
        .collect();
    v.sort();
    v
}

fn run_set(set: &str) {
    run_set_with(set, UndefPolicy::Strict);
}

fn run_set_with(set: &str, policy: UndefPolicy) {
    let mut failed = vec![];
    let mut total = 0;
    for f in vector_files(set) {
        for case in read_file(&f).unwrap() {
            total += 1;
            match run_case(&case, policy).unwrap() {
                Verdict::Pass => {}
                v => failed.push(format!("{} ({}): {:?}", case.id, case.origin, v)),
            }
        }
    }
    assert!(total > 0, "no cases in {set}");
    assert!(failed.is_empty(), "{} of {total} cases failed in {set}; first: {:#?}", failed.len(), &failed[..failed.len().min(5)]);
}

#[test]
fn amd_isa_vectors_pass() {
    run_set("amd-isa");
}

/// The rows added for LLVM 22 coverage (wave reductions with the f32 order, wave.shuffle,
/// wqm.vote, the live mask, __nvvm_fns, refusals on the new processors), from the Python
/// reference in scripts/llvm22_coverage_vectors.py.
#[test]
fn llvm22_coverage_vectors_pass() {
    run_set("llvm22-coverage");
}

#[test]
fn nvidia_sm90_vectors_pass() {
    run_set("nvidia-sm90");
}

/// Recorded on an H200 by crates/xlane-gpu: 16-bit, packed and 64-bit shuffles, member masks
/// that split the warp into groups, __uni_sync corners, float match, __syncwarp.
#[test]
fn nvidia_h200_warp_vectors_pass() {
    run_set("nvidia-h200-warp");
}

/// The same cases with what the H200 returned where the documents leave lanes undefined:
/// checks `UndefPolicy::Hardware`.
#[test]
fn nvidia_h200_hw_vectors_pass_with_hardware_policy() {
    run_set_with("nvidia-h200-hw", UndefPolicy::Hardware);
}
