//! `elect.sync d|p, membermask` (PTX ISA "elect.sync", PTX 8.0, sm_90): one active lane of
//! the mask is the leader; every lane gets its lane id in `d`, and `p` is true in the leader
//! only. PTX says the election is deterministic ("the same leader thread is elected for the
//! same membermask every time") but not which lane wins, so the strict policy leaves both
//! outputs undefined.
//!
//! Hardware policy: the H200 elected the lowest executing lane of the mask in every case
//! probed (9 masks, incl. a mask naming alive lanes that did not execute: the lowest
//! executing one won), errata N10.

use super::computed;
use super::member;
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx, UndefPolicy};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

pub fn elect(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    let groups = member::groups(ctx, &args[0]);
    let mut pred = Lanes::all_undef();
    let ret = computed(ctx.wave, |l| {
        ctx.active(l).then(|| {
            let group = groups[l as usize]?.ok()?;
            if ctx.policy == UndefPolicy::Strict {
                return None;
            }
            let leader = group.trailing_zeros();
            pred.set(l, (l == leader) as u64);
            Some(leader as u64)
        })
    });
    Ok(Outputs::from(vec![Output::ret(ElemTy::I32, ret), Output { name: "pred", ty: ElemTy::Bool, lanes: pred, route: None }]))
}
