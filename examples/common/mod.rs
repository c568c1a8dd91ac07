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
                println!("usage: {}", spec.usage);
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
