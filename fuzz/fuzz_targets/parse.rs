//! Every text parser: position texts (through each game's type and through
//! the registry), move texts on the start position, and options.
//!
//! Input: a byte choosing the game, a byte choosing what to parse, then the
//! text.
#![no_main]

use fanga::GameVisitor;
use fanga::core::catalog::Catalogued;
use fanga_fuzz::{check_move_text, check_text, with_game};
use libfuzzer_sys::fuzz_target;

fn run<P: Catalogued>(kind: u8, text: &str) {
    match kind % 3 {
        0 => check_text::<P>(text),
        1 => {
            let start = P::start(&Default::default());
            let _ = check_move_text(&start, text);
        }
        _ => {
            let options: Vec<&str> = text.split(' ').take(8).collect();
            if let Ok(p) = fanga::registry().start(P::GAME, &options) {
                let _ = p.moves(fanga_fuzz::BUDGET);
                let text = p.to_string();
                let again = fanga::registry()
                    .parse(P::GAME, &text, &options)
                    .expect("a start position reads back under its options");
                assert_eq!(again.to_string(), text);
            }
        }
    }
}

struct Run<'a>(u8, &'a str);

impl GameVisitor for Run<'_> {
    fn visit<P: Catalogued>(&mut self) {
        run::<P>(self.0, self.1);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, kind, rest @ ..] = data else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    with_game(*game, &mut Run(*kind, &text));
});
