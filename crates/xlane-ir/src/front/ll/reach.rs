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
    let mut seen: HashSet<String> = HashSet::new();
    let mut todo = vec![root.to_string()];
    while let Some(name) = todo.pop() {
        let Some(&(first, last)) = bodies.get(name.as_str()) else { continue };
        if !seen.insert(name) {
            continue;
        }
        for line in lines.iter().take(last as usize).skip(first.saturating_sub(1) as usize) {
            for r in global_refs(line) {
                // the device runtime's entry points run as the runner's own ops, their bodies never
                if bodies.contains_key(r) && !seen.contains(r) && !serves.contains(&r) {
                    todo.push(r.to_string());
                }
            }
        }
    }
    seen
}

/// The `@name` / `@"name"` tokens of one line of IR (comments and strings are not
/// special-cased: an extra name only keeps one more function).
fn global_refs(line: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut rest = line;
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
