//! Cranelift code for one run of plain ops: a loop over the wave's lanes, two at a time
//! (`i64x2`), that reads the operands from the register file, keeps each result in a vector
//! register for the ops after it, and stores every result to its slot. Each op computes what
//! the interpreter's lane kernel computes (`exec::fast`, `exec::iops`, `exec::values`), bit
//! for bit, in every lane: canonical values masked to their width, a shift by the width or
//! more giving 0.
//!
//! The function is `fn(vals: *mut u64, bytes: u64, max: u64, scratch: *mut u64, routes:
//! *const u8) -> u64`: `vals` points at slot 0, lane 0 of the register file (slot `s`, lane
//! `l` at `vals + (s * 64 + l) * 8`), and the loop covers the lanes of the first `bytes / 8`,
//! a positive even number. `max` and `scratch` serve runs with a loop (`super::looped`),
//! `routes` the run's routes (64 source lanes per route, in order).

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32X4, I64, I64X2, I8X16};
use cranelift_codegen::ir::{BlockArg, ConstantData, Endianness, InstBuilder, MemFlags, Value};
use cranelift_frontend::FunctionBuilder;

use super::plain::Plain;
use super::tail::{Check, Tail};
use super::RouteTable;
use crate::front::ll::ast::Pred;
use crate::front::program::{IOp, Slot};
use crate::tiers::lanewise::L;

/// Bytes of one register slot.
const SLOT_BYTES: i64 = (L * 8) as i64;
const TOP: u64 = 1 << 63;

/// Fill `b`'s function (signature [`super::RunFn`]) with the run: one pass, returning 1 (a
/// run without a loop ignores `max` and `scratch`). `konst` gives the value of a slot that
/// holds the same defined constant in every lane; `stored` says which results are read after
/// the run (the others stay in vector registers).
pub(super) fn run_fn(b: &mut FunctionBuilder, ops: &[Plain], konst: &dyn Fn(Slot) -> Option<u64>, stored: &dyn Fn(Slot) -> bool) {
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    let [vals, bytes, _, _, routes] = [0, 1, 2, 3, 4].map(|i| b.block_params(entry)[i]);
    let crossing = crossing(ops);
    emit_pieces(b, vals, bytes, routes, ops, konst, &|s| stored(s) || crossing.contains(&s), None, false);
    let one = b.ins().iconst(I64, 1);
    b.ins().return_(&[one]);
    b.seal_all_blocks();
}

/// The ops of a run cut before each route whose source an op of the same piece computes: a
/// route reads other lanes, so its source must be complete, in its slot, before the loop over
/// the lane pairs that gathers it. Each piece is one such loop.
fn pieces(ops: &[Plain]) -> Vec<&[Plain]> {
    let mut out = vec![];
    let mut from = 0;
    let mut here = std::collections::HashSet::new();
    for (i, op) in ops.iter().enumerate() {
        if let Plain::Route { src, .. } = *op {
            if here.contains(&src) {
                out.push(&ops[from..i]);
                from = i;
                here.clear();
            }
        }
        here.insert(op.dst());
    }
    if from < ops.len() {
        out.push(&ops[from..]);
    }
    out
}

/// The results one piece of a run computes and a later piece reads: they go through their
/// slots.
pub(super) fn crossing(ops: &[Plain]) -> std::collections::HashSet<Slot> {
    let mut piece_of = HashMap::new();
    let mut out = std::collections::HashSet::new();
    for (k, piece) in pieces(ops).into_iter().enumerate() {
        for op in piece {
            for s in op.srcs() {
                if piece_of.get(&s).is_some_and(|&p| p != k) {
                    out.insert(s);
                }
            }
            piece_of.insert(op.dst(), k);
        }
    }
    out
}

/// The pieces of `ops`, one loop over the lane pairs each, for the lanes of the first
/// `bytes / 8`; `keep`: the results to store. With `tail`, the last piece also runs the
/// loop's tests over its lane pairs and gives their accumulated lanes (poison where nonzero,
/// and the branch condition ANDed when the loop goes round on true, else ORed). Ends with
/// the builder in a new block after them. With `quad`, each loop iteration does two lane
/// pairs (the lane count must be a multiple of four).
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_pieces(
    b: &mut FunctionBuilder,
    vals: Value,
    bytes: Value,
    routes: Value,
    ops: &[Plain],
    konst: &dyn Fn(Slot) -> Option<u64>,
    keep: &dyn Fn(Slot) -> bool,
    tail: Option<&Tail>,
    quad: bool,
) -> Option<(Value, Value)> {
    let pieces = pieces(ops);
    let last = pieces.len().saturating_sub(1);
    let mut tested = None;
    for (k, piece) in pieces.into_iter().enumerate() {
        let tail = tail.filter(|_| k == last);
        let after = b.create_block();
        if tail.is_some() {
            tested = Some((b.append_block_param(after, I64X2), b.append_block_param(after, I64X2)));
        }
        let lp = PieceLoop { vals, bytes, routes, piece, konst, keep, tail, quad, after };
        // a piece with one route: its loop again for a butterfly, chosen before the loop by
        // the table's `xor` word (`RouteTable`), which gathers `n ^ k` without the table
        if let Some(table) = single_route(piece) {
            let at = (table as usize * RouteTable::BYTES + L * 8) as i32;
            let xw = b.ins().load(I64, Lanes::flags(), routes, at);
            let (xor_way, by_table) = (b.create_block(), b.create_block());
            let is_xor = b.ins().icmp_imm(IntCC::NotEqual, xw, RouteTable::NOT_XOR as i64);
            b.ins().brif(is_xor, xor_way, &[], by_table, &[]);
            b.switch_to_block(xor_way);
            // an odd k swaps each pair (see `Lanes::route`); the offset stays in the slot
            // whatever the word holds
            let odd = b.ins().band_imm(xw, 8);
            let x = b.ins().band_imm(xw, ((L as i64 - 1) * 8) & !8);
            let by_xor = |b: &mut FunctionBuilder, lp: &PieceLoop| {
                let (swapped, in_order) = (b.create_block(), b.create_block());
                b.ins().brif(odd, swapped, &[], in_order, &[]);
                b.switch_to_block(swapped);
                lp.emit(b, Some(Gather { table, x, swapped: true }));
                b.switch_to_block(in_order);
                lp.emit(b, Some(Gather { table, x, swapped: false }));
            };
            if quad {
                by_xor(b, &lp);
            } else {
                // two lane pairs per iteration where the lane count allows (the loop's own
                // work is then half the iterations')
                let (pairs, quads) = (b.create_block(), b.create_block());
                let single_pair = b.ins().band_imm(bytes, 16);
                b.ins().brif(single_pair, pairs, &[], quads, &[]);
                b.switch_to_block(quads);
                by_xor(b, &PieceLoop { quad: true, ..lp });
                b.switch_to_block(pairs);
                by_xor(b, &lp);
            }
            b.switch_to_block(by_table);
        }
        lp.emit(b, None);
        b.switch_to_block(after);
    }
    tested
}

/// The route of `piece` when it has exactly one (its table's number).
fn single_route(piece: &[Plain]) -> Option<u32> {
    let mut tables = piece.iter().filter_map(|p| match *p {
        Plain::Route { table, .. } => Some(table),
        _ => None,
    });
    let first = tables.next()?;
    tables.next().is_none().then_some(first)
}

/// A butterfly route gathered without its table: lane pair at byte offset `off` reads the
/// pair at `off ^ x`, its halves swapped when `k` is odd.
#[derive(Clone, Copy)]
pub(super) struct Gather {
    table: u32,
    x: Value,
    swapped: bool,
}

/// One piece's loop over the lane pairs (see [`emit_pieces`]), ending in `after`.
#[derive(Clone, Copy)]
struct PieceLoop<'a> {
    vals: Value,
    bytes: Value,
    routes: Value,
    piece: &'a [Plain],
    konst: &'a dyn Fn(Slot) -> Option<u64>,
    keep: &'a dyn Fn(Slot) -> bool,
    tail: Option<&'a Tail>,
    quad: bool,
    after: cranelift_codegen::ir::Block,
}

impl PieceLoop<'_> {
    /// The loop from the current block, its route (if any) gathered by `gather` or by its table.
    fn emit(&self, b: &mut FunctionBuilder, gather: Option<Gather>) {
        let body = b.create_block();
        let zero = b.ins().iconst(I64, 0);
        let mut start = vec![BlockArg::from(zero)];
        if let Some(t) = self.tail {
            start.push(BlockArg::from(splat(b, 0)));
            start.push(BlockArg::from(splat(b, if t.back_when { u64::MAX } else { 0 })));
        }
        b.ins().jump(body, &start);
        let off = b.append_block_param(body, I64);
        let acc = self.tail.map(|_| (b.append_block_param(body, I64X2), b.append_block_param(body, I64X2)));
        b.switch_to_block(body);
        let mut acc = acc;
        for half in pair_offsets(b, off, self.quad) {
            let p = b.ins().iadd(self.vals, half);
            let mut e = Lanes::new(b, p, self.konst);
            e.routes = Some((self.routes, self.vals, half));
            e.gather = gather;
            for op in self.piece {
                e.compute(op);
                if (self.keep)(op.dst()) {
                    let v = e.get(op.dst());
                    e.store(op.dst(), v);
                }
            }
            acc = match (self.tail, acc) {
                (Some(t), Some((pois, cond))) => Some(e.tests(t, pois, cond)),
                _ => None,
            };
        }
        let next = b.ins().iadd_imm(off, if self.quad { 32 } else { 16 });
        let more = b.ins().icmp(IntCC::UnsignedLessThan, next, self.bytes);
        let carried: Vec<BlockArg> = acc.iter().flat_map(|&(x, y)| [BlockArg::from(x), BlockArg::from(y)]).collect();
        let again: Vec<BlockArg> = std::iter::once(BlockArg::from(next)).chain(carried.iter().cloned()).collect();
        b.ins().brif(more, body, &again, self.after, &carried);
    }
}

/// The byte offsets of the lane pairs one loop iteration at `off` does: one pair, or with
/// `quad` two (a loop of fewer iterations, for code whose lane count is a multiple of four).
pub(super) fn pair_offsets(b: &mut FunctionBuilder, off: Value, quad: bool) -> Vec<Value> {
    if quad {
        vec![off, b.ins().iadd_imm(off, 16)]
    } else {
        vec![off]
    }
}

/// `x` in both 64-bit lanes.
pub(super) fn splat(b: &mut FunctionBuilder, x: u64) -> Value {
    vconst(b, I64X2, &[x.to_le_bytes(), x.to_le_bytes()].concat())
}

/// A vector constant of type `ty` from its 16 bytes. Each use gets its own: a load from the
/// constant pool right before it, which holds no register across the loop (a splat held in a
/// register through a long loop body was spilled and reloaded anyway).
pub(super) fn vconst(b: &mut FunctionBuilder, ty: cranelift_codegen::ir::Type, bytes: &[u8]) -> Value {
    let c = b.func.dfg.constants.insert(ConstantData::from(bytes));
    b.ins().vconst(ty, c)
}

/// Two lanes of a value. A sum, difference, product, bitwise op or left shift is left
/// unmasked (`dirty`: only the bits of that mask are right) while it only feeds ops whose low
/// bits depend on their operands' low bits alone; it is masked when something else reads it
/// or when it is stored, so every stored value is the interpreter's, bit for bit.
#[derive(Clone, Copy)]
pub(super) struct Val {
    pub(super) v: Value,
    pub(super) dirty: Option<u64>,
}

/// The body of the loop: two lanes of every value (`i64x2`), or with `w32` four (`i32x4`).
pub(super) struct Lanes<'a, 'b> {
    pub(super) b: &'a mut FunctionBuilder<'b>,
    /// The address of lane pair's first lane in slot 0.
    pub(super) p: Value,
    /// Four lanes of 32 bits per vector (`super::narrow`): each slot's two lane pairs at `p`
    /// are narrowed to their low halves when loaded and zero-extended when stored. Only for
    /// ops whose values all fit 32 bits and that read only their operands' low 32 bits.
    pub(super) w32: bool,
    /// Slots computed or loaded earlier in this iteration.
    pub(super) known: HashMap<Slot, Val>,
    /// The run's route tables, the register file and the lane pair's byte offset, for routes.
    pub(super) routes: Option<(Value, Value, Value)>,
    /// The piece's route gathered as a butterfly, not through its table.
    pub(super) gather: Option<Gather>,
    konst: &'a dyn Fn(Slot) -> Option<u64>,
}

impl<'a, 'b> Lanes<'a, 'b> {
    pub(super) fn new(b: &'a mut FunctionBuilder<'b>, p: Value, konst: &'a dyn Fn(Slot) -> Option<u64>) -> Self {
        Lanes { b, p, known: HashMap::new(), konst, routes: None, gather: None, w32: false }
    }

    /// The lanes of one value: every bit of a 64-bit lane, or of a 32-bit one.
    fn lane_mask(&self) -> u64 {
        if self.w32 {
            u32::MAX as u64
        } else {
            u64::MAX
        }
    }

    /// A lane's top bit.
    fn top(&self) -> u64 {
        if self.w32 {
            1 << 31
        } else {
            TOP
        }
    }

    /// The loop's tests on this lane pair folded into the accumulators `pois` and `cond`
    /// (see [`emit_pieces`]).
    pub(super) fn tests(&mut self, t: &Tail, pois: Value, cond: Value) -> (Value, Value) {
        let mut pois = pois;
        for c in &t.checks {
            let bad = self.poison(c);
            pois = self.b.ins().bor(pois, bad);
        }
        let c = self.get(t.cond);
        let cond = if t.back_when { self.b.ins().band(cond, c) } else { self.b.ins().bor(cond, c) };
        (pois, cond)
    }

    /// Compute `op` and keep its result for the ops after it.
    pub(super) fn compute(&mut self, op: &Plain) {
        let v = self.op(op);
        self.known.insert(op.dst(), v);
    }

    pub(super) fn flags() -> MemFlags {
        // the register file is only 8-byte aligned; the runner checks the slots exist
        MemFlags::new().with_notrap()
    }

    pub(super) fn splat(&mut self, x: u64) -> Value {
        if self.w32 {
            return vconst(self.b, I32X4, &(x as u32).to_le_bytes().repeat(4));
        }
        splat(self.b, x)
    }

    /// Four 32-bit lanes of slot `s` at `p`: the low halves of its two lane pairs.
    fn load_narrow(&mut self, s: Slot) -> Value {
        let le = MemFlags::new().with_endianness(Endianness::Little);
        let at = (s as i64 * SLOT_BYTES) as i32;
        let [lo, hi] = [0, 16].map(|k| {
            let v = self.b.ins().load(I64X2, Self::flags(), self.p, at + k);
            self.b.ins().bitcast(I8X16, le, v)
        });
        let low_halves: Vec<u8> = [0u8, 8, 16, 24].iter().flat_map(|&o| o..o + 4).collect();
        let mask = self.b.func.dfg.immediates.push(ConstantData::from(low_halves.as_slice()));
        let v = self.b.ins().shuffle(lo, hi, mask);
        self.b.ins().bitcast(I32X4, le, v)
    }

    /// A route's two lanes (`Plain::Route`): each lane's source is a byte offset in the run's
    /// table `table` (`jit::RouteTable`), masked into the slot whatever the table holds. The
    /// source slot is complete (this piece does not write it). Two neighbouring sources, in
    /// order or swapped (butterflies, shifts), are one vector load; others two scalar loads.
    fn route(&mut self, src: Slot, table: u32) -> Value {
        let (routes, vals, off) = self.routes.expect("routes are emitted by `emit_pieces`");
        let slot = (src as i64 * SLOT_BYTES) as i32;
        if let Some(g) = self.gather.filter(|g| g.table == table) {
            // lanes n, n + 1 (n even) read n ^ k, (n + 1) ^ k: for an even k the pair at
            // (n ^ k) * 8 = off ^ 8k in order, for an odd k the pair at off ^ 8(k ^ 1) swapped
            let from = self.b.ins().bxor(off, g.x);
            let pair = self.pair_at(vals, from, slot);
            return if g.swapped { self.turned(pair) } else { pair };
        }
        let at = self.b.ins().iadd(routes, off);
        let base = (table as usize * RouteTable::BYTES) as i32;
        // the pair's class, worked out when the table was made (`RouteTable::pairs`): in
        // order or swapped, with its source pair's offset, kept below the slot's last lane
        // whatever the word holds; else apart
        let w = self.b.ins().load(I64, Self::flags(), at, base + RouteTable::PAIRS_AT as i32);
        let kind = self.b.ins().band_imm(w, 7);
        let o = self.b.ins().band_imm(w, (L as i64 - 1) * 8);
        let last_pair = self.b.ins().iconst(I64, (L as i64 - 2) * 8);
        let o = self.b.ins().umin(o, last_pair);
        let join = self.b.create_block();
        let v = self.b.append_block_param(join, I64X2);
        let (in_order, other, swapped, apart) = (self.b.create_block(), self.b.create_block(), self.b.create_block(), self.b.create_block());
        self.b.ins().brif(kind, other, &[], in_order, &[]);
        self.b.switch_to_block(in_order);
        let pair = self.pair_at(vals, o, slot);
        self.b.ins().jump(join, &[BlockArg::from(pair)]);
        self.b.switch_to_block(other);
        let is_swapped = self.b.ins().icmp_imm(IntCC::Equal, kind, RouteTable::SWAPPED as i64);
        self.b.ins().brif(is_swapped, swapped, &[], apart, &[]);
        self.b.switch_to_block(swapped);
        let pair = self.pair_at(vals, o, slot);
        let turned = self.turned(pair);
        self.b.ins().jump(join, &[BlockArg::from(turned)]);
        // each lane from its own source
        self.b.switch_to_block(apart);
        let lanes = [0, 8].map(|k| {
            let o = self.b.ins().load(I64, Self::flags(), at, base + k);
            let o = self.b.ins().band_imm(o, (L as i64 - 1) * 8);
            let from = self.b.ins().iadd(vals, o);
            self.b.ins().load(I64, Self::flags(), from, slot)
        });
        let pair = self.b.ins().scalar_to_vector(I64X2, lanes[0]);
        let pair = self.b.ins().insertlane(pair, lanes[1], 1);
        self.b.ins().jump(join, &[BlockArg::from(pair)]);
        self.b.switch_to_block(join);
        v
    }

    /// The two lanes of `pair` swapped.
    fn turned(&mut self, pair: Value) -> Value {
        let le = MemFlags::new().with_endianness(Endianness::Little);
        let bytes = self.b.ins().bitcast(I8X16, le, pair);
        let halves: Vec<u8> = (8..16).chain(0..8).collect();
        let mask = self.b.func.dfg.immediates.push(ConstantData::from(halves.as_slice()));
        let turned = self.b.ins().shuffle(bytes, bytes, mask);
        self.b.ins().bitcast(I64X2, le, turned)
    }

    /// The two lanes at byte offset `o` of slot offset `slot` in the register file at `vals`.
    fn pair_at(&mut self, vals: Value, o: Value, slot: i32) -> Value {
        let from = self.b.ins().iadd(vals, o);
        self.b.ins().load(I64X2, Self::flags(), from, slot)
    }

    /// The canonical value of `s` (masked to its width).
    pub(super) fn get(&mut self, s: Slot) -> Value {
        if let Some(&Val { v, dirty }) = self.known.get(&s) {
            let Some(m) = dirty else { return v };
            let v = self.and_mask(v, m);
            self.known.insert(s, Val { v, dirty: None });
            return v;
        }
        if let Some(c) = (self.konst)(s) {
            return self.splat(c);
        }
        let v = if self.w32 { self.load_narrow(s) } else { self.b.ins().load(I64X2, Self::flags(), self.p, (s as i64 * SLOT_BYTES) as i32) };
        self.known.insert(s, Val { v, dirty: None });
        v
    }

    /// `s` with at least the bits of `m` right (and whether it is canonical).
    fn get_low(&mut self, s: Slot, m: u64) -> (Value, bool) {
        match self.known.get(&s) {
            Some(&Val { v, dirty: Some(d) }) if m & !d == 0 => (v, false),
            _ => (self.get(s), true),
        }
    }

    pub(super) fn store(&mut self, s: Slot, v: Value) {
        let at = (s as i64 * SLOT_BYTES) as i32;
        if self.w32 {
            // each 32-bit lane zero-extended: the canonical value of a width of 32 bits or less
            let lo = self.b.ins().uwiden_low(v);
            let hi = self.b.ins().uwiden_high(v);
            self.b.ins().store(Self::flags(), lo, self.p, at);
            self.b.ins().store(Self::flags(), hi, self.p, at + 16);
            return;
        }
        self.b.ins().store(Self::flags(), v, self.p, at);
    }

    fn and_mask(&mut self, v: Value, m: u64) -> Value {
        let m = m & self.lane_mask();
        if m == self.lane_mask() {
            return v;
        }
        let mv = self.splat(m);
        self.b.ins().band(v, mv)
    }

    /// `v` sign-extended from `bits` (as `decode::sext`).
    fn sext(&mut self, v: Value, bits: u32) -> Value {
        let lane = if self.w32 { 32 } else { 64 };
        if bits >= lane {
            return v;
        }
        let k = self.b.ins().iconst(I64, (lane - bits) as i64);
        let up = self.b.ins().ishl(v, k);
        self.b.ins().sshr(up, k)
    }

    /// Lanes where `c` finds poison: nonzero there, zero elsewhere (the operands are
    /// canonical; the tests are the interpreter's, `iops::flag_poison` and `iops::shift`).
    pub(super) fn poison(&mut self, c: &Check) -> Value {
        match *c {
            Check::ShiftAmount { w, b } => {
                // amount > w - 1, unsigned: signed order with the top bits flipped
                let sh = self.get(b);
                let top = self.splat(self.top());
                let shk = self.b.ins().bxor(sh, top);
                let lim = self.splat((w - 1) ^ self.top());
                self.b.ins().icmp(IntCC::SignedGreaterThan, shk, lim)
            }
            Check::Wrap { sub: false, nuw, nsw, m, a, b } if m > 1 && ((self.konst)(a) == Some(1) || (self.konst)(b) == Some(1)) => {
                // `x + 1` (a loop counter) leaves the width exactly where x is all ones (nuw)
                // or the largest signed value (nsw)
                let x = if (self.konst)(b) == Some(1) { self.get(a) } else { self.get(b) };
                let mut bad = self.splat(0);
                for (on, edge) in [(nuw, m), (nsw, m >> 1)] {
                    if on {
                        let e = self.splat(edge);
                        let hit = self.b.ins().icmp(IntCC::Equal, x, e);
                        bad = self.b.ins().bor(bad, hit);
                    }
                }
                bad
            }
            Check::Wrap { sub, nuw, nsw, m, a, b } => {
                let (x, y) = (self.get(a), self.get(b));
                let r = if sub { self.b.ins().isub(x, y) } else { self.b.ins().iadd(x, y) };
                let r = self.and_mask(r, m);
                let mut bad = self.splat(0);
                if nsw {
                    // the sign bit of (x ^ r) & (y ^ r) (add) or (x ^ y) & (x ^ r) (sub)
                    let xr = self.b.ins().bxor(x, r);
                    let other = if sub { self.b.ins().bxor(x, y) } else { self.b.ins().bxor(y, r) };
                    let both = self.b.ins().band(xr, other);
                    let sign = self.splat(m ^ (m >> 1));
                    bad = self.b.ins().band(both, sign);
                }
                if nuw {
                    // add: r < x; sub: y > x (unsigned, as signed with the top bits flipped)
                    let top = self.splat(self.top());
                    let (l, g) = if sub { (y, x) } else { (x, r) };
                    let lk = self.b.ins().bxor(l, top);
                    let gk = self.b.ins().bxor(g, top);
                    let wrapped = self.b.ins().icmp(IntCC::SignedGreaterThan, lk, gk);
                    bad = self.b.ins().bor(bad, wrapped);
                }
                bad
            }
        }
    }

    fn op(&mut self, op: &Plain) -> Val {
        let clean = |v| Val { v, dirty: None };
        match *op {
            Plain::Bin { op, m, a, b, .. } => self.bin(op, m, a, b),
            Plain::Cmp { pred, m, a, b, .. } => clean(self.cmp(pred, m, a, b)),
            Plain::Cast { sext_from, m, a, .. } => {
                let v = self.get(a);
                let v = match sext_from {
                    Some(bits) => self.sext(v, bits),
                    None => v,
                };
                clean(self.and_mask(v, m))
            }
            Plain::Select { c, a, b, .. } => {
                let (cv, av, bv) = (self.get(c), self.get(a), self.get(b));
                let one = self.splat(1);
                let bit = self.b.ins().band(cv, one);
                let t = self.b.ins().ineg(bit);
                clean(self.b.ins().bitselect(t, av, bv))
            }
            Plain::Route { src, table, .. } => clean(self.route(src, table)),
            Plain::Gep { base, idx, scale, bits, off, m, .. } => {
                let (bv, iv) = (self.get(base), self.get(idx));
                let iv = self.sext(iv, bits);
                let scaled = if scale == 0 {
                    self.splat(0)
                } else if scale.is_power_of_two() {
                    let k = self.b.ins().iconst(I64, scale.trailing_zeros() as i64);
                    self.b.ins().ishl(iv, k)
                } else {
                    let sv = self.splat(scale);
                    self.b.ins().imul(iv, sv)
                };
                let sum = self.b.ins().iadd(bv, scaled);
                let ov = self.splat(off);
                let sum = self.b.ins().iadd(sum, ov);
                clean(self.and_mask(sum, m))
            }
        }
    }

    fn bin(&mut self, op: IOp, m: u64, a: Slot, b: Slot) -> Val {
        if matches!(op, IOp::Shl | IOp::LShr | IOp::AShr) {
            return self.shift(op, m, a, b);
        }
        // the low bits of these results depend on the operands' low bits only
        let ((x, xc), (y, yc)) = (self.get_low(a, m), self.get_low(b, m));
        let r = match op {
            IOp::Add => self.b.ins().iadd(x, y),
            IOp::Sub => self.b.ins().isub(x, y),
            // the low 32 bits of each 64-bit lane's product are those of the 32-bit product
            // of the low halves: one `pmulld` on the lanes seen as `i32x4`
            IOp::Mul if self.w32 => self.b.ins().imul(x, y),
            IOp::Mul if m <= u32::MAX as u64 => {
                let le = MemFlags::new().with_endianness(Endianness::Little);
                let (x4, y4) = (self.b.ins().bitcast(I32X4, le, x), self.b.ins().bitcast(I32X4, le, y));
                let p4 = self.b.ins().imul(x4, y4);
                self.b.ins().bitcast(I64X2, le, p4)
            }
            IOp::Mul => self.b.ins().imul(x, y),
            IOp::And => self.b.ins().band(x, y),
            IOp::Or => self.b.ins().bor(x, y),
            IOp::Xor => self.b.ins().bxor(x, y),
            _ => unreachable!("not a plain op: {op:?}"),
        };
        // bitwise ops of canonical values are canonical
        let canonical = m == self.lane_mask() || (matches!(op, IOp::And | IOp::Or | IOp::Xor) && xc && yc);
        Val { v: r, dirty: (!canonical).then_some(m) }
    }

    /// `shl`/`lshr`/`ashr` at width mask `m`: bits 0 where the amount is the width or more.
    fn shift(&mut self, op: IOp, m: u64, a: Slot, b: Slot) -> Val {
        let w = u64::from(m.count_ones());
        if let Some(k) = (self.konst)(b).filter(|_| !self.known.contains_key(&b)) {
            // a constant amount: one vector shift
            if k >= w {
                return Val { v: self.splat(0), dirty: None };
            }
            if op == IOp::Shl {
                // the low bits of a left shift depend on the operand's low bits only
                let (x, _) = self.get_low(a, m);
                let kv = self.b.ins().iconst(I64, k as i64);
                let v = self.b.ins().ishl(x, kv);
                return Val { v, dirty: (m != self.lane_mask()).then_some(m) };
            }
            let x = self.get(a);
            let r = match op {
                IOp::LShr => {
                    let kv = self.b.ins().iconst(I64, k as i64);
                    self.b.ins().ushr(x, kv)
                }
                _ => {
                    let s = self.sext(x, w as u32);
                    let kv = self.b.ins().iconst(I64, k as i64);
                    self.b.ins().sshr(s, kv)
                }
            };
            return Val { v: self.and_mask(r, m), dirty: None };
        }
        // amounts per lane: x86 has no per-lane 64-bit shift before AVX2, so lane by lane
        assert!(!self.w32, "no shift by a per-lane amount in 32-bit lanes (`narrow::fits`)");
        let x = self.get(a);
        let sh = self.get(b);
        let mut lanes = [None; 2];
        for (i, lane) in lanes.iter_mut().enumerate() {
            let xi = self.b.ins().extractlane(x, i as u8);
            let si = self.b.ins().extractlane(sh, i as u8);
            // Cranelift's scalar shifts take the amount modulo 64, as `sh & 63` does
            *lane = Some(match op {
                IOp::Shl => self.b.ins().ishl(xi, si),
                IOp::LShr => self.b.ins().ushr(xi, si),
                _ => {
                    let s = if w < 64 {
                        let k = self.b.ins().iconst(I64, 64 - w as i64);
                        let up = self.b.ins().ishl(xi, k);
                        self.b.ins().sshr(up, k)
                    } else {
                        xi
                    };
                    self.b.ins().sshr(s, si)
                }
            });
        }
        let v = self.b.ins().scalar_to_vector(I64X2, lanes[0].unwrap());
        let r = self.b.ins().insertlane(v, lanes[1].unwrap(), 1);
        // lanes whose amount is below the width keep their bits (unsigned compare as signed,
        // the top bits flipped)
        let top = self.splat(TOP);
        let shk = self.b.ins().bxor(sh, top);
        let wk = self.splat(w ^ TOP);
        let ok = self.b.ins().icmp(IntCC::SignedGreaterThan, wk, shk);
        let r = self.b.ins().band(r, ok);
        Val { v: self.and_mask(r, m), dirty: None }
    }

    /// An integer compare: 1 where `pred` holds, else 0. Unsigned order is signed order with
    /// bit 63 flipped; signed order at width `m` is unsigned order of the value with the
    /// width's sign bit flipped (as `iops::icmp`), so every order is one signed compare.
    fn cmp(&mut self, pred: Pred, m: u64, a: Slot, b: Slot) -> Value {
        let (x, y) = (self.get(a), self.get(b));
        let one = self.splat(1);
        if matches!(pred, Pred::Eq | Pred::Ne) {
            let eq = self.b.ins().icmp(IntCC::Equal, x, y);
            return if pred == Pred::Eq { self.b.ins().band(eq, one) } else { self.b.ins().band_not(one, eq) };
        }
        let signed = matches!(pred, Pred::Sgt | Pred::Sge | Pred::Slt | Pred::Sle);
        let (kx, ky) = if signed {
            let flip = self.splat((m ^ (m >> 1)) ^ self.top());
            let mv = self.splat(m);
            let (xm, ym) = (self.b.ins().band(x, mv), self.b.ins().band(y, mv));
            (self.b.ins().bxor(xm, flip), self.b.ins().bxor(ym, flip))
        } else {
            let top = self.splat(self.top());
            (self.b.ins().bxor(x, top), self.b.ins().bxor(y, top))
        };
        // (operands of the one "greater than", whether the answer is its negation)
        let (l, r, negate) = match pred {
            Pred::Ugt | Pred::Sgt => (kx, ky, false),
            Pred::Ult | Pred::Slt => (ky, kx, false),
            Pred::Uge | Pred::Sge => (ky, kx, true),
            _ => (kx, ky, true), // ule, sle
        };
        let gt = self.b.ins().icmp(IntCC::SignedGreaterThan, l, r);
        if negate {
            self.b.ins().band_not(one, gt)
        } else {
            self.b.ins().band(gt, one)
        }
    }
}
