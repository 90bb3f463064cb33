//! Approximate values in a run (`crate::approx`): which lanes of which registers hold a value
//! an approximate operation produced, carried through every op like undefinedness, and
//! reported (or, under `--strict`, refused) when one reaches memory. Only programs with
//! approximate ops track them ([`Program::has_approx`]).
//!
//! The mark follows data: an op's result lanes are approximate where any operand lane is
//! (a select takes the mark of the operand it picks; a branch or address computed from an
//! approximate value is not followed further). A load gives exact lanes: the mark is reported
//! at the first store, which names the operations.

use super::step::Cx;
use super::*;
use crate::approx::ApproxSet;

/// The operand and result slots of a value op (ops that move no value: empty).
fn slots(op: &Op) -> (Vec<Slot>, Vec<Slot>) {
    use Op::*;
    match op {
        IBin { dst, a, b, .. } | FBin { dst, a, b, .. } | ICmp { dst, a, b, .. } | FCmp { dst, a, b, .. } => (vec![*a, *b], vec![*dst]),
        IUnary { dst, a, .. } | FUnary { dst, a, .. } | Cast { dst, a, .. } | FpToIntSat { dst, a, .. } | IsSpace { dst, a, .. } => (vec![*a], vec![*dst]),
        Copy { dst, src } => (vec![*src], vec![*dst]),
        Select { dst, c, a, b } => (vec![*c, *a, *b], vec![*dst]),
        Fma { dst, a, b, c, .. } | Funnel { dst, a, b, c, .. } => (vec![*a, *b, *c], vec![*dst]),
        Overflow { dst, flag, a, b, .. } => (vec![*a, *b], vec![*dst, *flag]),
        Bits { dst, args, .. } | FRound { dst, args, .. } | Approx { dst, args, .. } => (args.clone(), vec![*dst]),
        FClass { dst, a, mask, .. } => (vec![*a, *mask], vec![*dst]),
        Ldexp { dst, a, e, .. } => (vec![*a, *e], vec![*dst]),
        Frexp { mant, exp, a, .. } => (vec![*a], vec![*mant, *exp]),
        Repack { dsts, srcs } => (srcs.clone(), dsts.iter().map(|d| d.slot).collect()),
        ExtractDyn { dst, srcs, .. } => (srcs.clone(), vec![*dst]),
        InsertDyn { dsts, srcs, val, .. } => (srcs.iter().copied().chain([*val]).collect(), dsts.clone()),
        Builtin { args, outs, .. } => (
            args.iter()
                .flat_map(|a| match a {
                    BArg::Slots { slots, .. } => slots.clone(),
                    BArg::Imm(_) => vec![],
                })
                .collect(),
            outs.iter().map(|o| o.slot).collect(),
        ),
        // results that never carry an approximate value
        SetUndef { dst } | Special { dst, .. } | Alloca { dst, .. } | Gep { dst, .. } => (vec![], vec![*dst]),
        Load { comps, .. } => (vec![], comps.iter().map(|c| c.slot).collect()),
        AtomicRmw { dst, .. } => (vec![], vec![*dst]),
        CmpXchg { dst, ok, .. } => (vec![], vec![*dst, *ok]),
        Printf { dst: Some(d), .. } | HipPrintf { dst: d, .. } => (vec![], vec![*d]),
        _ => (vec![], vec![]),
    }
}

/// The values an op writes to memory.
fn stored(op: &Op) -> Vec<Slot> {
    match op {
        Op::Store { comps, .. } => comps.iter().map(|c| c.slot).collect(),
        Op::AtomicRmw { val, .. } => vec![*val],
        Op::CmpXchg { new, .. } => vec![*new],
        _ => vec![],
    }
}

/// Before a step: an approximate value about to reach memory is recorded, or refused under
/// `--strict` when the launch does not allow that operation.
pub(super) fn check_store(cx: &mut Cx, regs: &Regs, op: &Op) -> RResult<()> {
    for s in stored(op) {
        let (m, ops) = regs.apx(s);
        let m = m & cx.exec;
        if m == 0 {
            continue;
        }
        let lane = m.trailing_zeros();
        cx.side.approx_stored = cx.side.approx_stored.union(ops);
        cx.side.approx_stores += m.count_ones() as u64;
        let refused = ApproxSet(ops.0 & !cx.info.allow_approx.0);
        if cx.info.strict && !refused.is_empty() {
            let mut e = RunError::new(
                ErrKind::ApproximateValue,
                format!("lane {lane} stores an approximate value (from {}; xlane's model is not the hardware's exact result)", refused.names()),
            )
            .with_help(
                "list the operations in the spec's `approximate` (or pass `--allow-approx`) to accept them, or use a correctly rounded function (e.g. __fdiv_rn, __fsqrt_rn)",
            );
            e.at = Some(Box::new(cx.here(lane)));
            return Err(e);
        }
        if cx.warnings.len() < 1000 {
            cx.warnings.push(Warning {
                kind: ErrKind::ApproximateValue,
                message: format!("lane {lane} stores an approximate value (from {})", ops.names()),
                at: cx.here(lane),
                origin: None,
            });
        }
    }
    Ok(())
}

/// After a step: the results' marks from the operands' (lanes of `exec`).
pub(super) fn propagate(regs: &mut Regs, op: &Op, exec: u64) {
    let (srcs, dsts) = slots(op);
    if dsts.is_empty() {
        return;
    }
    let (mut m, mut ops) = (0u64, ApproxSet::EMPTY);
    match op {
        Op::Approx { op: a, .. } => {
            m = exec;
            ops = ApproxSet::of(*a);
        }
        Op::Select { c, a, b, .. } => {
            // the lanes take the mark of the operand they pick
            let cv = regs.get(*c);
            let (am, ao) = regs.apx(*a);
            let (bm, bo) = regs.apx(*b);
            let mut take_a = 0u64;
            for l in lanes(exec) {
                take_a |= (cv[l as usize] & 1) << l;
            }
            m = (am & take_a) | (bm & !take_a) | regs.apx(*c).0;
            ops = ao.union(bo).union(regs.apx(*c).1);
        }
        _ => {}
    }
    if !matches!(op, Op::Approx { .. } | Op::Select { .. }) {
        for s in srcs {
            let (sm, so) = regs.apx(s);
            m |= sm;
            ops = ops.union(so);
        }
    }
    for d in dsts {
        regs.set_apx(d, m, ops, exec);
    }
}
