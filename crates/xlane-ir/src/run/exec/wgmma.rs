//! `wgmma.mma_async` and its groups (PTX ISA 9.7.15), one warp at a time.
//!
//! A warpgroup is four consecutive warps of a block, the first a multiple of 4 (PTX ISA 9.7.15.1
//! "Warpgroup"); warp `w` of it writes rows `16w … 16w+15` of D, which depend only on its own
//! rows of A and on all of B. So each warp's `wgmma` is computed when that warp issues it, from
//! its registers and the shared memory it reads then (the runner runs the warps of a block one
//! at a time; the operands were written before the barrier that precedes the `wgmma` in a correct
//! program). The semantics (descriptors, swizzles, fragments, arithmetic) are
//! `xlane_core::semantics::nvidia::wgmma`.
//!
//! Computing at issue is the hardware's result for every program PTX defines: the instruction
//! reads its shared-memory operands at some time before the `wgmma.wait_group` that completes
//! its group, and writing them before then is undefined ("accessing … the shared memory
//! … before the wait" is a race with the asynchronous proxy, PTX ISA 9.7.15.5.5 and 9.7.15.3
//! "Async Proxy"). The runner checks that part: every operand byte a `wgmma` read is read
//! again when its group completes, and a byte that changed stops the run (`wgmma-operand
//! changed`). On the register side it checks the accumulators (`wgmma_live.rs`): an op that
//! reads a `wgmma`'s D registers before the `wgmma.wait_group` that completes its group is a
//! `race` (a warning, an error under `--strict`). It does not check a missing
//! `wgmma.fence`/`fence.proxy.async`: the values are the ones at issue.

use xlane_core::semantics::nvidia::wgmma::{self as wg, Desc, Major, Out};

use super::*;

/// A `wgmma` issued and not yet completed: what it read.
#[derive(Debug, Clone)]
pub(super) struct WgPending {
    /// The commit group, once committed.
    group: Option<u32>,
    pc: u32,
    /// (LDS byte address, element bytes, bits, undefined) of each element read.
    reads: Vec<(u32, u8, u64, bool)>,
}

/// The warp's descriptor: the same 64-bit value in every lane, defined.
fn uniform(cx: &Cx, regs: &Regs, s: Slot, what: &str) -> RResult<u64> {
    if regs.und(s) & cx.exec != 0 {
        let lane = lanes(regs.und(s) & cx.exec).next().unwrap_or(0);
        return Err(lane_err(ErrKind::UndefinedValue, lane, format!("wgmma: the {what} is undefined in lane {lane}")));
    }
    let v = regs.lane(s, 0);
    if let Some(l) = lanes(cx.exec).find(|&l| regs.lane(s, l) != v) {
        return Err(lane_err(
            ErrKind::Malformed,
            l,
            format!("wgmma: the {what} differs between lanes 0 ({v:#x}) and {l} ({:#x}); every thread of the warpgroup must give the same value", regs.lane(s, l)),
        ));
    }
    Ok(v)
}

/// One operand element from shared memory: its bits and whether they are undefined.
fn read_elem(cx: &mut Cx, addr: u32, bytes: u32, reads: &mut Vec<(u32, u8, u64, bool)>) -> RResult<(u32, bool)> {
    let (v, u) = cx.mem.read(crate::run::mem::resolve(AddrSpace::Shared, addr as u64), bytes, 0).map_err(|e| with_lane(e, 0))?;
    reads.push((addr, bytes as u8, v, u));
    Ok((v as u32, u))
}

fn descriptor(cx: &Cx, regs: &Regs, s: Slot, what: &str) -> RResult<Desc> {
    let d = Desc::decode(uniform(cx, regs, s, what)?);
    if d.base_offset != 0 {
        return Err(lane_err(
            ErrKind::Unsupported,
            0,
            format!("wgmma: the {what}'s matrix base offset is {}; only 0 is modelled (the PTX ISA gives its encoding, not how the hardware applies it)", d.base_offset),
        )
        .with_help("start each swizzled operand tile at its pattern's boundary (1024/512/256 bytes for 128/64/32-byte swizzles)"));
    }
    Ok(d)
}

pub(super) fn wgmma(cx: &mut Cx, regs: &mut Regs, p: &ops::Wgmma) -> RResult<()> {
    let f = p.form;
    super::matrix::whole_warp(cx, "wgmma.mma_async.sync.aligned")?;
    let threads = cx.info.block.iter().product::<u32>();
    let warps = threads.div_ceil(32);
    let w = cx.wave.index % 4;
    if (cx.wave.index - w) + 4 > warps {
        return Err(lane_err(ErrKind::Malformed, 0, format!("wgmma: warp {} is in a warpgroup of 4 warps, but the block has {warps} warp(s) ({threads} threads)", cx.wave.index))
            .with_help("launch wgmma kernels with a multiple of 128 threads per block"));
    }
    let (k, n, bits) = (f.k, f.n, f.elem_bits());
    let bytes = bits / 8;
    let mut reads = vec![];
    // A: this warp's 16 rows × K
    let mut a = vec![vec![(0u32, false); k as usize]; 16];
    match p.desc_a {
        Some(ds) => {
            let d = descriptor(cx, regs, ds, "A descriptor")?;
            let major = if p.trans.0 { Major::MN } else { Major::K };
            for (r, row) in a.iter_mut().enumerate() {
                for (kk, e) in row.iter_mut().enumerate() {
                    *e = read_elem(cx, d.address(major, 16 * w + r as u32, kk as u32, bits), bytes, &mut reads)?;
                }
            }
        }
        None => {
            let per = 32 / bits;
            for (q, &s) in p.a.iter().enumerate() {
                let und = regs.und(s);
                for lane in 0..32u32 {
                    let word = regs.lane(s, lane) as u32;
                    for e in 0..per {
                        let (r, kk) = wg::a_cell(bits, q as u32, e, lane, w);
                        let v = if bits == 32 { word } else { (word >> (e * bits)) & ((1 << bits) - 1) };
                        a[(r - 16 * w) as usize][kk as usize] = (v, und >> lane & 1 != 0);
                    }
                }
            }
        }
    }
    // B: K × N
    let db = descriptor(cx, regs, p.desc_b, "B descriptor")?;
    let major_b = if p.trans.1 { Major::MN } else { Major::K };
    let mut b = vec![vec![(0u32, false); n as usize]; k as usize];
    for (kk, row) in b.iter_mut().enumerate() {
        for (col, e) in row.iter_mut().enumerate() {
            *e = read_elem(cx, db.address(major_b, col as u32, kk as u32, bits), bytes, &mut reads)?;
        }
    }
    let scale_d = match p.scale_d {
        Some(s) => uniform(cx, regs, s, "scale-d predicate")? & 1 != 0,
        None => p.scale_d_imm,
    };
    let f16 = f.d == Out::F16;
    let mut cols_a: Vec<Vec<u32>> = vec![vec![0; k as usize]; 16];
    let mut und_a = [false; 16];
    for r in 0..16 {
        for kk in 0..k as usize {
            cols_a[r][kk] = a[r][kk].0;
            und_a[r] |= a[r][kk].1;
        }
    }
    let mut col_b: Vec<Vec<u32>> = vec![vec![0; k as usize]; n as usize];
    let mut und_b = vec![false; n as usize];
    for kk in 0..k as usize {
        for c in 0..n as usize {
            col_b[c][kk] = b[kk][c].0;
            und_b[c] |= b[kk][c].1;
        }
    }
    for (i, &dst) in p.d.iter().enumerate() {
        let mut vals = [0u64; L];
        let mut undef = 0u64;
        for lane in 0..32u32 {
            let mut word = 0u32;
            let halves = if f16 { 2 } else { 1 };
            for h in 0..halves {
                let (r, c) = wg::d_cell(f16, i as u32, h, lane, w);
                let (rr, cc) = ((r - 16 * w) as usize, c as usize);
                let cin = if scale_d { p.c.get(i).map(|&s| (regs.lane(s, lane) as u32, regs.und(s) >> lane & 1 != 0)) } else { None };
                let (cbits, cu) = match (f16, cin) {
                    (_, None) => (0, false),
                    (true, Some((v, u))) => ((v >> (16 * h)) & 0xFFFF, u),
                    (false, Some((v, u))) => (v, u),
                };
                if und_a[rr] || und_b[cc] || cu {
                    undef |= 1 << lane;
                }
                let e = wg::element(f, &cols_a[rr], &col_b[cc], cbits, scale_d, p.neg.0, p.neg.1);
                word |= if f16 { (e & 0xFFFF) << (16 * h) } else { e };
            }
            vals[lane as usize] = word as u64;
        }
        regs.put(dst, &vals, undef, cx.exec);
    }
    cx.side.wg_pending.push(WgPending { group: None, pc: cx.pc, reads });
    super::wgmma_live::issued(cx, p);
    Ok(())
}

/// `wgmma.commit_group`: the warp's uncommitted `wgmma`s form its next group.
pub(super) fn commit(cx: &mut Cx) -> RResult<()> {
    super::matrix::whole_warp(cx, "wgmma.commit_group.sync.aligned")?;
    let g = cx.side.wg_groups;
    cx.side.wg_groups += 1;
    for p in cx.side.wg_pending.iter_mut().filter(|p| p.group.is_none()) {
        p.group = Some(g);
    }
    super::wgmma_live::committed(cx, g);
    Ok(())
}

/// `wgmma.wait_group n`: every group but the `n` most recent is complete; the shared memory
/// each of their `wgmma`s read must still hold what it read.
pub(super) fn wait(cx: &mut Cx, n: u32) -> RResult<()> {
    super::matrix::whole_warp(cx, "wgmma.wait_group.sync.aligned")?;
    let done_below = cx.side.wg_groups.saturating_sub(n);
    let pending = std::mem::take(&mut cx.side.wg_pending);
    let (done, keep): (Vec<WgPending>, Vec<WgPending>) = pending.into_iter().partition(|p| p.group.is_some_and(|g| g < done_below));
    cx.side.wg_pending = keep;
    super::wgmma_live::completed(cx, done_below);
    for p in done {
        for &(addr, bytes, v, u) in &p.reads {
            let (now, nu) = cx.mem.read(crate::run::mem::resolve(AddrSpace::Shared, addr as u64), bytes as u32, 0).map_err(|e| with_lane(e, 0))?;
            if (now, nu) != (v, u) {
                let line = cx.func.code.get(p.pc as usize).map(|d| d.line).unwrap_or(0);
                return Err(lane_err(
                    ErrKind::Race,
                    0,
                    format!(
                        "wgmma (line {line}) read shared memory at {addr:#x} ({v:#x}), which was written ({now:#x}) before the wgmma.wait_group that completes it: PTX leaves the wgmma's result undefined"
                    ),
                )
                .with_help("wait for the wgmma group (wgmma.wait_group) before overwriting its A/B tiles"));
            }
        }
    }
    Ok(())
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Wgmma(p) |cx, regs, exec| => wgmma(cx, regs, p)?);
step!(WgmmaCommit(_p) |cx, regs, exec| => commit(cx)?);
step!(WgmmaWait(p) |cx, regs, exec| => wait(cx, p.n)?);
