//! `fns.b32 d, mask, base, offset` (PTX ISA "fns"; clang `__nvvm_fns`, `llvm.nvvm.fns`):
//! the position of the `|offset|`-th set bit of `mask`, counting from bit `base` towards the
//! most significant bit (offset > 0) or the least (offset < 0), bit `base` itself first;
//! offset 0 gives `base` when that bit is set. 0xffffffff when there is no such bit. A lane
//! function: each lane uses its own operands. `base` above 31 is undefined (PTX ISA).

use crate::diag::Result;
use crate::semantics::amd::{arity, computed};
use crate::semantics::{Outputs, SemCtx};
use crate::value::Arg;
use crate::value::ElemTy;

/// The PTX pseudocode; `None` for base > 31.
pub fn fns(mask: u32, base: u32, offset: i32) -> Option<u32> {
    if base > 31 {
        return None;
    }
    if offset == 0 {
        return Some(if mask >> base & 1 != 0 { base } else { u32::MAX });
    }
    let step: i64 = if offset > 0 { 1 } else { -1 };
    let mut left = offset.unsigned_abs() - 1;
    let mut pos = base as i64;
    while (0..32).contains(&pos) {
        if mask >> pos & 1 != 0 {
            if left == 0 {
                return Some(pos as u32);
            }
            left -= 1;
        }
        pos += step;
    }
    Some(u32::MAX)
}

pub fn fns_lanes(ctx: &SemCtx, args: &[Arg]) -> Result<Outputs> {
    arity(args, 3, "fns")?;
    Ok(Outputs::from(computed(ctx, ElemTy::U32, |n| {
        let (m, b, o) = (args[0].get(n)?, args[1].get(n)?, args[2].get(n)?);
        fns(m as u32, b as u32, o as u32 as i32).map(u64::from)
    })))
}

#[cfg(test)]
mod tests {
    use super::fns;

    /// The PTX ISA examples.
    #[test]
    fn ptx_isa_examples() {
        assert_eq!(fns(0xaaaa_aaaa, 3, 1), Some(3));
        assert_eq!(fns(0xaaaa_aaaa, 3, -1), Some(3));
        assert_eq!(fns(0xaaaa_aaaa, 2, 1), Some(3));
        assert_eq!(fns(0xaaaa_aaaa, 2, -1), Some(1));
        assert_eq!(fns(0, 0, 1), Some(u32::MAX));
        assert_eq!(fns(1, 32, 1), None);
    }
}
