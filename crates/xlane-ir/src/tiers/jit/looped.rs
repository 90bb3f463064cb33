//! Cranelift code for a run that is a whole self-loop block ([`super::tail`]). Each lane pair
//! goes round on its own, its phis in vector registers: it loads its inputs once, makes passes
//! until one of them could make poison, sends one of its lanes out of the loop, or reaches the
//! cap, and stores its results once. The lane pairs of a wave agree on the number of passes
//! where the loop is uniform, the usual case; where they do not, the phis are restored from
//! `scratch` (saved on the way in) and every pair runs again, capped at the fewest passes any
//! pair made, which leaves the wave as after that many passes of the interpreter.
//!
//! On return, each phi holds the values its last pass read, and every result the last pass's
//! ops computed is stored as a plain run stores it: the driver finishes the last pass as it
//! finishes a plain run (undefined lanes, then the branch).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I64, I64X2};
use cranelift_codegen::ir::{BlockArg, InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

use super::emit::{Lanes, Val};
use super::plain::Plain;
use super::tail::Tail;
use crate::front::program::Slot;
use crate::tiers::lanewise::L;

/// Bytes of one slot, and of one phi's lanes in the scratch area.
const SLOT_BYTES: i64 = (L * 8) as i64;

/// Fill `b`'s function (signature [`super::RunFn`]) with the loop of `tail` around `ops`.
/// `inputs` are the slots the body reads from before the loop (the phis among them), loaded
/// once per lane pair.
pub(super) fn loop_fn(b: &mut FunctionBuilder, ops: &[Plain], konst: &dyn Fn(Slot) -> Option<u64>, stored: &dyn Fn(Slot) -> bool, t: &Tail, inputs: &[Slot]) {
    let phis: Vec<Slot> = t.copies.iter().map(|c| c.0).collect();
    let entry = b.create_block();
    let pair = b.create_block();
    let pass = b.create_block();
    let finish = b.create_block();
    let done = b.create_block();
    let ret = b.create_block();
    let restore = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let [vals, bytes, max, scratch] = [0, 1, 2, 3].map(|i| b.block_params(entry)[i]);
    let zero = b.ins().iconst(I64, 0);
    let none = b.ins().iconst(I64, -1);
    b.ins().jump(pair, &[zero.into(), none.into(), zero.into(), max.into()]);

    // pair(offset, fewest passes so far, most passes so far, cap): load the inputs, save the
    // phis, go round
    let [off, fewest, most, cap] = [0; 4].map(|_| b.append_block_param(pair, I64));
    b.switch_to_block(pair);
    let p = b.ins().iadd(vals, off);
    let saved = b.ins().iadd(scratch, off);
    let mut e = Lanes::new(b, p, konst);
    for &s in inputs.iter().filter(|&&s| konst(s).is_none()) {
        e.get(s);
    }
    let seed = e.known.clone();
    let first: Vec<Value> = phis.iter().map(|&d| e.get(d)).collect();
    for (i, &v) in first.iter().enumerate() {
        e.b.ins().store(Lanes::flags(), v, saved, (i as i64 * SLOT_BYTES) as i32);
    }
    let b = e.b;
    let args: Vec<BlockArg> = std::iter::once(zero).chain(first).map(BlockArg::from).collect();
    b.ins().jump(pass, &args);

    // pass(passes made, the phis): the body, the tests, the moves as the next pass's phis
    let k = b.append_block_param(pass, I64);
    let cur: Vec<Value> = phis.iter().map(|_| b.append_block_param(pass, I64X2)).collect();
    b.switch_to_block(pass);
    let mut e = Lanes::new(b, p, konst);
    e.known = seed;
    for (&d, &v) in phis.iter().zip(&cur) {
        e.known.insert(d, Val { v, dirty: None });
    }
    for op in ops {
        e.compute(op);
    }
    let mut pois = e.splat(0);
    for c in &t.checks {
        let bad = e.poison(c);
        pois = e.b.ins().bor(pois, bad);
    }
    let c = e.get(t.cond);
    let next: Vec<Value> = t.copies.iter().map(|&(_, s)| e.get(s)).collect();
    let b = &mut *e.b;
    let poisoned = b.ins().vany_true(pois);
    let leaves = if t.back_when {
        let all = b.ins().vall_true(c);
        b.ins().bxor_imm(all, 1)
    } else {
        b.ins().vany_true(c)
    };
    let made = b.ins().iadd_imm(k, 1);
    let capped = b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, made, cap);
    let stop = b.ins().bor(poisoned, leaves);
    let stop = b.ins().bor(stop, capped);
    let args: Vec<BlockArg> = std::iter::once(made).chain(next).map(BlockArg::from).collect();
    b.ins().brif(stop, finish, &[], pass, &args);

    // finish: the last pass's results and phis to their slots, then the next pair
    e.b.switch_to_block(finish);
    for op in ops {
        if stored(op.dst()) {
            let v = e.get(op.dst());
            e.store(op.dst(), v);
        }
    }
    for (&d, &v) in phis.iter().zip(&cur) {
        e.store(d, v);
    }
    let b = e.b;
    let fewest = b.ins().umin(fewest, made);
    let most = b.ins().umax(most, made);
    let next = b.ins().iadd_imm(off, 16);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, next, bytes);
    b.ins().brif(more, pair, &[next.into(), fewest.into(), most.into(), cap.into()], done, &[fewest.into(), most.into()]);

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
