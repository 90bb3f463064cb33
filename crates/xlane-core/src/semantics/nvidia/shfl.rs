//! `shfl.sync` and legacy `shfl` (PTX ISA §9.7.9.6 "shfl.sync", pseudocode; NVVM IR spec
//! §15.6.2; CUDA 13 `sm_30_intrinsics.hpp` for how the CUDA functions build `c`).
//!
//! Hardware-checked: the H200 matched the pseudocode on 8192 warps × 4 modes of random `b`
//! and `c` (notes §2.4) and on `vectors/nvidia-sm90`.

use super::member::{self, mask_of};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx, UndefPolicy};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// The four shuffle modes (`.up .down .bfly .idx`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    Up,
    Down,
    Bfly,
    Idx,
}

impl Mode {
    /// The PTX mode suffix.
    pub fn ptx(self) -> &'static str {
        match self {
            Mode::Up => "up",
            Mode::Down => "down",
            Mode::Bfly => "bfly",
            Mode::Idx => "idx",
        }
    }
}

/// How a row passes its operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// CUDA `__shfl*_sync(mask, var, b, width)`: `c` is computed from `width`.
    CudaSync,
    /// CUDA legacy `__shfl*(var, b, width)` (no mask).
    CudaLegacy,
    /// clang builtin / LLVM intrinsic `(mask, a, b, c)`.
    RawSync,
    /// Legacy clang builtin / LLVM intrinsic `(a, b, c)`.
    RawLegacy,
}

impl Form {
    fn has_mask(self) -> bool {
        matches!(self, Form::CudaSync | Form::RawSync)
    }
    fn takes_width(self) -> bool {
        matches!(self, Form::CudaSync | Form::CudaLegacy)
    }
    /// Index of the data operand.
    fn data(self) -> usize {
        self.has_mask() as usize
    }
}

/// The `c` operand CUDA passes for `width` (CUDA 13 `sm_30_intrinsics.hpp`: `((warpSize -
/// width) << 8) | 0x1f`, and without `| 0x1f` for `up`; clang's `__clang_cuda_intrinsics.h`
/// is identical). Computed in 32-bit two's complement, as the headers' `int` does.
pub fn cuda_c(mode: Mode, width: u32) -> u32 {
    let seg = 32u32.wrapping_sub(width) << 8;
    if mode == Mode::Up {
        seg
    } else {
        seg | 0x1f
    }
}

/// CUDA Programming Guide (Warp Shuffle Functions): `width` "must have a value which is a
/// power of two in the range [1, warpSize]"; other values are undefined.
pub fn width_is_legal(width: u32) -> bool {
    width.is_power_of_two() && width <= 32
}

/// The PTX pseudocode: the source lane `j` of `lane` and the predicate `pval`. Only `b[4:0]`,
/// `c[4:0]` (clamp) and `c[12:8]` (segment mask) are read. When `pval` is false, `j = lane`.
#[inline]
pub fn source_lane(mode: Mode, lane: u32, b: u32, c: u32) -> (u32, bool) {
    let bval = (b & 31) as i32;
    let cval = (c & 31) as i32;
    let seg = ((c >> 8) & 31) as i32;
    let lane = lane as i32;
    let max_lane = (lane & seg) | (cval & !seg);
    let min_lane = lane & seg;
    let (j, pval) = match mode {
        Mode::Up => (lane - bval, lane - bval >= max_lane),
        Mode::Down => (lane + bval, lane + bval <= max_lane),
        Mode::Bfly => (lane ^ bval, (lane ^ bval) <= max_lane),
        Mode::Idx => {
            let j = min_lane | (bval & !seg);
            (j, j <= max_lane)
        }
    };
    if pval {
        (j as u32, true)
    } else {
        (lane as u32, false)
    }
}

/// Route of one lane plus its `p` output (`None`: undefined).
/// `groups`: the strict member groups of each lane (mask forms under the strict policy).
fn lane_route(ctx: &SemCtx, args: &[Arg], mode: Mode, form: Form, groups: Option<&member::Groups>, l: u32) -> (Origin, Option<bool>) {
    let o = form.data(); // operands after the data operand: b, then c/width
    let (Some(b), Some(cw)) = (args[o + 1].get(l), args[o + 2].get(l)) else {
        return (Origin::Undef(Reason::UndefOperand), None);
    };
    let mask = if form.has_mask() {
        let Some(m) = mask_of(&args[0], l) else {
            return (Origin::Undef(Reason::UndefOperand), None);
        };
        if let Some(Some(Err(r))) = groups.map(|g| g[l as usize]) {
            return (Origin::Undef(r), None);
        }
        Some(m)
    } else {
        None
    };
    match segment_c(ctx, mode, form, cw) {
        Ok(c) => source_route(ctx, mode, form, mask, l, b as u32, c),
        Err(r) => (Origin::Undef(r), None),
    }
}

/// The `c` operand (clamp and segment mask) from the operand passed: CUDA forms pass a
/// `width` (undefined unless a power of two, under the strict policy), raw forms `c` itself.
fn segment_c(ctx: &SemCtx, mode: Mode, form: Form, cw: u64) -> std::result::Result<u32, Reason> {
    if !form.takes_width() {
        return Ok(cw as u32);
    }
    let width = cw as u32;
    if ctx.policy == UndefPolicy::Strict && !width_is_legal(width) {
        return Err(Reason::BadWidth);
    }
    Ok(cuda_c(mode, width))
}

/// Route of lane `l` once its operands are known good: the source lane of the pseudocode,
/// unless that lane did not execute or (strict) is outside the member mask.
fn source_route(ctx: &SemCtx, mode: Mode, form: Form, mask: Option<u32>, l: u32, b: u32, c: u32) -> (Origin, Option<bool>) {
    let strict = ctx.policy == UndefPolicy::Strict;
    let (j, p) = source_lane(mode, l, b, c);
    let data = Origin::Lane { arg: form.data() as u8, lane: j as u8 };
    let origin = if !ctx.active(j) {
        // PTX: "results are undefined if a thread sources a register from an inactive
        // thread". The H200 returned 0 (notes §12 U1–U3); legacy shfl has no measurement.
        if strict || !form.has_mask() {
            Origin::Undef(Reason::InactiveSource)
        } else {
            Origin::Zero(Reason::InactiveSource)
        }
    } else if mask.is_some_and(|m| m >> j & 1 == 0) && strict {
        // PTX: undefined for "a thread that is not in membermask"; the H200 read the lane (U4).
        Origin::Undef(Reason::NotInMask)
    } else {
        data
    };
    (origin, Some(p))
}

/// The operands that steer a shuffle (mask, `b`, `c`/`width`) when every executing lane
/// passes the same defined values: the common case of constants. The per-lane rules of
/// [`lane_route`] and [`source_route`] then become lane masks, worked out once per call.
struct Uniform {
    b: u32,
    c: std::result::Result<u32, Reason>,
    /// Executing lanes missing from their own mask (strict mask forms): `SelfNotInMask`.
    outside: u64,
    /// Lanes whose value may be read: executing, and in the mask when strict (mask forms).
    readable: u64,
    /// What a lane that reads a non-executing lane gets.
    from_inactive: Origin,
    data: u8,
}

impl Uniform {
    fn of(ctx: &SemCtx, args: &[Arg], mode: Mode, form: Form) -> Option<Uniform> {
        let o = form.data();
        let mask = if form.has_mask() { Some(member::uniform_mask(ctx, &args[0])?) } else { None };
        let b = args[o + 1].uniform(ctx.exec)?;
        let cw = args[o + 2].uniform(ctx.exec)?;
        let strict = ctx.policy == UndefPolicy::Strict;
        // Mirrors `source_route`: strict mask forms read only lanes of the mask; an inactive
        // source is undefined, except under the hardware policy with a mask (zero, U1–U3).
        let in_mask = match mask {
            Some(m) if strict => m as u64,
            _ => u64::MAX,
        };
        let from_inactive = if strict || !form.has_mask() { Origin::Undef(Reason::InactiveSource) } else { Origin::Zero(Reason::InactiveSource) };
        Some(Uniform { b: b as u32, c: segment_c(ctx, mode, form, cw), outside: !in_mask, readable: ctx.exec & in_mask, from_inactive, data: o as u8 })
    }

    /// [`lane_route`] with the operands read once. Every operand is defined in every
    /// executing lane, so no lane is `UndefOperand`; with one mask value shared by all, the
    /// only strict group failure is a lane outside its own mask (`member::groups`, whose
    /// uniform case proves this), checked first as `lane_route` does. The source checks
    /// are those of [`source_route`], in its order: inactive source, then outside the mask.
    #[inline(always)]
    fn lane_route(&self, ctx: &SemCtx, mode: Mode, l: u32) -> (Origin, Option<bool>) {
        if self.outside >> l & 1 != 0 {
            return (Origin::Undef(Reason::SelfNotInMask), None);
        }
        let c = match self.c {
            Ok(c) => c,
            Err(r) => return (Origin::Undef(r), None),
        };
        let (j, p) = source_lane(mode, l, self.b, c);
        let origin = if !ctx.active(j) {
            self.from_inactive
        } else if self.readable >> j & 1 == 0 {
            Origin::Undef(Reason::NotInMask)
        } else {
            Origin::Lane { arg: self.data, lane: j as u8 }
        };
        (origin, Some(p))
    }

    /// [`Uniform::lane_route`] of every executing lane, handed to `record`.
    #[inline(always)]
    fn each_lane(&self, ctx: &SemCtx, mode: Mode, mut record: impl FnMut(u32, (Origin, Option<bool>))) {
        for l in ctx.lanes() {
            record(l, self.lane_route(ctx, mode, l));
        }
    }
}

/// Evaluate a shuffle. `ty` is the data type; `with_pred` adds the `pred` output (`.i32p`).
pub fn shuffle(ctx: &SemCtx, args: &[Arg], mode: Mode, form: Form, ty: ElemTy, with_pred: bool) -> Result<Outputs> {
    let mut route = Route::new(ctx.wave);
    let mut pred = with_pred.then(Lanes::all_undef);
    let mut record = |l: u32, (origin, p): (Origin, Option<bool>)| {
        route.lanes[l as usize] = origin;
        if let (Some(pred), Some(p)) = (&mut pred, p) {
            pred.set(l, p as u64);
        }
    };
    match Uniform::of(ctx, args, mode, form) {
        // One loop per mode, so that each loop has its mode's formula compiled in.
        Some(u) => match mode {
            Mode::Up => u.each_lane(ctx, Mode::Up, record),
            Mode::Down => u.each_lane(ctx, Mode::Down, record),
            Mode::Bfly => u.each_lane(ctx, Mode::Bfly, record),
            Mode::Idx => u.each_lane(ctx, Mode::Idx, record),
        },
        None => {
            let strict_groups = form.has_mask() && ctx.policy == UndefPolicy::Strict;
            let groups = strict_groups.then(|| member::groups(ctx, &args[0]));
            for l in ctx.lanes() {
                record(l, lane_route(ctx, args, mode, form, groups.as_ref(), l));
            }
        }
    }
    let mut out = Outputs::from(Output::routed("ret", ty, route, args));
    if let Some(pred) = pred {
        out.push(Output { name: "pred", ty: ElemTy::Bool, lanes: pred, route: None });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    // PTX pseudocode, worked by hand.
    #[test]
    fn pseudocode_examples() {
        // idx, width 32 (c = 0x1f): any lane, pval true.
        assert_eq!(source_lane(Mode::Idx, 5, 17, 0x1f), (17, true));
        // idx, width 8 (c = 0x181f): segment base of lane 13 is 8; b=3 → 11.
        assert_eq!(source_lane(Mode::Idx, 13, 3, 0x181f), (11, true));
        // up, width 32 (c = 0): lane 2 minus 3 is below 0 → own lane, p false.
        assert_eq!(source_lane(Mode::Up, 2, 3, 0), (2, false));
        assert_eq!(source_lane(Mode::Up, 9, 3, 0), (6, true));
        // down, width 16 (c = 0x101f): lane 14 + 3 = 17 crosses the segment end 15.
        assert_eq!(source_lane(Mode::Down, 14, 3, 0x101f), (14, false));
        assert_eq!(source_lane(Mode::Down, 12, 3, 0x101f), (15, true));
        // bfly reaches an earlier segment but not a later one (CUDA guide, __shfl_xor_sync).
        assert_eq!(source_lane(Mode::Bfly, 9, 8, 0x181f), (1, true));
        assert_eq!(source_lane(Mode::Bfly, 1, 8, 0x181f), (1, false));
        // only b[4:0]: delta 33 is delta 1 (errata N4).
        assert_eq!(source_lane(Mode::Down, 4, 33, 0x1f), (5, true));
    }

    use crate::target;
    use proptest::prelude::*;

    const MODES: [Mode; 4] = [Mode::Up, Mode::Down, Mode::Bfly, Mode::Idx];
    const FORMS: [Form; 4] = [Form::CudaSync, Form::CudaLegacy, Form::RawSync, Form::RawLegacy];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        // The uniform-operand fast path routes every lane as the general per-lane path does
        // (with the general member groups), for any exec mask, mask, b, c/width, policy.
        #[test]
        fn uniform_route_matches_general(exec: u64, m: u64, b in 0u64..70, cw in prop_oneof![0u64..70, any::<u64>()],
                                         mode in 0usize..4, form in 0usize..4, hw: bool) {
            let (mode, form) = (MODES[mode], FORMS[form]);
            let policy = if hw { UndefPolicy::Hardware } else { UndefPolicy::Strict };
            let ctx = SemCtx { target: target::lookup("sm_90").unwrap(), wave: 32, exec: exec & 0xFFFF_FFFF, ty: ElemTy::U32, policy };
            let data = Arg::Lanes(Lanes::from_fn(32, |l| l as u64 * 7));
            let mut args = if form.has_mask() { vec![Arg::Imm(m)] } else { vec![] };
            args.extend([data, Arg::Imm(b), Arg::Imm(cw)]);
            let general = member::groups_general(&ctx, &args[0]);
            let groups = (form.has_mask() && !hw).then_some(&general);
            if let Some(u) = Uniform::of(&ctx, &args, mode, form) {
                for l in ctx.lanes() {
                    prop_assert_eq!(u.lane_route(&ctx, mode, l), lane_route(&ctx, &args, mode, form, groups, l));
                }
            } else {
                prop_assert_eq!(ctx.exec, 0);
            }
        }
    }

    #[test]
    fn cuda_c_matches_header_constants() {
        // nvcc folds width 8 xor to c = 6175 = 0x181F (notes §2.3).
        assert_eq!(cuda_c(Mode::Bfly, 8), 0x181f);
        assert_eq!(cuda_c(Mode::Up, 32), 0);
        assert_eq!(cuda_c(Mode::Idx, 32), 0x1f);
        assert_eq!(cuda_c(Mode::Up, 4), 0x1c00);
        // width 64: (32-64)<<8 has c[12:8] = 0, i.e. width 32.
        assert_eq!(cuda_c(Mode::Idx, 64) & 0x1f1f, 0x1f);
    }
}
