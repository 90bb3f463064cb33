//! `llvm.amdgcn.wave.reduce.{fadd,fsub,fmin,fmax}.f32` (clang-22
//! `__builtin_amdgcn_wave_reduce_{fadd,fsub,fmin,fmax}_f32`): a float reduction over the
//! active lanes, whose result depends on the order of combination. The order is the one
//! llc-22 emits.
//!
//! llc-22 lowers every strategy (0 default, 1 iterative, 2 DPP) the same way on GFX8–GFX12
//! (SIISelLowering.cpp `lowerWaveReduce`; checked with `llc-22 -O1` on gfx801, gfx942,
//! gfx1100, gfx1200 and gfx1250 for strategies 0, 1 and 2): a scalar loop over a copy of
//! EXEC that takes the lowest remaining lane (`s_ff1_i32`/`s_ctz_i32`), reads its value with
//! `v_readlane_b32` and folds it into an accumulator with one VALU operation:
//!
//! | op   | accumulator starts at        | step                      |
//! |------|------------------------------|---------------------------|
//! | fadd | -0.0 (`s_brev_b32 s, 1`)     | `v_add_f32 acc, acc, v`   |
//! | fsub | +0.0 (`s_mov_b32 s, 0`)      | `v_sub_f32 acc, acc, v`   |
//! | fmin | qNaN 0x7fc00000              | `v_min_f32 acc, acc, v`   |
//! | fmax | qNaN 0x7fc00000              | `v_max_f32 acc, acc, v`   |
//!
//! so the result is `((init ∘ v[l0]) ∘ v[l1]) ∘ …` in ascending lane order. When the
//! operand is uniform (divergence analysis proves it the same in every lane) there is no
//! loop: fadd is `v × (float)popcount(exec)` (`s_bcnt1`, `v_cvt_f32_i32`, `v_mul_f32`),
//! fsub `(-v) × popcount`, fmin/fmax `v`. A call only sees lane values, not the compiler's
//! proof, so when every active lane holds the same value and the two forms differ the lane
//! is undefined (`Reason::Unspecified`).
//!
//! Left open, so undefined: any NaN result or operand (the hardware's NaN payload and
//! signalling-NaN quieting depend on the IEEE mode bit), a subnormal operand, step or result
//! (the function's f32 denormal mode decides whether it flushes), and `v_min_f32`/
//! `v_max_f32` choosing between -0.0 and +0.0 (the ISA does not order them).

use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::Lanes;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FOp {
    FAdd,
    FSub,
    FMin,
    FMax,
}

const QNAN: f32 = f32::from_bits(0x7fc0_0000);

fn tame(x: f32) -> Option<f32> {
    (!x.is_nan() && !x.is_subnormal()).then_some(x)
}

/// `v_min_f32`/`v_max_f32` with one NaN operand: the other operand (IEEE minNum/maxNum).
fn min_max(max: bool, a: f32, b: f32) -> Option<f32> {
    if a.is_nan() {
        return Some(b);
    }
    if b.is_nan() {
        return Some(a);
    }
    if a == b && a.to_bits() != b.to_bits() {
        return None; // -0.0 against +0.0
    }
    Some(if (a < b) != max { a } else { b })
}

fn step(op: FOp, acc: f32, v: f32) -> Option<f32> {
    let r = match op {
        FOp::FAdd => acc + v,
        FOp::FSub => acc - v,
        FOp::FMin => min_max(false, acc, v)?,
        FOp::FMax => min_max(true, acc, v)?,
    };
    tame(r)
}

/// The loop llc-22 emits: `vals` in ascending lane order.
pub fn iterative(op: FOp, vals: &[f32]) -> Option<f32> {
    let init = match op {
        FOp::FAdd => -0.0,
        FOp::FSub => 0.0,
        FOp::FMin | FOp::FMax => QNAN,
    };
    let mut acc = init;
    for &v in vals {
        acc = step(op, acc, tame(v)?)?;
    }
    tame(acc)
}

/// The form llc-22 emits for a uniform operand `v` over `n` active lanes.
pub fn uniform(op: FOp, v: f32, n: u32) -> Option<f32> {
    let v = tame(v)?;
    tame(match op {
        FOp::FAdd => v * n as f32,
        FOp::FSub => -v * n as f32,
        FOp::FMin | FOp::FMax => v,
    })
}

/// The reduction of the active lanes' values (ascending lane order), `None` when undefined.
pub fn reduce(op: FOp, vals: &[f32]) -> Option<f32> {
    let r = iterative(op, vals)?;
    if let Some(&first) = vals.first() {
        if vals.iter().all(|v| v.to_bits() == first.to_bits()) && uniform(op, first, vals.len() as u32)?.to_bits() != r.to_bits() {
            return None;
        }
    }
    Some(r)
}

/// `wave.reduce.<fop>(value, strategy)` on f32.
pub fn wave_reduce_float(ctx: &SemCtx, args: &[Arg], op: FOp) -> Result<Outputs> {
    super::arity(args, 2, "wave.reduce")?;
    let vals: Option<Vec<f32>> = ctx.lanes().map(|l| args[0].get(l).map(|b| f32::from_bits(b as u32))).collect();
    let mut out = Lanes::all_undef();
    if let Some(r) = vals.and_then(|v| reduce(op, &v)) {
        for l in ctx.lanes() {
            out.set(l, r.to_bits() as u64);
        }
    }
    Ok(Outputs::from(Output::ret(ctx.ty, out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Float addition is not associative: the order is visible (1e8 + 1 - 1e8 in f32).
    #[test]
    fn ascending_lane_order() {
        assert_eq!(iterative(FOp::FAdd, &[1e8, 1.0, -1e8]), Some(0.0));
        assert_eq!(iterative(FOp::FAdd, &[1.0, 1e8, -1e8]), Some(0.0));
        assert_eq!(iterative(FOp::FAdd, &[1e8, -1e8, 1.0]), Some(1.0));
        assert_eq!(iterative(FOp::FSub, &[1.0, 2.0]), Some(-3.0));
        assert_eq!(iterative(FOp::FMin, &[3.0, -2.0, 5.0]), Some(-2.0));
        assert_eq!(iterative(FOp::FMax, &[3.0, -2.0, 5.0]), Some(5.0));
    }

    /// -0.0 + (-0.0) stays -0.0 from the -0.0 start; +0.0 - 0.0 is +0.0.
    #[test]
    fn signed_zero_identities() {
        assert_eq!(iterative(FOp::FAdd, &[-0.0]).map(f32::to_bits), Some((-0.0f32).to_bits()));
        assert_eq!(iterative(FOp::FSub, &[0.0]).map(f32::to_bits), Some(0));
        assert_eq!(iterative(FOp::FMin, &[0.0, -0.0]), None);
    }

    /// 0.1 added seven times (0.70000005) differs from 0.1 × 7 (0.69999999) in f32: equal
    /// lanes are undefined then.
    #[test]
    fn uniform_form_disagreement_is_undefined() {
        let a = iterative(FOp::FAdd, &[0.1; 7]).unwrap();
        let b = uniform(FOp::FAdd, 0.1, 7).unwrap();
        #[allow(clippy::excessive_precision)] // the digits name the f32 neighbour of 0.7 meant
        let want = (0.700_000_05, 0.699_999_99);
        assert_eq!((a, b), want);
        assert_eq!(reduce(FOp::FAdd, &[0.1; 7]), None);
        assert_eq!(reduce(FOp::FAdd, &[0.5, 0.5, 0.5, 0.5]), Some(2.0));
        assert_eq!(reduce(FOp::FAdd, &[f32::NAN]), None);
    }
}
