//! NVIDIA rows of the registry table.

use super::*;

pub(super) static TABLE: &[Builtin] = &[];
