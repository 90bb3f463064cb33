//! `xlane-hwcheck`: the host side of the hardware check of the NVIDIA corpus (docs/hwcheck.md).
//!
//! ```text
//! xlane-hwcheck prepare [--out gpu-bin/hwcheck] [FILTER…]   # inputs, PTX, manifests, run.sh
//! xlane-hwcheck compare [--results DIR] [FILTER…]           # xlane vs the GPU, bit for bit
//! ```

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use xlane_gpu::hwcheck::{compare, prepare};

#[derive(Parser)]
#[command(name = "xlane-hwcheck", about = "Run the corpus's NVIDIA kernels on a GPU and compare with xlane")]
struct Cli {
    /// The repository root.
    #[arg(long, default_value = ".")]
    root: PathBuf,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Write every NVIDIA spec's inputs, PTX and manifest, and run.sh, into OUT.
    Prepare {
        #[arg(long, default_value = "gpu-bin/hwcheck")]
        out: PathBuf,
        #[arg(long, default_value = "llc-22")]
        llc: String,
        /// Only cases whose name contains one of these.
        filter: Vec<String>,
    },
    /// Compare the GPU's results with xlane's runs and print the table.
    Compare {
        #[arg(long, default_value = "gpu-bin/hwcheck")]
        dir: PathBuf,
        /// The folder holding the device run's res/ (or hwcheck-results.tar.gz).
        #[arg(long, default_value = "gpu-bin/hwcheck/results")]
        results: PathBuf,
        /// Also write the rows as JSON here.
        #[arg(long)]
        json: Option<PathBuf>,
        filter: Vec<String>,
    },
}

fn main() {
    let cli = Cli::parse();
    let res = match cli.cmd {
        Cmd::Prepare { out, llc, filter } => prepare::prepare(&prepare::Options { root: cli.root.clone(), out: out.clone(), llc, filter }).map(|r| {
            for (c, why) in &r.skipped {
                println!("skipped {c}: {why}");
            }
            println!(
                "prepared {} case(s) in {} ({} bytes of inputs), skipped {}; the list is {}/cases.txt",
                r.prepared.len(),
                out.display(),
                r.input_bytes,
                r.skipped.len(),
                out.display()
            );
            true
        }),
        Cmd::Compare { dir, results, json, filter } => compare::compare(&compare::Options { root: cli.root.clone(), dir, results, filter }).and_then(|rows| {
            print!("{}", compare::table(&rows));
            if let Some(p) = json {
                std::fs::write(&p, serde_json::to_string_pretty(&rows).unwrap_or_default()).map_err(|e| format!("{}: {e}", p.display()))?;
            }
            Ok(rows.iter().all(|r| matches!(r.verdict.as_str(), "MATCH" | "APPROX")))
        }),
    };
    match res {
        Ok(true) => {}
        Ok(false) => std::process::exit(1),
        Err(e) => {
            eprintln!("error[hwcheck]: {e}");
            std::process::exit(2);
        }
    }
}
