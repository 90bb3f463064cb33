//! The fast lane for plain value ops. An `add`, `mul`, `xor`, `icmp`, `shl`, `select`,
//! `zext`, `getelementptr` … without poison flags runs from the driver's loop through a lane
//! kernel picked once per launch ([`plan`]), without the step's dispatch and its checks for
//! flags and modes. The kernels compute what the general step computes (`iops::ibin`,
//! `iops::icmp`, `iops::cast_op`, `values::select`, `values::gep`); where a LangRef rule needs
//! more (an undefined operand lane that `and`/`or`/`mul` may absorb), the op takes the general
//! step, which stays the reference.

use super::*;

/// `o[i] = f(x[i], y[i])` for every lane, for values of width mask `m`.
type Kernel = fn(&Reg, &Reg, &mut Reg, u64);
/// `o[i] = f(x[i])` for every lane, to width mask `m`.
type Kernel1 = fn(&Reg, &mut Reg, u64);

/// One op of the fast lane: its kernel and operands.
#[derive(Clone, Copy)]
pub enum FastOp {
    /// Two operands of width mask `m`. `absorbing`: `and`/`or`/`mul`, whose defined absorbing
    /// operand defines the result (the general path then). `shift`: a shift amount of the
    /// width or more makes the lane poison.
    Bin { kernel: Kernel, dst: Slot, a: Slot, b: Slot, m: u64, absorbing: bool, shift: bool },
    /// One operand (an integer or pointer cast without flags).
    Un { kernel: Kernel1, dst: Slot, a: Slot, m: u64 },
    /// `select c, a, b`.
    Select { dst: Slot, c: Slot, a: Slot, b: Slot },
    /// `getelementptr` with one index: `base + idx * scale + off`, the index sign-extended
    /// from `bits` (64: as is), wrapped to mask `m`.
    Gep { dst: Slot, base: Slot, idx: Slot, scale: u64, bits: u32, off: u64, m: u64 },
}

/// The fast ops of a function, by op index.
pub fn plan(func: &Func) -> Vec<Option<FastOp>> {
    func.code.iter().map(fast_op).collect()
}

fn fast_op(inst: &DInst) -> Option<FastOp> {
    if inst.mode != Mode::Normal {
        return None;
    }
    let bin = |kernel: Kernel, dst, a, b, bits: u8, absorbing, shift| (bits > 0).then_some(FastOp::Bin { kernel, dst, a, b, m: mask(bits as u32), absorbing, shift });
    match inst.op {
        Op::IBin { op, bits, flags: 0, dst, a, b } => {
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
                _ => return None,
            };
            bin(k, dst, a, b, bits, matches!(op, IOp::And | IOp::Or | IOp::Mul), matches!(op, IOp::Shl | IOp::LShr))
        }
        Op::ICmp { pred, bits, dst, a, b } => {
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
            bin(k, dst, a, b, bits, false, false)
        }
        Op::Cast { op, from: _, to, flags: 0, dst, a } => {
            let kernel: Kernel1 = match op {
                CastOp::Trunc | CastOp::ZExt | CastOp::BitCast | CastOp::PtrToInt | CastOp::PtrToAddr | CastOp::IntToPtr => keep,
                _ => return None,
            };
            Some(FastOp::Un { kernel, dst, a, m: to.mask() })
        }
        Op::Select { dst, c, a, b } => Some(FastOp::Select { dst, c, a, b }),
        Op::Gep { dst, base, ref terms, offset, bits } => match terms.as_slice() {
            [t] => Some(FastOp::Gep { dst, base, idx: t.slot, scale: t.scale as u64, bits: t.bits as u32, off: offset as u64, m: mask(bits as u32) }),
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
            FastOp::Bin { kernel, dst, a, b, m, absorbing, shift } => {
                let mut u = regs.und(a) | regs.und(b);
                if absorbing && u & exec != 0 {
                    return false;
                }
                if shift {
                    let w = m.count_ones() as u64;
                    u |= regs::where1(regs.get(b), |sh| sh >= w);
                }
                regs.compute(dst, [a, b], exec, u, |[x, y], o| kernel(x, y, o, m));
            }
            FastOp::Un { kernel, dst, a, m } => {
                let u = regs.und(a);
                regs.compute(dst, [a], exec, u, |[x], o| kernel(x, o, m));
            }
            FastOp::Select { dst, c, a, b } => values::select(regs, dst, c, a, b, exec),
            FastOp::Gep { dst, base, idx, scale, bits, off, m } => {
                let u = regs.und(base) | regs.und(idx);
                regs.compute(dst, [base, idx], exec, u, |[bv, iv], r| {
                    if bits == 64 {
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

// as `iops::shift`: a shift by the width or more gives 0 bits (and a poison lane)
fn shl(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    let w = u64::from(m.count_ones());
    regs::lanes2(x, y, o, move |x, sh| (x << (sh & 63)) & m & ((sh < w) as u64).wrapping_neg())
}

fn lshr(x: &Reg, y: &Reg, o: &mut Reg, m: u64) {
    let w = u64::from(m.count_ones());
    regs::lanes2(x, y, o, move |x, sh| (x >> (sh & 63)) & m & ((sh < w) as u64).wrapping_neg())
}

fn keep(x: &Reg, o: &mut Reg, m: u64) {
    regs::lanes1(x, o, move |v| v & m)
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
    use proptest::prelude::*;

    /// Every op the fast lane takes, at every width: operands in slots 0 and 1 (and the
    /// condition of a select in 3), the result in 2.
    fn ops() -> Vec<Op> {
        let mut v = vec![];
        for bits in [1u8, 8, 16, 32, 33, 64] {
            for op in [IOp::Add, IOp::Sub, IOp::Mul, IOp::And, IOp::Or, IOp::Xor, IOp::Shl, IOp::LShr] {
                v.push(Op::IBin { op, bits, flags: 0, dst: 2, a: 0, b: 1 });
            }
            for pred in [Pred::Eq, Pred::Ne, Pred::Ugt, Pred::Uge, Pred::Ult, Pred::Ule, Pred::Sgt, Pred::Sge, Pred::Slt, Pred::Sle] {
                v.push(Op::ICmp { pred, bits, dst: 2, a: 0, b: 1 });
            }
            for to in [1u8, 8, 32, 64] {
                for op in [CastOp::Trunc, CastOp::ZExt, CastOp::BitCast] {
                    v.push(Op::Cast { op, from: STy::Int(bits), to: STy::Int(to), flags: 0, dst: 2, a: 0 });
                }
            }
            for (scale, offset) in [(4i64, 0i64), (1, -8), (-16, 12)] {
                v.push(Op::Gep { dst: 2, base: 0, terms: vec![GepTerm { slot: 1, scale, bits }], offset, bits: 64 });
            }
        }
        v.push(Op::Select { dst: 2, c: 3, a: 0, b: 1 });
        v
    }

    /// What the general step computes for `op` (the compiled tier's tests compare with it too).
    pub(in crate::exec) fn general(regs: &mut Regs, op: &Op, exec: u64) {
        match *op {
            Op::IBin { op, bits, flags, dst, a, b } => iops::ibin(regs, op, bits as u32, flags, dst, a, b, exec, exec == u64::MAX).unwrap(),
            Op::ICmp { pred, bits, dst, a, b } => iops::icmp(regs, pred, bits as u32, dst, a, b, exec).unwrap(),
            Op::Cast { op, from, to, flags, dst, a } => iops::cast_op(regs, op, from, to, flags, dst, a, exec),
            Op::Select { dst, c, a, b } => values::select(regs, dst, c, a, b, exec),
            Op::Gep { dst, base, ref terms, offset, bits } => values::gep(regs, dst, base, terms, offset, bits as u32, exec),
            _ => unreachable!(),
        }
    }

    fn reg(v: &[u64], m: u64) -> Reg {
        let mut r = [0u64; L];
        for (r, v) in r.iter_mut().zip(v) {
            *r = v & m;
        }
        r
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// The fast lane writes what the general step writes (values and undefined lanes of
        /// every slot), or declines; operands are canonical values of the op's width, some
        /// lanes small so that absorbing values (0, all ones) and equal operands occur.
        #[test]
        fn fast_lane_agrees_with_the_general_step(
            a in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..3, Just(u64::MAX)], L),
            b in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..3, Just(u64::MAX)], L),
            old in prop::collection::vec(any::<u64>(), L),
            ua in prop_oneof![Just(0u64), any::<u64>()],
            ub in prop_oneof![Just(0u64), any::<u64>()],
            uold in any::<u64>(),
            exec in prop_oneof![Just(u64::MAX), Just(0xffff_ffffu64), any::<u64>()],
        ) {
            for op in ops() {
                let bits = match op {
                    Op::IBin { bits, .. } | Op::ICmp { bits, .. } => bits as u32,
                    Op::Cast { from, .. } => from.bits(),
                    _ => 64,
                };
                let m = mask(bits);
                let mut regs = Regs::new(4);
                regs.set(0, &reg(&a, m), ua);
                regs.set(1, &reg(&b, m), ub);
                regs.set(2, &reg(&old, 1), uold);
                regs.set(3, &reg(&b, 1), ua.rotate_left(7));
                let mut general_regs = regs.clone();
                general(&mut general_regs, &op, exec);
                let general = general_regs;
                let inst = DInst { op: op.clone(), mode: Mode::Normal, line: 1, src_line: None };
                let f = fast_op(&inst).expect("a fast op");
                if f.run(&mut regs, exec) {
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
        }
    }
}
