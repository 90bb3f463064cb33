//! synccheck across the waves of a block (issue 23). Inside a wave, a barrier reached by some
//! live lanes and not others is an error of the driver (`exec::Wave::act`). Here, when the
//! block's waves stop at a barrier:
//!
//! - live waves waiting at different barriers (different sequences of `__syncthreads()`) are
//!   `error[barrier-divergence]`: the CUDA C++ Programming Guide allows `__syncthreads()` in
//!   conditional code "only if the conditional evaluates identically across the entire thread
//!   block, otherwise the code execution is likely to hang or produce unintended side
//!   effects";
//! - waves that exited while others wait at a barrier they never reached are
//!   `warning[barrier-divergence]` (an error under `--strict`). The hardware completes such a
//!   barrier, so the early-return idiom runs, and xlane runs it the same way: PTX ISA `bar`
//!   counts exited threads as arrived, and AMD's `s_barrier` waits only for the waves that
//!   have not ended (docs/errata.md, "Barriers and exited waves").

use xlane_core::value::LaneMask;

use crate::error::{ErrKind, RResult, Related, RunError};
use crate::run::exec::{LaunchInfo, Warning, Wave};

/// What the check remembers through one block.
#[derive(Debug, Default)]
pub struct BlockSync {
    /// The waves already reported as exited while others waited.
    reported_exits: u64,
}

impl BlockSync {
    /// Every wave of the block is done or waits at a barrier (`at_barrier`), and some wait:
    /// check that they wait at the same barrier, and report waves that exited before it.
    pub fn at_release(&mut self, info: &LaunchInfo, waves: &[Wave], at_barrier: &[bool], warnings: &mut Vec<Warning>) -> RResult<()> {
        let waiting: Vec<usize> = (0..waves.len()).filter(|&i| at_barrier[i]).collect();
        let Some(&first) = waiting.first() else { return Ok(()) };
        let site = waves[first].barrier_site();
        if let Some(&other) = waiting.iter().find(|&&i| waves[i].barrier_site() != site) {
            let same: u64 = waiting.iter().filter(|&&i| waves[i].barrier_site() == site).fold(0, |m, &i| m | 1 << waves[i].index);
            let diff: u64 = waiting.iter().filter(|&&i| waves[i].barrier_site() == waves[other].barrier_site()).fold(0, |m, &i| m | 1 << waves[i].index);
            let mut e = RunError::new(
                ErrKind::BarrierDivergence,
                format!(
                    "waves {} of the block wait at this barrier while waves {} wait at another one: the live waves of a block run different sequences of barriers",
                    LaneMask(diff),
                    LaneMask(same)
                ),
            )
            .with_help("every thread of the block must reach the same __syncthreads() the same number of times; a barrier in code that does not evaluate identically across the block is undefined (CUDA C++ Programming Guide, __syncthreads)");
            e.at = Some(Box::new(waves[other].barrier_location(info)));
            e.related = Some(Box::new(Related { what: format!("the barrier wave {} waits at", waves[first].index), at: waves[first].barrier_location(info) }));
            return Err(e);
        }
        let exited: u64 = waves.iter().filter(|w| w.done).fold(0, |m, w| m | 1 << w.index) & !self.reported_exits;
        if exited == 0 {
            return Ok(());
        }
        self.reported_exits |= exited;
        let waits: u64 = waiting.iter().fold(0, |m, &i| m | 1 << waves[i].index);
        let gone = waves.iter().find(|w| exited >> w.index & 1 != 0).expect("an exited wave");
        let message = format!(
            "waves {} of the block exited while waves {} wait at this barrier, which the exited waves never reached (the hardware completes it without them; the CUDA guide leaves a barrier that not every thread reaches undefined)",
            LaneMask(exited),
            LaneMask(waits)
        );
        let at = waves[first].barrier_location(info);
        let related = Some(Box::new(Related { what: format!("where wave {} exited", gone.index), at: gone.location(info) }));
        if info.strict {
            let mut e = RunError::new(ErrKind::BarrierDivergence, message)
                .with_help("let every thread of the block reach each __syncthreads() (guard the work, not the barrier), or run without --strict: exited waves count as arrived on the hardware");
            e.at = Some(Box::new(at));
            e.related = related;
            return Err(e);
        }
        if warnings.len() < 1000 {
            warnings.push(Warning { kind: ErrKind::BarrierDivergence, message, at, origin: None, related });
        }
        Ok(())
    }
}
