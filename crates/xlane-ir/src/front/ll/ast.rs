//! The parsed module: a faithful, typed tree of what the `.ll` text says. Nothing here is
//! executed; `decode` turns it into the runner's compact form.

use std::collections::HashMap;

/// An LLVM first-class or aggregate type (LangRef "Type System").
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    /// `ptr addrspace(N)`.
    Ptr(u32),
    Vector(u32, Box<Type>),
    Array(u64, Box<Type>),
    Struct(Vec<Type>, bool),
    Label,
    Metadata,
    Token,
}

impl Type {
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Half | Type::BFloat | Type::Float | Type::Double)
    }
    /// The scalar element type of a vector (the type itself otherwise).
    pub fn scalar(&self) -> &Type {
        match self {
            Type::Vector(_, e) => e,
            t => t,
        }
    }
}

impl std::fmt::Display for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Int(b) => write!(f, "i{b}"),
            Type::Half => write!(f, "half"),
            Type::BFloat => write!(f, "bfloat"),
            Type::Float => write!(f, "float"),
            Type::Double => write!(f, "double"),
            Type::Ptr(0) => write!(f, "ptr"),
            Type::Ptr(a) => write!(f, "ptr addrspace({a})"),
            Type::Vector(n, e) => write!(f, "<{n} x {e}>"),
            Type::Array(n, e) => write!(f, "[{n} x {e}]"),
            Type::Struct(fs, p) => {
                let inner: Vec<String> = fs.iter().map(|t| t.to_string()).collect();
                if *p {
                    write!(f, "<{{ {} }}>", inner.join(", "))
                } else {
                    write!(f, "{{ {} }}", inner.join(", "))
                }
            }
            Type::Label => write!(f, "label"),
            Type::Metadata => write!(f, "metadata"),
            Type::Token => write!(f, "token"),
        }
    }
}

/// Poison-generating instruction flags (LangRef "Poison Values").
pub mod flags {
    pub const NUW: u8 = 1;
    pub const NSW: u8 = 2;
    pub const EXACT: u8 = 4;
    pub const DISJOINT: u8 = 8;
    pub const NNEG: u8 = 16;
    /// Fast-math `contract` (or `fast`): the backend may fuse this operation (`contract.rs`).
    pub const CONTRACT: u8 = 32;
    /// `icmp samesign` (`InstKind::Cmp`'s only flag): operands of different signs make the
    /// result poison.
    pub const SAMESIGN: u8 = 64;
    /// Fast-math `reassoc` (or `fast`), kept only in `InstKind::Call`'s flags: LangRef
    /// "Vector Reduction Intrinsics" makes `llvm.vector.reduce.fadd`/`fmul` sequential
    /// without it.
    pub const REASSOC: u8 = 128;
}

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Local(String),
    Const(Const),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Const {
    /// An integer (also `true`/`false`), as raw two's-complement bits.
    Int(u128),
    /// Float bits in the type's own format.
    Float(u64),
    Null,
    Undef,
    Poison,
    Zero,
    /// Elements of a vector, array or struct constant, each with its type.
    Agg(Vec<(Type, Const)>),
    /// `c"…"`.
    Bytes(Vec<u8>),
    Global(String),
    Expr(Box<ConstExpr>),
    /// `splat (T v)`.
    Splat(Box<(Type, Const)>),
    /// A metadata operand (`metadata !0`, `metadata !"exec"`): the string it names, when it is
    /// a string or a node holding one string (`llvm.read_register`); else empty.
    Meta(String),
}

#[derive(Debug, Clone, PartialEq)]
pub enum ConstExpr {
    Cast(CastOp, Operand, Type),
    Gep(Type, Operand, Vec<Operand>),
    Bin(BinOp, Operand, Operand),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Operand {
    pub ty: Type,
    pub val: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
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
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

/// `icmp`/`fcmp` predicates (LangRef); `True`/`False` only for fcmp.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    // fcmp
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Une,
    Uno,
    True,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    FMaximum,
    FMinimum,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
}

#[derive(Debug, Clone, PartialEq)]
pub enum InstKind {
    Bin { op: BinOp, ty: Type, a: Value, b: Value, flags: u8 },
    FNeg { ty: Type, a: Value },
    Cmp { pred: Pred, ty: Type, a: Value, b: Value, flags: u8 },
    Select { cond: Operand, a: Operand, b: Operand },
    Cast { op: CastOp, from: Operand, to: Type, flags: u8 },
    Gep { src_ty: Type, base: Operand, idx: Vec<Operand> },
    Load { ty: Type, ptr: Operand, align: u32 },
    Store { val: Operand, ptr: Operand, align: u32 },
    Alloca { ty: Type, count: Option<Operand>, align: u32, addrspace: u32 },
    Phi { ty: Type, incoming: Vec<(Value, String)> },
    Br { target: String },
    CondBr { cond: Value, t: String, f: String },
    Switch { val: Operand, default: String, cases: Vec<(u128, String)> },
    Ret(Option<Operand>),
    Unreachable,
    Call { ret: Type, callee: Callee, args: Vec<Operand>, flags: u8 },
    ExtractValue { agg: Operand, idx: Vec<u32> },
    InsertValue { agg: Operand, val: Operand, idx: Vec<u32> },
    ExtractElement { vec: Operand, idx: Operand },
    InsertElement { vec: Operand, val: Operand, idx: Operand },
    ShuffleVector { a: Operand, b: Operand, mask: Vec<Option<u32>> },
    AtomicRmw { op: RmwOp, ptr: Operand, val: Operand, align: u32 },
    CmpXchg { ptr: Operand, cmp: Operand, new: Operand, align: u32 },
    Fence,
    Freeze(Operand),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Callee {
    Global(String),
    /// Inline assembly (`asm [sideeffect] "template", "constraints"`): interpreted by
    /// `decode::asm` for the module's target.
    Asm(InlineAsm),
    /// A call through a pointer value.
    Indirect(Value),
}

/// An inline-assembly callee as LLVM IR spells it (LangRef "Inline Assembler Expressions").
#[derive(Debug, Clone, PartialEq)]
pub struct InlineAsm {
    /// The template, escapes decoded (`$N` operand references, `$$` a literal `$`).
    pub template: String,
    /// The constraint list, e.g. `=r,r,0,~{memory}`.
    pub constraints: String,
    pub sideeffect: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Inst {
    pub result: Option<String>,
    pub kind: InstKind,
    /// 1-based line in the `.ll` file.
    pub line: u32,
    /// The `!dbg` attachment (metadata id).
    pub dbg: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub name: String,
    pub insts: Vec<Inst>,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub ty: Type,
    pub name: String,
    /// `byval(T)` / `byref(T)`: the argument points to a copy of a `T`.
    pub byval: Option<Type>,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub name: String,
    pub ret: Type,
    pub params: Vec<Param>,
    /// Declared with `...` after its parameters: a call may pass more arguments.
    pub vararg: bool,
    /// Calling convention word (`amdgpu_kernel`, `ptx_kernel`, …), if any.
    pub cconv: Option<String>,
    pub attr_group: Option<u32>,
    /// Empty for a declaration (and for a definition whose body is not parsed yet).
    pub blocks: Vec<Block>,
    pub line: u32,
    /// A definition whose body is not parsed yet (`ll::lazy`): where its text is.
    pub lazy_body: Option<super::lexer::BodySpan>,
}

impl InstKind {
    /// The type of the result where it follows from the instruction alone (LangRef, each
    /// instruction's "Semantics"); `None` for `extractvalue` (the aggregate's layout decides)
    /// and for instructions without a value. The verifier checks uses against it, the decoder
    /// sizes results by it (`front::decode`).
    pub fn result_type(&self) -> Option<Type> {
        Some(match self {
            InstKind::Bin { ty, .. } | InstKind::FNeg { ty, .. } => ty.clone(),
            InstKind::Cmp { ty, .. } => match ty {
                Type::Vector(n, _) => Type::Vector(*n, Box::new(Type::Int(1))),
                _ => Type::Int(1),
            },
            InstKind::Select { a, .. } => a.ty.clone(),
            InstKind::Cast { to, .. } => to.clone(),
            // a vector of pointers when an index is a vector
            InstKind::Gep { base, idx, .. } => match idx.iter().map(|i| &i.ty).find(|t| matches!(t, Type::Vector(..))) {
                Some(Type::Vector(n, _)) => Type::Vector(*n, Box::new(base.ty.scalar().clone())),
                _ => base.ty.clone(),
            },
            InstKind::Load { ty, .. } | InstKind::Phi { ty, .. } => ty.clone(),
            InstKind::Alloca { addrspace, .. } => Type::Ptr(*addrspace),
            InstKind::Call { ret, .. } => ret.clone(),
            InstKind::InsertValue { agg, .. } => agg.ty.clone(),
            InstKind::InsertElement { vec, .. } => vec.ty.clone(),
            InstKind::ExtractElement { vec, .. } => vec.ty.scalar().clone(),
            InstKind::ShuffleVector { a, mask, .. } => Type::Vector(mask.len() as u32, Box::new(a.ty.scalar().clone())),
            InstKind::AtomicRmw { val, .. } => val.ty.clone(),
            InstKind::CmpXchg { cmp, .. } => Type::Struct(vec![cmp.ty.clone(), Type::Int(1)], false),
            InstKind::Freeze(o) => o.ty.clone(),
            _ => return None,
        })
    }

    /// Ends a block (a branch, `switch`, `ret`, `unreachable`).
    pub fn is_terminator(&self) -> bool {
        matches!(self, InstKind::Br { .. } | InstKind::CondBr { .. } | InstKind::Switch { .. } | InstKind::Ret(_) | InstKind::Unreachable)
    }
}

impl Function {
    /// Defined here (`define`), its body parsed or not yet.
    pub fn is_defined(&self) -> bool {
        !self.blocks.is_empty() || self.lazy_body.is_some()
    }
    pub fn is_kernel(&self) -> bool {
        matches!(self.cconv.as_deref(), Some("amdgpu_kernel") | Some("ptx_kernel") | Some("spir_kernel"))
    }
}

#[derive(Debug, Clone)]
pub struct GlobalVar {
    pub name: String,
    pub ty: Type,
    pub addrspace: u32,
    pub init: Option<Const>,
    pub constant: bool,
    pub align: u32,
    pub line: u32,
}

#[derive(Debug, Clone, Default)]
pub struct Module {
    pub datalayout: String,
    pub triple: String,
    pub globals: Vec<GlobalVar>,
    pub functions: Vec<Function>,
    /// `attributes #N = { … }`: the string attributes (`"target-cpu"="gfx942"`).
    pub attr_groups: HashMap<u32, Vec<(String, String)>>,
    /// `!N = !DILocation(line: L, …)`: metadata id → source line.
    pub dbg_lines: HashMap<String, u32>,
    /// Debug nodes a source position needs (`ll::debug::KEPT`), by metadata id.
    pub debug: HashMap<String, super::debug::DiNode>,
    /// `!N = !{!"text"}`: metadata nodes that hold one string (named registers).
    pub meta_strings: HashMap<String, String>,
    /// `amdhsa_code_object_version` module flag.
    pub code_object_version: Option<u32>,
    /// Integer module flags, `!{i32 BEHAVIOR, !"name", i32 VALUE}` (`nvvm-reflect-ftz`, …).
    pub int_flags: HashMap<String, i64>,
}

impl Module {
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
    pub fn global(&self, name: &str) -> Option<&GlobalVar> {
        self.globals.iter().find(|g| g.name == name)
    }
    /// Whether the module is for an AMD GPU: its triple is `amdgcn-amd-amdhsa` or one of
    /// LLVM 24's per-processor triples (`amdgpu9.42-amd-amdhsa`); a module with no triple
    /// (Triton writes its NVIDIA modules without one) is AMD when its kernel is `amdgpu_kernel`.
    pub fn is_amd(&self) -> bool {
        let arch = self.triple.split('-').next().unwrap_or("");
        if arch.is_empty() {
            return self.functions.iter().any(|f| f.cconv.as_deref() == Some("amdgpu_kernel"));
        }
        arch == "amdgcn" || arch.starts_with("amdgpu")
    }

    /// The processor a per-processor AMD triple names: `amdgpu<major>.<minor><stepping>`
    /// is `gfx<major><minor><stepping>` (`amdgpu9.42` → `gfx942`, `amdgpu9.0a` → `gfx90a`,
    /// `amdgpu11.00` → `gfx1100`).
    pub fn triple_processor(&self) -> Option<String> {
        let arch = self.triple.split('-').next()?;
        let (major, rest) = arch.strip_prefix("amdgpu")?.split_once('.')?;
        let valid = !major.is_empty() && major.bytes().all(|b| b.is_ascii_digit()) && rest.len() == 2 && rest.bytes().all(|b| b.is_ascii_alphanumeric());
        valid.then(|| format!("gfx{major}{}", rest.to_ascii_lowercase()))
    }

    /// The processor the module was compiled for: its kernel's `target-cpu`, else the one
    /// its per-processor triple names. `None` when neither says (the spec or `--target` must).
    pub fn processor(&self) -> Option<String> {
        let kernel = self.functions.iter().find(|f| f.is_kernel() && f.is_defined());
        kernel.and_then(|f| self.fn_attr(f, "target-cpu")).map(str::to_string).or_else(|| self.triple_processor())
    }

    /// A string attribute of a function's attribute group.
    pub fn fn_attr(&self, f: &Function, key: &str) -> Option<&str> {
        let g = self.attr_groups.get(&f.attr_group?)?;
        g.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}
