//! The data an undeclared name stands for in `explain`, its `--svg` diagram and the gallery:
//! one convention, so the same call shows the same numbers everywhere. `v` (also `a`, and
//! `src`, the name `explain` gives an assembly line's source) holds the lane id, `old` (also
//! `b`) 100 + lane id, so lanes that keep `old` stand out; the k-th other name holds
//! 200 + 100·k + lane id.

use xlane_core::Lanes;

/// The per-lane data of placeholder `name` in a wave of `wave` lanes; `others`: how many
/// other names (not `v`/`old` and their synonyms) came before it.
pub fn data(name: &str, wave: u32, others: u64) -> Lanes {
    let base = match name {
        "v" | "a" | "src" => 0,
        "old" | "b" => 100,
        _ => 200 + 100 * others,
    };
    Lanes::from_fn(wave, |l| base + l as u64)
}

/// Does `name` have a value of its own in the convention (not one of the "other" names)?
pub fn is_named(name: &str) -> bool {
    matches!(name, "v" | "a" | "src" | "old" | "b")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v_is_the_lane_id_and_old_is_100_more() {
        assert_eq!(data("v", 32, 0).get(5), Some(5));
        assert_eq!(data("old", 32, 0).get(5), Some(105));
        assert_eq!(data("x", 32, 0).get(5), Some(205));
        assert_eq!(data("y", 32, 1).get(5), Some(305));
    }
}
