//! Per-lane values. Every value is carried as raw bits (`u64`, zero-extended) so that NaN
//! payloads and signed zeros survive unchanged; the element type says how to read them.

use crate::diag::{Diag, Result};

/// The most lanes a wave can have.
pub const MAX_LANES: usize = 64;

/// Element types of per-lane data (the `type` field of a conformance vector).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElemTy {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    BF16,
    F32,
    F64,
    /// Two packed `__half` in one 32-bit word (`__half2`).
    F16x2,
    /// Two packed bfloat16 in one 32-bit word (`__nv_bfloat162`).
    BF16x2,
}

impl ElemTy {
    pub fn parse(s: &str) -> Result<ElemTy> {
        Ok(match s {
            "bool" | "i1" => ElemTy::Bool,
            "i8" => ElemTy::I8,
            "u8" => ElemTy::U8,
            "i16" => ElemTy::I16,
            "u16" => ElemTy::U16,
            "i32" => ElemTy::I32,
            "u32" => ElemTy::U32,
            "i64" => ElemTy::I64,
            "u64" => ElemTy::U64,
            "f16" | "half" => ElemTy::F16,
            "bf16" => ElemTy::BF16,
            "f32" => ElemTy::F32,
            "f64" => ElemTy::F64,
            "f16x2" | "half2" => ElemTy::F16x2,
            "bf16x2" => ElemTy::BF16x2,
            _ => return Err(Diag::malformed(format!("unknown element type `{s}`")).with_help("use one of bool i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64 f16x2 bf16x2")),
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            ElemTy::Bool => "bool",
            ElemTy::I8 => "i8",
            ElemTy::U8 => "u8",
            ElemTy::I16 => "i16",
            ElemTy::U16 => "u16",
            ElemTy::I32 => "i32",
            ElemTy::U32 => "u32",
            ElemTy::I64 => "i64",
            ElemTy::U64 => "u64",
            ElemTy::F16 => "f16",
            ElemTy::BF16 => "bf16",
            ElemTy::F32 => "f32",
            ElemTy::F64 => "f64",
            ElemTy::F16x2 => "f16x2",
            ElemTy::BF16x2 => "bf16x2",
        }
    }

    /// The C spelling clang takes for the type (C++ too; the packed pairs have none).
    pub fn c_name(self) -> Option<&'static str> {
        Some(match self {
            ElemTy::Bool => "bool",
            ElemTy::I8 => "signed char",
            ElemTy::U8 => "unsigned char",
            ElemTy::I16 => "short",
            ElemTy::U16 => "unsigned short",
            ElemTy::I32 => "int",
            ElemTy::U32 => "unsigned",
            ElemTy::I64 => "long long",
            ElemTy::U64 => "unsigned long long",
            ElemTy::F16 => "_Float16",
            ElemTy::BF16 => "__bf16",
            ElemTy::F32 => "float",
            ElemTy::F64 => "double",
            ElemTy::F16x2 | ElemTy::BF16x2 => return None,
        })
    }

    /// Width in bits of the value as stored in registers.
    pub fn bits(self) -> u32 {
        match self {
            ElemTy::Bool => 1,
            ElemTy::I8 | ElemTy::U8 => 8,
            ElemTy::I16 | ElemTy::U16 | ElemTy::F16 | ElemTy::BF16 => 16,
            ElemTy::I32 | ElemTy::U32 | ElemTy::F32 | ElemTy::F16x2 | ElemTy::BF16x2 => 32,
            ElemTy::I64 | ElemTy::U64 | ElemTy::F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, ElemTy::F16 | ElemTy::BF16 | ElemTy::F32 | ElemTy::F64 | ElemTy::F16x2 | ElemTy::BF16x2)
    }

    pub fn is_signed(self) -> bool {
        matches!(self, ElemTy::I8 | ElemTy::I16 | ElemTy::I32 | ElemTy::I64)
    }

    /// Mask of the bits this type occupies.
    pub fn mask(self) -> u64 {
        match self.bits() {
            64 => u64::MAX,
            b => (1u64 << b) - 1,
        }
    }

    /// Truncate raw bits to this type's width (the canonical stored form).
    pub fn truncate(self, bits: u64) -> u64 {
        bits & self.mask()
    }

    /// Sign-extend the type's bits to i64 (for display and comparisons of signed types).
    pub fn to_i64(self, bits: u64) -> i64 {
        let b = self.bits();
        if b == 64 {
            bits as i64
        } else if self.is_signed() {
            ((bits << (64 - b)) as i64) >> (64 - b)
        } else {
            (bits & self.mask()) as i64
        }
    }

    /// The value of a scalar float type's bits, exactly (f64 holds every f16, bf16 and f32
    /// value); `None` for integers and packed pairs.
    pub fn to_f64(self, bits: u64) -> Option<f64> {
        Some(match self {
            ElemTy::F16 => half::f16::from_bits(bits as u16).to_f64(),
            ElemTy::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
            ElemTy::F32 => f32::from_bits(bits as u32) as f64,
            ElemTy::F64 => f64::from_bits(bits),
            _ => return None,
        })
    }

    /// `bits` read as this type, as short as it can be written exactly: signed integers in
    /// decimal, unsigned ones in decimal below 2^20 and in hex above, floats in Rust's
    /// shortest round-trip form of their own width, NaNs and packed pairs as hex bits.
    pub fn format(self, bits: u64) -> String {
        let bits = self.truncate(bits);
        let float = |v: f64| if v.is_nan() { format!("{bits:#x}") } else { format!("{v}") };
        match self {
            ElemTy::Bool => format!("{}", bits & 1),
            ElemTy::I8 | ElemTy::I16 | ElemTy::I32 | ElemTy::I64 => self.to_i64(bits).to_string(),
            ElemTy::U8 | ElemTy::U16 | ElemTy::U32 | ElemTy::U64 if bits < 1 << 20 => bits.to_string(),
            ElemTy::U8 | ElemTy::U16 | ElemTy::U32 | ElemTy::U64 => format!("{bits:#x}"),
            // Shortest text that reads back as the same f32 (not as the widened f64).
            ElemTy::F32 => match f32::from_bits(bits as u32) {
                v if v.is_nan() => format!("{bits:#x}"),
                v => format!("{v}"),
            },
            ElemTy::F16 | ElemTy::BF16 | ElemTy::F64 => float(self.to_f64(bits).unwrap_or(f64::NAN)),
            ElemTy::F16x2 | ElemTy::BF16x2 => format!("{bits:#x}"),
        }
    }
}

/// One value per lane plus a mask of lanes whose value is undefined.
///
/// Lanes at or above `wave` are ignored. An undefined lane's `bits` entry is meaningless.
#[derive(Clone, PartialEq, Eq)]
pub struct Lanes {
    pub bits: [u64; MAX_LANES],
    /// Bit k set: lane k's value is undefined (the hardware leaves it open).
    pub undef: u64,
}

impl Lanes {
    pub const fn splat(v: u64) -> Lanes {
        Lanes { bits: [v; MAX_LANES], undef: 0 }
    }
    pub const fn all_undef() -> Lanes {
        Lanes { bits: [0; MAX_LANES], undef: u64::MAX }
    }
    pub fn from_fn(wave: u32, mut f: impl FnMut(u32) -> u64) -> Lanes {
        let mut l = Lanes::splat(0);
        for i in 0..wave {
            l.bits[i as usize] = f(i);
        }
        l
    }
    pub fn from_slice(vals: &[u64]) -> Lanes {
        let mut l = Lanes::splat(0);
        l.bits[..vals.len()].copy_from_slice(vals);
        l
    }
    #[inline]
    pub fn get(&self, lane: u32) -> Option<u64> {
        if LaneMask(self.undef).has(lane) {
            None
        } else {
            Some(self.bits[lane as usize])
        }
    }
    #[inline]
    pub fn set(&mut self, lane: u32, v: u64) {
        self.bits[lane as usize] = v;
        self.undef &= !(1u64 << lane);
    }
    /// Lane `lane` holds `v`, or is undefined when `v` is `None` (a result some operand of
    /// which was undefined).
    #[inline]
    pub fn put(&mut self, lane: u32, v: Option<u64>) {
        match v {
            Some(v) => self.set(lane, v),
            None => self.set_undef(lane),
        }
    }
    #[inline]
    pub fn set_undef(&mut self, lane: u32) {
        self.undef |= 1u64 << lane;
    }
    pub fn is_undef(&self, lane: u32) -> bool {
        LaneMask(self.undef).has(lane)
    }
    /// The lanes whose bits are nonzero, defined or not, as a mask (a ballot's: on each wave
    /// of data, so four lanes per instruction where the CPU has AVX2).
    pub fn nonzero(&self) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above).
            return unsafe { nonzero_avx2(&self.bits) };
        }
        // sixteen lanes to a word, without a compare: `b | -b` has its top bit set exactly
        // when `b` is nonzero (a third fewer instructions than a bit per lane into the mask)
        let mut m = 0u64;
        for (k, c) in self.bits.chunks_exact(16).enumerate() {
            let mut h = 0u64;
            for (i, &b) in c.iter().enumerate() {
                h |= ((b | b.wrapping_neg()) >> 63) << i;
            }
            m |= h << (16 * k);
        }
        m
    }
    /// True when every lane in `mask` holds the same defined value.
    pub fn uniform_over(&self, mask: u64) -> Option<u64> {
        let mut it = LaneMask(mask).iter();
        let first = it.next()?;
        let v = self.get(first)?;
        it.all(|l| self.get(l) == Some(v)).then_some(v)
    }
}

/// [`Lanes::nonzero`] four lanes at a time: each lane compared with zero, the four results'
/// signs into a nibble.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn nonzero_avx2(bits: &[u64; MAX_LANES]) -> u64 {
    use std::arch::x86_64::{_mm256_castsi256_pd, _mm256_cmpeq_epi64, _mm256_loadu_si256, _mm256_movemask_pd, _mm256_setzero_si256};
    let mut zero = 0u64;
    for k in 0..MAX_LANES / 4 {
        // SAFETY: lanes 4k..4k+4 are 32 readable bytes; the load is unaligned.
        let v = unsafe { _mm256_loadu_si256(bits.as_ptr().add(4 * k).cast()) };
        let z = _mm256_cmpeq_epi64(v, _mm256_setzero_si256());
        zero |= (_mm256_movemask_pd(_mm256_castsi256_pd(z)) as u32 as u64) << (4 * k);
    }
    !zero
}

impl std::fmt::Debug for Lanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut l = f.debug_list();
        for i in 0..MAX_LANES as u32 {
            match self.get(i) {
                Some(v) => l.entry(&format_args!("{v:#x}")),
                None => l.entry(&format_args!("undef")),
            };
        }
        l.finish()
    }
}

/// Mask with the low `wave` bits set.
#[inline]
pub fn wave_mask(wave: u32) -> u64 {
    if wave >= 64 {
        u64::MAX
    } else {
        (1u64 << wave) - 1
    }
}

/// A set of lanes of one wave (bit k = lane k), iterated in increasing order and displayed as
/// ranges: `0-15, 32-47`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct LaneMask(pub u64);

impl LaneMask {
    /// Every lane of a wave of `wave` lanes.
    pub fn wave(wave: u32) -> LaneMask {
        LaneMask(wave_mask(wave))
    }
    #[inline]
    pub fn has(self, lane: u32) -> bool {
        self.0 >> lane & 1 != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// The lanes in increasing order.
    pub fn iter(self) -> LaneIter {
        LaneIter(self.0)
    }
}

impl IntoIterator for LaneMask {
    type Item = u32;
    type IntoIter = LaneIter;
    fn into_iter(self) -> LaneIter {
        LaneIter(self.0)
    }
}

/// The lanes of a [`LaneMask`], lowest first.
#[derive(Debug, Clone)]
pub struct LaneIter(u64);

impl Iterator for LaneIter {
    type Item = u32;
    #[inline]
    fn next(&mut self) -> Option<u32> {
        let l = (self.0 != 0).then(|| self.0.trailing_zeros())?;
        self.0 &= self.0 - 1;
        Some(l)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl std::fmt::Display for LaneMask {
    /// Runs of consecutive lanes as `first-last`, single lanes alone: `0-3, 7, 9-10`
    /// (nothing for the empty set).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut rest = self.0;
        let mut sep = "";
        while rest != 0 {
            let start = rest.trailing_zeros();
            let len = (rest >> start).trailing_ones();
            let end = start + len - 1;
            if end == start {
                write!(f, "{sep}{start}")?;
            } else {
                write!(f, "{sep}{start}-{end}")?;
            }
            sep = ", ";
            rest &= if end == 63 { 0 } else { !((1u64 << (end + 1)) - 1) };
        }
        Ok(())
    }
}

/// One argument of a call.
// `Lanes` is stored inline on purpose: the runner builds arguments on every cross-lane
// call, and a heap allocation per argument would cost more than the copy.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone)]
pub enum Arg {
    /// A compile-time constant (the same in every lane).
    Imm(u64),
    /// A per-lane value (possibly uniform, but not a compile-time constant).
    Lanes(Lanes),
}

impl Arg {
    /// The value in `lane` (`None` when undefined there).
    #[inline]
    pub fn get(&self, lane: u32) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(l) => l.get(lane),
        }
    }
    /// The value in `lane`, with undefined lanes read as 0 (only for places where the
    /// caller separately tracks definedness).
    #[inline]
    pub fn bits(&self, lane: u32) -> u64 {
        match self {
            Arg::Imm(v) => *v,
            Arg::Lanes(l) => l.bits[lane as usize],
        }
    }
    pub fn imm(&self) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(_) => None,
        }
    }
    /// The value as a wave-uniform scalar: a constant, or lanes equal over `mask`.
    pub fn uniform(&self, mask: u64) -> Option<u64> {
        match self {
            Arg::Imm(v) => Some(*v),
            Arg::Lanes(l) => l.uniform_over(mask),
        }
    }
    /// Mask of lanes where the value is undefined.
    pub fn undef(&self) -> u64 {
        match self {
            Arg::Imm(_) => 0,
            Arg::Lanes(l) => l.undef,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{LaneMask, Lanes};

    proptest::proptest! {
        /// `nonzero` against the rule lane by lane; lanes drawn zero half the time, and
        /// values with one bit (top or bottom) alone.
        #[test]
        fn nonzero_is_the_lanes_whose_bits_are_not_zero(seed: [u64; 64], zero: u64, one: u64) {
            let mut l = Lanes::splat(0);
            for (n, &s) in seed.iter().enumerate() {
                l.bits[n] = if zero >> n & 1 != 0 { 0 } else if one >> n & 1 != 0 { 1u64 << (s % 64) } else { s };
            }
            let want = (0..64).fold(0u64, |m, n| m | ((l.bits[n] != 0) as u64) << n);
            proptest::prop_assert_eq!(l.nonzero(), want);
        }
    }

    #[test]
    fn lane_mask_ranges_and_iteration() {
        assert_eq!(LaneMask(0x0000_FFFF_0000_FFFF).to_string(), "0-15, 32-47");
        assert_eq!(LaneMask(0b110_1000_1111).to_string(), "0-3, 7, 9-10");
        assert_eq!(LaneMask(1 << 63).to_string(), "63");
        assert_eq!(LaneMask(u64::MAX).to_string(), "0-63");
        assert_eq!(LaneMask(0).to_string(), "");
        assert_eq!(LaneMask(0b1010_0001).iter().collect::<Vec<_>>(), [0, 5, 7]);
        assert_eq!(LaneMask::wave(32).count(), 32);
        assert!(LaneMask(4).has(2) && !LaneMask(4).has(1));
    }

    #[test]
    fn elem_values_read_and_format_by_type() {
        use super::ElemTy;
        assert_eq!(ElemTy::I32.format(0xffff_ffff), "-1");
        assert_eq!(ElemTy::U32.format(0xffff_ffff), "0xffffffff");
        assert_eq!(ElemTy::F32.format(0x3fc0_0000), "1.5");
        assert_eq!(ElemTy::F32.format(0.37f32.to_bits() as u64), "0.37");
        assert_eq!(ElemTy::F16.format(0x3c00), "1");
        assert_eq!(ElemTy::F16.format(0xc100), "-2.5");
        assert_eq!(ElemTy::F16.format(0x7e01), "0x7e01");
        assert_eq!(ElemTy::BF16.format(0x3f80), "1");
        // IEEE 754 binary16: smallest subnormal 2^-24, largest finite 65504.
        assert_eq!(ElemTy::F16.to_f64(0x0001), Some(2f64.powi(-24)));
        assert_eq!(ElemTy::F16.to_f64(0x7bff), Some(65504.0));
        assert_eq!(ElemTy::F16.to_f64(0xfc00), Some(f64::NEG_INFINITY));
        assert_eq!(ElemTy::U16.to_f64(1), None);
    }
}
