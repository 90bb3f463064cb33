//! The `xlane` command line: a thin layer over the libraries.

pub mod cmd;
pub mod snippet;
pub mod svg;

/// `explain`'s computation, for the CLI and the SVG diagrams.
pub use cmd::explain;

pub fn main() -> i32 {
    cmd::run()
}
