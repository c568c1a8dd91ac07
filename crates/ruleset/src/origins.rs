//! Where each rule set fanga ships is played: the region its MancalaGames
//! game file names (`"region"` in `GameProps/NAME.txt` of MancalaGames
//! 2b1c596, beside the `about` text), in English and French. Every shipped
//! rule set is a two-row game; a test checks that each has its region
//! here, so a rule set shipped without one fails.

use fanga_core::catalog::{Bilingual, Family, Origin};

/// Each shipped rule set's region, as its MancalaGames file writes it.
const REGIONS: &[(&str, &str)] = &[
    ("ayoayo", "Western Africa"),
    ("bohnenspiel", "Europe"),
    ("songo", "Central Africa"),
    ("endodoi", "Eastern Africa, Western Africa"),
    ("ndoto", "Eastern Africa"),
    ("ot-tjin", "Southeast Asia"),
    ("vai-lun-thlan", "South Asia"),
    ("olowuka", "Western Africa"),
    ("al-manqala", "Western Asia"),
    ("toguz-kumalak", "Central Asia, East Asia"),
    ("pallanguli", "South Asia"),
    ("toguz-xorgol", "Central Asia"),
    ("halusa", "Western Asia"),
    ("kale", "Central Africa"),
    ("tihbat", "Northern Africa"),
    ("djenon-abe", "Western Africa"),
    ("longbeu-a-cha", "South Asia"),
    ("voleur", "Caribbean"),
    ("hufesay", "Eastern Africa"),
    ("eson-xorgol", "Central Asia"),
    ("gamacha", "Eastern Africa"),
    ("meusueb", "Southeast Asia"),
    ("adji-boto", "Americas"),
    ("tap-urdy", "Central Asia"),
    ("anywoli", "Eastern Africa"),
    ("boola", "Eastern Africa"),
    ("bosh", "Eastern Africa"),
    ("hoyito-ii", "Caribbean"),
    ("rio-kadalis", "Eastern Africa"),
    ("raja-pasu", "South Asia"),
    ("pallam-kuzhi", "South Asia"),
    ("qelat", "Eastern Africa"),
    ("dakon", "Southeast Asia"),
    ("gabata", "Eastern Africa"),
    ("enkeshui", "Eastern Africa"),
    ("ayo", "Western Africa"),
];

/// The regions MancalaGames's game files name, each as written there, then
/// in English and French (several regions in a few words, so that a menu
/// shows them whole).
const NAMES: &[(&str, Bilingual)] = &[
    ("Africa", Bilingual::new("Africa", "Afrique")),
    (
        "Africa, Caribbean",
        Bilingual::new("Africa, Caribbean", "Afrique, Caraïbes"),
    ),
    ("Americas", Bilingual::new("Americas", "Amériques")),
    ("Caribbean", Bilingual::new("Caribbean", "Caraïbes")),
    (
        "Central Africa",
        Bilingual::new("Central Africa", "Afrique centrale"),
    ),
    (
        "Central Asia",
        Bilingual::new("Central Asia", "Asie centrale"),
    ),
    (
        "Central Asia, East Asia",
        Bilingual::new("Central and East Asia", "Asie centrale et de l'Est"),
    ),
    ("East Asia", Bilingual::new("East Asia", "Asie de l'Est")),
    (
        "Eastern Africa",
        Bilingual::new("Eastern Africa", "Afrique de l'Est"),
    ),
    (
        "Eastern Africa, Western Africa",
        Bilingual::new("East and West Africa", "Afrique de l'Est et de l'Ouest"),
    ),
    ("Europe", Bilingual::new("Europe", "Europe")),
    (
        "Northern Africa",
        Bilingual::new("Northern Africa", "Afrique du Nord"),
    ),
    (
        "Northern Africa, Eastern Africa",
        Bilingual::new("North and East Africa", "Afrique du Nord et de l'Est"),
    ),
    (
        "Northern Africa, Western Africa",
        Bilingual::new("North and West Africa", "Afrique du Nord et de l'Ouest"),
    ),
    ("South Asia", Bilingual::new("South Asia", "Asie du Sud")),
    (
        "Southeast Asia",
        Bilingual::new("Southeast Asia", "Asie du Sud-Est"),
    ),
    (
        "Western Africa",
        Bilingual::new("Western Africa", "Afrique de l'Ouest"),
    ),
    (
        "Western Africa, Caribbean, Americas",
        Bilingual::new("West Africa, the Americas", "Afrique de l'Ouest, Amériques"),
    ),
    (
        "Western Asia",
        Bilingual::new("Western Asia", "Asie occidentale"),
    ),
    (
        "Western Asia, Europe",
        Bilingual::new("Western Asia, Europe", "Asie occidentale, Europe"),
    ),
];

/// The default rule set's: the commonest West African rules, as Wari.
pub(crate) const DEFAULT: Origin = Origin::new(
    Family::TwoRowMancala,
    Bilingual::new("Western Africa", "Afrique de l'Ouest"),
);

/// The origin of the shipped rule set `name`, if it has one.
pub(crate) fn find(name: &str) -> Option<Origin> {
    let (_, region) = REGIONS.iter().find(|(n, _)| *n == name)?;
    let (_, words) = NAMES.iter().find(|(n, _)| n == region)?;
    Some(Origin::new(Family::TwoRowMancala, *words))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shipped rule set has its region, in both languages, and
    /// every region listed is a shipped rule set's.
    #[test]
    fn every_shipped_rule_set_has_its_region() {
        let shipped: Vec<&str> = crate::shipped::SHIPPED.iter().map(|s| s.name).collect();
        let missing: Vec<&&str> = shipped.iter().filter(|n| find(n).is_none()).collect();
        assert!(
            missing.is_empty(),
            "shipped without a region in crates/ruleset/src/origins.rs (the \"region\" of its MancalaGames file): {missing:?}"
        );
        for (name, _) in REGIONS {
            assert!(shipped.contains(name), "{name} is not shipped");
        }
    }

    /// Each region is the one its MancalaGames file names, where the files
    /// are at hand (`tools/mancalagames/setup.sh` puts them in
    /// `~/.cache/fanga/mancalagames-2b1c596/`).
    #[test]
    fn regions_are_those_of_the_mancalagames_files() {
        let Some(home) = std::env::var_os("HOME") else {
            return;
        };
        let dir = std::path::Path::new(&home).join(".cache/fanga/mancalagames-2b1c596/GameProps");
        let Ok(files) = std::fs::read_dir(&dir) else {
            return;
        };
        let mut seen = 0;
        for file in files {
            let text = std::fs::read_to_string(file.unwrap().path()).unwrap_or_default();
            let head = text.split("\n<text_section>").next().unwrap_or_default();
            let Ok(v) = serde_json::from_str::<serde_json::Value>(head) else {
                continue;
            };
            let Some(name) = v["game_info"]["name"].as_str() else {
                continue;
            };
            let name = crate::mancalagames::registry_name(name);
            if let Some((_, region)) = REGIONS.iter().find(|(n, _)| *n == name) {
                assert_eq!(v["region"].as_str(), Some(*region), "{name}");
                seen += 1;
            }
            if let Some(region) = v["region"].as_str() {
                assert!(
                    NAMES.iter().any(|(n, _)| *n == region),
                    "{region} has no names"
                );
            }
        }
        assert_eq!(seen, REGIONS.len());
    }
}
