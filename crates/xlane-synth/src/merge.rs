//! Merged moves: when no single chain of calls puts every lane where it must go, one chain per
//! group of lanes, all reading the same input, joined by lane-mask selects (a second live
//! register). The groups come from a greedy set cover over candidate chains: the chain that
//! places the most lanes first, then the one that places most of the rest, and so on.
//!
//! This is what a one-register sequence cannot do: a GFX10+ exclusive scan's shift across rows
//! (`row_shr:1` does not cross rows there: each row's first lane takes the previous row's last
//! lane from a permlanex16 or a readlane), and a wave64 permutation on GFX10/GFX11 whose lanes
//! cross the 32-lane halves (`ds_bpermute` works per half there: the crossing lanes come from
//! a permlane64 then a bpermute, or from readlanes where there is no permlane64).
//! Nothing here knows a row: the chains are the candidate moves and the moves derived from
//! the goal, with the effects the semantics gave them.

use crate::cost::{self, Cost};
use crate::fx::{self, Fx, LaneFx};
use crate::problem::Problem;
use crate::step::{Alt, Step};

/// At most this many chains in one merged move (a wave64 permutation on a target without a
/// half-crossing move needs one readlane per crossing lane).
const MAX_CHAINS: usize = 64;

/// The select that joins one more chain: one VALU/ALU instruction per 32-bit word, and its
/// lane mask as a setup constant.
fn select_cost(p: &Problem) -> Cost {
    cost::combine_cost(p.target, p.words()) + Cost { insts: 0, setup: 1, cycles: 0 }
}

/// The lane id the selects test (mbcnt lo/hi on AMD wave64, mbcnt lo in wave32, %laneid).
fn lane_id_setup(p: &Problem) -> Cost {
    Cost { insts: 0, setup: if p.target.is_amd() && p.wave == 64 { 2 } else { 1 }, cycles: 0 }
}

/// The cheapest cover found of the lanes `ok` constrains (`ok(n, effect)`: is this effect
/// right for lane n; `None` for a lane that may hold anything) by the chains in `pool`
/// (plain moves: no combine, no predicate, no alternatives). `None` when some lane is placed
/// by no chain, or one chain places them all (then it is no merge).
pub fn cover(p: &Problem, pool: &[Step], ok: impl Fn(usize, LaneFx) -> Option<bool>) -> Option<Step> {
    let wave = p.wave as usize;
    let plain: Vec<&Step> = pool.iter().filter(|s| !s.combine && s.pred.is_none() && s.alts.is_empty()).collect();
    let mut left: u64 = (0..wave).filter(|&n| ok(n, LaneFx::Undef).is_some()).fold(0, |m, n| m | 1 << n);
    let places = |s: &Step| -> u64 { (0..wave).filter(|&n| ok(n, s.fx[n]) == Some(true)).fold(0, |m, n| m | 1 << n) };
    let placed: Vec<u64> = plain.iter().map(|s| places(s)).collect();
    let mut chosen: Vec<(usize, u64)> = vec![];
    while left != 0 {
        let (i, got) = placed
            .iter()
            .enumerate()
            .map(|(i, m)| (i, m & left))
            .filter(|(_, m)| *m != 0)
            .max_by(|a, b| a.1.count_ones().cmp(&b.1.count_ones()).then(plain[b.0].cost.cmp(&plain[a.0].cost)))?;
        chosen.push((i, got));
        left &= !got;
        if chosen.len() > MAX_CHAINS {
            return None;
        }
    }
    if chosen.len() < 2 {
        return None;
    }
    let main = plain[chosen[0].0];
    let mut fx: Fx = main.fx.clone();
    let mut cost = main.cost + lane_id_setup(p);
    let mut alts = vec![];
    for &(i, lanes) in &chosen[1..] {
        let s = plain[i];
        for n in fx::bits(lanes) {
            fx[n as usize] = s.fx[n as usize];
        }
        cost = cost + s.cost + select_cost(p);
        alts.push(Alt { calls: s.calls.clone(), lanes });
    }
    Some(Step { calls: main.calls.clone(), combine: false, fx, cost, class: main.class, pred: None, alts })
}

/// `outer` after `inner`, as one chain.
pub fn chain(inner: &Step, outer: &Step) -> Step {
    Step {
        calls: [inner.calls.clone(), outer.calls.clone()].concat(),
        combine: false,
        fx: fx::compose(&outer.fx, &inner.fx),
        cost: inner.cost + outer.cost,
        class: inner.class,
        pred: None,
        alts: vec![],
    }
}

/// Does the move send every defined lane to a distinct lane (a permutation of the wave)?
pub fn is_bijective(fx: &Fx) -> bool {
    let mut seen = 0u64;
    fx.iter().all(|f| match *f {
        LaneFx::Gather(m) if m.count_ones() == 1 && seen & m == 0 => {
            seen |= m;
            true
        }
        _ => false,
    })
}
