//! Integer operations, casts and atomics on raw lane bits, with the poison rules of the
//! LangRef.

use super::*;
use crate::tiers::lanewise::or_all2;

/// A two-operand integer op with its poison flags and the LangRef undef rules.
pub(super) fn ibin(regs: &mut Regs, p: &ops::IBin, exec: u64, full_exec: bool) -> RResult<()> {
    let &ops::IBin { op, bits, flags, dst, a, b } = p;
    let bits = bits as u32;
    let m = mask(bits);
    // LangRef: a flag's violation makes the result poison (undefined here)
    let poison = if flags != 0 { flag_poison(op, bits, flags, regs.get(a), regs.get(b)) & exec } else { 0 };
    match op {
        IOp::Add => regs.map2(dst, a, b, exec, full_exec, |x, y| x.wrapping_add(y) & m),
        IOp::Sub => regs.map2(dst, a, b, exec, full_exec, |x, y| x.wrapping_sub(y) & m),
        // the low `bits` of a product depend on the operands' low bits only: at 32 bits or
        // less, a 32 × 32 → 64-bit multiply (one vector instruction per lane pair) is exact
        IOp::Mul if bits <= 32 => regs.map2(dst, a, b, exec, full_exec, |x, y| ((x & 0xffff_ffff) * (y & 0xffff_ffff)) & m),
        IOp::Mul => regs.map2(dst, a, b, exec, full_exec, |x, y| x.wrapping_mul(y) & m),
        IOp::And => regs.map2(dst, a, b, exec, full_exec, |x, y| x & y),
        IOp::Or => regs.map2(dst, a, b, exec, full_exec, |x, y| x | y),
        IOp::Xor => regs.map2(dst, a, b, exec, full_exec, |x, y| x ^ y),
        IOp::UMin => regs.map2(dst, a, b, exec, full_exec, |x, y| x.min(y)),
        IOp::UMax => regs.map2(dst, a, b, exec, full_exec, |x, y| x.max(y)),
        IOp::Shl | IOp::LShr | IOp::AShr => shift(regs, op, bits, dst, a, b, exec),
        _ => ibin_general(regs, op, bits, dst, a, b, exec)?,
    }
    if poison != 0 {
        regs.undefine(dst, poison);
    }
    if (regs.und(a) | regs.und(b)) & exec != 0 && matches!(op, IOp::And | IOp::Or | IOp::Mul) {
        absorbing(regs, op, m, dst, a, b, exec, poison);
    }
    Ok(())
}

/// An absorbing defined operand defines the result whatever the other one is (and with 0,
/// or with all ones, mul by 0; LangRef undef rules).
#[cold]
#[allow(clippy::too_many_arguments)]
pub(super) fn absorbing(regs: &mut Regs, op: IOp, m: u64, dst: Slot, a: Slot, b: Slot, exec: u64, poison: u64) {
    {
        let absorb = |x: u64| match op {
            IOp::Or => x & m == m,
            _ => x & m == 0,
        };
        let (ua, ub) = (regs.und(a), regs.und(b));
        let mut defined = 0u64;
        for l in lanes(exec & !poison) {
            let (x, y) = (regs.lane(a, l), regs.lane(b, l));
            if (ua >> l & 1 == 0 && absorb(x)) || (ub >> l & 1 == 0 && absorb(y)) {
                defined |= 1 << l;
            }
        }
        regs.define(dst, defined);
    }
}

/// Shifts, branch-free (vectorised): a shift by the width or more is poison, its bits 0.
fn shift(regs: &mut Regs, op: IOp, bits: u32, dst: Slot, a: Slot, b: Slot, exec: u64) {
    let (m, w) = (mask(bits), bits as u64);
    let pu = regs::where1(regs.get(b), |sh| sh >= w);
    let ok = move |sh: u64| ((sh < w) as u64).wrapping_neg();
    match op {
        IOp::Shl => regs.zip2(dst, a, b, exec, pu, |x, sh| (x << (sh & 63)) & m & ok(sh)),
        IOp::LShr => regs.zip2(dst, a, b, exec, pu, |x, sh| (x >> (sh & 63)) & m & ok(sh)),
        _ => regs.zip2(dst, a, b, exec, pu, |x, sh| ((sext(x, bits) >> (sh & 63)) as u64) & m & ok(sh)),
    }
}

/// The ops without a fast path: signed min/max, saturation, division.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn ibin_general(regs: &mut Regs, op: IOp, bits: u32, dst: Slot, a: Slot, b: Slot, exec: u64) -> RResult<()> {
    let m = mask(bits);
    let (av, bv) = (regs.get(a), regs.get(b));
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
            // branch-free (vectorised): a shift by the width or more is poison, its bits 0
            let w = bits as u64;
            for i in 0..L {
                let sh = bv[i];
                let ok = ((sh < w) as u64).wrapping_neg();
                let k = sh & 63;
                r[i] = match op {
                    IOp::Shl => av[i] << k,
                    IOp::LShr => av[i] >> k,
                    _ => (s(av[i]) >> k) as u64,
                } & m
                    & ok;
            }
            for i in 0..L {
                pu |= ((bv[i] >= w) as u64) << i;
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
            let defined = !(regs.und(a) | regs.und(b));
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
    let u = regs.und(a) | regs.und(b) | pu;
    regs.put(dst, &r, u, exec);
    Ok(())
}

pub(super) fn iunary(regs: &mut Regs, op: IUn, bits: u32, dst: Slot, a: Slot, zero_poison: bool, exec: u64) {
    let m = mask(bits);
    // the op is matched once, outside the lane loops
    let poison = |is: &dyn Fn(u64) -> bool| {
        let av = regs.get(a);
        let mut p = 0u64;
        for i in 0..L {
            p |= (is(av[i] & m) as u64) << i;
        }
        p
    };
    let pu = match op {
        _ if !zero_poison => 0,
        IUn::Ctlz | IUn::Cttz => poison(&|x| x == 0),
        IUn::Abs => poison(&|x| x == 1 << (bits - 1)),
        _ => 0,
    };
    match op {
        IUn::Ctpop => regs.map1(dst, a, exec, pu, |x| (x & m).count_ones() as u64),
        IUn::Ctlz => regs.map1(dst, a, exec, pu, |x| ((x & m).leading_zeros() - (64 - bits)) as u64),
        IUn::Cttz => regs.map1(dst, a, exec, pu, |x| ((x & m).trailing_zeros().min(bits)) as u64),
        IUn::Bswap => regs.map1(dst, a, exec, pu, |x| (x & m).swap_bytes() >> (64 - bits)),
        IUn::BitReverse => regs.map1(dst, a, exec, pu, |x| (x & m).reverse_bits() >> (64 - bits)),
        IUn::Abs => regs.map1(dst, a, exec, pu, |x| (sext(x & m, bits).unsigned_abs()) & m),
    }
}

/// `llvm.fshl` / `llvm.fshr`.
pub(super) fn funnel(regs: &mut Regs, p: &ops::Funnel, exec: u64) {
    let &ops::Funnel { left, bits, dst, a, b, c } = p;
    let bits = bits as u32;
    let m = mask(bits);
    let (av, bv, cv) = (regs.get(a), regs.get(b), regs.get(c));
    let mut r = [0u64; L];
    for i in 0..L {
        let s = (cv[i] % bits as u64) as u32;
        let wide = ((av[i] as u128) << bits) | bv[i] as u128;
        r[i] = if left { (wide << s >> bits) as u64 & m } else { (wide >> s) as u64 & m };
    }
    let u = regs.und(a) | regs.und(b) | regs.und(c);
    regs.put(dst, &r, u, exec);
}

/// `llvm.*.with.overflow`: the wrapped result and the overflow flag.
pub(super) fn overflow(regs: &mut Regs, p: &ops::Overflow, exec: u64) {
    let &ops::Overflow { op, bits, dst, flag, a, b } = p;
    let bits = bits as u32;
    let m = mask(bits);
    let (av, bv) = (regs.get(a), regs.get(b));
    let mut r = [0u64; L];
    let mut fl = [0u64; L];
    for i in 0..L {
        let (x, y) = (av[i] & m, bv[i] & m);
        let (sx, sy) = (sext(x, bits) as i128, sext(y, bits) as i128);
        let (v, o) = match op {
            OvfOp::UAdd => ((x as u128 + y as u128) as u64, (x as u128 + y as u128) > m as u128),
            OvfOp::USub => (x.wrapping_sub(y), y > x),
            OvfOp::UMul => ((x as u128 * y as u128) as u64, (x as u128 * y as u128) > m as u128),
            OvfOp::SAdd | OvfOp::SSub | OvfOp::SMul => {
                let w = match op {
                    OvfOp::SAdd => sx + sy,
                    OvfOp::SSub => sx - sy,
                    _ => sx * sy,
                };
                let lo = -(1i128 << (bits - 1));
                let hi = (1i128 << (bits - 1)) - 1;
                (w as u64, w < lo || w > hi)
            }
        };
        r[i] = v & m;
        fl[i] = o as u64;
    }
    let u = regs.und(a) | regs.und(b);
    regs.put(dst, &r, u, exec);
    regs.put(flag, &fl, u, exec);
}

pub(super) fn icmp(regs: &mut Regs, p: &ops::ICmp, exec: u64) -> RResult<()> {
    let &ops::ICmp { pred, bits, dst, a, b, samesign } = p;
    let bits = bits as u32;
    // signed compares: flip the sign bit of the width's value, compare unsigned (what
    // sign-extending and flipping bit 63 gives, without 64-bit arithmetic shifts, which AVX2
    // lacks)
    let (m, sign) = (mask(bits), 1u64 << (bits - 1));
    let s = move |x: u64| (x & m) ^ sign;
    match pred {
        Pred::Eq => regs.zip2(dst, a, b, exec, 0, |x, y| (x == y) as u64),
        Pred::Ne => regs.zip2(dst, a, b, exec, 0, |x, y| (x != y) as u64),
        Pred::Ugt => regs.zip2(dst, a, b, exec, 0, |x, y| (x > y) as u64),
        Pred::Uge => regs.zip2(dst, a, b, exec, 0, |x, y| (x >= y) as u64),
        Pred::Ult => regs.zip2(dst, a, b, exec, 0, |x, y| (x < y) as u64),
        Pred::Ule => regs.zip2(dst, a, b, exec, 0, |x, y| (x <= y) as u64),
        Pred::Sgt => regs.zip2(dst, a, b, exec, 0, |x, y| (s(x) > s(y)) as u64),
        Pred::Sge => regs.zip2(dst, a, b, exec, 0, |x, y| (s(x) >= s(y)) as u64),
        Pred::Slt => regs.zip2(dst, a, b, exec, 0, |x, y| (s(x) < s(y)) as u64),
        Pred::Sle => regs.zip2(dst, a, b, exec, 0, |x, y| (s(x) <= s(y)) as u64),
        _ => return Err(RunError::unsupported("float predicate on icmp")),
    }
    if samesign {
        let poison = samesign_poison(bits, regs.get(a), regs.get(b)) & exec;
        if poison != 0 {
            regs.undefine(dst, poison);
        }
    }
    Ok(())
}

/// Lanes where `icmp samesign`'s operands differ in sign (LangRef: the result is poison).
pub(super) fn samesign_poison(bits: u32, a: &Reg, b: &Reg) -> u64 {
    let sign = bits - 1;
    // the usual case: no lane's operands differ in sign (one OR over the wave)
    if (or_all2(a, b, |x, y| x ^ y) >> sign) & 1 == 0 {
        return 0;
    }
    regs::where2(a, b, |x, y| ((x ^ y) >> sign) & 1 != 0)
}

pub(super) fn cast_op(regs: &mut Regs, p: &ops::Cast, exec: u64) {
    let &ops::Cast { op, from, to, flags, dst, a } = p;
    // the integer and pointer casts: one vectorised pass (as `cast` computes them)
    let tm = to.mask();
    let fb = from.bits();
    let poison = if flags != 0 { cast_flag_poison(op, from, to, flags, regs.get(a)) } else { 0 };
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => return regs.map1(dst, a, exec, poison, |x| x & tm),
        CastOp::SExt => return regs.map1(dst, a, exec, poison, |x| sext(x, fb) as u64 & tm),
        _ => {}
    }
    let (r, mut pu) = cast(op, from, to, regs.get(a));
    if flags != 0 {
        pu |= cast_flag_poison(op, from, to, flags, regs.get(a));
    }
    let u = regs.und(a) | pu;
    regs.put(dst, &r, u, exec);
}

/// Lanes where a poison-generating flag of an integer op is violated (LangRef `add`, `sub`,
/// `mul`, `shl` nuw/nsw; `udiv`/`sdiv`/`lshr`/`ashr` exact; `or` disjoint).
pub(super) fn flag_poison(op: IOp, bits: u32, flags: u8, a: &Reg, b: &Reg) -> u64 {
    use crate::front::ll::ast::flags::*;
    let m = mask(bits);
    let sign = bits - 1;
    let mut p = 0u64;
    let (nsw, nuw) = (flags & NSW != 0, flags & NUW != 0);
    // The usual case first, with one OR over the wave: operands too small for the op to
    // leave the width. Below 2^(bits-2), a sum or difference stays within ±2^(bits-1); below
    // 2^h with 2h <= bits - 1, a product stays below 2^(bits-1).
    let below = |k: u32| (or_all2(a, b, |x, y| (x | y) & m) >> k) == 0;
    match op {
        IOp::Add if bits >= 2 && below(bits - 2) => return 0,
        IOp::Sub if !nuw && bits >= 2 && below(bits - 2) => return 0,
        IOp::Mul if below((bits - 1) / 2) => return 0,
        _ => {}
    }
    // add/sub as one branch-free loop over all lanes (vectorizable): signed overflow when
    // the operands' signs agree (add) / differ (sub) and the result's sign differs from the
    // first operand's; unsigned when the carry/borrow leaves the width.
    let add = |x: u64, y: u64| (x & m).wrapping_add(y & m) & m;
    let sub = |x: u64, y: u64| (x & m).wrapping_sub(y & m) & m;
    match op {
        IOp::Add => {
            return regs::where2(a, b, |x, y| {
                let r = add(x, y);
                (nsw & (((x & m ^ r) & (y & m ^ r)) >> sign & 1 != 0)) | (nuw & (r < x & m))
            })
        }
        IOp::Sub => {
            return regs::where2(a, b, |x, y| {
                let r = sub(x, y);
                (nsw & (((x & m ^ y & m) & (x & m ^ r)) >> sign & 1 != 0)) | (nuw & (y & m > x & m))
            })
        }
        _ => {}
    }
    let w = bits as u64;
    match op {
        // shl by y < width: nuw when the top y bits are not all 0; nsw when the top y + 1
        // bits are not all equal (both read off the operand, vectorised: no 128-bit product
        // or arithmetic shift per lane; `&`, not `&&`, which would branch per lane)
        IOp::Shl => {
            // the usual cases first, one OR over the wave each: a zero in every lane loses no
            // bit; all ones in every lane (`-1 << n`, a mask being built) keeps its top bits
            // equal, so only `nuw` can fail
            if or_all2(a, a, |x, _| x & m) == 0 || (!nuw && or_all2(a, a, |x, _| !x & m) == 0) {
                return 0;
            }
            if nuw {
                p |= regs::where2(a, b, |x, y| {
                    let y = y & m;
                    (y < w) & (y != 0) & ((x & m) >> (w.wrapping_sub(y) & 63) != 0)
                });
            }
            if nsw {
                p |= regs::where2(a, b, |x, y| {
                    let y = y & m;
                    let top = (x & m) >> ((w - 1).wrapping_sub(y) & 63);
                    (y < w) & (top != 0) & (top != (2u64 << (y & 63)).wrapping_sub(1))
                });
            }
            return p;
        }
        IOp::Or => {
            // the usual case first: no lane has a common bit (one OR over the wave)
            if flags & DISJOINT != 0 && or_all2(a, b, |x, y| x & y & m) != 0 {
                p |= regs::where2(a, b, |x, y| x & y & m != 0);
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

/// Lanes where a cast's flag is violated (`zext`/`uitofp` nneg, `trunc` nuw/nsw); one
/// branch-free loop (`&`/`|`, not `&&`/`||`, which branch per lane and do not vectorise).
pub(super) fn cast_flag_poison(op: CastOp, from: STy, to: STy, flags: u8, a: &Reg) -> u64 {
    use crate::front::ll::ast::flags::*;
    let (fb, fm, tm, tb) = (from.bits(), from.mask(), to.mask(), to.bits());
    let mut p = 0u64;
    // the usual case first, with one OR over the wave: no lane has a bit at or above the
    // source's sign bit (`nneg`) or the destination's (`trunc`)
    let top = |from_bit: u32| (or_all2(a, a, |x, _| x & fm) >> from_bit) == 0;
    match op {
        CastOp::ZExt | CastOp::UiToFp if flags & NNEG != 0 && top(fb - 1) => {}
        CastOp::Trunc if flags & (NUW | NSW) != 0 && top(tb - 1) => {}
        CastOp::ZExt | CastOp::UiToFp if flags & NNEG != 0 => {
            p = regs::where1(a, |x| (x & fm) >> (fb - 1) & 1 != 0);
        }
        CastOp::Trunc if flags & (NUW | NSW) != 0 => {
            let (nuw, nsw) = (flags & NUW != 0, flags & NSW != 0);
            // nuw: the dropped bits are 0; nsw: the dropped bits and the kept sign bit are
            // all equal, i.e. the bits from the kept sign bit up, shifted down, are 0 or all
            // ones
            let ones = fm >> (tb - 1);
            p = regs::where1(a, |x| {
                let hi = (x & fm) >> (tb - 1);
                (nuw & ((x & fm) & !tm != 0)) | (nsw & (hi != 0) & (hi != ones))
            });
        }
        _ => {}
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
                let ok = if op == CastOp::FpToUi { v >= 0.0 && v < 2f64.powi(tb as i32) } else { v >= -(2f64.powi(tb as i32 - 1)) && v < 2f64.powi(tb as i32 - 1) };
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
        RmwOp::Max => {
            if s(old) >= s(v) {
                old
            } else {
                v
            }
        }
        RmwOp::Min => {
            if s(old) <= s(v) {
                old
            } else {
                v
            }
        }
        RmwOp::UMax => old.max(v),
        RmwOp::UMin => old.min(v),
        RmwOp::UIncWrap => {
            if old >= v {
                0
            } else {
                old + 1
            }
        }
        RmwOp::UDecWrap => {
            if old == 0 || old > v {
                v
            } else {
                old - 1
            }
        }
        RmwOp::USubCond => {
            if old >= v {
                old - v
            } else {
                old
            }
        }
        RmwOp::USubSat => old.saturating_sub(v),
        RmwOp::FAdd => f2(f.unwrap_or(FTy::F32), old, v, |x, y| x + y, |x, y| x + y),
        RmwOp::FSub => f2(f.unwrap_or(FTy::F32), old, v, |x, y| x - y, |x, y| x - y),
        RmwOp::FMax => fminmax(f.unwrap_or(FTy::F32), old, v, true, false),
        RmwOp::FMin => fminmax(f.unwrap_or(FTy::F32), old, v, false, false),
        RmwOp::FMaximum => fminmax(f.unwrap_or(FTy::F32), old, v, true, true),
        RmwOp::FMinimum => fminmax(f.unwrap_or(FTy::F32), old, v, false, true),
    }) & m
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(IBin(p) |cx, regs, exec| => ibin(regs, p, exec, exec == cx.full)?);
step!(IUnary { op, bits, dst, a, zero_poison } |cx, regs, exec| => iops::iunary(regs, *op, *bits as u32, *dst, *a, *zero_poison, exec));
step!(Funnel(p) |cx, regs, exec| => funnel(regs, p, exec));
step!(Overflow(p) |cx, regs, exec| => overflow(regs, p, exec));
step!(ICmp(p) |cx, regs, exec| => icmp(regs, p, exec)?);
step!(Cast(p) |cx, regs, exec| => cast_op(regs, p, exec));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front::ll::ast::flags::*;
    use proptest::prelude::*;

    /// A lane's poison flag straight from the LangRef definitions (the scalar formulas the
    /// vectorised checks replace): signed and unsigned results compared in 128 bits.
    fn reference(op: IOp, bits: u32, flags: u8, x: u64, y: u64) -> bool {
        let m = mask(bits);
        let (x, y) = (x & m, y & m);
        let s = |v: u64| sext(v, bits) as i128;
        let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        let (nsw, nuw) = (flags & NSW != 0, flags & NUW != 0);
        match op {
            IOp::Add => (nsw && !(lo..=hi).contains(&(s(x) + s(y)))) || (nuw && x as u128 + y as u128 > m as u128),
            IOp::Sub => (nsw && !(lo..=hi).contains(&(s(x) - s(y)))) || (nuw && y > x),
            IOp::Mul => (nsw && !(lo..=hi).contains(&(s(x) * s(y)))) || (nuw && x as u128 * y as u128 > m as u128),
            IOp::Shl if y < bits as u64 => (nuw && ((x << y) & m) >> y != x) || (nsw && s((x << y) & m) >> y != s(x)),
            IOp::Or => flags & DISJOINT != 0 && x & y != 0,
            _ => false,
        }
    }

    /// `trunc nuw/nsw`, `zext nneg` from their LangRef definitions.
    fn cast_reference(op: CastOp, from: u32, to: u32, flags: u8, x: u64) -> bool {
        let x = x & mask(from);
        match op {
            CastOp::Trunc => (flags & NUW != 0 && x >> to != 0) || (flags & NSW != 0 && sext(x & mask(to), to) != sext(x, from)),
            CastOp::ZExt => flags & NNEG != 0 && sext(x, from) < 0,
            _ => false,
        }
    }

    fn int(bits: u32) -> STy {
        STy::Int(bits as u8)
    }

    /// Every lane but `keep` masked to `m`: the wave-wide OR tests that skip the mask
    /// (`lanewise::or_all2`) then see no lane, or exactly one, with a poison bit.
    fn narrow(v: &mut Reg, m: u64, keep: usize) {
        for (l, x) in v.iter_mut().enumerate() {
            if l != keep {
                *x &= m;
            }
        }
    }

    /// `None`: lanes as drawn; `Some(k)`: [`narrow`]ed, lane `k` kept (none when `k == L`).
    fn narrowing() -> impl Strategy<Value = Option<usize>> {
        prop_oneof![Just(None), (0..=L).prop_map(Some)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        #[test]
        fn vectorised_cast_flags_match_the_langref(
            a in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..4, Just(u64::MAX), (0u64..64).prop_map(|k| 1 << k), (0u64..64).prop_map(|k| !0 << k)], L),
            (from, to) in prop_oneof![Just((64u32, 32u32)), Just((32, 8)), Just((32, 16)), Just((16, 8)), Just((64, 1)), Just((8, 1)), Just((64, 16))],
            keep in narrowing(),
        ) {
            let mut x = [0u64; L];
            x.copy_from_slice(&a);
            if let Some(k) = keep {
                // below the narrower type's sign bit, but for lane `k`, which fits the
                // narrower type (its sign bit set or not)
                narrow(&mut x, (1 << (to - 1)) - 1, k);
                if k < L {
                    x[k] &= mask(to);
                }
            }
            for (op, flags, f, t) in [(CastOp::Trunc, NUW, from, to), (CastOp::Trunc, NSW, from, to), (CastOp::Trunc, NUW | NSW, from, to), (CastOp::ZExt, NNEG, to, from)] {
                let got = cast_flag_poison(op, int(f), int(t), flags, &x);
                for l in 0..L {
                    prop_assert_eq!(got >> l & 1 != 0, cast_reference(op, f, t, flags, x[l]), "{:?} flags {} i{} -> i{} lane {}: {:#x}", op, flags, f, t, l, x[l]);
                }
            }
        }

        /// `icmp samesign`: poison where one operand is negative and the other is not.
        #[test]
        fn samesign_poison_matches_the_langref(
            a in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..4, (0u64..64).prop_map(|k| 1 << k)], L),
            b in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..4, (0u64..64).prop_map(|k| 1 << k)], L),
            bits in prop_oneof![Just(1u32), Just(8), Just(32), Just(64), 2u32..64],
            keep in narrowing(),
        ) {
            let (mut x, mut y) = ([0u64; L], [0u64; L]);
            for l in 0..L {
                (x[l], y[l]) = (a[l] & mask(bits), b[l] & mask(bits));
            }
            if let Some(k) = keep {
                // non-negative
                narrow(&mut x, mask(bits) >> 1, k);
                narrow(&mut y, mask(bits) >> 1, k);
            }
            let got = samesign_poison(bits, &x, &y);
            for l in 0..L {
                prop_assert_eq!(got >> l & 1 != 0, (sext(x[l], bits) < 0) != (sext(y[l], bits) < 0), "i{} lane {}: {:#x}, {:#x}", bits, l, x[l], y[l]);
            }
        }

        #[test]
        fn vectorised_poison_flags_match_the_langref(
            a in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..4, Just(u64::MAX), (0u64..64).prop_map(|k| 1 << k)], L),
            b in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..66], L),
            bits in prop_oneof![Just(1u32), Just(8), Just(16), Just(32), Just(64), 2u32..64],
            keep in narrowing(),
            small in 0u32..3,
        ) {
            let (mut x, mut y) = ([0u64; L], [0u64; L]);
            x.copy_from_slice(&a);
            y.copy_from_slice(&b);
            if let Some(k) = keep {
                // disjoint bits (`or disjoint`), or values too small to overflow an add/sub
                // (below 2^(bits-2)) or a mul (below 2^((bits-1)/2)), but for lane `k`
                let (mx, my) = match small {
                    0 => (0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa),
                    1 => (mask(bits) >> 2, mask(bits) >> 2),
                    _ => (mask((bits - 1) / 2), mask((bits - 1) / 2)),
                };
                narrow(&mut x, mx, k);
                narrow(&mut y, my, k);
            }
            for (op, flags) in [(IOp::Add, NSW), (IOp::Add, NUW), (IOp::Add, NSW | NUW), (IOp::Sub, NSW), (IOp::Sub, NUW), (IOp::Sub, NSW | NUW), (IOp::Mul, NSW), (IOp::Mul, NUW), (IOp::Mul, NSW | NUW), (IOp::Shl, NSW), (IOp::Shl, NUW), (IOp::Shl, NSW | NUW), (IOp::Or, DISJOINT)] {
                let got = flag_poison(op, bits, flags, &x, &y);
                for l in 0..L {
                    prop_assert_eq!(got >> l & 1 != 0, reference(op, bits, flags, x[l], y[l]), "{:?} flags {} i{} lane {}: {:#x}, {:#x}", op, flags, bits, l, x[l], y[l]);
                }
            }
        }

        /// `shl` of the same zeros or all ones in every lane (`-1 << n`, which `flag_poison`
        /// answers with one OR over the wave), also with one lane `other` holding another
        /// value (the shortcut must not apply), and with bits above the width set.
        #[test]
        fn shl_flags_of_zeros_or_ones_in_every_lane(
            ones in any::<bool>(),
            above in any::<bool>(),
            other in prop_oneof![Just(None), (0..L, any::<u64>()).prop_map(Some)],
            b in prop::collection::vec(0u64..66, L),
            bits in prop_oneof![Just(1u32), Just(8), Just(32), Just(64), 2u32..64],
        ) {
            let fill = match (ones, above) {
                (true, true) => u64::MAX,
                (true, false) => mask(bits),
                (false, true) => !mask(bits),
                (false, false) => 0,
            };
            let mut x = [fill; L];
            if let Some((l, v)) = other {
                x[l] = v;
            }
            let mut y = [0u64; L];
            for l in 0..L {
                y[l] = b[l] & mask(bits);
            }
            for flags in [NSW, NUW, NSW | NUW] {
                let got = flag_poison(IOp::Shl, bits, flags, &x, &y);
                for l in 0..L {
                    prop_assert_eq!(got >> l & 1 != 0, reference(IOp::Shl, bits, flags, x[l], y[l]), "flags {} i{} lane {}: {:#x} << {}", flags, bits, l, x[l], y[l]);
                }
            }
        }
    }
}
