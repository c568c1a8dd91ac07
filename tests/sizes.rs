//! The sizes of every position and move type, as `docs/performance.md`
//! lists them: positions are copied freely by search and stored in tables,
//! so their size is part of the API's promise (at most 24 bytes for Oware
//! and Kalah on their default boards, at most 48 for the four-row games).

use std::mem::size_of;

use fanga::core::Position;

fn sizes<P: Position>() -> (&'static str, usize, usize) {
    (P::GAME, size_of::<P>(), size_of::<P::Move>())
}

#[test]
fn positions_and_moves_have_the_documented_sizes() {
    let table = [
        sizes::<fanga::katro::Katro>(),
        sizes::<fanga::katra_fandatsaka::KatraFandatsaka>(),
        sizes::<fanga::fifangha::Fifangha>(),
        sizes::<fanga::katra_sakalava::KatraSakalava>(),
        sizes::<fanga::mangala::Mangala>(),
        sizes::<fanga::fang::Fang>(),
        sizes::<fanga::oware::Oware>(),
        sizes::<fanga::oware::OwareLarge>(),
        sizes::<fanga::kalah::Kalah>(),
        sizes::<fanga::fanorona::Fanorona>(),
        sizes::<fanga::fanorona::FanoronaTelo>(),
    ];
    let expected = [
        ("katro", 39, 2),
        ("katra-fandatsaka", 38, 15),
        ("fifangha", 39, 15),
        ("katra-sakalava", 41, 27),
        ("mangala", 23, 5),
        ("fang", 13, 1),
        ("oware", 20, 1),
        ("oware", 30, 1),
        ("kalah", 18, 73),
        ("fanorona", 24, 32),
        ("fanorona-telo", 6, 3),
    ];
    assert_eq!(table, expected);
    for (game, pos, _) in table {
        let bound = match game {
            "oware" | "kalah" => 30,
            _ => 48,
        };
        assert!(pos <= bound, "{game}: {pos} bytes");
    }
    assert!(size_of::<fanga::oware::Oware>() <= 24);
    assert!(size_of::<fanga::kalah::Kalah>() <= 24);
}
