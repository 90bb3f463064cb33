//! The one entry point for evaluating a call: look the name up in the registry, check it
//! (arity, constants, legal values, availability), then run its semantics. `eval`,
//! `conform`, `explain` and the kernel runner all come through here.

use crate::diag::{Diag, DiagKind, Result};
use crate::registry::{self, Builtin, Legal};
use crate::semantics::{Output, Outputs, SemCtx, UndefPolicy};
use crate::target::Target;
pub use crate::value::Arg;
use crate::value::{wave_mask, ElemTy};

/// A checked, evaluated call.
#[derive(Debug, Clone)]
pub struct CallResult {
    pub builtin: &'static Builtin,
    /// The resolved element type `T`.
    pub ty: ElemTy,
    pub outputs: Outputs,
}

impl CallResult {
    pub fn output(&self, name: &str) -> Option<&Output> {
        self.outputs.iter().find(|o| o.name == name)
    }
}

/// A call site: which builtin, on which wave.
#[derive(Debug, Clone, Copy)]
pub struct Site<'a> {
    pub target: &'a Target,
    pub wave: u32,
    pub exec: u64,
    pub policy: UndefPolicy,
}

/// Resolve `name` (and the requested element type) to a registry row and its `T`.
/// `target` picks between same-named HIP and CUDA functions.
pub fn resolve(name: &str, ty: Option<ElemTy>, target: Option<&Target>) -> Result<(&'static Builtin, ElemTy)> {
    let (b, suffix_ty) = registry::lookup(name, target.map(|t| t.vendor))?;
    let t = match (suffix_ty, ty) {
        (Some(s), _) => s,
        (None, Some(t)) if b.is_generic() => {
            // Integers are sign-agnostic at the LLVM level: accept the other signedness.
            if b.types.contains(&t) || b.types.iter().any(|&k| same_bits(k, t)) {
                t
            } else {
                return Err(Diag::new(DiagKind::Type, format!("`{}` does not take element type {}", b.name, t.name()))
                    .with_help(format!("it takes: {}", b.types.iter().map(|t| t.name()).collect::<Vec<_>>().join(", "))));
            }
        }
        (None, Some(t)) => t,
        (None, None) => b.types.first().copied().unwrap_or(ElemTy::U32),
    };
    Ok((b, t))
}

/// Whether `name` resolves to a row ([`resolve`] without an element type), without building
/// the error of a name that does not (see `registry::find`).
pub fn resolves(name: &str, target: Option<&Target>) -> bool {
    matches!(registry::find(name, target.map(|t| t.vendor)), Some(Ok(_)))
}

fn same_bits(a: ElemTy, b: ElemTy) -> bool {
    !a.is_float() && !b.is_float() && a.bits() == b.bits()
}

/// Proof that [`check`] accepted a call of `builtin` on a wave of `wave` lanes with `nargs`
/// arguments: [`evaluate_checked`] takes it instead of checking again.
#[derive(Debug, Clone, Copy)]
pub struct Checked {
    builtin: &'static Builtin,
    wave: u32,
    nargs: usize,
}

impl Checked {
    pub fn builtin(&self) -> &'static Builtin {
        self.builtin
    }
}

/// Check a call against the table without evaluating it.
pub fn check(b: &'static Builtin, site: &Site, args: &[Arg]) -> Result<Checked> {
    if args.len() != b.params.len() {
        let sig: Vec<&str> = b.params.iter().map(|p| p.name).collect();
        return Err(Diag::new(DiagKind::Arity, format!("`{}` takes {} argument(s), {} given", b.name, b.params.len(), args.len())).with_help(format!(
            "signature: {}({})",
            b.name,
            sig.join(", ")
        )));
    }
    b.check_avail(site.target, site.wave)?;
    for (i, (p, a)) in b.params.iter().zip(args).enumerate() {
        if !p.imm {
            continue;
        }
        let Some(v) = a.imm() else {
            return Err(Diag::new(DiagKind::NotConstant, format!("argument {} (`{}`) of `{}` must be a compile-time constant", i + 1, p.name, b.name))
                .with_help("pass an integer literal; per-lane or runtime values are refused by clang too")
                .for_arg(i));
        };
        if let Legal::Rule(rule) = p.legal {
            rule(site.target, site.wave, v).map_err(|d| Diag { message: format!("`{}` argument `{}`: {}", b.name, p.name, d.message), ..d }.for_arg(i))?;
        }
    }
    Ok(Checked { builtin: b, wave: site.wave, nargs: args.len() })
}

/// Evaluate `name(args)` on one wave.
pub fn evaluate(name: &str, ty: Option<ElemTy>, site: &Site, args: &[Arg]) -> Result<CallResult> {
    let (b, t) = resolve(name, ty, Some(site.target))?;
    evaluate_builtin(b, t, site, args)
}

/// Evaluate an already-resolved row (the runner's fast path).
pub fn evaluate_builtin(b: &'static Builtin, ty: ElemTy, site: &Site, args: &[Arg]) -> Result<CallResult> {
    let checked = check(b, site, args)?;
    evaluate_checked(checked, ty, site, args)
}

/// Evaluate a call that [`check`] already accepted, without checking it again. `check`
/// reads only the row, `site.target`, `site.wave`, the number of arguments and the values
/// of the constant ones (never `exec`, `policy` or per-lane values), so a caller that
/// checked a call site once for its target and wave (the kernel runner) may keep the
/// [`Checked`] token and call this for every later execution, and gets what
/// [`evaluate_builtin`] gives.
pub fn evaluate_checked(checked: Checked, ty: ElemTy, site: &Site, args: &[Arg]) -> Result<CallResult> {
    let outputs = evaluate_checked_outputs(checked, ty, site, args)?;
    Ok(CallResult { builtin: checked.builtin, ty, outputs })
}

/// [`evaluate_checked`]'s outputs alone, as the row's semantics return them: the kernel
/// runner's entry, which evaluates a call per wave and reads the outputs where they are (no
/// move into a [`CallResult`]).
pub fn evaluate_checked_outputs(checked: Checked, ty: ElemTy, site: &Site, args: &[Arg]) -> Result<Outputs> {
    debug_assert!(checked.wave == site.wave && checked.nargs == args.len(), "a Checked token reused for another call site");
    let ctx = SemCtx { target: site.target, wave: site.wave, exec: site.exec & wave_mask(site.wave), ty, policy: site.policy };
    (checked.builtin.sem)(&ctx, args)
}
