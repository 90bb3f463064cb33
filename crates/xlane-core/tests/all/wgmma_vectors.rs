//! `wgmma.mma_async` against what an sm_90 GPU computed, once recorded: the probe
//! `tests/kernels/hw/wgmma_probe.cu` (its header says how to build and run it; record format:
//! per case A[64·K], B[K·8], C[64·8], D[64·8] as u32 element bits) writes one `FORM.bin` per
//! form. `XLANE_WGMMA_VECTORS=DIR cargo test -p xlane-core --test all wgmma_vectors`
//! replays every element through xlane's model (`semantics::nvidia::wgmma::element`, whose float
//! arithmetic is the mma.sync tensor-core model); without the variable the test says so and
//! passes. A disagreement prints the first cases and fails: then the model does not hold for
//! wgmma and its results stay flagged approximate (docs/launch.md).

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
    let Ok(dir) = std::env::var("XLANE_WGMMA_VECTORS") else {
        eprintln!("wgmma_vectors: XLANE_WGMMA_VECTORS is not set; no sm_90 wgmma vectors to replay (tests/kernels/hw/wgmma_probe.cu records them)");
        return;
    };
    let mut bad_total = 0;
    for &(name, mnemonic) in FORMS {
        let f = Form::parse(mnemonic).unwrap();
        let path = PathBuf::from(&dir).join(format!("{name}.bin"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let w: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        let k = f.k as usize;
        let per = 64 * k + k * 8 + 512 + 512;
        assert_eq!(w.len() % per, 0, "{name}: record size");
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
