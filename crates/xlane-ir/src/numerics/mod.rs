//! Numerics the runner computes with, independent of the program: half and bfloat16
//! conversions ([`float`]), exact IEEE operations in every rounding direction ([`rounding`]),
//! the models of approximate instructions ([`approx`]) and the spec's random inputs ([`rng`]).

pub mod approx;
pub mod float;
pub mod rng;
pub mod rounding;
