//! Run errors: every stop names its kind (launch.md's `expect_error` kinds) and, when it
//! happens while running, where: kernel, block, wave, lane, the `.ll` line and instruction,
//! and the `!dbg` source line when the module has debug locations.

use std::fmt;

use xlane_core::{Diag, DiagKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrKind {
    OutOfBounds,
    Misaligned,
    Unavailable,
    Deadlock,
    BarrierDivergence,
    StepLimit,
    /// The launch ran past its wall-clock limit (`--time-limit`).
    TimeLimit,
    Unsupported,
    UndefinedValue,
    /// Integer division by zero (or `INT_MIN / -1`): immediate undefined behaviour in LLVM IR.
    DivisionByZero,
    /// `unreachable` or `llvm.trap` executed.
    Trap,
    /// A device `assert` failed (`__assertfail` / `__assert_fail`).
    Assert,
    /// Under `--strict`, an approximate value (`crate::numerics::approx`) reached memory.
    ApproximateValue,
    /// Two accesses to the same byte, at least one a write and neither atomic, by different
    /// waves of a block with no barrier between them (shared memory) or by different blocks
    /// (global memory): `run::check::race`. A warning; an error under `--strict`.
    Race,
    /// A load of memory nothing wrote: not the launch's arguments, not a store of this launch
    /// (`run::check::init`). A warning; an error under `--strict`.
    Uninitialized,
    /// The device printf output passed its bound (`limits.printf_bytes`, `run::printed`): the
    /// rest was dropped. A warning only.
    PrintfLimit,
    /// A launch the target cannot run: grid or block beyond its limits.
    Launch,
    /// A value in the spec that does not fit its type (never wrapped).
    Type,
    /// Bad input: a malformed `.ll` or spec, a missing kernel, a type mismatch.
    Malformed,
    /// A file could not be read or written.
    Io,
    /// A command-line value that does not fit the input (`--watch` naming a file the module
    /// has no debug information for).
    Usage,
    /// A fault inside xlane itself (a broken invariant), never the input's fault.
    Internal,
    /// Another core diagnostic (illegal constant operand, arity…), with its core kind.
    Core(DiagKind),
}

impl ErrKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrKind::OutOfBounds => "out-of-bounds",
            ErrKind::Misaligned => "misaligned",
            ErrKind::Unavailable => "unavailable",
            ErrKind::Deadlock => "deadlock",
            ErrKind::BarrierDivergence => "barrier-divergence",
            ErrKind::StepLimit => "step-limit",
            ErrKind::TimeLimit => "time-limit",
            ErrKind::Unsupported => "unsupported",
            ErrKind::UndefinedValue => "undefined-value",
            ErrKind::DivisionByZero => "division-by-zero",
            ErrKind::Trap => "trap",
            ErrKind::Assert => "assert",
            ErrKind::ApproximateValue => "approximate-value",
            ErrKind::Race => "race",
            ErrKind::Uninitialized => "uninitialized",
            ErrKind::PrintfLimit => "printf-limit",
            ErrKind::Launch => "launch",
            ErrKind::Type => "type",
            ErrKind::Malformed => "malformed",
            ErrKind::Io => "io",
            ErrKind::Usage => "usage",
            ErrKind::Internal => "internal",
            ErrKind::Core(k) => k.as_str(),
        }
    }

    /// The kinds a run can stop with, which a spec's `expect_error` may name (in the order
    /// `docs/launch.md` lists them).
    pub const EXPECTABLE: [ErrKind; 15] = [
        ErrKind::OutOfBounds,
        ErrKind::Misaligned,
        ErrKind::Unavailable,
        ErrKind::Deadlock,
        ErrKind::BarrierDivergence,
        ErrKind::StepLimit,
        ErrKind::TimeLimit,
        ErrKind::Unsupported,
        ErrKind::UndefinedValue,
        ErrKind::DivisionByZero,
        ErrKind::Trap,
        ErrKind::Assert,
        ErrKind::ApproximateValue,
        ErrKind::Race,
        ErrKind::Uninitialized,
    ];
}

/// Where a run error happened.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Location {
    pub kernel: String,
    pub function: String,
    pub block: [u32; 3],
    pub wave: u32,
    pub lane: Option<u32>,
    /// 1-based line of the instruction in the `.ll` file.
    pub line: u32,
    /// The instruction's text.
    pub inst: String,
    /// Source line from the `!dbg` location.
    pub src_line: Option<u32>,
    /// Source positions from the debug info: the instruction's own, then each call it was
    /// inlined into (empty without debug info).
    pub src: Vec<crate::ll::debug::SrcPos>,
}

/// A second place a diagnostic is about: the other access of a race, the operation that made
/// a value undefined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    /// What happened there, in words (`the earlier read`).
    pub what: String,
    pub at: Location,
}

impl Related {
    /// `  note: WHAT`, the source position with its line and caret, and the block, wave, lane
    /// and `.ll` line.
    pub fn text(&self) -> String {
        let at = &self.at;
        let mut s = format!("\n  note: {}{}", self.what, crate::ll::debug::render(&at.src));
        s.push_str(&format!("\n    at: block ({}, {}, {}), wave {}", at.block[0], at.block[1], at.block[2], at.wave));
        if let Some(l) = at.lane {
            s.push_str(&format!(", lane {l}"));
        }
        if at.function != at.kernel && !at.function.is_empty() {
            s.push_str(&format!(", in `{}`", crate::names::demangle(&at.function)));
        }
        s.push_str(&format!("; line {}: {}", at.line, at.inst.trim()));
        s
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunError {
    pub kind: ErrKind,
    pub message: String,
    pub help: Option<String>,
    pub at: Option<Box<Location>>,
    /// Another place the error is about (the other access of a race).
    pub related: Option<Box<Related>>,
    /// The 1-based line of the `.ll` file a load or decode error is about.
    pub line: Option<u32>,
}

impl RunError {
    /// The same error with `what: ` before its message (where in the input it is).
    pub fn prefixed(mut self, what: &str) -> RunError {
        self.message = format!("{what}: {}", self.message);
        self
    }
    pub fn new(kind: ErrKind, message: impl Into<String>) -> RunError {
        RunError { kind, message: message.into(), help: None, at: None, related: None, line: None }
    }
    pub fn with_help(mut self, h: impl Into<String>) -> RunError {
        self.help = Some(h.into());
        self
    }
    pub fn unsupported(message: impl Into<String>) -> RunError {
        RunError::new(ErrKind::Unsupported, message)
    }
    pub fn malformed(message: impl Into<String>) -> RunError {
        RunError::new(ErrKind::Malformed, message)
    }
    /// A diagnostic from `.ll` decoding at `line`.
    pub fn at_line(kind: ErrKind, line: u32, message: impl Into<String>) -> RunError {
        RunError { line: Some(line), ..RunError::new(kind, message) }
    }
}

impl From<Diag> for RunError {
    fn from(d: Diag) -> RunError {
        let kind = match d.kind {
            DiagKind::Unavailable => ErrKind::Unavailable,
            DiagKind::Unsupported => ErrKind::Unsupported,
            DiagKind::Malformed => ErrKind::Malformed,
            DiagKind::Io => ErrKind::Io,
            DiagKind::Internal => ErrKind::Internal,
            DiagKind::Deadlock => ErrKind::Deadlock,
            k => ErrKind::Core(k),
        };
        RunError { kind, message: d.message, help: d.help, at: None, related: None, line: None }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error[{}]: ", self.kind.as_str())?;
        if let Some(l) = self.line {
            write!(f, "line {l}: ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some(at) = &self.at {
            write!(f, "{}", crate::ll::debug::render(&at.src))?;
            write!(f, "\n  at: kernel `{}`", crate::names::demangle(&at.kernel))?;
            if at.function != at.kernel && !at.function.is_empty() {
                write!(f, " (in `{}`)", crate::names::demangle(&at.function))?;
            }
            write!(f, ", block ({}, {}, {}), wave {}", at.block[0], at.block[1], at.block[2], at.wave)?;
            if let Some(l) = at.lane {
                write!(f, ", lane {l}")?;
            }
            write!(f, "\n  line {}: {}", at.line, at.inst.trim())?;
            if let (Some(s), true) = (at.src_line, at.src.is_empty()) {
                write!(f, "\n  source line {s}")?;
            }
        }
        if let Some(r) = &self.related {
            write!(f, "{}", r.text())?;
        }
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}

impl std::error::Error for RunError {}

pub type RResult<T> = Result<T, RunError>;
