//! `xlane avail`: the availability matrix (builtin × processor × wave size), or everything
//! the registry says about one builtin. Every fact comes from the registry rows
//! (`Builtin::check_avail`, `Legal` rules); nothing here keeps a second copy.
//! The AMD matrix intrinsics (per-lane vector operands, not `Builtin` rows) come from
//! `registry::matrix` (`avail_matrix`).

use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, Builtin, Legal, Level, Ret, Ty};
use xlane_core::target::{self, Target, Vendor};

#[derive(clap::Args)]
pub struct Args {
    /// Show one builtin in full (signature, constants and their legal values, targets,
    /// lowering, doc, source).
    pub builtin: Option<String>,
    /// Only this vendor.
    #[arg(long, value_parser = ["amd", "nvidia"])]
    pub vendor: Option<String>,
    /// List what one processor has, with the wave sizes, instead of the matrix.
    #[arg(long, short = 't', conflicts_with = "builtin", value_parser = crate::cmd::TargetName, hide_possible_values = true)]
    pub target: Option<String>,
}

pub fn vendor_name(v: Vendor) -> &'static str {
    match v {
        Vendor::Amd => "amd",
        Vendor::Nvidia => "nvidia",
    }
}

pub fn vendor_matches(v: Vendor, filter: Option<&str>) -> bool {
    filter.is_none_or(|f| f == vendor_name(v))
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    match (&a.builtin, &a.target) {
        (Some(name), _) => detail(name, a.vendor.as_deref(), json),
        (None, Some(t)) => on_target(target::lookup(t)?, json),
        (None, None) => matrix(a.vendor.as_deref(), json),
    }
}

/// The wave sizes of `t` at which `b` is available.
fn waves_on(b: &Builtin, t: &Target) -> Vec<u32> {
    t.waves.iter().copied().filter(|&w| b.check_avail(t, w).is_ok()).collect()
}

/// A row of the listings: a registry builtin or an AMD matrix intrinsic (`registry::matrix`).
#[derive(Clone, Copy)]
enum Entry {
    B(&'static Builtin),
    M(&'static str),
}

impl Entry {
    fn name(self) -> &'static str {
        match self {
            Entry::B(b) => b.name,
            Entry::M(n) => n,
        }
    }
    fn vendor(self) -> Vendor {
        match self {
            Entry::B(b) => b.vendor(),
            Entry::M(_) => Vendor::Amd,
        }
    }
    fn level(self) -> Level {
        match self {
            Entry::B(b) => b.level,
            Entry::M(_) => Level::Intrinsic,
        }
    }
    fn waves_on(self, t: &Target) -> Vec<u32> {
        match self {
            Entry::B(b) => waves_on(b, t),
            Entry::M(n) => registry::matrix::waves_on(n, t),
        }
    }
    fn available_on(self) -> Vec<(&'static str, u32)> {
        match self {
            Entry::B(b) => b.available_on(),
            Entry::M(n) => registry::matrix::available_on(n),
        }
    }
}

/// Every row: the registry's builtins, then the matrix intrinsics.
fn entries() -> impl Iterator<Item = Entry> {
    registry::all().map(Entry::B).chain(registry::matrix::names().into_iter().map(Entry::M))
}

/// One character per (builtin, target): `●` at every wave size the target runs, `3`/`6` at
/// wave32/wave64 only, `·` nowhere.
fn mark(b: Entry, t: &Target) -> char {
    let w = b.waves_on(t);
    match w.as_slice() {
        [] => '·',
        _ if w.len() == t.waves.len() => '●',
        [32] => '3',
        [64] => '6',
        _ => '?',
    }
}

const LEGEND: &str = "● available at every wave size the target runs · 3 wave32 only · 6 wave64 only · · not available";

fn matrix(vendor: Option<&str>, json: bool) -> Result<i32> {
    if json {
        let rows: Vec<_> = entries()
            .filter(|b| vendor_matches(b.vendor(), vendor))
            .map(|b| {
                let on: Vec<_> = b.available_on().into_iter().map(|(t, w)| serde_json::json!({"target": t, "wave": w})).collect();
                serde_json::json!({"name": b.name(), "vendor": vendor_name(b.vendor()), "level": level_name(b.level()), "available": on})
            })
            .collect();
        outln!("{}", serde_json::Value::Array(rows));
        return Ok(0);
    }
    for v in [Vendor::Amd, Vendor::Nvidia] {
        if !vendor_matches(v, vendor) {
            continue;
        }
        let targets: Vec<&Target> = target::all().filter(|t| t.vendor == v).collect();
        let rows: Vec<Entry> = entries().filter(|b| b.vendor() == v).collect();
        out!("{}", section(v, &targets, &rows));
    }
    outln!("{LEGEND}");
    Ok(0)
}

/// Every builtin `t` has, with the wave sizes where it has it.
fn on_target(t: &Target, json: bool) -> Result<i32> {
    let rows: Vec<(Entry, Vec<u32>)> = entries().map(|b| (b, b.waves_on(t))).filter(|(_, w)| !w.is_empty()).collect();
    if json {
        let v: Vec<_> = rows.iter().map(|(b, w)| serde_json::json!({"name": b.name(), "level": level_name(b.level()), "waves": w})).collect();
        outln!("{}", serde_json::json!({"target": t.name, "builtins": v}));
        return Ok(0);
    }
    let name_w = rows.iter().map(|(b, _)| b.name().len()).max().unwrap_or(0);
    outln!("{} ({}, {}): {} builtins", t.name, t.family.name(), t.waves.iter().map(|w| format!("wave{w}")).collect::<Vec<_>>().join(" "), rows.len());
    for (b, w) in rows {
        let waves = if w.len() == t.waves.len() { String::new() } else { format!("  (wave{} only)", w[0]) };
        outln!("  {:<name_w$}  {}{waves}", b.name(), level_name(b.level()));
    }
    Ok(0)
}

/// One vendor's table, with the processor names written downwards above their columns.
fn section(v: Vendor, targets: &[&Target], rows: &[Entry]) -> String {
    use std::fmt::Write;
    // Columns show the processor name without its common prefix, written downwards.
    let (title, prefix) = match v {
        Vendor::Amd => ("AMD gfx…", "gfx"),
        Vendor::Nvidia => ("NVIDIA sm_…", "sm_"),
    };
    let short: Vec<&str> = targets.iter().map(|t| t.name.strip_prefix(prefix).unwrap_or(t.name)).collect();
    let name_w = rows.iter().map(|b| b.name().len()).max().unwrap_or(0).max(title.chars().count());
    let height = short.iter().map(|n| n.len()).max().unwrap_or(0);
    let mut s = String::new();
    for i in 0..height {
        let label = if i + 1 == height { title } else { "" };
        let _ = write!(s, "{label:<name_w$} ");
        for n in &short {
            // Bottom-align the names so that they end right above the marks.
            let pad = height - n.len();
            let c = if i >= pad { n.as_bytes()[i - pad] as char } else { ' ' };
            let _ = write!(s, " {c}");
        }
        s.push('\n');
    }
    if rows.is_empty() {
        let _ = writeln!(s, "(no builtins of this vendor in the registry yet)");
    }
    for &b in rows {
        let _ = write!(s, "{:<name_w$} ", b.name());
        for t in targets {
            let _ = write!(s, " {}", mark(b, t));
        }
        s.push('\n');
    }
    s.push('\n');
    s
}

pub(super) fn level_name(l: Level) -> &'static str {
    match l {
        Level::ClangBuiltin => "clang builtin",
        Level::Hip => "HIP",
        Level::Cuda => "CUDA",
        Level::Intrinsic => "LLVM intrinsic",
    }
}

fn ty_name(t: Ty) -> String {
    match t {
        Ty::T => "T".into(),
        Ty::Fixed(e) => e.name().into(),
    }
}

/// `T name(T old, T src, const u32 dpp_ctrl, …)`
pub fn signature(b: &Builtin) -> String {
    let params: Vec<String> = b.params.iter().map(|p| format!("{}{} {}", if p.imm { "const " } else { "" }, ty_name(p.ty), p.name)).collect();
    let ret = match b.ret {
        Ret::Void => "void".into(),
        Ret::One(t) => ty_name(t),
        Ret::Pair(t) => format!("{{{0}, {0}}}", ty_name(t)),
        Ret::WithPred(t) => format!("{} (+ pred)", ty_name(t)),
        Ret::Many(n, t) => format!("{{{}}}", vec![ty_name(t); n as usize].join(", ")),
    };
    format!("{ret} {}({})", b.name, params.join(", "))
}

/// Rows named `name` (both vendors' where the name is shared).
fn rows_named(name: &str, vendor: Option<&str>) -> Result<Vec<&'static Builtin>> {
    let rows: Vec<&Builtin> = registry::all().filter(|b| b.name == name && vendor_matches(b.vendor(), vendor)).collect();
    if !rows.is_empty() {
        return Ok(rows);
    }
    let overloads: Vec<&Builtin> = registry::overloads_of(name).into_iter().filter(|b| vendor_matches(b.vendor(), vendor)).collect();
    if !overloads.is_empty() {
        return Ok(overloads);
    }
    // Not a plain name: let the registry explain (it suggests near names, and resolves
    // intrinsic type suffixes).
    let v = match vendor {
        Some("amd") => Some(Vendor::Amd),
        Some("nvidia") => Some(Vendor::Nvidia),
        _ => None,
    };
    let (b, _) = registry::lookup(name, v)?;
    if vendor_matches(b.vendor(), vendor) {
        Ok(vec![b])
    } else {
        Err(Diag::new(DiagKind::UnknownBuiltin, format!("`{name}` is not a {} builtin", vendor.unwrap_or(""))).with_help(format!("it is a {} builtin", vendor_name(b.vendor()))))
    }
}

/// `gfx908 gfx90a gfx942 (wave64) · gfx1030 … (wave32 wave64)`: targets grouped by the wave
/// sizes that have the builtin.
pub fn where_available(b: &Builtin) -> String {
    grouped_by_waves(target::all().filter(|t| t.vendor == b.vendor()), |t| waves_on(b, t))
}

/// Targets (in order) grouped by the wave sizes `waves_of` gives each; targets with none are left out.
pub fn grouped_by_waves<'a>(targets: impl Iterator<Item = &'a Target>, waves_of: impl Fn(&Target) -> Vec<u32>) -> String {
    let mut groups: Vec<(Vec<u32>, Vec<&str>)> = vec![];
    for t in targets {
        let w = waves_of(t);
        if w.is_empty() {
            continue;
        }
        match groups.last_mut() {
            Some((gw, names)) if *gw == w => names.push(t.name),
            _ => groups.push((w, vec![t.name])),
        }
    }
    if groups.is_empty() {
        return "nowhere".into();
    }
    groups
        .iter()
        .map(|(w, names)| format!("{} ({})", names.join(" "), w.iter().map(|w| format!("wave{w}")).collect::<Vec<_>>().join(" ")))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The largest constant enumerated when listing legal values: DPP controls are a 9-bit field
/// (RDNA3 ISA §7.7.1), so 0x3ff covers them with room to spare.
const ENUM_LIMIT: u64 = 0x3ff;

/// Legal values of constant parameter `i`, grouped by the targets that accept the same set.
fn legal_values(b: &Builtin, i: usize) -> Vec<(Vec<&'static str>, String)> {
    let p = &b.params[i];
    let Legal::Rule(rule) = p.legal else {
        return vec![(vec![], "any value of the type".into())];
    };
    let ty = b.resolve(p.ty, None);
    let limit = ty.mask().min(ENUM_LIMIT);
    let mut groups: Vec<(Vec<&'static str>, String)> = vec![];
    // Targets with the same features and wave size accept the same values: enumerate once.
    let mut seen: Vec<(target::Features, u32, Vec<bool>)> = vec![];
    for t in target::all().filter(|t| t.vendor == b.vendor()) {
        let Some(&w) = waves_on(b, t).first() else { continue };
        let ok = match seen.iter().find(|(f, sw, _)| *f == t.features && *sw == w) {
            Some((_, _, ok)) => ok.clone(),
            None => {
                let ok: Vec<bool> = (0..=limit).map(|v| rule(t, w, v).is_ok()).collect();
                seen.push((t.features, w, ok.clone()));
                ok
            }
        };
        let mut text = ranges(&ok, |v| super::codec::constant_name(p.name, v, t));
        if limit < ty.mask() {
            text.push_str(&format!(" (values above {limit:#x} not enumerated)"));
        }
        match groups.iter_mut().find(|(_, s)| *s == text) {
            Some((names, _)) => names.push(t.name),
            None => groups.push((vec![t.name], text)),
        }
    }
    groups
}

/// `0x0-0xff (quad_perm…), 0x101-0x10f (row_shl:1…row_shl:15), …`: runs of legal values,
/// split where the codec's name for the value changes kind (`row_shl` → `row_shr`).
fn ranges(ok: &[bool], name: impl Fn(u64) -> Option<String>) -> String {
    let kind = |v: usize| name(v as u64).map(|n| n.split(':').next().unwrap_or("").to_string());
    let mut out = vec![];
    let mut v = 0;
    while v < ok.len() {
        if !ok[v] {
            v += 1;
            continue;
        }
        let (start, k) = (v, kind(v));
        while v < ok.len() && ok[v] && kind(v) == k {
            v += 1;
        }
        let (lo, hi) = (start as u64, v as u64 - 1);
        let meaning = match (name(lo), name(hi)) {
            (Some(a), _) if lo == hi => format!(" ({a})"),
            (Some(a), Some(b)) => format!(" ({a}…{b})"),
            _ => String::new(),
        };
        out.push(if lo == hi { format!("{lo:#x}{meaning}") } else { format!("{lo:#x}-{hi:#x}{meaning}") });
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(", ")
    }
}

fn lowering(b: &Builtin) -> String {
    let l = &b.lower;
    let mut parts = vec![];
    if !l.intrinsic.is_empty() {
        parts.push(l.intrinsic.to_string());
    }
    if let Some(e) = l.expansion {
        parts.push(format!("header expansion `{e}`"));
    }
    if !l.insn.text().is_empty() {
        parts.push(format!("→ {}", l.insn.text()));
    }
    if parts.is_empty() {
        "emits no instruction".into()
    } else {
        parts.join(" ")
    }
}

fn detail(name: &str, vendor: Option<&str>, json: bool) -> Result<i32> {
    if vendor_matches(Vendor::Amd, vendor) {
        if let Some(base) = super::avail_matrix::matrix_name(name) {
            return super::avail_matrix::detail(base, json);
        }
        if let Some(why) = registry::matrix::not_modelled(name) {
            return Err(
                Diag::new(DiagKind::Unsupported, format!("`{name}` has no row in xlane: {why}")).with_help("`xlane avail --vendor amd` lists the matrix intrinsics xlane runs")
            );
        }
    }
    let rows = rows_named(name, vendor)?;
    if json {
        let out: Vec<_> = rows
            .iter()
            .map(|b| {
                serde_json::json!({
                    "name": b.name,
                    "vendor": vendor_name(b.vendor()),
                    "level": level_name(b.level),
                    "signature": signature(b),
                    "types": b.types.iter().map(|t| t.name()).collect::<Vec<_>>(),
                    "constants": b.params.iter().enumerate().filter(|(_, p)| p.imm).map(|(i, p)| serde_json::json!({
                        "param": p.name,
                        "legal": legal_values(b, i).into_iter().map(|(t, v)| serde_json::json!({"targets": t, "values": v})).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                    "available": b.available_on().into_iter().map(|(t, w)| serde_json::json!({"target": t, "wave": w})).collect::<Vec<_>>(),
                    "intrinsic": b.lower.intrinsic,
                    "expansion": b.lower.expansion.map(|e| e.name()),
                    "insn": b.lower.insn.text(),
                    "doc": b.doc,
                    "source": b.source,
                })
            })
            .collect();
        outln!("{}", serde_json::Value::Array(out));
        return Ok(0);
    }
    for b in rows {
        outln!("{} ({}, {})", b.name, level_name(b.level), vendor_name(b.vendor()));
        outln!("  {}", signature(b));
        if b.is_generic() {
            outln!("  T: {} (default {})", b.types.iter().map(|t| t.name()).collect::<Vec<_>>().join(" "), b.types[0].name());
        }
        outln!("  {}", b.doc);
        for (i, p) in b.params.iter().enumerate().filter(|(_, p)| p.imm) {
            outln!("  constant `{}`:", p.name);
            for (targets, values) in legal_values(b, i) {
                if targets.is_empty() {
                    outln!("    {values}");
                } else {
                    outln!("    {}: {values}", targets.join(" "));
                }
            }
        }
        outln!("  available on: {}", where_available(b));
        outln!("  lowers to: {}", lowering(b));
        outln!("  source: {}", b.source);
    }
    Ok(0)
}
