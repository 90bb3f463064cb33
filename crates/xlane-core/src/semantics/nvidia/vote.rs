//! `vote.sync` and legacy `vote` (PTX ISA "vote.sync", "vote"; CUDA Programming Guide, Warp
//! Vote Functions). A predicate is true when non-zero (`setp.ne.b32`, clang `icmp ne`).
//! CUDA's `__all_sync`/`__any_sync`/`__uni_sync` return exactly 0 or 1 (nvcc and clang both
//! materialise `selp 1, 0`, notes §3.2).

use super::member::{self, bits};
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vote {
    All,
    Any,
    Uni,
    Ballot,
}

/// Combine the predicates of `group` (lanes in `group` only; PTX: "a thread not specified in
/// membermask will contribute a 0" to ballot).
pub fn combine(op: Vote, group: u64, preds: &[bool]) -> u64 {
    let mut set = 0u64;
    for (k, &p) in bits(group).zip(preds) {
        set |= (p as u64) << k;
    }
    combine_set(op, group, set)
}

/// [`combine`] given `set`, the lanes of `group` whose predicate is true.
pub fn combine_set(op: Vote, group: u64, set: u64) -> u64 {
    match op {
        Vote::All => (set == group) as u64,
        Vote::Any => (set != 0) as u64,
        Vote::Uni => (set == 0 || set == group) as u64,
        Vote::Ballot => set,
    }
}

/// `vote.sync` (`sync`: operands `(mask, pred)`) or legacy `vote` (operand `(pred)`, over
/// the executing lanes: "all active threads in the warp").
pub fn vote(ctx: &SemCtx, args: &[Arg], op: Vote, sync: bool, ret: ElemTy) -> Result<Outputs> {
    let pred = &args[sync as usize];
    let groups = if sync { member::groups(ctx, &args[0]) } else { std::array::from_fn(|l| ctx.active(l as u32).then_some(Ok(ctx.exec))) };
    let lanes = member::per_group(ctx, &groups, |group| Some(combine_set(op, group, true_lanes(pred, group)?)));
    Ok(Outputs::from(Output::ret(ret, lanes)))
}

/// The lanes of `group` whose predicate is true (non-zero), or `None` when one of them is
/// undefined (as [`member::values`] reports).
fn true_lanes(pred: &Arg, group: u64) -> Option<u64> {
    if pred.undef() & group != 0 {
        return None;
    }
    Some(bits(group).filter(|&k| pred.bits(k) != 0).fold(0, |set, k| set | 1 << k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Lanes;
    use proptest::prelude::*;

    proptest! {
        // `true_lanes` + `combine_set` give what `values` + `combine` give, undefined
        // predicates included.
        #[test]
        fn set_form_matches_list_form(group: u64, preds: [u64; 64], sparse: [bool; 64], undef: u64, op in 0usize..4) {
            let op = [Vote::All, Vote::Any, Vote::Uni, Vote::Ballot][op];
            let mut l = Lanes::from_fn(64, |k| if sparse[k as usize] { 0 } else { preds[k as usize] });
            l.undef = undef & undef.rotate_left(11);
            let pred = Arg::Lanes(l);
            let list = member::values(&pred, group).ok().map(|v| combine(op, group, &v.iter().map(|&x| x != 0).collect::<Vec<_>>()));
            prop_assert_eq!(true_lanes(&pred, group).map(|set| combine_set(op, group, set)), list);
        }
    }
}
