//! `ds_swizzle_b32` offsets ↔ the LLVM `swizzle(...)` macros.
//!
//! Encodings: LLVM SIDefines.h `Swizzle` (QUAD_PERM_ENC 0x8000, BITMASK and/or/xor at bits
//! 0/5/10, ROTATE_MODE_ENC 0xC000 with direction bit 10 and size bits [9:5], FFT_MODE_ENC
//! 0xE000) and AMDGPUModifierSyntax (the macros). `decode` prints what llvm-mc-22 prints for
//! the offset (checked by assembling `ds_swizzle_b32 v0, v1 offset:N` for gfx1100): the
//! first matching of QUAD_PERM (0x8000–0x80FF), SWAP, REVERSE, BROADCAST, BITMASK_PERM,
//! ROTATE (size/direction only), FFT; other bit-15 values print as a plain number.

use super::{bad, illegal, parse_int};
use crate::diag::Result;

/// What a reader of a malformed or illegal control should write instead.
const SWIZZLE_HELP: &str = "write a 16-bit offset (0..0xFFFF) or a macro as llvm-mc spells it: swizzle(QUAD_PERM,a,b,c,d), swizzle(BITMASK_PERM,\"01pi0\"), swizzle(BROADCAST,size,lane), swizzle(SWAP,mask), swizzle(REVERSE,size), swizzle(ROTATE,dir,size), swizzle(FFT,n); `xlane swizzle decode N` names an offset";

fn args_of(text: &str) -> Result<(String, Vec<&str>)> {
    let t = text.trim();
    let inner = t
        .strip_prefix("swizzle(")
        .and_then(|r| r.strip_suffix(')'))
        .ok_or_else(|| bad(format!("expected `swizzle(MODE,…)` or a number, got `{t}`")))?;
    let mut parts = inner.split(',').map(str::trim);
    let mode = parts.next().unwrap_or("").to_ascii_uppercase();
    Ok((mode, parts.collect()))
}

fn nums(mode: &str, a: &[&str], n: usize) -> Result<Vec<i64>> {
    if a.len() != n {
        return Err(bad(format!("swizzle({mode},…) takes {n} value(s), got {}", a.len())));
    }
    a.iter().map(|x| parse_int(x).ok_or_else(|| bad(format!("swizzle({mode}): `{x}` is not a number")))).collect()
}

fn in_range(mode: &str, what: &str, v: i64, lo: i64, hi: i64) -> Result<u32> {
    if (lo..=hi).contains(&v) {
        Ok(v as u32)
    } else {
        Err(illegal(format!("swizzle({mode}): {what} {v} must be in {lo}..{hi}")))
    }
}

fn pow2(mode: &str, what: &str, v: i64, lo: i64, hi: i64) -> Result<u32> {
    let v = in_range(mode, what, v, lo, hi)?;
    if v.is_power_of_two() {
        Ok(v)
    } else {
        Err(illegal(format!("swizzle({mode}): {what} {v} must be a power of two")))
    }
}

/// The mode an offset selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SwizzleMode {
    Bitmask { and: u32, or: u32, xor: u32 },
    QuadPerm([u32; 4]),
    Rotate { right: bool, by: u32, mask: u32 },
    Fft { mask: u32 },
}

impl SwizzleMode {
    pub fn from_offset(offset: u32) -> SwizzleMode {
        let o = offset & 0xFFFF;
        if o >= 0xE000 {
            SwizzleMode::Fft { mask: o & 0x1F }
        } else if o >= 0xC000 {
            SwizzleMode::Rotate { right: o >> 10 & 1 != 0, by: (o >> 5) & 0x1F, mask: o & 0x1F }
        } else if o & 0x8000 != 0 {
            SwizzleMode::QuadPerm([0, 1, 2, 3].map(|i| (o >> (2 * i)) & 3))
        } else {
            SwizzleMode::Bitmask { and: o & 0x1F, or: (o >> 5) & 0x1F, xor: (o >> 10) & 0x1F }
        }
    }

    /// The source lane of destination lane `i`.
    #[inline]
    pub fn source(self, i: u32) -> u32 {
        let half = i & 0x20;
        let l = i & 0x1F;
        let j = match self {
            SwizzleMode::Bitmask { and, or, xor } => ((l & and) | or) ^ xor,
            SwizzleMode::QuadPerm(q) => (l & !3) | q[(l & 3) as usize],
            // The pseudocode omits the `& 0x1f`, but its own worked examples (RDNA3.5 ISA
            // rotate tables) wrap within 32 lanes; with `j |= i & 0x20` that is the reading.
            SwizzleMode::Rotate { right, by, mask } => {
                let r = if right { l.wrapping_sub(by) } else { l + by };
                (l & mask) | (r & !mask & 0x1F)
            }
            SwizzleMode::Fft { mask } => ((l.reverse_bits() >> 27) >> mask.count_ones()) | (l & mask),
        };
        half | (j & 0x1F)
    }

    pub(crate) fn rotate_or_fft(self) -> bool {
        matches!(self, SwizzleMode::Rotate { .. } | SwizzleMode::Fft { .. })
    }
}

/// `swizzle(...)` text (or a plain number) → the 16-bit offset.
pub fn encode(text: &str) -> Result<u32> {
    encode_text(text).map_err(|d| d.or_help(SWIZZLE_HELP))
}

fn encode_text(text: &str) -> Result<u32> {
    if let Some(v) = parse_int(text) {
        return in_range("offset", "value", v, 0, 0xFFFF);
    }
    let (mode, a) = args_of(text)?;
    let m = mode.as_str();
    Ok(match m {
        "QUAD_PERM" => {
            let l = nums(m, &a, 4)?;
            let mut v = 0x8000;
            for (i, &x) in l.iter().enumerate() {
                v |= in_range(m, "lane", x, 0, 3)? << (2 * i);
            }
            v
        }
        "SWAP" => 0x1F | pow2(m, "group size", nums(m, &a, 1)?[0], 1, 16)? << 10,
        "REVERSE" => 0x1F | (pow2(m, "group size", nums(m, &a, 1)?[0], 2, 32)? - 1) << 10,
        "BROADCAST" => {
            let l = nums(m, &a, 2)?;
            let size = pow2(m, "group size", l[0], 2, 32)?;
            let lane = in_range(m, "lane", l[1], 0, size as i64 - 1)?;
            ((0x20 - size) & 0x1F) | lane << 5
        }
        "BITMASK_PERM" => {
            let s = a.first().map(|s| s.trim_matches('"')).unwrap_or("");
            if a.len() != 1 || s.len() != 5 {
                return Err(bad("swizzle(BITMASK_PERM,\"xxxxx\") takes one 5-character string of 0, 1, p, i"));
            }
            let (mut and, mut or, mut xor) = (0u32, 0u32, 0u32);
            for (k, c) in s.chars().enumerate() {
                let bit = 1 << (4 - k);
                match c {
                    '0' => {}
                    '1' => or |= bit,
                    'p' => and |= bit,
                    'i' => {
                        and |= bit;
                        xor |= bit
                    }
                    _ => return Err(bad(format!("swizzle(BITMASK_PERM): `{c}` is not one of 0, 1, p, i"))),
                }
            }
            and | or << 5 | xor << 10
        }
        "ROTATE" => {
            let l = nums(m, &a, 2)?;
            0xC000 | in_range(m, "direction", l[0], 0, 1)? << 10 | in_range(m, "size", l[1], 0, 31)? << 5
        }
        "FFT" => 0xE000 | in_range(m, "swizzle", nums(m, &a, 1)?[0], 0, 31)?,
        _ => return Err(bad(format!("unknown swizzle mode `{mode}`")).with_help("use QUAD_PERM, BITMASK_PERM, BROADCAST, SWAP, REVERSE, ROTATE or FFT")),
    })
}

/// The 16-bit offset → the text llvm-mc-22 prints for it. Offset 0 (which llvm-mc omits
/// altogether) is `swizzle(BROADCAST,32,0)`.
pub fn decode(offset: u32) -> Result<String> {
    decode_text(offset).map_err(|d| d.or_help(SWIZZLE_HELP))
}

fn decode_text(offset: u32) -> Result<String> {
    if offset > 0xFFFF {
        return Err(illegal(format!("{offset:#x} does not fit the 16-bit ds_swizzle offset")));
    }
    let o = offset;
    if o >= 0xE000 {
        return Ok(format!("swizzle(FFT,{})", o & 0x1F));
    }
    if o >= 0xC000 {
        return Ok(format!("swizzle(ROTATE,{},{})", o >> 10 & 1, o >> 5 & 0x1F));
    }
    if o & 0x8000 != 0 {
        if o & 0xFF00 != 0x8000 {
            return Ok(o.to_string());
        }
        let q: Vec<String> = (0..4).map(|i| (o >> (2 * i) & 3).to_string()).collect();
        return Ok(format!("swizzle(QUAD_PERM,{})", q.join(",")));
    }
    let (and, or, xor) = (o & 0x1F, o >> 5 & 0x1F, o >> 10 & 0x1F);
    if and == 0x1F && or == 0 && xor.is_power_of_two() {
        return Ok(format!("swizzle(SWAP,{xor})"));
    }
    if and == 0x1F && or == 0 && xor != 0 && (xor + 1).is_power_of_two() {
        return Ok(format!("swizzle(REVERSE,{})", xor + 1));
    }
    let group = 1 + (!and & 0x1F);
    if group >= 2 && group.is_power_of_two() && xor == 0 && or < group {
        return Ok(format!("swizzle(BROADCAST,{group},{or})"));
    }
    let s: String = (0..5)
        .rev()
        .map(|b| {
            let bit = |m: u32| m >> b & 1 != 0;
            match (bit(and), bit(or), bit(xor)) {
                (true, false, false) => 'p',
                (true, false, true) => 'i',
                (_, o, x) if o ^ x => '1',
                _ => '0',
            }
        })
        .collect();
    Ok(format!("swizzle(BITMASK_PERM,\"{s}\")"))
}

/// A caption in words, for `explain`: the mode and what each lane reads.
pub fn describe(offset: u32) -> Result<String> {
    let name = decode(offset)?;
    Ok(format!("{name} ({offset:#06x}): {}", pattern(offset)?))
}

/// What each lane reads under `offset`, in words.
pub fn pattern(offset: u32) -> Result<String> {
    decode(offset)?;
    let what = match SwizzleMode::from_offset(offset) {
        SwizzleMode::Bitmask { and, or, xor } => {
            format!("within each group of 32 lanes, lane i reads lane ((i & {and:#04x}) | {or:#04x}) ^ {xor:#04x}")
        }
        SwizzleMode::QuadPerm(q) => format!("within each quad of 4 lanes, lane i reads lane [{},{},{},{}][i]", q[0], q[1], q[2], q[3]),
        SwizzleMode::Rotate { right, by, mask } => {
            format!("within each group of 32 lanes, the lane bits outside {mask:#04x} rotate {} by {by}", if right { "right" } else { "left" })
        }
        SwizzleMode::Fft { mask } => format!("FFT step: lane i reads bit-reverse(i) >> popcount({mask:#04x}), keeping the bits of i in {mask:#04x}"),
    };
    Ok(format!("{what}; an inactive source reads 0"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (offset, llvm-mc-22 print) pairs, from `ds_swizzle_b32 v0, v1 offset:N` on gfx1100.
    const PRINTED: &[(u32, &str)] = &[
        (0x041F, "swizzle(SWAP,1)"),
        (0x80B1, "swizzle(QUAD_PERM,1,0,3,2)"),
        (0x0906, "swizzle(BITMASK_PERM,\"01pi0\")"),
        (0x0078, "swizzle(BROADCAST,8,3)"),
        (0x03E0, "swizzle(BROADCAST,32,31)"),
        (0x7C1F, "swizzle(REVERSE,32)"),
        (0x1C1F, "swizzle(REVERSE,8)"),
        (0x0C1F, "swizzle(REVERSE,4)"),
        (0x401F, "swizzle(SWAP,16)"),
        (0x101F, "swizzle(SWAP,4)"),
        (0xE005, "swizzle(FFT,5)"),
        (0xC060, "swizzle(ROTATE,0,3)"),
        (0xC460, "swizzle(ROTATE,1,3)"),
        (0x001F, "swizzle(BITMASK_PERM,\"ppppp\")"),
        (0x0010, "swizzle(BROADCAST,16,0)"),
        (0x0030, "swizzle(BROADCAST,16,1)"),
        (0x001E, "swizzle(BROADCAST,2,0)"),
        (0x0400, "swizzle(BITMASK_PERM,\"00001\")"),
        (0x8000, "swizzle(QUAD_PERM,0,0,0,0)"),
        (0xA0B1, "41137"),
        (0x8100, "33024"),
        (0xFFFF, "swizzle(FFT,31)"),
        (0xDFFF, "swizzle(ROTATE,1,31)"),
        (0xC061, "swizzle(ROTATE,0,3)"),
        (0x07FF, "swizzle(BITMASK_PERM,\"11110\")"),
        (0x002F, "swizzle(BITMASK_PERM,\"0ppp1\")"),
        (0x0218, "swizzle(BITMASK_PERM,\"1p000\")"),
        (0x041E, "swizzle(BITMASK_PERM,\"pppp1\")"),
        (0x003F, "swizzle(BITMASK_PERM,\"pppp1\")"),
        (0x0C00, "swizzle(BITMASK_PERM,\"00011\")"),
    ];

    #[test]
    fn decode_matches_llvm_mc() {
        for &(v, text) in PRINTED {
            assert_eq!(decode(v).unwrap(), text, "{v:#06x}");
        }
    }

    #[test]
    fn encode_macros() {
        assert_eq!(encode("swizzle(SWAP,1)").unwrap(), 0x041F);
        assert_eq!(encode("swizzle(QUAD_PERM,1,0,3,2)").unwrap(), 0x80B1);
        assert_eq!(encode("swizzle(BITMASK_PERM,\"01pi0\")").unwrap(), 0x0906);
        assert_eq!(encode("swizzle(BROADCAST,8,3)").unwrap(), 0x0078);
        assert_eq!(encode("swizzle(BROADCAST,32,31)").unwrap(), 0x03E0);
        assert_eq!(encode("swizzle(REVERSE,8)").unwrap(), 0x1C1F);
        assert_eq!(encode("swizzle(ROTATE,1,3)").unwrap(), 0xC460);
        assert_eq!(encode("swizzle(FFT,5)").unwrap(), 0xE005);
        assert_eq!(encode("0x41f").unwrap(), 0x041F);
    }

    #[test]
    fn printed_text_selects_the_same_lanes() {
        // llvm-mc's print can be lossy in bits (ROTATE drops bits 4:0, BITMASK_PERM folds
        // `or` over `and`), never in the lanes it selects (ISA DS_SWIZZLE_B32 formulas).
        for &(v, text) in PRINTED {
            let back = encode(text).unwrap();
            if text.starts_with("swizzle(ROTATE") {
                assert_eq!(back & !0x1F, v & 0xC7E0, "{text}");
                continue;
            }
            let (a, b) = (SwizzleMode::from_offset(v), SwizzleMode::from_offset(back));
            for i in 0..64 {
                assert_eq!(a.source(i), b.source(i), "{v:#06x} {text} lane {i}");
            }
        }
    }

    #[test]
    fn describe_names_the_mode() {
        assert!(describe(0x041F).unwrap().starts_with("swizzle(SWAP,1) (0x041f): within each group of 32 lanes"));
        assert!(describe(0xC460).unwrap().contains("rotate right by 3"));
    }

    #[test]
    fn bad_macros_are_refused() {
        assert!(encode("swizzle(SWAP,3)").is_err());
        assert!(encode("swizzle(BROADCAST,8,8)").is_err());
        assert!(encode("swizzle(QUAD_PERM,1,0,3)").is_err());
        assert!(encode("swizzle(BITMASK_PERM,\"01x\")").is_err());
        assert!(encode("swizzle(SPIN,1)").is_err());
        assert!(decode(0x10000).is_err());
    }
}
