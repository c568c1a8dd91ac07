//! The `--help` texts: the usage, what the tool does, every game of the
//! catalog with its options, and the computer players.

use std::fmt::Write as _;

use fanga_ai::{Catalog, Level};

/// The whole `--help` text: the usage, what the tool does, every game of
/// the catalog with its options, and (for tools that take players) the
/// computer players and levels.
pub(crate) fn help(catalog: &Catalog, usage: &str, about: &str, players: bool) -> String {
    let mut s = format!("usage: {usage}\n");
    if !about.is_empty() {
        let _ = write!(s, "\n{about}\n");
    }
    s.push_str(&games_help(catalog));
    if players {
        s.push_str(&players_help());
    }
    s
}

/// The `--help` text of a tool that reads its game from a record (`analyse`):
/// the usage, what the tool does, the names of the games a record may name,
/// and (for tools that take players) the computer players and levels.
pub(crate) fn help_for_records(
    catalog: &Catalog,
    usage: &str,
    about: &str,
    players: bool,
) -> String {
    let mut s = format!(
        "usage: {usage}
"
    );
    if !about.is_empty() {
        let _ = write!(s, "\n{about}\n");
    }
    let names: Vec<&str> = catalog.entries().map(fanga_ai::Entry::name).collect();
    let _ = write!(
        s,
        "\nThe record names its game and options (its `game` line); this build reads:\n  {}\n",
        names.join(", ")
    );
    if players {
        s.push_str(&players_help());
    }
    s
}

/// Every game of the catalog, its title and its options (`--option
/// KEY=VALUE`).
fn games_help(catalog: &Catalog) -> String {
    let mut s = String::from(
        "\nGAME, with its options (--option KEY=VALUE; the default first; --list-games prints the names alone):\n",
    );
    for e in catalog.entries() {
        let rules = e.rules();
        let _ = writeln!(s, "  {:<17} {}", rules.name, rules.title);
        for o in rules.options {
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
    s.push_str(
        "\n--define FILE adds a game described by data, played under its own name: a variant of\n\
         one of these, some of whose options it fixes (its file: `variant NAME`, `game GAME`,\n\
         `title TEXT`, `fix KEY=VALUE...`, optionally `source`, `en`, `fr`), or a game one of\n\
         them reads (a two-row rule set: fanga's JSON, or a MancalaGames game file).\n",
    );
    s
}

/// The computer players by text, and the named levels.
fn players_help() -> String {
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
