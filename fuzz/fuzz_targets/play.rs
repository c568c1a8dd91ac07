//! Play: a position, then a sequence of steps, each a choice among the legal
//! moves or an arbitrary move text, checking after every step that seeds are
//! kept, every listed move is legal and plays, a refused play hands back the
//! unchanged position, and texts round-trip.
//!
//! Input: a byte choosing the game, a position text ending with a newline
//! (an empty one is the start position), then the steps: a byte below 0xF0
//! picks a decided legal move by index; 0xF0 and above read a move text up
//! to the next `;`.
#![no_main]

use fanga::GameVisitor;
use fanga::core::catalog::Catalogued;
use fanga_fuzz::{check_move_text, check_moves, play_picked, with_game};
use libfuzzer_sys::fuzz_target;

fn run<P: Catalogued>(data: &[u8]) {
    let (head, mut steps) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => return,
    };
    let mut p = if head.is_empty() {
        P::start(&Default::default())
    } else {
        let Ok(text) = std::str::from_utf8(head) else {
            return;
        };
        let Ok(p) = text.parse::<P>() else { return };
        p
    };
    let conserved = p.conserved();
    for _ in 0..64 {
        let [b, rest @ ..] = steps else { break };
        steps = rest;
        // A few moves a step: the steps check the rest as they play them.
        check_moves(&p, 6);
        if *b >= 0xF0 {
            let end = steps.iter().position(|&c| c == b';').unwrap_or(steps.len());
            let text = String::from_utf8_lossy(&steps[..end]);
            steps = steps.get(end + 1..).unwrap_or_default();
            if let Some(next) = check_move_text(&p, &text) {
                p = next;
            }
        } else {
            let Some(next) = play_picked(&p, *b) else {
                break;
            };
            p = next;
        }
        assert_eq!(p.conserved(), conserved, "seeds appeared or vanished");
    }
}

struct Run<'a>(&'a [u8]);

impl GameVisitor for Run<'_> {
    fn visit<P: Catalogued>(&mut self) {
        run::<P>(self.0);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, rest @ ..] = data else { return };
    with_game(*game, &mut Run(rest));
});
