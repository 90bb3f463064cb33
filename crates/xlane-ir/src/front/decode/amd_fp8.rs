//! `llvm.amdgcn.s.setreg` (the MODE register: `run::exec::mode`) and the AMD fp8/bf8
//! conversion intrinsics (`numerics::amd_fp8`), with their LLVM 22 signatures
//! (IntrinsicsAMDGPU.td; each compiled by llc-22 to its instruction):
//!
//! | intrinsic | instruction |
//! |---|---|
//! | `i32 cvt.pk.{fp8,bf8}.f32(float a, float b, i32 old, i1 word_sel)` | `v_cvt_pk_fp8_f32` |
//! | `i32 cvt.sr.{fp8,bf8}.f32(float src, i32 rnd, i32 old, i32 byte_sel)` | `v_cvt_sr_fp8_f32` |
//! | `float cvt.f32.{fp8,bf8}(i32 src, i32 byte_sel)` | `v_cvt_f32_fp8` (sdwa byte) |
//! | `<2 x float> cvt.pk.f32.{fp8,bf8}(i32 src, i1 word_sel)` | `v_cvt_pk_f32_fp8` |
//! | `<2 x i16> cvt.scalef32.pk.{fp8,bf8}.f32(<2 x i16> old, float a, float b, float scale, i1 word_sel)` | gfx950 |
//! | `i32 cvt.scalef32.sr.{fp8,bf8}.f32(i32 old, float src, i32 rnd, float scale, i32 byte_sel)` | gfx950 |
//! | `float cvt.scalef32.f32.{fp8,bf8}(i32 src, float scale, i32 byte_sel)` | gfx950 |
//! | `<2 x float> cvt.scalef32.pk.f32.{fp8,bf8}(i32 src, float scale, i1 word_sel)` | gfx950 |
//!
//! gfx942 converts the FNUZ formats, gfx950 and gfx12 the OCP ones (docs/errata.md A33). The
//! gfx950 scaled forms run with a scale of exactly 1.0 (what Triton passes); no source read
//! here defines how another scale enters, so any other is refused where a lane reaches it.
//! A literal `undef`/`poison` float or `old` operand (Triton converts one value with the
//! other half `undef`) is taken as +0.0 / 0, a refinement LLVM itself may make (LangRef
//! "Undefined Values"), so the defined half stays defined.

use super::DecodeCx;
use crate::error::{ErrKind, RResult};
use crate::front::ll::ast::{Const, Operand, Type, Value};
use crate::front::program::*;
use xlane_core::semantics::amd::mma::fp8::F8;
use xlane_core::target::feat;

/// `llvm.amdgcn.s.setreg(i32 immarg hwreg, i32 val)`.
pub(super) fn setreg(cx: &mut impl DecodeCx, name: &str, args: &[Operand]) -> RResult<()> {
    let hwreg = match args.first().map(|a| &a.val) {
        Some(Value::Const(Const::Int(v))) if *v <= u16::MAX as u128 => *v as u16,
        _ => return cx.fail(ErrKind::Malformed, format!("`{name}`: the first operand must be a constant hwreg encoding")),
    };
    let Some(v) = args.get(1) else { return cx.fail(ErrKind::Malformed, format!("`{name}` takes two operands")) };
    let val = cx.val_of(v)?[0];
    cx.push(Op::SetMode(ops::SetMode { hwreg, val }));
    Ok(())
}

fn konst(cx: &mut impl DecodeCx, bits: u32, v: u64) -> RResult<Slot> {
    Ok(cx.val_of(&Operand { ty: Type::Int(bits), val: Value::Const(Const::Int(v as u128)) })?[0])
}

/// An operand's slot, a literal `undef`/`poison` taken as 0 (module doc).
fn operand(cx: &mut impl DecodeCx, o: &Operand) -> RResult<Vec<Slot>> {
    if matches!(o.val, Value::Const(Const::Undef | Const::Poison)) {
        let n = cx.val_of(o)?.len();
        return (0..n).map(|_| konst(cx, 32, 0)).collect();
    }
    cx.val_of(o)
}

/// A slot holding MODE.FP16_OVFL (the conversions' overflow clamp) in every lane.
fn clamp(cx: &mut impl DecodeCx) -> RResult<Slot> {
    let c = cx.fresh(1)[0];
    cx.push(Op::GetMode(ops::GetMode { dst: c, mask: ops::MODE_FP16_OVFL }));
    Ok(c)
}

fn imm(o: Option<&Operand>) -> Option<u64> {
    match o.map(|a| &a.val) {
        Some(Value::Const(Const::Int(v))) => Some(*v as u64),
        _ => None,
    }
}

/// The AMD fp8/bf8 conversions; `None` for other names.
pub(super) fn conversion(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(rest) = name.strip_prefix("llvm.amdgcn.cvt.") else { return Ok(None) };
    let (scaled, rest) = match rest.strip_prefix("scalef32.") {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let parts: Vec<&str> = rest.split('.').collect();
    // (kind, 8-bit format name): kind "pk_to", "sr_to", "from", "pk_from"
    let (kind, f8) = match parts[..] {
        ["pk", f @ ("fp8" | "bf8"), "f32"] => ("pk_to", f),
        ["sr", f @ ("fp8" | "bf8"), "f32"] => ("sr_to", f),
        ["f32", f @ ("fp8" | "bf8")] => ("from", f),
        ["pk", "f32", f @ ("fp8" | "bf8")] => ("pk_from", f),
        _ => return Ok(None),
    };
    let t = cx.target_ref();
    let fnuz = t.has(feat::FP8_FNUZ);
    let ocp = t.has(feat::GFX950_INSTS) || t.has(feat::GFX12_INSTS);
    if (scaled && !t.has(feat::GFX950_INSTS)) || !(fnuz || ocp) {
        return cx.fail(
            ErrKind::Unsupported,
            format!("`{name}` is not an instruction of {} (llc-22 selects it for gfx942, gfx950{})", t.name, if scaled { " only" } else { " and gfx12" }),
        );
    }
    let fmt = match (f8, fnuz) {
        ("fp8", true) => F8::E4M3Fnuz,
        ("bf8", true) => F8::E5M2Fnuz,
        ("fp8", false) => F8::E4M3,
        _ => F8::E5M2,
    };
    // the gfx950 forms' scale operand: 1.0 runs, anything else is refused where reached
    if scaled {
        let at = match kind {
            "pk_to" | "sr_to" => 3,
            _ => 1,
        };
        let one = matches!(args.get(at).map(|a| &a.val), Some(Value::Const(Const::Float(b))) if f64::from_bits(*b) == 1.0 || *b == 1f32.to_bits() as u64);
        if !one {
            cx.push(Op::Unsupported(ops::Unsupported {
                what: format!("`{name}` with a scale other than the constant 1.0: xlane has no source for how the scale enters the gfx950 conversion"),
            }));
            return Ok(Some(()));
        }
    }
    let need = match (kind, scaled) {
        ("pk_to", _) => 5 - usize::from(!scaled),
        ("sr_to", _) => 5 - usize::from(!scaled),
        _ => 3 - usize::from(!scaled),
    };
    if args.len() != need {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {need} operands"));
    }
    match (kind, scaled) {
        ("pk_to", false) => {
            let word = imm(args.get(3)).unwrap_or(0) as u8 & 1;
            let (a, b, old) = (operand(cx, &args[0])?[0], operand(cx, &args[1])?[0], operand(cx, &args[2])?[0]);
            let c = clamp(cx)?;
            cx.push(Op::Bits(ops::Bits { op: BitsOp::AmdFp8 { op: AmdFp8Op::Pack { word }, fmt }, bits: 32, dst: dst[0], args: vec![a, b, old, c] }));
        }
        ("pk_to", true) => {
            // <2 x i16>: element `word` gets {enc(b), enc(a)}, the other is old's
            let word = imm(args.get(4)).unwrap_or(0) as usize & 1;
            let old = operand(cx, &args[0])?;
            let (a, b) = (operand(cx, &args[1])?[0], operand(cx, &args[2])?[0]);
            let (zero, c) = (konst(cx, 32, 0)?, clamp(cx)?);
            let w = cx.fresh(1)[0];
            cx.push(Op::Bits(ops::Bits { op: BitsOp::AmdFp8 { op: AmdFp8Op::Pack { word: 0 }, fmt }, bits: 32, dst: w, args: vec![a, b, zero, c] }));
            for (k, &d) in dst.iter().enumerate().take(2) {
                if k == word {
                    cx.push(Op::Cast(ops::Cast {
                        op: crate::front::ll::ast::CastOp::Trunc,
                        from: crate::front::ll::layout::STy::Int(32),
                        to: crate::front::ll::layout::STy::Int(16),
                        flags: 0,
                        dst: d,
                        a: w,
                    }));
                } else {
                    cx.push(Op::Copy(ops::Copy { dst: d, src: old[k] }));
                }
            }
        }
        ("sr_to", _) => {
            let (src, rnd, old, byte) = if scaled { (&args[1], &args[2], &args[0], imm(args.get(4))) } else { (&args[0], &args[1], &args[2], imm(args.get(3))) };
            let byte = byte.unwrap_or(0) as u8 & 3;
            let (s, r, o) = (operand(cx, src)?[0], cx.val_of(rnd)?[0], operand(cx, old)?[0]);
            let c = clamp(cx)?;
            cx.push(Op::Bits(ops::Bits { op: BitsOp::AmdFp8 { op: AmdFp8Op::Stochastic { byte }, fmt }, bits: 32, dst: dst[0], args: vec![s, r, o, c] }));
        }
        (_, _) => {
            // `from`: one byte; `pk_from`: the two bytes of a word
            let sel = imm(args.get(if scaled { 2 } else { 1 })).unwrap_or(0) as u8;
            let src = cx.val_of(&args[0])?[0];
            let bytes: Vec<u8> = if kind == "from" { vec![sel & 3] } else { vec![2 * (sel & 1), 2 * (sel & 1) + 1] };
            // a byte of a value packed from bytes reads that byte's own slot (its definedness)
            let pieces = cx.packed_from(src).filter(|p| p.len() == 4 && p.iter().all(|&(_, w)| w == 8));
            for (&d, &byte) in dst.iter().zip(&bytes) {
                let (s, at) = match &pieces {
                    Some(p) => (p[byte as usize].0, 0),
                    None => (src, byte),
                };
                cx.push(Op::Bits(ops::Bits { op: BitsOp::AmdFp8 { op: AmdFp8Op::Widen { byte: at }, fmt }, bits: 32, dst: d, args: vec![s] }));
            }
        }
    }
    Ok(Some(()))
}
