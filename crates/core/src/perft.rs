//! Perft: counting move sequences, and the `.perft` files of reference counts.

use crate::Position;

/// Counts the move sequences of length `depth` from `position`.
///
/// `perft(p, 0) = 1`; `perft(p, d)` is the sum over the legal moves `m` of `p` of
/// `perft(p after m, d - 1)`. Moves are whole turns and a finished game has no
/// moves, so a line that ends the game early contributes nothing at greater
/// depths. The last ply is counted without being played.
///
/// ```
/// use fanga_core::{Position, divide, perft};
/// use fanga_katro::{Katro, KatroOptions};
///
/// let start = Katro::start(&KatroOptions::default());
/// assert_eq!(perft(&start, 0), 1);
/// assert_eq!(perft(&start, 3), 8808);
/// // The same count split by first move.
/// let split = divide(&start, 3);
/// assert_eq!(split.len(), 24);
/// assert_eq!(split.iter().map(|(_, n)| n).sum::<u64>(), 8808);
/// ```
#[must_use]
pub fn perft<P: Position>(position: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return position.move_count() as u64;
    }
    let mut nodes = 0;
    let _ = position.for_each_move(|m| {
        let mut next = position.clone();
        next.play_unchecked(&m);
        nodes += perft(&next, depth - 1);
        std::ops::ControlFlow::Continue(())
    });
    nodes
}

/// [`perft`] split by first move: each legal move with the count below it.
///
/// For `depth == 0` the list is empty.
#[must_use]
pub fn divide<P: Position>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = position.clone();
            next.play_unchecked(&m);
            let n = perft(&next, depth - 1);
            (m, n)
        })
        .collect()
}

/// [`perft`] under a lap budget: the exact count if every turn on the way
/// is decided within `budget`.
///
/// # Errors
///
/// The first turn left undecided, in move-generation order.
pub fn perft_within<P: Position>(
    position: &P,
    depth: u32,
    budget: crate::LapBudget,
) -> Result<u64, crate::Undecided<P::Move>> {
    if depth == 0 {
        return Ok(1);
    }
    let mut nodes = 0;
    let mut undecided = None;
    let _ = position.for_each_move_within(budget, |m| {
        let m = match m {
            Ok(m) => m,
            Err(u) => {
                undecided = Some(u);
                return std::ops::ControlFlow::Break(());
            }
        };
        if depth == 1 {
            nodes += 1;
            return std::ops::ControlFlow::Continue(());
        }
        let mut next = position.clone();
        if let Err(u) = next.play_unchecked_within(&m, budget) {
            undecided = Some(u);
            return std::ops::ControlFlow::Break(());
        }
        match perft_within(&next, depth - 1, budget) {
            Ok(n) => {
                nodes += n;
                std::ops::ControlFlow::Continue(())
            }
            Err(u) => {
                undecided = Some(u);
                std::ops::ControlFlow::Break(())
            }
        }
    });
    match undecided {
        Some(u) => Err(u),
        None => Ok(nodes),
    }
}

/// [`divide`] under a lap budget ([`perft_within`]).
#[allow(clippy::type_complexity)] // The pairs of `divide`, or why not.
///
/// # Errors
///
/// The first turn left undecided.
pub fn divide_within<P: Position>(
    position: &P,
    depth: u32,
    budget: crate::LapBudget,
) -> Result<Vec<(P::Move, u64)>, crate::Undecided<P::Move>> {
    if depth == 0 {
        return Ok(Vec::new());
    }
    let moves = position.legal_moves_within(budget);
    if let Some(u) = moves.undecided.into_iter().next() {
        return Err(u);
    }
    moves
        .decided
        .into_iter()
        .map(|m| {
            let mut next = position.clone();
            next.play_unchecked_within(&m, budget)?;
            Ok((m, perft_within(&next, depth - 1, budget)?))
        })
        .collect()
}

/// One entry of a `.perft` file: options, a position text, and the expected
/// perft at each depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// The options, as `KEY=VALUE` (empty for the defaults).
    pub options: Vec<String>,
    /// The position text.
    pub position: String,
    /// `(depth, nodes)` pairs, in file order.
    pub expected: Vec<(u32, u64)>,
    /// The 1-based line of the `position` line, for messages.
    pub line: usize,
}

/// A `.perft` file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PerftFileError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads a `.perft` file, the format of the reference perft tables:
///
/// ```text
/// # comment
/// options columns=4
/// position 2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S
/// perft 1 16
/// perft 2 220
/// ```
///
/// Each case starts with an `options` line (possibly with no option), then a
/// `position` line, then its `perft D N` lines. Blank lines and lines starting
/// with `#` are ignored.
///
/// # Errors
///
/// A line of another form, a `position` without `options`, a `perft` line
/// outside a case or with bad numbers.
pub fn parse_cases(text: &str) -> Result<Vec<PerftCase>, PerftFileError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut options: Option<Vec<String>> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let err = |message: &str| PerftFileError {
            line,
            message: message.to_owned(),
        };
        let l = raw.trim_end();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (word, rest) = l.split_once(' ').unwrap_or((l, ""));
        match word {
            "options" => options = Some(rest.split_whitespace().map(str::to_owned).collect()),
            "position" => {
                let options = options
                    .take()
                    .ok_or_else(|| err("`position` without an `options` line before it"))?;
                cases.push(PerftCase {
                    options,
                    position: rest.to_owned(),
                    expected: Vec::new(),
                    line,
                });
            }
            "perft" => {
                let case = cases
                    .last_mut()
                    .ok_or_else(|| err("`perft` before any `position`"))?;
                let mut it = rest.split(' ');
                let (Some(d), Some(n), None) = (it.next(), it.next(), it.next()) else {
                    return Err(err("expected `perft DEPTH NODES`"));
                };
                let d = d.parse().map_err(|_| err("the depth is not a number"))?;
                let n = n
                    .parse()
                    .map_err(|_| err("the node count is not a number"))?;
                case.expected.push((d, n));
            }
            _ => return Err(err("expected `options`, `position` or `perft`")),
        }
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_cases() {
        let t = "# c\noptions\nposition 1 S\nperft 1 2\n\noptions a=b c=d\nposition 2 N\nperft 1 3\nperft 2 9\n";
        let c = parse_cases(t).unwrap();
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].options, Vec::<String>::new());
        assert_eq!(c[1].options, vec!["a=b", "c=d"]);
        assert_eq!(c[1].expected, vec![(1, 3), (2, 9)]);
        assert_eq!(c[1].line, 7);
        assert_eq!(parse_cases("perft 1 2").unwrap_err().line, 1);
        assert!(parse_cases("position 1 S").is_err());
        assert!(parse_cases("options\nposition 1 S\nperft x 2").is_err());
        assert!(parse_cases("bogus").is_err());
    }
}
