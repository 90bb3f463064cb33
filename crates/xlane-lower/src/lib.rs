//! xlane-lower: a builtin call → the LLVM IR clang-22 emits for it, the AMDGPU assembly or PTX
//! llc-22 selects, and back (`from_asm`).
//!
//! ```text
//! call text ─► callexpr::parse ─► registry row + call::check (same diagnostics as eval)
//!                                        │
//!       frontend (row's Lower, intrinsic signatures, header expansions) ─► IR body
//!                                        │
//!                  amdgpu::select (per generation)  |  nvptx::select (+ .version/.target)
//! ```
//! The registry is read only for *which* intrinsic a call becomes and its operand mapping;
//! everything about LLVM spelling and instruction selection lives here.

pub mod amdgpu;
mod cfg;
mod expand;
mod from_asm;
pub mod frontend;
pub mod func;
pub mod intrinsics;
pub mod ir;
pub mod llc;
pub mod nvptx;

pub use from_asm::{from_asm, is_cross_lane, read_asm, AsmRead, FusedDpp};

use xlane_core::call::{self, Site};
use xlane_core::callexpr::CallExpr;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::Builtin;
use xlane_core::semantics::UndefPolicy;
use xlane_core::target::{Target, Vendor};
use xlane_core::value::ElemTy;

/// What to print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emit {
    Llvm,
    Asm,
    Ptx,
}

impl Emit {
    pub fn parse(s: &str) -> Result<Emit> {
        match s {
            "llvm" | "ll" | "ir" => Ok(Emit::Llvm),
            "asm" | "s" => Ok(Emit::Asm),
            "ptx" => Ok(Emit::Ptx),
            _ => Err(Diag::malformed(format!("unknown --emit `{s}`")).with_help("use llvm, asm (AMDGPU) or ptx (NVIDIA)")),
        }
    }
}

/// A checked, lowered call.
#[derive(Debug, Clone)]
pub struct Lowered {
    pub builtin: &'static Builtin,
    pub ty: ElemTy,
    pub target: &'static Target,
    pub wave: u32,
    pub call: CallExpr,
    pub body: ir::Body,
}

/// Check `call` exactly as evaluation does (registry lookup, arity, availability, constants,
/// legal values) and lower it to IR. `ty` picks `T` for generic builtins.
pub fn lower(call: &CallExpr, target: &'static Target, wave: Option<u32>, ty: Option<ElemTy>) -> Result<Lowered> {
    let wave = target.wave_or_default(wave)?;
    let (builtin, t) = call::resolve(&call.name, ty, Some(target))?;
    let site = Site { target, wave, exec: u64::MAX, policy: UndefPolicy::Strict };
    call::check(builtin, &site, &call.to_args(builtin, Some(t)))?;
    let cx = frontend::Ctx { builtin, ty: t, call, target, wave, vals: None };
    let mut body = ir::Body::default();
    body.result = build_into(&mut body, &cx)?;
    body.canonicalize_compares();
    Ok(Lowered { builtin, ty: t, target, wave, call: call.clone(), body })
}

/// Lower one checked call into `body`. A row with an expansion is built from several
/// intrinsics (`expand`), every other row from its one intrinsic (`frontend`); `expand`
/// builds on `frontend`, never the reverse.
pub(crate) fn build_into(body: &mut ir::Body, cx: &frontend::Ctx) -> Result<Option<ir::Value>> {
    match cx.builtin.lower.expansion {
        Some(e) => expand::build_into(body, e, cx),
        None => frontend::build_into(body, cx),
    }
}

impl Lowered {
    /// The IR: the instruction sequence, then the `declare` lines.
    pub fn llvm(&self) -> String {
        let mut s = self.body.to_text();
        if self.body.insts.is_empty() {
            s.push_str("  ; no instruction: the call is folded away\n");
        }
        s
    }

    /// AMDGPU assembly lines, as llc-22 prints them: the instructions of the intrinsic calls
    /// (a header expansion's integer arithmetic is summarised in a comment).
    pub fn asm(&self) -> Result<Vec<String>> {
        self.need(Vendor::Amd, "asm", "ptx")?;
        let mut v = amdgpu::select(&self.body, self.target, self.wave)?;
        v.extend(self.arithmetic_note());
        Ok(v)
    }

    /// PTX instructions and the module header they need.
    pub fn ptx(&self) -> Result<nvptx::Ptx> {
        self.need(Vendor::Nvidia, "ptx", "asm")?;
        let mut p = nvptx::select(&self.body, self.target, self.builtin.lower.ptx.map_or(0, |(min, _)| min))?;
        p.insts.extend(self.arithmetic_note().map(|n| n.replacen(';', "//", 1)));
        Ok(p)
    }

    fn arithmetic_note(&self) -> Option<String> {
        arithmetic_note(&self.body)
    }

    /// The output for `emit` as text.
    pub fn emit(&self, emit: Emit) -> Result<String> {
        Ok(match emit {
            Emit::Llvm => self.llvm(),
            Emit::Asm => asm_text(&self.asm()?),
            Emit::Ptx => ptx_text(&self.ptx()?),
        })
    }

    fn need(&self, v: Vendor, what: &str, other: &str) -> Result<()> {
        need(self.target, v, what, other)
    }
}

pub(crate) fn need(t: &Target, v: Vendor, what: &str, other: &str) -> Result<()> {
    if t.vendor == v {
        Ok(())
    } else {
        Err(Diag::new(DiagKind::Unsupported, format!("--emit {what} is for {v:?} targets; {} is not one", t.name)).with_help(format!("use --emit {other} or --emit llvm")))
    }
}

pub(crate) fn asm_text(lines: &[String]) -> String {
    lines.iter().map(|l| format!("  {l}\n")).collect()
}

pub(crate) fn ptx_text(p: &nvptx::Ptx) -> String {
    let mut s = p.header();
    s.push_str("\n\n");
    for i in &p.insts {
        s.push_str(&format!("  {i}\n"));
    }
    s
}

/// Ordinary integer instructions around the calls (header index arithmetic, a snippet's
/// expressions) are not listed in asm/PTX, but said to be there.
pub(crate) fn arithmetic_note(body: &ir::Body) -> Option<String> {
    const ARITH: &[&str] =
        &["add ", "add n", "sub ", "sub n", "mul ", "mul n", "and ", "or ", "xor ", "shl ", "shl n", "lshr ", "ashr ", "icmp ", "select ", "sdiv ", "udiv ", "srem ", "urem "];
    let n = body.insts.iter().filter(|i| matches!(i, ir::Inst::Op { text, .. } if ARITH.iter().any(|a| text.starts_with(a)))).count();
    (n > 0).then(|| format!("; plus the header's integer arithmetic ({n} IR instruction(s); see --emit llvm)"))
}
