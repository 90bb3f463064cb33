//! The whole request: parse, search, prove, and compare with the measured baselines.

use crate::baseline::{self, Baseline};
use crate::candidates;
use crate::cost::Objective;
use crate::fx::LaneFx;
use crate::problem::{Goal, Problem, ResultLanes};
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
    /// What the search minimises (`--objective`; instructions by default).
    pub objective: Objective,
}

/// A sequence of fewer instructions that the objective set aside, and why (with the
/// measured figure).
#[derive(Debug, Clone)]
pub struct Rejected {
    /// The row of the one-instruction alternative (`__nvvm_redux_sync_add`).
    pub row: &'static str,
    pub instructions: u32,
    /// Measured cycles per call, as the source gives them (`232.7`).
    pub measured_cycles: &'static str,
    pub groups: u32,
}

#[derive(Debug, Clone)]
pub struct Synthesis {
    pub problem: Problem,
    pub found: Found,
    pub proof: Proof,
    /// The best measured baseline for this request, when one was measured.
    pub baseline: Option<Baseline>,
    pub objective: Objective,
    /// Under `--objective instructions`: a sequence of fewer instructions that is no
    /// candidate because it was measured slow.
    pub rejected: Option<Rejected>,
    /// How the sequence was built when not by the search alone (a whole-wave reduction from
    /// the first lane's and a broadcast).
    pub derived: Option<String>,
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
    let derived = via_first_lane(&problem, r);
    let derived_cost = derived.as_ref().map(|f| f.cost);
    let found = find(&problem, r.budget, r.objective, derived).ok_or_else(|| {
        Diag::new(DiagKind::Unsupported, format!("no sequence for `{}` on {} wave{wave} within the search budget", r.spec.trim(), t.name))
            .with_help("raise --budget-secs, or use a smaller --width")
    })?;
    let mut found = found;
    found.steps = crate::cost::with_objective(r.objective, || define_lanes(&problem, found.steps));
    let proof = proof::prove(&problem, &found.steps).map_err(|e| {
        Diag::new(DiagKind::Unsupported, format!("the proof of the synthesised sequence failed: {e}")).with_help("this is a bug in xlane synth; please report the command line")
    })?;
    let baseline = baseline::best(t.name, wave, &problem);
    let rejected = match r.objective {
        Objective::Instructions => candidates::rejected_split_redux(&problem).filter(|_| found.cost.total() > 1).map(|(row, measured_cycles)| Rejected {
            row,
            instructions: 1,
            measured_cycles,
            groups: wave / width,
        }),
        Objective::Cycles => None,
    };
    // The answer is the derived sequence when the search found nothing cheaper.
    let derived = derived_cost
        .filter(|c| *c == found.cost && found.steps.last().is_some_and(|st| st.fx.iter().all(|f| *f == LaneFx::Gather(1))))
        .map(|_| "the reduction into the first lane, then one broadcast of it (the all-lanes search found nothing cheaper within its budget)".to_string());
    Ok(Synthesis { problem, found, proof, baseline, objective: r.objective, rejected, derived })
}

/// The search under the objective. For cycles, the instruction search's answer competes too:
/// the cycle bound is weak where a group reduction is a candidate (one step may finish), so
/// the cycles search alone may end on its budget above a sequence the other finds at once.
fn find(p: &Problem, budget: Budget, objective: Objective, incumbent: Option<Found>) -> Option<Found> {
    use crate::cost::with_objective;
    let first = with_objective(objective, || search::search_from(p, budget, incumbent.clone()));
    if objective != Objective::Cycles {
        return first;
    }
    let other = with_objective(Objective::Instructions, || search::search_from(p, budget, incumbent));
    match (first, other) {
        (Some(c), Some(i)) if (i.cost.cycles, i.cost.total()) < (c.cost.cycles, c.cost.total()) => {
            Some(Found { optimal: c.optimal, lower_bound: c.lower_bound, expanded: c.expanded + i.expanded, ..i })
        }
        (Some(c), _) => Some(c),
        (None, i) => i.map(|i| Found { optimal: false, ..i }),
    }
}

/// A whole-wave reduction into every lane, derived: the reduction into the first lane (a far
/// easier search: one lane's goal) and one broadcast of that lane (the cheapest candidate
/// move that gives every lane lane 0's value: `readlane`/`readfirstlane`, a shuffle), proven
/// like any answer. The all-lanes search must beat it (`search_from`); None where it does not
/// apply or is not proven.
fn via_first_lane(p: &Problem, r: &Request) -> Option<Found> {
    let Goal::Collective { needed, scan: false, .. } = &p.goal else { return None };
    if p.width != p.wave || *needed != xlane_core::value::wave_mask(p.wave) {
        return None;
    }
    let first = Problem::new(p.target, p.wave, p.ty, p.width, p.spec.clone(), ResultLanes::First).ok()?;
    let part = Budget { expansions: r.budget.expansions, time: r.budget.time / 4 };
    let head = find(&first, part, r.objective, None)?;
    let cands = candidates::enumerate(p);
    let bcast = crate::cost::with_objective(r.objective, || {
        cands
            .moves
            .iter()
            .filter(|m| m.alts.is_empty() && m.pred.is_none() && m.fx.iter().all(|f| *f == LaneFx::Gather(1)))
            .min_by_key(|m| m.cost)
            .cloned()
    })?;
    let mut steps = head.steps.clone();
    steps.push(bcast.clone());
    proof::prove(p, &steps).ok()?;
    Some(Found { steps, cost: head.cost + bcast.cost, optimal: false, lower_bound: crate::cost::Cost::ZERO, expanded: head.expanded })
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
