//! Game records: whatever reads prints back into a record that reads into
//! the same game.
//!
//! Input: a byte choosing the game, then the record text.
#![no_main]

use fanga::GameVisitor;
use fanga::core::catalog::Catalogued;
use fanga_fuzz::{check_record, with_game};
use libfuzzer_sys::fuzz_target;

struct Run<'a>(&'a str);

impl GameVisitor for Run<'_> {
    fn visit<P: Catalogued>(&mut self) {
        check_record::<P>(self.0);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, rest @ ..] = data else { return };
    let text = String::from_utf8_lossy(rest);
    with_game(*game, &mut Run(&text));
});
