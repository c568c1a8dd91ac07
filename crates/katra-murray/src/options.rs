/// The number of columns: "4x6, 8, or 10 holes. Eight is most common."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Columns {
    /// 6 columns.
    Six,
    /// 8 columns (default: "the most common").
    #[default]
    Eight,
    /// 10 columns.
    Ten,
}

impl Columns {
    /// The number of columns.
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Columns::Six => 6,
            Columns::Eight => 8,
            Columns::Ten => 10,
        }
    }

    /// The option for a number of columns.
    #[must_use]
    pub const fn from_count(n: u8) -> Option<Columns> {
        match n {
            6 => Some(Columns::Six),
            8 => Some(Columns::Eight),
            10 => Some(Columns::Ten),
            _ => None,
        }
    }
}

/// What a capture sows on with, besides the captured seeds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CaptureSowing {
    /// The last seed only, the others staying in the capturing hole
    /// (default: the description's words, "using the captured counters and
    /// the final counter").
    #[default]
    LastSeed,
    /// Every seed of the capturing hole (Ludii's program reads it so).
    WholeHole,
}

/// When a capture takes the opponent's outer hole of h's column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OuterCapture {
    /// Once his whole inner row is empty (default: the description's words,
    /// "If the opponent has no counters in any of their inner row holes").
    #[default]
    InnerRowEmpty,
    /// Whenever the inner hole facing h holds fewer than two seeds (Ludii's
    /// program reads it so).
    FacingHoleShort,
}

/// The options of Murray's katra. Start from [`MurrayOptions::default`]
/// and change fields, or apply `KEY=VALUE` strings with
/// [`fanga_core::GameOptions::apply`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct MurrayOptions {
    /// `columns`.
    pub columns: Columns,
    /// `capture_sowing`.
    pub capture_sowing: CaptureSowing,
    /// `outer_capture`.
    pub outer_capture: OuterCapture,
}

fanga_core::impl_game_options!(MurrayOptions {
    columns: "columns", "the number of columns", default "8" {
        "8" => Columns::Eight, "6" => Columns::Six, "10" => Columns::Ten,
    },
    capture_sowing: "capture_sowing", "a capture sows on with the last seed, or with the whole capturing hole", default "last_seed" {
        "last_seed" => CaptureSowing::LastSeed, "whole_hole" => CaptureSowing::WholeHole,
    },
    outer_capture: "outer_capture", "the opponent's outer hole is captured once his inner row is empty, or whenever the facing inner hole holds fewer than two seeds", default "inner_row_empty" {
        "inner_row_empty" => OuterCapture::InnerRowEmpty, "facing_hole_short" => OuterCapture::FacingHoleShort,
    },
});

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_consistent() {
        fanga_core::testing::check_options::<super::MurrayOptions>().unwrap();
    }
}
