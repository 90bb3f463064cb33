//! RDNA4 sparse WMMA (`semantics::amd::mma::swmmac`) against a host product, the operands
//! placed by the formulas AMD's Matrix Instruction Calculator prints for each form
//! (`-a rdna4 -i v_swmmac_* --detail-instruction`, commit 2ef9189), copied here as printed
//! (register `GPR`, bit range, lane; for A and the index the field covering K `4⌊k/4⌋…+3`),
//! not taken from xlane. Whole numbers: float products and sums are exact in every order.

use crate::xorshift::Rng;
use xlane_core::registry::matrix::{MFmt, MOperands, MatrixRow, TABLE};
use xlane_core::semantics::amd::mma::{self, Frag, Mods};
use xlane_core::Lanes;

/// (lane, register, low bit) of A's group field, (lane, bit) of the index, (lane, register,
/// low bit) of B[k][j], for one form and wave, as the calculator prints them.
type Place = fn(u32, u32) -> (u32, u32, u32);
struct Form {
    name: &'static str,
    wave: u32,
    a: Place,
    idx: fn(u32, u32) -> (u32, u32),
    b: Place,
}

fn forms() -> Vec<Form> {
    vec![
        // v_swmmac_f32_16x16x32_f16 (and bf16, f16/bf16 results)
        Form {
            name: "f16",
            wave: 32,
            a: |i, k| (16 * ((k / 8) % 2) + i, 2 * (k / 16) + (k / 4) % 2, 0),
            idx: |i, k| (16 * ((k / 8) % 2) + i, 8 * (k / 16) + 4 * ((k / 4) % 2)),
            b: |k, j| (16 * ((k / 8) % 2) + j, 4 * (k / 16) + (k / 2) % 4, 16 * (k % 2)),
        },
        Form {
            name: "f16",
            wave: 64,
            a: |i, k| (16 * (k / 8) + i, (k / 4) % 2, 0),
            idx: |i, k| (16 * (k / 8) + i, 4 * ((k / 4) % 2)),
            b: |k, j| (16 * (k / 8) + j, (k / 2) % 4, 16 * (k % 2)),
        },
        // v_swmmac_i32_16x16x32_iu8 (and the fp8/bf8 forms)
        Form {
            name: "8",
            wave: 32,
            a: |i, k| (16 * (k / 16) + i, (k / 8) % 2, 16 * ((k / 4) % 2)),
            idx: |i, k| (16 * (k / 16) + i, 4 * ((k / 4) % 4)),
            b: |k, j| (16 * (k / 16) + j, (k / 4) % 4, 8 * (k % 4)),
        },
        Form {
            name: "8",
            wave: 64,
            a: |i, k| (32 * ((k / 8) % 2) + 16 * (k / 16) + i, 0, 16 * ((k / 4) % 2)),
            idx: |i, k| (32 * ((k / 8) % 2) + 16 * (k / 16) + i, 4 * ((k / 4) % 2)),
            b: |k, j| (32 * ((k / 8) % 2) + 16 * (k / 16) + j, (k / 4) % 2, 8 * (k % 4)),
        },
        // v_swmmac_i32_16x16x32_iu4
        Form {
            name: "iu4k32",
            wave: 32,
            a: |i, k| (16 * (k / 16) + i, 0, 8 * ((k / 4) % 4)),
            idx: |i, k| (16 * (k / 16) + i, 4 * ((k / 4) % 4)),
            b: |k, j| (16 * (k / 16) + j, (k / 8) % 2, 4 * (k % 8)),
        },
        Form {
            name: "iu4k32",
            wave: 64,
            a: |i, k| (16 * (k / 16) + i, 0, 8 * ((k / 4) % 4)),
            idx: |i, k| (16 * (k / 16) + i, 4 * ((k / 4) % 4)),
            b: |k, j| (32 * ((k / 8) % 2) + 16 * (k / 16) + j, 0, 4 * (k % 8)),
        },
        // v_swmmac_i32_16x16x64_iu4
        Form {
            name: "iu4k64",
            wave: 32,
            a: |i, k| (16 * (k / 32) + i, (k / 16) % 2, 8 * ((k / 4) % 4)),
            idx: |i, k| (16 * (k / 32) + i, 4 * ((k / 4) % 8)),
            b: |k, j| (16 * (k / 32) + j, (k / 8) % 4, 4 * (k % 8)),
        },
        Form {
            name: "iu4k64",
            wave: 64,
            a: |i, k| (32 * ((k / 16) % 2) + 16 * (k / 32) + i, 0, 8 * ((k / 4) % 4)),
            idx: |i, k| (32 * ((k / 16) % 2) + 16 * (k / 32) + i, 4 * ((k / 4) % 4)),
            b: |k, j| (32 * ((k / 16) % 2) + 16 * (k / 32) + j, (k / 8) % 2, 4 * (k % 8)),
        },
    ]
}

fn form_of(r: &MatrixRow) -> &'static str {
    match (r.input.bits(), r.k) {
        (16, _) => "f16",
        (8, _) => "8",
        (_, 32) => "iu4k32",
        _ => "iu4k64",
    }
}

/// A small whole number of format `f` and its code (hand-written: f16 and bf16 by their
/// exponent and mantissa fields, OCP E4M3 bias 7, E5M2 bias 15; integers two's complement).
fn element(f: MFmt, rng: &mut Rng, signed: bool) -> (i64, u64) {
    let mag = (rng.next() % 4) as i64; // 0, 1, 2, 3
    let neg = rng.next() % 2 == 1;
    let v = if neg { -mag } else { mag };
    // 1 = 2^0, 2 = 2^1, 3 = 1.5 · 2^1
    let float = |bias: u64, mbits: u64, sign: u64| -> u64 {
        let (e, m) = match mag {
            0 => return if neg { sign } else { 0 },
            1 => (bias, 0),
            2 => (bias + 1, 0),
            _ => (bias + 1, 1 << (mbits - 1)),
        };
        (if neg { sign } else { 0 }) | e << mbits | m
    };
    match f {
        MFmt::F16 => (v, float(15, 10, 0x8000)),
        MFmt::Bf16 => (v, float(127, 7, 0x8000)),
        MFmt::Fp8 => (v, float(7, 3, 0x80)),
        MFmt::Bf8 => (v, float(15, 2, 0x80)),
        MFmt::Iu8 => {
            let b = rng.next() % 256;
            (if signed { b as u8 as i8 as i64 } else { b as i64 }, b)
        }
        _ => {
            let b = rng.next() % 16;
            (if signed { ((b << 60) as i64) >> 60 } else { b as i64 }, b)
        }
    }
}

fn put(regs: &mut Vec<Lanes>, lane: u32, bit: u32, w: u32, code: u64) {
    while regs.len() <= ((bit + w - 1) / 32) as usize {
        regs.push(Lanes { bits: [0; 64], undef: 0 });
    }
    regs[(bit / 32) as usize].bits[lane as usize] |= (code & ((1 << w) - 1)) << (bit % 32);
}

fn to_i64(f: MFmt, v: u64) -> i64 {
    match f {
        MFmt::I32 => v as u32 as i32 as i64,
        MFmt::F32 => f32::from_bits(v as u32) as i64,
        MFmt::F16 => {
            // whole numbers below 2048: exponent and mantissa fields
            let (s, e, m) = (v >> 15 & 1, (v >> 10 & 0x1f) as i32, (v & 0x3ff) as i64);
            let mag = if e == 0 { 0 } else { ((1024 + m) << 13) >> (13 + 10 - (e - 15)) };
            if s == 1 {
                -mag
            } else {
                mag
            }
        }
        _ => {
            let (s, e, m) = (v >> 15 & 1, (v >> 7 & 0xff) as i32, (v & 0x7f) as i64);
            let mag = if e == 0 { 0 } else { ((128 + m) << 20) >> (20 + 7 - (e - 127)) };
            if s == 1 {
                -mag
            } else {
                mag
            }
        }
    }
}

fn check(r: &MatrixRow, f: &Form, signed: (bool, bool), seed: u64) {
    let mut rng = Rng(seed | 1);
    let (w, k) = (r.input.bits(), r.k);
    let (mut a, mut b) = (vec![], vec![]);
    let mut idx = Lanes { bits: [0; 64], undef: 0 };
    let mut dense = vec![0i64; 16 * k as usize];
    let mut bm = vec![0i64; k as usize * 16];
    for i in 0..16 {
        for g in 0..k / 4 {
            let p0 = (rng.next() % 3) as u32;
            let p1 = p0 + 1 + (rng.next() % (3 - p0 as u64)) as u32;
            let (lane, reg, lo) = (f.a)(i, 4 * g);
            for (s, p) in [(0, p0), (1, p1)] {
                let (v, code) = element(r.input, &mut rng, signed.0);
                dense[(i * k + 4 * g + p) as usize] = v;
                put(&mut a, lane, 32 * reg + lo + s * w, w, code);
            }
            let (il, ib) = (f.idx)(i, 4 * g);
            idx.bits[il as usize] |= ((p0 | p1 << 2) as u64) << ib;
        }
    }
    for kk in 0..k {
        for j in 0..16 {
            let (v, code) = element(r.input_b, &mut rng, signed.1);
            bm[(kk * 16 + j) as usize] = v;
            let (lane, reg, lo) = (f.b)(kk, j);
            put(&mut b, lane, 32 * reg + lo, w, code);
        }
    }
    let nd = if f.wave == 32 { 8 } else { 4 };
    let wo = r.output.bits();
    let c = vec![Lanes { bits: [0; 64], undef: 0 }; nd];
    let m = Mods { a_signed: signed.0, b_signed: signed.1, ..Mods::default() };
    let full = if f.wave == 32 { 0xffff_ffff } else { u64::MAX };
    let d = mma::swmmac::swmmac(r, f.wave, full, Frag { comps: &a, bits: 32 }, Frag { comps: &b, bits: 32 }, Frag { comps: &c, bits: wo }, &idx, m);
    for i in 0..16u32 {
        for j in 0..16u32 {
            let want: i64 = (0..k).map(|kk| dense[(i * k + kk) as usize] * bm[(kk * 16 + j) as usize]).sum();
            // calculator: D GPR i mod 8, lane 16⌊i/8⌋ + j (wave32); GPR i mod 4, lane
            // 32(⌊i/4⌋ mod 2) + 16⌊i/8⌋ + j (wave64); 16-bit results one half per row
            let (lane, slot) = if f.wave == 32 { (16 * (i / 8) + j, i % 8) } else { (32 * ((i / 4) % 2) + 16 * (i / 8) + j, i % 4) };
            let comp = &d[slot as usize];
            assert_eq!(comp.undef >> lane & 1, 0, "{} wave{}: D[{i}][{j}] undefined", r.name, f.wave);
            assert_eq!(to_i64(r.output, comp.bits[lane as usize]), want, "{} wave{} {signed:?}: D[{i}][{j}]", r.name, f.wave);
        }
    }
    // a group whose positions do not increase leaves its row undefined
    let (il, ib) = (f.idx)(3, 4);
    let mut bad = idx;
    bad.bits[il as usize] = bad.bits[il as usize] & !(0xf << ib) | 0b1010 << ib;
    let d = mma::swmmac::swmmac(r, f.wave, full, Frag { comps: &a, bits: 32 }, Frag { comps: &b, bits: 32 }, Frag { comps: &c, bits: wo }, &bad, m);
    // D[3][5]: register 3, lane 5 at both wave sizes
    assert_eq!(d[3].undef >> 5 & 1, 1, "{}: row 3 with positions 2, 2", r.name);
}

#[test]
fn sparse_wmma_is_the_host_product() {
    let mut n = 0;
    for r in TABLE.iter().filter(|r| matches!(r.operands, MOperands::SparseW | MOperands::SparseWSigned)) {
        for f in forms().iter().filter(|f| f.name == form_of(r)) {
            let signs: &[(bool, bool)] = if r.operands == MOperands::SparseWSigned { &[(true, true), (false, true), (true, false), (false, false)] } else { &[(true, true)] };
            for &s in signs {
                check(r, f, s, 0x5eed + n);
                n += 1;
            }
        }
    }
    assert_eq!(n, 2 * 8 + 6 * 4, "every swmmac row at both wave sizes");
}
