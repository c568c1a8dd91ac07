//! A game that declares nothing but its title still shows itself to a page:
//! a text board of its diagram, its moves' text in pieces, one frame a
//! move, and no rules summary.

use std::fmt;
use std::str::FromStr;

use fanga_core::{
    ByPlayer, MoveList, Outcome, ParsePositionError, Player, Position, TraceReplayError, Traced,
    catalog::{BoardView, Catalogued, Step},
    registry::{GameEntry, Registry},
};
use fanga_katro::Katro;

/// Katro's rules under a title of one's own, with no view declared.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain(Katro);

type K = Katro;

impl fmt::Display for Plain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for Plain {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(Plain)
    }
}

impl Position for Plain {
    type Move = <K as Position>::Move;
    type ParseMoveError = <K as Position>::ParseMoveError;
    type MoveError = <K as Position>::MoveError;
    type Options = <K as Position>::Options;
    const GAME: &'static str = "plain";

    fn start(options: &Self::Options) -> Self {
        Plain(K::start(options))
    }
    fn from_text(text: &str, options: &Self::Options) -> Result<Self, ParsePositionError> {
        K::from_text(text, options).map(Plain)
    }
    fn options(&self) -> Self::Options {
        Position::options(&self.0)
    }
    fn turn(&self) -> Player {
        self.0.turn()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn legal_moves(&self) -> MoveList<Self::Move> {
        self.0.legal_moves()
    }
    fn check_move(&self, m: &Self::Move) -> Result<(), Self::MoveError> {
        self.0.check_move(m)
    }
    fn play_unchecked(&mut self, m: &Self::Move) {
        self.0.play_unchecked(m);
    }
    fn score(&self) -> ByPlayer<u32> {
        self.0.score()
    }
    fn diagram(&self) -> String {
        format!("plain\n{}", self.0)
    }
}

impl Traced for Plain {
    type Trace = <K as Traced>::Trace;
    fn play_traced(&self, m: &Self::Move) -> Result<(Self, Self::Trace), Self::MoveError> {
        self.0.play_traced(m).map(|(p, t)| (Plain(p), t))
    }
    fn replay_trace(&self, trace: &Self::Trace) -> Result<Self, TraceReplayError> {
        self.0.replay_trace(trace).map(Plain)
    }
}

impl fanga_core::Bounded for Plain {}

impl Catalogued for Plain {
    const TITLE: &'static str = "Katro, plainly";
}

#[test]
fn a_game_that_declares_no_view_shows_its_diagram_and_plays_one_frame_a_move() {
    let registry = Registry::new().with(GameEntry::of::<Plain>());
    let entry = registry.get("plain").expect("registered");
    assert_eq!(entry.rules, None);
    let p = entry.start(&["columns=4"]).expect("the start");
    let BoardView::Text { diagram } = p.view() else {
        panic!("not a text board: {:?}", p.view());
    };
    assert!(diagram.starts_with("plain\n"), "{diagram}");
    assert_eq!(
        p.steps("b2:cw"),
        [Step::choice("b2", "b2"), Step::choice("cw", "cw")]
    );
    let played = p.play_animated("b2:cw").expect("legal");
    assert_eq!(played.mv, "b2:cw");
    assert_eq!(played.frames.len(), 1);
    assert_eq!(played.frames[0].board, played.next.view());
    assert_eq!(played.frames[0].note, "b2:cw");
    assert!(p.play_animated("z9:cw").is_err());
}
