//! **fanga-ruleset**: two-row mancala games described by data.
//!
//! A *rule set* ([`RuleSet`]) is a game's description: the board, the
//! sowing, the captures, the moves allowed and the end, in fanga's own
//! format (JSON, [`RuleSet::from_json`]). [`define`] checks it and compiles
//! it once into what the sowing engine runs (circuits, a table of the counts
//! a capture takes, flags read by plain `match`es), and gives the options
//! ([`RuleSetOptions`]) whose positions ([`TwoRow`]) play it under its own
//! name: a registry entry (`GameEntry::of_options::<TwoRow>(options)`) and a
//! catalog entry in `fanga-ai` make it a game of every tool.
//!
//! The crate ships thirty-six games as rule sets of its own (`shipped/`:
//! Ayoayo, Bohnenspiel, Songo, Endodoi, Ndoto, Ot-tjin, Vai lun thlan,
//! Olowuka, Al-manqala, Toguz Kumalak, Pallanguli, Toguz Xorgol, Halusa,
//! Kale, Tihbat, Djenon Abe, Longbeu-a-cha, Voleur, Hufesay, Eson Xorgol,
//! Gamacha, Meusuëb, Adji-boto, Tap-Urdy, Anywoli, Boola, Bosh, Hoyito II,
//! Rio Kadalis, Raja Pasu, Pallam Kuzhi, Qelat, Dakon, Gabata, Enkeshui,
//! Ayo), each defined whenever a rule set is first asked for, named in the
//! option `ruleset` and made a game of its own name by the facade's game list
//! ([`Catalogued::shipped`](fanga_core::catalog::Catalogued::shipped)):
//!
//! ```
//! use fanga_core::{GameOptions, Position};
//! use fanga_ruleset::{RuleSetOptions, TwoRow};
//!
//! let mut options = RuleSetOptions::default();
//! options.set("ruleset", "ayoayo")?;
//! let p = TwoRow::start(&options);
//! assert_eq!(p.game(), "ayoayo");
//! assert_eq!(fanga_core::perft(&p, 3), 132);
//! # Ok::<(), fanga_core::OptionError>(())
//! ```
//!
//! [`mancalagames`] reads the game files of MancalaGames (Ann Davies), whose
//! parameters are the checklist the vocabulary covers, and refuses a file
//! that asks for a rule fanga does not play yet, naming the parameter.
//!
//! # Rules
//!
//! Each rule of the vocabulary says in its documentation what it does and
//! which MancalaGames parameter it stands for ([`spec`]). A turn is one
//! player's sowings until the other moves: the first, then each further
//! sowing a last seed in his own store gives him (written in the move, as
//! Kalah writes it: `c1 f1`, a forced one left out). After every sowing the
//! game may end, as MancalaGames decides it:
//!
//! - a store holding more than half the seeds wins at once, the board left
//!   as it is; half each is a draw (under `end.majority` =
//!   `counted_at_end` a majority ends nothing: it counts when the game
//!   ends by another rule);
//! - otherwise the game ends when no hole holds enough seeds to be sown,
//!   when the player to move has no move (or, where players pass, when
//!   neither has one), when a player with no seed cannot be fed, when the
//!   mover's row is empty (`end.when_mover_cleared`), when the opponent's
//!   is (`end.when_opponent_cleared`), or when fewer seeds than
//!   `end.fewer_than` are left; the seeds left are then given out
//!   (`end.leftover`, or counted for their row's owner where they lie:
//!   `owner_in_place`) and the larger count wins (the store, and the row
//!   under `owner_in_place`: the position's score all along);
//! - under `end.repetition` = `ends_scored`, a position that occurs again
//!   in a game ends it, decided by the counts (a rule on the game's
//!   history: decision 11);
//! - under the goal `clear`, emptying one's own row wins; under `deprive`,
//!   leaving the opponent no seed or no move wins and emptying one's own
//!   row loses; under `immobilize`, leaving the opponent no move wins (the
//!   stores count under neither, and the board is left as it is).
//!
//! The holes a player may sow are those of his row (those he owns under
//! `territory`, the whole board under `moves.any_hole`) holding at least `moves.min_seeds`,
//! filtered in this order (as MancalaGames filters them): by the allow rule
//! (`moves.allow`: a first lap that reaches the opponent or an empty hole,
//! one seed only into an empty hole, single seeds last, every hole once
//! before any again, no hole facing a single seed, or a first lap ending
//! in an occupied hole), then by feeding an opponent who has no seed, then by
//! the grand slam rule. A grand slam is a capture that would take every
//! seed the opponent had when the sowing started (or, under
//! `capture.grand_slam_of_fed_row`, every seed of his row after it, seeds
//! the sowing just gave an empty row included). It may also give the mover
//! another sowing (`capture.grand_slam` = `sow_again`), written in the
//! move as a last seed in his store is, or, under `opponent_gets_rest`,
//! give the seeds of the mover's row to the opponent's store.
//!
//! Under `sowing.own_row` (MancalaGames's game class `NorthSouthCycle`)
//! each player sows round his own row only, and his store where the stores
//! are sown; captures across still take from the opponent's row. Under
//! `sowing.relay_sows_captures` a relay lap that captures goes on from its
//! hole with the seeds captured, and relays stop once the opponent's row
//! is empty.
//!
//! A capture at the end of a sowing may give the mover a further sowing
//! too (`capture.repeat_on_capture`), chosen as the one a store gives.
//! Where the rule set has children (`children`: Toguz Kumalak's tuzdyk), a
//! last seed that brings a hole to `children.at` seeds where the rules
//! allow one makes it the mover's child instead of any capture there; a
//! child is never sown from nor captured, and its seeds count for its
//! owner (his score, a majority, the end); under `children.kind` =
//! `pair` (Enkeshui's bulls) the hole sown before the last becomes one too
//! where the two hold `at - 1` and `at` seeds, and a relay stops on a
//! child and where one is made; under `facing` (Leyla-Gobale's qurs) a
//! last seed alone in an empty hole facing `at` seeds makes both holes
//! children; a lap may pass the opponent's children by
//! (`children.passed`: Krur's every seed, or every seed but the lap's
//! last), and each player's rightmost hole may be his child from the
//! start (`children.places` = `rightmost_fixed`, Rath's). In a match of
//! rounds
//! (`rounds`), where the game would end the next round starts from what
//! each player holds, its empty holes blocked (laps pass them by), until a
//! player cannot fill enough holes, or, where the rounds won decide the
//! match (`rounds.goal`), each round starts afresh until a player has won
//! enough of them. Under `territory` each hole has an owner, who sows
//! from it and gets its seeds at a round's end; a round's winner owns as
//! many holes in the next as the seeds he holds fill, and the match ends
//! when a player holds too few for another round. Weg children
//! (`children.weg`) give up two seeds to the opponent's last seed, and a
//! prescribed opening (`sowing.opening`) replaces the first sowing of the
//! game and of each round. Before a sowing, single seeds may take the
//! seeds facing them (`capture.singles_take_facing`), and a lap may pass
//! full holes by (`sowing.full_at`). A
//! lap may end in a relay from its last hole or from the next one, after a
//! capture made between laps where the rule set says so; captures in
//! passing and seeds diverted into the opponent's store happen as the seeds
//! fall. Relays may close holes (`sowing.closes`): a lap ending on the
//! opponent's row in a hole of `closes.at` seeds closes it for the game
//! (`blocked=` in the position's text), and seeds falling there later
//! leave play (kept in South's store, as MancalaGames keeps them, under
//! goals that count no store). A capture may take more than its holes: the
//! hole across from the one taken two out (`capture.takes_across`), the
//! last seed's hole (`capture.takes_last_hole`), a cross capture's last
//! seed even without a capture (`capture.last_seed_always_taken`). The
//! first player may start limited (`capture.first_player_limited`: no
//! capture and no child until one is made, `limited=S` in the position's
//! text); a first lap ending on the mover's row may relay only if it sowed
//! into the opponent's (`sowing.relay_needs_opponent_row`); a lap of one
//! seed may make no child (`children.not_from_single`); and a new round
//! may shorten the board to what its loser fills (`rounds.fill` =
//! `from_loser`), a round of 3 holes or fewer then making no child
//! (`children=off` in the position's text). Under
//! `capture.repeat_once`, a further sowing that leaves its mover no move
//! uses the next turn's (`repeat=used` in the position's text), as
//! MancalaGames counts them.
//!
//! # Decisions
//!
//! Where MancalaGames and fanga's conventions part, and where the format
//! had a choice (`docs/rulesets.md` in the repository says how each was
//! checked):
//!
//! 1. **A turn that never ends** loses for its mover (fanga's rule for every
//!    game, proved exactly). MancalaGames stops a sowing after 75 laps and
//!    ends the game as if a player had quit; those games differ from it
//!    after that point.
//! 2. **A turn is every sowing until the other player moves**, further
//!    sowings written in the move; a player who must pass is skipped (a
//!    pass is not a move).
//! 3. **The end of the game is decided after every sowing** and kept in the
//!    position (`result=` in its text), the seeds left given out as
//!    `end.leftover` says. Seeds that score for nobody stay on the board
//!    (MancalaGames takes them off; the stores, the scores, are the same),
//!    so every position keeps its rule set's seeds; so do seeds counted
//!    for their row's owner where they lie (`owner_in_place`, as
//!    fanga-kalah and fanga-oware leave them).
//! 4. **A random start is always the same one**: a position's start is a
//!    function of its rule set, so `board.start` = `random` spreads the
//!    seeds with fanga's SplitMix64 from the seed the rule set gives (0 for
//!    an imported file). MancalaGames draws a new start each game with
//!    Python's generator; comparisons take its starts from its traces and
//!    never reproduce its draws.
//! 5. **South moves first**: a start pattern MancalaGames turns round when
//!    North starts (Gamacha's) is South's, and the move `rightmost_played`
//!    makes is South's, so North moves first after it.
//! 6. **The holes never sown from** under `every_hole_first` are part of a
//!    position and of its text (`locked=a1,c2`, `locked=none`; a text
//!    without the key is at the start's state).
//! 7. **The legality rules' look-ahead** (feeding the opponent, not taking
//!    all his seeds) sows a move as the turn would, and leaves a relay of
//!    more than 100,000 laps where it is, without a capture.
//! 8. **A lap sown seed by seed** (captures in passing, seeds diverted) is
//!    sown by the rule set, every seed a drop on the trace and every capture
//!    a capture and a drop into a store, so that traces replay; the engine
//!    is handed a lap of no seed ending in the lap's last hole. Plain laps
//!    are the engine's, sown at once.
//! 9. **MancalaGames's conventions are kept where they are rules**: a
//!    capture across a gap (`two_out`) takes any hole with seeds (its file's
//!    counts only set when too few seeds are left), a relay always stops in
//!    the mover's store, and the rules MancalaGames derives (a relay that
//!    stops where a capture would be made, the end when too few seeds are
//!    left for any capture) are written out in the rule set.
//! 10. **A name is a game**: a rule set is defined once per process under
//!     its name; a second definition with other rules is refused. The
//!     importer ignores MancalaGames's parameters that are not rules (the
//!     description, the computer player, the named variants, `stores`,
//!     `quitter` unless `unclaimed` defers to it).
//! 11. **A repetition rule is a rule on a game's history**
//!     (`end.repetition`): a position has no history, so `play`, a
//!     position's outcome and perft ignore it; the rule set declares it
//!     (`Position::repetition`) and `fanga_core::History` applies it, for
//!     `Game`, the random playouts and the searches, as for fanga-oware.
//!     The game is then decided by `Position::score`, so the rule needs the
//!     seeds left to stay where they are (`end.leftover` = `owner_in_place`
//!     or `nobody`); such a rule set is not solved (a position's value
//!     depends on how it was reached).
//! 12. **A random move draws each sowing** (`Position::play_random`, and
//!     the random playouts): the first hole uniformly among the legal ones
//!     (in the order of `legal_moves`), then each further sowing among the
//!     holes offered, a single one forced without a draw, as OpenSpiel's
//!     uniform random player draws Kalah's moves. A turn of one sowing is
//!     so drawn uniformly among the whole moves; a turn of several is not
//!     (a uniform draw among whole turns would list every turn first).
//!     Under a lap budget the draw is the engine's: uniform among the
//!     whole turns decided within it. The rule sets whose rules the fast
//!     path knows (one lap or relays from the last hole, the mover's store
//!     sown or none, captures of the last hole and those before it or
//!     across, feeding, passing, the goals `most_seeds` and `clear`, no
//!     children, no rounds and no further sowing cut into moves of its
//!     own: 28 of the 120 files of the sample and `rulesets/`) play their random moves
//!     and playouts on the board's cells with tables built once, repetitions
//!     found without a history; the crate's tests play it against the
//!     engine, move by move and draw by draw, on those rule sets and on
//!     hundreds drawn at random from the rules it knows.
//! 13. **Children are part of a position** and of its text
//!     (`children=c2:S,f1:N`, each hole with its owner; absent, none), and
//!     a child is made where a capture would be decided, after the rules
//!     that stop every capture (as MancalaGames makes it); while any hole
//!     is a child, the game never ends for too few seeds
//!     (`end.fewer_than`), since they may still be sown into it.
//! 14. **A match of rounds is one game** (`rounds`): the move that ends a
//!     round makes the next one (the board filled from what each player
//!     holds, the holes left empty blocked, its starter to move), recorded
//!     on its trace so that it replays, and the position's text names the
//!     blocked holes and the round's starter (`blocked=a1,f2 starter=N`);
//!     the outcome is the match's. A majority then wins the match only
//!     when the other player could not fill enough holes for another
//!     round, as MancalaGames counts it. A match decided by the rounds
//!     won (`rounds.goal` = `rounds_won`) counts each round's result and
//!     starts the next afresh from the start (a random start drawn anew
//!     from the rule set's seed and the round's number), until a count
//!     reaches the goal; the position keeps the round and the counts
//!     (`round=3 tally=2,0`), and the outcome is the match's. Under
//!     `territory` the holes owned by the other row's player are part of
//!     the position too (`ceded=a1,f2`), and so is a prescribed opening
//!     still to come (`opening=next`).
//! 15. **A direction the mover chooses is part of his move**, written
//!     after the hole (`c1:cw`) only where he chooses
//!     (`sowing.chosen_holes`); a direction the rules give is never
//!     written, and one written there is refused. A sowing keeps its
//!     direction through its relays and its captures of several holes;
//!     MancalaGames's own reading for its games with chosen holes and one
//!     direction for the others, which step back from the file's
//!     direction whatever the move, is the value `back_from_rule` of
//!     `capture.direction`, which the importer gives them.
//! 16. **Further sowings may be moves of their own**
//!     (`sowing.further_sowings_are_moves`): the mover moves again, one
//!     sowing a move, where otherwise a move holds them all (decision 2).
//!     The game is the same; only its moves are cut differently. A turn of
//!     relays that end in the mover's store, where he chooses again and
//!     again, has too many whole moves to list (in Dakon, 8% of the turns
//!     of ten random games have a million or more), and so has a turn of
//!     relays whose every capture gives a further sowing (a position of
//!     Anywoli's has 3,221,941 whole moves, one of Gabata's 878,293), so
//!     the importer cuts them so where relays meet the mover's store or
//!     captures that always sow again (Dakon, Ohvulhu, Lagerung; Anywoli,
//!     Gabata, Hoyito II), as MancalaGames plays each sowing as a move. A
//!     further sowing that has no hole to sow from ends the turn either
//!     way.
//! 17. **A rearranged opening is a position, not a move**
//!     (`capture.first_player_limited`). Russ's Bao (1984, p. 43) lets the
//!     first player rearrange the seeds of his row, the opponent's row
//!     set the same, as his first move; one arrangement of 28 seeds in 7
//!     holes is one of 1,344,904, too many moves to list, and
//!     MancalaGames asks it through its interface, outside its moves. So
//!     a rule set's start is the arrangement kept, its first player
//!     limited (`limited=S`), and a rearranged start is the position it
//!     makes (the other player to move, no one limited), which any tool
//!     starts from as from any position.
//!
//! # OpenSpiel's Kalah and Oware
//!
//! `rulesets/openspiel-kalah.json` and `rulesets/openspiel-oware.json`, in
//! this crate's directory, write as rule sets the two games fanga-kalah
//! and fanga-oware play exactly as OpenSpiel 2.0.2 plays them; the facade's
//! tests (`tests/openspiel_rule_sets.rs`) play both side by side, move for
//! move (the legal moves, the board and stores, the player to move, the
//! counts, the end and its result, repetitions included) on the default
//! board and on other sizes, and compare perft. The rules those crates
//! document, and what says each here:
//!
//! - Kalah, "two rows of six pits ... and two stores ... Each player sows
//!   anticlockwise into his own store and skips the opponent's", and "If
//!   the last seed falls into one's own store, one sows again":
//!   `board` 6 x 4, `sowing.stores` = `own_repeats`. "The emptied pit is
//!   not skipped": `sowing.skip_start` off (the default).
//! - "If it falls into an own pit that was empty and the facing pit is not
//!   empty, that seed and the facing seeds go into one's store":
//!   `capture.kind` = `cross`, `side` = `opponent` (the hole taken faces
//!   one of the mover's), `cross_takes_last_seed`.
//! - "As soon as either row is empty (at the end of a turn, or after a
//!   sowing into one's store, which then ends the turn)":
//!   `end.when_mover_cleared` and `end.when_opponent_cleared`, checked
//!   after every sowing; a store past half the seeds ends nothing before
//!   that: `end.majority` = `counted_at_end`. "Each player scores his store
//!   and the seeds left in his row; the higher score wins":
//!   `end.leftover` = `owner_in_place`.
//! - Oware, "two rows of H houses ..., S seeds in each ...; no stores,
//!   captured seeds are counted aside": `board` 6 x 4, no store sown (the
//!   stores hold the captured seeds: `store=` where fanga-oware writes
//!   `captured=`). "Seeds are never sown into the house they were drawn
//!   from": `sowing.skip_start`.
//! - "If the last seed makes 2 or 3 in an opponent's house, those seeds are
//!   captured, then those of the house before it, and so on backwards
//!   while the house is the opponent's and holds 2 or 3": `capture.counts`
//!   `[2, 3]`, `side` = `opponent`, `holes` 0 (no limit), `direction` =
//!   `back` (the default).
//! - "A capture that would take every seed of the opponent's row captures
//!   nothing" (`IsGrandSlam`), the row as the sowing left it, seeds it
//!   just gave an empty row included: `capture.grand_slam` = `no_capture`
//!   and `capture.grand_slam_of_fed_row`.
//! - "In case the opponent does not have any seeds, a player must make a
//!   move which gives the opponent seeds": `moves.must_feed`.
//! - "Terminate when one player has more than half of the seeds ... or
//!   when all seeds are equally shared": `end.majority` = `ends_game` (the
//!   default); "or the player to move has no legal move" (the default end).
//!   "Each player then adds the seeds left in his row to his count":
//!   `end.leftover` = `owner_in_place`.
//! - "When the game reaches a state which occurred before, it ends and both
//!   players collect the remaining seeds in their respective rows":
//!   `end.repetition` = `ends_scored`.
//!
//! The files describe the default board; the hand-written crates' board
//! options (Kalah's `houses` and `seeds`, Oware's `num_houses_per_player`
//! and `num_seeds_per_house`) are other rule sets, one a board (the same
//! file with another `board`). OpenSpiel's limits of 1000 actions are not
//! rules in those crates, nor here.
//!
//! ```
//! use fanga_core::Position;
//! use fanga_ruleset::{RuleSet, TwoRow, define};
//!
//! let options = define(RuleSet::from_json(r#"{
//!     "name": "kalah-doc", "title": "Kalah",
//!     "board": {"holes": 6, "seeds": 4},
//!     "sowing": {"stores": "own_repeats"},
//!     "capture": {"kind": "cross", "side": "opponent", "cross_takes_last_seed": true}
//! }"#)?)?;
//! let start = TwoRow::start(&options);
//! // c1 ends in the store: the mover sows again, from f1.
//! let next = start.play(&"c1 f1".parse()?)?;
//! assert_eq!(next.to_string(), "4,4,5,5,5,5/4,4,0,5,5,0 N store=2,0 ruleset=kalah-doc");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod allow;
mod by_sowing;
mod capture_types;
mod catalogued;
mod children;
mod closing;
mod compile;
mod compiled;
mod cross_onwards;
mod define;
mod defined;
mod directions;
mod ending;
mod error;
mod fast;
mod fast_tables;
mod full_holes;
mod goal;
mod hole_text;
mod laps;
mod limited;
pub mod mancalagames;
mod match_goal;
mod moves;
mod no_return;
mod opening;
mod options;
mod origins;
mod own_row;
mod packed;
mod passed_children;
mod play;
mod rams;
mod random;
mod relay_sows_captures;
mod rounds;
mod rule_set;
mod rules;
mod seen;
mod shipped;
mod sides;
mod sow_rules;
pub mod spec;
mod start;
mod state;
mod territory;
mod two_row;

pub use compiled::RULESET_KEY;
pub use define::define;
pub use error::RuleSetError;
pub use moves::{MAX_SOWINGS, ParseTwoRowMoveError, TwoRowMove, TwoRowOpening};
pub use options::RuleSetOptions;
pub use rule_set::RuleSet;
pub use rules::{GAME_OVER, TwoRowRefusal};
pub use shipped::default_rule_set;
pub use state::{GameState, TurnState};
pub use two_row::{TwoRow, TwoRowRules};
