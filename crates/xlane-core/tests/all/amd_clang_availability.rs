//! Availability of every AMD clang builtin row must agree with clang-22: for each builtin ×
//! AMD processor × wave size, clang accepts the call exactly where the table says it exists.
//!
//! clang checks builtin target features in code generation and stops at the first error, so
//! each (target, wave) compiles one file holding every builtin (one per line) with
//! `-S -emit-llvm`; the line of each "needs target feature" error names an unavailable
//! builtin, which is removed before compiling again. Where clang's front end accepts a
//! builtin that the table refuses, llc-22 must refuse it (a full `-O1 -S` compile fails:
//! `ds_bpermute` and the wave reductions on GFX6/GFX7). Skips (with a message) without clang-22.

use std::collections::BTreeSet;
use std::process::Command;
use xlane_core::registry::{self, Builtin, Level, Ty};
use xlane_core::target::{self, AmdGen, Target, Vendor};

use crate::clang_end;
use xlane_core::ElemTy;

const CLANG: &str = "clang-22";

fn clang_present() -> bool {
    oracle_present(CLANG, Command::new(CLANG).arg("--version").output().is_ok_and(|o| o.status.success()))
}

/// A missing LLVM tool skips the tests that compare with it, unless `XLANE_REQUIRE_ORACLES=1`
/// (CI), where it fails them instead of letting them pass unchecked.
fn oracle_present(tool: &str, ok: bool) -> bool {
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    ok
}

fn c_type(b: &Builtin, ty: Ty) -> &'static str {
    match b.resolve(ty, None) {
        ElemTy::U32 => "unsigned",
        ElemTy::U64 => "unsigned long",
        ElemTy::Bool => "_Bool",
        ElemTy::I64 => "long",
        _ => "int",
    }
}

/// One line of C calling `b` with parameters for values and legal-anywhere constants.
fn call_line(k: usize, b: &Builtin) -> String {
    call_line_with(k, b, None)
}

/// Like `call_line`, but parameter `variable` (if any) is passed as a runtime value.
fn call_line_with(k: usize, b: &Builtin, variable: Option<usize>) -> String {
    let mut params = vec![];
    let mut args = vec![];
    for (i, p) in b.params.iter().enumerate() {
        if p.imm && variable != Some(i) {
            args.push(match p.name {
                "dpp_ctrl" => "0x111".to_string(),
                "row_mask" | "bank_mask" => "0xf".to_string(),
                _ => "0".to_string(),
            });
        } else {
            params.push(format!("{} a{i}", c_type(b, p.ty)));
            args.push(format!("a{i}"));
        }
    }
    let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
    format!("void f{k}({params}) {{ (void){}({}); }}", b.name, args.join(", "))
}

/// The builtins clang-22 accepts on `t` in `wave`.
fn clang_accepts(t: &Target, wave: u32, rows: &[&Builtin], dir: &std::path::Path) -> BTreeSet<&'static str> {
    let mut live: Vec<usize> = (0..rows.len()).collect();
    let file = dir.join(format!("{}-w{wave}.c", t.name));
    loop {
        let src: String = live.iter().map(|&k| call_line(k, rows[k]) + "\n").collect();
        std::fs::write(&file, &src).unwrap();
        let out = Command::new(CLANG)
            .args(["--target=amdgcn-amd-amdhsa", &format!("-mcpu={}", t.name)])
            .arg(if wave == 64 { "-mwavefrontsize64" } else { "-mno-wavefrontsize64" })
            .args(["-nogpulib", "-S", "-emit-llvm", "-o", "/dev/null", "-ferror-limit=0"])
            .arg(&file)
            .output()
            .unwrap();
        if out.status.success() {
            return live.iter().map(|&k| rows[k].name).collect();
        }
        let err = String::from_utf8_lossy(&out.stderr);
        let line = err.lines().find(|l| l.contains("error:")).unwrap_or_else(|| panic!("{} wave{wave}: clang failed without an error line:\n{err}", t.name));
        assert!(line.contains("needs target feature"), "{} wave{wave}: unexpected clang error (test bug?):\n{err}\n{src}", t.name);
        let lineno: usize = line.split(':').nth(1).and_then(|n| n.parse().ok()).unwrap();
        live.remove(lineno - 1);
    }
}

/// Does clang-22's back end refuse `b` on `t` although its front end accepts it? The result
/// is stored through a global pointer so that instruction selection sees the call (not into a
/// local: a `volatile` local is a flat store, which GFX6 cannot select whatever the builtin, so
/// every builtin looked refused there). Two answers are refusals: "Cannot select" (ds_bpermute
/// and ds_permute on GFX6/GFX7), and, for the wave reductions on GFX6/GFX7 only, a segfault in
/// branch relaxation (exit 139): LLVM 22 has no pre-GFX8 lowering for them (added later by
/// llvm/llvm-project#208071, "Extend wave reduction intrinsics to Pre-gfx8"; docs/errata.md
/// A24). Any other crash fails the test.
fn backend_refuses(t: &Target, wave: u32, b: &Builtin, dir: &std::path::Path) -> bool {
    let line = call_line(0, b).replace("void f0(", "void f0(__attribute__((address_space(1))) long *out, ").replace("{ (void)", "{ *out = (long)");
    let file = dir.join(format!("{}-w{wave}-{}.c", t.name, b.name));
    std::fs::write(&file, line + "\n").unwrap();
    let mut cmd = Command::new(CLANG);
    cmd.args(["--target=amdgcn-amd-amdhsa", &format!("-mcpu={}", t.name)])
        .arg(if wave == 64 { "-mwavefrontsize64" } else { "-mno-wavefrontsize64" })
        .args(["-nogpulib", "-O1", "-S", "-o", "/dev/null"])
        .arg(&file);
    match clang_end::run(&mut cmd) {
        clang_end::End::Ok => false,
        clang_end::End::CannotSelect(_) => true,
        clang_end::End::Crashed(why) => {
            let expected = b.name.starts_with("__builtin_amdgcn_wave_reduce_") && t.amd_gen.is_some_and(|g| g <= AmdGen::Gfx7);
            assert!(expected, "clang-22 crashed on {} for {} wave{wave} (not a known LLVM 22 crash):\n{why}", b.name, t.name);
            true
        }
        clang_end::End::Error(err) => panic!("{} on {} wave{wave}: clang-22 error (test bug?):\n{err}", b.name, t.name),
    }
}

#[test]
fn availability_agrees_with_clang_22() {
    if !clang_present() {
        println!("skipped: {CLANG} not found");
        return;
    }
    let rows: Vec<&Builtin> = registry::all().filter(|b| b.level == Level::ClangBuiltin && b.vendor() == Vendor::Amd).collect();
    assert!(rows.len() >= 23, "expected every AMD clang builtin, found {}", rows.len());
    let dir = crate::tmp::dir("amd-avail");
    let jobs: Vec<(&Target, u32)> = target::all().filter(|t| t.is_amd()).flat_map(|t| t.waves.iter().map(move |&w| (t, w))).collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()).min(4);
    let chunks: Vec<Vec<(&Target, u32)>> = (0..threads).map(|i| jobs.iter().copied().skip(i).step_by(threads).collect()).collect();
    let mismatches: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                let (rows, dir) = (&rows, &dir);
                s.spawn(move || {
                    let mut bad = vec![];
                    for &(t, w) in chunk {
                        let accepted = clang_accepts(t, w, rows, dir);
                        for b in rows.iter() {
                            let ours = b.check_avail(t, w).is_ok();
                            let clang = accepted.contains(b.name) && (ours || !backend_refuses(t, w, b, dir));
                            if ours != clang {
                                bad.push(format!("{} on {} wave{w}: table says {ours}, clang-22 says {clang}", b.name, t.name));
                            }
                        }
                    }
                    bad
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}

/// The wave sizes in the target table: clang-22 refuses `-mwavefrontsize64` exactly on the
/// targets that cannot run wave64 (gfx1250).
#[test]
fn wave64_option_agrees_with_clang_22() {
    if !clang_present() {
        println!("skipped: {CLANG} not found");
        return;
    }
    for t in target::all().filter(|t| t.is_amd()) {
        let out = Command::new(CLANG)
            .args(["--target=amdgcn-amd-amdhsa", &format!("-mcpu={}", t.name), "-mwavefrontsize64", "-nogpulib", "-E", "-x", "c", "/dev/null"])
            .output()
            .unwrap();
        assert_eq!(out.status.success(), t.supports_wave(64), "{}: clang-22 and the table disagree on wave64", t.name);
    }
}

/// The `imm` flags agree with clang-22: passing a runtime value for parameter i is refused
/// ("must be a constant integer", a Sema check, so `-fsyntax-only` reports every line)
/// exactly when the row marks it `imm`.
#[test]
fn constant_parameters_agree_with_clang_22() {
    if !clang_present() {
        println!("skipped: {CLANG} not found");
        return;
    }
    let rows: Vec<&Builtin> = registry::all().filter(|b| b.level == Level::ClangBuiltin && b.vendor() == Vendor::Amd).collect();
    let mut lines = vec![];
    let mut expect = vec![];
    for b in &rows {
        for (i, p) in b.params.iter().enumerate() {
            lines.push(call_line_with(lines.len(), b, Some(i)));
            expect.push((b.name, p.name, p.imm));
        }
    }
    let dir = crate::tmp::dir("amd-imm");
    let file = dir.join("imm.c");
    std::fs::write(&file, lines.join("\n") + "\n").unwrap();
    let out = Command::new(CLANG)
        .args(["--target=amdgcn-amd-amdhsa", "-mcpu=gfx1250", "-nogpulib", "-fsyntax-only", "-ferror-limit=0"])
        .arg(&file)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let refused: BTreeSet<usize> = err
        .lines()
        .filter(|l| l.contains("error:"))
        .map(|l| {
            assert!(l.contains("must be a constant integer"), "unexpected clang error: {l}");
            l.split(':').nth(1).and_then(|n| n.parse::<usize>().ok()).unwrap() - 1
        })
        .collect();
    let bad: Vec<String> = expect
        .iter()
        .enumerate()
        .filter(|&(k, &(_, _, imm))| refused.contains(&k) != imm)
        .map(|(k, (b, p, imm))| format!("{b}({p}): table imm={imm}, clang refuses a variable: {}", refused.contains(&k)))
        .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(!refused.is_empty());
}
