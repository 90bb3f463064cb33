//! Loading only what a kernel reaches (`ll::lazy`): the lexer that skips function bodies by
//! their braces must cut every module where the whole lexer's tokens say the body is, and a
//! body lexed and parsed alone must give the tokens, lines and blocks the whole parse gives.
//! The modules are every committed `.ll` (the corpus, the file tests, the malformed
//! reproducers); the expected values are the whole-module lexer's and parser's own.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use xlane_ir::decode::DEVICE_RUNTIME;
use xlane_ir::ll::lexer::{lex, lex_body, lex_outside_bodies, Tok};
use xlane_ir::ll::{lazy, parse_module, parser::parse_headers, reach};

fn lls(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            lls(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

fn modules() -> Vec<(PathBuf, String)> {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    let mut paths = vec![];
    for d in ["tests/kernels", "crates/xlane-ir/tests/kernels", "crates/xlane-ir/tests/filetests", "crates/xlane-ir/tests/malformed"] {
        lls(&root.join(d), &mut paths);
    }
    paths.sort();
    assert!(paths.len() > 100, "the corpus is there");
    paths.into_iter().map(|p| (p.clone(), std::fs::read_to_string(&p).unwrap())).collect()
}

#[test]
fn bodies_cut_where_the_whole_lexer_puts_them() {
    for (path, src) in modules() {
        let Ok(whole) = lex(&src) else { continue };
        let (outside, spans) = lex_outside_bodies(&src).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // each body token stands for `{`, the body's tokens and its `}`
        let mut joined = vec![];
        for t in &outside {
            match t.tok {
                Tok::Body(k) => {
                    joined.push((Tok::Punct('{'), t.line));
                    let body = lex_body(&src, spans[k as usize]).unwrap();
                    joined.extend(body.into_iter().filter(|b| b.tok != Tok::Eof).map(|b| (b.tok, b.line)));
                }
                _ => joined.push((t.tok.clone(), t.line)),
            }
        }
        let whole: Vec<(Tok, u32)> = whole.into_iter().map(|t| (t.tok, t.line)).collect();
        assert_eq!(joined, whole, "{}", path.display());
    }
}

#[test]
fn a_kernel_alone_parses_as_in_the_whole_module() {
    let mut kernels = 0;
    for (path, src) in modules() {
        let Ok(whole) = parse_module(&src) else { continue };
        let heads = parse_headers(&src).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let names: Vec<String> = heads.module.functions.iter().map(|f| f.name.clone()).collect();
        assert_eq!(names, whole.functions.iter().map(|f| f.name.clone()).collect::<Vec<_>>(), "{}", path.display());
        for k in whole.functions.iter().filter(|f| f.is_kernel() && !f.blocks.is_empty()) {
            kernels += 1;
            let heads = parse_headers(&src).unwrap();
            let m = lazy::resolve(heads, &src, &k.name, DEVICE_RUNTIME).unwrap_or_else(|e| panic!("{} {}: {e}", path.display(), k.name));
            let kept: HashSet<String> = m.functions.iter().filter(|f| !f.blocks.is_empty()).map(|f| f.name.clone()).collect();
            assert_eq!(kept, reach::reachable(&whole, &src, &k.name, DEVICE_RUNTIME), "{} {}", path.display(), k.name);
            for f in &m.functions {
                let w = whole.function(&f.name).unwrap();
                assert_eq!(format!("{:?}", f.blocks), format!("{:?}", w.blocks), "{} {}", path.display(), f.name);
            }
            assert_eq!(m.globals.len(), whole.globals.len());
        }
    }
    assert!(kernels > 100, "{kernels} kernels");
}

/// Braces in strings, comments and debug records, a struct return type and struct
/// parameters, and a body with a syntax error that the kernel does not reach.
const TRICKY: &str = r#"target triple = "amdgcn-amd-amdhsa"

define internal { i32, i32 } @pair({ i32, i32 } %p) {
  ; a comment with a brace } and a quote "
  #dbg_value(i32 0, !1, !DIExpression(), !2) ; "}
  ret { i32, i32 } %p
}

define internal void @unreached() {
  this is not IR
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %a = call { i32, i32 } @pair({ i32, i32 } { i32 1, i32 2 })
  call void asm sideeffect "; {", ""()
  %b = extractvalue { i32, i32 } %a, 1
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "target-cpu"="gfx942" }
"#;

#[test]
fn braces_in_strings_comments_and_types_do_not_cut_a_body() {
    assert!(parse_module(TRICKY).is_err(), "the whole module has a syntax error");
    let heads = parse_headers(TRICKY).unwrap();
    assert_eq!(heads.module.processor().as_deref(), Some("gfx942"));
    let m = lazy::resolve(heads, TRICKY, "k", DEVICE_RUNTIME).unwrap();
    let names: Vec<&str> = m.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["pair", "k"]);
    let k = m.function("k").unwrap();
    assert_eq!(k.blocks[0].insts.iter().map(|i| i.line).collect::<Vec<_>>(), [14, 15, 16, 17, 18]);
    // reaching the broken body is the whole parser's error, at its line
    let heads = parse_headers(TRICKY).unwrap();
    let e = lazy::resolve(heads, TRICKY, "unreached", DEVICE_RUNTIME).unwrap_err();
    assert_eq!(e.line, parse_module(TRICKY).unwrap_err().line);
}

/// A kernel next to a function it never calls, whose intrinsic xlane does not model.
const UNREACHED_UNSUPPORTED: &str = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.not.an.intrinsic(i32)

define internal i32 @other(i32 %x) {
  %r = call i32 @llvm.amdgcn.not.an.intrinsic(i32 %x)
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
"#;

/// The spec of `ir` in a new folder; the folder (returned with it) must outlive the run, which
/// reads the module lazily.
fn spec_for(name: &str, ir: &str) -> (crate::tmp::TmpDir, xlane_ir::spec::Spec) {
    let dir = crate::tmp::dir("lazy-front");
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    let json = format!(r#"{{"module": {}, "kernel": "k", "grid": [1], "block": [64], "args": [{{"buffer": "u32", "len": 64}}]}}"#, serde_json::Value::from(path.to_str().unwrap()));
    let spec = xlane_ir::spec::Spec::parse(&json, &dir).unwrap();
    (dir, spec)
}

#[test]
fn check_unsupported_still_lists_what_the_kernel_does_not_reach() {
    use xlane_ir::spec::{run_spec, Overrides};
    let (_dir, spec) = spec_for("unreached", UNREACHED_UNSUPPORTED);
    let o = run_spec(spec, &Overrides::default()).unwrap();
    assert!(o.result.is_ok(), "{:?}", o.result);
    let (_dir, spec) = spec_for("unreached", UNREACHED_UNSUPPORTED);
    let e = run_spec(spec, &Overrides { check: true, ..Overrides::default() }).unwrap_err();
    assert_eq!(e.line, Some(8), "{e}");
    assert!(e.message.contains("llvm.amdgcn.not.an.intrinsic"), "{e}");
}

#[test]
fn an_error_in_an_unreached_body_is_reported_as_before_only_when_the_whole_module_is_read() {
    use xlane_ir::spec::{run_spec, Overrides};
    let broken = UNREACHED_UNSUPPORTED.replace("  %r = call i32 @llvm.amdgcn.not.an.intrinsic(i32 %x)\n", "  %r = call i32 @llvm.amdgcn.not.an.intrinsic(i32 %x) )\n");
    // the launch reads only `k`: it runs
    let (_dir, spec) = spec_for("broken", &broken);
    let o = run_spec(spec, &Overrides::default()).unwrap();
    assert!(o.result.is_ok(), "{:?}", o.result);
    // `--check` reads the whole module: the parser's error at its line
    let (_dir, spec) = spec_for("broken", &broken);
    let e = run_spec(spec, &Overrides { check: true, ..Overrides::default() }).unwrap_err();
    assert_eq!(e.line, Some(8), "{e}");
    assert_eq!(e.line, Some(xlane_ir::ll::parse_module(&broken).unwrap_err().line));
}
