//! Integer operations, casts and atomics on raw lane bits, with the poison rules of the
//! LangRef.

use super::*;

/// `dst = f(a, b)` on every lane of `exec`, with undefinedness the union of the inputs'.
/// With a full exec mask the result is written in place, without a temporary.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(super) fn map2(regs: &mut [Reg], und: &mut [u64], dst: Slot, a: Slot, b: Slot, exec: u64, full: bool, f: impl Fn(u64, u64) -> u64) {
    let (d, a, b) = (dst as usize, a as usize, b as usize);
    assert!(d < regs.len() && a < regs.len() && b < regs.len());
    let u = und[a] | und[b];
    if full && d != a && d != b {
        // SAFETY: all three indices are in bounds (checked above) and `d` differs from `a` and
        // `b`, so the one mutable reference aliases neither shared one (`a == b` is fine).
        unsafe {
            let p = regs.as_mut_ptr();
            let (x, y, o) = (&*p.add(a), &*p.add(b), &mut *p.add(d));
            for i in 0..L {
                o[i] = f(x[i], y[i]);
            }
        }
    } else {
        let mut r = [0u64; L];
        let (x, y) = (&regs[a], &regs[b]);
        for i in 0..L {
            r[i] = f(x[i], y[i]);
        }
        let o = &mut regs[d];
        for i in 0..L {
            if exec >> i & 1 != 0 {
                o[i] = r[i];
            }
        }
    }
    und[d] = (und[d] & !exec) | (u & exec);
}

/// AMD ISA: V_BFE_U32/V_BFE_I32 take offset[4:0] and width[4:0] (width 0 gives 0);
/// V_ALIGNBIT_B32 is ({a, b} >> c[4:0])[31:0]; the 24-bit multiplies use the low 24 bits,
/// sign-extended for the .i24 forms, and give the low or high 32 bits of the 48-bit product.
///
/// PTX ISA: `mul.hi` gives the high half of the double-width product; `prmt.b32` (default
/// mode) picks result byte k by selector nibble k of c: bits 2..0 index the bytes of {b, a}
/// (a = bytes 0-3), bit 3 replicates that byte's sign; `sad` is |a - b| + c;
/// `cvt.rni.s32.f32` rounds to nearest even and clamps (NaN gives 0).
pub(super) fn int_helper(what: &str, bits: u32, a: &[u64]) -> u64 {
    let s24 = |x: u64| ((x << 40) as i64 >> 40) as i128;
    let s = |x: u64| sext(x, bits) as i128;
    match what {
        "nvvm.mulhi.s" | "nvvm.mulhi.i" | "nvvm.mulhi.ll" => ((s(a[0]) * s(a[1])) >> bits) as u64,
        "nvvm.mulhi.us" | "nvvm.mulhi.ui" | "nvvm.mulhi.ull" => ((a[0] as u128 * a[1] as u128) >> bits) as u64,
        "nvvm.sad.s" | "nvvm.sad.i" | "nvvm.sad.ll" => ((s(a[0]) - s(a[1])).unsigned_abs() as u64).wrapping_add(a[2]),
        "nvvm.sad.us" | "nvvm.sad.ui" | "nvvm.sad.ull" => a[0].abs_diff(a[1]).wrapping_add(a[2]),
        "nvvm.prmt" => {
            let pool = a[0] | a[1] << 32;
            (0..4).fold(0u64, |r, k| {
                let sel = (a[2] >> (4 * k)) & 0xf;
                let byte = (pool >> (8 * (sel & 7))) & 0xff;
                let byte = if sel & 8 != 0 { if byte & 0x80 != 0 { 0xff } else { 0 } } else { byte };
                r | byte << (8 * k)
            })
        }
        "nvvm.f2i.rn" => {
            let v = f32::from_bits(a[0] as u32) as f64;
            if v.is_nan() {
                0
            } else {
                v.round_ties_even().clamp(i32::MIN as f64, i32::MAX as f64) as i64 as u64
            }
        }
        _ if what.starts_with("ptx.") => ptx_bits(&what[4..], bits, a),
        "ubfe" | "sbfe" => {
            let (off, w) = (a[1] & 31, a[2] & 31);
            if w == 0 {
                return 0;
            }
            let f = (a[0] >> off) & mask(w as u32);
            if what == "sbfe" {
                sext(f, w as u32) as u64
            } else {
                f
            }
        }
        "alignbit" => ((a[0] << 32 | a[1]) >> (a[2] & 31)) & 0xffff_ffff,
        "perm" => v_perm_b32(a[0], a[1], a[2]),
        "udot4" | "sdot4" | "udot8" | "sdot8" | "udot2" | "sdot2" => int_dot(what, a),
        "sad.u8" | "sad.hi.u8" | "sad.u16" => sad(what, a[0], a[1], a[2]),
        "lerp" => (0..4).fold(0u64, |r, k| {
            let byte = |x: u64| (x >> (8 * k)) & 0xff;
            r | ((byte(a[0]) + byte(a[1]) + (byte(a[2]) & 1)) >> 1) << (8 * k)
        }),
        "mul.u24" => (a[0] & 0xff_ffff) * (a[1] & 0xff_ffff),
        "mulhi.u24" => ((a[0] & 0xff_ffff) * (a[1] & 0xff_ffff)) >> 32,
        "mul.i24" => (s24(a[0]) * s24(a[1])) as u64,
        _ => ((s24(a[0]) * s24(a[1])) >> 32) as u64,
    }
}

/// PTX ISA 9.7.1 integer bit instructions, as its pseudocode defines them: `bfe.{u,s}`,
/// `bfi`, `bfind.{u,s}[.shiftamt]`, `fns`, `lop3`, and `prmt` with a mode (`f4e`, `b4e`,
/// `rc8`, `ecl`, `ecr`, `rc16`; the default mode is `nvvm.prmt`).
fn ptx_bits(what: &str, bits: u32, a: &[u64]) -> u64 {
    let msb = bits - 1;
    match what {
        "bfe.u" | "bfe.s" => {
            let (pos, len) = (a[1] & 0xff, a[2] & 0xff);
            let sbit = if what == "bfe.u" || len == 0 { 0 } else { a[0] >> (pos + len - 1).min(msb as u64) & 1 };
            (0..bits as u64).fold(0, |d, i| {
                let bit = if i < len && pos + i <= msb as u64 { a[0] >> (pos + i) & 1 } else { sbit };
                d | bit << i
            })
        }
        "bfi" => {
            let (pos, len) = (a[2] & 0xff, a[3] & 0xff);
            let mut f = a[1];
            let mut i = 0;
            while i < len && pos + i <= msb as u64 {
                f = (f & !(1 << (pos + i))) | (a[0] >> i & 1) << (pos + i);
                i += 1;
            }
            f
        }
        "bfind.u" | "bfind.s" | "bfind.u.shiftamt" | "bfind.s.shiftamt" => {
            let x = a[0] & mask(bits);
            let neg = what.starts_with("bfind.s") && x >> msb & 1 != 0;
            let y = if neg { !x & mask(bits) } else { x };
            if y == 0 {
                return 0xffff_ffff;
            }
            let d = 63 - y.leading_zeros() as u64;
            if what.ends_with("shiftamt") {
                msb as u64 - d
            } else {
                d
            }
        }
        "fns" => {
            let (m, base, off) = (a[0] as u32, a[1] as u32, a[2] as u32 as i32);
            if base > 31 {
                return 0xffff_ffff;
            }
            if off == 0 {
                return if m >> base & 1 != 0 { base as u64 } else { 0xffff_ffff };
            }
            let inc: i64 = if off > 0 { 1 } else { -1 };
            let mut count = off.unsigned_abs() - 1;
            let mut pos = base as i64;
            while (0..32).contains(&pos) {
                if m >> pos & 1 != 0 {
                    if count == 0 {
                        return pos as u64;
                    }
                    count -= 1;
                }
                pos += inc;
            }
            0xffff_ffff
        }
        "lop3" => (0..bits).fold(0, |d, i| {
            let idx = (a[0] >> i & 1) << 2 | (a[1] >> i & 1) << 1 | (a[2] >> i & 1);
            d | ((a[3] >> idx) & 1) << i
        }),
        _ => {
            // prmt modes: byte k of d is byte sel(k) of {b, a}
            let pool = a[0] | a[1] << 32;
            let sel = a[2] & 3;
            (0..4u64).fold(0, |r, k| {
                let src = match what {
                    "prmt.f4e" => (sel + k) & 7,
                    "prmt.b4e" => (sel.wrapping_sub(k)) & 7,
                    "prmt.rc8" => sel,
                    "prmt.ecl" => k.max(sel),
                    "prmt.ecr" => k.min(sel),
                    _ => (k & 1) + 2 * (sel & 1),
                };
                r | ((pool >> (8 * src)) & 0xff) << (8 * k)
            })
        }
    }
}

/// V_DOT{4,8}_{U32_U8,I32_I8/IU8,U32_U4,I32_I4} and V_DOT2_{U32_U16,I32_I16} (CDNA3/RDNA3
/// ISA): the sum of the element products of S0 and S1 (bytes, nibbles or 16-bit halves,
/// signed for the `s` forms) plus S2, modulo 2^32; with `clamp` the exact sum saturates to
/// the 32-bit range instead (IntrinsicsAMDGPU.td: "clamp: saturate"). Operands: the two
/// packed words (sdot2/udot2: four 16-bit components), S2, clamp.
fn int_dot(what: &str, a: &[u64]) -> u64 {
    let (width, count) = match what {
        "udot4" | "sdot4" => (8, 4),
        "udot8" | "sdot8" => (4, 8),
        _ => (16, 2),
    };
    let signed = what.starts_with('s');
    let (x, y, c, clamp) = if width == 16 {
        (a[0] & 0xffff | (a[1] & 0xffff) << 16, a[2] & 0xffff | (a[3] & 0xffff) << 16, a[4], a[5] & 1 != 0)
    } else {
        (a[0], a[1], a[2], a[3] & 1 != 0)
    };
    let elem = |v: u64, k: u32| {
        let e = (v >> (width * k)) & mask(width);
        if signed { sext(e, width) } else { e as i64 }
    };
    let c = if signed { sext(c, 32) } else { (c & 0xffff_ffff) as i64 };
    let sum = (0..count).map(|k| elem(x, k) * elem(y, k)).sum::<i64>() + c;
    match (clamp, signed) {
        (true, true) => sum.clamp(i32::MIN as i64, i32::MAX as i64) as u64 & 0xffff_ffff,
        (true, false) => sum.clamp(0, u32::MAX as i64) as u64,
        _ => sum as u64 & 0xffff_ffff,
    }
}

/// V_SAD_U8 / V_SAD_HI_U8 / V_SAD_U16 (CDNA3 ISA): the sum of |S0 - S1| over the bytes
/// (halves for `sad.u16`) plus S2, modulo 2^32; `sad.hi.u8` adds the byte sum shifted left
/// by 16.
fn sad(what: &str, s0: u64, s1: u64, s2: u64) -> u64 {
    let (width, count) = if what == "sad.u16" { (16, 2) } else { (8, 4) };
    let part = |v: u64, k: u32| (v >> (width * k)) & mask(width);
    let total: u64 = (0..count).map(|k| part(s0, k).abs_diff(part(s1, k))).sum();
    let total = if what == "sad.hi.u8" { total << 16 } else { total };
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

#[allow(clippy::too_many_arguments)]
pub(super) fn ibin(regs: &mut [Reg], und: &mut [u64], op: IOp, bits: u32, dst: Slot, a: Slot, b: Slot, exec: u64) -> RResult<()> {
    let m = mask(bits);
    let (av, bv) = (&regs[a as usize], &regs[b as usize]);
    let mut r = [0u64; L];
    let mut pu = 0u64;
    let s = |x: u64| sext(x, bits);
    macro_rules! map {
        ($f:expr) => {
            for i in 0..L {
                r[i] = $f(av[i], bv[i]) & m;
            }
        };
    }
    match op {
        IOp::Add => map!(|x: u64, y: u64| x.wrapping_add(y)),
        IOp::Sub => map!(|x: u64, y: u64| x.wrapping_sub(y)),
        IOp::Mul => map!(|x: u64, y: u64| x.wrapping_mul(y)),
        IOp::And => map!(|x: u64, y: u64| x & y),
        IOp::Or => map!(|x: u64, y: u64| x | y),
        IOp::Xor => map!(|x: u64, y: u64| x ^ y),
        IOp::Shl | IOp::LShr | IOp::AShr => {
            for i in 0..L {
                let sh = bv[i];
                if sh >= bits as u64 {
                    pu |= 1 << i;
                    continue;
                }
                r[i] = match op {
                    IOp::Shl => av[i] << sh,
                    IOp::LShr => av[i] >> sh,
                    _ => (s(av[i]) >> sh) as u64,
                } & m;
            }
        }
        IOp::UMin => map!(|x: u64, y: u64| x.min(y)),
        IOp::UMax => map!(|x: u64, y: u64| x.max(y)),
        IOp::SMin => map!(|x: u64, y: u64| if s(x) <= s(y) { x } else { y }),
        IOp::SMax => map!(|x: u64, y: u64| if s(x) >= s(y) { x } else { y }),
        IOp::UAddSat => map!(|x: u64, y: u64| (x as u128 + y as u128).min(m as u128) as u64),
        IOp::USubSat => map!(|x: u64, y: u64| x.saturating_sub(y)),
        IOp::SAddSat | IOp::SSubSat => {
            let lo = -(1i128 << (bits - 1));
            let hi = (1i128 << (bits - 1)) - 1;
            for i in 0..L {
                let w = if op == IOp::SAddSat { s(av[i]) as i128 + s(bv[i]) as i128 } else { s(av[i]) as i128 - s(bv[i]) as i128 };
                r[i] = (w.clamp(lo, hi) as u64) & m;
            }
        }
        IOp::UDiv | IOp::SDiv | IOp::URem | IOp::SRem => {
            let defined = !(und[a as usize] | und[b as usize]);
            for l in lanes(exec & defined) {
                let (x, y) = (av[l as usize], bv[l as usize]);
                if y == 0 {
                    return Err(lane_err(ErrKind::DivisionByZero, l, "integer division by zero".into()));
                }
                let signed = matches!(op, IOp::SDiv | IOp::SRem);
                if signed && x == 1 << (bits - 1) && y == m {
                    return Err(lane_err(ErrKind::DivisionByZero, l, "signed division overflow (INT_MIN / -1)".into()));
                }
                r[l as usize] = match op {
                    IOp::UDiv => x / y,
                    IOp::URem => x % y,
                    IOp::SDiv => (s(x).wrapping_div(s(y))) as u64,
                    _ => (s(x).wrapping_rem(s(y))) as u64,
                } & m;
            }
        }
    }
    let u = und[a as usize] | und[b as usize] | pu;
    put(regs, und, dst, &r, u, exec);
    Ok(())
}

/// Lanes where a poison-generating flag of an integer op is violated (LangRef `add`, `sub`,
/// `mul`, `shl` nuw/nsw; `udiv`/`sdiv`/`lshr`/`ashr` exact; `or` disjoint).
pub(super) fn flag_poison(op: IOp, bits: u32, flags: u8, a: &Reg, b: &Reg) -> u64 {
    use crate::ll::ast::flags::*;
    let m = mask(bits);
    let sign = bits - 1;
    // The common add/sub cases as branch-free loops over all lanes (vectorizable):
    // signed overflow when the operands' signs agree (add) / differ (sub) and the result's
    // sign differs from the first operand's; unsigned when the carry/borrow leaves the width.
    let mut p = 0u64;
    match op {
        IOp::Add | IOp::Sub => {
            let add = op == IOp::Add;
            for i in 0..L {
                let (x, y) = (a[i] & m, b[i] & m);
                let r = if add { x.wrapping_add(y) } else { x.wrapping_sub(y) } & m;
                let sov = if add { (x ^ r) & (y ^ r) } else { (x ^ y) & (x ^ r) } >> sign & 1;
                let uov = if add { (r < x) as u64 } else { (y > x) as u64 };
                let bad = (sov & (flags & NSW != 0) as u64) | (uov & (flags & NUW != 0) as u64);
                p |= bad << i;
            }
            return p;
        }
        _ => {}
    }
    let s = |x: u64| sext(x, bits) as i128;
    let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    for i in 0..L {
        let (x, y) = (a[i] & m, b[i] & m);
        let bad = match op {
            IOp::Mul => (flags & NUW != 0 && (x as u128 * y as u128) > m as u128) || (flags & NSW != 0 && !(lo..=hi).contains(&(s(x) * s(y)))),
            IOp::Shl if y < bits as u64 => (flags & NUW != 0 && ((x << y) & m) >> y != x) || (flags & NSW != 0 && s((x << y) & m) >> y != s(x)),
            IOp::LShr | IOp::AShr if y < bits as u64 => flags & EXACT != 0 && x & mask(y as u32) != 0,
            IOp::UDiv if y != 0 => flags & EXACT != 0 && x % y != 0,
            IOp::SDiv if y != 0 => flags & EXACT != 0 && s(y) != -1 && s(x) % s(y) != 0,
            IOp::Or => flags & DISJOINT != 0 && x & y != 0,
            _ => false,
        };
        p |= (bad as u64) << i;
    }
    p
}

/// Lanes where a cast's flag is violated (`zext`/`uitofp` nneg, `trunc` nuw/nsw).
pub(super) fn cast_flag_poison(op: CastOp, from: STy, to: STy, flags: u8, a: &Reg) -> u64 {
    use crate::ll::ast::flags::*;
    let fb = from.bits();
    let mut p = 0u64;
    for (i, &x) in a.iter().enumerate() {
        let x = x & from.mask();
        let bad = match op {
            CastOp::ZExt | CastOp::UiToFp => flags & NNEG != 0 && x >> (fb - 1) & 1 != 0,
            CastOp::Trunc => (flags & NUW != 0 && x & !to.mask() != 0) || (flags & NSW != 0 && sext(x & to.mask(), to.bits()) != sext(x, fb)),
            _ => false,
        };
        p |= (bad as u64) << i;
    }
    p
}

pub(super) fn cast(op: CastOp, from: STy, to: STy, a: &Reg) -> (Reg, u64) {
    let mut r = [0u64; L];
    let mut pu = 0u64;
    let tm = to.mask();
    let fb = from.bits();
    for i in 0..L {
        let x = a[i];
        r[i] = match op {
            CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => x & tm,
            CastOp::SExt => sext(x, fb) as u64 & tm,
            CastOp::FpTrunc | CastOp::FpExt => {
                let (f, t) = (FTy::of(from).unwrap(), FTy::of(to).unwrap());
                if f == FTy::F64 || t == FTy::F64 {
                    let v = to_f64(f, x);
                    if v.is_nan() {
                        nan_convert(f, t, x)
                    } else {
                        from_f64(t, v)
                    }
                } else {
                    let v = to_f64(f, x) as f32;
                    if v.is_nan() {
                        nan_convert(f, t, x)
                    } else {
                        match t {
                            FTy::F16 => f32_to_f16(v) as u64,
                            FTy::BF16 => f32_to_bf16(v) as u64,
                            _ => v.to_bits() as u64,
                        }
                    }
                }
            }
            CastOp::FpToUi | CastOp::FpToSi => {
                let v = to_f64(FTy::of(from).unwrap(), x).trunc();
                let tb = to.bits();
                let ok = if op == CastOp::FpToUi {
                    v >= 0.0 && v < 2f64.powi(tb as i32)
                } else {
                    v >= -(2f64.powi(tb as i32 - 1)) && v < 2f64.powi(tb as i32 - 1)
                };
                if !ok {
                    pu |= 1 << i; // LangRef: out of range is poison
                    0
                } else if op == CastOp::FpToUi {
                    (v as u64) & tm
                } else {
                    (v as i64 as u64) & tm
                }
            }
            CastOp::UiToFp | CastOp::SiToFp => {
                let t = FTy::of(to).unwrap();
                let v = if op == CastOp::UiToFp { x & from.mask() } else { sext(x, fb) as u64 };
                let signed = op == CastOp::SiToFp;
                match t {
                    FTy::F64 => (if signed { v as i64 as f64 } else { v as f64 }).to_bits(),
                    FTy::F32 => (if signed { v as i64 as f32 } else { v as f32 }).to_bits() as u64,
                    _ => {
                        let f = if signed { v as i64 as f64 } else { v as f64 };
                        from_f64(t, f)
                    }
                }
            }
            CastOp::AddrSpaceCast => {
                let (fa, ta) = match (from, to) {
                    (STy::Ptr { as_: f, .. }, STy::Ptr { as_: t, .. }) => (f, t),
                    _ => (0, 0),
                };
                match (fa, ta) {
                    (3, 3) | (5, 5) => x,
                    (3, _) => (x & 0xffff_ffff) | LDS_APERTURE,
                    (5, _) => (x & 0xffff_ffff) | PRIV_APERTURE,
                    (_, 3) | (_, 5) => x & 0xffff_ffff,
                    _ => x,
                }
            }
        };
    }
    (r, pu)
}

pub(super) fn rmw(op: RmwOp, ty: STy, old: u64, v: u64) -> u64 {
    let bits = ty.bits();
    let m = mask(bits);
    let s = |x: u64| sext(x, bits);
    let f = FTy::of(ty);
    (match op {
        RmwOp::Xchg => v,
        RmwOp::Add => old.wrapping_add(v),
        RmwOp::Sub => old.wrapping_sub(v),
        RmwOp::And => old & v,
        RmwOp::Nand => !(old & v),
        RmwOp::Or => old | v,
        RmwOp::Xor => old ^ v,
        RmwOp::Max => if s(old) >= s(v) { old } else { v },
        RmwOp::Min => if s(old) <= s(v) { old } else { v },
        RmwOp::UMax => old.max(v),
        RmwOp::UMin => old.min(v),
        RmwOp::UIncWrap => if old >= v { 0 } else { old + 1 },
        RmwOp::UDecWrap => if old == 0 || old > v { v } else { old - 1 },
        RmwOp::USubCond => if old >= v { old - v } else { old },
        RmwOp::USubSat => old.saturating_sub(v),
        RmwOp::FAdd => f2(f.unwrap_or(FTy::F32), old, v, |x, y| x + y, |x, y| x + y),
        RmwOp::FSub => f2(f.unwrap_or(FTy::F32), old, v, |x, y| x - y, |x, y| x - y),
        RmwOp::FMax => fminmax(f.unwrap_or(FTy::F32), old, v, true, false),
        RmwOp::FMin => fminmax(f.unwrap_or(FTy::F32), old, v, false, false),
        RmwOp::FMaximum => fminmax(f.unwrap_or(FTy::F32), old, v, true, true),
        RmwOp::FMinimum => fminmax(f.unwrap_or(FTy::F32), old, v, false, true),
    }) & m
}
