//! AMD processors. Families and generations: LLVM AMDGPUUsage processor table; features:
//! clang `BuiltinsAMDGPU.def` feature strings and the backend's DPP checks (SIDefines.h,
//! AMDGPUAsmParser "Invalid dpp_ctrl value" diagnostics).

use super::feat::*;
use super::{AmdGen, Family, Features, Target, Vendor};

const GFX9: Features = DPP.union(DPP_WAVE_BCAST).union(SWIZZLE_ROTATE_FFT).union(BPERMUTE_FULL_WAVE64);
const GFX90A: Features = GFX9.union(DPP_ROW_NEWBCAST);
const GFX942: Features = GFX90A.union(DPP_MOV_B64);
const GFX950: Features = GFX942.union(PERMLANE16_SWAP).union(PERMLANE32_SWAP);
const GFX10_3: Features = DPP.union(GFX10_INSTS).union(DPP_ROW_SHARE_XMASK).union(SWIZZLE_ROTATE_FFT);
const GFX11: Features = GFX10_3.union(GFX11_INSTS);
const GFX12: Features = GFX11
    .union(GFX12_INSTS)
    .union(WAVE_ID)
    .union(BPERMUTE_FULL_WAVE64)
    .union(BPERMUTE_FI);
const GFX1250: Features = GFX12.union(PERMLANE16_SWAP);

const W64: &[u32] = &[64];
const RDNA: &[u32] = &[32, 64];
const W32: &[u32] = &[32];

const fn amd(name: &'static str, family: Family, gen: AmdGen, waves: &'static [u32], features: Features) -> Target {
    Target { name, vendor: Vendor::Amd, family, amd_gen: Some(gen), sm: 0, sm_suffix: None, min_ptx: 0, waves, features }
}

pub(super) static TARGETS: &[Target] = &[
    amd("gfx908", Family::Cdna1, AmdGen::Gfx9, W64, GFX9),
    amd("gfx90a", Family::Cdna2, AmdGen::Gfx9, W64, GFX90A),
    amd("gfx942", Family::Cdna3, AmdGen::Gfx9, W64, GFX942),
    amd("gfx950", Family::Cdna4, AmdGen::Gfx9, W64, GFX950),
    amd("gfx1030", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1031", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1032", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1033", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1034", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1035", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1036", Family::Rdna2, AmdGen::Gfx10, RDNA, GFX10_3),
    amd("gfx1100", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1101", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1102", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1103", Family::Rdna3, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1150", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1151", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1152", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1153", Family::Rdna35, AmdGen::Gfx11, RDNA, GFX11),
    amd("gfx1200", Family::Rdna4, AmdGen::Gfx12, RDNA, GFX12),
    amd("gfx1201", Family::Rdna4, AmdGen::Gfx12, RDNA, GFX12),
    amd("gfx1250", Family::Gfx125, AmdGen::Gfx12, W32, GFX1250),
];
