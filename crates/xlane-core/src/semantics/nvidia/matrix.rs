//! `ldmatrix`, `stmatrix` and `movmatrix` for 8×8 matrices of 16-bit elements (PTX ISA
//! 9.7.14.5.15 "Warp-level matrix load instruction: ldmatrix", 9.7.14.5.16 "stmatrix",
//! 9.7.14.5.17 "movmatrix"; fragment figure "matrix fragment for ldmatrix .m8n8 .b16").
//!
//! Each of the `num` (1, 2 or 4) matrices has 8 rows of 16 bytes; row `r` of matrix `i` lives at
//! the address lane `8i + r` supplies (the other lanes' addresses are not used on sm_75+:
//! "for .num = .x1 and .x2, addresses contained in lower threads can be copied to higher
//! threads"). Every lane receives (ldmatrix) or provides (stmatrix) one 32-bit register per
//! matrix: lane `l` holds row `l >> 2`, columns `2(l & 3)` (low half) and `2(l & 3) + 1`
//! (high half); with `.trans` the matrix is transposed on the way, so the register holds rows
//! `2(l & 3)` and `2(l & 3) + 1` of column `l >> 2`. `movmatrix.trans` transposes a matrix
//! held in that fragment layout.
//!
//! All of it was confirmed on sm_90 (`vectors/nvidia-sm90-mma/layouts*.txt`, each lane
//! addressing a permuted row). The memory side (the addresses, alignment, shared memory) is
//! the runner's; these are the pure maps between rows and registers.

use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Outputs, SemCtx};
use crate::value::Arg;

/// Where half `half` (0 low, 1 high) of a lane's register for one matrix lives in that
/// matrix: `(row, column)`; the row is the one lane `8·matrix + row` addresses.
pub const fn fragment_cell(trans: bool, lane: u32, half: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane & 3);
    if trans {
        (2 * t + half, g)
    } else {
        (g, 2 * t + half)
    }
}

/// `ldmatrix.m8n8.x{num}[.trans].b16`: the registers of every lane from the rows the lanes
/// addressed (`rows[lane][column]`, used for lanes `0..8·num`). `regs[matrix][lane]`.
pub fn ldmatrix(num: u32, trans: bool, rows: &[[u16; 8]; 32]) -> Vec<[u32; 32]> {
    (0..num)
        .map(|i| {
            let mut regs = [0u32; 32];
            for (lane, r) in regs.iter_mut().enumerate() {
                for half in 0..2 {
                    let (row, col) = fragment_cell(trans, lane as u32, half);
                    *r |= (rows[(8 * i + row) as usize][col as usize] as u32) << (16 * half);
                }
            }
            regs
        })
        .collect()
}

/// `stmatrix.m8n8.x{num}[.trans].b16`: the rows every addressing lane's address receives,
/// from the lanes' registers (`regs[matrix][lane]`); the inverse of [`ldmatrix`].
pub fn stmatrix(num: u32, trans: bool, regs: &[[u32; 32]]) -> [[u16; 8]; 32] {
    let mut rows = [[0u16; 8]; 32];
    for i in 0..num {
        for lane in 0..32u32 {
            for half in 0..2 {
                let (row, col) = fragment_cell(trans, lane, half);
                rows[(8 * i + row) as usize][col as usize] = (regs[i as usize][lane as usize] >> (16 * half)) as u16;
            }
        }
    }
    rows
}

/// `movmatrix.sync.aligned.m8n8.trans.b16 d, a`: `d` is the fragment of the transpose of the
/// matrix `a` holds.
pub fn movmatrix(a: &[u32; 32]) -> [u32; 32] {
    let elem = |row: u32, col: u32| (a[(4 * row + col / 2) as usize] >> (16 * (col & 1))) as u16 as u32;
    let mut d = [0u32; 32];
    for (lane, r) in d.iter_mut().enumerate() {
        for half in 0..2 {
            let (row, col) = fragment_cell(true, lane as u32, half);
            *r |= elem(row, col) << (16 * half);
        }
    }
    d
}

/// The registry semantics of the `ldmatrix`/`stmatrix` rows: they read or write shared memory,
/// which a wave call of `xlane eval` does not have.
pub fn memory_only(_ctx: &SemCtx, _args: &[Arg]) -> Result<Outputs> {
    Err(Diag::new(DiagKind::Unsupported, "ldmatrix/stmatrix move matrix rows between shared memory and the warp's registers; a wave call has no memory")
        .with_help("run the kernel with `xlane run`, whose memory model executes them (crates/xlane-ir/README.md)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PTX ISA figure for `ldmatrix .x1`: thread 0 gets row 0 elements 0,1; thread 1 row 0
    /// elements 2,3; thread 4 row 1 elements 0,1; thread 31 row 7 elements 6,7.
    #[test]
    fn ldmatrix_follows_the_fragment_figure() {
        let mut rows = [[0u16; 8]; 32];
        for (r, row) in rows.iter_mut().enumerate() {
            for (c, x) in row.iter_mut().enumerate() {
                *x = (r * 8 + c) as u16;
            }
        }
        let d = ldmatrix(1, false, &rows);
        assert_eq!(d[0][0], 1 << 16);
        assert_eq!(d[0][1], 2 | 3 << 16);
        assert_eq!(d[0][4], 8 | 9 << 16);
        assert_eq!(d[0][31], 62 | 63 << 16);
        // .trans: thread 0 gets column 0 of rows 0 and 1; thread 1 rows 2 and 3
        let t = ldmatrix(1, true, &rows);
        assert_eq!(t[0][0], 8 << 16);
        assert_eq!(t[0][1], 16 | 24 << 16);
        // .x4: matrix 3 comes from the rows lanes 24..32 address
        let x4 = ldmatrix(4, false, &rows);
        assert_eq!(x4[3][0], 192 | 193 << 16);
    }

    #[test]
    fn stmatrix_inverts_ldmatrix_and_movmatrix_transposes() {
        let regs: Vec<[u32; 32]> = (0..4u32).map(|i| std::array::from_fn(|l| (i * 1000 + l as u32 * 2) | (i * 1000 + l as u32 * 2 + 1) << 16)).collect();
        for trans in [false, true] {
            let rows = stmatrix(4, trans, &regs);
            assert_eq!(ldmatrix(4, trans, &rows), regs);
        }
        // movmatrix = store, then load transposed
        let rows = stmatrix(1, false, &regs[..1]);
        assert_eq!(movmatrix(&regs[0]), ldmatrix(1, true, &rows)[0]);
        assert_eq!(movmatrix(&movmatrix(&regs[0])), regs[0]);
    }
}
