//! Diagnostics: every refusal is a value that says what is wrong, where, and how to fix it.

use std::fmt;

/// What class of problem a diagnostic reports. Conformance rejection cases and the CLI's
/// exit codes key on this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DiagKind {
    /// No builtin or intrinsic of that name.
    UnknownBuiltin,
    /// Unknown processor name.
    UnknownTarget,
    /// Wrong number of arguments.
    Arity,
    /// An argument of the wrong type, or a type the builtin does not take.
    Type,
    /// A per-lane value where the builtin needs a compile-time constant.
    NotConstant,
    /// A constant that is illegal (on this target, or anywhere).
    IllegalValue,
    /// The builtin exists but not on this target / wave size.
    Unavailable,
    /// The wave size is not one the target can run.
    BadWave,
    /// Malformed input: a vector file, a snippet, a .ll file, a launch spec.
    Malformed,
    /// Something the model does not cover yet. Never used for a silent guess.
    Unsupported,
    /// An NVIDIA `*_sync` call whose member mask names lanes that are alive but on another
    /// path: they never arrive (the rule `xlane run` applies; crates/xlane-ir/README.md).
    Deadlock,
}

impl DiagKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DiagKind::UnknownBuiltin => "unknown-builtin",
            DiagKind::UnknownTarget => "unknown-target",
            DiagKind::Arity => "arity",
            DiagKind::Type => "type",
            DiagKind::NotConstant => "not-constant",
            DiagKind::IllegalValue => "illegal-value",
            DiagKind::Unavailable => "unavailable",
            DiagKind::BadWave => "bad-wave",
            DiagKind::Malformed => "malformed",
            DiagKind::Unsupported => "unsupported",
            DiagKind::Deadlock => "deadlock",
        }
    }
}

/// A diagnostic: kind, message, and an optional suggestion.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diag {
    pub kind: DiagKind,
    pub message: String,
    /// How to fix it, e.g. "use row_share:15 on GFX10+" or "available on: gfx950, gfx1250".
    pub help: Option<String>,
}

impl Diag {
    pub fn new(kind: DiagKind, message: impl Into<String>) -> Self {
        Diag { kind, message: message.into(), help: None }
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    pub fn malformed(message: impl Into<String>) -> Self {
        Diag::new(DiagKind::Malformed, message)
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error[{}]: {}", self.kind.as_str(), self.message)?;
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diag {}

pub type Result<T> = std::result::Result<T, Diag>;
