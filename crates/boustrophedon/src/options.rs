/// The number of holes in each row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Columns {
    /// 3 holes a row (6 x 3).
    Three,
    /// 6 holes a row (6 x 6, default).
    #[default]
    Six,
}

impl Columns {
    /// The number of holes a row.
    #[must_use]
    pub const fn count(self) -> u8 {
        match self {
            Columns::Three => 3,
            Columns::Six => 6,
        }
    }

    /// The option for a number of holes a row.
    #[must_use]
    pub const fn from_count(n: u8) -> Option<Columns> {
        match n {
            3 => Some(Columns::Three),
            6 => Some(Columns::Six),
            _ => None,
        }
    }
}

/// The options of the game. Start from [`BoustrophedonOptions::default`] and
/// change fields, or apply `KEY=VALUE` strings with
/// [`fanga_core::GameOptions::apply`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct BoustrophedonOptions {
    /// `columns`.
    pub columns: Columns,
}

fanga_core::impl_game_options!(BoustrophedonOptions {
    columns: "columns", "the number of holes in each of the six rows", default "6" {
        "6" => Columns::Six, "3" => Columns::Three,
    },
});

#[cfg(test)]
mod tests {
    #[test]
    fn the_table_is_consistent() {
        fanga_core::testing::check_options::<super::BoustrophedonOptions>().unwrap();
    }
}
