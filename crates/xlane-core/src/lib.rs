//! xlane-core: the exact, executable model of GPU cross-lane builtins.
//!
//! The crate is cut along the flow of one call (see `docs/design.md`):
//!
//! ```text
//! call text ─► registry lookup ─► check (arity, constants, availability, legal values)
//!                                      │
//!                 per-lane arguments ─►  semantics(wave, args) ─► per-lane outputs (value | undefined)
//! ```
//!
//! * [`target`]: every processor, its family, wave sizes and features.
//! * [`registry`]: the one declarative table of builtins and intrinsics.
//! * [`semantics`]: pure per-wave functions, one per operation family.
//! * [`codec`]: control-word encoders/decoders (DPP, swizzle, dpp8, permlane selectors).
//! * [`call`]: the single entry point that checks a call against the table and evaluates it.
//! * [`conform`]: conformance vectors (`docs/vectors.md`).

pub mod bounded;
pub mod call;
pub mod callexpr;
pub mod codec;
pub mod conform;
pub mod diag;
pub mod numtext;
pub mod registry;
pub mod semantics;
pub mod target;
pub mod value;

pub use call::{evaluate, CallResult};
pub use diag::{Diag, DiagKind};
pub use target::Target;
pub use value::{Arg, ElemTy, LaneMask, Lanes};
