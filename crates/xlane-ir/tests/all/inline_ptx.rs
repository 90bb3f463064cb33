//! Inline PTX that xlane does not run is refused with a located `unsupported` error naming
//! the instruction; malformed asm is `malformed`. (Running inline PTX is checked by the
//! corpus: tests/kernels/inline_ptx, cub_*, coop_groups, all also run on an H200.)

use xlane_ir::ErrKind;

fn module(body: &str) -> String {
    format!("target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr %p) {{\n{body}  ret void\n}}\n")
}

fn load_err(body: &str) -> xlane_ir::RunError {
    let t = xlane_core::target::lookup("sm_90").unwrap();
    xlane_ir::load(&module(body), t).unwrap_err()
}

#[test]
fn unknown_instruction_is_named_with_its_line() {
    let e = load_err("  %x = call i32 asm \"testp.finite.f32 $0, $1;\", \"=r,r\"(i32 1)\n");
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.line == Some(4) && e.message.contains("testp.finite.f32"), "{e}");
}

#[test]
fn guarded_side_effects_and_branches_are_refused() {
    // a guarded lane exchange is refused (guarded loads, stores and atomics run:
    // tests/filetests/guarded_ptx_memory.ll), and so is a guarded compare-and-swap
    let e = load_err("  %x = call i32 asm sideeffect \"{ .reg .pred p; setp.eq.u32 p, $1, 0; @p shfl.sync.idx.b32 $0, $1, 0, 31, -1; }\", \"=r,r\"(i32 1)\n");
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.message.contains("guarded"), "{}", e.message);
    let e = load_err("  %x = call i32 asm sideeffect \"{ .reg .pred p; setp.eq.u32 p, $2, 0; @p atom.global.cas.b32 $0, [$1], $2, 3; }\", \"=r,l,r\"(ptr %p, i32 1)\n");
    assert!(e.message.contains("guarded `atom.cas`"), "{}", e.message);
    let e = load_err("  call void asm sideeffect \"L1: bra L1;\", \"\"()\n");
    assert!(e.message.contains("labels and branches"), "{}", e.message);
    let e = load_err("  %x = call i32 asm \"mov.u32 $0, %smid_typo;\", \"=r\"()\n");
    assert!(e.message.contains("%smid_typo"), "{}", e.message);
}

#[test]
fn constraint_and_operand_mistakes_are_malformed() {
    // two outputs in the constraints, one in the result type
    let e = load_err("  %x = call i32 asm \"mov.u32 $0, 1;\", \"=r,=r\"()\n");
    assert_eq!(e.kind, ErrKind::Malformed, "{e}");
    // writing an input operand
    let e = load_err("  call void asm sideeffect \"mov.u32 $0, 1;\", \"r\"(i32 3)\n");
    assert!(e.message.contains("input operand"), "{}", e.message);
    // a tie to an output that does not exist
    let e = load_err("  %x = call i32 asm \"mov.u32 $0, $1;\", \"=r,3\"(i32 1)\n");
    assert_eq!(e.kind, ErrKind::Malformed, "{e}");
}

#[test]
fn cvt_forms_without_a_model_are_refused() {
    // `.rm`/`.rp` to .tf32 do not exist (PTX ISA cvt: .rna, .rn, .rz); `.rna` takes no `.relu`
    let e = load_err("  %x = call i32 asm \"cvt.rm.tf32.f32 $0, $1;\", \"=r,f\"(float 1.0)\n");
    assert_eq!(e.kind, ErrKind::Malformed, "{e}");
    let e = load_err("  %x = call i32 asm \"cvt.rna.relu.tf32.f32 $0, $1;\", \"=r,f\"(float 1.0)\n");
    assert_eq!(e.kind, ErrKind::Malformed, "{e}");
}

#[test]
fn malformed_packed_and_simd_forms_are_errors_not_panics() {
    // each template is wrong in one way; every one must load to a located error
    let cases: &[(&str, &str)] = &[
        ("%x = call i32 asm \"vadd4.u32 $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 1, i32 2, i32 3)", "three types"),
        ("%x = call i32 asm \"vset4.u32.u32 $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 1, i32 2, i32 3)", "comparison"),
        ("%x = call i32 asm \"vadd4.u32.u32.u32.sat.add $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 1, i32 2, i32 3)", ".sat"),
        ("%x = call i32 asm \"vsub2.f32.u32.u32 $0, $1, $2, $3;\", \"=r,r,r,r\"(i32 1, i32 2, i32 3)", ".u32"),
        ("%x = call i32 asm \"vmax4.u32.u32.u32 $0, $1, $2;\", \"=r,r,r\"(i32 1, i32 2)", "operand"),
        ("%x = call i32 asm \"fma.rn.f16x2 $0, $1, $2;\", \"=r,r,r\"(i32 1, i32 2)", "operand"),
        ("%x = call i32 asm \"mul.f16x2 $0;\", \"=r\"()", "destination"),
        ("%x = call i16 asm \"cvt.rn.e4m3x2.f32 $0, $1, $2;\", \"=h,f,f\"(float 1.0, float 2.0)", "satfinite"),
        ("%x = call i16 asm \"cvt.rz.satfinite.e4m3x2.f32 $0, $1, $2;\", \"=h,f,f\"(float 1.0, float 2.0)", ".rn"),
        ("%x = call i16 asm \"cvt.rn.satfinite.e4m3x2.f32 $0, $1;\", \"=h,f\"(float 1.0)", "operand"),
        ("%x = call i32 asm \"cvt.rn.f16x2.e2m1x2 $0, $1;\", \"=r,h\"(i16 1)", "not modelled"),
        ("%x = call i32 asm \"fma.rn.relu.f32 $0, $1, $2, $3;\", \"=f,f,f,f\"(float 1.0, float 1.0, float 1.0)", ".relu"),
    ];
    for (body, why) in cases {
        let e = load_err(&format!("  {body}\n"));
        assert!(e.line == Some(4), "{body}: {e}");
        assert!(e.message.contains(why), "{body}: {e}");
    }
}
