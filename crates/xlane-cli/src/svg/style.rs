//! How each kind of destination lane looks, and the colours of source rows. One place, so the
//! cells, the legend and the tests agree.

use xlane_core::semantics::{Origin, Reason};

/// The visual class of a destination lane: one per [`Origin`], with masked lanes apart from
/// other kept lanes because the reader must see that the mask, not the pattern, kept them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Look {
    Copy,
    Zero,
    Keep,
    Masked,
    Undef,
    Inactive,
    Computed,
}

impl Look {
    pub const ALL: [Look; 7] = [Look::Copy, Look::Zero, Look::Keep, Look::Masked, Look::Undef, Look::Inactive, Look::Computed];

    pub fn of(o: Origin) -> Look {
        match o {
            Origin::Lane { .. } => Look::Copy,
            Origin::Zero(_) => Look::Zero,
            Origin::Keep { reason: Reason::RowMasked | Reason::BankMasked, .. } => Look::Masked,
            Origin::Keep { .. } => Look::Keep,
            Origin::Undef(_) => Look::Undef,
            Origin::Inactive => Look::Inactive,
            Origin::Computed => Look::Computed,
        }
    }

    /// The `data-origin` attribute value.
    pub fn slug(self) -> &'static str {
        match self {
            Look::Copy => "lane",
            Look::Zero => "zero",
            Look::Keep => "keep",
            Look::Masked => "masked",
            Look::Undef => "undef",
            Look::Inactive => "inactive",
            Look::Computed => "computed",
        }
    }

    pub fn fill(self) -> &'static str {
        match self {
            // Copies take the tint of their source's row; row 0's stands for them in the legend.
            Look::Copy => ROW_TINTS[0],
            // White with a heavy border (see the style sheet): no row tint, so a zero can never
            // be read as a copy from some row.
            Look::Zero => "#ffffff",
            Look::Keep => "#ffe49a",
            Look::Masked => "url(#hatch)",
            Look::Undef => "url(#undef)",
            Look::Inactive => "#f4f4f4",
            Look::Computed => "#ffffff",
        }
    }

    pub fn dashed(self) -> bool {
        self == Look::Inactive
    }

    /// What the legend says, with `old` the name of the kept operand.
    pub fn legend(self, old: &str) -> String {
        match self {
            Look::Copy => "copy of a source lane (arrow: source → destination; colour = source row)".into(),
            Look::Zero => "zero: an invalid source reads 0 (bound_ctrl, inactive source, no writer)".into(),
            Look::Keep => format!("not written: keeps `{old}` (source out of range or inactive)"),
            Look::Masked => format!("not written: row_mask / bank_mask disables this lane; keeps `{old}`"),
            Look::Undef => "undefined: the hardware leaves the value open".into(),
            Look::Inactive => "inactive lane (exec bit 0): executes nothing, no result".into(),
            Look::Computed => "computed value, not a move".into(),
        }
    }
}

/// A short tag printed under a destination lane that did not get a plain copy: the initials
/// of the reason's name in capitals (`RowMasked` → `RM`), so it reads as a code, not a word. Derived, so a new `Reason` needs no edit here;
/// the legend spells each tag out.
pub fn reason_tag(r: Reason) -> String {
    words(r).iter().map(|w| w.chars().next().unwrap_or('?').to_ascii_uppercase()).collect()
}

/// The `data-reason` attribute value: the reason's name in kebab case (`row-masked`).
pub fn reason_slug(r: Reason) -> String {
    words(r).join("-")
}

/// The reason's variant name split into lower-case words (`NopInWave32` → nop, in, wave32).
fn words(r: Reason) -> Vec<String> {
    let name = format!("{r:?}");
    let mut out: Vec<String> = vec![];
    for c in name.chars() {
        if c.is_ascii_uppercase() || out.is_empty() {
            out.push(String::new());
        }
        out.last_mut().expect("just pushed").push(c.to_ascii_lowercase());
    }
    out
}

pub fn reason_of(o: Origin) -> Option<Reason> {
    match o {
        Origin::Zero(r) | Origin::Undef(r) | Origin::Keep { reason: r, .. } => Some(r),
        _ => None,
    }
}

/// Colours of the four hardware rows (16 lanes each); arrows take the colour of the row they
/// start in, so crossing-heavy patterns still show where each value came from.
const ROW_COLOURS: [&str; 4] = ["#1f6fc4", "#e0700f", "#21914a", "#8d3fc1"];
const ROW_TINTS: [&str; 4] = ["#dce9f8", "#fbe6d3", "#d7eedf", "#ecdcf6"];

pub fn row_colour(lane: u32) -> &'static str {
    ROW_COLOURS[(lane / 16) as usize % 4]
}

pub fn row_tint(lane: u32) -> &'static str {
    ROW_TINTS[(lane / 16) as usize % 4]
}

/// The arrowhead marker id for arrows from `lane`'s row.
pub fn marker_id(lane: u32) -> String {
    format!("head{}", (lane / 16) % 4)
}

pub const ROWS: u32 = 4;
pub fn row_colour_of_row(row: u32) -> &'static str {
    ROW_COLOURS[row as usize % 4]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind of lane must be told apart by its fill alone, except zero (a heavy border on
    /// white) and computed (a plain white cell), and inactive (dashed).
    #[test]
    fn looks_are_distinct() {
        for a in Look::ALL {
            for b in Look::ALL {
                if a < b {
                    let same_fill = a.fill() == b.fill();
                    let told_apart = a.slug() == "zero" || b.slug() == "zero" || a.dashed() != b.dashed();
                    assert!(!same_fill || told_apart, "{a:?} and {b:?} look the same");
                }
            }
        }
        let others = Look::ALL.iter().filter(|l| **l != Look::Copy);
        assert!(others.clone().all(|l| !ROW_TINTS.contains(&l.fill())), "only copies wear a row tint");
    }

    #[test]
    fn reason_names() {
        assert_eq!(reason_tag(Reason::RowMasked), "RM");
        assert_eq!(reason_slug(Reason::NopInWave32), "nop-in-wave32");
        assert_eq!(reason_tag(Reason::OutOfRange), "OOR");
    }
}
