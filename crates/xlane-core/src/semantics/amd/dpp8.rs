//! DPP8: `__builtin_amdgcn_mov_dpp8(src, sel)` / `llvm.amdgcn.mov.dpp8`.
//!
//! Selector i (bits 3i..3i+2) picks the source of lane i of every group of 8 (RDNA3 ISA
//! §7.7.2; AMDGPUModifierSyntax `dpp8:[…]`). No masks and no out-of-range case. The builtin
//! encodes FI=0 (src0 = 0xE9, clang-22), and "normal DPP8 reads zero from lanes whose EXEC
//! bit is 0" (RDNA3 ISA §7.7.2). Only the low 24 bits of `sel` are encoded
//! (IntrinsicsAMDGPU.td: "high 8 bits must be zero"; clang-22 drops them).

use super::{arity, data_ty, imm};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// The source lane of destination lane `n` under selector `sel`.
#[inline]
pub fn dpp8_source(sel: u32, n: u32) -> u32 {
    (n & !7) | ((sel >> (3 * (n & 7))) & 7)
}

/// The route of `mov_dpp8` with selector `sel` (fi: fetch inactive, never set by clang).
pub fn dpp8_route(wave: u32, exec: u64, sel: u32, fi: bool) -> Route {
    let mut r = Route::new(wave);
    for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
        let s = dpp8_source(sel & 0xFF_FFFF, n);
        r.lanes[n as usize] = if exec >> s & 1 != 0 || fi { Origin::Lane { arg: 0, lane: s as u8 } } else { Origin::Zero(Reason::InactiveSource) };
    }
    r
}

/// `mov_dpp8`'s route with fetch-inactive set (asm `fi:1`), which no builtin emits.
pub fn mov_dpp8_fetch_inactive(wave: u32, exec: u64, args: &[Arg]) -> Result<crate::semantics::Route> {
    arity(args, 2, "mov_dpp8")?;
    Ok(dpp8_route(wave, exec, imm(args, 1, "sel")? as u32, true))
}

pub fn mov_dpp8(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "mov_dpp8")?;
    let sel = imm(args, 1, "sel")? as u32;
    let route = dpp8_route(ctx.wave, ctx.exec, sel, false);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::U32), route, args)))
}
