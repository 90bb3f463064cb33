//! Permlanes: `permlane16`, `permlanex16` (GFX10+), their `_var` forms (GFX12+),
//! `permlane64` (GFX11+) and the swaps (`permlane16_swap`: gfx950/gfx1250,
//! `permlane32_swap`: gfx950).
//!
//! permlane16/x16 (RDNA3.5 ISA §16.12 V_PERMLANE16_B32 pseudocode): lane i of every row of 16
//! reads position `sel(i)` of its own row (x16: of the other row of its 32-lane pair), with
//! `sel(i)` nibble i of `{lanesel_hi, lanesel_lo}`. A selector is never out of range.
//! op_sel = [fi, bound_ctrl] (AMDGPUModifierSyntax dpp_op_sel): an inactive source lane is
//! fetched anyway when fi; else it gives 0 with bound_ctrl, or leaves the lane unwritten
//! (`old`).

use super::{arity, data_ty, imm, sgpr_operand};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// Which rows a 16-lane permute reads from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rows {
    /// The lane's own row (`permlane16`).
    Same,
    /// The other row of the lane's 32-lane pair (`permlanex16`: rows 0↔1, 2↔3).
    Cross,
}

impl Rows {
    #[inline]
    fn base(self, n: u32) -> u32 {
        match self {
            Rows::Same => n & !15,
            Rows::Cross => (n & !15) ^ 16,
        }
    }
}

pub use crate::codec::permlane::selectors;

/// The shared write rule of every permlane with fi/bc and an `old` operand.
#[inline]
fn permlane_origin(exec: u64, s: u32, fi: bool, bc: bool, src_arg: u8, old_arg: u8) -> Origin {
    if exec >> s & 1 != 0 || fi {
        Origin::Lane { arg: src_arg, lane: s as u8 }
    } else if bc {
        Origin::Zero(Reason::InactiveSource)
    } else {
        Origin::Keep { arg: old_arg, reason: Reason::InactiveSource }
    }
}

/// The route of `permlane16`/`permlanex16(old, src, lo, hi, fi, bc)` (args 0 and 1).
pub fn permlane16_route(wave: u32, exec: u64, rows: Rows, sel: [u8; 16], fi: bool, bc: bool) -> Route {
    let mut r = Route::new(wave);
    for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
        let s = rows.base(n) | sel[(n & 15) as usize] as u32;
        r.lanes[n as usize] = permlane_origin(exec, s, fi, bc, 1, 0);
    }
    r
}

fn permlane16_common(ctx: &SemCtx, args: &[Arg], rows: Rows, name: &str) -> Result<Outputs> {
    arity(args, 6, name)?;
    let fi = imm(args, 4, "fi")? != 0;
    let bc = imm(args, 5, "bc")? != 0;
    // lanesel_lo/hi are SGPR operands (clang-22 inserts v_readfirstlane when divergent).
    let route = match (sgpr_operand(ctx, &args[2]), sgpr_operand(ctx, &args[3])) {
        (Some(lo), Some(hi)) => permlane16_route(ctx.wave, ctx.exec, rows, selectors(lo as u32, hi as u32), fi, bc),
        _ => super::all_undef(ctx, Reason::UndefOperand),
    };
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::U32), route, args)))
}

pub fn permlane16(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    permlane16_common(ctx, args, Rows::Same, "permlane16")
}

pub fn permlanex16(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    permlane16_common(ctx, args, Rows::Cross, "permlanex16")
}

/// `permlane16_var`/`permlanex16_var(old, src, sel, fi, bc)`: each lane supplies its own
/// selector (RDNA4 ISA §7.9 "same as PERMLANE16 but with a unique lane select per lane").
/// The documents read do not say which selector bits are used; a selector above 15 is
/// reported undefined (open question 15.3).
pub fn permlane16_var_route(wave: u32, exec: u64, rows: Rows, sel: &Arg, fi: bool, bc: bool) -> Route {
    let mut r = Route::new(wave);
    for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
        r.lanes[n as usize] = match sel.get(n) {
            None => Origin::Undef(Reason::UndefOperand),
            Some(s) if s > 15 => Origin::Undef(Reason::Unspecified),
            Some(s) => permlane_origin(exec, rows.base(n) | s as u32, fi, bc, 1, 0),
        };
    }
    r
}

fn permlane16_var_common(ctx: &SemCtx, args: &[Arg], rows: Rows, name: &str) -> Result<Outputs> {
    arity(args, 5, name)?;
    let fi = imm(args, 3, "fi")? != 0;
    let bc = imm(args, 4, "bc")? != 0;
    let route = permlane16_var_route(ctx.wave, ctx.exec, rows, &args[2], fi, bc);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::U32), route, args)))
}

pub fn permlane16_var(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    permlane16_var_common(ctx, args, Rows::Same, "permlane16_var")
}

pub fn permlanex16_var(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    permlane16_var_common(ctx, args, Rows::Cross, "permlanex16_var")
}

/// `permlane64(src)`: lane n reads lane n^32 in wave64, even when that lane is inactive
/// ("EXEC of the destination lane is used as the read mask for the alternate lane", RDNA3.5
/// ISA V_PERMLANE64_B32). In wave32 the instruction is a NOP (RDNA4 ISA §7.9), and clang-22
/// gives it a fresh destination register, so the builtin's result is undefined.
pub fn permlane64_route(wave: u32, exec: u64) -> Route {
    let mut r = Route::new(wave);
    for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
        r.lanes[n as usize] = if wave == 64 { Origin::Lane { arg: 0, lane: (n ^ 32) as u8 } } else { Origin::Undef(Reason::NopInWave32) };
    }
    r
}

pub fn permlane64(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "permlane64")?;
    let route = permlane64_route(ctx.wave, ctx.exec);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::U32), route, args)))
}

/// The two routes (`ret` = new arg 0, `ret.y` = new arg 1) of a swap with stride 16 or 32.
///
/// CDNA4 ISA V_PERMLANE16_SWAP_B32 / V_PERMLANE32_SWAP_B32 pseudocode, with arg 0 = VDST and
/// arg 1 = SRC0 (clang-22 asm): for each pair of lanes (l, l+stride) in the lower/upper part,
/// VDST[l+stride] and SRC0[l] trade values; the other halves keep their own value.
/// IntrinsicsAMDGPU.td states the same per row ("odd rows of the first operand are swapped
/// with even rows of the second operand"; permlane32: "rows 2 and 3 … with rows 0 and 1"),
/// which also defines the wave32 form on gfx1250 (rows 0 and 1 only).
/// The pseudocode read shows only the full-EXEC swap: a lane whose partner is inactive is
/// reported undefined (open question 15.4).
pub fn swap_routes(wave: u32, exec: u64, stride: u32) -> (Route, Route) {
    let (mut a, mut b) = (Route::new(wave), Route::new(wave));
    for l in (0..wave).filter(|l| exec >> l & 1 != 0) {
        let k = l as usize;
        if stride >= wave {
            a.lanes[k] = Origin::Undef(Reason::Unspecified);
            b.lanes[k] = Origin::Undef(Reason::Unspecified);
            continue;
        }
        let upper = l & stride != 0;
        let partner = l ^ stride;
        let moved = |arg: u8| {
            if exec >> partner & 1 != 0 {
                Origin::Lane { arg, lane: partner as u8 }
            } else {
                Origin::Undef(Reason::Unspecified)
            }
        };
        // Upper lanes of VDST receive SRC0's lower lanes; lower lanes of SRC0 receive VDST's
        // upper lanes.
        a.lanes[k] = if upper { moved(1) } else { Origin::Lane { arg: 0, lane: l as u8 } };
        b.lanes[k] = if upper { Origin::Lane { arg: 1, lane: l as u8 } } else { moved(0) };
    }
    (a, b)
}

fn swap(ctx: &SemCtx, args: &[Arg], stride: u32, name: &str) -> Result<Outputs> {
    arity(args, 4, name)?;
    imm(args, 2, "fi")?;
    imm(args, 3, "bc")?;
    let (a, b) = swap_routes(ctx.wave, ctx.exec, stride);
    let ty = data_ty(ctx, ElemTy::U32);
    Ok(Outputs::from(vec![Output::routed("ret", ty, a, args), Output::routed("ret.y", ty, b, args)]))
}

pub fn permlane16_swap(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    swap(ctx, args, 16, "permlane16_swap")
}

pub fn permlane32_swap(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    swap(ctx, args, 32, "permlane32_swap")
}
