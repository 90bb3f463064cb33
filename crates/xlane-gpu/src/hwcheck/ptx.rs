//! Compiling a corpus module to PTX with llc-22, as the hardware check runs it.
//!
//! `llc-22 -march=nvptx64 -mcpu=CPU -mattr=+ptxNN -O2 MODULE.ll -o MODULE.ptx`, where CPU is
//! the module's `target-cpu` (else the spec's target) and NN the highest `+ptxNN` its
//! `target-features` ask for. Triton's modules name neither (they carry no triple either);
//! they get PTX ISA 8.0, the first version with sm_90a, above 7.8, the first with sm_90 (PTX
//! ISA, "PTX ISA version 7.8/8.0" release notes); none of them uses `wgmma` or `setmaxnreg`,
//! so plain `sm_90` suffices.

use std::path::Path;
use std::process::Command;

/// The llc command line's choices for one module.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flags {
    pub cpu: String,
    pub ptx: u32,
}

/// PTX ISA 8.0 for modules that ask for no version (Triton's).
pub const DEFAULT_PTX: u32 = 80;

pub fn flags(ll: &str, spec_target: &str) -> Flags {
    let cpu = attr_values(ll, "target-cpu").into_iter().next().unwrap_or_else(|| spec_target.to_string());
    let ptx = attr_values(ll, "target-features")
        .iter()
        .flat_map(|f| f.split(',').filter_map(|x| x.strip_prefix("+ptx")).filter_map(|n| n.parse::<u32>().ok()).collect::<Vec<_>>())
        .max()
        .unwrap_or(DEFAULT_PTX);
    Flags { cpu, ptx }
}

/// The values of the string attribute `"key"="value"` in the module's attribute groups.
fn attr_values(ll: &str, key: &str) -> Vec<String> {
    let pat = format!("\"{key}\"=\"");
    let mut out: Vec<String> = vec![];
    let mut rest = ll;
    while let Some(i) = rest.find(&pat) {
        rest = &rest[i + pat.len()..];
        if let Some(end) = rest.find('"') {
            if !out.iter().any(|v| v == &rest[..end]) {
                out.push(rest[..end].to_string());
            }
        }
    }
    out
}

/// LLVM 24's float literals in LLVM 22's spelling: `f0xHHHHHHHH` (the bits of a `float`)
/// becomes `0x` and the 16 hex digits of the same value as a `double` (LLVM LangRef,
/// "Simple Constants": a `float` constant in hex is written as the double of equal value),
/// `f0x` with 16 digits (a `double`) becomes `0x` with them. Returns the rewritten text and
/// how many literals changed. Other widths stay (llc-22 then refuses the module, and the
/// case is listed as skipped).
pub fn llvm22_literals(ll: &str) -> (String, usize) {
    let b = ll.as_bytes();
    let mut out = String::with_capacity(ll.len());
    let (mut i, mut last, mut n) = (0, 0, 0);
    while i + 3 < b.len() {
        let boundary = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || matches!(b[i - 1], b'_' | b'.' | b'%' | b'@' | b'$'));
        if boundary && &b[i..i + 3] == b"f0x" {
            let digits = b[i + 3..].iter().take_while(|c| c.is_ascii_hexdigit()).count();
            let after_ok = b.get(i + 3 + digits).is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'_'));
            let text = &ll[i + 3..i + 3 + digits];
            let repl = match digits {
                8 if after_ok => u32::from_str_radix(text, 16).ok().map(|bits| format!("0x{:016X}", (f32::from_bits(bits) as f64).to_bits())),
                16 if after_ok => Some(format!("0x{}", text.to_ascii_uppercase())),
                _ => None,
            };
            if let Some(r) = repl {
                out.push_str(&ll[last..i]);
                out.push_str(&r);
                i += 3 + digits;
                last = i;
                n += 1;
                continue;
            }
        }
        i += 1;
    }
    out.push_str(&ll[last..]);
    (out, n)
}

/// Compile `ll` (the module's text, already in LLVM 22 spelling, saved at `ll_path`) to
/// `out` with `llc`; the error is llc's message.
pub fn compile(llc: &str, ll_path: &Path, f: &Flags, out: &Path) -> Result<(), String> {
    let res = Command::new(llc)
        .args(["-march=nvptx64", &format!("-mcpu={}", f.cpu), &format!("-mattr=+ptx{}", f.ptx), "-O2"])
        .arg(ll_path)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("cannot run `{llc}`: {e} (install llvm-22, or pass --llc)"))?;
    if res.status.success() {
        let text = std::fs::read_to_string(out).map_err(|e| format!("{}: {e}", out.display()))?;
        std::fs::write(out, without_debug_target(&text)).map_err(|e| format!("{}: {e}", out.display()))
    } else {
        let msg = String::from_utf8_lossy(&res.stderr);
        Err(msg.lines().take(3).collect::<Vec<_>>().join(" / "))
    }
}

/// llc writes `.target sm_90, debug` for a module with debug info (Triton's carry line
/// tables); the `debug` option makes the driver's JIT compile the module as for debugging
/// (PTX ISA §11.1.4 `.target`: "debug … requires the compiler to generate debug
/// information"). The check runs optimised code, as Triton and nvcc without `-G` do: the
/// option is dropped, the line tables stay.
pub fn without_debug_target(ptx: &str) -> String {
    ptx.lines().map(|l| if l.starts_with(".target ") { l.replace(", debug", "") } else { l.to_string() }).collect::<Vec<_>>().join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_llvm24_float_literals() {
        // 0x2FFFFFFF is 2^-32 · (2 − 2^-23), exactly 0x3DFFFFFFE0000000 as a double
        let (t, n) = llvm22_literals("  %150 = fmul nnan float %149, f0x2FFFFFFF, !dbg !35\n %x = fadd double %a, f0x3FF0000000000000\n");
        assert_eq!(n, 2);
        assert_eq!(t, "  %150 = fmul nnan float %149, 0x3DFFFFFFE0000000, !dbg !35\n %x = fadd double %a, 0x3FF0000000000000\n");
        let (t, n) = llvm22_literals("%f0x12345678 = add i32 %buf0x, 1 ; call @f0x\n");
        assert_eq!((t.as_str(), n), ("%f0x12345678 = add i32 %buf0x, 1 ; call @f0x\n", 0));
    }

    #[test]
    fn drops_the_debug_target_option() {
        assert_eq!(without_debug_target(".version 8.0\n.target sm_90, debug\n.address_size 64\n"), ".version 8.0\n.target sm_90\n.address_size 64\n");
    }

    #[test]
    fn picks_cpu_and_ptx_version() {
        let clang = "attributes #0 = { \"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx42,+ptx70,+sm_80\" }";
        assert_eq!(flags(clang, "sm_90"), Flags { cpu: "sm_80".into(), ptx: 70 });
        assert_eq!(flags("attributes #0 = { nounwind \"nvvm.reqntid\"=\"128\" }", "sm_90"), Flags { cpu: "sm_90".into(), ptx: DEFAULT_PTX });
    }
}
