//! Rules of **katra sakalava**: katra fandatsaka with the *rova*.
//!
//! # Sources
//!
//! Dandouau (1908) described the game at the end of his article; his text was
//! not found. The default rule set follows Alain Busser's 2025 rule page "Katra
//! Sakalava" ("Le jeu se joue comme le katra fandatsaka sauf en ce qui concerne
//! les rova": the game is played like katra fandatsaka except for the rova),
//! and his 2023 article, as fixed by the fanga rulebook (conventions in
//! `docs/conventions.md`, decisions in `docs/decisions.md` of the workspace).
//! Everything not below is katra fandatsaka on 8 columns with the zone rule
//! (see [`fanga_katra_fandatsaka`]): phases 1 and 2, winning at once, kamo.
//!
//! # The rules, each with its source
//!
//! **Start.** Each player has 10 seeds on the board and 22 in his reserve. In
//! his own frame his *rova* is column 5: the **front rova** (inner hole 5,
//! `e2` for South, `d3` for North) and the **back rova** (outer hole 5, `e1`
//! and `d4`) hold 3 seeds each; inner holes 6 and 7 hold 2. Busser 2023: "Les
//! deux cases contenant initialement 3 graines chacune, constituent à elles
//! deux le rova (ou enceinte sacrée)" (the two holes holding 3 seeds each at
//! the start together make the rova, the sacred enclosure).
//! `0,0,0,3,0,0,0,0/0,2,2,3,0,0,0,0/0,0,0,0,3,2,2,0/0,0,0,0,3,0,0,0 S reserve=22,22 rova=1,1`.
//!
//! A player **has his rova** from the start until it is dissolved; it never
//! comes back (Busser 2025: "Après cela, l'adversaire ne peut plus
//! reconstituer son rova": after that the opponent can no longer rebuild his
//! rova), and a player keeps it while it stands, even with both holes empty.
//! While he has it:
//!
//! 1. **The back rova stops** a lap of his that ends there (n >= 2), in any
//!    turn. Busser 2025: "le tour de jeu s'arrête lorsque la dernière graine
//!    tombe dans une case vide ou dans le rova arrière" (the turn stops when the
//!    last seed falls into an empty hole or into the back rova).
//! 2. **The front rova offers a choice** when a lap of his ends there (n >= 2):
//!    in a capturing turn facing seeds, an ordinary capture comes first
//!    (rulebook decision, as Bao checks captures before its nyumba); otherwise
//!    he chooses `stop` (the turn ends) or `rova`: the seeds of **both** rova
//!    holes are sown from the hole after the front rova, in the current
//!    direction, and his rova is dissolved. Busser 2025: "il ne sème pas les 11
//!    graines de son rova avant, mais les 23 graines des deux cases de son
//!    rova" (he does not sow the 11 seeds of his front rova but the 23 seeds of
//!    both holes of his rova).
//! 3. **Picking the rova up dissolves it** (rulebook decision: the rova is one
//!    unit, as in rule 2): whenever he takes the seeds of one of its holes to
//!    sow them (a non-capturing phase-1 opening in the front rova, a phase-2
//!    opening in either hole), he takes both holes, sows from the hole after the
//!    chosen one, and his rova is dissolved.
//! 4. **Capturing a rova.** When the opponent captures from the hole facing his
//!    front rova (which must hold seeds, as for any capture), the opponent
//!    takes both rova holes, and the rova is dissolved. Busser 2023: "on prend
//!    non pas les graines de la case en face ... mais celles des deux rova" (one
//!    takes not the seeds of the hole opposite but those of both rova holes).
//! 5. A capture **from** one's own front rova takes only the facing seeds and
//!    leaves one's rova standing; seeds sown through rova holes are ordinary
//!    drops. A capture that takes a rova wins at once like any other.
//!
//! **End of the game.** As katra fandatsaka, plus: at the start of a phase-2
//! turn, if none of the mover's holes holds 2 or more seeds, he loses (Busser
//! 2025: "si, lors de la phase 2, un joueur n'a plus que des singletons, il est
//! également déclaré perdant": if in phase 2 a player has only singletons, he is
//! declared the loser too).
//!
//! # Options
//!
//! `back_rova`: `stop` (default, Busser 2025) or `optional` (Busser 2023: "on
//! peut arrêter de semer : on n'est pas obligé de rejouer", one may stop
//! sowing, one does not have to play on): a lap ending in the back rova then
//! offers the same `stop` / `rova` choice as the front rova, `rova` sowing both
//! holes from the hole after the back rova.
//!
//! # Notation and position text
//!
//! As katra fandatsaka, with `stop` and `rova` at their place among the
//! choices: `c2 h2 stop`, `f2:cw rova`. The position text ends with
//! `rova=<S>,<N>`, 1 while that player has his rova.
//!
//! # Worked example (Busser 2025)
//!
//! ```
//! use fanga_core::Position;
//! use fanga_katra_sakalava::KatraSakalava;
//!
//! // Phase 2, both rova standing. a2's 3 seeds end in d2 (n = 3) facing
//! // North's front rova: South takes both North rova holes (16 + 9), chooses
//! // h2 and sows the 25 seeds ccw from h2; relays end in South's back rova e1.
//! let p: KatraSakalava = "0,0,0,9,0,0,0,3/0,2,2,16,0,0,0,0/3,1,1,2,11,2,2,0/0,0,0,0,12,0,0,0 S reserve=0,0 rova=1,1".parse()?;
//! let next = p.play(&"a2:cw h2".parse()?)?;
//! assert_eq!(
//!     next.to_string(),
//!     "0,0,0,0,0,0,0,3/0,2,2,0,0,0,0,0/2,4,4,5,13,4,4,2/0,2,0,2,14,1,1,1 N reserve=0,0 rova=1,0"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use fanga_core::options::{bad_value, unknown_key};
use fanga_core::{EndReason, GameOptions, OptionError, OptionSpec, Outcome, Player};
use fanga_katra_fandatsaka::variant::{Cx, KatraTurn, Mode, Phase, facing, inner_row, outer_row};
use fanga_katra_fandatsaka::{Choice, Config, Katra, ReserveEnd, TsibongyChoice, Variant};
use fanga_sowing::relay::Landing;
use fanga_sowing::trace::{Event, Stop, Tracer};
use fanga_sowing::{Board, Hole, Lap, LapEnd, LapStart};
use smallvec::SmallVec;

pub use fanga_katra_fandatsaka::{KatraMove as SakalavaMove, KatraMoveError, ParseKatraMoveError};

/// In phase 2 the player to move has no hole of two seeds or more.
pub const ONLY_SINGLETONS: EndReason = EndReason::new("only singletons");

/// Katra sakalava: the [`Variant`] of the katra machinery with the rova.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Sakalava;

/// A katra sakalava position.
pub type KatraSakalava = Katra<Sakalava>;

/// What a lap ending in the back rova does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum BackRova {
    /// The turn ends (default, Busser 2025).
    #[default]
    Stop,
    /// The mover chooses `stop` or `rova` (Busser 2023).
    Optional,
}

/// The options of katra sakalava.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SakalavaOptions {
    /// `back_rova`: `stop` (default) or `optional`.
    pub back_rova: BackRova,
}

impl GameOptions for SakalavaOptions {
    const SPECS: &'static [OptionSpec] = &[OptionSpec {
        key: "back_rova",
        values: &["stop", "optional"],
        default: "stop",
        doc: "a lap ending in one's back rova ends the turn, or offers stop / rova",
    }];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (key, value) {
            ("back_rova", "stop") => self.back_rova = BackRova::Stop,
            ("back_rova", "optional") => self.back_rova = BackRova::Optional,
            ("back_rova", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        (key == "back_rova").then_some(match self.back_rova {
            BackRova::Stop => "stop",
            BackRova::Optional => "optional",
        })
    }
}

/// The rova state: who still has his rova, and (during a turn only) the rova
/// hole where a `stop` / `rova` choice is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RovaState {
    /// Whether South and North still have their rova.
    pub standing: [bool; 2],
    pending: Option<Hole>,
}

impl Default for RovaState {
    fn default() -> Self {
        RovaState {
            standing: [true; 2],
            pending: None,
        }
    }
}

const COLS: u8 = 8;

/// A player's front rova: inner hole 5 of his own frame (`e2`, `d3`).
#[must_use]
pub const fn front_rova(p: Player) -> Hole {
    match p {
        Player::South => Hole::at(4, inner_row(Player::South)),
        Player::North => Hole::at(COLS - 5, inner_row(Player::North)),
    }
}

/// A player's back rova: outer hole 5 of his own frame (`e1`, `d4`).
#[must_use]
pub const fn back_rova(p: Player) -> Hole {
    front_rova(p).with_row(outer_row(p))
}

const DISSOLVED: &str = "rova dissolved";

fn dissolve(turn: &mut KatraTurn<Sakalava>, p: Player, trace: &mut impl Tracer) {
    turn.state.extra.standing[p.index()] = false;
    trace.record(|| Event::State {
        player: p,
        change: DISSOLVED,
    });
}

/// Takes both rova holes of the mover into his hand and dissolves his rova.
fn take_rova(cx: &Cx<Sakalava>, turn: &mut KatraTurn<Sakalava>, trace: &mut impl Tracer) -> u8 {
    let seeds = turn.take(front_rova(cx.mover), trace) + turn.take(back_rova(cx.mover), trace);
    dissolve(turn, cx.mover, trace);
    seeds
}

impl Variant for Sakalava {
    type Options = SakalavaOptions;
    type Extra = RovaState;

    const GAME: &'static str = "katra-sakalava";
    const COLUMNS: &'static [u8] = &[8];
    const EXTRA_KEY: Option<&'static str> = Some("rova");

    fn config(_: &SakalavaOptions) -> Config {
        Config {
            columns: COLS,
            tsibongy: [TsibongyChoice::Zone; 2],
            reserve_end: ReserveEnd::PhaseTwo,
        }
    }

    fn options_for_columns(_: u8) -> SakalavaOptions {
        SakalavaOptions::default()
    }

    fn start(options: &SakalavaOptions) -> Katra<Self> {
        let mut board = Board::new(4, COLS).expect("a 4 x 8 board");
        for p in Player::BOTH {
            board.set(front_rova(p), 3);
            board.set(back_rova(p), 3);
        }
        for h in ["f2", "g2", "b3", "c3"] {
            board.set(h.parse().expect("a hole name"), 2);
        }
        Katra::from_parts(
            board,
            [22; 2],
            Player::South,
            RovaState::default(),
            *options,
        )
    }

    /// Rova rules 1 and 2: the back rova stops (or offers the choice), the
    /// front rova offers `stop` / `rova` unless a capture comes first.
    fn on_landing(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        end: LapEnd,
        _: &mut impl Tracer,
    ) -> Option<Landing<Choice>> {
        if !turn.state.extra.standing[cx.mover.index()] {
            return None;
        }
        let h = end.hole;
        let choice = || Landing::Choose(SmallVec::from_slice(&[Choice::Stop, Choice::Rova]));
        if h == back_rova(cx.mover) {
            return Some(match cx.options.back_rova {
                BackRova::Stop => Landing::End(Stop::Rule("the last seed fell into the back rova")),
                BackRova::Optional => {
                    turn.state.extra.pending = Some(h);
                    choice()
                }
            });
        }
        if h == front_rova(cx.mover) {
            if turn.state.mode == Mode::Capturing && turn.board.get(facing(h)) > 0 {
                return None;
            }
            turn.state.extra.pending = Some(h);
            return Some(choice());
        }
        None
    }

    /// Rova rule 3: picking up a rova hole takes both.
    fn pick_up(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> u8 {
        if turn.state.extra.standing[cx.mover.index()]
            && (hole == front_rova(cx.mover) || hole == back_rova(cx.mover))
        {
            take_rova(cx, turn, trace)
        } else {
            turn.take(hole, trace)
        }
    }

    /// Rova rule 4: capturing from the hole facing a standing front rova takes
    /// both rova holes.
    fn capture(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        hole: Hole,
        trace: &mut impl Tracer,
    ) -> u8 {
        let them = cx.mover.other();
        if hole == front_rova(them) && turn.state.extra.standing[them.index()] {
            let seeds = turn.capture(hole, trace);
            let back = back_rova(them);
            let more = if turn.board.get(back) > 0 {
                turn.capture(back, trace)
            } else {
                0
            };
            dissolve(turn, them, trace);
            seeds + more
        } else {
            turn.capture(hole, trace)
        }
    }

    fn on_choice(
        cx: &Cx<Self>,
        turn: &mut KatraTurn<Self>,
        choice: Choice,
        trace: &mut impl Tracer,
    ) -> Landing<Choice> {
        let at = turn
            .state
            .extra
            .pending
            .take()
            .expect("a rova choice follows a rova landing");
        match choice {
            Choice::Rova => {
                let seeds = take_rova(cx, turn, trace);
                Landing::Sow(Lap::new(at, seeds, turn.state.dir, LapStart::Next))
            }
            _ => Landing::End(Stop::Chosen),
        }
    }

    /// At the start of a phase-2 turn, a player with only singletons loses.
    fn end_check(position: &Katra<Self>) -> Option<Outcome> {
        use fanga_core::Position as _;
        let mover = position.turn();
        if position.phase() != Phase::Two {
            return None;
        }
        let b = position.board();
        let any_pair = b
            .holes()
            .any(|h| b.owner(h) == Some(mover) && b.get(h) >= 2);
        (!any_pair).then_some(Outcome::Win {
            winner: mover.other(),
            reason: crate::ONLY_SINGLETONS,
        })
    }

    fn parse_extra(value: &str) -> Option<RovaState> {
        let (s, n) = value.split_once(',')?;
        let flag = |t: &str| match t {
            "1" => Some(true),
            "0" => Some(false),
            _ => None,
        };
        Some(RovaState {
            standing: [flag(s)?, flag(n)?],
            pending: None,
        })
    }

    fn write_extra(extra: &RovaState) -> String {
        let [s, n] = extra.standing.map(u8::from);
        format!("{s},{n}")
    }

    fn replay_state(extra: &mut RovaState, event: &Event) {
        if let Event::State { player, change } = event
            && *change == DISSOLVED
        {
            extra.standing[player.index()] = false;
        }
    }
}
