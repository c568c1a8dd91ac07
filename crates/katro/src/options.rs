use fanga_core::options::{bad_value, unknown_key};
use fanga_core::{GameOptions, OptionError, OptionSpec};

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

/// The options of Katro. Start from [`KatroOptions::default`] (the rulebook's
/// default rule set) and change fields, or apply `KEY=VALUE` strings with
/// [`GameOptions::apply`].
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

impl GameOptions for KatroOptions {
    const SPECS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "columns",
            values: &["6", "4", "8"],
            default: "6",
            doc: "the number of columns",
        },
        OptionSpec {
            key: "goal",
            values: &["all_seeds", "inner_row"],
            default: "all_seeds",
            doc: "take all the opponent's seeds, or empty his inner row",
        },
        OptionSpec {
            key: "direction",
            values: &["per_turn", "per_game"],
            default: "per_turn",
            doc: "choose the direction every turn, or once for the whole game",
        },
    ];

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        match (key, value) {
            ("columns", "4") => self.columns = Columns::Four,
            ("columns", "6") => self.columns = Columns::Six,
            ("columns", "8") => self.columns = Columns::Eight,
            ("goal", "all_seeds") => self.goal = Goal::AllSeeds,
            ("goal", "inner_row") => self.goal = Goal::InnerRow,
            ("direction", "per_turn") => self.direction = DirectionRule::PerTurn,
            ("direction", "per_game") => self.direction = DirectionRule::PerGame,
            ("columns" | "goal" | "direction", _) => return Err(bad_value::<Self>(key, value)),
            _ => return Err(unknown_key::<Self>(key)),
        }
        Ok(())
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        Some(match key {
            "columns" => match self.columns {
                Columns::Four => "4",
                Columns::Six => "6",
                Columns::Eight => "8",
            },
            "goal" => match self.goal {
                Goal::AllSeeds => "all_seeds",
                Goal::InnerRow => "inner_row",
            },
            "direction" => match self.direction {
                DirectionRule::PerTurn => "per_turn",
                DirectionRule::PerGame => "per_game",
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_round_trips() {
        for spec in KatroOptions::SPECS {
            assert_eq!(KatroOptions::default().value(spec.key), Some(spec.default));
            for v in spec.values {
                let mut o = KatroOptions::default();
                o.apply(&[format!("{}={v}", spec.key)]).unwrap();
                assert_eq!(o.value(spec.key), Some(*v));
            }
        }
        let mut o = KatroOptions::default();
        assert!(o.set("columns", "5").is_err());
        assert!(o.set("colour", "5").is_err());
    }
}
