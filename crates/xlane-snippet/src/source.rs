//! The snippet text and the errors that point into it.

use xlane_core::diag::{Diag, DiagKind, Loc};

pub struct Source {
    pub text: String,
}

impl Source {
    pub fn new(text: &str) -> Source {
        Source { text: text.to_string() }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, at: usize) -> (usize, usize) {
        let at = at.min(self.text.len());
        let before = &self.text[..at];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |p| p + 1);
        (line, before[line_start..].chars().count() + 1)
    }

    /// A `Malformed` diagnostic at `span`.
    pub fn error(&self, span: Span, message: &str, help: &str) -> Diag {
        self.diag(DiagKind::Malformed, span, message).with_help(help)
    }

    /// A diagnostic of any kind located at `span` (`Display` quotes the line with a caret).
    pub fn diag(&self, kind: DiagKind, span: Span, message: &str) -> Diag {
        Diag::new(kind, message).at(self.loc(span))
    }

    /// Re-point an existing diagnostic (e.g. from `call::check`) at `span`, keeping its help.
    pub fn locate(&self, d: Diag, span: Span) -> Diag {
        d.at(self.loc(span))
    }

    /// The place of `span`: its line and column, its width on that line, and the line.
    pub fn loc(&self, span: Span) -> Loc {
        let (line, col) = self.line_col(span.start);
        let text = self.text.lines().nth(line - 1).unwrap_or("");
        let end = span.end.max(span.start + 1).min(self.text.len().max(span.start + 1));
        let width = self.text.get(span.start..end).map_or(1, |s| s.lines().next().unwrap_or("").chars().count().max(1));
        Loc { input: "snippet".into(), line: line as u32, col: col as u32, width: width as u32, text: text.to_string() }
    }
}

/// A byte range in the snippet text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start, end: other.end.max(self.end) }
    }
}
