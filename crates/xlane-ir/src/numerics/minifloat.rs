//! The 8-bit float formats of PTX `cvt` (PTX ISA 9.0 §5.2.5.1 "Alternate Floating-Point
//! Data Formats", §9.7.9.21 "cvt"): `e4m3` (bias 7, no infinity, NaN `S.1111.111`, largest
//! finite 448) and `e5m2` (bias 15, IEEE-like: infinities `S.11111.00`, NaNs `S.11111.xx`,
//! largest finite 57344). Conversions are exact integer arithmetic:
//!
//! - to 8 bits: `cvt.rn.satfinite{.relu}`: round to nearest, ties to even; a magnitude past
//!   the largest finite value (±Inf included) becomes ±MAX_NORM (`.satfinite`); NaN becomes
//!   the canonical NaN `0x7f`; `.relu` makes negative results +0;
//! - from 8 bits to f16: every value is exactly an f16; NaN gives the canonical f16 NaN
//!   `0x7fff`; `.relu` as above.
//!
//! What the ISA text leaves open and xlane chooses (listed in docs/errata.md for a hardware
//! check): the canonical NaN's sign (always +), and `.relu` of −0 (+0).

/// An 8-bit float format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fp8 {
    E4M3,
    E5M2,
}

impl Fp8 {
    fn mbits(self) -> i32 {
        match self {
            Fp8::E4M3 => 3,
            Fp8::E5M2 => 2,
        }
    }
    fn bias(self) -> i32 {
        match self {
            Fp8::E4M3 => 7,
            Fp8::E5M2 => 15,
        }
    }
    /// The largest finite magnitude's code.
    fn max_code(self) -> u8 {
        match self {
            Fp8::E4M3 => 0x7e,
            Fp8::E5M2 => 0x7b,
        }
    }
    fn is_nan(self, code: u8) -> bool {
        match self {
            Fp8::E4M3 => code & 0x7f == 0x7f,
            Fp8::E5M2 => code & 0x7c == 0x7c && code & 3 != 0,
        }
    }
    /// The value of `code` (NaN for a NaN code).
    pub fn decode(self, code: u8) -> f64 {
        let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
        if self.is_nan(code) {
            return f64::NAN;
        }
        let m = self.mbits();
        let e = ((code & 0x7f) >> m) as i32;
        let f = (code & ((1 << m) - 1)) as f64;
        if self == Fp8::E5M2 && e == 31 {
            return sign * f64::INFINITY;
        }
        let v = if e == 0 { f * 2f64.powi(1 - self.bias() - m) } else { (1.0 + f / (1 << m) as f64) * 2f64.powi(e - self.bias()) };
        sign * v
    }

    /// `x` (a binary32 or binary16 value, exact in f64) rounded to nearest even, saturated
    /// to the finite range; NaN gives `0x7f`; `relu` makes a negative result +0.
    pub fn encode_satfinite(self, x: f64, relu: bool) -> u8 {
        if x.is_nan() {
            return 0x7f;
        }
        let neg = x.is_sign_negative();
        if relu && neg {
            return 0;
        }
        let s = if neg { 0x80 } else { 0 };
        let m = x.abs();
        if m.is_infinite() {
            return s | self.max_code();
        }
        if m == 0.0 {
            return s;
        }
        let (mb, bias) = (self.mbits(), self.bias());
        let emin = 1 - bias;
        // the exponent of m: every f32/f16 value is a normal f64, so the bits give it
        let e = ((m.to_bits() >> 52) as i32) - 1023;
        let quantum_exp = e.max(emin) - mb;
        // n = m / 2^quantum_exp is exact (a power-of-two scaling of a normal f64)
        let n = (m * 2f64.powi(-quantum_exp)).round_ties_even();
        let v = n * 2f64.powi(quantum_exp);
        let max = self.decode(self.max_code());
        if v > max {
            return s | self.max_code();
        }
        if v == 0.0 {
            return s;
        }
        let ve = ((v.to_bits() >> 52) as i32) - 1023;
        if ve < emin {
            // subnormal: n counts quanta of 2^(emin - mb)
            return s | n as u8;
        }
        let frac = (v * 2f64.powi(mb - ve)) as u32 - (1 << mb);
        s | (((ve + bias) as u8) << mb) | frac as u8
    }

    /// `code` as binary16 bits (exact); NaN gives `0x7fff`; `relu` makes a negative +0.
    pub fn to_f16(self, code: u8, relu: bool) -> u16 {
        let v = self.decode(code);
        if v.is_nan() {
            return 0x7fff;
        }
        if relu && v.is_sign_negative() {
            return 0;
        }
        crate::numerics::float::f32_to_f16(v as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e4m3_codes_from_the_format_definition() {
        // 1.0 = 0.0111.000, 448 = 0.1111.110, smallest subnormal 2^-9 = 0.0000.001
        assert_eq!(Fp8::E4M3.encode_satfinite(1.0, false), 0x38);
        assert_eq!(Fp8::E4M3.encode_satfinite(448.0, false), 0x7e);
        assert_eq!(Fp8::E4M3.encode_satfinite(2f64.powi(-9), false), 0x01);
        // 464 is the midpoint of 448 and (not finite) 480: saturates; so do 1e6 and -Inf
        assert_eq!(Fp8::E4M3.encode_satfinite(464.0, false), 0x7e);
        assert_eq!(Fp8::E4M3.encode_satfinite(-1e6, false), 0xfe);
        assert_eq!(Fp8::E4M3.encode_satfinite(f64::NEG_INFINITY, false), 0xfe);
        // ties to even: 1 + 1/16 lies between 1 (mantissa 000) and 1.125 (001) -> 1
        assert_eq!(Fp8::E4M3.encode_satfinite(1.0625, false), 0x38);
        assert_eq!(Fp8::E4M3.encode_satfinite(1.1875, false), 0x3a);
        // half the smallest subnormal ties to +0; just above it rounds to 2^-9
        assert_eq!(Fp8::E4M3.encode_satfinite(2f64.powi(-10), false), 0x00);
        assert_eq!(Fp8::E4M3.encode_satfinite(2f64.powi(-10) * 1.5, false), 0x01);
        assert_eq!(Fp8::E4M3.encode_satfinite(f64::NAN, false), 0x7f);
        assert_eq!(Fp8::E4M3.encode_satfinite(-3.0, true), 0x00);
    }

    #[test]
    fn e5m2_is_the_top_byte_of_binary16() {
        // every e5m2 code but NaN is the high byte of the f16 with the same value
        for c in 0..=255u8 {
            if Fp8::E5M2.is_nan(c) {
                assert_eq!(Fp8::E5M2.to_f16(c, false), 0x7fff);
            } else {
                assert_eq!(Fp8::E5M2.to_f16(c, false), (c as u16) << 8, "{c:#x}");
            }
        }
        assert_eq!(Fp8::E5M2.encode_satfinite(57344.0, false), 0x7b);
        assert_eq!(Fp8::E5M2.encode_satfinite(f64::INFINITY, false), 0x7b);
        assert_eq!(Fp8::E5M2.encode_satfinite(2f64.powi(-16), false), 0x01);
    }

    #[test]
    fn e4m3_round_trips_through_f16() {
        for c in 0..=255u8 {
            let h = Fp8::E4M3.to_f16(c, false);
            if Fp8::E4M3.is_nan(c) {
                assert_eq!(h, 0x7fff);
                continue;
            }
            let back = Fp8::E4M3.encode_satfinite(crate::numerics::float::f16_to_f32(h) as f64, false);
            assert_eq!(back, c, "{c:#x} -> {h:#x}");
        }
    }
}
