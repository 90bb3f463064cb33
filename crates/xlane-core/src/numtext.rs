//! Decimal number text to float bits, correctly rounded (to nearest, ties to even) in the
//! target format with a single rounding.
//!
//! `f64` and `f32` come straight from Rust's `str::parse`, which is correctly rounded
//! (Clinger / Eisel-Lemire with a big-decimal fallback). An `f32` is never read through an
//! `f64`: `1.0000000596046448` lies above the f32 midpoint `1 + 2^-24` but rounds to that
//! midpoint as an f64, which then ties to even (down) — one ulp off.
//!
//! Narrower formats (f16, bf16) are read through an f64 `x` and narrowed; that is exact except
//! when `x` is itself a rounding boundary of the narrow format (then the decimal's side of `x`
//! decides). Those cases are found by narrowing `x`'s two f64 neighbours, and settled by an
//! exact comparison of the decimal text with `x`'s exact decimal expansion.

use std::cmp::Ordering;

/// A JSON/C decimal number `[-]digits[.digits][e[+-]digits]`, also `inf`/`nan` spellings
/// that Rust's parser takes.
pub fn parse_f64(text: &str) -> Option<f64> {
    text.trim().parse::<f64>().ok()
}

pub fn parse_f32(text: &str) -> Option<f32> {
    text.trim().parse::<f32>().ok()
}

/// Round decimal `text` to a format narrower than f32 whose rounding from f64 is `narrow`
/// (to nearest, ties to even). Returns `narrow`'s bits.
pub fn parse_narrow(text: &str, narrow: impl Fn(f64) -> u64) -> Option<u64> {
    let x = parse_f64(text)?;
    if !x.is_finite() || x == 0.0 {
        return Some(narrow(x));
    }
    let (below, above) = (narrow(next_toward_zero(x)), narrow(next_away_from_zero(x)));
    if below == above {
        return Some(narrow(x));
    }
    // `x` is a boundary of the narrow format: the exact decimal decides the side.
    Some(match cmp_decimal_abs(text, x.abs())? {
        Ordering::Less => below,
        Ordering::Equal => narrow(x),
        Ordering::Greater => above,
    })
}

fn next_toward_zero(x: f64) -> f64 {
    f64::from_bits(x.to_bits() - 1)
}

fn next_away_from_zero(x: f64) -> f64 {
    f64::from_bits(x.to_bits() + 1)
}

/// The significant digits of a decimal text and the power of ten of the first one:
/// value = 0.d1d2d3… × 10^point. Leading and trailing zeros are dropped.
fn decimal_digits(text: &str) -> Option<(Vec<u8>, i64)> {
    let t = text.trim().trim_start_matches(['-', '+']);
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], t[i + 1..].parse::<i64>().ok()?),
        None => (t, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    let all: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
    let lead = all.iter().take_while(|&&d| d == 0).count();
    let mut digits = all[lead..].to_vec();
    while digits.last() == Some(&0) {
        digits.pop();
    }
    let point = int.len() as i64 - lead as i64 + exp;
    Some((digits, point))
}

/// The exact decimal expansion of a positive finite f64, in `decimal_digits`' form.
fn exact_digits(x: f64) -> (Vec<u8>, i64) {
    let bits = x.to_bits();
    let (exp, man) = ((bits >> 52) as i64 & 0x7ff, bits & ((1 << 52) - 1));
    let (m, e) = if exp == 0 { (man, -1074) } else { (man | 1 << 52, exp - 1075) };
    // value = m × 2^e = m × 5^-e × 10^e for e < 0
    let mut big = Big::from(m);
    if e >= 0 {
        for _ in 0..e {
            big.mul_small(2);
        }
    } else {
        for _ in 0..-e {
            big.mul_small(5);
        }
    }
    let s = big.to_decimal();
    let mut digits: Vec<u8> = s.bytes().map(|b| b - b'0').collect();
    let point = digits.len() as i64 + e.min(0);
    while digits.last() == Some(&0) {
        digits.pop();
    }
    (digits, point)
}

/// Exact comparison of |decimal text| with a positive finite f64.
fn cmp_decimal_abs(text: &str, x: f64) -> Option<Ordering> {
    let (d, dp) = decimal_digits(text)?;
    let (b, bp) = exact_digits(x);
    if d.is_empty() {
        return Some(Ordering::Less);
    }
    Some(dp.cmp(&bp).then_with(|| d.cmp(&b)))
}

/// Just enough of an unsigned big integer: base 10^9 limbs, least significant first.
struct Big(Vec<u32>);

const LIMB: u64 = 1_000_000_000;

impl Big {
    fn from(mut v: u64) -> Big {
        let mut limbs = vec![];
        while v > 0 {
            limbs.push((v % LIMB) as u32);
            v /= LIMB;
        }
        Big(limbs)
    }

    fn mul_small(&mut self, k: u64) {
        let mut carry = 0u64;
        for l in &mut self.0 {
            let p = *l as u64 * k + carry;
            *l = (p % LIMB) as u32;
            carry = p / LIMB;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn to_decimal(&self) -> String {
        let mut s = String::new();
        for (i, l) in self.0.iter().rev().enumerate() {
            if i == 0 {
                s += &l.to_string();
            } else {
                s += &format!("{l:09}");
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_expansions() {
        assert_eq!(exact_digits(1.0), (vec![1], 1));
        assert_eq!(exact_digits(0.5), (vec![5], 0));
        assert_eq!(exact_digits(1.25), (vec![1, 2, 5], 1));
        assert_eq!(exact_digits(1024.0), (vec![1, 0, 2, 4], 4));
        let (d, p) = exact_digits(f64::from_bits(1)); // 2^-1074 = 4.94…e-324
        assert_eq!((d[0], d[1], p), (4, 9, -323));
    }

    #[test]
    fn decimal_text() {
        assert_eq!(decimal_digits("0.00125e2"), Some((vec![1, 2, 5], 0)));
        assert_eq!(decimal_digits("-120"), Some((vec![1, 2], 3)));
        assert_eq!(cmp_decimal_abs("1.0000000000000000000001", 1.0), Some(Ordering::Greater));
        assert_eq!(cmp_decimal_abs("0.99999999999999999999", 1.0), Some(Ordering::Less));
        assert_eq!(cmp_decimal_abs("1.000", 1.0), Some(Ordering::Equal));
    }
}
