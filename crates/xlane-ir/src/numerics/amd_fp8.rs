//! AMD's fp8/bf8 conversion instructions (gfx942 `V_CVT_PK_FP8_F32`, `V_CVT_SR_FP8_F32`,
//! `V_CVT_F32_FP8`, `V_CVT_PK_F32_FP8` and the bf8 forms; gfx950's `V_CVT_SCALEF32_*` with a
//! scale of 1), exactly, in the formats of `xlane_core::semantics::amd::mma::fp8` (FNUZ on
//! gfx942, OCP on gfx950 and gfx12; the decode is that module's).
//!
//! f32 → 8 bits, from the CDNA3 ISA's description of the conversions and the MODE register,
//! with what no text read fixes taken from AMD's own software references (docs/errata.md A38):
//! - round to nearest even (`cvt_pk`), or stochastically (`cvt_sr`: below);
//! - a finite value past the largest finite one: ±MAX when MODE.FP16_OVFL is set (the clamp
//!   Triton sets with `s_setreg`, `run::exec::mode`), else the format's NaN (FNUZ 0x80, OCP
//!   E4M3 S.1111.111) or, for OCP E5M2, ±Inf — as the HIP/vLLM FNUZ helpers clamp with
//!   `fmed3` before the instruction because it gives NaN, and as an RDNA4 note of Triton users
//!   records (overflow gives 0x7f instead of ±448 without the bit);
//! - ±Inf stays non-finite ("preserving true INF values"): OCP E5M2 ±Inf, OCP E4M3 and FNUZ NaN;
//!   NaN gives the format's NaN (OCP E4M3 0x7f, OCP E5M2 0x7e, FNUZ 0x80);
//! - a zero result keeps its sign in OCP and is +0 in FNUZ (no −0: 0x80 is the NaN).
//!
//! Stochastic rounding (AMD's FP8 reference `hip_f8_impl`'s `cast_to_f8` with `stoch`, which
//! AMD wrote to mirror MI300's conversion): with `D = 23 - m` the f32 fraction bits the
//! format drops and `q` the quantum at the value's magnitude (`2^(max(e, emin) - m)`), the
//! magnitude is truncated to a multiple of `q / 2^D`, the low `D` bits of the random operand
//! are added in units of `q / 2^D`, and the sum is truncated to a multiple of `q`.
//!
//! 8 bits → f32 is exact (every fp8/bf8 value is a binary32); NaN gives the quiet NaN
//! 0x7fc00000.

use xlane_core::semantics::amd::mma::fp8::F8;

/// The largest finite code of `fmt` (sign clear).
fn max_code(fmt: F8) -> u8 {
    match fmt {
        F8::E4M3 => 0x7e,
        F8::E5M2 => 0x7b,
        // FNUZ (the 6- and 4-bit formats are no conversion target here)
        _ => 0x7f,
    }
}

fn fnuz(fmt: F8) -> bool {
    matches!(fmt, F8::E4M3Fnuz | F8::E5M2Fnuz)
}

/// The NaN this conversion writes.
fn nan(fmt: F8) -> u8 {
    match fmt {
        F8::E4M3 => 0x7f,
        F8::E5M2 => 0x7e,
        _ => 0x80,
    }
}

/// binary32 `x` to `fmt` (module doc): to nearest even, or stochastically with the random
/// bits `sr`; `clamp` is MODE.FP16_OVFL.
pub fn encode(fmt: F8, x: f32, clamp: bool, sr: Option<u32>) -> u8 {
    let (_, mb, bias) = fmt.params();
    let mb = mb as i32;
    if x.is_nan() {
        return nan(fmt);
    }
    let sign = if x.is_sign_negative() { 0x80u8 } else { 0 };
    if x.is_infinite() {
        return match fmt {
            F8::E5M2 => sign | 0x7c,
            _ => nan(fmt) | if fnuz(fmt) { 0 } else { sign },
        };
    }
    let zero = if fnuz(fmt) { 0 } else { sign };
    let a = (x as f64).abs();
    if a == 0.0 {
        return zero;
    }
    let emin = 1 - bias;
    let e = ((a.to_bits() >> 52) as i32) - 1023;
    let qexp = e.max(emin) - mb;
    let n = match sr {
        None => (a * 2f64.powi(-qexp)).round_ties_even(),
        Some(r) => {
            let d = 23 - mb;
            let t = (a * 2f64.powi(d - qexp)).floor();
            let add = (r & ((1u32 << d) - 1)) as f64;
            ((t + add) * 2f64.powi(-d)).floor()
        }
    };
    if n == 0.0 {
        return zero;
    }
    let v = n * 2f64.powi(qexp);
    let maxv = fmt.decode(max_code(fmt));
    if v > maxv {
        return match (clamp, fmt) {
            (true, _) => sign | max_code(fmt),
            (false, F8::E5M2) => sign | 0x7c,
            (false, F8::E4M3) => sign | 0x7f,
            (false, _) => 0x80,
        };
    }
    let ve = ((v.to_bits() >> 52) as i32) - 1023;
    if ve < emin {
        return sign | n as u8;
    }
    let frac = (v * 2f64.powi(mb - ve)) as u32 - (1 << mb);
    sign | (((ve + bias) as u8) << mb) | frac as u8
}

/// The code `c` of `fmt` as binary32 bits.
pub fn decode(fmt: F8, c: u8) -> u32 {
    let v = fmt.decode(c);
    if v.is_nan() {
        0x7fc0_0000
    } else {
        (v as f32).to_bits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use F8::*;

    /// Codes worked by hand from the layouts: OCP E4M3 1.0 = 0.0111.000 (0x38), 448 =
    /// 0.1111.110; FNUZ E4M3 (bias 8) 1.0 = 0.1000.000 (0x40), 240 = 0x7f; E5M2 1.0 = 0x3c,
    /// FNUZ E5M2 1.0 = 0x40.
    #[test]
    fn nearest_codes_by_hand() {
        assert_eq!(encode(E4M3, 1.0, false, None), 0x38);
        assert_eq!(encode(E4M3Fnuz, 1.0, false, None), 0x40);
        assert_eq!(encode(E5M2, -1.0, false, None), 0xbc);
        assert_eq!(encode(E5M2Fnuz, -1.0, false, None), 0xc0);
        // ties to even: 1 + 2^-4 lies halfway between 1.0 and 1.125 in E4M3
        assert_eq!(encode(E4M3, 1.0625, false, None), 0x38);
        assert_eq!(encode(E4M3Fnuz, 1.1875, false, None), 0x42);
        // overflow: the clamp gives ±MAX, without it NaN (E4M3, FNUZ) or Inf (OCP E5M2)
        assert_eq!(encode(E4M3, 500.0, true, None), 0x7e);
        assert_eq!(encode(E4M3, -500.0, false, None), 0xff);
        assert_eq!(encode(E4M3Fnuz, 250.0, true, None), 0x7f);
        assert_eq!(encode(E4M3Fnuz, -250.0, true, None), 0xff);
        assert_eq!(encode(E4M3Fnuz, 250.0, false, None), 0x80);
        assert_eq!(encode(E5M2, 1e6, false, None), 0x7c);
        assert_eq!(encode(E5M2, -1e6, true, None), 0xfb);
        // 464 is the midpoint of 448 (fraction 110, even) and 480: ties to 448, no overflow;
        // 472 rounds up to 480, past the range
        assert_eq!(encode(E4M3, 464.0, false, None), 0x7e);
        assert_eq!(encode(E4M3, 472.0, true, None), 0x7e);
        assert_eq!(encode(E4M3, 472.0, false, None), 0x7f);
        // Inf stays non-finite; NaN is the format's NaN
        assert_eq!(encode(E5M2, f32::NEG_INFINITY, true, None), 0xfc);
        assert_eq!(encode(E4M3Fnuz, f32::INFINITY, true, None), 0x80);
        assert_eq!(encode(E4M3, f32::NAN, true, None), 0x7f);
        // subnormals: OCP E4M3 2^-9 = 0x01; FNUZ E4M3 2^-10 = 0x01; half of it ties to 0
        assert_eq!(encode(E4M3, 2f32.powi(-9), false, None), 0x01);
        assert_eq!(encode(E4M3Fnuz, 2f32.powi(-10), false, None), 0x01);
        assert_eq!(encode(E4M3Fnuz, -(2f32.powi(-11)), false, None), 0x00);
        assert_eq!(encode(E4M3, -(2f32.powi(-10)), false, None), 0x80);
        assert_eq!(encode(E4M3Fnuz, -0.0, false, None), 0x00);
    }

    /// Stochastic rounding: 1 + 2^-4 (E4M3: between 1.0 and 1.125, 20 dropped bits, the
    /// fraction below the kept bits is 2^19 of 2^20): random low bits below 2^19 keep 1.0,
    /// from 2^19 on give 1.125; bits above bit 19 are ignored.
    #[test]
    fn stochastic_by_hand() {
        assert_eq!(encode(E4M3, 1.0625, false, Some(0x7ffff)), 0x38);
        assert_eq!(encode(E4M3, 1.0625, false, Some(0x80000)), 0x39);
        assert_eq!(encode(E4M3, 1.0625, false, Some(0xfff0_0000)), 0x38);
        // an exact value never moves
        assert_eq!(encode(E4M3Fnuz, 1.0, false, Some(0xffff_ffff)), 0x40);
        // E5M2 drops 21 bits: 1 + 2^-3 (the fraction 2^20 of 2^21)
        assert_eq!(encode(E5M2Fnuz, 1.125, false, Some(0xfffff)), 0x40);
        assert_eq!(encode(E5M2Fnuz, 1.125, false, Some(0x100000)), 0x41);
        // past the range after rounding up: the clamp
        assert_eq!(encode(E4M3Fnuz, 240.0 + 8.0, true, Some(0xfffff)), 0x7f);
    }

    #[test]
    fn decode_is_exact() {
        assert_eq!(decode(E4M3, 0x7e), 448f32.to_bits());
        assert_eq!(decode(E4M3Fnuz, 0x7f), 240f32.to_bits());
        assert_eq!(decode(E5M2Fnuz, 0x80), 0x7fc0_0000);
        assert_eq!(decode(E5M2, 0xfc), f32::NEG_INFINITY.to_bits());
        for c in 0..=255u8 {
            for f in [E4M3, E5M2, E4M3Fnuz, E5M2Fnuz] {
                let x = f32::from_bits(decode(f, c));
                if !x.is_nan() && (f == E5M2 || !x.is_infinite()) {
                    // every finite code round-trips (FNUZ has no -0: 0x80 is the NaN)
                    assert_eq!(encode(f, x, false, None), c, "{f:?} {c:#x}");
                }
            }
        }
    }
}
