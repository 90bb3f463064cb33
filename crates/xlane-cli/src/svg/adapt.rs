//! Scenes from what `explain` and `eval` computed, and writing the file for `--svg`.

use std::path::Path;

use xlane_core::{Diag, DiagKind};

use super::{render, CallView, Scene};
use crate::snippet::interp::Run;
use crate::snippet::Options;

/// One panel per cross-lane call an `eval` snippet made, in the order they ran. `text` is the
/// snippet the run's spans point into.
pub fn from_run(opts: &Options, text: &str, run: &Run) -> String {
    let texts: Vec<&str> = run.calls.iter().map(|c| text.get(c.span.start..c.span.end).unwrap_or(c.result.builtin.name)).collect();
    let calls: Vec<CallView> = run.calls.iter().zip(&texts).map(|(c, t)| CallView { text: t, result: &c.result, args: &c.args, labels: &c.labels, exec: c.exec }).collect();
    render(&Scene { target: opts.target, wave: opts.wave, exec: opts.exec, calls: &calls })
}

/// Write a diagram, with an error that names the file.
pub fn write_file(path: &Path, svg: &str) -> Result<(), Diag> {
    std::fs::write(path, svg)
        .map_err(|e| Diag::new(DiagKind::Io, format!("cannot write the diagram to {}: {e}", path.display())).with_help("give a path in a writable directory, e.g. --svg out.svg"))
}
