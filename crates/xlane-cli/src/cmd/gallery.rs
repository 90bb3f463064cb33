//! `xlane gallery`: regenerate the lane-diagram gallery (docs/gallery/ and docs/gallery.md).

use std::path::PathBuf;

use xlane_core::{Diag, DiagKind};

use crate::svg::gallery;

#[derive(clap::Args)]
pub struct Args {
    /// Directory for the SVG files.
    #[arg(long, default_value = "docs/gallery")]
    pub out: PathBuf,
    /// The index page; default: `<out>.md` beside the directory.
    #[arg(long)]
    pub index: Option<PathBuf>,
}

pub fn run(a: &Args, json: bool) -> Result<i32, Diag> {
    let index = a.index.clone().unwrap_or_else(|| a.out.with_extension("md"));
    let report = gallery::write(&a.out, &index)
        .map_err(|e| Diag::new(DiagKind::Io, format!("cannot write the gallery to {}: {e}", a.out.display())).with_help("check that the directory is writable"))?;
    if json {
        let skipped: Vec<_> = report.skipped.iter().map(|(f, d)| serde_json::json!({"file": f, "why": d.message})).collect();
        println!("{}", serde_json::json!({"written": report.written, "skipped": skipped, "index": index.display().to_string()}));
    } else {
        println!("wrote {} diagram(s) to {} and the index {}", report.written, a.out.display(), index.display());
        for (f, d) in &report.skipped {
            println!("  not drawn: {f}: {}", d.message);
        }
    }
    Ok(0)
}
