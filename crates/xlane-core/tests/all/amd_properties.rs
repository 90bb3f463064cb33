//! Algebraic properties of the AMD semantics (proptest). Each property follows from the ISA
//! definitions, independently of how xlane computes them.

use crate::amd_common::*;
use proptest::prelude::*;
use xlane_core::call::Arg;
use xlane_core::semantics::amd::{batch::Gather, dpp16};
use xlane_core::value::wave_mask;
use xlane_core::{target, ElemTy, Lanes};

fn mov_dpp(tgt: &str, wave: u32, v: &Arg, ctrl: u64) -> Arg {
    let r = eval("__builtin_amdgcn_mov_dpp", None, tgt, wave, wave_mask(wave), &[v.clone(), Arg::Imm(ctrl), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)]).unwrap();
    Arg::Lanes(r.output("ret").unwrap().lanes.clone())
}

fn swizzle(wave: u32, v: &Arg, offset: u64) -> Arg {
    let r = eval("__builtin_amdgcn_ds_swizzle", None, "gfx1100", wave, wave_mask(wave), &[v.clone(), Arg::Imm(offset)]).unwrap();
    Arg::Lanes(r.output("ret").unwrap().lanes.clone())
}

fn same(a: &Arg, b: &[u32], wave: u32) -> bool {
    (0..wave).all(|n| a.get(n) == Some(b[n as usize] as u64))
}

proptest! {
    /// row_ror:k then row_ror:(16-k) is the identity on every target and wave size.
    #[test]
    fn row_ror_k_then_16_minus_k_is_identity(data in prop::array::uniform32(any::<u32>()), data2 in prop::array::uniform32(any::<u32>()), k in 1u64..16) {
        let v: Vec<u64> = data.iter().chain(data2.iter()).map(|&x| x as u64).collect();
        let raw: Vec<u32> = data.iter().chain(data2.iter()).copied().collect();
        for (tgt, wave) in [("gfx942", 64), ("gfx1100", 32), ("gfx1100", 64), ("gfx1200", 32)] {
            let once = mov_dpp(tgt, wave, &lanes(&v), 0x120 + k);
            let twice = mov_dpp(tgt, wave, &once, 0x120 + 16 - k);
            prop_assert!(same(&twice, &raw, wave), "{} wave{} k={}", tgt, wave, k);
        }
    }

    /// swizzle(SWAP,n) twice is the identity.
    #[test]
    fn swizzle_swap_twice_is_identity(data in prop::array::uniform32(any::<u32>()), data2 in prop::array::uniform32(any::<u32>()), e in 0u32..5) {
        let v: Vec<u64> = data.iter().chain(data2.iter()).map(|&x| x as u64).collect();
        let raw: Vec<u32> = data.iter().chain(data2.iter()).copied().collect();
        let offset = xlane_core::codec::swizzle::encode(&format!("swizzle(SWAP,{})", 1 << e)).unwrap() as u64;
        for wave in [32, 64] {
            let twice = swizzle(wave, &swizzle(wave, &lanes(&v), offset), offset);
            prop_assert!(same(&twice, &raw, wave));
        }
    }

    /// mbcnt_hi(hi(b), mbcnt_lo(lo(b), 0)) of a ballot b counts the set bits below each lane.
    #[test]
    fn mbcnt_of_ballot_is_exclusive_popcount(pred in any::<u64>(), exec in any::<u64>(), wide in any::<bool>()) {
        let (tgt, wave) = if wide { ("gfx942", 64) } else { ("gfx1100", 32) };
        let exec = exec & wave_mask(wave);
        let p: Vec<u64> = (0..64).map(|n| pred >> n & 1).collect();
        let b = eval("__builtin_amdgcn_ballot_w64", None, tgt, wave, exec, &[lanes(&p)]).unwrap();
        let first = exec.trailing_zeros().min(wave - 1);
        let Some(mask) = b.output("ret").unwrap().lanes.get(first) else { return Ok(()) };
        prop_assert_eq!(mask, pred & exec);
        let lo = eval("__builtin_amdgcn_mbcnt_lo", None, tgt, wave, exec, &[Arg::Imm(mask & 0xFFFF_FFFF), Arg::Imm(0)]).unwrap();
        let lo = Arg::Lanes(lo.output("ret").unwrap().lanes.clone());
        let hi = eval("__builtin_amdgcn_mbcnt_hi", None, tgt, wave, exec, &[Arg::Imm(mask >> 32), lo]).unwrap();
        for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
            let below = if n == 0 { 0 } else { mask & (u64::MAX >> (64 - n)) };
            prop_assert_eq!(hi.output("ret").unwrap().lanes.get(n), Some(below.count_ones() as u64));
        }
    }

    /// inverse_ballot(ballot(p)) = p on active lanes, and ballot(inverse_ballot(m)) = m & exec.
    #[test]
    fn ballot_inverse_ballot_round_trip(pred in any::<u64>(), m in any::<u64>(), exec in any::<u64>(), wide in any::<bool>()) {
        let (tgt, wave, b, ib) = if wide {
            ("gfx942", 64, "__builtin_amdgcn_ballot_w64", "__builtin_amdgcn_inverse_ballot_w64")
        } else {
            ("gfx1100", 32, "__builtin_amdgcn_ballot_w32", "__builtin_amdgcn_inverse_ballot_w32")
        };
        let exec = exec & wave_mask(wave);
        prop_assume!(exec != 0);
        let m = m & wave_mask(wave);
        let p: Vec<u64> = (0..64).map(|n| pred >> n & 1).collect();
        let first = exec.trailing_zeros();
        let mask = eval(b, None, tgt, wave, exec, &[lanes(&p)]).unwrap().output("ret").unwrap().lanes.get(first).unwrap();
        let back = eval(ib, None, tgt, wave, exec, &[Arg::Imm(mask)]).unwrap();
        for n in (0..wave).filter(|n| exec >> n & 1 != 0) {
            prop_assert_eq!(back.output("ret").unwrap().lanes.get(n), Some(pred >> n & 1));
        }
        let bits = eval(ib, None, tgt, wave, exec, &[Arg::Imm(m)]).unwrap();
        let bits = Arg::Lanes(bits.output("ret").unwrap().lanes.clone());
        let again = eval(b, None, tgt, wave, exec, &[bits]).unwrap().output("ret").unwrap().lanes.get(first).unwrap();
        prop_assert_eq!(again, m & exec);
    }

    /// The batched gather computes what `Route::apply` computes, lane for lane.
    #[test]
    fn batched_gather_matches_route_apply(ctrl in 0u32..0x170, exec in any::<u64>(), bc in any::<bool>(), rm in 0u8..16, bm in 0u8..16, data in prop::collection::vec(any::<u32>(), 256), old in prop::collection::vec(any::<u32>(), 256)) {
        let t = target::lookup("gfx90a").unwrap();
        let Ok(c) = xlane_core::codec::dpp::check(t, ctrl) else { return Ok(()) };
        let d = dpp16::Dpp16 { ctrl: c, row_mask: rm, bank_mask: bm, bound_ctrl: bc, fi: false };
        let route = dpp16::dpp16_route(t, 64, exec, d, 1, Some(0));
        let g = Gather::from_route(&route, 1).unwrap();
        let mut out = vec![0u32; 256];
        g.apply_batch(&data, &old, &mut out);
        // The same four waves stored lane-major (lane n of wave k at n*4 + k).
        let tr = |v: &[u32]| -> Vec<u32> { (0..256).map(|i| v[(i % 4) * 64 + i / 4]).collect() };
        let mut out_lm = vec![0u32; 256];
        g.apply_lane_major(&tr(&data), &tr(&old), &mut out_lm, 4);
        for w in 0..4 {
            let o = Lanes::from_fn(64, |n| old[w * 64 + n as usize] as u64);
            let s = Lanes::from_fn(64, |n| data[w * 64 + n as usize] as u64);
            let want = route.apply(&[Arg::Lanes(o), Arg::Lanes(s)]);
            for n in 0..64u32 {
                if let Some(v) = want.get(n) {
                    prop_assert_eq!(out[w * 64 + n as usize] as u64, v, "wave {} lane {}", w, n);
                    prop_assert_eq!(out_lm[n as usize * 4 + w] as u64, v, "lane-major wave {} lane {}", w, n);
                } else {
                    prop_assert!(g.undef >> n & 1 != 0);
                }
            }
        }
    }
}

#[test]
fn typed_64_bit_dpp_moves_whole_values() {
    // update_dpp on a 64-bit type moves both dwords with the same mapping (two v_mov_b32_dpp).
    let v: Vec<u64> = (0..64).map(|i| 0x1_0000_0000u64 * (i + 1) + i).collect();
    let r = eval("__builtin_amdgcn_mov_dpp", Some(ElemTy::U64), "gfx942", 64, u64::MAX, &[lanes(&v), Arg::Imm(0x140), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(1)]).unwrap();
    let got = ret(&r, 64);
    for n in 0..64usize {
        assert_eq!(got[n], Some(v[(n & !15) | (15 - (n & 15))]));
    }
}

proptest! {
    /// With every lane active and a power-of-two width, the HIP shuffles are the textbook
    /// partitioned shuffles (CUDA-style semantics the HIP docs promise), on wave64 CDNA and
    /// wave32 RDNA.
    #[test]
    fn hip_shuffles_match_textbook_semantics(data in prop::collection::vec(any::<u32>(), 64), lw in 0u32..7, x in 0u32..64, wide in any::<bool>()) {
        let (tgt, wave) = if wide { ("gfx942", 64u32) } else { ("gfx1100", 32u32) };
        let width = (1u32 << lw).min(wave);
        let v: Vec<u64> = data.iter().map(|&d| d as u64).collect();
        let run = |name: &str, arg: u32| {
            let r = eval(name, Some(ElemTy::U32), tgt, wave, wave_mask(wave), &[lanes(&v), Arg::Imm(arg as u64), Arg::Imm(width as u64)]).unwrap();
            (0..wave).map(|n| r.output("ret").unwrap().lanes.get(n).unwrap()).collect::<Vec<u64>>()
        };
        let base = |n: u32| n & !(width - 1);
        let idx = run("__shfl", x);
        let up = run("__shfl_up", x % width);
        let down = run("__shfl_down", x % width);
        let xor = run("__shfl_xor", x % width);
        for n in 0..wave {
            let k = n as usize;
            prop_assert_eq!(idx[k], v[(base(n) + x % width) as usize], "__shfl lane {}", n);
            let d = x % width;
            let src_up = if n - base(n) >= d { n - d } else { n };
            prop_assert_eq!(up[k], v[src_up as usize], "__shfl_up lane {}", n);
            let src_down = if n - base(n) + d < width { n + d } else { n };
            prop_assert_eq!(down[k], v[src_down as usize], "__shfl_down lane {}", n);
            prop_assert_eq!(xor[k], v[(n ^ d) as usize], "__shfl_xor lane {}", n);
        }
    }
}
