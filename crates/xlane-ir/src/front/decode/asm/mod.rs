//! Inline assembly (`call … asm "template", "constraints"(…)`): the constraint list, shared by
//! both vendors, and the per-target interpreters. PTX templates (NVPTX modules) are parsed
//! and decoded into the runner's ordinary ops by [`ptx`]; cross-lane instructions become the
//! registry rows their intrinsics use. Anything an interpreter does not know is an
//! `unsupported` error naming the instruction.

pub mod amdgpu;
pub mod constraints;
pub mod ptx;

use xlane_core::target::Vendor;

use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{InlineAsm, Operand, Type};
use crate::front::program::Slot;

/// Decode one inline-asm call: `ret` is the call's type, `args` its operands, `dst` the
/// result's component slots (one per output operand).
pub(crate) fn decode_asm(cx: &mut impl DecodeCx, asm: &InlineAsm, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let cons = match constraints::parse(&asm.constraints) {
        Ok(c) => c,
        Err(e) => return cx.fail(ErrKind::Malformed, format!("inline asm constraints `{}`: {e}", asm.constraints)),
    };
    // one output register holding a short vector (Triton: `<2 x i8>` from an `=h` fp8 pair,
    // `<2 x half>` from an `=r` f16x2): the register is decoded whole, then split into the
    // elements, lowest first (LLVM's bitcast of the vector to the register type)
    if let (Type::Vector(n, elem), [_]) = (ret, &cons.outputs[..]) {
        let ebits = cx.layout_ref().scalar(elem).map(|s| s.bits());
        if let (Some(eb), true) = (ebits, *n > 1 && dst.len() == *n as usize) {
            let total = eb * *n;
            let whole = cx.fresh(1)[0];
            let reg = Type::Int(total);
            match cx.target_ref().vendor {
                Vendor::Nvidia => ptx::decode(cx, asm, &cons, &reg, args, &[whole])?,
                Vendor::Amd => amdgpu::decode(cx, asm, &cons, &reg, args, &[whole])?,
            }
            let parts: Vec<(Slot, u32)> = dst.iter().map(|&d| (d, eb)).collect();
            cx.push(crate::front::program::Op::Repack(crate::front::program::ops::Repack { dsts: super::repack_pieces(&parts, &[(whole, total)]), srcs: vec![whole] }));
            return Ok(());
        }
    }
    // the same for a struct of outputs some of which are short vectors (Triton's f16-accumulator
    // `mma` returns `{ <2 x half>, <2 x half> }` from two `=r` registers): each vector field is
    // decoded as one register of its total width and split after
    if let Type::Struct(fields, packed) = ret {
        if fields.len() == cons.outputs.len() && fields.iter().any(|f| matches!(f, Type::Vector(n, _) if *n > 1)) {
            return struct_of_vectors(cx, asm, &cons, fields, *packed, args, dst);
        }
    }
    match cx.target_ref().vendor {
        Vendor::Nvidia => ptx::decode(cx, asm, &cons, ret, args, dst),
        Vendor::Amd => amdgpu::decode(cx, asm, &cons, ret, args, dst),
    }
}

/// An inline-asm call whose struct result has short-vector fields: every vector field becomes
/// one integer register of the vector's width (its elements packed lowest first, as LLVM's
/// bitcast of the vector to that register), scalar fields stay as they are.
fn struct_of_vectors(cx: &mut impl DecodeCx, asm: &InlineAsm, cons: &constraints::Constraints, fields: &[Type], packed: bool, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let mut reg_fields = vec![];
    let mut reg_dst = vec![];
    let mut splits = vec![];
    let mut at = 0usize;
    for f in fields {
        match f {
            Type::Vector(n, elem) if *n > 1 => {
                let Some(eb) = cx.layout_ref().scalar(elem).map(|s| s.bits()) else { return cx.fail(ErrKind::Unsupported, format!("inline asm output of type `{f}`")) };
                let n = *n as usize;
                if at + n > dst.len() {
                    return cx.fail(ErrKind::Malformed, format!("inline asm: the result `{f}` has more components than the call"));
                }
                let whole = cx.fresh(1)[0];
                reg_fields.push(Type::Int(eb * n as u32));
                reg_dst.push(whole);
                splits.push((whole, eb * n as u32, dst[at..at + n].iter().map(|&d| (d, eb)).collect::<Vec<_>>()));
                at += n;
            }
            t => {
                let Some(&d) = dst.get(at) else { return cx.fail(ErrKind::Malformed, "inline asm: fewer result components than outputs".into()) };
                reg_fields.push(t.clone());
                reg_dst.push(d);
                at += 1;
            }
        }
    }
    if at != dst.len() {
        return cx.fail(ErrKind::Malformed, format!("inline asm: {} result components for {} outputs", dst.len(), fields.len()));
    }
    let reg_ret = Type::Struct(reg_fields, packed);
    match cx.target_ref().vendor {
        Vendor::Nvidia => ptx::decode(cx, asm, cons, &reg_ret, args, &reg_dst)?,
        Vendor::Amd => amdgpu::decode(cx, asm, cons, &reg_ret, args, &reg_dst)?,
    }
    for (whole, total, parts) in splits {
        cx.push(crate::front::program::Op::Repack(crate::front::program::ops::Repack { dsts: super::repack_pieces(&parts, &[(whole, total)]), srcs: vec![whole] }));
    }
    Ok(())
}

/// The output operands of an inline-asm call, as (slot, width in bits), after checking that the
/// constraint list matches the call's result and arguments (both vendors' interpreters start here).
pub(crate) fn output_slots(cx: &mut impl DecodeCx, cons: &constraints::Constraints, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Vec<(Slot, u32)>> {
    let out_types: Vec<Type> = match ret {
        Type::Void => vec![],
        Type::Struct(fs, _) => fs.clone(),
        t => vec![t.clone()],
    };
    if out_types.len() != cons.outputs.len() || dst.len() != cons.outputs.len() {
        return cx.fail(ErrKind::Malformed, format!("inline asm: {} output constraint(s) for a `{ret}` result", cons.outputs.len()));
    }
    if args.len() != cons.inputs.len() {
        return cx.fail(ErrKind::Malformed, format!("inline asm: {} input constraint(s) for {} argument(s)", cons.inputs.len(), args.len()));
    }
    let mut outs = vec![];
    for (i, t) in out_types.iter().enumerate() {
        let Some(s) = cx.layout_ref().scalar(t) else { return cx.fail(ErrKind::Unsupported, format!("inline asm output of type `{t}`")) };
        outs.push((dst[i], s.bits()));
    }
    Ok(outs)
}
