//! Per-lane values. Every value is carried as raw bits (`u64`, zero-extended) so that NaN
//! payloads and signed zeros survive unchanged; the element type says how to read them.

use crate::diag::{Diag, Result};

/// The most lanes a wave can have.
pub const MAX_LANES: usize = 64;

/// Element types of per-lane data (the `type` field of a conformance vector).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElemTy {
    Bool,
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    BF16,
    F32,
    F64,
    /// Two packed `__half` in one 32-bit word (`__half2`).
    F16x2,
    /// Two packed bfloat16 in one 32-bit word (`__nv_bfloat162`).
    BF16x2,
}

impl ElemTy {
    pub fn parse(s: &str) -> Result<ElemTy> {
        Ok(match s {
            "bool" | "i1" => ElemTy::Bool,
            "i8" => ElemTy::I8,
            "u8" => ElemTy::U8,
            "i16" => ElemTy::I16,
            "u16" => ElemTy::U16,
            "i32" => ElemTy::I32,
            "u32" => ElemTy::U32,
            "i64" => ElemTy::I64,
            "u64" => ElemTy::U64,
            "f16" | "half" => ElemTy::F16,
            "bf16" => ElemTy::BF16,
            "f32" => ElemTy::F32,
            "f64" => ElemTy::F64,
            "f16x2" | "half2" => ElemTy::F16x2,
            "bf16x2" => ElemTy::BF16x2,
            _ => {
                return Err(Diag::malformed(format!("unknown element type `{s}`")).with_help(
                    "use one of bool i8 u8 i16 u16 i32 u32 i64 u64 f16 bf16 f32 f64 f16x2 bf16x2",
                ))
            }
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            ElemTy::Bool => "bool",
            ElemTy::I8 => "i8",
            ElemTy::U8 => "u8",
            ElemTy::I16 => "i16",
            ElemTy::U16 => "u16",
            ElemTy::I32 => "i32",
            ElemTy::U32 => "u32",
            ElemTy::I64 => "i64",
            ElemTy::U64 => "u64",
            ElemTy::F16 => "f16",
            ElemTy::BF16 => "bf16",
            ElemTy::F32 => "f32",
            ElemTy::F64 => "f64",
            ElemTy::F16x2 => "f16x2",
            ElemTy::BF16x2 => "bf16x2",
        }
    }

    /// Width in bits of the value as stored in registers.
    pub fn bits(self) -> u32 {
        match self {
            ElemTy::Bool => 1,
            ElemTy::I8 | ElemTy::U8 => 8,
            ElemTy::I16 | ElemTy::U16 | ElemTy::F16 | ElemTy::BF16 => 16,
            ElemTy::I32 | ElemTy::U32 | ElemTy::F32 | ElemTy::F16x2 | ElemTy::BF16x2 => 32,
            ElemTy::I64 | ElemTy::U64 | ElemTy::F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ElemTy::F16 | ElemTy::BF16 | ElemTy::F32 | ElemTy::F64 | ElemTy::F16x2 | ElemTy::BF16x2
        )
    }

    pub fn is_signed(self) -> bool {
        matches!(self, ElemTy::I8 | ElemTy::I16 | ElemTy::I32 | ElemTy::I64)
    }

    /// Mask of the bits this type occupies.
    pub fn mask(self) -> u64 {
        match self.bits() {
            64 => u64::MAX,
            b => (1u64 << b) - 1,
        }
    }

    /// Truncate raw bits to this type's width (the canonical stored form).
    pub fn truncate(self, bits: u64) -> u64 {
        bits & self.mask()
    }

    /// Sign-extend the type's bits to i64 (for display and comparisons of signed types).
    pub fn to_i64(self, bits: u64) -> i64 {
        let b = self.bits();
        if b == 64 {
            bits as i64
        } else if self.is_signed() {
            ((bits << (64 - b)) as i64) >> (64 - b)
        } else {
            (bits & self.mask()) as i64
        }
    }
}

/// One value per lane plus a mask of lanes whose value is undefined.
///
/// Lanes at or above `wave` are ignored. An undefined lane's `bits` entry is meaningless.
#[derive(Clone, PartialEq, Eq)]
pub struct Lanes {
    pub bits: [u64; MAX_LANES],
    /// Bit k set: lane k's value is undefined (the hardware leaves it open).
    pub undef: u64,
}

impl Lanes {
    pub const fn splat(v: u64) -> Lanes {
        Lanes { bits: [v; MAX_LANES], undef: 0 }
    }
    pub const fn all_undef() -> Lanes {
        Lanes { bits: [0; MAX_LANES], undef: u64::MAX }
    }
    pub fn from_fn(wave: u32, mut f: impl FnMut(u32) -> u64) -> Lanes {
        let mut l = Lanes::splat(0);
        for i in 0..wave {
            l.bits[i as usize] = f(i);
        }
        l
    }
    pub fn from_slice(vals: &[u64]) -> Lanes {
        let mut l = Lanes::splat(0);
        l.bits[..vals.len()].copy_from_slice(vals);
        l
    }
    #[inline]
    pub fn get(&self, lane: u32) -> Option<u64> {
        if self.undef >> lane & 1 != 0 {
            None
        } else {
            Some(self.bits[lane as usize])
        }
    }
    #[inline]
    pub fn set(&mut self, lane: u32, v: u64) {
        self.bits[lane as usize] = v;
        self.undef &= !(1u64 << lane);
    }
    #[inline]
    pub fn set_undef(&mut self, lane: u32) {
        self.undef |= 1u64 << lane;
    }
    pub fn is_undef(&self, lane: u32) -> bool {
        self.undef >> lane & 1 != 0
    }
    /// True when every lane in `mask` holds the same defined value.
    pub fn uniform_over(&self, mask: u64) -> Option<u64> {
        let mut it = (0..64u32).filter(|l| mask >> l & 1 != 0);
        let first = it.next()?;
        let v = self.get(first)?;
        it.all(|l| self.get(l) == Some(v)).then_some(v)
    }
}

impl std::fmt::Debug for Lanes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut l = f.debug_list();
        for i in 0..MAX_LANES as u32 {
            match self.get(i) {
                Some(v) => l.entry(&format_args!("{v:#x}")),
                None => l.entry(&format_args!("undef")),
            };
        }
        l.finish()
    }
}

/// Mask with the low `wave` bits set.
#[inline]
pub fn wave_mask(wave: u32) -> u64 {
    if wave >= 64 {
        u64::MAX
    } else {
        (1u64 << wave) - 1
    }
}
