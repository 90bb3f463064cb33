//! placeholder
use xlane_core::callexpr::CallExpr;
use xlane_core::diag::{Diag, Result};
use xlane_core::target::Target;
pub fn from_asm(_text: &str, _t: &Target) -> Result<CallExpr> { Err(Diag::malformed("todo")) }
