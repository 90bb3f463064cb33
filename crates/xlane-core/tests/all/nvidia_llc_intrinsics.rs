//! Every NVIDIA intrinsic row, as llc-22 sees it: on each target (the llc-only `f` variants
//! included), all intrinsics xlane calls available must be selected when compiled at the PTX
//! version xlane picks (`Builtin::ptx_for`). The float-redux family gate, which only llc can
//! show on the `f` targets, is also checked in the refusing direction (errata N7).

use std::collections::BTreeMap;
use std::process::Command;
use xlane_core::registry::{self, Builtin, Level, Ret, Ty};
use xlane_core::target::{self, Vendor};
use xlane_core::{ElemTy, Target};

fn llc() -> Option<&'static str> {
    oracle_present("llc-22", Command::new("llc-22").arg("--version").output().is_ok_and(|o| o.status.success())).then_some("llc-22")
}

/// A missing LLVM tool skips the tests that compare with it, unless `XLANE_REQUIRE_ORACLES=1`
/// (CI), where it fails them instead of letting them pass unchecked.
fn oracle_present(tool: &str, ok: bool) -> bool {
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "{tool} not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    ok
}

fn llvm_ty(b: &Builtin, ty: Ty, ptr_space: Option<u32>) -> String {
    if let Some(space) = ptr_space {
        return format!("ptr addrspace({space})");
    }
    match b.resolve(ty, None) {
        ElemTy::Bool => "i1",
        ElemTy::I64 | ElemTy::U64 => "i64",
        ElemTy::F32 => "float",
        ElemTy::F16x2 => "<2 x half>",
        _ => "i32",
    }
    .to_string()
}

/// `declare` and a calling function for one intrinsic row.
fn ir(i: usize, b: &Builtin) -> String {
    let cp_async = b.name.starts_with("llvm.nvvm.cp.async.") && b.params.len() >= 2;
    // cp.async.mbarrier.arrive takes the mbarrier's address: generic, or shared for `.shared`.
    let arrive = b.name.starts_with("llvm.nvvm.cp.async.mbarrier.arrive");
    // ldmatrix/stmatrix take a row address, overloaded on its space: the shared `.p3` form.
    let matrix = b.name.starts_with("llvm.nvvm.ldmatrix.") || b.name.starts_with("llvm.nvvm.stmatrix.");
    let params: Vec<String> = b
        .params
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let space = match () {
                _ if cp_async && k < 2 => Some(if k == 0 { 3 } else { 1 }),
                _ if arrive => Some(if b.name.ends_with(".shared") { 3 } else { 0 }),
                _ if matrix && k == 0 => Some(3),
                _ => None,
            };
            llvm_ty(b, p.ty, space)
        })
        .collect();
    let ret = match b.ret {
        Ret::Void => "void".to_string(),
        Ret::One(t) => llvm_ty(b, t, None),
        Ret::WithPred(t) => format!("{{{}, i1}}", llvm_ty(b, t, None)),
        Ret::Many(n, t) => format!("{{{}}}", vec![llvm_ty(b, t, None); n as usize].join(", ")),
        Ret::Pair(_) => unreachable!(),
    };
    let args: Vec<String> = params.iter().enumerate().map(|(k, t)| if b.params[k].imm { format!("{t} 0") } else { format!("{t} %a{k}") }).collect();
    let formals: Vec<String> = params.iter().enumerate().map(|(k, t)| format!("{t} %a{k}")).collect();
    let call = if ret == "void" { String::new() } else { "%r = ".to_string() };
    format!(
        "declare {ret} @{name}({decl})\ndefine void @f{i}({formals}) {{\n  {call}call {ret} @{name}({args})\n  ret void\n}}\n",
        name = if matrix { format!("{}.p3", b.name) } else { b.name.to_string() },
        decl = params.join(", "),
        formals = formals.join(", "),
        args = args.join(", ")
    )
}

fn compile(llc: &str, t: &Target, ptx: u32, rows: &[(usize, &Builtin)], dir: &std::path::Path) -> Result<(), String> {
    let file = dir.join(format!("{}_{ptx}_{}.ll", t.name, rows[0].0));
    let text: String = rows.iter().map(|(i, b)| ir(*i, b)).collect();
    std::fs::write(&file, text).unwrap();
    let out = Command::new(llc)
        .args(["-mtriple=nvptx64-nvidia-cuda", "-o", "/dev/null"])
        .arg(format!("-mcpu={}", t.name))
        .arg(format!("-mattr=+ptx{ptx}"))
        .arg(&file)
        .output()
        .unwrap();
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

fn intrinsic_rows() -> Vec<(usize, &'static Builtin)> {
    registry::all().filter(|b| b.vendor() == Vendor::Nvidia && b.level == Level::Intrinsic).enumerate().collect()
}

#[test]
fn llc22_selects_every_available_intrinsic() {
    let Some(llc) = llc() else {
        eprintln!("skipping: llc-22 not found");
        return;
    };
    let dir = crate::tmp::dir("nv-llc");
    let rows = intrinsic_rows();
    let mut failures = vec![];
    for t in target::all().filter(|t| t.is_nvidia()) {
        let mut groups: BTreeMap<u32, Vec<(usize, &Builtin)>> = BTreeMap::new();
        for &(i, b) in &rows {
            if b.check_avail(t, 32).is_ok() {
                groups.entry(b.ptx_for(t).unwrap().max(32)).or_default().push((i, b));
            }
        }
        for (ptx, group) in &groups {
            if let Err(e) = compile(llc, t, *ptx, group, &dir) {
                failures.push(format!("{} ptx{ptx}: {}", t.name, e.lines().next().unwrap_or("")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn float_redux_backend_gate_on_every_target() {
    let Some(llc) = llc() else {
        eprintln!("skipping: llc-22 not found");
        return;
    };
    let dir = crate::tmp::dir("nv-llc-f");
    let (b, _) = registry::lookup("llvm.nvvm.redux.sync.fmin", Some(Vendor::Nvidia)).unwrap();
    let mut diffs = vec![];
    for t in target::all().filter(|t| t.is_nvidia() && t.sm >= 90) {
        let ptx = t.min_ptx.max(86);
        let llc_ok = compile(llc, t, ptx, &[(0, b)], &dir).is_ok();
        if llc_ok != b.check_avail(t, 32).is_ok() {
            diffs.push(format!("{} ptx{ptx}: llc-22 {}", t.name, if llc_ok { "selects it" } else { "refuses it" }));
        }
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}
