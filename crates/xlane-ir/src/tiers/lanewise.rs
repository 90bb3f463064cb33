//! Lane masks from wave-wide compares: the lanes of a register where a predicate holds.
//! Shared by the runner's ops and device memory's address checks, so it sits below both.
// Indexed loops over the lanes are what the compiler vectorises here (as in `exec`).
#![allow(clippy::needless_range_loop)]

/// Lanes of a register slot: the widest wave.
pub const L: usize = 64;
/// One slot's values, lane by lane.
pub type Reg = [u64; L];

/// The lanes where `f(x[i])` holds, as a lane mask.
#[inline(always)]
pub fn where1(x: &Reg, f: impl Fn(u64) -> bool + Copy) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { where2_avx2(x, x, move |a, _| f(a)) };
    }
    let mut m = 0u64;
    for i in 0..L {
        m |= (f(x[i]) as u64) << i;
    }
    m
}

/// The lanes where `f(x[i], y[i])` holds, as a lane mask. A plain loop of `m |= bit << i`
/// does not vectorise (about six instructions a lane); four lanes at a time into a `movemask`
/// do.
#[inline(always)]
pub fn where2(x: &Reg, y: &Reg, f: impl Fn(u64, u64) -> bool + Copy) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { where2_avx2(x, y, f) };
    }
    let mut m = 0u64;
    for i in 0..L {
        m |= (f(x[i], y[i]) as u64) << i;
    }
    m
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn where2_avx2(x: &Reg, y: &Reg, f: impl Fn(u64, u64) -> bool + Copy) -> u64 {
    use std::arch::x86_64::{_mm256_castsi256_pd, _mm256_loadu_si256, _mm256_movemask_pd};
    // one plain loop the compiler vectorises (compares into all-ones lanes), then the lanes'
    // top bits four at a time
    let mut t = [0u64; L];
    for i in 0..L {
        t[i] = (f(x[i], y[i]) as u64).wrapping_neg();
    }
    let mut m = 0u64;
    for k in 0..L / 4 {
        // SAFETY: lanes 4k..4k+4 of `t` are 32 readable bytes; the load is unaligned.
        let v = unsafe { _mm256_loadu_si256(t.as_ptr().add(4 * k).cast()) };
        m |= (_mm256_movemask_pd(_mm256_castsi256_pd(v)) as u32 as u64) << (4 * k);
    }
    m
}

/// The bitwise OR of `f(x[i], y[i])` over every lane: a cheap test that no lane has some
/// bit, before [`where2`] builds the mask of the lanes that do (an OR reduction needs no
/// compare or `movemask` per lane).
#[inline(always)]
pub fn or_all2(x: &Reg, y: &Reg, f: impl Fn(u64, u64) -> u64 + Copy) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { or_all2_avx2(x, y, f) };
    }
    (0..L).fold(0, |acc, i| acc | f(x[i], y[i]))
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn or_all2_avx2(x: &Reg, y: &Reg, f: impl Fn(u64, u64) -> u64 + Copy) -> u64 {
    (0..L).fold(0, |acc, i| acc | f(x[i], y[i]))
}
