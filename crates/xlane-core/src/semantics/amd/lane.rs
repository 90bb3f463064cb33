//! Lane access: `readfirstlane`, `readlane`, `writelane`, and the whole-wave-mode intrinsics
//! the kernel runner meets (`set.inactive`, `wwm`, `strict.wwm`, `strict.wqm`).
//!
//! * V_READFIRSTLANE_B32 (RDNA3.5 / CDNA4 ISA VOP1): reads the lowest active lane, lane 0
//!   when EXEC is zero.
//! * V_READLANE_B32 (RDNA3.5 ISA VOP3; CDNA4 ISA opcode 649): lane = S1 mod W (S1[4:0] in
//!   wave32, S1[5:0] in wave64); EXEC is ignored, so it reads an inactive lane's register
//!   (the caller passes that value in the per-lane array).
//! * V_WRITELANE_B32 (CDNA4 ISA opcode 650): VGPR[lane mod W] = S0 even if that lane is
//!   inactive; `llvm.amdgcn.writelane(val, lane, old)` returns `old` in every other lane
//!   (IntrinsicsAMDGPU.td).
//!
//! Results exist on active lanes only, except the lane `writelane` writes, which the hardware
//! writes whatever EXEC says.

use super::{arity, first_lane, sgpr_operand};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::value::Arg;

fn broadcast_route(ctx: &SemCtx, lane: Option<u32>) -> Route {
    let mut r = Route::new(ctx.wave);
    for n in ctx.lanes() {
        r.lanes[n as usize] = match lane {
            Some(l) => Origin::Lane { arg: 0, lane: l as u8 },
            None => Origin::Undef(Reason::UndefOperand),
        };
    }
    r
}

/// `readfirstlane(v)`.
pub fn readfirstlane(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "readfirstlane")?;
    let route = broadcast_route(ctx, Some(first_lane(ctx.exec)));
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// `readlane(v, lane)`. A divergent `lane` is made uniform with `v_readfirstlane_b32`
/// (clang-22 output; IntrinsicsAMDGPU.td: "lane must be uniform").
pub fn readlane(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "readlane")?;
    let lane = sgpr_operand(ctx, &args[1]).map(|l| l as u32 & (ctx.wave - 1));
    let route = broadcast_route(ctx, lane);
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// `llvm.amdgcn.writelane(val, lane, old)`.
pub fn writelane(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 3, "writelane")?;
    let mut r = Route::new(ctx.wave);
    let lane = sgpr_operand(ctx, &args[1]).map(|l| l as u32 & (ctx.wave - 1));
    // `val` is an SGPR operand too: a divergent one is read from the first active lane.
    let val_lane = first_lane(ctx.exec) as u8;
    for n in 0..ctx.wave {
        let k = n as usize;
        r.lanes[k] = match lane {
            None if ctx.active(n) => Origin::Undef(Reason::UndefOperand),
            Some(l) if l == n => Origin::Lane { arg: 0, lane: val_lane },
            _ if ctx.active(n) => Origin::Keep { arg: 2, reason: Reason::NoWriter },
            _ => Origin::Inactive,
        };
    }
    Ok(Outputs::from(Output::routed("ret", ctx.ty, r, args)))
}

/// `llvm.amdgcn.set.inactive(active, inactive)`: active lanes get arg 0, inactive lanes
/// arg 1 (IntrinsicsAMDGPU.td; the value is read in whole-wave mode). The only operation
/// whose result is defined on inactive lanes.
pub fn set_inactive(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "set.inactive")?;
    let mut r = Route::new(ctx.wave);
    for n in 0..ctx.wave {
        let arg = if ctx.active(n) { 0 } else { 1 };
        r.lanes[n as usize] = Origin::Lane { arg, lane: n as u8 };
    }
    Ok(Outputs::from(Output::routed("ret", ctx.ty, r, args)))
}

/// `llvm.amdgcn.wwm` / `strict.wwm` / `strict.wqm`: the value, unchanged (they only mark
/// where whole-wave / whole-quad mode ends, IntrinsicsAMDGPU.td).
pub fn identity(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "wwm")?;
    let mut r = Route::new(ctx.wave);
    for n in ctx.lanes() {
        r.lanes[n as usize] = Origin::Lane { arg: 0, lane: n as u8 };
    }
    Ok(Outputs::from(Output::routed("ret", ctx.ty, r, args)))
}
