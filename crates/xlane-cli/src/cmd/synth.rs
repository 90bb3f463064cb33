//! `xlane synth --target T [--wave W] [--type T] [--width W] [--result all|first|last] SPEC`:
//! the cheapest proven cross-lane sequence (xlane-synth), printed with its cost, the baseline
//! it is measured against and its proof; `--emit` prints it as HIP, CUDA, LLVM IR, asm or PTX.

use std::time::Duration;
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::ElemTy;
use xlane_lower::Emit;
use xlane_synth::problem::Goal;
use xlane_synth::search::Budget;
use xlane_synth::{emit, synthesize, Objective, Request, ResultLanes, Synthesis};

#[derive(clap::Args)]
pub struct Args {
    /// Processor: gfx942, gfx1100, sm_90, …
    #[arg(long, short = 't', value_parser = crate::cmd::TargetName, hide_possible_values = true)]
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
    /// What the search minimises: `instructions` (the default: total instructions, cycles
    /// breaking ties; a group reduction with per-segment member masks is no candidate, as
    /// measured slow) or `cycles` (the cost model's cycles, instructions breaking ties).
    #[arg(long, default_value = "instructions", value_parser = ["instructions", "cycles"])]
    pub objective: String,
    /// Print the search's progress on stderr (it does so by itself when stderr is a terminal).
    #[arg(long)]
    pub progress: bool,
    /// Seconds the search may take before it reports the best sequence and the lower bound
    /// (default: 20 for reduce/scan, 3 for permutations; none with --budget-states alone).
    #[arg(long)]
    pub budget_secs: Option<u64>,
    /// States the search may expand before it reports the best sequence and the lower bound
    /// (default 2 000 000). A count, not a clock: the same answer on any machine and under
    /// any load. Given alone, the search has no time limit.
    #[arg(long)]
    pub budget_states: Option<usize>,
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

/// The search's limits: `--budget-states` expanded states (2 000 000 by default) and
/// `--budget-secs` seconds (by default per spec, none when only the states are given: a
/// search that must give the same answer everywhere, as the tests' do, has no clock).
fn budget(a: &Args) -> Budget {
    let states = a.budget_states.unwrap_or(2_000_000);
    match (a.budget_secs, a.budget_states) {
        (None, Some(_)) => Budget::steps(states),
        (secs, _) => Budget { expansions: states, time: Duration::from_secs(secs.unwrap_or_else(|| default_budget_secs(&a.spec.join(" ")))) },
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
        budget: budget(a),
        objective: xlane_synth::Objective::parse(&a.objective).unwrap_or_default(),
    })
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    use std::io::IsTerminal;
    let req = request(a)?;
    let progress = a.progress || std::io::stderr().is_terminal();
    let s = xlane_synth::search::with_progress(progress, || synthesize(&req))?;
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
    let unit = match s.objective {
        Objective::Instructions => "instructions",
        Objective::Cycles => "cycles by the cost model",
    };
    if f.optimal {
        let _ = writeln!(o, "search: optimal in {unit} among the candidate steps ({} states expanded)", f.expanded);
    } else {
        let _ = writeln!(o, "search: best found within the budget; no sequence of fewer than {} {unit} exists ({} states expanded)", f.lower_bound.insts, f.expanded);
    }
    if let Some(r) = &s.rejected {
        let _ = writeln!(o, "{}", rejected_text(s, r));
    }
    if let Some(d) = &s.derived {
        let _ = writeln!(o, "derived: {d}");
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

/// Why a sequence of fewer instructions was set aside, with the measured figure.
fn rejected_text(s: &Synthesis, r: &xlane_synth::Rejected) -> String {
    format!(
        "rejected: `{}` with per-segment member masks is {} instruction, but the warp splits into {} groups that run one after another: measured {} cycles per call on the H200 (BENCHMARKS.md), against {} cycles for this sequence by the cost model; --objective cycles weighs it by cycles",
        r.row,
        r.instructions,
        r.groups,
        r.measured_cycles,
        s.found.cost.cycles
    )
}

fn header(s: &Synthesis) -> String {
    format!(
        "xlane synth: {}\n{} instructions ({} cross-lane/combine + {} setup), {} cycles (cost model, docs/synth.md)\nproof: {}\n{}",
        title(s),
        s.found.cost.total(),
        s.found.cost.insts,
        s.found.cost.setup,
        s.found.cost.cycles,
        s.proof.statement,
        emit::preconditions(&s.problem)
    ) + &s.rejected.as_ref().map(|r| format!("\n{}", rejected_text(s, r))).unwrap_or_default()
}

/// The sequence in one emit form.
pub fn source(s: &Synthesis, form: &str) -> Result<String> {
    Ok(emitted(s, form)?.text)
}

/// One emit form: its text, and for asm/ptx where it came from (`llc-22`'s output or xlane's
/// model) with the notes the text carries as comments.
pub struct Emitted {
    pub text: String,
    /// `llc-22 …` (the command) or `model`, for asm/ptx.
    pub from: Option<String>,
    pub notes: Vec<String>,
}

fn emitted(s: &Synthesis, form: &str) -> Result<Emitted> {
    let p = &s.problem;
    let plain = |text: String| Emitted { text, from: None, notes: vec![] };
    match form {
        "hip" if p.target.is_amd() => Ok(plain(emit::function(p, &s.found.steps, &header(s)))),
        "cuda" if p.target.is_nvidia() => Ok(plain(emit::function(p, &s.found.steps, &header(s)))),
        "hip" | "cuda" => Err(Diag::new(DiagKind::Unsupported, format!("--emit {form} on {}: the sequence uses {:?} builtins", p.target.name, p.target.vendor))
            .with_help(if p.target.is_amd() { "use --emit hip on an AMD target" } else { "use --emit cuda on an NVIDIA target" })),
        other => {
            let e = Emit::parse(other)?;
            let name = emit::function_name(p);
            let module = emit::ir_function(p, &s.found.steps, &name, &header(s))?;
            if e == Emit::Llvm {
                return Ok(plain(module));
            }
            // The vendor check (`--emit ptx` on AMD …) with the model's diagnostics.
            let model = emit::lowered(p, &s.found.steps, e)?;
            let c = if e == Emit::Ptx { "//" } else { ";" };
            let top: String = header(s).lines().map(|l| format!("{c} {l}\n")).collect();
            match xlane_lower::llc::program() {
                Some(prog) => {
                    let version = ptx_version(s);
                    let lines = xlane_lower::llc::compile(&prog, &module, p.target, p.wave, version, &name)?;
                    let cmd = xlane_lower::llc::command_text(&prog, p.target, p.wave, version);
                    let note =
                        format!("{cmd} on the --emit llvm function @{name}: its body, directives stripped; `{c} {}` marks the cross-lane instructions", xlane_lower::llc::MARK);
                    Ok(Emitted { text: format!("{top}{c} {note}\n{}", xlane_lower::llc::render(&lines, c)), from: Some(cmd), notes: vec![note] })
                }
                None => {
                    let note = format!("model, not llc output (llc-22 not found): each call's instruction as llc-22 selects it (mnemonic, controls and modifiers exact, checked by the parity tests; register numbers are placeholders); the combines, selects and moves between calls are described in `{c}` comments, not listed");
                    Ok(Emitted { text: format!("{top}{c} {note}\n{model}"), from: Some("model".into()), notes: vec![note] })
                }
            }
        }
    }
}

/// The `.version` the sequence needs: the target's minimum and each row's (as `xlane lower`
/// computes it).
fn ptx_version(s: &Synthesis) -> u32 {
    let rows = s.found.steps.iter().flat_map(|st| st.calls.iter().chain(st.alts.iter().flat_map(|a| &a.calls)));
    rows.filter_map(|c| c.row.lower.ptx.map(|(min, _)| min)).fold(s.problem.target.min_ptx, u32::max)
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
    let mut asm_from = serde_json::Value::Null;
    for form in forms {
        let e = emitted(s, form)?;
        if let Some(from) = e.from {
            asm_from = serde_json::json!({"form": form, "from": from, "notes": e.notes});
        }
        src.insert(form.to_string(), e.text.into());
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
        "objective": s.objective.name(),
        "derived": s.derived,
        "rejected": s.rejected.as_ref().map(|r| serde_json::json!({"row": r.row, "instructions": r.instructions, "groups": r.groups, "measured_cycles": r.measured_cycles, "text": rejected_text(s, r)})),
        "lower_bound": f.lower_bound.insts,
        "expanded": f.expanded,
        "baseline": s.baseline.map(|b| serde_json::json!({"source": b.source, "instructions": b.insts})),
        "proof": {"statement": s.proof.statement, "order": s.proof.order, "random_inputs": s.proof.random_inputs},
        "source": src,
        "source_asm": asm_from,
        "preconditions": emit::preconditions(p),
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

#[cfg(test)]
mod tests {
    use clap::Parser;
    use std::time::Duration;

    fn budget(args: &[&str]) -> xlane_synth::search::Budget {
        let cli = crate::cmd::Cli::try_parse_from(["xlane", "synth", "--target", "gfx942"].iter().chain(args).chain(&["reduce", "add"])).unwrap();
        let crate::cmd::Cmd::Synth(a) = &cli.cmd else { unreachable!("a synth command line") };
        super::budget(a)
    }

    /// `--budget-states` alone is a count with no clock (the same answer under any load);
    /// with `--budget-secs` both apply; neither gives the documented defaults (docs/synth.md:
    /// 2 000 000 states, 20 s for a reduce or scan).
    #[test]
    fn budget_states_alone_turn_the_clock_off() {
        let b = budget(&["--budget-states", "300"]);
        assert_eq!((b.expansions, b.time), (300, Duration::MAX));
        let b = budget(&["--budget-states", "300", "--budget-secs", "5"]);
        assert_eq!((b.expansions, b.time), (300, Duration::from_secs(5)));
        let b = budget(&[]);
        assert_eq!((b.expansions, b.time), (2_000_000, Duration::from_secs(20)));
    }
}
