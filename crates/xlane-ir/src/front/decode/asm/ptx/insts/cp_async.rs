//! Inline PTX `cp.async.{ca,cg}.shared{::cta}.global [dst], [src], cp-size{, src-size}`
//! (PTX ISA, "cp.async"): the same copy as the `llvm.nvvm.cp.async.*` intrinsics
//! (Triton's sm_80+ software pipelining writes it as inline PTX, 4/8-byte `.ca` and 16-byte
//! `.cg` copies with a src-size that zero-fills masked-off elements). The op is the
//! intrinsic's registry row's, so the copy, its group and wait semantics are one code path.

use super::super::parse::Inst;
use super::{Mn, Ptx};
use crate::error::RResult;
use crate::front::decode::DecodeCx;
use crate::front::program::*;

impl<C: DecodeCx> Ptx<'_, C> {
    pub(super) fn cp_async(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        if !(mn.has("async") && mn.parts.iter().any(|p| p.starts_with("shared")) && mn.has("global")) {
            return self.fail(format!("instruction `{}` is not supported", i.opcode));
        }
        if guard.is_some() {
            return self.fail("a guarded `cp.async` is not supported");
        }
        // an L2 cache hint or prefetch size changes no value; a cache-policy operand is only a hint
        self.need(i, 3)?;
        let Some(bytes) = self.imm_of(&i.operands[2]) else { return self.malformed("cp.async: the copy size must be an immediate") };
        let cg = mn.has("cg");
        let name = match (cg, bytes) {
            (false, 4 | 8 | 16) | (true, 16) => format!("llvm.nvvm.cp.async.{}.shared.global.{bytes}", if cg { "cg" } else { "ca" }),
            _ => return self.malformed(format!("cp.async.{}: copy size {bytes} (`.ca` copies 4, 8 or 16 bytes, `.cg` 16)", if cg { "cg" } else { "ca" })),
        };
        let dst = self.address(&i.operands[0])?;
        let src = self.address(&i.operands[1])?;
        let src_size = match i.operands.get(3) {
            Some(o) if !mn.has("L2::cache_hint") || i.operands.len() == 5 => Some(self.read(o, super::U32)?),
            _ => None,
        };
        // with a src-size the row is the intrinsic's `.s` form, which takes it
        let name = if src_size.is_some() { format!("{name}.s") } else { name };
        let target = self.cx.target_ref().clone();
        let Ok((b, _)) = xlane_core::call::resolve(&name, None, Some(&target)) else {
            return self.fail(format!("`{name}` (inline cp.async) is not available on this target"));
        };
        self.cx.push(Op::CpAsync(ops::CpAsync { b, dst, src, size: bytes as u32, src_size }));
        Ok(())
    }
}
