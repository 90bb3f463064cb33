//! Inline PTX `cvt` from `.f32` to `.f16`, `.bf16` or `.tf32` with `.relu`/`.satfinite` (and
//! every `.tf32` form), and the pair forms `cvt.{rn,rz}{.relu}{.satfinite}.{f16x2,bf16x2}.f32
//! d, a, b` (PTX ISA §9.7.9.21; the numerics are `numerics::narrow`).

use super::insts::{Kind, Mn, PTy};
use super::parse::Inst;
use super::Ptx;
use crate::error::RResult;
use crate::front::decode::DecodeCx;
use crate::front::program::*;
use crate::numerics::narrow::{Narrow, NarrowRnd};

const F32: PTy = PTy { kind: Kind::F, bits: 32 };
const B16: PTy = PTy { kind: Kind::B, bits: 16 };
const B32: PTy = PTy { kind: Kind::B, bits: 32 };

impl<C: DecodeCx> Ptx<'_, C> {
    /// A narrowing `cvt` this module runs, or `None` for the other `cvt` forms.
    pub(super) fn cvt_narrow(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<Option<()>> {
        let n = mn.parts.len();
        if n < 3 || mn.parts[n - 1] != "f32" {
            return Ok(None);
        }
        let (to, pair) = match mn.parts[n - 2] {
            "f16" => (Narrow::F16, false),
            "bf16" => (Narrow::Bf16, false),
            "tf32" => (Narrow::Tf32, false),
            "f16x2" => (Narrow::F16, true),
            "bf16x2" => (Narrow::Bf16, true),
            _ => return Ok(None),
        };
        let (relu, satfinite) = (mn.has("relu"), mn.has("satfinite"));
        // the plain f16/bf16 forms are the ordinary conversions (`cvt` in insts.rs)
        if to != Narrow::Tf32 && !pair && !relu && !satfinite {
            return Ok(None);
        }
        let rnd = match (mn.has("rn"), mn.has("rz"), mn.has("rna")) {
            (true, false, false) => NarrowRnd::Rn,
            (false, true, false) => NarrowRnd::Rz,
            (false, false, true) if to == Narrow::Tf32 && !relu => NarrowRnd::Rna,
            _ => {
                return self.malformed(format!(
                    "`{}`: a conversion from .f32 to .{} takes `.rn` or `.rz`{} (PTX ISA cvt)",
                    i.opcode,
                    mn.parts[n - 2],
                    if to == Narrow::Tf32 { ", or `.rna` without `.relu`" } else { "" }
                ))
            }
        };
        let op = BitsOp::Narrow { to, rnd, relu, satfinite };
        let one = |p: &mut Self, src: Slot| -> Slot {
            let d = p.temp();
            p.cx.push(Op::Bits(ops::Bits { op, bits: 32, dst: d, args: vec![src] }));
            d
        };
        if !pair {
            self.need(i, 2)?;
            let a = self.read(&i.operands[1], F32)?;
            let d = one(self, a);
            if to == Narrow::Tf32 {
                self.write(&i.operands[0], B32, d, guard)?;
            } else {
                let h = self.resize(d, 32, 16, false);
                self.write(&i.operands[0], B16, h, guard)?;
            }
            return Ok(Some(()));
        }
        // `d, a, b`: a converts into the upper half, b into the lower (PTX ISA cvt: "d = {cvt(a), cvt(b)}")
        self.need(i, 3)?;
        let (a, b) = (self.read(&i.operands[1], F32)?, self.read(&i.operands[2], F32)?);
        let (ha, hb) = (one(self, a), one(self, b));
        let (ha, hb) = (self.resize(ha, 32, 16, false), self.resize(hb, 32, 16, false));
        let d = self.temp();
        self.cx.push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&[(d, 32)], &[(hb, 16), (ha, 16)]), srcs: vec![hb, ha] }));
        self.write(&i.operands[0], B32, d, guard)?;
        Ok(Some(()))
    }
}
