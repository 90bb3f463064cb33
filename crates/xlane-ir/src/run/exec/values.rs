//! Ops that move, pick and assemble values: select, copies, bit repacking, address
//! arithmetic, dynamic vector element access, launch values and frame addresses.

use super::*;

pub(super) fn select(regs: &mut Regs, dst: Slot, c: Slot, a: Slot, b: Slot, exec: u64) {
    let (ua, ub) = (regs.und(a), regs.und(b));
    // which operand each lane takes matters to the undefined lanes only where they differ
    let take_a = if ua == ub { 0 } else { regs::where1(regs.get(c), |x| x & 1 != 0) };
    let u = regs.und(c) | (ua & take_a) | (ub & !take_a);
    regs.compute(dst, [c, a, b], exec, u, |[cv, av, bv], r| {
        // a branch-free blend (vectorised)
        regs::lanes3(cv, av, bv, r, |c, a, b| {
            let t = (c & 1).wrapping_neg();
            (a & t) | (b & !t)
        })
    });
}

pub(super) fn copy(regs: &mut Regs, dst: Slot, src: Slot, exec: u64) {
    let u = regs.und(src);
    regs.compute(dst, [src], exec, u, |[v], r| *r = *v);
}

/// A bitcast between vector shapes: each destination gathers its precomputed bit pieces.
///
/// A destination is undefined in a lane where a source it takes bits from is (LangRef: a
/// bitcast is a bit-for-bit copy, so `bitcast <4 x i8> <0, x, poison, poison> to <2 x half>`
/// has a defined first half): Triton's fp8 conversions on gfx942 build half values so.
pub(super) fn repack(regs: &mut Regs, dsts: &[RepackDst], _srcs: &[Slot], exec: u64) {
    for d in dsts {
        let mut r = [0u64; L];
        let mut u = 0;
        for p in &d.pieces {
            u |= regs.und(p.src);
        }
        for p in &d.pieces {
            let (sh, m, at) = (p.src_shift as u32, mask(p.width as u32), p.dst_shift as u32);
            let sv = regs.get(p.src);
            for i in 0..L {
                r[i] |= ((sv[i] >> sh) & m) << at;
            }
        }
        regs.put(d.slot, &r, u, exec);
    }
}

/// `dst = base + Σ sext(idx) * scale + offset`, wrapping at the pointer width.
pub(super) fn gep(regs: &mut Regs, dst: Slot, base: Slot, terms: &[GepTerm], offset: i64, bits: u32, exec: u64) {
    let (m, off) = (mask(bits), offset as u64);
    if let [t] = terms {
        // one index (the common case): a single pass into the destination
        let u = regs.und(base) | regs.und(t.slot);
        let (scale, tb) = (t.scale as u64, t.bits as u32);
        regs.compute(dst, [base, t.slot], exec, u, |[bv, iv], r| {
            if tb == 64 {
                regs::lanes2(bv, iv, r, |b, i| b.wrapping_add(i.wrapping_mul(scale)).wrapping_add(off) & m)
            } else {
                regs::lanes2(bv, iv, r, |b, i| b.wrapping_add((sext(i, tb) as u64).wrapping_mul(scale)).wrapping_add(off) & m)
            }
        });
        return;
    }
    if terms.is_empty() {
        // a constant offset (a field or an element of a fixed index): one pass as well
        let u = regs.und(base);
        regs.compute(dst, [base], exec, u, |[bv], r| regs::lanes1(bv, r, |b| b.wrapping_add(off) & m));
        return;
    }
    let mut r = *regs.get(base);
    let mut u = regs.und(base);
    for t in terms {
        let iv = regs.get(t.slot);
        for i in 0..L {
            r[i] = r[i].wrapping_add((sext(iv[i], t.bits as u32) as u64).wrapping_mul(t.scale as u64));
        }
        u |= regs.und(t.slot);
    }
    for x in r.iter_mut() {
        *x = x.wrapping_add(off) & m;
    }
    regs.put(dst, &r, u, exec);
}

/// `extractelement` with a run-time index (out of range: undefined).
pub(super) fn extract_dyn(regs: &mut Regs, dst: Slot, srcs: &[Slot], idx: Slot, exec: u64) {
    let mut r = [0u64; L];
    let mut u = regs.und(idx);
    for i in 0..L {
        let k = regs.get(idx)[i] as usize;
        match srcs.get(k) {
            Some(&s) => {
                r[i] = regs.get(s)[i];
                u |= regs.und(s) & (1 << i);
            }
            None => u |= 1 << i,
        }
    }
    regs.put(dst, &r, u, exec);
}

/// `insertelement` with a run-time index.
pub(super) fn insert_dyn(regs: &mut Regs, dsts: &[Slot], srcs: &[Slot], val: Slot, idx: Slot, exec: u64) {
    // an index past the vector makes the whole result poison (LangRef, `insertelement`)
    let past = (0..L).filter(|&i| regs.get(idx)[i] >= dsts.len() as u64).fold(0u64, |m, i| m | 1 << i);
    for (k, (&d, &s)) in dsts.iter().zip(srcs).enumerate() {
        let mut r = *regs.get(s);
        let mut u = regs.und(s);
        for i in 0..L {
            if regs.get(idx)[i] as usize == k {
                r[i] = regs.get(val)[i];
                u = (u & !(1 << i)) | (regs.und(val) & (1 << i));
            }
        }
        u |= regs.und(idx) | past;
        regs.put(d, &r, u, exec);
    }
}

/// A value of the launch (ids, sizes, the clock), written straight into the destination:
/// the thread ids from the table worked out once per launch, the rest uniform.
pub(super) fn special(cx: &Cx, regs: &mut Regs, dst: Slot, what: Special) {
    let (info, w) = (cx.info, cx.wave.index);
    if let Special::Tid(d) = what {
        match info.tids.get(w as usize).and_then(|t| t.get(d as usize)) {
            Some(t) => regs.compute(dst, [], cx.exec, 0, |[], r| *r = *t),
            None => regs.put(dst, &tid_value(info, w, d), 0, cx.exec),
        }
        return;
    }
    if what == Special::LaneId {
        regs.compute(dst, [], cx.exec, 0, |[], r| r.iter_mut().enumerate().for_each(|(l, x)| *x = l as u64));
        return;
    }
    if let Some(v) = uniform_special(info, w, cx.wave.block_idx, cx.wave.steps, what) {
        regs.compute(dst, [], cx.exec, 0, |[], r| r.fill(v));
    }
}

pub(super) fn alloca(regs: &mut Regs, priv_base: u32, dst: Slot, offset: u32, flat: bool, exec: u64) {
    let v = (priv_base + offset) as u64 | if flat { PRIV_APERTURE } else { 0 };
    regs.put(dst, &[v; L], 0, exec);
}

/// `llvm.amdgcn.is.shared` / `is.private`: does the flat pointer point there?
pub(super) fn is_space(regs: &mut Regs, shared: bool, dst: Slot, a: Slot, exec: u64) {
    let ap = if shared { LDS_APERTURE } else { PRIV_APERTURE };
    let mut r = [0u64; L];
    for i in 0..L {
        r[i] = (regs.get(a)[i] >> 32 == ap >> 32) as u64;
    }
    let u = regs.und(a);
    regs.put(dst, &r, u, exec);
}

/// The thread ids (x, y, z) of every lane of wave `wave_idx` of a block.
pub fn thread_ids(info: &LaunchInfo, wave_idx: u32) -> [Reg; 3] {
    [0, 1, 2].map(|d| tid_value(info, wave_idx, d))
}

/// Dimension `d` of the thread ids of wave `wave_idx`'s lanes.
fn tid_value(info: &LaunchInfo, wave_idx: u32, d: u8) -> Reg {
    let [bx, by, _] = info.block;
    let mut r = [0u64; L];
    for (lane, x) in r.iter_mut().enumerate() {
        let t = wave_idx as u64 * info.wave as u64 + lane as u64;
        *x = match d {
            0 => t % bx as u64,
            1 => (t / bx as u64) % by as u64,
            _ => t / (bx as u64 * by as u64),
        };
    }
    r
}

/// The value of a special that every lane shares; `None` for the thread ids, which differ
/// per lane ([`tid_value`]).
fn uniform_special(info: &LaunchInfo, wave_idx: u32, bidx: [u32; 3], steps: u64, what: Special) -> Option<u64> {
    Some(match what {
        Special::Tid(_) | Special::LaneId => return None,
        Special::BlockId(d) => bidx[d as usize] as u64,
        Special::BlockDim(d) => info.block[d as usize] as u64,
        Special::GridDim(d) => info.grid[d as usize] as u64,
        Special::WarpId => wave_idx as u64,
        // PTX %nwarpid: the maximum number of warp ids, i.e. resident warps per SM (CUDA
        // C++ Programming Guide, "Technical Specifications per Compute Capability")
        Special::NWarpId => match info.target.sm {
            75 => 32,
            86..=89 | 120..=129 => 48,
            _ => 64,
        },
        Special::WarpSize => info.wave as u64,
        Special::Clock => steps,
        Special::ImplicitArgPtr => info.implicit_ptr,
        Special::DispatchPtr => info.dispatch_ptr,
    })
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Select { dst, c, a, b } |cx, regs, exec| => values::select(regs, *dst, *c, *a, *b, exec));
step!(Copy { dst, src } |cx, regs, exec| => values::copy(regs, *dst, *src, exec));
step!(SetUndef { dst } |cx, regs, exec| => regs.undefine(*dst, exec));
step!(Repack { dsts, srcs } |cx, regs, exec| => values::repack(regs, dsts, srcs, exec));
step!(Gep { dst, base, terms, offset, bits } |cx, regs, exec| => values::gep(regs, *dst, *base, terms, *offset, *bits as u32, exec));
step!(ExtractDyn { dst, srcs, idx } |cx, regs, exec| => values::extract_dyn(regs, *dst, srcs, *idx, exec));
step!(InsertDyn { dsts, srcs, val, idx } |cx, regs, exec| => values::insert_dyn(regs, dsts, srcs, *val, *idx, exec));
step!(Special { dst, what } |cx, regs, exec| => values::special(cx, regs, *dst, *what));
step!(Alloca { dst, offset, flat } |cx, regs, exec| => values::alloca(regs, cx.priv_base, *dst, *offset, *flat, exec));
step!(IsSpace { shared, dst, a } |cx, regs, exec| => values::is_space(regs, *shared, *dst, *a, exec));
