//! The NVIDIA approximations by name: PTX instructions and NVVM intrinsics both name their
//! function (`ex2`, `rcp`, `div`, …) and float type; this one table maps them to the models.

use crate::front::program::FTy;
use crate::numerics::approx::ApproxOp;

/// The NVIDIA approximation a PTX instruction or NVVM intrinsic names: its function
/// (`ex2`, `rcp`, `div`, …), its float type, and for `div` whether it is `.full`. Read by the
/// intrinsic decoder and the inline-PTX decoder alike.
pub(crate) fn nvidia(func: &str, ty: FTy, full: bool) -> Option<ApproxOp> {
    use ApproxOp as A;
    Some(match (func, ty) {
        ("ex2", FTy::F32) => A::Ex2F32,
        ("ex2", FTy::F16) => A::Ex2F16,
        ("lg2", FTy::F32) => A::Lg2F32,
        ("sin", FTy::F32) => A::SinF32,
        ("cos", FTy::F32) => A::CosF32,
        ("tanh", FTy::F32) => A::TanhF32,
        ("tanh", FTy::F16) => A::TanhF16,
        ("tanh", FTy::BF16) => A::TanhBf16,
        ("ex2", FTy::BF16) => A::Ex2Bf16,
        ("rcp", FTy::F32) => A::RcpF32,
        ("rcp", FTy::F64) => A::RcpF64,
        ("rsqrt", FTy::F32) => A::RsqrtF32,
        ("rsqrt", FTy::F64) => A::RsqrtF64,
        ("sqrt", FTy::F32) => A::SqrtF32,
        ("div", FTy::F32) if full => A::DivFullF32,
        ("div", FTy::F32) => A::DivApproxF32,
        _ => return None,
    })
}

/// The math-library function a device-library entry point names when the library is not
/// linked: libdevice's `__nv_expf`/`__nv_exp` (what clang's CUDA headers and xlane's lite
/// header call) or ocml's `__ocml_exp_f32`/`__ocml_exp_f64` (HIP's).
pub(crate) fn library(symbol: &str) -> Option<ApproxOp> {
    use crate::numerics::approx::{Fmt, LibFn};
    if let Some(c) = symbol.strip_prefix("__nv_") {
        let (f, fmt) = LibFn::by_c_name(c)?;
        return Some(ApproxOp::Lib(f, fmt));
    }
    let c = symbol.strip_prefix("__ocml_")?;
    let (stem, fmt) = match c.rsplit_once('_')? {
        (s, "f32") => (s, Fmt::F32),
        (s, "f64") => (s, Fmt::F64),
        _ => return None,
    };
    let (f, _) = LibFn::by_c_name(stem)?;
    Some(ApproxOp::Lib(f, fmt))
}
