//! A compiled run ([`crate::tiers::jit`]) as one step of the driver. The native loop computes the
//! values; the undefined lanes are worked out here, op by op in program order, by the rules
//! the general step applies (`iops::ibin`, `iops::icmp`, `iops::cast_op`, `values::select`,
//! `values::gep`), from the operands' values after the run. That is exact because a run never
//! writes a slot it has read (`jit::runs`), so every operand still holds what its op read.

use super::*;
use crate::tiers::jit::{Plain, RouteTable, Run};

/// Take the compiled run `run` at `cx.pc`'s place for the lanes `cx.exec` (up to `max` passes
/// of its loop), where its holes hold their kept results and every route's table is known:
/// the passes made, or `None` with nothing done.
pub(super) fn enter(cx: &mut Cx, regs: &mut Regs, reused: &mut Reused, reuse: Option<&ReusePlan>, run: &Run, max: u64) -> Option<u64> {
    let exec = cx.exec;
    // its holes: kept results, each already in its slots
    if !run.holes.is_empty() && !reuse.is_some_and(|r| reused.all_hold(r, run.start, &run.holes, exec)) {
        return None;
    }
    let ran = if run.route_pcs.is_empty() {
        self::run(run, &cx.func.code, regs, exec, max, &mut cx.side.loop_scratch, &[])
    } else if let Some(t) = reuse.and_then(|r| reused.run_tables(r, cx, run, exec)) {
        // the tables this wave object last worked out for the run, all still right
        self::run(run, &cx.func.code, regs, exec, max, &mut cx.side.loop_scratch, t)
    } else {
        let (tables, versions) = route_tables(cx, regs, reused, reuse, run, exec)?;
        let ran = self::run(run, &cx.func.code, regs, exec, max, &mut cx.side.loop_scratch, &tables);
        if ran.is_some() && reuse.is_some() {
            reused.keep_run_tables(run.start, exec, versions, tables);
        }
        ran
    };
    let n = ran?;
    // a clean run has no op that can make poison
    if cx.info.checks.poison && !run.clean {
        note_poison(cx, regs, run);
    }
    // the holes count as written in this wave, as skipping each would make them
    regs.touch_all(&run.hole_dsts);
    if !run.route_pcs.is_empty() && !cx.side.undef_from.is_empty() {
        // a route's result is defined: no origin of undefined lanes to recall
        for &at in &run.route_pcs {
            if let Op::Builtin(ops::Builtin { outs, .. }) = &cx.func.code[at as usize].op {
                cx.side.undef_from.remove(&(cx.func_id, outs[0].slot));
            }
        }
    }
    Some(n)
}

/// The ops of a compiled run that made poison from defined operands in its last pass (the
/// passes before made none): noted for the undefined-value trace, as the general step notes
/// its own (`trace::note_poison`). Every operand still holds what its op read.
fn note_poison(cx: &mut Cx, regs: &Regs, run: &Run) {
    let exec = cx.exec;
    for u in run.und.iter().filter(|u| u.may_poison) {
        let made = regs.und(u.dst) & exec & !u.srcs[..u.nsrcs as usize].iter().fold(0, |m, &s| m | regs.und(s));
        if made != 0 {
            super::trace::note_made(cx, regs, &cx.func.code[u.pc as usize].op, u.pc, made);
        }
    }
}

/// The tables of the routes of `run` under `exec` from their sites' remembered evaluations
/// (`calls::compiled_route`), and the sites' versions then; `None` where one is not known.
fn route_tables(cx: &mut Cx, regs: &Regs, reused: &mut Reused, reuse: Option<&ReusePlan>, run: &Run, exec: u64) -> Option<(Vec<RouteTable>, Vec<u64>)> {
    let mut tables = vec![RouteTable::EMPTY; run.route_pcs.len()];
    let mut versions = vec![0; run.route_pcs.len()];
    for ((&at, t), v) in run.route_pcs.iter().zip(&mut tables).zip(&mut versions) {
        // steered by kept results unchanged since the site last recalled them: the same
        // route, nothing compared
        let steered = reuse.and_then(|r| Some((r, r.steered_at(at)?)));
        *v = cx.sites.site(cx.func_id, at, cx.func.code.len()).version();
        let known = steered.is_some_and(|(r, j)| reused.route_holds(r, j, exec, *v));
        if !calls::compiled_route(cx, regs, at, known, t) {
            return None;
        }
        if let Some((r, j)) = steered.filter(|_| !known) {
            reused.route_ran(r, j, exec, Some(*v));
        }
    }
    Some((tables, versions))
}

/// Run `run` (the ops of `code` from `run.start` on, its holes already known to hold their
/// results, `exec::reuse`) for the lanes `exec`: one pass, or for
/// a run with a loop up to `max` passes where every slot its body reads from before the
/// loop is defined in `exec` (`jit::tail`). The passes made, each but the last with its
/// branch and phi moves done; `None` when the lanes are not a run compiled code takes (lanes
/// `0..n`, `n` even), nothing done then.
#[inline]
pub(super) fn run(run: &Run, code: &[DInst], regs: &mut Regs, exec: u64, max: u64, scratch: &mut Vec<u64>, routes: &[RouteTable]) -> Option<u64> {
    let lanes_each = if run.quad { 4 } else { 2 };
    if exec & exec.wrapping_add(1) != 0 || !exec.trailing_ones().is_multiple_of(lanes_each) || exec == 0 || regs.len() < run.nslots as usize {
        return None;
    }
    let inputs_undefined = run.inputs.iter().any(|&s| regs.und(s) & exec != 0);
    if inputs_undefined && !run.route_pcs.is_empty() {
        return None;
    }
    let inputs_defined = run.looping.as_ref().is_some_and(|lp| lp.inputs.iter().all(|&s| regs.und(s) & exec == 0));
    if run.lean && !inputs_defined {
        return None;
    }
    // every result, also those kept in vector registers only: the rules below write their
    // undefined lanes, and a first write restores a slot from its template
    for u in &run.und {
        regs.prepare_write(u.dst, exec);
    }
    let max = match &run.looping {
        Some(lp) if max > 1 && inputs_defined => {
            for &d in &lp.copy_dsts {
                regs.prepare_write(d, exec);
            }
            max
        }
        _ => 1,
    };
    // SAFETY: the file has the run's slots (checked above) and `regs` is borrowed mutably
    // for the call; the lane count is even and between 2 and 64.
    if scratch.len() < run.scratch_words() {
        scratch.resize(run.scratch_words(), 0);
    }
    let passes = unsafe { run.call(regs.vals_ptr(), exec.trailing_ones(), max, scratch, routes) };
    if run.clean && !inputs_undefined {
        // no op could make poison and every operand from before the run (holes' results
        // included) is defined, so every result is defined in `exec`: what the rules below
        // would find op by op
        for u in &run.und {
            regs.set_und(u.dst, 0, exec);
        }
        return Some(passes);
    }
    // The passes before the last made no poison from defined inputs, so their results and
    // moves are defined in `exec`; the last pass's undefined lanes follow from its operands.
    // op by op in program order: an op that cannot make poison, with every operand defined
    // in `exec`, has a defined result (each rule below gives no undefined lane then)
    let mut tables = routes.iter();
    for (u, p) in run.und.iter().zip(&run.ops) {
        let table = if matches!(p, Plain::Route { .. }) { tables.next() } else { None };
        if !u.may_poison && u.srcs[..u.nsrcs as usize].iter().all(|&s| regs.und(s) & exec == 0) {
            regs.set_und(u.dst, 0, exec);
        } else if let (Some(t), Plain::Route { dst, src, .. }) = (table, *p) {
            // a lane is undefined where the lane it reads is
            let us = regs.und(src);
            let u = (0..L).filter(|&n| exec >> n & 1 != 0 && us >> (t.src[n] / 8) & 1 != 0).fold(0u64, |u, n| u | 1 << n);
            regs.set_und(dst, u, exec);
        } else {
            undefined_lanes(regs, &code[u.pc as usize].op, exec);
        }
    }
    Some(passes)
}

/// The undefined lanes of a plain op's result, as the general step leaves them.
fn undefined_lanes(regs: &mut Regs, op: &Op, exec: u64) {
    match *op {
        Op::IBin(ops::IBin { op, bits, flags, dst, a, b }) => {
            let bits = bits as u32;
            let mut u = regs.und(a) | regs.und(b);
            if matches!(op, IOp::Shl | IOp::LShr | IOp::AShr) {
                // a shift by the width or more is poison (`iops::shift`)
                u |= regs::where1(regs.get(b), |sh| sh >= bits as u64);
            }
            let poison = if flags != 0 { flag_poison(op, bits, flags, regs.get(a), regs.get(b)) & exec } else { 0 };
            regs.set_und(dst, u, exec);
            if poison != 0 {
                regs.undefine(dst, poison);
            }
            if (regs.und(a) | regs.und(b)) & exec != 0 && matches!(op, IOp::And | IOp::Or | IOp::Mul) {
                iops::absorbing(regs, op, mask(bits), dst, a, b, exec, poison);
            }
        }
        Op::ICmp(ops::ICmp { bits, dst, a, b, samesign, .. }) => {
            let poison = if samesign { iops::samesign_poison(bits as u32, regs.get(a), regs.get(b)) } else { 0 };
            let u = regs.und(a) | regs.und(b) | poison;
            regs.set_und(dst, u, exec);
        }
        Op::Cast(ops::Cast { op, from, to, flags, dst, a }) => {
            let poison = if flags != 0 { cast_flag_poison(op, from, to, flags, regs.get(a)) } else { 0 };
            let u = regs.und(a) | poison;
            regs.set_und(dst, u, exec);
        }
        Op::Select(ops::Select { dst, c, a, b }) => {
            let (ua, ub) = (regs.und(a), regs.und(b));
            let take_a = if ua == ub { 0 } else { regs::where1(regs.get(c), |x| x & 1 != 0) };
            let u = regs.und(c) | (ua & take_a) | (ub & !take_a);
            regs.set_und(dst, u, exec);
        }
        Op::Gep(ops::Gep { dst, base, ref terms, .. }) => {
            let u = regs.und(base) | terms.iter().fold(0, |u, t| u | regs.und(t.slot));
            regs.set_und(dst, u, exec);
        }
        _ => unreachable!("not a plain op"),
    }
}

#[cfg(all(test, feature = "jit"))]
mod tests {
    use super::*;
    use crate::front::ll::ast::flags::*;
    use crate::run::exec::fast::tests::general;
    use crate::tiers::jit::{Compiled, FuncCode};
    use proptest::prelude::*;

    /// Slots 0..4 hold random operands, slot 4 a constant (the same defined value in every
    /// lane, which the code generator may fold); each op writes the next slot.
    const INPUTS: u32 = 5;
    const KONST: Slot = 4;

    /// One random plain op reading earlier slots (`pick` chooses among them).
    fn op_strategy() -> impl Strategy<Value = (u8, u8, u8, [u16; 3], u8)> {
        (any::<u8>(), any::<u8>(), any::<u8>(), any::<[u16; 3]>(), any::<u8>())
    }

    /// The op made from random numbers: `kind` picks the family and its operator, `w` a width,
    /// `f` the poison flags, `src` the operand slots among the `dst` written so far. Operands
    /// are well typed, as in decoded IR: `widths[s]` is slot `s`'s width, and an operand of
    /// `bits` (or a select's i1 condition) is picked among the slots of that width (slot 0, an
    /// input of `bits`, when there is none). The result's width is pushed to `widths`.
    fn make_op((kind, w, f, src, extra): (u8, u8, u8, [u16; 3], u8), dst: Slot, bits: u8, widths: &mut Vec<u8>) -> Op {
        let of_width = |k: usize, want: u8| {
            let fit: Vec<Slot> = (0..dst).filter(|&s| widths[s as usize] == want).collect();
            if fit.is_empty() {
                0
            } else {
                fit[src[k] as usize % fit.len()]
            }
        };
        let (a, b, c) = (of_width(0, bits), of_width(1, bits), of_width(2, 1));
        let to = [1u8, 8, 16, 32, 64][w as usize % 5];
        widths.push(match kind % 6 {
            0 | 1 | 4 => bits,
            2 => 1,
            3 => to,
            _ => 64,
        });
        match kind % 6 {
            0 | 1 => {
                let op = [IOp::Add, IOp::Sub, IOp::Mul, IOp::And, IOp::Or, IOp::Xor, IOp::Shl, IOp::LShr, IOp::AShr][extra as usize % 9];
                let flags = [0, 0, NUW, NSW, NUW | NSW, EXACT, DISJOINT][f as usize % 7];
                Op::IBin(ops::IBin { op, bits, flags, dst, a, b })
            }
            2 => {
                let pred = [Pred::Eq, Pred::Ne, Pred::Ugt, Pred::Uge, Pred::Ult, Pred::Ule, Pred::Sgt, Pred::Sge, Pred::Slt, Pred::Sle][extra as usize % 10];
                Op::ICmp(ops::ICmp { pred, bits, dst, a, b, samesign: f % 2 == 1 })
            }
            3 => {
                let op = [CastOp::Trunc, CastOp::ZExt, CastOp::SExt, CastOp::BitCast][extra as usize % 4];
                let flags = [0, NNEG, NUW, NSW][f as usize % 4];
                Op::Cast(ops::Cast { op, from: STy::Int(bits), to: STy::Int(to), flags, dst, a })
            }
            4 => Op::Select(ops::Select { dst, c, a, b }),
            _ => {
                let scale = [1i64, 4, 8, -16, 12, 0][f as usize % 6];
                // one index, or none (a constant offset)
                let terms = if extra % 4 == 0 { vec![] } else { vec![GepTerm { slot: b, scale, bits }] };
                Op::Gep(ops::Gep { dst, base: a, terms, offset: extra as i64 - 128, bits: 64 })
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]
        /// A random sequence of plain ops, compiled and run as one fused step, leaves every
        /// slot (values in every lane, undefined lanes) as the general step leaves it op by
        /// op; exec masks the compiled code does not take are declined with nothing done. Some
        /// ops may be holes (kept results already in their slots, which runs skip).
        #[test]
        fn compiled_runs_agree_with_the_general_step(
            bits in prop::sample::select(vec![1u8, 8, 16, 32, 33, 64]),
            ops in prop::collection::vec(op_strategy(), 2..12),
            read_after in any::<u16>(),
            vals in prop::collection::vec(prop_oneof![any::<u64>(), 0u64..4, Just(u64::MAX), 30u64..70], (INPUTS as usize - 1) * L),
            und in prop::collection::vec(prop_oneof![3 => Just(0u64), 1 => any::<u64>()], INPUTS as usize - 1),
            k in prop_oneof![0u64..70, any::<u64>()],
            exec in prop_oneof![Just(u64::MAX), Just(0xffff_ffffu64), (1u32..33).prop_map(|n| (1u64 << (2 * n - 1) << 1).wrapping_sub(1)), any::<u64>()],
            hole_bits in prop_oneof![Just(0u16), any::<u16>()],
        ) {
            let m = mask(bits as u32);
            // a constant is canonical (its type's width), as the decoder makes every constant
            let k = k & m;
            let mut widths = vec![bits; INPUTS as usize];
            let mut code: Vec<DInst> = ops.iter().enumerate().map(|(i, &r)| DInst { op: make_op(r, INPUTS + i as u32, bits, &mut widths), mode: Mode::Normal, line: 1, src_line: None }).collect();
            let nslots = INPUTS as usize + code.len();
            // the results an op after the run reads (the compiled code need not store the
            // others, whose values are then not compared; their undefined lanes are)
            let n = code.len();
            let read = |s: u32| s < INPUTS || read_after >> ((s - INPUTS) % 16) & 1 != 0;
            code.push(DInst { op: Op::Ret(ops::Ret { vals: (INPUTS..nslots as u32).filter(|&s| read(s)).collect() }), mode: Mode::Normal, line: 1, src_line: None });
            // a file made from a template, as a wave's: a slot's first write restores it
            let mut template = Regs::new(nslots);
            for s in 0..INPUTS - 1 {
                let mut r = [0u64; L];
                for (l, v) in r.iter_mut().enumerate() {
                    *v = vals[s as usize * L + l] & m;
                }
                template.set(s, &r, und[s as usize]);
            }
            template.set(KONST, &[k; L], 0);
            template.forget_writes();
            let mut regs = Regs::from_template(&std::sync::Arc::new(template));
            let mut want = regs.clone();
            for inst in &code[..n] {
                general(&mut want, &inst.op, exec);
            }
            // holes: ops that read only the inputs and other holes, as kept results do; their
            // results are in their slots before the run (kept from an earlier wave) and the
            // run skips them
            let mut hole = vec![false; n];
            for i in 0..n {
                let mut reads = vec![];
                if let Some(p) = crate::tiers::jit::Plain::of(&code[i]) {
                    reads.extend(p.srcs());
                }
                hole[i] = hole_bits >> (i % 16) & 1 != 0
                    && crate::tiers::jit::Plain::of(&code[i]).is_some()
                    && reads.iter().all(|&s| s < INPUTS || hole[(s - INPUTS) as usize]);
            }
            for i in (0..n).filter(|&i| hole[i]) {
                general(&mut regs, &code[i].op, exec);
            }
            let compiled = Compiled::compile(&[FuncCode { code: &code, edges: &[], block_start: &[] }], 2, &|_, s| (s == KONST).then_some(k), &|_, pc| pc < n && hole[pc]);
            let mut pc = 0;
            while pc < n {
                match compiled.at(0, pc as u32) {
                    Some(r) if run(r, &code, &mut regs, exec, 1, &mut vec![], &[]).is_some() => {
                        prop_assert!(r.holes.iter().all(|&h| hole[h as usize]));
                        pc += r.len as usize
                    }
                    _ if hole[pc] => pc += 1,
                    // declined, or no run: the ops run one by one (a declined run wrote nothing)
                    _ => {
                        general(&mut regs, &code[pc].op, exec);
                        pc += 1;
                    }
                }
            }
            for s in 0..nslots as u32 {
                prop_assert_eq!(regs.und(s), want.und(s), "undefined lanes of slot {} ({:?})", s, code.get((s as usize).wrapping_sub(INPUTS as usize)));
                if read(s) {
                    prop_assert_eq!(regs.get(s), want.get(s), "values of slot {} ({:?})", s, code.get((s as usize).wrapping_sub(INPUTS as usize)));
                }
            }
        }
    }

    /// The shapes the proptest relies on: a plain sequence compiles to one run, and a
    /// non-contiguous exec mask is declined without touching the registers.
    #[test]
    fn a_plain_sequence_is_one_run_and_odd_masks_are_declined() {
        let code: Vec<DInst> = [
            Op::IBin(ops::IBin { op: IOp::Add, bits: 32, flags: 0, dst: 2, a: 0, b: 1 }),
            Op::IBin(ops::IBin { op: IOp::Mul, bits: 32, flags: 0, dst: 3, a: 2, b: 1 }),
            Op::ICmp(ops::ICmp { pred: Pred::Slt, bits: 32, dst: 4, a: 3, b: 0, samesign: false }),
            Op::Ret(ops::Ret { vals: vec![2, 3, 4] }),
        ]
        .into_iter()
        .map(|op| DInst { op, mode: Mode::Normal, line: 1, src_line: None })
        .collect();
        let compiled = Compiled::compile(&[FuncCode { code: &code, edges: &[], block_start: &[] }], 2, &|_, _| None, &|_, _| false);
        assert_eq!(compiled.len(), 1);
        let r = compiled.at(0, 0).expect("one run from op 0");
        assert_eq!(r.ops.len(), 3);
        let mut regs = Regs::new(5);
        regs.set(0, &[7; L], 0);
        regs.set(1, &[0xffff_fff0; L], 0);
        let before = regs.clone();
        assert!(run(r, &code, &mut regs, 0b1011, 1, &mut vec![], &[]).is_none());
        assert!(run(r, &code, &mut regs, 0b111, 1, &mut vec![], &[]).is_none());
        for s in 0..5 {
            assert_eq!((regs.get(s), regs.und(s)), (before.get(s), before.und(s)));
        }
        // lanes 0..4: (7 + 0xffff_fff0) mod 2^32 = 0xffff_fff7; × 0xffff_fff0 mod 2^32 = 0x90
        // (−9 × −16 = 144); 144 < 7 signed: false
        assert_eq!(run(r, &code, &mut regs, 0b1111, 1, &mut vec![], &[]), Some(1));
        assert_eq!(regs.lane(2, 3), 0xffff_fff7);
        assert_eq!(regs.lane(3, 0), 0x90);
        assert_eq!(regs.lane(4, 1), 0);
        assert_eq!(regs.und(4) & 0b1111, 0);
        assert_eq!(regs.und(4) & !0b1111, !0b1111, "lanes outside exec keep their (undefined) state");
    }
}
