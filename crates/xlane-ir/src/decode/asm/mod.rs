//! Inline assembly (`call … asm "template", "constraints"(…)`): the constraint list, shared by
//! both vendors, and the per-target interpreters. PTX templates (NVPTX modules) are parsed
//! and decoded into the runner's ordinary ops by [`ptx`]; cross-lane instructions become the
//! registry rows their intrinsics use. Anything an interpreter does not know is an
//! `unsupported` error naming the instruction.

pub mod amdgpu;
pub mod constraints;
pub mod ptx;

use xlane_core::target::Vendor;

use crate::decode::DecodeCx;
use crate::error::{ErrKind, RResult};
use crate::ll::ast::{InlineAsm, Operand, Type};
use crate::program::Slot;

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
