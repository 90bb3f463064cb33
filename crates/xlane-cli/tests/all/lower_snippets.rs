//! `xlane lower` of `eval` snippets: nested calls, expressions as arguments, the header
//! shuffles' default width, ballots, several calls in one function. Each snippet's output is
//! compared with
//! * the blessed text in tests/lower/ (always; `XLANE_BLESS=1` rewrites it), and
//! * clang-22 `-O1` on an equivalent C++ function written here by hand from the ISA/header
//!   formulas (IR: instruction by instruction after renaming values; AMDGPU asm and PTX: the
//!   cross-lane instructions in order), skipped with a message without clang-22.

use std::process::Command;

use super::clang_oracle::{have_clang, repo};

struct Case {
    name: &'static str,
    target: &'static str,
    snippet: &'static str,
    /// The same function in C++ (AMD: clang builtins; NVIDIA: the `__nvvm_*` builtins the CUDA
    /// header formulas call). `lane` is `LANE` (AMD `__lane_id()`: mbcnt; NVIDIA `%laneid`).
    cpp: &'static str,
}

/// HIP's shuffles as ROCm clr amd_warp_functions.h defines them (index arithmetic on
/// `__lane_id()`, one ds_bpermute). The default width is `warpSize`, the constant
/// `__AMDGCN_WAVEFRONT_SIZE` (`WS`, passed with -D as the HIP headers need it with clang-22).
const HIP: &str = r#"
#define LANE ((int)(__builtin_amdgcn_wavefrontsize() == 32 ? __builtin_amdgcn_mbcnt_lo(~0u, 0u) : __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u))))
static inline int shfl_xor(int var, int m, int width) {
  int self = LANE; int index = self ^ m;
  index = index >= ((self + width) & ~(width - 1)) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl_down(int var, unsigned d, int width) {
  int self = LANE; int index = self + d;
  index = (int)((self & (width - 1)) + d) >= width ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl_up(int var, unsigned d, int width) {
  int self = LANE; int index = self - d;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
static inline int shfl(int var, int src, int width) {
  int self = LANE; int index = (src & (width - 1)) + (self & ~(width - 1));
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}
// A kernel calls the header functions from several places: clang then simplifies them before
// inlining (a function with one caller can be inlined first and simplified in another order).
extern "C" int other_callers(int v, unsigned d, int w) { return shfl_xor(v, d, w) + shfl_down(v, d, w) + shfl_up(v, d, w) + shfl(v, d, w); }
"#;

const CASES: &[Case] = &[
    Case {
        name: "mbcnt_nested_gfx942",
        target: "gfx942",
        snippet: "__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0))",
        cpp: "unsigned f() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0)); }",
    },
    Case {
        name: "mbcnt_nested_gfx1100",
        target: "gfx1100",
        snippet: "__builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0))",
        cpp: "unsigned f() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0)); }",
    },
    Case { name: "ballot_expr_gfx942", target: "gfx942", snippet: "__ballot(v > 3)", cpp: "unsigned long long f(int v) { int p = v > 3; return __builtin_amdgcn_ballot_w64(p); }" },
    Case {
        name: "dpp_of_lane_gfx942",
        target: "gfx942",
        snippet: "int x = lane * 10; __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false)",
        cpp: "int f() { int x = LANE * 10; return __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false); }",
    },
    Case {
        name: "bpermute_expr_gfx942",
        target: "gfx942",
        snippet: "__builtin_amdgcn_ds_bpermute((lane ^ 1) << 2, v + 1)",
        cpp: "int f(int v) { return __builtin_amdgcn_ds_bpermute((LANE ^ 1) << 2, v + 1); }",
    },
    Case {
        name: "readlane_expr_gfx1100",
        target: "gfx1100",
        snippet: "__builtin_amdgcn_readlane(v * 3, 7 - 2)",
        cpp: "int f(int v) { return __builtin_amdgcn_readlane(v * 3, 5); }",
    },
    Case { name: "shfl_xor_default_width_gfx942", target: "gfx942", snippet: "__shfl_xor(v, 1)", cpp: "int f(int v) { return shfl_xor(v, 1, WS); }" },
    Case { name: "shfl_down_default_width_gfx1100", target: "gfx1100", snippet: "__shfl_down(v, 1)", cpp: "int f(int v) { return shfl_down(v, 1, WS); }" },
    Case { name: "shfl_xor_sync_gfx942", target: "gfx942", snippet: "__shfl_xor_sync(0xffffffffffffffffull, v, 4)", cpp: "int f(int v) { return shfl_xor(v, 4, WS); }" },
    Case {
        name: "two_shuffles_gfx942",
        target: "gfx942",
        snippet: "int a = __shfl_xor(v, 1); a + __shfl_xor(a, 2)",
        cpp: "int f(int v) { int a = shfl_xor(v, 1, WS); return a + shfl_xor(a, 2, WS); }",
    },
    Case { name: "shfl_down_2_gfx942", target: "gfx942", snippet: "__shfl_down(v, 2)", cpp: "int f(int v) { return shfl_down(v, 2, WS); }" },
    Case { name: "shfl_down_16_gfx1100", target: "gfx1100", snippet: "__shfl_down(v, 16)", cpp: "int f(int v) { return shfl_down(v, 16, WS); }" },
    Case { name: "shfl_up_1_gfx942", target: "gfx942", snippet: "__shfl_up(v, 1)", cpp: "int f(int v) { return shfl_up(v, 1, WS); }" },
    Case { name: "shfl_down_var_gfx1100", target: "gfx1100", snippet: "__shfl_down(v, d, 16)", cpp: "int f(int v, unsigned d) { return shfl_down(v, d, 16); }" },
    Case { name: "shfl_up_var_gfx942", target: "gfx942", snippet: "__shfl_up(v, d)", cpp: "int f(int v, unsigned d) { return shfl_up(v, d, WS); }" },
    Case { name: "shfl_lane_expr_gfx942", target: "gfx942", snippet: "__shfl(v, lane + 1, 16)", cpp: "int f(int v) { return shfl(v, LANE + 1, 16); }" },
    Case {
        name: "shfl_xor_3arg_sm90",
        target: "sm_90",
        snippet: "__shfl_xor_sync(0xffffffff, v, 1)",
        cpp: "int f(int v) { return __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); }",
    },
    Case {
        name: "shfl_down_chain_sm90",
        target: "sm_90",
        snippet: "int r = __shfl_down_sync(0xffffffff, v, 1); r + __shfl_down_sync(0xffffffff, r, 2)",
        cpp: "int f(int v) { int r = __nvvm_shfl_sync_down_i32(0xffffffff, v, 1, 0x1f); return r + __nvvm_shfl_sync_down_i32(0xffffffff, r, 2, 0x1f); }",
    },
    Case {
        name: "ballot_expr_sm90",
        target: "sm_90",
        snippet: "__ballot_sync(0xffffffff, v > 3)",
        cpp: "unsigned f(int v) { return __nvvm_vote_ballot_sync(0xffffffff, v > 3); }",
    },
    Case {
        name: "shfl_lane_expr_sm90",
        target: "sm_90",
        snippet: "__shfl_sync(0xffffffff, v, (lane + 1) & 31)",
        cpp: "int f(int v) { return __nvvm_shfl_sync_idx_i32(0xffffffff, v, (LANE + 1) & 31, 0x1f); }",
    },
    Case {
        name: "shfl_up_width16_sm90",
        target: "sm_90",
        snippet: "__shfl_up_sync(0xffffffff, v, 1, 16)",
        cpp: "int f(int v) { return __nvvm_shfl_sync_up_i32(0xffffffff, v, 1, (32 - 16) << 8); }",
    },
    Case {
        name: "lane_times_sm90",
        target: "sm_90",
        snippet: "int x = lane * 10; __shfl_down_sync(0xffffffff, x, 3)",
        cpp: "int f() { int x = LANE * 10; return __nvvm_shfl_sync_down_i32(0xffffffff, x, 3, 0x1f); }",
    },
    Case { name: "shfl_var_default_width_gfx942", target: "gfx942", snippet: "__shfl(v, s)", cpp: "int f(int v, int s) { return shfl(v, s, WS); }" },
    Case { name: "shfl_const_default_width_gfx942", target: "gfx942", snippet: "__shfl(v, 3)", cpp: "int f(int v) { return shfl(v, 3, WS); }" },
    Case { name: "shfl_const_width16_gfx1100", target: "gfx1100", snippet: "__shfl(v, 5, 16)", cpp: "int f(int v) { return shfl(v, 5, 16); }" },
    Case {
        name: "readfirstlane_add_gfx942",
        target: "gfx942",
        snippet: "__builtin_amdgcn_readfirstlane(v + 7) ^ v",
        cpp: "int f(int v) { return __builtin_amdgcn_readfirstlane(v + 7) ^ v; }",
    },
    Case {
        name: "readlane_shared_operand_gfx942",
        target: "gfx942",
        snippet: "int x = v * 3; __builtin_amdgcn_readlane(x, 5) + x",
        cpp: "int f(int v) { int x = v * 3; return __builtin_amdgcn_readlane(x, 5) + x; }",
    },
    Case {
        name: "lane_compare_select_sm90",
        target: "sm_90",
        snippet: "lane < 4 ? v : 2",
        cpp: "int f(int v) { return LANE < 4 ? v : 2; }",
    },
    // Branches: clang -O1's blocks and phis (the parity of `crate::cfg` in xlane-lower).
    Case {
        name: "if_shfl_xor_gfx942",
        target: "gfx942",
        snippet: "if (v > 3) v = __shfl_xor(v, 1);",
        cpp: "int f(int v) { if (v > 3) v = shfl_xor(v, 1, WS); return v; }",
    },
    Case {
        name: "if_lane_readlane_gfx942",
        target: "gfx942",
        snippet: "int r = 0; if (lane < 4) r = __builtin_amdgcn_readlane(v, 0);",
        cpp: "int f(int v) { int r = 0; if (LANE < 4) r = __builtin_amdgcn_readlane(v, 0); return r; }",
    },
    Case {
        name: "if_else_shfl_gfx942",
        target: "gfx942",
        snippet: "int r; if (v > 3) r = __shfl_xor(v, 1); else r = __shfl_xor(v, 2);",
        cpp: "int f(int v) { int r; if (v > 3) r = shfl_xor(v, 1, WS); else r = shfl_xor(v, 2, WS); return r; }",
    },
    Case {
        name: "and_shfl_gfx942",
        target: "gfx942",
        snippet: "(int)(v > 3 && __shfl_xor(v, 1) > 0)",
        cpp: "int f(int v) { return v > 3 && shfl_xor(v, 1, WS) > 0; }",
    },
    Case {
        name: "cond_shfl_gfx1100",
        target: "gfx1100",
        snippet: "v > 3 ? __shfl_xor(v, 1) : 0",
        cpp: "int f(int v) { return v > 3 ? shfl_xor(v, 1, WS) : 0; }",
    },
    Case {
        name: "if_else_down_gfx1100",
        target: "gfx1100",
        snippet: "int r = v; if (v > 3) r = __shfl_down(v, 1); else r = __builtin_amdgcn_readfirstlane(v); r",
        cpp: "int f(int v) { int r = v; if (v > 3) r = shfl_down(v, 1, WS); else r = __builtin_amdgcn_readfirstlane(v); return r; }",
    },
    Case {
        name: "if_lane_shfl_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (lane < 4) r = __shfl_sync(0xffffffff, lane, 0);",
        cpp: "int f() { int r = 0; if (LANE < 4) r = __nvvm_shfl_sync_idx_i32(0xffffffff, LANE, 0, 0x1f); return r; }",
    },
    Case {
        name: "cond_call_in_else_sm90",
        target: "sm_90",
        snippet: "v > 3 ? 0 : __shfl_xor_sync(0xffffffff, v, 1)",
        cpp: "int f(int v) { return v > 3 ? 0 : __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); }",
    },
    Case {
        name: "or_vote_sm90",
        target: "sm_90",
        snippet: "v > 3 || __any_sync(0xffffffff, v == 2)",
        cpp: "bool f(int v) { return v > 3 || __nvvm_vote_any_sync(0xffffffff, v == 2); }",
    },
    Case {
        name: "if_three_vars_sm90",
        target: "sm_90",
        snippet: "int b = v, a = 0, c = 1; if (v > 3) { a = __shfl_xor_sync(0xffffffff, v, 1); c = a * 3; b = a + 2; } a + b + c",
        cpp: "int f(int v) { int b = v, a = 0, c = 1; if (v > 3) { a = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); c = a * 3; b = a + 2; } return a + b + c; }",
    },
    Case {
        name: "if_then_add_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1); r + 5",
        cpp: "int f(int v) { int r = 0; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); return r + 5; }",
    },
    Case {
        name: "if_else_common_add_sm90",
        target: "sm_90",
        snippet: "int r; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1) + 1; else r = __shfl_xor_sync(0xffffffff, v, 2) + 1; r",
        cpp: "int f(int v) { int r; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f) + 1; else r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 2, 0x1f) + 1; return r; }",
    },
    Case {
        name: "if_ne_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v != 3) r = __shfl_xor_sync(0xffffffff, v, 1);",
        cpp: "int f(int v) { int r = 0; if (v != 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); return r; }",
    },
    Case {
        name: "two_ifs_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1); if (v < 10) r = __shfl_xor_sync(0xffffffff, r, 2);",
        cpp: "int f(int v) { int r = 0; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); if (v < 10) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, r, 2, 0x1f); return r; }",
    },
    Case {
        name: "if_then_widen_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1); (long)r",
        cpp: "long f(int v) { int r = 0; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); return (long)r; }",
    },
    Case {
        name: "if_then_compare_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1); (int)(r == 0)",
        cpp: "int f(int v) { int r = 0; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f); return r == 0; }",
    },
    Case {
        name: "if_select_sm90",
        target: "sm_90",
        snippet: "int r = 0; if (v > 3) r = 5; __shfl_xor_sync(0xffffffff, r, 1)",
        cpp: "int f(int v) { int r = 0; if (v > 3) r = 5; return __nvvm_shfl_sync_bfly_i32(0xffffffff, r, 1, 0x1f); }",
    },
    Case { name: "if_float_shfl_down_gfx942", target: "gfx942", snippet: "float f = v; if (v > 0) f = __shfl_down(f, 1); f", cpp: "float f(int v) { float f = v; if (v > 0) f = __builtin_bit_cast(float, shfl_down(__builtin_bit_cast(int, f), 1, WS)); return f; }" },
    Case { name: "if_two_shuffles_in_arm_gfx942", target: "gfx942", snippet: "int r = 0; if (v > 1) { r = __shfl_xor(v, 1); r += __shfl_xor(r, 2); } r", cpp: "int f(int v) { int r = 0; if (v > 1) { r = shfl_xor(v, 1, WS); r += shfl_xor(r, 2, WS); } return r; }" },
    Case { name: "if_else_lane_sm90", target: "sm_90", snippet: "int r = v; if (lane < 16) r = __shfl_down_sync(0xffffffff, v, 16); else r = __shfl_up_sync(0xffffffff, v, 16); r", cpp: "int f(int v) { int r = v; if (LANE < 16) r = __nvvm_shfl_sync_down_i32(0xffffffff, v, 16, 0x1f); else r = __nvvm_shfl_sync_up_i32(0xffffffff, v, 16, 0); return r; }" },
    Case { name: "cond_both_arms_gfx942", target: "gfx942", snippet: "v > 3 ? __shfl_xor(v, 1) : __shfl_xor(v, 2)", cpp: "int f(int v) { return v > 3 ? shfl_xor(v, 1, WS) : shfl_xor(v, 2, WS); }" },
    Case { name: "lane_after_if_gfx942", target: "gfx942", snippet: "int r = v; if (v > 3) r = __shfl_xor(v, 1); r + lane", cpp: "int f(int v) { int r = v; if (v > 3) r = shfl_xor(v, 1, WS); return r + LANE; }" },
    Case { name: "or_all_int_sm90", target: "sm_90", snippet: "(int)(v > 3 || __all_sync(0xffffffff, v > 1))", cpp: "int f(int v) { return v > 3 || __nvvm_vote_all_sync(0xffffffff, v > 1); }" },
    Case {
        name: "phi_of_adds_sm90",
        target: "sm_90",
        snippet: "int r = v + 1; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1) + 1; r",
        cpp: "int f(int v) { int r = v + 1; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f) + 1; return r; }",
    },
    Case {
        name: "phi_of_products_sm90",
        target: "sm_90",
        snippet: "int r = v * w; if (v > 3) r = __shfl_xor_sync(0xffffffff, v, 1) * w; r",
        cpp: "int f(int v, int w) { int r = v * w; if (v > 3) r = __nvvm_shfl_sync_bfly_i32(0xffffffff, v, 1, 0x1f) * w; return r; }",
    },
];

fn xlane(args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().unwrap();
    assert!(o.status.success(), "xlane {args:?}: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn emit_for(t: &str) -> (&'static str, &'static str) {
    if t.starts_with("sm_") {
        ("ptx", "ptx")
    } else {
        ("asm", "s")
    }
}

#[test]
fn snippets_match_the_blessed_outputs() {
    let bless = std::env::var("XLANE_BLESS").is_ok();
    let mut bad = vec![];
    for c in CASES {
        let (emit, ext) = emit_for(c.target);
        for (kind, ext) in [("llvm", "ll"), (emit, ext)] {
            let out = xlane(&["lower", "--model", "--target", c.target, "--emit", kind, c.snippet]);
            let path = repo().join(format!("tests/lower/{}.{ext}", c.name));
            if bless {
                std::fs::write(&path, &out).unwrap();
                continue;
            }
            let want = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e} (XLANE_BLESS=1 writes it)", path.display()));
            if out != want {
                bad.push(format!("{} --emit {kind}:\n{out}\nblessed:\n{want}", c.name));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

// ------------------------------------------------------------------ clang-22

/// clang-22's output for every case of `target`, one file as a kernel source would be: the
/// header functions have several callers, so clang simplifies them before inlining them (with
/// one caller the inlined code can take another canonical form).
fn clang(target: &str, asm: bool) -> String {
    let dir = crate::tmp::dir("lower-snippets");
    let file = dir.join(format!("{target}.cpp"));
    let nv = target.starts_with("sm_");
    let prelude = if nv { "#define LANE ((int)__nvvm_read_ptx_sreg_laneid())\n" } else { HIP };
    let funcs: String = CASES
        .iter()
        .filter(|c| c.target == target)
        .map(|c| format!("extern \"C\" {}\n", c.cpp.replacen(" f(", &format!(" {}(", c.name), 1)))
        .collect();
    std::fs::write(&file, format!("{prelude}\n{funcs}")).unwrap();
    let mut cmd = Command::new("clang-22");
    if nv {
        cmd.args(["--target=nvptx64-nvidia-cuda", &format!("-march={target}"), "-Xclang", "-target-feature", "-Xclang", "+ptx78"]);
    } else {
        let wave = xlane_core::target::lookup(target).unwrap().default_wave();
        cmd.args(["--target=amdgcn-amd-amdhsa", &format!("-mcpu={target}"), "-nogpulib", &format!("-DWS={wave}")]);
    }
    cmd.args(["-O1", "-S", "-o", "-"]);
    if !asm {
        cmd.arg("-emit-llvm");
    }
    let o = cmd.arg(&file).output().unwrap();
    let _ = std::fs::remove_file(&file);
    assert!(o.status.success(), "{target}: clang-22: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The part of `out` that belongs to function `name` (IR: from its `define` to the closing
/// brace, plus the module's declarations; asm/PTX: from its label to the next function).
fn function_of(out: &str, name: &str, ir: bool) -> String {
    let mut s = String::new();
    let mut inside = false;
    for l in out.lines() {
        let t = l.trim_start();
        let starts = if ir {
            t.starts_with("define ") && t.contains(&format!("@{name}("))
        } else {
            t.starts_with(&format!("{name}:")) || (t.starts_with(".visible .func") && t.contains(&format!(" {name}(")))
        };
        if starts {
            inside = true;
        }
        if inside || (ir && t.starts_with("declare ")) {
            s.push_str(l);
            s.push('\n');
        }
        if inside && (if ir { t == "}" } else { t.starts_with(".Lfunc_end") || t == "}" || t.starts_with("// -- End function") }) {
            inside = false;
        }
    }
    s
}

/// The function's instructions with values renamed in order of appearance (parameters
/// first), attributes, `tail`, `noundef`, ranges and metadata dropped; and its declarations.
fn normalise(ir: &str) -> (Vec<String>, Vec<String>) {
    let mut names: Vec<String> = vec![];
    let mut rename = |line: &str| -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(p) = rest.find('%') {
            out.push_str(&rest[..p]);
            let tail = &rest[p + 1..];
            let end = tail.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')).unwrap_or(tail.len());
            let n = &tail[..end];
            let k = names.iter().position(|x| x == n).unwrap_or_else(|| {
                names.push(n.to_string());
                names.len() - 1
            });
            out.push_str(&format!("%v{k}"));
            rest = &tail[end..];
        }
        out + rest
    };
    let clean = |l: &str| -> String {
        let mut l = l.split(", !").next().unwrap().to_string();
        for w in ["tail ", "noundef ", "zeroext ", "signext ", "local_unnamed_addr ", "dso_local ", "hidden "] {
            l = l.replace(w, "");
        }
        while let Some(p) = l.find("range(") {
            let e = l[p..].find(')').map_or(l.len(), |e| p + e + 2);
            l.replace_range(p..e.min(l.len()), "");
        }
        l.split(" #").next().unwrap().trim().to_string()
    };
    let mut body = vec![];
    let mut decls = vec![];
    let mut inside = false;
    for l in ir.lines() {
        // A block label: `3:` (clang adds `; preds = …`).
        let t = l.split(" ;").next().unwrap_or("").trim();
        if t.starts_with("define ") {
            inside = true;
            // Parameters are named first, in order.
            let params = t.split_once('(').map_or("", |p| p.1);
            let _ = rename(params);
            continue;
        }
        if inside && t == "}" {
            inside = false;
            continue;
        }
        if inside && t.ends_with(':') && t != "entry:" {
            body.push(rename(&format!("%{t}")));
        } else if inside && !t.is_empty() && !t.ends_with(':') && !t.starts_with(';') {
            body.push(rename(&clean(t)));
        }
        if t.starts_with("declare ") {
            decls.push(clean(t));
        }
    }
    // The declarations of what this function calls.
    decls.retain(|d| d.split_once('@').and_then(|(_, r)| r.split_once('(')).is_some_and(|(n, _)| body.iter().any(|b| b.contains(&format!("@{n}(")))));
    decls.sort();
    decls.dedup();
    (body, decls)
}

/// The cross-lane instructions of an assembly or PTX text, by mnemonic (`ballots`: with the
/// VOPC compares, which are a ballot's instruction, when the snippet's only compares are those).
fn cross_lane(text: &str, ballots: bool) -> Vec<String> {
    const ANY: &[&str] = &[
        "v_mbcnt",
        "ds_bpermute",
        "ds_permute",
        "ds_swizzle",
        "_dpp",
        "v_readlane",
        "v_readfirstlane",
        "v_writelane",
        "v_permlane",
        "shfl.",
        "vote.",
        "match.",
        "redux.",
        "%laneid",
    ];
    text.lines()
        .map(|l| l.trim())
        .filter(|l| !l.starts_with(';') && !l.starts_with("//") && !l.starts_with('.'))
        .filter(|l| ANY.iter().any(|a| l.contains(a)) || (ballots && l.starts_with("v_cmp_")))
        .map(|l| if l.contains("%laneid") { "mov.u32 %laneid".to_string() } else { l.split_whitespace().next().unwrap_or("").to_string() })
        .collect()
}

/// What opt-22's verifier says of an IR text (None: valid, or no opt-22).
fn invalid_ir(ir: &str) -> Option<String> {
    use std::io::Write;
    let mut child = Command::new("opt-22")
        .args(["-passes=verify", "-disable-output"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(ir.as_bytes()).ok()?;
    let o = child.wait_with_output().ok()?;
    (!o.status.success()).then(|| String::from_utf8_lossy(&o.stderr).into_owned())
}

/// Cases where xlane matches clang's calls but not its arithmetic, and why. Only the calls
/// are compared for them (docs/lower.md, "Known residuals").
const CALLS_ONLY: &[(&str, &str)] = &[("shfl_lane_expr_gfx942", "demanded bits narrow `self & -16` to `self & 0x3ffffff0` and make the add a disjoint `or`")];

#[test]
fn snippets_match_clang() {
    if !have_clang() {
        eprintln!("(the blessed outputs in tests/lower/ are still checked)");
        return;
    }
    let mut bad = vec![];
    let mut out = std::collections::HashMap::new();
    for c in CASES {
        let (ir, asm) = out.entry(c.target).or_insert_with(|| (clang(c.target, false), clang(c.target, true))).clone();
        let mine_ir = xlane(&["lower", "--target", c.target, "--emit", "llvm", c.snippet]);
        if let Some(e) = invalid_ir(&mine_ir) {
            bad.push(format!("{}: opt-22 rejects xlane's IR: {e}", c.name));
        }
        let mine = normalise(&mine_ir);
        let theirs = normalise(&function_of(&ir, c.name, true));
        let calls = |b: &Vec<String>| {
            b.iter()
                .filter(|l| l.contains("call "))
                .map(|l| l.split_once(" = ").map_or(l.as_str(), |x| x.1).split('(').next().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        let same = if CALLS_ONLY.iter().any(|(n, _)| *n == c.name) { calls(&mine.0) == calls(&theirs.0) && mine.1 == theirs.1 } else { mine == theirs };
        if !same {
            bad.push(format!("{}: IR\n  xlane: {:#?}\n  clang: {:#?}", c.name, mine, theirs));
        }
        let (emit, _) = emit_for(c.target);
        let mine_text = xlane(&["lower", "--model", "--target", c.target, "--emit", emit, c.snippet]);
        let ballots = c.snippet.contains("ballot");
        let mine = cross_lane(&mine_text, ballots);
        let theirs = cross_lane(&function_of(&asm, c.name, false), ballots);
        if mine != theirs || theirs.is_empty() {
            bad.push(format!("{}: {emit}\n  xlane: {mine:?}\n  clang: {theirs:?}", c.name));
        }
    }
    assert!(bad.is_empty(), "{} of {} cases differ:\n{}", bad.len(), CASES.len(), bad.join("\n"));
}

#[test]
fn control_flow_xlane_does_not_model_is_refused_with_the_reason() {
    for (s, why) in [
        ("int v = lane; for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);", "loops"),
        ("int v = lane; while (v < 8) v += __shfl_down_sync(0xffffffff, v, 1);", "loops"),
        ("int r = 0; if (v > 1) { if (v > 2) r = __shfl_sync(0xffffffff, v, 0); }", "a branch inside a branch"),
        ("int r = 0; if (v > 1) r = v > 2 ? __shfl_sync(0xffffffff, v, 0) : 1;", "a branch inside a branch"),
        ("int r = 0; if (v > 1) r = v * 3;", "an `if` whose arms compute without a cross-lane call"),
        ("(v > 1 && __any_sync(0xffffffff, v > 2)) || __any_sync(0xffffffff, v > 3)", "a branch on the result of another branch"),
        ("int r = 0; if (v > 1 && __any_sync(0xffffffff, v > 2)) r = 1;", "a branch on the result of another branch"),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["lower", "--target", "sm_90", s]).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{s}");
        assert!(err.starts_with(&format!("error[unsupported]: `lower` does not lower {why}")) && err.contains("help:"), "{s}: {err}");
    }
}

/// A `double` HIP shuffle moves two `i32` words: the lane id and each `ds_bpermute` stay `i32`
/// (they were cast to `double`, which opt-22 rejects: `bitcast i32 … to double`).
#[test]
fn double_shuffles_keep_i32_words() {
    for (t, s) in [("gfx1100", "__shfl_xor(v, 1)"), ("gfx942", "__shfl_xor(v, 1)"), ("gfx1100", "__shfl(v, s)"), ("gfx942", "__shfl_down(v, 2)")] {
        let ir = xlane(&["lower", "--target", t, "--type", "f64", "--emit", "llvm", s]);
        assert!(!ir.contains("bitcast i32") && !ir.contains("double %0,") && ir.matches("ds.bpermute(i32").count() == 3, "{t} {s}:\n{ir}");
        if let Some(e) = invalid_ir(&ir) {
            panic!("{t} {s}: opt-22 rejects it: {e}\n{ir}");
        }
    }
}
