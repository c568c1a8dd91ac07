//! Why a Fanorona move is refused: the first step that does not fit, or
//! the rule it breaks (a move is checked by generating the moves that
//! follow its path; this names the reason once it is found illegal).

use fanga_core::Position;

use crate::board::Dir;
use crate::game::{Fanorona, Mode};
use crate::{Capture, FanoronaMove, FanoronaMoveError};

impl Fanorona {
    /// Why `m`, which is not legal, is refused: the first step that does not
    /// fit, or the rule it breaks.
    pub(crate) fn diagnose(&self, m: &FanoronaMove) -> FanoronaMoveError {
        let (me, mut them) = self.mine();
        let mut mine = me;
        let from = m.from();
        if me & from.bit() == 0 {
            return FanoronaMoveError::NotYourPiece {
                point: from,
                mover: Self::PLAYER_LETTERS[self.turn],
            };
        }
        let mode = self.mode();
        if !m.is_capture() {
            return if self.any_capture() && mode != Mode::VelaGiver {
                FanoronaMoveError::CaptureCompulsory
            } else {
                // Every move has a step (its constructors and parser see to
                // it); a move without would be refused here as going nowhere.
                let Some((q, _)) = m.steps().next() else {
                    return FanoronaMoveError::NoLine {
                        step: 1,
                        from,
                        to: from,
                    };
                };
                if !Dir::ALL.iter().any(|&d| from.step(d) == Some(q)) {
                    FanoronaMoveError::NoLine {
                        step: 1,
                        from,
                        to: q,
                    }
                } else {
                    FanoronaMoveError::Occupied { step: 1, to: q }
                }
            };
        }
        if mode == Mode::VelaGiver {
            return FanoronaMoveError::NotAllowed(
                "in the first phase of the vela game Black does not capture: his turn is a paika",
            );
        }
        let (mut at, mut last, mut visited, mut prev) = (from, None, from.bit(), from);
        for (i, (q, c)) in m.steps().enumerate() {
            let step = i + 1;
            if i > 0 && mode != Mode::Normal {
                return FanoronaMoveError::NotAllowed(match mode {
                    Mode::VelaTaker => "in the first phase of the vela game a turn captures once",
                    _ => "a first turn holds a single capture (first_turn=both_players)",
                });
            }
            let Some(d) = Dir::ALL.into_iter().find(|&d| at.step(d) == Some(q)) else {
                return FanoronaMoveError::NoLine {
                    step,
                    from: at,
                    to: q,
                };
            };
            if (mine | them) & q.bit() != 0 {
                return FanoronaMoveError::Occupied { step, to: q };
            }
            if last == Some(d) {
                return FanoronaMoveError::SameDirection { step };
            }
            let revisit = if self.options.revisit_not_back {
                i > 0 && q == prev
            } else {
                visited & q.bit() != 0
            };
            if revisit {
                return FanoronaMoveError::Revisit { step, to: q };
            }
            let Some(c) = c else {
                return FanoronaMoveError::NotAllowed("a capture move marks every step");
            };
            if !Self::capture_kinds(them, at, q, d).contains(&Some(c)) {
                let kind = if c == Capture::Approach {
                    "approach"
                } else {
                    "withdrawal"
                };
                return FanoronaMoveError::NoCapture { step, to: q, kind };
            }
            them &= !Self::captured(them, at, q, d, c, mode == Mode::VelaTaker);
            mine ^= at.bit() ^ q.bit();
            prev = at;
            at = q;
            last = Some(d);
            visited |= q.bit();
        }
        FanoronaMoveError::MustContinue
    }
}
