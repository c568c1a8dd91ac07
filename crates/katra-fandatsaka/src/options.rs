use fanga_reserve::{Columns, TsibongyRule};

/// The options of katra fandatsaka.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FandatsakaOptions {
    /// `columns`: 8 (default), 6 or 4.
    pub columns: Columns,
    /// `tsibongy_choice`: `zone` (default) or `free`.
    pub tsibongy_choice: TsibongyRule,
}

fanga_reserve::impl_columns_option!(FandatsakaOptions);

fanga_core::impl_game_options!(FandatsakaOptions {
    columns: "columns", "the number of columns (reserves of 26, 20, 14)", default "8" {
        "8" => Columns::Eight, "6" => Columns::Six, "4" => Columns::Four,
    },
    tsibongy_choice: "tsibongy_choice", "the zone rule decides the tsibongy near the ends, or every capture offers both", default "zone" {
        "zone" => TsibongyRule::Zone, "free" => TsibongyRule::Free,
    },
});
