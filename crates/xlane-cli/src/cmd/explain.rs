//! `xlane explain`: for each lane, where its value comes from and why. The answer is read off
//! the semantics' `Route` (`Output::route`), never recomputed here, so the words, the SVG
//! diagrams and the numbers cannot disagree.
//!
//! Library entry point: [`explain`].

use super::eval::WaveArgs;
use crate::snippet::{self, interp, parse, Source};
use crate::svg::{self, CallView, Scene};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::Builtin;
use xlane_core::semantics::{Origin, Output, Route, UndefPolicy};
use xlane_core::{CallResult, ElemTy, Lanes, Target};

/// One argument of the explained call.
#[derive(Debug, Clone)]
pub struct ArgInfo {
    /// The parameter's name in the registry (`old`, `dpp_ctrl`).
    pub param: &'static str,
    /// The argument as written (`v`, `0x111`, `lane ^ 1`).
    pub label: String,
    /// Its value when it is a compile-time constant.
    pub constant: Option<u64>,
    /// The value it was evaluated with (the SVG diagram draws it).
    pub value: xlane_core::Arg,
}

/// Where one destination lane's value comes from, in words.
#[derive(Debug, Clone)]
pub struct LaneWhy {
    pub lane: u32,
    /// The semantics' record for this lane.
    pub origin: Origin,
    /// Short form: `v[3]`, `0`, `old`, `undef`, `inactive`, or a computed value.
    pub source: String,
    /// Why, in words (empty for a plain copy).
    pub reason: String,
}

/// One output of the call (`ret`, `ret.y`, `pred`).
#[derive(Debug, Clone)]
pub struct OutputWhy {
    pub name: &'static str,
    pub ty: ElemTy,
    /// The values, where defined (placeholder data: `crate::snippet::placeholder`).
    pub lanes: Lanes,
    /// The route of a movement operation; `None` for computed results.
    pub route: Option<Route>,
    /// One entry per lane of the wave.
    pub why: Vec<LaneWhy>,
}

/// Everything `explain` shows about one call.
#[derive(Debug, Clone)]
pub struct Explanation {
    pub target: &'static Target,
    pub wave: u32,
    pub exec: u64,
    pub builtin: &'static Builtin,
    /// The element type `T` the call ran with.
    pub ty: ElemTy,
    /// The call as given (or as derived from `asm`).
    pub call: String,
    /// The AMDGPU asm text the call was derived from, when `explain` was given asm.
    pub asm: Option<String>,
    /// For an ALU instruction with a DPP modifier (`v_add_u32_dpp`): the call is the DPP
    /// read of its `src0`, and this names the operation, destination and `src0`.
    pub fused: Option<xlane_lower::FusedDpp>,
    /// The asm line sets fetch-inactive (`fi:1`): inactive source lanes are read.
    pub fetch_inactive: bool,
    pub args: Vec<ArgInfo>,
    /// The control operands decoded, e.g. `row_shr:1 · row_mask 0xa · bank_mask 0xf · bound_ctrl`.
    pub control: Option<String>,
    /// Undeclared names the call used: opaque per-lane data (`crate::snippet::placeholder`).
    pub placeholders: Vec<String>,
    /// The movement pattern in words, where a codec describes it (DPP controls, swizzles).
    pub pattern: Option<String>,
    pub outputs: Vec<OutputWhy>,
}

/// Explain one call on `target`. `call_text` is a call as in source
/// (`__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)`), optionally preceded by
/// snippet statements that define its arguments (`int s = lane ^ 1; __shfl_sync(~0u, v, s)`).
/// Undeclared names stand for opaque per-lane data. `wave`/`exec` default to the target's
/// wave size and all lanes.
pub fn explain(target: &str, wave: Option<u32>, exec: Option<u64>, call_text: &str) -> Result<Explanation> {
    explain_with(target, wave, exec, UndefPolicy::Strict, call_text)
}

/// [`explain`] with an explicit undefined-value policy.
pub fn explain_with(target: &str, wave: Option<u32>, exec: Option<u64>, policy: UndefPolicy, call_text: &str) -> Result<Explanation> {
    let t = xlane_core::target::lookup(target)?;
    let wave = t.wave_or_default(wave)?;
    let exec = crate::cmd::eval::checked_exec(exec, wave)?;
    // An AMDGPU asm line (or its modifiers) names the call that produces it.
    let (asm, read) = if looks_like_asm(call_text) { (Some(call_text.trim().to_string()), Some(xlane_lower::read_asm(call_text, t)?)) } else { (None, None) };
    let call_text = read.as_ref().map_or_else(|| call_text.to_string(), |r| r.snippet());
    let call_text = call_text.as_str();
    let src = Source::new(call_text);
    let prog = parse::parse(&src)?;
    let opts = snippet::Options { target: t, wave, exec, policy, placeholders: true };
    let mut run = interp::run(&src, &prog, &opts)?;
    let fetch_inactive = read.as_ref().is_some_and(|r| r.fi);
    if fetch_inactive {
        fetch_inactive_route(&mut run, t, wave)?;
    }
    let Some(rec) = run.calls.last() else {
        return Err(Diag::new(DiagKind::Malformed, "no builtin call to explain").with_help("give a call, e.g. `__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)`"));
    };
    let b = rec.result.builtin;
    let args: Vec<ArgInfo> = b
        .params
        .iter()
        .zip(&rec.labels)
        .zip(&rec.args)
        .map(|((p, label), a)| ArgInfo { param: p.name, label: label.clone(), constant: a.imm(), value: a.clone() })
        .collect();
    let consts: Vec<(&'static str, Option<u64>)> = args.iter().map(|a| (a.param, a.constant)).collect();
    let outputs = rec
        .result
        .outputs
        .iter()
        .map(|o| OutputWhy { name: o.name, ty: o.ty, lanes: o.lanes.clone(), route: o.route.clone(), why: (0..wave).map(|l| lane_why(l, rec.exec, o, &args)).collect() })
        .collect();
    Ok(Explanation {
        target: t,
        wave,
        exec: rec.exec,
        builtin: b,
        ty: rec.result.ty,
        call: src.text[rec.span.start..rec.span.end].to_string(),
        asm,
        fused: read.and_then(|r| r.fused),
        fetch_inactive,
        control: super::codec::control_line(b, &consts, t),
        placeholders: run.vars.iter().filter(|v| v.placeholder).map(|v| v.name.clone()).collect(),
        pattern: super::codec::control_words(b, &consts, t),
        args,
        outputs,
    })
}

/// `fi:1`: the DPP read of an asm line fetches inactive source lanes. No builtin sets the
/// bit, so the call ran with FI=0; its route is replaced by the semantics' route with FI=1.
fn fetch_inactive_route(run: &mut snippet::Run, t: &'static Target, wave: u32) -> Result<()> {
    let Some(rec) = run.calls.last_mut() else { return Ok(()) };
    if let Some(route) = rec.result.builtin.fetch_inactive_route(t, wave, rec.exec, &rec.args)? {
        let out = &mut rec.result.outputs[0];
        *out = xlane_core::semantics::Output::routed(out.name, out.ty, route, &rec.args);
    }
    Ok(())
}

/// `v_mov_b32_dpp v0, v1 row_shr:1 …`, `ds_swizzle_b32 …`, or bare modifiers such as
/// `row_shr:1 row_mask:0xf` / `dpp8:[…]` / `offset:swizzle(…)`: a first word that is a
/// VALU/DS mnemonic or an asm modifier, which no snippet starts with.
fn looks_like_asm(text: &str) -> bool {
    let first = text.split_whitespace().next().unwrap_or("");
    let before_paren = first.split('(').next().unwrap_or("");
    first.starts_with("v_") || first.starts_with("ds_") || before_paren.contains(':') || matches!(first, "row_mirror" | "row_half_mirror")
}

fn lane_why(lane: u32, exec: u64, o: &xlane_core::semantics::Output, args: &[ArgInfo]) -> LaneWhy {
    let label = |arg: u8| args.get(arg as usize).map_or_else(|| format!("arg{arg}"), |a| operand(&a.label));
    let origin = match &o.route {
        Some(r) => r.lanes[lane as usize],
        None if exec >> lane & 1 == 0 => Origin::Inactive,
        None => Origin::Computed,
    };
    let (source, reason) = match origin {
        Origin::Lane { arg, lane: s } => (format!("{}[{s}]", label(arg)), String::new()),
        Origin::Zero(r) => ("0".into(), format!("{}: reads 0", r.describe())),
        Origin::Keep { arg, reason } => (label(arg), format!("{}: not written, keeps `{}`", reason.describe(), label(arg))),
        Origin::Undef(r) => ("undef".into(), r.describe().to_string()),
        Origin::Inactive => ("inactive".into(), "the lane does not execute the call".into()),
        Origin::Computed => match o.lanes.get(lane) {
            Some(b) => (snippet::ctype::CType::of_elem(o.ty).show(b, b > 0xfff), "from the active lanes".into()),
            None => ("undef".into(), "undefined in this lane".into()),
        },
    };
    LaneWhy { lane, origin, source, reason }
}

/// An argument label as an operand: `lane*10` becomes `(lane*10)` so that `[n]` binds to it.
fn operand(label: &str) -> String {
    if label.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.') {
        label.to_string()
    } else {
        format!("({label})")
    }
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub wave: WaveArgs,
    /// The call, e.g. '__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)', or an
    /// AMDGPU asm line as llc prints it ('v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf');
    /// `@FILE` reads it from a file, `-` from standard input.
    pub call: String,
    /// Also draw the lanes as an SVG diagram into this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
}

impl Explanation {
    /// The diagram of the explained call (`--svg`).
    pub fn diagram(&self) -> String {
        let e = self;
        let result = CallResult {
            builtin: e.builtin,
            ty: e.ty,
            outputs: e.outputs.iter().map(|o| Output { name: o.name, ty: o.ty, lanes: o.lanes.clone(), route: o.route.clone() }).collect(),
        };
        let args: Vec<_> = e.args.iter().map(|a| a.value.clone()).collect();
        let labels: Vec<String> = e.args.iter().map(|a| a.label.clone()).collect();
        let calls = [CallView { text: &e.call, result: &result, args: &args, labels: &labels, exec: e.exec }];
        svg::render(&Scene { target: e.target, wave: e.wave, exec: e.exec, calls: &calls })
    }
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let text = super::eval::read_text(&a.call)?;
    let (target, wave, exec, policy) = (&a.wave.target, a.wave.wave, a.wave.exec_mask()?, a.wave.policy());
    if !json && a.svg.is_none() {
        out!("{}", explain_text(target, wave, exec, policy, &text)?);
        return Ok(0);
    }
    if super::listing::is_listing(&text) {
        if a.svg.is_some() {
            return Err(no_listing_diagram());
        }
        outln!("{}", super::listing::to_json(&super::listing::explain_listing(target, wave, exec, policy, &text)?));
        return Ok(0);
    }
    let e = explained(&a.wave, &text)?;
    if let Some(path) = &a.svg {
        svg::write_file(path, &e.diagram())?;
    }
    if json {
        outln!("{}", to_json(&e));
    } else {
        out!("{}", render(&e));
    }
    Ok(0)
}

/// Explain one call (not a listing) where `w` says.
pub fn explained(w: &WaveArgs, text: &str) -> Result<Explanation> {
    explain_with(&w.target, w.wave, w.exec_mask()?, w.policy(), text)
}

/// A listing has no one diagram.
pub fn no_listing_diagram() -> Diag {
    Diag::new(DiagKind::Unsupported, "--svg draws one instruction, not a listing").with_help("give the one line to draw")
}

/// The text `xlane explain` prints for `text`: one call (or asm line), or an asm listing.
pub fn explain_text(target: &str, wave: Option<u32>, exec: Option<u64>, policy: UndefPolicy, text: &str) -> Result<String> {
    if super::listing::is_listing(text) {
        return Ok(super::listing::render(&super::listing::explain_listing(target, wave, exec, policy, text)?));
    }
    Ok(render(&explain_with(target, wave, exec, policy, text)?))
}

/// The text form.
pub fn render(e: &Explanation) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    if let Some(a) = &e.asm {
        let _ = writeln!(s, "asm: {a}");
    }
    if let Some(f) = &e.fused {
        let _ = writeln!(s, "fused: {}", fused_note(f, e.args.iter().any(|a| a.label == "dst")));
    }
    if e.fetch_inactive {
        let _ = writeln!(s, "fi:1: inactive source lanes are read (fetch inactive)");
    }
    let _ = writeln!(s, "{} on {}, wave{}, exec {:#x}", e.call, e.target.name, e.wave, e.exec);
    if let Some(c) = &e.control {
        let _ = writeln!(s, "control: {c}");
    }
    if let Some(p) = &e.pattern {
        let _ = writeln!(s, "pattern: {p}");
    }
    if !e.placeholders.is_empty() {
        let _ = writeln!(
            s,
            "data: {} (undeclared per-lane data: `v` and `src` hold the lane id, `old` 100 + lane id, other names 200 + lane id, 300 + lane id, …; declare them to choose values)",
            e.placeholders.join(", ")
        );
    }
    for o in &e.outputs {
        let _ = writeln!(s, "{} ({}):", o.name, o.ty.name());
        let shown: Vec<&str> = o.why.iter().map(|w| if matches!(w.origin, Origin::Inactive) { "·" } else { w.source.as_str() }).collect();
        s.push_str(&super::eval::lane_grid(&shown));
        // Group the lanes by reason, so each reason is said once.
        let mut groups: Vec<(String, u64)> = vec![];
        for w in o.why.iter().filter(|w| !w.reason.is_empty()) {
            let key = format!("{}: {}", w.source_kind(), w.reason);
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, m)) => *m |= 1 << w.lane,
                None => groups.push((key, 1 << w.lane)),
            }
        }
        for (k, m) in groups {
            let noun = if m.count_ones() == 1 { "lane" } else { "lanes" };
            let _ = writeln!(s, "  {noun} {}: {k}", xlane_core::LaneMask(m));
        }
    }
    s
}

/// What the lanes of a DPP-modified ALU instruction mean.
fn fused_note(f: &xlane_lower::FusedDpp, dpp16: bool) -> String {
    if !dpp16 {
        return format!("{} reads `src0` ({}) through DPP8; each lane below shows the src0 it computes with", f.op, f.src0);
    }
    let dst = match &f.dst {
        Some(d) => format!("`dst` marks a lane that is not written ({d} keeps its value)"),
        None => "`dst` marks a lane that is not written".to_string(),
    };
    format!("{} reads `src0` ({}) through DPP; each lane below shows the src0 it computes with; {dst}; `0` is a src0 of 0 that the operation uses", f.op, f.src0)
}

impl LaneWhy {
    /// The kind of source without the lane number (groups `v[3]` and `v[4]` together).
    fn source_kind(&self) -> String {
        match self.origin {
            Origin::Lane { .. } => "copy".into(),
            Origin::Computed => "computed".into(),
            _ => self.source.clone(),
        }
    }
}

pub fn to_json(e: &Explanation) -> serde_json::Value {
    use serde_json::json;
    json!({
        "call": e.call,
        "asm": e.asm,
        "fused": e.fused.as_ref().map(|f| json!({"op": f.op, "dst": f.dst, "src0": f.src0})),
        "fetch_inactive": e.fetch_inactive,
        "builtin": e.builtin.name,
        "target": e.target.name,
        "wave": e.wave,
        "exec": format!("{:#x}", e.exec),
        "type": e.ty.name(),
        "control": e.control,
        "pattern": e.pattern,
        "placeholders": e.placeholders,
        "args": e.args.iter().map(|a| json!({"param": a.param, "label": a.label, "constant": a.constant})).collect::<Vec<_>>(),
        "outputs": e.outputs.iter().map(|o| json!({
            "name": o.name,
            "type": o.ty.name(),
            "lanes": super::eval::lane_values(snippet::ctype::CType::of_elem(o.ty), &o.lanes, xlane_core::value::wave_mask(e.wave), e.wave),
            "routes": o.why.iter().map(|w| {
                let mut v = json!({"lane": w.lane, "source": w.source, "kind": origin_kind(&w.origin)});
                if let Origin::Lane { arg, lane } = w.origin {
                    v["arg"] = json!(arg);
                    v["from"] = json!(lane);
                }
                if let Origin::Keep { arg, .. } = w.origin {
                    v["arg"] = json!(arg);
                }
                if !w.reason.is_empty() {
                    v["reason"] = json!(w.reason);
                }
                v
            }).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

fn origin_kind(o: &Origin) -> &'static str {
    match o {
        Origin::Lane { .. } => "lane",
        Origin::Zero(_) => "zero",
        Origin::Keep { .. } => "keep",
        Origin::Undef(_) => "undef",
        Origin::Inactive => "inactive",
        Origin::Computed => "computed",
    }
}
