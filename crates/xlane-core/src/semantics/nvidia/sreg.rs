//! Special registers and `activemask` (PTX ISA "Special Registers": `%laneid`,
//! `%lanemask_eq/le/lt/ge/gt`, `WARP_SZ`; "activemask"). H200, lane 5: eq 0x20, lt 0x1F,
//! le 0x3F, gt 0xFFFFFFC0, ge 0xFFFFFFE0 (notes §6.2).

use super::computed;
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sreg {
    LaneId,
    WarpSize,
    LaneMaskEq,
    LaneMaskLe,
    LaneMaskLt,
    LaneMaskGe,
    LaneMaskGt,
    /// `activemask.b32`: the lanes executing it ("exited, inactive or predicated-off threads
    /// contribute 0"). Not a synchronising operation.
    ActiveMask,
}

/// The register's value in lane `l` of a warp executing `exec`.
pub fn value(reg: Sreg, l: u32, exec: u64) -> u32 {
    let lt = (1u32 << l) - 1;
    let le = ((2u64 << l) - 1) as u32;
    match reg {
        Sreg::LaneId => l,
        Sreg::WarpSize => 32,
        Sreg::LaneMaskEq => 1 << l,
        Sreg::LaneMaskLe => le,
        Sreg::LaneMaskLt => lt,
        Sreg::LaneMaskGe => !lt,
        Sreg::LaneMaskGt => !le,
        Sreg::ActiveMask => exec as u32,
    }
}

pub fn read(ctx: &SemCtx, _args: &[Arg], reg: Sreg, ret: ElemTy) -> Result<Outputs> {
    let lanes = computed(ctx.wave, |l| ctx.active(l).then(|| Some(value(reg, l, ctx.exec) as u64)));
    Ok(Outputs::from(Output::ret(ret, lanes)))
}
