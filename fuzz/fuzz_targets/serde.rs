//! serde JSON of positions, moves, outcomes and games: whatever
//! deserializes is a checked value that serializes back and reads again
//! into the same value.
//!
//! Input: a byte choosing the game, a byte choosing the type, then JSON.
#![no_main]

use fanga::SerdeGameVisitor;
use fanga::core::{Bounded, Game, Outcome, Position, Traced, catalog::Catalogued};
use fanga_fuzz::with_serde_game;
use libfuzzer_sys::fuzz_target;
use serde::Serialize;
use serde::de::DeserializeOwned;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(
    json: &[u8],
) -> Option<T> {
    let v: T = serde_json::from_slice(json).ok()?;
    let text = serde_json::to_string(&v).expect("a value serializes");
    let back: T =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text} does not read back: {e}"));
    assert_eq!(back, v, "{text}");
    Some(v)
}

fn run<P>(kind: u8, json: &[u8])
where
    P: Traced + Bounded + Serialize + DeserializeOwned,
    P::Move: Serialize + DeserializeOwned,
{
    match kind % 4 {
        0 => {
            if let Some(p) = round_trip::<P>(json) {
                fanga_fuzz::check_position(&p);
            }
        }
        1 => {
            let _ = round_trip::<P::Move>(json);
        }
        2 => {
            let _ = round_trip::<Outcome>(json);
        }
        _ => {
            // A game's record is replayed by the rules, each move exactly:
            // only small records, so that no input runs for long.
            if json.len() < 2_000
                && let Some(g) = round_trip::<Game<P>>(json)
            {
                let _ = g.position().outcome();
            }
        }
    }
}

struct Run<'a>(u8, &'a [u8]);

impl SerdeGameVisitor for Run<'_> {
    fn visit<P>(&mut self)
    where
        P: Catalogued + Serialize + DeserializeOwned,
        P::Move: Serialize + DeserializeOwned,
    {
        run::<P>(self.0, self.1);
    }
}

fuzz_target!(|data: &[u8]| {
    let [game, kind, rest @ ..] = data else {
        return;
    };
    with_serde_game(*game, &mut Run(*kind, rest));
});

#[allow(dead_code)]
fn _position_is_used<P: Position>() {}
