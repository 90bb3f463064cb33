//! What the tests that compile docs/examples/ with clang-22 share: whether clang-22 is here
//! (a visible skip without it, a failure under `XLANE_REQUIRE_ORACLES=1`) and the repository root.

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn have_clang() -> bool {
    let ok = Command::new("clang-22").arg("--version").output().is_ok_and(|o| o.status.success());
    if !ok {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
        eprintln!("skipped: clang-22 is not installed");
    }
    ok
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
