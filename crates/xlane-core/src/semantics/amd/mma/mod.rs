//! Matrix multiply-accumulate over a wave: MFMA (CDNA) and WMMA (RDNA3/RDNA4), as pure
//! functions of the operands' lanes (rows: `registry::matrix`, whose [`Shape`] is what they read).
//!
//! `D[b] = C[b] + A[b] · B[b]` for each block `b`, with A (M×K), B (K×N), C and D (M×N) spread
//! over the lanes as [`layout`] places them. Modifiers (CDNA ISA "Matrix fused multiply-add":
//! CBSZ/ABID broadcast one block of A to a group of `2^CBSZ` blocks, BLGP swizzles the lanes B
//! is read from; the calculator's `_get_cbsz_abid_transformed_block` and
//! `_get_blgp_transformed_lane`) are applied where [`check_mods`] accepts them.
//!
//! Numerics:
//! * integer forms are exact: products and sums in i64, the result wrapped to 32 bits, or
//!   saturated with WMMA's `clamp`;
//! * float forms are a *model* (no source read fixes the hardware's summation order and
//!   intermediate rounding): every product exactly (f16, bf16, xf32 and f32 products are exact
//!   in binary64), summed in binary64 from C in increasing k, rounded once to the output
//!   format (f64 forms: one binary64 fma per k in increasing k). xf32 inputs are first
//!   rounded to 10 mantissa bits, to nearest even (model). NaN results are the format's
//!   default quiet NaN. The runner marks these results approximate.
//! * The matrix unit reads every lane of the wave: with any lane outside EXEC (a partial
//!   wave or a divergent call) the ISA documents read give no result, so every lane of D is
//!   undefined.

pub mod fp8;
pub mod layout;
pub mod scaled;
pub mod sparse;
pub mod swmmac;
pub mod transpose;

use crate::diag::{Diag, DiagKind, Result};
use crate::target::{feat, Target};
use crate::value::Lanes;

/// The number format of a matrix element.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MFmt {
    F32,
    /// An f32 operand the instruction reads as xf32 (CDNA3 `v_mfma_f32_*_xf32`).
    Xf32,
    F16,
    Bf16,
    F64,
    /// Signed 8-bit integers (MFMA).
    I8,
    /// 8-bit integers whose signedness is an operand flag (WMMA `iu8`).
    Iu8,
    /// 4-bit integers whose signedness is an operand flag (WMMA `iu4`).
    Iu4,
    I32,
    /// 8-bit floats ([`fp8`]): OCP E4M3 and E5M2 (gfx950, RDNA4), FNUZ E4M3 and E5M2 (gfx942).
    Fp8,
    Bf8,
    Fp8Fnuz,
    Bf8Fnuz,
    /// OCP MX 6- and 4-bit floats ([`fp8`]; gfx950's f8f6f4 forms): E2M3, E3M2, E2M1.
    Fp6,
    Bf6,
    Fp4,
    /// gfx950's `f8f6f4` operands: the format is the call's CBSZ (A) or BLGP (B) code
    /// ([`scaled::format`]); 8 bits is the widest.
    F8f6f4,
}

impl MFmt {
    /// The format's name as `xlane avail` shows it.
    pub fn name(self) -> &'static str {
        match self {
            MFmt::F32 => "f32",
            MFmt::Xf32 => "xf32",
            MFmt::F16 => "f16",
            MFmt::Bf16 => "bf16",
            MFmt::F64 => "f64",
            MFmt::I8 => "i8",
            MFmt::Iu8 => "iu8",
            MFmt::Iu4 => "iu4",
            MFmt::I32 => "i32",
            MFmt::Fp8 => "fp8 (OCP E4M3)",
            MFmt::Bf8 => "bf8 (OCP E5M2)",
            MFmt::Fp8Fnuz => "fp8 (FNUZ E4M3)",
            MFmt::Bf8Fnuz => "bf8 (FNUZ E5M2)",
            MFmt::Fp6 => "fp6 (OCP E2M3)",
            MFmt::Bf6 => "bf6 (OCP E3M2)",
            MFmt::Fp4 => "fp4 (OCP E2M1)",
            MFmt::F8f6f4 => "fp8/bf8/fp6/bf6/fp4 (by cbsz/blgp)",
        }
    }
    pub fn bits(self) -> u32 {
        match self {
            MFmt::F32 | MFmt::Xf32 | MFmt::I32 => 32,
            MFmt::F16 | MFmt::Bf16 => 16,
            MFmt::F64 => 64,
            MFmt::I8 | MFmt::Iu8 | MFmt::Fp8 | MFmt::Bf8 | MFmt::Fp8Fnuz | MFmt::Bf8Fnuz | MFmt::F8f6f4 => 8,
            MFmt::Fp6 | MFmt::Bf6 => 6,
            MFmt::Iu4 | MFmt::Fp4 => 4,
        }
    }
    pub fn is_float(self) -> bool {
        !matches!(self, MFmt::I8 | MFmt::Iu8 | MFmt::Iu4 | MFmt::I32)
    }
}

/// Which register layout (and operand list) a row has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MLayout {
    /// CDNA MFMA, wave64: `(A, B, C, i32 cbsz, i32 abid, i32 blgp)`.
    Gfx9,
    /// RDNA3 WMMA, wave32 or wave64; A and B replicated across the lane halves.
    Gfx11,
    /// RDNA4 WMMA, wave32 or wave64.
    Gfx12,
}

/// The operand list of a WMMA row (MFMA rows all take `(A, B, C, cbsz, abid, blgp)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MOperands {
    /// `(A, B, C, cbsz, abid, blgp)`.
    Mfma,
    /// `(A, B, C)`.
    Plain,
    /// `(A, B, C, i1 opsel)`: a 16-bit result written to the low (0) or high (1) halves.
    Opsel,
    /// `(i1 a_signed, A, i1 b_signed, B, C, i1 clamp)`.
    Signed,
    /// `(A, B, C, i32 index, i32 cbsz, i32 abid)`: sparse MFMA ([`sparse`]), A compressed.
    Sparse,
    /// `(A, B, C, i32 cbsz, i32 blgp, i32 opsel_a, i32 scale_a, i32 opsel_b, i32 scale_b)`:
    /// gfx950's f8f6f4 MFMA ([`scaled`]), CBSZ/BLGP the formats of A/B.
    Scaled,
    /// `(A, B, C, index)`: RDNA4 sparse WMMA ([`swmmac`]), A compressed.
    SparseW,
    /// `(i1 a_signed, A, i1 b_signed, B, C, index, i1 clamp)`: RDNA4 sparse integer WMMA.
    SparseWSigned,
}

/// What the semantics read of a matrix instruction (`registry::matrix::MatrixRow` adds its
/// intrinsic, instruction and availability).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub layout: MLayout,
    pub operands: MOperands,
    pub m: u32,
    pub n: u32,
    pub k: u32,
    pub blocks: u32,
    /// The format of A (and of B, unless `input_b` differs).
    pub input: MFmt,
    /// The format of B (the fp8/bf8 forms mix them: `fp8.bf8`).
    pub input_b: MFmt,
    /// The format of C and D.
    pub output: MFmt,
    /// `.tied` WMMA forms: a 16-bit result keeps C's other halves (the untied form leaves them
    /// undefined).
    pub tied: bool,
}

/// An operand: its LLVM vector components, each `bits` wide, one [`Lanes`] per component.
#[derive(Debug, Clone, Copy)]
pub struct Frag<'a> {
    pub comps: &'a [Lanes],
    pub bits: u32,
}

impl Frag<'_> {
    /// Bits `bit .. bit + w` of `lane`'s register tuple, across components; `None` where a
    /// component read is undefined or missing.
    pub fn bits_at(&self, lane: u32, bit: u32, w: u32) -> Option<u64> {
        let mut v = 0u64;
        for b in 0..w {
            let at = bit + b;
            let comp = self.comps.get((at / self.bits) as usize)?;
            if comp.undef >> lane & 1 != 0 {
                return None;
            }
            v |= (comp.bits[lane as usize] >> (at % self.bits) & 1) << b;
        }
        Some(v)
    }

    /// Element `slot` (of `w` bits) in `lane`; `None` where undefined or missing.
    pub fn elem(&self, lane: u32, slot: u32, w: u32) -> Option<u64> {
        let bit = slot * w;
        let comp = self.comps.get((bit / self.bits) as usize)?;
        if comp.undef >> lane & 1 != 0 {
            return None;
        }
        let v = comp.bits[lane as usize] >> (bit % self.bits);
        Some(if w == 64 { v } else { v & ((1u64 << w) - 1) })
    }
}

/// The constant operands of a call.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Mods {
    pub cbsz: u32,
    pub abid: u32,
    pub blgp: u32,
    /// RDNA 16-bit results: write the high halves.
    pub opsel: bool,
    pub a_signed: bool,
    pub b_signed: bool,
    pub clamp: bool,
    /// f8f6f4 MFMA: the byte of each lane's scale operand A's (B's) scale is read from.
    pub scale_byte_a: u8,
    pub scale_byte_b: u8,
    /// f8f6f4 MFMA with both scale operands the constant 0: the unscaled instruction llc-22
    /// selects for it ([`scaled`]).
    pub unscaled: bool,
}

/// Refuses the modifier values xlane does not model, with the reason (an `unsupported`
/// refusal where the call runs). Modelled: CBSZ/ABID on multi-block MFMA forms (ABID below
/// `2^CBSZ`, groups within the block count); BLGP on the non-f64 forms of gfx908/gfx90a and on
/// the multi-block forms of gfx942/gfx950 (where the calculator lists BLGP for them);
/// RDNA3's OPSEL. Other non-zero values (CDNA3 reuses BLGP as a negate field for some forms;
/// gfx950's BLGP/CBSZ select fp8 formats) are refused rather than guessed.
pub fn check_mods(name: &str, r: &Shape, t: &Target, m: Mods) -> Result<()> {
    let refuse = |what: String| Err(Diag::new(DiagKind::Unsupported, format!("`{name}` with {what} is not modelled")));
    if r.operands == MOperands::Scaled {
        return scaled::check_mods(r, m).map_err(|what| Diag::new(DiagKind::Unsupported, format!("`{name}` with {what} is not modelled")));
    }
    if r.operands == MOperands::Sparse {
        // CBSZ/ABID pick the index segment (module doc of `sparse`); no BLGP operand
        if m.cbsz == 0 && m.abid >= sparse::abid_limit(r) {
            return refuse(format!("abid {} (the index has {} segments)", m.abid, sparse::abid_limit(r)));
        }
        return Ok(());
    }
    if r.layout == MLayout::Gfx9 {
        if m.cbsz != 0 || m.abid != 0 {
            let groups_fit = r.blocks > 1 && (1u32 << m.cbsz.min(31)) <= r.blocks && m.abid < (1u32 << m.cbsz.min(31));
            if !groups_fit {
                return refuse(format!("cbsz {} abid {} ({} block(s))", m.cbsz, m.abid, r.blocks));
            }
        }
        let blgp_ok = r.output != MFmt::F64 && (r.blocks > 1 || !t.has(feat::GFX940_INSTS));
        if m.blgp > 7 || (m.blgp != 0 && !blgp_ok) {
            return refuse(format!("blgp {} on {}", m.blgp, t.name));
        }
    } else if m.opsel && r.layout == MLayout::Gfx12 {
        return refuse("op_sel 1 on RDNA4".into());
    }
    Ok(())
}

/// The lane B is read from for logical lane `l` under BLGP (calculator
/// `_get_blgp_transformed_lane`; CDNA3 ISA BLGP table): 1/2 broadcast the low/high 32 lanes,
/// 3 rotates down by 16, 4–7 broadcast one group of 16 lanes.
pub fn blgp_lane(l: u32, blgp: u32) -> u32 {
    match blgp {
        1 => l % 32,
        2 => l % 32 + 32,
        3 => (l + 16) % 64,
        4..=7 => (blgp - 4) * 16 + l % 16,
        _ => l,
    }
}

/// The block of A used for block `b` under CBSZ/ABID: block `abid` of `b`'s group of
/// `2^cbsz` blocks.
pub fn cbsz_block(b: u32, cbsz: u32, abid: u32) -> u32 {
    let g = 1u32 << cbsz.min(31);
    b / g * g + abid
}

/// D for one call: one [`Lanes`] per component of D (`row.output` wide). `exec`: the lanes
/// executing the call.
pub fn mma(r: &Shape, wave: u32, exec: u64, a: Frag, b: Frag, c: Frag, m: Mods) -> Vec<Lanes> {
    let (_, _, nd) = layout::slots(r, wave);
    let full = if wave == 64 { u64::MAX } else { (1u64 << wave) - 1 };
    let mut d: Vec<Lanes> = if r.tied { c.comps.to_vec() } else { vec![Lanes::all_undef(); nd as usize] };
    if exec & full != full {
        return vec![Lanes::all_undef(); nd as usize];
    }
    let (wi, wo) = (r.input.bits(), r.output.bits());
    // an input element: replicas must agree (RDNA3 A/B halves)
    let read = |f: &Frag, p: layout::InPos, lane_map: &dyn Fn(u32) -> u32| -> Option<u64> {
        let mut v = None;
        for l in p.lanes {
            let x = f.elem(lane_map(l), p.slot, wi)?;
            if v.is_some_and(|y| y != x) {
                return None;
            }
            v = Some(x);
        }
        v
    };
    let id = |l: u32| l;
    let bl = |l: u32| blgp_lane(l, m.blgp);
    for blk in 0..r.blocks {
        let ablk = cbsz_block(blk, m.cbsz, m.abid);
        for i in 0..r.m {
            let arow: Vec<Option<u64>> = (0..r.k).map(|k| read(&a, layout::a_pos(r, wave, i, k, ablk), &id)).collect();
            for j in 0..r.n {
                let (lane, slot) = layout::d_pos(r, wave, i, j, blk, m.opsel);
                let cv = c.elem(lane, slot, wo);
                let terms: Option<Vec<(u64, u64)>> = (0..r.k).map(|k| Some((arow[k as usize]?, read(&b, layout::b_pos(r, wave, k, j, blk), &bl)?))).collect();
                let out = cv.zip(terms).map(|(cv, t)| dot(r, m, cv, &t));
                d[slot as usize].put(lane, out);
            }
        }
    }
    d
}

/// One output element: `c + Σ a·b` in the row's numerics (module doc).
pub(super) fn dot(r: &Shape, m: Mods, c: u64, terms: &[(u64, u64)]) -> u64 {
    if !r.output.is_float() {
        let mut s = sext(c, 32);
        for &(a, b) in terms {
            s += int(r.input, a, m.a_signed) * int(r.input, b, m.b_signed);
        }
        let v = if m.clamp { s.clamp(i32::MIN as i64, i32::MAX as i64) } else { s };
        return v as u32 as u64;
    }
    let mut s = float(r.output, c);
    for &(a, b) in terms {
        let (x, y) = (float(r.input, a), float(r.input_b, b));
        s = if r.input == MFmt::F64 { x.mul_add(y, s) } else { s + x * y };
    }
    encode(r.output, s)
}

fn sext(v: u64, bits: u32) -> i64 {
    ((v << (64 - bits)) as i64) >> (64 - bits)
}

fn int(f: MFmt, v: u64, signed: bool) -> i64 {
    match f {
        MFmt::I8 => sext(v, 8),
        MFmt::Iu8 if signed => sext(v, 8),
        MFmt::Iu4 if signed => sext(v, 4),
        _ => v as i64,
    }
}

/// The exact value of a float element (xf32: rounded to 10 mantissa bits first).
pub fn float(f: MFmt, v: u64) -> f64 {
    match f {
        MFmt::F16 => half::f16::from_bits(v as u16).to_f64(),
        MFmt::Bf16 => half::bf16::from_bits(v as u16).to_f64(),
        MFmt::F32 => f32::from_bits(v as u32) as f64,
        MFmt::Xf32 => f32::from_bits(xf32(v as u32)) as f64,
        MFmt::F64 => f64::from_bits(v),
        MFmt::Fp8 => fp8::F8::E4M3.decode(v as u8),
        MFmt::Bf8 => fp8::F8::E5M2.decode(v as u8),
        MFmt::Fp8Fnuz => fp8::F8::E4M3Fnuz.decode(v as u8),
        MFmt::Bf8Fnuz => fp8::F8::E5M2Fnuz.decode(v as u8),
        MFmt::Fp6 => fp8::F8::E2M3.decode(v as u8),
        MFmt::Bf6 => fp8::F8::E3M2.decode(v as u8),
        MFmt::Fp4 => fp8::F8::E2M1.decode(v as u8),
        _ => 0.0,
    }
}

/// f32 bits rounded to xf32 (1 sign, 8 exponent, 10 mantissa bits), to nearest even; NaN
/// and infinities unchanged (the model: the CDNA3 ISA names the format, not its rounding).
pub fn xf32(b: u32) -> u32 {
    if b & 0x7f80_0000 == 0x7f80_0000 {
        return b;
    }
    let lsb = (b >> 13) & 1;
    b.wrapping_add(0xfff + lsb) & !0x1fff
}

fn encode(f: MFmt, v: f64) -> u64 {
    match f {
        _ if v.is_nan() => match f {
            MFmt::F16 => 0x7e00,
            MFmt::Bf16 => 0x7fc0,
            MFmt::F64 => 0x7ff8_0000_0000_0000,
            _ => 0x7fc0_0000,
        },
        MFmt::F16 => half::f16::from_f64(v).to_bits() as u64,
        MFmt::Bf16 => half::bf16::from_f64(v).to_bits() as u64,
        MFmt::F64 => v.to_bits(),
        _ => (v as f32).to_bits() as u64,
    }
}

/// The operand list of a row, for decoders: positions of A, B, C and of the constant
/// operands that fill [`Mods`].
pub fn operand_positions(r: &Shape) -> (usize, usize, usize) {
    match r.operands {
        MOperands::Signed | MOperands::SparseWSigned => (1, 3, 4),
        _ => (0, 1, 2),
    }
}

#[cfg(test)]
mod tests;
