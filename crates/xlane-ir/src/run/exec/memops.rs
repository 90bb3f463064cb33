//! Memory ops: loads, stores, atomics, `memcpy`, `memset`. Every access is bounds-checked and
//! alignment-checked lane by lane in increasing lane order (`crate::run::mem`), the reference;
//! loads and stores first try the whole wave at once (`Mem::reach`), which serves them only
//! when no lane could fail, and otherwise leaves them to the lane-by-lane path.

use super::*;
use crate::run::check::race::{self, AccessKind};
use crate::run::mem::{Access, Ptrs, Run};

/// racecheck (`crate::run::check::lds_race`): the lanes of `cx.exec` access `len` bytes at `ptr`
/// in `space`; a shared-memory byte another wave touched in this barrier epoch, in a way
/// that conflicts, is a race (reported once per pair of ops and block). Run before the access
/// (a load may overwrite its pointer's slot); nothing to do when the check is off, the block
/// has one wave, or the space cannot be shared memory.
fn lds_race(cx: &mut Cx, regs: &Regs, ptr: Slot, space: AddrSpace, len: u32, kind: AccessKind, stored: &[MemComp]) -> RResult<()> {
    if !cx.checks.lds_race.on || matches!(space, AddrSpace::Global | AddrSpace::Constant | AddrSpace::Private) {
        return Ok(());
    }
    let who = crate::run::check::lds_race::Who { func: cx.func_id, pc: cx.pc, wave: cx.wave.index as u16, lane: 0, atomic: kind == AccessKind::Atomic };
    let mut todo = cx.exec & !regs.und(ptr);
    // lanes at a stride through whole words: one loop over their cells (`touch_lanes`), up to
    // each lane that finds a race; the rest, or any other access, lane by lane
    while todo != 0 {
        let Some((first, stride)) = lds_run(regs.get(ptr), todo, space) else { break };
        match cx.checks.lds_race.touch_lanes(first, stride, len, todo, who, kind) {
            None => break,
            Some(None) => return Ok(()),
            Some(Some(lane)) => {
                let off = first + (lane - todo.trailing_zeros()) as u64 * stride;
                todo &= !(u64::MAX >> (63 - lane));
                lds_race_found(cx, regs, stored, off, len, lane, kind)?;
            }
        }
    }
    for lane in lanes(todo) {
        let crate::run::mem::Loc::Lds(off) = resolve(space, regs.lane(ptr, lane)) else { continue };
        if cx.checks.lds_race.touch(off, len, crate::run::check::lds_race::Who { lane: lane as u8, ..who }, kind) {
            lds_race_found(cx, regs, stored, off, len, lane, kind)?;
        }
    }
    Ok(())
}

/// The LDS offset of the lowest lane of `lanes` and the stride when their pointers `base`
/// (defined) form a run into shared memory with no lane's offset past 2³² (`Run::of`;
/// `LdsShadow::touch_lanes` bounds the offsets below the LDS size, under 2³², so the run's
/// lanes are the offsets `resolve` gives).
fn lds_run(base: &crate::tiers::lanewise::Reg, lanes: u64, space: AddrSpace) -> Option<(u64, u64)> {
    let (first, stride) = crate::run::mem::Run::of(base, lanes)?.first_and_stride();
    let lds = space == AddrSpace::Shared || first >> 32 == crate::run::mem::LDS_APERTURE >> 32;
    lds.then_some((first & 0xffff_ffff, stride))
}

/// Lane `lane`'s access of `len` bytes at LDS offset `off` found the race that
/// `LdsShadow::race` names: report it, unless a store writes the value the bytes hold or the
/// pair of ops was reported in this block.
#[allow(clippy::too_many_arguments)]
fn lds_race_found(cx: &mut Cx, regs: &Regs, stored: &[MemComp], off: u64, len: u32, lane: u32, kind: AccessKind) -> RResult<()> {
    let Some((first, k)) = cx.checks.lds_race.race() else { return Ok(()) };
    let who = crate::run::check::lds_race::Who { func: cx.func_id, pc: cx.pc, wave: cx.wave.index as u16, lane: lane as u8, atomic: kind == AccessKind::Atomic };
    if (!stored.is_empty() && same_value(cx, regs, stored, off, lane)) || !cx.checks.lds_race.first_report(&first, &who) {
        return Ok(());
    }
    let block = cx.wave.block_idx;
    let at = |w: crate::run::check::lds_race::Who, kind| race::Access { func: w.func, pc: w.pc, block, wave: w.wave as u32, lane: w.lane as u32, kind };
    let r = race::Race { space: race::Space::Shared, byte: format!("shared memory bytes {off:#x}..{:#x}", off + len as u64), first: at(first, k), second: at(who, kind) };
    r.report(cx.info, cx.warnings)
}

/// A store of lane `lane` at LDS offset `off` writes the defined values its bytes already hold.
fn same_value(cx: &mut Cx, regs: &Regs, stored: &[MemComp], off: u64, lane: u32) -> bool {
    stored.iter().all(|c| {
        let n = c.ty.bytes();
        let new = regs.lane(c.slot, lane) & c.ty.mask();
        regs.und(c.slot) >> lane & 1 == 0 && matches!(cx.mem.peek(crate::run::mem::Loc::Lds(off + c.offset as u64), n, lane), Ok((old, false)) if old & c.ty.mask() == new)
    })
}

/// The address of a lane's access through `ptr`, which must be defined.
fn address(regs: &Regs, ptr: Slot, lane: u32, what: &str) -> RResult<u64> {
    if regs.und(ptr) >> lane & 1 != 0 {
        return Err(lane_err(ErrKind::UndefinedValue, lane, format!("{what} through an undefined pointer")));
    }
    Ok(regs.lane(ptr, lane))
}

pub(super) fn load(cx: &mut Cx, regs: &mut Regs, p: &ops::Load) -> RResult<()> {
    let &ops::Load { ref comps, ptr, space, align, size } = p;
    load_comps(cx, regs, comps, ptr, space, align, size)
}

/// The lanes of `exec` whose guard is true; a lane whose guard is undefined stops the run
/// (as a branch on an undefined condition does).
fn guarded(cx: &Cx, regs: &Regs, guard: Slot) -> RResult<u64> {
    let und = regs.und(guard) & cx.exec;
    if und != 0 {
        let lane = und.trailing_zeros();
        return Err(lane_err(ErrKind::UndefinedValue, lane, format!("lane {lane}'s guard of a predicated memory access is undefined")));
    }
    Ok(lanes(cx.exec).filter(|&l| regs.lane(guard, l) & 1 != 0).fold(0, |m, l| m | 1 << l))
}

/// Run `f` with the op's lanes narrowed to those whose guard holds.
fn with_guard(cx: &mut Cx, regs: &mut Regs, guard: Slot, f: impl FnOnce(&mut Cx, &mut Regs) -> RResult<()>) -> RResult<()> {
    let exec = cx.exec;
    cx.exec = guarded(cx, regs, guard)?;
    let r = if cx.exec == 0 { Ok(()) } else { f(cx, regs) };
    cx.exec = exec;
    r
}

/// `RefuseIf`: the first lane whose condition holds stops the run.
fn refuse_if(cx: &Cx, regs: &Regs, c: Slot, what: &str) -> RResult<()> {
    match lanes(cx.exec).find(|&l| regs.und(c) >> l & 1 == 0 && regs.lane(c, l) & 1 != 0) {
        Some(lane) => Err(lane_err(ErrKind::Unsupported, lane, format!("lane {lane}: {what}"))),
        None => Ok(()),
    }
}

#[allow(clippy::too_many_arguments)]
fn load_comps(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    if cx.mem.has_origins() || !cx.side.mem_from.is_empty() {
        return load_noting_origins(cx, regs, comps, ptr, space, align, size);
    }
    load_comps_in(cx, regs, comps, ptr, space, align, size)
}

/// [`load_comps`] while some undefined LDS or private byte has a known origin, or a load's
/// result slot remembers one: the load, then [`loaded_origins`] (the pointers copied first:
/// the load may overwrite its pointer's slot).
#[cold]
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn load_noting_origins(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    let ptrs = cx.mem.has_origins().then(|| *regs.get(ptr));
    load_comps_in(cx, regs, comps, ptr, space, align, size)?;
    loaded_origins(cx, regs, comps, space, ptrs.as_ref());
    Ok(())
}

/// After a load: the lanes that read undefined LDS or private bytes with a known origin
/// (`mem::origins`) remember it for their result slots (`trace::MemSite`); an earlier
/// record of these slots no longer holds.
#[cold]
fn loaded_origins(cx: &mut Cx, regs: &Regs, comps: &[MemComp], space: AddrSpace, ptrs: Option<&Reg>) {
    for c in comps {
        cx.side.mem_from.remove(&(cx.func_id, c.slot));
        let (Some(p), und) = (ptrs, regs.und(c.slot) & cx.exec) else { continue };
        let mut site = trace::MemSite { lanes: 0, origins: vec![] };
        for lane in lanes(und) {
            let loc = resolve(space, p[lane as usize].wrapping_add(c.offset as u64));
            if let Some(o) = cx.mem.origin_of(loc, c.ty.bytes(), lane) {
                let mut o = (*o).clone();
                o.reason = format!("{}, loaded at line {} by lane {lane}", o.reason, cx.inst.line);
                site.lanes |= 1 << lane;
                site.origins.push((lane, std::sync::Arc::new(o)));
            }
        }
        if site.lanes != 0 {
            cx.side.mem_from.insert((cx.func_id, c.slot), site);
        }
    }
}

#[inline]
#[allow(clippy::too_many_arguments)]
fn load_comps_in(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    lds_race(cx, regs, ptr, space, size, AccessKind::Read, &[])?;
    cx.mem.at(cx.func_id, cx.pc);
    if cx.side.cp_pending.is_empty() && load_wave(cx.mem, regs, comps, ptr, space, align, cx.exec, &mut cx.side.comp_vals) {
        return Ok(());
    }
    let exec = cx.exec;
    let mut vals = std::mem::take(&mut cx.side.comp_vals);
    let mut unds = std::mem::take(&mut cx.side.comp_und);
    vals.clear();
    vals.resize(comps.len(), [0; L]);
    unds.clear();
    unds.resize(comps.len(), 0);
    let pending = std::mem::take(&mut cx.side.cp_pending);
    let r = (|| {
        load_each(cx.mem, regs, comps, ptr, space, align, size, exec, &mut vals, &mut unds, |lane, addr| {
            // a read of shared memory that a lane's `cp.async` may still be writing
            if let (false, crate::run::mem::Loc::Lds(o)) = (pending.is_empty(), resolve(space, addr)) {
                if let Some(p) = pending.iter().find(|p| o < p.lds + p.len && p.lds < o + size as u64) {
                    let msg = format!("lane {lane} reads shared memory that lane {}'s cp.async has not been waited for", p.lane);
                    // `Cx::report_undef` without a value to trace (its fields, as `mem` is lent out)
                    let at = here(cx.info, cx.func, cx.inst, cx.wave.block_idx, cx.wave.index, lane);
                    report_undef(cx.info, cx.warnings, at, msg, None)?;
                }
            }
            Ok(())
        })?;
        for (k, c) in comps.iter().enumerate() {
            regs.put(c.slot, &vals[k], unds[k], exec);
        }
        Ok(())
    })();
    cx.side.cp_pending = pending;
    cx.side.comp_vals = vals;
    cx.side.comp_und = unds;
    r
}

/// The reference load, lane by lane in increasing lane order: each lane's pointer checks,
/// then `before` (the pending `cp.async` check), then its reads. Values and undefined lanes
/// go to `vals` and `unds` (one per component); the first failing lane's error stops it.
#[allow(clippy::too_many_arguments)]
fn load_each(
    mem: &mut Mem,
    regs: &Regs,
    comps: &[MemComp],
    ptr: Slot,
    space: AddrSpace,
    align: u32,
    size: u32,
    exec: u64,
    vals: &mut [Reg],
    unds: &mut [u64],
    mut before: impl FnMut(u32, u64) -> RResult<()>,
) -> RResult<()> {
    for lane in lanes(exec) {
        let addr = address(regs, ptr, lane, "load")?;
        check_align(addr, align, size, lane)?;
        before(lane, addr)?;
        for (k, c) in comps.iter().enumerate() {
            let loc = resolve(space, addr.wrapping_add(c.offset as u64));
            let (v, u) = mem.read(loc, c.ty.bytes(), lane).map_err(|e| with_lane(e, lane))?;
            vals[k][lane as usize] = v & c.ty.mask();
            unds[k] |= (u as u64) << lane;
        }
    }
    Ok(())
}

/// A load of the whole wave at once ([`Mem::reach`]), straight into the destination slots;
/// false when a lane needs the lane-by-lane path (an error to report, an access the fast
/// path does not cover), before anything is written. The caller has checked that no
/// `cp.async` is pending. `temp`: a reused buffer for loads of several components.
#[allow(clippy::too_many_arguments)]
fn load_wave(mem: &mut Mem, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64, temp: &mut Vec<Reg>) -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { load_wave_avx2(mem, regs, comps, ptr, space, align, exec, temp) };
    }
    load_wave_in(mem, regs, comps, ptr, space, align, exec, temp)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[allow(clippy::too_many_arguments)]
unsafe fn load_wave_avx2(mem: &mut Mem, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64, temp: &mut Vec<Reg>) -> bool {
    load_wave_in(mem, regs, comps, ptr, space, align, exec, temp)
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn load_wave_in(mem: &mut Mem, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64, temp: &mut Vec<Reg>) -> bool {
    if regs.und(ptr) & exec != 0 {
        return false;
    }
    // the pointers of a gather are copied: the destination may be the pointer's slot
    let copy: Reg;
    let ptrs = match Run::of(regs.get(ptr), exec) {
        Some(run) => Ptrs::Run(run),
        None => {
            copy = *regs.get(ptr);
            Ptrs::Each(&copy)
        }
    };
    let access = |c: &MemComp| Access { off: c.offset as u64, exec, len: c.ty.bytes(), align };
    if let [c] = comps {
        let mut unwritten = None;
        {
            let Some(reach) = mem.reach(space, ptrs, &access(c), true) else { return false };
            // in place when only the access's lanes are written (a closure into the slot,
            // `Regs::compute_und`, would not be inlined here and would lose the AVX2 build)
            let unw = if reach.writes_only_its_lanes() {
                let (u, unw) = reach.read(c.ty.mask(), regs.lanes_mut(c.slot, exec));
                regs.set_und(c.slot, u, exec);
                unw
            } else {
                let mut r = [0u64; L];
                let (u, unw) = reach.read(c.ty.mask(), &mut r);
                regs.put(c.slot, &r, u, exec);
                unw
            };
            if unw != 0 {
                reach.note_unwritten(unw, &mut unwritten);
            }
        }
        if let Some(u) = unwritten {
            crate::run::check::init::Unwritten::note(&mut mem.unwritten, u.space, u.lo, u.hi, u.lanes);
        }
        return true;
    }
    // several components: all read before any is written (the lane-by-lane path may follow)
    if temp.len() < comps.len() {
        temp.resize(comps.len(), [0; L]);
    }
    let mut unds = [0u64; 16];
    if comps.len() > unds.len() {
        return false;
    }
    let mut unwritten = None;
    for (k, c) in comps.iter().enumerate() {
        let Some(reach) = mem.reach(space, ptrs, &access(c), true) else { return false };
        let unw;
        (unds[k], unw) = reach.read(c.ty.mask(), &mut temp[k]);
        if unw != 0 {
            reach.note_unwritten(unw, &mut unwritten);
        }
    }
    for (k, c) in comps.iter().enumerate() {
        regs.put(c.slot, &temp[k], unds[k], exec);
    }
    if let Some(u) = unwritten {
        crate::run::check::init::Unwritten::note(&mut mem.unwritten, u.space, u.lo, u.hi, u.lanes);
    }
    true
}

pub(super) fn store(cx: &mut Cx, regs: &mut Regs, p: &ops::Store) -> RResult<()> {
    let &ops::Store { ref comps, ptr, space, align, size } = p;
    store_comps(cx, regs, comps, ptr, space, align, size)
}

fn store_comps(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    lds_race(cx, regs, ptr, space, size, AccessKind::Write, comps)?;
    cx.mem.at(cx.func_id, cx.pc);
    if store_wave(cx.mem, regs, comps, ptr, space, align, cx.exec) {
        return Ok(());
    }
    // lane by lane, stopping at each undefined value to report it (global memory) or keep
    // its origin with the bytes (LDS, private memory: `Cx::kept_origin`), with the whole `Cx`
    let mut from = None;
    let mut kept = vec![];
    loop {
        match store_each(cx.mem, regs, comps, ptr, space, align, size, cx.exec, from) {
            Ok(()) => break,
            Err(StoreStop::Failed(e)) => return Err(e),
            Err(StoreStop::Undef { lane, comp, global: true }) => {
                cx.report_undef(lane, format!("lane {lane} stores an undefined value"), Some(comps[comp].slot))?;
                from = Some((lane, comp));
            }
            Err(StoreStop::Undef { lane, comp, global: false }) => {
                let where_ = if space == AddrSpace::Private { "private memory" } else { "shared memory (LDS)" };
                kept.push((lane, comp, cx.kept_origin(lane, Some(comps[comp].slot), where_)));
                from = Some((lane, comp));
            }
        }
    }
    for (lane, comp, o) in kept {
        let c = &comps[comp];
        let loc = resolve(space, regs.lane(ptr, lane).wrapping_add(c.offset as u64));
        cx.mem.note_origin(loc, c.ty.bytes(), lane, Some(&o));
    }
    Ok(())
}

/// Why the reference store stopped.
enum StoreStop {
    /// Lane `lane` stores component `comp`'s undefined value, into global memory (`global`:
    /// report it) or LDS/private memory (keep its origin), then resume there.
    Undef { lane: u32, comp: usize, global: bool },
    /// The first failing lane's error.
    Failed(RunError),
}

/// The reference store, lane by lane in increasing lane order: each lane's pointer checks,
/// then its components. `from`: resume at this lane and component, whose undefined value
/// has been reported (the lanes and components before it are done).
#[allow(clippy::too_many_arguments)]
fn store_each(mem: &mut Mem, regs: &Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32, exec: u64, from: Option<(u32, usize)>) -> Result<(), StoreStop> {
    let first = from.map_or(0, |f| f.0);
    for lane in lanes(exec & (u64::MAX << first)) {
        let addr = address(regs, ptr, lane, "store").map_err(StoreStop::Failed)?;
        check_align(addr, align, size, lane).map_err(StoreStop::Failed)?;
        for (k, c) in comps.iter().enumerate() {
            if from.is_some_and(|(l, kk)| l == lane && k < kk) {
                continue;
            }
            let undef = regs.und(c.slot) >> lane & 1 != 0;
            let loc = resolve(space, addr.wrapping_add(c.offset as u64));
            if undef && from != Some((lane, k)) {
                return Err(StoreStop::Undef { lane, comp: k, global: matches!(loc, crate::run::mem::Loc::Global(..)) });
            }
            mem.write(loc, c.ty.bytes(), regs.lane(c.slot, lane), undef, lane).map_err(|e| StoreStop::Failed(with_lane(e, lane)))?;
        }
    }
    Ok(())
}

/// A store of the whole wave at once ([`Mem::reach`]): one component of defined values
/// (nothing to report) that every lane can write; false, before anything is written, when
/// a lane needs the lane-by-lane path.
fn store_wave(mem: &mut Mem, regs: &Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64) -> bool {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { store_wave_avx2(mem, regs, comps, ptr, space, align, exec) };
    }
    store_wave_in(mem, regs, comps, ptr, space, align, exec)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn store_wave_avx2(mem: &mut Mem, regs: &Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64) -> bool {
    store_wave_in(mem, regs, comps, ptr, space, align, exec)
}

#[inline(always)]
fn store_wave_in(mem: &mut Mem, regs: &Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, exec: u64) -> bool {
    let [c] = comps else { return false };
    if (regs.und(ptr) | regs.und(c.slot)) & exec != 0 {
        return false;
    }
    let base = regs.get(ptr);
    let ptrs = Run::of(base, exec).map_or(Ptrs::Each(base), Ptrs::Run);
    let access = Access { off: c.offset as u64, exec, len: c.ty.bytes(), align };
    let Some(mut reach) = mem.reach(space, ptrs, &access, false) else { return false };
    reach.write(regs.get(c.slot));
    true
}

pub(super) fn atomic_rmw(cx: &mut Cx, regs: &mut Regs, p: &ops::AtomicRmw) -> RResult<()> {
    let &ops::AtomicRmw { op, ty, dst, ptr, val, space, align } = p;
    rmw_lanes(cx, regs, op, ty, dst, ptr, val, space, align)
}

#[allow(clippy::too_many_arguments)]
fn rmw_lanes(cx: &mut Cx, regs: &mut Regs, op: RmwOp, ty: STy, dst: Slot, ptr: Slot, val: Slot, space: AddrSpace, align: u32) -> RResult<()> {
    lds_race(cx, regs, ptr, space, ty.bytes(), AccessKind::Atomic, &[])?;
    cx.mem.at(cx.func_id, cx.pc);
    let n = ty.bytes();
    let kind = crate::run::mem::Kind::atomic(op, n, cx.info.is_read(cx.func_id, dst));
    let mut r = [0u64; L];
    let mut ru = 0;
    for lane in lanes(cx.exec) {
        let addr = regs.lane(ptr, lane);
        check_align(addr, align, n, lane)?;
        let loc = resolve(space, addr);
        cx.mem.check_read(loc, n).map_err(|e| with_lane(e, lane))?;
        let v = regs.lane(val, lane);
        let vu = regs.und(val) >> lane & 1 != 0;
        let kept = match (vu, loc) {
            (false, _) => None,
            (true, crate::run::mem::Loc::Global(..)) => {
                cx.report_undef(lane, format!("lane {lane}'s atomic operand is undefined"), Some(val))?;
                None
            }
            (true, _) => Some(cx.kept_origin(lane, Some(val), if space == AddrSpace::Private { "private memory" } else { "shared memory (LDS)" })),
        };
        let (old, ou) = cx.mem.atomic(loc, n, lane, kind, |old, ou| Some((rmw(op, ty, old, v), ou || vu))).map_err(|e| with_lane(e, lane))?;
        if let Some(o) = kept {
            cx.mem.note_origin(loc, n, lane, Some(&o));
        }
        r[lane as usize] = old;
        ru |= (ou as u64) << lane;
    }
    // an exchange whose old value nobody reads does not use the bytes it replaces
    if op == RmwOp::Xchg && !cx.info.is_read(cx.func_id, dst) {
        cx.mem.unwritten = None;
    }
    regs.put(dst, &r, ru, cx.exec);
    Ok(())
}

/// initcheck (`crate::run::check::init`): report the unwritten global or shared memory the op
/// just run read (`Mem::unwritten`), at the op.
#[cold]
pub(super) fn report_unwritten(cx: &mut Cx) -> RResult<()> {
    use crate::run::check::init::{self, Reader, Space};
    let Some(u) = cx.mem.unwritten.take() else { return Ok(()) };
    let region = match u.space {
        Space::Global(k) => cx.mem.global.name(k).to_string(),
        Space::Shared => String::new(),
    };
    let who = Reader { func: cx.func_id, pc: cx.pc, block: cx.wave.block_idx, wave: cx.wave.index, verb: init::verb(&cx.inst.op), region: &region };
    init::report(cx.info, &who, &u, &mut cx.checks.init_reported, cx.warnings)
}

pub(super) fn cmpxchg(cx: &mut Cx, regs: &mut Regs, p: &ops::CmpXchg) -> RResult<()> {
    let &ops::CmpXchg { ty, dst, ok, ptr, cmp, new, space, align } = p;
    lds_race(cx, regs, ptr, space, ty.bytes(), AccessKind::Atomic, &[])?;
    cx.mem.at(cx.func_id, cx.pc);
    let n = ty.bytes();
    let kind = crate::run::mem::Kind::cmpxchg(n);
    let mut r = [0u64; L];
    let mut okv = [0u64; L];
    let (mut ru, mut oku) = (0, 0);
    for lane in lanes(cx.exec) {
        let addr = regs.lane(ptr, lane);
        check_align(addr, align, n, lane)?;
        let loc = resolve(space, addr);
        cx.mem.check_read(loc, n).map_err(|e| with_lane(e, lane))?;
        let (c, nv, nu) = (regs.lane(cmp, lane), regs.lane(new, lane), regs.und(new) >> lane & 1 != 0);
        // An undefined compare operand makes the comparison undefined: whether the store
        // happens is, and so are the bytes after it wherever the two outcomes differ.
        let cu = regs.und(cmp) >> lane & 1 != 0;
        // against the word found: whether it matches, and whether the word after depends on
        // the undefined comparison
        let judge = |old: u64| (old == c, cu && old != nv);
        let (old, ou) = cx
            .mem
            .atomic(loc, n, lane, kind, |old, _| match judge(old) {
                (hit, true) => Some((if hit { nv } else { old }, true)),
                (true, false) => Some((nv, nu)),
                (false, false) => None,
            })
            .map_err(|e| with_lane(e, lane))?;
        let (hit, varies) = judge(old);
        // the value whose undefinedness reaches memory, if any: the compare operand, or the new value stored
        let undef_from =
            if varies { Some((cmp, "compares with an undefined value, so whether it stores is undefined")) } else { (hit && nu).then_some((new, "stores an undefined value")) };
        if let Some((value, what)) = undef_from {
            if matches!(loc, crate::run::mem::Loc::Global(..)) {
                cx.report_undef(lane, format!("lane {lane}'s cmpxchg {what}"), Some(value))?;
            } else {
                let o = cx.kept_origin(lane, Some(value), if space == AddrSpace::Private { "private memory" } else { "shared memory (LDS)" });
                cx.mem.note_origin(loc, n, lane, Some(&o));
            }
        }
        r[lane as usize] = old;
        okv[lane as usize] = hit as u64;
        ru |= (ou as u64) << lane;
        oku |= ((ou || cu) as u64) << lane;
    }
    regs.put(dst, &r, ru, cx.exec);
    regs.put(ok, &okv, oku, cx.exec);
    Ok(())
}

/// `llvm.memcpy`/`memmove`: each lane reads its whole source before writing (overlap-safe).
pub(super) fn memcpy(cx: &mut Cx, regs: &mut Regs, p: &ops::Memcpy) -> RResult<()> {
    let &ops::Memcpy { dst, src, len, dst_space, src_space } = p;
    cx.mem.at(cx.func_id, cx.pc);
    let mut buf = std::mem::take(&mut cx.side.bytes);
    let r = (|| {
        for lane in lanes(cx.exec) {
            let (d, s, n) = (regs.lane(dst, lane), regs.lane(src, lane), regs.lane(len, lane));
            buf.clear();
            for k in 0..n {
                buf.push(cx.mem.read(resolve(src_space, s + k), 1, lane).map_err(|e| with_lane(e, lane))?);
            }
            for (k, &(v, u)) in buf.iter().enumerate() {
                let to = resolve(dst_space, d + k as u64);
                // an undefined byte copied: into global memory it is reported as a store of
                // one; into LDS or private memory its origin goes with it
                let from = if u { cx.mem.origin_of(resolve(src_space, s + k as u64), 1, lane) } else { None };
                if u && matches!(to, crate::run::mem::Loc::Global(..)) {
                    cx.report_undef_from(lane, format!("lane {lane} copies an undefined byte into global memory"), from.as_deref().cloned())?;
                }
                cx.mem.write(to, 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
                if from.is_some() {
                    cx.mem.note_origin(to, 1, lane, from.as_ref());
                }
            }
        }
        Ok(())
    })();
    cx.side.bytes = buf;
    r
}

pub(super) fn memset(cx: &mut Cx, regs: &mut Regs, dst: Slot, val: Slot, len: Slot, space: AddrSpace) -> RResult<()> {
    cx.mem.at(cx.func_id, cx.pc);
    for lane in lanes(cx.exec) {
        let (d, v, n) = (regs.lane(dst, lane), regs.lane(val, lane), regs.lane(len, lane));
        for k in 0..n {
            cx.mem.write(resolve(space, d + k), 1, v, false, lane).map_err(|e| with_lane(e, lane))?;
        }
    }
    Ok(())
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Load(p) |cx, regs, exec| => load(cx, regs, p)?);
step!(Store(p) |cx, regs, exec| => store(cx, regs, p)?);
step!(AtomicRmw(p) |cx, regs, exec| => atomic_rmw(cx, regs, p)?);
step!(CmpXchg(p) |cx, regs, exec| => cmpxchg(cx, regs, p)?);
step!(LoadIf { guard, comps, ptr, space, align, size } |cx, regs, exec| => with_guard(cx, regs, *guard, |cx, regs| load_comps(cx, regs, comps, *ptr, *space, *align, *size))?);
step!(StoreIf { guard, comps, ptr, space, align, size } |cx, regs, exec| => with_guard(cx, regs, *guard, |cx, regs| store_comps(cx, regs, comps, *ptr, *space, *align, *size))?);
step!(AtomicRmwIf { guard, op, ty, dst, ptr, val, space, align } |cx, regs, exec| => {
    with_guard(cx, regs, *guard, |cx, regs| rmw_lanes(cx, regs, *op, *ty, *dst, *ptr, *val, *space, *align))?
});
step!(CmpXchgIf { guard, ty, dst, ok, ptr, cmp, new, space, align } |cx, regs, exec| => {
    let p = ops::CmpXchg { ty: *ty, dst: *dst, ok: *ok, ptr: *ptr, cmp: *cmp, new: *new, space: *space, align: *align };
    with_guard(cx, regs, *guard, |cx, regs| cmpxchg(cx, regs, &p))?
});
step!(RefuseIf { c, what } |cx, regs, exec| => refuse_if(cx, regs, *c, what)?);
step!(Memcpy(p) |cx, regs, exec| => memcpy(cx, regs, p)?);
step!(Memset { dst, val, len, space } |cx, regs, exec| => memops::memset(cx, regs, *dst, *val, *len, *space)?);

#[cfg(test)]
mod tests {
    //! The whole-wave paths against the lane-by-lane reference, on random pointers (runs,
    //! uniform, scattered, in other buffers, out of bounds, misaligned, undefined, into
    //! unprovided fields or private memory), exec masks, undefined bytes and values: where the
    //! fast path serves an access, the reference must succeed and leave the same registers
    //! and memory; where the reference fails, the fast path must decline (so the lane-by-lane
    //! path reports the first failing lane).
    use super::*;
    use crate::run::mem::{region_addr, FieldMap, Global, Region};
    use proptest::prelude::*;

    /// Memory a test access sees: two spec buffers (one with undefined bytes), an
    /// implicit-argument region with provided fields, LDS with undefined bytes, private memory.
    #[derive(Clone, PartialEq, Debug)]
    struct World {
        regions: Vec<Region>,
        lds: Vec<u8>,
        lds_undef: Vec<u8>,
        private: crate::run::mem::Private,
    }

    impl PartialEq for Region {
        fn eq(&self, o: &Region) -> bool {
            self.data == o.data && self.undef == o.undef
        }
    }

    const PRIV_CAP: u64 = 16;

    impl World {
        fn new(rng: &mut Rng) -> World {
            let bytes = |rng: &mut Rng, n: usize| (0..n).map(|_| rng.next() as u8).collect::<Vec<u8>>();
            // undefined or unwritten bytes (the shadow's two bits): none, a few, or runs
            let undef = |rng: &mut Rng, n: usize| {
                let p = [0, 2, 30][rng.below(3) as usize];
                (0..n).map(|_| if rng.below(100) < p { 1 + rng.below(3) as u8 } else { 0 }).collect::<Vec<u8>>()
            };
            let mut a = Region::new("a", bytes(rng, 256));
            a.undef = Some(undef(rng, 256));
            let b = Region::new("b", bytes(rng, 128));
            let mut imp = Region::new("implicit", bytes(rng, 64));
            imp.fields = Some(FieldMap { provided: vec![(0, 12), (12, 2), (16, 8)], names: vec![(0, 4, "x"), (14, 2, "y"), (24, 8, "z")] });
            let n = L * PRIV_CAP as usize;
            World {
                regions: vec![a, b, imp],
                lds: bytes(rng, 512),
                lds_undef: undef(rng, 512),
                private: crate::run::mem::Private { bytes: bytes(rng, n), undef: undef(rng, n), cap: PRIV_CAP, touched: true },
            }
        }

        fn with_mem<T>(&mut self, f: impl FnOnce(&mut Mem) -> T) -> T {
            self.with_mem_noting(f).0
        }

        /// [`World::with_mem`], and the unwritten bytes the access noted (initcheck).
        fn with_mem_noting<T>(&mut self, f: impl FnOnce(&mut Mem) -> T) -> (T, Option<crate::run::check::init::Unwritten>) {
            let World { regions, lds, lds_undef, private } = self;
            let global = Global::new(regions, crate::run::mem::Pass::InOrder);
            let mut mem = Mem { global: &global, track: None, lds, lds_undef, private, unwritten: None, origins: None };
            let t = f(&mut mem);
            (t, mem.unwritten)
        }

        /// `f` as a block of a parallel pass: tracked, keeping pages. Returns its result, the
        /// world after it, and the log's spans; the world is then restored (`Global::restore`).
        fn in_pass<T>(&mut self, f: impl FnOnce(&mut Mem) -> T) -> (T, World, Vec<crate::run::mem::track::Span>) {
            let World { regions, lds, lds_undef, private } = self;
            let mut tracker = crate::run::mem::Tracker::default();
            let global = Global::new(regions, crate::run::mem::Pass::Parallel);
            let r = {
                let mut mem = Mem { global: &global, track: Some(&mut tracker), lds, lds_undef, private, unwritten: None, origins: None };
                f(&mut mem)
            };
            // SAFETY (of reading the regions while lent): nothing else uses them now
            let after_regions: Vec<Region> = (0..3).map(|k| unsafe { global.copy_of(k) }).collect();
            global.restore();
            let after = World { regions: after_regions, lds: lds.clone(), lds_undef: lds_undef.clone(), private: private.clone() };
            let mut spans = vec![];
            tracker.log.drain_into(0, &mut spans);
            (r, after, spans.into_iter().map(|(s, _)| s).collect())
        }
    }

    /// A small deterministic generator (the case's seed comes from proptest): the launch
    /// spec's SplitMix64 with the picks these tests need.
    struct Rng(crate::numerics::rng::SplitMix64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0.next_u64()
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
        fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
            xs[self.below(xs.len() as u64) as usize]
        }
    }

    /// One random access: the pointers in slot 0, the values (stores) in slots 1 and 2, the
    /// loaded components into slots 3 and 4.
    struct Case {
        regs: Regs,
        comps: Vec<MemComp>,
        space: AddrSpace,
        align: u32,
        size: u32,
        exec: u64,
    }

    fn case(rng: &mut Rng, load: bool) -> Case {
        let ty = STy::Int(rng.pick(&[8u8, 16, 32, 64, 1, 24]));
        let len = ty.bytes() as u64;
        let space = rng.pick(&[AddrSpace::Flat, AddrSpace::Global, AddrSpace::Shared]);
        // where the pointers point: a buffer's start, LDS, private memory, null, no buffer
        let lds = if space == AddrSpace::Shared { rng.pick(&[0, 0x1234 << 32]) } else { LDS_APERTURE };
        let bases = [region_addr(0), region_addr(1), region_addr(2), lds, PRIV_APERTURE, 0, region_addr(7)];
        let reach = if rng.below(4) == 0 { 7 } else { 4 };
        let top = bases[rng.below(reach) as usize];
        let far = if rng.below(3) == 0 { 600 } else { 64 };
        let start = top + rng.below(far) / len * len + (rng.below(8) == 0) as u64;
        let stride = rng.pick(&[0i64, len as i64, len as i64, 2 * len as i64, 3 * len as i64, -(len as i64), 5]);
        let mut p = [0u64; L];
        for (l, x) in p.iter_mut().enumerate() {
            *x = match rng.below(20) {
                // a lane off the pattern: anywhere near the buffer, or a random address
                0 => top + rng.below(300),
                1 if rng.below(4) == 0 => rng.next(),
                _ => start.wrapping_add((l as i64 * stride) as u64),
            };
        }
        if rng.below(3) == 0 {
            // scattered: a permutation-like gather within the buffer
            for x in p.iter_mut() {
                *x = top + rng.below(128) / len * len;
            }
        }
        let exec = match rng.below(6) {
            0 => u64::MAX,
            1 => u64::MAX >> rng.below(64),
            2 => 1 << rng.below(64),
            3 => rng.next() & rng.next(),
            4 => (u64::MAX >> rng.below(64)) << rng.below(8),
            _ => rng.next(),
        };
        if rng.below(5) == 0 {
            // compacted: the lanes of `exec` at consecutive elements in lane order (a stream
            // compaction's store), the others at 0 or as drawn; sometimes one lane off
            let mut k = 0;
            for (l, x) in p.iter_mut().enumerate() {
                if exec >> l & 1 != 0 {
                    *x = start.wrapping_add(k * len);
                    k += 1;
                } else if rng.below(2) == 0 {
                    *x = 0;
                }
            }
            if rng.below(3) == 0 {
                let l = rng.below(64) as usize;
                p[l] = p[l].wrapping_add(len * (1 + rng.below(3)));
            }
        }
        let pu = if rng.below(8) == 0 { 1 << rng.below(64) } else { 0 };
        let two = rng.below(4) == 0;
        let mut comps = vec![MemComp { slot: if load { 3 } else { 1 }, offset: 0, ty }];
        if two {
            comps.push(MemComp { slot: if load { 4 } else { 2 }, offset: len as u32, ty });
        }
        let mut regs = Regs::new(5);
        regs.set(0, &p, pu);
        for s in 1..5 {
            let v: Vec<u64> = (0..L).map(|_| rng.next() & ty.mask()).collect();
            let u = if rng.below(6) == 0 { rng.next() & rng.next() } else { 0 };
            regs.set(s, &v.try_into().unwrap(), u);
        }
        let align = rng.pick(&[1u32, 2, 4, 8, 16, len as u32, len as u32]);
        Case { regs, comps, space, align, size: len as u32 * (1 + two as u32), exec }
    }

    /// The reference load (as `load` without a pending `cp.async`).
    fn load_reference(mem: &mut Mem, regs: &mut Regs, c: &Case) -> RResult<()> {
        let n = c.comps.len();
        let (mut vals, mut unds) = (vec![[0u64; L]; n], vec![0u64; n]);
        load_each(mem, regs, &c.comps, 0, c.space, c.align, c.size, c.exec, &mut vals, &mut unds, |_, _| Ok(()))?;
        for (k, comp) in c.comps.iter().enumerate() {
            regs.put(comp.slot, &vals[k], unds[k], c.exec);
        }
        Ok(())
    }

    /// The reference store (as `store`, undefined values reported as warnings).
    fn store_reference(mem: &mut Mem, regs: &Regs, c: &Case) -> RResult<()> {
        let mut from = None;
        loop {
            match store_each(mem, regs, &c.comps, 0, c.space, c.align, c.size, c.exec, from) {
                Ok(()) => return Ok(()),
                Err(StoreStop::Failed(e)) => return Err(e),
                Err(StoreStop::Undef { lane, comp, .. }) => from = Some((lane, comp)),
            }
        }
    }

    fn slots(regs: &Regs) -> Vec<(Reg, u64)> {
        (0..5).map(|s| (*regs.get(s), regs.und(s))).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]
        #[test]
        fn whole_wave_loads_agree_with_lane_by_lane(seed in any::<u64>()) {
            let mut rng = Rng(crate::numerics::rng::SplitMix64(seed));
            let world = World::new(&mut rng);
            let c = case(&mut rng, true);
            let (mut w1, mut w2) = (world.clone(), world.clone());
            let (mut r1, mut r2) = (c.regs.clone(), c.regs.clone());
            let (fast, unw1) = w1.with_mem_noting(|m| load_wave(m, &mut r1, &c.comps, 0, c.space, c.align, c.exec, &mut vec![]));
            let (reference, unw2) = w2.with_mem_noting(|m| load_reference(m, &mut r2, &c));
            if fast {
                prop_assert!(reference.is_ok(), "fast path served a load the reference rejects: {reference:?}");
                prop_assert_eq!(slots(&r1), slots(&r2));
                // initcheck: the same unwritten bytes and lanes noted
                prop_assert_eq!(unw1, unw2);
            } else {
                prop_assert_eq!(unw1, None, "a declined whole-wave load notes nothing");
            }
            prop_assert!(w1 == world && w2 == world);
        }

        #[test]
        fn whole_wave_stores_agree_with_lane_by_lane(seed in any::<u64>()) {
            let mut rng = Rng(crate::numerics::rng::SplitMix64(seed));
            let world = World::new(&mut rng);
            let c = case(&mut rng, false);
            let (mut w1, mut w2) = (world.clone(), world.clone());
            let fast = w1.with_mem(|m| store_wave(m, &c.regs, &c.comps, 0, c.space, c.align, c.exec));
            let reference = w2.with_mem(|m| store_reference(m, &c.regs, &c));
            if fast {
                prop_assert!(reference.is_ok(), "fast path served a store the reference rejects: {reference:?}");
                prop_assert!(w1 == w2, "memory differs");
            } else {
                prop_assert!(w1 == world, "a declined fast store wrote memory");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// In a parallel pass, a store (whole-wave or lane by lane) leaves the memory of an
        /// in-order pass, logs every global byte it changes as written, and
        /// `Global::restore` brings back every byte (data and undefined-byte shadow).
        #[test]
        fn stores_of_a_parallel_pass_are_logged_and_undone(seed in any::<u64>(), whole in any::<bool>()) {
            let mut rng = Rng(crate::numerics::rng::SplitMix64(seed));
            let world = World::new(&mut rng);
            let c = case(&mut rng, false);
            let store = |m: &mut Mem| if whole { store_wave(m, &c.regs, &c.comps, 0, c.space, c.align, c.exec) } else { store_reference(m, &c.regs, &c).is_ok() };
            let mut in_order = world.clone();
            let done = in_order.with_mem(store);
            let mut w = world.clone();
            let (done_pass, after, spans) = w.in_pass(store);
            prop_assert_eq!(done, done_pass);
            prop_assert!(after.regions == in_order.regions, "a parallel pass's store differs from an in-order one");
            prop_assert!(w.regions == world.regions, "restore did not bring global memory back");
            for (k, (a, b)) in world.regions.iter().zip(&after.regions).enumerate() {
                let shadow = |r: &Region, i: usize| r.undef.as_ref().map(|u| u[i]);
                for i in 0..a.data.len() {
                    if a.data[i] != b.data[i] || shadow(a, i) != shadow(b, i) {
                        let addr = region_addr(k) + i as u64;
                        prop_assert!(spans.iter().any(|s| s.kind.writes() && s.lo <= addr && addr < s.hi), "byte {i} of region {k} changed but is not logged");
                    }
                }
            }
        }
    }

    /// The fast paths serve the usual patterns (the proptests above would pass with a fast
    /// path that never serves anything): thread-indexed, uniform, partial-exec, scattered and
    /// single-lane accesses of a buffer and of LDS.
    #[test]
    fn whole_wave_paths_serve_the_usual_patterns() {
        let mut world = World::new(&mut Rng(crate::numerics::rng::SplitMix64(7)));
        let ty = STy::Int(32);
        let thread = |base: u64, stride: u64| -> Reg { std::array::from_fn(|l| base + l as u64 * stride) };
        let scattered: Reg = std::array::from_fn(|l| region_addr(0) + ((l as u64 * 37) % 64) * 4);
        for (p, space, exec) in [
            (thread(region_addr(0), 4), AddrSpace::Global, u64::MAX),
            (thread(region_addr(1), 0), AddrSpace::Global, u64::MAX),
            (thread(region_addr(2), 0), AddrSpace::Constant, u64::MAX),
            (thread(0, 4), AddrSpace::Shared, u64::MAX >> 32),
            (thread(LDS_APERTURE + 8, 8), AddrSpace::Flat, 0x5555_5555_5555_5555),
            (scattered, AddrSpace::Global, 0x0f0f_1234_5678_9abc),
            (thread(region_addr(0) + 64, 4), AddrSpace::Global, 1 << 17),
        ] {
            let mut regs = Regs::new(5);
            regs.set(0, &p, 0);
            regs.set(1, &[5; L], 0);
            let comps = [MemComp { slot: 3, offset: 0, ty }];
            assert!(world.with_mem(|m| load_wave(m, &mut regs, &comps, 0, space, 4, exec, &mut vec![])), "load {space:?} {exec:#x}");
            if space != AddrSpace::Constant {
                let comps = [MemComp { slot: 1, offset: 0, ty }];
                assert!(world.with_mem(|m| store_wave(m, &regs, &comps, 0, space, 4, exec)), "store {space:?} {exec:#x}");
            }
        }
    }
}
