//! AMD wavefront semantics, one module per instruction family:
//!
//! * [`dpp16`] — `mov_dpp`/`update_dpp` (DPP16 controls, row/bank masks, bound_ctrl, `old`).
//! * [`dpp8`] — `mov_dpp8`.
//! * [`swizzle`] — `ds_swizzle` (bitmask, quad-perm, rotate, FFT).
//! * [`permute`] — `ds_permute`, `ds_bpermute`, `ds_bpermute_fi_b32`.
//! * [`permlane`] — `permlane16/x16`, the `_var` forms, `permlane64`, the swaps.
//! * [`lane`] — `readfirstlane`, `readlane`, `writelane`, whole-wave-mode helpers.
//! * [`ballot`] — `ballot`, `inverse_ballot`, `mbcnt`, `wave_barrier`, `wave.id`.
//! * [`compare`] — `llvm.amdgcn.icmp`/`fcmp` lane-mask compares (HIP's `__ballot`).
//! * [`regs`] — `llvm.read_register`/`write_register` of `exec`, `exec_lo`, `exec_hi`, `m0`.
//! * [`hip`] — the HIP header functions, built on the ones above (never re-implemented).
//! * [`wave_reduce`] — `llvm.amdgcn.wave.reduce.*` integer reductions over the active lanes.
//! * [`wave_reduce_float`] — the f32 reductions, in the order llc-22 combines them.
//! * [`permlane_gfx1250`] — GFX12.5 `permlane.bcast/up/down/xor/idx.gen`, `wave.shuffle`.
//! * [`quad`] — `wqm.vote`, `live.mask`, `ps.live`, `wqm.demote`.
//! * [`batch`] — a compiled gather for applying one route to many waves.
//! * [`mma`] — MFMA/WMMA matrix multiply-accumulate and the transposing LDS reads
//!   (`registry::matrix` rows).
//!
//! Movement operations build a [`Route`] first; values are gathered from it. Research notes
//! with sources: `docs/notes/amd-semantics.md`; deviations from the seed pages:
//! `docs/errata.md` (A1–A14 and later).

pub mod ballot;
pub mod batch;
pub mod compare;
pub mod dpp16;
pub mod dpp8;
pub mod hip;
pub mod lane;
pub mod mma;
pub mod permlane;
pub mod permlane_gfx1250;
pub mod permute;
pub mod quad;
pub mod regs;
pub mod swizzle;
pub mod wave_reduce;
pub mod wave_reduce_float;

use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Origin, Output, Reason, Route, SemCtx};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// The value of an argument that must be a compile-time constant.
pub(crate) fn imm(args: &[Arg], i: usize, what: &str) -> Result<u64> {
    args.get(i).ok_or_else(|| Diag::new(DiagKind::Arity, format!("missing argument {} (`{what}`)", i + 1)))?.imm().ok_or_else(|| {
        Diag::new(DiagKind::NotConstant, format!("argument {} (`{what}`) must be a compile-time constant", i + 1))
            .with_help("pass an integer literal")
            .for_arg(i)
    })
}

/// Check the argument count (the semantics may be called without `call::check`).
pub(crate) fn arity(args: &[Arg], n: usize, name: &str) -> Result<()> {
    if args.len() == n {
        Ok(())
    } else {
        Err(Diag::new(DiagKind::Arity, format!("`{name}` takes {n} argument(s), {} given", args.len())))
    }
}

/// A wave-uniform operand that the hardware reads from an SGPR. When the value differs
/// between lanes, the compiler inserts `v_readfirstlane_b32` (clang-22 -O1 output, see
/// docs/notes/amd-semantics.md §6), so the first active lane's value is used (lane 0 when
/// EXEC is zero, V_READFIRSTLANE_B32). `None`: that lane's value is undefined.
pub(crate) fn sgpr_operand(ctx: &SemCtx, a: &Arg) -> Option<u64> {
    match a {
        Arg::Imm(v) => Some(*v),
        Arg::Lanes(l) => l.get(first_lane(ctx.exec)),
    }
}

/// The lane `v_readfirstlane_b32` reads: the lowest active lane, or lane 0 when EXEC is zero
/// (RDNA3.5 / CDNA4 ISA, V_READFIRSTLANE_B32).
#[inline]
pub fn first_lane(exec: u64) -> u32 {
    if exec == 0 {
        0
    } else {
        exec.trailing_zeros()
    }
}

/// The type of the data a 32-bit builtin moves: the caller's element type when it has the
/// same width (so `f32`/`u32` data keeps its name), else the builtin's own type.
pub(crate) fn data_ty(ctx: &SemCtx, fixed: ElemTy) -> ElemTy {
    if ctx.ty.bits() == fixed.bits() {
        ctx.ty
    } else {
        fixed
    }
}

/// A route where every active lane is undefined for `reason`.
pub(crate) fn all_undef(ctx: &SemCtx, reason: Reason) -> Route {
    let mut r = Route::new(ctx.wave);
    for n in ctx.lanes() {
        r.lanes[n as usize] = Origin::Undef(reason);
    }
    r
}

/// [`computed`] for a value that is the same in every active lane (`None`: undefined), as
/// one pass over the wave.
pub(crate) fn uniform(ctx: &SemCtx, ty: ElemTy, v: Option<u64>) -> Output {
    let mut out = Lanes::all_undef();
    if let Some(v) = v {
        let (active, v) = (ctx.active_lanes(), ty.truncate(v));
        if active & active.wrapping_add(1) == 0 {
            // the lanes below a bound (a whole wave32 or wave64): one fill
            out.bits[..active.trailing_ones() as usize].fill(v);
        } else {
            for (n, b) in out.bits.iter_mut().enumerate() {
                *b = v & (active >> n & 1).wrapping_neg();
            }
        }
        out.undef = !active;
    }
    Output::ret(ty, out)
}

/// A computed (non-movement) result: `f` gives each active lane's value, `None` = undefined.
pub(crate) fn computed(ctx: &SemCtx, ty: ElemTy, mut f: impl FnMut(u32) -> Option<u64>) -> Output {
    let mut out = Lanes::all_undef();
    for n in ctx.lanes() {
        if let Some(v) = f(n) {
            out.set(n, ty.truncate(v));
        }
    }
    Output::ret(ty, out)
}
