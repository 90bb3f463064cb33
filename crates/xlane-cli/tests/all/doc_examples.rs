//! The docs cannot drift: every `$ xlane …` example in README.md and docs/*.md (inside a
//! fenced block) is run, and its real output must be what the page shows.
//!
//! Conventions the pages use: `$ cargo run --release -- ARGS` is `xlane ARGS`; a `# …`
//! comment after the command is not part of it; a shown line `…` (alone, indented or not)
//! stands for any number of lines; a shown line ending in `…` matches a line that starts
//! with the text before it. An example followed by no output lines is only run (it must not
//! fail or panic). Commands run in the repository root; a pipeline (`| head`) through `sh`.

use std::path::PathBuf;
use std::process::Command;

use super::clang_oracle::{have_tool, repo};

struct Example {
    page: String,
    line: usize,
    args: Vec<String>,
    /// The command as written (a pipeline runs through `sh -c`).
    raw: String,
    shown: Vec<String>,
    /// The block shows part of the output (`<!-- output of: … (excerpt) -->`): any lines may
    /// come before and after it.
    excerpt: bool,
}

/// `<!-- output of: xlane ARGS -->` (or `… (excerpt) -->`) above a fenced block: the block is
/// that command's output. Returns the arguments after `xlane` and whether it is an excerpt.
fn output_marker(line: &str) -> Option<(String, bool)> {
    let m = line.trim().strip_prefix("<!-- output of:")?.strip_suffix("-->")?.trim();
    let m = m.strip_prefix("xlane ").or_else(|| m.strip_prefix("cargo run --release -- "))?;
    Some(match m.strip_suffix("(excerpt)") {
        Some(x) => (x.trim().to_string(), true),
        None => (m.to_string(), false),
    })
}

/// Every fenced block of the pages that is not tagged with a language (`sh`, `json`, `text`,
/// `pycon`, …): what it is. Untagged blocks are command output or a usage synopsis.
fn untagged_blocks() -> Vec<(String, usize, Vec<String>, String)> {
    let mut out = vec![];
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(repo()).unwrap_or(&page).display().to_string();
        let mut block: Option<(usize, String, Vec<String>)> = None;
        let mut prev = String::new();
        for (i, line) in text.lines().enumerate() {
            let t = line.trim_start();
            if let Some(tag) = t.strip_prefix("```") {
                match block.take() {
                    Some((at, before, lines)) => out.push((name.clone(), at, lines, before)),
                    None if tag.trim().is_empty() => block = Some((i + 1, prev.clone(), vec![])),
                    None => block = Some((usize::MAX, String::new(), vec![])),
                }
                continue;
            }
            match &mut block {
                Some((_, _, lines)) => lines.push(line.to_string()),
                None if !line.trim().is_empty() => prev = line.to_string(),
                None => {}
            }
        }
    }
    out.retain(|b| b.1 != usize::MAX);
    out
}

fn pages() -> Vec<PathBuf> {
    let mut pages = vec![repo().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "md")).collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// Issue 24: the README's first output block (without a `$` line) showed 4 elements per buffer
/// while the binary printed 8. Every untagged block is now checked: it holds `$ xlane` lines,
/// or an `<!-- output of: xlane … -->` line above it names its command (run by the test
/// below), or it is a usage synopsis (`xlane CMD [options]`). Anything else needs a language
/// tag (`text` for a diagram or a file tree) so that it is not mistaken for output.
#[test]
fn every_untagged_block_is_checked_output_or_a_synopsis() {
    let mut bad = vec![];
    for (page, line, lines, before) in untagged_blocks() {
        let commands = lines.iter().any(|l| l.starts_with("$ "));
        let marked = output_marker(&before).is_some();
        let synopsis = lines.first().is_some_and(|l| l.starts_with("xlane ") || l.starts_with("xlane."));
        if !(commands || marked || synopsis) {
            bad.push(format!("{page}:{line}: an untagged block that no test checks (first line `{}`)", lines.first().map_or("", |s| s.as_str())));
        }
    }
    assert!(bad.is_empty(), "add `<!-- output of: xlane ARGS -->` above each output block, or a language tag (```text) to other blocks:\n{}", bad.join("\n"));
}

/// Shell-like words: single and double quotes group, `\` is literal inside single quotes.
fn words(cmd: &str) -> Vec<String> {
    let mut out = vec![];
    let mut cur = String::new();
    let mut any = false;
    let mut chars = cmd.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                any = true;
                for d in chars.by_ref() {
                    if d == '\'' {
                        break;
                    }
                    cur.push(d);
                }
            }
            '"' => {
                any = true;
                while let Some(d) = chars.next() {
                    match d {
                        '"' => break,
                        '\\' => cur.extend(chars.next()),
                        d => cur.push(d),
                    }
                }
            }
            c if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn examples() -> Vec<Example> {
    let mut out = vec![];
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.strip_prefix(repo()).unwrap_or(&page).display().to_string();
        let mut in_block = false;
        let mut cur: Option<Example> = None;
        let mut prev = "";
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("```") {
                in_block = !in_block;
                out.extend(cur.take());
                // An output block without its command: the marker above it names the command.
                if let Some((cmd, excerpt)) = in_block.then(|| output_marker(prev)).flatten() {
                    let shown = if excerpt { vec!["…".to_string()] } else { vec![] };
                    cur = Some(Example { page: name.clone(), line: i + 1, args: words(&cmd), raw: cmd.clone(), shown, excerpt });
                }
                continue;
            }
            if !line.trim().is_empty() {
                prev = line;
            }
            if !in_block {
                continue;
            }
            let cmd = line.strip_prefix("$ xlane ").or_else(|| line.strip_prefix("$ cargo run --release -- "));
            if let Some(cmd) = cmd {
                out.extend(cur.take());
                let cmd = cmd.split(" # ").next().unwrap_or(cmd).trim_end();
                let cmd = cmd.split("  #").next().unwrap_or(cmd).trim_end();
                cur = Some(Example { page: name.clone(), line: i + 1, args: words(cmd), raw: cmd.to_string(), shown: vec![], excerpt: false });
            } else if line.starts_with('$') {
                out.extend(cur.take());
            } else if let Some(e) = &mut cur {
                e.shown.push(line.to_string());
            }
        }
        out.extend(cur.take());
    }
    out
}

/// Does the real output match what the page shows (with its `…` elisions)?
fn matches(shown: &[String], real: &[&str]) -> bool {
    let Some((first, rest)) = shown.split_first() else { return real.is_empty() };
    if first.trim() == "…" {
        return (0..=real.len()).any(|k| matches(rest, &real[k..]));
    }
    let Some((r, real_rest)) = real.split_first() else { return false };
    let ok = match first.trim_end().strip_suffix('…') {
        Some(prefix) => r.trim_end().starts_with(prefix.trim_end()),
        None => first.trim_end() == r.trim_end(),
    };
    ok && matches(rest, real_rest)
}

/// `xlane serve` runs until it is killed: its example shows the first line, which is read, and
/// then the server is stopped.
fn server_first_line(exe: &str, args: &[String]) -> String {
    use std::io::BufRead;
    let mut child = Command::new(exe)
        .args(args)
        .current_dir(repo())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run xlane serve");
    let mut line = String::new();
    let _ = std::io::BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line);
    let _ = child.kill();
    let _ = child.wait();
    line
}

#[test]
fn every_documented_command_prints_what_the_docs_show() {
    let exe = env!("CARGO_BIN_EXE_xlane");
    let mut failures = vec![];
    let all = examples();
    assert!(all.len() >= 30, "found only {} examples", all.len());
    let have_clang = have_tool("clang-22");
    let have_llc = have_tool("llc-22");
    for e in &all {
        // `--emit asm|ptx` shows llc-22's output where it is installed (the docs show that).
        let asm = e.args.windows(2).any(|w| w[0] == "--emit" && matches!(w[1].as_str(), "asm" | "ptx" | "s")) && !e.args.iter().any(|a| a == "--model");
        if !have_llc && asm {
            assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "llc-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
            eprintln!("skipping {}:{} (llc-22 is not installed: --emit asm|ptx prints the model)", e.page, e.line);
            continue;
        }
        // (`--watch k.hip:7` names the source the run compiles)
        if !have_clang && e.args.iter().any(|a| a.ends_with(".hip") || a.ends_with(".cu") || a.contains(".hip:") || a.contains(".cu:")) {
            assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
            eprintln!("skipping {}:{} (clang-22 is not installed)", e.page, e.line);
            continue;
        }
        // elapsed times differ run to run
        // files the examples write (`--svg F`, `--out D`) go to a temporary folder
        let tmp = crate::tmp::dir("doc-examples");
        let mut args = e.args.clone();
        for k in 1..args.len() {
            if matches!(args[k - 1].as_str(), "--svg" | "--out") {
                args[k] = tmp.join(&args[k]).display().to_string();
            }
        }
        let text = if args.first().is_some_and(|a| a == "serve") {
            server_first_line(exe, &args)
        } else {
            let out = if e.raw.contains(" | ") {
                Command::new("sh").arg("-c").arg(format!("'{exe}' {}", e.raw)).current_dir(repo()).output().expect("run sh")
            } else {
                Command::new(exe).args(&args).current_dir(repo()).output().expect("run xlane")
            };
            format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
        };
        let real: Vec<&str> = text.lines().filter(|l| !l.starts_with("compiled ")).collect();
        let mut shown: Vec<String> = e.shown.iter().map(|l| l.to_string()).collect();
        while shown.last().is_some_and(|l| l.trim().is_empty()) {
            shown.pop();
        }
        if e.excerpt {
            shown.push("…".into());
        }
        let mut real = real;
        while real.last().is_some_and(|l| l.trim().is_empty()) {
            real.pop();
        }
        let timing = |l: &str| l.starts_with("ran ") && l.contains(" in ");
        let real_t: Vec<String> = real.iter().map(|l| if timing(l) { l.rsplit_once(" in ").unwrap().0.to_string() } else { l.to_string() }).collect();
        let shown_t: Vec<String> = shown.iter().map(|l| if timing(l) { l.rsplit_once(" in ").unwrap().0.to_string() } else { l.clone() }).collect();
        let real_r: Vec<&str> = real_t.iter().map(String::as_str).collect();
        let panicked = text.contains("panicked");
        let ok = !panicked && if shown_t.iter().all(|l| l.trim().is_empty()) { true } else { matches(&shown_t, &real_r) };
        if !ok {
            failures.push(format!("{}:{}: xlane {}\n--- shown\n{}\n--- real\n{}", e.page, e.line, e.args.join(" "), shown.join("\n"), real.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{} of {} documented commands differ:\n\n{}", failures.len(), all.len(), failures.join("\n\n"));
}
