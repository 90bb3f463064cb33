//! The LLVM signature of each intrinsic xlane lowers to, and the InstCombine folds clang `-O1`
//! applies to it (llvm/lib/Target/AMDGPU/AMDGPUInstCombineIntrinsic.cpp).
//!
//! Signatures are read from the registry's intrinsic rows (parameter types, constants as
//! `immarg`, generic rows overloaded on the value type). Only what the rows cannot say lives
//! here: which intrinsics clang feeds integers only, and the typed pointers of cp.async.

use crate::ir::{ltype, Call, LTy, Value};
use xlane_core::registry::{self, AmdInsn, Insn, Level, PtxInsn, Ret, Ty};
use xlane_core::target::Vendor;

/// One operand's type, relative to the call's value type `V`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpTy {
    /// The overloaded value type.
    V,
    Fixed(LTy),
}

/// The signature of one intrinsic.
#[derive(Debug, Clone)]
pub struct Sig {
    pub name: &'static str,
    pub ret: OpTy,
    /// Operand types, and whether each is an `immarg`.
    pub ops: Vec<(OpTy, bool)>,
    /// Overloaded: the name takes the suffix of the value type (`update.dpp.i32`,
    /// `ballot.i64`, `inverse.ballot.i64`).
    pub overloaded: bool,
    /// The intrinsic takes integers only; clang's CGBuiltin bitcasts floats to the same-width
    /// integer and widens 8/16-bit values to i32 before calling it.
    pub int_only: bool,
    /// The AMDGPU selection of the intrinsic's row: the folds clang `-O1` applies to a call
    /// key on it, as InstCombine keys on the intrinsic.
    pub sel: Option<AmdInsn>,
}

/// Intrinsics clang feeds integers only (CGBuiltin.cpp, AMDGPU update_dpp/mov_dpp and the
/// wave reductions). This is how clang calls them, not a property of the registry row.
const INT_ONLY: &[&str] = &["llvm.amdgcn.update.dpp", "llvm.amdgcn.mov.dpp", "llvm.amdgcn.wave.reduce."];

const I32: (OpTy, bool) = (OpTy::Fixed(LTy::I32), false);
const SHARED: (OpTy, bool) = (OpTy::Fixed(LTy("ptr addrspace(3)")), false);
const GLOBAL: (OpTy, bool) = (OpTy::Fixed(LTy("ptr addrspace(1)")), false);
const VOID: OpTy = OpTy::Fixed(LTy::VOID);

/// NVVM intrinsics whose operand types differ from the registry's parameter types
/// (IntrinsicsNVVM.td): cp.async takes typed pointers where the registry carries addresses,
/// and `cp.async.wait.group` an `immarg` i32. Which intrinsic is which is the row's PTX
/// instruction.
fn nvvm_pointer_sig(name: &str) -> Option<Sig> {
    let (row, _) = registry::lookup(name, Some(Vendor::Nvidia)).ok()?;
    if row.level != Level::Intrinsic || row.vendor() != Vendor::Nvidia {
        return None;
    }
    let ops = match row.lower.insn {
        // the `.shared` forms take a shared-space pointer
        Insn::Ptx(PtxInsn::CpAsyncArrive { shared, .. }) => vec![if shared { SHARED } else { (OpTy::Fixed(LTy("ptr")), false) }],
        Insn::Ptx(PtxInsn::CpAsyncWaitGroup) => vec![(OpTy::Fixed(LTy::I32), true)],
        // the `.s` forms also take the source size
        Insn::Ptx(PtxInsn::CpAsync { src_size, .. }) => [SHARED, GLOBAL, I32][..if src_size { 3 } else { 2 }].to_vec(),
        // ldmatrix/stmatrix are overloaded on the pointer: the shared-space form is `.p3`
        Insn::Ptx(PtxInsn::Ldmatrix { num, .. }) => {
            let ret = if num == 1 { LTy::I32 } else { crate::ir::struct_of(num, LTy::I32) };
            return Some(Sig { name: p3_name(row.name), ret: OpTy::Fixed(ret), ops: vec![SHARED], overloaded: false, int_only: false, sel: None });
        }
        Insn::Ptx(PtxInsn::Stmatrix { num, .. }) => {
            let ops = std::iter::once(SHARED).chain(std::iter::repeat_n(I32, num as usize)).collect();
            return Some(Sig { name: p3_name(row.name), ret: VOID, ops, overloaded: false, int_only: false, sel: None });
        }
        _ => return None,
    };
    Some(Sig { name: row.name, ret: VOID, ops, overloaded: false, int_only: false, sel: None })
}

/// `name.p3`: the shared-memory overload of an intrinsic overloaded on its pointer (a small,
/// fixed set of names, each made once).
fn p3_name(name: &'static str) -> &'static str {
    static NAMES: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<&'static str, &'static str>>> = std::sync::OnceLock::new();
    let mut m = NAMES.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    m.entry(name).or_insert_with(|| Box::leak(format!("{name}.p3").into_boxed_str()))
}

/// The signature of an AMDGPU intrinsic, read from its registry row: a `T` parameter or result
/// is the overloaded value type, a fixed one its LLVM type, a constant parameter an `immarg`
/// (IntrinsicsAMDGPU.td agrees; the parity tests compare every row with clang-22/opt-22).
fn amdgpu_sig(name: &str) -> Option<Sig> {
    let (row, _) = registry::lookup(name, Some(Vendor::Amd)).ok()?;
    if row.level != Level::Intrinsic || row.vendor() != Vendor::Amd {
        return None;
    }
    let ty = |t: Ty| match t {
        Ty::T => OpTy::V,
        Ty::Fixed(e) => OpTy::Fixed(ltype(e)),
    };
    let ret = match row.ret {
        Ret::Void => VOID,
        Ret::One(t) => ty(t),
        Ret::Pair(_) => OpTy::Fixed(LTy("{ i32, i32 }")),
        Ret::Many(n, Ty::Fixed(e)) => OpTy::Fixed(crate::ir::struct_of(n, ltype(e))),
        Ret::WithPred(_) | Ret::Many(_, Ty::T) => return None,
    };
    Some(Sig {
        name: row.name,
        ret,
        ops: row.params.iter().map(|p| (ty(p.ty), p.imm)).collect(),
        overloaded: row.is_generic(),
        // The f32 wave reductions (`wave.reduce.fadd` …) take their float as it is.
        int_only: INT_ONLY.iter().any(|k| row.name.starts_with(k)) && !row.name.starts_with("llvm.amdgcn.wave.reduce.f"),
        sel: row.amd_selection(),
    })
}

/// Find a signature by base name (an explicit suffix is stripped first).
pub fn lookup(name: &str) -> Option<Sig> {
    nvvm_pointer_sig(name).or_else(|| amdgpu_sig(name))
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
pub fn fold_dead_old(sel: Option<AmdInsn>, c: &mut Call) {
    let dead = match sel {
        // update.dpp(old, src, ctrl, row_mask, bank_mask, bound_ctrl); mov.dpp has no `old`
        Some(AmdInsn::Dpp16) if c.args.len() == 6 => c.arg_const(5) == Some(1) && c.arg_const(3) == Some(15) && c.arg_const(4) == Some(15),
        Some(AmdInsn::Permlane16(_)) => c.arg_const(4).unwrap_or(0) | c.arg_const(5).unwrap_or(0) != 0,
        Some(AmdInsn::Permlane16Var(_)) => c.arg_const(3).unwrap_or(0) | c.arg_const(4).unwrap_or(0) != 0,
        _ => false,
    };
    if dead {
        let t = c.args[0].ty();
        c.args[0] = Value::Poison(t);
    }
}
