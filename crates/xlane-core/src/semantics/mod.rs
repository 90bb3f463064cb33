//! Semantics: pure functions from a wave (values per lane, exec mask, wave size, target) to
//! exact per-lane results. A lane the hardware leaves undefined is reported as undefined.
//!
//! Movement operations (DPP, swizzle, permutes, permlanes, shuffles) first compute a
//! [`Route`]: for each destination lane, where its value comes from and why. The values are
//! then gathered by [`Route::apply`]. `explain`, the SVG diagrams and the runner all read the
//! same route, so the picture can never disagree with the numbers.

pub mod amd;
pub mod nvidia;

use crate::target::Target;
use crate::value::Arg;
use crate::value::{ElemTy, LaneMask, Lanes, MAX_LANES};

/// What the semantics should do where the documents leave a result undefined.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum UndefPolicy {
    /// Report the lane as undefined (the default, and what conformance uses).
    #[default]
    Strict,
    /// Reproduce what the hardware was measured to do (NVIDIA sm_90, see docs/errata.md).
    Hardware,
}

/// Everything a semantics function may look at besides the arguments.
#[derive(Debug, Clone, Copy)]
pub struct SemCtx<'a> {
    pub target: &'a Target,
    /// Wave size: 32 or 64.
    pub wave: u32,
    /// Lanes that execute the call (bit k = lane k). Bits at or above `wave` are zero.
    pub exec: u64,
    /// The element type `T` of a generic call (or the data type of a fixed one).
    pub ty: ElemTy,
    pub policy: UndefPolicy,
}

impl SemCtx<'_> {
    #[inline]
    pub fn active(&self, lane: u32) -> bool {
        LaneMask(self.exec).has(lane)
    }
    /// Active lanes in increasing order.
    pub fn lanes(&self) -> impl Iterator<Item = u32> + '_ {
        LaneMask(self.active_lanes()).iter()
    }
    /// The active lanes as a mask (those [`SemCtx::lanes`] visits).
    #[inline]
    pub fn active_lanes(&self) -> u64 {
        self.exec & crate::value::wave_mask(self.wave)
    }
}

/// Why a lane did not receive a plain copy of a source lane.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The pattern's source lane is outside the row/group/segment.
    OutOfRange,
    /// The source lane exists but did not execute the call.
    InactiveSource,
    /// row_mask turned the destination row off.
    RowMasked,
    /// bank_mask turned the destination bank off.
    BankMasked,
    /// The destination is not written and the tied `old` operand is poison (mov_dpp).
    PoisonOld,
    /// The instruction is a no-op in this wave size (permlane64 in wave32).
    NopInWave32,
    /// Several lanes wrote this lane (ds_permute collision).
    Collision,
    /// No lane wrote this lane (ds_permute).
    NoWriter,
    /// The source lane is not in the caller's member mask (NVIDIA `*_sync`).
    NotInMask,
    /// The executing lane is missing from its own member mask (NVIDIA).
    SelfNotInMask,
    /// A width that is not a power of two (undefined in CUDA).
    BadWidth,
    /// The documents leave this case open (see errata); reported instead of guessed.
    Unspecified,
    /// A lane named in the member mask executes the call with a different mask (NVIDIA).
    MaskMismatch,
    /// An operand this lane's result depends on is itself undefined.
    UndefOperand,
}

impl Reason {
    pub fn describe(self) -> &'static str {
        match self {
            Reason::OutOfRange => "source lane out of range",
            Reason::InactiveSource => "source lane inactive",
            Reason::RowMasked => "row disabled by row_mask",
            Reason::BankMasked => "bank disabled by bank_mask",
            Reason::PoisonOld => "not written, and `old` is poison",
            Reason::NopInWave32 => "the instruction is a no-op in wave32",
            Reason::Collision => "several lanes wrote this lane",
            Reason::NoWriter => "no lane wrote this lane",
            Reason::NotInMask => "source lane not in the member mask",
            Reason::SelfNotInMask => "executing lane not in its own member mask",
            Reason::BadWidth => "width must be a power of two no larger than the warp width 32 (1, 2, 4, 8, 16 or 32)",
            Reason::Unspecified => "left open by the documents",
            Reason::MaskMismatch => "a lane in the member mask passed a different mask",
            Reason::UndefOperand => "an operand is undefined",
        }
    }
}

/// Where one destination lane's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A copy of argument `arg` at lane `lane`.
    Lane { arg: u8, lane: u8 },
    /// Zero, written because of `reason` (bound_ctrl, inactive source of a bpermute…).
    Zero(Reason),
    /// Not written: keeps argument `arg` (the `old` operand) of this same lane.
    Keep { arg: u8, reason: Reason },
    /// Undefined.
    Undef(Reason),
    /// The lane does not execute the call: no result.
    Inactive,
    /// A computed value (reduction, ballot, count): not a move.
    Computed,
}

/// The routing of a movement operation: one origin per destination lane.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub wave: u32,
    pub lanes: [Origin; MAX_LANES],
}

impl Route {
    pub fn new(wave: u32) -> Route {
        Route { wave, lanes: [Origin::Inactive; MAX_LANES] }
    }

    /// Gather the values the route describes. Undefined source values stay undefined.
    pub fn apply(&self, args: &[Arg]) -> Lanes {
        // Lanes that receive no value keep bits 0 and their undef bit, as `Lanes::all_undef`
        // starts them; the defined lanes are collected in a register and cleared at the end.
        let mut out = Lanes::all_undef();
        let mut defined = 0u64;
        for (n, origin) in self.lanes.iter().enumerate().take(self.wave as usize) {
            let v = match *origin {
                Origin::Lane { arg, lane } => args[arg as usize].get(lane as u32),
                Origin::Keep { arg, .. } => args[arg as usize].get(n as u32),
                Origin::Zero(_) => Some(0),
                Origin::Undef(_) | Origin::Inactive | Origin::Computed => None,
            };
            if let Some(v) = v {
                out.bits[n] = v;
                defined |= 1 << n;
            }
        }
        out.undef &= !defined;
        out
    }
}

impl Route {
    /// The route prepared for applying to many operand sets (a caller that reuses a route).
    pub fn plan(&self) -> RoutePlan {
        let mut p = RoutePlan { src_arg: [0; MAX_LANES], src_lane: [0; MAX_LANES], copies: 0, zeros: 0, reads: 0, single: None, shape: Shape::Any };
        let mut args = 0u64;
        for (n, origin) in self.lanes.iter().enumerate().take(self.wave as usize) {
            let (arg, lane) = match *origin {
                Origin::Lane { arg, lane } => (arg, lane),
                Origin::Keep { arg, .. } => (arg, n as u8),
                Origin::Zero(_) => {
                    p.zeros |= 1 << n;
                    continue;
                }
                Origin::Undef(_) | Origin::Inactive | Origin::Computed => continue,
            };
            p.src_arg[n] = arg;
            p.src_lane[n] = lane;
            p.copies |= 1 << n;
            p.reads |= 1 << lane;
            args |= 1 << arg.min(63);
        }
        if args.count_ones() == 1 {
            p.single = Some(args.trailing_zeros() as u8);
        }
        p.shape = Shape::of(&p.src_lane, p.copies);
        p
    }
}

/// The pattern of a plan's source lanes (over the lanes that copy), for a gather without a
/// per-lane index: the butterflies of `__shfl_xor` and the shifts of `__shfl_up/down`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// Lane `n` reads lane `n ^ k`.
    Xor(u8),
    /// Lanes `lo..hi` read lane `n + off`, the others their own lane.
    Shift {
        off: i8,
        lo: u8,
        hi: u8,
    },
    Any,
}

impl Shape {
    fn of(src_lane: &[u8; MAX_LANES], copies: u64) -> Shape {
        let copying = || (0..MAX_LANES).filter(move |&n| copies >> n & 1 != 0);
        let Some(first) = copying().next() else { return Shape::Any };
        let k = src_lane[first] as usize ^ first;
        if copying().all(|n| src_lane[n] as usize == n ^ k) {
            return Shape::Xor(k as u8);
        }
        // one offset, applied to a contiguous range of lanes; every other lane reads itself
        let mut moved = copying().filter(|&n| src_lane[n] as usize != n);
        let Some(lo) = moved.next() else { return Shape::Any };
        let hi = moved.next_back().unwrap_or(lo);
        let off = src_lane[lo] as isize - lo as isize;
        let fits = |n: usize| if (lo..=hi).contains(&n) { src_lane[n] as isize == n as isize + off } else { src_lane[n] as usize == n };
        if copying().all(fits) {
            return Shape::Shift { off: off as i8, lo: lo as u8, hi: hi as u8 + 1 };
        }
        Shape::Any
    }
}

/// `out[n] = bits[n ^ k]` for every lane, four lanes (one 256-bit group) at a time: the group
/// `g ^ (k >> 2)`, permuted inside by `LOW = k & 3`.
#[inline(always)]
fn gather_xor<const LOW: usize>(bits: &[u64; MAX_LANES], out: &mut [u64; MAX_LANES], high: usize) {
    for g in 0..MAX_LANES / 4 {
        let s = ((g ^ high) % (MAX_LANES / 4)) * 4;
        let d = g * 4;
        for j in 0..4 {
            out[d + j] = bits[s + (j ^ LOW)];
        }
    }
}

/// A [`Route`] prepared by [`Route::plan`]: each destination lane's source worked out once.
/// [`RoutePlan::apply`] gives what [`Route::apply`] gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoutePlan {
    src_arg: [u8; MAX_LANES],
    src_lane: [u8; MAX_LANES],
    /// Lanes that copy an operand's lane.
    copies: u64,
    /// Lanes that receive a defined zero.
    zeros: u64,
    /// Source lanes some copy reads.
    reads: u64,
    /// The one operand every copy reads, if there is one.
    single: Option<u8>,
    shape: Shape,
}

impl RoutePlan {
    /// The operand every copy reads, when there is one (then [`RoutePlan::gather`] applies).
    pub fn single_source(&self) -> Option<usize> {
        self.single.map(|a| a as usize)
    }

    /// What [`RoutePlan::apply`] gives for a plan with a single source operand, from that
    /// operand's lane values and undefined lanes: the values into `out` (0 in lanes that get
    /// no defined copy), and the undefined lanes of the result.
    #[inline]
    #[allow(clippy::needless_range_loop)]
    pub fn gather(&self, bits: &[u64; MAX_LANES], undef: u64, out: &mut [u64; MAX_LANES]) -> u64 {
        if undef & self.reads == 0 {
            // every source lane read is defined (the usual case): a plain gather, then the
            // lanes that copy nothing cleared
            match self.shape {
                Shape::Xor(k) => match k & 3 {
                    0 => gather_xor::<0>(bits, out, k as usize >> 2),
                    1 => gather_xor::<1>(bits, out, k as usize >> 2),
                    2 => gather_xor::<2>(bits, out, k as usize >> 2),
                    _ => gather_xor::<3>(bits, out, k as usize >> 2),
                },
                Shape::Shift { off, lo, hi } => {
                    let (lo, hi) = (lo as usize, hi as usize);
                    let from = (lo as isize + off as isize) as usize;
                    out.copy_from_slice(bits);
                    out[lo..hi].copy_from_slice(&bits[from..from + (hi - lo)]);
                }
                Shape::Any => {
                    for n in 0..MAX_LANES {
                        out[n] = bits[self.src_lane[n] as usize];
                    }
                }
            }
            if self.copies != u64::MAX {
                for (n, o) in out.iter_mut().enumerate() {
                    *o &= (self.copies >> n & 1).wrapping_neg();
                }
            }
            return !(self.zeros | self.copies);
        }
        let mut defined = self.zeros;
        for n in 0..MAX_LANES {
            let l = self.src_lane[n] as u32;
            let ok = (self.copies >> n) & !(undef >> l) & 1;
            out[n] = bits[l as usize] & ok.wrapping_neg();
            defined |= ok << n;
        }
        !defined
    }

    /// The source lane of every lane, when the plan moves lanes of one operand and every lane
    /// of `lanes` copies a lane of `lanes` (compiled code gathers them with this table).
    pub fn gather_within(&self, lanes: u64) -> Option<&[u8; MAX_LANES]> {
        self.single?;
        let within = self.copies & lanes == lanes && (0..MAX_LANES).filter(|&n| lanes >> n & 1 != 0).all(|n| lanes >> self.src_lane[n] & 1 != 0);
        within.then_some(&self.src_lane)
    }

    pub fn apply(&self, args: &[Arg]) -> Lanes {
        let mut out = Lanes::all_undef();
        let mut defined = self.zeros;
        if let Some(Arg::Lanes(x)) = self.single.map(|a| &args[a as usize]) {
            out.undef = self.gather(&x.bits, x.undef, &mut out.bits);
            return out;
        } else {
            let mut m = self.copies;
            while m != 0 {
                let n = m.trailing_zeros() as usize;
                m &= m - 1;
                if let Some(v) = args[self.src_arg[n] as usize].get(self.src_lane[n] as u32) {
                    out.bits[n] = v;
                    defined |= 1 << n;
                }
            }
        }
        out.undef &= !defined;
        out
    }
}

/// One named output of a call.
#[derive(Debug, Clone)]
pub struct Output {
    /// `ret`, `ret.y` (second element of a pair), or `pred`.
    pub name: &'static str,
    pub ty: ElemTy,
    pub lanes: Lanes,
    /// For movement operations: where each lane's value came from.
    pub route: Option<Route>,
}

impl Output {
    pub fn ret(ty: ElemTy, lanes: Lanes) -> Output {
        Output { name: "ret", ty, lanes, route: None }
    }
    pub fn routed(name: &'static str, ty: ElemTy, route: Route, args: &[Arg]) -> Output {
        let lanes = route.apply(args);
        Output { name, ty, lanes, route: Some(route) }
    }
}

/// The outputs of one evaluation, in the row's order. Almost every row has one output, which
/// is held inline: the kernel runner evaluates a call once per wave, and a `Vec` would cost an
/// allocation and a free each time.
#[derive(Debug, Clone, Default)]
pub struct Outputs(smallvec::SmallVec<[Output; 1]>);

impl Outputs {
    /// No output (a row that returns nothing, such as a barrier).
    pub const fn none() -> Outputs {
        Outputs(smallvec::SmallVec::new_const())
    }

    /// Add an output after the others.
    pub fn push(&mut self, o: Output) {
        self.0.push(o);
    }
}

impl From<Output> for Outputs {
    fn from(o: Output) -> Outputs {
        Outputs(smallvec::smallvec![o])
    }
}

impl From<Vec<Output>> for Outputs {
    fn from(v: Vec<Output>) -> Outputs {
        Outputs(smallvec::SmallVec::from_vec(v))
    }
}

impl FromIterator<Output> for Outputs {
    fn from_iter<I: IntoIterator<Item = Output>>(it: I) -> Outputs {
        Outputs(it.into_iter().collect())
    }
}

impl std::ops::Deref for Outputs {
    type Target = [Output];
    fn deref(&self) -> &[Output] {
        &self.0
    }
}

impl std::ops::DerefMut for Outputs {
    fn deref_mut(&mut self) -> &mut [Output] {
        &mut self.0
    }
}

impl<'a> IntoIterator for &'a Outputs {
    type Item = &'a Output;
    type IntoIter = std::slice::Iter<'a, Output>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for Outputs {
    type Item = Output;
    type IntoIter = smallvec::IntoIter<[Output; 1]>;
    /// The outputs by value (no allocation for the inline one).
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target;
    use proptest::prelude::*;

    /// However they are built (pushed one by one, collected, from a `Vec`), outputs keep the
    /// row's order, and read the same by reference and by value.
    #[test]
    fn outputs_keep_their_order_however_built() {
        let named = |name| Output { name, ty: ElemTy::U32, lanes: Lanes::splat(name.len() as u64), route: None };
        let names = ["ret", "ret.y", "pred"];
        for n in 0..=names.len() {
            let mut pushed = Outputs::none();
            for &name in &names[..n] {
                pushed.push(named(name));
            }
            let collected: Outputs = names[..n].iter().map(|&name| named(name)).collect();
            let from_vec = Outputs::from(names[..n].iter().map(|&name| named(name)).collect::<Vec<_>>());
            for outs in [pushed, collected, from_vec] {
                assert_eq!(outs.iter().map(|o| o.name).collect::<Vec<_>>(), names[..n]);
                assert!(outs.iter().all(|o| o.lanes.bits[63] == o.name.len() as u64));
                assert_eq!(outs.into_iter().map(|o| o.name).collect::<Vec<_>>(), names[..n]);
            }
        }
    }

    /// `Route::apply` written lane by lane with `Lanes::set`: the reference for the faster one.
    fn apply_reference(route: &Route, args: &[Arg]) -> Lanes {
        let mut out = Lanes::all_undef();
        for n in 0..route.wave {
            let v = match route.lanes[n as usize] {
                Origin::Lane { arg, lane } => args[arg as usize].get(lane as u32),
                Origin::Keep { arg, .. } => args[arg as usize].get(n),
                Origin::Zero(_) => Some(0),
                _ => None,
            };
            if let Some(v) = v {
                out.set(n, v);
            }
        }
        out
    }

    fn origin(kind: u8, arg: u8, lane: u8) -> Origin {
        match kind % 6 {
            0 => Origin::Lane { arg: arg % 2, lane: lane % 64 },
            1 => Origin::Keep { arg: arg % 2, reason: Reason::RowMasked },
            2 => Origin::Zero(Reason::OutOfRange),
            3 => Origin::Undef(Reason::InactiveSource),
            4 => Origin::Inactive,
            _ => Origin::Computed,
        }
    }

    /// The butterfly and shift patterns are recognised (else the proptest below would only
    /// exercise the per-lane gather).
    #[test]
    fn butterflies_and_shifts_have_their_shape() {
        let route = |f: &dyn Fn(usize) -> usize| {
            let mut r = Route::new(64);
            for n in 0..64 {
                r.lanes[n] = Origin::Lane { arg: 0, lane: f(n) as u8 };
            }
            r.plan().shape
        };
        assert_eq!(route(&|n| n ^ 5), Shape::Xor(5));
        assert_eq!(route(&|n| n ^ 32), Shape::Xor(32));
        assert_eq!(route(&|n| if n >= 3 { n - 3 } else { n }), Shape::Shift { off: -3, lo: 3, hi: 64 });
        assert_eq!(route(&|n| if n < 48 { n + 16 } else { n }), Shape::Shift { off: 16, lo: 0, hi: 48 });
        assert_eq!(route(&|n| 63 - n), Shape::Xor(63));
        assert_eq!(route(&|n| (n + 1) % 64), Shape::Any);
    }

    proptest! {
        #[test]
        fn apply_matches_reference(wide: bool, picks: [(u8, u8, u8); 64], vals: [u64; 64], undef: u64, imm: u64) {
            let mut route = Route::new(if wide { 64 } else { 32 });
            for (n, &(k, a, l)) in picks.iter().enumerate() {
                route.lanes[n] = origin(k, a, l);
            }
            let mut lanes = Lanes::from_slice(&vals);
            lanes.undef = undef;
            let args = [Arg::Lanes(lanes), Arg::Imm(imm)];
            prop_assert_eq!(route.apply(&args), apply_reference(&route, &args));
            prop_assert_eq!(route.plan().apply(&args), apply_reference(&route, &args));
        }

        /// A plan whose copies all read one per-lane operand (the gather fast path).
        #[test]
        fn plan_of_one_operand_matches_reference(wide: bool, picks: [(u8, u8); 64], vals: [u64; 64], undef: u64) {
            let mut route = Route::new(if wide { 64 } else { 32 });
            for (n, &(k, l)) in picks.iter().enumerate() {
                route.lanes[n] = match k % 5 {
                    0 | 1 => Origin::Lane { arg: 1, lane: l % 64 },
                    2 => Origin::Keep { arg: 1, reason: Reason::RowMasked },
                    3 => Origin::Zero(Reason::OutOfRange),
                    _ => Origin::Undef(Reason::InactiveSource),
                };
            }
            let mut lanes = Lanes::from_slice(&vals);
            lanes.undef = undef;
            let args = [Arg::Imm(7), Arg::Lanes(lanes)];
            prop_assert_eq!(route.plan().apply(&args), apply_reference(&route, &args));
        }

        /// The same where the undefined source lanes are ones no copy reads (a wave32 value's
        /// lanes 32–63): the plain-gather path.
        #[test]
        fn plan_reading_defined_lanes_matches_reference(picks: [(u8, u8); 64], vals: [u64; 64], undef: u64) {
            let mut route = Route::new(32);
            for (n, &(k, l)) in picks.iter().enumerate() {
                route.lanes[n] = match k % 4 {
                    0 | 1 => Origin::Lane { arg: 1, lane: l % 32 },
                    2 => Origin::Keep { arg: 1, reason: Reason::RowMasked },
                    _ => Origin::Zero(Reason::OutOfRange),
                };
            }
            let mut lanes = Lanes::from_slice(&vals);
            lanes.undef = undef << 32;
            let args = [Arg::Imm(7), Arg::Lanes(lanes)];
            prop_assert_eq!(route.plan().apply(&args), apply_reference(&route, &args));
        }

        /// Butterfly and shift routes (the gathers without a per-lane index), with holes: lanes
        /// that copy nothing, lanes that read an undefined source, wave32 and wave64.
        #[test]
        fn shaped_plans_match_reference(wide: bool, xor: bool, k in 0u8..64, off in -63i8..64, lo in 0u8..64, len in 0u8..65,
                                        holes: u64, zeros: u64, vals: [u64; 64], undef: u64) {
            let wave = if wide { 64u32 } else { 32 };
            let mut route = Route::new(wave);
            for n in 0..wave as usize {
                let src = if xor {
                    Some(n ^ (k as usize % wave as usize))
                } else if (lo as usize..lo as usize + len as usize).contains(&n) {
                    let s = n as isize + off as isize;
                    (0..wave as isize).contains(&s).then_some(s as usize)
                } else {
                    Some(n)
                };
                route.lanes[n] = match src {
                    _ if holes >> n & 1 != 0 => Origin::Undef(Reason::InactiveSource),
                    _ if zeros >> n & 1 != 0 => Origin::Zero(Reason::OutOfRange),
                    Some(s) if s == n => Origin::Keep { arg: 1, reason: Reason::RowMasked },
                    Some(s) => Origin::Lane { arg: 1, lane: s as u8 },
                    None => Origin::Zero(Reason::OutOfRange),
                };
            }
            for u in [0, undef] {
                let mut lanes = Lanes::from_slice(&vals);
                lanes.undef = u;
                let args = [Arg::Imm(7), Arg::Lanes(lanes)];
                prop_assert_eq!(route.plan().apply(&args), apply_reference(&route, &args));
            }
        }

        #[test]
        fn lanes_are_the_active_ones_in_order(exec: u64, wide: bool) {
            let wave = if wide { 64 } else { 32 };
            let ctx = SemCtx { target: target::lookup("gfx942").unwrap(), wave, exec, ty: crate::value::ElemTy::U32, policy: UndefPolicy::Strict };
            let want: Vec<u32> = (0..wave).filter(|&l| ctx.active(l)).collect();
            prop_assert_eq!(ctx.lanes().collect::<Vec<_>>(), want);
        }
    }
}
