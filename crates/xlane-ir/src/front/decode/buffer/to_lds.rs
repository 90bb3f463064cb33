//! Loads whose data goes straight to LDS ("LDS DMA"): `llvm.amdgcn.{raw,struct}[.ptr].buffer.load.lds`
//! and LLVM 24's `…buffer.load.async.lds` (Triton 3.9 pipelines gfx950 dots with it), and
//! `llvm.amdgcn.global.load[.async].lds` / `load.to.lds.p1`. Each active lane reads `size`
//! bytes as a buffer (or global) load does, range check included, and the data is written to
//! LDS, not to registers, at
//!
//! `LDS_ADDR = M0 + inst_offset + lane * 4` (sizes 1, 2, 4), `… + lane * 16` (sizes 12, 16)
//!
//! where `lane` is the lane's index in the wave (CDNA3/CDNA4 ISA, "Memory Buffer Load to
//! LDS": "TIDinWave is only added if the resource has ADD_TID_ENABLE set, whereas LDS adds
//! it … For loads to LDS with data-size of 3 or 4 dwords, the equation is modified to be
//! (TIDinWave * 16). Note that LOAD_DWORDX3 writes 3 dwords and skips the 4th"; CDNA4 ISA
//! §10.3 "Instructions which return data to LDS address LDS as: DWORDX1: LDS_ADDR = LDSbase +
//! LDSoffset(M0) + INST.OFFSET + ThreadID*4; DWORDX4: … ThreadID*16"). M0 is the intrinsic's
//! LDS base operand, which IntrinsicsAMDGPU.td (LLVM 22) says "Must be wave-uniform"; the
//! immediate offset applies "to both input and LDS address", and for the buffer forms it is
//! "included in bounds checking" (the ISA's range check: `InstOffset + vgpr_offset`).
//!
//! The decode is the existing ops: the buffer load into fresh registers (`check::access`:
//! out of range gives 0, partly in range undefined), the lane's LDS address, and a store to
//! LDS (which keeps undefined bytes undefined: docs/launch.md, "Strict runs"). A base that
//! differs between lanes stops the run (`unsupported`), as does a size whose LDS write no
//! source read describes: 1 and 2 bytes (the ISA's byte and short forms; what they write
//! into the lane's 4-byte LDS slot is not stated in the text read). Sizes 12 and 16 exist on
//! gfx950 only (IntrinsicsAMDGPU.td: "1/2/4 (/12/16 for gfx950)"). Only GFX9 (CDNA) is
//! modelled: the texts read are CDNA3's and CDNA4's.
//!
//! The copy completes at issue, so `llvm.amdgcn.asyncmark` / `wait.asyncmark` (the async
//! forms' completion marks) and `s.waitcnt vmcnt` have nothing to wait for; a read of the
//! LDS bytes before the matching wait is not flagged (it is on the hardware a race with the
//! copy).

use super::check;
use super::{Access, Form, Ops};
use crate::error::{ErrKind, RResult};
use crate::front::decode::{registry_call_with, DecodeCx};
use crate::front::ll::ast::{Const, Operand, Pred, Type, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;

/// The size operand: a constant of 4, or 12/16 on gfx950.
fn size_of(cx: &impl DecodeCx, name: &str, o: &Operand) -> RResult<u32> {
    let n = match o.val {
        Value::Const(Const::Int(n)) => n as u32,
        _ => return cx.fail(ErrKind::Malformed, format!("`{name}`: the data size must be a constant (an immarg)")),
    };
    match n {
        4 => Ok(4),
        12 | 16 if cx.target_ref().has(xlane_core::target::feat::GFX950_INSTS) => Ok(n),
        12 | 16 => {
            let t = cx.target_ref().name;
            cx.fail(ErrKind::Unavailable, format!("`{name}` of {n} bytes is not available on {t}: IntrinsicsAMDGPU.td allows 12 and 16 bytes on gfx950 only"))
        }
        1 | 2 => cx.fail(
            ErrKind::Unsupported,
            format!("`{name}` of {n} byte(s): what a byte or short load writes into the lane's 4-byte LDS slot is not stated in the ISA text read; not modelled"),
        ),
        _ => cx.fail(ErrKind::Malformed, format!("`{name}`: the data size is {n}; IntrinsicsAMDGPU.td allows 1, 2, 4 (and 12, 16 on gfx950)")),
    }
}

fn imm_of(cx: &impl DecodeCx, name: &str, what: &str, o: &Operand) -> RResult<u32> {
    match o.val {
        Value::Const(Const::Int(n)) => Ok(n as u32),
        Value::Const(Const::Zero) => Ok(0),
        _ => cx.fail(ErrKind::Malformed, format!("`{name}`: the {what} must be a constant (an immarg)")),
    }
}

fn gfx9_only(cx: &impl DecodeCx, name: &str) -> RResult<()> {
    if cx.target_ref().is_pre_gfx10() {
        return Ok(());
    }
    let t = cx.target_ref().name;
    cx.fail(ErrKind::Unsupported, format!("`{name}` on {t}: loads to LDS are modelled for GFX9 (CDNA), from the CDNA3/CDNA4 ISA texts"))
}

/// The loaded dwords of one lane: `size / 4` fresh 32-bit registers, and their type.
fn data_regs(cx: &mut impl DecodeCx, size: u32) -> (Vec<Slot>, Type) {
    let n = size / 4;
    let ty = if n == 1 { Type::Int(32) } else { Type::Vector(n, Box::new(Type::Int(32))) };
    (cx.fresh(n as usize), ty)
}

/// `(rsrc, lds_base, size, [vindex,] voffset, soffset, imm_offset, aux)`.
pub(super) fn buffer_load_lds(cx: &mut impl DecodeCx, name: &str, form: Form, args: &[Operand]) -> RResult<()> {
    let want = if form == Form::Struct { 8 } else { 7 };
    if args.len() != want {
        let shape =
            if form == Form::Struct { "(rsrc, lds_base, size, vindex, voffset, soffset, imm_offset, aux)" } else { "(rsrc, lds_base, size, voffset, soffset, imm_offset, aux)" };
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {shape}, not {} operands", args.len()));
    }
    gfx9_only(cx, name)?;
    let size = size_of(cx, name, &args[2])?;
    let (vindex, rest) = match form {
        Form::Struct => (Some(&args[3]), &args[4..]),
        Form::Raw => (None, &args[3..]),
    };
    let [voffset, soffset, imm, aux] = rest else { unreachable!("counted above") };
    let imm = imm_of(cx, name, "immediate offset", imm)?;
    // aux's swz bit (bit 3 on GFX9: IntrinsicsAMDGPU.td)
    if imm_of(cx, name, "aux operand", aux)? & (1 << 3) != 0 {
        return cx.fail(ErrKind::Unsupported, format!("`{name}`: swizzled buffer addressing (aux bit 3) is not modelled"));
    }
    for (what, o) in [("vindex", vindex), ("voffset", Some(voffset)), ("soffset", Some(soffset))] {
        if let Some(o) = o {
            if o.ty != Type::Int(32) {
                return cx.fail(ErrKind::Malformed, format!("`{name}`: {what} is `{}`, not `i32`", o.ty));
            }
        }
    }
    let rsrc = cx.val_of(&args[0])?;
    let [w0, w1, w2, w3] = rsrc[..] else { return cx.fail(ErrKind::Malformed, format!("`{name}`: the resource is not a 128-bit buffer resource")) };
    let base = lds_base(cx, name, &args[1])?;
    let vindex = match vindex {
        Some(v) => Some(cx.val_of(v)?[0]),
        None => None,
    };
    let soffset_zero = matches!(soffset.val, Value::Const(Const::Int(0) | Const::Zero));
    let (voffset, soffset) = (cx.val_of(voffset)?[0], cx.val_of(soffset)?[0]);
    let (data, ty) = data_regs(cx, size);
    let req = check::Req {
        name,
        kind: Access::Load,
        rsrc: [w0, w1, w2, w3],
        vindex,
        voffset,
        imm,
        soffset,
        soffset_zero,
        whole: false,
        ty: &ty,
        vals: data.clone(),
        cmp: None,
        dst: &data,
    };
    check::access(cx, req)?;
    write_lds(cx, base, imm, size, &data)
}

/// `global.load[.async].lds(ptr addrspace(1) src, lds_base, size, imm_offset, aux)` and
/// `load.to.lds.p1` (the same operands): each lane reads `src + imm_offset`.
pub(crate) fn global_load_lds(cx: &mut impl DecodeCx, name: &str, args: &[Operand]) -> RResult<()> {
    if args.len() != 5 {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes (src, lds_base, size, imm_offset, aux), not {} operands", args.len()));
    }
    if args[0].ty != Type::Ptr(1) {
        return cx.fail(ErrKind::Unsupported, format!("`{name}` from a `{}`: xlane models loads to LDS from global pointers (address space 1) and buffer resources", args[0].ty));
    }
    gfx9_only(cx, name)?;
    let size = size_of(cx, name, &args[2])?;
    let imm = imm_of(cx, name, "immediate offset", &args[3])?;
    imm_of(cx, name, "aux operand", &args[4])?;
    let src = cx.val_of(&args[0])?[0];
    let base = lds_base(cx, name, &args[1])?;
    let (data, _) = data_regs(cx, size);
    let mut o = Ops { cx: &mut *cx };
    let at = o.bin_k(IOp::Add, 64, src, imm as u64)?;
    let comps = data.iter().enumerate().map(|(k, &slot)| MemComp { slot, offset: 4 * k as u32, ty: STy::Int(32) }).collect();
    cx.push(Op::Load(ops::Load { comps, ptr: at, space: AddrSpace::Global, align: 4, size }));
    write_lds(cx, base, imm, size, &data)
}

/// The LDS base (M0): the operand's value, which must be the same in every active lane.
fn lds_base(cx: &mut impl DecodeCx, name: &str, o: &Operand) -> RResult<Slot> {
    if o.ty != Type::Ptr(3) {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: the LDS base is `{}`, not `ptr addrspace(3)`", o.ty));
    }
    let base = cx.val_of(o)?[0];
    let first = cx.fresh(1)[0];
    registry_call_with(cx, "llvm.amdgcn.readfirstlane.i32", Some(xlane_core::ElemTy::I32), vec![BArg::Slots { slots: vec![base], elem_bits: 32 }], &[first])?;
    let mut o = Ops { cx: &mut *cx };
    let differs = o.cmp(Pred::Ne, 32, base, first);
    o.refuse_if(differs, "a load to LDS whose LDS base differs between lanes (IntrinsicsAMDGPU.td: it goes to M0 and must be wave-uniform)");
    Ok(first)
}

/// Each active lane's dwords `data` to LDS at `base + imm + lane * (4 or 16)`.
fn write_lds(cx: &mut impl DecodeCx, base: Slot, imm: u32, size: u32, data: &[Slot]) -> RResult<()> {
    let lane = cx.fresh(1)[0];
    cx.push(Op::Special(ops::Special { dst: lane, what: Special::LaneId }));
    let mut o = Ops { cx: &mut *cx };
    let step = if size > 4 { 16 } else { 4 };
    let off = o.bin_k(IOp::Mul, 32, lane, step)?;
    let at = o.bin_k(IOp::Add, 32, base, imm as u64)?;
    let at = o.bin(IOp::Add, 32, at, off);
    let comps = data.iter().enumerate().map(|(k, &slot)| MemComp { slot, offset: 4 * k as u32, ty: STy::Int(32) }).collect();
    cx.push(Op::Store(ops::Store { comps, ptr: at, space: AddrSpace::Shared, align: 4, size }));
    Ok(())
}
