//! gfx950's transposing LDS reads `ds_read_b64_tr_b16` / `ds_read_b64_tr_b8`
//! (`llvm.amdgcn.ds.read.tr16.b64`, `ds.read.tr8.b64`): each lane reads the 8 bytes at its own
//! address; then, within every group of 16 lanes, the 16 × 8 bytes read are a matrix whose row
//! `r` is the `16/E` lanes `r·16/E …` side by side (E = 64 / element bits elements per lane),
//! and lane `d` of the group receives column `d` of it: its element `j` is element `d mod E`
//! read by lane `j·16/E + ⌊d/E⌋`.
//!
//! Sources: the Mojo standard library's `ds_read_tr16_b64_row` (a 4×16 tile of 16-bit
//! elements, lane `L` reading row `⌊L/4⌋`, columns `4(L mod 4) …`; "each lane gets a column of
//! the tile"), rocMLIR's `lds_transpose_load` (tr16: 4 elements per lane, tr8: 8), and Triton's
//! gfx950 lowering, whose `tl.dot` kernels in tests/kernels/triton (`dot_f16`, `dot_bf16`,
//! `dot_i8` for gfx950) give numpy's products only with this exchange. The CDNA4 ISA text was
//! not available to read; docs/errata.md records that.

use crate::value::Lanes;

/// The exchange: `read` holds each lane's 64 bits (`comp_bits`-wide components, as loaded),
/// the result the same components after the exchange. A lane outside `exec` reads nothing:
/// the elements other lanes would take from it are undefined.
pub fn exchange(elem_bits: u32, wave: u32, exec: u64, read: &[Lanes], comp_bits: u32) -> Vec<Lanes> {
    let per_lane = 64 / elem_bits;
    let lanes_per_row = 16 / per_lane;
    let mask = if elem_bits == 64 { u64::MAX } else { (1u64 << elem_bits) - 1 };
    let get = |lane: u32, e: u32| -> Option<u64> {
        if exec >> lane & 1 == 0 {
            return None;
        }
        let bit = e * elem_bits;
        let c = &read[(bit / comp_bits) as usize];
        (c.undef >> lane & 1 == 0).then(|| (c.bits[lane as usize] >> (bit % comp_bits)) & mask)
    };
    let mut out = vec![Lanes::all_undef(); read.len()];
    for d in (0..wave).filter(|&l| exec >> l & 1 != 0) {
        let (group, dl) = (d / 16 * 16, d % 16);
        // a component is undefined where any element in it is
        let mut word = vec![(0u64, false); read.len()];
        for j in 0..per_lane {
            let bit = j * elem_bits;
            let w = &mut word[(bit / comp_bits) as usize];
            match get(group + j * lanes_per_row + dl / per_lane, dl % per_lane) {
                Some(v) => w.0 |= v << (bit % comp_bits),
                None => w.1 = true,
            }
        }
        for (o, (w, undef)) in out.iter_mut().zip(word) {
            o.bits[d as usize] = w;
            if !undef {
                o.undef &= !(1u64 << d);
            }
        }
    }
    out
}
