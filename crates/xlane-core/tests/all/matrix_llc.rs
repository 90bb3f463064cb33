//! Every matrix row (`registry::matrix`) as llc-22 sees it: each form (per wave size) of each
//! intrinsic compiles for exactly the processors where the row says it is available, and is
//! refused ("Cannot select") elsewhere. Skips without llc-22 unless `XLANE_REQUIRE_ORACLES=1`.

use std::process::Command;
use xlane_core::registry::matrix::{lookup, lookup_transpose, MFmt, MLayout, MOperands, MatrixRow, TABLE, TRANSPOSE};
use xlane_core::semantics::amd::mma::layout;
use xlane_core::Target;

fn llc() -> bool {
    let ok = Command::new("llc-22").arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(ok || std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "llc-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
    if !ok {
        eprintln!("skipped: llc-22 not found");
    }
    ok
}

/// The LLVM type of `n` elements of `f` as the intrinsic takes them (IntrinsicsAMDGPU.td).
fn ty(r: &MatrixRow, f: MFmt, n: u32, operand: bool) -> (String, String) {
    let vec = |n: u32, t: &str, s: &str| if n == 1 { (t.to_string(), s.to_string()) } else { (format!("<{n} x {t}>"), format!("v{n}{s}")) };
    match f {
        MFmt::F16 => vec(n, "half", "f16"),
        // gfx950's double-rate forms (sparse too: M·K 1024) take bfloat, CDNA3's sparse i16
        MFmt::Bf16 if r.layout == MLayout::Gfx9 && r.name.ends_with(".bf16") && (r.operands != MOperands::Sparse || r.m * r.k == 1024) => vec(n, "bfloat", "bf16"),
        MFmt::Bf16 => vec(n, "i16", "i16"),
        MFmt::F32 | MFmt::Xf32 => vec(n, "float", "f32"),
        MFmt::F64 => vec(n, "double", "f64"),
        MFmt::I32 => vec(n, "i32", "i32"),
        _ if operand => match n * f.bits() {
            64 if r.layout == MLayout::Gfx9 && r.operands != MOperands::Sparse => vec(1, "i64", "i64"),
            b => vec(b / 32, "i32", "i32"),
        },
        _ => unreachable!(),
    }
}

/// A kernel calling the row's form for `wave`, or `None` when it has no such form.
fn ir(r: &MatrixRow, wave: u32) -> String {
    let (na, nb, nd) = layout::slots(r, wave);
    let (a, a_sfx) = ty(r, r.input, na, true);
    let (b, _) = ty(r, r.input_b, nb, true);
    let (d, d_sfx) = ty(r, r.output, nd, false);
    let name = match (r.layout, r.operands) {
        (_, MOperands::Scaled) => format!("{}.{a_sfx}.{a_sfx}", r.name),
        (_, MOperands::SparseW | MOperands::SparseWSigned) => format!("{}.{d_sfx}.{a_sfx}.{}.i32", r.name, ty(r, r.input_b, nb, true).1),
        (MLayout::Gfx9, _) => r.name.to_string(),
        _ => format!("{}.{d_sfx}.{a_sfx}", r.name),
    };
    let (decl, call) = match r.operands {
        MOperands::Mfma => (format!("{a}, {b}, {d}, i32, i32, i32"), format!("{a} %a, {b} %b, {d} %c, i32 0, i32 0, i32 0")),
        MOperands::Sparse => (format!("{a}, {b}, {d}, i32, i32, i32"), format!("{a} %a, {b} %b, {d} %c, i32 %a32, i32 0, i32 0")),
        MOperands::Scaled => (format!("{a}, {b}, {d}, i32, i32, i32, i32, i32, i32"), format!("{a} %a, {b} %b, {d} %c, i32 0, i32 0, i32 0, i32 %a32, i32 0, i32 %a32")),
        MOperands::SparseW => (format!("{a}, {b}, {d}, i32"), format!("{a} %a, {b} %b, {d} %c, i32 %a32")),
        MOperands::SparseWSigned => (format!("i1, {a}, i1, {b}, {d}, i32, i1"), format!("i1 0, {a} %a, i1 0, {b} %b, {d} %c, i32 %a32, i1 0")),
        MOperands::Plain => (format!("{a}, {a}, {d}"), format!("{a} %a, {a} %a, {d} %c")),
        MOperands::Opsel => (format!("{a}, {a}, {d}, i1"), format!("{a} %a, {a} %a, {d} %c, i1 0")),
        MOperands::Signed => (format!("i1, {a}, i1, {a}, {d}, i1"), format!("i1 0, {a} %a, i1 0, {a} %a, {d} %c, i1 0")),
    };
    format!(
        "declare {d} @{name}({decl})\ndefine amdgpu_kernel void @k({a} %a, {b} %b, {d} %c, i32 %a32, ptr addrspace(1) %o) {{\n  %r = call {d} @{name}({call})\n  store {d} %r, ptr addrspace(1) %o\n  ret void\n}}\n"
    )
}

fn compiles(text: &str, t: &Target, wave: u32, job: usize) -> bool {
    let dir = crate::tmp::dir("matrix-llc");
    let file = dir.join(format!("{}-{wave}-{job}.ll", t.name));
    std::fs::write(&file, text).unwrap();
    let mut cmd = Command::new("llc-22");
    cmd.args(["-mtriple=amdgcn-amd-amdhsa", "-o", "/dev/null"]).arg(format!("-mcpu={}", t.name)).arg(&file);
    if t.waves.len() > 1 {
        cmd.arg(format!("-mattr=+wavefrontsize{wave}"));
    }
    cmd.output().unwrap().status.success()
}

const PROCESSORS: &[&str] =
    &["gfx900", "gfx908", "gfx90a", "gfx942", "gfx950", "gfx9-4-generic", "gfx1030", "gfx1100", "gfx1151", "gfx11-generic", "gfx1200", "gfx12-generic", "gfx1250"];

#[test]
fn matrix_rows_compile_exactly_where_available() {
    if !llc() {
        return;
    }
    let targets: Vec<&Target> = PROCESSORS.iter().map(|p| xlane_core::target::all().find(|t| t.name == *p).unwrap()).collect();
    // (what, module, target, wave, available in xlane)
    let mut jobs: Vec<(String, String, &Target, u32, bool)> = vec![];
    for r in TABLE {
        for &w in layout::waves(r) {
            let text = ir(r, w);
            for t in targets.iter().filter(|t| t.supports_wave(w)) {
                let have = lookup(r.name, t).is_some_and(|x| x.is_ok_and(|x| x.layout == r.layout));
                jobs.push((format!("{} ({:?}) wave{w}", r.name, r.layout), text.clone(), t, w, have));
            }
        }
    }
    for r in TRANSPOSE {
        let n = 64 / r.elem_bits;
        let (t_, sfx) = if r.elem_bits == 16 { (format!("<{n} x half>"), format!("v{n}f16")) } else { ("<2 x i32>".to_string(), "v2i32".to_string()) };
        let text = format!("declare {t_} @{name}.{sfx}(ptr addrspace(3))\ndefine amdgpu_kernel void @k(ptr addrspace(3) %p, ptr addrspace(1) %o) {{\n  %r = call {t_} @{name}.{sfx}(ptr addrspace(3) %p)\n  store {t_} %r, ptr addrspace(1) %o\n  ret void\n}}\n", name = r.name);
        for t in &targets {
            let have = lookup_transpose(r.name, t).is_some_and(|x| x.is_ok());
            jobs.push((r.name.to_string(), text.clone(), t, t.default_wave(), have));
        }
    }
    // llc-22 once per job, on every core
    let next = std::sync::atomic::AtomicUsize::new(0);
    let wrong = std::sync::Mutex::new(vec![]);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(8);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((what, text, t, w, have)) = jobs.get(i) else { break };
                if *have != compiles(text, t, *w, i) {
                    wrong.lock().unwrap().push(format!("{what} on {}: xlane says {have}", t.name));
                }
            });
        }
    });
    let wrong = wrong.into_inner().unwrap();
    assert!(wrong.is_empty(), "matrix availability differs from llc-22:\n{}", wrong.join("\n"));
}
