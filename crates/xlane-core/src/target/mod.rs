//! Processors: every AMD `gfx…` and NVIDIA `sm_…` target xlane knows, with its family, the
//! wave sizes it can run and the features that gate builtins.
//!
//! One `Target` type serves both vendors, so the registry can express availability as
//! "needs these features and this wave size" without knowing the vendor.

mod amd;
mod nvidia;

pub use nvidia::{LEGACY_WARP_MAX_PTX, MAX_PTX};

use crate::diag::{Diag, DiagKind, Result};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vendor {
    Amd,
    Nvidia,
}

/// Architecture family. AMD families follow the seed tables; NVIDIA families follow the
/// compute-capability generations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// GFX6 (Southern Islands: gfx600–gfx602).
    Gfx6,
    /// GFX7 (Sea Islands: gfx700–gfx705).
    Gfx7,
    /// GFX8 (Volcanic Islands, Polaris: gfx801–gfx810).
    Gfx8,
    /// GFX9 Vega (gfx900–gfx90c).
    Vega,
    Cdna1,
    Cdna2,
    Cdna3,
    Cdna4,
    Rdna1,
    Rdna2,
    Rdna3,
    Rdna35,
    Rdna4,
    /// GFX12.5 (gfx1250).
    Gfx125,
    Kepler,
    Maxwell,
    Pascal,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::Gfx6 => "GFX6",
            Family::Gfx7 => "GFX7",
            Family::Gfx8 => "GFX8",
            Family::Vega => "Vega",
            Family::Cdna1 => "CDNA",
            Family::Cdna2 => "CDNA2",
            Family::Cdna3 => "CDNA3",
            Family::Cdna4 => "CDNA4",
            Family::Rdna1 => "RDNA1",
            Family::Rdna2 => "RDNA2",
            Family::Rdna3 => "RDNA3",
            Family::Rdna35 => "RDNA3.5",
            Family::Rdna4 => "RDNA4",
            Family::Gfx125 => "GFX12.5",
            Family::Kepler => "Kepler",
            Family::Maxwell => "Maxwell",
            Family::Pascal => "Pascal",
            Family::Volta => "Volta",
            Family::Turing => "Turing",
            Family::Ampere => "Ampere",
            Family::Ada => "Ada",
            Family::Hopper => "Hopper",
            Family::Blackwell => "Blackwell",
        }
    }
}

/// ISA generation of an AMD target, the unit the ISA documents and LLVM's checks use.
/// Ordered: `g <= AmdGen::Gfx9` is "GFX9 or older".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AmdGen {
    Gfx6,
    Gfx7,
    Gfx8,
    Gfx9,
    Gfx10,
    Gfx11,
    Gfx12,
}

/// A set of target features (bit flags). Feature names follow clang's where clang has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Features(pub u64);

impl Features {
    pub const NONE: Features = Features(0);
    pub const fn union(self, o: Features) -> Features {
        Features(self.0 | o.0)
    }
    pub const fn contains(self, o: Features) -> bool {
        self.0 & o.0 == o.0
    }
}

/// Feature flags. AMD ones mirror clang's `BuiltinsAMDGPU.def` feature strings; the DPP-control
/// ones mirror the backend's per-generation checks.
pub mod feat {
    use super::Features;
    // --- AMD ---
    /// clang `dpp` (GFX8+).
    pub const DPP: Features = Features(1 << 0);
    /// clang `gfx10-insts`.
    pub const GFX10_INSTS: Features = Features(1 << 1);
    /// clang `gfx11-insts`.
    pub const GFX11_INSTS: Features = Features(1 << 2);
    /// clang `gfx12-insts`.
    pub const GFX12_INSTS: Features = Features(1 << 3);
    /// clang `permlane16-swap`.
    pub const PERMLANE16_SWAP: Features = Features(1 << 4);
    /// clang `permlane32-swap`.
    pub const PERMLANE32_SWAP: Features = Features(1 << 5);
    /// DPP wave_shl/rol/shr/ror and row_bcast15/31 (GFX8/9 only).
    pub const DPP_WAVE_BCAST: Features = Features(1 << 6);
    /// DPP row_newbcast 0x150–0x15F (gfx90a, gfx942, gfx950).
    pub const DPP_ROW_NEWBCAST: Features = Features(1 << 7);
    /// DPP row_share 0x150–0x15F and row_xmask 0x160–0x16F (GFX10+).
    pub const DPP_ROW_SHARE_XMASK: Features = Features(1 << 8);
    /// `v_mov_b64_dpp` (gfx942, gfx950 select it for row_newbcast on 64-bit values).
    pub const DPP_MOV_B64: Features = Features(1 << 9);
    /// ds_swizzle rotate and FFT modes (GFX9+).
    pub const SWIZZLE_ROTATE_FFT: Features = Features(1 << 10);
    /// `llvm.amdgcn.wave.id` selects (GFX12+).
    pub const WAVE_ID: Features = Features(1 << 11);
    /// ds_bpermute/ds_permute reach all 64 lanes in wave64 (GFX9, GFX12); without it, wave64
    /// works per 32-lane half (GFX10/GFX11).
    pub const BPERMUTE_FULL_WAVE64: Features = Features(1 << 12);
    /// `ds_bpermute_fi_b32` (GFX12+).
    pub const BPERMUTE_FI: Features = Features(1 << 13);
    /// LLVM `gfx8-insts` (GFX8+): `ds_permute`/`ds_bpermute` select (DSInstructions.td,
    /// `isGFX8Plus`); `wave.reduce` compiles (llc-22 crashes on it for GFX6/GFX7).
    pub const GFX8_INSTS: Features = Features(1 << 14);
    /// `s_get_waveid_in_workgroup` (GFX10.1 only: llc-22 selects
    /// `llvm.amdgcn.s.get.waveid.in.workgroup` for gfx1010–gfx1013 and gfx10-1-generic).
    pub const GET_WAVEID_IN_WG: Features = Features(1 << 15);
    /// clang/LLVM `gfx1250-insts`: `v_permlane_bcast/up/down/xor/idx_gen_b32`.
    pub const GFX1250_INSTS: Features = Features(1 << 16);
    /// LLVM `bitop3-insts` (gfx950, gfx1250, gfx1251): `v_bitop3_b32` merges two dependent
    /// bitwise ops into one (checked on llc-22: `and(and(a, b), c)` selects one v_bitop3_b32).
    pub const BITOP3_INSTS: Features = Features(1 << 17);
    /// LLVM `mai-insts` (gfx908, gfx90a, gfx942, gfx950, gfx9-4-generic): the MFMA matrix
    /// instructions every CDNA processor has (f32, f16 and the 4-element i8 forms). Every MFMA
    /// availability below is llc-22's: each intrinsic compiled for each processor
    /// (`registry::matrix`, checked by `tests/all/matrix_llc.rs`).
    pub const MAI_INSTS: Features = Features(1 << 18);
    /// The MFMA forms only gfx908 and gfx90a select (LLVM `isGFX908orGFX90A`: the first bf16
    /// forms and `i32_32x32x8i8`/`16x16x16i8`, replaced on gfx940+).
    pub const MFMA_GFX908_GFX90A: Features = Features(1 << 19);
    /// LLVM `gfx90a-insts`: the `.1k` bf16 and f64 MFMA forms (gfx90a, gfx942, gfx950).
    pub const GFX90A_INSTS: Features = Features(1 << 20);
    /// LLVM `gfx940-insts`: `i32_32x32x16_i8`, `i32_16x16x32_i8`, the fp8 MFMA forms (gfx942, gfx950).
    pub const GFX940_INSTS: Features = Features(1 << 21);
    /// LLVM `xf32-insts`: `v_mfma_f32_*_xf32` (gfx942 only: llc-22 refuses them for gfx950 and
    /// gfx9-4-generic).
    pub const XF32_INSTS: Features = Features(1 << 22);
    /// LLVM `gfx950-insts`: the double-rate f16/bf16/i8 MFMA forms and `ds_read_b64_tr_b*`.
    pub const GFX950_INSTS: Features = Features(1 << 23);
    /// RDNA3's WMMA (gfx11: `v_wmma_*` in the GFX11 register layout).
    pub const WMMA_GFX11: Features = Features(1 << 24);
    /// RDNA4's WMMA (gfx1200, gfx1201, gfx12-generic: the GFX12 register layout; not gfx1250).
    pub const WMMA_GFX12: Features = Features(1 << 25);
    /// The fp8/bf8 MFMA forms read as FNUZ formats (gfx942: llc-22 selects
    /// `v_mfma_f32_*_fp8_*` for gfx942 and gfx950 but not gfx9-4-generic; gfx950 reads the same
    /// intrinsics as OCP formats, under `gfx950-insts`).
    pub const FP8_FNUZ: Features = Features(1 << 26);

    // --- NVIDIA (architecture gates; PTX-version gates are on the target as numbers) ---
    /// `match.sync`, `nanosleep` (sm_70+).
    pub const SM70: Features = Features(1 << 32);
    /// `redux.sync` integer, `cp.async` (sm_80+).
    pub const SM80: Features = Features(1 << 33);
    /// `elect.sync` (sm_90+).
    pub const SM90: Features = Features(1 << 34);
    /// Architecture-specific `a` features of sm_90a.
    pub const SM90A: Features = Features(1 << 35);
    /// Float `redux.sync` min/max in the backend (sm_100a, sm_100f, sm_103a, sm_103f).
    pub const REDUX_F32: Features = Features(1 << 36);
    /// Legacy non-sync `shfl`/`vote` exist at some PTX version the target takes (sm < 70; sm_70,
    /// sm_72, sm_75 only with PTX <= 6.3).
    pub const LEGACY_WARP: Features = Features(1 << 37);

    /// Every flag with its display name (`xlane targets`), in bit order.
    pub const NAMED: &[(Features, &str)] = &[
        (DPP, "dpp"),
        (GFX10_INSTS, "gfx10-insts"),
        (GFX11_INSTS, "gfx11-insts"),
        (GFX12_INSTS, "gfx12-insts"),
        (PERMLANE16_SWAP, "permlane16-swap"),
        (PERMLANE32_SWAP, "permlane32-swap"),
        (DPP_WAVE_BCAST, "dpp-wave-bcast"),
        (DPP_ROW_NEWBCAST, "dpp-row-newbcast"),
        (DPP_ROW_SHARE_XMASK, "dpp-row-share-xmask"),
        (DPP_MOV_B64, "dpp-mov-b64"),
        (SWIZZLE_ROTATE_FFT, "swizzle-rotate-fft"),
        (WAVE_ID, "wave-id"),
        (BPERMUTE_FULL_WAVE64, "bpermute-full-wave64"),
        (BPERMUTE_FI, "bpermute-fi"),
        (GFX8_INSTS, "gfx8-insts"),
        (GET_WAVEID_IN_WG, "get-waveid-in-workgroup"),
        (GFX1250_INSTS, "gfx1250-insts"),
        (BITOP3_INSTS, "bitop3-insts"),
        (MAI_INSTS, "mai-insts"),
        (MFMA_GFX908_GFX90A, "mfma-gfx908-gfx90a"),
        (GFX90A_INSTS, "gfx90a-insts"),
        (GFX940_INSTS, "gfx940-insts"),
        (XF32_INSTS, "xf32-insts"),
        (GFX950_INSTS, "gfx950-insts"),
        (WMMA_GFX11, "wmma-gfx11"),
        (WMMA_GFX12, "wmma-gfx12"),
        (FP8_FNUZ, "fp8-fnuz"),
        (SM70, "sm70"),
        (SM80, "sm80"),
        (SM90, "sm90"),
        (SM90A, "sm90a"),
        (REDUX_F32, "redux-f32"),
        (LEGACY_WARP, "legacy-warp"),
    ];

    /// The names of the flags set in `f`.
    pub fn names(f: Features) -> Vec<&'static str> {
        NAMED.iter().filter(|(x, _)| f.contains(*x)).map(|(_, n)| *n).collect()
    }
}

/// One processor.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Target {
    /// LLVM processor name: `gfx942`, `sm_90a`.
    pub name: &'static str,
    pub vendor: Vendor,
    pub family: Family,
    /// AMD ISA generation (None for NVIDIA).
    pub amd_gen: Option<AmdGen>,
    /// NVIDIA compute capability times ten (`90` for sm_90a); 0 for AMD.
    pub sm: u32,
    /// NVIDIA architecture-specific suffix: `a` or `f`.
    pub sm_suffix: Option<char>,
    /// Lowest PTX ISA version (times ten) that supports the target; 0 for AMD.
    pub min_ptx: u32,
    /// Wave sizes the target can run, default first.
    pub waves: &'static [u32],
    pub features: Features,
}

impl Target {
    /// GFX6–GFX9: no VOP3 literal, one scalar value per VALU instruction (constant bus 1),
    /// no DPP FI bit.
    pub fn is_pre_gfx10(&self) -> bool {
        self.amd_gen.is_some_and(|g| g <= AmdGen::Gfx9)
    }
    pub fn default_wave(&self) -> u32 {
        self.waves[0]
    }
    pub fn supports_wave(&self, w: u32) -> bool {
        self.waves.contains(&w)
    }
    pub fn has(&self, f: Features) -> bool {
        self.features.contains(f)
    }
    pub fn is_amd(&self) -> bool {
        self.vendor == Vendor::Amd
    }
    pub fn is_nvidia(&self) -> bool {
        self.vendor == Vendor::Nvidia
    }
    /// The most LDS / shared memory one block may use, static and dynamic together, in bytes.
    ///
    /// AMD: the LDS a workgroup can allocate, 64 KiB, and 160 KiB on gfx950 (CDNA4).
    /// NVIDIA: the CUDA C++ Programming Guide's "Maximum amount of shared memory per thread
    /// block" ("Technical Specifications per Compute Capability"), which a launcher reaches
    /// above 48 KiB by opting in (`cudaFuncSetAttribute(…, cudaFuncAttributeMaxDynamicSharedMemorySize, …)`,
    /// as Triton's launcher does): 48 KiB before Volta, 96 KiB on 7.0/7.2, 64 KiB on 7.5,
    /// 163 KiB on 8.0/8.7, 99 KiB on 8.6/8.9 and 12.x, 227 KiB on 9.0, 10.x and 11.0. sm_88
    /// (CUDA 13's compute capability 8.8) has no row in the tables read: the 48 KiB every
    /// target gives without opting in.
    pub fn max_shared_per_block(&self) -> u32 {
        const K: u32 = 1024;
        if self.is_amd() {
            return if self.name == "gfx950" { 160 * K } else { 64 * K };
        }
        match self.sm {
            70 | 72 => 96 * K,
            75 => 64 * K,
            80 | 87 => 163 * K,
            86 | 89 | 120 | 121 => 99 * K,
            90 | 100 | 101 | 103 | 110 => 227 * K,
            _ => 48 * K,
        }
    }

    /// NVIDIA: statically declared `__shared__` variables may take at most 48 KiB (CUDA C++
    /// Programming Guide, "Shared Memory": larger allocations must be dynamic); on AMD the
    /// whole LDS ([`Target::max_shared_per_block`]).
    pub fn max_static_shared(&self) -> u32 {
        if self.is_amd() {
            self.max_shared_per_block()
        } else {
            48 * 1024
        }
    }
    /// Check that `wave` is legal here; `None` picks the default.
    pub fn wave_or_default(&self, wave: Option<u32>) -> Result<u32> {
        match wave {
            None => Ok(self.default_wave()),
            Some(w) if self.supports_wave(w) => Ok(w),
            Some(w) => Err(Diag::new(DiagKind::BadWave, format!("{} cannot run wave{w}", self.name)).with_help(format!("{} runs wave sizes {:?}", self.name, self.waves))),
        }
    }
}

/// Every target xlane knows, AMD first, in a stable order (used by `xlane avail`).
pub fn all() -> impl Iterator<Item = &'static Target> {
    amd::TARGETS.iter().chain(nvidia::targets().iter())
}

/// Look a processor up by its LLVM name. Accepts `gfx942`, `sm_90a`, `sm90`.
pub fn lookup(name: &str) -> Result<&'static Target> {
    let norm = normalize(name);
    all().find(|t| t.name == norm).ok_or_else(|| {
        let near: Vec<&str> = all()
            .filter(|t| t.name.starts_with(&norm.chars().take(4).collect::<String>()) || strsim::damerau_levenshtein(t.name, &norm) <= 2)
            .map(|t| t.name)
            .collect();
        let mut d = Diag::new(DiagKind::UnknownTarget, format!("unknown processor `{name}`"));
        d = if near.is_empty() { d.with_help("run `xlane targets` for the list of processors") } else { d.with_help(format!("known processors like it: {}", near.join(", "))) };
        d
    })
}

fn normalize(name: &str) -> String {
    let n = name.trim().to_ascii_lowercase();
    if let Some(rest) = n.strip_prefix("sm") {
        let rest = rest.trim_start_matches('_');
        return format!("sm_{rest}");
    }
    n
}
