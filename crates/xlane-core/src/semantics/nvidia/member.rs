//! Who takes part in one `*.sync` collective: the member-mask rules shared by vote, match
//! and redux (PTX ISA `vote.sync`, `match.sync`, `redux.sync`: "all non-exited threads
//! corresponding to membermask"; "undefined if the executing thread is not in the
//! membermask"). See the module docs of [`super`] for the two policies.

use crate::call::Arg;
use crate::semantics::{Reason, SemCtx, UndefPolicy};

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
        // H200: lanes that pass one mask value run one instruction over all of them; the
        // mask itself filters nothing (notes §12 U7, §3.4, §5.4).
        UndefPolicy::Hardware => Ok(ctx.lanes().filter(|&k| mask_of(mask, k) == Some(m)).fold(0, |acc, k| acc | 1 << k)),
    }
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
