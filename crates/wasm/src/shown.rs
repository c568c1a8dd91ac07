//! Positions as a page shows them: the board as data ([`BoardView`]), every
//! move as clickable steps ([`Step`]), and a played move as animation
//! [`Frame`]s rebuilt from its trace, seed by seed and lap by lap.

use serde::Serialize;

use fanga::core::{AnyPosition, Player, Position, Traced};
use fanga::sowing::trace::{Event, MoveTrace, Naming};
use fanga::sowing::{Board, Hole, Pool, Sowing, SowingGame};

/// A board as data, for drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum BoardView {
    /// A sowing board: `rows` x `cols` holes and the pools the game keeps.
    Sowing {
        /// Rows (1, 2 or 4); row 0 is South's outer row, drawn at the bottom.
        rows: u8,
        /// Columns; column 0 (`a`) is drawn at the left.
        cols: u8,
        /// Seeds, row by row from row 0, `cols` a row.
        cells: Vec<u8>,
        /// The pools the position text shows, in its order.
        pools: Vec<PoolView>,
        /// Whether holes are named as numbered cups (Fang) rather than by
        /// coordinates.
        cups: bool,
    },
    /// A board of points and lines (Fanorona, Fanorona Telo).
    Points {
        /// Rows of points; row 0 (`1`) is White's side, drawn at the bottom.
        rows: u8,
        /// Columns of points; column 0 (`a`) is drawn at the left.
        cols: u8,
        /// `W`, `B` or `.` for each point, row by row from row 0.
        cells: String,
        /// Which points have diagonal lines: `alternate`, where column + row
        /// is even (Fanorona, and Fanorona Telo's 3 x 3, whose diagonals
        /// cross at the centre).
        diagonals: &'static str,
        /// Pieces still in each player's hand (Fanorona Telo's placement).
        hand: [u8; 2],
    },
}

/// One pool of a sowing board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PoolView {
    /// Its key in the position text: `store`, `reserve`, `captured`.
    pub key: &'static str,
    /// The word the diagram uses: `store`, `reserve`, `eaten`.
    pub label: &'static str,
    /// South's and North's.
    pub seeds: [u8; 2],
}

/// One picture of a move in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Frame {
    /// The board at this point of the move.
    pub board: BoardView,
    /// Seeds in the mover's hand (sowing games).
    pub hand: u32,
    /// The cells this step touched: holes (`c2`), points (`e3`) or pools
    /// (`store-S`, `reserve-N`, `captured-S`, by the player's letter).
    pub at: Vec<String>,
    /// What happened, in words: `sow 5 cw from c2: last seed in b1 (now 3)`.
    pub note: String,
}

/// One step of a move as a player enters it: a cell to click, or a choice
/// to make (a direction, a kind of capture, a pie choice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    /// The step as written in the move: `c2`, `cw`, `A`.
    pub text: String,
    /// The cell it names, if it names one (`c2`, or `a1` for Fang's cup 1).
    pub cell: Option<String>,
    /// A few words for a button (`clockwise`, `approach`).
    pub label: String,
}

/// A played move: its text, its animation and the position after it.
pub(crate) struct Played {
    pub(crate) mv: String,
    pub(crate) frames: Vec<Frame>,
    pub(crate) next: Box<dyn Shown>,
}

/// Seed-by-seed frames stop after this many frames (later laps show one
/// frame each), and no frame is added past [`MAX_FRAMES`]: a turn of
/// thousands of laps still animates in a few seconds at any speed.
const SEED_FRAMES: usize = 600;
/// The most frames a move has, its last (the position after it) included.
pub const MAX_FRAMES: usize = 2_000;

/// A position of any game, as the page shows it.
pub(crate) trait Shown: Send + Sync {
    /// The position, as every registry game is.
    fn any(&self) -> &dyn AnyPosition;
    /// The board.
    fn view(&self) -> BoardView;
    /// Plays `mv` (in the game's notation).
    fn play(&self, mv: &str) -> Result<Played, String>;
    /// The steps of a legal move's text.
    fn steps(&self, mv: &str) -> Vec<Step>;
}

/// The cell id of a sowing hole: `c2`, `store-S`.
fn hole_id(hole: Hole, letters: [char; 2]) -> String {
    if hole.is_store() {
        let p = if hole == Hole::store(Player::South) {
            0
        } else {
            1
        };
        format!("store-{}", letters[p])
    } else {
        format!("{}{}", hole.col_letter(), hole.row() + 1)
    }
}

fn pool_key(pool: Pool) -> &'static str {
    match pool {
        Pool::Store => "store",
        Pool::Reserve => "reserve",
        _ => "captured",
    }
}

fn pool_id(pool: Pool, player: Player, letters: [char; 2]) -> String {
    format!("{}-{}", pool_key(pool), letters[player.index()])
}

fn sowing_view<G: SowingGame>(board: &Board) -> BoardView {
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
            .map(|k| PoolView {
                key: k.key,
                label: k.label,
                seeds: board.pools(k.pool),
            })
            // Pools the text does not show but the game keeps (Mangala's
            // shells before the setup), while they hold seeds.
            .chain(
                G::HIDDEN_POOLS
                    .iter()
                    .filter(|&&p| board.pools(p) != [0, 0])
                    .map(|&p| PoolView {
                        key: pool_key(p),
                        label: "not yet in play",
                        seeds: board.pools(p),
                    }),
            )
            .collect(),
        cups: G::NAMING == Naming::Cups,
    }
}

/// Frames of a sowing move, rebuilt from its trace on the board before it.
fn sowing_frames<G: SowingGame>(before: &Sowing<G>, trace: &MoveTrace) -> Vec<Frame> {
    let letters = G::PLAYER_LETTERS;
    let circuit = before.cx().circuit;
    let mover = trace.mover;
    let mut b = before.board();
    let mut hand: u32 = 0;
    let mut frames: Vec<Frame> = Vec::new();
    let push = |frames: &mut Vec<Frame>, b: &Board, hand: u32, at: Vec<String>, note: &str| {
        if frames.len() < MAX_FRAMES - 1 {
            frames.push(Frame {
                board: sowing_view::<G>(b),
                hand,
                at,
                note: note.to_owned(),
            });
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
                    push(
                        &mut frames,
                        &b,
                        hand,
                        vec![hole_id(end.hole, letters)],
                        &note,
                    );
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
    frames
}

fn direction_label(text: &str) -> Option<&'static str> {
    Some(match text {
        "cw" => "clockwise",
        "ccw" => "anticlockwise",
        "keep" => "keep the board",
        "rotate" => "turn the board round",
        "end" => "end the turn",
        _ => return None,
    })
}

impl<G: SowingGame> Shown for Sowing<G>
where
    Sowing<G>: Traced<Trace = MoveTrace>,
{
    fn any(&self) -> &dyn AnyPosition {
        self
    }

    fn view(&self) -> BoardView {
        sowing_view::<G>(&self.board())
    }

    fn play(&self, mv: &str) -> Result<Played, String> {
        let m: <Self as Position>::Move = mv.trim().parse().map_err(|e| format!("{e}"))?;
        let (next, trace) = self.play_traced(&m).map_err(|e| e.to_string())?;
        let mut frames = sowing_frames(self, &trace);
        frames.push(Frame {
            board: sowing_view::<G>(&next.board()),
            hand: 0,
            at: Vec::new(),
            note: String::new(),
        });
        Ok(Played {
            mv: m.to_string(),
            frames,
            next: Box::new(next),
        })
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
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
                Step {
                    text: t.to_owned(),
                    label: direction_label(t).map_or_else(
                        || {
                            if cups && cell.is_some() {
                                format!("cup {t}")
                            } else {
                                t.to_owned()
                            }
                        },
                        str::to_owned,
                    ),
                    cell,
                }
            })
            .collect()
    }
}

/// The grid of a Fanorona-like position text (`BBB/.../WWW W ...`), rows
/// from the bottom.
fn points_of_text(text: &str) -> (u8, u8, String) {
    let grid = text.split_whitespace().next().unwrap_or("");
    let rows: Vec<&str> = grid.split('/').collect();
    let cols = rows.first().map_or(0, |r| r.len());
    let cells: String = rows.iter().rev().copied().collect();
    (
        u8::try_from(rows.len()).unwrap_or(0),
        u8::try_from(cols).unwrap_or(0),
        cells,
    )
}

fn point_name(col: u8, row: u8) -> String {
    format!("{}{}", char::from(b'a' + col), row + 1)
}

/// Steps of a Fanorona or Fanorona Telo move: `d3-e3W-e4A` is `d3`, `e3`,
/// `W`, `e4`, `A`.
fn point_steps(mv: &str) -> Vec<Step> {
    let mut steps = Vec::new();
    for part in mv.split('-') {
        let (point, rest) = part.split_at(part.len().min(2));
        steps.push(Step {
            text: point.to_owned(),
            cell: Some(point.to_owned()),
            label: point.to_owned(),
        });
        if !rest.is_empty() {
            let label = match rest {
                "A" => "capture by approach",
                "W" => "capture by withdrawal",
                other => other,
            };
            steps.push(Step {
                text: rest.to_owned(),
                cell: None,
                label: label.to_owned(),
            });
        }
    }
    steps
}

impl Shown for fanga::fanorona::Fanorona {
    fn any(&self) -> &dyn AnyPosition {
        self
    }

    fn view(&self) -> BoardView {
        let (rows, cols, cells) = points_of_text(&self.to_string());
        BoardView::Points {
            rows,
            cols,
            cells,
            diagonals: "alternate",
            hand: [0, 0],
        }
    }

    fn play(&self, mv: &str) -> Result<Played, String> {
        let m: fanga::fanorona::FanoronaMove = mv.trim().parse().map_err(|e| format!("{e}"))?;
        let (next, trace) = self.play_traced(&m).map_err(|e| e.to_string())?;
        let BoardView::Points {
            rows,
            cols,
            cells,
            diagonals,
            hand,
        } = self.view()
        else {
            return Err("not a board of points".to_owned());
        };
        let mut grid: Vec<u8> = cells.into_bytes();
        let mut frames = Vec::new();
        for (from, to, taken) in &trace.steps {
            let (f, t) = (usize::from(from.index()), usize::from(to.index()));
            if f < grid.len() && t < grid.len() {
                grid[t] = grid[f];
                grid[f] = b'.';
            }
            let mut at = vec![
                point_name(from.col(), from.row()),
                point_name(to.col(), to.row()),
            ];
            let mut names = Vec::new();
            for (i, cell) in grid.iter_mut().enumerate() {
                if taken >> i & 1 == 1 {
                    *cell = b'.';
                    let (c, r) = (i % usize::from(cols), i / usize::from(cols));
                    #[allow(clippy::cast_possible_truncation)]
                    let name = point_name(c as u8, r as u8);
                    names.push(name.clone());
                    at.push(name);
                }
            }
            let mut note = format!("{from} to {to}");
            if !names.is_empty() {
                note.push_str(&format!(", captures {}", names.join(" ")));
            }
            frames.push(Frame {
                board: BoardView::Points {
                    rows,
                    cols,
                    cells: String::from_utf8_lossy(&grid).into_owned(),
                    diagonals,
                    hand,
                },
                hand: 0,
                at,
                note,
            });
        }
        frames.push(Frame {
            board: next.view(),
            hand: 0,
            at: Vec::new(),
            note: String::new(),
        });
        Ok(Played {
            mv: m.to_string(),
            frames,
            next: Box::new(next),
        })
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        point_steps(mv)
    }
}

impl Shown for fanga::fanorona::FanoronaTelo {
    fn any(&self) -> &dyn AnyPosition {
        self
    }

    fn view(&self) -> BoardView {
        let (rows, cols, cells) = points_of_text(&self.to_string());
        let on = |c: char| u8::try_from(cells.chars().filter(|&x| x == c).count()).unwrap_or(3);
        BoardView::Points {
            rows,
            cols,
            hand: [3_u8.saturating_sub(on('W')), 3_u8.saturating_sub(on('B'))],
            cells,
            diagonals: "alternate",
        }
    }

    fn play(&self, mv: &str) -> Result<Played, String> {
        let m: fanga::fanorona::TeloMove = mv.trim().parse().map_err(|e| format!("{e}"))?;
        let (next, _) = self.play_traced(&m).map_err(|e| e.to_string())?;
        let at = point_steps(&m.to_string())
            .into_iter()
            .filter_map(|s| s.cell)
            .collect();
        let frames = vec![Frame {
            board: next.view(),
            hand: 0,
            at,
            note: m.to_string(),
        }];
        Ok(Played {
            mv: m.to_string(),
            frames,
            next: Box::new(next),
        })
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        point_steps(mv)
    }
}

/// The position of `game` under `options`: its start, or the position text
/// `start`.
pub(crate) fn open(
    game: &str,
    options: &[String],
    start: Option<&str>,
) -> Result<Box<dyn Shown>, String> {
    fn of<P: Shown + Position + 'static>(
        options: &[String],
        start: Option<&str>,
    ) -> Result<Box<dyn Shown>, String> {
        use fanga::core::GameOptions;
        let mut o = P::Options::default();
        o.apply(options).map_err(|e| e.to_string())?;
        Ok(match start {
            Some(text) => Box::new(P::from_text(text.trim(), &o).map_err(|e| e.to_string())?),
            None => Box::new(P::start(&o)),
        })
    }
    match game {
        "katro" => of::<fanga::katro::Katro>(options, start),
        "katra-fandatsaka" => of::<fanga::katra_fandatsaka::KatraFandatsaka>(options, start),
        "fifangha" => of::<fanga::fifangha::Fifangha>(options, start),
        "katra-sakalava" => of::<fanga::katra_sakalava::KatraSakalava>(options, start),
        "mangala" => of::<fanga::mangala::Mangala>(options, start),
        "fang" => of::<fanga::fang::Fang>(options, start),
        // The compact type when it takes the options, as the registry does.
        "oware" => of::<fanga::oware::Oware>(options, start)
            .or_else(|_| of::<fanga::oware::OwareLarge>(options, start)),
        "kalah" => of::<fanga::kalah::Kalah>(options, start),
        "fanorona" => of::<fanga::fanorona::Fanorona>(options, start),
        "fanorona-telo" => of::<fanga::fanorona::FanoronaTelo>(options, start),
        _ => Err(match fanga::registry().get(game) {
            Err(e) => e.to_string(),
            Ok(_) => format!("`{game}` has no board view in the playground"),
        }),
    }
}
