//! Emitters: a self-contained HIP or CUDA function on the clang builtins, the same sequence
//! as one LLVM IR function (`module`), and each call's AMDGPU assembly or PTX through
//! xlane-lower (`ir`, the model shown when llc-22 is not installed).

mod c;
mod ir;
mod module;

pub use c::{function, function_name};
pub use ir::lowered;
pub use module::function as ir_function;

use crate::problem::Problem;

/// What the emitted code assumes, in words (a comment on top of every emit form).
pub fn preconditions(p: &Problem) -> String {
    format!(
        "precondition: all {w} lanes of the wave are active (every {s}-lane segment whole), wave{w} as built for {t}; the proof assumes exactly this",
        w = p.wave,
        s = p.width,
        t = p.target.name
    )
}
