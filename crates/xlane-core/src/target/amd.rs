//! AMD processors: every `gfx…` name `llc-22 -march=amdgcn -mcpu=help` lists. Families and
//! generations: LLVM AMDGPUUsage processor table; features: clang `BuiltinsAMDGPU.def`
//! feature strings and the backend's DPP checks (SIDefines.h, AMDGPUAsmParser "Invalid
//! dpp_ctrl value" diagnostics), each checked with llc-22 on the processor:
//!
//! * GFX6/GFX7 have no DPP (clang: "needs target feature dpp") and no `ds_permute`/
//!   `ds_bpermute` (llc-22: "Cannot select"); `ds_swizzle_b32`, `v_readlane`/`readfirstlane`/
//!   `writelane` and `v_mbcnt` exist everywhere (llc-22 selects them for gfx600).
//! * GFX8 adds DPP with `row_bcast`/`wave_*` (as GFX9) and `ds_bpermute`; its `ds_swizzle`
//!   has no rotate/FFT modes (llc-22 prints `offset:57344` for gfx801, `swizzle(FFT,0)` for
//!   gfx900).
//! * Generic targets have what LLVM gives them (AMDGPU.td `FeatureISAVersion*_Generic`),
//!   probed with llc-22: gfx9-generic is GFX9 without `row_newbcast`; gfx9-4-generic has
//!   gfx942's `row_newbcast` and `v_mov_b64_dpp`; gfx10-1-generic has GFX10.1's
//!   `s_get_waveid_in_workgroup`; gfx10-3/11/12-generic match their generation.
//! * gfx1251 is gfx1250 plus `v_mov_b64_dpp` for `row_share` (llc-22 selects it for a
//!   64-bit `update.dpp` with control 0x150).

use super::feat::*;
use super::{AmdGen, Family, Features, Target, Vendor};

const GFX6: Features = Features::NONE;
const GFX8: Features = GFX8_INSTS.union(DPP).union(DPP_WAVE_BCAST).union(BPERMUTE_FULL_WAVE64);
const GFX9: Features = GFX8.union(SWIZZLE_ROTATE_FFT);
const GFX908: Features = GFX9.union(MAI_INSTS).union(MFMA_GFX908_GFX90A);
const GFX90A: Features = GFX908.union(DPP_ROW_NEWBCAST).union(GFX90A_INSTS);
/// gfx9-4-generic: gfx942 without `xf32-insts` (llc-22 refuses the xf32 MFMAs for it).
const GFX94_GENERIC: Features = GFX9.union(DPP_ROW_NEWBCAST).union(DPP_MOV_B64).union(MAI_INSTS).union(GFX90A_INSTS).union(GFX940_INSTS);
const GFX942: Features = GFX94_GENERIC.union(XF32_INSTS).union(FP8_FNUZ);
const GFX950: Features = GFX94_GENERIC.union(PERMLANE16_SWAP).union(PERMLANE32_SWAP).union(BITOP3_INSTS).union(GFX950_INSTS);
const GFX10_3: Features = GFX8_INSTS.union(DPP).union(GFX10_INSTS).union(DPP_ROW_SHARE_XMASK).union(SWIZZLE_ROTATE_FFT);
const GFX10_1: Features = GFX10_3.union(GET_WAVEID_IN_WG);
const GFX11: Features = GFX10_3.union(GFX11_INSTS).union(WMMA_GFX11);
const GFX12_BASE: Features = GFX10_3.union(GFX11_INSTS).union(GFX12_INSTS).union(WAVE_ID).union(BPERMUTE_FULL_WAVE64).union(BPERMUTE_FI);
const GFX12: Features = GFX12_BASE.union(WMMA_GFX12);
const GFX1250: Features = GFX12_BASE.union(PERMLANE16_SWAP).union(GFX1250_INSTS).union(BITOP3_INSTS);
const GFX1251: Features = GFX1250.union(DPP_MOV_B64);

const W64: &[u32] = &[64];
const RDNA: &[u32] = &[32, 64];
const W32: &[u32] = &[32];

const fn amd(name: &'static str, family: Family, gen: AmdGen, waves: &'static [u32], features: Features) -> Target {
    Target { name, vendor: Vendor::Amd, family, amd_gen: Some(gen), sm: 0, sm_suffix: None, min_ptx: 0, waves, features }
}

pub(super) static TARGETS: &[Target] = &[
    amd("gfx600", Family::Gfx6, AmdGen::Gfx6, W64, GFX6),
    amd("gfx601", Family::Gfx6, AmdGen::Gfx6, W64, GFX6),
    amd("gfx602", Family::Gfx6, AmdGen::Gfx6, W64, GFX6),
    amd("gfx700", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx701", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx702", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx703", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx704", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx705", Family::Gfx7, AmdGen::Gfx7, W64, GFX6),
    amd("gfx801", Family::Gfx8, AmdGen::Gfx8, W64, GFX8),
    amd("gfx802", Family::Gfx8, AmdGen::Gfx8, W64, GFX8),
    amd("gfx803", Family::Gfx8, AmdGen::Gfx8, W64, GFX8),
    amd("gfx805", Family::Gfx8, AmdGen::Gfx8, W64, GFX8),
    amd("gfx810", Family::Gfx8, AmdGen::Gfx8, W64, GFX8),
    amd("gfx900", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx902", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx904", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx906", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx909", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx90c", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx9-generic", Family::Vega, AmdGen::Gfx9, W64, GFX9),
    amd("gfx908", Family::Cdna1, AmdGen::Gfx9, W64, GFX908),
    amd("gfx90a", Family::Cdna2, AmdGen::Gfx9, W64, GFX90A),
    amd("gfx942", Family::Cdna3, AmdGen::Gfx9, W64, GFX942),
    amd("gfx950", Family::Cdna4, AmdGen::Gfx9, W64, GFX950),
    amd("gfx9-4-generic", Family::Cdna3, AmdGen::Gfx9, W64, GFX94_GENERIC),
    amd("gfx1010", Family::Rdna1, AmdGen::Gfx10, RDNA, GFX10_1),
    amd("gfx1011", Family::Rdna1, AmdGen::Gfx10, RDNA, GFX10_1),
    amd("gfx1012", Family::Rdna1, AmdGen::Gfx10, RDNA, GFX10_1),
    amd("gfx1013", Family::Rdna1, AmdGen::Gfx10, RDNA, GFX10_1),
    amd("gfx10-1-generic", Family::Rdna1, AmdGen::Gfx10, RDNA, GFX10_1),
    amd("gfx1030", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1031", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1032", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1033", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1034", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1035", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1036", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx10-3-generic", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1100", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1101", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1102", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1103", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1150", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1151", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1152", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1153", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx11-generic", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1200", Family::Rdna4, AmdGen::Gfx12, RDNA, GFX12),
    amd("gfx1201", Family::Rdna4, AmdGen::Gfx12, RDNA, GFX12),
    amd("gfx12-generic", Family::Rdna4, AmdGen::Gfx12, RDNA, GFX12),
    amd("gfx1250", Family::Gfx125, AmdGen::Gfx12, W32, GFX1250),
    amd("gfx1251", Family::Gfx125, AmdGen::Gfx12, W32, GFX1251),
];
