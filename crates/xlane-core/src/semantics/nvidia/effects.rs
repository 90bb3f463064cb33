//! Calls whose effect is on time or memory, not on lane values: `bar.warp.sync`,
//! `nanosleep`, `cp.async`.

use super::member::{mask_of, strict_members};
use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Outputs, SemCtx, UndefPolicy};
use crate::value::Arg;

/// `bar.warp.sync` / `__syncwarp(mask)` (PTX ISA "bar.warp.sync"): a barrier plus memory
/// ordering among the mask's lanes. On one wave it has no value; what can be checked is the
/// mask: an executing lane missing from its own mask, or a member passing another mask, is
/// undefined, and is refused under the strict policy. (H200: no fault, no hang, U6.)
pub fn syncwarp(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    if ctx.policy == UndefPolicy::Strict {
        for l in ctx.lanes() {
            let Some(m) = mask_of(&args[0], l) else {
                return Err(Diag::new(DiagKind::IllegalValue, format!("__syncwarp: lane {l}'s mask is undefined")));
            };
            if let Err(r) = strict_members(ctx, &args[0], l, m) {
                return Err(Diag::new(DiagKind::IllegalValue, format!("__syncwarp({m:#010x}) in lane {l} is undefined: {}", r.describe()))
                    .with_help("every executing lane must be in its mask, and all members must pass the same mask"));
            }
        }
    }
    Ok(Outputs::none())
}

/// `nanosleep.u32 t` sleeps for a time in [0, 2t] (capped near 1 ms); nothing observable
/// on the lanes.
pub fn nanosleep(_ctx: &SemCtx, _args: &[Arg]) -> Result<Outputs> {
    Ok(Outputs::none())
}

/// `cp.async` and its groups move memory, which a single wave call does not have.
pub fn memory_only(_ctx: &SemCtx, _args: &[Arg]) -> Result<Outputs> {
    Err(Diag::new(DiagKind::Unsupported, "cp.async copies global to shared memory and has no per-lane result")
        .with_help("run the kernel with `xlane run`, whose memory model executes cp.async, commit_group and wait_group"))
}

/// `cp.async.mbarrier.arrive{,.noinc}{,.shared}.b64`: an mbarrier object starts tracking the
/// thread's pending cp.async copies (PTX ISA cp.async.mbarrier.arrive). Memory only.
pub fn cp_async_arrive(_ctx: &SemCtx, _args: &[Arg]) -> Result<Outputs> {
    Err(Diag::new(DiagKind::Unsupported, "cp.async.mbarrier.arrive makes an mbarrier object track the thread's cp.async copies; it has no per-lane result")
        .with_help("xlane run does not model mbarrier objects; the call's availability and lowering are in `xlane avail`"))
}
