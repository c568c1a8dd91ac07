//! serde support (feature `serde`).
//!
//! Moves serialize as their notation (`"b1:cw"`) and deserialize through
//! `FromStr`. A position serializes as its position text together with the
//! options that differ from the default, because some options change the rules
//! without showing in the text (Katro's `goal`):
//!
//! ```json
//! {"options": ["goal=inner_row"], "position": "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"}
//! ```
//!
//! It deserializes through [`Position::from_text`] under those options, so a
//! deserialized position is always a checked one. Games implement both with
//! [`impl_serde_position!`](crate::impl_serde_position) and
//! [`impl_serde_notation!`](crate::impl_serde_notation).
//!
//! A [`Player`] serializes as its letter, `"S"` or `"N"`, and an [`Outcome`]
//! as `{"win": {"winner": "S", "reason": "..."}}` or `{"draw": {"reason":
//! "..."}}`. Those are the letters of the sowing games' texts; where a game's
//! texts name the players otherwise (Fanorona: `W` and `B`), a field written
//! with [`serialize_player`] and [`serialize_outcome`] (and read with their
//! `deserialize_` twins) uses the game's own letters,
//! [`Position::PLAYER_LETTERS`]:
//!
//! ```
//! use fanga_core::{EndReason, Outcome, Player};
//!
//! assert_eq!(serde_json::to_string(&Player::North)?, r#""N""#);
//! let o = Outcome::win(Player::South, EndReason::NO_LEGAL_MOVE);
//! let json = serde_json::to_string(&o)?;
//! assert_eq!(json, r#"{"win":{"winner":"S","reason":"no legal move"}}"#);
//! assert_eq!(serde_json::from_str::<Outcome>(&json)?, o);
//! # Ok::<(), serde_json::Error>(())
//! ```
//!
//! `fanga_fanorona`'s documentation shows a record whose outcome is written
//! with White's and Black's letters.

pub use serde;

use serde::de::Error as _;
use serde::ser::SerializeStruct as _;
use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{EndReason, GameOptions, Outcome, Player, Position};

/// Serializes a position as `{"options": [...], "position": "..."}`.
///
/// # Errors
///
/// Those of the serializer.
pub fn serialize_position<P: Position, S: Serializer>(p: &P, s: S) -> Result<S::Ok, S::Error> {
    let mut st = s.serialize_struct("Position", 2)?;
    st.serialize_field("options", &p.options().changed())?;
    st.serialize_field("position", &p.to_string())?;
    st.end()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Repr {
    #[serde(default)]
    options: Vec<String>,
    position: String,
}

/// Deserializes a position written by [`serialize_position`], checking it.
///
/// # Errors
///
/// A bad option or position text, with its message.
pub fn deserialize_position<'de, P: Position, D: Deserializer<'de>>(d: D) -> Result<P, D::Error> {
    let r = Repr::deserialize(d)?;
    let mut options = P::Options::default();
    options.apply(&r.options).map_err(D::Error::custom)?;
    P::from_text(&r.position, &options).map_err(D::Error::custom)
}

/// Serializes `player` with the letter that game `P`'s texts give it
/// ([`Position::PLAYER_LETTERS`]): for a field,
/// `#[serde(serialize_with = "serialize_player::<Fanorona, _>")]`.
///
/// # Errors
///
/// Those of the serializer.
pub fn serialize_player<P: Position, S: Serializer>(
    player: &Player,
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_str(&P::PLAYER_LETTERS[*player])
}

/// Deserializes a player written by [`serialize_player`] for game `P`.
///
/// # Errors
///
/// The text is not one of `P`'s two letters.
pub fn deserialize_player<'de, P: Position, D: Deserializer<'de>>(
    d: D,
) -> Result<Player, D::Error> {
    let text = Cow::<'de, str>::deserialize(d)?;
    player_of::<P>(&text).map_err(D::Error::custom)
}

/// The player whose letter in `P`'s texts is `text`.
fn player_of<P: Position>(text: &str) -> Result<Player, String> {
    let crate::ByPlayer { south: a, north: b } = P::PLAYER_LETTERS;
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c == a => Ok(Player::South),
        (Some(c), None) if c == b => Ok(Player::North),
        _ => Err(format!(
            "`{}` is not a player: expected `{a}` or `{b}`",
            crate::text::suggest::excerpt(text)
        )),
    }
}

/// An [`Outcome`] as serde writes it, with the winner as a letter.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Outcome", rename_all = "snake_case", deny_unknown_fields)]
enum OutcomeRepr<'a> {
    Win {
        #[serde(borrow)]
        winner: Cow<'a, str>,
        reason: EndReason,
    },
    Draw {
        reason: EndReason,
    },
}

/// Serializes `outcome` as [`Outcome`]'s own serde does, with the winner
/// written with the letter that game `P`'s texts give it.
///
/// # Errors
///
/// Those of the serializer.
pub fn serialize_outcome<P: Position, S: Serializer>(
    outcome: &Outcome,
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut letter = [0; 4];
    match *outcome {
        Outcome::Win { winner, reason } => OutcomeRepr::Win {
            winner: Cow::Borrowed(P::PLAYER_LETTERS[winner].encode_utf8(&mut letter)),
            reason,
        },
        Outcome::Draw { reason } => OutcomeRepr::Draw { reason },
    }
    .serialize(s)
}

/// Deserializes an outcome written by [`serialize_outcome`] for game `P`.
///
/// # Errors
///
/// Not an outcome, or a winner that is not one of `P`'s two letters.
pub fn deserialize_outcome<'de, P: Position, D: Deserializer<'de>>(
    d: D,
) -> Result<Outcome, D::Error> {
    Ok(match OutcomeRepr::deserialize(d)? {
        OutcomeRepr::Win { winner, reason } => Outcome::Win {
            winner: player_of::<P>(&winner).map_err(D::Error::custom)?,
            reason,
        },
        OutcomeRepr::Draw { reason } => Outcome::Draw { reason },
    })
}

/// Implements `Serialize` and `Deserialize` for a position type as
/// [`serialize_position`] and [`deserialize_position`] do.
#[macro_export]
macro_rules! impl_serde_position {
    ($t:ty) => {
        impl $crate::serialization::serde::Serialize for $t {
            fn serialize<S: $crate::serialization::serde::Serializer>(
                &self,
                s: S,
            ) -> Result<S::Ok, S::Error> {
                $crate::serialization::serialize_position(self, s)
            }
        }
        impl<'de> $crate::serialization::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::serialization::serde::Deserializer<'de>>(
                d: D,
            ) -> Result<Self, D::Error> {
                $crate::serialization::deserialize_position(d)
            }
        }
    };
}

/// Implements `Serialize` and `Deserialize` for a type as its `Display` text,
/// read back through `FromStr` (moves, holes, directions).
#[macro_export]
macro_rules! impl_serde_notation {
    ($t:ty) => {
        impl $crate::serialization::serde::Serialize for $t {
            fn serialize<S: $crate::serialization::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de> $crate::serialization::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::serialization::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str> as $crate::serialization::serde::Deserialize>::deserialize(d)?;
                text.parse()
                    .map_err(<D::Error as $crate::serialization::serde::de::Error>::custom)
            }
        }
    };
}
