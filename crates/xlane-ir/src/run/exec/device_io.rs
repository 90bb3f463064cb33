//! Device `printf` and `assert` ([`Op::Printf`], [`Op::HipPrintf`], [`Op::AssertFail`]): the
//! strings and arguments are read from the wave's memory (CUDA: a packed buffer; HIP: ockl's
//! append stream), and formatted by `crate::run::printf`.

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
    /// The call: its function (index in the program) and line in the `.ll` file.
    pub(crate) func: u32,
    pub line: u32,
}

/// Lane `lane`'s line of the call running, kept while the launch's output is within
/// `limits.printf_bytes` (`run::printed`).
fn print(cx: &mut Cx, lane: u32, text: String) {
    let line = PrintLine { block: cx.wave.block_idx, wave: cx.wave.index, lane, text, turn: cx.side.turn, func: cx.func_id, line: cx.inst.line };
    cx.side.printed.push(line, cx.info.printf_bytes);
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

impl crate::run::printf::Args for Buffer<'_, '_> {
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
    cx.mem.at(cx.func_id, cx.pc);
    let mut ret = [0u64; L];
    for lane in lanes(cx.exec) {
        if (regs.und(fmt) | regs.und(args)) >> lane & 1 != 0 {
            return Err(lane_err(ErrKind::UndefinedValue, lane, "printf through an undefined pointer".into()));
        }
        let f = c_string(cx.mem, regs.lane(fmt, lane), lane)?;
        let mut buf = Buffer { mem: cx.mem, base: regs.lane(args, lane), off: 0, lane };
        let (text, n) = crate::run::printf::format(&f, &mut buf).map_err(|e| lane_err(ErrKind::Malformed, lane, format!("printf(\"{}\"): {e}", String::from_utf8_lossy(&f))))?;
        ret[lane as usize] = n as u64;
        print(cx, lane, text);
    }
    if let Some(d) = dst {
        regs.put(d, &ret, 0, cx.exec);
    }
    Ok(())
}

/// The `assert` error of the lowest lane of the exec mask.
pub(super) fn assert_fail(cx: &mut Cx, regs: &Regs, msg: Slot, file: Slot, line: Slot, func: Slot) -> RunError {
    cx.mem.at(cx.func_id, cx.pc);
    let exec = cx.exec;
    let lane = exec.trailing_zeros();
    let get = |mem: &mut Mem, s: Slot| c_string(mem, regs.lane(s, lane), lane).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_else(|e| format!("<{}>", e.message));
    let (m, f, fun) = (get(cx.mem, msg), get(cx.mem, file), get(cx.mem, func));
    let l = regs.lane(line, lane) as u32;
    let lanes_txt = if exec.count_ones() > 1 { format!(" (lanes {})", LaneMask(exec)) } else { String::new() };
    lane_err(ErrKind::Assert, lane, format!("assertion `{m}` failed at {f}:{l} in `{fun}`{lanes_txt}"))
}

/// One piece of a HIP printf message: a string (the format, or a `%s` argument) or a 64-bit
/// argument.
#[derive(Debug, Clone)]
enum Piece {
    Str(Vec<u8>),
    Word(u64),
}

/// HIP printf messages being assembled, by descriptor. `__ockl_printf_begin` hands each lane a
/// new descriptor; the appends name it, the last one prints the line.
#[derive(Debug, Default)]
pub(super) struct HipMessages {
    next: u64,
    open: std::collections::HashMap<u64, Vec<Piece>>,
}

/// The arguments of a finished message, in order (`%s` takes the next string piece).
struct Stream<'p> {
    pieces: std::slice::Iter<'p, Piece>,
}

impl Stream<'_> {
    fn word(&mut self) -> Result<u64, String> {
        match self.pieces.next() {
            Some(Piece::Word(w)) => Ok(*w),
            Some(Piece::Str(_)) => Err("a string where the format expects a number".into()),
            None => Err("printf has fewer arguments than its format".into()),
        }
    }
}

impl crate::run::printf::Args for Stream<'_> {
    fn int(&mut self, bytes: u32) -> Result<u64, String> {
        self.word().map(|w| if bytes >= 8 { w } else { w & ((1u64 << (8 * bytes)) - 1) })
    }
    fn double(&mut self) -> Result<f64, String> {
        self.word().map(f64::from_bits)
    }
    fn string(&mut self) -> Result<Vec<u8>, String> {
        match self.pieces.next() {
            Some(Piece::Str(s)) => Ok(s.clone()),
            // clang passes a `%s` argument it cannot see as a string as its address
            Some(Piece::Word(0)) => Ok(b"(null)".to_vec()),
            Some(Piece::Word(_)) => Err("a `%s` argument that is not passed as a string".into()),
            None => Err("printf has fewer arguments than its format".into()),
        }
    }
    fn pointer(&mut self) -> Result<u64, String> {
        self.word()
    }
}

/// `len` bytes at generic address `addr` (a string appended with its terminator: the
/// terminator and anything after it are dropped).
fn bytes_at(mem: &mut Mem, addr: u64, len: u64, lane: u32) -> RResult<Vec<u8>> {
    if len > 1 << 16 {
        return Err(lane_err(ErrKind::Malformed, lane, format!("printf string of {len} bytes (at most 64 KiB)")));
    }
    let mut s = Vec::with_capacity(len as usize);
    for k in 0..len {
        let (b, u) = mem.read(resolve(AddrSpace::Flat, addr.wrapping_add(k)), 1, lane).map_err(|e| with_lane(e, lane))?;
        if u {
            return Err(lane_err(ErrKind::UndefinedValue, lane, "printf reads an undefined string byte".into()));
        }
        if b == 0 {
            break;
        }
        s.push(b as u8);
    }
    Ok(s)
}

/// One call of HIP's printf stream for every lane of the exec mask. The last append of a
/// message formats it (the first piece is the format) and prints it as that lane's line.
/// The descriptor returned after the last append is the host's reply, which xlane does not
/// model: undefined.
pub(super) fn hip_printf(cx: &mut Cx, regs: &mut Regs, part: HipPrintfPart, args: &[Slot], dst: Slot) -> RResult<()> {
    cx.mem.at(cx.func_id, cx.pc);
    let mut ret = [0u64; L];
    let mut und = 0u64;
    for lane in lanes(cx.exec) {
        let arg = |k: usize| regs.lane(args[k], lane);
        if args.iter().any(|&s| regs.und(s) >> lane & 1 != 0) {
            return Err(lane_err(ErrKind::UndefinedValue, lane, "printf with an undefined operand".into()));
        }
        if part == HipPrintfPart::Begin {
            cx.side.hip_printf.next += 1;
            let desc = cx.side.hip_printf.next;
            cx.side.hip_printf.open.insert(desc, vec![]);
            ret[lane as usize] = desc;
            continue;
        }
        let desc = arg(0);
        let (piece, last) = match part {
            HipPrintfPart::String => {
                let (ptr, len) = (arg(1), arg(2));
                let s = if ptr == 0 { b"(null)".to_vec() } else { bytes_at(cx.mem, ptr, len, lane)? };
                (vec![Piece::Str(s)], arg(3) & 1 != 0)
            }
            _ => {
                let n = (arg(1) as usize).min(7);
                ((0..n).map(|k| Piece::Word(arg(2 + k))).collect(), arg(9) & 1 != 0)
            }
        };
        let Some(msg) = cx.side.hip_printf.open.get_mut(&desc) else {
            return Err(lane_err(ErrKind::Malformed, lane, format!("printf append to descriptor {desc}, which no __ockl_printf_begin returned")));
        };
        msg.extend(piece);
        ret[lane as usize] = desc;
        if !last {
            continue;
        }
        let msg = cx.side.hip_printf.open.remove(&desc).unwrap_or_default();
        let Some((Piece::Str(fmt), rest)) = msg.split_first() else {
            return Err(lane_err(ErrKind::Malformed, lane, "a HIP printf message that does not start with its format".into()));
        };
        let mut stream = Stream { pieces: rest.iter() };
        let (text, _) =
            crate::run::printf::format(fmt, &mut stream).map_err(|e| lane_err(ErrKind::Malformed, lane, format!("printf(\"{}\"): {e}", String::from_utf8_lossy(fmt))))?;
        print(cx, lane, text);
        und |= 1 << lane;
    }
    regs.put(dst, &ret, und, cx.exec);
    Ok(())
}

/// The `assert` error of HIP's `__assert_fail` trap: the lowest lane of the exec mask, with
/// the message that lane just printed (`file:line: function: Device-side assertion `expr'
/// failed.`).
pub(super) fn assert_trap(cx: &mut Cx) -> RunError {
    let exec = cx.exec;
    let lane = exec.trailing_zeros();
    let (block, wave) = (cx.wave.block_idx, cx.wave.index);
    let text = cx.side.printed.lines.iter().rev().find(|p| p.block == block && p.wave == wave && p.lane == lane).map(|p| p.text.trim_end().to_string());
    let lanes_txt = if exec.count_ones() > 1 { format!(" (lanes {})", LaneMask(exec)) } else { String::new() };
    let msg = match text {
        Some(t) => format!("{t}{lanes_txt}"),
        None => format!("device-side assertion failed{lanes_txt}"),
    };
    lane_err(ErrKind::Assert, lane, msg)
}

// The steps of this family's rows of the operation table (`program::ops`).
step!(Printf { fmt, args, dst } |cx, regs, exec| => device_io::printf(cx, regs, *fmt, *args, *dst)?);
step!(HipPrintf { part, args, dst } |cx, regs, exec| => device_io::hip_printf(cx, regs, *part, args, *dst)?);
step!(AssertFail { msg, file, line, func } |cx, regs, exec| -> Err(device_io::assert_fail(cx, regs, *msg, *file, *line, *func)));
