//! Rounding an exact value to binary32 or binary64 in any IEEE 754 direction, with integer
//! arithmetic only (never the host's rounding mode): the value is `±m · 2^e` with `m` a
//! `u128`. Used where the exact result does not fit the error-free transformations of
//! [`super::rounding`]: integer→float and binary64→binary32 conversions in a direction
//! (libdevice's `i2f.rz`, `d2f.rm` …, PTX `cvt.rz.f32.s64` …) and the binary64 fma in a
//! direction (`fma.rm.f64`, [`fma_f64`]).

use super::rounding::Rnd;

/// A binary interchange format: precision `p` (significand bits, hidden bit included) and
/// the exponent range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    pub p: u32,
    pub emin: i32,
    pub emax: i32,
    /// the encoding's width in bits
    pub width: u32,
}

pub const F16: Format = Format { p: 11, emin: -14, emax: 15, width: 16 };
pub const BF16: Format = Format { p: 8, emin: -126, emax: 127, width: 16 };
pub const F32: Format = Format { p: 24, emin: -126, emax: 127, width: 32 };
pub const F64: Format = Format { p: 53, emin: -1022, emax: 1023, width: 64 };

fn bit_len(m: u128) -> u32 {
    128 - m.leading_zeros()
}

/// `±m · 2^e` rounded to `fmt` in direction `rnd`, as the format's bits (in the low bits of
/// the `u64`). A zero `m` gives a zero of the given sign.
pub fn round(neg: bool, m: u128, e: i32, fmt: Format, rnd: Rnd) -> u64 {
    let width = fmt.width;
    let sign = if neg { 1u64 << (width - 1) } else { 0 };
    if m == 0 {
        return sign;
    }
    let top = e + bit_len(m) as i32 - 1;
    // the exponent of the result's last significand bit
    let q = top.max(fmt.emin) - (fmt.p as i32 - 1);
    let shift = q - e;
    let (mut kept, inexact, above_half, at_half) = if shift <= 0 {
        (m << (-shift) as u32, false, false, false)
    } else if shift > 128 {
        (0, true, false, false)
    } else {
        let s = shift as u32;
        let low_mask = if s == 128 { u128::MAX } else { (1u128 << s) - 1 };
        let rem = m & low_mask;
        let half = 1u128 << (s - 1);
        (if s == 128 { 0 } else { m >> s }, rem != 0, rem > half, rem == half)
    };
    let up = match rnd {
        Rnd::Nearest => above_half || (at_half && kept & 1 == 1),
        Rnd::Zero => false,
        Rnd::Up => inexact && !neg,
        Rnd::Down => inexact && neg,
    };
    if up {
        kept += 1;
    }
    let mut q = q;
    if kept == 1u128 << fmt.p {
        kept >>= 1;
        q += 1;
    }
    if kept == 0 {
        return sign;
    }
    let lead = q + bit_len(kept) as i32 - 1;
    if lead > fmt.emax {
        // past the largest finite value: infinity, or the largest finite value for the
        // directions that round toward zero here
        let to_inf = match rnd {
            Rnd::Nearest => true,
            Rnd::Zero => false,
            Rnd::Up => !neg,
            Rnd::Down => neg,
        };
        let inf = ((1u64 << (width - fmt.p)) - 1) << (fmt.p - 1);
        return sign | if to_inf { inf } else { inf - 1 };
    }
    let kept = kept as u64;
    if kept < 1 << (fmt.p - 1) {
        return sign | kept;
    }
    let biased = (lead - fmt.emin + 1) as u64;
    sign | biased << (fmt.p - 1) | (kept - (1 << (fmt.p - 1)))
}

/// A finite binary64 as `(negative, significand, exponent)`: `±m · 2^e`.
pub fn split_f64(x: f64) -> (bool, u128, i32) {
    let b = x.to_bits();
    let neg = b >> 63 == 1;
    let be = ((b >> 52) & 0x7ff) as i32;
    let frac = (b & ((1 << 52) - 1)) as u128;
    if be == 0 {
        (neg, frac, -1074)
    } else {
        (neg, frac | 1 << 52, be - 1075)
    }
}

/// `a · b + c` in binary64, rounded once in direction `rnd` (IEEE 754 fusedMultiplyAdd).
/// NaN results are the canonical NaN `0x7fff_ffff_ffff_ffff`.
///
/// The exact product (at most 106 significand bits) and `c` are both placed with their
/// leading bit at bit 125 of a `u128`; the one with the smaller exponent is shifted right,
/// the bits shifted out kept as a sticky bit 0 (jamming). When that shift is at most 1 no
/// bit is lost (both significands end above bit 19), so cancellation is exact; when it is 2
/// or more, the result keeps its leading bit at 124 or above and the sticky bit lies more
/// than 60 bits below the rounding position, where it decides only the direction.
pub fn fma_f64(a: f64, b: f64, c: f64, rnd: Rnd) -> u64 {
    if !(a.is_finite() && b.is_finite() && c.is_finite()) {
        let r = a.mul_add(b, c);
        return if r.is_nan() { 0x7fff_ffff_ffff_ffff } else { r.to_bits() };
    }
    let (sa, ma, ea) = split_f64(a);
    let (sb, mb, eb) = split_f64(b);
    let (sc, mc, ec) = split_f64(c);
    let (sp, mp, ep) = (sa != sb, ma * mb, ea + eb);
    if mp == 0 && mc == 0 {
        // an exact zero: the sign of two zeros that agree, else +0 (−0 rounding down)
        let neg = if sp == sc { sp } else { rnd == Rnd::Down };
        return if neg { 1 << 63 } else { 0 };
    }
    if mp == 0 {
        return c.to_bits();
    }
    if mc == 0 {
        return round(sp, mp, ep, F64, rnd);
    }
    let norm = |m: u128, e: i32| {
        let s = 126 - bit_len(m);
        (m << s, e - s as i32)
    };
    let (mut x, mut ex, mut xs) = {
        let (m, e) = norm(mp, ep);
        (m, e, sp)
    };
    let (mut y, mut ey, mut ys) = {
        let (m, e) = norm(mc, ec);
        (m, e, sc)
    };
    if ey > ex || (ey == ex && y > x) {
        std::mem::swap(&mut x, &mut y);
        std::mem::swap(&mut ex, &mut ey);
        std::mem::swap(&mut xs, &mut ys);
    }
    let d = (ex - ey) as u32;
    let y = if d == 0 {
        y
    } else if d >= 127 {
        1
    } else {
        (y >> d) | u128::from(y & ((1u128 << d) - 1) != 0)
    };
    let s = if xs == ys { x + y } else { x - y };
    if s == 0 {
        return if rnd == Rnd::Down { 1 << 63 } else { 0 };
    }
    round(xs, s, ex, F64, rnd)
}

/// The source of a directed conversion ([`convert`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConvFrom {
    /// a signed or unsigned integer of this many bits
    Int { signed: bool, bits: u8 },
    /// a binary float of this format
    Float(Format),
}

impl ConvFrom {
    pub const I32: ConvFrom = ConvFrom::Int { signed: true, bits: 32 };
    pub const U32: ConvFrom = ConvFrom::Int { signed: false, bits: 32 };
    pub const I64: ConvFrom = ConvFrom::Int { signed: true, bits: 64 };
    pub const U64: ConvFrom = ConvFrom::Int { signed: false, bits: 64 };
    pub const F64: ConvFrom = ConvFrom::Float(F64);
}

/// `x`'s bits of a finite float of `fmt` as `(negative, significand, exponent)`, or `None`
/// for NaN and infinities.
fn split(fmt: Format, x: u64) -> Option<(bool, u128, i32)> {
    let mb = fmt.p - 1;
    let eb = fmt.width - fmt.p;
    let neg = x >> (fmt.width - 1) & 1 == 1;
    let be = ((x >> mb) & ((1 << eb) - 1)) as i32;
    let frac = (x & ((1u64 << mb) - 1)) as u128;
    let bias = fmt.emax;
    if be == (1 << eb) - 1 {
        return None;
    }
    Some(if be == 0 { (neg, frac, 1 - bias - mb as i32) } else { (neg, frac | 1 << mb, be - bias - mb as i32) })
}

/// A directed conversion (libdevice's `llvm.nvvm.{i,ui,ll,ull}2{f,d}.{rz,rm,rp}`,
/// `d2f.{rz,rm,rp}[.ftz]`; PTX `cvt.{rz,rm,rp}` to `.f16 .bf16 .f32 .f64` from integers and
/// wider floats): the operand's exact value rounded once; `ftz` flushes a subnormal binary32
/// result to a zero of its sign; NaN gives the canonical NaN (all ones below the sign),
/// infinities stay infinite.
pub fn convert(from: ConvFrom, to: Format, rnd: Rnd, ftz: bool, x: u64) -> u64 {
    let (neg, m, e) = match from {
        ConvFrom::Int { signed, bits } => {
            let v = x & (u64::MAX >> (64 - bits as u32));
            if signed && v >> (bits - 1) & 1 == 1 {
                (true, ((1u128 << bits) - v as u128), 0)
            } else {
                (false, v as u128, 0)
            }
        }
        ConvFrom::Float(f) => match split(f, x) {
            Some(t) => t,
            None => {
                let sign = x >> (f.width - 1) & 1;
                let exp_all = ((1u64 << (to.width - to.p)) - 1) << (to.p - 1);
                let is_nan = x & ((1u64 << (f.p - 1)) - 1) != 0;
                return if is_nan { (u64::MAX >> (64 - to.width)) >> 1 } else { sign << (to.width - 1) | exp_all };
            }
        },
    };
    let r = round(neg, m, e, to, rnd);
    if ftz && to == F32 && r & 0x7f80_0000 == 0 {
        return r & 0x8000_0000;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn up(x: f64) -> f64 {
        if x == 0.0 {
            f64::from_bits(1)
        } else if x > 0.0 {
            f64::from_bits(x.to_bits() + 1)
        } else {
            f64::from_bits(x.to_bits() - 1)
        }
    }

    #[test]
    fn integers_to_binary32_in_each_direction() {
        // 2^24 + 1 lies halfway between 2^24 and 2^24 + 2
        let m = (1u128 << 24) + 1;
        assert_eq!(round(false, m, 0, F32, Rnd::Nearest), 16777216f32.to_bits() as u64);
        assert_eq!(round(false, m, 0, F32, Rnd::Up), 16777218f32.to_bits() as u64);
        assert_eq!(round(false, m, 0, F32, Rnd::Zero), 16777216f32.to_bits() as u64);
        assert_eq!(round(true, m, 0, F32, Rnd::Down), (-16777218f32).to_bits() as u64);
        // u64::MAX: toward zero the largest binary32 below 2^64, otherwise 2^64
        let big = u64::MAX as u128;
        assert_eq!(round(false, big, 0, F32, Rnd::Zero), (2f32.powi(64) * (1.0 - f32::EPSILON / 2.0)).to_bits() as u64);
        assert_eq!(round(false, big, 0, F32, Rnd::Nearest), 2f32.powi(64).to_bits() as u64);
    }

    #[test]
    fn binary64_to_binary32_subnormals_and_overflow() {
        // 1.5 · 2^-149 is halfway between the two smallest binary32 subnormals
        let (n, m, e) = split_f64(1.5 * 2f64.powi(-149));
        assert_eq!(round(n, m, e, F32, Rnd::Nearest), 2);
        assert_eq!(round(n, m, e, F32, Rnd::Down), 1);
        // 2^128 is past binary32: +Inf to nearest and up, the largest finite toward zero
        let (n, m, e) = split_f64(2f64.powi(128));
        assert_eq!(round(n, m, e, F32, Rnd::Nearest), f32::INFINITY.to_bits() as u64);
        assert_eq!(round(n, m, e, F32, Rnd::Zero), f32::MAX.to_bits() as u64);
        assert_eq!(round(!n, m, e, F32, Rnd::Up), (-f32::MAX).to_bits() as u64);
    }

    #[test]
    fn binary64_fma_directions() {
        // 1 + 2^-60 is not a binary64: (1 + 2^-30)^2 - 2^-29 = 1 + 2^-60
        let a = 1.0 + 2f64.powi(-30);
        let c = -(2f64.powi(-29));
        assert_eq!(fma_f64(a, a, c, Rnd::Nearest), 1f64.to_bits());
        assert_eq!(fma_f64(a, a, c, Rnd::Up), up(1.0).to_bits());
        assert_eq!(fma_f64(a, a, c, Rnd::Down), 1f64.to_bits());
        // the host's fused multiply-add agrees to nearest on a spread of values
        let xs = [3.0, -7.25, 1e300, 1e-300, 0.1, -2f64.powi(-1070), 123456789.0, 5e-324];
        for &x in &xs {
            for &y in &xs {
                for &z in &xs {
                    let want = x.mul_add(y, z);
                    assert_eq!(fma_f64(x, y, z, Rnd::Nearest), want.to_bits(), "{x} {y} {z}");
                    // the directed results bracket the exact value, at most one ulp apart
                    let (d, u) = (f64::from_bits(fma_f64(x, y, z, Rnd::Down)), f64::from_bits(fma_f64(x, y, z, Rnd::Up)));
                    assert!(d <= want && want <= u, "{x} {y} {z}");
                    assert!(d == u || up(d) == u || (d == -0.0 && u > 0.0) || d.is_infinite() || u.is_infinite(), "{x} {y} {z}: {d} {u}");
                }
            }
        }
        // an exact zero: +0, or -0 rounding down
        assert_eq!(fma_f64(1.0, 1.0, -1.0, Rnd::Nearest), 0);
        assert_eq!(fma_f64(1.0, 1.0, -1.0, Rnd::Down), 1 << 63);
    }
}
