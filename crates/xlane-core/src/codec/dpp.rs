//! DPP16 `dpp_ctrl` values ↔ LLVM assembler spelling, legality per target, and a caption.
//!
//! Encodings: LLVM `SIDefines.h` `namespace DPP { enum DppCtrl }`; spellings and legality
//! wording: the AMDGPU assembler / `GCNHazardRecognizer`-era "Invalid dpp_ctrl value"
//! diagnostics, checked with clang-22/llvm-mc-22 (docs/notes/amd-semantics.md §2.3).

use super::{bad, illegal, parse_int, parse_list};
use crate::diag::Result;
use crate::target::{feat, Target};

/// What a reader of a malformed or illegal control should write instead.
const DPP_HELP: &str = "DPP16 controls as llvm-mc spells them: quad_perm:[a,b,c,d] (each 0..3), row_shl/row_shr/row_ror:1..15, row_mirror, row_half_mirror; GFX9: wave_shl/wave_rol/wave_shr/wave_ror:1, row_bcast:15/31; GFX10+: row_share/row_xmask:0..15; gfx90a/942/950: row_newbcast:0..15; or a number (`xlane dpp decode N` names it)";

/// A decoded DPP16 control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DppCtrl {
    /// 0x000–0x0FF: lane `i` of each quad reads lane `sel[i]` of the quad.
    QuadPerm([u8; 4]),
    /// 0x101–0x10F: lane n reads n+k within its row.
    RowShl(u8),
    /// 0x111–0x11F: lane n reads n−k within its row.
    RowShr(u8),
    /// 0x121–0x12F: rotate right within the row.
    RowRor(u8),
    WaveShl1,
    WaveRol1,
    WaveShr1,
    WaveRor1,
    RowMirror,
    RowHalfMirror,
    RowBcast15,
    RowBcast31,
    /// 0x150–0x15F: `row_share:k` (GFX10+) = `row_newbcast:k` (gfx90a/942/950).
    RowShare(u8),
    /// 0x160–0x16F: `row_xmask:k` (GFX10+).
    RowXmask(u8),
}

impl DppCtrl {
    /// Decode a raw value; `None` for the unused encodings (0x100, 0x110, 0x120, the gaps
    /// 0x131–0x13F, 0x144–0x14F, and everything from 0x170 up).
    pub fn from_u32(v: u32) -> Option<DppCtrl> {
        let k = (v & 0xF) as u8;
        Some(match v {
            0x000..=0x0FF => DppCtrl::QuadPerm([0, 1, 2, 3].map(|i| ((v >> (2 * i)) & 3) as u8)),
            0x101..=0x10F => DppCtrl::RowShl(k),
            0x111..=0x11F => DppCtrl::RowShr(k),
            0x121..=0x12F => DppCtrl::RowRor(k),
            0x130 => DppCtrl::WaveShl1,
            0x134 => DppCtrl::WaveRol1,
            0x138 => DppCtrl::WaveShr1,
            0x13C => DppCtrl::WaveRor1,
            0x140 => DppCtrl::RowMirror,
            0x141 => DppCtrl::RowHalfMirror,
            0x142 => DppCtrl::RowBcast15,
            0x143 => DppCtrl::RowBcast31,
            0x150..=0x15F => DppCtrl::RowShare(k),
            0x160..=0x16F => DppCtrl::RowXmask(k),
            _ => return None,
        })
    }

    pub fn value(self) -> u32 {
        match self {
            DppCtrl::QuadPerm(q) => q.iter().enumerate().map(|(i, &s)| (s as u32 & 3) << (2 * i)).sum(),
            DppCtrl::RowShl(k) => 0x100 | k as u32,
            DppCtrl::RowShr(k) => 0x110 | k as u32,
            DppCtrl::RowRor(k) => 0x120 | k as u32,
            DppCtrl::WaveShl1 => 0x130,
            DppCtrl::WaveRol1 => 0x134,
            DppCtrl::WaveShr1 => 0x138,
            DppCtrl::WaveRor1 => 0x13C,
            DppCtrl::RowMirror => 0x140,
            DppCtrl::RowHalfMirror => 0x141,
            DppCtrl::RowBcast15 => 0x142,
            DppCtrl::RowBcast31 => 0x143,
            DppCtrl::RowShare(k) => 0x150 | k as u32,
            DppCtrl::RowXmask(k) => 0x160 | k as u32,
        }
    }

    /// The source lane of destination lane `n`, or `None` when it is out of range
    /// (CDNA4 ISA Table 94 formulas; docs/notes/amd-semantics.md §2.4).
    #[inline]
    pub fn source(self, n: u32, wave: u32) -> Option<u32> {
        let row = n & !15;
        let i = n & 15;
        match self {
            DppCtrl::QuadPerm(q) => Some((n & !3) | q[(n & 3) as usize] as u32),
            // row_shl: lane n reads n+k ("ROW_SL: if ((n&0xf) < (16-cntl)) pix[n+cntl]").
            DppCtrl::RowShl(k) => (i + k as u32 <= 15).then_some(n + k as u32),
            DppCtrl::RowShr(k) => (i >= k as u32).then(|| n - k as u32),
            DppCtrl::RowRor(k) => Some(row | (i.wrapping_sub(k as u32) & 15)),
            DppCtrl::WaveShl1 => (n + 1 < wave).then_some(n + 1),
            DppCtrl::WaveRol1 => Some((n + 1) % wave),
            DppCtrl::WaveShr1 => n.checked_sub(1),
            DppCtrl::WaveRor1 => Some((n + wave - 1) % wave),
            DppCtrl::RowMirror => Some(row | (15 - i)),
            DppCtrl::RowHalfMirror => Some((n & !7) | (7 - (n & 7))),
            // Lane 15 of the previous row feeds rows 1–3; row 0 has no source.
            DppCtrl::RowBcast15 => (n >= 16).then(|| (n & 0x30) - 1),
            // Lane 31 feeds rows 2 and 3.
            DppCtrl::RowBcast31 => (n >= 32).then(|| (n & 0x20) - 1),
            DppCtrl::RowShare(k) => Some(row | k as u32),
            DppCtrl::RowXmask(k) => Some(row | (i ^ k as u32)),
        }
    }

    /// Assembler spelling. `newbcast` picks `row_newbcast` for 0x150–0x15F.
    fn spell(self, newbcast: bool) -> String {
        match self {
            DppCtrl::QuadPerm(q) => format!("quad_perm:[{},{},{},{}]", q[0], q[1], q[2], q[3]),
            DppCtrl::RowShl(k) => format!("row_shl:{k}"),
            DppCtrl::RowShr(k) => format!("row_shr:{k}"),
            DppCtrl::RowRor(k) => format!("row_ror:{k}"),
            DppCtrl::WaveShl1 => "wave_shl:1".into(),
            DppCtrl::WaveRol1 => "wave_rol:1".into(),
            DppCtrl::WaveShr1 => "wave_shr:1".into(),
            DppCtrl::WaveRor1 => "wave_ror:1".into(),
            DppCtrl::RowMirror => "row_mirror".into(),
            DppCtrl::RowHalfMirror => "row_half_mirror".into(),
            DppCtrl::RowBcast15 => "row_bcast:15".into(),
            DppCtrl::RowBcast31 => "row_bcast:31".into(),
            DppCtrl::RowShare(k) if newbcast => format!("row_newbcast:{k}"),
            DppCtrl::RowShare(k) => format!("row_share:{k}"),
            DppCtrl::RowXmask(k) => format!("row_xmask:{k}"),
        }
    }
}

fn unused(ctrl: u32) -> crate::diag::Diag {
    illegal(format!("{ctrl:#x} is not a DPP16 control (an unused encoding)"))
        .with_help("legal values: quad_perm 0x00–0xFF, row_shl/shr/ror:1–15 (0x101–0x12F), row_mirror 0x140, row_half_mirror 0x141, …; run `xlane dpp decode` on a value")
}

/// Assembler text → `dpp_ctrl`: `row_shr:3` → 0x113, `quad_perm:[1,0,3,2]` → 0xB1.
/// A plain number is accepted too (and checked to be a DPP16 control).
pub fn encode(text: &str) -> Result<u32> {
    encode_text(text).map_err(|d| d.or_help(DPP_HELP))
}

fn encode_text(text: &str) -> Result<u32> {
    let t = text.trim();
    if let Some(v) = parse_int(t) {
        let v = u32::try_from(v).map_err(|_| bad(format!("`{t}` is not a dpp_ctrl value")))?;
        return DppCtrl::from_u32(v).map(DppCtrl::value).ok_or_else(|| unused(v));
    }
    let (name, arg) = match t.split_once(':') {
        Some((n, a)) => (n.trim(), Some(a.trim())),
        None => (t, None),
    };
    let num = |lo: i64, hi: i64| -> Result<u8> {
        let a = arg.ok_or_else(|| bad(format!("`{name}` needs a value: `{name}:N`")))?;
        let v = parse_int(a).ok_or_else(|| bad(format!("`{name}`: `{a}` is not a number")))?;
        if (lo..=hi).contains(&v) {
            Ok(v as u8)
        } else {
            Err(illegal(format!("`{name}:{v}`: the value must be in {lo}..{hi}")))
        }
    };
    let only = |v: i64, ctrl: DppCtrl| -> Result<DppCtrl> { num(v, v).map(|_| ctrl).map_err(|_| illegal(format!("`{name}` takes only the value {v}"))) };
    let ctrl = match name {
        "quad_perm" => {
            let a = arg.ok_or_else(|| bad("`quad_perm` needs a list: `quad_perm:[a,b,c,d]`"))?;
            let l = parse_list(a, 4, "quad_perm")?;
            if l.iter().any(|&x| !(0..=3).contains(&x)) {
                return Err(illegal(format!("quad_perm:{a}: each entry must be 0..3")));
            }
            DppCtrl::QuadPerm([l[0] as u8, l[1] as u8, l[2] as u8, l[3] as u8])
        }
        "row_shl" => DppCtrl::RowShl(num(1, 15)?),
        "row_shr" => DppCtrl::RowShr(num(1, 15)?),
        "row_ror" => DppCtrl::RowRor(num(1, 15)?),
        "wave_shl" => only(1, DppCtrl::WaveShl1)?,
        "wave_rol" => only(1, DppCtrl::WaveRol1)?,
        "wave_shr" => only(1, DppCtrl::WaveShr1)?,
        "wave_ror" => only(1, DppCtrl::WaveRor1)?,
        "row_mirror" if arg.is_none() => DppCtrl::RowMirror,
        "row_half_mirror" if arg.is_none() => DppCtrl::RowHalfMirror,
        "row_bcast" => match num(15, 31)? {
            15 => DppCtrl::RowBcast15,
            31 => DppCtrl::RowBcast31,
            v => return Err(illegal(format!("`row_bcast:{v}`: only row_bcast:15 and row_bcast:31 exist"))),
        },
        "row_share" | "row_newbcast" => DppCtrl::RowShare(num(0, 15)?),
        "row_xmask" => DppCtrl::RowXmask(num(0, 15)?),
        _ => {
            return Err(bad(format!("unknown DPP control `{t}`")).with_help(
                "use quad_perm:[a,b,c,d], row_shl:k, row_shr:k, row_ror:k, wave_shl:1, wave_rol:1, wave_shr:1, wave_ror:1, row_mirror, row_half_mirror, row_bcast:15, row_bcast:31, row_share:k, row_newbcast:k or row_xmask:k",
            ))
        }
    };
    Ok(ctrl.value())
}

/// Assembler text → `dpp_ctrl` as llvm-mc accepts it for `target`: the control must exist
/// there (`check`), and 0x150–0x15F must be spelled the target's way — `row_newbcast:k` on
/// gfx90a/942/950, `row_share:k` on GFX10+. llvm-mc-22 rejects the other spelling ("not a
/// valid operand") although the encoding is the same.
pub fn encode_for(text: &str, target: &Target) -> Result<u32> {
    let v = encode(text)?;
    let c = check(target, v)?;
    let name = text.trim().split(':').next().unwrap_or("").trim();
    let newbcast = target.has(feat::DPP_ROW_NEWBCAST);
    let wrong = match name {
        "row_share" => newbcast,
        "row_newbcast" => !newbcast,
        _ => false,
    };
    if wrong {
        let right = c.spell(newbcast);
        let family = if newbcast { "gfx90a/gfx942/gfx950" } else { "GFX10+" };
        return Err(illegal(format!("`{}` is not a valid operand on {} (llvm-mc-22 rejects it): {v:#x} is spelled `{right}` there", text.trim(), target.name))
            .with_help(format!("write `{right}`: {family} spells 0x150–0x15F `{}`", right.split(':').next().unwrap_or(""))));
    }
    Ok(v)
}

/// `dpp_ctrl` → assembler text, with the GFX10+ name `row_share` for 0x150–0x15F.
pub fn decode(ctrl: u32) -> Result<String> {
    DppCtrl::from_u32(ctrl).map(|c| c.spell(false)).ok_or_else(|| unused(ctrl))
}

/// `dpp_ctrl` → assembler text as llvm-mc prints it for `target` (0x150–0x15F is
/// `row_newbcast` on gfx90a/942/950). The value must also be legal there.
pub fn decode_for(ctrl: u32, target: &Target) -> Result<String> {
    let c = check(target, ctrl)?;
    Ok(c.spell(target.has(feat::DPP_ROW_NEWBCAST)))
}

/// A caption in words, for `explain`.
pub fn describe(ctrl: u32, target: &Target) -> Result<String> {
    let c = check(target, ctrl)?;
    let name = c.spell(target.has(feat::DPP_ROW_NEWBCAST));
    Ok(format!("{name} ({ctrl:#05x}): {}", pattern(ctrl, target)?))
}

/// What each lane reads under `ctrl` on `target`, in words.
pub fn pattern(ctrl: u32, target: &Target) -> Result<String> {
    let c = check(target, ctrl)?;
    Ok(match c {
        DppCtrl::QuadPerm(q) => format!("within each quad of 4 lanes, lane i reads lane [{},{},{},{}][i]", q[0], q[1], q[2], q[3]),
        DppCtrl::RowShl(k) => format!("within each row of 16, lane n reads lane n+{k}; the top {k} lane(s) of each row have no source"),
        DppCtrl::RowShr(k) => format!("within each row of 16, lane n reads lane n-{k}; the bottom {k} lane(s) of each row have no source"),
        DppCtrl::RowRor(k) => format!("each row of 16 rotates right by {k}: lane n reads lane n-{k} mod 16 of its row"),
        DppCtrl::WaveShl1 => "lane n reads lane n+1 across the whole wave; lane 63 has no source".into(),
        DppCtrl::WaveRol1 => "the wave rotates left by 1: lane n reads lane n+1, lane 63 reads lane 0".into(),
        DppCtrl::WaveShr1 => "lane n reads lane n-1 across the whole wave; lane 0 has no source".into(),
        DppCtrl::WaveRor1 => "the wave rotates right by 1: lane n reads lane n-1, lane 0 reads lane 63".into(),
        DppCtrl::RowMirror => "each row of 16 is reversed: lane i of a row reads lane 15-i".into(),
        DppCtrl::RowHalfMirror => "each half-row of 8 is reversed: lane i reads lane 7-i".into(),
        DppCtrl::RowBcast15 => "lane 15 of each row is broadcast to the whole next row (rows 1-3); row 0 has no source".into(),
        DppCtrl::RowBcast31 => "lane 31 is broadcast to rows 2 and 3; rows 0 and 1 have no source".into(),
        DppCtrl::RowShare(k) => format!("lane {k} of each row of 16 is broadcast to its whole row"),
        DppCtrl::RowXmask(k) => format!("within each row of 16, lane i reads lane i xor {k}"),
    })
}

/// Is `ctrl` a legal DPP16 control on `target`? The refusal uses the backend's wording
/// ("Invalid dpp_ctrl value: …", clang-22) and suggests the nearest legal control.
pub fn check(target: &Target, ctrl: u32) -> Result<DppCtrl> {
    let refuse = |why: &str, help: String| {
        let msg =
            if why.is_empty() { format!("Invalid dpp_ctrl value {ctrl:#x} on {}", target.name) } else { format!("Invalid dpp_ctrl value {ctrl:#x} on {}: {why}", target.name) };
        Err(illegal(msg).with_help(help))
    };
    let Some(c) = DppCtrl::from_u32(ctrl) else {
        let near = nearest_legal(target, ctrl).map(|(v, s)| format!("the nearest legal control on {} is {s} ({v:#x})", target.name)).unwrap_or_default();
        return refuse("", format!("{ctrl:#x} is an unused encoding; {near}"));
    };
    match c {
        DppCtrl::WaveShl1 | DppCtrl::WaveRol1 | DppCtrl::WaveShr1 | DppCtrl::WaveRor1 if !target.has(feat::DPP_WAVE_BCAST) => {
            let alt = match c {
                DppCtrl::WaveShl1 => "row_shl:1 (0x101)",
                DppCtrl::WaveRol1 => "row_ror:15 (0x12f)",
                DppCtrl::WaveShr1 => "row_shr:1 (0x111)",
                _ => "row_ror:1 (0x121)",
            };
            refuse(
                "wavefront shifts are not supported on GFX10+",
                format!("wave_* controls exist on GFX8/9 (gfx908, gfx90a, gfx942, gfx950) only; within rows of 16 use {alt}, and cross rows with __builtin_amdgcn_permlanex16 or ds_bpermute"),
            )
        }
        DppCtrl::RowBcast15 | DppCtrl::RowBcast31 if !target.has(feat::DPP_WAVE_BCAST) => {
            let alt = if c == DppCtrl::RowBcast15 {
                "use row_share:15 (0x15f) to spread lane 15 over its own row, and __builtin_amdgcn_permlanex16 to reach the next row"
            } else {
                "use __builtin_amdgcn_readlane(x, 31) to broadcast lane 31"
            };
            refuse("broadcasts are not supported on GFX10+", format!("row_bcast exists on GFX8/9 (gfx908, gfx90a, gfx942, gfx950) only; {alt}"))
        }
        DppCtrl::RowShare(k) if !target.has(feat::DPP_ROW_NEWBCAST) && !target.has(feat::DPP_ROW_SHARE_XMASK) => refuse(
            "row_newbroadcast/row_share is not supported before GFX90A/GFX10",
            format!(
                "row_newbcast needs gfx90a/gfx942/gfx950, row_share GFX10+; here the same per-row broadcast is __builtin_amdgcn_ds_swizzle(x, {:#06x}) = swizzle(BROADCAST,16,{k})",
                0x10 | (k as u32) << 5
            ),
        ),
        DppCtrl::RowXmask(k) if !target.has(feat::DPP_ROW_SHARE_XMASK) => refuse(
            "row_share and row_xmask are not supported before GFX10",
            format!(
                "row_xmask needs GFX10+ (gfx1030 and later); here lane i reads lane i xor {k} with __builtin_amdgcn_ds_swizzle(x, {:#06x}) (bitmask mode, and=0x1f, xor={k})",
                0x1F | (k as u32) << 10
            ),
        ),
        _ => Ok(c),
    }
}

/// Whether a decoded control exists on `target` (the rule `check` explains).
pub fn exists_on(target: &Target, c: DppCtrl) -> bool {
    match c {
        DppCtrl::WaveShl1 | DppCtrl::WaveRol1 | DppCtrl::WaveShr1 | DppCtrl::WaveRor1 | DppCtrl::RowBcast15 | DppCtrl::RowBcast31 => target.has(feat::DPP_WAVE_BCAST),
        DppCtrl::RowShare(_) => target.has(feat::DPP_ROW_NEWBCAST) || target.has(feat::DPP_ROW_SHARE_XMASK),
        DppCtrl::RowXmask(_) => target.has(feat::DPP_ROW_SHARE_XMASK),
        _ => true,
    }
}

/// The legal control on `target` numerically closest to `ctrl`, with its spelling.
fn nearest_legal(target: &Target, ctrl: u32) -> Option<(u32, String)> {
    (0..=0x16Fu32)
        .filter_map(|v| DppCtrl::from_u32(v).filter(|&c| exists_on(target, c)).map(|c| (v, c)))
        .min_by_key(|&(v, _)| (v.abs_diff(ctrl), v))
        .map(|(v, c)| (v, c.spell(target.has(feat::DPP_ROW_NEWBCAST))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::lookup;

    // Every pair below was assembled with llvm-mc-22 (`v_mov_b32_dpp v0, v1 <ctrl>`, byte 5
    // and the low bit of byte 6 of the encoding): e.g. quad_perm:[1,0,3,2] → 0xb1,0x00;
    // row_shl:1 → 0x01,0x01; row_half_mirror → 0x41,0x01; row_bcast:15 → 0x42,0x01;
    // wave_ror:1 → 0x3c,0x01; row_newbcast:3 (gfx90a) and row_share:3 (gfx1100) → 0x53,0x01;
    // row_xmask:5 → 0x65,0x01.
    const PAIRS: &[(&str, u32)] = &[
        ("quad_perm:[1,0,3,2]", 0xB1),
        ("quad_perm:[0,1,2,3]", 0xE4),
        ("row_shl:1", 0x101),
        ("row_shr:3", 0x113),
        ("row_ror:15", 0x12F),
        ("wave_shl:1", 0x130),
        ("wave_rol:1", 0x134),
        ("wave_shr:1", 0x138),
        ("wave_ror:1", 0x13C),
        ("row_mirror", 0x140),
        ("row_half_mirror", 0x141),
        ("row_bcast:15", 0x142),
        ("row_bcast:31", 0x143),
        ("row_share:3", 0x153),
        ("row_xmask:5", 0x165),
    ];

    #[test]
    fn encode_decode_round_trip() {
        for &(text, v) in PAIRS {
            assert_eq!(encode(text).unwrap(), v, "{text}");
            assert_eq!(decode(v).unwrap(), text, "{v:#x}");
        }
        assert_eq!(encode("row_newbcast:3").unwrap(), 0x153);
        assert_eq!(encode("0x113").unwrap(), 0x113);
    }

    #[test]
    fn decode_for_picks_the_generation_name() {
        assert_eq!(decode_for(0x153, lookup("gfx90a").unwrap()).unwrap(), "row_newbcast:3");
        assert_eq!(decode_for(0x153, lookup("gfx1100").unwrap()).unwrap(), "row_share:3");
        assert!(decode_for(0x153, lookup("gfx908").unwrap()).is_err());
    }

    #[test]
    fn unused_and_out_of_range() {
        for v in [0x100, 0x110, 0x120, 0x131, 0x144, 0x14F, 0x170, 0x1FF] {
            assert!(decode(v).is_err(), "{v:#x}");
        }
        assert!(encode("row_shr:0").is_err());
        assert!(encode("row_shr:16").is_err());
        assert!(encode("row_bcast:16").is_err());
        assert!(encode("quad_perm:[4,0,0,0]").is_err());
        assert!(encode("row_sideways:1").is_err());
    }

    #[test]
    fn legality_by_generation() {
        let g942 = lookup("gfx942").unwrap();
        let g1100 = lookup("gfx1100").unwrap();
        let g908 = lookup("gfx908").unwrap();
        assert!(check(g942, 0x142).is_ok());
        let e = check(g1100, 0x142).unwrap_err();
        assert!(e.message.contains("broadcasts are not supported on GFX10+"), "{e}");
        assert!(e.help.unwrap().contains("row_share:15"));
        let e = check(g942, 0x160).unwrap_err();
        assert!(e.message.contains("row_share and row_xmask are not supported before GFX10"));
        let e = check(g908, 0x150).unwrap_err();
        assert!(e.message.contains("not supported before GFX90A/GFX10"));
        assert!(check(lookup("gfx90a").unwrap(), 0x150).is_ok());
        for t in crate::target::all().filter(|t| t.is_amd()) {
            let e = check(t, 0x144).unwrap_err();
            assert!(e.help.unwrap().contains("nearest legal control"), "{}", t.name);
        }
        // 0x144 sits next to row_bcast:31 on GFX9 and next to row_half_mirror on GFX10+.
        assert!(check(g942, 0x144).unwrap_err().help.unwrap().contains("row_bcast:31 (0x143)"));
        assert!(check(g1100, 0x144).unwrap_err().help.unwrap().contains("row_half_mirror (0x141)"));
    }

    #[test]
    fn describe_names_the_control() {
        let d = describe(0x111, lookup("gfx942").unwrap()).unwrap();
        assert!(d.starts_with("row_shr:1 (0x111)"), "{d}");
    }
}
