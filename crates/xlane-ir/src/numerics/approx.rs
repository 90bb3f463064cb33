//! Approximate operations: hardware instructions whose results are approximations that no
//! document specifies bit for bit (NVIDIA MUFU: `ex2.approx`, `lg2.approx`, `rcp.approx`,
//! `rsqrt.approx`, `sin/cos.approx`, `tanh.approx`, `sqrt.approx`, `div.approx/full`; AMD's
//! transcendental unit: `v_exp_f32`, `v_log_f32`, `v_rcp_f32`, `v_rsq_f32`, `v_sqrt_f32`,
//! `v_sin_f32`, `v_cos_f32`).
//!
//! xlane computes them with a documented **model**, never presenting the result as exact:
//! the runner marks every lane an approximate operation writes, carries the mark through
//! arithmetic, registers and memory like an undefined value, and the run summary names the
//! approximate operations whose results reached memory (`--strict` refuses them unless the
//! launch spec lists them in `approximate`). See docs/launch.md "Approximate values".
//!
//! The model of every operation is the same: the mathematical function evaluated in binary64
//! (Rust's libm, itself within 1 ulp of binary64) and rounded once to the instruction's
//! format, with the instruction's own rules for special inputs (PTX ISA 9.7.3 "Floating Point
//! Instructions": `ex2.approx(-Inf) = +0`, `lg2.approx(±0) = -Inf`, `rcp.approx(±0) = ±Inf`,
//! `rsqrt.approx(-x) = NaN`, `sin.approx(±Inf) = NaN`) and `.ftz` flushing subnormal inputs
//! and results to a zero of the same sign. The hardware is within the documented ulp bound
//! of the true value (e.g. `ex2.approx.f32`: 2 ulp; `rcp.approx.f32`: 1 ulp), so the model
//! and the hardware can differ in the last bits; `docs/errata.md` records what the H200
//! showed for each.
//!
//! API (shared by the NVIDIA and AMD decoders): a decoder emits
//! `program::Op::Approx` with an [`ApproxOp`]; the runner calls
//! [`eval`] per lane and [`ApproxOp::name`] names it in the summary. A set of operations is
//! an [`ApproxSet`] (one bit per [`ApproxOp`]).

/// One approximate instruction family, or a math-library function run without its library
/// ([`LIB`]). [`ApproxOp::bit`] is its bit in an [`ApproxSet`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApproxOp {
    /// PTX `ex2.approx.f32`: 2^x.
    Ex2F32,
    /// PTX `lg2.approx.f32`: log2(x).
    Lg2F32,
    /// PTX `rcp.approx.f32`: 1/x.
    RcpF32,
    /// PTX `rcp.approx.ftz.f64`: 1/x with a 20-bit-accurate mantissa on hardware.
    RcpF64,
    /// PTX `rsqrt.approx.f32`: 1/sqrt(x).
    RsqrtF32,
    /// PTX `rsqrt.approx.f64`.
    RsqrtF64,
    /// PTX `sqrt.approx.f32`.
    SqrtF32,
    /// PTX `sin.approx.f32` (radians).
    SinF32,
    /// PTX `cos.approx.f32` (radians).
    CosF32,
    /// PTX `tanh.approx.f32`.
    TanhF32,
    /// PTX `div.approx.f32`: x * rcp.approx(y).
    DivApproxF32,
    /// PTX `div.full.f32`: full-range approximate division (2 ulp).
    DivFullF32,
    /// PTX `ex2.approx.f16` / `.f16x2` element.
    Ex2F16,
    /// PTX `ex2.approx.ftz.bf16` / `.bf16x2` element (PTX ISA 7.8, sm_90; `.ftz` is part of
    /// the only form).
    Ex2Bf16,
    /// PTX `tanh.approx.f16` / `.f16x2` element (PTX ISA 7.0, sm_75).
    TanhF16,
    /// PTX `tanh.approx.bf16` / `.bf16x2` element (PTX ISA 7.8, sm_90).
    TanhBf16,
    /// AMD `v_exp_f32`: 2^x.
    AmdExpF32,
    /// AMD `v_log_f32`: log2(x).
    AmdLogF32,
    /// AMD `v_rcp_f32`.
    AmdRcpF32,
    /// AMD `v_rsq_f32`.
    AmdRsqF32,
    /// AMD `v_sqrt_f32` (1 ulp on GFX9+).
    AmdSqrtF32,
    /// AMD `v_sin_f32`: sin(2π·x), the input in revolutions.
    AmdSinF32,
    /// AMD `v_cos_f32`: cos(2π·x).
    AmdCosF32,
    /// AMD `v_rcp_f64`.
    AmdRcpF64,
    /// AMD `v_rsq_f64`.
    AmdRsqF64,
    /// AMD `v_exp_f16`, `v_log_f16`, `v_rcp_f16`, `v_rsq_f16`, `v_sqrt_f16`, `v_sin_f16`,
    /// `v_cos_f16`.
    AmdExpF16,
    AmdLogF16,
    AmdRcpF16,
    AmdRsqF16,
    AmdSqrtF16,
    AmdSinF16,
    AmdCosF16,
    /// AMDGPU's expansion of `llvm.exp.f32` / `llvm.exp10.f32` / `llvm.log.f32` /
    /// `llvm.log10.f32` (AMDGPUISelLowering lowerFEXP/lowerFLOGCommon): `v_exp_f32`/`v_log_f32`
    /// with an extra-precision scale by log2(e), log2(10), ln(2) or log10(2).
    AmdExpEF32,
    AmdExp10F32,
    AmdLnF32,
    AmdLog10F32,
    /// AMD matrix multiply-accumulate with a float result (`semantics::amd::mma` in
    /// xlane-core: products exact, summed in binary64 in increasing k from C, rounded once;
    /// no source read fixes the hardware's order and intermediate rounding): MFMA with an f32
    /// result, MFMA f64, WMMA with an f32, f16 or bf16 result.
    AmdMfmaF32,
    AmdMfmaF64,
    AmdWmmaF32,
    AmdWmmaF16,
    AmdWmmaBf16,
    /// A CUDA/HIP math-library function ([`LIB`] row) called with no device library linked
    /// (libdevice's `__nv_expf`, ocml's `__ocml_exp_f32`, …): binary32 or binary64.
    Lib(LibFn, Fmt),
}

/// A math-library function by its row in [`LIB`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LibFn(u8);

/// One row of the math library xlane models: the C names of the binary64 and binary32
/// functions, its arity, the model (in binary64), and the maximum error the
/// CUDA C++ Programming Guide ("Mathematical Functions", full-range ulp tables) allows on
/// hardware, for binary32 and binary64.
pub struct LibRow {
    /// The binary64 and binary32 names.
    pub names: [&'static str; 2],
    pub arity: usize,
    pub model: fn(f64, f64) -> f64,
    pub ulp_f32: u8,
    pub ulp_f64: u8,
}

const fn row(names: [&'static str; 2], arity: usize, model: fn(f64, f64) -> f64, ulp_f32: u8, ulp_f64: u8) -> LibRow {
    LibRow { names, arity, model, ulp_f32, ulp_f64 }
}

/// The math functions whose results no document fixes bit for bit (every one has a nonzero
/// ulp bound in the CUDA guide's tables). The exactly specified ones (`sqrt`, `fma`,
/// `floor`, `fmod`, `ldexp`, …) are not here: the lite headers compute them exactly.
pub const LIB: &[LibRow] = &[
    row(["exp", "expf"], 1, |x, _| libm::exp(x), 2, 1),
    row(["exp2", "exp2f"], 1, |x, _| libm::exp2(x), 2, 1),
    row(["exp10", "exp10f"], 1, |x, _| libm::exp10(x), 2, 1),
    row(["expm1", "expm1f"], 1, |x, _| libm::expm1(x), 1, 1),
    row(["log", "logf"], 1, |x, _| libm::log(x), 1, 1),
    row(["log2", "log2f"], 1, |x, _| libm::log2(x), 1, 1),
    row(["log10", "log10f"], 1, |x, _| libm::log10(x), 2, 1),
    row(["log1p", "log1pf"], 1, |x, _| libm::log1p(x), 1, 1),
    row(["sin", "sinf"], 1, |x, _| libm::sin(x), 2, 2),
    row(["cos", "cosf"], 1, |x, _| libm::cos(x), 2, 2),
    row(["tan", "tanf"], 1, |x, _| libm::tan(x), 4, 2),
    row(["sinpi", "sinpif"], 1, |x, _| sin_pi(x), 1, 2),
    row(["cospi", "cospif"], 1, |x, _| sin_pi(x + 0.5), 1, 2),
    row(["asin", "asinf"], 1, |x, _| libm::asin(x), 2, 2),
    row(["acos", "acosf"], 1, |x, _| libm::acos(x), 2, 2),
    row(["atan", "atanf"], 1, |x, _| libm::atan(x), 2, 2),
    row(["atan2", "atan2f"], 2, libm::atan2, 3, 2),
    row(["sinh", "sinhf"], 1, |x, _| libm::sinh(x), 3, 2),
    row(["cosh", "coshf"], 1, |x, _| libm::cosh(x), 2, 1),
    row(["tanh", "tanhf"], 1, |x, _| libm::tanh(x), 2, 1),
    row(["asinh", "asinhf"], 1, |x, _| libm::asinh(x), 3, 3),
    row(["acosh", "acoshf"], 1, |x, _| libm::acosh(x), 4, 3),
    row(["atanh", "atanhf"], 1, |x, _| libm::atanh(x), 3, 2),
    row(["cbrt", "cbrtf"], 1, |x, _| libm::cbrt(x), 1, 1),
    row(["rcbrt", "rcbrtf"], 1, |x, _| 1.0 / libm::cbrt(x), 1, 1),
    row(["rsqrt", "rsqrtf"], 1, |x, _| 1.0 / libm::sqrt(x), 2, 1),
    row(["pow", "powf"], 2, libm::pow, 4, 2),
    row(["hypot", "hypotf"], 2, libm::hypot, 3, 2),
    row(["rhypot", "rhypotf"], 2, |x, y| 1.0 / libm::hypot(x, y), 2, 1),
    row(["erf", "erff"], 1, |x, _| libm::erf(x), 2, 2),
    row(["erfc", "erfcf"], 1, |x, _| libm::erfc(x), 4, 5),
    row(["tgamma", "tgammaf"], 1, |x, _| libm::tgamma(x), 5, 10),
    row(["lgamma", "lgammaf"], 1, |x, _| libm::lgamma(x), 6, 4),
    row(["j0", "j0f"], 1, |x, _| libm::j0(x), 9, 7),
    row(["j1", "j1f"], 1, |x, _| libm::j1(x), 9, 7),
    row(["y0", "y0f"], 1, |x, _| libm::y0(x), 9, 7),
    row(["y1", "y1f"], 1, |x, _| libm::y1(x), 9, 7),
];

/// sin(πx) with the argument reduced exactly first (x − 2·round(x/2) is exact in binary64),
/// so large arguments keep their meaning: sinpi(n) = ±0 for integers.
fn sin_pi(x: f64) -> f64 {
    if !x.is_finite() {
        return f64::NAN;
    }
    let r = x - 2.0 * libm::round(x * 0.5);
    if r == libm::trunc(r) {
        return 0.0f64.copysign(x);
    }
    libm::sin(std::f64::consts::PI * r)
}

impl LibFn {
    /// The row of the C function `name` (`exp` or `expf`), and its format.
    pub fn by_c_name(name: &str) -> Option<(LibFn, Fmt)> {
        LIB.iter().enumerate().find_map(|(i, r)| {
            let fmt = [Fmt::F64, Fmt::F32][r.names.iter().position(|&n| n == name)?];
            Some((LibFn(i as u8), fmt))
        })
    }
    pub fn row(self) -> &'static LibRow {
        &LIB[self.0 as usize]
    }
}

/// The element format an approximate operation reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fmt {
    F16,
    /// bfloat16 (the PTX `.bf16` approximations).
    Bf16,
    F32,
    F64,
}

/// The mathematical function of the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Func {
    Exp2,
    Log2,
    Rcp,
    Rsqrt,
    Sqrt,
    Sin,
    Cos,
    /// sin/cos of an argument in revolutions (AMD).
    SinRev,
    CosRev,
    Tanh,
    Div,
    Exp,
    Exp10,
    Ln,
    Log10,
    /// A matrix multiply-accumulate (computed by xlane-core, not by [`eval`]).
    Matrix,
    Lib(LibFn),
}

impl ApproxOp {
    /// The instruction families (every [`ApproxOp`] but the library functions).
    const INSTRUCTIONS: [ApproxOp; 41] = [
        ApproxOp::Ex2F32,
        ApproxOp::Lg2F32,
        ApproxOp::RcpF32,
        ApproxOp::RcpF64,
        ApproxOp::RsqrtF32,
        ApproxOp::RsqrtF64,
        ApproxOp::SqrtF32,
        ApproxOp::SinF32,
        ApproxOp::CosF32,
        ApproxOp::TanhF32,
        ApproxOp::DivApproxF32,
        ApproxOp::DivFullF32,
        ApproxOp::Ex2F16,
        ApproxOp::Ex2Bf16,
        ApproxOp::TanhF16,
        ApproxOp::TanhBf16,
        ApproxOp::AmdExpF32,
        ApproxOp::AmdLogF32,
        ApproxOp::AmdRcpF32,
        ApproxOp::AmdRsqF32,
        ApproxOp::AmdSqrtF32,
        ApproxOp::AmdSinF32,
        ApproxOp::AmdCosF32,
        ApproxOp::AmdRcpF64,
        ApproxOp::AmdRsqF64,
        ApproxOp::AmdExpF16,
        ApproxOp::AmdLogF16,
        ApproxOp::AmdRcpF16,
        ApproxOp::AmdRsqF16,
        ApproxOp::AmdSqrtF16,
        ApproxOp::AmdSinF16,
        ApproxOp::AmdCosF16,
        ApproxOp::AmdExpEF32,
        ApproxOp::AmdExp10F32,
        ApproxOp::AmdLnF32,
        ApproxOp::AmdLog10F32,
        ApproxOp::AmdMfmaF32,
        ApproxOp::AmdMfmaF64,
        ApproxOp::AmdWmmaF32,
        ApproxOp::AmdWmmaF16,
        ApproxOp::AmdWmmaBf16,
    ];

    /// Every approximate operation: the instructions, then each library function in
    /// binary32 and binary64.
    pub fn all() -> impl Iterator<Item = ApproxOp> {
        let lib = (0..LIB.len() as u8).flat_map(|i| [ApproxOp::Lib(LibFn(i), Fmt::F32), ApproxOp::Lib(LibFn(i), Fmt::F64)]);
        ApproxOp::INSTRUCTIONS.into_iter().chain(lib)
    }

    /// Its bit in an [`ApproxSet`].
    pub fn bit(self) -> u32 {
        match self {
            ApproxOp::Lib(f, fmt) => ApproxOp::INSTRUCTIONS.len() as u32 + 2 * f.0 as u32 + (fmt == Fmt::F64) as u32,
            op => ApproxOp::INSTRUCTIONS.iter().position(|&o| o == op).unwrap_or(0) as u32,
        }
    }

    /// The instruction as its ISA spells it (without `.ftz`), or the C function (`expf`,
    /// `exp`), for summaries and specs.
    pub fn name(self) -> &'static str {
        use ApproxOp::*;
        match self {
            Lib(f, fmt) => f.row().names[(fmt == Fmt::F32) as usize],
            Ex2F32 => "ex2.approx.f32",
            Lg2F32 => "lg2.approx.f32",
            RcpF32 => "rcp.approx.f32",
            RcpF64 => "rcp.approx.f64",
            RsqrtF32 => "rsqrt.approx.f32",
            RsqrtF64 => "rsqrt.approx.f64",
            SqrtF32 => "sqrt.approx.f32",
            SinF32 => "sin.approx.f32",
            CosF32 => "cos.approx.f32",
            TanhF32 => "tanh.approx.f32",
            DivApproxF32 => "div.approx.f32",
            DivFullF32 => "div.full.f32",
            Ex2F16 => "ex2.approx.f16",
            Ex2Bf16 => "ex2.approx.bf16",
            TanhF16 => "tanh.approx.f16",
            TanhBf16 => "tanh.approx.bf16",
            AmdExpF32 => "v_exp_f32",
            AmdLogF32 => "v_log_f32",
            AmdRcpF32 => "v_rcp_f32",
            AmdRsqF32 => "v_rsq_f32",
            AmdSqrtF32 => "v_sqrt_f32",
            AmdSinF32 => "v_sin_f32",
            AmdCosF32 => "v_cos_f32",
            AmdRcpF64 => "v_rcp_f64",
            AmdRsqF64 => "v_rsq_f64",
            AmdExpF16 => "v_exp_f16",
            AmdLogF16 => "v_log_f16",
            AmdRcpF16 => "v_rcp_f16",
            AmdRsqF16 => "v_rsq_f16",
            AmdSqrtF16 => "v_sqrt_f16",
            AmdSinF16 => "v_sin_f16",
            AmdCosF16 => "v_cos_f16",
            AmdExpEF32 => "llvm.exp.f32 (v_exp_f32)",
            AmdExp10F32 => "llvm.exp10.f32 (v_exp_f32)",
            AmdLnF32 => "llvm.log.f32 (v_log_f32)",
            AmdLog10F32 => "llvm.log10.f32 (v_log_f32)",
            AmdMfmaF32 => "v_mfma_f32",
            AmdMfmaF64 => "v_mfma_f64",
            AmdWmmaF32 => "v_wmma_f32",
            AmdWmmaF16 => "v_wmma_f16",
            AmdWmmaBf16 => "v_wmma_bf16",
        }
    }

    /// The operation named `name` (as [`ApproxOp::name`] spells it).
    pub fn from_name(name: &str) -> Option<ApproxOp> {
        ApproxOp::all().find(|o| o.name() == name)
    }

    /// An AMD instruction (or AMDGPU expansion), as opposed to a PTX one or a library function.
    pub fn is_amd(self) -> bool {
        let pos = |o: ApproxOp| ApproxOp::INSTRUCTIONS.iter().position(|&x| x == o);
        !matches!(self, ApproxOp::Lib(..)) && pos(self) >= pos(ApproxOp::AmdExpF32)
    }

    /// Number of operands (2 for divisions and two-argument library functions, else 1).
    pub fn arity(self) -> usize {
        match self.func() {
            Func::Div | Func::Matrix => 2,
            Func::Lib(f) => f.row().arity,
            _ => 1,
        }
    }

    pub fn fmt(self) -> Fmt {
        use ApproxOp::*;
        match self {
            Lib(_, fmt) => fmt,
            RcpF64 | RsqrtF64 | AmdRcpF64 | AmdRsqF64 | AmdMfmaF64 => Fmt::F64,
            Ex2Bf16 | TanhBf16 => Fmt::Bf16,
            Ex2F16 | TanhF16 | AmdExpF16 | AmdLogF16 | AmdRcpF16 | AmdRsqF16 | AmdSqrtF16 | AmdSinF16 | AmdCosF16 | AmdWmmaF16 | AmdWmmaBf16 => Fmt::F16,
            _ => Fmt::F32,
        }
    }

    fn func(self) -> Func {
        use ApproxOp::*;
        match self {
            Ex2F32 | Ex2F16 | Ex2Bf16 | AmdExpF32 | AmdExpF16 => Func::Exp2,
            Lg2F32 | AmdLogF32 | AmdLogF16 => Func::Log2,
            RcpF32 | RcpF64 | AmdRcpF32 | AmdRcpF64 | AmdRcpF16 => Func::Rcp,
            RsqrtF32 | RsqrtF64 | AmdRsqF32 | AmdRsqF64 | AmdRsqF16 => Func::Rsqrt,
            SqrtF32 | AmdSqrtF32 | AmdSqrtF16 => Func::Sqrt,
            SinF32 => Func::Sin,
            CosF32 => Func::Cos,
            AmdSinF32 | AmdSinF16 => Func::SinRev,
            AmdCosF32 | AmdCosF16 => Func::CosRev,
            TanhF32 | TanhF16 | TanhBf16 => Func::Tanh,
            DivApproxF32 | DivFullF32 => Func::Div,
            AmdExpEF32 => Func::Exp,
            AmdExp10F32 => Func::Exp10,
            AmdLnF32 => Func::Ln,
            AmdLog10F32 => Func::Log10,
            AmdMfmaF32 | AmdMfmaF64 | AmdWmmaF32 | AmdWmmaF16 | AmdWmmaBf16 => Func::Matrix,
            Lib(f, _) => Func::Lib(f),
        }
    }

    /// One line on the model, for docs and `--json`.
    pub fn model(self) -> &'static str {
        match self.func() {
            Func::SinRev | Func::CosRev => "sin/cos(2π·x) in binary64, rounded once to the format",
            Func::Div => "x / y in binary64, rounded once to the format (div.approx: x·(1/y))",
            Func::Lib(_) => "the function in binary64 (Rust's libm), rounded once to the format",
            Func::Matrix => "products exact, summed in binary64 from C in increasing k, rounded once to the format (f64: one fma per k)",
            _ => "the function in binary64, rounded once to the format; ISA special cases",
        }
    }
}

/// A set of [`ApproxOp`]s, one bit each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct ApproxSet(pub u128);

impl ApproxSet {
    pub const EMPTY: ApproxSet = ApproxSet(0);
    pub const EVERY: ApproxSet = ApproxSet(u128::MAX);
    pub fn of(op: ApproxOp) -> ApproxSet {
        ApproxSet(1 << op.bit())
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, o: ApproxSet) -> ApproxSet {
        ApproxSet(self.0 | o.0)
    }
    pub fn ops(self) -> impl Iterator<Item = ApproxOp> {
        ApproxOp::all().filter(move |o| self.0 >> o.bit() & 1 != 0)
    }
    /// The names, comma-separated.
    pub fn names(self) -> String {
        self.ops().map(ApproxOp::name).collect::<Vec<_>>().join(", ")
    }
}

fn to_f64(fmt: Fmt, bits: u64) -> f64 {
    match fmt {
        Fmt::F16 => crate::numerics::float::f16_to_f32(bits as u16) as f64,
        Fmt::Bf16 => crate::numerics::float::bf16_to_f32(bits as u16) as f64,
        Fmt::F32 => f32::from_bits(bits as u32) as f64,
        Fmt::F64 => f64::from_bits(bits),
    }
}

fn from_f64(fmt: Fmt, v: f64) -> u64 {
    match fmt {
        Fmt::F16 => crate::numerics::float::f64_to_f16(v) as u64,
        Fmt::Bf16 => crate::numerics::float::f64_to_bf16(v) as u64,
        Fmt::F32 => (v as f32).to_bits() as u64,
        Fmt::F64 => v.to_bits(),
    }
}

/// `.ftz`: a subnormal becomes a zero of the same sign (PTX ISA "Floating Point
/// Instructions": subnormal inputs and results are flushed to sign-preserving zero).
pub fn flush(fmt: Fmt, bits: u64) -> u64 {
    let (exp_mask, sign) = match fmt {
        Fmt::F16 => (0x7c00u64, 0x8000u64),
        Fmt::Bf16 => (0x7f80, 0x8000),
        Fmt::F32 => (0x7f80_0000, 0x8000_0000),
        Fmt::F64 => (0x7ff0_0000_0000_0000, 0x8000_0000_0000_0000),
    };
    if bits & exp_mask == 0 {
        bits & sign
    } else {
        bits
    }
}

/// The canonical NaN NVIDIA float instructions return (PTX: "NaN results are canonical").
fn nan(fmt: Fmt) -> u64 {
    match fmt {
        Fmt::F16 | Fmt::Bf16 => 0x7fff,
        Fmt::F32 => 0x7fff_ffff,
        Fmt::F64 => 0x7fff_ffff_ffff_ffff,
    }
}

/// The model's result of `op` on operand bits `args` (one or two operands, the format's
/// bits zero-extended), with `.ftz` flushing when `ftz`.
pub fn eval(op: ApproxOp, ftz: bool, args: &[u64]) -> u64 {
    let fmt = op.fmt();
    let arg = |i: usize| {
        let b = args.get(i).copied().unwrap_or(0);
        to_f64(fmt, if ftz { flush(fmt, b) } else { b })
    };
    let x = arg(0);
    let r = match op.func() {
        Func::Exp2 => x.exp2(),
        Func::Log2 => {
            if x == 0.0 {
                f64::NEG_INFINITY
            } else {
                x.log2()
            }
        }
        Func::Rcp => 1.0 / x,
        Func::Rsqrt => 1.0 / x.sqrt(),
        Func::Sqrt => x.sqrt(),
        Func::Sin => x.sin(),
        Func::Cos => x.cos(),
        Func::SinRev => (x.fract() * std::f64::consts::TAU).sin(),
        Func::CosRev => (x.fract() * std::f64::consts::TAU).cos(),
        Func::Tanh => x.tanh(),
        Func::Div => x / arg(1),
        Func::Exp => x.exp(),
        Func::Exp10 => 10f64.powf(x),
        Func::Ln | Func::Log10 if x == 0.0 => f64::NEG_INFINITY,
        Func::Ln => x.ln(),
        Func::Log10 => x.log10(),
        Func::Lib(f) => (f.row().model)(x, arg(1)),
        // computed by the matrix op itself (`semantics::amd::mma`)
        Func::Matrix => f64::NAN,
    };
    let out = match r.is_nan() {
        // AMD returns the default quiet NaN (sign clear, top mantissa bit set); NVIDIA its
        // canonical NaN
        true if op.is_amd() => match fmt {
            Fmt::F16 => 0x7e00,
            Fmt::Bf16 => 0x7fc0,
            Fmt::F32 => 0x7fc0_0000,
            Fmt::F64 => 0x7ff8_0000_0000_0000,
        },
        true => nan(fmt),
        false => from_f64(fmt, r),
    };
    if ftz {
        flush(fmt, out)
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u64 {
        x.to_bits() as u64
    }

    #[test]
    fn special_cases_follow_the_ptx_table() {
        // PTX ISA ex2: ex2(-Inf) = +0, ex2(+Inf) = +Inf, ex2(NaN) = NaN
        assert_eq!(eval(ApproxOp::Ex2F32, false, &[f(f32::NEG_INFINITY)]), 0);
        assert_eq!(eval(ApproxOp::Ex2F32, false, &[f(f32::INFINITY)]), f(f32::INFINITY));
        // lg2(±0) = -Inf, lg2(-x) = NaN
        assert_eq!(eval(ApproxOp::Lg2F32, false, &[f(-0.0)]), f(f32::NEG_INFINITY));
        assert_eq!(eval(ApproxOp::Lg2F32, false, &[f(-1.0)]), 0x7fff_ffff);
        // rcp(±0) = ±Inf; rsqrt(-1) = NaN
        assert_eq!(eval(ApproxOp::RcpF32, false, &[f(-0.0)]), f(f32::NEG_INFINITY));
        assert_eq!(eval(ApproxOp::RsqrtF32, false, &[f(-1.0)]), 0x7fff_ffff);
        // exact cases of the model
        assert_eq!(eval(ApproxOp::Ex2F32, false, &[f(3.0)]), f(8.0));
        assert_eq!(eval(ApproxOp::RcpF32, false, &[f(4.0)]), f(0.25));
        assert_eq!(eval(ApproxOp::AmdSinF32, false, &[f(0.25)]), f(1.0));
    }

    #[test]
    fn ftz_flushes_inputs_and_results() {
        let sub = 0x0000_0001u64; // the smallest positive subnormal
                                  // rcp of a flushed +0 is +Inf; without ftz it overflows to +Inf as well
        assert_eq!(eval(ApproxOp::RcpF32, true, &[sub]), f(f32::INFINITY));
        // ex2(-149) = 2^-149 is subnormal: flushed to +0
        assert_eq!(eval(ApproxOp::Ex2F32, true, &[f(-149.0)]), 0);
        assert_eq!(eval(ApproxOp::Ex2F32, false, &[f(-149.0)]), 1);
    }

    #[test]
    fn sets_name_their_members() {
        let s = ApproxSet::of(ApproxOp::Ex2F32).union(ApproxSet::of(ApproxOp::RcpF32));
        assert_eq!(s.names(), "ex2.approx.f32, rcp.approx.f32");
        assert_eq!(ApproxOp::from_name("v_exp_f32"), Some(ApproxOp::AmdExpF32));
        assert!(ApproxOp::all().count() <= 128);
    }
}
