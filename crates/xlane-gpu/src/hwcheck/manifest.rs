//! The case manifest (`cases/<case>/case.json`): everything the GPU side needs to run one
//! launch spec, as plain bytes and numbers. Written by `prepare`, read by `run-ptx` and
//! `compare`. Paths are relative to the manifest's folder.

use serde::{Deserialize, Serialize};
use std::path::Path;

/// The file name of a case's manifest in its folder.
pub const FILE: &str = "case.json";
/// The list of prepared cases (one folder name per line, in run order).
pub const LIST: &str = "cases.txt";
/// The result of one GPU run, written beside the buffers.
pub const STATUS: &str = "status.json";

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Case {
    /// The case's name, as the corpus test names it (`triton/vadd.sm_90`).
    pub name: String,
    /// The spec, relative to the repository root.
    pub spec: String,
    /// The PTX file, relative to the manifest's folder.
    pub ptx: String,
    /// The kernel's name in the module (mangled for C++).
    pub kernel: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    /// The kernel's parameters in order.
    pub params: Vec<Param>,
    /// The device buffers, in the order of the arguments that allocate them.
    pub buffers: Vec<Buffer>,
    /// Module variables to fill before the launch and/or read back after it.
    pub globals: Vec<Global>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Param {
    /// A pointer `offset` bytes into buffer `buffer` (an index into [`Case::buffers`]).
    Pointer { buffer: usize, offset: u64 },
    /// A null pointer.
    Null,
    /// A value passed by value: exactly the bytes the PTX parameter holds (hex, little-endian).
    Value { hex: String },
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Buffer {
    /// The spec argument that allocates it.
    pub arg: usize,
    /// The element type (`u32`, `f16`, …), for the comparison.
    pub elem: String,
    /// The initial bytes, relative to the manifest's folder; the result has the same name.
    pub file: String,
    pub bytes: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Global {
    pub name: String,
    /// Initial bytes to copy in before the launch, when the spec gives them.
    pub init: Option<String>,
    /// Read the whole variable back after the launch (its size is the module's).
    pub read: bool,
    /// The result's file name.
    pub file: String,
}

/// What `run-ptx` reports for a case (`status.json`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Status {
    /// `ok`, `dry-run`, or the stage that failed: `read`, `init`, `load`, `launch`, `run`, `readback`.
    pub status: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub error: String,
    /// The JIT compiler's log, when loading the PTX failed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub jit_log: String,
    /// Wall time of the launch until the synchronisation, in milliseconds.
    #[serde(default)]
    pub kernel_ms: f64,
}

pub fn read_case(path: &Path) -> Result<Case, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: not a case manifest: {e}", path.display()))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn unhex(s: &str) -> Result<Vec<u8>, String> {
    if !s.len().is_multiple_of(2) {
        return Err(format!("`{s}`: an odd number of hex digits"));
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).map_err(|_| format!("`{s}`: not hex"))).collect()
}
