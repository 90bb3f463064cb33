//! The promise of `Builtin::steer`: for the same site and the same steering operands, every
//! output of a row is the same, except the lanes of a routed output, which are its route
//! applied to the new operands. Checked for every row that makes the promise, on random
//! calls (random data, steering operands uniform or per lane, undefined lanes, partial exec,
//! both undefined-value policies), against a second full evaluation.

use xlane_core::call::{check, evaluate_checked, Arg, Site};
use xlane_core::registry::{self, Ty};
use xlane_core::semantics::UndefPolicy;
use xlane_core::target;
use xlane_core::value::{wave_mask, ElemTy, Lanes};

/// SplitMix64: a small deterministic generator (no shrinking needed: a failure prints its case).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Constants worth trying for immediate operands (DPP controls of every class, masks,
/// swizzle patterns, DPP8 selectors, small counts); illegal ones are skipped by `check`.
const IMMS: &[u64] =
    &[0, 1, 2, 0xa, 0xf, 31, 0x1f, 0x101, 0x111, 0x11f, 0x121, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141, 0x142, 0x143, 0x15f, 0x161, 0x1e4, 0x41f, 0x801f, 0xfac688];

fn elem_mask(ty: ElemTy) -> u64 {
    ty.mask()
}

/// A random value operand: per-lane random, uniform, small indices, with undefined lanes.
fn value(rng: &mut Rng, ty: ElemTy) -> Arg {
    let m = elem_mask(ty);
    let uniform = rng.next() & m;
    let kind = rng.below(4);
    let mut l = Lanes::from_fn(64, |_| match kind {
        0 => uniform,
        1 => rng.below(70) & m,
        _ => rng.next() & m,
    });
    if rng.below(4) == 0 {
        l.undef = rng.next() & rng.next();
    }
    Arg::Lanes(l)
}

fn param_ty(t: Ty, elem: ElemTy) -> ElemTy {
    match t {
        Ty::T => elem,
        Ty::Fixed(e) => e,
    }
}

fn same_lanes(a: &Lanes, b: &Lanes, wave: u32) -> bool {
    let w = wave_mask(wave);
    if a.undef & w != b.undef & w {
        return false;
    }
    // undefined lanes too: a caller may store their bits
    (0..wave).all(|i| a.bits[i as usize] == b.bits[i as usize])
}

#[test]
fn steered_rows_depend_on_their_steering_operands_only() {
    let mut rng = Rng(0x005e_ed0f_57ee);
    let targets = ["gfx90a", "gfx942", "gfx950", "gfx1030", "gfx1100", "gfx1200", "sm_70", "sm_90"];
    let mut rows = 0;
    let mut checked = 0u64;
    for b in registry::all().filter(|b| b.steer.is_some()) {
        rows += 1;
        let steer = b.steer.unwrap();
        let types: Vec<ElemTy> = if b.types.is_empty() { vec![ElemTy::U32] } else { b.types.to_vec() };
        for tname in targets {
            let t = target::lookup(tname).unwrap();
            for wave in [32, 64] {
                for _ in 0..60 {
                    let elem = types[rng.below(types.len() as u64) as usize];
                    let exec = match rng.below(3) {
                        0 => wave_mask(wave),
                        _ => rng.next() & wave_mask(wave),
                    };
                    let policy = if rng.below(2) == 0 { UndefPolicy::Strict } else { UndefPolicy::Hardware };
                    let site = Site { target: t, wave, exec, policy };
                    let first: Vec<Arg> = b
                        .params
                        .iter()
                        .map(|p| if p.imm { Arg::Imm(IMMS[rng.below(IMMS.len() as u64) as usize]) } else { value(&mut rng, param_ty(p.ty, elem)) })
                        .collect();
                    let Ok(token) = check(b, &site, &first) else {
                        continue;
                    };
                    // new data in every operand that does not steer
                    let second: Vec<Arg> = b
                        .params
                        .iter()
                        .enumerate()
                        .map(|(k, p)| if steer >> k & 1 != 0 || p.imm { first[k].clone() } else { value(&mut rng, param_ty(p.ty, elem)) })
                        .collect();
                    let (Ok(r1), Ok(r2)) = (evaluate_checked(token, elem, &site, &first), evaluate_checked(token, elem, &site, &second)) else {
                        continue;
                    };
                    assert_eq!(r1.outputs.len(), r2.outputs.len(), "{} on {tname} wave{wave}", b.name);
                    for (o1, o2) in r1.outputs.iter().zip(&r2.outputs) {
                        let reused = match &o1.route {
                            Some(route) => route.apply(&second),
                            None => o1.lanes.clone(),
                        };
                        assert!(
                            same_lanes(&reused, &o2.lanes, wave),
                            "{} `{}` on {tname} wave{wave} exec {exec:#x} {policy:?}: reusing the first call's output differs\nfirst args {first:?}\nsecond args {second:?}",
                            b.name,
                            o1.name
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(rows >= 20, "only {rows} steered rows");
    assert!(checked > 1000, "only {checked} calls checked");
}
