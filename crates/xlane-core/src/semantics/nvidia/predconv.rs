//! p2r / r2p (errata N2): SASS `P2R`/`R2P` move predicate registers to and from a general
//! register. There is no PTX instruction or public builtin; cicc lowers its internal builtins
//! (seed 004, IDs 411–412) element by element to plain LLVM vector operations, i.e. a
//! `<32 x i1>` ↔ `i32` bitcast. xlane carries a predicate vector as an i32 whose bit i is
//! element i, so packing and unpacking keep every bit.

use super::computed;
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// Pack (p2r) or unpack (r2p): bit i of the register is predicate i.
pub fn convert(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    let lanes = computed(ctx.wave, |l| ctx.active(l).then(|| args[0].get(l).map(|v| v & 0xFFFF_FFFF)));
    Ok(Outputs::from(Output::ret(ElemTy::U32, lanes)))
}
