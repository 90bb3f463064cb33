//! Builtin call → LLVM IR, the way clang-22 `-O1` emits it. The registry row says which
//! intrinsic the call becomes and which argument feeds which operand (`Lower`); the intrinsic
//! table (`intrinsics`) says how LLVM types and spells it; header functions go through
//! `expand`.

use crate::intrinsics::{self, OpTy, Sig};
pub use crate::ir::ltype;
use crate::ir::{Body, LTy, Value};
use xlane_core::callexpr::{ArgExpr, CallExpr};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, AmdInsn, Builtin, Insn, Level, Operand, Permute, PtxInsn, Ret, Ty};
use xlane_core::semantics::nvidia::sreg::Sreg;
use xlane_core::target::{Target, Vendor};
use xlane_core::value::ElemTy;

/// Everything a lowering step needs to know about the call site.
pub struct Ctx<'a> {
    pub builtin: &'static Builtin,
    pub ty: ElemTy,
    pub call: &'a CallExpr,
    pub target: &'a Target,
    pub wave: u32,
    /// The arguments as IR values already of their parameters' types (a snippet's nested
    /// calls and expressions); `None`: read them off `call` (names and literals).
    pub vals: Option<&'a [Value]>,
}

impl Ctx<'_> {
    /// The element type of a parameter or result type.
    pub fn elem(&self, t: Ty) -> ElemTy {
        self.builtin.resolve(t, Some(self.ty))
    }
    /// Argument `i` as an IR value of its parameter's type.
    pub fn arg(&self, i: usize) -> Value {
        if let Some(v) = self.vals.and_then(|v| v.get(i)) {
            return v.clone();
        }
        let ty = ltype(self.elem(self.builtin.params[i].ty));
        match &self.call.args[i] {
            ArgExpr::Name(n) => Value::Named(n.clone(), ty),
            a => Value::Const(truncate(a.constant().unwrap_or(0), ty), ty),
        }
    }
}

fn truncate(v: i64, t: LTy) -> i64 {
    match t.bits() {
        // A C integer converted to `bool` is `!= 0` (C11 6.3.1.2), not its low bit.
        1 => (v != 0) as i64,
        0 | 64 => v,
        b => ((v as u64) & ((1u64 << b) - 1)) as i64,
    }
}

/// Lower a checked call without an expansion (see `expand`) to its IR body.
pub fn build(cx: &Ctx) -> Result<Body> {
    let mut body = Body::default();
    body.result = build_into(&mut body, cx)?;
    body.canonicalize_compares();
    Ok(body)
}

/// [`build`] appending to `body` (a function with several calls); returns the call's value.
pub fn build_into(body: &mut Body, cx: &Ctx) -> Result<Option<Value>> {
    let lower = &cx.builtin.lower;
    if lower.intrinsic.is_empty() {
        // The call emits no instruction (a compile-time constant, or a pure hint).
        return Ok(None);
    }
    let args: Vec<Value> = lower
        .operands
        .iter()
        .map(|op| match *op {
            Operand::Param(i) => cx.arg(i as usize),
            Operand::Poison => Value::Poison(value_type(cx)),
            Operand::Const(c) => Value::Const(c, LTy::I32),
        })
        .collect();
    let result = emit_intrinsic(body, cx, lower.intrinsic, args)?;
    if cx.builtin.level != Level::Intrinsic {
        body.llc.sext_from = match value_type(cx) {
            _ if !matches!(cx.ty, ElemTy::I8 | ElemTy::I16) => 0,
            t => t.bits(),
        };
    }
    Ok(result)
}

/// The call's value type `V`: what the builtin returns (or its `T` when it returns nothing).
fn value_type(cx: &Ctx) -> LTy {
    match cx.builtin.ret {
        Ret::One(t) | Ret::WithPred(t) | Ret::Many(_, t) => ltype(cx.elem(t)),
        Ret::Pair(_) => LTy::I32,
        Ret::Void => ltype(cx.ty),
    }
}

/// Emit one intrinsic call for `base` with the given operands, converting them to the
/// intrinsic's operand types the way clang does, and unpack the result like clang.
pub fn emit_intrinsic(body: &mut Body, cx: &Ctx, base: &str, args: Vec<Value>) -> Result<Option<Value>> {
    emit_intrinsic_as(body, cx, base, args, value_type(cx))
}

/// As [`emit_intrinsic`], with the overloaded value type given (header expansions, whose
/// intrinsic types differ from the function's result: HIP's `__any` ballots in 64 bits).
pub fn emit_intrinsic_as(body: &mut Body, cx: &Ctx, base: &str, args: Vec<Value>, vt: LTy) -> Result<Option<Value>> {
    match intrinsics::lookup(base) {
        Some(sig) => emit_with_sig(body, cx, &sig, vt, args),
        None => Ok(emit_from_registry(body, cx, base, args)),
    }
}

fn emit_with_sig(body: &mut Body, cx: &Ctx, sig: &Sig, vt: LTy, args: Vec<Value>) -> Result<Option<Value>> {
    if args.len() != sig.ops.len() {
        return Err(Diag::new(
            DiagKind::Unsupported,
            format!("the registry maps `{}` to {} operand(s) of `{}`, which takes {}", cx.builtin.name, args.len(), sig.name, sig.ops.len()),
        )
        .with_help("fix the row's `Lower::operands` in the registry"));
    }
    // A fixed result (a lane mask from `icmp`/`fcmp`, `inverse.ballot`'s i1) stays what the
    // builtin returns, even when the overloaded type comes from an operand.
    let result_vt = vt;
    // The overloaded type comes from the result, or (inverse.ballot) from the first `V` operand.
    let vt = match (sig.ret, sig.ops.iter().position(|(t, _)| *t == OpTy::V)) {
        (OpTy::Fixed(_), Some(i)) => args[i].ty(),
        _ => vt,
    };
    // clang's CGBuiltin gives int-only intrinsics a same-width integer, widened to 32 bits.
    let clang_int = sig.int_only && cx.builtin.level != Level::Intrinsic;
    let it = if clang_int && (!vt.is_int() || vt.bits() < 32) { LTy::I32.max_width(vt.as_int()) } else { vt };
    let mut ops = vec![];
    for (a, (op, _)) in args.into_iter().zip(&sig.ops) {
        let want = match op {
            OpTy::V => it,
            OpTy::Fixed(t) => *t,
        };
        ops.push(convert(body, a, want));
    }
    let ret = match sig.ret {
        OpTy::V => it,
        OpTy::Fixed(t) => t,
    };
    let callee = if sig.overloaded { format!("{}.{}", sig.name, intrinsics::suffix(it)) } else { sig.name.to_string() };
    let immarg: Vec<bool> = sig.ops.iter().map(|(_, imm)| *imm).collect();
    wrap_constant_lane(sig.sel, &mut ops, cx);
    if let Some(v) = fold_call(sig.sel, &ops, cx) {
        return Ok(Some(v));
    }
    if let Some((data, lane)) = bpermute_as_readlane(sig.sel, &ops, cx) {
        return emit_intrinsic_as(body, cx, "llvm.amdgcn.readlane", vec![data, lane], LTy::I32);
    }
    lane_mask_width(sig, ret, &ops, cx)?;
    // In wave32 a 64-bit ballot is the 32-bit ballot zero-extended (AMDGPUInstCombineIntrinsic).
    if sig.sel == Some(AmdInsn::Ballot) && ret == LTy::I64 && cx.wave == 32 {
        let r = body.call("llvm.amdgcn.ballot.i32", LTy::I32, ops, immarg).expect("ballot returns");
        return Ok(Some(body.cast("zext", &r, LTy::I64)));
    }
    let mut call = crate::ir::Call { callee, ret, args: ops, immarg };
    intrinsics::fold_dead_old(sig.sel, &mut call);
    let r = body.call(call.callee, call.ret, call.args, call.immarg);
    let back_to = if matches!(sig.ret, OpTy::Fixed(_)) { result_vt } else { vt };
    Ok(r.map(|r| unpack(body, cx, r, back_to)))
}

/// Folds that replace the call at `-O1` (AMDGPUInstCombineIntrinsic.cpp):
/// * `mbcnt.hi(mask, base)` is `base` in wave32, where no lane has a high half;
/// * a lane read of a constant (`readfirstlane`, `readlane`, `permlane64`, `ds.bpermute`'s
///   data) is the constant: the value is the same in every lane.
fn fold_call(sel: Option<AmdInsn>, ops: &[Value], cx: &Ctx) -> Option<Value> {
    let data = match sel? {
        AmdInsn::Mbcnt { hi: true } if cx.wave == 32 => return Some(ops[1].clone()),
        AmdInsn::ReadFirstLane | AmdInsn::ReadLane | AmdInsn::Permlane64 => &ops[0],
        AmdInsn::DsPermute(Permute::Pull) => &ops[1],
        _ => return None,
    };
    data.constant().map(|_| data.clone())
}

/// A constant lane number of `readlane`/`writelane` is taken modulo the wave size at `-O1`
/// (AMDGPUInstCombineIntrinsic: the hardware reads only the low bits of the lane select;
/// checked with opt-22: `readlane(v, -1)` → lane 63 in wave64, `writelane(v, 33, o)` → lane 1
/// in wave32).
fn wrap_constant_lane(sel: Option<AmdInsn>, ops: &mut [Value], cx: &Ctx) {
    if matches!(sel, Some(AmdInsn::ReadLane | AmdInsn::WriteLane)) {
        if let Some(Value::Const(lane, ty)) = ops.get(1).cloned() {
            ops[1] = Value::Const(lane & (cx.wave as i64 - 1), ty);
        }
    }
}

/// `ds.bpermute` with a constant address becomes `readlane(data, (addr >> 2) & (wave - 1))`
/// at `-O1` (AMDGPUInstCombineIntrinsic). Note the fold also on GFX10/11 wave64, where the
/// instruction itself works per 32-lane half (errata L4).
fn bpermute_as_readlane(sel: Option<AmdInsn>, ops: &[Value], cx: &Ctx) -> Option<(Value, Value)> {
    if sel != Some(AmdInsn::DsPermute(Permute::Pull)) {
        return None;
    }
    let addr = ops[0].constant()?;
    let lane = ((addr as i32) >> 2) as i64 & (cx.wave as i64 - 1);
    Some((ops[1].clone(), Value::Const(lane, LTy::I32)))
}

/// A lane mask narrower than the wave cannot be selected: llc-22 fails with "Cannot select" on
/// `ballot.i32` and `inverse.ballot.i32` in wave64 (SIISelLowering: the mask is the wave's
/// width; only the 64-bit ballot has a wave32 form, by zero extension).
fn lane_mask_width(sig: &Sig, ret: LTy, ops: &[Value], cx: &Ctx) -> Result<()> {
    let (base, width) = match sig.sel {
        Some(AmdInsn::Ballot) => (sig.name, ret.bits()),
        Some(AmdInsn::InverseBallot) => (sig.name, ops[0].ty().bits()),
        _ => return Ok(()),
    };
    if width < cx.wave {
        return Err(Diag::new(
            DiagKind::Unavailable,
            format!("`{base}.i{width}` is not available in wave{}: llc-22 cannot select a {width}-bit lane mask for a {}-lane wave", cx.wave, cx.wave),
        )
        .with_help(format!("use the i{} form in wave{}", cx.wave, cx.wave)));
    }
    Ok(())
}

/// Convert an operand to the type an intrinsic wants: constants are re-typed, values get the
/// cast clang inserts (`icmp ne` for a truth value, bitcast for floats, zext/trunc for widths).
fn convert(body: &mut Body, a: Value, want: LTy) -> Value {
    let have = a.ty();
    if have == want {
        return a;
    }
    match a {
        Value::Const(c, _) => Value::Const(truncate(c, want), want),
        Value::Poison(_) => Value::Poison(want),
        a if want.0.starts_with("ptr") => body.cast("inttoptr", &a, want),
        a if want == LTy::I1 => {
            let zero = Value::Const(0, have);
            body.icmp("ne", &a, &zero)
        }
        a => {
            let a = if have.is_int() { a } else { body.cast("bitcast", &a, have.as_int()) };
            let ai = a.ty();
            let wi = want.as_int();
            let a = if ai.bits() < wi.bits() {
                body.cast("zext", &a, wi)
            } else if ai.bits() > wi.bits() {
                body.cast("trunc", &a, wi)
            } else {
                a
            };
            if want.is_int() {
                a
            } else {
                body.cast("bitcast", &a, want)
            }
        }
    }
}

/// Bring an intrinsic's result back to the builtin's result type (narrow / bitcast), and take
/// pairs apart as clang does for vector results.
fn unpack(body: &mut Body, cx: &Ctx, r: Value, vt: LTy) -> Value {
    match cx.builtin.ret {
        Ret::Pair(_) | Ret::WithPred(_) if cx.builtin.level != Level::Intrinsic => {
            let first = body.extract(&r, 0, LTy::I32);
            if matches!(cx.builtin.ret, Ret::Pair(_)) {
                body.extract(&r, 1, LTy::I32);
            }
            first
        }
        _ if r.ty() != vt && vt.bits() > 0 && r.ty().bits() > 0 => {
            let n = if r.ty().bits() > vt.bits() { body.cast("trunc", &r, vt.as_int()) } else { r };
            if vt.is_int() {
                n
            } else {
                body.cast("bitcast", &n, vt)
            }
        }
        _ => r,
    }
}

/// An intrinsic xlane has no signature for (NVVM names are fully spelled): types come from the
/// registry row.
fn emit_from_registry(body: &mut Body, cx: &Ctx, name: &str, args: Vec<Value>) -> Option<Value> {
    let b = cx.builtin;
    let ret = match b.ret {
        Ret::Void => LTy::VOID,
        Ret::One(t) => ltype(cx.elem(t)),
        Ret::Pair(_) => LTy("{ i32, i32 }"),
        Ret::Many(n, t) => crate::ir::struct_of(n, ltype(cx.elem(t))),
        Ret::WithPred(t) => match ltype(cx.elem(t)) {
            LTy::F32 => LTy("{ float, i1 }"),
            LTy::I64 => LTy("{ i64, i1 }"),
            _ => LTy("{ i32, i1 }"),
        },
    };
    let immarg = b.lower.operands.iter().map(|op| matches!(op, Operand::Param(i) if b.params[*i as usize].imm)).collect();
    // clang folds the warp size to its constant (the intrinsic's range is [32, 33)).
    let warp_size = Insn::Ptx(PtxInsn::Sreg(Sreg::WarpSize));
    if registry::lookup(name, Some(Vendor::Nvidia)).is_ok_and(|(row, _)| row.lower.insn == warp_size) {
        return Some(Value::Const(32, LTy::I32));
    }
    let r = body.call(name, ret, args, immarg);
    r.map(|r| unpack(body, cx, r, ret))
}

trait Widest {
    fn max_width(self, o: LTy) -> LTy;
}
impl Widest for LTy {
    fn max_width(self, o: LTy) -> LTy {
        if o.bits() > self.bits() {
            o
        } else {
            self
        }
    }
}
