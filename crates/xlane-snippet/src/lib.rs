//! The snippet language of `xlane eval`: a small C subset (typed declarations, C operators
//! and conversions, `?:`, `if`/`else` that narrows the exec mask, the lane id, and builtin
//! calls spelled as in HIP/CUDA source), run over one wave.
//!
//! ```text
//! text ─► lex ─► parse (ast) ─► interp: per-lane values; each builtin call ─► xlane_core::call
//! ```

pub mod ast;
pub mod calls;
pub mod ctype;
pub mod interp;
pub mod lex;
pub mod lower;
pub mod ops;
pub mod parse;
pub mod placeholder;
mod region;
pub mod source;
pub mod why;

pub use interp::{CallRecord, Options, Run, Var};
pub use source::Source;

use xlane_core::diag::Result;

/// Parse and run a snippet.
pub fn eval(text: &str, opts: &Options) -> Result<Run> {
    let src = Source::new(text);
    let prog = parse::parse(&src)?;
    interp::run(&src, &prog, opts)
}
