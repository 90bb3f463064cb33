//! Recursive-descent parser for the subset of LLVM's textual IR that clang-22 emits for
//! `amdgcn-amd-amdhsa` and `nvptx64-nvidia-cuda` (grammar per LLVM's LangRef and
//! `LLParser.cpp`). Metadata and attributes are skipped except the few that carry meaning
//! here (`!DILocation` lines, `amdhsa_code_object_version`, `target-cpu`/`target-features`).

use std::collections::HashMap;

use super::ast::*;
use super::bounds;
use super::lexer::{self, lex, Tok, Token};
use super::ParseError;

pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    let toks = lex(src)?;
    let pending = named_type_bodies(&toks);
    let mut p = Parser { toks, spans: vec![], pos: 0, types: HashMap::new(), pending, m: Module::default(), depth: 0 };
    p.module()?;
    super::verify::module(&p.m, src)?;
    Ok(p.m)
}

/// A module parsed but for its functions' bodies (each definition keeps its
/// `Function::lazy_body`), with the named types the bodies will need: `ll::lazy`.
pub struct Headers {
    pub module: Module,
    types: HashMap<String, Type>,
}

/// Parse everything of `src` but the function bodies (found by their braces, not lexed:
/// `lexer::lex_outside_bodies`). Not verified: `ll::lazy` verifies what it keeps.
pub fn parse_headers(src: &str) -> Result<Headers, ParseError> {
    let (toks, spans) = lexer::lex_outside_bodies(src)?;
    let pending = named_type_bodies(&toks);
    let mut p = Parser { toks, spans, pos: 0, types: HashMap::new(), pending, m: Module::default(), depth: 0 };
    p.module()?;
    Ok(Headers { module: p.m, types: p.types })
}

impl Headers {
    /// The blocks of `f`'s body from its lexed tokens (`lexer::lex_body`), parsed as
    /// [`parse_module`] parses a body in place: the same errors at the same lines.
    pub fn parse_body(&self, f: &Function, toks: Vec<Token>) -> Result<Vec<Block>, ParseError> {
        let mut p = Parser { toks, spans: vec![], pos: 0, types: self.types.clone(), pending: HashMap::new(), m: Module::default(), depth: 0 };
        let blocks = p.body(f)?;
        match p.peek() {
            Tok::Eof => Ok(blocks),
            t => p.err(format!("unexpected {} after the body of `@{}`", describe(t), f.name)),
        }
    }
}

struct Parser {
    toks: Vec<Token>,
    /// The bodies `lexer::lex_outside_bodies` skipped, by `Tok::Body` index.
    spans: Vec<lexer::BodySpan>,
    pos: usize,
    types: HashMap<String, Type>,
    /// Token index of each `%T = type BODY` body not parsed yet: a struct may name a type
    /// defined further down (LangRef "Structure Types": identified types may be used before
    /// their definition; clang-22 lists `%struct.Outer` before `%struct.Inner`).
    pending: HashMap<String, usize>,
    m: Module,
    /// Nesting of types and constants being parsed (bounded: deep nesting would overflow
    /// the stack here and in every pass that walks a type).
    depth: u32,
}

/// The deepest nesting of types or constants a module may have.
const MAX_NESTING: u32 = 256;

/// Where each named type's body starts: the token after `%T = type`.
fn named_type_bodies(toks: &[Token]) -> HashMap<String, usize> {
    let mut out = HashMap::new();
    for (i, w) in toks.windows(3).enumerate() {
        if let (Tok::Local(n), Tok::Punct('='), Tok::Word(t)) = (&w[0].tok, &w[1].tok, &w[2].tok) {
            if t == "type" {
                out.entry(n.clone()).or_insert(i + 3);
            }
        }
    }
    out
}

type R<T> = Result<T, ParseError>;

/// Words that may appear between `define`/`declare` and the return type, or before a global's
/// `global`/`constant` keyword.
const LINKAGE_ETC: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "dso_local",
    "dso_preemptable",
    "unnamed_addr",
    "local_unnamed_addr",
    "thread_local",
    "externally_initialized",
    "amdgpu_kernel",
    "ptx_kernel",
    "ptx_device",
    "spir_kernel",
    "spir_func",
    "amdgpu_gfx",
    "amdgpu_cs",
    "fastcc",
    "ccc",
    "coldcc",
];

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }
    fn line(&self) -> u32 {
        self.toks[self.pos].line
    }
    fn next(&mut self) -> Tok {
        let t = self.toks[self.pos].tok.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        Err(ParseError::new(self.line(), msg))
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn is_punct(&self, c: char) -> bool {
        *self.peek() == Tok::Punct(c)
    }
    fn eat_punct(&mut self, c: char) -> bool {
        if self.is_punct(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    fn expect_punct(&mut self, c: char) -> R<()> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            self.err(format!("expected `{c}`, found {}", describe(self.peek())))
        }
    }
    fn expect_word(&mut self, w: &str) -> R<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(format!("expected `{w}`, found {}", describe(self.peek())))
        }
    }
    fn word(&mut self) -> R<String> {
        match self.next() {
            Tok::Word(w) => Ok(w),
            t => {
                self.pos -= 1;
                self.err(format!("expected a keyword, found {}", describe(&t)))
            }
        }
    }
    fn int(&mut self) -> R<i128> {
        match self.next() {
            Tok::Int(v) => Ok(v),
            t => {
                self.pos -= 1;
                self.err(format!("expected an integer, found {}", describe(&t)))
            }
        }
    }
    /// A number checked by one of [`bounds`]' rules, bare or in parentheses (`align 4`,
    /// `align(4)`); a refusal is malformed IR at the number's line.
    fn bounded<T>(&mut self, check: impl FnOnce(i128) -> Result<T, bounds::Refusal>) -> R<T> {
        let paren = self.eat_punct('(');
        let line = self.line();
        let v = check(self.int()?).map_err(|(m, h)| ParseError::new(line, m).with_help(h))?;
        if paren {
            self.expect_punct(')')?;
        }
        Ok(v)
    }
    /// `align N` of an instruction or a global, kept in 32 bits.
    fn align32(&mut self) -> R<u32> {
        let line = self.line();
        match self.bounded(bounds::align32)? {
            Ok(a) => Ok(a),
            Err((m, h)) => Err(ParseError::unsupported(line, m).with_help(h)),
        }
    }
    fn local(&mut self) -> R<String> {
        match self.next() {
            Tok::Local(v) => Ok(v),
            t => {
                self.pos -= 1;
                self.err(format!("expected a `%name`, found {}", describe(&t)))
            }
        }
    }
    /// Skip a balanced group starting at the current open bracket.
    fn skip_balanced(&mut self) -> R<()> {
        let mut depth = 0i32;
        loop {
            match self.next() {
                Tok::Punct('(' | '[' | '{' | '<') => depth += 1,
                Tok::Punct(')' | ']' | '}' | '>') => {
                    depth -= 1;
                    if depth <= 0 {
                        return Ok(());
                    }
                }
                Tok::Eof => return self.err("unbalanced brackets"),
                _ => {}
            }
        }
    }

    // ---------------------------------------------------------------- module level

    fn module(&mut self) -> R<()> {
        loop {
            let line = self.line();
            match self.peek().clone() {
                Tok::Eof => return Ok(()),
                Tok::Word(w) => match w.as_str() {
                    "target" => {
                        self.next();
                        let which = self.word()?;
                        self.expect_punct('=')?;
                        let s = self.string()?;
                        if which == "datalayout" {
                            self.m.datalayout = s;
                        } else {
                            self.m.triple = s;
                        }
                    }
                    "source_filename" => {
                        self.next();
                        self.expect_punct('=')?;
                        self.string()?;
                    }
                    "define" | "declare" => {
                        let f = self.function()?;
                        self.m.functions.push(f);
                    }
                    "attributes" => self.attr_group()?,
                    "module" => {
                        // module asm "…"
                        self.next();
                        self.next();
                        self.string()?;
                    }
                    // `$name = comdat any`: linker deduplication, no meaning for one module
                    w if w.starts_with('$') => {
                        self.next();
                        self.expect_punct('=')?;
                        self.expect_word("comdat")?;
                        self.word()?;
                    }
                    _ => return self.err(format!("unsupported top-level entity `{w}`")),
                },
                Tok::Local(name) => {
                    // %T = type …
                    self.next();
                    self.expect_punct('=')?;
                    self.expect_word("type")?;
                    if self.eat_word("opaque") {
                        self.types.insert(name, Type::Struct(vec![], false));
                    } else {
                        let t = self.ty()?;
                        self.pending.remove(&name);
                        self.types.insert(name, t);
                    }
                }
                Tok::Global(name) => {
                    self.next();
                    self.expect_punct('=')?;
                    let g = self.global_var(name, line)?;
                    if let Some(g) = g {
                        self.m.globals.push(g);
                    }
                }
                Tok::Meta(_) | Tok::Punct('!') => self.metadata_def()?,
                t => return self.err(format!("unexpected {} at top level", describe(&t))),
            }
        }
    }

    fn string(&mut self) -> R<String> {
        match self.next() {
            Tok::Str(s) => Ok(String::from_utf8_lossy(&s).into_owned()),
            t => {
                self.pos -= 1;
                self.err(format!("expected a string, found {}", describe(&t)))
            }
        }
    }

    fn attr_group(&mut self) -> R<()> {
        self.next();
        let id = match self.next() {
            Tok::AttrGroup(n) => n,
            t => return self.err(format!("expected `#N`, found {}", describe(&t))),
        };
        self.expect_punct('=')?;
        self.expect_punct('{')?;
        let mut kv = vec![];
        loop {
            match self.next() {
                Tok::Punct('}') => break,
                Tok::Str(k) => {
                    let k = String::from_utf8_lossy(&k).into_owned();
                    if self.eat_punct('=') {
                        let v = self.string()?;
                        kv.push((k, v));
                    } else {
                        kv.push((k, String::new()));
                    }
                }
                Tok::Punct('(') => {
                    self.pos -= 1;
                    self.skip_balanced()?;
                }
                Tok::Eof => return self.err("unterminated attribute group"),
                _ => {}
            }
        }
        self.m.attr_groups.insert(id, kv);
        Ok(())
    }

    /// `!N = [distinct] !{…}` / `!DIThing(…)`, or `!name = !{…}`. Only DILocation lines and the
    /// code-object-version flag are kept.
    fn metadata_def(&mut self) -> R<()> {
        let name = match self.next() {
            Tok::Meta(n) => n,
            _ => return self.err("expected a metadata name"),
        };
        self.expect_punct('=')?;
        self.eat_word("distinct");
        match self.next() {
            Tok::Punct('!') => {
                // !{ … }
                let start = self.pos;
                self.skip_balanced()?;
                let body = &self.toks[start..self.pos];
                // `!{!"text"}` (the lexer reads `!"text"` as a metadata name)
                if let [Token { tok: Tok::Punct('{'), .. }, Token { tok: Tok::Meta(text), .. }, Token { tok: Tok::Punct('}'), .. }] = body {
                    self.m.meta_strings.insert(name.clone(), text.clone());
                }
                // a module flag: `!{i32 BEHAVIOR, !"name", i32 VALUE}`
                if let [_, Token { tok: Tok::Word(t1), .. }, Token { tok: Tok::Int(_), .. }, Token { tok: Tok::Punct(','), .. }, Token { tok: Tok::Meta(flag), .. }, Token { tok: Tok::Punct(','), .. }, Token { tok: Tok::Word(t2), .. }, Token { tok: Tok::Int(v), .. }, _] =
                    body
                {
                    if t1.starts_with('i') && t2.starts_with('i') {
                        self.m.int_flags.insert(flag.clone(), *v as i64);
                    }
                }
                if let Some(i) = body.iter().position(|t| t.tok == Tok::Meta("amdhsa_code_object_version".into())) {
                    if let Some(Token { tok: Tok::Int(v), .. }) = body.get(i + 3) {
                        self.m.code_object_version = Some(*v as u32);
                    }
                }
            }
            Tok::Meta(kind) => {
                let start = self.pos;
                self.skip_balanced()?;
                if super::debug::KEPT.contains(&kind.as_str()) {
                    let node = debug_node(&kind, &self.toks[start..self.pos]);
                    self.m.debug.insert(name.clone(), node);
                }
                if kind == "DILocation" {
                    let body = &self.toks[start..self.pos];
                    if let Some(i) = body.iter().position(|t| t.tok == Tok::Label("line".into())) {
                        if let Some(Token { tok: Tok::Int(v), .. }) = body.get(i + 1) {
                            self.m.dbg_lines.insert(name, *v as u32);
                        }
                    }
                }
            }
            t => return self.err(format!("unsupported metadata {}", describe(&t))),
        }
        Ok(())
    }

    fn global_var(&mut self, name: String, line: u32) -> R<Option<GlobalVar>> {
        let mut addrspace = 0;
        let mut external = false;
        loop {
            if self.is_word("addrspace") {
                addrspace = self.addrspace()?;
            } else if let Tok::Word(w) = self.peek() {
                if w == "external" || w == "extern_weak" {
                    external = true;
                }
                if LINKAGE_ETC.contains(&w.as_str()) {
                    self.next();
                    continue;
                }
                break;
            } else {
                break;
            }
        }
        let constant = match self.word()?.as_str() {
            "global" => false,
            "constant" => true,
            "alias" | "ifunc" => return Err(ParseError::unsupported(self.line(), "global aliases are not supported")),
            w => return self.err(format!("expected `global` or `constant`, found `{w}`")),
        };
        let ty = self.ty()?;
        let init = if external { None } else { Some(self.constant(&ty)?) };
        let mut align = 1;
        while self.eat_punct(',') {
            if self.eat_word("align") {
                align = self.align32()?;
            } else if self.eat_word("section") || self.eat_word("partition") {
                self.string()?;
            } else if self.eat_word("comdat") {
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            } else if matches!(self.peek(), Tok::Meta(_)) {
                self.next();
                self.next();
            } else {
                return self.err(format!("unexpected {} in global `@{name}`", describe(self.peek())));
            }
        }
        // Attribute groups on globals (`#0`).
        while matches!(self.peek(), Tok::AttrGroup(_)) {
            self.next();
        }
        Ok(Some(GlobalVar { name, ty, addrspace, init, constant, align, line }))
    }

    fn addrspace(&mut self) -> R<u32> {
        self.expect_word("addrspace")?;
        self.expect_punct('(')?;
        let line = self.line();
        let n = match self.next() {
            Tok::Int(n) => bounds::addrspace(n).map_err(|(m, h)| ParseError::new(line, m).with_help(h))?,
            // addrspace("A") / ("G") names from the datalayout: AMDGPU alloca is 5, globals 1.
            Tok::Str(s) if s == b"A" => 5,
            Tok::Str(s) if s == b"G" => 1,
            Tok::Str(_) => 0,
            t => return self.err(format!("bad address space {}", describe(&t))),
        };
        self.expect_punct(')')?;
        Ok(n)
    }

    // ---------------------------------------------------------------- types

    fn is_type_start(&self) -> bool {
        match self.peek() {
            Tok::Word(w) => {
                matches!(w.as_str(), "void" | "half" | "bfloat" | "float" | "double" | "ptr" | "label" | "metadata" | "token" | "x86_fp80" | "fp128" | "ppc_fp128")
                    || (w.starts_with('i') && w.len() > 1 && w[1..].bytes().all(|c| c.is_ascii_digit()))
            }
            Tok::Punct('<' | '[' | '{') => true,
            Tok::Local(n) => self.types.contains_key(n),
            _ => false,
        }
    }

    fn ty(&mut self) -> R<Type> {
        self.nested(|p| p.ty_inner())
    }

    /// Run `f` one nesting level deeper, refusing input nested more than `MAX_NESTING` deep.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        if self.depth >= MAX_NESTING {
            return Err(ParseError::unsupported(self.line(), format!("types or constants nested more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn ty_inner(&mut self) -> R<Type> {
        let line = self.line();
        let t = match self.next() {
            Tok::Word(w) => match w.as_str() {
                "void" => Type::Void,
                "half" => Type::Half,
                "bfloat" => Type::BFloat,
                "float" => Type::Float,
                "double" => Type::Double,
                "label" => Type::Label,
                "metadata" => Type::Metadata,
                "token" => Type::Token,
                "ptr" => {
                    if self.is_word("addrspace") {
                        Type::Ptr(self.addrspace()?)
                    } else {
                        Type::Ptr(0)
                    }
                }
                w if w.starts_with('i') && w[1..].parse::<u32>().is_ok() => {
                    let b: u32 = w[1..].parse().unwrap();
                    if b == 0 || b > 64 {
                        return Err(ParseError::unsupported(line, format!("integer type `{w}` is not supported (widths 1 to 64 are)")));
                    }
                    Type::Int(b)
                }
                w => return Err(ParseError::new(line, format!("unsupported type `{w}`"))),
            },
            Tok::Punct('<') => {
                if self.is_punct('{') {
                    let t = self.struct_body(true)?;
                    self.expect_punct('>')?;
                    t
                } else {
                    if self.eat_word("vscale") {
                        return Err(ParseError::unsupported(line, "scalable vectors are not supported"));
                    }
                    let n = self.int()?;
                    if !(1..=super::verify::MAX_VALUE_COMPONENTS as i128).contains(&n) {
                        return Err(if n < 1 {
                            ParseError::new(line, format!("vector width {n}: a vector has at least one element"))
                        } else {
                            ParseError::unsupported(
                                line,
                                format!("a vector of {n} elements; the runner keeps at most {} components per value", super::verify::MAX_VALUE_COMPONENTS),
                            )
                        });
                    }
                    self.expect_word("x")?;
                    let e = self.ty()?;
                    self.expect_punct('>')?;
                    Type::Vector(n as u32, Box::new(e))
                }
            }
            Tok::Punct('[') => {
                let n = self.int()?;
                if !(0..=u64::MAX as i128).contains(&n) {
                    return Err(ParseError::new(line, format!("array length {n}: an array has 0 or more elements")));
                }
                let n = n as u64;
                self.expect_word("x")?;
                let e = self.ty()?;
                self.expect_punct(']')?;
                Type::Array(n, Box::new(e))
            }
            Tok::Punct('{') => {
                self.pos -= 1;
                self.struct_body(false)?
            }
            Tok::Local(n) => self.named_type(&n, line)?,
            t => return Err(ParseError::new(line, format!("expected a type, found {}", describe(&t)))),
        };
        // Old-style function pointer types `T (args)*` are not emitted by clang-22.
        Ok(t)
    }

    /// A named type, parsing its definition first when it comes later in the module.
    fn named_type(&mut self, n: &str, line: u32) -> R<Type> {
        if let Some(t) = self.types.get(n) {
            return Ok(t.clone());
        }
        // Removing the entry first makes a type that contains itself an error, not a loop.
        let Some(at) = self.pending.remove(n) else {
            return Err(ParseError::new(line, format!("unknown type `%{n}`")));
        };
        let resume = std::mem::replace(&mut self.pos, at);
        let t = if self.eat_word("opaque") { Ok(Type::Struct(vec![], false)) } else { self.ty() };
        self.pos = resume;
        let t = t?;
        self.types.insert(n.to_string(), t.clone());
        Ok(t)
    }

    fn struct_body(&mut self, packed: bool) -> R<Type> {
        self.expect_punct('{')?;
        let mut fs = vec![];
        if !self.eat_punct('}') {
            loop {
                fs.push(self.ty()?);
                if self.eat_punct('}') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(Type::Struct(fs, packed))
    }

    // ---------------------------------------------------------------- constants and values

    fn constant(&mut self, ty: &Type) -> R<Const> {
        self.nested(|p| p.constant_inner(ty))
    }

    fn constant_inner(&mut self, ty: &Type) -> R<Const> {
        let line = self.line();
        Ok(match self.next() {
            Tok::Int(v) => Const::Int(v as u128),
            Tok::Float(f) => Const::Float(super::floatlit::decimal(ty, &f).map_err(|m| ParseError::new(line, m))?),
            Tok::HexFloat(s) => Const::Float(super::floatlit::hex(ty, &s).map_err(|m| ParseError::new(line, m))?),
            Tok::CStr(b) => Const::Bytes(b),
            Tok::Global(g) => Const::Global(g),
            Tok::Word(w) => match w.as_str() {
                "true" => Const::Int(1),
                "false" => Const::Int(0),
                "null" | "none" => Const::Null,
                "undef" => Const::Undef,
                "poison" => Const::Poison,
                "zeroinitializer" => Const::Zero,
                "splat" => {
                    self.expect_punct('(')?;
                    let et = self.ty()?;
                    let c = self.constant(&et)?;
                    self.expect_punct(')')?;
                    Const::Splat(Box::new((et, c)))
                }
                "getelementptr" => {
                    while self.eat_word("inbounds") || self.eat_word("nuw") || self.eat_word("nusw") {}
                    if self.is_word("inrange") {
                        self.next();
                        self.skip_balanced()?;
                    }
                    self.expect_punct('(')?;
                    let src = self.ty()?;
                    self.expect_punct(',')?;
                    let base = self.operand()?;
                    let mut idx = vec![];
                    while self.eat_punct(',') {
                        idx.push(self.operand()?);
                    }
                    self.expect_punct(')')?;
                    Const::Expr(Box::new(ConstExpr::Gep(src, base, idx)))
                }
                w if cast_op(w).is_some() => {
                    self.expect_punct('(')?;
                    let from = self.operand()?;
                    self.expect_word("to")?;
                    let to = self.ty()?;
                    self.expect_punct(')')?;
                    Const::Expr(Box::new(ConstExpr::Cast(cast_op(w).unwrap(), from, to)))
                }
                w if bin_op(w).is_some() => {
                    while self.eat_word("nuw") || self.eat_word("nsw") {}
                    self.expect_punct('(')?;
                    let a = self.operand()?;
                    self.expect_punct(',')?;
                    let b = self.operand()?;
                    self.expect_punct(')')?;
                    Const::Expr(Box::new(ConstExpr::Bin(bin_op(w).unwrap(), a, b)))
                }
                w => return Err(ParseError::new(line, format!("unsupported constant `{w}`"))),
            },
            Tok::Punct(open @ ('<' | '[' | '{')) => {
                let close = match open {
                    '<' => '>',
                    '[' => ']',
                    _ => '}',
                };
                // Packed struct constant `<{ … }>`.
                let packed = open == '<' && self.is_punct('{');
                if packed {
                    self.next();
                }
                let mut es = vec![];
                let end = if packed { '}' } else { close };
                if !self.eat_punct(end) {
                    loop {
                        let t = self.ty()?;
                        let c = self.constant(&t)?;
                        es.push((t, c));
                        if self.eat_punct(end) {
                            break;
                        }
                        self.expect_punct(',')?;
                    }
                }
                if packed {
                    self.expect_punct('>')?;
                }
                Const::Agg(es)
            }
            t => return Err(ParseError::new(line, format!("expected a constant, found {}", describe(&t)))),
        })
    }

    fn value(&mut self, ty: &Type) -> R<Value> {
        if let Tok::Local(n) = self.peek() {
            let n = n.clone();
            self.next();
            return Ok(Value::Local(n));
        }
        if matches!(self.peek(), Tok::Word(w) if w == "asm") {
            return self.err("inline assembly operands are not supported");
        }
        Ok(Value::Const(self.constant(ty)?))
    }

    /// `TYPE [param attrs] VALUE`.
    fn operand(&mut self) -> R<Operand> {
        let ty = self.ty()?;
        self.skip_param_attrs()?;
        let val = self.value(&ty)?;
        Ok(Operand { ty, val })
    }

    /// Parameter/return attributes (`noundef`, `align 4`, `range(i32 0, 5)`, `byval(%T)`…).
    /// Returns the type of a `byval`/`byref` attribute.
    fn skip_param_attrs(&mut self) -> R<Option<Type>> {
        let mut byval = None;
        loop {
            let Tok::Word(w) = self.peek().clone() else { return Ok(byval) };
            // A constant expression starts the value: casts, and the binary operators LLVM 22
            // still allows in constants (`add`/`sub`/`xor`…; HIP printf computes a string
            // length as `i64 add (i64 ptrtoint (…), …)`).
            if self.is_type_start()
                || matches!(w.as_str(), "true" | "false" | "null" | "undef" | "poison" | "zeroinitializer" | "splat" | "getelementptr" | "asm")
                || cast_op(&w).is_some()
                || bin_op(&w).is_some()
            {
                return Ok(byval);
            }
            self.next();
            match w.as_str() {
                "align" => {
                    self.bounded(bounds::align)?;
                }
                "alignstack" => {
                    self.bounded(bounds::stack_align)?;
                }
                "dereferenceable" | "dereferenceable_or_null" => {
                    self.bounded(|n| bounds::deref_bytes(&w, n))?;
                }
                "addrspace" => {
                    self.pos -= 1;
                    self.addrspace()?;
                }
                "byval" | "byref" | "sret" | "preallocated" | "inalloca" | "elementtype" => {
                    if self.eat_punct('(') {
                        let t = self.ty()?;
                        self.expect_punct(')')?;
                        if w == "byval" || w == "byref" {
                            byval = Some(t);
                        }
                    }
                }
                _ => {
                    if self.is_punct('(') {
                        self.skip_balanced()?;
                    }
                }
            }
        }
    }

    // ---------------------------------------------------------------- functions

    fn function(&mut self) -> R<Function> {
        let line = self.line();
        let is_def = self.word()? == "define";
        let mut cconv = None;
        // `declare !dbg !442 …`: a declaration's debug attachment comes before its linkage
        while let Tok::Meta(_) = self.peek() {
            self.next();
            if let Tok::Meta(_) = self.peek() {
                self.next();
            }
        }
        while let Tok::Word(w) = self.peek().clone() {
            if LINKAGE_ETC.contains(&w.as_str()) {
                if w.starts_with("amdgpu") || w.starts_with("ptx") || w.starts_with("spir") {
                    cconv = Some(w.clone());
                }
                self.next();
            } else if w.starts_with("cc") {
                self.next();
                if self.is_punct('(') {
                    self.skip_balanced()?;
                }
            } else {
                break;
            }
        }
        self.skip_param_attrs()?;
        let ret = self.ty()?;
        let name = match self.next() {
            Tok::Global(n) => n,
            t => return self.err(format!("expected a function name, found {}", describe(&t))),
        };
        self.expect_punct('(')?;
        let mut params = vec![];
        let mut vararg = false;
        if !self.eat_punct(')') {
            loop {
                if matches!(self.peek(), Tok::Ellipsis) {
                    self.next();
                    vararg = true;
                } else {
                    let ty = self.ty()?;
                    let byval = self.skip_param_attrs()?;
                    let pname = if let Tok::Local(n) = self.peek() {
                        let n = n.clone();
                        self.next();
                        n
                    } else {
                        String::new()
                    };
                    params.push(Param { ty, name: pname, byval });
                }
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        // Function attributes, section, align, personality, metadata attachments.
        let mut attr_group = None;
        loop {
            match self.peek().clone() {
                Tok::AttrGroup(n) => {
                    attr_group = Some(n);
                    self.next();
                }
                Tok::Word(w) if !matches!(w.as_str(), "define" | "declare" | "attributes" | "target" | "source_filename" | "module") => {
                    self.next();
                    if w == "align" {
                        self.bounded(bounds::align)?;
                    } else if w == "alignstack" {
                        self.bounded(bounds::stack_align)?;
                    } else if w == "addrspace" {
                        self.pos -= 1;
                        self.addrspace()?;
                    } else if self.is_punct('(') {
                        self.skip_balanced()?;
                    } else if matches!(w.as_str(), "section" | "partition" | "gc") {
                        self.string()?;
                    }
                }
                Tok::Meta(_) => {
                    self.next();
                    self.next();
                }
                Tok::Str(_) => {
                    self.next();
                    if self.eat_punct('=') {
                        self.string()?;
                    }
                }
                _ => break,
            }
        }
        let mut f = Function { name, ret, params, vararg, cconv, attr_group, blocks: vec![], line, lazy_body: None };
        if let (true, Tok::Body(k)) = (is_def, self.peek()) {
            f.lazy_body = self.spans.get(*k as usize).copied();
            self.next();
        } else if is_def {
            self.expect_punct('{')?;
            f.blocks = self.body(&f)?;
        }
        Ok(f)
    }

    fn body(&mut self, f: &Function) -> R<Vec<Block>> {
        let mut blocks: Vec<Block> = vec![];
        // The entry block's implicit name is the next unnamed number after the arguments.
        let unnamed_args = f.params.iter().filter(|p| p.name.parse::<u32>().is_ok()).count();
        let mut cur = Block { name: unnamed_args.to_string(), insts: vec![] };
        let mut started = false;
        loop {
            match self.peek().clone() {
                Tok::Punct('}') => {
                    self.next();
                    if started || !cur.insts.is_empty() {
                        blocks.push(cur);
                    }
                    return Ok(blocks);
                }
                Tok::Label(l) => {
                    self.next();
                    if started || !cur.insts.is_empty() {
                        blocks.push(std::mem::replace(&mut cur, Block { name: l, insts: vec![] }));
                    } else {
                        cur.name = l;
                    }
                    started = true;
                }
                Tok::Eof => return self.err(format!("function `@{}` has no closing `}}`", f.name)),
                _ => {
                    let i = self.inst()?;
                    cur.insts.push(i);
                    started = true;
                }
            }
        }
    }

    fn inst(&mut self) -> R<Inst> {
        let line = self.line();
        let result = if let (Tok::Local(n), Tok::Punct('=')) = (self.peek().clone(), self.peek_at(1).clone()) {
            self.pos += 2;
            Some(n)
        } else {
            None
        };
        let op = self.word()?;
        let kind = self.inst_kind(&op, line)?;
        // Trailing metadata attachments: `, !dbg !12, !tbaa !5`.
        let mut dbg = None;
        while self.is_punct(',') && matches!(self.peek_at(1), Tok::Meta(_)) {
            self.next();
            let Tok::Meta(k) = self.next() else { unreachable!() };
            match self.next() {
                Tok::Meta(v) => {
                    if k == "dbg" {
                        dbg = Some(v);
                    }
                }
                Tok::Punct('!') => {
                    self.skip_balanced()?;
                }
                t => return self.err(format!("bad metadata attachment {}", describe(&t))),
            }
        }
        Ok(Inst { result, kind, line, dbg })
    }

    /// Skip flags, returning the poison-generating ones (LangRef: nuw, nsw, exact, disjoint,
    /// nneg) as [`crate::front::ll::ast::flags`] bits.
    fn skip_flags(&mut self) -> u8 {
        let mut f = 0;
        while let Tok::Word(w) = self.peek() {
            f |= match w.as_str() {
                "nuw" => flags::NUW,
                "nsw" => flags::NSW,
                "exact" => flags::EXACT,
                "disjoint" => flags::DISJOINT,
                "nneg" => flags::NNEG,
                "samesign" => flags::SAMESIGN,
                "contract" => flags::CONTRACT,
                "fast" => flags::CONTRACT | flags::REASSOC,
                "reassoc" => flags::REASSOC,
                _ => 0,
            };
            if matches!(
                w.as_str(),
                "nuw"
                    | "nsw"
                    | "exact"
                    | "disjoint"
                    | "nneg"
                    | "samesign"
                    | "fast"
                    | "nnan"
                    | "ninf"
                    | "nsz"
                    | "arcp"
                    | "contract"
                    | "afn"
                    | "reassoc"
                    | "inbounds"
                    | "nusw"
                    | "volatile"
                    | "weak"
                    | "tail"
                    | "musttail"
                    | "notail"
                    | "atomic"
            ) {
                self.next();
            } else {
                break;
            }
        }
        f
    }

    fn label_ref(&mut self) -> R<String> {
        self.expect_word("label")?;
        self.local()
    }

    /// `, align N` and atomic orderings/syncscope after a memory operation.
    fn mem_tail(&mut self) -> R<u32> {
        let mut align = 0;
        loop {
            if self.is_word("syncscope") {
                self.next();
                self.skip_balanced()?;
            } else if let Tok::Word(w) = self.peek() {
                if matches!(w.as_str(), "unordered" | "monotonic" | "acquire" | "release" | "acq_rel" | "seq_cst") {
                    self.next();
                } else {
                    break;
                }
            } else if self.is_punct(',') && matches!(self.peek_at(1), Tok::Word(w) if w == "align") {
                self.next();
                self.next();
                align = self.align32()?;
            } else {
                break;
            }
        }
        Ok(align)
    }

    fn inst_kind(&mut self, op: &str, line: u32) -> R<InstKind> {
        if let Some(b) = bin_op(op) {
            let flags = self.skip_flags() & !flags::REASSOC;
            let ty = self.ty()?;
            let a = self.value(&ty)?;
            self.expect_punct(',')?;
            let bv = self.value(&ty)?;
            return Ok(InstKind::Bin { op: b, ty, a, b: bv, flags });
        }
        if let Some(c) = cast_op(op) {
            let flags = self.skip_flags() & !flags::REASSOC;
            let from = self.operand()?;
            self.expect_word("to")?;
            let to = self.ty()?;
            return Ok(InstKind::Cast { op: c, from, to, flags });
        }
        Ok(match op {
            "fneg" => {
                let _ = self.skip_flags();
                let ty = self.ty()?;
                let a = self.value(&ty)?;
                InstKind::FNeg { ty, a }
            }
            "icmp" | "fcmp" => {
                let flags = self.skip_flags() & flags::SAMESIGN;
                let p = self.word()?;
                let pred = pred(&p).ok_or_else(|| ParseError::new(line, format!("unknown predicate `{p}`")))?;
                let ty = self.ty()?;
                let a = self.value(&ty)?;
                self.expect_punct(',')?;
                let b = self.value(&ty)?;
                InstKind::Cmp { pred, ty, a, b, flags }
            }
            "select" => {
                let _ = self.skip_flags();
                let cond = self.operand()?;
                self.expect_punct(',')?;
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                InstKind::Select { cond, a, b }
            }
            "getelementptr" => {
                let _ = self.skip_flags();
                if self.is_word("inrange") {
                    self.next();
                    self.skip_balanced()?;
                }
                let src_ty = self.ty()?;
                self.expect_punct(',')?;
                let base = self.operand()?;
                let mut idx = vec![];
                while self.is_punct(',') && !matches!(self.peek_at(1), Tok::Meta(_)) {
                    self.next();
                    let _ = self.skip_flags();
                    idx.push(self.operand()?);
                }
                InstKind::Gep { src_ty, base, idx }
            }
            "load" => {
                let atomic = self.is_word("atomic");
                let _ = self.skip_flags();
                let ty = self.ty()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                let mut align = self.mem_tail()?;
                if align == 0 && !atomic {
                    align = 1;
                }
                InstKind::Load { ty, ptr, align: align.max(1) }
            }
            "store" => {
                let _ = self.skip_flags();
                let val = self.operand()?;
                self.expect_punct(',')?;
                let ptr = self.operand()?;
                let align = self.mem_tail()?;
                InstKind::Store { val, ptr, align: align.max(1) }
            }
            "alloca" => {
                let _ = self.skip_flags();
                let ty = self.ty()?;
                let mut count = None;
                let mut align = 1;
                let mut addrspace = 0;
                while self.is_punct(',') && !matches!(self.peek_at(1), Tok::Meta(_)) {
                    self.next();
                    if self.eat_word("align") {
                        align = self.align32()?;
                    } else if self.is_word("addrspace") {
                        addrspace = self.addrspace()?;
                    } else {
                        count = Some(self.operand()?);
                    }
                }
                InstKind::Alloca { ty, count, align, addrspace }
            }
            "phi" => {
                let _ = self.skip_flags();
                let ty = self.ty()?;
                let mut incoming = vec![];
                loop {
                    self.expect_punct('[')?;
                    let v = self.value(&ty)?;
                    self.expect_punct(',')?;
                    let b = self.local()?;
                    self.expect_punct(']')?;
                    incoming.push((v, b));
                    if !(self.is_punct(',') && matches!(self.peek_at(1), Tok::Punct('['))) {
                        break;
                    }
                    self.next();
                }
                InstKind::Phi { ty, incoming }
            }
            "br" => {
                if self.is_word("label") {
                    InstKind::Br { target: self.label_ref()? }
                } else {
                    let c = self.operand()?;
                    self.expect_punct(',')?;
                    let t = self.label_ref()?;
                    self.expect_punct(',')?;
                    let f = self.label_ref()?;
                    InstKind::CondBr { cond: c.val, t, f }
                }
            }
            "switch" => {
                let val = self.operand()?;
                self.expect_punct(',')?;
                let default = self.label_ref()?;
                self.expect_punct('[')?;
                let mut cases: Vec<(u128, String)> = vec![];
                while !self.eat_punct(']') {
                    let line = self.line();
                    let c = self.operand()?;
                    let Value::Const(Const::Int(v)) = c.val else {
                        return self.err("switch case values must be integer constants");
                    };
                    // LLParser: "duplicate case value in switch" (compared at the type's width)
                    let bits = match c.ty {
                        Type::Int(b) => b.min(128),
                        _ => 128,
                    };
                    let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
                    if cases.iter().any(|(w, _)| w & mask == v & mask) {
                        return Err(ParseError::new(line, format!("duplicate case value `{} {}` in `switch`", c.ty, v & mask))
                            .with_help("each case value of a `switch` appears once (llvm-as-22 refuses a repeat); merge the cases"));
                    }
                    self.expect_punct(',')?;
                    cases.push((v, self.label_ref()?));
                }
                InstKind::Switch { val, default, cases }
            }
            "ret" => {
                if self.eat_word("void") {
                    InstKind::Ret(None)
                } else {
                    InstKind::Ret(Some(self.operand()?))
                }
            }
            "unreachable" => InstKind::Unreachable,
            "tail" | "musttail" | "notail" => {
                let w = self.word()?;
                if w != "call" {
                    return Err(ParseError::new(line, format!("expected `call` after `{op}`")));
                }
                self.call(line)?
            }
            "call" => self.call(line)?,
            "extractvalue" => {
                let agg = self.operand()?;
                let mut idx = vec![];
                while self.is_punct(',') && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.next();
                    idx.push(self.int()? as u32);
                }
                InstKind::ExtractValue { agg, idx }
            }
            "insertvalue" => {
                let agg = self.operand()?;
                self.expect_punct(',')?;
                let val = self.operand()?;
                let mut idx = vec![];
                while self.is_punct(',') && matches!(self.peek_at(1), Tok::Int(_)) {
                    self.next();
                    idx.push(self.int()? as u32);
                }
                InstKind::InsertValue { agg, val, idx }
            }
            "extractelement" => {
                let vec = self.operand()?;
                self.expect_punct(',')?;
                let idx = self.operand()?;
                InstKind::ExtractElement { vec, idx }
            }
            "insertelement" => {
                let vec = self.operand()?;
                self.expect_punct(',')?;
                let val = self.operand()?;
                self.expect_punct(',')?;
                let idx = self.operand()?;
                InstKind::InsertElement { vec, val, idx }
            }
            "shufflevector" => {
                let a = self.operand()?;
                self.expect_punct(',')?;
                let b = self.operand()?;
                self.expect_punct(',')?;
                let m = self.operand()?;
                let n = match &m.ty {
                    Type::Vector(n, _) => *n,
                    _ => return self.err("shufflevector mask must be a vector"),
                };
                let mask = match m.val {
                    Value::Const(Const::Agg(es)) => es
                        .into_iter()
                        .map(|(_, c)| match c {
                            Const::Int(v) => Some(v as u32),
                            _ => None,
                        })
                        .collect(),
                    Value::Const(Const::Zero) => vec![Some(0); n as usize],
                    Value::Const(Const::Undef | Const::Poison) => vec![None; n as usize],
                    Value::Const(Const::Splat(s)) => match s.1 {
                        Const::Int(v) => vec![Some(v as u32); n as usize],
                        _ => vec![None; n as usize],
                    },
                    _ => return self.err("shufflevector mask must be a constant"),
                };
                InstKind::ShuffleVector { a, b, mask }
            }
            "atomicrmw" => {
                let _ = self.skip_flags();
                let o = self.word()?;
                let rop = rmw_op(&o).ok_or_else(|| ParseError::new(line, format!("unsupported atomicrmw operation `{o}`")))?;
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let val = self.operand()?;
                let align = self.mem_tail()?;
                InstKind::AtomicRmw { op: rop, ptr, val, align: align.max(1) }
            }
            "cmpxchg" => {
                let _ = self.skip_flags();
                let ptr = self.operand()?;
                self.expect_punct(',')?;
                let cmp = self.operand()?;
                self.expect_punct(',')?;
                let new = self.operand()?;
                let align = self.mem_tail()?;
                InstKind::CmpXchg { ptr, cmp, new, align: align.max(1) }
            }
            "fence" => {
                self.mem_tail()?;
                InstKind::Fence
            }
            "freeze" => InstKind::Freeze(self.operand()?),
            other => return Err(ParseError::new(line, format!("unsupported instruction `{other}`"))),
        })
    }

    fn call(&mut self, _line: u32) -> R<InstKind> {
        let flags = self.skip_flags() & flags::REASSOC;
        // calling convention / return attributes
        loop {
            match self.peek().clone() {
                Tok::Word(w) if LINKAGE_ETC.contains(&w.as_str()) => {
                    self.next();
                }
                Tok::Word(w) if w.starts_with("cc") && !self.is_type_start() => {
                    self.next();
                }
                _ => break,
            }
        }
        self.skip_param_attrs()?;
        let mut ret = self.ty()?;
        // Explicit function type `ret (args…)`.
        if self.is_punct('(') {
            self.skip_balanced()?;
            if self.is_punct('*') {
                self.next();
            }
            let _ = &mut ret;
        }
        let callee = match self.next() {
            Tok::Global(g) => Callee::Global(g),
            Tok::Local(l) => Callee::Indirect(Value::Local(l)),
            Tok::Word(w) if w == "asm" => {
                let mut sideeffect = false;
                while self.is_word("sideeffect") || self.is_word("alignstack") || self.is_word("inteldialect") || self.is_word("unwind") {
                    sideeffect |= self.is_word("sideeffect");
                    self.next();
                }
                let template = self.string()?;
                self.expect_punct(',')?;
                let constraints = self.string()?;
                Callee::Asm(InlineAsm { template, constraints, sideeffect })
            }
            t => return self.err(format!("unsupported callee {}", describe(&t))),
        };
        self.expect_punct('(')?;
        let mut args = vec![];
        if !self.eat_punct(')') {
            loop {
                let ty = self.ty()?;
                self.skip_param_attrs()?;
                let val = if ty == Type::Metadata {
                    // metadata operands: a node (`metadata !0`) or string (`metadata !"exec"`) is
                    // kept by name for `llvm.read_register`; others (`metadata i32 0`) are ignored
                    let text = match self.peek().clone() {
                        Tok::Meta(id) => {
                            self.next();
                            format!("!{id}")
                        }
                        Tok::Punct('!') => {
                            self.next();
                            if self.is_punct('{') {
                                self.skip_balanced()?;
                                String::new()
                            } else {
                                match self.next() {
                                    Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
                                    _ => String::new(),
                                }
                            }
                        }
                        _ => {
                            let t = self.ty()?;
                            self.value(&t)?;
                            String::new()
                        }
                    };
                    Value::Const(Const::Meta(text))
                } else {
                    self.value(&ty)?
                };
                args.push(Operand { ty, val });
                if self.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        // function attributes and operand bundles (on the call's line)
        let close_line = self.toks[self.pos - 1].line;
        while self.line() == close_line {
            match self.peek().clone() {
                Tok::AttrGroup(_) => {
                    self.next();
                }
                Tok::Word(w) if !self.is_type_start() => {
                    self.next();
                    if w == "alignstack" {
                        self.bounded(bounds::stack_align)?;
                    } else if self.is_punct('(') {
                        self.skip_balanced()?;
                    }
                }
                Tok::Punct('[') => {
                    self.skip_balanced()?;
                }
                _ => break,
            }
        }
        Ok(InstKind::Call { ret, callee, args, flags })
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Local(n) => format!("`%{n}`"),
        Tok::Global(n) => format!("`@{n}`"),
        Tok::Meta(n) => format!("`!{n}`"),
        Tok::AttrGroup(n) => format!("`#{n}`"),
        Tok::Int(v) => format!("`{v}`"),
        Tok::HexFloat(s) => format!("`{s}`"),
        Tok::Float(f) => format!("`{f}`"),
        Tok::Str(_) | Tok::CStr(_) => "a string".into(),
        Tok::Word(w) => format!("`{w}`"),
        Tok::Label(l) => format!("label `{l}:`"),
        Tok::Punct(c) => format!("`{c}`"),
        Tok::Ellipsis => "`...`".into(),
        Tok::Body(_) => "a function body".into(),
        Tok::Eof => "end of file".into(),
    }
}

fn bin_op(w: &str) -> Option<BinOp> {
    Some(match w {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "udiv" => BinOp::UDiv,
        "sdiv" => BinOp::SDiv,
        "urem" => BinOp::URem,
        "srem" => BinOp::SRem,
        "shl" => BinOp::Shl,
        "lshr" => BinOp::LShr,
        "ashr" => BinOp::AShr,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        "fadd" => BinOp::FAdd,
        "fsub" => BinOp::FSub,
        "fmul" => BinOp::FMul,
        "fdiv" => BinOp::FDiv,
        "frem" => BinOp::FRem,
        _ => return None,
    })
}

pub(crate) fn cast_op(w: &str) -> Option<CastOp> {
    Some(match w {
        "trunc" => CastOp::Trunc,
        "zext" => CastOp::ZExt,
        "sext" => CastOp::SExt,
        "fptrunc" => CastOp::FpTrunc,
        "fpext" => CastOp::FpExt,
        "fptoui" => CastOp::FpToUi,
        "fptosi" => CastOp::FpToSi,
        "uitofp" => CastOp::UiToFp,
        "sitofp" => CastOp::SiToFp,
        "ptrtoint" => CastOp::PtrToInt,
        "ptrtoaddr" => CastOp::PtrToAddr,
        "inttoptr" => CastOp::IntToPtr,
        "bitcast" => CastOp::BitCast,
        "addrspacecast" => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

fn pred(w: &str) -> Option<Pred> {
    Some(match w {
        "eq" => Pred::Eq,
        "ne" => Pred::Ne,
        "ugt" => Pred::Ugt,
        "uge" => Pred::Uge,
        "ult" => Pred::Ult,
        "ule" => Pred::Ule,
        "sgt" => Pred::Sgt,
        "sge" => Pred::Sge,
        "slt" => Pred::Slt,
        "sle" => Pred::Sle,
        "false" => Pred::False,
        "oeq" => Pred::Oeq,
        "ogt" => Pred::Ogt,
        "oge" => Pred::Oge,
        "olt" => Pred::Olt,
        "ole" => Pred::Ole,
        "one" => Pred::One,
        "ord" => Pred::Ord,
        "ueq" => Pred::Ueq,
        "une" => Pred::Une,
        "uno" => Pred::Uno,
        "true" => Pred::True,
        _ => return None,
    })
}

fn rmw_op(w: &str) -> Option<RmwOp> {
    Some(match w {
        "xchg" => RmwOp::Xchg,
        "add" => RmwOp::Add,
        "sub" => RmwOp::Sub,
        "and" => RmwOp::And,
        "nand" => RmwOp::Nand,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "max" => RmwOp::Max,
        "min" => RmwOp::Min,
        "umax" => RmwOp::UMax,
        "umin" => RmwOp::UMin,
        "fadd" => RmwOp::FAdd,
        "fsub" => RmwOp::FSub,
        "fmax" => RmwOp::FMax,
        "fmin" => RmwOp::FMin,
        "fmaximum" => RmwOp::FMaximum,
        "fminimum" => RmwOp::FMinimum,
        "uinc_wrap" => RmwOp::UIncWrap,
        "udec_wrap" => RmwOp::UDecWrap,
        "usub_cond" => RmwOp::USubCond,
        "usub_sat" => RmwOp::USubSat,
        _ => return None,
    })
}

/// The `key: value` fields of a `!DIThing(…)` body (values that are numbers, `!N`
/// references or strings; flags and enumerators are left out).
fn debug_node(kind: &str, body: &[Token]) -> super::debug::DiNode {
    use super::debug::DiVal;
    let mut node = super::debug::DiNode { kind: kind.to_string(), ..Default::default() };
    for w in body.windows(2) {
        if let Tok::Label(k) = &w[0].tok {
            let v = match &w[1].tok {
                Tok::Int(i) => DiVal::Int(*i),
                Tok::Meta(r) => DiVal::Ref(r.clone()),
                Tok::Str(s) => DiVal::Str(String::from_utf8_lossy(s).into_owned()),
                Tok::Word(w) => DiVal::Word(w.clone()),
                _ => continue,
            };
            node.fields.insert(k.clone(), v);
        }
    }
    node
}
