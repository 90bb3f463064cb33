//! `xlane.run`'s native half: compile a source if needed, load the kernel, convert each
//! argument to what its parameter takes, launch with the GIL released, write the buffers back.

use std::path::{Path, PathBuf};

use numpy::{PyArray1, PyReadwriteArray1};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyTuple};
use xlane_ir::host::{aggregate_bytes, load_kernel, scalar_bits, HostArg, HostLaunch, HostValue, Kernel, Param};
use xlane_ir::{ErrKind, RunError};

use crate::errors::{run_error, Origin};

/// What a launch gives back to Python: per argument the undefined bytes of its buffer (None
/// when every byte is defined or the argument is no buffer), warnings as `xlane run` prints
/// them, the printf output, waves, instructions and seconds.
type Finished<'py> = (Vec<Option<Bound<'py, PyArray1<u8>>>>, Vec<String>, String, u64, u64, f64);

#[pyfunction]
#[pyo3(signature = (module, kernel, target, grid, block, args, aliases, wave, shared_bytes, strict, allow_approx, parallel, cuda_path, clang_args, time_limit))]
#[allow(clippy::too_many_arguments)]
pub fn run<'py>(
    py: Python<'py>,
    module: PathBuf,
    kernel: String,
    target: String,
    grid: [u32; 3],
    block: [u32; 3],
    args: Vec<Bound<'py, PyAny>>,
    aliases: Vec<Option<(usize, u64)>>,
    wave: Option<u32>,
    shared_bytes: u32,
    strict: bool,
    allow_approx: Vec<String>,
    parallel: bool,
    cuda_path: Option<PathBuf>,
    clang_args: Vec<String>,
    time_limit: Option<f64>,
) -> PyResult<Finished<'py>> {
    let file = module.display().to_string();
    let ext = module.extension().and_then(|e| e.to_str()).unwrap_or("");
    let origin = Origin { file: &file, is_ir: ext == "ll" };
    let fail = |e: RunError| run_error(py, &e, &origin);
    let time_limit = match time_limit {
        Some(t) if !(t > 0.0 && t.is_finite()) => return Err(fail(RunError::malformed(format!("time_limit {t}: give a positive number of seconds")))),
        t => t.map(std::time::Duration::from_secs_f64),
    };
    if !clang_args.is_empty() && origin.is_ir {
        return Err(fail(RunError::malformed("clang_args apply to .hip/.cu modules, not to a .ll").with_help("drop clang_args, or pass the kernel source")));
    }
    // the compiled module lives in `_tmp` until the launch is over
    let (_tmp, ll) = module_ir(&module, &target, wave, cuda_path.as_deref(), &clang_args).map_err(fail)?;
    let k = load_kernel(&ll, &kernel, Some(&target), wave).map_err(fail)?;
    let params = k.params().map_err(fail)?;
    if args.len() != params.len() {
        let e = RunError::malformed(format!("kernel `{}` takes {} argument(s), args has {}", k.name, params.len(), args.len()))
            .with_help("pass one entry in args per kernel parameter, in order");
        return Err(fail(e));
    }
    let mut host_args = vec![];
    let mut views = vec![];
    for (i, (a, p)) in args.iter().zip(&params).enumerate() {
        // an array inside an earlier argument's memory points into that buffer
        let (h, view) = match aliases.get(i).copied().flatten() {
            Some((arg, offset)) => (HostArg::Alias { arg, offset }, None),
            None => host_arg(i, a, p).map_err(fail)?,
        };
        host_args.push(h);
        views.push(view);
    }
    let how = HostLaunch { grid, block, shared_bytes, strict, allow_approx, parallel, time_limit, steps: None };
    let launched = py.detach(|| k.launch(&how, host_args)).map_err(fail)?;
    let mut undefined = vec![];
    for (view, buf) in views.iter_mut().zip(launched.buffers) {
        let undef = match (view, buf) {
            (Some(v), Some(b)) => {
                let slice = v.as_slice_mut().map_err(|e| fail(RunError::new(ErrKind::Internal, format!("buffer not contiguous: {e}"))))?;
                slice.copy_from_slice(&b.data);
                b.undef.filter(|u| u.iter().any(|&x| x != 0)).map(|u| PyArray1::from_vec(py, u))
            }
            _ => None,
        };
        undefined.push(undef);
    }
    let r = &launched.report;
    let warnings = r.warnings.iter().map(xlane_ir::host::warning_text).collect();
    Ok((undefined, warnings, xlane_ir::host::printf_text(r), r.waves, r.total_steps, r.elapsed_s))
}

/// The module's textual IR: the `.ll` itself, or a `.hip`/`.cu` compiled as `xlane run`
/// compiles it (with the folder holding it).
fn module_ir(module: &Path, target: &str, wave: Option<u32>, cuda_path: Option<&Path>, clang_args: &[String]) -> Result<(Option<xlane_cli::cmd::run::TempDir>, PathBuf), RunError> {
    match module.extension().and_then(|e| e.to_str()) {
        Some("ll") => Ok((None, module.to_path_buf())),
        Some("hip" | "cu") => {
            if !module.exists() {
                return Err(RunError::new(ErrKind::Io, format!("cannot read {}: no such file", module.display())));
            }
            let (tmp, ll) = xlane_cli::cmd::run::compile_source(module, target, wave, cuda_path, clang_args)?;
            Ok((Some(tmp), ll))
        }
        _ => Err(RunError::malformed(format!("`{}`: give a kernel module (.ll, .hip or .cu)", module.display()))
            .with_help("xlane.run takes clang-22's textual IR (.ll) or a HIP/CUDA source it compiles with clang-22")),
    }
}

/// One Python argument as the launch takes it, with the buffer view to write back into.
fn host_arg<'py>(i: usize, a: &Bound<'py, PyAny>, p: &Param) -> Result<(HostArg, Option<PyReadwriteArray1<'py, u8>>), RunError> {
    if a.is_none() {
        return Ok((HostArg::Null, None));
    }
    if let Ok(arr) = a.extract::<PyReadwriteArray1<'py, u8>>() {
        let bytes = arr.as_slice().map_err(|e| RunError::new(ErrKind::Internal, format!("argument {i}: buffer not contiguous: {e}")))?.to_vec();
        return Ok((HostArg::Buffer(bytes), Some(arr)));
    }
    if a.is_instance_of::<PyTuple>() || a.is_instance_of::<PyList>() {
        let mut values = vec![];
        flatten(i, a, &mut values, 0)?;
        let bytes = match p {
            Param::Aggregate { size, fields } => aggregate_bytes(*size, fields, &values).map_err(|e| in_arg(i, e))?,
            _ => vec![],
        };
        return Ok((HostArg::Bytes(bytes), None));
    }
    let v = number(i, a)?;
    let bits = match p {
        Param::Scalar(s) => scalar_bits(*s, v).map_err(|e| in_arg(i, e))?,
        _ => 0,
    };
    Ok((HostArg::Scalar(bits), None))
}

/// Prefix a conversion error with the argument it is about.
fn in_arg(i: usize, e: RunError) -> RunError {
    RunError { message: format!("argument {i}: {}", e.message), ..e }
}

/// A Python bool, int or float.
fn number(i: usize, a: &Bound<'_, PyAny>) -> Result<HostValue, RunError> {
    let type_err = |m: String| RunError::new(ErrKind::Core(xlane_core::DiagKind::Type), m);
    if let Ok(b) = a.cast::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if a.is_instance_of::<PyInt>() {
        return a.extract::<i128>().map(HostValue::Int).map_err(|_| type_err(format!("argument {i}: {a} does not fit any kernel integer type")));
    }
    if let Ok(f) = a.cast::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    let ty = a.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into());
    Err(type_err(format!("argument {i}: a `{ty}` is not a kernel argument"))
        .with_help("pass a numpy array (pointer), None (null pointer), a number (scalar) or a tuple (by-value struct)"))
}

/// The leaves of a (nested) tuple of numbers, in order.
fn flatten(i: usize, a: &Bound<'_, PyAny>, out: &mut Vec<HostValue>, depth: u32) -> Result<(), RunError> {
    if depth > 16 {
        return Err(RunError::new(ErrKind::Core(xlane_core::DiagKind::Type), format!("argument {i}: tuples nested more than 16 deep")));
    }
    if a.is_instance_of::<PyTuple>() || a.is_instance_of::<PyList>() {
        for x in a.try_iter().map_err(|e| RunError::malformed(e.to_string()))? {
            flatten(i, &x.map_err(|e| RunError::malformed(e.to_string()))?, out, depth + 1)?;
        }
        return Ok(());
    }
    let item = a.call_method0("item").ok().filter(|_| a.hasattr("dtype").unwrap_or(false));
    out.push(number(i, item.as_ref().unwrap_or(a))?);
    Ok(())
}

/// A kernel's parameters in a `.ll`: `pointer`, `scalar` or `aggregate` each (xlane.triton
/// counts the hidden ones Triton appends).
#[pyfunction]
pub fn kernel_params(py: Python<'_>, module: PathBuf, kernel: String, target: String) -> PyResult<Vec<&'static str>> {
    let file = module.display().to_string();
    let fail = |e: RunError| run_error(py, &e, &Origin { file: &file, is_ir: true });
    let k: Kernel = load_kernel(&module, &kernel, Some(&target), None).map_err(fail)?;
    let params = k.params().map_err(fail)?;
    Ok(params
        .iter()
        .map(|p| match p {
            Param::Pointer => "pointer",
            Param::Scalar(_) => "scalar",
            Param::Aggregate { .. } => "aggregate",
        })
        .collect())
}

/// The wave size `target` runs by default (`gfx942`: 64, `gfx1100`, `sm_90`: 32).
#[pyfunction]
pub fn default_wave(py: Python<'_>, target: String) -> PyResult<u32> {
    xlane_core::target::lookup(&target).map(|t| t.default_wave()).map_err(|d| crate::errors::diag_error(py, &d))
}
