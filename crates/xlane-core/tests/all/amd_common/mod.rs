//! Shared helpers for the AMD integration tests (included with `mod amd_common;`).
#![allow(dead_code)]

use xlane_core::call::{evaluate, Arg, CallResult, Site};
use xlane_core::diag::Result;
use xlane_core::semantics::UndefPolicy;
use xlane_core::{target, ElemTy, Lanes};

pub fn lanes(v: &[u64]) -> Arg {
    Arg::Lanes(Lanes::from_slice(v))
}

pub fn eval(name: &str, ty: Option<ElemTy>, tgt: &str, wave: u32, exec: u64, args: &[Arg]) -> Result<CallResult> {
    let t = target::lookup(tgt)?;
    let site = Site { target: t, wave, exec, policy: UndefPolicy::Strict };
    evaluate(name, ty, &site, args)
}

/// The `ret` output as `Option` per lane, first `wave` lanes.
pub fn ret(r: &CallResult, wave: u32) -> Vec<Option<u64>> {
    let o = r.output("ret").expect("ret output");
    (0..wave).map(|n| o.lanes.get(n)).collect()
}
