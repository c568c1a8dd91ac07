//! Sowing positions as a page draws them, for every [`SowingRules`]: the
//! board and its pools ([`BoardView::Sowing`]), a move's steps (holes or
//! cups to click, directions and other choices), and a played move's
//! animation rebuilt from its [`MoveTrace`], seed by seed and lap by lap.
//! A game's position type gives them to the tools in its
//! [`Catalogued`](fanga_core::catalog::Catalogued) implementation with
//! [`sowing_views!`](crate::sowing_views).

use fanga_core::{
    ByPlayer, Player,
    catalog::{BoardView, Frame, MAX_FRAMES, PoolView, Step},
};

use crate::trace::{Event, MoveTrace, Naming};
use crate::{Board, Hole, Pool, SowingPosition, SowingRules};

/// Seed-by-seed frames stop after this many frames (later laps show one
/// frame each), and no frame is added past [`MAX_FRAMES`]: a turn of
/// thousands of laps still animates in a few seconds at any speed.
const SEED_FRAMES: usize = 600;

/// Writes the members of [`Catalogued`](fanga_core::catalog::Catalogued)
/// that draw a sowing position (`view`, `steps`, `frames`: this module's
/// functions), inside the `impl Catalogued` of a game's position type
/// (declared by [`position_type!`](crate::position_type), whose rules type
/// is the macro's argument).
///
/// ```ignore
/// impl Catalogued for Katro {
///     const TITLE: &'static str = "Katro";
///     fanga_sowing::sowing_views!(KatroRules);
/// }
/// ```
#[macro_export]
macro_rules! sowing_views {
    ($rules:ty) => {
        fn view(&self) -> $crate::fanga_core::catalog::BoardView {
            $crate::view::board_view::<$rules>(&self.board())
        }

        fn steps(&self, mv: &str) -> ::std::vec::Vec<$crate::fanga_core::catalog::Step> {
            $crate::view::steps::<$rules>(mv)
        }

        fn frames(
            &self,
            _: &Self::Move,
            trace: &$crate::trace::MoveTrace,
            next: &Self,
        ) -> ::std::vec::Vec<$crate::fanga_core::catalog::Frame> {
            $crate::view::frames(self.as_engine(), trace, next.as_engine())
        }
    };
}

/// The cell id of a sowing hole: `c2`, `store-S`.
fn hole_id(hole: Hole, letters: ByPlayer<char>) -> String {
    if hole.is_store() {
        let p = if hole == Hole::store(Player::South) {
            Player::South
        } else {
            Player::North
        };
        format!("store-{}", letters[p])
    } else {
        format!("{}{}", hole.col_letter(), hole.row() + 1)
    }
}

/// A pool's key in position texts and its word in diagrams.
fn pool_words(pool: Pool) -> (&'static str, &'static str) {
    match pool {
        Pool::Store => ("store", "store"),
        Pool::Reserve => ("reserve", "reserve"),
        Pool::Captured => ("captured", "eaten"),
    }
}

fn pool_id(pool: Pool, player: Player, letters: ByPlayer<char>) -> String {
    format!("{}-{}", pool_words(pool).0, letters[player])
}

/// The board of a game `G` as data: its holes, the pools its text shows,
/// and those it keeps without showing them while they hold seeds.
#[must_use]
pub fn board_view<G: SowingRules>(board: &Board) -> BoardView {
    let mut cells = Vec::with_capacity(usize::from(board.rows()) * usize::from(board.cols()));
    for r in 0..board.rows() {
        cells.extend_from_slice(board.row(r));
    }
    BoardView::Sowing {
        rows: board.rows(),
        cols: board.cols(),
        cells,
        pools: G::POOLS
            .iter()
            .map(|k| PoolView::new(k.key, k.label, board.pools(k.pool)))
            // Pools the text does not show but the game keeps (Mangala's
            // shells before the setup), while they hold seeds.
            .chain(
                G::HIDDEN_POOLS
                    .iter()
                    .filter(|&&p| board.pools(p) != ByPlayer::new(0, 0))
                    .map(|&p| {
                        let (key, label) = pool_words(p);
                        PoolView::hidden(key, label, board.pools(p))
                    }),
            )
            .collect(),
        cups: G::NAMING == Naming::Cups,
        houses: Vec::new(),
    }
}

/// Frames of a sowing move, rebuilt from its trace on the board before it,
/// the position after it (`next`) last.
#[must_use]
pub fn frames<G: SowingRules>(
    before: &SowingPosition<G>,
    trace: &MoveTrace,
    next: &SowingPosition<G>,
) -> Vec<Frame> {
    let letters = G::PLAYER_LETTERS;
    let circuit = before.turn_context().circuit;
    let mover = trace.mover;
    let mut b = before.board();
    let mut hand: u32 = 0;
    let mut frames: Vec<Frame> = Vec::new();
    let push = |frames: &mut Vec<Frame>, b: &Board, hand: u32, at: Vec<String>, note: &str| {
        if frames.len() < MAX_FRAMES - 1 {
            frames.push(Frame::new(board_view::<G>(b), at, note).with_hand(hand));
        }
    };
    let pool_add = |b: &mut Board, pool: Pool, seeds: i32| {
        let now = i32::from(b.pool(pool, mover)) + seeds;
        // The trace replays (the conformance kit checks every game's), so
        // the count stays in range; a frame is a picture, never a rule.
        let _ = b.set_pool(pool, mover, u8::try_from(now.clamp(0, 255)).unwrap_or(0));
    };
    for e in &trace.events {
        let mut note = String::new();
        let _ = e.write_named(&mut note, trace.naming);
        match e {
            Event::Take { hole, seeds } | Event::Capture { hole, seeds } => {
                b.take(*hole);
                hand += u32::from(*seeds);
                push(&mut frames, &b, hand, vec![hole_id(*hole, letters)], &note);
            }
            Event::Eat { hole, seeds } => {
                b.take(*hole);
                pool_add(&mut b, Pool::Captured, i32::from(*seeds));
                let at = vec![
                    hole_id(*hole, letters),
                    pool_id(Pool::Captured, mover, letters),
                ];
                push(&mut frames, &b, hand, at, &note);
            }
            Event::FromReserve { seeds } => {
                pool_add(&mut b, Pool::Reserve, -i32::from(*seeds));
                hand += u32::from(*seeds);
                let at = vec![pool_id(Pool::Reserve, mover, letters)];
                push(&mut frames, &b, hand, at, &note);
            }
            Event::Drop { hole, seeds } => {
                let _ = b.add(*hole, *seeds);
                hand = hand.saturating_sub(u32::from(*seeds));
                push(&mut frames, &b, hand, vec![hole_id(*hole, letters)], &note);
            }
            Event::Lap { lap, end } => {
                let seed_by_seed = frames.len() < SEED_FRAMES;
                for h in circuit.lap_holes(*lap) {
                    let _ = b.add(h, 1);
                    hand = hand.saturating_sub(1);
                    if seed_by_seed {
                        push(&mut frames, &b, hand, vec![hole_id(h, letters)], &note);
                    }
                }
                if !seed_by_seed {
                    let at = vec![hole_id(end.hole, letters)];
                    push(&mut frames, &b, hand, at, &note);
                }
            }
            Event::Rotate => {
                b = b.rotated();
                push(&mut frames, &b, hand, Vec::new(), &note);
            }
            Event::Elided { board, .. } => {
                b = **board;
                hand = 0;
                push(&mut frames, &b, hand, Vec::new(), &note);
            }
            _ => push(&mut frames, &b, hand, Vec::new(), &note),
        }
    }
    frames.push(Frame::new(board_view::<G>(&next.board()), Vec::new(), ""));
    frames
}

/// The words for a choice of direction or of what to do next.
fn choice_label(text: &str) -> Option<&'static str> {
    Some(match text {
        "cw" => "clockwise",
        "ccw" => "anticlockwise",
        "keep" => "keep the board",
        "rotate" => "turn the board round",
        "end" => "end the turn",
        _ => return None,
    })
}

/// The steps of a move of `G`: its parts between spaces and colons, each
/// hole (or cup, named by its column on the one row) a cell.
#[must_use]
pub fn steps<G: SowingRules>(mv: &str) -> Vec<Step> {
    let cups = G::NAMING == Naming::Cups;
    mv.split([' ', ':'])
        .filter(|t| !t.is_empty())
        .map(|t| {
            let cell = if cups {
                t.parse::<u8>()
                    .ok()
                    .filter(|n| (1..=16).contains(n))
                    .map(|n| format!("{}1", char::from(b'a' + n - 1)))
            } else {
                t.parse::<Hole>()
                    .ok()
                    .map(|h| hole_id(h, G::PLAYER_LETTERS))
            };
            let label = match (choice_label(t), &cell) {
                (Some(words), _) => words.to_owned(),
                (None, Some(_)) if cups => format!("cup {t}"),
                (None, _) => t.to_owned(),
            };
            match cell {
                Some(cell) => Step::cell(t, cell, label),
                None => Step::choice(t, label),
            }
        })
        .collect()
}
