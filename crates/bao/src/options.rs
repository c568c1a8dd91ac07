//! The options of bao: the rules, the namua, the takasia and the house tax.

/// Which game: Bao la Kiswahili or m'raha wa tso.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rules {
    /// Bao la Kiswahili as played in Zanzibar (de Voogt 1995).
    #[default]
    Kiswahili,
    /// m'raha wa tso of the Comoros (Busser 2023): Bao's namua, then katro's
    /// sowing once the reserves are empty.
    MrahaWaTso,
}

/// How many seeds a taxed house gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum HouseTax {
    /// Two seeds (Wikipedia; KIBA).
    #[default]
    Two,
    /// The entered seed alone (Ludii's summary of de Voogt 1995).
    One,
}

impl HouseTax {
    /// The seeds taken from the house.
    #[must_use]
    pub const fn seeds(self) -> u8 {
        match self {
            HouseTax::Two => 2,
            HouseTax::One => 1,
        }
    }
}

/// The options of bao.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct BaoOptions {
    /// `rules`: `kiswahili` (default) or `mraha_wa_tso`.
    pub rules: Rules,
    /// `namua`: `on` (default: 22 seeds in each reserve) or `off` (bao la
    /// kujifunza: two seeds in every hole, empty reserves).
    pub namua: bool,
    /// `takasia`: `on` (default) or `off`: the mtaji stage's blocked hole
    /// (Bao la Kiswahili only).
    pub takasia: bool,
    /// `house_tax`: `2` (default) or `1`.
    pub house_tax: HouseTax,
}

impl Default for BaoOptions {
    fn default() -> Self {
        BaoOptions {
            rules: Rules::Kiswahili,
            namua: true,
            takasia: true,
            house_tax: HouseTax::Two,
        }
    }
}

fanga_core::impl_game_options!(BaoOptions {
    rules: "rules", "Bao la Kiswahili, or m'raha wa tso (Bao's namua, then any occupied hole sown, singletons too)", default "kiswahili" {
        "kiswahili" => Rules::Kiswahili, "mraha_wa_tso" => Rules::MrahaWaTso,
    },
    namua: "namua", "seeds entered from the reserve one a turn, or bao la kujifunza (two seeds in every hole)", default "on" {
        "on" => true, "off" => false,
    },
    takasia: "takasia", "after a takasa, the one hole the mover threatens may not be sown (Bao la Kiswahili's mtaji stage)", default "on" {
        "on" => true, "off" => false,
    },
    house_tax: "house_tax", "the seeds a taxed house gives", default "2" {
        "2" => HouseTax::Two, "1" => HouseTax::One,
    },
});
