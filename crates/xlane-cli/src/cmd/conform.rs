//! `xlane conform FILE…`

use std::path::PathBuf;
use xlane_core::conform::{self, Verdict};
use xlane_core::diag::Result;
use xlane_core::semantics::UndefPolicy;

#[derive(clap::Args)]
pub struct Args {
    /// Vector files (.jsonl or .jsonl.gz).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Show at most this many failing cases in full.
    #[arg(long, default_value_t = 20)]
    pub show: usize,
    /// How to treat lanes the documents leave undefined. `auto` reads the `policy` field of
    /// the `meta.json` beside each file (`strict` when absent); `hardware` reproduces what
    /// the measured hardware returned there.
    #[arg(long, value_enum, default_value_t = Policy::Auto)]
    pub policy: Policy,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Policy {
    Auto,
    Strict,
    Hardware,
}

fn policy_for(file: &std::path::Path, p: Policy) -> UndefPolicy {
    match p {
        Policy::Strict => UndefPolicy::Strict,
        Policy::Hardware => UndefPolicy::Hardware,
        Policy::Auto => conform::set_policy(file),
    }
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    let (mut passed, mut failed, mut shown) = (0usize, 0usize, 0usize);
    let mut failures = vec![];
    for f in &a.files {
        let policy = policy_for(f, a.policy);
        for case in conform::read_file(f)? {
            let v = conform::run_case(&case, policy)?;
            if matches!(v, Verdict::Pass) {
                passed += 1;
                continue;
            }
            failed += 1;
            if json {
                failures.push(failure_json(&case, &v));
            } else if shown < a.show {
                shown += 1;
                println!("FAIL {} ({}) {} on {} wave{}: {}", case.id, case.origin, case.call, case.target, case.wave, describe(&v));
                if let Verdict::Mismatch(d) = &v {
                    for l in d.iter().take(16) {
                        println!("    {}[{}]: expected {}, got {}", l.output, l.lane, l.expected, l.got);
                    }
                    if d.len() > 16 {
                        println!("    … {} more lanes", d.len() - 16);
                    }
                }
            }
        }
    }
    if json {
        println!("{}", serde_json::json!({"passed": passed, "failed": failed, "failures": failures}));
    } else {
        if failed > shown {
            println!("({} more failing cases not shown; use --show N)", failed - shown);
        }
        println!("{passed} passed, {failed} failed");
    }
    Ok(if failed == 0 { 0 } else { 1 })
}

/// One failing case as JSON (docs/json.md `conform`): what was run, the verdict as a kind,
/// and for a mismatch each differing lane.
fn failure_json(case: &conform::Case, v: &Verdict) -> serde_json::Value {
    let kind = match v {
        Verdict::Pass => "pass",
        Verdict::Mismatch(_) => "mismatch",
        Verdict::NotRejected => "not-rejected",
        Verdict::Refused(_) => "refused",
    };
    let differences: Vec<serde_json::Value> = match v {
        Verdict::Mismatch(d) => d.iter().map(|l| serde_json::json!({"output": l.output, "lane": l.lane, "expected": l.expected, "got": l.got})).collect(),
        _ => vec![],
    };
    serde_json::json!({"id": case.id, "origin": case.origin, "call": case.call, "target": case.target, "wave": case.wave, "verdict": kind, "message": describe(v), "differences": differences})
}

fn describe(v: &Verdict) -> String {
    match v {
        Verdict::Pass => "pass".into(),
        Verdict::Mismatch(d) => format!("{} lane(s) differ", d.len()),
        Verdict::NotRejected => "expected a diagnostic, but the call was evaluated".into(),
        Verdict::Refused(d) => format!("refused: {}", d.to_string().replace('\n', " ")),
    }
}
