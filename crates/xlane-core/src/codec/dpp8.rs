//! `mov_dpp8` selectors ↔ `dpp8:[a,b,c,d,e,f,g,h]`: entry i (the source of lane i of each
//! group of 8) occupies bits 3i..3i+2 (AMDGPUModifierSyntax dpp8; llvm-mc-22 encodes
//! `dpp8:[7,6,5,4,3,2,1,0]` as bytes 0x77,0x39,0x05 = 0x053977).

use super::{illegal, parse_list};
use crate::diag::Result;

/// What a reader of a malformed or illegal control should write instead.
const DPP8_HELP: &str = "write dpp8:[s0,s1,s2,s3,s4,s5,s6,s7]: eight selectors, each 0..7 (lane i of every group of 8 reads lane s_i of the group)";

/// `dpp8:[…]` (the prefix is optional) → the 24-bit selector.
pub fn encode(text: &str) -> Result<u32> {
    encode_text(text).map_err(|d| d.or_help(DPP8_HELP))
}

fn encode_text(text: &str) -> Result<u32> {
    let t = text.trim();
    let list = t.strip_prefix("dpp8:").unwrap_or(t);
    let l = parse_list(list, 8, "dpp8")?;
    let mut sel = 0u32;
    for (i, &x) in l.iter().enumerate() {
        if !(0..=7).contains(&x) {
            return Err(illegal(format!("dpp8: entry {i} is {x}; each must be 0..7")));
        }
        sel |= (x as u32) << (3 * i);
    }
    Ok(sel)
}

/// The 24-bit selector → `dpp8:[…]`.
pub fn decode(sel: u32) -> Result<String> {
    if sel > 0xFF_FFFF {
        return Err(illegal(format!("{sel:#x} does not fit the 24-bit dpp8 selector")).with_help("clang-22 drops bits 24-31 of the builtin's constant; pass sel & 0xffffff"));
    }
    let e: Vec<String> = (0..8).map(|i| (sel >> (3 * i) & 7).to_string()).collect();
    Ok(format!("dpp8:[{}]", e.join(",")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverse_and_identity() {
        assert_eq!(encode("dpp8:[7,6,5,4,3,2,1,0]").unwrap(), 0x053977);
        assert_eq!(encode("[7,6,5,4,3,2,1,0]").unwrap(), 0x053977);
        assert_eq!(encode("dpp8:[0,1,2,3,4,5,6,7]").unwrap(), 0xFAC688);
        assert_eq!(decode(0x053977).unwrap(), "dpp8:[7,6,5,4,3,2,1,0]");
        assert_eq!(decode(0xFAC688).unwrap(), "dpp8:[0,1,2,3,4,5,6,7]");
    }

    #[test]
    fn bad_input() {
        assert!(encode("dpp8:[8,0,0,0,0,0,0,0]").is_err());
        assert!(encode("dpp8:[1,2,3]").is_err());
        assert!(decode(0x1000000).is_err());
    }
}
