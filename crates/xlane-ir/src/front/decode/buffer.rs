//! AMD buffer resources: `llvm.amdgcn.make.buffer.rsrc` and the raw and structured buffer
//! loads, stores and atomics (`llvm.amdgcn.{raw,struct}[.ptr].buffer.*`): their names and
//! operands here, the address and each generation's range check in `check.rs`.
//!
//! A buffer resource (`ptr addrspace(8)`, the 128-bit V#) is kept as its four dwords
//! (`Layout::ptr_dwords`), laid out as LLVM's lowering of `make.buffer.rsrc` builds them
//! for GFX9–GFX12 (SIISelLowering `lowerPointerAsRsrcIntrin`): word 0 the base's low 32 bits,
//! word 1 the base's bits 47:32 with the stride in bits 31:16, word 2 `num_records`,
//! word 3 the flags.
//!
//! Operands (IntrinsicsAMDGPU.td, LLVM 22): raw forms `(…, rsrc, voffset, soffset, aux)`,
//! struct forms `(…, rsrc, vindex, voffset, soffset, aux)`, after the stored value (stores,
//! atomics) and the compared value (`cmpswap`). `aux` bit 3 is `swz` before GFX12 and bit 6
//! on GFX12 (bits 3-4 are the scope there).
//!
//! Atomics: every read-modify-write LLVM 22 defines for buffers (`swap`, `add`, `sub`,
//! `smin`/`umin`/`smax`/`umax`, `and`/`or`/`xor`, `inc`/`dec`, `fadd`/`fmin`/`fmax`,
//! `sub.clamp.u32` from GFX10, `cond.sub.u32` on GFX12) and `cmpswap`; an out-of-range one
//! touches no memory and its returned value is undefined.
//!
//! `load.format`/`store.format` run where the V#'s format makes them plain dword moves
//! (`format.rs`). Refused (`unsupported`, when a lane reaches them): other formats, the
//! `tbuffer` forms (their conversion is the instruction's format operand), the LDS forms,
//! swizzled addressing.

mod check;
pub(super) mod fat;
mod format;
mod to_lds;

use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{CastOp, Const, Operand, Pred, RmwOp, Type, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;

/// `make.buffer.rsrc` and the raw buffer accesses; `None` for any other intrinsic.
pub(crate) fn buffer_intrinsic(cx: &mut impl DecodeCx, name: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    // loads from a global pointer straight to LDS (LLVM 22's names; `to_lds.rs`)
    if name == "llvm.amdgcn.global.load.lds" || name.starts_with("llvm.amdgcn.load.to.lds.") {
        return to_lds::global_load_lds(cx, name, args).map(Some);
    }
    if let Some(rest) = name.strip_prefix("llvm.amdgcn.make.buffer.rsrc.") {
        return match (rest.split('.').next(), dst) {
            (Some("p8"), _) => make_rsrc(cx, name, args, dst).map(Some),
            // a buffer fat pointer: the resource and offset 0 (IntrinsicsAMDGPU.td: "their
            // offset and index fields (if applicable) are zero")
            (Some("p7"), [w @ .., off]) if w.len() == 4 => {
                make_rsrc(cx, name, args, w)?;
                let z = Ops { cx: &mut *cx }.konst(0, 32)?;
                cx.push(Op::Copy(ops::Copy { dst: *off, src: z }));
                Ok(Some(()))
            }
            _ => cx.fail(ErrKind::Unsupported, format!("`{name}`: xlane makes buffer resources (address space 8) and buffer fat pointers (7); not strided buffer pointers (9)")),
        };
    }
    let Some((form, rest)) = form_of(name) else {
        for t in ["llvm.amdgcn.raw.tbuffer.", "llvm.amdgcn.raw.ptr.tbuffer.", "llvm.amdgcn.struct.tbuffer.", "llvm.amdgcn.struct.ptr.tbuffer."] {
            if name.starts_with(t) {
                return cx.fail(
                    ErrKind::Unsupported,
                    format!("`{name}`: typed buffer accesses convert through the instruction's format operand (dfmt/nfmt) and the V#'s DST_SEL (word 3 bits 11:0); not modelled"),
                );
            }
        }
        return Ok(None);
    };
    if rest.starts_with("load.lds") || rest.starts_with("load.async.lds") {
        return to_lds::buffer_load_lds(cx, name, form, args).map(Some);
    }
    let kind = match rest.split('.').next() {
        Some("load") => Access::Load,
        Some("store") => Access::Store,
        Some("atomic") if rest.starts_with("atomic.cmpswap") => Access::CmpSwap,
        Some("atomic") => match rmw_op(rest.trim_start_matches("atomic.")) {
            Some((op, needs)) => {
                if let Some((feature, which)) = needs {
                    if !cx.target_ref().has(feature) {
                        let t = cx.target_ref().name;
                        return cx.fail(ErrKind::Unavailable, format!("`{name}` is not available on {t}: it needs {which} (llc-22 selects it there only)"));
                    }
                }
                Access::Atomic(op)
            }
            None => return cx.fail(ErrKind::Unsupported, format!("`{name}`: this buffer atomic is not modelled")),
        },
        _ => return cx.fail(ErrKind::Unsupported, format!("`{name}`: this buffer access is not modelled")),
    };
    let format = rest.starts_with("load.format") || rest.starts_with("store.format");
    access(cx, name, form, kind, format, ret, args, dst).map(Some)
}

/// Raw or structured (with a `vindex`, IDXEN), and the name after the form's prefix.
#[derive(Clone, Copy, PartialEq)]
enum Form {
    Raw,
    Struct,
}

fn form_of(name: &str) -> Option<(Form, &str)> {
    let forms = [
        ("llvm.amdgcn.raw.ptr.buffer.", Form::Raw),
        ("llvm.amdgcn.raw.buffer.", Form::Raw),
        ("llvm.amdgcn.struct.ptr.buffer.", Form::Struct),
        ("llvm.amdgcn.struct.buffer.", Form::Struct),
    ];
    forms.iter().find_map(|(p, f)| name.strip_prefix(p).map(|rest| (*f, rest)))
}

#[derive(Clone, Copy, PartialEq)]
pub(super) enum Access {
    Load,
    Store,
    Atomic(RmwOp),
    /// `atomic.cmpswap(src, cmp, …)`: returns the old value; writes `src` where it equals
    /// `cmp`.
    CmpSwap,
}

/// The LLVM buffer atomics that are a read-modify-write (IntrinsicsAMDGPU.td), with the
/// target feature a form needs and its name. Their meaning is the `atomicrmw` operation
/// AMDGPU selects the same instruction for (LangRef; SIISelLowering): `inc`/`dec` are
/// `uinc_wrap`/`udec_wrap` (BUFFER_ATOMIC_INC/DEC), `sub.clamp.u32` is `usub_sat`
/// (`buffer_atomic_csub`, GFX10+; llc-22 crashes selecting it for GFX9), `cond.sub.u32` is
/// `usub_cond` (`buffer_atomic_cond_sub_u32`, GFX12 only: llc-22 "Cannot select" elsewhere).
type Needs = Option<(xlane_core::target::Features, &'static str)>;
fn rmw_op(rest: &str) -> Option<(RmwOp, Needs)> {
    use xlane_core::target::feat;
    // the two-word names first: `sub.clamp.u32` is not `sub`
    if rest.starts_with("sub.clamp.u32") {
        return Some((RmwOp::USubSat, Some((feat::GFX10_INSTS, "GFX10 or later"))));
    }
    if rest.starts_with("cond.sub.u32") {
        return Some((RmwOp::USubCond, Some((feat::GFX12_INSTS, "GFX12"))));
    }
    let op = rest.split('.').next()?;
    let op = match op {
        "swap" => RmwOp::Xchg,
        "add" => RmwOp::Add,
        "sub" => RmwOp::Sub,
        "smin" => RmwOp::Min,
        "umin" => RmwOp::UMin,
        "smax" => RmwOp::Max,
        "umax" => RmwOp::UMax,
        "and" => RmwOp::And,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "fadd" => RmwOp::FAdd,
        "fmin" => RmwOp::FMin,
        "fmax" => RmwOp::FMax,
        "inc" => RmwOp::UIncWrap,
        "dec" => RmwOp::UDecWrap,
        _ => return None,
    };
    Some((op, None))
}

/// Small builder of the integer ops the descriptor arithmetic needs.
pub(super) struct Ops<'c, C: DecodeCx> {
    pub cx: &'c mut C,
}

impl<C: DecodeCx> Ops<'_, C> {
    fn fresh(&mut self) -> Slot {
        self.cx.fresh(1)[0]
    }
    fn konst(&mut self, v: u64, bits: u32) -> RResult<Slot> {
        let o = Operand { ty: Type::Int(bits), val: Value::Const(Const::Int(v as u128)) };
        Ok(self.cx.val_of(&o)?[0])
    }
    fn bin(&mut self, op: IOp, bits: u8, a: Slot, b: Slot) -> Slot {
        let dst = self.fresh();
        self.cx.push(Op::IBin(ops::IBin { op, bits, flags: 0, dst, a, b }));
        dst
    }
    fn bin_k(&mut self, op: IOp, bits: u8, a: Slot, k: u64) -> RResult<Slot> {
        let b = self.konst(k, bits as u32)?;
        Ok(self.bin(op, bits, a, b))
    }
    fn cmp(&mut self, pred: Pred, bits: u8, a: Slot, b: Slot) -> Slot {
        let dst = self.fresh();
        self.cx.push(Op::ICmp(ops::ICmp { pred, bits, dst, a, b, samesign: false }));
        dst
    }
    fn cmp_k(&mut self, pred: Pred, bits: u8, a: Slot, k: u64) -> RResult<Slot> {
        let b = self.konst(k, bits as u32)?;
        Ok(self.cmp(pred, bits, a, b))
    }
    fn cast(&mut self, op: CastOp, from: u8, to: u8, a: Slot) -> Slot {
        let dst = self.fresh();
        self.cx.push(Op::Cast(ops::Cast { op, from: STy::Int(from), to: STy::Int(to), flags: 0, dst, a }));
        dst
    }
    fn refuse_if(&mut self, c: Slot, what: &str) {
        self.cx.push(Op::RefuseIf(ops::RefuseIf { c, what: what.to_string() }));
    }
}

/// `make.buffer.rsrc.p8.*(ptr base, i16 stride, i32|i64 num_records, i32 flags)`.
fn make_rsrc(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    if cx.target_ref().name.starts_with("gfx125") {
        return cx.fail(ErrKind::Unsupported, format!("`{name}`: the gfx1250 buffer descriptor layout is not modelled"));
    }
    let ([base, stride, records, flags], [w0, w1, w2, w3]) = (args, dst) else {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes (pointer, i16, num_records, i32) and returns 4 dwords"));
    };
    let rec_bits = cx.scalar_of(&records.ty)?.bits() as u8;
    let (base, stride, records, flags) = (cx.val_of(base)?[0], cx.val_of(stride)?[0], cx.val_of(records)?[0], cx.val_of(flags)?[0]);
    let mut o = Ops { cx };
    o.cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(32), flags: 0, dst: *w0, a: base }));
    let hi = o.bin_k(IOp::LShr, 64, base, 32)?;
    let hi = o.cast(CastOp::Trunc, 64, 32, hi);
    let hi = o.bin_k(IOp::And, 32, hi, 0xFFFF)?;
    let st = o.cast(CastOp::ZExt, 16, 32, stride);
    let st = o.bin_k(IOp::Shl, 32, st, 16)?;
    o.cx.push(Op::IBin(ops::IBin { op: IOp::Or, bits: 32, flags: 0, dst: *w1, a: hi, b: st }));
    if rec_bits > 32 {
        o.cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(rec_bits), to: STy::Int(32), flags: 0, dst: *w2, a: records }));
    } else {
        o.cx.push(Op::Copy(ops::Copy { dst: *w2, src: records }));
    }
    o.cx.push(Op::Copy(ops::Copy { dst: *w3, src: flags }));
    Ok(())
}

/// One load, store or atomic: `(rsrc, [vindex,] voffset, soffset, aux)` after the stored
/// value and the compared value.
#[allow(clippy::too_many_arguments)]
fn access(cx: &mut impl DecodeCx, name: &str, form: Form, kind: Access, format: bool, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let lead = match kind {
        Access::Load => 0,
        Access::Store | Access::Atomic(_) => 1,
        Access::CmpSwap => 2,
    };
    let tail = if form == Form::Struct { 5 } else { 4 };
    if args.len() != lead + tail {
        let shape = match (lead, form) {
            (0, Form::Raw) => "(rsrc, voffset, soffset, aux)",
            (0, Form::Struct) => "(rsrc, vindex, voffset, soffset, aux)",
            (1, Form::Raw) => "(value, rsrc, voffset, soffset, aux)",
            (1, Form::Struct) => "(value, rsrc, vindex, voffset, soffset, aux)",
            (_, Form::Raw) => "(src, cmp, rsrc, voffset, soffset, aux)",
            (_, Form::Struct) => "(src, cmp, rsrc, vindex, voffset, soffset, aux)",
        };
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {shape}, not {} operands", args.len()));
    }
    let (value, cmp, rest) = (args.first().filter(|_| lead > 0), args.get(1).filter(|_| lead > 1), &args[lead..]);
    let (rsrc, vindex, voffset, soffset, aux) = match rest {
        [r, v, o, s, a] => (r, Some(v), o, s, a),
        [r, o, s, a] => (r, None, o, s, a),
        _ => unreachable!("checked above"),
    };
    for (what, o) in [("vindex", vindex), ("voffset", Some(voffset)), ("soffset", Some(soffset)), ("aux", Some(aux))] {
        if let Some(o) = o {
            if o.ty != Type::Int(32) {
                return cx.fail(ErrKind::Malformed, format!("`{name}`: {what} is `{}`, not `i32`", o.ty));
            }
        }
    }
    // aux's swz bit: bit 3 before GFX12, bit 6 on GFX12 (IntrinsicsAMDGPU.td, LLVM 22)
    let swz = if cx.target_ref().has(xlane_core::target::feat::GFX12_INSTS) { 1 << 6 } else { 1 << 3 };
    if let Value::Const(Const::Int(a)) = aux.val {
        if a & swz != 0 {
            return cx.fail(ErrKind::Unsupported, format!("`{name}`: swizzled buffer addressing (aux bit {}) is not modelled", swz.trailing_zeros()));
        }
    }
    let ty = match (kind, value) {
        (Access::Load, _) => ret.clone(),
        (_, Some(v)) => v.ty.clone(),
        _ => Type::Void,
    };
    if kind != Access::Load && kind != Access::Store && *ret != ty {
        return cx.fail(ErrKind::Malformed, format!("`{name}` returns `{ret}`, its value is `{ty}`: an atomic returns the old value of its own type"));
    }
    let rsrc = cx.val_of(rsrc)?;
    let [w0, w1, w2, w3] = rsrc[..] else { return cx.fail(ErrKind::Malformed, format!("`{name}`: the resource is not a 128-bit buffer resource")) };
    let vindex = match vindex {
        Some(v) => Some(cx.val_of(v)?[0]),
        None => None,
    };
    let soffset_zero = matches!(soffset.val, Value::Const(Const::Int(0) | Const::Zero));
    let (voffset, soffset) = (cx.val_of(voffset)?[0], cx.val_of(soffset)?[0]);
    let vals = match value {
        Some(v) => cx.val_of(v)?,
        None => dst.to_vec(),
    };
    let cmp = match cmp {
        Some(c) if c.ty != ty => return cx.fail(ErrKind::Malformed, format!("`{name}`: cmp is `{}`, src `{ty}`", c.ty)),
        Some(c) => Some(cx.val_of(c)?[0]),
        None => None,
    };
    if format {
        format::guard(cx, name, &ty, w3)?;
    }
    let req = check::Req { name, kind, rsrc: [w0, w1, w2, w3], vindex, voffset, imm: 0, soffset, soffset_zero, whole: format, ty: &ty, vals, cmp, dst };
    check::access(cx, req)
}
