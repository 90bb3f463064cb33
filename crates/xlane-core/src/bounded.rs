//! Reading input files with a size bound: a path may name `/dev/zero`, a FIFO or a huge
//! file, and reading it whole would exhaust memory before any check could run.
//!
//! A failure to open or read is an `io` diagnostic; input over the bound, a device or text
//! that is not UTF-8 is `malformed`.

use crate::diag::{Diag, DiagKind};
use std::io::Read;
use std::path::Path;

fn io(what: &str, e: std::io::Error) -> Diag {
    Diag::new(DiagKind::Io, format!("cannot read {what}: {e}"))
}

/// Modules (`.ll`) and launch specs: 64 MiB (the largest clang-22 module of the corpus is
/// well under 1 MiB).
pub const MAX_TEXT_BYTES: u64 = 64 << 20;
/// Snippets and call texts: 1 MiB.
pub const MAX_SNIPPET_BYTES: u64 = 1 << 20;
/// Raw buffer files (`file:` arguments, `expect` files): 1 GiB, the runner's object limit.
pub const MAX_DATA_BYTES: u64 = 1 << 30;

/// Read at most `limit` bytes of `r`; more is an error naming `what` and the limit.
pub fn read_limited(mut r: impl Read, limit: u64, what: &str) -> Result<Vec<u8>, Diag> {
    let mut out = vec![];
    r.by_ref().take(limit + 1).read_to_end(&mut out).map_err(|e| io(what, e))?;
    if out.len() as u64 > limit {
        return Err(Diag::malformed(format!("{what} is larger than {limit} bytes, the limit for it")));
    }
    Ok(out)
}

/// Read a file of at most `limit` bytes. A regular file's size is checked before reading;
/// a device (`/dev/zero`, `/dev/urandom`) is refused, as it has no end; a pipe is read up to
/// the bound.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, Diag> {
    let what = path.display().to_string();
    let f = std::fs::File::open(path).map_err(|e| io(&what, e))?;
    let meta = f.metadata().map_err(|e| io(&what, e))?;
    if meta.is_file() && meta.len() > limit {
        return Err(Diag::malformed(format!("{what} is {} bytes, more than the limit of {limit} bytes for it", meta.len())));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let ft = meta.file_type();
        if ft.is_char_device() || ft.is_block_device() {
            return Err(Diag::malformed(format!("{what} is a device, not a file (it would be read without end)")));
        }
    }
    read_limited(f, limit, &what)
}

pub fn read_text(path: &Path, limit: u64) -> Result<String, Diag> {
    let b = read(path, limit)?;
    String::from_utf8(b).map_err(|e| Diag::malformed(format!("{} is not UTF-8 text ({e})", path.display())))
}
