//! Permutation synthesis time per target class (docs/synth.md, "Permutations: time"): the
//! named permutations and 20 seeded random `perm` lists per class, each synthesised with a
//! 1-second search budget and proven (the library refuses an unproven result). Prints, per
//! class, how many were found and proven, how many the search also proved optimal, and the
//! median and largest wall time. `cargo bench -p xlane-synth --bench perms [CLASS…]`.
//! A plain harness rather than criterion: each synthesis is a second-long search, and what
//! matters is the worst case over the lists, not a mean over repetitions.

use std::time::{Duration, Instant};
use xlane_core::ElemTy;
use xlane_synth::search::Budget;
use xlane_synth::{synthesize, Request, ResultLanes};

/// (class, target, wave): every class of the list.
pub const CLASSES: &[(&str, &str, u32)] = &[
    ("gfx9 wave64", "gfx900", 64),
    ("gfx90a", "gfx90a", 64),
    ("gfx942", "gfx942", 64),
    ("gfx950", "gfx950", 64),
    ("gfx10 w32", "gfx1030", 32),
    ("gfx10 w64", "gfx1030", 64),
    ("gfx11 w32", "gfx1100", 32),
    ("gfx11 w64", "gfx1100", 64),
    ("gfx12 w32", "gfx1201", 32),
    ("gfx12 w64", "gfx1201", 64),
    ("sm_90", "sm_90", 32),
];

/// A seeded random permutation of `n` lanes (xorshift, Fisher–Yates), as the tests use.
pub fn random_perm(n: usize, seed: u64) -> String {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut v: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        v.swap(i, (s % (i as u64 + 1)) as usize);
    }
    format!("perm [{}]", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))
}

fn main() {
    let only: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    println!("| class | target | specs | found and proven | proven optimal | median s | max s | slowest |");
    println!("|---|---|---|---|---|---|---|---|");
    for &(class, target, wave) in CLASSES {
        if !only.is_empty() && !only.iter().any(|o| class.contains(o.as_str()) || target == o) {
            continue;
        }
        let mut specs: Vec<String> = ["reverse", "rotate 5", "xor 6", "broadcast 3"].map(String::from).to_vec();
        if wave == 64 {
            specs.push("transpose 8x8".into());
        }
        specs.extend((1..=20).map(|seed| random_perm(wave as usize, seed)));
        let (mut ok, mut optimal, mut times) = (0, 0, vec![]);
        for spec in &specs {
            let r = Request {
                target: target.into(),
                wave: Some(wave),
                ty: ElemTy::I32,
                width: None,
                spec: spec.clone(),
                result: ResultLanes::All,
                accept_order: false,
                budget: Budget { expansions: 2_000_000, time: Duration::from_secs(1) },
                objective: Default::default(),
            };
            let t0 = Instant::now();
            let s = synthesize(&r);
            times.push((t0.elapsed().as_secs_f64(), spec.chars().take(24).collect::<String>()));
            if let Ok(s) = s {
                ok += s.proof.statement.starts_with("for every input") as usize;
                optimal += s.found.optimal as usize;
            }
        }
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (max, slowest) = times.last().cloned().unwrap_or_default();
        println!("| {class} | {target} w{wave} | {} | {ok} | {optimal} | {:.2} | {max:.2} | `{slowest}…` |", specs.len(), times[times.len() / 2].0);
    }
}
