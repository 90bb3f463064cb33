//! `match.sync` (PTX ISA "match.sync"; CUDA Programming Guide, Warp Match Functions). Values
//! compare as raw bits of their width (CUDA 13 `crt/sm_70_rt.hpp` passes floats through
//! `__float_as_uint`/`__double_as_longlong`): +0.0 and -0.0 differ, equal NaN patterns match.
//!
//! `match.all` returns "the mask corresponding to non-exited threads in membermask", not the
//! mask operand itself: the H200 returned 0x0000FFFF for mask ~0 after lanes 16–31 exited,
//! as PTX says and the NVVM IR spec (§15.6.4, "%membermask") does not (notes §4.1, U13).

use super::computed;
use super::member::{self, bits};
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Match {
    Any,
    All,
}

/// `(mask, value)` → `ret` (u32), plus `pred` for `All`.
pub fn matching(ctx: &SemCtx, args: &[Arg], op: Match) -> Result<Outputs> {
    let value = &args[1];
    let groups = member::groups(ctx, &args[0]);
    // Per distinct group: its values, or None when one is undefined.
    let mut memo: Vec<(u64, Option<Vec<u64>>)> = vec![];
    let mut pred = crate::value::Lanes::all_undef();
    let ret = computed(ctx.wave, |l| {
        ctx.active(l).then(|| {
            let group = groups[l as usize]?.ok()?;
            let vals = match memo.iter().position(|(g, _)| *g == group) {
                Some(i) => memo[i].1.as_ref()?,
                None => {
                    memo.push((group, member::values(value, group).ok()));
                    memo.last().unwrap().1.as_ref()?
                }
            };
            let mine = value.get(l)?;
            let same = bits(group).zip(vals).filter(|(_, &v)| v == mine).fold(0u64, |m, (k, _)| m | 1 << k);
            match op {
                Match::Any => Some(same),
                Match::All => {
                    let all = same == group;
                    pred.set(l, all as u64);
                    Some(if all { group } else { 0 })
                }
            }
        })
    });
    let mut out = Outputs::from(Output::ret(ElemTy::U32, ret));
    if op == Match::All {
        out.push(Output { name: "pred", ty: ElemTy::Bool, lanes: pred, route: None });
    }
    Ok(out)
}
