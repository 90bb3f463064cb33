//! Inline PTX, decoded into the runner's ops (PTX ISA 9.x, chapter 9 "Instruction Set").
//!
//! The template is parsed ([`parse`]); each `$N` is bound to the call's operand slots (outputs
//! to the result components, inputs to the argument values, tied inputs copied into their
//! output first); `.reg` declarations get fresh slots in their `{ }` scope. Each instruction
//! becomes ordinary ops ([`insts`]): arithmetic and bit ops exactly as the PTX pseudocode
//! defines them, cross-lane instructions (`shfl.sync`, `vote.sync`, `match.sync`,
//! `redux.sync`, `activemask`, `elect.sync`, `mov %laneid`/`%lanemask_*`) as the registry row
//! llc lowers to that same instruction (`registry::by_ptx_insn`), memory instructions as the
//! runner's loads, stores and atomics. A guarded instruction (`@p`, `@!p`) without side
//! effects computes its result and selects it into the destination where the guard holds;
//! a guarded `ld`, `st`, `atom` or `red` (any space, vector forms included) is the guarded
//! access (`LoadIf`, `StoreIf`, `AtomicRmwIf`): only the lanes whose guard holds touch
//! memory, the others keep their destination. Other guarded effects (lane exchanges,
//! barriers, `atom.cas`) are refused.

mod insts;
pub(crate) use insts::wgmma::intrinsic as wgmma_intrinsic;
mod narrow;
mod packed;
pub mod parse;

use std::collections::HashMap;

use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{Const, InlineAsm, Operand as LlOperand, Type, Value};
use crate::front::program::*;

use super::constraints::Constraints;
use parse::{Operand, Stmt};

/// A register: its slot and width in bits (1 for a predicate).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reg {
    pub slot: Slot,
    pub bits: u32,
}

/// A `$N` operand: its register, and its value when it is a compile-time constant.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AsmOperand {
    pub reg: Reg,
    pub imm: Option<u64>,
    pub output: bool,
}

pub(crate) struct Ptx<'c, C: DecodeCx> {
    pub cx: &'c mut C,
    pub operands: Vec<AsmOperand>,
    scopes: Vec<HashMap<String, Reg>>,
    /// The instruction being decoded, for messages.
    pub text: String,
}

pub(crate) fn decode(cx: &mut impl DecodeCx, asm: &InlineAsm, cons: &Constraints, ret: &Type, args: &[LlOperand], dst: &[Slot]) -> RResult<()> {
    let stmts = match parse::parse(&asm.template) {
        Ok(s) => s,
        Err(e) => return cx.fail(ErrKind::Unsupported, format!("inline PTX: {e}")),
    };
    let mut operands = vec![];
    for (slot, bits) in super::output_slots(cx, cons, ret, args, dst)? {
        operands.push(AsmOperand { reg: Reg { slot, bits }, imm: None, output: true });
    }
    let mut tied_copies = vec![];
    for (c, a) in cons.inputs.iter().zip(args) {
        // a one-element vector (`<1 x i32>`, as Triton passes stored values) is its element
        let ty = match &a.ty {
            Type::Vector(1, e) => e.as_ref(),
            t => t,
        };
        if let Type::Vector(n, e) = ty {
            // a short vector in one register (`<2 x half>` for an f16x2 `r`): its elements
            // packed, lowest first; tied to an output (Triton's f16-accumulator `mma`), the
            // packed register is that output's starting value
            let Some(es) = cx.layout_ref().scalar(e) else { return cx.fail(ErrKind::Unsupported, format!("inline asm input of type `{}`", a.ty)) };
            let total = es.bits() * n;
            if !matches!(total, 16 | 32 | 64) {
                return cx.fail(ErrKind::Unsupported, format!("inline asm input of type `{}`", a.ty));
            }
            let v = cx.val_of(a)?;
            let whole = cx.fresh(1)[0];
            let srcs: Vec<(Slot, u32)> = v.iter().map(|&s| (s, es.bits())).collect();
            cx.push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&[(whole, total)], &srcs), srcs: v.clone() }));
            match c.tied {
                Some(o) if operands.get(o).is_some_and(|x| x.reg.bits == total) => {
                    tied_copies.push((operands[o].reg.slot, whole));
                    operands.push(AsmOperand { reg: operands[o].reg, imm: None, output: false });
                }
                Some(o) => return cx.fail(ErrKind::Malformed, format!("inline asm: input `{}` is tied to output {o} of another width", a.ty)),
                None => operands.push(AsmOperand { reg: Reg { slot: whole, bits: total }, imm: None, output: false }),
            }
            continue;
        }
        let Some(s) = cx.layout_ref().scalar(ty) else { return cx.fail(ErrKind::Unsupported, format!("inline asm input of type `{}`", a.ty)) };
        let v = cx.val_of(a)?;
        let imm = match &a.val {
            Value::Const(Const::Int(k)) => Some(*k as u64 & crate::front::ll::layout::mask(s.bits())),
            Value::Const(Const::Float(b)) => Some(*b),
            _ => None,
        };
        match c.tied {
            Some(o) => {
                tied_copies.push((operands[o].reg.slot, v[0]));
                operands.push(AsmOperand { reg: operands[o].reg, imm: None, output: false });
            }
            None => operands.push(AsmOperand { reg: Reg { slot: v[0], bits: s.bits() }, imm, output: false }),
        }
    }
    // Outputs start undefined (reading one before writing it is a bug in the asm), tied
    // outputs with their input's value.
    for o in operands.iter().filter(|o| o.output) {
        cx.push(Op::SetUndef(ops::SetUndef { dst: o.reg.slot }));
    }
    for (d, s) in tied_copies {
        cx.push(Op::Copy(ops::Copy { dst: d, src: s }));
    }
    let mut p = Ptx { cx, operands, scopes: vec![HashMap::new()], text: String::new() };
    for st in &stmts {
        match st {
            Stmt::Open => p.scopes.push(HashMap::new()),
            Stmt::Close => {
                if p.scopes.len() > 1 {
                    p.scopes.pop();
                }
            }
            Stmt::Reg { ty, names } => {
                let bits = match insts::PTy::parse(ty) {
                    Some(t) => t.bits,
                    None => return p.cx.fail(ErrKind::Unsupported, format!("inline PTX: `.reg .{ty}`")),
                };
                for n in names {
                    let slot = p.cx.fresh(1)[0];
                    p.cx.push(Op::SetUndef(ops::SetUndef { dst: slot }));
                    p.scopes.last_mut().unwrap().insert(n.clone(), Reg { slot, bits });
                }
            }
            Stmt::Inst(i) => {
                p.text = i.text.clone();
                p.inst(i)?;
            }
        }
    }
    Ok(())
}

impl<C: DecodeCx> Ptx<'_, C> {
    pub fn fail<T>(&self, why: impl Into<String>) -> RResult<T> {
        self.cx.fail(ErrKind::Unsupported, format!("inline PTX `{}`: {}", self.text, why.into()))
    }
    pub fn malformed<T>(&self, why: impl Into<String>) -> RResult<T> {
        self.cx.fail(ErrKind::Malformed, format!("inline PTX `{}`: {}", self.text, why.into()))
    }

    pub fn lookup(&self, name: &str) -> Option<Reg> {
        self.scopes.iter().rev().find_map(|s| s.get(name).copied())
    }

    pub fn temp(&mut self) -> Slot {
        self.cx.fresh(1)[0]
    }

    /// A constant slot holding `bits` (raw bits, zero-extended).
    pub fn konst(&mut self, v: u64, bits: u32) -> RResult<Slot> {
        let o = LlOperand { ty: Type::Int(bits.max(1)), val: Value::Const(Const::Int(v as u128 & crate::front::ll::layout::mask(bits) as u128)) };
        Ok(self.cx.val_of(&o)?[0])
    }

    /// Change an integer value's width (PTX: a narrower source is zero- or sign-extended, a
    /// wider one truncated).
    pub fn resize(&mut self, s: Slot, from: u32, to: u32, signed: bool) -> Slot {
        if from == to || to == 1 {
            return s;
        }
        let d = self.temp();
        let op = if from > to {
            crate::front::ll::ast::CastOp::Trunc
        } else if signed {
            crate::front::ll::ast::CastOp::SExt
        } else {
            crate::front::ll::ast::CastOp::ZExt
        };
        self.cx
            .push(Op::Cast(ops::Cast { op, from: crate::front::ll::layout::STy::Int(from as u8), to: crate::front::ll::layout::STy::Int(to as u8), flags: 0, dst: d, a: s }));
        d
    }

    /// An operand's register, if it names one (`$N`, a declared register).
    pub fn reg_of(&self, o: &Operand) -> Option<Reg> {
        match o {
            Operand::Asm(n) => self.operands.get(*n).map(|a| a.reg),
            Operand::Reg(r) => self.lookup(r),
            _ => None,
        }
    }

    /// The compile-time value of an operand, if it has one.
    pub fn imm_of(&self, o: &Operand) -> Option<i128> {
        match o {
            Operand::Imm(v) => Some(*v),
            Operand::Asm(n) => self.operands.get(*n).and_then(|a| a.imm).map(|v| v as i128),
            _ => None,
        }
    }
}
