//! initcheck (issue 23): a read of global or shared memory (LDS) that nothing wrote is
//! `warning[uninitialized]` at the reading operation (`error[uninitialized]` under
//! `--strict`), naming the buffer or shared variable, the bytes, and the block, wave and
//! lanes.
//!
//! "Written" is a bit of the per-byte shadow kept beside the memory (`crate::run::mem`,
//! [`UNWRITTEN`](crate::run::mem::UNWRITTEN)): set at the start for a spec buffer's bytes that
//! no `data`, `fill` or `file` gave (a buffer given only `len` is unwritten, as `cudaMalloc`'d
//! memory is) and for every byte of LDS at the start of each block; cleared by every store
//! (plain, vector, atomic, `memcpy`/`memset`, `stmatrix`, `cp.async`, inline-PTX `st`: they
//! all write through the same shadow). Every read through the memory model notes the unwritten
//! bytes it met ([`Unwritten`], kept in `Mem::unwritten` for the op), and the driver reports
//! them after the op ([`report`]).
//!
//! Each op is reported once per launch, for the first block (in linear order) whose access
//! met unwritten bytes, with that access's lanes and bytes: a worker thread skips ops it has
//! reported, and [`first_per_op`] keeps the lowest block's report when several workers of a
//! parallel pass reported one op. That makes both schedules give the same report: a block
//! reading bytes another block writes in the same launch is a conflict between blocks, which
//! the parallel schedule re-runs in order (`run::schedule`).
//!
//! NVIDIA's Compute Sanitizer describes its initcheck as the tool that "can report cases
//! where the GPU performs uninitialized accesses to global memory" (Compute Sanitizer User
//! Manual, Introduction); an atomic read-modify-write accesses (reads) the old value, so an
//! atomic on never-written memory is reported too (an `atomicAdd` into a `cudaMalloc`'d
//! counter adds to garbage), except an exchange whose old value nobody reads. xlane checks
//! shared memory (LDS) as well, which compute-sanitizer's initcheck does not.

use std::collections::HashSet;

use crate::error::{ErrKind, RResult, RunError};
use crate::run::exec::{LaunchInfo, Warning};

/// The memory an unwritten read was in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    /// Global region `k` (a spec buffer, a module variable).
    Global(usize),
    /// The block's shared memory (LDS).
    Shared,
}

/// The unwritten bytes one op's access met: bytes `lo..hi` (offsets in `space`) of the lanes
/// `lanes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unwritten {
    pub space: Space,
    pub lo: u64,
    pub hi: u64,
    pub lanes: u64,
}

impl Unwritten {
    /// Add lane `lane`'s unwritten bytes `lo..hi` of `space` (an access of another buffer than
    /// the first one met is left out: the report names one).
    #[inline]
    pub fn note(slot: &mut Option<Unwritten>, space: Space, lo: u64, hi: u64, lanes: u64) {
        match slot {
            None => *slot = Some(Unwritten { space, lo, hi, lanes }),
            Some(u) if u.space == space => {
                u.lo = u.lo.min(lo);
                u.hi = u.hi.max(hi);
                u.lanes |= lanes;
            }
            Some(_) => {}
        }
    }
}

/// The offsets `lo..hi` (relative to `shadow`) spanning the bytes whose shadow has the
/// unwritten bit, if any has it.
pub fn unwritten_span(shadow: &[u8]) -> Option<(u64, u64)> {
    let lo = shadow.iter().position(|&b| b & crate::run::mem::UNWRITTEN != 0)?;
    let hi = shadow.iter().rposition(|&b| b & crate::run::mem::UNWRITTEN != 0).unwrap_or(lo);
    Some((lo as u64, hi as u64 + 1))
}

/// What the ops reported so far on a worker thread (function, op index), so that later blocks
/// on it do not report them again.
#[derive(Debug, Default)]
pub struct Reported(HashSet<(u32, u32)>);

/// The op that met unwritten bytes, for the report.
pub struct Reader<'a> {
    pub func: u32,
    pub pc: u32,
    pub block: [u32; 3],
    pub wave: u32,
    /// How the op reads memory: `reads`, `updates (atomic)`, `copies from`, …
    pub verb: &'a str,
    /// The name of the global region read (for [`Space::Global`]).
    pub region: &'a str,
}

/// Report `u`, met by `who`: a warning (unless this worker reported the op already), or
/// under `--strict` the `uninitialized` error that stops the run.
pub fn report(info: &LaunchInfo, who: &Reader, u: &Unwritten, reported: &mut Reported, warnings: &mut Vec<Warning>) -> RResult<()> {
    if !info.strict && !reported.0.insert((who.func, who.pc)) {
        return Ok(());
    }
    let lane = u.lanes.trailing_zeros();
    let at = crate::run::exec::op_location(info, who.func, who.pc, who.block, who.wave, lane);
    let message = message(info, who, u);
    if info.strict {
        let mut e = RunError::new(ErrKind::Uninitialized, message).with_help(help(u.space));
        e.at = Some(Box::new(at));
        return Err(e);
    }
    if warnings.len() < 1000 {
        warnings.push(Warning { kind: ErrKind::Uninitialized, message, at, origin: None, related: None });
    }
    Ok(())
}

/// `lanes 0-31 read bytes 0..128 of `argument 0 (i32 buffer)`, which nothing wrote (…)`.
pub fn message(info: &LaunchInfo, who: &Reader, u: &Unwritten) -> String {
    let lanes = xlane_core::value::LaneMask(u.lanes);
    let one = u.lanes.count_ones() == 1;
    let (lanes, verb) = if one { (format!("lane {lanes}"), who.verb.to_string()) } else { (format!("lanes {lanes}"), plural(who.verb)) };
    let (lo, hi) = (u.lo, u.hi);
    match u.space {
        Space::Global(k) => {
            let _ = k;
            let name = who.region;
            format!(
                "{lanes} {verb} bytes {lo}..{hi} of `{name}`, which nothing wrote: the launch's arguments did not set them (no `data`, `fill` or `file`), and no store of this launch came first"
            )
        }
        Space::Shared => {
            let var = info.lds_vars.iter().find(|v| lo >= v.0 && lo < v.0 + v.1.max(1));
            let whose = match var {
                Some((off, _, name)) => format!("bytes {}..{} of shared variable `{name}` (shared memory {lo:#x}..{hi:#x})", lo - off, hi - off),
                None => format!("shared memory bytes {lo:#x}..{hi:#x}"),
            };
            let b = who.block;
            format!("{lanes} {verb} {whose}, which no thread of block ({}, {}, {}) wrote before (shared memory starts unwritten in every block)", b[0], b[1], b[2])
        }
    }
}

/// `reads` → `read`: the verb for several lanes.
fn plural(verb: &str) -> String {
    let mut words = verb.splitn(2, ' ');
    let first = words.next().unwrap_or("");
    let rest = words.next().map(|r| format!(" {r}")).unwrap_or_default();
    let first = match first {
        "copies" => "copy".to_string(),
        w => w.strip_suffix('s').unwrap_or(w).to_string(),
    };
    format!("{first}{rest}")
}

/// The help line of a report.
pub fn help(space: Space) -> &'static str {
    match space {
        Space::Global(_) => {
            "write the bytes before reading them, or give the buffer `data`, `fill` or `file` in the spec (on a GPU, cudaMalloc'd/hipMalloc'd memory holds garbage: cudaMemset it)"
        }
        Space::Shared => "write shared memory before reading it, with a __syncthreads() between one wave's writes and another wave's reads",
    }
}

/// The verb of op `op` in a report.
pub fn verb(op: &crate::front::program::Op) -> &'static str {
    use crate::front::program::Op;
    match op {
        Op::AtomicRmw(_) | Op::AtomicRmwIf { .. } | Op::CmpXchg(_) | Op::CmpXchgIf { .. } => "updates (atomic)",
        Op::Memcpy(_) => "copies from",
        _ => "reads",
    }
}

/// Keep, of the `uninitialized` warnings in block order, the first of each op (the lowest
/// block's): a parallel pass's workers each report an op once.
pub fn first_per_op(warnings: impl Iterator<Item = Warning>) -> Vec<Warning> {
    let mut seen = Seen::default();
    warnings.filter(|w| seen.first(w)).collect()
}

/// The ops whose `uninitialized` warning has been kept, for [`first_per_op`]'s filter.
#[derive(Default)]
pub struct Seen(HashSet<(String, u32)>);

impl Seen {
    /// Whether `w` stays: any warning but an `uninitialized` one whose op was seen already.
    pub fn first(&mut self, w: &Warning) -> bool {
        w.kind != ErrKind::Uninitialized || self.0.insert((w.at.function.clone(), w.at.line))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_and_merges() {
        let u = crate::run::mem::UNWRITTEN;
        assert_eq!(unwritten_span(&[0, 0, 1, 0]), None);
        assert_eq!(unwritten_span(&[0, u | 1, 0, u, 0]), Some((1, 4)));
        let mut slot = None;
        Unwritten::note(&mut slot, Space::Shared, 8, 12, 1 << 3);
        Unwritten::note(&mut slot, Space::Shared, 0, 4, 1);
        Unwritten::note(&mut slot, Space::Global(0), 100, 104, 1 << 5);
        assert_eq!(slot, Some(Unwritten { space: Space::Shared, lo: 0, hi: 12, lanes: 0b1001 }));
    }

    #[test]
    fn verbs_for_several_lanes() {
        assert_eq!(plural("reads"), "read");
        assert_eq!(plural("updates (atomic)"), "update (atomic)");
        assert_eq!(plural("copies from"), "copy from");
    }
}
