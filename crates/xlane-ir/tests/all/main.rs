//! The integration tests of xlane-ir, one module per file, linked into one test binary
//! (`cargo test -p xlane-ir --test all`; a filter such as `amd_properties::` picks one file).

mod amd_fp8;
mod buffer_fat;
mod common;
mod errors;
mod filetests;
mod float_text;
mod inline_amdgpu;
mod inline_ptx;
mod lazy_front;
mod lds_dma;
mod lds_race;
mod llvm24_text;
mod malformed_ir;
mod printf_limit;
mod ptx_narrow;
mod recursion;
mod robust;
mod run_amd;
mod run_holes;
mod run_ir;
mod run_loops;
mod run_matrix;
mod run_nv;
mod run_ops;
mod run_wgmma;
mod run_wwm;
mod schedule;
mod spec_checks;
// one copy for every test binary
#[path = "../../../../tests/support/tmp.rs"]
mod tmp;
mod undef_memory;
