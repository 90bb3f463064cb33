//! HIP header functions (ROCm clr `amd_warp_functions.h`, `amd_warp_sync_functions.h`;
//! ROCm-Device-Libs `ockl/src/wfaas.cl`). Every shuffle is the header's index formula fed to
//! `ds_bpermute` (the [`permute`](super::permute) semantics, not a second copy):
//!
//! ```text
//! __shfl(var, src, w)      idx = (src & (w-1)) + (self & ~(w-1))
//! __shfl_up(var, d, w)     idx = (int)(self - d);  idx < (self & ~(w-1)) ? self : idx
//! __shfl_down(var, d, w)   idx = self + d;  (int)((self & (w-1)) + d) >= w ? self : idx
//! __shfl_xor(var, m, w)    idx = self ^ m;  idx >= ((self + w) & ~(w-1)) ? self : idx
//! return ds_bpermute(idx << 2, var)
//! ```
//! 64-bit types are two 32-bit shuffles with the same index (the same route on the whole
//! value). Non-power-of-two widths get the formulas applied literally, as the header does.

use super::ballot::ballot_mask;
use super::permute::bpermute_route;
use super::{all_undef, arity, computed, sgpr_operand, uniform};
use crate::diag::Result;
use crate::semantics::{Output, Outputs, Reason, Route, SemCtx};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// Which shuffle formula.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shfl {
    Idx,
    Up,
    Down,
    Xor,
}

/// The header's source lane index for lane `me` (before the bpermute wraps it).
#[inline]
pub fn shfl_index(kind: Shfl, me: i32, x: i32, width: i32) -> i32 {
    let wm = width.wrapping_sub(1);
    match kind {
        Shfl::Idx => (x & wm).wrapping_add(me & !wm),
        Shfl::Up => {
            let idx = (me as u32).wrapping_sub(x as u32) as i32;
            if idx < (me & !wm) {
                me
            } else {
                idx
            }
        }
        Shfl::Down => {
            let idx = (me as u32).wrapping_add(x as u32) as i32;
            if ((me & wm) as u32).wrapping_add(x as u32) as i32 >= width {
                me
            } else {
                idx
            }
        }
        Shfl::Xor => {
            let idx = me ^ x;
            if idx >= (me.wrapping_add(width) & !wm) {
                me
            } else {
                idx
            }
        }
    }
}

/// The route of a HIP shuffle: per-lane byte addresses, then ds_bpermute's route.
pub fn shfl_route(ctx: &SemCtx, kind: Shfl, x: &Arg, width: &Arg, data_arg: u8) -> Route {
    let mut addr = Lanes::all_undef();
    for n in ctx.lanes() {
        if let (Some(x), Some(w)) = (x.get(n), width.get(n)) {
            addr.set(n, (shfl_index(kind, n as i32, x as i32, w as i32) as u32).wrapping_shl(2) as u64);
        }
    }
    bpermute_route(ctx.target, ctx.wave, ctx.exec, &Arg::Lanes(addr), data_arg, false)
}

/// `__shfl`/`_up`/`_down`/`_xor(var, x, width)`.
pub fn shfl(ctx: &SemCtx, args: &[Arg], kind: Shfl) -> Result<Outputs> {
    arity(args, 3, "__shfl")?;
    let route = shfl_route(ctx, kind, &args[1], &args[2], 0);
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// `__ballot(p)`: `ballot_w64(p)`, a 64-bit mask on every wave size.
pub fn ballot(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "__ballot")?;
    let m = ballot_mask(ctx, &args[0]);
    Ok(Outputs::from(uniform(ctx, ElemTy::U64, m)))
}

/// `__any(p)` = `ballot_w64(p) != 0` (ockl `__ockl_wfany_i32`).
pub fn any(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "__any")?;
    let m = ballot_mask(ctx, &args[0]);
    Ok(Outputs::from(uniform(ctx, ElemTy::I32, m.map(|m| (m != 0) as u64))))
}

/// `__all(p)` = `ballot_w64(p) == read_exec()` (ockl `__ockl_wfall_i32`).
pub fn all(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "__all")?;
    let m = ballot_mask(ctx, &args[0]);
    Ok(Outputs::from(uniform(ctx, ElemTy::I32, m.map(|m| (m == ctx.exec) as u64))))
}

/// `__activemask()` = `__ballot(true)` = EXEC.
pub fn activemask(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 0, "__activemask")?;
    Ok(Outputs::from(uniform(ctx, ElemTy::U64, Some(ctx.exec))))
}

/// `__lane_id()` = `mbcnt_hi(~0, mbcnt_lo(~0, 0))` (mbcnt_lo alone in wave32).
pub fn lane_id(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 0, "__lane_id")?;
    Ok(Outputs::from(computed(ctx, ElemTy::U32, |n| Some(n as u64))))
}

/// The member mask of a HIP `_sync` function, checked as `__hip_check_mask` does: the
/// 64-bit mask (low 32 bits in wave32, `__hip_adjust_mask_for_wave32`) must be nonzero and
/// equal the set of lanes that execute the call. A failed check is a device assertion, so
/// no lane has a defined result.
fn sync_mask(ctx: &SemCtx, mask: &Arg) -> Option<u64> {
    let wave_bits = if ctx.wave == 32 { 0xFFFF_FFFF } else { u64::MAX };
    let m = sgpr_operand(ctx, mask)? & wave_bits;
    let uniform = ctx.lanes().all(|n| mask.get(n).map(|v| v & wave_bits) == Some(m));
    (m != 0 && uniform && m == ctx.exec).then_some(m)
}

/// `__shfl*_sync(mask, var, x, width)`: [`shfl`] after the member mask check.
pub fn sync_shfl(ctx: &SemCtx, args: &[Arg], kind: Shfl) -> Result<Outputs> {
    arity(args, 4, "__shfl_sync")?;
    let route = match sync_mask(ctx, &args[0]) {
        Some(_) => shfl_route(ctx, kind, &args[2], &args[3], 1),
        None => all_undef(ctx, Reason::NotInMask),
    };
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// `__ballot_sync(m, p)` = `__ballot(p) & m`.
pub fn ballot_sync(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "__ballot_sync")?;
    let v = sync_mask(ctx, &args[0]).and_then(|m| Some(ballot_mask(ctx, &args[1])? & m));
    Ok(Outputs::from(uniform(ctx, ElemTy::U64, v)))
}

/// `__all_sync(m, p)` = `__ballot_sync(m, p) == m`.
pub fn all_sync(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "__all_sync")?;
    let v = sync_mask(ctx, &args[0]).and_then(|m| Some((ballot_mask(ctx, &args[1])? & m == m) as u64));
    Ok(Outputs::from(uniform(ctx, ElemTy::I32, v)))
}

/// `__any_sync(m, p)` = `__ballot_sync(m, p) != 0`.
pub fn any_sync(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "__any_sync")?;
    let v = sync_mask(ctx, &args[0]).and_then(|m| Some((ballot_mask(ctx, &args[1])? & m != 0) as u64));
    Ok(Outputs::from(uniform(ctx, ElemTy::I32, v)))
}
