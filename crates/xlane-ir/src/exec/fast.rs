//! The fast lane for plain integer ops. An `add`, `mul`, `xor`, `icmp` … without poison flags
//! runs from the driver's loop through a lane kernel picked once per launch ([`plan`]),
//! without the step's dispatch and its checks for flags and modes. The kernels compute what
//! [`super::iops::ibin`] and [`super::iops::icmp`] compute; where a LangRef rule needs more
//! (an undefined operand lane that `and`/`or`/`mul` may absorb), the op takes the general
//! step, which stays the reference.

use super::*;

/// `o[i] = f(x[i], y[i])` for every lane, for values of width mask `m`.
type Kernel = fn(&Reg, &Reg, &mut Reg, u64);

/// One op of the fast lane: its kernel and operands.
#[derive(Clone, Copy)]
pub struct FastOp {
    kernel: Kernel,
    dst: Slot,
    a: Slot,
    b: Slot,
    /// The mask of the operands' width.
    m: u64,
    /// `and`/`or`/`mul`: a defined absorbing operand defines the result (the general path).
    absorbing: bool,
}

/// The fast ops of a function, by op index.
pub fn plan(func: &Func) -> Vec<Option<FastOp>> {
    func.code.iter().map(fast_op).collect()
}

fn fast_op(inst: &DInst) -> Option<FastOp> {
    if inst.mode != Mode::Normal {
        return None;
    }
    let (kernel, dst, a, b, bits, absorbing): (Kernel, _, _, _, _, _) = match inst.op {
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
                _ => return None,
            };
            (k, dst, a, b, bits, matches!(op, IOp::And | IOp::Or | IOp::Mul))
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
            (k, dst, a, b, bits, false)
        }
        _ => return None,
    };
    (bits > 0).then_some(FastOp { kernel, dst, a, b, m: mask(bits as u32), absorbing })
}

impl FastOp {
    /// Run the op for the lanes `exec`; false when it needs the general step (nothing done).
    #[inline(always)]
    pub fn run(&self, regs: &mut Regs, exec: u64) -> bool {
        let u = regs.und(self.a) | regs.und(self.b);
        if self.absorbing && u & exec != 0 {
            return false;
        }
        let (k, m) = (self.kernel, self.m);
        regs.compute(self.dst, [self.a, self.b], exec, u, |[x, y], o| k(x, y, o, m));
        true
    }
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
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Every op the fast lane takes, at every width.
    fn ops() -> Vec<Op> {
        let mut v = vec![];
        for bits in [1u8, 8, 16, 32, 33, 64] {
            for op in [IOp::Add, IOp::Sub, IOp::Mul, IOp::And, IOp::Or, IOp::Xor] {
                v.push(Op::IBin { op, bits, flags: 0, dst: 2, a: 0, b: 1 });
            }
            for pred in [Pred::Eq, Pred::Ne, Pred::Ugt, Pred::Uge, Pred::Ult, Pred::Ule, Pred::Sgt, Pred::Sge, Pred::Slt, Pred::Sle] {
                v.push(Op::ICmp { pred, bits, dst: 2, a: 0, b: 1 });
            }
        }
        v
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
                let bits = match op { Op::IBin { bits, .. } | Op::ICmp { bits, .. } => bits as u32, _ => unreachable!() };
                let m = mask(bits);
                let mut regs = Regs::new(3);
                regs.set(0, &reg(&a, m), ua);
                regs.set(1, &reg(&b, m), ub);
                regs.set(2, &reg(&old, 1), uold);
                let mut general = regs.clone();
                match op {
                    Op::IBin { op, bits, flags, dst, a, b } => iops::ibin(&mut general, op, bits as u32, flags, dst, a, b, exec, exec == u64::MAX).unwrap(),
                    Op::ICmp { pred, bits, dst, a, b } => iops::icmp(&mut general, pred, bits as u32, dst, a, b, exec).unwrap(),
                    _ => unreachable!(),
                }
                let inst = DInst { op: op.clone(), mode: Mode::Normal, line: 1, src_line: None };
                let f = fast_op(&inst).expect("a fast op");
                if f.run(&mut regs, exec) {
                    for s in 0..3 {
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
