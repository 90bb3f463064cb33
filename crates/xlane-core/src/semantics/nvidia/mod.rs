//! NVIDIA warp semantics: `shfl.sync` ([`shfl`]), `vote` ([`vote`]), `match` ([`matching`]),
//! `redux` ([`redux`]), special registers (`activemask`, `%laneid`, `%lanemask_*`: [`sreg`]),
//! `elect.sync` ([`elect`]), predicate packing ([`predconv`]), the calls that act on time or memory ([`effects`]),
//! and the warp-level matrix instructions: `ldmatrix`/`stmatrix`/`movmatrix` ([`matrix`]) and `mma` ([`mma`],
//! with the tensor core's float arithmetic in [`tcdot`]), and Hopper's warpgroup `wgmma` ([`wgmma`]: descriptors,
//! swizzles, fragments).
//!
//! # Member masks and the two undefined-behaviour policies
//!
//! Every `*.sync` call takes a 32-bit member mask per lane. PTX (`shfl.sync`, `vote.sync`,
//! `match.sync`, `redux.sync`, `bar.warp.sync`) and the CUDA Programming Guide (Warp Shuffle,
//! Warp Vote) leave these cases undefined:
//!
//! * an executing lane missing from its own mask;
//! * a lane of the mask that executes the call with a different mask;
//! * (shuffles) reading a lane that did not execute the call, or one outside the mask;
//! * (CUDA shuffles) a `width` that is not a power of two in 1..=32.
//!
//! [`UndefPolicy::Strict`] reports each of them as undefined, with its [`Reason`]. xlane's exec
//! mask cannot tell an exited lane from a diverged one; a mask member that does not execute the
//! call is read as exited, which PTX defines ("all non-exited threads in membermask"): it
//! contributes nothing. That is the only reading under which the call completes on sm_70+,
//! where a diverged member that never arrives leaves the caller waiting.
//!
//! [`UndefPolicy::Hardware`] reproduces what one H200 (sm_90, CUDA 13.0, `-O2`) did in those
//! cases (docs/notes/nvidia-semantics.md §12, probes U1–U7; docs/errata.md N8):
//!
//! * shuffles ignore the mask: an executing source lane gives its value even outside the
//!   mask (U4, U5), a source lane that did not execute gives 0 (U1–U3), and the `p` output is
//!   the formula's value (U1);
//! * vote/match/redux combine the executing lanes that passed the same mask value, whether
//!   the mask names them or not (U7: `__ballot_sync(0xFFFF0000, 1)` by 32 lanes gave
//!   0xFFFFFFFF; two half-masks gave per-half results, §3.4, §5.4);
//! * a `width` that is not a power of two follows the PTX formula on the computed `c` (U9);
//! * `__syncwarp` with a lane missing from its mask is a no-op (U6);
//! * `elect.sync` elects the lowest executing lane of the mask (errata N10).
//!
//! The values for a lane missing from its own mask hold for code where ptxas drops the
//! warp barrier (convergent code, U5–U7). Where the mask reaches the instruction at run
//! time, sm_90 first executes `WARPSYNC Rmask`, and the H200 stopped the kernel with
//! "an illegal instruction was encountered" for shfl, ballot, redux, match, `__syncwarp` and
//! elect.sync alike (errata N10); no per-lane value models that.
//!
//! Where no measurement exists (legacy non-sync calls, which sm_90 cannot run; float redux,
//! which needs sm_100) the Hardware policy stays strict.
//!
//! [`UndefPolicy::Strict`]: crate::semantics::UndefPolicy::Strict
//! [`UndefPolicy::Hardware`]: crate::semantics::UndefPolicy::Hardware
//! [`Reason`]: crate::semantics::Reason

pub mod effects;
pub mod elect;
pub mod fns;
pub mod matching;
pub mod matrix;
pub mod member;
pub mod mma;
pub mod predconv;
pub mod redux;
pub mod shfl;
pub mod sreg;
pub mod tcdot;
pub mod vote;
pub mod wgmma;

use crate::value::Lanes;

/// Per-lane results that are computed (not moved): one value or undefined per lane.
pub(crate) fn computed(wave: u32, mut f: impl FnMut(u32) -> Option<Option<u64>>) -> Lanes {
    let mut out = Lanes::all_undef();
    for l in 0..wave {
        if let Some(Some(v)) = f(l) {
            out.set(l, v);
        }
    }
    out
}
