//! AMD buffer resources: `llvm.amdgcn.make.buffer.rsrc` and the raw buffer loads, stores and
//! atomics (`llvm.amdgcn.raw[.ptr].buffer.*`), decoded into ordinary integer ops and the
//! guarded memory ops (`LoadIf`, `StoreIf`, `AtomicRmwIf`, `RefuseIf`).
//!
//! A buffer resource (`ptr addrspace(8)`, the 128-bit V#) is kept as its four dwords
//! (`Layout::ptr_dwords`), laid out as LLVM's lowering of `make.buffer.rsrc` builds them
//! for GFX9–GFX12 (SIISelLowering `lowerPointerAsRsrcIntrin`): word 0 the base's low 32 bits,
//! word 1 the base's bits 47:32 with the stride in bits 31:16, word 2 `num_records`,
//! word 3 the flags.
//!
//! Atomics: every read-modify-write LLVM 22 defines for raw buffers (`swap`, `add`, `sub`,
//! `smin`/`umin`/`smax`/`umax`, `and`/`or`/`xor`, `inc`/`dec`, `fadd`/`fmin`/`fmax`,
//! `sub.clamp.u32` from GFX10, `cond.sub.u32` on GFX12) and `cmpswap`; an out-of-range one
//! touches no memory and its returned value is undefined.
//!
//! A raw access at byte offset `o = voffset + soffset` (+ the component's offset) reads or
//! writes `base + o`. Range checking, per component (each dword of a multi-dword access, as
//! the RDNA ISA guides' "Range Checking" says: "Load/store-Dword-x{2,3,4} range-check per
//! component", atomics "all or nothing"); a component of `n` bytes at `o` is
//! - in range when `o + n <= num_records`: it accesses memory;
//! - out of range when `o >= num_records`: a load reads 0, a store or atomic does nothing
//!   ("Reads that go out-of-range return zero … Writes that are out-of-range do not write
//!   anything");
//! - partly in range otherwise: chipset-dependent (LLVM's AMDGPU dialect docs: "Partially-out
//!   of bounds have chipset-dependent behavior"), so a load's value there is undefined and a
//!   store or atomic refuses the run (`RefuseIf`).
//!
//! On GFX10+ word 3's OOB_SELECT (bits 29:28) picks the check: 3 (raw) is the rule above,
//! 2 disables it (every access goes to memory, where xlane's own bounds checks apply);
//! 0 and 1 (structured checks by index) refuse the run, as do a non-zero stride (swizzled
//! or structured buffers) and a non-zero `soffset` (whether the check includes it is
//! chipset-dependent, the same docs say). GFX9 (CDNA) has no OOB_SELECT field: the raw rule
//! always applies. An out-of-range atomic's returned value is not documented: undefined.

use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{CastOp, Const, Operand, Pred, RmwOp, Type, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;

/// `make.buffer.rsrc` and the raw buffer accesses; `None` for any other intrinsic.
pub(crate) fn buffer_intrinsic(cx: &mut impl DecodeCx, name: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    if let Some(rest) = name.strip_prefix("llvm.amdgcn.make.buffer.rsrc.") {
        if !rest.starts_with("p8.") {
            return cx.fail(ErrKind::Unsupported, format!("`{name}`: buffer fat pointers (address space 7) are not modelled"));
        }
        return make_rsrc(cx, name, args, dst).map(Some);
    }
    let Some(rest) = name.strip_prefix("llvm.amdgcn.raw.ptr.buffer.").or_else(|| name.strip_prefix("llvm.amdgcn.raw.buffer.")) else {
        if name.starts_with("llvm.amdgcn.struct.ptr.buffer.") || name.starts_with("llvm.amdgcn.struct.buffer.") {
            return cx.fail(ErrKind::Unsupported, format!("`{name}`: structured (indexed) buffer accesses are not modelled"));
        }
        return Ok(None);
    };
    let kind = match rest.split('.').next() {
        Some("load") if !rest.starts_with("load.format") && !rest.starts_with("load.lds") => Access::Load,
        Some("store") if !rest.starts_with("store.format") => Access::Store,
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
        _ => return cx.fail(ErrKind::Unsupported, format!("`{name}`: formatted and LDS buffer accesses are not modelled")),
    };
    access(cx, name, kind, ret, args, dst).map(Some)
}

#[derive(Clone, Copy, PartialEq)]
enum Access {
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
struct Ops<'c, C: DecodeCx> {
    cx: &'c mut C,
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

/// One raw load, store or atomic: `(rsrc, voffset, soffset, aux)` after the stored value.
fn access(cx: &mut impl DecodeCx, name: &str, kind: Access, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let (value, rest) = match kind {
        Access::Load => (None, args),
        _ => match args.split_first() {
            Some((v, rest)) => (Some(v), rest),
            None => return cx.fail(ErrKind::Malformed, format!("`{name}`: operands")),
        },
    };
    let (cmp, rest) = match (kind, rest.split_first()) {
        (Access::CmpSwap, Some((c, rest))) => (Some(cx.val_of(c)?), rest),
        (Access::CmpSwap, None) => return cx.fail(ErrKind::Malformed, format!("`{name}` takes (src, cmp, rsrc, voffset, soffset, aux)")),
        _ => (None, rest),
    };
    let [rsrc, voffset, soffset, aux] = rest else { return cx.fail(ErrKind::Malformed, format!("`{name}` takes (…, rsrc, voffset, soffset, aux)")) };
    // aux bit 3 is `swz` (swizzled addressing) on every generation LLVM 22 describes
    if let Value::Const(Const::Int(a)) = aux.val {
        if a & 8 != 0 {
            return cx.fail(ErrKind::Unsupported, format!("`{name}`: swizzled buffer addressing (aux bit 3) is not modelled"));
        }
    }
    let ty = match kind {
        Access::Load => ret.clone(),
        _ => value.map(|v| v.ty.clone()).unwrap_or(Type::Void),
    };
    let Some(comps) = cx.layout_ref().flatten(&ty) else { return cx.fail(ErrKind::Unsupported, format!("`{name}`: a value of type `{ty}`")) };
    let total: u32 = cx.layout_ref().size(&ty) as u32;
    let rsrc = cx.val_of(rsrc)?;
    let [w0, w1, w2, w3] = rsrc[..] else { return cx.fail(ErrKind::Malformed, format!("`{name}`: the resource is not a 128-bit buffer resource")) };
    let (voffset, soffset) = (cx.val_of(voffset)?[0], cx.val_of(soffset)?[0]);
    let gfx10_plus = !cx.target_ref().is_pre_gfx10();
    let vals = match value {
        Some(v) => cx.val_of(v)?,
        None => dst.to_vec(),
    };
    let mut o = Ops { cx };
    // the base (bits 47:0) and the checks on the descriptor and offsets that xlane refuses
    let lo = o.cast(CastOp::ZExt, 32, 64, w0);
    let hi = o.bin_k(IOp::And, 32, w1, 0xFFFF)?;
    let hi = o.cast(CastOp::ZExt, 32, 64, hi);
    let hi = o.bin_k(IOp::Shl, 64, hi, 32)?;
    let base = o.bin(IOp::Or, 64, lo, hi);
    let stride = o.bin_k(IOp::LShr, 32, w1, 16)?;
    let stride = o.bin_k(IOp::And, 32, stride, 0x3FFF)?;
    let strided = o.cmp_k(Pred::Ne, 32, stride, 0)?;
    o.refuse_if(strided, "a raw buffer access through a descriptor with a non-zero stride (swizzled or structured buffers are not modelled)");
    let soff_set = o.cmp_k(Pred::Ne, 32, soffset, 0)?;
    o.refuse_if(soff_set, "a buffer access with a non-zero soffset (whether the range check includes it is chipset-dependent)");
    let unchecked = if gfx10_plus {
        let sel = o.bin_k(IOp::LShr, 32, w3, 28)?;
        let sel = o.bin_k(IOp::And, 32, sel, 3)?;
        let structured = o.cmp_k(Pred::Ult, 32, sel, 2)?;
        o.refuse_if(structured, "a raw buffer access with OOB_SELECT 0 or 1 (structured range checks are not modelled)");
        Some(o.cmp_k(Pred::Eq, 32, sel, 2)?)
    } else {
        None
    };
    let off = o.cast(CastOp::ZExt, 32, 64, voffset);
    let records = o.cast(CastOp::ZExt, 32, 64, w2);
    // range-checked units: each dword of an access of 4 bytes or more (an element wider than
    // a dword is one unit), the whole access when it is smaller
    let elem = comps.iter().map(|c| c.1.bytes()).max().unwrap_or(4);
    let unit = if matches!(kind, Access::Atomic(_) | Access::CmpSwap) { total } else { total.min(4).max(elem) };
    let mut k = 0;
    while k < comps.len() {
        let start = comps[k].0 as u32 / unit * unit;
        let group: Vec<usize> = (k..comps.len()).take_while(|&i| comps[i].0 as u32 / unit * unit == start).collect();
        k += group.len();
        let n = group.iter().map(|&i| comps[i].0 as u32 + comps[i].1.bytes()).max().unwrap_or(start) - start;
        let at = o.bin_k(IOp::Add, 64, off, start as u64)?;
        let end = o.bin_k(IOp::Add, 64, at, n as u64)?;
        let mut inside = o.cmp(Pred::Ule, 64, end, records);
        let outside = o.cmp(Pred::Uge, 64, at, records);
        let either = o.bin(IOp::Or, 1, inside, outside);
        let mut partial = o.bin_k(IOp::Xor, 1, either, 1)?;
        if let Some(unchecked) = unchecked {
            inside = o.bin(IOp::Or, 1, inside, unchecked);
            let checked = o.bin_k(IOp::Xor, 1, unchecked, 1)?;
            partial = o.bin(IOp::And, 1, partial, checked);
        }
        let ptr = o.bin(IOp::Add, 64, base, at);
        let mem = |i: usize| MemComp { slot: vals[i], offset: comps[i].0 as u32 - start, ty: comps[i].1 };
        let space = AddrSpace::Global;
        match kind {
            Access::Load => {
                // out of range: 0; partly in range: undefined; in range: memory
                let zero = o.konst(0, 64)?;
                let undef = o.fresh();
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: undef }));
                for &i in &group {
                    o.cx.push(Op::Select(ops::Select { dst: vals[i], c: partial, a: undef, b: zero }));
                }
                let comps = group.iter().map(|&i| mem(i)).collect();
                o.cx.push(Op::LoadIf(ops::LoadIf { guard: inside, comps, ptr, space, align: elem, size: n }));
            }
            Access::Store => {
                o.refuse_if(partial, "a buffer store partly out of its buffer's range (chipset-dependent)");
                let comps = group.iter().map(|&i| mem(i)).collect();
                o.cx.push(Op::StoreIf(ops::StoreIf { guard: inside, comps, ptr, space, align: elem, size: n }));
            }
            Access::Atomic(op) => {
                o.refuse_if(partial, "a buffer atomic partly out of its buffer's range (chipset-dependent)");
                let [i] = group[..] else { return o.cx.fail(ErrKind::Unsupported, format!("`{name}`: a vector atomic")) };
                let Some(&d) = dst.get(i) else { return o.cx.fail(ErrKind::Malformed, format!("`{name}` returns the old value")) };
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: d }));
                let (ty, val) = (comps[i].1, vals[i]);
                o.cx.push(Op::AtomicRmwIf(ops::AtomicRmwIf { guard: inside, op, ty, dst: d, ptr, val, space, align: elem }));
            }
            Access::CmpSwap => {
                o.refuse_if(partial, "a buffer atomic partly out of its buffer's range (chipset-dependent)");
                let (Some(cmp), [i], [d]) = (cmp.as_deref(), &group[..], dst) else {
                    return o.cx.fail(ErrKind::Malformed, format!("`{name}` compares and swaps one integer and returns the old value"));
                };
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: *d }));
                let ok = o.fresh();
                let (ty, new) = (comps[*i].1, vals[*i]);
                o.cx.push(Op::CmpXchgIf(ops::CmpXchgIf { guard: inside, ty, dst: *d, ok, ptr, cmp: cmp[0], new, space, align: elem }));
            }
        }
    }
    Ok(())
}
