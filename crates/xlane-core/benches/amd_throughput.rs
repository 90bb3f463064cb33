//! Lane results per second for batched wave64 DPP and permlane moves: the route is computed
//! once per (control, exec) and gathered over many waves (`semantics::amd::batch::Gather`).
//!
//! `cargo bench -p xlane-core --bench amd_throughput`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use xlane_core::call::{evaluate, Arg, Site};
use xlane_core::codec::dpp;
use xlane_core::semantics::amd::batch::Gather;
use xlane_core::semantics::amd::dpp16::{dpp16_route, Dpp16};
use xlane_core::semantics::amd::permlane::{permlane16_route, permlane64_route, selectors, Rows};
use xlane_core::semantics::UndefPolicy;
use xlane_core::{target, Lanes};

const WAVES: usize = 4096;

fn data(n: usize, seed: u32) -> Vec<u32> {
    (0..n as u32).map(|i| i.wrapping_mul(2654435761).wrapping_add(seed)).collect()
}

fn bench_gather(c: &mut Criterion, name: &str, g: &Gather) {
    let n = WAVES * g.wave as usize;
    let (src, old) = (data(n, 1), data(n, 2));
    let mut out = vec![0u32; n];
    let mut grp = c.benchmark_group("amd_batched");
    grp.throughput(Throughput::Elements(n as u64));
    grp.bench_function(format!("{name}/wave_major"), |b| b.iter(|| g.apply_batch(black_box(&src), black_box(&old), black_box(&mut out))));
    grp.bench_function(format!("{name}/lane_major"), |b| b.iter(|| g.apply_lane_major(black_box(&src), black_box(&old), black_box(&mut out), WAVES)));
    grp.finish();
}

fn batched(c: &mut Criterion) {
    let g942 = target::lookup("gfx942").unwrap();
    let g1100 = target::lookup("gfx1100").unwrap();
    let exec = u64::MAX;
    for (label, ctrl, bc) in [("dpp_row_shr1_bc", 0x111, true), ("dpp_row_bcast15_keep", 0x142, false), ("dpp_quad_perm", 0x1B, false)] {
        let d = Dpp16 { ctrl: dpp::check(g942, ctrl).unwrap(), row_mask: 0xF, bank_mask: 0xF, bound_ctrl: bc, fi: false };
        let route = dpp16_route(g942, 64, exec, d, 1, Some(0));
        bench_gather(c, &format!("{label}_w64"), &Gather::from_route(&route, 1).unwrap());
    }
    let d = Dpp16 { ctrl: dpp::check(g942, 0x111).unwrap(), row_mask: 0xF, bank_mask: 0xF, bound_ctrl: false, fi: false };
    let route = dpp16_route(g942, 64, 0xF0F0_FFFF_0FFF_FFF0, d, 1, Some(0));
    bench_gather(c, "dpp_row_shr1_partial_exec_w64", &Gather::from_route(&route, 1).unwrap());
    let route = permlane16_route(64, exec, Rows::Cross, selectors(0x87654321, 0x0fedcba9), false, false);
    bench_gather(c, "permlanex16_w64", &Gather::from_route(&route, 1).unwrap());
    let route = permlane64_route(64, exec);
    bench_gather(c, "permlane64_w64", &Gather::from_route(&route, 0).unwrap());
    let _ = g1100;
}

/// For comparison: one checked call per wave through `call::evaluate`.
fn per_call(c: &mut Criterion) {
    let t = target::lookup("gfx942").unwrap();
    let site = Site { target: t, wave: 64, exec: u64::MAX, policy: UndefPolicy::Strict };
    let v = Arg::Lanes(Lanes::from_fn(64, |i| i as u64 * 3));
    let old = Arg::Lanes(Lanes::splat(7));
    let args = [old, v, Arg::Imm(0x111), Arg::Imm(0xF), Arg::Imm(0xF), Arg::Imm(0)];
    let mut grp = c.benchmark_group("amd_per_call");
    grp.throughput(Throughput::Elements(64));
    grp.bench_function("update_dpp_row_shr1_w64", |b| b.iter(|| evaluate("__builtin_amdgcn_update_dpp", None, &site, black_box(&args)).unwrap()));
    grp.finish();
}

criterion_group!(benches, batched, per_call);
criterion_main!(benches);
