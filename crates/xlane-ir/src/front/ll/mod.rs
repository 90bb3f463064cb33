//! Textual LLVM IR: lexer, parser and the parsed tree.

pub mod ast;
pub mod bounds;
pub mod debug;
pub mod floatlit;
pub mod layout;
pub mod lazy;
pub mod lexer;
pub mod parser;
pub mod reach;
pub mod verify;

/// A syntax error with its 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: u32,
    pub message: String,
    /// `Malformed` for text that is not IR, `Unsupported` for valid IR that xlane does not
    /// model.
    pub kind: crate::ErrKind,
    /// A suggested fix, where one is more precise than the general advice.
    pub help: Option<String>,
}

impl ParseError {
    pub fn new(line: u32, message: impl Into<String>) -> Self {
        ParseError { line, message: message.into(), kind: crate::ErrKind::Malformed, help: None }
    }
    pub fn unsupported(line: u32, message: impl Into<String>) -> Self {
        ParseError { line, message: message.into(), kind: crate::ErrKind::Unsupported, help: None }
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    /// As a [`crate::RunError`] at its line, with its own help if it has one.
    pub fn into_run_error(self, prefix: &str) -> crate::RunError {
        let e = crate::RunError::at_line(self.kind, self.line, format!("{prefix}{}", self.message));
        match self.help {
            Some(h) => e.with_help(h),
            None => e,
        }
    }
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

pub use parser::parse_module;
