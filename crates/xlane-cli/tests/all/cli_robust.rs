//! Bad input never panics: snippets built from random runs of tokens (valid and not) must
//! give a result or a diagnostic. A fixed-seed generator keeps the run reproducible.

use xlane_cli::snippet::{self, Options};
use xlane_core::semantics::UndefPolicy;

const TOKENS: &[&str] = &[
    "int",
    "unsigned",
    "long",
    "double",
    "float",
    "bool",
    "__half",
    "const",
    "v",
    "w",
    "lane",
    "threadIdx",
    ".",
    "x",
    "=",
    "+=",
    ";",
    ",",
    "(",
    ")",
    "{",
    "}",
    "if",
    "else",
    "?",
    ":",
    "+",
    "-",
    "*",
    "/",
    "%",
    "<<",
    ">>",
    "&",
    "|",
    "^",
    "~",
    "!",
    "&&",
    "||",
    "==",
    "<",
    "0",
    "1",
    "-1",
    "0xffffffff",
    "1.5",
    "1e400",
    "64",
    "100",
    "__ballot_sync",
    "__shfl_xor_sync",
    "__builtin_amdgcn_update_dpp",
    "__builtin_amdgcn_mov_dpp8",
    "__builtin_amdgcn_ds_swizzle",
    "__match_all_sync",
    "__builtin_amdgcn_readlane",
    "llvm",
    "amdgcn",
    "0x111",
    "0xf",
    "true",
    "false",
    "&pred",
    "int v = lane;",
    "int w = 3;",
    "__reduce_add_sync",
    "__builtin_amdgcn_permlane16_swap",
    "(unsigned)",
];

/// xorshift64*: deterministic and good enough to shuffle tokens.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

#[test]
fn random_token_soup_never_panics() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for target in ["gfx942", "gfx1100", "sm_90"] {
        let t = xlane_core::target::lookup(target).unwrap();
        let opts = Options { target: t, wave: t.default_wave(), exec: 0x0f0f_f0f0_ffff_0001, policy: UndefPolicy::Strict, placeholders: false };
        for _ in 0..1500 {
            let n = 1 + rng.next() % 14;
            let text: Vec<&str> = (0..n).map(|_| TOKENS[(rng.next() % TOKENS.len() as u64) as usize]).collect();
            let text = format!("int v = lane; int pred; {}", text.join(" "));
            let _ = snippet::eval(&text, &opts);
            let _ = xlane_cli::explain::explain(target, None, None, &text);
            lower_never_panics(&text, t);
        }
    }
}

/// `lower` of the same soup, and of branch shapes around it: an error or a function whose
/// text is well formed (every `br` target is a label it prints).
fn lower_never_panics(text: &str, t: &'static xlane_core::Target) {
    for s in [text.to_string(), format!("int r = 0; if (v > 1) {{ {text} }}"), format!("v > 2 ? {text} : 1")] {
        if let Ok(l) = snippet::lower::lower(&s, t, t.default_wave(), None) {
            let ir = l.function.to_text();
            for target in ir.split("label %").skip(1).map(|r| r.split(|c: char| !c.is_ascii_digit()).next().unwrap_or("")) {
                assert!(ir.contains(&format!("\n{target}:\n")), "{s}: branch to a missing block %{target}:\n{ir}");
            }
        }
    }
}

#[test]
fn lower_branches_of_random_soup_never_panic() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for target in ["gfx942", "sm_90"] {
        let t = xlane_core::target::lookup(target).unwrap();
        for _ in 0..1500 {
            let n = 1 + rng.next() % 10;
            let text: Vec<&str> = (0..n).map(|_| TOKENS[(rng.next() % TOKENS.len() as u64) as usize]).collect();
            let text = text.join(" ");
            for s in [
                format!("int r = 0; if ({text}) r = __shfl_xor_sync(0xffffffff, v, 1); r"),
                format!("int r = v; if (v > 3) {{ {text}; r = __shfl_xor_sync(0xffffffff, r, 2); }} else r = {text}; r"),
                format!("v > 1 && {text}"),
                format!("({text}) ? __any_sync(0xffffffff, v > 1) : ({text})"),
            ] {
                lower_never_panics(&s, t);
            }
        }
    }
}
