//! Builtin calls from a snippet: argument evaluation and conversion, `T` deduction, the
//! header defaults, out-pointers, and the one call into `xlane_core::call`.

use super::ast::{Expr, ExprKind};
use super::ctype::{CType, INT};
use super::interp::{CallRecord, Interp, Val};
use super::lex::Span;
use xlane_core::call::{self, Arg, Site};
use xlane_core::diag::Result;
use xlane_core::registry::{self, Builtin, Ret, Ty};

impl Interp<'_> {
    /// A builtin call, through `xlane_core::call`. Constants become `Arg::Imm`, everything
    /// else `Arg::Lanes`; `T` comes from the declared type of the arguments.
    pub(super) fn call(&mut self, name: &str, args: &[Expr], span: Span, exec: u64) -> Result<Option<Val>> {
        let t = self.opts.target;
        let (b, _) = registry::lookup(name, Some(t.vendor)).map_err(|d| self.src.locate(d, span))?;
        // An out-pointer (`&pred`) receives the builtin's second output.
        let mut out_ptr = None;
        let mut args: Vec<&Expr> = args.iter().collect();
        if let Some(Expr { kind: ExprKind::AddrOf(v), span: s }) = args.last() {
            if matches!(b.ret, Ret::WithPred(_)) && args.len() == b.params.len() + 1 {
                out_ptr = Some((v.clone(), *s));
                args.pop();
            }
        }
        let mut vals: Vec<Val> = args.iter().map(|a| self.expr(a, exec)).collect::<Result<_>>()?;
        if default_width(b, vals.len()) {
            vals.push(Val::splat(INT, self.wave() as u64));
        }
        let elem = self.element_type(b, &vals);
        let (b, ty) = call::resolve(name, elem, Some(t)).map_err(|d| self.src.locate(d, span))?;
        let mut call_args = vec![];
        for (i, v) in vals.iter().enumerate() {
            let pty = b.params.get(i).map_or(v.ty, |p| CType::of_elem(b.resolve(p.ty, Some(ty))));
            let cv = self.convert(v, pty);
            call_args.push(if v.konst {
                let bits = cv.lanes.get(0).ok_or_else(|| self.type_error(args[i].span, &format!("the constant cannot be converted to {}", pty.name()), "pass a value in range"))?;
                Arg::Imm(bits)
            } else {
                Arg::Lanes(cv.lanes)
            });
        }
        let site = Site { target: t, wave: self.wave(), exec, policy: self.opts.policy };
        let result = call::evaluate_builtin(b, ty, &site, &call_args).map_err(|d| {
            // Point at the argument the refusal is about (`dpp_ctrl`), else at the whole call.
            let at = d.arg.and_then(|i| args.get(i as usize)).map_or(span, |a| a.span);
            self.src.locate(d, at)
        })?;
        if let Some((v, s)) = out_ptr {
            let pred = result.output("pred").ok_or_else(|| self.type_error(s, &format!("`{name}` has no predicate output"), "drop the `&` argument"))?;
            let val = Val { ty: CType::of_elem(pred.ty), lanes: pred.lanes.clone(), konst: false, placeholder: false };
            self.store(&v, s, &val, exec)?;
        }
        let ret = match b.ret {
            Ret::Void => None,
            Ret::Pair(_) => None,
            Ret::One(_) | Ret::WithPred(_) => result.output("ret").map(|o| Val { ty: CType::of_elem(o.ty), lanes: o.lanes.clone(), konst: false, placeholder: false }),
        };
        let labels = args.iter().map(|a| self.src.text[a.span.start..a.span.end].to_string()).collect();
        self.calls.push(CallRecord { span, labels, args: call_args, exec, result });
        Ok(ret)
    }

    /// `T` of a generic builtin: the declared type of the first per-lane argument passed as
    /// `T`, else of the first constant one; a fixed builtin takes its data type.
    fn element_type(&self, b: &Builtin, vals: &[Val]) -> Option<xlane_core::ElemTy> {
        if !b.is_generic() {
            return match b.ret {
                Ret::One(Ty::Fixed(e)) | Ret::WithPred(Ty::Fixed(e)) | Ret::Pair(Ty::Fixed(e)) => Some(e),
                _ => None,
            };
        }
        let t_args: Vec<&Val> = b.params.iter().zip(vals).filter(|(p, v)| p.ty == Ty::T && !v.placeholder).map(|(_, v)| v).collect();
        let ty = t_args.iter().find(|v| !v.konst).or(t_args.first())?.ty;
        // Overload resolution prefers a promotion (bool/char/short → int, C++ [over.ics.rank])
        // when the type itself has no overload.
        let takes = |t: CType| b.types.iter().any(|k| *k == t.elem() || (!k.is_float() && !t.is_float() && k.bits() == t.bits()));
        Some(if takes(ty) { ty } else { ty.promote() }.elem())
    }
}

/// The header shuffles declare `int width = warpSize` as their last parameter (CUDA
/// sm_30_intrinsics.hpp `__shfl_sync(…, int width=warpSize)`; HIP amd_warp_functions.h
/// `__shfl(…, int width = warpSize)`), so a call may leave it out.
fn default_width(b: &Builtin, given: usize) -> bool {
    matches!(b.level, registry::Level::Cuda | registry::Level::Hip) && given + 1 == b.params.len() && b.params.last().is_some_and(|p| p.name == "width")
}
