//! The warp-level matrix instructions against what an sm_90 GPU computed
//! (`vectors/nvidia-sm90-mma`, recorded by `tests/kernels/hw/mma_probe.cu`): every `mma`
//! element and every `ldmatrix`/`stmatrix`/`movmatrix` register. The expected values are the
//! hardware's; the model is xlane's (`semantics::nvidia::{mma, tcdot, matrix}`).
//!
//! `XLANE_MMA_VECTORS=DIR` replays the probe's full output instead (512 calls per form; the
//! committed files keep the first 32, four of each input mode).

use std::io::Read;
use std::path::{Path, PathBuf};
use xlane_core::semantics::nvidia::matrix;
use xlane_core::semantics::nvidia::mma::{self, In, Mma, Out};
use xlane_core::semantics::{SemCtx, UndefPolicy};
use xlane_core::value::{Arg, Lanes};
use xlane_core::{target, ElemTy};

fn dir() -> PathBuf {
    match std::env::var("XLANE_MMA_VECTORS") {
        Ok(d) => PathBuf::from(d),
        Err(_) => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../vectors/nvidia-sm90-mma"),
    }
}

/// The probe's forms, in its order (mma_probe.cu `CATS`).
const FORMS: &[(&str, Mma)] = &[
    ("f32.f16.k16", Mma::new(16, In::F16, In::F16, Out::F32)),
    ("f32.bf16.k16", Mma::new(16, In::BF16, In::BF16, Out::F32)),
    ("f32.tf32.k8", Mma::new(8, In::TF32, In::TF32, Out::F32)),
    ("f16.f16.k16", Mma::new(16, In::F16, In::F16, Out::F16)),
    ("f32.f16.k8", Mma::new(8, In::F16, In::F16, Out::F32)),
    ("s32.s8.s8.k32.satfinite", Mma::new(32, In::S8, In::S8, Out::S32 { satfinite: true })),
    ("s32.s8.s8.k32", Mma::new(32, In::S8, In::S8, Out::S32 { satfinite: false })),
    ("s32.u8.u8.k32.satfinite", Mma::new(32, In::U8, In::U8, Out::S32 { satfinite: true })),
    ("s32.s8.u8.k32.satfinite", Mma::new(32, In::S8, In::U8, Out::S32 { satfinite: true })),
    ("f32.bf16.k8", Mma::new(8, In::BF16, In::BF16, Out::F32)),
    // the second run (H100, 2026-12-06 17:52 UTC): m16n8k16 integer layouts, and the sign of
    // zero results (inputs that are all ±0 or cancel exactly; forms 0 and 3 again)
    ("s32.s8.s8.k16.satfinite", Mma::new(16, In::S8, In::S8, Out::S32 { satfinite: true })),
    ("s32.u8.s8.k16", Mma::new(16, In::U8, In::S8, Out::S32 { satfinite: false })),
    ("f32.f16.k16.zeros", Mma::new(16, In::F16, In::F16, Out::F32)),
    ("f16.f16.k16.zeros", Mma::new(16, In::F16, In::F16, Out::F16)),
];

/// The little-endian u32 words of `dir/NAME.bin.gz`, or of `dir/NAME.bin` where that is absent
/// (a probe's raw output).
pub(crate) fn words(dir: &Path, name: &str) -> Vec<u32> {
    let gz = dir.join(format!("{name}.bin.gz"));
    let bytes = if gz.exists() {
        let mut bytes = vec![];
        flate2::read::GzDecoder::new(&std::fs::read(&gz).unwrap()[..]).read_to_end(&mut bytes).unwrap();
        bytes
    } else {
        let plain = dir.join(format!("{name}.bin"));
        std::fs::read(&plain).unwrap_or_else(|e| panic!("{}: {e}", plain.display()))
    };
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn ctx() -> SemCtx<'static> {
    SemCtx { target: target::lookup("sm_90").unwrap(), wave: 32, exec: 0xFFFF_FFFF, ty: ElemTy::I32, policy: UndefPolicy::Strict }
}

#[test]
fn mma_agrees_with_sm90_on_every_element() {
    let mut elements = 0;
    let mut bad = vec![];
    for &(name, form) in FORMS {
        let words = words(&dir(), name);
        let (na, nb, nc) = form.regs();
        // per lane: 10 input words (A0..A3, B0..B1, C0..C3, unused ones 0), 4 output words
        for (case, rec) in words.chunks_exact(32 * 14).enumerate() {
            let reg = |lane: usize, k: usize| rec[lane * 14 + k];
            let mut args = vec![];
            for k in (0..na).chain(4..4 + nb).chain(6..6 + nc) {
                args.push(Arg::Lanes(Lanes::from_fn(32, |l| reg(l as usize, k) as u64)));
            }
            let out = mma::mma(&ctx(), &args, form).unwrap();
            for (q, o) in out.iter().enumerate() {
                for lane in 0..32 {
                    let want = reg(lane, 10 + q);
                    let got = o.lanes.get(lane as u32).map(|v| v as u32);
                    elements += if form.d == Out::F16 { 2 } else { 1 };
                    if got != Some(want) && bad.len() < 20 {
                        bad.push(format!("{name} case {case} (mode {}) lane {lane} d{q}: sm_90 {want:#010x}, xlane {got:x?}", case % 8));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{} of {elements} element(s) differ:\n{}", bad.len(), bad.join("\n"));
    assert!(elements >= 10 * 32 * 128, "{elements}");
}

/// `layouts.txt`: each lane addresses row `perm(l) = (7l + 3) mod 32` of a table of 32 rows
/// of 8 b16 values, element `i` holding `i`.
fn layouts() -> Vec<(String, Vec<u32>)> {
    let text = std::fs::read_to_string(dir().join("layouts.txt")).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut w = l.split_whitespace();
            let name = w.next().unwrap().to_string();
            (name, w.map(|x| u32::from_str_radix(x, 16).unwrap()).collect())
        })
        .collect()
}

fn perm(l: usize) -> usize {
    (l * 7 + 3) & 31
}

#[test]
fn ldmatrix_stmatrix_movmatrix_agree_with_sm90() {
    let all = layouts();
    let get = |n: &str| all.iter().find(|(k, _)| k == n).unwrap_or_else(|| panic!("{n} missing")).1.clone();
    // the rows each lane addressed
    let rows: [[u16; 8]; 32] = std::array::from_fn(|l| std::array::from_fn(|c| (perm(l) * 8 + c) as u16));
    for num in [1u32, 2, 4] {
        for trans in [false, true] {
            let name = format!("ldmatrix.x{num}{}", if trans { ".trans" } else { "" });
            let hw = get(&name);
            let mine = matrix::ldmatrix(num, trans, &rows);
            for lane in 0..32 {
                for i in 0..4 {
                    let want = hw[lane * 4 + i];
                    let got = mine.get(i).map_or(0, |r| r[lane]);
                    assert_eq!(got, want, "{name} lane {lane} register {i}");
                }
            }
            // stmatrix: register q of lane l holds 8l+2q (low) and 8l+2q+1 (high)
            let name = format!("stmatrix.x{num}{}", if trans { ".trans" } else { "" });
            let hw = get(&name);
            let regs: Vec<[u32; 32]> = (0..num).map(|q| std::array::from_fn(|l| (8 * l as u32 + 2 * q) | (8 * l as u32 + 2 * q + 1) << 16)).collect();
            let stored = matrix::stmatrix(num, trans, &regs);
            let mut table = [0xFFFFu16; 256];
            for lane in 0..8 * num as usize {
                table[perm(lane) * 8..perm(lane) * 8 + 8].copy_from_slice(&stored[lane]);
            }
            for k in 0..128 {
                assert_eq!(table[2 * k] as u32 | (table[2 * k + 1] as u32) << 16, hw[k], "{name} word {k}");
            }
        }
    }
    let hw = get("movmatrix.trans");
    let a: [u32; 32] = std::array::from_fn(|l| (2 * l as u32) | (2 * l as u32 + 1) << 16);
    assert_eq!(matrix::movmatrix(&a).to_vec(), hw);
}
