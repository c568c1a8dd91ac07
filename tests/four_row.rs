//! Fifangha against katra fandatsaka: the two rules crates compose the same
//! four-row reserve parts of the engine and depend on neither each other, so
//! where they must agree (and where they part) is checked here, above both.

use fanga::fifangha::{Fifangha, FifanghaMove, FifanghaOptions};
use fanga::katra_fandatsaka::KatraFandatsaka;
use fanga_core::{GameOptions, Position};

fn with(options: &[&str], text: &str) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(&[&["columns=4"], options].concat()).unwrap();
    Fifangha::from_text(text, &o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> FifanghaMove {
    text.parse().unwrap()
}

fn moves(p: &Fifangha) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn after(p: Fifangha, m: &str) -> Fifangha {
    p.play(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"))
}

#[test]
fn phase_two_and_non_capturing_turns_are_katra_fandatsakas() {
    // Phase 2 (reserve_end=phase_two) is played by katra fandatsaka's rules,
    // and so is a non-capturing turn (the tsibongy are ordinary holes).
    for (text, opts) in [
        (
            "4,4,4,4/0,3,0,1/2,1,1,2/3,0,0,3 S reserve=0,0",
            &["reserve_end=phase_two"][..],
        ),
        ("0,0,0,0/0,0,0,1/1,0,1,0/1,0,0,2 S reserve=3,3", &[][..]),
        (
            "1,1,2,0/0,0,0,3/3,0,0,2/1,2,0,2 S reserve=0,4",
            &["reserve_end=phase_two"][..],
        ),
    ] {
        let f = with(opts, text);
        let k: KatraFandatsaka = text.parse().unwrap();
        let fm = moves(&f);
        let km: Vec<String> = {
            let mut v: Vec<String> = k.legal_moves().iter().map(ToString::to_string).collect();
            v.sort();
            v
        };
        assert_eq!(fm, km, "{text}");
        for m in &fm {
            assert_eq!(
                after(f, m).to_string(),
                k.play(&m.parse().unwrap()).unwrap().to_string(),
                "{text} {m}"
            );
        }
    }
}

#[test]
fn where_fifangha_and_katra_fandatsaka_part() {
    // South's capture opening `a2`, a tsibongy facing 2 seeds.
    let text = "0,0,0,0/2,1,0,0/1,1,0,0/0,0,0,0 S reserve=1,1";
    // Fifangha: a2 (1 + the reserve seed) and a3's 2 seeds are sown from b2.
    let f: Fifangha = text.parse().unwrap();
    assert_eq!(
        after(f, "a2").to_string(),
        "0,0,0,0/0,1,0,0/0,2,1,1/0,0,0,1 N reserve=0,1"
    );
    // Katra fandatsaka: a3's 2 seeds are captured and sown starting at a2
    // (the zone rule), then a second capture wins.
    let k: KatraFandatsaka = text.parse().unwrap();
    let next = k.play(&"a2".parse().unwrap()).unwrap();
    assert_eq!(
        next.to_string(),
        "0,0,0,0/0,0,0,0/4,2,0,0/0,0,0,0 N reserve=0,1"
    );
    assert_eq!(next.outcome().unwrap().to_string(), "S wins (kamo)");
}

/// Fifangha's recursive school rules (`rules=school`) have no rule 2, and
/// capture with a free choice of tsibongy: in phase 1 they are katra
/// fandatsaka with `tsibongy_choice=free`, move for move, along random games
/// on every board (until a reserve runs out, where katra fandatsaka goes on
/// to its phase 2 and the school game ends).
#[test]
fn the_school_rules_are_katra_fandatsaka_with_a_free_tsibongy_in_phase_one() {
    use fanga::katra_fandatsaka::FandatsakaOptions;
    use fanga::sowing::Pool;
    use fanga_core::SplitMix64;
    let mut rng = SplitMix64::new(2023);
    let mut compared = 0;
    for columns in ["8", "6", "4"] {
        let columns = format!("columns={columns}");
        let mut fo = FifanghaOptions::default();
        fo.apply(&["rules=school", &columns]).unwrap();
        let mut ko = FandatsakaOptions::default();
        ko.apply(&["tsibongy_choice=free", &columns]).unwrap();
        for _ in 0..8 {
            let mut f = Fifangha::start(&fo);
            // Until the opponent's reserve is empty after the move.
            while f.outcome().is_none() && f.pool(Pool::Reserve, f.turn().other()) > 0 {
                let text = f.to_string();
                let k = KatraFandatsaka::from_text(&text, &ko).unwrap();
                let fm = fanga_core::testing::moves_and_results(&f);
                assert_eq!(fm, fanga_core::testing::moves_and_results(&k), "{text}");
                compared += fm.len();
                let list = f.legal_moves();
                f = f.play(&list[rng.below(list.len())]).unwrap();
            }
        }
    }
    assert!(compared > 2_000, "{compared}");
}
