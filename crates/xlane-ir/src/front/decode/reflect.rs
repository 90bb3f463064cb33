//! `__nvvm_reflect(name)`: the query libdevice's functions make of the compile options
//! (`__CUDA_FTZ`: flush f32 subnormals; `__CUDA_PREC_SQRT`: IEEE `sqrt`; `__CUDA_ARCH`).
//! LLVM's NVVMReflect pass folds each call to a constant before code generation; clang does
//! it inside its pipeline, but Triton's `llir` stage (what its corpus holds) keeps the calls
//! and leaves the folding to the NVPTX back end. xlane answers as that pass does
//! (llvm/lib/Target/NVPTX/NVVMReflect.cpp): `__CUDA_FTZ` is the module flag
//! `nvvm-reflect-ftz`, `__CUDA_PREC_SQRT` the flag `nvvm-reflect-prec-sqrt`, each 0 when the
//! module has no such flag; `__CUDA_ARCH` is the SM version times 10 (sm_90: 900); any other
//! name is 0. Checked against Triton 3.9's own PTX of a `tl.sqrt` kernel (flag
//! `nvvm-reflect-ftz` = 1, no prec-sqrt flag): `sqrt.approx.ftz.f32`, the branch these
//! answers select.
//!
//! `__CUDA_PREC_SQRT` depends on the LLVM version, not on the module alone. LLVM 22's pass
//! (`opt-22 -passes=nvvm-reflect`) reads only `nvvm-reflect-ftz` and answers 0 for
//! `__CUDA_PREC_SQRT` even when the module sets `nvvm-reflect-prec-sqrt` to 1 (llvm-project's
//! NVVMReflect.cpp as stored at 03fd9e9 has no prec-sqrt handling: "For all other strings,
//! uses 0"), and clang-22 emits no such flag. Later NVVMReflect versions answer from the flag
//! and default to 1 when it is absent (an llvm-project test, "defaults to 1 (use the IEEE
//! round-to-nearest sqrt, like nvcc's -prec-sqrt=true)"), and their clang writes the flag (1
//! unless `-fno-gpu-prec-sqrt`). xlane takes the flag when the module has one (the producer
//! asked for it, and every LLVM that reads the flag agrees) and 0 when it has none (LLVM 22,
//! and Triton 3.9, whose PTX above is `sqrt.approx`); a flagless module lowered by a newer LLVM
//! would take the `sqrt.rn` branch instead.

use crate::front::ll::ast::{Const, Module};
use crate::front::program::CVal;
use xlane_core::target::Target;

/// The value NVVMReflect gives `__nvvm_reflect(key)` in module `m` for `target`.
pub(super) fn value(m: &Module, target: &Target, key: &str) -> i64 {
    match key {
        "__CUDA_FTZ" => m.int_flags.get("nvvm-reflect-ftz").copied().unwrap_or(0),
        "__CUDA_PREC_SQRT" => m.int_flags.get("nvvm-reflect-prec-sqrt").copied().unwrap_or(0),
        "__CUDA_ARCH" => target.name.strip_prefix("sm_").and_then(|v| v.trim_end_matches(char::is_alphabetic).parse::<i64>().ok()).map_or(0, |v| v * 10),
        _ => 0,
    }
}

/// The C string a constant pointer operand points to (`@.str`, or a constant expression of
/// it): the global's initializer from the byte offset up to the first NUL.
pub(super) fn string_at(m: &Module, c: &CVal) -> Option<String> {
    let CVal::Addr { g, off, .. } = c else { return None };
    let Const::Bytes(b) = m.globals.get(*g as usize)?.init.as_ref()? else { return None };
    let s = b.get(usize::try_from(*off).ok()?..)?;
    let end = s.iter().position(|&x| x == 0).unwrap_or(s.len());
    Some(String::from_utf8_lossy(&s[..end]).into_owned())
}
