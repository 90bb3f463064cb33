//! The small float formats the matrix instructions read, decoded exactly: 8-bit fp8/bf8,
//! and gfx950's f8f6f4 forms' 6-bit fp6/bf6, 4-bit fp4 and E8M0 block scales.
//!
//! * OCP (gfx950 MFMA, RDNA4 WMMA): the OCP "8-bit Floating Point Specification (OFP8)" rev.
//!   1.0. E4M3: bias 7, no infinities, S.1111.111 is NaN (largest finite ±448). E5M2: bias
//!   15, IEEE-like: S.11111.00 is ±Inf, S.11111.{01,10,11} NaN (largest finite ±57344).
//! * FNUZ (gfx942 MFMA; the calculator's "AMD 4-bit exponent, 3-bit mantissa" /
//!   "AMD 5-bit exponent, 2-bit mantissa" formats, HIP's FP8-FNUZ, LLVM's `Float8E4M3FNUZ`/
//!   `Float8E5M2FNUZ`): bias 8 (E4M3) and 16 (E5M2), no infinities, no negative zero: the one
//!   NaN is 0x80 (the "negative zero" pattern), every other code is finite (largest ±240 and
//!   ±57344).
//!
//! * OCP MX (gfx950 `v_mfma_{scale_,}f32_*_f8f6f4`): the OCP "Microscaling Formats (MX)"
//!   specification v1.0 §5.3: FP6 E2M3 (bias 1, largest ±7.5), FP6 E3M2 (bias 3, largest
//!   ±28), FP4 E2M1 (bias 1, largest ±6): no infinities and no NaNs, every code finite;
//!   E8M0 scales (§5.4): `2^(code − 127)`, 0xFF NaN.
//!
//! Which processor reads which: AMD Matrix Instruction Calculator (CDNA3 `v_mfma_*_fp8_*`
//! source types "AMD", RDNA4 `v_wmma_*_fp8_*` "OCP"); gfx950 OCP: HIP's "FP8 numbers"
//! reference (FP8-OCP on gfx950 and gfx12, FP8-FNUZ on gfx942), AMD's aiter (`float8_e4m3fn`
//! on gfx950, `float8_e4m3fnuz` on gfx942). No CDNA4 ISA text was read (docs/errata.md A33).

/// One of the four formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum F8 {
    /// OCP E4M3 (`fp8`).
    E4M3,
    /// OCP E5M2 (`bf8`).
    E5M2,
    /// FNUZ E4M3 (gfx942 `fp8`).
    E4M3Fnuz,
    /// FNUZ E5M2 (gfx942 `bf8`).
    E5M2Fnuz,
    /// OCP MX FP6 E2M3 (gfx950 `fp6`).
    E2M3,
    /// OCP MX FP6 E3M2 (gfx950 `bf6`).
    E3M2,
    /// OCP MX FP4 E2M1 (gfx950 `fp4`).
    E2M1,
}

impl F8 {
    /// (exponent bits, mantissa bits, bias)
    pub fn params(self) -> (u32, u32, i32) {
        match self {
            F8::E4M3 => (4, 3, 7),
            F8::E5M2 => (5, 2, 15),
            F8::E4M3Fnuz => (4, 3, 8),
            F8::E5M2Fnuz => (5, 2, 16),
            F8::E2M3 => (2, 3, 1),
            F8::E3M2 => (3, 2, 3),
            F8::E2M1 => (2, 1, 1),
        }
    }

    /// The code's width in bits.
    pub fn bits(self) -> u32 {
        let (e, m, _) = self.params();
        1 + e + m
    }

    /// The exact value of the code `v` (its low [`bits`](Self::bits) bits; NaN for the
    /// format's NaN codes).
    pub fn decode(self, v: u8) -> f64 {
        let (eb, mb, bias) = self.params();
        let v = v & ((1u16 << self.bits()) - 1) as u8;
        let sign = if v >> (eb + mb) & 1 != 0 { -1.0 } else { 1.0 };
        let e = ((v >> mb) & ((1 << eb) - 1) as u8) as i32;
        let m = (v & ((1 << mb) - 1) as u8) as f64;
        let emax = (1 << eb) - 1;
        match self {
            F8::E4M3Fnuz | F8::E5M2Fnuz if v == 0x80 => return f64::NAN,
            F8::E4M3 if e == emax && m == 7.0 => return f64::NAN,
            F8::E5M2 if e == emax => return if m == 0.0 { sign * f64::INFINITY } else { f64::NAN },
            _ => {}
        }
        let scale = |x: i32| 2f64.powi(x);
        if e == 0 {
            sign * m * scale(1 - bias - mb as i32)
        } else {
            sign * (1.0 + m / scale(mb as i32)) * scale(e - bias)
        }
    }
}

/// An E8M0 scale (OCP MX v1.0 §5.4): `2^(code − 127)`, the code 0xFF NaN.
pub fn e8m0(code: u8) -> f64 {
    if code == 0xff {
        f64::NAN
    } else {
        2f64.powi(code as i32 - 127)
    }
}

#[cfg(test)]
mod tests {
    use super::{e8m0, F8};

    /// The OCP MX v1.0 tables (§5.3.2 FP6: max normal E2M3 7.5 = 0.11111, E3M2 28 = 0.11111,
    /// min subnormal 0.125 and 0.0625; §5.3.3 FP4 E2M1: the eight magnitudes 0, 0.5, 1, 1.5,
    /// 2, 3, 4, 6; §5.4.1 E8M0: 127 is 1, 0 is 2^-127, 254 is 2^127, 0xFF NaN).
    #[test]
    fn decode_matches_the_mx_tables() {
        let fp4 = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0];
        for (c, &want) in fp4.iter().enumerate() {
            assert_eq!(F8::E2M1.decode(c as u8), want, "fp4 {c:#x}");
            assert_eq!(F8::E2M1.decode(c as u8 | 8), -want, "fp4 {:#x}", c | 8);
        }
        let cases: &[(F8, u8, f64)] = &[
            (F8::E2M3, 0x1f, 7.5),
            (F8::E2M3, 0x01, 0.125),
            (F8::E2M3, 0x08, 1.0),
            (F8::E2M3, 0x3f, -7.5),
            (F8::E3M2, 0x1f, 28.0),
            (F8::E3M2, 0x01, 0.0625),
            (F8::E3M2, 0x0c, 1.0),
            (F8::E3M2, 0x2c, -1.0),
        ];
        for &(f, v, want) in cases {
            assert_eq!(f.decode(v), want, "{f:?} {v:#04x}");
        }
        for f in [F8::E2M3, F8::E3M2, F8::E2M1] {
            assert!((0..1u16 << f.bits()).all(|v| f.decode(v as u8).is_finite()), "{f:?}");
        }
        assert_eq!((e8m0(127), e8m0(0), e8m0(254)), (1.0, 2f64.powi(-127), 2f64.powi(127)));
        assert!(e8m0(255).is_nan());
    }

    /// Values from the OFP8 specification's tables (rev. 1.0, Table 1: max normal, min
    /// normal, max/min subnormal, the NaN and Inf codes) and, for FNUZ, from the bias and
    /// the single-NaN rule (largest finite 240 and 57344 as LLVM's APFloat semantics give).
    #[test]
    fn decode_matches_the_format_tables() {
        let cases: &[(F8, u8, f64)] = &[
            (F8::E4M3, 0x38, 1.0),
            (F8::E4M3, 0x7e, 448.0),
            (F8::E4M3, 0x08, 2f64.powi(-6)),
            (F8::E4M3, 0x07, 0.875 * 2f64.powi(-6)),
            (F8::E4M3, 0x01, 2f64.powi(-9)),
            (F8::E4M3, 0xb8, -1.0),
            (F8::E4M3, 0x80, -0.0),
            (F8::E5M2, 0x3c, 1.0),
            (F8::E5M2, 0x7b, 57344.0),
            (F8::E5M2, 0x04, 2f64.powi(-14)),
            (F8::E5M2, 0x01, 2f64.powi(-16)),
            (F8::E5M2, 0x7c, f64::INFINITY),
            (F8::E5M2, 0xfc, f64::NEG_INFINITY),
            (F8::E4M3Fnuz, 0x40, 1.0),
            (F8::E4M3Fnuz, 0x7f, 240.0),
            (F8::E4M3Fnuz, 0x01, 2f64.powi(-10)),
            (F8::E4M3Fnuz, 0xc0, -1.0),
            (F8::E4M3Fnuz, 0x00, 0.0),
            (F8::E5M2Fnuz, 0x40, 1.0),
            (F8::E5M2Fnuz, 0x7f, 57344.0),
            (F8::E5M2Fnuz, 0x01, 2f64.powi(-17)),
            (F8::E5M2Fnuz, 0xff, -57344.0),
        ];
        for &(f, v, want) in cases {
            let got = f.decode(v);
            assert!(got == want && got.is_sign_negative() == want.is_sign_negative(), "{f:?} {v:#04x}: {got} != {want}");
        }
        for (f, v) in [(F8::E4M3, 0x7f), (F8::E4M3, 0xff), (F8::E5M2, 0x7d), (F8::E5M2, 0xff), (F8::E4M3Fnuz, 0x80), (F8::E5M2Fnuz, 0x80)] {
            assert!(f.decode(v).is_nan(), "{f:?} {v:#04x}");
        }
        // every code but the NaNs is finite in FNUZ and OCP E4M3
        for v in 0..=255u8 {
            for f in [F8::E4M3Fnuz, F8::E5M2Fnuz] {
                assert_eq!(f.decode(v).is_nan(), v == 0x80);
            }
            assert!(!F8::E4M3.decode(v).is_infinite());
        }
    }
}
