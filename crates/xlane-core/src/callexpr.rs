//! A call expression as users type it: `__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)`.
//!
//! The grammar is deliberately tiny: a name (letters, digits, `_`, `.`), then a parenthesised,
//! comma-separated list of arguments. An argument is an integer literal (decimal, `0x` hex,
//! `0b` binary, optionally negative, optionally with a C `u`/`l` suffix), `true`/`false`, or an
//! identifier naming a per-lane value. `xlane lower`, the SVG gallery and xlane-lower's AMDGPU
//! asm reader (`from_asm`) use it; `eval` and `explain` read C snippets (xlane-cli's `snippet`).

use crate::diag::{Diag, Result};
use crate::registry::Builtin;
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};
use std::fmt;

/// One argument as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgExpr {
    /// An integer literal, as its two's-complement bits (so `-1` and `0xffffffffffffffff` agree).
    Int(i64),
    Bool(bool),
    /// A named, non-constant value (`v`, `old`, `mask`).
    Name(String),
}

impl ArgExpr {
    /// The constant's bits, if it is a constant.
    pub fn constant(&self) -> Option<i64> {
        match self {
            ArgExpr::Int(v) => Some(*v),
            ArgExpr::Bool(b) => Some(*b as i64),
            ArgExpr::Name(_) => None,
        }
    }
}

impl fmt::Display for ArgExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgExpr::Int(v) if *v > 9 => write!(f, "{v:#x}"),
            ArgExpr::Int(v) => write!(f, "{v}"),
            ArgExpr::Bool(b) => write!(f, "{b}"),
            ArgExpr::Name(n) => f.write_str(n),
        }
    }
}

/// A parsed call: `name(args…)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallExpr {
    pub name: String,
    pub args: Vec<ArgExpr>,
}

impl fmt::Display for CallExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.name)?;
        for (i, a) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{a}")?;
        }
        f.write_str(")")
    }
}

impl CallExpr {
    /// The arguments as `call::check` wants them: constants become `Arg::Imm` truncated to the
    /// parameter's width (`-1` for an `int` is `0xffffffff`), names become undefined per-lane
    /// values (only their non-constness matters to the check).
    pub fn to_args(&self, b: &Builtin, ty: Option<ElemTy>) -> Vec<Arg> {
        self.args
            .iter()
            .enumerate()
            .map(|(i, a)| match a.constant() {
                Some(v) => {
                    let width = b.params.get(i).map(|p| b.resolve(p.ty, ty)).unwrap_or(ElemTy::I64);
                    Arg::Imm(width.truncate(v as u64))
                }
                None => Arg::Lanes(Lanes::all_undef()),
            })
            .collect()
    }
}

/// Parse `name(arg, …)`. Whitespace is free; a trailing `;` is accepted.
pub fn parse(text: &str) -> Result<CallExpr> {
    let src = text.trim().trim_end_matches(';').trim_end();
    let open = src
        .find('(')
        .ok_or_else(|| Diag::malformed(format!("`{src}` is not a call: no `(`")).with_help("write it as name(arg, …), e.g. __builtin_amdgcn_readlane(v, 3)"))?;
    let name = src[..open].trim();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
        return Err(Diag::malformed(format!("`{name}` is not a builtin name")).with_help("a name uses letters, digits, `_` and `.`"));
    }
    let inner = src[open + 1..].strip_suffix(')').ok_or_else(|| Diag::malformed(format!("`{src}`: the argument list is not closed with `)` at the end")))?;
    let args = if inner.trim().is_empty() { vec![] } else { inner.split(',').enumerate().map(|(i, a)| parse_arg(a.trim(), i + 1)).collect::<Result<_>>()? };
    Ok(CallExpr { name: name.to_string(), args })
}

fn parse_arg(a: &str, pos: usize) -> Result<ArgExpr> {
    let bad = |why: &str| {
        Diag::malformed(format!("argument {pos} `{a}`: {why}")).with_help("an argument is an integer literal (42, -1, 0x111, 0b101), true/false, or a name for a per-lane value")
    };
    match a {
        "" => return Err(bad("empty argument")),
        "true" => return Ok(ArgExpr::Bool(true)),
        "false" => return Ok(ArgExpr::Bool(false)),
        _ => {}
    }
    let first = a.chars().next().unwrap_or(' ');
    if first.is_ascii_alphabetic() || first == '_' {
        return if a.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') { Ok(ArgExpr::Name(a.to_string())) } else { Err(bad("not a plain name")) };
    }
    let (neg, digits) = match a.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, a),
    };
    let digits = digits.trim_end_matches(['u', 'U', 'l', 'L']);
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        (16, h)
    } else if let Some(b) = digits.strip_prefix("0b").or_else(|| digits.strip_prefix("0B")) {
        (2, b)
    } else {
        (10, digits)
    };
    let mag = u64::from_str_radix(&body.replace('_', ""), radix).map_err(|_| bad("not an integer that fits in 64 bits"))?;
    Ok(ArgExpr::Int(if neg { (mag as i64).wrapping_neg() } else { mag as i64 }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_brief_example() {
        let c = parse("__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)").unwrap();
        assert_eq!(c.name, "__builtin_amdgcn_update_dpp");
        assert_eq!(c.args, vec![ArgExpr::Name("old".into()), ArgExpr::Name("v".into()), ArgExpr::Int(0x111), ArgExpr::Int(15), ArgExpr::Int(15), ArgExpr::Bool(false)]);
    }

    #[test]
    fn literals_negative_hex_binary_suffix() {
        let c = parse("llvm.nvvm.shfl.sync.bfly.i32( -1 , v, 0b1, 31u, 0xffffffffffffffff);").unwrap();
        assert_eq!(c.name, "llvm.nvvm.shfl.sync.bfly.i32");
        assert_eq!(c.args[0], ArgExpr::Int(-1));
        assert_eq!(c.args[2], ArgExpr::Int(1));
        assert_eq!(c.args[3], ArgExpr::Int(31));
        assert_eq!(c.args[4], ArgExpr::Int(-1));
        assert!(parse("__nvvm_activemask()").unwrap().args.is_empty());
    }

    #[test]
    fn refusals_are_diagnostics() {
        for bad in ["", "foo", "foo(1,", "foo(1,,2)", "foo(0xzz)", "f-g(1)", "foo(a+b)", "foo(99999999999999999999)"] {
            let e = parse(bad).unwrap_err();
            assert_eq!(e.kind, crate::DiagKind::Malformed, "{bad}");
        }
    }

    #[test]
    fn display_round_trips() {
        let text = "__builtin_amdgcn_ds_swizzle(v, 0x41f)";
        assert_eq!(parse(text).unwrap().to_string(), text);
    }
}
