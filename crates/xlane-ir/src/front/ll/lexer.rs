//! Tokens of LLVM's textual IR (`LLLexer.cpp` in LLVM is the reference for the spelling of
//! identifiers, numbers and strings). Every token keeps its 1-based line for diagnostics.

use super::ParseError;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// `%name`, `%"quoted name"`, `%12`.
    Local(String),
    /// `@name`, `@"quoted"`.
    Global(String),
    /// `!12`, `!name` (metadata reference or named metadata).
    Meta(String),
    /// `#0` (attribute group).
    AttrGroup(u32),
    /// Integer literal (decimal, possibly negative). Kept as i128 so i64 and u64 both fit.
    Int(i128),
    /// A hexadecimal or named float literal, as written: legacy `0x…` (`0xH`, `0xR`, `0xK`,
    /// `0xL`, `0xM` prefixes kept in the text), C99 `±0x1.8p3`, `±inf`, `±qnan`, `±nan(P)`,
    /// `±snan(P)`, LLVM 24's `f0x…` (`floatlit`).
    HexFloat(String),
    /// Decimal float literal with a `.` or exponent, as written (rounded in its type).
    Float(String),
    /// `"…"` (escapes `\XX` decoded).
    Str(Vec<u8>),
    /// `c"…"` string constant.
    CStr(Vec<u8>),
    /// A keyword or bare word: `i32`, `getelementptr`, `nuw`, `x`.
    Word(String),
    /// A label definition `name:` (at the start of a basic block).
    Label(String),
    Punct(char),
    /// `...`
    Ellipsis,
    /// A function body left unlexed (`lex_outside_bodies`): the index of its [`BodySpan`].
    Body(u32),
    Eof,
}

/// A function body that [`lex_outside_bodies`] skipped: the bytes from just after its `{` to
/// its closing `}` (included), and the line of the `{`. [`lex_body`] lexes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BodySpan {
    pub start: usize,
    pub end: usize,
    pub line: u32,
}

#[derive(Debug, Clone)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
}

pub fn lex(src: &str) -> Result<Vec<Token>, ParseError> {
    Ok(lex_from(src, 0, src.len(), 1, false)?.0)
}

/// The tokens of `src` with every function definition's body `{ … }` replaced by one
/// [`Tok::Body`]: the bodies are found by their braces (strings, comments and debug records
/// skipped as the lexer skips them), not lexed. Line numbers are those [`lex`] gives.
pub fn lex_outside_bodies(src: &str) -> Result<(Vec<Token>, Vec<BodySpan>), ParseError> {
    lex_from(src, 0, src.len(), 1, true)
}

/// The tokens of a body [`lex_outside_bodies`] skipped, from the first after its `{` to its
/// closing `}`, with the lines [`lex`] gives them.
pub fn lex_body(src: &str, span: BodySpan) -> Result<Vec<Token>, ParseError> {
    Ok(lex_from(src, span.start, span.end + 1, span.line, false)?.0)
}

/// Where the lexer is in a `define`'s header (only followed with `skip_bodies`): the body's
/// `{` is the first at nesting 0 after the parameter list, which follows the function's name.
#[derive(Clone, Copy, PartialEq)]
enum Header {
    Outside,
    /// Before the `@name` (the return type may hold brackets); the nesting depth.
    BeforeName(i32),
    Named,
    Params(i32),
    AfterParams(i32),
}

impl Header {
    fn next(self, t: &Tok) -> Header {
        let d = match t {
            Tok::Punct('(' | '[' | '{' | '<') => 1,
            Tok::Punct(')' | ']' | '}' | '>') => -1,
            _ => 0,
        };
        match (self, t) {
            (_, Tok::Word(w)) if w == "define" => Header::BeforeName(0),
            (Header::BeforeName(0), Tok::Global(_)) => Header::Named,
            (Header::BeforeName(n), _) => Header::BeforeName(n + d),
            (Header::Named, Tok::Punct('(')) => Header::Params(1),
            (Header::Named, _) => Header::Outside,
            (Header::Params(n), _) if n + d == 0 => Header::AfterParams(0),
            (Header::Params(n), _) => Header::Params(n + d),
            (Header::AfterParams(n), _) => Header::AfterParams(n + d),
            (Header::Outside, _) => Header::Outside,
        }
    }
}

/// From just after a body's `{` at `i`: the index of its closing `}` and the line there.
/// Strings (`"…"`, ending at the next quote as [`lex_string`] reads them, newlines inside not
/// counted), comments and `#dbg_…` records are skipped as [`lex_from`] skips them.
fn skip_body(b: &[u8], mut i: usize, mut line: u32) -> Result<(usize, u32), ParseError> {
    let start_line = line;
    let mut depth = 1u32;
    while i < b.len() {
        match b[i] {
            b'\n' => line += 1,
            b'"' => match b[i + 1..].iter().position(|&c| c == b'"') {
                Some(k) => i += k + 1,
                None => return Err(ParseError::new(line, "unterminated string")),
            },
            b';' => {
                while i + 1 < b.len() && b[i + 1] != b'\n' {
                    i += 1
                }
            }
            b'#' if b[i + 1..].starts_with(b"dbg_") => {
                while i + 1 < b.len() && b[i + 1] != b'\n' {
                    i += 1
                }
            }
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Ok((i, line));
                }
            }
            _ => {}
        }
        i += 1;
    }
    Err(ParseError::new(start_line, "a function body has no closing `}`"))
}

/// Lex `src[from..to]`, whose first byte is on line `line`; with `skip_bodies`, each function
/// definition's body becomes one [`Tok::Body`] (its span in the second result).
fn lex_from(src: &str, from: usize, to: usize, mut line: u32, skip_bodies: bool) -> Result<(Vec<Token>, Vec<BodySpan>), ParseError> {
    let src = &src[..to];
    let b = src.as_bytes();
    let mut i = from;
    let mut out = Vec::with_capacity((to - from) / 4);
    let mut spans = vec![];
    let mut header = Header::Outside;
    let mut seen = 0;
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-');
    while i < b.len() {
        if skip_bodies && out.len() > seen {
            // one token per step: follow the header; a body's `{` starts a skip
            seen = out.len();
            let last: &Token = &out[seen - 1];
            if header == Header::AfterParams(0) && last.tok == Tok::Punct('{') {
                let at = last.line;
                let (end, end_line) = skip_body(b, i, line)?;
                out.pop();
                out.push(Token { tok: Tok::Body(spans.len() as u32), line: at });
                spans.push(BodySpan { start: i, end, line: at });
                seen = out.len();
                i = end + 1;
                line = end_line;
                header = Header::Outside;
                continue;
            }
            header = header.next(&last.tok);
        }
        let c = b[i];
        match c {
            b'\n' => {
                line += 1;
                i += 1;
            }
            b' ' | b'\t' | b'\r' => i += 1,
            b';' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1
                }
            }
            b'%' | b'@' | b'!' | b'#' => {
                i += 1;
                let name = if i < b.len() && b[i] == b'"' {
                    let (s, n) = lex_string(b, i, line)?;
                    i = n;
                    String::from_utf8_lossy(&s).into_owned()
                } else {
                    let st = i;
                    while i < b.len() && (is_ident(b[i]) || (c == b'!' && b[i] == b'\\')) {
                        i += 1
                    }
                    src[st..i].to_string()
                };
                // A debug record (`#dbg_value(…)`, `#dbg_declare`, `#dbg_assign`, `#dbg_label`:
                // LLVM 19+ writes them in place of `llvm.dbg.*` calls, one per line) does not
                // change what the code computes: skip it.
                if c == b'#' && name.starts_with("dbg_") {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1
                    }
                    continue;
                }
                let t = match c {
                    b'%' => Tok::Local(name),
                    b'@' => Tok::Global(name),
                    b'!' => {
                        if name.is_empty() && i < b.len() && b[i] == b'"' {
                            // `!"string"` metadata string: lex the string as a Str after a bare `!`.
                            Tok::Punct('!')
                        } else if name.is_empty() {
                            Tok::Punct('!')
                        } else {
                            Tok::Meta(name)
                        }
                    }
                    _ => Tok::AttrGroup(name.parse().map_err(|_| ParseError::new(line, format!("bad attribute group `#{name}`")))?),
                };
                out.push(Token { tok: t, line });
            }
            b'"' => {
                let (s, n) = lex_string(b, i, line)?;
                i = n;
                // `"name":` is a quoted label definition.
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    out.push(Token { tok: Tok::Label(String::from_utf8_lossy(&s).into_owned()), line });
                } else {
                    out.push(Token { tok: Tok::Str(s), line });
                }
            }
            b'.' if src[i..].starts_with("...") => {
                i += 3;
                out.push(Token { tok: Tok::Ellipsis, line });
            }
            b'-' | b'+' | b'0'..=b'9' => {
                let st = i;
                let signed = matches!(c, b'-' | b'+');
                let unsigned = &src[i + signed as usize..];
                if unsigned.starts_with("0x") {
                    i += signed as usize + 2;
                    while i < b.len() && b[i].is_ascii_alphanumeric() {
                        i += 1
                    }
                    // C99 hexadecimal float: `0x1.8p3`, `0x1p-2`
                    if i < b.len() && b[i] == b'.' {
                        i += 1;
                        while i < b.len() && b[i].is_ascii_alphanumeric() {
                            i += 1
                        }
                    }
                    if matches!(b[i - 1], b'p' | b'P') && i + 1 < b.len() && matches!(b[i], b'+' | b'-') && b[i + 1].is_ascii_digit() {
                        i += 1;
                        while i < b.len() && b[i].is_ascii_digit() {
                            i += 1
                        }
                    }
                    out.push(Token { tok: Tok::HexFloat(src[st..i].to_string()), line });
                    continue;
                }
                // LLVM 24's named values: `+inf`, `-qnan`, `+nan(0x3F)`, `-snan(1)`
                if signed {
                    let word_end = unsigned.find(|ch: char| !ch.is_ascii_alphabetic()).unwrap_or(unsigned.len());
                    let word = &unsigned[..word_end];
                    let with_payload = matches!(word, "nan" | "snan") && unsigned[word_end..].starts_with('(');
                    if matches!(word, "inf" | "qnan") || with_payload {
                        i += 1 + word_end;
                        if with_payload {
                            match src[i..].find(')') {
                                Some(k) => i += k + 1,
                                None => return Err(ParseError::new(line, format!("unterminated NaN payload in `{}`", &src[st..]))),
                            }
                        }
                        out.push(Token { tok: Tok::HexFloat(src[st..i].to_string()), line });
                        continue;
                    }
                }
                i += 1;
                while i < b.len() && (is_ident(b[i]) || b[i] == b'+') {
                    // stop a `-` that is not part of an exponent
                    if (b[i] == b'-' || b[i] == b'+') && !matches!(b[i - 1], b'e' | b'E') {
                        break;
                    }
                    i += 1
                }
                let text = &src[st..i];
                if i < b.len() && b[i] == b':' && text.bytes().all(|c| c.is_ascii_digit()) {
                    i += 1;
                    out.push(Token { tok: Tok::Label(text.to_string()), line });
                } else if text.bytes().all(|c| c.is_ascii_digit()) || (text.len() > 1 && text.starts_with('-') && text[1..].bytes().all(|c| c.is_ascii_digit())) {
                    let v: i128 = text.parse().map_err(|_| ParseError::new(line, format!("bad integer `{text}`")))?;
                    out.push(Token { tok: Tok::Int(v), line });
                } else if text.parse::<f64>().is_ok() && !text.bytes().any(|c| c.is_ascii_alphabetic() && !matches!(c, b'e' | b'E')) {
                    out.push(Token { tok: Tok::Float(text.to_string()), line });
                } else if text.bytes().all(is_ident) && i < b.len() && b[i] == b':' {
                    i += 1;
                    out.push(Token { tok: Tok::Label(text.to_string()), line });
                } else {
                    return Err(ParseError::new(line, format!("bad number `{text}`")));
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'.' => {
                let st = i;
                if c == b'c' && i + 1 < b.len() && b[i + 1] == b'"' {
                    let (s, n) = lex_string(b, i + 1, line)?;
                    i = n;
                    out.push(Token { tok: Tok::CStr(s), line });
                    continue;
                }
                while i < b.len() && is_ident(b[i]) {
                    i += 1
                }
                let w = &src[st..i];
                // LLVM 24's `f0x…`: a float constant's bits in its own format
                if w.len() > 3 && w.starts_with("f0x") && w[3..].bytes().all(|c| c.is_ascii_hexdigit()) {
                    out.push(Token { tok: Tok::HexFloat(w.to_string()), line });
                    continue;
                }
                if i < b.len() && b[i] == b':' {
                    i += 1;
                    out.push(Token { tok: Tok::Label(w.to_string()), line });
                } else {
                    out.push(Token { tok: Tok::Word(w.to_string()), line });
                }
            }
            b'=' | b',' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b'*' | b':' | b'|' => {
                out.push(Token { tok: Tok::Punct(c as char), line });
                i += 1;
            }
            _ => return Err(ParseError::new(line, format!("unexpected character `{}`", c as char))),
        }
    }
    out.push(Token { tok: Tok::Eof, line });
    Ok((out, spans))
}

/// Lex a `"…"` string starting at `i` (the quote). Returns the bytes and the index after it.
fn lex_string(b: &[u8], mut i: usize, line: u32) -> Result<(Vec<u8>, usize), ParseError> {
    i += 1;
    let mut s = Vec::new();
    while i < b.len() && b[i] != b'"' {
        if b[i] == b'\\' && i + 2 < b.len() && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit() {
            let h = std::str::from_utf8(&b[i + 1..i + 3]).unwrap();
            s.push(u8::from_str_radix(h, 16).unwrap());
            i += 3;
        } else if b[i] == b'\\' && i + 1 < b.len() && b[i + 1] == b'\\' {
            s.push(b'\\');
            i += 2;
        } else {
            s.push(b[i]);
            i += 1;
        }
    }
    if i >= b.len() {
        return Err(ParseError::new(line, "unterminated string"));
    }
    Ok((s, i + 1))
}
