//! Textual LLVM IR: lexer, parser and the parsed tree.

pub mod ast;
pub mod lexer;
pub mod parser;
pub mod reach;
pub mod verify;

/// A syntax error with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: u32,
    pub message: String,
    /// Valid IR that xlane does not model (an `unsupported` error), rather than text that is
    /// not IR (`malformed`).
    pub unsupported: bool,
}

impl ParseError {
    pub fn new(line: u32, message: impl Into<String>) -> Self {
        ParseError { line, message: message.into(), unsupported: false }
    }
    pub fn unsupported(line: u32, message: impl Into<String>) -> Self {
        ParseError { line, message: message.into(), unsupported: true }
    }
    /// The runner's error kind for this parse failure.
    pub fn kind(&self) -> crate::ErrKind {
        if self.unsupported { crate::ErrKind::Unsupported } else { crate::ErrKind::Malformed }
    }
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

pub use parser::parse_module;
