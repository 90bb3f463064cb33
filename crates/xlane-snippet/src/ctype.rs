//! C types of snippet variables and the C rules on them: integer promotions, the usual
//! arithmetic conversions and value conversions (C11 6.3; C++ [conv] where HIP/CUDA source
//! differs, e.g. comparisons yield `bool`). Values are raw bits (`u64`) as in `Lanes`.

use xlane_core::ElemTy;

/// A scalar C type. `long` is 64 bits: amdgcn and nvptx64 are LP64 targets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CType {
    Bool,
    Int { bits: u32, signed: bool },
    F16,
    BF16,
    F32,
    F64,
}

pub const INT: CType = CType::Int { bits: 32, signed: true };
pub const UINT: CType = CType::Int { bits: 32, signed: false };
pub const LONG: CType = CType::Int { bits: 64, signed: true };
pub const ULONG: CType = CType::Int { bits: 64, signed: false };

impl CType {
    pub fn elem(self) -> ElemTy {
        match self {
            CType::Bool => ElemTy::Bool,
            CType::Int { bits: 8, signed: true } => ElemTy::I8,
            CType::Int { bits: 8, .. } => ElemTy::U8,
            CType::Int { bits: 16, signed: true } => ElemTy::I16,
            CType::Int { bits: 16, .. } => ElemTy::U16,
            CType::Int { bits: 32, signed: true } => ElemTy::I32,
            CType::Int { bits: 32, .. } => ElemTy::U32,
            CType::Int { signed: true, .. } => ElemTy::I64,
            CType::Int { .. } => ElemTy::U64,
            CType::F16 => ElemTy::F16,
            CType::BF16 => ElemTy::BF16,
            CType::F32 => ElemTy::F32,
            CType::F64 => ElemTy::F64,
        }
    }

    /// The C type a builtin's element type is read as. Packed pairs (`__half2`) are shown as
    /// their 32 raw bits.
    pub fn of_elem(e: ElemTy) -> CType {
        match e {
            ElemTy::Bool => CType::Bool,
            ElemTy::I8 => CType::Int { bits: 8, signed: true },
            ElemTy::U8 => CType::Int { bits: 8, signed: false },
            ElemTy::I16 => CType::Int { bits: 16, signed: true },
            ElemTy::U16 => CType::Int { bits: 16, signed: false },
            ElemTy::I32 => INT,
            ElemTy::U32 | ElemTy::F16x2 | ElemTy::BF16x2 => UINT,
            ElemTy::I64 => LONG,
            ElemTy::U64 => ULONG,
            ElemTy::F16 => CType::F16,
            ElemTy::BF16 => CType::BF16,
            ElemTy::F32 => CType::F32,
            ElemTy::F64 => CType::F64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, CType::F16 | CType::BF16 | CType::F32 | CType::F64)
    }

    pub fn bits(self) -> u32 {
        self.elem().bits()
    }

    /// C name, for messages and tables.
    pub fn name(self) -> &'static str {
        match self {
            CType::Bool => "bool",
            CType::Int { bits: 8, signed: true } => "signed char",
            CType::Int { bits: 8, .. } => "unsigned char",
            CType::Int { bits: 16, signed: true } => "short",
            CType::Int { bits: 16, .. } => "unsigned short",
            CType::Int { bits: 32, signed: true } => "int",
            CType::Int { bits: 32, .. } => "unsigned",
            CType::Int { signed: true, .. } => "long",
            CType::Int { .. } => "unsigned long",
            CType::F16 => "__half",
            CType::BF16 => "__bf16",
            CType::F32 => "float",
            CType::F64 => "double",
        }
    }

    /// Integer promotion (C11 6.3.1.1p2): bool, char and short become int.
    pub fn promote(self) -> CType {
        match self {
            CType::Bool => INT,
            CType::Int { bits, .. } if bits < 32 => INT,
            t => t,
        }
    }

    /// Common type of a binary arithmetic operation (C11 6.3.1.8). Two 16-bit floats of
    /// different formats meet in float.
    pub fn common(a: CType, b: CType) -> CType {
        use CType::*;
        match (a, b) {
            (F64, _) | (_, F64) => F64,
            (F32, _) | (_, F32) => F32,
            (F16, BF16) | (BF16, F16) => F32,
            (F16, _) | (_, F16) => F16,
            (BF16, _) | (_, BF16) => BF16,
            _ => {
                let (Int { bits: ab, signed: asg }, Int { bits: bb, signed: bsg }) = (a.promote(), b.promote()) else { unreachable!("promoted integers") };
                if asg == bsg {
                    Int { bits: ab.max(bb), signed: asg }
                } else {
                    let (sbits, ubits) = if asg { (ab, bb) } else { (bb, ab) };
                    if ubits >= sbits {
                        Int { bits: ubits, signed: false }
                    } else {
                        // The signed type is wider, so it holds every value of the unsigned one.
                        Int { bits: sbits, signed: true }
                    }
                }
            }
        }
    }

    /// Read raw bits of this type as a host number.
    pub fn read(self, bits: u64) -> Num {
        match self {
            CType::Bool => Num::Int((bits & 1) as i128),
            CType::Int { .. } => Num::Int(if self.elem().is_signed() { self.elem().to_i64(bits) as i128 } else { (bits & self.elem().mask()) as i128 }),
            CType::F16 | CType::BF16 | CType::F32 | CType::F64 => Num::Float(self.elem().to_f64(bits).unwrap_or(f64::NAN)),
        }
    }

    /// Convert a host number to this type (C11 6.3.1). `None` where C leaves the result
    /// undefined: a float that is NaN or out of range converted to an integer (6.3.1.4p1).
    /// Integer narrowing wraps (implementation-defined in C; clang wraps).
    pub fn write(self, n: Num) -> Option<u64> {
        match (self, n) {
            (CType::Bool, Num::Int(i)) => Some((i != 0) as u64),
            (CType::Bool, Num::Float(f)) => Some((f != 0.0) as u64),
            (CType::Int { .. }, Num::Int(i)) => Some(self.elem().truncate(i as u64)),
            (CType::Int { bits, signed }, Num::Float(f)) => {
                let t = f.trunc();
                let (lo, hi) = if signed { (-(2f64.powi(bits as i32 - 1)), 2f64.powi(bits as i32 - 1)) } else { (0.0, 2f64.powi(bits as i32)) };
                (t.is_finite() && t >= lo && t < hi).then(|| self.elem().truncate(t as i128 as u64))
            }
            (_, Num::Int(i)) => Some(self.round_f64(i as f64)),
            (_, Num::Float(f)) => Some(self.round_f64(f)),
        }
    }

    /// Round a double to this float type (round to nearest even). Rounding f64 → f32 → f16
    /// twice could differ from one rounding, so 16-bit formats convert from f64 directly.
    fn round_f64(self, f: f64) -> u64 {
        match self {
            CType::F16 => half::f16::from_f64(f).to_bits() as u64,
            CType::BF16 => half::bf16::from_f64(f).to_bits() as u64,
            CType::F32 => (f as f32).to_bits() as u64,
            _ => f.to_bits(),
        }
    }

    /// A value for tables: integers in decimal (unsigned ones in hex when `hex`), floats
    /// in Rust's shortest round-trip form (`1.0`, `-0.0`, `NaN`).
    pub fn show(self, bits: u64, hex: bool) -> String {
        match (self, self.read(bits)) {
            (CType::Bool, Num::Int(i)) => i.to_string(),
            (CType::Int { signed: false, .. }, Num::Int(i)) if hex => format!("{i:#x}"),
            (_, Num::Int(i)) => i.to_string(),
            (CType::F64, Num::Float(f)) => format!("{f:?}"),
            (_, Num::Float(f)) => format!("{:?}", f as f32),
        }
    }

    /// Convert raw bits of `from` to this type.
    pub fn convert(self, from: CType, bits: u64) -> Option<u64> {
        if self == from {
            return Some(bits);
        }
        self.write(from.read(bits))
    }
}

/// A value read out of its bits: integers exactly (i128 holds every 64-bit value of either
/// signedness), floats as f64 (which holds every f16/bf16/f32 value exactly).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    Int(i128),
    Float(f64),
}
