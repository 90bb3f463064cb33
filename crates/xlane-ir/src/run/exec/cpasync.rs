//! `cp.async` (PTX ISA "cp.async", "cp.async.commit_group", "cp.async.wait_group"): the
//! registry row checks availability; the copy and the per-thread group bookkeeping are the
//! runner's memory model. The copy lands at issue; reading its destination before the
//! thread's matching wait is flagged like an undefined value (see `memops::load`).

use xlane_core::call::{check, Arg, Site};
use xlane_core::registry::Builtin;

use super::*;

#[derive(Debug, Clone, Copy)]
pub(super) struct CpPending {
    pub(super) lane: u32,
    /// The commit group, once committed.
    pub(super) group: Option<u32>,
    pub(super) lds: u64,
    pub(super) len: u64,
}

fn site<'p>(cx: &Cx<'p, '_, '_>) -> Site<'p> {
    Site { target: cx.info.target, wave: cx.info.wave, exec: cx.exec, policy: cx.info.policy }
}

/// Issue the copy of `size` bytes (`src_size` read, the rest zero-filled) for every lane.
pub(super) fn copy(cx: &mut Cx, regs: &mut Regs, p: &ops::CpAsync) -> RResult<()> {
    let &ops::CpAsync { b, dst, src, size, src_size } = p;
    let (d, s) = (Arg::Lanes(regs.lanes(dst)), Arg::Lanes(regs.lanes(src)));
    match src_size {
        Some(ss) => check(b, &site(cx), &[d, s, Arg::Lanes(regs.lanes(ss))])?,
        None => check(b, &site(cx), &[d, s])?,
    };
    cx.mem.at(cx.func_id, cx.pc);
    for lane in lanes(cx.exec) {
        let (d, s) = (regs.lane(dst, lane), regs.lane(src, lane));
        let n = match src_size {
            Some(ss) => regs.lane(ss, lane),
            None => size as u64,
        };
        if n > size as u64 {
            return Err(lane_err(ErrKind::OutOfBounds, lane, format!("cp.async src-size {n} exceeds the copy size {size}")));
        }
        check_align(d, size, size, lane)?;
        check_align(s, size, size, lane)?;
        // PTX: the bytes past src-size are zero-filled
        for k in 0..size as u64 {
            let (v, u) = if k < n { cx.mem.read(resolve(AddrSpace::Global, s + k), 1, lane).map_err(|e| with_lane(e, lane))? } else { (0, false) };
            cx.mem.write(resolve(AddrSpace::Shared, d + k), 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
        }
        let lds = match resolve(AddrSpace::Shared, d) {
            crate::run::mem::Loc::Lds(o) => o,
            _ => 0,
        };
        cx.side.cp_pending.push(CpPending { lane, group: None, lds, len: size as u64 });
    }
    Ok(())
}

/// `commit_group`: the lanes' uncommitted copies form their next group.
pub(super) fn commit(cx: &mut Cx, b: &'static Builtin) -> RResult<()> {
    check(b, &site(cx), &[])?;
    let side = &mut *cx.side;
    for lane in lanes(cx.exec) {
        let g = side.cp_groups[lane as usize];
        side.cp_groups[lane as usize] += 1;
        for p in side.cp_pending.iter_mut().filter(|p| p.lane == lane && p.group.is_none()) {
            p.group = Some(g);
        }
    }
    Ok(())
}

/// `wait_group n` (`Some(n)`): all but the n most recent committed groups are complete;
/// `wait_all` (`None`): every copy, committed or not.
pub(super) fn wait(cx: &mut Cx, b: &'static Builtin, n: Option<u32>) -> RResult<()> {
    match n {
        Some(k) => check(b, &site(cx), &[Arg::Imm(k as u64)])?,
        None => check(b, &site(cx), &[])?,
    };
    let exec = cx.exec;
    let groups = cx.side.cp_groups;
    cx.side.cp_pending.retain(|p| {
        if exec >> p.lane & 1 == 0 {
            return true;
        }
        match (n, p.group) {
            (None, _) => false,
            (Some(_), None) => true,
            (Some(k), Some(g)) => g + k >= groups[p.lane as usize],
        }
    });
    Ok(())
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(CpAsync(p) |cx, regs, exec| => copy(cx, regs, p)?);
step!(CpAsyncCommit { b } |cx, regs, exec| => cpasync::commit(cx, b)?);
step!(CpAsyncWait { b, n } |cx, regs, exec| => cpasync::wait(cx, b, *n)?);
