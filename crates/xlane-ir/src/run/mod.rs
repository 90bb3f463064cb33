//! Running a launch: the spec ([`spec`]), memory ([`mem`]), the launch's placement and
//! schedule ([`launch`]), launched again and again (`repeat`), the SIMT wave interpreter
//! ([`exec`]), device `printf` formatting ([`printf`]) and the bound on its output
//! ([`printed`]), the sanitizer's checks ([`check`]),
//! and the host launch API of the Python package ([`host`]).

pub mod check;
mod claims;
pub mod exec;
pub mod host;
pub mod launch;
pub mod mem;
pub mod printed;
pub mod printf;
mod repeat;
mod runs;
mod schedule;
pub mod spec;
pub mod watch;
pub mod wave_steps;
pub mod worker_times;
