//! Every rule on crafted positions, and the whole rules against a plain
//! seed-by-seed reference written independently of the engine (the sources
//! give no worked position).
//!
//! South's rows are 1 (outer), 2 (middle), 3 (inner); North's 6, 5, 4. On 3
//! columns South's snakes are `ccw`: a1 b1 c1 c2 b2 a2 a3 b3 c3 (then a1),
//! and `cw`: c1 b1 a1 a2 b2 c2 c3 b3 a3 (then c1); North's are their half
//! turns, `ccw`: c6 b6 a6 a5 b5 c5 c4 b4 a4, `cw`: a6 b6 c6 c5 b5 a5 a4 b4 c4.

use std::collections::HashSet;

use fanga_boustrophedon::{
    Boustrophedon, BoustrophedonMove, BoustrophedonMoveError, BoustrophedonOptions,
    BoustrophedonRefusal,
};
use fanga_core::{GameOptions, Outcome, Player, Position};
use fanga_sowing::{HoleRefusal, reason};

fn pos(text: &str) -> Boustrophedon {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> BoustrophedonMove {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(text: &str, m: &str) -> Boustrophedon {
    pos(text)
        .play(&mv(m))
        .unwrap_or_else(|e| panic!("{text} {m}: {e}"))
}

fn moves(text: &str) -> Vec<String> {
    pos(text)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn refusal(text: &str, m: &str) -> String {
    pos(text).play(&mv(m)).unwrap_err().to_string()
}

#[test]
fn start_positions() {
    let six = Boustrophedon::start(&BoustrophedonOptions::default());
    let row = "2,2,2,2,2,2";
    assert_eq!(
        six.to_string(),
        format!(
            "{}S",
            format!("{row}/").repeat(6).trim_end_matches('/').to_owned() + " "
        )
    );
    assert_eq!(six.board().total(), 72);
    let mut o = BoustrophedonOptions::default();
    o.apply(&["columns=3"]).unwrap();
    let three = Boustrophedon::start(&o);
    assert_eq!(three.to_string(), "2,2,2/2,2,2/2,2,2/2,2,2/2,2,2/2,2,2 S");
    assert_eq!(three.turn(), Player::South);
    // Only South's outer row may be sown: 3 holes, 2 directions.
    assert_eq!(
        moves("2,2,2/2,2,2/2,2,2/2,2,2/2,2,2/2,2,2 S"),
        ["a1:cw", "a1:ccw", "b1:cw", "b1:ccw", "c1:cw", "c1:ccw"]
    );
    // The board sizes are the option's; others are refused with a reason.
    let err = "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"
        .parse::<Boustrophedon>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("3 or 6"), "{err}");
    let err = "2,2,2/2,2,2/2,2,2/2,2,2 S"
        .parse::<Boustrophedon>()
        .unwrap_err()
        .to_string();
    assert!(err.contains("6"), "{err}");
}

/// Sowing follows the snake in the chosen direction, from the next hole,
/// and a last seed in an empty hole ends the turn.
#[test]
fn sowing_snakes_on_to_the_next_row() {
    // b1 ccw, 4 seeds: c1 c2 b2 a2; a2 was empty.
    assert_eq!(
        after("1,0,0/0,0,0/0,0,0/0,0,0/0,0,0/0,4,0 S", "b1:ccw").to_string(),
        "1,0,0/0,0,0/0,0,0/0,0,0/1,1,1/0,0,1 N"
    );
    // b1 cw, 4 seeds: a1 a2 b2 c2.
    assert_eq!(
        after("1,0,0/0,0,0/0,0,0/0,0,0/0,0,0/0,4,0 S", "b1:cw").to_string(),
        "1,0,0/0,0,0/0,0,0/0,0,0/1,1,1/1,0,0 N"
    );
    // From the end of the inner row back to the start of the outer row:
    // c1 ccw with 7 seeds: c2 b2 a2 a3 b3 c3 a1.
    assert_eq!(
        after("1,0,0/0,0,0/0,0,0/0,0,0/0,0,0/0,0,7 S", "c1:ccw").to_string(),
        "1,0,0/0,0,0/0,0,0/1,1,1/1,1,1/1,0,0 N"
    );
    // North: a6 cw with 3 seeds: b6 c6 c5.
    assert_eq!(
        after("3,0,0/0,0,0/0,0,0/0,0,0/0,0,0/1,0,0 N", "a6:cw").to_string(),
        "0,1,1/0,0,1/0,0,0/0,0,0/0,0,0/1,0,0 S"
    );
    // North: c6 ccw with 9 seeds goes round all 9 holes back into c6.
    assert_eq!(
        after("0,0,9/0,0,0/0,0,0/0,0,0/0,0,0/1,0,0 N", "c6:ccw").to_string(),
        "1,1,1/1,1,1/1,1,1/0,0,0/0,0,0/1,0,0 S"
    );
}

/// Only the outermost row with seeds may be sown.
#[test]
fn the_outermost_row_with_seeds() {
    assert_eq!(
        moves("1,0,0/0,0,0/0,0,0/0,2,0/3,0,0/0,0,0 S"),
        ["a2:cw", "a2:ccw"]
    );
    assert_eq!(
        refusal("1,0,0/0,0,0/0,0,0/0,2,0/3,0,0/0,0,0 S", "b3:cw"),
        "illegal move `b3:cw`: b3 is not in S's outermost row with seeds (row 2)"
    );
    assert_eq!(
        moves("1,0,0/0,0,0/0,0,0/0,2,5/0,0,0/0,0,0 S"),
        ["b3:cw", "b3:ccw", "c3:cw", "c3:ccw"]
    );
    assert!(matches!(
        pos("1,0,0/0,0,0/0,0,0/0,2,5/0,0,0/0,0,0 S").check_move(&mv("a6:cw")),
        Err(BoustrophedonMoveError::Refused(BoustrophedonRefusal::Hole(
            HoleRefusal::NotYours { .. }
        )))
    ));
    assert!(matches!(
        pos("1,0,0/0,0,0/0,0,0/0,2,5/0,0,0/0,0,0 S").check_move(&mv("a3:cw")),
        Err(BoustrophedonMoveError::Refused(BoustrophedonRefusal::Hole(
            HoleRefusal::Empty(_)
        )))
    ));
}

/// A last seed in an occupied hole outside the inner row: its seeds are
/// sown on, in the same direction.
#[test]
fn relay() {
    // a1 ccw, 2 seeds: b1 c1; c1 held 1: relay 2 from c1: c2 b2.
    assert_eq!(
        after("1,0,0/0,0,0/0,0,0/0,0,0/0,0,0/2,0,1 S", "a1:ccw").to_string(),
        "1,0,0/0,0,0/0,0,0/0,0,0/0,1,1/0,1,0 N"
    );
}

/// A last seed in the mover's occupied inner-row hole captures the
/// opponent's hole of that column: his inner row, else his middle row, else
/// his outer row; the captured seeds join the hole's and are sown on.
#[test]
fn captures_from_the_inner_middle_or_outer_row() {
    // c1 ccw, 7 seeds: c2 b2 a2 a3 b3 c3 a1: ends in a1 (empty): no capture.
    // b2 route: South to move with his outer row empty, a2 ccw 1 seed: a3?
    // South's ccw snake on the middle row runs c2 b2 a2, then a3 b3 c3.
    // a2 holds 1: it falls into a3, which held 1: capture a4 (3 seeds):
    // 2 + 3 = 5 sown from a3: b3 c3 a1 b1 c1 (c1 empty: the turn ends).
    assert_eq!(
        after("1,1,1/0,0,0/3,0,0/1,0,0/1,0,0/0,0,0 S", "a2:ccw").to_string(),
        "1,1,1/0,0,0/0,0,0/0,1,1/0,0,0/1,1,1 N"
    );
    // a4 empty: the middle row's a5 (4 seeds) is taken instead:
    // 2 + 4 = 6 from a3: b3 c3 a1 b1 c1 c2.
    assert_eq!(
        after("1,1,1/4,0,0/0,1,0/1,0,0/1,0,0/0,0,0 S", "a2:ccw").to_string(),
        "1,1,1/0,0,0/0,1,0/0,1,1/0,0,1/1,1,1 N"
    );
    // a4 and a5 empty: a6 (2 seeds).
    assert_eq!(
        after("2,1,1/0,0,0/0,1,0/1,0,0/1,0,0/0,0,0 S", "a2:ccw").to_string(),
        "0,1,1/0,0,0/0,1,0/0,1,1/0,0,0/1,1,0 N"
    );
    // The whole column empty: a plain relay, 2 seeds from a3: b3 c3.
    assert_eq!(
        after("0,1,1/0,0,0/0,1,0/1,0,0/1,0,0/0,0,0 S", "a2:ccw").to_string(),
        "0,1,1/0,0,0/0,1,0/0,1,1/0,0,0/0,0,0 N"
    );
    // North captures South's inner row: a6 cw, 3 seeds: b6 c6 c5; c5 held 1,
    // relay 2: b5 a5; a5 held 1, relay 2 from a5: a4 b4; b4 held 1:
    // capture b3 (3): 2 + 3 = 5 from b4: c4 a6 b6 c6 c5.
    assert_eq!(
        after("3,0,0/1,0,1/0,1,0/0,3,0/0,0,0/0,0,1 N", "a6:cw").to_string(),
        "1,2,2/0,1,1/1,0,1/0,0,0/0,0,0/0,0,1 S"
    );
}

/// A capture that takes the opponent's last seeds wins at once: the seeds
/// stay in the hole and nothing more is sown.
#[test]
fn taking_the_last_seeds_wins_at_once() {
    let p = after("1,0,0/0,0,0/0,0,0/1,0,0/1,0,0/0,0,0 S", "a2:ccw");
    assert_eq!(p.to_string(), "0,0,0/0,0,0/0,0,0/3,0,0/0,0,0/0,0,0 N");
    assert_eq!(
        p.outcome(),
        Some(Outcome::win(Player::South, reason::ALL_SEEDS_TAKEN))
    );
    assert!(p.legal_moves().is_empty());
    // In a constructed position, a player without seeds has lost too,
    // whoever is to move.
    assert_eq!(
        pos("0,0,0/0,0,0/0,0,0/0,1,0/1,2,1/0,2,1 S").outcome(),
        Some(Outcome::win(Player::South, reason::ALL_SEEDS_TAKEN))
    );
}

/// A player whose only seed is in his outer row may step it to the middle
/// row; in his middle row, he may step it to the inner row when it
/// captures, and the seeds are then sown on.
#[test]
fn the_single_seed_steps() {
    // Only seed in the outer row: the two sowings and the step.
    assert_eq!(
        moves("0,0,0/0,1,0/3,0,2/0,0,0/0,0,0/0,1,0 S"),
        ["b1:cw", "b1:ccw", "b1-b2"]
    );
    assert_eq!(
        after("0,0,0/0,1,0/3,0,2/0,0,0/0,0,0/0,1,0 S", "b1-b2").to_string(),
        "0,0,0/0,1,0/3,0,2/0,0,0/0,1,0/0,0,0 N"
    );
    // In the middle row, facing seeds of the opponent: the capturing steps.
    assert_eq!(
        moves("0,0,0/0,0,0/4,0,2/0,0,0/0,0,1/0,0,0 S"),
        ["c2:cw", "c2:ccw", "c2-c3:cw", "c2-c3:ccw"]
    );
    // c2-c3 captures c4 (2): 1 + 2 = 3 sown from c3. ccw: a1 b1 c1.
    assert_eq!(
        after("0,0,0/0,0,0/4,0,2/0,0,0/0,0,1/0,0,0 S", "c2-c3:ccw").to_string(),
        "0,0,0/0,0,0/4,0,0/0,0,0/0,0,0/1,1,1 N"
    );
    // cw from c3 (the end of the cw snake's inner row is a3): b3 a3 c1.
    assert_eq!(
        after("0,0,0/0,0,0/4,0,2/0,0,0/0,0,1/0,0,0 S", "c2-c3:cw").to_string(),
        "0,0,0/0,0,0/4,0,0/1,1,0/0,0,0/0,0,1 N"
    );
    // c4 empty, c5 not: the capture comes from the middle row, and 1 + 3
    // seeds are sown from c3: a1 b1 c1 c2.
    assert_eq!(
        after("0,0,0/1,0,3/0,0,0/0,0,0/0,0,1/0,0,0 S", "c2-c3:ccw").to_string(),
        "0,0,0/1,0,0/0,0,0/0,0,0/0,0,1/1,1,1 N"
    );
    // Taking the opponent's last seeds wins at once: they stay in c3.
    let won = after("0,0,0/0,0,3/0,0,0/0,0,0/0,0,1/0,0,0 S", "c2-c3:ccw");
    assert_eq!(won.to_string(), "0,0,0/0,0,0/0,0,0/0,0,4/0,0,0/0,0,0 N");
    assert_eq!(
        won.outcome(),
        Some(Outcome::win(Player::South, reason::ALL_SEEDS_TAKEN))
    );
    // No seed in that column: no capturing step.
    assert_eq!(
        moves("0,0,0/3,0,0/0,0,0/0,0,0/0,0,1/0,0,0 S"),
        ["c2:cw", "c2:ccw"]
    );
    assert_eq!(
        refusal("0,0,0/3,0,0/0,0,0/0,0,0/0,0,1/0,0,0 S", "c2-c3:cw"),
        "illegal move `c2-c3:cw`: `c2-c3:cw` is not a step S may take: the opponent has no seed in that column to capture"
    );
    // Two seeds: no step.
    assert_eq!(
        refusal("0,0,0/0,0,0/4,0,2/0,0,0/0,0,1/0,0,1 S", "c2-c3:cw"),
        "illegal move `c2-c3:cw`: `c2-c3:cw` is not a step S may take: his only seed must be in his middle row"
    );
    assert_eq!(
        refusal("0,0,0/0,1,0/3,0,2/0,0,0/0,0,0/0,1,0 S", "b1-c2"),
        "illegal move `b1-c2`: `b1-c2` is not a step S may take: the seed steps to the next hole of its column, towards the middle"
    );
    // North steps downwards.
    assert_eq!(
        moves("0,1,0/0,0,0/0,0,0/0,0,0/0,0,0/1,0,0 N"),
        ["b6:cw", "b6:ccw", "b6-b5"]
    );
}

#[test]
fn notation() {
    for text in ["b1:cw", "c6:ccw", "c1-c2", "c5-c4:ccw"] {
        assert_eq!(mv(text).to_string(), text);
    }
    for (bad, why) in [
        ("b1", "is not a move"),
        ("", "is not a move"),
        ("b1:up", "`up` is not a direction"),
        ("z1:cw", "`z1` is not a hole"),
        ("c1-c9", "`c9` is not a hole"),
        ("i5:cw", "`i5` is not a hole"),
    ] {
        let err = bad.parse::<BoustrophedonMove>().unwrap_err().to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

/// A turn whose relays never end loses for its mover, and the position
/// keeps the text of the position before it. Found by the reference below
/// on random positions; the engine's detection is exact.
// ---------------------------------------------------------------------------
// A plain reference: a board as counts, row 1 first, sown seed by seed along
// paths listed row by row; relays detected as endless by a set of states.

#[derive(Clone, PartialEq, Eq, Hash)]
struct Reference {
    cols: usize,
    cells: Vec<u8>,
    south: bool,
}

impl Reference {
    fn parse(text: &str) -> Reference {
        let (grid, side) = text.split_once(' ').unwrap();
        let rows: Vec<Vec<u8>> = grid
            .split('/')
            .rev()
            .map(|r| r.split(',').map(|v| v.parse().unwrap()).collect())
            .collect();
        Reference {
            cols: rows[0].len(),
            cells: rows.concat(),
            south: side == "S",
        }
    }

    fn text(&self) -> String {
        let rows: Vec<String> = self
            .cells
            .chunks(self.cols)
            .rev()
            .map(|r| {
                r.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        format!("{} {}", rows.join("/"), if self.south { "S" } else { "N" })
    }

    /// A player's rows, outer first.
    fn rows(south: bool) -> [usize; 3] {
        if south { [0, 1, 2] } else { [5, 4, 3] }
    }

    fn name(&self, i: usize) -> String {
        format!(
            "{}{}",
            (b'a' + (i % self.cols) as u8) as char,
            i / self.cols + 1
        )
    }

    /// The path a sowing follows: the outer row rightwards for South `ccw`
    /// and North `cw`, leftwards otherwise, each next row the other way.
    fn path(&self, south: bool, ccw: bool) -> Vec<usize> {
        let mut rightwards = south == ccw;
        let mut path = Vec::new();
        for r in Self::rows(south) {
            let cols: Vec<usize> = if rightwards {
                (0..self.cols).collect()
            } else {
                (0..self.cols).rev().collect()
            };
            path.extend(cols.into_iter().map(|c| r * self.cols + c));
            rightwards = !rightwards;
        }
        path
    }

    fn side(&self, south: bool) -> u32 {
        Self::rows(south)
            .iter()
            .flat_map(|&r| &self.cells[r * self.cols..(r + 1) * self.cols])
            .map(|&s| u32::from(s))
            .sum()
    }

    fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        // A player without seeds has lost: no move.
        if self.side(true) == 0 || self.side(false) == 0 {
            return out;
        }
        let rows = Self::rows(self.south);
        let row = *rows
            .iter()
            .find(|&&r| {
                self.cells[r * self.cols..(r + 1) * self.cols]
                    .iter()
                    .any(|&s| s > 0)
            })
            .unwrap();
        for c in 0..self.cols {
            if self.cells[row * self.cols + c] > 0 {
                for d in ["cw", "ccw"] {
                    out.push(format!("{}:{d}", self.name(row * self.cols + c)));
                }
            }
        }
        if self.side(self.south) == 1 {
            let at = rows
                .iter()
                .flat_map(|&r| (0..self.cols).map(move |c| (r, c)))
                .find(|&(r, c)| self.cells[r * self.cols + c] > 0)
                .unwrap();
            let to =
                (rows[rows.iter().position(|&r| r == at.0).unwrap().min(1) + 1]) * self.cols + at.1;
            let from = at.0 * self.cols + at.1;
            if at.0 == rows[0] {
                out.push(format!("{}-{}", self.name(from), self.name(to)));
            }
            if at.0 == rows[1] && self.target(to).is_some() {
                for d in ["cw", "ccw"] {
                    out.push(format!("{}-{}:{d}", self.name(from), self.name(to)));
                }
            }
        }
        out
    }

    /// The opponent's hole a capture into `to` takes from.
    fn target(&self, to: usize) -> Option<usize> {
        let c = to % self.cols;
        Self::rows(!self.south)
            .iter()
            .rev()
            .map(|&r| r * self.cols + c)
            .find(|&i| self.cells[i] > 0)
    }

    /// The position after `m`, or `None` if the turn never ends.
    fn play(&self, m: &str) -> Option<Reference> {
        let mut p = self.clone();
        let index = |name: &str| {
            let b = name.as_bytes();
            (usize::from(b[1] - b'1')) * p.cols + usize::from(b[0] - b'a')
        };
        let (holes, dir) = match m.split_once(':') {
            Some((h, d)) => (h, Some(d == "ccw")),
            None => (m, None),
        };
        let inner = Self::rows(p.south)[2];
        let (mut at, mut seeds, ccw) = match holes.split_once('-') {
            None => {
                let at = index(holes);
                let s = std::mem::take(&mut p.cells[at]);
                (at, s, dir.unwrap())
            }
            Some((from, to)) => {
                let (from, to) = (index(from), index(to));
                p.cells[from] -= 1;
                p.cells[to] += 1;
                let Some(ccw) = dir else {
                    p.south = !p.south;
                    return Some(p);
                };
                // The capturing step: as a last seed in the inner row.
                let t = p.target(to).unwrap();
                let cap = std::mem::take(&mut p.cells[t]);
                if p.side(!p.south) == 0 {
                    p.cells[to] += cap;
                    p.south = !p.south;
                    return Some(p);
                }
                let s = std::mem::take(&mut p.cells[to]) + cap;
                (to, s, ccw)
            }
        };
        let path = p.path(p.south, ccw);
        let mut seen = HashSet::new();
        loop {
            let mut k = path.iter().position(|&i| i == at).unwrap();
            for _ in 0..seeds {
                k = (k + 1) % path.len();
                p.cells[path[k]] += 1;
            }
            let last = path[k];
            if p.cells[last] == 1 {
                break;
            }
            let mut hand = std::mem::take(&mut p.cells[last]);
            if last / p.cols == inner
                && let Some(t) = p.target(last)
            {
                let cap = std::mem::take(&mut p.cells[t]);
                if p.side(!p.south) == 0 {
                    p.cells[last] = hand + cap;
                    break;
                }
                hand += cap;
            }
            if !seen.insert((p.cells.clone(), last, hand)) {
                return None;
            }
            at = last;
            seeds = hand;
        }
        p.south = !p.south;
        Some(p)
    }
}

fn random_position(rng: &mut fanga_core::SplitMix64, cols: usize) -> String {
    let mut r = Reference {
        cols,
        cells: vec![0; 6 * cols],
        south: rng.below(2) == 0,
    };
    let seeds = 2 + rng.below(12 * cols * 2 - 2);
    for _ in 0..seeds {
        let i = rng.below(6 * cols);
        r.cells[i] += 1;
    }
    r.text()
}

/// The engine against the reference: the same moves, and after each the
/// same position, on random positions and along random games of both
/// boards.
#[test]
fn the_engine_is_the_reference() {
    let mut rng = fanga_core::SplitMix64::new(11);
    let mut checked = 0;
    let mut check = |text: &str| {
        let p = pos(text);
        let r = Reference::parse(text);
        let mut engine: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
        let mut reference = r.moves();
        engine.sort();
        reference.sort();
        assert_eq!(engine, reference, "{text}");
        for m in p.legal_moves() {
            let after = p.play(&m).unwrap();
            match r.play(&m.to_string()) {
                Some(q) => assert_eq!(after.to_string(), q.text(), "{text} {m}"),
                None => assert_eq!(
                    after.outcome(),
                    Some(Outcome::win(p.turn().other(), reason::INFINITE_TURN)),
                    "{text} {m}"
                ),
            }
            checked += 1;
        }
    };
    for cols in [3, 6] {
        for _ in 0..300 {
            check(&random_position(&mut rng, cols));
        }
        let mut o = BoustrophedonOptions::default();
        o.apply(&[if cols == 3 { "columns=3" } else { "columns=6" }])
            .unwrap();
        for _ in 0..20 {
            let mut p = Boustrophedon::start(&o);
            for _ in 0..60 {
                if p.outcome().is_some() {
                    break;
                }
                check(&p.to_string());
                let ms = p.legal_moves();
                p = p.play(&ms[rng.below(ms.len())]).unwrap();
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}
