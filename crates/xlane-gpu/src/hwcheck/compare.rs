//! `xlane-hwcheck compare`: xlane's run of each prepared case against the GPU's bytes, bit
//! for bit, per element of each buffer's type.
//!
//! Elements xlane reports undefined (`undef`) are not compared: they are counted, and how
//! many of them differ is shown. When the run stored values of approximate operations
//! (`approximate` in `xlane run --json`), its differences are reported as `APPROX` (listed,
//! not failed), since xlane's model need not give the hardware's bits there.

use super::manifest::{self, Case, Status};
use serde::Serialize;
use std::path::{Path, PathBuf};
use xlane_core::ElemTy;
use xlane_ir::spec::{elem_bytes, run_spec, value_bits, Overrides, Spec};

#[derive(Debug, Serialize)]
pub struct Row {
    pub case: String,
    /// `MATCH`, `DIFF`, `APPROX`, `GPU-ERROR`, `XLANE-ERROR`, `NOT-RUN`.
    pub verdict: String,
    /// The GPU run's status (`ok`, `dry-run`, or the failed stage and its error).
    pub gpu: String,
    pub elements: u64,
    pub differ: u64,
    pub undefined: u64,
    pub undefined_differ: u64,
    /// The approximate operations whose values xlane stored.
    pub approx: String,
    /// Whether the GPU's buffers meet the spec's `expect` (`-` when it has none or the GPU failed).
    pub gpu_meets_expect: String,
    /// The first differences: `argK[i]: xlane 0x…, gpu 0x…`.
    pub first: Vec<String>,
}

pub struct Options {
    pub root: PathBuf,
    /// The prepared folder (`gpu-bin/hwcheck`).
    pub dir: PathBuf,
    /// The GPU results: a folder holding `res/<case>/` (or `hwcheck-results.tar.gz`, which is
    /// unpacked there first).
    pub results: PathBuf,
    pub filter: Vec<String>,
}

pub fn compare(o: &Options) -> Result<Vec<Row>, String> {
    let res = o.results.join("res");
    let tgz = o.results.join("hwcheck-results.tar.gz");
    if !res.is_dir() && tgz.is_file() {
        let st = std::process::Command::new("tar").arg("xzf").arg(&tgz).arg("-C").arg(&o.results).status().map_err(|e| format!("tar: {e}"))?;
        if !st.success() {
            return Err(format!("cannot unpack {}", tgz.display()));
        }
    }
    if !res.is_dir() {
        return Err(format!("no results in {} (expected res/ or hwcheck-results.tar.gz)", o.results.display()));
    }
    if let Ok(dev) = std::fs::read_to_string(res.join("device.txt")) {
        eprintln!("device run: {}", dev.trim().replace('\n', "; "));
    }
    let list = std::fs::read_to_string(o.dir.join(manifest::LIST)).map_err(|e| format!("{}: {e} (run `prepare` first)", o.dir.display()))?;
    let mut rows = vec![];
    for c in list.lines().filter(|l| !l.is_empty()) {
        let case = manifest::read_case(&o.dir.join("cases").join(c).join(manifest::FILE))?;
        if !o.filter.is_empty() && !o.filter.iter().any(|f| case.name.contains(f.as_str())) {
            continue;
        }
        rows.push(one(o, &case, &res.join(c)));
    }
    Ok(rows)
}

fn row(case: &Case, verdict: &str, gpu: String) -> Row {
    Row {
        case: case.name.clone(),
        verdict: verdict.into(),
        gpu,
        elements: 0,
        differ: 0,
        undefined: 0,
        undefined_differ: 0,
        approx: String::new(),
        gpu_meets_expect: "-".into(),
        first: vec![],
    }
}

fn one(o: &Options, case: &Case, out: &Path) -> Row {
    let st: Status = match std::fs::read_to_string(out.join(manifest::STATUS)).ok().and_then(|t| serde_json::from_str(&t).ok()) {
        Some(s) => s,
        None => {
            let why = std::fs::read_to_string(out.join("stderr.txt")).unwrap_or_default();
            let why = if out.is_dir() { format!("no status.json (timeout or crash) {}", why.trim()) } else { "not run".into() };
            return row(case, if out.is_dir() { "GPU-ERROR" } else { "NOT-RUN" }, why);
        }
    };
    if st.status != "ok" && st.status != "dry-run" {
        let mut r = row(case, "GPU-ERROR", format!("{}: {}", st.status, st.error));
        if !st.jit_log.is_empty() {
            r.first.push(st.jit_log.lines().take(3).collect::<Vec<_>>().join(" / "));
        }
        return r;
    }
    let spec_path = o.root.join(&case.spec);
    let spec_dir = spec_path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let outcome = std::fs::read_to_string(&spec_path)
        .map_err(|e| e.to_string())
        .and_then(|t| Spec::parse(&t, &spec_dir).and_then(|s| run_spec(s, &Overrides { jobs: Some(1), ..Overrides::default() })).map_err(|e| e.message.clone()));
    let outcome = match outcome {
        Ok(x) => x,
        Err(e) => return row(case, "XLANE-ERROR", st.status.clone() + "; xlane: " + &e),
    };
    let report = match &outcome.result {
        Ok(r) => r,
        Err(e) => return row(case, "XLANE-ERROR", format!("{}; xlane: {}", st.status, e.message)),
    };
    let mut r = row(case, "MATCH", st.status.clone());
    r.approx = if report.approx.is_empty() { String::new() } else { report.approx.names() };
    let mut expect_bad = 0u64;
    let mut expect_any = false;
    for b in &case.buffers {
        let gpu = match std::fs::read(out.join(&b.file)) {
            Ok(g) => g,
            Err(e) => return row(case, "GPU-ERROR", format!("{}: {e}", b.file)),
        };
        let Some(k) = outcome.buffers.iter().position(|(a, _, _)| *a == b.arg) else { continue };
        let (_, ty, xl) = &outcome.buffers[k];
        let undef = outcome.undefined.get(k).cloned().unwrap_or_default();
        let w = elem_bytes(*ty);
        if gpu.len() != xl.len() {
            r.differ += 1;
            r.first.push(format!("arg{}: xlane has {} bytes, the GPU {}", b.arg, xl.len(), gpu.len()));
            continue;
        }
        for (i, (x, g)) in xl.chunks(w).zip(gpu.chunks(w)).enumerate() {
            r.elements += 1;
            if undef.get(i).copied().unwrap_or(false) {
                r.undefined += 1;
                r.undefined_differ += (x != g) as u64;
            } else if x != g {
                r.differ += 1;
                if r.first.len() < 4 {
                    r.first.push(format!("arg{}[{i}]: xlane {}, gpu {}", b.arg, bits(x), bits(g)));
                }
            }
        }
        if let Some((_, want)) = outcome.spec.expect.iter().find(|(key, _)| key == &b.arg.to_string()) {
            expect_any = true;
            expect_bad += expect_mismatches(*ty, want, &gpu, &spec_dir);
        }
    }
    for g in case.globals.iter().filter(|g| g.read) {
        let gpu = std::fs::read(out.join(&g.file)).unwrap_or_default();
        let Some((_, xl)) = outcome.globals.iter().find(|(n, _)| n == &g.name) else { continue };
        // the GPU reads the whole variable; xlane's region may be padded past it
        let n = gpu.len().min(xl.len());
        r.elements += n as u64;
        let d = xl[..n].iter().zip(&gpu[..n]).filter(|(a, b)| a != b).count() as u64;
        if d > 0 {
            r.differ += d;
            r.first.push(format!("global {}: {d} byte(s) differ", g.name));
        }
    }
    // device printf: CUDA orders lines within a warp's call, not between blocks, so the
    // lines are compared as a multiset
    if !report.printed.is_empty() || std::fs::metadata(out.join("stdout.txt")).map(|m| m.len() > 0).unwrap_or(false) {
        let mut want: Vec<String> = report.printed.iter().map(|p| p.text.clone()).collect::<String>().lines().map(str::to_string).collect();
        let mut got: Vec<String> = std::fs::read_to_string(out.join("stdout.txt")).unwrap_or_default().lines().map(str::to_string).collect();
        want.sort();
        got.sort();
        if st.status == "ok" && want != got {
            r.differ += 1;
            r.first.push(format!("printf: xlane {} line(s), gpu {} line(s), not the same lines", want.len(), got.len()));
        }
    }
    if expect_any {
        r.gpu_meets_expect = if expect_bad == 0 { "yes".into() } else { format!("no ({expect_bad})") };
    }
    if r.differ > 0 {
        r.verdict = if r.approx.is_empty() { "DIFF".into() } else { "APPROX".into() };
    }
    r
}

/// Elements of `gpu` that differ from the spec's `expect` entry (`data` only; `null` is
/// not checked).
fn expect_mismatches(ty: ElemTy, want: &serde_json::Value, gpu: &[u8], _dir: &Path) -> u64 {
    let Some(data) = want.get("data").and_then(|d| d.as_array()) else { return 0 };
    let w = elem_bytes(ty);
    let mut bad = (data.len() != gpu.len() / w) as u64;
    for (v, g) in data.iter().zip(gpu.chunks(w)) {
        if v.is_null() {
            continue;
        }
        match value_bits(ty, v) {
            Ok(bits) => bad += (bits.to_le_bytes()[..w] != *g) as u64,
            Err(_) => bad += 1,
        }
    }
    bad
}

fn bits(b: &[u8]) -> String {
    let mut v = [0u8; 8];
    v[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
    format!("{:#0w$x}", u64::from_le_bytes(v), w = 2 + 2 * b.len().min(8))
}

/// The table `compare` prints.
pub fn table(rows: &[Row]) -> String {
    let mut s = String::from("| case | verdict | gpu | elements | differ | undef (differ) | approx | gpu = expect | first differences |\n|---|---|---|---|---|---|---|---|---|\n");
    for r in rows {
        s += &format!(
            "| {} | {} | {} | {} | {} | {} ({}) | {} | {} | {} |\n",
            r.case,
            r.verdict,
            r.gpu.replace('|', "\\|").chars().take(120).collect::<String>(),
            r.elements,
            r.differ,
            r.undefined,
            r.undefined_differ,
            if r.approx.is_empty() { "-" } else { &r.approx },
            r.gpu_meets_expect,
            r.first.join("; ").replace('|', "\\|")
        );
    }
    let count = |v: &str| rows.iter().filter(|r| r.verdict == v).count();
    s += &format!(
        "\n{} cases: {} MATCH, {} DIFF, {} APPROX, {} GPU-ERROR, {} XLANE-ERROR, {} NOT-RUN\n",
        rows.len(),
        count("MATCH"),
        count("DIFF"),
        count("APPROX"),
        count("GPU-ERROR"),
        count("XLANE-ERROR"),
        count("NOT-RUN")
    );
    s
}
