//! Positions built from their parts (`SowingPosition::from_setup`) are checked like
//! position texts, and the registry keeps the game's typed errors.

use fanga::core::{MoveTextError, ParsePositionError, Player, Position, registry::RegistryError};
use fanga::katro::{Katro, KatroOptions};
use fanga::mangala::{Mangala, MangalaOptions};
use fanga::sowing::{Board, Hole, Pool, Setup};

fn h(s: &str) -> Hole {
    s.parse().unwrap()
}

#[test]
fn a_setup_is_checked() {
    let options = KatroOptions::default();
    let start = Katro::start(&options);
    // The parts of a position give it back.
    assert_eq!(Katro::from_setup(start.setup(), &options), Ok(start));
    // Another shape than the options' is refused.
    let mut wrong = start.setup();
    wrong.board = Board::new(4, 4).unwrap();
    assert_eq!(
        Katro::from_setup(wrong, &options),
        Err::<Katro, _>(ParsePositionError::Shape {
            rows: 4,
            cols: 4,
            expected_rows: 4,
            expected_cols: 6
        })
    );
    // Seeds in a pool Katro does not keep are refused.
    let mut captured = start.setup();
    captured
        .board
        .set_pool(Pool::Captured, Player::North, 3)
        .unwrap();
    assert_eq!(
        Katro::from_setup(captured, &options)
            .map(|p: Katro| p.to_string())
            .unwrap_err()
            .to_string(),
        "N's captured seeds holds 3 seeds, but the game keeps none there"
    );
    // A position built from parts plays like one read from text.
    let mut board = Board::new(4, 6).unwrap();
    board.set(h("b2"), 2).unwrap();
    board.set(h("c3"), 1).unwrap();
    let built: Katro = Katro::from_setup(
        Setup {
            board,
            turn: Player::South,
            game_state: Default::default(),
        },
        &options,
    )
    .unwrap();
    let read: Katro = "0,0,0,0,0,0/0,0,1,0,0,0/0,2,0,0,0,0/0,0,0,0,0,0 S"
        .parse()
        .unwrap();
    assert_eq!(built, read);
}

#[test]
fn mangalas_shells_wait_in_the_distributors_reserve() {
    let options = MangalaOptions::default();
    let start = Mangala::start(&options);
    assert_eq!(start.pool(Pool::Reserve, Player::South), 70);
    assert_eq!(start.conserved(), Some(70));
    // The text does not show the reserve; reading it puts the shells back.
    let back = Mangala::from_text(&start.to_string(), &options).unwrap();
    assert_eq!(back, start);
    // After the setup no reserve is left, and none may be given.
    let played =
        fanga::mangala::after_setup(&options, [20, 15, 18, 17], fanga::mangala::PieChoice::Keep)
            .unwrap();
    assert_eq!(played.pool(Pool::Reserve, Player::South), 0);
    let mut setup = played.setup();
    setup
        .board
        .set_pool(Pool::Reserve, Player::South, 1)
        .unwrap();
    assert!(matches!(
        Mangala::from_setup(setup, &options),
        Err::<Mangala, _>(ParsePositionError::UnexpectedSeeds { seeds: 1, .. })
    ));
}

#[test]
fn the_registry_keeps_the_games_typed_move_error() {
    let p = fanga::registry().start("katro", &["columns=4"]).unwrap();
    let Err(RegistryError::Move(refused)) = p.play_text("a3:cw", fanga::core::LapBudget::UNLIMITED)
    else {
        panic!("a3:cw is North's");
    };
    assert_eq!(
        refused.to_string(),
        "`a3:cw` is illegal here: a3 is not on S's side"
    );
    let typed = refused
        .error()
        .downcast_ref::<MoveTextError<Katro>>()
        .expect("the game's own error");
    assert!(matches!(typed, MoveTextError::Illegal { .. }));
}
