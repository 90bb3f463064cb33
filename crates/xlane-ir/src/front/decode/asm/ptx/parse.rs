//! An inline-PTX template as statements (PTX ISA chapter 4 "Syntax"): `{`/`}` scopes,
//! `.reg` declarations (`.reg .b32 r<4>;` declares r0…r3), and instructions with an optional
//! guard `@p`/`@!p`, a dotted opcode and comma-separated operands. Operands: LLVM's `$N`
//! references (`${N:mod}`), registers and special registers, immediates (decimal, `0x`,
//! `0f…`/`0d…` float bits, decimal floats), addresses `[base+off]`, vectors `{a, b}`, pairs
//! `d|p`, negated predicates `!p`, and the sink `_`.

use crate::front::decode::asm::constraints::split_top;

#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// `$N`: the Nth operand of the asm call.
    Asm(usize),
    /// A declared or special register (`r0`, `%laneid`, `%tid.x`).
    Reg(String),
    Imm(i128),
    /// A floating immediate, kept as its value (`0f3F800000`, `1.5`) and whether it was
    /// written as binary32 bits.
    Float(f64, bool),
    /// `[base + off]`; `base` is `None` for an absolute address.
    Mem(Option<Box<Operand>>, i64),
    Vector(Vec<Operand>),
    Pair(Box<Operand>, Box<Operand>),
    Not(Box<Operand>),
    Sink,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Inst {
    /// `@p` (false) or `@!p` (true).
    pub guard: Option<(Operand, bool)>,
    pub opcode: String,
    pub operands: Vec<Operand>,
    /// The statement's text, for messages.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Stmt {
    Open,
    Close,
    /// `.reg .TYPE names;` with `r<N>` expanded.
    Reg {
        ty: String,
        names: Vec<String>,
    },
    Inst(Inst),
}

/// Replace `$N`/`${N}`/`${N:mod}` with a marker the operand parser reads (`\u{1}N`), and `$$`
/// with `$`; strip `//` and `/* */` comments.
fn preprocess(t: &str) -> Result<String, String> {
    let mut out = String::new();
    let b: Vec<char> = t.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && b.get(i + 1) == Some(&'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '$' {
            match b.get(i + 1) {
                Some('$') => {
                    out.push('$');
                    i += 2;
                }
                Some('{') => {
                    let end = (i..b.len()).find(|&k| b[k] == '}').ok_or("unclosed `${`")?;
                    let inner: String = b[i + 2..end].iter().collect();
                    let n = inner.split(':').next().unwrap_or("");
                    out.push('\u{1}');
                    out.push_str(n.trim());
                    i = end + 1;
                }
                Some(d) if d.is_ascii_digit() => {
                    out.push('\u{1}');
                    i += 1;
                    while i < b.len() && b[i].is_ascii_digit() {
                        out.push(b[i]);
                        i += 1;
                    }
                }
                _ => return Err("a `$` that is not an operand reference".into()),
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
    Ok(out)
}

pub fn parse(template: &str) -> Result<Vec<Stmt>, String> {
    let text = preprocess(template)?;
    let mut stmts = vec![];
    let mut rest = text.as_str();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        if let Some(r) = rest.strip_prefix('{') {
            stmts.push(Stmt::Open);
            rest = r;
            continue;
        }
        if let Some(r) = rest.strip_prefix('}') {
            stmts.push(Stmt::Close);
            rest = r;
            continue;
        }
        // a statement runs to its `;` (vector operands' braces are inside it)
        let end = statement_end(rest).ok_or_else(|| format!("`{}`: missing `;`", rest.trim().replace('\u{1}', "$")))?;
        let s = rest[..end].trim();
        rest = &rest[end + 1..];
        if s.is_empty() {
            continue;
        }
        stmts.push(statement(s)?);
    }
    Ok(stmts)
}

fn statement_end(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices() {
        match c {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ';' if depth <= 0 => return Some(i),
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    None
}

fn statement(s: &str) -> Result<Stmt, String> {
    let shown = s.replace('\u{1}', "$");
    if let Some(r) = s.strip_prefix(".reg") {
        let r = r.trim_start();
        let (ty, names) = r.split_once(char::is_whitespace).ok_or_else(|| format!("`{shown}`: a .reg without names"))?;
        let mut out = vec![];
        for n in names.split(',') {
            let n = n.trim();
            match n.split_once('<') {
                Some((stem, cnt)) => {
                    let k: usize = cnt.trim_end_matches('>').trim().parse().map_err(|_| format!("`{shown}`: bad register count"))?;
                    out.extend((0..k.min(4096)).map(|i| format!("{stem}{i}")));
                }
                None => out.push(n.to_string()),
            }
        }
        return Ok(Stmt::Reg { ty: ty.trim_start_matches('.').to_string(), names: out });
    }
    if s.starts_with('.') {
        return Err(format!("`{shown}`: the directive is not supported inside inline PTX"));
    }
    let mut s = s;
    let mut guard = None;
    if let Some(g) = s.strip_prefix('@') {
        let (p, r) = g.split_once(char::is_whitespace).ok_or_else(|| format!("`{shown}`: a guard without an instruction"))?;
        let (neg, p) = match p.strip_prefix('!') {
            Some(p) => (true, p),
            None => (false, p),
        };
        guard = Some((operand(p)?, neg));
        s = r.trim_start();
    }
    if let Some((label, _)) = s.split_once(':') {
        if !label.contains(char::is_whitespace) && !label.contains("::") && !s.contains("::") {
            return Err(format!("`{shown}`: labels and branches inside inline PTX are not supported"));
        }
    }
    let (opcode, ops) = match s.split_once(char::is_whitespace) {
        Some((o, r)) => (o, r.trim()),
        None => (s, ""),
    };
    let operands = if ops.is_empty() { vec![] } else { split_top(ops).into_iter().map(|o| operand(o.trim())).collect::<Result<_, _>>()? };
    Ok(Stmt::Inst(Inst { guard, opcode: opcode.to_string(), operands, text: shown }))
}

fn int(s: &str) -> Option<i128> {
    let s = s.trim_end_matches(['U', 'u']);
    let (neg, s) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    let v = if let Some(h) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(b) = s.strip_prefix("0b").or_else(|| s.strip_prefix("0B")) {
        i128::from_str_radix(b, 2).ok()?
    } else if s.len() > 1 && s.starts_with('0') && s.bytes().all(|c| c.is_ascii_digit()) {
        i128::from_str_radix(&s[1..], 8).ok()?
    } else if !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()) {
        s.parse().ok()?
    } else {
        return None;
    };
    Some(if neg { -v } else { v })
}

pub(super) fn operand(s: &str) -> Result<Operand, String> {
    let shown = || s.replace('\u{1}', "$");
    if s.is_empty() {
        return Err("an empty operand".into());
    }
    if s == "_" {
        return Ok(Operand::Sink);
    }
    if let Some(inner) = s.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let inner = inner.trim();
        // base + off, base - off, base, off
        let split = inner.char_indices().skip(1).find(|&(_, c)| c == '+' || c == '-').map(|(i, _)| i);
        let (base, off) = match split {
            Some(i) => {
                let off = int(inner[i..].trim_start_matches('+').replace(' ', "").as_str()).ok_or_else(|| format!("`{}`: bad address offset", shown()))?;
                (inner[..i].trim(), off as i64)
            }
            None => (inner, 0),
        };
        if let Some(v) = int(base) {
            return Ok(Operand::Mem(None, v as i64 + off));
        }
        return Ok(Operand::Mem(Some(Box::new(operand(base)?)), off));
    }
    if let Some(inner) = s.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        return Ok(Operand::Vector(split_top(inner).into_iter().map(|o| operand(o.trim())).collect::<Result<_, _>>()?));
    }
    if let Some((a, b)) = s.split_once('|') {
        return Ok(Operand::Pair(Box::new(operand(a.trim())?), Box::new(operand(b.trim())?)));
    }
    if let Some(r) = s.strip_prefix('!') {
        return Ok(Operand::Not(Box::new(operand(r.trim())?)));
    }
    if let Some(n) = s.strip_prefix('\u{1}') {
        return n.parse().map(Operand::Asm).map_err(|_| format!("`{}`: bad operand reference", shown()));
    }
    for (p, single) in [("0f", true), ("0F", true), ("0d", false), ("0D", false)] {
        if let Some(h) = s.strip_prefix(p) {
            let digits = if single { 8 } else { 16 };
            if h.len() == digits && h.bytes().all(|c| c.is_ascii_hexdigit()) {
                let bits = u64::from_str_radix(h, 16).unwrap();
                let v = if single { f32::from_bits(bits as u32) as f64 } else { f64::from_bits(bits) };
                return Ok(Operand::Float(v, single));
            }
        }
    }
    if let Some(v) = int(s) {
        return Ok(Operand::Imm(v));
    }
    if s.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '.') {
        return s.parse::<f64>().map(|v| Operand::Float(v, false)).map_err(|_| format!("`{}`: not a number", shown()));
    }
    if s.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '%' | '.' | '$')) {
        return Ok(Operand::Reg(s.to_string()));
    }
    Err(format!("`{}`: not an operand", shown()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cub_scan_template() {
        let t = "{\n\t.reg .f32 r0;\n\t.reg .pred p;\n\tshfl.sync.up.b32 r0|p, $1, $2, $3, $5;\n\t@p add.f32 r0, r0, $4;\n\tmov.f32 $0, r0;\n}";
        let s = parse(t).unwrap();
        assert_eq!(s.len(), 7);
        assert_eq!(s[1], Stmt::Reg { ty: "f32".into(), names: vec!["r0".into()] });
        let Stmt::Inst(shfl) = &s[3] else { panic!() };
        assert_eq!(shfl.opcode, "shfl.sync.up.b32");
        assert_eq!(shfl.operands[0], Operand::Pair(Box::new(Operand::Reg("r0".into())), Box::new(Operand::Reg("p".into()))));
        assert_eq!(shfl.operands[4], Operand::Asm(5));
        let Stmt::Inst(add) = &s[4] else { panic!() };
        assert_eq!(add.guard, Some((Operand::Reg("p".into()), false)));
    }

    #[test]
    fn operands() {
        assert_eq!(operand("[\u{1}1+8]").unwrap(), Operand::Mem(Some(Box::new(Operand::Asm(1))), 8));
        assert_eq!(operand("[r1-4]").unwrap(), Operand::Mem(Some(Box::new(Operand::Reg("r1".into()))), -4));
        assert_eq!(operand("{lo, hi}").unwrap(), Operand::Vector(vec![Operand::Reg("lo".into()), Operand::Reg("hi".into())]));
        assert_eq!(operand("0f3F800000").unwrap(), Operand::Float(1.0, true));
        assert_eq!(operand("0xffffffff").unwrap(), Operand::Imm(0xffff_ffff));
        assert_eq!(operand("-1").unwrap(), Operand::Imm(-1));
        assert_eq!(operand("%tid.x").unwrap(), Operand::Reg("%tid.x".into()));
        assert_eq!(operand("!p").unwrap(), Operand::Not(Box::new(Operand::Reg("p".into()))));
        assert_eq!(parse(".reg .b32 r<3>;").unwrap(), vec![Stmt::Reg { ty: "b32".into(), names: vec!["r0".into(), "r1".into(), "r2".into()] }]);
        assert_eq!(parse("${0:x} $$").unwrap_err(), "`$0 $`: missing `;`".to_string());
        assert!(parse("L1: bra L1;").is_err());
    }
}
