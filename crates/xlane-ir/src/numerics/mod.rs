//! Numerics the runner computes with, independent of the program: half and bfloat16
//! conversions ([`float`]), exact IEEE operations in every rounding direction ([`rounding`]),
//! the models of approximate instructions ([`approx`]), the spec's random inputs ([`rng`]),
//! PTX's 8-bit float formats ([`minifloat`]), PTX's narrowing `cvt` with `.relu`/`.satfinite` ([`narrow`]) and SIMD video instructions ([`simd_video`]).

pub mod amd_fp8;
pub mod approx;
pub mod exact_round;
pub mod float;
pub mod minifloat;
pub mod narrow;
pub mod rng;
pub mod rounding;
pub mod simd_video;
