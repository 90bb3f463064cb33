//! The snippet path agrees with the conformance vectors: a sample of cases from every
//! committed set is rewritten as a snippet (per-lane arguments as `{…}` initialisers,
//! constants as literals) and run through `xlane eval`'s interpreter. This checks what the
//! snippet adds on top of `call::evaluate_builtin` (literal typing, `T` from declared types,
//! argument conversion, out-pointers, exec) against hardware and ISA-derived expectations.

use std::path::{Path, PathBuf};
use xlane_cli::snippet::{self, ctype::CType, Options};
use xlane_core::call;
use xlane_core::conform::{self, value_bits, Case};
use xlane_core::registry::Ret;
use xlane_core::ElemTy;

/// At most this many cases per file.
const PER_FILE: usize = 50;

fn vector_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vectors");
    let mut files = vec![];
    for set in std::fs::read_dir(&root).expect("vectors/") {
        let set = set.unwrap().path();
        if !set.is_dir() {
            continue;
        }
        for f in std::fs::read_dir(&set).unwrap() {
            let f = f.unwrap().path();
            if f.to_string_lossy().contains(".jsonl") {
                files.push(f);
            }
        }
    }
    files.sort();
    files
}

/// A constant of element type `e` as a C expression of exactly that type.
fn literal(e: ElemTy, bits: u64) -> String {
    if e == ElemTy::Bool {
        return if bits != 0 { "true".into() } else { "false".into() };
    }
    format!("({}){bits:#x}ull", CType::of_elem(e).name())
}

/// The snippet for a case, or `None` when the snippet language cannot state it (float bit
/// patterns, undefined inputs).
fn snippet_for(case: &Case) -> Option<(String, ElemTy, bool)> {
    let t = xlane_core::target::lookup(&case.target).ok()?;
    let (b, ty) = call::resolve(&case.call, case.ty, Some(t)).ok()?;
    if b.params.len() != case.args.len() {
        return None;
    }
    let mut decls = vec![];
    let mut args = vec![];
    for (i, (p, v)) in b.params.iter().zip(&case.args).enumerate() {
        let e = b.resolve(p.ty, Some(ty));
        if e.is_float() {
            return None;
        }
        match v {
            serde_json::Value::Array(lanes) => {
                let items: Option<Vec<String>> = lanes.iter().map(|x| value_bits(x, e).map(|b| literal(e, b))).collect();
                decls.push(format!("{} a{i} = {{{}}};", CType::of_elem(e).name(), items?.join(", ")));
                args.push(format!("a{i}"));
            }
            v => args.push(literal(e, value_bits(v, e)?)),
        }
    }
    let ret = match b.ret {
        Ret::One(r) | Ret::WithPred(r) | Ret::Pair(r) => b.resolve(r, Some(ty)),
        Ret::Void | Ret::Many(..) => return None,
    };
    if ret.is_float() {
        return None;
    }
    let with_pred = matches!(b.ret, Ret::WithPred(_));
    if with_pred {
        decls.push("int p;".into());
        args.push("&p".into());
    }
    // Inactive lanes' inputs may matter (readlane ignores EXEC), so the data is declared in
    // every lane and the call made under an `if` that leaves exactly the case's lanes. A pair
    // result is declared `auto` inside the branch (elements `r[0]`, `r[1]`).
    if matches!(b.ret, Ret::Pair(_)) {
        let text = format!("{} if ((({:#x}ull >> lane) & 1) != 0) {{ auto r = {}({}); }}", decls.join(" "), case.exec, case.call, args.join(", "));
        return Some((text, ret, false));
    }
    let text = format!("{} {} r; if ((({:#x}ull >> lane) & 1) != 0) {{ r = {}({}); }}", decls.join(" "), CType::of_elem(ret).name(), case.exec, case.call, args.join(", "));
    Some((text, ret, with_pred))
}

#[test]
fn snippets_agree_with_the_vectors() {
    let (mut checked, mut rejected, mut lanes, mut pairs) = (0, 0, 0, 0);
    for file in vector_files() {
        let policy = conform::set_policy(&file);
        let cases = conform::read_file(&file).unwrap();
        let stride = (cases.len() / PER_FILE).max(1);
        for case in cases.iter().step_by(stride) {
            let Some((text, ret, with_pred)) = snippet_for(case) else { continue };
            let want_error = case.expect.get("error").and_then(|v| v.as_bool()) == Some(true);
            let target = xlane_core::target::lookup(&case.target).unwrap();
            let outcome = target
                .wave_or_default(Some(case.wave))
                .and_then(|wave| snippet::eval(&text, &Options { target, wave, exec: u64::MAX, policy, placeholders: false }));
            if want_error {
                assert!(outcome.is_err(), "{}: {} should be refused\n{text}", case.origin, case.id);
                rejected += 1;
                continue;
            }
            let run = outcome.unwrap_or_else(|d| panic!("{}: {}\n{text}\n{d}", case.origin, case.id));
            for (out, var, ty) in [("ret", "r", ret), ("pred", "p", ElemTy::I32), ("ret", "r[0]", ret), ("ret", "r[1]", ret)] {
                let Some(expect) = case.expect.get(out).and_then(|v| v.as_array()) else { continue };
                assert!(out == "ret" || with_pred);
                let Some(v) = run.vars.iter().find(|v| v.name == var) else { continue };
                for (lane, e) in expect.iter().enumerate() {
                    // A pair lane is `[x, y]`: element k belongs to `r[k]`.
                    let e = match (e, var.strip_prefix("r[")) {
                        (serde_json::Value::Array(xy), Some(k)) => {
                            pairs += 1;
                            &xy[(k.as_bytes()[0] - b'0') as usize]
                        }
                        (e, _) => e,
                    };
                    if e.is_null() {
                        continue;
                    }
                    let want = value_bits(e, ty).unwrap();
                    assert_eq!(v.lanes.get(lane as u32), Some(want), "{}: {} {out}[{lane}]\n{text}", case.origin, case.id);
                    lanes += 1;
                }
            }
            checked += 1;
        }
    }
    println!("{checked} cases ({lanes} lanes, {pairs} pair elements) agree; {rejected} rejections refused");
    assert!(checked > 400, "too few cases could be stated as snippets: {checked}");
    assert!(rejected > 20, "too few rejection cases: {rejected}");
    assert!(pairs > 100, "too few pair results: {pairs}");
}
