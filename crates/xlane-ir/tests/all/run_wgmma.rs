//! Hopper's `wgmma.mma_async` through the runner on hand-written kernels: the host lays A and B
//! out in shared memory by the PTX ISA's canonical layouts (9.7.15.5.1.2.1.3, written out here
//! from the document's table, not taken from xlane), the kernel copies that image into its
//! dynamic shared memory and multiplies, and the expected D is a host product placed by the
//! accumulator fragment figure (9.7.15.5.1.1: warp w holds rows 16w…16w+15; register i of lane
//! l is row 16w + l/4 + 8·(i/2 mod 2), column 8·(i/4) + 2·(l mod 4) + i mod 2). The Triton corpus
//! (tests/kernels/triton/wgmma_*) covers the swizzled layouts Triton writes.

use crate::common::*;
use xlane_ir::error::ErrKind;
use xlane_ir::spec::{run_spec, Overrides, Spec};

const HEADER: &str = r#"target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
@smem = external addrspace(3) global [0 x i8], align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.fence.proxy.async.shared_cta()
declare void @llvm.nvvm.wgmma.fence.sync.aligned()
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned()
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64)
"#;

/// 128 threads copy `size` bytes of `img` into shared memory, then `m64n8k32.s32.s8.s8` with A
/// and B from descriptors (scale-d 0: D = A·B), then `between` (IR run after the commit, before
/// the wait), and each thread stores its 4 results at `out[4 t + i]`.
fn kernel(size: u32, between: &str) -> String {
    format!(
        r#"{HEADER}
define ptx_kernel void @k(ptr addrspace(1) %img, ptr addrspace(1) %out, i64 %da, i64 %db) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %copy
copy:
  %i = phi i32 [ %t, %entry ], [ %i2, %copy ]
  %pg = getelementptr i8, ptr addrspace(1) %img, i32 %i
  %v = load i8, ptr addrspace(1) %pg, align 1
  %ps = getelementptr i8, ptr addrspace(3) @smem, i32 %i
  store i8 %v, ptr addrspace(3) %ps, align 1
  %i2 = add i32 %i, 128
  %more = icmp ult i32 %i2, {size}
  br i1 %more, label %copy, label %mma
mma:
  call void @llvm.nvvm.fence.proxy.async.shared_cta()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %d = call {{ i32, i32, i32, i32 }} asm sideeffect "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {{$0,$1,$2,$3}}, $4, $5, 0;", "=r,=r,=r,=r,l,l"(i64 %da, i64 %db)
  call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
{between}
  call void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 0)
  %o = mul i32 %t, 4
{stores}
  ret void
}}
"#,
        stores = (0..4)
            .map(|i| format!("  %d{i} = extractvalue {{ i32, i32, i32, i32 }} %d, {i}\n  %o{i} = add i32 %o, {i}\n  %p{i} = getelementptr i32, ptr addrspace(1) %out, i32 %o{i}\n  store i32 %d{i}, ptr addrspace(1) %p{i}, align 4"))
            .collect::<Vec<_>>()
            .join("\n")
    )
}

/// A descriptor: start address, leading and stride byte offsets, swizzle code (PTX ISA
/// 9.7.15.5.1.2.2: each `(x & 0x3FFFF) >> 4` at bits 0, 16 and 32; swizzle at bit 62).
fn desc(start: u32, lbo: u32, sbo: u32, swizzle: u64) -> u64 {
    ((start as u64 & 0x3FFFF) >> 4) | (((lbo as u64 & 0x3FFFF) >> 4) << 16) | (((sbo as u64 & 0x3FFFF) >> 4) << 32) | (swizzle << 62)
}

struct Case {
    img: Vec<u8>,
    a: Vec<Vec<i32>>,
    b: Vec<Vec<i32>>,
    da: u64,
    db: u64,
}

/// A (64×32 s8) K-major without swizzle: core matrices of 8 rows × 16 bytes (128 contiguous
/// bytes, "((8,m),(T,2k)):((1T,SBO),(1,LBO))" with T = 16), the second 16 bytes of K at LBO =
/// 128, the next 8 rows at SBO = 256. B (32×8 s8, K-major: column n's K bytes contiguous)
/// with the 128-byte swizzle at 2048: row n (an N index) at n·128 bytes, its 16-byte chunk c at
/// chunk position c XOR n (Table 38's 8×8 atom of 16-byte elements).
fn case(seed: u64) -> Case {
    let mut s = xlane_ir::spec::SplitMix64(seed);
    let a: Vec<Vec<i32>> = (0..64).map(|_| (0..32).map(|_| s.next_u64() as u8 as i8 as i32).collect()).collect();
    let b: Vec<Vec<i32>> = (0..32).map(|_| (0..8).map(|_| s.next_u64() as u8 as i8 as i32).collect()).collect();
    let mut img = vec![0u8; 3072];
    for (m, row) in a.iter().enumerate() {
        for (k, &v) in row.iter().enumerate() {
            img[(m % 8) * 16 + (m / 8) * 256 + (k / 16) * 128 + k % 16] = v as u8;
        }
    }
    for (k, row) in b.iter().enumerate() {
        for (n, &v) in row.iter().enumerate() {
            let (chunk, byte) = (k / 16, k % 16);
            img[2048 + n * 128 + 16 * (chunk ^ n) + byte] = v as u8;
        }
    }
    Case { img, a, b, da: desc(0, 128, 256, 0), db: desc(2048, 16, 1024, 1) }
}

fn spec(c: &Case, extra: &str) -> String {
    format!(
        r#""kernel": "k", "target": "sm_90", "grid": [1], "block": [128], "shared_bytes": 3072{extra}, "args": [{{"buffer": "u8", "data": {:?}}}, {{"buffer": "i32", "len": 512, "fill": 0}}, {{"scalar": "u64", "value": {}}}, {{"scalar": "u64", "value": {}}}]"#,
        c.img, c.da, c.db
    )
}

#[test]
fn wgmma_s8_from_descriptors_is_the_host_product() {
    let c = case(41);
    let o = run_ir("wgmma_s8", &kernel(3072, ""), &spec(&c, ""));
    ok(&o);
    let out = u32s(&o, 1);
    for t in 0..128usize {
        let (w, l) = (t / 32, t % 32);
        for i in 0..4 {
            let (row, col) = (16 * w + l / 4 + 8 * ((i / 2) % 2), 8 * (i / 4) + 2 * (l % 4) + i % 2);
            let want: i32 = (0..32).map(|k| c.a[row][k] * c.b[k][col]).sum();
            assert_eq!(out[4 * t + i] as i32, want, "thread {t} d{i} = D[{row}][{col}]");
        }
    }
}

/// Writing an operand tile between the `wgmma` and the `wait_group` that completes it is a race
/// with the asynchronous proxy (the result is undefined): the wait finds the byte changed.
#[test]
fn overwriting_an_operand_before_the_wait_is_a_race() {
    let c = case(42);
    let between = "  %z = xor i8 %v, -1\n  store i8 %z, ptr addrspace(3) @smem, align 1";
    let e = refusal("wgmma_race", &kernel(3072, between), &spec(&c, ""));
    assert_eq!(e.kind, ErrKind::Race, "{e}");
    assert!(e.message.contains("wgmma.wait_group"), "{e}");
}

/// Reading an accumulator before the `wgmma.wait_group` that completes the group is undefined
/// (PTX ISA 9.7.15.7.3): a `race` warning naming the line (the `extractvalue` is a copy of the
/// register, the `store` the read), the error under `--strict`. The same values read after the
/// wait are not reported.
#[test]
fn reading_an_accumulator_before_the_wait_is_a_race() {
    let c = case(45);
    let early = "  %e = extractvalue { i32, i32, i32, i32 } %d, 2\n  %pe = getelementptr i32, ptr addrspace(1) %out, i32 %t\n  store i32 %e, ptr addrspace(1) %pe, align 4";
    let ir = kernel(3072, early);
    let store_line = ir.lines().position(|l| l.starts_with("  store i32 %e")).unwrap() as u32 + 1;
    let wgmma_line = ir.lines().position(|l| l.contains("wgmma.mma_async")).unwrap() as u32 + 1;
    let o = run_ir("wgmma_early", &ir, &spec(&c, ""));
    let r = o.result.as_ref().expect("runs without --strict");
    let races: Vec<_> = r.warnings.iter().filter(|w| w.kind == ErrKind::Race).collect();
    assert_eq!(races.len(), 4, "one per warp: {:?}", r.warnings);
    assert_eq!(races[0].at.line, store_line, "{:?}", races[0]);
    assert!(races[0].message.contains(&format!("the wgmma at line {wgmma_line} before the wgmma.wait_group")), "{}", races[0].message);
    // under --strict the read stops the run there
    let dir = crate::tmp::dir("ir-test");
    let path = dir.join("wgmma_early_strict.ll");
    std::fs::write(&path, &ir).unwrap();
    let s = format!(r#"{{"module": {}, {}}}"#, serde_json::Value::from(path.to_str().unwrap()), spec(&c, ""));
    let ov = Overrides { strict: true, ..Overrides::default() };
    let e = run_spec(Spec::parse(&s, &dir).unwrap(), &ov).unwrap().result.unwrap_err();
    assert_eq!(e.kind, ErrKind::Race, "{e}");
    assert_eq!(e.at.as_ref().map(|a| a.line), Some(store_line), "{e}");
    // the kernel without the early read: no warning
    let o = run_ir("wgmma_late", &kernel(3072, ""), &spec(&c, ""));
    assert!(o.result.as_ref().unwrap().warnings.is_empty(), "{:?}", o.result.as_ref().unwrap().warnings);
}

/// A warp whose warpgroup is incomplete (64 threads) cannot run wgmma.
#[test]
fn wgmma_needs_a_whole_warpgroup() {
    let c = case(43);
    let rest = spec(&c, "").replace(r#""block": [128]"#, r#""block": [64]"#);
    let e = refusal("wgmma_small", &kernel(3072, ""), &rest);
    assert_eq!(e.kind, ErrKind::Malformed, "{e}");
    assert!(e.message.contains("warpgroup"), "{e}");
}

/// sm_90 takes up to 227 KiB of dynamic shared memory (the CUDA C++ Programming Guide's limit
/// per block, reached by opting in as Triton's launcher does); one byte more is refused with
/// the limit named. sm_80 stops at 163 KiB.
#[test]
fn shared_memory_limit_is_the_targets() {
    let c = case(44);
    let at = |target: &str, bytes: u32| {
        let rest = spec(&c, "").replace(r#""shared_bytes": 3072"#, &format!(r#""shared_bytes": {bytes}"#)).replace("sm_90", target);
        let dir = crate::tmp::dir("ir-test");
        let path = dir.join("wgmma_limit.ll");
        std::fs::write(&path, kernel(3072, "")).unwrap();
        let s = format!(r#"{{"module": {}, {rest}}}"#, serde_json::Value::from(path.to_str().unwrap()));
        run_spec(Spec::parse(&s, &dir).unwrap(), &Overrides::default()).and_then(|o| o.result.map(|_| ()))
    };
    assert!(at("sm_90", 227 * 1024).is_ok());
    let e = at("sm_90", 227 * 1024 + 16).unwrap_err();
    assert!(e.message.contains("sm_90 allows at most 232448"), "{e}");
    let e = at("sm_80", 163 * 1024 + 16).unwrap_err();
    assert!(e.message.contains("sm_80 allows at most 166912"), "{e}");
}
