//! The launch spec's deterministic generator, in a leaf module so that tests of the
//! executor can draw from it without the executor depending on the spec.

/// splitmix64 (Steele, Lea, Flood 2014), as launch.md specifies for `{"random": SEED}`.
pub struct SplitMix64(pub u64);
impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// xorshift64 (Marsaglia 2003: shifts 13, 7, 17), the unit tests' cheap generator; `state`
/// must start non-zero.
#[cfg(test)]
pub(crate) fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}
