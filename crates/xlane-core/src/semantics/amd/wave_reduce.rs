//! `llvm.amdgcn.wave.reduce.*` (clang-22 `__builtin_amdgcn_wave_reduce_<op>_{u32,u64,...}`):
//! one integer reduction over the active lanes, returned in every active lane
//! (IntrinsicsAMDGPU.td `int_amdgcn_wave_reduce_*`: "reduce ... across the active lanes of
//! the wave"; the second operand picks the lowering strategy — default, iterative or DPP —
//! which cannot change an exact integer result).
//!
//! `sub` is the iterative lowering's accumulator `0 - v0 - v1 - …` (SIISelLowering.cpp
//! `lowerWaveReduce`: the identity of ISD::SUB is 0 and each active lane's value is
//! subtracted from it), i.e. the negated sum modulo 2^N. An undefined value in any active
//! lane makes the result undefined.

use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::Lanes;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    UMin,
    UMax,
    Min,
    Max,
    Add,
    Sub,
    And,
    Or,
    Xor,
}

/// Reduce `vals` (raw bits of `bits`-bit integers) with `op`, wrapping modulo 2^bits.
pub fn reduce(op: Op, bits: u32, vals: &[u64]) -> u64 {
    let mask = if bits == 64 { u64::MAX } else { (1u64 << bits) - 1 };
    let signed = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
    let it = vals.iter().map(|v| v & mask);
    let r = match op {
        Op::UMin => it.min().unwrap_or(mask),
        Op::UMax => it.max().unwrap_or(0),
        Op::Min => it.map(signed).min().map_or(mask >> 1, |v| v as u64),
        Op::Max => it.map(signed).max().map_or(!(mask >> 1), |v| v as u64),
        Op::Add => it.fold(0u64, u64::wrapping_add),
        Op::Sub => it.fold(0u64, u64::wrapping_sub),
        Op::And => it.fold(u64::MAX, |a, v| a & v),
        Op::Or => it.fold(0, |a, v| a | v),
        Op::Xor => it.fold(0, |a, v| a ^ v),
    };
    r & mask
}

/// `wave.reduce.<op>(value, strategy)`.
pub fn wave_reduce(ctx: &SemCtx, args: &[Arg], op: Op) -> Result<Outputs> {
    super::arity(args, 2, "wave.reduce")?;
    let vals: Option<Vec<u64>> = ctx.lanes().map(|l| args[0].get(l)).collect();
    let mut out = Lanes::all_undef();
    if let Some(vals) = vals {
        let r = reduce(op, ctx.ty.bits(), &vals);
        for l in ctx.lanes() {
            out.set(l, r);
        }
    }
    Ok(Outputs::from(Output::ret(ctx.ty, out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_unsigned_and_wrapping_forms() {
        let v = [5u64, 0xFFFF_FFFF, 3];
        assert_eq!(reduce(Op::UMin, 32, &v), 3);
        assert_eq!(reduce(Op::UMax, 32, &v), 0xFFFF_FFFF);
        assert_eq!(reduce(Op::Min, 32, &v), 0xFFFF_FFFF); // -1
        assert_eq!(reduce(Op::Max, 32, &v), 5);
        assert_eq!(reduce(Op::Add, 32, &v), 7); // 5 - 1 + 3
        assert_eq!(reduce(Op::Sub, 32, &v), (-7i32) as u32 as u64);
        assert_eq!(reduce(Op::And, 32, &v), 1);
        assert_eq!(reduce(Op::Or, 32, &v), 0xFFFF_FFFF);
        assert_eq!(reduce(Op::Xor, 32, &v), !6u32 as u64);
        assert_eq!(reduce(Op::Add, 64, &[u64::MAX, 2]), 1);
        assert_eq!(reduce(Op::Min, 64, &[1, 1 << 63]), 1 << 63);
    }
}
