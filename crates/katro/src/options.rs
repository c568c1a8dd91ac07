/// The number of columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Columns {
    /// 4 columns, for young children.
    Four,
    /// 6 columns (default).
    #[default]
    Six,
    /// 8 columns.
    Eight,
}

impl Columns {
    /// The number of columns.
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Columns::Four => 4,
            Columns::Six => 6,
            Columns::Eight => 8,
        }
    }

    /// The option for a number of columns.
    #[must_use]
    pub const fn from_count(n: u8) -> Option<Columns> {
        match n {
            4 => Some(Columns::Four),
            6 => Some(Columns::Six),
            8 => Some(Columns::Eight),
            _ => None,
        }
    }
}

/// What a player must achieve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Goal {
    /// Take all the opponent's seeds (default).
    #[default]
    AllSeeds,
    /// Empty the opponent's inner row (*fanga*, *m'raha mwana*).
    InnerRow,
}

/// Who chooses the sowing direction, and when.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DirectionRule {
    /// Each turn (default).
    #[default]
    PerTurn,
    /// Once per game, at each player's first turn (Ambohimanga).
    PerGame,
}

/// The options of Katro. Start from [`KatroOptions::default`] (fanga's
/// default rule set) and change fields, or apply `KEY=VALUE` strings with
/// [`fanga_core::GameOptions::apply`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct KatroOptions {
    /// `columns`.
    pub columns: Columns,
    /// `goal`.
    pub goal: Goal,
    /// `direction`.
    pub direction: DirectionRule,
}

fanga_core::impl_game_options!(KatroOptions {
    columns: "columns", "the number of columns", default "6" {
        "6" => Columns::Six, "4" => Columns::Four, "8" => Columns::Eight,
    },
    goal: "goal", "take all the opponent's seeds, or empty his inner row", default "all_seeds" {
        "all_seeds" => Goal::AllSeeds, "inner_row" => Goal::InnerRow,
    },
    direction: "direction", "choose the direction every turn, or once for the whole game", default "per_turn" {
        "per_turn" => DirectionRule::PerTurn, "per_game" => DirectionRule::PerGame,
    },
});

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_consistent() {
        fanga_core::testing::check_options::<super::KatroOptions>().unwrap();
    }
}
