//! The sanitizer's checks of a run (issue 23), each in its own module with its own state:
//! [`race`] (the `race` diagnostic, shared by the shared-memory racecheck and the
//! global-memory conflict check between blocks), [`sync`] (barriers across the waves of a
//! block), [`init`] (reads of memory nothing wrote), and the set of checks a launch runs ([`Checks`], `xlane run --check`).

pub mod init;
mod lds_cells;
pub mod lds_race;
pub mod race;
pub mod sync;

use crate::error::{RResult, RunError};

/// The checks a launch runs besides the ones that are always on (bounds, alignment,
/// deadlocks, barrier divergence inside a wave, undefined values reaching memory).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checks {
    /// racecheck: shared-memory hazards between the waves of a block.
    pub race: bool,
    /// synccheck: waves of a block that run different barriers, or exit while others wait.
    pub sync: bool,
    /// initcheck: loads of memory nothing wrote.
    pub init: bool,
    /// Where an undefined value was made (the operation that made poison).
    pub poison: bool,
}

impl Default for Checks {
    fn default() -> Checks {
        Checks::ALL
    }
}

impl Checks {
    pub const ALL: Checks = Checks { race: true, sync: true, init: true, poison: true };
    pub const NONE: Checks = Checks { race: false, sync: false, init: false, poison: false };
    /// The names `--check` takes, in order.
    pub const NAMES: [&'static str; 4] = ["race", "sync", "init", "poison"];

    /// `none`, `all`, or names from [`Checks::NAMES`] separated by commas.
    pub fn parse(s: &str) -> RResult<Checks> {
        let s = s.trim();
        match s {
            "all" => return Ok(Checks::ALL),
            "none" => return Ok(Checks::NONE),
            _ => {}
        }
        let mut c = Checks::NONE;
        for w in s.split(',').map(str::trim) {
            match w {
                "race" => c.race = true,
                "sync" => c.sync = true,
                "init" => c.init = true,
                "poison" => c.poison = true,
                _ => return Err(RunError::malformed(format!("unknown check `{w}`")).with_help("give `none`, `all`, or some of race,sync,init,poison separated by commas")),
            }
        }
        Ok(c)
    }

    /// The names of the checks on, as `--check` takes them.
    pub fn names(&self) -> String {
        let on = [self.race, self.sync, self.init, self.poison];
        let n: Vec<&str> = Checks::NAMES.iter().zip(on).filter(|(_, o)| *o).map(|(n, _)| *n).collect();
        match n.len() {
            0 => "none".into(),
            4 => "all".into(),
            _ => n.join(","),
        }
    }
}

/// The checks' state of the block a worker thread runs, kept from block to block (its
/// buffers reused).
#[derive(Debug, Default)]
pub struct BlockState {
    pub lds_race: lds_race::LdsShadow,
    /// initcheck: the ops this worker has reported (kept across its blocks).
    pub init_reported: init::Reported,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_lists_parse() {
        assert_eq!(Checks::parse("all").unwrap(), Checks::ALL);
        assert_eq!(Checks::parse("none").unwrap(), Checks::NONE);
        let c = Checks::parse("race,init").unwrap();
        assert!(c.race && c.init && !c.sync && !c.poison);
        assert_eq!(c.names(), "race,init");
        assert_eq!(Checks::parse("race, sync,init,poison").unwrap(), Checks::ALL);
        assert!(Checks::parse("races").is_err());
    }
}
