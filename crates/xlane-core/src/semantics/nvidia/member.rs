//! Who takes part in one `*.sync` collective: the member-mask rules shared by vote, match
//! and redux (PTX ISA `vote.sync`, `match.sync`, `redux.sync`: "all non-exited threads
//! corresponding to membermask"; "undefined if the executing thread is not in the
//! membermask"). See the module docs of [`super`] for the two policies.

use crate::call::Arg;
use crate::semantics::{Reason, SemCtx, UndefPolicy};

/// A lane's group: `None` when the lane does not execute, else its member lanes or why its
/// result is undefined.
pub type LaneGroup = Option<Result<u64, Reason>>;

/// The 32-bit member mask lane `l` passes, if defined.
#[inline]
pub fn mask_of(mask: &Arg, l: u32) -> Option<u32> {
    mask.get(l).map(|m| m as u32)
}

/// Lanes whose operands lane `l`'s result combines, or why the result is undefined.
pub fn group(ctx: &SemCtx, mask: &Arg, l: u32) -> Result<u64, Reason> {
    let m = mask_of(mask, l).ok_or(Reason::UndefOperand)?;
    match ctx.policy {
        UndefPolicy::Strict => strict_members(ctx, mask, l, m),
        UndefPolicy::Hardware => Ok(hardware_members(ctx, mask, m)),
    }
}

/// H200: lanes that pass one mask value run one instruction over all of them; the mask
/// itself filters nothing (notes §12 U7, §3.4, §5.4).
fn hardware_members(ctx: &SemCtx, mask: &Arg, m: u32) -> u64 {
    ctx.lanes().filter(|&k| mask_of(mask, k) == Some(m)).fold(0, |acc, k| acc | 1 << k)
}

/// [`group`] for every executing lane (`None` for the others), working out each distinct
/// mask value once.
pub fn groups(ctx: &SemCtx, mask: &Arg) -> Vec<LaneGroup> {
    let mut memo: Vec<(u32, Result<u64, Reason>)> = vec![];
    (0..ctx.wave)
        .map(|l| {
            if !ctx.active(l) {
                return None;
            }
            let Some(m) = mask_of(mask, l) else { return Some(Err(Reason::UndefOperand)) };
            if ctx.policy == UndefPolicy::Strict && m >> l & 1 == 0 {
                return Some(Err(Reason::SelfNotInMask));
            }
            if let Some((_, g)) = memo.iter().find(|(k, _)| *k == m) {
                return Some(*g);
            }
            let g = match ctx.policy {
                UndefPolicy::Strict => strict_members(ctx, mask, l, m),
                UndefPolicy::Hardware => Ok(hardware_members(ctx, mask, m)),
            };
            memo.push((m, g));
            Some(g)
        })
        .collect()
}

/// One result per group, the same in every lane of it: `combine(group)` runs once per
/// distinct group. Lanes without a group (inactive, undefined) come out undefined.
pub fn per_group(ctx: &SemCtx, groups: &[LaneGroup], mut combine: impl FnMut(u64) -> Option<u64>) -> crate::value::Lanes {
    let mut memo: Vec<(u64, Option<u64>)> = vec![];
    super::computed(ctx.wave, |l| {
        let g = groups[l as usize]?.ok()?;
        Some(match memo.iter().find(|(k, _)| *k == g) {
            Some((_, v)) => *v,
            None => {
                let v = combine(g);
                memo.push((g, v));
                v
            }
        })
    })
}

/// The documented group: the executing lanes of `m`, provided `l` is in it and every member
/// passed the same mask.
pub fn strict_members(ctx: &SemCtx, mask: &Arg, l: u32, m: u32) -> Result<u64, Reason> {
    if m >> l & 1 == 0 {
        return Err(Reason::SelfNotInMask);
    }
    let members = m as u64 & ctx.exec;
    if bits(members).any(|k| mask_of(mask, k) != Some(m)) {
        return Err(Reason::MaskMismatch);
    }
    Ok(members)
}

/// The set bits of `mask`, lowest first.
pub fn bits(mask: u64) -> impl Iterator<Item = u32> {
    (0..64u32).filter(move |k| mask >> k & 1 != 0)
}

/// Values of `arg` over `group`, or `UndefOperand` if any is undefined.
pub fn values(arg: &Arg, group: u64) -> Result<Vec<u64>, Reason> {
    bits(group).map(|k| arg.get(k).ok_or(Reason::UndefOperand)).collect()
}
