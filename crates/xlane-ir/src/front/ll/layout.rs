//! Type layout: sizes, ABI alignments and the flattening of a value into scalar components
//! (a vector, array or struct value occupies one register slot per scalar element).
//! Alignments follow the targets' datalayout strings (natural alignment for scalars, vectors
//! aligned to their size, pointer widths from `p<N>:<bits>` entries).

use super::ast::Type;

/// A scalar component type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum STy {
    Int(u8),
    F16,
    BF16,
    F32,
    F64,
    /// A pointer in address space `as_` of `bits` width.
    Ptr {
        as_: u32,
        bits: u8,
    },
}

impl STy {
    pub fn bits(self) -> u32 {
        match self {
            STy::Int(b) => b as u32,
            STy::F16 | STy::BF16 => 16,
            STy::F32 => 32,
            STy::F64 => 64,
            STy::Ptr { bits, .. } => bits as u32,
        }
    }
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }
    pub fn mask(self) -> u64 {
        mask(self.bits())
    }
    pub fn is_float(self) -> bool {
        matches!(self, STy::F16 | STy::BF16 | STy::F32 | STy::F64)
    }
}

#[inline]
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Pointer widths per address space, from the datalayout.
#[derive(Debug, Clone)]
pub struct Layout {
    ptr_bits: [u8; 16],
    /// AMDGPU: the null pointer of the LDS (3), region (2) and private (5) spaces is all ones,
    /// not 0 (`AMDGPUTargetMachine::getNullPointerValue`; AMDGPUUsage "Address Spaces").
    segment_null_ones: bool,
}

impl Layout {
    pub fn from_datalayout(dl: &str) -> Layout {
        let mut ptr_bits = [64u8; 16];
        for part in dl.split('-') {
            if let Some(rest) = part.strip_prefix('p') {
                let mut it = rest.split(':');
                let as_ = it.next().unwrap_or("");
                let as_: usize = if as_.is_empty() { 0 } else { as_.parse().unwrap_or(99) };
                if let (Some(b), true) = (it.next().and_then(|b| b.parse::<u8>().ok()), as_ < 16) {
                    ptr_bits[as_] = b;
                }
            }
        }
        Layout { ptr_bits, segment_null_ones: false }
    }

    /// The layout for an AMDGPU target: segment-space null pointers are all ones.
    pub fn with_amd_segment_nulls(mut self, amd: bool) -> Layout {
        self.segment_null_ones = amd;
        self
    }

    /// The bits of the null pointer the target uses for address space `as_` where a cast
    /// produces or tests one: all ones for AMDGPU's LDS, region and private spaces, else 0.
    pub fn cast_null(&self, as_: u32) -> u64 {
        if self.segment_null_ones && matches!(as_, 2 | 3 | 5) {
            crate::front::ll::layout::mask(self.ptr_bits(as_) as u32)
        } else {
            0
        }
    }

    pub fn ptr_bits(&self, as_: u32) -> u8 {
        self.ptr_bits.get(as_ as usize).copied().unwrap_or(64)
    }

    /// Pointers wider than 64 bits are AMDGPU buffer resources (address space 8, a 128-bit
    /// V#) and buffer fat pointers (address space 7: a V# and a 32-bit offset): they are kept
    /// as their dwords, one i32 component each (low dword first), not as one scalar.
    pub fn ptr_dwords(&self, as_: u32) -> Option<u32> {
        let bits = self.ptr_bits(as_) as u32;
        (bits > 64).then(|| bits.div_ceil(32))
    }

    pub fn scalar(&self, t: &Type) -> Option<STy> {
        Some(match t {
            Type::Int(b) => STy::Int(*b as u8),
            Type::Half => STy::F16,
            Type::BFloat => STy::BF16,
            Type::Float => STy::F32,
            Type::Double => STy::F64,
            Type::Ptr(a) if self.ptr_dwords(*a).is_some() => return None,
            Type::Ptr(a) => STy::Ptr { as_: *a, bits: self.ptr_bits(*a) },
            _ => return None,
        })
    }

    pub fn size(&self, t: &Type) -> u64 {
        match t {
            Type::Vector(n, e) => {
                let s = self.scalar(e).map(|s| s.bits() as u64).unwrap_or(8).saturating_mul(*n as u64);
                s.div_ceil(8)
            }
            // saturating: the verifier refuses absurd sizes, it must be able to compute them
            Type::Array(n, e) => n.saturating_mul(self.alloc_size(e)),
            Type::Ptr(a) if self.ptr_dwords(*a).is_some() => self.ptr_bits(*a) as u64 / 8,
            Type::Struct(fs, packed) => {
                let mut off = 0u64;
                let mut al = 1u64;
                for f in fs {
                    let a = if *packed { 1 } else { self.align(f) };
                    al = al.max(a);
                    off = round_up(off, a).saturating_add(self.alloc_size(f));
                }
                round_up(off, al)
            }
            t => self.scalar(t).map(|s| s.bytes() as u64).unwrap_or(0),
        }
    }

    /// Size including tail padding to the alignment (what GEP strides by).
    pub fn alloc_size(&self, t: &Type) -> u64 {
        round_up(self.size(t), self.align(t))
    }

    pub fn align(&self, t: &Type) -> u64 {
        match t {
            Type::Vector(..) => self.size(t).next_power_of_two().max(1),
            // the datalayout's p8:128:128 and p7:160:256: 16 and 32 bytes
            Type::Ptr(a) if self.ptr_dwords(*a).is_some() => self.size(t).next_power_of_two(),
            Type::Array(_, e) => self.align(e),
            Type::Struct(fs, packed) => {
                if *packed {
                    1
                } else {
                    fs.iter().map(|f| self.align(f)).max().unwrap_or(1)
                }
            }
            t => self.scalar(t).map(|s| s.bytes().next_power_of_two() as u64).unwrap_or(1),
        }
    }

    /// Byte offset of field `i` of a struct.
    pub fn field_offset(&self, t: &Type, i: usize) -> u64 {
        let Type::Struct(fs, packed) = t else { return 0 };
        let mut off = 0u64;
        for (k, f) in fs.iter().enumerate() {
            let a = if *packed { 1 } else { self.align(f) };
            off = off.next_multiple_of(a);
            if k == i {
                return off;
            }
            off += self.alloc_size(f);
        }
        off
    }

    /// The scalar components of a value of type `t`, each with its byte offset in memory.
    /// `None` when the type has no register form here (e.g. vectors of i1 in memory).
    pub fn flatten(&self, t: &Type) -> Option<Vec<(u64, STy)>> {
        let mut out = vec![];
        self.flatten_into(t, 0, &mut out)?;
        Some(out)
    }

    fn flatten_into(&self, t: &Type, base: u64, out: &mut Vec<(u64, STy)>) -> Option<()> {
        match t {
            Type::Vector(n, e) => {
                let s = self.scalar(e)?;
                for i in 0..*n as u64 {
                    out.push((base + i * s.bytes() as u64, s));
                }
            }
            Type::Array(n, e) => {
                let stride = self.alloc_size(e);
                for i in 0..*n {
                    self.flatten_into(e, base + i * stride, out)?;
                }
            }
            Type::Struct(fs, _) => {
                for (i, f) in fs.iter().enumerate() {
                    self.flatten_into(f, base + self.field_offset(t, i), out)?;
                }
            }
            Type::Void => {}
            Type::Ptr(a) if self.ptr_dwords(*a).is_some() => {
                for i in 0..self.ptr_dwords(*a).unwrap_or(0) as u64 {
                    out.push((base + 4 * i, STy::Int(32)));
                }
            }
            t => out.push((base, self.scalar(t)?)),
        }
        Some(())
    }

    /// Number of register components of a value of type `t`.
    pub fn ncomp(&self, t: &Type) -> usize {
        match t {
            Type::Vector(n, _) => *n as usize,
            Type::Array(n, e) => *n as usize * self.ncomp(e),
            Type::Struct(fs, _) => fs.iter().map(|f| self.ncomp(f)).sum(),
            Type::Void => 0,
            Type::Ptr(a) => self.ptr_dwords(*a).unwrap_or(1) as usize,
            _ => 1,
        }
    }

    /// Component index range of aggregate member `idx` path.
    pub fn member_range(&self, t: &Type, idx: &[u32]) -> Option<(usize, usize, Type)> {
        let mut start = 0;
        let mut cur = t.clone();
        for &i in idx {
            match &cur {
                Type::Struct(fs, _) => {
                    let i = i as usize;
                    start += fs.get(..i)?.iter().map(|f| self.ncomp(f)).sum::<usize>();
                    cur = fs.get(i)?.clone();
                }
                Type::Array(n, e) => {
                    if i as u64 >= *n {
                        return None;
                    }
                    start += i as usize * self.ncomp(e);
                    cur = (**e).clone();
                }
                _ => return None,
            }
        }
        Some((start, self.ncomp(&cur), cur))
    }
}

/// `x` rounded up to a multiple of `a`, saturating (sizes of absurd types stay huge).
fn round_up(x: u64, a: u64) -> u64 {
    x.checked_next_multiple_of(a.max(1)).unwrap_or(u64::MAX)
}
