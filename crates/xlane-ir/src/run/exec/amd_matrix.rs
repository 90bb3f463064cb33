//! AMD matrix operations: MFMA/WMMA ([`ops::Matrix`]) and the lane exchange of the transposing
//! LDS reads ([`ops::LaneTranspose`]). The semantics are xlane-core's
//! (`semantics::amd::mma`); the runner gathers every operand component over the wave and
//! writes the results to the lanes of the exec mask.

use xlane_core::semantics::amd::mma::{self, Frag, MOperands};

use super::*;

fn gather(regs: &Regs, slots: &[Slot]) -> Vec<Lanes> {
    slots.iter().map(|&s| Lanes { bits: *regs.get(s), undef: regs.und(s) }).collect()
}

fn matrix(cx: &Cx, regs: &mut Regs, p: &ops::Matrix) -> RResult<()> {
    let wave = cx.info.wave;
    if wave != p.wave {
        let lane = cx.exec.trailing_zeros();
        return Err(lane_err(ErrKind::Unsupported, lane, format!("`{}`: its operand shapes are the wave{} form, and the launch runs wave{wave}", p.row.name, p.wave)));
    }
    let (a, b, c) = (gather(regs, &p.a), gather(regs, &p.b), gather(regs, &p.c));
    let frag = |comps, bits: u8| Frag { comps, bits: bits as u32 };
    let idx = gather(regs, &p.idx);
    let (fa, fb, fc) = (frag(&a, p.a_bits), frag(&b, p.b_bits), frag(&c, p.c_bits));
    let d = match (p.row.operands, idx.as_slice()) {
        (MOperands::Scaled, [sa, sb]) => mma::scaled::mfma_scale(p.row, cx.exec, fa, fb, fc, sa, sb, p.mods),
        (MOperands::Sparse, [idx]) => mma::sparse::smfmac(p.row, cx.exec, fa, fb, fc, idx, p.mods),
        (MOperands::SparseW | MOperands::SparseWSigned, [idx]) => mma::swmmac::swmmac(p.row, wave, cx.exec, fa, fb, fc, idx, p.mods),
        _ => mma::mma(p.row, wave, cx.exec, fa, fb, fc, p.mods),
    };
    for (&slot, l) in p.d.iter().zip(&d) {
        regs.put(slot, &l.bits, l.undef, cx.exec);
    }
    Ok(())
}

fn transpose(cx: &Cx, regs: &mut Regs, p: &ops::LaneTranspose) {
    let read = gather(regs, &p.src);
    let out = mma::transpose::exchange(p.row.elem_bits, cx.info.wave, cx.exec, &read, p.bits as u32);
    for (&slot, l) in p.dst.iter().zip(&out) {
        regs.put(slot, &l.bits, l.undef, cx.exec);
    }
}

step!(Matrix(p) |cx, regs, exec| => matrix(cx, regs, p)?);
step!(LaneTranspose(p) |cx, regs, exec| => transpose(cx, regs, p));
