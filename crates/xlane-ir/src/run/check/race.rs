//! The `race` diagnostic (issue 23, racecheck): two accesses to the same byte with no order
//! between them, at least one a write and neither atomic — by different waves of one block
//! with no barrier between them (shared memory, LDS), or by different blocks of a launch
//! (global memory). The report names both accesses: the source position (file:line:col with
//! the line and a caret), block, wave and lane, and the `.ll` line of each. A warning; under
//! `--strict` an error (`error[race]`).
//!
//! An access is kept as a compact [`Access`] (an op and a lane, no strings), so a shadow of
//! memory can hold one per byte; the locations are looked up only when a race is reported.
//!
//! The rule is the memory models': CUDA C++ Programming Guide, "Memory Fence Functions" and
//! `__syncthreads()` (writes before the barrier are visible to the block after it; without it
//! the order is undefined); PTX ISA "Memory Consistency Model" (conflicting accesses not
//! ordered by a barrier or synchronization are a data race); HIP follows the same model
//! (`__syncthreads` is `s_barrier` with the fences LLVM AMDGPUUsage gives it).

use crate::error::{ErrKind, Location, RResult, Related, RunError};
use crate::run::exec::{op_location, LaunchInfo, Warning};

/// The memory a race is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    /// Shared memory (LDS) of one block.
    Shared,
    /// Global memory.
    Global,
}

/// What an access did to the byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// A read-modify-write atomic (never races with another atomic).
    Atomic,
}

impl AccessKind {
    pub fn word(self) -> &'static str {
        match self {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::Atomic => "atomic",
        }
    }
}

/// One access of one lane: the op (function and op index of the decoded program), the
/// block, wave and lane, and what it did. Small and `Copy`, for shadow memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Access {
    pub func: u32,
    pub pc: u32,
    pub block: [u32; 3],
    pub wave: u32,
    pub lane: u32,
    pub kind: AccessKind,
}

impl Access {
    /// Whether two accesses to one byte conflict: at least one writes, and not both atomic
    /// (an atomic and a plain access do conflict).
    pub fn conflicts(&self, other: &Access) -> bool {
        let writes = |a: &Access| a.kind != AccessKind::Read;
        (writes(self) || writes(other)) && !(self.kind == AccessKind::Atomic && other.kind == AccessKind::Atomic)
    }

    /// Where the access is, for a report.
    pub fn location(&self, info: &LaunchInfo) -> Location {
        op_location(info, self.func, self.pc, self.block, self.wave, self.lane)
    }
}

/// A race: `first` happened earlier in xlane's schedule, `second` is the access that found it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Race {
    pub space: Space,
    /// The byte, in words: `shared byte 0x40`, `arg1 byte 12` (the caller's naming).
    pub byte: String,
    pub first: Access,
    pub second: Access,
}

impl Race {
    /// `write→read race on shared byte 0x40: block (0, 0, 0) wave 1 lane 0 reads it after
    /// wave 0 lane 32 wrote it, with no barrier between`.
    pub fn message(&self) -> String {
        let (f, s) = (&self.first, &self.second);
        let who = |a: &Access| format!("block ({}, {}, {}) wave {} lane {}", a.block[0], a.block[1], a.block[2], a.wave, a.lane);
        let verb = |k: AccessKind, past: bool| match (k, past) {
            (AccessKind::Read, false) => "reads",
            (AccessKind::Read, true) => "read",
            (AccessKind::Write, false) => "writes",
            (AccessKind::Write, true) => "wrote",
            (AccessKind::Atomic, false) => "updates (atomic)",
            (AccessKind::Atomic, true) => "updated (atomic)",
        };
        let between = match self.space {
            Space::Shared => "with no barrier between",
            Space::Global => "in another block (blocks are not ordered)",
        };
        let first_who = if self.space == Space::Shared && f.block == s.block { format!("wave {} lane {}", f.wave, f.lane) } else { who(f) };
        format!("{}→{} race on {}: {} {} it after {} {} it, {between}", f.kind.word(), s.kind.word(), self.byte, who(s), verb(s.kind, false), first_who, verb(f.kind, true),)
    }

    /// The help line of a report.
    pub fn help(&self) -> &'static str {
        match self.space {
            Space::Shared => "put a __syncthreads() (HIP/CUDA) between the two accesses, or make both atomic",
            Space::Global => "give each block its own bytes, or make both accesses atomic",
        }
    }

    /// The other access, as the report's note.
    pub fn related(&self, info: &LaunchInfo) -> Related {
        Related { what: format!("the earlier {} ({})", self.first.kind.word(), self.byte), at: self.first.location(info) }
    }

    /// The report: a warning, or under `--strict` the error that stops the run.
    pub fn report(&self, info: &LaunchInfo, warnings: &mut Vec<Warning>) -> RResult<()> {
        let at = self.second.location(info);
        let related = Some(Box::new(self.related(info)));
        if info.strict {
            let mut e = RunError::new(ErrKind::Race, self.message()).with_help(self.help());
            e.at = Some(Box::new(at));
            e.related = related;
            return Err(e);
        }
        if warnings.len() < 1000 {
            warnings.push(Warning { kind: ErrKind::Race, message: self.message(), at, origin: None, related });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acc(wave: u32, lane: u32, kind: AccessKind) -> Access {
        Access { func: 0, pc: 0, block: [0; 3], wave, lane, kind }
    }

    #[test]
    fn which_pairs_conflict() {
        use AccessKind::*;
        // the racecheck rule: at least one write, not both atomic
        assert!(!acc(0, 0, Read).conflicts(&acc(1, 0, Read)));
        assert!(acc(0, 0, Read).conflicts(&acc(1, 0, Write)));
        assert!(acc(0, 0, Write).conflicts(&acc(1, 0, Write)));
        assert!(acc(0, 0, Atomic).conflicts(&acc(1, 0, Read)));
        assert!(acc(0, 0, Write).conflicts(&acc(1, 0, Atomic)));
        assert!(!acc(0, 0, Atomic).conflicts(&acc(1, 0, Atomic)));
    }

    #[test]
    fn the_message_names_both_accesses() {
        let r = Race { space: Space::Shared, byte: "shared byte 0x40".into(), first: acc(0, 32, AccessKind::Write), second: acc(1, 0, AccessKind::Read) };
        assert_eq!(r.message(), "write→read race on shared byte 0x40: block (0, 0, 0) wave 1 lane 0 reads it after wave 0 lane 32 wrote it, with no barrier between");
        let mut g = r.clone();
        g.space = Space::Global;
        g.byte = "arg0 byte 12".into();
        g.first.block = [3, 0, 0];
        assert_eq!(
            g.message(),
            "write→read race on arg0 byte 12: block (0, 0, 0) wave 1 lane 0 reads it after block (3, 0, 0) wave 0 lane 32 wrote it, in another block (blocks are not ordered)"
        );
    }
}
