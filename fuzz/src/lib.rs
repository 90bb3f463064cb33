//! The fuzz harnesses, one function per input surface. Each must return (a result or an
//! `error[KIND]` diagnostic) for any input: a panic, an abort or a hang is a finding.
//!
//! The libFuzzer binaries in `fuzz_targets/` call these; the stable test
//! `crates/xlane-cli/tests/fuzz_regressions.rs` includes this file and replays every input
//! kept in `fuzz/regressions/<target>/`, so `cargo test` checks each past crash.

use std::path::{Path, PathBuf};

use xlane_core::semantics::UndefPolicy;
use xlane_core::target::{self, Target, Vendor};

/// The repository root: the nearest folder above the including crate that has
/// `tests/kernels` (the fuzz crate is `fuzz/`, the replaying test's crate `crates/xlane-cli`).
pub fn repo() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().find(|d| d.join("tests/kernels").is_dir()).unwrap_or(here).to_path_buf()
}

const TARGETS: &[&str] = &["gfx942", "gfx1100", "sm_90", "gfx90a", "gfx1200", "gfx908", "sm_80", "gfx950"];

/// The first byte picks a target, the rest is UTF-8 text.
fn split(data: &[u8]) -> Option<(&'static Target, String)> {
    let (&k, rest) = data.split_first()?;
    let t = target::lookup(TARGETS[k as usize % TARGETS.len()]).ok()?;
    Some((t, String::from_utf8_lossy(rest).into_owned()))
}

/// `.ll` text → parse → decode every kernel for the module's target (or gfx942/sm_90).
pub fn ll_decode(data: &[u8]) {
    let src = String::from_utf8_lossy(data);
    let Ok(m) = xlane_ir::ll::parse_module(&src) else { return };
    for f in m.functions.iter().filter(|f| f.is_kernel()) {
        let cpu = m.fn_attr(f, "target-cpu").unwrap_or(if m.triple.starts_with("nvptx") { "sm_90" } else { "gfx942" });
        if let Ok(t) = target::lookup(cpu) {
            let _ = xlane_ir::decode::decode_kernel(&m, &src, t, &f.name);
        }
    }
}

/// The first kernel of `.ll` text, decoded for the target its attributes name (gfx942 or
/// sm_90 when none), with what the two running harnesses need to launch it.
struct FirstKernel {
    prog: xlane_ir::program::Program,
    name: String,
    params: Vec<xlane_ir::ll::ast::Type>,
    target: &'static target::Target,
}

impl FirstKernel {
    fn decode(data: &[u8]) -> Option<FirstKernel> {
        let src = String::from_utf8_lossy(data);
        let m = xlane_ir::ll::parse_module(&src).ok()?;
        let f = m.functions.iter().find(|f| f.is_kernel())?;
        let cpu = m.fn_attr(f, "target-cpu").unwrap_or(if m.triple.starts_with("nvptx") { "sm_90" } else { "gfx942" });
        let target = target::lookup(cpu).ok()?;
        let prog = xlane_ir::decode::decode_kernel(&m, &src, target, &f.name).ok()?;
        Some(FirstKernel { prog, name: f.name.clone(), params: f.params.iter().map(|p| p.ty.clone()).collect(), target })
    }

    /// Arguments: a 1 KiB buffer per pointer (byte `i` of buffer `k` is `fill(k, i)`), `scalar`
    /// for each number, zero bytes (at most 4 KiB) for anything else.
    fn args(&self, fill: impl Fn(usize, usize) -> u8, scalar: u64) -> (Vec<xlane_ir::mem::Region>, Vec<xlane_ir::launch::KArg>) {
        use xlane_ir::launch::KArg;
        use xlane_ir::ll::ast::Type;
        let mut regions = vec![];
        let args = self
            .params
            .iter()
            .map(|ty| match ty {
                Type::Ptr(_) => {
                    let k = regions.len();
                    regions.push(xlane_ir::mem::Region::new("fuzz buffer", (0..1024).map(|i| fill(k, i)).collect()));
                    KArg::Ptr { region: k, offset: 0 }
                }
                Type::Int(_) | Type::Float | Type::Double | Type::Half => KArg::Scalar(scalar),
                _ => KArg::Bytes(vec![0; self.prog.layout.size(ty).min(4096) as usize]),
            })
            .collect();
        (regions, args)
    }

    /// One block of 64 threads, at most 20 000 instructions a wave, 2 s of wall clock.
    fn config(&self) -> xlane_ir::launch::LaunchConfig {
        let t = self.target;
        xlane_ir::launch::LaunchConfig {
            block: [64, 1, 1],
            max_steps: 20_000,
            time_limit: Some(std::time::Duration::from_secs(2)),
            ..xlane_ir::launch::LaunchConfig::new(t, t.default_wave())
        }
    }
}

/// `.ll` text → run its first kernel: one block of 64 threads, pointers to zeroed 1 KiB
/// buffers, scalars 1, at most 20 000 instructions a wave.
pub fn ll_run(data: &[u8]) {
    let Some(k) = FirstKernel::decode(data) else { return };
    let (mut regions, args) = k.args(|_, _| 0, 1);
    let _ = xlane_ir::launch::launch(&k.prog, &k.name, &k.config(), &mut regions, &args, &[]);
}

/// `.ll` text run under both tiers, the compiled one compiling every run of two plain ops or
/// more: the two must be indistinguishable (result or error, steps, warnings, every byte and
/// undefined byte of every buffer). A launch stopped by the wall-clock limit is not compared
/// (where the limit falls depends on the machine, not on the tier). Three blocks of 96
/// threads (a full and a partial wave each), one after another, so that the compiled tier's
/// results kept from block to block (`exec::reuse`) are taken and checked.
pub fn ll_tiers(data: &[u8]) {
    use xlane_ir::error::ErrKind;
    use xlane_ir::jit::Tier;
    let Some(k) = FirstKernel::decode(data) else { return };
    let run = |tier: Tier| {
        // distinct, non-zero contents so that loads and stores are visible
        let (mut regions, args) = k.args(|b, i| (i as u32 * 7 + b as u32 * 13) as u8, 3);
        let cfg = xlane_ir::launch::LaunchConfig { tier, jit_min_run: Some(2), grid: [3, 1, 1], block: [96, 1, 1], ..k.config() };
        let r = xlane_ir::launch::launch(&k.prog, &k.name, &cfg, &mut regions, &args, &[]);
        let timed_out = matches!(&r, Err(e) if e.kind == ErrKind::TimeLimit);
        let seen = format!("{:?}\n{:?}", r.map(|r| (r.wave_steps, r.total_steps, format!("{:?}", r.warnings))), regions.iter().map(|g| (&g.data, &g.undef)).collect::<Vec<_>>());
        (timed_out, seen)
    };
    let (t1, jit) = run(Tier::Jit);
    let (t2, interp) = run(Tier::Interp);
    if !t1 && !t2 {
        assert_eq!(jit, interp, "the compiled tier and the interpreter disagree");
    }
}

/// A launch spec's JSON, run against the committed dpp_scan (AMD) or warp_reduce (NVIDIA)
/// module: its own `module` is replaced, and grids are kept small (grid streaming of huge
/// launches is the runner's own work).
pub fn launch_spec(data: &[u8]) {
    use xlane_ir::spec::{run_spec, Overrides, Spec};
    let Some((t, text)) = split(data) else { return };
    let dir = repo().join("tests/kernels");
    let Ok(spec) = Spec::parse(&text, &dir) else { return };
    if spec.grid.iter().map(|&g| g as u64).product::<u64>() > 64 {
        return;
    }
    let module = if t.vendor == Vendor::Amd { "dpp_scan/dpp_scan.gfx942.ll" } else { "warp_reduce/warp_reduce.sm_90.ll" };
    let ov = Overrides { module: Some(dir.join(module)), steps: Some(20_000), target: None, ..Overrides::default() };
    let _ = run_spec(spec, &ov);
}

/// A snippet through `eval` and `explain`.
pub fn snippet(data: &[u8]) {
    let Some((t, text)) = split(data) else { return };
    let opts = xlane_cli::snippet::Options {
        target: t,
        wave: t.default_wave(),
        exec: 0xf0f0_ffff_0ff0_fffe & xlane_core::value::wave_mask(t.default_wave()),
        policy: UndefPolicy::Strict,
        placeholders: false,
    };
    let _ = xlane_cli::snippet::eval(&text, &opts);
    let _ = xlane_cli::explain::explain(t.name, None, None, &text);
    // `lower` of the same snippet: a whole function (branches and phis), in every form.
    if let Ok(l) = xlane_cli::snippet::lower::lower(&text, t, t.default_wave(), None) {
        for e in [xlane_lower::Emit::Llvm, xlane_lower::Emit::Asm, xlane_lower::Emit::Ptx] {
            let _ = l.function.emit(e, t, t.default_wave());
        }
    }
}

/// A call text and an asm line: the call reader, `lower` to every form, the asm reader.
pub fn call_asm(data: &[u8]) {
    let Some((t, text)) = split(data) else { return };
    if let Ok(call) = xlane_core::callexpr::parse(&text) {
        if let Ok(l) = xlane_lower::lower(&call, t, None, None) {
            for e in [xlane_lower::Emit::Llvm, xlane_lower::Emit::Asm, xlane_lower::Emit::Ptx] {
                let _ = l.emit(e);
            }
        }
    }
    let _ = xlane_lower::from_asm(&text, t);
}

/// The control-word codecs: text → value and value → text, with and without a target.
pub fn codecs(data: &[u8]) {
    use xlane_core::codec::{dpp, dpp8, permlane, swizzle};
    let Some((t, text)) = split(data) else { return };
    let _ = dpp::encode(&text);
    let _ = dpp::encode_for(&text, t);
    let _ = dpp8::encode(&text);
    let _ = swizzle::encode(&text);
    let _ = permlane::encode(&text);
    let b = text.as_bytes();
    let word = |i: usize| u32::from_le_bytes([0, 1, 2, 3].map(|k| b.get(i + k).copied().unwrap_or(0)));
    let (v, w) = (word(0), word(4));
    let _ = dpp::decode(v);
    let _ = dpp::decode_for(v, t);
    let _ = dpp::describe(v, t);
    let _ = dpp8::decode(v);
    let _ = swizzle::decode(v);
    let _ = swizzle::describe(v);
    let _ = permlane::decode(v, w);
}

/// One conformance vector line: parse and run under both policies.
pub fn vector_line(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(case) = xlane_core::conform::parse_case(&text, "fuzz".into()) else { return };
    let _ = xlane_core::conform::run_case(&case, UndefPolicy::Strict);
    let _ = xlane_core::conform::run_case(&case, UndefPolicy::Hardware);
}

/// A harness and its name.
pub type Harness = (&'static str, fn(&[u8]));

/// Every harness by name (the names of `fuzz_targets/*.rs` and `fuzz/regressions/*/`).
pub const HARNESSES: &[Harness] = &[
    ("ll_decode", ll_decode),
    ("ll_run", ll_run),
    ("ll_tiers", ll_tiers),
    ("launch_spec", launch_spec),
    ("snippet", snippet),
    ("call_asm", call_asm),
    ("codecs", codecs),
    ("vector_line", vector_line),
];
