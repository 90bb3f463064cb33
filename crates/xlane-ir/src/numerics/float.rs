//! Half and bfloat16 conversions (IEEE 754-2008 binary16; bfloat16 is the top half of a
//! binary32). Rounding is to nearest, ties to even, as LLVM's `fptrunc` specifies.

/// A float format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FTy {
    F16,
    BF16,
    F32,
    F64,
}

pub fn f16_to_f32(h: u16) -> f32 {
    let sign = ((h >> 15) as u32) << 31;
    let exp = ((h >> 10) & 0x1f) as u32;
    let man = (h & 0x3ff) as u32;
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // subnormal: value = m * 2^-24
            let v = m as f32 * f32::from_bits(0x3380_0000); // 2^-24
            return if sign != 0 { -v } else { v };
        }
        (0x1f, 0) => sign | 0x7f80_0000,
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 112) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

pub fn f32_to_f16(f: f32) -> u16 {
    let x = f.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        return if man == 0 { sign | 0x7c00 } else { sign | 0x7e00 | (man >> 13) as u16 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        if rem > half || (rem == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

pub fn bf16_to_f32(b: u16) -> f32 {
    f32::from_bits((b as u32) << 16)
}

pub fn f32_to_bf16(f: f32) -> u16 {
    let x = f.to_bits();
    if f.is_nan() {
        return ((x >> 16) | 0x40) as u16;
    }
    let round = 0x7fff + ((x >> 16) & 1);
    (x.wrapping_add(round) >> 16) as u16
}

/// Round an f64 to f16 with a single rounding (for `fptrunc double to half`): an inexact
/// f64 → f32 step is made round-to-odd (truncate, then set the sticky lowest bit), which f32's
/// 13 extra bits keep from affecting the second rounding.
pub fn f64_to_f16(d: f64) -> u16 {
    f32_to_f16(round_to_odd_f32(d))
}

fn round_to_odd_f32(d: f64) -> f32 {
    let f = d as f32;
    let back = f as f64;
    if back == d || d.is_nan() || f.is_infinite() {
        return f;
    }
    let mut bits = f.to_bits();
    if back.abs() > d.abs() {
        bits -= 1;
    }
    f32::from_bits(bits | 1)
}

pub fn f64_to_bf16(d: f64) -> u16 {
    f32_to_bf16(round_to_odd_f32(d))
}

/// `x * y + z` rounded to odd in binary64, for operands whose product is exact in binary64
/// (binary16 and bfloat16 values): the nearest binary64 sum is moved to its odd neighbour
/// when the TwoSum remainder is not zero. Rounding this to binary16/bfloat16 (through
/// [`f64_to_f16`]/[`f64_to_bf16`], round-to-odd again) is then the correctly rounded fma:
/// round-to-odd at p+2 or more bits composes with a final rounding to p bits (Boldo and
/// Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using rounding
/// to odd", IEEE TC 2008). Rounding the sum to nearest first would not: `(1+2^-4)^2 + 2^-100`
/// in bfloat16 would be a tie in binary64 and round down.
pub fn fma_odd_f64(x: f64, y: f64, z: f64) -> f64 {
    let p = x * y;
    let s = p + z;
    if !s.is_finite() || !p.is_finite() {
        return s;
    }
    let bb = s - p;
    let err = (p - (s - bb)) + (z - bb);
    odd_toward(s, err)
}

/// `hi + lo` (an exact unevaluated sum, `hi` the nearest binary64 to it) rounded to odd in
/// binary64: `hi` when `lo` is 0 or `hi` is odd, else `hi`'s neighbour toward `lo`.
pub fn odd_toward(hi: f64, lo: f64) -> f64 {
    if lo == 0.0 || !hi.is_finite() || hi == 0.0 || hi.to_bits() & 1 == 1 {
        return hi;
    }
    let b = hi.to_bits();
    // one step away from zero when lo has hi's sign, toward zero otherwise
    f64::from_bits(if (lo > 0.0) == (hi > 0.0) { b + 1 } else { b - 1 })
}
#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn half_round_trip() {
        assert_eq!(f32_to_f16(1.0), 0x3c00);
        assert_eq!(f32_to_f16(65504.0), 0x7bff);
        assert_eq!(f32_to_f16(65520.0), 0x7c00); // ties to even rounds up to inf
        assert_eq!(f32_to_f16(f32::from_bits(0x3380_0000)), 0x0001);
        assert_eq!(f16_to_f32(0x0001), f32::from_bits(0x3380_0000)); // 2^-24
        assert_eq!(f16_to_f32(0xc000), -2.0);
        assert_eq!(f32_to_bf16(1.0), 0x3f80);
        assert_eq!(f32_to_bf16(f32::from_bits(0x3f80_8000)), 0x3f80); // tie to even
        assert_eq!(f32_to_bf16(f32::from_bits(0x3f81_8000)), 0x3f82);
    }

    #[test]
    fn bf16_fma_rounds_once() {
        // (1 + 2^-4)^2 = 1 + 2^-3 + 2^-8: the midpoint of bf16 0x3f90 and 0x3f91; a tiny
        // addend decides the direction (a tie would go to the even 0x3f90)
        let a = bf16_to_f32(0x3f88) as f64;
        let tiny = 2f64.powi(-100);
        assert_eq!(f64_to_bf16(fma_odd_f64(a, a, tiny)), 0x3f91);
        assert_eq!(f64_to_bf16(fma_odd_f64(a, a, -tiny)), 0x3f90);
        assert_eq!(f64_to_bf16(fma_odd_f64(a, a, 0.0)), 0x3f90);
    }
}
