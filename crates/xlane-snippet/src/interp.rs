//! The snippet interpreter: runs statements over one wave. Every value is a whole wave
//! (`Lanes`); `if`/`else`, `?:`, `&&` and `||` narrow the exec mask for what they guard, so a
//! builtin call inside sees exactly the lanes that reach it, as on the hardware.

use super::ast::*;
use super::ctype::{CType, INT};
use super::lex::Span;
use super::ops;
use super::region::Regions;
use super::source::Source;
use super::why::Why;
use xlane_core::call::{Arg, CallResult};
use xlane_core::diag::{DiagKind, Result};
use xlane_core::registry::{self, Ret};
use xlane_core::semantics::UndefPolicy;
use xlane_core::value::{wave_mask, LaneMask};
use xlane_core::{Lanes, Target};

/// Where and how a snippet runs.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    pub target: &'static Target,
    pub wave: u32,
    /// Lanes that run the snippet at all.
    pub exec: u64,
    pub policy: UndefPolicy,
    /// Undeclared names stand for opaque per-lane data (`explain`'s `v`, `old`) instead of
    /// being an error.
    pub placeholders: bool,
}

/// A declared variable and its final per-lane value.
#[derive(Debug, Clone)]
pub struct Var {
    pub name: String,
    pub ty: CType,
    /// The type as written (`unsigned long long`).
    pub spelled: String,
    pub is_const: bool,
    /// Compile-time constant (a `const` initialised from constants).
    pub konst: bool,
    pub lanes: Lanes,
    /// Lanes that executed the declaration; others never had the variable.
    pub live: u64,
    /// An undeclared name standing for opaque data (explain only).
    pub placeholder: bool,
    /// Why each undefined live lane is undefined.
    pub why: Why,
}

/// One evaluated builtin call, kept for `explain`.
#[derive(Debug, Clone)]
pub struct CallRecord {
    pub span: Span,
    /// Source text of each argument, as passed to the builtin (out-pointers removed).
    pub labels: Vec<String>,
    pub args: Vec<Arg>,
    pub exec: u64,
    pub result: CallResult,
    /// Why each argument's undefined lanes are undefined.
    pub whys: Vec<Why>,
}

/// What a run leaves behind.
#[derive(Debug, Clone)]
pub struct Run {
    pub vars: Vec<Var>,
    pub calls: Vec<CallRecord>,
}

/// A wave-wide intermediate value.
#[derive(Debug, Clone)]
pub(super) struct Val {
    pub(super) ty: CType,
    pub(super) lanes: Lanes,
    /// A compile-time constant (the same in every lane).
    pub(super) konst: bool,
    pub(super) placeholder: bool,
    pub(super) why: Why,
}

impl Val {
    pub(super) fn splat(ty: CType, bits: u64) -> Val {
        Val { ty, lanes: Lanes::splat(bits), konst: true, placeholder: false, why: Why::default() }
    }
}

pub fn run(src: &Source, prog: &[Stmt], opts: &Options) -> Result<Run> {
    let regions = Regions::of(prog, opts.target.vendor);
    let mut it = Interp { src, opts, vars: vec![], scopes: vec![vec![]], calls: vec![], regions };
    let exec = opts.exec & wave_mask(opts.wave);
    for (k, s) in prog.iter().enumerate() {
        match s {
            // A snippet that ends in a bare expression (`__shfl_xor_sync(0xffffffff, lane,
            // 1)`) shows its value, as a REPL does, named by its text; elsewhere a bare
            // expression's value is discarded, as in C.
            Stmt::Expr(e) if k + 1 == prog.len() && !opts.placeholders => it.result(e, exec)?,
            _ => it.stmt(s, exec)?,
        }
    }
    Ok(Run { vars: it.vars, calls: it.calls })
}

pub(super) struct Interp<'a> {
    pub(super) src: &'a Source,
    pub(super) opts: &'a Options,
    pub(super) vars: Vec<Var>,
    /// Indices into `vars` visible in each open block, innermost last.
    pub(super) scopes: Vec<Vec<usize>>,
    pub(super) calls: Vec<CallRecord>,
    /// Where whole-wave/quad mode widens the exec mask.
    pub(super) regions: Regions,
}

impl Interp<'_> {
    pub(super) fn wave(&self) -> u32 {
        self.opts.wave
    }

    pub(super) fn type_error(&self, span: Span, msg: &str, help: &str) -> xlane_core::Diag {
        self.src.diag(DiagKind::Type, span, msg).with_help(help)
    }

    fn lookup(&self, name: &str) -> Option<usize> {
        self.scopes.iter().rev().flat_map(|s| s.iter().rev()).copied().find(|&i| self.vars[i].name == name)
    }

    fn var_index(&mut self, name: &str, span: Span) -> Result<usize> {
        if let Some(i) = self.lookup(name) {
            return Ok(i);
        }
        if self.opts.placeholders {
            // Opaque per-lane data (`placeholder::data`: `v` = lane id, `old` = 100 + lane id).
            let others = self.vars.iter().filter(|v| v.placeholder && !super::placeholder::is_named(&v.name)).count() as u64;
            self.vars.push(Var {
                name: name.to_string(),
                ty: INT,
                spelled: "data".into(),
                is_const: false,
                konst: false,
                lanes: super::placeholder::data(name, self.wave(), others),
                live: wave_mask(self.wave()),
                placeholder: true,
                why: Why::default(),
            });
            let i = self.vars.len() - 1;
            self.scopes[0].push(i);
            return Ok(i);
        }
        if super::parse::RESERVED.contains(&name) {
            return Err(self.src.error(
                span,
                &format!("`{name}` cannot be assigned"),
                "`lane`, `threadIdx.x` and `warpSize` are read-only; declare a variable, e.g. `int l = lane;`",
            ));
        }
        if registry::lookup(name, Some(self.opts.target.vendor)).is_ok() {
            return Err(self.src.error(span, &format!("`{name}` is a builtin, not a variable"), &format!("call it: `{name}(…)`")));
        }
        Err(self.src.error(span, &format!("`{name}` is not declared"), &format!("declare it first, e.g. `int {name} = lane;`")))
    }

    fn stmt(&mut self, s: &Stmt, exec: u64) -> Result<()> {
        match s {
            Stmt::Decl(tn, decls) => {
                for d in decls {
                    self.declare(tn, d, exec)?;
                }
            }
            Stmt::Assign { name, span, op, value } => {
                let i = self.var_index(name, *span)?;
                if self.vars[i].is_const {
                    return Err(self.type_error(*span, &format!("`{name}` is const"), "declare it without `const` to assign to it"));
                }
                let ty = self.vars[i].ty;
                let rhs = self.expr(value, exec)?;
                let v = match op {
                    None => rhs,
                    Some(op) => {
                        let cur = Val { ty, lanes: self.vars[i].lanes.clone(), konst: false, placeholder: false, why: self.vars[i].why.clone() };
                        self.binary(*op, cur, rhs, span.to(value.span))?
                    }
                };
                let writes = self.regions.assign_exec(s, exec, self.wave());
                self.store(name, *span, &v, writes)?;
            }
            Stmt::Expr(e) => {
                self.expr_any(e, exec)?;
            }
            Stmt::If { cond, then, els } => {
                let c = self.expr(cond, exec)?;
                let (t, f, undef) = self.split(&c, exec);
                if undef != 0 {
                    return Err(self
                        .src
                        .diag(DiagKind::Unsupported, cond.span, &format!("the condition is undefined in lanes {}", LaneMask(undef)))
                        .with_help("branching on an undefined value is undefined behaviour; define the value in every lane first"));
                }
                self.block(then, t)?;
                if let Some(e) = els {
                    self.block(e, f)?;
                }
            }
            Stmt::Loop { span, init, cond, step, body } => {
                self.scopes.push(vec![]);
                let r = self.run_loop(*span, init.as_deref(), cond.as_ref(), step.as_deref(), body, exec);
                self.scopes.pop();
                r?;
            }
            Stmt::Block(body) => {
                self.scopes.push(vec![]);
                for s in body {
                    self.stmt(s, exec)?;
                }
                self.scopes.pop();
            }
        }
        Ok(())
    }

    /// A loop runs while any lane still wants to: each iteration's exec is the lanes whose
    /// condition held every time so far, as a compiler's structured loop masks EXEC.
    fn run_loop(&mut self, span: Span, init: Option<&Stmt>, cond: Option<&Expr>, step: Option<&Stmt>, body: &Stmt, exec: u64) -> Result<()> {
        /// Far more than any snippet needs; a runaway loop is an error, not a hang.
        const MAX_ITERATIONS: u32 = 10_000;
        if let Some(i) = init {
            self.stmt(i, exec)?;
        }
        let mut active = exec;
        for _ in 0..MAX_ITERATIONS {
            if let Some(c) = cond {
                let v = self.expr(c, active)?;
                let (t, _, undef) = self.split(&v, active);
                if undef != 0 {
                    return Err(self
                        .src
                        .diag(DiagKind::Unsupported, c.span, &format!("the loop condition is undefined in lanes {}", LaneMask(undef)))
                        .with_help("branching on an undefined value is undefined behaviour"));
                }
                active = t;
            }
            if active == 0 {
                return Ok(());
            }
            self.block(body, active)?;
            if let Some(s) = step {
                self.stmt(s, active)?;
            }
        }
        Err(self
            .src
            .diag(DiagKind::Unsupported, span, &format!("the loop ran {MAX_ITERATIONS} times without ending"))
            .with_help("make the condition turn false in every lane"))
    }

    /// A branch body gets its own scope even without braces (C11 6.8.4p3).
    fn block(&mut self, s: &Stmt, exec: u64) -> Result<()> {
        self.scopes.push(vec![]);
        let r = self.stmt(s, exec);
        self.scopes.pop();
        r
    }

    /// Lanes of `exec` where `c` is true, false, undefined.
    fn split(&self, c: &Val, exec: u64) -> (u64, u64, u64) {
        let (mut t, mut f, mut u) = (0, 0, 0);
        for l in (0..self.wave()).filter(|l| exec >> l & 1 != 0) {
            match c.lanes.get(l) {
                None => u |= 1 << l,
                Some(b) if ops::truthy(c.ty, b) => t |= 1 << l,
                Some(_) => f |= 1 << l,
            }
        }
        (t, f, u)
    }

    fn declare(&mut self, tn: &TypeName, d: &Declarator, exec: u64) -> Result<()> {
        if self.scopes.last().is_some_and(|s| s.iter().any(|&i| self.vars[i].name == d.name)) {
            return Err(self
                .src
                .diag(DiagKind::Malformed, d.span, &format!("`{}` is already declared in this block", d.name))
                .with_help("assign to it instead, or pick a new name"));
        }
        if tn.is_auto {
            return self.declare_auto(tn, d, exec);
        }
        let mut lanes = Lanes::all_undef();
        let mut konst = false;
        let live = self.regions.decl_exec(d, exec, self.wave());
        let mut why = Why::all(live, format!("`{}` is declared without a value", d.name));
        match &d.init {
            None if tn.is_const => return Err(self.src.error(d.span, &format!("const `{}` needs an initialiser", d.name), "write `const int c = 5;`")),
            None => {}
            Some(Expr { kind: ExprKind::List(items), span }) => {
                lanes = self.list(tn.ty, items, *span, exec)?;
                why = Why::all(lanes.undef, "the list entry for the lane is undefined");
            }
            Some(e) => {
                let v = self.expr(e, exec)?;
                let v = self.convert(&v, tn.ty);
                konst = tn.is_const && v.konst;
                lanes = v.lanes;
                why = v.why;
            }
        }
        self.push_var(Var { name: d.name.clone(), ty: tn.ty, spelled: tn.spelled.clone(), is_const: tn.is_const, konst, lanes, live, placeholder: false, why });
        Ok(())
    }

    /// Declare `v` in the innermost block. Lanes outside `v.live` (which did not execute the
    /// declaration) hold nothing.
    /// The snippet's final bare expression, kept as a variable named by its source text (a
    /// call of a builtin that returns nothing leaves none).
    fn result(&mut self, e: &Expr, exec: u64) -> Result<()> {
        let Some(v) = self.expr_any(e, exec)? else { return Ok(()) };
        let name = self.src.text.get(e.span.start..e.span.end).unwrap_or("value").split_whitespace().collect::<Vec<_>>().join(" ");
        self.push_var(Var { name, ty: v.ty, spelled: v.ty.name().into(), is_const: false, konst: v.konst, lanes: v.lanes, live: exec, placeholder: false, why: v.why });
        Ok(())
    }

    fn push_var(&mut self, mut v: Var) {
        v.lanes.undef |= !v.live;
        self.vars.push(v);
        let i = self.vars.len() - 1;
        self.scopes.last_mut().expect("a scope is open").push(i);
    }

    /// `auto v = e;` takes the type of `e` (C++ [dcl.spec.auto]). A call returning a pair
    /// (the permlane swaps return a 2-vector) declares `v[0]` and `v[1]`.
    fn declare_auto(&mut self, tn: &TypeName, d: &Declarator, exec: u64) -> Result<()> {
        let Some(init) = d.init.as_ref().filter(|e| !matches!(e.kind, ExprKind::List(_))) else {
            return Err(self.src.error(
                d.span,
                &format!("`auto {}` needs an initialiser to take its type from", d.name),
                "write e.g. `auto r = __builtin_amdgcn_permlane16_swap(a, b, false, false);`",
            ));
        };
        let v = match &init.kind {
            ExprKind::Call(name, args) => self.call(init, name, args, exec)?,
            _ => Some(self.expr(init, exec)?),
        };
        let live = self.regions.decl_exec(d, exec, self.wave());
        if let Some(v) = v {
            let konst = tn.is_const && v.konst;
            self.push_var(Var { name: d.name.clone(), ty: v.ty, spelled: v.ty.name().into(), is_const: tn.is_const, konst, lanes: v.lanes, live, placeholder: false, why: v.why });
            return Ok(());
        }
        let rec = self.calls.last().expect("a call ran");
        if !matches!(rec.result.builtin.ret, Ret::Pair(_)) {
            return Err(self.type_error(init.span, "the call returns void", "call it as a statement of its own"));
        }
        let text = self.src.text.get(init.span.start..init.span.end).unwrap_or("").to_string();
        let parts: Vec<(CType, Lanes, Why)> = ["ret", "ret.y"]
            .iter()
            .filter_map(|n| rec.result.output(n))
            .map(|o| (CType::of_elem(o.ty), o.lanes.clone(), Why::of_output(&text, o, &rec.whys.iter().collect::<Vec<_>>(), self.wave())))
            .collect();
        for (k, (ty, lanes, why)) in parts.into_iter().enumerate() {
            self.push_var(Var { name: format!("{}[{k}]", d.name), ty, spelled: ty.name().into(), is_const: tn.is_const, konst: false, lanes, live, placeholder: false, why });
        }
        Ok(())
    }

    /// `{a, b, …}`: one entry per lane.
    fn list(&mut self, ty: CType, items: &[Expr], span: Span, exec: u64) -> Result<Lanes> {
        if items.len() != self.wave() as usize {
            return Err(self.src.error(
                span,
                &format!("the list has {} values, the wave has {} lanes", items.len(), self.wave()),
                &format!("give exactly {} values, or compute them from `lane` (e.g. `lane * 10`)", self.wave()),
            ));
        }
        let mut lanes = Lanes::all_undef();
        for (l, item) in items.iter().enumerate() {
            let v = self.expr(item, exec)?;
            let v = self.convert(&v, ty);
            if let Some(b) = v.lanes.get(l as u32) {
                lanes.set(l as u32, b);
            }
        }
        Ok(lanes)
    }

    /// Convert a value to `ty` lane by lane (C11 6.3); lanes where C leaves it undefined
    /// become undefined.
    pub(super) fn convert(&self, v: &Val, ty: CType) -> Val {
        let mut lanes = Lanes::all_undef();
        for l in 0..self.wave() {
            if let Some(b) = v.lanes.get(l).and_then(|b| ty.convert(v.ty, b)) {
                lanes.set(l, b);
            }
        }
        let undef = lanes.undef & wave_mask(self.wave());
        let why = Why::derive(undef, &[&v.why], |_| format!("conversion to `{}`: the value is out of its range (C11 6.3.1.4)", ty.name()).into());
        Val { ty, lanes, konst: v.konst, placeholder: v.placeholder, why }
    }

    /// An expression whose value may be void (a statement-level call).
    fn expr_any(&mut self, e: &Expr, exec: u64) -> Result<Option<Val>> {
        if let ExprKind::Call(name, args) = &e.kind {
            return self.call(e, name, args, exec);
        }
        self.expr(e, exec).map(Some)
    }

    pub(super) fn expr(&mut self, e: &Expr, exec: u64) -> Result<Val> {
        Ok(match &e.kind {
            ExprKind::Int(v, ty) => Val::splat(*ty, *v),
            ExprKind::Float(f, ty) => Val::splat(*ty, ty.write(super::ctype::Num::Float(*f)).expect("floats convert to floats")),
            ExprKind::Bool(b) => Val::splat(CType::Bool, *b as u64),
            ExprKind::Lane => Val { ty: INT, lanes: Lanes::from_fn(self.wave(), u64::from), konst: false, placeholder: false, why: Why::default() },
            ExprKind::WaveSize => Val { ty: INT, lanes: Lanes::splat(self.wave() as u64), konst: false, placeholder: false, why: Why::default() },
            ExprKind::Var(name) => {
                let i = self.var_index(name, e.span)?;
                let v = &self.vars[i];
                Val { ty: v.ty, lanes: v.lanes.clone(), konst: v.konst, placeholder: v.placeholder, why: v.why.clone() }
            }
            ExprKind::Unary(op, x) => {
                let x = self.expr(x, exec)?;
                self.unary(*op, x, e.span)?
            }
            ExprKind::Binary(op @ (BinOp::LogAnd | BinOp::LogOr), a, b) => self.logical(*op, a, b, self.regions.expr_exec(e, exec, self.wave()))?,
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.expr(a, exec)?, self.expr(b, exec)?);
                self.binary(*op, a, b, e.span)?
            }
            ExprKind::Cond(c, a, b) => self.conditional(c, a, b, self.regions.expr_exec(e, exec, self.wave()))?,
            ExprKind::Cast(ty, x) => {
                let x = self.expr(x, exec)?;
                self.convert(&x, *ty)
            }
            ExprKind::Call(name, args) => match self.call(e, name, args, exec)? {
                Some(v) => v,
                None if self.calls.last().is_some_and(|c| matches!(c.result.builtin.ret, Ret::Pair(_))) => {
                    return Err(self
                        .src
                        .diag(DiagKind::Unsupported, e.span, &format!("`{name}` returns two values per lane, which snippet variables cannot hold"))
                        .with_help(format!(
                            "declare it with `auto r = …;` and read `r[0]` and `r[1]`, or see both with `xlane explain --target {} '<call>'`",
                            self.opts.target.name
                        )))
                }
                None => return Err(self.type_error(e.span, &format!("`{name}` returns void"), "call it as a statement of its own")),
            },
            ExprKind::AddrOf(_) => return Err(self.type_error(e.span, "`&var` is only allowed as the out-pointer argument of a call", "e.g. `__match_all_sync(mask, v, &pred)`")),
            ExprKind::List(_) => return Err(self.src.error(e.span, "a `{…}` list is only allowed as a whole initialiser", "write `int v = {1, 2, …};`")),
        })
    }

    fn unary(&self, op: UnOp, x: Val, span: Span) -> Result<Val> {
        if op == UnOp::Not {
            let mut lanes = Lanes::all_undef();
            for l in 0..self.wave() {
                if let Some(b) = x.lanes.get(l) {
                    lanes.set(l, !ops::truthy(x.ty, b) as u64);
                }
            }
            let why = x.why.clone();
            return Ok(Val { ty: CType::Bool, lanes, konst: x.konst, placeholder: false, why });
        }
        if op == UnOp::BitNot && x.ty.is_float() {
            return Err(self.type_error(span, &format!("`~` needs an integer, not {}", x.ty.name()), "cast to an integer type first"));
        }
        let ty = x.ty.promote();
        let x = self.convert(&x, ty);
        let v = self.map(ty, x.konst, |l| ops::unary(op, ty, x.lanes.get(l)?));
        Ok(self.because(v, &[&x.why], span, |_| "signed overflow (C11 6.5p5)"))
    }

    /// Give the undefined lanes of `v` their reasons: an operand's, else `own` for the
    /// operation written at `span`.
    fn because(&self, mut v: Val, from: &[&Why], span: Span, own: impl Fn(u32) -> &'static str) -> Val {
        let text = self.src.text.get(span.start..span.end).unwrap_or("");
        v.why = Why::derive(v.lanes.undef & wave_mask(self.wave()), from, |l| format!("`{text}`: {}", own(l)).into());
        v
    }

    /// Build a value lane by lane; `None` marks a lane undefined.
    fn map(&self, ty: CType, konst: bool, mut f: impl FnMut(u32) -> Option<u64>) -> Val {
        let mut lanes = Lanes::all_undef();
        for l in 0..self.wave() {
            if let Some(b) = f(l) {
                lanes.set(l, b);
            }
        }
        Val { ty, lanes, konst, placeholder: false, why: Why::default() }
    }

    fn binary(&self, op: BinOp, a: Val, b: Val, span: Span) -> Result<Val> {
        let konst = a.konst && b.konst;
        let integer_only = matches!(op, BinOp::Rem | BinOp::And | BinOp::Or | BinOp::Xor | BinOp::Shl | BinOp::Shr);
        if integer_only && (a.ty.is_float() || b.ty.is_float()) {
            return Err(self.type_error(
                span,
                &format!("`{}` needs integer operands, not {} and {}", op.symbol(), a.ty.name(), b.ty.name()),
                "cast the float operand to an integer type",
            ));
        }
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            // The result has the promoted type of the left operand (C11 6.5.7p3).
            let ty = a.ty.promote();
            let a = self.convert(&a, ty);
            let v = self.map(ty, konst, |l| {
                let n = match b.ty.read(b.lanes.get(l)?) {
                    super::ctype::Num::Int(n) => n,
                    super::ctype::Num::Float(_) => return None,
                };
                ops::shift(op, ty, a.lanes.get(l)?, n)
            });
            return Ok(self.because(v, &[&a.why, &b.why], span, |_| ops::undefined_because(op, ty, 1)));
        }
        let ty = CType::common(a.ty, b.ty);
        let (a, b) = (self.convert(&a, ty), self.convert(&b, ty));
        if matches!(op, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne) {
            let v = self.map(CType::Bool, konst, |l| Some(ops::compare(op, ty, a.lanes.get(l)?, b.lanes.get(l)?) as u64));
            return Ok(self.because(v, &[&a.why, &b.why], span, |_| "undefined"));
        }
        let v = self.map(ty, konst, |l| ops::arith(op, ty, a.lanes.get(l)?, b.lanes.get(l)?));
        Ok(self.because(v, &[&a.why, &b.why], span, |l| ops::undefined_because(op, ty, b.lanes.get(l).unwrap_or(1))))
    }

    /// `&&` and `||` evaluate the right side only in lanes that need it (C11 6.5.13p4).
    fn logical(&mut self, op: BinOp, a: &Expr, b: &Expr, exec: u64) -> Result<Val> {
        let x = self.expr(a, exec)?;
        let (t, f, _) = self.split(&x, exec);
        let rhs_lanes = if op == BinOp::LogAnd { t } else { f };
        let y = self.expr(b, rhs_lanes)?;
        let konst = x.konst && y.konst;
        let whys = [x.why.clone(), y.why.clone()];
        let v = self.map(CType::Bool, konst, |l| {
            let xv = ops::truthy(x.ty, x.lanes.get(l)?);
            match (op, xv) {
                (BinOp::LogAnd, false) => Some(0),
                (BinOp::LogOr, true) => Some(1),
                _ => Some(ops::truthy(y.ty, y.lanes.get(l)?) as u64),
            }
        });
        Ok(self.because(v, &[&whys[0], &whys[1]], a.span.to(b.span), |_| "undefined"))
    }

    /// `c ? a : b`: each side runs only in the lanes that select it (C11 6.5.15p4).
    fn conditional(&mut self, c: &Expr, a: &Expr, b: &Expr, exec: u64) -> Result<Val> {
        let cv = self.expr(c, exec)?;
        let (t, f, _) = self.split(&cv, exec);
        let (x, y) = (self.expr(a, t)?, self.expr(b, f)?);
        let ty = if x.ty == y.ty { x.ty } else { CType::common(x.ty, y.ty) };
        let (x, y) = (self.convert(&x, ty), self.convert(&y, ty));
        let konst = cv.konst && x.konst && y.konst;
        let v = self.map(ty, konst, |l| if ops::truthy(cv.ty, cv.lanes.get(l)?) { x.lanes.get(l) } else { y.lanes.get(l) });
        Ok(self.because(v, &[&cv.why, &x.why, &y.why], c.span.to(b.span), |_| "undefined"))
    }

    /// Assign to a variable in the lanes of `exec`.
    pub(super) fn store(&mut self, name: &str, span: Span, v: &Val, exec: u64) -> Result<()> {
        let i = self.var_index(name, span)?;
        let v = self.convert(v, self.vars[i].ty);
        let var = &mut self.vars[i];
        var.why.assign(&v.why, exec & wave_mask(self.opts.wave));
        for l in (0..self.opts.wave).filter(|l| exec >> l & 1 != 0) {
            match v.lanes.get(l) {
                Some(b) => var.lanes.set(l, b),
                None => var.lanes.set_undef(l),
            }
        }
        Ok(())
    }
}
