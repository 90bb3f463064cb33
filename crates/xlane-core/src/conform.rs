//! Conformance vectors (docs/vectors.md): read cases, run them through [`crate::call`], and
//! compare every checked lane bit for bit.

use crate::call::{self, Arg, Site};
use crate::diag::{Diag, DiagKind, Result};
use crate::registry::Builtin;
use crate::semantics::UndefPolicy;
use crate::target;
use crate::value::{ElemTy, Lanes};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

/// One case, as read from a line.
#[derive(Debug, Clone)]
pub struct Case {
    pub id: String,
    pub target: String,
    pub wave: u32,
    pub call: String,
    pub ty: Option<ElemTy>,
    pub exec: u64,
    pub args: Vec<Value>,
    pub expect: Value,
    /// File and line, for messages.
    pub origin: String,
}

/// The verdict on one case.
#[derive(Debug, Clone)]
pub enum Verdict {
    Pass,
    /// Lanes that differ: (output, lane, expected, got).
    Mismatch(Vec<LaneDiff>),
    /// The call was expected to be refused but evaluated.
    NotRejected,
    /// The call was refused but should have evaluated.
    Refused(Diag),
}

#[derive(Debug, Clone)]
pub struct LaneDiff {
    pub output: String,
    pub lane: u32,
    pub expected: String,
    pub got: String,
}

/// The longest line a vector file may have (a case is a few kilobytes).
pub const MAX_LINE_BYTES: u64 = 1 << 20;

/// Read every case of a `.jsonl` or `.jsonl.gz` file.
pub fn read_file(path: &Path) -> Result<Vec<Case>> {
    const HELP: &str = "give the path of a vector file: one JSON case per line, .jsonl or .jsonl.gz (docs/vectors.md)";
    let f = std::fs::File::open(path).map_err(|e| Diag::new(DiagKind::Io, format!("{}: cannot open: {e}", path.display())).with_help(HELP))?;
    let reader: Box<dyn Read> = if path.extension().is_some_and(|e| e == "gz") { Box::new(flate2::read::GzDecoder::new(f)) } else { Box::new(f) };
    let mut cases = vec![];
    let mut r = BufReader::new(reader);
    for i in 0.. {
        let origin = format!("{}:{}", path.display(), i + 1);
        // One case per line, each line bounded: `/dev/zero` or a corrupt file must not
        // become one endless line in memory.
        let mut buf = vec![];
        (&mut r)
            .take(MAX_LINE_BYTES + 1)
            .read_until(b'\n', &mut buf)
            .map_err(|e| Diag::new(crate::diag::DiagKind::Io, format!("{origin}: {e}")).with_help(HELP))?;
        if buf.is_empty() {
            break;
        }
        if buf.len() as u64 > MAX_LINE_BYTES {
            return Err(Diag::malformed(format!("{origin}: a line longer than {MAX_LINE_BYTES} bytes")).with_help("a vector file holds one JSON case per line (docs/vectors.md)"));
        }
        let line = String::from_utf8(buf).map_err(|_| Diag::malformed(format!("{origin}: not UTF-8 text")).with_help(HELP))?;
        if line.trim().is_empty() {
            continue;
        }
        cases.push(parse_case(&line, origin)?);
    }
    Ok(cases)
}

/// Parse one line.
pub fn parse_case(line: &str, origin: String) -> Result<Case> {
    let bad = |what: &str| Diag::malformed(format!("{origin}: {what}"));
    let v: Value = serde_json::from_str(line).map_err(|e| bad(&format!("not JSON: {e}")))?;
    let s = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
    let id = s("id").ok_or_else(|| bad("missing string field `id`"))?;
    let target = s("target").ok_or_else(|| bad("missing string field `target`"))?;
    let call = s("call").ok_or_else(|| bad("missing string field `call`"))?;
    let wave = v.get("wave").and_then(Value::as_u64).ok_or_else(|| bad("missing numeric field `wave`"))? as u32;
    if wave != 32 && wave != 64 {
        return Err(bad(&format!("wave must be 32 or 64, not {wave}")));
    }
    let ty = match s("type") {
        Some(t) => Some(ElemTy::parse(&t).map_err(|d| bad(&d.message))?),
        None => None,
    };
    let exec = match v.get("exec") {
        Some(Value::String(h)) => parse_hex(h).ok_or_else(|| bad(&format!("bad exec mask `{h}`")))?,
        Some(Value::Number(n)) => n.as_u64().ok_or_else(|| bad("bad exec mask"))?,
        None => u64::MAX,
        _ => return Err(bad("exec must be a hex string")),
    };
    let args = match v.get("args") {
        Some(Value::Array(a)) => a.clone(),
        _ => return Err(bad("missing array field `args`")),
    };
    let expect = v.get("expect").cloned().ok_or_else(|| bad("missing field `expect`"))?;
    Ok(Case { id, target, wave, call, ty, exec, args, expect, origin })
}

fn parse_hex(s: &str) -> Option<u64> {
    let t = s.trim();
    let t = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")).unwrap_or(t);
    u64::from_str_radix(t, 16).ok()
}

/// Convert one JSON value to raw bits of `ty`.
pub fn value_bits(v: &Value, ty: ElemTy) -> Option<u64> {
    let bits = match v {
        Value::Bool(b) => *b as u64,
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                u
            } else if let Some(i) = n.as_i64() {
                i as u64
            } else {
                // from the number's text: an f32 read through an f64 could round twice
                let text = n.to_string();
                match ty {
                    ElemTy::F32 => crate::numtext::parse_f32(&text)?.to_bits() as u64,
                    ElemTy::F64 => crate::numtext::parse_f64(&text)?.to_bits(),
                    _ => return None,
                }
            }
        }
        Value::String(s) => parse_hex(s)?,
        _ => return None,
    };
    Some(if ty == ElemTy::Bool { (bits != 0) as u64 } else { ty.truncate(bits) })
}

fn arg_value(v: &Value, ty: ElemTy, wave: u32, what: &str) -> Result<Arg> {
    match v {
        Value::Array(a) => {
            if a.len() != wave as usize {
                return Err(Diag::malformed(format!("{what}: per-lane array has {} entries, wave is {wave}", a.len())));
            }
            let mut l = Lanes::splat(0);
            for (i, x) in a.iter().enumerate() {
                match x {
                    Value::Null => l.set_undef(i as u32),
                    _ => l.set(i as u32, value_bits(x, ty).ok_or_else(|| Diag::malformed(format!("{what}: lane {i}: `{x}` is not a {}", ty.name())))?),
                }
            }
            Ok(Arg::Lanes(l))
        }
        _ => Ok(Arg::Imm(value_bits(v, ty).ok_or_else(|| Diag::malformed(format!("{what}: `{v}` is not a {}", ty.name())))?)),
    }
}

fn param_type(b: &Builtin, i: usize, t: ElemTy) -> ElemTy {
    b.params.get(i).map_or(t, |p| b.resolve(p.ty, Some(t)))
}

/// Build the argument list of a case for a resolved builtin.
pub fn case_args(case: &Case, b: &Builtin, t: ElemTy) -> Result<Vec<Arg>> {
    case.args
        .iter()
        .enumerate()
        .map(|(i, v)| arg_value(v, param_type(b, i, t), case.wave, &format!("{}: argument {}", case.origin, i + 1)))
        .collect()
}

/// Run one case.
pub fn run_case(case: &Case, policy: UndefPolicy) -> Result<Verdict> {
    let want_error = case.expect.get("error").and_then(Value::as_bool) == Some(true);
    let wave = case.wave;
    let outcome = (|| {
        let tgt = target::lookup(&case.target)?;
        let wave = tgt.wave_or_default(Some(case.wave))?;
        let (b, t) = call::resolve(&case.call, case.ty, Some(tgt))?;
        let args = case_args(case, b, t)?;
        let site = Site { target: tgt, wave, exec: case.exec, policy };
        call::evaluate_builtin(b, t, &site, &args)
    })();
    let res = match (outcome, want_error) {
        (Err(d), _) if d.kind == crate::DiagKind::Malformed => return Err(d),
        (Err(_), true) => return Ok(Verdict::Pass),
        (Ok(_), true) => return Ok(Verdict::NotRejected),
        (Err(d), false) => return Ok(Verdict::Refused(d)),
        (Ok(r), false) => r,
    };
    let Some(expect) = case.expect.as_object() else {
        return Err(Diag::malformed(format!("{}: `expect` must be an object", case.origin)));
    };
    let mut diffs = vec![];
    for (name, lanes) in expect {
        let Value::Array(lanes) = lanes else {
            return Err(Diag::malformed(format!("{}: expect.{name} must be an array", case.origin)));
        };
        if lanes.len() != wave as usize {
            return Err(Diag::malformed(format!("{}: expect.{name} has {} entries, the wave has {wave} lanes", case.origin, lanes.len()))
                .with_help("give one entry per lane (null where the lane is not checked)"));
        }
        // A pair result: `ret` lanes are [x, y] → outputs `ret` and `ret.y`.
        let is_pair = lanes.iter().any(Value::is_array);
        let parts: Vec<(String, Option<usize>)> = if is_pair { vec![(name.clone(), Some(0)), (format!("{name}.y"), Some(1))] } else { vec![(name.clone(), None)] };
        for (oname, idx) in parts {
            let Some(out) = res.output(&oname) else {
                return Err(Diag::malformed(format!("{}: `{}` has no output `{oname}`", case.origin, case.call)));
            };
            for (lane, e) in lanes.iter().enumerate() {
                let e = match (idx, e) {
                    (Some(k), Value::Array(a)) => a.get(k).unwrap_or(&Value::Null),
                    (_, e) => e,
                };
                if e.is_null() {
                    continue;
                }
                let want = value_bits(e, out.ty).ok_or_else(|| Diag::malformed(format!("{}: expect.{name}[{lane}] `{e}` is not a {}", case.origin, out.ty.name())))?;
                let got = out.lanes.get(lane as u32);
                if got != Some(want) {
                    diffs.push(LaneDiff { output: oname.clone(), lane: lane as u32, expected: format!("{want:#x}"), got: got.map_or("undef".into(), |g| format!("{g:#x}")) });
                }
            }
        }
    }
    Ok(if diffs.is_empty() { Verdict::Pass } else { Verdict::Mismatch(diffs) })
}

/// Totals of a run.
#[derive(Debug, Default, Clone)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
}

/// The undefined-lane policy a vector set was recorded under: the `policy` field of the
/// `meta.json` beside `file` (`"hardware"` or `"strict"`); strict when absent.
pub fn set_policy(file: &Path) -> UndefPolicy {
    let meta = file.parent().map(|d| d.join("meta.json"));
    let policy = meta
        // a regular file, bounded: not a device or FIFO named meta.json
        .filter(|m| m.is_file())
        .and_then(|m| crate::bounded::read_text(&m, crate::bounded::MAX_SNIPPET_BYTES).ok())
        .and_then(|s| serde_json::from_str::<Value>(&s).ok())
        .and_then(|v| v.get("policy").and_then(Value::as_str).map(str::to_string));
    match policy.as_deref() {
        Some("hardware") => UndefPolicy::Hardware,
        _ => UndefPolicy::Strict,
    }
}
