//! What xlane knows about each LLVM intrinsic it lowers to: its exact signature (operand types,
//! `immarg` operands), how its overload suffix is formed, and the InstCombine folds clang `-O1`
//! applies to it. Sources: llvm/include/llvm/IR/IntrinsicsAMDGPU.td and IntrinsicsNVVM.td
//! (signatures), llvm/lib/Target/AMDGPU/AMDGPUInstCombineIntrinsic.cpp (folds).
//!
//! The registry says *which* intrinsic a call becomes and which builtin argument feeds which
//! operand; this table says how LLVM spells and types it.

use crate::ir::{Call, LTy, Value};

/// One operand's type, relative to the call's value type `V`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpTy {
    /// The overloaded value type.
    V,
    Fixed(LTy),
}

/// How the overload suffix is formed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Overload {
    /// Not overloaded: the name is used as is.
    None,
    /// `.<V>` from the value type (`update.dpp.i32`).
    Value,
    /// `.<ret>` from an integer return type of the wave's width (`ballot.i64`).
    Ret,
    /// `.<operand i>` from that operand's type (`inverse.ballot.i64`).
    Arg(usize),
}

/// The signature of one intrinsic.
#[derive(Debug, Clone, Copy)]
pub struct Sig {
    pub name: &'static str,
    pub ret: OpTy,
    /// Operand types, and whether each is an `immarg`.
    pub ops: &'static [(OpTy, bool)],
    pub overload: Overload,
    /// Value types the intrinsic takes directly; anything else is converted the way clang's
    /// CGBuiltin does (floats bitcast to the same-width integer, 8/16-bit values widened to i32).
    pub int_only: bool,
}

const V: (OpTy, bool) = (OpTy::V, false);
const I32: (OpTy, bool) = (OpTy::Fixed(LTy::I32), false);
const IMM32: (OpTy, bool) = (OpTy::Fixed(LTy::I32), true);
const IMM1: (OpTy, bool) = (OpTy::Fixed(LTy::I1), true);
const I1: (OpTy, bool) = (OpTy::Fixed(LTy::I1), false);

const fn sig(name: &'static str, ret: OpTy, ops: &'static [(OpTy, bool)], overload: Overload) -> Sig {
    Sig { name, ret, ops, overload, int_only: false }
}
const fn int_sig(name: &'static str, ops: &'static [(OpTy, bool)]) -> Sig {
    Sig { name, ret: OpTy::V, ops, overload: Overload::Value, int_only: true }
}
const R32: OpTy = OpTy::Fixed(LTy::I32);
const PAIR32: OpTy = OpTy::Fixed(LTy("{ i32, i32 }"));

/// AMDGPU intrinsics (IntrinsicsAMDGPU.td, LLVM 22).
pub static AMDGPU: &[Sig] = &[
    // update.dpp/mov.dpp: clang's CGBuiltin bitcasts floats and widens sub-32-bit values.
    int_sig("llvm.amdgcn.update.dpp", &[V, V, IMM32, IMM32, IMM32, IMM1]),
    int_sig("llvm.amdgcn.mov.dpp", &[V, IMM32, IMM32, IMM32, IMM1]),
    sig("llvm.amdgcn.mov.dpp8", OpTy::V, &[V, IMM32], Overload::Value),
    sig("llvm.amdgcn.ds.swizzle", R32, &[I32, IMM32], Overload::None),
    sig("llvm.amdgcn.ds.permute", R32, &[I32, I32], Overload::None),
    sig("llvm.amdgcn.ds.bpermute", R32, &[I32, I32], Overload::None),
    sig("llvm.amdgcn.ds.bpermute.fi.b32", R32, &[I32, I32], Overload::None),
    sig("llvm.amdgcn.permlane16", OpTy::V, &[V, V, I32, I32, IMM1, IMM1], Overload::Value),
    sig("llvm.amdgcn.permlanex16", OpTy::V, &[V, V, I32, I32, IMM1, IMM1], Overload::Value),
    sig("llvm.amdgcn.permlane16.var", R32, &[I32, I32, I32, IMM1, IMM1], Overload::None),
    sig("llvm.amdgcn.permlanex16.var", R32, &[I32, I32, I32, IMM1, IMM1], Overload::None),
    sig("llvm.amdgcn.permlane64", OpTy::V, &[V], Overload::Value),
    sig("llvm.amdgcn.permlane16.swap", PAIR32, &[I32, I32, IMM1, IMM1], Overload::None),
    sig("llvm.amdgcn.permlane32.swap", PAIR32, &[I32, I32, IMM1, IMM1], Overload::None),
    sig("llvm.amdgcn.readfirstlane", OpTy::V, &[V], Overload::Value),
    sig("llvm.amdgcn.readlane", OpTy::V, &[V, I32], Overload::Value),
    sig("llvm.amdgcn.writelane", OpTy::V, &[V, I32, V], Overload::Value),
    sig("llvm.amdgcn.ballot", OpTy::V, &[I1], Overload::Ret),
    sig("llvm.amdgcn.inverse.ballot", OpTy::Fixed(LTy::I1), &[V], Overload::Arg(0)),
    sig("llvm.amdgcn.mbcnt.lo", R32, &[I32, I32], Overload::None),
    sig("llvm.amdgcn.mbcnt.hi", R32, &[I32, I32], Overload::None),
    sig("llvm.amdgcn.wave.barrier", OpTy::Fixed(LTy::VOID), &[], Overload::None),
    sig("llvm.amdgcn.wave.id", R32, &[], Overload::None),
    sig("llvm.amdgcn.set.inactive", OpTy::V, &[V, V], Overload::Value),
    sig("llvm.amdgcn.wwm", OpTy::V, &[V], Overload::Value),
    sig("llvm.amdgcn.strict.wwm", OpTy::V, &[V], Overload::Value),
    sig("llvm.amdgcn.strict.wqm", OpTy::V, &[V], Overload::Value),
    // wave.reduce.<op>(value, strategy immarg), overloaded on the integer value type.
    int_sig("llvm.amdgcn.wave.reduce.umin", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.umax", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.min", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.max", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.add", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.sub", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.and", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.or", &[V, IMM32]),
    int_sig("llvm.amdgcn.wave.reduce.xor", &[V, IMM32]),
];

const SHARED: (OpTy, bool) = (OpTy::Fixed(LTy("ptr addrspace(3)")), false);
const GLOBAL: (OpTy, bool) = (OpTy::Fixed(LTy("ptr addrspace(1)")), false);
const VOID: OpTy = OpTy::Fixed(LTy::VOID);

/// NVVM intrinsics whose operand types differ from the registry's parameter types
/// (IntrinsicsNVVM.td): cp.async takes typed pointers where the registry carries addresses.
pub static NVVM: &[Sig] = &[
    sig("llvm.nvvm.cp.async.ca.shared.global.4", VOID, &[SHARED, GLOBAL], Overload::None),
    sig("llvm.nvvm.cp.async.ca.shared.global.8", VOID, &[SHARED, GLOBAL], Overload::None),
    sig("llvm.nvvm.cp.async.ca.shared.global.16", VOID, &[SHARED, GLOBAL], Overload::None),
    sig("llvm.nvvm.cp.async.cg.shared.global.16", VOID, &[SHARED, GLOBAL], Overload::None),
    sig("llvm.nvvm.cp.async.ca.shared.global.4.s", VOID, &[SHARED, GLOBAL, I32], Overload::None),
    sig("llvm.nvvm.cp.async.ca.shared.global.8.s", VOID, &[SHARED, GLOBAL, I32], Overload::None),
    sig("llvm.nvvm.cp.async.ca.shared.global.16.s", VOID, &[SHARED, GLOBAL, I32], Overload::None),
    sig("llvm.nvvm.cp.async.cg.shared.global.16.s", VOID, &[SHARED, GLOBAL, I32], Overload::None),
    sig("llvm.nvvm.cp.async.wait.group", VOID, &[IMM32], Overload::None),
];

/// Find a signature by base name (an explicit suffix is stripped first).
pub fn lookup(name: &str) -> Option<&'static Sig> {
    AMDGPU.iter().chain(NVVM).find(|s| s.name == name)
}

/// LLVM's overload suffix for a type (`i32`, `f32`, `v2f16`).
pub fn suffix(t: LTy) -> String {
    match t.0 {
        "half" => "f16".into(),
        "bfloat" => "bf16".into(),
        "float" => "f32".into(),
        "double" => "f64".into(),
        "<2 x half>" => "v2f16".into(),
        "<2 x bfloat>" => "v2bf16".into(),
        "ptr" => "p0".into(),
        other => other.to_string(),
    }
}

/// The InstCombine folds clang `-O1` applies (AMDGPUInstCombineIntrinsic.cpp):
/// * `update.dpp` with bound_ctrl=1 and row_mask = bank_mask = 0xF writes every active lane, so
///   `old` is dead and becomes `poison`;
/// * `permlane16`/`permlanex16` (and the `.var` forms) with fi or bound_ctrl set likewise drop
///   `old` (`vdst_in`).
pub fn fold_dead_old(base: &str, c: &mut Call) {
    let dead = match base {
        "llvm.amdgcn.update.dpp" => c.arg_const(5) == Some(1) && c.arg_const(3) == Some(15) && c.arg_const(4) == Some(15),
        "llvm.amdgcn.permlane16" | "llvm.amdgcn.permlanex16" => c.arg_const(4).unwrap_or(0) | c.arg_const(5).unwrap_or(0) != 0,
        "llvm.amdgcn.permlane16.var" | "llvm.amdgcn.permlanex16.var" => c.arg_const(3).unwrap_or(0) | c.arg_const(4).unwrap_or(0) != 0,
        _ => false,
    };
    if dead {
        let t = c.args[0].ty();
        c.args[0] = Value::Poison(t);
    }
}
