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

/// (target, wave, what, source, instructions). `what`: `reduce add`, `scan add`, … over the
/// full wave on 32-bit integers.
pub const MEASURED: &[(&str, u32, &str, &str, u32)] = &[];

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
