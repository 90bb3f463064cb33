//! Which results of a run are read after it. A run's code keeps every result in a vector
//! register for the ops after it; a result no op outside the run names (and no phi copy) need
//! not be stored at all. Every slot an op names counts, read or written, so a new `Op` field
//! that holds a slot must be listed here (the match has no catch-all, so a new variant must).

use std::collections::{HashMap, HashSet};

use crate::program::{BArg, DInst, Edge, Op, Slot};

/// Where each slot of a function is named: the first and last op that names it, and whether a
/// phi copy does.
pub struct Names {
    span: HashMap<Slot, (usize, usize)>,
    in_copies: HashSet<Slot>,
}

impl Names {
    pub fn of(code: &[DInst], edges: &[Edge]) -> Names {
        let mut span: HashMap<Slot, (usize, usize)> = HashMap::new();
        for (i, inst) in code.iter().enumerate() {
            named(&inst.op, &mut |s| {
                let e = span.entry(s).or_insert((i, i));
                e.1 = i;
            });
        }
        let in_copies = edges.iter().flat_map(|e| e.copies.iter().flat_map(|&(d, s)| [d, s])).collect();
        Names { span, in_copies }
    }

    /// Whether an op outside `ops` (a range of op indices), or a phi copy, names `s`.
    pub fn outside(&self, s: Slot, ops: std::ops::Range<usize>) -> bool {
        self.in_copies.contains(&s) || self.span.get(&s).is_none_or(|&(first, last)| first < ops.start || last >= ops.end)
    }
}

/// The slots `op` names, read or written.
pub fn named_by(op: &Op) -> Vec<Slot> {
    let mut v = vec![];
    named(op, &mut |s| v.push(s));
    v
}

/// Every slot `op` names, read or written.
fn named(op: &Op, f: &mut impl FnMut(Slot)) {
    let mut all = |slots: &[Slot]| slots.iter().for_each(|&s| f(s));
    match op {
        Op::Nop | Op::Br { .. } | Op::CpAsyncCommit { .. } | Op::CpAsyncWait { .. } | Op::Trap { .. } | Op::Unsupported { .. } => {}
        Op::IBin { dst, a, b, .. } | Op::FBin { dst, a, b, .. } | Op::ICmp { dst, a, b, .. } | Op::FCmp { dst, a, b, .. } => all(&[*dst, *a, *b]),
        Op::Ldexp { dst, a, e, .. } => all(&[*dst, *a, *e]),
        Op::FClass { dst, a, mask, .. } => all(&[*dst, *a, *mask]),
        Op::FUnary { dst, a, .. } | Op::IUnary { dst, a, .. } | Op::Cast { dst, a, .. } | Op::FpToIntSat { dst, a, .. } | Op::IsSpace { dst, a, .. } => all(&[*dst, *a]),
        Op::Copy { dst, src } => all(&[*dst, *src]),
        Op::Fma { dst, a, b, c, .. } | Op::Funnel { dst, a, b, c, .. } | Op::Select { dst, c, a, b } => all(&[*dst, *a, *b, *c]),
        Op::Overflow { dst, flag, a, b, .. } => all(&[*dst, *flag, *a, *b]),
        Op::Repack { dsts, srcs } => {
            dsts.iter().for_each(|d| all(&[d.slot]));
            all(srcs);
        }
        Op::SetUndef { dst } | Op::Special { dst, .. } | Op::Alloca { dst, .. } => all(&[*dst]),
        Op::Gep { dst, base, terms, .. } => {
            all(&[*dst, *base]);
            terms.iter().for_each(|t| all(&[t.slot]));
        }
        Op::Load { comps, ptr, .. } | Op::Store { comps, ptr, .. } => {
            all(&[*ptr]);
            comps.iter().for_each(|c| all(&[c.slot]));
        }
        Op::AtomicRmw { dst, ptr, val, .. } => all(&[*dst, *ptr, *val]),
        Op::CmpXchg { dst, ok, ptr, cmp, new, .. } => all(&[*dst, *ok, *ptr, *cmp, *new]),
        Op::Memcpy { dst, src, len, .. } => all(&[*dst, *src, *len]),
        Op::Memset { dst, val, len, .. } => all(&[*dst, *val, *len]),
        Op::ExtractDyn { dst, srcs, idx } => {
            all(&[*dst, *idx]);
            all(srcs);
        }
        Op::InsertDyn { dsts, srcs, val, idx } => {
            all(&[*val, *idx]);
            all(dsts);
            all(srcs);
        }
        Op::Builtin { args, outs, .. } => {
            for a in args {
                if let BArg::Slots { slots, .. } = a {
                    all(slots);
                }
            }
            outs.iter().for_each(|o| all(&[o.slot]));
        }
        Op::Barrier { pred, dst } => {
            all(&pred.map(|p| p.0).into_iter().chain(*dst).collect::<Vec<_>>());
        }
        Op::WarpSync { mask } => all(&[*mask]),
        Op::CondBr { c, .. } => all(&[*c]),
        Op::Switch { v, .. } => all(&[*v]),
        Op::Ret { vals } => all(vals),
        Op::Call { args, dsts, .. } => {
            all(args);
            all(dsts);
        }
        Op::CpAsync { dst, src, src_size, .. } => all(&[*dst, *src].into_iter().chain(*src_size).collect::<Vec<_>>()),
        Op::Bits { dst, args, .. } | Op::FRound { dst, args, .. } | Op::Approx { dst, args, .. } | Op::HipPrintf { dst, args, .. } => {
            all(&[*dst]);
            all(args);
        }
        Op::Frexp { mant, exp, a, .. } => all(&[*mant, *exp, *a]),
        Op::Printf { fmt, args, dst } => all(&[*fmt, *args].into_iter().chain(*dst).collect::<Vec<_>>()),
        Op::AssertFail { msg, file, line, func } => all(&[*msg, *file, *line, *func]),
    }
}
