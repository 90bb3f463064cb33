//! Terminators: which lanes take which edge, with the edges' phi moves. Where the lanes go
//! next (the divergence stack) is the driver's (`flow`).

use super::*;

pub(super) fn br(regs: &mut Regs, func: &Func, edge: EdgeId, exec: u64) -> Targets {
    let e = &func.edges[edge as usize];
    phi_copies(regs, e, exec);
    Targets::One([(e.target, exec)])
}

pub(super) fn cond_br(regs: &mut Regs, func: &Func, c: Slot, t: EdgeId, f: EdgeId, exec: u64) -> RResult<Targets> {
    if regs.und(c) & exec != 0 {
        let l = (regs.und(c) & exec).trailing_zeros();
        return Err(lane_err(ErrKind::UndefinedValue, l, "branch on an undefined condition".into()));
    }
    let tm = true_lanes(regs.get(c), exec);
    let fm = exec & !tm;
    let (te, fe) = (&func.edges[t as usize], &func.edges[f as usize]);
    phi_copies(regs, te, tm);
    phi_copies(regs, fe, fm);
    Ok(Targets::Two([(te.target, tm), (fe.target, fm)]))
}

pub(super) fn switch(regs: &mut Regs, func: &Func, v: Slot, cases: &[(u64, EdgeId)], default: EdgeId, exec: u64) -> RResult<Targets> {
    if regs.und(v) & exec != 0 {
        let l = (regs.und(v) & exec).trailing_zeros();
        return Err(lane_err(ErrKind::UndefinedValue, l, "switch on an undefined value".into()));
    }
    let vv = *regs.get(v);
    let edge_of = |l: u32| cases.iter().find(|c| c.0 == vv[l as usize]).map(|c| c.1).unwrap_or(default);
    let mut masks: Vec<(EdgeId, u64)> = vec![];
    for l in lanes(exec) {
        let e = edge_of(l);
        match masks.iter_mut().find(|m| func.edges[m.0 as usize].target == func.edges[e as usize].target) {
            Some(m) => m.1 |= 1 << l,
            None => masks.push((e, 1 << l)),
        }
    }
    let mut targets = vec![];
    for (e, m) in &masks {
        // lanes taking different edges to the same block move their own phis
        for l in lanes(*m) {
            phi_copies(regs, &func.edges[edge_of(l) as usize], 1 << l);
        }
        targets.push((func.edges[*e as usize].target, *m));
    }
    Ok(Targets::Many(targets))
}

/// The lanes of `exec` whose condition (bit 0) is set.
fn true_lanes(c: &Reg, exec: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above).
        return unsafe { true_lanes_avx2(c) } & exec;
    }
    regs::where1(c, |x| x & 1 != 0) & exec
}

/// One pass of four lanes at a time, without the temporary of `where1`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn true_lanes_avx2(c: &Reg) -> u64 {
    use std::arch::x86_64::{_mm256_castsi256_pd, _mm256_loadu_si256, _mm256_movemask_pd, _mm256_slli_epi64};
    let mut m = 0u64;
    for k in 0..L / 4 {
        // SAFETY: lanes 4k..4k+4 of `c` are 32 readable bytes; the load is unaligned.
        let v = unsafe { _mm256_loadu_si256(c.as_ptr().add(4 * k).cast()) };
        // bit 0 of each lane to its sign bit, the four signs into a nibble
        m |= (_mm256_movemask_pd(_mm256_castsi256_pd(_mm256_slli_epi64::<63>(v))) as u32 as u64) << (4 * k);
    }
    m
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Nop {} |cx, regs, exec| -> Ok(Flow::Next));
step!(Br { edge } |cx, regs, exec| -> Ok(Flow::Branch(control::br(regs, cx.func, *edge, exec))));
step!(CondBr { c, t, f } |cx, regs, exec| -> control::cond_br(regs, cx.func, *c, *t, *f, exec).map(Flow::Branch).map_err(|e| cx.with_origin(e, *c)));
step!(Switch { v, cases, default } |cx, regs, exec| -> control::switch(regs, cx.func, *v, cases, *default, exec).map(Flow::Branch).map_err(|e| cx.with_origin(e, *v)));
step!(Ret { vals } |cx, regs, exec| -> Ok(Flow::Ret { vals }));
step!(Call { func, args, dsts } |cx, regs, exec| -> Ok(Flow::Call { callee: *func, args, dsts }));
step!(Barrier { pred, dst } |cx, regs, exec| -> Ok(Flow::Barrier { vote: *pred, dst: *dst }));
step!(Unsupported { what } |cx, regs, exec| -> Err(RunError::unsupported(what.clone())));
step!(Trap { what } |cx, regs, exec| -> if *what == crate::front::decode::ASSERT_TRAP { Err(device_io::assert_trap(cx)) } else { Ok(Flow::Trap(what)) });
