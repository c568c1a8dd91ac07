/// How to read the exception to captures from an empty hole: "Captures
/// cannot be made when the final hole of a sowing was empty, and the
/// opponent's opposite holes have only a single counter."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Singletons {
    /// Each of the two opposite holes holds a single seed (default; Ludii's
    /// program reads it so too).
    #[default]
    Each,
    /// The two opposite holes hold a single seed between them.
    Together,
}

/// The options of katra boaoaka. Start from [`BoaoakaOptions::default`]
/// and change fields, or apply `KEY=VALUE` strings with
/// [`fanga_core::GameOptions::apply`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct BoaoakaOptions {
    /// `singletons`.
    pub singletons: Singletons,
}

fanga_core::impl_game_options!(BoaoakaOptions {
    singletons: "singletons", "an empty hole does not capture two single seeds facing it, or a single seed in all", default "each" {
        "each" => Singletons::Each, "together" => Singletons::Together,
    },
});

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_consistent() {
        fanga_core::testing::check_options::<super::BoaoakaOptions>().unwrap();
    }
}
