//! A minimal LLVM IR builder: just enough to print the instruction sequence clang-22 emits for
//! one builtin call (`-O1`), with its `declare` lines. Values keep the names the user wrote
//! (`%old`, `%v`), so the output reads like the call it came from.

use std::fmt::{self, Write};

use xlane_core::value::ElemTy;

/// An LLVM type, spelled as LLVM prints it (`i32`, `{ i32, i1 }`, `<2 x half>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LTy(pub &'static str);

impl LTy {
    pub const VOID: LTy = LTy("void");
    pub const I1: LTy = LTy("i1");
    pub const I8: LTy = LTy("i8");
    pub const I16: LTy = LTy("i16");
    pub const I32: LTy = LTy("i32");
    pub const I64: LTy = LTy("i64");
    pub const F32: LTy = LTy("float");
    pub const F64: LTy = LTy("double");
    pub const PTR: LTy = LTy("ptr");

    /// Width in bits of a scalar integer or float type (0 for the others).
    pub fn bits(self) -> u32 {
        match self.0 {
            "i1" => 1,
            "i8" => 8,
            "i16" | "half" | "bfloat" => 16,
            "i32" | "float" | "<2 x half>" | "<2 x bfloat>" => 32,
            "i64" | "double" => 64,
            _ => 0,
        }
    }
    pub fn is_int(self) -> bool {
        self.0.starts_with('i')
    }
    /// The integer type of the same width.
    pub fn as_int(self) -> LTy {
        match self.bits() {
            1 => LTy::I1,
            8 => LTy::I8,
            16 => LTy::I16,
            64 => LTy::I64,
            _ => LTy::I32,
        }
    }
}

impl fmt::Display for LTy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// An operand: a named argument, a temporary, a constant or `poison`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Named(String, LTy),
    Tmp(u32, LTy),
    /// Integer bits (sign-extended for printing, as LLVM prints integers signed).
    Const(i64, LTy),
    Poison(LTy),
}

impl Value {
    pub fn ty(&self) -> LTy {
        match self {
            Value::Named(_, t) | Value::Tmp(_, t) | Value::Const(_, t) | Value::Poison(t) => *t,
        }
    }
    /// The number of a temporary (`%3` → 3).
    pub fn tmp_id(&self) -> Option<u32> {
        match self {
            Value::Tmp(i, _) => Some(*i),
            _ => None,
        }
    }
    pub fn constant(&self) -> Option<i64> {
        match self {
            Value::Const(v, _) => Some(*v),
            _ => None,
        }
    }
    /// The value without its type: `%old`, `273`, `true`, `poison`.
    pub fn bare(&self) -> String {
        match self {
            Value::Named(n, _) => format!("%{n}"),
            Value::Tmp(i, _) => format!("%{i}"),
            Value::Poison(_) => "poison".into(),
            Value::Const(v, t) => const_text(*v, *t),
        }
    }
}

/// Whether an instruction reads the value `v` (`%3`, `%v`).
fn uses(i: &Inst, v: &str) -> bool {
    let reads = |t: &str| t.split([' ', ',', '(', ')']).any(|w| w == v);
    match i {
        Inst::Call { call, .. } => call.args.iter().any(|a| a.bare() == v),
        Inst::Op { text, .. } | Inst::Term(text) => reads(text),
        Inst::Label(_) => false,
    }
}

/// A type name from instruction text as the `'static` spelling `LTy` keeps.
fn leak(t: &str) -> &'static str {
    ["i1", "i8", "i16", "i32", "i64"].into_iter().find(|k| *k == t).unwrap_or("i32")
}

/// LLVM's spelling of a constant of type `t` (integers signed, `i1` as true/false, floats in
/// the hexadecimal double form LLVM accepts for every float type).
fn const_text(v: i64, t: LTy) -> String {
    match t.0 {
        "i1" => (v & 1 != 0).to_string(),
        "i8" => (v as i8).to_string(),
        "i16" => (v as i16).to_string(),
        "i32" => (v as i32).to_string(),
        "float" => format!("0x{:016X}", (f32::from_bits(v as u32) as f64).to_bits()),
        "double" => format!("0x{:016X}", v as u64),
        _ => v.to_string(),
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.ty(), self.bare())
    }
}

/// One intrinsic call: what instruction selection works from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// Full intrinsic name with overload suffix: `llvm.amdgcn.update.dpp.i32`.
    pub callee: String,
    pub ret: LTy,
    pub args: Vec<Value>,
    /// Which operands are `immarg` (printed in the declaration).
    pub immarg: Vec<bool>,
}

impl Call {
    /// The `declare` line clang prints for this intrinsic.
    pub fn declaration(&self) -> String {
        let params: Vec<String> = self.args.iter().zip(&self.immarg).map(|(a, &imm)| if imm { format!("{} immarg", a.ty()) } else { a.ty().to_string() }).collect();
        format!("declare {} @{}({})", self.ret, self.callee, params.join(", "))
    }
    /// `call i32 @llvm.…(i32 %old, …)` without a destination.
    pub fn text(&self) -> String {
        let args: Vec<String> = self.args.iter().map(|a| a.to_string()).collect();
        format!("call {} @{}({})", self.ret, self.callee, args.join(", "))
    }
    pub fn arg_const(&self, i: usize) -> Option<i64> {
        self.args.get(i).and_then(Value::constant)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inst {
    Call {
        dst: Option<u32>,
        call: Call,
    },
    /// Any other instruction, already printed after `%dst = `.
    Op {
        dst: u32,
        text: String,
    },
    /// The start of a block (`%N:`; the entry block has none). Labels are numbered with the
    /// values, as LLVM numbers unnamed blocks.
    Label(u32),
    /// A block's terminator (`br …`), already printed.
    Term(String),
}

/// The entry block, which has no label of its own (`%entry` in a phi).
pub const ENTRY: u32 = u32::MAX;

/// A block as a phi names it (`%entry`, `%3`).
pub fn block_name(l: u32) -> String {
    if l == ENTRY {
        "%entry".into()
    } else {
        format!("%{l}")
    }
}

/// A straight-line instruction sequence with a result.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Body {
    pub insts: Vec<Inst>,
    pub result: Option<Value>,
    next: u32,
    /// What llc's own known-bits and addressing-mode folds make of this IR (the IR is still
    /// what clang prints): calls whose results llc proves unused, and a constant it moves from
    /// every `ds_bpermute` address into the instruction's `offset:` field.
    pub llc: LlcFolds,
    /// The blocks that dominate the one being filled (the entry block first): only their
    /// instructions can stand for an identical new one (EarlyCSE; clang -O1 runs no GVN).
    pub dom: Vec<u32>,
}

/// See [`Body::llc`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LlcFolds {
    pub dropped_calls: Vec<u32>,
    pub bpermute_offset: i64,
    /// The call's value is a signed 8/16-bit C result, sign-extended after the intrinsic (0:
    /// not so): GFX11+'s DPP combiner can merge a dead-`old` DPP move into that `v_bfe_i32`.
    pub sext_from: u32,
}

impl Body {
    /// A new block label (numbered with the values).
    pub fn label(&mut self) -> u32 {
        self.next += 1;
        self.next - 1
    }

    /// Whether instruction `k` lies in a block that dominates the current one.
    fn visible(&self, k: usize) -> bool {
        let block = self.insts[..k].iter().rev().find_map(|i| if let Inst::Label(l) = i { Some(*l) } else { None }).unwrap_or(ENTRY);
        block == ENTRY || self.dom.contains(&block)
    }

    fn fresh(&mut self, ty: LTy) -> Value {
        let v = Value::Tmp(self.next, ty);
        self.next += 1;
        v
    }
    /// Emit a call; returns its result (None for void).
    pub fn call(&mut self, callee: impl Into<String>, ret: LTy, args: Vec<Value>, immarg: Vec<bool>) -> Option<Value> {
        let call = Call { callee: callee.into(), ret, args, immarg };
        // GVN: a second identical lane-id read is the first one's value.
        if call.callee.starts_with("llvm.amdgcn.mbcnt.") || call.callee.starts_with("llvm.nvvm.read.ptx.sreg.") {
            let same = self.insts.iter().enumerate().find_map(|(k, i)| match i {
                Inst::Call { dst: Some(d), call: c } if *c == call && self.visible(k) => Some(Value::Tmp(*d, ret)),
                _ => None,
            });
            if same.is_some() {
                return same;
            }
        }
        let dst = (ret != LTy::VOID).then(|| self.fresh(ret));
        let id = match &dst {
            Some(Value::Tmp(i, _)) => Some(*i),
            _ => None,
        };
        self.insts.push(Inst::Call { dst: id, call });
        dst
    }
    /// Emit `%n = <text>` producing a value of type `ty`. An instruction already computed
    /// with the same operands is that value (GVN).
    pub fn op(&mut self, ty: LTy, text: String) -> Value {
        if let Some(d) = self.insts.iter().enumerate().find_map(|(k, i)| match i {
            Inst::Op { dst, text: t } if *t == text && self.visible(k) => Some(*dst),
            _ => None,
        }) {
            return Value::Tmp(d, ty);
        }
        let dst = self.fresh(ty);
        let Value::Tmp(id, _) = dst else { unreachable!() };
        self.insts.push(Inst::Op { dst: id, text });
        dst
    }
    pub fn bin(&mut self, opcode: &str, a: &Value, b: &Value) -> Value {
        self.op(a.ty(), format!("{opcode} {} {}, {}", a.ty(), a.bare(), b.bare()))
    }
    pub fn icmp(&mut self, pred: &str, a: &Value, b: &Value) -> Value {
        // InstCombine: `zext i1 %c` compared `!= 0` is `%c` (a C bool passed as an int).
        if let (Value::Tmp(id, _), "ne", Some(0)) = (a, pred, b.constant()) {
            let bool_src = self.insts.iter().find_map(|i| match i {
                Inst::Op { dst, text } if dst == id => text.strip_prefix("zext i1 %").and_then(|r| r.split(' ').next()).map(str::to_string),
                _ => None,
            });
            if let Some(src) = bool_src {
                return match src.parse::<u32>() {
                    Ok(n) => Value::Tmp(n, LTy::I1),
                    Err(_) => Value::Named(src, LTy::I1),
                };
            }
        }
        self.op(LTy::I1, format!("icmp {pred} {} {}, {}", a.ty(), a.bare(), b.bare()))
    }
    pub fn select(&mut self, c: &Value, a: &Value, b: &Value) -> Value {
        self.op(a.ty(), format!("select {c}, {a}, {b}"))
    }
    /// A cast (`bitcast`, `zext`, `trunc`, `sext`); a no-op cast returns the value itself.
    pub fn cast(&mut self, opcode: &str, v: &Value, to: LTy) -> Value {
        if v.ty() == to {
            return v.clone();
        }
        self.op(to, format!("{opcode} {v} to {to}"))
    }
    pub fn extract(&mut self, agg: &Value, idx: u32, ty: LTy) -> Value {
        self.op(ty, format!("extractvalue {agg}, {idx}"))
    }
    /// InstCombine's canonical comparisons (InstCombineCompares.cpp): against a constant, a
    /// non-strict predicate becomes strict (`sge 16` is `sgt 15`); a predicate that is not
    /// canonical (`ne`, `sge`, `sle`, `uge`, `ule`) whose every user is a `select` condition is
    /// inverted, and those selects swap their arms (`canonicalizeICmpPredicate`).
    pub fn canonicalize_compares(&mut self) {
        for k in 0..self.insts.len() {
            let Inst::Op { dst, text } = &self.insts[k] else { continue };
            let (dst, text) = (*dst, text.clone());
            let Some(rest) = text.strip_prefix("icmp ") else { continue };
            let mut w = rest.splitn(3, ' ');
            let (Some(pred), Some(ty), Some(ops)) = (w.next(), w.next(), w.next()) else { continue };
            let Some((a, b)) = ops.split_once(", ") else { continue };
            let bits = LTy(leak(ty)).bits();
            let (mut pred, mut b) = (pred.to_string(), b.to_string());
            let me = format!("%{dst}");
            let users: Vec<usize> = (0..self.insts.len()).filter(|&j| uses(&self.insts[j], &me)).collect();
            let all_selects = !users.is_empty()
                && users.iter().all(|&j| match &self.insts[j] {
                    Inst::Op { text, .. } => text.starts_with(&format!("select i1 {me}, ")) && !text[format!("select i1 {me}, ").len()..].contains(&me),
                    // A conditional branch swaps its successors (InstCombine visitBranchInst).
                    Inst::Term(text) => text.starts_with(&format!("br i1 {me}, ")),
                    Inst::Call { .. } | Inst::Label(_) => false,
                });
            let inverse = match pred.as_str() {
                "ne" => Some("eq"),
                "sge" => Some("slt"),
                "sle" => Some("sgt"),
                "uge" => Some("ult"),
                "ule" => Some("ugt"),
                _ => None,
            };
            if let (Some(inv), true) = (inverse, all_selects) {
                pred = inv.to_string();
                for j in users {
                    if let Inst::Op { text, .. } | Inst::Term(text) = &mut self.insts[j] {
                        let head = if text.starts_with("br ") { format!("br i1 {me}, ") } else { format!("select i1 {me}, ") };
                        if let Some((x, y)) = text[head.len()..].split_once(", ") {
                            *text = format!("{head}{y}, {x}");
                        }
                    }
                }
            }
            if let Ok(c) = b.parse::<i64>() {
                // The signed range of an `i{bits}` (i64 included: no overflow).
                let min = i64::MIN >> (64 - bits.clamp(1, 64));
                let (max, umax) = (!min, -1i64);
                let strict = match pred.as_str() {
                    "sge" if c != min => Some(("sgt", c - 1)),
                    "sle" if c != max => Some(("slt", c + 1)),
                    "uge" if c != 0 => Some(("ugt", c - 1)),
                    "ule" if c != umax => Some(("ult", c + 1)),
                    _ => None,
                };
                if let Some((p, c)) = strict {
                    pred = p.to_string();
                    b = const_text(c, LTy(leak(ty)));
                }
            }
            self.insts[k] = Inst::Op { dst, text: format!("icmp {pred} {ty} {a}, {b}") };
        }
    }

    /// The intrinsic calls in order (what instruction selection reads).
    pub fn calls(&self) -> impl Iterator<Item = &Call> {
        self.insts.iter().filter_map(|i| match i {
            Inst::Call { call, .. } => Some(call),
            _ => None,
        })
    }

    /// Whether the body has more than one block.
    pub fn branches(&self) -> bool {
        self.insts.iter().any(|i| matches!(i, Inst::Label(_)))
    }

    /// The instructions as IR text (blocks after a blank line, as LLVM prints them).
    pub fn insts_text(&self) -> String {
        let mut s = String::new();
        for i in &self.insts {
            match i {
                Inst::Call { dst: Some(d), call } => writeln!(s, "  %{d} = {}", call.text()),
                Inst::Call { dst: None, call } => writeln!(s, "  {}", call.text()),
                Inst::Op { dst, text } => writeln!(s, "  %{dst} = {text}"),
                Inst::Label(l) => writeln!(s, "\n{l}:"),
                Inst::Term(text) => writeln!(s, "  {text}"),
            }
            .unwrap();
        }
        s
    }

    /// One `declare` line per distinct intrinsic, in order of first call.
    pub fn decls_text(&self) -> String {
        let mut s = String::new();
        let mut seen = vec![];
        for c in self.calls() {
            let d = c.declaration();
            if !seen.contains(&d) {
                seen.push(d);
            }
        }
        for d in seen {
            writeln!(s, "{d}").unwrap();
        }
        s
    }

    /// The body as IR text, then one `declare` per distinct intrinsic.
    pub fn to_text(&self) -> String {
        let mut s = self.insts_text();
        let mut seen = vec![];
        for c in self.calls() {
            let d = c.declaration();
            if !seen.contains(&d) {
                seen.push(d);
            }
        }
        if !seen.is_empty() {
            s.push('\n');
        }
        for d in seen {
            writeln!(s, "{d}").unwrap();
        }
        s
    }
}

/// The LLVM type of an element type (integers are sign-agnostic).
pub fn ltype(e: ElemTy) -> LTy {
    match e {
        ElemTy::Bool => LTy::I1,
        ElemTy::I8 | ElemTy::U8 => LTy::I8,
        ElemTy::I16 | ElemTy::U16 => LTy::I16,
        ElemTy::I32 | ElemTy::U32 => LTy::I32,
        ElemTy::I64 | ElemTy::U64 => LTy::I64,
        ElemTy::F16 => LTy("half"),
        ElemTy::BF16 => LTy("bfloat"),
        ElemTy::F32 => LTy::F32,
        ElemTy::F64 => LTy::F64,
        ElemTy::F16x2 => LTy("<2 x half>"),
        ElemTy::BF16x2 => LTy("<2 x bfloat>"),
    }
}

/// The LLVM struct of `n` values of type `t` (`{ float, float, float, float }`): the results of
/// `ldmatrix.x2/.x4` and `mma`. Each distinct type is spelled once and kept.
pub fn struct_of(n: u8, t: LTy) -> LTy {
    static TYPES: std::sync::OnceLock<std::sync::Mutex<std::collections::HashMap<(u8, &'static str), &'static str>>> = std::sync::OnceLock::new();
    let mut m = TYPES.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    LTy(m.entry((n, t.0)).or_insert_with(|| Box::leak(format!("{{ {} }}", vec![t.0; n as usize].join(", ")).into_boxed_str())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_like_clang() {
        let mut b = Body::default();
        let old = Value::Named("old".into(), LTy::I32);
        let src = Value::Named("v".into(), LTy::I32);
        b.call(
            "llvm.amdgcn.update.dpp.i32",
            LTy::I32,
            vec![old, src, Value::Const(0x111, LTy::I32), Value::Const(15, LTy::I32), Value::Const(15, LTy::I32), Value::Const(0, LTy::I1)],
            vec![false, false, true, true, true, true],
        );
        let t = b.to_text();
        assert!(t.contains("%0 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %v, i32 273, i32 15, i32 15, i1 false)"), "{t}");
        assert!(t.contains("declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)"), "{t}");
    }

    #[test]
    fn constants_print_signed() {
        assert_eq!(Value::Const(0xfedcba98, LTy::I32).bare(), "-19088744");
        assert_eq!(Value::Const(-1, LTy::I64).bare(), "-1");
        assert_eq!(Value::Const(1, LTy::I1).bare(), "true");
    }
}
