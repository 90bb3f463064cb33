//! Runs that are a whole self-loop block: every op of block `B` up to its terminator is
//! plain, and the terminator is `br i1 %c, label %B, label %X` (either way round). Such a run
//! is compiled with its loop: after each pass over the body, the code checks that no lane
//! made poison and that every lane takes the back edge, does the back edge's phi moves and
//! goes round again, so a counted loop costs one call instead of one per iteration.
//!
//! The native loop keeps the interpreter's results exact because it only goes round where
//! the interpreter would find nothing to record: the driver enters it only when every slot
//! the body reads from before the loop (phis included) is defined in every executing lane,
//! so every result of a poison-free pass is defined too; any pass that could make poison
//! (an overflowing `add nsw`, a shift by the width or more) or that does not send every lane
//! round ends the call, and the driver finishes that pass as it finishes a plain run
//! (`exec::compiled`): undefined lanes, then the branch through the general step.

use std::collections::HashSet;

use crate::front::ll::ast::flags::{NSW, NUW};
use crate::front::ll::layout::mask;
use crate::front::program::{ops, DInst, Edge, IOp, Op, Slot};

/// The loop of a run, for the code generator.
#[derive(Debug, Clone)]
pub struct Tail {
    /// The branch condition: another pass when its bit 0 equals `back_when`.
    pub cond: Slot,
    pub back_when: bool,
    /// The back edge's phi moves, one parallel copy: (destination, source).
    pub copies: Vec<(Slot, Slot)>,
    /// The conditions under which a pass makes poison; a pass with any ends the call.
    pub checks: Vec<Check>,
}

/// One way a body op makes poison from defined operands, as a lane test.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Check {
    /// `add`/`sub` with `nuw`/`nsw` at width mask `m`.
    Wrap { sub: bool, nuw: bool, nsw: bool, m: u64, a: Slot, b: Slot },
    /// A shift amount (not a constant) of `w` or more.
    ShiftAmount { w: u64, b: Slot },
}

/// What the driver needs to enter a run's loop.
#[derive(Debug, Clone)]
pub struct Looping {
    /// The block the run is.
    pub block: u32,
    /// The slots the body reads that no body op writes before (phis, values from before the
    /// loop, the moves' sources): all must be defined in the executing lanes.
    pub inputs: Vec<Slot>,
    /// The phis the back edge writes.
    pub copy_dsts: Vec<Slot>,
}

/// The loop of the run `code[start..start + len]`, if the run is a whole self-loop block whose
/// poison the native code can test. `konst` gives slots holding one defined constant.
pub fn of(code: &[DInst], edges: &[Edge], block_start: &[u32], start: usize, len: usize, konst: &dyn Fn(Slot) -> Option<u64>) -> Option<(Tail, Looping)> {
    let block = block_start.iter().position(|&s| s as usize == start)? as u32;
    let Op::CondBr(ops::CondBr { c, t, f }) = code.get(start + len)?.op else { return None };
    let (te, fe) = (edges.get(t as usize)?, edges.get(f as usize)?);
    let (back, back_when) = match (te.target == block, fe.target == block) {
        (true, false) => (te, true),
        (false, true) => (fe, false),
        _ => return None,
    };
    let body = &code[start..start + len];
    let mut checks = vec![];
    for inst in body {
        checks.extend(poison_checks(&inst.op, konst)?);
    }
    let copies: Vec<(Slot, Slot)> = back.copies.iter().copied().filter(|(d, s)| d != s).collect();
    // each phi once, none also a body result (decoded code is SSA; hand-made code may not be)
    let results: HashSet<Slot> = body.iter().filter_map(super::Plain::of).map(|p| p.dst()).collect();
    let dsts: HashSet<Slot> = copies.iter().map(|c| c.0).collect();
    if dsts.len() != copies.len() || dsts.iter().any(|d| results.contains(d)) {
        return None;
    }
    let mut written = HashSet::new();
    let mut inputs = vec![];
    let mut read = |s: Slot, written: &HashSet<Slot>| {
        if !written.contains(&s) && !inputs.contains(&s) {
            inputs.push(s);
        }
    };
    for p in body.iter().filter_map(super::Plain::of) {
        p.srcs().for_each(|s| read(s, &written));
        written.insert(p.dst());
    }
    read(c, &written);
    for &(_, s) in &copies {
        read(s, &written);
    }
    let copy_dsts = copies.iter().map(|c| c.0).collect();
    Some((Tail { cond: c, back_when, copies, checks }, Looping { block, inputs, copy_dsts }))
}

/// The lane tests of `op`'s poison from defined operands; `None` when the native code has no
/// test for it (the run then never goes round natively).
fn poison_checks(op: &Op, konst: &dyn Fn(Slot) -> Option<u64>) -> Option<Vec<Check>> {
    Some(match *op {
        Op::IBin(ops::IBin { op, bits, flags, a, b, .. }) => {
            let (w, m) = (bits as u64, mask(bits as u32));
            let mut out = vec![];
            if matches!(op, IOp::Shl | IOp::LShr | IOp::AShr) && konst(b).is_none_or(|k| k >= w) {
                out.push(Check::ShiftAmount { w, b });
            }
            if flags != 0 {
                if !matches!(op, IOp::Add | IOp::Sub) || flags & !(NUW | NSW) != 0 {
                    return None;
                }
                out.push(Check::Wrap { sub: op == IOp::Sub, nuw: flags & NUW != 0, nsw: flags & NSW != 0, m, a, b });
            }
            out
        }
        Op::ICmp(ops::ICmp { samesign: true, .. }) => return None,
        Op::Cast(ops::Cast { flags, .. }) if flags != 0 => return None,
        _ => vec![],
    })
}
