//! What the tests that use LLVM 22's tools share: whether clang-22 (or llc-22…) is here (a
//! visible skip without it, a failure under `XLANE_REQUIRE_ORACLES=1`) and the repository root.

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn have_clang() -> bool {
    have_tool("clang-22")
}

/// Whether `tool` runs (`tool --version`); without it a test skips, visibly, unless
/// `XLANE_REQUIRE_ORACLES=1` makes that a failure.
pub fn have_tool(tool: &str) -> bool {
    let ok = Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success());
    if !ok {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
        eprintln!("skipped: {tool} is not installed");
    }
    ok
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
