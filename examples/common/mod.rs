//! Argument handling shared by the examples: every bad argument is one line on
//! stderr and exit status 2, never a panic.

// Each example uses part of this module.
#![allow(dead_code)]

use std::io::{self, Write};
use std::process::exit;

use fanga::core::{AnyPosition, LapBudget};

/// What an example accepts.
pub(crate) struct Spec {
    /// The example's name, for messages.
    pub(crate) name: &'static str,
    /// The usage line.
    pub(crate) usage: &'static str,
    /// Positional arguments after GAME (names, for messages).
    pub(crate) positional: &'static [&'static str],
    /// Flags that take a value (besides `--position` and `--option`).
    pub(crate) valued: &'static [&'static str],
    /// Flags without a value.
    pub(crate) switches: &'static [&'static str],
    /// What the example does and what its flags mean, for `--help`.
    pub(crate) about: &'static str,
    /// Whether `--help` lists the computer players and levels.
    pub(crate) players: bool,
}

/// Parsed arguments.
pub(crate) struct Args {
    pub(crate) game: String,
    pub(crate) positional: Vec<String>,
    pub(crate) position: Option<String>,
    pub(crate) options: Vec<String>,
    pub(crate) values: Vec<(&'static str, String)>,
    pub(crate) switches: Vec<&'static str>,
    name: &'static str,
}

/// Prints one line on stderr and exits with status 2.
pub(crate) fn fail(name: &str, message: impl std::fmt::Display) -> ! {
    eprintln!("{name}: {message}");
    exit(2)
}

impl Args {
    /// Reads the command line.
    pub(crate) fn parse(spec: &Spec) -> Args {
        let mut raw = std::env::args().skip(1);
        let mut words = Vec::new();
        let mut args = Args {
            game: String::new(),
            positional: Vec::new(),
            position: None,
            options: Vec::new(),
            values: Vec::new(),
            switches: Vec::new(),
            name: spec.name,
        };
        while let Some(a) = raw.next() {
            if a == "--help" || a == "-h" {
                print!("{}", help(spec.usage, spec.about, spec.players));
                exit(0);
            }
            if a == "--list-games" {
                // For scripts (tools/ladder.py): the games of this build.
                for e in fanga::registry().entries() {
                    println!("{}", e.name);
                }
                exit(0);
            }
            if !a.starts_with("--") {
                words.push(a);
                continue;
            }
            let mut value = |flag: &str| {
                raw.next()
                    .unwrap_or_else(|| fail(spec.name, format!("{flag} needs a value")))
            };
            match a.as_str() {
                "--position" => {
                    if args.position.is_some() {
                        fail(spec.name, "--position is given twice");
                    }
                    args.position = Some(value("--position"));
                }
                "--option" => args.options.push(value("--option")),
                f => {
                    if let Some(&k) = spec.valued.iter().find(|&&k| k == f) {
                        if args.values.iter().any(|(x, _)| *x == k) {
                            fail(spec.name, format!("{k} is given twice"));
                        }
                        let v = value(k);
                        args.values.push((k, v));
                    } else if let Some(&k) = spec.switches.iter().find(|&&k| k == f) {
                        args.switches.push(k);
                    } else {
                        fail(
                            spec.name,
                            format!("unknown flag `{f}` (usage: {})", spec.usage),
                        );
                    }
                }
            }
        }
        let mut words = words.into_iter();
        args.game = words
            .next()
            .unwrap_or_else(|| fail(spec.name, format!("missing GAME (usage: {})", spec.usage)));
        for p in spec.positional {
            let w = words
                .next()
                .unwrap_or_else(|| fail(spec.name, format!("missing {p} (usage: {})", spec.usage)));
            args.positional.push(w);
        }
        if let Some(extra) = words.next() {
            fail(
                spec.name,
                format!("unexpected argument `{extra}` (usage: {})", spec.usage),
            );
        }
        args
    }

    /// A flag's value parsed as a number, or `default`.
    pub(crate) fn number<T: std::str::FromStr>(&self, flag: &str, default: T) -> T {
        match self.values.iter().find(|(k, _)| *k == flag) {
            Some((_, v)) => self.parse_number(flag, v),
            None => default,
        }
    }

    /// A number, or exit 2 naming what it was for.
    pub(crate) fn parse_number<T: std::str::FromStr>(&self, what: &str, text: &str) -> T {
        text.parse()
            .unwrap_or_else(|_| fail(self.name, format!("{what}: `{text}` is not a valid number")))
    }

    /// `--lap-budget N` (laps per turn, or `unlimited`); unlimited when absent.
    pub(crate) fn budget(&self) -> LapBudget {
        match self.values.iter().find(|(k, _)| *k == "--lap-budget") {
            Some((_, v)) => v
                .parse()
                .unwrap_or_else(|e| fail(self.name, format!("--lap-budget: {e}"))),
            None => LapBudget::UNLIMITED,
        }
    }

    /// Whether a switch was given.
    pub(crate) fn has(&self, switch: &str) -> bool {
        self.switches.contains(&switch)
    }

    /// The position: `--position` under the options, or the start position.
    pub(crate) fn position(&self) -> Box<dyn AnyPosition> {
        let registry = fanga::registry();
        let result = match &self.position {
            Some(text) => registry.parse(&self.game, text, &self.options),
            None => registry.start(&self.game, &self.options),
        };
        result.unwrap_or_else(|e| fail(self.name, e))
    }
}

/// Writes a line on stdout; a closed stdout (a pipe into `head`) ends the
/// program quietly.
pub(crate) fn out(line: impl std::fmt::Display) {
    let mut stdout = io::stdout().lock();
    if writeln!(stdout, "{line}").is_err() {
        exit(0);
    }
}

/// What a position is after a move: its text, or the result if the game is over.
pub(crate) fn after_text(p: &dyn AnyPosition) -> String {
    match p.outcome() {
        Some(o) => o.result_text(p.player_letters()),
        None => p.to_string(),
    }
}

/// The whole `--help` text: the usage, what the example does, every game of
/// the registry with its options, and (for examples that take players) the
/// computer players and levels.
pub(crate) fn help(usage: &str, about: &str, players: bool) -> String {
    use std::fmt::Write as _;
    let mut s = format!("usage: {usage}\n");
    if !about.is_empty() {
        let _ = write!(s, "\n{about}\n");
    }
    s.push_str(&games_help());
    // Only the examples that need `ai` take players.
    #[cfg(feature = "ai")]
    if players {
        s.push_str(&players_help());
    }
    #[cfg(not(feature = "ai"))]
    let _ = players;
    s
}

/// Every game of the registry, its title and its options (`--option KEY=VALUE`).
pub(crate) fn games_help() -> String {
    use std::fmt::Write as _;
    let mut s = String::from(
        "\nGAME, with its options (--option KEY=VALUE; the default first; --list-games prints the names alone):\n",
    );
    for e in fanga::registry().entries() {
        let _ = writeln!(s, "  {:<17} {}", e.name, e.title);
        for o in e.options {
            let others: Vec<&str> = o
                .values
                .iter()
                .copied()
                .filter(|v| *v != o.default)
                .collect();
            let values = if others.is_empty() {
                o.default.to_string()
            } else {
                format!("{}|{}", o.default, others.join("|"))
            };
            let _ = writeln!(s, "      {}={values}: {}", o.key, o.doc);
        }
    }
    s
}

/// The computer players by text, and the named levels.
#[cfg(feature = "ai")]
pub(crate) fn players_help() -> String {
    use fanga::ai::Level;
    use std::fmt::Write as _;
    let mut s = String::from(
        "\nPLAYER (a computer player, by text):\n  \
         random, greedy, ab:100ms (alpha-beta, 100 ms a move; also ab:2s), ab:d6 (to depth 6),\n  \
         ab:n100000 (100,000 nodes), mcts:1000 (Monte Carlo, 1,000 simulations), mcts:100ms,\n  \
         mcts:1000:c1.4 (exploration 1.4), perfect (exact play on boards small enough to solve),\n  \
         or a level:\n",
    );
    for l in Level::ALL {
        let _ = writeln!(s, "      {:<7} {}", l.name(), l.spec());
    }
    s
}

/// The parts of a game record the examples need (`fanga_core::Game`'s
/// text, read without knowing its game in advance).
pub(crate) struct Record {
    pub(crate) game: String,
    pub(crate) options: Vec<String>,
    pub(crate) start: Option<String>,
    pub(crate) moves: Vec<String>,
    pub(crate) result: Option<String>,
    /// The letter of a player who resigned: the comment `# S resigned`
    /// that the `play` example writes after the result.
    pub(crate) resigned: Option<char>,
    /// The lines before the first move, kept as they are.
    pub(crate) header: Vec<String>,
}

impl Record {
    /// Reads a record; comments (`#` lines) are skipped.
    pub(crate) fn read(text: &str) -> Result<Record, String> {
        let resigned = text.lines().find_map(|l| {
            let letter = l.strip_prefix("# ")?.strip_suffix(" resigned")?;
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Some(c),
                _ => None,
            }
        });
        let mut lines = text.lines().filter(|l| !l.starts_with('#'));
        let first = lines.next().ok_or("the record is empty")?;
        let game = first
            .strip_prefix("game ")
            .ok_or("the record must start with `game NAME`")?
            .to_string();
        let second = lines.next().ok_or("expected `options ...` on line 2")?;
        let options = second
            .strip_prefix("options")
            .ok_or("expected `options ...` on line 2")?
            .split_whitespace()
            .map(str::to_string)
            .collect();
        let mut r = Record {
            game,
            options,
            start: None,
            moves: Vec::new(),
            result: None,
            resigned,
            header: vec![first.to_string(), second.to_string()],
        };
        for line in lines {
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "adjudication" if r.moves.is_empty() => r.header.push(line.to_string()),
                "start" if r.moves.is_empty() => {
                    r.start = Some(rest.to_string());
                    r.header.push(line.to_string());
                }
                "move" if r.result.is_none() => r.moves.push(rest.to_string()),
                "result" if r.result.is_none() => r.result = Some(rest.to_string()),
                "" => {}
                _ => {
                    return Err(format!(
                        "unexpected line `{}`",
                        fanga::core::text::excerpt(line)
                    ));
                }
            }
        }
        Ok(r)
    }
}

/// The settings of `--endgame-file PATH`: the game's table read from PATH
/// (for Kalah, a file `solve kalah --endgame-file PATH` wrote) and what it
/// covers, or exit 2 (a game without tables, a missing or damaged file, or,
/// when the game's `options` are given, a table of another board).
#[cfg(feature = "ai")]
pub(crate) fn table_settings(
    name: &str,
    game: &str,
    options: Option<&[String]>,
    endgame_file: Option<&str>,
) -> Option<fanga::core::TableFile> {
    let path = endgame_file?;
    let catalog = fanga::catalog();
    let entry = catalog.get(game).unwrap_or_else(|e| fail(name, e));
    let file = std::fs::File::open(path)
        .unwrap_or_else(|e| fail(name, format!("--endgame-file {path}: {e}")));
    match entry.read_table(&mut std::io::BufReader::new(file), options) {
        Ok(table) => Some(table),
        Err(e) => fail(name, format!("--endgame-file {path}: {e}")),
    }
}

/// The settings of `--endgame-file PATH` for a program that plays every
/// game: the table of the game whose reader takes the file (every other
/// game ignores it), or exit 2.
#[cfg(feature = "ai")]
pub(crate) fn any_table_settings(name: &str, path: &str) -> fanga::Settings {
    for entry in fanga::catalog().entries() {
        let file = std::fs::File::open(path)
            .unwrap_or_else(|e| fail(name, format!("--endgame-file {path}: {e}")));
        match entry.read_table(&mut std::io::BufReader::new(file), None::<&[&str]>) {
            Ok(table) => return table.settings,
            Err(fanga::core::TableError::NoTables { .. }) => {}
            Err(e) => fail(name, format!("--endgame-file {path}: {e}")),
        }
    }
    fail(
        name,
        format!("--endgame-file {path}: no game of this build reads table files"),
    )
}
