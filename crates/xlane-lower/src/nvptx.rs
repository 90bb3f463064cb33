//! NVPTX instruction selection: each NVVM intrinsic call becomes the PTX instruction llc-22
//! prints, plus the `.version`/`.target` the module needs. Sources: NVPTXIntrinsics.td /
//! NVPTXInstrInfo.td (selection and predicates), PTX ISA (per-instruction "PTX ISA version"
//! requirements); checked against clang-22 by tests/all/parity.rs.

use crate::ir::{Body, Call, Value};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, Insn, Level, PtxInsn, Ret};
use xlane_core::semantics::nvidia::{matching::Match, sreg::Sreg, vote::Vote};
use xlane_core::target::{Target, Vendor};

/// The PTX for a lowered call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ptx {
    /// `.version` (×10): the larger of the target's minimum and the instructions' minimum.
    pub version: u32,
    /// `.target` (`sm_90a`).
    pub target: &'static str,
    pub insts: Vec<String>,
}

impl Ptx {
    pub fn header(&self) -> String {
        format!(".version {}.{}\n.target {}\n.address_size 64", self.version / 10, self.version % 10, self.target)
    }
}

#[derive(Default)]
struct Regs {
    r: u32,
    rd: u32,
    p: u32,
    /// Named values keep their register across instructions (the mask of both halves of a
    /// 64-bit shuffle is one register).
    named: std::collections::HashMap<String, String>,
    /// Integer comparisons of the body by result (`%0` → `sgt i32 %v, 3`): a predicate
    /// computed by one is that comparison's `setp`.
    compares: std::collections::HashMap<u32, String>,
}

impl Regs {
    fn r(&mut self) -> String {
        self.r += 1;
        format!("%r{}", self.r)
    }
    fn rd(&mut self) -> String {
        self.rd += 1;
        format!("%rd{}", self.rd)
    }
    fn p(&mut self) -> String {
        self.p += 1;
        format!("%p{}", self.p)
    }
    /// A 32-bit operand: an immediate as llc prints it (signed decimal) or a register.
    fn op(&mut self, v: &Value) -> String {
        if let Value::Named(n, _) = v {
            if let Some(r) = self.named.get(n) {
                return r.clone();
            }
        }
        let r = match v.constant() {
            Some(c) => return (c as i32).to_string(),
            None if v.ty().bits() == 64 => self.rd(),
            None => self.r(),
        };
        if let Value::Named(n, _) = v {
            self.named.insert(n.clone(), r.clone());
        }
        r
    }
    /// An operand llc always puts in a register (shfl's value, redux's operands), constants
    /// included.
    fn reg(&mut self, v: &Value) -> String {
        match v.constant() {
            Some(_) if v.ty().bits() == 64 => self.rd(),
            Some(_) => self.r(),
            None => self.op(v),
        }
    }
    /// A predicate operand; a truth value computed from an integer gets its `setp` first, a
    /// constant one a predicate register of its own.
    fn pred(&mut self, v: &Value, out: &mut Vec<String>) -> String {
        if let Some(cmp) = v.tmp_id().and_then(|i| self.compares.get(&i)).cloned() {
            return self.setp(&cmp, out);
        }
        if let Value::Tmp(..) = v {
            let (p, r) = (self.p(), self.r());
            out.push(format!("setp.ne.b32 {p}, {r}, 0;"));
            return p;
        }
        self.p()
    }

    /// `setp.gt.s32 %p1, %r1, 3;` for `sgt i32 %v, 3` (llc-22 folds the comparison into the
    /// predicate; eq/ne compare bits, `.b32`).
    fn setp(&mut self, cmp: &str, out: &mut Vec<String>) -> String {
        let mut w = cmp.splitn(3, ' ');
        let (pred, _, ops) = (w.next().unwrap_or("ne"), w.next(), w.next().unwrap_or(""));
        let (a, b) = ops.split_once(", ").unwrap_or((ops, "0"));
        let (name, ty) = match pred {
            "eq" | "ne" => (pred, "b32"),
            p if p.starts_with('s') => (&p[1..], "s32"),
            p => (&p[1..], "u32"),
        };
        let operand = |regs: &mut Regs, x: &str| match x.parse::<i64>() {
            Ok(c) => c.to_string(),
            Err(_) => regs.r(),
        };
        let (x, y) = (operand(self, a), operand(self, b));
        let p = self.p();
        out.push(format!("setp.{name}.{ty} {p}, {x}, {y};"));
        p
    }
}

/// Select PTX for every intrinsic call of `body`. `floor` is the PTX version the registry row
/// records for the builtin (`Lower::ptx`); the module needs the largest of it, the target's
/// minimum and each instruction's own.
pub fn select(body: &Body, t: &'static Target, floor: u32) -> Result<Ptx> {
    let mut regs = Regs::default();
    for i in &body.insts {
        if let crate::ir::Inst::Op { dst, text } = i {
            if let Some(c) = text.strip_prefix("icmp ").filter(|c| c.contains(" i32 ")) {
                regs.compares.insert(*dst, c.to_string());
            }
        }
    }
    let mut insts = vec![];
    let mut version = t.min_ptx.max(floor).max(30);
    for c in body.calls() {
        let need = select_call(c, &mut regs, &mut insts)?;
        version = version.max(need);
    }
    Ok(Ptx { version, target: t.name, insts })
}

/// The PTX instruction of the registry row for the call's intrinsic, and whether it also
/// writes a predicate (`d|p`: the `…p` shuffles).
fn selection(c: &Call) -> Result<(PtxInsn, bool)> {
    // ldmatrix/stmatrix are overloaded on their pointer (`.p3`): the row is the base name
    let callee = c.callee.strip_suffix(".p3").or_else(|| c.callee.strip_suffix(".p0")).unwrap_or(&c.callee);
    let row = registry::lookup(callee, Some(Vendor::Nvidia)).ok().map(|(b, _)| b).filter(|b| b.level == Level::Intrinsic && b.vendor() == Vendor::Nvidia);
    match row.map(|b| (b.lower.insn, b.ret)) {
        Some((Insn::Ptx(insn), ret)) => Ok((insn, matches!(ret, Ret::WithPred(_)))),
        _ => Err(Diag::new(DiagKind::Unsupported, format!("no PTX selection for `{}` in xlane-lower", c.callee))
            .with_help("use --emit llvm, or add the intrinsic to xlane-lower's nvptx table")),
    }
}

/// Emit one call as the instruction its registry row names; returns the PTX ISA version
/// (×10) the instruction needs.
fn select_call(c: &Call, regs: &mut Regs, out: &mut Vec<String>) -> Result<u32> {
    let (insn, with_pred) = selection(c)?;
    let mnemonic = insn.mnemonic();
    match insn {
        // shfl.sync.{mode}.{i32,f32}[p](mask, a, b, c) → shfl.sync.mode.b32 d[|p], a, b, c, mask;
        PtxInsn::ShflSync(_) => {
            let d = regs.r();
            let d = if with_pred { format!("{d}|{}", regs.p()) } else { d };
            let (a, b, cc, m) = (regs.reg(&c.args[1]), regs.op(&c.args[2]), regs.op(&c.args[3]), regs.op(&c.args[0]));
            out.push(format!("{mnemonic} {d}, {a}, {b}, {cc}, {m};"));
        }
        // Legacy shfl.{mode}.{i32,f32}[p](a, b, c): PTX 3.0; not on sm_70+ from PTX 6.4.
        PtxInsn::Shfl(_) => {
            let d = regs.r();
            let d = if with_pred { format!("{d}|{}", regs.p()) } else { d };
            let (a, b, cc) = (regs.reg(&c.args[0]), regs.op(&c.args[1]), regs.op(&c.args[2]));
            out.push(format!("{mnemonic} {d}, {a}, {b}, {cc};"));
        }
        // The ballot writes a register, the others a predicate.
        PtxInsn::VoteSync(v) => {
            let p = regs.pred(&c.args[1], out);
            let d = if v == Vote::Ballot { regs.r() } else { regs.p() };
            let m = regs.op(&c.args[0]);
            out.push(format!("{mnemonic} {d}, {p}, {m};"));
        }
        PtxInsn::Vote(v) => {
            let p = regs.pred(&c.args[0], out);
            let d = if v == Vote::Ballot { regs.r() } else { regs.p() };
            out.push(format!("{mnemonic} {d}, {p};"));
        }
        PtxInsn::MatchSync { op, .. } => {
            let d = if op == Match::All { format!("{}|{}", regs.r(), regs.p()) } else { regs.r() };
            let (a, m) = (regs.op(&c.args[1]), regs.op(&c.args[0]));
            out.push(format!("{mnemonic} {d}, {a}, {m};"));
        }
        PtxInsn::ReduxSync(_) => {
            let (d, a, m) = (regs.r(), regs.reg(&c.args[0]), regs.reg(&c.args[1]));
            out.push(format!("{mnemonic} {d}, {a}, {m};"));
        }
        PtxInsn::Sreg(Sreg::ActiveMask) => {
            let d = regs.r();
            out.push(format!("{mnemonic} {d};"));
        }
        // `mov.u32 %laneid` → mov.u32 %r1, %laneid;
        PtxInsn::Sreg(_) => {
            let (mov, reg) = mnemonic.split_once(' ').unwrap_or((mnemonic, ""));
            let d = regs.r();
            out.push(format!("{mov} {d}, {reg};"));
        }
        // cp.async.{ca,cg}.shared.global.N[.s](dst, src[, src_size]) → [dst], [src], N[, src_size]
        PtxInsn::CpAsync { bytes, src_size, .. } => {
            let (dst, src) = (regs.rd(), regs.rd());
            let tail = if src_size { format!(", {}", regs.op(&c.args[2])) } else { String::new() };
            out.push(format!("{mnemonic} [{dst}], [{src}], {bytes}{tail};"));
        }
        // cp.async.mbarrier.arrive[.noinc][.shared](mbar): a pointer, generic or shared, is a
        // 64-bit register in nvptx64, as for cp.async.
        PtxInsn::CpAsyncArrive { .. } => {
            let a = regs.rd();
            out.push(format!("{mnemonic} [{a}];"));
        }
        PtxInsn::CpAsyncCommitGroup | PtxInsn::CpAsyncWaitAll => out.push(format!("{mnemonic};")),
        PtxInsn::CpAsyncWaitGroup | PtxInsn::BarWarpSync | PtxInsn::Nanosleep => {
            let n = regs.op(&c.args[0]);
            out.push(format!("{mnemonic} {n};"));
        }
        PtxInsn::Fns => {
            let d = regs.r();
            let (m, b, o) = (regs.op(&c.args[0]), regs.op(&c.args[1]), regs.op(&c.args[2]));
            out.push(format!("{mnemonic} {d}, {m}, {b}, {o};"));
        }
        PtxInsn::ElectSync => {
            let d = format!("{}|{}", regs.r(), regs.p());
            let m = regs.op(&c.args[0]);
            out.push(format!("{mnemonic} {d}, {m};"));
        }
        // ldmatrix…(ptr) → ldmatrix… {%r…}, [%rd];  (a shared pointer is a 64-bit register)
        PtxInsn::Ldmatrix { num, .. } => {
            let a = regs.rd();
            let d: Vec<String> = (0..num).map(|_| regs.r()).collect();
            out.push(format!("{mnemonic} {{{}}}, [{a}];", d.join(", ")));
        }
        PtxInsn::Stmatrix { num, .. } => {
            let a = regs.rd();
            let r: Vec<String> = (1..=num as usize).map(|k| regs.reg(&c.args[k])).collect();
            out.push(format!("{mnemonic} [{a}], {{{}}};", r.join(", ")));
        }
        // mma… {d…}, {a…}, {b…}, {c…}; (llc prints the operand lists on lines of their own)
        PtxInsn::Mma { form, .. } => {
            let (na, nb, nc) = form.regs();
            let list = |regs: &mut Regs, r: std::ops::Range<usize>| r.map(|k| regs.reg(&c.args[k])).collect::<Vec<_>>().join(", ");
            let a = list(regs, 0..na);
            let b = list(regs, na..na + nb);
            let cc = list(regs, na + nb..na + nb + nc);
            let d = (0..nc).map(|_| regs.r()).collect::<Vec<_>>().join(", ");
            out.push(format!("{mnemonic} {{{d}}}, {{{a}}}, {{{b}}}, {{{cc}}};"));
        }
    }
    Ok(insn.ptx().0)
}
