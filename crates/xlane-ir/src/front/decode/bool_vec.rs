//! Loads and stores of `<N x i1>` vectors. LangRef ("Vector Type"): a vector whose elements
//! are not byte sized is laid out in memory as if bitcast to an integer of N × M bits and
//! that integer stored, so element i of `<N x i1>` is bit i of the little-endian integer:
//! bit i % 8 of byte i / 8. Where N is not a multiple of 8 LangRef leaves the layout
//! unspecified, and the access is refused. Triton's layout conversions of boolean tensors
//! store each flag as an `i8` 0/1 and read them back as `<16 x i1>` (elements 0 and 8 are
//! the two bytes' low bits).

use super::FnCx;
use crate::error::RResult;
use crate::front::ll::ast::{CastOp, Const, Operand, Type, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;

/// The bytes of a `<n x i1>` access as i8 memory components, or a refusal.
fn byte_comps(cx: &mut FnCx, n: u32) -> RResult<Vec<MemComp>> {
    if !n.is_multiple_of(8) {
        return cx.unsupported(format!("loads and stores of `<{n} x i1>`: LangRef leaves the memory layout of a vector of {n} bits unspecified"));
    }
    Ok(cx.alloc((n / 8) as usize).into_iter().enumerate().map(|(k, slot)| MemComp { slot, offset: k as u32, ty: STy::Int(8) }).collect())
}

fn k8(cx: &mut FnCx, v: u32) -> RResult<Slot> {
    Ok(cx.val(&Value::Const(Const::Int(v as u128)), &Type::Int(8))?[0])
}

/// The memory components of a load of `<n x i1>` into `dst`: the bytes, then each element
/// extracted from its byte.
pub(super) fn load(cx: &mut FnCx, n: u32, dst: &[Slot], ptr: Slot, space: AddrSpace, align: u32) -> RResult<()> {
    let comps = byte_comps(cx, n)?;
    cx.emit(Op::Load(ops::Load { comps: comps.clone(), ptr, space, align, size: n / 8 }));
    for (i, &d) in dst.iter().enumerate() {
        let byte = comps[i / 8].slot;
        let sh = k8(cx, i as u32 % 8)?;
        let t = cx.alloc(1)[0];
        cx.emit(Op::IBin(ops::IBin { op: IOp::LShr, bits: 8, flags: 0, dst: t, a: byte, b: sh }));
        cx.emit(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(8), to: STy::Int(1), flags: 0, dst: d, a: t }));
    }
    Ok(())
}

/// A store of the `<n x i1>` value `val`: each byte gathered from its eight elements.
pub(super) fn store(cx: &mut FnCx, n: u32, val: &Operand, ptr: Slot, space: AddrSpace, align: u32) -> RResult<()> {
    let v = cx.val(&val.val, &val.ty)?;
    let comps = byte_comps(cx, n)?;
    for (k, c) in comps.iter().enumerate() {
        for (j, &e) in v[8 * k..8 * k + 8].iter().enumerate() {
            let z = cx.alloc(1)[0];
            cx.emit(Op::Cast(ops::Cast { op: CastOp::ZExt, from: STy::Int(1), to: STy::Int(8), flags: 0, dst: z, a: e }));
            if j == 0 {
                cx.emit(Op::Copy(ops::Copy { dst: c.slot, src: z }));
                continue;
            }
            let sh = k8(cx, j as u32)?;
            let t = cx.alloc(1)[0];
            cx.emit(Op::IBin(ops::IBin { op: IOp::Shl, bits: 8, flags: 0, dst: t, a: z, b: sh }));
            cx.emit(Op::IBin(ops::IBin { op: IOp::Or, bits: 8, flags: 0, dst: c.slot, a: c.slot, b: t }));
        }
    }
    cx.emit(Op::Store(ops::Store { comps, ptr, space, align, size: n / 8 }));
    Ok(())
}
