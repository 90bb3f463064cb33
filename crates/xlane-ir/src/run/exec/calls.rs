//! Registry calls (every `llvm.amdgcn.*` / `llvm.nvvm.*` cross-lane intrinsic, resolved to
//! its row at decode time) and `__syncwarp`. The semantics are the registry's; the runner
//! gathers the operands, checks NVIDIA member masks against the lanes that arrive, and
//! writes the outputs.

use xlane_core::call::{check, evaluate_checked, evaluate_checked_outputs, Arg, Site};
use xlane_core::registry::Builtin;
use xlane_core::ElemTy;

use super::sites::Recalled;
use super::*;

pub(super) fn builtin(cx: &mut Cx, regs: &mut Regs, p: &ops::Builtin) -> RResult<()> {
    if recalled_call(cx, regs, p)? {
        return Ok(());
    }
    let mut cargs = std::mem::take(&mut cx.side.call_args);
    gather(&mut cargs, regs, &p.args);
    let r = call(cx, regs, p, &cargs);
    cx.side.call_args = cargs;
    r
}

/// The registry operands of a call, gathered from the registers into `cargs`, whose
/// previous operands' storage is reused: a per-lane operand is copied once, register to
/// argument, with no temporary in between.
fn gather(cargs: &mut Vec<Arg>, regs: &Regs, args: &[BArg]) {
    cargs.resize_with(args.len(), || Arg::Imm(0));
    for (a, dst) in args.iter().zip(cargs.iter_mut()) {
        match a {
            BArg::Imm(v) => *dst = Arg::Imm(*v),
            BArg::Slots { slots, elem_bits } => {
                if matches!(dst, Arg::Imm(_)) {
                    *dst = Arg::Lanes(Lanes::splat(0));
                }
                if let Arg::Lanes(l) = dst {
                    load_lanes(l, regs, slots, *elem_bits);
                }
            }
        }
    }
}

/// `l` = the value held in `slots` (one slot, or the pieces of a wider value, lowest first).
fn load_lanes(l: &mut Lanes, regs: &Regs, slots: &[Slot], elem_bits: u32) {
    if let [s] = slots[..] {
        // registers hold canonical (zero-extended) values: one slot is already the lane word
        l.bits = *regs.get(s);
        l.undef = regs.und(s);
        return;
    }
    l.bits = [0; L];
    l.undef = 0;
    for (k, &s) in slots.iter().enumerate() {
        let v = regs.get(s);
        for i in 0..L {
            l.bits[i] |= (v[i] & mask(elem_bits)) << (k as u32 * elem_bits);
        }
        l.undef |= regs.und(s);
    }
}

/// The lanes `(call_exec, write)` of a call: those that take part, and those whose outputs
/// are written (`set.inactive` reads the active lanes and writes every lane).
fn call_lanes(cx: &Cx, which: CallLanes) -> (u64, u64) {
    // one rule for the runner and `eval`: `Exec::lanes`
    let mode = match which {
        CallLanes::Exec => xlane_core::registry::Exec::Active,
        CallLanes::SetInactive => xlane_core::registry::Exec::DefinesInactive,
    };
    mode.lanes(cx.normal, cx.exec, cx.full)
}

/// NVIDIA member masks: every alive member lane must take part. `mask(lane)` is the mask
/// operand in `lane` (`None` where undefined); `constant`: the same in every lane.
fn check_members(cx: &Cx, b: &Builtin, constant: bool, mask: impl Fn(u32) -> Option<u64>) -> RResult<()> {
    let exec = cx.exec;
    // A constant mask finds the same missing members from every lane: asking the lowest
    // executing lane (the first one reported) is enough.
    let askers = if constant { exec & exec.wrapping_neg() } else { exec };
    for lane in lanes(askers) {
        let Some(m) = mask(lane) else { continue };
        let missing = m & cx.wave.alive & !exec;
        if missing != 0 {
            return Err(lane_err(
                ErrKind::Deadlock,
                lane,
                format!("`{}`: member lanes {} of mask {m:#x} are alive but never reach this call (they wait on another path)", b.name, LaneMask(missing)),
            )
            .with_help("xlane runs divergent paths one after another and reconverges them at the immediate post-dominator; call the *_sync operation where all member lanes are converged, or narrow the mask"));
        }
    }
    Ok(())
}

/// A call whose site's last evaluation gives its outputs ([`SiteCache`]), decided and written
/// on the registers directly: no operand is gathered, a routed output is gathered from its
/// source slot into its destination. False: the general path runs the call.
fn recalled_call(cx: &mut Cx, regs: &mut Regs, p: &ops::Builtin) -> RResult<bool> {
    let (call_exec, write) = call_lanes(cx, p.lanes);
    let site = cx.sites.site(cx.func_id, cx.pc, cx.func.code.len());
    if site.checked.is_none() || site.gave_up() || !site.recall_regs(p.b, call_exec, &p.args, regs) {
        return Ok(false);
    }
    let done = apply_recalled(cx, regs, p, write)?;
    cx.side.recalled = done;
    Ok(done)
}

/// A call the caller knows to have the exec mask and steering operands of its site's
/// remembered evaluation, whose outputs [`recalled_call`] accepted under them before
/// (`reuse::Reused::route_holds`): its outputs written without comparing the operands again.
/// False: an output is undefined somewhere, and the general path must run.
pub(super) fn replay(cx: &mut Cx, regs: &mut Regs, p: &ops::Builtin) -> RResult<bool> {
    let (_, write) = call_lanes(cx, p.lanes);
    apply_recalled(cx, regs, p, write)
}

/// The outputs of the site's remembered evaluation written for this call (members checked
/// first). False when one is undefined in a written lane (the full path then records where
/// it came from).
fn apply_recalled(cx: &mut Cx, regs: &mut Regs, p: &ops::Builtin, write: u64) -> RResult<bool> {
    let &ops::Builtin { b, ref args, ref outs, member, .. } = p;
    if let Some(mi) = member {
        match &args[mi as usize] {
            BArg::Imm(m) => check_members(cx, b, true, |_| Some(*m))?,
            BArg::Slots { slots, .. } if slots.len() == 1 => {
                let s = slots[0];
                check_members(cx, b, false, |l| (regs.und(s) >> l & 1 == 0).then(|| regs.lane(s, l)))?
            }
            BArg::Slots { .. } => unreachable!("recall_regs accepts one-slot operands only"),
        }
    }
    let site = cx.sites.site(cx.func_id, cx.pc, cx.func.code.len());
    for o in outs {
        let Some(out) = site.recalled(b, args, o.output as usize) else { continue };
        match (out, o.piece) {
            (Recalled::Routed { plan, src }, None) => {
                let u = regs.und(src);
                regs.compute_und(o.slot, [src], write, |[x], r| plan.gather(x, u, r))
            }
            (Recalled::Lanes(l), None) => regs.put(o.slot, &l.bits, l.undef, write),
            (out, Some(p)) => {
                let mut l = match out {
                    Recalled::Lanes(l) => l.clone(),
                    Recalled::Routed { plan, src } => {
                        let mut l = Lanes::splat(0);
                        l.undef = plan.gather(regs.get(src), regs.und(src), &mut l.bits);
                        l
                    }
                };
                cut_piece(&mut l.bits, p);
                regs.put(o.slot, &l.bits, l.undef, write);
            }
        }
    }
    // An undefined result: the full path records where it came from (`super::trace`).
    if outs.iter().any(|o| regs.und(o.slot) & write != 0) {
        return Ok(false);
    }
    if !cx.side.undef_from.is_empty() {
        for o in outs {
            cx.side.undef_from.remove(&(cx.func_id, o.slot));
        }
    }
    Ok(true)
}

/// The route table compiled code gathers the registry call at `pc` with
/// (`jit::Plain::Route`), under the exec mask `cx.exec`: its site's remembered evaluation gives
/// the call's output (the same exec mask and steering operands; `known`: the caller knows they
/// are, `reuse::Reused::route_holds`), that output gathers lanes of the exec mask from the
/// call's one moved operand, and every member lane has arrived. False: the call must take the
/// general path, which evaluates it (and remembers it for the next time) or reports what is
/// wrong. The table is kept with the site's evaluation, so a wave under the same exec mask
/// copies it.
pub(super) fn compiled_route(cx: &mut Cx, regs: &Regs, pc: u32, known: bool, table: &mut crate::tiers::jit::RouteTable) -> bool {
    let Op::Builtin(ops::Builtin { b, args, outs, lanes, .. }) = &cx.func.code[pc as usize].op else { return false };
    let ([out], CallLanes::Exec) = (outs.as_slice(), lanes) else { return false };
    if !route_members_arrived(cx, pc) {
        return false;
    }
    let (call_exec, _) = call_lanes(cx, *lanes);
    let exec = cx.exec;
    let site = cx.sites.site(cx.func_id, pc, cx.func.code.len());
    if site.checked.is_none() || !(known || site.recall_regs(b, call_exec, args, regs)) {
        return false;
    }
    if let Some((e, t)) = &site.table {
        if *e == exec {
            *table = **t;
            return true;
        }
    }
    // the operand moved, not a steering one
    let steer = b.steer.unwrap_or(0);
    let moved = args.iter().enumerate().find_map(|(k, a)| match a {
        BArg::Slots { slots, .. } if slots.len() == 1 && steer >> k.min(31) & 1 == 0 => Some(slots[0]),
        _ => None,
    });
    let Some(Recalled::Routed { plan, src }) = site.recalled(b, args, out.output as usize) else { return false };
    let Some(t) = plan.gather_within(exec).filter(|_| Some(src) == moved) else { return false };
    *table = crate::tiers::jit::RouteTable::of(t, exec);
    site.table = Some((exec, Box::new(*table)));
    true
}

/// Whether every member lane of the route at `pc` (a constant member mask) has arrived, as
/// compiled code needs (false: the general path reports the deadlock).
pub(super) fn route_members_arrived(cx: &Cx, pc: u32) -> bool {
    let Op::Builtin(ops::Builtin { b, args, member, .. }) = &cx.func.code[pc as usize].op else { return false };
    match member.map(|mi| &args[mi as usize]) {
        None => true,
        Some(BArg::Imm(m)) => check_members(cx, b, true, |_| Some(*m)).is_ok(),
        Some(_) => false,
    }
}

fn call(cx: &mut Cx, regs: &mut Regs, p: &ops::Builtin, cargs: &[Arg]) -> RResult<()> {
    let &ops::Builtin { b, ty, ref outs, member, lanes: which, .. } = p;
    if let Some(mi) = member {
        check_members(cx, b, matches!(cargs[mi as usize], Arg::Imm(_)), |l| cargs[mi as usize].get(l))?;
    }
    let (call_exec, write) = call_lanes(cx, which);
    let site = Site { target: cx.info.target, wave: cx.info.wave, exec: call_exec, policy: cx.info.policy };
    let remembered = cx.sites.site(cx.func_id, cx.pc, cx.func.code.len());
    // The check depends on the site, the target and the wave only, all fixed for this launch
    // (call::evaluate_checked): once per call site is enough.
    let checked = match remembered.checked {
        Some(c) => c,
        None => *remembered.checked.insert(check(b, &site, cargs)?),
    };
    // a site that gave up (its operands never repeat) is neither compared nor remembered
    let keeps = !remembered.gave_up();
    if keeps {
        let mut recalled = std::mem::take(&mut cx.side.call_outs);
        if remembered.recall(b, site.exec, cargs, &mut recalled) {
            let outputs = CallOutputs::Recalled(&recalled);
            remember_undef(cx, checked, ty, &site, cargs, outs, outputs, write);
            write_outputs(regs, outs, outputs, write);
            cx.side.call_outs = recalled;
            return Ok(());
        }
        cx.side.call_outs = recalled;
    }
    // read where the semantics left them: from there into the registers, then to the site
    // (borrowed in the result, not moved out with `?`: a move copies the inline output's 740 bytes)
    let res = evaluate_checked_outputs(checked, ty, &site, cargs);
    let evaluated = match res {
        Ok(ref o) => o,
        Err(e) => return Err(e.into()),
    };
    let outputs = CallOutputs::Evaluated(evaluated);
    remember_undef(cx, checked, ty, &site, cargs, outs, outputs, write);
    write_outputs(regs, outs, outputs, write);
    if keeps {
        cx.sites.remember(cx.func_id, cx.pc, site.exec, cargs, evaluated);
    }
    Ok(())
}

/// The outputs of a registry call: its site's remembered ones, or a fresh evaluation's.
#[derive(Clone, Copy)]
enum CallOutputs<'a> {
    Recalled(&'a [Lanes]),
    Evaluated(&'a [xlane_core::semantics::Output]),
}

impl<'a> CallOutputs<'a> {
    fn get(self, k: u8) -> Option<&'a Lanes> {
        match self {
            CallOutputs::Recalled(l) => l.get(k as usize),
            CallOutputs::Evaluated(o) => o.get(k as usize).map(|o| &o.lanes),
        }
    }
}

/// Write a call's outputs into their register slots (lanes `write`), a piece of an output
/// shifted down and masked to its width.
fn write_outputs(regs: &mut Regs, outs: &[BOut], outputs: CallOutputs, write: u64) {
    for o in outs {
        let Some(out) = outputs.get(o.output) else { continue };
        let Some(p) = o.piece else {
            regs.put(o.slot, &out.bits, out.undef, write);
            continue;
        };
        let mut r = out.bits;
        cut_piece(&mut r, p);
        regs.put(o.slot, &r, out.undef, write);
    }
}

/// Each lane's word cut down to piece `p` of it (a pair's half, a vector's element).
fn cut_piece(bits: &mut [u64; L], p: Piece) {
    let (sh, pb) = (p.index as u32 * p.bits as u32, p.bits as u32);
    for x in bits.iter_mut() {
        *x = (*x >> sh) & mask(pb);
    }
}

/// Remember the outputs that are undefined in lanes the call writes, with the semantics'
/// record of each lane, so that a store of the value can say where it came from
/// (`super::trace`). Only calls that produce undefined lanes pay for it.
#[allow(clippy::too_many_arguments)]
fn remember_undef(cx: &mut Cx, checked: xlane_core::call::Checked, ty: ElemTy, site: &Site, cargs: &[Arg], outs: &[BOut], outputs: CallOutputs, write: u64) {
    let b = checked.builtin();
    let undef = |o: &BOut| outputs.get(o.output).map_or(0, |l| l.undef & write);
    if outs.iter().all(|o| undef(o) == 0) {
        if cx.side.undef_from.is_empty() {
            return;
        }
        for o in outs {
            cx.side.undef_from.remove(&(cx.func_id, o.slot));
        }
        return;
    }
    let routes: Vec<Option<xlane_core::semantics::Route>> = match outputs {
        CallOutputs::Evaluated(o) => o.iter().map(|o| o.route.clone()).collect(),
        CallOutputs::Recalled(_) => match evaluate_checked(checked, ty, site, cargs) {
            Ok(r) => r.outputs.into_iter().map(|o| o.route).collect(),
            Err(_) => vec![],
        },
    };
    for o in outs {
        let u = undef(o);
        if u == 0 {
            cx.side.undef_from.remove(&(cx.func_id, o.slot));
            continue;
        }
        let route = routes.get(o.output as usize).cloned().flatten();
        cx.side.undef_from.insert((cx.func_id, o.slot), super::trace::UndefSite { pc: cx.pc, b, undef: u, route });
    }
}

/// `__syncwarp(mask)`: every member lane that is alive must arrive here.
pub(super) fn warp_sync(cx: &mut Cx, regs: &mut Regs, m: Slot) -> RResult<()> {
    let exec = cx.exec;
    for lane in lanes(exec) {
        let mv = regs.lane(m, lane);
        let missing = mv & cx.wave.alive & !exec & cx.full;
        if missing != 0 {
            return Err(lane_err(ErrKind::Deadlock, lane, format!("`__syncwarp({mv:#x})`: member lanes {} never arrive here", LaneMask(missing))));
        }
    }
    Ok(())
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Builtin(p) |cx, regs, exec| => builtin(cx, regs, p)?);
step!(WarpSync { mask } |cx, regs, exec| => calls::warp_sync(cx, regs, *mask)?);
