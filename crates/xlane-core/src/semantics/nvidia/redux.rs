//! `redux.sync` (PTX ISA "redux.sync"; CUDA Programming Guide, Warp Reduce Functions).
//!
//! Integer: `.add` wraps to 32 bits ("result is truncated to 32 bits"); `.min/.max` are
//! signed (`.s32`) or unsigned (`.u32`); `.and/.or/.xor` are bitwise. H200: 32 × 0x7FFFFFFF
//! sums to 0xFFFFFFE0 (notes §5.4).
//!
//! Float (`.f32`, sm_100a): "+0.0 > -0.0"; `.abs` reduces |x|; with `.NaN` the result is the
//! canonical NaN when any input is NaN, without it NaN inputs are skipped and the result is the
//! canonical NaN only when all inputs are NaN. The canonical single-precision NaN of NVIDIA
//! GPUs is 0x7FFFFFFF (CUDA Programming Guide, floating-point standard appendix: "the bit
//! pattern is 0x7fffffff"). No sm_100 hardware was available to confirm (notes §16 q5).

use super::member;
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::{ElemTy, MAX_LANES};

/// The canonical f32 NaN of NVIDIA GPUs.
pub const CANONICAL_NAN_F32: u32 = 0x7FFF_FFFF;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Add,
    /// Signed minimum (`.min.s32`).
    Min,
    /// Signed maximum (`.max.s32`).
    Max,
    /// Unsigned minimum (`.min.u32`).
    UMin,
    /// Unsigned maximum (`.max.u32`).
    UMax,
    And,
    Or,
    Xor,
    /// `.min{.abs}{.NaN}.f32` / `.max…`.
    Float {
        max: bool,
        abs: bool,
        nan: bool,
    },
}

impl Op {
    /// The CUDA generic form: `min`/`max` follow the signedness of `T`.
    pub fn for_type(self, ty: ElemTy) -> Op {
        match (self, ty.is_signed()) {
            (Op::Min | Op::UMin, true) => Op::Min,
            (Op::Min | Op::UMin, false) => Op::UMin,
            (Op::Max | Op::UMax, true) => Op::Max,
            (Op::Max | Op::UMax, false) => Op::UMax,
            (op, _) => op,
        }
    }
}

/// Reduce 32-bit values.
pub fn reduce(op: Op, vals: &[u32]) -> u32 {
    let it = vals.iter().copied();
    match op {
        Op::Add => it.fold(0u32, u32::wrapping_add),
        Op::Min => it.map(|v| v as i32).min().unwrap_or(i32::MAX) as u32,
        Op::Max => it.map(|v| v as i32).max().unwrap_or(i32::MIN) as u32,
        Op::UMin => it.min().unwrap_or(u32::MAX),
        Op::UMax => it.max().unwrap_or(0),
        Op::And => it.fold(u32::MAX, |a, v| a & v),
        Op::Or => it.fold(0, |a, v| a | v),
        Op::Xor => it.fold(0, |a, v| a ^ v),
        Op::Float { max, abs, nan } => reduce_f32(vals, max, abs, nan),
    }
}

fn is_nan(bits: u32) -> bool {
    bits & 0x7FFF_FFFF > 0x7F80_0000
}

/// Total order key on non-NaN f32 bits in which -0.0 < +0.0.
fn order_key(bits: u32) -> i64 {
    if bits >> 31 == 1 {
        -((bits & 0x7FFF_FFFF) as i64) - 1
    } else {
        bits as i64
    }
}

fn reduce_f32(vals: &[u32], max: bool, abs: bool, nan: bool) -> u32 {
    let vals: Vec<u32> = vals.iter().map(|&v| if abs { v & 0x7FFF_FFFF } else { v }).collect();
    if nan && vals.iter().any(|&v| is_nan(v)) {
        return CANONICAL_NAN_F32;
    }
    let numbers = vals.iter().copied().filter(|&v| !is_nan(v));
    let best = if max { numbers.max_by_key(|&v| order_key(v)) } else { numbers.min_by_key(|&v| order_key(v)) };
    best.unwrap_or(CANONICAL_NAN_F32)
}

/// `redux.sync` with the mask at operand `mask_at` and the value at the other one.
pub fn redux(ctx: &SemCtx, args: &[Arg], op: Op, mask_at: usize, ret: ElemTy) -> Result<Outputs> {
    let (mask, value) = (&args[mask_at], &args[1 - mask_at]);
    let mut buf = [0u64; MAX_LANES];
    let mut vals = [0u32; MAX_LANES];
    let lanes = member::per_group(ctx, &member::groups(ctx, mask), |group| {
        let wide = member::values_into(value, group, &mut buf).ok()?;
        for (v, &w) in vals.iter_mut().zip(wide) {
            *v = w as u32;
        }
        Some(ret.truncate(reduce(op, &vals[..wide.len()]) as u64))
    });
    Ok(Outputs::from(Output::ret(ret, lanes)))
}

#[cfg(test)]
mod tests {
    use super::*;
    const F: fn(bool, bool, bool) -> Op = |max, abs, nan| Op::Float { max, abs, nan };

    #[test]
    fn integer_examples_from_h200_notes() {
        assert_eq!(reduce(Op::Add, &[0x7FFF_FFFF; 32]), 0xFFFF_FFE0);
        let v: Vec<u32> = (0..32).map(|l: i32| (l - 16) as u32).collect();
        assert_eq!(reduce(Op::Min, &v), (-16i32) as u32);
        assert_eq!(reduce(Op::UMin, &v), 0);
        assert_eq!(reduce(Op::UMax, &v), 0xFFFF_FFFF);
    }

    #[test]
    fn float_signed_zero_and_nan() {
        let (pz, nz, one, qnan) = (0x0000_0000, 0x8000_0000, 0x3F80_0000, 0x7FC0_0001);
        assert_eq!(reduce(F(false, false, false), &[pz, nz]), nz); // +0 > -0
        assert_eq!(reduce(F(true, false, false), &[nz, pz]), pz);
        assert_eq!(reduce(F(false, false, false), &[qnan, one]), one); // NaN skipped
        assert_eq!(reduce(F(false, false, true), &[qnan, one]), CANONICAL_NAN_F32);
        assert_eq!(reduce(F(true, false, false), &[qnan, qnan]), CANONICAL_NAN_F32);
        assert_eq!(reduce(F(false, true, false), &[0xBF80_0000, 0x4000_0000]), one); // |-1| < 2
        assert_eq!(reduce(F(true, true, false), &[nz]), pz);
    }
}
