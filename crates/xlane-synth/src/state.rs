//! Symbolic lane states: what each lane holds, as a function of the source lanes, for every
//! input at once. The search and the proof both step these states with the effects the
//! semantics produced.

use crate::fx::{bits, LaneFx};

/// A permutation state: lane `n` holds source lane `src[n]`'s value, zero, or nothing.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PermState {
    pub lanes: Vec<PermLane>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PermLane {
    Src(u8),
    Zero,
    Undef,
}

impl PermState {
    pub fn identity(wave: u32) -> PermState {
        PermState { lanes: (0..wave).map(|n| PermLane::Src(n as u8)).collect() }
    }

    /// The state after a move with effect `fx`.
    pub fn step(&self, fx: &[LaneFx]) -> PermState {
        let lanes = fx
            .iter()
            .map(|f| match *f {
                LaneFx::Gather(m) if m.count_ones() == 1 => self.lanes[m.trailing_zeros() as usize],
                LaneFx::Zero => PermLane::Zero,
                // A permutation has no identity value; a multi-lane gather is not a move.
                _ => PermLane::Undef,
            })
            .collect();
        PermState { lanes }
    }
}

/// A collective state: lane `n` holds the combination of the source lanes in `sets[n]`
/// (each once), or is `bad`: undefined, a lane counted twice by a non-idempotent operator,
/// or a zero that is not the operator's identity. Lanes at or above the wave size stay empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SetState {
    pub sets: [u64; 64],
    pub bad: u64,
}

/// How lanes combine.
#[derive(Debug, Clone, Copy)]
pub struct Algebra {
    /// `x op x == x`: overlapping sets may be joined.
    pub idempotent: bool,
    /// Zero is the identity (add, or, xor, unsigned max): a zero lane holds the empty set.
    pub zero_is_identity: bool,
}

impl SetState {
    pub fn initial(wave: u32) -> SetState {
        let mut sets = [0u64; 64];
        for (n, s) in sets.iter_mut().enumerate().take(wave as usize) {
            *s = 1u64 << n;
        }
        SetState { sets, bad: 0 }
    }

    /// The value a lane receives from effect `f`: `Some(set)` or `None` (bad).
    #[inline]
    fn gathered(&self, f: LaneFx, alg: Algebra) -> Option<u64> {
        match f {
            LaneFx::Gather(m) if m.count_ones() == 1 => {
                let j = m.trailing_zeros();
                (self.bad >> j & 1 == 0).then(|| self.sets[j as usize])
            }
            LaneFx::Gather(m) => {
                let mut acc = 0u64;
                for j in bits(m) {
                    if self.bad >> j & 1 != 0 {
                        return None;
                    }
                    let s = self.sets[j as usize];
                    if !alg.idempotent && acc & s != 0 {
                        return None;
                    }
                    acc |= s;
                }
                Some(acc)
            }
            LaneFx::Zero if alg.zero_is_identity => Some(0),
            LaneFx::Zero | LaneFx::Undef => None,
        }
    }

    /// The lanes of `keep` that are defined and inside their goal (`want`): what
    /// [`SetState::step_keeping`] must not spoil.
    pub fn inside(&self, keep: u64, want: &[u64]) -> u64 {
        crate::fx::bits(keep & !self.bad).filter(|&n| self.sets[n as usize] & !want[n as usize] == 0).fold(0, |m, n| m | 1 << n)
    }

    /// `step`, abandoned (`None`) as soon as a lane of `guard` (`self.inside(keep, want)`)
    /// would leave its goal: the search's pruning, done without building the whole state.
    /// `src` is `fx` as [`LaneSrc`] (the same effect, read faster).
    pub fn step_keeping(&self, fx: &[LaneFx], src: &LaneSrc, combine: bool, alg: Algebra, guard: u64, want: &[u64]) -> Option<SetState> {
        let mut next = SetState { sets: [0; 64], bad: 0 };
        for (n, &code) in src.codes[..fx.len()].iter().enumerate() {
            let got = match code {
                0..LaneSrc::EMPTY => (self.bad >> code & 1 == 0).then(|| self.sets[code as usize]),
                LaneSrc::EMPTY => Some(0),
                LaneSrc::ZERO if alg.zero_is_identity => Some(0),
                LaneSrc::ZERO | LaneSrc::UNDEF => None,
                _ => self.gathered(fx[n], alg),
            };
            let v = if combine {
                match got {
                    Some(b) if self.bad >> n & 1 == 0 && (alg.idempotent || self.sets[n] & b == 0) => Some(self.sets[n] | b),
                    _ => None,
                }
            } else {
                got
            };
            let was_good = guard >> n & 1 != 0;
            match v {
                Some(s) => {
                    if was_good && s & !want[n] != 0 {
                        return None;
                    }
                    next.sets[n] = s;
                }
                None => {
                    if was_good {
                        return None;
                    }
                    next.bad |= 1 << n;
                }
            }
        }
        Some(next)
    }

    /// `v = moved(v)` when `combine` is false, `v = v op moved(v)` when true.
    pub fn step(&self, fx: &[LaneFx], combine: bool, alg: Algebra) -> SetState {
        let mut next = SetState { sets: [0; 64], bad: 0 };
        for (n, f) in fx.iter().enumerate() {
            let got = self.gathered(*f, alg);
            let v = if combine {
                match got {
                    Some(b) if self.bad >> n & 1 == 0 && (alg.idempotent || self.sets[n] & b == 0) => Some(self.sets[n] | b),
                    _ => None,
                }
            } else {
                got
            };
            match v {
                Some(s) => next.sets[n] = s,
                None => next.bad |= 1 << n,
            }
        }
        next
    }
}

/// A step's effect (`Fx`) as one byte per lane, for the search's inner loop: the source lane
/// of a one-lane gather, or a code for the others. An effect is 16 bytes a lane; the search
/// reads every candidate's effect for every state it expands, and this form is an eighth of it.
#[derive(Debug, Clone)]
pub struct LaneSrc {
    codes: [u8; 64],
}

impl LaneSrc {
    /// A gather of no lane (the identity).
    const EMPTY: u8 = 64;
    const ZERO: u8 = 65;
    const UNDEF: u8 = 66;
    /// A gather of several lanes: read from the effect itself.
    const MULTI: u8 = 67;

    pub fn new(fx: &[LaneFx]) -> LaneSrc {
        let mut codes = [LaneSrc::UNDEF; 64];
        for (c, f) in codes.iter_mut().zip(fx) {
            *c = match *f {
                LaneFx::Gather(0) => LaneSrc::EMPTY,
                LaneFx::Gather(m) if m.count_ones() == 1 => m.trailing_zeros() as u8,
                LaneFx::Gather(_) => LaneSrc::MULTI,
                LaneFx::Zero => LaneSrc::ZERO,
                LaneFx::Undef => LaneSrc::UNDEF,
            };
        }
        LaneSrc { codes }
    }
}

/// A fast hasher for the search's state tables (the multiply-rotate hash of rustc's FxHasher).
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl std::hash::Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.write_u64(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        for &b in chunks.remainder() {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub type FastMap<K, V> = std::collections::HashMap<K, V, std::hash::BuildHasherDefault<FastHasher>>;
