//! Approximate values in a run (`crate::numerics::approx`): which lanes of which registers hold a value
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
use crate::front::program::ops::{Apx, Role};
use crate::numerics::approx::ApproxSet;

/// The values an op writes to memory.
fn stored(op: &Op) -> Vec<Slot> {
    op.slots_of(Role::Stores)
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
                related: None,
            });
        }
    }
    Ok(())
}

/// After a step: the results' marks from the operands' (lanes of `exec`), by the op's
/// [`Apx`] rule in the operation table.
pub(super) fn propagate(regs: &mut Regs, op: &Op, exec: u64) {
    let (mut m, mut ops) = (0u64, ApproxSet::EMPTY);
    match (op.policy().apx, op) {
        (Apx::Untouched, _) => return,
        (Apx::Exact, _) => {}
        (Apx::Source, Op::Approx(p)) => {
            m = exec;
            ops = ApproxSet::of(p.op);
        }
        (Apx::Source, Op::Matrix(crate::front::program::ops::Matrix { approx: Some(op), .. })) => {
            m = exec;
            ops = ApproxSet::of(*op);
        }
        (Apx::Picked, Op::Select(p)) => {
            // the lanes take the mark of the operand they pick
            let cv = regs.get(p.c);
            let (am, ao) = regs.apx(p.a);
            let (bm, bo) = regs.apx(p.b);
            let mut take_a = 0u64;
            for l in lanes(exec) {
                take_a |= (cv[l as usize] & 1) << l;
            }
            m = (am & take_a) | (bm & !take_a) | regs.apx(p.c).0;
            ops = ao.union(bo).union(regs.apx(p.c).1);
        }
        _ => {
            for s in op.slots_of(Role::Read) {
                let (sm, so) = regs.apx(s);
                m |= sm;
                ops = ops.union(so);
            }
        }
    }
    op.writes(&mut |d| regs.set_apx(d, m, ops, exec));
}
