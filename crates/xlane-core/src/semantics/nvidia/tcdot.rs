//! The floating-point dot product of an sm_90 tensor core, as `mma.sync` computes one element
//! `d = c + Σ a_k·b_k` (K = 8 or 16 products).
//!
//! NVIDIA documents no order or rounding for it (PTX ISA "mma": "the precision of intermediate
//! results is not specified"). The model below was fitted to, and then checked bit for bit
//! against, every element of the sm_90 vectors in `vectors/nvidia-sm90-mma` (655 360 dot
//! products over six float forms, random and adversarial inputs: cancellation, subnormals,
//! Inf/NaN payloads, exponent spread, overflow; `tests/kernels/hw/mma_probe.cu`). It agrees
//! with what Fasi, Higham, Mikaitis and Pranesh ("Numerical behavior of NVIDIA tensor cores",
//! PeerJ CS 7:e330, 2021) found for earlier generations — exact products, one fused sum
//! aligned to the largest exponent with the bits below a fixed window truncated, no
//! normalisation in between — and with Khattak and Mikaitis ("Accurate models of NVIDIA
//! tensor cores", arXiv:2512.07004, 2025) that Hopper fuses a whole k-block:
//!
//! 1. Every product `a_k·b_k` is exact. Its *nominal exponent* is the sum of the operands'
//!    exponent fields (unbiased; a subnormal or zero counts as the format's minimum exponent),
//!    whatever the product's leading bit; `c`'s is its own exponent field likewise.
//! 2. All K products and `c` are added in one step: with `E` the largest nominal exponent of
//!    the non-zero terms, each term keeps only its bits of weight `2^(E-25)` and above
//!    (truncated toward zero, sign and magnitude), and those are summed exactly.
//! 3. The sum is rounded once: toward zero to binary32 for an f32 accumulator (an overflow is
//!    ±Inf, not the largest finite value), to nearest-even to binary16 for an f16 one.
//!    Subnormal results are kept (no flush).
//! 4. A NaN operand, `Inf·0`, or Infs of both signs give the canonical NaN (`0x7fffffff`,
//!    `0x7fff`); otherwise an Inf operand gives the Inf of its sign. TF32 operands ignore the
//!    13 low bits of their 32-bit registers.
//!
//! A zero result is +0: an exact zero sum, even when every term and the accumulator are −0
//! (measured on sm_90, errata N19; IEEE 754 addition would give −0 there), and a negative sum
//! that rounds to zero (measured for the f16 accumulator of `wgmma`, errata N22: IEEE 754 would
//! keep its sign; no f32-accumulator case is reachable by the vectors, it is taken as the same).

/// A float operand format of `mma`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fmt {
    F16,
    BF16,
    /// 32-bit registers holding binary32 bits, read as TF32 (the low 13 bits ignored).
    TF32,
    F32,
}

impl Fmt {
    /// (exponent bits, fraction bits) of the format as the tensor core reads it.
    const fn fields(self) -> (u32, u32) {
        match self {
            Fmt::F16 => (5, 10),
            Fmt::BF16 => (8, 7),
            Fmt::TF32 => (8, 10),
            Fmt::F32 => (8, 23),
        }
    }
}

/// A decoded operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Val {
    Nan,
    Inf {
        neg: bool,
    },
    /// `(-1)^neg · sig · 2^lsb`; `nom`: the nominal exponent (step 1 above).
    Fin {
        neg: bool,
        sig: u64,
        lsb: i32,
        nom: i32,
    },
}

fn decode(f: Fmt, bits: u32) -> Val {
    let (eb, mb) = f.fields();
    // TF32 is the top 19 bits of a binary32 register.
    let bits = if f == Fmt::TF32 { bits >> 13 } else { bits };
    let bias = (1i32 << (eb - 1)) - 1;
    let neg = (bits >> (eb + mb)) & 1 != 0;
    let e = ((bits >> mb) & ((1 << eb) - 1)) as i32;
    let m = (bits & ((1 << mb) - 1)) as u64;
    if e == (1 << eb) - 1 {
        return if m != 0 { Val::Nan } else { Val::Inf { neg } };
    }
    let nom = e.max(1) - bias;
    let sig = if e == 0 { m } else { m | 1 << mb };
    Val::Fin { neg, sig, lsb: nom - mb as i32, nom }
}

/// The accumulator format of an `mma`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Acc {
    F32,
    F16,
}

/// The canonical NaNs the tensor core writes (measured: every NaN result was these bits).
pub const NAN_F32: u32 = 0x7FFF_FFFF;
pub const NAN_F16: u32 = 0x7FFF;

/// Bits of precision kept below the largest nominal exponent (step 2).
const WINDOW: i32 = 25;

/// `d = c + Σ a[k]·b[k]` as the sm_90 tensor core computes it (module docs). `a`, `b`: operand
/// bits in `fmt`; `c` and the result: bits of `acc` (binary32, or binary16 in the low half).
pub fn dot(fmt: Fmt, a: &[u32], b: &[u32], acc: Acc, c: u32) -> u32 {
    let (nan, inf_bits) = match acc {
        Acc::F32 => (NAN_F32, 0x7F80_0000),
        Acc::F16 => (NAN_F16, 0x7C00),
    };
    let sign_bit = |neg: bool| {
        if neg {
            if acc == Acc::F32 {
                0x8000_0000
            } else {
                0x8000
            }
        } else {
            0
        }
    };
    // (neg, sig, lsb, nom) of every finite non-zero term
    let mut terms: Vec<(bool, u64, i32, i32)> = Vec::with_capacity(a.len() + 1);
    let (mut pos_inf, mut neg_inf, mut is_nan) = (false, false, false);
    for (&x, &y) in a.iter().zip(b) {
        match (decode(fmt, x), decode(fmt, y)) {
            (Val::Nan, _) | (_, Val::Nan) => is_nan = true,
            (Val::Inf { neg: n1 }, Val::Inf { neg: n2 }) => {
                if n1 ^ n2 {
                    neg_inf = true
                } else {
                    pos_inf = true
                }
            }
            (Val::Inf { neg: n1 }, Val::Fin { neg: n2, sig, .. }) | (Val::Fin { neg: n2, sig, .. }, Val::Inf { neg: n1 }) => {
                if sig == 0 {
                    is_nan = true
                } else if n1 ^ n2 {
                    neg_inf = true
                } else {
                    pos_inf = true
                }
            }
            (Val::Fin { neg: n1, sig: s1, lsb: l1, nom: e1 }, Val::Fin { neg: n2, sig: s2, lsb: l2, nom: e2 }) => {
                if s1 != 0 && s2 != 0 {
                    terms.push((n1 ^ n2, s1 * s2, l1 + l2, e1 + e2));
                }
            }
        }
    }
    match decode(if acc == Acc::F32 { Fmt::F32 } else { Fmt::F16 }, c) {
        Val::Nan => is_nan = true,
        Val::Inf { neg } => {
            if neg {
                neg_inf = true
            } else {
                pos_inf = true
            }
        }
        Val::Fin { neg, sig, lsb, nom } => {
            if sig != 0 {
                terms.push((neg, sig, lsb, nom))
            }
        }
    }
    if is_nan || (pos_inf && neg_inf) {
        return nan;
    }
    if pos_inf || neg_inf {
        return inf_bits | sign_bit(neg_inf);
    }
    let Some(top) = terms.iter().map(|t| t.3).max() else { return 0 };
    let cut = top - WINDOW;
    // Every term in units of 2^cut: below 2^(WINDOW + 3) each (a product's significand is
    // below 4 times its nominal exponent's power), so 33 of them fit an i64 easily.
    let mut sum: i64 = 0;
    for &(neg, sig, lsb, _) in &terms {
        let units = if lsb >= cut { sig << (lsb - cut) } else { sig.checked_shr((cut - lsb) as u32).unwrap_or(0) };
        sum += if neg { -(units as i64) } else { units as i64 };
    }
    match acc {
        Acc::F32 => round(sum, cut, 8, 23, false),
        Acc::F16 => round(sum, cut, 5, 10, true),
    }
}

/// Round `sum · 2^cut` to the binary format with `eb` exponent and `fb` fraction bits: to
/// nearest-even (`rne`) or toward zero. An overflow is ±Inf in both modes (measured for the
/// toward-zero f32 rounding).
fn round(sum: i64, cut: i32, eb: u32, fb: u32, rne: bool) -> u32 {
    if sum == 0 {
        return 0;
    }
    let sign = if sum < 0 { 1u32 << (eb + fb) } else { 0 };
    let mag = sum.unsigned_abs();
    let bias = (1i32 << (eb - 1)) - 1;
    let lead = 63 - mag.leading_zeros() as i32 + cut;
    // the weight of the result's last bit: fb below the leading one, not below the subnormals'
    let mut lsb = (lead - fb as i32).max(1 - bias - fb as i32);
    let mut q = if lsb > cut {
        let sh = (lsb - cut) as u32;
        let q = mag.checked_shr(sh).unwrap_or(0);
        let rem = mag - q.checked_shl(sh).unwrap_or(0);
        let half = 1u64.checked_shl(sh - 1).unwrap_or(u64::MAX);
        if rne && (rem > half || (rem == half && q & 1 == 1)) {
            q + 1
        } else {
            q
        }
    } else {
        mag << (cut - lsb)
    };
    if q >> (fb + 1) != 0 {
        // rounding carried into a new binade
        q >>= 1;
        lsb += 1;
    }
    if q == 0 {
        return 0; // rounded to zero: +0 whatever the sum's sign (errata N22)
    }
    if q >> fb == 0 {
        return sign | q as u32; // subnormal
    }
    let e = lsb + fb as i32 + bias;
    if e >= (1 << eb) - 1 {
        return sign | ((1 << eb) - 1) << fb; // overflow: Inf
    }
    sign | (e as u32) << fb | (q as u32 & ((1 << fb) - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f16(x: f32) -> u32 {
        half::f16::from_f32(x).to_bits() as u32
    }

    /// Two elements of sm_90's `wgmma.mma_async.m64n8k16.f16.f16.f16` (H100, 2026-12-07, the
    /// vectors of `tests/kernels/hw/wgmma_probe.cu`) whose exact sums are −0.315 and −0.099
    /// units of the smallest subnormal: they round to zero, and the hardware gives +0, not the
    /// −0 of IEEE 754 rounding.
    #[test]
    fn a_negative_sum_that_rounds_to_zero_is_plus_zero() {
        let a = [0x98d, 0x8804, 0x26f, 0x81ed, 0x8353, 0x3f0, 0x315, 0x812a, 0x82e9, 0x6f3, 0x6b, 0x310, 0x81ad, 0x851, 0x3d1, 0x808d];
        let b = [0x85f5, 0x2d9, 0x255, 0x810c, 0x8024, 0x395, 0x7de, 0x87e5, 0x827c, 0x8207, 0x881b, 0x94b, 0x80e4, 0x8387, 0x893a, 0xfd];
        assert_eq!(dot(Fmt::F16, &a, &b, Acc::F16, 0), 0);
        let a = [0x8369, 0x8b9a, 0x85ef, 0x5fc, 0xcd, 0x3ef, 0x81c7, 0x399, 0x8698, 0x8930, 0x279, 0x809f, 0x82fe, 0x82c4, 0x82d2, 0x8144];
        let b = [0x1f2, 0x84ec, 0x20e, 0x95b, 0x1c1, 0x857, 0x89a8, 0x54e, 0x19d, 0x83fc, 0x233, 0x81da, 0x84a5, 0xb60, 0x886b, 0x806d];
        assert_eq!(dot(Fmt::F16, &a, &b, Acc::F16, 0x8001), 0);
        // the smallest subnormal survives with its sign when the sum rounds to it
        assert_eq!(dot(Fmt::F16, &[0x8001], &[0x3c00], Acc::F16, 0), 0x8001);
    }

    /// Exact sums round as IEEE would when nothing is truncated.
    #[test]
    fn small_integers_are_exact() {
        let a: Vec<u32> = (1..=16).map(|k| f16(k as f32)).collect();
        let b: Vec<u32> = (1..=16).map(|k| f16(if k % 2 == 0 { -1.0 } else { 2.0 })).collect();
        // Σ k·(k odd ? 2 : -1) = 2·64 - 72 = 56, plus c = 0.5
        let d = dot(Fmt::F16, &a, &b, Acc::F32, 0.5f32.to_bits());
        assert_eq!(f32::from_bits(d), 56.5);
        let d = dot(Fmt::F16, &a, &b, Acc::F16, f16(0.5));
        assert_eq!(d, f16(56.5));
    }

    /// A term far below the largest one is truncated away (window of 25 bits below the
    /// largest nominal exponent), and the result rounds toward zero.
    #[test]
    fn truncation_and_round_toward_zero() {
        let one = f16(1.0);
        let tiny = f16(2f32.powi(-14)); // 2^-14 · 1 ... products 2^-28 < 2^(0-25)
        let mut a = vec![one, tiny, tiny];
        let mut b = vec![one, tiny, tiny];
        a.resize(16, 0);
        b.resize(16, 0);
        // 1 + 2·2^-28: both small products fall below 2^-25 and are dropped
        assert_eq!(dot(Fmt::F16, &a, &b, Acc::F32, 0), 1f32.to_bits());
        // 1 - 2^-24 (exact in f32) plus -2^-26 rounds toward zero to the next value down
        let c = (1.0f32 - 2f32.powi(-24)).to_bits();
        let a2 = [f16(-(2f32.powi(-13))), f16(2f32.powi(-13))];
        let b2 = [f16(2f32.powi(-13)), 0];
        let d = dot(Fmt::F16, &a2, &b2, Acc::F32, c);
        assert_eq!(d, (1.0f32 - 2f32.powi(-24)).to_bits() - 1);
    }

    #[test]
    fn specials() {
        let inf = 0x7C00;
        assert_eq!(dot(Fmt::F16, &[inf], &[0], Acc::F32, 0), NAN_F32);
        assert_eq!(dot(Fmt::F16, &[inf, inf], &[f16(1.0), f16(-1.0)], Acc::F32, 0), NAN_F32);
        assert_eq!(dot(Fmt::F16, &[inf], &[f16(-2.0)], Acc::F32, 0), 0xFF80_0000);
        assert_eq!(dot(Fmt::F16, &[f16(1.0)], &[f16(1.0)], Acc::F32, f32::MAX.to_bits()), f32::MAX.to_bits());
        // the largest bf16 squared overflows binary32: +Inf even though the rounding is toward zero
        let big = 0x7F7F;
        assert_eq!(dot(Fmt::BF16, &[big], &[big], Acc::F32, 0), 0x7F80_0000);
        assert_eq!(dot(Fmt::F16, &[0x7E00], &[0], Acc::F16, 0), NAN_F16);
    }

    /// TF32 reads the top 19 bits of the register.
    #[test]
    fn tf32_ignores_the_low_bits() {
        let x = 1.5f32.to_bits() | 0x1FFF;
        assert_eq!(dot(Fmt::TF32, &[x], &[2f32.to_bits()], Acc::F32, 0), 3f32.to_bits());
    }
}
