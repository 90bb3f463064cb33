//! The accumulators of `wgmma`s in flight: reading one before the `wgmma.wait_group` that
//! completes its group is undefined (PTX ISA 9.7.15.7.3 `wgmma.wait_group`: the accumulator
//! registers of a `wgmma.mma_async` may be accessed only after a wait on a group that includes
//! it; 9.7.15.7.1 `wgmma.fence` exempts "accumulator register accesses across multiple
//! wgmma.mma_async instructions of the same shape", and says of the rest "Otherwise, the
//! behavior is undefined").
//!
//! The warp keeps the registers (function, slot) that hold a D of a `wgmma` whose group is not
//! complete. A copy of one (`extractvalue`, an inline asm's tied operand, a bitcast that splits
//! it into halves) is one too: it names the same PTX register or its halves. A `wgmma` of the same shape may take one as its C; any other op that
//! reads one is a `race` (a warning, or under `--strict` the error that stops the run) naming
//! the reading line and the `wgmma`'s. The wait that completes the group frees its registers.
//! Part of the `race` check (`--check none` turns it off).
//! While any is in flight the driver runs the general step only (`exec/mod.rs`), so every read
//! passes [`check`].

use super::*;

/// A register holding a D of a `wgmma` in flight.
#[derive(Debug, Clone)]
pub(super) struct Live {
    func: u32,
    slot: Slot,
    /// The commit group, once committed.
    group: Option<u32>,
    /// The `wgmma`'s pc, and its shape (N, K).
    pc: u32,
    shape: (u32, u32),
}

fn find(cx: &Cx, s: Slot) -> Option<Live> {
    cx.side.wg_live.iter().find(|l| l.func == cx.func_id && l.slot == s).cloned()
}

fn forget(cx: &mut Cx, s: Slot) {
    let f = cx.func_id;
    cx.side.wg_live.retain(|l| !(l.func == f && l.slot == s));
}

/// `wgmma` `p` issued: its D registers are in flight (tracked under the `race` check only).
pub(super) fn issued(cx: &mut Cx, p: &ops::Wgmma) {
    if !cx.info.checks.race {
        return;
    }
    for &d in &p.d {
        forget(cx, d);
        cx.side.wg_live.push(Live { func: cx.func_id, slot: d, group: None, pc: cx.pc, shape: (p.form.n, p.form.k) });
    }
}

/// `wgmma.commit_group`: the uncommitted ones join group `g`.
pub(super) fn committed(cx: &mut Cx, g: u32) {
    for l in cx.side.wg_live.iter_mut().filter(|l| l.group.is_none()) {
        l.group = Some(g);
    }
}

/// `wgmma.wait_group`: every group below `done_below` is complete.
pub(super) fn completed(cx: &mut Cx, done_below: u32) {
    cx.side.wg_live.retain(|l| l.group.is_none_or(|g| g >= done_below));
}

/// Before `op` runs while accumulators are in flight: a copy carries the mark, a `wgmma` of
/// the same shape may accumulate into one, any other read is reported; a register the op
/// writes holds something else afterwards.
pub(super) fn check(cx: &mut Cx, op: &Op) -> RResult<()> {
    match op {
        // moves of the register's bits (`extractvalue`, a tied asm operand, a bitcast to
        // `<2 x half>`): the same PTX register, or its halves
        Op::Copy(_) | Op::Repack(_) => {
            if let Some(l) = op.read_slots().into_iter().find_map(|s| find(cx, s)) {
                for d in op.written_slots() {
                    forget(cx, d);
                    cx.side.wg_live.push(Live { slot: d, ..l.clone() });
                }
            }
            return Ok(());
        }
        Op::Wgmma(p) => {
            let shape = (p.form.n, p.form.k);
            let bad = p.c.iter().filter_map(|&s| find(cx, s)).find(|l| l.shape != shape).or_else(|| p.a.iter().find_map(|&s| find(cx, s)));
            return match bad {
                Some(l) => report(cx, &l),
                None => Ok(()),
            };
        }
        _ => {}
    }
    if let Some(l) = op.read_slots().into_iter().find_map(|s| find(cx, s)) {
        report(cx, &l)?;
    }
    for s in op.written_slots() {
        forget(cx, s);
    }
    Ok(())
}

/// The finding: a warning (once per op and wave), or under `--strict` the error.
fn report(cx: &mut Cx, l: &Live) -> RResult<()> {
    let line = cx.func.code.get(l.pc as usize).map(|d| d.line).unwrap_or(0);
    let msg = format!(
        "reads an accumulator register of the wgmma at line {line} before the wgmma.wait_group that completes its group: PTX leaves the value undefined (xlane has the wgmma's result there)"
    );
    let help = "wait for the wgmma's group (wgmma.wait_group) before using its accumulators";
    let lane = cx.exec.trailing_zeros().min(63);
    if cx.info.strict {
        return Err(lane_err(ErrKind::Race, lane, msg).with_help(help));
    }
    if cx.side.wg_reported.contains(&(cx.func_id, cx.pc)) {
        return Ok(());
    }
    cx.side.wg_reported.push((cx.func_id, cx.pc));
    if cx.warnings.len() < 1000 {
        let at = op_location(cx.info, cx.func_id, cx.pc, cx.wave.block_idx, cx.wave.index, lane);
        cx.warnings.push(Warning { kind: ErrKind::Race, message: msg, at, origin: None, related: None });
    }
    Ok(())
}
