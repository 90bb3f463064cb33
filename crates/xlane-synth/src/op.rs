//! The combine operators of `reduce OP` and `scan OP`, read through the element type:
//! `min`/`max` are signed or unsigned (or IEEE `fmin`/`fmax`) as the type says.

use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::ElemTy;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    Add,
    Min,
    Max,
    And,
    Or,
    Xor,
}

impl Op {
    pub fn parse(w: Option<&str>) -> Result<Op> {
        Ok(match w {
            Some("add") => Op::Add,
            Some("min") => Op::Min,
            Some("max") => Op::Max,
            Some("and") => Op::And,
            Some("or") => Op::Or,
            Some("xor") => Op::Xor,
            other => return Err(Diag::new(DiagKind::Malformed, format!("unknown operator `{}`", other.unwrap_or(""))).with_help("OP is one of add min max and or xor")),
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Min => "min",
            Op::Max => "max",
            Op::And => "and",
            Op::Or => "or",
            Op::Xor => "xor",
        }
    }

    /// `x op x == x`: a lane may count twice, so contributor *sets* suffice.
    pub fn idempotent(self) -> bool {
        matches!(self, Op::Min | Op::Max | Op::And | Op::Or)
    }

    /// Can the type take this operator? Bitwise operators need integers.
    pub fn check_type(self, ty: ElemTy) -> Result<()> {
        let ok = match ty {
            ElemTy::I32 | ElemTy::U32 | ElemTy::I64 | ElemTy::U64 => true,
            ElemTy::F32 | ElemTy::F64 => matches!(self, Op::Add | Op::Min | Op::Max),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Diag::new(DiagKind::Type, format!("`{}` on {} is not supported", self.name(), ty.name())).with_help("types: i32 u32 i64 u64 (every OP), f32 f64 (add min max)"))
        }
    }

    /// The identity's bits in type `ty` (what a lane without a contribution must hold).
    pub fn identity(self, ty: ElemTy) -> u64 {
        let bits = ty.bits();
        let all = ty.mask();
        match (self, ty.is_float(), ty.is_signed()) {
            (Op::Add | Op::Or | Op::Xor, false, _) => 0,
            (Op::And, _, _) => all,
            (Op::Min, false, false) => all,
            (Op::Max, false, false) => 0,
            (Op::Min, false, true) => all >> 1,
            (Op::Max, false, true) => 1 << (bits - 1),
            // IEEE: x + (-0.0) == x for every x (+0.0 would turn -0.0 into +0.0).
            (Op::Add, true, _) => 1 << (bits - 1),
            (Op::Min, true, _) => {
                if bits == 32 {
                    0x7F80_0000
                } else {
                    0x7FF0_0000_0000_0000
                }
            }
            (Op::Max, true, _) => {
                if bits == 32 {
                    0xFF80_0000
                } else {
                    0xFFF0_0000_0000_0000
                }
            }
            _ => 0,
        }
    }

    /// Apply on raw bits (the host reference of the tests and the float order check).
    pub fn apply(self, ty: ElemTy, a: u64, b: u64) -> u64 {
        let m = ty.mask();
        if ty.is_float() {
            let f = |x: u64| if ty.bits() == 32 { f32::from_bits(x as u32) as f64 } else { f64::from_bits(x) };
            let back = |x: f64| if ty.bits() == 32 { (x as f32).to_bits() as u64 } else { x.to_bits() };
            let (x, y) = (f(a), f(b));
            return match self {
                Op::Add if ty.bits() == 32 => (f32::from_bits(a as u32) + f32::from_bits(b as u32)).to_bits() as u64,
                Op::Add => back(x + y),
                Op::Min => back(x.min(y)),
                _ => back(x.max(y)),
            };
        }
        let (sa, sb) = (ty.to_i64(a), ty.to_i64(b));
        let r = match self {
            Op::Add => a.wrapping_add(b),
            Op::And => a & b,
            Op::Or => a | b,
            Op::Xor => a ^ b,
            Op::Min if ty.is_signed() => sa.min(sb) as u64,
            Op::Max if ty.is_signed() => sa.max(sb) as u64,
            Op::Min => a.min(b),
            Op::Max => a.max(b),
        };
        r & m
    }

    /// The combine as a C expression on `a` and `b` (HIP and CUDA alike).
    pub fn c_expr(self, ty: ElemTy, a: &str, b: &str) -> String {
        match (self, ty.is_float(), ty.bits()) {
            (Op::Add, true, _) => format!("{a} + {b}"),
            // Unsigned: a signed overflow would be undefined behaviour in C (clang adds nsw).
            (Op::Add, false, 64) => format!("({})((unsigned long long){a} + (unsigned long long){b})", ty.c_name().unwrap_or("unsigned")),
            (Op::Add, false, _) => format!("({})((unsigned){a} + (unsigned){b})", ty.c_name().unwrap_or("unsigned")),
            (Op::And, ..) => format!("{a} & {b}"),
            (Op::Or, ..) => format!("{a} | {b}"),
            (Op::Xor, ..) => format!("{a} ^ {b}"),
            (Op::Min, true, 32) => format!("__builtin_fminf({a}, {b})"),
            (Op::Max, true, 32) => format!("__builtin_fmaxf({a}, {b})"),
            (Op::Min, true, _) => format!("__builtin_fmin({a}, {b})"),
            (Op::Max, true, _) => format!("__builtin_fmax({a}, {b})"),
            (Op::Min, ..) => format!("({b} < {a} ? {b} : {a})"),
            (Op::Max, ..) => format!("({b} > {a} ? {b} : {a})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_leave_values_alone() {
        let tys = [ElemTy::I32, ElemTy::U32, ElemTy::I64, ElemTy::U64, ElemTy::F32, ElemTy::F64];
        let samples = [0u64, 1, 0x8000_0000, 0xFFFF_FFFF, 0x3F80_0000, 0xBF80_0000, 0x8000_0000_0000_0000, 0x7FFF_FFFF_FFFF_FFFF];
        for ty in tys {
            for op in [Op::Add, Op::Min, Op::Max, Op::And, Op::Or, Op::Xor] {
                if op.check_type(ty).is_err() {
                    continue;
                }
                for &s in &samples {
                    let s = s & ty.mask();
                    // minNum/maxNum drop a NaN operand: no identity exists for NaN inputs.
                    let nan = ty.is_float() && if ty.bits() == 32 { f32::from_bits(s as u32).is_nan() } else { f64::from_bits(s).is_nan() };
                    if nan {
                        continue;
                    }
                    assert_eq!(op.apply(ty, s, op.identity(ty)), s, "{op:?} {ty:?} {s:#x}");
                }
            }
        }
    }
}
