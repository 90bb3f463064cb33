//! Packed and SIMD inline PTX: SIMD video instructions (`vadd4`, `vset4`, … PTX ISA
//! §9.7.16.2), arithmetic on `.f16x2`/`.bf16x2` pairs (§9.7.4 "Half Precision Floating-Point
//! Instructions": each half is the scalar `.f16`/`.bf16` instruction), and the packed
//! conversions of `cvt` (§9.7.9.21) between `.e4m3x2`/`.e5m2x2` and `.f32`/`.f16x2`.

use super::insts::{Kind, Mn, PTy, U32};
use super::parse::{Inst, Operand};
use super::{Ptx, Reg};
use crate::error::RResult;
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::Pred;
use crate::front::program::*;
use crate::numerics::minifloat::Fp8;
use crate::numerics::simd_video::{Video, VideoCmp, VideoOp};

const B32: PTy = PTy { kind: Kind::B, bits: 32 };

/// `Some(true)` for a `.bf16x2` instruction, `Some(false)` for `.f16x2`.
pub(super) fn packed_half_type(mn: &Mn) -> Option<bool> {
    let last = *mn.parts.last()?;
    match last {
        "f16x2" => Some(false),
        "bf16x2" => Some(true),
        _ => None,
    }
}

impl<C: DecodeCx> Ptx<'_, C> {
    /// `vop2/vop4.dtype.atype.btype{.sat|.add} d, a, b, c` and `vset2/vset4.atype.btype.cmp{.add}
    /// d, a, b, c` with the default lane selectors and mask ([`Video`] has the semantics).
    pub(super) fn video(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        let name = mn.parts[0];
        let (base, lanes) = name.split_at(name.len() - 1);
        let lanes: u8 = if lanes == "2" { 2 } else { 4 };
        let tys = mn.types();
        if tys.iter().any(|t| t.bits != 32 || !matches!(t.kind, Kind::U | Kind::S)) {
            return self.malformed("SIMD video types are `.u32` or `.s32`");
        }
        let cmp = [("eq", VideoCmp::Eq), ("ne", VideoCmp::Ne), ("lt", VideoCmp::Lt), ("le", VideoCmp::Le), ("gt", VideoCmp::Gt), ("ge", VideoCmp::Ge)]
            .into_iter()
            .find(|c| mn.has(c.0))
            .map(|c| c.1);
        let (op, d_signed, a_t, b_t) = match (base, &tys[..]) {
            ("vset", [a, b]) => match cmp {
                Some(c) => (VideoOp::Set(c), false, *a, *b),
                None => return self.malformed("vset needs a comparison (.eq .ne .lt .le .gt .ge)"),
            },
            ("vset", _) => return self.malformed("vset takes two types (.atype.btype)"),
            (_, [d, a, b]) => {
                let op = match base {
                    "vadd" => VideoOp::Add,
                    "vsub" => VideoOp::Sub,
                    "vavrg" => VideoOp::Avrg,
                    "vabsdiff" => VideoOp::AbsDiff,
                    "vmin" => VideoOp::Min,
                    _ => VideoOp::Max,
                };
                (op, d.signed(), *a, *b)
            }
            _ => return self.malformed("takes three types (.dtype.atype.btype)"),
        };
        let (sat, add) = (mn.has("sat"), mn.has("add"));
        if sat && (add || base == "vset") {
            return self.malformed("`.sat` cannot be used with the secondary accumulate or with vset");
        }
        self.need(i, 4)?;
        if i.operands.iter().any(|o| matches!(o, Operand::Reg(r) if self.lookup(r).is_none() && r.contains('.'))) {
            return self.fail("lane selectors (`.asel`, `.bsel`) and masks on operands are not modelled");
        }
        let v = Video { op, lanes, a_signed: a_t.signed(), b_signed: b_t.signed(), d_signed, sat, add };
        let mut args = vec![];
        for o in &i.operands[1..4] {
            args.push(self.read(o, U32)?);
        }
        let d = self.temp();
        self.cx.push(Op::Bits(ops::Bits { op: BitsOp::Video(v), bits: 32, dst: d, args }));
        self.write(&i.operands[0], U32, d, guard)
    }

    /// A `.f16x2`/`.bf16x2` instruction: the scalar instruction on the low halves and on the
    /// high halves of every operand, the results packed (low half first).
    pub(super) fn packed_half(&mut self, i: &Inst, mn: &Mn, bf: bool, guard: Option<Slot>) -> RResult<()> {
        if i.operands.len() < 2 {
            return self.malformed("takes a destination and sources");
        }
        let (kind, ft, from, to) = if bf { (Kind::BF, FTy::BF16, ".bf16x2", ".bf16") } else { (Kind::F, FTy::F16, ".f16x2", ".f16") };
        let half = PTy { kind, bits: 16 };
        let scalar_opcode = match i.opcode.strip_suffix(from) {
            Some(stem) => format!("{stem}{to}"),
            None => return self.malformed("a packed type must come last"),
        };
        let _ = mn;
        let mut halves: [Vec<Slot>; 2] = [vec![], vec![]];
        for o in &i.operands[1..] {
            let v = self.read(o, B32)?;
            let lo = self.resize(v, 32, 16, false);
            let k16 = self.konst(16, 32)?;
            let sh = self.temp();
            self.cx.push(Op::IBin(ops::IBin { op: IOp::LShr, bits: 32, flags: 0, dst: sh, a: v, b: k16 }));
            let hi = self.resize(sh, 32, 16, false);
            halves[0].push(lo);
            halves[1].push(hi);
        }
        let smn = Mn { parts: scalar_opcode.split('.').collect() };
        let mut outs = [0; 2];
        for (h, srcs) in halves.iter().enumerate() {
            // the halves as registers of a scope of their own, named so no template can
            let mut scope = std::collections::HashMap::new();
            let out = self.temp();
            self.cx.push(Op::SetUndef(ops::SetUndef { dst: out }));
            scope.insert("\u{2}d".to_string(), Reg { slot: out, bits: 16 });
            let mut operands = vec![Operand::Reg("\u{2}d".into())];
            for (k, &s) in srcs.iter().enumerate() {
                let n = format!("\u{2}s{k}");
                scope.insert(n.clone(), Reg { slot: s, bits: 16 });
                operands.push(Operand::Reg(n));
            }
            self.scopes.push(scope);
            let inst = Inst { guard: None, opcode: scalar_opcode.clone(), operands, text: i.text.clone() };
            let r = self.float_arith(&inst, &smn, half, ft, None);
            self.scopes.pop();
            r?;
            outs[h] = out;
        }
        let d = self.temp();
        self.cx
            .push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&[(d, 32)], &[(outs[0], 16), (outs[1], 16)]), srcs: outs.to_vec() }));
        self.write(&i.operands[0], B32, d, guard)
    }

    /// `.relu` on a 16-bit float result (PTX ISA `fma`: "clamps the result to 0 if negative;
    /// NaN results are converted to canonical NaN"): a negative value (sign bit set, −0
    /// included) gives +0, NaN gives 0x7fff.
    pub(super) fn relu16(&mut self, v: Slot, ft: FTy) -> RResult<Slot> {
        if !matches!(ft, FTy::F16 | FTy::BF16) {
            return self.fail("`.relu` applies to .f16/.bf16 results");
        }
        let k15 = self.konst(15, 16)?;
        let sign = self.temp();
        self.cx.push(Op::IBin(ops::IBin { op: IOp::LShr, bits: 16, flags: 0, dst: sign, a: v, b: k15 }));
        let neg1 = self.temp();
        self.cx.push(Op::Cast(ops::Cast {
            op: crate::front::ll::ast::CastOp::Trunc,
            from: crate::front::ll::layout::STy::Int(16),
            to: crate::front::ll::layout::STy::Int(1),
            flags: 0,
            dst: neg1,
            a: sign,
        }));
        let zero = self.konst(0, 16)?;
        let clamped = self.temp();
        self.cx.push(Op::Select(ops::Select { dst: clamped, c: neg1, a: zero, b: v }));
        let nan = self.temp();
        self.cx.push(Op::FCmp(ops::FCmp { pred: Pred::Uno, ty: ft, dst: nan, a: v, b: v }));
        let canon = self.konst(0x7fff, 16)?;
        let out = self.temp();
        self.cx.push(Op::Select(ops::Select { dst: out, c: nan, a: canon, b: clamped }));
        Ok(out)
    }

    /// `cvt` with a packed type: `cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f32,f16x2}` and
    /// `cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2}` (PTX ISA §9.7.9.21; `numerics::minifloat`).
    pub(super) fn cvt_packed(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        let n = mn.parts.len();
        let (dt, at) = (mn.parts[n - 2], mn.parts[n - 1]);
        let fp8 = |t: &str| match t {
            "e4m3x2" => Some(Fp8::E4M3),
            "e5m2x2" => Some(Fp8::E5M2),
            _ => None,
        };
        let relu = mn.has("relu");
        if !mn.has("rn") {
            return self.fail(format!("`{}`: only the `.rn` packed conversions are modelled", i.opcode));
        }
        let d = self.temp();
        let h16 = PTy { kind: Kind::B, bits: 16 };
        match (fp8(dt), fp8(at), dt, at) {
            (Some(fmt), None, _, "f32" | "f16x2") => {
                if !mn.has("satfinite") {
                    return self.malformed("a conversion to an 8-bit float format needs `.satfinite`");
                }
                let from_f16x2 = at == "f16x2";
                let nsrc = if from_f16x2 { 1 } else { 2 };
                self.need(i, nsrc + 1)?;
                let ft = PTy { kind: Kind::F, bits: 32 };
                let mut args = vec![];
                for o in &i.operands[1..=nsrc] {
                    args.push(self.read(o, if from_f16x2 { B32 } else { ft })?);
                }
                self.cx.push(Op::Bits(ops::Bits { op: BitsOp::Fp8Encode { fmt, relu, from_f16x2 }, bits: 32, dst: d, args }));
                let r = self.resize(d, 32, 16, false);
                self.write(&i.operands[0], h16, r, guard)
            }
            (None, Some(fmt), "f16x2", _) => {
                self.need(i, 2)?;
                let a = self.read(&i.operands[1], h16)?;
                let a = self.resize(a, 16, 32, false);
                self.cx.push(Op::Bits(ops::Bits { op: BitsOp::Fp8ToF16x2 { fmt, relu }, bits: 32, dst: d, args: vec![a] }));
                self.write(&i.operands[0], B32, d, guard)
            }
            _ => self.fail(format!("`{}`: this packed conversion is not modelled", i.opcode)),
        }
    }

    /// `set.CmpOp{.ftz}.dtype.stype d, a, b` (PTX ISA 9.7.4.x/9.7.7 `set`): the comparison as a
    /// value, 1.0 (float destinations: `.f32`, and `.f16`/`.bf16` or each half of `.f16x2`/
    /// `.bf16x2`) or all ones (integer destinations) when it holds, else 0; packed sources
    /// compare half by half. cuda_fp16.hpp's `__heq2`, `__hisnan2` … are `set.*.f16x2.f16x2`.
    pub(super) fn set(&mut self, i: &Inst, mn: &Mn, guard: Option<Slot>) -> RResult<()> {
        self.need(i, 3)?;
        if mn.parts.iter().any(|p| matches!(*p, "and" | "or" | "xor")) {
            return self.fail("`set` with a BoolOp and a predicate operand is not modelled");
        }
        let cmp = mn.parts.get(1).copied().unwrap_or("");
        let n = mn.parts.len();
        if n < 4 {
            return self.malformed("`set` takes a comparison, a destination type and a source type");
        }
        let (dts, sts) = (mn.parts[n - 2], mn.parts[n - 1]);
        let packed = |t: &str| match t {
            "f16x2" => Some(PTy { kind: Kind::F, bits: 16 }),
            "bf16x2" => Some(PTy { kind: Kind::BF, bits: 16 }),
            _ => None,
        };
        let one16 = |t: PTy| if t.kind == Kind::BF { 0x3f80 } else { 0x3c00 };
        let ftz = mn.has("ftz");
        match (packed(dts).or(PTy::parse(dts)), packed(sts), PTy::parse(sts)) {
            (Some(dt), Some(half), _) => {
                // per half: the destination half (1.0 of its format, or 0xffff) or 0
                let dpacked = packed(dts).is_some();
                let int32 = matches!(dt.kind, Kind::U | Kind::S) && dt.bits == 32;
                if !(dpacked || int32) {
                    return self.malformed("a packed `set` writes .f16x2/.bf16x2 or .u32/.s32");
                }
                let on = if dpacked { one16(dt) } else { 0xffff };
                let (a, b) = (self.read(&i.operands[1], B32)?, self.read(&i.operands[2], B32)?);
                let mut outs = vec![];
                for h in 0..2 {
                    let pick = |p: &mut Self, v: Slot| -> RResult<Slot> {
                        let sh = p.temp();
                        let k = p.konst(16 * h, 32)?;
                        p.cx.push(Op::IBin(ops::IBin { op: IOp::LShr, bits: 32, flags: 0, dst: sh, a: v, b: k }));
                        Ok(p.resize(sh, 32, 16, false))
                    };
                    let (x, y) = (pick(self, a)?, pick(self, b)?);
                    let c = self.compare(cmp, half, ftz, x, y)?;
                    let (t, f) = (self.konst(on, 16)?, self.konst(0, 16)?);
                    let r = self.temp();
                    self.cx.push(Op::Select(ops::Select { dst: r, c, a: t, b: f }));
                    outs.push(r);
                }
                let d = self.temp();
                self.cx.push(Op::Repack(ops::Repack { dsts: crate::front::decode::repack_pieces(&[(d, 32)], &[(outs[0], 16), (outs[1], 16)]), srcs: outs }));
                self.write(&i.operands[0], B32, d, guard)
            }
            (Some(dt), None, Some(st)) => {
                let (a, b) = (self.read(&i.operands[1], st)?, self.read(&i.operands[2], st)?);
                let c = self.compare(cmp, st, ftz, a, b)?;
                let on = match (dt.kind, dt.bits) {
                    (Kind::F, 32) => 1f32.to_bits() as u64,
                    (Kind::F | Kind::BF, 16) => one16(dt),
                    (Kind::U | Kind::S, 32) => 0xffff_ffff,
                    _ => return self.malformed("`set` writes .u32, .s32, .f32, .f16 or .bf16"),
                };
                let (t, f) = (self.konst(on, dt.bits)?, self.konst(0, dt.bits)?);
                let r = self.temp();
                self.cx.push(Op::Select(ops::Select { dst: r, c, a: t, b: f }));
                self.write(&i.operands[0], dt, r, guard)
            }
            _ => self.malformed("`set` types"),
        }
    }
}
