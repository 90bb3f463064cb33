//! The decoded, compact form the executor runs: SSA values become register slots (one slot
//! per scalar component; a slot holds one value per lane), instructions become [`Op`]s whose
//! operands are slot indices, and vector operations are split into per-component ops. Text is
//! never looked at while running.

use crate::front::ll::layout::{Layout, STy};

pub mod cache;
pub mod ops;
pub use ops::Op;

// The numeric formats and roundings are the numerics' (`float`, `rounding`); the program names them.
pub use crate::numerics::float::FTy;
pub use crate::numerics::rounding::{FRoundOp, Rnd};

pub type Slot = u32;
/// Index of a block in a function; [`Func::exit`] is the virtual exit block.
pub type BlockId = u32;
pub type EdgeId = u32;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    UMin,
    UMax,
    SMin,
    SMax,
    UAddSat,
    USubSat,
    SAddSat,
    SSubSat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    MinNum,
    MaxNum,
    Minimum,
    Maximum,
    CopySign,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FUn {
    Neg,
    Abs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Rint,
    Round,
    Canonicalize,
    /// PTX `.sat`: clamp to [0, 1], NaN to +0.
    Saturate,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IUn {
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    BitReverse,
    Abs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OvfOp {
    UAdd,
    SAdd,
    USub,
    SSub,
    UMul,
    SMul,
}

impl FTy {
    /// The float format of a scalar type, if it is one.
    pub fn of(s: STy) -> Option<FTy> {
        Some(match s {
            STy::F16 => FTy::F16,
            STy::BF16 => FTy::BF16,
            STy::F32 => FTy::F32,
            STy::F64 => FTy::F64,
            _ => return None,
        })
    }
}

/// Values that come from the launch rather than from the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    /// Thread index within the block, per dimension.
    Tid(u8),
    /// Block index, per dimension.
    BlockId(u8),
    /// Block size (`%ntid`), per dimension.
    BlockDim(u8),
    /// Grid size in blocks (`%nctaid`), per dimension.
    GridDim(u8),
    // `%laneid`, `%lanemask_*` and `%warpsize` are registry rows (xlane-core semantics).
    WarpId,
    NWarpId,
    /// The wave size (`llvm.amdgcn.wavefrontsize`).
    WarpSize,
    /// The lane's index in its wave, 0 to the wave size - 1 (an AMD load to LDS places each
    /// lane's data by it: `front/decode/buffer/to_lds.rs`).
    LaneId,
    /// A deterministic counter (`%clock`, `s_memtime`).
    Clock,
    ImplicitArgPtr,
    DispatchPtr,
}

impl Special {
    /// Whether the value is the same for the wave of one index in every block of a launch
    /// (a worker's wave object of index w always runs the blocks' wave w,
    /// `launch::run_one_block`).
    pub fn same_in_every_block(self) -> bool {
        match self {
            Special::Tid(_) | Special::LaneId | Special::BlockDim(_) | Special::GridDim(_) | Special::WarpSize | Special::ImplicitArgPtr | Special::DispatchPtr => true,
            Special::BlockId(_) | Special::WarpId | Special::NWarpId | Special::Clock => false,
        }
    }
}

/// One input of a builtin call: a constant, or the components of a value packed into one
/// lane word (a `<2 x half>` becomes an `f16x2`).
#[derive(Debug, Clone)]
pub enum BArg {
    Imm(u64),
    Slots { slots: Vec<Slot>, elem_bits: u32 },
}

/// Which call of HIP's printf stream an [`Op::HipPrintf`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HipPrintfPart {
    /// `__ockl_printf_begin(version)`: a new message.
    Begin,
    /// `__ockl_printf_append_string_n(desc, ptr, len, is_last)`: the format, or a `%s` argument.
    String,
    /// `__ockl_printf_append_args(desc, n, a0 … a6, is_last)`: up to 7 arguments as 64-bit
    /// values (integers zero-extended, floats as doubles, pointers as addresses).
    Args,
}

/// An LLVM address space, named by what the runner does with a pointer into it (AMDGPUUsage
/// "Address Spaces"; NVPTX: 0 generic, 1 global, 3 shared, 4 constant, 5 local).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddrSpace {
    /// Flat (AMD) / generic (NVIDIA): the address itself says where it points.
    Flat,
    Global,
    /// LDS (AMD) / shared memory (NVIDIA): an offset into the block's LDS.
    Shared,
    Constant,
    /// Scratch (AMD) / local memory (NVIDIA): an offset into the lane's stack.
    Private,
    /// Any other space (GDS, buffer pointers …): addressed like a flat pointer.
    Other(u32),
}

impl AddrSpace {
    pub fn from_llvm(n: u32) -> AddrSpace {
        match n {
            0 => AddrSpace::Flat,
            1 => AddrSpace::Global,
            3 => AddrSpace::Shared,
            4 => AddrSpace::Constant,
            5 => AddrSpace::Private,
            n => AddrSpace::Other(n),
        }
    }
}

/// The integer helpers of [`Op::Bits`], settled from the intrinsic's name at decode time
/// (`exec::bits` has their semantics and sources).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BitsOp {
    /// NVVM `mulhi.{s,i,ll}` / `mulhi.{us,ui,ull}`.
    MulHi {
        signed: bool,
    },
    /// NVVM `sad.{s,i,ll}` / `sad.{us,ui,ull}`.
    Sad {
        signed: bool,
    },
    Prmt,
    F2iRn,
    /// AMDGPU `ubfe` / `sbfe`.
    Bfe {
        signed: bool,
    },
    AlignBit,
    Perm,
    /// AMDGPU `{u,s,su}dot{2,4,8}` and PTX `dp4a`: element width 16, 8 or 4 bits; each
    /// operand's elements signed or not; the accumulator (and `clamp`'s range) signed for
    /// every form but the all-unsigned AMD ones.
    Dot {
        a_signed: bool,
        b_signed: bool,
        acc_signed: bool,
        width: u8,
    },
    /// PTX `dp2a.{lo,hi}`: the two 16-bit halves of `a` times bytes 0–1 (`lo`) or 2–3 (`hi`)
    /// of `b`, plus `c`.
    Dp2a {
        hi: bool,
        a_signed: bool,
        b_signed: bool,
    },
    SadU8,
    SadHiU8,
    SadU16,
    Lerp,
    /// AMDGPU `mul.{u,i}24` (`high`: `mulhi.*24`).
    Mul24 {
        signed: bool,
        high: bool,
    },
    /// PTX `bfe.{u,s}{32,64}` (inline PTX).
    PtxBfe {
        signed: bool,
    },
    /// PTX `bfi.b{32,64}`: insert a into b at (pos, len).
    PtxBfi,
    /// PTX `bfind.{u,s}{32,64}[.shiftamt]`.
    PtxBfind {
        signed: bool,
        shiftamt: bool,
    },
    /// PTX `lop3.b32`: any function of three inputs by its truth table.
    PtxLop3,
    /// PTX `prmt.b32` with a mode.
    PtxPrmt(PrmtMode),
    /// PTX `bmsk.{clamp,wrap}.b32`: a mask of `b` ones from bit `a`.
    PtxBmsk {
        wrap: bool,
    },
    /// A directed conversion to binary32/binary64 (`numerics::exact_round::convert`): libdevice's
    /// `i2f.rz`, `ull2d.rp`, `d2f.rm.ftz` …
    Convert {
        from: crate::numerics::exact_round::ConvFrom,
        to: crate::numerics::exact_round::Format,
        rnd: Rnd,
        ftz: bool,
    },
    /// PTX SIMD video `vadd2 … vset4` (`numerics::simd_video`): operands a, b, c.
    Video(crate::numerics::simd_video::Video),
    /// PTX `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b` (operands a, b: a in the high
    /// byte) or `….f16x2 d, a` (`from_f16x2`; one operand, its high half to the high byte).
    Fp8Encode {
        fmt: crate::numerics::minifloat::Fp8,
        relu: bool,
        from_f16x2: bool,
    },
    /// PTX `cvt.{rn,rz,rna}{.relu}{.satfinite}.{f16,bf16,tf32}.f32 d, a`
    /// (`numerics::narrow`): the result's register bits.
    Narrow {
        to: crate::numerics::narrow::Narrow,
        rnd: crate::numerics::narrow::NarrowRnd,
        relu: bool,
        satfinite: bool,
    },
    /// AMD fp8/bf8 conversions (`numerics::amd_fp8`), `fmt` the 8-bit format.
    AmdFp8 {
        op: AmdFp8Op,
        fmt: xlane_core::semantics::amd::mma::fp8::F8,
    },
    /// PTX `cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a`: each byte of a 16-bit `a` to an f16
    /// half of `d` (high byte to high half).
    Fp8ToF16x2 {
        fmt: crate::numerics::minifloat::Fp8,
        relu: bool,
    },
}

/// One AMD fp8/bf8 conversion step ([`BitsOp::AmdFp8`]); `clamp` operands are MODE.FP16_OVFL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AmdFp8Op {
    /// operands a, b, old, clamp: `old` with its 16-bit word `word` replaced by
    /// `{enc(b), enc(a)}` (V_CVT_PK_FP8_F32; `word` 0 also gives the 16-bit element of the
    /// gfx950 scaled form when `old` is 0).
    Pack { word: u8 },
    /// operands src, random, old, clamp: `old` with byte `byte` replaced by the stochastic
    /// conversion of `src` (V_CVT_SR_FP8_F32).
    Stochastic { byte: u8 },
    /// operand src: byte `byte` of `src` as binary32 bits (V_CVT_F32_FP8).
    Widen { byte: u8 },
}

/// The modes of PTX `prmt` besides the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrmtMode {
    F4e,
    B4e,
    Rc8,
    Ecl,
    Ecr,
    Rc16,
}

/// One piece of a [`Op::Repack`] destination: `width` bits of `src` from bit `src_shift`, placed
/// at bit `dst_shift`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BitPiece {
    pub src: Slot,
    pub src_shift: u8,
    pub width: u8,
    pub dst_shift: u8,
}

#[derive(Debug, Clone)]
pub struct RepackDst {
    pub slot: Slot,
    pub pieces: Vec<BitPiece>,
}

/// A variable index term of a GEP: `sext(slot, bits) * scale`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GepTerm {
    pub slot: Slot,
    pub scale: i64,
    pub bits: u8,
}

/// Where one registry output goes: output `output`, or one `bits`-wide piece of it (a packed
/// `<2 x half>` result unpacked into two slots).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BOut {
    pub slot: Slot,
    pub output: u8,
    pub piece: Option<Piece>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub index: u8,
    pub bits: u8,
}

/// Which lanes a registry call reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallLanes {
    /// The op's exec mask (widened in whole-wave mode).
    Exec,
    /// `llvm.amdgcn.set.inactive`: the active lanes are the normal exec mask, and every lane of
    /// the wave is written (IntrinsicsAMDGPU.td).
    SetInactive,
}

impl CallLanes {
    /// The lanes a registry row's call reads and writes, from the row's exec mode.
    pub fn of(row: &xlane_core::registry::Builtin) -> CallLanes {
        match row.exec {
            xlane_core::registry::Exec::DefinesInactive => CallLanes::SetInactive,
            // the markers are the identity on the active lanes; the runner widens the region
            // they end itself (`decode::push_wwm_mark`)
            xlane_core::registry::Exec::Active | xlane_core::registry::Exec::EndsWholeWave | xlane_core::registry::Exec::EndsWholeQuad => CallLanes::Exec,
        }
    }
}

#[derive(Debug, Clone)]
pub struct MemComp {
    pub slot: Slot,
    pub offset: u32,
    pub ty: STy,
}

/// The most operands of an [`Op::Bits`] helper (`sdot2`: two pairs, the addend, clamp).
pub const BITS_MAX_ARGS: usize = 6;

/// The block-wide reduction of `__syncthreads_count/and/or`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarrierRed {
    Popc,
    And,
    Or,
}

/// How an instruction's exec mask is formed (the rule is xlane-core's, shared with `eval`).
pub use xlane_core::wwm::Mode;

#[derive(Debug, Clone)]
pub struct DInst {
    pub op: Op,
    pub mode: Mode,
    pub line: u32,
    pub src_line: Option<u32>,
}

#[derive(Debug, Clone)]
pub struct Edge {
    pub target: BlockId,
    /// Phi moves for this edge, done as a parallel copy: (destination, source).
    pub copies: Vec<(Slot, Slot)>,
    /// No copy reads a slot an earlier copy writes, so they can run one after another.
    pub sequential: bool,
}

/// A constant component, resolved to bits once the launch has placed the globals.
#[derive(Debug, Clone, PartialEq)]
pub enum CVal {
    Bits(u64),
    Undef,
    /// The address of global `g` plus `off`, as a pointer of address space `as_`.
    Addr {
        g: u32,
        off: i64,
        as_: u32,
    },
}

#[derive(Debug, Clone)]
pub struct Func {
    pub name: String,
    pub nslots: u32,
    /// Component slots of each parameter, in order.
    pub params: Vec<Vec<Slot>>,
    pub param_types: Vec<crate::front::ll::ast::Type>,
    /// `byval`/`byref` parameters: the argument points to a copy of this type.
    pub param_byval: Vec<Option<crate::front::ll::ast::Type>>,
    /// For each `byval` parameter of a callee: where in its frame the copy goes (offset, bytes,
    /// address space of the pointer). LangRef: the callee receives a pointer to its own copy.
    pub byval_copies: Vec<Option<ByvalCopy>>,
    pub ret_comps: usize,
    pub consts: Vec<(Slot, CVal)>,
    pub code: Vec<DInst>,
    /// First op of each block.
    pub block_start: Vec<u32>,
    pub block_names: Vec<String>,
    /// Where divergent lanes meet again (post-dominators, loops).
    pub reconv: crate::front::cfg::Reconv,
    pub edges: Vec<Edge>,
    /// Bytes of private memory the function's allocas take per lane.
    pub frame_bytes: u32,
    pub line: u32,
    /// Instructions xlane cannot run, decoded as `Op::Unsupported` (a run stops there only
    /// if a lane reaches one); `--check` lists them before running.
    pub unsupported: Vec<crate::RunError>,
}

impl Program {
    /// `--check`: an error when any instruction of the module was decoded as unsupported
    /// (a run stops only if a lane reaches one): that instruction's own error, or with
    /// several, one error listing each with its line.
    pub fn check_supported(&self) -> Result<(), crate::RunError> {
        let all: Vec<&crate::RunError> = self.funcs.iter().flat_map(|f| &f.unsupported).collect();
        match all.as_slice() {
            [] => Ok(()),
            [one] => Err((*one).clone()),
            [first, ..] => {
                let list: Vec<String> = all.iter().map(|e| format!("  line {}: {}", e.line.unwrap_or(0), e.message)).collect();
                let msg = format!("{} instructions xlane cannot run (a run without --check stops only where a lane reaches one):\n{}", all.len(), list.join("\n"));
                Err(crate::RunError { message: msg, line: first.line, ..crate::RunError::unsupported("") }
                    .with_help("crates/xlane-ir/README.md lists what the runner models and its limits"))
            }
        }
    }
}

impl Func {
    pub fn exit(&self) -> BlockId {
        self.block_start.len() as BlockId
    }

    /// The parameters (by index) whose memory receives lane masks: a store whose value is
    /// the first result of a registry row marked `lane_mask` (a ballot, an active mask, a
    /// match set), through casts and copies, at an address computed from the parameter. The
    /// CLI prints those buffers in hex.
    pub fn lane_mask_params(&self) -> Vec<usize> {
        let mut def: std::collections::HashMap<Slot, &Op> = std::collections::HashMap::new();
        for d in &self.code {
            match &d.op {
                Op::Cast(ops::Cast { dst, .. }) | Op::Copy(ops::Copy { dst, .. }) | Op::Gep(ops::Gep { dst, .. }) => {
                    def.insert(*dst, &d.op);
                }
                Op::Builtin(ops::Builtin { outs, .. }) => {
                    for o in outs {
                        def.insert(o.slot, &d.op);
                    }
                }
                _ => {}
            }
        }
        // Follow casts, copies (and for addresses, GEPs) back to where a value starts.
        let origin = |mut s: Slot, through_gep: bool| {
            for _ in 0..64 {
                match def.get(&s) {
                    Some(Op::Cast(ops::Cast { a, .. })) => s = *a,
                    Some(Op::Copy(ops::Copy { src, .. })) => s = *src,
                    Some(Op::Gep(ops::Gep { base, .. })) if through_gep => s = *base,
                    _ => break,
                }
            }
            s
        };
        let is_mask = |s: Slot| matches!(def.get(&origin(s, false)), Some(Op::Builtin(ops::Builtin { b, outs, .. })) if b.lane_mask && outs.iter().any(|o| o.slot == origin(s, false) && o.output == 0));
        let mut out = vec![];
        for d in &self.code {
            let Op::Store(ops::Store { comps, ptr, .. }) = &d.op else { continue };
            if !comps.iter().any(|c| is_mask(c.slot)) {
                continue;
            }
            let base = origin(*ptr, true);
            if let Some(k) = self.params.iter().position(|p| p.contains(&base)) {
                if !out.contains(&k) {
                    out.push(k);
                }
            }
        }
        out.sort_unstable();
        out
    }
}

/// Where a callee's copy of a `byval` argument goes: `size` bytes at `offset` of its frame,
/// read through a pointer of address space `space`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByvalCopy {
    pub offset: u32,
    pub size: u32,
    pub space: AddrSpace,
}

/// A module-level variable.
#[derive(Debug, Clone)]
pub struct GlobalInfo {
    pub name: String,
    pub addrspace: u32,
    pub size: u64,
    pub align: u64,
    /// Initial bytes; `None` for an external or undef-initialized variable.
    pub init: Option<Vec<u8>>,
    /// Pointer-valued pieces of the initializer: (byte offset, value, pointer bytes).
    pub relocs: Vec<(u64, CVal, u32)>,
    pub constant: bool,
    /// The scalar element type, looking through arrays and vectors (`None` for structs).
    pub elem: Option<STy>,
}

/// A decoded module.
#[derive(Debug, Clone)]
pub struct Program {
    pub funcs: Vec<Func>,
    pub globals: Vec<GlobalInfo>,
    pub layout: Layout,
    pub target_cpu: Option<String>,
    pub wave64_feature: Option<bool>,
    pub code_object_version: Option<u32>,
    pub is_amd: bool,
    /// The `.ll` text, one entry per line, for error messages.
    pub lines: Vec<String>,
    /// Source positions of the instructions with a `!dbg` location, by `.ll` line: the
    /// instruction's own first, then the calls it was inlined into (`ll::debug::chain`).
    pub src_chains: std::collections::HashMap<u32, Vec<crate::ll::debug::SrcPos>>,
    /// Some function has an approximate op: runs track approximate values.
    pub has_approx: bool,
    /// What launches of this program keep for the next (the compiled tier's code).
    pub launch_cache: crate::front::program::cache::LaunchCache,
    /// `--watch`: the watched line's breakpoints and variables (`front/watch.rs`); `None` in
    /// a program decoded without a watch (no watch ops in it).
    pub watch: Option<std::sync::Arc<crate::front::watch::WatchProgram>>,
}

impl Program {
    pub fn func(&self, name: &str) -> Option<(usize, &Func)> {
        self.funcs.iter().enumerate().find(|(_, f)| f.name == name)
    }

    /// Which of the module's functions kernel `kid` can run: itself and the functions it calls,
    /// transitively (calls through a function pointer are refused when decoded, so direct
    /// calls are all there are). A launch reserves registers and stack frames for these only: a
    /// module such as ggml's `mmvq.cu` holds hundreds of kernels, each with its own callees.
    pub fn funcs_reached(&self, kid: usize) -> Vec<bool> {
        let mut fseen = vec![false; self.funcs.len()];
        let mut todo = vec![kid];
        while let Some(f) = todo.pop() {
            if std::mem::replace(&mut fseen[f], true) {
                continue;
            }
            todo.extend(self.funcs[f].code.iter().filter_map(|d| match &d.op {
                Op::Call(c) if (c.func as usize) < self.funcs.len() => Some(c.func as usize),
                _ => None,
            }));
        }
        fseen
    }

    /// Which of the module's variables kernel `kid` can reach: those its own code and the
    /// functions it calls (transitively) name, and those their initializers point to. A
    /// kernel's LDS/shared memory holds only these (AMDGPULowerModuleLDS gives each kernel a
    /// frame of the LDS variables it or its callees access; ptxas allocates a kernel's shared
    /// variables likewise), so another kernel's `__shared__` arrays take none of its budget.
    pub fn globals_reached(&self, kid: usize) -> Vec<bool> {
        let mut gseen = vec![false; self.globals.len()];
        let mut gtodo = vec![];
        for (f, _) in self.funcs_reached(kid).iter().enumerate().filter(|(_, &r)| r) {
            gtodo.extend(self.funcs[f].consts.iter().filter_map(|(_, c)| match c {
                CVal::Addr { g, .. } => Some(*g as usize),
                _ => None,
            }));
        }
        while let Some(g) = gtodo.pop() {
            if g >= gseen.len() || std::mem::replace(&mut gseen[g], true) {
                continue;
            }
            gtodo.extend(self.globals[g].relocs.iter().filter_map(|(_, c, _)| match c {
                CVal::Addr { g, .. } => Some(*g as usize),
                _ => None,
            }));
        }
        gseen
    }
}
