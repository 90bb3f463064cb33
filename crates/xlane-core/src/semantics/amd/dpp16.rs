//! DPP16: `__builtin_amdgcn_mov_dpp` / `__builtin_amdgcn_update_dpp` and
//! `llvm.amdgcn.update.dpp`.
//!
//! Write rule (RDNA3 ISA §7.7.1 BC/FI field text; CDNA4 ISA Table 93 "row_mask/bank_mask
//! apply to destination write only"; LLVM IntrinsicsAMDGPU.td update.dpp = "v_mov_b32 dest,
//! old; v_mov_b32_dpp dest, src"):
//!
//! ```text
//! inactive destination            → no result
//! row or bank masked off          → not written (keeps `old`)
//! source out of range             → bound_ctrl ? 0 : not written
//! source in range but EXEC=0      → bound_ctrl ? 0 : not written      (FI=0; GFX8/9 alike)
//! otherwise                       → src[source]
//! ```
//! GFX8/9 (all CDNA) have no FI bit; that a disabled source lane is invalid there too is
//! AMD's compiler engineers' reading (docs/errata.md A16: LLPC #1782/#1786, Mesa ACO).
//! No Vega/CDNA ISA text read says so.
//! `mov_dpp` passes `old = poison` (clang-22 IR), so "not written" is undefined there.
//! 64-bit values are two 32-bit DPP moves with the same control (or one `v_mov_b64_dpp`),
//! i.e. the same lane mapping on the whole value.

use super::{arity, imm};
use crate::codec::dpp::{self, DppCtrl};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::target::Target;
use crate::value::Arg;

/// The DPP16 fields that shape a route (the data operands are separate).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dpp16 {
    pub ctrl: DppCtrl,
    /// 4 bits; bit r enables row r (lanes 16r..16r+15).
    pub row_mask: u8,
    /// 4 bits; bit b enables lanes with (n>>2)&3 == b in every row.
    pub bank_mask: u8,
    pub bound_ctrl: bool,
    /// Fetch-inactive (GFX10+ encoding bit); the builtins never set it.
    pub fi: bool,
}

impl Dpp16 {
    /// Decode the builtin's constants as clang-22 emits them: row/bank masks keep their low
    /// 4 bits (docs/notes/amd-semantics.md §1, checked by disassembly), the control must be
    /// legal on the target.
    pub fn from_builtin(t: &Target, ctrl: u64, row_mask: u64, bank_mask: u64, bc: u64) -> Result<Dpp16> {
        let ctrl = u32::try_from(ctrl).unwrap_or(u32::MAX);
        Ok(Dpp16 {
            ctrl: dpp::check(t, ctrl)?,
            row_mask: (row_mask & 0xF) as u8,
            bank_mask: (bank_mask & 0xF) as u8,
            bound_ctrl: bc != 0, // a C `bool` argument: any nonzero value is true
            fi: false,
        })
    }
}

/// The route of one DPP16 move. `src_arg` is the index of the data argument; `old_arg` the
/// index of `old`, or `None` when `old` is poison (mov_dpp). The rule is the same on every
/// DPP generation (errata A16), so the target is not consulted.
pub fn dpp16_route(_t: &Target, wave: u32, exec: u64, d: Dpp16, src_arg: u8, old_arg: Option<u8>) -> Route {
    let mut r = Route::new(wave);
    // Not written: keeps `old`, or is undefined when `old` is poison (mov_dpp).
    let not_written = |reason| match old_arg {
        Some(arg) => Origin::Keep { arg, reason },
        None => Origin::Undef(Reason::PoisonOld),
    };
    let (rows_on, banks_on) = (row_lanes(d.row_mask), bank_lanes(d.bank_mask));
    for n in (0..wave).filter(|&n| exec >> n & 1 != 0) {
        let origin = if rows_on >> n & 1 == 0 {
            not_written(Reason::RowMasked)
        } else if banks_on >> n & 1 == 0 {
            not_written(Reason::BankMasked)
        } else {
            match d.ctrl.source(n, wave) {
                None if d.bound_ctrl => Origin::Zero(Reason::OutOfRange),
                None => not_written(Reason::OutOfRange),
                Some(s) if exec >> s & 1 != 0 || d.fi => Origin::Lane { arg: src_arg, lane: s as u8 },
                Some(_) if d.bound_ctrl => Origin::Zero(Reason::InactiveSource),
                Some(_) => not_written(Reason::InactiveSource),
            }
        };
        r.lanes[n as usize] = origin;
    }
    r
}

/// The lanes of the rows `row_mask` enables: bit r enables lanes 16r..16r+15.
fn row_lanes(row_mask: u8) -> u64 {
    (0..4).filter(|r| row_mask >> r & 1 != 0).fold(0, |m, r| m | 0xFFFF << (16 * r))
}

/// The lanes of the banks `bank_mask` enables: bit b enables the lanes n with
/// `(n >> 2) & 3 == b`, i.e. lanes 4b..4b+3 of every row.
fn bank_lanes(bank_mask: u8) -> u64 {
    (0..4).filter(|b| bank_mask >> b & 1 != 0).fold(0, |m, b| m | 0x000F_000F_000F_000F << (4 * b))
}

/// `update_dpp`'s route with fetch-inactive set (FI=1: an inactive source lane is read, not
/// refused), as an assembly line with `fi:1` has it; no builtin emits the bit.
pub fn update_dpp_fetch_inactive(target: &Target, wave: u32, exec: u64, args: &[Arg]) -> Result<Route> {
    arity(args, 6, "update_dpp")?;
    let mut d = Dpp16::from_builtin(target, imm(args, 2, "dpp_ctrl")?, imm(args, 3, "row_mask")?, imm(args, 4, "bank_mask")?, imm(args, 5, "bound_ctrl")?)?;
    d.fi = true;
    Ok(dpp16_route(target, wave, exec, d, 1, Some(0)))
}

/// `mov_dpp(src, ctrl, row_mask, bank_mask, bound_ctrl)`.
pub fn mov_dpp(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 5, "mov_dpp")?;
    let d = Dpp16::from_builtin(ctx.target, imm(args, 1, "dpp_ctrl")?, imm(args, 2, "row_mask")?, imm(args, 3, "bank_mask")?, imm(args, 4, "bound_ctrl")?)?;
    let route = dpp16_route(ctx.target, ctx.wave, ctx.exec, d, 0, None);
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

/// `update_dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl)` and `llvm.amdgcn.update.dpp`.
pub fn update_dpp(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 6, "update_dpp")?;
    let d = Dpp16::from_builtin(ctx.target, imm(args, 2, "dpp_ctrl")?, imm(args, 3, "row_mask")?, imm(args, 4, "bank_mask")?, imm(args, 5, "bound_ctrl")?)?;
    let route = dpp16_route(ctx.target, ctx.wave, ctx.exec, d, 1, Some(0));
    Ok(Outputs::from(Output::routed("ret", ctx.ty, route, args)))
}

#[cfg(test)]
mod tests {
    use super::*;

    // The masks name the lanes the ISA's per-lane tests pick (row n>>4, bank (n>>2)&3).
    #[test]
    fn row_and_bank_lanes_follow_the_lane_formulas() {
        for m in 0..16u8 {
            for n in 0..64u32 {
                assert_eq!(row_lanes(m) >> n & 1, (m >> (n >> 4) & 1) as u64, "row_mask {m:#x} lane {n}");
                assert_eq!(bank_lanes(m) >> n & 1, (m >> ((n >> 2) & 3) & 1) as u64, "bank_mask {m:#x} lane {n}");
            }
        }
    }
}
