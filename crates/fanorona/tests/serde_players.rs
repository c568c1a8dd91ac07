//! Players and outcomes serialize with Fanorona's own letters, W and B,
//! through `fanga_core::serialization`'s field helpers; a bare `Player` and
//! `Outcome` keep fanga's S and N.
#![cfg(feature = "serde")]

use fanga_core::serialization::{
    deserialize_outcome, deserialize_player, serialize_outcome, serialize_player,
};
use fanga_core::{EndReason, Outcome, Player};
use fanga_fanorona::{ALL_PIECES_TAKEN, Fanorona, FanoronaTelo, THREE_IN_A_ROW};

fn player_text<P: fanga_core::Position>(p: Player) -> String {
    let mut out = Vec::new();
    serialize_player::<P, _>(&p, &mut serde_json::Serializer::new(&mut out)).unwrap();
    String::from_utf8(out).unwrap()
}

fn player_from<P: fanga_core::Position>(json: &str) -> Result<Player, String> {
    deserialize_player::<P, _>(&mut serde_json::Deserializer::from_str(json))
        .map_err(|e| e.to_string())
}

fn outcome_text<P: fanga_core::Position>(o: Outcome) -> String {
    let mut out = Vec::new();
    serialize_outcome::<P, _>(&o, &mut serde_json::Serializer::new(&mut out)).unwrap();
    String::from_utf8(out).unwrap()
}

fn outcome_from<P: fanga_core::Position>(json: &str) -> Result<Outcome, String> {
    deserialize_outcome::<P, _>(&mut serde_json::Deserializer::from_str(json))
        .map_err(|e| e.to_string())
}

#[test]
fn players_read_and_write_the_games_letters() {
    assert_eq!(player_text::<Fanorona>(Player::South), r#""W""#);
    assert_eq!(player_text::<FanoronaTelo>(Player::North), r#""B""#);
    for p in Player::BOTH {
        assert_eq!(player_from::<Fanorona>(&player_text::<Fanorona>(p)), Ok(p));
    }
    // A bare player keeps S and N, and reads nothing else.
    assert_eq!(serde_json::to_string(&Player::North).unwrap(), r#""N""#);
    assert_eq!(
        serde_json::from_str::<Player>(r#""S""#).unwrap(),
        Player::South
    );
    assert!(serde_json::from_str::<Player>(r#""South""#).is_err());
    assert!(serde_json::from_str::<Player>(r#""W""#).is_err());
}

#[test]
fn other_letters_are_refused_with_what_was_expected() {
    for bad in [r#""S""#, r#""N""#, r#""""#, r#""WB""#, r#""w""#] {
        let err = player_from::<Fanorona>(bad).unwrap_err();
        assert!(err.contains("expected `W` or `B`"), "{bad}: {err}");
    }
    // Not a string at all, and a huge string quoted as an excerpt.
    assert!(player_from::<Fanorona>("7").is_err());
    let huge = format!("\"{}\"", "W".repeat(1 << 20));
    let err = player_from::<Fanorona>(&huge).unwrap_err();
    assert!(err.len() < 400, "{} bytes", err.len());
}

#[test]
fn outcomes_have_outcomes_own_shape_with_the_games_letters() {
    let win = Outcome::win(Player::North, ALL_PIECES_TAKEN);
    let json = outcome_text::<Fanorona>(win);
    assert_eq!(
        json,
        r#"{"win":{"winner":"B","reason":"all pieces taken"}}"#
    );
    // The same shape as Outcome's own serde, letters apart.
    assert_eq!(
        json.replace("\"B\"", "\"N\""),
        serde_json::to_string(&win).unwrap()
    );
    assert_eq!(outcome_from::<Fanorona>(&json), Ok(win));
    let draw = Outcome::Draw {
        reason: EndReason::REPETITION,
    };
    let json = outcome_text::<FanoronaTelo>(draw);
    assert_eq!(json, serde_json::to_string(&draw).unwrap());
    assert_eq!(outcome_from::<FanoronaTelo>(&json), Ok(draw));
    let telo = Outcome::win(Player::South, THREE_IN_A_ROW);
    assert_eq!(
        outcome_from::<FanoronaTelo>(&outcome_text::<FanoronaTelo>(telo)),
        Ok(telo)
    );
    // A winner of the other letters, or an unknown field, is refused.
    let err = outcome_from::<Fanorona>(r#"{"win":{"winner":"S","reason":"all pieces taken"}}"#)
        .unwrap_err();
    assert!(
        err.contains("`S` is not a player: expected `W` or `B`"),
        "{err}"
    );
    assert!(outcome_from::<Fanorona>(r#"{"draw":{"reason":"x","extra":1}}"#).is_err());
    assert!(outcome_from::<Fanorona>(r#"{"lose":{}}"#).is_err());
}
