//! The bounds LLVM's parser puts on the numbers in attributes and memory operations
//! (`LLParser.cpp`: `parseOptionalAlignment`, `parseOptionalStackAlignment`,
//! `parseOptionalDerefAttrBytes`, `parseOptionalAddrSpace`; each case checked against
//! `llvm-as-22`, Debian LLVM 22.1.8):
//! - `align N` (on `alloca`, `load`, `store`, atomics, globals, functions, parameter, return
//!   and call-argument attributes): a power of two, at most 2^32 (`Value::MaximumAlignment`);
//!   llvm-as-22 answers "alignment is not a power of two" for 0 and 3, "huge alignments are
//!   not supported yet" for 2^33, and "expected integer" for a sign;
//! - `alignstack(N)`: a power of two that fits 32 bits ("stack alignment is not a power of
//!   two", "expected 32-bit integer (too large)");
//! - `dereferenceable(N)`, `dereferenceable_or_null(N)`: not zero ("dereferenceable bytes
//!   must be non-zero"); a count past 2^64 - 1 is read as 2^64 - 1 (llvm-dis-22 prints
//!   `dereferenceable(18446744073709551615)` for 2^64);
//! - `addrspace(N)`: a 24-bit number ("invalid address space, must be a 24-bit integer").
//!
//! Each check returns the value or the refusal's message and help; the parser adds the line.

/// LLVM's largest alignment (`Value::MaximumAlignment`, 2^32).
pub const MAX_ALIGN: i128 = 1 << 32;

/// A refusal: the message and the help.
pub type Refusal = (String, String);

/// `align N`: a power of two in 1..=2^32.
pub fn align(n: i128) -> Result<u64, Refusal> {
    if n > 0 && n <= MAX_ALIGN && (n as u64).is_power_of_two() {
        return Ok(n as u64);
    }
    let why = if n <= 0 {
        "not a positive number"
    } else if n > MAX_ALIGN {
        "more than 2^32, LLVM's largest alignment"
    } else {
        "not a power of two"
    };
    Err((format!("alignment {n} is {why}"), "an `align` is a power of two from 1 to 4294967296 (2^32), as llvm-as-22 requires".into()))
}

/// `align N` kept in 32 bits (instructions and globals): 2^32 is valid LLVM but not modelled.
pub fn align32(n: i128) -> Result<Result<u32, Refusal>, Refusal> {
    let a = align(n)?;
    Ok(u32::try_from(a).map_err(|_| (format!("alignment {a} (2^32) is valid LLVM but xlane keeps alignments below 2^32"), "use an alignment of 2147483648 (2^31) or less".into())))
}

/// `alignstack(N)`: a power of two that fits 32 bits.
pub fn stack_align(n: i128) -> Result<u32, Refusal> {
    match u32::try_from(n) {
        Ok(v) if v.is_power_of_two() => Ok(v),
        _ => Err((
            format!("stack alignment {n} is not a power of two that fits 32 bits"),
            "an `alignstack` is a power of two from 1 to 2147483648 (2^31), as llvm-as-22 requires".into(),
        )),
    }
}

/// `dereferenceable(N)` / `dereferenceable_or_null(N)`: a positive count (saturated at 2^64 - 1).
pub fn deref_bytes(attr: &str, n: i128) -> Result<u64, Refusal> {
    match n {
        1.. => Ok(u64::try_from(n).unwrap_or(u64::MAX)),
        _ => Err((
            format!("`{attr}({n})`: the byte count must be positive"),
            format!("`{attr}` states how many bytes may be read through the pointer: a positive number (llvm-as-22 refuses 0 and signs)"),
        )),
    }
}

/// `addrspace(N)`: 0..2^24.
pub fn addrspace(n: i128) -> Result<u32, Refusal> {
    match u32::try_from(n) {
        Ok(v) if v < 1 << 24 => Ok(v),
        _ => {
            Err((format!("address space {n} is not a 24-bit number"), "an address space is from 0 to 16777215, as llvm-as-22 requires (AMDGPU uses 0-8, NVPTX 0-7 and 101)".into()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected values: llvm-as-22 on one-line modules (the module comment lists its answers).
    #[test]
    fn alignments() {
        assert_eq!(align(1), Ok(1));
        assert_eq!(align(4096), Ok(4096));
        assert_eq!(align(1 << 32), Ok(1 << 32));
        for bad in [0, 3, -4, -2147483648, 1 << 33, 6] {
            assert!(align(bad).is_err(), "{bad}");
        }
        assert_eq!(align32(1 << 31), Ok(Ok(1 << 31)));
        assert!(matches!(align32(1 << 32), Ok(Err(_))));
        assert!(align32(-2).is_err());
    }

    #[test]
    fn stack_alignments() {
        assert_eq!(stack_align(16), Ok(16));
        assert_eq!(stack_align(1 << 31), Ok(1 << 31));
        for bad in [0, 3, -4, 1 << 32] {
            assert!(stack_align(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn dereferenceable_and_address_spaces() {
        assert_eq!(deref_bytes("dereferenceable", 3), Ok(3));
        assert_eq!(deref_bytes("dereferenceable", u64::MAX as i128), Ok(u64::MAX));
        assert_eq!(deref_bytes("dereferenceable", 1 << 64), Ok(u64::MAX));
        assert!(deref_bytes("dereferenceable", 0).is_err());
        assert!(deref_bytes("dereferenceable_or_null", -1).is_err());
        assert_eq!(addrspace(16777215), Ok(16777215));
        assert!(addrspace(16777216).is_err());
        assert!(addrspace(-1).is_err());
    }
}
