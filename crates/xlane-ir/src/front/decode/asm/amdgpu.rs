//! Inline AMDGPU assembly, decoded into the runner's ops.
//!
//! What real HIP code and the ROCm device libraries put in `asm volatile`:
//!
//! * an empty template used as an optimisation barrier (`"", "=v,0"`: ockl's `wfaas.cl`,
//!   `dm.cl`, `hostcall_impl.cl`): each output is its tied input, an untied output is
//!   undefined (whatever the register held);
//! * scheduling and waiting: `s_nop`, `s_waitcnt*`, `s_wait_*` (GFX12), `s_sleep`,
//!   `s_setprio`, `s_delay_alu`, `s_barrier_signal`: no effect on values in a model that runs
//!   each instruction to completion;
//! * `s_barrier` / `s_barrier_wait`: the workgroup barrier, as `__syncthreads` lowers to;
//! * `v_mov_b32` / `s_mov_b32`: a copy;
//! * the cross-lane instructions the registry models (`v_mov_b32_dpp` with DPP16 or DPP8
//!   controls, `ds_swizzle_b32`, `ds_(b)permute_b32`, `v_permlane*`, `v_readlane_b32`,
//!   `v_readfirstlane_b32`, `v_writelane_b32`, `v_mbcnt_*`): read by xlane-lower's assembly
//!   reader (`xlane_lower::from_asm`), which names the builtin and its constant operands,
//!   then evaluated through that registry row like the intrinsic.
//!
//! Anything else is an `unsupported` error naming the instruction. Operands are `$N`
//! (outputs first, then inputs, as the constraint list numbers them) or literals; a template
//! naming a physical register (`v5`) is refused, since the model has no register file.

use xlane_core::callexpr::ArgExpr;
use xlane_core::ElemTy;

use super::constraints::Constraints;
use crate::error::{ErrKind, RResult};
use crate::front::decode::{registry_call_with, DecodeCx};
use crate::front::ll::ast::{Const, InlineAsm, Operand as LlOperand, Type, Value};
use crate::front::program::*;

/// A `$N` operand: its slot and width.
#[derive(Debug, Clone, Copy)]
struct Reg {
    slot: Slot,
    bits: u32,
}

pub(crate) fn decode(cx: &mut impl DecodeCx, asm: &InlineAsm, cons: &Constraints, ret: &Type, args: &[LlOperand], dst: &[Slot]) -> RResult<()> {
    let mut regs = vec![];
    for (slot, bits) in super::output_slots(cx, cons, ret, args, dst)? {
        regs.push(Reg { slot, bits });
        cx.push(Op::SetUndef(ops::SetUndef { dst: slot }));
    }
    for (c, a) in cons.inputs.iter().zip(args) {
        let Some(s) = cx.layout_ref().scalar(&a.ty) else { return cx.fail(ErrKind::Unsupported, format!("inline asm input of type `{}`", a.ty)) };
        let v = cx.val_of(a)?[0];
        match c.tied {
            Some(o) => {
                cx.push(Op::Copy(ops::Copy { dst: regs[o].slot, src: v }));
                regs.push(regs[o]);
            }
            None => regs.push(Reg { slot: v, bits: s.bits() }),
        }
    }
    let mut d = Amd { cx, regs, text: String::new() };
    for line in asm.template.split(['\n', '\r']) {
        // `;` starts a comment in AMDGPU assembly
        let text = line.split(';').next().unwrap_or("").trim();
        if text.is_empty() {
            continue;
        }
        d.text = text.to_string();
        d.inst(text)?;
    }
    Ok(())
}

struct Amd<'c, C: DecodeCx> {
    cx: &'c mut C,
    regs: Vec<Reg>,
    /// The instruction being decoded, for messages.
    text: String,
}

/// One operand of an instruction.
enum Opnd {
    Asm(usize),
    Imm(i64),
}

impl<C: DecodeCx> Amd<'_, C> {
    fn fail<T>(&self, why: impl Into<String>) -> RResult<T> {
        self.cx.fail::<T>(ErrKind::Unsupported, format!("inline asm `{}`: {}", self.text, why.into())).map_err(|e| {
            e.with_help("xlane runs empty templates, s_nop, s_waitcnt, s_sleep, s_barrier, v_mov_b32 and the cross-lane instructions (v_mov_b32_dpp, ds_swizzle_b32, ds_(b)permute_b32, v_permlane*, v_readlane_b32, v_readfirstlane_b32, v_writelane_b32, v_mbcnt_*); write other arithmetic in C")
        })
    }

    fn inst(&mut self, text: &str) -> RResult<()> {
        let mnemonic = text.split_whitespace().next().unwrap_or("");
        match mnemonic {
            "s_nop" | "s_sleep" | "s_setprio" | "s_delay_alu" | "s_barrier_signal" | "s_wait_idle" => self.cx.push(Op::NOP),
            m if m.starts_with("s_waitcnt") || m.starts_with("s_wait_") => self.cx.push(Op::NOP),
            "s_barrier" | "s_barrier_wait" => self.cx.push(Op::Barrier(ops::Barrier { pred: None, dst: None })),
            "v_mov_b32" | "v_mov_b32_e32" | "v_mov_b32_e64" | "s_mov_b32" => self.mov(text)?,
            _ => self.cross_lane(text, mnemonic)?,
        }
        Ok(())
    }

    /// The operands after the mnemonic: `$N` and literals, up to the first modifier.
    fn operands(&self, text: &str) -> RResult<Vec<Opnd>> {
        let mut out = vec![];
        for tok in text.split_whitespace().skip(1).flat_map(|t| t.split(',')).filter(|t| !t.is_empty()) {
            if let Some(n) = tok.strip_prefix('$') {
                match n.parse::<usize>() {
                    Ok(k) if k < self.regs.len() => out.push(Opnd::Asm(k)),
                    _ => return self.fail(format!("operand `{tok}` names no constraint")),
                }
            } else if let Some(v) = literal(tok) {
                out.push(Opnd::Imm(v));
            } else if is_register(tok) {
                return self.fail(format!("the template names register `{tok}`; only `$N` operands are modelled (xlane has no register file)"));
            } else {
                break; // modifiers from here on
            }
        }
        Ok(out)
    }

    fn dest(&self, ops: &[Opnd]) -> RResult<Reg> {
        match ops.first() {
            Some(Opnd::Asm(k)) => Ok(self.regs[*k]),
            _ => self.fail("the destination must be a `$N` operand"),
        }
    }

    fn mov(&mut self, text: &str) -> RResult<()> {
        let ops = self.operands(text)?;
        let d = self.dest(&ops)?;
        let src = match ops.get(1) {
            Some(Opnd::Asm(k)) => self.regs[*k].slot,
            Some(Opnd::Imm(v)) => self.konst(*v as u64, d.bits)?,
            None => return self.fail("a move needs a source"),
        };
        self.cx.push(Op::Copy(ops::Copy { dst: d.slot, src }));
        Ok(())
    }

    fn konst(&mut self, v: u64, bits: u32) -> RResult<Slot> {
        let o = LlOperand { ty: Type::Int(bits), val: Value::Const(Const::Int(v as u128 & crate::front::ll::layout::mask(bits) as u128)) };
        Ok(self.cx.val_of(&o)?[0])
    }

    /// A cross-lane instruction: the assembly reader names the builtin and its constants;
    /// its other parameters take the instruction's source operands in order, except `old`
    /// (the destination's previous value: its tied input, else undefined).
    fn cross_lane(&mut self, text: &str, mnemonic: &str) -> RResult<()> {
        let ops = self.operands(text)?;
        // The reader wants register-shaped operands: `$N` becomes `vN` for it.
        let shaped = text.replace('$', "v");
        let target = self.cx.target_ref().clone();
        let call = match xlane_lower::from_asm(&shaped, &target) {
            Ok(c) => c,
            Err(d) if d.kind == xlane_core::DiagKind::Malformed => return self.fail(format!("`{mnemonic}` is not an instruction xlane models")),
            Err(d) if d.kind == xlane_core::DiagKind::Unsupported && d.message.contains("is not an instruction") => {
                return self.fail(format!("`{mnemonic}` is not an instruction xlane models"))
            }
            Err(d) => return self.fail(d.message),
        };
        let d = self.dest(&ops)?;
        let (row, _) = match xlane_core::registry::lookup(&call.name, Some(target.vendor)) {
            Ok(r) => r,
            Err(e) => return self.fail(e.message),
        };
        let mut sources = ops.iter().skip(1);
        let mut bargs = vec![];
        for (p, a) in row.params.iter().zip(&call.args) {
            let arg = match a {
                ArgExpr::Int(v) => BArg::Imm(*v as u64),
                ArgExpr::Bool(b) => BArg::Imm(*b as u64),
                ArgExpr::Name(_) if matches!(p.name, "old" | "vdst_old") => BArg::Slots { slots: vec![d.slot], elem_bits: d.bits },
                ArgExpr::Name(_) => match sources.next() {
                    Some(Opnd::Asm(k)) => BArg::Slots { slots: vec![self.regs[*k].slot], elem_bits: self.regs[*k].bits },
                    Some(Opnd::Imm(v)) => BArg::Imm(*v as u64 & crate::front::ll::layout::mask(32)),
                    None => return self.fail(format!("`{}` needs an operand for `{}`", call.name, p.name)),
                },
            };
            bargs.push(arg);
        }
        let ty = if d.bits == 64 { ElemTy::I64 } else { ElemTy::I32 };
        registry_call_with(self.cx, &call.name, Some(ty), bargs, &[d.slot])
    }
}

fn literal(tok: &str) -> Option<i64> {
    let (neg, t) = match tok.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, tok),
    };
    let v = match t.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None if !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit()) => t.parse().ok()?,
        None => return None,
    };
    Some(if neg { -v } else { v })
}

/// `v5`, `s[0:1]`, `vcc`, `exec`, `m0`: a physical register name.
fn is_register(tok: &str) -> bool {
    let numbered = |p: char| tok.strip_prefix(p).is_some_and(|r| r.starts_with('[') || (!r.is_empty() && r.bytes().all(|c| c.is_ascii_digit())));
    numbered('v') || numbered('s') || numbered('a') || matches!(tok, "vcc" | "vcc_lo" | "vcc_hi" | "exec" | "exec_lo" | "exec_hi" | "m0" | "scc")
}
