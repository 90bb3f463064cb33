//! The transposing reads against their description (module doc of `transpose`): a group of
//! 16 lanes reads a tile row by row and each lane receives one column. Layouts and products
//! are checked in `tests/all/mma_layout.rs`.

use super::transpose::exchange;
use crate::value::Lanes;

/// tr16: lane L reads tile[L/4][4(L%4) .. 4(L%4)+4] (the tile element (r, c) is stored as
/// 100r + c plus 1000 per group); lane d must receive tile[0..4][d].
#[test]
fn tr16_lanes_receive_tile_columns() {
    let mut read = vec![Lanes { bits: [0; 64], undef: 0 }; 4];
    for l in 0..64u32 {
        let (g, r, c0) = (l / 16, (l % 16) / 4, 4 * (l % 4));
        for e in 0..4 {
            read[e as usize].bits[l as usize] = (1000 * g + 100 * r + c0 + e) as u64;
        }
    }
    let out = exchange(16, 64, u64::MAX, &read, 16);
    for d in 0..64u32 {
        for j in 0..4 {
            assert_eq!(out[j as usize].bits[d as usize], (1000 * (d / 16) + 100 * j + d % 16) as u64, "lane {d} element {j}");
        }
    }
}

/// tr8: 16 lanes read an 8×16 tile of bytes, two lanes per row; lane d receives column d.
#[test]
fn tr8_lanes_receive_tile_columns() {
    let mut read = vec![Lanes { bits: [0; 64], undef: 0 }; 2];
    let tile = |g: u32, r: u32, c: u32| ((g * 37 + r * 16 + c) & 0xff) as u64;
    for l in 0..64u32 {
        let (g, r, c0) = (l / 16, (l % 16) / 2, 8 * (l % 2));
        for e in 0..8 {
            read[(e / 4) as usize].bits[l as usize] |= tile(g, r, c0 + e) << (8 * (e % 4));
        }
    }
    let out = exchange(8, 64, u64::MAX, &read, 32);
    for d in 0..64u32 {
        for j in 0..8 {
            let got = out[(j / 4) as usize].bits[d as usize] >> (8 * (j % 4)) & 0xff;
            assert_eq!(got, tile(d / 16, j, d % 16), "lane {d} byte {j}");
        }
    }
}

/// A lane outside EXEC reads nothing: what others take from it is undefined.
#[test]
fn inactive_lanes_read_nothing() {
    let read = vec![Lanes { bits: [7; 64], undef: 0 }; 4];
    let out = exchange(16, 64, !1u64, &read, 16);
    // lane 0 is element 0 (row 0) of lanes 0..4 of group 0; lane 0 itself is not written
    assert_eq!(out[0].undef & 0xf, 0xf);
    assert_eq!(out[1].undef & 0xffff, 1);
}
