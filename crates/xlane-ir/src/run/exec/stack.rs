//! The private stack of a wave's lanes, grown on demand.
//!
//! A launch reserves room for two of every frame its kernel can reach (`launch.rs`), enough
//! for any call chain without recursion. A recursive call's depth depends on the data
//! (`fib(n)` at -O0 keeps one frame per level), so a call that would run past the reserve
//! doubles the stack instead, up to CUDA's 512 KiB of local memory per thread (CUDA C++
//! Programming Guide, "Technical Specifications per Compute Capability"), the memory asked
//! for first (`try_reserve_exact`) so a host short of it gets an error, not an abort.

use crate::error::{ErrKind, RResult, RunError};
use crate::run::mem::Mem;

/// Private (stack) memory per lane that a launch may reserve: CUDA's 512 KiB of local memory
/// per thread (CUDA C++ Programming Guide, "Technical Specifications per Compute Capability"),
/// which also bounds what each wave allocates before it runs.
pub(crate) const MAX_PRIVATE_PER_LANE: u64 = 512 * 1024;

/// Make each lane's stack at least `need` bytes: re-lay the wave's `lanes × cap` private
/// bytes (lane-major) at the new capacity, new bytes zero and undefined. Private addresses
/// are offsets in the lane's stack, so the values already held stay valid.
pub(super) fn grow(mem: &mut Mem, lanes: usize, need: u64, func: &str) -> RResult<()> {
    let old = mem.private.cap;
    if need <= old {
        return Ok(());
    }
    if need > MAX_PRIVATE_PER_LANE {
        return Err(RunError::new(
            ErrKind::OutOfBounds,
            format!("private stack overflow: the call of `{func}` needs {need} bytes of stack per lane; CUDA gives a thread at most {MAX_PRIVATE_PER_LANE} bytes of local memory"),
        )
        .with_help("bound the recursion's depth (each level keeps its frame), or make the recursion a loop"));
    }
    let cap = need.next_power_of_two().max(old.saturating_mul(2)).min(MAX_PRIVATE_PER_LANE).next_multiple_of(16);
    let bytes = (cap as usize).checked_mul(lanes).expect("at most 64 lanes of 512 KiB");
    let relaid = |src: &Vec<u8>, fill: u8| -> RResult<Vec<u8>> {
        let mut v: Vec<u8> = Vec::new();
        v.try_reserve_exact(bytes).map_err(|_| {
            RunError::new(ErrKind::Launch, format!("no memory for a private stack of {cap} bytes per lane ({bytes} bytes for the wave's {lanes} lanes)"))
                .with_help("bound the recursion's depth, or run fewer blocks at a time (--jobs 1)")
        })?;
        v.resize(bytes, fill);
        for l in 0..lanes {
            let (o, n) = (l * old as usize, l * cap as usize);
            v[n..n + old as usize].copy_from_slice(&src[o..o + old as usize]);
        }
        Ok(v)
    };
    let bytes = relaid(&mem.private.bytes, 0)?;
    let undef = relaid(&mem.private.undef, 1)?;
    *mem.private = crate::run::mem::Private { bytes, undef, cap, touched: true };
    Ok(())
}
