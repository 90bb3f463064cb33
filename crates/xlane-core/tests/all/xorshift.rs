//! One deterministic generator for the tests that draw random operands (xorshift64,
//! Marsaglia 2003: shifts 13, 7, 17). Seeds must be non-zero.

pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
