//! One buffer access through a V#: its address and each generation's range check, decoded
//! into integer ops and the guarded memory ops (`LoadIf`, `StoreIf`, `AtomicRmwIf`,
//! `CmpXchgIf`, `RefuseIf`). docs/launch.md "AMD buffer resources" and docs/errata.md A35
//! give the sources; the rules in short:
//!
//! **Address** (every generation): `base + vindex * stride + voffset + soffset` (+ the
//! component's offset), with `vindex` 0 for the raw forms. RDNA ISA guides, "Buffer
//! Addressing": "The final buffer memory address is composed of three parts: the base
//! address from the buffer resource (V#), the offset from the SGPR, and a buffer-offset"
//! (`index * stride + offset` when linearly addressed); AMD's emulator rocjitsu
//! (`addr_calc_buffer.h`, `buffer_total_offset`) computes the same.
//!
//! **Range check**, per unit (each dword of an access of 4 bytes or more, the whole access
//! when smaller; atomics all or nothing: RDNA ISA "Range Checking" notes 3 and 4):
//! - GFX9 (CDNA; no OOB_SELECT): a structured access (IDXEN, the `struct` forms) through a
//!   V# with a non-zero stride is in range when `vindex < num_records`, the whole access;
//!   every other access (raw forms, or stride 0) is checked by bytes, `offset + n <=
//!   num_records` (rocjitsu `gfx9_buffer_elems_in_range`, whose PR #10928 matched it to
//!   gfx950 hardware; IntrinsicsAMDGPU.td: the struct forms differ from raw ones "because the
//!   behavior of bound checking and swizzling changes depending on whether idxen is set").
//! - GFX10+: word 3's OOB_SELECT (bits 29:28; rocjitsu `rdna_buffer_range_check_lane`):
//!   0 `index < num_records && offset + n <= stride`; 1 `index < num_records`;
//!   2 `num_records != 0`; 3 `offset + n <= num_records` (bytes). `index` is `vindex` for
//!   the struct forms and 0 for the raw ones.
//! - **`soffset`** in the byte checks (GFX9 and OOB_SELECT 3): IntrinsicsAMDGPU.td says it is
//!   "excluded from bounds checking"; rocjitsu includes it (gfx950 hardware, and RDNA3+ mode
//!   3). Where the two readings give different answers the unit is treated as partly in
//!   range: undefined (errata A35).
//! - A unit partly in range (or undecided as above): a load's value is undefined, a store or
//!   atomic refuses the run (LLVM's AMDGPU docs: "chipset-dependent").
//!
//! Refused where a lane reaches them: ADD_TID_ENABLE (word 3 bit 23: the lane id joins the
//! index) and swizzled structured accesses (word 1 bits 31:30 with a `vindex`).

use super::{Access, Ops};
use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{CastOp, Pred, Type};
use crate::front::program::*;

/// An access's operands, decoded.
pub(super) struct Req<'a> {
    pub name: &'a str,
    pub kind: Access,
    pub rsrc: [Slot; 4],
    /// `vindex` of the struct forms (the instruction's IDXEN); `None` for raw forms.
    pub vindex: Option<Slot>,
    pub voffset: Slot,
    /// The instruction's immediate offset (the LDS forms' `imm offset` operand; 0 for the
    /// others): added to `voffset` in the address and the range check (CDNA3/CDNA4 ISA
    /// "Range Checking": out of range if `InstOffset + vgpr_offset >= NumRecords`).
    pub imm: u32,
    pub soffset: Slot,
    /// `soffset` is the constant 0: both readings of the soffset rule agree.
    pub soffset_zero: bool,
    /// Range-checked all or nothing (formatted accesses; atomics always are).
    pub whole: bool,
    /// The value's type (the loaded, stored or atomic operand's).
    pub ty: &'a Type,
    /// Stored values (or the load's results).
    pub vals: Vec<Slot>,
    pub cmp: Option<Slot>,
    pub dst: &'a [Slot],
}

/// The in-range and out-of-range conditions of one unit (i1 slots); neither: partly in range.
struct Verdict {
    inside: Slot,
    outside: Slot,
}

pub(super) fn access(cx: &mut impl DecodeCx, r: Req) -> RResult<()> {
    let name = r.name;
    let Some(comps) = cx.layout_ref().flatten(r.ty) else { return cx.fail(ErrKind::Unsupported, format!("`{name}`: a value of type `{}`", r.ty)) };
    let total = cx.layout_ref().size(r.ty) as u32;
    if comps.len() != r.vals.len() {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: the value has {} components, its type `{}` {}", r.vals.len(), r.ty, comps.len()));
    }
    let gfx9 = cx.target_ref().is_pre_gfx10();
    let [w0, w1, w2, w3] = r.rsrc;
    let mut o = Ops { cx };
    // the V#: base (bits 47:0), stride (word 1 bits 29:16), num_records (word 2)
    let lo = o.cast(CastOp::ZExt, 32, 64, w0);
    let hi = o.bin_k(IOp::And, 32, w1, 0xFFFF)?;
    let hi = o.cast(CastOp::ZExt, 32, 64, hi);
    let hi = o.bin_k(IOp::Shl, 64, hi, 32)?;
    let base = o.bin(IOp::Or, 64, lo, hi);
    let stride = o.bin_k(IOp::LShr, 32, w1, 16)?;
    let stride = o.bin_k(IOp::And, 32, stride, 0x3FFF)?;
    let stride = o.cast(CastOp::ZExt, 32, 64, stride);
    let records = o.cast(CastOp::ZExt, 32, 64, w2);
    let add_tid = o.bin_k(IOp::And, 32, w3, 1 << 23)?;
    let add_tid = o.cmp_k(Pred::Ne, 32, add_tid, 0)?;
    o.refuse_if(add_tid, "a buffer access through a V# with ADD_TID_ENABLE (word 3 bit 23: the lane id joins the index; not modelled)");
    if r.vindex.is_some() {
        let swz = o.bin_k(IOp::LShr, 32, w1, 30)?;
        let swz = o.cmp_k(Pred::Ne, 32, swz, 0)?;
        o.refuse_if(swz, "a structured buffer access through a V# with swizzling on (word 1 bits 31:30; swizzled addressing is not modelled)");
    }
    let index = match r.vindex {
        Some(v) => o.cast(CastOp::ZExt, 32, 64, v),
        None => o.konst(0, 64)?,
    };
    let voff = o.cast(CastOp::ZExt, 32, 64, r.voffset);
    let voff = if r.imm != 0 { o.bin_k(IOp::Add, 64, voff, r.imm as u64)? } else { voff };
    let soff = o.cast(CastOp::ZExt, 32, 64, r.soffset);
    // the address's offset from the base
    let rec = o.bin(IOp::Mul, 64, index, stride);
    let at0 = o.bin(IOp::Add, 64, rec, voff);
    let at0 = o.bin(IOp::Add, 64, at0, soff);
    let index_ok = o.cmp(Pred::Ult, 64, index, records);
    let index_bad = o.bin_k(IOp::Xor, 1, index_ok, 1)?;
    // GFX10+: OOB_SELECT's four modes, one i1 each
    let modes = if gfx9 {
        None
    } else {
        let sel = o.bin_k(IOp::LShr, 32, w3, 28)?;
        let sel = o.bin_k(IOp::And, 32, sel, 3)?;
        let mut m = [Slot::default(); 4];
        for (k, s) in m.iter_mut().enumerate() {
            *s = o.cmp_k(Pred::Eq, 32, sel, k as u64)?;
        }
        Some(m)
    };
    // GFX9: the index check applies to structured accesses through a strided V#
    let gfx9_indexed = match (gfx9, r.vindex.is_some()) {
        (true, true) => Some(o.cmp_k(Pred::Ne, 64, stride, 0)?),
        _ => None,
    };

    let elem = comps.iter().map(|c| c.1.bytes()).max().unwrap_or(4);
    let unit = if r.whole || matches!(r.kind, Access::Atomic(_) | Access::CmpSwap) { total } else { total.min(4).max(elem) };
    let mut k = 0;
    while k < comps.len() {
        let start = comps[k].0 as u32 / unit * unit;
        let group: Vec<usize> = (k..comps.len()).take_while(|&i| comps[i].0 as u32 / unit * unit == start).collect();
        k += group.len();
        let n = group.iter().map(|&i| comps[i].0 as u32 + comps[i].1.bytes()).max().unwrap_or(start) - start;
        let v = {
            let bytes = byte_check(&mut o, voff, soff, r.soffset_zero, start, n, records)?;
            match (modes, gfx9_indexed) {
                (Some(m), _) => {
                    let in_rec = within(&mut o, voff, None, start, n, stride)?;
                    let mode0 = Verdict { inside: o.bin(IOp::And, 1, index_ok, in_rec.inside), outside: o.bin(IOp::Or, 1, index_bad, in_rec.outside) };
                    let mode1 = Verdict { inside: index_ok, outside: index_bad };
                    let some = o.konst(0, 64)?;
                    let nonzero = o.cmp(Pred::Ne, 64, records, some);
                    let zero = o.bin_k(IOp::Xor, 1, nonzero, 1)?;
                    let mode2 = Verdict { inside: nonzero, outside: zero };
                    pick(&mut o, &m, [mode0, mode1, mode2, bytes])?
                }
                (None, Some(indexed)) => Verdict { inside: select(&mut o, indexed, index_ok, bytes.inside), outside: select(&mut o, indexed, index_bad, bytes.outside) },
                (None, None) => bytes,
            }
        };
        let either = o.bin(IOp::Or, 1, v.inside, v.outside);
        let partial = o.bin_k(IOp::Xor, 1, either, 1)?;
        let inside = v.inside;
        let at = o.bin_k(IOp::Add, 64, at0, start as u64)?;
        let ptr = o.bin(IOp::Add, 64, base, at);
        let mem = |i: usize| MemComp { slot: r.vals[i], offset: comps[i].0 as u32 - start, ty: comps[i].1 };
        let space = AddrSpace::Global;
        match r.kind {
            Access::Load => {
                // out of range: 0; partly in range: undefined; in range: memory
                let zero = o.konst(0, 64)?;
                let undef = o.fresh();
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: undef }));
                for &i in &group {
                    o.cx.push(Op::Select(ops::Select { dst: r.vals[i], c: partial, a: undef, b: zero }));
                }
                let comps = group.iter().map(|&i| mem(i)).collect();
                o.cx.push(Op::LoadIf(ops::LoadIf { guard: inside, comps, ptr, space, align: elem, size: n }));
            }
            Access::Store => {
                o.refuse_if(partial, "a buffer store partly out of its buffer's range, or one whose range check depends on whether soffset counts (chipset-dependent; errata A35)");
                let comps = group.iter().map(|&i| mem(i)).collect();
                o.cx.push(Op::StoreIf(ops::StoreIf { guard: inside, comps, ptr, space, align: elem, size: n }));
            }
            Access::Atomic(op) => {
                o.refuse_if(
                    partial,
                    "a buffer atomic partly out of its buffer's range, or one whose range check depends on whether soffset counts (chipset-dependent; errata A35)",
                );
                let [i] = group[..] else { return o.cx.fail(ErrKind::Unsupported, format!("`{name}`: a vector atomic")) };
                let Some(&d) = r.dst.get(i) else { return o.cx.fail(ErrKind::Malformed, format!("`{name}` returns the old value")) };
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: d }));
                let (ty, val) = (comps[i].1, r.vals[i]);
                o.cx.push(Op::AtomicRmwIf(ops::AtomicRmwIf { guard: inside, op, ty, dst: d, ptr, val, space, align: elem }));
            }
            Access::CmpSwap => {
                o.refuse_if(
                    partial,
                    "a buffer atomic partly out of its buffer's range, or one whose range check depends on whether soffset counts (chipset-dependent; errata A35)",
                );
                let (Some(cmp), [i], [d]) = (r.cmp, &group[..], r.dst) else {
                    return o.cx.fail(ErrKind::Malformed, format!("`{name}` compares and swaps one integer and returns the old value"));
                };
                o.cx.push(Op::SetUndef(ops::SetUndef { dst: *d }));
                let ok = o.fresh();
                let (ty, new) = (comps[*i].1, r.vals[*i]);
                o.cx.push(Op::CmpXchgIf(ops::CmpXchgIf { guard: inside, ty, dst: *d, ok, ptr, cmp, new, space, align: elem }));
            }
        }
    }
    Ok(())
}

/// `[off + start, off + start + n)` against `limit` (64-bit, no wrap): inside when it ends at
/// or before the limit, outside when it starts there or after; `extra` is added to `off`.
fn within<C: DecodeCx>(o: &mut Ops<C>, off: Slot, extra: Option<Slot>, start: u32, n: u32, limit: Slot) -> RResult<Verdict> {
    let off = match extra {
        Some(e) => o.bin(IOp::Add, 64, off, e),
        None => off,
    };
    let at = o.bin_k(IOp::Add, 64, off, start as u64)?;
    let end = o.bin_k(IOp::Add, 64, at, n as u64)?;
    Ok(Verdict { inside: o.cmp(Pred::Ule, 64, end, limit), outside: o.cmp(Pred::Uge, 64, at, limit) })
}

/// The byte check against num_records under both readings of soffset (excluded, as
/// IntrinsicsAMDGPU.td says; included, as rocjitsu models gfx950 and RDNA3+): in or out
/// only where both agree.
fn byte_check<C: DecodeCx>(o: &mut Ops<C>, voff: Slot, soff: Slot, soff_zero: bool, start: u32, n: u32, records: Slot) -> RResult<Verdict> {
    let excl = within(o, voff, None, start, n, records)?;
    if soff_zero {
        return Ok(excl);
    }
    let incl = within(o, voff, Some(soff), start, n, records)?;
    Ok(Verdict { inside: o.bin(IOp::And, 1, excl.inside, incl.inside), outside: o.bin(IOp::And, 1, excl.outside, incl.outside) })
}

fn select<C: DecodeCx>(o: &mut Ops<C>, c: Slot, a: Slot, b: Slot) -> Slot {
    let dst = o.fresh();
    o.cx.push(Op::Select(ops::Select { dst, c, a, b }));
    dst
}

/// The verdict of the OOB_SELECT mode `m` picks (one of the four is set).
fn pick<C: DecodeCx>(o: &mut Ops<C>, m: &[Slot; 4], v: [Verdict; 4]) -> RResult<Verdict> {
    let mut inside = o.konst(0, 1)?;
    let mut outside = o.konst(0, 1)?;
    for (mk, vk) in m.iter().zip(v) {
        let i = o.bin(IOp::And, 1, *mk, vk.inside);
        inside = o.bin(IOp::Or, 1, inside, i);
        let x = o.bin(IOp::And, 1, *mk, vk.outside);
        outside = o.bin(IOp::Or, 1, outside, x);
    }
    Ok(Verdict { inside, outside })
}
