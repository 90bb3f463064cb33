//! `wgmma.mma_async` against what an sm_90 GPU computed: `vectors/wgmma-sm90/` holds one
//! `FORM.bin.gz` per form recorded by the probe `tests/kernels/hw/wgmma_probe.cu` (its header
//! says how to build and run it; record format: per case A[64·K], B[K·8], C[64·8], D[64·8] as
//! u32 element bits), and this test replays every element through xlane's model
//! (`semantics::nvidia::wgmma::element`, whose float arithmetic is the mma.sync tensor-core
//! model). `XLANE_WGMMA_VECTORS=DIR` replays another recording (a probe's raw `FORM.bin`
//! files) instead; without either the test says so and passes. A disagreement prints the first
//! cases and fails: the runner treats wgmma's float results as exact because these agree
//! (docs/launch.md "Warpgroup matrix instructions").

use crate::nvidia_mma_vectors::words;
use std::path::PathBuf;
use xlane_core::semantics::nvidia::wgmma::{element, Form};

const FORMS: &[(&str, &str)] = &[
    ("f32.f16.k16", "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16"),
    ("f32.bf16.k16", "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16"),
    ("f32.tf32.k8", "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32"),
    ("f16.f16.k16", "wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16"),
    ("s32.s8.s8.k32", "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8"),
    ("s32.u8.s8.k32", "wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8"),
];

#[test]
fn wgmma_vectors_agree_with_the_model() {
    let dir = match std::env::var("XLANE_WGMMA_VECTORS") {
        Ok(d) => PathBuf::from(d),
        Err(_) => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../vectors/wgmma-sm90"),
    };
    if !dir.is_dir() {
        eprintln!("wgmma_vectors: SKIPPED: {} is absent; no sm_90 wgmma vectors to replay (tests/kernels/hw/wgmma_probe.cu records them)", dir.display());
        return;
    }
    let mut bad_total = 0;
    for &(name, mnemonic) in FORMS {
        let f = Form::parse(mnemonic).unwrap();
        let w = words(&dir, name);
        let k = f.k as usize;
        let per = 64 * k + k * 8 + 512 + 512;
        assert_eq!(w.len() % per, 0, "{name}: record size");
        assert!(!w.is_empty(), "{name}: no records");
        let (mut n, mut bad) = (0, 0);
        for case in w.chunks_exact(per) {
            let (a, rest) = case.split_at(64 * k);
            let (b, rest) = rest.split_at(k * 8);
            let (c, d) = rest.split_at(512);
            for row in 0..64 {
                for col in 0..8 {
                    let arow: Vec<u32> = (0..k).map(|j| a[row * k + j]).collect();
                    let bcol: Vec<u32> = (0..k).map(|j| b[j * 8 + col]).collect();
                    let got = element(f, &arow, &bcol, c[row * 8 + col], true, false, false);
                    n += 1;
                    if got != d[row * 8 + col] {
                        if bad < 5 {
                            eprintln!("{name}: D[{row}][{col}] hardware {:#x}, model {got:#x}; a {arow:x?} b {bcol:x?} c {:#x}", d[row * 8 + col], c[row * 8 + col]);
                        }
                        bad += 1;
                    }
                }
            }
        }
        eprintln!("{name}: {} of {n} elements agree", n - bad);
        bad_total += bad;
    }
    assert_eq!(bad_total, 0, "elements where sm_90's wgmma and the model differ");
}
