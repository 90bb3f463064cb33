//! A route compiled for speed: apply one (control, exec) routing to many waves.
//!
//! The route is computed once; each wave is then a plain gather `out[n] = src[idx[n]]`
//! followed by fixing the few lanes that keep `old` or read 0. Data are 32-bit words, laid out
//! wave after wave (`wave` words each, `apply_batch`) or lane after lane (`apply_lane_major`).
//! For a caller that applies one call, with the same controls and exec mask, to many waves
//! (benches/amd_throughput.rs measures it, BENCHMARKS.md); `xlane run` does not use it: it
//! evaluates each call site through the registry (`call::evaluate_checked`).

use crate::semantics::{Origin, Route};

/// A route over one data argument, with an optional `old` argument.
#[derive(Debug, Clone)]
pub struct Gather {
    pub wave: u32,
    /// Source lane for every destination lane (its own lane where not copied).
    pub src: [u8; 64],
    /// Lanes that copy `src[idx]`.
    pub copy: u64,
    /// Lanes that read zero.
    pub zero: u64,
    /// Lanes that keep `old` (the same lane of the `old` argument).
    pub keep: u64,
    /// Lanes with no defined result (inactive or undefined).
    pub undef: u64,
}

impl Gather {
    /// Compile `route`, whose copies all read argument `data_arg` and whose kept lanes all
    /// keep one argument. `None` when the route reads several data arguments (the swaps).
    pub fn from_route(route: &Route, data_arg: u8) -> Option<Gather> {
        let mut g = Gather { wave: route.wave, src: std::array::from_fn(|i| i as u8), copy: 0, zero: 0, keep: 0, undef: 0 };
        for n in 0..route.wave as usize {
            let bit = 1u64 << n;
            match route.lanes[n] {
                Origin::Lane { arg, lane } if arg == data_arg => {
                    g.src[n] = lane;
                    g.copy |= bit;
                }
                Origin::Lane { .. } => return None,
                Origin::Zero(_) => g.zero |= bit,
                Origin::Keep { .. } => g.keep |= bit,
                Origin::Undef(_) | Origin::Inactive | Origin::Computed => g.undef |= bit,
            }
        }
        Some(g)
    }

    /// One wave: `out[n]` for every lane; lanes in `undef` are left as the gather found them.
    #[inline]
    pub fn apply_wave(&self, src: &[u32], old: &[u32], out: &mut [u32]) {
        match self.wave {
            64 => self.apply_fixed::<64>(src, old, out),
            _ => self.apply_fixed::<32>(src, old, out),
        }
    }

    /// The gather for a wave of `W` lanes. Fixed-size arrays and `& (W - 1)` let the compiler
    /// drop every bounds check from the inner loop.
    #[inline(always)]
    fn apply_fixed<const W: usize>(&self, src: &[u32], old: &[u32], out: &mut [u32]) {
        let src: &[u32; W] = src[..W].try_into().unwrap();
        let out: &mut [u32; W] = (&mut out[..W]).try_into().unwrap();
        let idx: &[u8; W] = self.src[..W].try_into().unwrap();
        for n in 0..W {
            out[n] = src[idx[n] as usize & (W - 1)];
        }
        if self.keep != 0 {
            let old: &[u32; W] = old[..W].try_into().unwrap();
            let mut k = self.keep;
            while k != 0 {
                let n = k.trailing_zeros() as usize & (W - 1);
                out[n] = old[n];
                k &= k - 1;
            }
        }
        let mut z = self.zero;
        while z != 0 {
            let n = z.trailing_zeros() as usize & (W - 1);
            out[n] = 0;
            z &= z - 1;
        }
    }

    /// Many waves laid out back to back (`src.len()` a multiple of the wave size). `old` may
    /// be empty when the route keeps no lane.
    pub fn apply_batch(&self, src: &[u32], old: &[u32], out: &mut [u32]) {
        let w = self.wave as usize;
        assert!(src.chunks_exact(w).remainder().is_empty() && out.len() >= src.len(), "batch length must be a multiple of the wave size");
        assert!(self.keep == 0 || old.len() >= src.len(), "route keeps `old` lanes but no `old` data was given");
        match w {
            64 => self.batch_fixed::<64>(src, old, out),
            _ => self.batch_fixed::<32>(src, old, out),
        }
    }

    fn batch_fixed<const W: usize>(&self, src: &[u32], old: &[u32], out: &mut [u32]) {
        for (k, (s, o)) in src.chunks_exact(W).zip(out.chunks_exact_mut(W)).enumerate() {
            let old = if self.keep == 0 { &[][..] } else { &old[k * W..(k + 1) * W] };
            self.apply_fixed::<W>(s, old, o);
        }
    }

    /// Many waves stored lane-major: lane `n` of wave `k` is at `n * waves + k` (one row per
    /// lane, the layout of a structure-of-arrays simulator). Each destination row is then one
    /// contiguous copy of its source row.
    pub fn apply_lane_major(&self, src: &[u32], old: &[u32], out: &mut [u32], waves: usize) {
        let w = self.wave as usize;
        assert!(src.len() >= w * waves && out.len() >= w * waves, "lane-major batch needs wave × waves entries");
        assert!(self.keep == 0 || old.len() >= w * waves, "route keeps `old` lanes but no `old` data was given");
        for (n, row) in out.chunks_exact_mut(waves).take(w).enumerate() {
            let bit = 1u64 << n;
            if self.copy & bit != 0 {
                let s = self.src[n] as usize * waves;
                row.copy_from_slice(&src[s..s + waves]);
            } else if self.keep & bit != 0 {
                row.copy_from_slice(&old[n * waves..(n + 1) * waves]);
            } else if self.zero & bit != 0 {
                row.fill(0);
            }
        }
    }
}
