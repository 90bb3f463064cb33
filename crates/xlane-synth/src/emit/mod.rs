//! Emitters: a self-contained HIP or CUDA function on the clang builtins, and the LLVM IR,
//! AMDGPU assembly or PTX of each call through xlane-lower.

mod c;
mod ir;

pub use c::{function, function_name};
pub use ir::lowered;
