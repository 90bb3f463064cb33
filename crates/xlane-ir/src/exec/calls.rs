//! Registry calls (every `llvm.amdgcn.*` / `llvm.nvvm.*` cross-lane intrinsic, resolved to
//! its row at decode time) and `__syncwarp`. The semantics are the registry's; the runner
//! gathers the operands, checks NVIDIA member masks against the lanes that arrive, and
//! writes the outputs.

use xlane_core::call::{check, evaluate_checked, Arg, Site};
use xlane_core::registry::Builtin;
use xlane_core::ElemTy;

use super::sites::Recalled;
use super::*;

#[allow(clippy::too_many_arguments)]
pub(super) fn builtin(cx: &mut Cx, regs: &mut Regs, b: &'static Builtin, ty: ElemTy, args: &[BArg], outs: &[BOut], member: Option<u8>, which: CallLanes) -> RResult<()> {
    if recalled_call(cx, regs, b, args, outs, member, which)? {
        return Ok(());
    }
    let mut cargs = std::mem::take(&mut cx.side.call_args);
    cargs.clear();
    for a in args {
        cargs.push(match a {
            BArg::Imm(v) => Arg::Imm(*v),
            // registers hold canonical (zero-extended) values: one slot is already the lane word
            BArg::Slots { slots, .. } if slots.len() == 1 => Arg::Lanes(regs.lanes(slots[0])),
            BArg::Slots { slots, elem_bits } => {
                let mut l = Lanes::splat(0);
                let mut u = 0;
                for (k, &s) in slots.iter().enumerate() {
                    let v = regs.get(s);
                    for i in 0..L {
                        l.bits[i] |= (v[i] & mask(*elem_bits)) << (k as u32 * elem_bits);
                    }
                    u |= regs.und(s);
                }
                l.undef = u;
                Arg::Lanes(l)
            }
        });
    }
    let r = call(cx, regs, b, ty, &cargs, outs, member, which);
    cx.side.call_args = cargs;
    r
}

/// The lanes `(call_exec, write)` of a call: those that take part, and those whose outputs
/// are written (`set.inactive` reads the active lanes and writes every lane).
fn call_lanes(cx: &Cx, which: CallLanes) -> (u64, u64) {
    match which {
        CallLanes::Exec => (cx.exec, cx.exec),
        CallLanes::SetInactive => (cx.normal, cx.full),
    }
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
#[allow(clippy::too_many_arguments)]
fn recalled_call(cx: &mut Cx, regs: &mut Regs, b: &'static Builtin, args: &[BArg], outs: &[BOut], member: Option<u8>, which: CallLanes) -> RResult<bool> {
    let (call_exec, write) = call_lanes(cx, which);
    let site = cx.sites.site(cx.func_id, cx.pc, cx.func.code.len());
    if site.checked.is_none() || !site.recall_regs(b, call_exec, args, regs) {
        return Ok(false);
    }
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
                let (sh, pb) = (p.index as u32 * p.bits as u32, p.bits as u32);
                for x in l.bits.iter_mut() {
                    *x = (*x >> sh) & mask(pb);
                }
                regs.put(o.slot, &l.bits, l.undef, write);
            }
        }
    }
    Ok(true)
}

#[allow(clippy::too_many_arguments)]
fn call(cx: &mut Cx, regs: &mut Regs, b: &'static Builtin, ty: ElemTy, cargs: &[Arg], outs: &[BOut], member: Option<u8>, which: CallLanes) -> RResult<()> {
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
    let mut lanes = std::mem::take(&mut cx.side.call_outs);
    if !remembered.recall(b, site.exec, cargs, &mut lanes) {
        let res = match evaluate_checked(checked, ty, &site, cargs) {
            Ok(r) => r,
            Err(e) => {
                cx.side.call_outs = lanes;
                return Err(e.into());
            }
        };
        remembered.remember(site.exec, cargs, &res.outputs);
        lanes.clear();
        lanes.extend(res.outputs.into_iter().map(|o| o.lanes));
    }
    for o in outs {
        let Some(out) = lanes.get(o.output as usize) else { continue };
        let mut r = out.bits;
        if let Some(p) = o.piece {
            let (sh, pb) = (p.index as u32 * p.bits as u32, p.bits as u32);
            for x in r.iter_mut() {
                *x = (*x >> sh) & mask(pb);
            }
        }
        regs.put(o.slot, &r, out.undef, write);
    }
    cx.side.call_outs = lanes;
    Ok(())
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
