//! The game list (`src/games.rs`) against the manifest and the docs: a game
//! added to one and forgotten in another is caught here.

use std::collections::BTreeSet;

/// `KEY = [ ... ]` entries of a TOML table, on one or more lines.
fn table(manifest: &str, name: &str) -> Vec<(String, String)> {
    let header = format!("[{name}]");
    let mut out = Vec::new();
    let mut inside = false;
    let mut open: Option<(String, String)> = None;
    for line in manifest.lines() {
        let t = line.trim();
        if t.starts_with('[')
            && !t.starts_with("[[")
            && open.is_none()
            && t.ends_with(']')
            && !t.contains('=')
        {
            inside = t == header;
            continue;
        }
        if !inside || t.starts_with('#') || t.is_empty() {
            continue;
        }
        if let Some((k, mut v)) = open.take() {
            v.push_str(t);
            if t.ends_with(']') || t.ends_with('}') {
                out.push((k, v));
            } else {
                open = Some((k, v));
            }
            continue;
        }
        if let Some((k, v)) = t.split_once('=') {
            let (k, v) = (k.trim().to_owned(), v.trim().to_owned());
            if (v.starts_with('[') && !v.ends_with(']'))
                || (v.starts_with('{') && !v.ends_with('}'))
            {
                open = Some((k, v));
            } else {
                out.push((k, v));
            }
        }
    }
    out
}

fn manifest() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap()
}

#[test]
fn every_game_crate_of_the_manifest_is_in_the_list_and_back() {
    let m = manifest();
    let features = table(&m, "features");
    let feature = |name: &str| {
        features
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let listed: BTreeSet<&str> = fanga::GAME_CRATES.iter().map(|g| g.feature).collect();
    assert_eq!(
        listed.len(),
        fanga::GAME_CRATES.len(),
        "a feature listed twice"
    );
    let default = feature("default").unwrap();
    let serde = feature("serde").unwrap();
    for g in fanga::GAME_CRATES {
        let krate = format!("fanga-{}", g.feature);
        assert_eq!(g.module, g.feature.replace('-', "_"), "{}", g.feature);
        assert_eq!(
            feature(g.feature).as_deref(),
            Some(format!("[\"dep:{krate}\"]").as_str()),
            "the feature `{}` enables its crate",
            g.feature
        );
        assert!(
            default.contains(&format!("\"{}\"", g.feature)),
            "`{}` is on by default",
            g.feature
        );
        assert!(
            serde.contains(&format!("\"{krate}?/serde\"")),
            "`serde` reaches {krate}"
        );
    }
    // Every optional rules crate has a line: the optional dependencies are
    // the games and the computer players.
    let deps = table(&m, "dependencies");
    for (name, spec) in &deps {
        if name.starts_with("fanga-") && spec.contains("optional = true") && name != "fanga-ai" {
            let f = &name["fanga-".len()..];
            assert!(
                listed.contains(f),
                "{name} is optional but has no line in src/games.rs"
            );
        }
    }
}

#[test]
fn the_registry_holds_every_game_built_and_the_docs_name_each() {
    let registry = fanga::registry();
    let names: Vec<&str> = registry.entries().map(|e| e.name).collect();
    let unique: BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    let lib = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs")).unwrap();
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    for g in fanga::GAME_CRATES.iter().filter(|g| g.built) {
        // Each game crate brings at least one game, named after it.
        assert!(
            names.iter().any(|n| n.starts_with(g.feature)),
            "{} brings no game: {names:?}",
            g.feature
        );
        assert!(
            lib.contains(&format!("[`{}`]", g.module)),
            "src/lib.rs's table lacks {}",
            g.module
        );
        assert!(
            readme.contains(&format!("`fanga-{}`", g.feature)),
            "README.md lacks fanga-{}",
            g.feature
        );
    }
    #[cfg(feature = "ai")]
    {
        let catalog = fanga::catalog();
        let in_catalog: Vec<&str> = catalog.entries().map(|e| e.name()).collect();
        assert_eq!(in_catalog, names);
    }
}

#[test]
fn visit_games_visits_every_registered_game_in_order() {
    use fanga::GameVisitor;
    use fanga::core::catalog::Catalogued;
    struct Names(Vec<&'static str>);
    impl GameVisitor for Names {
        fn visit<P: Catalogued>(&mut self) {
            // A game of two position types (Oware) is visited for each.
            if self.0.last() != Some(&P::GAME) {
                self.0.push(P::GAME);
                // The games a type ships follow its own entry.
                self.0.extend(
                    P::shipped()
                        .iter()
                        .map(|o| fanga::core::Position::game(&P::start(o))),
                );
            }
        }
    }
    let mut visited = Names(Vec::new());
    fanga::visit_games(&mut visited);
    let registered: Vec<&str> = fanga::registry().entries().map(|e| e.name).collect();
    assert_eq!(visited.0, registered);
}
