//! Instruction counts of the sequences compilers and libraries use, measured from llc-22
//! output (docs/synth.md, "Baselines", has the commands). Only counts: the search never
//! reads a sequence from here.

use crate::problem::{Goal, Problem};

#[derive(Debug, Clone, Copy)]
pub struct Baseline {
    pub source: &'static str,
    /// Cross-lane plus combine instructions.
    pub insts: u32,
}

/// (target, wave, what, source, instructions), measured by `scripts/synth-baselines.py`
/// (docs/synth.md, "Baselines"). `what`: `reduce add`, `scan add` (inclusive), … over the
/// full wave on 32-bit integers.
pub const MEASURED: &[(&str, u32, &str, &str, u32)] = &[
    ("gfx90a", 64, "reduce add", AO, 7),
    ("gfx90a", 64, "scan add", AO, 6),
    ("gfx90a", 64, "reduce max", AO, 8),
    ("gfx90a", 64, "scan max", AO, 7),
    ("gfx942", 64, "reduce add", AO, 7),
    ("gfx942", 64, "scan add", AO, 6),
    ("gfx942", 64, "reduce max", AO, 7),
    ("gfx942", 64, "scan max", AO, 6),
    ("gfx950", 64, "reduce add", AO, 7),
    ("gfx950", 64, "scan add", AO, 6),
    ("gfx950", 64, "reduce max", AO, 7),
    ("gfx950", 64, "scan max", AO, 6),
    ("gfx1030", 32, "reduce add", AO, 8),
    ("gfx1030", 32, "scan add", AO, 6),
    ("gfx1030", 32, "reduce max", AO, 9),
    ("gfx1030", 32, "scan max", AO, 7),
    ("gfx1100", 32, "reduce add", AO, 8),
    ("gfx1100", 32, "scan add", AO, 6),
    ("gfx1100", 32, "reduce max", AO, 9),
    ("gfx1100", 32, "scan max", AO, 7),
    ("gfx1100", 64, "reduce add", AO, 10),
    ("gfx1100", 64, "scan add", AO, 8),
    ("gfx1100", 64, "reduce max", AO, 11),
    ("gfx1100", 64, "scan max", AO, 8),
    ("gfx1201", 32, "reduce add", AO, 8),
    ("gfx1201", 32, "scan add", AO, 6),
    ("gfx1201", 32, "reduce max", AO, 8),
    ("gfx1201", 32, "scan max", AO, 6),
    ("gfx1201", 64, "reduce add", AO, 10),
    ("gfx1201", 64, "scan add", AO, 8),
    ("gfx1201", 64, "reduce max", AO, 10),
    ("gfx1201", 64, "scan max", AO, 8),
    ("sm_90", 32, "reduce add", CUB, 11),
    ("sm_90", 32, "reduce add", CG, 1),
    ("sm_90", 32, "scan add", CUB, 10),
    ("sm_90", 32, "scan add", CG, 10),
    ("sm_90", 32, "reduce max", CUB, 11),
    ("sm_90", 32, "reduce max", CG, 1),
    ("sm_90", 32, "scan max", CUB, 10),
    ("sm_90", 32, "scan max", CG, 10),
];

const AO: &str = "LLVM's atomic optimizer (opt-22 amdgpu-atomic-optimizer<strategy=dpp>, llc-22)";
const CUB: &str = "CUB WarpReduce/WarpScan (CUDA 13.0, clang-22)";
const CG: &str = "cooperative_groups reduce/inclusive_scan (CUDA 13.0, clang-22)";

fn what(p: &Problem) -> Option<String> {
    if p.width != p.wave || p.ty.bits() != 32 || p.ty.is_float() {
        return None;
    }
    match &p.goal {
        Goal::Collective { op, scan: false, .. } => Some(format!("reduce {}", op.name())),
        Goal::Collective { op, scan: true, inclusive: true, .. } => Some(format!("scan {}", op.name())),
        _ => None,
    }
}

/// The best (fewest instructions) measured baseline for the problem.
pub fn best(target: &str, wave: u32, p: &Problem) -> Option<Baseline> {
    let w = what(p)?;
    MEASURED
        .iter()
        .filter(|(t, wv, x, _, _)| *t == target && *wv == wave && *x == w)
        .map(|&(_, _, _, source, insts)| Baseline { source, insts })
        .min_by_key(|b| b.insts)
}
