//! Device `printf` and `assert` ([`Op::Printf`], [`Op::AssertFail`]): the strings and the
//! packed argument buffer are read from the wave's memory, and formatted by `crate::printf`.

use super::step::Cx;
use super::*;

/// One line a lane printed, with where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintLine {
    pub block: [u32; 3],
    pub wave: u32,
    pub lane: u32,
    pub text: String,
    /// The scheduling turn of the block (the waves of a block take turns between
    /// barriers): lines sort into execution order by it.
    pub turn: u64,
}

/// A NUL-terminated string at generic address `addr` (at most 64 KiB).
fn c_string(mem: &mut Mem, addr: u64, lane: u32) -> RResult<Vec<u8>> {
    let mut s = vec![];
    for k in 0..65536u64 {
        let (b, u) = mem.read(resolve(AddrSpace::Flat, addr.wrapping_add(k)), 1, lane).map_err(|e| with_lane(e, lane))?;
        if u {
            return Err(lane_err(ErrKind::UndefinedValue, lane, "printf/assert reads an undefined string byte".into()));
        }
        if b == 0 {
            return Ok(s);
        }
        s.push(b as u8);
    }
    Err(lane_err(ErrKind::Malformed, lane, "a printf/assert string without a terminator within 64 KiB".into()))
}

/// CUDA's argument buffer: each argument at its natural alignment (clang's `vprintf`
/// lowering packs them in a struct; floats are promoted to double).
struct Buffer<'m, 'a> {
    mem: &'m mut Mem<'a>,
    base: u64,
    off: u64,
    lane: u32,
}

impl Buffer<'_, '_> {
    fn take(&mut self, bytes: u64) -> Result<u64, String> {
        if self.base == 0 {
            return Err("printf has fewer arguments than its format".into());
        }
        self.off = self.off.next_multiple_of(bytes);
        let (v, u) = self.mem.read(resolve(AddrSpace::Flat, self.base + self.off), bytes as u32, self.lane).map_err(|e| e.message)?;
        if u {
            return Err("a printf argument is undefined".into());
        }
        self.off += bytes;
        Ok(v)
    }
}

impl crate::printf::Args for Buffer<'_, '_> {
    fn int(&mut self, bytes: u32) -> Result<u64, String> {
        self.take(bytes as u64)
    }
    fn double(&mut self) -> Result<f64, String> {
        self.take(8).map(f64::from_bits)
    }
    fn string(&mut self) -> Result<Vec<u8>, String> {
        let p = self.take(8)?;
        if p == 0 {
            return Ok(b"(null)".to_vec());
        }
        c_string(self.mem, p, self.lane).map_err(|e| e.message)
    }
    fn pointer(&mut self) -> Result<u64, String> {
        self.take(8)
    }
}

/// `vprintf`: format one line per lane of the exec mask, in lane order, and write each
/// lane's return value (the number of arguments, as CUDA's printf returns).
pub(super) fn printf(cx: &mut Cx, regs: &mut Regs, fmt: Slot, args: Slot, dst: Option<Slot>) -> RResult<()> {
    cx.mem.hold();
    let mut ret = [0u64; L];
    for lane in lanes(cx.exec) {
        if (regs.und(fmt) | regs.und(args)) >> lane & 1 != 0 {
            return Err(lane_err(ErrKind::UndefinedValue, lane, "printf through an undefined pointer".into()));
        }
        let f = c_string(cx.mem, regs.lane(fmt, lane), lane)?;
        let mut buf = Buffer { mem: cx.mem, base: regs.lane(args, lane), off: 0, lane };
        let (text, n) = crate::printf::format(&f, &mut buf).map_err(|e| lane_err(ErrKind::Malformed, lane, format!("printf(\"{}\"): {e}", String::from_utf8_lossy(&f))))?;
        ret[lane as usize] = n as u64;
        cx.side.printed.push(PrintLine { block: cx.wave.block_idx, wave: cx.wave.index, lane, text, turn: cx.side.turn });
    }
    if let Some(d) = dst {
        regs.put(d, &ret, 0, cx.exec);
    }
    Ok(())
}

/// The `assert` error of the lowest lane of the exec mask.
pub(super) fn assert_fail(cx: &mut Cx, regs: &Regs, msg: Slot, file: Slot, line: Slot, func: Slot) -> RunError {
    cx.mem.hold();
    let exec = cx.exec;
    let lane = exec.trailing_zeros();
    let get = |mem: &mut Mem, s: Slot| c_string(mem, regs.lane(s, lane), lane).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_else(|e| format!("<{}>", e.message));
    let (m, f, fun) = (get(cx.mem, msg), get(cx.mem, file), get(cx.mem, func));
    let l = regs.lane(line, lane) as u32;
    let lanes_txt = if exec.count_ones() > 1 { format!(" (lanes {})", lane_list(exec)) } else { String::new() };
    lane_err(ErrKind::Assert, lane, format!("assertion `{m}` failed at {f}:{l} in `{fun}`{lanes_txt}"))
}
