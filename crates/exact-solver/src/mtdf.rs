//! [`mtdf`]: the MTD(f) driver every exact search of fanga shares, and what
//! a fail-soft search stores after a node ([`bounds_after`], [`work`]).

/// MTD(f): the exact value, known to lie in `lo..=hi`, found by null-window
/// passes from a first `guess`. `pass(beta)` searches with the window
/// `beta - 1..beta` and returns a fail-soft bound: below `beta`, an upper
/// bound of the value; at or above it, a lower bound. A good guess saves
/// whole passes.
///
/// ```
/// // A "search" that knows the value is 7.
/// let value = fanga_exact_solver::mtdf(-100, 100, 0, |beta| Ok::<_, ()>(if 7 < beta { 7 } else { 7 }))?;
/// assert_eq!(value, 7);
/// # Ok::<(), ()>(())
/// ```
///
/// # Errors
///
/// The first error of `pass`.
pub fn mtdf<E>(
    mut lo: i32,
    mut hi: i32,
    guess: i32,
    mut pass: impl FnMut(i32) -> Result<i32, E>,
) -> Result<i32, E> {
    let mut guess = guess.clamp(lo, hi);
    while lo < hi {
        let beta = if guess == lo { guess + 1 } else { guess };
        guess = pass(beta)?;
        if guess < beta {
            hi = guess;
        } else {
            lo = guess;
        }
    }
    Ok(lo)
}

/// The exact bounds a fail-soft search knows of a node's value after
/// searching it with the window `alpha..beta` and finding `best`, given the
/// bounds `lo..=hi` it knew before: `best` is a lower bound when it fails
/// high, an upper bound when it fails low, and the value when it falls
/// inside the window.
///
/// ```
/// use fanga_exact_solver::bounds_after;
/// assert_eq!(bounds_after(-10, 10, 0, 1, 3), (3, 10)); // failed high
/// assert_eq!(bounds_after(-10, 10, 0, 1, -2), (-10, -2)); // failed low
/// assert_eq!(bounds_after(-10, 10, -5, 5, 2), (2, 2)); // exact
/// ```
#[inline]
#[must_use]
pub fn bounds_after(lo: i32, hi: i32, alpha: i32, beta: i32, best: i32) -> (i32, i32) {
    if best >= beta {
        (lo.max(best), hi)
    } else if best <= alpha {
        (lo, hi.min(best))
    } else {
        (best, best)
    }
}

/// The work below a node, as a table keeps it to choose what to replace:
/// the bit length of the positions searched under it (0 for none).
#[inline]
#[must_use]
pub fn work(nodes: u64) -> u8 {
    // At most 64: it fits.
    (64 - nodes.leading_zeros()) as u8
}
