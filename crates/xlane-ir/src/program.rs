//! The decoded, compact form the executor runs: SSA values become register slots (one slot
//! per scalar component; a slot holds one value per lane), instructions become [`Op`]s whose
//! operands are slot indices, and vector operations are split into per-component ops. Text is
//! never looked at while running.

use xlane_core::registry::Builtin;
use xlane_core::ElemTy;

use crate::layout::{Layout, STy};
use crate::ll::ast::{CastOp, Pred, RmwOp};

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

/// A float format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FTy {
    F16,
    BF16,
    F32,
    F64,
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
    /// A deterministic counter (`%clock`, `s_memtime`).
    Clock,
    ImplicitArgPtr,
    DispatchPtr,
}

/// One input of a builtin call: a constant, or the components of a value packed into one
/// lane word (a `<2 x half>` becomes an `f16x2`).
#[derive(Debug, Clone)]
pub enum BArg {
    Imm(u64),
    Slots { slots: Vec<Slot>, elem_bits: u32 },
}

#[derive(Debug, Clone)]
pub struct MemComp {
    pub slot: Slot,
    pub offset: u32,
    pub ty: STy,
}

#[derive(Debug, Clone)]
pub enum Op {
    Nop,
    /// `flags`: the poison-generating flags ([`crate::ll::ast::flags`]).
    IBin { op: IOp, bits: u8, flags: u8, dst: Slot, a: Slot, b: Slot },
    FBin { op: FOp, ty: FTy, dst: Slot, a: Slot, b: Slot },
    FUnary { op: FUn, ty: FTy, dst: Slot, a: Slot },
    IUnary { op: IUn, bits: u8, dst: Slot, a: Slot, zero_poison: bool },
    Fma { ty: FTy, dst: Slot, a: Slot, b: Slot, c: Slot },
    Funnel { left: bool, bits: u8, dst: Slot, a: Slot, b: Slot, c: Slot },
    Overflow { op: OvfOp, bits: u8, dst: Slot, flag: Slot, a: Slot, b: Slot },
    ICmp { pred: Pred, bits: u8, dst: Slot, a: Slot, b: Slot },
    FCmp { pred: Pred, ty: FTy, dst: Slot, a: Slot, b: Slot },
    Select { dst: Slot, c: Slot, a: Slot, b: Slot },
    Cast { op: CastOp, from: STy, to: STy, flags: u8, dst: Slot, a: Slot },
    /// Reinterpret a list of components as another list of components (bitcast between
    /// vector shapes): both are read as one little-endian bit string.
    Repack { dsts: Vec<(Slot, u8)>, srcs: Vec<(Slot, u8)> },
    Copy { dst: Slot, src: Slot },
    SetUndef { dst: Slot },
    /// `dst = base + sum(idx_k * scale_k) + offset`, wrapping at `bits`.
    Gep { dst: Slot, base: Slot, terms: Vec<(Slot, i64, u8)>, offset: i64, bits: u8 },
    Load { comps: Vec<MemComp>, ptr: Slot, as_: u32, align: u32, size: u32 },
    Store { comps: Vec<MemComp>, ptr: Slot, as_: u32, align: u32, size: u32 },
    Alloca { dst: Slot, offset: u32, flat: bool },
    AtomicRmw { op: RmwOp, ty: STy, dst: Slot, ptr: Slot, val: Slot, as_: u32, align: u32 },
    CmpXchg { ty: STy, dst: Slot, ok: Slot, ptr: Slot, cmp: Slot, new: Slot, as_: u32, align: u32 },
    Memcpy { dst: Slot, src: Slot, len: Slot, dst_as: u32, src_as: u32 },
    Memset { dst: Slot, val: Slot, len: Slot, as_: u32 },
    ExtractDyn { dst: Slot, srcs: Vec<Slot>, idx: Slot },
    InsertDyn { dsts: Vec<Slot>, srcs: Vec<Slot>, val: Slot, idx: Slot },
    Special { dst: Slot, what: Special },
    /// A registry call. `outs`: (slot, output index << 16 | piece << 8 | piece bits), piece
    /// bits 0 meaning the whole output. `member`: the argument holding an NVIDIA member mask.
    Builtin { b: &'static Builtin, ty: ElemTy, args: Vec<BArg>, outs: Vec<(Slot, u32)>, member: Option<u8> },
    Barrier { pred: Option<(Slot, BarrierRed)> , dst: Option<Slot> },
    WarpSync { mask: Slot },
    Br { edge: EdgeId },
    CondBr { c: Slot, t: EdgeId, f: EdgeId },
    Switch { v: Slot, cases: Vec<(u64, EdgeId)>, default: EdgeId },
    Ret { vals: Vec<Slot> },
    Call { func: u32, args: Vec<Slot>, dsts: Vec<Slot> },
    /// `cp.async` global → shared copy of `size` bytes (`src_size` bytes read, the rest
    /// zero-filled), issued now and pending until the thread's matching wait.
    CpAsync { b: &'static Builtin, dst: Slot, src: Slot, size: u32, src_size: Option<Slot> },
    CpAsyncCommit { b: &'static Builtin },
    /// `wait_group n`; `None`: `wait_all`.
    CpAsyncWait { b: &'static Builtin, n: Option<u32> },
    /// AMDGPU `ubfe`, `sbfe`, `alignbit`, `mul.u24`, `mul.i24`, `mulhi.u24`, `mulhi.i24` (i32).
    /// and NVVM `mulhi`, `prmt`, `sad`, `f2i.rn`: integer helpers of width `bits`.
    Bits { what: String, bits: u8, dst: Slot, args: Vec<Slot> },
    /// Float helpers with exact results: `is.fpclass`/`amdgcn.class` (mask of classes),
    /// `ldexp`, `frexp` (mantissa and exponent), `fptosi.sat`/`fptoui.sat`.
    FClass { ty: FTy, dst: Slot, a: Slot, mask: Slot },
    Ldexp { ty: FTy, dst: Slot, a: Slot, e: Slot },
    Frexp { ty: FTy, mant: Slot, exp: Slot, a: Slot },
    FpToIntSat { signed: bool, from: FTy, bits: u8, dst: Slot, a: Slot },
    /// `llvm.amdgcn.is.shared` / `is.private`: does the flat pointer point there?
    IsSpace { shared: bool, dst: Slot, a: Slot },
    Trap { what: &'static str },
    Unsupported { what: String },
    /// An IEEE operation with a rounding direction other than to-nearest, or with `.ftz`
    /// (PTX `add.rm.f32`, `fma.rz.f32`, `sqrt.rp.f64`, libdevice's `llvm.nvvm.fma.rm.f`…):
    /// exact, computed by `crate::rounding`.
    FRound { op: FRoundOp, rnd: Rnd, ftz: bool, ty: FTy, dst: Slot, args: Vec<Slot> },
    /// An approximate instruction (`crate::approx`): the model's value, and the lane is
    /// marked approximate.
    Approx { op: crate::approx::ApproxOp, ftz: bool, dst: Slot, args: Vec<Slot> },
    /// CUDA `vprintf(format, args)`: each lane formats its line (`crate::printf`, the
    /// arguments packed in the buffer at `args`, each at its natural alignment) and appends it
    /// to the run's output in lane order; `dst` receives the number of arguments.
    Printf { fmt: Slot, args: Slot, dst: Option<Slot> },
    /// `__assertfail(message, file, line, function, char_size)` (CUDA) /
    /// `__assert_fail(message, file, line, function)` (HIP): stop with an `assert` error.
    AssertFail { msg: Slot, file: Slot, line: Slot, func: Slot },
}

/// The operations [`Op::FRound`] computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FRoundOp {
    Add,
    Sub,
    Mul,
    Div,
    Fma,
    Sqrt,
    Rcp,
}

/// IEEE 754 rounding direction (PTX `.rn`, `.rz`, `.rm`, `.rp`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rnd {
    Nearest,
    Zero,
    Down,
    Up,
}

/// The block-wide reduction of `__syncthreads_count/and/or`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarrierRed {
    Popc,
    And,
    Or,
}

/// How an instruction's exec mask is formed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// Whole-wave mode: every lane of the wave, existing or not (`strict.wwm`, `wwm`).
    Wwm,
    /// Whole-quad mode: every lane of a quad with an active lane (`strict.wqm`).
    Wqm,
}

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
    Addr { g: u32, off: i64, as_: u32 },
}

#[derive(Debug, Clone)]
pub struct Func {
    pub name: String,
    pub nslots: u32,
    /// Component slots of each parameter, in order.
    pub params: Vec<Vec<Slot>>,
    pub param_types: Vec<crate::ll::ast::Type>,
    /// `byval`/`byref` parameters: the argument points to a copy of this type.
    pub param_byval: Vec<Option<crate::ll::ast::Type>>,
    /// For each `byval` parameter of a callee: where in its frame the copy goes (offset, bytes,
    /// address space of the pointer). LangRef: the callee receives a pointer to its own copy.
    pub byval_copies: Vec<Option<(u32, u32, u32)>>,
    pub ret_comps: usize,
    pub consts: Vec<(Slot, CVal)>,
    pub code: Vec<DInst>,
    /// First op of each block.
    pub block_start: Vec<u32>,
    pub block_names: Vec<String>,
    /// Where divergent lanes meet again (post-dominators, loops).
    pub reconv: crate::cfg::Reconv,
    pub edges: Vec<Edge>,
    /// Bytes of private memory the function's allocas take per lane.
    pub frame_bytes: u32,
    pub line: u32,
}

impl Func {
    pub fn exit(&self) -> BlockId {
        self.block_start.len() as BlockId
    }
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
}

impl Program {
    pub fn func(&self, name: &str) -> Option<(usize, &Func)> {
        self.funcs.iter().enumerate().find(|(_, f)| f.name == name)
    }
}
