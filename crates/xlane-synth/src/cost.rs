//! The per-target cost model: instructions (the cross-lane move, the combine, and the setup
//! a step needs, such as lane addresses) and latency classes in cycles.
//!
//! Sources (docs/synth.md, "Cost model", has the table):
//! * NVIDIA sm_90: SHFL and REDUX latencies measured on the H200 (BENCHMARKS.md,
//!   "Synthesised warp collectives vs CUB"); integer ALU 4 cycles (Luo et al. 2024,
//!   "Benchmarking and Dissecting the Nvidia Hopper GPU Architecture").
//! * AMD: a DPP move folds into the VALU op that reads it (LLVM GCNDPPCombine.cpp), so a
//!   DPP16 combine is one VALU instruction; a VALU instruction takes 4 cycles per wave64 on a
//!   SIMD16 (GPUOpen "AMD GCN Assembly: Cross-Lane Operations"; CLRX GcnTimings); GFX9 needs
//!   two wait states between a VALU write and a DPP read of the same VGPR (`s_nop 1` in
//!   llc-22 output); ds_swizzle/ds_(b)permute go through the LDS crossbar (same GPUOpen
//!   article): the 64-cycle LDS class is an estimate that only orders them after VALU moves.

use std::cmp::Ordering;
use std::ops::Add;
use xlane_core::registry::{AmdInsn, Builtin, Insn, PtxInsn};
use xlane_core::Target;

/// What a sequence costs. Ordered by total instructions, then cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cost {
    /// Cross-lane and combine instructions (what the baselines count).
    pub insts: u32,
    /// Setup instructions: lane ids, addresses, selectors that are not inline constants.
    pub setup: u32,
    /// Sum of the latency classes along the dependent chain.
    pub cycles: u32,
}

/// What the search minimises (`xlane synth --objective`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Objective {
    /// Total instructions (setup included), cycles breaking ties; a group reduction whose
    /// member mask differs between lanes is no candidate (measured far slower than its one
    /// instruction suggests: see [`cycles::NV_REDUX_SPLIT`]). The default.
    #[default]
    Instructions,
    /// Cycles by the cost model, instructions breaking ties; split group reductions are
    /// candidates at their measured latency.
    Cycles,
}

impl Objective {
    pub fn parse(s: &str) -> Option<Objective> {
        match s {
            "instructions" => Some(Objective::Instructions),
            "cycles" => Some(Objective::Cycles),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Objective::Instructions => "instructions",
            Objective::Cycles => "cycles",
        }
    }
}

thread_local! {
    static OBJECTIVE: std::cell::Cell<Objective> = const { std::cell::Cell::new(Objective::Instructions) };
}

/// Run `f` (a search) with `o` as the objective of this thread's cost comparisons.
pub fn with_objective<R>(o: Objective, f: impl FnOnce() -> R) -> R {
    let before = OBJECTIVE.with(|c| c.replace(o));
    let r = f();
    OBJECTIVE.with(|c| c.set(before));
    r
}

/// The objective of the search running on this thread.
pub fn objective() -> Objective {
    OBJECTIVE.with(|c| c.get())
}

impl Cost {
    pub const ZERO: Cost = Cost { insts: 0, setup: 0, cycles: 0 };
    pub fn total(&self) -> u32 {
        self.insts + self.setup
    }
    /// The quantity the search minimises: [`Cost::total`], or the cycles.
    pub fn primary(&self) -> u32 {
        match objective() {
            Objective::Instructions => self.total(),
            Objective::Cycles => self.cycles,
        }
    }
    fn key(&self) -> (u32, u32, u32) {
        match objective() {
            Objective::Instructions => (self.total(), self.cycles, self.insts),
            Objective::Cycles => (self.cycles, self.total(), self.insts),
        }
    }
    pub fn times(self, k: u32) -> Cost {
        Cost { insts: self.insts * k, setup: self.setup * k, cycles: self.cycles * k }
    }
}

impl Ord for Cost {
    fn cmp(&self, o: &Cost) -> Ordering {
        self.key().cmp(&o.key())
    }
}
impl PartialOrd for Cost {
    fn partial_cmp(&self, o: &Cost) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        Cost { insts: self.insts + o.insts, setup: self.setup + o.setup, cycles: self.cycles + o.cycles }
    }
}

/// Latency classes, in cycles.
pub mod cycles {
    /// AMD VALU (DPP16 moves and folded combines, dpp8, permlanes, readlane): one pass of a
    /// dependent VALU chain (CDNA3 ISA §4; 4 cycles for a wave64 on a SIMD16).
    pub const AMD_VALU: u32 = 4;
    /// GFX9: 2 wait states between a VALU write and a DPP read of that VGPR (s_nop 1).
    pub const AMD_DPP_HAZARD_GFX9: u32 = 2;
    /// ds_swizzle / ds_permute / ds_bpermute: LDS latency class. An estimate: no AMD document
    /// gives this latency (docs/synth.md, "The LDS figure"); cycles only break ties between
    /// sequences of equal instruction count, so it never changes a count.
    pub const AMD_LDS: u32 = 64;
    /// NVIDIA SHFL, measured on the H200 (BENCHMARKS.md).
    pub const NV_SHFL: u32 = 24;
    /// NVIDIA REDUX, measured on the H200 (BENCHMARKS.md).
    pub const NV_REDUX: u32 = 44;
    /// NVIDIA integer ALU (IADD3, IMNMX, LOP3): Luo et al. 2024.
    pub const NV_ALU: u32 = 4;
    /// NVIDIA REDUX whose member mask differs between lanes, by the number of groups it
    /// splits the warp into: measured on the H200 per call, 232.7 cycles for two 16-lane groups
    /// and 447.7 for four 8-lane groups, against 47.5 for the whole warp (BENCHMARKS.md,
    /// "A first run of the same harness"; docs/synth.md, Cost model). Narrower groups were
    /// not measured.
    pub const NV_REDUX_SPLIT: &[(u32, u32, &str)] = &[(2, 233, "232.7"), (4, 448, "447.7")];
}

/// The class of a registry row, read from the instruction the row lowers to: an AMD row's
/// selection (through the intrinsic a clang builtin calls), an NVIDIA row's PTX instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// DPP16 move: folds into the VALU combine that reads it.
    Dpp16,
    /// Another VALU cross-lane instruction (dpp8, permlane, readlane).
    Valu,
    /// An LDS-crossbar instruction (ds_swizzle, ds_permute, ds_bpermute).
    Lds,
    Shfl,
    Redux,
}

/// `None` for a row that is no move the search builds with (header expansions and
/// `set.inactive` among them; the search takes clang builtins only).
pub fn class_of(row: &Builtin) -> Option<Class> {
    use AmdInsn as A;
    Some(match row.lower.insn {
        Insn::Ptx(PtxInsn::ShflSync(_) | PtxInsn::Shfl(_)) => Class::Shfl,
        Insn::Ptx(PtxInsn::ReduxSync(_)) => Class::Redux,
        Insn::Ptx(_) => return None,
        _ => match row.amd_selection()? {
            A::Dpp16 => Class::Dpp16,
            A::DsSwizzle | A::DsPermute(_) | A::WaveShuffle => Class::Lds,
            A::Dpp8
            | A::Permlane16(_)
            | A::Permlane16Var(_)
            | A::Permlane64
            | A::PermlaneSwap(_)
            | A::PermlaneSel(_)
            | A::ReadFirstLane
            | A::ReadLane
            | A::WriteLane
            | A::Mbcnt { .. }
            | A::Ballot => Class::Valu,
            // set.inactive's v_cndmask runs with the whole wave: not a move the search builds with
            A::InverseBallot | A::WaveBarrier | A::WaveId | A::GetWaveIdInWorkgroup | A::WholeWave(_) | A::Sequence => return None,
        },
    })
}

/// The cost of one move instruction of `class` on `t` (the data is `words` 32-bit words).
pub fn move_cost(t: &Target, class: Class, words: u32) -> Cost {
    let c = match class {
        Class::Dpp16 => cycles::AMD_VALU + gfx9_hazard(t),
        Class::Valu => cycles::AMD_VALU,
        Class::Lds => cycles::AMD_LDS,
        Class::Shfl => cycles::NV_SHFL,
        Class::Redux => cycles::NV_REDUX,
    };
    Cost { insts: words, setup: 0, cycles: c }
}

/// The combine instruction itself (`words` halves for 64-bit data: add/addc, two compares…).
pub fn combine_cost(t: &Target, words: u32) -> Cost {
    let c = if t.is_amd() { cycles::AMD_VALU } else { cycles::NV_ALU };
    Cost { insts: words, setup: 0, cycles: c }
}

fn gfx9_hazard(t: &Target) -> u32 {
    if t.amd_gen == Some(xlane_core::target::AmdGen::Gfx9) {
        cycles::AMD_DPP_HAZARD_GFX9
    } else {
        0
    }
}
