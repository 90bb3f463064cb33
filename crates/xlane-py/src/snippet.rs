//! `xlane.eval` and `xlane.explain`: the snippet language and the explanations of `xlane
//! eval`/`xlane explain`, from the CLI's library.

use pyo3::prelude::*;
use xlane_cli::snippet;
use xlane_core::semantics::UndefPolicy;
use xlane_core::ElemTy;

use crate::errors::diag_error;

/// One variable of an evaluated snippet: name, numpy dtype name, per-lane bits, and per lane
/// whether it holds no value (undefined, or the lane never ran the declaration).
type VarLanes = (String, &'static str, Vec<u64>, Vec<bool>);

#[pyfunction]
#[pyo3(signature = (text, target, wave=None, exec=None))]
pub fn eval(py: Python<'_>, text: &str, target: &str, wave: Option<u32>, exec: Option<u64>) -> PyResult<Vec<VarLanes>> {
    let fail = |d: xlane_core::Diag| diag_error(py, &d);
    let t = xlane_core::target::lookup(target).map_err(fail)?;
    let wave = t.wave_or_default(wave).map_err(fail)?;
    let exec = xlane_cli::cmd::eval::checked_exec(exec, wave).map_err(fail)?;
    let opts = snippet::Options { target: t, wave, exec, policy: UndefPolicy::Strict, placeholders: false };
    let run = snippet::eval(text, &opts).map_err(fail)?;
    Ok(run
        .vars
        .iter()
        .map(|v| {
            let bits = (0..wave).map(|l| v.lanes.get(l).unwrap_or(0)).collect();
            let missing = (0..wave).map(|l| v.live >> l & 1 == 0 || v.lanes.get(l).is_none()).collect();
            (v.name.clone(), dtype(v.ty.elem()), bits, missing)
        })
        .collect())
}

/// The numpy dtype of a snippet type (`bfloat16`, which numpy lacks, is widened by the
/// Python side to float32, exactly).
fn dtype(e: ElemTy) -> &'static str {
    match e {
        ElemTy::Bool => "bool",
        ElemTy::I8 => "int8",
        ElemTy::U8 => "uint8",
        ElemTy::I16 => "int16",
        ElemTy::U16 => "uint16",
        ElemTy::I32 => "int32",
        ElemTy::U32 | ElemTy::F16x2 | ElemTy::BF16x2 => "uint32",
        ElemTy::I64 => "int64",
        ElemTy::U64 => "uint64",
        ElemTy::F16 => "float16",
        ElemTy::BF16 => "bfloat16",
        ElemTy::F32 => "float32",
        ElemTy::F64 => "float64",
    }
}

#[pyfunction]
#[pyo3(signature = (call, target, wave=None))]
pub fn explain(py: Python<'_>, call: &str, target: &str, wave: Option<u32>) -> PyResult<String> {
    xlane_cli::cmd::explain::explain_text(target, wave, None, UndefPolicy::Strict, call).map_err(|d| diag_error(py, &d))
}
