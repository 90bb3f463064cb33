//! Ballot, inverse ballot, mbcnt, wave_barrier and wave.id.
//!
//! * ballot: bit n = EXEC[n] && p[n]; inactive lanes contribute 0. `ballot_w64` in wave32 is
//!   the zero-extended 32-bit ballot (LLVM AMDGPUInstCombineIntrinsic; clang-22).
//! * inverse_ballot: lane n gets bit n of the (uniform, SGPR) mask.
//! * mbcnt (RDNA3.5 ISA V_MBCNT_LO/HI_U32_B32; CDNA4 ISA): ThreadMask = (1 << lane) - 1;
//!   lo = S1 + popcount(S0 & ThreadMask[31:0]); hi = S1 + popcount(S0 & ThreadMask[63:32]).
//!   EXEC does not enter.
//! * wave_barrier emits no instruction (clang-22/llc): a no-op on a lock-step wave.

use super::{arity, computed, sgpr_operand, uniform};
use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// The ballot of a per-lane predicate (nonzero = true); `None` when an active lane's
/// predicate is undefined.
/// Whole-wave mask arithmetic, not a loop over the lanes: a vote runs once per wave.
pub fn ballot_mask(ctx: &SemCtx, p: &Arg) -> Option<u64> {
    let active = ctx.active_lanes();
    match p {
        Arg::Imm(v) => Some(if *v != 0 { active } else { 0 }),
        Arg::Lanes(l) if l.undef & active != 0 => None,
        Arg::Lanes(l) => Some(l.nonzero() & active),
    }
}

fn ballot_out(ctx: &SemCtx, args: &[Arg], ty: ElemTy) -> Result<Outputs> {
    arity(args, 1, "ballot")?;
    let m = ballot_mask(ctx, &args[0]);
    Ok(Outputs::from(uniform(ctx, ty, m)))
}

pub fn ballot_w32(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    ballot_out(ctx, args, ElemTy::U32)
}

pub fn ballot_w64(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    ballot_out(ctx, args, ElemTy::U64)
}

/// `llvm.amdgcn.ballot.iN`: the result width is the type suffix.
pub fn ballot_intrinsic(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    let ty = if ctx.ty.bits() == 32 { ElemTy::U32 } else { ElemTy::U64 };
    if ctx.wave == 64 && ty == ElemTy::U32 {
        return Err(Diag::new(DiagKind::Type, "`llvm.amdgcn.ballot.i32` in wave64 does not hold the wave's mask").with_help("use llvm.amdgcn.ballot.i64 in wave64"));
    }
    ballot_out(ctx, args, ty)
}

/// `inverse_ballot_w32/w64(mask)` and `llvm.amdgcn.inverse.ballot`.
pub fn inverse_ballot(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "inverse_ballot")?;
    let m = sgpr_operand(ctx, &args[0]);
    Ok(Outputs::from(computed(ctx, ElemTy::Bool, |n| m.map(|m| m >> n & 1))))
}

/// Lanes below `n` in the low half (all 32 for n ≥ 32).
#[inline]
pub fn thread_mask_lo(n: u32) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

/// Lanes of the high half below `n` (none for n ≤ 32).
#[inline]
pub fn thread_mask_hi(n: u32) -> u32 {
    if n <= 32 {
        0
    } else {
        (1u32 << (n - 32)) - 1
    }
}

fn mbcnt(ctx: &SemCtx, args: &[Arg], part: fn(u32) -> u32) -> Result<Outputs> {
    arity(args, 2, "mbcnt")?;
    let (mask, base) = (&args[0], &args[1]);
    Ok(Outputs::from(computed(ctx, ElemTy::U32, |n| {
        let m = mask.get(n)? as u32;
        Some((base.get(n)? as u32).wrapping_add((m & part(n)).count_ones()) as u64)
    })))
}

pub fn mbcnt_lo(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    mbcnt(ctx, args, thread_mask_lo)
}

pub fn mbcnt_hi(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    mbcnt(ctx, args, thread_mask_hi)
}

/// `wave_barrier`: no value.
pub fn wave_barrier(_ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 0, "wave_barrier")?;
    Ok(Outputs::none())
}

/// `llvm.amdgcn.wave.id`: the wave's index in its workgroup (ttmp8[29:25] on GFX12). It
/// depends on where the wave sits in the workgroup, which one wave's data cannot tell.
pub fn wave_id(_ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 0, "wave.id")?;
    Err(Diag::new(DiagKind::Unsupported, "`llvm.amdgcn.wave.id` depends on the wave's place in its workgroup, which a single-wave evaluation does not have")
        .with_help("the kernel runner supplies it (flat local id / wave size)"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::UndefPolicy;
    use crate::target;
    use crate::value::Lanes;
    use proptest::prelude::*;

    fn ctx(wave: u32, exec: u64) -> SemCtx<'static> {
        SemCtx { target: target::lookup("gfx942").unwrap(), wave, exec, ty: ElemTy::U64, policy: UndefPolicy::Strict }
    }

    /// The ISA's definition, lane by lane: bit n = EXEC[n] && p[n]; undefined when an active
    /// lane's predicate is.
    fn by_lane(ctx: &SemCtx, p: &Arg) -> Option<u64> {
        let mut m = 0u64;
        for n in ctx.lanes() {
            if p.get(n)? != 0 {
                m |= 1 << n;
            }
        }
        Some(m)
    }

    proptest! {
        #[test]
        fn the_mask_arithmetic_matches_the_lane_by_lane_ballot(
            bits in prop::collection::vec(prop_oneof![Just(0u64), Just(1u64), any::<u64>(), (0u64..64).prop_map(|k| 1 << k)], 64),
            undef in prop_oneof![Just(0u64), (0u64..64).prop_map(|k| 1 << k), any::<u64>()],
            exec in prop_oneof![Just(u64::MAX), Just(0u64), any::<u64>()],
            wave in prop_oneof![Just(32u32), Just(64u32)],
            imm in prop_oneof![Just(0u64), any::<u64>()],
        ) {
            let ctx = ctx(wave, exec & crate::value::wave_mask(wave));
            let mut l = Lanes::from_slice(&bits);
            l.undef = undef;
            for p in [Arg::Lanes(l), Arg::Imm(imm)] {
                prop_assert_eq!(ballot_mask(&ctx, &p), by_lane(&ctx, &p));
                for v in [ballot_mask(&ctx, &p), None, Some(imm)] {
                    let (u, c) = (uniform(&ctx, ElemTy::U32, v), computed(&ctx, ElemTy::U32, |_| v));
                    prop_assert_eq!((u.lanes.bits, u.lanes.undef), (c.lanes.bits, c.lanes.undef));
                }
            }
        }
    }
}
