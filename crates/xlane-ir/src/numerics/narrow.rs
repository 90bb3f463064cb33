//! PTX `cvt` from `.f32` to a narrower float with the modifiers PTX ISA 8.x defines for the
//! scalar and pair forms (§9.7.9.21 "cvt"):
//!
//! ```text
//! cvt.frnd2{.relu}{.satfinite}.f16.f32      d, a;      frnd2 = .rn, .rz
//! cvt.frnd2{.relu}{.satfinite}.bf16.f32     d, a;
//! cvt.frnd2{.relu}{.satfinite}.f16x2.f32    d, a, b;   (a to the high half)
//! cvt.frnd2{.relu}{.satfinite}.bf16x2.f32   d, a, b;
//! cvt.rna{.satfinite}.tf32.f32              d, a;
//! cvt.frnd2{.satfinite}{.relu}.tf32.f32     d, a;
//! ```
//!
//! The rules, from the ISA text, computed exactly ([`super::exact_round::round`], integer
//! arithmetic):
//! - the value is rounded once in the direction: `.rn` to nearest even, `.rz` toward zero,
//!   `.rna` to nearest with ties away from zero; subnormal results are kept (these forms
//!   have no `.ftz`);
//! - `.satfinite`: "if the absolute value of input (ignoring sign) is greater than MAX_NORM
//!   of the specified destination format, then the result is sign-preserved MAX_NORM"; an
//!   infinite input counts, and so does a finite one that rounds past MAX_NORM (`.rn`'s
//!   overflow to infinity); a NaN input gives NaN;
//! - `.relu`: "clamps the result to 0 if negative. NaN results are converted to canonical
//!   NaN";
//! - `.tf32` is a `.b32` register holding a binary32 pattern whose 13 low bits are zero
//!   (1 sign, 8 exponent, 10 fraction bits: the binary32 exponent range).
//!
//! What the text leaves open (docs/errata.md N20, measured by tests/kernels/hw/packed_probe.cu
//! over all 2^32 inputs on an H100, sm_90): a NaN result of the f16/bf16 forms is the
//! canonical NaN `0x7fff` with or without `.relu`, and `.relu` of −0 is +0 (as
//! `numerics::minifloat` chooses for the 8-bit formats): both confirmed. A NaN input to a
//! `.tf32` form does **not** give `0x7fffffff`. Measured for every NaN input (both signs, all
//! 2^23 − 1 payloads; tests/kernels/hw/tf32_nan_probe.cu, H100):
//! - `.rn`, `.rz`, with or without `.relu`: `0x7fffe000` for every NaN;
//! - `.rna`: the input with its 13 low bits cleared (sign and payload kept, so a payload only in
//!   those bits gives ±Inf);
//! - `.rna.satfinite`: that, less `0x2000` (one unit of TF32's last place: a payload only in the
//!   low 13 bits gives ±MAX_NORM `0x7f7fe000`, one only in bit 13 gives ±Inf).
//!
//! The `.rn`/`.rz` `.satfinite` forms need sm_100 (ptxas refuses them for sm_90), so they were
//! not measured: [`narrow`] gives no value (undefined) for a NaN there. Every other input is exact.

use super::exact_round::{self, Format};
use super::rounding::Rnd;

/// The destination format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Narrow {
    F16,
    Bf16,
    /// TensorFloat-32, in the high 19 bits of a binary32 pattern.
    Tf32,
}

/// The rounding direction of a narrowing `cvt`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NarrowRnd {
    /// `.rn`: to nearest, ties to even.
    Rn,
    /// `.rz`: toward zero.
    Rz,
    /// `.rna`: to nearest, ties away from zero (`.tf32` only).
    Rna,
}

impl Narrow {
    /// The format as [`exact_round`] rounds to it (TF32: 11 significand bits, binary32's
    /// exponents, a 19-bit encoding).
    fn format(self) -> Format {
        match self {
            Narrow::F16 => exact_round::F16,
            Narrow::Bf16 => exact_round::BF16,
            Narrow::Tf32 => Format { p: 11, emin: -126, emax: 127, width: 19 },
        }
    }
    /// Bits of the register below the encoding (TF32 sits in the high 19 of 32).
    fn shift(self) -> u32 {
        match self {
            Narrow::Tf32 => 13,
            _ => 0,
        }
    }
    /// The register bits for NaN input `x` (module doc): f16/bf16's canonical NaN; TF32's as
    /// measured, `None` for the forms not measured.
    fn nan_result(self, x: u32, rnd: NarrowRnd, satfinite: bool) -> Option<u32> {
        const LOW: u32 = (1 << 13) - 1;
        match (self, rnd, satfinite) {
            (Narrow::Tf32, NarrowRnd::Rna, false) => Some(x & !LOW),
            (Narrow::Tf32, NarrowRnd::Rna, true) => Some((x & !LOW) - (LOW + 1)),
            (Narrow::Tf32, NarrowRnd::Rn | NarrowRnd::Rz, false) => Some(0x7fff_e000),
            (Narrow::Tf32, NarrowRnd::Rn | NarrowRnd::Rz, true) => None,
            _ => Some(0x7fff),
        }
    }
}

/// The register bits `cvt` writes for binary32 input `x`, or `None` where the hardware's
/// result is not known (a NaN into a `.rn`/`.rz` `.satfinite` TF32 form: module doc).
pub fn narrow(x: u32, to: Narrow, rnd: NarrowRnd, relu: bool, satfinite: bool) -> Option<u32> {
    let fmt = to.format();
    let sign_bit = 1u32 << (fmt.width - 1);
    if f32::from_bits(x).is_nan() {
        return to.nan_result(x, rnd, satfinite);
    }
    let neg = x >> 31 == 1;
    let enc = if f32::from_bits(x).is_infinite() {
        // ±Inf: every format here has binary32's exponent field or a narrower one; the
        // infinity of the format
        (if neg { sign_bit } else { 0 }) | inf(fmt)
    } else {
        let (_, m, e) = exact_round::split_f64(f32::from_bits(x).abs() as f64);
        match rnd {
            NarrowRnd::Rn => exact_round::round(neg, m, e, fmt, Rnd::Nearest) as u32,
            NarrowRnd::Rz => exact_round::round(neg, m, e, fmt, Rnd::Zero) as u32,
            NarrowRnd::Rna => {
                // ties away: round toward zero, then up when the dropped part is at least
                // half a unit in the last place, i.e. when rounding to nearest went up
                let z = exact_round::round(neg, m, e, fmt, Rnd::Zero) as u32;
                let n = exact_round::round(neg, m, e, fmt, Rnd::Nearest) as u32;
                let up = exact_round::round(neg, m, e, fmt, if neg { Rnd::Down } else { Rnd::Up }) as u32;
                // at a tie `n` is the even neighbour; ties away always take `up`
                if n != z || is_tie(m, e, fmt) {
                    up
                } else {
                    z
                }
            }
        }
    };
    let mut enc = enc;
    if satfinite && enc & !sign_bit == inf(fmt) {
        enc = (enc & sign_bit) | (inf(fmt) - 1);
    }
    if relu && enc & sign_bit != 0 {
        enc = 0;
    }
    Some(enc << to.shift())
}

/// The infinity's encoding (exponent all ones, fraction zero) of `fmt`, sign clear.
fn inf(fmt: Format) -> u32 {
    (((1u64 << (fmt.width - fmt.p)) - 1) << (fmt.p - 1)) as u32
}

/// Whether `m · 2^e` lies exactly halfway between two neighbours of `fmt`.
fn is_tie(m: u128, e: i32, fmt: Format) -> bool {
    if m == 0 {
        return false;
    }
    let top = e + (128 - m.leading_zeros()) as i32 - 1;
    let q = top.max(fmt.emin) - (fmt.p as i32 - 1);
    let shift = q - e;
    (1..=127).contains(&shift) && m & ((1u128 << shift) - 1) == 1u128 << (shift - 1)
}

#[cfg(test)]
mod tests {
    use super::Narrow::*;
    use super::NarrowRnd::*;
    use super::*;

    fn f(x: f32) -> u32 {
        x.to_bits()
    }

    /// Bit patterns worked out by hand from the binary16/bfloat16 layouts (1.0 = 0x3c00 /
    /// 0x3f80, MAX_NORM 65504 = 0x7bff / 0x7f7f…, Inf 0x7c00 / 0x7f80).
    #[test]
    fn f16_and_bf16_by_hand() {
        assert_eq!(narrow(f(1.0), F16, Rn, false, false), Some(0x3c00));
        assert_eq!(narrow(f(-2.5), F16, Rn, false, false), Some(0xc100));
        // 65520 is the midpoint of 65504 and 65536 (past MAX_NORM): .rn overflows to Inf,
        // .satfinite keeps MAX_NORM, .rz never leaves the finite range
        assert_eq!(narrow(f(65520.0), F16, Rn, false, false), Some(0x7c00));
        assert_eq!(narrow(f(65520.0), F16, Rn, false, true), Some(0x7bff));
        assert_eq!(narrow(f(-1e9), F16, Rz, false, false), Some(0xfbff));
        assert_eq!(narrow(f(f32::NEG_INFINITY), F16, Rn, false, true), Some(0xfbff));
        assert_eq!(narrow(f(f32::INFINITY), F16, Rz, false, false), Some(0x7c00));
        // .relu: negative results (-0 included) become +0; positive ones pass
        assert_eq!(narrow(f(-3.0), F16, Rn, true, false), Some(0x0000));
        assert_eq!(narrow(f(-0.0), Bf16, Rn, true, true), Some(0x0000));
        assert_eq!(narrow(f(3.0), Bf16, Rn, true, false), Some(0x4040));
        // NaN: the canonical NaN, with or without the modifiers
        assert_eq!(narrow(0x7fc0_1234, F16, Rn, true, true), Some(0x7fff));
        assert_eq!(narrow(0xffc0_0000, Bf16, Rz, false, true), Some(0x7fff));
        // the smallest f16 subnormal 2^-24 is kept; 2^-25 ties to even (0), a bit more rounds up
        assert_eq!(narrow(f(2f32.powi(-24)), F16, Rn, false, true), Some(0x0001));
        assert_eq!(narrow(f(2f32.powi(-25)), F16, Rn, false, false), Some(0x0000));
        assert_eq!(narrow(f(2f32.powi(-25) * 1.5), F16, Rn, false, false), Some(0x0001));
        // bf16 keeps binary32's exponent: 1 + 2^-8 ties to even (1.0), 1 + 3·2^-8 rounds up,
        // .rz truncates the 16 low bits
        assert_eq!(narrow(0x3f80_8000, Bf16, Rn, false, false), Some(0x3f80));
        assert_eq!(narrow(0x3f81_8000, Bf16, Rn, false, false), Some(0x3f82));
        assert_eq!(narrow(0x3f81_ffff, Bf16, Rz, false, false), Some(0x3f81));
        // bf16 MAX_NORM 0x7f7f (3.3895e38): f32::MAX rounds up past it under .rn
        assert_eq!(narrow(f(f32::MAX), Bf16, Rn, false, false), Some(0x7f80));
        assert_eq!(narrow(f(f32::MAX), Bf16, Rn, false, true), Some(0x7f7f));
        assert_eq!(narrow(f(-f32::MAX), Bf16, Rn, true, true), Some(0x0000));
    }

    /// TF32: the binary32 pattern with 13 low bits cleared after rounding (1 + 2^-10 is the
    /// next value after 1.0: 0x3f802000).
    #[test]
    fn tf32_by_hand() {
        // 1 + 2^-11 is a tie: .rna goes away (up), .rn to even (down)
        assert_eq!(narrow(0x3f80_1000, Tf32, Rna, false, false), Some(0x3f80_2000));
        assert_eq!(narrow(0x3f80_1000, Tf32, Rn, false, false), Some(0x3f80_0000));
        assert_eq!(narrow(0xbf80_1000, Tf32, Rna, false, false), Some(0xbf80_2000));
        // 1 + 3·2^-11 ties between 1 + 2^-10 (odd) and 1 + 2^-9: both nearest modes go up
        assert_eq!(narrow(0x3f80_3000, Tf32, Rn, false, false), Some(0x3f80_4000));
        assert_eq!(narrow(0x3f80_3000, Tf32, Rna, false, false), Some(0x3f80_4000));
        // just below a tie: both round down; .rz truncates
        assert_eq!(narrow(0x3f80_0fff, Tf32, Rna, false, false), Some(0x3f80_0000));
        assert_eq!(narrow(0x3f80_3fff, Tf32, Rz, false, false), Some(0x3f80_2000));
        // f32::MAX rounds to Inf under .rna; .satfinite keeps MAX_NORM 0x7f7fe000
        assert_eq!(narrow(f(f32::MAX), Tf32, Rna, false, false), Some(0x7f80_0000));
        assert_eq!(narrow(f(f32::MAX), Tf32, Rna, false, true), Some(0x7f7f_e000));
        assert_eq!(narrow(f(-f32::MAX), Tf32, Rz, false, false), Some(0xff7f_e000));
        assert_eq!(narrow(f(-1.5), Tf32, Rn, true, false), Some(0));
        // NaN into TF32, the H100's results (tests/kernels/hw/tf32_nan_probe.cu, every NaN)
        for (x, rna, rna_sat) in [
            (0x7f80_0001, 0x7f80_0000, 0x7f7f_e000),
            (0x7f80_1fff, 0x7f80_0000, 0x7f7f_e000),
            (0x7f80_2000, 0x7f80_2000, 0x7f80_0000),
            (0x7fbf_ffff, 0x7fbf_e000, 0x7fbf_c000),
            (0x7fc0_0000, 0x7fc0_0000, 0x7fbf_e000),
            (0x7fff_ffff, 0x7fff_e000, 0x7fff_c000),
            (0xff80_1300, 0xff80_0000, 0xff7f_e000),
            (0xffc0_0000, 0xffc0_0000, 0xffbf_e000),
            (0xffff_ffff, 0xffff_e000, 0xffff_c000),
        ] {
            assert_eq!(narrow(x, Tf32, Rna, false, false), Some(rna), "{x:#x}");
            assert_eq!(narrow(x, Tf32, Rna, false, true), Some(rna_sat), "{x:#x}");
            for (rnd, relu) in [(Rn, false), (Rn, true), (Rz, false), (Rz, true)] {
                assert_eq!(narrow(x, Tf32, rnd, relu, false), Some(0x7fff_e000), "{x:#x}");
            }
            // sm_100's .rn/.rz .satfinite forms: not measured
            assert_eq!(narrow(x, Tf32, Rn, false, true), None);
            assert_eq!(narrow(x, Tf32, Rz, true, true), None);
        }
        // a binary32 subnormal keeps its 10 top fraction bits (ties away: 0x1000 -> 0x2000)
        assert_eq!(narrow(0x0000_1000, Tf32, Rna, false, false), Some(0x0000_2000));
        assert_eq!(narrow(0x0000_1000, Tf32, Rn, false, false), Some(0x0000_0000));
    }
}
