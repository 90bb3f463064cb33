//! The part of LLVM's IR verifier (lib/IR/Verifier.cpp) that the decoder and runner rely on,
//! run on every parsed module: text that parses but is not valid IR is refused here with
//! its line, instead of reaching an assertion in the decoder or a wrong answer at run time.
//!
//! Checked: each SSA name is defined once per function, by an instruction that dominates
//! its uses (a phi's: the end of the block the value comes from); a block ends in its one terminator;
//! a local is used at the type it was defined with; a `void` call defines no value; `ret`
//! matches the function's return type; a conditional branch tests an `i1`; a string
//! constant fills its array exactly; pointer widths are 8..=64 bits (AMDGPU buffer pointers:
//! 160 bits in address space 7, 128 in 8); every direct call matches its callee's
//! declaration (see [`calls`]); and sizes stay within the runner's limits (below) before
//! anything is allocated.

use std::collections::HashMap;

use super::ast::{Callee, Const, Function, Inst, InstKind, Module, Operand, Param, Type, Value};
use super::layout::Layout;
use super::ParseError;

/// The largest object (global, stack slot, loaded value) the runner allocates: 1 GiB.
pub const MAX_OBJECT_BYTES: u64 = 1 << 30;
/// The most bytes all of a module's globals may take together (a probe of eight 1 GiB globals
/// aborted the runner under a 6 GiB address-space limit).
pub const MAX_GLOBAL_BYTES: u64 = 1 << 31;
/// The most scalar components one SSA value may have (a `<N x T>` or an aggregate in a
/// register); each component is a register of every lane.
pub const MAX_VALUE_COMPONENTS: u64 = 1 << 16;

type R<T> = Result<T, ParseError>;

pub fn module(m: &Module, src: &str) -> R<()> {
    let lay = Layout::from_datalayout(&m.datalayout);
    pointer_widths(&m.datalayout, src)?;
    let mut total = 0u64;
    for g in &m.globals {
        object_size(&lay, &g.ty, g.line, &format!("global `@{}`", g.name))?;
        total = total.saturating_add(lay.size(&g.ty));
        if total > MAX_GLOBAL_BYTES {
            return Err(ParseError::unsupported(
                g.line,
                format!("the module's globals up to `@{}` take {total} bytes; the runner allocates at most {MAX_GLOBAL_BYTES} bytes (2 GiB) of globals", g.name),
            ));
        }
        if let Some(c) = &g.init {
            constant(&g.ty, c, g.line)?;
        }
    }
    for f in &m.functions {
        function(&lay, f)?;
    }
    calls(m)
}

/// Every direct call names a function the module declares or defines, and passes the
/// arguments and expects the result its declaration states. LLVM's parser refuses a call to
/// an undeclared name, and its verifier an intrinsic called with a signature other than its
/// declaration's ("Intrinsic called with incompatible signature"); for any other function a
/// mismatched call is undefined behaviour (LangRef `call`), which has no result to model.
/// The decoder indexes operands by the declaration's shape, so this check comes first.
fn calls(m: &Module) -> R<()> {
    let decls: HashMap<&str, &Function> = m.functions.iter().map(|f| (f.name.as_str(), f)).collect();
    let mut implied: HashMap<&str, Function> = HashMap::new();
    for f in &m.functions {
        for i in f.blocks.iter().flat_map(|b| &b.insts) {
            let InstKind::Call { ret, callee: Callee::Global(name), args, .. } = &i.kind else { continue };
            if !decls.contains_key(name.as_str()) && !implied.contains_key(name.as_str()) {
                if m.globals.iter().any(|g| g.name == *name) {
                    continue; // a call through a global variable's address: indirect, refused later
                }
                if !name.starts_with("llvm.") {
                    return Err(ParseError::new(i.line, format!("call to `@{name}`, which the module neither declares nor defines"))
                        .with_help(format!("add its declaration, e.g. `declare {ret} @{name}({})`", type_list(args.iter().map(|a| &a.ty)))));
                }
                // LLVM's parser declares an intrinsic the module calls without declaring it,
                // with the first call's signature.
                let params = args.iter().map(|a| Param { ty: a.ty.clone(), name: String::new(), byval: None }).collect();
                let declaration =
                    Function { name: name.clone(), ret: ret.clone(), params, vararg: false, cconv: None, attr_group: None, blocks: vec![], line: i.line, lazy_body: None };
                implied.insert(name.as_str(), declaration);
            }
            let Some(d) = decls.get(name.as_str()).copied().or_else(|| implied.get(name.as_str())) else { continue };
            let arity_ok = if d.vararg { args.len() >= d.params.len() } else { args.len() == d.params.len() };
            let types_ok = args.iter().zip(&d.params).all(|(a, p)| a.ty == p.ty);
            if *ret != d.ret || !arity_ok || !types_ok {
                let kind = if name.starts_with("llvm.") { "an intrinsic called with a signature other than its declaration's" } else { "undefined behaviour in LLVM" };
                return Err(ParseError::new(
                    i.line,
                    format!("call `{ret} @{name}({})` does not match its callee `{}` ({kind})", type_list(args.iter().map(|a| &a.ty)), signature(d)),
                )
                .with_help(format!("call it as declared (or first called) at line {}: {} argument(s), of the types listed", d.line, d.params.len())));
            }
            if name.starts_with("llvm.") {
                intrinsic_operands(d, i.line)?;
            }
        }
    }
    Ok(())
}

/// An intrinsic takes and returns single values: scalars, pointers and non-empty vectors
/// (and metadata or tokens), or returns a struct of them (`*.with.overflow`, `frexp`).
/// Empty or aggregate operands do not occur in LLVM's intrinsic table; the decoder reads
/// each operand's first component, so they are refused here.
fn intrinsic_operands(d: &Function, line: u32) -> R<()> {
    let single = |t: &Type| match t {
        Type::Int(_) | Type::Half | Type::BFloat | Type::Float | Type::Double | Type::Ptr(_) | Type::Metadata | Type::Token => true,
        Type::Vector(n, e) => *n > 0 && !matches!(**e, Type::Vector(..)),
        _ => false,
    };
    let ret_ok = match &d.ret {
        Type::Void => true,
        Type::Struct(fs, _) => !fs.is_empty() && fs.iter().all(single),
        t => single(t),
    };
    if let Some(p) = d.params.iter().find(|p| !single(&p.ty)) {
        return Err(ParseError::new(line, format!("intrinsic `{}` takes an operand of type `{}`; intrinsics take scalars, pointers and vectors", signature(d), short(&p.ty))));
    }
    if !ret_ok {
        return Err(ParseError::new(line, format!("intrinsic `{}` returns `{}`; intrinsics return scalars, pointers, vectors or a struct of them", signature(d), short(&d.ret))));
    }
    Ok(())
}

fn type_list<'a>(ts: impl Iterator<Item = &'a Type>) -> String {
    ts.map(short).collect::<Vec<_>>().join(", ")
}

/// `i32 @f(i32, ptr, ...)`, for messages.
fn signature(f: &Function) -> String {
    let dots = if f.vararg {
        if f.params.is_empty() {
            "..."
        } else {
            ", ..."
        }
    } else {
        ""
    };
    format!("{} @{}({}{dots})", short(&f.ret), f.name, type_list(f.params.iter().map(|p| &p.ty)))
}

/// `p[N]:SIZE:…` in the datalayout: the runner keeps addresses in 64 bits, so an address
/// space that the module uses may not have wider (or zero-width) pointers.
fn pointer_widths(dl: &str, src: &str) -> R<()> {
    for part in dl.split('-') {
        let Some(rest) = part.strip_prefix('p') else { continue };
        let mut it = rest.split(':');
        let as_ = it.next().unwrap_or("");
        let Ok(as_) = (if as_.is_empty() { Ok(0) } else { as_.parse::<u32>() }) else { continue };
        let Some(bits) = it.next() else { continue };
        let Ok(bits) = bits.parse::<u64>() else {
            return Err(ParseError::new(1, format!("datalayout `{part}`: `{bits}` is not a pointer width")));
        };
        let used = as_ == 0 || src.contains(&format!("addrspace({as_})"));
        // AMDGPU buffer fat pointers and buffer resources, kept as dwords (`Layout::ptr_dwords`)
        let buffer_pointer = matches!((as_, bits), (7, 160) | (8, 128));
        if used && !buffer_pointer && (bits == 0 || bits > 64 || bits % 8 != 0) {
            return Err(ParseError::unsupported(
                1,
                format!("datalayout `{part}`: {bits}-bit pointers in address space {as_}; xlane's runner models pointers of 8 to 64 bits (a multiple of 8)"),
            ));
        }
    }
    Ok(())
}

fn object_size(lay: &Layout, t: &Type, line: u32, what: &str) -> R<()> {
    let size = lay.size(t);
    if size > MAX_OBJECT_BYTES {
        return Err(ParseError::unsupported(
            line,
            format!("{what} of type `{}` is {size} bytes; the runner allocates objects of at most {MAX_OBJECT_BYTES} bytes (1 GiB)", short(t)),
        ));
    }
    Ok(())
}

fn value_type(lay: &Layout, t: &Type, line: u32) -> R<()> {
    object_size(lay, t, line, "a value")?;
    let n = components(t);
    if n > MAX_VALUE_COMPONENTS {
        return Err(ParseError::unsupported(line, format!("a value of type `{}` has {n} components; the runner keeps at most {MAX_VALUE_COMPONENTS} per SSA value", short(t))));
    }
    Ok(())
}

/// Scalar components, saturating (types may be absurdly large before they are refused).
fn components(t: &Type) -> u64 {
    match t {
        Type::Vector(n, _) => *n as u64,
        Type::Array(n, e) => n.saturating_mul(components(e)),
        Type::Struct(fs, _) => fs.iter().fold(0u64, |a, f| a.saturating_add(components(f))),
        Type::Void => 0,
        _ => 1,
    }
}

/// A type for messages: long names are cut.
fn short(t: &Type) -> String {
    let s = t.to_string();
    if s.chars().count() > 80 {
        format!("{}…", s.chars().take(80).collect::<String>())
    } else {
        s
    }
}

/// A constant of type `t`: string constants fill their array exactly; aggregates have one
/// entry per element.
fn constant(t: &Type, c: &Const, line: u32) -> R<()> {
    match (t, c) {
        (_, Const::Bytes(b)) => match t {
            Type::Array(n, e) if **e == Type::Int(8) && *n == b.len() as u64 => Ok(()),
            Type::Array(n, e) if **e == Type::Int(8) => Err(ParseError::new(line, format!("constant string has {} bytes, its type `{t}` holds {n}", b.len()))),
            _ => Err(ParseError::new(line, format!("a string constant `c\"…\"` needs an array of i8, not `{}`", short(t)))),
        },
        (Type::Array(..) | Type::Vector(..), Const::Agg(es)) => {
            let n = match t {
                Type::Vector(k, _) => *k as u64,
                Type::Array(k, _) => *k,
                _ => 0,
            };
            if es.len() as u64 != n {
                return Err(ParseError::new(line, format!("constant of type `{}` lists {} elements", short(t), es.len())));
            }
            es.iter().try_for_each(|(et, ec)| constant(et, ec, line))
        }
        (Type::Struct(fs, _), Const::Agg(es)) => {
            if es.len() != fs.len() {
                return Err(ParseError::new(line, format!("constant of type `{}` lists {} fields", short(t), es.len())));
            }
            es.iter().try_for_each(|(et, ec)| constant(et, ec, line))
        }
        _ => Ok(()),
    }
}

fn function(lay: &Layout, f: &Function) -> R<()> {
    let mut types: HashMap<&str, &Type> = HashMap::new();
    for p in &f.params {
        value_type(lay, &p.ty, f.line)?;
        if !p.name.is_empty() && types.insert(p.name.as_str(), &p.ty).is_some() {
            return Err(ParseError::new(f.line, format!("`@{}`: parameter `%{}` is defined twice", f.name, p.name)));
        }
    }
    // Definitions first (a use may come before its definition in the text: phis, loops).
    let mut results = vec![];
    for b in &f.blocks {
        for i in &b.insts {
            if let Some(r) = &i.result {
                if let Some(op) = produces_no_value(&i.kind) {
                    return Err(ParseError::new(i.line, format!("`%{r} = {op}`: `{op}` produces no value, so it cannot be named (is an instruction missing before `%{r} =`?)")));
                }
                let Some(t) = i.kind.result_type() else {
                    results.push((r.as_str(), None, i.line));
                    continue;
                };
                results.push((r.as_str(), Some(t), i.line));
            }
        }
    }
    let mut owned: HashMap<&str, Option<Type>> = HashMap::new();
    for (r, t, line) in results {
        if types.contains_key(r) || owned.contains_key(r) {
            return Err(ParseError::new(line, format!("`%{r}` is defined twice in `@{}` (an SSA value has one definition)", f.name)));
        }
        if let Some(t) = &t {
            if *t == Type::Void {
                return Err(ParseError::new(line, format!("`%{r}`: a call returning void defines no value")));
            }
            value_type(lay, t, line)?;
        }
        owned.insert(r, t);
    }
    // Some(None): defined, type not worked out here; None: not defined at all.
    let type_of = |name: &str| -> Option<Option<Type>> { types.get(name).map(|t| Some((*t).clone())).or_else(|| owned.get(name).cloned()) };
    let dominance = Dominance::of(f);
    for (bi, b) in f.blocks.iter().enumerate() {
        let n = b.insts.len();
        if n == 0 {
            return Err(ParseError::new(f.line, format!("block `%{}` of `@{}` is empty (a block ends with a terminator)", b.name, f.name)));
        }
        for (k, i) in b.insts.iter().enumerate() {
            let term = i.kind.is_terminator();
            if term && k + 1 != n {
                return Err(ParseError::new(b.insts[k + 1].line, format!("instruction after the terminator of block `%{}` (a block ends with its one terminator)", b.name)));
            }
            if !term && k + 1 == n {
                return Err(ParseError::new(i.line, format!("block `%{}` does not end with a terminator (br, ret, switch, unreachable)", b.name)));
            }
            uses(i, &type_of, &|name, from| dominance.reaches(name, bi, k, from), f)?;
            memory_types(lay, i)?;
        }
    }
    Ok(())
}

/// Where a function's values are defined, and which blocks dominate which (LLVM's verifier:
/// "Instruction does not dominate all uses!"). A module whose use comes before its definition
/// would otherwise read whatever the register held before, which differs from block to block.
struct Dominance<'f> {
    /// An instruction's result: its block and place in it (parameters dominate every use).
    defined_at: HashMap<&'f str, (usize, usize)>,
    block: HashMap<&'f str, usize>,
    /// Immediate dominators (`front::cfg::dominators`: `usize::MAX` for unreachable blocks).
    idom: Vec<usize>,
}

impl<'f> Dominance<'f> {
    fn of(f: &'f Function) -> Dominance<'f> {
        let block: HashMap<&str, usize> = f.blocks.iter().enumerate().map(|(k, b)| (b.name.as_str(), k)).collect();
        let target = |l: &String| block.get(l.as_str()).map_or(u32::MAX, |&k| k as u32);
        let succs: Vec<Vec<u32>> = (f.blocks.iter())
            .map(|b| match b.insts.last().map(|i| &i.kind) {
                Some(InstKind::Br { target: t }) => vec![target(t)],
                Some(InstKind::CondBr { t, f, .. }) => vec![target(t), target(f)],
                Some(InstKind::Switch { default, cases, .. }) => std::iter::once(default).chain(cases.iter().map(|(_, l)| l)).map(target).collect(),
                _ => vec![],
            })
            .collect();
        let mut defined_at = HashMap::new();
        for (bi, b) in f.blocks.iter().enumerate() {
            for (k, i) in b.insts.iter().enumerate() {
                if let Some(r) = &i.result {
                    defined_at.insert(r.as_str(), (bi, k));
                }
            }
        }
        // (a declaration has no blocks, and `dominators` starts from block 0)
        let idom = if succs.is_empty() { vec![] } else { crate::front::cfg::dominators(&succs) };
        Dominance { defined_at, block, idom }
    }

    /// Whether `name`'s definition runs before its use at instruction `k` of block `b` on every
    /// path, or before the end of block `from` for a phi's incoming value. A use in an
    /// unreachable block, or of an unknown block's value, is left to LLVM's other rules.
    fn reaches(&self, name: &str, b: usize, k: usize, from: Option<&str>) -> bool {
        let Some(&(db, dk)) = self.defined_at.get(name) else { return true };
        let (ub, uk) = match from {
            Some(label) => match self.block.get(label) {
                Some(&p) => (p, usize::MAX),
                None => return true,
            },
            None => (b, k),
        };
        if self.idom.get(ub).is_none_or(|&d| d == usize::MAX) {
            return true;
        }
        if db == ub {
            return dk < uk;
        }
        crate::front::cfg::dominates(&self.idom, db, ub)
    }
}

/// The opcode of an instruction that produces no value (LangRef: "instructions returning
/// void cannot have a name"); a name on one means the text around it is broken.
fn produces_no_value(k: &InstKind) -> Option<&'static str> {
    Some(match k {
        InstKind::Store { .. } => "store",
        InstKind::Br { .. } | InstKind::CondBr { .. } => "br",
        InstKind::Switch { .. } => "switch",
        InstKind::Ret(_) => "ret",
        InstKind::Unreachable => "unreachable",
        InstKind::Fence => "fence",
        _ => return None,
    })
}

/// Every local used at a stated type must have been defined with that type, by an
/// instruction that dominates the use (`reaches`: the use's place, or for a phi the end of the
/// block the value comes from).
fn uses(i: &Inst, type_of: &dyn Fn(&str) -> Option<Option<Type>>, reaches: &dyn Fn(&str, Option<&str>) -> bool, f: &Function) -> R<()> {
    let check_from = |v: &Value, want: &Type, from: Option<&str>| -> R<()> {
        let Value::Local(name) = v else { return Ok(()) };
        if matches!(want, Type::Metadata | Type::Label | Type::Token) {
            return Ok(());
        }
        if type_of(name).is_some() && !reaches(name, from) {
            let place = from.map_or(String::new(), |b| format!(" (coming from block `%{b}`)"));
            return Err(ParseError::new(
                i.line,
                format!("`%{name}` is used here{place} where its definition does not always run first (in SSA form a value's definition dominates its uses)"),
            )
            .with_help("define the value before this use on every path, or pass it through a `phi`"));
        }
        match type_of(name) {
            Some(Some(have)) if have != *want => Err(ParseError::new(i.line, format!("`%{name}` is a `{}` and is used here as a `{}`", short(&have), short(want)))),
            None => Err(ParseError::new(i.line, format!("`%{name}` is not defined in `@{}`", f.name))),
            _ => Ok(()),
        }
    };
    let check = |v: &Value, want: &Type| check_from(v, want, None);
    let op = |o: &Operand| check(&o.val, &o.ty);
    match &i.kind {
        InstKind::Bin { ty, a, b, .. } | InstKind::Cmp { ty, a, b, .. } => {
            check(a, ty)?;
            check(b, ty)
        }
        InstKind::FNeg { ty, a } => check(a, ty),
        InstKind::Select { cond, a, b } => {
            op(cond)?;
            op(a)?;
            op(b)
        }
        InstKind::Cast { from, .. } | InstKind::Freeze(from) => op(from),
        InstKind::Gep { base, idx, .. } => {
            op(base)?;
            idx.iter().try_for_each(op)
        }
        InstKind::Load { ptr, .. } => op(ptr),
        InstKind::Store { val, ptr, .. } => {
            op(val)?;
            op(ptr)
        }
        InstKind::Alloca { count, .. } => count.as_ref().map_or(Ok(()), op),
        InstKind::Phi { ty, incoming } => incoming.iter().try_for_each(|(v, from)| check_from(v, ty, Some(from))),
        InstKind::CondBr { cond, .. } => check(cond, &Type::Int(1)),
        InstKind::Switch { val, .. } => op(val),
        InstKind::Ret(r) => {
            match (r, &f.ret) {
                (None, Type::Void) => {}
                (None, t) => return Err(ParseError::new(i.line, format!("`ret void` in `@{}`, which returns `{}`", f.name, short(t)))),
                (Some(o), t) if o.ty != *t => return Err(ParseError::new(i.line, format!("`ret {}` in `@{}`, which returns `{}`", short(&o.ty), f.name, short(t)))),
                _ => {}
            }
            r.as_ref().map_or(Ok(()), op)
        }
        InstKind::Call { args, .. } => args.iter().try_for_each(op),
        InstKind::ExtractValue { agg, .. } => op(agg),
        InstKind::InsertValue { agg, val, .. } => {
            op(agg)?;
            op(val)
        }
        InstKind::ExtractElement { vec, idx } => {
            op(vec)?;
            op(idx)
        }
        InstKind::InsertElement { vec, val, idx } => {
            op(vec)?;
            op(val)?;
            op(idx)
        }
        InstKind::ShuffleVector { a, b, .. } => {
            op(a)?;
            op(b)
        }
        InstKind::AtomicRmw { ptr, val, .. } => {
            op(ptr)?;
            op(val)
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            op(ptr)?;
            op(cmp)?;
            op(new)
        }
        InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence => Ok(()),
    }
}

/// Sizes of what an instruction allocates or moves, before the decoder lays them out.
fn memory_types(lay: &Layout, i: &Inst) -> R<()> {
    match &i.kind {
        InstKind::Alloca { ty, .. } => object_size(lay, ty, i.line, "an `alloca`"),
        InstKind::Gep { src_ty, .. } => object_size(lay, src_ty, i.line, "a `getelementptr` element type"),
        InstKind::Load { ty, .. } => value_type(lay, ty, i.line),
        InstKind::Store { val, .. } => value_type(lay, &val.ty, i.line),
        _ => Ok(()),
    }
}
