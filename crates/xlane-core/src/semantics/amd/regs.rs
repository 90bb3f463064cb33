//! Named hardware registers: `llvm.read_register` / `llvm.write_register` with a metadata
//! string (`!{!"exec"}`). LLVM folds an always-true wave compare into a read of `exec`
//! (AMDGPUInstCombineIntrinsic.cpp, `amdgcn_icmp`/`amdgcn_fcmp`: "a comparison that always
//! returns true is the same as a read of the EXEC register").
//!
//! The names the AMDGPU backend accepts are those of `SITargetLowering::getRegisterByName`
//! (`m0`, `exec`, `exec_lo`, `exec_hi`, `flat_scratch`, `flat_scratch_lo`, `flat_scratch_hi`);
//! llc-22 refuses any other (`vcc`: "invalid register "vcc" for llvm.read_register").
//! The IR names the register by string; the call's `reg` operand is that name's [`code`].
//!
//! * `exec` (64-bit), `exec_lo`, `exec_hi`: the wave's EXEC mask as a uniform value. In
//!   wave32 only EXEC_LO holds lanes; EXEC_HI reads as 0, as LLVM's fold requires
//!   (`icmp.i64` in wave32 zero-extends the 32-lane mask, SIISelLowering lowerICMPIntrinsic,
//!   and InstCombine replaces it by the 64-bit `exec` read; see docs/errata.md).
//! * `m0`, `flat_scratch*`: whatever the compiler or the launch left there; undefined.
//! * Writes of `exec*` would change which lanes run outside the compiler's structured
//!   control flow, which the runner does not model: refused. Writes of `m0`/`flat_scratch*`
//!   only affect instructions the compiler sets them up for: no effect.

use super::{arity, computed, imm};
use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::Arg;
use crate::value::{ElemTy, Lanes};

/// Register names in `code` order.
const NAMES: &[&str] = &["exec", "exec_lo", "exec_hi", "m0", "flat_scratch", "flat_scratch_lo", "flat_scratch_hi"];

/// Names llc-22 refuses for `read_register`/`write_register`, with what to use instead.
const REFUSED: &[(&str, &str)] = &[
    ("vcc", "VCC holds whatever compare ran last; read a lane mask with llvm.amdgcn.ballot instead"),
    ("vcc_lo", "read a lane mask with llvm.amdgcn.ballot instead"),
    ("vcc_hi", "read a lane mask with llvm.amdgcn.ballot instead"),
];

/// The `reg` operand for a register name, or an `unsupported` diagnostic naming it.
pub fn code(name: &str) -> Result<u64> {
    if let Some(i) = NAMES.iter().position(|&n| n == name) {
        return Ok(i as u64);
    }
    let help = REFUSED
        .iter()
        .find(|(n, _)| *n == name)
        .map_or("AMDGPU names: exec, exec_lo, exec_hi, m0, flat_scratch, flat_scratch_lo, flat_scratch_hi", |(_, h)| h);
    Err(Diag::new(DiagKind::Unsupported, format!("register \"{name}\" in llvm.read_register/write_register: llc-22 rejects it (\"invalid register\")")).with_help(help))
}

fn name_of(code: u64) -> &'static str {
    NAMES.get(code as usize).copied().unwrap_or("?")
}

/// `llvm.read_register.{i32,i64}(reg)`.
pub fn read_register(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 1, "read_register")?;
    let reg = imm(args, 0, "reg")?;
    let exec = ctx.exec & crate::value::wave_mask(ctx.wave);
    let (value, bits) = match name_of(reg) {
        "exec" => (Some(exec), 64),
        "exec_lo" => (Some(exec & 0xFFFF_FFFF), 32),
        "exec_hi" => (Some(exec >> 32), 32),
        "m0" => (None, 32),
        "flat_scratch" => (None, 64),
        "flat_scratch_lo" | "flat_scratch_hi" => (None, 32),
        _ => return Err(Diag::new(DiagKind::Unsupported, format!("read_register: unknown register code {reg}"))),
    };
    if ctx.ty.bits() != bits {
        return Err(Diag::new(DiagKind::Type, format!("invalid type for register \"{}\": it is {bits}-bit, the call reads i{}", name_of(reg), ctx.ty.bits()))
            .with_help(format!("use llvm.read_register.i{bits}")));
    }
    let ty = if bits == 64 { ElemTy::U64 } else { ElemTy::U32 };
    match value {
        Some(v) => Ok(Outputs::from(computed(ctx, ty, |_| Some(v)))),
        None => Ok(Outputs::from(Output::ret(ty, Lanes::all_undef()))),
    }
}

/// `llvm.write_register.{i32,i64}(reg, value)`.
pub fn write_register(_ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 2, "write_register")?;
    let reg = imm(args, 0, "reg")?;
    match name_of(reg) {
        r @ ("exec" | "exec_lo" | "exec_hi") => {
            Err(Diag::new(DiagKind::Unsupported, format!("llvm.write_register of \"{r}\": changing EXEC outside structured control flow is not modelled"))
                .with_help("branch on the condition instead; the compiler derives EXEC from the control flow"))
        }
        "?" => Err(Diag::new(DiagKind::Unsupported, format!("write_register: unknown register code {reg}"))),
        _ => Ok(Outputs::none()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::UndefPolicy;
    use crate::target;

    fn read(name: &str, ty: ElemTy, wave: u32, exec: u64) -> Result<Option<u64>> {
        let ctx = SemCtx { target: target::lookup("gfx1100").unwrap(), wave, exec, ty, policy: UndefPolicy::Strict };
        let lane = exec.trailing_zeros();
        read_register(&ctx, &[Arg::Imm(code(name)?)]).map(|o| o[0].lanes.get(lane))
    }

    #[test]
    fn exec_reads_are_the_active_mask() {
        assert_eq!(read("exec", ElemTy::I64, 64, 0xF000_0000_0000_0F0F).unwrap(), Some(0xF000_0000_0000_0F0F));
        assert_eq!(read("exec_lo", ElemTy::I32, 64, 0xF000_0000_0000_0F0F).unwrap(), Some(0x0F0F));
        assert_eq!(read("exec_hi", ElemTy::I32, 64, 0xF000_0000_0000_0F0F).unwrap(), Some(0xF000_0000));
    }

    #[test]
    fn wave32_exec_has_a_zero_high_half() {
        assert_eq!(read("exec", ElemTy::I64, 32, 0x8000_0001).unwrap(), Some(0x8000_0001));
        assert_eq!(read("exec_hi", ElemTy::I32, 32, 0x8000_0001).unwrap(), Some(0));
    }

    #[test]
    fn wrong_widths_and_unknown_names_are_refused() {
        assert_eq!(read("exec", ElemTy::I32, 64, 1).unwrap_err().kind, DiagKind::Type);
        let e = code("vcc").unwrap_err();
        assert_eq!(e.kind, DiagKind::Unsupported);
        assert!(e.help.unwrap().contains("ballot"));
    }

    #[test]
    fn m0_is_undefined() {
        assert_eq!(read("m0", ElemTy::I32, 64, 1).unwrap(), None);
    }
}
