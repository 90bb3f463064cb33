//! IEEE 754 operations with a chosen rounding direction (PTX `.rn .rz .rm .rp`) and PTX
//! `.ftz`, exact for binary32 and binary64.
//!
//! Each result is first written exactly as an unevaluated sum `hi + lo` of two binary64
//! numbers (`hi` the nearest binary64 value, `lo` the exact remainder, by the error-free
//! transformations TwoSum, the exact f32 product, and the fma remainder of a division or
//! square root), then rounded to the target format in the requested direction: the nearest
//! value, moved one ulp toward the direction when the exact value lies beyond it. Only the
//! sign of the remainder matters for that step, and its sign is always exact.

use crate::numerics::float::FTy;

/// The operations `program::Op::FRound` computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FRoundOp {
    Add,
    Sub,
    Mul,
    Div,
    Fma,
    Sqrt,
    Rcp,
}

/// IEEE 754 rounding direction (PTX `.rn`, `.rz`, `.rm`, `.rp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rnd {
    Nearest,
    Zero,
    Down,
    Up,
}

/// `hi + lo` exactly, with `hi` the nearest binary64 of the sum (Knuth's TwoSum).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    let err = (a - (s - bb)) + (b - bb);
    (s, if s.is_finite() { err } else { 0.0 })
}

/// The exact value of `op(args)` as `hi + lo` for binary32 operands (binary64 holds every
/// product of two binary32 values exactly).
fn exact32(op: FRoundOp, a: f64, b: f64, c: f64) -> (f64, f64) {
    match op {
        FRoundOp::Add => two_sum(a, b),
        FRoundOp::Sub => two_sum(a, -b),
        FRoundOp::Mul => (a * b, 0.0),
        FRoundOp::Fma => two_sum(a * b, c),
        FRoundOp::Div => quotient(a, b),
        FRoundOp::Rcp => quotient(1.0, a),
        FRoundOp::Sqrt => root(a),
    }
}

/// `a / b` as the nearest binary64 and the sign of the remainder (`a - q·b` is exact in an
/// fma when `q` is the rounded quotient).
fn quotient(a: f64, b: f64) -> (f64, f64) {
    let q = a / b;
    if !q.is_finite() || q == 0.0 {
        return (q, 0.0);
    }
    let r = (-q).mul_add(b, a);
    (q, if r == 0.0 { 0.0 } else { r.signum() * b.signum() * f64::MIN_POSITIVE })
}

fn root(a: f64) -> (f64, f64) {
    let q = a.sqrt();
    if !q.is_finite() || q == 0.0 {
        return (q, 0.0);
    }
    let r = (-q).mul_add(q, a);
    (q, if r == 0.0 { 0.0 } else { r.signum() * f64::MIN_POSITIVE })
}

fn next_up32(x: f32) -> f32 {
    if x.is_nan() || x == f32::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f32::from_bits(1);
    }
    let b = x.to_bits();
    f32::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

fn next_down32(x: f32) -> f32 {
    -next_up32(-x)
}

fn next_up64(x: f64) -> f64 {
    if x.is_nan() || x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return f64::from_bits(1);
    }
    let b = x.to_bits();
    f64::from_bits(if x > 0.0 { b + 1 } else { b - 1 })
}

fn next_down64(x: f64) -> f64 {
    -next_up64(-x)
}

/// Move the nearest value `f` one ulp in direction `rnd` when the exact value differs from it
/// by `d` (only its sign is used).
fn direct<T: Copy + PartialOrd + Default>(f: T, d: f64, rnd: Rnd, up: fn(T) -> T, down: fn(T) -> T) -> T {
    let zero = T::default();
    match rnd {
        Rnd::Nearest => f,
        Rnd::Down if d < 0.0 => down(f),
        Rnd::Up if d > 0.0 => up(f),
        Rnd::Zero if f > zero && d < 0.0 => down(f),
        Rnd::Zero if f < zero && d > 0.0 => up(f),
        _ => f,
    }
}

/// Sign of an exact zero sum (IEEE 754 §6.3): `-0` when rounding down, unless both addends
/// are `+0`; the addends' common sign when they agree.
fn zero_sign(op: FRoundOp, a: f64, b: f64, c: f64, rnd: Rnd) -> Option<bool> {
    let (x, y) = match op {
        FRoundOp::Add => (a, b),
        FRoundOp::Sub => (a, -b),
        FRoundOp::Fma => (a * b, c),
        _ => return None,
    };
    if x + y != 0.0 || x.is_nan() || y.is_nan() {
        return None;
    }
    if x == 0.0 && y == 0.0 && x.is_sign_negative() == y.is_sign_negative() {
        return Some(x.is_sign_negative());
    }
    Some(rnd == Rnd::Down)
}

fn flush32(x: f32) -> f32 {
    if x.is_subnormal() {
        f32::from_bits(x.to_bits() & 0x8000_0000)
    } else {
        x
    }
}

/// `op` on binary32 operands, rounded in direction `rnd`; `ftz` flushes subnormal inputs and
/// results to zeros of the same sign.
pub fn f32_op(op: FRoundOp, rnd: Rnd, ftz: bool, args: &[u32]) -> u32 {
    let get = |i: usize| {
        let x = f32::from_bits(args.get(i).copied().unwrap_or(0));
        if ftz {
            flush32(x)
        } else {
            x
        }
    };
    let (a, b, c) = (get(0) as f64, get(1) as f64, get(2) as f64);
    let (hi, lo) = exact32(op, a, b, c);
    // to nearest: round the exact sum to odd in binary64 first, so that a binary64 `hi` on a
    // binary32 midpoint with a nonzero `lo` is not taken for a tie (53 >= 24 + 2 bits)
    let (hi, lo) = if rnd == Rnd::Nearest { (crate::numerics::float::odd_toward(hi, lo), 0.0) } else { (hi, lo) };
    let r = if hi.is_nan() {
        f32::from_bits(0x7fff_ffff)
    } else if let (0.0, Some(neg)) = (hi, zero_sign(op, a, b, c, rnd)) {
        if neg {
            -0.0
        } else {
            0.0
        }
    } else {
        let f = hi as f32;
        if f.is_infinite() && hi.is_finite() {
            // past the largest finite value: directions toward zero stop at it
            let max = f32::MAX.copysign(f);
            match rnd {
                Rnd::Zero => max,
                Rnd::Down if f > 0.0 => max,
                Rnd::Up if f < 0.0 => max,
                _ => f,
            }
        } else {
            let d = (hi - f as f64) + lo;
            direct(f, d, rnd, next_up32, next_down32)
        }
    };
    (if ftz { flush32(r) } else { r }).to_bits()
}

/// `op` on binary64 operands in direction `rnd` (`fma` in a direction other than to-nearest,
/// whose exact remainder needs more than two binary64 numbers: `exact_round::fma_f64`).
pub fn f64_op(op: FRoundOp, rnd: Rnd, args: &[u64]) -> Option<u64> {
    let get = |i: usize| f64::from_bits(args.get(i).copied().unwrap_or(0));
    let (a, b, c) = (get(0), get(1), get(2));
    let (hi, lo) = match op {
        FRoundOp::Add => two_sum(a, b),
        FRoundOp::Sub => two_sum(a, -b),
        FRoundOp::Mul => {
            let p = a * b;
            (p, if p.is_finite() { a.mul_add(b, -p) } else { 0.0 })
        }
        FRoundOp::Fma if rnd == Rnd::Nearest => (a.mul_add(b, c), 0.0),
        FRoundOp::Fma => return Some(crate::numerics::exact_round::fma_f64(a, b, c, rnd)),
        FRoundOp::Div => quotient(a, b),
        FRoundOp::Rcp => quotient(1.0, a),
        FRoundOp::Sqrt => root(a),
    };
    if hi.is_nan() {
        return Some(0x7fff_ffff_ffff_ffff);
    }
    if hi == 0.0 {
        if let Some(neg) = zero_sign(op, a, b, c, rnd) {
            return Some(if neg { (-0.0f64).to_bits() } else { 0 });
        }
    }
    if hi.is_infinite() {
        // overflow: the exact value is finite when every operand is
        let finite = [a, b, c]
            .iter()
            .take(match op {
                FRoundOp::Sqrt | FRoundOp::Rcp => 1,
                FRoundOp::Fma => 3,
                _ => 2,
            })
            .all(|x| x.is_finite())
            && !(matches!(op, FRoundOp::Div | FRoundOp::Rcp) && (if op == FRoundOp::Rcp { a } else { b }) == 0.0);
        if finite {
            let max = f64::MAX.copysign(hi);
            return Some(
                match rnd {
                    Rnd::Zero => max,
                    Rnd::Down if hi > 0.0 => max,
                    Rnd::Up if hi < 0.0 => max,
                    _ => hi,
                }
                .to_bits(),
            );
        }
        return Some(hi.to_bits());
    }
    Some(direct(hi, lo, rnd, next_up64, next_down64).to_bits())
}

/// Dispatch on the format: the result bits, or `None` when the combination has no exact
/// implementation here.
pub fn eval(op: FRoundOp, rnd: Rnd, ftz: bool, ty: FTy, args: &[u64]) -> Option<u64> {
    match ty {
        FTy::F32 => {
            let a: Vec<u32> = args.iter().map(|&x| x as u32).collect();
            Some(f32_op(op, rnd, ftz, &a) as u64)
        }
        FTy::F64 if !ftz => f64_op(op, rnd, args),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r32(op: FRoundOp, rnd: Rnd, a: &[f32]) -> f32 {
        let v: Vec<u32> = a.iter().map(|x| x.to_bits()).collect();
        f32::from_bits(f32_op(op, rnd, false, &v))
    }

    #[test]
    fn directions_bracket_an_inexact_sum() {
        // 1 + 2^-30 is not a binary32: nearest and down give 1, up gives 1 + 2^-23
        let tiny = 2f32.powi(-30);
        assert_eq!(r32(FRoundOp::Add, Rnd::Nearest, &[1.0, tiny]), 1.0);
        assert_eq!(r32(FRoundOp::Add, Rnd::Down, &[1.0, tiny]), 1.0);
        assert_eq!(r32(FRoundOp::Add, Rnd::Up, &[1.0, tiny]), 1.0 + f32::EPSILON);
        assert_eq!(r32(FRoundOp::Add, Rnd::Zero, &[-1.0, -tiny]), -1.0);
        assert_eq!(r32(FRoundOp::Add, Rnd::Down, &[-1.0, -tiny]), -1.0 - f32::EPSILON);
        // the remainder below the binary64 sum still decides: 2^40 + 2^-40 rounds up to next
        let big = 2f32.powi(40);
        let small = 2f32.powi(-40);
        assert_eq!(r32(FRoundOp::Add, Rnd::Up, &[big, small]), next_up32(big));
    }

    #[test]
    fn division_and_root_directions() {
        // 1/3: down and up differ by one ulp and bracket the value
        let d = r32(FRoundOp::Div, Rnd::Down, &[1.0, 3.0]);
        let u = r32(FRoundOp::Div, Rnd::Up, &[1.0, 3.0]);
        assert_eq!(next_up32(d), u);
        assert!((d as f64) < 1.0 / 3.0 && (u as f64) > 1.0 / 3.0);
        // exact quotients do not move
        assert_eq!(r32(FRoundOp::Div, Rnd::Up, &[1.0, 4.0]), 0.25);
        assert_eq!(r32(FRoundOp::Sqrt, Rnd::Down, &[2.0]), next_down32(2f32.sqrt()).max(r32(FRoundOp::Sqrt, Rnd::Zero, &[2.0])));
        assert_eq!(r32(FRoundOp::Sqrt, Rnd::Up, &[4.0]), 2.0);
    }

    #[test]
    fn zero_signs_and_overflow() {
        assert!(r32(FRoundOp::Sub, Rnd::Down, &[1.0, 1.0]).is_sign_negative());
        assert!(r32(FRoundOp::Sub, Rnd::Up, &[1.0, 1.0]).is_sign_positive());
        assert_eq!(r32(FRoundOp::Mul, Rnd::Zero, &[f32::MAX, 2.0]), f32::MAX);
        assert_eq!(r32(FRoundOp::Mul, Rnd::Up, &[f32::MAX, 2.0]), f32::INFINITY);
        // fma.rm as libdevice's expf uses it: the product's low bits decide
        let x = r32(FRoundOp::Fma, Rnd::Down, &[1.0 + f32::EPSILON, 1.0 + f32::EPSILON, -1.0]);
        assert_eq!(x, 2.0 * f32::EPSILON);
    }

    #[test]
    fn nearest_fma_is_not_fooled_by_a_binary64_tie() {
        // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24: the midpoint of two binary32 values (the lower,
        // 1 + 2^-11, is even); the addend 2^-100 puts the exact value above it, -2^-100 below
        let a = 1.0 + 2f32.powi(-12);
        let tiny = 2f32.powi(-100);
        assert_eq!(r32(FRoundOp::Fma, Rnd::Nearest, &[a, a, tiny]), 1.0 + 2f32.powi(-11) + f32::EPSILON);
        assert_eq!(r32(FRoundOp::Fma, Rnd::Nearest, &[a, a, -tiny]), 1.0 + 2f32.powi(-11));
        assert_eq!(r32(FRoundOp::Fma, Rnd::Nearest, &[a, a, 0.0]), 1.0 + 2f32.powi(-11));
    }

    #[test]
    fn binary64_directions() {
        let third_dn = f64::from_bits(f64_op(FRoundOp::Div, Rnd::Down, &[1f64.to_bits(), 3f64.to_bits()]).unwrap());
        let third_up = f64::from_bits(f64_op(FRoundOp::Div, Rnd::Up, &[1f64.to_bits(), 3f64.to_bits()]).unwrap());
        assert_eq!(next_up64(third_dn), third_up);
        // a directed fma: (1 + 2^-30)^2 - 2^-29 = 1 + 2^-60, up gives 1 + 2^-52
        let a = (1.0 + 2f64.powi(-30)).to_bits();
        let c = (-(2f64.powi(-29))).to_bits();
        assert_eq!(f64_op(FRoundOp::Fma, Rnd::Up, &[a, a, c]), Some((1.0 + f64::EPSILON).to_bits()));
    }
}
