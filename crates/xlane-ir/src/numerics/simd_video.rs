//! PTX SIMD video instructions (PTX ISA 9.0, §9.7.16.2 "SIMD Video Instructions"):
//! `vadd2 vsub2 vavrg2 vabsdiff2 vmin2 vmax2 vset2` on two half-words and the `…4` forms on
//! four bytes, as the ISA's pseudocode defines them:
//!
//! - each operand's lanes are extracted and sign- or zero-extended by its own type (`.atype`,
//!   `.btype`); the default selectors are modelled (`a` = lanes of `a`, `b` = lanes of `b`,
//!   `.asel`/`.bsel`/`.mask` operand suffixes are refused at decode time);
//! - `t[i] = op(Va[i], Vb[i])` exactly (`vavrg`: `(Va+Vb+1)>>1` when the sum is ≥ 0, else
//!   `(Va+Vb)>>1`, an arithmetic shift; `vset`: 1 when the comparison holds, else 0);
//! - `.sat` clamps `t[i]` to the destination type's lane range (S8/U8, S16/U16);
//! - the secondary operation: SIMD merge (`d` lane i = `t[i]`, truncated to the lane; with the
//!   default mask every lane comes from `t`), or `.add` (`d = c + Σ t[i]`, modulo 2^32).

/// The primary operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VideoOp {
    Add,
    Sub,
    Avrg,
    AbsDiff,
    Min,
    Max,
    /// `vset`: compare.
    Set(VideoCmp),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VideoCmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// One SIMD video instruction's form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Video {
    pub op: VideoOp,
    /// 2 (half-words) or 4 (bytes).
    pub lanes: u8,
    pub a_signed: bool,
    pub b_signed: bool,
    /// `.dtype` is `.s32` (decides `.sat`'s range).
    pub d_signed: bool,
    pub sat: bool,
    /// the secondary accumulate (`.add`) instead of the merge
    pub add: bool,
}

impl Video {
    /// `d` for the 32-bit operands `a`, `b`, `c`.
    pub fn eval(self, a: u32, b: u32, c: u32) -> u32 {
        let w = 32 / self.lanes as u32;
        let lane_mask = (1u64 << w) - 1;
        let ext = |v: u32, i: u32, signed: bool| -> i64 {
            let x = (v as u64 >> (w * i)) & lane_mask;
            if signed && x >> (w - 1) & 1 == 1 {
                x as i64 - (1i64 << w)
            } else {
                x as i64
            }
        };
        let (lo, hi) = if self.d_signed { (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1) } else { (0, (1i64 << w) - 1) };
        let mut d: u32 = if self.add { c } else { 0 };
        for i in 0..self.lanes as u32 {
            let (x, y) = (ext(a, i, self.a_signed), ext(b, i, self.b_signed));
            let mut t = match self.op {
                VideoOp::Add => x + y,
                VideoOp::Sub => x - y,
                VideoOp::Avrg => {
                    let s = x + y;
                    if s >= 0 {
                        (s + 1) >> 1
                    } else {
                        s >> 1
                    }
                }
                VideoOp::AbsDiff => (x - y).abs(),
                VideoOp::Min => x.min(y),
                VideoOp::Max => x.max(y),
                VideoOp::Set(cmp) => i64::from(match cmp {
                    VideoCmp::Eq => x == y,
                    VideoCmp::Ne => x != y,
                    VideoCmp::Lt => x < y,
                    VideoCmp::Le => x <= y,
                    VideoCmp::Gt => x > y,
                    VideoCmp::Ge => x >= y,
                }),
            };
            if self.sat {
                t = t.clamp(lo, hi);
            }
            if self.add {
                d = d.wrapping_add(t as u32);
            } else {
                d |= ((t as u64 & lane_mask) << (w * i)) as u32;
            }
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(op: VideoOp, lanes: u8, signed: bool, sat: bool, add: bool) -> Video {
        Video { op, lanes, a_signed: signed, b_signed: signed, d_signed: signed, sat, add }
    }

    #[test]
    fn byte_lanes_wrap_or_saturate_by_the_destination_type() {
        // bytes (lane 3..0): a = 0x80 7f 10 01, b = 0x01 01 20 ff
        let (a, b) = (0x807f_1001, 0x0101_20ff);
        // wrapping: 0x81 80 30 00
        assert_eq!(v(VideoOp::Add, 4, false, false, false).eval(a, b, 0), 0x8180_3000);
        // unsigned saturation: 0x81, 0x80, 0x30, 0x100 -> 0xff
        assert_eq!(v(VideoOp::Add, 4, false, true, false).eval(a, b, 0), 0x8180_30ff);
        // signed saturation: -128+1=-127 (0x81), 127+1 -> 127, 16+32=48, 1+(-1)=0
        assert_eq!(v(VideoOp::Add, 4, true, true, false).eval(a, b, 0), 0x817f_3000);
        // unsigned subtraction with saturation: 0x80-1=0x7f, 0x7f-1=0x7e, 0x10-0x20 -> 0, 1-0xff -> 0
        assert_eq!(v(VideoOp::Sub, 4, false, true, false).eval(a, b, 0), 0x7f7e_0000);
    }

    #[test]
    fn average_rounds_half_away_from_zero_and_set_gives_ones() {
        // signed halves: (-3 + 0) -> floor(-1.5) = -2; (3 + 0) -> 2
        let a = 0xfffd_0003u32;
        assert_eq!(v(VideoOp::Avrg, 2, true, false, false).eval(a, 0, 0), 0xfffe_0002);
        // vset4.u32.u32.ne: lanes equal in bytes 3 and 1
        assert_eq!(v(VideoOp::Set(VideoCmp::Ne), 4, false, false, false).eval(0x1122_3344, 0x1100_3300, 0), 0x0001_0001);
        // vabsdiff4.u32.u32.u32.add: c + sum |a_i - b_i| = 10 + (1 + 2 + 3 + 255)
        assert_eq!(v(VideoOp::AbsDiff, 4, false, false, true).eval(0x0102_03ff, 0x0200_0600, 10), 10 + 1 + 2 + 3 + 255);
    }
}
