//! Control-word codecs: DPP16 controls, dpp8 selectors, ds_swizzle offsets and permlane
//! selector pairs, in both directions (value ↔ LLVM assembler text).
//!
//! The text forms are exactly the LLVM AMDGPU assembler's (llvm/docs/AMDGPUModifierSyntax.rst);
//! every example in the unit tests was checked with `llvm-mc-22`.

pub mod dpp;
pub mod dpp8;
pub mod permlane;
pub mod swizzle;

use crate::diag::{Diag, DiagKind, Result};

/// Parse an integer written as decimal, `0x…` hex or `0b…` binary (assembler operands).
pub(crate) fn parse_int(s: &str) -> Option<i64> {
    let s = s.trim();
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r.trim()),
        None => (false, s),
    };
    let v = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()?
    } else if let Some(b) = s.strip_prefix("0b") {
        i64::from_str_radix(b, 2).ok()?
    } else {
        s.parse().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Parse `[a,b,c,...]` into numbers, with the expected count.
pub(crate) fn parse_list(text: &str, n: usize, what: &str) -> Result<Vec<i64>> {
    let t = text.trim();
    let inner = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')).ok_or_else(|| bad(format!("{what}: expected a list `[…]`, got `{text}`")))?;
    let items: Vec<i64> = inner.split(',').map(|x| parse_int(x).ok_or_else(|| bad(format!("{what}: `{}` is not a number", x.trim())))).collect::<Result<_>>()?;
    if items.len() != n {
        return Err(bad(format!("{what}: expected {n} entries, got {}", items.len())));
    }
    Ok(items)
}

pub(crate) fn bad(msg: impl Into<String>) -> Diag {
    Diag::new(DiagKind::Malformed, msg)
}

pub(crate) fn illegal(msg: impl Into<String>) -> Diag {
    Diag::new(DiagKind::IllegalValue, msg)
}
