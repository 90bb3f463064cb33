//! A whole function of straight-line code (what `xlane lower` makes of an `eval` snippet), in
//! the form clang-22 `-O1` prints it. The snippet front end (xlane-cli) walks its syntax tree
//! and calls the builder here; the calls go through the same registry check and lowering as a
//! single call (`frontend`), and the integer arithmetic gets the canonical form of LLVM's
//! `-O1` passes that clang's output shows:
//!
//! * operands of `add mul and or xor` ordered as Reassociate ranks them (later-defined values
//!   first, arguments in order after instructions, constants last), then InstCombine's
//!   complexity rule (a cast after a full instruction);
//! * constants folded, `x - C` as `x + -C`, `(x op C1) op C2` as `x op (C1 op C2)`, a multiply or
//!   unsigned divide/remainder by a power of two as a shift/mask, `(x op C1) << C2` as
//!   `(x << C2) op (C1 << C2)` (InstCombineShifts), comparisons with the constant on the right
//!   and non-strict predicates made strict (`x >= 4` is `icmp sgt x, 3`);
//! * `nsw` on signed `int` add/sub/mul/shl-by-multiply (C's undefined overflow), and on values
//!   that known bits bound (`%laneid` is in [0, 32): `nuw nsw`);
//! * identical lane-id reads computed once (GVN), values nobody uses removed (DCE), and the
//!   temporaries numbered in order.
//!
//! References: LLVM 22 `Reassociate.cpp` (`getRank`, `RewriteExprTree`),
//! `InstCombineInternal.h` (`getComplexity`), `InstCombineShifts.cpp`,
//! `InstCombineCompares.cpp`; checked against clang-22 in `crates/xlane-cli/tests/lower_snippets.rs`.

use crate::frontend::Ctx;
use crate::ir::{block_name, Body, Inst, LTy, Value, ENTRY};
use std::collections::HashMap;
use xlane_core::call::{self, Site};
use xlane_core::callexpr::{ArgExpr, CallExpr};
use xlane_core::diag::Result;
use xlane_core::registry::Builtin;
use xlane_core::semantics::UndefPolicy;
use xlane_core::target::{Target, Vendor};
use xlane_core::value::ElemTy;

/// An integer binary operation, as C spells it after the usual conversions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
}

/// A comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// One lowered builtin call.
#[derive(Debug, Clone)]
pub struct Called {
    pub builtin: &'static Builtin,
    pub ty: ElemTy,
    pub value: Option<Value>,
}

/// What an operation is known to be, for the folds that look through it.
#[derive(Debug, Clone)]
struct Def {
    op: &'static str,
    lhs: Value,
    rhs: Value,
    nsw: bool,
}

/// An arm reopened by [`Func::reopen_arm`].
pub struct Reopened {
    tail: Vec<Inst>,
    saved: (u32, Vec<u32>, Option<Value>),
}

/// The function being built.
pub struct Func {
    pub target: &'static Target,
    pub wave: u32,
    pub params: Vec<(String, LTy)>,
    pub body: Body,
    pub builtins: Vec<&'static Builtin>,
    defs: HashMap<u32, Def>,
    /// Values known to lie in [0, bound) (lane ids).
    bounded: HashMap<u32, i64>,
    lane: Option<Value>,
    /// The block being filled.
    cur: u32,
    /// Ranks already computed (a value's rank never changes once it is built; without this,
    /// a chain of `a = f(a, a)` costs 2^n).
    ranks: std::cell::RefCell<HashMap<u32, u32>>,
}

/// A two-way branch being built (`if`/`else`, `?:`, `&&`/`||`), as clang's code generator
/// and mem2reg make it: a conditional `br`, one block per arm, and a join block whose phis
/// take each variable's value from the arm it came through. `crate::cfg` then applies the
/// `-O1` simplifications of this shape.
#[derive(Debug, Clone)]
pub struct Branch {
    cond: Value,
    /// Where the `br` goes (the end of the block before the branch).
    at: usize,
    pre: u32,
    pre_dom: Vec<u32>,
    arms: [u32; 2],
    /// The block each arm ends in.
    ends: [u32; 2],
    end: u32,
    lane: Option<Value>,
    /// An arm that is no block (`&&`/`||`: the branch goes straight to the join with a
    /// constant): its phi entry comes first, as clang emits it.
    direct: Option<usize>,
}
/// Reassociate's rank of the entry block: above every argument.
const BLOCK_RANK: u32 = 1 << 20;

impl Func {
    pub fn new(target: &'static Target, wave: u32) -> Func {
        Func {
            target,
            wave,
            params: vec![],
            body: Body::default(),
            builtins: vec![],
            defs: HashMap::new(),
            bounded: HashMap::new(),
            lane: None,
            cur: ENTRY,
            ranks: Default::default(),
        }
    }

    /// Whether `v` is a phi (the value of an earlier branch).
    pub fn is_phi(&self, v: &Value) -> bool {
        let Value::Tmp(id, _) = v else { return false };
        self.body.insts.iter().any(|i| matches!(i, Inst::Op { dst, text } if dst == id && text.starts_with("phi ")))
    }

    /// Start a branch on `cond` (an `i1`). `direct`: the arm with no block of its own.
    pub fn branch(&mut self, cond: Value, direct: Option<usize>) -> Branch {
        let at = self.body.insts.len();
        let arms = [self.body.label(), self.body.label()];
        let end = self.body.label();
        Branch { cond, at, pre: self.cur, pre_dom: self.body.dom.clone(), arms, ends: arms, end, lane: self.lane.clone(), direct }
    }

    /// Fill arm `k` of `b` from now on.
    pub fn arm(&mut self, b: &Branch, k: usize) {
        self.body.insts.push(Inst::Label(b.arms[k]));
        self.enter(b.arms[k], &b.pre_dom, b.lane.clone());
    }

    /// Arm `k` is done: it jumps to the join block.
    pub fn end_arm(&mut self, b: &mut Branch, k: usize) {
        b.ends[k] = self.cur;
        self.body.insts.push(Inst::Term(format!("br label %{}", b.end)));
        self.enter(b.pre, &b.pre_dom, b.lane.clone());
    }

    /// Reopen arm `k` of `b` after both arms are built, to add code at its end (the
    /// conversion to the type of a `?:` that the other arm decides); [`Func::close_arm`] puts
    /// the rest back.
    pub fn reopen_arm(&mut self, b: &Branch, k: usize) -> Reopened {
        let insts = &self.body.insts;
        let start = insts.iter().position(|i| *i == Inst::Label(b.ends[k])).unwrap_or(insts.len());
        let term = insts[start..].iter().position(|i| matches!(i, Inst::Term(_))).map_or(insts.len(), |t| start + t);
        let tail = self.body.insts.split_off(term);
        let saved = (self.cur, self.body.dom.clone(), self.lane.clone());
        self.enter(b.ends[k], &b.pre_dom, None);
        Reopened { tail, saved }
    }

    /// See [`Func::reopen_arm`].
    pub fn close_arm(&mut self, r: Reopened) {
        self.body.insts.extend(r.tail);
        (self.cur, self.body.dom, self.lane) = r.saved;
    }

    fn enter(&mut self, block: u32, dom: &[u32], lane: Option<Value>) {
        self.cur = block;
        self.body.dom = dom.to_vec();
        if block != ENTRY && !self.body.dom.contains(&block) {
            self.body.dom.push(block);
        }
        self.lane = lane;
    }

    /// Join the arms of `b`: the conditional branch goes in, and each `(then, else)` pair
    /// becomes a phi in the join block (in the order given: clang's mem2reg places them in
    /// the order of the variables' declarations). Returns the phis' values.
    pub fn merge(&mut self, b: Branch, phis: Vec<(Value, Value)>) -> Vec<Value> {
        let target = |k: usize| if b.direct == Some(k) { b.end } else { b.arms[k] };
        self.body.insts.insert(b.at, Inst::Term(format!("br i1 {}, label %{}, label %{}", b.cond.bare(), target(0), target(1))));
        self.body.insts.push(Inst::Label(b.end));
        self.enter(b.end, &b.pre_dom, b.lane.clone());
        let from = |k: usize| block_name(if b.direct == Some(k) { b.pre } else { b.ends[k] });
        phis.into_iter()
            .map(|(x, y)| {
                let mut inc = vec![(x.bare(), from(0)), (y.bare(), from(1))];
                if b.direct == Some(1) {
                    inc.swap(0, 1);
                }
                let inc: Vec<String> = inc.into_iter().map(|(v, l)| format!("[ {v}, {l} ]")).collect();
                self.body.op(x.ty(), format!("phi {} {}", x.ty(), inc.join(", ")))
            })
            .collect()
    }

    /// A parameter (an undeclared name of the snippet).
    pub fn param(&mut self, name: &str, ty: LTy) -> Value {
        if !self.params.iter().any(|(n, _)| n == name) {
            self.params.push((name.to_string(), ty));
        }
        Value::Named(name.to_string(), ty)
    }

    /// A builtin call with its arguments as IR values of the parameters' types (constants stay
    /// constants: they are the compile-time arguments). Checked exactly as `eval` checks it.
    pub fn call(&mut self, name: &str, ty: Option<ElemTy>, args: Vec<Value>) -> Result<Called> {
        let konst: Vec<bool> = args.iter().map(|a| a.constant().is_some()).collect();
        self.call_with(name, ty, args, &konst)
    }

    /// [`Func::call`] where `konst` says which arguments are compile-time constants in C (a
    /// non-`const` variable holding a constant is not one, as in clang).
    pub fn call_with(&mut self, name: &str, ty: Option<ElemTy>, args: Vec<Value>, konst: &[bool]) -> Result<Called> {
        let (builtin, t) = call::resolve(name, ty, Some(self.target))?;
        let expr = CallExpr {
            name: name.to_string(),
            args: args
                .iter()
                .enumerate()
                .map(|(i, v)| match v.constant().filter(|_| konst.get(i) == Some(&true)) {
                    Some(c) => ArgExpr::Int(c),
                    None => ArgExpr::Name(format!("arg{i}")),
                })
                .collect(),
        };
        let site = Site { target: self.target, wave: self.wave, exec: u64::MAX, policy: UndefPolicy::Strict };
        call::check(builtin, &site, &expr.to_args(builtin, Some(t)))?;
        let cx = Ctx { builtin, ty: t, call: &expr, target: self.target, wave: self.wave, vals: Some(&args) };
        let value = crate::build_into(&mut self.body, &cx)?;
        self.builtins.push(builtin);
        Ok(Called { builtin, ty: t, value })
    }

    /// The lane id, read once: HIP's `__lane_id()` (mbcnt) on AMD, `%laneid` on NVIDIA.
    pub fn lane_id(&mut self) -> Result<Value> {
        if let Some(l) = &self.lane {
            return Ok(l.clone());
        }
        let v = match self.target.vendor {
            Vendor::Amd => {
                let lo = self.call("__builtin_amdgcn_mbcnt_lo", None, vec![c32(-1), c32(0)])?.value.expect("mbcnt returns");
                self.call("__builtin_amdgcn_mbcnt_hi", None, vec![c32(-1), lo])?.value.expect("mbcnt returns")
            }
            Vendor::Nvidia => {
                let v = self.call("__nvvm_read_ptx_sreg_laneid", None, vec![])?.value.expect("laneid returns");
                // clang-22 declares the intrinsic with `range(i32 0, 32)`.
                if let Value::Tmp(id, _) = v {
                    self.bounded.insert(id, 32);
                }
                v
            }
        };
        self.lane = Some(v.clone());
        Ok(v)
    }

    /// `a op b` on integers of one type (`signed`: the C type is signed).
    pub fn int(&mut self, op: IntOp, a: Value, b: Value, signed: bool) -> Value {
        let ty = a.ty();
        if let (Some(x), Some(y)) = (a.constant(), b.constant()) {
            if let Some(r) = fold(op, x, y, ty, signed) {
                return Value::Const(r, ty);
            }
        }
        let nsw = signed && matches!(op, IntOp::Add | IntOp::Sub | IntOp::Mul);
        match op {
            IntOp::Add => self.assoc("add", a, b, nsw),
            IntOp::Mul => match b.constant().or(a.constant()).filter(|c| *c > 0 && (*c as u64).is_power_of_two()) {
                Some(c) => {
                    let x = if a.constant().is_some() { b } else { a };
                    let k = c.trailing_zeros() as i64;
                    self.emit("shl", x, Value::Const(k, ty), nsw && k < ty.bits() as i64 - 1)
                }
                None => self.assoc("mul", a, b, nsw),
            },
            IntOp::Sub => match b.constant() {
                Some(c) if c != i64::MIN => {
                    let neg = truncate(c.wrapping_neg(), ty);
                    let keeps = nsw && truncate(c, ty) != sign_min(ty);
                    self.assoc("add", a, Value::Const(neg, ty), keeps)
                }
                _ => self.emit("sub", a, b, nsw),
            },
            IntOp::And => self.assoc("and", a, b, false),
            IntOp::Or => self.assoc("or", a, b, false),
            IntOp::Xor => self.assoc("xor", a, b, false),
            IntOp::Div => match b.constant().filter(|c| !signed && *c > 0 && (*c as u64).is_power_of_two()) {
                Some(c) => self.emit("lshr", a, Value::Const(c.trailing_zeros() as i64, ty), false),
                None => self.emit(if signed { "sdiv" } else { "udiv" }, a, b, false),
            },
            IntOp::Rem => match b.constant().filter(|c| !signed && *c > 0 && (*c as u64).is_power_of_two()) {
                Some(c) => self.assoc("and", a, Value::Const(c - 1, ty), false),
                None => self.emit(if signed { "srem" } else { "urem" }, a, b, false),
            },
            IntOp::Shl => self.shl(a, b),
            IntOp::Shr => self.emit(if signed { "ashr" } else { "lshr" }, a, b, false),
        }
    }

    /// `x << c`: a shift of `x op C1` by a constant becomes `(x << c) op (C1 << c)`.
    fn shl(&mut self, a: Value, b: Value) -> Value {
        let ty = a.ty();
        if let (Value::Tmp(id, _), Some(c)) = (&a, b.constant()) {
            if let Some(d) = self.defs.get(id).cloned().filter(|d| matches!(d.op, "xor" | "or" | "and" | "add")) {
                if let Some(k) = d.rhs.constant() {
                    let x = self.emit("shl", d.lhs, b.clone(), false);
                    return self.assoc(d.op, x, Value::Const(truncate(k.wrapping_shl(c as u32), ty), ty), false);
                }
            }
        }
        self.emit("shl", a, b, false)
    }

    /// A commutative, associative operation: constants folded into an operand that already
    /// has one, operands in rank order.
    fn assoc(&mut self, op: &'static str, a: Value, b: Value, nsw: bool) -> Value {
        let ty = a.ty();
        let (a, b) = if a.constant().is_some() && b.constant().is_none() { (b, a) } else { (a, b) };
        if let Some(c2) = b.constant() {
            // Identities: x + 0, x | 0, x ^ 0, x & -1, x * 1; and x & 0, x * 0.
            match (op, truncate(c2, ty)) {
                ("add" | "or" | "xor", 0) => return a,
                ("and", c) if c == truncate(-1, ty) => return a,
                ("mul", 1) => return a,
                ("and" | "mul", 0) => return Value::Const(0, ty),
                _ => {}
            }
            if let Value::Tmp(id, _) = &a {
                if let Some(d) = self.defs.get(id).cloned().filter(|d| d.op == op) {
                    if let Some(c1) = d.rhs.constant() {
                        let c = fold_bits(op, c1, c2, ty);
                        let keeps = nsw && d.nsw && op == "add" && no_signed_overflow(c1, c2, ty);
                        return self.assoc(op, d.lhs, Value::Const(c, ty), keeps);
                    }
                }
            }
            let nsw = nsw || self.known_no_wrap(op, &a, c2);
            let nuw = self.known_no_wrap(op, &a, c2);
            return self.emit_flags(op, a, b, nsw, nuw);
        }
        let (ra, rb) = (self.rank(&a), self.rank(&b));
        let (a, b) = if rb > ra { (b, a) } else { (a, b) };
        let (a, b) = if complexity(&self.body, &a) < complexity(&self.body, &b) { (b, a) } else { (a, b) };
        self.emit(op, a, b, nsw)
    }

    /// A lane id (in [0, bound)) plus or times a small constant cannot wrap (known bits).
    fn known_no_wrap(&self, op: &str, a: &Value, c: i64) -> bool {
        let Value::Tmp(id, _) = a else { return false };
        let Some(&bound) = self.bounded.get(id) else { return false };
        match op {
            "add" => c >= 0 && bound + c <= i32::MAX as i64,
            "mul" => c >= 0 && bound.saturating_mul(c) <= i32::MAX as i64,
            _ => false,
        }
    }

    fn emit(&mut self, op: &'static str, a: Value, b: Value, nsw: bool) -> Value {
        self.emit_flags(op, a, b, nsw, false)
    }

    fn emit_flags(&mut self, op: &'static str, a: Value, b: Value, nsw: bool, nuw: bool) -> Value {
        let flags = match (nuw, nsw) {
            (true, true) => " nuw nsw",
            (true, false) => " nuw",
            (false, true) => " nsw",
            _ => "",
        };
        let v = self.body.op(a.ty(), format!("{op}{flags} {} {}, {}", a.ty(), a.bare(), b.bare()));
        if let Value::Tmp(id, _) = v {
            self.defs.insert(id, Def { op, lhs: a, rhs: b, nsw });
        }
        v
    }

    /// A float operation (`fadd`, `fsub`, `fmul`, `fdiv`), the constant on the right.
    pub fn float(&mut self, op: &'static str, a: Value, b: Value) -> Value {
        let (a, b) = if matches!(op, "fadd" | "fmul") && a.constant().is_some() && b.constant().is_none() { (b, a) } else { (a, b) };
        self.body.op(a.ty(), format!("{op} {} {}, {}", a.ty(), a.bare(), b.bare()))
    }

    /// An integer comparison, as InstCombine leaves it: the constant (or the simpler operand)
    /// on the right, `<=`/`>=` against a constant made strict.
    pub fn icmp(&mut self, c: Cmp, a: Value, b: Value, signed: bool) -> Value {
        let ty = a.ty();
        let (c, a, b) = if complexity(&self.body, &a) < complexity(&self.body, &b) { (swap(c), b, a) } else { (c, a, b) };
        let (c, b) = match (c, b.constant()) {
            (Cmp::Ge, Some(k)) if k != if signed { sign_min(ty) } else { 0 } => (Cmp::Gt, Value::Const(truncate(k - 1, ty), ty)),
            (Cmp::Le, Some(k)) if k != if signed { sign_max(ty) } else { truncate(-1, ty) } => (Cmp::Lt, Value::Const(truncate(k + 1, ty), ty)),
            _ => (c, b),
        };
        // Unsigned `< 1` is `== 0`, `> 0` is `!= 0`.
        let c = match (c, b.constant(), signed) {
            (Cmp::Lt, Some(1), false) => return self.icmp(Cmp::Eq, a, Value::Const(0, ty), false),
            (Cmp::Gt, Some(0), false) => Cmp::Ne,
            _ => c,
        };
        // Both sides known non-negative (a lane id and a constant): the signed predicate is
        // unsigned with `samesign` (InstCombine; clang-22 `laneid < 4` → `icmp samesign ult`).
        let nonneg = |v: &Value| match v {
            Value::Tmp(id, _) => self.bounded.contains_key(id),
            Value::Const(k, _) => *k >= 0,
            _ => false,
        };
        if signed && nonneg(&a) && nonneg(&b) && !matches!(c, Cmp::Eq | Cmp::Ne) {
            let pred = match c {
                Cmp::Lt => "samesign ult",
                Cmp::Le => "samesign ule",
                Cmp::Gt => "samesign ugt",
                _ => "samesign uge",
            };
            return self.body.op(LTy::I1, format!("icmp {pred} {} {}, {}", a.ty(), a.bare(), b.bare()));
        }
        let pred = match (c, signed) {
            (Cmp::Eq, _) => "eq",
            (Cmp::Ne, _) => "ne",
            (Cmp::Lt, true) => "slt",
            (Cmp::Le, true) => "sle",
            (Cmp::Gt, true) => "sgt",
            (Cmp::Ge, true) => "sge",
            (Cmp::Lt, false) => "ult",
            (Cmp::Le, false) => "ule",
            (Cmp::Gt, false) => "ugt",
            (Cmp::Ge, false) => "uge",
        };
        self.body.icmp(pred, &a, &b)
    }

    /// A float comparison (ordered, as C's operators are; `!=` is unordered).
    pub fn fcmp(&mut self, c: Cmp, a: Value, b: Value) -> Value {
        let (c, a, b) = if a.constant().is_some() && b.constant().is_none() { (swap(c), b, a) } else { (c, a, b) };
        let pred = match c {
            Cmp::Eq => "oeq",
            Cmp::Ne => "une",
            Cmp::Lt => "olt",
            Cmp::Le => "ole",
            Cmp::Gt => "ogt",
            Cmp::Ge => "oge",
        };
        self.body.op(LTy::I1, format!("fcmp {pred} {} {}, {}", a.ty(), a.bare(), b.bare()))
    }

    /// `c ? a : b`.
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        match (c.constant(), a.constant(), b.constant()) {
            (Some(k), _, _) => return if k & 1 != 0 { a } else { b },
            (_, Some(1), Some(0)) if a.ty() != LTy::I1 => return self.cast("zext", c, a.ty()),
            _ if a == b => return a,
            _ => {}
        }
        self.body.select(&c, &a, &b)
    }

    /// A conversion. Integer constants convert at compile time; a bool made wider and
    /// compared with 0 again is the bool itself.
    pub fn cast(&mut self, op: &str, v: Value, to: LTy) -> Value {
        if v.ty() == to {
            return v;
        }
        if let Some(c) = v.constant().filter(|_| to.is_int() && v.ty().is_int()) {
            let c = match op {
                "sext" => sign_extend(c, v.ty()),
                "zext" => truncate(c, v.ty()) & mask(v.ty()),
                _ => c,
            };
            return Value::Const(truncate(c, to), to);
        }
        self.body.cast(op, &v, to)
    }

    /// `v != 0` as a truth value (`(bool)v`).
    pub fn truth(&mut self, v: Value) -> Value {
        if v.ty() == LTy::I1 {
            return v;
        }
        if let Some(b) = self.zext_source(&v) {
            return b;
        }
        let zero = Value::Const(0, v.ty());
        if v.ty().is_int() {
            self.icmp(Cmp::Ne, v, zero, false)
        } else {
            self.body.op(LTy::I1, format!("fcmp une {} {}, 0.000000e+00", v.ty(), v.bare()))
        }
    }

    /// The `i1` a value was zero-extended from, if it was.
    fn zext_source(&self, v: &Value) -> Option<Value> {
        let Value::Tmp(id, _) = v else { return None };
        self.body.insts.iter().find_map(|i| match i {
            Inst::Op { dst, text } if dst == id => text.strip_prefix("zext i1 ").and_then(|r| r.split(" to ").next()).map(|r| parse_value(r, LTy::I1)),
            _ => None,
        })
    }

    /// Reassociate's rank: arguments in order; each block above the ones before it, and in it
    /// the instructions Reassociate cannot move (calls, phis) in order; any other
    /// instruction one above its highest operand (`not`/`neg` not counted).
    fn rank(&self, v: &Value) -> u32 {
        match v {
            Value::Const(..) | Value::Poison(_) => 0,
            Value::Named(n, _) => 3 + self.params.iter().position(|(p, _)| p == n).unwrap_or(0) as u32,
            Value::Tmp(id, _) => {
                if let Some(r) = self.ranks.borrow().get(id) {
                    return *r;
                }
                let r = self.rank_of(*id);
                self.ranks.borrow_mut().insert(*id, r);
                r
            }
        }
    }

    /// [`Func::rank`] of temporary `id`, computed.
    fn rank_of(&self, id: u32) -> u32 {
        let (mut block, mut pinned) = (1, 0);
        for i in &self.body.insts {
            match i {
                Inst::Label(_) => {
                    block += 1;
                    pinned = 0;
                }
                Inst::Call { dst, .. } => {
                    pinned += 1;
                    if *dst == Some(id) {
                        return BLOCK_RANK.saturating_mul(block).saturating_add(pinned);
                    }
                }
                Inst::Op { dst, text } if *dst == id && text.starts_with("phi ") => return BLOCK_RANK.saturating_mul(block).saturating_add(pinned + 1),
                Inst::Op { text, .. } if text.starts_with("phi ") => pinned += 1,
                Inst::Op { dst, text } if *dst == id => {
                    let max = operands(text).iter().map(|o| self.rank(o)).max().unwrap_or(0);
                    let not_or_neg = text.starts_with("xor") && text.ends_with(", -1") || text.starts_with("sub") && text.contains(" 0, ");
                    return max + u32::from(!not_or_neg);
                }
                _ => {}
            }
        }
        0
    }

    /// Finish with the returned value: drop what nobody uses (pure calls included; calls with
    /// effects stay), number the temporaries in order.
    pub fn finish(mut self, ret: Option<Value>) -> Function {
        self.body.canonicalize_compares();
        let mut ret = ret;
        crate::cfg::hoist_through_lane_reads(&mut self.body, &mut ret);
        if self.body.branches() {
            self.dce(ret.as_ref());
            crate::cfg::simplify(&mut self.body, &mut ret);
        }
        self.dce(ret.as_ref());
        let mut k = 0;
        let mut map = HashMap::new();
        for inst in &self.body.insts {
            if let Inst::Call { dst: Some(d), .. } | Inst::Op { dst: d, .. } | Inst::Label(d) = inst {
                map.insert(*d, k);
                k += 1;
            }
        }
        let re = |v: &Value| match v {
            Value::Tmp(i, t) => Value::Tmp(*map.get(i).unwrap_or(i), *t),
            v => v.clone(),
        };
        for inst in &mut self.body.insts {
            match inst {
                Inst::Call { dst, call } => {
                    *dst = dst.map(|d| map[&d]);
                    call.args = call.args.iter().map(re).collect();
                }
                Inst::Op { dst, text } => {
                    *dst = map[dst];
                    *text = renumber(text, &map);
                }
                Inst::Label(l) => *l = map[l],
                Inst::Term(text) => *text = renumber(text, &map),
            }
        }
        self.body.llc.dropped_calls = self.body.llc.dropped_calls.iter().filter_map(|d| map.get(d).copied()).collect();
        let ret = ret.map(|r| re(&r));
        self.body.result = ret.clone();
        Function { params: self.params, body: self.body, ret, builtins: self.builtins }
    }

    /// Drop what nobody uses (pure calls included; calls with effects, labels and branches stay).
    fn dce(&mut self, ret: Option<&Value>) {
        let mut live: Vec<bool> = vec![true; self.body.insts.len()];
        loop {
            let mut used: Vec<String> = vec![];
            if let Some(r) = ret {
                used.push(r.bare());
            }
            for (i, inst) in self.body.insts.iter().enumerate().filter(|(i, _)| live[*i]) {
                let _ = i;
                match inst {
                    Inst::Call { call, .. } => used.extend(call.args.iter().map(Value::bare)),
                    Inst::Op { text, .. } | Inst::Term(text) => used.extend(operands(text).iter().map(Value::bare)),
                    Inst::Label(_) => {}
                }
            }
            let mut changed = false;
            for (i, inst) in self.body.insts.iter().enumerate() {
                if !live[i] {
                    continue;
                }
                let (dst, removable) = match inst {
                    Inst::Call { dst: Some(d), call } => (*d, is_pure(&call.callee)),
                    Inst::Call { dst: None, .. } | Inst::Label(_) | Inst::Term(_) => continue,
                    Inst::Op { dst, .. } => (*dst, true),
                };
                if removable && !used.contains(&format!("%{dst}")) {
                    live[i] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.body.insts = std::mem::take(&mut self.body.insts).into_iter().zip(live).filter_map(|(i, l)| l.then_some(i)).collect();
    }
}

/// A finished function.
#[derive(Debug, Clone)]
pub struct Function {
    pub params: Vec<(String, LTy)>,
    pub body: Body,
    pub ret: Option<Value>,
    pub builtins: Vec<&'static Builtin>,
}

impl Function {
    /// The AMDGPU instructions of the function's calls, as llc-22 selects them, plus a note
    /// for the integer arithmetic around them.
    pub fn asm(&self, t: &Target, wave: u32) -> Result<Vec<String>> {
        crate::need(t, Vendor::Amd, "asm", "ptx")?;
        let mut v = crate::amdgpu::select(&crate::cfg::rpo_layout(&self.body), t, wave)?;
        v.extend(crate::arithmetic_note(&self.body).map(|n| n.replace("the header's", "the")));
        v.extend(self.branch_note());
        Ok(v)
    }

    /// Branches are not listed in asm/PTX, but said to be there (the cross-lane instructions
    /// are in the back end's block order).
    fn branch_note(&self) -> Option<String> {
        let n = self.body.insts.iter().filter(|i| matches!(i, Inst::Term(t) if t.starts_with("br i1 "))).count();
        (n > 0).then(|| format!("; plus {n} conditional branch(es) and their phis (see --emit llvm)"))
    }

    /// The PTX of the function's calls, `.version` the largest any call needs.
    pub fn ptx(&self, t: &'static Target) -> Result<crate::nvptx::Ptx> {
        crate::need(t, Vendor::Nvidia, "ptx", "asm")?;
        let floor = self.builtins.iter().filter_map(|b| b.lower.ptx.map(|(min, _)| min)).max().unwrap_or(0);
        let mut p = crate::nvptx::select(&self.body, t, floor)?;
        p.insts.extend(crate::arithmetic_note(&self.body).map(|n| n.replace("the header's", "the").replacen(';', "//", 1)));
        p.insts.extend(self.branch_note().map(|n| n.replacen(';', "//", 1)));
        Ok(p)
    }

    /// The text for `emit`.
    pub fn emit(&self, emit: crate::Emit, t: &'static Target, wave: u32) -> Result<String> {
        Ok(match emit {
            crate::Emit::Llvm => self.to_text(),
            crate::Emit::Asm => crate::asm_text(&self.asm(t, wave)?),
            crate::Emit::Ptx => crate::ptx_text(&self.ptx(t)?),
        })
    }

    /// `define … @snippet(…) { entry: … ret … }` and the `declare` lines. Parameters keep the
    /// snippet's names; the explicit `entry:` label numbers the temporaries from `%0`.
    pub fn to_text(&self) -> String {
        let params: Vec<String> = self.params.iter().map(|(n, t)| format!("{t} %{n}")).collect();
        let ret_ty = self.ret.as_ref().map_or("void".to_string(), |v| v.ty().to_string());
        let (insts, decls) = (self.body.insts_text(), self.body.decls_text());
        let mut s = format!("define {ret_ty} @snippet({}) {{\nentry:\n", params.join(", "));
        s.push_str(&insts);
        match &self.ret {
            Some(v) => s.push_str(&format!("  ret {v}\n}}\n")),
            None => s.push_str("  ret void\n}\n"),
        }
        if !decls.trim().is_empty() {
            s.push('\n');
            s.push_str(decls.trim_end_matches('\n'));
            s.push('\n');
        }
        s
    }
}

/// Calls LLVM may delete when their value is unused: the AMDGPU lane intrinsics are
/// `memory(none)`; the NVVM `*.sync` ones touch inaccessible memory and stay.
fn is_pure(callee: &str) -> bool {
    (callee.starts_with("llvm.amdgcn.") && !callee.contains("s.barrier") && !callee.contains("wave.barrier")) || callee.starts_with("llvm.nvvm.read.ptx.sreg.")
}

fn c32(v: i64) -> Value {
    Value::Const(v, LTy::I32)
}

/// InstCombine's operand complexity: instruction 5 (cast, not, neg: 4), argument 3, constant 1.
fn complexity(body: &Body, v: &Value) -> u8 {
    match v {
        Value::Const(..) | Value::Poison(_) => 1,
        Value::Named(..) => 3,
        Value::Tmp(id, _) => {
            let cast = body.insts.iter().any(|i| match i {
                Inst::Op { dst, text } if dst == id => {
                    ["zext ", "sext ", "trunc ", "bitcast "].iter().any(|c| text.starts_with(c)) || text.starts_with("xor") && text.ends_with(", -1")
                }
                _ => false,
            });
            if cast {
                4
            } else {
                5
            }
        }
    }
}

fn swap(c: Cmp) -> Cmp {
    match c {
        Cmp::Lt => Cmp::Gt,
        Cmp::Gt => Cmp::Lt,
        Cmp::Le => Cmp::Ge,
        Cmp::Ge => Cmp::Le,
        c => c,
    }
}

fn mask(t: LTy) -> i64 {
    match t.bits() {
        64 | 0 => -1,
        b => ((1u64 << b) - 1) as i64,
    }
}

/// The bits of `v` at width `t`, sign-extended (LLVM prints integers signed).
fn truncate(v: i64, t: LTy) -> i64 {
    sign_extend(v, t)
}

fn sign_extend(v: i64, t: LTy) -> i64 {
    match t.bits() {
        64 | 0 => v,
        1 => v & 1,
        b => ((v as u64) << (64 - b)) as i64 >> (64 - b),
    }
}

fn sign_min(t: LTy) -> i64 {
    sign_extend(1i64.wrapping_shl(t.bits().saturating_sub(1)), t)
}

fn sign_max(t: LTy) -> i64 {
    sign_min(t).wrapping_sub(1) & mask(t)
}

fn no_signed_overflow(a: i64, b: i64, t: LTy) -> bool {
    let (a, b) = (sign_extend(a, t) as i128, sign_extend(b, t) as i128);
    let r = a + b;
    r >= sign_min(t) as i128 && r <= sign_extend(sign_max(t), t).max(sign_max(t)) as i128
}

fn fold_bits(op: &str, a: i64, b: i64, t: LTy) -> i64 {
    truncate(
        match op {
            "add" => a.wrapping_add(b),
            "mul" => a.wrapping_mul(b),
            "and" => a & b,
            "or" => a | b,
            _ => a ^ b,
        },
        t,
    )
}

/// Fold two constants (wrapping, as LLVM's constant folder); `None` where the result is
/// undefined (division by zero, shift out of range): left to the caller.
fn fold(op: IntOp, a: i64, b: i64, t: LTy, signed: bool) -> Option<i64> {
    let bits = t.bits();
    let (ua, ub) = ((a as u64) & mask(t) as u64, (b as u64) & mask(t) as u64);
    let (sa, sb) = (sign_extend(a, t), sign_extend(b, t));
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Div | IntOp::Rem if ub == 0 => return None,
        IntOp::Div if signed => sa.checked_div(sb)?,
        IntOp::Rem if signed => sa.checked_rem(sb)?,
        IntOp::Div => (ua / ub) as i64,
        IntOp::Rem => (ua % ub) as i64,
        IntOp::Shl | IntOp::Shr if ub >= bits as u64 => return None,
        IntOp::Shl => a.wrapping_shl(ub as u32),
        IntOp::Shr if signed => sa >> ub,
        IntOp::Shr => (ua >> ub) as i64,
    };
    Some(truncate(r, t))
}

/// The `%` operands of an instruction's text (`add nsw i32 %3, %v` → `%3`, `%v`).
fn operands(text: &str) -> Vec<Value> {
    text.split([' ', ',', '(', ')']).filter(|t| t.starts_with('%')).map(|t| parse_value(t, LTy::I32)).collect()
}

fn parse_value(t: &str, ty: LTy) -> Value {
    let name = t.trim_start_matches('%');
    match name.parse::<u32>() {
        Ok(n) => Value::Tmp(n, ty),
        Err(_) => Value::Named(name.to_string(), ty),
    }
}

/// Rewrite `%N` temporaries in an instruction's text.
fn renumber(text: &str, map: &HashMap<u32, u32>) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' {
            let mut digits = String::new();
            while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
                digits.push(*d);
                chars.next();
            }
            match digits.parse::<u32>() {
                Ok(n) => out.push_str(&map.get(&n).copied().unwrap_or(n).to_string()),
                Err(_) => out.push_str(&digits),
            }
        }
    }
    out
}
