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

pub use serde;

use serde::de::Error as _;
use serde::ser::SerializeStruct as _;
use serde::{Deserialize, Deserializer, Serializer};

use crate::{GameOptions, Position};

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
