//! Executed lane-operations per second of the wave interpreter over the decoded form, on an
//! arithmetic-heavy kernel (AMD, wave64) and a shuffle-heavy kernel (NVIDIA, wave32, every
//! shuffle through the registry). One lane-operation = one instruction on one active lane.
//! Each kernel runs under the default tier (`jit`) and, timed by CPU time, under the
//! interpreter (`_interp`).

use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use xlane_core::semantics::UndefPolicy;
use xlane_ir::jit::Tier;
use xlane_ir::launch::{launch, KArg, LaunchConfig};
use xlane_ir::mem::Region;

fn setup(file: &str, target: &str) -> (xlane_ir::program::Program, &'static xlane_core::Target) {
    // XLANE_BENCH_KERNELS lets a copied bench binary find the kernels elsewhere
    let dir = std::env::var("XLANE_BENCH_KERNELS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/kernels"));
    let p = dir.join(file);
    let src = std::fs::read_to_string(p).unwrap();
    let t = xlane_core::target::lookup(target).unwrap();
    (xlane_ir::load(&src, t).unwrap(), t)
}

/// One kernel under one tier (`--tier`); the interpreter's figure is kept for comparison, timed
/// by CPU time only.
#[allow(clippy::too_many_arguments)]
fn bench_kernel(c: &mut Criterion, name: &str, file: &str, target: &str, kernel: &str, wave: u32, iters: u64, tier: Tier) {
    let (prog, t) = setup(file, target);
    let cfg = LaunchConfig {
        target: t,
        wave,
        grid: [4, 1, 1],
        block: [256, 1, 1],
        shared_bytes: 0,
        max_steps: u64::MAX,
        strict: false,
        policy: UndefPolicy::Strict,
        parallel: false,
        jobs: None,
        time_limit: None,
        printf_bytes: xlane_ir::printed::DEFAULT_LIMIT,
        progress: None,
        allow_approx: xlane_ir::approx::ApproxSet::EMPTY,
        tier,
        jit_min_run: None,
        pass_blocks: None,
        checks: Default::default(),
        watch: None,
        repeat: std::num::NonZeroU32::MIN,
    };
    let args = [KArg::Ptr { region: 0, offset: 0 }, KArg::Scalar(iters)];
    let run = || {
        let mut regions = vec![Region::new("out", vec![0; 4 * 1024])];
        launch(&prog, kernel, &cfg, &mut regions, &args, &[]).unwrap()
    };
    // every lane of these kernels is active throughout
    let lane_ops = run().total_steps * wave as u64;
    let mut g = c.benchmark_group("lane_ops");
    g.throughput(Throughput::Elements(lane_ops));
    g.sample_size(20);
    let name = match tier {
        Tier::Jit => name.to_string(),
        Tier::Interp => format!("{name}_interp"),
    };
    if tier == Tier::Jit {
        g.bench_function(&name, |b| b.iter(run));
    }
    // The same, timed by the thread's on-CPU time (Linux schedstat), so that a machine shared
    // with other jobs still gives the per-core figure.
    if cpu_time_ns().is_some() {
        g.bench_function(format!("{name}_cpu_time"), |b| {
            b.iter_custom(|n| {
                let t0 = cpu_time_ns().unwrap();
                for _ in 0..n {
                    std::hint::black_box(run());
                }
                std::time::Duration::from_nanos(cpu_time_ns().unwrap() - t0)
            })
        });
    }
    g.finish();
}

/// This thread's time on the CPU in nanoseconds (first field of /proc/thread-self/schedstat).
fn cpu_time_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat").ok()?.split_whitespace().next()?.parse().ok()
}

fn benches(c: &mut Criterion) {
    for tier in [Tier::Jit, Tier::Interp] {
        bench_kernel(c, "arith_gfx942_wave64", "arith.gfx942.ll", "gfx942", "arith", 64, 2000, tier);
        bench_kernel(c, "shuffle_sm90_wave32", "shfl.sm_90.ll", "sm_90", "shfl", 32, 200, tier);
    }
}

criterion_group!(lane_ops, benches);
criterion_main!(lane_ops);
