//! `xlane avail NAME` for an AMD matrix intrinsic (`registry::matrix`): its forms (one per
//! register layout), shape, formats, operands per lane at each wave size, numerics, where it
//! runs, the instruction and the sources. Everything is read from the table and the layout
//! functions the runner uses (`semantics::amd::mma::layout`).

use super::avail::{grouped_by_waves, level_name, vendor_name};
use xlane_core::diag::Result;
use xlane_core::registry::matrix::{self, MLayout, MOperands, MatrixRow, TransposeRow};
use xlane_core::registry::{Avail, Level};
use xlane_core::semantics::amd::mma::layout;
use xlane_core::target::{self, Vendor};

/// The row name `name` spells (overload suffixes allowed), if it is a matrix intrinsic.
pub fn matrix_name(name: &str) -> Option<&'static str> {
    matrix::base_name(name)
}

fn layout_name(l: MLayout) -> &'static str {
    match l {
        MLayout::Gfx9 => "CDNA MFMA",
        MLayout::Gfx11 => "RDNA3 WMMA",
        MLayout::Gfx12 => "RDNA4 WMMA",
    }
}

fn operand_list(r: &MatrixRow) -> &'static str {
    match r.operands {
        MOperands::Mfma => "(A, B, C, i32 cbsz, i32 abid, i32 blgp)",
        MOperands::Plain => "(A, B, C)",
        MOperands::Opsel => "(A, B, C, i1 op_sel)",
        MOperands::Signed => "(i1 a_signed, A, i1 b_signed, B, C, i1 clamp)",
        MOperands::Sparse => "(A compressed 4:2, B, C, i32 compression index, i32 cbsz, i32 abid)",
        MOperands::SparseW => "(A compressed 4:2, B, C, sparsity index)",
        MOperands::SparseWSigned => "(i1 a_signed, A compressed 4:2, i1 b_signed, B, C, sparsity index, i1 clamp)",
        MOperands::Scaled => "(A, B, C, i32 cbsz = A's format, i32 blgp = B's format, i32 opsel_a, i32 scale_a, i32 opsel_b, i32 scale_b); formats 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4; both scales the constant 0: unscaled",
    }
}

/// `A 8 × fp8, B 8 × fp8, C and D 4 × f32` per lane at wave `w`.
fn per_lane(r: &MatrixRow, w: u32) -> String {
    let (na, nb, nd) = layout::slots(r, w);
    let kept = match r.operands {
        MOperands::Sparse => " kept (4:2 sparse), index 1 × i32",
        MOperands::SparseW | MOperands::SparseWSigned => " kept (4:2 sparse), index 1 integer",
        MOperands::Scaled => " (fp6: 6 × i32, fp4: 4 × i32 suffice), one E8M0 scale byte each (of an i32, opsel picks the byte)",
        _ => "",
    };
    format!("wave{w}: A {na} × {}{kept}, B {nb} × {}, C and D {nd} × {}", r.input.name(), r.input_b.name(), r.output.name())
}

fn numerics(r: &MatrixRow) -> &'static str {
    if r.output.is_float() {
        "approximate: every product exact, summed from C in a modelled order and rounded once (no source fixes the hardware's order; docs/launch.md)"
    } else {
        "exact: 32-bit integer sum (wrapping, or saturating with clamp)"
    }
}

/// Targets grouped by the wave sizes that have `avail` (as `avail::where_available`).
fn where_(avail: &Avail, waves: &[u32]) -> String {
    grouped_by_waves(target::all().filter(|t| t.vendor == Vendor::Amd), |t| t.waves.iter().copied().filter(|w| waves.contains(w) && matrix::runs(avail, t, *w)).collect())
}

pub fn detail(base: &'static str, json: bool) -> Result<i32> {
    let rows: Vec<&MatrixRow> = matrix::rows_named(base).collect();
    let tr: Option<&TransposeRow> = matrix::TRANSPOSE.iter().find(|r| r.name == base);
    let level = level_name(Level::Intrinsic);
    let source = if rows.is_empty() { matrix::TRANSPOSE_SOURCE } else { matrix::SOURCE };
    if json {
        let mut forms: Vec<serde_json::Value> = rows
            .iter()
            .map(|r| {
                serde_json::json!({
                    "layout": layout_name(r.layout),
                    "m": r.m, "n": r.n, "k": r.k, "blocks": r.blocks,
                    "a": r.input.name(), "b": r.input_b.name(), "cd": r.output.name(),
                    "operands": operand_list(r),
                    "per_lane": layout::waves(r).iter().map(|&w| per_lane(r, w)).collect::<Vec<_>>(),
                    "exact": !r.output.is_float(),
                    "insn": r.insn,
                    "available": where_(&r.avail, layout::waves(r)),
                })
            })
            .collect();
        if let Some(t) = tr {
            forms.push(serde_json::json!({"transpose_bits": t.elem_bits, "exact": true, "insn": t.insn, "available": where_(&t.avail, &[64])}));
        }
        let on: Vec<_> = matrix::available_on(base).into_iter().map(|(t, w)| serde_json::json!({"target": t, "wave": w})).collect();
        let v = serde_json::json!({"name": base, "vendor": vendor_name(Vendor::Amd), "level": level, "forms": forms, "available": on, "source": source});
        outln!("{}", serde_json::Value::Array(vec![v]));
        return Ok(0);
    }
    outln!("{base} ({level}, amd)");
    for r in &rows {
        let blocks = if r.blocks == 1 { String::new() } else { format!(" × {} blocks", r.blocks) };
        outln!("  {}: D = C + A·B, {}×{}×{}{blocks}; A {}, B {}, C and D {}", layout_name(r.layout), r.m, r.n, r.k, r.input.name(), r.input_b.name(), r.output.name());
        outln!("    operands: {}", operand_list(r));
        for &w in layout::waves(r) {
            outln!("    per lane, {}", per_lane(r, w));
        }
        outln!("    result: {}", numerics(r));
        outln!("    available on: {}", where_(&r.avail, layout::waves(r)));
        outln!("    lowers to: {}", r.insn);
    }
    if let Some(t) = tr {
        outln!("  LDS read of 8 bytes per lane, then {}-bit elements exchanged within each group of 16 lanes (exact)", t.elem_bits);
        outln!("    available on: {}", where_(&t.avail, &[64]));
        outln!("    lowers to: {}", t.insn);
    }
    outln!("  source: {source}");
    Ok(0)
}
