//! Inline AMDGPU assembly and named registers that xlane does not run are refused with a
//! located error naming the instruction or register. (Running them is checked by the
//! corpus: tests/kernels/amd_asm, rocprim, hipcub.)

use xlane_ir::ErrKind;

fn module(body: &str) -> String {
    format!("target triple = \"amdgcn-amd-amdhsa\"\n\ndefine amdgpu_kernel void @k(ptr addrspace(1) %p) {{\n{body}  ret void\n}}\n")
}

fn load_err(body: &str, target: &str) -> xlane_ir::RunError {
    let t = xlane_core::target::lookup(target).unwrap();
    xlane_ir::load(&module(body), t).unwrap_err()
}

fn loads(body: &str, target: &str) {
    let t = xlane_core::target::lookup(target).unwrap();
    if let Err(e) = xlane_ir::load(&module(body), t) {
        panic!("{e}");
    }
}

#[test]
fn modelled_forms_decode() {
    loads("  %a = call i32 asm sideeffect \"\", \"=v,0\"(i32 1)\n", "gfx942");
    loads("  call void asm sideeffect \"s_nop 0\\0A\\09s_waitcnt vmcnt(0) lgkmcnt(0)\\0A\\09s_sleep 2\", \"\"()\n", "gfx942");
    loads("  %a = call i32 asm \"v_mov_b32_dpp $0, $1 row_shr:1 row_mask:0xf bank_mask:0xf\", \"=v,v,0\"(i32 1, i32 2)\n", "gfx942");
    loads("  %a = call i32 asm \"v_permlanex16_b32 $0, $1, 0, 0 op_sel:[1,0]\", \"=v,v,0\"(i32 1, i32 2)\n", "gfx1100");
}

#[test]
fn unknown_instruction_is_named_with_its_line() {
    let e = load_err("  %x = call i32 asm \"v_add_u32 $0, $1, $1\", \"=v,v\"(i32 1)\n", "gfx942");
    assert_eq!(e.kind, ErrKind::Unsupported);
    assert!(e.line == Some(4) && e.message.contains("v_add_u32"), "{e}");
}

#[test]
fn physical_registers_and_illegal_controls_are_refused() {
    let e = load_err("  %x = call i32 asm \"v_mov_b32 $0, v5\", \"=v\"()\n", "gfx942");
    assert!(e.message.contains("`v5`"), "{}", e.message);
    // row_share is GFX10+ (DPP_ROW_SHARE): the registry's legality rule refuses it on gfx908
    let e = load_err("  %x = call i32 asm \"v_mov_b32_dpp $0, $1 row_share:3 row_mask:0xf bank_mask:0xf\", \"=v,v\"(i32 1)\n", "gfx908");
    assert!(e.message.contains("row_share"), "{}", e.message);
}

#[test]
fn named_registers_llc_rejects_are_refused() {
    let body = "  %x = call i64 @llvm.read_register.i64(metadata !\"vcc\")\n";
    let t = xlane_core::target::lookup("gfx942").unwrap();
    let e = xlane_ir::load(&module(body), t).unwrap_err();
    assert_eq!(e.kind, ErrKind::Unsupported, "{e}");
    assert!(e.message.contains("vcc"), "{}", e.message);
}
