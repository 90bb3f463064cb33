//! LLVM inline-asm constraint strings (LangRef "Inline Asm Constraint String"):
//! `=r,=&l,r,0,n,~{memory}`. Outputs come first and are numbered `$0…`, inputs follow; an
//! input written as a number is tied to that output (clang turns `"+r"(x)` into an output and
//! a tied input); `~{…}` are clobbers.

/// One operand's constraint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constraint {
    /// The register class letter(s): `r h l f d n b c` (NVPTX), `v s a` (AMDGPU), `i`, `m`.
    pub class: String,
    /// For a tied input: the output it shares a register with.
    pub tied: Option<usize>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Constraints {
    pub outputs: Vec<Constraint>,
    pub inputs: Vec<Constraint>,
    pub clobbers: Vec<String>,
}

pub fn parse(s: &str) -> Result<Constraints, String> {
    let mut c = Constraints::default();
    if s.trim().is_empty() {
        return Ok(c);
    }
    for part in split_top(s) {
        let part = part.trim();
        if let Some(cl) = part.strip_prefix('~') {
            c.clobbers.push(cl.trim_matches(|ch| ch == '{' || ch == '}').to_string());
        } else if let Some(out) = part.strip_prefix('=') {
            if out.starts_with('*') {
                return Err(format!("indirect output `{part}` (a memory output) is not supported"));
            }
            let class = out.trim_start_matches('&').to_string();
            c.outputs.push(Constraint { class, tied: None });
        } else if let Ok(n) = part.parse::<usize>() {
            if n >= c.outputs.len() {
                return Err(format!("input tied to output {n}, but there are {} outputs", c.outputs.len()));
            }
            c.inputs.push(Constraint { class: c.outputs[n].class.clone(), tied: Some(n) });
        } else if part.starts_with('*') {
            return Err(format!("indirect memory operand `{part}` is not supported"));
        } else if part.is_empty() {
            return Err("empty constraint".into());
        } else {
            c.inputs.push(Constraint { class: part.to_string(), tied: None });
        }
    }
    Ok(c)
}

/// Split at commas outside `{…}` and `[…]`: constraint lists, and PTX operand lists
/// (`{%r1, %r2}` vectors, `[%rd1+4]` addresses).
pub(super) fn split_top(s: &str) -> Vec<&str> {
    let mut out = vec![];
    let mut depth = 0;
    let mut start = 0;
    for (i, ch) in s.char_indices() {
        match ch {
            '{' | '[' => depth += 1,
            '}' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_inputs_ties_and_clobbers() {
        let c = parse("=r,=&l,r,0,n,~{memory}").unwrap();
        assert_eq!(c.outputs.len(), 2);
        assert_eq!(c.outputs[1].class, "l");
        assert_eq!(c.inputs.len(), 3);
        assert_eq!(c.inputs[1].tied, Some(0));
        assert_eq!(c.inputs[1].class, "r");
        assert_eq!(c.inputs[2].class, "n");
        assert_eq!(c.clobbers, vec!["memory"]);
        assert!(parse("=r,3").is_err());
        assert!(parse("=*m").is_err());
        assert_eq!(parse("").unwrap(), Constraints::default());
    }
}
