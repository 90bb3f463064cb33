//! llc-22's real output for an IR module: `--emit asm|ptx` of `xlane lower` and `xlane synth`
//! show it when llc-22 is installed (the model in `amdgpu`/`nvptx` otherwise, labelled as
//! such). The function's body is kept (instructions and block labels); assembler directives
//! and llc's comments are stripped; cross-lane instructions are marked with a trailing
//! [`MARK`] comment.
//!
//! Which llc: `$XLANE_LLC` (a path, or `off` for the model), else `llc-22` on the `PATH`.

use std::io::Write;
use std::process::{Command, Stdio};
use xlane_core::diag::{Diag, DiagKind, Result};
use xlane_core::target::{Target, Vendor};

/// What marks a cross-lane line (after the instruction, as an assembler comment).
pub const MARK: &str = "<- cross-lane";

/// The llc program to run, if any.
pub fn program() -> Option<String> {
    let prog = match std::env::var("XLANE_LLC") {
        Ok(v) if v == "off" || v.is_empty() => return None,
        Ok(v) => v,
        Err(_) => "llc-22".to_string(),
    };
    let ok = Command::new(&prog).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok_and(|s| s.success());
    ok.then_some(prog)
}

/// llc's flags for a target: triple, processor, wave size where the processor has two, the
/// PTX version the caller computed.
pub fn flags(t: &Target, wave: u32, ptx_version: u32) -> Vec<String> {
    match t.vendor {
        Vendor::Amd => {
            let mut f = vec!["-mtriple=amdgcn-amd-amdhsa".to_string(), format!("-mcpu={}", t.name)];
            if t.waves.len() > 1 {
                f.push(format!("-mattr=+wavefrontsize{wave}"));
            }
            f
        }
        Vendor::Nvidia => vec!["-mtriple=nvptx64-nvidia-cuda".to_string(), format!("-mcpu={}", t.name), format!("-mattr=+ptx{ptx_version}")],
    }
}

/// One line of llc's output for the function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub cross_lane: bool,
}

/// The command line, for the header of the output.
pub fn command_text(prog: &str, t: &Target, wave: u32, ptx_version: u32) -> String {
    format!("{prog} -O3 {}", flags(t, wave, ptx_version).join(" "))
}

/// Compile `ir` with `prog` and return the body of function `name`. An llc refusal is an
/// error (the IR xlane printed is wrong: a bug).
pub fn compile(prog: &str, ir: &str, t: &Target, wave: u32, ptx_version: u32, name: &str) -> Result<Vec<Line>> {
    let mut child = Command::new(prog)
        .args(flags(t, wave, ptx_version))
        .args(["-O3", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Diag::new(DiagKind::Unsupported, format!("cannot run {prog}: {e}")).with_help("set XLANE_LLC=off to print xlane's model instead"))?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(ir.as_bytes());
    }
    let out = child.wait_with_output().map_err(|e| Diag::new(DiagKind::Unsupported, format!("{prog}: {e}")))?;
    if !out.status.success() {
        return Err(Diag::new(DiagKind::Unsupported, format!("{prog} refused xlane's IR: {}", String::from_utf8_lossy(&out.stderr).trim()))
            .with_help("this is a bug in xlane; set XLANE_LLC=off to print xlane's model meanwhile, and please report the command line"));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(match t.vendor {
        Vendor::Amd => amd_body(&text, name),
        Vendor::Nvidia => ptx_body(&text, name),
    })
}

/// The AMDGPU lines from `name:` to the end of the function, without directives or comments.
pub fn amd_body(asm: &str, name: &str) -> Vec<Line> {
    let mut on = false;
    let mut out = vec![];
    for raw in asm.lines() {
        if raw.starts_with(&format!("{name}:")) {
            on = true;
            continue;
        }
        if !on {
            continue;
        }
        if raw.starts_with(".Lfunc_end") {
            break;
        }
        let line = raw.split(" ;").next().unwrap_or(raw).trim();
        let line = line.split("\t;").next().unwrap_or(line).trim();
        if line.is_empty() || line.starts_with(';') || (line.starts_with('.') && !line.ends_with(':')) {
            continue;
        }
        let text = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let cross_lane = amd_cross_lane(&text);
        out.push(Line { text, cross_lane });
    }
    out
}

/// An AMDGPU instruction that moves data between lanes.
pub fn amd_cross_lane(text: &str) -> bool {
    let m = text.split_whitespace().next().unwrap_or("");
    crate::is_cross_lane(text)
        || ["readlane", "readfirstlane", "writelane", "ds_swizzle", "ds_bpermute", "ds_permute", "permlane", "dpp", "_ballot", "wave_"]
            .iter()
            .any(|k| m.contains(k))
}

/// The PTX statements of function `name` (`.func`/`.entry`), without declarations. The body
/// is the block between a line `{` and its line `}`; a statement that opens its own scope
/// (`{ .reg .b32 tmp; mov.b64 {tmp, %r3}, %rd1; }`) stays one line.
pub fn ptx_body(ptx: &str, name: &str) -> Vec<Line> {
    let mut header = false;
    let mut inside = false;
    let mut out = vec![];
    for raw in ptx.lines() {
        let line = raw.split("//").next().unwrap_or(raw).trim();
        if !header {
            header = (line.contains(".func") || line.contains(".entry")) && line.contains(&format!(" {name}("));
            continue;
        }
        if !inside {
            inside = line == "{";
            continue;
        }
        if line == "}" {
            break;
        }
        if line.is_empty() || line.starts_with('.') {
            continue;
        }
        let text = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let cross_lane = ptx_cross_lane(&text);
        out.push(Line { text, cross_lane });
    }
    out
}

/// A PTX statement that moves data between lanes or reads other lanes' state.
pub fn ptx_cross_lane(text: &str) -> bool {
    let w = text.split_whitespace().find(|w| !w.starts_with('@')).unwrap_or("");
    ["shfl.", "redux.", "vote.", "match.", "activemask"].iter().any(|k| w.starts_with(k))
}

/// The lines as text, the cross-lane ones marked with `comment` + [`MARK`].
pub fn render(lines: &[Line], comment: &str) -> String {
    let width = lines.iter().filter(|l| l.cross_lane).map(|l| l.text.chars().count()).max().unwrap_or(0);
    let mut s = String::new();
    for l in lines {
        if l.cross_lane {
            // padding by hand: a `{:<width$}` width over u16::MAX panics, and a line can be that long
            let pad = width - l.text.chars().count();
            s.push_str(&format!("  {}{}  {comment} {MARK}\n", l.text, " ".repeat(pad)));
        } else {
            s.push_str(&format!("  {}\n", l.text));
        }
    }
    s
}
