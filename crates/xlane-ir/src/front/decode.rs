//! Decoding a parsed module into the executor's compact form ([`crate::front::program`]).
//! Each call's meaning is fixed here, once: an internal function, an operation the runner
//! owns (arithmetic intrinsics, work-item ids, barriers, memory intrinsics), or a cross-lane
//! intrinsic resolved to its registry row (`xlane_core::call::resolve`).

use std::collections::HashMap;

use xlane_core::registry::{Builtin, Ret};
use xlane_core::target::Target;
use xlane_core::wwm::{region_modes, Mark};
use xlane_core::ElemTy;

use crate::error::{ErrKind, RResult, RunError};
use crate::front::cfg;
use crate::front::ll::ast::*;
use crate::front::ll::layout::{Layout, STy};
use crate::front::program::*;

mod amd_fp8;
mod approx_names;
mod asm;
mod bool_vec;
mod buffer;
mod intrin;
mod matrix;
mod reflect;
mod vec_rmw;

/// Decode the module for launching `kernel`. When some function cannot be decoded, decode
/// again only what `kernel` reaches (`ll::reach`), so another kernel's unsupported call (device
/// printf, a device-library function) does not stop this one; a module that decodes whole is
/// used whole (the private-stack budget counts every function's frame).
pub fn decode_kernel(m: &Module, src: &str, target: &Target, kernel: &str) -> RResult<Program> {
    decode_kernel_watched(m, src, target, kernel, None)
}

/// [`decode_kernel`], with the ops of `xlane run --watch` when `watch` is given
/// (`front/watch.rs`).
pub fn decode_kernel_watched(m: &Module, src: &str, target: &Target, kernel: &str, watch: Option<&crate::front::watch::WatchReq>) -> RResult<Program> {
    let whole = decode_watched(m, src, target, watch);
    if whole.is_ok() || !m.functions.iter().any(|f| f.name == kernel && !f.blocks.is_empty()) {
        return whole;
    }
    let keep = crate::front::ll::reach::reachable(m, src, kernel, DEVICE_RUNTIME);
    let mut pruned = m.clone();
    pruned.functions.retain(|f| f.blocks.is_empty() || keep.contains(&f.name));
    decode_watched(&pruned, src, target, watch)
}

pub fn decode(m: &Module, src: &str, target: &Target) -> RResult<Program> {
    decode_watched(m, src, target, None)
}

fn decode_watched(m: &Module, src: &str, target: &Target, watch: Option<&crate::front::watch::WatchReq>) -> RResult<Program> {
    let watch = match watch {
        Some(w) => Some(std::cell::RefCell::new(crate::front::watch::Builder::new(m, src, w)?)),
        None => None,
    };
    let layout = Layout::from_datalayout(&m.datalayout).with_amd_segment_nulls(target.vendor == xlane_core::target::Vendor::Amd);
    let gids: HashMap<String, u32> = m.globals.iter().enumerate().map(|(i, g)| (g.name.clone(), i as u32)).collect();
    let defined: Vec<&Function> = m.functions.iter().filter(|f| !f.blocks.is_empty()).collect();
    let fids: HashMap<String, u32> = defined.iter().enumerate().map(|(i, f)| (f.name.clone(), i as u32)).collect();
    let mut globals = vec![];
    for g in &m.globals {
        globals.push(global_info(&layout, g, &gids)?);
    }
    let mut funcs = vec![];
    for f in &defined {
        let mut cx = FnCx::new(&layout, &gids, &fids, m, target);
        cx.watch = watch.as_ref();
        let mut func = cx.function(f)?;
        // HIP's `__assert_fail` (hip_assert.h) prints its message through ockl's stderr stream,
        // then traps; clang often specialises it to take no arguments. Its trap is the assert.
        if f.name == "__assert_fail" {
            for d in &mut func.code {
                if let Op::Trap(ops::Trap { what }) = &mut d.op {
                    *what = ASSERT_TRAP;
                }
            }
        }
        funcs.push(func);
    }
    let kernel_attrs = defined.iter().find(|f| f.is_kernel()).copied();
    let target_cpu = m.processor();
    let wave64_feature = kernel_attrs.and_then(|f| m.fn_attr(f, "target-features")).map(|fs| fs.split(',').any(|x| x == "+wavefrontsize64"));
    let has_approx = funcs.iter().any(|f: &Func| f.code.iter().any(|d| d.op.policy().apx == ops::Apx::Source));
    // each instruction's source positions (own, then inlined-at calls), by `.ll` line
    let src_chains: HashMap<u32, Vec<crate::ll::debug::SrcPos>> = defined
        .iter()
        .flat_map(|f| f.blocks.iter().flat_map(|b| &b.insts))
        .filter_map(|i| Some((i.line, crate::ll::debug::chain(&m.debug, i.dbg.as_deref()?))))
        .filter(|(_, c)| !c.is_empty())
        .collect();
    Ok(Program {
        src_chains,
        funcs,
        globals,
        layout,
        target_cpu,
        wave64_feature,
        code_object_version: m.code_object_version,
        is_amd: m.is_amd(),
        lines: src.lines().map(str::to_string).collect(),
        has_approx,
        launch_cache: Default::default(),
        watch: watch.map(|w| std::sync::Arc::new(w.into_inner().prog)),
    })
}

fn global_info(lay: &Layout, g: &GlobalVar, gids: &HashMap<String, u32>) -> RResult<GlobalInfo> {
    let size = lay.alloc_size(&g.ty);
    let align = (g.align as u64).max(lay.align(&g.ty));
    let mut relocs = vec![];
    let init = match &g.init {
        None | Some(Const::Undef) | Some(Const::Poison) => None,
        Some(c) => {
            let mut bytes = vec![0u8; size as usize];
            const_bytes(lay, &g.ty, c, 0, &mut bytes, &mut relocs, gids).map_err(|e| {
                let at = |kind, m| RunError::at_line(kind, g.line, format!("initializer of `@{}`: {m}", g.name));
                match e {
                    InitError::Mistyped(m) => at(ErrKind::Malformed, m)
                        .with_help("give each element the aggregate's own element type, as LLVM's parser requires (`opt-22 -passes=verify -disable-output FILE` checks it)"),
                    InitError::Unsupported(m) => at(ErrKind::Unsupported, m),
                }
            })?;
            Some(bytes)
        }
    };
    let mut t = &g.ty;
    while let Type::Array(_, e) | Type::Vector(_, e) = t {
        t = e;
    }
    let elem = lay.scalar(t);
    Ok(GlobalInfo { name: g.name.clone(), addrspace: g.addrspace, size, align, init, relocs, constant: g.constant, elem })
}

/// Why a global's initializer has no bytes: it does not fit its type (LLVM's parser refuses
/// such a module), or it uses a constant form xlane does not lay out.
enum InitError {
    Mistyped(String),
    Unsupported(String),
}

impl From<String> for InitError {
    fn from(m: String) -> Self {
        InitError::Unsupported(m)
    }
}

impl From<&str> for InitError {
    fn from(m: &str) -> Self {
        InitError::Unsupported(m.to_string())
    }
}

/// The element types an aggregate constant of type `t` must spell (LangRef "Complex
/// Constants": each element has the aggregate's element or field type).
fn aggregate_elements(t: &Type) -> Option<Vec<&Type>> {
    match t {
        Type::Array(n, e) => Some(std::iter::repeat_n(&**e, *n as usize).collect()),
        Type::Vector(n, e) => Some(std::iter::repeat_n(&**e, *n as usize).collect()),
        Type::Struct(fs, _) => Some(fs.iter().collect()),
        _ => None,
    }
}

/// Write constant `c` of type `t` at `off` into `out` (little-endian).
fn const_bytes(lay: &Layout, t: &Type, c: &Const, off: u64, out: &mut [u8], relocs: &mut Vec<(u64, CVal, u32)>, gids: &HashMap<String, u32>) -> Result<(), InitError> {
    match (t, c) {
        (_, Const::Zero | Const::Null | Const::Undef | Const::Poison) => Ok(()),
        (_, Const::Bytes(b)) => {
            if b.len() as u64 != lay.size(t) {
                return Err(InitError::Mistyped(format!("a string of {} byte(s) initializes `{t}`, which holds {}", b.len(), lay.size(t))));
            }
            out[off as usize..off as usize + b.len()].copy_from_slice(b);
            Ok(())
        }
        (Type::Array(..) | Type::Vector(..) | Type::Struct(..), Const::Agg(es)) => {
            let want = aggregate_elements(t).unwrap_or_default();
            if want.len() != es.len() {
                return Err(InitError::Mistyped(format!("`{t}` has {} element(s); the constant lists {}", want.len(), es.len())));
            }
            if let Some((i, (et, _))) = es.iter().enumerate().find(|(i, (et, _))| et != want[*i]) {
                return Err(InitError::Mistyped(format!("element {i} is spelled `{et}`, but `{t}` holds `{}` there", want[i])));
            }
            for (i, (et, ec)) in es.iter().enumerate() {
                let at = match t {
                    Type::Struct(..) => lay.field_offset(t, i),
                    Type::Vector(_, e) => i as u64 * lay.size(e),
                    _ => i as u64 * lay.alloc_size(et),
                };
                const_bytes(lay, et, ec, off + at, out, relocs, gids)?;
            }
            Ok(())
        }
        _ => {
            let comps = const_comps(lay, t, c, gids)?;
            let flat = lay.flatten(t).ok_or("type has no memory form")?;
            for ((o, s), v) in flat.iter().zip(comps) {
                match v {
                    CVal::Bits(b) => {
                        let n = s.bytes() as usize;
                        out[(off + o) as usize..(off + o) as usize + n].copy_from_slice(&b.to_le_bytes()[..n]);
                    }
                    CVal::Undef => {}
                    a @ CVal::Addr { .. } => relocs.push((off + o, a, s.bytes())),
                }
            }
            Ok(())
        }
    }
}

/// The flattened components of constant `c` of type `t`.
pub(crate) fn const_comps(lay: &Layout, t: &Type, c: &Const, gids: &HashMap<String, u32>) -> Result<Vec<CVal>, String> {
    let n = lay.ncomp(t);
    Ok(match c {
        Const::Int(v) => vec![CVal::Bits(*v as u64 & lay.scalar(t.scalar()).map(|s| s.mask()).unwrap_or(u64::MAX))],
        Const::Float(b) => vec![CVal::Bits(*b)],
        Const::Null | Const::Zero => vec![CVal::Bits(0); n],
        Const::Undef | Const::Poison | Const::Meta(_) => vec![CVal::Undef; n],
        Const::Splat(s) => {
            let one = const_comps(lay, &s.0, &s.1, gids)?;
            (0..n).map(|_| one[0].clone()).collect()
        }
        Const::Agg(es) => {
            let mut v = vec![];
            for (et, ec) in es {
                v.extend(const_comps(lay, et, ec, gids)?);
            }
            v
        }
        Const::Bytes(b) => b.iter().map(|&x| CVal::Bits(x as u64)).collect(),
        Const::Global(g) => {
            let id = *gids.get(g).ok_or_else(|| format!("`@{g}` is not a global variable (function pointers are not supported)"))?;
            let as_ = match t {
                Type::Ptr(a) => *a,
                _ => 0,
            };
            vec![CVal::Addr { g: id, off: 0, as_ }]
        }
        Const::Expr(e) => vec![const_expr(lay, e, t, gids)?],
    })
}

fn const_expr(lay: &Layout, e: &ConstExpr, _t: &Type, gids: &HashMap<String, u32>) -> Result<CVal, String> {
    let scalar = |o: &Operand| -> Result<CVal, String> {
        let v = const_comps(
            lay,
            &o.ty,
            match &o.val {
                Value::Const(c) => c,
                Value::Local(_) => return Err("constant expression with a local operand".into()),
            },
            gids,
        )?;
        v.into_iter().next().ok_or_else(|| "empty constant".to_string())
    };
    match e {
        ConstExpr::Cast(op, from, to) => {
            let v = scalar(from)?;
            match (op, v) {
                (CastOp::AddrSpaceCast, CVal::Addr { g, off, .. }) => Ok(CVal::Addr {
                    g,
                    off,
                    as_: match to {
                        Type::Ptr(a) => *a,
                        _ => 0,
                    },
                }),
                (CastOp::PtrToInt | CastOp::BitCast | CastOp::IntToPtr | CastOp::PtrToAddr, v @ CVal::Addr { .. }) => Ok(v),
                (_, CVal::Undef) => Ok(CVal::Undef),
                // a null constant cast to another space is that space's null (AMDGPU's
                // lowering of a constant null source: `getNullPointerValue(DestAS)`, all ones for
                // LDS/region/private, else 0; NVPTX's null is 0 in every space). Only the IR
                // null (0) of a space whose target null it is: a private `null` (0) is a valid
                // private address on AMDGPU, not the target's null
                (CastOp::AddrSpaceCast, CVal::Bits(b)) if matches!((&from.ty, to), (Type::Ptr(_), Type::Ptr(_))) => {
                    let (Type::Ptr(fa), Type::Ptr(ta)) = (&from.ty, to) else { unreachable!("matched") };
                    if b == lay.cast_null(*fa) {
                        Ok(CVal::Bits(lay.cast_null(*ta)))
                    } else {
                        Err(format!("constant `addrspacecast` of the address {b:#x}"))
                    }
                }
                (CastOp::Trunc, CVal::Bits(b)) => Ok(CVal::Bits(b & lay.scalar(to).map(|s| s.mask()).unwrap_or(u64::MAX))),
                (CastOp::IntToPtr | CastOp::PtrToInt | CastOp::BitCast | CastOp::ZExt, CVal::Bits(b)) => Ok(CVal::Bits(b)),
                (op, _) => Err(format!("constant `{op:?}` expression")),
            }
        }
        ConstExpr::Gep(src, base, idx) => {
            let b = scalar(base)?;
            let mut off = 0i64;
            let mut cur = src.clone();
            for (k, i) in idx.iter().enumerate() {
                let iv = match scalar(i)? {
                    CVal::Bits(v) => sext(v, lay.scalar(&i.ty).map(|s| s.bits()).unwrap_or(64)),
                    _ => return Err("non-integer GEP index".into()),
                };
                if k == 0 {
                    off += iv * lay.alloc_size(&cur) as i64;
                } else {
                    match cur.clone() {
                        Type::Struct(fs, _) => {
                            off += lay.field_offset(&cur, iv as usize) as i64;
                            cur = fs[iv as usize].clone();
                        }
                        Type::Array(_, e) => {
                            off += iv * lay.alloc_size(&e) as i64;
                            cur = *e;
                        }
                        Type::Vector(_, e) => {
                            off += iv * lay.size(&e) as i64;
                            cur = *e;
                        }
                        _ => return Err("GEP into a scalar".into()),
                    }
                }
            }
            match b {
                CVal::Addr { g, off: o, as_ } => Ok(CVal::Addr { g, off: o + off, as_ }),
                CVal::Bits(v) => Ok(CVal::Bits(v.wrapping_add(off as u64))),
                CVal::Undef => Ok(CVal::Undef),
            }
        }
        ConstExpr::Bin(op, a, b) => {
            // Sums and differences of addresses whose address terms cancel (clang-22 writes a
            // string's length as `end + (0 - start) + 1`): evaluate as a linear combination.
            let by_terms = || match linear(lay, e, gids) {
                Some((terms, k)) => match terms.iter().filter(|(_, c)| *c != 0).collect::<Vec<_>>()[..] {
                    [] => Ok(CVal::Bits(k as u64 & lay.scalar(&a.ty).map(|s| s.mask()).unwrap_or(u64::MAX))),
                    [&((g, as_), 1)] => Ok(CVal::Addr { g, off: k, as_ }),
                    _ => Err(format!("constant `{op:?}` expression on addresses")),
                },
                None => Err(format!("constant `{op:?}` expression on addresses")),
            };
            let (Ok(x), Ok(y)) = (scalar(a), scalar(b)) else { return by_terms() };
            match (x, y) {
                (CVal::Bits(x), CVal::Bits(y)) => Ok(CVal::Bits(
                    match op {
                        BinOp::Add => x.wrapping_add(y),
                        BinOp::Sub => x.wrapping_sub(y),
                        BinOp::Xor => x ^ y,
                        BinOp::Mul => x.wrapping_mul(y),
                        _ => return Err(format!("constant `{op:?}` expression")),
                    } & lay.scalar(&a.ty).map(|s| s.mask()).unwrap_or(u64::MAX),
                )),
                (CVal::Addr { g, off, as_ }, CVal::Bits(y)) | (CVal::Bits(y), CVal::Addr { g, off, as_ }) if *op == BinOp::Add => Ok(CVal::Addr { g, off: off + y as i64, as_ }),
                (CVal::Addr { g, off, as_ }, CVal::Bits(y)) if *op == BinOp::Sub => Ok(CVal::Addr { g, off: off - y as i64, as_ }),
                // The distance between two addresses in one variable does not depend on where the
                // variable is placed (clang's HIP printf computes a string's length this way).
                (CVal::Addr { g, off, .. }, CVal::Addr { g: g2, off: off2, .. }) if *op == BinOp::Sub && g == g2 => {
                    Ok(CVal::Bits((off - off2) as u64 & lay.scalar(&a.ty).map(|s| s.mask()).unwrap_or(u64::MAX)))
                }
                _ => by_terms(),
            }
        }
    }
}

/// Σ coefficient·address + constant; an address is a global (its id, its address space).
type Linear = (Vec<((u32, u32), i64)>, i64);

/// A constant integer/address expression as Σ coefficient·address + constant, when it is
/// built from `add`, `sub`, casts and GEPs.
fn linear(lay: &Layout, e: &ConstExpr, gids: &HashMap<String, u32>) -> Option<Linear> {
    let operand = |o: &Operand| -> Option<Linear> {
        match &o.val {
            Value::Const(Const::Expr(inner)) => linear(lay, inner, gids),
            Value::Const(c) => match const_comps(lay, &o.ty, c, gids).ok()?.into_iter().next()? {
                CVal::Bits(b) => Some((vec![], sext(b, lay.scalar(&o.ty).map(|s| s.bits()).unwrap_or(64)))),
                CVal::Addr { g, off, as_ } => Some((vec![((g, as_), 1)], off)),
                CVal::Undef => None,
            },
            Value::Local(_) => None,
        }
    };
    let merge = |mut a: Vec<((u32, u32), i64)>, b: Vec<((u32, u32), i64)>, sign: i64| {
        for (key, c) in b {
            match a.iter_mut().find(|(k, _)| k.0 == key.0) {
                Some((_, x)) => *x += sign * c,
                None => a.push((key, sign * c)),
            }
        }
        a
    };
    match e {
        ConstExpr::Bin(op @ (BinOp::Add | BinOp::Sub), a, b) => {
            let ((ta, ka), (tb, kb)) = (operand(a)?, operand(b)?);
            let sign = if *op == BinOp::Add { 1 } else { -1 };
            Some((merge(ta, tb, sign), ka.wrapping_add(sign.wrapping_mul(kb))))
        }
        ConstExpr::Cast(CastOp::PtrToInt | CastOp::AddrSpaceCast | CastOp::BitCast | CastOp::IntToPtr | CastOp::PtrToAddr, from, _) => operand(from),
        ConstExpr::Bin(..) => None,
        _ => match const_expr(lay, e, &Type::Int(64), gids).ok()? {
            CVal::Bits(b) => Some((vec![], b as i64)),
            CVal::Addr { g, off, as_ } => Some((vec![((g, as_), 1)], off)),
            CVal::Undef => None,
        },
    }
}

pub(crate) fn sext(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

fn elem_ty(s: STy) -> ElemTy {
    match s {
        STy::Int(1) => ElemTy::Bool,
        STy::Int(8) => ElemTy::I8,
        STy::Int(16) => ElemTy::I16,
        STy::Int(b) if b <= 32 => ElemTy::I32,
        STy::Int(_) => ElemTy::I64,
        STy::F16 => ElemTy::F16,
        STy::BF16 => ElemTy::BF16,
        STy::F32 => ElemTy::F32,
        STy::F64 => ElemTy::F64,
        STy::Ptr { bits: 32, .. } => ElemTy::U32,
        STy::Ptr { .. } => ElemTy::U64,
    }
}

struct FnCx<'a> {
    lay: &'a Layout,
    gids: &'a HashMap<String, u32>,
    fids: &'a HashMap<String, u32>,
    m: &'a Module,
    target: &'a Target,
    vals: HashMap<String, (Vec<Slot>, Type)>,
    nslots: u32,
    consts: Vec<(Slot, CVal)>,
    const_cache: HashMap<String, Vec<Slot>>,
    code: Vec<DInst>,
    edges: Vec<Edge>,
    block_ids: HashMap<String, u32>,
    frame_bytes: u32,
    /// (op index, operand slots, mode) of each `strict.wwm`/`wwm`/`strict.wqm` marker.
    wwm_marks: Vec<(usize, Vec<Slot>, Mode)>,
    /// A scalar a bitcast packed from narrower components (`bitcast <4 x i8> %v to i32`): its
    /// pieces (slot, width), low bits first, so that an op reading one byte of it can read
    /// that byte's own slot and definedness (`decode/amd_fp8.rs`).
    packed_from: HashMap<Slot, Vec<(Slot, u32)>>,
    line: u32,
    dbg: Option<u32>,
    /// The call being decoded carries `reassoc` (or `fast`): [`DecodeCx::call_reassoc`].
    reassoc: bool,
    /// The instructions decoded as `Op::Unsupported`, with their refusals.
    unsupported: Vec<RunError>,
    /// `xlane run --watch`: where the watch ops come from.
    watch: Option<&'a std::cell::RefCell<crate::front::watch::Builder>>,
}

/// The most registers (scalar components of SSA values and temporaries) one function may
/// use: about 120 times the corpus's largest (2 235 in Triton's `matmul_k_bf16.gfx1100.ll`).
/// Each is a register of every lane, about half a KiB per wave; a black-box-style probe of 300
/// `<65536 x i32>` adds made the decoder allocate 5 GiB of ops and abort.
pub const MAX_SLOTS: u32 = 1 << 18;

impl<'a> FnCx<'a> {
    /// Room for `bytes` at alignment `al` (a power of two) in the frame: the offset. Sizes
    /// come from the module (an `alloca [1000000000 x i8], i32 -1`, an `align 2147483648`), so
    /// the frame saturates at `u32::MAX` instead of wrapping; the launch refuses any frame
    /// beyond its 512 KiB per lane (`run::launch`) before a lane runs, so a saturated offset
    /// is never used.
    fn frame_alloc(&mut self, al: u64, bytes: u64) -> u32 {
        let off = (self.frame_bytes as u64).next_multiple_of(al);
        self.frame_bytes = off.saturating_add(bytes).min(u32::MAX as u64) as u32;
        off.min(u32::MAX as u64) as u32
    }

    fn new(lay: &'a Layout, gids: &'a HashMap<String, u32>, fids: &'a HashMap<String, u32>, m: &'a Module, target: &'a Target) -> Self {
        FnCx {
            lay,
            gids,
            fids,
            m,
            target,
            vals: HashMap::new(),
            nslots: 0,
            consts: vec![],
            const_cache: HashMap::new(),
            code: vec![],
            edges: vec![],
            block_ids: HashMap::new(),
            frame_bytes: 0,
            wwm_marks: vec![],
            packed_from: HashMap::new(),
            line: 0,
            dbg: None,
            reassoc: false,
            unsupported: vec![],
            watch: None,
        }
    }

    fn err<T>(&self, kind: ErrKind, msg: impl Into<String>) -> RResult<T> {
        Err(RunError::at_line(kind, self.line, msg))
    }
    fn unsupported<T>(&self, msg: impl Into<String>) -> RResult<T> {
        self.err(ErrKind::Unsupported, msg)
    }

    /// A function's registers and ops stay within [`MAX_SLOTS`] (checked after each
    /// instruction: one adds at most a value's 65 536 components, so nothing overflows).
    fn within_limits(&self, f: &Function) -> RResult<()> {
        if self.nslots > MAX_SLOTS || self.code.len() > 4 * MAX_SLOTS as usize {
            return self
                .unsupported(format!(
                    "`@{}` needs more than {MAX_SLOTS} registers (scalar components of its values) or {} operations; the runner keeps at most that per function",
                    f.name,
                    4 * MAX_SLOTS
                ))
                .map_err(|e| e.with_help("wide vectors count one register per element: split the work into narrower values or a loop"));
        }
        Ok(())
    }

    fn alloc(&mut self, n: usize) -> Vec<Slot> {
        let s = self.nslots;
        self.nslots += n as u32;
        (s..s + n as u32).collect()
    }

    fn scalar(&self, t: &Type) -> RResult<STy> {
        match self.lay.scalar(t) {
            Some(s) => Ok(s),
            None => self.unsupported(format!("type `{t}` where a scalar is needed")),
        }
    }

    fn emit(&mut self, op: Op) {
        self.code.push(DInst { op, mode: Mode::Normal, line: self.line, src_line: self.dbg });
    }

    /// Component slots of a value.
    fn val(&mut self, v: &Value, t: &Type) -> RResult<Vec<Slot>> {
        match v {
            Value::Local(n) => match self.vals.get(n) {
                // LLVM's verifier requires a use's type to be its definition's; a use whose
                // type has another shape would make ops read past the value's slots.
                Some((s, def)) if s.len() != self.lay.ncomp(t) => {
                    let msg = format!("`%{n}` is used as `{t}` but defined as `{def}`: a use must have its definition's type");
                    let help = format!("give the use `{def}`, or convert the value first (`opt-22 -passes=verify` checks a module)");
                    Err(RunError::at_line(ErrKind::Malformed, self.line, msg).with_help(help))
                }
                Some((s, _)) => Ok(s.clone()),
                None => self.err(ErrKind::Malformed, format!("use of undefined value `%{n}`")),
            },
            Value::Const(c) => {
                let key = format!("{t}|{c:?}");
                if let Some(s) = self.const_cache.get(&key) {
                    return Ok(s.clone());
                }
                let comps = const_comps(self.lay, t, c, self.gids).map_err(|m| RunError::at_line(ErrKind::Unsupported, self.line, m))?;
                let slots = self.alloc(comps.len());
                for (s, cv) in slots.iter().zip(comps) {
                    self.consts.push((*s, cv));
                }
                self.const_cache.insert(key, slots.clone());
                Ok(slots)
            }
        }
    }
    fn op1(&mut self, o: &Operand) -> RResult<Slot> {
        let v = self.val(&o.val, &o.ty)?;
        match v.as_slice() {
            [s] => Ok(*s),
            _ => self.unsupported(format!("a `{}` operand where a scalar is expected", o.ty)),
        }
    }

    /// The result's type: the instruction's own (`InstKind::result_type`), the member an
    /// `extractvalue` names, `void` for the rest.
    fn result_type(&self, k: &InstKind) -> RResult<Type> {
        if let InstKind::ExtractValue { agg, idx } = k {
            return match self.lay.member_range(&agg.ty, idx) {
                Some((_, _, t)) => Ok(t),
                None => self.err(ErrKind::Malformed, "bad extractvalue index"),
            };
        }
        Ok(k.result_type().unwrap_or(Type::Void))
    }

    fn function(mut self, f: &Function) -> RResult<Func> {
        self.line = f.line;
        let mut params = vec![];
        for p in &f.params {
            let n = self.lay.ncomp(&p.ty);
            let s = self.alloc(n);
            if !p.name.is_empty() {
                self.vals.insert(p.name.clone(), (s.clone(), p.ty.clone()));
            }
            params.push(s);
        }
        for (i, b) in f.blocks.iter().enumerate() {
            self.block_ids.insert(b.name.clone(), i as u32);
        }
        // Pass 1: a slot range for every result, so uses may come before definitions.
        for b in &f.blocks {
            for inst in &b.insts {
                if let Some(r) = &inst.result {
                    self.line = inst.line;
                    let t = self.result_type(&inst.kind)?;
                    let s = self.alloc(self.lay.ncomp(&t));
                    self.vals.insert(r.clone(), (s, t));
                    self.within_limits(f)?;
                }
            }
        }
        let watch_plan = self.watch.map(|w| w.borrow_mut().plan_function(self.m, f, &self.vals));
        // Pass 2: ops.
        let mut block_start = vec![];
        let mut succs = vec![];
        let mut exits = vec![];
        for (bi, b) in f.blocks.iter().enumerate() {
            block_start.push(self.code.len() as u32);
            let mut ss = vec![];
            for (k, inst) in b.insts.iter().enumerate() {
                self.line = inst.line;
                self.dbg = inst.dbg.as_ref().and_then(|d| self.m.dbg_lines.get(d).copied());
                if let Some(ops) = watch_plan.as_ref().and_then(|p| p.get(&(bi, k))) {
                    for op in ops {
                        self.emit(op.clone());
                    }
                }
                self.inst_or_deferred(f, b, inst, &mut ss)?;
                self.within_limits(f)?;
            }
            match b.insts.last().map(|i| &i.kind) {
                Some(InstKind::Br { .. } | InstKind::CondBr { .. } | InstKind::Switch { .. } | InstKind::Ret(_) | InstKind::Unreachable) => {}
                _ => return Err(RunError::at_line(ErrKind::Malformed, b.insts.last().map(|i| i.line).unwrap_or(f.line), format!("block `%{}` has no terminator", b.name))),
            }
            succs.push(ss);
            exits.push(matches!(b.insts.last().map(|i| &i.kind), Some(InstKind::Ret(_))));
        }
        let reconv = cfg::reconvergence(&succs, &exits);
        // room in the frame for the copies of `byval` arguments
        let mut byval_copies = vec![];
        for p in &f.params {
            byval_copies.push(match (&p.byval, &p.ty) {
                (Some(t), Type::Ptr(as_)) if !f.is_kernel() => {
                    let size = self.lay.alloc_size(t);
                    let off = self.frame_alloc(self.lay.align(t).max(4), size);
                    Some(ByvalCopy { offset: off, size: size.min(u32::MAX as u64) as u32, space: AddrSpace::from_llvm(*as_) })
                }
                _ => None,
            });
        }
        self.mark_whole_wave();
        Ok(Func {
            name: f.name.clone(),
            nslots: self.nslots,
            params,
            param_types: f.params.iter().map(|p| p.ty.clone()).collect(),
            param_byval: f.params.iter().map(|p| p.byval.clone()).collect(),
            byval_copies,
            ret_comps: self.lay.ncomp(&f.ret),
            consts: self.consts,
            code: self.code,
            block_start,
            block_names: f.blocks.iter().map(|b| b.name.clone()).collect(),
            reconv,
            edges: self.edges,
            frame_bytes: (self.frame_bytes as u64).next_multiple_of(16).min(u32::MAX as u64) as u32,
            line: f.line,
            unsupported: self.unsupported,
        })
    }

    /// Decodes one instruction. One that xlane cannot run (other than a terminator) becomes
    /// an `Op::Unsupported` in its place, so the run refuses only when a lane executes it, as
    /// a GPU traps; the refusal is kept in `self.unsupported` for `--check`.
    fn inst_or_deferred(&mut self, f: &Function, b: &Block, inst: &Inst, succs: &mut Vec<u32>) -> RResult<()> {
        let (code_len, edges_len) = (self.code.len(), self.edges.len());
        match self.inst(f, b, inst, succs) {
            Err(e) if e.kind == ErrKind::Unsupported && !inst.kind.is_terminator() => {
                self.code.truncate(code_len);
                self.edges.truncate(edges_len);
                self.wwm_marks.retain(|m| m.0 < code_len);
                self.emit(Op::Unsupported(ops::Unsupported { what: e.message.clone() }));
                self.unsupported.push(e);
                Ok(())
            }
            r => r,
        }
    }

    fn edge(&mut self, f: &Function, from: &str, to: &str, succs: &mut Vec<u32>) -> RResult<EdgeId> {
        let Some(&tid) = self.block_ids.get(to) else {
            return self.err(ErrKind::Malformed, format!("branch to unknown block `%{to}`"));
        };
        let mut copies = vec![];
        for inst in &f.blocks[tid as usize].insts {
            let InstKind::Phi { ty, incoming } = &inst.kind else { break };
            let Some((v, _)) = incoming.iter().find(|(_, b)| b == from) else {
                return Err(RunError::at_line(ErrKind::Malformed, inst.line, format!("phi has no entry for predecessor `%{from}`")));
            };
            let src = self.val(v, ty)?;
            let Some(dst) = inst.result.as_ref().and_then(|r| self.vals.get(r)).map(|v| v.0.clone()) else {
                return Err(RunError::at_line(ErrKind::Malformed, inst.line, "a phi without a result"));
            };
            copies.extend(dst.into_iter().zip(src));
        }
        if !succs.contains(&tid) {
            succs.push(tid);
        }
        let sequential = copies.iter().enumerate().all(|(i, &(_, src))| copies[..i].iter().all(|&(d, _)| d != src));
        self.edges.push(Edge { target: tid, copies, sequential });
        Ok(self.edges.len() as u32 - 1)
    }

    fn dst(&self, inst: &Inst) -> Vec<Slot> {
        inst.result.as_ref().map(|r| self.vals[r].0.clone()).unwrap_or_default()
    }

    fn inst(&mut self, f: &Function, b: &Block, inst: &Inst, succs: &mut Vec<u32>) -> RResult<()> {
        let dst = self.dst(inst);
        if buffer::fat::involves_fat(&inst.kind) {
            return buffer::fat::fat_inst(self, &inst.kind, &dst);
        }
        match &inst.kind {
            InstKind::Phi { .. } => {}
            InstKind::Bin { ty, .. } if crate::front::contract::fusion(f, b, inst).is_some() => {
                let fu = crate::front::contract::fusion(f, b, inst).unwrap();
                self.fused_multiply_add(&fu, ty, &dst)?;
            }
            InstKind::Bin { op, ty, a, b: bv, flags } => {
                let flags = &(flags & !crate::front::ll::ast::flags::CONTRACT);
                let av = self.val(a, ty)?;
                let bvv = self.val(bv, ty)?;
                self.same_shape(&[&av, &bvv], dst.len())?;
                let s = self.scalar(ty.scalar())?;
                for i in 0..dst.len() {
                    let o = match (op, FTy::of(s)) {
                        (BinOp::FAdd, Some(t)) => Op::FBin(ops::FBin { op: FOp::Add, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        (BinOp::FSub, Some(t)) => Op::FBin(ops::FBin { op: FOp::Sub, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        (BinOp::FMul, Some(t)) => Op::FBin(ops::FBin { op: FOp::Mul, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        (BinOp::FDiv, Some(t)) => Op::FBin(ops::FBin { op: FOp::Div, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        (BinOp::FRem, Some(t)) => Op::FBin(ops::FBin { op: FOp::Rem, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        (op, None) => {
                            let iop = match op {
                                BinOp::Add => IOp::Add,
                                BinOp::Sub => IOp::Sub,
                                BinOp::Mul => IOp::Mul,
                                BinOp::UDiv => IOp::UDiv,
                                BinOp::SDiv => IOp::SDiv,
                                BinOp::URem => IOp::URem,
                                BinOp::SRem => IOp::SRem,
                                BinOp::Shl => IOp::Shl,
                                BinOp::LShr => IOp::LShr,
                                BinOp::AShr => IOp::AShr,
                                BinOp::And => IOp::And,
                                BinOp::Or => IOp::Or,
                                BinOp::Xor => IOp::Xor,
                                _ => return self.err(ErrKind::Malformed, format!("`{op:?}` on integer type `{ty}`")),
                            };
                            Op::IBin(ops::IBin { op: iop, bits: s.bits() as u8, flags: *flags, dst: dst[i], a: av[i], b: bvv[i] })
                        }
                        (op, Some(_)) => return self.err(ErrKind::Malformed, format!("`{op:?}` on float type `{ty}`")),
                    };
                    self.emit(o);
                }
            }
            InstKind::FNeg { ty, a } => {
                let av = self.val(a, ty)?;
                let t = FTy::of(self.scalar(ty.scalar())?).ok_or_else(|| RunError::at_line(ErrKind::Malformed, self.line, "fneg of a non-float"))?;
                for i in 0..dst.len() {
                    self.emit(Op::FUnary(ops::FUnary { op: FUn::Neg, ty: t, dst: dst[i], a: av[i] }));
                }
            }
            InstKind::Cmp { pred, ty, a, b: bv, flags } => {
                let av = self.val(a, ty)?;
                let bvv = self.val(bv, ty)?;
                self.same_shape(&[&av, &bvv], dst.len())?;
                let s = self.scalar(ty.scalar())?;
                for i in 0..dst.len() {
                    let o = match FTy::of(s) {
                        Some(t) => Op::FCmp(ops::FCmp { pred: *pred, ty: t, dst: dst[i], a: av[i], b: bvv[i] }),
                        None => Op::ICmp(ops::ICmp {
                            pred: *pred,
                            bits: s.bits() as u8,
                            dst: dst[i],
                            a: av[i],
                            b: bvv[i],
                            samesign: flags & crate::front::ll::ast::flags::SAMESIGN != 0,
                        }),
                    };
                    self.emit(o);
                }
            }
            InstKind::Select { cond, a, b: bv } => {
                let c = self.val(&cond.val, &cond.ty)?;
                let av = self.val(&a.val, &a.ty)?;
                let bvv = self.val(&bv.val, &bv.ty)?;
                if av.len() != dst.len() || bvv.len() != dst.len() || (c.len() != 1 && c.len() != dst.len()) {
                    return self.err(ErrKind::Malformed, "select operands of different shapes");
                }
                for i in 0..dst.len() {
                    let ci = if c.len() == 1 { c[0] } else { c[i] };
                    self.emit(Op::Select(ops::Select { dst: dst[i], c: ci, a: av[i], b: bvv[i] }));
                }
            }
            InstKind::Cast { op, from, to, flags } => self.cast(*op, from, to, flags & !crate::front::ll::ast::flags::CONTRACT, &dst)?,
            InstKind::Freeze(o) => {
                // freeze: an undefined input becomes some fixed value; which one is not
                // specified, so the lane stays marked undefined.
                let s = self.val(&o.val, &o.ty)?;
                for i in 0..dst.len() {
                    self.emit(Op::Copy(ops::Copy { dst: dst[i], src: s[i] }));
                }
            }
            InstKind::Gep { src_ty, base, idx } => self.gep(src_ty, base, idx, &dst)?,
            InstKind::Load { ty: Type::Vector(n, e), ptr, align } if **e == Type::Int(1) => {
                let p = self.op1(ptr)?;
                let space = AddrSpace::from_llvm(self.ptr_as(&ptr.ty)?);
                bool_vec::load(self, *n, &dst, p, space, *align)?;
            }
            InstKind::Store { val, ptr, align } if matches!(&val.ty, Type::Vector(_, e) if **e == Type::Int(1)) => {
                let Type::Vector(n, _) = val.ty else { unreachable!("matched a vector") };
                let p = self.op1(ptr)?;
                let space = AddrSpace::from_llvm(self.ptr_as(&ptr.ty)?);
                bool_vec::store(self, n, val, p, space, *align)?;
            }
            InstKind::Load { ty, ptr, align } => {
                let comps = self.mem_comps(ty, &dst)?;
                let p = self.op1(ptr)?;
                let as_ = self.ptr_as(&ptr.ty)?;
                let size = self.lay.size(ty) as u32;
                self.emit(Op::Load(ops::Load { comps, ptr: p, space: AddrSpace::from_llvm(as_), align: *align, size }));
            }
            InstKind::Store { val, ptr, align } => {
                let v = self.val(&val.val, &val.ty)?;
                let comps = self.mem_comps(&val.ty, &v)?;
                let p = self.op1(ptr)?;
                let as_ = self.ptr_as(&ptr.ty)?;
                let size = self.lay.size(&val.ty) as u32;
                self.emit(Op::Store(ops::Store { comps, ptr: p, space: AddrSpace::from_llvm(as_), align: *align, size }));
            }
            InstKind::Alloca { ty, count, align, addrspace } => {
                let n = match count {
                    None => 1,
                    Some(o) => match &o.val {
                        Value::Const(Const::Int(v)) => u64::try_from(*v).unwrap_or(u64::MAX),
                        _ => return self.unsupported("alloca with a run-time element count"),
                    },
                };
                let al = (*align as u64).max(self.lay.align(ty)).max(1);
                let off = self.frame_alloc(al, self.lay.alloc_size(ty).saturating_mul(n));
                self.emit(Op::Alloca(ops::Alloca { dst: dst[0], offset: off, flat: *addrspace != 5 }));
            }
            InstKind::Br { target } => {
                let e = self.edge(f, &b.name, target, succs)?;
                self.emit(Op::Br(ops::Br { edge: e }));
            }
            InstKind::CondBr { cond, t, f: fl } => {
                let c = self.val(cond, &Type::Int(1))?[0];
                let te = self.edge(f, &b.name, t, succs)?;
                let fe = self.edge(f, &b.name, fl, succs)?;
                self.emit(Op::CondBr(ops::CondBr { c, t: te, f: fe }));
            }
            InstKind::Switch { val, default, cases } => {
                let v = self.op1(val)?;
                let m = self.scalar(&val.ty)?.mask();
                let d = self.edge(f, &b.name, default, succs)?;
                let mut cs = vec![];
                for (k, l) in cases {
                    let e = self.edge(f, &b.name, l, succs)?;
                    cs.push((*k as u64 & m, e));
                }
                self.emit(Op::Switch(ops::Switch { v, cases: cs, default: d }));
            }
            InstKind::Ret(v) => {
                let vals = match v {
                    Some(o) => self.val(&o.val, &o.ty)?,
                    None => vec![],
                };
                self.emit(Op::Ret(ops::Ret { vals }));
            }
            InstKind::Unreachable => self.emit(Op::Trap(ops::Trap { what: "`unreachable` executed" })),
            InstKind::Call { ret, callee, args, flags } => {
                self.reassoc = flags & crate::front::ll::ast::flags::REASSOC != 0;
                self.call(ret, callee, args, &dst)?
            }
            InstKind::ExtractValue { agg, idx } => {
                let a = self.val(&agg.val, &agg.ty)?;
                let (st, n, _) = self.lay.member_range(&agg.ty, idx).ok_or_else(|| RunError::at_line(ErrKind::Malformed, self.line, "bad extractvalue index"))?;
                for i in 0..n {
                    self.emit(Op::Copy(ops::Copy { dst: dst[i], src: a[st + i] }));
                }
            }
            InstKind::InsertValue { agg, val, idx } => {
                let a = self.val(&agg.val, &agg.ty)?;
                let v = self.val(&val.val, &val.ty)?;
                let (st, n, _) = self.lay.member_range(&agg.ty, idx).ok_or_else(|| RunError::at_line(ErrKind::Malformed, self.line, "bad insertvalue index"))?;
                for i in 0..dst.len() {
                    let src = if i >= st && i < st + n { v[i - st] } else { a[i] };
                    self.emit(Op::Copy(ops::Copy { dst: dst[i], src }));
                }
            }
            InstKind::ExtractElement { vec, idx } => {
                let v = self.val(&vec.val, &vec.ty)?;
                match &idx.val {
                    Value::Const(Const::Int(k)) => match v.get(*k as usize) {
                        Some(&s) => self.emit(Op::Copy(ops::Copy { dst: dst[0], src: s })),
                        None => self.emit(Op::SetUndef(ops::SetUndef { dst: dst[0] })),
                    },
                    _ => {
                        let i = self.op1(idx)?;
                        self.emit(Op::ExtractDyn(ops::ExtractDyn { dst: dst[0], srcs: v, idx: i }));
                    }
                }
            }
            InstKind::InsertElement { vec, val, idx } => {
                let v = self.val(&vec.val, &vec.ty)?;
                let x = self.op1(val)?;
                match &idx.val {
                    // an index past the vector makes the whole result poison (LangRef)
                    Value::Const(Const::Int(k)) if *k >= dst.len() as u128 => {
                        for &d in dst.iter() {
                            self.emit(Op::SetUndef(ops::SetUndef { dst: d }));
                        }
                    }
                    Value::Const(Const::Int(k)) => {
                        for i in 0..dst.len() {
                            let src = if i as u128 == *k { x } else { v[i] };
                            self.emit(Op::Copy(ops::Copy { dst: dst[i], src }));
                        }
                    }
                    _ => {
                        let i = self.op1(idx)?;
                        self.emit(Op::InsertDyn(ops::InsertDyn { dsts: dst.clone(), srcs: v, val: x, idx: i }));
                    }
                }
            }
            InstKind::ShuffleVector { a, b: bv, mask } => {
                let mut all = self.val(&a.val, &a.ty)?;
                all.extend(self.val(&bv.val, &bv.ty)?);
                for (i, m) in mask.iter().enumerate() {
                    match m.and_then(|k| all.get(k as usize)) {
                        Some(&s) => self.emit(Op::Copy(ops::Copy { dst: dst[i], src: s })),
                        None => self.emit(Op::SetUndef(ops::SetUndef { dst: dst[i] })),
                    }
                }
            }
            InstKind::AtomicRmw { op, ptr, val, align } if matches!(val.ty, Type::Vector(..)) => vec_rmw::atomic_rmw(self, *op, ptr, val, *align, &dst)?,
            InstKind::AtomicRmw { op, ptr, val, align } => {
                let p = self.op1(ptr)?;
                let v = self.op1(val)?;
                let ty = self.scalar(&val.ty)?;
                let as_ = self.ptr_as(&ptr.ty)?;
                self.emit(Op::AtomicRmw(ops::AtomicRmw { op: *op, ty, dst: dst[0], ptr: p, val: v, space: AddrSpace::from_llvm(as_), align: *align }));
            }
            InstKind::CmpXchg { ptr, cmp, new, align } => {
                let p = self.op1(ptr)?;
                let c = self.op1(cmp)?;
                let n = self.op1(new)?;
                let ty = self.scalar(&cmp.ty)?;
                let as_ = self.ptr_as(&ptr.ty)?;
                self.emit(Op::CmpXchg(ops::CmpXchg { ty, dst: dst[0], ok: dst[1], ptr: p, cmp: c, new: n, space: AddrSpace::from_llvm(as_), align: *align }));
            }
            InstKind::Fence => self.emit(Op::NOP),
        }
        Ok(())
    }

    /// Operands must have a component for every result component (a malformed constant
    /// aggregate can have fewer).
    fn same_shape(&self, ops: &[&Vec<Slot>], n: usize) -> RResult<()> {
        if ops.iter().any(|o| o.len() != n) {
            return self.err(ErrKind::Malformed, "operands of different shapes");
        }
        Ok(())
    }

    fn ptr_as(&self, t: &Type) -> RResult<u32> {
        match t {
            Type::Ptr(a) => Ok(*a),
            _ => self.unsupported(format!("memory access through a `{t}` (vectors of pointers are not supported)")),
        }
    }

    /// `<N x i1>` loads and stores go through `bool_vec` (bit-packed, not one byte each).
    fn mem_comps(&self, ty: &Type, slots: &[Slot]) -> RResult<Vec<MemComp>> {
        let flat = match self.lay.flatten(ty) {
            Some(f) => f,
            None => return self.unsupported(format!("memory access of type `{ty}`")),
        };
        Ok(flat.into_iter().zip(slots).map(|((off, ty), &slot)| MemComp { slot, offset: off as u32, ty }).collect())
    }

    /// `fma(±x, y, ±z)` for an `fadd`/`fsub` the backend contracts with its `fmul`
    /// (`contract.rs`); the negations are exact sign flips.
    fn fused_multiply_add(&mut self, fu: &crate::front::contract::Fusion, ty: &Type, dst: &[Slot]) -> RResult<()> {
        let t = FTy::of(self.scalar(ty.scalar())?).ok_or_else(|| RunError::at_line(ErrKind::Malformed, self.line, "float arithmetic on a non-float"))?;
        let (mut x, y, mut z) = (self.val(fu.x, ty)?, self.val(fu.y, ty)?, self.val(fu.z, ty)?);
        self.same_shape(&[&x, &y, &z], dst.len())?;
        for (neg, v) in [(fu.neg_x, &mut x), (fu.neg_z, &mut z)] {
            if neg {
                let tmp = self.alloc(v.len());
                for (d, s) in tmp.iter().zip(v.iter()) {
                    self.emit(Op::FUnary(ops::FUnary { op: FUn::Neg, ty: t, dst: *d, a: *s }));
                }
                *v = tmp;
            }
        }
        for i in 0..dst.len() {
            self.emit(Op::Fma(ops::Fma { ty: t, dst: dst[i], a: x[i], b: y[i], c: z[i] }));
        }
        Ok(())
    }

    fn cast(&mut self, op: CastOp, from: &Operand, to: &Type, flags: u8, dst: &[Slot]) -> RResult<()> {
        let src = self.val(&from.val, &from.ty)?;
        if op == CastOp::BitCast && (src.len() != dst.len() || self.lay.scalar(from.ty.scalar()) != self.lay.scalar(to.scalar())) {
            let fs = self.lay.flatten(&from.ty).unwrap_or_default();
            let ts = self.lay.flatten(to).unwrap_or_default();
            if src.len() == dst.len() && fs.iter().zip(&ts).all(|(a, b)| a.1.bits() == b.1.bits()) {
                for i in 0..dst.len() {
                    self.emit(Op::Copy(ops::Copy { dst: dst[i], src: src[i] }));
                }
                return Ok(());
            }
            let srcs: Vec<(Slot, u32)> = src.iter().zip(&fs).map(|(&s, (_, t))| (s, t.bits())).collect();
            let dsts: Vec<(Slot, u32)> = dst.iter().zip(&ts).map(|(&s, (_, t))| (s, t.bits())).collect();
            if let [(d, _)] = dsts[..] {
                self.packed_from.insert(d, srcs.clone());
            }
            self.emit(Op::Repack(ops::Repack { dsts: repack_pieces(&dsts, &srcs), srcs: srcs.iter().map(|s| s.0).collect() }));
            return Ok(());
        }
        let f = self.scalar(from.ty.scalar())?;
        let t = self.scalar(to.scalar())?;
        // LangRef operand classes of each cast (the executor relies on them)
        let ok = match op {
            CastOp::FpTrunc | CastOp::FpExt => f.is_float() && t.is_float(),
            CastOp::FpToUi | CastOp::FpToSi => f.is_float() && !t.is_float(),
            CastOp::UiToFp | CastOp::SiToFp => !f.is_float() && t.is_float(),
            CastOp::Trunc | CastOp::ZExt | CastOp::SExt => !f.is_float() && !t.is_float(),
            _ => true,
        };
        if !ok || src.len() < dst.len() {
            return self.err(ErrKind::Malformed, format!("`{op:?}` from `{}` to `{to}`", from.ty));
        }
        if let (CastOp::AddrSpaceCast, STy::Ptr { as_: fa, bits: fb }, STy::Ptr { as_: ta, bits: tb }) = (op, f, t) {
            let (fnull, tnull) = (self.lay.cast_null(fa), self.lay.cast_null(ta));
            if fnull != tnull {
                // AMDGPU (SIISelLowering lowerADDRSPACECAST): the source space's null becomes
                // the destination space's null (flat 0 <-> LDS/private all ones), every other
                // address is converted
                let fk = self.val_of(&Operand { ty: Type::Int(fb as u32), val: Value::Const(Const::Int(fnull as u128)) })?[0];
                let tk = self.val_of(&Operand { ty: Type::Int(tb as u32), val: Value::Const(Const::Int(tnull as u128)) })?[0];
                for i in 0..dst.len() {
                    let [c, v] = self.alloc(2)[..] else { unreachable!("two slots") };
                    self.emit(Op::ICmp(ops::ICmp { pred: crate::front::ll::ast::Pred::Eq, bits: fb, dst: c, a: src[i], b: fk, samesign: false }));
                    self.emit(Op::Cast(ops::Cast { op, from: f, to: t, flags, dst: v, a: src[i] }));
                    self.emit(Op::Select(ops::Select { dst: dst[i], c, a: tk, b: v }));
                }
                return Ok(());
            }
        }
        for i in 0..dst.len() {
            self.emit(Op::Cast(ops::Cast { op, from: f, to: t, flags, dst: dst[i], a: src[i] }));
        }
        Ok(())
    }

    fn gep(&mut self, src_ty: &Type, base: &Operand, idx: &[Operand], dst: &[Slot]) -> RResult<()> {
        if (dst.len() != 1 && base.ty != buffer::fat::FAT) || matches!(base.ty, Type::Vector(..)) {
            return self.unsupported("vector getelementptr");
        }
        // a buffer fat pointer: the offset (its fifth dword, 32 bits) moves, the V# stays
        let fat = base.ty == buffer::fat::FAT;
        let (b, bits) = if fat {
            let (v, [d0, d1, d2, d3, _]) = (self.val(&base.val, &base.ty)?, dst) else { return self.unsupported("vector getelementptr") };
            for (d, s) in [d0, d1, d2, d3].into_iter().zip(&v) {
                self.emit(Op::Copy(ops::Copy { dst: *d, src: *s }));
            }
            let Some(&off) = v.get(4) else { return self.err(ErrKind::Malformed, "a buffer fat pointer of other than 5 dwords") };
            (off, 32)
        } else {
            let as_ = self.ptr_as(&base.ty)?;
            (self.op1(base)?, self.lay.ptr_bits(as_))
        };
        let dst = if fat { &dst[4..] } else { dst };
        let mut terms = vec![];
        let mut off = 0i64;
        let mut cur = src_ty.clone();
        for (k, i) in idx.iter().enumerate() {
            let ib = self.scalar(&i.ty)?.bits();
            let konst = match &i.val {
                Value::Const(Const::Int(v)) => Some(sext(*v as u64, ib)),
                Value::Const(Const::Zero | Const::Null) => Some(0),
                _ => None,
            };
            let scale = if k == 0 {
                self.lay.alloc_size(&cur) as i64
            } else {
                match cur.clone() {
                    Type::Struct(fs, _) => {
                        let Some(fi) = konst else { return self.err(ErrKind::Malformed, "struct GEP index must be constant") };
                        off += self.lay.field_offset(&cur, fi as usize) as i64;
                        cur = fs.get(fi as usize).cloned().ok_or_else(|| RunError::at_line(ErrKind::Malformed, self.line, "struct GEP index out of range"))?;
                        continue;
                    }
                    Type::Array(_, e) => {
                        cur = *e;
                        self.lay.alloc_size(&cur) as i64
                    }
                    Type::Vector(_, e) => {
                        cur = *e;
                        self.lay.size(&cur) as i64
                    }
                    t => return self.err(ErrKind::Malformed, format!("GEP index into scalar type `{t}`")),
                }
            };
            match konst {
                Some(c) => off = off.wrapping_add(c.wrapping_mul(scale)),
                None => {
                    let s = self.op1(i)?;
                    terms.push(GepTerm { slot: s, scale, bits: ib as u8 });
                }
            }
        }
        if terms.is_empty() && off == 0 {
            self.emit(Op::Copy(ops::Copy { dst: dst[0], src: b }));
        } else {
            self.emit(Op::Gep(ops::Gep { dst: dst[0], base: b, terms, offset: off, bits }));
        }
        Ok(())
    }

    fn call(&mut self, ret: &Type, callee: &Callee, args: &[Operand], dst: &[Slot]) -> RResult<()> {
        // A call whose result is unused still needs somewhere to put it.
        let tmp;
        let dst = if dst.is_empty() && *ret != Type::Void {
            tmp = self.alloc(self.lay.ncomp(ret));
            &tmp[..]
        } else {
            dst
        };
        let name = match callee {
            Callee::Global(n) => n.clone(),
            Callee::Asm(a) => return asm::decode_asm(self, a, ret, args, dst),
            Callee::Indirect(_) => return self.unsupported("indirect calls through a function pointer"),
        };
        if dst.len() != self.lay.ncomp(ret) {
            return self.err(ErrKind::Malformed, format!("call to `@{name}`: result type `{ret}` does not match its use"));
        }
        // The device runtime's entry points run as the runner's own ops even where the module
        // defines them (HIP's `__assert_fail` is a header function; ockl may be linked in).
        if let Some(r) = self.device_runtime(&name, args, dst)? {
            return Ok(r);
        }
        if let Some(&fid) = self.fids.get(&name) {
            let mut a = vec![];
            for o in args {
                a.extend(self.val(&o.val, &o.ty)?);
            }
            self.emit(Op::Call(ops::Call { func: fid, args: a, dsts: dst.to_vec() }));
            return Ok(());
        }
        if name.starts_with("llvm.") {
            return intrin::decode_intrinsic(self, &name, ret, args, dst);
        }
        if name == "__nvvm_reflect" && !self.target.is_amd() {
            return self.nvvm_reflect(args, dst);
        }
        // a math-library function with no library linked runs as an approximate operation
        if let (Some(op), Some(&d)) = (approx_names::library(&name), dst.first()) {
            if args.len() == op.arity() {
                let a: Vec<Slot> = args.iter().map(|o| self.val(&o.val, &o.ty).map(|v| v[0])).collect::<RResult<_>>()?;
                self.emit(Op::Approx(ops::Approx { op, ftz: false, dst: d, args: a }));
                return Ok(());
            }
        }
        self.unsupported(format!("call to external function `@{name}`"))
            .map_err(|e| e.with_help("xlane runs one module without linking device libraries (ocml/ockl, libdevice); inline or define the function in the module"))
    }

    /// `__nvvm_reflect("…")` (libdevice linked by Triton, not yet folded): the constant the
    /// NVVMReflect pass gives it ([`reflect`]).
    fn nvvm_reflect(&mut self, args: &[Operand], dst: &[Slot]) -> RResult<()> {
        let key = match (args, dst) {
            ([Operand { val: Value::Const(c), ty }], [_]) => const_comps(self.lay, ty, c, self.gids).ok().and_then(|v| v.first().and_then(|c| reflect::string_at(self.m, c))),
            _ => None,
        };
        let Some(key) = key else {
            return self.unsupported("`__nvvm_reflect` of something other than a constant string");
        };
        let v = reflect::value(self.m, self.target, &key);
        let src = self.op1(&Operand { ty: Type::Int(32), val: Value::Const(Const::Int(v as u32 as u128)) })?;
        self.emit(Op::Copy(ops::Copy { dst: dst[0], src }));
        Ok(())
    }

    /// The device runtime's output functions (see [`DEVICE_RUNTIME`]): CUDA `vprintf` and `__assertfail`, HIP's
    /// `__assert_fail` and ockl's printf stream (`__ockl_printf_*`).
    fn device_runtime(&mut self, name: &str, args: &[Operand], dst: &[Slot]) -> RResult<Option<()>> {
        match name {
            "vprintf" if args.len() == 2 => {
                let fmt = self.op1(&args[0])?;
                let a = self.op1(&args[1])?;
                self.emit(Op::Printf(ops::Printf { fmt, args: a, dst: dst.first().copied() }));
            }
            "__ockl_printf_begin"
            | "__ockl_printf_append_string_n"
            | "__ockl_printf_append_args"
            | "__ockl_fprintf_stderr_begin"
            | "__ockl_fprintf_append_string_n"
            | "__ockl_fprintf_append_args" => {
                let part = match name {
                    "__ockl_printf_begin" | "__ockl_fprintf_stderr_begin" => HipPrintfPart::Begin,
                    "__ockl_printf_append_string_n" | "__ockl_fprintf_append_string_n" => HipPrintfPart::String,
                    _ => HipPrintfPart::Args,
                };
                let want = match part {
                    HipPrintfPart::Begin => usize::from(name == "__ockl_printf_begin"),
                    HipPrintfPart::String => 4,
                    HipPrintfPart::Args => 10,
                };
                // With ockl linked and optimised, clang's interprocedural passes may drop an
                // unused descriptor result (the function returns `void`) or fold a constant
                // operand into the body (one operand fewer). The first keeps the protocol; the
                // second loses an operand, so such a call is refused where a lane reaches it.
                if args.len() != want {
                    return self
                        .unsupported(format!("`{name}` with {} operands (the stream's protocol has {want}): an optimised, specialised copy of ockl's printf stream", args.len()));
                }
                let d = match dst.first() {
                    Some(&d) => d,
                    None => self.alloc(1)[0],
                };
                let a: Vec<Slot> = args.iter().map(|o| self.op1(o)).collect::<RResult<_>>()?;
                self.emit(Op::HipPrintf(ops::HipPrintf { part, args: a, dst: d }));
            }
            "__assertfail" | "__assert_fail" if args.len() >= 4 => {
                let v: Vec<Slot> = args[..4].iter().map(|o| self.op1(o)).collect::<RResult<_>>()?;
                self.emit(Op::AssertFail(ops::AssertFail { msg: v[0], file: v[1], line: v[2], func: v[3] }));
            }
            _ => return Ok(None),
        }
        Ok(Some(()))
    }

    /// Mark the backward slice of every whole-wave/quad marker: those ops run with the
    /// widened exec mask (the rule is `xlane_core::wwm::region_modes`, shared with `eval`).
    /// Loads, calls and phis have no operands here, so the slice stops at them.
    fn mark_whole_wave(&mut self) {
        if self.wwm_marks.is_empty() {
            return;
        }
        let mut def: HashMap<Slot, usize> = HashMap::new();
        for (i, d) in self.code.iter().enumerate() {
            for s in defs(&d.op) {
                def.insert(s, i);
            }
        }
        let defs_of = |slots: Vec<Slot>| slots.iter().filter_map(|s| def.get(s).copied()).collect::<Vec<usize>>();
        let marks = std::mem::take(&mut self.wwm_marks).into_iter().map(|(at, srcs, mode)| Mark { at: Some(at), operands: defs_of(srcs), mode }).collect();
        let code = &self.code;
        let modes = region_modes(code.len(), marks, |i| defs_of(uses(&code[i].op)), |i| is_set_inactive(&code[i].op));
        for (d, m) in self.code.iter_mut().zip(modes) {
            d.mode = m;
        }
    }

    pub(crate) fn target(&self) -> &Target {
        self.target
    }
    pub(crate) fn layout(&self) -> &Layout {
        self.lay
    }
}

/// A bitcast between vector shapes reads both sides as one little-endian bit string: each
/// destination component is the pieces of the source components its bit range overlaps.
pub(crate) fn repack_pieces(dsts: &[(Slot, u32)], srcs: &[(Slot, u32)]) -> Vec<RepackDst> {
    let mut out = vec![];
    let mut pos = 0u32;
    for &(slot, width) in dsts {
        let (d0, d1) = (pos, pos + width);
        let mut pieces = vec![];
        let mut q = 0u32;
        for &(src, sw) in srcs {
            let (s0, s1) = (q, q + sw);
            let (lo, hi) = (d0.max(s0), d1.min(s1));
            if lo < hi {
                pieces.push(BitPiece { src, src_shift: (lo - s0) as u8, width: (hi - lo) as u8, dst_shift: (lo - d0) as u8 });
            }
            q = s1;
        }
        out.push(RepackDst { slot, pieces });
        pos = d1;
    }
    out
}

fn is_set_inactive(op: &Op) -> bool {
    match op {
        Op::Builtin(ops::Builtin { b, .. }) => b.exec == xlane_core::registry::Exec::DefinesInactive,
        _ => false,
    }
}

/// The results of the ops of the whole-wave slice ([`crate::front::program::ops::Policy::slice`]):
/// what the slice and the undefined-value trace (`exec::trace`) follow back through. Loads,
/// calls, `getelementptr`s and the other ops outside the slice are left out on purpose, so a
/// slice stops at them; every slot an op writes is [`Op::writes`].
pub(crate) fn defs(op: &Op) -> Vec<Slot> {
    if op.policy().slice {
        op.written_slots()
    } else {
        vec![]
    }
}

/// The operands of an op of the whole-wave slice (empty for the others).
pub(crate) fn uses(op: &Op) -> Vec<Slot> {
    if op.policy().slice {
        op.read_slots()
    } else {
        vec![]
    }
}

/// What intrinsic decoding needs from the function context.
pub(crate) trait DecodeCx {
    fn val_of(&mut self, o: &Operand) -> RResult<Vec<Slot>>;
    fn scalar_of(&self, t: &Type) -> RResult<STy>;
    fn push(&mut self, op: Op);
    fn push_wwm_mark(&mut self, srcs: Vec<Slot>, mode: Mode);
    fn fail<T>(&self, kind: ErrKind, msg: String) -> RResult<T>;
    fn target_ref(&self) -> &Target;
    fn layout_ref(&self) -> &Layout;
    /// The string a metadata operand names (`!0` → the string node `!0 = !{!"exec"}`).
    fn meta_string(&self, m: &str) -> Option<String>;
    /// `n` new register slots (inline assembly's own registers and temporaries).
    fn fresh(&mut self, n: usize) -> Vec<Slot>;
    /// The pieces (slot, width) a bitcast packed `slot` from, low bits first, if it did.
    fn packed_from(&self, _slot: Slot) -> Option<Vec<(Slot, u32)>> {
        None
    }
    /// Whether the call being decoded carries fast-math `reassoc` (or `fast`); a context
    /// that does not know answers true, the reading that promises least.
    fn call_reassoc(&self) -> bool {
        true
    }
}

impl DecodeCx for FnCx<'_> {
    fn val_of(&mut self, o: &Operand) -> RResult<Vec<Slot>> {
        self.val(&o.val, &o.ty)
    }
    fn scalar_of(&self, t: &Type) -> RResult<STy> {
        self.scalar(t)
    }
    fn push(&mut self, op: Op) {
        self.emit(op)
    }
    fn push_wwm_mark(&mut self, srcs: Vec<Slot>, mode: Mode) {
        let i = self.code.len();
        self.wwm_marks.push((i, srcs, mode));
    }
    fn fail<T>(&self, kind: ErrKind, msg: String) -> RResult<T> {
        self.err(kind, msg)
    }
    fn call_reassoc(&self) -> bool {
        self.reassoc
    }
    fn target_ref(&self) -> &Target {
        self.target()
    }
    fn layout_ref(&self) -> &Layout {
        self.layout()
    }
    fn meta_string(&self, m: &str) -> Option<String> {
        // `!11` is a node (look its string up); `!"exec"` lexes as the name `exec` itself.
        let name = m.strip_prefix('!')?;
        if name.bytes().all(|c| c.is_ascii_digit()) {
            self.m.meta_strings.get(name).cloned()
        } else {
            Some(name.to_string())
        }
    }

    fn fresh(&mut self, n: usize) -> Vec<Slot> {
        self.alloc(n)
    }
    fn packed_from(&self, slot: Slot) -> Option<Vec<(Slot, u32)>> {
        self.packed_from.get(&slot).cloned()
    }
}

/// Resolve an `llvm.amdgcn.*`/`llvm.nvvm.*` name to its registry row and build the call.
/// Functions the runner serves itself, as the host runtime does, whether the module defines
/// them or not ([`FnCx::device_runtime`]).
pub const DEVICE_RUNTIME: &[&str] = &[
    "vprintf",
    "__assertfail",
    "__ockl_printf_begin",
    "__ockl_printf_append_string_n",
    "__ockl_printf_append_args",
    "__ockl_fprintf_stderr_begin",
    "__ockl_fprintf_append_string_n",
    "__ockl_fprintf_append_args",
];

/// The trap of HIP's `__assert_fail`: the run stops with an `assert` error carrying the
/// message the function just printed.
pub(crate) const ASSERT_TRAP: &str = "HIP __assert_fail";

pub(crate) fn registry_call(cx: &mut impl DecodeCx, name: &str, ret: &Type, args: &[Operand], dst: &[Slot]) -> RResult<()> {
    let ty_hint = match ret {
        Type::Struct(fs, _) => fs.first().and_then(|t| call_elem_ty(cx.layout_ref(), t)),
        t => call_elem_ty(cx.layout_ref(), t),
    };
    let operands: Vec<&Operand> = args.iter().filter(|o| o.ty != Type::Metadata).collect();
    let (b, ty) = resolve_row(cx, name, ty_hint)?;
    check_operands(cx, name, b, ty, &operands)?;
    let mut bargs = vec![];
    for o in operands {
        let elem_bits = cx.layout_ref().scalar(o.ty.scalar()).map(|s| s.bits()).unwrap_or(32);
        match &o.val {
            Value::Const(Const::Int(v)) => bargs.push(BArg::Imm(*v as u64 & crate::front::ll::layout::mask(elem_bits))),
            Value::Const(Const::Float(v)) => bargs.push(BArg::Imm(*v)),
            _ => {
                let slots = cx.val_of(o)?;
                bargs.push(BArg::Slots { slots, elem_bits });
            }
        }
    }
    push_builtin(cx, b, ty, bargs, dst)
}

/// The registry element type an IR value of type `t` carries (`<2 x half>` is one packed
/// `F16x2`); `None` for types no row takes.
fn call_elem_ty(lay: &Layout, t: &Type) -> Option<ElemTy> {
    match t {
        Type::Vector(2, e) if **e == Type::Half => Some(ElemTy::F16x2),
        Type::Vector(2, e) if **e == Type::BFloat => Some(ElemTy::BF16x2),
        Type::Struct(..) | Type::Array(..) => None,
        t => lay.scalar(t.scalar()).map(elem_ty),
    }
}

/// A registry intrinsic's operands against its row, which is the signature LLVM's intrinsic
/// table gives (`IntrinsicsAMDGPU.td`, `IntrinsicsNVVM.td`): one operand per parameter, each
/// of the parameter's width and kind (integers of either signedness; a generic `T` is the
/// call's element type).
fn check_operands(cx: &impl DecodeCx, name: &str, b: &Builtin, ty: ElemTy, ops: &[&Operand]) -> RResult<()> {
    let want = |p: &xlane_core::registry::Param| match p.ty {
        xlane_core::registry::Ty::T => ty,
        xlane_core::registry::Ty::Fixed(e) => e,
    };
    let fits = |o: &Operand, e: ElemTy| call_elem_ty(cx.layout_ref(), &o.ty).is_some_and(|h| h.bits() == e.bits() && h.is_float() == e.is_float());
    if ops.len() == b.params.len() && ops.iter().zip(b.params).all(|(o, p)| fits(o, want(p))) {
        return Ok(());
    }
    let sig = b.params.iter().map(|p| format!("{} {}", want(p).name(), p.name)).collect::<Vec<_>>().join(", ");
    let given = ops.iter().map(|o| o.ty.to_string()).collect::<Vec<_>>().join(", ");
    cx.fail::<()>(ErrKind::Malformed, format!("`{name}` is called with ({given}); its signature is `{}({sig})`", b.name))
        .map_err(|e| e.with_help("pass one operand per parameter, of the listed widths (`xlane avail NAME` shows the row)"))
}

fn resolve_row(cx: &impl DecodeCx, name: &str, ty_hint: Option<ElemTy>) -> RResult<(&'static Builtin, ElemTy)> {
    match xlane_core::call::resolve(name, ty_hint, Some(cx.target_ref())) {
        Ok(r) => Ok(r),
        Err(d) if d.kind == xlane_core::DiagKind::UnknownBuiltin => {
            // The float wave reductions round once per step, in an order the backend's
            // strategy (iterative or DPP) picks, so no result is exact.
            if name.starts_with("llvm.amdgcn.wave.reduce.f") {
                return cx.fail(ErrKind::Unsupported, format!("`{name}`: a float wave reduction rounds in the order of the backend's lowering, which xlane does not model"));
            }
            cx.fail(ErrKind::Unsupported, format!("intrinsic `{name}` is not in xlane's registry"))
        }
        Err(d) => cx.fail(RunError::from(d.clone()).kind, d.message),
    }
}

/// Build the registry call `name(args)` whose result goes to `dst` (`ty_hint`: the element
/// type the call site implies, for generic rows). Inline assembly comes here with operands
/// that are already slots.
pub(crate) fn registry_call_with(cx: &mut impl DecodeCx, name: &str, ty_hint: Option<ElemTy>, bargs: Vec<BArg>, dst: &[Slot]) -> RResult<()> {
    let (b, ty) = resolve_row(cx, name, ty_hint)?;
    if bargs.len() != b.params.len() {
        return cx.fail(ErrKind::Malformed, format!("`{name}` takes {} operand(s), {} given", b.params.len(), bargs.len()));
    }
    push_builtin(cx, b, ty, bargs, dst)
}

fn push_builtin(cx: &mut impl DecodeCx, b: &'static Builtin, ty: ElemTy, bargs: Vec<BArg>, dst: &[Slot]) -> RResult<()> {
    let nout = b.ret.count();
    // A packed result (`<2 x half>`) is one registry output unpacked into its pieces' slots;
    // so is each value of a struct of them (`mma`'s `{<2 x half>, <2 x half>}`).
    let outs: Vec<BOut> = if nout >= 1 && dst.len() > nout && dst.len().is_multiple_of(nout) && !matches!(b.ret, Ret::WithPred(_) | Ret::Pair(_)) {
        let per = dst.len() / nout;
        let bits = (32 / per) as u8;
        dst.iter()
            .enumerate()
            .map(|(i, &slot)| BOut { slot, output: (i / per) as u8, piece: (bits != 0).then_some(Piece { index: (i % per) as u8, bits }) })
            .collect()
    } else {
        dst.iter().take(nout).enumerate().map(|(i, &slot)| BOut { slot, output: i as u8, piece: None }).collect()
    };
    // NVIDIA `*_sync` operations name their member lanes in a member-mask parameter.
    let member = b.params.iter().position(|p| p.role == xlane_core::registry::Role::MemberMask).map(|i| i as u8);
    let lanes = CallLanes::of(b);
    cx.push(Op::Builtin(ops::Builtin { b, ty, args: bargs, outs, member, lanes }));
    Ok(())
}
