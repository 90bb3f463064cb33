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
    /// A file could not be read or written.
    Io,
    /// A fault inside xlane itself (a broken invariant), never the input's fault.
    Internal,
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
            DiagKind::Io => "io",
            DiagKind::Internal => "internal",
            DiagKind::Deadlock => "deadlock",
        }
    }
}

/// A place in text the user wrote (a snippet): the input's name, the 1-based line and column
/// (in characters), how many characters it covers, and that line's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loc {
    pub input: String,
    pub line: u32,
    pub col: u32,
    pub width: u32,
    pub text: String,
}

/// A diagnostic: kind, message, where, and an optional suggestion. The message is only the
/// words; the location is data (`--json` prints it as fields) drawn only by `Display`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diag {
    pub kind: DiagKind,
    pub message: String,
    /// How to fix it, e.g. "use row_share:15 on GFX10+" or "available on: gfx950, gfx1250".
    pub help: Option<String>,
    /// Where in the user's text.
    pub loc: Option<Box<Loc>>,
    /// The argument (0-based) of the call that the refusal is about.
    pub arg: Option<u32>,
}

impl Diag {
    pub fn new(kind: DiagKind, message: impl Into<String>) -> Self {
        Diag { kind, message: message.into(), help: None, loc: None, arg: None }
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
    /// A help line where the diagnostic has none yet (an entry point's general advice).
    pub fn or_help(mut self, help: impl Into<String>) -> Self {
        if self.help.is_none() {
            self.help = Some(help.into());
        }
        self
    }
    pub fn at(mut self, loc: Loc) -> Self {
        self.loc = Some(Box::new(loc));
        self
    }
    pub fn for_arg(mut self, i: usize) -> Self {
        self.arg = Some(i as u32);
        self
    }
    pub fn malformed(message: impl Into<String>) -> Self {
        Diag::new(DiagKind::Malformed, message)
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error[{}]: {}", self.kind.as_str(), self.message)?;
        if let Some(l) = &self.loc {
            // `  --> snippet 1:9`, the line, and a caret under the span.
            let pad = " ".repeat(l.col.saturating_sub(1) as usize);
            write!(f, "\n  --> {} {}:{}\n  | {}\n  | {pad}{}", l.input, l.line, l.col, l.text, "^".repeat(l.width as usize))?;
        }
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diag {}

pub type Result<T> = std::result::Result<T, Diag>;
