//! Recursive-descent parser for snippets, following C's grammar and operator precedence
//! (C11 6.5) for the subset snippets use. The last statement's `;` may be left out.

use super::ast::*;
use super::ctype::{CType, INT, LONG, UINT, ULONG};
use super::lex::{lex, Span, Tok, Token};
use super::source::Source;
use xlane_core::diag::Result;

pub fn parse(src: &Source) -> Result<Vec<Stmt>> {
    let mut p = Parser { src, toks: lex(src)?, pos: 0, depth: 0, operators: 0 };
    let mut stmts = vec![];
    while p.peek() != &Tok::Eof {
        stmts.push(p.stmt()?);
    }
    if stmts.is_empty() {
        return Err(src.error(Span::default(), "empty snippet", "write declarations and builtin calls, e.g. `int v = lane * 10;`"));
    }
    Ok(stmts)
}

/// Words that make up type names, and which combinations mean what.
const TYPE_WORDS: &[&str] = &[
    "const",
    "auto",
    "signed",
    "unsigned",
    "char",
    "short",
    "int",
    "long",
    "float",
    "double",
    "bool",
    "_Bool",
    "__half",
    "half",
    "_Float16",
    "__bf16",
    "__hip_bfloat16",
    "__nv_bfloat16",
    "int8_t",
    "uint8_t",
    "int16_t",
    "uint16_t",
    "int32_t",
    "uint32_t",
    "int64_t",
    "uint64_t",
    "size_t",
    "uint",
];

/// Names the language reserves.
pub const RESERVED: &[&str] = &["lane", "threadIdx", "warpSize", "if", "else", "for", "while", "true", "false"];

struct Parser<'a> {
    src: &'a Source,
    toks: Vec<Token>,
    pos: usize,
    /// Nesting of statements, parentheses and unary operators (bounded, as clang's
    /// `-fbracket-depth`, default 256: the parser and the interpreter recurse on it).
    depth: u32,
    /// Binary operators in the snippet: each deepens the left-leaning expression tree.
    operators: u32,
}

/// The deepest nesting a snippet may have (clang's `-fbracket-depth` default).
pub const MAX_NESTING: u32 = 256;
/// The most binary operators a snippet may have.
pub const MAX_OPERATORS: u32 = 10_000;

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }
    fn span(&self) -> Span {
        self.toks[self.pos].span
    }
    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == w)
    }
    fn eat(&mut self, p: &str) -> bool {
        let hit = self.is(p);
        if hit {
            self.bump();
        }
        hit
    }
    fn describe(&self) -> String {
        match self.peek() {
            Tok::Eof => "the end of the snippet".into(),
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Punct(p) => format!("`{p}`"),
            _ => format!("`{}`", &self.src.text[self.span().start..self.span().end]),
        }
    }
    fn expect(&mut self, p: &str) -> Result<Span> {
        if self.is(p) {
            return Ok(self.bump().span);
        }
        // Point just after the previous token when something is missing there.
        let at = if matches!(self.peek(), Tok::Eof) || p == ";" { Span { start: self.prev_span().end, end: self.prev_span().end + 1 } } else { self.span() };
        Err(self.src.error(at, &format!("expected `{p}`, found {}", self.describe()), &format!("insert `{p}`")))
    }
    fn ident(&mut self, what: &str) -> Result<(String, Span)> {
        match self.peek().clone() {
            Tok::Ident(s) => Ok((s, self.bump().span)),
            _ => Err(self.src.error(self.span(), &format!("expected {what}, found {}", self.describe()), "names start with a letter or `_`")),
        }
    }

    /// End of a statement: `;`, or nothing before the end of the snippet / a closing brace.
    fn end_stmt(&mut self) -> Result<()> {
        if self.eat(";") || matches!(self.peek(), Tok::Eof) {
            return Ok(());
        }
        self.expect(";").map(|_| ())
    }

    /// Run `f` one nesting level deeper, refusing deeper nesting than `MAX_NESTING`.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_NESTING {
            return Err(self
                .src
                .diag(xlane_core::DiagKind::Unsupported, self.span(), &format!("nesting deeper than {MAX_NESTING} levels"))
                .with_help("split the expression into several declarations (clang refuses this too: -fbracket-depth, default 256)"));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn stmt(&mut self) -> Result<Stmt> {
        self.nested(|p| p.stmt_inner())
    }

    fn stmt_inner(&mut self) -> Result<Stmt> {
        if self.eat("{") {
            let mut body = vec![];
            while !self.is("}") {
                if matches!(self.peek(), Tok::Eof) {
                    self.expect("}")?;
                }
                body.push(self.stmt()?);
            }
            self.bump();
            return Ok(Stmt::Block(body));
        }
        if self.eat(";") {
            return Ok(Stmt::Block(vec![]));
        }
        if self.is_word("if") {
            self.bump();
            self.expect("(")?;
            let cond = self.expr()?;
            self.expect(")")?;
            let then = Box::new(self.stmt()?);
            let els = if self.is_word("else") {
                self.bump();
                Some(Box::new(self.stmt()?))
            } else {
                None
            };
            return Ok(Stmt::If { cond, then, els });
        }
        if self.is_word("for") || self.is_word("while") {
            return self.lp();
        }
        if self.starts_type() {
            return self.decl();
        }
        let s = self.simple()?;
        self.end_stmt()?;
        Ok(s)
    }

    /// An assignment (`x = e`, `x += e`, `x++`, `++x`) or an expression, without its `;`.
    fn simple(&mut self) -> Result<Stmt> {
        if self.is("++") || self.is("--") {
            let op = if self.bump().tok == Tok::Punct("++") { BinOp::Add } else { BinOp::Sub };
            let (name, span) = self.ident("a variable")?;
            return Ok(Stmt::Assign { name, span, op: Some(op), value: one(span) });
        }
        if let (Tok::Ident(name), Tok::Punct(p)) = (self.peek().clone(), self.peek_at(1).clone()) {
            if let Some(op) = assign_op(p) {
                let span = self.bump().span;
                self.bump();
                let value = self.expr()?;
                return Ok(Stmt::Assign { name, span, op, value });
            }
            if p == "++" || p == "--" {
                let span = self.bump().span;
                self.bump();
                let op = if p == "++" { BinOp::Add } else { BinOp::Sub };
                return Ok(Stmt::Assign { name, span, op: Some(op), value: one(span) });
            }
        }
        Ok(Stmt::Expr(self.expr()?))
    }

    /// `for (init; cond; step) body` and `while (cond) body` (C11 6.8.5).
    fn lp(&mut self) -> Result<Stmt> {
        let is_for = self.is_word("for");
        let span = self.bump().span;
        self.expect("(")?;
        let (mut init, mut step) = (None, None);
        let cond = if is_for {
            if !self.eat(";") {
                init = Some(Box::new(if self.starts_type() { self.decl()? } else { self.simple_then(";")? }));
            }
            let cond = if self.is(";") { None } else { Some(self.expr()?) };
            self.expect(";")?;
            if !self.is(")") {
                step = Some(Box::new(self.simple()?));
            }
            cond
        } else {
            Some(self.expr()?)
        };
        self.expect(")")?;
        let body = Box::new(self.stmt()?);
        Ok(Stmt::Loop { span, init, cond, step, body })
    }

    fn simple_then(&mut self, end: &str) -> Result<Stmt> {
        let s = self.simple()?;
        self.expect(end)?;
        Ok(s)
    }

    fn starts_type(&self) -> bool {
        matches!(self.peek(), Tok::Ident(s) if TYPE_WORDS.contains(&s.as_str()))
    }

    /// A type name: a run of type words (C11 6.7.2 lists the valid combinations).
    fn type_name(&mut self) -> Result<TypeName> {
        let start = self.span();
        let mut words = vec![];
        while self.starts_type() {
            let Tok::Ident(w) = self.bump().tok else { unreachable!() };
            words.push(w);
        }
        let span = start.to(self.prev_span());
        let is_const = words.iter().any(|w| w == "const");
        if words.iter().any(|w| w == "auto") {
            if words.iter().any(|w| w != "auto" && w != "const") {
                return Err(self.bad_type(span, &words));
            }
            return Ok(TypeName { ty: INT, spelled: "auto".into(), is_const, is_auto: true });
        }
        let mut core: Vec<&str> = words.iter().map(String::as_str).filter(|w| *w != "const").collect();
        // `int` is optional beside a size or sign word: `unsigned int` = `unsigned`.
        if core.iter().any(|w| matches!(*w, "unsigned" | "signed" | "short" | "long")) {
            core.retain(|w| *w != "int");
        }
        let unsigned = core.contains(&"unsigned");
        let signed_word = core.iter().any(|w| matches!(*w, "unsigned" | "signed"));
        let longs = core.iter().filter(|w| **w == "long").count();
        let rest: Vec<&str> = core.iter().copied().filter(|w| !matches!(*w, "unsigned" | "signed" | "long")).collect();
        let sized = |bits: u32| CType::Int { bits, signed: !unsigned };
        let ty = match (rest.as_slice(), longs) {
            ([], 0) if signed_word => sized(32),
            (["int"], 0) => sized(32),
            ([], 1 | 2) => sized(64),
            (["short"], 0) => sized(16),
            (["char"], 0) => sized(8),
            (["double"], 0) if !signed_word => CType::F64,
            ([w], 0) if !signed_word => match *w {
                "float" => CType::F32,
                "bool" | "_Bool" => CType::Bool,
                "__half" | "half" | "_Float16" => CType::F16,
                "__bf16" | "__hip_bfloat16" | "__nv_bfloat16" => CType::BF16,
                "int8_t" => CType::Int { bits: 8, signed: true },
                "uint8_t" => CType::Int { bits: 8, signed: false },
                "int16_t" => CType::Int { bits: 16, signed: true },
                "uint16_t" => CType::Int { bits: 16, signed: false },
                "int32_t" => INT,
                "uint32_t" | "uint" => UINT,
                "int64_t" => LONG,
                "uint64_t" | "size_t" => ULONG,
                _ => return Err(self.bad_type(span, &words)),
            },
            _ => return Err(self.bad_type(span, &words)),
        };
        let spelled = words.iter().filter(|w| *w != "const").cloned().collect::<Vec<_>>().join(" ");
        Ok(TypeName { ty, spelled, is_const, is_auto: false })
    }

    fn bad_type(&self, span: Span, words: &[String]) -> xlane_core::Diag {
        self.src.error(
            span,
            &format!("`{}` is not a type snippets know", words.join(" ")),
            "use int, unsigned, long, long long, unsigned long long, short, char, bool, float, double, __half, __bf16, int32_t, uint32_t, int64_t, uint64_t",
        )
    }

    fn decl(&mut self) -> Result<Stmt> {
        let tn = self.type_name()?;
        let mut decls = vec![];
        loop {
            let (name, span) = self.ident("a variable name")?;
            if RESERVED.contains(&name.as_str()) || TYPE_WORDS.contains(&name.as_str()) {
                return Err(self.src.error(span, &format!("`{name}` is reserved"), "choose another name"));
            }
            let init = if self.eat("=") { Some(if self.is("{") { self.list()? } else { self.expr()? }) } else { None };
            decls.push(Declarator { name, span, init });
            if !self.eat(",") {
                break;
            }
        }
        self.end_stmt()?;
        Ok(Stmt::Decl(tn, decls))
    }

    fn list(&mut self) -> Result<Expr> {
        let open = self.expect("{")?;
        let mut items = vec![];
        while !self.is("}") {
            items.push(self.expr()?);
            if !self.eat(",") {
                break;
            }
        }
        let close = self.expect("}")?;
        Ok(Expr { kind: ExprKind::List(items), span: open.to(close) })
    }

    pub fn expr(&mut self) -> Result<Expr> {
        self.nested(|p| p.expr_inner())
    }

    fn expr_inner(&mut self) -> Result<Expr> {
        let c = self.binary(0)?;
        if !self.eat("?") {
            return Ok(c);
        }
        let a = self.expr()?;
        self.expect(":")?;
        let b = self.expr()?;
        let span = c.span.to(b.span);
        Ok(Expr { kind: ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)), span })
    }

    /// Precedence climbing over C's binary operator levels, loosest first.
    fn binary(&mut self, level: usize) -> Result<Expr> {
        const LEVELS: &[&[(&str, BinOp)]] = &[
            &[("||", BinOp::LogOr)],
            &[("&&", BinOp::LogAnd)],
            &[("|", BinOp::Or)],
            &[("^", BinOp::Xor)],
            &[("&", BinOp::And)],
            &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
            &[("<", BinOp::Lt), ("<=", BinOp::Le), (">", BinOp::Gt), (">=", BinOp::Ge)],
            &[("<<", BinOp::Shl), (">>", BinOp::Shr)],
            &[("+", BinOp::Add), ("-", BinOp::Sub)],
            &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        'outer: loop {
            for &(p, op) in LEVELS[level] {
                if self.is(p) {
                    self.operators += 1;
                    if self.operators > MAX_OPERATORS {
                        return Err(self.src.error(self.span(), &format!("more than {MAX_OPERATORS} binary operators"), "split the snippet into smaller ones"));
                    }
                    self.bump();
                    let rhs = self.binary(level + 1)?;
                    let span = lhs.span.to(rhs.span);
                    lhs = Expr { kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span };
                    continue 'outer;
                }
            }
            return Ok(lhs);
        }
    }

    fn unary(&mut self) -> Result<Expr> {
        self.nested(|p| p.unary_inner())
    }

    fn unary_inner(&mut self) -> Result<Expr> {
        let start = self.span();
        let op = match self.peek() {
            Tok::Punct("-") => Some(UnOp::Neg),
            Tok::Punct("+") => Some(UnOp::Plus),
            Tok::Punct("!") => Some(UnOp::Not),
            Tok::Punct("~") => Some(UnOp::BitNot),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = self.unary()?;
            let span = start.to(e.span);
            return Ok(Expr { kind: ExprKind::Unary(op, Box::new(e)), span });
        }
        if self.eat("&") {
            let (name, span) = self.ident("a variable after `&`")?;
            return Ok(Expr { kind: ExprKind::AddrOf(name), span: start.to(span) });
        }
        if self.is("(") && matches!(self.peek_at(1), Tok::Ident(s) if TYPE_WORDS.contains(&s.as_str())) {
            self.bump();
            let tn = self.type_name()?;
            self.expect(")")?;
            let e = self.unary()?;
            let span = start.to(e.span);
            return Ok(Expr { kind: ExprKind::Cast(tn.ty, Box::new(e)), span });
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr> {
        let before = self.pos;
        let t = self.bump();
        let span = t.span;
        let kind = match t.tok {
            Tok::Int { value, radix, unsigned, long } => ExprKind::Int(value, self.int_type(span, value, radix, unsigned, long)?),
            Tok::Float { value, single } => {
                if single {
                    ExprKind::Float(value, CType::F32)
                } else {
                    ExprKind::Float(value, CType::F64)
                }
            }
            Tok::Punct("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                return Ok(Expr { kind: e.kind, span: span.to(self.prev_span()) });
            }
            Tok::Punct("{") => {
                return Err(self.src.error(span, "a `{…}` list is only allowed as a whole initialiser", "write `int v = {1, 2, 3, …};` with one value per lane"));
            }
            Tok::Ident(name) => match name.as_str() {
                // LLVM intrinsic names are dotted, one identifier (`lex`):
                // `llvm.amdgcn.update.dpp.i32(…)`.
                _ if name.starts_with("llvm.") => {
                    if !self.is("(") {
                        return Err(self.src.error(
                            span.to(self.prev_span()),
                            &format!("`{name}` must be called"),
                            "write the intrinsic with its arguments, e.g. `llvm.amdgcn.readlane.i32(v, 3)`",
                        ));
                    }
                    return self.call(name, span);
                }
                "true" => ExprKind::Bool(true),
                "false" => ExprKind::Bool(false),
                "lane" => ExprKind::Lane,
                "warpSize" => ExprKind::WaveSize,
                "threadIdx" => {
                    self.expect(".")?;
                    let (field, fspan) = self.ident("`x`")?;
                    if field != "x" {
                        return Err(self.src.error(
                            fspan,
                            &format!("`threadIdx.{field}` is not modelled"),
                            "a snippet is one wave of a 1-D block: use `threadIdx.x` (the lane id)",
                        ));
                    }
                    return Ok(Expr { kind: ExprKind::Lane, span: span.to(fspan) });
                }
                _ if self.is("(") => return self.call(name, span),
                // An element of a pair (`auto r = __builtin_amdgcn_permlane16_swap(…)`):
                // `r[0]`/`r.x` and `r[1]`/`r.y`.
                _ if self.is("[") && matches!(self.peek_at(1), Tok::Int { value: 0 | 1, .. }) && matches!(self.peek_at(2), Tok::Punct("]")) => {
                    self.bump();
                    let Tok::Int { value, .. } = self.bump().tok else { unreachable!() };
                    self.bump();
                    ExprKind::Var(format!("{name}[{value}]"))
                }
                _ if self.is(".") && matches!(self.peek_at(1), Tok::Ident(f) if f == "x" || f == "y") => {
                    self.bump();
                    let Tok::Ident(f) = self.bump().tok else { unreachable!() };
                    ExprKind::Var(format!("{name}[{}]", (f == "y") as u8))
                }
                _ => ExprKind::Var(name),
            },
            _ => {
                self.pos = before;
                let at = if matches!(t.tok, Tok::Eof) { Span { start: self.prev_span().end, end: self.prev_span().end + 1 } } else { span };
                return Err(self.src.error(at, &format!("expected an expression, found {}", self.describe()), "write a number, a variable, `lane`, or a call"));
            }
        };
        Ok(Expr { kind, span })
    }

    /// The argument list of a call to `name` (the `(` is next).
    fn call(&mut self, name: String, start: Span) -> Result<Expr> {
        self.expect("(")?;
        let mut args = vec![];
        while !self.is(")") {
            args.push(self.expr()?);
            if !self.eat(",") {
                break;
            }
        }
        self.expect(")")?;
        let span = start.to(self.prev_span());
        if name == "__lane_id" && args.is_empty() {
            return Ok(Expr { kind: ExprKind::Lane, span });
        }
        Ok(Expr { kind: ExprKind::Call(name, args), span })
    }

    /// C11 6.4.4.1p5: the first type of the list that holds the value. Decimal literals
    /// without `u` only try signed types.
    fn int_type(&self, span: Span, v: u64, radix: u32, unsigned: bool, long: bool) -> Result<CType> {
        let candidates: &[CType] = match (unsigned, long, radix == 10) {
            (false, false, true) => &[INT, LONG],
            (false, false, false) => &[INT, UINT, LONG, ULONG],
            (true, false, _) => &[UINT, ULONG],
            (false, true, true) => &[LONG],
            (false, true, false) => &[LONG, ULONG],
            (true, true, _) => &[ULONG],
        };
        candidates
            .iter()
            .copied()
            .find(|t| {
                let CType::Int { bits, signed } = *t else { return false };
                v <= if signed { (1u64 << (bits - 1)) - 1 } else { xlane_core::value::wave_mask(bits) }
            })
            .ok_or_else(|| self.src.error(span, "integer literal too large for its type", "add a `u` suffix, or write it in hex"))
    }
}

fn assign_op(p: &str) -> Option<Option<BinOp>> {
    Some(match p {
        "=" => None,
        "+=" => Some(BinOp::Add),
        "-=" => Some(BinOp::Sub),
        "*=" => Some(BinOp::Mul),
        "/=" => Some(BinOp::Div),
        "%=" => Some(BinOp::Rem),
        "&=" => Some(BinOp::And),
        "|=" => Some(BinOp::Or),
        "^=" => Some(BinOp::Xor),
        "<<=" => Some(BinOp::Shl),
        ">>=" => Some(BinOp::Shr),
        _ => return None,
    })
}

fn one(span: Span) -> Expr {
    Expr { kind: ExprKind::Int(1, INT), span }
}
