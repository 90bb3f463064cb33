//! Decoding `llvm.*` intrinsic calls. Arithmetic and memory intrinsics (LangRef "Standard C/C++
//! Library Intrinsics", "Bit Manipulation", "Arithmetic with Overflow"), work-item values,
//! barriers and scheduling hints are the runner's own; every other `llvm.amdgcn.*` /
//! `llvm.nvvm.*` call is a cross-lane operation resolved to its registry row.

use super::{registry_call, DecodeCx};
use crate::error::{ErrKind, RResult};
use crate::front::ll::ast::{CastOp, Const, Operand, Type, Value};
use crate::front::ll::layout::STy;
use crate::front::program::*;
use crate::numerics::exact_round::{self, ConvFrom};

fn dim(c: &str) -> Option<u8> {
    match c {
        "x" => Some(0),
        "y" => Some(1),
        "z" => Some(2),
        _ => None,
    }
}

/// Strip the overload suffixes (`.i32`, `.v2f16`, `.p0.p1.i64`) from an intrinsic name.
fn base_name(name: &str) -> String {
    let mut parts: Vec<&str> = name.split('.').collect();
    while parts.len() > 2 {
        let last = parts[parts.len() - 1];
        let is_ty = |s: &str| {
            let s = s.trim_start_matches('v').trim_start_matches(|c: char| c.is_ascii_digit());
            matches!(s, "f16" | "bf16" | "f32" | "f64" | "isVoid")
                || (s.starts_with('i') && s.len() > 1 && s[1..].bytes().all(|c| c.is_ascii_digit()))
                || (s.starts_with('p') && s.len() > 1 && s[1..].bytes().all(|c| c.is_ascii_digit()))
        };
        if is_ty(last) {
            parts.pop();
        } else {
            break;
        }
    }
    parts.join(".")
}

pub(crate) fn decode_intrinsic(cx: &mut impl DecodeCx, name: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let base = base_name(name);
    let b = base.as_str();
    let need = min_args(b);
    if args.len() < need {
        return cx
            .fail(ErrKind::Malformed, format!("`{name}` takes at least {need} argument(s), {} given", args.len()))
            .map_err(|e| e.with_help(format!("declare and call `{name}` with the operands LLVM's LangRef gives it (opt-22 -passes=verify refuses other signatures)")));
    }
    // Scheduling hints, annotations and assumptions: no effect on values.
    const NOPS: &[&str] = &[
        "llvm.lifetime.start",
        "llvm.lifetime.end",
        "llvm.assume",
        "llvm.dbg.value",
        "llvm.dbg.declare",
        "llvm.dbg.label",
        "llvm.dbg.assign",
        "llvm.experimental.noalias.scope.decl",
        "llvm.sideeffect",
        "llvm.donothing",
        "llvm.prefetch",
        "llvm.invariant.end",
        "llvm.var.annotation",
        "llvm.pseudoprobe",
        "llvm.amdgcn.wave.barrier",
        "llvm.amdgcn.sched.barrier",
        "llvm.amdgcn.sched.group.barrier",
        "llvm.amdgcn.iglp.opt",
        "llvm.amdgcn.s.waitcnt",
        "llvm.amdgcn.s.sleep",
        "llvm.amdgcn.s.setprio",
        "llvm.amdgcn.s.nop",
        "llvm.amdgcn.s.wait.event.export.ready",
        "llvm.amdgcn.s.wait.loadcnt",
        "llvm.amdgcn.s.wait.dscnt",
        "llvm.amdgcn.s.wait.storecnt",
        "llvm.amdgcn.s.wait.kmcnt",
        // the completion marks of asynchronous loads to LDS (LLVM 24): xlane's copy is done at
        // issue (front/decode/buffer/to_lds.rs)
        "llvm.amdgcn.asyncmark",
        "llvm.amdgcn.wait.asyncmark",
        "llvm.amdgcn.s.wait.asynccnt",
        "llvm.nvvm.nanosleep",
        "llvm.nvvm.membar.cta",
        "llvm.nvvm.membar.gl",
        "llvm.nvvm.membar.sys",
        "llvm.nvvm.fence.proxy.async",
        "llvm.nvvm.fence.sc.cluster",
        "llvm.nvvm.fence.acq_rel.cluster",
    ];
    if b == "llvm.amdgcn.s.setreg" {
        return super::amd_fp8::setreg(cx, name, args);
    }
    if let Some(r) = super::amd_fp8::conversion(cx, name, args, dst)? {
        return Ok(r);
    }
    if NOPS.contains(&b) {
        cx.push(Op::NOP);
        return Ok(());
    }
    // Identity-like: the result is the first operand.
    if matches!(
        b,
        "llvm.expect"
            | "llvm.expect.with.probability"
            | "llvm.launder.invariant.group"
            | "llvm.strip.invariant.group"
            | "llvm.ptr.annotation"
            | "llvm.invariant.start"
            | "llvm.threadlocal.address"
            | "llvm.arithmetic.fence"
    ) {
        if dst.is_empty() {
            cx.push(Op::NOP);
            return Ok(());
        }
        let s = cx.val_of(&args[0])?;
        for (d, s) in dst.iter().zip(s) {
            cx.push(Op::Copy(ops::Copy { dst: *d, src: s }));
        }
        return Ok(());
    }
    // MFMA, WMMA and the transposing LDS reads: the matrix table's rows.
    if let Some(r) = super::matrix::matrix_intrinsic(cx, name, args, dst)? {
        return Ok(r);
    }
    // Lane-identity registers the registry models (`%laneid`, `%lanemask_*`, `%warpsize`)
    // come from its rows; the launch-dependent ones are the runner's.
    if b.starts_with("llvm.nvvm.read.ptx.sreg.") && xlane_core::call::resolves(name, Some(cx.target_ref())) {
        return registry_call(cx, name, ret, args, dst);
    }
    if let Some(r) = named_register(cx, name, b, ret, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = work_item(cx, b, dst)? {
        return Ok(r);
    }
    if let Some(r) = memory(cx, b, args)? {
        return Ok(r);
    }
    if let Some(r) = float_helpers(cx, b, ret, args, dst)? {
        return Ok(r);
    }
    let buffer = super::buffer::buffer_intrinsic(cx, name, ret, args, dst).map_err(|e| match e.kind {
        ErrKind::Malformed if e.help.is_none() => {
            e.with_help(format!("declare and call `{name}` with the operands IntrinsicsAMDGPU.td (LLVM 22) gives it (opt-22 -passes=verify refuses other signatures)"))
        }
        _ => e,
    })?;
    if let Some(r) = buffer {
        return Ok(r);
    }
    if let Some(r) = nvvm_convert(cx, name, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = nvvm_narrow(cx, name, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = nvvm_float(cx, name, ret, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = nvvm_math(cx, b, ret, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = nvvm_libdevice(cx, b, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = reduce(cx, b, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = amd_bits(cx, name.strip_suffix(".i32").unwrap_or(name), args, dst)? {
        return Ok(r);
    }
    if let Some(r) = amd_math(cx, b, args, dst)? {
        return Ok(r);
    }
    if b == "llvm.tanh" {
        return llvm_tanh(cx, name, args, dst);
    }
    if let Some(r) = arith(cx, b, ret, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = barriers(cx, b, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = whole_wave(cx, name, b, ret, args, dst)? {
        return Ok(r);
    }
    if let Some(r) = cp_async(cx, name, args)? {
        return Ok(r);
    }
    if let Some(r) = super::asm::ptx::wgmma_intrinsic(cx, name, args)? {
        return Ok(r);
    }
    if let Some(r) = matrix_memory(cx, name, b, args, dst)? {
        return Ok(r);
    }
    if matches!(b, "llvm.trap" | "llvm.debugtrap" | "llvm.ubsantrap") {
        cx.push(Op::Trap(ops::Trap { what: "`llvm.trap` executed" }));
        return Ok(());
    }
    if b.starts_with("llvm.amdgcn.") || b.starts_with("llvm.nvvm.") {
        return registry_call(cx, name, ret, args, dst);
    }
    cx.fail(ErrKind::Unsupported, format!("intrinsic `{name}` is not supported by the runner"))
}

/// `llvm.read_register`/`llvm.write_register`: the metadata operand names the register; the
/// registry row takes the name's code (`xlane_core::semantics::amd::regs::code`) as a constant.
fn named_register(cx: &mut impl DecodeCx, name: &str, b: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    if !matches!(b, "llvm.read_register" | "llvm.write_register") {
        return Ok(None);
    }
    let reg = match args.first().map(|a| &a.val) {
        Some(Value::Const(Const::Meta(m))) => cx.meta_string(m),
        _ => None,
    };
    let Some(reg) = reg else {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: the first operand must be metadata naming a register"));
    };
    if cx.target_ref().vendor != xlane_core::target::Vendor::Amd {
        return cx.fail(ErrKind::Unsupported, format!("`{name}` of \"{reg}\" on an NVIDIA target"));
    }
    let code = match xlane_core::semantics::amd::regs::code(&reg) {
        Ok(c) => c,
        Err(d) => return Err(cx.fail::<()>(ErrKind::Unsupported, d.message.clone()).unwrap_err().with_help(d.help.unwrap_or_default())),
    };
    let mut ops = vec![Operand { ty: Type::Int(32), val: Value::Const(Const::Int(code as u128)) }];
    ops.extend_from_slice(&args[1..]);
    registry_call(cx, name, ret, &ops, dst).map(Some)
}

fn work_item(cx: &mut impl DecodeCx, b: &str, dst: &[Slot]) -> RResult<Option<()>> {
    let what = if let Some(d) = b.strip_prefix("llvm.amdgcn.workitem.id.").and_then(dim) {
        Special::Tid(d)
    } else if let Some(d) = b.strip_prefix("llvm.amdgcn.workgroup.id.").and_then(dim) {
        Special::BlockId(d)
    } else if let Some(r) = b.strip_prefix("llvm.nvvm.read.ptx.sreg.") {
        let (reg, d) = r.split_once('.').map(|(a, c)| (a, dim(c))).unwrap_or((r, None));
        match (reg, d) {
            ("tid", Some(d)) => Special::Tid(d),
            ("ntid", Some(d)) => Special::BlockDim(d),
            ("ctaid", Some(d)) => Special::BlockId(d),
            ("nctaid", Some(d)) => Special::GridDim(d),
            ("warpid", None) => Special::WarpId,
            ("nwarpid", None) => Special::NWarpId,
            ("clock" | "clock64" | "globaltimer", None) => Special::Clock,
            _ => return cx.fail(ErrKind::Unsupported, format!("special register `%{r}`")),
        }
    } else {
        match b {
            "llvm.amdgcn.implicitarg.ptr" => Special::ImplicitArgPtr,
            "llvm.amdgcn.dispatch.ptr" => Special::DispatchPtr,
            // the wave size the kernel runs with (IntrinsicsAMDGPU.td int_amdgcn_wavefrontsize)
            "llvm.amdgcn.wavefrontsize" => Special::WarpSize,
            "llvm.amdgcn.s.memtime" | "llvm.amdgcn.s.memrealtime" | "llvm.readcyclecounter" => Special::Clock,
            _ => return Ok(None),
        }
    };
    let dst = result(cx, b, dst)?;
    cx.push(Op::Special(ops::Special { dst, what }));
    Ok(Some(()))
}

fn memory(cx: &mut impl DecodeCx, b: &str, args: &[Operand]) -> RResult<Option<()>> {
    let as_of = |t: &Type| match t {
        Type::Ptr(a) => AddrSpace::from_llvm(*a),
        _ => AddrSpace::Flat,
    };
    match b {
        "llvm.memcpy" | "llvm.memcpy.inline" | "llvm.memmove" => {
            let d = cx.val_of(&args[0])?[0];
            let s = cx.val_of(&args[1])?[0];
            let l = cx.val_of(&args[2])?[0];
            cx.push(Op::Memcpy(ops::Memcpy { dst: d, src: s, len: l, dst_space: as_of(&args[0].ty), src_space: as_of(&args[1].ty) }));
        }
        "llvm.memset" | "llvm.memset.inline" => {
            let d = cx.val_of(&args[0])?[0];
            let v = cx.val_of(&args[1])?[0];
            let l = cx.val_of(&args[2])?[0];
            cx.push(Op::Memset(ops::Memset { dst: d, val: v, len: l, space: as_of(&args[0].ty) }));
        }
        _ => return Ok(None),
    }
    Ok(Some(()))
}

fn arith(cx: &mut impl DecodeCx, b: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let name = b.strip_prefix("llvm.").unwrap_or(b);
    let iop = match name {
        "umin" => Some(IOp::UMin),
        "umax" => Some(IOp::UMax),
        "smin" => Some(IOp::SMin),
        "smax" => Some(IOp::SMax),
        "uadd.sat" => Some(IOp::UAddSat),
        "usub.sat" => Some(IOp::USubSat),
        "sadd.sat" => Some(IOp::SAddSat),
        "ssub.sat" => Some(IOp::SSubSat),
        _ => None,
    };
    let fop = match name {
        "minnum" | "minimumnum" => Some(FOp::MinNum),
        "maxnum" | "maximumnum" => Some(FOp::MaxNum),
        "minimum" => Some(FOp::Minimum),
        "maximum" => Some(FOp::Maximum),
        "copysign" => Some(FOp::CopySign),
        _ => None,
    };
    let fun = match name {
        "fabs" => Some(FUn::Abs),
        "sqrt" => Some(FUn::Sqrt),
        "floor" => Some(FUn::Floor),
        "ceil" => Some(FUn::Ceil),
        "trunc" => Some(FUn::Trunc),
        "rint" | "nearbyint" | "roundeven" => Some(FUn::Rint),
        "round" => Some(FUn::Round),
        "canonicalize" => Some(FUn::Canonicalize),
        _ => None,
    };
    let iun = match name {
        "ctpop" => Some(IUn::Ctpop),
        "ctlz" => Some(IUn::Ctlz),
        "cttz" => Some(IUn::Cttz),
        "bswap" => Some(IUn::Bswap),
        "bitreverse" => Some(IUn::BitReverse),
        "abs" => Some(IUn::Abs),
        _ => None,
    };
    let ovf = match name {
        "uadd.with.overflow" => Some(OvfOp::UAdd),
        "sadd.with.overflow" => Some(OvfOp::SAdd),
        "usub.with.overflow" => Some(OvfOp::USub),
        "ssub.with.overflow" => Some(OvfOp::SSub),
        "umul.with.overflow" => Some(OvfOp::UMul),
        "smul.with.overflow" => Some(OvfOp::SMul),
        _ => None,
    };
    let is_fma = matches!(name, "fma" | "fmuladd");
    let funnel = match name {
        "fshl" => Some(true),
        "fshr" => Some(false),
        _ => None,
    };
    if iop.is_none() && fop.is_none() && fun.is_none() && iun.is_none() && ovf.is_none() && !is_fma && funnel.is_none() {
        if matches!(name, "exp2" | "log2" | "exp" | "log" | "log10" | "sin" | "cos" | "pow" | "powi" | "exp10" | "tan")
            || name.starts_with("amdgcn.rcp")
            || name.starts_with("amdgcn.rsq")
            || name.starts_with("nvvm.ex2")
            || name.starts_with("nvvm.lg2")
            || name.starts_with("nvvm.sin")
            || name.starts_with("nvvm.cos")
            || name.starts_with("nvvm.rcp.approx")
        {
            return cx.fail(ErrKind::Unsupported, format!("`llvm.{name}`: the hardware computes it with an approximation whose exact bits are not specified"));
        }
        return Ok(None);
    }
    let sty = cx.scalar_of(args[0].ty.scalar())?;
    if (fop.is_some() || fun.is_some() || is_fma) != sty.is_float() {
        return cx.fail(ErrKind::Malformed, format!("`llvm.{name}` on `{}`", args[0].ty));
    }
    let ops: Vec<Vec<Slot>> = args.iter().map(|a| cx.val_of(a)).collect::<RResult<_>>()?;
    // `*.with.overflow` returns `{T, i1}` (two slots per element, LangRef "Arithmetic with
    // Overflow Intrinsics"); ctlz/cttz/abs take a trailing i1 flag that is not an element.
    let elems = if ovf.is_some() { dst.len() / 2 } else { dst.len() };
    let value_operands = if fun.is_some() || iun.is_some() {
        1
    } else if is_fma || funnel.is_some() {
        3
    } else {
        2
    };
    if ops.len() < value_operands || ops[..value_operands].iter().any(|o| o.len() < elems) {
        return cx.fail(ErrKind::Malformed, format!("`llvm.{name}`: operand and result shapes differ"));
    }
    let bits = sty.bits() as u8;
    if let Some(op) = ovf {
        let n = dst.len() / 2;
        for i in 0..n {
            cx.push(Op::Overflow(ops::Overflow { op, bits, dst: dst[i], flag: dst[n + i], a: ops[0][i], b: ops[1][i] }));
        }
        return Ok(Some(()));
    }
    let _ = ret;
    for i in 0..dst.len() {
        let op = if let Some(op) = iop {
            Op::IBin(ops::IBin { op, bits, flags: 0, dst: dst[i], a: ops[0][i], b: ops[1][i] })
        } else if let Some(op) = fop {
            Op::FBin(ops::FBin { op, ty: FTy::of(sty).unwrap(), dst: dst[i], a: ops[0][i], b: ops[1][i] })
        } else if let Some(op) = fun {
            let Some(t) = FTy::of(sty) else { return cx.fail(ErrKind::Malformed, format!("`llvm.{name}` on a non-float")) };
            Op::FUnary(ops::FUnary { op, ty: t, dst: dst[i], a: ops[0][i] })
        } else if let Some(op) = iun {
            // ctlz/cttz/abs take an i1 "result is poison for 0 / INT_MIN" flag.
            let zero_poison = matches!(args.get(1).map(|a| &a.val), Some(Value::Const(Const::Int(1))));
            Op::IUnary(ops::IUnary { op, bits, dst: dst[i], a: ops[0][i], zero_poison })
        } else if is_fma {
            Op::Fma(ops::Fma { ty: FTy::of(sty).unwrap(), dst: dst[i], a: ops[0][i], b: ops[1][i], c: ops[2][i] })
        } else {
            Op::Funnel(ops::Funnel { left: funnel.unwrap(), bits, dst: dst[i], a: ops[0][i], b: ops[1][i], c: ops[2][i] })
        };
        cx.push(op);
    }
    Ok(Some(()))
}

fn barriers(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    match b {
        // __syncthreads: AMDGPU `s_barrier` (gfx12 splits it into signal + wait; the wait is
        // where the wave blocks), NVPTX `bar.sync 0` in its spellings across LLVM versions.
        "llvm.amdgcn.s.barrier"
        | "llvm.amdgcn.s.barrier.wait"
        | "llvm.nvvm.barrier0"
        | "llvm.nvvm.barrier.sync"
        | "llvm.nvvm.barrier.cta.sync.aligned.all"
        | "llvm.nvvm.barrier.cta.sync.all"
        | "llvm.nvvm.barrier.cta.sync"
        | "llvm.nvvm.barrier.cta.sync.aligned"
        | "llvm.nvvm.barrier.n"
        | "llvm.nvvm.barrier" => {
            if let Some(Operand { val: Value::Const(Const::Int(id)), .. }) = args.first() {
                if *id != 0 && !b.starts_with("llvm.amdgcn") {
                    return cx.fail(ErrKind::Unsupported, format!("named barrier {id} (only barrier 0, `__syncthreads`, is modelled)"));
                }
            }
            if args.len() > 1 {
                return cx.fail(ErrKind::Unsupported, "`bar.sync` with a thread count".into());
            }
            cx.push(Op::Barrier(ops::Barrier { pred: None, dst: None }));
        }
        "llvm.amdgcn.s.barrier.signal" | "llvm.amdgcn.s.barrier.signal.isfirst" => cx.push(Op::NOP),
        "llvm.nvvm.barrier0.popc"
        | "llvm.nvvm.barrier0.and"
        | "llvm.nvvm.barrier0.or"
        | "llvm.nvvm.barrier.cta.red.popc.aligned.all"
        | "llvm.nvvm.barrier.cta.red.and.aligned.all"
        | "llvm.nvvm.barrier.cta.red.or.aligned.all" => {
            let red = if b.contains("popc") {
                BarrierRed::Popc
            } else if b.contains("and") {
                BarrierRed::And
            } else {
                BarrierRed::Or
            };
            let p = cx.val_of(args.last().unwrap())?[0];
            cx.push(Op::Barrier(ops::Barrier { pred: Some((p, red)), dst: dst.first().copied() }));
        }
        "llvm.nvvm.bar.warp.sync" => {
            let m = cx.val_of(&args[0])?[0];
            cx.push(Op::WarpSync(ops::WarpSync { mask: m }));
        }
        _ => return Ok(None),
    }
    Ok(Some(()))
}

/// Whole-wave mode, read from the row's exec mode: `set.inactive` goes through the registry;
/// the `wwm`/`wqm` markers pass their operand through, and the exec widening of the region
/// they end is the runner's (SIWholeQuadMode).
fn whole_wave(cx: &mut impl DecodeCx, name: &str, b: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    use xlane_core::registry::{self, Exec};
    if !b.starts_with("llvm.amdgcn.") {
        return Ok(None);
    }
    let Some(Ok((row, _))) = registry::find(b, Some(xlane_core::target::Vendor::Amd)) else { return Ok(None) };
    let mode = match row.exec {
        Exec::EndsWholeWave => Some(Mode::Wwm),
        Exec::EndsWholeQuad => Some(Mode::Wqm),
        Exec::DefinesInactive => None,
        Exec::Active => return Ok(None),
    };
    let need = if mode.is_some() { 1 } else { 2 };
    if args.len() < need {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {need} operand(s), {} given", args.len()));
    }
    let src = cx.val_of(&args[0])?;
    if let Some(mode) = mode {
        cx.push_wwm_mark(src.clone(), mode);
        // The marker itself passes its operand through.
        for (d, s) in dst.iter().zip(&src) {
            cx.push(Op::Copy(ops::Copy { dst: *d, src: *s }));
        }
        return Ok(Some(()));
    }
    let target = cx.target_ref().clone();
    if xlane_core::call::resolves(name, Some(&target)) {
        registry_call(cx, name, ret, args, dst)?;
        return Ok(Some(()));
    }
    // Types the row does not list (pointers, vectors, `.chain.arg`): the selection is
    // bit-agnostic, so each scalar component goes through the same row as an integer of its width.
    let (row, _) = match xlane_core::call::resolve(row.name, None, Some(&target)) {
        Ok(r) => r,
        Err(d) => return cx.fail(ErrKind::Unsupported, d.message),
    };
    let bits = cx.layout_ref().scalar(args[0].ty.scalar()).map_or(32, |s| s.bits());
    let ty = if bits > 32 { xlane_core::ElemTy::I64 } else { xlane_core::ElemTy::I32 };
    let inactive = cx.val_of(&args[1])?;
    if src.len() < dst.len() || inactive.len() < dst.len() {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: the operands have fewer components than the result"));
    }
    let lanes = CallLanes::of(row);
    for i in 0..dst.len() {
        let operand = |slot| BArg::Slots { slots: vec![slot], elem_bits: bits };
        cx.push(Op::Builtin(ops::Builtin {
            b: row,
            ty,
            args: vec![operand(src[i]), operand(inactive[i])],
            outs: vec![BOut { slot: dst[i], output: 0, piece: None }],
            member: None,
            lanes,
        }));
    }
    Ok(Some(()))
}

/// `cp.async` (PTX ISA "cp.async", "cp.async.commit_group", "cp.async.wait_group"): the rows
/// come from the registry (availability); the copy and the per-thread group bookkeeping are
/// the runner's memory model.
/// `llvm.nvvm.ldmatrix.*` / `llvm.nvvm.stmatrix.*` (overloaded on the row pointer: `.p3`
/// shared, `.p0` generic): the runner's memory ops with the row's fragment maps.
fn matrix_memory(cx: &mut impl DecodeCx, name: &str, base: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    use xlane_core::registry::{Insn, PtxInsn};
    if !(base.starts_with("llvm.nvvm.ldmatrix.") || base.starts_with("llvm.nvvm.stmatrix.")) {
        return Ok(None);
    }
    let target = cx.target_ref().clone();
    let b = match xlane_core::call::resolve(base, None, Some(&target)) {
        Ok((b, _)) => b,
        Err(d) if d.kind == xlane_core::DiagKind::UnknownBuiltin => return cx.fail(ErrKind::Unsupported, format!("intrinsic `{name}` is not in xlane's registry")),
        Err(d) => return cx.fail(crate::RunError::from(d.clone()).kind, d.message),
    };
    let space = match name.strip_prefix(base) {
        Some(".p3") => AddrSpace::Shared,
        Some(".p0") | Some("") => AddrSpace::Flat,
        _ => return cx.fail(ErrKind::Unsupported, format!("`{name}`: only shared (`.p3`) and generic (`.p0`) row pointers are modelled")),
    };
    let Some(row_address) = args.first() else {
        return cx
            .fail(ErrKind::Malformed, format!("`{name}` takes the row address as its first operand; the call passes none"))
            .map_err(|e| e.with_help("pass the shared-memory address of this lane's row first (`xlane avail NAME` shows the row)"));
    };
    let ptr = cx.val_of(row_address)?[0];
    let op = match b.lower.insn {
        Insn::Ptx(PtxInsn::Ldmatrix { num, trans, .. }) if dst.len() == num as usize => Op::LdMatrix(ops::LdMatrix { b, num, trans, ptr, space, dsts: dst.to_vec() }),
        Insn::Ptx(PtxInsn::Stmatrix { num, trans, .. }) if args.len() == 1 + num as usize => {
            let mut vals = vec![];
            for a in &args[1..] {
                vals.push(cx.val_of(a)?[0]);
            }
            Op::StMatrix(ops::StMatrix { b, num, trans, ptr, space, vals })
        }
        _ => return cx.fail(ErrKind::Malformed, format!("`{name}` is called with {} operand(s) and {} result(s), which its row does not take", args.len(), dst.len())),
    };
    cx.push(op);
    Ok(Some(()))
}

fn cp_async(cx: &mut impl DecodeCx, name: &str, args: &[Operand]) -> RResult<Option<()>> {
    use xlane_core::registry::{Insn, PtxInsn};
    if !name.starts_with("llvm.nvvm.cp.async.") {
        return Ok(None);
    }
    let target = cx.target_ref().clone();
    let b = match xlane_core::call::resolve(name, None, Some(&target)) {
        Ok((b, _)) => b,
        Err(_) => return cx.fail(ErrKind::Unsupported, format!("`{name}` is not in xlane's registry")),
    };
    // What the call does is the row's PTX instruction.
    let op = match b.lower.insn {
        Insn::Ptx(PtxInsn::CpAsyncCommitGroup) => Op::CpAsyncCommit(ops::CpAsyncCommit { b }),
        Insn::Ptx(PtxInsn::CpAsyncWaitAll) => Op::CpAsyncWait(ops::CpAsyncWait { b, n: None }),
        Insn::Ptx(PtxInsn::CpAsyncWaitGroup) => match &args[0].val {
            Value::Const(Const::Int(n)) => Op::CpAsyncWait(ops::CpAsyncWait { b, n: Some(*n as u32) }),
            _ => return cx.fail(ErrKind::Malformed, "cp.async.wait.group needs a constant".into()),
        },
        Insn::Ptx(PtxInsn::CpAsync { bytes, .. }) if args.len() >= 2 => {
            let dst = cx.val_of(&args[0])?[0];
            let src = cx.val_of(&args[1])?[0];
            let src_size = match args.get(2) {
                Some(o) => Some(cx.val_of(o)?[0]),
                None => None,
            };
            Op::CpAsync(ops::CpAsync { b, dst, src, size: bytes as u32, src_size })
        }
        _ => return cx.fail(ErrKind::Unsupported, format!("`{name}`")),
    };
    cx.push(op);
    Ok(Some(()))
}

/// Whether the `llvm.vector.reduce.KIND…` reduction takes a start value before the vector:
/// `fadd` and `fmul` do (LangRef "Vector Reduction Intrinsics").
fn reduce_takes_start(kind: &str) -> bool {
    matches!(kind.split('.').next(), Some("fadd" | "fmul"))
}

/// `llvm.vector.reduce.*` (LangRef "Vector Reduction Intrinsics") as a chain of scalar ops.
/// Integer and min/max reductions do not depend on the order. `fadd`/`fmul` take a start
/// value first: without `reassoc` LangRef makes them sequential ("the reduction begins with
/// the start value and performs an fadd operation with consecutively increasing vector
/// element indices"; Triton's NVIDIA back end emits them for a thread's own elements of
/// `tl.sum`); with `reassoc` the backend picks a tree, so those are refused, not guessed.
fn reduce(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(kind) = b.strip_prefix("llvm.vector.reduce.") else { return Ok(None) };
    let ordered = reduce_takes_start(kind);
    if ordered && cx.call_reassoc() {
        return cx.fail(ErrKind::Unsupported, format!("`{b}` with `reassoc`: the association order of a float sum/product reduction is the backend's choice"));
    }
    let Some(vec) = args.get(usize::from(ordered)) else { return cx.fail(ErrKind::Malformed, format!("`{b}` takes {} operands", 1 + usize::from(ordered))) };
    let v = cx.val_of(vec)?;
    let sty = cx.scalar_of(vec.ty.scalar())?;
    let bits = sty.bits() as u8;
    let int = |op: IOp| move |d, a, c| Op::IBin(ops::IBin { op, bits, flags: 0, dst: d, a, b: c });
    let flt = |op: FOp| move |d, a, c| Op::FBin(ops::FBin { op, ty: FTy::of(sty).unwrap_or(FTy::F32), dst: d, a, b: c });
    let mk: Box<dyn Fn(Slot, Slot, Slot) -> Op> = match kind.split('.').next().unwrap_or("") {
        "add" => Box::new(int(IOp::Add)),
        "mul" => Box::new(int(IOp::Mul)),
        "and" => Box::new(int(IOp::And)),
        "or" => Box::new(int(IOp::Or)),
        "xor" => Box::new(int(IOp::Xor)),
        "smax" => Box::new(int(IOp::SMax)),
        "smin" => Box::new(int(IOp::SMin)),
        "umax" => Box::new(int(IOp::UMax)),
        "umin" => Box::new(int(IOp::UMin)),
        "fmax" => Box::new(flt(FOp::MaxNum)),
        "fmin" => Box::new(flt(FOp::MinNum)),
        "fmaximum" => Box::new(flt(FOp::Maximum)),
        "fminimum" => Box::new(flt(FOp::Minimum)),
        "fadd" => Box::new(flt(FOp::Add)),
        "fmul" => Box::new(flt(FOp::Mul)),
        _ => return cx.fail(ErrKind::Unsupported, format!("`{b}`")),
    };
    let d = result(cx, b, dst)?;
    let (first, rest) = if ordered { (cx.val_of(&args[0])?[0], &v[..]) } else { (v[0], &v[1..]) };
    cx.push(Op::Copy(ops::Copy { dst: d, src: first }));
    for &s in rest {
        cx.push(mk(d, d, s));
    }
    Ok(Some(()))
}

/// `llvm.amdgcn.sudot4`/`sudot8(i1 a_signed, a, i1 b_signed, b, c, i1 clamp)` (V_DOT4_I32_IU8,
/// V_DOT8_I32_IU4; IntrinsicsAMDGPU.td): each operand's signedness is its own constant flag;
/// the accumulator and the clamp range are signed.
fn amd_sudot(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let width = match b {
        "llvm.amdgcn.sudot4" => 8,
        "llvm.amdgcn.sudot8" => 4,
        _ => return Ok(None),
    };
    let flag = |o: &Operand| match o.val {
        Value::Const(Const::Int(v)) => Some(v & 1 != 0),
        _ => None,
    };
    let [asign, a, bsign, bv, c, clamp] = args else { return cx.fail(ErrKind::Malformed, format!("`{b}` takes 6 operands")) };
    let (Some(a_signed), Some(b_signed)) = (flag(asign), flag(bsign)) else {
        return cx.fail(ErrKind::Malformed, format!("`{b}`: the signedness flags must be constants"));
    };
    let ops: Vec<Slot> = [a, bv, c, clamp].into_iter().map(|o| cx.val_of(o).map(|v| v[0])).collect::<RResult<_>>()?;
    let Some(&d) = dst.first() else { return cx.fail(ErrKind::Malformed, format!("`{b}` returns an i32")) };
    push_bits(cx, b, BitsOp::Dot { a_signed, b_signed, acc_signed: true, width }, 32, d, ops)?;
    Ok(Some(()))
}

/// AMDGPU bit-field, byte-permute, 24-bit multiply, integer dot-product and SAD intrinsics
/// (AMD ISA: V_BFE_U32/I32, V_ALIGNBIT_B32, V_PERM_B32, V_MUL_U32_U24/I32_I24,
/// V_MUL_HI_U32_U24/I32_I24, V_DOT2/4/8_{U32,I32}_*, V_SAD_*, V_LERP_U8),
/// expanded into exact integer ops.
fn amd_bits(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    if let Some(r) = amd_sudot(cx, b, args, dst)? {
        return Ok(Some(r));
    }
    let name = match b {
        "llvm.amdgcn.ubfe"
        | "llvm.amdgcn.sbfe"
        | "llvm.amdgcn.alignbit"
        | "llvm.amdgcn.perm"
        | "llvm.amdgcn.mul.u24"
        | "llvm.amdgcn.mul.i24"
        | "llvm.amdgcn.mulhi.u24"
        | "llvm.amdgcn.mulhi.i24" => b,
        "llvm.amdgcn.udot4"
        | "llvm.amdgcn.sdot4"
        | "llvm.amdgcn.udot8"
        | "llvm.amdgcn.sdot8"
        | "llvm.amdgcn.udot2"
        | "llvm.amdgcn.sdot2"
        | "llvm.amdgcn.sad.u8"
        | "llvm.amdgcn.sad.hi.u8"
        | "llvm.amdgcn.sad.u16"
        | "llvm.amdgcn.lerp" => b,
        _ => return Ok(None),
    };
    // Every component of every operand, in order (`sdot2`/`udot2` take `<2 x i16>` pairs).
    let ops: Vec<Slot> = args.iter().map(|a| cx.val_of(a)).collect::<RResult<Vec<_>>>()?.concat();
    let op = match name.trim_start_matches("llvm.amdgcn.") {
        "ubfe" => BitsOp::Bfe { signed: false },
        "sbfe" => BitsOp::Bfe { signed: true },
        "alignbit" => BitsOp::AlignBit,
        "perm" => BitsOp::Perm,
        "udot4" => BitsOp::Dot { a_signed: false, b_signed: false, acc_signed: false, width: 8 },
        "sdot4" => BitsOp::Dot { a_signed: true, b_signed: true, acc_signed: true, width: 8 },
        "udot8" => BitsOp::Dot { a_signed: false, b_signed: false, acc_signed: false, width: 4 },
        "sdot8" => BitsOp::Dot { a_signed: true, b_signed: true, acc_signed: true, width: 4 },
        "udot2" => BitsOp::Dot { a_signed: false, b_signed: false, acc_signed: false, width: 16 },
        "sdot2" => BitsOp::Dot { a_signed: true, b_signed: true, acc_signed: true, width: 16 },
        "sad.u8" => BitsOp::SadU8,
        "sad.hi.u8" => BitsOp::SadHiU8,
        "sad.u16" => BitsOp::SadU16,
        "lerp" => BitsOp::Lerp,
        "mul.u24" => BitsOp::Mul24 { signed: false, high: false },
        "mulhi.u24" => BitsOp::Mul24 { signed: false, high: true },
        "mul.i24" => BitsOp::Mul24 { signed: true, high: false },
        _ => BitsOp::Mul24 { signed: true, high: true },
    };
    let d = result(cx, b, dst)?;
    push_bits(cx, b, op, 32, d, ops)?;
    Ok(Some(()))
}

/// NVVM float-to-integer conversions `{f,d}2{i,ui,ll,ull}.{rn,rz,rm,rp}[.ftz]` (clang's
/// `__float2int_rz` …): PTX `cvt.rXi.{s,u}{32,64}.{f32,f64}`, which round to an integer in the
/// given direction and saturate to the destination range (NaN gives 0; PTX ISA `cvt`).
fn nvvm_convert(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else { return Ok(None) };
    let mut parts = rest.split('.');
    let Some(conv) = parts.next() else { return Ok(None) };
    let Some((from, to)) = conv.split_once('2') else { return Ok(None) };
    let from = match from {
        "f" => FTy::F32,
        "d" => FTy::F64,
        _ => return Ok(None),
    };
    let (signed, bits) = match to {
        "i" => (true, 32),
        "ui" => (false, 32),
        "ll" => (true, 64),
        "ull" => (false, 64),
        _ => return Ok(None),
    };
    let mods: Vec<&str> = parts.collect();
    let round = match mods.first().copied() {
        Some("rn") => FUn::Rint,
        Some("rz") => FUn::Trunc,
        Some("rm") => FUn::Floor,
        Some("rp") => FUn::Ceil,
        _ => return Ok(None),
    };
    let (Some(a), Some(&d)) = (args.first(), dst.first()) else { return Ok(None) };
    let mut x = cx.val_of(a)?[0];
    if mods.contains(&"ftz") {
        let t = cx.fresh(1)[0];
        let one = cx.val_of(&Operand { ty: a.ty.clone(), val: Value::Const(Const::Float(1f32.to_bits() as u64)) })?[0];
        cx.push(Op::FRound(ops::FRound { op: FRoundOp::Mul, rnd: Rnd::Nearest, ftz: true, ty: from, dst: t, args: vec![x, one] }));
        x = t;
    }
    let r = cx.fresh(1)[0];
    cx.push(Op::FUnary(ops::FUnary { op: round, ty: from, dst: r, a: x }));
    cx.push(Op::FpToIntSat(ops::FpToIntSat { signed, from, bits, dst: d, a: r }));
    Ok(Some(()))
}

/// AMDGPU transcendental instructions and the generic intrinsics the AMDGPU backend lowers to
/// them (what ocml calls): approximate ([`Op::Approx`], `crate::numerics::approx`). `llvm.amdgcn.exp2`,
/// `log`, `rcp`, `rsq`, `sqrt`, `sin`, `cos` are the instructions themselves (V_EXP_F32 …;
/// sin/cos take revolutions). On AMD targets `llvm.exp2/log2.f32` select V_EXP/V_LOG_F32 (with
/// denormal scaling), `llvm.sin/cos.f32` V_SIN/V_COS_F32 of `x * 1/(2π)` (AMDGPUISelLowering
/// LowerTrig: the multiply is an ordinary f32 multiply), and `llvm.exp/exp10/log/log10.f32`
/// an extra-precision scale around V_EXP/V_LOG_F32. `llvm.amdgcn.frexp.mant/exp` are exact
/// (V_FREXP_MANT/EXP: ±Inf and NaN give the input and exponent 0), and so is
/// `llvm.amdgcn.fract` ([`amd_fract`]).
fn amd_math(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    use crate::numerics::approx::ApproxOp as A;
    if cx.target_ref().vendor != xlane_core::target::Vendor::Amd {
        return Ok(None);
    }
    let Some(&d) = dst.first() else { return Ok(None) };
    let fty = match args.first().map(|a| a.ty.scalar()) {
        Some(Type::Float) => FTy::F32,
        Some(Type::Double) => FTy::F64,
        Some(Type::Half) => FTy::F16,
        _ => return Ok(None),
    };
    if matches!(b, "llvm.amdgcn.frexp.mant" | "llvm.amdgcn.frexp.exp") {
        let a = cx.val_of(&args[0])?[0];
        let spare = cx.fresh(1)[0];
        let (mant, exp) = if b.ends_with("mant") { (d, spare) } else { (spare, d) };
        cx.push(Op::Frexp(ops::Frexp { ty: fty, mant, exp, a }));
        return Ok(Some(()));
    }
    if b == "llvm.amdgcn.fract" {
        return amd_fract(cx, fty, &args[0], d).map(Some);
    }
    let func = b.strip_prefix("llvm.amdgcn.").or_else(|| b.strip_prefix("llvm.")).unwrap_or("");
    let native = b.starts_with("llvm.amdgcn.");
    let op = match (func, fty, native) {
        ("exp2", FTy::F32, _) => A::AmdExpF32,
        ("exp2", FTy::F16, true) => A::AmdExpF16,
        ("log", FTy::F32, true) | ("log2", FTy::F32, false) => A::AmdLogF32,
        ("log", FTy::F16, true) => A::AmdLogF16,
        ("rcp", FTy::F32, true) => A::AmdRcpF32,
        ("rcp", FTy::F64, true) => A::AmdRcpF64,
        ("rcp", FTy::F16, true) => A::AmdRcpF16,
        ("rsq", FTy::F32, true) => A::AmdRsqF32,
        ("rsq", FTy::F64, true) => A::AmdRsqF64,
        ("rsq", FTy::F16, true) => A::AmdRsqF16,
        ("sqrt", FTy::F32, true) => A::AmdSqrtF32,
        ("sqrt", FTy::F16, true) => A::AmdSqrtF16,
        ("sin", FTy::F32, _) => A::AmdSinF32,
        ("cos", FTy::F32, _) => A::AmdCosF32,
        ("sin", FTy::F16, true) => A::AmdSinF16,
        ("cos", FTy::F16, true) => A::AmdCosF16,
        ("exp", FTy::F32, false) => A::AmdExpEF32,
        ("exp10", FTy::F32, false) => A::AmdExp10F32,
        ("log", FTy::F32, false) => A::AmdLnF32,
        ("log10", FTy::F32, false) => A::AmdLog10F32,
        _ => return Ok(None),
    };
    let mut a = cx.val_of(&args[0])?[0];
    if !native && matches!(func, "sin" | "cos") {
        // LowerTrig: V_SIN/V_COS_F32 of x * 0.5/π (the f32 constant 0x3e22f983)
        let k = Operand { ty: Type::Float, val: Value::Const(Const::Float(0x3e22_f983)) };
        let k = cx.val_of(&k)?[0];
        let t = cx.fresh(1)[0];
        cx.push(Op::FBin(ops::FBin { op: FOp::Mul, ty: FTy::F32, dst: t, a, b: k }));
        a = t;
    }
    cx.push(Op::Approx(ops::Approx { op, ftz: false, dst: d, args: vec![a] }));
    Ok(Some(()))
}

/// `llvm.amdgcn.fract` (V_FRACT_F16/F32/F64, what ocml's `pow`, `sincos` and `fract` call):
/// exact, as `minimum(x - floor(x), nextDown(1.0))` in the operand's format. LLVM's constant
/// folder (ConstantFolding.cpp, `Intrinsic::amdgcn_fract`) gives this definition: "The v_fract
/// instruction behaves like the OpenCL spec, which defines fract(x) as
/// fmin(x - floor(x), 0x1.fffffep-1f)"; the subtraction rounds to nearest even, the minimum
/// keeps `-tiny` from returning 1.0, and NaN or ±Inf (Inf - Inf) give NaN.
fn amd_fract(cx: &mut impl DecodeCx, fty: FTy, a: &Operand, d: Slot) -> RResult<()> {
    let x = cx.val_of(a)?[0];
    let below_one = match fty {
        FTy::F16 => 0x3bff,
        FTy::F32 => 0x3f7f_ffff,
        _ => 0x3fef_ffff_ffff_ffff,
    };
    let k = cx.val_of(&Operand { ty: a.ty.scalar().clone(), val: Value::Const(Const::Float(below_one)) })?[0];
    let t = cx.fresh(2);
    cx.push(Op::FUnary(ops::FUnary { op: FUn::Floor, ty: fty, dst: t[0], a: x }));
    cx.push(Op::FBin(ops::FBin { op: FOp::Sub, ty: fty, dst: t[1], a: x, b: t[0] }));
    cx.push(Op::FBin(ops::FBin { op: FOp::Minimum, ty: fty, dst: d, a: t[1], b: k }));
    Ok(())
}

/// NVVM float intrinsics with a rounding direction, `.ftz`, or `.approx` (the ones libdevice
/// calls; IntrinsicsNVVM.td): `{add,mul,fma,div,sqrt,rcp}.{rn,rz,rm,rp}[.ftz].{f,d}` are
/// exact ([`Op::FRound`], or the plain op for `.rn`); `{ex2,lg2,sin,cos,rcp,rsqrt,sqrt,
/// div,tanh}.approx[.ftz]` and `div.full` are approximate ([`Op::Approx`], `crate::numerics::approx`).
fn nvvm_float(cx: &mut impl DecodeCx, name: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else { return Ok(None) };
    let parts: Vec<&str> = rest.split('.').collect();
    let (Some(&func), Some(&tyname)) = (parts.first(), parts.last()) else { return Ok(None) };
    // `llvm.nvvm.div.full[.ftz]` (what Triton emits for an f32 `/` on sm_90) names no type:
    // IntrinsicsNVVM.td declares it on f32 only
    let untyped = matches!(rest, "div.full" | "div.full.ftz");
    // `ex2.approx` is overloaded on f32, f16, <2 x half>, bf16 and <2 x bfloat> (LLVM 22
    // IntrinsicsNVVM.td); a pair runs the scalar approximation on each element
    let (ty, elems) = match tyname {
        "f" | "f32" => (FTy::F32, 1),
        "d" | "f64" => (FTy::F64, 1),
        "f16" => (FTy::F16, 1),
        "bf16" => (FTy::BF16, 1),
        "v2f16" => (FTy::F16, 2),
        "v2bf16" => (FTy::BF16, 2),
        _ if untyped => (FTy::F32, 1),
        _ => return Ok(None),
    };
    let mods = &parts[1..parts.len() - usize::from(!untyped)];
    let has = |m: &str| mods.contains(&m);
    let ftz = has("ftz");
    let rnd = if has("rz") {
        Some(Rnd::Zero)
    } else if has("rm") {
        Some(Rnd::Down)
    } else if has("rp") {
        Some(Rnd::Up)
    } else if has("rn") {
        Some(Rnd::Nearest)
    } else {
        None
    };
    let Some(&d) = dst.first() else { return Ok(None) };
    if has("approx") || (func == "div" && has("full")) {
        let Some(op) = super::approx_names::nvidia(func, ty, has("full")) else {
            return cx.fail(ErrKind::Unsupported, format!("`{name}`: xlane has no model of this approximation"));
        };
        let vals: Vec<Vec<Slot>> = args.iter().take(op.arity()).map(|a| cx.val_of(a)).collect::<RResult<_>>()?;
        if vals.len() != op.arity() || vals.iter().any(|v| v.len() != elems) || dst.len() != elems {
            return cx.fail(ErrKind::Malformed, format!("`{name}` takes {} operand(s) of {elems} element(s)", op.arity()));
        }
        for (k, &d) in dst.iter().enumerate() {
            cx.push(Op::Approx(ops::Approx { op, ftz, dst: d, args: vals.iter().map(|v| v[k]).collect() }));
        }
        return Ok(Some(()));
    }
    let op = match func {
        "add" => FRoundOp::Add,
        "sub" => FRoundOp::Sub,
        "mul" => FRoundOp::Mul,
        "fma" => FRoundOp::Fma,
        "div" => FRoundOp::Div,
        "sqrt" => FRoundOp::Sqrt,
        "rcp" => FRoundOp::Rcp,
        _ => return Ok(None),
    };
    // `sqrt.f` (no direction): PTX sqrt.rn
    let Some(rnd) = rnd.or((func == "sqrt" && mods.is_empty()).then_some(Rnd::Nearest)) else { return Ok(None) };
    let n = match op {
        FRoundOp::Fma => 3,
        FRoundOp::Sqrt | FRoundOp::Rcp => 1,
        _ => 2,
    };
    if args.len() < n || ty == FTy::F16 {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: operands"));
    }
    let _ = ret;
    let ops: Vec<Slot> = args[..n].iter().map(|a| cx.val_of(a).map(|v| v[0])).collect::<RResult<_>>()?;
    if ty == FTy::F64 && ftz {
        return cx.fail(ErrKind::Unsupported, format!("`{name}`: `.ftz` applies to binary32 only"));
    }
    cx.push(Op::FRound(ops::FRound { op, rnd, ftz, ty, dst: d, args: ops }));
    Ok(Some(()))
}

/// The NVVM narrowing conversions from f32 (LLVM 22 IntrinsicsNVVM.td, each the PTX `cvt` it
/// names; `numerics::narrow`): `f2f16`/`f2bf16.{rn,rz}[.relu][.satfinite]` (PTX
/// `cvt.*.{f16,bf16}.f32`), `ff2f16x2`/`ff2bf16x2` of (a, b) (`cvt.*.{f16x2,bf16x2}.f32 d, a,
/// b`: a to the upper half, element 1; llc-22 passes the operands in order) and
/// `f2tf32.{rna,rn,rz}[.relu][.satfinite]` (`cvt.*.tf32.f32`, an i32). The stochastic `.rs`
/// forms (sm_100a) are refused.
fn nvvm_narrow(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    use crate::numerics::narrow::{Narrow, NarrowRnd};
    let Some(rest) = name.strip_prefix("llvm.nvvm.") else { return Ok(None) };
    let mut parts = rest.split('.');
    let (to, pair) = match parts.next() {
        Some("f2f16") => (Narrow::F16, false),
        Some("f2bf16") => (Narrow::Bf16, false),
        Some("ff2f16x2") => (Narrow::F16, true),
        Some("ff2bf16x2") => (Narrow::Bf16, true),
        Some("f2tf32") => (Narrow::Tf32, false),
        _ => return Ok(None),
    };
    let mods: Vec<&str> = parts.collect();
    let has = |m: &str| mods.contains(&m);
    let rnd = match mods.first().copied() {
        Some("rn") => NarrowRnd::Rn,
        Some("rz") => NarrowRnd::Rz,
        Some("rna") if to == Narrow::Tf32 => NarrowRnd::Rna,
        Some("rs") => return cx.fail(ErrKind::Unsupported, format!("`{name}`: stochastic rounding (`cvt.rs`, sm_100a) is not modelled")),
        _ => return cx.fail(ErrKind::Malformed, format!("`{name}`: not an NVVM conversion LLVM 22 defines")),
    };
    if mods.iter().skip(1).any(|m| !matches!(*m, "relu" | "satfinite")) {
        return cx.fail(ErrKind::Malformed, format!("`{name}`: not an NVVM conversion LLVM 22 defines"));
    }
    let op = BitsOp::Narrow { to, rnd, relu: has("relu"), satfinite: has("satfinite") };
    let n = if pair { 2 } else { 1 };
    if args.len() != n || dst.len() != n {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {n} float operand(s) and returns {n} element(s)"));
    }
    // element k of a pair converts operand n-1-k (a, the first operand, is element 1)
    for (k, &d) in dst.iter().enumerate() {
        let a = cx.val_of(&args[n - 1 - k])?[0];
        let w = cx.fresh(1)[0];
        cx.push(Op::Bits(ops::Bits { op, bits: 32, dst: w, args: vec![a] }));
        if to == Narrow::Tf32 {
            cx.push(Op::Copy(ops::Copy { dst: d, src: w }));
        } else {
            cx.push(Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(32), to: STy::Int(16), flags: 0, dst: d, a: w }));
        }
    }
    Ok(Some(()))
}

/// An integer helper, with its operand count checked (the executor reads them from a
/// fixed-size array of [`BITS_MAX_ARGS`]).
fn push_bits(cx: &mut impl DecodeCx, name: &str, op: BitsOp, bits: u8, dst: Slot, mut args: Vec<Slot>) -> RResult<()> {
    let need = match op {
        BitsOp::Dot { width: 16, .. } => 6,
        BitsOp::Dot { .. } => 4,
        BitsOp::Dp2a { .. } => 3,
        BitsOp::MulHi { .. } | BitsOp::Mul24 { .. } => 2,
        BitsOp::F2iRn
        | BitsOp::PtxBfind { .. }
        | BitsOp::Convert { .. }
        | BitsOp::Narrow { .. }
        | BitsOp::AmdFp8 { op: AmdFp8Op::Widen { .. }, .. }
        | BitsOp::Fp8ToF16x2 { .. }
        | BitsOp::Fp8Encode { from_f16x2: true, .. } => 1,
        BitsOp::Fp8Encode { .. } => 2,
        BitsOp::AmdFp8 { .. } => 4,
        BitsOp::PtxBfi | BitsOp::PtxLop3 => 4,
        _ => 3,
    };
    if args.len() < need {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {need} operand component(s), the call passes {}", args.len()));
    }
    // operands past the helper's own are not read
    args.truncate(need);
    cx.push(Op::Bits(ops::Bits { op, bits, dst, args }));
    Ok(())
}

/// `.ftz` on an input (PTX): a subnormal becomes a zero of its sign (class bits 4 and 7 of
/// `is.fpclass`), other values pass.
pub(crate) fn flush_subnormal(cx: &mut impl DecodeCx, v: Slot, t: FTy) -> RResult<Slot> {
    let (sign, bits) = match t {
        FTy::F32 => (0x8000_0000u64, 32),
        FTy::F64 => (0x8000_0000_0000_0000, 64),
        _ => (0x8000, 16),
    };
    let konst = |cx: &mut _, v: u64, bits: u32| -> RResult<Slot> { Ok(DecodeCx::val_of(cx, &Operand { ty: Type::Int(bits), val: Value::Const(Const::Int(v as u128)) })?[0]) };
    let m = konst(cx, 0x90, 32)?;
    let [c, z, d] = cx.fresh(3)[..] else { unreachable!("three slots") };
    cx.push(Op::FClass(ops::FClass { ty: t, dst: c, a: v, mask: m }));
    let sm = konst(cx, sign, bits)?;
    cx.push(Op::IBin(ops::IBin { op: IOp::And, bits: bits as u8, flags: 0, dst: z, a: v, b: sm }));
    cx.push(Op::Select(ops::Select { dst: d, c, a: z, b: v }));
    Ok(d)
}

/// libdevice's rounding, min/max, conversion and bit-moving NVVM intrinsics (the list its
/// bitcode calls; NVPTXIntrinsics.td gives the PTX each becomes): `round` is `cvt.rni`
/// (to nearest, ties to even), `floor`/`ceil`/`trunc` are `cvt.rmi/rpi/rzi`, `fmin`/`fmax`
/// are `min`/`max`, `saturate.ftz` is `cvt.sat.ftz`, the `.rn` integer→float and
/// double→float conversions are `cvt.rn`, `f2h.rn` is `cvt.rn.f16.f32`, `d2i.lo/hi` and
/// `lohi.i2d` move the halves of a double; `.ftz` flushes subnormal inputs (and results of
/// a narrowing conversion). Exact, and so are the directed integer→float and double→float
/// conversions (`.rz/.rm/.rp`, [`directed_conversion`]).
fn nvvm_libdevice(cx: &mut impl DecodeCx, b: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(op) = b.strip_prefix("llvm.nvvm.") else { return Ok(None) };
    let (Some(&d), Some(a0)) = (dst.first(), args.first()) else { return Ok(None) };
    let (stem, ftz) = match op.strip_suffix(".ftz.f") {
        Some(s) => (format!("{s}.f"), true),
        None => (op.to_string(), false),
    };
    let float = |t: &str| match t {
        "f" => Some(FTy::F32),
        "d" => Some(FTy::F64),
        _ => None,
    };
    let (func, ty) = match stem.rsplit_once('.') {
        Some((f, t)) => (f, float(t)),
        None => (stem.as_str(), None),
    };
    let a = cx.val_of(a0)?[0];
    let a = match (ftz, ty) {
        (true, Some(t)) => flush_subnormal(cx, a, t)?,
        _ => a,
    };
    let un = |op: FUn, t: FTy| Op::FUnary(ops::FUnary { op, ty: t, dst: d, a });
    let new = match (func, ty) {
        ("round", Some(t)) => un(FUn::Rint, t),
        ("floor", Some(t)) => un(FUn::Floor, t),
        ("ceil", Some(t)) => un(FUn::Ceil, t),
        ("trunc", Some(t)) => un(FUn::Trunc, t),
        ("saturate", Some(t)) if ftz => un(FUn::Saturate, t),
        ("fmin" | "fmax", Some(t)) => {
            let Some(b1) = args.get(1) else { return cx.fail(ErrKind::Malformed, format!("`{b}` takes two operands")) };
            let bv = cx.val_of(b1)?[0];
            let bv = if ftz { flush_subnormal(cx, bv, t)? } else { bv };
            let op = if func == "fmin" { FOp::MinNum } else { FOp::MaxNum };
            Op::FBin(ops::FBin { op, ty: t, dst: d, a, b: bv })
        }
        _ => match op {
            "i2f.rn" | "ui2f.rn" | "ll2f.rn" | "ull2f.rn" | "i2d.rn" | "ui2d.rn" | "ll2d.rn" | "ull2d.rn" => {
                let signed = !op.starts_with('u');
                let from = STy::Int(if op.contains("ll2") { 64 } else { 32 });
                let to = if op.contains("2d") { STy::F64 } else { STy::F32 };
                Op::Cast(ops::Cast { op: if signed { CastOp::SiToFp } else { CastOp::UiToFp }, from, to, flags: 0, dst: d, a })
            }
            _ if directed_conversion(op).is_some() => {
                let Some((from, to, rnd, ftz)) = directed_conversion(op) else { unreachable!("checked") };
                // 64-bit operands: the helper reads the low bits a 32-bit source needs
                push_bits(cx, b, BitsOp::Convert { from, to, rnd, ftz }, 64, d, vec![a])?;
                return Ok(Some(()));
            }
            "d2f.rn" | "d2f.rn.ftz" | "f2h.rn" | "f2h.rn.ftz" => {
                let (from, to) = if op.starts_with("d2f") { (FTy::F64, STy::F32) } else { (FTy::F32, STy::F16) };
                let a = if op.ends_with("ftz") && from == FTy::F32 { flush_subnormal(cx, a, from)? } else { a };
                let narrowed = if op == "d2f.rn.ftz" { cx.fresh(1)[0] } else { d };
                let from_ty = if from == FTy::F64 { STy::F64 } else { STy::F32 };
                cx.push(Op::Cast(ops::Cast { op: CastOp::FpTrunc, from: from_ty, to, flags: 0, dst: narrowed, a }));
                if op == "d2f.rn.ftz" {
                    // a subnormal binary32 result is flushed to a zero of its sign
                    let f = flush_subnormal(cx, narrowed, FTy::F32)?;
                    cx.push(Op::Copy(ops::Copy { dst: d, src: f }));
                }
                return Ok(Some(()));
            }
            "d2i.lo" => Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(32), flags: 0, dst: d, a }),
            "d2i.hi" => {
                let k = DecodeCx::val_of(cx, &Operand { ty: Type::Int(64), val: Value::Const(Const::Int(32)) })?[0];
                let hi = cx.fresh(1)[0];
                cx.push(Op::IBin(ops::IBin { op: IOp::LShr, bits: 64, flags: 0, dst: hi, a, b: k }));
                Op::Cast(ops::Cast { op: CastOp::Trunc, from: STy::Int(64), to: STy::Int(32), flags: 0, dst: d, a: hi })
            }
            "lohi.i2d" => {
                let Some(h) = args.get(1) else { return cx.fail(ErrKind::Malformed, format!("`{b}` takes (lo, hi)")) };
                let h = cx.val_of(h)?[0];
                Op::Repack(ops::Repack { dsts: super::repack_pieces(&[(d, 64)], &[(a, 32), (h, 32)]), srcs: vec![a, h] })
            }
            _ => return Ok(None),
        },
    };
    cx.push(new);
    Ok(Some(()))
}

/// `llvm.tanh.*` (LangRef: the C library's `tanh`). Neither GPU back end of LLVM 22 lowers it
/// exactly: on NVPTX llc-22 selects `tanh.approx.f32` for a call with `afn` (a half is
/// extended to f32 and the result rounded back) and stops otherwise ("Cannot select:
/// ftanh"); f64 and every AMDGPU call have no lowering ("no libcall available for ftanh").
/// So an NVIDIA module that compiles runs `tanh.approx.f32`: xlane's model of it
/// (approximate, errata N15); anything else is unsupported, said where it runs.
fn llvm_tanh(cx: &mut impl DecodeCx, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    use crate::numerics::approx::ApproxOp;
    let nvidia = cx.target_ref().vendor == xlane_core::target::Vendor::Nvidia;
    let fty = match args.first().map(|a| a.ty.clone()) {
        Some(Type::Float) => FTy::F32,
        Some(Type::Half) => FTy::F16,
        _ => FTy::F64,
    };
    if !nvidia || fty == FTy::F64 {
        return cx.fail(
            ErrKind::Unsupported,
            format!("`{name}`: LLVM 22 has no lowering of it for this target (llc-22: \"no libcall available for ftanh\"); call the device library's tanh instead"),
        );
    }
    let d = result(cx, name, dst)?;
    let a = cx.val_of(&args[0])?[0];
    if fty == FTy::F32 {
        cx.push(Op::Approx(ops::Approx { op: ApproxOp::TanhF32, ftz: false, dst: d, args: vec![a] }));
        return Ok(());
    }
    let t = cx.fresh(2);
    cx.push(Op::Cast(ops::Cast { op: CastOp::FpExt, from: STy::F16, to: STy::F32, flags: 0, dst: t[0], a }));
    cx.push(Op::Approx(ops::Approx { op: ApproxOp::TanhF32, ftz: false, dst: t[1], args: vec![t[0]] }));
    cx.push(Op::Cast(ops::Cast { op: CastOp::FpTrunc, from: STy::F32, to: STy::F16, flags: 0, dst: d, a: t[1] }));
    Ok(())
}

/// libdevice's directed integer→float and binary64→binary32 conversions
/// (IntrinsicsNVVM.td `int_nvvm_{i,ui,ll,ull}2{f,d}_{rz,rm,rp}`, `int_nvvm_d2f_{rz,rm,rp}[_ftz]`;
/// NVPTXIntrinsics.td selects `cvt.{rz,rm,rp}.f32/f64.…`): source, format, direction, `.ftz`.
fn directed_conversion(op: &str) -> Option<(ConvFrom, exact_round::Format, Rnd, bool)> {
    let (op, ftz) = match op.strip_suffix(".ftz") {
        Some(o) => (o, true),
        None => (op, false),
    };
    let (conv, r) = op.split_once('.')?;
    let rnd = match r {
        "rz" => Rnd::Zero,
        "rm" => Rnd::Down,
        "rp" => Rnd::Up,
        _ => return None,
    };
    let (from, to) = conv.split_once('2')?;
    let from = match from {
        "i" => ConvFrom::I32,
        "ui" => ConvFrom::U32,
        "ll" => ConvFrom::I64,
        "ull" => ConvFrom::U64,
        "d" if to == "f" => ConvFrom::F64,
        _ => return None,
    };
    let to = match to {
        "f" => exact_round::F32,
        "d" if from != ConvFrom::F64 => exact_round::F64,
        _ => return None,
    };
    // `.ftz` exists on d2f only
    (!ftz || from == ConvFrom::F64).then_some((from, to, rnd, ftz))
}

/// NVVM arithmetic intrinsics with exact IEEE or integer results (clang's `__nvvm_*`
/// builtins): round-to-nearest `add/mul/div/fma/sqrt/rcp.rn`, `fabs`, `saturate`, `mulhi`,
/// `prmt`, `sad`, `f2i.rn`. Other rounding modes and `.ftz` forms are refused.
fn nvvm_math(cx: &mut impl DecodeCx, b: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let Some(op) = b.strip_prefix("llvm.nvvm.") else { return Ok(None) };
    let float = |t: &str| match t {
        "f" => Some(FTy::F32),
        "d" => Some(FTy::F64),
        _ => None,
    };
    let (stem, ty) = match op.rsplit_once('.') {
        Some((s, t)) => (s, float(t)),
        None => (op, None),
    };
    let ops: Vec<Slot> = args.iter().map(|a| cx.val_of(a).map(|v| v[0])).collect::<RResult<_>>()?;
    let d = match dst.first() {
        Some(&d) => d,
        None => return Ok(None),
    };
    let new = match (stem, ty) {
        ("add.rn", Some(t)) => Op::FBin(ops::FBin { op: FOp::Add, ty: t, dst: d, a: ops[0], b: ops[1] }),
        ("mul.rn", Some(t)) => Op::FBin(ops::FBin { op: FOp::Mul, ty: t, dst: d, a: ops[0], b: ops[1] }),
        ("div.rn", Some(t)) => Op::FBin(ops::FBin { op: FOp::Div, ty: t, dst: d, a: ops[0], b: ops[1] }),
        ("fma.rn", Some(t)) => Op::Fma(ops::Fma { ty: t, dst: d, a: ops[0], b: ops[1], c: ops[2] }),
        ("sqrt.rn", Some(t)) => Op::FUnary(ops::FUnary { op: FUn::Sqrt, ty: t, dst: d, a: ops[0] }),
        ("saturate", Some(t)) => Op::FUnary(ops::FUnary { op: FUn::Saturate, ty: t, dst: d, a: ops[0] }),
        ("rcp.rn", Some(t)) => {
            let one = Operand { ty: args[0].ty.clone(), val: Value::Const(Const::Float(if t == FTy::F32 { 1f32.to_bits() as u64 } else { 1f64.to_bits() })) };
            let one = cx.val_of(&one)?[0];
            Op::FBin(ops::FBin { op: FOp::Div, ty: t, dst: d, a: one, b: ops[0] })
        }
        _ if op == "fabs" || op.starts_with("fabs.f") => {
            let t = FTy::of(cx.scalar_of(ret)?).ok_or_else(|| crate::error::RunError::malformed("nvvm.fabs on a non-float"))?;
            Op::FUnary(ops::FUnary { op: FUn::Abs, ty: t, dst: d, a: ops[0] })
        }
        _ if matches!(
            op,
            "mulhi.s" | "mulhi.us" | "mulhi.i" | "mulhi.ui" | "mulhi.ll" | "mulhi.ull" | "sad.s" | "sad.us" | "sad.i" | "sad.ui" | "sad.ll" | "sad.ull" | "prmt" | "f2i.rn"
        ) =>
        {
            let bits = cx.scalar_of(ret)?.bits() as u8;
            let what = match op {
                "mulhi.s" | "mulhi.i" | "mulhi.ll" => BitsOp::MulHi { signed: true },
                "mulhi.us" | "mulhi.ui" | "mulhi.ull" => BitsOp::MulHi { signed: false },
                "sad.s" | "sad.i" | "sad.ll" => BitsOp::Sad { signed: true },
                "sad.us" | "sad.ui" | "sad.ull" => BitsOp::Sad { signed: false },
                "prmt" => BitsOp::Prmt,
                _ => BitsOp::F2iRn,
            };
            push_bits(cx, b, what, bits, d, ops)?;
            return Ok(Some(()));
        }
        _ => return Ok(None),
    };
    cx.push(new);
    Ok(Some(()))
}

/// Exact float helpers (LangRef `llvm.is.fpclass`, `llvm.ldexp`, `llvm.frexp`,
/// `llvm.fptosi.sat`; AMD ISA V_CMP_CLASS uses the same ten class bits), `llvm.ptrmask`,
/// and the flat-pointer space tests `llvm.amdgcn.is.shared`/`is.private`.
fn float_helpers(cx: &mut impl DecodeCx, b: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
    let known = matches!(
        b,
        "llvm.is.fpclass"
            | "llvm.amdgcn.class"
            | "llvm.ldexp"
            | "llvm.amdgcn.ldexp"
            | "llvm.frexp"
            | "llvm.fptosi.sat"
            | "llvm.fptoui.sat"
            | "llvm.ptrmask"
            | "llvm.amdgcn.is.shared"
            | "llvm.amdgcn.is.private"
    );
    if !known {
        return Ok(None);
    }
    let ops: Vec<Vec<Slot>> = args.iter().map(|a| cx.val_of(a)).collect::<RResult<_>>()?;
    let sty = cx.scalar_of(args[0].ty.scalar())?;
    let ft = FTy::of(sty);
    let is_float_op = !matches!(b, "llvm.ptrmask" | "llvm.amdgcn.is.shared" | "llvm.amdgcn.is.private");
    let Some(ft) = ft.or((!is_float_op).then_some(FTy::F32)) else {
        return cx.fail(ErrKind::Malformed, format!("`{b}` on a non-float"));
    };
    // the second operand: per component, or one scalar for every component
    let second = |i: usize| ops.get(1).map(|o| o[if o.len() > 1 { i } else { 0 }]).unwrap_or(0);
    let n = ops[0].len();
    if dst.len() < if b == "llvm.frexp" { 2 * n } else { n } {
        return cx.fail(ErrKind::Malformed, format!("`{b}`: the result has fewer components than the operand"));
    }
    for i in 0..n {
        let a = ops[0][i];
        let op = match b {
            "llvm.is.fpclass" | "llvm.amdgcn.class" => Op::FClass(ops::FClass { ty: ft, dst: dst[i], a, mask: second(i) }),
            "llvm.ldexp" | "llvm.amdgcn.ldexp" => Op::Ldexp(ops::Ldexp { ty: ft, dst: dst[i], a, e: second(i) }),
            "llvm.frexp" => Op::Frexp(ops::Frexp { ty: ft, mant: dst[i], exp: dst[n + i], a }),
            "llvm.fptosi.sat" | "llvm.fptoui.sat" => {
                let bits = cx.scalar_of(ret.scalar())?.bits() as u8;
                Op::FpToIntSat(ops::FpToIntSat { signed: b == "llvm.fptosi.sat", from: ft, bits, dst: dst[i], a })
            }
            "llvm.ptrmask" => Op::IBin(ops::IBin { op: IOp::And, bits: sty.bits() as u8, flags: 0, dst: dst[i], a, b: second(i) }),
            _ => Op::IsSpace(ops::IsSpace { shared: b.ends_with("shared"), dst: dst[i], a }),
        };
        cx.push(op);
    }
    Ok(Some(()))
}

/// The slot of a call's value: a `void` call of an intrinsic that returns one is not valid IR
/// (LLVM: "Intrinsic called with incompatible signature").
fn result(cx: &impl DecodeCx, name: &str, dst: &[Slot]) -> RResult<Slot> {
    match dst.first() {
        Some(&d) => Ok(d),
        None => cx
            .fail(ErrKind::Malformed, format!("`{name}` returns a value; it is called here as `void`"))
            .map_err(|e| e.with_help("call it with its result type, as LLVM declares it (`opt-22 -passes=verify` checks a module)")),
    }
}

/// The fewest operands an intrinsic the runner decodes itself takes (LangRef signatures), so
/// that malformed calls are reported instead of indexing past the operand list.
fn min_args(b: &str) -> usize {
    let name = b.strip_prefix("llvm.").unwrap_or(b);
    match name {
        "fma" | "fmuladd" | "fshl" | "fshr" | "memcpy" | "memcpy.inline" | "memmove" | "memset" | "memset.inline" | "amdgcn.ubfe" | "amdgcn.sbfe" | "amdgcn.alignbit"
        | "amdgcn.perm" | "amdgcn.sad.u8" | "amdgcn.sad.hi.u8" | "amdgcn.sad.u16" | "amdgcn.lerp" | "nvvm.fma.rn.f" | "nvvm.fma.rn.d" | "nvvm.prmt" => 3,
        "umin"
        | "umax"
        | "smin"
        | "smax"
        | "uadd.sat"
        | "usub.sat"
        | "sadd.sat"
        | "ssub.sat"
        | "minnum"
        | "maxnum"
        | "minimum"
        | "maximum"
        | "minimumnum"
        | "maximumnum"
        | "copysign"
        | "uadd.with.overflow"
        | "sadd.with.overflow"
        | "usub.with.overflow"
        | "ssub.with.overflow"
        | "umul.with.overflow"
        | "smul.with.overflow"
        | "is.fpclass"
        | "amdgcn.class"
        | "ldexp"
        | "amdgcn.ldexp"
        | "ptrmask"
        | "amdgcn.set.inactive"
        | "amdgcn.mul.u24"
        | "amdgcn.mul.i24"
        | "amdgcn.mulhi.u24"
        | "amdgcn.mulhi.i24"
        | "nvvm.add.rn.f"
        | "nvvm.add.rn.d"
        | "nvvm.mul.rn.f"
        | "nvvm.mul.rn.d"
        | "nvvm.div.rn.f"
        | "nvvm.div.rn.d"
        | "nvvm.mulhi.i"
        | "nvvm.mulhi.ui"
        | "nvvm.mulhi.ll"
        | "nvvm.mulhi.ull"
        | "nvvm.mulhi.s"
        | "nvvm.mulhi.us"
        | "nvvm.cp.async.ca.shared.global.4"
        | "nvvm.cp.async.ca.shared.global.8"
        | "nvvm.cp.async.ca.shared.global.16"
        | "nvvm.cp.async.cg.shared.global.16" => 2,
        _ if name.starts_with("nvvm.sad.") => 3,
        "amdgcn.udot4" | "amdgcn.sdot4" | "amdgcn.udot8" | "amdgcn.sdot8" | "amdgcn.udot2" | "amdgcn.sdot2" => 4,
        // LangRef: `llvm.expect.with.probability(val, expected, prob)`, `llvm.invariant.start(size, ptr)`
        "expect.with.probability" => 3,
        "invariant.start" => 2,
        _ if name.starts_with("nvvm.barrier0.") || name.starts_with("nvvm.barrier.cta.red.") => 1,
        "fabs"
        | "sqrt"
        | "floor"
        | "ceil"
        | "trunc"
        | "rint"
        | "nearbyint"
        | "roundeven"
        | "round"
        | "canonicalize"
        | "ctpop"
        | "ctlz"
        | "cttz"
        | "bswap"
        | "bitreverse"
        | "abs"
        | "frexp"
        | "fptosi.sat"
        | "fptoui.sat"
        | "amdgcn.is.shared"
        | "amdgcn.is.private"
        | "amdgcn.strict.wwm"
        | "amdgcn.wwm"
        | "amdgcn.strict.wqm"
        | "amdgcn.wqm"
        | "amdgcn.softwqm"
        | "nvvm.bar.warp.sync"
        | "nvvm.sqrt.rn.f"
        | "nvvm.sqrt.rn.d"
        | "nvvm.rcp.rn.f"
        | "nvvm.rcp.rn.d"
        | "nvvm.saturate.f"
        | "nvvm.saturate.d"
        | "nvvm.fabs"
        | "nvvm.f2i.rn"
        | "tanh"
        | "nvvm.cp.async.wait.group"
        | "expect"
        | "launder.invariant.group"
        | "strip.invariant.group"
        | "ptr.annotation"
        | "threadlocal.address"
        | "arithmetic.fence" => 1,
        _ if name.strip_prefix("vector.reduce.").is_some_and(reduce_takes_start) => 2,
        _ if name.starts_with("vector.reduce.") => 1,
        _ => 0,
    }
}
