//! The compiled tier: runs of plain ops ([`plain`]) compiled with Cranelift into native loops
//! over the wave's lanes ([`emit`]), once per launch. The interpreter stays the reference:
//! the driver executes a compiled run as one fused step where the run's lanes allow it, and
//! works out the undefined lanes with the interpreter's own rules afterwards
//! (`exec::compiled`); control flow, memory, cross-lane calls and barriers are never compiled.
//! Whatever Cranelift cannot compile on this machine runs in the interpreter.

#[cfg(feature = "jit")]
mod emit;
#[cfg(feature = "jit")]
mod live;
#[cfg(feature = "jit")]
mod looped;
#[cfg(feature = "jit")]
mod narrow;
#[cfg(feature = "jit")]
mod native;
mod plain;
// the loop analysis; without the code generator only its `Looping` type is named
#[cfg_attr(not(feature = "jit"), allow(dead_code))]
mod tail;
#[cfg(feature = "jit")]
mod wavewide;

pub use plain::{runs, Found, Plain};
pub use tail::Looping;

use crate::front::program::{DInst, Edge, Slot};

/// Which engine runs a launch's plain ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Tier {
    /// The interpreter only (the reference).
    Interp,
    /// Runs of plain ops compiled to native code, the rest interpreted.
    #[default]
    Jit,
}

impl Tier {
    pub const NAMES: [&'static str; 2] = ["interp", "jit"];

    pub fn name(self) -> &'static str {
        match self {
            Tier::Interp => "interp",
            Tier::Jit => "jit",
        }
    }

    pub fn from_name(s: &str) -> Option<Tier> {
        match s {
            "interp" => Some(Tier::Interp),
            "jit" => Some(Tier::Jit),
            _ => None,
        }
    }
}

/// Compiled code: `fn(vals, bytes, max passes, scratch, routes) -> passes made` (see [`emit`]).
type RunFn = unsafe extern "C" fn(*mut u64, u64, u64, *mut u64, *const u8) -> u64;

/// A route as compiled code reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(C)]
pub struct RouteTable {
    /// Per lane, its source lane's byte offset in a slot (the lane times 8).
    pub src: [u64; crate::tiers::lanewise::L],
    /// `k * 8` when every executing lane `n` reads lane `n ^ k` (a butterfly), else
    /// [`RouteTable::NOT_XOR`]: compiled code then gathers by `n ^ k` without reading `src`
    /// (one loop over the lane pairs chosen before it, `emit`).
    pub xor: u64,
    /// Per lane pair `n, n + 1` (`n` even), at index `n`: its sources' class and offset, so
    /// that compiled code reads one word and branches once per pair: `8s` when the pair reads
    /// lanes `s, s + 1` (in order), `8s | SWAPPED` when it reads `s + 1, s`, else `APART`
    /// (each lane through `src`). Odd indices are unused.
    pub pairs: [u64; crate::tiers::lanewise::L],
}

impl RouteTable {
    pub const NOT_XOR: u64 = u64::MAX;
    pub const SWAPPED: u64 = 1;
    pub const APART: u64 = 2;
    /// Where `pairs` starts in a table, in bytes.
    pub const PAIRS_AT: usize = std::mem::offset_of!(RouteTable, pairs);
    /// No route worked out yet (every pair apart, lane 0's source everywhere).
    pub const EMPTY: RouteTable = RouteTable { src: [0; crate::tiers::lanewise::L], xor: RouteTable::NOT_XOR, pairs: [RouteTable::APART; crate::tiers::lanewise::L] };
    /// Its size in bytes, as compiled code steps from one table to the next.
    pub const BYTES: usize = std::mem::size_of::<RouteTable>();

    /// The table of the source lanes `src` (each within `lanes`) for the lanes `lanes`.
    pub fn of(src: &[u8; crate::tiers::lanewise::L], lanes: u64) -> RouteTable {
        const L: usize = crate::tiers::lanewise::L;
        let mut t = RouteTable::EMPTY;
        for (o, &l) in t.src.iter_mut().zip(src) {
            *o = l as u64 * 8;
        }
        for n in (0..L).step_by(2) {
            let (a, b) = (src[n] as u64, src[n + 1] as u64);
            t.pairs[n] = if b == a + 1 && b < L as u64 {
                a * 8
            } else if a == b + 1 && a < L as u64 {
                (b * 8) | RouteTable::SWAPPED
            } else {
                RouteTable::APART
            };
        }
        let first = lanes.trailing_zeros() as usize;
        if let Some(&s) = src.get(first) {
            let k = s as usize ^ first;
            if (0..crate::tiers::lanewise::L).filter(|&n| lanes >> n & 1 != 0).all(|n| src[n] as usize == n ^ k) {
                t.xor = k as u64 * 8;
            }
        }
        t
    }
}

/// A function's decoded code, as the compiler reads it.
#[derive(Clone, Copy)]
pub struct FuncCode<'a> {
    pub code: &'a [DInst],
    pub edges: &'a [Edge],
    /// First op of each block.
    pub block_start: &'a [u32],
}

/// One compiled run: the ops `start..start + len`, and its code.
pub struct Run {
    pub start: u32,
    /// The ops the run stands for (its steps): the compiled ones and the holes.
    pub len: u32,
    /// The compiled ops, in program order.
    pub ops: Vec<Plain>,
    /// The kept ops inside the run, which the code skips ([`plain::runs`]): the runner takes
    /// the run only where each holds its result, and skips them all.
    pub holes: Vec<u32>,
    /// The slots the holes write, which count as written when the run is taken.
    pub hole_dsts: Vec<Slot>,
    /// One more than the highest slot the run touches.
    pub nslots: u32,
    /// Per compiled op, what the runner needs for its undefined lanes, in program order.
    pub und: Vec<UndStep>,
    /// The run is a self-loop block whose loop the code can go round ([`tail`]).
    pub looping: Option<Looping>,
    /// The ops that are routes ([`Plain::Route`]), in order: the runner works out each one's
    /// table when the run starts.
    pub route_pcs: Vec<u32>,
    /// The code does four lanes at a time: it runs only for a multiple of four lanes.
    pub quad: bool,
    /// A loop whose code stores only the results read after it and those the undefined-lane
    /// rules can read when every input of the loop is defined: the runner takes it only then.
    pub lean: bool,
    /// The slots the run reads from before it (its holes' results too, not constants). For a
    /// run with routes all must be defined in the executing lanes (a route must never gather
    /// an undefined lane, see `compile`).
    pub inputs: Vec<Slot>,
    /// No op of the run can make poison and it has no loop: where every input is defined,
    /// every result is (the runner then skips the undefined-lane rules).
    pub clean: bool,
    f: RunFn,
}

impl Run {
    /// Run the ops for lanes `0..lanes` of the register file at `vals`: one pass, or for a
    /// run with a loop up to `max` passes of it (at least one); the passes made. `scratch`
    /// has room for [`Run::scratch_words`].
    ///
    /// # Safety
    /// `vals` points at a register file of at least `self.nslots` slots of 64 lanes, that
    /// nothing else accesses during the call, and `lanes` is even, from 2 to 64.
    pub unsafe fn call(&self, vals: *mut u64, lanes: u32, max: u64, scratch: &mut [u64], routes: &[RouteTable]) -> u64 {
        debug_assert!((2..=64).contains(&lanes) && lanes.is_multiple_of(2));
        assert!(!self.quad || lanes.is_multiple_of(4), "four lanes at a time");
        assert!(scratch.len() >= self.scratch_words(), "scratch too small for the run");
        assert_eq!(routes.len(), self.route_pcs.len(), "one table per route of the run");
        // (the code masks each offset into the slot: a wrong table gives wrong lanes, never a
        // read outside the file)
        debug_assert!(routes.iter().flat_map(|t| t.src).all(|o| o % 8 == 0 && o / 8 < lanes as u64), "a route reads a lane the run does not cover");
        // SAFETY: the caller's promise and the scratch and tables checked above are what the
        // compiled code needs (`emit`, `looped`, `wavewide`).
        unsafe { (self.f)(vals, lanes as u64 * 8, max.max(1), scratch.as_mut_ptr(), routes.as_ptr().cast()) }
    }

    /// The words of scratch space the run's loop saves its phis in (64 lanes per phi).
    pub fn scratch_words(&self) -> usize {
        self.looping.as_ref().map_or(0, |l| l.copy_dsts.len() * crate::tiers::lanewise::L)
    }
}

/// One op of a run as the runner's undefined-lane pass sees it.
#[derive(Debug, Clone, Copy)]
pub struct UndStep {
    pub dst: Slot,
    /// The operands (the first `nsrcs`).
    pub srcs: [Slot; 3],
    pub nsrcs: u8,
    /// Whether the op can make a lane undefined from defined operands (a poison flag, a shift
    /// by an amount that is not a constant below the width). An op that cannot, with every
    /// operand defined, has a defined result.
    pub may_poison: bool,
    /// The op's index in its function.
    pub pc: u32,
}

/// The compiled runs of a program's functions, by function and first op.
#[derive(Default)]
pub struct Compiled {
    runs: Vec<Vec<Option<Run>>>,
    #[cfg(feature = "jit")]
    _code: Option<native::Code>,
}

/// The shortest run worth compiling. A compiled op moves two lanes per vector instruction
/// (Cranelift's x86-64 vectors are 128 bits) where the interpreter's AVX2 lane kernels move
/// four, so compiled code wins by the per-op dispatch it saves and the stores it drops; below
/// about six ops that no longer pays for compiling, and shorter runs take the fast lane
/// (BENCHMARKS.md, "Compiled tier").
pub const MIN_RUN: usize = 6;

impl Compiled {
    /// No compiled code: everything is interpreted.
    pub fn none() -> Compiled {
        Compiled::default()
    }

    /// Compile the runs of `min_len` ops or more of every function (given by its code).
    /// `konst(func, slot)` gives the value of a slot that holds one defined constant in every
    /// lane. `left_out(func, op)`: an op no run may take (one whose result the runner keeps
    /// from wave to wave, `exec::reuse`). On a machine or an op Cranelift cannot handle, the
    /// runs it could not compile are left to the interpreter.
    pub fn compile(funcs: &[FuncCode], min_len: usize, konst: &dyn Fn(usize, Slot) -> Option<u64>, left_out: &dyn Fn(usize, usize) -> bool) -> Compiled {
        #[cfg(feature = "jit")]
        return native::compile(funcs, min_len, konst, left_out);
        #[cfg(not(feature = "jit"))]
        {
            let _ = (funcs, min_len, konst, left_out);
            Compiled::none()
        }
    }

    /// The run starting at op `pc` of function `func`, if one was compiled.
    #[inline(always)]
    pub fn at(&self, func: u32, pc: u32) -> Option<&Run> {
        self.runs.get(func as usize)?.get(pc as usize)?.as_ref()
    }

    /// The compiled runs of function `func`, by first op (empty when none).
    #[inline(always)]
    pub fn of(&self, func: u32) -> &[Option<Run>] {
        self.runs.get(func as usize).map_or(&[], |r| r.as_slice())
    }

    /// How many runs were compiled.
    pub fn len(&self) -> usize {
        self.runs.iter().flatten().flatten().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::RouteTable;

    /// The source lanes `f(n)` of every lane.
    fn src(f: impl Fn(usize) -> usize) -> [u8; 64] {
        std::array::from_fn(|n| f(n) as u8)
    }

    #[test]
    fn a_table_names_its_butterfly_and_nothing_else() {
        for k in [0, 1, 5, 32, 63] {
            let t = RouteTable::of(&src(|n| n ^ k), u64::MAX);
            assert_eq!(t.xor, k as u64 * 8, "n ^ {k}");
            assert_eq!(t.src[3], ((3 ^ k) * 8) as u64);
        }
        // a rotation, and a butterfly broken in one lane
        assert_eq!(RouteTable::of(&src(|n| (n + 1) % 64), u64::MAX).xor, RouteTable::NOT_XOR);
        assert_eq!(RouteTable::of(&src(|n| if n == 40 { 40 } else { n ^ 2 }), u64::MAX).xor, RouteTable::NOT_XOR);
        // only the executing lanes count: lanes 0..32 of `n ^ 1`, the others anything
        assert_eq!(RouteTable::of(&src(|n| if n < 32 { n ^ 1 } else { 0 }), u32::MAX as u64).xor, 8);
        // lanes 8..16 of `n ^ 3`: its first lane is 8
        assert_eq!(RouteTable::of(&src(|n| if (8..16).contains(&n) { n ^ 3 } else { n }), 0xff00).xor, 24);
    }

    #[test]
    fn each_lane_pair_is_classed_by_its_sources() {
        // lanes 0..16 read n ^ 1 (swapped pairs), the others (n + 3) mod 64: in order from an
        // odd lane, but lanes 60, 61 read 63, 0 and lanes 62, 63 read 1, 2
        let t = RouteTable::of(&src(|n| if n < 16 { n ^ 1 } else { (n + 3) % 64 }), u64::MAX);
        assert_eq!(t.pairs[0], RouteTable::SWAPPED);
        assert_eq!(t.pairs[14], (14 * 8) | RouteTable::SWAPPED);
        assert_eq!(t.pairs[16], 19 * 8);
        assert_eq!(t.pairs[58], 61 * 8);
        assert_eq!(t.pairs[60], RouteTable::APART);
        assert_eq!(t.pairs[62], 8);
        // a pair reading one lane twice
        assert_eq!(RouteTable::of(&src(|_| 5), u64::MAX).pairs[10], RouteTable::APART);
    }
}
