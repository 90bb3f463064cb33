//! RDNA4 sparse WMMA (`llvm.amdgcn.swmmac.*`, `v_swmmac_*`, gfx12): `D = C + A·B` where A
//! (16×K) is 4:2 structured-sparse along K and stored compressed (2 kept values per group of
//! 4), with a 4-bit compression index per group (bits 1:0 the position of kept value 0, bits
//! 3:2 that of value 1). B is K×16 dense, C and D the dense RDNA4 layout (`layout::d_pos`).
//!
//! Source: AMD's Matrix Instruction Calculator (commit 2ef9189, `-a rdna4 -i v_swmmac_* -d`:
//! the "matrix element to register mapping" of each form at wave32 and wave64), restated
//! per group `g = ⌊k/4⌋` as (lane, bit of the lane's register tuple); no code copied. The
//! calculator places a group's two kept values in one `2w`-bit field; like CDNA3's sparse
//! forms (calculator README: one 16-bit half per kept value) the low half is kept value 0.
//!
//! | input, K | wave | A group g of row i | index of g | B[k][j] |
//! |---|---|---|---|---|
//! | 16-bit, 32 | 32 | lane 16(⌊g/2⌋ mod 2) + i, bit 32(2⌊g/4⌋ + g mod 2) | bit 8⌊g/4⌋ + 4(g mod 2) | lane 16(⌊k/8⌋ mod 2) + j, bit 16(8⌊k/16⌋ + k mod 8) |
//! | 16-bit, 32 | 64 | lane 16⌊g/2⌋ + i, bit 32(g mod 2) | bit 4(g mod 2) | lane 16⌊k/8⌋ + j, bit 16(k mod 8) |
//! | 8-bit, 32 | 32 | lane 16⌊g/4⌋ + i, bit 16(g mod 4) | bit 4(g mod 4) | lane 16⌊k/16⌋ + j, bit 8(k mod 16) |
//! | 8-bit, 32 | 64 | lane 32(⌊g/2⌋ mod 2) + 16⌊g/4⌋ + i, bit 16(g mod 2) | bit 4(g mod 2) | lane 32(⌊k/8⌋ mod 2) + 16⌊k/16⌋ + j, bit 8(k mod 8) |
//! | 4-bit, 32 | 32 | lane 16⌊g/4⌋ + i, bit 8(g mod 4) | bit 4(g mod 4) | lane 16⌊k/16⌋ + j, bit 4(k mod 16) |
//! | 4-bit, 32 | 64 | lane 16⌊g/4⌋ + i, bit 8(g mod 4) | bit 4(g mod 4) | lane 32(⌊k/8⌋ mod 2) + 16⌊k/16⌋ + j, bit 4(k mod 8) |
//! | 4-bit, 64 | 32 | lane 16⌊g/8⌋ + i, bit 8(g mod 8) | bit 4(g mod 8) | lane 16⌊k/32⌋ + j, bit 4(k mod 32) |
//! | 4-bit, 64 | 64 | lane 32(⌊g/4⌋ mod 2) + 16⌊g/8⌋ + i, bit 8(g mod 4) | bit 4(g mod 4) | lane 32(⌊k/16⌋ mod 2) + 16⌊k/32⌋ + j, bit 4(k mod 16) |
//!
//! The index lane is A's. The index operand's low bits are read (llc-22 folds a shifted
//! index into the instruction's `index_key`). A group whose two positions do not increase is
//! not described by the sources: the rows it feeds are undefined. Numerics are the dense
//! WMMA forms' (integers exact with `clamp`; floats the binary64 model, flagged approximate).

use super::{layout, Frag, Mods, Shape};
use crate::value::Lanes;

/// (lane, bit) of the field holding group `g` of row `i` of A (kept value `s` at
/// `bit + s·w`).
pub fn a_pos(r: &Shape, wave: u32, i: u32, g: u32) -> (u32, u32) {
    match (r.input.bits(), r.k, wave) {
        (16, _, 32) => (16 * ((g / 2) % 2) + i, 32 * (2 * (g / 4) + g % 2)),
        (16, _, _) => (16 * (g / 2) + i, 32 * (g % 2)),
        (8, _, 32) => (16 * (g / 4) + i, 16 * (g % 4)),
        (8, _, _) => (32 * ((g / 2) % 2) + 16 * (g / 4) + i, 16 * (g % 2)),
        (_, 32, _) => (16 * (g / 4) + i, 8 * (g % 4)),
        (_, _, 32) => (16 * (g / 8) + i, 8 * (g % 8)),
        _ => (32 * ((g / 4) % 2) + 16 * (g / 8) + i, 8 * (g % 4)),
    }
}

/// (lane, bit) of the 4-bit index of group `g` of row `i`.
pub fn index_pos(r: &Shape, wave: u32, i: u32, g: u32) -> (u32, u32) {
    let (lane, _) = a_pos(r, wave, i, g);
    let bit = match (r.input.bits(), r.k, wave) {
        (16, _, 32) => 8 * (g / 4) + 4 * (g % 2),
        (16, _, _) | (8, _, 64) => 4 * (g % 2),
        (8, _, _) | (_, 32, _) => 4 * (g % 4),
        (_, _, 32) => 4 * (g % 8),
        _ => 4 * (g % 4),
    };
    (lane, bit)
}

/// (lane, bit) of B[k][j].
pub fn b_pos(r: &Shape, wave: u32, k: u32, j: u32) -> (u32, u32) {
    match (r.input.bits(), r.k, wave) {
        (16, _, 32) => (16 * ((k / 8) % 2) + j, 16 * (8 * (k / 16) + k % 8)),
        (16, _, _) => (16 * (k / 8) + j, 16 * (k % 8)),
        (8, _, 32) => (16 * (k / 16) + j, 8 * (k % 16)),
        (8, _, _) => (32 * ((k / 8) % 2) + 16 * (k / 16) + j, 8 * (k % 8)),
        (_, 32, 32) => (16 * (k / 16) + j, 4 * (k % 16)),
        (_, 32, _) => (32 * ((k / 8) % 2) + 16 * (k / 16) + j, 4 * (k % 8)),
        (_, _, 32) => (16 * (k / 32) + j, 4 * (k % 32)),
        _ => (32 * ((k / 16) % 2) + 16 * (k / 32) + j, 4 * (k % 16)),
    }
}

/// Bits per lane of A, of B and of the index (the widest position used, plus its width).
pub fn bits_per_lane(r: &Shape, wave: u32) -> (u32, u32, u32) {
    let w = r.input.bits();
    let (mut a, mut b, mut x) = (0, 0, 0);
    for i in 0..16 {
        for g in 0..r.k / 4 {
            a = a.max(a_pos(r, wave, i, g).1 + 2 * w);
            x = x.max(index_pos(r, wave, i, g).1 + 4);
        }
    }
    for k in 0..r.k {
        for j in 0..16 {
            b = b.max(b_pos(r, wave, k, j).1 + w);
        }
    }
    (a, b, x)
}

/// D for one call: one [`Lanes`] per component of D.
#[allow(clippy::too_many_arguments)]
pub fn swmmac(r: &Shape, wave: u32, exec: u64, a: Frag, b: Frag, c: Frag, idx: &Lanes, m: Mods) -> Vec<Lanes> {
    let (_, _, nd) = layout::slots(r, wave);
    let full = if wave == 64 { u64::MAX } else { (1u64 << wave) - 1 };
    if exec & full != full {
        return vec![Lanes::all_undef(); nd as usize];
    }
    let mut d = vec![Lanes::all_undef(); nd as usize];
    let (wi, wo) = (r.input.bits(), r.output.bits());
    for i in 0..16 {
        // the kept values of row i and the dense k each multiplies
        let row = super::sparse::kept_row(
            r.k / 4,
            idx,
            |g| index_pos(r, wave, i, g),
            |g, s| {
                let (al, ab) = a_pos(r, wave, i, g);
                a.bits_at(al, ab + s * wi, wi)
            },
        );
        for j in 0..16 {
            let (lane, slot) = layout::d_pos(r, wave, i, j, 0, false);
            let terms: Option<Vec<(u64, u64)>> = row.as_ref().and_then(|row| {
                row.iter()
                    .map(|&(av, k)| {
                        let (bl, bb) = b_pos(r, wave, k, j);
                        Some((av, b.bits_at(bl, bb, wi)?))
                    })
                    .collect()
            });
            let out = c.elem(lane, slot, wo).zip(terms).map(|(cv, t)| super::dot(r, m, cv, &t));
            d[slot as usize].put(lane, out);
        }
    }
    d
}
