//! Buffer fat pointers (`ptr addrspace(7)`, 160 bits: a V# and a 32-bit offset; kept as five
//! dwords, the V#'s four then the offset, `Layout::ptr_dwords`). Each operation means what
//! LLVM 22's `amdgpu-lower-buffer-fat-pointers` pass (AMDGPULowerBufferFatPointers.cpp) turns
//! it into, checked with `opt-22 -passes=amdgpu-lower-buffer-fat-pointers`:
//! - `load`/`store`/`atomicrmw`/`cmpxchg` through `p`: the raw buffer access at `voffset` =
//!   p's offset, `soffset` 0 (`raw.ptr.buffer.load/store/atomic.*`, `atomic.cmpswap` then
//!   `icmp eq` of the old value for `cmpxchg`'s flag), with the raw range check (`check.rs`);
//!   `atomicrmw nand`/`fsub`, which have no buffer atomic, llc-22 expands into a load and a
//!   `buffer_atomic_cmpswap` loop: the same read-modify-write in range;
//! - `getelementptr`: the offset plus the byte offset, wrapping at 32 bits (decode.rs `gep`);
//! - `make.buffer.rsrc.p7.*` and `addrspacecast` from address space 8: offset 0;
//! - `icmp`: the offsets alone are compared (the pass compares `i32` offsets, resources
//!   ignored);
//! - `ptrtoint` to `iN`: `(resource << 32) | offset`, truncated (xlane: N <= 64);
//!   `ptrtoaddr`: the offset; `inttoptr` from `iN` (N <= 64): offset = the low 32 bits,
//!   resource = the bits above them.
//!
//! The pass requires a raw resource ("it must have a stride of 0 and bounds checks must be in
//! raw buffer mode or disabled"); xlane applies the raw rules of `check.rs` to whatever the V#
//! holds, so a strided or structured V# is checked as the raw forms would be.

use super::check;
use super::{Access, Ops};
use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{CastOp, InstKind, Operand, Pred, Type};
use crate::front::ll::layout::STy;
use crate::front::program::*;

pub(crate) const FAT: Type = Type::Ptr(7);

/// Whether the instruction works on buffer fat pointers (other than by `getelementptr`,
/// `select`, `phi`, which move their dwords as they are).
pub(crate) fn involves_fat(k: &InstKind) -> bool {
    match k {
        InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } | InstKind::AtomicRmw { ptr, .. } | InstKind::CmpXchg { ptr, .. } => ptr.ty == FAT,
        InstKind::Cast { from, to, .. } => from.ty == FAT || *to == FAT,
        InstKind::Cmp { ty, .. } => *ty == FAT,
        _ => false,
    }
}

/// Decodes an instruction `involves_fat` accepts.
pub(crate) fn fat_inst(cx: &mut impl DecodeCx, k: &InstKind, dst: &[Slot]) -> RResult<()> {
    match k {
        InstKind::Load { ty, ptr, .. } => access(cx, "load", Access::Load, ty, ptr, None, None, dst),
        InstKind::Store { val, ptr, .. } => access(cx, "store", Access::Store, &val.ty, ptr, Some(val), None, &[]),
        // `nand` and `fsub` have no buffer atomic: llc-22 expands them into a load and a
        // `buffer_atomic_cmpswap` loop first, which in range is the same read-modify-write
        InstKind::AtomicRmw { op, ptr, val, .. } => access(cx, "atomicrmw", Access::Atomic(*op), &val.ty, ptr, Some(val), None, dst),
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            let [old, ok] = dst else { return cx.fail(ErrKind::Malformed, "cmpxchg defines { value, i1 }".into()) };
            access(cx, "cmpxchg", Access::CmpSwap, &new.ty, ptr, Some(new), Some(cmp), std::slice::from_ref(old))?;
            let bits = cx.scalar_of(&cmp.ty)?.bits() as u8;
            let c = cx.val_of(cmp)?[0];
            cx.push(Op::ICmp(ops::ICmp { pred: Pred::Eq, bits, dst: *ok, a: *old, b: c, samesign: false }));
            Ok(())
        }
        InstKind::Cmp { pred, ty, a, b, .. } => {
            let a = cx.val_of(&Operand { ty: ty.clone(), val: a.clone() })?;
            let b = cx.val_of(&Operand { ty: ty.clone(), val: b.clone() })?;
            let (Some(&a), Some(&b), [d]) = (a.get(4), b.get(4), dst) else { return cx.fail(ErrKind::Unsupported, "a vector compare of buffer fat pointers".into()) };
            cx.push(Op::ICmp(ops::ICmp { pred: *pred, bits: 32, dst: *d, a, b, samesign: false }));
            Ok(())
        }
        InstKind::Cast { op, from, to, .. } => cast(cx, *op, from, to, dst),
        _ => cx.fail(ErrKind::Unsupported, "this operation on buffer fat pointers".into()),
    }
}

#[allow(clippy::too_many_arguments)]
fn access(cx: &mut impl DecodeCx, what: &str, kind: Access, ty: &Type, ptr: &Operand, value: Option<&Operand>, cmp: Option<&Operand>, dst: &[Slot]) -> RResult<()> {
    let p = cx.val_of(ptr)?;
    let [w0, w1, w2, w3, off] = p[..] else { return cx.fail(ErrKind::Unsupported, format!("`{what}` through a vector of buffer fat pointers")) };
    let vals = match value {
        Some(v) => cx.val_of(v)?,
        None => dst.to_vec(),
    };
    let cmp = match cmp {
        Some(c) => Some(cx.val_of(c)?[0]),
        None => None,
    };
    let zero = Ops { cx: &mut *cx }.konst(0, 32)?;
    let name = format!("{what} through a buffer fat pointer");
    let req = check::Req { name: &name, kind, rsrc: [w0, w1, w2, w3], vindex: None, voffset: off, imm: 0, soffset: zero, soffset_zero: true, whole: false, ty, vals, cmp, dst };
    check::access(cx, req)
}

fn cast(cx: &mut impl DecodeCx, op: CastOp, from: &Operand, to: &Type, dst: &[Slot]) -> RResult<()> {
    let src = cx.val_of(from)?;
    let mut o = Ops { cx };
    match (op, &from.ty, to) {
        (CastOp::AddrSpaceCast, Type::Ptr(8), t) if *t == FAT => {
            let (Some(r), [d0, d1, d2, d3, d4]) = (src.get(..4), dst) else { return o.cx.fail(ErrKind::Malformed, "addrspacecast operands".into()) };
            for (d, s) in [d0, d1, d2, d3].into_iter().zip(r) {
                o.cx.push(Op::Copy(ops::Copy { dst: *d, src: *s }));
            }
            let z = o.konst(0, 32)?;
            o.cx.push(Op::Copy(ops::Copy { dst: *d4, src: z }));
            Ok(())
        }
        (CastOp::PtrToAddr, f, Type::Int(32)) if *f == FAT => {
            let (Some(&off), [d]) = (src.get(4), dst) else { return o.cx.fail(ErrKind::Malformed, "ptrtoaddr operands".into()) };
            o.cx.push(Op::Copy(ops::Copy { dst: *d, src: off }));
            Ok(())
        }
        (CastOp::PtrToInt, f, Type::Int(n)) if *f == FAT && *n <= 64 => {
            let (Some(&w0), Some(&off), [d]) = (src.first(), src.get(4), dst) else { return o.cx.fail(ErrKind::Malformed, "ptrtoint operands".into()) };
            let hi = o.cast(CastOp::ZExt, 32, 64, w0);
            let hi = o.bin_k(IOp::Shl, 64, hi, 32)?;
            let lo = o.cast(CastOp::ZExt, 32, 64, off);
            let v = o.bin(IOp::Or, 64, hi, lo);
            o.cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(*n as u8), flags: 0, dst: *d, a: v }));
            Ok(())
        }
        (CastOp::IntToPtr, Type::Int(n), t) if *t == FAT && *n <= 64 => {
            let ([x], [d0, d1, d2, d3, d4]) = (&src[..], dst) else { return o.cx.fail(ErrKind::Malformed, "inttoptr operands".into()) };
            let n = *n as u8;
            let wide = if n < 64 { o.cast(CastOp::ZExt, n, 64, *x) } else { *x };
            o.cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(32), flags: 0, dst: *d4, a: wide }));
            let hi = o.bin_k(IOp::LShr, 64, wide, 32)?;
            o.cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(32), flags: 0, dst: *d0, a: hi }));
            let z = o.konst(0, 32)?;
            for d in [d1, d2, d3] {
                o.cx.push(Op::Copy(ops::Copy { dst: *d, src: z }));
            }
            Ok(())
        }
        (op, f, t) => o.cx.fail(
            ErrKind::Unsupported,
            format!(
                "`{op:?}` from `{f}` to `{t}`: with buffer fat pointers xlane runs `addrspacecast` from address space 8, `ptrtoint`/`inttoptr` of at most 64 bits and `ptrtoaddr`"
            ),
        ),
    }
}
