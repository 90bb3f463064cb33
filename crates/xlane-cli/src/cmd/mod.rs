//! Subcommands. Each lives in its own module and only formats what the libraries return.

/// `print!`/`println!` that end quietly when stdout is closed (`xlane avail | head`) instead
/// of panicking.
macro_rules! out {
    ($($t:tt)*) => { $crate::cmd::emit(&format!($($t)*)) };
}
macro_rules! outln {
    ($($t:tt)*) => { $crate::cmd::emit(&format!("{}\n", format_args!($($t)*))) };
}

/// Write to stdout, ignoring a closed pipe.
pub fn emit(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

mod conform;
pub mod avail;
pub mod codec;
pub mod eval;
pub mod explain;
pub mod targets;
mod gallery;
mod run;
mod lower;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "xlane", version, about = "The exact, executable model of GPU cross-lane builtins")]
pub struct Cli {
    /// Print machine-readable JSON instead of text.
    #[arg(long, global = true)]
    pub json: bool,
    #[command(subcommand)]
    pub cmd: Cmd,
}

#[derive(Subcommand)]
pub enum Cmd {
    /// Run conformance vector files (.jsonl or .jsonl.gz).
    Conform(conform::Args),
    /// Evaluate a C-like snippet on one wave and print every variable per lane.
    Eval(eval::Args),
    /// Show where each lane's value comes from in one call, and why.
    Explain(explain::Args),
    /// The availability matrix (builtin × processor × wave size), or one builtin in full.
    Avail(avail::Args),
    /// Every processor with its family, wave sizes and features.
    Targets(targets::Args),
    /// DPP16 controls: `xlane dpp encode 'row_shr:3'`, `xlane dpp decode 0xb1`.
    Dpp(codec::Args),
    /// mov_dpp8 selectors: `xlane dpp8 encode '[7,6,5,4,3,2,1,0]'`.
    Dpp8(codec::Args),
    /// ds_swizzle offsets: `xlane swizzle decode 0x41f`.
    Swizzle(codec::Args),
    /// permlane16 selector pairs: `xlane permlane decode 0x87654321 0x0fedcba9`.
    Permlane(codec::Args),
    /// Regenerate the lane-diagram gallery (docs/gallery/*.svg and docs/gallery.md).
    Gallery(gallery::Args),
    /// Run a kernel on the CPU from a launch spec (docs/launch.md).
    Run(run::Args),
    /// Print the LLVM IR, AMDGPU assembly or PTX a call lowers to (as clang-22/llc-22 emit it).
    Lower(lower::Args),
}

pub fn run() -> i32 {
    let cli = Cli::parse();
    let r = match &cli.cmd {
        Cmd::Conform(a) => conform::run(a, cli.json),
        Cmd::Eval(a) => eval::run(a, cli.json),
        Cmd::Explain(a) => explain::run(a, cli.json),
        Cmd::Avail(a) => avail::run(a, cli.json),
        Cmd::Targets(a) => targets::run(a, cli.json),
        Cmd::Dpp(a) => codec::run(codec::Codec::Dpp, a, cli.json),
        Cmd::Dpp8(a) => codec::run(codec::Codec::Dpp8, a, cli.json),
        Cmd::Swizzle(a) => codec::run(codec::Codec::Swizzle, a, cli.json),
        Cmd::Permlane(a) => codec::run(codec::Codec::Permlane, a, cli.json),
        Cmd::Gallery(a) => gallery::run(a, cli.json),
        Cmd::Run(a) => run::run(a, cli.json),
        Cmd::Lower(a) => lower::run(a, cli.json),
    };
    match r {
        Ok(code) => code,
        Err(d) => {
            if cli.json {
                println!("{}", diag_json(&d));
            } else {
                eprintln!("{d}");
            }
            2
        }
    }
}

/// `{"error": {kind, message, help}}`, with `at` (input, line, col, width, text) and `arg`
/// (0-based) when the diagnostic has them.
pub fn diag_json(d: &xlane_core::Diag) -> serde_json::Value {
    let mut e = serde_json::json!({"kind": d.kind.as_str(), "message": d.message, "help": d.help});
    if let Some(l) = &d.loc {
        e["at"] = serde_json::json!({"input": l.input, "line": l.line, "col": l.col, "width": l.width, "text": l.text});
    }
    if let Some(i) = d.arg {
        e["arg"] = i.into();
    }
    serde_json::json!({ "error": e })
}
