//! `mma.sync.aligned.m16n8kK.row.col` (PTX ISA 9.7.14.5.14 "Multiply-and-Accumulate
//! Instruction: mma"): the warp computes `D = A·B + C` for A 16×K (row-major), B K×8
//! (column-major), C and D 16×8, each matrix spread over the 32 lanes' registers as the
//! fragment figures of PTX ISA 9.7.14.5.8–9.7.14.5.10 draw it ("Matrix Fragments for
//! mma.m16n8k8 / mma.m16n8k16 / mma.m16n8k32"). With `g = lane >> 2`, `t = lane & 3` and `e`
//! elements per 32-bit register (2 of 16 bits, 4 of 8 bits, 1 TF32):
//!
//! * A register `q`, element `i`: row `g + 8·(q & 1)`, column `t·e + i + (q >> 1)·K/2`;
//! * B register `q`, element `i`: row `t·e + i + q·K/2`, column `g`;
//! * C/D (32-bit) register `q`: row `g + 8·(q >> 1)`, column `2t + (q & 1)`; an f16 C/D
//!   register `q` holds row `g + 8q`, columns `2t` (low half) and `2t + 1` (high half).
//!
//! Every layout was confirmed on sm_90: the probe builds A, B and C as matrices, places them
//! by these rules, and the hardware's D agrees with the model's element for element
//! (`vectors/nvidia-sm90-mma`; the integer m16n8k16 forms are the document's only).
//!
//! Integers are exact: the 32-bit sum wraps, `.satfinite` clamps the exact sum to the s32
//! range (measured). Floats follow the tensor-core model of [`super::tcdot`].
//!
//! `.aligned`: every lane of the warp must execute the same `mma` ("the behavior is undefined"
//! otherwise); a call in which some lane of the wave does not take part is refused as a
//! `deadlock`, as other `.sync` operations whose members do not arrive are.

use super::tcdot::{self, Acc, Fmt};
use crate::diag::{Diag, DiagKind, Result};
use crate::semantics::{Output, Outputs, SemCtx};
use crate::value::{wave_mask, Arg, ElemTy, LaneMask, Lanes};

/// The element types of A and B.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum In {
    F16,
    BF16,
    TF32,
    S8,
    U8,
}

impl In {
    pub const fn bits(self) -> u32 {
        match self {
            In::F16 | In::BF16 => 16,
            In::TF32 => 32,
            In::S8 | In::U8 => 8,
        }
    }
}

/// The accumulator (C and D) type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Out {
    F32,
    F16,
    S32 { satfinite: bool },
}

/// One `mma` form: `m16n8k{k}`, A and B types, C/D type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mma {
    pub k: u8,
    pub a: In,
    pub b: In,
    pub d: Out,
}

impl Mma {
    pub const fn new(k: u8, a: In, b: In, d: Out) -> Mma {
        Mma { k, a, b, d }
    }
    /// 32-bit registers of A, B, C and D per lane.
    pub const fn regs(self) -> (usize, usize, usize) {
        let ka = 16 * self.k as u32 * self.a.bits() / 32 / 32; // A: 16·K elements over 32 lanes
        let kb = 8 * self.k as u32 * self.b.bits() / 32 / 32;
        let c = match self.d {
            Out::F16 => 2,
            _ => 4,
        };
        (ka as usize, kb as usize, c)
    }
    /// The PTX spelling: `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`.
    pub fn mnemonic(self) -> String {
        let t = |i: In| match i {
            In::F16 => "f16",
            In::BF16 => "bf16",
            In::TF32 => "tf32",
            In::S8 => "s8",
            In::U8 => "u8",
        };
        let (d, sat) = match self.d {
            Out::F32 => ("f32", ""),
            Out::F16 => ("f16", ""),
            Out::S32 { satfinite } => ("s32", if satfinite { ".satfinite" } else { "" }),
        };
        format!("mma.sync.aligned.m16n8k{}.row.col{sat}.{d}.{}.{}.{d}", self.k, t(self.a), t(self.b))
    }
}

/// The logical matrices of one call, element bits (sign-extended for s8), from every lane's
/// registers: `regs[lane][q]` for A (q < na), B, C in that order.
struct Frags {
    a: Vec<Vec<u32>>,
    b: Vec<Vec<u32>>,
    c: Vec<Vec<u32>>,
    /// Undefined elements (their register was).
    a_u: Vec<Vec<bool>>,
    b_u: Vec<Vec<bool>>,
    c_u: Vec<Vec<bool>>,
}

/// Element `i` (of `bits`) of a 32-bit register.
fn part(reg: u32, i: usize, bits: u32) -> u32 {
    if bits == 32 {
        reg
    } else {
        (reg >> (i as u32 * bits)) & ((1 << bits) - 1)
    }
}

fn gather(m: Mma, regs: &[[Option<u32>; 12]; 32]) -> Frags {
    let k = m.k as usize;
    let (na, nb, nc) = m.regs();
    let (ea, eb) = ((32 / m.a.bits()) as usize, (32 / m.b.bits()) as usize);
    let mut f = Frags {
        a: vec![vec![0; k]; 16],
        b: vec![vec![0; 8]; k],
        c: vec![vec![0; 8]; 16],
        a_u: vec![vec![false; k]; 16],
        b_u: vec![vec![false; 8]; k],
        c_u: vec![vec![false; 8]; 16],
    };
    for (lane, r) in regs.iter().enumerate() {
        let (g, t) = (lane >> 2, lane & 3);
        for (q, reg) in r.iter().enumerate().take(na) {
            for i in 0..ea {
                let (row, col) = (g + 8 * (q & 1), t * ea + i + (q >> 1) * (k / 2));
                f.a[row][col] = reg.map_or(0, |v| part(v, i, m.a.bits()));
                f.a_u[row][col] = reg.is_none();
            }
        }
        for q in 0..nb {
            for i in 0..eb {
                let row = t * eb + i + q * (k / 2);
                f.b[row][g] = r[na + q].map_or(0, |v| part(v, i, m.b.bits()));
                f.b_u[row][g] = r[na + q].is_none();
            }
        }
        for q in 0..nc {
            let reg = r[na + nb + q];
            let cells: Vec<(usize, usize, u32)> = match m.d {
                Out::F16 => (0..2).map(|i| (g + 8 * q, 2 * t + i, reg.map_or(0, |v| part(v, i, 16)))).collect(),
                _ => vec![(g + 8 * (q >> 1), 2 * t + (q & 1), reg.unwrap_or(0))],
            };
            for (row, col, v) in cells {
                f.c[row][col] = v;
                f.c_u[row][col] = reg.is_none();
            }
        }
    }
    f
}

/// `D[row][col]`: bits of the accumulator type, or `None` when an element it reads is
/// undefined.
fn element(m: Mma, f: &Frags, row: usize, col: usize) -> Option<u32> {
    let k = m.k as usize;
    if f.c_u[row][col] || (0..k).any(|j| f.a_u[row][j] || f.b_u[j][col]) {
        return None;
    }
    let a: Vec<u32> = (0..k).map(|j| f.a[row][j]).collect();
    let b: Vec<u32> = (0..k).map(|j| f.b[j][col]).collect();
    let c = f.c[row][col];
    Some(match (m.a, m.d) {
        (In::S8 | In::U8, Out::S32 { satfinite }) => {
            let val = |x: u32, t: In| if t == In::S8 { x as u8 as i8 as i64 } else { x as i64 };
            let sum = c as i32 as i64 + a.iter().zip(&b).map(|(&x, &y)| val(x, m.a) * val(y, m.b)).sum::<i64>();
            if satfinite {
                sum.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
            } else {
                sum as u32
            }
        }
        (t, d) => {
            let fmt = match t {
                In::F16 => Fmt::F16,
                In::BF16 => Fmt::BF16,
                _ => Fmt::TF32,
            };
            let acc = if d == Out::F16 { Acc::F16 } else { Acc::F32 };
            tcdot::dot(fmt, &a, &b, acc, c)
        }
    })
}

/// The registry semantics of an `mma` row: operands `a0.., b0.., c0..` (one 32-bit register
/// each), results `d0..` (module docs).
pub fn mma(ctx: &SemCtx, args: &[Arg], m: Mma) -> Result<Outputs> {
    whole_warp(ctx, &m.mnemonic())?;
    let (na, nb, nc) = m.regs();
    if args.len() != na + nb + nc {
        return Err(Diag::new(DiagKind::Arity, format!("{} takes {} registers, {} given", m.mnemonic(), na + nb + nc, args.len())));
    }
    let mut regs = [[None; 12]; 32];
    for (lane, r) in regs.iter_mut().enumerate() {
        for (q, a) in args.iter().enumerate() {
            r[q] = a.get(lane as u32).map(|v| v as u32);
        }
    }
    let f = gather(m, &regs);
    let ty = match m.d {
        Out::F32 => ElemTy::F32,
        Out::F16 => ElemTy::F16x2,
        Out::S32 { .. } => ElemTy::I32,
    };
    let mut outs = vec![];
    for (q, &name) in D_NAMES.iter().enumerate().take(nc) {
        let mut l = Lanes::all_undef();
        for lane in 0..32usize {
            let (g, t) = (lane >> 2, lane & 3);
            let v = match m.d {
                Out::F16 => match (element(m, &f, g + 8 * q, 2 * t), element(m, &f, g + 8 * q, 2 * t + 1)) {
                    (Some(lo), Some(hi)) => Some(lo | hi << 16),
                    _ => None,
                },
                _ => element(m, &f, g + 8 * (q >> 1), 2 * t + (q & 1)),
            };
            if let Some(v) = v {
                l.set(lane as u32, v as u64);
            }
        }
        outs.push(Output { name, ty, lanes: l, route: None });
    }
    Ok(outs.into())
}

/// The names of the results (`xlane eval` prints them).
pub const D_NAMES: [&str; 4] = ["d0", "d1", "d2", "d3"];

/// `.sync.aligned` matrix instructions need every lane of the warp (PTX ISA: "all threads in
/// the warp must execute the same … instruction"; "the behavior is undefined" otherwise).
pub fn whole_warp(ctx: &SemCtx, what: &str) -> Result<()> {
    let missing = wave_mask(ctx.wave) & !ctx.exec;
    if ctx.wave != 32 {
        return Err(Diag::new(DiagKind::Unavailable, format!("{what} needs a 32-lane warp")));
    }
    if missing != 0 {
        return Err(Diag::new(
            DiagKind::Deadlock,
            format!(
                "`{what}`: lanes {} of the warp do not execute it (divergent, exited or absent); every lane of the warp must execute the same .sync.aligned instruction",
                LaneMask(missing)
            ),
        )
        .with_help("call warp-level matrix instructions where the whole warp is converged (PTX ISA: .aligned)"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::semantics::UndefPolicy;
    use crate::target;

    fn ctx(exec: u64) -> SemCtx<'static> {
        SemCtx { target: target::lookup("sm_90").unwrap(), wave: 32, exec, ty: ElemTy::I32, policy: UndefPolicy::Strict }
    }

    /// The host reference: A (16×32) and B (32×8) of small integers placed by the PTX ISA
    /// figures (written out here from the document, independently of `gather`), multiplied
    /// with a plain triple loop.
    #[test]
    fn s8_k32_matches_a_plain_matrix_product() {
        let m = Mma::new(32, In::S8, In::S8, Out::S32 { satfinite: false });
        let a = |r: usize, c: usize| ((r * 7 + c * 3) % 17) as i32 - 8;
        let b = |r: usize, c: usize| ((r * 5 + c * 11) % 13) as i32 - 6;
        let cm = |r: usize, c: usize| (r * 100 + c) as i32;
        let byte = |v: i32| (v as u8) as u32;
        let mut args: Vec<Lanes> = vec![Lanes::splat(0); 10];
        for lane in 0..32usize {
            let (g, t) = (lane / 4, lane % 4);
            // "a0..a3: row groupID, col threadID_in_group*4 + i"; a4..a7 row +8; a8.. col +16
            let areg = |row: usize, col0: usize| (0..4).fold(0, |w, i| w | byte(a(row, col0 + i)) << (8 * i));
            let vals = [
                areg(g, 4 * t),
                areg(g + 8, 4 * t),
                areg(g, 4 * t + 16),
                areg(g + 8, 4 * t + 16),
                (0..4).fold(0, |w, i| w | byte(b(4 * t + i, g)) << (8 * i)),
                (0..4).fold(0, |w, i| w | byte(b(4 * t + 16 + i, g)) << (8 * i)),
                cm(g, 2 * t) as u32,
                cm(g, 2 * t + 1) as u32,
                cm(g + 8, 2 * t) as u32,
                cm(g + 8, 2 * t + 1) as u32,
            ];
            for (q, v) in vals.iter().enumerate() {
                args[q].set(lane as u32, *v as u64);
            }
        }
        let args: Vec<Arg> = args.into_iter().map(Arg::Lanes).collect();
        let out = mma(&ctx(u32::MAX as u64), &args, m).unwrap();
        for lane in 0..32usize {
            let (g, t) = (lane / 4, lane % 4);
            for (q, (row, col)) in [(g, 2 * t), (g, 2 * t + 1), (g + 8, 2 * t), (g + 8, 2 * t + 1)].into_iter().enumerate() {
                let want = cm(row, col) + (0..32).map(|k| a(row, k) * b(k, col)).sum::<i32>();
                assert_eq!(out[q].lanes.get(lane as u32), Some(want as u32 as u64), "lane {lane} d{q}");
            }
        }
    }

    #[test]
    fn a_missing_lane_is_a_deadlock() {
        let m = Mma::new(16, In::F16, In::F16, Out::F32);
        let args: Vec<Arg> = (0..10).map(|_| Arg::Lanes(Lanes::splat(0))).collect();
        let e = mma(&ctx(0x7FFF_FFFF), &args, m).unwrap_err();
        assert_eq!(e.kind, DiagKind::Deadlock);
        assert!(e.message.contains("31"), "{}", e.message);
    }

    #[test]
    fn register_counts_and_spelling() {
        assert_eq!(Mma::new(16, In::F16, In::F16, Out::F32).regs(), (4, 2, 4));
        assert_eq!(Mma::new(8, In::TF32, In::TF32, Out::F32).regs(), (4, 2, 4));
        assert_eq!(Mma::new(8, In::F16, In::F16, Out::F16).regs(), (2, 1, 2));
        assert_eq!(Mma::new(16, In::S8, In::U8, Out::S32 { satfinite: true }).regs(), (2, 1, 4));
        assert_eq!(Mma::new(32, In::S8, In::S8, Out::S32 { satfinite: true }).mnemonic(), "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32");
    }
}
