//! Header wrapper functions, expanded to the intrinsic sequence clang-22 emits for them.
//!
//! Followed headers (see docs/lower.md):
//! * HIP: ROCm/clr `hipamd/include/hip/amd_detail/amd_warp_functions.h` (commit 059a89ae):
//!   every shuffle is lane-index arithmetic on `__lane_id()` (mbcnt) and one `ds_bpermute`
//!   per 32-bit word; `__ballot` is `ballot_w64`; the `*_sync` forms (amd_warp_sync_functions.h)
//!   check the mask with assertions only and then call the plain form.
//! * CUDA: clang-22's `__clang_cuda_intrinsics.h` (same formulas as CUDA 13
//!   `sm_30_intrinsics.hpp`): `c = ((32 - width) << 8) | 0x1f` (`up`: no `| 0x1f`), 64-bit
//!   values as two 32-bit shuffles (low word first), `__reduce_*_sync(m, v)` →
//!   `redux.sync(v, m)`.

use crate::frontend::{emit_intrinsic, emit_intrinsic_as, Ctx};
use crate::ir::{Body, Inst, LTy, Value};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::registry::{self, Expansion, Operand, Ret, Ty};
use xlane_core::target::Vendor;
use xlane_core::ElemTy;

/// Expand the header function `e` of the row into `b`; returns the call's value. CUDA
/// expansions transform the intrinsic call the row names (`Lower::intrinsic`/`operands`);
/// HIP ones build the whole sequence.
pub fn build_into(b: &mut Body, e: Expansion, cx: &Ctx) -> Result<Option<Value>> {
    use Expansion as E;
    let r = match e {
        E::HipLaneId => Some(lane_id(b, cx)?),
        E::HipShfl => Some(hip_shfl(b, "shfl", cx, 0)?),
        E::HipShflUp => Some(hip_shfl(b, "shfl_up", cx, 0)?),
        E::HipShflDown => Some(hip_shfl(b, "shfl_down", cx, 0)?),
        E::HipShflXor => Some(hip_shfl(b, "shfl_xor", cx, 0)?),
        // amd_warp_sync_functions.h: the mask is checked by assertions, then the plain form runs.
        E::HipShflSync => Some(hip_shfl(b, "shfl", cx, 1)?),
        E::HipShflUpSync => Some(hip_shfl(b, "shfl_up", cx, 1)?),
        E::HipShflDownSync => Some(hip_shfl(b, "shfl_down", cx, 1)?),
        E::HipShflXorSync => Some(hip_shfl(b, "shfl_xor", cx, 1)?),
        E::HipBallot => Some(hip_vote(b, "ballot", cx)?),
        E::HipBallotSync => Some(hip_vote(b, "ballot_sync", cx)?),
        E::HipActivemask => Some(hip_vote(b, "activemask", cx)?),
        E::HipAny => Some(hip_vote(b, "any", cx)?),
        E::HipAll => Some(hip_vote(b, "all", cx)?),
        E::HipAnySync => Some(hip_vote(b, "any_sync", cx)?),
        E::HipAllSync => Some(hip_vote(b, "all_sync", cx)?),
        E::CudaShflSync | E::CudaShfl => Some(cuda_shfl(b, false, cx)?),
        E::CudaShflUpSync | E::CudaShflUp => Some(cuda_shfl(b, true, cx)?),
        E::CudaVote => cuda_vote(b, cx)?,
        E::CudaMatch => Some(cuda_match(b, cx)?),
        E::CudaReduce => cuda_reduce(b, cx, false)?,
        E::CudaReduceMinmax => cuda_reduce(b, cx, true)?,
        E::CudaPipelineMemcpyAsync => pipeline_memcpy_async(b, cx)?,
        // A <32 x i1> bitcast has no LLVM spelling clang emits from source (errata N2).
        E::BitcastV32i1 => return Err(not_lowered(e, cx)),
    };
    Ok(r)
}

fn not_lowered(e: Expansion, cx: &Ctx) -> Diag {
    let lowered: Vec<&str> = Expansion::ALL.iter().filter(|&&x| x != Expansion::BitcastV32i1).map(|x| x.name()).collect();
    Diag::new(DiagKind::Unsupported, format!("xlane-lower has no lowering for the header expansion `{e}` (of `{}`)", cx.builtin.name))
        .with_help(format!("known expansions: {}", lowered.join(", ")))
}

/// The row's intrinsic operands (`Lower::operands`) as IR values.
fn row_operands(cx: &Ctx) -> Vec<Value> {
    cx.builtin
        .lower
        .operands
        .iter()
        .map(|op| match *op {
            Operand::Param(i) => cx.arg(i as usize),
            Operand::Poison => Value::Poison(LTy::I32),
            Operand::Const(c) => Value::Const(c, LTy::I32),
        })
        .collect()
}

fn c32(v: i64) -> Value {
    Value::Const(v, LTy::I32)
}

/// `a op b`, folded when both are constants (clang folds them at -O1).
fn arith(b: &mut Body, op: &str, x: &Value, y: &Value) -> Value {
    if let (Some(p), Some(q)) = (x.constant(), y.constant()) {
        let (p, q) = (p as i32, q as i32);
        let r = match op {
            "add" => p.wrapping_add(q),
            "sub" => p.wrapping_sub(q),
            "and" => p & q,
            "or" => p | q,
            "xor" => p ^ q,
            "shl" => p.wrapping_shl(q as u32),
            _ => unreachable!("arith op {op}"),
        };
        return c32(r as i64);
    }
    // InstCombine's identities with one constant operand: x & 0, x & -1, x + 0, x | 0, …
    match (op, x.constant(), y.constant()) {
        // `x - C` is `x + -C` (InstCombine's canonical form; clang-22 -O1 `__shfl_up(v, 1)`).
        ("sub", _, Some(c)) if c != 0 && c != i32::MIN as i64 => return b.bin("add", x, &c32((c as i32).wrapping_neg() as i64)),
        ("and", Some(0), _) | ("and", _, Some(0)) => return c32(0),
        ("and", _, Some(-1)) | ("add" | "sub" | "or" | "xor" | "shl", _, Some(0)) => return x.clone(),
        ("and", Some(-1), _) | ("add" | "or" | "xor", Some(0), _) => return y.clone(),
        _ => {}
    }
    b.bin(op, x, y)
}

/// Run `one` on each 32-bit word of `v` (low word first) and reassemble, as both headers do for
/// 64-bit types; floats travel as their integer bits.
fn per_word(b: &mut Body, v: Value, mut one: impl FnMut(&mut Body, Value) -> Result<Value>) -> Result<Value> {
    let ty = v.ty();
    let iv = if ty.is_int() { v } else { b.cast("bitcast", &v, ty.as_int()) };
    let r = if iv.ty().bits() == 64 {
        let lo = b.cast("trunc", &iv, LTy::I32);
        let sh = b.bin("lshr", &iv, &Value::Const(32, LTy::I64));
        let hi = b.cast("trunc", &sh, LTy::I32);
        let rlo = one(b, lo)?;
        let rhi = one(b, hi)?;
        let zl = b.cast("zext", &rlo, LTy::I64);
        let zh = b.cast("zext", &rhi, LTy::I64);
        let hs = b.bin("shl", &zh, &Value::Const(32, LTy::I64));
        b.bin("or", &hs, &zl)
    } else if iv.ty().bits() == 32 {
        one(b, iv)?
    } else {
        return Err(Diag::new(DiagKind::Unsupported, format!("shuffles of {} values are not lowered", ty)).with_help("use a 32- or 64-bit type"));
    };
    Ok(if ty.is_int() { r } else { b.cast("bitcast", &r, ty) })
}

// ---------------------------------------------------------------- HIP

/// `__ballot` family: `ballot_w64(pred != 0)`; `__any`/`__all` are ockl's
/// `__ockl_wfany_i32`/`__ockl_wfall_i32` (ballot != 0, ballot == ballot(true)); the `_sync`
/// forms AND the ballot with the 64-bit mask first.
fn hip_vote(b: &mut Body, f: &str, cx: &Ctx) -> Result<Value> {
    let ballot = |b: &mut Body, p: Value| -> Result<Value> { Ok(emit_intrinsic_as(b, cx, "llvm.amdgcn.ballot", vec![p], LTy::I64)?.expect("ballot returns")) };
    let sync = f.ends_with("_sync");
    let pred = if f == "activemask" { Value::Const(1, LTy::I1) } else { cx.arg(usize::from(sync)) };
    // A constant predicate folds `__any`/`__all` at -O1: the executing lanes are never none.
    if let (Some(p), "any" | "all") = (pred.constant(), f) {
        return Ok(Value::Const((p != 0) as i64, LTy::I32));
    }
    // InstCombine: ballot(false) is 0; `& 0` is 0; a mask covering the wave changes nothing
    // (in wave32 the 64-bit ballot is the 32-bit one zero-extended).
    let full: i64 = if cx.wave == 32 { 0xffff_ffff } else { -1 };
    let mask_zero = sync && cx.arg(0).constant() == Some(0);
    let mask_full = !sync || cx.arg(0).constant().is_some_and(|m| m & full == full);
    // ballot(true) over the whole wave is never 0 (the calling lane is active): checked with
    // clang-22 -O1, `__any_sync(0xffffffff, 1)` in wave32 emits no ballot.
    if f == "any_sync" && mask_full && pred.constant().is_some_and(|p| p != 0) {
        return Ok(Value::Const(1, LTy::I32));
    }
    // `(ballot & m) == m` is false when m names lanes beyond the wave (wave32's ballot is
    // zero-extended): clang-22 -O1 folds `__all_sync(-1, p)` in wave32 to 0.
    if f == "all_sync" && cx.arg(0).constant().is_some_and(|m| m & !full != 0) {
        return Ok(Value::Const(0, LTy::I32));
    }
    let mut bal = if pred.constant() == Some(0) || mask_zero { Value::Const(0, LTy::I64) } else { ballot(b, pred.clone())? };
    if sync {
        let m = cx.arg(0);
        bal = match (bal.constant(), m.constant()) {
            (Some(0), _) | (_, Some(0)) => Value::Const(0, LTy::I64),
            (_, Some(m)) if m & full == full => bal,
            _ => b.bin("and", &bal, &m),
        };
    }
    let zero = Value::Const(0, LTy::I64);
    // A constant ballot folds the comparisons (`__ballot_sync(0, p)` emits no ballot).
    match (f.trim_end_matches("_sync"), bal.constant()) {
        ("any", Some(v)) => return Ok(Value::Const((v != 0) as i64, LTy::I32)),
        ("all", Some(v)) if sync && cx.arg(0).constant().is_some() => return Ok(Value::Const((Some(v) == cx.arg(0).constant()) as i64, LTy::I32)),
        _ => {}
    }
    Ok(match f.trim_end_matches("_sync") {
        "any" => {
            let c = b.icmp("ne", &bal, &zero);
            b.cast("zext", &c, LTy::I32)
        }
        "all" => {
            let want = if sync { cx.arg(0) } else { ballot(b, Value::Const(1, LTy::I1))? };
            let c = b.icmp("eq", &bal, &want);
            b.cast("zext", &c, LTy::I32)
        }
        _ => bal,
    })
}

/// `__lane_id()`: `mbcnt_lo(~0, 0)`, plus `mbcnt_hi(~0, ·)` in wave64.
fn lane_id(b: &mut Body, cx: &Ctx) -> Result<Value> {
    // The lane id is an `i32` whatever the shuffled type (a `double` shuffle in wave32 gave
    // `bitcast i32 … to double` of it).
    let lo = emit_intrinsic_as(b, cx, "llvm.amdgcn.mbcnt.lo", vec![c32(-1), c32(0)], LTy::I32)?.expect("mbcnt returns");
    if cx.wave == 32 {
        return Ok(lo);
    }
    Ok(emit_intrinsic_as(b, cx, "llvm.amdgcn.mbcnt.hi", vec![c32(-1), lo], LTy::I32)?.expect("mbcnt returns"))
}

/// The HIP shuffles (`f`: shfl, shfl_up, shfl_down, shfl_xor); `first` is the index of `var`
/// (1 for the `_sync` forms).
fn hip_shfl(b: &mut Body, f: &str, cx: &Ctx, first: usize) -> Result<Value> {
    let start = b.insts.len();
    let r = hip_shfl_index(b, f, cx, first)?;
    // The header bit-casts a 32-bit float (its union) before it computes the index: the
    // `bitcast float … to i32` comes first (clang-22 -O1, `float` `__shfl_down`).
    let var = cx.arg(first);
    if !var.ty().is_int() && var.ty().bits() == 32 {
        let cast = format!("bitcast {var} to i32");
        if let Some(k) = b.insts.iter().rposition(|i| matches!(i, Inst::Op { text, .. } if *text == cast)).filter(|&k| k >= start) {
            let inst = b.insts.remove(k);
            b.insts.insert(start, inst);
        }
    }
    Ok(r)
}

fn hip_shfl_index(b: &mut Body, f: &str, cx: &Ctx, first: usize) -> Result<Value> {
    let var = cx.arg(first);
    let sel = cx.arg(first + 1);
    let width = cx.arg(first + 2);
    let wm1 = arith(b, "sub", &width, &c32(1));
    let not_wm1 = arith(b, "xor", &wm1, &c32(-1));
    // `__shfl` with width 0 never reads the lane id (`self & ~(0 - 1)` is 0): clang drops it.
    let before = b.insts.len();
    let this = if f == "shfl" && not_wm1.constant() == Some(0) { c32(0) } else { lane_id(b, cx)? };
    if f == "shfl" {
        shfl_llc_folds(b, before, &sel, &wm1, cx);
    }
    let index = match f {
        "shfl" if pow2_width(&width).is_some() && this.constant().is_none() => {
            let w = pow2_width(&width).expect("checked");
            return shfl_pow2(b, cx, &var, &sel, &this, w);
        }
        "shfl" => {
            let a = arith(b, "and", &sel, &wm1);
            let base = arith(b, "and", &this, &not_wm1);
            arith(b, "add", &a, &base)
        }
        "shfl_up" => {
            let i = arith(b, "sub", &this, &sel);
            let base = arith(b, "and", &this, &not_wm1);
            let lt = b.icmp("slt", &i, &base);
            b.select(&lt, &this, &i)
        }
        "shfl_down" if down_folds(&sel, &width).is_some() => {
            let (d, w) = down_folds(&sel, &width).expect("checked");
            shfl_down_constant(b, &this, d, w)
        }
        "shfl_down" => {
            // `end >= w ? self : self + d` is `self + (end < w ? d : 0)` (InstCombine's
            // select-of-add fold; clang-22 -O1 on the header with a per-lane delta).
            let pos = arith(b, "and", &this, &wm1);
            let end = arith(b, "add", &pos, &sel);
            let lt = b.icmp("slt", &end, &width);
            let d = b.select(&lt, &sel, &c32(0));
            arith(b, "add", &d, &this)
        }
        _ => {
            let i = arith(b, "xor", &this, &sel);
            // `self + width` is an `int` add (nsw). With a power-of-two constant width,
            // InstCombine moves the mask inside: `(self & -w) + w` (clang-22 -O1 on the header).
            let lim = match width.constant().filter(|w| *w > 0 && (*w as u64).is_power_of_two()) {
                Some(_) => {
                    let base = arith(b, "and", &this, &not_wm1);
                    b.op(LTy::I32, format!("add nsw i32 {}, {}", base.bare(), width.bare()))
                }
                None => {
                    let up = b.op(LTy::I32, format!("add nsw i32 {}, {}", this.bare(), width.bare()));
                    arith(b, "and", &up, &not_wm1)
                }
            };
            let ge = b.icmp("sge", &i, &lim);
            b.select(&ge, &this, &i)
        }
    };
    // A constant index makes every `ds_bpermute` a `readlane` of the whole value (InstCombine
    // looks through the header's bitcast and word split; checked with clang-22 -O1 on the
    // header: `readlane.f32(float %v, i32 5)`, and one `readlane.i64` per word for 64 bits).
    if let Some(i) = index.constant() {
        let lane = c32(i & (cx.wave as i64 - 1));
        // 64-bit values: the header's words are the bits of a `long long` (a double is
        // bit-cast first), and each word's read becomes one `readlane.i64`.
        let (v, words) = match var.ty() {
            t if t.bits() == 64 && !t.is_int() => (b.cast("bitcast", &var, LTy::I64), 2),
            t if t.bits() == 64 => (var.clone(), 2),
            _ => (var.clone(), 1),
        };
        let mut r = None;
        for _ in 0..words {
            r = emit_intrinsic_as(b, cx, "llvm.amdgcn.readlane", vec![v.clone(), lane.clone()], v.ty())?;
        }
        let r = r.expect("readlane returns");
        return Ok(if r.ty() == var.ty() { r } else { b.cast("bitcast", &r, var.ty()) });
    }
    let addr = shl2(b, &index);
    per_word(b, var, |b, w| bpermute_word(b, cx, &addr, w))
}

/// A constant power-of-two width.
fn pow2_width(width: &Value) -> Option<i64> {
    width.constant().filter(|w| *w > 0 && (*w as u64).is_power_of_two())
}

/// `__shfl` with a power-of-two width `w`, in the form InstCombine gives the header's
/// `((src & (w-1)) + (self & -w)) << 2` (clang-22 -O1):
/// * the two masks share no bit, so the add is `or disjoint`; only the low 30 bits of the
///   index reach the address (`<< 2`), so demanded bits narrow `self & -w` to
///   `self & (-w & 0x3fffffff)` and the shift is `shl nuw`;
/// * a constant `src` goes through the shift: `((self << 2) & (-w << 2)) | ((src & (w-1)) << 2)`.
fn shfl_pow2(b: &mut Body, cx: &Ctx, var: &Value, sel: &Value, this: &Value, w: i64) -> Result<Value> {
    let addr = match sel.constant() {
        Some(s) => {
            let low = (s & (w - 1)) << 2;
            let x = arith(b, "shl", this, &c32(2));
            let y = arith(b, "and", &x, &c32((-w << 2) as i32 as i64));
            if low == 0 {
                y
            } else {
                b.op(LTy::I32, format!("or disjoint i32 {}, {low}", y.bare()))
            }
        }
        None => {
            let a = arith(b, "and", sel, &c32(w - 1));
            let base = arith(b, "and", this, &c32(-w & 0x3fff_ffff));
            // Reassociate's rank: the operand defined later (from a later call) first.
            let at = |v: &Value| match v {
                Value::Tmp(id, _) => b.insts.iter().position(|i| matches!(i, Inst::Op { dst, .. } | Inst::Call { dst: Some(dst), .. } if dst == id)).map_or(0, |p| p + 1),
                _ => 0,
            };
            let (x, y) = if at(sel) > at(this) { (a, base) } else { (base, a) };
            let index = b.op(LTy::I32, format!("or disjoint i32 {}, {}", x.bare(), y.bare()));
            b.op(LTy::I32, format!("shl nuw i32 {}, 2", index.bare()))
        }
    };
    per_word(b, var.clone(), |b, word| bpermute_word(b, cx, &addr, word))
}

/// One 32-bit word through `ds_bpermute`: an `i32` whatever the shuffled type (`per_word`
/// bit-casts the whole value once).
fn bpermute_word(b: &mut Body, cx: &Ctx, addr: &Value, word: Value) -> Result<Value> {
    Ok(emit_intrinsic_as(b, cx, "llvm.amdgcn.ds.bpermute", vec![addr.clone(), word], LTy::I32)?.expect("bpermute returns"))
}

/// `index << 2`; a shifted `x | C` is `(x << 2) | (C << 2)` (InstCombineShifts).
fn shl2(b: &mut Body, index: &Value) -> Value {
    if let Value::Tmp(id, _) = index {
        let or_const = b.insts.iter().find_map(|i| match i {
            Inst::Op { dst, text } if dst == id => text.strip_prefix("or i32 ").and_then(|r| r.split_once(", ")).and_then(|(x, c)| Some((x.to_string(), c.parse::<i64>().ok()?))),
            _ => None,
        });
        if let Some((x, c)) = or_const {
            let x = match x.trim_start_matches('%').parse::<u32>() {
                Ok(n) => Value::Tmp(n, LTy::I32),
                Err(_) => Value::Named(x.trim_start_matches('%').to_string(), LTy::I32),
            };
            let s = arith(b, "shl", &x, &c32(2));
            return b.bin("or", &s, &c32(c << 2));
        }
    }
    arith(b, "shl", index, &c32(2))
}

/// `__shfl_down` with a power-of-two delta `d` and width `w` (constants): the forms
/// InstCombine gives the header's `((self & (w-1)) + d) >= w ? self : self + d`.
fn down_folds(sel: &Value, width: &Value) -> Option<(i64, i64)> {
    let (d, w) = (sel.constant()? as u32 as i64, width.constant()?);
    let pow2 = |x: i64| x > 0 && (x as u64).is_power_of_two();
    (pow2(d) && pow2(w)).then_some((d, w))
}

/// The index of `__shfl_down(v, d, w)`, d and w powers of two, as clang-22 -O1 prints it
/// (checked for d = 1 … 32, w = 32 and 64, gfx942 and gfx1100):
/// * `d >= w`: the condition always holds: `self`;
/// * `d == w/2`: `self | d` (bit log2(d) set means `self` is kept);
/// * `d == 1`: `self + zext((self & (w-1)) != w-1)`;
/// * otherwise `select((self & (w-d)) == w-d, 0, d) + self`.
fn shfl_down_constant(b: &mut Body, this: &Value, d: i64, w: i64) -> Value {
    if d >= w {
        return this.clone();
    }
    if 2 * d == w {
        return b.bin("or", this, &c32(d));
    }
    if d == 1 {
        let low = b.bin("and", this, &c32(w - 1));
        let c = b.icmp("ne", &low, &c32(w - 1));
        let z = b.cast("zext", &c, LTy::I32);
        return b.bin("add", this, &z);
    }
    let low = b.bin("and", this, &c32(w - d));
    let c = b.icmp("eq", &low, &c32(w - d));
    let s = b.select(&c, &c32(0), &c32(d));
    b.bin("add", &s, this)
}

/// What llc-22 makes of `__shfl`'s index `(sel & (w-1)) + (self & ~(w-1))` with a constant
/// width (checked against clang-22 -O1 -S on the header): the lane id's known bits (mbcnt is
/// below the wave size) can make `self & ~(w-1)` zero, and then the mbcnt instructions go;
/// a constant `sel & (w-1)` shares no bit with `self & ~(w-1)`, so the add is a disjoint or
/// that instruction selection moves into ds_bpermute's `offset:` (in bytes, 16 bits).
fn shfl_llc_folds(b: &mut Body, lane_id_from: usize, sel: &Value, wm1: &Value, cx: &Ctx) {
    let Some(wm1) = wm1.constant() else { return };
    // llc knows mbcnt.lo's range (< 32) only: in wave64 the lane id comes from mbcnt.hi and
    // keeps its instructions (clang-22 -S, gfx1102 wave64: `__shfl_sync(m, v, 63, 64)`).
    let lane_part_zero = cx.wave == 32 && !wm1 & (cx.wave as i64 - 1) == 0;
    if lane_part_zero {
        b.llc.dropped_calls = b.insts[lane_id_from..].iter().filter_map(|i| if let Inst::Call { dst, .. } = i { *dst } else { None }).collect();
    }
    if let Some(c) = sel.constant().map(|s| (s & wm1) as i32 as i64) {
        // When `c` covers every bit of `w-1` a lane id can have, the `and` is redundant for
        // llc's known bits and the address becomes one `v_lshl_or_b32 (self << 2) | 4c`: no
        // offset (clang-22 -O1 -S: `__shfl(v, 0x1f, 0x30)` in wave32 and `__shfl(v, 0x2f, 0x30)`
        // fuse; `__shfl(v, 0x21, 0x30)` folds offset:132). A known-zero lane part leaves the
        // constant alone: offset from a zero VGPR.
        let fused = wm1 & (cx.wave as i64 - 1) & !c == 0;
        if c > 0 && (lane_part_zero || !fused) && 4 * c < 0x10000 {
            b.llc.bpermute_offset = 4 * c;
        }
    }
}

// ---------------------------------------------------------------- CUDA

/// `vote.*.sync` from CUDA: the `int` predicate becomes `pred != 0`; all/any/uni return the i1
/// widened to `int`.
fn cuda_vote(b: &mut Body, cx: &Ctx) -> Result<Option<Value>> {
    let mut ops = row_operands(cx);
    let last = ops.len() - 1;
    if ops[last].ty() != LTy::I1 {
        let z = Value::Const(0, ops[last].ty());
        ops[last] = match ops[last].constant() {
            Some(c) => Value::Const((c != 0) as i64, LTy::I1),
            None => b.icmp("ne", &ops[last], &z),
        };
    }
    let name = cx.builtin.lower.intrinsic;
    // the intrinsic row's result: the ballot's mask, or the vote's truth value
    let truth = registry::lookup(name, Some(Vendor::Nvidia)).is_ok_and(|(row, _)| row.ret == Ret::One(Ty::Fixed(ElemTy::Bool)));
    let ret = if truth { LTy::I1 } else { LTy::I32 };
    let r = b.call(name, ret, ops.clone(), vec![false; ops.len()]).expect("vote returns");
    Ok(Some(if ret == LTy::I1 { b.cast("zext", &r, LTy::I32) } else { r }))
}

/// `__match_*_sync`: `.i32`/`.i64` by the width of T, floats as their bits.
fn cuda_match(b: &mut Body, cx: &Ctx) -> Result<Value> {
    let mut ops = row_operands(cx);
    let v = ops[1].clone();
    let v = if v.ty().is_int() { v } else { b.cast("bitcast", &v, v.ty().as_int()) };
    let w = if v.ty().bits() == 64 { "i64" } else { "i32" };
    ops[1] = v;
    let intr = cx.builtin.lower.intrinsic;
    let all = intr.contains(".all.");
    let name = format!("{}.{w}{}", intr.trim_end_matches('p').trim_end_matches(".i32").trim_end_matches(".i64"), if all { "p" } else { "" });
    let ret = if all { LTy("{ i32, i1 }") } else { LTy::I32 };
    let r = b.call(name, ret, ops, vec![false, false]).expect("match returns");
    Ok(if all { b.extract(&r, 0, LTy::I32) } else { r })
}

/// `__reduce_*_sync(mask, v)` → `redux.sync.*(v, mask)` (the row's operands already swap);
/// min/max pick the unsigned form (`umin`/`umax`) for unsigned T.
fn cuda_reduce(b: &mut Body, cx: &Ctx, minmax: bool) -> Result<Option<Value>> {
    let intr = cx.builtin.lower.intrinsic;
    let name = if minmax && !cx.ty.is_signed() && !intr.contains(".umin") && !intr.contains(".umax") {
        intr.replace(".min", ".umin").replace(".max", ".umax")
    } else if minmax && cx.ty.is_signed() {
        intr.replace(".umin", ".min").replace(".umax", ".max")
    } else {
        intr.to_string()
    };
    let ops = row_operands(cx);
    let n = ops.len();
    Ok(b.call(name, LTy::I32, ops, vec![false; n]))
}

/// `__pipeline_memcpy_async(dst, src, size, zfill)` (cuda_pipeline_primitives.h, as nvcc 13
/// compiles it): one `cp.async` of `size` bytes (16: `.cg`, 4/8: `.ca`) with the source-size
/// operand `size - zfill`, the rest of the destination zero-filled.
fn pipeline_memcpy_async(b: &mut Body, cx: &Ctx) -> Result<Option<Value>> {
    let size = cx.call.args.get(2).and_then(|a| a.constant());
    let cache = match size {
        Some(16) => "cg",
        Some(4) | Some(8) => "ca",
        _ => {
            return Err(Diag::new(DiagKind::Unsupported, format!("`{}` lowers for a constant size of 4, 8 or 16 bytes", cx.builtin.name))
                .with_help("cp.async copies 4, 8 or 16 bytes; pass the size as a literal"))
        }
    };
    let size = size.unwrap_or(0);
    let zfill = cx.arg(3);
    let src_size = match zfill.constant() {
        Some(z) => c32(size - z),
        None => {
            let z = b.cast("trunc", &zfill, LTy::I32);
            arith(b, "sub", &c32(size), &z)
        }
    };
    let name = format!("llvm.nvvm.cp.async.{cache}.shared.global.{size}.s");
    emit_intrinsic(b, cx, &name, vec![cx.arg(0), cx.arg(1), src_size])
}

/// `__shfl*_sync(mask, var, b, width)` and the legacy `__shfl*(var, b, width)`: the row's
/// intrinsic with `width` replaced by the packed clamp/segment operand
/// `c = ((32 - width) << 8) | 0x1f` (`up`: no `| 0x1f`); floats use the `.f32` intrinsic (clang's
/// header), 64-bit values shuffle each 32-bit word, low word first; `__half2`-style packed
/// pairs travel as one i32.
fn cuda_shfl(b: &mut Body, up: bool, cx: &Ctx) -> Result<Value> {
    let mut ops = row_operands(cx);
    let last = ops.len() - 1;
    let var_at = last - 2;
    let seg = arith(b, "sub", &c32(32), &ops[last]);
    let seg = arith(b, "shl", &seg, &c32(8));
    ops[last] = if up { seg } else { arith(b, "or", &seg, &c32(0x1f)) };
    let intr = cx.builtin.lower.intrinsic;
    let var = ops[var_at].clone();
    if var.ty() == LTy::F32 {
        let name = intr.replace(".i32", ".f32");
        let n = ops.len();
        return Ok(b.call(name, LTy::F32, ops, vec![false; n]).expect("shfl returns"));
    }
    if var.ty().bits() == 16 {
        // cuda_fp16.hpp / cuda_bf16.hpp: the value goes in both halves of a 32-bit word
        // (`__halves2half2(var, var)`), is shuffled as one word, and the low half is kept.
        // CUDA 13 spells the word shuffle as inline `shfl.sync` PTX; xlane uses the intrinsic,
        // which selects the same instruction.
        let h = b.cast("bitcast", &var, LTy::I16);
        let w = b.cast("zext", &h, LTy::I32);
        let hi = b.bin("shl", &w, &c32(16));
        let both = b.bin("or", &hi, &w);
        let mut o = ops.clone();
        o[var_at] = both;
        let n = o.len();
        let r = b.call(intr, LTy::I32, o, vec![false; n]).expect("shfl returns");
        let lo = b.cast("trunc", &r, LTy::I16);
        return Ok(b.cast("bitcast", &lo, var.ty()));
    }
    if var.ty().bits() < 32 {
        return Err(Diag::new(DiagKind::Unsupported, format!("lowering `{}` for {} is not implemented", cx.builtin.name, cx.ty.name()))
            .with_help("xlane-lower lowers 16-, 32- and 64-bit shuffles and packed pairs (f16x2, bf16x2)"));
    }
    per_word(b, var, |b, w| {
        let mut o = ops.clone();
        o[var_at] = w;
        let n = o.len();
        Ok(b.call(intr, LTy::I32, o, vec![false; n]).expect("shfl returns"))
    })
}
