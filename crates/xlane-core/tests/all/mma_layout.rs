//! The matrix register layouts (`semantics::amd::mma::layout`) against AMD's Matrix
//! Instruction Calculator (`tests/data/mma_layouts.txt`, written by `gen_mma_layouts.py` from
//! the calculator's `--register-layout --csv` output), and D = C + A·B of every matrix row
//! against a host matrix product, with the operands placed as the calculator places them.

use crate::xorshift::Rng;
use xlane_core::registry::matrix::{MFmt, MLayout, MOperands, MatrixRow, TABLE};
use xlane_core::semantics::amd::mma::{self, layout, Frag, Mods};
use xlane_core::Lanes;

fn row(name: &str, lay: MLayout) -> &'static MatrixRow {
    TABLE.iter().find(|r| r.name == name && r.layout == lay).unwrap_or_else(|| panic!("{name} {lay:?}"))
}

fn parse_entry(e: &str) -> (Vec<u32>, u32) {
    let (lanes, slot) = e.split_once(':').unwrap();
    let mut l: Vec<u32> = lanes.split('+').map(|x| x.parse().unwrap()).collect();
    l.sort();
    (l, slot.parse().unwrap())
}

#[test]
fn layouts_match_the_calculator() {
    let text = include_str!("../data/mma_layouts.txt");
    let (mut r, mut wave, mut opsel) = (None, 0, false);
    let mut checked = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut f = line.split_whitespace();
        let head = f.next().unwrap();
        if head == "case" {
            let name = f.next().unwrap();
            let lay = match f.next().unwrap() {
                "Gfx9" => MLayout::Gfx9,
                "Gfx11" => MLayout::Gfx11,
                _ => MLayout::Gfx12,
            };
            r = Some(row(name, lay));
            wave = f.next().unwrap().trim_start_matches("wave=").parse().unwrap();
            opsel = f.next().unwrap() == "opsel=1";
            continue;
        }
        let r = r.unwrap();
        let block: u32 = f.next().unwrap().parse().unwrap();
        let outer: u32 = f.next().unwrap().trim_end_matches(':').parse().unwrap();
        for (inner, e) in f.enumerate() {
            let inner = inner as u32;
            let want = parse_entry(e);
            let got = match head {
                "A" => {
                    let p = layout::a_pos(r, wave, outer, inner, block);
                    let mut l = p.lanes;
                    l.sort();
                    (l, p.slot)
                }
                "B" => {
                    let p = layout::b_pos(r, wave, outer, inner, block);
                    let mut l = p.lanes;
                    l.sort();
                    (l, p.slot)
                }
                _ => {
                    let (l, s) = layout::d_pos(r, wave, outer, inner, block, opsel);
                    (vec![l], s)
                }
            };
            assert_eq!(got, want, "{} wave{wave} {head}[{outer}][{inner}] block {block}", r.name);
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// The host's value of an element and its bits: small whole numbers, so that every float
/// product and sum is exact in every format and any summation order gives the same result.
/// `range`: the largest magnitude (3 for rows with a bf16 result, whose 8-bit significand
/// holds every whole number only up to 256: 16 products of at most 9, plus C, stay below it).
fn element(fmt: MFmt, rng: &mut Rng, signed: bool, range: i64) -> (i64, u64) {
    let v = (rng.next() % (2 * range as u64 + 1)) as i64 - range;
    match fmt {
        MFmt::F16 => (v, half::f16::from_f64(v as f64).to_bits() as u64),
        MFmt::Bf16 => (v, half::bf16::from_f64(v as f64).to_bits() as u64),
        MFmt::F32 | MFmt::Xf32 => (v, (v as f32).to_bits() as u64),
        MFmt::F64 => (v, (v as f64).to_bits()),
        MFmt::I8 => {
            let v = (rng.next() % 256) as i64 - 128;
            (v, v as u8 as u64)
        }
        MFmt::Iu8 => {
            let b = rng.next() % 256;
            (if signed { b as u8 as i8 as i64 } else { b as i64 }, b)
        }
        MFmt::Iu4 => {
            let b = rng.next() % 16;
            (if signed { ((b << 60) as i64) >> 60 } else { b as i64 }, b)
        }
        MFmt::I32 => {
            let v = rng.next() as u32 as i32 as i64 >> 8;
            (v, v as u32 as u64)
        }
        MFmt::Fp8 | MFmt::Bf8 | MFmt::Fp8Fnuz | MFmt::Bf8Fnuz => {
            let v = (rng.next() % 7) as i64 - 3;
            (v, fp8_code(fmt, v))
        }
        // f8f6f4 rows are checked in `mma_scaled`
        MFmt::Fp6 | MFmt::Bf6 | MFmt::Fp4 | MFmt::F8f6f4 => unreachable!("{fmt:?}"),
    }
}

/// The 8-bit code of a whole number in -3..=3, worked out by hand from each format's bias
/// (OFP8 rev. 1.0: E4M3 bias 7, E5M2 bias 15; FNUZ: 8 and 16): 1 = 2^0, 2 = 2^1, 3 = 1.5·2^1;
/// negatives set the sign bit; 0 is 0x00 in every format.
fn fp8_code(fmt: MFmt, v: i64) -> u64 {
    let mag = match (fmt, v.abs()) {
        (_, 0) => return 0,
        (MFmt::Fp8, 1) => 0x38,
        (MFmt::Fp8, 2) => 0x40,
        (MFmt::Fp8, _) => 0x44,
        (MFmt::Bf8, 1) => 0x3c,
        (MFmt::Bf8, 2) => 0x40,
        (MFmt::Bf8, _) => 0x42,
        (MFmt::Fp8Fnuz, 1) => 0x40,
        (MFmt::Fp8Fnuz, 2) => 0x48,
        (MFmt::Fp8Fnuz, _) => 0x4c,
        (_, 1) => 0x40,
        (_, 2) => 0x44,
        _ => 0x46,
    };
    if v < 0 {
        mag | 0x80
    } else {
        mag
    }
}

fn put(comps: &mut [Lanes], bits: u32, lane: u32, slot: u32, w: u32, v: u64) {
    let bit = slot * w;
    let c = &mut comps[(bit / bits) as usize];
    c.bits[lane as usize] |= v << (bit % bits);
    c.undef &= !(1u64 << lane);
}

fn to_i64(fmt: MFmt, bits: u64) -> i64 {
    match fmt {
        MFmt::F32 => f32::from_bits(bits as u32) as i64,
        MFmt::F64 => f64::from_bits(bits) as i64,
        MFmt::F16 => half::f16::from_bits(bits as u16).to_f64() as i64,
        MFmt::Bf16 => half::bf16::from_bits(bits as u16).to_f64() as i64,
        _ => bits as u32 as i32 as i64,
    }
}

/// One call of `r` with random operands placed by the layout, against the host product.
fn check_product(r: &MatrixRow, wave: u32, m: Mods, seed: u64) {
    let mut rng = Rng(seed | 1);
    let range = if r.output == MFmt::Bf16 { 3 } else { 7 };
    let (na, nb, nd) = layout::slots(r, wave);
    let (wi, wo) = (r.input.bits(), r.output.bits());
    // components as LLVM types them: 8- and 4-bit elements packed in i32s, wider ones alone
    let ab = if wi < 16 { 32 } else { wi };
    let bb = ab;
    let zero = || Lanes { bits: [0; 64], undef: u64::MAX };
    let mut a = vec![zero(); (na * wi).div_ceil(ab) as usize];
    let mut b = vec![zero(); (nb * wi).div_ceil(bb) as usize];
    let mut c = vec![zero(); nd as usize];
    let (mm, nn, kk, blocks) = (r.m as usize, r.n as usize, r.k as usize, r.blocks as usize);
    let mut av = vec![0i64; blocks * mm * kk];
    let mut bv = vec![0i64; blocks * kk * nn];
    let mut cv = vec![0i64; blocks * mm * nn];
    for blk in 0..blocks {
        for i in 0..mm {
            for k in 0..kk {
                let (v, bits) = element(r.input, &mut rng, m.a_signed, range);
                av[(blk * mm + i) * kk + k] = v;
                let p = layout::a_pos(r, wave, i as u32, k as u32, blk as u32);
                for l in p.lanes {
                    put(&mut a, ab, l, p.slot, wi, bits);
                }
            }
        }
        for k in 0..kk {
            for j in 0..nn {
                let (v, bits) = element(r.input_b, &mut rng, m.b_signed, range);
                bv[(blk * kk + k) * nn + j] = v;
                let p = layout::b_pos(r, wave, k as u32, j as u32, blk as u32);
                for l in p.lanes {
                    put(&mut b, bb, l, p.slot, wi, bits);
                }
            }
        }
        for i in 0..mm {
            for j in 0..nn {
                let fmt = if r.output.is_float() { r.output } else { MFmt::I32 };
                let (v, bits) = element(fmt, &mut rng, true, range);
                cv[(blk * mm + i) * nn + j] = v;
                let (l, s) = layout::d_pos(r, wave, i as u32, j as u32, blk as u32, m.opsel);
                put(&mut c, wo, l, s, wo, bits);
            }
        }
    }
    let exec = if wave == 64 { u64::MAX } else { (1 << wave) - 1 };
    let d = mma::mma(r, wave, exec, Frag { comps: &a, bits: ab }, Frag { comps: &b, bits: bb }, Frag { comps: &c, bits: wo }, m);
    for blk in 0..blocks {
        for i in 0..mm {
            for j in 0..nn {
                let mut want = cv[(blk * mm + i) * nn + j];
                for k in 0..kk {
                    want += av[(blk * mm + i) * kk + k] * bv[(blk * kk + k) * nn + j];
                }
                let want = if m.clamp { want.clamp(i32::MIN as i64, i32::MAX as i64) } else { want as i32 as i64 };
                let (l, s) = layout::d_pos(r, wave, i as u32, j as u32, blk as u32, m.opsel);
                let comp = &d[s as usize];
                assert_eq!(comp.undef >> l & 1, 0, "{} wave{wave}: D[{i}][{j}] block {blk} undefined", r.name);
                let got = to_i64(r.output, comp.bits[l as usize]);
                assert_eq!(got, want, "{} wave{wave}: D[{i}][{j}] block {blk}", r.name);
            }
        }
    }
}

#[test]
fn every_row_computes_the_host_product() {
    // the sparse forms are checked by `sparse_mfma_is_the_host_product`, the f8f6f4 forms by
    // `scaled_mfma_is_the_host_product`
    for (n, r) in TABLE
        .iter()
        .enumerate()
        .filter(|(_, r)| !matches!(r.operands, MOperands::Sparse | MOperands::Scaled | MOperands::SparseW | MOperands::SparseWSigned))
    {
        for &w in layout::waves(r) {
            let signed = r.operands == xlane_core::registry::matrix::MOperands::Signed;
            for (a_signed, b_signed) in [(true, true), (false, true), (true, false), (false, false)] {
                if !(signed || a_signed && b_signed) {
                    continue;
                }
                check_product(r, w, Mods { a_signed, b_signed, ..Mods::default() }, 0x9e37 + n as u64 * 77 + w as u64);
            }
            if r.operands == xlane_core::registry::matrix::MOperands::Opsel && r.layout == MLayout::Gfx11 {
                check_product(r, w, Mods { opsel: true, ..Mods::default() }, 0x51 + n as u64);
            }
        }
    }
}

/// WMMA `clamp` saturates the 32-bit result; without it the sum wraps (integers are exact).
#[test]
fn integer_results_clamp_or_wrap() {
    let r = row("llvm.amdgcn.wmma.i32.16x16x16.iu8", MLayout::Gfx11);
    let one = |v: u64| Lanes { bits: [v; 64], undef: 0 };
    // every A and B byte 0x7f (127, signed), C = i32::MAX - 1: the sum overflows
    let a = vec![one(0x7f7f_7f7f); 4];
    let c = vec![one((i32::MAX - 1) as u32 as u64); 8];
    let m = Mods { a_signed: true, b_signed: true, ..Mods::default() };
    let run = |clamp| mma::mma(r, 32, 0xffff_ffff, Frag { comps: &a, bits: 32 }, Frag { comps: &a, bits: 32 }, Frag { comps: &c, bits: 32 }, Mods { clamp, ..m });
    assert_eq!(run(true)[0].bits[0], i32::MAX as u64);
    let wrapped = ((i32::MAX - 1) as i64 + 16 * 127 * 127) as i32 as u32 as u64;
    assert_eq!(run(false)[0].bits[0], wrapped);
}

/// A partial EXEC, or RDNA3 A halves that disagree, leave D undefined.
#[test]
fn partial_exec_and_unreplicated_inputs_are_undefined() {
    let r = row("llvm.amdgcn.wmma.f32.16x16x16.f16", MLayout::Gfx11);
    let one = |v: u64| Lanes { bits: [v; 64], undef: 0 };
    let a = vec![one(0x3c00); 16];
    let c = vec![one(0); 8];
    let f = |x| Frag { comps: x, bits: 16 };
    let d = mma::mma(r, 32, 0xffff, f(&a), f(&a), Frag { comps: &c, bits: 32 }, Mods::default());
    assert!(d.iter().all(|l| l.undef & 0xffff_ffff == 0xffff_ffff));
    let d = mma::mma(r, 32, 0xffff_ffff, f(&a), f(&a), Frag { comps: &c, bits: 32 }, Mods::default());
    assert_eq!(f32::from_bits(d[0].bits[0] as u32), 16.0);
    let mut a2 = a.clone();
    a2[3].bits[16] = 0x4000; // A[0][3] differs between lane 0 and its replica, lane 16
    let d = mma::mma(r, 32, 0xffff_ffff, f(&a2), f(&a), Frag { comps: &c, bits: 32 }, Mods::default());
    // row 0 of D: slot 0, lanes 0-15
    assert_eq!(d[0].undef & 0xffff, 0xffff);
    assert_eq!(d[0].undef >> 16 & 0xffff, 0, "row 1 does not read A row 0");
}

/// CBSZ/ABID and BLGP as the CDNA ISA tables define them (the calculator's docstrings:
/// CBSZ broadcasts block ABID of each group of 2^CBSZ blocks; BLGP 1 = lanes 0–31 to all
/// lanes, 2 = lanes 32–63, 3 = rotate down by 16, 4–7 = group 0–3 of 16 lanes).
#[test]
fn cdna_modifiers() {
    assert_eq!((0..64).map(|l| mma::blgp_lane(l, 1)).collect::<Vec<_>>(), (0..64).map(|l| l % 32).collect::<Vec<_>>());
    assert_eq!(mma::blgp_lane(5, 2), 37);
    assert_eq!(mma::blgp_lane(50, 3), 2);
    assert_eq!(mma::blgp_lane(5, 3), 21);
    assert_eq!(mma::blgp_lane(37, 6), 37);
    assert_eq!(mma::blgp_lane(5, 7), 53);
    assert_eq!((0..16).map(|b| mma::cbsz_block(b, 2, 1)).collect::<Vec<_>>(), [1, 1, 1, 1, 5, 5, 5, 5, 9, 9, 9, 9, 13, 13, 13, 13]);
    // 4x4x1 with 16 blocks: A of block b is lane 4b+i; with CBSZ 4 / ABID 3 every block uses
    // block 3's A, so D of every block is A(block 3) · B(block b)
    let r = row("llvm.amdgcn.mfma.f32.4x4x1f32", MLayout::Gfx9);
    let mut a = Lanes { bits: [0; 64], undef: 0 };
    let mut b = Lanes { bits: [0; 64], undef: 0 };
    for l in 0..64 {
        a.bits[l] = (l as f32).to_bits() as u64;
        b.bits[l] = 1f32.to_bits() as u64;
    }
    let c = vec![Lanes { bits: [0; 64], undef: 0 }; 4];
    let d = mma::mma(r, 64, u64::MAX, Frag { comps: &[a], bits: 32 }, Frag { comps: &[b], bits: 32 }, Frag { comps: &c, bits: 32 }, Mods { cbsz: 4, abid: 3, ..Mods::default() });
    // D[i][j] of block b: register i, lane 4b + j = A[i][0] of block 3 = lane 12 + i
    for blk in 0..16 {
        for (i, reg) in d.iter().enumerate() {
            assert_eq!(f32::from_bits(reg.bits[4 * blk + 1] as u32), (12 + i) as f32);
        }
    }
}

/// The fp8/bf8 MFMA forms read FNUZ codes on gfx942 and OCP codes on gfx950 (the module doc
/// of `semantics::amd::mma::fp8`): code 0x40 is 1.0 in FNUZ E4M3 (bias 8) and 2.0 in OCP E4M3
/// (bias 7), so with every A and B byte 0x40 and C = 0, D = 32·1·1 = 32 on gfx942 and
/// 32·2·2 = 128 on gfx950. Code 0x80 is FNUZ's only NaN and OCP's −0.
#[test]
fn fp8_codes_follow_the_processor() {
    use xlane_core::registry::matrix::lookup;
    let t = |n: &str| xlane_core::target::all().find(|t| t.name == n).unwrap();
    let name = "llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8";
    let one = |v: u64| Lanes { bits: [v; 64], undef: 0 };
    let c = vec![one(0); 4];
    for (proc, byte, want) in [("gfx942", 0x40u64, Some(32.0f32)), ("gfx950", 0x40, Some(128.0)), ("gfx942", 0x80, None), ("gfx950", 0x80, Some(0.0))] {
        let r = lookup(name, t(proc)).unwrap().unwrap();
        let ab = vec![one(byte * 0x0101_0101_0101_0101)];
        let d = mma::mma(r, 64, u64::MAX, Frag { comps: &ab, bits: 64 }, Frag { comps: &ab, bits: 64 }, Frag { comps: &c, bits: 32 }, Mods::default());
        for comp in &d {
            let got = f32::from_bits(comp.bits[5] as u32);
            match want {
                Some(w) => assert!(got == w && !got.is_sign_negative(), "{proc} {byte:#x}: {got}"),
                None => assert!(got.is_nan(), "{proc} {byte:#x}: {got}"),
            }
        }
    }
    assert!(lookup(name, t("gfx9-4-generic")).unwrap().is_err());
}

/// Where a sparse form keeps its operands, as the calculator prints them for one instruction
/// (CDNA3 `--detail-instruction`, written out here): (lane, slot) of the kept value `s` of
/// group `g` of row `i`, (lane, bit) of that group's 4-bit index, (lane, slot) of B[k][j].
struct SparsePlaces {
    a: fn(u32, u32, u32) -> (u32, u32),
    idx: fn(u32, u32) -> (u32, u32),
    b: fn(u32, u32) -> (u32, u32),
    /// The bits of the index segment one ABID value selects (CBSZ 0).
    seg: u32,
}

/// `v_smfmac_*` against a host product of the dense A (4:2 sparse: two distinct positions
/// per group of 4 along K, the rest 0) with B; D placed as for the dense MFMA (calculator:
/// register i mod 4, lane 16⌊i/4⌋ + j for the 16x16 forms). Whole numbers: exact.
fn check_sparse(name: &str, places: SparsePlaces, abid: u32, seed: u64) {
    let r = TABLE.iter().find(|r| r.name == name && r.operands == xlane_core::registry::matrix::MOperands::Sparse).unwrap();
    let mut rng = Rng(seed | 1);
    let (wi, wo) = (r.input.bits(), r.output.bits());
    let zero = || Lanes { bits: [0; 64], undef: 0 };
    let (na, nb, nd) = layout::slots(r, 64);
    let mut a = vec![zero(); (na * wi).div_ceil(32) as usize];
    let mut b = vec![zero(); (nb * wi).div_ceil(32) as usize];
    let c = vec![zero(); nd as usize];
    let mut idx = zero();
    let (m, n, k) = (r.m as usize, r.n as usize, r.k as usize);
    let mut dense = vec![0i64; m * k];
    for i in 0..r.m {
        for g in 0..r.k / 4 {
            let p0 = (rng.next() % 3) as u32;
            let p1 = p0 + 1 + (rng.next() % (3 - p0 as u64)) as u32;
            for (s, p) in [(0, p0), (1, p1)] {
                let (v, bits) = element(r.input, &mut rng, true, 7);
                dense[i as usize * k + (4 * g + p) as usize] = v;
                let (l, slot) = (places.a)(i, g, s);
                put(&mut a, 32, l, slot, wi, bits);
            }
            let (l, bit) = (places.idx)(i, g);
            // README: with CBSZ 0, ABID picks the 16-bit half (8-bit inputs) or the byte (16-bit)
            idx.bits[l as usize] |= ((p0 | p1 << 2) as u64) << (bit + places.seg * abid);
        }
    }
    let mut bv = vec![0i64; k * n];
    for kk in 0..r.k {
        for j in 0..r.n {
            let (v, bits) = element(r.input_b, &mut rng, true, 7);
            bv[kk as usize * n + j as usize] = v;
            let (l, slot) = (places.b)(kk, j);
            put(&mut b, 32, l, slot, wi, bits);
        }
    }
    let mods = Mods { abid, ..Mods::default() };
    let d = mma::sparse::smfmac(r, u64::MAX, Frag { comps: &a, bits: 32 }, Frag { comps: &b, bits: 32 }, Frag { comps: &c, bits: wo }, &idx, mods);
    for i in 0..m {
        for j in 0..n {
            let want: i64 = (0..k).map(|kk| dense[i * k + kk] * bv[kk * n + j]).sum();
            // dense D (calculator): 16x16 register i mod 4, lane 16⌊i/4⌋ + j; 32x32 register
            // 4⌊i/8⌋ + i mod 4, lane 32⌊(i mod 8)/4⌋ + j
            let (lane, reg) = if m == 16 { (16 * (i / 4) + j, i % 4) } else { (32 * ((i % 8) / 4) + j, 4 * (i / 8) + i % 4) };
            let comp = &d[reg];
            assert_eq!(comp.undef >> lane & 1, 0, "{name}: D[{i}][{j}] undefined");
            assert_eq!(to_i64(r.output, comp.bits[lane]), want, "{name} abid {abid}: D[{i}][{j}]");
        }
    }
    // a group whose indices do not increase makes its row undefined
    let mut bad = idx;
    let (l, bit) = (places.idx)(3, 1);
    let shift = bit + places.seg * abid;
    bad.bits[l as usize] = bad.bits[l as usize] & !(0xf << shift) | (0b0101 << shift);
    let d = mma::sparse::smfmac(r, u64::MAX, Frag { comps: &a, bits: 32 }, Frag { comps: &b, bits: 32 }, Frag { comps: &c, bits: wo }, &bad, mods);
    if m == 16 {
        assert_eq!(d[3].undef >> 5 & 1, 1, "row 3 with indices 1, 1");
        assert_eq!(d[2].undef >> 5 & 1, 0, "row 2 unaffected");
    }
}

#[test]
fn sparse_mfma_is_the_host_product() {
    // v_smfmac_i32_16x16x64_i8: A[i][k] lane 16⌊k/16⌋ + i, register ⌊k/8⌋ mod 2, bits
    // 16(⌊k/4⌋ mod 2) + 8s; index lane 16⌊k/16⌋ + i, bits 4(⌊k/4⌋ mod 4); B[k][j] lane
    // 16⌊k/16⌋ + j, register ⌊k/4⌋ mod 4, byte k mod 4
    let i8_places = SparsePlaces {
        a: |i, g, s| (16 * (4 * g / 16) + i, 4 * ((4 * g / 8) % 2) + 2 * (g % 2) + s),
        idx: |i, g| (16 * (4 * g / 16) + i, 4 * (g % 4)),
        b: |k, j| (16 * (k / 16) + j, 4 * ((k / 4) % 4) + k % 4),
        seg: 16,
    };
    for abid in [0, 1] {
        check_sparse("llvm.amdgcn.smfmac.i32.16x16x64.i8", SparsePlaces { ..i8_places }, abid, 77 + abid as u64);
    }
    // v_smfmac_f32_16x16x32_f16: A[i][k] lane 16⌊k/8⌋ + i, register ⌊k/4⌋ mod 2, half s;
    // index bits 4(⌊k/4⌋ mod 2); B[k][j] lane 8⌊…⌋: k = 8⌊lane/16⌋ + 2·register + half
    let f16_places =
        SparsePlaces { a: |i, g, s| (16 * (4 * g / 8) + i, 2 * (g % 2) + s), idx: |i, g| (16 * (4 * g / 8) + i, 4 * (g % 2)), b: |k, j| (16 * (k / 8) + j, k % 8), seg: 8 };
    for abid in [0, 3] {
        check_sparse("llvm.amdgcn.smfmac.f32.16x16x32.f16", SparsePlaces { ..f16_places }, abid, 99 + abid as u64);
    }
    // gfx950's double-rate forms (LLVM PR 193541 after the CDNA4 ISA tables): 16-bit inputs,
    // 8 kept values a lane per 16 K (lane 16⌊k/16⌋ + i for 16x16, 32⌊k/16⌋ + i for 32x32),
    // half 2(⌊k/4⌋ mod 4) + s, index bits 4(⌊k/4⌋ mod 4) of the 16-bit half ABID picks; B as
    // the dense double-rate rule, 16 K a lane. 8-bit: 16 kept bytes per 32 K, byte
    // 2(⌊k/4⌋ mod 8) + s, the whole 32-bit index; B 32 K a lane.
    let f16_x2 = SparsePlaces { a: |i, g, s| (16 * (g / 4) + i, 2 * (g % 4) + s), idx: |i, g| (16 * (g / 4) + i, 4 * (g % 4)), b: |k, j| (16 * (k / 16) + j, k % 16), seg: 16 };
    for abid in [0, 1] {
        check_sparse("llvm.amdgcn.smfmac.f32.16x16x64.f16", SparsePlaces { ..f16_x2 }, abid, 7 + abid as u64);
        check_sparse("llvm.amdgcn.smfmac.f32.16x16x64.bf16", SparsePlaces { ..f16_x2 }, abid, 17 + abid as u64);
    }
    let f16_x2_32 = SparsePlaces { a: |i, g, s| (32 * (g / 4) + i, 2 * (g % 4) + s), idx: |i, g| (32 * (g / 4) + i, 4 * (g % 4)), b: |k, j| (32 * (k / 16) + j, k % 16), seg: 16 };
    check_sparse("llvm.amdgcn.smfmac.f32.32x32x32.f16", SparsePlaces { ..f16_x2_32 }, 1, 27);
    let i8_x2 = SparsePlaces { a: |i, g, s| (16 * (g / 8) + i, 2 * (g % 8) + s), idx: |i, g| (16 * (g / 8) + i, 4 * (g % 8)), b: |k, j| (16 * (k / 32) + j, k % 32), seg: 0 };
    check_sparse("llvm.amdgcn.smfmac.i32.16x16x128.i8", SparsePlaces { ..i8_x2 }, 0, 37);
    check_sparse("llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8", SparsePlaces { ..i8_x2 }, 0, 47);
    let i8_x2_32 = SparsePlaces { a: |i, g, s| (32 * (g / 8) + i, 2 * (g % 8) + s), idx: |i, g| (32 * (g / 8) + i, 4 * (g % 8)), b: |k, j| (32 * (k / 32) + j, k % 32), seg: 0 };
    check_sparse("llvm.amdgcn.smfmac.i32.32x32x64.i8", SparsePlaces { ..i8_x2_32 }, 0, 57);
}
