//! `xlane-gpu`: record conformance vectors for the CUDA warp builtins on a real NVIDIA GPU.
//!
//! ```text
//! xlane-gpu record --out DIR --seed N --cases N   # needs the `cuda` feature and a GPU
//! xlane-gpu build --raw DIR --strict DIR --hw DIR # rebuild both sets from a recording
//! xlane-gpu kernels                               # print the CUDA source
//! xlane-gpu run-ptx --case CASE.json --out DIR    # one hardware-check case (docs/hwcheck.md)
//! ```

#[cfg(feature = "cuda")]
use xlane_gpu::{device, gen};
use xlane_gpu::{emit, kernels, meta, raw, spec};

use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "xlane-gpu", about = "Record NVIDIA warp-builtin conformance vectors on a GPU")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Generate cases, run them on GPU 0, and write the raw recording plus both vector sets
    /// (DIR/strict, DIR/hw).
    Record {
        #[arg(long)]
        out: PathBuf,
        #[arg(long, default_value_t = 2001)]
        seed: u64,
        /// Cases per (builtin, type) suite.
        #[arg(long, default_value_t = 48)]
        cases: u32,
        /// Extra NVRTC include directories (for cuda_fp16.h / cuda_bf16.h).
        #[arg(long)]
        include: Vec<String>,
        /// The driver version string (e.g. from nvidia-smi), for meta.json.
        #[arg(long, default_value = "")]
        driver: String,
    },
    /// Rebuild the strict and hardware sets from a recording made by `record`.
    Build {
        /// The folder holding raw.jsonl.gz and device.json.
        #[arg(long)]
        raw: PathBuf,
        #[arg(long)]
        strict: PathBuf,
        #[arg(long)]
        hw: PathBuf,
    },
    /// Print the CUDA C++ source of every kernel.
    Kernels,
    /// Run one case of the hardware check (prepared by `xlane-hwcheck prepare`) on GPU 0:
    /// load its PTX, upload its buffers, launch, write every buffer back into DIR.
    RunPtx {
        /// The case's manifest (`gpu-bin/hwcheck/cases/<case>/case.json`).
        #[arg(long)]
        case: PathBuf,
        #[arg(long)]
        out: PathBuf,
        /// Read and check everything (PTX entry, argument sizes, files) and write the initial
        /// bytes as the results, without CUDA.
        #[arg(long)]
        dry_run: bool,
    },
    /// Hold a CUDA context on GPU 0 for SECONDS (run.sh keeps one in the background, so the
    /// driver stays initialised between its one-case processes).
    Hold {
        #[arg(long, default_value_t = 300)]
        seconds: u64,
    },
}

fn main() {
    let cli = Cli::parse();
    let res = match cli.cmd {
        Cmd::Record { out, seed, cases, include, driver } => record(&out, seed, cases, &include, &driver),
        Cmd::Build { raw, strict, hw } => build(&raw, &strict, &hw),
        Cmd::Kernels => {
            print!("{}", kernels::source(&spec::all()));
            Ok(())
        }
        Cmd::RunPtx { case, out, dry_run } => run_ptx(&case, &out, dry_run),
        Cmd::Hold { seconds } => hold(seconds),
    };
    if let Err(e) = res {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn build(raw_dir: &std::path::Path, strict: &std::path::Path, hw: &std::path::Path) -> Result<(), String> {
    let recs = raw::read(raw_dir)?;
    let dev_path = raw_dir.join(raw::DEVICE_FILE);
    let device: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&dev_path).map_err(|e| format!("{}: {e}", dev_path.display()))?).map_err(|e| format!("{}: {e}", dev_path.display()))?;
    let seed = device["seed"].as_u64().ok_or("device.json lacks `seed`")?;
    for (policy, dir) in [(emit::Policy::Strict, strict), (emit::Policy::Hardware, hw)] {
        let built = emit::build(&recs, policy, seed)?;
        let m = meta::for_set(&device, &built, policy);
        emit::write_set(dir, &built, &m).map_err(|e| format!("{}: {e}", dir.display()))?;
        let n: usize = built.counts.values().sum();
        println!("{}: {n} cases, {} reference disagreement(s), {} undefined lane(s)", dir.display(), built.disagreements.len(), built.undefined.lanes);
    }
    Ok(())
}

#[cfg(not(feature = "cuda"))]
fn record(_: &std::path::Path, _: u64, _: u32, _: &[String], _: &str) -> Result<(), String> {
    Err("this binary was built without the `cuda` feature; build it with \
         `cargo build --release -p xlane-gpu --features cuda` and run it on a machine with an NVIDIA GPU"
        .into())
}

#[cfg(feature = "cuda")]
fn record(out: &std::path::Path, seed: u64, n: u32, include: &[String], driver: &str) -> Result<(), String> {
    use std::time::Instant;
    let start = Instant::now();
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let suites = spec::all();
    let src = kernels::source(&suites);
    std::fs::write(out.join("kernels.cu"), &src).map_err(|e| e.to_string())?;
    let include: Vec<String> = include.iter().filter(|p| std::path::Path::new(p).is_dir()).cloned().collect();
    let gpu = device::Gpu::open(&src, &include)?;
    std::fs::write(out.join("kernels.ptx"), &gpu.ptx).map_err(|e| e.to_string())?;
    eprintln!("{}", gpu.info);
    let mut recs = vec![];
    let t = Instant::now();
    for s in &suites {
        let cases = gen::cases(s, seed, n);
        recs.extend(gpu.run(s, &cases)?);
    }
    let run_ms = t.elapsed().as_secs_f64() * 1e3;
    raw::write(out, &recs).map_err(|e| e.to_string())?;
    let device = meta::device_record(&gpu.info, driver, seed, n, run_ms, start.elapsed().as_secs_f64());
    std::fs::write(out.join(raw::DEVICE_FILE), serde_json::to_string_pretty(&device).unwrap()).map_err(|e| e.to_string())?;
    eprintln!("recorded {} cases in {run_ms:.1} ms of kernel runs", recs.len());
    build(out, &out.join("strict"), &out.join("hw"))
}

/// One hardware-check case; device messages go to standard error (standard output is where
/// the driver prints the kernel's `printf`).
fn run_ptx(case: &std::path::Path, out: &std::path::Path, dry_run: bool) -> Result<(), String> {
    use xlane_gpu::hwcheck::{manifest::Status, mover};
    let loaded = match mover::load(case) {
        Ok(l) => l,
        Err(e) => {
            let _ = mover::write_status(out, &Status { status: "read".into(), error: e.clone(), jit_log: String::new(), kernel_ms: 0.0 });
            return Err(e);
        }
    };
    if dry_run {
        return mover::dry_run(&loaded, out);
    }
    device_run(&loaded, out)
}

#[cfg(feature = "cuda")]
fn device_run(l: &xlane_gpu::hwcheck::mover::Loaded, out: &std::path::Path) -> Result<(), String> {
    let st = xlane_gpu::hwcheck::device::run(l, out);
    eprintln!("{}: {} {}", l.case.name, st.status, st.error);
    if st.status == "ok" {
        Ok(())
    } else {
        Err(format!("{}: {} {}{}", l.case.name, st.status, st.error, if st.jit_log.is_empty() { String::new() } else { format!("\n{}", st.jit_log) }))
    }
}

#[cfg(feature = "cuda")]
fn hold(seconds: u64) -> Result<(), String> {
    xlane_gpu::hwcheck::device::hold(std::time::Duration::from_secs(seconds))
}

#[cfg(not(feature = "cuda"))]
fn hold(_: u64) -> Result<(), String> {
    Err("this binary was built without the `cuda` feature".into())
}

#[cfg(not(feature = "cuda"))]
fn device_run(_: &xlane_gpu::hwcheck::mover::Loaded, _: &std::path::Path) -> Result<(), String> {
    Err("this binary was built without the `cuda` feature (use --dry-run, or build with \
         `cargo build --release -p xlane-gpu --features cuda`)"
        .into())
}
