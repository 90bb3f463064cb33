//! `ds_bpermute` (pull), `ds_permute` (push) and `ds_bpermute_fi_b32`.
//!
//! Lane index = ((addr + offset) >> 2) mod N. The builtins pass offset 0; LLVM may fold a
//! constant add into the offset field, which gives the same lane (notes §5).
//! * wave32: N = 32 (RDNA3/3.5/4 ISA pseudocode).
//! * wave64 on GFX9/CDNA and GFX12: N = 64 (RDNA4 ISA LDS "num_lanes = WAVE64 ? 64 : 32";
//!   Mesa ACO "GFX8-9, GFX12+: bpermute works normally"; HIP's wave64 `__shfl` relies on it).
//! * wave64 on GFX10/GFX11: per 32-lane half, `src = (i & 32) | idx & 31` (RDNA3 ISA "MOD 32
//!   regardless of wave size"; Mesa ACO "on GFX10 the bpermute instruction only works on half
//!   waves", emit_bpermute_permlane; open question 15.6 decided for the half-wave reading).
//!
//! bpermute: "If src_lane selects a disabled thread then zero is returned" (RDNA3 ISA
//! DS_BPERMUTE_B32). permute: lanes nobody writes receive 0. When several active lanes write
//! one lane, the RDNA3/RDNA4 DS_PERMUTE_B32 pseudocode (lanes in ascending order, comment
//! "the highest-numbered source thread wins") and its worked example (addr {0,0,12,4},
//! data {A,B,C,D} → {B,D,0,C}: lanes 0 and 1 both write lane 0, lane 1 wins) agree that the
//! highest source lane wins; the prose sentence "not deterministic" is the outlier (open
//! question 15.5 decided for the pseudocode, errata A15).

use super::{all_undef, arity, data_ty};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::target::{feat, Target};
use crate::value::Arg;
use crate::value::ElemTy;

/// The lane a byte address selects for lane `i`.
#[inline]
pub fn permute_lane(t: &Target, wave: u32, addr: u32, i: u32) -> u32 {
    let idx = addr >> 2;
    if wave == 32 {
        idx & 31
    } else if t.has(feat::BPERMUTE_FULL_WAVE64) {
        idx & 63
    } else {
        (i & 32) | (idx & 31)
    }
}

/// The route of `ds_bpermute(addr, data)`; `fetch_inactive` for `ds_bpermute_fi_b32`
/// ("reads the source even if that lane is inactive", RDNA4 ISA).
pub fn bpermute_route(t: &Target, wave: u32, exec: u64, addr: &Arg, data_arg: u8, fetch_inactive: bool) -> Route {
    let mut r = Route::new(wave);
    for i in (0..wave).filter(|i| exec >> i & 1 != 0) {
        r.lanes[i as usize] = match addr.get(i) {
            None => Origin::Undef(Reason::UndefOperand),
            Some(a) => {
                let s = permute_lane(t, wave, a as u32, i);
                if exec >> s & 1 != 0 || fetch_inactive {
                    Origin::Lane { arg: data_arg, lane: s as u8 }
                } else {
                    Origin::Zero(Reason::InactiveSource)
                }
            }
        };
    }
    r
}

/// The route of `ds_permute(addr, data)`.
pub fn permute_route(ctx: &SemCtx, addr: &Arg, data_arg: u8) -> Route {
    let (t, wave, exec) = (ctx.target, ctx.wave, ctx.exec);
    let mut writers = [0u32; 64];
    let mut last = [0u8; 64];
    for i in (0..wave).filter(|i| exec >> i & 1 != 0) {
        // An active lane with an unknown address writes an unknown lane.
        let Some(a) = addr.get(i) else { return all_undef(ctx, Reason::UndefOperand) };
        let d = permute_lane(t, wave, a as u32, i) as usize;
        writers[d] += 1;
        last[d] = i as u8;
    }
    let mut r = Route::new(wave);
    for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
        let k = n as usize;
        // `last` is the highest writer: lanes were visited in ascending order.
        r.lanes[k] = match writers[k] {
            0 => Origin::Zero(Reason::NoWriter),
            _ => Origin::Lane { arg: data_arg, lane: last[k] },
        };
    }
    r
}

pub fn ds_bpermute(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "ds_bpermute")?;
    let route = bpermute_route(ctx.target, ctx.wave, ctx.exec, &args[0], 1, false);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::I32), route, args)))
}

pub fn ds_bpermute_fi(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "ds_bpermute_fi_b32")?;
    let route = bpermute_route(ctx.target, ctx.wave, ctx.exec, &args[0], 1, true);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::I32), route, args)))
}

pub fn ds_permute(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "ds_permute")?;
    let route = permute_route(ctx, &args[0], 1);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::I32), route, args)))
}
