//! The harness's own reading of the PTX ISA, used for two things only: to decide which lanes
//! the ISA leaves undefined (those are `null` in the strict set), and to cross-check the
//! hardware in every defined lane (disagreements are listed in `meta.json`; the recorded
//! value is always the hardware's). Written from the PTX ISA text, independently of
//! xlane-core.

use crate::gen::{Case, LANES};
use crate::spec::{CTy, Kind, Mode, ReduxOp, VoteOp};

/// What the ISA says one lane's outputs are. `None`: undefined (or, for `__syncwarp`, not
/// checked).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expect {
    pub ret: Option<u64>,
    pub pred: Option<u64>,
}

/// The `c` operand the CUDA headers build from `width` (CUDA 13 `sm_30_intrinsics.hpp`:
/// `((warpSize-width) << 8) | 0x1f`, and `(warpSize-width) << 8` for `__shfl_up_sync`;
/// `cuda_fp16.hpp`/`cuda_bf16.hpp` use the same formulas).
pub fn cuda_c(mode: Mode, width: i32) -> u32 {
    let seg = 32i32.wrapping_sub(width).wrapping_shl(8);
    (if mode == Mode::Up { seg } else { seg | 0x1f }) as u32
}

/// PTX ISA `shfl.sync` pseudocode: the source lane `j` and the predicate `pval`
/// (`j` is `lane` when `pval` is false).
pub fn shfl_source(mode: Mode, lane: u32, b: u32, c: u32) -> (u32, bool) {
    let lane = lane as i32;
    let bval = (b & 31) as i32;
    let cval = (c & 31) as i32;
    let segmask = ((c >> 8) & 31) as i32;
    let max_lane = (lane & segmask) | (cval & !segmask);
    let min_lane = lane & segmask;
    let (j, pval) = match mode {
        Mode::Up => (lane - bval, lane - bval >= max_lane),
        Mode::Down => (lane + bval, lane + bval <= max_lane),
        Mode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
        Mode::Idx => {
            let j = min_lane | (bval & !segmask);
            (j, j <= max_lane)
        }
    };
    if pval {
        (j as u32, true)
    } else {
        (lane as u32, false)
    }
}

fn bit(m: u32, l: usize) -> bool {
    m >> l & 1 != 0
}

/// The expected outputs of every lane of `case` (lanes that do not execute: both `None`).
pub fn expect(kind: Kind, ty: &CTy, case: &Case) -> Vec<Expect> {
    (0..LANES).map(|l| if bit(case.exec, l) { lane(kind, ty, case, l) } else { Expect { ret: None, pred: None } }).collect()
}

fn lane(kind: Kind, ty: &CTy, case: &Case, l: usize) -> Expect {
    let none = Expect { ret: None, pred: None };
    // The lanes that take part with lane l: its member mask (always a subset of the
    // executing lanes here, see gen.rs).
    let group: Vec<usize> = (0..LANES).filter(|&k| bit(case.mask[l], k) && bit(case.exec, k)).collect();
    let val = |k: usize| case.a[k] & ty.mask();
    match kind {
        Kind::Shfl(mode) | Kind::ShflP(mode) => {
            let c = match kind {
                Kind::Shfl(_) => cuda_c(mode, case.c[l] as i32),
                _ => case.c[l],
            };
            let (j, pval) = shfl_source(mode, l as u32, case.b[l], c);
            // "If the source lane is inactive or not in membermask, the result is undefined."
            let src_ok = !pval || (bit(case.exec, j as usize) && bit(case.mask[l], j as usize));
            let ret = src_ok.then(|| val(j as usize));
            // The predicate is pval whatever the data (PTX pseudocode sets p = pval).
            let pred = matches!(kind, Kind::ShflP(_)).then_some(pval as u64);
            Expect { ret, pred }
        }
        Kind::Vote(op) => {
            let t: Vec<bool> = group.iter().map(|&k| case.a[k] as u32 != 0).collect();
            let ret = match op {
                VoteOp::All => t.iter().all(|&x| x) as u64,
                VoteOp::Any => t.iter().any(|&x| x) as u64,
                VoteOp::Uni => (t.iter().all(|&x| x) || t.iter().all(|&x| !x)) as u64,
                VoteOp::Ballot => group.iter().zip(&t).filter(|(_, &x)| x).fold(0u64, |m, (&k, _)| m | 1 << k),
            };
            Expect { ret: Some(ret), pred: None }
        }
        Kind::MatchAny => {
            let m = group.iter().filter(|&&k| val(k) == val(l)).fold(0u64, |m, &k| m | 1 << k);
            Expect { ret: Some(m), pred: None }
        }
        Kind::MatchAll => {
            let all = group.iter().all(|&k| val(k) == val(l));
            let m = group.iter().fold(0u64, |m, &k| m | 1 << k);
            Expect { ret: Some(if all { m } else { 0 }), pred: Some(all as u64) }
        }
        Kind::Redux(op) => {
            let vs = group.iter().map(|&k| case.a[k] as u32);
            let r = match op {
                ReduxOp::Add => vs.fold(0u32, u32::wrapping_add),
                ReduxOp::Min if ty.signed => vs.map(|v| v as i32).min().unwrap() as u32,
                ReduxOp::Max if ty.signed => vs.map(|v| v as i32).max().unwrap() as u32,
                ReduxOp::Min => vs.min().unwrap(),
                ReduxOp::Max => vs.max().unwrap(),
                ReduxOp::And => vs.fold(u32::MAX, |a, v| a & v),
                ReduxOp::Or => vs.fold(0, |a, v| a | v),
                ReduxOp::Xor => vs.fold(0, |a, v| a ^ v),
            };
            Expect { ret: Some(r as u64), pred: None }
        }
        Kind::SyncWarp => none,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_encoding_matches_the_cuda_header() {
        // Values from the PTX nvcc emits (docs/notes/nvidia-semantics.md §2.3).
        assert_eq!(cuda_c(Mode::Bfly, 8), 0x181f);
        assert_eq!(cuda_c(Mode::Idx, 32), 0x1f);
        assert_eq!(cuda_c(Mode::Up, 32), 0);
        assert_eq!(cuda_c(Mode::Up, 16), 0x1000);
        assert_eq!(cuda_c(Mode::Down, 64) & 0x1f1f, 0x1f);
    }

    #[test]
    fn closed_forms_for_power_of_two_widths() {
        // CUDA Programming Guide: idx reads srcLane mod width within the segment.
        assert_eq!(shfl_source(Mode::Idx, 13, 3, cuda_c(Mode::Idx, 8)), (11, true));
        assert_eq!(shfl_source(Mode::Idx, 13, (-1i32) as u32, cuda_c(Mode::Idx, 8)), (15, true));
        // up: the lowest delta lanes of each segment keep their own value.
        assert_eq!(shfl_source(Mode::Up, 17, 2, cuda_c(Mode::Up, 16)), (17, false));
        assert_eq!(shfl_source(Mode::Up, 19, 2, cuda_c(Mode::Up, 16)), (17, true));
        // down: delta 33 acts as 1 (only b[4:0] is read).
        assert_eq!(shfl_source(Mode::Down, 4, 33, cuda_c(Mode::Down, 32)), (5, true));
        assert_eq!(shfl_source(Mode::Down, 31, 1, cuda_c(Mode::Down, 32)), (31, false));
        // xor may read an earlier segment, never a later one.
        assert_eq!(shfl_source(Mode::Bfly, 9, 8, cuda_c(Mode::Bfly, 8)), (1, true));
        assert_eq!(shfl_source(Mode::Bfly, 1, 8, cuda_c(Mode::Bfly, 8)), (1, false));
    }
}
