//! Source positions from debug metadata: `!DILocation(line:, column:, scope:, inlinedAt:)`,
//! the scope chain (`DILexicalBlock`, `DILexicalBlockFile`, `DISubprogram`) to its `DIFile`.
//! The parser keeps these nodes' fields ([`DiNode`]); [`chain`] turns an instruction's `!dbg`
//! into its positions, the instruction's own first, then each call it was inlined into.

use std::collections::HashMap;

/// A field value of a debug node: a number, a reference to another node, or a string.
#[derive(Debug, Clone, PartialEq)]
pub enum DiVal {
    Int(i128),
    Ref(String),
    Str(String),
    /// A bare word: an enumerator such as `DW_ATE_signed` or `DW_TAG_pointer_type`.
    Word(String),
}

/// One `!DIThing(key: value, …)` node of the kinds [`KEPT`] lists.
#[derive(Debug, Clone, Default)]
pub struct DiNode {
    pub kind: String,
    pub fields: HashMap<String, DiVal>,
}

/// The node kinds a source position needs, and those `--watch` reads (a variable, its type).
pub const KEPT: [&str; 9] = ["DILocation", "DISubprogram", "DILexicalBlock", "DILexicalBlockFile", "DIFile", "DILocalVariable", "DIBasicType", "DIDerivedType", "DICompositeType"];

impl DiNode {
    pub fn int(&self, k: &str) -> Option<i128> {
        match self.fields.get(k) {
            Some(DiVal::Int(v)) => Some(*v),
            _ => None,
        }
    }
    pub fn reference(&self, k: &str) -> Option<&str> {
        match self.fields.get(k) {
            Some(DiVal::Ref(r)) => Some(r),
            _ => None,
        }
    }
    pub fn string(&self, k: &str) -> Option<&str> {
        match self.fields.get(k) {
            Some(DiVal::Str(s)) => Some(s),
            _ => None,
        }
    }
    /// An enumerator field (`encoding: DW_ATE_signed`, `tag: DW_TAG_pointer_type`).
    pub fn word(&self, k: &str) -> Option<&str> {
        match self.fields.get(k) {
            Some(DiVal::Word(s)) => Some(s),
            _ => None,
        }
    }
}

/// A position in a source file, and the function (`DISubprogram` name) it is in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SrcPos {
    /// The file as the compile named it, joined to its directory when relative.
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub function: Option<String>,
}

/// The positions of the `!dbg` location `loc`: its own, then the call sites it was inlined
/// into (`inlinedAt`), outermost last. Bounded: a malformed cycle stops after 64 frames.
pub fn chain(nodes: &HashMap<String, DiNode>, loc: &str) -> Vec<SrcPos> {
    frames(nodes, loc)
        .into_iter()
        .map(|(_, n)| {
            let (file, function) = n.reference("scope").map(|s| scope_file(nodes, s)).unwrap_or_default();
            SrcPos { file, line: n.int("line").unwrap_or(0) as u32, col: n.int("column").unwrap_or(0) as u32, function }
        })
        .collect()
}

/// The `DILocation` nodes of `loc`'s frames with their ids: its own, then each `inlinedAt`
/// call site, outermost last. Bounded: a malformed cycle stops after 64 frames.
pub fn frames<'a>(nodes: &'a HashMap<String, DiNode>, loc: &str) -> Vec<(String, &'a DiNode)> {
    let mut out = vec![];
    let mut cur = Some(loc.to_string());
    while let Some(id) = cur.take() {
        let Some(n) = nodes.get(&id).filter(|n| n.kind == "DILocation") else { break };
        if out.len() >= 64 {
            break;
        }
        cur = n.reference("inlinedAt").map(str::to_string);
        out.push((id, n));
    }
    out
}

/// The file and function of a scope, following `scope:` up to the subprogram (bounded).
pub fn scope_file(nodes: &HashMap<String, DiNode>, scope: &str) -> (String, Option<String>) {
    let mut file = None;
    let mut cur = Some(scope.to_string());
    for _ in 0..64 {
        let Some(n) = cur.as_ref().and_then(|c| nodes.get(c)) else { break };
        if file.is_none() {
            file = n.reference("file").and_then(|f| nodes.get(f)).map(file_path);
        }
        if n.kind == "DISubprogram" {
            let name = n.string("name").map(str::to_string);
            return (file.unwrap_or_default(), name);
        }
        cur = n.reference("scope").map(str::to_string);
    }
    (file.unwrap_or_default(), None)
}

/// A `DIFile`'s path: its directory joined to its name when the name is relative.
pub fn file_path(f: &DiNode) -> String {
    let name = f.string("filename").unwrap_or("");
    match f.string("directory") {
        Some(d) if !name.starts_with('/') && !d.is_empty() => format!("{d}/{name}"),
        _ => name.to_string(),
    }
}

/// A file of the headers the user's code calls into (xlane's lite headers, a toolkit's
/// `include/` folder), as opposed to the user's own source.
pub fn is_library(file: &str) -> bool {
    let base = file.rsplit('/').next().unwrap_or(file);
    matches!(base, "cuda_lite.h" | "hip_lite.h" | "xl_common.h") || file.contains("/include/")
}

/// Which frame of a chain is the main location: the innermost in the user's own code (for a
/// header function, the user's call of it), else the innermost.
pub fn main_frame(chain: &[SrcPos]) -> usize {
    chain.iter().position(|p| !is_library(&p.file)).unwrap_or(0)
}

/// `  --> FILE:LINE:COL`, the source line with a caret under the column, and a `note:` per
/// other frame (inlined header functions, callers it was inlined into). The source line is
/// read from the file when it can be: a regular file of at most 16 MiB (the module names the
/// file: `/dev/zero` or a FIFO there must not be read without end, or block).
pub fn render(chain: &[SrcPos]) -> String {
    use std::fmt::Write;
    let Some(main) = chain.get(main_frame(chain)) else { return String::new() };
    let mut out = format!("\n  --> {}:{}:{}", shown(&main.file), main.line, main.col);
    const MAX_SOURCE: u64 = 16 << 20;
    let text = std::fs::metadata(&main.file)
        .ok()
        .filter(|m| m.is_file() && m.len() <= MAX_SOURCE)
        .and_then(|_| xlane_core::bounded::read_text(std::path::Path::new(&main.file), MAX_SOURCE).ok())
        .and_then(|t| t.lines().nth(main.line.saturating_sub(1) as usize).map(str::to_string));
    if let Some(line) = text {
        let w = main.line.to_string().len();
        let pad = " ".repeat(w);
        // the caret under column `col` (1-based, in characters; tabs kept so it lines up)
        let lead: String = line.chars().take(main.col.saturating_sub(1) as usize).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        let _ = write!(out, "\n  {pad} |\n  {} | {line}\n  {pad} | {lead}^", main.line);
    }
    let k = main_frame(chain);
    for (i, p) in chain.iter().enumerate() {
        let func = p.function.as_deref().map(|f| format!(" in `{f}`")).unwrap_or_default();
        if i < k {
            let _ = write!(out, "\n  note: inlined from {}:{}:{}{func}", shown(&p.file), p.line, p.col);
        } else if i > k {
            let _ = write!(out, "\n  note: called from {}:{}:{}{func}", shown(&p.file), p.line, p.col);
        }
    }
    out
}

/// A file as a diagnostic names it: relative to the current folder when under it, and a
/// lite header by its name (`xlane run` compiles in a temporary folder it removes).
pub fn shown(file: &str) -> String {
    let base = file.rsplit('/').next().unwrap_or(file);
    if is_library(file) && file.contains("/xlane-run-") {
        return base.to_string();
    }
    match std::env::current_dir() {
        Ok(d) => std::path::Path::new(file).strip_prefix(&d).map(|p| p.display().to_string()).unwrap_or_else(|_| file.to_string()),
        Err(_) => file.to_string(),
    }
}
