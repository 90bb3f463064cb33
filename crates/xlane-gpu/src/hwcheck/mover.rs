//! The GPU side's view of a case: the manifest, its initial bytes and its PTX, read and
//! checked without CUDA (`run-ptx --dry-run` stops here; the device run goes on to
//! [`super::device`]).

use super::manifest::{self, Case, Param, Status};
use super::ptxsig;
use std::path::{Path, PathBuf};

/// A case ready to launch: every byte the launch uploads or passes.
pub struct Loaded {
    pub case: Case,
    pub dir: PathBuf,
    /// The PTX text, NUL-terminated for `cuModuleLoadData`.
    pub ptx: Vec<u8>,
    /// Initial bytes per buffer (the manifest's order).
    pub buffers: Vec<Vec<u8>>,
    /// Initial bytes per global (`None`: not written before the launch).
    pub globals: Vec<Option<Vec<u8>>>,
    /// The bytes of each `Value` parameter (in `params` order; empty for pointers).
    pub values: Vec<Vec<u8>>,
}

fn read(dir: &Path, rel: &str) -> Result<Vec<u8>, String> {
    let p = dir.join(rel);
    std::fs::read(&p).map_err(|e| format!("{}: {e}", p.display()))
}

/// Read a case's manifest and files and check them against the PTX entry's parameters:
/// as many arguments as parameters, 8-byte pointers, values of exactly the parameter's size,
/// buffers of the declared size, offsets inside their buffer.
pub fn load(manifest_path: &Path) -> Result<Loaded, String> {
    let case = manifest::read_case(manifest_path)?;
    let dir = manifest_path.parent().unwrap_or(Path::new(".")).to_path_buf();
    let text = String::from_utf8(read(&dir, &case.ptx)?).map_err(|_| format!("{}: the PTX is not UTF-8", case.ptx))?;
    let params = match ptxsig::entry_params(&text, &case.kernel) {
        None => return Err(format!("{}: no `.entry {}` in {}", case.name, case.kernel, case.ptx)),
        Some(p) => p?,
    };
    if params.len() != case.params.len() {
        return Err(format!("{}: the PTX entry takes {} parameter(s), the manifest passes {}", case.name, params.len(), case.params.len()));
    }
    let mut buffers = vec![];
    for b in &case.buffers {
        let bytes = read(&dir, &b.file)?;
        if bytes.len() as u64 != b.bytes {
            return Err(format!("{}: {} holds {} bytes, the manifest says {}", case.name, b.file, bytes.len(), b.bytes));
        }
        buffers.push(bytes);
    }
    let mut values = vec![];
    for (i, (p, want)) in case.params.iter().zip(&params).enumerate() {
        match p {
            Param::Pointer { buffer, offset } => {
                let b = buffers.get(*buffer).ok_or_else(|| format!("{}: param {i} names buffer {buffer}, which does not exist", case.name))?;
                if *offset > b.len() as u64 {
                    return Err(format!("{}: param {i}: offset {offset} is past its buffer's {} bytes", case.name, b.len()));
                }
                if want.bytes != 8 {
                    return Err(format!("{}: param {i} ({}) is {} bytes, a pointer is 8", case.name, want.name, want.bytes));
                }
                values.push(vec![]);
            }
            Param::Null => {
                if want.bytes != 8 {
                    return Err(format!("{}: param {i} ({}) is {} bytes, a null pointer is 8", case.name, want.name, want.bytes));
                }
                values.push(vec![]);
            }
            Param::Value { hex } => {
                let v = manifest::unhex(hex)?;
                if v.len() as u64 != want.bytes {
                    return Err(format!("{}: param {i} ({}) is {} bytes, the manifest passes {}", case.name, want.name, want.bytes, v.len()));
                }
                values.push(v);
            }
        }
    }
    let mut globals = vec![];
    for g in &case.globals {
        globals.push(match &g.init {
            Some(f) => Some(read(&dir, f)?),
            None => None,
        });
    }
    let mut ptx = text.into_bytes();
    ptx.push(0);
    Ok(Loaded { case, dir, ptx, buffers, globals, values })
}

/// Write a case's status file into `out`.
pub fn write_status(out: &Path, st: &Status) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let p = out.join(manifest::STATUS);
    std::fs::write(&p, serde_json::to_string_pretty(st).unwrap_or_default()).map_err(|e| format!("{}: {e}", p.display()))
}

/// `--dry-run`: what a device run would write if the kernel changed nothing (the initial
/// bytes as results), so the comparison can be tried end to end without a GPU.
pub fn dry_run(l: &Loaded, out: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    for (b, bytes) in l.case.buffers.iter().zip(&l.buffers) {
        std::fs::write(out.join(&b.file), bytes).map_err(|e| e.to_string())?;
    }
    for (g, init) in l.case.globals.iter().zip(&l.globals) {
        if g.read {
            std::fs::write(out.join(&g.file), init.clone().unwrap_or_default()).map_err(|e| e.to_string())?;
        }
    }
    write_status(out, &Status { status: "dry-run".into(), error: String::new(), jit_log: String::new(), kernel_ms: 0.0 })
}
