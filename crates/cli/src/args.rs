//! The command line shared by the tools that take a GAME: every bad
//! argument is one line on the errors and exit status 2, never a panic.

use fanga_ai::Catalog;
use fanga_core::{LapBudget, registry::AnyPosition};

use crate::help::help;
use crate::io::{Io, Stop, fail};

/// What a tool accepts.
pub(crate) struct Spec {
    /// The usage line.
    pub(crate) usage: &'static str,
    /// Positional arguments after GAME (names, for messages).
    pub(crate) positional: &'static [&'static str],
    /// Flags that take a value (besides `--position` and `--option`).
    pub(crate) valued: &'static [&'static str],
    /// Flags without a value.
    pub(crate) switches: &'static [&'static str],
    /// What the tool does and what its flags mean, for `--help`.
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
}

impl Args {
    /// Reads the command line; `--help` and `--list-games` answer on
    /// `io` and stop with status 0.
    pub(crate) fn parse(
        spec: &Spec,
        raw: impl IntoIterator<Item = String>,
        catalog: &Catalog,
        io: &mut Io<'_>,
    ) -> Result<Args, Stop> {
        let mut raw = raw.into_iter();
        let mut words = Vec::new();
        let mut args = Args {
            game: String::new(),
            positional: Vec::new(),
            position: None,
            options: Vec::new(),
            values: Vec::new(),
            switches: Vec::new(),
        };
        while let Some(a) = raw.next() {
            if a == "--help" || a == "-h" {
                io.text(help(catalog, spec.usage, spec.about, spec.players))?;
                return Err(Stop::Exit(0));
            }
            if a == "--list-games" {
                // For scripts (tools/ladder.py): the games of this build.
                for e in catalog.entries() {
                    io.line(e.name())?;
                }
                return Err(Stop::Exit(0));
            }
            if !a.starts_with("--") {
                words.push(a);
                continue;
            }
            let mut value = |flag: &str| match raw.next() {
                Some(v) => Ok(v),
                None => fail(format!("{flag} needs a value")),
            };
            match a.as_str() {
                "--position" => {
                    if args.position.is_some() {
                        return fail("--position is given twice");
                    }
                    args.position = Some(value("--position")?);
                }
                "--option" => args.options.push(value("--option")?),
                f => {
                    if let Some(&k) = spec.valued.iter().find(|&&k| k == f) {
                        if args.values.iter().any(|(x, _)| *x == k) {
                            return fail(format!("{k} is given twice"));
                        }
                        let v = value(k)?;
                        args.values.push((k, v));
                    } else if let Some(&k) = spec.switches.iter().find(|&&k| k == f) {
                        args.switches.push(k);
                    } else {
                        return fail(format!("unknown flag `{f}` (usage: {})", spec.usage));
                    }
                }
            }
        }
        let mut words = words.into_iter();
        args.game = match words.next() {
            Some(g) => g,
            None => return fail(format!("missing GAME (usage: {})", spec.usage)),
        };
        for p in spec.positional {
            match words.next() {
                Some(w) => args.positional.push(w),
                None => return fail(format!("missing {p} (usage: {})", spec.usage)),
            }
        }
        if let Some(extra) = words.next() {
            return fail(format!(
                "unexpected argument `{extra}` (usage: {})",
                spec.usage
            ));
        }
        Ok(args)
    }

    /// A flag's value, if given.
    pub(crate) fn value(&self, flag: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(k, _)| *k == flag)
            .map(|(_, v)| v.as_str())
    }

    /// A flag's value parsed as a number, or `default`.
    pub(crate) fn number<T: std::str::FromStr>(&self, flag: &str, default: T) -> Result<T, Stop> {
        match self.value(flag) {
            Some(v) => number(flag, v),
            None => Ok(default),
        }
    }

    /// A flag's value parsed as a count of at least 1 (games, plies,
    /// nodes, threads), or `default`: 0 is refused, as a run of no games
    /// or a search of no nodes is a slip, not a request.
    pub(crate) fn positive<T>(&self, flag: &str, default: T) -> Result<T, Stop>
    where
        T: std::str::FromStr + Default + PartialEq,
    {
        match self.value(flag) {
            Some(v) => positive(flag, v),
            None => Ok(default),
        }
    }

    /// `--lap-budget N` (laps per turn, or `unlimited`); unlimited when absent.
    pub(crate) fn budget(&self) -> Result<LapBudget, Stop> {
        match self.value("--lap-budget") {
            Some(v) => v.parse().or_else(|e| fail(format!("--lap-budget: {e}"))),
            None => Ok(LapBudget::UNLIMITED),
        }
    }

    /// Whether a switch was given.
    pub(crate) fn has(&self, switch: &str) -> bool {
        self.switches.contains(&switch)
    }

    /// The position: `--position` under the options, or the start position.
    pub(crate) fn position(&self, catalog: &Catalog) -> Result<Box<dyn AnyPosition>, Stop> {
        let registry = catalog.registry();
        let result = match &self.position {
            Some(text) => registry.parse(&self.game, text, &self.options),
            None => registry.start(&self.game, &self.options),
        };
        result.or_else(fail)
    }
}

/// A count of at least 1, or a failure naming what it was for.
pub(crate) fn positive<T>(what: &str, text: &str) -> Result<T, Stop>
where
    T: std::str::FromStr + Default + PartialEq,
{
    let n: T = number(what, text)?;
    if n == T::default() {
        return fail(format!("{what}: must be at least 1, not `{text}`"));
    }
    Ok(n)
}

/// A number, or a failure naming what it was for.
pub(crate) fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, Stop> {
    text.parse()
        .or_else(|_| fail(format!("{what}: `{text}` is not a valid number")))
}
