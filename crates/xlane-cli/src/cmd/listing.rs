//! `xlane explain` of a whole assembly listing (an llc-22 `.s` file): every instruction that
//! moves data across lanes is explained on its own, prefixed with its line number; labels,
//! directives, comments, the metadata block and plain ALU/scalar/memory instructions are
//! skipped. A cross-lane line xlane refuses stops the listing with the line named.

use super::explain::{explain_with, Explanation};
use xlane_core::diag::{Diag, Result};
use xlane_core::semantics::UndefPolicy;

/// One explained line of a listing.
#[derive(Debug, Clone)]
pub struct ListedLine {
    /// 1-based line number in the listing.
    pub line: usize,
    pub explanation: Explanation,
}

/// A listing, explained.
#[derive(Debug, Clone)]
pub struct Listing {
    pub lines: Vec<ListedLine>,
    /// Instruction lines without a cross-lane effect (skipped).
    pub skipped: usize,
}

/// Whether `text` is an assembly listing rather than a snippet or one instruction: several
/// lines, one of which is a directive, a label or an instruction.
pub fn is_listing(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    lines.len() > 1 && lines.iter().any(|l| directive_or_label(l) || instruction(l).is_some())
}

fn directive_or_label(l: &str) -> bool {
    l.starts_with('.') || is_label(l)
}

/// `foo:` or `.LBB0_1:` (a label ends its line's code with `:`; comments follow after `;`).
fn is_label(l: &str) -> bool {
    let code = code_of(l);
    code.strip_suffix(':').is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || "_.$@".contains(c)))
}

/// A line without its comment (`;` or `//` start one in AMDGPU assembly).
fn code_of(l: &str) -> &str {
    l.split("//").next().unwrap_or("").split(';').next().unwrap_or("").trim()
}

/// The instruction on a line: its first word is a mnemonic (`v_`, `s_`, `ds_`, `global_`, …).
fn instruction(l: &str) -> Option<&str> {
    let code = code_of(l);
    let first = code.split_whitespace().next()?;
    let is_mnemonic = first.contains('_') && first.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && first.starts_with(|c: char| c.is_ascii_lowercase());
    (is_mnemonic && !code.contains('=') && !code.contains('(') || code.contains("swizzle(")).then_some(code)
}

/// Explain every cross-lane instruction of `text` on `target`.
pub fn explain_listing(target: &str, wave: Option<u32>, exec: Option<u64>, policy: UndefPolicy, text: &str) -> Result<Listing> {
    let mut out = Listing { lines: vec![], skipped: 0 };
    let mut in_metadata = false;
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        // The YAML between these directives is metadata, not code.
        match code_of(l) {
            ".amdgpu_metadata" => in_metadata = true,
            ".end_amdgpu_metadata" => in_metadata = false,
            _ => {}
        }
        if in_metadata || directive_or_label(l) {
            continue;
        }
        let Some(code) = instruction(l) else { continue };
        if !xlane_lower::is_cross_lane(code) {
            out.skipped += 1;
            continue;
        }
        let e = explain_with(target, wave, exec, policy, code).map_err(|d| at_line(d, i + 1, code))?;
        out.lines.push(ListedLine { line: i + 1, explanation: e });
    }
    Ok(out)
}

fn at_line(d: Diag, line: usize, code: &str) -> Diag {
    Diag { message: format!("line {line}: {}\n  | {code}", d.message), ..d }
}

/// The text form: each explained line under `line N:`, then a count.
pub fn render(l: &Listing) -> String {
    let mut s = String::new();
    for x in &l.lines {
        s.push_str(&format!("line {}: ", x.line));
        s.push_str(&super::explain::render(&x.explanation).replacen("asm: ", "", 1));
        s.push('\n');
    }
    s.push_str(&format!("{} cross-lane instruction(s) explained, {} other instruction(s) skipped\n", l.lines.len(), l.skipped));
    s
}

pub fn to_json(l: &Listing) -> serde_json::Value {
    serde_json::json!({
        "lines": l.lines.iter().map(|x| {
            let mut j = super::explain::to_json(&x.explanation);
            j["line"] = x.line.into();
            j
        }).collect::<Vec<_>>(),
        "skipped": l.skipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_lines_are_classified() {
        assert!(is_listing("foo:\n  v_add_u32 v0, v1, v2\n"));
        assert!(!is_listing("int v = lane;\nint r = __shfl(v, 1);"));
        assert!(!is_listing("v_mov_b32_dpp v0, v1 row_shr:1"));
        assert!(is_label(".LBB0_1:                                ; %bb"));
        assert!(!is_label("v_mov_b32 v0, 1 ; x:"));
        assert_eq!(instruction("\tds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1) ; c"), Some("ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,1)"));
        assert_eq!(instruction("  - 1"), None);
        assert_eq!(instruction("amdhsa.target:   amdgcn-amd-amdhsa--gfx942"), None);
    }
}
