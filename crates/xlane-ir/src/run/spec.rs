//! Launch specs (docs/launch.md): reading the JSON, building the buffers and arguments,
//! running, checking `expect`/`expect_error`, and writing outputs.

use std::path::{Path, PathBuf};

use serde_json::Value as J;
use xlane_core::bounded;
use xlane_core::semantics::UndefPolicy;
use xlane_core::target::Target;
use xlane_core::ElemTy;

use crate::error::{ErrKind, RResult, RunError};
use crate::numerics::float::{f64_to_bf16, f64_to_f16};
use crate::run::launch::{launch, KArg, LaunchConfig, RunReport};
use crate::run::mem::Region;

/// Flag overrides from the command line.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    pub target: Option<String>,
    pub wave: Option<u32>,
    pub grid: Option<Vec<u32>>,
    pub block: Option<Vec<u32>>,
    pub strict: bool,
    pub steps: Option<u64>,
    /// The device printf output kept, in bytes (over the spec's `limits.printf_bytes`).
    pub printf_bytes: Option<u64>,
    pub kernel: Option<String>,
    pub shared_bytes: Option<u32>,
    /// Replace the module path (an already compiled `.ll`).
    pub module: Option<PathBuf>,
    /// Wall-clock limit of the launch.
    pub time_limit: Option<std::time::Duration>,
    /// Progress hook of the launch.
    pub progress: Option<crate::run::launch::Progress>,
    /// Approximate operations allowed under `strict` besides the spec's (`all`: every one).
    pub allow_approx: Vec<String>,
    /// The engine for plain ops (`--tier`).
    pub tier: crate::tiers::jit::Tier,
    /// See [`LaunchConfig::jit_min_run`].
    pub jit_min_run: Option<usize>,
    /// See [`LaunchConfig::pass_blocks`].
    pub pass_blocks: Option<u64>,
    /// Refuse before running when the kernel's module contains anything xlane cannot run
    /// (`--check`), listing every such instruction; without it a run stops only if a lane
    /// reaches one.
    pub check: bool,
    /// `--schedule`: `Some(true)` parallel, `Some(false)` sequential (over the spec's).
    pub parallel: Option<bool>,
    /// `--jobs`: threads of the parallel schedule.
    pub jobs: Option<usize>,
    /// The sanitizer's checks (`--check race,sync,init,poison|all|none`; all by default).
    pub checks: crate::run::check::Checks,
    /// `--watch FILE:LINE`: show the variables of the waves that reach that line
    /// (`Outcome::watch`; docs/watch.md). The launch then runs its blocks in order on the
    /// interpreter tier.
    pub watch: Option<crate::front::watch::WatchReq>,
    /// `--repeat N`: launches run (`None`: one; [`LaunchConfig::repeat`]).
    pub repeat: Option<std::num::NonZeroU32>,
}

#[derive(Debug, Clone)]
pub struct Spec {
    pub dir: PathBuf,
    pub module: PathBuf,
    pub kernel: String,
    pub target: Option<String>,
    pub wave: Option<u32>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_bytes: u32,
    pub args: Vec<J>,
    pub globals: Vec<(String, J)>,
    pub expect: Vec<(String, J)>,
    pub expect_error: Option<String>,
    pub steps: Option<u64>,
    /// `limits.printf_bytes`: the device printf output kept (`run::printed`).
    pub printf_bytes: Option<u64>,
    pub parallel: bool,
    /// The expected device `printf` output (every line, in schedule order, no prefixes).
    pub expect_printf: Option<String>,
    /// Approximate operations (`crate::numerics::approx::ApproxOp::name`) whose results the kernel is
    /// expected to store: allowed under `--strict`, and the run must report exactly these.
    pub approximate: Option<Vec<String>>,
    /// Extra clang flags when `module` is a `.hip`/`.cu` source the runner compiles.
    pub clang_args: Vec<String>,
}

fn bad(msg: impl Into<String>) -> RunError {
    RunError::malformed(msg)
}

fn io(msg: impl Into<String>) -> RunError {
    RunError::new(ErrKind::Io, msg)
}

use crate::host::reading;

fn dims(v: &J, what: &str) -> RResult<[u32; 3]> {
    let mut d = [1u32; 3];
    let arr: Vec<J> = match v {
        J::Array(a) => a.clone(),
        J::Number(_) => vec![v.clone()],
        _ => return Err(bad(format!("`{what}` must be an array of up to 3 integers"))),
    };
    if arr.is_empty() || arr.len() > 3 {
        return Err(bad(format!("`{what}` must have 1 to 3 dimensions")));
    }
    for (i, x) in arr.iter().enumerate() {
        d[i] = x.as_u64().filter(|&n| n >= 1 && n <= u32::MAX as u64).ok_or_else(|| bad(format!("`{what}[{i}]` must be a positive integer")))? as u32;
    }
    Ok(d)
}

/// An optional integer field: absent is `None`; a value that is not an integer from 0 to
/// `max` is an error, never ignored or wrapped (a `"wave": 4294967296` once ran as wave 0).
fn opt_int(v: Option<&J>, what: &str, max: u64) -> RResult<Option<u64>> {
    match v {
        None => Ok(None),
        Some(x) => match x.as_u64().filter(|&n| n <= max) {
            Some(n) => Ok(Some(n)),
            None => Err(bad(format!("`{what}` must be an integer from 0 to {max}, not {x}")).with_help(format!("write `\"{what}\": N` with a number N, or leave the field out"))),
        },
    }
}

impl Spec {
    /// The spec of a kernel run without a spec file (`xlane run k.ll --kernel K --args JSON`):
    /// the module is given by [`Overrides::module`]; one block of one thread unless
    /// overridden; no expectations.
    pub fn of_kernel(kernel: &str, args: Vec<J>) -> Spec {
        Spec {
            dir: PathBuf::from("."),
            module: PathBuf::from("-"),
            kernel: kernel.to_string(),
            target: None,
            wave: None,
            grid: [1; 3],
            block: [1; 3],
            shared_bytes: 0,
            args,
            globals: vec![],
            expect: vec![],
            expect_error: None,
            steps: None,
            printf_bytes: None,
            parallel: true,
            expect_printf: None,
            approximate: None,
            clang_args: vec![],
        }
    }

    pub fn parse(text: &str, dir: &Path) -> RResult<Spec> {
        let j: J = serde_json::from_str(text).map_err(|e| bad(format!("launch spec is not valid JSON: {e}")))?;
        let o = j.as_object().ok_or_else(|| bad("a launch spec is a JSON object"))?;
        const KNOWN: &[&str] = &[
            "module",
            "kernel",
            "target",
            "wave",
            "grid",
            "block",
            "shared_bytes",
            "args",
            "globals",
            "expect",
            "expect_error",
            "limits",
            "schedule",
            "comment",
            "description",
            "source",
            "expect_printf",
            "approximate",
            "strict_exempt",
            "clang_args",
        ];
        for k in o.keys() {
            if !KNOWN.contains(&k.as_str()) {
                return Err(bad(format!("unknown spec field `{k}`")).with_help(format!("fields: {}", KNOWN.join(", "))));
            }
        }
        let s = |k: &str| o.get(k).and_then(|v| v.as_str()).map(str::to_string);
        let module = s("module").ok_or_else(|| bad("the spec needs `module` (path of the .ll file)"))?;
        let kernel = s("kernel").ok_or_else(|| bad("the spec needs `kernel`"))?;
        let expect_error = s("expect_error");
        if let Some(e) = &expect_error {
            let kinds = ErrKind::EXPECTABLE.map(ErrKind::as_str);
            if !kinds.contains(&e.as_str()) {
                return Err(bad(format!("unknown `expect_error` kind `{e}`")).with_help(format!("kinds: {}", kinds.join(", "))));
            }
        }
        let schedule = s("schedule").unwrap_or_else(|| "parallel".into());
        if schedule != "sequential" && schedule != "parallel" {
            return Err(bad(format!("`schedule` is `sequential` or `parallel`, not `{schedule}`")));
        }
        let obj_pairs = |k: &str| -> RResult<Vec<(String, J)>> {
            match o.get(k) {
                None => Ok(vec![]),
                Some(J::Object(m)) => Ok(m.iter().map(|(a, b)| (a.clone(), b.clone())).collect()),
                _ => Err(bad(format!("`{k}` must be an object"))),
            }
        };
        if let Some(J::Array(a)) = o.get("args") {
            buffers_fit(a)?;
        }
        Ok(Spec {
            dir: dir.to_path_buf(),
            module: PathBuf::from(module),
            kernel,
            target: s("target"),
            wave: opt_int(o.get("wave"), "wave", u32::MAX as u64)?.map(|w| w as u32),
            grid: dims(o.get("grid").unwrap_or(&J::from(vec![1])), "grid")?,
            block: dims(o.get("block").unwrap_or(&J::from(vec![1])), "block")?,
            shared_bytes: opt_int(o.get("shared_bytes"), "shared_bytes", u32::MAX as u64)?.unwrap_or(0) as u32,
            args: match o.get("args") {
                None => vec![],
                Some(J::Array(a)) => a.clone(),
                Some(_) => {
                    return Err(
                        bad("`args` must be an array of kernel arguments").with_help("write `\"args\": [{\"buffer\": \"u32\", \"len\": 64}, …]`, one entry per kernel parameter")
                    )
                }
            },
            globals: obj_pairs("globals")?,
            expect: obj_pairs("expect")?,
            expect_error,
            steps: opt_int(o.get("limits").and_then(|l| l.get("steps")), "limits.steps", u64::MAX)?,
            printf_bytes: opt_int(o.get("limits").and_then(|l| l.get("printf_bytes")), "limits.printf_bytes", u64::MAX)?,
            parallel: schedule == "parallel",
            expect_printf: match o.get("expect_printf") {
                None => None,
                Some(J::String(t)) => Some(t.clone()),
                Some(_) => return Err(bad("`expect_printf` is a string (the whole printf output)")),
            },
            approximate: match o.get("approximate") {
                None => None,
                Some(J::Array(a)) => {
                    let mut v = vec![];
                    for x in a {
                        let n = x.as_str().ok_or_else(|| bad("`approximate` lists operation names"))?;
                        if crate::numerics::approx::ApproxOp::from_name(n).is_none() {
                            return Err(bad(format!("`approximate`: unknown operation `{n}`"))
                                .with_help(format!("operations: {}", crate::numerics::approx::ApproxOp::all().map(|o| o.name()).collect::<Vec<_>>().join(", "))));
                        }
                        v.push(n.to_string());
                    }
                    Some(v)
                }
                Some(_) => return Err(bad("`approximate` is a list of operation names")),
            },
            clang_args: match o.get("clang_args") {
                None => vec![],
                Some(J::Array(a)) => a.iter().map(|x| x.as_str().map(str::to_string)).collect::<Option<_>>().ok_or_else(|| bad("`clang_args` lists strings"))?,
                Some(_) => return Err(bad("`clang_args` is a list of clang flags, e.g. [\"-DN=64\"]")),
            },
        })
    }

    pub fn apply(&mut self, ov: &Overrides) {
        if let Some(t) = &ov.target {
            self.target = Some(t.clone());
        }
        if ov.wave.is_some() {
            self.wave = ov.wave;
        }
        if let Some(g) = &ov.grid {
            self.grid = [g.first().copied().unwrap_or(1), g.get(1).copied().unwrap_or(1), g.get(2).copied().unwrap_or(1)];
        }
        if let Some(b) = &ov.block {
            self.block = [b.first().copied().unwrap_or(1), b.get(1).copied().unwrap_or(1), b.get(2).copied().unwrap_or(1)];
        }
        if ov.steps.is_some() {
            self.steps = ov.steps;
        }
        if ov.printf_bytes.is_some() {
            self.printf_bytes = ov.printf_bytes;
        }
        if let Some(p) = ov.parallel {
            self.parallel = p;
        }
        if let Some(k) = &ov.kernel {
            self.kernel = k.clone();
        }
        if let Some(s) = ov.shared_bytes {
            self.shared_bytes = s;
        }
        if let Some(m) = &ov.module {
            self.module = m.clone();
        }
    }
}

pub use crate::numerics::rng::SplitMix64;

pub fn elem_bytes(t: ElemTy) -> usize {
    (t.bits() as usize).div_ceil(8).max(1)
}

/// One JSON value as the raw bits of an element of type `t`.
pub fn value_bits(t: ElemTy, v: &J) -> RResult<u64> {
    if let Some(s) = v.as_str() {
        let h = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")).ok_or_else(|| bad(format!("`{s}`: strings are `0x…` hex bit patterns")))?;
        let b = u64::from_str_radix(h, 16).map_err(|_| bad(format!("bad hex value `{s}`")))?;
        if b & !t.mask() != 0 {
            return Err(RunError::new(ErrKind::Type, format!("`{s}` does not fit {}", t.name())).with_help(format!("a {} holds {} bits", t.name(), t.bits())));
        }
        return Ok(b);
    }
    if let Some(b) = v.as_bool() {
        return Ok(b as u64);
    }
    let n = v.as_number().ok_or_else(|| bad(format!("`{v}` is not a number")))?;
    if t.is_float() {
        return float_bits(t, &n.to_string()).ok_or_else(|| bad(format!("`{n}` is not a {} number", t.name())));
    }
    let bits = if let Some(u) = n.as_u64() {
        u
    } else if let Some(i) = n.as_i64() {
        i as u64
    } else {
        return Err(bad(format!("`{n}` is not an integer ({} expected)", t.name())));
    };
    // the value itself must lie in the type's range: never wrapped (`type` error)
    let signed = matches!(t, ElemTy::I8 | ElemTy::I16 | ElemTy::I32 | ElemTy::I64);
    let w = t.bits().min(64);
    let fits = match (n.as_i64(), signed) {
        (Some(i), true) => w >= 64 || (i >= -(1i64 << (w - 1)) && i < (1i64 << (w - 1))),
        (None, true) => false, // above i64::MAX
        (Some(i), false) if i < 0 => false,
        _ => bits <= t.mask(),
    };
    if !fits {
        let range = if signed { format!("-2^{} … 2^{}-1", w - 1, w - 1) } else { format!("0 … 2^{w}-1") };
        return Err(RunError::new(ErrKind::Type, format!("`{n}` does not fit {} ({range})", t.name()))
            .with_help(format!("give a value in range, or the bit pattern as a \"0x…\" string; an unsigned type takes {} values up to 2^{w}-1", t.name().replace('i', "u"))));
    }
    Ok(bits & t.mask())
}

/// A decimal number's text as the bits of float type `t`, correctly rounded (to nearest, ties
/// to even) with one rounding: never through a wider format (see `xlane_core::numtext`).
pub fn float_bits(t: ElemTy, text: &str) -> Option<u64> {
    use xlane_core::numtext;
    Some(match t {
        ElemTy::F32 => numtext::parse_f32(text)?.to_bits() as u64,
        ElemTy::F64 => numtext::parse_f64(text)?.to_bits(),
        ElemTy::F16 => numtext::parse_narrow(text, |x| f64_to_f16(x) as u64)?,
        ElemTy::BF16 => numtext::parse_narrow(text, |x| f64_to_bf16(x) as u64)?,
        _ => return None,
    })
}

fn iota_bits(t: ElemTy, i: u64) -> u64 {
    match t {
        ElemTy::F32 => (i as f32).to_bits() as u64,
        ElemTy::F64 => (i as f64).to_bits(),
        ElemTy::F16 => f64_to_f16(i as f64) as u64,
        ElemTy::BF16 => f64_to_bf16(i as f64) as u64,
        _ => i & t.mask(),
    }
}

fn random_bits(t: ElemTy, x: u64) -> u64 {
    let f = (x >> 40) as f32 * (1.0 / (1u64 << 24) as f32);
    match t {
        ElemTy::F32 => f.to_bits() as u64,
        ElemTy::F64 => ((x >> 11) as f64 * (1.0 / (1u64 << 53) as f64)).to_bits(),
        ElemTy::F16 => f64_to_f16(f as f64) as u64,
        ElemTy::BF16 => f64_to_bf16(f as f64) as u64,
        _ => x & t.mask(),
    }
}

fn elem_ty(v: &J, what: &str) -> RResult<ElemTy> {
    let s = v.as_str().ok_or_else(|| bad(format!("{what}: the element type must be a string")))?;
    ElemTy::parse(s).map_err(RunError::from)
}

/// Build the bytes of a buffer from `data` / `len`+`fill` / `file`.
pub fn buffer_bytes(t: ElemTy, o: &serde_json::Map<String, J>, dir: &Path, what: &str) -> RResult<Vec<u8>> {
    Ok(buffer_contents(t, o, dir, what)?.0)
}

/// The most bytes a launch's buffers may take together (each also keeps a shadow byte per
/// byte): a probe of seven 1 GiB buffers aborted the runner under a 6 GiB limit.
pub const MAX_TOTAL_BUFFER_BYTES: u64 = 1 << 31;

/// The buffers' `len`s, summed before any is allocated, stay within [`MAX_TOTAL_BUFFER_BYTES`].
fn buffers_fit(args: &[J]) -> RResult<()> {
    let mut total = 0u64;
    for (i, a) in args.iter().enumerate() {
        let (Some(t), Some(len)) = (a.get("buffer"), a.get("len").and_then(|l| l.as_u64())) else { continue };
        let Ok(t) = elem_ty(t, &format!("args[{i}]")) else { continue };
        let bytes = len.saturating_mul(elem_bytes(t) as u64);
        if bytes > bounded::MAX_DATA_BYTES {
            continue; // refused on its own, with the per-buffer limit, as it is built
        }
        total += bytes;
        if total > MAX_TOTAL_BUFFER_BYTES {
            return Err(bad(format!("args[{i}]: the buffers up to this one take {total} bytes; a launch's buffers hold at most {MAX_TOTAL_BUFFER_BYTES} bytes (2 GiB) together"))
                .with_help("run a smaller problem (xlane keeps every buffer and a shadow byte per byte in memory)"));
        }
    }
    Ok(())
}

/// The bytes of a buffer and how many of them (from the start) the spec sets: `data` or
/// `file` set theirs, and a `len` beyond them adds elements nothing set (zero bytes, unwritten
/// for initcheck); `len` with `fill` sets every element; `len` alone sets none, as
/// `cudaMalloc` gives memory nothing wrote.
pub fn buffer_contents(t: ElemTy, o: &serde_json::Map<String, J>, dir: &Path, what: &str) -> RResult<(Vec<u8>, usize)> {
    let n = elem_bytes(t);
    let given = o.contains_key("data") || o.contains_key("file");
    let mut out = buffer_given(t, o, dir, what)?;
    let set = if given || o.contains_key("fill") { out.len() } else { 0 };
    if let (true, Some(len)) = (given, o.get("len")) {
        let len = len.as_u64().ok_or_else(|| bad(format!("{what}: `len` must be an integer")))?;
        let bytes = len.saturating_mul(n as u64);
        if bytes > bounded::MAX_DATA_BYTES {
            return Err(bad(format!("{what}: `len` {len} × {n} bytes is more than the {} bytes a buffer may hold", bounded::MAX_DATA_BYTES))
                .with_help("buffers hold at most 1 GiB; run a smaller problem"));
        }
        if (bytes as usize) < out.len() {
            return Err(bad(format!("{what}: `len` {len} is shorter than the {} element(s) its `data`/`file` gives", out.len() / n))
                .with_help("drop `len`, or make it at least the number of elements given (the elements past them start unwritten)"));
        }
        out.resize(bytes as usize, 0);
    }
    Ok((out, set))
}

/// The bytes `data`, `file` or `len`+`fill` give.
fn buffer_given(t: ElemTy, o: &serde_json::Map<String, J>, dir: &Path, what: &str) -> RResult<Vec<u8>> {
    let n = elem_bytes(t);
    let mut out = vec![];
    if let Some(d) = o.get("data") {
        let arr = d.as_array().ok_or_else(|| bad(format!("{what}: `data` must be an array")))?;
        for (i, v) in arr.iter().enumerate() {
            let b = value_bits(t, v).map_err(|e| e.prefixed(&format!("{what}: data[{i}]")))?;
            out.extend_from_slice(&b.to_le_bytes()[..n]);
        }
    } else if let Some(f) = o.get("file") {
        let p = dir.join(f.as_str().ok_or_else(|| bad(format!("{what}: `file` must be a path")))?);
        out = bounded::read(&p, bounded::MAX_DATA_BYTES).map_err(|d| reading(what, d))?;
    } else if let Some(len) = o.get("len") {
        let len = len.as_u64().ok_or_else(|| bad(format!("{what}: `len` must be an integer")))?;
        if len.saturating_mul(n as u64) > bounded::MAX_DATA_BYTES {
            return Err(bad(format!("{what}: `len` {len} × {n} bytes is more than the {} bytes a buffer may hold", bounded::MAX_DATA_BYTES))
                .with_help("buffers hold at most 1 GiB; run a smaller problem"));
        }
        out.reserve(len as usize * n);
        let fill = o.get("fill").cloned().unwrap_or(J::from(0));
        let mut rng = fill.get("random").and_then(|s| s.as_u64()).map(SplitMix64);
        let fixed = if fill.as_str() == Some("iota") || rng.is_some() { 0 } else { value_bits(t, &fill).map_err(|e| e.prefixed(&format!("{what}: fill")))? };
        for i in 0..len {
            let b = if fill.as_str() == Some("iota") {
                iota_bits(t, i)
            } else if let Some(r) = &mut rng {
                random_bits(t, r.next_u64())
            } else {
                fixed
            };
            out.extend_from_slice(&b.to_le_bytes()[..n]);
        }
    } else {
        return Err(bad(format!("{what}: a buffer needs `data`, `len` (with `fill`) or `file`")));
    }
    Ok(out)
}

/// The target's launch limits, as `launch` errors.
/// - NVIDIA (CUDA C++ Programming Guide, "Features and Technical Specifications", table of
///   technical specifications per compute capability): grid x ≤ 2³¹−1, y and z ≤ 65535; block
///   x and y ≤ 1024, z ≤ 64, at most 1024 threads.
/// - AMD (HIP: `hipDeviceProp_t::maxThreadsPerBlock` 1024 and `maxThreadsDim` 1024 in each
///   dimension on every GCN/CDNA/RDNA device; the HSA AQL dispatch packet holds the grid
///   size in work-items per dimension as a 32-bit field, HSA Platform System Architecture
///   Specification 1.2 §2.9.6): block ≤ 1024 threads and ≤ 1024 per dimension; blocks ×
///   threads per dimension ≤ 2³²−1.
pub(crate) fn check_launch_limits(grid: [u32; 3], block: [u32; 3], amd: bool) -> RResult<()> {
    let (g, b) = (grid.map(u64::from), block.map(u64::from));
    let err = |what: String, help: &str| Err(RunError::new(ErrKind::Launch, what).with_help(help.to_string()));
    if g.contains(&0) || b.contains(&0) {
        return err(format!("grid {:?}, block {:?}: a launch dimension is 0", grid, block), "every dimension is at least 1");
    }
    let threads: u64 = b.iter().product();
    if threads > 1024 {
        return err(format!("block {:?} has {threads} threads; a block holds at most 1024", block), "make the block smaller and the grid larger");
    }
    if amd {
        if let Some(d) = (0..3).find(|&d| b[d] > 1024) {
            return err(format!("block {:?}: dimension {} is {} (at most 1024 on AMD)", block, "xyz".as_bytes()[d] as char, b[d]), "make that dimension smaller");
        }
        if let Some(d) = (0..3).find(|&d| g[d] * b[d] > u32::MAX as u64) {
            return err(
                format!("grid {:?} × block {:?}: {} work-items in dimension {} (the dispatch packet holds at most 2³²−1)", grid, block, g[d] * b[d], "xyz".as_bytes()[d] as char),
                "split the launch, or use another dimension",
            );
        }
        return Ok(());
    }
    const BLOCK: [u64; 3] = [1024, 1024, 64];
    const GRID: [u64; 3] = [(1 << 31) - 1, 65535, 65535];
    if let Some(d) = (0..3).find(|&d| b[d] > BLOCK[d]) {
        return err(format!("block {:?}: dimension {} is {} (at most {} on NVIDIA)", block, "xyz".as_bytes()[d] as char, b[d], BLOCK[d]), "make that dimension smaller");
    }
    if let Some(d) = (0..3).find(|&d| g[d] > GRID[d]) {
        return err(
            format!("grid {:?}: dimension {} is {} (at most {} on NVIDIA)", grid, "xyz".as_bytes()[d] as char, g[d], GRID[d]),
            "move blocks into grid x (up to 2³¹−1), or loop over the extra blocks in the kernel",
        );
    }
    Ok(())
}

/// The spec against the kernel before anything is allocated or run: the kernel exists, the
/// block fits, and each argument has the kind and type the kernel's signature declares
/// (a pointer gets a buffer, alias or null; a scalar gets a value of the same type). Spec
/// errors are `malformed` errors, never a run that "does not match".
fn check_setup(prog: &crate::front::program::Program, spec: &Spec) -> RResult<()> {
    use crate::front::ll::layout::STy;
    let Some((_, kf)) = prog.func(&spec.kernel) else {
        let ks: Vec<&str> = prog.funcs.iter().map(|f| f.name.as_str()).collect();
        return Err(bad(format!("no kernel `{}` in the module", spec.kernel)).with_help(format!("functions defined: {}", ks.join(", "))));
    };
    if spec.args.len() != kf.params.len() {
        let sig: Vec<String> = kf.param_types.iter().map(|t| t.to_string()).collect();
        return Err(bad(format!("kernel `{}` takes {} argument(s), the spec gives {}", spec.kernel, kf.params.len(), spec.args.len()))
            .with_help(format!("the kernel's parameters: ({})", sig.join(", "))));
    }
    check_launch_limits(spec.grid, spec.block, prog.is_amd)?;
    for (i, (a, pty)) in spec.args.iter().zip(&kf.param_types).enumerate() {
        let Some(o) = a.as_object() else { continue };
        let scalar = prog.layout.scalar(pty);
        let is_ptr = matches!(scalar, Some(STy::Ptr { .. }));
        let wants_ptr = o.contains_key("buffer") || o.contains_key("alias") || o.contains_key("null");
        if wants_ptr && !is_ptr {
            let kind = ["buffer", "alias", "null"].into_iter().find(|k| o.contains_key(*k)).unwrap_or("buffer");
            return Err(bad(format!("args[{i}]: the kernel takes `{pty}`, the spec passes a pointer (`{kind}`)"))
                .with_help(format!("pass `{{\"scalar\": \"…\", \"value\": …}}` for a `{pty}` parameter")));
        }
        if let Some(t) = o.get("scalar") {
            let t = elem_ty(t, &format!("args[{i}]"))?;
            let fits = match scalar {
                Some(STy::Ptr { .. }) => false,
                Some(STy::Int(b)) => !t.is_float() && (t.bits() == b as u32 || (t == ElemTy::Bool && b <= 8)),
                Some(STy::F16) => t == ElemTy::F16,
                Some(STy::BF16) => t == ElemTy::BF16,
                Some(STy::F32) => t == ElemTy::F32,
                Some(STy::F64) => t == ElemTy::F64,
                None => true, // aggregates: launch refuses scalars for them with its own message
            };
            if !fits {
                let help = if is_ptr {
                    "pass a `buffer` (or `alias`/`null`) for a pointer parameter".to_string()
                } else {
                    format!("declare the scalar with the parameter's type: `{}`", suggest_elem(scalar))
                };
                return Err(bad(format!("args[{i}]: the kernel takes `{pty}`, the spec passes a {} scalar", t.name())).with_help(help));
            }
        }
    }
    Ok(())
}

/// A spec element type for a kernel parameter's scalar type.
fn suggest_elem(s: Option<crate::front::ll::layout::STy>) -> &'static str {
    use crate::front::ll::layout::STy;
    match s {
        Some(STy::Int(1)) => "bool",
        Some(STy::Int(8)) => "i8 or u8",
        Some(STy::Int(16)) => "i16 or u16",
        Some(STy::Int(32)) => "i32 or u32",
        Some(STy::Int(64)) => "i64 or u64",
        Some(STy::F16) => "f16",
        Some(STy::BF16) => "bf16",
        Some(STy::F32) => "f32",
        Some(STy::F64) => "f64",
        _ => "bytes",
    }
}

/// What a run produced.
#[derive(Debug)]
pub struct Outcome {
    pub spec: Spec,
    pub target: &'static Target,
    pub wave: u32,
    pub result: Result<RunReport, RunError>,
    /// (argument index, element type, final bytes) of each buffer argument.
    pub buffers: Vec<(usize, ElemTy, Vec<u8>)>,
    pub globals: Vec<(String, Vec<u8>)>,
    /// Element type of each module variable, from its LLVM type (for `expect` on globals).
    pub global_types: Vec<(String, ElemTy)>,
    /// Per buffer (in `buffers` order), the elements holding an undefined value (any byte
    /// undefined); empty when every element is defined.
    pub undefined: Vec<Vec<bool>>,
    /// Differences from `expect` (empty when it matched or there was none): at most
    /// [`SHOWN_PER_BUFFER`] elements per buffer; `checked` has the totals.
    pub mismatches: Vec<Mismatch>,
    /// Every buffer `expect` checks, with how many of its elements differ.
    pub checked: Vec<Checked>,
    /// True when the spec's expectations (values or error kind) are met.
    pub passed: bool,
    /// Arguments whose buffers receive lane masks (ballots), shown in hex.
    pub lane_masks: Vec<usize>,
    /// `--watch`: the hits of the watched line, also when the run stopped with an error.
    pub watch: Option<crate::run::watch::WatchReport>,
}

impl Outcome {
    /// Everything the run shows but its timings and thread count (the result or error with
    /// its location, steps per wave, warnings, printf output, approximate stores, buffers,
    /// globals, mismatches), as text: two runs of one spec compare equal here exactly when
    /// they are indistinguishable to a user (the tiers' differential tests compare these).
    pub fn observable(&self) -> String {
        let result = match &self.result {
            Err(e) => format!("error {e:?}"),
            Ok(r) => format!(
                "steps {:?} total {} waves {}\nwarnings {:?}\nprinted {:?}\napprox {:?} {}",
                r.wave_steps, r.total_steps, r.waves, r.warnings, r.printed, r.approx, r.approx_stores
            ),
        };
        format!("{result}\nbuffers {:?}\nglobals {:?}\nmismatches {:?} passed {}", self.buffers, self.globals, self.mismatches, self.passed)
    }
}

/// Load the module, pick target and wave, build buffers, launch, compare.
pub fn run_spec(mut spec: Spec, ov: &Overrides) -> RResult<Outcome> {
    spec.apply(ov);
    let mpath = if spec.module.is_absolute() { spec.module.clone() } else { spec.dir.join(&spec.module) };
    let crate::host::Kernel { prog, name, target, wave } = crate::host::load_kernel_as(&mpath, &spec.kernel, spec.target.as_deref(), spec.wave, ov.watch.as_ref(), ov.check)?;
    // a watch: hits in block order, from the reference interpreter
    let sink = prog.watch.clone().map(|w| std::sync::Arc::new(crate::run::watch::Sink::new(w, spec.grid)));
    if sink.is_some() {
        spec.parallel = false;
    }
    spec.kernel = name;
    if ov.check {
        prog.check_supported()?;
    }
    check_setup(&prog, &spec)?;
    // Buffers and arguments.
    let mut regions = vec![];
    let mut kargs = vec![];
    let mut buf_of_arg: Vec<Option<(usize, ElemTy)>> = vec![];
    for (i, a) in spec.args.iter().enumerate() {
        let what = format!("args[{i}]");
        let o = a.as_object().ok_or_else(|| bad(format!("{what} must be an object")))?;
        let offset = o.get("offset").and_then(|v| v.as_u64()).unwrap_or(0);
        if let Some(t) = o.get("buffer") {
            let t = elem_ty(t, &what)?;
            let (bytes, set) = buffer_contents(t, o, &spec.dir, &what)?;
            let k = regions.len();
            // a buffer keeps a shadow byte per byte, so an undefined value stored to it stays
            // undefined in the output (`undef`, `null`, the `.mask` file), and initcheck knows
            // the bytes the spec did not set
            let mut r = Region::with_shadow(format!("argument {i} ({} buffer)", t.name()), bytes);
            if let (true, Some(shadow)) = (ov.checks.init && set < r.data.len(), r.undef.as_mut()) {
                shadow[set..].fill(crate::run::mem::UNWRITTEN);
                r.undef_zero = false;
            }
            regions.push(r);
            kargs.push(KArg::Ptr { region: k, offset });
            buf_of_arg.push(Some((k, t)));
        } else if let Some(k) = o.get("alias") {
            let k = k.as_u64().ok_or_else(|| bad(format!("{what}: `alias` must be an argument index")))? as usize;
            let Some(Some((r, _))) = buf_of_arg.get(k) else {
                return Err(bad(format!("{what}: `alias` must name an earlier buffer argument")));
            };
            kargs.push(KArg::Ptr { region: *r, offset });
            buf_of_arg.push(None);
        } else if o.get("null").is_some() {
            kargs.push(KArg::Null);
            buf_of_arg.push(None);
        } else if let Some(t) = o.get("scalar") {
            let t = elem_ty(t, &what)?;
            let v = o.get("value").ok_or_else(|| bad(format!("{what}: a scalar needs `value`")))?;
            kargs.push(KArg::Scalar(value_bits(t, v).map_err(|e| e.prefixed(&what))?));
            buf_of_arg.push(None);
        } else if let Some(h) = o.get("bytes") {
            let h = h.as_str().ok_or_else(|| bad(format!("{what}: `bytes` is a hex string")))?;
            let h = h.trim_start_matches("0x");
            if h.len() % 2 != 0 {
                return Err(bad(format!("{what}: `bytes` needs an even number of hex digits")));
            }
            let b: Result<Vec<u8>, _> = (0..h.len()).step_by(2).map(|i| u8::from_str_radix(&h[i..i + 2], 16)).collect();
            kargs.push(KArg::Bytes(b.map_err(|_| bad(format!("{what}: bad hex in `bytes`")))?));
            buf_of_arg.push(None);
        } else {
            return Err(bad(format!("{what}: an argument is `buffer`, `alias`, `null`, `scalar` or `bytes`")));
        }
    }
    let mut ginit = vec![];
    for (name, g) in &spec.globals {
        let o = g.as_object().ok_or_else(|| bad(format!("globals.{name} must be an object")))?;
        let t = elem_ty(o.get("type").unwrap_or(&J::Null), &format!("globals.{name}"))?;
        ginit.push((name.clone(), buffer_bytes(t, o, &spec.dir, &format!("globals.{name}"))?));
    }
    let cfg = LaunchConfig {
        target,
        wave,
        grid: spec.grid,
        block: spec.block,
        shared_bytes: spec.shared_bytes,
        max_steps: spec.steps.unwrap_or(100_000_000),
        strict: ov.strict,
        policy: UndefPolicy::Strict,
        parallel: spec.parallel,
        jobs: ov.jobs,
        time_limit: ov.time_limit,
        printf_bytes: spec.printf_bytes.unwrap_or(crate::run::printed::DEFAULT_LIMIT),
        progress: ov.progress.clone(),
        allow_approx: allowed_approx(spec.approximate.as_deref().unwrap_or(&[]), &ov.allow_approx),
        tier: if sink.is_some() { crate::tiers::jit::Tier::Interp } else { ov.tier },
        jit_min_run: ov.jit_min_run,
        pass_blocks: ov.pass_blocks,
        checks: ov.checks,
        watch: sink.clone(),
        repeat: ov.repeat.unwrap_or(std::num::NonZeroU32::MIN),
    };
    let result = launch(&prog, &spec.kernel, &cfg, &mut regions, &kargs, &ginit);
    let buffers: Vec<(usize, ElemTy, Vec<u8>)> = buf_of_arg.iter().enumerate().filter_map(|(i, b)| b.map(|(r, t)| (i, t, regions[r].data.clone()))).collect();
    use crate::run::mem::UNDEF;
    let undefined: Vec<Vec<bool>> = buf_of_arg
        .iter()
        .flatten()
        .map(|&(r, t)| match &regions[r].undef {
            Some(u) if regions[r].shadow_has(UNDEF) => u.chunks(elem_bytes(t)).map(|c| c.iter().any(|&b| b & UNDEF != 0)).collect(),
            _ => vec![],
        })
        .collect();
    let globals: Vec<(String, Vec<u8>)> = match &result {
        Ok(rep) => rep.global_regions.iter().map(|(n, k)| (n.clone(), regions[*k].data.clone())).collect(),
        Err(_) => vec![],
    };
    let global_types = prog
        .globals
        .iter()
        .map(|g| {
            let t = match g.elem {
                Some(crate::front::ll::layout::STy::Int(8)) => ElemTy::U8,
                Some(crate::front::ll::layout::STy::Int(16)) => ElemTy::U16,
                Some(crate::front::ll::layout::STy::Int(32)) => ElemTy::U32,
                Some(crate::front::ll::layout::STy::Int(64)) | Some(crate::front::ll::layout::STy::Ptr { bits: 64, .. }) => ElemTy::U64,
                Some(crate::front::ll::layout::STy::F16) => ElemTy::F16,
                Some(crate::front::ll::layout::STy::BF16) => ElemTy::BF16,
                Some(crate::front::ll::layout::STy::F32) => ElemTy::F32,
                Some(crate::front::ll::layout::STy::F64) => ElemTy::F64,
                _ => ElemTy::U8,
            };
            (g.name.clone(), t)
        })
        .collect();
    let lane_masks = prog.func(&spec.kernel).map(|(_, f)| f.lane_mask_params()).unwrap_or_default();
    let watch = sink.map(|s| s.report(wave));
    let mut out = Outcome { spec, target, wave, result, buffers, undefined, globals, global_types, mismatches: vec![], checked: vec![], passed: false, lane_masks, watch };
    out.passed = match (&out.spec.expect_error, &out.result) {
        (Some(k), Err(e)) => e.kind.as_str() == k,
        (Some(_), Ok(_)) => false,
        (None, Err(_)) => false,
        (None, Ok(_)) => {
            (out.mismatches, out.checked) = compare(&out)?;
            out.mismatches.is_empty()
        }
    };
    Ok(out)
}

/// The approximate operations a run may store under `--strict`: the spec's list and the
/// command line's (`all` allows every one).
fn allowed_approx(spec: &[String], cli: &[String]) -> crate::numerics::approx::ApproxSet {
    use crate::numerics::approx::{ApproxOp, ApproxSet};
    let mut set = ApproxSet::EMPTY;
    for n in spec.iter().chain(cli) {
        if n == "all" {
            return ApproxSet::EVERY;
        }
        if let Some(op) = ApproxOp::from_name(n) {
            set = set.union(ApproxSet::of(op));
        }
    }
    set
}

/// Element mismatches listed per buffer (the count of all of them is in [`Checked`]).
pub const SHOWN_PER_BUFFER: usize = 10;

/// One buffer `expect` checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The spec's `expect` key (`"1"`, `"global:NAME"`).
    pub key: String,
    /// `argument 1`, `global NAME`.
    pub label: String,
    /// Elements compared (`null` entries skipped) and how many of them differ.
    pub elements: usize,
    pub mismatched: usize,
}

impl Checked {
    pub fn to_json(&self) -> J {
        serde_json::json!({"buffer": self.key, "label": self.label, "elements": self.elements, "mismatched": self.mismatched})
    }
}

/// One difference between a run and its spec's expectations.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    pub kind: MismatchKind,
    /// The spec's `expect` key (`"1"`, `"global:NAME"`), for buffer mismatches.
    pub buffer: Option<String>,
    /// The element, for an element mismatch.
    pub index: Option<usize>,
    /// What the spec expects and what the run gave: element values (as in `argK.json`),
    /// element or byte counts, printf text, operation-name lists.
    pub expected: J,
    pub got: J,
    /// The difference in words, as `xlane run` prints it.
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MismatchKind {
    /// One element differs.
    Element,
    /// The expected data has another length than the buffer.
    Length,
    /// The printf output differs.
    Printf,
    /// Other approximate operations reached memory.
    Approximate,
}

impl MismatchKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MismatchKind::Element => "element",
            MismatchKind::Length => "length",
            MismatchKind::Printf => "printf",
            MismatchKind::Approximate => "approximate",
        }
    }
}

impl Mismatch {
    fn new(kind: MismatchKind, buffer: Option<&str>, index: Option<usize>, expected: J, got: J, message: String) -> Mismatch {
        Mismatch { kind, buffer: buffer.map(str::to_string), index, expected, got, message }
    }
    /// The JSON form (docs/json.md, `xlane run --json`).
    pub fn to_json(&self) -> J {
        serde_json::json!({"kind": self.kind.as_str(), "buffer": self.buffer, "index": self.index, "expected": self.expected, "got": self.got, "message": self.message})
    }
}

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

fn compare(out: &Outcome) -> RResult<(Vec<Mismatch>, Vec<Checked>)> {
    let mut diffs = vec![];
    let mut checked = vec![];
    if let (Some(want), Ok(rep)) = (&out.spec.approximate, &out.result) {
        // the spec names exactly the approximate operations whose results reach memory
        let got: Vec<&str> = rep.approx.ops().map(|o| o.name()).collect();
        let mut want: Vec<&str> = want.iter().map(String::as_str).collect();
        want.sort();
        let mut g2 = got.clone();
        g2.sort();
        if g2 != want {
            let message = format!("approximate operations stored: expected [{}], got [{}]", want.join(", "), got.join(", "));
            diffs.push(Mismatch::new(MismatchKind::Approximate, None, None, serde_json::json!(want), serde_json::json!(got), message));
        }
    }
    if let (Some(want), Ok(rep)) = (&out.spec.expect_printf, &out.result) {
        let got: String = rep.printed.iter().map(|p| p.text.as_str()).collect();
        if &got != want {
            let message = format!("printf output differs:\n--- expected\n{want}--- got\n{got}---");
            diffs.push(Mismatch::new(MismatchKind::Printf, None, None, J::from(want.clone()), J::from(got), message));
        }
    }
    for (key, want) in &out.spec.expect {
        let (label, ty, got): (String, ElemTy, &[u8]) = if let Some(g) = key.strip_prefix("global:") {
            let is = |n: &String| n == g || (n.starts_with("_Z") && n.ends_with(&format!("{}{}", g.len(), g)));
            let Some((name, bytes)) = out.globals.iter().find(|(n, _)| is(n)) else {
                return Err(bad(format!("expect: the module has no global `{g}` in global memory")));
            };
            // the element type: given, else the spec's `globals` entry, else the LLVM type
            let given = out.spec.globals.iter().find(|(n, _)| n == g).and_then(|(_, v)| v.get("type")).map(|t| elem_ty(t, key)).transpose()?;
            let from_ir = out.global_types.iter().find(|(n, _)| n == name).map(|(_, t)| *t);
            let t = want.get("type").map(|t| elem_ty(t, key)).transpose()?.or(given).or(from_ir).unwrap_or(ElemTy::U8);
            (format!("global {g}"), t, bytes)
        } else {
            let k: usize = key.parse().map_err(|_| bad(format!("expect key `{key}` is neither an argument index nor `global:NAME`")))?;
            let Some((_, t, bytes)) = out.buffers.iter().find(|b| b.0 == k) else {
                return Err(bad(format!("expect: argument {k} is not a buffer")));
            };
            let t = want.get("type").map(|t| elem_ty(t, key)).transpose()?.unwrap_or(*t);
            (format!("argument {k}"), t, bytes)
        };
        let n = elem_bytes(ty);
        let o = want.as_object().ok_or_else(|| bad(format!("expect.{key} must be an object")))?;
        if let Some(f) = o.get("file") {
            let p = out.spec.dir.join(f.as_str().unwrap_or(""));
            let w = bounded::read(&p, bounded::MAX_DATA_BYTES).map_err(|d| reading(&format!("expect.{key}"), d))?;
            if w.len() != got.len() {
                let message = format!("{label}: expected {} bytes, the buffer has {}", w.len(), got.len());
                diffs.push(Mismatch::new(MismatchKind::Length, Some(key), None, J::from(w.len() / n), J::from(got.len() / n), message));
            }
            let mut c = Checked { key: key.clone(), label: label.clone(), elements: 0, mismatched: 0 };
            for (i, (a, b)) in w.chunks(n).zip(got.chunks(n)).enumerate() {
                c.elements += 1;
                if a != b {
                    c.mismatched += 1;
                    if c.mismatched <= SHOWN_PER_BUFFER {
                        let message = format!("{label}[{i}]: expected {}, got {}", fmt_elem(ty, a), fmt_elem(ty, b));
                        diffs.push(Mismatch::new(MismatchKind::Element, Some(key), Some(i), elem_json(ty, a), elem_json(ty, b), message));
                    }
                }
            }
            checked.push(c);
            continue;
        }
        let data = o.get("data").and_then(|d| d.as_array()).ok_or_else(|| bad(format!("expect.{key} needs `data` or `file`")))?;
        if data.len() * n != got.len() {
            // A shorter list would check a prefix without a word: say so (null skips an element).
            let message = format!("{label}: expected {} elements, the buffer has {}", data.len(), got.len() / n);
            diffs.push(Mismatch::new(MismatchKind::Length, Some(key), None, J::from(data.len()), J::from(got.len() / n), message));
            checked.push(Checked { key: key.clone(), label: label.clone(), elements: 0, mismatched: 0 });
            continue;
        }
        let mut c = Checked { key: key.clone(), label: label.clone(), elements: 0, mismatched: 0 };
        for (i, v) in data.iter().enumerate() {
            if v.is_null() {
                continue;
            }
            let w = value_bits(ty, v).map_err(|e| e.prefixed(&format!("expect.{key}.data[{i}]")))?;
            let g = &got[i * n..i * n + n];
            c.elements += 1;
            if w.to_le_bytes()[..n] != *g {
                c.mismatched += 1;
                if c.mismatched <= SHOWN_PER_BUFFER {
                    let message = format!("{label}[{i}]: expected {}, got {}", fmt_elem(ty, &w.to_le_bytes()[..n]), fmt_elem(ty, g));
                    diffs.push(Mismatch::new(MismatchKind::Element, Some(key), Some(i), elem_json(ty, &w.to_le_bytes()[..n]), elem_json(ty, g), message));
                }
            }
        }
        checked.push(c);
    }
    Ok((diffs, checked))
}

/// An element's value as JSON (hex strings for non-finite floats and integers above 2^53).
pub fn elem_json(t: ElemTy, b: &[u8]) -> J {
    let mut w = [0u8; 8];
    w[..b.len()].copy_from_slice(b);
    let bits = u64::from_le_bytes(w);
    if let Some(f) = t.to_f64(bits) {
        return if f.is_finite() { serde_json::Number::from_f64(f).map(J::Number).unwrap_or(J::Null) } else { J::from(format!("{bits:#x}")) };
    }
    if !t.is_signed() {
        let u = bits & t.mask();
        return if u > (1u64 << 53) { J::from(format!("{u:#x}")) } else { J::from(u) };
    }
    let v = t.to_i64(bits);
    if v.unsigned_abs() > (1u64 << 53) {
        J::from(format!("{:#x}", bits & t.mask()))
    } else {
        J::from(v)
    }
}

fn fmt_elem(t: ElemTy, b: &[u8]) -> String {
    elem_json(t, b).to_string()
}

impl Outcome {
    /// Whether element `i` of the `b`-th buffer holds an undefined value.
    pub fn is_undefined(&self, b: usize, i: usize) -> bool {
        self.undefined.get(b).and_then(|u| u.get(i)).copied().unwrap_or(false)
    }

    /// The thread that owns element `i` of a buffer of `len` elements in the usual layout of
    /// one element per thread (`out[global id]`): (block, wave, lane), with the block as its
    /// linear index; None when the buffer has another length than the grid's thread count.
    pub fn thread_of(&self, len: usize, i: usize) -> Option<(u64, u64, u64)> {
        let per_block: u64 = self.spec.block.iter().map(|&d| d as u64).product();
        let blocks: u64 = self.spec.grid.iter().map(|&d| d as u64).product();
        if per_block == 0 || per_block * blocks != len as u64 {
            return None;
        }
        let (i, w) = (i as u64, self.wave as u64);
        let t = i % per_block;
        Some((i / per_block, t / w, t % w))
    }

    /// The `b`-th buffer's elements as JSON, an undefined one as `null`.
    pub fn buffer_json(&self, b: usize) -> Vec<J> {
        let (_, t, bytes) = &self.buffers[b];
        bytes.chunks(elem_bytes(*t)).enumerate().map(|(i, c)| if self.is_undefined(b, i) { J::Null } else { elem_json(*t, c) }).collect()
    }
}

/// Write `argK.bin` and `argK.json` for every buffer argument; where some elements are
/// undefined, also `argK.mask` (one byte per element, 1 = undefined) beside the data, and
/// `null` for them in `argK.json`.
pub fn write_outputs(out: &Outcome, dir: &Path) -> RResult<()> {
    std::fs::create_dir_all(dir).map_err(|e| io(format!("cannot create {}: {e}", dir.display())))?;
    let write = |name: String, bytes: &[u8]| std::fs::write(dir.join(&name), bytes).map_err(|e| io(format!("cannot write {name}: {e}")));
    for (b, (k, t, bytes)) in out.buffers.iter().enumerate() {
        write(format!("arg{k}.bin"), bytes)?;
        let j = serde_json::json!({"type": t.name(), "data": out.buffer_json(b)});
        write(format!("arg{k}.json"), j.to_string().as_bytes())?;
        if let Some(u) = out.undefined.get(b).filter(|u| !u.is_empty()) {
            write(format!("arg{k}.mask"), &u.iter().map(|&x| x as u8).collect::<Vec<u8>>())?;
        }
    }
    Ok(())
}
