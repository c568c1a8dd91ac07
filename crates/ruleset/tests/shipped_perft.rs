//! Perft of the rule sets fanga ships, from the start, against the counts of
//! MancalaGames's own moves (`tools/mancalagames/perft.py`, MancalaGames
//! 2b1c596: its start, South to move; a pass is no ply; a round that ends
//! starts the next, as fanga's move that ends it does). Each line is
//! `NAME: counts at depths 1, 2, ...`, down to the last depth that no turn
//! MancalaGames cuts short (75 laps of relays, ending its game) can change:
//! fanga plays such a turn to its end, so the positions below it differ
//! (Ayoayo: one move cut short at depth 5, and MancalaGames counts 13,038 at
//! depth 6 where fanga plays on to 13,041). Where relays meet further
//! sowings, those of the mover's store (Dakon) or of a capture (Anywoli,
//! Hoyito II, Gabata), each further sowing is a move of its own
//! (`sowing.further_sowings_are_moves`), each a ply (`perft.py
//! --further-as-moves`; Hoyito II: MancalaGames cuts 3 moves short at depth
//! 6, and counts the same 23,698). Anywoli's line stops at depth 5
//! (1,128,900 positions at depth 6, too many for a debug test).

use fanga_core::Position;
use fanga_core::catalog::Catalogued;
use fanga_ruleset::TwoRow;

/// The counts MancalaGames gives (`perft.py --depth 6 FILE`), to the depth
/// each is compared.
const TABLE: &[(&str, &[u64])] = &[
    ("ayoayo", &[6, 28, 132, 624, 2870]),
    ("bohnenspiel", &[6, 36, 206, 1166, 6599, 36654]),
    ("songo", &[7, 49, 309, 1964, 12161, 76369]),
    ("endodoi", &[8, 58, 366, 2372, 15272]),
    ("ndoto", &[8, 39, 170, 742, 3126, 13501]),
    ("ot-tjin", &[10, 78, 673, 5538, 44740, 359874]),
    ("vai-lun-thlan", &[6, 36, 190, 1015, 5454, 29161]),
    ("olowuka", &[6, 32, 154, 760, 3835, 19229]),
    ("al-manqala", &[7, 49, 328, 2182, 14495, 95135]),
    ("toguz-kumalak", &[9, 73, 613, 5199, 43184, 360035]),
    ("pallanguli", &[7, 41, 205, 1054, 4921, 21815]),
    ("toguz-xorgol", &[9, 73, 621, 5357, 45149, 382813]),
    ("halusa", &[6, 36, 206, 1166, 6616, 36648]),
    ("kale", &[6, 36, 190, 1014, 5219, 27347]),
    ("tihbat", &[2, 4, 7, 14, 27, 49]),
    ("djenon-abe", &[6, 32, 154, 749, 3732, 18282]),
    ("longbeu-a-cha", &[5, 15, 73, 255, 727, 2131]),
    ("voleur", &[6, 32, 134, 552, 2135, 8150]),
    ("hufesay", &[6, 28, 129, 604]),
    ("eson-xorgol", &[10, 80, 800, 7760, 74460, 707120]),
    ("gamacha", &[3, 11, 44, 160, 601, 2112]),
    ("meusueb", &[6, 32, 163, 865, 4409, 22158]),
    ("adji-boto", &[5, 25, 100, 400, 1200, 3600]),
    ("tap-urdy", &[6, 32, 162, 844, 4276, 20644]),
    ("anywoli", &[12, 116, 1214, 12377, 120458]),
    ("boola", &[2, 7, 20, 65, 217, 754]),
    ("bosh", &[5, 19, 79, 266, 864, 2881]),
    ("hoyito-ii", &[6, 32, 169, 896, 4627, 23698]),
    ("rio-kadalis", &[6, 32, 140, 638, 3029, 13808]),
    ("raja-pasu", &[7, 36, 148, 641, 2615, 10302]),
    ("pallam-kuzhi", &[7, 30, 130, 689, 2765, 11208]),
    ("qelat", &[6, 36, 198, 1092, 5950, 32258]),
    ("dakon", &[7, 36, 230, 1406, 8295, 48305]),
    ("gabata", &[6, 30, 151, 624, 2673, 11139]),
    ("enkeshui", &[6, 33, 204, 1266, 7813, 46799]),
    ("ayo", &[6, 32, 149, 745, 3709, 18215]),
];

#[test]
fn shipped_rule_sets_count_as_mancalagames_moves() {
    let shipped = TwoRow::shipped();
    assert_eq!(
        shipped.len(),
        TABLE.len(),
        "a perft line for each shipped rule set"
    );
    for options in shipped {
        let (_, counts) = TABLE
            .iter()
            .find(|(name, _)| *name == options.name())
            .unwrap_or_else(|| panic!("{}: no perft line", options.name()));
        let start = TwoRow::start(&options);
        let ours: Vec<u64> = (1..=counts.len() as u32)
            .map(|d| fanga_core::perft(&start, d))
            .collect();
        assert_eq!(&ours, counts, "{}", options.name());
    }
}
