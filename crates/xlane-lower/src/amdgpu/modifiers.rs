//! AMDGPU modifier text exactly as llc-22 prints it after the operands. Control words are
//! spelled by the shared codecs (`xlane_core::codec`); this module adds what llc prints around
//! them: the masks and bound_ctrl of DPP16 (AMDGPUInstPrinter::printDPPCtrl/printRowMask/
//! printBankMask/printDppBoundCtrl), an omitted zero swizzle offset, and VOP3 `op_sel`.
//! tests/all/parity.rs and tests/all/printers.rs check every spelling against llc-22/llvm-mc-22.

use xlane_core::codec;
use xlane_core::diag::Result;
use xlane_core::target::{feat, Target};

/// The DPP16 modifiers. llc prints the masks as given (`row_mask:0x1f`), though the encoding
/// keeps 4 bits of each; `bound_ctrl:1` only when set.
pub fn dpp16(ctrl: u32, row_mask: u32, bank_mask: u32, bound_ctrl: bool, t: &Target) -> Result<String> {
    let mut s = format!("{} row_mask:{row_mask:#x} bank_mask:{bank_mask:#x}", codec::dpp::decode_for(ctrl, t)?);
    if bound_ctrl {
        s.push_str(" bound_ctrl:1");
    }
    Ok(s)
}

/// `dpp8:[a,b,c,d,e,f,g,h]`; clang drops selector bits 24 and up.
pub fn dpp8(sel: u32) -> Result<String> {
    codec::dpp8::decode(sel & 0xff_ffff)
}

/// The `offset:` operand of ds_swizzle_b32: only the low 16 bits reach the instruction, and
/// llc omits a zero offset. Without the rotate/FFT modes (GFX6–GFX8) llc prints offsets from
/// 0xC000 up as numbers (llc-22 -mcpu=gfx801: `offset:57344`).
pub fn swizzle_offset(off: u32, t: &Target) -> Result<String> {
    let off = off & 0xffff;
    if off == 0 {
        return Ok(String::new());
    }
    if off >= 0xC000 && !t.has(feat::SWIZZLE_ROTATE_FFT) {
        return Ok(format!("offset:{off}"));
    }
    Ok(format!("offset:{}", codec::swizzle::decode(off)?))
}

/// `op_sel:[fi,bc]` for the VOP3 permlanes, omitted when both are 0 (AMDGPUModifierSyntax
/// dpp_op_sel).
pub fn op_sel(fi: bool, bc: bool) -> String {
    if fi || bc {
        format!("op_sel:[{},{}]", fi as u8, bc as u8)
    } else {
        String::new()
    }
}
