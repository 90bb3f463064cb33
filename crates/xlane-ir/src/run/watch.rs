//! `xlane run --watch FILE:LINE` (docs/watch.md), the runner's part: what the watch ops of
//! `front/watch.rs` do, the values of the variables at each hit, and the hits kept.
//!
//! - A **binding** ([`WaveWatch::bind`]): per variable and lane, the debug record the lane ran
//!   last (in this call of the function). A breakpoint shows each lane's variable through its
//!   own record, so lanes that took different sides of a branch show their own values.
//! - A **hit**: the lanes that reach the watched line and were not on it already (a lane is on
//!   it from its first instruction until it runs an instruction of another line), as a
//!   debugger's breakpoint stops before the line runs. Each variable's value is worked out
//!   for those lanes only; the other lanes of the wave are inactive (`·`).
//! - **Values** never guess: a record of `poison`/`undef` (LLVM's killed location), no record
//!   yet, an expression or a type xlane does not read each give a reason instead of a value
//!   ([`Cell::Unavailable`]); a value computed from undefined lanes is `undef`.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use crate::front::program::AddrSpace;
use crate::front::watch::{mask, CmpOp, ExprOp, Rec, RecArg, Shown, VarTy, WatchProgram};
use crate::run::exec::Regs;
use crate::run::mem::{resolve, Loc, Mem};

const L: usize = 64;

/// One lane's value of a variable at a hit.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// The lane is not at this hit (it did not reach the line now, or it does not exist).
    Inactive,
    /// The value's bits (the variable's width).
    Value(u64),
    Undef,
    /// No value, and why: `optimised out`, `unsupported expression …`, a type not shown.
    Unavailable(String),
}

/// One variable at a hit: a cell per lane of the wave.
#[derive(Debug, Clone)]
pub struct VarCells {
    pub var: u32,
    pub cells: Vec<Cell>,
}

/// A wave reaching the watched line.
#[derive(Debug, Clone)]
pub struct Hit {
    pub block: [u32; 3],
    pub wave: u32,
    /// The wave's hits before this one (0: its first).
    pub seq: u32,
    pub bp: u32,
    /// The lanes that reached the line.
    pub lanes: u64,
    /// The wave's lanes that exist (each variable has a cell per lane below it).
    pub size: u32,
    pub vars: Vec<VarCells>,
}

/// What a watched launch reports: the program's watch facts, the hits kept (the first ones in
/// block order, then wave, in the order they happened), and how many there were.
#[derive(Debug, Clone)]
pub struct WatchReport {
    pub prog: Arc<WatchProgram>,
    pub wave: u32,
    pub total: u64,
    pub hits: Vec<Hit>,
}

impl WatchReport {
    /// Notes on what the hits do not show: nothing reached the line, no variables, hits left out.
    pub fn notes(&self) -> Vec<String> {
        let p = &self.prog;
        let at = format!("{}:{}", crate::ll::debug::shown(&p.file), p.req.line);
        let mut out = vec![];
        if p.bps.is_empty() {
            let near = p.code_lines.iter().min_by_key(|&&l| (l.abs_diff(p.req.line), l)).copied();
            let near = near.map(|l| format!("; the nearest line with code is {l}")).unwrap_or_default();
            out.push(format!("no instruction of the module is at {at}: nothing of that line is left after compiling (a comment, a declaration, code the compiler removed){near}"));
        } else if self.total == 0 {
            let blocks = if p.req.blocks.is_empty() { String::new() } else { " of the watched block(s)".to_string() };
            out.push(format!("no wave{blocks} reached {at} in this launch"));
        }
        if !p.has_variables {
            if p.nvptx && p.lines_only {
                out.push("the module keeps no variables: clang keeps only line tables in optimised CUDA device code (`-g` there is `-gline-tables-only`); compile with -O0 to see them (`xlane run k.cu … --watch F:L -- -O0`)".into());
            } else if p.lines_only {
                out.push("the module keeps no variables: it was compiled with line tables only (-gline-tables-only); compile with -g".into());
            } else {
                out.push("the module keeps no variables (no DILocalVariable): compile with -g".into());
            }
        } else if self.total > 0 && self.hits.iter().all(|h| h.vars.is_empty()) {
            out.push(format!("no variable is in scope at {at}"));
        }
        if (self.hits.len() as u64) < self.total {
            out.push(format!("{} of {} hits shown (the first in block order; --watch-limit N shows more)", self.hits.len(), self.total));
        }
        out
    }
}

/// Where a hit comes in the launch: block (linear), the block's turn, wave, the wave's hit.
type HitKey = (u64, u64, u32, u32);

/// The hits of a launch, kept by (block, turn, wave, hit): at most `limit` (the first).
pub struct Sink {
    pub prog: Arc<WatchProgram>,
    grid: [u32; 3],
    /// Hits counted, and those kept by [`HitKey`].
    inner: Mutex<(u64, BTreeMap<HitKey, Hit>)>,
}

impl std::fmt::Debug for Sink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sink(..)")
    }
}

impl Sink {
    pub fn new(prog: Arc<WatchProgram>, grid: [u32; 3]) -> Sink {
        Sink { prog, grid, inner: Mutex::new((0, BTreeMap::new())) }
    }

    fn key(&self, block: [u32; 3], turn: u64, wave: u32, seq: u32) -> HitKey {
        let [gx, gy, _] = self.grid.map(|d| d as u64);
        let linear = block[0] as u64 + gx * (block[1] as u64 + gy * block[2] as u64);
        (linear, turn, wave, seq)
    }

    /// Count a hit; true when it is among the first `limit` so far (its values are wanted).
    fn count(&self, key: HitKey) -> bool {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        g.0 += 1;
        g.1.len() < self.prog.req.limit || g.1.keys().next_back().is_some_and(|k| key < *k)
    }

    fn keep(&self, key: HitKey, hit: Hit) {
        let mut g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        g.1.insert(key, hit);
        while g.1.len() > self.prog.req.limit {
            g.1.pop_last();
        }
    }

    pub fn report(&self, wave: u32) -> WatchReport {
        let g = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        WatchReport { prog: self.prog.clone(), wave, total: g.0, hits: g.1.values().cloned().collect() }
    }
}

/// A wave's watch state: bindings per variable and lane, the lanes on the watched line, the
/// call frames (bindings are per call).
#[derive(Debug, Default)]
pub struct WaveWatch {
    /// Per variable, per lane: (record + 1, frame serial); 0: no record.
    bind: Vec<[(u32, u32); L]>,
    /// Lanes on the watched line in the current frame.
    inside: u64,
    /// The current frame's serial, and the callers' (serial, lanes on the line).
    frame: u32,
    callers: Vec<(u32, u64)>,
    next_frame: u32,
    hits: u32,
}

impl WaveWatch {
    pub fn reset(&mut self) {
        self.bind.clear();
        self.inside = 0;
        self.frame = 0;
        self.callers.clear();
        self.next_frame = 0;
        self.hits = 0;
    }
    /// A call: the callee's frame starts with nothing bound and no lane on the line.
    pub fn enter(&mut self) {
        self.callers.push((self.frame, self.inside));
        self.next_frame += 1;
        self.frame = self.next_frame;
        self.inside = 0;
    }
    pub fn leave_frame(&mut self) {
        if let Some((f, inside)) = self.callers.pop() {
            self.frame = f;
            self.inside = inside;
        }
    }

    /// `WatchBind`: the lanes `exec` now find the record's variable through it.
    pub fn bind(&mut self, prog: &WatchProgram, rec: u32, exec: u64) {
        let Some(r) = prog.recs.get(rec as usize) else { return };
        let v = r.var as usize;
        if self.bind.len() <= v {
            self.bind.resize(prog.vars.len().max(v + 1), [(0, 0); L]);
        }
        let b = &mut self.bind[v];
        let mut m = exec;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            b[l] = (rec + 1, self.frame);
        }
    }

    /// `WatchLeave`: the lanes `exec` run another line.
    pub fn leave(&mut self, exec: u64) {
        self.inside &= !exec;
    }
}

/// Where a hit happens: the block, the wave, its lanes that exist, and the block's scheduling
/// turn.
pub struct At {
    pub block: [u32; 3],
    pub wave: u32,
    pub wave_size: u32,
    pub turn: u64,
}

/// `WatchHit`: the lanes of `exec` not on the line yet reach it; keep the hit (when wanted).
pub fn hit(w: &mut WaveWatch, sink: &Sink, at: At, regs: &Regs, mem: &mut Mem, bp: u32, exec: u64) {
    let cx = at;
    let new = exec & !w.inside;
    w.inside |= exec;
    if new == 0 {
        return;
    }
    let prog = &sink.prog;
    if !prog.req.blocks.is_empty() && !prog.req.blocks.contains(&cx.block) {
        return;
    }
    let seq = w.hits;
    w.hits += 1;
    let key = sink.key(cx.block, cx.turn, cx.wave, seq);
    if !sink.count(key) {
        return;
    }
    let Some(b) = prog.bps.get(bp as usize) else { return };
    let mut vars = vec![];
    for &v in &b.vars {
        let ty = &prog.vars[v as usize].ty;
        let cells = (0..cx.wave_size as usize)
            .map(|l| {
                if new >> l & 1 == 0 {
                    return Cell::Inactive;
                }
                let (rec, frame) = w.bind.get(v as usize).map(|b| b[l]).unwrap_or((0, 0));
                if rec == 0 || frame != w.frame {
                    return Cell::Unavailable("optimised out".into());
                }
                value(&prog.recs[rec as usize - 1], ty, regs, mem, l as u32)
            })
            .collect();
        vars.push(VarCells { var: v, cells });
    }
    sink.keep(key, Hit { block: cx.block, wave: cx.wave, seq, bp, lanes: new, size: cx.wave_size, vars });
}

/// One stack entry of an expression: the value, its width in bits, and whether it is known
/// signed (after `DW_OP_LLVM_convert`), unsigned, or neither (a register's bits).
#[derive(Debug, Clone, Copy)]
struct Ent {
    v: u64,
    w: u32,
    signed: Option<bool>,
}

impl Ent {
    /// The 64-bit value, when its bits above the width are known: sign- or zero-extended by
    /// its type, or either when its top bit is clear.
    fn wide(self) -> Option<u64> {
        if self.w >= 64 {
            return Some(self.v);
        }
        let top = self.v >> (self.w - 1) & 1 != 0;
        match (top, self.signed) {
            (false, _) | (true, Some(false)) => Some(self.v & mask(self.w)),
            (true, Some(true)) => Some(self.v | !mask(self.w)),
            (true, None) => None,
        }
    }
}

/// The value of record `r`'s variable (type `ty`) in `lane`.
fn value(r: &Rec, ty: &VarTy, regs: &Regs, mem: &mut Mem, lane: u32) -> Cell {
    let shown = match &ty.shown {
        Ok(s) => *s,
        Err(why) => return Cell::Unavailable(format!("not shown: {why}")),
    };
    let _ = shown;
    let ops = match &r.expr {
        Ok(o) => o,
        Err(text) => return Cell::Unavailable(format!("unsupported expression {text}")),
    };
    // clang's AMDGPU address-space suffix is no step of the value (docs/errata.md W1)
    let steps: Vec<ExprOp> = ops.iter().copied().filter(|o| !matches!(o, ExprOp::AddrSpace(_))).collect();
    let marked_private = ops.iter().any(|o| matches!(o, ExprOp::AddrSpace(1)));
    let arg = |k: u32| -> Result<Ent, Cell> {
        match r.args.get(k as usize) {
            Some(RecArg::Value { slot, bits, .. }) => {
                if regs.und(*slot) >> lane & 1 != 0 {
                    return Err(Cell::Undef);
                }
                Ok(Ent { v: regs.lane(*slot, lane) & mask(*bits), w: (*bits).max(1), signed: None })
            }
            Some(RecArg::Const { bits, width }) => Ok(Ent { v: *bits, w: (*width).max(1), signed: None }),
            _ => Err(Cell::Unavailable("optimised out".into())),
        }
    };
    // where memory locations point: the first operand's address space (private for clang's
    // AMDGPU marker on a 32-bit private pointer)
    let space = match r.args.first() {
        Some(RecArg::Value { space, .. }) => AddrSpace::from_llvm(*space),
        _ if marked_private => AddrSpace::Private,
        _ => AddrSpace::Flat,
    };
    let bytes = ty.bits.div_ceil(8);
    let mut load = |addr: u64, n: u32| -> Result<Ent, Cell> {
        let loc = resolve(space, addr);
        if !matches!(loc, Loc::Priv(_) | Loc::Lds(_)) {
            return Err(Cell::Unavailable("a variable in global memory (not read by a watch)".into()));
        }
        if n == 0 || n > 8 {
            return Err(Cell::Unavailable(format!("a {n}-byte value in memory")));
        }
        match mem.peek(loc, n, lane) {
            Ok((_, true)) => Err(Cell::Undef),
            Ok((v, false)) => Ok(Ent { v, w: n * 8, signed: None }),
            Err(e) => Err(Cell::Unavailable(format!("unreadable: {}", e.message))),
        }
    };
    let result = (|| -> Result<Ent, Cell> {
        if r.declare {
            // the variable lives in memory at the operand's address
            if !steps.is_empty() {
                return Err(Cell::Unavailable(format!("unsupported expression {ops:?} on a declared variable")));
            }
            let a = arg(0)?;
            return load(a.v, bytes);
        }
        if steps.is_empty() {
            return arg(0);
        }
        let mut st: Vec<Ent> = vec![];
        if !steps.iter().any(|o| matches!(o, ExprOp::Arg(_))) {
            st.push(arg(0)?);
        }
        let unsup = |what: &str| Cell::Unavailable(format!("unsupported expression: {what}"));
        let mut stack_value = false;
        for op in &steps {
            let need = match op {
                ExprOp::Plus
                | ExprOp::Minus
                | ExprOp::Mul
                | ExprOp::Div
                | ExprOp::Mod
                | ExprOp::And
                | ExprOp::Or
                | ExprOp::Xor
                | ExprOp::Shl
                | ExprOp::Shr
                | ExprOp::Shra
                | ExprOp::Swap
                | ExprOp::Over
                | ExprOp::Cmp(_) => 2,
                ExprOp::PlusUconst(_)
                | ExprOp::Neg
                | ExprOp::Not
                | ExprOp::Abs
                | ExprOp::Dup
                | ExprOp::Drop
                | ExprOp::Convert { .. }
                | ExprOp::Extract { .. }
                | ExprOp::Deref(_) => 1,
                _ => 0,
            };
            if st.len() < need {
                return Err(unsup("the DWARF stack runs empty"));
            }
            match *op {
                ExprOp::Constu(n) => st.push(Ent { v: n, w: 64, signed: None }),
                ExprOp::Consts(n) => st.push(Ent { v: n as u64, w: 64, signed: None }),
                ExprOp::Arg(k) => st.push(arg(k)?),
                ExprOp::PlusUconst(n) => {
                    let a = st.last_mut().unwrap();
                    a.v = a.v.wrapping_add(n);
                }
                ExprOp::Plus | ExprOp::Minus | ExprOp::Mul | ExprOp::And | ExprOp::Or | ExprOp::Xor | ExprOp::Shl => {
                    // the low bits of these depend only on the operands' low bits
                    let b = st.pop().unwrap();
                    let a = st.pop().unwrap();
                    let v = match *op {
                        ExprOp::Plus => a.v.wrapping_add(b.v),
                        ExprOp::Minus => a.v.wrapping_sub(b.v),
                        ExprOp::Mul => a.v.wrapping_mul(b.v),
                        ExprOp::And => a.v & b.v,
                        ExprOp::Or => a.v | b.v,
                        ExprOp::Xor => a.v ^ b.v,
                        _ => match b.wide() {
                            Some(s) if s < 64 => a.v << s,
                            Some(_) => 0,
                            None => return Err(unsup("DW_OP_shl by a value of unknown sign")),
                        },
                    };
                    let w = a.w.max(b.w);
                    st.push(Ent { v, w, signed: if a.signed == b.signed { a.signed } else { None } });
                }
                ExprOp::Div | ExprOp::Mod | ExprOp::Shr | ExprOp::Shra => {
                    // these read the bits above a narrow value: known only through its type
                    let b = st.pop().unwrap();
                    let a = st.pop().unwrap();
                    let (Some(x), Some(y)) = (a.wide(), b.wide()) else {
                        let name = match op {
                            ExprOp::Div => "DW_OP_div",
                            ExprOp::Mod => "DW_OP_mod",
                            ExprOp::Shr => "DW_OP_shr",
                            _ => "DW_OP_shra",
                        };
                        return Err(unsup(&format!("{name} of a {}-bit value with its top bit set and no signedness", a.w.min(b.w))));
                    };
                    let v = match *op {
                        ExprOp::Div if y == 0 => return Err(unsup("DW_OP_div by zero")),
                        ExprOp::Div => (x as i64).wrapping_div(y as i64) as u64,
                        ExprOp::Mod if y == 0 => return Err(unsup("DW_OP_mod by zero")),
                        ExprOp::Mod => x % y,
                        ExprOp::Shr if y >= 64 => 0,
                        ExprOp::Shr => x >> y,
                        _ => ((x as i64) >> y.min(63)) as u64,
                    };
                    st.push(Ent { v, w: 64, signed: None });
                }
                ExprOp::Cmp(c) => {
                    // DWARF 5 §2.5.1.4: signed comparisons of the two entries
                    let b = st.pop().unwrap();
                    let a = st.pop().unwrap();
                    let (Some(x), Some(y)) = (a.wide(), b.wide()) else {
                        return Err(unsup(&format!("DW_OP_{} of a {}-bit value with its top bit set and no signedness", format!("{c:?}").to_lowercase(), a.w.min(b.w))));
                    };
                    let (x, y) = (x as i64, y as i64);
                    let t = match c {
                        CmpOp::Eq => x == y,
                        CmpOp::Ne => x != y,
                        CmpOp::Lt => x < y,
                        CmpOp::Gt => x > y,
                        CmpOp::Le => x <= y,
                        CmpOp::Ge => x >= y,
                    };
                    st.push(Ent { v: t as u64, w: 64, signed: None });
                }
                ExprOp::Neg => {
                    let a = st.last_mut().unwrap();
                    a.v = a.v.wrapping_neg();
                }
                ExprOp::Not => {
                    let a = st.last_mut().unwrap();
                    a.v = !a.v;
                }
                ExprOp::Abs => {
                    let a = *st.last().unwrap();
                    let Some(x) = a.wide() else { return Err(unsup("DW_OP_abs of a value of unknown sign")) };
                    *st.last_mut().unwrap() = Ent { v: (x as i64).unsigned_abs(), w: 64, signed: None };
                }
                ExprOp::Swap => {
                    let n = st.len();
                    st.swap(n - 1, n - 2);
                }
                ExprOp::Dup => st.push(*st.last().unwrap()),
                ExprOp::Drop => {
                    st.pop();
                }
                ExprOp::Over => st.push(st[st.len() - 2]),
                ExprOp::Convert { bits, signed } => {
                    let a = *st.last().unwrap();
                    let v = if bits <= a.w {
                        a.v & mask(bits)
                    } else {
                        match a.wide() {
                            Some(x) => x & mask(bits),
                            None => return Err(unsup("DW_OP_LLVM_convert widening a value of unknown sign")),
                        }
                    };
                    *st.last_mut().unwrap() = Ent { v, w: bits.clamp(1, 64), signed: Some(signed) };
                }
                ExprOp::Extract { offset, size, signed } => {
                    let a = st.last_mut().unwrap();
                    let x = (a.v >> offset.min(63)) & mask(size);
                    *a = Ent { v: x, w: size.clamp(1, 64), signed: Some(signed) };
                }
                ExprOp::Deref(n) => {
                    let a = st.pop().unwrap();
                    st.push(load(a.v, n as u32)?);
                }
                ExprOp::StackValue => stack_value = true,
                ExprOp::AddrSpace(_) => {}
            }
        }
        let top = st.pop().ok_or_else(|| unsup("the DWARF stack is empty at the end"))?;
        if stack_value {
            Ok(top)
        } else {
            // a memory location: the variable is at that address
            load(top.v, bytes)
        }
    })();
    match result {
        Err(c) => c,
        Ok(e) => {
            if e.w < ty.bits && e.wide().is_none() {
                return Cell::Unavailable(format!("unsupported expression: a {}-bit value with its top bit set for a {}-bit variable", e.w, ty.bits));
            }
            let v = if e.w < ty.bits { e.wide().unwrap_or(e.v) } else { e.v };
            Cell::Value(v & mask(ty.bits))
        }
    }
}

/// A value as `xlane eval` prints one (decimal; unsigned in hex with `hex`; floats as Rust's
/// shortest round-trip form; addresses in hex).
pub fn show(ty: &VarTy, bits: u64, hex: bool) -> String {
    match ty.shown {
        Ok(Shown::Signed) => {
            let s = 64 - ty.bits.clamp(1, 64);
            (((bits << s) as i64) >> s).to_string()
        }
        Ok(Shown::Unsigned) if hex => format!("{bits:#x}"),
        Ok(Shown::Unsigned) | Ok(Shown::Bool) => bits.to_string(),
        Ok(Shown::Float) if ty.bits == 32 => format!("{:?}", f32::from_bits(bits as u32)),
        Ok(Shown::Float) => format!("{:?}", f64::from_bits(bits)),
        Ok(Shown::Pointer) => format!("{bits:#x}"),
        Err(_) => format!("{bits:#x}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_widen_only_when_known() {
        assert_eq!(Ent { v: 5, w: 32, signed: None }.wide(), Some(5));
        assert_eq!(Ent { v: 0xffff_fffd, w: 32, signed: None }.wide(), None);
        assert_eq!(Ent { v: 0xffff_fffd, w: 32, signed: Some(true) }.wide(), Some(-3i64 as u64));
        assert_eq!(Ent { v: 0xffff_fffd, w: 32, signed: Some(false) }.wide(), Some(0xffff_fffd));
    }

    #[test]
    fn shown_like_eval() {
        let int = VarTy { name: "int".into(), bits: 32, shown: Ok(Shown::Signed) };
        assert_eq!(show(&int, 0xffff_fffd, false), "-3");
        let f = VarTy { name: "float".into(), bits: 32, shown: Ok(Shown::Float) };
        assert_eq!(show(&f, 1.5f32.to_bits() as u64, false), "1.5");
        let u = VarTy { name: "unsigned int".into(), bits: 32, shown: Ok(Shown::Unsigned) };
        assert_eq!(show(&u, 0x10000, true), "0x10000");
    }
}
