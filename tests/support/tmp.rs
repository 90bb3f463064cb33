//! The tests' temporary folders: `xlane-NAME-XXXXXX` in the system's temporary folder,
//! removed when dropped (a failing test's panic included), so a test run leaves none behind
//! (`.ci/run` checks that). Use it as a `&Path`; `keep` leaves a folder that a failure's
//! message names.

use std::path::{Path, PathBuf};

pub struct TmpDir(tempfile::TempDir);

/// A new empty folder `xlane-{name}-XXXXXX`.
pub fn dir(name: &str) -> TmpDir {
    TmpDir(tempfile::Builder::new().prefix(&format!("xlane-{name}-")).tempdir().expect("a temporary folder"))
}

impl TmpDir {
    /// Leave the folder in place (its path, for a failure's message).
    #[allow(dead_code)]
    pub fn keep(self) -> PathBuf {
        self.0.keep()
    }
}

impl std::ops::Deref for TmpDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for TmpDir {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}
