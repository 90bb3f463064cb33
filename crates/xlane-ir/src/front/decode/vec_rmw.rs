//! `atomicrmw` on a fixed vector of floats. LangRef ("atomicrmw"): for `fadd`, `fsub`,
//! `fmax`, `fmin`, `fmaximum` and `fminimum` the operand may be "a fixed vector of
//! floating-point type"; Triton's AMD back end packs two neighbouring lanes' f16/bf16
//! `tl.atomic_add` into one `atomicrmw fadd ptr, <2 x half>` (CDNA's
//! `global_atomic_pk_add_f16`/`_bf16`). Each element is the scalar operation at its own
//! address (element k at `ptr + k × size`), in element order; the result is the vector of
//! old values.

use super::FnCx;
use crate::error::{ErrKind, RResult};
use crate::front::ll::ast::{Operand, RmwOp, Type};
use crate::front::program::*;

pub(super) fn atomic_rmw(cx: &mut FnCx, op: RmwOp, ptr: &Operand, val: &Operand, align: u32, dst: &[Slot]) -> RResult<()> {
    let Type::Vector(n, e) = &val.ty else { unreachable!("called for vectors") };
    let float_op = matches!(op, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin | RmwOp::FMaximum | RmwOp::FMinimum);
    if !float_op || !matches!(**e, Type::Half | Type::BFloat | Type::Float | Type::Double) {
        return cx.err(ErrKind::Malformed, format!("`atomicrmw` on `{}`: LangRef allows vectors only of floats, for the float operations", val.ty));
    }
    let p = cx.op1(ptr)?;
    let vs = cx.val(&val.val, &val.ty)?;
    let ty = cx.scalar(e)?;
    let as_ = cx.ptr_as(&ptr.ty)?;
    let bits = cx.lay.ptr_bits(as_);
    let size = ty.bits() / 8;
    for k in 0..*n as usize {
        let at = if k == 0 {
            p
        } else {
            let q = cx.alloc(1)[0];
            cx.emit(Op::Gep(ops::Gep { dst: q, base: p, terms: vec![], offset: (k as u32 * size) as i64, bits }));
            q
        };
        let align = if k == 0 { align } else { align.min(size) };
        cx.emit(Op::AtomicRmw(ops::AtomicRmw { op, ty, dst: dst[k], ptr: at, val: vs[k], space: AddrSpace::from_llvm(as_), align }));
    }
    Ok(())
}
