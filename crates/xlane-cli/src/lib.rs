//! The `xlane` command line: a thin layer over the libraries.

pub mod cmd;
pub mod interrupt;
pub mod svg;

/// The snippet language lives in its own library crate; the CLI re-exports it.
pub use xlane_snippet as snippet;

/// `explain`'s computation, for the CLI and the SVG diagrams.
pub use cmd::explain;

/// The stack of a thread that runs a command: parsers and interpreters recurse over input
/// nesting, which they bound (256 levels), and the bound must hold in debug builds too, whose
/// frames are several times larger.
pub const WORK_STACK_BYTES: usize = 256 << 20;

pub fn main() -> i32 {
    cmd::run()
}
