//! Floating-point literals of LLVM's textual IR, as the bits of the constant's type.
//!
//! LLVM 22 writes decimal literals only where they are exact, and otherwise the legacy
//! hexadecimal forms: `0x` + 16 digits (a `double`'s bits, for `double` and `float`), `0xH`
//! (half), `0xR` (bfloat). LLVM 24's parser and printer add (llvm-project PR 190641
//! "[AsmParser] Revamp how floating-point literals work in LLVM IR" and PR 190649, LangRef
//! "Floating-point constants"; Triton 3.9's LLVM prints them):
//! - `f0x…`: the constant's bits in its own format (`float f0x3FB8AA3B`);
//! - C99 hexadecimal floats (`0x1.8p3`, `-0x1p-2`), and decimal literals for every float
//!   type, both rounded to the type to nearest, ties to even (a literal that overflows to
//!   infinity is refused, as LLVM refuses it);
//! - `+inf`/`-inf`, `+qnan`/`-qnan` (the quiet NaN with a zero payload), `+nan(P)`/`-nan(P)`
//!   (a quiet NaN whose payload, the quiet bit not included, is P) and `+snan(P)`/`-snan(P)`
//!   (a signaling NaN with payload P, which must not be 0); P is hexadecimal (`0x3F`) or
//!   decimal.

use super::ast::Type;

/// An IEEE binary format: exponent and fraction widths.
#[derive(Clone, Copy)]
struct Fmt {
    ebits: u32,
    mbits: u32,
}

fn fmt_of(ty: &Type) -> Option<Fmt> {
    Some(match ty.scalar() {
        Type::Half => Fmt { ebits: 5, mbits: 10 },
        Type::BFloat => Fmt { ebits: 8, mbits: 7 },
        Type::Float => Fmt { ebits: 8, mbits: 23 },
        Type::Double => Fmt { ebits: 11, mbits: 52 },
        _ => return None,
    })
}

/// A decimal literal (`1.5`, `-2.5e-3`) rounded once, to nearest even, in the type: `float`
/// and `double` parse in their format (Rust's `str::parse` rounds correctly), `half` and
/// `bfloat` through `xlane_core::numtext::parse_narrow` (the launch specs' reader).
pub fn decimal(ty: &Type, text: &str) -> Result<u64, String> {
    let bad = || format!("bad float literal `{text}`");
    let bits = match ty.scalar() {
        Type::Double => {
            let v: f64 = text.parse().map_err(|_| bad())?;
            finite(v.is_infinite(), text)?;
            v.to_bits()
        }
        Type::Float => {
            let v: f32 = text.parse().map_err(|_| bad())?;
            finite(v.is_infinite(), text)?;
            v.to_bits() as u64
        }
        Type::Half | Type::BFloat => {
            use crate::numerics::float::{f64_to_bf16, f64_to_f16};
            let f = fmt_of(ty).unwrap();
            let half = matches!(ty.scalar(), Type::Half);
            let v = xlane_core::numtext::parse_narrow(text, |x| if half { f64_to_f16(x) as u64 } else { f64_to_bf16(x) as u64 }).ok_or_else(bad)?;
            finite((v >> f.mbits) & ((1 << f.ebits) - 1) == (1 << f.ebits) - 1, text)?;
            v
        }
        t => return Err(format!("float literal for non-float type `{t}`")),
    };
    Ok(bits)
}

fn finite(inf: bool, text: &str) -> Result<(), String> {
    if inf {
        Err(overflow(text))
    } else {
        Ok(())
    }
}

fn overflow(text: &str) -> String {
    format!("float literal `{text}` overflows its type (LLVM refuses a literal that rounds to infinity)")
}

/// Round ±m·2^e to the format, to nearest with ties to even (subnormals kept); `None` when
/// the result overflows to infinity.
fn round(neg: bool, m: u128, e: i32, f: Fmt) -> Option<u64> {
    let sign = (neg as u64) << (f.ebits + f.mbits);
    if m == 0 {
        return Some(sign);
    }
    let bias = (1i32 << (f.ebits - 1)) - 1;
    let emin = 1 - bias;
    let msb = 127 - m.leading_zeros() as i32;
    let te = (msb + e).max(emin);
    // the significand n in units of 2^(te - mbits)
    let shift = te - f.mbits as i32 - e;
    let mut n = if shift <= 0 {
        if -shift > 127 - msb {
            return None;
        }
        m << (-shift)
    } else if shift > 127 {
        // m < 2^128 <= 2^shift: below one unit; above half of it only when shift is 128
        (shift == 128 && m > 1u128 << 127) as u128
    } else {
        let q = m >> shift;
        let rem = m & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    let mut te = te;
    if n >> (f.mbits + 1) != 0 {
        n >>= 1;
        te += 1;
    }
    if te > bias {
        return None;
    }
    let frac_mask = (1u128 << f.mbits) - 1;
    let exp_field = if n >> f.mbits == 0 { 0 } else { (te + bias) as u128 };
    Some(sign | ((exp_field << f.mbits) | (n & frac_mask)) as u64)
}

/// The hexadecimal and named forms: legacy `0x…`/`0xH…`/`0xR…`, `f0x…`, C99 `0x1.8p3`, and
/// the signed infinities and NaNs (module comment).
pub fn hex(ty: &Type, s: &str) -> Result<u64, String> {
    let bad = || format!("bad hex literal `{s}`");
    if let Some(special) = named(ty, s) {
        return special;
    }
    if let Some(digits) = s.strip_prefix("f0x") {
        let f = fmt_of(ty).ok_or_else(|| format!("`{s}` for the non-float type `{ty}`"))?;
        let v = u64::from_str_radix(digits, 16).map_err(|_| bad())?;
        let width = 1 + f.ebits + f.mbits;
        if width < 64 && v >> width != 0 {
            return Err(format!("`{s}` has more than {width} bits for `{ty}`"));
        }
        return Ok(v);
    }
    let (neg, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let Some(body) = body.strip_prefix("0x") else { return Err(bad()) };
    if body.contains(['.', 'p', 'P']) {
        return c99(ty, neg, body, s);
    }
    if neg {
        return Err(bad());
    }
    let (kind, digits) = match body.chars().next() {
        Some(c @ ('H' | 'R' | 'K' | 'L' | 'M')) => (Some(c), &body[1..]),
        _ => (None, body),
    };
    let v = u64::from_str_radix(digits, 16).map_err(|_| bad())?;
    Ok(match (kind, ty.scalar()) {
        (Some('H'), _) | (Some('R'), _) => v,
        (None, Type::Double) => v,
        // LangRef: a `float` constant is printed as the `double` that holds it exactly
        (None, Type::Float) => (f64::from_bits(v) as f32).to_bits() as u64,
        (None, Type::Int(_)) => v,
        (Some(k), _) => return Err(format!("unsupported float literal kind `0x{k}`")),
        (None, t) => return Err(format!("hex literal for type `{t}`")),
    })
}

/// C99 hexadecimal float: hex digits with an optional `.` and an optional `p±exp`.
fn c99(ty: &Type, neg: bool, body: &str, s: &str) -> Result<u64, String> {
    let bad = || format!("bad hexadecimal float `{s}`");
    let f = fmt_of(ty).ok_or_else(|| format!("`{s}` for the non-float type `{ty}`"))?;
    let (mant, exp) = match body.find(['p', 'P']) {
        Some(k) => (&body[..k], body[k + 1..].parse::<i32>().map_err(|_| bad())?),
        None => (body, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    if int.is_empty() && frac.is_empty() {
        return Err(bad());
    }
    let mut m: u128 = 0;
    let mut e = exp;
    let mut sticky = false;
    for (k, c) in int.chars().chain(frac.chars()).enumerate() {
        let d = c.to_digit(16).ok_or_else(bad)? as u128;
        let in_frac = k >= int.len();
        if m >> 120 != 0 {
            // more digits than 120 bits hold: what is left only decides a tie
            sticky |= d != 0;
            if !in_frac {
                e += 4;
            }
            continue;
        }
        m = (m << 4) | d;
        if in_frac {
            e -= 4;
        }
    }
    if sticky {
        m = (m << 1) | 1;
        e -= 1;
    }
    round(neg, m, e, f).ok_or_else(|| overflow(s))
}

/// `±inf`, `±qnan`, `±nan(P)`, `±snan(P)`; `None` when `s` is not one of them.
fn named(ty: &Type, s: &str) -> Option<Result<u64, String>> {
    let (neg, rest) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => return None,
    };
    let (word, payload) = match rest.split_once('(') {
        Some((w, p)) => (w, Some(p.strip_suffix(')')?)),
        None => (rest, None),
    };
    if !matches!((word, payload.is_some()), ("inf", false) | ("qnan", false) | ("nan", true) | ("snan", true)) {
        return None;
    }
    let Some(f) = fmt_of(ty) else { return Some(Err(format!("`{s}` for the non-float type `{ty}`"))) };
    let sign = (neg as u64) << (f.ebits + f.mbits);
    let exp = ((1u64 << f.ebits) - 1) << f.mbits;
    let quiet = 1u64 << (f.mbits - 1);
    let p = match payload {
        None => 0,
        Some(t) => {
            let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                Some(h) => u64::from_str_radix(h, 16),
                None => t.parse::<u64>(),
            };
            match v {
                Ok(v) if v < quiet => v,
                _ => return Some(Err(format!("NaN payload of `{s}` does not fit the {} payload bits of `{ty}`", f.mbits - 1))),
            }
        }
    };
    Some(match word {
        "inf" => Ok(sign | exp),
        "qnan" | "nan" => Ok(sign | exp | quiet | p),
        _ if p == 0 => Err(format!("`{s}`: a signaling NaN needs a payload other than 0")),
        _ => Ok(sign | exp | p),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f0x_is_the_bits_of_the_type() {
        assert_eq!(hex(&Type::Float, "f0x3FB8AA3B"), Ok(0x3fb8_aa3b));
        assert_eq!(hex(&Type::Half, "f0x3C00"), Ok(0x3c00));
        assert_eq!(hex(&Type::Double, "f0x3FF0000000000000"), Ok(0x3ff0_0000_0000_0000));
        assert!(hex(&Type::Half, "f0x13C00").is_err());
    }

    #[test]
    fn named_values_follow_the_ieee_encoding() {
        assert_eq!(hex(&Type::BFloat, "+nan(0x3F)"), Ok(0x7fc0 | 0x3f));
        assert_eq!(hex(&Type::Float, "-qnan"), Ok(0xffc0_0000));
        assert_eq!(hex(&Type::Float, "+snan(0x1)"), Ok(0x7f80_0001));
        assert_eq!(hex(&Type::Double, "-inf"), Ok(0xfff0_0000_0000_0000));
        assert_eq!(hex(&Type::Half, "+inf"), Ok(0x7c00));
        assert_eq!(hex(&Type::Half, "+nan(5)"), Ok(0x7e05));
        assert!(hex(&Type::Float, "+snan(0x0)").is_err());
        assert!(hex(&Type::BFloat, "+nan(0x40)").is_err(), "bfloat has 6 payload bits");
    }

    #[test]
    fn c99_hex_floats_round_to_nearest_even() {
        assert_eq!(hex(&Type::Float, "0x1.8p3"), Ok(12f32.to_bits() as u64));
        assert_eq!(hex(&Type::Double, "-0x1p-2"), Ok((-0.25f64).to_bits()));
        // 1 + 2^-24 is a tie between 1 and 1 + 2^-23: even is 1.0; 1 + 3·2^-24 goes up
        assert_eq!(hex(&Type::Float, "0x1.000001p0"), Ok(1f32.to_bits() as u64));
        assert_eq!(hex(&Type::Float, "0x1.000003p0"), Ok((1.0f32 + 2.0 * f32::EPSILON).to_bits() as u64));
        // the smallest subnormals; half of the smallest rounds to zero (tie, even)
        assert_eq!(hex(&Type::Float, "0x1p-149"), Ok(1));
        assert_eq!(hex(&Type::Float, "0x1p-150"), Ok(0));
        assert_eq!(hex(&Type::Float, "0x1.8p-150"), Ok(1));
        assert_eq!(hex(&Type::Half, "0x1p-24"), Ok(1));
        assert_eq!(hex(&Type::Half, "0x1.ffcp15"), Ok(0x7bff));
        assert!(hex(&Type::Half, "0x1p16").is_err(), "overflow is refused");
        // the legacy forms still mean what they meant
        assert_eq!(hex(&Type::Float, "0x3FF0000000000000"), Ok(1f32.to_bits() as u64));
        assert_eq!(hex(&Type::Half, "0xH3C00"), Ok(0x3c00));
    }

    #[test]
    fn decimals_round_once_in_their_type() {
        assert_eq!(decimal(&Type::Float, "0.1"), Ok(0.1f32.to_bits() as u64));
        assert_eq!(decimal(&Type::Double, "0.1"), Ok(0.1f64.to_bits()));
        assert_eq!(decimal(&Type::Half, "1.5"), Ok(0x3e00));
        assert_eq!(decimal(&Type::BFloat, "-2.0"), Ok(0xc000));
        assert_eq!(decimal(&Type::Half, "65504.0"), Ok(0x7bff));
        // the f16 midpoint 1 + 2^-11 ties to even; a hair above goes up (one rounding)
        assert_eq!(decimal(&Type::Half, "1.00048828125"), Ok(0x3c00));
        assert_eq!(decimal(&Type::Half, "1.0004882812500001"), Ok(0x3c01));
        assert!(decimal(&Type::Half, "70000.0").is_err());
        assert!(decimal(&Type::Float, "1e39").is_err());
    }
}
