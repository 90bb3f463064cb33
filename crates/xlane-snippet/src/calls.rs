//! Builtin calls from a snippet: argument evaluation and conversion, `T` deduction, the
//! header defaults, out-pointers, and the one call into `xlane_core::call`.

use super::ast::{Expr, ExprKind};
use super::ctype::{CType, INT};
use super::interp::{CallRecord, Interp, Val};
use super::lex::Span;
use super::why::Why;
use xlane_core::call::{self, Arg, Site};
use xlane_core::diag::{DiagKind, Result};
use xlane_core::registry::{self, Builtin, Ret, Ty};

impl Interp<'_> {
    /// A builtin call, through `xlane_core::call`. Constants become `Arg::Imm`, everything
    /// else `Arg::Lanes`; `T` comes from the declared type of the arguments. `exec`: the
    /// normal exec mask; the call itself runs with the one its whole-wave region gives it.
    pub(super) fn call(&mut self, at: &Expr, name: &str, args: &[Expr], exec: u64) -> Result<Option<Val>> {
        let span = at.span;
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
        if let Some(i) = (0..vals.len()).find(|&i| b.takes_64bit_mask(i) && vals[i].ty.bits() != 64) {
            let given = vals[i].ty.name();
            return Err(self.type_error(
                args[i].span,
                &format!("`{name}`: the mask must be a 64-bit integer, not `{given}` (static_assert in HIP's amd_warp_sync_functions.h: implicitly promoting a smaller integer is almost always an error)"),
                "write the mask as a 64-bit value: 0xffffffffffffffffull for the whole wave, or __activemask(); a CUDA 0xffffffff names only lanes 0-31",
            ));
        }
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
                let bits = cv
                    .lanes
                    .get(0)
                    .ok_or_else(|| self.type_error(args[i].span, &format!("the constant cannot be converted to {}", pty.name()), "pass a value in range"))?;
                Arg::Imm(bits)
            } else {
                Arg::Lanes(cv.lanes)
            });
        }
        // The lanes the call reads: set.inactive's active lanes are the normal ones, every
        // other call in a whole-wave region sees the widened mask (the runner's rule).
        let widened = self.regions.expr_exec(at, exec, self.wave());
        let (exec, _) = b.exec.lanes(exec, widened, xlane_core::value::wave_mask(self.wave()));
        self.check_members(b, &call_args, exec, args.get(b.member_mask_param().unwrap_or(0)).map_or(span, |a| a.span))?;
        let site = Site { target: t, wave: self.wave(), exec, policy: self.opts.policy };
        let result = call::evaluate_builtin(b, ty, &site, &call_args).map_err(|d| {
            // Point at the argument the refusal is about (`dpp_ctrl`), else at the whole call.
            let at = d.arg.and_then(|i| args.get(i as usize)).map_or(span, |a| a.span);
            self.src.locate(d, at)
        })?;
        let call_text = self.src.text.get(span.start..span.end).unwrap_or(name).to_string();
        let whys: Vec<Why> = call_args.iter().zip(&vals).map(|(_, v)| v.why.clone()).collect();
        if let Some((v, s)) = out_ptr {
            let pred = result.output("pred").ok_or_else(|| self.type_error(s, &format!("`{name}` has no predicate output"), "drop the `&` argument"))?;
            let why = Why::of_output(&call_text, pred, &whys.iter().collect::<Vec<_>>(), self.wave());
            let val = Val { ty: CType::of_elem(pred.ty), lanes: pred.lanes.clone(), konst: false, placeholder: false, why };
            self.store(&v, s, &val, exec)?;
        }
        let ret = match b.ret {
            Ret::Void => None,
            Ret::Pair(_) | Ret::Many(..) => None,
            Ret::One(_) | Ret::WithPred(_) => result.output("ret").map(|o| {
                let why = Why::of_output(&call_text, o, &whys.iter().collect::<Vec<_>>(), self.wave());
                Val { ty: CType::of_elem(o.ty), lanes: o.lanes.clone(), konst: false, placeholder: false, why }
            }),
        };
        let labels = args.iter().map(|a| self.src.text[a.span.start..a.span.end].to_string()).collect();
        self.calls.push(CallRecord { span, labels, args: call_args, exec, result, whys });
        Ok(ret)
    }

    /// The rule `xlane run` applies to NVIDIA `*_sync` calls (crates/xlane-ir/README.md): every
    /// member lane that runs the snippet must execute the call. A member waiting on the other
    /// side of an `if` never arrives: a deadlock, not values. Members outside `--exec` count
    /// as exited threads, which the hardware does not wait for.
    fn check_members(&self, b: &Builtin, args: &[Arg], exec: u64, at: Span) -> Result<()> {
        let Some(mi) = b.member_mask_param() else { return Ok(()) };
        let alive = self.opts.exec & xlane_core::value::wave_mask(self.wave());
        for lane in (0..self.wave()).filter(|l| exec >> l & 1 != 0) {
            let Some(m) = args.get(mi).and_then(|a| a.get(lane)) else { continue };
            let missing = m & alive & !exec;
            if missing != 0 {
                let d = xlane_core::Diag::new(
                    DiagKind::Deadlock,
                    format!("`{}`: member lanes {} of mask {m:#x} run the snippet but never reach this call (they are on another path)", b.name, lane_ranges(missing)),
                )
                .with_help("call the *_sync operation where all member lanes are converged, or narrow the mask to the lanes that reach it (e.g. __activemask()); `xlane run` reports the same kernel as a deadlock");
                return Err(self.src.locate(d, at));
            }
        }
        Ok(())
    }

    /// `T` of a generic builtin (see [`element_type`]).
    fn element_type(&self, b: &Builtin, vals: &[Val]) -> Option<xlane_core::ElemTy> {
        let args: Vec<ArgType> = vals.iter().map(|v| ArgType { ty: v.ty, konst: v.konst, placeholder: v.placeholder }).collect();
        element_type(b, &args)
    }
}

/// What `T` deduction sees of an argument.
#[derive(Debug, Clone, Copy)]
pub struct ArgType {
    pub ty: CType,
    pub konst: bool,
    /// An undeclared name (opaque data): it takes its type from the call, not the other way.
    pub placeholder: bool,
}

/// `T` of a generic builtin: the declared type of the first per-lane argument passed as
/// `T`, else of the first constant one; a fixed builtin takes its data type. Shared by `eval`
/// and `lower`.
pub fn element_type(b: &Builtin, args: &[ArgType]) -> Option<xlane_core::ElemTy> {
    if !b.is_generic() {
        return match b.ret {
            Ret::One(Ty::Fixed(e)) | Ret::WithPred(Ty::Fixed(e)) | Ret::Pair(Ty::Fixed(e)) => Some(e),
            _ => None,
        };
    }
    let t_args: Vec<&ArgType> = b.params.iter().zip(args).filter(|(p, v)| p.ty == Ty::T && !v.placeholder).map(|(_, v)| v).collect();
    let ty = t_args.iter().find(|v| !v.konst).or(t_args.first())?.ty;
    // Overload resolution prefers a promotion (bool/char/short → int, C++ [over.ics.rank])
    // when the type itself has no overload.
    let takes = |t: CType| b.types.iter().any(|k| *k == t.elem() || (!k.is_float() && !t.is_float() && k.bits() == t.bits()));
    Some(if takes(ty) { ty } else { ty.promote() }.elem())
}

/// The header shuffles declare `int width = warpSize` as their last parameter (CUDA
/// sm_30_intrinsics.hpp `__shfl_sync(…, int width=warpSize)`; HIP amd_warp_functions.h
/// `__shfl(…, int width = warpSize)`), so a call may leave it out.
pub fn default_width(b: &Builtin, given: usize) -> bool {
    matches!(b.level, registry::Level::Cuda | registry::Level::Hip) && given + 1 == b.params.len() && b.params.last().is_some_and(|p| p.name == "width")
}

/// `0-15, 17` for a lane set.
fn lane_ranges(m: u64) -> String {
    let mut out = vec![];
    let mut l = 0;
    while l < 64 {
        if m >> l & 1 == 0 {
            l += 1;
            continue;
        }
        let start = l;
        while l < 64 && m >> l & 1 != 0 {
            l += 1;
        }
        out.push(if l - 1 == start { format!("{start}") } else { format!("{start}-{}", l - 1) });
    }
    out.join(", ")
}
