//! Inline PTX `wgmma.*` (PTX ISA 9.7.15 "Asynchronous Warpgroup Level Matrix Multiply-Accumulate
//! Instructions"), as Triton 3.9 writes it for sm_90 `tl.dot` with 4+ warps and 64+ rows:
//!
//! * `wgmma.mma_async.sync.aligned.m64nNkK.dtype.atype.btype d, a, b-desc, scale-d{, imm-scale-a,
//!   imm-scale-b{, imm-trans-a}{, imm-trans-b}}` (9.7.15.5.2): `d` the N/2 (N/4 for f16) 32-bit
//!   accumulator registers, read as C through their tied inputs unless `scale-d` is the
//!   immediate 0; `a` a 64-bit descriptor or four 32-bit registers; integer forms take no
//!   scale or transpose immediates, tf32 no transpose, A in registers no `imm-trans-a`.
//! * `wgmma.fence.sync.aligned` (9.7.15.5.3): orders the warp's register accesses before the
//!   `wgmma`s that follow; the runner computes each `wgmma` at issue, in program order, so it
//!   has nothing to do (a NOP).
//! * `wgmma.commit_group.sync.aligned`, `wgmma.wait_group.sync.aligned N` (9.7.15.5.4,
//!   9.7.15.5.5): the runner's group bookkeeping (`run/exec/wgmma.rs`).
//!
//! The ops are the same as the `llvm.nvvm.wgmma.*` intrinsics' ([`intrinsic`]).

use super::super::parse::{Inst, Operand};
use super::{Mn, Ptx, PRED, U64};
use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{Const, Operand as LlOperand, Value};
use crate::front::program::*;
use xlane_core::semantics::nvidia::wgmma::{Form, Out};

impl<C: DecodeCx> Ptx<'_, C> {
    pub(super) fn wgmma(&mut self, i: &Inst, mn: &Mn) -> RResult<()> {
        if self.cx.target_ref().sm != 90 {
            return self.fail(format!("`{}` exists on sm_90a only (PTX ISA 9.7.15), not on {}", i.opcode, self.cx.target_ref().name));
        }
        match mn.parts.get(1).copied() {
            Some("fence") => {
                self.cx.push(Op::NOP);
                Ok(())
            }
            Some("commit_group") => {
                self.cx.push(Op::WgmmaCommit(ops::WgmmaCommit {}));
                Ok(())
            }
            Some("wait_group") => {
                self.need(i, 1)?;
                let Some(n) = self.imm_of(&i.operands[0]).filter(|n| (0..=7).contains(n)) else {
                    return self.malformed("wgmma.wait_group takes an immediate 0 to 7");
                };
                self.cx.push(Op::WgmmaWait(ops::WgmmaWait { n: n as u32 }));
                Ok(())
            }
            Some("mma_async") => self.wgmma_mma(i, mn),
            _ => self.fail(format!("`{}` is not modelled (wgmma.mma_async, .fence, .commit_group and .wait_group are)", i.opcode)),
        }
    }

    fn wgmma_mma(&mut self, i: &Inst, mn: &Mn) -> RResult<()> {
        if mn.has("sp") {
            return self.fail(format!("`{}`: sparse wgmma is not modelled", i.opcode));
        }
        let form = match Form::parse(&i.opcode) {
            Ok(f) => f,
            Err(e) => return self.fail(format!("`{}`: {e}", i.opcode)),
        };
        self.need(i, 4)?;
        let list = |o: &Operand| match o {
            Operand::Vector(v) => v.clone(),
            o => vec![o.clone()],
        };
        let d_ops = list(&i.operands[0]);
        if d_ops.len() != form.d_regs() {
            return self.malformed(format!("`{}` takes {} accumulator registers, not {}", i.opcode, form.d_regs(), d_ops.len()));
        }
        let a_regs = matches!(i.operands[1], Operand::Vector(_));
        let int = form.d == Out::S32;
        let tf32 = form.a.bits() == 32;
        // the immediates after scale-d: scale-a, scale-b (not for integers), then trans-a
        // (A from shared memory, 16-bit types only) and trans-b (16-bit types only)
        let n_imm = if int { 0 } else { 2 + if tf32 { 0 } else { 1 + usize::from(!a_regs) } };
        if i.operands.len() != 4 + n_imm {
            return self.malformed(format!("`{}` takes {} operands here (d, a, b-desc, scale-d and {n_imm} immediates), not {}", i.opcode, 4 + n_imm, i.operands.len()));
        }
        let imm = |p: &Self, k: usize, ok: &[i128]| -> RResult<i128> {
            match p.imm_of(&i.operands[4 + k]) {
                Some(v) if ok.contains(&v) => Ok(v),
                _ => p.malformed(format!("`{}`: operand {} must be an immediate {ok:?}", i.opcode, 5 + k)),
            }
        };
        let (mut neg, mut trans) = ((false, false), (false, false));
        if !int {
            neg = (imm(self, 0, &[1, -1])? == -1, imm(self, 1, &[1, -1])? == -1);
            if !tf32 {
                if a_regs {
                    trans.1 = imm(self, 2, &[0, 1])? == 1;
                } else {
                    trans = (imm(self, 2, &[0, 1])? == 1, imm(self, 3, &[0, 1])? == 1);
                }
            }
        }
        let b32 = super::PTy { kind: super::Kind::B, bits: 32 };
        let (a, desc_a) = if a_regs {
            let regs = list(&i.operands[1]);
            if regs.len() != 4 {
                return self.malformed(format!("`{}`: A in registers takes 4 registers", i.opcode));
            }
            let mut a = vec![];
            for o in &regs {
                a.push(self.read(o, b32)?);
            }
            (a, None)
        } else {
            (vec![], Some(self.read(&i.operands[1], U64)?))
        };
        let desc_b = self.read(&i.operands[2], U64)?;
        let (scale_d, scale_d_imm) = match self.imm_of(&i.operands[3]) {
            Some(v) => (None, v != 0),
            None => (Some(self.read(&i.operands[3], PRED)?), true),
        };
        let mut c = vec![];
        if scale_d.is_some() || scale_d_imm {
            for o in &d_ops {
                c.push(self.read(o, b32)?);
            }
        }
        let d: Vec<Slot> = (0..d_ops.len()).map(|_| self.temp()).collect();
        self.cx.push(Op::Wgmma(ops::Wgmma { form, trans, neg, a, desc_a, desc_b, scale_d, scale_d_imm, c, d: d.clone() }));
        for (o, &v) in d_ops.iter().zip(&d) {
            self.write(o, b32, v, None)?;
        }
        Ok(())
    }
}

/// `llvm.nvvm.wgmma.fence.sync.aligned`, `…commit_group.sync.aligned`,
/// `…wait_group.sync.aligned(i64 N)` and the `llvm.nvvm.fence.proxy.async*` fences (which
/// order generic-proxy shared-memory writes before the asynchronous proxy's reads; the runner's
/// memory has one order, so they are NOPs; a program that leaves one out is not flagged).
pub(crate) fn intrinsic(cx: &mut impl DecodeCx, name: &str, args: &[LlOperand]) -> RResult<Option<()>> {
    let op = match name {
        "llvm.nvvm.fence.proxy.async.shared_cta" | "llvm.nvvm.fence.proxy.async.shared_cluster" | "llvm.nvvm.fence.proxy.async.global" => Op::NOP,
        "llvm.nvvm.wgmma.fence.sync.aligned" => Op::NOP,
        "llvm.nvvm.wgmma.commit_group.sync.aligned" => Op::WgmmaCommit(ops::WgmmaCommit {}),
        "llvm.nvvm.wgmma.wait_group.sync.aligned" => match args.first().map(|a| &a.val) {
            Some(Value::Const(Const::Int(n))) if (0..=7).contains(n) => Op::WgmmaWait(ops::WgmmaWait { n: *n as u32 }),
            _ => return cx.fail(ErrKind::Malformed, format!("`{name}` takes a constant 0 to 7")),
        },
        _ => return Ok(None),
    };
    if cx.target_ref().sm != 90 && name.starts_with("llvm.nvvm.wgmma.") {
        return cx.fail(ErrKind::Unsupported, format!("`{name}` exists on sm_90a only (PTX ISA 9.7.15), not on {}", cx.target_ref().name));
    }
    cx.push(op);
    Ok(Some(()))
}
