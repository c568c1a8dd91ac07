/// Which pairs a lap eats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Capture {
    /// Every pair of opposite holes both even and non-zero (default).
    #[default]
    AllEvenPairs,
    /// Only the pair of the last hole (Ludii's reading).
    LastPair,
}

/// Who counts the shells left on the board at the end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Leftovers {
    /// Nobody (default).
    #[default]
    Ignored,
    /// The owner of the row.
    ToOwner,
}

/// The options of Mangala.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct MangalaOptions {
    /// `capture`: `all_even_pairs` (default) or `last_pair`.
    pub capture: Capture,
    /// `leftovers`: `ignored` (default) or `to_owner`.
    pub leftovers: Leftovers,
}

fanga_core::impl_game_options!(MangalaOptions {
    capture: "capture", "eat every even pair after a lap, or only the last hole's pair", default "all_even_pairs" {
        "all_even_pairs" => Capture::AllEvenPairs, "last_pair" => Capture::LastPair,
    },
    leftovers: "leftovers", "shells left on the board at the end count for nobody, or for the row's owner", default "ignored" {
        "ignored" => Leftovers::Ignored, "to_owner" => Leftovers::ToOwner,
    },
});
