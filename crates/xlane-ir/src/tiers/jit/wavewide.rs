//! Cranelift code for a self-loop block ([`super::tail`]) whose body moves values between lanes
//! (routes): the lane pairs cannot go round on their own (`super::looped`), so each pass runs
//! over the whole wave: the body's pieces one after another (`emit::emit_pieces`), the last
//! with the poison tests and the branch condition, then, when every lane goes round and
//! nothing is poison, one loop over the lane pairs for the back edge's phi moves.
//!
//! On return the wave is as after the passes made: each but the last with its branch and
//! moves, the last with its results stored; the driver finishes it as a plain run.

use std::collections::HashSet;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{InstBuilder, Value};
use cranelift_frontend::FunctionBuilder;

use super::emit::{crossing, emit_pieces, pair_offsets, Lanes};
use super::plain::Plain;
use super::tail::Tail;
use crate::front::program::Slot;

/// Fill `b`'s function (signature [`super::RunFn`]) with the passes of `tail` around `ops`.
/// Its loops do two lane pairs an iteration: the lane count must be a multiple of four
/// ([`super::Run::quad`]).
pub(super) fn wave_loop_fn(b: &mut FunctionBuilder, ops: &[Plain], konst: &dyn Fn(Slot) -> Option<u64>, stored: &dyn Fn(Slot) -> bool, t: &Tail) {
    let entry = b.create_block();
    let head = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let [vals, bytes, max, _, routes] = [0, 1, 2, 3, 4].map(|i| b.block_params(entry)[i]);
    let zero = b.ins().iconst(I64, 0);
    b.ins().jump(head, &[zero.into()]);

    // head(passes made): the body, each piece's results that a later piece or the moves
    // read stored, the tests run by the last piece
    let k = b.append_block_param(head, I64);
    b.switch_to_block(head);
    let crossing: HashSet<Slot> = crossing(ops);
    let (pois, cond) = emit_pieces(b, vals, bytes, routes, ops, konst, &|s| stored(s) || crossing.contains(&s), Some(t), true).expect("a run with a loop has ops");
    let decide = b.create_block();
    b.ins().jump(decide, &[]);

    // another pass when no lane made poison, every lane goes round, and `max` allows it
    b.switch_to_block(decide);
    let made = b.ins().iadd_imm(k, 1);
    let poisoned = b.ins().vany_true(pois);
    let leaves = if t.back_when {
        let every = b.ins().vall_true(cond);
        b.ins().bxor_imm(every, 1)
    } else {
        b.ins().vany_true(cond)
    };
    let capped = b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, made, max);
    let stop = b.ins().bor(poisoned, leaves);
    let stop = b.ins().bor(stop, capped);
    let moves = b.create_block();
    let ret = b.create_block();
    b.ins().brif(stop, ret, &[], moves, &[zero.into()]);

    // the back edge's phi moves (each lane pair reads only its own lanes: reading every
    // source of a pair before writing is the parallel copy)
    let off = b.append_block_param(moves, I64);
    b.switch_to_block(moves);
    for half in pair_offsets(b, off, true) {
        let p = b.ins().iadd(vals, half);
        let mut e = Lanes::new(b, p, konst);
        let srcs: Vec<Value> = t.copies.iter().map(|&(_, s)| e.get(s)).collect();
        for (&(d, _), v) in t.copies.iter().zip(srcs) {
            e.store(d, v);
        }
    }
    let next = b.ins().iadd_imm(off, 32);
    let more = b.ins().icmp(IntCC::UnsignedLessThan, next, bytes);
    b.ins().brif(more, moves, &[next.into()], head, &[made.into()]);

    b.switch_to_block(ret);
    b.ins().return_(&[made]);
    b.seal_all_blocks();
}
