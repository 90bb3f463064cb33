//! [`LaunchConfig::repeat`](crate::run::launch::LaunchConfig::repeat) (`xlane run --repeat N`):
//! one kernel launched N times in one process, for the timing of warm launches (threads
//! started, caches and pages warm) and as a check that the runner is deterministic.
//!
//! The program, its plan (compiled code included) and the threads are made once, and the
//! workers' memory and call-site caches pass from launch to launch (`run::schedule::Kept`),
//! as they pass from block to block within one. Before each launch after the first, global
//! memory goes back to what the placement made (the spec's buffers, the module's variables,
//! the dispatch packet: bytes and shadow). Each launch must
//! give the first one's result bit for bit — memory and its undefined/unwritten marks,
//! instruction counts, warnings, printf output, approximate stores, or the same error — else
//! the run stops with an `internal` error naming the launch and the first difference: the
//! runner is deterministic by design, so a difference is xlane's own bug. A `time-limit`
//! error depends on the clock, not the program: it ends the repeats and is the result.
//!
//! Memory: the initial and the first launch's final contents of every region are kept, two
//! copies of the launch's global memory besides the one it runs on.

use std::num::NonZeroU32;

use crate::error::{ErrKind, RResult, RunError};
use crate::run::launch::RunReport;
use crate::run::mem::Region;

/// Run `once` `n` times on `regions`, each launch from the memory they hold on entry; the first
/// launch's report with every launch's timings, and the median launch's times as its own.
pub(super) fn launches(n: NonZeroU32, regions: &mut Vec<Region>, mut once: impl FnMut(&mut Vec<Region>) -> RResult<RunReport>) -> RResult<RunReport> {
    let initial = Snapshot::of(regions)?;
    let first = once(regions);
    let first_memory = if first.is_ok() { Some(Snapshot::of(regions)?) } else { None };
    let mut timings = first.as_ref().map(|r| r.launches.clone()).unwrap_or_default();
    for k in 2..=n.get() {
        if timed_out(&first) {
            break;
        }
        initial.restore(regions);
        let now = once(regions);
        let difference = match (&first, now) {
            (_, Err(mut e)) if e.kind == ErrKind::TimeLimit => {
                e.message = format!("{} (launch {k} of {n})", e.message);
                return Err(e);
            }
            (Ok(a), Ok(b)) => {
                let d = report_difference(a, &b).or_else(|| first_memory.as_ref().and_then(|m| m.difference(regions)));
                timings.extend(b.launches);
                d
            }
            (Err(a), Err(b)) => (format!("{a:?}") != format!("{b:?}")).then(|| format!("it stopped with {}; launch 1 with {}", error_words(&b), error_words(a))),
            (Ok(_), Err(b)) => Some(format!("it stopped with {}; launch 1 ran to its end", error_words(&b))),
            (Err(a), Ok(_)) => Some(format!("it ran to its end; launch 1 stopped with {}", error_words(a))),
        };
        if let Some(d) = difference {
            return Err(not_deterministic(k, n, &d));
        }
    }
    let mut report = first?;
    report.elapsed_s = median(timings.iter().map(|t| t.elapsed_s).collect());
    report.cpu_s = timings.iter().map(|t| t.cpu_s).collect::<Option<Vec<f64>>>().map(median);
    report.launches = timings;
    Ok(report)
}

fn timed_out(r: &RResult<RunReport>) -> bool {
    r.as_ref().is_err_and(|e| e.kind == ErrKind::TimeLimit)
}

/// The error of launch `k` whose result was not the first's.
fn not_deterministic(k: u32, n: NonZeroU32, difference: &str) -> RunError {
    RunError::new(ErrKind::Internal, format!("launch {k} of {n} gave another result than launch 1: {difference}")).with_help(
        "xlane's runner is deterministic by design, so this is a bug in xlane: please report it with the spec (`--schedule sequential` shows whether the parallel schedule is involved)",
    )
}

fn error_words(e: &RunError) -> String {
    format!("error[{}] {}", e.kind.as_str(), e.message)
}

/// The median of `v` (not empty): the middle value, or the mean of the two middle ones.
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m]
    } else {
        (v[m - 1] + v[m]) / 2.0
    }
}

/// The first way two launches' reports differ, in words (`b` the later launch's), timings and
/// threads aside.
fn report_difference(a: &RunReport, b: &RunReport) -> Option<String> {
    let steps = |r: &RunReport| r.wave_steps.iter().map(|(block, wave, n)| (format!("wave {wave} of block {block}"), n.to_string())).collect::<Vec<_>>();
    let shown = |v: &[(String, String)]| v.iter().map(|(what, n)| format!("{n} instructions in {what}")).collect::<Vec<_>>();
    let debug = |v: &[_]| v.iter().map(|x: &crate::run::exec::Warning| format!("{x:?}")).collect::<Vec<_>>();
    let lines = |r: &RunReport| r.printed.iter().map(|p| format!("{p:?}")).collect::<Vec<_>>();
    let one = |x: String| vec![x];
    let fields: [(&str, Vec<String>, Vec<String>); 8] = [
        ("the waves run", one(a.waves.to_string()), one(b.waves.to_string())),
        ("the instructions run", one(a.total_steps.to_string()), one(b.total_steps.to_string())),
        ("the instruction count", shown(&steps(a)), shown(&steps(b))),
        ("warning", debug(&a.warnings), debug(&b.warnings)),
        ("printf line", lines(a), lines(b)),
        ("the printf output dropped", one(format!("{:?}", a.printf_overflow)), one(format!("{:?}", b.printf_overflow))),
        ("the approximate stores", one(format!("{:?} {}", a.approx, a.approx_stores)), one(format!("{:?} {}", b.approx, b.approx_stores))),
        ("why the blocks ran again in order", one(format!("{:?}", a.rerun)), one(format!("{:?}", b.rerun))),
    ];
    fields.iter().find_map(|(what, x, y)| list_difference(what, x, y))
}

/// The first item where lists `a` (launch 1's) and `b` differ, or their lengths.
fn list_difference(what: &str, a: &[String], b: &[String]) -> Option<String> {
    let cut = |s: &str| match s.char_indices().nth(200) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    };
    match a.iter().zip(b).position(|(x, y)| x != y) {
        Some(i) if a.len() == 1 => Some(format!("{what}: {}; launch 1: {}", cut(&b[i]), cut(&a[i]))),
        Some(i) => Some(format!("{what} {} of {}: {}; launch 1: {}", i + 1, b.len(), cut(&b[i]), cut(&a[i]))),
        None if a.len() != b.len() => Some(format!("{} {what}(s); launch 1: {}", b.len(), a.len())),
        None => None,
    }
}

/// The bytes and undefined/unwritten marks of every region at one moment.
struct Snapshot(Vec<(Vec<u8>, Shadow)>);

/// A region's marks as kept: none (no shadow), all zero (kept without a copy), or a copy.
enum Shadow {
    None,
    Zero,
    Bytes(Vec<u8>),
}

impl Snapshot {
    /// The copy, or an error when the host has no memory for it (checked before copying: a
    /// launch's buffers may take 2 GiB, and `--repeat` keeps two copies besides).
    fn of(regions: &[Region]) -> RResult<Snapshot> {
        let copy = |bytes: &[u8]| -> RResult<Vec<u8>> {
            let mut v = Vec::new();
            v.try_reserve_exact(bytes.len()).map_err(|_| {
                RunError::new(ErrKind::Launch, format!("no memory to keep a copy of {} bytes of global memory between repeated launches", bytes.len()))
                    .with_help("`--repeat` keeps two copies of the launch's buffers: run without it, or a smaller problem")
            })?;
            v.extend_from_slice(bytes);
            Ok(v)
        };
        let kept = regions.iter().map(|r| {
            let shadow = match &r.undef {
                None => Shadow::None,
                Some(_) if r.undef_zero => Shadow::Zero,
                Some(u) => Shadow::Bytes(copy(u)?),
            };
            Ok((copy(&r.data)?, shadow))
        });
        Ok(Snapshot(kept.collect::<RResult<_>>()?))
    }

    /// Put the kept contents back into the same regions (their pages stay as they are: a
    /// repeat runs on the memory the first launch faulted in).
    fn restore(&self, regions: &mut [Region]) {
        for (r, (data, shadow)) in regions.iter_mut().zip(&self.0) {
            r.data.copy_from_slice(data);
            match (shadow, r.undef.as_mut()) {
                (Shadow::Zero, Some(_)) if r.undef_zero => {}
                (Shadow::Zero, Some(u)) => u.fill(0),
                (Shadow::Bytes(b), Some(u)) => u.copy_from_slice(b),
                _ => {}
            }
            r.undef_zero = matches!(shadow, Shadow::Zero);
        }
    }

    /// The first byte or mark of `regions` that differs from the kept one, in words.
    fn difference(&self, regions: &[Region]) -> Option<String> {
        for (r, (data, shadow)) in regions.iter().zip(&self.0) {
            if let Some((i, now, was)) = first_byte_difference(&r.data, data) {
                return Some(format!("byte {i} of `{}` is {now:#04x}; launch 1 left {was:#04x}", r.name));
            }
            let zeros = |n: usize| std::iter::repeat_n(0u8, n);
            let found = match (shadow, &r.undef) {
                (Shadow::Bytes(b), Some(u)) if !r.undef_zero => first_byte_difference(u, b),
                (Shadow::Bytes(b), Some(_)) => first_difference(zeros(b.len()), b.iter().copied()),
                (Shadow::Zero, Some(u)) if !r.undef_zero => first_difference(u.iter().copied(), zeros(u.len())),
                _ => None,
            };
            if let Some((i, now, was)) = found {
                return Some(format!(
                    "the undefined/unwritten marks of byte {i} of `{}` are {now:#04x}; launch 1 left {was:#04x} ({} undefined, {} unwritten)",
                    r.name,
                    crate::run::mem::UNDEF,
                    crate::run::mem::UNWRITTEN
                ));
            }
        }
        None
    }
}

/// The first index where `now` and `was` differ, with both bytes (a fast equal check first).
fn first_byte_difference(now: &[u8], was: &[u8]) -> Option<(usize, u8, u8)> {
    if now == was {
        return None;
    }
    first_difference(now.iter().copied(), was.iter().copied())
}

fn first_difference(now: impl Iterator<Item = u8>, was: impl Iterator<Item = u8>) -> Option<(usize, u8, u8)> {
    now.zip(was).enumerate().find(|(_, (x, y))| x != y).map(|(i, (x, y))| (i, x, y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::launch::Timing;

    fn report(steps: u64) -> RunReport {
        RunReport { total_steps: steps, launches: vec![Timing { elapsed_s: steps as f64, ..Timing::default() }], ..RunReport::default() }
    }

    fn regions() -> Vec<Region> {
        vec![Region::new("argument 0 (u8 buffer)", vec![0; 16]), Region::with_shadow("argument 1 (u32 buffer)", vec![0; 64])]
    }

    /// `n` launches of `f` (told the launch's number, from 1) on fresh regions: the result,
    /// and the launches that ran.
    fn run(n: u32, mut f: impl FnMut(u32, &mut Vec<Region>) -> RResult<RunReport>) -> (RResult<RunReport>, Vec<Region>, u32) {
        let (mut mem, mut k) = (regions(), 0);
        let r = launches(NonZeroU32::new(n).unwrap(), &mut mem, |regions| {
            k += 1;
            f(k, regions)
        });
        (r, mem, k)
    }

    /// The `internal` error of `n` launches of `f`.
    fn difference(n: u32, f: impl FnMut(u32, &mut Vec<Region>) -> RResult<RunReport>) -> String {
        let e = run(n, f).0.unwrap_err();
        assert_eq!(e.kind, ErrKind::Internal, "{e:?}");
        e.message
    }

    #[test]
    fn launches_that_agree_give_the_first_report_and_the_median_time() {
        let times = [3.0, 1.0, 2.0, 9.0, 5.0];
        let (r, mem, _) = run(5, |k, regions| {
            // each launch starts from the initial memory, and writes the same bytes
            assert_eq!(regions[1].data[7], 0);
            regions[1].data[7] = 42;
            let mut r = report(7);
            r.launches[0].elapsed_s = times[k as usize - 1];
            Ok(r)
        });
        let r = r.unwrap();
        assert_eq!(r.launches.iter().map(|t| t.elapsed_s).collect::<Vec<_>>(), times);
        assert_eq!(r.elapsed_s, 3.0);
        assert_eq!(mem[1].data[7], 42);
    }

    #[test]
    fn one_byte_of_another_launch_is_named() {
        let e = difference(4, |k, regions| {
            regions[1].data[9] = if k == 3 { 5 } else { 4 };
            Ok(report(7))
        });
        assert_eq!(e, "launch 3 of 4 gave another result than launch 1: byte 9 of `argument 1 (u32 buffer)` is 0x05; launch 1 left 0x04");
    }

    #[test]
    fn an_undefined_mark_of_another_launch_is_named() {
        let e = difference(2, |k, regions| {
            if k == 2 {
                regions[1].undef.as_mut().unwrap()[12] = crate::run::mem::UNDEF;
                regions[1].undef_zero = false;
            }
            Ok(report(7))
        });
        let named = "launch 2 of 2 gave another result than launch 1: the undefined/unwritten marks of byte 12 of `argument 1 (u32 buffer)` are 0x01; launch 1 left 0x00";
        assert!(e.starts_with(named), "{e}");
    }

    #[test]
    fn memory_and_marks_go_back_to_the_initial_ones() {
        let mut mem = regions();
        mem[1].undef.as_mut().unwrap()[3] = crate::run::mem::UNWRITTEN;
        mem[1].undef_zero = false;
        let initial = Snapshot::of(&mem).expect("a small copy");
        mem[0].data[1] = 8;
        mem[1].undef.as_mut().unwrap()[3] = 0;
        assert!(initial.difference(&mem).unwrap().starts_with("byte 1 of `argument 0 (u8 buffer)` is 0x08"));
        initial.restore(&mut mem);
        assert_eq!(initial.difference(&mem), None);
        assert_eq!(mem[1].undef.as_ref().unwrap()[3], crate::run::mem::UNWRITTEN);
    }

    #[test]
    fn another_report_field_is_named() {
        let e = difference(3, |k, _| Ok(report(if k == 2 { 8 } else { 7 })));
        assert_eq!(e, "launch 2 of 3 gave another result than launch 1: the instructions run: 8; launch 1: 7");
    }

    #[test]
    fn an_error_must_be_the_same_error() {
        let e = difference(3, |k, _| Err(RunError::new(ErrKind::OutOfBounds, format!("load at {}", if k == 3 { 1 } else { 0 }))));
        assert!(
            e.starts_with("launch 3 of 3 gave another result than launch 1: it stopped with error[out-of-bounds] load at 1; launch 1 with error[out-of-bounds] load at 0"),
            "{e}"
        );
    }

    #[test]
    fn a_time_limit_ends_the_repeats() {
        let (r, _, ran) = run(5, |k, _| if k == 2 { Err(RunError::new(ErrKind::TimeLimit, "past 1 s")) } else { Ok(report(7)) });
        let e = r.unwrap_err();
        assert_eq!((e.kind, e.message.as_str(), ran), (ErrKind::TimeLimit, "past 1 s (launch 2 of 5)", 2));
    }

    #[test]
    fn median_of_an_even_count_is_the_mean_of_the_middle_two() {
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), 2.5);
        assert_eq!(median(vec![2.0]), 2.0);
    }
}
