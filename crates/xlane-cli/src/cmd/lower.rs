//! `xlane lower --target T [--wave W] [--type T] --emit llvm|asm|ptx '<call>'`: the LLVM IR,
//! AMDGPU assembly or PTX a call becomes (xlane-lower), with the same diagnostics as `eval`.

use xlane_core::callexpr;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::{target, ElemTy, Target};
use xlane_lower::Emit;

#[derive(clap::Args)]
pub struct Args {
    /// Processor: gfx942, gfx1100, sm_90, …
    #[arg(long)]
    pub target: String,
    /// Wave size (default: the target's default).
    #[arg(long)]
    pub wave: Option<u32>,
    /// Element type `T` for generic builtins (i32, u64, f32, f64, …).
    #[arg(long = "type")]
    pub ty: Option<String>,
    /// What to print: llvm, asm (AMDGPU) or ptx (NVIDIA).
    #[arg(long, default_value = "llvm")]
    pub emit: String,
    /// The call, e.g. '__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)'.
    pub call: String,
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let t = target::lookup(&a.target)?;
    let emit = Emit::parse(&a.emit)?;
    let ty = a.ty.as_deref().map(ElemTy::parse).transpose()?;
    let call = callexpr::parse(&a.call)?;
    if let Some(ty) = ty {
        refuse_type_on_fixed(&call.name, ty, t)?;
    }
    let low = xlane_lower::lower(&call, t, a.wave, ty)?;
    let text = low.emit(emit)?;
    if json {
        let mut j = serde_json::json!({
            "call": call.to_string(),
            "builtin": low.builtin.name,
            "target": t.name,
            "wave": low.wave,
            "type": low.ty.name(),
            "emit": a.emit,
            "text": text,
        });
        match emit {
            Emit::Llvm => {
                j["calls"] = low.body.calls().map(|c| c.text()).collect();
                j["declares"] = low.body.calls().map(|c| c.declaration()).collect();
            }
            Emit::Asm => j["instructions"] = low.asm()?.into(),
            Emit::Ptx => {
                let p = low.ptx()?;
                j["ptx_version"] = format!("{}.{}", p.version / 10, p.version % 10).into();
                j["ptx_target"] = p.target.into();
                j["instructions"] = p.insts.into();
            }
        }
        println!("{j}");
    } else {
        print!("{text}");
    }
    Ok(0)
}

/// `--type` picks `T` of a generic builtin; on a builtin with fixed types it would be
/// silently ignored, so say so instead.
fn refuse_type_on_fixed(name: &str, ty: ElemTy, t: &Target) -> Result<()> {
    let (b, _) = xlane_core::registry::lookup(name, Some(t.vendor))?;
    if b.is_generic() {
        return Ok(());
    }
    Err(Diag::new(DiagKind::Type, format!("`--type {}`: `{}` is not generic, its types are fixed", ty.name(), b.name))
        .with_help("leave out --type; `xlane avail NAME` shows the signature"))
}
