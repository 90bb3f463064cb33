//! Several sorted lists visited as one, in order, a slice at a time: how the parallel pass's
//! per-worker results are gathered without sorting them again.
//!
//! Each worker of a parallel pass takes runs of consecutive blocks in increasing order, so
//! what it collects (wave counts by block; its spans, list by list) is sorted, and the lists
//! of different workers interleave in long stretches. [`for_each_chunk`] hands out the
//! longest slice of one list that comes before every other list's next element, so the cost
//! is one heap step per stretch, not per element, and no element is copied.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Call `f` with slices of `runs` (each sorted by `key`) so that their concatenation is all
/// elements sorted by `key` (equal keys: the earlier run's first).
///
/// The runs' next elements wait in a heap, so a slice costs `log(runs)` steps: a pass on 16
/// workers has about 64 runs (a worker's list per region and kind) that interleave every few
/// elements, and a scan of every run per slice took 0.4 ms there (the device, XLANE_PHASES'
/// sweep).
pub fn for_each_chunk<T, K: Ord>(runs: &[&[T]], key: impl Fn(&T) -> K, mut f: impl FnMut(&[T])) {
    let mut at = vec![0usize; runs.len()];
    // each run's next element, the first (by key, then by run) on top
    let mut heads: BinaryHeap<Reverse<(K, usize)>> = runs.iter().enumerate().filter_map(|(i, r)| r.first().map(|x| Reverse((key(x), i)))).collect();
    while let Some(Reverse((_, i))) = heads.pop() {
        let rest = &runs[i][at[i]..];
        // what comes before the other runs' next element (this run's first element does)
        let n = match heads.peek() {
            None => rest.len(),
            Some(Reverse((bk, bi))) => rest.partition_point(|x| {
                let k = key(x);
                k < *bk || (k == *bk && i < *bi)
            }),
        };
        f(&rest[..n]);
        at[i] += n;
        if let Some(x) = runs[i].get(at[i]) {
            heads.push(Reverse((key(x), i)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a sort of the concatenation: random runs, with equal keys across runs.
    #[test]
    fn chunks_come_in_sorted_order() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rnd = |n: u64| crate::numerics::rng::xorshift(&mut seed) % n;
        for _ in 0..2000 {
            let k = rnd(6) as usize;
            let runs: Vec<Vec<(u64, usize)>> = (0..k)
                .map(|i| {
                    let mut r: Vec<(u64, usize)> = (0..rnd(20)).map(|_| (rnd(30), i)).collect();
                    r.sort();
                    r
                })
                .collect();
            let slices: Vec<&[(u64, usize)]> = runs.iter().map(|r| r.as_slice()).collect();
            let mut got = vec![];
            let mut calls = 0;
            for_each_chunk(
                &slices,
                |x| x.0,
                |c| {
                    calls += 1;
                    got.extend_from_slice(c)
                },
            );
            let mut want: Vec<(u64, usize)> = runs.concat();
            // stable: equal keys keep the order of the runs
            want.sort_by_key(|x| x.0);
            assert_eq!(got, want);
            assert!(calls <= want.len());
        }
    }

    #[test]
    fn long_stretches_are_one_chunk() {
        let a: Vec<u64> = (0..100).chain(200..300).collect();
        let b: Vec<u64> = (100..200).collect();
        let mut sizes = vec![];
        for_each_chunk(&[&a, &b], |&x| x, |c| sizes.push(c.len()));
        assert_eq!(sizes, vec![100, 100, 100]);
    }
}
