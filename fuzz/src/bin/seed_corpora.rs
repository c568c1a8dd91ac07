//! Writes the seed corpora of the fuzz targets into `fuzz/corpus/` (not kept
//! in git): every position of the workspace's `.perft` files (the reference
//! tables and the test positions), with moves, records and JSON built from
//! them. The game byte of each input is the game's index in the facade's
//! game list ([`fanga::visit_games`], as the targets read it), and the moves
//! are the position's own first legal moves, so no game is named here.
//!
//! ```text
//! cargo run --manifest-path fuzz/Cargo.toml --bin seed_corpora
//! ```

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use fanga::GameVisitor;
use fanga::core::catalog::Catalogued;

/// Each position type's game name, in the list's order.
fn game_names() -> Vec<&'static str> {
    struct Names(Vec<&'static str>);
    impl GameVisitor for Names {
        fn visit<P: Catalogued>(&mut self) {
            self.0.push(P::GAME);
        }
    }
    let mut n = Names(Vec::new());
    fanga::visit_games(&mut n);
    n.0
}

fn write(corpus: &Path, target: &str, data: &[u8]) {
    let dir = corpus.join(target);
    std::fs::create_dir_all(&dir).expect("the corpus directory");
    let mut h = DefaultHasher::new();
    data.hash(&mut h);
    std::fs::write(dir.join(format!("{:016x}", h.finish())), data).expect("a corpus file");
}

/// `(game, options, position)` of every `position` line of the `.perft`
/// files under `crates/*/tests/perft/`.
fn cases(root: &Path) -> Vec<(String, Vec<String>, String)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("the crates directory")
        .flatten()
        .flat_map(|c| {
            std::fs::read_dir(c.path().join("tests/perft"))
                .into_iter()
                .flatten()
        })
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let game = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("")
            .to_owned();
        let mut options = Vec::new();
        let text = std::fs::read_to_string(&path).expect("a .perft file");
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("options") {
                options = rest.split_whitespace().map(str::to_owned).collect();
            } else if let Some(p) = line.strip_prefix("position ") {
                out.push((game.clone(), options.clone(), p.to_owned()));
            }
        }
    }
    out
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let names = game_names();
    let registry = fanga::registry();
    let mut n = 0;
    for (game, options, position) in cases(&root) {
        let Some(index) = names.iter().position(|g| *g == game) else {
            eprintln!("seed_corpora: {game} is not in the game list; skipped");
            continue;
        };
        let Ok(p) = registry.parse(&game, &position, &options) else {
            eprintln!("seed_corpora: {game} does not read `{position}`; skipped");
            continue;
        };
        let g = [u8::try_from(index).expect("fewer than 256 games")];
        let moves: Vec<String> = p
            .moves(fanga_fuzz::BUDGET)
            .decided
            .into_iter()
            .take(3)
            .collect();
        let text = position.as_bytes();
        write(&corpus, "parse", &[&g[..], b"\x00", text].concat());
        write(
            &corpus,
            "parse",
            &[&g[..], b"\x02", options.join(" ").as_bytes()].concat(),
        );
        for m in &moves {
            write(&corpus, "parse", &[&g[..], b"\x01", m.as_bytes()].concat());
            let play = [&g[..], text, b"\n\xf0", m.as_bytes(), b";\x00\x01\x02"].concat();
            write(&corpus, "play", &play);
        }
        let steps: Vec<u8> = (0..40).step_by(3).collect();
        write(&corpus, "play", &[&g[..], text, b"\n", &steps].concat());
        let record = format!(
            "game {game}\noptions {}\nstart {position}\n",
            options.join(" ")
        );
        write(&corpus, "records", &[&g[..], record.as_bytes()].concat());
        let json = |s: &str| serde_json::to_string(s).expect("a string serializes");
        let pos = format!(
            "{{\"options\":{},\"position\":{}}}",
            serde_json::to_string(&options).expect("strings serialize"),
            json(&position)
        );
        write(
            &corpus,
            "serde",
            &[&g[..], b"\x00", pos.as_bytes()].concat(),
        );
        if let Some(m) = moves.first() {
            let played = format!("{record}move {m}\nresult unfinished\n");
            write(&corpus, "records", &[&g[..], played.as_bytes()].concat());
            write(
                &corpus,
                "serde",
                &[&g[..], b"\x01", json(m).as_bytes()].concat(),
            );
        }
        write(
            &corpus,
            "serde",
            &[&g[..], b"\x03", json(&record).as_bytes()].concat(),
        );
        n += 1;
    }
    for outcome in [
        r#"{"win":{"winner":"South","reason":"kamo"}}"#,
        r#"{"draw":{"reason":"repetition"}}"#,
    ] {
        write(
            &corpus,
            "serde",
            &[b"\x00\x02", outcome.as_bytes()].concat(),
        );
    }
    println!(
        "seeded the corpora from {n} positions into {}",
        corpus.display()
    );
}
