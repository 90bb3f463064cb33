//! The syntax tree of a snippet.

use super::ctype::CType;
use super::lex::Span;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    LogAnd,
    LogOr,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            And => "&",
            Or => "|",
            Xor => "^",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            LogAnd => "&&",
            LogOr => "||",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// A literal with its C type (C11 6.4.4.1p5 picks it from value, radix and suffix).
    Int(u64, CType),
    Float(f64, CType),
    Bool(bool),
    Var(String),
    /// The lane id: `lane`, `threadIdx.x`, `__lane_id()`.
    Lane,
    /// `warpSize`.
    WaveSize,
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Cast(CType, Box<Expr>),
    Call(String, Vec<Expr>),
    /// `&name`: an out-pointer argument (`__match_all_sync(mask, v, &pred)`).
    AddrOf(String),
    /// `{a, b, c, …}`: one value per lane (initialisers only).
    List(Vec<Expr>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

/// A declared type as written (`unsigned long long`) plus what it means.
#[derive(Debug, Clone, PartialEq)]
pub struct TypeName {
    pub ty: CType,
    pub spelled: String,
    pub is_const: bool,
    /// `auto`: the type comes from the initialiser (`ty` is unused).
    pub is_auto: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Declarator {
    pub name: String,
    pub span: Span,
    pub init: Option<Expr>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Stmt {
    Decl(TypeName, Vec<Declarator>),
    /// `x = e`, `x op= e`, `x++` (op = Add, value 1).
    Assign {
        name: String,
        span: Span,
        op: Option<BinOp>,
        value: Expr,
    },
    Expr(Expr),
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    /// `for`/`while`: lanes leave the loop one by one as their condition turns false.
    Loop {
        span: Span,
        init: Option<Box<Stmt>>,
        cond: Option<Expr>,
        step: Option<Box<Stmt>>,
        body: Box<Stmt>,
    },
    Block(Vec<Stmt>),
}
