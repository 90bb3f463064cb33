//! `xlane run --watch FILE:LINE` (docs/watch.md), the front end's part: the breakpoints and
//! the variables a debugger would show there, read from the module's debug information.
//!
//! - **Debug records.** clang-22 writes a variable's location as a debug record on its own
//!   line before the instruction it applies to (LLVM's "RemoveDIs" format, LangRef "Debug
//!   Records"): `#dbg_value(i32 %3, !22, !DIExpression(…), !29)`, `#dbg_declare(ptr
//!   addrspace(5) %x, …)`, `#dbg_assign(…)`. The lexer skips them (they change nothing the
//!   code computes); only a watched run reads them again here, from the `.ll` lines between an
//!   instruction and the one before it, so a normal run pays nothing.
//! - **Ops.** Each record becomes a [`ops::WatchBind`] before its instruction (the lanes that
//!   run it now find the variable there), the first instruction of the watched line in a block
//!   gets a [`ops::WatchHit`], and the first instruction of another line after the watched one
//!   a [`ops::WatchLeave`] (`run/watch.rs` has what they do). They exist only in a watched
//!   program; the speed tiers leave them to the interpreter.
//! - **Expressions.** `!DIExpression` is a DWARF expression (DWARF 5 §2.5, LLVM's
//!   `DW_OP_LLVM_*` extensions in LangRef "DIExpression"); [`ExprOp`] is the part of it
//!   clang-22 emits for HIP and CUDA device code; anything else is kept as the text of an
//!   unsupported expression, shown per variable instead of a value.

use std::collections::{HashMap, HashSet};

use crate::error::{ErrKind, RResult, RunError};
use crate::front::ll::ast::{Function, Module, Type};
use crate::front::ll::debug::{self, DiNode};
use crate::front::ll::lexer::{lex, Tok, Token};
use crate::front::program::{ops, Op, Slot};

/// What to watch: a line of a source file, the blocks whose waves are shown (none: every
/// block), and how many hits are kept.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WatchReq {
    pub file: String,
    pub line: u32,
    pub blocks: Vec<[u32; 3]>,
    pub limit: usize,
}

impl WatchReq {
    /// `FILE:LINE` as `--watch` takes it.
    pub fn parse(text: &str) -> Result<WatchReq, String> {
        let (file, line) = text.rsplit_once(':').ok_or_else(|| format!("`{text}` is not FILE:LINE"))?;
        let line: u32 = line.trim().parse().map_err(|_| format!("`{text}`: `{line}` is not a line number"))?;
        if file.is_empty() || line == 0 {
            return Err(format!("`{text}` is not FILE:LINE (lines count from 1)"));
        }
        Ok(WatchReq { file: file.to_string(), line, blocks: vec![], limit: DEFAULT_LIMIT })
    }
}

/// Hits shown unless `--watch-limit` says otherwise.
pub const DEFAULT_LIMIT: usize = 8;

/// How a variable's bits read ([`VarTy`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shown {
    Signed,
    Unsigned,
    Float,
    Bool,
    /// An address, in hex.
    Pointer,
}

/// A variable's type: as C spells it, its width, and how its value reads (or why it cannot
/// be shown: a struct, an array).
#[derive(Debug, Clone, PartialEq)]
pub struct VarTy {
    pub name: String,
    pub bits: u32,
    pub shown: Result<Shown, String>,
}

/// A source variable (`DILocalVariable`) of one inlined instance, or one fragment of it.
#[derive(Debug, Clone)]
pub struct Var {
    pub name: String,
    pub ty: VarTy,
    /// Declared at this line (0: unknown); `arg`: the parameter's position (0: a local).
    pub line: u32,
    pub arg: u32,
}

/// One operand of a debug record.
#[derive(Debug, Clone, PartialEq)]
pub enum RecArg {
    /// An SSA value of `bits` bits (a pointer's address space in `space`).
    Value {
        slot: Slot,
        bits: u32,
        space: u32,
    },
    Const {
        bits: u64,
        width: u32,
    },
    /// `poison`, `undef` or an empty location: the variable has no value here (LLVM's "killed"
    /// location: optimised out).
    Killed,
}

/// One step of a `!DIExpression` (DWARF 5 §2.5.1; `DW_OP_LLVM_*`: LangRef "DIExpression").
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ExprOp {
    Constu(u64),
    Consts(i64),
    PlusUconst(u64),
    Plus,
    Minus,
    Mul,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Shra,
    Neg,
    Not,
    Abs,
    Swap,
    Dup,
    Drop,
    Over,
    /// `DW_OP_eq`, `ne`, `lt`, `gt`, `le`, `ge`: 1 or 0 (signed comparisons).
    Cmp(CmpOp),
    /// Push record operand N (`DW_OP_LLVM_arg`).
    Arg(u32),
    /// `DW_OP_LLVM_convert, bits, DW_ATE_signed|unsigned`: to a value of that width.
    Convert {
        bits: u32,
        signed: bool,
    },
    /// `DW_OP_LLVM_extract_bits_[sz]ext, offset, size`.
    Extract {
        offset: u32,
        size: u32,
        signed: bool,
    },
    /// The value is on the stack, not at a location.
    StackValue,
    /// `DW_OP_deref` (`DW_OP_deref_size N`: N bytes).
    Deref(u8),
    /// `DW_OP_constu N, DW_OP_swap, DW_OP_xderef`: the address space that clang attaches to a
    /// variable of AMDGPU private memory (DWARF address space N; docs/errata.md W1).
    AddrSpace(u64),
}

/// The comparison of [`ExprOp::Cmp`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

/// A debug record, decoded: the variable it is about, its operands, and its expression.
#[derive(Debug, Clone)]
pub struct Rec {
    pub var: u32,
    pub args: Vec<RecArg>,
    /// The expression, or the text of the part xlane does not evaluate.
    pub expr: Result<Vec<ExprOp>, String>,
    /// `#dbg_declare`: the operand is the variable's address, for its whole scope.
    pub declare: bool,
}

/// A place the watched line starts in a block.
#[derive(Debug, Clone)]
pub struct Breakpoint {
    /// The function it is in, as the source names it (`DISubprogram`), and its column.
    pub function: String,
    pub col: u32,
    /// The variables in scope there, in order (parameters, then locals by line).
    pub vars: Vec<u32>,
}

/// What a watched program knows: the variables, records and breakpoints, and what to say
/// when there is nothing to show.
#[derive(Debug, Clone, Default)]
pub struct WatchProgram {
    pub req: WatchReq,
    /// The watched file as the debug information names it.
    pub file: String,
    pub vars: Vec<Var>,
    pub recs: Vec<Rec>,
    pub bps: Vec<Breakpoint>,
    /// The module describes variables (`DILocalVariable`); without them a watch shows none.
    pub has_variables: bool,
    /// The module's compile unit keeps line tables only (`emissionKind: LineTablesOnly` or
    /// `DebugDirectivesOnly`: clang's `-gline-tables-only`, and `-g` on optimised CUDA device
    /// code).
    pub lines_only: bool,
    /// The module's triple is NVPTX (for the advice when no variables are kept).
    pub nvptx: bool,
    /// The lines of the watched file that some instruction is at.
    pub code_lines: std::collections::BTreeSet<u32>,
}

/// Ops to put before instructions of a function: (block, instruction index) → ops.
pub type FnPlan = HashMap<(usize, usize), Vec<Op>>;

/// A variable's identity: its `DILocalVariable`, the inlined-at location of its instance,
/// and the fragment (bit offset, size) a record describes.
type VarKey = (String, Option<String>, Option<(u64, u64)>);

/// Builds the [`WatchProgram`] while the functions are decoded.
pub struct Builder {
    /// The `.ll` text by line (records are read from it).
    lines: Vec<String>,
    pub prog: WatchProgram,
    /// Variable identity (variable node, inlined-at location, fragment) → index.
    var_ids: HashMap<VarKey, u32>,
    /// Per variable index: its scope node and inlined-at location.
    var_scope: Vec<(String, Option<String>)>,
}

/// Whether an instruction is on the watched line.
#[derive(Debug, Clone, PartialEq)]
enum Class {
    /// No location, or a compiler-made one (line 0).
    None,
    /// On the watched line: the `DILocation` id of its frame there.
    Match(String),
    Other,
}

impl Builder {
    /// Find the watched file among the module's; a file the debug information does not name
    /// is a usage error listing the ones it does.
    pub fn new(m: &Module, src: &str, req: &WatchReq) -> RResult<Builder> {
        let file = resolve_file(m, &req.file)?;
        let has_variables = m.debug.values().any(|n| n.kind == "DILocalVariable");
        let lines_only = src
            .lines()
            .any(|l| l.contains("!DICompileUnit(") && (l.contains("emissionKind: LineTablesOnly") || l.contains("emissionKind: DebugDirectivesOnly")));
        let prog = WatchProgram { req: req.clone(), file, has_variables, lines_only, nvptx: m.triple.starts_with("nvptx"), ..Default::default() };
        Ok(Builder { lines: src.lines().map(str::to_string).collect(), prog, var_ids: HashMap::new(), var_scope: vec![] })
    }

    /// The ops to add to function `f`, given the slots of its values.
    pub fn plan_function(&mut self, m: &Module, f: &Function, vals: &HashMap<String, (Vec<Slot>, Type)>) -> FnPlan {
        let mut plan = FnPlan::new();
        let mut prev_line = f.line;
        // records first (their variables are those a breakpoint may show), with the classes
        let mut per_block = vec![];
        for (bi, b) in f.blocks.iter().enumerate() {
            let mut classes = vec![];
            for (k, inst) in b.insts.iter().enumerate() {
                for ln in prev_line + 1..inst.line {
                    let Some(text) = self.lines.get(ln as usize - 1).map(|l| l.trim_start().to_string()) else { continue };
                    if let Some(body) = text.strip_prefix("#dbg_") {
                        if let Some(rec) = self.record(m, body, vals) {
                            let slots: Vec<Slot> = rec
                                .args
                                .iter()
                                .filter_map(|a| match a {
                                    RecArg::Value { slot, .. } => Some(*slot),
                                    _ => None,
                                })
                                .collect();
                            self.prog.recs.push(rec);
                            let id = self.prog.recs.len() as u32 - 1;
                            plan.entry((bi, k)).or_default().push(Op::WatchBind(ops::WatchBind { rec: id, slots }));
                        }
                    }
                }
                prev_line = prev_line.max(inst.line);
                classes.push(self.class(m, inst.dbg.as_deref()));
            }
            per_block.push(classes);
        }
        for (bi, classes) in per_block.iter().enumerate() {
            let Some(first) = classes.iter().position(|c| matches!(c, Class::Match(_))) else {
                // a block not on the line: the lanes that run it have left it
                if classes.contains(&Class::Other) {
                    plan.entry((bi, 0)).or_default().insert(0, Op::WatchLeave(ops::WatchLeave {}));
                }
                continue;
            };
            // a block that starts on another line leaves the watched one
            if classes.iter().position(|c| *c != Class::None).is_some_and(|k| classes[k] == Class::Other) {
                plan.entry((bi, 0)).or_default().insert(0, Op::WatchLeave(ops::WatchLeave {}));
            }
            let Class::Match(loc) = &classes[first] else { continue };
            let bp = self.breakpoint(m, f, loc);
            self.prog.bps.push(bp);
            let id = self.prog.bps.len() as u32 - 1;
            plan.entry((bi, first)).or_default().push(Op::WatchHit(ops::WatchHit { bp: id }));
            let last = classes.iter().rposition(|c| matches!(c, Class::Match(_))).unwrap_or(first);
            if let Some(k) = (last + 1..classes.len()).find(|&k| classes[k] == Class::Other) {
                plan.entry((bi, k)).or_default().push(Op::WatchLeave(ops::WatchLeave {}));
            }
        }
        plan
    }

    /// Whether the instruction with `!dbg` `loc` is on the watched line: its main frame (the
    /// innermost in the user's code, `debug::main_frame`) is at the watched file and line.
    fn class(&mut self, m: &Module, loc: Option<&str>) -> Class {
        let Some(loc) = loc else { return Class::None };
        let chain = debug::chain(&m.debug, loc);
        let k = debug::main_frame(&chain);
        let Some(p) = chain.get(k) else { return Class::None };
        if p.line == 0 {
            return Class::None;
        }
        if p.file == self.prog.file {
            self.prog.code_lines.insert(p.line);
        }
        if p.line == self.prog.req.line && p.file == self.prog.file {
            return Class::Match(loc_ids(&m.debug, loc).get(k).cloned().unwrap_or_default());
        }
        Class::Other
    }

    /// The breakpoint of the `DILocation` `loc`: its function and the variables in scope
    /// (same inlined instance, a scope that encloses the line, declared by then).
    fn breakpoint(&self, m: &Module, f: &Function, loc: &str) -> Breakpoint {
        let node = m.debug.get(loc);
        let scope = node.and_then(|n| n.reference("scope")).unwrap_or("");
        let inlined = node.and_then(|n| n.reference("inlinedAt")).map(str::to_string);
        let col = node.and_then(|n| n.int("column")).unwrap_or(0) as u32;
        let chain = scope_chain(&m.debug, scope);
        let function = debug::scope_file(&m.debug, scope).1.unwrap_or_else(|| crate::names::demangle(&f.name));
        let mut vars: Vec<u32> = (0..self.prog.vars.len() as u32)
            .filter(|&v| {
                let (s, i) = &self.var_scope[v as usize];
                let var = &self.prog.vars[v as usize];
                *i == inlined && chain.contains(s) && (var.arg > 0 || var.line <= self.prog.req.line)
            })
            .collect();
        // only variables with a record in this function
        let here: HashSet<u32> = self.prog.recs.iter().map(|r| r.var).collect();
        vars.retain(|v| here.contains(v));
        vars.sort_by_key(|&v| {
            let x = &self.prog.vars[v as usize];
            (x.arg == 0, if x.arg > 0 { x.arg } else { x.line }, v)
        });
        vars.dedup();
        Breakpoint { function, col, vars }
    }

    /// Decode one record's text after `#dbg_`; `None` for records that name no variable
    /// (`#dbg_label`) or that are not well formed (a watch then lacks that variable).
    fn record(&mut self, m: &Module, body: &str, vals: &HashMap<String, (Vec<Slot>, Type)>) -> Option<Rec> {
        let (kind, rest) = body.split_at(body.find('(')?);
        let declare = match kind {
            "value" | "assign" => false,
            "declare" => true,
            _ => return None,
        };
        let toks = lex(rest).ok()?;
        // the top-level operands between the outer parentheses
        let mut parts: Vec<&[Token]> = vec![];
        let (mut depth, mut start) = (0i32, 1usize);
        for (i, t) in toks.iter().enumerate() {
            match t.tok {
                Tok::Punct('(') | Tok::Punct('{') | Tok::Punct('<') | Tok::Punct('[') => depth += 1,
                Tok::Punct(')') | Tok::Punct('}') | Tok::Punct('>') | Tok::Punct(']') => {
                    depth -= 1;
                    if depth == 0 {
                        parts.push(&toks[start..i]);
                        break;
                    }
                }
                Tok::Punct(',') if depth == 1 => {
                    parts.push(&toks[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        if parts.len() < 4 {
            return None;
        }
        let Some(Tok::Meta(var)) = parts[1].first().map(|t| &t.tok) else { return None };
        let Some(Tok::Meta(loc)) = parts.last().and_then(|p| p.first()).map(|t| &t.tok) else { return None };
        let expr_toks = parts[2];
        let expr = match expr_toks {
            [Token { tok: Tok::Meta(k), .. }, Token { tok: Tok::Punct('('), .. }, body @ .., Token { tok: Tok::Punct(')'), .. }] if k == "DIExpression" => expression(body),
            _ => Err(format!("an expression by reference ({})", tokens_text(expr_toks))),
        };
        let args = match parts[0] {
            [Token { tok: Tok::Meta(k), .. }, Token { tok: Tok::Punct('('), .. }, list @ .., Token { tok: Tok::Punct(')'), .. }] if k == "DIArgList" => {
                list.split(|t| t.tok == Tok::Punct(',')).map(|a| operand(a, vals)).collect()
            }
            a => vec![operand(a, vals)],
        };
        let fragment = expr.as_ref().ok().and_then(|e| e.1);
        let loc_node = m.debug.get(loc.as_str());
        let inlined = loc_node.and_then(|n| n.reference("inlinedAt")).map(str::to_string);
        let id = self.var(m, var, inlined, fragment)?;
        Some(Rec { var: id, args, expr: expr.map(|(ops, _)| ops), declare })
    }

    /// The index of variable node `var` in the inlined instance `inlined` (fragment `frag`).
    fn var(&mut self, m: &Module, var: &str, inlined: Option<String>, frag: Option<(u64, u64)>) -> Option<u32> {
        let key = (var.to_string(), inlined.clone(), frag);
        if let Some(&i) = self.var_ids.get(&key) {
            return Some(i);
        }
        let n = m.debug.get(var).filter(|n| n.kind == "DILocalVariable")?;
        let mut ty = var_type(&m.debug, n.reference("type"));
        let mut name = n.string("name").unwrap_or("?").to_string();
        if let Some((off, size)) = frag {
            // a piece of the variable: its bits, shown as an unsigned number
            name = format!("{name}[bits {off}..{}]", off + size);
            ty = VarTy { name: format!("u{size}"), bits: size as u32, shown: if size <= 64 { Ok(Shown::Unsigned) } else { Err(format!("a {size}-bit piece")) } };
        }
        self.prog.vars.push(Var { name, ty, line: n.int("line").unwrap_or(0) as u32, arg: n.int("arg").unwrap_or(0) as u32 });
        self.var_scope.push((n.reference("scope").unwrap_or("").to_string(), inlined));
        let i = self.prog.vars.len() as u32 - 1;
        self.var_ids.insert(key, i);
        Some(i)
    }
}

/// The `DILocation` ids of `loc`'s frames: its own, then each call it was inlined into
/// (the frames of `debug::chain`, in the same order).
fn loc_ids(nodes: &HashMap<String, DiNode>, loc: &str) -> Vec<String> {
    crate::front::ll::debug::frames(nodes, loc).into_iter().map(|(id, _)| id).collect()
}

/// Scope `s` and the scopes that enclose it, up to its subprogram (bounded).
fn scope_chain(nodes: &HashMap<String, DiNode>, s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut cur = Some(s.to_string());
    while let Some(id) = cur.take() {
        if out.len() >= 64 {
            break;
        }
        let n = nodes.get(&id);
        out.push(id);
        match n {
            Some(n) if n.kind != "DISubprogram" => cur = n.reference("scope").map(str::to_string),
            _ => {}
        }
    }
    out
}

/// The type node `t` of a variable: through typedefs and qualifiers to a basic type or a
/// pointer (bounded); structs, arrays and the rest cannot be shown as one value.
fn var_type(nodes: &HashMap<String, DiNode>, t: Option<&str>) -> VarTy {
    let mut cur = t;
    let mut spelled: Option<String> = None;
    let mut quals = String::new();
    for _ in 0..32 {
        let Some(n) = cur.and_then(|c| nodes.get(c)) else {
            // `type: null` is `void`
            break;
        };
        let name = n.string("name").map(str::to_string);
        match (n.kind.as_str(), n.word("tag")) {
            ("DIBasicType", _) => {
                let bits = n.int("size").unwrap_or(0) as u32;
                let shown = match n.word("encoding") {
                    Some("DW_ATE_signed" | "DW_ATE_signed_char") => Ok(Shown::Signed),
                    Some("DW_ATE_unsigned" | "DW_ATE_unsigned_char" | "DW_ATE_UTF") => Ok(Shown::Unsigned),
                    Some("DW_ATE_boolean") => Ok(Shown::Bool),
                    Some("DW_ATE_float") if bits == 32 || bits == 64 => Ok(Shown::Float),
                    e => Err(format!("a {bits}-bit `{}` value ({})", name.as_deref().unwrap_or("?"), e.unwrap_or("no encoding"))),
                };
                let shown = if bits == 0 || bits > 64 { Err(format!("a {bits}-bit value")) } else { shown };
                return VarTy { name: spelled.unwrap_or_else(|| format!("{quals}{}", name.unwrap_or_default())), bits, shown };
            }
            ("DIDerivedType", Some("DW_TAG_pointer_type" | "DW_TAG_reference_type" | "DW_TAG_rvalue_reference_type")) => {
                let bits = n.int("size").unwrap_or(64) as u32;
                let base = var_type(nodes, n.reference("baseType"));
                let star = if n.word("tag") == Some("DW_TAG_pointer_type") { "*" } else { "&" };
                let base_name = if base.name.is_empty() { "void".to_string() } else { base.name };
                return VarTy { name: spelled.unwrap_or(format!("{base_name}{star}")), bits, shown: Ok(Shown::Pointer) };
            }
            ("DIDerivedType", Some("DW_TAG_typedef")) => {
                spelled.get_or_insert_with(|| format!("{quals}{}", name.unwrap_or_default()));
                cur = n.reference("baseType");
            }
            ("DIDerivedType", Some(tag @ ("DW_TAG_const_type" | "DW_TAG_volatile_type" | "DW_TAG_restrict_type" | "DW_TAG_atomic_type"))) => {
                if tag == "DW_TAG_const_type" && spelled.is_none() {
                    quals.push_str("const ");
                }
                cur = n.reference("baseType");
            }
            (kind, tag) => {
                let what = name.map(|x| format!("`{x}`")).unwrap_or_else(|| tag.unwrap_or(kind).to_string());
                let bits = n.int("size").unwrap_or(0) as u32;
                return VarTy {
                    name: spelled.unwrap_or_else(|| what.trim_matches('`').to_string()),
                    bits,
                    shown: Err(format!("{what} is not one value (a struct, array or other aggregate)")),
                };
            }
        }
    }
    VarTy { name: spelled.unwrap_or_else(|| "?".into()), bits: 0, shown: Err("a type xlane cannot read".into()) }
}

/// One record operand: `TYPE VALUE` (`i32 %3`, `ptr addrspace(5) %x`, `i32 0`, `ptr poison`)
/// or an empty location (`!{}`).
fn operand(toks: &[Token], vals: &HashMap<String, (Vec<Slot>, Type)>) -> RecArg {
    let Some(last) = toks.last() else { return RecArg::Killed };
    let ty = toks.first().map(|t| &t.tok);
    // the operand's address space, for a pointer
    let space = toks.windows(3).find_map(|w| match (&w[0].tok, &w[1].tok, &w[2].tok) {
        (Tok::Word(a), Tok::Punct('('), Tok::Int(n)) if a == "addrspace" => Some(*n as u32),
        _ => None,
    });
    let width = match ty {
        Some(Tok::Word(w)) if w.starts_with('i') => w[1..].parse::<u32>().ok(),
        Some(Tok::Word(w)) if w == "float" => Some(32),
        Some(Tok::Word(w)) if w == "double" => Some(64),
        _ => None,
    };
    match &last.tok {
        Tok::Local(n) => match vals.get(n) {
            Some((s, t)) if s.len() == 1 => {
                let bits = match t {
                    Type::Int(b) => *b,
                    Type::Float => 32,
                    Type::Double => 64,
                    Type::Half | Type::BFloat => 16,
                    Type::Ptr(_) => 64,
                    _ => 0,
                };
                RecArg::Value { slot: s[0], bits, space: space.unwrap_or(0) }
            }
            _ => RecArg::Killed,
        },
        Tok::Int(v) => match width {
            Some(w) => RecArg::Const { bits: (*v as u64) & mask(w), width: w },
            None => RecArg::Killed,
        },
        Tok::Float(f) => {
            let ty = match width {
                Some(32) => Type::Float,
                Some(64) => Type::Double,
                _ => return RecArg::Killed,
            };
            match crate::front::ll::floatlit::decimal(&ty, f) {
                Ok(bits) => RecArg::Const { bits, width: width.unwrap_or(64) },
                Err(_) => RecArg::Killed,
            }
        }
        // a hex float literal holds a double's bits, also for `float` (LangRef "Simple Constants")
        Tok::HexFloat(h) if h.len() == 18 => match (width, u64::from_str_radix(&h[2..], 16)) {
            (Some(32), Ok(b)) => RecArg::Const { bits: (f64::from_bits(b) as f32).to_bits() as u64, width: 32 },
            (Some(64), Ok(b)) => RecArg::Const { bits: b, width: 64 },
            _ => RecArg::Killed,
        },
        Tok::Word(w) if w == "null" || w == "zeroinitializer" || w == "false" => RecArg::Const { bits: 0, width: width.unwrap_or(64) },
        Tok::Word(w) if w == "true" => RecArg::Const { bits: 1, width: 1 },
        _ => RecArg::Killed,
    }
}

pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// The text of tokens, for a message.
fn tokens_text(toks: &[Token]) -> String {
    toks.iter()
        .map(|t| match &t.tok {
            Tok::Word(w) => w.clone(),
            Tok::Int(i) => i.to_string(),
            Tok::Meta(m) => format!("!{m}"),
            Tok::Local(l) => format!("%{l}"),
            Tok::Punct(c) => c.to_string(),
            t => format!("{t:?}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
        .replace(" ,", ",")
        .replace("( ", "(")
        .replace(" )", ")")
}

/// The steps of a `!DIExpression(…)` body, with the fragment (`DW_OP_LLVM_fragment`) apart;
/// an operation xlane does not evaluate is an error naming it.
#[allow(clippy::type_complexity)]
fn expression(body: &[Token]) -> Result<(Vec<ExprOp>, Option<(u64, u64)>), String> {
    let items: Vec<&[Token]> = if body.is_empty() { vec![] } else { body.split(|t| t.tok == Tok::Punct(',')).collect() };
    let mut out = vec![];
    let mut frag = None;
    let mut i = 0;
    let num = |k: usize| -> Result<i128, String> {
        match items.get(k).and_then(|t| t.first()).map(|t| &t.tok) {
            Some(Tok::Int(v)) => Ok(*v),
            _ => Err(format!("DIExpression({})", tokens_text(body))),
        }
    };
    while i < items.len() {
        let Some(Tok::Word(op)) = items[i].first().map(|t| &t.tok) else { return Err(format!("DIExpression({})", tokens_text(body))) };
        let unsupported = || Err(format!("`{op}` in DIExpression({})", tokens_text(body)));
        let (step, n) = match op.as_str() {
            "DW_OP_constu" => {
                // `DW_OP_constu N, DW_OP_swap, DW_OP_xderef`: clang's AMDGPU address space
                let is = |k: usize, w: &str| matches!(items.get(k).and_then(|t| t.first()).map(|t| &t.tok), Some(Tok::Word(x)) if x == w);
                if is(i + 2, "DW_OP_swap") && is(i + 3, "DW_OP_xderef") {
                    (ExprOp::AddrSpace(num(i + 1)? as u64), 4)
                } else {
                    (ExprOp::Constu(num(i + 1)? as u64), 2)
                }
            }
            "DW_OP_consts" => (ExprOp::Consts(num(i + 1)? as i64), 2),
            "DW_OP_plus_uconst" => (ExprOp::PlusUconst(num(i + 1)? as u64), 2),
            "DW_OP_LLVM_arg" => (ExprOp::Arg(num(i + 1)? as u32), 2),
            "DW_OP_deref_size" => (ExprOp::Deref(num(i + 1)? as u8), 2),
            "DW_OP_deref" => (ExprOp::Deref(8), 1),
            "DW_OP_LLVM_convert" => {
                let bits = num(i + 1)? as u32;
                let signed = match items.get(i + 2).and_then(|t| t.first()).map(|t| &t.tok) {
                    Some(Tok::Word(e)) if e == "DW_ATE_signed" => true,
                    Some(Tok::Word(e)) if e == "DW_ATE_unsigned" => false,
                    _ => return unsupported(),
                };
                (ExprOp::Convert { bits, signed }, 3)
            }
            "DW_OP_LLVM_extract_bits_sext" | "DW_OP_LLVM_extract_bits_zext" => {
                (ExprOp::Extract { offset: num(i + 1)? as u32, size: num(i + 2)? as u32, signed: op.ends_with("sext") }, 3)
            }
            "DW_OP_LLVM_fragment" => {
                frag = Some((num(i + 1)? as u64, num(i + 2)? as u64));
                i += 3;
                continue;
            }
            "DW_OP_plus" => (ExprOp::Plus, 1),
            "DW_OP_minus" => (ExprOp::Minus, 1),
            "DW_OP_mul" => (ExprOp::Mul, 1),
            "DW_OP_div" => (ExprOp::Div, 1),
            "DW_OP_mod" => (ExprOp::Mod, 1),
            "DW_OP_and" => (ExprOp::And, 1),
            "DW_OP_or" => (ExprOp::Or, 1),
            "DW_OP_xor" => (ExprOp::Xor, 1),
            "DW_OP_shl" => (ExprOp::Shl, 1),
            "DW_OP_shr" => (ExprOp::Shr, 1),
            "DW_OP_shra" => (ExprOp::Shra, 1),
            "DW_OP_neg" => (ExprOp::Neg, 1),
            "DW_OP_not" => (ExprOp::Not, 1),
            "DW_OP_abs" => (ExprOp::Abs, 1),
            "DW_OP_swap" => (ExprOp::Swap, 1),
            "DW_OP_dup" => (ExprOp::Dup, 1),
            "DW_OP_drop" => (ExprOp::Drop, 1),
            "DW_OP_over" => (ExprOp::Over, 1),
            "DW_OP_stack_value" => (ExprOp::StackValue, 1),
            "DW_OP_eq" => (ExprOp::Cmp(CmpOp::Eq), 1),
            "DW_OP_ne" => (ExprOp::Cmp(CmpOp::Ne), 1),
            "DW_OP_lt" => (ExprOp::Cmp(CmpOp::Lt), 1),
            "DW_OP_gt" => (ExprOp::Cmp(CmpOp::Gt), 1),
            "DW_OP_le" => (ExprOp::Cmp(CmpOp::Le), 1),
            "DW_OP_ge" => (ExprOp::Cmp(CmpOp::Ge), 1),
            w if w.starts_with("DW_OP_lit") => match w[9..].parse::<u64>() {
                Ok(v) if v < 32 => (ExprOp::Constu(v), 1),
                _ => return unsupported(),
            },
            _ => return unsupported(),
        };
        out.push(step);
        i += n;
    }
    Ok((out, frag))
}

/// The source file `want` names among the files of the module's debug information: the same
/// path, or one that ends with it at a `/`. None, or several, is a usage error that lists them.
fn resolve_file(m: &Module, want: &str) -> RResult<String> {
    let mut files: Vec<String> = m.debug.values().filter(|n| n.kind == "DIFile").map(debug::file_path).collect();
    files.sort();
    files.dedup();
    let canon = |p: &str| std::fs::canonicalize(p).ok();
    let want_c = canon(want);
    let want_t = want.trim_start_matches("./");
    let hits: Vec<&String> = files
        .iter()
        .filter(|f| {
            f.as_str() == want || (want_c.is_some() && canon(f) == want_c) || f.ends_with(&format!("/{want_t}")) || (!want_t.contains('/') && f.rsplit('/').next() == Some(want_t))
        })
        .collect();
    match hits.as_slice() {
        [one] => return Ok((*one).clone()),
        [] => {}
        many => {
            let names: Vec<String> = many.iter().map(|f| debug::shown(f)).collect();
            return Err(RunError::new(ErrKind::Usage, format!("--watch `{want}` names {} files of the module: {}", many.len(), names.join(", ")))
                .with_help("give more of the path, e.g. --watch DIR/FILE:LINE"));
        }
    }
    if files.is_empty() {
        return Err(RunError::new(ErrKind::Usage, format!("--watch `{want}`: the module has no debug information (no source files, no lines)"))
            .with_help("compile with -g (`xlane run k.hip|k.cu` adds it for --watch), or watch a module clang compiled with -g"));
    }
    // did you mean: the user's files first, nearest name first
    let base = want.rsplit('/').next().unwrap_or(want);
    let mut near: Vec<(bool, usize, String)> = files
        .iter()
        .map(|f| (debug::is_library(f), crate::names::edit_distance(f.rsplit('/').next().unwrap_or(f), base), debug::shown(f)))
        .collect();
    near.sort();
    let names: Vec<String> = near.iter().map(|n| n.2.clone()).collect();
    let help = match near.first() {
        Some((false, d, n)) if *d <= 3.max(base.len() / 3) => format!("did you mean `{n}`? files in the module's debug information: {}", names.join(", ")),
        _ => format!("files in the module's debug information: {}", names.join(", ")),
    };
    Err(RunError::new(ErrKind::Usage, format!("--watch `{want}`: no such file in the module's debug information")).with_help(help))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Token> {
        lex(s).unwrap()
    }

    #[test]
    fn watch_spec() {
        let r = WatchReq::parse("dir/k.hip:12").unwrap();
        assert_eq!((r.file.as_str(), r.line), ("dir/k.hip", 12));
        assert!(WatchReq::parse("k.hip").is_err());
        assert!(WatchReq::parse("k.hip:x").is_err());
        assert!(WatchReq::parse("k.hip:0").is_err());
    }

    #[test]
    fn expressions_clang_emits() {
        // gfx942 -O2, `int v = t * 3;` salvaged into t's record (clang-22)
        let e = expression(&toks("DW_OP_constu, 3, DW_OP_mul, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value")).unwrap();
        assert_eq!(e.0, vec![ExprOp::Constu(3), ExprOp::Mul, ExprOp::AddrSpace(1), ExprOp::StackValue]);
        let e = expression(&toks("DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32")).unwrap();
        assert_eq!(e.0, vec![ExprOp::Arg(0), ExprOp::Arg(1), ExprOp::Plus, ExprOp::StackValue]);
        assert_eq!(e.1, Some((32, 32)));
        let e = expression(&toks("DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value")).unwrap();
        assert_eq!(e.0[0], ExprOp::Convert { bits: 32, signed: true });
        let bad = expression(&toks("DW_OP_LLVM_tag_offset, 3")).unwrap_err();
        assert!(bad.contains("DW_OP_LLVM_tag_offset"), "{bad}");
        assert_eq!(expression(&[]).unwrap().0, vec![]);
    }
}
