//! Normalisation of compiler output for comparison (the parity tests and the golden files):
//! intrinsic call lines without names or attributes, instructions with register numbers
//! replaced. Plain std, so that other crates' tests can include this file (`#[path]`) and read
//! the golden files as they were written.

/// A call line with names, attributes and `tail` removed.
pub fn norm_call(line: &str) -> Option<String> {
    let i = line.find("call ")?;
    let s = &line[i..];
    if !(s.contains("@llvm.amdgcn.") || s.contains("@llvm.nvvm.")) {
        return None;
    }
    // Return attributes and the caller's fast-math flags are not part of the intrinsic call.
    let mut s = s.replace("noundef ", "").replace("zeroext ", "").replace("signext ", "");
    for fmf in ["contract ", "fast ", "nnan ", "ninf ", "nsz ", "arcp ", "afn ", "reassoc "] {
        s = s.replace(fmf, "");
    }
    let s = match s.rfind(')') {
        Some(j) => s[..=j].to_string(),
        None => s,
    };
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '%' {
            while chars.peek().is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.') {
                chars.next();
            }
            out.push('_');
        }
    }
    // `call i32 @…` — clang's `noundef` on the return is dropped above.
    Some(out)
}

/// Normalise register numbers in an instruction line: v7 → v#, s[4:5] → s[#], %r12 → %r#.
pub fn norm_insn(line: &str) -> String {
    let line = line.split("//").next().unwrap_or("").trim().replace('\t', " ");
    let mut out = String::new();
    let bytes: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let prev_word = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == '_');
        let reg_prefix = if c == '%' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j].is_ascii_alphabetic() {
                j += 1;
            }
            (j > i + 1 && j < bytes.len() && bytes[j].is_ascii_digit()).then_some(j)
        } else if (c == 'v' || c == 's')
            && !prev_word
            && (i == 0 || matches!(bytes[i - 1], ' ' | ',' | '[' | '('))
            && i + 1 < bytes.len()
            && (bytes[i + 1].is_ascii_digit() || bytes[i + 1] == '[')
        {
            Some(i + 1)
        } else {
            None
        };
        match reg_prefix {
            Some(j) => {
                out.extend(&bytes[i..j]);
                let mut k = j;
                if bytes[k] == '[' {
                    while k < bytes.len() && bytes[k] != ']' {
                        k += 1;
                    }
                    out.push_str("[#]");
                    k += 1;
                } else {
                    while k < bytes.len() && bytes[k].is_ascii_digit() {
                        k += 1;
                    }
                    out.push('#');
                }
                i = k;
            }
            None => {
                out.push(c);
                i += 1;
            }
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}
