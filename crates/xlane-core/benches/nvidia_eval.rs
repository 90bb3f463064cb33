//! Checked NVIDIA warp calls per second through `call::evaluate` (lookup, availability,
//! semantics, route), one warp of 32 lanes per call.
//!
//! `cargo bench -p xlane-core --bench nvidia_eval`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use xlane_core::call::{evaluate, Arg, Site};
use xlane_core::semantics::UndefPolicy;
use xlane_core::{target, ElemTy, Lanes};

fn calls(c: &mut Criterion) {
    let t = target::lookup("sm_90").unwrap();
    let full = 0xFFFF_FFFFu64;
    let v = Arg::Lanes(Lanes::from_fn(32, |l| (l as u64).wrapping_mul(2654435761) & 0xFFFF_FFFF));
    let cases: Vec<(&str, Option<ElemTy>, u64, Vec<Arg>)> = vec![
        ("__shfl_xor_sync", Some(ElemTy::U32), full, vec![Arg::Imm(full), v.clone(), Arg::Imm(5), Arg::Imm(32)]),
        ("__shfl_down_sync", Some(ElemTy::U64), 0x0FFF_FFF0, vec![Arg::Imm(0x0FFF_FFF0), v.clone(), Arg::Imm(3), Arg::Imm(16)]),
        ("llvm.nvvm.shfl.sync.idx.i32p", None, full, vec![Arg::Imm(full), v.clone(), v.clone(), Arg::Imm(0x181f)]),
        ("__ballot_sync", None, full, vec![Arg::Imm(full), v.clone()]),
        ("__match_any_sync", Some(ElemTy::U32), full, vec![Arg::Imm(full), Arg::Lanes(Lanes::from_fn(32, |l| l as u64 % 5))]),
        ("__reduce_add_sync", Some(ElemTy::U32), full, vec![Arg::Imm(full), v.clone()]),
    ];
    let mut grp = c.benchmark_group("nvidia_per_call");
    grp.throughput(Throughput::Elements(32));
    for (name, ty, exec, args) in &cases {
        let site = Site { target: t, wave: 32, exec: *exec, policy: UndefPolicy::Strict };
        grp.bench_function(*name, |b| b.iter(|| evaluate(black_box(name), *ty, &site, black_box(args)).unwrap()));
    }
    grp.finish();
}

criterion_group!(benches, calls);
criterion_main!(benches);
