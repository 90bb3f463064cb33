//! `xlane run SPEC.json` (docs/launch.md), or `xlane run kernel.hip|kernel.cu|kernel.ll` with
//! flags: run one kernel on the CPU and check or write its buffers.
//!
//! Exit status: 0 the run finished (and matched `expect`), or stopped with the error its
//! `expect_error` names; 1 a mismatch, or an expected error that did not happen; 2 the run
//! stopped with another error, or the spec is wrong for the kernel.

use std::path::{Path, PathBuf};
use std::process::Command;

use xlane_core::diag::Result;
use xlane_ir::spec::{run_spec, write_outputs, Outcome, Overrides, Spec};
use xlane_ir::RunError;

#[derive(clap::Args)]
pub struct Args {
    /// A launch spec (.json), or a kernel (.ll, .hip, .cu) run with the flags below.
    pub input: PathBuf,
    /// Processor (gfx942, gfx1100, sm_90, …); overrides the spec.
    #[arg(long, short = 't', value_parser = crate::cmd::TargetName, hide_possible_values = true)]
    pub target: Option<String>,
    /// Wave size 32 or 64.
    #[arg(long)]
    pub wave: Option<u32>,
    /// Blocks, e.g. `4` or `4,2,1`.
    #[arg(long, value_delimiter = ',')]
    pub grid: Option<Vec<u32>>,
    /// Threads per block, e.g. `256` or `16,16`.
    #[arg(long, value_delimiter = ',')]
    pub block: Option<Vec<u32>>,
    /// Kernel name (needed when the input is not a spec).
    #[arg(long)]
    pub kernel: Option<String>,
    /// Kernel arguments as a JSON array in the spec's `args` form (input not a spec); `@FILE`
    /// reads them from a file (the array, or the values one per line / separated by spaces).
    #[arg(long, value_hint = clap::ValueHint::FilePath)]
    pub args: Option<String>,
    /// Dynamic shared memory (LDS) per block in bytes.
    #[arg(long)]
    pub shared_bytes: Option<u32>,
    /// Only exact values may reach memory: a store of an undefined value is an error
    /// (`undefined-value`), and so is a store of an approximate one (`approximate-value`)
    /// unless its operation is allowed (`--allow-approx`, the spec's `approximate`).
    #[arg(long)]
    pub strict: bool,
    /// The sanitizer's checks: `all` (the default), `none`, or some of `race` (shared-memory
    /// races between waves), `sync` (barriers across waves), `init` (loads of memory nothing
    /// wrote), `poison` (where an undefined value was made), separated by commas. `unsupported`
    /// (also `--check` with no value, after the input) refuses before running a kernel whose
    /// module contains anything xlane cannot run, listing all of it (otherwise a run stops
    /// only where a lane reaches such code).
    #[arg(long, value_name = "CHECKS", num_args = 0..=1, default_missing_value = "unsupported")]
    pub check: Option<String>,
    /// Approximate operations whose results may reach memory under `--strict`, e.g.
    /// `ex2.approx.f32,rcp.approx.f32`, or `all`.
    #[arg(long, value_delimiter = ',')]
    pub allow_approx: Vec<String>,
    /// Cap the instructions executed per wave.
    #[arg(long)]
    pub steps: Option<u64>,
    /// Keep this many bytes of device printf output and drop the rest, with a warning
    /// (default 1048576: CUDA's default printf buffer; the spec's `limits.printf_bytes`).
    #[arg(long, value_name = "BYTES")]
    pub printf_bytes: Option<u64>,
    /// Stop the launch after this many seconds of wall-clock time (`time-limit`).
    #[arg(long, value_name = "SECONDS")]
    pub time_limit: Option<f64>,
    /// The engine for plain integer ops: `jit` compiles runs of them to native code with
    /// Cranelift (the interpreter runs the rest, and anything the machine cannot compile);
    /// `interp` interprets everything (the reference). Results are the same, bit for bit.
    #[arg(long, value_name = "TIER", value_parser = xlane_ir::jit::Tier::NAMES, default_value = "jit")]
    pub tier: String,
    /// How blocks run: `parallel` (the default) on every core, the result still the
    /// sequential schedule's bit for bit (blocks whose global accesses conflict run again in
    /// order); `sequential` one after another on one thread. Over the spec's `schedule`.
    #[arg(long, value_name = "SCHEDULE", value_parser = ["sequential", "parallel"])]
    pub schedule: Option<String>,
    /// Threads of the parallel schedule (default: one per core the process may use).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub jobs: Option<u32>,
    /// Launch the kernel N times in this process, each launch from the spec's initial memory,
    /// the program, its compiled code and the threads made once (warm launches, as a GPU
    /// benchmark's timing loop; docs/launch.md, "Repeated launches"). The time shown is the
    /// median launch's, and every launch must give the first one's result bit for bit (else
    /// an `internal` error names the first difference). At most 10000.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=MAX_REPEAT), conflicts_with = "watch")]
    pub repeat: u32,
    /// No progress bar on stderr (a launch that takes more than a second shows one).
    #[arg(long)]
    pub quiet: bool,
    /// Write each buffer argument as argK.bin and argK.json here.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Compile a `.cu` input against this CUDA toolkit (its headers, CCCL and libdevice)
    /// instead of clang's own wrappers without a CUDA installation.
    #[arg(long)]
    pub cuda_path: Option<PathBuf>,
    /// Prefix each device printf line with where it came from: `[block (x,y,z) wave w lane l]`.
    #[arg(long)]
    pub printf_prefix: bool,
    /// Compile a `.hip` input against this ROCm installation's HIP headers (and link nothing:
    /// ocml/ockl calls run as xlane's models where it has them) instead of the lite header.
    #[arg(long)]
    pub rocm_path: Option<PathBuf>,
    /// Show the source variables lane by lane, for the waves that reach line LINE of FILE
    /// (a debugger's breakpoint: the values as the line starts); a `.hip`/`.cu` input is
    /// compiled with `-g`. Blocks then run in order on the interpreter (docs/watch.md).
    #[arg(long, value_name = "FILE:LINE")]
    pub watch: Option<String>,
    /// The block whose waves `--watch` shows, e.g. `0` or `1,0,0`; repeat it for several
    /// (default: every block).
    #[arg(long, value_name = "X[,Y,Z]", requires = "watch")]
    pub watch_block: Vec<String>,
    /// How many hits (a wave reaching the line) `--watch` shows: the first ones in block order.
    #[arg(long, value_name = "N", requires = "watch", default_value_t = xlane_ir::front::watch::DEFAULT_LIMIT as u32, value_parser = clap::value_parser!(u32).range(1..=100000))]
    pub watch_limit: u32,
    /// Keep the compiled `.ll` (and the lite headers) of a `.hip`/`.cu` input in this folder.
    #[arg(long, value_name = "DIR")]
    pub keep_temps: Option<PathBuf>,
    /// Extra clang-22 flags for a .hip/.cu input, after `--` (`-- -DN=64 -I inc -O1`).
    #[arg(last = true, value_name = "CLANG_FLAGS")]
    pub clang_args: Vec<String>,
}

/// The most launches `--repeat` runs: enough for any timing statistics (10 000 launches of a
/// 1 ms kernel take 10 s), and a bound on a typo (a grid size or step count given as `--repeat`)
/// that would otherwise run for hours.
const MAX_REPEAT: i64 = 10_000;

/// The lite device headers, shipped inside the binary: `xlane run k.hip|k.cu` compiles
/// against them without a ROCm or CUDA installation (tests/kernels/README.md). Their paths
/// under the include folder: `#include <hip/hip_runtime.h>`, `<cuda_runtime.h>` and
/// `<assert.h>` find them too (the same files the compile recipe of docs/launch.md finds with
/// `-I tests/kernels/include`).
pub const LITE_HEADERS: [(&str, &str); 7] = [
    ("xl_common.h", include_str!("../../../../tests/kernels/include/xl_common.h")),
    ("hip_lite.h", include_str!("../../../../tests/kernels/include/hip_lite.h")),
    ("cuda_lite.h", include_str!("../../../../tests/kernels/include/cuda_lite.h")),
    ("hip/hip_runtime.h", include_str!("../../../../tests/kernels/include/hip/hip_runtime.h")),
    ("cuda_runtime.h", include_str!("../../../../tests/kernels/include/cuda_runtime.h")),
    ("assert.h", include_str!("../../../../tests/kernels/include/assert.h")),
    ("cassert", include_str!("../../../../tests/kernels/include/cassert")),
];

/// The folder of a compile (headers, the compiled `.ll`): a temporary one removed when the
/// run is over, or the user's `--keep-temps` folder, kept.
pub struct TempDir {
    path: PathBuf,
    keep: bool,
}
impl TempDir {
    fn new(keep: Option<&Path>) -> std::result::Result<TempDir, RunError> {
        // one folder per compile: a process (the Python module) may compile on several threads
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let d = keep.map(Path::to_path_buf).unwrap_or_else(|| std::env::temp_dir().join(format!("xlane-run-{}-{n}", std::process::id())));
        std::fs::create_dir_all(d.join("hip")).map_err(|e| RunError::malformed(format!("cannot create {}: {e}", d.display())))?;
        for (name, text) in LITE_HEADERS {
            std::fs::write(d.join(name), text).map_err(|e| RunError::malformed(format!("cannot write {name}: {e}")))?;
        }
        if keep.is_none() {
            crate::interrupt::register(&d);
        }
        Ok(TempDir { path: d, keep: keep.is_some() })
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
            crate::interrupt::unregister(&self.path);
        }
    }
}

/// How to compile a `.hip`/`.cu` source: the target, the wave size asked for, the toolkits,
/// the user's flags.
struct CompileJob<'a> {
    src: &'a Path,
    target: Option<&'a str>,
    wave: Option<u32>,
    cuda_path: Option<&'a Path>,
    rocm_path: Option<&'a Path>,
    extra: &'a [String],
    /// Compile with `-g` (variables' debug records, for `--watch`).
    debug: bool,
}

/// A `.hip` or `.cu` kernel compiled as `xlane run FILE` compiles it (the lite headers, the
/// flags after `--` last): the textual IR, valid while the returned folder lives.
pub fn compile_source(src: &Path, target: &str, wave: Option<u32>, cuda_path: Option<&Path>, clang_args: &[String]) -> std::result::Result<(TempDir, PathBuf), RunError> {
    let dir = TempDir::new(None)?;
    let j = CompileJob { src, target: Some(target), wave, cuda_path, rocm_path: None, extra: clang_args, debug: false };
    let ll = compile(&j, &dir)?;
    Ok((dir, ll))
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    match run_inner(a, json) {
        Ok(code) => Ok(code),
        Err(e) => {
            report_error(&e, json);
            Ok(2)
        }
    }
}

/// Where a run error or warning happened, as JSON (docs/json.md `run`).
/// `file`/`line`/`col` are the main source position (the user's line; null without debug
/// info), `ir_line` the `.ll` line, `inlined_at` the other frames of the inlining chain.
fn location_json(l: &xlane_ir::error::Location) -> serde_json::Value {
    let main = xlane_ir::ll::debug::main_frame(&l.src);
    let pos = l.src.get(main);
    let frame = |p: &xlane_ir::ll::debug::SrcPos| serde_json::json!({"file": xlane_ir::ll::debug::shown(&p.file), "line": p.line, "col": p.col, "function": p.function});
    let inlined: Vec<serde_json::Value> = l.src.iter().enumerate().filter(|(i, _)| *i != main).map(|(_, p)| frame(p)).collect();
    serde_json::json!({
        "kernel": l.kernel, "function": l.function, "block": l.block, "wave": l.wave, "lane": l.lane,
        "file": pos.map(|p| xlane_ir::ll::debug::shown(&p.file)), "line": pos.map(|p| p.line).or(l.src_line), "col": pos.map(|p| p.col),
        "ir_line": l.line, "inst": l.inst.trim(), "source_line": l.src_line, "inlined_at": inlined,
    })
}

/// A run error as JSON: kind, message, help, `line` (of the module, for errors found before
/// the launch) and `at` (block, wave, lane, function, line, for errors during it).
fn run_error_json(e: &RunError) -> serde_json::Value {
    serde_json::json!({"kind": e.kind.as_str(), "message": e.message, "help": e.help, "line": e.line, "at": e.at.as_deref().map(location_json), "related": e.related.as_deref().map(related_json)})
}

/// The other place a diagnostic is about (the other access of a race): what, and where.
fn related_json(r: &xlane_ir::error::Related) -> serde_json::Value {
    serde_json::json!({"what": r.what, "at": location_json(&r.at)})
}

fn report_error(e: &RunError, json: bool) {
    if json {
        println!("{}", serde_json::json!({ "error": run_error_json(e) }));
    } else {
        eprintln!("{e}");
    }
}

/// `--args`: a JSON array; `@FILE` reads it from a file, which may also hold the arguments
/// as JSON values one after another (one per line, or separated by white space).
fn args_value(text: &str) -> std::result::Result<Vec<serde_json::Value>, RunError> {
    let (text, from) = match text.strip_prefix('@') {
        Some(path) => {
            // bounded: `@/dev/zero` or a huge file is refused before it fills memory
            let t = xlane_core::bounded::read_text(std::path::Path::new(path), xlane_core::bounded::MAX_TEXT_BYTES)
                .map_err(|d| RunError::malformed(format!("--args @{path}: {}", d.message)).with_help(ARGS_HELP))?;
            (t, Some(path))
        }
        None => (text.to_string(), None),
    };
    let what = from.map_or("`--args`".to_string(), |p| format!("`--args @{p}`"));
    match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(serde_json::Value::Array(v)) => return Ok(v),
        Ok(_) if from.is_none() => return Err(RunError::malformed(format!("{what} is a JSON array of the kernel's arguments")).with_help(ARGS_HELP)),
        Err(e) if from.is_none() => return Err(RunError::malformed(format!("{what} is not valid JSON: {e}")).with_help(ARGS_HELP)),
        _ => {}
    }
    // A file of values one after another.
    let mut v = vec![];
    for x in serde_json::Deserializer::from_str(&text).into_iter::<serde_json::Value>() {
        v.push(x.map_err(|e| RunError::malformed(format!("{what}: argument {} is not valid JSON: {e}", v.len() + 1)).with_help(ARGS_HELP))?);
    }
    Ok(v)
}

/// `--watch FILE:LINE` with its `--watch-block`s and `--watch-limit`.
fn watch_req(a: &Args) -> std::result::Result<Option<xlane_ir::front::watch::WatchReq>, RunError> {
    let Some(w) = &a.watch else { return Ok(None) };
    let usage = |m: String, help: &str| RunError::new(xlane_ir::ErrKind::Usage, m).with_help(help.to_string());
    let mut req = xlane_ir::front::watch::WatchReq::parse(w).map_err(|m| usage(format!("--watch {m}"), "give the source file and line, e.g. --watch kernel.hip:12"))?;
    for b in &a.watch_block {
        let parts: std::result::Result<Vec<u32>, _> = b.split(',').map(|x| x.trim().parse::<u32>()).collect();
        match parts.as_deref() {
            Ok([x]) => req.blocks.push([*x, 0, 0]),
            Ok([x, y]) => req.blocks.push([*x, *y, 0]),
            Ok([x, y, z]) => req.blocks.push([*x, *y, *z]),
            _ => return Err(usage(format!("--watch-block `{b}` is not a block's coordinates"), "give X, X,Y or X,Y,Z, e.g. --watch-block 1,0,0")),
        }
    }
    req.limit = a.watch_limit as usize;
    Ok(Some(req))
}

/// How `--args` is written.
const ARGS_HELP: &str = "give the arguments as a spec's `args`, e.g. --args '[{\"buffer\": \"i32\", \"len\": 64}, 5]' (docs/launch.md)";

fn run_inner(a: &Args, json: bool) -> std::result::Result<i32, RunError> {
    let ext = a.input.extension().and_then(|e| e.to_str()).unwrap_or("");
    // (a spec's module may be a source: checked once the spec is read)
    if !a.clang_args.is_empty() && ext != "hip" && ext != "cu" && ext != "json" {
        return Err(RunError::malformed(format!("clang flags after `--` apply to .hip/.cu inputs, not `{}`", a.input.display()))
            .with_help("drop the flags after `--`, or pass the kernel source"));
    }
    // removed (with the compiled .ll) when this function returns
    let mut tmp: Option<TempDir> = None;
    let time_limit = match a.time_limit {
        Some(t) if !(t > 0.0 && t.is_finite()) => return Err(RunError::malformed(format!("--time-limit {t}: give a positive number of seconds"))),
        Some(t) => Some(std::time::Duration::from_secs_f64(t)),
        None => None,
    };
    let progress = (!a.quiet && !json).then(progress_bar);
    let mut ov = Overrides {
        target: a.target.clone(),
        wave: a.wave,
        grid: a.grid.clone(),
        block: a.block.clone(),
        strict: a.strict,
        steps: a.steps,
        printf_bytes: a.printf_bytes,
        kernel: a.kernel.clone(),
        shared_bytes: a.shared_bytes,
        module: None,
        time_limit,
        progress,
        allow_approx: a.allow_approx.clone(),
        tier: xlane_ir::jit::Tier::from_name(&a.tier).unwrap_or_default(),
        jit_min_run: None,
        pass_blocks: None,
        check: false,
        checks: xlane_ir::check::Checks::ALL,
        parallel: a.schedule.as_deref().map(|s| s == "parallel"),
        jobs: a.jobs.map(|j| j as usize),
        watch: watch_req(a)?,
        repeat: std::num::NonZeroU32::new(a.repeat),
    };
    if let Some(list) = &a.check {
        // `unsupported` is the up-front refusal; the rest name the sanitizer's checks
        let names: Vec<&str> = list.split(',').map(str::trim).collect();
        ov.check = names.contains(&"unsupported");
        let rest: Vec<&str> = names.into_iter().filter(|n| *n != "unsupported").collect();
        if !rest.is_empty() {
            ov.checks = xlane_ir::check::Checks::parse(&rest.join(","))
                .map_err(|e| e.prefixed("--check").with_help("give `all`, `none`, or some of race,sync,init,poison (and `unsupported`) separated by commas"))?;
        }
    }
    let mut job = |src: &'_ Path, target: Option<&'_ str>, wave: Option<u32>, extra: &'_ [String]| -> std::result::Result<PathBuf, RunError> {
        let tmp = tmp.insert(TempDir::new(a.keep_temps.as_deref())?);
        let j = CompileJob { src, target, wave, cuda_path: a.cuda_path.as_deref(), rocm_path: a.rocm_path.as_deref(), extra, debug: a.watch.is_some() };
        compile(&j, tmp)
    };
    let spec = if ext == "json" {
        let text = xlane_core::bounded::read_text(&a.input, xlane_core::bounded::MAX_TEXT_BYTES)
            .map_err(|e| RunError::from(e).with_help("give the path of a launch spec, a JSON file (docs/launch.md)"))?;
        let dir = a.input.parent().map(Path::to_path_buf).unwrap_or_default();
        let spec = Spec::parse(&text, &dir)?;
        // a spec's `module` may be the kernel's source: compile it with the spec's `clang_args`
        if matches!(spec.module.extension().and_then(|e| e.to_str()), Some("hip" | "cu")) {
            let src = dir.join(&spec.module);
            let target = a.target.as_deref().or(spec.target.as_deref());
            let mut extra = spec.clang_args.clone();
            extra.extend(a.clang_args.iter().cloned());
            let module = job(&src, target, a.wave.or(spec.wave), &extra)?;
            ov.module = Some(std::path::absolute(&module).unwrap_or(module));
        } else if !a.clang_args.is_empty() {
            return Err(RunError::malformed(format!("clang flags after `--` apply to .hip/.cu inputs; the spec's module is `{}`", spec.module.display()))
                .with_help("drop the flags after `--`, or run a spec whose module is the kernel source"));
        }
        spec
    } else {
        let module = match ext {
            "ll" => a.input.clone(),
            "hip" | "cu" => job(&a.input, a.target.as_deref(), a.wave, &a.clang_args)?,
            _ => {
                return Err(RunError::malformed(format!("`{}`: give a launch spec (.json) or a kernel (.ll, .hip, .cu)", a.input.display()))
                    .with_help("`xlane run spec.json`, or `xlane run k.ll|k.hip|k.cu --kernel NAME [--target T] [--args JSON]` (docs/launch.md)"))
            }
        };
        ov.module = Some(std::path::absolute(&module).unwrap_or(module));
        let kernel = a.kernel.clone().ok_or_else(|| {
            RunError::malformed("running a kernel file needs `--kernel NAME`").with_help("add --kernel NAME: the kernel's function name in the module (docs/launch.md)")
        })?;
        let args = match a.args.as_deref() {
            None => vec![],
            Some(text) => args_value(text)?,
        };
        Spec::of_kernel(&kernel, args)
    };
    let out = run_spec(spec, &ov)?;
    if std::env::var_os("XLANE_PHASES").is_some() {
        print_phases(&out);
    }
    if let Some(dir) = &a.out {
        write_outputs(&out, dir)?;
    }
    if json {
        print_json(&out);
    } else {
        print_text(&out, a.printf_prefix);
    }
    // launch.md: a spec whose `expect_error` is met passes (0); any other error is 2.
    Ok(if out.spec.expect_error.is_some() && out.passed {
        0
    } else if out.result.is_err() {
        2
    } else if out.passed || (out.spec.expect.is_empty() && out.spec.expect_error.is_none() && out.spec.expect_printf.is_none() && out.spec.approximate.is_none()) {
        0
    } else {
        1
    })
}

/// A progress bar of blocks on stderr, shown once a launch has taken a second (indicatif
/// draws nothing when stderr is not a terminal).
fn progress_bar() -> xlane_ir::launch::Progress {
    // (when the launch started, its bar once shown): each launch of `--repeat` has its own
    let state: std::sync::Mutex<(std::time::Instant, Option<indicatif::ProgressBar>)> = std::sync::Mutex::new((std::time::Instant::now(), None));
    xlane_ir::launch::Progress(std::sync::Arc::new(move |done, total| {
        let mut state = state.lock().unwrap_or_else(|p| p.into_inner());
        let (start, bar) = &mut *state;
        if bar.is_none() && done < total && start.elapsed().as_secs_f64() > 1.0 {
            let b = indicatif::ProgressBar::with_draw_target(Some(total), indicatif::ProgressDrawTarget::stderr());
            if let Ok(style) = indicatif::ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {human_pos}/{human_len} blocks, eta {eta}") {
                b.set_style(style);
            }
            *bar = Some(b);
        }
        if let Some(b) = bar.as_ref() {
            b.set_position(done);
        }
        if done >= total {
            if let Some(b) = bar.take() {
                b.finish_and_clear();
            }
            *start = std::time::Instant::now();
        }
    }))
}

/// Compile a HIP or CUDA file with clang-22 to textual IR in the compile folder. Line tables
/// (`-gline-tables-only`) are always on, so run errors can name the source line; clang's
/// warnings are passed on to standard error.
fn compile(j: &CompileJob, dir: &TempDir) -> std::result::Result<PathBuf, RunError> {
    let tmp = &dir.path;
    let src = j.src;
    let hip = src.extension().and_then(|e| e.to_str()) == Some("hip");
    let target = j
        .target
        .ok_or_else(|| RunError::malformed("compiling a kernel needs `--target` (gfx942, sm_90, …)").with_help("add e.g. --target gfx942 or --target sm_90"))?;
    let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("kernel");
    let out = tmp.join(format!("{stem}.{target}.ll"));
    let mut c = Command::new("clang-22");
    let inc = tmp.display().to_string();
    if hip {
        c.args(["-x", "hip", &format!("--offload-arch={target}"), "--cuda-device-only", "-nogpulib"]);
        match j.rocm_path {
            Some(rocm) => {
                c.arg(format!("--rocm-path={}", rocm.display()));
            }
            None => {
                c.args(["-nogpuinc", "-I", &inc, "-include"]).arg(tmp.join("hip_lite.h"));
            }
        }
        // wave64 on a wave32 processor (RDNA) is a compile option
        match j.wave {
            Some(64) => c.arg("-mwavefrontsize64"),
            Some(32) => c.arg("-mno-wavefrontsize64"),
            _ => &mut c,
        };
    } else if let Some(cuda) = j.cuda_path {
        // the toolkit's headers (CUB/CCCL in include/cccl) and libdevice, linked by clang
        c.args(["-x", "cuda", &format!("--cuda-gpu-arch={target}"), "--cuda-device-only", "-Wno-unknown-cuda-version"]);
        c.arg(format!("--cuda-path={}", cuda.display()));
        c.arg("-I").arg(cuda.join("include").join("cccl"));
    } else {
        c.args(["-x", "cuda", &format!("--cuda-gpu-arch={target}"), "--cuda-device-only", "-nocudainc", "-nocudalib", "-I", &inc, "-include"])
            .arg(tmp.join("cuda_lite.h"));
        // Without a CUDA installation clang assumes PTX 4.2, which hides the *_sync builtins:
        // ask for the first PTX version of the architecture (PTX ISA release notes).
        let sm: u32 = target.trim_start_matches("sm_").trim_end_matches(|c: char| c.is_ascii_alphabetic()).parse().unwrap_or(0);
        let ptx = match sm {
            0..=69 => None,
            70..=74 => Some("ptx64"),
            75..=79 => Some("ptx64"),
            80..=85 => Some("ptx70"),
            86..=88 => Some("ptx71"),
            89 => Some("ptx78"),
            90..=99 => Some("ptx78"),
            _ => Some("ptx86"),
        };
        if let Some(p) = ptx {
            c.args(["-Xclang", "-target-feature", "-Xclang", &format!("+{p}")]);
        }
    }
    // the user's flags come last, so their -O, -g or -D wins
    c.args(["-O2", "-gline-tables-only", "-emit-llvm", "-S"]);
    if j.debug {
        c.arg("-g");
    }
    c.args(j.extra).arg(src).arg("-o").arg(&out);
    let r = c.output().map_err(|e| {
        RunError::unsupported(format!("cannot run clang-22 ({e}); xlane compiles .hip/.cu files with clang-22, which is not installed here"))
            .with_help("install clang-22, or compile to textual IR yourself (-emit-llvm -S) and run the .ll")
    })?;
    let stderr = String::from_utf8_lossy(&r.stderr);
    if !r.status.success() {
        return Err(RunError::malformed(format!("clang-22 failed on {}:\n{stderr}", src.display())).with_help(compile_help(&stderr, hip)));
    }
    // clang's warnings (`-Wall` after `--` asks for more)
    eprint!("{stderr}");
    let headers = match (hip, j.rocm_path, j.cuda_path) {
        (true, Some(_), _) => "ROCm's HIP headers",
        (false, _, Some(_)) => "the CUDA toolkit",
        _ => "lite headers built in",
    };
    let kept = if dir.keep { format!("; kept {}", out.display()) } else { String::new() };
    eprintln!("compiled {} with clang-22 for {target} ({headers}){kept}", src.display());
    Ok(out)
}

/// The help for a failed compile: a header only a toolkit has names the flag that brings it.
fn compile_help(stderr: &str, hip: bool) -> String {
    let missing = |h: &str| stderr.contains(&format!("'{h}' file not found"));
    const CUDA_ONLY: [&str; 5] = ["cub/cub.cuh", "cooperative_groups.h", "cuda_fp16.h", "cuda/std/", "thrust/"];
    const ROCM_ONLY: [&str; 3] = ["hipcub/hipcub.hpp", "rocprim/rocprim.hpp", "hip/hip_cooperative_groups.h"];
    if !hip && (CUDA_ONLY.iter().any(|h| missing(h)) || stderr.contains("cub/") && stderr.contains("file not found")) {
        return "the built-in lite header has no CUB, cooperative groups or other toolkit headers: pass `--cuda-path /usr/local/cuda` (a CUDA toolkit) to compile against the real ones".into();
    }
    if hip && (ROCM_ONLY.iter().any(|h| missing(h)) || stderr.contains("file not found")) {
        return "the built-in lite header has no hipCUB, rocPRIM or cooperative groups: pass `--rocm-path /opt/rocm` to compile against ROCm's HIP headers".into();
    }
    "the error is clang's: fix the source, or pass include paths and macros after `--` (`-- -I dir -DNAME=1`); the built-in lite headers and what they provide are in docs/launch.md".into()
}

/// Device printf output: each call's text as the kernel formatted it (CUDA adds no newline),
/// optionally prefixed by block, wave and lane.
fn printf_text(r: &xlane_ir::launch::RunReport, prefix: bool) -> String {
    if !prefix {
        return xlane_ir::host::printf_text(r);
    }
    let mut out = String::new();
    for p in &r.printed {
        if prefix {
            out.push_str(&format!("[block ({},{},{}) wave {} lane {}] ", p.block[0], p.block[1], p.block[2], p.wave, p.lane));
        }
        out.push_str(&p.text);
        if prefix && !p.text.ends_with('\n') {
            out.push('\n');
        }
    }
    out
}

fn print_text(o: &Outcome, printf_prefix: bool) {
    let s = &o.spec;
    println!("kernel {} on {} (wave{}), grid {:?}, block {:?}", xlane_ir::names::demangle(&s.kernel), o.target.name, o.wave, s.grid, s.block);
    if let Some(w) = &o.watch {
        print!("{}", super::watch::text(w));
    }
    if let Ok(xlane_ir::launch::RunReport { rerun: Some(why), .. }) = &o.result {
        println!("schedule: blocks ran again in order (the sequential result): {why}");
    }
    match &o.result {
        Ok(r) => {
            let lane_ops = r.total_steps * o.wave as u64;
            println!("ran {} waves, {} instructions ({} lane-slots) in {}", r.waves, r.total_steps, lane_ops, human_duration(r.elapsed_s));
            if r.launches.len() > 1 {
                println!("{}", launches_text(r));
            }
            for w in r.warnings.iter().take(5) {
                println!("{}", xlane_ir::host::warning_text(w));
            }
            if r.warnings.len() > 5 {
                println!("… {} warnings in all", r.warnings.len());
            }
            if !r.approx.is_empty() {
                println!("approximate: {} lane-store(s) of values from {} (xlane's model, not the hardware's exact bits; docs/launch.md)", r.approx_stores, r.approx.names());
            }
            if !r.printed.is_empty() {
                print!("{}", printf_text(r, printf_prefix));
            }
        }
        Err(e) => println!("{e}"),
    }
    if o.result.is_ok() {
        for (b, (k, t, bytes)) in o.buffers.iter().enumerate() {
            let n = xlane_ir::spec::elem_bytes(*t);
            // lane masks (ballots) in hex: bit k is lane k
            let hex = o.lane_masks.contains(k) && !t.is_float();
            let show = |(i, c): (usize, &[u8])| match () {
                _ if o.is_undefined(b, i) => "undef".to_string(),
                _ if hex => hex_elem(c),
                _ => xlane_ir::spec::elem_json(*t, c).to_string(),
            };
            let vals: Vec<String> = bytes.chunks(n).take(8).enumerate().map(show).collect();
            let more = if bytes.len() / n > 8 { ", …" } else { "" };
            let what = if hex { ", lane masks" } else { "" };
            println!("  arg{k} ({} × {}{what}): [{}{more}]", bytes.len() / n, t.name(), vals.join(", "));
        }
    }
    if let Some(k) = &s.expect_error {
        println!("expected error `{k}`: {}", if o.passed { "got it (pass)" } else { "not reported (FAIL)" });
    } else if !s.expect.is_empty() || s.expect_printf.is_some() || s.approximate.is_some() {
        if o.passed {
            let printf = if s.expect_printf.is_some() { ", printf output" } else { "" };
            let approx = if s.approximate.is_some() { ", approximate operations" } else { "" };
            println!("expect: all {} checked buffer(s){printf}{approx} match (pass)", s.expect.len());
        } else {
            if o.result.is_err() {
                println!("expect: not checked: the run stopped with an error (FAIL)");
                return;
            }
            let bad = o.checked.iter().filter(|c| c.mismatched > 0).count();
            let total: usize = o.checked.iter().map(|c| c.mismatched).sum();
            println!("expect: MISMATCH: {total} element(s) differ in {bad} of {} checked buffer(s)", o.checked.len());
            for c in &o.checked {
                match c.mismatched {
                    0 => println!("  {}: all {} checked elements match", c.label, c.elements),
                    m => println!("  {}: {m} of {} checked elements differ", c.label, c.elements),
                }
            }
            for d in &o.mismatches {
                let len = d
                    .buffer
                    .as_deref()
                    .and_then(|k| k.parse::<usize>().ok())
                    .and_then(|k| o.buffers.iter().find(|b| b.0 == k))
                    .map(|(_, t, b)| b.len() / xlane_ir::spec::elem_bytes(*t));
                let at = match (d.index, len) {
                    (Some(i), Some(len)) => o.thread_of(len, i).map(|(b, w, l)| format!(" (thread {i}: block {b}, wave {w}, lane {l}, if each thread writes its own element)")),
                    _ => None,
                };
                println!("  {d}{}", at.unwrap_or_default());
            }
            for c in o.checked.iter().filter(|c| c.mismatched > xlane_ir::spec::SHOWN_PER_BUFFER) {
                println!("  … {} more in {} (the first {} are shown)", c.mismatched - xlane_ir::spec::SHOWN_PER_BUFFER, c.label, xlane_ir::spec::SHOWN_PER_BUFFER);
            }
        }
    }
}

/// `XLANE_PHASES=1`: where the launch's wall time went, on stderr (for profiling the runner);
/// with `--repeat`, every launch's, each line headed by its number.
fn print_phases(o: &Outcome) {
    let Ok(r) = &o.result else { return };
    let many = r.launches.len() > 1;
    for (k, t) in r.launches.iter().enumerate() {
        let head = if many { format!("launch {}: ", k + 1) } else { String::new() };
        let p = &t.phases;
        let ms = |s: f64| format!("{:.2} ms", s * 1e3);
        eprintln!(
            "{head}phases: plan {}, snapshot {}, blocks {}, sweep {}, rerun {}, report {} (elapsed {}, {} thread(s))",
            ms(p.plan_s),
            ms(p.snapshot_s),
            ms(p.blocks_s),
            ms(p.sweep_s),
            ms(p.rerun_s),
            ms(p.report_s),
            ms(t.elapsed_s),
            r.threads
        );
        let w = &p.workers;
        if w.workers > 0 {
            let spread = |t: [f64; 3]| format!("{:.2}/{:.2}/{:.2} ms", t[0] * 1e3, t[1] * 1e3, t[2] * 1e3);
            eprintln!(
                "{head}workers (first pass, least/median/most): {} started {}, first block done {}, ended {}, CPU {}, blocks {}/{}/{}, runs taken from others {}",
                w.workers,
                spread(w.start_s),
                spread(w.first_s),
                spread(w.end_s),
                spread(w.cpu_s),
                w.blocks[0],
                w.blocks[1],
                w.blocks[2],
                w.steals
            );
        }
    }
}

/// `--repeat`: `5 launches: first 2.41 ms, min 2.02 ms, median 2.10 ms, max 2.41 ms; every
/// launch gave the same result` (a launch that did not is an error, never this line).
fn launches_text(r: &xlane_ir::launch::RunReport) -> String {
    let times: Vec<f64> = r.launches.iter().map(|t| t.elapsed_s).collect();
    let (min, max) = times.iter().fold((f64::INFINITY, 0f64), |(lo, hi), &t| (lo.min(t), hi.max(t)));
    format!("{} launches: first {}, min {}, median {}, max {}; every launch gave the same result", times.len(), ms3(times[0]), ms3(min), ms3(r.elapsed_s), ms3(max))
}

/// Milliseconds to three significant digits (`2.41 ms`, `0.0513 ms`, `2410 ms`).
fn ms3(secs: f64) -> String {
    let ms = secs * 1e3;
    let decimals = if ms > 0.0 { (2 - ms.log10().floor() as i32).clamp(0, 6) as usize } else { 2 };
    format!("{ms:.decimals$} ms")
}

/// `--repeat`'s launches in the JSON report: every launch's time, the median (also the
/// report's `elapsed_s`), the fastest and the first.
fn launches_json(r: &xlane_ir::launch::RunReport) -> serde_json::Value {
    let times: Vec<f64> = r.launches.iter().map(|t| t.elapsed_s).collect();
    let min = times.iter().copied().fold(f64::INFINITY, f64::min);
    serde_json::json!({"n": times.len(), "elapsed_s": times, "median_s": r.elapsed_s, "min_s": min, "first_s": times[0]})
}

fn print_json(o: &Outcome) {
    let (steps, total, elapsed, warnings, error) = match &o.result {
        Ok(r) => (
            r.wave_steps.iter().map(|(b, w, n)| serde_json::json!({"block": b, "wave": w, "instructions": n})).collect::<Vec<_>>(),
            r.total_steps,
            r.elapsed_s,
            r.warnings.iter().map(warning_json).collect::<Vec<_>>(),
            None,
        ),
        Err(e) => (vec![], 0, 0.0, vec![], Some(run_error_json(e))),
    };
    let mut report = serde_json::json!({
            "kernel": o.spec.kernel, "kernel_source": xlane_ir::names::demangle(&o.spec.kernel), "target": o.target.name, "wave": o.wave,
            "grid": o.spec.grid, "block": o.spec.block,
            "schedule": if o.spec.parallel { "parallel" } else { "sequential" },
            "threads": o.result.as_ref().map(|r| r.threads).unwrap_or(1),
            "rerun": o.result.as_ref().ok().and_then(|r| r.rerun.clone()),
            "instructions": {"per_wave": steps, "total": total},
            "elapsed_s": elapsed, "cpu_s": o.result.as_ref().ok().and_then(|r| r.cpu_s), "warnings": warnings, "error": error,
            "passed": o.passed, "mismatches": o.mismatches.iter().map(|m| m.to_json()).collect::<Vec<_>>(),
            "checked": o.checked.iter().map(|c| c.to_json()).collect::<Vec<_>>(),
            "approximate": o.result.as_ref().map(|r| r.approx.ops().map(|op| op.name()).collect::<Vec<_>>()).unwrap_or_default(),
            "buffers": o.result.as_ref().map(|_| o.buffers.iter().enumerate().map(|(b, (k, t, _))| serde_json::json!({"arg": k, "type": t.name(), "data": o.buffer_json(b)})).collect::<Vec<_>>()).unwrap_or_default(),
            "printf": o.result.as_ref().map(|r| r.printed.iter().map(|p| serde_json::json!({"block": p.block, "wave": p.wave, "lane": p.lane, "text": p.text})).collect::<Vec<_>>()).unwrap_or_default(),
            "watch": o.watch.as_ref().map(super::watch::json),
    });
    // (only with `--repeat` N > 1: a single launch's report stays as it was)
    if let (Ok(r), Some(map)) = (&o.result, report.as_object_mut()) {
        if r.launches.len() > 1 {
            map.insert("launches".into(), launches_json(r));
        }
    }
    println!("{report}");
}

/// A little-endian element as `0x…` with every hex digit of its width (`0x0000ffff`).
fn hex_elem(bytes: &[u8]) -> String {
    let v = bytes.iter().rev().fold(0u64, |a, &b| a << 8 | b as u64);
    format!("0x{v:0w$x}", w = bytes.len() * 2)
}

/// A warning as JSON: kind, message, `at`, and for an undefined value the cross-lane call it
/// traces back to (`origin`: builtin, function, line, inst, lane, reason).
fn warning_json(w: &xlane_ir::exec::Warning) -> serde_json::Value {
    let origin = w.origin.as_ref().map(|o| {
        let main = o.src.get(xlane_ir::ll::debug::main_frame(&o.src));
        let source = main.map(|p| serde_json::json!({"file": xlane_ir::ll::debug::shown(&p.file), "line": p.line, "col": p.col}));
        serde_json::json!({"builtin": o.builtin, "function": o.function, "line": o.line, "inst": o.inst, "lane": o.lane, "reason": o.reason, "source": source})
    });
    serde_json::json!({"kind": w.kind.as_str(), "message": w.message, "at": location_json(&w.at), "origin": origin, "related": w.related.as_deref().map(related_json)})
}

/// `0.000412` → `412 µs`: short runs would otherwise all print as `0.000 s`.
fn human_duration(secs: f64) -> String {
    if secs >= 1.0 {
        format!("{secs:.3} s")
    } else if secs >= 1e-3 {
        format!("{:.1} ms", secs * 1e3)
    } else {
        format!("{:.0} µs", secs * 1e6)
    }
}
