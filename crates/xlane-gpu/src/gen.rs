//! Random cases. Every case is one warp: which lanes execute the call (the branch the kernel
//! takes per lane), each lane's member mask, and the per-lane operands.
//!
//! Member masks are always legal in the CUDA sense (CUDA Programming Guide, Warp Shuffle /
//! Vote Functions: "Each calling thread must have its own bit set in the mask and all
//! non-exited threads named in mask must execute the same intrinsic with the same mask"):
//! the executing lanes are split into groups and every lane passes its own group's lanes.
//! A mask that names a lane which never arrives could hang the warp, so none is generated.

use crate::rng::Rng;
use crate::spec::{CTy, Kind, Mode, Suite};
use serde::{Deserialize, Serialize};

pub const LANES: usize = 32;

/// One warp's inputs. `b` and `c` are raw 32-bit operands; how they are read depends on the
/// suite (see `kernels.rs`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Case {
    pub suite: String,
    pub index: u32,
    pub exec: u32,
    /// Each lane's member mask. Non-executing lanes hold `exec` (never read).
    pub mask: Vec<u32>,
    /// Per-lane value bits, zero-extended.
    pub a: Vec<u64>,
    /// Shuffle lane/delta/lane mask (`int` or `unsigned` bits); unused elsewhere.
    pub b: Vec<u32>,
    /// CUDA shuffles: the `width` (int bits, same in every lane). Raw shuffles: PTX `c`.
    pub c: Vec<u32>,
    /// How the inputs were drawn, for the vector's `note`.
    pub how: String,
    /// The lanes that skip the call stay alive (they wait at a `__syncwarp()` after the
    /// branch) instead of exiting before it. Only shuffles and `__syncwarp` vary this: it
    /// decides whether an unread source lane is "inactive" or "exited" (PTX ISA).
    #[serde(default)]
    pub live: bool,
}

impl Case {
    /// The member mask, when every executing lane passes the same one.
    pub fn uniform_mask(&self) -> Option<u32> {
        let mut it = (0..LANES).filter(|&l| self.exec >> l & 1 != 0).map(|l| self.mask[l]);
        let first = it.next()?;
        it.all(|m| m == first).then_some(first)
    }
}

/// Draw `n` cases for `suite`.
pub fn cases(suite: &Suite, seed: u64, n: u32) -> Vec<Case> {
    // One stream per suite, so adding a suite does not change the others' cases.
    let mut rng = Rng::new(seed ^ fnv(&suite.id_prefix()));
    (0..n).map(|i| one(suite, i, &mut rng)).collect()
}

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

fn one(suite: &Suite, index: u32, rng: &mut Rng) -> Case {
    let (exec, exec_how) = exec_mask(rng, index);
    let (mask, mask_how) = member_masks(rng, exec, index);
    let mut how = vec![exec_how, mask_how];
    let (a, a_how) = match suite.kind {
        Kind::Vote(_) => predicates(rng, exec, &mask),
        Kind::MatchAny | Kind::MatchAll => match_values(rng, &suite.ty),
        Kind::Redux(_) => (lanes(|| redux_value(rng, &suite.ty)), "values: mixed small/large".into()),
        _ => (lanes(|| value(rng, &suite.ty)), "values: random bits with special values".into()),
    };
    how.push(a_how);
    let (b, c) = match suite.kind {
        Kind::Shfl(m) => {
            let (b, b_how) = lane_operand(rng, m);
            let (w, w_how) = width(rng);
            how.push(b_how);
            how.push(w_how);
            (b, vec![w as u32; LANES])
        }
        Kind::ShflP(m) => {
            let (b, b_how) = lane_operand(rng, m);
            how.push(b_how);
            how.push("c: raw per-lane PTX operand".into());
            (b, lanes(|| raw_c(rng)))
        }
        _ => (vec![0; LANES], vec![0; LANES]),
    };
    let live = suite.has_live_variant() && index % 2 == 1;
    how.push(if live { "other lanes: alive, waiting at a later __syncwarp()" } else { "other lanes: exit before the call" }.into());
    Case { suite: suite.id_prefix(), index, exec, mask, a, b, c, how: how.join("; "), live }
}

fn lanes<T>(mut f: impl FnMut() -> T) -> Vec<T> {
    (0..LANES).map(|_| f()).collect()
}

/// Which lanes take the branch that calls the builtin.
fn exec_mask(rng: &mut Rng, index: u32) -> (u32, String) {
    // The first cases of every suite cover the plain shapes.
    let pick = if index < 3 { index as u64 } else { rng.below(100) };
    let (m, how) = match pick {
        0 => (u32::MAX, "exec: all".to_string()),
        1 => (0x0000_ffff, "exec: lower half".into()),
        2 => (0x5555_5555, "exec: even lanes".into()),
        3..=24 => (u32::MAX, "exec: all".into()),
        25..=64 => {
            let density = *rng.pick(&[25u64, 50, 75, 90]);
            let mut m = 0;
            for l in 0..32 {
                if rng.chance(density) {
                    m |= 1 << l;
                }
            }
            (m, format!("exec: random {density}%"))
        }
        65..=79 => {
            let lo = rng.range(0, 31) as u32;
            let hi = rng.range(lo as i64 + 1, 33) as u32;
            let m = ((1u64 << hi) - (1u64 << lo)) as u32;
            (m, format!("exec: lanes {lo}..{hi}"))
        }
        _ => {
            let (m, n) = *rng.pick(&[
                (0xaaaa_aaaau32, "odd lanes"),
                (0xffff_0000, "upper half"),
                (0x4924_9249, "every third lane"),
                (0x0f0f_0f0f, "low nibble of each byte"),
                (0x8000_0001, "lanes 0 and 31"),
            ]);
            (m, format!("exec: {n}"))
        }
    };
    if m == 0 {
        let l = rng.below(32);
        return (1 << l, format!("exec: lane {l}"));
    }
    (m, how)
}

/// Split the executing lanes into groups; each lane passes its group.
fn member_masks(rng: &mut Rng, exec: u32, index: u32) -> (Vec<u32>, String) {
    let group_of: Box<dyn Fn(usize) -> u32> = match if index < 3 { 0 } else { rng.below(10) } {
        0..=4 => return (vec![exec; LANES], "mask: exec (uniform)".into()),
        5..=6 => {
            let k = rng.range(1, 5) as u32; // groups of 2, 4, 8 or 16 lanes
            Box::new(move |l| l as u32 >> k)
        }
        7 => Box::new(|l| l as u32 & 1),
        _ => {
            let n = rng.range(2, 4) as u32;
            let ids: Vec<u32> = (0..LANES).map(|_| rng.below(n as u64) as u32).collect();
            Box::new(move |l| ids[l])
        }
    };
    let mut masks = vec![exec; LANES];
    for (l, m) in masks.iter_mut().enumerate() {
        if exec >> l & 1 != 0 {
            *m = (0..LANES).filter(|&k| exec >> k & 1 != 0 && group_of(k) == group_of(l)).fold(0, |m, k| m | 1 << k);
        }
    }
    let groups = {
        let mut g: Vec<u32> = masks.iter().enumerate().filter(|(l, _)| exec >> l & 1 != 0).map(|(_, &m)| m).collect();
        g.sort();
        g.dedup();
        g.len()
    };
    (masks, format!("mask: per-lane, {groups} group(s) of executing lanes"))
}

/// Random bits of the type, often a special value.
fn value(rng: &mut Rng, ty: &CTy) -> u64 {
    if ty.float && rng.chance(25) {
        return special_float(rng, ty);
    }
    rng.next_u64() & ty.mask()
}

/// Signed zeros, infinities, NaNs with different payloads and signs, subnormals, one.
fn special_float(rng: &mut Rng, ty: &CTy) -> u64 {
    let lane = |rng: &mut Rng, bits: u32| -> u64 {
        let table: &[u64] = match bits {
            16 if ty.elem.starts_with("bf16") => &[0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc0, 0x7fc1, 0xffc0, 0x7f81, 0x0001, 0x3f80],
            16 => &[0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x7e01, 0xfe00, 0x7c01, 0x0001, 0x3c00],
            32 => &[0, 0x8000_0000, 0x7f80_0000, 0xff80_0000, 0x7fc0_0000, 0x7fc0_0001, 0xffc0_0000, 0x7f80_0001, 1, 0x3f80_0000],
            _ => &[
                0,
                0x8000_0000_0000_0000,
                0x7ff0_0000_0000_0000,
                0xfff0_0000_0000_0000,
                0x7ff8_0000_0000_0000,
                0x7ff8_0000_0000_0001,
                0xfff8_0000_0000_0000,
                0x7ff0_0000_0000_0001,
                1,
                0x3ff0_0000_0000_0000,
            ],
        };
        *rng.pick(table)
    };
    match ty.elem {
        "f16x2" | "bf16x2" => lane(rng, 16) | lane(rng, 16) << 16,
        _ => lane(rng, ty.bits),
    }
}

/// Predicates for votes. `__uni_sync` needs lanes that agree: within each group, the
/// predicate truth is often uniform while the ints differ (1, 7, -1 are all "true"), or the
/// only disagreeing lanes are outside the group (inactive or in another group).
fn predicates(rng: &mut Rng, exec: u32, mask: &[u32]) -> (Vec<u64>, String) {
    let ints = [0i32, 1, -1, 7, i32::MIN];
    let truthy = [1i32, -1, 7, i32::MIN, 2];
    match rng.below(3) {
        0 => (lanes(|| *rng.pick(&ints) as u32 as u64), "predicates: random ints".into()),
        s => {
            // Pick one truth value per group, then vary the int spelling.
            let mut truth = std::collections::HashMap::new();
            let mut v = vec![0u64; LANES];
            for l in 0..LANES {
                let active = exec >> l & 1 != 0;
                let t = if active { *truth.entry(mask[l]).or_insert_with(|| rng.chance(50)) } else { rng.chance(50) };
                let x = if t { *rng.pick(&truthy) } else { 0 };
                v[l] = x as u32 as u64;
            }
            if s == 2 {
                // Flip one executing lane so the group disagrees.
                let act: Vec<usize> = (0..LANES).filter(|&l| exec >> l & 1 != 0).collect();
                let l = *rng.pick(&act);
                v[l] = if v[l] == 0 { 1 } else { 0 };
                (v, "predicates: uniform per group except one lane".into())
            } else {
                (v, "predicates: uniform per group; differ only outside each group".into())
            }
        }
    }
}

/// Values for match: a few distinct values per warp so that groups of equal lanes form.
/// Floats draw from signed zeros and NaNs with different payloads (match compares bits).
fn match_values(rng: &mut Rng, ty: &CTy) -> (Vec<u64>, String) {
    let k = rng.range(1, 5) as usize;
    let mut pool: Vec<u64> = (0..k)
        .map(|_| {
            if ty.float && rng.chance(70) {
                special_float(rng, ty)
            } else if rng.chance(50) {
                rng.below(4) & ty.mask()
            } else {
                rng.next_u64() & ty.mask()
            }
        })
        .collect();
    if ty.bits == 64 && rng.chance(50) {
        // Equal low words, different high words: a 32-bit compare would call them equal.
        let base = pool[0];
        pool.push(base ^ (1u64 << rng.range(32, 64)));
    }
    let v = lanes(|| *rng.pick(&pool));
    (v, format!("values: drawn from {} distinct value(s)", pool.len()))
}

fn redux_value(rng: &mut Rng, ty: &CTy) -> u64 {
    let v: u32 = match rng.below(4) {
        0 => rng.below(100) as u32,
        1 if ty.signed => rng.range(-100, 100) as i32 as u32,
        2 => *rng.pick(&[0, u32::MAX, 0x7fff_ffff, 0x8000_0000, 1]),
        _ => rng.next_u32(),
    };
    v as u64
}

/// The shuffle's third operand: `srcLane` (int), `delta` (unsigned) or `laneMask` (int).
/// Values at or above 32 and negative ones exercise the PTX rule that only `b[4:0]` is used.
fn lane_operand(rng: &mut Rng, mode: Mode) -> (Vec<u32>, String) {
    let draw = |rng: &mut Rng| -> u32 {
        match rng.below(10) {
            0..=5 => rng.below(32) as u32,
            6..=7 => match mode {
                Mode::Idx => rng.range(-40, 80) as i32 as u32,
                _ => rng.range(32, 70) as u32,
            },
            8 => rng.range(-3, 0) as i32 as u32,
            _ => rng.next_u32(),
        }
    };
    if rng.chance(30) {
        let v = draw(rng);
        (vec![v; LANES], "lane operand: uniform".into())
    } else {
        (lanes(|| draw(rng)), "lane operand: per lane".into())
    }
}

/// The shuffle `width`: mostly powers of two; about a third others, which CUDA calls
/// undefined but PTX defines through the `c` operand the header computes.
fn width(rng: &mut Rng) -> (i32, String) {
    if rng.chance(65) {
        let w = *rng.pick(&[1, 2, 4, 8, 16, 32, 32, 32]);
        (w, format!("width {w}"))
    } else {
        let w = *rng.pick(&[3, 5, 6, 7, 9, 12, 15, 17, 24, 31, 33, 0, 48, 64, -1, 100]);
        (w, format!("width {w} (not a power of two in 1..32)"))
    }
}

/// A raw PTX `c`: clamp in [4:0], segment mask in [12:8], other bits ignored by PTX.
fn raw_c(rng: &mut Rng) -> u32 {
    match rng.below(4) {
        0 | 1 => rng.next_u32() & 0x1f1f,
        2 => rng.next_u32(),
        _ => {
            let w = *rng.pick(&[1i32, 2, 4, 8, 16, 32]);
            (((32 - w) << 8) | 0x1f) as u32
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec;

    #[test]
    fn masks_are_legal_and_cases_reproducible() {
        for s in spec::all() {
            let a = cases(&s, 5, 40);
            assert_eq!(a, cases(&s, 5, 40), "{}", s.id_prefix());
            for c in &a {
                assert_ne!(c.exec, 0);
                for l in 0..LANES {
                    if c.exec >> l & 1 != 0 {
                        let m = c.mask[l];
                        assert_eq!(m & !c.exec, 0, "mask names a lane that never arrives");
                        assert_ne!(m >> l & 1, 0, "lane missing from its own mask");
                        // Every lane named passes the same mask.
                        for k in 0..LANES {
                            if m >> k & 1 != 0 {
                                assert_eq!(c.mask[k], m);
                            }
                        }
                    }
                    assert_eq!(c.a[l] & !s.ty.mask(), 0);
                }
            }
        }
    }
}
