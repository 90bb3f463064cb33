//! `xlane synth --target T [--wave W] [--type T] [--width W] [--result all|first|last] SPEC`:
//! the cheapest proven cross-lane sequence (xlane-synth), printed with its cost, the baseline
//! it is measured against and its proof; `--emit` prints it as HIP, CUDA, LLVM IR, asm or PTX.

use std::time::Duration;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::ElemTy;
use xlane_lower::Emit;
use xlane_synth::problem::Goal;
use xlane_synth::search::Budget;
use xlane_synth::{emit, synthesize, Request, ResultLanes, Synthesis};

#[derive(clap::Args)]
pub struct Args {
    /// Processor: gfx942, gfx1100, sm_90, …
    #[arg(long, short = 't')]
    pub target: String,
    /// Wave size (default: the target's default).
    #[arg(long)]
    pub wave: Option<u32>,
    /// Element type: i32, u32, i64, u64, f32, f64.
    #[arg(long = "type", default_value = "i32")]
    pub ty: String,
    /// Segment width (the whole wave by default; a `perm` list's length).
    #[arg(long)]
    pub width: Option<u32>,
    /// Which lanes must hold a reduction's result: all, first or last (of each segment).
    #[arg(long, default_value = "all")]
    pub result: String,
    /// Float reduce/scan: accept the association order the result reports (`as-found`).
    #[arg(long)]
    pub assoc: Option<String>,
    /// Print the sequence as hip, cuda, llvm, asm (AMD) or ptx (NVIDIA) instead.
    #[arg(long)]
    pub emit: Option<String>,
    /// Also draw each step as a lane diagram into this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// Seconds the search may take before it reports the best sequence and the lower bound
    /// (default: 20 for reduce/scan, 3 for permutations).
    #[arg(long)]
    pub budget_secs: Option<u64>,
    /// The spec: reverse, rotate K, shift up|down K [fill own|zero], xor M, broadcast L,
    /// transpose RxC, perm [..], reduce OP, scan OP inclusive|exclusive (docs/synth.md).
    #[arg(required = true, num_args = 1..)]
    pub spec: Vec<String>,
}

fn result_lanes(s: &str) -> Result<ResultLanes> {
    Ok(match s {
        "all" => ResultLanes::All,
        "first" => ResultLanes::First,
        "last" => ResultLanes::Last,
        _ => return Err(Diag::new(DiagKind::Malformed, format!("--result {s}: expected all, first or last")).with_help("--result all (default) puts the result in every lane")),
    })
}

/// Collectives search longer by default: their A* bound is strong enough to prove optimality
/// given time, while a permutation's proof of optimality rarely finishes and its first
/// sequences (the beam's, or a merged move) come within a second.
fn default_budget_secs(spec: &str) -> u64 {
    let s = spec.trim_start();
    if s.starts_with("reduce") || s.starts_with("scan") {
        20
    } else {
        3
    }
}

/// The library's request for `a`.
pub fn request(a: &Args) -> Result<Request> {
    let accept_order = match a.assoc.as_deref() {
        None => false,
        Some("as-found") => true,
        Some(o) => {
            return Err(
                Diag::new(DiagKind::Malformed, format!("--assoc {o}: the one accepted value is `as-found`")).with_help("--assoc as-found accepts the order the result reports")
            )
        }
    };
    Ok(Request {
        target: a.target.clone(),
        wave: a.wave,
        ty: ElemTy::parse(&a.ty)?,
        width: a.width,
        spec: a.spec.join(" "),
        result: result_lanes(&a.result)?,
        accept_order,
        budget: Budget { expansions: 2_000_000, time: Duration::from_secs(a.budget_secs.unwrap_or_else(|| default_budget_secs(&a.spec.join(" ")))) },
    })
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let req = request(a)?;
    let s = synthesize(&req)?;
    if let Some(path) = &a.svg {
        crate::svg::write_file(path, &diagram(&s)?)?;
    }
    if json {
        outln!("{}", to_json(&s)?);
        return Ok(0);
    }
    match a.emit.as_deref() {
        None => out!("{}", render(&s)),
        Some(e) => out!("{}", source(&s, e)?),
    }
    Ok(0)
}

fn op_name(s: &Synthesis) -> Option<&'static str> {
    match &s.problem.goal {
        Goal::Collective { op, .. } => Some(op.name()),
        Goal::Perm { .. } => None,
    }
}

/// One line that says what was asked.
fn title(s: &Synthesis) -> String {
    let p = &s.problem;
    let spec = match &p.spec {
        xlane_synth::Spec::Permute { name, .. } => name.clone(),
        xlane_synth::Spec::Reduce(op) => format!("reduce {}", op.name()),
        xlane_synth::Spec::Scan { op, inclusive } => format!("scan {} {}", op.name(), if *inclusive { "inclusive" } else { "exclusive" }),
    };
    format!("{spec} on {} wave{}, {}, segments of {} lanes", p.target.name, p.wave, p.ty.name(), p.width)
}

pub fn render(s: &Synthesis) -> String {
    use std::fmt::Write;
    let f = &s.found;
    let mut o = String::new();
    let _ = writeln!(o, "{}", title(s));
    let _ = writeln!(o, "sequence:");
    for (i, st) in f.steps.iter().enumerate() {
        let _ = writeln!(o, "  {}. {}", i + 1, st.text(op_name(s)));
    }
    let _ = writeln!(
        o,
        "cost: {} instructions ({} cross-lane/combine + {} setup), {} cycles by the {} cost model (docs/synth.md)",
        f.cost.total(),
        f.cost.insts,
        f.cost.setup,
        f.cost.cycles,
        s.problem.target.name
    );
    if f.optimal {
        let _ = writeln!(o, "search: optimal in instructions among the candidate steps ({} states expanded)", f.expanded);
    } else {
        let _ = writeln!(o, "search: best found within the budget; no sequence of fewer than {} instructions exists ({} states expanded)", f.lower_bound.insts, f.expanded);
    }
    match &s.baseline {
        Some(b) if b.insts > f.cost.insts => {
            let _ = writeln!(o, "baseline: {} uses {} instructions; this sequence uses {} ({} fewer)", b.source, b.insts, f.cost.insts, b.insts - f.cost.insts);
        }
        Some(b) => {
            let _ = writeln!(o, "baseline: {} uses {} instructions; this sequence uses {}", b.source, b.insts, f.cost.insts);
        }
        None => {
            let _ = writeln!(o, "baseline: none measured for this case (docs/synth.md lists the measured ones)");
        }
    }
    let _ = writeln!(o, "proof: {}", s.proof.statement);
    if let Some(order) = &s.proof.order {
        let _ = writeln!(o, "order: the first needed lane computes {order}");
    }
    let _ = writeln!(o, "tested: {} random inputs through xlane's semantics match the host reference", s.proof.random_inputs);
    o
}

fn header(s: &Synthesis) -> String {
    format!(
        "xlane synth: {}\n{} instructions ({} cross-lane/combine + {} setup), {} cycles (cost model, docs/synth.md)\nproof: {}",
        title(s),
        s.found.cost.total(),
        s.found.cost.insts,
        s.found.cost.setup,
        s.found.cost.cycles,
        s.proof.statement
    )
}

/// The sequence in one emit form.
pub fn source(s: &Synthesis, form: &str) -> Result<String> {
    let p = &s.problem;
    match form {
        "hip" if p.target.is_amd() => Ok(emit::function(p, &s.found.steps, &header(s))),
        "cuda" if p.target.is_nvidia() => Ok(emit::function(p, &s.found.steps, &header(s))),
        "hip" | "cuda" => Err(Diag::new(DiagKind::Unsupported, format!("--emit {form} on {}: the sequence uses {:?} builtins", p.target.name, p.target.vendor))
            .with_help(if p.target.is_amd() { "use --emit hip on an AMD target" } else { "use --emit cuda on an NVIDIA target" })),
        other => emit::lowered(p, &s.found.steps, Emit::parse(other)?),
    }
}

/// The `--json` document.
pub fn to_json(s: &Synthesis) -> Result<serde_json::Value> {
    let p = &s.problem;
    let f = &s.found;
    let steps: Vec<serde_json::Value> = f
        .steps
        .iter()
        .map(|st| {
            serde_json::json!({
                "text": st.text(op_name(s)),
                "calls": st.calls.iter().chain(st.alts.iter().flat_map(|a| &a.calls)).map(|c| c.text("v")).collect::<Vec<_>>(),
                "alternatives": st.alts.iter().map(|a| serde_json::json!({"mask": format!("{:#x}", a.lanes), "calls": a.calls.iter().map(|c| c.text("v")).collect::<Vec<_>>()})).collect::<Vec<_>>(),
                "combine": st.combine,
                "instructions": st.cost.insts,
                "setup": st.cost.setup,
                "cycles": st.cost.cycles,
            })
        })
        .collect();
    let mut src = serde_json::Map::new();
    let forms: &[&str] = if p.target.is_amd() { &["hip", "llvm", "asm"] } else { &["cuda", "llvm", "ptx"] };
    for form in forms {
        src.insert(form.to_string(), source(s, form)?.into());
    }
    Ok(serde_json::json!({
        "target": p.target.name,
        "wave": p.wave,
        "type": p.ty.name(),
        "width": p.width,
        "spec": title(s),
        "steps": steps,
        "cost": {"instructions": f.cost.insts, "setup": f.cost.setup, "total": f.cost.total(), "cycles": f.cost.cycles},
        "instructions": f.cost.total(),
        "optimal": f.optimal,
        "lower_bound": f.lower_bound.insts,
        "expanded": f.expanded,
        "baseline": s.baseline.map(|b| serde_json::json!({"source": b.source, "instructions": b.insts})),
        "proof": {"statement": s.proof.statement, "order": s.proof.order, "random_inputs": s.proof.random_inputs},
        "source": src,
    }))
}

/// One panel per call of the sequence, evaluated on lane ids.
fn diagram(s: &Synthesis) -> Result<String> {
    let p = &s.problem;
    let mut evaluated = vec![];
    for st in &s.found.steps {
        for c in st.calls.iter().chain(st.alts.iter().flat_map(|a| &a.calls)) {
            let (r, args) = c.evaluate(p)?;
            evaluated.push((c.text("v"), r, args));
        }
    }
    let exec = xlane_core::value::wave_mask(p.wave);
    let calls: Vec<crate::svg::CallView> = evaluated.iter().map(|(t, r, a)| crate::svg::CallView { text: t, result: r, args: a, labels: &[], exec }).collect();
    Ok(crate::svg::render(&crate::svg::Scene { target: p.target, wave: p.wave, exec, calls: &calls }))
}
