//! Memory ops, lane by lane in increasing lane order: loads, stores, atomics, `memcpy`,
//! `memset`. Every access is bounds-checked and alignment-checked (`crate::mem`).

use super::*;

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
    let exec = cx.exec;
    let mut vals = std::mem::take(&mut cx.side.comp_vals);
    let mut unds = std::mem::take(&mut cx.side.comp_und);
    vals.clear();
    vals.resize(comps.len(), [0; L]);
    unds.clear();
    unds.resize(comps.len(), 0);
    if fast_load(cx, regs, comps, ptr, space, align, &mut vals, &mut unds) {
        for (k, c) in comps.iter().enumerate() {
            regs.put(c.slot, &vals[k], unds[k], exec);
        }
        cx.side.comp_vals = vals;
        cx.side.comp_und = unds;
        return Ok(());
    }
    let r = (|| {
        for lane in lanes(exec) {
            let addr = address(regs, ptr, lane, "load")?;
            check_align(addr, align, size, lane)?;
            if !cx.side.cp_pending.is_empty() {
                if let crate::mem::Loc::Lds(o) = resolve(space, addr) {
                    if let Some(p) = cx.side.cp_pending.iter().find(|p| o < p.lds + p.len && p.lds < o + size as u64) {
                        let msg = format!("lane {lane} reads shared memory that lane {}'s cp.async has not been waited for", p.lane);
                        cx.report_undef(lane, msg)?;
                    }
                }
            }
            for (k, c) in comps.iter().enumerate() {
                let loc = resolve(space, addr.wrapping_add(c.offset as u64));
                let (v, u) = cx.mem.read(loc, c.ty.bytes(), lane).map_err(|e| with_lane(e, lane))?;
                vals[k][lane as usize] = v & c.ty.mask();
                unds[k] |= (u as u64) << lane;
            }
        }
        for (k, c) in comps.iter().enumerate() {
            regs.put(c.slot, &vals[k], unds[k], exec);
        }
        Ok(())
    })();
    cx.side.comp_vals = vals;
    cx.side.comp_und = unds;
    r
}

/// Every lane's pointer is defined and aligned (the checks the lane-by-lane path makes first).
fn plain_pointers(regs: &Regs, ptr: Slot, exec: u64, align: u32) -> bool {
    if regs.und(ptr) & exec != 0 {
        return false;
    }
    let a = align.max(1) as u64;
    let p = regs.get(ptr);
    if a.is_power_of_two() {
        return regs::where1(p, |x| x & (a - 1) != 0) & exec == 0;
    }
    lanes(exec).all(|l| p[l as usize].is_multiple_of(a))
}

/// A load of the whole wave at once ([`Mem::read_lanes`]); false when a lane needs the
/// lane-by-lane path (an error to report, a pending `cp.async`, an access the fast path does
/// not cover). Reads change nothing, so falling back after a partial attempt is exact.
#[allow(clippy::too_many_arguments)]
fn fast_load(cx: &mut Cx, regs: &Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, vals: &mut [Reg], unds: &mut [u64]) -> bool {
    let exec = cx.exec;
    if !cx.side.cp_pending.is_empty() || !plain_pointers(regs, ptr, exec, align) {
        return false;
    }
    let base = regs.get(ptr);
    for (k, c) in comps.iter().enumerate() {
        let mut addrs = [0u64; L];
        for l in 0..L {
            addrs[l] = base[l].wrapping_add(c.offset as u64);
        }
        let Some(u) = cx.mem.read_lanes(space, &addrs, exec, c.ty.bytes(), &mut vals[k]) else { return false };
        let m = c.ty.mask();
        // the read is zero-extended from its bytes: only narrower types need the mask
        if m != mask(8 * c.ty.bytes()) {
            for v in vals[k].iter_mut() {
                *v &= m;
            }
        }
        unds[k] = u;
    }
    true
}

#[allow(clippy::too_many_arguments)]
pub(super) fn store(cx: &mut Cx, regs: &mut Regs, comps: &[MemComp], ptr: Slot, space: AddrSpace, align: u32, size: u32) -> RResult<()> {
    cx.mem.hold();
    // the whole wave at once: one component of defined values through good pointers
    if let [c] = comps {
        if regs.und(c.slot) & cx.exec == 0 && plain_pointers(regs, ptr, cx.exec, align) {
            let base = regs.get(ptr);
            let mut addrs = [0u64; L];
            for l in 0..L {
                addrs[l] = base[l].wrapping_add(c.offset as u64);
            }
            if cx.mem.write_lanes(space, &addrs, cx.exec, c.ty.bytes(), regs.get(c.slot)) {
                return Ok(());
            }
        }
    }
    for lane in lanes(cx.exec) {
        let addr = address(regs, ptr, lane, "store")?;
        check_align(addr, align, size, lane)?;
        for c in comps {
            let undef = regs.und(c.slot) >> lane & 1 != 0;
            if undef {
                cx.report_undef(lane, format!("lane {lane} stores an undefined value"))?;
            }
            let loc = resolve(space, addr.wrapping_add(c.offset as u64));
            cx.mem.write(loc, c.ty.bytes(), regs.lane(c.slot, lane), undef, lane).map_err(|e| with_lane(e, lane))?;
        }
    }
    Ok(())
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
            cx.report_undef(lane, format!("lane {lane}'s atomic operand is undefined"))?;
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
                cx.report_undef(lane, format!("lane {lane}'s cmpxchg stores an undefined value"))?;
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
