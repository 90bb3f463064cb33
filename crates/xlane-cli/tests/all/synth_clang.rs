//! clang-22 on the HIP/CUDA that `xlane synth --emit hip|cuda` writes: one command line for
//! the synth tests (`synth.rs`, `synth_emit.rs`, `synth_matrix.rs`), device code only and no
//! headers (the emitted functions use builtins alone).
//!
//! AMD: `-x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=T`, with
//! `-mwavefrontsize64` for wave64 on a processor whose default is wave32 (RDNA). NVIDIA:
//! `-x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=T`; the NVVM builtins need
//! a PTX version, which clang takes from a CUDA install (the CUDA 13 headers unpacked at
//! /tmp/cuda-13.0) or else from `+ptx80`. `-fno-crash-diagnostics`: a crash is the test's
//! failure, with its message, and leaves no reproducer in the temporary folder.

use std::path::Path;
use std::process::Command;

/// Compile `file` for (`target`, `wave`) at `-O{opt}` to LLVM IR in `out` (`/dev/null` to only
/// check it compiles). `Err`: clang-22's message.
pub(crate) fn compile(file: &Path, target: &str, wave: u32, opt: u32, out: &Path) -> Result<(), String> {
    let t = xlane_core::target::lookup(target).map_err(|d| d.to_string())?;
    let mut c = Command::new("clang-22");
    if t.is_amd() {
        c.args(["-x", "hip", "--cuda-device-only", "-nogpulib", "-nogpuinc", &format!("--offload-arch={target}")]);
        if wave == 64 && t.default_wave() == 32 {
            c.arg("-mwavefrontsize64");
        }
    } else {
        c.args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", &format!("--cuda-gpu-arch={target}"), "-Wno-unknown-cuda-version"]);
        if Path::new("/tmp/cuda-13.0").exists() {
            c.arg("--cuda-path=/tmp/cuda-13.0");
        } else {
            c.args(["-Xclang", "-target-feature", "-Xclang", "+ptx80"]);
        }
    }
    let o = c
        .arg("-fno-crash-diagnostics")
        .arg(format!("-O{opt}"))
        .args(["-emit-llvm", "-S", "-o"])
        .arg(out)
        .arg(file)
        .output()
        .map_err(|e| format!("clang-22 did not start: {e}"))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(format!("clang-22 refused {}:\n{}", file.display(), String::from_utf8_lossy(&o.stderr)))
    }
}
