//! `ldmatrix` and `stmatrix` (PTX ISA 9.7.14.5.15, 9.7.14.5.16): the rows move between shared
//! memory and the lanes that address them through the runner's memory model (bounds, the
//! 16-byte alignment PTX requires of each row address, undefined bytes); which register piece
//! of which lane a row element is comes from `xlane_core::semantics::nvidia::matrix`. The
//! registry row checks availability. `.sync.aligned`: every lane of the warp must execute
//! the instruction.

use xlane_core::call::{check, Arg, Site};
use xlane_core::registry::Builtin;
use xlane_core::semantics::nvidia::matrix;

use super::*;

/// Every lane of the 32-lane warp executes the op (PTX ISA: "all threads in the warp must
/// execute the same ldmatrix instruction"); a lane on another path never arrives.
pub(super) fn whole_warp(cx: &Cx, what: &str) -> RResult<()> {
    let missing = cx.full & !cx.exec;
    if missing == 0 && cx.info.wave == 32 {
        return Ok(());
    }
    let lane = lanes(cx.exec).next().unwrap_or(0);
    let why = if missing & cx.wave.alive != 0 { "are alive but wait on another path" } else { "have exited" };
    Err(lane_err(
        ErrKind::Deadlock,
        lane,
        format!("`{what}`: lanes {} of the warp {why}; every lane of the warp must execute the same .sync.aligned matrix instruction", LaneMask(missing)),
    )
    .with_help("execute ldmatrix/stmatrix/mma where the whole warp is converged (PTX ISA: .aligned)"))
}

fn check_row(cx: &Cx, regs: &Regs, b: &'static Builtin, ptr: Slot, vals: &[Slot]) -> RResult<()> {
    let site = Site { target: cx.info.target, wave: cx.info.wave, exec: cx.exec, policy: cx.info.policy };
    let mut args = vec![Arg::Lanes(regs.lanes(ptr))];
    args.extend(vals.iter().map(|&v| Arg::Lanes(regs.lanes(v))));
    check(b, &site, &args)?;
    Ok(())
}

/// The address of the row lane `lane` supplies: defined, and 16-byte aligned.
fn row_address(regs: &Regs, ptr: Slot, lane: u32, what: &str) -> RResult<u64> {
    if regs.und(ptr) >> lane & 1 != 0 {
        return Err(lane_err(ErrKind::UndefinedValue, lane, format!("{what}: lane {lane}'s row address is undefined")));
    }
    let addr = regs.lane(ptr, lane);
    check_align(addr, 16, 16, lane)?;
    Ok(addr)
}

pub(super) fn ldmatrix(cx: &mut Cx, regs: &mut Regs, p: &ops::LdMatrix) -> RResult<()> {
    let &ops::LdMatrix { b, num, trans, ptr, space, ref dsts } = p;
    check_row(cx, regs, b, ptr, &[])?;
    whole_warp(cx, b.name)?;
    let mut rows = [[0u16; 8]; 32];
    let mut und = [[false; 8]; 32];
    for lane in 0..8 * num as u32 {
        let addr = row_address(regs, ptr, lane, "ldmatrix")?;
        for (col, (v, u)) in rows[lane as usize].iter_mut().zip(und[lane as usize].iter_mut()).enumerate() {
            let (bits, undef) = cx.mem.read(resolve(space, addr + 2 * col as u64), 2, lane).map_err(|e| with_lane(e, lane))?;
            *v = bits as u16;
            *u = undef;
        }
    }
    let out = matrix::ldmatrix(num as u32, trans, &rows);
    for (i, (&dst, words)) in dsts.iter().zip(&out).enumerate() {
        let mut vals = [0u64; L];
        let mut undef = 0u64;
        for lane in 0..32u32 {
            vals[lane as usize] = words[lane as usize] as u64;
            for half in 0..2 {
                let (row, col) = matrix::fragment_cell(trans, lane, half);
                if und[8 * i + row as usize][col as usize] {
                    undef |= 1 << lane;
                }
            }
        }
        regs.put(dst, &vals, undef, cx.exec);
    }
    Ok(())
}

pub(super) fn stmatrix(cx: &mut Cx, regs: &mut Regs, p: &ops::StMatrix) -> RResult<()> {
    let &ops::StMatrix { b, num, trans, ptr, space, ref vals } = p;
    check_row(cx, regs, b, ptr, vals)?;
    whole_warp(cx, b.name)?;
    let words: Vec<[u32; 32]> = vals.iter().map(|&v| std::array::from_fn(|l| regs.lane(v, l as u32) as u32)).collect();
    let rows = matrix::stmatrix(num as u32, trans, &words);
    for lane in 0..8 * num as u32 {
        let addr = row_address(regs, ptr, lane, "stmatrix")?;
        for (col, &bits) in rows[lane as usize].iter().enumerate() {
            // the register piece stored here, and whether it is undefined
            let (i, src) = (lane / 8, (0..32u32).flat_map(|l| [(l, 0u32), (l, 1)]).find(|&(l, h)| matrix::fragment_cell(trans, l, h) == (lane % 8, col as u32)));
            let undef = src.is_some_and(|(l, _)| regs.und(vals[i as usize]) >> l & 1 != 0);
            let loc = resolve(space, addr + 2 * col as u64);
            // into shared memory the origin goes with the bytes (`memops::store_comps`)
            let kept = match (undef, loc) {
                (false, _) => None,
                (true, crate::run::mem::Loc::Global(..)) => {
                    cx.report_undef(lane, format!("stmatrix stores an undefined register piece (row {}, column {col} of matrix {i})", lane % 8), Some(vals[i as usize]))?;
                    None
                }
                (true, _) => Some(cx.kept_origin(lane, Some(vals[i as usize]), "shared memory")),
            };
            cx.mem.write(loc, 2, bits as u64, undef, lane).map_err(|e| with_lane(e, lane))?;
            if kept.is_some() {
                cx.mem.note_origin(loc, 2, lane, kept.as_ref());
            }
        }
    }
    Ok(())
}

/// `movmatrix`: a pure exchange among the warp's lanes; a lane whose source register is
/// undefined makes the two lanes that receive its pieces undefined.
pub(super) fn movmatrix_step(cx: &mut Cx, regs: &mut Regs, dst: Slot, src: Slot) -> RResult<()> {
    whole_warp(cx, "movmatrix.sync.aligned.m8n8.trans.b16")?;
    let a: [u32; 32] = std::array::from_fn(|l| regs.lane(src, l as u32) as u32);
    let d = matrix::movmatrix(&a);
    let su = regs.und(src);
    let mut vals = [0u64; L];
    let mut undef = 0u64;
    for lane in 0..32u32 {
        vals[lane as usize] = d[lane as usize] as u64;
        for half in 0..2 {
            // element (row, col) of the transpose is (col, row) of the source: lane 4·col + row/2
            let (row, col) = matrix::fragment_cell(true, lane, half);
            if su >> (4 * row + col / 2) & 1 != 0 {
                undef |= 1 << lane;
            }
        }
    }
    regs.put(dst, &vals, undef, cx.exec);
    Ok(())
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(LdMatrix(p) |cx, regs, exec| => ldmatrix(cx, regs, p)?);
step!(StMatrix(p) |cx, regs, exec| => stmatrix(cx, regs, p)?);
step!(MovMatrix { dst, src } |cx, regs, exec| => movmatrix_step(cx, regs, *dst, *src)?);
