//! `xlane lower` of a snippet: the same language as `eval` (one parser), turned into one LLVM
//! IR function through xlane-lower's builder (`xlane_lower::func`), which owns the LLVM
//! spelling and clang's `-O1` canonical forms. This module only applies C's rules: types,
//! conversions, constant expressions, scopes.
//!
//! The function a snippet becomes (docs/lower.md):
//! * undeclared names (`v`, `old`) are its parameters, in order of first use, typed by the
//!   builtin parameter they are first passed to (`--type` picks `T`), else `int`: the same
//!   names that stand for opaque per-lane data in `explain`;
//! * `lane` / `threadIdx.x` / `__lane_id()` is the lane id as HIP's `__lane_id()` computes it
//!   on AMD (`mbcnt_lo`, then `mbcnt_hi` in wave64), `%laneid` on NVIDIA; `warpSize` the
//!   wave size;
//! * it returns the value of the last statement (the variable it declares or assigns, or the
//!   expression's value; `void` for a void call).
//!
//! Branches (`if`/`else`, a call under `?:`/`&&`/`||`) become blocks and phis as clang's code
//! generator and mem2reg make them (`Func::branch`), simplified as `-O1` does
//! (`xlane_lower::cfg`). Loops, branches inside branches and per-lane lists are refused with
//! the reason.

use super::ast::*;
use super::calls::{default_width, element_type, ArgType};
use super::ctype::{CType, Num, INT, UINT};
use super::lex::Span;
use super::ops;
use super::parse;
use super::source::Source;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, Ret};
use xlane_core::{ElemTy, Target};
use xlane_lower::func::{Cmp, Func, Function, IntOp};
use xlane_lower::ir::{LTy, Value};

/// A snippet lowered to one function.
#[derive(Debug, Clone)]
pub struct Lowered {
    pub function: Function,
    /// The C type of the returned value (`None`: void).
    pub ret: Option<CType>,
}

/// Lower `text` for `target` (wave size `wave`); `ty` picks `T` of generic builtins whose
/// data arguments are undeclared names.
pub fn lower(text: &str, target: &'static Target, wave: u32, ty: Option<ElemTy>) -> Result<Lowered> {
    let src = Source::new(text);
    let prog = parse::parse(&src)?;
    let mut l = Lowerer { src: &src, f: Func::new(target, wave), scopes: vec![vec![]], ty, in_arm: false, last_assigned: None };
    let mut last = None;
    for s in &prog {
        last = l.stmt(s)?;
    }
    let ret = last.as_ref().map(|v| v.ty);
    Ok(Lowered { function: l.f.finish(last.map(|v| v.v)), ret })
}

/// A C value: its type, its IR value, and whether C sees it as a constant expression.
#[derive(Debug, Clone)]
struct CVal {
    ty: CType,
    v: Value,
    konst: bool,
}

struct Var {
    name: String,
    val: CVal,
    is_const: bool,
    /// An undeclared name: a parameter, and this is its value on entry.
    param: Option<CVal>,
}

/// A variable's place: (scope, position in it).
type Slot = (usize, usize);

struct Lowerer<'a> {
    src: &'a Source,
    f: Func,
    scopes: Vec<Vec<Var>>,
    ty: Option<ElemTy>,
    /// Inside an arm of a branch (nested branches are refused).
    in_arm: bool,
    /// The variable the last assignment wrote (what an `if` leaves as its value).
    last_assigned: Option<String>,
}

/// The LLVM type of a C type.
pub fn ltype(t: CType) -> LTy {
    xlane_lower::frontend::ltype(t.elem())
}

impl Lowerer<'_> {
    fn unsupported(&self, span: Span, what: &str) -> Diag {
        self.src.diag(DiagKind::Unsupported, span, &format!("`lower` does not lower {what}")).with_help(
            "`lower` turns straight-line snippets into one function; clang -O1 makes this control flow (branches, phis, loop rotation), which xlane does not reproduce. Use `?:` for a per-lane choice, `xlane eval` for the values, or clang-22 -O1 -S -emit-llvm for the IR",
        )
    }

    fn refuse(&self, span: Span, what: &str, help: &str) -> Diag {
        self.src.diag(DiagKind::Unsupported, span, &format!("`lower` does not lower {what}")).with_help(help)
    }

    /// Refuse a branch inside an arm of another, and a branch on another branch's result.
    fn flat(&self, span: Span, cond: &Value) -> Result<()> {
        if self.f.is_phi(cond) {
            return Err(self.refuse(
                span,
                "a branch on the result of another branch (`if (a && call)`, `(a && call) || b`): clang -O1 threads the constant edges of that phi past the second branch, which xlane does not reproduce",
                "branch on the call's value itself (`int c = __any_sync(m, p); if (a && c) …`), or use clang-22 -O1 -S -emit-llvm",
            ));
        }
        if self.in_arm {
            return Err(self.refuse(
                span,
                "a branch inside a branch (an `if`, or a call under `?:`/`&&`/`||`, within an arm): clang -O1 merges and threads nested blocks in ways xlane does not reproduce",
                "lower the arms as separate snippets, or use clang-22 -O1 -S -emit-llvm",
            ));
        }
        Ok(())
    }

    /// Every variable's current value, by slot.
    fn values(&self) -> Vec<(Slot, CVal)> {
        self.scopes.iter().enumerate().flat_map(|(i, s)| s.iter().enumerate().map(move |(j, v)| ((i, j), v.val.clone()))).collect()
    }

    /// Put back the values of `before`; parameters first read in an arm get their entry value.
    fn restore(&mut self, before: &[(Slot, CVal)]) {
        for (i, s) in self.scopes.iter_mut().enumerate() {
            for (j, v) in s.iter_mut().enumerate() {
                match before.iter().find(|(k, _)| *k == (i, j)) {
                    Some((_, val)) => v.val = val.clone(),
                    None => {
                        if let Some(p) = &v.param {
                            v.val = p.clone();
                        }
                    }
                }
            }
        }
    }

    /// The value of slot `k` in a snapshot taken after an arm (a parameter first read in the
    /// other arm: its entry value).
    fn value_in(&self, snap: &[(Slot, CVal)], k: Slot) -> CVal {
        snap.iter().find(|(s, _)| *s == k).map(|(_, v)| v.clone()).unwrap_or_else(|| {
            let v = &self.scopes[k.0][k.1];
            v.param.clone().unwrap_or_else(|| v.val.clone())
        })
    }

    /// The slots in the order clang's mem2reg puts their phis: parameters first (in order),
    /// then the variables in order of declaration.
    fn phi_order(&self) -> Vec<Slot> {
        let mut slots: Vec<Slot> = self.scopes.iter().enumerate().flat_map(|(i, s)| (0..s.len()).map(move |j| (i, j))).collect();
        let rank = |k: &Slot| {
            let v = &self.scopes[k.0][k.1];
            match v.param {
                Some(_) => (0, self.f.params.iter().position(|(n, _)| *n == v.name).unwrap_or(0), *k),
                None => (1, 0, *k),
            }
        };
        slots.sort_by_key(rank);
        slots
    }

    /// `if (c) S1 else S2`, as clang -O1 leaves it: the condition, a branch around each arm
    /// that has code, and one phi per variable whose value depends on the arm (`crate::cfg` in
    /// xlane-lower). Arms without a call that compute nothing become selects.
    fn if_stmt(&mut self, cond: &Expr, then: &Stmt, els: Option<&Stmt>) -> Result<Option<CVal>> {
        let c = self.expr(cond)?;
        let t = self.truth(c);
        if let Some(k) = t.constant() {
            // A constant condition: only the arm taken is emitted.
            let taken = if k & 1 != 0 { Some(then) } else { els };
            return match taken {
                Some(s) => self.scoped(s),
                None => Ok(None),
            };
        }
        self.flat(cond.span, &t)?;
        let calls = stmt_has_call(then) || els.is_some_and(stmt_has_call);
        let before = self.values();
        let mut br = self.f.branch(t, None);
        let mut after = vec![];
        let mut assigned = None;
        for (k, s) in [Some(then), els].into_iter().enumerate() {
            self.f.arm(&br, k);
            let mark = self.f.body.insts.len();
            self.in_arm = true;
            self.last_assigned = None;
            let r = s.map(|s| self.scoped(s)).transpose();
            self.in_arm = false;
            r?;
            if k == 0 {
                assigned = self.last_assigned.clone();
            }
            if !calls && self.f.body.insts.len() > mark {
                return Err(self.refuse(
                    cond.span,
                    "an `if` whose arms compute without a cross-lane call: clang -O1 speculates such arms into selects by a cost model xlane does not reproduce",
                    "write the choice with `?:` (both sides are computed, then selected), or keep a cross-lane call in the `if`",
                ));
            }
            self.f.end_arm(&mut br, k);
            after.push(self.values());
            self.restore(&before);
        }
        let mut pairs = vec![];
        let mut slots = vec![];
        for k in self.phi_order() {
            let (a, b) = (self.value_in(&after[0], k), self.value_in(&after[1], k));
            if a.v != b.v {
                pairs.push((a.v, b.v));
                slots.push((k, a.ty));
            }
        }
        let vals = self.f.merge(br, pairs);
        for ((k, ty), v) in slots.into_iter().zip(vals) {
            self.scopes[k.0][k.1].val = CVal { ty, v, konst: false };
        }
        self.last_assigned = assigned.clone();
        Ok(assigned.and_then(|n| self.lookup(&n).map(|v| v.val.clone())))
    }

    /// A statement in a scope of its own (an arm).
    fn scoped(&mut self, s: &Stmt) -> Result<Option<CVal>> {
        self.scopes.push(vec![]);
        let r = self.stmt(s);
        self.scopes.pop();
        r
    }

    /// `c ? a : b` with a call in an arm: a branch, each arm computed in its own block.
    fn cond_call(&mut self, c: &Expr, a: &Expr, b: &Expr, span: Span) -> Result<CVal> {
        let cv = self.expr(c)?;
        let t = self.truth(cv);
        if let Some(k) = t.constant() {
            return self.expr(if k & 1 != 0 { a } else { b });
        }
        self.flat(span, &t)?;
        let mut br = self.f.branch(t, None);
        let mut vals = vec![];
        for (k, e) in [a, b].into_iter().enumerate() {
            self.f.arm(&br, k);
            self.in_arm = true;
            let v = self.expr(e);
            self.in_arm = false;
            vals.push(v?);
            self.f.end_arm(&mut br, k);
        }
        let (x, y) = (vals[0].clone(), vals[1].clone());
        let ty = if x.ty == y.ty { x.ty } else { CType::common(x.ty, y.ty) };
        let mut conv = vec![];
        for (k, (v, e)) in [(x, a), (y, b)].into_iter().enumerate() {
            if v.ty == ty {
                conv.push(v);
                continue;
            }
            let r = self.f.reopen_arm(&br, k);
            let v = self.convert(v, ty, e.span);
            self.f.close_arm(r);
            conv.push(v?);
        }
        let v = self.f.merge(br, vec![(conv[0].v.clone(), conv[1].v.clone())]).remove(0);
        Ok(CVal { ty, v, konst: false })
    }

    /// `a && b` / `a || b` with a call in `b`: `b` runs in its own block, and a phi takes the
    /// constant the short cut gives or `b`'s truth.
    fn logic_call(&mut self, and: bool, a: &Expr, b: &Expr, span: Span) -> Result<CVal> {
        let av = self.expr(a)?;
        let x = self.truth(av);
        match (and, x.constant()) {
            (true, Some(0)) | (false, Some(1)) => return Ok(konst(CType::Bool, u64::from(!and))),
            (_, Some(_)) => {
                let bv = self.expr(b)?;
                return Ok(CVal { ty: CType::Bool, v: self.truth(bv), konst: false });
            }
            _ => {}
        }
        self.flat(span, &x)?;
        // `&&`: true goes on to `b`; `||`: false does.
        let (arm, direct) = if and { (0, 1) } else { (1, 0) };
        let mut br = self.f.branch(x, Some(direct));
        self.f.arm(&br, arm);
        self.in_arm = true;
        let y = self.expr(b).map(|y| self.truth(y));
        self.in_arm = false;
        let y = y?;
        self.f.end_arm(&mut br, arm);
        let short = Value::Const(i64::from(!and), LTy::I1);
        let pair = if and { (y, short) } else { (short, y) };
        let v = self.f.merge(br, vec![pair]).remove(0);
        Ok(CVal { ty: CType::Bool, v, konst: false })
    }

    fn lookup(&self, name: &str) -> Option<&Var> {
        self.scopes.iter().rev().flat_map(|s| s.iter().rev()).find(|v| v.name == name)
    }

    fn bind(&mut self, name: &str, val: CVal, is_const: bool) {
        self.scopes.last_mut().expect("a scope").push(Var { name: name.to_string(), val, is_const, param: None });
    }

    /// A statement; returns the value it leaves (for the function's result).
    fn stmt(&mut self, s: &Stmt) -> Result<Option<CVal>> {
        match s {
            Stmt::Decl(tn, decls) => {
                let mut last = None;
                for d in decls {
                    if self.scopes.last().is_some_and(|s| s.iter().any(|v| v.name == d.name)) {
                        return Err(self
                            .src
                            .diag(DiagKind::Malformed, d.span, &format!("`{}` is already declared in this block", d.name))
                            .with_help("assign to it instead, or pick a new name"));
                    }
                    let val = match &d.init {
                        None if tn.is_auto || tn.is_const => return Err(self.src.error(d.span, &format!("`{}` needs an initialiser", d.name), "write e.g. `const int c = 5;`")),
                        None => CVal { ty: tn.ty, v: Value::Poison(ltype(tn.ty)), konst: false },
                        Some(Expr { kind: ExprKind::List(_), span }) => return Err(self.unsupported(*span, "a per-lane `{…}` list (it has no single C value)")),
                        Some(e) => {
                            let v = self.expr(e)?;
                            let v = if tn.is_auto { v } else { self.convert(v, tn.ty, e.span)? };
                            CVal { konst: tn.is_const && v.konst, ..v }
                        }
                    };
                    self.bind(&d.name, val.clone(), tn.is_const);
                    last = Some(val);
                }
                Ok(last)
            }
            Stmt::Assign { name, span, op, value } => {
                let Some(var) = self.lookup(name) else {
                    return Err(self.src.error(*span, &format!("`{name}` is not declared"), &format!("declare it first, e.g. `int {name} = lane;`")));
                };
                if var.is_const {
                    return Err(self.src.diag(DiagKind::Type, *span, &format!("`{name}` is const")).with_help("declare it without `const` to assign to it"));
                }
                let cur = CVal { konst: false, ..var.val.clone() };
                let rhs = self.expr(value)?;
                let v = match op {
                    None => rhs,
                    Some(op) => self.binary(*op, cur.clone(), rhs, span.to(value.span))?,
                };
                let v = CVal { konst: false, ..self.convert(v, cur.ty, value.span)? };
                // SSA: the variable now names the new value, in the scope that declared it.
                if let Some(var) = self.scopes.iter_mut().rev().flat_map(|s| s.iter_mut().rev()).find(|o| o.name == *name) {
                    var.val = v.clone();
                }
                self.last_assigned = Some(name.clone());
                Ok(Some(v))
            }
            Stmt::Expr(e) => self.expr_any(e),
            Stmt::If { cond, then, els } => self.if_stmt(cond, then, els.as_deref()),
            Stmt::Loop { span, .. } => Err(self.refuse(
                *span,
                "loops: clang -O1 keeps them as loops (it marks them `llvm.loop.unroll.disable`, as -funroll-loops is off at -O1), rotates them, hoists their invariant code and rewrites the induction variable, which xlane does not reproduce",
                "write the iterations out, one statement per step (`v += __shfl_xor(v, 1); v += __shfl_xor(v, 2); …`), to lower them; `xlane eval` runs the loop, clang-22 -O1 -S -emit-llvm shows its IR",
            )),
            Stmt::Block(body) => {
                self.scopes.push(vec![]);
                let mut last = None;
                for s in body {
                    last = self.stmt(s)?;
                }
                self.scopes.pop();
                Ok(last)
            }
        }
    }

    /// An expression whose value may be void (a statement-level call).
    fn expr_any(&mut self, e: &Expr) -> Result<Option<CVal>> {
        if let ExprKind::Call(name, args) = &e.kind {
            return self.call(name, args, e.span);
        }
        self.expr(e).map(Some)
    }

    fn expr(&mut self, e: &Expr) -> Result<CVal> {
        Ok(match &e.kind {
            ExprKind::Int(v, ty) => konst(*ty, *v),
            ExprKind::Float(f, ty) => konst(*ty, ty.write(Num::Float(*f)).expect("floats convert to floats")),
            ExprKind::Bool(b) => konst(CType::Bool, *b as u64),
            ExprKind::Lane => CVal { ty: INT, v: self.f.lane_id().map_err(|d| self.src.locate(d, e.span))?, konst: false },
            ExprKind::WaveSize => CVal { konst: false, ..konst(INT, self.f.wave as u64) },
            ExprKind::Var(name) => self.var(name),
            ExprKind::Unary(op, x) => self.unary(*op, x, e.span)?,
            ExprKind::Binary(op @ (BinOp::LogAnd | BinOp::LogOr), a, b) => {
                if has_call(b) {
                    return self.logic_call(*op == BinOp::LogAnd, a, b, e.span);
                }
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                let (x, y) = (self.truth(a.clone()), self.truth(b.clone()));
                let v = match (op, x.constant(), y.constant()) {
                    (BinOp::LogAnd, Some(0), _) | (BinOp::LogAnd, _, Some(0)) => Value::Const(0, LTy::I1),
                    (BinOp::LogOr, Some(1), _) | (BinOp::LogOr, _, Some(1)) => Value::Const(1, LTy::I1),
                    _ => self.f.int(if *op == BinOp::LogAnd { IntOp::And } else { IntOp::Or }, x, y, false),
                };
                CVal { ty: CType::Bool, v, konst: a.konst && b.konst }
            }
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.expr(a)?, self.expr(b)?);
                self.binary(*op, x, y, e.span)?
            }
            ExprKind::Cond(c, a, b) => {
                if has_call(a) || has_call(b) {
                    return self.cond_call(c, a, b, e.span);
                }
                let c = self.expr(c)?;
                let (x, y) = (self.expr(a)?, self.expr(b)?);
                let ty = if x.ty == y.ty { x.ty } else { CType::common(x.ty, y.ty) };
                let (x, y) = (self.convert(x, ty, a.span)?, self.convert(y, ty, b.span)?);
                let k = c.konst && x.konst && y.konst;
                let t = self.truth(c);
                CVal { ty, v: self.f.select(t, x.v, y.v), konst: k }
            }
            ExprKind::Cast(ty, x) => {
                let v = self.expr(x)?;
                self.convert(v, *ty, e.span)?
            }
            ExprKind::Call(name, args) => match self.call(name, args, e.span)? {
                Some(v) => v,
                None => return Err(self.src.diag(DiagKind::Type, e.span, &format!("`{name}` returns void")).with_help("call it as a statement of its own")),
            },
            ExprKind::AddrOf(_) => return Err(self.unsupported(e.span, "out-pointer arguments (`&pred`)")),
            ExprKind::List(_) => return Err(self.unsupported(e.span, "a per-lane `{…}` list")),
        })
    }

    /// A variable, or an undeclared name: a parameter of type `int`.
    fn var(&mut self, name: &str) -> CVal {
        if let Some(v) = self.lookup(name) {
            return v.val.clone();
        }
        self.placeholder(name, INT)
    }

    fn placeholder(&mut self, name: &str, ty: CType) -> CVal {
        let v = CVal { ty, v: self.f.param(name, ltype(ty)), konst: false };
        self.scopes[0].push(Var { name: name.to_string(), val: v.clone(), is_const: false, param: Some(v.clone()) });
        v
    }

    fn unary(&mut self, op: UnOp, x: &Expr, span: Span) -> Result<CVal> {
        // `!(a < b)` is the inverted comparison (InstCombine), for integers.
        if let (UnOp::Not, ExprKind::Binary(c, a, b)) = (op, &x.kind) {
            if let Some(inv) = invert(*c) {
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                if !a.ty.is_float() && !b.ty.is_float() {
                    return self.binary(inv, a, b, span);
                }
            }
        }
        let v = self.expr(x)?;
        if op == UnOp::BitNot && v.ty.is_float() {
            return Err(self.src.diag(DiagKind::Type, span, &format!("`~` needs an integer, not {}", v.ty.name())).with_help("cast to an integer type first"));
        }
        if v.konst || v.v.constant().is_some() {
            if let Some(bits) = const_bits(&v) {
                let ty = if op == UnOp::Not { CType::Bool } else { v.ty.promote() };
                let from = if op == UnOp::Not { v.ty } else { ty };
                let b = if op == UnOp::Not { bits } else { ty.convert(v.ty, bits).ok_or_else(|| self.overflow(span))? };
                let r = ops::unary(op, from, b).ok_or_else(|| self.overflow(span))?;
                return Ok(CVal { ty, v: const_value(ty, r), konst: v.konst });
            }
        }
        Ok(match op {
            UnOp::Not => {
                let t = self.truth(v);
                CVal { ty: CType::Bool, v: self.f.int(IntOp::Xor, t, Value::Const(1, LTy::I1), false), konst: false }
            }
            UnOp::Plus => self.convert(v.clone(), v.ty.promote(), span)?,
            UnOp::Neg if v.ty.is_float() => CVal { ty: v.ty, v: self.f_neg(v.v), konst: false },
            UnOp::Neg => {
                let ty = v.ty.promote();
                let x = self.convert(v, ty, span)?;
                CVal { ty, v: self.f.int(IntOp::Sub, Value::Const(0, ltype(ty)), x.v, signed(ty)), konst: false }
            }
            UnOp::BitNot => {
                if v.ty.is_float() {
                    return Err(self.src.diag(DiagKind::Type, span, &format!("`~` needs an integer, not {}", v.ty.name())).with_help("cast to an integer type first"));
                }
                let ty = v.ty.promote();
                let x = self.convert(v, ty, span)?;
                CVal { ty, v: self.f.int(IntOp::Xor, x.v, Value::Const(-1, ltype(ty)), false), konst: false }
            }
        })
    }

    fn f_neg(&mut self, v: Value) -> Value {
        self.f.body.op(v.ty(), format!("fneg {v}"))
    }

    fn overflow(&self, span: Span) -> Diag {
        self.src
            .diag(DiagKind::IllegalValue, span, "the constant expression is undefined in C (overflow, division by zero or a shift out of range)")
            .with_help("change the constants; clang rejects or poisons this too")
    }

    fn binary(&mut self, op: BinOp, a: CVal, b: CVal, span: Span) -> Result<CVal> {
        let integer_only = matches!(op, BinOp::Rem | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::Shr);
        if integer_only && (a.ty.is_float() || b.ty.is_float()) {
            return Err(self
                .src
                .diag(DiagKind::Type, span, &format!("`{}` needs integer operands, not {} and {}", op.symbol(), a.ty.name(), b.ty.name()))
                .with_help("cast the float operand to an integer type"));
        }
        let k = a.konst && b.konst;
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            // The result has the promoted type of the left operand (C11 6.5.7p3).
            let ty = a.ty.promote();
            let a = self.convert(a, ty, span)?;
            if let (Some(x), Some(n)) = (const_bits(&a), const_bits(&b)) {
                let n = match b.ty.read(n) {
                    Num::Int(n) => n,
                    Num::Float(_) => unreachable!("checked above"),
                };
                let r = ops::shift(op, ty, x, n).ok_or_else(|| self.overflow(span))?;
                return Ok(CVal { ty, v: const_value(ty, r), konst: k });
            }
            // LLVM shifts take both operands at one type.
            let n = self.convert(b, CType::Int { bits: ty.bits(), signed: false }, span)?;
            let iop = if op == BinOp::Shl { IntOp::Shl } else { IntOp::Shr };
            return Ok(CVal { ty, v: self.f.int(iop, a.v, n.v, signed(ty)), konst: false });
        }
        let ty = CType::common(a.ty, b.ty);
        let (a, b) = (self.convert(a, ty, span)?, self.convert(b, ty, span)?);
        let cmp = match op {
            BinOp::Lt => Some(Cmp::Lt),
            BinOp::Le => Some(Cmp::Le),
            BinOp::Gt => Some(Cmp::Gt),
            BinOp::Ge => Some(Cmp::Ge),
            BinOp::Eq => Some(Cmp::Eq),
            BinOp::Ne => Some(Cmp::Ne),
            _ => None,
        };
        if let (Some(x), Some(y)) = (const_bits(&a), const_bits(&b)) {
            let r = match cmp {
                Some(_) => (CType::Bool, ops::compare(op, ty, x, y) as u64),
                None => (ty, ops::arith(op, ty, x, y).ok_or_else(|| self.overflow(span))?),
            };
            return Ok(CVal { ty: r.0, v: const_value(r.0, r.1), konst: k });
        }
        if let Some(c) = cmp {
            let v = if ty.is_float() { self.f.fcmp(c, a.v, b.v) } else { self.f.icmp(c, a.v, b.v, signed(ty)) };
            return Ok(CVal { ty: CType::Bool, v, konst: false });
        }
        if ty.is_float() {
            let fop = match op {
                BinOp::Add => "fadd",
                BinOp::Sub => "fsub",
                BinOp::Mul => "fmul",
                _ => "fdiv",
            };
            return Ok(CVal { ty, v: self.f.float(fop, a.v, b.v), konst: false });
        }
        let iop = match op {
            BinOp::Add => IntOp::Add,
            BinOp::Sub => IntOp::Sub,
            BinOp::Mul => IntOp::Mul,
            BinOp::Div => IntOp::Div,
            BinOp::Rem => IntOp::Rem,
            BinOp::And => IntOp::And,
            BinOp::Or => IntOp::Or,
            _ => IntOp::Xor,
        };
        Ok(CVal { ty, v: self.f.int(iop, a.v, b.v, signed(ty)), konst: false })
    }

    fn truth(&mut self, v: CVal) -> Value {
        if let Some(b) = const_bits(&v) {
            return Value::Const(ops::truthy(v.ty, b) as i64, LTy::I1);
        }
        self.f.truth(v.v)
    }

    /// Convert to `to` (C11 6.3), as clang's casts.
    fn convert(&mut self, v: CVal, to: CType, span: Span) -> Result<CVal> {
        if v.ty == to {
            return Ok(v);
        }
        if let Some(bits) = const_bits(&v) {
            let r = to
                .convert(v.ty, bits)
                .ok_or_else(|| self.src.diag(DiagKind::IllegalValue, span, &format!("the constant does not fit in {}", to.name())).with_help("pass a value in range"))?;
            return Ok(CVal { ty: to, v: const_value(to, r), konst: v.konst });
        }
        let lt = ltype(to);
        let x = match (v.ty, to) {
            (_, CType::Bool) => self.truth(v.clone()),
            (CType::Bool, t) if t.is_float() => self.f.cast("uitofp", v.v, lt),
            (CType::Bool, _) => self.f.cast("zext", v.v, lt),
            (f, t) if f.is_float() && t.is_float() => self.f.cast(if f.bits() < t.bits() { "fpext" } else { "fptrunc" }, v.v, lt),
            (f, t) if f.is_float() => self.f.cast(if signed(t) { "fptosi" } else { "fptoui" }, v.v, lt),
            (f, t) if t.is_float() => self.f.cast(if signed(f) { "sitofp" } else { "uitofp" }, v.v, lt),
            (f, t) if f.bits() < t.bits() => self.f.cast(if signed(f) { "sext" } else { "zext" }, v.v, lt),
            (f, t) if f.bits() > t.bits() => self.f.cast("trunc", v.v, lt),
            _ => v.v,
        };
        Ok(CVal { ty: to, v: retype(x, lt), konst: v.konst })
    }

    /// A builtin call: `T` deduced as `eval` deduces it (`--type` for undeclared data), the
    /// header's default `width`, arguments converted to the parameters' types.
    fn call(&mut self, name: &str, args: &[Expr], span: Span) -> Result<Option<CVal>> {
        let t = self.f.target;
        let (b, _) = registry::lookup(name, Some(t.vendor)).map_err(|d| self.src.locate(d, span))?;
        // Undeclared names passed straight to the call take their type from it.
        let mut vals: Vec<Option<CVal>> = vec![];
        let mut types = vec![];
        for a in args {
            match &a.kind {
                ExprKind::Var(n) if self.lookup(n).is_none() => {
                    vals.push(None);
                    types.push(ArgType { ty: INT, konst: false, placeholder: true });
                }
                _ => {
                    let v = self.expr(a)?;
                    types.push(ArgType { ty: v.ty, konst: v.konst, placeholder: false });
                    vals.push(Some(v));
                }
            }
        }
        if let Some(i) = (0..types.len()).find(|&i| b.takes_64bit_mask(i) && !types[i].placeholder && types[i].ty.bits() != 64) {
            return Err(self
                .src
                .diag(
                    DiagKind::Type,
                    args[i].span,
                    &format!("`{name}`: the mask must be a 64-bit integer, not `{}` (static_assert in HIP's amd_warp_sync_functions.h)", types[i].ty.name()),
                )
                .with_help("write the mask as a 64-bit value: 0xffffffffffffffffull for the whole wave, or __activemask()"));
        }
        if default_width(b, vals.len()) {
            vals.push(Some(konst(INT, self.f.wave as u64)));
            types.push(ArgType { ty: INT, konst: true, placeholder: false });
        }
        // `--type` picks `T` as the old single-call `lower` did; else it is deduced as in eval.
        let elem = self.ty.filter(|_| b.is_generic()).or_else(|| element_type(b, &types));
        let (b, ty) = xlane_core::call::resolve(name, elem, Some(t)).map_err(|d| self.src.locate(d, span))?;
        let mut irs = vec![];
        let mut konsts = vec![];
        for (i, v) in vals.into_iter().enumerate() {
            let pty = b.params.get(i).map_or(INT, |p| CType::of_elem(b.resolve(p.ty, Some(ty))));
            let at = args.get(i).map_or(span, |a| a.span);
            let v = match v {
                Some(v) => self.convert(v, pty, at)?,
                None => {
                    let ExprKind::Var(n) = &args[i].kind else { unreachable!("a placeholder is a name") };
                    match self.lookup(n) {
                        Some(v) => {
                            let v = v.val.clone();
                            self.convert(v, pty, at)?
                        }
                        None => self.placeholder(n, pty),
                    }
                }
            };
            konsts.push(v.konst);
            // A packed pair (`__half2`) is its 32 raw bits here (`CType::of_elem`); the
            // intrinsic takes `<2 x half>`: reinterpret, as clang's `__half2` is that type.
            let packed = b.params.get(i).map(|p| b.resolve(p.ty, Some(ty))).filter(|e| matches!(e, ElemTy::F16x2 | ElemTy::BF16x2));
            irs.push(match packed {
                Some(e) => self.f.cast("bitcast", v.v, xlane_lower::frontend::ltype(e)),
                None => v.v,
            });
        }
        let called = self.f.call_with(name, Some(ty), irs, &konsts).map_err(|d| {
            // Point at the argument the refusal names (`dpp_ctrl`), else at the whole call.
            let at = b.params.iter().zip(args).find(|(p, _)| d.message.contains(&format!("`{}`", p.name))).map(|(_, a)| a.span);
            self.src.locate(d, at.unwrap_or(span))
        })?;
        let rty = match b.ret {
            // A pair (the permlane swaps' `<2 x i32>`): its value here is the first result, as
            // clang lowers `swap(…)[0]` (`extractvalue …, 0` of the intrinsic's `{ i32, i32 }`).
            Ret::One(r) | Ret::WithPred(r) | Ret::Pair(r) => b.resolve(r, Some(ty)),
            _ => return Ok(None),
        };
        // a packed pair result: its raw bits (`bitcast <2 x half> … to i32`)
        let value = match (rty, called.value) {
            (ElemTy::F16x2 | ElemTy::BF16x2, Some(v)) => Some(self.f.cast("bitcast", retype(v, xlane_lower::frontend::ltype(rty)), ltype(UINT))),
            (_, v) => v,
        };
        let rty = CType::of_elem(rty);
        Ok(value.map(|v| CVal { ty: rty, v: retype(v, ltype(rty)), konst: false }))
    }
}

/// Whether a statement calls a builtin anywhere.
fn stmt_has_call(s: &Stmt) -> bool {
    match s {
        Stmt::Decl(_, ds) => ds.iter().any(|d| d.init.as_ref().is_some_and(has_call)),
        Stmt::Assign { value, .. } => has_call(value),
        Stmt::Expr(e) => has_call(e),
        Stmt::If { cond, then, els } => has_call(cond) || stmt_has_call(then) || els.as_deref().is_some_and(stmt_has_call),
        Stmt::Loop { .. } => true,
        Stmt::Block(b) => b.iter().any(stmt_has_call),
    }
}

fn has_call(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Call(..) => true,
        ExprKind::Unary(_, x) | ExprKind::Cast(_, x) => has_call(x),
        ExprKind::Binary(_, a, b) => has_call(a) || has_call(b),
        ExprKind::Cond(c, a, b) => has_call(c) || has_call(a) || has_call(b),
        ExprKind::List(items) => items.iter().any(has_call),
        _ => false,
    }
}

fn invert(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        _ => return None,
    })
}

fn signed(t: CType) -> bool {
    t.elem().is_signed()
}

/// A constant of C type `ty` from its raw bits.
fn konst(ty: CType, bits: u64) -> CVal {
    CVal { ty, v: const_value(ty, bits), konst: true }
}

/// The IR constant of raw bits (integers sign-extended, as LLVM prints them).
fn const_value(ty: CType, bits: u64) -> Value {
    let lt = ltype(ty);
    let v = match ty {
        CType::Int { bits: w, .. } if w < 64 => ((bits << (64 - w)) as i64) >> (64 - w),
        CType::Bool => (bits & 1) as i64,
        _ => bits as i64,
    };
    Value::Const(v, lt)
}

/// The raw bits of a constant value.
fn const_bits(v: &CVal) -> Option<u64> {
    let c = v.v.constant()? as u64;
    Some(if v.ty.is_float() { c } else { v.ty.elem().truncate(c) })
}

/// The same value at another LLVM type of equal meaning (signedness is not in LLVM types).
fn retype(v: Value, t: LTy) -> Value {
    match v {
        Value::Tmp(i, _) => Value::Tmp(i, t),
        Value::Named(n, _) => Value::Named(n, t),
        Value::Const(c, _) => Value::Const(c, t),
        Value::Poison(_) => Value::Poison(t),
    }
}
