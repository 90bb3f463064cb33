//! `xlane eval`: run a snippet on one wave and print every variable per lane.

use crate::snippet::{self, Var};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::semantics::UndefPolicy;
use xlane_core::value::wave_mask;
use xlane_core::LaneMask;

/// Where a call or snippet runs: shared by `eval` and `explain`.
#[derive(clap::Args, Debug, Clone)]
pub struct WaveArgs {
    /// Processor: gfx942, gfx1100, sm_90, … (see `xlane targets`).
    #[arg(long, short = 't', value_parser = crate::cmd::TargetName, hide_possible_values = true)]
    pub target: String,
    /// Wave size (default: the target's default).
    #[arg(long, short = 'w')]
    pub wave: Option<u32>,
    /// Lanes that execute, as a mask (hex `0x…` or decimal; default: all).
    #[arg(long, short = 'e')]
    pub exec: Option<String>,
    /// What undefined results become: `strict` reports them, `hardware` reproduces measured
    /// behaviour where the documents leave it open.
    #[arg(long, default_value = "strict", value_parser = ["strict", "hardware"])]
    pub policy: String,
}

impl WaveArgs {
    pub fn exec_mask(&self) -> Result<Option<u64>> {
        let Some(s) = &self.exec else { return Ok(None) };
        let t = s.trim().replace('_', "");
        let v = match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(h) => u64::from_str_radix(h, 16),
            None => t.parse(),
        };
        v.map(Some)
            .map_err(|_| Diag::new(DiagKind::Malformed, format!("`--exec {s}` is not a lane mask")).with_help("write a 64-bit mask in hex, e.g. --exec 0xffff0000ffff"))
    }
    pub fn policy(&self) -> UndefPolicy {
        if self.policy == "hardware" {
            UndefPolicy::Hardware
        } else {
            UndefPolicy::Strict
        }
    }
    /// Target, wave size and exec mask, checked.
    pub fn options(&self, placeholders: bool) -> Result<snippet::Options> {
        let target = xlane_core::target::lookup(&self.target)?;
        let wave = target.wave_or_default(self.wave)?;
        let exec = checked_exec(self.exec_mask()?, wave)?;
        Ok(snippet::Options { target, wave, exec, policy: self.policy(), placeholders })
    }
}

/// The exec mask for `wave` lanes: all of them by default; a given mask may not name lanes
/// the wave does not have (they would be dropped without a word).
pub fn checked_exec(exec: Option<u64>, wave: u32) -> Result<u64> {
    let Some(e) = exec else { return Ok(wave_mask(wave)) };
    let beyond = e & !wave_mask(wave);
    if beyond != 0 {
        return Err(Diag::new(DiagKind::IllegalValue, format!("`--exec {e:#x}` names lanes beyond the wave{wave} (bits {beyond:#x})")).with_help(format!(
            "a wave{wave} exec mask has bits 0-{} only: use --exec {:#x}, or --wave 64 on a target that runs wave64",
            wave - 1,
            e & wave_mask(wave)
        )));
    }
    Ok(e)
}

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub wave: WaveArgs,
    /// Print unsigned integers in hex.
    #[arg(long)]
    pub hex: bool,
    /// Also draw each cross-lane call as a panel of an SVG diagram into this file.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<std::path::PathBuf>,
    /// The snippet, e.g. 'int v = lane * 10; int r = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);',
    /// or `@FILE` to read it from a file, or `-` for standard input.
    pub snippet: String,
}

/// The text itself, or the contents of `@FILE`, or standard input for `-`.
pub fn read_text(arg: &str) -> Result<String> {
    use xlane_core::bounded;
    let read = |what: &str, r: std::io::Result<String>| {
        r.map_err(|e| Diag::new(DiagKind::Io, format!("cannot read {what}: {e}")).with_help("give the snippet inline, as @FILE, or - for standard input"))
    };
    match arg {
        "-" => read(
            "standard input",
            bounded::read_limited(std::io::stdin(), bounded::MAX_SNIPPET_BYTES, "standard input")
                .map_err(|d| d.message)
                .and_then(|b| String::from_utf8(b).map_err(|e| format!("not UTF-8 text ({e})")))
                .map_err(std::io::Error::other),
        ),
        _ => match arg.strip_prefix('@') {
            Some(path) => read(path, bounded::read_text(std::path::Path::new(path), bounded::MAX_SNIPPET_BYTES).map_err(|d| std::io::Error::other(d.message))),
            None => Ok(arg.to_string()),
        },
    }
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let opts = a.wave.options(false)?;
    let text = read_text(&a.snippet)?;
    let run = snippet::eval(&text, &opts)?;
    if let Some(path) = &a.svg {
        crate::svg::write_file(path, &crate::svg::from_run(&opts, &text, &run))?;
    }
    if json {
        outln!("{}", to_json(&opts, &text, &run));
    } else {
        out!("{}", render(&opts, &run.vars, a.hex));
    }
    Ok(0)
}

/// One cell: `·` where the lane never had the variable, `undef`, or the value.
fn cell(v: &Var, lane: u32, hex: bool) -> String {
    if v.live >> lane & 1 == 0 {
        "·".into()
    } else {
        v.lanes.get(lane).map_or_else(|| "undef".into(), |b| v.ty.show(b, hex))
    }
}

/// The text table: each variable in rows of 16 lanes; a value shared by every live lane is
/// printed once.
pub fn render(opts: &snippet::Options, vars: &[Var], hex: bool) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(s, "{} wave{}, exec {:#x} (lanes {})", opts.target.name, opts.wave, opts.exec, if opts.exec == 0 { "none".into() } else { LaneMask(opts.exec).to_string() });
    for v in vars {
        let live = v.live & wave_mask(opts.wave);
        // Large unsigned values (masks) read better in hex.
        let hex = hex || (0..opts.wave).any(|l| live >> l & 1 != 0 && v.lanes.get(l).is_some_and(|b| b > 0xffff));
        let cells: Vec<String> = (0..opts.wave).map(|l| cell(v, l, hex)).collect();
        let head = format!("{} {}", v.spelled, v.name);
        let mut uniform = (0..opts.wave).filter(|l| live >> l & 1 != 0).map(|l| &cells[l as usize]);
        match uniform.next() {
            Some(first) if live == opts.exec && uniform.all(|c| c == first) => {
                let _ = writeln!(s, "{head} = {first} in every lane");
            }
            _ => {
                let _ = writeln!(s, "{head}:");
                s.push_str(&lane_grid(&cells));
            }
        }
        // Why each undefined lane is: where its undefinedness started.
        for (m, reason) in v.why.groups(v.lanes.undef & live) {
            let noun = if m.count_ones() == 1 { "lane" } else { "lanes" };
            let _ = writeln!(s, "  {noun} {} undef: {reason}", LaneMask(m));
        }
    }
    s
}

/// Cells in rows of 16 lanes, right-aligned to one width: `   0-15 │   0  10  20 …`.
pub fn lane_grid<S: AsRef<str>>(cells: &[S]) -> String {
    use std::fmt::Write;
    let width = cells.iter().map(|c| c.as_ref().chars().count()).max().unwrap_or(1);
    let mut s = String::new();
    for (r, row) in cells.chunks(16).enumerate() {
        let first = r * 16;
        let _ = write!(s, "  {:>2}-{:<2} │", first, first + row.len() - 1);
        for c in row {
            // padding by hand: a `{:>width$}` width over u16::MAX panics, and a cell can be that long
            let c = c.as_ref();
            s.push(' ');
            s.extend(std::iter::repeat_n(' ', width - c.chars().count()));
            s.push_str(c);
        }
        s.push('\n');
    }
    s
}

/// `lanes` in every command's JSON: one value per lane of the wave, `null` where undefined or
/// outside `live`; integers as numbers, floats as hex bit strings (docs/json.md).
pub fn lane_values(ty: snippet::ctype::CType, lanes: &xlane_core::Lanes, live: u64, wave: u32) -> Vec<serde_json::Value> {
    use serde_json::json;
    (0..wave)
        .map(|l| match lanes.get(l) {
            Some(b) if live >> l & 1 != 0 => match ty.read(b) {
                snippet::ctype::Num::Int(i) if i < 0 => json!(i as i64),
                snippet::ctype::Num::Int(i) => json!(i as u64),
                snippet::ctype::Num::Float(_) => json!(format!("{b:#x}")),
            },
            _ => serde_json::Value::Null,
        })
        .collect()
}

/// JSON: per variable, per-lane values (`null` = undefined or never assigned), with the
/// live mask; and each builtin call made, with the exec it ran under. Floats are hex bit strings as in the conformance vectors.
pub fn to_json(opts: &snippet::Options, text: &str, run: &snippet::Run) -> serde_json::Value {
    let vars = &run.vars;
    use serde_json::json;
    let lanes = |v: &Var| lane_values(v.ty, &v.lanes, v.live, opts.wave);
    json!({
        "target": opts.target.name,
        "wave": opts.wave,
        "exec": format!("{:#x}", opts.exec),
        "vars": vars.iter().map(|v| json!({
            "name": v.name,
            "type": v.spelled,
            "elem": v.ty.elem().name(),
            "live": format!("{:#x}", v.live & wave_mask(opts.wave)),
            "undef": format!("{:#x}", v.lanes.undef & v.live & wave_mask(opts.wave)),
            "undef_reasons": v.why.groups(v.lanes.undef & v.live & wave_mask(opts.wave)).into_iter().map(|(m, r)| json!({"mask": format!("{m:#x}"), "reason": r})).collect::<Vec<_>>(),
            "lanes": lanes(v),
        })).collect::<Vec<_>>(),
        "calls": run.calls.iter().map(|c| json!({
            "call": text.get(c.span.start..c.span.end),
            "builtin": c.result.builtin.name,
            "type": c.result.ty.name(),
            "exec": format!("{:#x}", c.exec),
            "args": c.labels,
        })).collect::<Vec<_>>(),
    })
}
