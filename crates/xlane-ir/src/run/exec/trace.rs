//! Where an undefined value came from. Two kinds of places make a lane undefined from defined
//! operands, and both are remembered per (function, slot) when they do:
//!
//! - a registry call whose output is undefined in lanes it writes, with the semantics' record
//!   of each lane (`calls::remember_undef`);
//! - with the `poison` check on (`check::Checks`), an operation that makes poison (a violated
//!   `nsw`/`nuw`/`exact`/`disjoint`/`nneg`/`samesign` flag, a shift by the width or more, an
//!   out-of-range float→int conversion, a load of undefined memory), with its operands'
//!   values ([`note_poison`]).
//!
//! When an undefined value reaches memory, its definitions are followed back lane by lane
//! (through value ops, registry calls and phi moves) to the place that made it undefined. A
//! movement (a shuffle, `ds_bpermute`, DPP) that copied an undefined lane is not the origin:
//! the trace follows the lane it read. The warning names the origin: operation, function,
//! line and instruction, lane, the reason, and its source position.

use std::collections::{HashMap, HashSet};

use xlane_core::registry::Builtin;
use xlane_core::semantics::{Origin, Route};

use super::step::Cx;
use super::{Regs, L};
use crate::front::program::{BArg, CVal, Func, Op, Slot};

/// A call that left lanes it wrote undefined.
#[derive(Debug, Clone)]
pub(super) struct UndefSite {
    pub(super) pc: u32,
    pub(super) b: &'static Builtin,
    pub(super) undef: u64,
    /// The semantics' record of each lane (movement operations).
    pub(super) route: Option<Route>,
}

/// An operation that made poison from defined operands: the lanes, and the operands' values
/// then (up to two), to say why.
#[derive(Debug, Clone)]
pub(super) struct PoisonSite {
    pub(super) pc: u32,
    pub(super) lanes: u64,
    pub(super) operands: Box<[[u64; L]; 2]>,
}

/// Where an undefined value traces back to (reported with the warning).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UndefOrigin {
    /// The registry row of a cross-lane call, or the operation (`add nsw`, `load`).
    pub builtin: &'static str,
    pub function: String,
    /// 1-based line of the call in the `.ll` file, and its text.
    pub line: u32,
    pub inst: String,
    /// The lane of the call whose result was undefined.
    pub lane: u32,
    pub reason: String,
    /// The origin's source position (empty without debug info).
    pub src: Vec<crate::ll::debug::SrcPos>,
}

impl std::fmt::Display for UndefOrigin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "from `{}` in `{}` at line {}, lane {}: {}", self.builtin, crate::names::demangle(&self.function), self.line, self.lane, self.reason)
    }
}

/// After a general step of op `pc` (an op that may make poison, not a registry call): the
/// lanes of `exec` its results are undefined in while every operand is defined there are
/// remembered as made here. The usual case (no undefined result lane) costs one test per
/// written slot.
pub(super) fn note_poison(cx: &mut Cx, regs: &Regs, op: &Op) {
    let exec = cx.exec;
    let mut made = 0u64;
    op.writes(&mut |s| made |= regs.und(s) & exec);
    if made == 0 {
        // defined results: an earlier record of these slots no longer holds
        if !cx.side.poison_from.is_empty() {
            op.writes(&mut |s| {
                cx.side.poison_from.remove(&(cx.func_id, s));
            });
        }
        return;
    }
    note_made(cx, regs, op, cx.pc, made);
}

/// Remember op `pc` as the origin of the undefined lanes of `made` its operands do not
/// explain (compiled runs call this with their ops' results after the run).
pub(super) fn note_made(cx: &mut Cx, regs: &Regs, op: &Op, pc: u32, made: u64) {
    if matches!(op, Op::Builtin(_)) {
        return;
    }
    let mut from_operands = 0u64;
    let mut operands = Box::new([[0u64; L]; 2]);
    let mut k = 0;
    op.reads(&mut |s| {
        from_operands |= regs.und(s);
        if k < 2 {
            operands[k] = *regs.get(s);
        }
        k += 1;
    });
    let mut written = vec![];
    op.writes(&mut |s| written.push(s));
    for s in written {
        let lanes = regs.und(s) & made & !from_operands;
        if lanes == 0 {
            cx.side.poison_from.remove(&(cx.func_id, s));
        } else {
            cx.side.poison_from.insert((cx.func_id, s), PoisonSite { pc, lanes, operands: operands.clone() });
        }
    }
}

/// A load that read undefined LDS or private bytes: per lane, what made the stored value
/// undefined (`mem::origins`), as the store recorded it.
#[derive(Debug, Clone)]
pub(super) struct MemSite {
    pub(super) lanes: u64,
    pub(super) origins: Vec<(u32, std::sync::Arc<UndefOrigin>)>,
}

/// Where a slot's value comes from: an op of the function, a phi move's source on an edge,
/// or (for a constant slot) an `undef`/`poison` constant.
#[derive(Debug, Clone, Copy)]
pub(super) enum Src {
    Op(u32),
    Copy(Slot, u32),
    UndefConst,
}

/// Where the value being traced was read: the line of the op or phi that read it (an
/// `undef` constant is reported there).
type Reader = u32;

/// Follow `slot`'s definitions back, lane by lane, to what made `lane` undefined (else the
/// nearest call that made any lane undefined).
pub(super) fn origin(cx: &mut Cx, slot: Slot, lane: u32) -> Option<UndefOrigin> {
    if cx.side.undef_from.is_empty() && cx.side.poison_from.is_empty() && cx.side.mem_from.is_empty() && !cx.func.consts.iter().any(|c| c.1 == CVal::Undef) {
        return None;
    }
    let defs = cx.side.def_maps.entry(cx.func_id).or_insert_with(|| def_map(cx.func)).clone();
    let mut seen = HashSet::new();
    let mut work: Vec<(Slot, u32, Reader)> = vec![(slot, lane, cx.inst.line)];
    let mut any: Option<(UndefSite, u32)> = None;
    while let Some((s, l, reader)) = work.pop() {
        if !seen.insert((s, l)) || seen.len() > 10_000 {
            continue;
        }
        if let Some(m) = cx.side.mem_from.get(&(cx.func_id, s)) {
            if m.lanes >> l & 1 != 0 {
                if let Some((_, o)) = m.origins.iter().find(|(ml, _)| *ml == l) {
                    return Some((**o).clone());
                }
            }
        }
        if let Some(p) = cx.side.poison_from.get(&(cx.func_id, s)) {
            if p.lanes >> l & 1 != 0 {
                return Some(describe_poison(cx, p, l));
            }
        }
        let mut read_lane = l;
        if let Some(site) = cx.side.undef_from.get(&(cx.func_id, s)) {
            if site.undef >> l & 1 != 0 {
                match site.route.as_ref().map(|r| r.lanes[l as usize]) {
                    // a move of an undefined lane: not the origin, follow the lane it read
                    Some(Origin::Lane { arg, lane: from }) => {
                        if any.is_none() {
                            any = Some((site.clone(), l));
                        }
                        if let Op::Builtin(b) = &cx.func.code[site.pc as usize].op {
                            if let Some(BArg::Slots { slots, .. }) = b.args.get(arg as usize) {
                                let line = cx.func.code[site.pc as usize].line;
                                work.extend(slots.iter().map(|&a| (a, from as u32, line)));
                            }
                        }
                        continue;
                    }
                    _ => return Some(describe(cx, site, l)),
                }
            }
            if any.is_none() {
                any = Some((site.clone(), site.undef.trailing_zeros()));
            }
            read_lane = l;
        }
        for src in defs.get(&s).into_iter().flatten() {
            match *src {
                Src::Op(i) => {
                    let line = cx.func.code[i as usize].line;
                    cx.func.code[i as usize].op.reads(&mut |u| work.push((u, read_lane, line)))
                }
                Src::Copy(u, edge) => work.push((u, read_lane, phi_line(cx, edge, reader))),
                Src::UndefConst if any.is_none() => return Some(describe_constant(cx, reader, l)),
                Src::UndefConst => {}
            }
        }
    }
    any.map(|(site, l)| describe(cx, &site, l))
}

fn def_map(f: &Func) -> std::sync::Arc<HashMap<Slot, Vec<Src>>> {
    let mut m: HashMap<Slot, Vec<Src>> = HashMap::new();
    for (i, d) in f.code.iter().enumerate() {
        d.op.writes(&mut |s| m.entry(s).or_default().push(Src::Op(i as u32)));
    }
    for (k, e) in f.edges.iter().enumerate() {
        for &(d, s) in &e.copies {
            m.entry(d).or_default().push(Src::Copy(s, k as u32));
        }
    }
    for (s, c) in &f.consts {
        if *c == CVal::Undef {
            m.entry(*s).or_default().push(Src::UndefConst);
        }
    }
    std::sync::Arc::new(m)
}

/// The line of the phi that a move on `edge` makes: the phis head the edge's target block,
/// above its first op; the one with an `undef`/`poison` incoming value (the constant being
/// traced), else the block's first phi. `fallback` when the block has none (a move the
/// decoder made).
fn phi_line(cx: &Cx, edge: u32, fallback: u32) -> u32 {
    let f = cx.func;
    let Some(e) = f.edges.get(edge as usize) else { return fallback };
    let Some(first) = f.block_start.get(e.target as usize).and_then(|&pc| f.code.get(pc as usize)) else { return fallback };
    let (mut line, mut top) = (first.line, None);
    while line > 1 {
        line -= 1;
        let text = cx.info.prog.lines.get(line as usize - 1).map(|l| l.as_str()).unwrap_or("");
        if !text.contains(" = phi ") {
            break;
        }
        if text.contains("undef") || text.contains("poison") {
            return line;
        }
        top = Some(line);
    }
    top.unwrap_or(fallback)
}

/// An `undef`/`poison` constant operand read at `line`.
fn describe_constant(cx: &Cx, line: u32, lane: u32) -> UndefOrigin {
    let text = ir_text(cx, line);
    let what = if text.contains("undef") { "undef" } else { "poison" };
    UndefOrigin {
        builtin: what,
        function: cx.func.name.clone(),
        line,
        inst: text,
        lane,
        reason: format!("the value is the constant `{what}` (an operand of this instruction)"),
        src: cx.info.prog.src_chains.get(&line).cloned().unwrap_or_default(),
    }
}

fn ir_text(cx: &Cx, line: u32) -> String {
    cx.info.prog.lines.get(line as usize - 1).map(|l| l.trim().to_string()).unwrap_or_default()
}

fn describe(cx: &Cx, site: &UndefSite, lane: u32) -> UndefOrigin {
    let inst = &cx.func.code[site.pc as usize];
    let origin = site.route.as_ref().map_or(Origin::Computed, |r| r.lanes[lane as usize]);
    let reason = match origin {
        Origin::Undef(r) => r.describe().to_string(),
        Origin::Keep { reason, .. } => {
            format!("{}: keeps `old`, which is undefined", reason.describe())
        }
        Origin::Lane { lane: s, .. } => format!("reads lane {s}, which holds an undefined value"),
        Origin::Zero(r) => r.describe().to_string(),
        Origin::Inactive => "the lane does not execute the call".into(),
        Origin::Computed => "the operation leaves the lane undefined".into(),
    };
    UndefOrigin {
        builtin: site.b.name,
        function: cx.func.name.clone(),
        line: inst.line,
        inst: ir_text(cx, inst.line),
        lane,
        reason,
        src: cx.info.prog.src_chains.get(&inst.line).cloned().unwrap_or_default(),
    }
}

fn describe_poison(cx: &Cx, p: &PoisonSite, lane: u32) -> UndefOrigin {
    let inst = &cx.func.code[p.pc as usize];
    let text = ir_text(cx, inst.line);
    let (what, reason) = super::poison_why::why(&inst.op, &text, p.operands[0][lane as usize], p.operands[1][lane as usize]);
    UndefOrigin {
        builtin: what,
        function: cx.func.name.clone(),
        line: inst.line,
        inst: text,
        lane,
        reason,
        src: cx.info.prog.src_chains.get(&inst.line).cloned().unwrap_or_default(),
    }
}
