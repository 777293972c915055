//! A fast hasher for the searches' own maps (chain conclusions keyed by what they
//! remove, a link graph's nodes): std's default SipHash resists collision attacks on
//! keys an adversary picks, which these keys are not, and hashing them with it was a few
//! per cent of rating. Each word is folded in by a rotate, a xor and a multiply by an
//! odd constant (the scheme of Firefox's and rustc's "FxHash"); the map's buckets come
//! from the high bits the multiply mixes best. Nothing iterates these maps, so the
//! output does not depend on the hash.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// An odd constant with well-spread bits (2^64 divided by the golden ratio).
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

#[derive(Default, Clone, Copy)]
pub(crate) struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(n.into());
    }
    fn write_u16(&mut self, n: u16) {
        self.add(n.into());
    }
    fn write_u32(&mut self, n: u32) {
        self.add(n.into());
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        // The multiply leaves the low bits the least mixed; fold the high ones down.
        self.0 ^ (self.0 >> 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::Mark;
    use std::hash::{BuildHasher, Hash};

    /// Keys that differ in one cell or digit hash apart, so a map of a search's
    /// conclusions does not pile them into a few buckets.
    #[test]
    fn nearby_marks_spread_over_the_buckets() {
        let build = BuildHasherDefault::<FastHasher>::default();
        let mut buckets = std::collections::BTreeSet::new();
        for cell in 0..81 {
            for digit in 1..=9u8 {
                let key = vec![Mark::new(cell, digit)];
                buckets.insert(build.hash_one(&key) & 1023);
            }
        }
        // 729 keys into 1024 buckets: a uniform hash fills about 520 of them.
        assert!(buckets.len() > 450, "{} buckets used", buckets.len());
        let mut h = FastHasher::default();
        [1u8, 2, 3].hash(&mut h);
        let mut g = FastHasher::default();
        [1u8, 3, 2].hash(&mut g);
        assert_ne!(h.finish(), g.finish());
    }
}
