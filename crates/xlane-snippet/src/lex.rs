//! Tokens of the snippet language: C's integer/float literals (with suffixes), identifiers
//! and punctuators, with byte spans so that errors can point at a column.

use super::source::Source;
pub use super::source::Span;
use xlane_core::diag::Result;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// An integer literal: value, written in hex/octal (C picks the type differently), suffixes.
    Int {
        value: u64,
        radix: u32,
        unsigned: bool,
        long: bool,
    },
    /// A floating literal; `single` when suffixed `f`.
    Float {
        value: f64,
        single: bool,
    },
    Ident(String),
    Punct(&'static str),
    Eof,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Longest first, so that `<<=` wins over `<<` and `<`.
const PUNCTS: &[&str] = &[
    "<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "::", "+", "-", "*", "/", "%", "&", "|", "^", "~",
    "!", "<", ">", "=", "?", ":", ";", ",", "(", ")", "{", "}", "[", "]", ".",
];

pub fn lex(src: &Source) -> Result<Vec<Token>> {
    let text = src.text.as_bytes();
    let mut i = 0;
    let mut out = vec![];
    while i < text.len() {
        let c = text[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if text[i..].starts_with(b"//") {
            while i < text.len() && text[i] != b'\n' {
                i += 1;
            }
        } else if text[i..].starts_with(b"/*") {
            let start = i;
            i += 2;
            while i < text.len() && !text[i..].starts_with(b"*/") {
                i += 1;
            }
            if i >= text.len() {
                return Err(src.error(Span { start, end: start + 2 }, "unterminated comment", "close it with `*/`"));
            }
            i += 2;
        } else if c.is_ascii_digit() || (c == b'.' && text.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let (tok, end) = number(src, i)?;
            out.push(Token { tok, span: Span { start: i, end } });
            i = end;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_') {
                i += 1;
            }
            // An LLVM intrinsic name is one identifier with its dots, whatever its parts
            // start with: `llvm.nvvm.cp.async.ca.shared.global.16` (a `.16` is no number here).
            if &text[start..i] == b"llvm" && text.get(i) == Some(&b'.') {
                while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_' || text[i] == b'.') {
                    i += 1;
                }
            }
            out.push(Token { tok: Tok::Ident(src.text[start..i].to_string()), span: Span { start, end: i } });
        } else if let Some(p) = PUNCTS.iter().find(|p| text[i..].starts_with(p.as_bytes())) {
            out.push(Token { tok: Tok::Punct(p), span: Span { start: i, end: i + p.len() } });
            i += p.len();
        } else {
            let ch = src.text[i..].chars().next().unwrap_or('?');
            return Err(src.error(
                Span { start: i, end: i + ch.len_utf8() },
                &format!("unexpected character `{ch}`"),
                "snippets use C syntax: declarations, operators, `if`/`else` and builtin calls",
            ));
        }
    }
    out.push(Token { tok: Tok::Eof, span: Span { start: text.len(), end: text.len() } });
    Ok(out)
}

/// Scan one numeric literal starting at `start` (C11 6.4.4.1 integer constants, 6.4.4.2
/// floating constants; hex floats are not accepted).
fn number(src: &Source, start: usize) -> Result<(Tok, usize)> {
    let text = src.text.as_bytes();
    let mut i = start;
    while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'.' || text[i] == b'_') {
        // An exponent sign belongs to the literal: 1e-3.
        i += 1;
        if i < text.len() && (text[i] == b'-' || text[i] == b'+') && matches!(text[i - 1], b'e' | b'E') && !is_hex(&src.text[start..i]) {
            i += 1;
        }
    }
    let lit = &src.text[start..i];
    let span = Span { start, end: i };
    let bad = |why: &str| src.error(span, &format!("malformed number `{lit}`: {why}"), "write e.g. 42, 0x2a, 42u, 1.5f or 1e-3");
    let lower = lit.to_ascii_lowercase();
    let is_float = !is_hex(lit) && (lower.contains('.') || lower.contains('e'));
    if is_float {
        let (body, single) = match lower.strip_suffix('f') {
            Some(b) => (b, true),
            None => (lower.as_str(), false),
        };
        // A `f` literal rounds once, straight to float, as C does (not through a double).
        let value: f64 = if single { body.parse::<f32>().map(f64::from) } else { body.parse() }.map_err(|_| bad("not a floating constant"))?;
        return Ok((Tok::Float { value, single }, i));
    }
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let (digits, suffix) = lower.split_at(digits_end);
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    if suffix.len() != unsigned as usize + longs || longs > 2 || suffix.matches('u').count() > 1 {
        return Err(bad("unknown suffix"));
    }
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let value = u64::from_str_radix(body, radix).map_err(|_| bad("digits out of range, or the value does not fit in 64 bits"))?;
    Ok((Tok::Int { value, radix, unsigned, long: longs > 0 }, i))
}

fn is_hex(lit: &str) -> bool {
    lit.len() > 1 && (lit.starts_with("0x") || lit.starts_with("0X"))
}
