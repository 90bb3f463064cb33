//! gfx950's f8f6f4 MFMA (`semantics::amd::mma::scaled`) against a host product written here:
//! every format pair, both shapes, per-lane E8M0 scales with each byte select, the unscaled
//! form, and a NaN scale. Values are whole multiples of 1/2 that every one of the five
//! formats holds exactly; their codes are written out by hand from the format definitions
//! (OCP OFP8 rev. 1.0 E4M3/E5M2, OCP MX v1.0 E2M3/E3M2/E2M1), not taken from the decoder.
//! With scales 2^-3 … 2^3 every partial sum is a multiple of 2^-8 below 2^53: the binary64
//! sum is exact, so the expected f32 is the exact product rounded once, whatever the order.

use crate::xorshift::Rng;
use xlane_core::registry::matrix::{MOperands, MatrixRow, TABLE};
use xlane_core::semantics::amd::mma::{self, Frag, Mods};
use xlane_core::Lanes;

/// The magnitudes used, and each format's code for them: (width, sign bit, codes).
const VALUES: [f64; 8] = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0];
const CODES: [(u32, u64, [u64; 8]); 5] = [
    // fp8 E4M3, bias 7: 1.0 = 0.0111.000
    (8, 0x80, [0x00, 0x30, 0x38, 0x3c, 0x40, 0x44, 0x48, 0x4c]),
    // bf8 E5M2, bias 15: 1.0 = 0.01111.00
    (8, 0x80, [0x00, 0x38, 0x3c, 0x3e, 0x40, 0x42, 0x44, 0x46]),
    // fp6 E2M3, bias 1: 0.5 is the subnormal 0.00.100, 1.0 = 0.01.000
    (6, 0x20, [0x00, 0x04, 0x08, 0x0c, 0x10, 0x14, 0x18, 0x1c]),
    // bf6 E3M2, bias 3: 1.0 = 0.011.00
    (6, 0x20, [0x00, 0x08, 0x0c, 0x0e, 0x10, 0x12, 0x14, 0x16]),
    // fp4 E2M1, bias 1: 0.5 is the subnormal 0.00.1, 1.0 = 0.01.0
    (4, 0x8, [0x0, 0x1, 0x2, 0x3, 0x4, 0x5, 0x6, 0x7]),
];

fn row(name: &str) -> &'static MatrixRow {
    TABLE.iter().find(|r| r.name == name && r.operands == MOperands::Scaled).unwrap()
}

/// Writes `w` bits of `code` at bit `bit` of a lane's eight 32-bit registers.
fn put(regs: &mut [Lanes], lane: usize, bit: u32, w: u32, code: u64) {
    for b in 0..w {
        let at = bit + b;
        regs[(at / 32) as usize].bits[lane] |= (code >> b & 1) << (at % 32);
    }
}

struct Case {
    m: usize,
    n: usize,
    k: usize,
    a: Vec<f64>,
    b: Vec<f64>,
    sa: Vec<i32>,
    sb: Vec<i32>,
}

/// A random case for `r` with formats `fa`, `fb`: operands placed as the sources give (A[i][k]
/// in lane M·⌊k/32⌋ + i, element k mod 32 at bits w·(k mod 32); B[k][j] in lane N·⌊k/32⌋ + j),
/// scales in byte `sel` of each lane's scale register.
fn case(r: &MatrixRow, fa: usize, fb: usize, sel: (u32, u32), seed: u64) -> (Case, Vec<Lanes>, Vec<Lanes>, Lanes, Lanes) {
    let mut rng = Rng(seed | 1);
    let zero = || Lanes { bits: [0; 64], undef: 0 };
    let (m, n, k) = (r.m as usize, r.n as usize, r.k as usize);
    let (mut ra, mut rb) = (vec![zero(); 8], vec![zero(); 8]);
    let (mut sa_reg, mut sb_reg) = (zero(), zero());
    let mut c = Case { m, n, k, a: vec![0.0; m * k], b: vec![0.0; k * n], sa: vec![0; 64], sb: vec![0; 64] };
    let pick = |f: usize, rng: &mut Rng| {
        let (_, sign, codes) = CODES[f];
        let (i, neg) = ((rng.next() % 8) as usize, rng.next() % 2 == 1);
        (if neg { -VALUES[i] } else { VALUES[i] }, codes[i] | if neg { sign } else { 0 })
    };
    for i in 0..m {
        for kk in 0..k {
            let (v, code) = pick(fa, &mut rng);
            c.a[i * k + kk] = v;
            put(&mut ra, m * (kk / 32) + i, CODES[fa].0 * (kk % 32) as u32, CODES[fa].0, code);
        }
    }
    for kk in 0..k {
        for j in 0..n {
            let (v, code) = pick(fb, &mut rng);
            c.b[kk * n + j] = v;
            put(&mut rb, n * (kk / 32) + j, CODES[fb].0 * (kk % 32) as u32, CODES[fb].0, code);
        }
    }
    for lane in 0..64 {
        // exponents 124..=130 in the selected byte, other bytes noise
        let (ea, eb) = (124 + (rng.next() % 7) as i32, 124 + (rng.next() % 7) as i32);
        c.sa[lane] = ea - 127;
        c.sb[lane] = eb - 127;
        sa_reg.bits[lane] = (rng.next() as u32 as u64) & !(0xff << (8 * sel.0)) | (ea as u64) << (8 * sel.0);
        sb_reg.bits[lane] = (rng.next() as u32 as u64) & !(0xff << (8 * sel.1)) | (eb as u64) << (8 * sel.1);
    }
    (c, ra, rb, sa_reg, sb_reg)
}

/// The dense MFMA's D placement (CDNA3 ISA, calculator: 16x16 D[i][j] register i mod 4, lane
/// 16⌊i/4⌋ + j; 32x32 register 4⌊i/8⌋ + i mod 4, lane 32⌊(i mod 8)/4⌋ + j).
fn d_place(m: usize, i: usize, j: usize) -> (usize, usize) {
    if m == 16 {
        (16 * (i / 4) + j, i % 4)
    } else {
        (32 * ((i % 8) / 4) + j, 4 * (i / 8) + i % 4)
    }
}

fn run(r: &MatrixRow, ra: &[Lanes], rb: &[Lanes], sa: &Lanes, sb: &Lanes, mods: Mods) -> Vec<Lanes> {
    let nd = r.m * r.n / 64;
    let cz = vec![Lanes { bits: [0; 64], undef: 0 }; nd as usize];
    mma::scaled::mfma_scale(r, u64::MAX, Frag { comps: ra, bits: 32 }, Frag { comps: rb, bits: 32 }, Frag { comps: &cz, bits: 32 }, sa, sb, mods)
}

fn check(r: &MatrixRow, fa: usize, fb: usize, sel: (u32, u32), unscaled: bool, seed: u64) {
    let (c, ra, rb, sa, sb) = case(r, fa, fb, sel, seed);
    let mods = Mods { cbsz: fa as u32, blgp: fb as u32, scale_byte_a: sel.0 as u8, scale_byte_b: sel.1 as u8, unscaled, ..Mods::default() };
    let d = run(r, &ra, &rb, &sa, &sb, mods);
    for i in 0..c.m {
        for j in 0..c.n {
            let mut want = 0.0f64;
            for kk in 0..c.k {
                let (la, lb) = (c.m * (kk / 32) + i, c.n * (kk / 32) + j);
                let s = if unscaled { 1.0 } else { 2f64.powi(c.sa[la] + c.sb[lb]) };
                want += c.a[i * c.k + kk] * c.b[kk * c.n + j] * s;
            }
            let (lane, reg) = d_place(c.m, i, j);
            assert_eq!(d[reg].undef >> lane & 1, 0, "{} fmt {fa}/{fb}: D[{i}][{j}] undefined", r.name);
            assert_eq!(d[reg].bits[lane] as u32, (want as f32).to_bits(), "{} fmt {fa}/{fb} sel {sel:?}: D[{i}][{j}]", r.name);
        }
    }
}

#[test]
fn scaled_mfma_is_the_host_product() {
    for (n, name) in ["llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4", "llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4"].iter().enumerate() {
        let r = row(name);
        for fa in 0..5 {
            for fb in 0..5 {
                let sel = ((fa + fb) as u32 % 4, (fa + 2 * fb) as u32 % 4);
                check(r, fa, fb, sel, false, 1 + 31 * n as u64 + 5 * fa as u64 + fb as u64);
            }
        }
        check(r, 0, 4, (0, 0), true, 7 + n as u64);
    }
}

/// A NaN scale (E8M0 0xFF) makes every product of its lane's block NaN: the columns (rows)
/// that read it are NaN, the others not. A lane outside EXEC leaves D undefined.
#[test]
fn nan_scale_and_partial_exec() {
    let r = row("llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4");
    let (_, ra, rb, mut sa, sb) = case(r, 0, 0, (0, 0), 3);
    sa.bits[5] = 0xff; // A row 5, K block 0
    let mods = Mods::default();
    let d = run(r, &ra, &rb, &sa, &sb, mods);
    for j in 0..16 {
        let (lane, reg) = d_place(16, 5, j);
        assert!(f32::from_bits(d[reg].bits[lane] as u32).is_nan(), "D[5][{j}]");
        let (lane, reg) = d_place(16, 4, j);
        assert!(!f32::from_bits(d[reg].bits[lane] as u32).is_nan(), "D[4][{j}]");
    }
    let cz = vec![Lanes { bits: [0; 64], undef: 0 }; 4];
    let d = mma::scaled::mfma_scale(r, !1, Frag { comps: &ra, bits: 32 }, Frag { comps: &rb, bits: 32 }, Frag { comps: &cz, bits: 32 }, &sa, &sb, mods);
    assert!(d.iter().all(|l| l.undef == u64::MAX));
}

/// CBSZ/BLGP codes past 4 and scale bytes past 3 are refused, not guessed.
#[test]
fn format_codes_past_fp4_are_refused() {
    let r = row("llvm.amdgcn.mfma.scale.f32.32x32x64.f8f6f4");
    let t = xlane_core::target::all().find(|t| t.name == "gfx950").unwrap();
    assert!(mma::check_mods(r.name, r, t, Mods { cbsz: 4, blgp: 4, ..Mods::default() }).is_ok());
    assert!(mma::check_mods(r.name, r, t, Mods { cbsz: 5, ..Mods::default() }).is_err());
    assert!(mma::check_mods(r.name, r, t, Mods { scale_byte_b: 4, ..Mods::default() }).is_err());
}
