//! AMDGPU modifier text exactly as llc-22 prints it (AMDGPUInstPrinter: printDppCtrl,
//! printDPP8, printSwizzle, op_sel). Kept private to this crate until the shared codecs in
//! `xlane_core::codec` land; the parity test checks every spelling against llc-22/llvm-mc-22.

use xlane_core::target::{feat, Target};

/// The `dpp_ctrl` text (`row_shr:1`, `quad_perm:[3,2,1,0]`, `row_share:15`). Values are legal
/// here: `call::check` refused the others. SIDefines.h `DPP::DppCtrl`.
pub fn dpp_ctrl(ctrl: u32, t: &Target) -> String {
    let k = ctrl & 0xf;
    match ctrl {
        0x000..=0x0ff => format!("quad_perm:[{},{},{},{}]", ctrl & 3, ctrl >> 2 & 3, ctrl >> 4 & 3, ctrl >> 6 & 3),
        0x101..=0x10f => format!("row_shl:{k}"),
        0x111..=0x11f => format!("row_shr:{k}"),
        0x121..=0x12f => format!("row_ror:{k}"),
        0x130 => "wave_shl:1".into(),
        0x134 => "wave_rol:1".into(),
        0x138 => "wave_shr:1".into(),
        0x13c => "wave_ror:1".into(),
        0x140 => "row_mirror".into(),
        0x141 => "row_half_mirror".into(),
        0x142 => "row_bcast:15".into(),
        0x143 => "row_bcast:31".into(),
        // The same encoding is row_newbcast on gfx90a/gfx942/gfx950 and row_share on GFX10+.
        0x150..=0x15f if t.has(feat::DPP_ROW_SHARE_XMASK) => format!("row_share:{k}"),
        0x150..=0x15f => format!("row_newbcast:{k}"),
        0x160..=0x16f => format!("row_xmask:{k}"),
        other => format!("dpp_ctrl:{other:#x}"),
    }
}

/// The DPP16 modifiers after the operands. llc prints the masks as given (`row_mask:0x1f`),
/// though the encoding keeps 4 bits of each.
pub fn dpp16(ctrl: u32, row_mask: u32, bank_mask: u32, bound_ctrl: bool, t: &Target) -> String {
    let mut s = format!("{} row_mask:{:#x} bank_mask:{:#x}", dpp_ctrl(ctrl, t), row_mask, bank_mask);
    if bound_ctrl {
        s.push_str(" bound_ctrl:1");
    }
    s
}

/// `dpp8:[a,b,c,d,e,f,g,h]`: selector i is bits 3i..3i+2 (bits 24+ ignored).
pub fn dpp8(sel: u32) -> String {
    let v: Vec<String> = (0..8).map(|i| (sel >> (3 * i) & 7).to_string()).collect();
    format!("dpp8:[{}]", v.join(","))
}

/// The `offset:` operand of ds_swizzle_b32 (empty for 0), in llc's macro form where one
/// applies, else the plain decimal offset. SIDefines.h `Swizzle`; AMDGPUInstPrinter::printSwizzle.
pub fn swizzle_offset(off: u32, t: &Target) -> String {
    let off = off & 0xffff;
    if off == 0 {
        return String::new();
    }
    let rotate_fft = t.has(feat::SWIZZLE_ROTATE_FFT);
    let body = if off & 0xff00 == 0x8000 {
        format!("QUAD_PERM,{},{},{},{}", off & 3, off >> 2 & 3, off >> 4 & 3, off >> 6 & 3)
    } else if off & 0x8000 == 0 {
        let (and, or, xor) = (off & 0x1f, off >> 5 & 0x1f, off >> 10 & 0x1f);
        if and == 0x1f && or == 0 && xor.count_ones() == 1 {
            format!("SWAP,{xor}")
        } else if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
            format!("REVERSE,{}", xor + 1)
        } else {
            let group = 0x20 - and;
            if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
                format!("BROADCAST,{group},{or}")
            } else {
                let bits: String = (0..5)
                    .rev()
                    .map(|b| match (and >> b & 1, or >> b & 1, xor >> b & 1) {
                        (0, 0, _) => '0',
                        (0, 1, _) => '1',
                        (1, _, 0) => 'p',
                        _ => 'i',
                    })
                    .collect();
                format!("BITMASK_PERM,\"{bits}\"")
            }
        }
    } else if rotate_fft && off & 0xe000 == 0xe000 {
        format!("FFT,{}", off & 0x1f)
    } else if rotate_fft && off & 0xe000 == 0xc000 && off & 0x1800 == 0 && off & 0x1f == 0 {
        format!("ROTATE,{},{}", off >> 10 & 1, off >> 5 & 0x1f)
    } else {
        return format!("offset:{off}");
    };
    format!("offset:swizzle({body})")
}

/// `op_sel:[fi,bc]` for the VOP3 permlanes, omitted when both are 0.
pub fn op_sel(fi: bool, bc: bool) -> String {
    if fi || bc {
        format!("op_sel:[{},{}]", fi as u8, bc as u8)
    } else {
        String::new()
    }
}
