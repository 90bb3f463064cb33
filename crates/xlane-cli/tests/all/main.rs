//! The integration tests of xlane-cli, one module per file, linked into one test binary
//! (`cargo test -p xlane-cli --test all`; a filter such as `amd_properties::` picks one file).

mod bad_input_help;
mod blackbox_argv;
mod clang_oracle;
mod cli_amd;
mod cli_commands;
mod cli_eval;
mod cli_explain;
mod cli_robust;
mod cli_snippet;
mod cli_vectors;
mod corpus_smoke;
mod doc_examples;
mod eval_wwm;
mod explain_asm;
mod fuzz_regressions;
mod headers;
mod initcheck;
mod issue13;
mod issue13_output;
mod json_schema;
mod lower;
mod lower_snippets;
mod new_user;
mod new_user_24;
mod run_repeat;
mod sanitize;
mod serve_api;
mod serve_browser;
mod serve_support;
mod svg_cli;
mod svg_gallery;
mod svg_render;
mod synth;
mod synth_clang;
mod synth_emit;
mod synth_matrix;
// one copy for every test binary
#[path = "../../../../tests/support/tmp.rs"]
mod tmp;
mod watch;
