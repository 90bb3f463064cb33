//! Whole-wave and whole-quad mode: which lanes a computation runs on when its result feeds a
//! `strict.wwm`/`wwm` (`strict.wqm`/`wqm`/`softwqm`) marker. One rule, used by the kernel
//! runner (over decoded IR) and by `eval` (over a snippet's dataflow).
//!
//! AMDGPU's SIWholeQuadMode pass widens the exec mask of the backward slice of a marker's
//! operand: every instruction whose value reaches the marker runs with exec = every lane
//! (WWM) or every lane of a quad with an active lane (WQM). The slice stops at
//! `set.inactive`, which itself runs in the region (it writes the inactive lanes) but whose
//! operands are computed normally, and at values the pass does not look through (loads,
//! calls, phis), which the caller gives no operands (SIWholeQuadMode.cpp, markOperand /
//! the strict WWM/WQM handling; IntrinsicsAMDGPU.td int_amdgcn_set_inactive).

use crate::value::wave_mask;

/// How an operation's exec mask is formed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// Whole-wave mode: every lane of the wave, existing or not (`strict.wwm`, `wwm`).
    Wwm,
    /// Whole-quad mode: every lane of a quad with an active lane (`strict.wqm`, `wqm`).
    Wqm,
}

/// The exec mask of an operation in `mode`, from the normal one. `full`: every lane of the
/// wave.
pub fn widen(mode: Mode, exec: u64, full: u64) -> u64 {
    match mode {
        Mode::Normal => exec,
        Mode::Wwm => full,
        Mode::Wqm => {
            // the low lane of each quad, set when any lane of the quad is; times 0xf fills
            // each quad (the quads' nibbles are disjoint: no carry). A few instructions, as
            // the runner computes it before every op's mode is known.
            let any = (exec | exec >> 1 | exec >> 2 | exec >> 3) & 0x1111_1111_1111_1111;
            any.wrapping_mul(0xf) & full
        }
    }
}

/// `widen` for a wave of `wave` lanes.
pub fn widen_in(mode: Mode, exec: u64, wave: u32) -> u64 {
    widen(mode, exec, wave_mask(wave))
}

/// A marker of the dataflow graph: the node of the marker call itself (if it has one), the
/// nodes defining its operand, and the mode it asks for.
#[derive(Debug, Clone)]
pub struct Mark {
    pub at: Option<usize>,
    pub operands: Vec<usize>,
    pub mode: Mode,
}

/// The mode of each of `len` dataflow nodes. `operands(i)`: the nodes defining node `i`'s
/// operands (none for a load, call or phi); `defines_inactive(i)`: node `i` is a
/// `set.inactive`, where the slice stops after marking it.
pub fn region_modes(len: usize, marks: Vec<Mark>, operands: impl Fn(usize) -> Vec<usize>, defines_inactive: impl Fn(usize) -> bool) -> Vec<Mode> {
    let mut modes = vec![Mode::Normal; len];
    for Mark { at, operands: srcs, mode } in marks {
        if let Some(at) = at.filter(|&a| a < len) {
            modes[at] = mode;
        }
        let mut work = srcs;
        while let Some(i) = work.pop() {
            if i >= len || modes[i] == mode {
                continue;
            }
            modes[i] = mode;
            if !defines_inactive(i) {
                work.extend(operands(i));
            }
        }
    }
    modes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wqm_widens_to_whole_quads_inside_the_wave() {
        assert_eq!(widen(Mode::Wqm, 0b0001_0000_0010, 0xffff_ffff), 0xf0f);
        assert_eq!(widen(Mode::Wwm, 1, 0xffff_ffff), 0xffff_ffff);
        assert_eq!(widen_in(Mode::Normal, 5, 64), 5);
    }

    proptest::proptest! {
        /// The quad fill against the rule spelled out quad by quad.
        #[test]
        fn wqm_is_every_lane_of_a_quad_with_an_active_lane(exec: u64, wave32: bool) {
            let full = if wave32 { 0xffff_ffff } else { u64::MAX };
            let mut q = 0u64;
            for k in 0..16 {
                if exec >> (4 * k) & 0xf != 0 {
                    q |= 0xf << (4 * k);
                }
            }
            proptest::prop_assert_eq!(widen(Mode::Wqm, exec, full), q & full);
        }
    }

    /// 0 = set.inactive(3), 1 = add(0, 2), 2 = load, 3 = input of set.inactive; marker on 1.
    #[test]
    fn the_slice_stops_at_set_inactive_and_at_nodes_without_operands() {
        let ops = |i: usize| match i {
            0 => vec![3],
            1 => vec![0, 2],
            _ => vec![],
        };
        let m = region_modes(4, vec![Mark { at: None, operands: vec![1], mode: Mode::Wwm }], ops, |i| i == 0);
        assert_eq!(m, vec![Mode::Wwm, Mode::Wwm, Mode::Wwm, Mode::Normal]);
    }
}
