//! AMD matrix instructions: one row per LLVM intrinsic of the MFMA (CDNA), WMMA (RDNA3,
//! RDNA4) and transposing LDS-read (`ds_read_b64_tr_b*`, CDNA4) families.
//!
//! These are cross-lane operations by nature (each lane holds pieces of the matrices), but
//! their operands are vectors of up to 32 components per lane, so they are not [`Builtin`]
//! rows (whose values are one scalar per lane): the kernel runner reads this table, decodes a
//! call into its matrix op and runs the row's semantics (`semantics::amd::mma`).
//!
//! Availability is llc-22's, probed intrinsic by intrinsic and processor by processor
//! (`llc-22 -mcpu=P` on a kernel calling it; `tests/all/matrix_llc.rs` repeats the probe when
//! llc-22 is present) and expressed as target features (`target::feat::MAI_INSTS` …), never
//! read from names. Shapes (M, N, K, blocks) and formats: the AMD Matrix Instruction
//! Calculator (ROCm/amd_matrix_instruction_calculator, `matrix_calculator.py` instruction
//! tables for CDNA1–3, RDNA3, RDNA4); gfx950's double-rate forms: LLVM 22
//! IntrinsicsAMDGPU.td and the CDNA4 ISA ("Matrix Arithmetic Instructions").

use super::Avail;
use crate::diag::{Diag, DiagKind, Result};
pub use crate::semantics::amd::mma::{MFmt, MLayout, MOperands, Shape};
use crate::target::{feat, Features, Target};

/// One matrix instruction: its intrinsic, instruction, shape (what the semantics read) and
/// availability. It reads as its [`Shape`] (`row.m`, `row.layout`).
#[derive(Debug, Clone, Copy)]
pub struct MatrixRow {
    /// The LLVM intrinsic without its overload suffixes (`llvm.amdgcn.mfma.f32.32x32x8f16`).
    pub name: &'static str,
    /// The instruction llc-22 selects (LLVM's mnemonic).
    pub insn: &'static str,
    pub shape: Shape,
    pub avail: Avail,
}

impl std::ops::Deref for MatrixRow {
    type Target = Shape;
    fn deref(&self) -> &Shape {
        &self.shape
    }
}

const fn mfma(name: &'static str, insn: &'static str, mnk: [u32; 3], blocks: u32, input: MFmt, output: MFmt, f: Features) -> MatrixRow {
    let shape = Shape { layout: MLayout::Gfx9, operands: MOperands::Mfma, m: mnk[0], n: mnk[1], k: mnk[2], blocks, input, input_b: input, output, tied: false };
    MatrixRow { name, insn, shape, avail: Avail::amd(f) }
}
/// An fp8/bf8 MFMA form: A and B formats `ab`, f32 C and D, one block.
const fn mfma8(name: &'static str, insn: &'static str, mnk: [u32; 3], ab: (MFmt, MFmt), f: Features) -> MatrixRow {
    let mut r = mfma(name, insn, mnk, 1, ab.0, F32, f);
    r.shape.input_b = ab.1;
    r
}
/// A sparse MFMA form (`v_smfmac_*`, one block): A and B formats `ab`, C and D `out`.
const fn smfmac(name: &'static str, insn: &'static str, mnk: [u32; 3], ab: (MFmt, MFmt), out: MFmt, f: Features) -> MatrixRow {
    let mut r = mfma(name, insn, mnk, 1, ab.0, out, f);
    r.shape.input_b = ab.1;
    r.shape.operands = MOperands::Sparse;
    r
}
/// A gfx950 f8f6f4 MFMA form (`mfma.scale.*`): formats chosen per call, f32 C and D.
const fn mfma_scale(name: &'static str, insn: &'static str, mnk: [u32; 3]) -> MatrixRow {
    let mut r = mfma(name, insn, mnk, 1, F8f6f4, F32, G950);
    r.shape.operands = MOperands::Scaled;
    r
}
/// An RDNA4 fp8/bf8 WMMA form (16×16×16, f32 C and D).
const fn wmma8(name: &'static str, insn: &'static str, ab: (MFmt, MFmt)) -> MatrixRow {
    let mut r = wmma(name, insn, W12, 16, (ab.0, F32), MOperands::Plain, false);
    r.shape.input_b = ab.1;
    r
}
/// An RDNA4 sparse WMMA form (`swmmac`): A and B formats `ab`, C and D `out`, K `k`.
const fn swmmac(name: &'static str, insn: &'static str, k: u32, ab: (MFmt, MFmt), out: MFmt) -> MatrixRow {
    let operands = if matches!(out, MFmt::I32) { MOperands::SparseWSigned } else { MOperands::SparseW };
    let mut r = wmma(name, insn, W12, k, (ab.0, out), operands, false);
    r.shape.input_b = ab.1;
    r
}
/// `fmts`: (A and B, C and D).
const fn wmma(name: &'static str, insn: &'static str, layout: MLayout, k: u32, fmts: (MFmt, MFmt), operands: MOperands, tied: bool) -> MatrixRow {
    let (input, output) = fmts;
    let f = match layout {
        MLayout::Gfx12 => feat::WMMA_GFX12,
        _ => feat::WMMA_GFX11,
    };
    MatrixRow { name, insn, shape: Shape { layout, operands, m: 16, n: 16, k, blocks: 1, input, input_b: input, output, tied }, avail: Avail::amd(f) }
}

use MFmt::*;
const MAI: Features = feat::MAI_INSTS;
const G908: Features = feat::MFMA_GFX908_GFX90A;
const G90A: Features = feat::GFX90A_INSTS;
const G940: Features = feat::GFX940_INSTS;
const G950: Features = feat::GFX950_INSTS;
const XF32: Features = feat::XF32_INSTS;
const F8NUZ: Features = feat::FP8_FNUZ;
const W11: MLayout = MLayout::Gfx11;
const W12: MLayout = MLayout::Gfx12;

/// Every matrix row. The forms LLVM 22 defines that are not here (gfx1250's WMMA and
/// `swmmac` forms) stop a run
/// with `unsupported` where a lane reaches them, with the reason [`not_modelled`] gives.
pub static TABLE: &[MatrixRow] = &[
    // ---- CDNA1+ (mai-insts)
    mfma("llvm.amdgcn.mfma.f32.32x32x1f32", "v_mfma_f32_32x32x1_2b_f32", [32, 32, 1], 2, F32, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.16x16x1f32", "v_mfma_f32_16x16x1_4b_f32", [16, 16, 1], 4, F32, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.4x4x1f32", "v_mfma_f32_4x4x1_16b_f32", [4, 4, 1], 16, F32, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.32x32x2f32", "v_mfma_f32_32x32x2_f32", [32, 32, 2], 1, F32, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.16x16x4f32", "v_mfma_f32_16x16x4_f32", [16, 16, 4], 1, F32, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.32x32x4f16", "v_mfma_f32_32x32x4_2b_f16", [32, 32, 4], 2, F16, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.16x16x4f16", "v_mfma_f32_16x16x4_4b_f16", [16, 16, 4], 4, F16, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.4x4x4f16", "v_mfma_f32_4x4x4_16b_f16", [4, 4, 4], 16, F16, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.32x32x8f16", "v_mfma_f32_32x32x8_f16", [32, 32, 8], 1, F16, F32, MAI),
    mfma("llvm.amdgcn.mfma.f32.16x16x16f16", "v_mfma_f32_16x16x16_f16", [16, 16, 16], 1, F16, F32, MAI),
    mfma("llvm.amdgcn.mfma.i32.32x32x4i8", "v_mfma_i32_32x32x4_2b_i8", [32, 32, 4], 2, I8, I32, MAI),
    mfma("llvm.amdgcn.mfma.i32.16x16x4i8", "v_mfma_i32_16x16x4_4b_i8", [16, 16, 4], 4, I8, I32, MAI),
    mfma("llvm.amdgcn.mfma.i32.4x4x4i8", "v_mfma_i32_4x4x4_16b_i8", [4, 4, 4], 16, I8, I32, MAI),
    // ---- gfx908/gfx90a only
    mfma("llvm.amdgcn.mfma.i32.32x32x8i8", "v_mfma_i32_32x32x8i8", [32, 32, 8], 1, I8, I32, G908),
    mfma("llvm.amdgcn.mfma.i32.16x16x16i8", "v_mfma_i32_16x16x16i8", [16, 16, 16], 1, I8, I32, G908),
    mfma("llvm.amdgcn.mfma.f32.32x32x2bf16", "v_mfma_f32_32x32x2bf16", [32, 32, 2], 2, Bf16, F32, G908),
    mfma("llvm.amdgcn.mfma.f32.16x16x2bf16", "v_mfma_f32_16x16x2bf16", [16, 16, 2], 4, Bf16, F32, G908),
    mfma("llvm.amdgcn.mfma.f32.4x4x2bf16", "v_mfma_f32_4x4x2bf16", [4, 4, 2], 16, Bf16, F32, G908),
    mfma("llvm.amdgcn.mfma.f32.32x32x4bf16", "v_mfma_f32_32x32x4bf16", [32, 32, 4], 1, Bf16, F32, G908),
    mfma("llvm.amdgcn.mfma.f32.16x16x8bf16", "v_mfma_f32_16x16x8bf16", [16, 16, 8], 1, Bf16, F32, G908),
    // ---- gfx90a+ (gfx90a-insts)
    mfma("llvm.amdgcn.mfma.f32.32x32x4bf16.1k", "v_mfma_f32_32x32x4_2b_bf16", [32, 32, 4], 2, Bf16, F32, G90A),
    mfma("llvm.amdgcn.mfma.f32.16x16x4bf16.1k", "v_mfma_f32_16x16x4_4b_bf16", [16, 16, 4], 4, Bf16, F32, G90A),
    mfma("llvm.amdgcn.mfma.f32.4x4x4bf16.1k", "v_mfma_f32_4x4x4_16b_bf16", [4, 4, 4], 16, Bf16, F32, G90A),
    mfma("llvm.amdgcn.mfma.f32.32x32x8bf16.1k", "v_mfma_f32_32x32x8_bf16", [32, 32, 8], 1, Bf16, F32, G90A),
    mfma("llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "v_mfma_f32_16x16x16_bf16", [16, 16, 16], 1, Bf16, F32, G90A),
    mfma("llvm.amdgcn.mfma.f64.16x16x4f64", "v_mfma_f64_16x16x4_f64", [16, 16, 4], 1, F64, F64, G90A),
    mfma("llvm.amdgcn.mfma.f64.4x4x4f64", "v_mfma_f64_4x4x4_4b_f64", [4, 4, 4], 4, F64, F64, G90A),
    // ---- gfx942+ (gfx940-insts, xf32-insts)
    mfma("llvm.amdgcn.mfma.i32.32x32x16.i8", "v_mfma_i32_32x32x16_i8", [32, 32, 16], 1, I8, I32, G940),
    mfma("llvm.amdgcn.mfma.i32.16x16x32.i8", "v_mfma_i32_16x16x32_i8", [16, 16, 32], 1, I8, I32, G940),
    mfma("llvm.amdgcn.mfma.f32.32x32x4.xf32", "v_mfma_f32_32x32x4_xf32", [32, 32, 4], 1, Xf32, F32, XF32),
    mfma("llvm.amdgcn.mfma.f32.16x16x8.xf32", "v_mfma_f32_16x16x8_xf32", [16, 16, 8], 1, Xf32, F32, XF32),
    // ---- fp8/bf8 MFMA: the same intrinsics read FNUZ formats on gfx942 and OCP formats on gfx950
    // (`fp8`); gfx9-4-generic selects neither (llc-22). Layout: CDNA3 calculator
    // `v_mfma_f32_16x16x32_fp8_fp8` (A[i][k]: lane 16⌊k/8⌋ + i, byte k mod 8), the Gfx9 rule.
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "v_mfma_f32_16x16x32_fp8_fp8", [16, 16, 32], (Fp8Fnuz, Fp8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", "v_mfma_f32_16x16x32_fp8_bf8", [16, 16, 32], (Fp8Fnuz, Bf8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", "v_mfma_f32_16x16x32_bf8_fp8", [16, 16, 32], (Bf8Fnuz, Fp8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", "v_mfma_f32_16x16x32_bf8_bf8", [16, 16, 32], (Bf8Fnuz, Bf8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", "v_mfma_f32_32x32x16_fp8_fp8", [32, 32, 16], (Fp8Fnuz, Fp8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", "v_mfma_f32_32x32x16_fp8_bf8", [32, 32, 16], (Fp8Fnuz, Bf8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", "v_mfma_f32_32x32x16_bf8_fp8", [32, 32, 16], (Bf8Fnuz, Fp8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", "v_mfma_f32_32x32x16_bf8_bf8", [32, 32, 16], (Bf8Fnuz, Bf8Fnuz), F8NUZ),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", "v_mfma_f32_16x16x32_fp8_fp8", [16, 16, 32], (Fp8, Fp8), G950),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", "v_mfma_f32_16x16x32_fp8_bf8", [16, 16, 32], (Fp8, Bf8), G950),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", "v_mfma_f32_16x16x32_bf8_fp8", [16, 16, 32], (Bf8, Fp8), G950),
    mfma8("llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", "v_mfma_f32_16x16x32_bf8_bf8", [16, 16, 32], (Bf8, Bf8), G950),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", "v_mfma_f32_32x32x16_fp8_fp8", [32, 32, 16], (Fp8, Fp8), G950),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", "v_mfma_f32_32x32x16_fp8_bf8", [32, 32, 16], (Fp8, Bf8), G950),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", "v_mfma_f32_32x32x16_bf8_fp8", [32, 32, 16], (Bf8, Fp8), G950),
    mfma8("llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", "v_mfma_f32_32x32x16_bf8_bf8", [32, 32, 16], (Bf8, Bf8), G950),
    // ---- sparse MFMA (CDNA3 `v_smfmac_*`; `semantics::amd::mma::sparse`): gfx942, gfx950 and
    // gfx9-4-generic for f16/bf16/i8; the fp8/bf8 forms as the dense ones (FNUZ on gfx942, OCP
    // on gfx950).
    smfmac("llvm.amdgcn.smfmac.f32.16x16x32.f16", "v_smfmac_f32_16x16x32_f16", [16, 16, 32], (F16, F16), F32, G940),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x16.f16", "v_smfmac_f32_32x32x16_f16", [32, 32, 16], (F16, F16), F32, G940),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x32.bf16", "v_smfmac_f32_16x16x32_bf16", [16, 16, 32], (Bf16, Bf16), F32, G940),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x16.bf16", "v_smfmac_f32_32x32x16_bf16", [32, 32, 16], (Bf16, Bf16), F32, G940),
    smfmac("llvm.amdgcn.smfmac.i32.16x16x64.i8", "v_smfmac_i32_16x16x64_i8", [16, 16, 64], (I8, I8), I32, G940),
    smfmac("llvm.amdgcn.smfmac.i32.32x32x32.i8", "v_smfmac_i32_32x32x32_i8", [32, 32, 32], (I8, I8), I32, G940),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8", "v_smfmac_f32_16x16x64_fp8_fp8", [16, 16, 64], (Fp8Fnuz, Fp8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8", "v_smfmac_f32_16x16x64_fp8_bf8", [16, 16, 64], (Fp8Fnuz, Bf8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8", "v_smfmac_f32_16x16x64_bf8_fp8", [16, 16, 64], (Bf8Fnuz, Fp8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8", "v_smfmac_f32_16x16x64_bf8_bf8", [16, 16, 64], (Bf8Fnuz, Bf8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8", "v_smfmac_f32_32x32x32_fp8_fp8", [32, 32, 32], (Fp8Fnuz, Fp8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8", "v_smfmac_f32_32x32x32_fp8_bf8", [32, 32, 32], (Fp8Fnuz, Bf8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8", "v_smfmac_f32_32x32x32_bf8_fp8", [32, 32, 32], (Bf8Fnuz, Fp8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8", "v_smfmac_f32_32x32x32_bf8_bf8", [32, 32, 32], (Bf8Fnuz, Bf8Fnuz), F32, F8NUZ),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8", "v_smfmac_f32_16x16x64_fp8_fp8", [16, 16, 64], (Fp8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8", "v_smfmac_f32_16x16x64_fp8_bf8", [16, 16, 64], (Fp8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8", "v_smfmac_f32_16x16x64_bf8_fp8", [16, 16, 64], (Bf8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8", "v_smfmac_f32_16x16x64_bf8_bf8", [16, 16, 64], (Bf8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8", "v_smfmac_f32_32x32x32_fp8_fp8", [32, 32, 32], (Fp8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8", "v_smfmac_f32_32x32x32_fp8_bf8", [32, 32, 32], (Fp8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8", "v_smfmac_f32_32x32x32_bf8_fp8", [32, 32, 32], (Bf8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8", "v_smfmac_f32_32x32x32_bf8_bf8", [32, 32, 32], (Bf8, Bf8), F32, G950),
    // ---- gfx950's double-rate sparse MFMA: the CDNA3 rule of `sparse` with K doubled (LLVM PR
    // 193541, after the CDNA4 ISA's layout tables: 8 kept 16-bit values a lane and a 16-bit
    // index half by ABID; 16 kept 8-bit values and the whole 32-bit index)
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.f16", "v_smfmac_f32_16x16x64_f16", [16, 16, 64], (F16, F16), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.f16", "v_smfmac_f32_32x32x32_f16", [32, 32, 32], (F16, F16), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x64.bf16", "v_smfmac_f32_16x16x64_bf16", [16, 16, 64], (Bf16, Bf16), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x32.bf16", "v_smfmac_f32_32x32x32_bf16", [32, 32, 32], (Bf16, Bf16), F32, G950),
    smfmac("llvm.amdgcn.smfmac.i32.16x16x128.i8", "v_smfmac_i32_16x16x128_i8", [16, 16, 128], (I8, I8), I32, G950),
    smfmac("llvm.amdgcn.smfmac.i32.32x32x64.i8", "v_smfmac_i32_32x32x64_i8", [32, 32, 64], (I8, I8), I32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8", "v_smfmac_f32_16x16x128_fp8_fp8", [16, 16, 128], (Fp8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8", "v_smfmac_f32_16x16x128_fp8_bf8", [16, 16, 128], (Fp8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8", "v_smfmac_f32_16x16x128_bf8_fp8", [16, 16, 128], (Bf8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8", "v_smfmac_f32_16x16x128_bf8_bf8", [16, 16, 128], (Bf8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8", "v_smfmac_f32_32x32x64_fp8_fp8", [32, 32, 64], (Fp8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8", "v_smfmac_f32_32x32x64_fp8_bf8", [32, 32, 64], (Fp8, Bf8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8", "v_smfmac_f32_32x32x64_bf8_fp8", [32, 32, 64], (Bf8, Fp8), F32, G950),
    smfmac("llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8", "v_smfmac_f32_32x32x64_bf8_bf8", [32, 32, 64], (Bf8, Bf8), F32, G950),
    // ---- gfx950 (gfx950-insts): double-rate forms
    mfma("llvm.amdgcn.mfma.f32.16x16x32.f16", "v_mfma_f32_16x16x32_f16", [16, 16, 32], 1, F16, F32, G950),
    mfma("llvm.amdgcn.mfma.f32.32x32x16.f16", "v_mfma_f32_32x32x16_f16", [32, 32, 16], 1, F16, F32, G950),
    mfma("llvm.amdgcn.mfma.f32.16x16x32.bf16", "v_mfma_f32_16x16x32_bf16", [16, 16, 32], 1, Bf16, F32, G950),
    mfma("llvm.amdgcn.mfma.f32.32x32x16.bf16", "v_mfma_f32_32x32x16_bf16", [32, 32, 16], 1, Bf16, F32, G950),
    mfma("llvm.amdgcn.mfma.i32.16x16x64.i8", "v_mfma_i32_16x16x64_i8", [16, 16, 64], 1, I8, I32, G950),
    mfma("llvm.amdgcn.mfma.i32.32x32x32.i8", "v_mfma_i32_32x32x32_i8", [32, 32, 32], 1, I8, I32, G950),
    // gfx950 f8f6f4 (`semantics::amd::mma::scaled`): CBSZ/BLGP pick fp8/bf8/fp6/bf6/fp4, E8M0
    // scales per lane; both scales the constant 0 is the unscaled `v_mfma_f32_*_f8f6f4` (llc-22)
    mfma_scale("llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "v_mfma_scale_f32_16x16x128_f8f6f4 (v_mfma_f32_16x16x128_f8f6f4 unscaled)", [16, 16, 128]),
    mfma_scale("llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "v_mfma_scale_f32_32x32x64_f8f6f4 (v_mfma_f32_32x32x64_f8f6f4 unscaled)", [32, 32, 64]),
    // ---- RDNA3 WMMA (gfx11)
    wmma("llvm.amdgcn.wmma.f32.16x16x16.f16", "v_wmma_f32_16x16x16_f16", W11, 16, (F16, F32), MOperands::Plain, false),
    wmma("llvm.amdgcn.wmma.f32.16x16x16.bf16", "v_wmma_f32_16x16x16_bf16", W11, 16, (Bf16, F32), MOperands::Plain, false),
    wmma("llvm.amdgcn.wmma.f16.16x16x16.f16", "v_wmma_f16_16x16x16_f16", W11, 16, (F16, F16), MOperands::Opsel, false),
    wmma("llvm.amdgcn.wmma.bf16.16x16x16.bf16", "v_wmma_bf16_16x16x16_bf16", W11, 16, (Bf16, Bf16), MOperands::Opsel, false),
    wmma("llvm.amdgcn.wmma.f16.16x16x16.f16.tied", "v_wmma_f16_16x16x16_f16", W11, 16, (F16, F16), MOperands::Opsel, true),
    wmma("llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied", "v_wmma_bf16_16x16x16_bf16", W11, 16, (Bf16, Bf16), MOperands::Opsel, true),
    wmma("llvm.amdgcn.wmma.i32.16x16x16.iu8", "v_wmma_i32_16x16x16_iu8", W11, 16, (Iu8, I32), MOperands::Signed, false),
    wmma("llvm.amdgcn.wmma.i32.16x16x16.iu4", "v_wmma_i32_16x16x16_iu4", W11, 16, (Iu4, I32), MOperands::Signed, false),
    // ---- RDNA4 WMMA (gfx12): the same names, another layout
    wmma("llvm.amdgcn.wmma.f32.16x16x16.f16", "v_wmma_f32_16x16x16_f16", W12, 16, (F16, F32), MOperands::Plain, false),
    wmma("llvm.amdgcn.wmma.f32.16x16x16.bf16", "v_wmma_f32_16x16x16_bf16", W12, 16, (Bf16, F32), MOperands::Plain, false),
    wmma("llvm.amdgcn.wmma.f16.16x16x16.f16", "v_wmma_f16_16x16x16_f16", W12, 16, (F16, F16), MOperands::Opsel, false),
    wmma("llvm.amdgcn.wmma.bf16.16x16x16.bf16", "v_wmma_bf16_16x16x16_bf16", W12, 16, (Bf16, Bf16), MOperands::Opsel, false),
    wmma("llvm.amdgcn.wmma.i32.16x16x16.iu8", "v_wmma_i32_16x16x16_iu8", W12, 16, (Iu8, I32), MOperands::Signed, false),
    wmma("llvm.amdgcn.wmma.i32.16x16x16.iu4", "v_wmma_i32_16x16x16_iu4", W12, 16, (Iu4, I32), MOperands::Signed, false),
    wmma("llvm.amdgcn.wmma.i32.16x16x32.iu4", "v_wmma_i32_16x16x32_iu4", W12, 32, (Iu4, I32), MOperands::Signed, false),
    // RDNA4 fp8/bf8 (OCP formats; calculator `v_wmma_f32_16x16x16_fp8_fp8`: the 8-bit layout)
    wmma8("llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", "v_wmma_f32_16x16x16_fp8_fp8", (Fp8, Fp8)),
    wmma8("llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8", "v_wmma_f32_16x16x16_fp8_bf8", (Fp8, Bf8)),
    wmma8("llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8", "v_wmma_f32_16x16x16_bf8_fp8", (Bf8, Fp8)),
    wmma8("llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8", "v_wmma_f32_16x16x16_bf8_bf8", (Bf8, Bf8)),
    // RDNA4 sparse WMMA (`semantics::amd::mma::swmmac`: the calculator's layouts)
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.f16", "v_swmmac_f32_16x16x32_f16", 32, (F16, F16), F32),
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.bf16", "v_swmmac_f32_16x16x32_bf16", 32, (Bf16, Bf16), F32),
    swmmac("llvm.amdgcn.swmmac.f16.16x16x32.f16", "v_swmmac_f16_16x16x32_f16", 32, (F16, F16), F16),
    swmmac("llvm.amdgcn.swmmac.bf16.16x16x32.bf16", "v_swmmac_bf16_16x16x32_bf16", 32, (Bf16, Bf16), Bf16),
    swmmac("llvm.amdgcn.swmmac.i32.16x16x32.iu8", "v_swmmac_i32_16x16x32_iu8", 32, (Iu8, Iu8), I32),
    swmmac("llvm.amdgcn.swmmac.i32.16x16x32.iu4", "v_swmmac_i32_16x16x32_iu4", 32, (Iu4, Iu4), I32),
    swmmac("llvm.amdgcn.swmmac.i32.16x16x64.iu4", "v_swmmac_i32_16x16x64_iu4", 64, (Iu4, Iu4), I32),
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.fp8.fp8", "v_swmmac_f32_16x16x32_fp8_fp8", 32, (Fp8, Fp8), F32),
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.fp8.bf8", "v_swmmac_f32_16x16x32_fp8_bf8", 32, (Fp8, Bf8), F32),
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.bf8.fp8", "v_swmmac_f32_16x16x32_bf8_fp8", 32, (Bf8, Fp8), F32),
    swmmac("llvm.amdgcn.swmmac.f32.16x16x32.bf8.bf8", "v_swmmac_f32_16x16x32_bf8_bf8", 32, (Bf8, Bf8), F32),
];

/// A transposing LDS read (`llvm.amdgcn.ds.read.tr{4,8,16}.b64`): each lane reads 8 bytes at
/// its address, and the lanes of each group of 16 exchange elements of `elem_bits`
/// (`semantics::amd::mma::transpose`).
#[derive(Debug, Clone, Copy)]
pub struct TransposeRow {
    pub name: &'static str,
    pub insn: &'static str,
    pub elem_bits: u32,
    pub avail: Avail,
}

/// The transposing reads. `ds.read.tr4.b64` and `ds.read.tr6.b96` are not here: no source read
/// gives their lane exchange, so a run stops with `unsupported` where a lane reaches one.
pub static TRANSPOSE: &[TransposeRow] = &[
    TransposeRow { name: "llvm.amdgcn.ds.read.tr16.b64", insn: "ds_read_b64_tr_b16", elem_bits: 16, avail: Avail::amd(G950) },
    TransposeRow { name: "llvm.amdgcn.ds.read.tr8.b64", insn: "ds_read_b64_tr_b8", elem_bits: 8, avail: Avail::amd(G950) },
];

/// The matrix rows spelled `base` (an intrinsic without its overload suffixes): one per
/// register layout (gfx11 and gfx12 WMMA share names).
pub fn rows_named(base: &str) -> impl Iterator<Item = &'static MatrixRow> + '_ {
    TABLE.iter().filter(move |r| r.name == base)
}

/// The row of `base` for `target`: the one available there, or an `unavailable` error
/// naming where the instruction exists. `None`: no matrix row has that name.
pub fn lookup(base: &str, target: &Target) -> Option<Result<&'static MatrixRow>> {
    let rows: Vec<&'static MatrixRow> = rows_named(base).collect();
    if rows.is_empty() {
        return None;
    }
    if let Some(r) = rows.iter().find(|r| super::unavailable_because(&r.avail, target, target.default_wave()).is_none()) {
        return Some(Ok(r));
    }
    let why = super::unavailable_because(&rows[0].avail, target, target.default_wave()).unwrap_or_default();
    let have: Vec<&str> = crate::target::all()
        .filter(|t| rows.iter().any(|r| super::unavailable_because(&r.avail, t, t.default_wave()).is_none()))
        .map(|t| t.name)
        .collect();
    Some(Err(Diag::new(DiagKind::Unavailable, format!("`{base}` is not available on {}: {why}", target.name)).with_help(format!("available on: {}", have.join(", ")))))
}

/// The transposing read `base` for `target` (as [`lookup`]).
pub fn lookup_transpose(base: &str, target: &Target) -> Option<Result<&'static TransposeRow>> {
    let row = TRANSPOSE.iter().find(|r| r.name == base)?;
    Some(match super::unavailable_because(&row.avail, target, target.default_wave()) {
        None => Ok(row),
        Some(why) => {
            let have: Vec<&str> = crate::target::all().filter(|t| super::unavailable_because(&row.avail, t, t.default_wave()).is_none()).map(|t| t.name).collect();
            Err(Diag::new(DiagKind::Unavailable, format!("`{base}` is not available on {}: {why}", target.name)).with_help(format!("available on: {}", have.join(", "))))
        }
    })
}

/// Every intrinsic name of [`TABLE`] and [`TRANSPOSE`], once each, in table order (what
/// `xlane avail` lists beside the [`Builtin`](super::Builtin) rows).
pub fn names() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = vec![];
    for n in TABLE.iter().map(|r| r.name).chain(TRANSPOSE.iter().map(|r| r.name)) {
        if !v.contains(&n) {
            v.push(n);
        }
    }
    v
}

/// The wave sizes of `t` at which some row named `name` runs (MFMA and the transposing reads:
/// wave64 only; WMMA: both).
pub fn waves_on(name: &str, t: &Target) -> Vec<u32> {
    let ok = |avail: &Avail, waves: &[u32], w: u32| waves.contains(&w) && super::unavailable_because(avail, t, w).is_none();
    t.waves
        .iter()
        .copied()
        .filter(|&w| rows_named(name).any(|r| ok(&r.avail, crate::semantics::amd::mma::layout::waves(r), w)) || TRANSPOSE.iter().any(|r| r.name == name && ok(&r.avail, &[64], w)))
        .collect()
}

/// Does `avail` hold on `t` in `wave`?
pub fn runs(avail: &Avail, t: &Target, wave: u32) -> bool {
    super::unavailable_because(avail, t, wave).is_none()
}

/// Every (target, wave) pair where `name` runs.
pub fn available_on(name: &str) -> Vec<(&'static str, u32)> {
    crate::target::all().flat_map(|t| waves_on(name, t).into_iter().map(move |w| (t.name, w))).collect()
}

/// The table name `name` spells: itself, or itself without trailing LLVM overload suffixes
/// (`.v4f32.v4f16`; `.f16`, `.bf16` and `.i8` can also end a name, so each shorter name is
/// tried in turn). `None`: no matrix or transposing-read row has it.
pub fn base_name(name: &str) -> Option<&'static str> {
    let mut base = name;
    loop {
        if let Some(n) = names().into_iter().find(|n| *n == base) {
            return Some(n);
        }
        match base.rsplit_once('.') {
            Some((rest, last)) if is_type_suffix(last) => base = rest,
            _ => return None,
        }
    }
}

/// `v8f32`, `v16i16`, `i64`, `f16`: an LLVM overload suffix.
pub fn is_type_suffix(s: &str) -> bool {
    let s = s.strip_prefix('v').map(|r| r.trim_start_matches(|c: char| c.is_ascii_digit())).unwrap_or(s);
    matches!(s, "f16" | "bf16" | "f32" | "f64") || (s.len() > 1 && s.starts_with('i') && s[1..].bytes().all(|c| c.is_ascii_digit()))
}

/// Why a matrix intrinsic LLVM 22 defines has no row (the refusal's reason where a lane
/// reaches it), or `None` when `name` is not one of the families below.
pub fn not_modelled(name: &str) -> Option<&'static str> {
    let n = name.strip_prefix("llvm.amdgcn.")?;
    Some(if n.starts_with("smfmac.") {
        "this sparse MFMA form has no row: LLVM 22's CDNA3 and gfx950 `v_smfmac_*` forms are modelled, any form LLVM adds later is not"
    } else if n.starts_with("swmmac.") {
        "this sparse WMMA form (gfx1250's `v_swmmac_*`) is not modelled: no source read documents its register layout (AMD's Matrix Instruction Calculator has no gfx1250 tables; RDNA4's forms are modelled)"
    } else if n.starts_with("wmma.scale") || n.contains("f8f6f4") || n.contains(".f4") {
        "the scaled and fp6/fp4 WMMA forms (gfx1250) are not modelled: no source read documents their register layout or scale placement"
    } else if n.starts_with("wmma.") || n.starts_with("mfma.") {
        "this matrix form has no row: gfx1250's WMMA forms (16x16x4 f32, 16x16x32 f16/bf16, 16x16x64/128 fp8, 16x16x64 iu8) are not modelled, as no source read documents their register layout (AMD's Matrix Instruction Calculator has no gfx1250 tables; no gfx1250 ISA text was available), nor is any form LLVM adds later"
    } else if n.starts_with("ds.read.tr") || n.starts_with("ds.load.tr") || n.starts_with("global.load.tr") {
        "this transposing load is not modelled: no source read gives its lane exchange (only ds.read.tr8.b64 and ds.read.tr16.b64 are)"
    } else {
        return None;
    })
}

/// Where the transposing reads' facts come from (docs/errata.md A31).
pub const TRANSPOSE_SOURCE: &str =
    "docs/errata.md A31: Mojo stdlib ds_read_tr16_b64_row, rocMLIR lds_transpose_load, Triton 3.9 gfx950 tl.dot kernels; availability probed with llc-22";

/// Where the table's facts come from (`xlane avail NAME`).
pub const SOURCE: &str = "AMD Matrix Instruction Calculator (instruction tables, register layouts); CDNA3/CDNA4 ISA \"Matrix Arithmetic Instructions\"; RDNA3/RDNA4 ISA §7.9 WMMA; LLVM 22 IntrinsicsAMDGPU.td; availability probed with llc-22";

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> &'static Target {
        crate::target::all().find(|t| t.name == name).unwrap()
    }

    /// What llc-22 selects (the probe of the module doc): spot checks of each feature gate.
    #[test]
    fn availability_follows_llc22() {
        let ok = |n: &str, p: &str| lookup(n, t(p)).unwrap().is_ok();
        assert!(ok("llvm.amdgcn.mfma.f32.32x32x8f16", "gfx908") && ok("llvm.amdgcn.mfma.f32.32x32x8f16", "gfx950"));
        assert!(!ok("llvm.amdgcn.mfma.f32.32x32x8f16", "gfx900") && !ok("llvm.amdgcn.mfma.f32.32x32x8f16", "gfx1100"));
        assert!(ok("llvm.amdgcn.mfma.i32.32x32x8i8", "gfx90a") && !ok("llvm.amdgcn.mfma.i32.32x32x8i8", "gfx942"));
        assert!(!ok("llvm.amdgcn.mfma.f32.32x32x8bf16.1k", "gfx908") && ok("llvm.amdgcn.mfma.f32.32x32x8bf16.1k", "gfx942"));
        assert!(ok("llvm.amdgcn.mfma.f32.32x32x4.xf32", "gfx942") && !ok("llvm.amdgcn.mfma.f32.32x32x4.xf32", "gfx950"));
        assert!(!ok("llvm.amdgcn.mfma.f32.32x32x4.xf32", "gfx9-4-generic"));
        assert!(ok("llvm.amdgcn.mfma.f32.32x32x16.f16", "gfx950") && !ok("llvm.amdgcn.mfma.f32.32x32x16.f16", "gfx942"));
        let w = |p: &str| lookup("llvm.amdgcn.wmma.f32.16x16x16.f16", t(p)).unwrap().map(|r| r.layout).ok();
        assert_eq!((w("gfx1100"), w("gfx1201"), w("gfx1250"), w("gfx942")), (Some(MLayout::Gfx11), Some(MLayout::Gfx12), None, None));
        let e = lookup("llvm.amdgcn.mfma.f32.32x32x16.f16", t("gfx942")).unwrap().unwrap_err();
        assert_eq!(e.kind, DiagKind::Unavailable);
        assert!(e.help.as_deref().unwrap_or("").contains("gfx950"), "{e:?}");
        assert!(lookup_transpose("llvm.amdgcn.ds.read.tr16.b64", t("gfx950")).unwrap().is_ok());
        assert!(lookup_transpose("llvm.amdgcn.ds.read.tr8.b64", t("gfx942")).unwrap().is_err());
        assert!(ok("llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "gfx950") && !ok("llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4", "gfx942"));
        assert!(ok("llvm.amdgcn.smfmac.f32.16x16x64.f16", "gfx950") && !ok("llvm.amdgcn.smfmac.i32.32x32x64.i8", "gfx942"));
        assert!(ok("llvm.amdgcn.swmmac.f32.16x16x32.f16", "gfx1201") && !ok("llvm.amdgcn.swmmac.f32.16x16x32.f16", "gfx1100"));
        assert!(lookup("llvm.amdgcn.swmmac.f32.16x16x64.f16", t("gfx1250")).is_none());
    }

    /// Every row's shape holds whole matrices: A and B fill whole lanes of a wave64
    /// (MFMA), and the product has M·N·blocks elements spread over the wave.
    #[test]
    fn shapes_fill_the_wave() {
        for r in TABLE {
            if r.layout == MLayout::Gfx9 {
                assert_eq!((r.m * r.k * r.blocks) % 64, 0, "{}", r.name);
                assert_eq!((r.m * r.n * r.blocks) % 64, 0, "{}", r.name);
            } else {
                assert_eq!((r.m, r.n, r.blocks), (16, 16, 1), "{}", r.name);
            }
        }
    }
}
