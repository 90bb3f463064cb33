//! Which results of a run are read after it. A run's code keeps every result in a vector
//! register for the ops after it; a result no op outside the run names (and no phi copy) need
//! not be stored at all. Every slot an op names counts, read or written (`program::ops`).

use std::collections::{HashMap, HashSet};

use crate::front::program::{DInst, Edge, Op, Slot};

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

/// Every slot `op` names, read or written (the operation table's operands).
fn named(op: &Op, f: &mut impl FnMut(Slot)) {
    op.operands(&mut |_, s| f(s));
}
