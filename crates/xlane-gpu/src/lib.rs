//! The NVIDIA hardware harness of xlane: generate random cases for the CUDA warp builtins,
//! run them on a real GPU (feature `cuda`), and write conformance vectors
//! (docs/vectors.md). Everything but the GPU run works without CUDA, so the case generator,
//! the undefined-lane reading and the vector writer are tested on any machine.

pub mod emit;
pub mod gen;
pub mod hwcheck;
pub mod kernels;
pub mod meta;
pub mod raw;
pub mod reference;
pub mod rng;
pub mod spec;

#[cfg(feature = "cuda")]
pub mod device;
