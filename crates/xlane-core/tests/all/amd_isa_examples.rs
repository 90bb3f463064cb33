//! Worked examples from the AMD ISA documents and notes, as unit tests. Expected values are
//! the documents' own, not the implementation's.

use crate::amd_common::*;
use xlane_core::call::Arg;
use xlane_core::ElemTy;

const A: u64 = 0xA;
const B: u64 = 0xB;
const C: u64 = 0xC;
const D: u64 = 0xD;

fn four(v: [u64; 4]) -> Vec<u64> {
    let mut x = v.to_vec();
    x.resize(32, 0);
    x
}

/// RDNA3 ISA DS_BPERMUTE_B32 example: data {A,B,C,D}, addr {0,0,12,4}.
#[test]
fn ds_bpermute_four_lane_example() {
    let args = [lanes(&four([0, 0, 12, 4])), lanes(&four([A, B, C, D]))];
    let r = eval("__builtin_amdgcn_ds_bpermute", None, "gfx1100", 32, 0xF, &args).unwrap();
    assert_eq!(&ret(&r, 32)[..4], &[Some(A), Some(A), Some(D), Some(B)]);
    // EXEC = 0xA: lane 1 reads lane 0 (inactive) → 0; lane 3 reads lane 1 → B.
    let r = eval("__builtin_amdgcn_ds_bpermute", None, "gfx1100", 32, 0xA, &args).unwrap();
    assert_eq!(&ret(&r, 32)[..4], &[None, Some(0), None, Some(B)]);
}

/// RDNA3 ISA DS_PERMUTE_B32 example: data {A,B,C,D}, addr {0,0,12,4}.
#[test]
fn ds_permute_four_lane_example() {
    let args = [lanes(&four([0, 0, 12, 4])), lanes(&four([A, B, C, D]))];
    let r = eval("__builtin_amdgcn_ds_permute", None, "gfx1100", 32, 0xF, &args).unwrap();
    assert_eq!(&ret(&r, 32)[..4], &[Some(B), Some(D), Some(0), Some(C)]);
    let r = eval("__builtin_amdgcn_ds_permute", None, "gfx1100", 32, 0xA, &args).unwrap();
    assert_eq!(&ret(&r, 32)[..4], &[None, Some(D), None, Some(0)]);
}

/// RDNA3.5 ISA V_PERMLANE16_B32 example: s1=0x87654321, s2=0x0fedcba9 rotates each row by 1.
#[test]
fn permlane16_rotate_example() {
    let v: Vec<u64> = (0..64).map(|i| 100 + i).collect();
    for (tgt, wave) in [("gfx1030", 32), ("gfx1100", 64), ("gfx1200", 32)] {
        let args = [Arg::Imm(0), lanes(&v), Arg::Imm(0x87654321), Arg::Imm(0x0fedcba9), Arg::Imm(0), Arg::Imm(0)];
        let r = eval("__builtin_amdgcn_permlane16", None, tgt, wave, xlane_core::value::wave_mask(wave), &args).unwrap();
        let want: Vec<Option<u64>> = (0..wave as u64).map(|n| Some(100 + (n & !15) + ((n + 1) & 15))).collect();
        assert_eq!(ret(&r, wave), want, "{tgt}");
    }
}

/// Notes §2.6 (from the DPP field rules): row_shr:1 with full masks, wave64.
#[test]
fn update_dpp_row_shr_example() {
    let v: Vec<u64> = (0..64).map(|i| 1000 + i).collect();
    let old = vec![7u64; 64];
    for bc in [0, 1] {
        let args = [lanes(&old), lanes(&v), Arg::Imm(0x111), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(bc)];
        let r = eval("__builtin_amdgcn_update_dpp", Some(ElemTy::I32), "gfx942", 64, u64::MAX, &args).unwrap();
        let got = ret(&r, 64);
        for n in 0..64u64 {
            let want = if n % 16 == 0 {
                if bc == 1 {
                    0
                } else {
                    7
                }
            } else {
                1000 + n - 1
            };
            assert_eq!(got[n as usize], Some(want), "lane {n} bc={bc}");
        }
    }
}

/// row_bcast:15 with row_mask 0xA (the scan idiom): rows 1 and 3 take lane 15/47 of the row
/// below; rows 0 and 2 keep `old` (CDNA4 ISA Table 94).
#[test]
fn row_bcast15_scan_idiom() {
    let v: Vec<u64> = (0..64).collect();
    let old = vec![999u64; 64];
    let args = [lanes(&old), lanes(&v), Arg::Imm(0x142), Arg::Imm(0xA), Arg::Imm(0xF), Arg::Imm(0)];
    let r = eval("__builtin_amdgcn_update_dpp", None, "gfx90a", 64, u64::MAX, &args).unwrap();
    let got = ret(&r, 64);
    for (n, &g) in got.iter().enumerate() {
        let want = match n / 16 {
            1 => 15,
            3 => 47,
            _ => 999,
        };
        assert_eq!(g, Some(want), "lane {n}");
    }
}

/// dpp8:[7,6,5,4,3,2,1,0] = 0x053977 reverses each group of 8 (ModifierSyntax; llvm-mc-22).
#[test]
fn dpp8_reverse() {
    let v: Vec<u64> = (0..32).collect();
    let r = eval("__builtin_amdgcn_mov_dpp8", None, "gfx1100", 32, u64::MAX >> 32, &[lanes(&v), Arg::Imm(0x053977)]).unwrap();
    let want: Vec<Option<u64>> = (0..32u64).map(|n| Some((n & !7) | (7 - (n & 7)))).collect();
    assert_eq!(ret(&r, 32), want);
}

/// DS_SWIZZLE_B32 FFT examples: mask 0 is the 5-bit bit reversal, mask 0x1f the identity.
#[test]
fn swizzle_fft_examples() {
    let v: Vec<u64> = (0..32).collect();
    let rev = |n: u64| (0..5).fold(0, |a, b| a | ((n >> b) & 1) << (4 - b));
    let r = eval("__builtin_amdgcn_ds_swizzle", None, "gfx1100", 32, 0xFFFF_FFFF, &[lanes(&v), Arg::Imm(0xE000)]).unwrap();
    assert_eq!(ret(&r, 32), (0..32).map(|n| Some(rev(n))).collect::<Vec<_>>());
    let r = eval("__builtin_amdgcn_ds_swizzle", None, "gfx1100", 32, 0xFFFF_FFFF, &[lanes(&v), Arg::Imm(0xE01F)]).unwrap();
    assert_eq!(ret(&r, 32), (0..32).map(Some).collect::<Vec<_>>());
    // BROADCAST(8,3) = 0x0078: every lane reads lane 3 of its group of 8.
    let r = eval("__builtin_amdgcn_ds_swizzle", None, "gfx1100", 32, 0xFFFF_FFFF, &[lanes(&v), Arg::Imm(0x0078)]).unwrap();
    assert_eq!(ret(&r, 32), (0..32u64).map(|n| Some((n & !7) | 3)).collect::<Vec<_>>());
}

/// V_READLANE_B32 ignores EXEC: it reads an inactive lane's register.
#[test]
fn readlane_reads_inactive_lane() {
    let v: Vec<u64> = (0..64).map(|i| 50 + i).collect();
    let exec = !(1u64 << 5);
    let r = eval("__builtin_amdgcn_readlane", None, "gfx942", 64, exec, &[lanes(&v), Arg::Imm(5 + 64)]).unwrap();
    let got = ret(&r, 64);
    assert_eq!(got[0], Some(55));
    assert_eq!(got[5], None, "inactive lane has no result");
}

/// `__lane_id` = mbcnt_hi(~0, mbcnt_lo(~0, 0)) (HIP header): the lane index.
#[test]
fn mbcnt_lane_id_idiom() {
    let lo = eval("__builtin_amdgcn_mbcnt_lo", None, "gfx942", 64, u64::MAX, &[Arg::Imm(0xFFFF_FFFF), Arg::Imm(0)]).unwrap();
    let lo = Arg::Lanes(lo.output("ret").unwrap().lanes.clone());
    let hi = eval("__builtin_amdgcn_mbcnt_hi", None, "gfx942", 64, u64::MAX, &[Arg::Imm(0xFFFF_FFFF), lo]).unwrap();
    assert_eq!(ret(&hi, 64), (0..64).map(Some).collect::<Vec<_>>());
}

/// permlane64 swaps halves in wave64 and reads inactive lanes; wave32 is undefined (NOP).
#[test]
fn permlane64_halves() {
    let v: Vec<u64> = (0..64).collect();
    let r = eval("__builtin_amdgcn_permlane64", None, "gfx1100", 64, 0xFFFF_FFFF, &[lanes(&v)]).unwrap();
    let got = ret(&r, 64);
    assert_eq!(got[0], Some(32), "reads lane 32 although it is inactive");
    assert_eq!(got[40], None);
    let r = eval("__builtin_amdgcn_permlane64", None, "gfx1100", 32, 0xFFFF_FFFF, &[lanes(&v)]).unwrap();
    assert!(ret(&r, 32).iter().all(Option::is_none));
}

/// CDNA4 ISA V_PERMLANE32_SWAP_B32: VDST's upper half and SRC0's lower half trade places.
#[test]
fn permlane32_swap_full_exec() {
    let a: Vec<u64> = (0..64).collect();
    let b: Vec<u64> = (100..164).collect();
    let r = eval("__builtin_amdgcn_permlane32_swap", None, "gfx950", 64, u64::MAX, &[lanes(&a), lanes(&b), Arg::Imm(0), Arg::Imm(0)]).unwrap();
    let x = r.output("ret").unwrap();
    let y = r.output("ret.y").unwrap();
    for l in 0..64u32 {
        let (wx, wy) = if l < 32 { (l as u64, l as u64 + 32) } else { (100 + l as u64 - 32, 100 + l as u64) };
        assert_eq!((x.lanes.get(l), y.lanes.get(l)), (Some(wx), Some(wy)), "lane {l}");
    }
}

/// IntrinsicsAMDGPU.td: "odd rows of the first operand are swapped with even rows of the
/// second operand"; in wave32 (gfx1250) that is rows 0 and 1.
#[test]
fn permlane16_swap_wave32_rows() {
    let a: Vec<u64> = (0..32).collect();
    let b: Vec<u64> = (100..132).collect();
    let r = eval("__builtin_amdgcn_permlane16_swap", None, "gfx1250", 32, 0xFFFF_FFFF, &[lanes(&a), lanes(&b), Arg::Imm(0), Arg::Imm(0)]).unwrap();
    let (x, y) = (r.output("ret").unwrap(), r.output("ret.y").unwrap());
    for l in 0..32u32 {
        let (wx, wy) = if l < 16 { (l as u64, l as u64 + 16) } else { (100 + l as u64 - 16, 100 + l as u64) };
        assert_eq!((x.lanes.get(l), y.lanes.get(l)), (Some(wx), Some(wy)), "lane {l}");
    }
    // A partner that is inactive leaves the lane open (errata A20).
    let r = eval("__builtin_amdgcn_permlane16_swap", None, "gfx1250", 32, 0xFFFF_FFFE, &[lanes(&a), lanes(&b), Arg::Imm(0), Arg::Imm(0)]).unwrap();
    assert_eq!(r.output("ret").unwrap().lanes.get(16), None);
    assert_eq!(r.output("ret").unwrap().lanes.get(17), Some(101));
}

/// Routes say why: bound_ctrl zeros are `Zero(OutOfRange)`, a GFX9 inactive in-range source
/// is `Undef(Unspecified)` (errata A16), a GFX10+ one follows bound_ctrl.
#[test]
fn dpp_routes_carry_reasons() {
    use xlane_core::semantics::{Origin, Reason};
    let v: Vec<u64> = (0..64).collect();
    let exec = !(1u64 << 4); // lane 4 inactive: lane 5 reads it under row_shr:1
    let args = [lanes(&v), Arg::Imm(0x111), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(1)];
    let r = eval("__builtin_amdgcn_mov_dpp", None, "gfx942", 64, exec, &args).unwrap();
    let route = r.output("ret").unwrap().route.clone().unwrap();
    assert_eq!(route.lanes[0], Origin::Zero(Reason::OutOfRange));
    // an inactive source lane is invalid on GFX9 as on GFX10+ (docs/errata.md A16)
    assert_eq!(route.lanes[5], Origin::Zero(Reason::InactiveSource));
    assert_eq!(route.lanes[4], Origin::Inactive);
    assert_eq!(route.lanes[6], Origin::Lane { arg: 0, lane: 5 });
    let r = eval("__builtin_amdgcn_mov_dpp", None, "gfx1100", 64, exec, &args).unwrap();
    let route = r.output("ret").unwrap().route.clone().unwrap();
    assert_eq!(route.lanes[5], Origin::Zero(Reason::InactiveSource));
    let args = [lanes(&v), Arg::Imm(0x111), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)];
    let r = eval("__builtin_amdgcn_mov_dpp", None, "gfx1100", 64, exec, &args).unwrap();
    assert_eq!(r.output("ret").unwrap().route.as_ref().unwrap().lanes[5], Origin::Undef(Reason::PoisonOld));
    assert_eq!(r.output("ret").unwrap().lanes.get(5), None, "mov_dpp: not written and old is poison");
}
