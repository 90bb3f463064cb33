//! NVIDIA processors sm_30 … sm_121 with their `a`/`f` variants. Warp size is 32 everywhere
//! (LLVM `IntrinsicsNVVM.td`: `defvar WARP_SIZE = 32`; clang folds
//! `llvm.nvvm.read.ptx.sreg.warpsize` to 32).
//!
//! Processor list and minimum PTX versions: exactly what llc-22 accepts and reports
//! (`llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_XX -mattr=+ptx32` prints "Minimum required
//! PTX version is N"), which agrees with the PTX ISA release-notes target table. sm_30 and
//! sm_35 predate LLVM's lowest PTX (3.2); their PTX ISA introduction versions (3.0, 3.1) are
//! used. clang-22's `--cuda-gpu-arch` accepts every name here except the `f` variants, which
//! only llc takes (`-mcpu=sm_100f`).
//!
//! Feature gates: clang-22 `BuiltinsNVPTX.td` and NVPTX ISel predicates, checked by
//! `tests/all/nvidia_clang_gates.rs`.

use super::feat::*;
use super::{Family, Features, Target, Vendor};
use std::sync::OnceLock;

const W32: &[u32] = &[32];

/// The newest PTX ISA version (×10) that clang-22/llc-22 can emit (`-mattr=+ptx90`).
pub const MAX_PTX: u32 = 90;

/// (name, sm, suffix, min PTX ×10, family)
const TABLE: &[(&str, u32, Option<char>, u32, Family)] = &[
    ("sm_30", 30, None, 30, Family::Kepler),
    ("sm_32", 32, None, 40, Family::Kepler),
    ("sm_35", 35, None, 31, Family::Kepler),
    ("sm_37", 37, None, 41, Family::Kepler),
    ("sm_50", 50, None, 40, Family::Maxwell),
    ("sm_52", 52, None, 41, Family::Maxwell),
    ("sm_53", 53, None, 42, Family::Maxwell),
    ("sm_60", 60, None, 50, Family::Pascal),
    ("sm_61", 61, None, 50, Family::Pascal),
    ("sm_62", 62, None, 50, Family::Pascal),
    ("sm_70", 70, None, 60, Family::Volta),
    ("sm_72", 72, None, 61, Family::Volta),
    ("sm_75", 75, None, 63, Family::Turing),
    ("sm_80", 80, None, 70, Family::Ampere),
    ("sm_86", 86, None, 71, Family::Ampere),
    ("sm_87", 87, None, 74, Family::Ampere),
    // Compute capability 8.8 (PTX 9.0, CUDA 13); filed with the other 8.x Ampere parts.
    ("sm_88", 88, None, 90, Family::Ampere),
    ("sm_89", 89, None, 78, Family::Ada),
    ("sm_90", 90, None, 78, Family::Hopper),
    ("sm_90a", 90, Some('a'), 80, Family::Hopper),
    ("sm_100", 100, None, 86, Family::Blackwell),
    ("sm_100a", 100, Some('a'), 86, Family::Blackwell),
    ("sm_100f", 100, Some('f'), 88, Family::Blackwell),
    ("sm_101", 101, None, 86, Family::Blackwell),
    ("sm_101a", 101, Some('a'), 86, Family::Blackwell),
    ("sm_101f", 101, Some('f'), 88, Family::Blackwell),
    ("sm_103", 103, None, 88, Family::Blackwell),
    ("sm_103a", 103, Some('a'), 88, Family::Blackwell),
    ("sm_103f", 103, Some('f'), 88, Family::Blackwell),
    ("sm_110", 110, None, 90, Family::Blackwell),
    ("sm_110a", 110, Some('a'), 90, Family::Blackwell),
    ("sm_110f", 110, Some('f'), 90, Family::Blackwell),
    ("sm_120", 120, None, 87, Family::Blackwell),
    ("sm_120a", 120, Some('a'), 87, Family::Blackwell),
    ("sm_120f", 120, Some('f'), 88, Family::Blackwell),
    ("sm_121", 121, None, 88, Family::Blackwell),
    ("sm_121a", 121, Some('a'), 88, Family::Blackwell),
    ("sm_121f", 121, Some('f'), 88, Family::Blackwell),
];

/// Legacy (non-`.sync`) `shfl`/`vote`: PTX ISA "shfl"/"vote" — "not supported on sm_70 and
/// higher from PTX ISA version 6.4". A target has them when it can be compiled with
/// some PTX version at which they still exist: every sm < 70, and sm_70/72/75 (minimum PTX
/// 6.0/6.1/6.3). From sm_80 the minimum PTX is 7.0, so never.
pub const LEGACY_WARP_MAX_PTX: u32 = 63;

fn features(sm: u32, suffix: Option<char>, min_ptx: u32) -> Features {
    let mut f = Features::NONE;
    if sm < 70 || min_ptx <= LEGACY_WARP_MAX_PTX {
        f = f.union(LEGACY_WARP);
    }
    if sm >= 70 {
        f = f.union(SM70);
    }
    if sm >= 80 {
        f = f.union(SM80);
    }
    if sm >= 90 {
        f = f.union(SM90);
    }
    if sm == 90 && suffix == Some('a') {
        f = f.union(SM90A);
    }
    // `redux.sync.*.f32`: LLVM's `hasReduxSyncF32()` = the sm_100f family feature, which
    // sm_100a/sm_100f/sm_103a/sm_103f carry (llc-22 selects it on exactly these four, at
    // PTX ≥ 8.6 for sm_100a and ≥ 8.8 for the rest). clang's builtins are narrower (sm_100a
    // only): that gate lives on the builtin rows.
    if matches!(sm, 100 | 103) && suffix.is_some() {
        f = f.union(REDUX_F32);
    }
    f
}

pub(super) fn targets() -> &'static [Target] {
    static CELL: OnceLock<Vec<Target>> = OnceLock::new();
    CELL.get_or_init(|| {
        TABLE
            .iter()
            .map(|&(name, sm, sm_suffix, min_ptx, family)| Target {
                name,
                vendor: Vendor::Nvidia,
                family,
                amd_gen: None,
                sm,
                sm_suffix,
                min_ptx,
                waves: W32,
                features: features(sm, sm_suffix, min_ptx),
            })
            .collect()
    })
}

impl Target {
    /// The PTX ISA versions (×10, inclusive) this NVIDIA target can be compiled with:
    /// from its introduction version up to the newest clang-22 emits. `None` for AMD.
    pub fn ptx_range(&self) -> Option<(u32, u32)> {
        self.is_nvidia().then_some((self.min_ptx, MAX_PTX))
    }
}
