//! docs/json.md is the schema of every command's `--json` output: each section's "Checked
//! with" commands run here (one test per section), and the union of the fields they print
//! must be exactly the fields the section's table lists, each of the type it gives.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use serde_json::Value;

/// One section: its title, commands and documented (path → type) rows.
struct Section {
    title: String,
    commands: Vec<Vec<String>>,
    fields: BTreeMap<String, String>,
}

fn sections(doc: &str) -> Vec<Section> {
    let mut out: Vec<Section> = vec![];
    for line in doc.lines() {
        if let Some(t) = line.strip_prefix("## ") {
            out.push(Section { title: t.to_string(), commands: vec![], fields: BTreeMap::new() });
        } else if let (Some(s), Some(cmd)) = (out.last_mut(), line.strip_prefix("Checked with: `xlane ").and_then(|l| l.strip_suffix('`'))) {
            s.commands.push(words(cmd));
        } else if let (Some(s), Some(row)) = (out.last_mut(), line.strip_prefix("| `")) {
            let mut cells = row.split(" | ");
            let path = cells.next().unwrap().trim_end_matches('`').to_string();
            let ty = cells.next().unwrap_or("").trim().to_string();
            s.fields.insert(path, ty);
        }
    }
    out
}

/// Shell words: bare, or in single quotes.
fn words(cmd: &str) -> Vec<String> {
    let (mut out, mut cur, mut quoted, mut any) = (vec![], String::new(), false, false);
    for c in cmd.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            _ => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// Every path of `v` with the values found there. Arrays of scalars are leaves.
fn paths<'a>(v: &'a Value, at: String, out: &mut BTreeMap<String, Vec<&'a Value>>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                let p = if at.is_empty() { k.clone() } else { format!("{at}.{k}") };
                out.entry(p.clone()).or_default().push(x);
                paths(x, p, out);
            }
        }
        Value::Array(a) if a.iter().any(|x| x.is_object()) => {
            for x in a.iter().take(500) {
                paths(x, format!("{at}[]"), out);
            }
        }
        _ => {}
    }
}

/// Does `v` have the documented type (`string or null`, `array of integer or null`, …)?
fn has_type(v: &Value, ty: &str) -> bool {
    let mut rest = ty;
    loop {
        if let Some(elem) = rest.strip_prefix("array of ") {
            return v.as_array().is_some_and(|a| a.iter().all(|x| has_type(x, elem)));
        }
        let (first, more) = match rest.split_once(" or ") {
            Some((a, b)) => (a, Some(b)),
            None => (rest, None),
        };
        let ok = match first {
            "string" => v.is_string(),
            "integer" => v.is_i64() || v.is_u64(),
            "number" => v.is_number(),
            "boolean" => v.is_boolean(),
            "object" => v.is_object(),
            "null" => v.is_null(),
            other => panic!("docs/json.md: unknown type `{other}` in `{ty}`"),
        };
        if ok {
            return true;
        }
        match more {
            Some(m) => rest = m,
            None => return false,
        }
    }
}

fn doc() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/json.md")).unwrap()
}

/// Run the "Checked with" commands of the section titled `title` and compare.
fn check(title: &str) {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");
    let secs = sections(&doc());
    let s = secs.iter().find(|s| s.title == title).unwrap_or_else(|| panic!("docs/json.md has no section `## {title}`"));
    assert!(!s.commands.is_empty(), "`## {title}` names no command to check");
    let tmp = crate::tmp::dir(&format!("json-schema-{}", title.replace(' ', "_")));
    let mut problems = vec![];
    let mut seen: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for cmd in &s.commands {
        let args: Vec<String> = cmd.iter().map(|a| a.replace("$TMP", tmp.to_str().unwrap())).collect();
        let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(&args).current_dir(root).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let v: Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                problems.push(format!("`xlane {}` did not print one JSON value ({e}): {}", args.join(" "), &text[..text.len().min(200)]));
                continue;
            }
        };
        let mut p = BTreeMap::new();
        // a root array documents its elements as `[].field`
        match &v {
            Value::Array(a) => a.iter().for_each(|x| paths(x, "[]".into(), &mut p)),
            _ => paths(&v, String::new(), &mut p),
        }
        for (k, vals) in p {
            seen.entry(k).or_default().extend(vals.into_iter().cloned());
        }
    }
    for (path, vals) in &seen {
        let Some(ty) = s.fields.get(path) else {
            problems.push(format!("`{path}` is printed but not documented"));
            continue;
        };
        if let Some(bad) = vals.iter().find(|v| !has_type(v, ty)) {
            problems.push(format!("`{path}` is documented as {ty}, printed {bad}"));
        }
    }
    for path in s.fields.keys() {
        if !seen.contains_key(path.as_str()) {
            problems.push(format!("`{path}` is documented but no checked command prints it"));
        }
    }
    assert!(problems.is_empty(), "docs/json.md `## {title}` and the real output differ:\n{}", problems.join("\n"));
}

macro_rules! schema_tests {
    ($($test:ident => $title:expr),* $(,)?) => {
        $(#[test] fn $test() { check($title); })*
        /// Every section of docs/json.md has its test here.
        const TITLES: &[&str] = &[$($title),*];
    };
}

schema_tests! {
    errors => "Errors (every command)",
    eval => "eval",
    explain => "explain",
    avail_builtin => "avail BUILTIN",
    avail_target => "avail --target",
    targets => "targets",
    codecs => "dpp, dpp8, swizzle, permlane",
    lower => "lower",
    run => "run",
    conform => "conform",
    synth => "synth",
    gallery => "gallery",
}

#[test]
fn every_section_has_a_test() {
    let titles: Vec<String> = sections(&doc()).into_iter().map(|s| s.title).collect();
    let tested: BTreeSet<&str> = TITLES.iter().copied().collect();
    let untested: Vec<&String> = titles.iter().filter(|t| !tested.contains(t.as_str())).collect();
    assert!(untested.is_empty(), "sections of docs/json.md without a test: {untested:?}");
}
