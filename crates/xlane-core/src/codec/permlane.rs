//! permlane16/permlanex16 selector pairs ↔ a 16-entry list: entry i (the source position of
//! lane i of each row) is nibble i of the 64-bit `{lanesel_hi, lanesel_lo}` (RDNA3.5 ISA
//! V_PERMLANE16_B32 pseudocode; its example `0x87654321, 0x0fedcba9` rotates each row by 1).

use super::{illegal, parse_list};
use crate::diag::Result;

/// What a reader of a malformed or illegal control should write instead.
const PERMLANE_HELP: &str = "write [s0,…,s15]: sixteen selectors, each 0..15 (lane i of every row of 16 reads lane s_i of the row)";

/// The 16 selectors of a `(lanesel_lo, lanesel_hi)` pair.
pub fn selectors(lo: u32, hi: u32) -> [u8; 16] {
    let sel = (hi as u64) << 32 | lo as u64;
    std::array::from_fn(|i| ((sel >> (4 * i)) & 15) as u8)
}

/// `[s0,…,s15]` → `(lanesel_lo, lanesel_hi)`.
pub fn encode(text: &str) -> Result<(u32, u32)> {
    encode_text(text).map_err(|d| d.or_help(PERMLANE_HELP))
}

fn encode_text(text: &str) -> Result<(u32, u32)> {
    let l = parse_list(text, 16, "permlane selectors")?;
    let mut sel = 0u64;
    for (i, &x) in l.iter().enumerate() {
        if !(0..=15).contains(&x) {
            return Err(illegal(format!("permlane selector {i} is {x}; each must be 0..15")));
        }
        sel |= (x as u64) << (4 * i);
    }
    Ok((sel as u32, (sel >> 32) as u32))
}

/// `(lanesel_lo, lanesel_hi)` → `[s0,…,s15]`.
pub fn decode(lo: u32, hi: u32) -> Result<String> {
    let e: Vec<String> = selectors(lo, hi).iter().map(|s| s.to_string()).collect();
    Ok(format!("[{}]", e.join(",")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isa_rotate_example_and_identity() {
        assert_eq!(encode("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]").unwrap(), (0x87654321, 0x0fedcba9));
        assert_eq!(decode(0x87654321, 0x0fedcba9).unwrap(), "[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0]");
        assert_eq!(encode("[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15]").unwrap(), (0x76543210, 0xfedcba98));
    }

    #[test]
    fn bad_input() {
        assert!(encode("[16,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]").is_err());
        assert!(encode("[0,1]").is_err());
    }
}
