//! The wave's MODE register, as far as xlane models it: `llvm.amdgcn.s.setreg` (S_SETREG_B32 /
//! S_SETREG_IMM32_B32) of the FP16_OVFL bit, and the reads the fp8 conversions make of it.
//!
//! The hwreg operand packs `id | offset << 6 | (size - 1) << 11` (LLVM SIDefines.h `Hwreg`;
//! `s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1)` is 1473). MODE is hwreg 1; its bit 23 is
//! FP16_OVFL on GFX9 and later ("if set, an overflowed FP16 result is clamped to ±MAX_FP16,
//! regardless of round mode, while still preserving true INF values": Vega/CDNA ISA, MODE
//! register; the kernel descriptor's COMPUTE_PGM_RSRC1.FP16_OVFL, bit 26, gives its initial
//! value, which LLVM leaves 0). The fp8/bf8 conversions read the same bit as their overflow
//! clamp: Triton's AMD back end sets it around every f32→fp8 cast (its `SetFP8ClampingAttr`,
//! the `llvm.amdgcn.s.setreg(i32 1473, i32 1)` at the top of such a kernel).
//!
//! What xlane refuses, where a lane reaches it: any other hwreg or MODE field (the rounding
//! and denormal fields change every float result, which xlane computes in the default mode),
//! and setting FP16_OVFL in a program with f16 arithmetic that could overflow (xlane's f16
//! operations do not clamp).

use super::*;

/// MODE's FP16_OVFL bit.
pub(crate) const FP16_OVFL: u32 = crate::front::program::ops::MODE_FP16_OVFL;

/// `s_setreg` of `hwreg` (the packed immediate) to the first executing lane's `val` (the
/// instruction reads an SGPR: LLVM moves a divergent value through `readfirstlane`).
pub(super) fn set_mode(cx: &mut Cx, regs: &Regs, hwreg: u16, val: Slot) -> RResult<()> {
    let (id, offset, size) = (hwreg & 63, (hwreg >> 6) & 31, ((hwreg >> 11) & 31) + 1);
    if id != 1 {
        return Err(RunError::unsupported(format!(
            "`llvm.amdgcn.s.setreg` of hardware register {id} (offset {offset}, size {size}): xlane models only the MODE register's FP16_OVFL bit (hwreg(HW_REG_MODE, 23, 1) = 1473)"
        )));
    }
    let field = (((1u64 << size) - 1) << offset) as u32;
    if field & !FP16_OVFL != 0 {
        return Err(RunError::unsupported(format!(
            "`llvm.amdgcn.s.setreg` of MODE bits {offset}..{}: xlane runs every float operation in the default mode and models only FP16_OVFL (bit 23); the rounding and denormal fields would change results it does not recompute",
            offset as u32 + size as u32 - 1
        )));
    }
    let Some(lane) = lanes(cx.exec).next() else { return Ok(()) };
    if regs.und(val) >> lane & 1 != 0 {
        return Err(RunError::new(ErrKind::UndefinedValue, "`llvm.amdgcn.s.setreg` writes an undefined value into MODE".to_string()));
    }
    let v = ((regs.lane(val, lane) as u32) << offset) & field;
    let new = (cx.side.mode & !field) | v;
    if new & FP16_OVFL != 0 && cx.side.mode & FP16_OVFL == 0 {
        if let Some(line) = f16_overflow_op(cx.info.prog) {
            return Err(RunError::unsupported(format!(
                "`llvm.amdgcn.s.setreg` sets MODE.FP16_OVFL, which clamps overflowing f16 results, and the program has f16 arithmetic (.ll line {line}) that xlane computes without that clamp"
            )));
        }
    }
    cx.side.mode = new;
    Ok(())
}

/// The `.ll` line of an op of the program whose f16 result can overflow (arithmetic, a
/// narrowing or integer conversion to f16), if any.
fn f16_overflow_op(prog: &Program) -> Option<u32> {
    let f16 = |t: FTy| t == FTy::F16;
    prog.funcs.iter().flat_map(|f| f.code.iter()).find_map(|i| {
        let hit = match &i.op {
            Op::FBin(p) => f16(p.ty) && matches!(p.op, FOp::Add | FOp::Sub | FOp::Mul | FOp::Div),
            Op::Fma(p) => f16(p.ty),
            Op::FRound(p) => f16(p.ty),
            Op::Ldexp(p) => f16(p.ty),
            Op::Cast(p) => p.to == crate::front::ll::layout::STy::F16 && p.from != crate::front::ll::layout::STy::F16,
            Op::Approx(p) => p.op.fmt() == crate::numerics::approx::Fmt::F16,
            _ => false,
        };
        hit.then_some(i.line)
    })
}

/// The value of the MODE bits `mask` in every lane of `dst`.
pub(super) fn get_mode(cx: &Cx, regs: &mut Regs, dst: Slot, mask: u32) {
    let v = (cx.side.mode & mask) as u64;
    regs.compute(dst, [], cx.exec, 0, |[], r| {
        for x in r.iter_mut() {
            *x = v;
        }
    });
}

step!(SetMode { hwreg, val } |cx, regs, exec| => set_mode(cx, regs, *hwreg, *val)?);
step!(GetMode { dst, mask } |cx, regs, exec| => get_mode(cx, regs, *dst, *mask));
