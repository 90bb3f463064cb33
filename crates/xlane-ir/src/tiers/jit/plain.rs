//! Which decoded ops the compiled tier takes: the "plain" ones, whose value in a lane depends
//! on that lane's operands only (integer arithmetic, shifts, compares, casts, `select`,
//! one-index `getelementptr`), and registry calls that move lanes along a route fixed when the
//! run starts (shuffles steered by constants or by slots the run does not write). Their
//! undefined lanes are not computed here: the runner works them out after the run from the
//! operands' final values, through the interpreter's own rules (`exec::compiled`), so only the
//! values are compiled.

use crate::front::ll::ast::{CastOp, Pred};
use crate::front::ll::layout::mask;
use crate::front::program::{ops, BArg, CallLanes, DInst, IOp, Mode, Op, Slot};

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
    /// A registry call that moves the lanes of `src` (`Builtin::steer`) with steering operands
    /// that are constants or slots the run does not write: `dst[n] = src[route[n]]`, the route
    /// worked out by the registry's semantics for the exec mask when the run starts
    /// (`exec::compiled`), the run's table number `table`.
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
            Op::IBin(ops::IBin { op, bits, dst, a, b, .. }) => {
                let ok = matches!(op, IOp::Add | IOp::Sub | IOp::Mul | IOp::And | IOp::Or | IOp::Xor | IOp::Shl | IOp::LShr | IOp::AShr);
                (ok && (1..=64).contains(&bits)).then_some(Plain::Bin { op, m: mask(bits as u32), dst, a, b })?
            }
            Op::ICmp(ops::ICmp { pred, bits, dst, a, b, .. }) => {
                let ok = matches!(pred, Pred::Eq | Pred::Ne | Pred::Ugt | Pred::Uge | Pred::Ult | Pred::Ule | Pred::Sgt | Pred::Sge | Pred::Slt | Pred::Sle);
                (ok && (1..=64).contains(&bits)).then_some(Plain::Cmp { pred, m: mask(bits as u32), dst, a, b })?
            }
            Op::Cast(ops::Cast { op, from, to, dst, a, .. }) => {
                let sext_from = match op {
                    CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => None,
                    CastOp::SExt if (1..=64).contains(&from.bits()) => Some(from.bits()),
                    _ => return None,
                };
                Plain::Cast { sext_from, m: to.mask(), dst, a }
            }
            Op::Select(ops::Select { dst, c, a, b }) => Plain::Select { dst, c, a, b },
            Op::Builtin(ops::Builtin { b, ref args, ref outs, lanes: CallLanes::Exec, .. }) => {
                // one whole output, one moved operand in one slot, every steering operand a
                // constant or one slot
                let steer = b.steer?;
                let [out] = outs.as_slice() else { return None };
                if out.piece.is_some() || out.output != 0 {
                    return None;
                }
                let mut src = None;
                for (k, a) in args.iter().enumerate() {
                    match a {
                        BArg::Imm(_) if steer >> k.min(31) & 1 != 0 => {}
                        // a steering slot: the runner compares it with the site's remembered
                        // evaluation when the run starts (`runs` keeps it out of the run's results)
                        BArg::Slots { slots, .. } if steer >> k.min(31) & 1 != 0 && slots.len() == 1 => {}
                        BArg::Slots { slots, .. } if steer >> k.min(31) & 1 == 0 && slots.len() == 1 && src.is_none() => src = Some(slots[0]),
                        _ => return None,
                    }
                }
                Plain::Route { dst: out.slot, src: src?, table: 0 }
            }
            Op::Gep(ops::Gep { dst, base, ref terms, offset, bits }) => match terms.as_slice() {
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

/// A run found in a function's code: the ops `start..start + len`, of which `ops` (at `pcs`)
/// are compiled and `holes` are kept ops ([`runs`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    pub start: u32,
    pub len: u32,
    pub ops: Vec<Plain>,
    pub pcs: Vec<u32>,
    pub holes: Vec<u32>,
}

/// The runs of a function worth compiling: maximal sequences of plain ops, in program order.
/// A run ends before an op that is not plain, and before a plain op that writes a slot the
/// run already read or wrote (the runner reads operands after the run, so each must keep the
/// value it had when its op ran; decoded code is SSA, so this only splits hand-made
/// sequences), and before a route steered by a slot the run computes (the runner works out a
/// route's table from the registers when the run starts). Runs of fewer than `min_len`
/// compiled ops are left to the interpreter.
///
/// The ops `hole` names (results the runner keeps from wave to wave, `exec::reuse`) do not end
/// a run: they are holes in it, which the code skips. The runner takes such a run only where
/// every hole's slots already hold what it would write, so the code reads them as inputs. A
/// run may start with holes, never ends with one.
pub fn runs(code: &[DInst], min_len: usize, hole: &dyn Fn(usize) -> bool) -> Vec<Found> {
    let mut out = vec![];
    let mut cur = Found { start: 0, len: 0, ops: vec![], pcs: vec![], holes: vec![] };
    // the slots the run reads or writes, and those its compiled ops write
    let mut touched = std::collections::HashSet::new();
    let mut computed = std::collections::HashSet::new();
    for (pc, inst) in code.iter().enumerate() {
        if hole(pc) {
            inst.op.writes(&mut |d| {
                touched.insert(d);
            });
            cur.holes.push(pc as u32);
            continue;
        }
        let Some(p) = Plain::of(inst) else {
            finish(&mut cur, min_len, &mut out, false);
            touched.clear();
            computed.clear();
            continue;
        };
        let steered_by_run = steering_slots(inst).any(|s| computed.contains(&s));
        if touched.contains(&p.dst()) || p.srcs().any(|s| s == p.dst()) || steered_by_run {
            // the holes since the run's last op may open the next one
            finish(&mut cur, min_len, &mut out, true);
            touched.clear();
            computed.clear();
            for &h in &cur.holes {
                code[h as usize].op.writes(&mut |d| {
                    touched.insert(d);
                });
            }
        }
        if p.srcs().any(|s| s == p.dst()) {
            cur.holes.clear();
            continue;
        }
        if cur.ops.is_empty() {
            cur.start = cur.holes.first().map_or(pc as u32, |&h| h.min(pc as u32));
        }
        touched.extend(p.srcs());
        touched.insert(p.dst());
        computed.insert(p.dst());
        cur.ops.push(p);
        cur.pcs.push(pc as u32);
    }
    finish(&mut cur, min_len, &mut out, false);
    out
}

/// End the run `cur`: kept in `out` when it has `min_len` compiled ops or more. `cur` starts
/// the next run, with the holes after the last op when `keep_holes`.
fn finish(cur: &mut Found, min_len: usize, out: &mut Vec<Found>, keep_holes: bool) {
    let end = cur.pcs.last().map_or(cur.start, |&pc| pc + 1);
    let after: Vec<u32> = if keep_holes { cur.holes.iter().copied().filter(|&h| h >= end).collect() } else { vec![] };
    let mut done = std::mem::replace(cur, Found { start: 0, len: 0, ops: vec![], pcs: vec![], holes: after });
    // trailing holes are the driver's to skip
    done.holes.retain(|&h| h < end);
    done.len = end - done.start;
    // each route of a run reads the run's table of its number
    let mut tables = 0;
    for p in done.ops.iter_mut() {
        if let Plain::Route { table, .. } = p {
            *table = tables;
            tables += 1;
        }
    }
    if done.ops.len() >= min_len {
        out.push(done);
    }
}

/// The slots that steer a route (none for another op).
pub fn steering_slots(inst: &DInst) -> impl Iterator<Item = Slot> + '_ {
    let (steer, args) = match &inst.op {
        Op::Builtin(ops::Builtin { b, args, .. }) => (b.steer.unwrap_or(0), args.as_slice()),
        _ => (0, &[][..]),
    };
    args.iter()
        .enumerate()
        .filter(move |(k, _)| steer >> (*k).min(31) & 1 != 0)
        .flat_map(|(_, a)| match a {
            BArg::Slots { slots, .. } => slots.as_slice(),
            BArg::Imm(_) => &[],
        })
        .copied()
}
