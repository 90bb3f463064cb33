//! Launching a kernel from a host program (the Python package `xlane`): load a module for one
//! target, learn its parameters' types, convert host values to them, and launch over in-memory
//! buffers; the result gives back each buffer's bytes and undefined bytes with the run's report.
//!
//! `xlane run` loads its modules with the same [`load_kernel`] and prints warnings with the same
//! [`warning_text`], so both front ends resolve targets, kernels and waves one way.

use std::path::Path;

use xlane_core::bounded;
use xlane_core::target::{self, Target};
use xlane_core::DiagKind;

use crate::error::{ErrKind, RResult, RunError};
use crate::exec::Warning;
use crate::launch::{launch, KArg, LaunchConfig, RunReport};
use crate::ll::layout::STy;
use crate::mem::Region;
use crate::program::Program;

/// A kernel of a decoded module, with the target and wave size it runs on.
#[derive(Debug)]
pub struct Kernel {
    pub prog: Program,
    /// The kernel's name in the module (a C++ kernel's mangled name).
    pub name: String,
    pub target: &'static Target,
    pub wave: u32,
}

/// Read the textual IR at `path`, pick the target (`target`, else the module's `target-cpu`)
/// and the wave size (`wave`, else what the module was compiled for, else the target's
/// default), find `kernel` (as written in the source or mangled) and decode it.
pub fn load_kernel(path: &Path, kernel: &str, target: Option<&str>, wave: Option<u32>) -> RResult<Kernel> {
    load_kernel_watched(path, kernel, target, wave, None)
}

/// [`load_kernel`] with the ops of `xlane run --watch` (`front/watch.rs`) when `watch` is given.
pub fn load_kernel_watched(path: &Path, kernel: &str, target: Option<&str>, wave: Option<u32>, watch: Option<&crate::front::watch::WatchReq>) -> RResult<Kernel> {
    load_kernel_as(path, kernel, target, wave, watch, false)
}

/// [`load_kernel_watched`]; with `whole`, every function of the module is parsed and decoded
/// (`xlane run --check` lists what the whole module cannot run), as it is with a watch.
/// Otherwise only the kernel and what it reaches are (`ll::lazy`), and where that meets any
/// error the whole module is loaded instead, so errors are those of the whole module.
pub fn load_kernel_as(path: &Path, kernel: &str, target: Option<&str>, wave: Option<u32>, watch: Option<&crate::front::watch::WatchReq>, whole: bool) -> RResult<Kernel> {
    let src = bounded::read_text(path, bounded::MAX_TEXT_BYTES).map_err(|d| reading("module", d).with_help("give the path of a textual LLVM IR file (clang-22 -emit-llvm -S)"))?;
    if !whole && watch.is_none() {
        if let Ok(k) = load_reached(&src, kernel, target, wave) {
            return Ok(k);
        }
    }
    let m = crate::ll::parse_module(&src).map_err(|e| {
        let help = if e.kind == ErrKind::Unsupported {
            "crates/xlane-ir/README.md lists what the runner models and its limits"
        } else {
            "the module must be valid LLVM IR as clang-22 writes it (`opt-22 -passes=verify -disable-output FILE` checks it)"
        };
        let own = e.help.is_some();
        let err = e.into_run_error(&format!("{}: ", path.display()));
        if own {
            err
        } else {
            err.with_help(help)
        }
    })?;
    let target = pick_target(&m, target)?;
    let name = kernel_name(&m, kernel)?;
    let prog = crate::decode::decode_kernel_watched(&m, &src, target, &name, watch)?;
    finish(prog, &m, name, target, wave)
}

/// The module's processor, else the launch's target: the target the kernel runs on.
fn pick_target(m: &crate::ll::ast::Module, target: Option<&str>) -> RResult<&'static Target> {
    // the kernel's target-cpu, else the processor a per-processor triple names (LLVM 24)
    let module_cpu = m.processor();
    let tname = match (target, &module_cpu) {
        (Some(t), Some(c)) if t != c => return Err(RunError::malformed(format!("the launch says target `{t}`, the module was compiled for `{c}`"))),
        (Some(t), _) => t.to_string(),
        (None, Some(c)) => c.clone(),
        (None, None) => return Err(RunError::malformed("no target: give the launch a target (the module names no target-cpu)")),
    };
    Ok(target::lookup(&tname)?)
}

/// [`load_kernel_as`] parsing and decoding only what the kernel reaches (`ll::lazy`); any
/// error sends the caller to the whole module, which reports it as before.
fn load_reached(src: &str, kernel: &str, target: Option<&str>, wave: Option<u32>) -> RResult<Kernel> {
    let h = crate::ll::parser::parse_headers(src).map_err(|e| e.into_run_error(""))?;
    let target = pick_target(&h.module, target)?;
    let name = kernel_name(&h.module, kernel)?;
    if !h.module.function(&name).is_some_and(|f| f.is_defined()) {
        return Err(RunError::malformed(format!("`{name}` is not defined in the module")));
    }
    let m = crate::ll::lazy::resolve(h, src, &name, crate::decode::DEVICE_RUNTIME).map_err(|e| e.into_run_error(""))?;
    let prog = crate::decode::decode(&m, src, target)?;
    finish(prog, &m, name, target, wave)
}

/// The decoded kernel on its target, with the wave size the launch asks for or the module
/// was compiled for.
fn finish(prog: Program, m: &crate::ll::ast::Module, name: String, target: &'static Target, wave: Option<u32>) -> RResult<Kernel> {
    if prog.is_amd != target.is_amd() {
        return Err(RunError::malformed(format!("target `{}` does not match the module's triple `{}`", target.name, m.triple)));
    }
    let module_wave = prog.wave64_feature.map(|w64| if w64 { 64 } else { 32 });
    let wave = match (wave, module_wave) {
        (Some(w), Some(mw)) if target.is_amd() && w != mw => {
            return Err(RunError::new(ErrKind::Core(DiagKind::BadWave), format!("the launch asks for wave{w}, the module was compiled for wave{mw}")))
        }
        (Some(w), _) => w,
        (None, Some(mw)) if target.is_amd() => mw,
        _ => target.default_wave(),
    };
    let wave = target.wave_or_default(Some(wave))?;
    Ok(Kernel { prog, name, target, wave })
}

/// A file the launch names could not be read (`io`) or is not acceptable input (`malformed`).
pub(crate) fn reading(what: &str, d: xlane_core::Diag) -> RunError {
    RunError::from(xlane_core::Diag::new(d.kind, format!("{what}: {}", d.message)))
}

/// The kernel `name` means (mangled, `extern "C"`, or as the source spells it:
/// `crate::names`); an ambiguous or unknown name is a `malformed` error saying what to write.
fn kernel_name(m: &crate::ll::ast::Module, name: &str) -> RResult<String> {
    let kernels: Vec<&str> = m.functions.iter().filter(|f| f.is_kernel()).map(|f| f.name.as_str()).collect();
    if m.function(name).is_some() {
        return Ok(name.to_string());
    }
    match crate::names::resolve(name, &kernels) {
        Ok(k) => Ok(k.to_string()),
        Err(crate::names::Unresolved::Ambiguous(all)) => {
            Err(RunError::malformed(format!("`{name}` names {} kernels: {}", all.len(), all.join(", ")))
                .with_help(format!("choose one by its signature, e.g. --kernel '{}'", all[0])))
        }
        Err(crate::names::Unresolved::Unknown(near)) => {
            let all: Vec<String> = kernels.iter().map(|k| crate::names::demangle(k)).collect();
            let help = match near.first() {
                Some(n) => format!("did you mean `{n}`? kernels in the module: {}", all.join(", ")),
                None => format!("kernels in the module: {}", all.join(", ")),
            };
            Err(RunError::malformed(format!("no kernel `{name}` in the module")).with_help(help))
        }
    }
}

/// What a kernel parameter takes.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// A pointer: a buffer, or null.
    Pointer,
    /// One value of a scalar type.
    Scalar(STy),
    /// A by-value aggregate (a struct such as `uint3`, passed in registers, `byval` or
    /// `byref`): its size and its scalar leaves (byte offset, type) in field order.
    Aggregate { size: u64, fields: Vec<(u64, STy)> },
}

/// A kernel's parameter that the kernel cannot take from a host (a type the layout does not
/// know).
fn unsupported_param(i: usize, ty: &crate::ll::ast::Type) -> RunError {
    RunError::unsupported(format!("parameter {i}: xlane cannot pass a `{ty}` from the host"))
}

impl Kernel {
    /// The kernel's parameters, in order.
    pub fn params(&self) -> RResult<Vec<Param>> {
        let (_, kf) = self.prog.func(&self.name).ok_or_else(|| RunError::malformed(format!("no kernel `{}` in the module", self.name)))?;
        let lay = &self.prog.layout;
        let aggregate = |i: usize, t: &crate::ll::ast::Type| -> RResult<Param> {
            let fields = lay.flatten(t).ok_or_else(|| unsupported_param(i, t))?;
            Ok(Param::Aggregate { size: lay.size(t), fields })
        };
        kf.param_types
            .iter()
            .zip(&kf.param_byval)
            .enumerate()
            .map(|(i, (ty, byval))| match (byval, lay.scalar(ty)) {
                (Some(inner), _) => aggregate(i, inner),
                (None, Some(STy::Ptr { .. })) => Ok(Param::Pointer),
                (None, Some(s)) => Ok(Param::Scalar(s)),
                (None, None) => aggregate(i, ty),
            })
            .collect()
    }

    /// Launch over `args` (one per parameter). Buffers come back in argument order, with their
    /// undefined bytes; the dynamic shared size, grid and block are checked here as `xlane run`
    /// checks a spec's.
    pub fn launch(&self, how: &HostLaunch, mut args: Vec<HostArg>) -> RResult<HostRun> {
        let params = self.params()?;
        if args.len() != params.len() {
            return Err(RunError::malformed(format!("kernel `{}` takes {} argument(s), the launch gives {}", self.name, params.len(), args.len()))
                .with_help("pass one argument per kernel parameter, in order"));
        }
        crate::spec::check_launch_limits(how.grid, how.block, self.target.is_amd())?;
        // the buffers first: an alias may point into a later argument's buffer
        let mut regions = vec![];
        let mut buffer_of = vec![None; args.len()];
        for (i, (a, p)) in args.iter_mut().zip(&params).enumerate() {
            if let (HostArg::Buffer(bytes), Param::Pointer) = (a, p) {
                // every byte starts defined; tracking them tells the host which the run left
                // undefined
                let r = Region::with_shadow(format!("argument {i} (buffer)"), std::mem::take(bytes));
                buffer_of[i] = Some(regions.len());
                regions.push(r);
            }
        }
        let mut kargs = vec![];
        for (i, (a, p)) in args.into_iter().zip(&params).enumerate() {
            kargs.push(match (a, p) {
                (HostArg::Buffer(_), Param::Pointer) => KArg::Ptr { region: buffer_of[i].unwrap_or_default(), offset: 0 },
                (HostArg::Alias { arg, offset }, Param::Pointer) => match buffer_of.get(arg) {
                    Some(&Some(k)) if arg != i => KArg::Ptr { region: k, offset },
                    _ => return Err(RunError::malformed(format!("argument {i}: an alias must name another buffer argument, not {arg}"))),
                },
                (HostArg::Null, Param::Pointer) => KArg::Null,
                (HostArg::Scalar(v), Param::Scalar(_)) => KArg::Scalar(v),
                (HostArg::Bytes(b), Param::Aggregate { size, .. }) if b.len() as u64 == *size => KArg::Bytes(b),
                (a, p) => return Err(type_error(i, &a, p)),
            });
        }
        let mut cfg = LaunchConfig::new(self.target, self.wave);
        cfg.grid = how.grid;
        cfg.block = how.block;
        cfg.shared_bytes = how.shared_bytes;
        cfg.strict = how.strict;
        cfg.parallel = how.parallel;
        cfg.time_limit = how.time_limit;
        if let Some(s) = how.steps {
            cfg.max_steps = s;
        }
        cfg.allow_approx = approx_set(&how.allow_approx)?;
        let report = launch(&self.prog, &self.name, &cfg, &mut regions, &kargs, &[])?;
        let buffers = buffer_of
            .iter()
            .map(|b| b.map(|k| HostBuffer { data: std::mem::take(&mut regions[k].data), undef: regions[k].undef.take().map(undefined_only) }))
            .collect();
        Ok(HostRun { report, buffers })
    }
}

/// The undefined-value bit of each shadow byte (`mem::UNDEF`; initcheck's unwritten bit is
/// not the host's business).
fn undefined_only(mut shadow: Vec<u8>) -> Vec<u8> {
    shadow.iter_mut().for_each(|b| *b &= crate::run::mem::UNDEF);
    shadow
}

/// The approximate operations allowed under `strict`: names as `--allow-approx` takes them,
/// or `all`; an unknown name is refused with the list.
pub fn approx_set(names: &[String]) -> RResult<crate::approx::ApproxSet> {
    use crate::approx::{ApproxOp, ApproxSet};
    let mut set = ApproxSet::EMPTY;
    for n in names {
        if n == "all" {
            return Ok(ApproxSet::EVERY);
        }
        let op = ApproxOp::from_name(n).ok_or_else(|| {
            RunError::malformed(format!("unknown approximate operation `{n}`"))
                .with_help(format!("operations: all, {}", ApproxOp::all().map(|o| o.name()).collect::<Vec<_>>().join(", ")))
        })?;
        set = set.union(ApproxSet::of(op));
    }
    Ok(set)
}

/// An argument as the host passes it.
#[derive(Debug, Clone)]
pub enum HostArg {
    /// A buffer's bytes, for a pointer parameter.
    Buffer(Vec<u8>),
    /// A pointer into the buffer of the earlier argument `arg`, `offset` bytes in (two
    /// arguments sharing memory).
    Alias { arg: usize, offset: u64 },
    /// A null pointer.
    Null,
    /// A scalar's bits ([`scalar_bits`]).
    Scalar(u64),
    /// A by-value aggregate's bytes ([`aggregate_bytes`]).
    Bytes(Vec<u8>),
}

impl HostArg {
    fn what(&self) -> &'static str {
        match self {
            HostArg::Buffer(_) | HostArg::Alias { .. } => "an array",
            HostArg::Null => "None (a null pointer)",
            HostArg::Scalar(_) => "a scalar",
            HostArg::Bytes(_) => "a struct value",
        }
    }
}

/// The argument does not have the kind its parameter takes: a `type` error.
fn type_error(i: usize, a: &HostArg, p: &Param) -> RunError {
    let (takes, help) = match p {
        Param::Pointer => ("a pointer", "pass a numpy array (its bytes are the buffer) or None for a null pointer".to_string()),
        Param::Scalar(s) => ("a scalar", format!("pass a Python or numpy number for this {} parameter", sty_name(*s))),
        Param::Aggregate { size, fields } => ("a by-value struct", format!("pass a tuple of its {} field value(s), in order ({size} bytes)", fields.len())),
    };
    type_err(format!("argument {i}: the kernel takes {takes}, the launch passes {}", a.what())).with_help(help)
}

fn type_err(msg: impl Into<String>) -> RunError {
    RunError::new(ErrKind::Core(DiagKind::Type), msg)
}

/// The LLVM spelling of a scalar type (`i32`, `float`, `ptr`).
pub fn sty_name(s: STy) -> String {
    match s {
        STy::Int(b) => format!("i{b}"),
        STy::F16 => "half".into(),
        STy::BF16 => "bfloat".into(),
        STy::F32 => "float".into(),
        STy::F64 => "double".into(),
        STy::Ptr { .. } => "ptr".into(),
    }
}

/// A number as a host language holds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum HostValue {
    Bool(bool),
    Int(i128),
    Float(f64),
}

/// `v` as the bits of a value of type `ty`, or a `type` error when it does not fit: an
/// integer must lie in the signed or unsigned range of the width (LLVM integers have no
/// sign), a float goes to a float type only and an integer to any; float conversions round
/// to nearest, ties to even, once, and a finite value beyond the type's range does not fit.
pub fn scalar_bits(ty: STy, v: HostValue) -> RResult<u64> {
    let name = sty_name(ty);
    match (ty, v) {
        (STy::Ptr { .. }, _) => Err(type_err(format!("a number for a `{name}` parameter")).with_help("pass a numpy array, or None for a null pointer")),
        (STy::Int(_), HostValue::Bool(b)) => Ok(b as u64),
        (STy::Int(bits), HostValue::Int(i)) => {
            let bits = bits as u32;
            if bits > 64 {
                return Err(RunError::unsupported(format!("an `{name}` parameter: xlane passes integers of up to 64 bits")));
            }
            let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << bits) - 1);
            if i < lo || i > hi {
                return Err(type_err(format!("{i} does not fit an `{name}` (from {lo} to {hi})")));
            }
            Ok(i as u64 & crate::ll::layout::mask(bits))
        }
        (STy::Int(_), HostValue::Float(x)) => Err(type_err(format!("the float {x} for an `{name}` parameter")).with_help("pass an int (int(x) truncates, round(x) rounds)")),
        (_, HostValue::Bool(b)) => scalar_bits(ty, HostValue::Int(b as i128)),
        (STy::F64, HostValue::Int(i)) => Ok((i as f64).to_bits()),
        (STy::F64, HostValue::Float(x)) => Ok(x.to_bits()),
        (STy::F32, HostValue::Int(i)) => Ok((i as f32).to_bits() as u64),
        (STy::F32, HostValue::Float(x)) => narrow(x, x as f32 as f64, (x as f32).to_bits() as u64, &name),
        (STy::F16 | STy::BF16, v) => {
            let (precision, convert): (u32, fn(f64) -> u16) = if ty == STy::F16 { (11, crate::float::f64_to_f16) } else { (8, crate::float::f64_to_bf16) };
            // an integer is rounded to the type's precision first: exact in f64 after that,
            // so the conversion below rounds once
            let x = match v {
                HostValue::Int(i) => round_int(i, precision),
                HostValue::Float(x) => x,
                HostValue::Bool(_) => unreachable!("booleans became integers above"),
            };
            let bits = convert(x);
            let back = if ty == STy::F16 { crate::float::f16_to_f32(bits) } else { crate::float::bf16_to_f32(bits) };
            narrow(x, back as f64, bits as u64, &name)
        }
    }
}

/// `x` converted to a narrower float is `back` with `bits`: refused when a finite `x`
/// overflowed to infinity.
fn narrow(x: f64, back: f64, bits: u64, name: &str) -> RResult<u64> {
    if x.is_finite() && back.is_infinite() {
        return Err(type_err(format!("{x} does not fit a `{name}` (beyond its largest finite value)")));
    }
    Ok(bits)
}

/// `i` rounded to `precision` significant bits (to nearest, ties to even), as an f64 (exact).
fn round_int(i: i128, precision: u32) -> f64 {
    let m = i.unsigned_abs();
    let width = 128 - m.leading_zeros();
    let r = if width <= precision {
        m
    } else {
        let drop = width - precision;
        let (q, rem, half) = (m >> drop, m & ((1u128 << drop) - 1), 1u128 << (drop - 1));
        let q = if rem > half || (rem == half && q & 1 == 1) { q + 1 } else { q };
        q << drop
    };
    let f = r as f64; // at most `precision` + 1 significant bits: exact
    if i < 0 {
        -f
    } else {
        f
    }
}

/// The bytes of a by-value aggregate from its leaves' values, in field order.
pub fn aggregate_bytes(size: u64, fields: &[(u64, STy)], values: &[HostValue]) -> RResult<Vec<u8>> {
    if values.len() != fields.len() {
        let types: Vec<String> = fields.iter().map(|(_, s)| sty_name(*s)).collect();
        return Err(type_err(format!("the struct has {} field(s), the launch gives {}", fields.len(), values.len())).with_help(format!("its fields: ({})", types.join(", "))));
    }
    let mut b = vec![0u8; size as usize];
    for (k, ((off, s), v)) in fields.iter().zip(values).enumerate() {
        let bits = scalar_bits(*s, *v).map_err(|e| RunError { message: format!("field {k}: {}", e.message), ..e })?;
        let n = s.bytes() as usize;
        b[*off as usize..*off as usize + n].copy_from_slice(&bits.to_le_bytes()[..n]);
    }
    Ok(b)
}

/// How to launch.
#[derive(Debug, Clone)]
pub struct HostLaunch {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    pub strict: bool,
    /// Approximate operations allowed under `strict` ([`approx_set`]).
    pub allow_approx: Vec<String>,
    pub parallel: bool,
    pub time_limit: Option<std::time::Duration>,
    /// Cap on the instructions per wave (`None`: the default).
    pub steps: Option<u64>,
}

impl Default for HostLaunch {
    fn default() -> HostLaunch {
        HostLaunch { grid: [1; 3], block: [1; 3], shared_bytes: 0, strict: false, allow_approx: vec![], parallel: true, time_limit: None, steps: None }
    }
}

/// A buffer after the run.
#[derive(Debug, Clone)]
pub struct HostBuffer {
    pub data: Vec<u8>,
    /// 1 for each byte holding an undefined value; `None`: all defined.
    pub undef: Option<Vec<u8>>,
}

/// What a launch gives back.
#[derive(Debug)]
pub struct HostRun {
    pub report: RunReport,
    /// Per argument: the buffer after the run, for buffer arguments.
    pub buffers: Vec<Option<HostBuffer>>,
}

/// A warning as `xlane run` prints it: `warning[KIND]: message (block [x, y, z], wave w) at
/// line L: inst`, the source position where the module has one, and the line of the
/// cross-lane call an undefined value traces back to.
pub fn warning_text(w: &Warning) -> String {
    // the source line in words only where no source position follows
    let src = w.at.src_line.filter(|_| w.at.src.is_empty()).map(|l| format!(" (source line {l})")).unwrap_or_default();
    let mut s = format!("warning[{}]: {} (block {:?}, wave {}) at line {}{src}: {}", w.kind.as_str(), w.message, w.at.block, w.at.wave, w.at.line, w.at.inst.trim());
    let here = crate::ll::debug::render(&w.at.src);
    if !here.is_empty() {
        s.push('\n');
        s.push_str(here.trim_start_matches('\n'));
    }
    if let Some(o) = &w.origin {
        s.push_str(&format!("\n  {o}: {}", o.inst));
        // where the origin is in the source (the operation that made the value undefined)
        let there = crate::ll::debug::render(&o.src);
        if !there.is_empty() {
            s.push_str(&there.replacen("\n  -->", "\n  origin -->", 1));
        }
    }
    if let Some(r) = &w.related {
        s.push_str(&r.text());
    }
    s
}

/// The device printf output, every call's text in schedule order (CUDA adds no newline).
pub fn printf_text(r: &RunReport) -> String {
    r.printed.iter().map(|p| p.text.as_str()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_fit_their_signed_or_unsigned_range() {
        assert_eq!(scalar_bits(STy::Int(32), HostValue::Int(-1)).unwrap(), 0xffff_ffff);
        assert_eq!(scalar_bits(STy::Int(32), HostValue::Int(0xffff_ffff)).unwrap(), 0xffff_ffff);
        assert_eq!(scalar_bits(STy::Int(8), HostValue::Int(-128)).unwrap(), 0x80);
        for bad in [1i128 << 32, -(1i128 << 31) - 1] {
            assert_eq!(scalar_bits(STy::Int(32), HostValue::Int(bad)).unwrap_err().kind.as_str(), "type");
        }
        assert_eq!(scalar_bits(STy::Int(1), HostValue::Bool(true)).unwrap(), 1);
        assert_eq!(scalar_bits(STy::Int(1), HostValue::Int(2)).unwrap_err().kind.as_str(), "type");
        assert_eq!(scalar_bits(STy::Int(32), HostValue::Float(1.0)).unwrap_err().kind.as_str(), "type");
    }

    #[test]
    fn floats_round_once_and_overflow_is_refused() {
        // 0.1 to f32: IEEE 754 round to nearest gives 0x3dcccccd
        assert_eq!(scalar_bits(STy::F32, HostValue::Float(0.1)).unwrap(), 0x3dcc_cccd);
        assert_eq!(scalar_bits(STy::F32, HostValue::Float(1e39)).unwrap_err().kind.as_str(), "type");
        assert_eq!(scalar_bits(STy::F32, HostValue::Float(f64::INFINITY)).unwrap(), 0x7f80_0000);
        // 65504 is f16's largest finite value (0x7bff); 65520 rounds to infinity
        assert_eq!(scalar_bits(STy::F16, HostValue::Int(65504)).unwrap(), 0x7bff);
        assert_eq!(scalar_bits(STy::F16, HostValue::Float(65520.0)).unwrap_err().kind.as_str(), "type");
        // 2049 lies halfway between the f16 neighbours 2048 and 2050: ties to even, 2048 (0x6800)
        assert_eq!(scalar_bits(STy::F16, HostValue::Int(2049)).unwrap(), 0x6800);
        // bf16 keeps 8 significant bits: 2^60 + 2^52 + 1 is above the halfway point 2^60 + 2^52,
        // so it rounds up to 2^60 + 2^53 (0x5d81); through f64 first it would tie down to 2^60
        assert_eq!(scalar_bits(STy::BF16, HostValue::Int((1 << 60) + (1 << 52) + 1)).unwrap(), 0x5d81);
        assert_eq!(scalar_bits(STy::F64, HostValue::Int(-3)).unwrap(), (-3.0f64).to_bits());
    }

    #[test]
    fn aggregates_take_one_value_per_field() {
        let fields = [(0, STy::Int(32)), (4, STy::Int(32)), (8, STy::Int(32))];
        let b = aggregate_bytes(12, &fields, &[HostValue::Int(1), HostValue::Int(2), HostValue::Int(3)]).unwrap();
        assert_eq!(b, [1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0]);
        assert_eq!(aggregate_bytes(12, &fields, &[HostValue::Int(1)]).unwrap_err().kind.as_str(), "type");
    }
}
