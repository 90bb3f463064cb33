//! The functions a kernel can reach through direct references (calls, or a function's
//! address taken) in its body and theirs. The runner decodes only those, so a module whose
//! other kernels call `printf` or a device-library function still runs the kernel a spec
//! names; the refusal appears when the launched kernel itself needs such a call.

use std::collections::{HashMap, HashSet};

use super::ast::Module;

/// Names of the defined functions reachable from `root` (including `root`), not entering
/// those the runner `serves` itself (the device runtime's entry points).
pub fn reachable(m: &Module, src: &str, root: &str, serves: &[&str]) -> HashSet<String> {
    let lines: Vec<&str> = src.lines().collect();
    let bodies: HashMap<&str, (u32, u32)> = m
        .functions
        .iter()
        .filter(|f| !f.blocks.is_empty())
        .map(|f| {
            let last = f.blocks.iter().flat_map(|b| b.insts.iter().map(|i| i.line)).max().unwrap_or(f.line);
            (f.name.as_str(), (f.line, last))
        })
        .collect();
    closure(root, serves, |name| {
        let &(first, last) = bodies.get(name)?;
        Some(lines.iter().take(last as usize).skip(first.saturating_sub(1) as usize).flat_map(|l| global_refs(l)).collect())
    })
}

/// [`reachable`] over a module whose bodies are not parsed yet (`ll::lazy`): each body's
/// text (`Function::lazy_body`) is searched for names.
pub fn reachable_lazy(m: &Module, src: &str, root: &str, serves: &[&str]) -> HashSet<String> {
    let bodies: HashMap<&str, &str> = m.functions.iter().filter_map(|f| Some((f.name.as_str(), src.get(f.lazy_body?.start..f.lazy_body?.end)?))).collect();
    closure(root, serves, |name| Some(global_refs(bodies.get(name)?)))
}

/// The functions reached from `root` through `refs` (the names a defined function's body
/// mentions; `None` for a function without a body here).
fn closure<'a>(root: &str, serves: &[&str], refs: impl Fn(&str) -> Option<Vec<&'a str>>) -> HashSet<String> {
    let mut seen: HashSet<String> = HashSet::new();
    let mut todo = vec![root.to_string()];
    while let Some(name) = todo.pop() {
        if seen.contains(&name) {
            continue;
        }
        let Some(names) = refs(&name) else { continue };
        seen.insert(name);
        for r in names {
            // the device runtime's entry points run as the runner's own ops, their bodies never
            if !seen.contains(r) && !serves.contains(&r) {
                todo.push(r.to_string());
            }
        }
    }
    seen
}

/// The `@name` / `@"name"` tokens of a text of IR (comments and strings are not
/// special-cased: an extra name only keeps one more function).
fn global_refs(text: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut rest = text;
    while let Some(at) = rest.find('@') {
        rest = &rest[at + 1..];
        if let Some(q) = rest.strip_prefix('"') {
            let end = q.find('"').unwrap_or(q.len());
            out.push(&q[..end]);
            rest = &q[end..];
        } else {
            let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || "_.$-".contains(c))).unwrap_or(rest.len());
            out.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::global_refs;

    #[test]
    fn names_plain_and_quoted() {
        assert_eq!(global_refs("  %3 = call i32 @f.1(ptr @\"a b\", i32 0) ; @g"), vec!["f.1", "a b", "g"]);
    }
}
