//! `--emit llvm`: the whole sequence as one LLVM IR function that `opt-22 -passes=verify`
//! accepts and llc-22 compiles: one parameter (the running value), each call through
//! xlane-lower's function builder (`xlane_lower::func::Func`, the registry check and the
//! intrinsic each row becomes, as `xlane lower` prints it), the combines and lane-mask
//! selects as IR instructions, per-lane operands as a formula of the lane id or a constant
//! table. It computes what the HIP/CUDA function of `emit::c` computes, step for step.

use crate::op::Op;
use crate::problem::{Goal, Problem};
use crate::step::{ArgVal, Call, Step};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::Ty;
use xlane_core::ElemTy;
use xlane_lower::func::{Cmp, Func, IntOp};
use xlane_lower::ir::{ltype, LTy, Value};

/// The data type a row's data parameter has (the problem's type for a generic row).
fn data_ty(call: &Call, p: &Problem) -> ElemTy {
    call.row
        .params
        .iter()
        .zip(&call.args)
        .find(|(_, a)| **a == ArgVal::Data)
        .map(|(q, _)| match q.ty {
            Ty::Fixed(t) => t,
            Ty::T => p.ty,
        })
        .unwrap_or(p.ty)
}

struct Builder<'a> {
    p: &'a Problem,
    f: Func,
    /// `@xlane_table_N` constant definitions (per-lane operands without a formula).
    globals: Vec<String>,
    identity: Option<Value>,
}

impl Builder<'_> {
    fn lane(&mut self) -> Result<Value> {
        self.f.lane_id()
    }

    /// `(M >> lane) & 1` as an `i1`: is this lane in the 64-bit mask `m`?
    fn in_mask(&mut self, m: u64) -> Result<Value> {
        let lane = self.lane()?;
        let l64 = self.f.cast("zext", lane, LTy::I64);
        let shifted = self.f.int(IntOp::Shr, Value::Const(m as i64, LTy::I64), l64, false);
        Ok(self.f.cast("trunc", shifted, LTy::I1))
    }

    /// A per-lane operand: `(lane ^ k) * s`, a segment member mask, or a table load.
    fn per_lane(&mut self, vals: &[u64], ty: LTy) -> Result<Value> {
        let lane = self.lane()?;
        let c = |v: u64| Value::Const(v as i64, LTy::I32);
        for scale in [1u64, 4] {
            if vals.iter().any(|v| v % scale != 0) {
                continue;
            }
            if let Some(k) = (0..self.p.wave as u64).find(|&k| vals.iter().enumerate().all(|(n, &x)| x / scale == n as u64 ^ k)) {
                let x = self.f.int(IntOp::Xor, lane.clone(), c(k), false);
                let v = self.f.int(IntOp::Mul, x, c(scale), false);
                return Ok(self.f.cast("zext", v, ty));
            }
        }
        let width = self.p.width as u64;
        let seg = |n: u64| (if width >= 32 { 0xFFFF_FFFFu64 } else { (1u64 << width) - 1 }) << (n / width * width);
        if vals.iter().enumerate().all(|(n, &v)| v == seg(n as u64)) {
            if width >= 32 {
                return Ok(Value::Const(0xFFFF_FFFFu32 as i32 as i64, ty));
            }
            let start = self.f.int(IntOp::And, lane, c(!(width - 1) & 0xFFFF_FFFF), false);
            let m = self.f.int(IntOp::Shl, c((1u64 << width) - 1), start, false);
            return Ok(self.f.cast("zext", m, ty));
        }
        let name = format!("xlane_table_{}", self.globals.len());
        let list: Vec<String> = vals.iter().map(|v| format!("i32 {}", *v as u32 as i32)).collect();
        let n = vals.len();
        // Constant memory: addrspace(4) on AMDGPU and NVPTX alike.
        self.globals.push(format!("@{name} = internal addrspace(4) constant [{n} x i32] [{}], align 4", list.join(", ")));
        let at = self.f.body.op(LTy("ptr addrspace(4)"), format!("getelementptr inbounds [{n} x i32], ptr addrspace(4) @{name}, i32 0, i32 {}", lane.bare()));
        let v = self.f.body.op(LTy::I32, format!("load i32, ptr addrspace(4) {}, align 4", at.bare()));
        Ok(self.f.cast("zext", v, ty))
    }

    /// One call on `data` (of the row's data type); returns its value (the output the step reads).
    fn call(&mut self, call: &Call, data: Value, ident: Option<Value>) -> Result<Value> {
        let mut args = vec![];
        for (q, a) in call.row.params.iter().zip(&call.args) {
            let ty = ltype(match q.ty {
                Ty::Fixed(t) => t,
                Ty::T => self.p.ty,
            });
            args.push(match a {
                ArgVal::Data => data.clone(),
                ArgVal::Identity => ident.clone().ok_or_else(|| Diag::new(DiagKind::Unsupported, "an identity operand outside a collective"))?,
                ArgVal::Imm(v) | ArgVal::Uniform(v) => Value::Const(if ty == LTy::I1 { (*v != 0) as i64 } else { *v as i64 }, ty),
                ArgVal::PerLane(vals) => self.per_lane(vals, ty)?,
            });
        }
        let generic = call.row.is_generic().then_some(self.p.ty);
        let called = self.f.call(call.row.name, generic, args)?;
        let first = called.value.ok_or_else(|| Diag::new(DiagKind::Unsupported, format!("`{}` returns no value", call.row.name)))?;
        if call.output == 0 {
            return Ok(first);
        }
        // A pair: the builder takes both fields apart, the second right after the first.
        let id = first.tmp_id().ok_or_else(|| Diag::new(DiagKind::Unsupported, "a pair result folded away"))?;
        Ok(Value::Tmp(id + 1, first.ty()))
    }

    /// `v` moved by one call, as a value of the problem's type: bit casts to a row of another
    /// type of the same width, 32-bit halves through a narrower row.
    fn moved(&mut self, call: &Call, v: Value) -> Result<Value> {
        let t = ltype(self.p.ty);
        let rt = ltype(data_ty(call, self.p));
        let ident = self.identity.clone();
        if rt.bits() == t.bits() {
            let a = self.f.cast("bitcast", v, rt);
            let i = ident.map(|i| self.f.cast("bitcast", i, rt));
            let r = self.call(call, a, i)?;
            return Ok(self.f.cast("bitcast", r, t));
        }
        // A 64-bit value through a 32-bit row: both halves.
        let halves = |b: &mut Builder, x: Value| -> (Value, Value) {
            let bits = b.f.cast("bitcast", x, LTy::I64);
            let lo = b.f.cast("trunc", bits.clone(), LTy::I32);
            let up = b.f.int(IntOp::Shr, bits, Value::Const(32, LTy::I64), false);
            let hi = b.f.cast("trunc", up, LTy::I32);
            (b.f.cast("bitcast", lo, rt), b.f.cast("bitcast", hi, rt))
        };
        let (vlo, vhi) = halves(self, v);
        let (ilo, ihi) = match ident {
            Some(i) => {
                let (l, h) = halves(self, i);
                (Some(l), Some(h))
            }
            None => (None, None),
        };
        let lo = self.call(call, vlo, ilo)?;
        let hi = self.call(call, vhi, ihi)?;
        let lo = self.f.cast("bitcast", lo, LTy::I32);
        let hi = self.f.cast("bitcast", hi, LTy::I32);
        let lo = self.f.cast("zext", lo, LTy::I64);
        let hi = self.f.cast("zext", hi, LTy::I64);
        let hi = self.f.int(IntOp::Shl, hi, Value::Const(32, LTy::I64), false);
        let both = self.f.int(IntOp::Or, hi, lo, false);
        Ok(self.f.cast("bitcast", both, t))
    }

    fn chain(&mut self, calls: &[Call], v: Value) -> Result<Value> {
        let mut x = v;
        for c in calls {
            x = self.moved(c, x)?;
        }
        Ok(x)
    }

    /// `op(a, b)` as `emit::c` computes it (`Op::c_expr`).
    fn combine(&mut self, op: Op, a: Value, b: Value) -> Value {
        let t = self.p.ty;
        let f = &mut self.f;
        match (op, t.is_float()) {
            (Op::Add, true) => f.float("fadd", a, b),
            (Op::Add, false) => f.int(IntOp::Add, a, b, false),
            (Op::And, _) => f.int(IntOp::And, a, b, false),
            (Op::Or, _) => f.int(IntOp::Or, a, b, false),
            (Op::Xor, _) => f.int(IntOp::Xor, a, b, false),
            (Op::Min | Op::Max, true) => {
                let name = format!("llvm.{}.{}", if op == Op::Min { "minnum" } else { "maxnum" }, if t.bits() == 32 { "f32" } else { "f64" });
                let ty = a.ty();
                f.body.call(name, ty, vec![a, b], vec![false, false]).expect("minnum returns")
            }
            (Op::Min, false) => {
                let c = f.icmp(Cmp::Lt, b.clone(), a.clone(), t.is_signed());
                f.select(c, b, a)
            }
            (Op::Max, false) => {
                let c = f.icmp(Cmp::Gt, b.clone(), a.clone(), t.is_signed());
                f.select(c, b, a)
            }
        }
    }

    fn step(&mut self, st: &Step, op: Option<Op>, v: Value) -> Result<Value> {
        if !st.alts.is_empty() {
            // A merged move: every chain on the same input, then one select per alternative.
            let mut out = self.chain(&st.calls, v.clone())?;
            for a in &st.alts {
                let r = self.chain(&a.calls, v.clone())?;
                let c = self.in_mask(a.lanes)?;
                out = self.f.select(c, r, out);
            }
            return Ok(out);
        }
        let s = self.chain(&st.calls, v.clone())?;
        Ok(match (st.combine, op) {
            (true, Some(op)) => {
                let r = self.combine(op, v.clone(), s);
                match st.pred {
                    Some(m) => {
                        let c = self.in_mask(m)?;
                        self.f.select(c, r, v)
                    }
                    None => r,
                }
            }
            _ => match st.pred {
                Some(m) => {
                    let fill = match &self.identity {
                        Some(i) => i.clone(),
                        None => zero(ltype(self.p.ty)),
                    };
                    let c = self.in_mask(m)?;
                    self.f.select(c, s, fill)
                }
                None => s,
            },
        })
    }
}

fn zero(t: LTy) -> Value {
    Value::Const(0, t)
}

/// The identity of `op` in type `t` as an IR constant.
fn identity(op: Op, t: ElemTy) -> Value {
    let bits = op.identity(t);
    Value::Const(if t.bits() == 32 && !t.is_float() { bits as u32 as i32 as i64 } else { bits as i64 }, ltype(t))
}

/// The module text: the tables, the function `@name`, its `declare` lines; `header` lines
/// (the request, cost, proof, preconditions) as `;` comments on top.
pub fn function(p: &Problem, steps: &[Step], name: &str, header: &str) -> Result<String> {
    let op = match &p.goal {
        Goal::Collective { op, .. } => Some(*op),
        Goal::Perm { .. } => None,
    };
    let mut b = Builder { p, f: Func::new(p.target, p.wave), globals: vec![], identity: op.map(|o| identity(o, p.ty)) };
    let t = ltype(p.ty);
    let mut v = b.f.param("v", t);
    for st in steps {
        v = b.step(st, op, v)?;
    }
    let func = b.f.finish(Some(v));
    let text = func.to_text().replacen("@snippet(", &format!("@{name}("), 1);
    let mut out = String::new();
    for l in header.lines() {
        out.push_str(&format!("; {l}\n"));
    }
    for g in &b.globals {
        out.push_str(g);
        out.push('\n');
    }
    if !b.globals.is_empty() {
        out.push('\n');
    }
    out.push_str(&text);
    Ok(out)
}
