//! Whether a loop's body can run in 32-bit lanes (`emit::Lanes::w32`): four lanes per
//! 128-bit vector instead of two, so a group of lane pairs (`super::looped`) covers twice the
//! lanes with the same registers and one `pmulld` multiplies four lanes.
//!
//! Every register slot holds a lane's canonical value in 64 bits (zero above its width). A
//! value of a type of 32 bits or less is therefore its low 32 bits zero-extended: narrowing it
//! to its low half and widening it back gives it exactly. The body qualifies when
//! - every op's result has a type of 32 bits or less: the width mask `m` of `Bin`, `Cast`,
//!   `Gep`, `Cmp`'s `i1`; a `select` or a phi has the type of its operands, so it is narrow
//!   when one of them is known narrow that way (a constant operand says nothing of the type:
//!   `select i1 %c, i64 %wide, i64 5`). Every value the body computes or stores is then narrow;
//! - every op reads only its operands' low 32 bits: integer ops at their width (LLVM's operands
//!   have the result's type), compares of narrow operands, truncations and extensions to a
//!   narrow type, a narrow `getelementptr` (an address modulo 2³² needs the terms modulo 2³²);
//!   shifts only by a constant amount below the width (a per-lane amount is done lane by lane
//!   in 64-bit code); no routes;
//! - every phi's value comes from a narrow result of the body (a phi has its source's type, so
//!   its first value, loaded from before the loop, is narrow too and is stored back exactly).

use std::collections::HashSet;

use super::plain::Plain;
use super::tail::{Check, Tail};
use crate::front::program::{IOp, Slot};

const NARROW: u64 = u32::MAX as u64;

/// Whether the loop `t` around `ops` runs exactly in 32-bit lanes (see the module's text).
pub(super) fn fits(ops: &[Plain], t: &Tail, konst: &dyn Fn(Slot) -> Option<u64>) -> bool {
    let results: HashSet<Slot> = ops.iter().map(Plain::dst).collect();
    // the slots of a narrow type: results of ops other than `select` (each checked below),
    // then selects and phis of such values, to a fixed point
    let mut narrow: HashSet<Slot> = ops.iter().filter(|p| !matches!(p, Plain::Select { .. })).map(Plain::dst).collect();
    loop {
        let before = narrow.len();
        for p in ops {
            if let Plain::Select { dst, a, b, .. } = *p {
                if narrow.contains(&a) || narrow.contains(&b) {
                    narrow.insert(dst);
                }
            }
        }
        for &(d, s) in &t.copies {
            if narrow.contains(&s) {
                narrow.insert(d);
            }
        }
        if narrow.len() == before {
            break;
        }
    }
    let op_fits = |p: &Plain| match *p {
        Plain::Bin { op: IOp::Shl | IOp::LShr | IOp::AShr, m, b, .. } => m <= NARROW && !results.contains(&b) && konst(b).is_some_and(|k| k < u64::from(m.count_ones())),
        Plain::Bin { m, .. } | Plain::Cmp { m, .. } | Plain::Cast { m, .. } | Plain::Gep { m, .. } => m <= NARROW,
        Plain::Select { dst, .. } => narrow.contains(&dst),
        Plain::Route { .. } => false,
    };
    let checks_fit = t.checks.iter().all(|c| matches!(*c, Check::Wrap { m, .. } if m <= NARROW));
    let copies_fit = t.copies.iter().all(|&(_, s)| results.contains(&s) && narrow.contains(&s));
    !ops.is_empty() && ops.iter().all(op_fits) && checks_fit && copies_fit
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front::ll::ast::Pred;

    fn bin(op: IOp, bits: u32, dst: Slot, a: Slot, b: Slot) -> Plain {
        Plain::Bin { op, m: crate::front::ll::layout::mask(bits), dst, a, b }
    }

    /// `x = x * a + b; i = i + 1; c = i == n` with `x` in slot 1, `i` in slot 2, the sums in
    /// 5..=7, `a`, `b`, `n` in 10..=12.
    fn mad_loop(bits: u32) -> (Vec<Plain>, Tail) {
        let ops =
            vec![bin(IOp::Mul, bits, 5, 1, 10), bin(IOp::Add, bits, 6, 5, 11), bin(IOp::Add, 32, 7, 2, 20), Plain::Cmp { pred: Pred::Eq, m: u32::MAX as u64, dst: 8, a: 7, b: 12 }];
        let t = Tail { cond: 8, back_when: false, copies: vec![(1, 6), (2, 7)], checks: vec![Check::Wrap { sub: false, nuw: true, nsw: true, m: u32::MAX as u64, a: 2, b: 20 }] };
        (ops, t)
    }

    fn one(s: Slot) -> Option<u64> {
        (s == 20).then_some(1)
    }

    #[test]
    fn a_loop_of_32_bit_values_fits_and_one_of_64_bit_values_does_not() {
        let (ops, t) = mad_loop(32);
        assert!(fits(&ops, &t, &one));
        let (ops, t) = mad_loop(16);
        assert!(fits(&ops, &t, &one), "narrower widths are masked in 32-bit lanes as in 64-bit ones");
        let (ops, t) = mad_loop(64);
        assert!(!fits(&ops, &t, &one));
    }

    #[test]
    fn a_phi_fed_from_before_the_loop_or_a_wide_select_does_not_fit() {
        // the phi of `x` takes a value the body does not compute (its type is unknown here)
        let (ops, mut t) = mad_loop(32);
        t.copies[0] = (1, 30);
        assert!(!fits(&ops, &t, &one));
        // a select of two values from before the loop, or of constants (types unknown)
        for (a, b) in [(30, 31), (20, 31), (20, 20)] {
            let (mut ops, t) = mad_loop(32);
            ops.push(Plain::Select { dst: 9, c: 8, a, b });
            assert!(!fits(&ops, &t, &one), "select of {a} and {b}");
        }
        // ... of a narrow result and a value from before the loop (the same type): fits,
        // also as a phi's source, and a select of that select
        let (mut ops, mut t) = mad_loop(32);
        ops.push(Plain::Select { dst: 9, c: 8, a: 31, b: 6 });
        ops.push(Plain::Select { dst: 13, c: 8, a: 20, b: 9 });
        t.copies[0] = (1, 13);
        assert!(fits(&ops, &t, &one));
        // a phi fed by a constant (its first value may be wide)
        let (ops, mut t) = mad_loop(32);
        t.copies[0] = (1, 20);
        assert!(!fits(&ops, &t, &one));
    }

    #[test]
    fn shifts_fit_only_by_a_constant_amount_below_the_width() {
        let k = |s: Slot| match s {
            20 => Some(1),
            21 => Some(7),
            22 => Some(32),
            _ => None,
        };
        for (amount, ok) in [(21, true), (22, false), (10, false)] {
            let (mut ops, t) = mad_loop(32);
            ops.push(bin(IOp::LShr, 32, 9, 6, amount));
            assert_eq!(fits(&ops, &t, &k), ok, "amount slot {amount}");
        }
    }
}
