//! The divergence stack: where lanes go at a branch and where they meet again (see
//! `crate::cfg` for the reconvergence points).

use super::*;

/// One entry of a frame's divergence stack: lanes running from `pc` until they reach
/// `reconv`. A loop entry (`loop_` set) holds the lanes iterating a loop and, in `exits`,
/// the lanes that have left it, by exit block, until the loop is done.
pub(super) struct Entry {
    pub(super) pc: u32,
    pub(super) mask: u64,
    pub(super) reconv: u32,
    pub(super) loop_: u32,
    pub(super) exits: Vec<(BlockId, u64)>,
}

impl Entry {
    pub(super) fn new(pc: u32, mask: u64, reconv: u32) -> Entry {
        Entry { pc, mask, reconv, loop_: NONE, exits: vec![] }
    }
}

/// Where an edge leads, for the divergence stack.
pub(super) enum Dest {
    /// A block (or the function's exit).
    Block(BlockId),
    /// The back edge of loop `l`: the next iteration.
    NextIter(u32),
    /// Out of loop `l` (the outermost one the edge leaves) to block `to`.
    Exit { l: u32, to: BlockId },
}

/// The first op of block `b`; the exit is `NONE`; a loop's next-iteration id is its header.
pub(super) fn start_pc(func: &Func, b: BlockId) -> u32 {
    let n = func.exit();
    if b == n {
        NONE
    } else if b > n {
        func.block_start[func.reconv.loops[(b - n - 1) as usize].header as usize]
    } else {
        func.block_start[b as usize]
    }
}

/// What an edge `from -> to` means for the divergence stack.
pub(super) fn classify(func: &Func, from: BlockId, to: BlockId) -> Dest {
    let r = &func.reconv;
    if to >= func.exit() {
        return Dest::Block(to);
    }
    // the outermost loop that contains `from` but not `to`
    let (mut l, mut out) = (r.loop_of[from as usize], NONE);
    while l != NONE {
        if !r.in_loop(l, to) {
            out = l;
        }
        l = r.loops[l as usize].parent.unwrap_or(NONE);
    }
    if out != NONE {
        return Dest::Exit { l: out, to };
    }
    let lt = r.loop_of[to as usize];
    if lt != NONE && r.loops[lt as usize].header == to && r.in_loop(lt, from) {
        return Dest::NextIter(lt);
    }
    Dest::Block(to)
}

/// The lanes of the top entry all take one edge.
pub(super) fn goto(fr: &mut Frame, func: &Func, d: Dest) {
    let t = match d {
        Dest::Block(b) => b,
        Dest::NextIter(l) => func.reconv.next_iter(l),
        Dest::Exit { .. } => unreachable!("exits are parked before"),
    };
    let top = fr.stack.last_mut().unwrap();
    if t == top.reconv {
        fr.stack.pop();
        return;
    }
    match header_loop(func, t) {
        Some(l) if matches!(d, Dest::Block(_)) => {
            // entering a loop from outside: continue at its end, run it on a loop entry
            let (m, reconv) = (top.mask, top.reconv);
            let end = func.reconv.loops[l as usize].reconv;
            if end == reconv {
                fr.stack.pop();
            } else {
                top.pc = start_pc(func, end);
            }
            fr.stack.push(Entry { pc: start_pc(func, t), mask: m, reconv: end, loop_: l, exits: vec![] });
        }
        _ => top.pc = start_pc(func, t),
    }
}

/// Push the entries that run lanes `m` from `t` until they reach `reconv`.
pub(super) fn enter(fr: &mut Frame, func: &Func, t: BlockId, m: u64, reconv: BlockId) {
    match header_loop(func, t) {
        Some(l) => {
            let end = func.reconv.loops[l as usize].reconv;
            if end != reconv {
                fr.stack.push(Entry::new(start_pc(func, end), m, reconv));
            }
            fr.stack.push(Entry { pc: start_pc(func, t), mask: m, reconv: end, loop_: l, exits: vec![] });
        }
        None => fr.stack.push(Entry::new(start_pc(func, t), m, reconv)),
    }
}

/// The loop block `t` heads, if it is a loop header.
pub(super) fn header_loop(func: &Func, t: BlockId) -> Option<u32> {
    let l = *func.reconv.loop_of.get(t as usize)?;
    (l != NONE && func.reconv.loops[l as usize].header == t).then_some(l)
}

/// Lanes `m` leave loop `l` for block `to`: they wait in the loop's entry until it is done.
/// False when the frame has no entry for the loop (it was not entered through its header).
pub(super) fn park(fr: &mut Frame, l: u32, to: BlockId, m: u64) -> bool {
    let Some(k) = fr.stack.iter().rposition(|e| e.loop_ == l) else { return false };
    for e in fr.stack[k..].iter_mut() {
        e.mask &= !m;
    }
    let entry = &mut fr.stack[k];
    match entry.exits.iter_mut().find(|x| x.0 == to) {
        Some(x) => x.1 |= m,
        None => entry.exits.push((to, m)),
    }
    true
}

pub(super) fn block_of(func: &Func, pc: u32) -> BlockId {
    match func.block_start.binary_search(&pc) {
        Ok(mut i) => {
            // empty blocks cannot exist (each has a terminator), so starts are unique
            while i + 1 < func.block_start.len() && func.block_start[i + 1] == pc {
                i += 1;
            }
            i as BlockId
        }
        Err(i) => i as BlockId - 1,
    }
}

pub(super) fn phi_copies(regs: &mut [Reg], und: &mut [u64], e: &Edge, m: u64) {
    if m == 0 || e.copies.is_empty() {
        return;
    }
    if e.sequential {
        // no destination is read by a later copy: copy one by one
        for &(d, s) in &e.copies {
            if d == s {
                continue;
            }
            let v = regs[s as usize];
            let u = und[s as usize];
            put(regs, und, d, &v, u, m);
        }
        return;
    }
    let vals: Vec<(Reg, u64)> = e.copies.iter().map(|&(_, s)| (regs[s as usize], und[s as usize])).collect();
    for (&(d, _), (v, u)) in e.copies.iter().zip(vals) {
        put(regs, und, d, &v, u, m);
    }
}
