//! The `-O1` simplifications of the two-way branches a snippet makes (what `Func::branch` builds: a
//! conditional `br`, one block per arm, a join block with phis), in the order clang-22's
//! pipeline applies them:
//!
//! 1. SimplifyCFG: an arm left empty goes away; the branch then jumps straight to the join, and
//!    the phi entry of the empty arm moves to the end of the phi, naming the block before the
//!    branch (`TryToSimplifyUncondBranchFromEmptyBlock` removes the entry and appends one per
//!    predecessor). Both arms empty: each phi is a `select` (`FoldTwoEntryPHINode`).
//! 2. InstCombine `foldOpIntoPhi`: a cast, or an operation with a constant, whose operand is a
//!    single-use phi with at most one non-constant entry (coming through an unconditional
//!    `br`) is done on each entry: constants fold, the other copy goes to the end of that arm.
//!    `foldPHIArgOpIntoPHI`/`foldPHIArgBinOpIntoPHI`: a phi of two single-use operations that
//!    differ in one operand is that operation of a phi of the operands (placed after the
//!    phis).
//! 3. SimplifyCFG `hoistCommonCodeFromSuccessors` (the late pass, `hoistCommonInsts`): the two
//!    arms' instructions are walked in lockstep; an identical pair whose operands are not
//!    defined in the arm moves before the branch, a different pair is skipped (at most 20);
//!    convergent calls never move, and nothing that reads or writes memory passes a skipped
//!    call with effects.
//!
//! Checked against clang-22 in `crates/xlane-cli/tests/all/lower_snippets.rs`.

use crate::ir::{block_name, Body, Call, Inst, Value, ENTRY};

/// Apply the simplifications to a body built with branches; `ret` follows renamed values.
pub fn simplify(body: &mut Body, ret: &mut Option<Value>) {
    while remove_empty_arm(body, ret) {}
    while fold_op_into_phi(body, ret) || fold_phi_of_ops(body, ret) {}
    hoist(body, ret);
}

/// The label of the block holding instruction `k`.
fn block_of(body: &Body, k: usize) -> u32 {
    body.insts[..k].iter().rev().find_map(|i| if let Inst::Label(l) = i { Some(*l) } else { None }).unwrap_or(ENTRY)
}

/// The index range of block `l`'s instructions (after its label, up to and including its
/// terminator).
fn block(body: &Body, l: u32) -> Option<(usize, usize)> {
    let start = if l == ENTRY { 0 } else { body.insts.iter().position(|i| *i == Inst::Label(l))? + 1 };
    let end = body.insts[start..].iter().position(|i| matches!(i, Inst::Term(_)))? + start;
    Some((start, end))
}

/// `br i1 %c, label %T, label %F` → (`%c`, T, F).
fn cond_br(text: &str) -> Option<(String, u32, u32)> {
    let rest = text.strip_prefix("br i1 ")?;
    let mut parts = rest.split(", label %");
    let c = parts.next()?.to_string();
    let t = parts.next()?.parse().ok()?;
    let f = parts.next()?.parse().ok()?;
    Some((c, t, f))
}

/// `br label %E` → E.
fn uncond_br(text: &str) -> Option<u32> {
    text.strip_prefix("br label %")?.parse().ok()
}

/// An arm block: just `br label %E`, nothing else.
fn empty_arm(body: &Body, l: u32) -> Option<u32> {
    let (s, e) = block(body, l)?;
    if s != e {
        return None;
    }
    match &body.insts[e] {
        Inst::Term(t) => uncond_br(t),
        _ => None,
    }
}

/// A phi's entries: (value text, block label text).
fn phi_entries(text: &str) -> Option<(String, Vec<(String, String)>)> {
    let rest = text.strip_prefix("phi ")?;
    let (ty, list) = rest.split_once(' ')?;
    let entries = list
        .split("], [")
        .map(|e| {
            let e = e.trim_matches(|c| c == '[' || c == ']' || c == ' ');
            let (v, b) = e.split_once(", ").unwrap_or((e, ""));
            (v.to_string(), b.to_string())
        })
        .collect();
    Some((ty.to_string(), entries))
}

fn phi_text(ty: &str, entries: &[(String, String)]) -> String {
    let e: Vec<String> = entries.iter().map(|(v, b)| format!("[ {v}, {b} ]")).collect();
    format!("phi {ty} {}", e.join(", "))
}

/// Rewrite every use of `%from` (instructions, branches and the returned value) as `to`.
fn replace_uses(body: &mut Body, ret: &mut Option<Value>, from: u32, to: &Value) {
    let name = format!("%{from}");
    let swap = |text: &str| -> String {
        let mut out = String::new();
        let mut rest = text;
        while let Some(p) = rest.find(&name) {
            let after = &rest[p + name.len()..];
            out.push_str(&rest[..p]);
            if after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.') {
                out.push_str(&name);
            } else {
                out.push_str(&to.bare());
            }
            rest = after;
        }
        out + rest
    };
    for i in &mut body.insts {
        match i {
            Inst::Op { text, .. } | Inst::Term(text) => *text = swap(text),
            Inst::Call { call, .. } => {
                for a in &mut call.args {
                    if a.tmp_id() == Some(from) {
                        *a = match to {
                            Value::Tmp(n, _) => Value::Tmp(*n, a.ty()),
                            v => v.clone(),
                        };
                    }
                }
            }
            Inst::Label(_) => {}
        }
    }
    if ret.as_ref().and_then(Value::tmp_id) == Some(from) {
        let t = ret.as_ref().map(Value::ty).expect("a returned value");
        *ret = Some(match to {
            Value::Tmp(n, _) => Value::Tmp(*n, t),
            v => v.clone(),
        });
    }
}

/// How often `%id` is read (instructions, branches, the returned value).
fn uses(body: &Body, ret: &Option<Value>, id: u32) -> usize {
    let name = format!("%{id}");
    let count = |t: &str| t.split([' ', ',', '[', ']', '(', ')']).filter(|w| *w == name).count();
    let n: usize = body
        .insts
        .iter()
        .map(|i| match i {
            Inst::Op { text, .. } | Inst::Term(text) => count(text),
            Inst::Call { call, .. } => call.args.iter().filter(|a| a.tmp_id() == Some(id)).count(),
            Inst::Label(_) => 0,
        })
        .sum();
    n + usize::from(ret.as_ref().and_then(Value::tmp_id) == Some(id))
}

/// Step 1: drop one empty arm (both: the phis become selects). Returns whether it changed.
fn remove_empty_arm(body: &mut Body, ret: &mut Option<Value>) -> bool {
    for k in 0..body.insts.len() {
        let Inst::Term(text) = &body.insts[k] else { continue };
        let Some((c, t, f)) = cond_br(text) else { continue };
        let pre = block_of(body, k);
        match (empty_arm(body, t), empty_arm(body, f)) {
            (Some(e1), Some(e2)) if e1 == e2 => {
                // FoldTwoEntryPHINode: each phi of the join is a select on the condition.
                let name = c.trim_start_matches('%');
                let cval = match name.parse::<u32>() {
                    Ok(n) => Value::Tmp(n, crate::ir::LTy::I1),
                    Err(_) => Value::Named(name.to_string(), crate::ir::LTy::I1),
                };
                let (tn, fname) = (block_name(t), block_name(f));
                remove_block(body, t);
                remove_block(body, f);
                let at = body.insts.iter().position(|i| matches!(i, Inst::Term(x) if cond_br(x).is_some_and(|b| b.1 == t && b.2 == f))).expect("the branch");
                body.insts.remove(at);
                let join = body.insts.iter().position(|i| *i == Inst::Label(e1)).expect("the join");
                body.insts.remove(join);
                let mut phis = vec![];
                for (j, i) in body.insts.iter().enumerate().skip(join) {
                    match i {
                        Inst::Op { dst, text } if text.starts_with("phi ") => phis.push((j, *dst, text.clone())),
                        _ => break,
                    }
                }
                for (j, dst, text) in phis {
                    let Some((ty, entries)) = phi_entries(&text) else { continue };
                    let pick = |b: &str| entries.iter().find(|e| e.1 == b).map(|e| e.0.clone()).unwrap_or_default();
                    let (x, y) = (pick(&tn), pick(&fname));
                    let new = match (x.as_str(), y.as_str()) {
                        ("true", "false") => {
                            body.insts[j] = Inst::Op { dst, text: format!("select i1 {c}, i1 true, i1 false") };
                            replace_uses(body, ret, dst, &cval);
                            continue;
                        }
                        ("1", "0") => format!("zext i1 {c} to {ty}"),
                        _ => format!("select i1 {c}, {ty} {x}, {ty} {y}"),
                    };
                    body.insts[j] = Inst::Op { dst, text: new };
                }
                return true;
            }
            (Some(e), _) | (_, Some(e)) => {
                let arm = if empty_arm(body, t).is_some() { t } else { f };
                let text = text.replace(&format!("label %{arm}"), &format!("label %{e}"));
                body.insts[k] = Inst::Term(text);
                remove_block(body, arm);
                let (from, to) = (block_name(arm), block_name(pre));
                for i in &mut body.insts {
                    if let Inst::Op { text, .. } = i {
                        if let Some((ty, mut entries)) = phi_entries(text) {
                            if let Some(p) = entries.iter().position(|e| e.1 == from) {
                                let (v, _) = entries.remove(p);
                                entries.push((v, to.clone()));
                                *text = phi_text(&ty, &entries);
                            }
                        }
                    }
                }
                return true;
            }
            _ => {}
        }
    }
    false
}

/// Remove block `l` (its label and its instructions).
fn remove_block(body: &mut Body, l: u32) {
    if let Some((s, e)) = block(body, l) {
        body.insts.drain(s - 1..=e);
    }
}

/// An integer constant as LLVM prints it (`true`/`false` for i1).
fn constant(v: &str) -> Option<i64> {
    match v {
        "true" => Some(1),
        "false" => Some(0),
        _ => v.parse().ok(),
    }
}

fn bits(ty: &str) -> Option<u32> {
    ty.strip_prefix('i')?.parse().ok()
}

/// The constant `v` at `ty`, printed as LLVM does (signed; i1 as true/false).
fn print(v: i64, ty: &str) -> String {
    let b = bits(ty).unwrap_or(64);
    if b == 1 {
        return if v & 1 != 0 { "true" } else { "false" }.into();
    }
    let s = if b >= 64 { v } else { (v << (64 - b)) >> (64 - b) };
    s.to_string()
}

/// One operation with a phi operand, read from its text.
struct OpForm {
    /// The text before and after the phi operand.
    head: String,
    tail: String,
    /// The phi's id.
    phi: u32,
    /// The result type.
    ty: String,
    /// Computes the operation on a constant operand (None: not foldable).
    eval: Box<dyn Fn(i64) -> Option<i64>>,
}

/// Parse `add nsw i32 %7, 5`, `icmp slt i32 %7, 4`, `zext i1 %7 to i32` with `%7` a
/// temporary and the other operand constant.
fn op_form(text: &str) -> Option<OpForm> {
    let words: Vec<&str> = text.split(' ').collect();
    let opc = words.first()?.to_string();
    let tmp = |w: &str| w.trim_end_matches(',').strip_prefix('%')?.parse::<u32>().ok();
    let split = |i: usize| (words[..i].join(" ") + " ", words[i + 1..].join(" "));
    match opc.as_str() {
        "zext" | "sext" | "trunc" => {
            // zext i1 %7 to i32
            let (from, to) = (words.get(1)?.to_string(), words.get(4)?.to_string());
            let phi = tmp(words.get(2)?)?;
            let (fb, tb) = (bits(&from)?, bits(&to)?);
            let (head, tail) = split(2);
            let eval: Box<dyn Fn(i64) -> Option<i64>> = Box::new(move |v| {
                let m = if fb >= 64 { v } else { v & ((1i64 << fb) - 1) };
                Some(match opc.as_str() {
                    "sext" if fb < 64 => (v << (64 - fb)) >> (64 - fb),
                    "trunc" if tb < 64 => v & ((1i64 << tb) - 1),
                    "trunc" => v,
                    _ => m,
                })
            });
            Some(OpForm { head, tail: format!(" {tail}"), phi, ty: to, eval })
        }
        "icmp" => {
            let n = words.len();
            let (ty, a, b) = (words[n - 3].to_string(), words[n - 2], words[n - 1]);
            let pred = words[n - 4].to_string();
            let phi = tmp(a)?;
            let k = constant(b)?;
            let w = bits(&ty)?;
            let (head, _) = split(n - 2);
            let tail = format!(", {b}");
            let eval: Box<dyn Fn(i64) -> Option<i64>> = Box::new(move |v| {
                let s = |x: i64| if w >= 64 { x } else { (x << (64 - w)) >> (64 - w) };
                let u = |x: i64| if w >= 64 { x as u64 } else { (x as u64) & ((1u64 << w) - 1) };
                Some(i64::from(match pred.as_str() {
                    "eq" => u(v) == u(k),
                    "ne" => u(v) != u(k),
                    "slt" => s(v) < s(k),
                    "sgt" => s(v) > s(k),
                    "ult" => u(v) < u(k),
                    "ugt" => u(v) > u(k),
                    _ => return None,
                }))
            });
            Some(OpForm { head, tail, phi, ty: "i1".into(), eval })
        }
        "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" => {
            let n = words.len();
            let (ty, a, b) = (words[n - 3].to_string(), words[n - 2], words[n - 1]);
            let phi = tmp(a)?;
            let k = constant(b)?;
            let w = bits(&ty)?;
            let flags: Vec<String> = words[1..n - 3].iter().map(|s| s.to_string()).collect();
            let (head, _) = split(n - 2);
            let tail = format!(", {b}");
            let eval: Box<dyn Fn(i64) -> Option<i64>> = Box::new(move |v| {
                let s = |x: i128| if w >= 64 { x } else { ((x as i64) << (64 - w) >> (64 - w)) as i128 };
                let (x, y) = (s(v as i128), s(k as i128));
                let exact = match opc.as_str() {
                    "add" => x + y,
                    "sub" => x - y,
                    "mul" => x * y,
                    "and" => x & y,
                    "or" => x | y,
                    "xor" => x ^ y,
                    _ if (0..w as i128).contains(&y) => x << y,
                    _ => return None,
                };
                // A result that overflows under `nsw`/`nuw` is poison: left alone.
                if !flags.is_empty() && s(exact) != exact {
                    return None;
                }
                Some(exact as i64)
            });
            Some(OpForm { head, tail, phi, ty, eval })
        }
        _ => None,
    }
}

/// Step 2a: InstCombine's `foldOpIntoPhi`.
fn fold_op_into_phi(body: &mut Body, ret: &mut Option<Value>) -> bool {
    for k in 0..body.insts.len() {
        let Inst::Op { dst, text } = &body.insts[k] else { continue };
        let Some(form) = op_form(text) else { continue };
        let dst = *dst;
        let Some(p) = body.insts.iter().position(|i| matches!(i, Inst::Op { dst, text } if *dst == form.phi && text.starts_with("phi "))) else { continue };
        if block_of(body, p) != block_of(body, k) || uses(body, ret, form.phi) != 1 {
            continue;
        }
        let Inst::Op { text: ptext, .. } = &body.insts[p] else { continue };
        let Some((_, entries)) = phi_entries(ptext) else { continue };
        let mut others = entries.iter().filter(|e| constant(&e.0).is_none());
        let other = others.next().cloned();
        if others.next().is_some() {
            continue;
        }
        let folded: Option<Vec<Option<i64>>> = entries.iter().map(|e| constant(&e.0).map(|c| (form.eval)(c).map(Some)).unwrap_or(Some(None))).collect();
        let Some(folded) = folded else { continue };
        // The copy goes to the end of the arm the non-constant entry comes from, which must end
        // in an unconditional branch.
        let mut new_entries = vec![];
        let fresh = body.label();
        if let Some((v, b)) = &other {
            let Ok(l) = b.trim_start_matches('%').parse::<u32>() else { continue };
            let Some((_, end)) = block(body, l) else { continue };
            if !matches!(&body.insts[end], Inst::Term(t) if uncond_br(t).is_some()) {
                continue;
            }
            body.insts.insert(end, Inst::Op { dst: fresh, text: format!("{}{v}{}", form.head, form.tail) });
        }
        for (e, f) in entries.iter().zip(&folded) {
            let v = match f {
                Some(c) => print(*c, &form.ty),
                None => format!("%{fresh}"),
            };
            new_entries.push((v, e.1.clone()));
        }
        // The new phi takes the old one's place and the operation's value.
        let p = body.insts.iter().position(|i| matches!(i, Inst::Op { dst, .. } if *dst == form.phi)).expect("the phi");
        body.insts[p] = Inst::Op { dst, text: phi_text(&form.ty, &new_entries) };
        let k = body.insts.iter().position(|i| matches!(i, Inst::Op { dst: d, text } if *d == dst && !text.starts_with("phi "))).expect("the operation");
        body.insts.remove(k);
        return true;
    }
    false
}

/// The words of an instruction, with the operand positions that hold a value or constant.
fn words(text: &str) -> Vec<String> {
    text.split(' ').map(|w| w.trim_end_matches(',').to_string()).collect()
}

/// Step 2b: a phi of two single-use operations that differ in one operand.
fn fold_phi_of_ops(body: &mut Body, ret: &Option<Value>) -> bool {
    for p in 0..body.insts.len() {
        let Inst::Op { dst: phi, text } = &body.insts[p] else { continue };
        let phi = *phi;
        let Some((_, entries)) = phi_entries(text) else { continue };
        if entries.len() != 2 {
            continue;
        }
        let def = |v: &str| -> Option<(usize, String)> {
            let id: u32 = v.strip_prefix('%')?.parse().ok()?;
            body.insts.iter().enumerate().find_map(|(j, i)| match i {
                Inst::Op { dst, text } if *dst == id && !text.starts_with("phi ") && !text.starts_with("select ") => Some((j, text.clone())),
                _ => None,
            })
        };
        let (Some((ja, ta)), Some((jb, tb))) = (def(&entries[0].0), def(&entries[1].0)) else { continue };
        let ids: Vec<u32> = entries.iter().map(|e| e.0[1..].parse().unwrap_or(0)).collect();
        if ids.iter().any(|&i| uses(body, ret, i) != 1) {
            continue;
        }
        let (wa, wb) = (words(&ta), words(&tb));
        if wa.len() != wb.len() || wa[0] != wb[0] {
            continue;
        }
        let (mut wa, mut wb) = (wa, wb);
        let n = wa.len();
        let commutative = matches!(wa[0].as_str(), "add" | "mul" | "and" | "or" | "xor");
        // InstCombine folds before Reassociate orders the operands: a commutative pair that
        // shares an operand in swapped places is the same fold (the shared one second).
        if commutative && n >= 4 && wa[..n - 2] == wb[..n - 2] && wa[n - 2] != wb[n - 2] && wa[n - 1] != wb[n - 1] {
            if wa[n - 2] == wb[n - 1] {
                wa.swap(n - 2, n - 1);
            } else if wa[n - 1] == wb[n - 2] {
                wb.swap(n - 2, n - 1);
            }
        }
        let diff: Vec<usize> = (0..n).filter(|&i| wa[i] != wb[i]).collect();
        let &[d] = diff.as_slice() else { continue };
        if !(wa[d].starts_with('%') || constant(&wa[d]).is_some()) {
            continue;
        }
        // The operand's type: the type word before it.
        let Some(oty) = wa[..d].iter().rev().find(|w| bits(w).is_some() || matches!(w.as_str(), "float" | "double" | "half")) else { continue };
        let fresh = body.label();
        let new_phi = phi_text(oty, &[(wa[d].clone(), entries[0].1.clone()), (wb[d].clone(), entries[1].1.clone())]);
        // The operation, on the new phi, keeps the flags both copies had.
        let mut w = wa.clone();
        w[d] = format!("%{fresh}");
        let text = rebuild(&ta, &w);
        body.insts[p] = Inst::Op { dst: fresh, text: new_phi };
        let after_phis = (p..body.insts.len()).find(|&j| !matches!(&body.insts[j], Inst::Op { text, .. } if text.starts_with("phi "))).unwrap_or(body.insts.len());
        body.insts.insert(after_phis, Inst::Op { dst: phi, text });
        for j in [ja.max(jb), ja.min(jb)] {
            body.insts.remove(j);
        }
        return true;
    }
    false
}

/// Reassemble an instruction's words with the original commas.
fn rebuild(orig: &str, w: &[String]) -> String {
    orig.split(' ').zip(w).map(|(o, n)| if o.ends_with(',') { format!("{n},") } else { n.clone() }).collect::<Vec<_>>().join(" ")
}

/// Calls that are neither convergent nor have effects (lane-id reads).
fn plain_call(c: &Call) -> bool {
    c.callee.starts_with("llvm.amdgcn.mbcnt.") || c.callee.starts_with("llvm.nvvm.read.ptx.sreg.")
}

/// A call with effects (the NVVM `*.sync` calls touch inaccessible memory; the AMDGPU lane
/// intrinsics are `memory(none)`).
fn has_effects(c: &Call) -> bool {
    !c.callee.starts_with("llvm.amdgcn.") && !plain_call(c)
}

/// Step 3: hoist the common leading instructions of two arms.
fn hoist(body: &mut Body, ret: &mut Option<Value>) {
    let branches: Vec<(u32, u32)> = body.insts.iter().filter_map(|i| if let Inst::Term(t) = i { cond_br(t).map(|c| (c.1, c.2)) } else { None }).collect();
    for (t, f) in branches {
        let ends_uncond = |body: &Body, l: u32| block(body, l).is_some_and(|(s, e)| s < e && matches!(&body.insts[e], Inst::Term(x) if uncond_br(x).is_some()));
        if !ends_uncond(body, t) || !ends_uncond(body, f) {
            continue;
        }
        // Offsets of the walks within the arms' remaining instructions.
        let (mut oi, mut oj) = (0, 0);
        let (mut eff_t, mut eff_f) = (false, false);
        let mut skipped = 0;
        while let (Some((ts, te)), Some((fs, fe))) = (block(body, t), block(body, f)) {
            let (i, j) = (ts + oi, fs + oj);
            if i >= te || j >= fe {
                break;
            }
            let (a, b) = (body.insts[i].clone(), body.insts[j].clone());
            let same = match (&a, &b) {
                (Inst::Op { text: x, .. }, Inst::Op { text: y, .. }) => x == y,
                (Inst::Call { call: x, dst: Some(_) }, Inst::Call { call: y, dst: Some(_) }) => x == y && plain_call(x),
                _ => false,
            };
            let defined_in = |from: usize, to: usize, inst: &Inst| {
                let reads: Vec<u32> = match inst {
                    Inst::Op { text, .. } => text.split([' ', ',', '[', ']']).filter_map(|w| w.strip_prefix('%')?.parse().ok()).collect(),
                    Inst::Call { call, .. } => call.args.iter().filter_map(Value::tmp_id).collect(),
                    _ => vec![],
                };
                body.insts[from..to].iter().any(|x| matches!(x, Inst::Op { dst, .. } | Inst::Call { dst: Some(dst), .. } if reads.contains(dst)))
            };
            let effects = |x: &Inst| matches!(x, Inst::Call { call, .. } if has_effects(call));
            // Nothing with effects passes a skipped call with effects.
            let blocked = (eff_t && effects(&a)) || (eff_f && effects(&b));
            let safe = same && !blocked && !defined_in(ts, i, &a) && !defined_in(fs, j, &b);
            match (safe, dst_of(&a), dst_of(&b)) {
                (true, Some(da), Some(db)) => {
                    body.insts.remove(j);
                    body.insts.remove(i);
                    let br = body.insts.iter().position(|x| matches!(x, Inst::Term(y) if cond_br(y).is_some_and(|c| c.1 == t && c.2 == f))).expect("the branch");
                    body.insts.insert(br, a);
                    replace_uses(body, ret, db, &Value::Tmp(da, crate::ir::LTy::I32));
                }
                _ => {
                    if skipped >= 20 {
                        break;
                    }
                    eff_t |= effects(&a);
                    eff_f |= effects(&b);
                    skipped += 1;
                    oi += 1;
                    oj += 1;
                }
            }
        }
    }
}

fn dst_of(i: &Inst) -> Option<u32> {
    match i {
        Inst::Op { dst, .. } | Inst::Call { dst: Some(dst), .. } => Some(*dst),
        _ => None,
    }
}

/// The body with its blocks in reverse post-order, the order the AMDGPU back end lays them
/// out in (StructurizeCFG): of two arms, the else arm comes first (a depth-first walk finishes
/// the then arm first).
pub fn rpo_layout(body: &Body) -> Body {
    let mut out = body.clone();
    let branches: Vec<(u32, u32)> = body.insts.iter().filter_map(|i| if let Inst::Term(t) = i { cond_br(t).map(|c| (c.1, c.2)) } else { None }).collect();
    for (t, f) in branches {
        let (Some((ts, te)), Some((fs, fe))) = (block(&out, t), block(&out, f)) else { continue };
        if te + 1 != fs - 1 {
            continue;
        }
        // [label T, T…, term] [label F, F…, term] → F first.
        let f_block: Vec<Inst> = out.insts.drain(fs - 1..=fe).collect();
        for (k, i) in f_block.into_iter().enumerate() {
            out.insts.insert(ts - 1 + k, i);
        }
    }
    out
}

/// AMDGPUInstCombineIntrinsic's `hoistLaneIntrinsicThroughOperand`: a lane read
/// (`readlane`, `readfirstlane`) of a single-use operation with a constant, in the same block,
/// reads the operation's other operand and does the operation after it (`readlane(v * 3, 5)` →
/// `readlane(v, 5) * 3`: a constant is the same in every lane). Checked with clang-22 -O1.
pub fn hoist_through_lane_reads(body: &mut Body, ret: &mut Option<Value>) {
    loop {
        let mut changed = false;
        for k in 0..body.insts.len() {
            let Inst::Call { dst: Some(c), call } = &body.insts[k] else { continue };
            if !(call.callee.starts_with("llvm.amdgcn.readlane.") || call.callee.starts_with("llvm.amdgcn.readfirstlane.")) {
                continue;
            }
            let (c, data) = (*c, call.args[0].clone());
            let Some(o) = data.tmp_id() else { continue };
            let Some(j) = body.insts.iter().position(|i| matches!(i, Inst::Op { dst, .. } if *dst == o)) else { continue };
            let Inst::Op { text, .. } = &body.insts[j] else { continue };
            let w: Vec<&str> = text.split(' ').collect();
            let n = w.len();
            let binop = matches!(w[0], "add" | "sub" | "mul" | "and" | "or" | "xor" | "shl" | "lshr" | "ashr");
            if !binop || n < 4 || constant(w[n - 1]).is_none() || block_of(body, j) != block_of(body, k) || uses(body, ret, o) != 1 {
                continue;
            }
            let inner = w[n - 2].trim_end_matches(',');
            let Some(name) = inner.strip_prefix('%') else { continue };
            let ty = data.ty();
            let inner_val = match name.parse::<u32>() {
                Ok(t) => Value::Tmp(t, ty),
                Err(_) => Value::Named(name.to_string(), ty),
            };
            let new_text = format!("{} %{c}, {}", w[..n - 2].join(" "), w[n - 1]);
            if let Inst::Call { call, .. } = &mut body.insts[k] {
                call.args[0] = inner_val;
            }
            body.insts.remove(j);
            let k = k - 1;
            replace_uses(body, ret, c, &Value::Tmp(o, ty));
            body.insts.insert(k + 1, Inst::Op { dst: o, text: new_text });
            changed = true;
            break;
        }
        if !changed {
            return;
        }
    }
}
