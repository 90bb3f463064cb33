//! C++20 template-parameter declarations in manglings, which `cpp_demangle` 0.4/0.5 do not
//! parse. The Itanium C++ ABI (§5.1.5.8, "Template Arguments": `<template-arg> ::=
//! <template-param-decl> <template-arg>`, `<template-param-decl> ::= Tn <type> | …`) lets a
//! template argument be preceded by its parameter's declaration; clang 17+ writes `Tn <type>`
//! before a non-type argument whose type the template's signature does not fix, as in ggml's
//! `k_set_rows_quant<long, block_q4_0, 32, &quantize_f32_q4_0_block>`:
//! `…Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q4_0_blockS2_PS0_EEE…`.
//!
//! The declared `<type>` is mangled as any type is, so its parts enter the substitution table
//! (`S2_` above is its `float const*`); it cannot just be dropped. Here `Tn <type> X <expr> E`
//! becomes `X cv <type> <expr> E` (and `Tn <type> L … E` becomes `X cv <type> L … E E`): a
//! conversion of the argument to the declared type, one template argument as before, with the
//! type's substitutions in the same order. `cpp_demangle` prints it as `(type)(expr)`; the
//! cast is then removed, which leaves the argument as llvm-cxxfilt-22 prints it (the
//! declaration is not printed).
//!
//! Where the declared type ends is found by trying each place the argument could start
//! (`X` or `L`) and keeping the first whose rewritten name parses whole.

use cpp_demangle::{DemangleOptions, Symbol};

/// At most this many rewritten names are tried for one mangling.
const MAX_TRIES: usize = 512;

/// `mangled`'s spelling with `opts`, its `Tn` declarations rewritten as above; `None` where
/// it has none or no rewriting parses.
pub(super) fn demangle(mangled: &str, opts: &DemangleOptions) -> Option<String> {
    if !mangled.contains("Tn") {
        return None;
    }
    let mut tries = 0;
    let (rewritten, casts) = rewrite(mangled, 0, 0, &mut tries)?;
    let text = Symbol::new(rewritten.as_str()).ok()?.demangle(opts).ok()?;
    Some(strip_casts(&text, casts))
}

/// The first rewriting of every `Tn` from byte `from` on that parses whole, with how many
/// casts it added (a `Tn` inside a source name is left as it is).
fn rewrite(name: &str, from: usize, casts: usize, tries: &mut usize) -> Option<(String, usize)> {
    let Some(at) = name[from..].find("Tn").map(|k| from + k) else {
        *tries += 1;
        return Symbol::new(name).ok().map(|_| (name.to_string(), casts));
    };
    for (k, c) in name.char_indices().skip_while(|(k, _)| *k < at + 3) {
        if *tries >= MAX_TRIES {
            return None;
        }
        let ty = &name[at + 2..k];
        let next = match c {
            // `Tn T X expr E` → `X cv T expr E`
            'X' => format!("{}Xcv{ty}{}", &name[..at], &name[k + 1..]),
            // `Tn T L lit E` → `X cv T L lit E E`: the literal ends at its `E`
            'L' => match name[k..].find('E') {
                Some(e) => format!("{}Xcv{ty}{}E{}", &name[..at], &name[k..=k + e], &name[k + e + 1..]),
                None => continue,
            },
            _ => continue,
        };
        if let Some(done) = rewrite(&next, at + 3, casts + 1, tries) {
            return Some(done);
        }
    }
    // not a declaration (the letters of a name): go on after it
    rewrite(name, at + 2, casts, tries)
}

/// `text` with the first `casts` template arguments of the form `(type)(expr)` or
/// `(type)literal` replaced by `expr` / `literal`.
fn strip_casts(text: &str, mut casts: usize) -> String {
    let mut out = text.to_string();
    let mut from = 0;
    while casts > 0 {
        let Some(start) = arg_cast_start(&out, from) else { break };
        let Some(type_end) = close(&out, start) else { break };
        let rest = &out[type_end + 1..];
        let (arg, len) = if rest.starts_with('(') {
            match close(rest, 0) {
                Some(e) => (rest[1..e].to_string(), e + 1),
                None => break,
            }
        } else {
            let e = top_level_end(rest);
            (rest[..e].to_string(), e)
        };
        out = format!("{}{arg}{}", &out[..start], &out[type_end + 1 + len..]);
        from = start + arg.len();
        casts -= 1;
    }
    out
}

/// The next `(` from `from` that begins a template argument (after `<` or `, `).
fn arg_cast_start(s: &str, from: usize) -> Option<usize> {
    let b = s.as_bytes();
    (from..b.len()).find(|&i| b[i] == b'(' && i > 0 && (b[i - 1] == b'<' || (i > 1 && b[i - 1] == b' ' && b[i - 2] == b',')))
}

/// The index of the bracket that closes the one at `open`.
fn close(s: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in s.char_indices().skip_while(|(i, _)| *i < open) {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | '>' | ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Where a template argument that starts `s` ends: the first `,` or `>` outside brackets.
fn top_level_end(s: &str) -> usize {
    let mut depth = 0i32;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '>' if depth == 0 => return i,
            '>' => depth -= 1,
            ',' if depth == 0 => return i,
            _ => {}
        }
    }
    s.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    // clang-22's manglings of ggml's kernels (set-rows.cu, getrows.cu); the expected spellings
    // are llvm-cxxfilt-22's output for the same names
    #[test]
    fn ggml_kernels_with_a_declared_template_parameter() {
        let opts = DemangleOptions::new().no_return_type();
        let set_rows = "_ZL16k_set_rows_quantIl10block_q4_0Li32ETnPFvPKfPT0_EXadL_ZL23quantize_f32_q4_0_blockS2_PS0_EEEvS2_PKT_S4_llllllllllllll5uint3SB_SB_SB_SB_";
        assert_eq!(
            demangle(set_rows, &opts).as_deref(),
            Some("k_set_rows_quant<long, block_q4_0, 32, &quantize_f32_q4_0_block(float const*, block_q4_0*)>(float const*, long const*, block_q4_0*, long, long, long, long, long, long, long, long, long, long, long, long, long, long, uint3, uint3, uint3, uint3, uint3)")
        );
        assert_eq!(demangle("_Z1kPi", &opts), None);
    }
}
