//! The whole request: parse, search, prove, and compare with the measured baselines.

use crate::baseline::{self, Baseline};
use crate::candidates;
use crate::fx::LaneFx;
use crate::problem::{Problem, ResultLanes};
use crate::proof::{self, Proof};
use crate::search::{self, Budget, Found};
use crate::spec::Spec;
use crate::step::Step;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::{target, ElemTy};

#[derive(Debug, Clone)]
pub struct Request {
    pub target: String,
    pub wave: Option<u32>,
    pub ty: ElemTy,
    pub width: Option<u32>,
    pub spec: String,
    pub result: ResultLanes,
    /// The caller accepts the association order the result reports (floats).
    pub accept_order: bool,
    pub budget: Budget,
}

#[derive(Debug, Clone)]
pub struct Synthesis {
    pub problem: Problem,
    pub found: Found,
    pub proof: Proof,
    /// The best measured baseline for this request, when one was measured.
    pub baseline: Option<Baseline>,
}

pub fn synthesize(r: &Request) -> Result<Synthesis> {
    let t = target::lookup(&r.target)?;
    let wave = t.wave_or_default(r.wave)?;
    if !matches!(r.ty, ElemTy::I32 | ElemTy::U32 | ElemTy::I64 | ElemTy::U64 | ElemTy::F32 | ElemTy::F64) {
        return Err(Diag::new(DiagKind::Type, format!("--type {}: synth takes 32- and 64-bit scalars", r.ty.name())).with_help("use i32, u32, i64, u64, f32 or f64"));
    }
    let width = match (r.width, r.spec.trim_start().strip_prefix("perm")) {
        (Some(w), _) => w,
        // A permutation list shorter than the wave names the segment width.
        (None, Some(rest)) => rest.matches(',').count() as u32 + 1,
        (None, None) => wave,
    };
    if width == 0 || width > wave || wave % width != 0 {
        return Err(Diag::new(DiagKind::Malformed, format!("--width {width} does not divide a wave of {wave} lanes")).with_help("use a width that divides the wave size"));
    }
    let spec = Spec::parse(&r.spec, width)?;
    if spec.is_collective() && r.ty.is_float() && !r.accept_order {
        return Err(Diag::new(DiagKind::Unsupported, format!("`{}` on {}: the association order changes the bits of a float result", r.spec.trim(), r.ty.name()))
            .with_help("pass --assoc as-found to accept the order the synthesised sequence uses (it is printed with the proof)"));
    }
    let problem = Problem::new(t, wave, r.ty, width, spec, r.result)?;
    let found = search::search(&problem, r.budget).ok_or_else(|| {
        Diag::new(DiagKind::Unsupported, format!("no sequence for `{}` on {} wave{wave} within the search budget", r.spec.trim(), t.name))
            .with_help("raise --budget-secs, or use a smaller --width")
    })?;
    let mut found = found;
    found.steps = define_lanes(&problem, found.steps);
    let proof = proof::prove(&problem, &found.steps).map_err(|e| {
        Diag::new(DiagKind::Unsupported, format!("the proof of the synthesised sequence failed: {e}")).with_help("this is a bug in xlane synth; please report the command line")
    })?;
    let baseline = baseline::best(t.name, wave, &problem);
    Ok(Synthesis { problem, found, proof, baseline })
}

/// Step by step, a candidate of no greater cost whose effect agrees wherever this step's is
/// defined and that leaves no lane undefined: lanes the result does not need then hold defined
/// values too (a `--strict` run refuses to store an undefined one), at no cost.
fn define_lanes(p: &Problem, steps: Vec<Step>) -> Vec<Step> {
    let undefined = |st: &Step| st.fx.contains(&LaneFx::Undef);
    if !steps.iter().any(undefined) {
        return steps;
    }
    let cands = candidates::enumerate(p);
    steps
        .into_iter()
        .map(|st| {
            if !undefined(&st) || !st.alts.is_empty() {
                return st;
            }
            let pool = if st.combine { &cands.combines } else { &cands.moves };
            pool.iter()
                .find(|c| {
                    c.combine == st.combine
                        && c.pred == st.pred
                        && c.alts.is_empty()
                        && c.cost <= st.cost
                        && !undefined(c)
                        && st.fx.iter().zip(&c.fx).all(|(a, b)| *a == LaneFx::Undef || a == b)
                })
                .cloned()
                .unwrap_or(st)
        })
        .collect()
}
