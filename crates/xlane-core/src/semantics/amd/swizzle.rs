//! `__builtin_amdgcn_ds_swizzle(src, pattern)` / `llvm.amdgcn.ds.swizzle`: `ds_swizzle_b32`.
//!
//! Modes by the 16-bit offset (RDNA3/RDNA3.5/RDNA4 ISA DS_SWIZZLE_B32 pseudocode; field
//! shifts from LLVM SIDefines.h `Swizzle`): ≥0xE000 FFT, ≥0xC000 rotate, bit 15 quad-perm,
//! else bitmask (and=[4:0], or=[9:5], xor=[14:10]). Every mode works within groups of 32
//! lanes (bit 5 of the lane id is kept). "thread_out[i] = thread_valid[j] ? thread_in[j] :
//! 0": an inactive source reads 0. clang-22 keeps only the low 16 bits of the pattern.

use super::{arity, data_ty, imm};
use crate::diag::Result;
use crate::semantics::{Origin, Output, Outputs, Reason, Route, SemCtx};
use crate::target::{feat, Target};
use crate::value::Arg;
use crate::value::ElemTy;

pub use crate::codec::swizzle::SwizzleMode;

/// The route of `ds_swizzle` with `offset` on `t`.
pub fn swizzle_route(t: &Target, wave: u32, exec: u64, offset: u32) -> Route {
    let mode = SwizzleMode::from_offset(offset);
    // Rotate/FFT semantics were read only in the RDNA guides; on GFX9/CDNA the assembler
    // accepts them but the CDNA text was not available (open question 15.8): report it.
    let open = mode.rotate_or_fft() && (t.is_pre_gfx10() || !t.has(feat::SWIZZLE_ROTATE_FFT));
    let mut r = Route::new(wave);
    for i in (0..wave).filter(|i| exec >> i & 1 != 0) {
        let j = mode.source(i);
        r.lanes[i as usize] = if open {
            Origin::Undef(Reason::Unspecified)
        } else if exec >> j & 1 != 0 {
            Origin::Lane { arg: 0, lane: j as u8 }
        } else {
            Origin::Zero(Reason::InactiveSource)
        };
    }
    r
}

pub fn ds_swizzle(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "ds_swizzle")?;
    let offset = imm(args, 1, "pattern")? as u32;
    let route = swizzle_route(ctx.target, ctx.wave, ctx.exec, offset);
    Ok(Outputs::from(Output::routed("ret", data_ty(ctx, ElemTy::I32), route, args)))
}
