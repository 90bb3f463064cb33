//! Sparse MFMA (`v_smfmac_*`, CDNA3): `D = C + A·B` where A (M×K) has 4:2 structured
//! sparsity and is stored compressed: of every 4 consecutive K entries of a row, 2 are kept,
//! and a 2-bit compression index per kept value gives its position in the group.
//!
//! Source: AMD Matrix Instruction Calculator (README "Example of Printing Compression Index
//! Information for a Sparse Matrix Instruction", and the CDNA3 `v_smfmac_*` register tables,
//! commit 2ef9189); formulas restated, no code copied:
//! * the kept values of row `i` are numbered `c = 2g + s` (group `g = ⌊k/4⌋`, `s` 0 or 1);
//!   with `E = (K/2)·M/64` kept values per lane, value `c` is in lane `M·⌊c/E⌋ + i`, slot
//!   `c mod E` (v_smfmac_f32_16x16x32_f16: `A[i][k]` in lane `16⌊k/8⌋ + i`, register
//!   `⌊k/4⌋ mod 2`, one 16-bit half per kept value; v_smfmac_i32_16x16x64_i8: lane
//!   `16⌊k/16⌋ + i`, register `⌊k/8⌋ mod 2`, bits `16(⌊k/4⌋ mod 2)…`);
//! * the index of group `g` is 4 bits of the index operand in the same lane, at bit
//!   `4(g mod E/2)`: bits 1:0 the position of kept value 0, bits 3:2 that of value 1 ("the
//!   first two entries of the compression index would store 2 and 3");
//! * with CBSZ = 0, ABID picks which 8-bit (16-bit inputs) or 16-bit (8-bit inputs) segment
//!   of the 32-bit index holds the indices; with CBSZ ≠ 0 ABID is ignored and the low bits
//!   are used;
//! * B, C and D are laid out as for the dense MFMA of the same M, N, K ([`super::layout`]).
//!
//! gfx950's double-rate forms (`v_smfmac_f32_16x16x64_f16` …, K doubled) follow the same rule
//! with E doubled: LLVM PR 193541 (after the CDNA4 ISA's layout tables, which it says the
//! ISA's prose contradicts; docs/errata.md A37) gives each lane 8 kept 16-bit values (16
//! kept 8-bit values) per 16 (32) K, the 16-bit forms' index in one of two 16-bit halves
//! picked by ABID and the 8-bit forms' in the whole 32 bits (ABID 0 only), as `E/2` groups
//! of 4 bits give.
//!
//! A group whose two indices are not strictly increasing is not described by the sources:
//! the rows it feeds are undefined (never guessed). Numerics are the dense forms' (integers
//! exact; floats the binary64 model, flagged approximate).

use super::{layout, Frag, Mods, Shape};
use crate::value::Lanes;

/// Kept A values per lane.
pub fn a_slots(r: &Shape) -> u32 {
    (r.k / 2) * r.m / 64
}

/// (lane, slot) of kept value `c` of row `i`.
pub fn a_pos(r: &Shape, i: u32, c: u32) -> (u32, u32) {
    let e = a_slots(r);
    (r.m * (c / e) + i, c % e)
}

/// (lane, bit) of the 4-bit index of group `g` of row `i`.
pub fn index_pos(r: &Shape, i: u32, g: u32, m: Mods) -> (u32, u32) {
    let per_lane = a_slots(r) / 2;
    let seg = if m.cbsz == 0 { m.abid * 4 * per_lane } else { 0 };
    let (lane, _) = a_pos(r, i, 2 * g);
    (lane, seg + 4 * (g % per_lane))
}

/// The ABID values that pick an index segment (with CBSZ = 0): 32 / (4·E/2) of them.
pub fn abid_limit(r: &Shape) -> u32 {
    32 / (2 * a_slots(r))
}

/// Row `i`'s kept values, each with the dense k it multiplies: per group of four, the index
/// nibble's two 2-bit positions pick where the group's two kept values go. An undefined
/// index lane, or a pair that does not increase (errata A34), makes the row undefined.
/// `index_at(g)` is the (lane, bit) of group `g`'s nibble, `value_at(g, s)` its kept value `s`.
pub(super) fn kept_row(groups: u32, idx: &Lanes, index_at: impl Fn(u32) -> (u32, u32), value_at: impl Fn(u32, u32) -> Option<u64>) -> Option<Vec<(u64, u32)>> {
    (0..groups)
        .flat_map(|g| (0..2).map(move |s| (g, s)))
        .map(|(g, s)| {
            let (il, ib) = index_at(g);
            if idx.undef >> il & 1 != 0 {
                return None;
            }
            let nib = (idx.bits[il as usize] >> ib) & 0xf;
            if nib & 3 >= nib >> 2 {
                return None;
            }
            Some((value_at(g, s)?, 4 * g + ((nib >> (2 * s)) & 3) as u32))
        })
        .collect()
}

/// D for one call: one [`Lanes`] per component of D.
pub fn smfmac(r: &Shape, exec: u64, a: Frag, b: Frag, c: Frag, idx: &Lanes, m: Mods) -> Vec<Lanes> {
    let (_, _, nd) = layout::slots(r, 64);
    if exec != u64::MAX {
        return vec![Lanes::all_undef(); nd as usize];
    }
    let mut d = vec![Lanes::all_undef(); nd as usize];
    let (wi, wo) = (r.input.bits(), r.output.bits());
    for i in 0..r.m {
        // the kept values of row i and the dense k each multiplies
        let row = kept_row(
            r.k / 4,
            idx,
            |g| index_pos(r, i, g, m),
            |g, s| {
                let (al, sl) = a_pos(r, i, 2 * g + s);
                a.elem(al, sl, wi)
            },
        );
        for j in 0..r.n {
            let (lane, slot) = layout::d_pos(r, 64, i, j, 0, false);
            let terms: Option<Vec<(u64, u64)>> = row
                .as_ref()
                .and_then(|row| row.iter().map(|&(av, k)| Some((av, b.elem(layout::b_pos(r, 64, k, j, 0).lanes[0], layout::b_pos(r, 64, k, j, 0).slot, wi)?))).collect());
            let out = c.elem(lane, slot, wo).zip(terms).map(|(cv, t)| super::dot(r, m, cv, &t));
            d[slot as usize].put(lane, out);
        }
    }
    d
}
