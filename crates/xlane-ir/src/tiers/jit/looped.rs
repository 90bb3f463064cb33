//! Cranelift code for a run that is a whole self-loop block ([`super::tail`]). Each group of
//! lane pairs goes round on its own, its phis in vector registers: it loads its inputs once,
//! makes passes until one of them could make poison in one of its pairs, sends one of its lanes
//! out of the loop, or reaches the cap, and stores its results once. A group is [`GROUP`] lane
//! pairs while the wave has that many left (their passes interleaved: a loop of dependent
//! operations, such as a chain of multiply-adds, then runs at the processor's throughput
//! rather than at the latency of one chain), else one. The lane pairs of a wave agree on the number of passes
//! where the loop is uniform, the usual case; where they do not, the phis are restored from
//! `scratch` (saved on the way in) and every pair runs again, capped at the fewest passes any
//! pair made, which leaves the wave as after that many passes of the interpreter. A body whose
//! values all fit 32 bits ([`super::narrow`]) goes round in groups of [`GROUP32`] lane quads
//! with four 32-bit lanes per vector, twice the lanes per instruction and per register.
//!
//! On return, each phi holds the values its last pass read, and every result the last pass's
//! ops computed is stored as a plain run stores it: the driver finishes the last pass as it
//! finishes a plain run (undefined lanes, then the branch).

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32X4, I64, I64X2};
use cranelift_codegen::ir::{Block, BlockArg, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

use super::emit::{splat, Lanes, Val};
use super::plain::Plain;
use super::tail::Tail;
use crate::front::program::Slot;
use crate::tiers::lanewise::L;

/// Bytes of one slot, and of one phi's lanes in the scratch area.
const SLOT_BYTES: i64 = (L * 8) as i64;

/// Lane pairs that go round together.
const GROUP: usize = 4;

/// Lane quads that go round together in 32-bit lanes ([`super::narrow`]): 32 lanes, a wave32
/// or half a wave64, eight independent chains of vector operations (a chain of multiply-adds
/// waits about 11 cycles per step on a `pmulld` of 10 cycles' latency, in which eight
/// multiplies issue).
const GROUP32: usize = 8;

/// Fill `b`'s function (signature [`super::RunFn`]) with the loop of `tail` around `ops`.
/// `inputs` are the slots the body reads from before the loop (the phis among them), loaded
/// once per lane pair.
pub(super) fn loop_fn(b: &mut FunctionBuilder, ops: &[Plain], konst: &dyn Fn(Slot) -> Option<u64>, stored: &dyn Fn(Slot) -> bool, t: &Tail, inputs: &[Slot]) {
    let phis: Vec<Slot> = t.copies.iter().map(|c| c.0).collect();
    let entry = b.create_block();
    let pair = b.create_block();
    let done = b.create_block();
    let ret = b.create_block();
    let restore = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let [vals, bytes, max, scratch] = [0, 1, 2, 3].map(|i| b.block_params(entry)[i]);
    let w32 = super::narrow::fits(ops, t, konst);
    let group_bytes = if w32 { 32 * GROUP32 } else { 16 * GROUP } as i64;
    let zero = b.ins().iconst(I64, 0);
    let none = b.ins().iconst(I64, -1);
    b.ins().jump(pair, &[zero.into(), none.into(), zero.into(), max.into()]);

    // pair(offset, fewest passes so far, most passes so far, cap): a group of GROUP pairs
    // while that many are left, else one
    let params = [0; 4].map(|_| b.append_block_param(pair, I64));
    let grouped = b.create_block();
    let single = b.create_block();
    b.switch_to_block(pair);
    let end = b.ins().iadd_imm(params[0], group_bytes);
    let fits = b.ins().icmp(IntCC::UnsignedLessThanOrEqual, end, bytes);
    let args: Vec<BlockArg> = params.iter().map(|&v| BlockArg::from(v)).collect();
    b.ins().brif(fits, grouped, &args, single, &args);
    let g = Group { ops, konst, stored, t, inputs, phis: &phis, vals, bytes, scratch, pair, done };
    if w32 {
        g.emit(b, grouped, GROUP32, true);
    } else {
        g.emit(b, grouped, GROUP, false);
    }
    g.emit(b, single, 1, false);

    // done: every pair made as many passes, or all run again from the saved phis
    let [fewest, most] = [0; 2].map(|_| b.append_block_param(done, I64));
    b.switch_to_block(done);
    let agree = b.ins().icmp(IntCC::Equal, fewest, most);
    b.ins().brif(agree, ret, &[], restore, &[zero.into()]);

    b.switch_to_block(ret);
    b.ins().return_(&[fewest]);

    let off = b.append_block_param(restore, I64);
    b.switch_to_block(restore);
    let p = b.ins().iadd(vals, off);
    let saved = b.ins().iadd(scratch, off);
    for (i, &d) in phis.iter().enumerate() {
        let v = b.ins().load(I64X2, Lanes::flags(), saved, (i as i64 * SLOT_BYTES) as i32);
        b.ins().store(Lanes::flags(), v, p, (d as i64 * SLOT_BYTES) as i32);
    }
    let next = b.ins().iadd_imm(off, 16);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, next, bytes);
    b.ins().brif(more, restore, &[next.into()], pair, &[zero.into(), none.into(), zero.into(), fewest.into()]);
    b.seal_all_blocks();
}

/// What the code of one group size needs.
struct Group<'a> {
    ops: &'a [Plain],
    konst: &'a dyn Fn(Slot) -> Option<u64>,
    stored: &'a dyn Fn(Slot) -> bool,
    t: &'a Tail,
    inputs: &'a [Slot],
    phis: &'a [Slot],
    vals: Value,
    bytes: Value,
    scratch: Value,
    /// Where the next group starts, and where the last one ends.
    pair: Block,
    done: Block,
}

impl Group<'_> {
    /// The code of `n` lane pairs from `start(offset, fewest, most, cap)`, or with `w32` of
    /// `n` lane quads in 32-bit lanes: load, go round, store, then on to the next group (or
    /// `done`).
    fn emit(&self, b: &mut FunctionBuilder, start: Block, n: usize, w32: bool) {
        let (konst, phis) = (self.konst, self.phis);
        let unit = if w32 { 32 } else { 16 };
        let vec = if w32 { I32X4 } else { I64X2 };
        let pass = b.create_block();
        let finish = b.create_block();
        let [off, fewest, most, cap] = [0; 4].map(|_| b.append_block_param(start, I64));
        b.switch_to_block(start);
        let zero = b.ins().iconst(I64, 0);
        // per pair: its address in slot 0, and its known values (the inputs, loaded once)
        let mut ps = vec![];
        let mut seeds = vec![];
        let mut firsts = vec![];
        for j in 0..n {
            let at = b.ins().iadd_imm(off, unit * j as i64);
            let p = b.ins().iadd(self.vals, at);
            let saved = b.ins().iadd(self.scratch, at);
            // the phis saved as they are (64-bit lanes), for the rerun
            for (i, &d) in phis.iter().enumerate() {
                for k in (0..unit).step_by(16) {
                    let v = b.ins().load(I64X2, Lanes::flags(), p, (d as i64 * SLOT_BYTES + k) as i32);
                    b.ins().store(Lanes::flags(), v, saved, (i as i64 * SLOT_BYTES + k) as i32);
                }
            }
            let mut e = Lanes::new(b, p, konst);
            e.w32 = w32;
            for &s in self.inputs.iter().filter(|&&s| konst(s).is_none()) {
                e.get(s);
            }
            seeds.push(e.known.clone());
            let first: Vec<Value> = phis.iter().map(|&d| e.get(d)).collect();
            ps.push(p);
            firsts.extend(first);
        }
        let args: Vec<BlockArg> = std::iter::once(zero).chain(firsts).map(BlockArg::from).collect();
        b.ins().jump(pass, &args);

        // pass(passes made, each pair's phis): the body, op by op over the pairs, the tests,
        // the moves as the next pass's phis
        let k = b.append_block_param(pass, I64);
        let cur: Vec<Value> = (0..n * phis.len()).map(|_| b.append_block_param(pass, vec)).collect();
        b.switch_to_block(pass);
        let mut known: Vec<HashMap<Slot, Val>> = seeds;
        for (j, kn) in known.iter_mut().enumerate() {
            for (&d, &v) in phis.iter().zip(&cur[j * phis.len()..]) {
                kn.insert(d, Val { v, dirty: None });
            }
        }
        // one pair's emitter over its known values
        let with = |b: &mut FunctionBuilder, known: &mut HashMap<Slot, Val>, p: Value, f: &mut dyn FnMut(&mut Lanes) -> Option<Value>| {
            let mut e = Lanes::new(b, p, konst);
            e.w32 = w32;
            e.known = std::mem::take(known);
            let v = f(&mut e);
            *known = std::mem::take(&mut e.known);
            v
        };
        for op in self.ops {
            for j in 0..n {
                with(b, &mut known[j], ps[j], &mut |e| {
                    e.compute(op);
                    None
                });
            }
        }
        let mut pois = if w32 { super::emit::vconst(b, I32X4, &[0; 16]) } else { splat(b, 0) };
        let mut leaving = None;
        let mut next = vec![];
        for j in 0..n {
            for c in &self.t.checks {
                let bad = with(b, &mut known[j], ps[j], &mut |e| Some(e.poison(c))).expect("a value");
                pois = b.ins().bor(pois, bad);
            }
            let c = with(b, &mut known[j], ps[j], &mut |e| Some(e.get(self.t.cond))).expect("a value");
            let leaves = if self.t.back_when {
                let all = b.ins().vall_true(c);
                b.ins().bxor_imm(all, 1)
            } else {
                b.ins().vany_true(c)
            };
            leaving = Some(match leaving {
                None => leaves,
                Some(l) => b.ins().bor(l, leaves),
            });
            for &(_, s) in &self.t.copies {
                next.push(with(b, &mut known[j], ps[j], &mut |e| Some(e.get(s))).expect("a value"));
            }
        }
        let poisoned = b.ins().vany_true(pois);
        let made = b.ins().iadd_imm(k, 1);
        let capped = b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, made, cap);
        let stop = b.ins().bor(poisoned, leaving.expect("a group has a pair"));
        let stop = b.ins().bor(stop, capped);
        let args: Vec<BlockArg> = std::iter::once(made).chain(next).map(BlockArg::from).collect();
        b.ins().brif(stop, finish, &[], pass, &args);

        // finish: the last pass's results and phis to their slots, then the next group
        b.switch_to_block(finish);
        for j in 0..n {
            with(b, &mut known[j], ps[j], &mut |e| {
                for op in self.ops {
                    if (self.stored)(op.dst()) {
                        let v = e.get(op.dst());
                        e.store(op.dst(), v);
                    }
                }
                for (&d, &v) in phis.iter().zip(&cur[j * phis.len()..]) {
                    e.store(d, v);
                }
                None
            });
        }
        let fewest = b.ins().umin(fewest, made);
        let most = b.ins().umax(most, made);
        let next = b.ins().iadd_imm(off, unit * n as i64);
        let more = b.ins().icmp(IntCC::UnsignedLessThan, next, self.bytes);
        b.ins().brif(more, self.pair, &[next.into(), fewest.into(), most.into(), cap.into()], self.done, &[fewest.into(), most.into()]);
    }
}
