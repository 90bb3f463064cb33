//! How a row lowers, as typed data: the intrinsic and its operands, the header expansion, the
//! instruction the back end selects, and which lanes the call runs on. `xlane-lower` and the
//! runner match these enums exhaustively, so a row whose lowering they do not know does not
//! compile.

use super::ptx::PtxInsn;

/// How a call lowers. The lowering layer (`xlane-lower`) reads these and nothing else.
#[derive(Debug, Clone, Copy)]
pub struct Lower {
    /// The LLVM intrinsic base name the call becomes (`llvm.amdgcn.update.dpp`), or "" when the
    /// call expands into several (see `expansion`) or emits nothing.
    pub intrinsic: &'static str,
    /// Intrinsic operands in order, each the index of a builtin parameter, or
    /// [`Operand::Poison`]/[`Operand::Const`] for operands the builtin does not pass.
    pub operands: &'static [Operand],
    /// Header expansion (HIP/CUDA wrapper functions), implemented in xlane-lower.
    pub expansion: Option<Expansion>,
    /// The machine instruction: for AMDGPU intrinsic rows and NVIDIA rows the selection rule
    /// xlane-lower applies; elsewhere the mnemonic for docs.
    pub insn: Insn,
    /// NVIDIA: the PTX ISA versions (×10, inclusive) the emitted instruction exists in, e.g.
    /// `(60, 90)` for `shfl.sync`, `(30, 63)` for legacy `shfl` on sm_70+. `None`: no PTX gate.
    pub ptx: Option<(u32, u32)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operand {
    Param(u8),
    Poison,
    Const(i64),
}

impl Lower {
    pub const NONE: Lower = Lower { intrinsic: "", operands: &[], expansion: None, insn: Insn::None, ptx: None };
    /// Lower to one intrinsic call with the given operands.
    pub const fn intrinsic(name: &'static str, operands: &'static [Operand]) -> Lower {
        Lower { intrinsic: name, operands, expansion: None, insn: Insn::None, ptx: None }
    }
    /// An NVIDIA row: one NVVM intrinsic call and the PTX instruction llc selects for it; the
    /// PTX ISA versions are the instruction's.
    pub const fn nvvm(name: &'static str, operands: &'static [Operand], insn: PtxInsn) -> Lower {
        Lower { intrinsic: name, operands, expansion: None, insn: Insn::Ptx(insn), ptx: Some(insn.ptx()) }
    }
    /// Lower through a header expansion.
    pub const fn expansion(e: Expansion) -> Lower {
        Lower { intrinsic: "", operands: &[], expansion: Some(e), insn: Insn::None, ptx: None }
    }
    /// Name the machine instruction mnemonic (docs).
    pub const fn insn(mut self, insn: &'static str) -> Lower {
        self.insn = if insn.is_empty() { Insn::None } else { Insn::Text(insn) };
        self
    }
    /// Give the AMDGPU instruction selection rule of an intrinsic row.
    pub const fn select(mut self, insn: AmdInsn) -> Lower {
        self.insn = Insn::Amd(insn);
        self
    }
    /// Add a header expansion to an intrinsic lowering (the intrinsic is what the expansion
    /// calls; e.g. CUDA's `__shfl_sync` computes `c` from `width`, then calls it).
    pub const fn via(mut self, e: Expansion) -> Lower {
        self.expansion = Some(e);
        self
    }
    /// Set the PTX ISA version range (×10, inclusive) the instruction needs.
    pub const fn ptx(mut self, min: u32, max: u32) -> Lower {
        self.ptx = Some((min, max));
        self
    }
}

/// The machine instruction of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Insn {
    /// No instruction named (the call emits none, or the row says nothing).
    None,
    /// A mnemonic for docs: rows that lower through another row (AMD clang builtins and
    /// header functions, whose selection is the intrinsic row's) or through a header expansion
    /// alone.
    Text(&'static str),
    /// An AMDGPU intrinsic row: the rule xlane-lower's instruction selection applies.
    Amd(AmdInsn),
    /// An NVIDIA row with an intrinsic: the PTX instruction xlane-lower's selection emits.
    Ptx(PtxInsn),
}

impl Insn {
    /// The mnemonic shown in docs and `xlane avail` ("" when none).
    pub const fn text(self) -> &'static str {
        match self {
            Insn::None => "",
            Insn::Text(t) => t,
            Insn::Amd(a) => a.mnemonic(),
            Insn::Ptx(p) => p.mnemonic(),
        }
    }
}

/// How llc-22 selects an AMDGPU intrinsic; the string is the mnemonic it prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmdInsn {
    /// `v_mov_b32_dpp` with DPP16 controls (64-bit values: `v_mov_b64_dpp` or two halves).
    Dpp16,
    /// `v_mov_b32_dpp` with a DPP8 selector.
    Dpp8,
    /// `ds_swizzle_b32` with the pattern in its offset.
    DsSwizzle,
    /// `ds_permute_b32`/`ds_bpermute_b32`/`ds_bpermute_fi_b32 vdst, addr, data`.
    DsPermute(Permute),
    /// `v_permlane16_b32`/`v_permlanex16_b32 vdst, src, lanesel_lo, lanesel_hi` (VOP3).
    Permlane16(&'static str),
    /// `v_permlane16_var_b32`/`v_permlanex16_var_b32 vdst, src, lanesel`.
    Permlane16Var(&'static str),
    /// `v_permlane64_b32 vdst, src`.
    Permlane64,
    /// `v_permlane16_swap_b32`/`v_permlane32_swap_b32` (`_e32`, or `_e64` with fi/bound_ctrl).
    PermlaneSwap(&'static str),
    ReadFirstLane,
    ReadLane,
    WriteLane,
    /// The VOPC compare writing the lane mask.
    Ballot,
    /// The mask moved into vcc, read by `v_cndmask_b32`.
    InverseBallot,
    /// `v_mbcnt_lo_u32_b32`/`v_mbcnt_hi_u32_b32`: counts the mask's bits below the lane in
    /// lanes 0–31 (`hi`: in the high half, lanes 32–63).
    Mbcnt {
        hi: bool,
    },
    /// A scheduling barrier: no instruction.
    WaveBarrier,
    /// `s_bfe_u32` of the wave id field of ttmp8.
    WaveId,
    /// `s_get_waveid_in_workgroup` (GFX10.1).
    GetWaveIdInWorkgroup,
    /// `v_lshlrev_b32 2` of the index, then `ds_bpermute_b32`.
    WaveShuffle,
    /// The GFX12.5 permutes `vdst, vsrc, ssrc0[, ssrc1]`: selectors in SGPRs
    /// (`v_readfirstlane_b32` of a non-uniform one).
    PermlaneSel(&'static str),
    /// Whole-wave/quad markers and `set.inactive`: no instruction of their own (llc brackets
    /// the region with exec saves); the string is what the docs name.
    WholeWave(&'static str),
    /// A sequence llc builds (a loop or a DPP ladder) that xlane-lower does not select;
    /// `--emit llvm` shows the call.
    Sequence,
}

impl AmdInsn {
    pub const fn mnemonic(self) -> &'static str {
        match self {
            AmdInsn::Dpp16 => "v_mov_b32_dpp",
            AmdInsn::Dpp8 => "v_mov_b32_dpp (dpp8)",
            AmdInsn::DsSwizzle => "ds_swizzle_b32",
            AmdInsn::DsPermute(Permute::Push) => "ds_permute_b32",
            AmdInsn::DsPermute(Permute::Pull) => "ds_bpermute_b32",
            AmdInsn::DsPermute(Permute::PullInactive) => "ds_bpermute_fi_b32",
            AmdInsn::Mbcnt { hi: false } => "v_mbcnt_lo_u32_b32",
            AmdInsn::Mbcnt { hi: true } => "v_mbcnt_hi_u32_b32",
            AmdInsn::PermlaneSel(m) | AmdInsn::Permlane16(m) | AmdInsn::Permlane16Var(m) | AmdInsn::PermlaneSwap(m) | AmdInsn::WholeWave(m) => m,
            AmdInsn::Permlane64 => "v_permlane64_b32",
            AmdInsn::ReadFirstLane => "v_readfirstlane_b32",
            AmdInsn::ReadLane => "v_readlane_b32",
            AmdInsn::WriteLane => "v_writelane_b32",
            AmdInsn::Ballot => "v_cmp_ne_u32_e64",
            AmdInsn::InverseBallot => "v_cndmask_b32_e64",
            AmdInsn::WaveBarrier | AmdInsn::Sequence => "",
            AmdInsn::WaveId => "s_bfe_u32 (ttmp8[29:25])",
            AmdInsn::GetWaveIdInWorkgroup => "s_get_waveid_in_workgroup",
            AmdInsn::WaveShuffle => "ds_bpermute_b32",
        }
    }
}

/// The LDS-crossbar permutes (`ds_permute_b32` family).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permute {
    /// `ds_permute_b32`: each lane writes its data to the lane its address names.
    Push,
    /// `ds_bpermute_b32`: each lane reads the lane its address names.
    Pull,
    /// `ds_bpermute_fi_b32`: a pull that also reads inactive lanes (GFX12).
    PullInactive,
}

/// Which lanes a call runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exec {
    /// The active lanes (exec): it reads and writes those.
    Active,
    /// `set.inactive`: reads which lanes are inactive from the normal exec mask and writes
    /// every lane of the wave; a whole-wave region's backward slice stops at it
    /// (IntrinsicsAMDGPU.td; SIWholeQuadMode).
    DefinesInactive,
    /// A whole-wave marker (`wwm`, `strict.wwm`): the identity on the active lanes; the
    /// computation its operand depends on runs in every lane of the wave (SIWholeQuadMode,
    /// `crate::wwm`).
    EndsWholeWave,
    /// A whole-quad marker (`wqm`, `strict.wqm`, `softwqm`): likewise, in every lane of each
    /// quad that has an active lane.
    EndsWholeQuad,
}

impl Exec {
    /// The lanes a call reads (its site's exec mask) and writes, given the normal exec mask,
    /// the op's (possibly widened, `crate::wwm`) one and the whole wave. `set.inactive` reads
    /// which lanes are inactive from the normal mask and writes every lane. The kernel runner
    /// and `eval` both ask here.
    pub fn lanes(self, normal: u64, widened: u64, full: u64) -> (u64, u64) {
        match self {
            Exec::DefinesInactive => (normal, full),
            Exec::Active | Exec::EndsWholeWave | Exec::EndsWholeQuad => (widened, widened),
        }
    }

    /// The mode a marker row asks for the computation feeding it (`None`: not a marker).
    pub fn region(self) -> Option<crate::wwm::Mode> {
        match self {
            Exec::EndsWholeWave => Some(crate::wwm::Mode::Wwm),
            Exec::EndsWholeQuad => Some(crate::wwm::Mode::Wqm),
            Exec::Active | Exec::DefinesInactive => None,
        }
    }
}

/// A header function expanded into the intrinsic sequence clang-22 emits for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expansion {
    HipLaneId,
    HipShfl,
    HipShflUp,
    HipShflDown,
    HipShflXor,
    HipShflSync,
    HipShflUpSync,
    HipShflDownSync,
    HipShflXorSync,
    HipBallot,
    HipBallotSync,
    HipActivemask,
    HipAny,
    HipAll,
    HipAnySync,
    HipAllSync,
    CudaShflSync,
    CudaShflUpSync,
    CudaShfl,
    CudaShflUp,
    CudaVote,
    CudaMatch,
    CudaReduce,
    CudaReduceMinmax,
    BitcastV32i1,
    CudaPipelineMemcpyAsync,
}

impl Expansion {
    pub const ALL: &'static [Expansion] = &[
        Expansion::HipLaneId,
        Expansion::HipShfl,
        Expansion::HipShflUp,
        Expansion::HipShflDown,
        Expansion::HipShflXor,
        Expansion::HipShflSync,
        Expansion::HipShflUpSync,
        Expansion::HipShflDownSync,
        Expansion::HipShflXorSync,
        Expansion::HipBallot,
        Expansion::HipBallotSync,
        Expansion::HipActivemask,
        Expansion::HipAny,
        Expansion::HipAll,
        Expansion::HipAnySync,
        Expansion::HipAllSync,
        Expansion::CudaShflSync,
        Expansion::CudaShflUpSync,
        Expansion::CudaShfl,
        Expansion::CudaShflUp,
        Expansion::CudaVote,
        Expansion::CudaMatch,
        Expansion::CudaReduce,
        Expansion::CudaReduceMinmax,
        Expansion::BitcastV32i1,
        Expansion::CudaPipelineMemcpyAsync,
    ];

    /// The name docs and `xlane avail` print.
    pub const fn name(self) -> &'static str {
        self.entry().0
    }

    /// What the expansion does.
    pub const fn describe(self) -> &'static str {
        self.entry().1
    }

    const fn entry(self) -> (&'static str, &'static str) {
        match self {
            Expansion::HipLaneId => ("hip_lane_id", "HIP __lane_id(): mbcnt_lo(~0, 0), then mbcnt_hi(~0, ·) in wave64"),
            Expansion::HipShfl => ("hip_shfl", "HIP __shfl: index (src_lane & (width-1)) + (lane_id & ~(width-1)), one ds_bpermute per 32-bit word"),
            Expansion::HipShflUp => ("hip_shfl_up", "HIP __shfl_up: index lane_id - delta unless below the partition, one ds_bpermute per word"),
            Expansion::HipShflDown => ("hip_shfl_down", "HIP __shfl_down: index lane_id + delta unless past the partition, one ds_bpermute per word"),
            Expansion::HipShflXor => ("hip_shfl_xor", "HIP __shfl_xor: index lane_id ^ mask unless past the partition, one ds_bpermute per word"),
            Expansion::HipShflSync => ("hip_shfl_sync", "HIP __shfl_sync: the mask is checked by assertions only, then __shfl"),
            Expansion::HipShflUpSync => ("hip_shfl_up_sync", "HIP __shfl_up_sync: assertions on the mask, then __shfl_up"),
            Expansion::HipShflDownSync => ("hip_shfl_down_sync", "HIP __shfl_down_sync: assertions on the mask, then __shfl_down"),
            Expansion::HipShflXorSync => ("hip_shfl_xor_sync", "HIP __shfl_xor_sync: assertions on the mask, then __shfl_xor"),
            Expansion::HipBallot => ("hip_ballot", "HIP __ballot: ballot.i64(pred != 0)"),
            Expansion::HipBallotSync => ("hip_ballot_sync", "HIP __ballot_sync: ballot.i64(pred != 0) & mask"),
            Expansion::HipActivemask => ("hip_activemask", "HIP __activemask: ballot.i64(true)"),
            Expansion::HipAny => ("hip_any", "HIP __any: ballot.i64(pred != 0) != 0"),
            Expansion::HipAll => ("hip_all", "HIP __all: ballot.i64(pred != 0) == ballot.i64(true)"),
            Expansion::HipAnySync => ("hip_any_sync", "HIP __any_sync: (ballot.i64(pred != 0) & mask) != 0"),
            Expansion::HipAllSync => ("hip_all_sync", "HIP __all_sync: (ballot.i64(pred != 0) & mask) == mask"),
            Expansion::CudaShflSync => ("cuda_shfl_sync", "CUDA __shfl/_down/_xor_sync(mask, var, b, width): operand 3 becomes c = ((32 - width) << 8) | 0x1f. 32-bit T: one call (float: the .f32 intrinsic in clang, __float_as_int + .i32 in CUDA 13). 64-bit T: split into lo/hi i32 and shuffle both with the same mask/b/c (CUDA 13 headers shuffle hi first, clang's header lo first). __half/__nv_bfloat16: shuffle (h << 16) | h, keep the low half. __half2/__nv_bfloat162: one i32 shuffle"),
            Expansion::CudaShflUpSync => ("cuda_shfl_up_sync", "as cuda_shfl_sync, but c = (32 - width) << 8 (clamp 0: up reads lanes >= maxLane)"),
            Expansion::CudaShfl => ("cuda_shfl", "legacy __shfl/_down/_xor(var, b, width): as cuda_shfl_sync without the mask operand (llvm.nvvm.shfl.*); needs PTX <= 6.3 on sm_70/72/75"),
            Expansion::CudaShflUp => ("cuda_shfl_up", "legacy __shfl_up: c = (32 - width) << 8"),
            Expansion::CudaVote => ("cuda_vote", "CUDA vote: predicate = (pred != 0) as i1; all/any/uni zero-extend the i1 result to int 0/1"),
            Expansion::CudaMatch => ("cuda_match", "CUDA __match_*_sync: 32-bit T uses .i32/.i32p, 64-bit T .i64/.i64p; floats pass their raw bits; __match_all_sync stores the i1 as int 0/1 through its pointer"),
            Expansion::CudaReduce => ("cuda_reduce", "CUDA __reduce_*_sync(mask, value) calls llvm.nvvm.redux.sync.*(value, mask): operands swap"),
            Expansion::CudaReduceMinmax => ("cuda_reduce_minmax", "CUDA __reduce_min/max_sync: signed T → redux.sync.min/max (.s32), unsigned T → umin/umax (.u32); operands swap"),
            Expansion::BitcastV32i1 => ("bitcast_v32i1", "p2r/r2p: a <32 x i1> ↔ i32 bitcast (cicc expands it element by element; ptxas picks P2R/R2P)"),
            Expansion::CudaPipelineMemcpyAsync => ("cuda_pipeline_memcpy_async", "__pipeline_memcpy_async(dst, src, size, zfill): size 16 → cp.async.cg.shared.global.16.s, 4/8 → cp.async.ca.shared.global.N.s, with src_size = size - zfill (nvcc 13)"),
        }
    }
}

impl std::fmt::Display for Expansion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
