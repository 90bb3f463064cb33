//! The layers of every crate point one way: no top-level module of a crate names (through
//! `crate::…`, or `super::…` from a top-level file) a module that names it back, directly or
//! through others. The edges are read from the sources, so a new cycle fails here and not in
//! a later review. In xlane-core the order is `diag → target → value → codec → semantics →
//! registry → call → {callexpr, conform}` (`docs/design.md`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Graph = BTreeMap<String, BTreeSet<String>>;

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The source without comments (doc links name modules without depending on them).
fn code_of(text: &str) -> String {
    text.lines().map(|l| l.find("//").map_or(l, |i| &l[..i])).collect::<Vec<_>>().join("\n")
}

/// The first path segments after each `prefix` (`crate::a::b` → `a`; `crate::{a, b::c}` → `a`, `b`).
fn named_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let ident = |s: &str| s.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices(prefix) {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut start) = (0, 0);
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.insert(ident(&group[start..j]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(ident(&group[start..j]));
                        start = j + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.retain(|m| !m.is_empty() && m != "self");
    out
}

/// The module graph of the library crate whose sources are in `src`.
fn module_graph(src: &Path) -> Graph {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut g = Graph::new();
    for f in files {
        let rel = f.strip_prefix(src).unwrap();
        let parts: Vec<_> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
        if parts.len() == 1 && (parts[0] == "lib.rs" || parts[0] == "main.rs") {
            continue;
        }
        if parts[0] == "bin" {
            continue;
        }
        let module = parts[0].trim_end_matches(".rs").to_string();
        let code = code_of(&std::fs::read_to_string(&f).unwrap());
        let mut deps = named_after(&code, "crate::");
        let top_file = parts.len() == 1 || (parts.len() == 2 && parts[1] == "mod.rs");
        if top_file {
            deps.extend(named_after(&code, "super::"));
        }
        deps.remove(&module);
        g.entry(module).or_default().extend(deps);
    }
    // Names that are not modules (items re-exported at the root) are not edges.
    let modules: BTreeSet<String> = g.keys().cloned().collect();
    for deps in g.values_mut() {
        deps.retain(|d| modules.contains(d));
    }
    g
}

/// One cycle of `g`, as a path that returns to its start.
fn find_cycle(g: &Graph) -> Option<Vec<String>> {
    fn visit(g: &Graph, m: &str, path: &mut Vec<String>, done: &mut BTreeSet<String>) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            let mut c = path[i..].to_vec();
            c.push(m.to_string());
            return Some(c);
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for d in g.get(m).into_iter().flatten() {
            if let Some(c) = visit(g, d, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    g.keys().find_map(|m| visit(g, m, &mut Vec::new(), &mut done))
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

#[test]
fn no_crate_has_a_module_cycle() {
    let mut cycles = Vec::new();
    for e in std::fs::read_dir(crates_dir()).unwrap() {
        let src = e.unwrap().path().join("src");
        if !src.is_dir() {
            continue;
        }
        if let Some(c) = find_cycle(&module_graph(&src)) {
            cycles.push(format!("{}: {}", src.display(), c.join(" → ")));
        }
    }
    assert!(cycles.is_empty(), "module cycles:\n{}", cycles.join("\n"));
}

#[test]
fn core_layers_in_design_order() {
    let g = module_graph(&crates_dir().join("xlane-core/src"));
    let order = ["diag", "target", "value", "codec", "semantics", "registry", "call"];
    for (i, m) in order.iter().enumerate() {
        let above: Vec<_> = g[*m].iter().filter(|d| order[i..].contains(&d.as_str()) || d.as_str() == "callexpr" || d.as_str() == "conform").collect();
        assert!(above.is_empty(), "`{m}` names {above:?}, which come after it");
    }
}

#[test]
fn the_scanner_sees_grouped_and_nested_paths() {
    let n = named_after("use crate::{a::{b, c}, d};\nlet x = crate::e::f();\nuse xlane_core::crate_::g;", "crate::");
    assert_eq!(n.into_iter().collect::<Vec<_>>(), ["a", "d", "e"]);
    let g: Graph = [("a", &["b"][..]), ("b", &["c"]), ("c", &["a"])]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
        .collect();
    assert_eq!(find_cycle(&g).unwrap(), ["a", "b", "c", "a"]);
}
