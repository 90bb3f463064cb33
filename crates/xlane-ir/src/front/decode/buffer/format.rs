//! `load.format`/`store.format`: the formatted buffer accesses, run where the V#'s format
//! makes them plain dword moves. A formatted access converts each component through the
//! V#'s data and numeric format and (loads) places it by DST_SEL; xlane runs the one case
//! with no conversion to get wrong, and refuses (`unsupported`, naming the field) the rest:
//! - GFX9 (CDNA) only: word 3 DATA_FORMAT (bits 18:15) the 32-bit format of as many
//!   components as the access has (BUF_DATA_FORMAT_32 = 4, 32_32 = 11, 32_32_32 = 13,
//!   32_32_32_32 = 14), NUM_FORMAT (bits 14:12) UINT (4) or SINT (5), whose 32-bit values are
//!   the memory's bits, and DST_SEL_X/Y/Z/W (bits 2:0, 5:3, 8:6, 11:9) the identity
//!   SQ_SEL_X = 4 … SQ_SEL_W = 7 for each component the access has (the values of AMD's
//!   register headers as Mesa's `sid.h` and ACO's disassembler spell them, and the CDNA3 ISA
//!   guide's buffer resource table; rocjitsu reads DATA_FORMAT from the same bits);
//! - GFX10+ keep one FORMAT field whose code table differs per generation: refused.
//!
//! Such an access is then the plain load or store of its dwords, range-checked all or
//! nothing (RDNA/CDNA ISA "Range Checking" note 3: "Load/store-format-* instruction and
//! atomics are range-checked all or nothing").

use super::Ops;
use crate::error::{ErrKind, RResult};
use crate::front::decode::DecodeCx;
use crate::front::ll::ast::{Pred, Type};
use crate::front::program::*;

/// Checks a formatted access of type `ty` through V# word 3 `w3`: refuses at decode time
/// what no V# could make plain, and emits the run-time checks of the V#'s fields.
pub(super) fn guard(cx: &mut impl DecodeCx, name: &str, ty: &Type, w3: Slot) -> RResult<()> {
    if !cx.target_ref().is_pre_gfx10() {
        return cx.fail(
            ErrKind::Unsupported,
            format!("`{name}`: a formatted buffer access converts through the V#'s FORMAT (word 3 bits 18:12 on GFX10, 17:12 on GFX11+), whose code table differs per generation; not modelled (use the plain `load`/`store` forms)"),
        );
    }
    let comps = cx.layout_ref().flatten(ty).unwrap_or_default();
    let n = comps.len();
    if !(1..=4).contains(&n) || comps.iter().any(|c| c.1.bytes() != 4) {
        return cx.fail(
            ErrKind::Unsupported,
            format!("`{name}`: a formatted access of `{ty}`; xlane runs 1 to 4 components of 32 bits (the 32-bit UINT/SINT formats), not 16-bit (d16) or other forms"),
        );
    }
    let data_format = [4u64, 11, 13, 14][n - 1];
    let mut o = Ops { cx };
    let dfmt = o.bin_k(IOp::LShr, 32, w3, 15)?;
    let dfmt = o.bin_k(IOp::And, 32, dfmt, 0xF)?;
    let bad = o.cmp_k(Pred::Ne, 32, dfmt, data_format)?;
    o.refuse_if(bad, &format!("`{name}` through a V# whose DATA_FORMAT (word 3 bits 18:15) is not {data_format} (the 32-bit format of {n} component(s)); other formats convert, which xlane does not model"));
    let nfmt = o.bin_k(IOp::LShr, 32, w3, 12)?;
    let nfmt = o.bin_k(IOp::And, 32, nfmt, 7)?;
    let int = o.bin_k(IOp::And, 32, nfmt, 6)?;
    let bad = o.cmp_k(Pred::Ne, 32, int, 4)?;
    o.refuse_if(
        bad,
        &format!("`{name}` through a V# whose NUM_FORMAT (word 3 bits 14:12) is not UINT (4) or SINT (5); the other numeric formats convert, which xlane does not model"),
    );
    // DST_SEL of the components the access has: X, Y, Z, W (4, 5, 6, 7) in order
    let mask = (1u64 << (3 * n)) - 1;
    let identity = [4u64, 5, 6, 7].iter().take(n).enumerate().fold(0, |a, (k, s)| a | s << (3 * k));
    let sel = o.bin_k(IOp::And, 32, w3, mask)?;
    let bad = o.cmp_k(Pred::Ne, 32, sel, identity)?;
    o.refuse_if(bad, &format!("`{name}` through a V# whose DST_SEL (word 3 bits {}:0) is not X, Y, Z, W in order; other selections are not modelled", 3 * n - 1));
    Ok(())
}
