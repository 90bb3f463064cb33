//! NVIDIA processors sm_30 … sm_121 with their `a`/`f` variants. Warp size is 32 everywhere.
//! Minimum PTX versions: PTX ISA "Release notes / target ISA" table; gates: clang-22
//! `BuiltinsNVPTX.td` and NVPTXInstrInfo predicates.

use super::feat::*;
use super::{Family, Features, Target, Vendor};
use std::sync::OnceLock;

const W32: &[u32] = &[32];

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
    ("sm_89", 89, None, 78, Family::Ada),
    ("sm_90", 90, None, 78, Family::Hopper),
    ("sm_90a", 90, Some('a'), 80, Family::Hopper),
    ("sm_100", 100, None, 86, Family::Blackwell),
    ("sm_100a", 100, Some('a'), 86, Family::Blackwell),
    ("sm_100f", 100, Some('f'), 88, Family::Blackwell),
    ("sm_101", 101, None, 86, Family::Blackwell),
    ("sm_101a", 101, Some('a'), 86, Family::Blackwell),
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

fn features(sm: u32, suffix: Option<char>) -> Features {
    let mut f = Features::NONE;
    if sm >= 70 {
        f = f.union(SM70);
    } else {
        f = f.union(LEGACY_WARP);
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
    if sm >= 100 && suffix.is_some() {
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
                features: features(sm, sm_suffix),
            })
            .collect()
    })
}
