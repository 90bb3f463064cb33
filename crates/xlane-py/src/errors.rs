//! Errors as `xlane.Error`: the kind string, where (a dict), and the text the CLI prints.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use xlane_ir::RunError;

/// Where the module a launch runs came from: a `.ll` the user gave (its lines are the ones
/// errors name) or a compiled source (the `.ll` is gone; only `!dbg` source lines apply).
pub struct Origin<'a> {
    pub file: &'a str,
    pub is_ir: bool,
}

/// `xlane.Error(text, kind, location)`, built by the Python class (python/xlane/_errors.py).
fn error(py: Python<'_>, text: String, kind: &str, location: Option<Bound<'_, PyDict>>) -> PyErr {
    let made = py.import("xlane._errors").and_then(|m| m.getattr("Error")).and_then(|cls| cls.call1((text.clone(), kind, location)));
    match made {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// A run error: `location` has the block, wave and lane of a fault, and the file and line:
/// the source position where the module has line tables (compiled sources always do), else
/// the `.ll` line of an IR module.
pub fn run_error(py: Python<'_>, e: &RunError, origin: &Origin<'_>) -> PyErr {
    let loc = (|| -> PyResult<Option<Bound<'_, PyDict>>> {
        let d = PyDict::new(py);
        if let Some(at) = &e.at {
            d.set_item("block", PyTuple::new(py, at.block)?)?;
            d.set_item("wave", at.wave)?;
            if let Some(l) = at.lane {
                d.set_item("lane", l)?;
            }
            // the user's source position where the module has line tables (the frame outside
            // headers), else the `.ll` line of an IR module
            match (at.src.get(xlane_ir::ll::debug::main_frame(&at.src)), at.src_line, origin.is_ir) {
                (Some(p), _, _) => {
                    d.set_item("file", &p.file)?;
                    d.set_item("line", p.line)?;
                }
                (None, Some(s), _) => {
                    d.set_item("file", origin.file)?;
                    d.set_item("line", s)?;
                }
                (None, None, true) => {
                    d.set_item("file", origin.file)?;
                    d.set_item("line", at.line)?;
                }
                (None, None, false) => d.set_item("file", origin.file)?,
            }
        } else if let Some(l) = e.line {
            if origin.is_ir {
                d.set_item("line", l)?;
            }
            d.set_item("file", origin.file)?;
        }
        Ok((!d.is_empty()).then_some(d))
    })();
    match loc {
        Ok(loc) => error(py, e.to_string(), e.kind.as_str(), loc),
        Err(err) => err,
    }
}

/// A diagnostic about a snippet or call: `location` has its line.
pub fn diag_error(py: Python<'_>, d: &xlane_core::Diag) -> PyErr {
    let loc = d.loc.as_ref().map(|l| {
        let dict = PyDict::new(py);
        dict.set_item("line", l.line).map(|()| dict)
    });
    match loc.transpose() {
        Ok(loc) => error(py, d.to_string(), d.kind.as_str(), loc),
        Err(err) => err,
    }
}
