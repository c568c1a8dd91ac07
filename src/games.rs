//! **The game list**: every game compiled into the facade, one line each.
//!
//! Each line names the facade module and its crate, the cargo feature, and
//! the game's position types: `entry(T)` for a game of one type,
//! `sizes(P, Q)` for a game played by a compact type and a larger one
//! (see [`GameEntry::of_sizes`](crate::core::registry::GameEntry::of_sizes)),
//! `solved(T, path)` for a game with its own exact solver (reached with the
//! `ai` feature). Everything else about a game (its title, its computer
//! players' evaluation, how it is solved) is declared in its own crate
//! ([`Catalogued`](crate::core::catalog::Catalogued)), and every tool derives from
//! this list: the module re-exports, [`registry`](crate::registry),
//! [`catalog`](crate::catalog) (sessions and solver), the playground, the
//! tests, benches and fuzz targets. Adding a game is its crate, its entries
//! in the workspace `Cargo.toml` (dependency and feature) and one line here;
//! `tests/games.rs` checks that every game feature of `Cargo.toml` has a
//! line.

/// The list, as the macro reads it.
macro_rules! game_list {
    ($callback:ident) => {
        $callback! {
            katro = fanga_katro, "katro", [entry(Katro)];
            katra_fandatsaka = fanga_katra_fandatsaka, "katra-fandatsaka", [entry(KatraFandatsaka)];
            fifangha = fanga_fifangha, "fifangha", [entry(Fifangha)];
            katra_sakalava = fanga_katra_sakalava, "katra-sakalava", [entry(KatraSakalava)];
            katra_murray = fanga_katra_murray, "katra-murray", [entry(KatraMurray)];
            katra_boaoaka = fanga_katra_boaoaka, "katra-boaoaka", [entry(KatraBoaoaka)];
            bao = fanga_bao, "bao", [entry(Bao)];
            mangala = fanga_mangala, "mangala", [entry(Mangala)];
            fang = fanga_fang, "fang", [entry(Fang)];
            chaplin = fanga_chaplin, "chaplin", [entry(Chaplin)];
            oware = fanga_oware, "oware", [sizes(Oware, OwareLarge)];
            kalah = fanga_kalah, "kalah", [solved(Kalah, solver::solve)];
            fanorona = fanga_fanorona, "fanorona", [entry(Fanorona), entry(FanoronaTelo)];
            boustrophedon = fanga_boustrophedon, "boustrophedon", [entry(Boustrophedon)];
            ruleset = fanga_ruleset, "ruleset", [entry(TwoRow)];
        }
    };
}
