//! Float operations on raw lane bits, exact per IEEE 754 / LangRef, for every format.

use super::*;

#[inline]
pub(super) fn f2(ty: FTy, a: u64, b: u64, f32op: impl Fn(f32, f32) -> f32, f64op: impl Fn(f64, f64) -> f64) -> u64 {
    match ty {
        FTy::F32 => f32op(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u64,
        FTy::F64 => f64op(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        FTy::F16 => f32_to_f16(f32op(f16_to_f32(a as u16), f16_to_f32(b as u16))) as u64,
        FTy::BF16 => f32_to_bf16(f32op(bf16_to_f32(a as u16), bf16_to_f32(b as u16))) as u64,
    }
}

pub(super) fn to_f64(ty: FTy, a: u64) -> f64 {
    match ty {
        FTy::F32 => f32::from_bits(a as u32) as f64,
        FTy::F64 => f64::from_bits(a),
        FTy::F16 => f16_to_f32(a as u16) as f64,
        FTy::BF16 => bf16_to_f32(a as u16) as f64,
    }
}

pub(super) fn from_f64(ty: FTy, v: f64) -> u64 {
    match ty {
        FTy::F32 => (v as f32).to_bits() as u64,
        FTy::F64 => v.to_bits(),
        FTy::F16 => f64_to_f16(v) as u64,
        FTy::BF16 => f64_to_bf16(v) as u64,
    }
}

/// IEEE-754 2019 minimumNumber/maximumNumber ordering with -0 < +0 (LangRef minnum/maxnum:
/// a NaN operand yields the other operand).
pub(super) fn fminmax(ty: FTy, a: u64, b: u64, max: bool, nan_prop: bool) -> u64 {
    let (x, y) = (to_f64(ty, a), to_f64(ty, b));
    if x.is_nan() || y.is_nan() {
        if nan_prop {
            return if x.is_nan() { quiet(ty, a) } else { quiet(ty, b) };
        }
        return if x.is_nan() {
            if y.is_nan() {
                quiet(ty, a)
            } else {
                b
            }
        } else {
            a
        };
    }
    let pick_a = if x == y {
        let (na, nb) = (x.is_sign_negative(), y.is_sign_negative());
        if max {
            !na || nb
        } else {
            na || !nb
        }
    } else if max {
        x > y
    } else {
        x < y
    };
    if pick_a {
        a
    } else {
        b
    }
}

pub(super) fn quiet(ty: FTy, a: u64) -> u64 {
    match ty {
        FTy::F32 => a | 0x40_0000,
        FTy::F64 => a | 1 << 51,
        FTy::F16 => a | 0x200,
        FTy::BF16 => a | 0x40,
    }
}

/// The LangRef `llvm.is.fpclass` class bit of a value: 0 sNaN, 1 qNaN, 2 -inf, 3 -normal,
/// 4 -subnormal, 5 -0, 6 +0, 7 +subnormal, 8 +normal, 9 +inf.
pub(super) fn float_class(ty: FTy, x: u64) -> u64 {
    let (eb, mb) = match ty {
        FTy::F16 => (5, 10),
        FTy::BF16 => (8, 7),
        FTy::F32 => (8, 23),
        FTy::F64 => (11, 52),
    };
    let neg = x >> (eb + mb) & 1 != 0;
    let e = (x >> mb) & mask(eb);
    let m = x & mask(mb);
    let bit = if e == mask(eb) {
        if m == 0 {
            if neg {
                2
            } else {
                9
            }
        } else if m >> (mb - 1) & 1 != 0 {
            1
        } else {
            0
        }
    } else if e == 0 {
        match (m == 0, neg) {
            (true, true) => 5,
            (true, false) => 6,
            (false, true) => 4,
            (false, false) => 7,
        }
    } else if neg {
        3
    } else {
        8
    };
    1 << bit
}

/// `x * 2^n` with one rounding: exact in f64 for the narrower formats (their results fit),
/// and split into steps that are exact for f64 itself.
pub(super) fn ldexp(ty: FTy, x: u64, n: i32) -> u64 {
    if ty == FTy::F64 {
        let mut v = f64::from_bits(x);
        let mut k = n;
        // scale in steps that cannot overflow an intermediate needlessly; the last one rounds
        while k > 1000 {
            v *= 2f64.powi(1000);
            k -= 1000;
        }
        while k < -1000 {
            v *= 2f64.powi(-1000);
            k += 1000;
            if v == 0.0 {
                break;
            }
        }
        return (v * 2f64.powi(k)).to_bits();
    }
    let v = to_f64(ty, x);
    if v.is_nan() {
        return quiet(ty, x);
    }
    from_f64(ty, v * 2f64.powi(n.clamp(-400, 400)))
}

/// LangRef `llvm.frexp`: mantissa in [0.5, 1) with the sign of x, and the exponent; zero,
/// infinities and NaN give themselves and exponent 0.
pub(super) fn frexp(ty: FTy, x: u64) -> (u64, i32) {
    let v = to_f64(ty, x);
    if v == 0.0 || !v.is_finite() {
        return (if v.is_nan() { quiet(ty, x) } else { x }, 0);
    }
    let bits = v.to_bits();
    let (mut e, mut m) = (((bits >> 52) & 0x7ff) as i32, v);
    if e == 0 {
        m *= 2f64.powi(64);
        e = (((m.to_bits() >> 52) & 0x7ff) as i32) - 64;
    }
    let exp = e - 1022;
    let mant = f64::from_bits((m.to_bits() & !(0x7ff << 52)) | (1022u64 << 52));
    (from_f64(ty, mant), exp)
}

pub(super) fn nan_convert(f: FTy, t: FTy, x: u64) -> u64 {
    // Keep the sign and the top payload bits, quieted (IEEE 754 conversion of a NaN).
    let (sign, payload_top) = match f {
        FTy::F64 => (x >> 63, (x >> 29) & 0x3f_ffff),
        FTy::F32 => (x >> 31 & 1, x & 0x3f_ffff),
        FTy::F16 => (x >> 15 & 1, (x & 0x1ff) << 13),
        FTy::BF16 => (x >> 15 & 1, (x & 0x3f) << 16),
    };
    match t {
        FTy::F64 => sign << 63 | 0x7ff8_0000_0000_0000 | payload_top << 29,
        FTy::F32 => sign << 31 | 0x7fc0_0000 | payload_top,
        FTy::F16 => sign << 15 | 0x7e00 | (payload_top >> 13),
        FTy::BF16 => sign << 15 | 0x7fc0 | (payload_top >> 16),
    }
}

/// `dst = a op b` on every lane.
pub(super) fn fbin(regs: &mut Regs, op: FOp, ty: FTy, dst: Slot, a: Slot, b: Slot, exec: u64) {
    let (av, bv) = (regs.get(a), regs.get(b));
    let mut r = [0u64; L];
    match op {
        FOp::Add => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x + y, |x, y| x + y)),
        FOp::Sub => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x - y, |x, y| x - y)),
        FOp::Mul => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x * y, |x, y| x * y)),
        FOp::Div => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x / y, |x, y| x / y)),
        FOp::Rem => (0..L).for_each(|i| r[i] = f2(ty, av[i], bv[i], |x, y| x % y, |x, y| x % y)),
        FOp::MinNum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], false, false)),
        FOp::MaxNum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], true, false)),
        FOp::Minimum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], false, true)),
        FOp::Maximum => (0..L).for_each(|i| r[i] = fminmax(ty, av[i], bv[i], true, true)),
        FOp::CopySign => {
            let sb = sign_bit(ty);
            (0..L).for_each(|i| r[i] = (av[i] & !(1 << sb)) | (bv[i] & (1 << sb)))
        }
    }
    let u = regs.und(a) | regs.und(b);
    regs.put(dst, &r, u, exec);
}

fn sign_bit(ty: FTy) -> u32 {
    match ty {
        FTy::F32 => 31,
        FTy::F64 => 63,
        _ => 15,
    }
}

/// One-operand float ops; the op is matched once, outside the lane loop.
pub(super) fn funary(regs: &mut Regs, op: FUn, ty: FTy, dst: Slot, a: Slot, exec: u64) {
    let av = regs.get(a);
    let mut r = [0u64; L];
    let sb = sign_bit(ty);
    let each = |r: &mut Reg, f: &dyn Fn(u64) -> u64| {
        for i in 0..L {
            r[i] = f(av[i]);
        }
    };
    // floor, ceil … through f64 (exact for every narrower format); NaN stays itself, quieted
    let round = |r: &mut Reg, g: fn(f64) -> f64| {
        for i in 0..L {
            let x = to_f64(ty, av[i]);
            r[i] = if x.is_nan() { quiet(ty, av[i]) } else { from_f64(ty, g(x)) };
        }
    };
    match op {
        FUn::Neg => each(&mut r, &|x| x ^ (1 << sb)),
        FUn::Abs => each(&mut r, &|x| x & !(1 << sb)),
        FUn::Saturate => each(&mut r, &|v| {
            let x = to_f64(ty, v);
            if x.is_nan() {
                0
            } else if x > 1.0 {
                from_f64(ty, 1.0)
            } else if x < 0.0 {
                0
            } else {
                v
            }
        }),
        FUn::Canonicalize => each(&mut r, &|v| if to_f64(ty, v).is_nan() { quiet(ty, v) } else { v }),
        FUn::Sqrt => match ty {
            FTy::F32 => each(&mut r, &|v| f32::from_bits(v as u32).sqrt().to_bits() as u64),
            FTy::F64 => each(&mut r, &|v| f64::from_bits(v).sqrt().to_bits()),
            _ => each(&mut r, &|v| from_f64(ty, (to_f64(ty, v) as f32).sqrt() as f64)),
        },
        FUn::Floor => round(&mut r, f64::floor),
        FUn::Ceil => round(&mut r, f64::ceil),
        FUn::Trunc => round(&mut r, f64::trunc),
        FUn::Round => round(&mut r, f64::round),
        FUn::Rint => round(&mut r, f64::round_ties_even),
    }
    let u = regs.und(a);
    regs.put(dst, &r, u, exec);
}

/// `a * b + c` with one rounding.
pub(super) fn fma(regs: &mut Regs, ty: FTy, dst: Slot, a: Slot, b: Slot, c: Slot, exec: u64) {
    let (av, bv, cv) = (regs.get(a), regs.get(b), regs.get(c));
    let mut r = [0u64; L];
    match ty {
        FTy::F32 => (0..L).for_each(|i| r[i] = f32::from_bits(av[i] as u32).mul_add(f32::from_bits(bv[i] as u32), f32::from_bits(cv[i] as u32)).to_bits() as u64),
        FTy::F64 => (0..L).for_each(|i| r[i] = f64::from_bits(av[i]).mul_add(f64::from_bits(bv[i]), f64::from_bits(cv[i])).to_bits()),
        // binary16/bfloat16: the exact product, summed rounding to odd, then one rounding
        t => (0..L).for_each(|i| r[i] = from_f64(t, fma_odd_f64(to_f64(t, av[i]), to_f64(t, bv[i]), to_f64(t, cv[i])))),
    }
    let u = regs.und(a) | regs.und(b) | regs.und(c);
    regs.put(dst, &r, u, exec);
}

pub(super) fn fcmp(regs: &mut Regs, pred: Pred, ty: FTy, dst: Slot, a: Slot, b: Slot, exec: u64) {
    let (av, bv) = (regs.get(a), regs.get(b));
    let mut r = [0u64; L];
    for i in 0..L {
        let (x, y) = (to_f64(ty, av[i]), to_f64(ty, bv[i]));
        let uno = x.is_nan() || y.is_nan();
        r[i] = match pred {
            Pred::False => false,
            Pred::True => true,
            Pred::Oeq => !uno && x == y,
            Pred::Ogt => !uno && x > y,
            Pred::Oge => !uno && x >= y,
            Pred::Olt => !uno && x < y,
            Pred::Ole => !uno && x <= y,
            Pred::One => !uno && x != y,
            Pred::Ord => !uno,
            Pred::Ueq => uno || x == y,
            Pred::Ugt => uno || x > y,
            Pred::Uge => uno || x >= y,
            Pred::Ult => uno || x < y,
            Pred::Ule => uno || x <= y,
            Pred::Une => uno || x != y,
            Pred::Uno => uno,
            _ => false,
        } as u64;
    }
    let u = regs.und(a) | regs.und(b);
    regs.put(dst, &r, u, exec);
}

pub(super) fn fclass(regs: &mut Regs, ty: FTy, dst: Slot, a: Slot, mk: Slot, exec: u64) {
    let mut r = [0u64; L];
    for i in 0..L {
        r[i] = (float_class(ty, regs.get(a)[i]) & regs.get(mk)[i] != 0) as u64;
    }
    let u = regs.und(a) | regs.und(mk);
    regs.put(dst, &r, u, exec);
}

pub(super) fn ldexp_op(regs: &mut Regs, ty: FTy, dst: Slot, a: Slot, e: Slot, exec: u64) {
    let mut r = [0u64; L];
    for i in 0..L {
        let x = regs.get(a)[i];
        let n = sext(regs.get(e)[i], 32).clamp(-2200, 2200) as i32;
        r[i] = ldexp(ty, x, n);
    }
    let u = regs.und(a) | regs.und(e);
    regs.put(dst, &r, u, exec);
}

pub(super) fn frexp_op(regs: &mut Regs, ty: FTy, mant: Slot, exp: Slot, a: Slot, exec: u64) {
    let mut m = [0u64; L];
    let mut ex = [0u64; L];
    for i in 0..L {
        let (mm, ee) = frexp(ty, regs.get(a)[i]);
        m[i] = mm;
        ex[i] = ee as u32 as u64;
    }
    let u = regs.und(a);
    regs.put(mant, &m, u, exec);
    regs.put(exp, &ex, u, exec);
}

/// LangRef `llvm.fptosi.sat` / `llvm.fptoui.sat`: NaN gives 0, out-of-range values saturate.
pub(super) fn fp_to_int_sat(regs: &mut Regs, signed: bool, from: FTy, bits: u32, dst: Slot, a: Slot, exec: u64) {
    let mut r = [0u64; L];
    let b = bits as i32;
    let (lo, hi) = if signed { (-(2f64.powi(b - 1)), 2f64.powi(b - 1) - 1.0) } else { (0.0, 2f64.powi(b) - 1.0) };
    for i in 0..L {
        let v = to_f64(from, regs.get(a)[i]);
        let c = if v.is_nan() { 0.0 } else { v.trunc().clamp(lo, hi) };
        r[i] = if signed { c as i64 as u64 } else { c as u64 } & mask(bits);
    }
    let u = regs.und(a);
    regs.put(dst, &r, u, exec);
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(FBin { op, ty, dst, a, b } |cx, regs, exec| => fops::fbin(regs, *op, *ty, *dst, *a, *b, exec));
step!(FUnary { op, ty, dst, a } |cx, regs, exec| => fops::funary(regs, *op, *ty, *dst, *a, exec));
step!(Fma { ty, dst, a, b, c } |cx, regs, exec| => fops::fma(regs, *ty, *dst, *a, *b, *c, exec));
step!(FCmp { pred, ty, dst, a, b } |cx, regs, exec| => fops::fcmp(regs, *pred, *ty, *dst, *a, *b, exec));
step!(FClass { ty, dst, a, mask } |cx, regs, exec| => fops::fclass(regs, *ty, *dst, *a, *mask, exec));
step!(Ldexp { ty, dst, a, e } |cx, regs, exec| => fops::ldexp_op(regs, *ty, *dst, *a, *e, exec));
step!(Frexp { ty, mant, exp, a } |cx, regs, exec| => fops::frexp_op(regs, *ty, *mant, *exp, *a, exec));
step!(FpToIntSat { signed, from, bits, dst, a } |cx, regs, exec| => fops::fp_to_int_sat(regs, *signed, *from, *bits as u32, *dst, *a, exec));
