//! Values filed under small integer keys, each key's in the order given: the flat lists
//! the ALS index and the link graph are made of.

/// Values filed under keys `0..keys`, each key's in the order they were given. Built by
/// a counting sort into one array: the ALS index and the link graphs are rebuilt for
/// most candidate states, and a vector per key (one allocation each), or a sort of every
/// pair, was a good part of their cost.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Buckets<T> {
    /// Key k's values are `items[start[k]..start[k + 1]]`.
    start: Vec<usize>,
    items: Vec<T>,
}

impl<T: Copy + Default> Buckets<T> {
    /// `entries` is asked twice, to count and to fill, and must give the same
    /// (key, value) pairs both times.
    pub(crate) fn new<I: Iterator<Item = (usize, T)>>(
        keys: usize,
        entries: impl Fn() -> I,
    ) -> Buckets<T> {
        let mut start = vec![0usize; keys + 1];
        for (k, _) in entries() {
            start[k + 1] += 1;
        }
        for k in 0..keys {
            start[k + 1] += start[k];
        }
        let mut next = start.clone();
        let mut items = vec![T::default(); start[keys]];
        for (k, v) in entries() {
            items[next[k]] = v;
            next[k] += 1;
        }
        Buckets { start, items }
    }
    pub(crate) fn get(&self, k: usize) -> &[T] {
        &self.items[self.start[k]..self.start[k + 1]]
    }
    pub(crate) fn get_mut(&mut self, k: usize) -> &mut [T] {
        &mut self.items[self.start[k]..self.start[k + 1]]
    }
}
