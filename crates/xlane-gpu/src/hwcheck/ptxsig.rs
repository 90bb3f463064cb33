//! The parameters of a kernel entry in PTX text, as the driver will see them: the launch
//! passes one value per parameter and the driver copies exactly the parameter's size from it
//! (CUDA Driver API, `cuLaunchKernel`: "the number of kernel parameters and their offsets and
//! sizes do not need to be specified as that information is retrieved directly from the
//! kernel's image"). PTX ISA §5.1.6 (kernel parameter state space) gives the form:
//! `.param .type name`, `.param .align N .b8 name[SIZE]`, with `.ptr .global .align N` on
//! pointers.

/// One `.param` of an `.entry`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PtxParam {
    pub name: String,
    /// Bytes: the type's width times the array length.
    pub bytes: u64,
    /// `.ptr` was given (LLVM marks pointer parameters so).
    pub pointer: bool,
}

/// The parameters of `.entry kernel(…)` in `ptx`, or `None` when no such entry exists.
pub fn entry_params(ptx: &str, kernel: &str) -> Option<Result<Vec<PtxParam>, String>> {
    let head = format!(".entry {kernel}(");
    let start = ptx.find(&head)? + head.len();
    let rest = &ptx[start..];
    let end = match rest.find(')') {
        Some(e) => e,
        None => return Some(Err(format!("`.entry {kernel}` has no closing `)`"))),
    };
    let mut out = vec![];
    for item in rest[..end].split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match param(item) {
            Ok(p) => out.push(p),
            Err(e) => return Some(Err(format!("`.entry {kernel}`: {e}"))),
        }
    }
    Some(Ok(out))
}

fn param(item: &str) -> Result<PtxParam, String> {
    let toks: Vec<&str> = item.split_whitespace().collect();
    if toks.first() != Some(&".param") {
        return Err(format!("`{item}` is not a `.param`"));
    }
    let (mut width, mut pointer) = (None, false);
    let mut i = 1;
    while i + 1 < toks.len() {
        match toks[i] {
            ".align" => i += 1,
            ".ptr" => pointer = true,
            t => {
                if let Some(w) = type_bytes(t) {
                    width = Some(w);
                }
            }
        }
        i += 1;
    }
    let width = width.ok_or_else(|| format!("`{item}`: no type"))?;
    let last = toks.last().copied().unwrap_or_default();
    let (name, count) = match last.split_once('[') {
        Some((n, c)) => (n, c.trim_end_matches(']').parse::<u64>().map_err(|_| format!("`{item}`: bad array size"))?),
        None => (last, 1),
    };
    Ok(PtxParam { name: name.to_string(), bytes: width * count, pointer })
}

/// The width of a PTX fundamental type (PTX ISA §5.2.1).
fn type_bytes(t: &str) -> Option<u64> {
    let t = t.strip_prefix('.')?;
    let kind = t.chars().next()?;
    if !matches!(kind, 'u' | 's' | 'b' | 'f') {
        return None;
    }
    let bits: u64 = t[1..].parse().ok()?;
    matches!(bits, 8 | 16 | 32 | 64 | 128).then_some(bits / 8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_llc_entries() {
        let ptx = "// x\n.visible .entry k(\n\t.param .u64 .ptr .global .align 1 k_param_0,\n\t.param .u32 k_param_1,\n\t.param .align 4 .b8 k_param_2[12],\n\t.param .u8 k_param_3\n)\n{\n}\n.visible .entry none()\n{\n}\n";
        let p = entry_params(ptx, "k").unwrap().unwrap();
        assert_eq!(p.iter().map(|p| (p.bytes, p.pointer)).collect::<Vec<_>>(), vec![(8, true), (4, false), (12, false), (1, false)]);
        assert_eq!(p[2].name, "k_param_2");
        assert_eq!(entry_params(ptx, "none").unwrap().unwrap(), vec![]);
        assert!(entry_params(ptx, "kk").is_none());
    }
}
