//! The fast lane for value ops. An `add`, `mul`, `xor`, `icmp`, `shl`, `select`, `zext`,
//! `getelementptr`, `ctpop` … runs from the driver's loop through a lane kernel picked once
//! per launch ([`plan`]), without the step's dispatch. Poison flags (`add nsw`, `or disjoint`,
//! `zext nneg`, `trunc nuw nsw`, `icmp samesign` …) add undefined lanes through the general
//! step's own checks (`iops::flag_poison`, `iops::cast_flag_poison`,
//! `iops::samesign_poison`), called on the whole wave. The
//! kernels compute what the general step computes (`iops::ibin`, `iops::icmp`,
//! `iops::cast_op`, `iops::iunary`, `values::select`, `values::gep`); where a LangRef rule or
//! an error needs more (an undefined operand lane that `and`/`or`/`mul` may absorb, a
//! division by zero), the op takes the general step, which stays the reference.

use super::*;

/// `o[i] = f(x[i], y[i])` for every lane, for values of width mask `m`.
type Kernel = fn(&Reg, &Reg, &mut Reg, u64);
/// `o[i] = f(x[i])` for every lane, to width mask `m`; `w`: the operand's width in bits.
type Kernel1 = fn(&Reg, &mut Reg, u64, u32);

/// One op of the fast lane: its kernel and operands.
#[derive(Clone, Copy)]
pub enum FastOp {
    /// Two operands of width mask `m`. `absorbing`: `and`/`or`/`mul`, whose defined absorbing
    /// operand defines the result (the general path then). `shift`: a shift amount of the
    /// width or more makes the lane poison.
    Bin { kernel: Kernel, dst: Slot, a: Slot, b: Slot, m: u64, absorbing: bool, shift: bool, check: Check },
    /// `udiv`, `sdiv`, `urem`, `srem` of 32 bits or less (`signed`: the `s` ones). A lane that
    /// divides by zero or overflows (`INT_MIN / -1`) is an error: the general step reports it.
    Div { kernel: Kernel, dst: Slot, a: Slot, b: Slot, m: u64, signed: bool, check: Check },
    /// One operand of `w` bits (an integer or pointer cast, `ctpop`, `ctlz`, `cttz`).
    Un { kernel: Kernel1, dst: Slot, a: Slot, m: u64, w: u32, poison: UnPoison },
    /// `select c, a, b`.
    Select { dst: Slot, c: Slot, a: Slot, b: Slot },
    /// `getelementptr` with one index: `base + idx * scale + off`, the index sign-extended
    /// from `bits` (64: as is), wrapped to mask `m`.
    Gep { dst: Slot, base: Slot, idx: Slot, scale: u64, bits: u32, off: u64, m: u64 },
    /// `getelementptr` without an index: `base + off`, wrapped to mask `m`.
    Offset { dst: Slot, base: Slot, off: u64, m: u64 },
}

/// What makes a lane of a two-operand op poison besides an undefined operand (and a shift's
/// out-of-range amount).
#[derive(Clone, Copy)]
pub enum Check {
    None,
    /// Poison flags (`nsw`, `nuw`, `exact`, `disjoint`), by `iops::flag_poison`.
    Flags {
        op: IOp,
        bits: u8,
        flags: u8,
    },
    /// `icmp samesign`: operands of different signs, by `iops::samesign_poison`.
    SameSign {
        bits: u8,
    },
}

impl Check {
    fn flags(op: IOp, bits: u8, flags: u8) -> Check {
        if flags == 0 {
            Check::None
        } else {
            Check::Flags { op, bits, flags }
        }
    }

    /// The lanes the check makes poison, by the general step's rule.
    #[inline(always)]
    fn poison(self, x: &Reg, y: &Reg) -> u64 {
        match self {
            Check::None => 0,
            Check::Flags { op, bits, flags } => iops::flag_poison(op, bits as u32, flags, x, y),
            Check::SameSign { bits } => iops::samesign_poison(bits as u32, x, y),
        }
    }
}

/// What makes a lane of a one-operand op poison besides an undefined operand.
#[derive(Clone, Copy)]
pub enum UnPoison {
    None,
    /// A cast's flags (`zext nneg`, `trunc nuw nsw`), by `iops::cast_flag_poison`.
    Cast {
        op: CastOp,
        from: STy,
        to: STy,
        flags: u8,
    },
    /// `ctlz`/`cttz` with `is_zero_poison`: a zero operand (`iops::iunary`).
    Zero,
}

/// The fast ops of a function, by op index.
pub fn plan(func: &Func) -> Vec<Option<FastOp>> {
    func.code.iter().map(fast_op).collect()
}

fn fast_op(inst: &DInst) -> Option<FastOp> {
    if inst.mode != Mode::Normal {
        return None;
    }
    match inst.op {
        Op::IBin(ops::IBin { op, bits, flags, dst, a, b }) => {
            if bits == 0 {
                return None;
            }
            let (m, check) = (mask(bits as u32), Check::flags(op, bits, flags));
            let div = |kernel: Kernel, signed| (bits <= 32).then_some(FastOp::Div { kernel, dst, a, b, m, signed, check });
            let k: Kernel = match op {
                IOp::Add => add,
                IOp::Sub => sub,
                // as `ibin`: at 32 bits or less the low bits of a 32 × 32-bit product
                IOp::Mul if bits <= 32 => mul32,
                IOp::Mul => mul,
                IOp::And => and,
                IOp::Or => or,
                IOp::Xor => xor,
                IOp::Shl => shl,
                IOp::LShr => lshr,
                IOp::AShr => ashr,
                IOp::UMin => umin,
                IOp::UMax => umax,
                IOp::SMin => smin,
                IOp::SMax => smax,
                IOp::UDiv => return div(udiv32, false),
                IOp::URem => return div(urem32, false),
                IOp::SDiv => return div(sdiv32, true),
                IOp::SRem => return div(srem32, true),
                _ => return None,
            };
            let (absorbing, shift) = (matches!(op, IOp::And | IOp::Or | IOp::Mul), matches!(op, IOp::Shl | IOp::LShr | IOp::AShr));
            Some(FastOp::Bin { kernel: k, dst, a, b, m, absorbing, shift, check })
        }
        Op::ICmp(ops::ICmp { pred, bits, dst, a, b, samesign }) => {
            let k: Kernel = match pred {
                Pred::Eq => eq,
                Pred::Ne => ne,
                Pred::Ugt => ugt,
                Pred::Uge => uge,
                Pred::Ult => ult,
                Pred::Ule => ule,
                Pred::Sgt => sgt,
                Pred::Sge => sge,
                Pred::Slt => slt,
                Pred::Sle => sle,
                _ => return None,
            };
            let check = if samesign { Check::SameSign { bits } } else { Check::None };
            (bits > 0).then_some(FastOp::Bin { kernel: k, dst, a, b, m: mask(bits as u32), absorbing: false, shift: false, check })
        }
        Op::Cast(ops::Cast { op, from, to, flags, dst, a }) => {
            let kernel: Kernel1 = match op {
                CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => keep,
                CastOp::SExt if (1..=64).contains(&from.bits()) => sext_from,
                _ => return None,
            };
            let poison = if flags != 0 { UnPoison::Cast { op, from, to, flags } } else { UnPoison::None };
            Some(FastOp::Un { kernel, dst, a, m: to.mask(), w: from.bits(), poison })
        }
        Op::IUnary(ops::IUnary { op, bits, dst, a, zero_poison }) => {
            let kernel: Kernel1 = match op {
                IUn::Ctpop => ctpop,
                IUn::Ctlz => ctlz,
                IUn::Cttz => cttz,
                _ => return None,
            };
            let poison = if zero_poison && op != IUn::Ctpop { UnPoison::Zero } else { UnPoison::None };
            (1..=64).contains(&bits).then_some(FastOp::Un { kernel, dst, a, m: mask(bits as u32), w: bits as u32, poison })
        }
        Op::Select(ops::Select { dst, c, a, b }) => Some(FastOp::Select { dst, c, a, b }),
        Op::Gep(ops::Gep { dst, base, ref terms, offset, bits }) => match terms.as_slice() {
            [t] => Some(FastOp::Gep { dst, base, idx: t.slot, scale: t.scale as u64, bits: t.bits as u32, off: offset as u64, m: mask(bits as u32) }),
            [] => Some(FastOp::Offset { dst, base, off: offset as u64, m: mask(bits as u32) }),
            _ => None,
        },
        _ => None,
    }
}

impl FastOp {
    /// Run the op for the lanes `exec`; false when it needs the general step (nothing done).
    #[inline(always)]
    pub fn run(&self, regs: &mut Regs, exec: u64) -> bool {
        match *self {
            FastOp::Bin { kernel, dst, a, b, m, absorbing, shift, check } => {
                let u = regs.und(a) | regs.und(b);
                if absorbing && u & exec != 0 {
                    return false;
                }
                let mut p = check.poison(regs.get(a), regs.get(b));
                if shift {
                    p |= shift_poison(regs.get(b), m.count_ones() as u64);
                }
                // new poison: the general step makes it, and notes where (`trace`)
                if p & exec & !u != 0 {
                    return false;
                }
                regs.compute(dst, [a, b], exec, u, |[x, y], o| kernel(x, y, o, m));
            }
            FastOp::Div { kernel, dst, a, b, m, signed, check } => {
                let u = regs.und(a) | regs.und(b);
                let (x, y) = (regs.get(a), regs.get(b));
                // the lanes the general step stops at (`ibin_general`'s tests, as it makes them)
                let int_min = (m >> 1) + 1;
                let trap = if signed { regs::where2(x, y, |x, y| (y == 0) | ((x == int_min) & (y == m))) } else { regs::where1(y, |y| y == 0) };
                if trap & exec & !u != 0 {
                    return false;
                }
                let p = check.poison(x, y);
                if p & exec & !u != 0 {
                    return false;
                }
                regs.compute(dst, [a, b], exec, u | p, |[x, y], o| {
                    kernel(x, y, o, m);
                    // as the general step: a lane with an undefined operand holds 0 bits
                    for l in lanes(u) {
                        o[l as usize] = 0;
                    }
                });
            }
            FastOp::Un { kernel, dst, a, m, w, poison } => {
                let p = match poison {
                    UnPoison::None => 0,
                    UnPoison::Cast { op, from, to, flags } => iops::cast_flag_poison(op, from, to, flags, regs.get(a)),
                    UnPoison::Zero => regs::where1(regs.get(a), |x| x & m == 0),
                };
                if p & exec & !regs.und(a) != 0 {
                    return false;
                }
                regs.compute(dst, [a], exec, regs.und(a), |[x], o| kernel(x, o, m, w));
            }
            FastOp::Select { dst, c, a, b } => values::select(regs, dst, c, a, b, exec),
            FastOp::Offset { dst, base, off, m } => {
                let u = regs.und(base);
                regs.compute(dst, [base], exec, u, |[bv], r| regs::lanes1(bv, r, |b| b.wrapping_add(off) & m));
            }
            FastOp::Gep { dst, base, idx, scale, bits, off, m } => {
                let u = regs.und(base) | regs.und(idx);
                regs.compute(dst, [base, idx], exec, u, |[bv, iv], r| {
                    if bits == 64 && scale.is_power_of_two() {
                        // a shift: AVX2 has no 64-bit multiply
                        let k = scale.trailing_zeros();
                        regs::lanes2(bv, iv, r, |b, i| b.wrapping_add(i << k).wrapping_add(off) & m)
                    } else if bits == 64 {
                        regs::lanes2(bv, iv, r, |b, i| b.wrapping_add(i.wrapping_mul(scale)).wrapping_add(off) & m)
                    } else {
                        regs::lanes2(bv, iv, r, |b, i| b.wrapping_add((sext(i, bits) as u64).wrapping_mul(scale)).wrapping_add(off) & m)
                    }
                });
            }
        }
        true
    }
}

/// The lanes shifting by `w` (the width) or more: poison. For the usual widths (powers of
/// two) one OR over the wave first tells that no lane does.
#[inline(always)]
fn shift_poison(sh: &Reg, w: u64) -> u64 {
    if w.is_power_of_two() && crate::tiers::lanewise::or_all2(sh, sh, |x, _| x) < w {
        return 0;
    }
    regs::where1(sh, |sh| sh >= w)
}

// as `iops::shift`: a shift by the width or more gives 0 bits (and a poison lane)
fn shl(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    let w = u64::from(m.count_ones());
    regs::lanes2(x, y, o, move |x, sh| (x << (sh & 63)) & m & ((sh < w) as u64).wrapping_neg())
}

fn lshr(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    let w = u64::from(m.count_ones());
    regs::lanes2(x, y, o, move |x, sh| (x >> (sh & 63)) & m & ((sh < w) as u64).wrapping_neg())
}

fn ashr(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    let w = m.count_ones();
    regs::lanes2(x, y, o, move |x, sh| ((sext(x, w) >> (sh & 63)) as u64) & m & ((sh < w as u64) as u64).wrapping_neg())
}

fn keep(x: &Reg, o: &mut Reg, m: u64, _w: u32) {
    regs::lanes1(x, o, move |v| v & m)
}

/// `sext` from `w` bits: the sign bit flipped and subtracted (as `sext`, without the 64-bit
/// arithmetic shift AVX2 lacks).
fn sext_from(x: &Reg, o: &mut Reg, m: u64, w: u32) {
    let (wm, sign) = (mask(w), 1u64 << (w - 1));
    regs::lanes1(x, o, move |v| ((v & wm) ^ sign).wrapping_sub(sign) & m)
}

fn ctpop(x: &Reg, o: &mut Reg, m: u64, _w: u32) {
    regs::lanes1(x, o, move |v| (v & m).count_ones() as u64)
}

fn ctlz(x: &Reg, o: &mut Reg, m: u64, w: u32) {
    regs::lanes1(x, o, move |v| ((v & m).leading_zeros() - (64 - w)) as u64)
}

fn cttz(x: &Reg, o: &mut Reg, m: u64, w: u32) {
    regs::lanes1(x, o, move |v| (v & m).trailing_zeros().min(w) as u64)
}

/// Division of 32-bit (or narrower) integers in `f64`, four lanes per instruction where the
/// hardware's integer divide takes one. Exact: an operand below 2^32 is an `f64` exactly,
/// and for a dividend `x` and divisor `y` (magnitudes below 2^32, `y >= 1`) the rounded
/// quotient `fl(x / y)` truncates to the true quotient `q`: `q <= x / y` and `q` is an
/// `f64`, so `fl(x / y) >= q` (rounding is monotone); and `x / y` lies at least `1 / |y|`
/// below `q + 1` while rounding moves it by at most `2^-53 * |x / y| < 2^-21 / |y|`, so
/// `fl(x / y) < q + 1`. The remainder `x - q * y` is then exact too (every term is an
/// integer below 2^53). Signs are symmetric in IEEE division, so the same holds for the
/// truncating signed quotient.
mod fdiv {
    /// 2^52: below it, an integer's bits are the mantissa of `2^52 + v`.
    const P52: f64 = 4_503_599_627_370_496.0;
    const P52_BITS: u64 = 0x4330_0000_0000_0000;
    /// 2^32: added to a signed result in (-2^32, 2^32) to make it non-negative; it vanishes
    /// modulo 2^bits for bits <= 32.
    const P32: f64 = 4_294_967_296.0;

    /// `v < 2^52` as an `f64` (exact, no 64-bit integer conversion, which AVX2 lacks).
    #[inline(always)]
    pub(super) fn of_u(v: u64) -> f64 {
        f64::from_bits(v | P52_BITS) - P52
    }

    /// The `bits`-wide value `v` read signed: its sign bit flipped is `v + 2^(bits-1)`.
    #[inline(always)]
    pub(super) fn of_s(v: u64, m: u64) -> f64 {
        let sign = (m >> 1) + 1;
        of_u((v & m) ^ sign) - of_u(sign)
    }

    /// An integral `f` in [0, 2^52) back to an integer.
    #[inline(always)]
    pub(super) fn to_u(f: f64) -> u64 {
        (f + P52).to_bits() & ((1 << 52) - 1)
    }

    /// An integral `f` in (-2^32, 2^32) to its bits modulo 2^32.
    #[inline(always)]
    pub(super) fn to_s(f: f64) -> u64 {
        to_u(f + P32)
    }
}

const M32: u64 = 0xffff_ffff;

fn udiv32(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    regs::lanes2(x, y, o, move |x, y| fdiv::to_u((fdiv::of_u(x & M32) / fdiv::of_u(y & M32)).trunc()) & m)
}

fn urem32(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    regs::lanes2(x, y, o, move |x, y| {
        let (x, y) = (fdiv::of_u(x & M32), fdiv::of_u(y & M32));
        fdiv::to_u(x - (x / y).trunc() * y) & m
    })
}

fn sdiv32(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    regs::lanes2(x, y, o, move |x, y| fdiv::to_s((fdiv::of_s(x, m) / fdiv::of_s(y, m)).trunc()) & m)
}

fn srem32(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    regs::lanes2(x, y, o, move |x, y| {
        let (x, y) = (fdiv::of_s(x, m), fdiv::of_s(y, m));
        fdiv::to_s(x - (x / y).trunc() * y) & m
    })
}

macro_rules! kernels {
    ($($name:ident($x:ident, $y:ident, $m:ident) => $e:expr;)*) => {
        $(
            fn $name(x: &Reg, y: &Reg, o: &mut Reg, $m: u64) {
                regs::lanes2(x, y, o, move |$x, $y| $e)
            }
        )*
    };
}

/// Signed order as unsigned order: the width's sign bit flipped (as `iops::icmp`).
#[inline(always)]
fn s(x: u64, m: u64) -> u64 {
    (x & m) ^ (m ^ (m >> 1))
}

kernels! {
    add(x, y, m) => x.wrapping_add(y) & m;
    sub(x, y, m) => x.wrapping_sub(y) & m;
    mul32(x, y, m) => ((x & 0xffff_ffff) * (y & 0xffff_ffff)) & m;
    mul(x, y, m) => x.wrapping_mul(y) & m;
    and(x, y, _m) => x & y;
    or(x, y, _m) => x | y;
    xor(x, y, _m) => x ^ y;
    umin(x, y, _m) => x.min(y);
    umax(x, y, _m) => x.max(y);
    smin(x, y, m) => (if s(x, m) <= s(y, m) { x } else { y }) & m;
    smax(x, y, m) => (if s(x, m) >= s(y, m) { x } else { y }) & m;

    eq(x, y, _m) => (x == y) as u64;
    ne(x, y, _m) => (x != y) as u64;
    ugt(x, y, _m) => (x > y) as u64;
    uge(x, y, _m) => (x >= y) as u64;
    ult(x, y, _m) => (x < y) as u64;
    ule(x, y, _m) => (x <= y) as u64;
    sgt(x, y, m) => (s(x, m) > s(y, m)) as u64;
    sge(x, y, m) => (s(x, m) >= s(y, m)) as u64;
    slt(x, y, m) => (s(x, m) < s(y, m)) as u64;
    sle(x, y, m) => (s(x, m) <= s(y, m)) as u64;
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::front::ll::ast::flags::*;
    use proptest::prelude::*;

    /// Every op the fast lane takes, at every width and with every poison flag it can carry:
    /// operands in slots 0 and 1 (and the condition of a select in 3), the result in 2.
    fn ops() -> Vec<Op> {
        let mut v = vec![];
        let both = NUW | NSW;
        for bits in [1u8, 8, 16, 32, 33, 64] {
            let bin = |op, flags| Op::IBin(ops::IBin { op, bits, flags, dst: 2, a: 0, b: 1 });
            for op in [IOp::Add, IOp::Sub, IOp::Mul, IOp::And, IOp::Or, IOp::Xor, IOp::Shl, IOp::LShr, IOp::AShr, IOp::UMin, IOp::UMax, IOp::SMin, IOp::SMax] {
                v.push(bin(op, 0));
            }
            for op in [IOp::Add, IOp::Sub, IOp::Mul, IOp::Shl] {
                for flags in [NUW, NSW, both] {
                    v.push(bin(op, flags));
                }
            }
            v.push(bin(IOp::Or, DISJOINT));
            v.push(bin(IOp::LShr, EXACT));
            v.push(bin(IOp::AShr, EXACT));
            if bits <= 32 {
                for op in [IOp::UDiv, IOp::URem, IOp::SDiv, IOp::SRem] {
                    v.push(bin(op, 0));
                }
                v.push(bin(IOp::UDiv, EXACT));
                v.push(bin(IOp::SDiv, EXACT));
            }
            for pred in [Pred::Eq, Pred::Ne, Pred::Ugt, Pred::Uge, Pred::Ult, Pred::Ule, Pred::Sgt, Pred::Sge, Pred::Slt, Pred::Sle] {
                for samesign in [false, true] {
                    v.push(Op::ICmp(ops::ICmp { pred, bits, dst: 2, a: 0, b: 1, samesign }));
                }
            }
            for to in [1u8, 8, 32, 64] {
                let cast = |op, flags| Op::Cast(ops::Cast { op, from: STy::Int(bits), to: STy::Int(to), flags, dst: 2, a: 0 });
                for op in [CastOp::Trunc, CastOp::ZExt, CastOp::BitCast] {
                    v.push(cast(op, 0));
                }
                if to < bits {
                    for flags in [NUW, NSW, both] {
                        v.push(cast(CastOp::Trunc, flags));
                    }
                }
                if to > bits {
                    v.push(cast(CastOp::ZExt, NNEG));
                }
                if to >= bits {
                    v.push(cast(CastOp::SExt, 0));
                }
            }
            for (op, zero_poison) in [(IUn::Ctpop, false), (IUn::Ctlz, false), (IUn::Ctlz, true), (IUn::Cttz, false), (IUn::Cttz, true)] {
                v.push(Op::IUnary(ops::IUnary { op, bits, dst: 2, a: 0, zero_poison }));
            }
            for (scale, offset) in [(4i64, 0i64), (1, -8), (-16, 12)] {
                v.push(Op::Gep(ops::Gep { dst: 2, base: 0, terms: vec![GepTerm { slot: 1, scale, bits }], offset, bits: 64 }));
            }
            for (offset, gep_bits) in [(512i64, 32u8), (-8, 64), (12, 64)] {
                v.push(Op::Gep(ops::Gep { dst: 2, base: 0, terms: vec![], offset, bits: gep_bits }));
            }
        }
        v.push(Op::Select(ops::Select { dst: 2, c: 3, a: 0, b: 1 }));
        v
    }

    /// What the general step computes for `op` (the compiled tier's tests compare with it too).
    #[cfg_attr(not(feature = "jit"), allow(dead_code))]
    pub(in crate::run::exec) fn general(regs: &mut Regs, op: &Op, exec: u64) {
        general_result(regs, op, exec).unwrap()
    }

    /// [`general`], with the step's error (a division by zero).
    fn general_result(regs: &mut Regs, op: &Op, exec: u64) -> RResult<()> {
        match *op {
            Op::IBin(ref p) => iops::ibin(regs, p, exec, exec == u64::MAX)?,
            Op::ICmp(ref p) => iops::icmp(regs, p, exec)?,
            Op::Cast(ref p) => iops::cast_op(regs, p, exec),
            Op::IUnary(ops::IUnary { op, bits, dst, a, zero_poison }) => iops::iunary(regs, op, bits as u32, dst, a, zero_poison, exec),
            Op::Select(ops::Select { dst, c, a, b }) => values::select(regs, dst, c, a, b, exec),
            Op::Gep(ops::Gep { dst, base, ref terms, offset, bits }) => values::gep(regs, dst, base, terms, offset, bits as u32, exec),
            _ => unreachable!(),
        }
        Ok(())
    }

    fn reg(v: &[u64], m: u64) -> Reg {
        let mut r = [0u64; L];
        for (r, v) in r.iter_mut().zip(v) {
            *r = v & m;
        }
        r
    }

    /// Operand lanes: any value, small ones (so that absorbing values, equal operands and
    /// zero divisors occur), all ones (-1), and single bits (the signed minimum of a width).
    fn operand() -> impl Strategy<Value = u64> {
        prop_oneof![any::<u64>(), 0u64..3, Just(u64::MAX), (0u64..64).prop_map(|k| 1 << k)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// The fast lane writes what the general step writes (values and undefined lanes of
        /// every slot), or declines; where the general step fails (a division by zero or
        /// overflow in a defined lane) the fast lane declines. Operands are canonical values
        /// of the op's width; `nonzero` makes the divisor's zero lanes 1 (else nearly every
        /// division would stop at a zero lane).
        #[test]
        fn fast_lane_agrees_with_the_general_step(
            a in prop::collection::vec(operand(), L),
            b in prop::collection::vec(operand(), L),
            old in prop::collection::vec(any::<u64>(), L),
            ua in prop_oneof![Just(0u64), any::<u64>()],
            ub in prop_oneof![Just(0u64), any::<u64>()],
            uold in any::<u64>(),
            exec in prop_oneof![Just(u64::MAX), Just(0xffff_ffffu64), any::<u64>()],
            nonzero in any::<bool>(),
        ) {
            for op in ops() {
                let bits = match op {
                    Op::IBin(ops::IBin { bits, .. }) | Op::ICmp(ops::ICmp { bits, .. }) | Op::IUnary(ops::IUnary { bits, .. }) => bits as u32,
                    Op::Cast(ops::Cast { from, .. }) => from.bits(),
                    _ => 64,
                };
                let m = mask(bits);
                let mut regs = Regs::new(4);
                regs.set(0, &reg(&a, m), ua);
                let mut bv = reg(&b, m);
                if nonzero {
                    bv.iter_mut().filter(|v| **v == 0).for_each(|v| *v = 1);
                }
                regs.set(1, &bv, ub);
                regs.set(2, &reg(&old, 1), uold);
                regs.set(3, &reg(&b, 1), ua.rotate_left(7));
                let before = regs.clone();
                let mut general_regs = regs.clone();
                let general_ok = general_result(&mut general_regs, &op, exec).is_ok();
                let general = general_regs;
                let inst = DInst { op: op.clone(), mode: Mode::Normal, line: 1, src_line: None };
                let f = fast_op(&inst).expect("a fast op");
                let ran = f.run(&mut regs, exec);
                prop_assert!(general_ok || !ran, "{:?}: the general step fails, the fast lane ran", op);
                if !ran {
                    for s in 0..4 {
                        prop_assert_eq!(regs.und(s), before.und(s), "{:?}: declined but wrote slot {}", op, s);
                        prop_assert_eq!(regs.get(s), before.get(s), "{:?}: declined but wrote slot {}", op, s);
                    }
                    continue;
                }
                for s in 0..4 {
                    prop_assert_eq!(regs.und(s) & exec, general.und(s) & exec, "{:?}: undefined lanes of slot {}", op, s);
                    prop_assert_eq!(regs.und(s) & !exec, general.und(s) & !exec, "{:?}: kept lanes of slot {}", op, s);
                    for l in 0..L {
                        if (exec >> l) & 1 != 0 || s != 2 {
                            prop_assert_eq!(regs.lane(s, l as u32), general.lane(s, l as u32), "{:?}: slot {} lane {}", op, s, l);
                        } else {
                            prop_assert_eq!(regs.lane(2, l as u32), old[l] & 1, "{:?}: lane {} outside exec kept", op, l);
                        }
                    }
                }
            }
        }

        /// The `f64` division kernels against Rust's integer `/` and `%` (truncating), over
        /// every lane, at the widths they take.
        #[test]
        fn float_division_is_exact(
            a in prop::collection::vec(operand(), L),
            b in prop::collection::vec(prop_oneof![any::<u64>(), 1u64..4, Just(u64::MAX), (0u64..64).prop_map(|k| 1 << k), (0u64..64).prop_map(|k| (1 << k) - 1)], L),
            bits in prop_oneof![Just(1u32), Just(8), Just(16), Just(31), Just(32), 2u32..33],
        ) {
            let m = mask(bits);
            let x = reg(&a, m);
            let mut y = reg(&b, m);
            y.iter_mut().filter(|v| **v == 0).for_each(|v| *v = 1);
            let (mut q, mut r, mut sq, mut sr) = ([0u64; L], [0u64; L], [0u64; L], [0u64; L]);
            udiv32(&x, &y, &mut q, m);
            urem32(&x, &y, &mut r, m);
            sdiv32(&x, &y, &mut sq, m);
            srem32(&x, &y, &mut sr, m);
            for l in 0..L {
                let (xv, yv) = (x[l], y[l]);
                prop_assert_eq!(q[l], xv / yv, "udiv i{} {} / {}", bits, xv, yv);
                prop_assert_eq!(r[l], xv % yv, "urem i{} {} % {}", bits, xv, yv);
                let (sx, sy) = (sext(xv, bits), sext(yv, bits));
                if sx == -(1i64 << (bits - 1)) && sy == -1 {
                    continue; // overflow: the general step's error, never computed here
                }
                prop_assert_eq!(sq[l], (sx / sy) as u64 & m, "sdiv i{} {} / {}", bits, sx, sy);
                prop_assert_eq!(sr[l], (sx % sy) as u64 & m, "srem i{} {} % {}", bits, sx, sy);
            }
        }
    }

    /// The hardest cases of the division proof by hand: the largest quotients and the
    /// remainders just below the divisor.
    #[test]
    fn float_division_edges() {
        let m = mask(32);
        let cases = [
            (u32::MAX as u64, 1u64),
            (u32::MAX as u64, 2),
            (u32::MAX as u64, u32::MAX as u64),
            (u32::MAX as u64 - 1, u32::MAX as u64),
            (0, 7),
            (6, 7),
            (7, 7),
            (1 << 31, 3),
            ((1 << 31) - 1, (1 << 31) + 1),
            (4_294_967_291, 65_537),
        ];
        for (x, y) in cases {
            let (mut q, mut r) = ([0u64; L], [0u64; L]);
            udiv32(&[x; L], &[y; L], &mut q, m);
            urem32(&[x; L], &[y; L], &mut r, m);
            assert_eq!((q[0], r[0]), (x / y, x % y), "{x} / {y}");
            let (mut sq, mut sr) = ([0u64; L], [0u64; L]);
            sdiv32(&[x; L], &[y; L], &mut sq, m);
            srem32(&[x; L], &[y; L], &mut sr, m);
            let (sx, sy) = (x as u32 as i32, y as u32 as i32);
            if (sx, sy) != (i32::MIN, -1) {
                assert_eq!((sq[0], sr[0]), (sx.wrapping_div(sy) as u32 as u64, sx.wrapping_rem(sy) as u32 as u64), "{sx} / {sy}");
            }
        }
    }

    proptest! {
        /// The amounts of a shift at or above the width: the OR over the wave that clears
        /// them at once agrees with the lane-by-lane compare, at widths that are powers of
        /// two and others, with every lane below the width or some at or above it.
        #[test]
        fn shift_poison_is_the_lanes_at_or_above_the_width(
            w in prop_oneof![Just(1u64), Just(8), Just(16), Just(32), Just(64), 2u64..64],
            small in prop::collection::vec(0u64..64, L),
            over in prop::collection::vec((0..L, prop_oneof![0u64..3, any::<u64>()]), 0..3),
        ) {
            let mut sh = [0u64; L];
            for l in 0..L {
                sh[l] = small[l] % w;
            }
            for (l, by) in over {
                sh[l] = w.saturating_add(by);
            }
            prop_assert_eq!(shift_poison(&sh, w), regs::where1(&sh, |x| x >= w));
        }
    }
}
