//! The bound on a launch's device `printf` output. CUDA collects it in a buffer of fixed size,
//! 1 MiB unless the host sets `cudaLimitPrintfFifoSize` (CUDA C++ Programming Guide,
//! "Formatted Output", "Associated Host-Side API"). xlane keeps the longest prefix of the
//! output, in schedule order and in whole calls, that fits `limits.printf_bytes` (1 MiB by
//! default), and says in a `printf-limit` warning how many calls and bytes it dropped, at the
//! first call dropped. (CUDA's buffer is circular, so on overflow the newest output remains,
//! and it holds each call's arguments, not its text; xlane bounds the text and keeps the
//! oldest, which no schedule changes.)
//!
//! Each part of a launch bounds its lines as it runs, so memory stays bounded too: a wave
//! ([`Lines`]), then a worker's blocks ([`ByBlock`]), keep their lines until their own output
//! passes the limit, the line that passes it included, and only count the rest. Those lines lie
//! past the launch's limit too (the part's own earlier lines come before them), and the final
//! cut ([`ByBlock::cut`]) falls at or before the kept line that passed the limit, so the
//! output is the prefix the launch's lines in order give.

use crate::error::{ErrKind, Location};
use crate::program::Program;
use crate::run::exec::{PrintLine, Warning};
use std::collections::BTreeMap;

/// The output kept without `limits.printf_bytes`: CUDA's default printf buffer, 1 MiB.
pub const DEFAULT_LIMIT: u64 = 1 << 20;

/// What a call takes of the bound: its text's bytes, at least one (an empty line is a call
/// too, and the number of calls kept must be bounded as well).
fn charge(p: &PrintLine) -> u64 {
    (p.text.len() as u64).max(1)
}

/// Calls dropped and the bytes of their text.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Dropped {
    pub calls: u64,
    pub bytes: u64,
}

impl Dropped {
    fn count(&mut self, p: &PrintLine) {
        self.calls += 1;
        self.bytes += p.text.len() as u64;
    }

    fn add(&mut self, o: Dropped) {
        self.calls += o.calls;
        self.bytes += o.bytes;
    }
}

/// A wave's lines in execution order (or a block's, by turn), bounded under `limit`.
#[derive(Debug, Default)]
pub struct Lines {
    pub lines: Vec<PrintLine>,
    bytes: u64,
    dropped: Dropped,
    limit: u64,
}

impl Lines {
    /// Keep `p` unless the lines kept already pass `limit`.
    pub fn push(&mut self, p: PrintLine, limit: u64) {
        self.limit = limit;
        if self.bytes > limit {
            self.dropped.count(&p);
        } else {
            self.bytes += charge(&p);
            self.lines.push(p);
        }
    }

    /// A block's lines: its waves' together, in the order of the waves' turns.
    pub fn of_block(waves: impl IntoIterator<Item = Lines>) -> Lines {
        let mut all = Lines::default();
        for w in waves {
            all.lines.extend(w.lines);
            all.bytes += w.bytes;
            all.dropped.add(w.dropped);
            all.limit = all.limit.max(w.limit);
        }
        all.lines.sort_by_key(|p| p.turn);
        all
    }
}

/// By block (linear index), the lines of the blocks a worker ran, bounded as blocks come in.
#[derive(Debug, Default)]
pub struct ByBlock {
    blocks: BTreeMap<u64, Vec<PrintLine>>,
    bytes: u64,
    dropped: Dropped,
    limit: u64,
}

impl ByBlock {
    pub fn insert(&mut self, block: u64, lines: Lines) {
        self.limit = self.limit.max(lines.limit);
        self.dropped.add(lines.dropped);
        if !lines.lines.is_empty() {
            self.bytes += lines.bytes;
            self.blocks.insert(block, lines.lines);
            self.bound();
        }
    }

    pub fn merge(&mut self, other: ByBlock) {
        self.limit = self.limit.max(other.limit);
        self.dropped.add(other.dropped);
        self.bytes += other.bytes;
        self.blocks.extend(other.blocks);
        self.bound();
    }

    /// Once more than twice the limit is kept, keep the lines in block order until they pass
    /// the limit (the line that passes it included) and drop the rest.
    fn bound(&mut self) {
        if self.bytes <= 2 * self.limit {
            return;
        }
        let (mut total, mut past) = (0u64, None);
        for (&b, lines) in self.blocks.iter_mut() {
            if total > self.limit {
                past = Some(b);
                break;
            }
            let mut keep = lines.len();
            for (i, p) in lines.iter().enumerate() {
                if total > self.limit {
                    keep = i;
                    break;
                }
                total += charge(p);
            }
            for p in lines.drain(keep..) {
                self.dropped.count(&p);
            }
        }
        for p in past.map(|b| self.blocks.split_off(&b)).unwrap_or_default().values().flatten() {
            self.dropped.count(p);
        }
        self.blocks.retain(|_, lines| !lines.is_empty());
        self.bytes = total;
    }

    /// The launch's output: the longest prefix, in schedule order, whose calls fit the limit,
    /// and what was dropped, if anything was (a call is dropped here whenever one was dropped
    /// earlier: the part that dropped it kept more than the limit).
    pub fn cut(self) -> (Vec<PrintLine>, Option<Overflow>) {
        let (mut kept, mut total, mut first, mut dropped) = (vec![], 0u64, None, self.dropped);
        for p in self.blocks.into_values().flatten() {
            if first.is_none() && total + charge(&p) <= self.limit {
                total += charge(&p);
                kept.push(p);
            } else {
                dropped.count(&p);
                first.get_or_insert(p);
            }
        }
        (kept, first.map(|first| Overflow { dropped, first, limit: self.limit }))
    }
}

/// Output past the limit: how much, and the first call dropped.
#[derive(Debug, Clone)]
pub struct Overflow {
    pub dropped: Dropped,
    pub first: PrintLine,
    pub limit: u64,
}

impl Overflow {
    /// The `printf-limit` warning, at the first call dropped.
    pub fn warning(&self, prog: &Program, kernel: &str) -> Warning {
        let Overflow { dropped, first: p, limit } = self;
        let at = Location {
            kernel: kernel.to_string(),
            function: prog.funcs.get(p.func as usize).map(|f| f.name.clone()).unwrap_or_default(),
            block: p.block,
            wave: p.wave,
            lane: Some(p.lane),
            line: p.line,
            inst: prog.lines.get((p.line as usize).wrapping_sub(1)).cloned().unwrap_or_default(),
            src_line: None,
            src: prog.src_chains.get(&p.line).cloned().unwrap_or_default(),
        };
        let message =
            format!("the device printf output passed its limit of {limit} bytes: {} call(s) from this one on were dropped, {} bytes of text", dropped.calls, dropped.bytes);
        Warning { kind: ErrKind::PrintfLimit, message, at, origin: None, related: None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(block: u32, turn: u64, text: &str) -> PrintLine {
        PrintLine { block: [block, 0, 0], wave: 0, lane: 0, text: text.into(), turn, func: 0, line: 1 }
    }

    /// The output of blocks of ten-byte lines, bounded at 25 bytes: the first two lines in
    /// block order, whichever way the blocks were collected (one worker, or two merged, with
    /// a wave that stopped keeping lines on its own), and every other call counted dropped.
    #[test]
    fn the_output_is_the_prefix_that_fits_however_it_was_collected() {
        let ten = "0123456789";
        let wave = |block: u32, n: usize| {
            let mut l = Lines::default();
            for t in 0..n {
                l.push(line(block, t as u64, ten), 25);
            }
            l
        };
        let mut one = ByBlock::default();
        for b in 0..6 {
            one.insert(b as u64, wave(b, 2));
        }
        let (mut a, mut b) = (ByBlock::default(), ByBlock::default());
        for blk in 0..6 {
            // worker b's block 5 prints 8 lines: its wave keeps three and counts five
            let worker = if blk % 2 == 0 { &mut a } else { &mut b };
            worker.insert(blk as u64, wave(blk, if blk == 5 { 8 } else { 2 }));
        }
        a.merge(b);
        for (by, calls) in [(one, 12), (a, 18)] {
            let (kept, over) = by.cut();
            assert_eq!(kept.iter().map(|p| (p.block[0], p.turn)).collect::<Vec<_>>(), [(0, 0), (0, 1)]);
            let over = over.expect("output dropped");
            assert_eq!(over.dropped, Dropped { calls: calls - 2, bytes: (calls - 2) * 10 });
            assert_eq!((over.first.block[0], over.first.turn), (1, 0));
        }
    }
}
