//! Whole-quad mode and the live mask (IntrinsicsAMDGPU.td `int_amdgcn_wqm_vote`,
//! `int_amdgcn_live_mask`, `int_amdgcn_ps_live`, `int_amdgcn_wqm_demote`).
//!
//! * `wqm.vote(p)`: llc-22 selects `v_cmp` (the ballot of `p`, 0 in inactive lanes) and
//!   `s_wqm_b32/b64` on it (every target, checked with llc-22 -O1): bit `n` of the result is
//!   set when any active lane of `n`'s quad (lanes `4⌊n/4⌋ … 4⌊n/4⌋+3`) passed true.
//! * `live.mask()`/`ps.live()`: llc-22 reads EXEC (`s_mov exec` + `v_cndmask 0, 1`): true
//!   in every lane that executes the call. Helper lanes exist only in pixel shaders, which
//!   xlane does not run, so every executing lane is live.
//! * `wqm.demote(p)`: turns lanes whose `p` is false into helper lanes of a pixel shader; it
//!   returns nothing, and in xlane's waves (no pixel quads) it changes no lane.

use super::ballot::ballot_mask;
use super::{arity, computed, uniform};
use crate::diag::Result;
use crate::semantics::{Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// `s_wqm`: each quad's 4 bits become all ones when any of them is set.
pub fn wqm_bits(mask: u64) -> u64 {
    (0..16).fold(0, |m, q| if mask >> (4 * q) & 0xF != 0 { m | 0xF << (4 * q) } else { m })
}

pub fn wqm_vote(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "wqm.vote")?;
    let m = ballot_mask(ctx, &args[0]).map(wqm_bits);
    Ok(Outputs::from(computed(ctx, ElemTy::Bool, |n| m.map(|m| m >> n & 1))))
}

pub fn live_mask(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 0, "live.mask")?;
    Ok(Outputs::from(uniform(ctx, ElemTy::Bool, Some(1))))
}

pub fn demote(_ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "wqm.demote")?;
    Ok(Outputs::none())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quads_fill() {
        assert_eq!(wqm_bits(0), 0);
        assert_eq!(wqm_bits(0b0100), 0xF);
        assert_eq!(wqm_bits(1 << 17 | 1 << 63), 0xF0 << 12 | 0xF << 60);
    }
}
