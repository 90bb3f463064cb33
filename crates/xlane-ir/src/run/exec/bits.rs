//! Integer helper intrinsics ([`Op::Bits`]): AMDGPU bit-field, byte-permute, 24-bit multiply,
//! dot-product and SAD instructions, NVVM `mulhi`, `sad`, `prmt`, `f2i.rn`. The helper is an
//! enum settled at decode time; the operands of a lane are read into a fixed array.

use super::*;

/// `dst = op(args…)` (every operand masked to `bits`), undefined where any operand is.
pub(super) fn bits(regs: &mut Regs, op: BitsOp, bits: u32, dst: Slot, args: &[Slot], exec: u64) {
    let m = mask(bits);
    let mut r = [0u64; L];
    let mut u = 0;
    for &s in args {
        u |= regs.und(s);
    }
    let mut a = [0u64; BITS_MAX_ARGS];
    for (i, x) in r.iter_mut().enumerate() {
        for (k, &s) in args.iter().enumerate() {
            a[k] = regs.get(s)[i] & m;
        }
        *x = int_helper(op, bits, &a) & m;
        if unknown_result(op, &a) {
            u |= 1 << i;
        }
    }
    regs.put(dst, &r, u, exec);
}

/// Whether the hardware's result for these operands is not known: the lane's result is then
/// undefined (a NaN into TF32, `numerics::narrow`).
fn unknown_result(op: BitsOp, a: &[u64; BITS_MAX_ARGS]) -> bool {
    match op {
        BitsOp::Narrow { to, rnd, relu, satfinite } => crate::numerics::narrow::narrow(a[0] as u32, to, rnd, relu, satfinite).is_none(),
        _ => false,
    }
}

/// AMD ISA: V_BFE_U32/V_BFE_I32 take offset[4:0] and width[4:0] (width 0 gives 0);
/// V_ALIGNBIT_B32 is ({a, b} >> c[4:0])[31:0]; the 24-bit multiplies use the low 24 bits,
/// sign-extended for the .i24 forms, and give the low or high 32 bits of the 48-bit product.
///
/// PTX ISA: `mul.hi` gives the high half of the double-width product; `prmt.b32` (default
/// mode) picks result byte k by selector nibble k of c: bits 2..0 index the bytes of {b, a}
/// (a = bytes 0-3), bit 3 replicates that byte's sign; `sad` is |a - b| + c;
/// `cvt.rni.s32.f32` rounds to nearest even and clamps (NaN gives 0).
pub(super) fn int_helper(op: BitsOp, bits: u32, a: &[u64; BITS_MAX_ARGS]) -> u64 {
    let s24 = |x: u64| ((x << 40) as i64 >> 40) as i128;
    let s = |x: u64| sext(x, bits) as i128;
    match op {
        BitsOp::MulHi { signed: true } => ((s(a[0]) * s(a[1])) >> bits) as u64,
        BitsOp::MulHi { signed: false } => ((a[0] as u128 * a[1] as u128) >> bits) as u64,
        BitsOp::Sad { signed: true } => ((s(a[0]) - s(a[1])).unsigned_abs() as u64).wrapping_add(a[2]),
        BitsOp::Sad { signed: false } => a[0].abs_diff(a[1]).wrapping_add(a[2]),
        BitsOp::Prmt => {
            let pool = a[0] | a[1] << 32;
            (0..4).fold(0u64, |r, k| {
                let sel = (a[2] >> (4 * k)) & 0xf;
                let byte = (pool >> (8 * (sel & 7))) & 0xff;
                let byte = if sel & 8 != 0 {
                    if byte & 0x80 != 0 {
                        0xff
                    } else {
                        0
                    }
                } else {
                    byte
                };
                r | byte << (8 * k)
            })
        }
        BitsOp::F2iRn => {
            let v = f32::from_bits(a[0] as u32) as f64;
            if v.is_nan() {
                0
            } else {
                v.round_ties_even().clamp(i32::MIN as f64, i32::MAX as f64) as i64 as u64
            }
        }
        BitsOp::Bfe { signed } => {
            let (off, w) = (a[1] & 31, a[2] & 31);
            if w == 0 {
                return 0;
            }
            let f = (a[0] >> off) & mask(w as u32);
            if signed {
                sext(f, w as u32) as u64
            } else {
                f
            }
        }
        BitsOp::AlignBit => ((a[0] << 32 | a[1]) >> (a[2] & 31)) & 0xffff_ffff,
        BitsOp::Perm => v_perm_b32(a[0], a[1], a[2]),
        BitsOp::Dot { a_signed, b_signed, acc_signed, width } => int_dot([a_signed, b_signed, acc_signed], width as u32, a),
        BitsOp::Dp2a { hi, a_signed, b_signed } => dp2a(hi, a_signed, b_signed, a),
        BitsOp::SadU8 => sad(8, false, a[0], a[1], a[2]),
        BitsOp::SadHiU8 => sad(8, true, a[0], a[1], a[2]),
        BitsOp::SadU16 => sad(16, false, a[0], a[1], a[2]),
        BitsOp::Lerp => (0..4).fold(0u64, |r, k| {
            let byte = |x: u64| (x >> (8 * k)) & 0xff;
            r | ((byte(a[0]) + byte(a[1]) + (byte(a[2]) & 1)) >> 1) << (8 * k)
        }),
        BitsOp::Mul24 { signed: false, high: false } => (a[0] & 0xff_ffff) * (a[1] & 0xff_ffff),
        BitsOp::Mul24 { signed: false, high: true } => ((a[0] & 0xff_ffff) * (a[1] & 0xff_ffff)) >> 32,
        BitsOp::Mul24 { signed: true, high: false } => (s24(a[0]) * s24(a[1])) as u64,
        BitsOp::Mul24 { signed: true, high: true } => ((s24(a[0]) * s24(a[1])) >> 32) as u64,
        op => ptx_bits(op, bits, a),
    }
}

/// V_DOT{4,8}_{U32_U8,I32_I8/IU8,U32_U4,I32_I4} and V_DOT2_{U32_U16,I32_I16} (CDNA3/RDNA3
/// ISA): the sum of the element products of S0 and S1 (bytes, nibbles or 16-bit halves,
/// signed for the `s` forms) plus S2, modulo 2^32; with `clamp` the exact sum saturates to
/// the 32-bit range instead (IntrinsicsAMDGPU.td: "clamp: saturate"). Operands: the two
/// packed words (sdot2/udot2: four 16-bit components), S2, clamp.
fn int_dot([a_signed, b_signed, acc_signed]: [bool; 3], width: u32, a: &[u64; BITS_MAX_ARGS]) -> u64 {
    let count = 32 / width;
    let (x, y, c, clamp) =
        if width == 16 { (a[0] & 0xffff | (a[1] & 0xffff) << 16, a[2] & 0xffff | (a[3] & 0xffff) << 16, a[4], a[5] & 1 != 0) } else { (a[0], a[1], a[2], a[3] & 1 != 0) };
    let elem = |v: u64, k: u32, signed: bool| {
        let e = (v >> (width * k)) & mask(width);
        if signed {
            sext(e, width)
        } else {
            e as i64
        }
    };
    let c = if acc_signed { sext(c, 32) } else { (c & 0xffff_ffff) as i64 };
    let sum = (0..count).map(|k| elem(x, k, a_signed) * elem(y, k, b_signed)).sum::<i64>() + c;
    match (clamp, acc_signed) {
        (true, true) => sum.clamp(i32::MIN as i64, i32::MAX as i64) as u64 & 0xffff_ffff,
        (true, false) => sum.clamp(0, u32::MAX as i64) as u64,
        _ => sum as u64 & 0xffff_ffff,
    }
}

/// PTX `dp2a.mode.atype.btype d, a, b, c` (PTX ISA "dp2a"): `a`'s two 16-bit halves times
/// two bytes of `b` (bytes 0 and 1 for `.lo`, 2 and 3 for `.hi`), each sign- or zero-extended
/// by its type, plus `c`, modulo 2^32. Operands: a, b, c.
fn dp2a(hi: bool, a_signed: bool, b_signed: bool, a: &[u64; BITS_MAX_ARGS]) -> u64 {
    let ext = |v: u64, bits: u32, signed: bool| if signed { sext(v & mask(bits), bits) } else { (v & mask(bits)) as i64 };
    let first = if hi { 2 } else { 0 };
    let sum = (0..2).map(|k| ext(a[0] >> (16 * k), 16, a_signed) * ext(a[1] >> (8 * (first + k)), 8, b_signed)).sum::<i64>();
    (sum as u64).wrapping_add(a[2]) & 0xffff_ffff
}

/// V_SAD_U8 / V_SAD_HI_U8 / V_SAD_U16 (CDNA3 ISA): the sum of |S0 - S1| over the bytes
/// (halves for `sad.u16`) plus S2, modulo 2^32; `sad.hi.u8` adds the byte sum shifted left
/// by 16.
fn sad(width: u32, hi: bool, s0: u64, s1: u64, s2: u64) -> u64 {
    let count = 32 / width;
    let part = |v: u64, k: u32| (v >> (width * k)) & mask(width);
    let total: u64 = (0..count).map(|k| part(s0, k).abs_diff(part(s1, k))).sum();
    let total = if hi { total << 16 } else { total };
    total.wrapping_add(s2) & 0xffff_ffff
}

/// CDNA3/RDNA3 ISA V_PERM_B32: result byte k = permute({S0, S1}, S2 byte k), where the pool's
/// bytes 0-3 are S1 and 4-7 are S0; selector 0-7 picks a byte, 8/9/10/11 replicate the sign
/// bit of pool byte 1/3/5/7, 12 gives 0x00 and 13-255 give 0xFF.
fn v_perm_b32(s0: u64, s1: u64, sel: u64) -> u64 {
    let pool = (s1 & 0xffff_ffff) | (s0 & 0xffff_ffff) << 32;
    let byte = |i: u64| (pool >> (8 * i)) & 0xff;
    (0..4).fold(0u64, |r, k| {
        let sk = (sel >> (8 * k)) & 0xff;
        let v = match sk {
            0..=7 => byte(sk),
            8..=11 => (byte(2 * (sk - 8) + 1) >> 7) * 0xff,
            12 => 0,
            _ => 0xff,
        };
        r | v << (8 * k)
    })
}

/// PTX ISA 9.7.1 integer bit instructions, as its pseudocode defines them: `bfe.{u,s}`,
/// `bfi`, `bfind.{u,s}[.shiftamt]`, `fns`, `lop3`, and `prmt` with a mode (`f4e`, `b4e`,
/// `rc8`, `ecl`, `ecr`, `rc16`; the default mode is [`BitsOp::Prmt`]).
fn ptx_bits(op: BitsOp, bits: u32, a: &[u64; BITS_MAX_ARGS]) -> u64 {
    let msb = bits - 1;
    match op {
        BitsOp::PtxBfe { signed } => {
            let (pos, len) = (a[1] & 0xff, a[2] & 0xff);
            let sbit = if !signed || len == 0 { 0 } else { a[0] >> (pos + len - 1).min(msb as u64) & 1 };
            (0..bits as u64).fold(0, |d, i| {
                let bit = if i < len && pos + i <= msb as u64 { a[0] >> (pos + i) & 1 } else { sbit };
                d | bit << i
            })
        }
        BitsOp::PtxBfi => {
            let (pos, len) = (a[2] & 0xff, a[3] & 0xff);
            let mut f = a[1];
            let mut i = 0;
            while i < len && pos + i <= msb as u64 {
                f = (f & !(1 << (pos + i))) | (a[0] >> i & 1) << (pos + i);
                i += 1;
            }
            f
        }
        BitsOp::PtxBfind { signed, shiftamt } => {
            let x = a[0] & mask(bits);
            let neg = signed && x >> msb & 1 != 0;
            let y = if neg { !x & mask(bits) } else { x };
            if y == 0 {
                return 0xffff_ffff;
            }
            let d = 63 - y.leading_zeros() as u64;
            if shiftamt {
                msb as u64 - d
            } else {
                d
            }
        }
        BitsOp::PtxLop3 => (0..bits).fold(0, |d, i| {
            let idx = (a[0] >> i & 1) << 2 | (a[1] >> i & 1) << 1 | (a[2] >> i & 1);
            d | ((a[3] >> idx) & 1) << i
        }),
        BitsOp::PtxPrmt(mode) => {
            // prmt modes: byte k of d is byte sel(k) of {b, a}
            let pool = a[0] | a[1] << 32;
            let sel = a[2] & 3;
            (0..4u64).fold(0, |r, k| {
                let src = match mode {
                    PrmtMode::F4e => (sel + k) & 7,
                    PrmtMode::B4e => (sel.wrapping_sub(k)) & 7,
                    PrmtMode::Rc8 => sel,
                    PrmtMode::Ecl => k.max(sel),
                    PrmtMode::Ecr => k.min(sel),
                    PrmtMode::Rc16 => (k & 1) + 2 * (sel & 1),
                };
                r | ((pool >> (8 * src)) & 0xff) << (8 * k)
            })
        }
        BitsOp::PtxBmsk { wrap } => {
            // PTX ISA bmsk: position and width wrap (mod 32) or clamp (to 32)
            let (pos, w) = if wrap { (a[0] & 31, a[1] & 31) } else { (a[0].min(32), a[1].min(32)) };
            let lo = if pos >= 32 { 0 } else { 0xffff_ffffu64 << pos & 0xffff_ffff };
            let hi = if pos + w >= 32 { 0 } else { 0xffff_ffffu64 << (pos + w) & 0xffff_ffff };
            lo & !hi
        }
        BitsOp::Convert { from, to, rnd, ftz } => crate::numerics::exact_round::convert(from, to, rnd, ftz, a[0]),
        BitsOp::Video(v) => v.eval(a[0] as u32, a[1] as u32, a[2] as u32) as u64,
        BitsOp::Fp8Encode { fmt, relu, from_f16x2 } => {
            let (hi, lo) = if from_f16x2 {
                (f16_to_f32((a[0] >> 16) as u16) as f64, f16_to_f32(a[0] as u16) as f64)
            } else {
                (f32::from_bits(a[0] as u32) as f64, f32::from_bits(a[1] as u32) as f64)
            };
            (fmt.encode_satfinite(hi, relu) as u64) << 8 | fmt.encode_satfinite(lo, relu) as u64
        }
        BitsOp::Narrow { to, rnd, relu, satfinite } => crate::numerics::narrow::narrow(a[0] as u32, to, rnd, relu, satfinite).unwrap_or(0) as u64,
        BitsOp::AmdFp8 { op, fmt } => amd_fp8(op, fmt, a),
        BitsOp::Fp8ToF16x2 { fmt, relu } => (fmt.to_f16((a[0] >> 8) as u8, relu) as u64) << 16 | fmt.to_f16(a[0] as u8, relu) as u64,
        _ => 0,
    }
}

/// [`BitsOp::AmdFp8`] (`numerics::amd_fp8`).
fn amd_fp8(op: AmdFp8Op, fmt: xlane_core::semantics::amd::mma::fp8::F8, a: &[u64; BITS_MAX_ARGS]) -> u64 {
    use crate::numerics::amd_fp8::{decode, encode};
    let f = |x: u64| f32::from_bits(x as u32);
    match op {
        AmdFp8Op::Pack { word } => {
            let clamp = a[3] != 0;
            let w = (encode(fmt, f(a[1]), clamp, None) as u64) << 8 | encode(fmt, f(a[0]), clamp, None) as u64;
            let sh = 16 * word as u32;
            (a[2] & 0xffff_ffff & !(0xffff << sh)) | w << sh
        }
        AmdFp8Op::Stochastic { byte } => {
            let sh = 8 * byte as u32;
            let c = encode(fmt, f(a[0]), a[3] != 0, Some(a[1] as u32)) as u64;
            (a[2] & 0xffff_ffff & !(0xff << sh)) | c << sh
        }
        AmdFp8Op::Widen { byte } => decode(fmt, (a[0] >> (8 * byte as u32)) as u8) as u64,
    }
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Bits { op, bits, dst, args } |cx, regs, exec| => bits::bits(regs, *op, *bits as u32, *dst, args, exec));
