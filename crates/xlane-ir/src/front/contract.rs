//! Floating-point contraction as the AMDGPU and NVPTX backends perform it. clang's HIP and
//! CUDA default (`-ffp-contract=fast[-honor-pragmas]`) marks `a * b + c` as `fmul contract` +
//! `fadd contract`; SelectionDAG's combiner (DAGCombiner.cpp `visitFADDForFMACombine`,
//! `visitFSUBForFMACombine`) fuses them into one `fma` when both carry `contract` and the
//! multiply is in the same basic block (the DAG is built per block). Both targets enable
//! aggressive fusion, so a multiply with several uses is fused too; llc-22 emits
//! `v_fma*`/`v_fmac*` (gfx90a … gfx1200) and `fma.rn` (sm_80/sm_90) for f16, f32 and f64.
//!
//! The rules kept here: `(fadd (fmul x, y), z) → fma(x, y, z)`, `(fadd z, (fmul x, y)) →
//! fma(x, y, z)`, `(fsub (fmul x, y), z) → fma(x, y, -z)`, `(fsub z, (fmul x, y)) →
//! fma(-x, y, z)`; with two candidate multiplies, the first operand's unless it has more
//! uses than the second's (the combiner's "prefer to fold the multiply with fewer uses").

use crate::front::ll::ast::{flags, BinOp, Block, Callee, Function, Inst, InstKind, Operand, Value};

/// One fused multiply-add: `fma(±x, y, ±z)`.
pub struct Fusion<'a> {
    pub x: &'a Value,
    pub y: &'a Value,
    pub z: &'a Value,
    pub neg_x: bool,
    pub neg_z: bool,
}

/// The fusion for `inst` (an `fadd`/`fsub contract` in block `b` of `f`), if the backend
/// performs one.
pub fn fusion<'a>(f: &'a Function, b: &'a Block, inst: &'a Inst) -> Option<Fusion<'a>> {
    let InstKind::Bin { op, a, b: bv, flags: fl, .. } = &inst.kind else { return None };
    if !matches!(op, BinOp::FAdd | BinOp::FSub) || fl & flags::CONTRACT == 0 {
        return None;
    }
    let (ma, mb) = (contractable_fmul(b, inst, a), contractable_fmul(b, inst, bv));
    let prefer_second = match (ma, mb) {
        (Some(_), Some(_)) => uses(f, b, a) > uses(f, b, bv),
        (None, Some(_)) => true,
        _ => false,
    };
    let sub = *op == BinOp::FSub;
    if prefer_second {
        let (x, y) = mb?;
        Some(Fusion { x, y, z: a, neg_x: sub, neg_z: false })
    } else {
        let (x, y) = ma?;
        Some(Fusion { x, y, z: bv, neg_x: false, neg_z: sub })
    }
}

/// The operands of the `fmul contract` that defines `v` earlier in block `b`.
fn contractable_fmul<'a>(b: &'a Block, user: &Inst, v: &Value) -> Option<(&'a Value, &'a Value)> {
    let Value::Local(name) = v else { return None };
    let def = b.insts.iter().take_while(|i| !std::ptr::eq(*i, user)).find(|i| i.result.as_deref() == Some(name))?;
    match &def.kind {
        InstKind::Bin { op: BinOp::FMul, a, b, flags: fl, .. } if fl & flags::CONTRACT != 0 => Some((a, b)),
        _ => None,
    }
}

/// Uses of `v` as the block's DAG counts them: each use inside the block, plus one
/// (the copy to a virtual register) when any other block uses it.
fn uses(f: &Function, b: &Block, v: &Value) -> usize {
    let count = |blk: &Block| blk.insts.iter().map(|i| operands(&i.kind).iter().filter(|o| **o == v).count()).sum::<usize>();
    let here = count(b);
    let elsewhere = f.blocks.iter().any(|o| !std::ptr::eq(o, b) && count(o) > 0);
    here + usize::from(elsewhere)
}

/// The value operands of an instruction.
fn operands(k: &InstKind) -> Vec<&Value> {
    fn ops<'a>(os: &[&'a Operand]) -> Vec<&'a Value> {
        os.iter().map(|o| &o.val).collect()
    }
    match k {
        InstKind::Bin { a, b, .. } | InstKind::Cmp { a, b, .. } => vec![a, b],
        InstKind::FNeg { a, .. } => vec![a],
        InstKind::CondBr { cond, .. } => vec![cond],
        InstKind::Phi { incoming, .. } => incoming.iter().map(|(v, _)| v).collect(),
        InstKind::Select { cond, a, b } => ops(&[cond, a, b]),
        InstKind::Cast { from, .. } | InstKind::Freeze(from) => ops(&[from]),
        InstKind::Gep { base, idx, .. } => std::iter::once(&base.val).chain(idx.iter().map(|o| &o.val)).collect(),
        InstKind::Load { ptr, .. } => ops(&[ptr]),
        InstKind::Store { val, ptr, .. } => ops(&[val, ptr]),
        InstKind::Alloca { count, .. } => count.iter().map(|o| &o.val).collect(),
        InstKind::Switch { val, .. } => ops(&[val]),
        InstKind::Ret(v) => v.iter().map(|o| &o.val).collect(),
        InstKind::Call { callee, args, .. } => {
            let target = match callee {
                Callee::Indirect(v) => Some(v),
                _ => None,
            };
            target.into_iter().chain(args.iter().map(|o| &o.val)).collect()
        }
        InstKind::ExtractValue { agg, .. } => ops(&[agg]),
        InstKind::InsertValue { agg, val, .. } => ops(&[agg, val]),
        InstKind::ExtractElement { vec, idx } => ops(&[vec, idx]),
        InstKind::InsertElement { vec, val, idx } => ops(&[vec, val, idx]),
        InstKind::ShuffleVector { a, b, .. } => ops(&[a, b]),
        InstKind::AtomicRmw { ptr, val, .. } => ops(&[ptr, val]),
        InstKind::CmpXchg { ptr, cmp, new, .. } => ops(&[ptr, cmp, new]),
        InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence => vec![],
    }
}
