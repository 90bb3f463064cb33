//! The divergence stack: where lanes go at a branch and where they meet again (see
//! `crate::front::cfg` for the reconvergence points).

use super::*;

/// One entry of a frame's divergence stack: lanes running from `pc` (`None`: the function's
/// exit) until they reach `reconv` (`None`: they never meet others again in this frame). A
/// loop entry (`loop_` set) holds the lanes iterating a loop and, in `exits`, the lanes that
/// have left it, by exit block, until the loop is done.
pub(super) struct Entry {
    pub(super) pc: Option<u32>,
    pub(super) mask: u64,
    pub(super) reconv: Option<BlockId>,
    pub(super) loop_: Option<u32>,
    pub(super) exits: Vec<(BlockId, u64)>,
}

impl Entry {
    pub(super) fn new(pc: Option<u32>, mask: u64, reconv: Option<BlockId>) -> Entry {
        Entry { pc, mask, reconv, loop_: None, exits: vec![] }
    }
}

pub(super) type Stack = Vec<Entry>;

/// Where an edge leads, for the divergence stack.
pub(super) enum Dest {
    /// A block (or the function's exit).
    Block(BlockId),
    /// The back edge of loop `l`: the next iteration.
    NextIter(u32),
    /// Out of loop `l` (the outermost one the edge leaves) to block `to`.
    Exit { l: u32, to: BlockId },
}

/// The first op of block `b`; the exit has none (`None`); a loop's next-iteration id starts
/// at its header.
pub(super) fn start_pc(func: &Func, b: BlockId) -> Option<u32> {
    let n = func.exit();
    if b == n {
        None
    } else if b > n {
        Some(func.block_start[func.reconv.loops[(b - n - 1) as usize].header as usize])
    } else {
        Some(func.block_start[b as usize])
    }
}

/// What an edge `from -> to` means for the divergence stack.
pub(super) fn classify(func: &Func, from: BlockId, to: BlockId) -> Dest {
    let r = &func.reconv;
    if to >= func.exit() {
        return Dest::Block(to);
    }
    // the outermost loop that contains `from` but not `to`
    let (mut l, mut out) = (r.loop_of[from as usize], None);
    while let Some(cur) = l {
        if !r.in_loop(cur, to) {
            out = Some(cur);
        }
        l = r.loops[cur as usize].parent;
    }
    if let Some(l) = out {
        return Dest::Exit { l, to };
    }
    if let Some(lt) = r.loop_of[to as usize] {
        if r.loops[lt as usize].header == to && r.in_loop(lt, from) {
            return Dest::NextIter(lt);
        }
    }
    Dest::Block(to)
}

/// The lanes of the top entry all take one edge.
pub(super) fn goto(stack: &mut Stack, func: &Func, d: Dest) {
    let t = match d {
        Dest::Block(b) => b,
        Dest::NextIter(l) => func.reconv.next_iter(l),
        Dest::Exit { .. } => unreachable!("exits are parked before"),
    };
    let top = stack.last_mut().unwrap();
    if Some(t) == top.reconv {
        stack.pop();
        return;
    }
    match header_loop(func, t) {
        Some(l) if matches!(d, Dest::Block(_)) => {
            // entering a loop from outside: continue at its end, run it on a loop entry
            let (m, reconv) = (top.mask, top.reconv);
            let end = func.reconv.loops[l as usize].reconv;
            if Some(end) == reconv {
                stack.pop();
            } else {
                top.pc = start_pc(func, end);
            }
            stack.push(Entry { pc: start_pc(func, t), mask: m, reconv: Some(end), loop_: Some(l), exits: vec![] });
        }
        _ => top.pc = start_pc(func, t),
    }
}

/// The first op of the block that every lane of entry `top` goes on to from the branch at
/// `pc` (`targets`, for the lanes `exec`), where that moves only the entry's pc: one edge
/// takes all of the entry's lanes to a block of the same innermost loop (or of none) that is
/// not a loop's header, the function's exit or the entry's reconvergence point (what
/// `classify` then calls `Dest::Block` and `goto` moves the entry to). `None` for any other
/// branch: the driver's `branch` acts on it.
#[inline]
pub(super) fn straight_on(func: &Func, top: &Entry, pc: u32, targets: &Targets, exec: u64) -> Option<u32> {
    if exec != top.mask {
        return None;
    }
    let mut to = None;
    for &(t, m) in targets.as_slice() {
        if m == 0 {
            continue;
        }
        if m != exec || to.is_some() {
            return None;
        }
        to = Some(t);
    }
    let to = to?;
    if to >= func.exit() || Some(to) == top.reconv {
        return None;
    }
    let r = &func.reconv;
    if !r.loops.is_empty() && (r.loop_of[block_of(func, pc) as usize] != r.loop_of[to as usize] || header_loop(func, to).is_some()) {
        return None;
    }
    Some(func.block_start[to as usize])
}

/// Push the entries that run lanes `m` from `t` until they reach `reconv`.
pub(super) fn enter(stack: &mut Stack, func: &Func, t: BlockId, m: u64, reconv: Option<BlockId>) {
    match header_loop(func, t) {
        Some(l) => {
            let end = func.reconv.loops[l as usize].reconv;
            if Some(end) != reconv {
                stack.push(Entry::new(start_pc(func, end), m, reconv));
            }
            stack.push(Entry { pc: start_pc(func, t), mask: m, reconv: Some(end), loop_: Some(l), exits: vec![] });
        }
        None => stack.push(Entry::new(start_pc(func, t), m, reconv)),
    }
}

/// The loop block `t` heads, if it is a loop header.
pub(super) fn header_loop(func: &Func, t: BlockId) -> Option<u32> {
    let l = (*func.reconv.loop_of.get(t as usize)?)?;
    (func.reconv.loops[l as usize].header == t).then_some(l)
}

/// Lanes `m` leave loop `l` for block `to`: they wait in the loop's entry until it is done.
/// False when the frame has no entry for the loop (it was not entered through its header).
pub(super) fn park(stack: &mut Stack, l: u32, to: BlockId, m: u64) -> bool {
    let Some(k) = stack.iter().rposition(|e| e.loop_ == Some(l)) else { return false };
    for e in stack[k..].iter_mut() {
        e.mask &= !m;
    }
    let entry = &mut stack[k];
    match entry.exits.iter_mut().find(|x| x.0 == to) {
        Some(x) => x.1 |= m,
        None => entry.exits.push((to, m)),
    }
    true
}

pub(super) fn block_of(func: &Func, pc: u32) -> BlockId {
    // the last block starting at or before `pc` (empty blocks cannot exist: each has a
    // terminator, so starts are unique)
    (func.block_start.partition_point(|&s| s <= pc) as BlockId).wrapping_sub(1)
}

/// The phi moves of edge `e` for lanes `m`, as one parallel copy. Inlined: most edges of a
/// branch have none.
#[inline(always)]
pub(super) fn phi_copies(regs: &mut Regs, e: &Edge, m: u64) {
    if m != 0 && !e.copies.is_empty() {
        phi_moves(regs, e, m);
    }
}

fn phi_moves(regs: &mut Regs, e: &Edge, m: u64) {
    if e.sequential {
        // no destination is read by a later copy: copy one by one, slot to slot
        for &(d, s) in &e.copies {
            if d == s {
                continue;
            }
            let u = regs.und(s);
            regs.compute(d, [s], m, u, |[v], r| *r = *v);
            if regs.tracks_approx() {
                let (am, ops) = regs.apx(s);
                regs.set_apx(d, am, ops, m);
            }
        }
        return;
    }
    // a parallel copy: read every source first (on the stack for the usual few phis, when
    // no approximate values are tracked)
    const FEW: usize = 8;
    if e.copies.len() <= FEW && !regs.tracks_approx() {
        let mut vals = [([0u64; L], 0u64); FEW];
        for (k, &(_, s)) in e.copies.iter().enumerate() {
            vals[k] = (*regs.get(s), regs.und(s));
        }
        for (k, &(d, _)) in e.copies.iter().enumerate() {
            regs.put(d, &vals[k].0, vals[k].1, m);
        }
        return;
    }
    let vals: Vec<(Reg, u64, (u64, crate::numerics::approx::ApproxSet))> = e.copies.iter().map(|&(_, s)| (*regs.get(s), regs.und(s), regs.apx(s))).collect();
    for (&(d, _), (v, u, (am, ops))) in e.copies.iter().zip(vals) {
        regs.put(d, &v, u, m);
        regs.set_apx(d, am, ops, m);
    }
}
