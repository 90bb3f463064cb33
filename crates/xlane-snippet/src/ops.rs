//! C operators on one lane's raw bits. Where C leaves a result undefined (signed overflow,
//! division by zero, out-of-range shift counts: C11 6.5p5, 6.5.5p5, 6.5.7p3) the result is
//! `None`, which the interpreter records as an undefined lane rather than guessing.

use super::ast::{BinOp, UnOp};
use super::ctype::{CType, Num};

/// An arithmetic or bitwise operation on two operands already converted to `ty`.
pub fn arith(op: BinOp, ty: CType, x: u64, y: u64) -> Option<u64> {
    match (ty.read(x), ty.read(y)) {
        (Num::Int(_), Num::Int(_)) if !ty.elem().is_signed() => {
            // Unsigned arithmetic wraps (C11 6.2.5p9).
            let r = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::Div | BinOp::Rem if y == 0 => return None,
                BinOp::Div => x / y,
                BinOp::Rem => x % y,
                BinOp::And => x & y,
                BinOp::Or => x | y,
                BinOp::Xor => x ^ y,
                _ => unreachable!("not an arithmetic operator: {op:?}"),
            };
            Some(ty.elem().truncate(r))
        }
        (Num::Int(a), Num::Int(b)) => {
            let r = match op {
                BinOp::Add => a + b,
                BinOp::Sub => a - b,
                BinOp::Mul => a * b,
                // Rust's `/` and `%` truncate toward zero, as C11 6.5.5p6 requires.
                BinOp::Div | BinOp::Rem if b == 0 => return None,
                BinOp::Div => a / b,
                // a % b is undefined where a / b overflows (C11 6.5.5p6): INT_MIN % -1.
                BinOp::Rem if a / b >= 1i128 << (ty.bits() - 1) => return None,
                BinOp::Rem => a % b,
                BinOp::And => return Some(ty.elem().truncate(x & y)),
                BinOp::Or => return Some(ty.elem().truncate(x | y)),
                BinOp::Xor => return Some(ty.elem().truncate(x ^ y)),
                _ => unreachable!("not an arithmetic operator: {op:?}"),
            };
            // Signed overflow is undefined (C11 6.5p5), INT_MIN / -1 included.
            let half = 1i128 << (ty.bits() - 1);
            (-half..half).contains(&r).then(|| ty.elem().truncate(r as u64))
        }
        (Num::Float(a), Num::Float(b)) => {
            // f64 holds every f32/f16 operand, and one rounding of the exact result from f64
            // to the narrower format equals the direct IEEE operation for + - * / (f64 has
            // more than 2p+2 bits for p = 24, 11, 8).
            let r = match op {
                BinOp::Add => a + b,
                BinOp::Sub => a - b,
                BinOp::Mul => a * b,
                BinOp::Div => a / b,
                _ => unreachable!("checked by the caller"),
            };
            // A NaN result's bits are the hardware's choice (NVIDIA returns the canonical
            // 0x7fffffff, AMD may propagate an input payload; IEEE 754 §6.2.3 leaves it
            // open), so the lane is reported undefined rather than given the host's bits.
            if r.is_nan() {
                return None;
            }
            ty.write(Num::Float(r))
        }
        _ => unreachable!("operands share one type"),
    }
}

/// Why C leaves `x op y` undefined in a lane where [`arith`] or [`shift`] gave `None`.
pub fn undefined_because(op: BinOp, ty: CType, y: u64) -> &'static str {
    match op {
        _ if ty.is_float() => "the result is NaN, whose bits are the hardware's choice",
        BinOp::Div | BinOp::Rem if y == 0 => "division by zero (C11 6.5.5p5)",
        BinOp::Div | BinOp::Rem => "the quotient overflows (INT_MIN / -1, C11 6.5.5p6)",
        BinOp::Shl | BinOp::Shr => "a shift count outside 0..width, or a signed left shift that overflows (C11 6.5.7)",
        _ => "signed overflow (C11 6.5p5)",
    }
}

/// A comparison of two operands converted to their common type.
pub fn compare(op: BinOp, ty: CType, x: u64, y: u64) -> bool {
    let ord = match (ty.read(x), ty.read(y)) {
        (Num::Int(a), Num::Int(b)) => a.partial_cmp(&b),
        (Num::Float(a), Num::Float(b)) => a.partial_cmp(&b),
        _ => unreachable!("operands share one type"),
    };
    use std::cmp::Ordering::*;
    match op {
        BinOp::Lt => ord == Some(Less),
        BinOp::Le => matches!(ord, Some(Less | Equal)),
        BinOp::Gt => ord == Some(Greater),
        BinOp::Ge => matches!(ord, Some(Greater | Equal)),
        BinOp::Eq => ord == Some(Equal),
        BinOp::Ne => ord != Some(Equal),
        _ => unreachable!("not a comparison: {op:?}"),
    }
}

/// `x << n` / `x >> n` with `x` already promoted. A count outside 0..width is undefined, as
/// is shifting a negative value left or shifting a one into or past the sign bit (C11
/// 6.5.7p4); `>>` of a negative value is arithmetic (implementation-defined; clang).
pub fn shift(op: BinOp, ty: CType, x: u64, n: i128) -> Option<u64> {
    let bits = ty.bits();
    if n < 0 || n >= bits as i128 {
        return None;
    }
    let n = n as u32;
    let e = ty.elem();
    match op {
        BinOp::Shl => {
            if e.is_signed() {
                let v = e.to_i64(x) as i128;
                let r = v.checked_shl(n)?;
                (v >= 0 && r < 1i128 << (bits - 1)).then(|| e.truncate(r as u64))
            } else {
                Some(e.truncate(x << n))
            }
        }
        _ => Some(if e.is_signed() { e.truncate((e.to_i64(x) >> n) as u64) } else { e.truncate(x) >> n }),
    }
}

/// A unary operator on an operand already promoted to `ty`.
pub fn unary(op: UnOp, ty: CType, x: u64) -> Option<u64> {
    match (op, ty.read(x)) {
        (UnOp::Plus, _) => Some(x),
        (UnOp::Neg, Num::Int(a)) => arith(BinOp::Sub, ty, 0, ty.write(Num::Int(a))?),
        // Negating a float flips its sign bit, NaN payload included.
        (UnOp::Neg, Num::Float(_)) => Some(x ^ (1u64 << (ty.bits() - 1))),
        (UnOp::BitNot, Num::Int(_)) => Some(ty.elem().truncate(!x)),
        (UnOp::Not, n) => Some(match n {
            Num::Int(a) => (a == 0) as u64,
            Num::Float(f) => (f == 0.0) as u64,
        }),
        (UnOp::BitNot, Num::Float(_)) => unreachable!("checked by the caller"),
    }
}

/// Whether a value is true in a condition (C11 6.8.4.1: compares unequal to 0).
pub fn truthy(ty: CType, x: u64) -> bool {
    match ty.read(x) {
        Num::Int(a) => a != 0,
        Num::Float(f) => f != 0.0,
    }
}
