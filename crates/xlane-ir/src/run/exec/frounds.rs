//! [`Op::FRound`] (directed rounding, `.ftz`) and [`Op::Approx`] (the models of
//! `crate::numerics::approx`) over a wave's registers.

use super::*;
use crate::numerics::approx::{self, ApproxOp};
use crate::numerics::rounding;

pub(super) fn fround(regs: &mut Regs, p: &ops::FRound, exec: u64) -> RResult<()> {
    let &ops::FRound { op, rnd, ftz, ty, dst, ref args } = p;
    let mut r = [0u64; L];
    let mut u = 0;
    for &s in args {
        u |= regs.und(s);
    }
    let mut a = [0u64; 3];
    for lane in lanes(exec) {
        for (k, &s) in args.iter().enumerate().take(3) {
            a[k] = regs.lane(s, lane);
        }
        r[lane as usize] = rounding::eval(op, rnd, ftz, ty, &a[..args.len().min(3)]).ok_or_else(|| RunError::unsupported(format!("{op:?} with rounding {rnd:?} on {ty:?}")))?;
    }
    regs.put(dst, &r, u, exec);
    Ok(())
}

pub(super) fn approx_op(regs: &mut Regs, op: ApproxOp, ftz: bool, dst: Slot, args: &[Slot], exec: u64) {
    let mut r = [0u64; L];
    let mut u = 0;
    for &s in args {
        u |= regs.und(s);
    }
    let mut a = [0u64; 2];
    for lane in lanes(exec) {
        for (k, &s) in args.iter().enumerate().take(2) {
            a[k] = regs.lane(s, lane);
        }
        r[lane as usize] = approx::eval(op, ftz, &a[..args.len().min(2)]);
    }
    regs.put(dst, &r, u, exec);
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(FRound(p) |cx, regs, exec| => fround(regs, p, exec)?);
step!(Approx { op, ftz, dst, args } |cx, regs, exec| => frounds::approx_op(regs, *op, *ftz, *dst, args, exec));
