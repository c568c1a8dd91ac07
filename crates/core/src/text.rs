//! Reading and writing the position text.
//!
//! Every position between two turns has exactly one text:
//!
//! ```text
//! <board> <side> [key=value ...]
//! ```
//!
//! Fields are separated by exactly one space; keys come in an order fixed by the
//! game. Parsing accepts exactly what printing produces and rejects anything else
//! with a [`ParsePositionError`] that says what is wrong and where. The board
//! field is the game's own business (comma-separated counts for sowing games,
//! point letters for Fanorona); this module splits the fields and checks the
//! side and the keys.

use crate::{ByPlayer, ParsePositionError, Player};

mod bytes;
pub(crate) mod suggest;

pub use bytes::Bytes;
pub use suggest::{closest, excerpt};

// The errors of the `FromStr` of the root's small types, read from texts.
pub use crate::budget::ParseLapBudgetError;
pub use crate::outcome::ParseEndReasonError;
pub use crate::player::ParsePlayerError;

/// Whether `name` is a name a game described by data may have (a variant,
/// a rule set): 1 to 40 lowercase ASCII letters, digits and hyphens,
/// starting with a letter.
///
/// ```
/// use fanga_core::text::is_game_name;
///
/// assert!(is_game_name("katro-class"));
/// assert!(!is_game_name("Katro") && !is_game_name("4x4") && !is_game_name(""));
/// ```
#[must_use]
pub fn is_game_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= 40
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
}

/// The most `key=value` fields a position text may have (no game has more
/// than a few): [`split_fields`] refuses more without reading them.
pub const MAX_KEYS: usize = 16;

/// The fields of a position text: the board, the side, the `key=value` pairs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields<'a> {
    /// The board field, unparsed.
    pub board: &'a str,
    /// The side to move.
    pub side: Player,
    /// The keys and values, in the order given.
    pub keys: Vec<(&'a str, &'a str)>,
}

/// The rows of a board field (separated by `/`), after checking that there
/// are `expected` of them: counted without collecting, so that a huge text
/// costs no memory.
///
/// # Errors
///
/// [`ParsePositionError::RowCount`].
pub fn board_rows(
    board: &str,
    expected: usize,
) -> Result<std::str::Split<'_, char>, ParsePositionError> {
    let found = board.bytes().filter(|&b| b == b'/').count() + 1;
    if found != expected {
        return Err(ParsePositionError::RowCount {
            expected: expected.to_string(),
            found,
        });
    }
    Ok(board.split('/'))
}

/// Splits a position text into its fields and reads the side to move.
///
/// # Errors
///
/// Empty text, white space other than single spaces between fields, a missing or
/// unknown side, a field after the side that is not `key=value`.
pub fn split_fields(text: &str, letters: ByPlayer<char>) -> Result<Fields<'_>, ParsePositionError> {
    if text.is_empty() {
        return Err(ParsePositionError::Empty);
    }
    let bytes = text.as_bytes();
    for (at, &b) in bytes.iter().enumerate() {
        let bad = match b {
            b' ' => at == 0 || at + 1 == bytes.len() || bytes[at - 1] == b' ',
            b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => true,
            _ => false,
        };
        if bad {
            return Err(ParsePositionError::Spacing { at });
        }
    }
    let mut parts = text.split(' ');
    let board = parts.next().unwrap_or_default();
    let side_text = parts.next().ok_or(ParsePositionError::MissingSide)?;
    let side = parse_side(side_text, letters)?;
    let mut keys = Vec::new();
    for field in parts {
        if keys.len() == MAX_KEYS {
            return Err(ParsePositionError::TooManyKeys { max: MAX_KEYS });
        }
        match field.split_once('=') {
            Some((k, v)) if !k.is_empty() => keys.push((k, v)),
            _ => {
                return Err(ParsePositionError::NotKeyValue {
                    field: excerpt(field),
                });
            }
        }
    }
    Ok(Fields { board, side, keys })
}

/// Reads a side letter.
///
/// # Errors
///
/// The text is not exactly one of the two letters.
pub fn parse_side(s: &str, letters: ByPlayer<char>) -> Result<Player, ParsePositionError> {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c == letters.south => Ok(Player::South),
        (Some(c), None) if c == letters.north => Ok(Player::North),
        _ => Err(ParsePositionError::BadSide {
            found: excerpt(s),
            expected: letters,
        }),
    }
}

impl<'a> Fields<'a> {
    /// Checks the keys against the list a game accepts here, in printing order,
    /// and returns their values in that order (`None` for a key not given).
    ///
    /// `required[i]` says whether `allowed[i]` must be present.
    ///
    /// # Errors
    ///
    /// An unknown, repeated, out-of-order or missing key.
    pub fn keys<const K: usize>(
        &self,
        allowed: [&'static str; K],
        required: [bool; K],
    ) -> Result<[Option<&'a str>; K], ParsePositionError> {
        let mut spec = [("", false); K];
        for i in 0..K {
            spec[i] = (allowed[i], required[i]);
        }
        let found = self.key_values(&spec)?;
        let mut values = [None; K];
        values.copy_from_slice(&found);
        Ok(values)
    }

    /// [`Fields::keys`] for a list of keys known only at run time: each
    /// `(key, required)` in printing order; the values come back in that order.
    ///
    /// # Errors
    ///
    /// An unknown, repeated, out-of-order or missing key.
    pub fn key_values(
        &self,
        spec: &[(&'static str, bool)],
    ) -> Result<Vec<Option<&'a str>>, ParsePositionError> {
        let mut values = vec![None; spec.len()];
        let mut last: Option<usize> = None;
        for &(key, value) in &self.keys {
            let Some(i) = spec.iter().position(|a| a.0 == key) else {
                let expected = if spec.is_empty() {
                    "no key".to_owned()
                } else {
                    spec.iter()
                        .map(|a| format!("`{}`", a.0))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                return Err(ParsePositionError::UnknownKey {
                    key: excerpt(key),
                    expected,
                });
            };
            if values[i].is_some() {
                return Err(ParsePositionError::RepeatedKey { key: excerpt(key) });
            }
            if let Some(l) = last.filter(|&l| l > i) {
                return Err(ParsePositionError::KeyOrder {
                    key: excerpt(key),
                    before: spec[l].0.to_owned(),
                });
            }
            last = Some(i);
            values[i] = Some(value);
        }
        for (i, &(key, required)) in spec.iter().enumerate() {
            if required && values[i].is_none() {
                return Err(ParsePositionError::MissingKey { key });
            }
        }
        Ok(values)
    }
}

/// Reads a decimal count exactly as printed: digits only, no sign, no leading
/// zero (except `0` itself), at most `max`.
///
/// # Errors
///
/// [`ParsePositionError::BadEntry`] or [`ParsePositionError::CountTooLarge`],
/// naming `place`.
pub fn parse_count(
    s: &str,
    max: u32,
    place: impl FnOnce() -> String,
) -> Result<u32, ParsePositionError> {
    let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits || (s.len() > 1 && s.starts_with('0')) {
        return Err(ParsePositionError::BadEntry {
            place: place(),
            found: excerpt(s),
            expected: "a count (decimal digits, no leading zero)",
        });
    }
    match s.parse::<u32>() {
        Ok(v) if v <= max => Ok(v),
        _ => Err(ParsePositionError::CountTooLarge {
            place: place(),
            found: excerpt(s),
            max,
        }),
    }
}

/// Reads a pair `a,b` of values with `item`, South's first, for keys such
/// as `rova=1,0`.
///
/// # Errors
///
/// [`ParsePositionError::BadValue`] if the value is not two comma-separated
/// items each accepted by `item`.
pub fn parse_pair<T>(
    key: &'static str,
    value: &str,
    expected: &'static str,
    mut item: impl FnMut(&str) -> Option<T>,
) -> Result<ByPlayer<T>, ParsePositionError> {
    let bad = || ParsePositionError::BadValue {
        key,
        found: excerpt(value),
        expected,
    };
    let (a, b) = value.split_once(',').ok_or_else(bad)?;
    match (item(a), item(b)) {
        (Some(a), Some(b)) => Ok(ByPlayer::new(a, b)),
        _ => Err(bad()),
    }
}

/// Reads the value of a key holding two seed counts, South's first
/// (`reserve=26,26`, `captured=12,8`, `store=2,0`). `example` completes the
/// error message: "two counts, like `26,26`".
///
/// # Errors
///
/// The key is missing, or its value is not two counts of at most 255.
pub fn parse_counts(
    key: &'static str,
    value: Option<&str>,
    example: &'static str,
) -> Result<ByPlayer<u8>, ParsePositionError> {
    let value = value.ok_or(ParsePositionError::MissingKey { key })?;
    let (a, b) = value
        .split_once(',')
        .ok_or_else(|| ParsePositionError::BadValue {
            key,
            found: excerpt(value),
            expected: example,
        })?;
    let mut counts = ByPlayer::new(0u8, 0);
    for (p, text) in Player::BOTH.into_iter().zip([a, b]) {
        let c = parse_count(text, 255, || format!("key `{key}`, {}'s count", p.name()))?;
        counts[p] = u8::try_from(c).unwrap_or(u8::MAX);
    }
    Ok(counts)
}

/// Reads a count as [`parse_count`] does, as an `Option` for [`parse_pair`].
#[must_use]
pub fn count_item(s: &str, max: u32) -> Option<u32> {
    parse_count(s, max, String::new).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SN: ByPlayer<char> = ByPlayer::new('S', 'N');

    #[test]
    fn splits_fields() {
        let f = split_fields("1,2/3,4 N reserve=3,4 rova=1,0", SN).unwrap();
        assert_eq!(f.board, "1,2/3,4");
        assert_eq!(f.side, Player::North);
        assert_eq!(f.keys, vec![("reserve", "3,4"), ("rova", "1,0")]);
        let [r, v] = f.keys(["reserve", "rova"], [true, false]).unwrap();
        assert_eq!((r, v), (Some("3,4"), Some("1,0")));
    }

    #[test]
    fn spacing_errors() {
        for (t, at) in [(" 1 S", 0), ("1 S ", 3), ("1  S", 2), ("1\tS", 1)] {
            assert_eq!(
                split_fields(t, SN),
                Err(ParsePositionError::Spacing { at }),
                "{t:?}"
            );
        }
        assert_eq!(split_fields("", SN), Err(ParsePositionError::Empty));
        assert_eq!(
            split_fields("1,2", SN),
            Err(ParsePositionError::MissingSide)
        );
        assert!(matches!(
            split_fields("1 s", SN),
            Err(ParsePositionError::BadSide { .. })
        ));
        assert!(matches!(
            split_fields("1 S x", SN),
            Err(ParsePositionError::NotKeyValue { .. })
        ));
        assert!(matches!(
            split_fields("1 S =1", SN),
            Err(ParsePositionError::NotKeyValue { .. })
        ));
    }

    #[test]
    fn key_errors() {
        let f = split_fields("1 S b=1 a=2", SN).unwrap();
        assert!(matches!(
            f.keys(["a", "b"], [false, false]),
            Err(ParsePositionError::KeyOrder { .. })
        ));
        let f = split_fields("1 S a=1 a=2", SN).unwrap();
        assert!(matches!(
            f.keys(["a", "b"], [false, false]),
            Err(ParsePositionError::RepeatedKey { .. })
        ));
        let f = split_fields("1 S c=1", SN).unwrap();
        let e = f.keys(["a"], [false]).unwrap_err();
        assert_eq!(e.to_string(), "unknown key `c` (expected `a`)");
        assert_eq!(
            f.keys([], []).unwrap_err().to_string(),
            "unknown key `c` (expected no key)"
        );
        let f = split_fields("1 S", SN).unwrap();
        assert_eq!(
            f.keys(["a"], [true]),
            Err(ParsePositionError::MissingKey { key: "a" })
        );
    }

    #[test]
    fn counts() {
        assert_eq!(parse_count("0", 255, String::new), Ok(0));
        assert_eq!(parse_count("255", 255, String::new), Ok(255));
        for bad in ["", "-1", "+1", "01", "1a", " 1", "x"] {
            assert!(matches!(
                parse_count(bad, 255, || "c2".into()),
                Err(ParsePositionError::BadEntry { .. })
            ));
        }
        let e = parse_count("256", 255, || "c2".into()).unwrap_err();
        assert_eq!(e.to_string(), "c2: 256 does not fit (at most 255)");
        assert!(parse_count("99999999999999999999", 255, String::new).is_err());
        assert_eq!(
            parse_pair("reserve", "3,4", "two counts", |s| count_item(s, 9)),
            Ok(ByPlayer::new(3, 4))
        );
        assert!(parse_pair("reserve", "3", "two counts", |s| count_item(s, 9)).is_err());
        assert!(parse_pair("reserve", "3,4,5", "two counts", |s| count_item(s, 9)).is_err());
    }
}
