//! The front end: clang's textual LLVM IR ([`ll`]) decoded ([`decode`]) into the compact form
//! the runner executes ([`program`], with its operation table `program::ops`).

pub mod cfg;
pub(crate) mod contract;
pub mod decode;
pub mod ll;
pub mod names;
pub mod program;
pub mod watch;
