//! Who takes part in one `*.sync` collective: the member-mask rules shared by vote, match
//! and redux (PTX ISA `vote.sync`, `match.sync`, `redux.sync`: "all non-exited threads
//! corresponding to membermask"; "undefined if the executing thread is not in the
//! membermask"). See the module docs of [`super`] for the two policies.

use crate::semantics::{Reason, SemCtx, UndefPolicy};
use crate::value::Arg;
use crate::value::{wave_mask, MAX_LANES};

/// A lane's group: `None` when the lane does not execute, else its member lanes or why its
/// result is undefined.
pub type LaneGroup = Option<Result<u64, Reason>>;

/// One [`LaneGroup`] per lane of the wave (lanes at or above the wave size are `None`).
pub type Groups = [LaneGroup; MAX_LANES];

/// The lanes that execute the call (`SemCtx::exec` within the wave).
#[inline]
fn executing(ctx: &SemCtx) -> u64 {
    ctx.exec & wave_mask(ctx.wave)
}

/// The 32-bit member mask lane `l` passes, if defined.
#[inline]
pub fn mask_of(mask: &Arg, l: u32) -> Option<u32> {
    mask.get(l).map(|m| m as u32)
}

/// The one member mask every executing lane passes, when they all pass the same defined
/// value (the common case: a constant `0xffffffff`). `None` when no lane executes.
pub fn uniform_mask(ctx: &SemCtx, mask: &Arg) -> Option<u32> {
    match mask {
        Arg::Imm(v) => (executing(ctx) != 0).then_some(*v as u32),
        Arg::Lanes(l) => {
            let exec = executing(ctx);
            if l.undef & exec != 0 {
                return None;
            }
            let m = l.bits[exec.checked_ilog2()? as usize] as u32;
            bits(exec).all(|k| l.bits[k as usize] as u32 == m).then_some(m)
        }
    }
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
    bits(executing(ctx)).filter(|&k| mask_of(mask, k) == Some(m)).fold(0, |acc, k| acc | 1 << k)
}

/// [`group`] for every executing lane (`None` for the others), working out each distinct
/// mask value once.
pub fn groups(ctx: &SemCtx, mask: &Arg) -> Groups {
    match uniform_mask(ctx, mask) {
        Some(m) => uniform_groups(ctx, m),
        None => groups_general(ctx, mask),
    }
}

/// [`groups`] when every executing lane passes the mask `m`. Then no member can pass a
/// different mask, so [`strict_members`] reduces to its first rule (an executing lane outside
/// its own mask is undefined, PTX "vote.sync" etc.) and otherwise gives `m & exec`; and
/// [`hardware_members`] (all executing lanes that passed `m`) is `exec` itself.
fn uniform_groups(ctx: &SemCtx, m: u32) -> Groups {
    let mut out: Groups = [None; MAX_LANES];
    let exec = executing(ctx);
    let members = match ctx.policy {
        UndefPolicy::Strict => m as u64 & ctx.exec,
        UndefPolicy::Hardware => exec,
    };
    for l in bits(exec) {
        let outside = ctx.policy == UndefPolicy::Strict && m >> l & 1 == 0;
        out[l as usize] = Some(if outside { Err(Reason::SelfNotInMask) } else { Ok(members) });
    }
    out
}

/// [`groups`] for any mask operand, one distinct mask value at a time.
pub fn groups_general(ctx: &SemCtx, mask: &Arg) -> Groups {
    let mut memo: Vec<(u32, Result<u64, Reason>)> = vec![];
    let mut out: Groups = [None; MAX_LANES];
    for l in bits(executing(ctx)) {
        let Some(m) = mask_of(mask, l) else {
            out[l as usize] = Some(Err(Reason::UndefOperand));
            continue;
        };
        if ctx.policy == UndefPolicy::Strict && m >> l & 1 == 0 {
            out[l as usize] = Some(Err(Reason::SelfNotInMask));
            continue;
        }
        let g = match memo.iter().find(|(k, _)| *k == m) {
            Some((_, g)) => *g,
            None => {
                let g = match ctx.policy {
                    UndefPolicy::Strict => strict_members(ctx, mask, l, m),
                    UndefPolicy::Hardware => Ok(hardware_members(ctx, mask, m)),
                };
                memo.push((m, g));
                g
            }
        };
        out[l as usize] = Some(g);
    }
    out
}

/// One result per group, the same in every lane of it: `combine(group)` runs once per
/// distinct group. Lanes without a group (inactive, undefined) come out undefined.
pub fn per_group(ctx: &SemCtx, groups: &[LaneGroup], mut combine: impl FnMut(u64) -> Option<u64>) -> crate::value::Lanes {
    // The last group seen answers most lanes (one group under a uniform mask) without a search.
    let mut last: Option<(u64, Option<u64>)> = None;
    let mut memo: Vec<(u64, Option<u64>)> = vec![];
    super::computed(ctx.wave, |l| {
        let g = groups[l as usize]?.ok()?;
        if let Some((k, v)) = last {
            if k == g {
                return Some(v);
            }
        }
        let v = match memo.iter().find(|(k, _)| *k == g) {
            Some((_, v)) => *v,
            None => {
                let v = combine(g);
                memo.push((g, v));
                v
            }
        };
        last = Some((g, v));
        Some(v)
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
    let mut rest = mask;
    std::iter::from_fn(move || {
        let k = (rest != 0).then(|| rest.trailing_zeros())?;
        rest &= rest - 1;
        Some(k)
    })
}

/// Values of `arg` over `group`, or `UndefOperand` if any is undefined.
pub fn values(arg: &Arg, group: u64) -> Result<Vec<u64>, Reason> {
    bits(group).map(|k| arg.get(k).ok_or(Reason::UndefOperand)).collect()
}

/// [`values`] without the allocation: the values go into `buf` (lowest lane first) and the
/// filled part is returned.
pub fn values_into<'b>(arg: &Arg, group: u64, buf: &'b mut [u64; MAX_LANES]) -> Result<&'b [u64], Reason> {
    if arg.undef() & group != 0 {
        return Err(Reason::UndefOperand);
    }
    let mut n = 0;
    for k in bits(group) {
        buf[n] = arg.bits(k);
        n += 1;
    }
    Ok(&buf[..n])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target;
    use crate::value::Lanes;
    use proptest::prelude::*;

    fn ctx(exec: u64, policy: UndefPolicy) -> SemCtx<'static> {
        SemCtx { target: target::lookup("sm_90").unwrap(), wave: 32, exec: exec & 0xFFFF_FFFF, ty: crate::value::ElemTy::U32, policy }
    }

    fn policy(hw: bool) -> UndefPolicy {
        if hw {
            UndefPolicy::Hardware
        } else {
            UndefPolicy::Strict
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        // The uniform-mask fast path of `groups` agrees with the general computation, for a
        // constant mask and for per-lane masks that agree on the executing lanes (other
        // lanes hold anything, undefined included).
        #[test]
        fn uniform_groups_match_general(exec: u64, m: u64, noise: [u64; 32], undef: u64, hw: bool, imm: bool) {
            let cx = ctx(exec, policy(hw));
            let mask = if imm {
                Arg::Imm(m)
            } else {
                let mut l = Lanes::from_fn(32, |k| if exec >> k & 1 != 0 { m } else { noise[k as usize] });
                l.undef = undef & !cx.exec;
                Arg::Lanes(l)
            };
            prop_assert_eq!(groups(&cx, &mask), groups_general(&cx, &mask));
        }

        // Masks drawn from a few values per lane (mismatches, undefined lanes): whichever
        // path `groups` takes, it agrees with the general one.
        #[test]
        fn any_mask_groups_match_general(exec: u64, pick: [u8; 32], vals: [u32; 3], undef: u64, hw: bool) {
            let cx = ctx(exec, policy(hw));
            let mut l = Lanes::from_fn(32, |k| vals[pick[k as usize] as usize % 3] as u64);
            l.undef = undef & undef.rotate_left(7);
            let mask = Arg::Lanes(l);
            prop_assert_eq!(groups(&cx, &mask), groups_general(&cx, &mask));
        }

        // `values_into` reads what `values` reads.
        #[test]
        fn values_into_matches_values(group: u64, vals: [u64; 64], undef: u64) {
            let mut l = Lanes::from_slice(&vals);
            l.undef = undef & undef.rotate_left(13);
            let arg = Arg::Lanes(l);
            let mut buf = [0; MAX_LANES];
            prop_assert_eq!(values_into(&arg, group, &mut buf).map(|v| v.to_vec()), values(&arg, group));
        }
    }

    #[test]
    fn bits_lowest_first() {
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(bits(1 << 63).collect::<Vec<_>>(), vec![63]);
        assert_eq!(bits(0).count(), 0);
    }
}
