//! Lane values as short text, read according to the element type.

use xlane_core::ElemTy;

/// The longest value text drawn inside a lane cell (a 64-bit hex value); longer values are
/// left out of the picture.
pub const MAX_CHARS: usize = 18;

/// `bits` read as `ty`, as short as it can be written exactly ([`ElemTy::format`]).
pub fn format(ty: ElemTy, bits: u64) -> String {
    ty.format(bits)
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
