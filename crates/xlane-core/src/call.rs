//! The one entry point for evaluating a call: look the name up in the registry, check it
//! (arity, constants, legal values, availability), then run its semantics. `eval`,
//! `conform`, `explain` and the kernel runner all come through here.

use crate::diag::{Diag, DiagKind, Result};
use crate::registry::{self, Builtin, Legal};
use crate::semantics::{Output, SemCtx, UndefPolicy};
use crate::target::Target;
use crate::value::{wave_mask, ElemTy, Lanes};

/// One argument of a call.
// `Lanes` is stored inline on purpose: the runner builds arguments on every cross-lane
// call, and a heap allocation per argument would cost more than the copy.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Arg {
    /// A compile-time constant (the same in every lane).
    Imm(u64),
    /// A per-lane value (possibly uniform, but not a compile-time constant).
    Lanes(Lanes),
}

impl Arg {
    /// The value in `lane` (`None` when undefined there).
    #[inline]
    pub fn get(&self, lane: u32) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(l) => l.get(lane),
        }
    }
    /// The value in `lane`, with undefined lanes read as 0 (only for places where the
    /// caller separately tracks definedness).
    #[inline]
    pub fn bits(&self, lane: u32) -> u64 {
        match self {
            Arg::Imm(v) => *v,
            Arg::Lanes(l) => l.bits[lane as usize],
        }
    }
    pub fn imm(&self) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(_) => None,
        }
    }
    /// The value as a wave-uniform scalar: a constant, or lanes equal over `mask`.
    pub fn uniform(&self, mask: u64) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(l) => l.uniform_over(mask),
        }
    }
    /// Mask of lanes where the value is undefined.
    pub fn undef(&self) -> u64 {
        match self {
            Arg::Imm(_) => 0,
            Arg::Lanes(l) => l.undef,
        }
    }
}

/// A checked, evaluated call.
#[derive(Debug, Clone)]
pub struct CallResult {
    pub builtin: &'static Builtin,
    /// The resolved element type `T`.
    pub ty: ElemTy,
    pub outputs: Vec<Output>,
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
                return Err(Diag::new(
                    DiagKind::Type,
                    format!("`{}` does not take element type {}", b.name, t.name()),
                )
                .with_help(format!(
                    "it takes: {}",
                    b.types.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
                )));
            }
        }
        (None, Some(t)) => t,
        (None, None) => b.types.first().copied().unwrap_or(ElemTy::U32),
    };
    Ok((b, t))
}

fn same_bits(a: ElemTy, b: ElemTy) -> bool {
    !a.is_float() && !b.is_float() && a.bits() == b.bits()
}

/// Check a call against the table without evaluating it.
pub fn check(b: &Builtin, site: &Site, args: &[Arg]) -> Result<()> {
    if args.len() != b.params.len() {
        let sig: Vec<&str> = b.params.iter().map(|p| p.name).collect();
        return Err(Diag::new(
            DiagKind::Arity,
            format!("`{}` takes {} argument(s), {} given", b.name, b.params.len(), args.len()),
        )
        .with_help(format!("signature: {}({})", b.name, sig.join(", "))));
    }
    b.check_avail(site.target, site.wave)?;
    for (i, (p, a)) in b.params.iter().zip(args).enumerate() {
        if !p.imm {
            continue;
        }
        let Some(v) = a.imm() else {
            return Err(Diag::new(
                DiagKind::NotConstant,
                format!("argument {} (`{}`) of `{}` must be a compile-time constant", i + 1, p.name, b.name),
            )
            .with_help("pass an integer literal; per-lane or runtime values are refused by clang too"));
        };
        if let Legal::Rule(rule) = p.legal {
            rule(site.target, site.wave, v).map_err(|d| Diag {
                message: format!("`{}` argument `{}`: {}", b.name, p.name, d.message),
                ..d
            })?;
        }
    }
    Ok(())
}

/// Evaluate `name(args)` on one wave.
pub fn evaluate(name: &str, ty: Option<ElemTy>, site: &Site, args: &[Arg]) -> Result<CallResult> {
    let (b, t) = resolve(name, ty, Some(site.target))?;
    evaluate_builtin(b, t, site, args)
}

/// Evaluate an already-resolved row (the runner's fast path).
pub fn evaluate_builtin(b: &'static Builtin, ty: ElemTy, site: &Site, args: &[Arg]) -> Result<CallResult> {
    check(b, site, args)?;
    evaluate_checked(b, ty, site, args)
}

/// Evaluate a call that [`check`] already accepted, without checking it again. `check`
/// reads only the row, `site.target`, `site.wave`, the number of arguments and the values
/// of the constant ones (never `exec`, `policy` or per-lane values), so a caller that
/// checked a call site once for its target and wave (the kernel runner) may call this for
/// every later execution and gets what [`evaluate_builtin`] gives.
pub fn evaluate_checked(b: &'static Builtin, ty: ElemTy, site: &Site, args: &[Arg]) -> Result<CallResult> {
    let ctx = SemCtx {
        target: site.target,
        wave: site.wave,
        exec: site.exec & wave_mask(site.wave),
        ty,
        policy: site.policy,
    };
    let outputs = (b.sem)(&ctx, args)?;
    Ok(CallResult { builtin: b, ty, outputs })
}
