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
}
