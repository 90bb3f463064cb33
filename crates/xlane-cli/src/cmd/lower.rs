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
    #[arg(long, short = 't', value_parser = crate::cmd::TargetName, hide_possible_values = true)]
    pub target: String,
    /// Wave size (default: the target's default).
    #[arg(long, short = 'w')]
    pub wave: Option<u32>,
    /// Element type `T` for generic builtins whose data are undeclared names (i32, u64, f32, f64, …).
    #[arg(long = "type")]
    pub ty: Option<String>,
    /// What to print: llvm, asm (AMDGPU) or ptx (NVIDIA). asm/ptx is llc-22's output for the
    /// IR when llc-22 is installed (`$XLANE_LLC` names another), else xlane's model.
    #[arg(long, default_value = "llvm")]
    pub emit: String,
    /// asm/ptx: print xlane's model of llc-22's selection even where llc-22 is installed.
    #[arg(long)]
    pub model: bool,
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
    /// asm/ptx: the instruction lines alone (no comments).
    pub instructions: Vec<String>,
    /// asm/ptx: `llc-22 …` (the command that made `instructions`) or `model`.
    pub from: Option<String>,
    /// asm/ptx: what the text says in comments (where the lines came from, what is left out).
    pub notes: Vec<String>,
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
    let model = function.emit(emit, t, wave)?;
    if emit == Emit::Llvm {
        return Ok(Emitted { target: t, wave, emit, function, text: model, instructions: vec![], from: None, notes: vec![] });
    }
    let c = if emit == Emit::Ptx { "//" } else { ";" };
    let ptx_version = if emit == Emit::Ptx { function.ptx(t)?.version } else { 0 };
    let prog = if a.model { None } else { xlane_lower::llc::program() };
    let (instructions, from, notes, body) = match prog {
        Some(prog) => {
            let lines = xlane_lower::llc::compile(&prog, &function.to_text(), t, wave, ptx_version, "snippet")?;
            let cmd = xlane_lower::llc::command_text(&prog, t, wave, ptx_version);
            let note = format!("{cmd} on the --emit llvm function: its body, directives stripped; `{c} {}` marks the cross-lane instructions", xlane_lower::llc::MARK);
            let insts = lines.iter().map(|l| l.text.clone()).collect();
            (insts, cmd, vec![note], xlane_lower::llc::render(&lines, c))
        }
        None => {
            let why = if a.model { "--model" } else { "llc-22 not found" };
            let note = format!(
                "model, not llc output ({why}): the cross-lane instructions as llc-22 selects them (mnemonic, controls and modifiers exact, checked against llc-22 by the parity tests; register numbers are placeholders); the code around them is not listed"
            );
            let mut insts = vec![];
            let mut notes = vec![note];
            let mut body = String::new();
            for l in model.lines() {
                let tl = l.trim();
                if tl.starts_with(';') || tl.starts_with("//") {
                    notes.push(tl.trim_start_matches(['/', ';']).trim().to_string());
                } else if !tl.is_empty() && !tl.starts_with('.') {
                    insts.push(tl.to_string());
                }
                body.push_str(l);
                body.push('\n');
            }
            (insts, "model".to_string(), notes, body)
        }
    };
    let text = format!("{c} {}\n{body}", notes[0]);
    Ok(Emitted { target: t, wave, emit, function, text, instructions, from: Some(from), notes })
}

/// The `--json` document of lowering `text`.
pub fn to_json(a: &Args, text: &str) -> Result<serde_json::Value> {
    let Emitted { target: t, wave, emit, function: f, text: out, instructions, from, notes } = emitted(a, text)?;
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
        Emit::Asm => {
            j["instructions"] = instructions.into();
            j["from"] = from.into();
            j["notes"] = notes.into();
        }
        Emit::Ptx => {
            let p = f.ptx(t)?;
            j["ptx_version"] = format!("{}.{}", p.version / 10, p.version % 10).into();
            j["ptx_target"] = p.target.into();
            j["instructions"] = instructions.into();
            j["from"] = from.into();
            j["notes"] = notes.into();
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
