//! What a program keeps from launch to launch: values built from the program and a key (the
//! compiled tier's code, by its compile inputs), so a kernel launched again is not compiled
//! again. Values are type-erased so that the program does not depend on what is cached.

use std::any::Any;
use std::sync::{Arc, Mutex};

/// A program keeps values for this many keys; the oldest goes first.
const KEPT: usize = 8;

type Entry = (Vec<u64>, Arc<dyn Any + Send + Sync>);

/// Values by key. A clone of the program starts empty.
#[derive(Default)]
pub struct LaunchCache(Mutex<Vec<Entry>>);

impl LaunchCache {
    /// The value kept for `key`, built by `build` the first time (or when a value of another
    /// type was kept for it).
    pub fn get_or_build<T: Any + Send + Sync>(&self, key: Vec<u64>, build: impl FnOnce() -> T) -> Arc<T> {
        // a poisoned lock only means another launch panicked while building: build anew
        let Ok(mut kept) = self.0.lock() else { return Arc::new(build()) };
        if let Some(v) = kept.iter().find(|(k, _)| *k == key).and_then(|(_, v)| v.clone().downcast::<T>().ok()) {
            return v;
        }
        let v = Arc::new(build());
        kept.retain(|(k, _)| *k != key);
        if kept.len() >= KEPT {
            kept.remove(0);
        }
        kept.push((key, v.clone()));
        v
    }
}

impl Clone for LaunchCache {
    fn clone(&self) -> LaunchCache {
        LaunchCache::default()
    }
}

impl std::fmt::Debug for LaunchCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LaunchCache(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_is_built_once_and_the_latest_are_kept() {
        let cache = LaunchCache::default();
        let builds = std::cell::Cell::new(0u32);
        let build = || {
            builds.set(builds.get() + 1);
            builds.get()
        };
        let a = cache.get_or_build(vec![1, 2], build);
        let b = cache.get_or_build(vec![1, 2], build);
        assert!(Arc::ptr_eq(&a, &b));
        assert_eq!(builds.get(), 1);
        // a key that is a prefix of another is another key
        cache.get_or_build(vec![1], build);
        assert_eq!(builds.get(), 2);
        for k in 10..10 + KEPT as u64 {
            cache.get_or_build(vec![k], build);
        }
        // the oldest went out
        cache.get_or_build(vec![1, 2], build);
        assert_eq!(builds.get(), 3 + KEPT as u32);
        // a value of another type under the same key is built anew
        let s = cache.get_or_build(vec![1, 2], || "text");
        assert_eq!(*s, "text");
        // a cloned program builds anew
        let copy = cache.clone();
        copy.get_or_build(vec![1, 2], build);
        assert_eq!(builds.get(), 4 + KEPT as u32);
    }
}
