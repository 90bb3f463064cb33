//! Memory ops, lane by lane in increasing lane order: loads, stores, atomics, `memcpy`,
//! `memset`. Every access is bounds-checked and alignment-checked (`crate::mem`).

use super::*;
use crate::mem::{Access, Ptrs, Run};

/// The address of a lane's access through `ptr`, which must be defined.
fn address(regs: &Regs, ptr: Slot, lane: u32, what: &str) -> RResult<u64> {
    if regs.und(ptr) >> lane & 1 != 0 {
        return Err(lane_err(ErrKind::UndefinedValue, lane, format!("{what} through an undefined pointer")));
    }
    Ok(regs.lane(ptr, lane))
}

#[allow(clippy::too_many_arguments)]
pub(super) fn load(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    cx.mem.hold();
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
            if let (false, crate::mem::Loc::Lds(o)) = (pending.is_empty(), resolve(space, addr)) {
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
        let Some(reach) = mem.reach(space, ptrs, &access(c), true) else { return false };
        regs.compute_und(c.slot, [], exec, |[], r| reach.read(c.ty.mask(), r));
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
    for (k, c) in comps.iter().enumerate() {
        let Some(reach) = mem.reach(space, ptrs, &access(c), true) else { return false };
        unds[k] = reach.read(c.ty.mask(), &mut temp[k]);
    }
    for (k, c) in comps.iter().enumerate() {
        regs.put(c.slot, &temp[k], unds[k], exec);
    }
    true
}

#[allow(clippy::too_many_arguments)]
pub(super) fn store(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    cx.mem.hold();
    if store_wave(cx.mem, regs, comps, ptr, space, align, cx.exec) {
        return Ok(());
    }
    for lane in lanes(cx.exec) {
        let addr = address(regs, ptr, lane, "store")?;
        check_align(addr, align, size, lane)?;
        for c in comps {
            let undef = regs.und(c.slot) >> lane & 1 != 0;
            if undef {
                cx.report_undef(lane, format!("lane {lane} stores an undefined value"), Some(c.slot))?;
            }
            let loc = resolve(space, addr.wrapping_add(c.offset as u64));
            cx.mem.write(loc, c.ty.bytes(), regs.lane(c.slot, lane), undef, lane).map_err(|e| with_lane(e, lane))?;
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

#[allow(clippy::too_many_arguments)]
pub(super) fn atomic_rmw(cx: &mut Cx, regs: &mut Regs, op: RmwOp, ty: STy, dst: Slot, ptr: Slot, val: Slot, space: AddrSpace, align: u32) -> RResult<()> {
    cx.mem.hold();
    let mut r = [0u64; L];
    let mut ru = 0;
    for lane in lanes(cx.exec) {
        let addr = regs.lane(ptr, lane);
        check_align(addr, align, ty.bytes(), lane)?;
        let loc = resolve(space, addr);
        let n = ty.bytes();
        let (old, ou) = cx.mem.read(loc, n, lane).map_err(|e| with_lane(e, lane))?;
        let v = regs.lane(val, lane);
        let new = rmw(op, ty, old, v);
        let vu = regs.und(val) >> lane & 1 != 0;
        if vu {
            cx.report_undef(lane, format!("lane {lane}'s atomic operand is undefined"), Some(val))?;
        }
        cx.mem.write(loc, n, new, ou || vu, lane).map_err(|e| with_lane(e, lane))?;
        r[lane as usize] = old;
        ru |= (ou as u64) << lane;
    }
    regs.put(dst, &r, ru, cx.exec);
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub(super) fn cmpxchg(cx: &mut Cx, regs: &mut Regs, ty: STy, dst: Slot, ok: Slot, ptr: Slot, cmp: Slot, new: Slot, space: AddrSpace, align: u32) -> RResult<()> {
    cx.mem.hold();
    let mut r = [0u64; L];
    let mut okv = [0u64; L];
    let mut ru = 0;
    for lane in lanes(cx.exec) {
        let addr = regs.lane(ptr, lane);
        check_align(addr, align, ty.bytes(), lane)?;
        let loc = resolve(space, addr);
        let n = ty.bytes();
        let (old, ou) = cx.mem.read(loc, n, lane).map_err(|e| with_lane(e, lane))?;
        let hit = old == regs.lane(cmp, lane);
        if hit {
            let nu = regs.und(new) >> lane & 1 != 0;
            if nu {
                cx.report_undef(lane, format!("lane {lane}'s cmpxchg stores an undefined value"), Some(new))?;
            }
            cx.mem.write(loc, n, regs.lane(new, lane), nu, lane).map_err(|e| with_lane(e, lane))?;
        }
        r[lane as usize] = old;
        okv[lane as usize] = hit as u64;
        ru |= (ou as u64) << lane;
    }
    regs.put(dst, &r, ru, cx.exec);
    regs.put(ok, &okv, ru, cx.exec);
    Ok(())
}

/// `llvm.memcpy`/`memmove`: each lane reads its whole source before writing (overlap-safe).
#[allow(clippy::too_many_arguments)]
pub(super) fn memcpy(cx: &mut Cx, regs: &mut Regs, dst: Slot, src: Slot, len: Slot, dst_space: AddrSpace, src_space: AddrSpace) -> RResult<()> {
    cx.mem.hold();
    let mut buf = std::mem::take(&mut cx.side.bytes);
    let r = (|| {
        for lane in lanes(cx.exec) {
            let (d, s, n) = (regs.lane(dst, lane), regs.lane(src, lane), regs.lane(len, lane));
            buf.clear();
            for k in 0..n {
                buf.push(cx.mem.read(resolve(src_space, s + k), 1, lane).map_err(|e| with_lane(e, lane))?);
            }
            for (k, &(v, u)) in buf.iter().enumerate() {
                cx.mem.write(resolve(dst_space, d + k as u64), 1, v, u, lane).map_err(|e| with_lane(e, lane))?;
            }
        }
        Ok(())
    })();
    cx.side.bytes = buf;
    r
}

pub(super) fn memset(cx: &mut Cx, regs: &mut Regs, dst: Slot, val: Slot, len: Slot, space: AddrSpace) -> RResult<()> {
    cx.mem.hold();
    for lane in lanes(cx.exec) {
        let (d, v, n) = (regs.lane(dst, lane), regs.lane(val, lane), regs.lane(len, lane));
        for k in 0..n {
            cx.mem.write(resolve(space, d + k), 1, v, false, lane).map_err(|e| with_lane(e, lane))?;
        }
    }
    Ok(())
}
