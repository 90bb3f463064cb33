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
        }
    }
}
