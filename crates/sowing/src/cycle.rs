//! Cycle detection for runs of relays: whether the state before a relay was
//! met before, exactly (Brent's detector, then distinguished states).

/// What a cycle detector says of the state before a relay.
pub(crate) enum Seen {
    /// Not seen before (as far as it knows).
    New,
    /// Seen before: the relays never end.
    Repeat,
    /// Not seen before, and the next detector takes over.
    GiveUp,
}

/// Relays sown with Brent's detector alone before the distinguished states
/// join in: most long turns end or cycle before, with nothing allocated.
pub(crate) const BRENT_FIRST: u32 = 1 << 12;

/// One state in 2^8 is distinguished ([`Distinguished`]).
const RARITY: u32 = 8;

/// Most distinguished states kept (about 40 MiB): past that, new ones are
/// no longer kept and Brent's detector alone finds the repeat.
const KEPT_MAX: usize = 1 << 20;

/// Brent's detector: the state against one saved at powers of two.
pub(crate) struct Brent {
    saved: (u128, usize),
    power: u32,
    steps: u32,
    /// States asked about.
    pub(crate) asked: u32,
}

impl Brent {
    pub(crate) fn new() -> Brent {
        Brent {
            saved: (0, usize::MAX),
            power: 1,
            steps: 0,
            asked: 0,
        }
    }

    /// Whether this state is the one saved; saves it at powers of two.
    #[inline(always)]
    pub(crate) fn seen(&mut self, x: u128, at: usize) -> bool {
        if (x, at) == self.saved {
            return true;
        }
        self.steps += 1;
        if self.steps >= self.power {
            self.saved = (x, at);
            self.power = self.power.saturating_mul(2);
            self.steps = 0;
        }
        self.asked = self.asked.saturating_add(1);
        false
    }
}

/// Distinguished states (van Oorschot and Wiener's "distinguished points"):
/// one state in 2^[`RARITY`], by a hash, is kept in a set. Once the relays
/// are in their cycle, the first distinguished state of the cycle comes
/// back one cycle later and is found in the set. Every other state costs a
/// multiply and a test.
#[derive(Default)]
pub(crate) struct Distinguished {
    set: std::collections::HashSet<(u128, usize)>,
}

impl Distinguished {
    #[inline(always)]
    pub(crate) fn seen(&mut self, x: u128, at: usize) -> bool {
        let h = ((x as u64) ^ ((x >> 64) as u64) ^ at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if h >> (64 - RARITY) != 0 {
            return false;
        }
        self.seen_distinguished(x, at)
    }

    #[inline(never)]
    fn seen_distinguished(&mut self, x: u128, at: usize) -> bool {
        if self.set.contains(&(x, at)) {
            return true;
        }
        if self.set.len() < KEPT_MAX {
            self.set.insert((x, at));
        }
        false
    }
}
