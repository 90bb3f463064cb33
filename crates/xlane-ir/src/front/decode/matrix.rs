//! Decoding the AMD matrix intrinsics (`xlane_core::registry::matrix`): `llvm.amdgcn.mfma.*`
//! and `llvm.amdgcn.wmma.*` into [`Op::Matrix`], `llvm.amdgcn.ds.read.tr{8,16}.b64` into each
//! lane's 8-byte LDS load followed by [`Op::LaneTranspose`].
//!
//! The row is found by the intrinsic's name without its overload suffixes and by the target
//! (gfx11 and gfx12 WMMA share names); the operand shapes pick the wave size the call is
//! written for (LLVM overloads WMMA by them) and must be the row's. Constant operands
//! (CBSZ/ABID/BLGP, OPSEL, signedness, clamp) must be constants, as the intrinsics' `immarg`s
//! are; values xlane does not model decode to an `unsupported` refusal where the call runs.

use super::DecodeCx;
use crate::error::{ErrKind, RResult};
use crate::front::ll::ast::{Const, Operand, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;
use crate::numerics::approx::ApproxOp;
use xlane_core::registry::matrix::{self, MFmt, MLayout, MOperands, MatrixRow, TransposeRow};
use xlane_core::semantics::amd::mma::{self, layout, Mods};

/// Is the name one this module decodes (whether or not a row has it)?
pub(crate) fn is_matrix(name: &str) -> bool {
    ["llvm.amdgcn.mfma.", "llvm.amdgcn.wmma.", "llvm.amdgcn.smfmac.", "llvm.amdgcn.swmmac.", "llvm.amdgcn.ds.read.tr"]
        .iter()
        .any(|p| name.starts_with(p))
}

enum Found {
    Mma(&'static MatrixRow),
    Transpose(&'static TransposeRow),
}

/// The row of `name`: the name itself, then without each trailing overload suffix in turn
/// (`.v8f32.v16f16`; `.f16`, `.bf16` and `.i8` can be part of a name).
fn find(cx: &impl DecodeCx, name: &str) -> RResult<Option<Found>> {
    let mut base = name;
    loop {
        if let Some(r) = matrix::lookup(base, cx.target_ref()) {
            return match r {
                Ok(r) => Ok(Some(Found::Mma(r))),
                Err(d) => unavailable(cx, d),
            };
        }
        if let Some(r) = matrix::lookup_transpose(base, cx.target_ref()) {
            return match r {
                Ok(r) => Ok(Some(Found::Transpose(r))),
                Err(d) => unavailable(cx, d),
            };
        }
        match base.rsplit_once('.') {
            Some((rest, last)) if is_type_suffix(last) => base = rest,
            _ => return Ok(None),
        }
    }
}

fn unavailable<T>(cx: &impl DecodeCx, d: xlane_core::Diag) -> RResult<T> {
    let help = d.help.clone();
    cx.fail::<T>(ErrKind::Unavailable, d.message).map_err(|e| match help {
        Some(h) => e.with_help(h),
        None => e,
    })
}

use matrix::is_type_suffix;

/// Decode `name(args)` if it is a matrix intrinsic with a row. A matrix intrinsic without one
/// is `unsupported` with [`matrix::not_modelled`]'s reason (refused where a lane reaches it);
/// `None` for any other name.
pub(crate) fn matrix_intrinsic(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    if !is_matrix(name) {
        return Ok(None);
    }
    match find(cx, name)? {
        Some(Found::Mma(r)) => mma_call(cx, name, r, args, dst).map(Some),
        Some(Found::Transpose(r)) => transpose_call(cx, name, r, args, dst).map(Some),
        None => match matrix::not_modelled(name) {
            Some(why) => cx.fail(ErrKind::Unsupported, format!("`{name}`: {why}")),
            None => Ok(None),
        },
    }
}

fn constant(cx: &impl DecodeCx, name: &str, o: &Operand, what: &str) -> RResult<u32> {
    match o.val {
        Value::Const(Const::Int(v)) => Ok(v as u32),
        _ => cx.fail(ErrKind::Malformed, format!("`{name}`: `{what}` must be a constant (an immarg)")),
    }
}

/// An operand's slots and the width of each component.
fn operand(cx: &mut impl DecodeCx, o: &Operand) -> RResult<(Vec<Slot>, u32)> {
    let bits = cx.scalar_of(o.ty.scalar())?.bits();
    Ok((cx.val_of(o)?, bits))
}

fn mma_call(cx: &mut impl DecodeCx, name: &str, r: &'static MatrixRow, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let want = match r.operands {
        MOperands::Mfma | MOperands::Signed | MOperands::Sparse => 6,
        MOperands::Plain => 3,
        MOperands::Opsel => 4,
        MOperands::Scaled => 9,
        MOperands::SparseW => 4,
        MOperands::SparseWSigned => 7,
    };
    if args.len() != want {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {want} operands, {} given", args.len()));
    }
    let mut m = Mods::default();
    match r.operands {
        MOperands::Mfma => {
            m.cbsz = constant(cx, name, &args[3], "cbsz")?;
            m.abid = constant(cx, name, &args[4], "abid")?;
            m.blgp = constant(cx, name, &args[5], "blgp")?;
        }
        MOperands::Sparse => {
            m.cbsz = constant(cx, name, &args[4], "cbsz")?;
            m.abid = constant(cx, name, &args[5], "abid")?;
        }
        MOperands::Opsel => m.opsel = constant(cx, name, &args[3], "op_sel")? & 1 != 0,
        MOperands::Signed => {
            m.a_signed = constant(cx, name, &args[0], "a_signed")? & 1 != 0;
            m.b_signed = constant(cx, name, &args[2], "b_signed")? & 1 != 0;
            m.clamp = constant(cx, name, &args[5], "clamp")? & 1 != 0;
        }
        MOperands::SparseWSigned => {
            m.a_signed = constant(cx, name, &args[0], "a_signed")? & 1 != 0;
            m.b_signed = constant(cx, name, &args[2], "b_signed")? & 1 != 0;
            m.clamp = constant(cx, name, &args[6], "clamp")? & 1 != 0;
        }
        MOperands::SparseW => {}
        MOperands::Scaled => {
            m.cbsz = constant(cx, name, &args[3], "cbsz")?;
            m.blgp = constant(cx, name, &args[4], "blgp")?;
            m.scale_byte_a = constant(cx, name, &args[5], "opsel_a")?.min(255) as u8;
            m.scale_byte_b = constant(cx, name, &args[7], "opsel_b")?.min(255) as u8;
            // both scales the constant 0: llc-22 selects the unscaled instruction (`mma::scaled`)
            let zero = |o: &Operand| matches!(o.val, Value::Const(Const::Int(0)));
            m.unscaled = zero(&args[6]) && zero(&args[8]);
        }
        MOperands::Plain => {}
    }
    if let Err(d) = mma::check_mods(r.name, r, cx.target_ref(), m) {
        return cx.fail(ErrKind::Unsupported, d.message);
    }
    if r.operands == MOperands::Scaled {
        return scaled_call(cx, name, r, args, dst, m);
    }
    let (ia, ib, ic) = mma::operand_positions(r);
    let (a, a_bits) = operand(cx, &args[ia])?;
    let (b, b_bits) = operand(cx, &args[ib])?;
    let (c, c_bits) = operand(cx, &args[ic])?;
    let (wi, wo) = (r.input.bits(), r.output.bits());
    let fits = |w: u32| {
        let (na, nb, nd) = layout::slots(r, w);
        a.len() as u32 * a_bits == na * wi && b.len() as u32 * b_bits == nb * wi && c.len() as u32 == nd && c_bits == wo && dst.len() as u32 == nd
    };
    let Some(&wave) = layout::waves(r).iter().find(|&&w| fits(w)) else {
        let shapes = |w: u32| {
            let (na, nb, nd) = layout::slots(r, w);
            format!("wave{w}: A {} bits, B {} bits, C and D {nd} × {wo} bits", na * wi, nb * wi)
        };
        let forms = layout::waves(r).iter().map(|&w| shapes(w)).collect::<Vec<_>>().join("; ");
        return cx.fail(
            ErrKind::Malformed,
            format!(
                "`{name}` ({}) is called with A {} bits, B {} bits, C {} × {c_bits} bits, D {} values per lane; its forms are {forms}",
                r.insn,
                a.len() as u32 * a_bits,
                b.len() as u32 * b_bits,
                c.len(),
                dst.len()
            ),
        );
    };
    let approx = match (r.layout, r.output) {
        (MLayout::Gfx9, MFmt::F32) => Some(ApproxOp::AmdMfmaF32),
        (MLayout::Gfx9, MFmt::F64) => Some(ApproxOp::AmdMfmaF64),
        (_, MFmt::F32) => Some(ApproxOp::AmdWmmaF32),
        (_, MFmt::F16) => Some(ApproxOp::AmdWmmaF16),
        (_, MFmt::Bf16) => Some(ApproxOp::AmdWmmaBf16),
        _ => None,
    };
    let idx = match r.operands {
        MOperands::Sparse => {
            let (idx, idx_bits) = operand(cx, &args[3])?;
            if idx.len() != 1 || idx_bits != 32 {
                return cx.fail(ErrKind::Malformed, format!("`{name}`: the compression index is one i32"));
            }
            idx
        }
        MOperands::SparseW | MOperands::SparseWSigned => {
            let at = if r.operands == MOperands::SparseW { 3 } else { 5 };
            let (idx, idx_bits) = operand(cx, &args[at])?;
            let (_, _, need) = mma::swmmac::bits_per_lane(r, wave);
            if idx.len() != 1 || idx_bits < need || idx_bits > 32 {
                return cx.fail(ErrKind::Malformed, format!("`{name}`: the sparsity index is one integer of {need} to 32 bits at wave{wave}, {} × i{idx_bits} given", idx.len()));
            }
            idx
        }
        _ => vec![],
    };
    let bits = |b: u32| b as u8;
    cx.push(Op::Matrix(ops::Matrix { row: r, wave, mods: m, a, a_bits: bits(a_bits), b, b_bits: bits(b_bits), c, c_bits: bits(c_bits), idx, d: dst.to_vec(), approx }));
    Ok(())
}

/// `mfma.scale.f32.*.f8f6f4(A, B, C, cbsz, blgp, opsel_a, scale_a, opsel_b, scale_b)`: A and B
/// at least as wide as their formats need (LLVM allows wider vectors), C and D the dense
/// f32 layout, the two scales one i32 each (carried in the op's `idx`).
fn scaled_call(cx: &mut impl DecodeCx, name: &str, r: &'static MatrixRow, args: &[Operand], dst: &[Slot], m: Mods) -> RResult<()> {
    let (a, a_bits) = operand(cx, &args[0])?;
    let (b, b_bits) = operand(cx, &args[1])?;
    let (c, c_bits) = operand(cx, &args[2])?;
    let (_, _, nd) = layout::slots(r, 64);
    let fmt = |code: u32| mma::scaled::format(code).unwrap_or(MFmt::F8f6f4);
    let (fa, fb) = (fmt(m.cbsz), fmt(m.blgp));
    let (need_a, need_b) = (mma::scaled::operand_bits(r, fa), mma::scaled::operand_bits(r, fb));
    let (have_a, have_b) = (a.len() as u32 * a_bits, b.len() as u32 * b_bits);
    if have_a < need_a || have_b < need_b || have_a > 256 || have_b > 256 || c.len() as u32 != nd || c_bits != 32 || dst.len() as u32 != nd {
        return cx.fail(
            ErrKind::Malformed,
            format!(
                "`{name}` ({}) is called with A {have_a} bits, B {have_b} bits, C {} × {c_bits} bits, D {} values per lane; A ({}) needs {need_a}–256 bits, B ({}) {need_b}–256, C and D {nd} × f32",
                r.insn,
                c.len(),
                dst.len(),
                fa.name(),
                fb.name()
            ),
        );
    }
    let mut idx = vec![];
    for (o, what) in [(&args[6], "scale_a"), (&args[8], "scale_b")] {
        let (s, bits) = operand(cx, o)?;
        if s.len() != 1 || bits != 32 {
            return cx.fail(ErrKind::Malformed, format!("`{name}`: `{what}` is one i32"));
        }
        idx.push(s[0]);
    }
    let bits = |b: u32| b as u8;
    let approx = Some(ApproxOp::AmdMfmaF32);
    cx.push(Op::Matrix(ops::Matrix { row: r, wave: 64, mods: m, a, a_bits: bits(a_bits), b, b_bits: bits(b_bits), c, c_bits: bits(c_bits), idx, d: dst.to_vec(), approx }));
    Ok(())
}

/// `ds.read.trN.b64(ptr addrspace(3))`: each lane's 8-byte load (aligned, bounds-checked by
/// the load), then the exchange.
fn transpose_call(cx: &mut impl DecodeCx, name: &str, r: &'static TransposeRow, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let [p] = args else { return cx.fail(ErrKind::Malformed, format!("`{name}` takes one pointer operand")) };
    if dst.is_empty() || 64 % dst.len() != 0 {
        return cx.fail(ErrKind::Malformed, format!("`{name}` returns 64 bits as a vector"));
    }
    let bits = 64 / dst.len() as u32;
    let ptr = cx.val_of(p)?[0];
    let tmp = cx.fresh(dst.len());
    let comps = tmp.iter().enumerate().map(|(k, &slot)| MemComp { slot, offset: k as u32 * bits / 8, ty: STy::Int(bits as u8) }).collect();
    cx.push(Op::Load(ops::Load { comps, ptr, space: AddrSpace::Shared, align: 8, size: 8 }));
    cx.push(Op::LaneTranspose(ops::LaneTranspose { row: r, src: tmp, bits: bits as u8, dst: dst.to_vec() }));
    Ok(())
}
