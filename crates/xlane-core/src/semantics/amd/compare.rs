//! Wave compares: `llvm.amdgcn.icmp` / `llvm.amdgcn.fcmp` (clang `__builtin_amdgcn_uicmp`,
//! `sicmp`, `uicmpl`, `sicmpl`, `fcmpf`, `fcmp`; HIP's `__ballot` is `uicmp(p, 0, ne)`).
//!
//! * The result is the V_CMP mask: bit n = EXEC[n] && (src0[n] PRED src1[n]); inactive lanes
//!   give 0 (RDNA3.5 / CDNA4 ISA, VOPC: "the result is written to the mask for active
//!   lanes, 0 for inactive lanes").
//! * The predicate is LLVM's `CmpInst::Predicate` number: `fcmp` takes 0 (false) … 15
//!   (true), `icmp` 32 (eq) … 41 (sle). Any other value makes the backend return `undef`
//!   (SIISelLowering.cpp lowerICMPIntrinsic / lowerFCMPIntrinsic), so every lane is
//!   undefined.
//! * The result type is the first overload suffix; when it is not the wave size the
//!   wave-size mask is zero-extended or truncated (`getZExtOrTrunc` in the same functions):
//!   `icmp.i64` in wave32 has a zero high half, `icmp.i32` in wave64 keeps lanes 0-31.
//! * The operand type is the second suffix (`.i16/.i32/.i64`, `.f16/.f32/.f64`), the row's `T`.

use super::{arity, computed, imm};
use crate::diag::Result;
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// LLVM `CmpInst::Predicate` values (llvm/IR/InstrTypes.h).
mod pred {
    pub const FCMP_TRUE: u64 = 15;
    pub const ICMP_EQ: u64 = 32;
    pub const ICMP_SLE: u64 = 41;
}

/// `llvm.amdgcn.icmp.i64.<T>`: a 64-bit lane mask.
pub fn icmp_i64(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    compare(ctx, args, ElemTy::U64, int_pred)
}

/// `llvm.amdgcn.icmp.i32.<T>`: a 32-bit lane mask.
pub fn icmp_i32(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    compare(ctx, args, ElemTy::U32, int_pred)
}

/// `llvm.amdgcn.fcmp.i64.<T>`.
pub fn fcmp_i64(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    compare(ctx, args, ElemTy::U64, float_pred)
}

/// `llvm.amdgcn.fcmp.i32.<T>`.
pub fn fcmp_i32(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    compare(ctx, args, ElemTy::U32, float_pred)
}

/// A per-lane test for one predicate, or `None` when the predicate is not of this kind.
type LaneTest = Box<dyn Fn(u64, u64) -> bool>;

fn compare(ctx: &SemCtx, args: &[Arg], result: ElemTy, test_for: fn(ElemTy, u64) -> Option<LaneTest>) -> Result<Outputs> {
    arity(args, 3, "amdgcn compare")?;
    let p = imm(args, 2, "predicate")?;
    let Some(test) = test_for(ctx.ty, p) else {
        // The backend lowers an invalid predicate to `undef`.
        return Ok(Outputs::from(Output::ret(result, Lanes::all_undef())));
    };
    let mut mask = Some(0u64);
    for n in ctx.lanes() {
        match (args[0].get(n), args[1].get(n)) {
            (Some(a), Some(b)) => {
                if test(a, b) {
                    mask = mask.map(|m| m | 1 << n);
                }
            }
            _ => mask = None,
        }
    }
    Ok(Outputs::from(computed(ctx, result, |_| mask)))
}

fn int_pred(ty: ElemTy, p: u64) -> Option<LaneTest> {
    if !(pred::ICMP_EQ..=pred::ICMP_SLE).contains(&p) {
        return None;
    }
    let bits = ty.bits();
    let u = move |v: u64| v & ty.mask();
    let s = move |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
    Some(match p - pred::ICMP_EQ {
        0 => Box::new(move |a, b| u(a) == u(b)),
        1 => Box::new(move |a, b| u(a) != u(b)),
        2 => Box::new(move |a, b| u(a) > u(b)),
        3 => Box::new(move |a, b| u(a) >= u(b)),
        4 => Box::new(move |a, b| u(a) < u(b)),
        5 => Box::new(move |a, b| u(a) <= u(b)),
        6 => Box::new(move |a, b| s(a) > s(b)),
        7 => Box::new(move |a, b| s(a) >= s(b)),
        8 => Box::new(move |a, b| s(a) < s(b)),
        _ => Box::new(move |a, b| s(a) <= s(b)),
    })
}

fn float_pred(ty: ElemTy, p: u64) -> Option<LaneTest> {
    if p > pred::FCMP_TRUE {
        return None;
    }
    let f = move |v: u64| to_f64(ty, v);
    // Bits of the predicate number: 1 = equal, 2 = greater, 4 = less, 8 = unordered
    // (the encoding of `FCmpInst::Predicate`: OEQ=1, OGT=2, OLT=4, UNO=8, UNE=14, TRUE=15).
    Some(Box::new(move |a, b| {
        let (a, b) = (f(a), f(b));
        let outcome = if a.is_nan() || b.is_nan() {
            8
        } else if a == b {
            1
        } else if a > b {
            2
        } else {
            4
        };
        p & outcome != 0
    }))
}

/// The value of an f16/f32/f64 bit pattern (exact: every f16 and f32 is an f64).
fn to_f64(ty: ElemTy, v: u64) -> f64 {
    match ty.bits() {
        16 => f16_to_f64(v as u16),
        32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v),
    }
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h >> 15 != 0 { -1.0 } else { 1.0 };
    let exp = (h >> 10 & 0x1f) as i32;
    let man = (h & 0x3ff) as f64;
    sign * match exp {
        0 => man * 2f64.powi(-24),
        31 if man == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        e => (1024.0 + man) * 2f64.powi(e - 25),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::UndefPolicy;
    use crate::target;

    fn ctx(ty: ElemTy, wave: u32, exec: u64) -> SemCtx<'static> {
        SemCtx { target: target::lookup("gfx942").unwrap(), wave, exec, ty, policy: UndefPolicy::Strict }
    }

    fn lanes(f: impl Fn(u32) -> u64) -> Arg {
        Arg::Lanes(Lanes::from_fn(64, f))
    }

    #[test]
    fn unsigned_and_signed_predicates_read_the_operand_width() {
        // -1 as i32 is 0xFFFF_FFFF: above 1 unsigned (ugt = 34), below 1 signed (slt = 40).
        let c = ctx(ElemTy::I32, 64, 0b11);
        let a = lanes(|n| if n == 0 { 0xFFFF_FFFF } else { 0 });
        let ugt = icmp_i64(&c, &[a.clone(), Arg::Imm(1), Arg::Imm(34)]).unwrap();
        assert_eq!(ugt[0].lanes.get(0), Some(0b01));
        let slt = icmp_i64(&c, &[a, Arg::Imm(1), Arg::Imm(40)]).unwrap();
        assert_eq!(slt[0].lanes.get(1), Some(0b11));
    }

    #[test]
    fn inactive_lanes_give_zero_and_wave32_i64_has_a_zero_high_half() {
        let c = ctx(ElemTy::I32, 32, 0xF0F0_F0F0);
        let r = icmp_i64(&c, &[Arg::Imm(1), Arg::Imm(0), Arg::Imm(33)]).unwrap();
        assert_eq!(r[0].lanes.get(4), Some(0xF0F0_F0F0));
    }

    #[test]
    fn i32_result_in_wave64_keeps_the_low_lanes() {
        let c = ctx(ElemTy::I32, 64, u64::MAX);
        let r = icmp_i32(&c, &[Arg::Imm(0), Arg::Imm(0), Arg::Imm(32)]).unwrap();
        assert_eq!(r[0].lanes.get(40), Some(0xFFFF_FFFF));
    }

    #[test]
    fn float_predicates_follow_ieee_ordering() {
        let nan = f32::NAN.to_bits() as u64;
        let one = 1f32.to_bits() as u64;
        let c = ctx(ElemTy::F32, 32, 0b111);
        let a = lanes(move |n| [nan, one, 2f32.to_bits() as u64][n.min(2) as usize]);
        let b = Arg::Imm(one);
        let get = |p| fcmp_i64(&c, &[a.clone(), b.clone(), Arg::Imm(p)]).unwrap()[0].lanes.get(0).unwrap();
        assert_eq!(get(1), 0b010, "oeq");
        assert_eq!(get(9), 0b011, "ueq: NaN is unordered");
        assert_eq!(get(2), 0b100, "ogt");
        assert_eq!(get(14), 0b101, "une");
        assert_eq!(get(7), 0b110, "ord");
        assert_eq!(get(0), 0, "false");
        assert_eq!(get(15), 0b111, "true");
    }

    #[test]
    fn half_operands_compare_by_value() {
        // 0x3C00 = 1.0, 0xBC00 = -1.0, 0x0001 = the smallest subnormal.
        let c = ctx(ElemTy::F16, 32, 0b111);
        let a = lanes(|n| [0x3C00, 0xBC00, 0x0001][n.min(2) as usize]);
        let r = fcmp_i32(&c, &[a, Arg::Imm(0), Arg::Imm(2)]).unwrap();
        assert_eq!(r[0].lanes.get(0), Some(0b101));
    }

    #[test]
    fn an_invalid_predicate_is_undefined() {
        let c = ctx(ElemTy::I32, 64, 1);
        let r = icmp_i64(&c, &[Arg::Imm(0), Arg::Imm(0), Arg::Imm(3)]).unwrap();
        assert_eq!(r[0].lanes.get(0), None);
        let r = fcmp_i64(&ctx(ElemTy::F32, 64, 1), &[Arg::Imm(0), Arg::Imm(0), Arg::Imm(32)]).unwrap();
        assert_eq!(r[0].lanes.get(0), None);
    }

    #[test]
    fn an_undefined_operand_in_an_active_lane_makes_the_mask_undefined() {
        let c = ctx(ElemTy::I32, 64, 0b11);
        let mut l = Lanes::from_fn(64, |_| 0);
        l.set_undef(1);
        let r = icmp_i64(&c, &[Arg::Lanes(l), Arg::Imm(0), Arg::Imm(32)]).unwrap();
        assert_eq!(r[0].lanes.get(0), None);
    }
}
