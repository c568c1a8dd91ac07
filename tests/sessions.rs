//! Every game of the registry has a computer-player session.
#![cfg(feature = "ai")]

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

#[test]
fn every_registered_game_has_a_session() {
    let registry = fanga::registry();
    for entry in registry.entries() {
        let mut s = fanga::session(entry.name, &[] as &[&str])
            .unwrap_or_else(|e| panic!("{}: {e}", entry.name));
        assert_eq!(s.game(), entry.name);
        let start = registry.start(entry.name, &[] as &[&str]).unwrap();
        assert_eq!(s.position(), start.to_string());
        let go = fanga::ai::Go {
            player: "greedy".parse().unwrap(),
            seed: 1,
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        };
        let best = s.go(go, &mut |_| {}).unwrap();
        assert!(
            s.legal_moves().contains(&best.mv),
            "{}: {}",
            entry.name,
            best.mv
        );
    }
    assert!(fanga::session("nope", &[] as &[&str]).is_err());
    // Oware's large boards get the large type, as in the registry.
    let s = fanga::session("oware", &["num_houses_per_player=12"]).unwrap();
    assert!(s.position().starts_with("4,4,4,4,4,4,4,4,4,4,4,4/"));
}
