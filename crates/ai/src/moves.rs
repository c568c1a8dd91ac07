//! The moves of a position with the positions they lead to, under a lap
//! budget, and a cache of them.

use std::ops::ControlFlow;
use std::sync::Arc;

use fanga_core::{Bounded, LapBudget, WithinError};
use smallvec::SmallVec;

/// A legal move and where it leads.
#[derive(Clone, Debug)]
pub(crate) struct Successor<P: Bounded> {
    pub(crate) mv: P::Move,
    /// The position after it, or `None` when its turn was still undecided
    /// after the lap budget.
    pub(crate) child: Option<P>,
}

/// The moves of a position with their positions: on the stack for up to 32
/// moves (most positions of every game).
pub(crate) type Successors<P> = SmallVec<[Successor<P>; 32]>;

/// Every legal move of `p` in generation order, each with its position (or
/// `None`, undecided within `laps`).
pub(crate) fn successors<P: Bounded>(p: &P, laps: LapBudget) -> Successors<P> {
    let mut out = SmallVec::new();
    let _ = p.visit_moves(laps, |m| {
        match m {
            Ok(mv) => {
                let mut child = p.clone();
                match child.run_move(&mv, laps) {
                    Ok(()) => out.push(Successor {
                        mv,
                        child: Some(child),
                    }),
                    // A decided move is legal: only its budget can stop it.
                    Err(e) => out.push(Successor {
                        mv: if let WithinError::Undecided(u) = e {
                            u.mv
                        } else {
                            mv
                        },
                        child: None,
                    }),
                }
            }
            Err(u) => out.push(Successor {
                mv: u.mv,
                child: None,
            }),
        }
        ControlFlow::Continue(())
    });
    out
}

/// A cached position and its successors.
type Slot<P> = (P, Arc<[Successor<P>]>);

/// Whole-turn results by position: the successors of recently searched
/// positions, so that iterative deepening does not play a position's turns
/// out again at every iteration (a four-row position's moves cost thousands
/// of laps). Direct-mapped by [`Position::key`], each slot checked against
/// the position itself.
pub(crate) struct MoveCache<P: Bounded> {
    slots: Vec<Option<Slot<P>>>,
    mask: usize,
}

impl<P: Bounded> MoveCache<P> {
    /// A cache of `slots` slots (rounded up to a power of two, at least 1).
    pub(crate) fn new(slots: usize) -> MoveCache<P> {
        let n = slots.max(1).next_power_of_two();
        MoveCache {
            slots: (0..n).map(|_| None).collect(),
            mask: n - 1,
        }
    }

    /// The successors of `p`, from the cache or generated (and kept).
    pub(crate) fn get(&mut self, p: &P, key: u64, laps: LapBudget) -> Arc<[Successor<P>]> {
        let i = (key as usize) & self.mask;
        if let Some(Some((q, s))) = self.slots.get(i)
            && q == p
        {
            return Arc::clone(s);
        }
        let s: Arc<[Successor<P>]> = successors(p, laps).into_iter().collect();
        if let Some(slot) = self.slots.get_mut(i) {
            *slot = Some((p.clone(), Arc::clone(&s)));
        }
        s
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }
}
