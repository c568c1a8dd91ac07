//! Position keys: a fast, stable 64-bit hash (see [`Position::key`]).

use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::Position;

/// A fast 64-bit [`Hasher`] for position keys and tables of positions: each
/// word is mixed in with a rotate, an xor and a multiply, and
/// [`Hasher::finish`] applies a final avalanche, so that nearby positions get
/// unrelated keys.
///
/// Not resistant to chosen inputs (do not use it for tables keyed by
/// untrusted data); stable across platforms and runs for a given version.
#[derive(Clone, Copy, Debug, Default)]
pub struct KeyHasher {
    state: u64,
}

const K: u64 = 0x9E37_79B9_7F4A_7C15;

impl KeyHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.state = (self.state.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for KeyHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 56));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // The finaliser of MurmurHash3 (fmix64).
        let mut h = self.state;
        h ^= h >> 33;
        h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        h ^= h >> 33;
        h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        h ^ (h >> 33)
    }
}

/// Builds [`KeyHasher`]s, for `HashMap`s and `HashSet`s of positions.
pub type BuildKeyHasher = BuildHasherDefault<KeyHasher>;

/// The default [`Position::key`]: the position's `Hash` through [`KeyHasher`].
pub(crate) fn key_of<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = KeyHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// A position in a hash table keyed by [`Position::key`] (and compared
/// exactly): what [`History`](crate::History) stores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keyed<P>(pub P);

impl<P: Position> Hash for Keyed<P> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.key());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_stable_and_spread() {
        assert_eq!(key_of(&[1u8, 2, 3]), key_of(&[1u8, 2, 3]));
        assert_ne!(key_of(&[1u8, 2, 3]), key_of(&[1u8, 2, 4]));
        assert_ne!(key_of(&[0u8; 9]), key_of(&[0u8; 10]));
        // A pinned value: keys are stable within a version, on every platform.
        assert_eq!(key_of(&(7u8, [0u8; 3])), 3_253_706_493_087_745_397);
    }
}
