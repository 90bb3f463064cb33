//! A synthesis problem: the target and wave, the data type, the segment width, and the goal
//! each lane must reach, derived from the spec.

use crate::op::Op;
use crate::spec::{Fill, Spec};
use crate::state::{Algebra, PermLane};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::{ElemTy, Target};

/// Which lanes must hold a reduction's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultLanes {
    All,
    First,
    Last,
}

#[derive(Debug, Clone)]
pub enum Goal {
    /// Lane `n` must end holding `want[n]`.
    Perm { want: Vec<PermLane> },
    /// Lane `n` (when in `needed`) must end holding exactly the source lanes `want[n]`.
    Collective { op: Op, alg: Algebra, want: Vec<u64>, needed: u64, inclusive: bool, scan: bool },
}

#[derive(Debug, Clone)]
pub struct Problem {
    pub target: &'static Target,
    pub wave: u32,
    pub ty: ElemTy,
    pub width: u32,
    pub spec: Spec,
    pub goal: Goal,
}

impl Problem {
    pub fn new(target: &'static Target, wave: u32, ty: ElemTy, width: u32, spec: Spec, result: ResultLanes) -> Result<Problem> {
        if !width.is_power_of_two() && !matches!(spec, Spec::Permute { .. }) || width == 0 || width > wave || !wave.is_multiple_of(width) {
            return Err(Diag::new(DiagKind::Malformed, format!("--width {width} does not divide a wave of {wave} lanes into segments"))
                .with_help("use a width that divides the wave size (a power of two for reduce/scan)"));
        }
        let segs = wave / width;
        let seg_of = |n: u32| n / width * width;
        let goal = match &spec {
            Spec::Permute { src, fill, .. } => {
                let want = (0..wave)
                    .map(|n| match src[(n % width) as usize] {
                        Some(s) => PermLane::Src((seg_of(n) + s) as u8),
                        None if *fill == Fill::Zero => PermLane::Zero,
                        None => PermLane::Src(n as u8),
                    })
                    .collect();
                Goal::Perm { want }
            }
            Spec::Reduce(op) | Spec::Scan { op, .. } => {
                op.check_type(ty)?;
                let seg_mask = |n: u32| (if width == 64 { u64::MAX } else { (1u64 << width) - 1 }) << seg_of(n);
                let (want, scan, inclusive): (Vec<u64>, bool, bool) = match &spec {
                    Spec::Scan { inclusive, .. } => {
                        let upto = |n: u32| if *inclusive { n + 1 } else { n };
                        ((0..wave).map(|n| seg_mask(n) & low_bits(upto(n))).collect(), true, *inclusive)
                    }
                    _ => ((0..wave).map(seg_mask).collect(), false, true),
                };
                let needed = if scan {
                    xlane_core::value::wave_mask(wave)
                } else {
                    match result {
                        ResultLanes::All => xlane_core::value::wave_mask(wave),
                        ResultLanes::First => (0..segs).fold(0, |m, s| m | 1 << (s * width)),
                        ResultLanes::Last => (0..segs).fold(0, |m, s| m | 1 << (s * width + width - 1)),
                    }
                };
                let alg = Algebra { idempotent: op.idempotent() || ty.is_float() && *op != Op::Add, zero_is_identity: op.identity(ty) == 0 };
                Goal::Collective { op: *op, alg, want, needed, inclusive, scan }
            }
        };
        Ok(Problem { target, wave, ty, width, spec, goal })
    }

    /// 32-bit words per value.
    pub fn words(&self) -> u32 {
        self.ty.bits().div_ceil(32)
    }

    pub fn is_collective(&self) -> bool {
        matches!(self.goal, Goal::Collective { .. })
    }
}

fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}
