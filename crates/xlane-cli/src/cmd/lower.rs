//! `xlane lower --target T [--wave W] [--type T] --emit llvm|asm|ptx 'SNIPPET'`: the LLVM IR
//! function, AMDGPU assembly or PTX an `eval` snippet becomes (`snippet::lower` through
//! xlane-lower), with the same diagnostics as `eval`.

use crate::snippet;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::{target, ElemTy, Target};
use xlane_lower::Emit;

#[derive(clap::Args)]
pub struct Args {
    /// Processor: gfx942, gfx1100, sm_90, …
    #[arg(long, short = 't')]
    pub target: String,
    /// Wave size (default: the target's default).
    #[arg(long, short = 'w')]
    pub wave: Option<u32>,
    /// Element type `T` for generic builtins whose data are undeclared names (i32, u64, f32, f64, …).
    #[arg(long = "type")]
    pub ty: Option<String>,
    /// What to print: llvm, asm (AMDGPU) or ptx (NVIDIA).
    #[arg(long, default_value = "llvm")]
    pub emit: String,
    /// The snippet, as `eval` takes it: a call such as
    /// '__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)', or statements
    /// ('int l = lane; __shfl_xor(v, l & 1)'); `@FILE` reads a file, `-` standard input.
    pub call: String,
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let text = super::eval::read_text(&a.call)?;
    if json {
        println!("{}", to_json(a, &text)?);
    } else {
        print!("{}", emitted(a, &text)?.text);
    }
    Ok(0)
}

/// A snippet lowered and emitted as `--emit` asks.
pub struct Emitted {
    pub target: &'static Target,
    pub wave: u32,
    pub emit: Emit,
    pub function: xlane_lower::func::Function,
    /// What the text form prints.
    pub text: String,
}

/// Lower `text` (the snippet itself, already read) as `a` says.
pub fn emitted(a: &Args, text: &str) -> Result<Emitted> {
    let t = target::lookup(&a.target)?;
    let wave = t.wave_or_default(a.wave)?;
    let emit = Emit::parse(&a.emit)?;
    let ty = a.ty.as_deref().map(ElemTy::parse).transpose()?;
    let function = snippet::lower::lower(text, t, wave, ty)?.function;
    if let Some(ty) = ty {
        refuse_type_on_fixed(function.builtins.iter().copied(), ty, t)?;
    }
    let text = function.emit(emit, t, wave)?;
    Ok(Emitted { target: t, wave, emit, function, text })
}

/// The `--json` document of lowering `text`.
pub fn to_json(a: &Args, text: &str) -> Result<serde_json::Value> {
    let Emitted { target: t, wave, emit, function: f, text: out } = emitted(a, text)?;
    let mut j = serde_json::json!({
        "snippet": text,
        "builtins": f.builtins.iter().map(|b| b.name).collect::<Vec<_>>(),
        "target": t.name,
        "wave": wave,
        "params": f.params.iter().map(|(n, ty)| serde_json::json!({"name": n, "type": ty.0})).collect::<Vec<_>>(),
        "returns": f.ret.as_ref().map(|v| v.ty().0),
        "emit": a.emit,
        "text": out,
    });
    // The single builtin of a one-call snippet, as before.
    if let [b] = f.builtins.as_slice() {
        j["builtin"] = b.name.into();
    }
    match emit {
        Emit::Llvm => {
            j["calls"] = f.body.calls().map(|c| c.text()).collect();
            j["declares"] = f.body.calls().map(|c| c.declaration()).collect::<std::collections::BTreeSet<_>>().into_iter().collect();
        }
        Emit::Asm => j["instructions"] = f.asm(t, wave)?.into(),
        Emit::Ptx => {
            let p = f.ptx(t)?;
            j["ptx_version"] = format!("{}.{}", p.version / 10, p.version % 10).into();
            j["ptx_target"] = p.target.into();
            j["instructions"] = p.insts.into();
        }
    }
    Ok(j)
}

/// `--type` picks `T` of a generic builtin; on builtins with fixed types only it would be
/// silently ignored, so say so instead.
fn refuse_type_on_fixed(mut called: impl Iterator<Item = &'static xlane_core::registry::Builtin>, ty: ElemTy, _t: &Target) -> Result<()> {
    let all: Vec<_> = called.by_ref().collect();
    if all.is_empty() || all.iter().any(|b| b.is_generic()) {
        return Ok(());
    }
    Err(Diag::new(DiagKind::Type, format!("`--type {}`: `{}` is not generic, its types are fixed", ty.name(), all[0].name))
        .with_help("leave out --type; `xlane avail NAME` shows the signature"))
}
