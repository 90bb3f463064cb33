//! Geometry: where each lane sits. Lanes run left to right in one line; the 16-lane hardware
//! rows are separated by a wide gap and the 4-lane banks inside a row by a narrow one, so
//! row_mask / bank_mask and the row-local patterns are visible at a glance.

pub const CELL_W: f64 = 22.0;
pub const CELL_H: f64 = 44.0;
pub const BANK_GAP: f64 = 4.0;
pub const ROW_GAP: f64 = 18.0;
/// Room on the left for strip labels (`src`, `ret`).
pub const LEFT: f64 = 70.0;
pub const RIGHT: f64 = 20.0;
/// Height of the band where arrows run between a source strip and the destination strip.
pub const ARROW_H: f64 = 120.0;
/// Height of one line of small text (lane numbers, source tags).
pub const SMALL_LINE: f64 = 13.0;

pub const LANES_PER_ROW: u32 = 16;
pub const LANES_PER_BANK: u32 = 4;

#[derive(Debug, Clone, Copy)]
pub struct Grid {
    pub wave: u32,
    /// AMD hardware has rows of 16 and banks of 4 (DPP row_mask/bank_mask act on them); on
    /// NVIDIA the groups of 16 are only a reading aid and are not named rows.
    pub amd: bool,
}

impl Grid {
    /// Left edge of `lane`'s cell.
    pub fn x(&self, lane: u32) -> f64 {
        LEFT + lane as f64 * CELL_W + (lane / LANES_PER_BANK) as f64 * BANK_GAP + (lane / LANES_PER_ROW) as f64 * (ROW_GAP - BANK_GAP)
    }
    pub fn cx(&self, lane: u32) -> f64 {
        self.x(lane) + CELL_W / 2.0
    }
    /// Total drawing width.
    pub fn width(&self) -> f64 {
        self.x(self.wave - 1) + CELL_W + RIGHT
    }
    pub fn rows(&self) -> u32 {
        self.wave.div_ceil(LANES_PER_ROW)
    }
    /// Left and right edge of hardware row `r`.
    pub fn row_span(&self, r: u32) -> (f64, f64) {
        let first = r * LANES_PER_ROW;
        let last = (first + LANES_PER_ROW).min(self.wave) - 1;
        (self.x(first), self.x(last) + CELL_W)
    }
}
