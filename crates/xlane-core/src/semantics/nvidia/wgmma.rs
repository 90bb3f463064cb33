//! Hopper's warpgroup matrix multiply, `wgmma.mma_async.sync.aligned.m64nNkK` (PTX ISA 9.7.15
//! "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions"): the four warps of a
//! warpgroup compute `D = A·B + D` (or `A·B` when `scale-d` is false) for A 64×K, B K×N and
//! D 64×N. A lives in shared memory (a matrix descriptor) or in registers, B in shared memory.
//!
//! This module holds what the instruction means, apart from the runner's memory:
//!
//! * [`Form`]: the shape and types of one spelling (`.m64n64k16.f32.f16.f16`).
//! * [`Desc`]: the 64-bit shared-memory matrix descriptor (PTX ISA 9.7.15.5.1.2.2 "Matrix
//!   Descriptor Format": start address bits 13–0, leading dimension byte offset 29–16, stride
//!   dimension byte offset 45–32, each `(x & 0x3FFFF) >> 4`; base offset 51–49; swizzle mode
//!   63–62: 0 none, 1 128-byte, 2 64-byte, 3 32-byte).
//! * [`Desc::address`]: the shared-memory byte address of element (mn, k) of an operand, from
//!   the canonical layouts of PTX ISA 9.7.15.5.1.2.1.3 ("Canonical Layouts", in CuTe notation,
//!   with `T = 128 / element bits` elements per 16-byte chunk):
//!   - K-major, no swizzle `((8,m),(T,2k)):((1T,SBO),(1,LBO))`: 8 rows of one 16-byte chunk
//!     form a core matrix (128 contiguous bytes), the next 8 rows are SBO bytes on, the next
//!     chunk along K is LBO bytes on;
//!   - K-major, S-byte swizzle `((8,m),(T,2k)):((S/16·T,SBO),(1,T))`: rows of S bytes, K
//!     contiguous within a row, 8 rows an atom, the next 8 rows SBO bytes on (LBO is "not used,
//!     assumed to be 1": one instruction's K is 32 bytes, within one row of any swizzle);
//!   - MN-major, no swizzle `((T,1,m),(8,k)):((1,T,SBO),(1T,LBO))`: 16 bytes of MN per k, 8 k a
//!     core matrix, the next 16 bytes of MN SBO bytes on, the next 8 k LBO bytes on;
//!   - MN-major, S-byte swizzle `((T,S/16,m),(8,k)):((1,T,LBO),(S/16·T,SBO))`: S bytes of MN
//!     per k, 8 k an atom, the next S bytes of MN LBO bytes on, the next 8 k SBO bytes on.
//!
//!   The swizzle (`Swizzle<B,4,3>`, B = 3/2/1 for 128/64/32 bytes) then permutes the 16-byte
//!   chunks of the *address*: bits `[4, 4+B)` are XORed with bits `[7, 7+B)`. It acts on the
//!   shared-memory address itself, so the pattern repeats every 1024/512/256 bytes — the
//!   "starting address of the repeating pattern" the descriptor section gives, at which the
//!   base offset is 0. A non-zero base offset (a pattern that starts elsewhere) is not
//!   modelled: the text gives its encoding, not how the hardware applies it.
//! * [`d_cell`] and [`a_cell`]: the register fragments (PTX ISA 9.7.15.5.1.1 "Register
//!   Fragments", figures "WGMMA .m64nNk16/k8/k32 register fragment layout for accumulator
//!   matrix D / matrix A"). Warp `w` of the warpgroup holds rows `16w … 16w+15`; inside those,
//!   each 8-column block of D is laid out as `mma.m16n8`'s C/D fragment and A as
//!   `mma.m16n8kK`'s A fragment (module [`super::mma`]), with `g = lane >> 2`, `t = lane & 3`:
//!   D register `i` (32-bit accumulators) is row `16w + g + 8·(i>>1 & 1)`, column
//!   `8·(i>>2) + 2t + (i & 1)`; an f16 D register `i` holds row `16w + g + 8·(i & 1)`, columns
//!   `8·(i>>1) + 2t` (low half) and `+1` (high half).
//!
//! Numerics: integer forms are exact (the s32 sum wraps, as `mma`'s; `wgmma` has no
//! `.satfinite`). Float forms use the sm_90 tensor-core dot product of [`super::tcdot`], which
//! was fitted to and checked against `mma.sync` on an sm_90 GPU and agrees with `wgmma` on one
//! too (vectors/wgmma-sm90, replayed by tests/all/wgmma_vectors.rs): float results are exact.

use super::tcdot::{self, Acc, Fmt};

/// Element types of A and B: `mma`'s.
pub use super::mma::In;

/// An operand type's PTX name.
fn parse_in(s: &str) -> Option<In> {
    Some(match s {
        "f16" => In::F16,
        "bf16" => In::BF16,
        "tf32" => In::TF32,
        "s8" => In::S8,
        "u8" => In::U8,
        _ => return None,
    })
}

/// The accumulator (D) type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Out {
    F32,
    F16,
    S32,
}

/// One `wgmma.mma_async` form: `m64n{n}k{k}.{d}.{a}.{b}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Form {
    pub n: u32,
    pub k: u32,
    pub a: In,
    pub b: In,
    pub d: Out,
}

impl Form {
    /// The form of a dotted spelling: `wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16`
    /// (any order of the qualifiers after the opcode). `Err` says what is wrong. The shapes
    /// and type combinations are PTX ISA 9.7.15.2 ("Matrix Shape") and 9.7.15.5.2
    /// ("wgmma.mma_async"): f16 and bf16 with K 16, tf32 with K 8, s8/u8 with K 32; N a
    /// multiple of 8 up to 256 (s32: 8, 16, 24 and the multiples of 16 from 32).
    pub fn parse(opcode: &str) -> Result<Form, String> {
        let parts: Vec<&str> = opcode.split('.').collect();
        let shape = parts.iter().find(|p| p.starts_with("m64n")).ok_or("no .m64nNkK shape")?;
        let (n, k) = shape[4..].split_once('k').ok_or("no K in the shape")?;
        let (n, k): (u32, u32) = (n.parse().map_err(|_| "bad N")?, k.parse().map_err(|_| "bad K")?);
        let types: Vec<&str> = parts.iter().copied().filter(|p| matches!(*p, "f32" | "f16" | "bf16" | "tf32" | "s32" | "s8" | "u8" | "e4m3" | "e5m2" | "b1")).collect();
        let [d, a, b] = types[..] else { return Err(format!("expected .dtype.atype.btype, found {types:?}")) };
        let d = match d {
            "f32" => Out::F32,
            "f16" => Out::F16,
            "s32" => Out::S32,
            _ => return Err(format!("accumulator type .{d}")),
        };
        let (Some(a), Some(b)) = (parse_in(a), parse_in(b)) else { return Err(format!("operand types .{a}.{b} (e4m3/e5m2/b1 are not modelled)")) };
        let ok_types = matches!(
            (a, b, d),
            (In::F16, In::F16, Out::F32 | Out::F16) | (In::BF16, In::BF16, Out::F32) | (In::TF32, In::TF32, Out::F32) | (In::S8 | In::U8, In::S8 | In::U8, Out::S32)
        );
        if !ok_types {
            return Err(format!("no form takes .{:?} with .{:?}/.{:?} operands", d, a, b).to_lowercase());
        }
        let want_k = match a.bits() {
            16 => 16,
            32 => 8,
            _ => 32,
        };
        if k != want_k {
            return Err(format!("K is {want_k} for .{:?} operands, not {k}", a).to_lowercase());
        }
        let n_ok = match d {
            Out::S32 => matches!(n, 8 | 16 | 24) || (n % 16 == 0 && (32..=256).contains(&n)),
            _ => n % 8 == 0 && (8..=256).contains(&n),
        };
        if !n_ok {
            return Err(format!("N = {n} is not a shape of this form"));
        }
        Ok(Form { n, k, a, b, d })
    }

    /// 32-bit D registers per lane: N/2 (f32, s32) or N/4 (f16 pairs).
    pub const fn d_regs(self) -> usize {
        match self.d {
            Out::F16 => self.n as usize / 4,
            _ => self.n as usize / 2,
        }
    }

    /// Whether the result is a float (the tensor core's dot product) rather than an s32 sum.
    pub const fn is_float(self) -> bool {
        !matches!(self.d, Out::S32)
    }

    /// Element bits of the operands (both are the same width in every form).
    pub const fn elem_bits(self) -> u32 {
        self.a.bits()
    }
}

/// The swizzle mode of a descriptor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Swizzle {
    None,
    B32,
    B64,
    B128,
}

impl Swizzle {
    /// Bytes of one swizzled row (16 for no swizzle: one chunk).
    pub const fn row_bytes(self) -> u32 {
        match self {
            Swizzle::None => 16,
            Swizzle::B32 => 32,
            Swizzle::B64 => 64,
            Swizzle::B128 => 128,
        }
    }
    /// `Swizzle<B,4,3>` on a byte address: bits `[4, 4+B)` XOR bits `[7, 7+B)`.
    pub const fn apply(self, addr: u32) -> u32 {
        let b = match self {
            Swizzle::None => 0,
            Swizzle::B32 => 1,
            Swizzle::B64 => 2,
            Swizzle::B128 => 3,
        };
        let mask = ((1u32 << b) - 1) << 4;
        addr ^ ((addr >> 3) & mask)
    }
}

/// Which dimension is contiguous in shared memory: `imm-trans-a/b` 0 is K-major, 1 MN-major
/// (PTX ISA 9.7.15.5.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Major {
    K,
    MN,
}

/// A decoded matrix descriptor (byte values).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Desc {
    pub start: u32,
    pub lbo: u32,
    pub sbo: u32,
    pub base_offset: u32,
    pub swizzle: Swizzle,
}

impl Desc {
    pub fn decode(d: u64) -> Desc {
        let field = |lo: u32| ((d >> lo) & 0x3FFF) as u32 * 16;
        let swizzle = match d >> 62 {
            0 => Swizzle::None,
            1 => Swizzle::B128,
            2 => Swizzle::B64,
            _ => Swizzle::B32,
        };
        Desc { start: field(0), lbo: field(16), sbo: field(32), base_offset: ((d >> 49) & 7) as u32, swizzle }
    }

    /// The shared-memory byte address of element (`mn`, `k`) of an operand of `elem_bits`
    /// bits stored `major` (module docs), after the swizzle.
    pub const fn address(&self, major: Major, mn: u32, k: u32, elem_bits: u32) -> u32 {
        self.swizzle.apply(self.start + self.offset(major, mn, k, elem_bits))
    }

    /// The byte offset of element (`mn`, `k`) from the start address, before the swizzle.
    pub const fn offset(&self, major: Major, mn: u32, k: u32, elem_bits: u32) -> u32 {
        let t = 128 / elem_bits; // elements per 16-byte chunk
        let eb = elem_bits / 8;
        let s = self.swizzle.row_bytes();
        match (major, self.swizzle) {
            (Major::K, Swizzle::None) => (mn % 8) * 16 + (mn / 8) * self.sbo + (k / t) * self.lbo + (k % t) * eb,
            (Major::K, _) => (mn % 8) * s + (mn / 8) * self.sbo + k * eb,
            (Major::MN, Swizzle::None) => (mn % t) * eb + (mn / t) * self.sbo + (k % 8) * 16 + (k / 8) * self.lbo,
            (Major::MN, _) => {
                let per_row = s / eb; // elements of MN in one swizzled row
                (mn % per_row) * eb + (mn / per_row) * self.lbo + (k % 8) * s + (k / 8) * self.sbo
            }
        }
    }
}

/// The (row, column) of D that 32-bit register `i` of `lane` in warp `warp` (0–3 in the
/// warpgroup) holds; for an f16 accumulator, `half` picks the low (0) or high (1) element.
pub const fn d_cell(f16: bool, i: u32, half: u32, lane: u32, warp: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane & 3);
    if f16 {
        (16 * warp + g + 8 * (i & 1), 8 * (i >> 1) + 2 * t + half)
    } else {
        (16 * warp + g + 8 * ((i >> 1) & 1), 8 * (i >> 2) + 2 * t + (i & 1))
    }
}

/// The (row, k) of A that element `e` of 32-bit register `q` (0–3) of `lane` in warp `warp`
/// holds, for operands of `bits` (16: two per register, 32: one, 8: four).
pub const fn a_cell(bits: u32, q: u32, e: u32, lane: u32, warp: u32) -> (u32, u32) {
    let (g, t) = (lane >> 2, lane & 3);
    let per = 32 / bits; // elements per register
    let k_half = 4 * per; // K / 2: 8 (f16), 4 (tf32), 16 (8-bit)
    (16 * warp + g + 8 * (q & 1), t * per + e + (q >> 1) * k_half)
}

/// One element of D: `c + Σ a[k]·b[k]` (`c` ignored when `scale_d` is false) in the form's
/// arithmetic; `a`/`b` are element bits (8-bit values in the low byte), `c` the accumulator
/// bits (f16 in the low half). `neg_a`/`neg_b`: `imm-scale-a/b` of −1 negate the operand.
pub fn element(f: Form, a: &[u32], b: &[u32], c: u32, scale_d: bool, neg_a: bool, neg_b: bool) -> u32 {
    match f.d {
        Out::S32 => {
            let val = |x: u32, t: In| if t == In::S8 { x as u8 as i8 as i64 } else { (x & 0xFF) as i64 };
            let acc = if scale_d { c as i32 as i64 } else { 0 };
            (acc + a.iter().zip(b).map(|(&x, &y)| val(x, f.a) * val(y, f.b)).sum::<i64>()) as u32
        }
        _ => {
            let (fmt, sign) = match f.a {
                In::F16 => (Fmt::F16, 0x8000),
                In::BF16 => (Fmt::BF16, 0x8000),
                _ => (Fmt::TF32, 0x8000_0000),
            };
            let flip = |v: &[u32], neg: bool| -> Vec<u32> { v.iter().map(|&x| if neg { x ^ sign } else { x }).collect() };
            let acc = if f.d == Out::F16 { Acc::F16 } else { Acc::F32 };
            tcdot::dot(fmt, &flip(a, neg_a), &flip(b, neg_b), acc, if scale_d { c } else { 0 })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A CuTe layout `(shape):(stride)` of (MN modes, K modes), evaluated as CuTe does
    /// (colexicographic: the first mode fastest), written here from the PTX ISA's "Exact
    /// layout" lines, independently of [`Desc::offset`].
    fn cute(shape: (&[u32], &[u32]), stride: (&[u32], &[u32]), mn: u32, k: u32) -> u32 {
        let eval = |mut i: u32, sh: &[u32], st: &[u32]| {
            let mut o = 0;
            for (&s, &d) in sh.iter().zip(st) {
                o += (i % s) * d;
                i /= s;
            }
            o
        };
        eval(mn, shape.0, stride.0) + eval(k, shape.1, stride.1)
    }

    fn desc(lbo: u32, sbo: u32, sw: u64) -> Desc {
        Desc::decode(((lbo as u64 >> 4) << 16) | ((sbo as u64 >> 4) << 32) | (sw << 62))
    }

    /// PTX ISA 9.7.15.5.1.2.1.3, the four examples without a swizzle step that changes the
    /// offsets' layout (offsets in elements there; here in bytes).
    #[test]
    fn canonical_layouts_match_the_ptx_isa_examples() {
        // K-major, no swizzle, tf32: ((8,2),(4,4)):((4,32),(1,64)), LBO 64·4, SBO 32·4
        let d = desc(64 * 4, 32 * 4, 0);
        assert_eq!((d.lbo >> 4, d.sbo >> 4), (16, 8), "the example's encodings");
        for mn in 0..16 {
            for k in 0..16 {
                assert_eq!(d.offset(Major::K, mn, k, 32), 4 * cute((&[8, 2], &[4, 4]), (&[4, 32], &[1, 64]), mn, k), "({mn},{k})");
            }
        }
        // K-major, 32B swizzle, tf32: ((8,2),(4,4)):((8,64),(1,4)), SBO 64·4 (K within one row)
        let d = desc(16, 64 * 4, 3);
        for mn in 0..16 {
            for k in 0..8 {
                assert_eq!(d.offset(Major::K, mn, k, 32), 4 * cute((&[8, 2], &[4, 4]), (&[8, 64], &[1, 4]), mn, k), "({mn},{k})");
            }
        }
        // MN-major, no swizzle, bf16: ((8,1,2),(8,2)):((1,8,64),(8,128)), LBO 128·2, SBO 64·2
        let d = desc(128 * 2, 64 * 2, 0);
        for mn in 0..16 {
            for k in 0..16 {
                assert_eq!(d.offset(Major::MN, mn, k, 16), 2 * cute((&[8, 1, 2], &[8, 2]), (&[1, 8, 64], &[8, 128]), mn, k), "({mn},{k})");
            }
        }
        // MN-major, 32B swizzle, bf16: ((8,2,2),(8,2)):((1,8,128),(16,256)), LBO 128·2, SBO 256·2
        let d = desc(128 * 2, 256 * 2, 3);
        assert_eq!((d.lbo >> 4, d.sbo >> 4), (16, 32));
        for mn in 0..32 {
            for k in 0..16 {
                assert_eq!(d.offset(Major::MN, mn, k, 16), 2 * cute((&[8, 2, 2], &[8, 2]), (&[1, 8, 128], &[16, 256]), mn, k), "({mn},{k})");
            }
        }
        // MN-major, 64B swizzle, bf16: ((8,4,2),(8,2)):((1,8,256),(32,512)), LBO 256·2, SBO 512·2
        let d = desc(256 * 2, 512 * 2, 2);
        assert_eq!((d.lbo >> 4, d.sbo >> 4), (32, 64));
        for mn in 0..64 {
            for k in 0..16 {
                assert_eq!(d.offset(Major::MN, mn, k, 16), 2 * cute((&[8, 4, 2], &[8, 2]), (&[1, 8, 256], &[32, 512]), mn, k), "({mn},{k})");
            }
        }
    }

    /// The swizzle atoms of PTX ISA Table 38 (in 16-byte chunks): in a K-major atom of S-byte
    /// rows, row r's chunk c sits at chunk position c XOR (the row's index within the
    /// 1024/512/256-byte repeating pattern, scaled to the chunks a row has): 128B: c ^ r;
    /// 64B: c ^ (r/2); 32B: c ^ (r/4).
    #[test]
    fn swizzle_atoms_permute_chunks_by_row() {
        for (sw, code, per_row) in [(Swizzle::B128, 1u64, 8u32), (Swizzle::B64, 2, 4), (Swizzle::B32, 3, 2)] {
            let d = Desc::decode(code << 62 | (((8 * sw.row_bytes() as u64) >> 4) << 32));
            assert_eq!(d.swizzle, sw);
            for r in 0..8u32 {
                for c in 0..per_row {
                    let want = r * sw.row_bytes() + 16 * (c ^ (r / (8 / per_row)));
                    // f16: 8 elements per chunk
                    assert_eq!(d.address(Major::K, r, 8 * c, 16), want, "{sw:?} row {r} chunk {c}");
                }
            }
        }
        // the pattern repeats: the next 8 rows (SBO = one atom) are permuted the same way
        let d = Desc::decode(1 << 62 | (64 << 32));
        assert_eq!(d.address(Major::K, 9, 8 * 3, 16) - 1024, d.address(Major::K, 1, 8 * 3, 16));
        // no swizzle leaves the address alone
        assert_eq!(Swizzle::None.apply(0x3FF0), 0x3FF0);
    }

    /// The descriptors Triton 3.9 builds for a 64×32 f16 A tile (K-major, 64B swizzle, SBO
    /// 512) and a 32×64 f16 B tile (N-major, 128B swizzle, SBO 1024), from its sm_90 IR:
    /// high words 0x80000020 and 0x40000040.
    #[test]
    fn descriptor_fields() {
        let a = Desc::decode(0x8000_0020_0000_0000 | (4096 >> 4));
        assert_eq!(a, Desc { start: 4096, lbo: 0, sbo: 512, base_offset: 0, swizzle: Swizzle::B64 });
        let b = Desc::decode(0x4000_0040_0000_0000);
        assert_eq!(b, Desc { start: 0, lbo: 0, sbo: 1024, base_offset: 0, swizzle: Swizzle::B128 });
        // matrix-descriptor-encode drops the 4 low bits and keeps 14 bits: addresses to 256 KiB
        let max = Desc::decode(0x3FFF | 7 << 49);
        assert_eq!((max.start, max.base_offset), (0x3FFF0, 7));
    }

    /// The accumulator layout: each warp's 16 rows, 8-column blocks laid out as mma.m16n8's
    /// C/D (PTX ISA figure "WGMMA .m64nNk16 register fragment layout for accumulator matrix D":
    /// d0,d1 of thread T0 at row 0 columns 0,1; d2,d3 at row 8; d4.. the next 8 columns).
    #[test]
    fn fragment_cells() {
        assert_eq!(d_cell(false, 0, 0, 0, 0), (0, 0));
        assert_eq!(d_cell(false, 1, 0, 0, 0), (0, 1));
        assert_eq!(d_cell(false, 2, 0, 0, 0), (8, 0));
        assert_eq!(d_cell(false, 4, 0, 0, 0), (0, 8));
        assert_eq!(d_cell(false, 3, 0, 5, 2), (32 + 1 + 8, 2 + 1));
        assert_eq!(d_cell(true, 1, 1, 0, 3), (48 + 8, 1));
        assert_eq!(d_cell(true, 2, 0, 31, 0), (7, 8 + 6));
        // every (row, col) of a 64×N tile once
        for (f16, n) in [(false, 64u32), (true, 64)] {
            let mut seen = vec![0u8; 64 * n as usize];
            let regs = if f16 { n / 4 } else { n / 2 };
            for w in 0..4 {
                for l in 0..32 {
                    for i in 0..regs {
                        for h in 0..if f16 { 2 } else { 1 } {
                            let (r, c) = d_cell(f16, i, h, l, w);
                            seen[(r * n + c) as usize] += 1;
                        }
                    }
                }
            }
            assert!(seen.iter().all(|&s| s == 1));
        }
        // A (f16): a0,a1 row g cols 2t,2t+1; a2,a3 row g+8; a4..a7 cols +8
        assert_eq!(a_cell(16, 0, 1, 6, 1), (16 + 1, 2 * 2 + 1));
        assert_eq!(a_cell(16, 1, 0, 6, 1), (16 + 9, 4));
        assert_eq!(a_cell(16, 2, 0, 6, 1), (16 + 1, 12));
        // tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4)
        assert_eq!(a_cell(32, 3, 0, 7, 0), (9, 7));
        // 8-bit: register q element e: (g + 8(q&1), 4t + e + 16(q>>1))
        assert_eq!(a_cell(8, 2, 3, 1, 0), (0, 4 + 3 + 16));
    }

    #[test]
    fn forms() {
        let f = Form::parse("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16").unwrap();
        assert_eq!(f, Form { n: 64, k: 16, a: In::F16, b: In::F16, d: Out::F32 });
        assert_eq!(f.d_regs(), 32);
        assert_eq!(Form::parse("wgmma.mma_async.sync.aligned.m64n32k16.f16.f16.f16").unwrap().d_regs(), 8);
        assert_eq!(Form::parse("wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32").unwrap().k, 8);
        assert_eq!(Form::parse("wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.u8").unwrap().b, In::U8);
        assert!(Form::parse("wgmma.mma_async.sync.aligned.m64n64k8.f32.f16.f16").is_err());
        assert!(Form::parse("wgmma.mma_async.sync.aligned.m64n40k32.s32.s8.s8").is_err());
        assert!(Form::parse("wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3").is_err());
    }

    #[test]
    fn integer_elements_are_exact_and_scale_d_drops_c() {
        let f = Form::parse("wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.u8").unwrap();
        let a: Vec<u32> = (0..32).map(|k| (k as i8 - 16) as u8 as u32).collect();
        let b: Vec<u32> = (0..32).map(|k| 200 + k as u32 % 50).collect();
        let want: i64 = (0..32).map(|k| (k - 16) * (200 + k % 50)).sum();
        assert_eq!(element(f, &a, &b, 7, true, false, false), (want + 7) as u32);
        assert_eq!(element(f, &a, &b, 7, false, false, false), want as u32);
    }

    #[test]
    fn float_elements_negate_and_accumulate() {
        let f = Form::parse("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16").unwrap();
        let one = 0x3C00;
        let a = vec![one; 16];
        let b = vec![one; 16];
        assert_eq!(f32::from_bits(element(f, &a, &b, 2f32.to_bits(), true, false, false)), 18.0);
        assert_eq!(f32::from_bits(element(f, &a, &b, 2f32.to_bits(), false, true, false)), -16.0);
        assert_eq!(f32::from_bits(element(f, &a, &b, 2f32.to_bits(), true, true, true)), 18.0);
    }
}
