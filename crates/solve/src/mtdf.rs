//! [`mtdf`]: the MTD(f) driver every exact search of fanga shares.

/// MTD(f): the exact value, known to lie in `lo..=hi`, found by null-window
/// passes from a first `guess`. `pass(beta)` searches with the window
/// `beta - 1..beta` and returns a fail-soft bound: below `beta`, an upper
/// bound of the value; at or above it, a lower bound. A good guess saves
/// whole passes.
///
/// ```
/// // A "search" that knows the value is 7.
/// let value = fanga_solve::mtdf(-100, 100, 0, |beta| Ok::<_, ()>(if 7 < beta { 7 } else { 7 }))?;
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
