//! GFX12.5 lane permutes: `v_permlane_bcast_b32`, `v_permlane_up_b32`, `v_permlane_down_b32`,
//! `v_permlane_xor_b32` (`vdst, vsrc, ssrc0, ssrc1`) and `v_permlane_idx_gen_b32`
//! (`vdst, vsrc, ssrc0`), and `llvm.amdgcn.wave.shuffle`.
//!
//! What the sources fix: the operands. llc-22 selects `llvm.amdgcn.permlane.{bcast,up,down,
//! xor}(src, sel0, sel1)` to the instruction with `src` in a VGPR and both selectors in SGPRs
//! (`v_readfirstlane_b32` first when they are not uniform), and `permlane.idx.gen(src, sel)`
//! likewise (clang-22 -mcpu=gfx1250 -O1 -S; AMDGPURegBankLegalizeRules.cpp: the selectors
//! are `SgprB32_ReadFirstLane`). What they leave open: the lane function itself. LLVM 22's
//! instruction definitions (VOP3Instructions.td) and intrinsic comments give no semantics,
//! and no GFX12.5 ISA text was available to this project, so every lane is undefined
//! (`Reason::Unspecified`) until a primary source or hardware vector fixes it.
//!
//! `wave.shuffle(value, index)`: llc-22 selects `v_lshlrev_b32 2` and `ds_bpermute_b32` on
//! every target from GFX8 in wave32 and where ds_bpermute spans wave64 (checked on gfx801,
//! gfx942, gfx1030, gfx1100, gfx1200, gfx1250), so it is `ds_bpermute(index << 2, value)`:
//! lane `index` mod the wave, 0 from an inactive source. GFX11 wave64 reaches the other half
//! too (see `half_wave_shuffle`).

use super::permute::bpermute_route;
use super::{all_undef, arity, data_ty};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::target::feat;
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// The selector-driven permutes: undefined in every active lane (see the module doc).
pub fn open_permlane(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    if args.len() != 2 {
        arity(args, 3, "permlane.bcast/up/down/xor")?;
    }
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::U32), all_undef(ctx, Reason::Unspecified), args)))
}

pub fn wave_shuffle(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "wave.shuffle")?;
    if ctx.wave == 64 && !ctx.target.has(feat::BPERMUTE_FULL_WAVE64) {
        return Ok(Outputs::from(Output::routed("ret", ctx.ty, half_wave_shuffle(ctx, &args[1]), args)));
    }
    let mut addr = Lanes::all_undef();
    for n in 0..ctx.wave {
        if let Some(i) = args[1].get(n) {
            addr.set(n, (i as u32).wrapping_shl(2) as u64);
        }
    }
    let route = bpermute_route(ctx.target, ctx.wave, ctx.exec, &Arg::Lanes(addr), 0, false);
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// GFX11 wave64, where ds_bpermute reaches its own 32-lane half only: llc-22 reads the other
/// half through `v_permlane64_b32` and a second `ds_bpermute_b32`, both in whole-wave mode,
/// and picks per lane with `v_cndmask` on `(lane ^ index) & 32` (llc-22 -mcpu=gfx1100
/// -mattr=+wavefrontsize64 -O1). A source in the same half reads 0 when it is inactive; one in
/// the other half is read in whole-wave mode, so its register is read whether it is active or
/// not. (GFX10 wave64 has no permlane64: llc-22 crashes there, and the row is unavailable.)
fn half_wave_shuffle(ctx: &SemCtx, index: &Arg) -> Route {
    let mut r = Route::new(ctx.wave);
    for n in ctx.lanes() {
        r.lanes[n as usize] = match index.get(n) {
            None => Origin::Undef(Reason::UndefOperand),
            Some(i) => {
                let i = i as u32;
                let low = i & 31;
                if (n ^ i) & 32 == 0 {
                    let s = (n & 32) | low;
                    if ctx.active(s) {
                        Origin::Lane { arg: 0, lane: s as u8 }
                    } else {
                        Origin::Zero(Reason::InactiveSource)
                    }
                } else {
                    Origin::Lane { arg: 0, lane: (((n & 32) ^ 32) | low) as u8 }
                }
            }
        };
    }
    r
}
