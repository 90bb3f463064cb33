//! Lane values as short text, read according to the element type.

use xlane_core::ElemTy;

/// The longest value text drawn inside a lane cell (a 64-bit hex value); longer values are
/// left out of the picture.
pub const MAX_CHARS: usize = 18;

/// `bits` read as `ty`, as short as it can be written exactly.
pub fn format(ty: ElemTy, bits: u64) -> String {
    let bits = ty.truncate(bits);
    match ty {
        ElemTy::Bool => format!("{}", bits & 1),
        ElemTy::I8 | ElemTy::I16 | ElemTy::I32 | ElemTy::I64 => ty.to_i64(bits).to_string(),
        ElemTy::U8 | ElemTy::U16 | ElemTy::U32 | ElemTy::U64 => {
            if bits < 1 << 20 {
                bits.to_string()
            } else {
                format!("{bits:#x}")
            }
        }
        ElemTy::F32 => {
            // Shortest text that reads back as the same f32 (not as the widened f64).
            let v = f32::from_bits(bits as u32);
            if v.is_nan() {
                format!("{bits:#x}")
            } else {
                format!("{v}")
            }
        }
        ElemTy::F64 => float(f64::from_bits(bits), bits),
        ElemTy::F16 => float(half_to_f64(bits as u16), bits),
        ElemTy::BF16 => float(f32::from_bits((bits as u32) << 16) as f64, bits),
        ElemTy::F16x2 | ElemTy::BF16x2 => format!("{bits:#x}"),
    }
}

/// Finite floats print in Rust's shortest round-trip form; NaN keeps its payload (hex bits).
fn float(v: f64, bits: u64) -> String {
    if v.is_nan() {
        format!("{bits:#x}")
    } else {
        format!("{v}")
    }
}

/// IEEE binary16 → f64 (exact: every half is a double).
fn half_to_f64(h: u16) -> f64 {
    let sign = if h >> 15 != 0 { -1.0 } else { 1.0 };
    let exp = (h >> 10 & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 if frac == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        _ => sign * (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_by_type() {
        assert_eq!(format(ElemTy::I32, 0xffff_ffff), "-1");
        assert_eq!(format(ElemTy::U32, 0xffff_ffff), "0xffffffff");
        assert_eq!(format(ElemTy::F32, 0x3fc0_0000), "1.5");
        assert_eq!(format(ElemTy::F32, 0.37f32.to_bits() as u64), "0.37");
        assert_eq!(format(ElemTy::F16, 0x3c00), "1");
        assert_eq!(format(ElemTy::F16, 0xc100), "-2.5");
        assert_eq!(format(ElemTy::BF16, 0x3f80), "1");
    }
}
