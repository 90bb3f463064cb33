//! The native part of the Python package `xlane` (`xlane._native`): kernel launches over
//! numpy buffers, snippets and explanations, straight over the library crates. The Python
//! side (python/xlane) shapes arguments and results into the public API.

use pyo3::prelude::*;

mod errors;
mod launch;
mod snippet;

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(launch::run, m)?)?;
    m.add_function(wrap_pyfunction!(launch::kernel_params, m)?)?;
    m.add_function(wrap_pyfunction!(launch::default_wave, m)?)?;
    m.add_function(wrap_pyfunction!(snippet::eval, m)?)?;
    m.add_function(wrap_pyfunction!(snippet::explain, m)?)?;
    Ok(())
}
