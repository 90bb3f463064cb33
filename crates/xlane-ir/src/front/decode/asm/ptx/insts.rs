//! PTX instructions → ops. Each arm follows the instruction's description in the PTX ISA
//! (section numbers of PTX ISA 9.0 in the comments); a result is computed into a temporary
//! and then written to its destination (through a select when the instruction is guarded).

mod cp_async;
pub(crate) mod wgmma;

use xlane_core::registry::{self, Ret};

use super::parse::{Inst, Operand};
use super::Ptx;
use crate::error::RResult;
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{CastOp, Pred, RmwOp};
use crate::front::ll::layout::STy;
use crate::front::program::*;
use crate::numerics::exact_round::{self, ConvFrom};

/// The exact-rounding format of a PTX float type.
fn exact_format(t: FTy) -> exact_round::Format {
    match t {
        FTy::F16 => exact_round::F16,
        FTy::BF16 => exact_round::BF16,
        FTy::F32 => exact_round::F32,
        FTy::F64 => exact_round::F64,
    }
}

/// A PTX fundamental type (PTX ISA 5.2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct PTy {
    pub kind: Kind,
    pub bits: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    S,
    U,
    B,
    F,
    /// `.bf16` (PTX ISA 5.2.2: the alternate 16-bit float format, `cvt` on sm_90)
    BF,
    Pred,
}

impl PTy {
    pub fn parse(s: &str) -> Option<PTy> {
        if s == "pred" {
            return Some(PTy { kind: Kind::Pred, bits: 1 });
        }
        if s == "bf16" {
            return Some(PTy { kind: Kind::BF, bits: 16 });
        }
        let (k, n) = s.split_at_checked(1)?;
        let bits: u32 = n.parse().ok()?;
        let kind = match k {
            "s" => Kind::S,
            "u" => Kind::U,
            "b" => Kind::B,
            "f" => Kind::F,
            _ => return None,
        };
        matches!((kind, bits), (Kind::F, 16 | 32 | 64) | (Kind::S | Kind::U | Kind::B, 8 | 16 | 32 | 64)).then_some(PTy { kind, bits })
    }
    pub fn signed(self) -> bool {
        self.kind == Kind::S
    }
    pub fn fty(self) -> Option<FTy> {
        match (self.kind, self.bits) {
            (Kind::F, 16) => Some(FTy::F16),
            (Kind::F, 32) => Some(FTy::F32),
            (Kind::F, 64) => Some(FTy::F64),
            (Kind::BF, 16) => Some(FTy::BF16),
            _ => None,
        }
    }
    fn sty(self) -> STy {
        match self.fty() {
            Some(FTy::F16) => STy::F16,
            Some(FTy::BF16) => STy::BF16,
            Some(FTy::F32) => STy::F32,
            Some(FTy::F64) => STy::F64,
            _ => STy::Int(self.bits as u8),
        }
    }
    fn with_bits(self, bits: u32) -> PTy {
        PTy { kind: self.kind, bits }
    }
}

pub(super) const U32: PTy = PTy { kind: Kind::U, bits: 32 };
pub(super) const U64: PTy = PTy { kind: Kind::U, bits: 64 };
pub(super) const PRED: PTy = PTy { kind: Kind::Pred, bits: 1 };

/// The dotted parts of an opcode.
pub(super) struct Mn<'a> {
    pub parts: Vec<&'a str>,
}

impl<'a> Mn<'a> {
    pub fn has(&self, m: &str) -> bool {
        self.parts[1..].contains(&m)
    }
    /// The types among the parts, in order.
    pub fn types(&self) -> Vec<PTy> {
        self.parts[1..].iter().filter_map(|p| PTy::parse(p)).collect()
    }
    fn rnd(&self) -> Option<Rnd> {
        for (m, r) in [("rn", Rnd::Nearest), ("rz", Rnd::Zero), ("rm", Rnd::Down), ("rp", Rnd::Up)] {
            if self.has(m) {
                return Some(r);
            }
        }
        None
    }
}

impl<C: DecodeCx> Ptx<'_, C> {
    /// Read operand `o` as a value of type `t`.
    pub fn read(&mut self, o: &Operand, t: PTy) -> RResult<Slot> {
        match o {
            Operand::Asm(_) | Operand::Reg(_) if self.reg_of(o).is_some() => {
                let r = self.reg_of(o).unwrap();
                if let Operand::Asm(n) = o {
                    if let Some(v) = self.operands[*n].imm {
                        if matches!(t.kind, Kind::F | Kind::BF) && self.operands[*n].reg.bits != t.bits {
                            return self.fail("a constant operand of another width in a float instruction");
                        }
                        return self.konst(v, t.bits);
                    }
                }
                if matches!(t.kind, Kind::F | Kind::BF) && r.bits != t.bits {
                    return self.fail(format!("a {}-bit register used as .f{}", r.bits, t.bits));
                }
                Ok(self.resize(r.slot, r.bits, t.bits, t.signed()))
            }
            Operand::Reg(name) => {
                let (s, bits) = self.special(name)?;
                Ok(self.resize(s, bits, t.bits, false))
            }
            Operand::Imm(v) => {
                let bits = match t.fty() {
                    Some(FTy::F32) => (*v as f32).to_bits() as u64,
                    Some(FTy::F64) => (*v as f64).to_bits(),
                    Some(_) => return self.fail("an integer constant as a 16-bit float"),
                    None => *v as u64,
                };
                self.konst(bits, t.bits)
            }
            Operand::Float(v, _) => {
                let bits = match t.fty() {
                    Some(FTy::F32) => (*v as f32).to_bits() as u64,
                    Some(FTy::F64) => v.to_bits(),
                    _ => return self.fail("a float constant in a non-float position"),
                };
                self.konst(bits, t.bits)
            }
            Operand::Not(p) => {
                let v = self.read(p, PRED)?;
                let one = self.konst(1, 1)?;
                let d = self.temp();
                self.cx.push(Op::IBin(ops::IBin { op: IOp::Xor, bits: 1, flags: 0, dst: d, a: v, b: one }));
                Ok(d)
            }
            _ => self.fail("operand is not a value"),
        }
    }

    /// Write value `v` (of type `t`) to destination operand `o`, under `guard`.
    pub fn write(&mut self, o: &Operand, t: PTy, v: Slot, guard: Option<Slot>) -> RResult<()> {
        match o {
            Operand::Sink => Ok(()),
            Operand::Vector(parts) => {
                // `mov.b64 {lo, hi}, x`: the components, lowest first
                let n = parts.len() as u32;
                if n == 0 || !t.bits.is_multiple_of(n) {
                    return self.malformed("vector destination does not divide the type");
                }
                let w = t.bits / n;
                let temps: Vec<Slot> = (0..n).map(|_| self.temp()).collect();
                let dsts: Vec<(Slot, u32)> = temps.iter().map(|&s| (s, w)).collect();
                self.cx.push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&dsts, &[(v, t.bits)]), srcs: vec![v] }));
                for (p, s) in parts.iter().zip(temps) {
                    self.write(p, t.with_bits(w), s, guard)?;
                }
                Ok(())
            }
            _ => {
                let Some(r) = self.reg_of(o) else { return self.fail("destination is not a register") };
                if let Operand::Asm(n) = o {
                    if !self.operands[*n].output {
                        return self.fail(format!("writes input operand ${n} (give it an output constraint)"));
                    }
                }
                let v = self.resize(v, t.bits, r.bits, t.signed());
                match guard {
                    None => self.cx.push(Op::Copy(ops::Copy { dst: r.slot, src: v })),
                    Some(g) => self.cx.push(Op::Select(ops::Select { dst: r.slot, c: g, a: v, b: r.slot })),
                }
                Ok(())
            }
        }
    }

    pub(super) fn need(&self, i: &Inst, n: usize) -> RResult<()> {
        if i.operands.len() < n {
            return self.malformed(format!("takes {n} operand(s)"));
        }
        Ok(())
    }

    pub fn inst(&mut self, i: &Inst) -> RResult<()> {
        let mn = Mn { parts: i.opcode.split('.').collect() };
        let name = mn.parts[0];
        let guard = match &i.guard {
            None => None,
            Some((p, neg)) => {
                let p = if *neg { Operand::Not(Box::new(p.clone())) } else { p.clone() };
                Some(self.read(&p, PRED)?)
            }
        };
        // a guarded load, store or atomic touches memory only in the lanes whose guard holds
        // (LoadIf/StoreIf/AtomicRmwIf); other effects and lane exchanges are not guarded here
        let effect =
            matches!(name, "shfl" | "vote" | "match" | "redux" | "bar" | "barrier" | "activemask" | "elect" | "trap" | "mma" | "ldmatrix" | "stmatrix" | "movmatrix" | "wgmma");
        if guard.is_some() && effect {
            return self.fail("a guarded instruction with side effects or lane exchange is not supported");
        }
        let ty = mn.types().last().copied();
        if let Some(bf) = super::packed::packed_half_type(&mn) {
            if matches!(name, "add" | "sub" | "mul" | "fma" | "neg" | "abs" | "min" | "max" | "ex2" | "tanh") {
                return self.packed_half(i, &mn, bf, guard);
            }
        }
        match name {
            "vadd2" | "vsub2" | "vavrg2" | "vabsdiff2" | "vmin2" | "vmax2" | "vset2" | "vadd4" | "vsub4" | "vavrg4" | "vabsdiff4" | "vmin4" | "vmax4" | "vset4" => {
                self.video(i, &mn, guard)
            }
            "mov" => self.mov(i, ty.unwrap_or(U32), guard),
            "add" | "sub" | "mul" | "mad" | "fma" | "div" | "rem" | "min" | "max" | "neg" | "abs" | "sqrt" | "rcp" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "tanh"
            | "copysign" => {
                let Some(t) = ty else { return self.fail("no type") };
                self.arith(i, &mn, t, guard)
            }
            "and" | "or" | "xor" | "not" | "cnot" | "shl" | "shr" | "popc" | "clz" | "brev" | "bfe" | "bfi" | "bfind" | "lop3" | "prmt" | "bmsk" => {
                let Some(t) = ty else { return self.fail("no type") };
                self.bits(i, &mn, t, guard)
            }
            "fns" => self.fns(i, guard),
            "dp4a" | "dp2a" => self.dot(i, &mn, guard),
            "setp" => self.setp(i, &mn, guard),
            "set" => self.set(i, &mn, guard),
            "selp" => {
                self.need(i, 4)?;
                let t = ty.unwrap_or(U32);
                let (a, b, c) = (self.read(&i.operands[1], t)?, self.read(&i.operands[2], t)?, self.read(&i.operands[3], PRED)?);
                let d = self.temp();
                self.cx.push(Op::Select(ops::Select { dst: d, c, a, b }));
                self.write(&i.operands[0], t, d, guard)
            }
            "cvt" => self.cvt(i, &mn, guard),
            "cvta" => self.cvta(i, &mn, guard),
            "ld" | "st" => self.memory(i, &mn, guard),
            "atom" | "red" => self.atomic(i, &mn, guard),
            "shfl" | "vote" | "match" | "redux" | "activemask" | "elect" => self.cross_lane(i, &mn),
            "mma" => self.mma(i),
            "ldmatrix" | "stmatrix" => self.matrix_memory(i, &mn),
            "cp" => self.cp_async(i, &mn, guard),
            "wgmma" => self.wgmma(i, &mn),
            "movmatrix" => {
                // movmatrix.sync.aligned.m8n8.trans.b16 d, a (PTX ISA 9.7.14.5.17)
                if !(mn.has("m8n8") && mn.has("trans") && mn.has("b16")) {
                    return self.fail(format!("`{}`: only movmatrix.sync.aligned.m8n8.trans.b16 exists", i.opcode));
                }
                self.need(i, 2)?;
                let src = self.read(&i.operands[1], U32)?;
                let d = self.temp();
                self.cx.push(Op::MovMatrix(ops::MovMatrix { dst: d, src }));
                self.write(&i.operands[0], U32, d, None)
            }
            "bar" | "barrier" => self.barrier(i, &mn),
            "createpolicy" => {
                // `createpolicy…L2::evict_last.b64 p, fraction`: an opaque cache-eviction policy
                // for `ld/st….L2::cache_hint` (PTX ISA 9.7.9.18); its encoding is not specified,
                // so the register holds an undefined value (the loads only take it as a hint)
                self.need(i, 1)?;
                let d = self.temp();
                self.cx.push(Op::SetUndef(ops::SetUndef { dst: d }));
                self.write(&i.operands[0], U64, d, guard)
            }
            "fence" | "membar" | "nanosleep" | "prefetch" | "prefetchu" | "griddepcontrol" => {
                self.cx.push(Op::NOP);
                Ok(())
            }
            "trap" => {
                self.cx.push(Op::Trap(ops::Trap { what: "PTX `trap` executed" }));
                Ok(())
            }
            _ => self.fail(format!("instruction `{}` is not supported", i.opcode)),
        }
    }

    fn mov(&mut self, i: &Inst, t: PTy, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 2)?;
        let v = match &i.operands[1] {
            // `mov.b64 d, {lo, hi}`: pack, lowest first
            Operand::Vector(parts) => {
                let n = parts.len() as u32;
                if n == 0 || !t.bits.is_multiple_of(n) {
                    return self.malformed("vector source does not divide the type");
                }
                let w = t.bits / n;
                let mut srcs = vec![];
                for p in parts {
                    srcs.push((self.read(p, t.with_bits(w))?, w));
                }
                let d = self.temp();
                self.cx
                    .push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&[(d, t.bits)], &srcs), srcs: srcs.iter().map(|s| s.0).collect() }));
                d
            }
            o => self.read(o, t)?,
        };
        self.write(&i.operands[0], t, v, guard)
    }

    /// `mov` from a special register (PTX ISA 10): lane-identity registers are registry rows;
    /// launch values are the runner's; values that depend on where the driver placed the
    /// block (`%smid`, the reserved shared-memory window) are undefined.
    pub fn special(&mut self, name: &str) -> RResult<(Slot, u32)> {
        let d = self.temp();
        let dim = |s: &str| match s {
            "x" => Some(0u8),
            "y" => Some(1),
            "z" => Some(2),
            _ => None,
        };
        let (reg, sub) = match name.split_once('.') {
            Some((r, s)) => (r, dim(s)),
            None => (name, None),
        };
        let what = match (reg, sub) {
            ("%tid", Some(k)) => Some(Special::Tid(k)),
            ("%ntid", Some(k)) => Some(Special::BlockDim(k)),
            ("%ctaid", Some(k)) => Some(Special::BlockId(k)),
            ("%nctaid", Some(k)) => Some(Special::GridDim(k)),
            ("%warpid", None) => Some(Special::WarpId),
            ("%nwarpid", None) => Some(Special::NWarpId),
            ("%clock" | "%clock_hi" | "%clock64" | "%globaltimer" | "%globaltimer_lo" | "%globaltimer_hi", None) => Some(Special::Clock),
            _ => None,
        };
        if let Some(w) = what {
            self.cx.push(Op::Special(ops::Special { dst: d, what: w }));
            let bits = if matches!(reg, "%clock64" | "%globaltimer") { 64 } else { 32 };
            return Ok((d, bits));
        }
        if name == "WARP_SZ" {
            return Ok((self.konst(32, 32)?, 32));
        }
        if let Some(row) = registry::by_ptx_insn(&format!("mov.u32 {name}"), false) {
            self.row_call(row, vec![], &[d], None)?;
            return Ok((d, 32));
        }
        let placement = name.starts_with("%reserved_smem_offset")
            || name.starts_with("%envreg")
            || matches!(name, "%smid" | "%nsmid" | "%gridid" | "%total_smem_size" | "%aggr_smem_size" | "%dynamic_smem_size" | "%pm0" | "%pm1" | "%pm2" | "%pm3");
        if placement {
            // where the driver put the block and its reserved shared memory: not a fact of
            // the launch xlane models (a store of it is an undefined value)
            self.cx.push(Op::SetUndef(ops::SetUndef { dst: d }));
            return Ok((d, if name == "%gridid" { 64 } else { 32 }));
        }
        self.fail(format!("special register `{name}` is not supported"))
    }

    /// Push a registry call: `args` in the row's parameter order, outputs `outs` (value,
    /// then predicate), `member` the argument holding the member mask.
    fn row_call(&mut self, row: &'static xlane_core::registry::Builtin, args: Vec<BArg>, outs: &[Slot], member: Option<u8>) -> RResult<()> {
        let target = self.cx.target_ref().clone();
        let (b, ty) = match xlane_core::call::resolve(row.name, None, Some(&target)) {
            Ok(r) => r,
            Err(d) => return self.cx.fail(crate::error::RunError::from(d.clone()).kind, format!("inline PTX `{}`: {}", self.text, d.message)),
        };
        let outs = outs.iter().enumerate().map(|(k, &slot)| BOut { slot, output: k as u8, piece: None }).collect();
        let lanes = CallLanes::of(b);
        self.cx.push(Op::Builtin(ops::Builtin { b, ty, args, outs, member, lanes }));
        Ok(())
    }

    /// `fns.b32 d, mask, base, offset`: the registry row llc lowers to this instruction
    /// (`llvm.nvvm.fns`), so the runner computes it with the row's semantics. Each lane uses
    /// its own operands; a guard only decides which lanes write `d`.
    fn fns(&mut self, i: &Inst, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 4)?;
        let Some(row) = registry::by_ptx_insn(&i.opcode, false) else { return self.fail(format!("`{}` has no registry row", i.opcode)) };
        let mut args = vec![];
        for o in &i.operands[1..4] {
            let s = self.read(o, U32)?;
            args.push(BArg::Slots { slots: vec![s], elem_bits: 32 });
        }
        let d = self.temp();
        self.row_call(row, args, &[d], None)?;
        self.write(&i.operands[0], U32, d, guard)
    }

    /// `mma.sync.aligned.m16n8kK.row.col… {d…}, {a…}, {b…}, {c…}`: the registry row llc
    /// lowers to this instruction (its `PtxInsn::Mma`), so inline PTX and the intrinsic share
    /// the semantics (`xlane_core::semantics::nvidia::mma`). Every register is 32 bits (an
    /// f16x2 pair, packed 8-bit values, a TF32 or f32 value, an s32).
    fn mma(&mut self, i: &Inst) -> RResult<()> {
        use xlane_core::registry::{Insn, PtxInsn};
        let Some(row) = registry::by_ptx_insn(&i.opcode, false) else { return self.fail(format!("`{}` has no registry row", i.opcode)) };
        let Insn::Ptx(PtxInsn::Mma { form, .. }) = row.lower.insn else { return self.fail(format!("`{}` is not an mma row", i.opcode)) };
        self.need(i, 4)?;
        let (na, nb, nc) = form.regs();
        let list = |o: &Operand| match o {
            Operand::Vector(v) => v.clone(),
            o => vec![o.clone()],
        };
        let (d, a, b, c) = (list(&i.operands[0]), list(&i.operands[1]), list(&i.operands[2]), list(&i.operands[3]));
        if (d.len(), a.len(), b.len(), c.len()) != (nc, na, nb, nc) {
            return self.malformed(format!("`{}` takes {nc}, {na}, {nb} and {nc} registers", i.opcode));
        }
        let b32 = PTy { kind: Kind::B, bits: 32 };
        let mut args = vec![];
        for o in a.iter().chain(&b).chain(&c) {
            let s = self.read(o, b32)?;
            args.push(BArg::Slots { slots: vec![s], elem_bits: 32 });
        }
        let outs: Vec<Slot> = (0..nc).map(|_| self.temp()).collect();
        self.row_call(row, args, &outs, None)?;
        for (o, &v) in d.iter().zip(&outs) {
            self.write(o, b32, v, None)?;
        }
        Ok(())
    }

    /// `ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans][.shared{::cta}].b16 {d…}, [a]` and
    /// `stmatrix… [a], {r…}` (CUTLASS spells them so, also with `.x4.m8n8`): the runner's
    /// matrix memory ops, checked against the intrinsic's registry row.
    fn matrix_memory(&mut self, i: &Inst, mn: &Mn) -> RResult<()> {
        use xlane_core::registry::{Insn, PtxInsn};
        let num = match ["x1", "x2", "x4"].iter().position(|x| mn.has(x)) {
            Some(k) => 1u8 << k,
            None => return self.fail(format!("`{}`: no .x1/.x2/.x4", i.opcode)),
        };
        if !(mn.has("m8n8") && mn.has("b16")) {
            return self.fail(format!("`{}`: only the .m8n8 .b16 shape is modelled", i.opcode));
        }
        let trans = mn.has("trans");
        let key = format!("{}.sync.aligned.m8n8.x{num}{}.shared.b16", mn.parts[0], if trans { ".trans" } else { "" });
        let Some(row) = registry::by_ptx_insn(&key, false) else { return self.fail(format!("`{}` has no registry row", i.opcode)) };
        let space = match self.space(mn)? {
            3 => AddrSpace::Shared,
            0 => AddrSpace::Flat,
            _ => return self.fail(format!("`{}`: rows live in shared memory", i.opcode)),
        };
        self.need(i, 2)?;
        let list = |o: &Operand| match o {
            Operand::Vector(v) => v.clone(),
            o => vec![o.clone()],
        };
        let load = mn.parts[0] == "ldmatrix";
        let (regs_op, addr_op) = if load { (&i.operands[0], &i.operands[1]) } else { (&i.operands[1], &i.operands[0]) };
        let regs = list(regs_op);
        if regs.len() != num as usize {
            return self.malformed(format!("`{}` takes {num} register(s)", i.opcode));
        }
        let ptr = self.address(addr_op)?;
        let b = match xlane_core::call::resolve(row.name, None, Some(&self.cx.target_ref().clone())) {
            Ok((b, _)) => b,
            Err(d) => return self.cx.fail(crate::error::RunError::from(d.clone()).kind, format!("inline PTX `{}`: {}", self.text, d.message)),
        };
        debug_assert!(matches!(b.lower.insn, Insn::Ptx(PtxInsn::Ldmatrix { .. } | PtxInsn::Stmatrix { .. })));
        if load {
            let dsts: Vec<Slot> = (0..num).map(|_| self.temp()).collect();
            self.cx.push(Op::LdMatrix(ops::LdMatrix { b, num, trans, ptr, space, dsts: dsts.clone() }));
            for (o, &d) in regs.iter().zip(&dsts) {
                self.write(o, U32, d, None)?;
            }
        } else {
            let mut vals = vec![];
            for o in &regs {
                vals.push(self.read(o, U32)?);
            }
            self.cx.push(Op::StMatrix(ops::StMatrix { b, num, trans, ptr, space, vals }));
        }
        Ok(())
    }

    /// `shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`, `activemask`, `elect.sync`: the
    /// registry row whose lowering is this instruction. PTX puts the member mask last; the
    /// row names it `mask`.
    fn cross_lane(&mut self, i: &Inst, mn: &Mn) -> RResult<()> {
        let (d, p) = match i.operands.first() {
            Some(Operand::Pair(a, b)) => (Some((**a).clone()), Some((**b).clone())),
            Some(o) => (Some(o.clone()), None),
            None => return self.malformed("no destination"),
        };
        // PTX spells `.sync` right after the name (`vote.sync.ballot`) or after the mode
        // (`match.any.sync`); either order reaches the row (`vote.ballot.sync.b32` too)
        let parts: Vec<&str> = i.opcode.split('.').filter(|p| *p != "aligned").collect();
        let mut spellings = vec![parts.join(".")];
        if let Some(k) = parts.iter().position(|p| *p == "sync") {
            for at in [1, 2] {
                let mut q = parts.clone();
                let s = q.remove(k);
                if at <= q.len() {
                    q.insert(at, s);
                    spellings.push(q.join("."));
                }
            }
        }
        let mut key = spellings.iter().find(|k| registry::by_ptx_insn(k, p.is_some()).is_some()).cloned().unwrap_or_else(|| spellings[0].clone());
        let mut row = registry::by_ptx_insn(&key, p.is_some());
        if row.is_none() {
            // `redux.sync.add.u32` is the `.s32` row (the same bits); `.b32` forms likewise
            for (from, to) in [(".add.u32", ".add.s32"), (".and.u32", ".and.b32"), (".or.u32", ".or.b32"), (".xor.u32", ".xor.b32"), (".add.b32", ".add.s32")] {
                if key.contains(from) {
                    key = key.replace(from, to);
                    row = registry::by_ptx_insn(&key, p.is_some());
                }
            }
        }
        let Some(row) = row else { return self.fail(format!("`{}` has no registry row", i.opcode)) };
        let ty = mn.types().last().copied().unwrap_or(U32);
        let srcs = &i.operands[1..];
        let mut member = None;
        let mut args = vec![];
        let mut next = 0;
        for (k, prm) in row.params.iter().enumerate() {
            let is_mask = prm.role == registry::Role::MemberMask;
            let o = if is_mask {
                member = Some(k as u8);
                srcs.last()
            } else {
                next += 1;
                srcs.get(next - 1)
            };
            let Some(o) = o else { return self.malformed(format!("operand `{}` missing", prm.name)) };
            let t = if is_mask {
                U32
            } else if matches!(o, Operand::Not(_)) || self.reg_of(o).is_some_and(|r| r.bits == 1) || ty.kind == Kind::Pred {
                PRED
            } else if matches!(mn.parts[0], "shfl") && next > 1 {
                U32
            } else {
                ty.with_bits(ty.bits.max(32))
            };
            match self.imm_of(o) {
                Some(v) if !matches!(o, Operand::Not(_)) => args.push(BArg::Imm(v as u64 & crate::front::ll::layout::mask(t.bits))),
                _ => {
                    let s = self.read(o, t)?;
                    args.push(BArg::Slots { slots: vec![s], elem_bits: t.bits });
                }
            }
        }
        let dv = self.temp();
        let dp = self.temp();
        let outs: Vec<Slot> = if matches!(row.ret, Ret::WithPred(_)) { vec![dv, dp] } else { vec![dv] };
        self.row_call(row, args, &outs, member)?;
        let out_ty = match row.ret {
            Ret::One(_) | Ret::WithPred(_) if ty.kind == Kind::Pred => PRED,
            _ if mn.parts[0] == "match" => U32,
            _ => ty.with_bits(ty.bits.max(32)),
        };
        if let Some(d) = d {
            self.write(&d, out_ty, dv, None)?;
        }
        if let Some(p) = p {
            if outs.len() < 2 {
                return self.fail("this form has no predicate output");
            }
            self.write(&p, PRED, dp, None)?;
        }
        Ok(())
    }

    fn barrier(&mut self, i: &Inst, mn: &Mn) -> RResult<()> {
        if mn.has("warp") {
            self.need(i, 1)?;
            let m = self.read(&i.operands[0], U32)?;
            self.cx.push(Op::WarpSync(ops::WarpSync { mask: m }));
            return Ok(());
        }
        let id = i.operands.first().and_then(|o| self.imm_of(o));
        if id != Some(0) {
            return self.fail("only barrier 0 (`__syncthreads`) with a constant id is modelled");
        }
        if mn.has("red") {
            // `bar.red.popc.u32 d, 0, p` / `bar.red.and.pred d, 0, p`
            self.need(i, 3)?;
            let red = if mn.has("popc") {
                BarrierRed::Popc
            } else if mn.has("and") {
                BarrierRed::And
            } else {
                BarrierRed::Or
            };
            let p = self.read(&i.operands[2], PRED)?;
            let d = self.temp();
            self.cx.push(Op::Barrier(ops::Barrier { pred: Some((p, red)), dst: Some(d) }));
            let t = if red == BarrierRed::Popc { U32 } else { PRED };
            return self.write(&i.operands[0], t, d, None);
        }
        if mn.has("arrive") || i.operands.len() > 1 {
            return self.fail("`bar.arrive` and barriers with a thread count are not modelled");
        }
        self.cx.push(Op::Barrier(ops::Barrier { pred: None, dst: None }));
        Ok(())
    }

    fn flush(&mut self, v: Slot, t: FTy) -> RResult<Slot> {
        crate::decode::intrin::flush_subnormal(self.cx, v, t)
    }

    fn arith(&mut self, i: &Inst, mn: &Mn, t: PTy, guard: Option<Slot>) -> RResult<()> {
        let name = mn.parts[0];
        if let Some(ft) = t.fty() {
            return self.float_arith(i, mn, t, ft, guard);
        }
        let bits = t.bits as u8;
        let nsrc = match name {
            "neg" | "abs" => 1,
            "mad" => 3,
            _ => 2,
        };
        self.need(i, nsrc + 1)?;
        let wide = mn.has("wide");
        let src_t = t;
        let mut s = vec![];
        for k in 0..nsrc {
            // `mad.wide`: the addend is double width
            let tk = if wide && k == 2 { t.with_bits(t.bits * 2) } else { src_t };
            s.push(self.read(&i.operands[1 + k], tk)?);
        }
        let d = self.temp();
        let ibin = |op| Op::IBin(ops::IBin { op, bits, flags: 0, dst: d, a: s[0], b: *s.get(1).unwrap_or(&s[0]) });
        let mut out_t = t;
        match name {
            "add" | "sub" if mn.has("cc") => return self.fail("carry chains (`.cc`, `addc`) are not supported"),
            "add" if mn.has("sat") => self.cx.push(ibin(IOp::SAddSat)),
            "sub" if mn.has("sat") => self.cx.push(ibin(IOp::SSubSat)),
            "add" => self.cx.push(ibin(IOp::Add)),
            "sub" => self.cx.push(ibin(IOp::Sub)),
            "min" => self.cx.push(ibin(if t.signed() { IOp::SMin } else { IOp::UMin })),
            "max" => self.cx.push(ibin(if t.signed() { IOp::SMax } else { IOp::UMax })),
            "div" | "rem" => {
                let op = match (name, t.signed()) {
                    ("div", true) => IOp::SDiv,
                    ("div", false) => IOp::UDiv,
                    ("rem", true) => IOp::SRem,
                    _ => IOp::URem,
                };
                self.cx.push(ibin(op))
            }
            "neg" => {
                let z = self.konst(0, t.bits)?;
                self.cx.push(Op::IBin(ops::IBin { op: IOp::Sub, bits, flags: 0, dst: d, a: z, b: s[0] }));
            }
            "abs" => self.cx.push(Op::IUnary(ops::IUnary { op: IUn::Abs, bits, dst: d, a: s[0], zero_poison: false })),
            "mul" | "mad" => {
                let prod = if name == "mad" { self.temp() } else { d };
                if mn.has("hi") {
                    let what = match (t.bits, t.signed()) {
                        (16, true) => "nvvm.mulhi.s",
                        (16, false) => "nvvm.mulhi.us",
                        (32, true) => "nvvm.mulhi.i",
                        (32, false) => "nvvm.mulhi.ui",
                        (64, true) => "nvvm.mulhi.ll",
                        _ => "nvvm.mulhi.ull",
                    };
                    let _ = what;
                    self.cx.push(Op::Bits(ops::Bits { op: BitsOp::MulHi { signed: t.signed() }, bits, dst: prod, args: vec![s[0], s[1]] }));
                } else if wide {
                    if t.bits == 64 {
                        return self.fail("`.wide` of a 64-bit multiply");
                    }
                    out_t = t.with_bits(t.bits * 2);
                    let a = self.resize(s[0], t.bits, out_t.bits, t.signed());
                    let b = self.resize(s[1], t.bits, out_t.bits, t.signed());
                    self.cx.push(Op::IBin(ops::IBin { op: IOp::Mul, bits: out_t.bits as u8, flags: 0, dst: prod, a, b }));
                } else {
                    self.cx.push(Op::IBin(ops::IBin { op: IOp::Mul, bits, flags: 0, dst: prod, a: s[0], b: s[1] }));
                }
                if name == "mad" {
                    if mn.has("sat") {
                        return self.fail("`mad.hi.sat` is not supported");
                    }
                    self.cx.push(Op::IBin(ops::IBin { op: IOp::Add, bits: out_t.bits as u8, flags: 0, dst: d, a: prod, b: s[2] }));
                }
            }
            _ => return self.fail(format!("`{}` on integers", i.opcode)),
        }
        self.write(&i.operands[0], out_t, d, guard)
    }

    pub(super) fn float_arith(&mut self, i: &Inst, mn: &Mn, t: PTy, ft: FTy, guard: Option<Slot>) -> RResult<()> {
        let name = mn.parts[0];
        let ftz = mn.has("ftz");
        let approx = mn.has("approx") || (name == "div" && mn.has("full"));
        let nsrc = match name {
            "mad" | "fma" => 3,
            "neg" | "abs" | "sqrt" | "rcp" | "rsqrt" | "ex2" | "lg2" | "sin" | "cos" | "tanh" => 1,
            _ => 2,
        };
        self.need(i, nsrc + 1)?;
        let mut s = vec![];
        for k in 0..nsrc {
            s.push(self.read(&i.operands[1 + k], t)?);
        }
        let d = self.temp();
        if approx {
            let Some(op) = crate::front::decode::approx_names::nvidia(name, ft, mn.has("full")) else { return self.fail("xlane has no model of this approximation") };
            self.cx.push(Op::Approx(ops::Approx { op, ftz, dst: d, args: s }));
            return self.write(&i.operands[0], t, d, guard);
        }
        let rnd = mn.rnd().unwrap_or(Rnd::Nearest);
        let fr = match name {
            "add" => Some(FRoundOp::Add),
            "sub" => Some(FRoundOp::Sub),
            "mul" => Some(FRoundOp::Mul),
            "mad" | "fma" => Some(FRoundOp::Fma),
            "div" => Some(FRoundOp::Div),
            "sqrt" => Some(FRoundOp::Sqrt),
            "rcp" => Some(FRoundOp::Rcp),
            _ => None,
        };
        if let Some(op) = fr {
            if matches!(name, "div" | "sqrt" | "rcp") && mn.rnd().is_none() {
                return self.fail("needs a rounding modifier or `.approx`");
            }
            if (rnd != Rnd::Nearest || ftz) && ft != FTy::F16 {
                self.cx.push(Op::FRound(ops::FRound { op, rnd, ftz, ty: ft, dst: d, args: s.clone() }));
            } else if rnd != Rnd::Nearest || ftz {
                return self.fail("directed rounding of .f16");
            } else {
                let o = match op {
                    FRoundOp::Add => Op::FBin(ops::FBin { op: FOp::Add, ty: ft, dst: d, a: s[0], b: s[1] }),
                    FRoundOp::Sub => Op::FBin(ops::FBin { op: FOp::Sub, ty: ft, dst: d, a: s[0], b: s[1] }),
                    FRoundOp::Mul => Op::FBin(ops::FBin { op: FOp::Mul, ty: ft, dst: d, a: s[0], b: s[1] }),
                    FRoundOp::Div => Op::FBin(ops::FBin { op: FOp::Div, ty: ft, dst: d, a: s[0], b: s[1] }),
                    FRoundOp::Fma => Op::Fma(ops::Fma { ty: ft, dst: d, a: s[0], b: s[1], c: s[2] }),
                    FRoundOp::Sqrt => Op::FUnary(ops::FUnary { op: FUn::Sqrt, ty: ft, dst: d, a: s[0] }),
                    FRoundOp::Rcp => {
                        let one = self.konst(
                            match ft {
                                FTy::F64 => 1f64.to_bits(),
                                _ => 1f32.to_bits() as u64,
                            },
                            t.bits,
                        )?;
                        Op::FBin(ops::FBin { op: FOp::Div, ty: ft, dst: d, a: one, b: s[0] })
                    }
                };
                self.cx.push(o);
            }
        } else {
            let src: Vec<Slot> = if ftz { s.iter().map(|&x| self.flush(x, ft)).collect::<RResult<_>>()? } else { s.clone() };
            let o = match name {
                "min" | "max" => {
                    let nan = mn.has("NaN");
                    let op = match (name, nan) {
                        ("min", false) => FOp::MinNum,
                        ("max", false) => FOp::MaxNum,
                        ("min", true) => FOp::Minimum,
                        _ => FOp::Maximum,
                    };
                    Op::FBin(ops::FBin { op, ty: ft, dst: d, a: src[0], b: src[1] })
                }
                "neg" => Op::FUnary(ops::FUnary { op: FUn::Neg, ty: ft, dst: d, a: src[0] }),
                "abs" => Op::FUnary(ops::FUnary { op: FUn::Abs, ty: ft, dst: d, a: src[0] }),
                "copysign" => Op::FBin(ops::FBin { op: FOp::CopySign, ty: ft, dst: d, a: src[1], b: src[0] }),
                _ => return self.fail(format!("`{}` needs `.approx`", i.opcode)),
            };
            self.cx.push(o);
        }
        let mut out = d;
        if mn.has("sat") {
            let x = self.temp();
            self.cx.push(Op::FUnary(ops::FUnary { op: FUn::Saturate, ty: ft, dst: x, a: out }));
            out = x;
        }
        if mn.has("relu") {
            out = self.relu16(out, ft)?;
        }
        self.write(&i.operands[0], t, out, guard)
    }

    fn bits(&mut self, i: &Inst, mn: &Mn, t: PTy, guard: Option<Slot>) -> RResult<()> {
        let name = mn.parts[0];
        let bits = t.bits as u8;
        let d = self.temp();
        let mut out_t = t;
        match name {
            "and" | "or" | "xor" => {
                self.need(i, 3)?;
                let (a, b) = (self.read(&i.operands[1], t)?, self.read(&i.operands[2], t)?);
                let op = match name {
                    "and" => IOp::And,
                    "or" => IOp::Or,
                    _ => IOp::Xor,
                };
                self.cx.push(Op::IBin(ops::IBin { op, bits, flags: 0, dst: d, a, b }));
            }
            "not" | "cnot" => {
                self.need(i, 2)?;
                let a = self.read(&i.operands[1], t)?;
                if name == "not" {
                    let ones = self.konst(u64::MAX, t.bits)?;
                    self.cx.push(Op::IBin(ops::IBin { op: IOp::Xor, bits, flags: 0, dst: d, a, b: ones }));
                } else {
                    let z = self.konst(0, t.bits)?;
                    let c = self.temp();
                    self.cx.push(Op::ICmp(ops::ICmp { pred: Pred::Eq, bits, dst: c, a, b: z, samesign: false }));
                    self.cx.push(Op::Copy(ops::Copy { dst: d, src: c }));
                    // cnot's result has the operand type: 1 or 0
                    let w = self.resize(d, 1, t.bits, false);
                    return self.write(&i.operands[0], t, w, guard);
                }
            }
            "shl" | "shr" => {
                // the shift amount is a u32; amounts past the width give 0 (shl, shr.u/.b) or
                // the sign fill (shr.s)
                self.need(i, 3)?;
                let a = self.read(&i.operands[1], t)?;
                let n = self.read(&i.operands[2], U32)?;
                let top = self.konst(t.bits as u64 - 1, 32)?;
                let clamped = self.temp();
                self.cx.push(Op::IBin(ops::IBin { op: IOp::UMin, bits: 32, flags: 0, dst: clamped, a: n, b: top }));
                let op = match (name, t.signed()) {
                    ("shl", _) => IOp::Shl,
                    (_, true) => IOp::AShr,
                    _ => IOp::LShr,
                };
                if op == IOp::AShr {
                    self.cx.push(Op::IBin(ops::IBin { op, bits, flags: 0, dst: d, a, b: clamped }));
                } else {
                    let sh = self.temp();
                    self.cx.push(Op::IBin(ops::IBin { op, bits, flags: 0, dst: sh, a, b: clamped }));
                    let past = self.temp();
                    self.cx.push(Op::ICmp(ops::ICmp { pred: Pred::Ugt, bits: 32, dst: past, a: n, b: top, samesign: false }));
                    let z = self.konst(0, t.bits)?;
                    self.cx.push(Op::Select(ops::Select { dst: d, c: past, a: z, b: sh }));
                }
            }
            "popc" | "clz" | "brev" => {
                self.need(i, 2)?;
                let a = self.read(&i.operands[1], t)?;
                let op = match name {
                    "popc" => IUn::Ctpop,
                    "clz" => IUn::Ctlz,
                    _ => IUn::BitReverse,
                };
                self.cx.push(Op::IUnary(ops::IUnary { op, bits, dst: d, a, zero_poison: false }));
                if name != "brev" {
                    // popc and clz write a .u32 whatever the operand width
                    let w = self.resize(d, t.bits, 32, false);
                    return self.write(&i.operands[0], U32, w, guard);
                }
            }
            "bfe" | "bfi" | "bfind" | "lop3" | "prmt" | "bmsk" => {
                let (what, srcs): (BitsOp, Vec<PTy>) = match name {
                    "bfe" => (BitsOp::PtxBfe { signed: t.signed() }, vec![t, U32, U32]),
                    "bfi" => (BitsOp::PtxBfi, vec![t, t, U32, U32]),
                    "bfind" => (BitsOp::PtxBfind { signed: t.signed(), shiftamt: mn.has("shiftamt") }, vec![t]),
                    "bmsk" => (BitsOp::PtxBmsk { wrap: mn.has("wrap") }, vec![U32, U32]),
                    "lop3" => (BitsOp::PtxLop3, vec![t, t, t, U32]),
                    _ => {
                        let mode =
                            [("f4e", PrmtMode::F4e), ("b4e", PrmtMode::B4e), ("rc8", PrmtMode::Rc8), ("ecl", PrmtMode::Ecl), ("ecr", PrmtMode::Ecr), ("rc16", PrmtMode::Rc16)]
                                .into_iter()
                                .find(|m| mn.has(m.0));
                        (mode.map_or(BitsOp::Prmt, |m| BitsOp::PtxPrmt(m.1)), vec![U32, U32, U32])
                    }
                };
                self.need(i, srcs.len() + 1)?;
                let mut args = vec![];
                for (k, st) in srcs.iter().enumerate() {
                    args.push(self.read(&i.operands[1 + k], *st)?);
                }
                if matches!(name, "bfind" | "bmsk") {
                    out_t = U32;
                }
                self.cx.push(Op::Bits(ops::Bits { op: what, bits, dst: d, args }));
            }
            _ => return self.fail(format!("`{}`", i.opcode)),
        }
        self.write(&i.operands[0], out_t, d, guard)
    }

    /// `a CmpOp b` of type `t` as a predicate (PTX ISA `setp`/`set` comparison operators: the
    /// ordered and unordered float comparisons, `num`/`nan`, signed and unsigned integer ones);
    /// `ftz` flushes subnormal float operands first.
    pub(super) fn compare(&mut self, cmp: &str, t: PTy, ftz: bool, a: Slot, b: Slot) -> RResult<Slot> {
        let (mut a, mut b) = (a, b);
        let c = self.temp();
        if let Some(ft) = t.fty() {
            if ftz {
                a = self.flush(a, ft)?;
                b = self.flush(b, ft)?;
            }
            let pred = match cmp {
                "eq" => Pred::Oeq,
                "ne" => Pred::One,
                "lt" => Pred::Olt,
                "le" => Pred::Ole,
                "gt" => Pred::Ogt,
                "ge" => Pred::Oge,
                "equ" => Pred::Ueq,
                "neu" => Pred::Une,
                "ltu" => Pred::Ult,
                "leu" => Pred::Ule,
                "gtu" => Pred::Ugt,
                "geu" => Pred::Uge,
                "num" => Pred::Ord,
                "nan" => Pred::Uno,
                _ => return self.fail(format!("comparison `{cmp}`")),
            };
            self.cx.push(Op::FCmp(ops::FCmp { pred, ty: ft, dst: c, a, b }));
        } else {
            let s = t.signed();
            let pred = match cmp {
                "eq" => Pred::Eq,
                "ne" => Pred::Ne,
                "lt" if s => Pred::Slt,
                "le" if s => Pred::Sle,
                "gt" if s => Pred::Sgt,
                "ge" if s => Pred::Sge,
                "lt" | "lo" => Pred::Ult,
                "le" | "ls" => Pred::Ule,
                "gt" | "hi" => Pred::Ugt,
                "ge" | "hs" => Pred::Uge,
                _ => return self.fail(format!("comparison `{cmp}`")),
            };
            self.cx.push(Op::ICmp(ops::ICmp { pred, bits: t.bits as u8, dst: c, a, b, samesign: false }));
        }
        Ok(c)
    }

    /// `setp.CmpOp[.BoolOp][.ftz].type p[|q], a, b[, c]` (PTX ISA 9.7.7.1 / 9.7.4.1).
    fn setp(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 3)?;
        let Some(t) = mn.types().last().copied() else { return self.fail("no type") };
        let cmp = mn.parts.get(1).copied().unwrap_or("");
        let (a, b) = (self.read(&i.operands[1], t)?, self.read(&i.operands[2], t)?);
        let c = self.compare(cmp, t, mn.has("ftz"), a, b)?;
        let bool_op = ["and", "or", "xor"].into_iter().find(|m| mn.parts.get(2) == Some(m));
        let combine = |p: &mut Self, x: Slot| -> RResult<Slot> {
            let Some(op) = bool_op else { return Ok(x) };
            p.need(i, 4)?;
            let cv = p.read(&i.operands[3], PRED)?;
            let d = p.temp();
            let iop = match op {
                "and" => IOp::And,
                "or" => IOp::Or,
                _ => IOp::Xor,
            };
            p.cx.push(Op::IBin(ops::IBin { op: iop, bits: 1, flags: 0, dst: d, a: x, b: cv }));
            Ok(d)
        };
        let (pd, qd) = match &i.operands[0] {
            Operand::Pair(p, q) => ((**p).clone(), Some((**q).clone())),
            o => (o.clone(), None),
        };
        let pv = combine(self, c)?;
        self.write(&pd, PRED, pv, guard)?;
        if let Some(q) = qd {
            let one = self.konst(1, 1)?;
            let nc = self.temp();
            self.cx.push(Op::IBin(ops::IBin { op: IOp::Xor, bits: 1, flags: 0, dst: nc, a: c, b: one }));
            let qv = combine(self, nc)?;
            self.write(&q, PRED, qv, guard)?;
        }
        Ok(())
    }

    /// `cvt[.rnd][.ftz][.sat].dtype.atype d, a` (PTX ISA 9.7.9.21).
    fn cvt(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 2)?;
        if let Some(r) = self.cvt_narrow(i, mn, guard)? {
            return Ok(r);
        }
        if mn.parts.iter().any(|p| p.ends_with("x2")) {
            return self.cvt_packed(i, mn, guard);
        }
        let tys = mn.types();
        let [dt, at] = tys[..] else { return self.fail("cvt needs a destination and a source type") };
        if mn.has("relu") || mn.has("satfinite") {
            return self.fail("`cvt` with `.relu` or `.satfinite` is not supported");
        }
        let a = self.read(&i.operands[1], at)?;
        let d = self.temp();
        let int_rnd = ["rni", "rzi", "rmi", "rpi"].into_iter().find(|m| mn.has(m));
        let ftz = mn.has("ftz");
        match (dt.fty(), at.fty()) {
            (None, None) => {
                if mn.has("sat") {
                    return self.fail("saturating integer conversions are not supported");
                }
                let r = self.resize(a, at.bits, dt.bits, at.signed());
                self.cx.push(Op::Copy(ops::Copy { dst: d, src: r }));
            }
            (Some(df), None) => {
                let rnd = mn.rnd().unwrap_or(Rnd::Nearest);
                if rnd != Rnd::Nearest {
                    // a directed rounding of the exact integer (numerics::exact_round)
                    let from = ConvFrom::Int { signed: at.signed(), bits: at.bits as u8 };
                    let a64 = self.resize(a, at.bits, 64, false);
                    self.cx.push(Op::Bits(ops::Bits { op: BitsOp::Convert { from, to: exact_format(df), rnd, ftz: false }, bits: 64, dst: d, args: vec![a64] }));
                    return self.write(&i.operands[0], dt, d, guard);
                }
                let op = if at.signed() { CastOp::SiToFp } else { CastOp::UiToFp };
                self.cx.push(Op::Cast(ops::Cast { op, from: at.sty(), to: dt.sty(), flags: 0, dst: d, a }));
                let _ = df;
            }
            (None, Some(af)) => {
                // round to an integer in the float format, then saturate into the range
                // (PTX: float-to-integer conversions saturate; NaN gives 0)
                let x = if ftz { self.flush(a, af)? } else { a };
                let op = match int_rnd {
                    Some("rni") => FUn::Rint,
                    Some("rmi") => FUn::Floor,
                    Some("rpi") => FUn::Ceil,
                    Some(_) => FUn::Trunc,
                    None => return self.fail("float-to-integer conversion needs `.rni/.rzi/.rmi/.rpi`"),
                };
                let r = self.temp();
                self.cx.push(Op::FUnary(ops::FUnary { op, ty: af, dst: r, a: x }));
                self.cx.push(Op::FpToIntSat(ops::FpToIntSat { signed: dt.signed(), from: af, bits: dt.bits as u8, dst: d, a: r }));
            }
            (Some(df), Some(af)) => {
                let x = if ftz { self.flush(a, af)? } else { a };
                if let Some(m) = int_rnd {
                    if df != af {
                        return self.fail("integer rounding between float formats");
                    }
                    let op = match m {
                        "rni" => FUn::Rint,
                        "rmi" => FUn::Floor,
                        "rpi" => FUn::Ceil,
                        _ => FUn::Trunc,
                    };
                    self.cx.push(Op::FUnary(ops::FUnary { op, ty: af, dst: d, a: x }));
                } else if dt.bits > at.bits {
                    self.cx.push(Op::Cast(ops::Cast { op: CastOp::FpExt, from: at.sty(), to: dt.sty(), flags: 0, dst: d, a: x }));
                } else if dt.bits < at.bits || (df == FTy::BF16) != (af == FTy::BF16) {
                    let rnd = mn.rnd().unwrap_or(Rnd::Nearest);
                    if rnd != Rnd::Nearest || dt.bits == at.bits {
                        // a directed narrowing, or f16 <-> bf16: the exact value rounded once
                        let from = ConvFrom::Float(exact_format(af));
                        let x64 = self.resize(x, at.bits, 64, false);
                        self.cx.push(Op::Bits(ops::Bits { op: BitsOp::Convert { from, to: exact_format(df), rnd, ftz: false }, bits: 64, dst: d, args: vec![x64] }));
                    } else {
                        self.cx.push(Op::Cast(ops::Cast { op: CastOp::FpTrunc, from: at.sty(), to: dt.sty(), flags: 0, dst: d, a: x }));
                    }
                } else {
                    self.cx.push(Op::Copy(ops::Copy { dst: d, src: x }));
                }
                let mut out = d;
                if ftz {
                    out = self.flush(out, df)?;
                }
                if mn.has("sat") {
                    let s = self.temp();
                    self.cx.push(Op::FUnary(ops::FUnary { op: FUn::Saturate, ty: df, dst: s, a: out }));
                    out = s;
                }
                return self.write(&i.operands[0], dt, out, guard);
            }
        }
        self.write(&i.operands[0], dt, d, guard)
    }

    fn space(&self, mn: &Mn) -> RResult<u32> {
        // LLVM NVPTX address-space numbers (NVPTXAddrSpace): 1 global, 3 shared, 4 const, 5 local
        for p in &mn.parts[1..] {
            let s = p.split("::").next().unwrap_or(p);
            match s {
                "global" | "nc" => return Ok(1),
                "shared" => return Ok(3),
                "const" => return Ok(4),
                "local" => return Ok(5),
                "param" => return self.fail("the `.param` state space"),
                _ => {}
            }
        }
        Ok(0)
    }

    /// `cvta[.to].space.size d, a` (PTX ISA 9.7.9.20): generic ↔ state-space addresses.
    fn cvta(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 2)?;
        let t = mn.types().last().copied().unwrap_or(U64);
        let space = self.space(mn)?;
        let a = self.read(&i.operands[1], t)?;
        let (from, to) = if mn.has("to") { (0, space) } else { (space, 0) };
        let d = self.temp();
        let ptr = |as_| STy::Ptr { as_, bits: t.bits as u8 };
        self.cx.push(Op::Cast(ops::Cast { op: CastOp::AddrSpaceCast, from: ptr(from), to: ptr(to), flags: 0, dst: d, a }));
        self.write(&i.operands[0], t, d, guard)
    }

    /// The address of `[base+off]`, as a 64-bit value.
    fn address(&mut self, o: &Operand) -> RResult<Slot> {
        let Operand::Mem(base, off) = o else { return self.fail("expected an address `[…]`") };
        let b = match base {
            Some(b) => self.read(b, U64)?,
            None => self.konst(0, 64)?,
        };
        if *off == 0 {
            return Ok(b);
        }
        let d = self.temp();
        self.cx.push(Op::Gep(ops::Gep { dst: d, base: b, terms: vec![], offset: *off, bits: 64 }));
        Ok(d)
    }

    /// `ld`/`st` in every state space, scalar or `.v2/.v4/.v8` (PTX ISA 9.7.9.8–9); memory
    /// order and cache qualifiers do not change values in the runner's sequential model.
    fn memory(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 2)?;
        let Some(t) = mn.types().last().copied() else { return self.fail("no type") };
        if t.kind == Kind::Pred {
            return self.fail("predicate memory access");
        }
        let as_ = self.space(mn)?;
        let n: u32 = mn.parts.iter().find_map(|p| p.strip_prefix('v').and_then(|k| k.parse().ok())).unwrap_or(1);
        let bytes = t.bits / 8;
        let size = bytes * n;
        let mem_ty = t.sty();
        let (val_op, addr_op) = if mn.parts[0] == "ld" { (&i.operands[0], &i.operands[1]) } else { (&i.operands[1], &i.operands[0]) };
        let ptr = self.address(addr_op)?;
        let regs: Vec<Operand> = match val_op {
            Operand::Vector(v) => v.clone(),
            o => vec![o.clone()],
        };
        if regs.len() as u32 != n {
            return self.malformed(format!("{} value(s) for a {n}-element access", regs.len()));
        }
        if mn.parts[0] == "ld" {
            let temps: Vec<Slot> = (0..n).map(|_| self.temp()).collect();
            let comps = temps.iter().enumerate().map(|(k, &slot)| MemComp { slot, offset: k as u32 * bytes, ty: mem_ty }).collect();
            let space = AddrSpace::from_llvm(as_);
            self.cx.push(match guard {
                None => Op::Load(ops::Load { comps, ptr, space, align: size, size }),
                Some(guard) => Op::LoadIf(ops::LoadIf { guard, comps, ptr, space, align: size, size }),
            });
            for (r, s) in regs.iter().zip(temps) {
                self.write(r, t, s, guard)?;
            }
        } else {
            let mut comps = vec![];
            for (k, r) in regs.iter().enumerate() {
                let s = self.read(r, t)?;
                comps.push(MemComp { slot: s, offset: k as u32 * bytes, ty: mem_ty });
            }
            let space = AddrSpace::from_llvm(as_);
            self.cx.push(match guard {
                None => Op::Store(ops::Store { comps, ptr, space, align: size, size }),
                Some(guard) => Op::StoreIf(ops::StoreIf { guard, comps, ptr, space, align: size, size }),
            });
        }
        Ok(())
    }

    /// `dp4a.atype.btype d, a, b, c` and `dp2a.{lo,hi}.atype.btype d, a, b, c` (PTX ISA
    /// "dp4a", "dp2a"): byte (and half-word) products of `a` and `b`, each signed by its own
    /// type (`.s32`/`.u32`), plus `c`, modulo 2^32; `d` is `.s32` when either type is.
    fn dot(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 4)?;
        let [at, bt] = mn.types()[..] else { return self.fail("needs the types of a and b") };
        let (a_signed, b_signed) = (at.signed(), bt.signed());
        let (a, b, c) = (self.read(&i.operands[1], U32)?, self.read(&i.operands[2], U32)?, self.read(&i.operands[3], U32)?);
        let op = if mn.parts[0] == "dp4a" {
            BitsOp::Dot { a_signed, b_signed, acc_signed: a_signed || b_signed, width: 8 }
        } else if mn.has("lo") || mn.has("hi") {
            BitsOp::Dp2a { hi: mn.has("hi"), a_signed, b_signed }
        } else {
            return self.fail("dp2a needs `.lo` or `.hi`");
        };
        let no_clamp = self.konst(0, 1)?;
        let args = if mn.parts[0] == "dp4a" { vec![a, b, c, no_clamp] } else { vec![a, b, c] };
        let d = self.temp();
        self.cx.push(Op::Bits(ops::Bits { op, bits: 32, dst: d, args }));
        self.write(&i.operands[0], U32, d, guard)
    }

    /// `atom.op.type d, [a], b[, c]` and `red.op.type [a], b` (PTX ISA 9.7.13.5–6).
    fn atomic(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        let Some(t) = mn.types().last().copied() else { return self.fail("no type") };
        let as_ = self.space(mn)?;
        let red = mn.parts[0] == "red";
        let (dst_op, rest) = if red { (None, &i.operands[..]) } else { (i.operands.first(), i.operands.get(1..).unwrap_or(&[])) };
        if rest.len() < 2 {
            return self.malformed("operands");
        }
        let ptr = self.address(&rest[0])?;
        let v = self.read(&rest[1], t)?;
        let d = self.temp();
        let align = t.bits / 8;
        if mn.has("cas") {
            if guard.is_some() {
                return self.fail("a guarded `atom.cas` is not supported");
            }
            if rest.len() < 3 {
                return self.malformed("atom.cas takes a compare and a new value");
            }
            let new = self.read(&rest[2], t)?;
            let ok = self.temp();
            self.cx.push(Op::CmpXchg(ops::CmpXchg { ty: t.sty(), dst: d, ok, ptr, cmp: v, new, space: AddrSpace::from_llvm(as_), align }));
        } else {
            let op = match (mn.parts.iter().skip(1).find(|p| matches!(**p, "add" | "and" | "or" | "xor" | "exch" | "min" | "max" | "inc" | "dec")), t.kind) {
                // `.bf16` is a float kind too (PTX ISA, "atom": `atom.add.noftz.bf16`)
                (Some(&"add"), Kind::F | Kind::BF) => RmwOp::FAdd,
                (Some(&"add"), _) => RmwOp::Add,
                (Some(&"and"), _) => RmwOp::And,
                (Some(&"or"), _) => RmwOp::Or,
                (Some(&"xor"), _) => RmwOp::Xor,
                (Some(&"exch"), _) => RmwOp::Xchg,
                (Some(&"min"), Kind::S) => RmwOp::Min,
                (Some(&"min"), Kind::F | Kind::BF) => RmwOp::FMin,
                (Some(&"min"), _) => RmwOp::UMin,
                (Some(&"max"), Kind::S) => RmwOp::Max,
                (Some(&"max"), Kind::F | Kind::BF) => RmwOp::FMax,
                (Some(&"max"), _) => RmwOp::UMax,
                (Some(&"inc"), _) => RmwOp::UIncWrap,
                (Some(&"dec"), _) => RmwOp::UDecWrap,
                _ => return self.fail("atomic operation"),
            };
            let (ty, space) = (t.sty(), AddrSpace::from_llvm(as_));
            self.cx.push(match guard {
                None => Op::AtomicRmw(ops::AtomicRmw { op, ty, dst: d, ptr, val: v, space, align }),
                Some(guard) => Op::AtomicRmwIf(ops::AtomicRmwIf { guard, op, ty, dst: d, ptr, val: v, space, align }),
            });
        }
        if let Some(o) = dst_op {
            self.write(o, t, d, guard)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_suffixes_are_parsed_and_anything_else_is_not_a_type() {
        assert_eq!(PTy::parse("u32"), Some(PTy { kind: Kind::U, bits: 32 }));
        assert_eq!(PTy::parse("pred"), Some(PTy { kind: Kind::Pred, bits: 1 }));
        // not types, never a panic: empty, a multibyte first character (found by fuzzing),
        // a width the kind does not have
        for s in ["", "é32", "ü", "f8", "s128", "x32"] {
            assert_eq!(PTy::parse(s), None, "{s:?}");
        }
    }
}
