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
    match cx.target_ref().vendor {
        Vendor::Nvidia => ptx::decode(cx, asm, &cons, ret, args, dst),
        Vendor::Amd => amdgpu::decode(cx, asm, &cons, ret, args, dst),
    }
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
