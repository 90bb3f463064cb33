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
//! every target from GFX8 (checked on gfx801, gfx942, gfx1030, gfx1100, gfx1200, gfx1250),
//! so it is `ds_bpermute(index << 2, value)`: lane `index` (mod the wave, or the half-wave on
//! GFX10/GFX11 wave64), 0 from an inactive source.

use super::permute::bpermute_route;
use super::{all_undef, arity, data_ty};
use crate::call::Arg;
use crate::diag::Result;
use crate::semantics::{Output, Reason, SemCtx};
use crate::value::{ElemTy, Lanes};

/// The selector-driven permutes: undefined in every active lane (see the module doc).
pub fn open_permlane(ctx: &SemCtx, args: &[Arg]) -> Result<Vec<Output>> {
    if args.len() != 2 {
        arity(args, 3, "permlane.bcast/up/down/xor")?;
    }
    Ok(vec![Output::routed("ret", data_ty(ctx, ElemTy::U32), all_undef(ctx, Reason::Unspecified), args)])
}

pub fn wave_shuffle(ctx: &SemCtx, args: &[Arg]) -> Result<Vec<Output>> {
    arity(args, 2, "wave.shuffle")?;
    let mut addr = Lanes::all_undef();
    for n in 0..ctx.wave {
        if let Some(i) = args[1].get(n) {
            addr.set(n, (i as u32).wrapping_shl(2) as u64);
        }
    }
    let route = bpermute_route(ctx.target, ctx.wave, ctx.exec, &Arg::Lanes(addr), 0, false);
    Ok(vec![Output::routed("ret", ctx.ty, route, args)])
}
