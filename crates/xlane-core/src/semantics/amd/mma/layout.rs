//! Where each matrix element lives: lane(s) and element slot, per register layout.
//!
//! A *slot* counts elements of the operand's format inside a lane's registers: slot `s` of a
//! 16-bit operand is bits `16s..16s+15` of the lane's register tuple, i.e. LLVM vector
//! component `s` of `<N x half>`; an 8-bit operand packed in `i64` or `<4 x i32>` has slot
//! `s` at bits `8s..8s+7` of the tuple.
//!
//! Sources (formulas restated, no code copied):
//! * CDNA (`MLayout::Gfx9`): AMD Matrix Instruction Calculator, `InstCalcGfx9`
//!   `__get_input_reg_lanes`/`__get_output_reg_lanes` (the CDNA1–3 ISA "Matrix fused multiply
//!   add" register layouts): an input element `(i, k)` of block `b` with `E = K·M·B/64`
//!   elements per lane sits in lane `b·M + ⌊k/E⌋·M·B + i`, slot `k mod E`; an output element
//!   `(i, j)` of block `b` in register `b·MN/64 + ⌊i/(h·R)⌋·h + i mod h`, lane
//!   `(b mod Q)·N + (⌊i/h⌋ mod R)·Q·N + j` with `h = 4` rows per register group (1 for f64),
//!   `R = 64/N` groups per register and `Q = ⌈64/(MN/h)⌉` blocks per register. gfx950's
//!   double-rate forms follow the same rule (CDNA4 ISA; AMD's `gcnasm/matrix_core_gfx950`
//!   example loads `v_mfma_f32_32x32x16_f16` A as `A[lane % 32][8·⌊lane/32⌋ + 0..8]` and stores
//!   D row `4·⌊lane/32⌋ + (r mod 4) + 8·⌊r/4⌋`, column `lane % 32`, as the rule gives).
//! * RDNA3 (`Gfx11`, RDNA3 ISA §7.9 "Wave Matrix Multiply Accumulate"; calculator
//!   `InstCalcGfx11`): A row `i` / B column `j` holds all 16 K values in slots `0..16`, in lane
//!   `i` and its replicas `i + 16r`; D row `i`, column `j` is slot `⌊i/(W/16)⌋` (16-bit
//!   results: `2·⌊i/(W/16)⌋ + opsel`), lane `(16i + j) mod W`.
//! * RDNA4 (`Gfx12`, RDNA4 ISA §7.9; calculator `InstCalcGfx12`): A and B are split over the
//!   lane halves by K (formulas in [`gfx12_input`]); D row `i` is slot `i mod 8` (wave32) or
//!   `i mod 4` (wave64), lane `16⌊i/8⌋ + j` (wave32) or `32(⌊i/4⌋ mod 2) + 16⌊i/8⌋ + j`.

use super::{MFmt, MLayout, Shape};

/// Lanes holding one input element (replicas must agree) and its slot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InPos {
    pub lanes: Vec<u32>,
    pub slot: u32,
}

/// Where A[b][i][k] lives (before the CBSZ/ABID block substitution, which the caller applies).
pub fn a_pos(r: &Shape, wave: u32, i: u32, k: u32, b: u32) -> InPos {
    input(r, wave, r.m, i, k, b)
}

/// Where B[b][k][j] lives (before the BLGP lane substitution).
pub fn b_pos(r: &Shape, wave: u32, k: u32, j: u32, b: u32) -> InPos {
    input(r, wave, r.n, j, k, b)
}

fn input(r: &Shape, wave: u32, outer: u32, i: u32, k: u32, b: u32) -> InPos {
    match r.layout {
        MLayout::Gfx9 => {
            let e = r.k * outer * r.blocks / 64;
            InPos { lanes: vec![b * outer + (k / e) * outer * r.blocks + i], slot: k % e }
        }
        MLayout::Gfx11 => InPos { lanes: (0..wave / 16).map(|c| i + 16 * c).collect(), slot: k },
        MLayout::Gfx12 => {
            let (lane, slot) = gfx12_input(r.input.bits(), r.k, wave, i, k);
            InPos { lanes: vec![lane], slot }
        }
    }
}

/// RDNA4 dense A/B placement (calculator `InstCalcGfx12.__get_input_reg`/`__get_input_lane`,
/// non-sparse branches), as (lane, slot).
pub fn gfx12_input(bits: u32, kdim: u32, wave: u32, i: u32, k: u32) -> (u32, u32) {
    match (bits, wave) {
        (16, 32) => (16 * ((k / 4) % 2) + i, 4 * (k / 8) + k % 4),
        (16, _) => (32 * ((k / 8) % 2) + 16 * ((k / 4) % 2) + i, k % 4),
        (8, 32) => (16 * (k / 8) + i, k % 8),
        (8, _) => (32 * ((k / 4) % 2) + 16 * ((k / 8) % 2) + i, k % 4),
        // 4-bit
        (_, 32) if kdim == 32 => (16 * (k / 16) + i, k % 16),
        (_, _) if kdim == 32 => (32 * ((k / 8) % 2) + 16 * ((k / 16) % 2) + i, k % 8),
        // 4-bit, K = 16: both wave sizes use lanes 0–31 only
        _ => (16 * (k / 8) + i, k % 8),
    }
}

/// Where D[b][i][j] (and C) lives, as (lane, slot); `opsel`: RDNA3's 16-bit result half.
pub fn d_pos(r: &Shape, wave: u32, i: u32, j: u32, b: u32, opsel: bool) -> (u32, u32) {
    match r.layout {
        MLayout::Gfx9 => {
            let (m, n) = (r.m, r.n);
            let h = if r.output == MFmt::F64 { 1 } else { 4 };
            let per_reg = 64 / n;
            let blocks_per_reg = 64u32.div_ceil(m * n / h);
            let slot = b * (m * n / 64) + (i / (h * per_reg)) * h + i % h;
            let lane = (b % blocks_per_reg) * n + ((i / h) % per_reg) * blocks_per_reg * n + j;
            (lane, slot)
        }
        MLayout::Gfx11 => {
            let rows = wave / 16;
            let slot = if r.output.bits() == 16 { 2 * (i / rows) + opsel as u32 } else { i / rows };
            ((16 * i + j) % wave, slot)
        }
        MLayout::Gfx12 if wave == 32 => (16 * (i / 8) + j, i % 8),
        MLayout::Gfx12 => (32 * ((i / 4) % 2) + 16 * (i / 8) + j, i % 4),
    }
}

/// The number of slots an operand holds per lane: A, B and C/D.
pub fn slots(r: &Shape, wave: u32) -> (u32, u32, u32) {
    if matches!(r.operands, super::MOperands::SparseW | super::MOperands::SparseWSigned) {
        let (a, b, _) = super::swmmac::bits_per_lane(r, wave);
        let w = r.input.bits();
        let d = (0..16).flat_map(|i| (0..16).map(move |j| (i, j))).map(|(i, j)| d_pos(r, wave, i, j, 0, false).1 + 1).max().unwrap_or(0);
        return (a / w, b / w, d);
    }
    let mut a = 0;
    let mut bs = 0;
    let mut d = 0;
    if r.operands == super::MOperands::Sparse {
        a = super::sparse::a_slots(r);
    }
    for b in 0..r.blocks {
        for k in 0..r.k {
            for i in (0..r.m).filter(|_| r.operands != super::MOperands::Sparse) {
                a = a.max(a_pos(r, wave, i, k, b).slot + 1);
            }
            for j in 0..r.n {
                bs = bs.max(b_pos(r, wave, k, j, b).slot + 1);
            }
        }
        for i in 0..r.m {
            for j in 0..r.n {
                d = d.max(d_pos(r, wave, i, j, b, true).1 + 1);
            }
        }
    }
    (a, bs, d)
}

/// The wave sizes the row runs in.
pub fn waves(r: &Shape) -> &'static [u32] {
    match r.layout {
        MLayout::Gfx9 => &[64],
        _ => &[32, 64],
    }
}
