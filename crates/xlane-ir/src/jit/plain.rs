//! Which decoded ops the compiled tier takes: the "plain" ones, whose value in a lane depends
//! on that lane's operands only (integer arithmetic, shifts, compares, casts, `select`,
//! one-index `getelementptr`), and registry calls that move lanes along a route fixed by
//! constant operands (shuffles). Their undefined lanes are not computed here: the runner works
//! them out after the run from the operands' final values, through the interpreter's own
//! rules (`exec::compiled`), so only the values are compiled.

use crate::ll::ast::{CastOp, Pred};
use crate::ll::layout::mask;
use crate::program::{BArg, CallLanes, DInst, IOp, Mode, Op, Slot};

/// One plain op, in the form the code generator needs. Every value is canonical: the result
/// is masked to its width exactly as the interpreter's lane kernels do.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Plain {
    /// `dst = op(a, b) & m` (`Add`, `Sub`, `Mul`, `And`, `Or`, `Xor`, `Shl`, `LShr`, `AShr`);
    /// a shift by the width (`m`'s bits) or more gives 0.
    Bin { op: IOp, m: u64, dst: Slot, a: Slot, b: Slot },
    /// `dst = pred(a, b)` (0 or 1) for values of width mask `m`.
    Cmp { pred: Pred, m: u64, dst: Slot, a: Slot, b: Slot },
    /// `dst = a & m`, or with `sext_from`, `a` sign-extended from that many bits first.
    Cast { sext_from: Option<u32>, m: u64, dst: Slot, a: Slot },
    /// `dst = c & 1 ? a : b`.
    Select { dst: Slot, c: Slot, a: Slot, b: Slot },
    /// `dst = (base + idx * scale + off) & m`, the index sign-extended from `bits` (64: as is).
    Gep { dst: Slot, base: Slot, idx: Slot, scale: u64, bits: u32, off: u64, m: u64 },
    /// A registry call that moves the lanes of `src` (`Builtin::steer`) with constant steering
    /// operands: `dst[n] = src[route[n]]`, the route worked out by the registry's semantics for
    /// the exec mask when the run starts (`exec::compiled`), the run's table number `table`.
    /// The only op that reads other lanes.
    Route { dst: Slot, src: Slot, table: u32 },
}

impl Plain {
    /// The plain form of an op, if it has one. Poison flags do not matter here (they only add
    /// undefined lanes); whole-wave and quad modes do (they run under another exec mask).
    pub fn of(inst: &DInst) -> Option<Plain> {
        if inst.mode != Mode::Normal {
            return None;
        }
        let p = match inst.op {
            Op::IBin { op, bits, dst, a, b, .. } => {
                let ok = matches!(op, IOp::Add | IOp::Sub | IOp::Mul | IOp::And | IOp::Or | IOp::Xor | IOp::Shl | IOp::LShr | IOp::AShr);
                (ok && (1..=64).contains(&bits)).then_some(Plain::Bin { op, m: mask(bits as u32), dst, a, b })?
            }
            Op::ICmp { pred, bits, dst, a, b, .. } => {
                let ok = matches!(pred, Pred::Eq | Pred::Ne | Pred::Ugt | Pred::Uge | Pred::Ult | Pred::Ule | Pred::Sgt | Pred::Sge | Pred::Slt | Pred::Sle);
                (ok && (1..=64).contains(&bits)).then_some(Plain::Cmp { pred, m: mask(bits as u32), dst, a, b })?
            }
            Op::Cast { op, from, to, dst, a, .. } => {
                let sext_from = match op {
                    CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => None,
                    CastOp::SExt if (1..=64).contains(&from.bits()) => Some(from.bits()),
                    _ => return None,
                };
                Plain::Cast { sext_from, m: to.mask(), dst, a }
            }
            Op::Select { dst, c, a, b } => Plain::Select { dst, c, a, b },
            Op::Builtin { b, ref args, ref outs, lanes: CallLanes::Exec, .. } => {
                // one whole output, one moved operand in one slot, every steering operand constant
                let steer = b.steer?;
                let [out] = outs.as_slice() else { return None };
                if out.piece.is_some() || out.output != 0 {
                    return None;
                }
                let mut src = None;
                for (k, a) in args.iter().enumerate() {
                    match a {
                        BArg::Imm(_) if steer >> k.min(31) & 1 != 0 => {}
                        BArg::Slots { slots, .. } if steer >> k.min(31) & 1 == 0 && slots.len() == 1 && src.is_none() => src = Some(slots[0]),
                        _ => return None,
                    }
                }
                Plain::Route { dst: out.slot, src: src?, table: 0 }
            }
            Op::Gep { dst, base, ref terms, offset, bits } => match terms.as_slice() {
                [t] if (1..=64).contains(&t.bits) => Plain::Gep { dst, base, idx: t.slot, scale: t.scale as u64, bits: t.bits as u32, off: offset as u64, m: mask(bits as u32) },
                // no index (a constant offset): `base + off`, as an index of scale 0
                [] => Plain::Gep { dst, base, idx: base, scale: 0, bits: 64, off: offset as u64, m: mask(bits as u32) },
                _ => return None,
            },
            _ => return None,
        };
        Some(p)
    }

    pub fn dst(&self) -> Slot {
        match *self {
            Plain::Bin { dst, .. } | Plain::Cmp { dst, .. } | Plain::Cast { dst, .. } | Plain::Select { dst, .. } | Plain::Gep { dst, .. } | Plain::Route { dst, .. } => dst,
        }
    }

    /// The slots the op reads.
    pub fn srcs(&self) -> impl Iterator<Item = Slot> {
        let s = match *self {
            Plain::Bin { a, b, .. } | Plain::Cmp { a, b, .. } => [Some(a), Some(b), None],
            Plain::Cast { a, .. } | Plain::Route { src: a, .. } => [Some(a), None, None],
            Plain::Select { c, a, b, .. } => [Some(c), Some(a), Some(b)],
            Plain::Gep { base, idx, .. } => [Some(base), Some(idx), None],
        };
        s.into_iter().flatten()
    }
}

/// The runs of a function worth compiling: maximal sequences of plain ops, in program order,
/// as (first op, ops). A run ends before an op that is not plain, and before a plain op that
/// writes a slot the run already read or wrote (the runner reads operands after the run, so
/// each must keep the value it had when its op ran; decoded code is SSA, so this only splits
/// hand-made sequences). Runs of fewer than `min_len` ops are left to the interpreter, and so
/// are the ops `left_out` names.
pub fn runs(code: &[DInst], min_len: usize, left_out: &dyn Fn(usize) -> bool) -> Vec<(u32, Vec<Plain>)> {
    let mut out = vec![];
    let mut cur: Vec<Plain> = vec![];
    let mut start = 0u32;
    let mut touched = std::collections::HashSet::new();
    let flush = |cur: &mut Vec<Plain>, start: u32, out: &mut Vec<(u32, Vec<Plain>)>, touched: &mut std::collections::HashSet<Slot>| {
        // each route of a run reads the run's table of its number
        let mut tables = 0;
        for p in cur.iter_mut() {
            if let Plain::Route { table, .. } = p {
                *table = tables;
                tables += 1;
            }
        }
        if cur.len() >= min_len {
            out.push((start, std::mem::take(cur)));
        }
        cur.clear();
        touched.clear();
    };
    for (pc, inst) in code.iter().enumerate() {
        let p = Plain::of(inst).filter(|_| !left_out(pc));
        if let Some(p) = p {
            let clash = touched.contains(&p.dst()) || p.srcs().any(|s| s == p.dst());
            if clash {
                flush(&mut cur, start, &mut out, &mut touched);
            }
            if p.srcs().any(|s| s == p.dst()) {
                continue;
            }
            if cur.is_empty() {
                start = pc as u32;
            }
            touched.extend(p.srcs());
            touched.insert(p.dst());
            cur.push(p);
        } else {
            flush(&mut cur, start, &mut out, &mut touched);
        }
    }
    flush(&mut cur, start, &mut out, &mut touched);
    out
}
