//! Games described by data: a description (a rule set, say), read by the
//! game type of the list that reads it (`Catalogued::read_description`),
//! then random moves from its start, checking after every move that seeds
//! are kept, every listed move is legal and plays, its trace replays, and
//! texts round-trip. A bad description must be refused with an error, never
//! a panic.
//!
//! Input: the description, a NUL byte, then the steps: each byte picks a
//! decided legal move by index.
#![no_main]

use fanga::GameVisitor;
use fanga::core::catalog::Catalogued;
use fanga_fuzz::{check_moves, play_picked};
use libfuzzer_sys::fuzz_target;

struct Run<'a> {
    text: &'a str,
    steps: &'a [u8],
}

impl GameVisitor for Run<'_> {
    fn visit<P: Catalogued>(&mut self) {
        let Some(Ok(options)) = P::read_description(self.text) else {
            return;
        };
        let mut p = P::start(&options);
        let conserved = p.conserved();
        for b in self.steps.iter().take(64) {
            check_moves(&p, 6);
            let Some(next) = play_picked(&p, *b) else {
                break;
            };
            p = next;
            assert_eq!(p.conserved(), conserved, "seeds appeared or vanished");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let end = data.iter().position(|&b| b == 0).unwrap_or(data.len());
    let Ok(text) = std::str::from_utf8(&data[..end]) else {
        return;
    };
    let steps = data.get(end + 1..).unwrap_or_default();
    fanga::visit_games(&mut Run { text, steps });
});
