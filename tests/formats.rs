//! The formats users depend on beyond Rust names, pinned as insta
//! snapshots (`tests/snapshots/tests__formats__*.snap`): position texts,
//! game records, the header of Kalah's endgame table files, the engine
//! protocol's lines and the `play` tool's lines. A change to any of them
//! fails here and shows in the diff of the snapshot; accept a deliberate
//! one with `INSTA_UPDATE=always` (`tools/api/README.md`).
//!
//! Every game comes from the facade's game list (the registry, the catalog
//! and `fanga::visit_games`), so a game added to the list shows here too.
//! The snapshots hold every game of the list (the engine's `id games` line
//! too): a build without some of them skips these tests. Everything is
//! deterministic:
//! fixed seeds, fixed-depth searches, and the engine's timings (`time`,
//! `nps`) masked.

use std::collections::{BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use fanga::GameVisitor;
use fanga::core::catalog::{Catalogued, TableRequest};
use fanga::core::{Adjudication, Game, GameOptions, LapBudget, SplitMix64};

/// The seed of every random game here.
const SEED: u64 = 20_260_601;

/// Whether this build has every game of the list (the snapshots hold them
/// all); says so on the test's output when not.
fn every_game() -> bool {
    let missing: Vec<&str> = fanga::GAME_CRATES
        .iter()
        .filter(|c| !c.built)
        .map(|c| c.feature)
        .collect();
    if !missing.is_empty() {
        println!("skipped: the snapshots hold every game, and this build lacks {missing:?}");
    }
    missing.is_empty()
}

/// `text` as snapshot `name`, its header saying what format it pins.
fn pin(name: &str, description: &str, text: &str) {
    insta::with_settings!({ description => description, omit_expression => true }, {
        insta::assert_snapshot!(name, text);
    });
}

/// Position texts: the start of every game under its default options and
/// under each value of each option alone (`GAME KEY=VALUE -> TEXT`), then
/// the text after 3 moves of a seeded random game. Every text reads back
/// as itself.
#[test]
fn position_texts() {
    if !every_game() {
        return;
    }
    let registry = fanga::registry();
    let mut out = String::new();
    for e in registry.entries() {
        let start = e.start(&[] as &[&str]).expect("the default options");
        writeln!(out, "{} -> {start}", e.name).unwrap();
        for spec in e.options {
            for v in spec.values {
                let a = format!("{}={v}", spec.key);
                match e.start(&[a.as_str()]) {
                    Ok(p) => {
                        let text = p.to_string();
                        let back = e.parse(&text, &[] as &[&str]).expect("the text reads");
                        assert_eq!(back.to_string(), text, "{} {a}", e.name);
                        writeln!(out, "{} {a} -> {text}", e.name).unwrap();
                    }
                    // An option that needs another (Fanorona's vela opener):
                    // the refusal is a line users read too.
                    Err(err) => writeln!(out, "{} {a} -> error: {err}", e.name).unwrap(),
                }
            }
        }
    }
    out.push('\n');
    // After 3 random moves, by the game's types (`fanga::visit_games`).
    struct After3<'a>(&'a mut String, BTreeSet<&'static str>);
    impl GameVisitor for After3<'_> {
        fn visit<P: Catalogued>(&mut self) {
            // A game played by two types (Oware) is written by its first,
            // as the registry builds its default positions.
            if !self.1.insert(P::GAME) {
                return;
            }
            let mut game = Game::new(P::start(&P::Options::default()));
            game.play_random(&mut SplitMix64::new(SEED), 3);
            let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
            let text = game.position().to_string();
            let back = P::from_text(&text, &game.position().options()).expect("the text reads");
            assert_eq!(back.to_string(), text, "{}", P::GAME);
            writeln!(
                self.0,
                "{} after {} (seed {SEED}) -> {text}",
                P::GAME,
                moves.join("; ")
            )
            .unwrap();
        }
    }
    fanga::visit_games(&mut After3(&mut out, BTreeSet::new()));
    pin(
        "position_texts",
        "Position texts (Display of each game's position, read back by FromStr): \
         the start under default options and under each option value alone, \
         then after 3 moves of a seeded random game.",
        &out,
    );
}

/// Game records (`Game`'s `Display`, read back by `Game::from_record`) of
/// every game: a seeded random game of 6 moves; 3 moves under a changed
/// option, then a resignation; and an adjudicated game from a position
/// after 2 moves (a `start` line), drawn by its move limit.
#[test]
fn records() {
    if !every_game() {
        return;
    }
    struct Records<'a>(&'a mut String, BTreeSet<&'static str>);
    impl Records<'_> {
        fn write<P: Catalogued>(&mut self, title: &str, game: &Game<P>) {
            let record = game.to_string();
            let back = Game::<P>::from_record(&record, LapBudget::UNLIMITED)
                .unwrap_or_else(|e| panic!("{}: {e}\n{record}", P::GAME));
            assert!(back == *game, "{} reads back\n{record}", P::GAME);
            writeln!(self.0, "## {} ({title})\n{record}", P::GAME).unwrap();
        }
    }
    impl GameVisitor for Records<'_> {
        fn visit<P: Catalogued>(&mut self) {
            if !self.1.insert(P::GAME) {
                return;
            }
            let default = P::Options::default();
            let mut game = Game::new(P::start(&default));
            game.play_random(&mut SplitMix64::new(SEED), 6);
            self.write("6 random moves", &game);

            // The first option value other than the default (in the order
            // of the specs) under which the game goes on after 3 random
            // moves (the default options for a game without options), and
            // a resignation by the player to move.
            let three = |o: &P::Options| {
                let mut game = Game::new(P::start(o));
                game.play_random(&mut SplitMix64::new(SEED + 1), 3);
                game
            };
            let mut game = <P::Options as GameOptions>::SPECS
                .iter()
                .flat_map(|s| {
                    s.values
                        .iter()
                        .filter(move |v| **v != s.default)
                        .map(move |v| (s.key, v))
                })
                .find_map(|(key, v)| {
                    let mut o = default.clone();
                    o.apply(&[format!("{key}={v}")]).ok()?;
                    Some(three(&o)).filter(|g| g.outcome().is_none())
                })
                .unwrap_or_else(|| three(&default));
            game.resign(game.position().turn());
            assert!(game.resigned().is_some(), "{} resigns", P::GAME);
            self.write("an option changed, 3 random moves, a resignation", &game);

            let mut before = Game::new(P::start(&default));
            before.play_random(&mut SplitMix64::new(SEED + 2), 2);
            let adjudication = Adjudication {
                move_limit: Some(4),
                repetition: true,
            };
            let mut game = Game::with_adjudication(before.position().clone(), adjudication);
            game.play_random(&mut SplitMix64::new(SEED + 3), 8);
            self.write("adjudicated, from a position after 2 moves", &game);
        }
    }
    let mut out = String::new();
    fanga::visit_games(&mut Records(&mut out, BTreeSet::new()));
    pin(
        "records",
        "Game records (fanga_core::Game's Display, read back by Game::from_record): \
         game, options, adjudication, start, move, resign and result lines.",
        &out,
    );
}

/// `bytes` as lines of 8: offset, hex, and the printable ASCII.
fn hex(bytes: &[u8]) -> String {
    let mut out = String::new();
    for (i, row) in bytes.chunks(8).enumerate() {
        let h: Vec<String> = row.iter().map(|b| format!("{b:02x}")).collect();
        let a: String = row
            .iter()
            .map(|&b| {
                if b.is_ascii_graphic() {
                    char::from(b)
                } else {
                    '.'
                }
            })
            .collect();
        writeln!(out, "{:04x}: {:<23}  {a}", i * 8, h.join(" ")).unwrap();
    }
    out
}

/// Table files (`Catalogued::build_table`, written by
/// `TableFile::write_to`, read by `Catalogued::read_table`): of every game
/// that has them, the smallest table the API builds (1 seed on the board
/// of the default options), its header in hex and its size, not its
/// values.
#[test]
fn table_file_headers() {
    if !every_game() {
        return;
    }
    let catalog = fanga::catalog();
    let request = TableRequest::new(Some(1), Some(1), Some(1 << 20));
    let mut out = String::new();
    let mut without = Vec::new();
    for e in catalog.entries() {
        let table = e
            .build_table(&[] as &[&str], None, &request, &|_, _| {})
            .unwrap_or_else(|err| panic!("{}: {err}", e.name()));
        let Some(table) = table else {
            without.push(e.name());
            continue;
        };
        let mut bytes = Vec::new();
        table.write_to(&mut bytes).expect("the table writes");
        let back = e
            .read_table(&mut bytes.as_slice(), Some(&[] as &[&str]))
            .unwrap_or_else(|err| panic!("{}: {err}", e.name()));
        assert_eq!((back.seeds, back.states), (table.seeds, table.states));
        writeln!(
            out,
            "## {} (default options, table of {} seed(s), {} states)",
            e.name(),
            table.seeds,
            table.states
        )
        .unwrap();
        writeln!(out, "size: {} bytes", bytes.len()).unwrap();
        let header = bytes.len().min(24);
        writeln!(out, "first {header} bytes:").unwrap();
        out.push_str(&hex(&bytes[..header]));
        out.push('\n');
    }
    writeln!(out, "no table files: {}", without.join(", ")).unwrap();
    pin(
        "table_file_headers",
        "Endgame table files (TableFile::write_to, Catalogued::read_table): \
         the first 24 bytes (magic and version, board, states) and the size \
         of the smallest table of each game that has them.",
        &out,
    );
}

/// An output several threads write (the engine's search thread too).
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A tool's input, one command at a time: before it gives the next line,
/// the answers to the last one are in the output (a search's once its
/// `bestmove`, or an `error`, is there), and the transcript gets the
/// command (`> `) and its answers (`< `).
struct Script {
    lines: VecDeque<String>,
    current: Vec<u8>,
    at: usize,
    output: Shared,
    /// Bytes of the output already in the transcript.
    seen: usize,
    /// Whether the last command started a search.
    searching: bool,
    transcript: String,
}

impl Script {
    fn new(lines: &[&str], output: Shared) -> Self {
        Script {
            lines: lines.iter().map(|l| (*l).to_owned()).collect(),
            current: Vec::new(),
            at: 0,
            output,
            seen: 0,
            searching: false,
            transcript: String::new(),
        }
    }

    /// The answers since the last command, into the transcript (a search's
    /// are waited for, a minute at most).
    fn answers(&mut self) {
        for _ in 0..60_000 {
            let new = {
                let out = self.output.0.lock().unwrap();
                String::from_utf8_lossy(&out[self.seen..]).into_owned()
            };
            let answered = !self.searching
                || new
                    .lines()
                    .any(|l| l.starts_with("bestmove ") || l.starts_with("error "));
            if answered && (new.is_empty() || new.ends_with('\n')) {
                self.seen += new.len();
                for l in new.lines() {
                    writeln!(self.transcript, "< {}", masked(l)).unwrap();
                }
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("no answer to a search in a minute:\n{}", self.transcript);
    }
}

impl Read for Script {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = {
            let rest = self.fill_buf()?;
            let n = rest.len().min(buf.len());
            buf[..n].copy_from_slice(&rest[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Script {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.at == self.current.len() {
            self.answers();
            self.current.clear();
            self.at = 0;
            if let Some(line) = self.lines.pop_front() {
                writeln!(self.transcript, "> {line}").unwrap();
                self.searching = line.starts_with("go");
                self.current = format!("{line}\n").into_bytes();
            }
        }
        Ok(&self.current[self.at..])
    }

    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// An answer line with what depends on the machine masked: the version in
/// `id name`, an `info` line's `time` (`<ms>`) and `nps` (left out: it is
/// written only when some time was measured).
fn masked(line: &str) -> String {
    if let Some(v) = line.strip_prefix("id name fanga engine ") {
        assert_eq!(v, env!("CARGO_PKG_VERSION"));
        return "id name fanga engine <version>".to_owned();
    }
    if !line.starts_with("info ") {
        return line.to_owned();
    }
    let mut words = line.split(' ');
    let mut out: Vec<&str> = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "time" => {
                words.next();
                out.extend(["time", "<ms>"]);
            }
            "nps" => {
                words.next();
            }
            // The principal variation is the rest of the line.
            "pv" => {
                out.push("pv");
                out.extend(words.by_ref());
            }
            w => out.push(w),
        }
    }
    out.join(" ")
}

/// The engine protocol (`docs/engine-protocol.md`), command by command:
/// answers, errors, fixed-depth searches (`info` lines with their timings
/// masked) and results, on Katro and Kalah.
#[test]
fn engine_protocol() {
    if !every_game() {
        return;
    }
    let catalog = fanga::catalog();
    let script = [
        "fanga",
        "isready",
        "moves",
        "game katro",
        "show",
        "moves",
        "position startpos moves e2:ccw; b3:cw",
        "show",
        "moves",
        "go depth 3",
        "go player random seed 1",
        "go level easy",
        "position startpos moves e2:ccw; z9",
        "position startpos moves a3:cw",
        "go depth 0",
        "go depth 2 speed 9",
        "game katro columns=4",
        "show",
        "game katro colums=4",
        "game chess",
        "play e2:ccw",
        "game kalah",
        "show",
        "position startpos moves c1 f1; e2 a2",
        "moves",
        "go depth 4",
        "go depth 4",
        "position 0,0,0,0,0,1/0,0,0,0,0,0 S store=20,27",
        "show",
        "go depth 2",
        "position 0,0,0,0,0,1/0,0,0,0,1,0 S store=20,26",
        "show",
        "go depth 2",
        "quit",
    ];
    let output = Shared::default();
    let mut input = Script::new(&script, output.clone());
    let mut writer = output.clone();
    let mut errors = Vec::new();
    let code = fanga_cli::engine::run_with(
        &catalog,
        "engine",
        [],
        &mut fanga_cli::Io {
            input: &mut input,
            output: &mut writer,
            errors: &mut errors,
            input_terminal: false,
            output_terminal: false,
            errors_terminal: false,
            color_allowed: false,
        },
    );
    assert_eq!(code, std::process::ExitCode::SUCCESS);
    assert!(errors.is_empty(), "{}", String::from_utf8_lossy(&errors));
    input.answers();
    pin(
        "engine_protocol",
        "The engine protocol (docs/engine-protocol.md): each command (`> `) and \
         its answer lines (`< `); the engine's version and the `info` lines' \
         time are masked, their nps left out.",
        &input.transcript,
    );
}

/// The `play` tool's lines (`fanga_cli::play`) for a short session of two
/// people at one keyboard: its board, prompts, echoed moves, traces, errors,
/// undo, and the end by resignation.
#[test]
fn play_session() {
    if !every_game() {
        return;
    }
    let catalog = fanga::catalog();
    let args = ["katro", "--south", "human", "--north", "human"].map(String::from);
    let input = "moves\ne2:ccw\nz9\nboard\nb3\nundo\nredo\nresign\nquit\n";
    let (code, out, err) = fanga_cli::Io::captured(input, |io| {
        fanga_cli::play::run_with(&catalog, "play", args, io)
    });
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{err}");
    assert!(err.is_empty(), "{err}");
    pin(
        "play_session",
        "The play tool's output (fanga_cli::play, input from a pipe, no colour): \
         board, prompts, moves and their traces, errors, undo, redo, resignation.",
        &out,
    );
}
