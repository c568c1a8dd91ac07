//! [`ParsePositionError`]: why a position text could not be read.

/// A position text could not be read: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is empty.
    #[error("the position text is empty")]
    Empty,
    /// Leading, trailing or doubled white space, or a tab or newline.
    #[error("fields must be separated by single spaces (byte {at})")]
    Spacing {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// Nothing after the board.
    #[error("the side to move is missing after the board")]
    MissingSide,
    /// The side field is not one of the game's letters.
    #[error("`{found}` is not a side to move: expected `{}` or `{}`", expected.south, expected.north)]
    BadSide {
        /// What was found.
        found: String,
        /// The letters the game accepts.
        expected: crate::ByPlayer<char>,
    },
    /// The board has the wrong number of rows.
    #[error("expected {expected} rows separated by `/`, found {found}")]
    RowCount {
        /// What the game accepts (`4`, `2`).
        expected: String,
        /// Rows found.
        found: usize,
    },
    /// A row has the wrong number of holes or points.
    #[error("row {row} has {found} {}, expected {expected}", if *found == 1 { "entry" } else { "entries" })]
    ColumnCount {
        /// The row, as the conventions number it (from 1 at the bottom).
        row: usize,
        /// What the game accepts (`6`, `4, 6 or 8`).
        expected: String,
        /// Entries found.
        found: usize,
    },
    /// An entry is not a count (or not a point symbol).
    #[error("{place}: `{found}` is not {expected}")]
    BadEntry {
        /// The hole or point, by name (`c2`).
        place: String,
        /// What was found.
        found: String,
        /// What was expected (`a count`).
        expected: &'static str,
    },
    /// A count is too large for the board's representation.
    #[error("{place}: {found} does not fit (at most {max})")]
    CountTooLarge {
        /// The hole, by name.
        place: String,
        /// The count found.
        found: String,
        /// The largest count accepted.
        max: u32,
    },
    /// The seeds of the whole position do not fit the board's representation.
    #[error("the position holds {total} seeds, more than the {max} a board can hold")]
    TooManySeeds {
        /// Seeds found.
        total: u64,
        /// Most seeds accepted.
        max: u32,
    },
    /// A field after the side is not `key=value`.
    #[error("`{field}` is not of the form key=value")]
    NotKeyValue {
        /// The field.
        field: String,
    },
    /// A key the game (or this option set) does not know.
    #[error("unknown key `{key}` (expected {expected})")]
    UnknownKey {
        /// The key.
        key: String,
        /// The keys accepted here, or `no key`.
        expected: String,
    },
    /// A key given twice.
    #[error("key `{key}` is given twice")]
    RepeatedKey {
        /// The key.
        key: String,
    },
    /// Keys out of the printing order.
    #[error("key `{key}` must come before `{before}`")]
    KeyOrder {
        /// The key that came late.
        key: String,
        /// The key it must precede.
        before: String,
    },
    /// A required key is missing.
    #[error("key `{key}` is missing")]
    MissingKey {
        /// The key.
        key: &'static str,
    },
    /// A key's value is malformed.
    #[error("key `{key}`: `{found}` is not {expected}")]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value found.
        found: String,
        /// What was expected.
        expected: &'static str,
    },
    /// An option disagrees with the text.
    #[error("option `{option}` disagrees with the text: {detail}")]
    OptionMismatch {
        /// The option, as `key=value`.
        option: String,
        /// What the text says instead.
        detail: String,
    },
    /// The text is well formed but describes no position of the game: a
    /// condition of the game's own, in words (Fanorona Telo's alternation of
    /// placements).
    #[error("{0}")]
    Invalid(String),
    /// The board has another shape than the game plays on.
    #[error("the board is {rows} x {cols}; the game plays on {expected_rows} x {expected_cols}")]
    Shape {
        /// Rows found.
        rows: u8,
        /// Columns found.
        cols: u8,
        /// Rows the game plays on.
        expected_rows: u8,
        /// Columns the game plays on with these options.
        expected_cols: u8,
    },
    /// More pieces of one side than the game ever has.
    #[error("{side} has {found} pieces, more than the {max} a side ever has")]
    TooManyPieces {
        /// The side's letter.
        side: char,
        /// Pieces found.
        found: u32,
        /// Most pieces a side has.
        max: u32,
    },
    /// More `key=value` fields than any game has.
    #[error("the text has more than {max} key=value fields")]
    TooManyKeys {
        /// The most accepted ([`MAX_KEYS`](crate::text::MAX_KEYS)).
        max: usize,
    },
    /// The board holds no piece of either player.
    #[error("neither player has a piece")]
    NoPieces,
    /// Seeds where the game keeps none (a store or a pool it does not use).
    #[error("{place} holds {seeds} seeds, but the game keeps none there")]
    UnexpectedSeeds {
        /// Where.
        place: String,
        /// How many.
        seeds: u8,
    },
}
