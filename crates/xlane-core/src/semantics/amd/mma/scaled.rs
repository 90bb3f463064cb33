//! gfx950's f8f6f4 MFMA (`llvm.amdgcn.mfma.scale.f32.{16x16x128,32x32x64}.f8f6f4`, selecting
//! `v_mfma_scale_f32_*_f8f6f4`, or `v_mfma_f32_*_f8f6f4` when both scales are the constant 0):
//! `D = C + (A·2^(sa−127)) · (B·2^(sb−127))`, A and B in a format each call picks.
//!
//! Sources (facts restated, no code copied):
//! * operand list and formats: LLVM 22 `IntrinsicsAMDGPU.td` `AMDGPUMfmaScaleIntrinsic`
//!   (`cbsz` is A's format, `blgp` B's; `<8 x i32>` for fp8, `<6 x i32>` for fp6, `<4 x i32>`
//!   for fp4, a wider vector than the format needs is allowed), the format codes of LLVM's
//!   `llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.ll` test (0 fp8 E4M3, 1 bf8 E5M2, 2 fp6
//!   E2M3, 3 bf6 E3M2, 4 fp4 E2M1: OCP formats, [`super::fp8`]);
//! * layout: the CDNA rule of [`super::layout`] with 32 elements of A (B) per lane: A[i][k] in
//!   lane `M·⌊k/32⌋ + i`, element `k mod 32`; the elements packed contiguously from bit 0
//!   (element `e` at bits `w·e … w·e + w − 1`, crossing register boundaries for fp6). AMD's
//!   aiter `test_mfma_scale.cu` loads fp4 A as 16 bytes of row `lane mod 16` from column
//!   `32·⌊lane/16⌋` (16x16x128) and D as the dense 16x16 / 32x32 layout; Mojo's
//!   `BlockScaledMmaOp` ("each lane holds 32 FP4 elements and one E8M0 scale byte …
//!   lane_row = lane_id % 16, lane_k_group = lane_id / 16"); AMD's rocRoller `getFp6` packs
//!   four fp6 values in three bytes, low bits first;
//! * scales: each lane's scale operand holds four E8M0 bytes; `opsel` picks the byte (Mojo
//!   `cdna4_block_scaled_mfma`: "select byte 0..3 from the packed 32-bit E8M0 word"); the
//!   byte of the lane holding an element scales it (one scale per 32 K values, the OCP MX
//!   block). E8M0 is `2^(code − 127)` (OCP MX §5.4; aiter: "127 = no scaling");
//! * llc-22 compiles a call whose two scale operands are both the constant 0 to the unscaled
//!   `v_mfma_f32_*_f8f6f4` (probed, any opsel; MLIR's `amdgpu.mfma` uses that to express the
//!   unscaled MFMA): xlane gives such a call no scaling, and a scale of 0 that is not a
//!   constant `2^−127` (docs/errata.md A36: the sources disagree on what the code 0 means).
//!
//! Numerics: every scaled product is exact in binary64; summed from C in increasing k and
//! rounded once to f32 (the model of the other float MFMA rows, flagged approximate). A NaN
//! scale (0xFF) or NaN/Inf input gives NaN as in IEEE arithmetic (the default NaN).

use super::{fp8, layout, Frag, MFmt, Mods, Shape};
use crate::value::Lanes;

/// The format a CBSZ/BLGP code selects.
pub fn format(code: u32) -> Option<MFmt> {
    Some(match code {
        0 => MFmt::Fp8,
        1 => MFmt::Bf8,
        2 => MFmt::Fp6,
        3 => MFmt::Bf6,
        4 => MFmt::Fp4,
        _ => return None,
    })
}

/// Elements of A (and of B) per lane: 32 for both shapes.
pub fn per_lane(r: &Shape) -> u32 {
    r.k * r.m / 64
}

/// The bits of A (B) per lane in format `f`.
pub fn operand_bits(r: &Shape, f: MFmt) -> u32 {
    per_lane(r) * f.bits()
}

/// The modifier values modelled: format codes 0–4, scale bytes 0–3.
pub fn check_mods(_r: &Shape, m: Mods) -> Result<(), String> {
    if format(m.cbsz).is_none() || format(m.blgp).is_none() {
        return Err(format!("cbsz {} blgp {} (the formats are 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)", m.cbsz, m.blgp));
    }
    if m.scale_byte_a > 3 || m.scale_byte_b > 3 {
        return Err(format!("scale byte selects {} and {} (0–3)", m.scale_byte_a, m.scale_byte_b));
    }
    Ok(())
}

/// The scale factor of `lane` from a scale operand (byte `byte`), or 1 for the unscaled form.
fn scale(s: &Lanes, lane: u32, byte: u8, unscaled: bool) -> Option<f64> {
    if unscaled {
        return Some(1.0);
    }
    if s.undef >> lane & 1 != 0 {
        return None;
    }
    Some(fp8::e8m0((s.bits[lane as usize] >> (8 * byte as u32)) as u8))
}

/// D for one call: one [`Lanes`] per f32 component of D. `sa`/`sb`: the scale operands.
#[allow(clippy::too_many_arguments)]
pub fn mfma_scale(r: &Shape, exec: u64, a: Frag, b: Frag, c: Frag, sa: &Lanes, sb: &Lanes, m: Mods) -> Vec<Lanes> {
    let (_, _, nd) = layout::slots(r, 64);
    if exec != u64::MAX {
        return vec![Lanes::all_undef(); nd as usize];
    }
    let (Some(fa), Some(fb)) = (format(m.cbsz), format(m.blgp)) else {
        return vec![Lanes::all_undef(); nd as usize];
    };
    let (wa, wb) = (fa.bits(), fb.bits());
    let mut d = vec![Lanes::all_undef(); nd as usize];
    // one scaled input value: element `slot` of `lane`
    let val = |f: &Frag, fmt: MFmt, w: u32, s: &Lanes, byte: u8, p: layout::InPos| -> Option<f64> {
        let lane = p.lanes[0];
        Some(super::float(fmt, f.bits_at(lane, p.slot * w, w)?) * scale(s, lane, byte, m.unscaled)?)
    };
    for i in 0..r.m {
        let arow: Vec<Option<f64>> = (0..r.k).map(|k| val(&a, fa, wa, sa, m.scale_byte_a, layout::a_pos(r, 64, i, k, 0))).collect();
        for j in 0..r.n {
            let (lane, slot) = layout::d_pos(r, 64, i, j, 0, false);
            let mut acc = c.elem(lane, slot, 32).map(|v| f32::from_bits(v as u32) as f64);
            for k in 0..r.k {
                let bv = val(&b, fb, wb, sb, m.scale_byte_b, layout::b_pos(r, 64, k, j, 0));
                acc = match (acc, arow[k as usize], bv) {
                    (Some(s), Some(x), Some(y)) => Some(s + x * y),
                    _ => None,
                };
            }
            let comp = &mut d[slot as usize];
            match acc {
                Some(v) => {
                    comp.bits[lane as usize] = if v.is_nan() { 0x7fc0_0000 } else { (v as f32).to_bits() as u64 };
                    comp.undef &= !(1u64 << lane);
                }
                None => comp.undef |= 1u64 << lane,
            }
        }
    }
    d
}
