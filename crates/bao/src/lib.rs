//! Rules of **Bao la Kiswahili**, the bao of Zanzibar, with **bao la
//! kujifunza** (the beginners' game) and **m'raha wa tso** of the Comoros.
//!
//! # Sources
//!
//! - **de Voogt (1995)**, the rules he collected from the masters of
//!   Zanzibar (his thesis, pp. 35-51), read through three summaries: Ludii
//!   1.3.13's `Bao.lud` (*"source: de Voogt 1995: 35-51"*, quoted below as
//!   "Ludii/de Voogt"), Rob Nierse's article on the Game Cabinet (*"The
//!   rules presented here were collected by Alex de Voogt between 1991 and
//!   1995"*, quoted as Nierse), and the English Wikipedia article "Bao
//!   (mancala game)" (quoted as Wikipedia).
//! - The rules of KIBA (Klubo Internacia de Bao-Amantoj, 2009), numbered, in
//!   the English copy and in Nino Vessella's "sum-up of rules" (2011) (quoted
//!   as KIBA with their numbers).
//! - Sanderson (1913) through Ludii's `Bao Kiswahili (East Africa).lud`
//!   (quoted as Ludii/Sanderson): the same game, with the house rules spelled
//!   out.
//! - For the house's two choices and its tax, the "Bao expert level 3" page
//!   of the abstractstrategygames blog (2010, quoted as ASG 2010).
//! - **Busser (2023)**, the article on the Malagasy four-row games, for
//!   m'raha wa tso; Mancala World's "Bao la Kiswahili" page lists
//!   "Mraha Wa Tso" among the game's other names.
//!
//! Donkers and Uiterwijk's rules page and the German article were not
//! reachable beyond their first lines; nothing below rests on them. Every
//! rule without a quotation is marked **fanga's decision**.
//!
//! # The board
//!
//! Four rows of eight holes; each player owns the two rows on his side, his
//! **front** row (inner, facing the opponent's) and his **back** row. In
//! the workspace's coordinates ([conventions](fanga_core::guide::conventions))
//! South owns rows 1 (back) and 2 (front), North rows 3 (front) and 4
//! (back); `x2` and `x3` face each other.
//!
//! - The **nyumba** (house) is the fifth hole of the front row from its
//!   owner's left: `e2` for South, `d3` for North. KIBA's rules in Swahili
//!   ("Vifaa"): "Shimo la tano kutoka upande wa kushoto ... linaitwa
//!   nyumba" (the fifth hole from the left is called the nyumba);
//!   Ludii/de Voogt: "the hole immediately to the right of center in the
//!   player's inner row".
//! - The **kichwa** are the two ends of the front row (`a2`, `h2`; `a3`,
//!   `h3`), the **kimbi** a kichwa and the hole next to it (columns a, b and
//!   g, h). Wikipedia: "the name kimbi applies to both the kichwa and the
//!   pits adjacent to them".
//!
//! # The start
//!
//! With the namua (default): the house holds 6 seeds, the two holes to its
//! right 2 each, and each reserve 22 (KIBA 2.1: "there are six seeds in
//! South's nyumba and two seeds in the pit to the right of the nyumba and
//! again two seeds in the next pit to the right ... Each player has 22 seeds
//! in store"; Nierse's diagram is the same). South moves first (KIBA 2.1.1:
//! "The first player is South"):
//! `0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 house=1,1 takasia=-`.
//!
//! With `namua=off`, bao la kujifunza ("Bao for beginners", Wikipedia): two
//! seeds in every hole and empty reserves, no house: the game starts in the
//! mtaji stage. **fanga's decision**: the sources reached name the
//! beginners' game without giving its start; two seeds in each of the 32
//! holes puts the game's 64 seeds on the board, as the four-row games
//! without a reserve start.
//!
//! # Sowing
//!
//! 1. A player sows around his own two rows, either way, one seed a hole,
//!    and keeps the direction through the turn unless a capture turns it
//!    (KIBA 1.3: "putting at least two seeds one by one in consecutive pits
//!    in the own field ... in clockwise or anti-clockwise direction"; 1.3.1:
//!    "the direction of the sowing cannot change, unless the sowing ends
//!    with a harvest ... in a kichwa or kimbi").
//! 2. **Relay**: a lap whose last seed falls into an occupied hole (n >= 2)
//!    that captures nothing goes on with that hole's seeds from the next
//!    hole (ASG 2010: "take all of the seeds from that hole ... and start
//!    sowing again, not changing direction and starting with the very next
//!    hole"); a last seed in an empty hole ends the turn (Wikipedia: "the
//!    turn ends when the last seed in a sowing is dropped in an empty pit").
//!
//! # Captures
//!
//! 3. A lap ends in a capture when its last seed falls into an occupied
//!    hole of the mover's front row (n >= 2) facing seeds: he takes them
//!    (KIBA 1.4: "Harvesting only allowed if a sowing ends in a non-empty
//!    pit ... at the front row that has an opposing non-empty ... pit at the
//!    front row of the opponent"). A capture is obligatory (KIBA 1.4.1: "If
//!    a player can harvest, he must do so").
//! 4. **The captured seeds are sown from a kichwa** into his front row,
//!    towards its middle (KIBA 1.4.2: "The sowing of harvested seeds must
//!    start at one of the kichwa-s"): from the nearest kichwa when the
//!    capture was made in a kimbi; otherwise from the kichwa that keeps the
//!    turn's direction; the mover chooses only for the first capture of a
//!    namua turn, which has no direction yet. Wikipedia: "If capture has
//!    occurred in any kimbi, sowing must start from the closest kitchwa ...
//!    otherwise, the player must preserve the current clockwise or
//!    counterclockwise direction of sowing"; KIBA 2.2.2: "If the harvesting
//!    pit is not a kichwa or kimbi, the player may choose which kichwa to sow
//!    from ... Since the player has token the seed from the store, the player
//!    doesn't have a sowing direction yet". The left kichwa sows clockwise,
//!    the right one anticlockwise (Wikipedia: "the right kitchwa is also
//!    called 'counterclockwise kitchwa' and the left one 'clockwise
//!    kitchwa'").
//! 5. **A turn captures only if it starts with a capture** (a *mtaji*
//!    turn); otherwise it is a **takasa** and relays without capturing.
//!    Wikipedia: "If the turn is not a mtaji turn, relay sowing, but captures
//!    will never take place"; Ludii/Sanderson: "If a capturing move is not
//!    possible on the first sowing, no captures can be made on subsequent
//!    sowings in that turn".
//!
//! # The namua stage
//!
//! 6. While his reserve holds seeds, a player starts his turn by entering one
//!    into an occupied hole of his front row (Ludii/de Voogt: "Players place
//!    counters into an occupied hole in their front row"). If that hole
//!    faces seeds, the seed captures them (KIBA 2.2.1: "if a non-empty ...
//!    pit at the front row has an opposing non-empty the pit ... the player
//!    has to put a seed into that pit, to take all seeds out of the
//!    opponent's pit and to sow them"); a capture must be made when one can
//!    be. Otherwise the turn is a takasa: the hole's seeds, the entered one
//!    with them, are sown either way (Ludii/de Voogt: "If a capture is not
//!    possible, the counter is placed into a hole and the contents of that
//!    hole are sown").
//! 7. **The house** works while its owner still owns it and it holds six
//!    seeds or more, in the namua stage only (Ludii/de Voogt: "During Namua,
//!    the Nyumba is the house, as long as it has at least six counters in it
//!    and it has not been emptied"; ASG 2010: "these special rules do not
//!    apply if there are less than six seeds in your nyumba"). While it
//!    works:
//!    - a lap of a capturing turn that ends there (capturing nothing) offers
//!      `stop` (the turn ends) or `safari` (its seeds are sown on): ASG 2010,
//!      "you may either start sowing the seeds or you may stop"; Ludii/
//!      Sanderson: "the player may choose to stop there or continue to sow";
//!    - a lap of a takasa that ends there ends the turn (Ludii/Sanderson:
//!      "Moves that start without a capture on the first sowing which end in
//!      the square hole stops there without further sowing"; KIBA 1.6.2);
//!    - it is not chosen for a takasa while another front hole holds seeds;
//!      when it is the only one, it is **taxed**: the seed is entered and two
//!      seeds are sown from it either way, the rest staying (ASG 2010: "place
//!      a seed in your nyumba then take out two seeds and sow them to the left
//!      or to the right"; Ludii/Sanderson: "the player sows only two seeds
//!      from it in either direction"). Option `house_tax=1` sows the entered
//!      seed alone (Ludii/de Voogt: "the counter placed into it, and only
//!      that one counter, can be sown to one of the adjacent holes").
//!
//!    The house **falls** for good when it is emptied: sown, relayed (once
//!    under six seeds), taken by `safari`, or captured (Ludii/Sanderson:
//!    "Once the contents of this hole have been relayed or captured the
//!    square hole loses its special status"). `house=1,0` in the position
//!    says who still owns his.
//! 8. **Single seeds**: unless his house works (rule 7: still owned and
//!    holding six seeds or more), a player does not choose a hole of one seed
//!    for a takasa while a front hole of two or more can be chosen
//!    (Ludii/Sanderson: "the player may not introduce a counter into hole
//!    with one counter if there are other holes in the inner row containing
//!    multiple counters"; Ludii/de Voogt: "unless only holes in the front row
//!    with single counters exist or the house is still present"). "The house
//!    is still present" means the house that works, not the hole still
//!    owned: the same source defines the house by its seeds, "the Nyumba is
//!    the house, as long as it has at least six counters in it"
//!    (Ludii/de Voogt), and Mancala World's "Bao la Kiswahili" page says
//!    that "a nyumba is always meant to be a functional nyumba". So an owned
//!    house of two to five seeds is an ordinary hole here, and lifts nothing:
//!    in `1,0,0,0,0,0,0,0/1,5,0,7,0,0,0,1/0,0,1,0,5,0,0,0/0,0,0,1,1,0,2,3 S
//!    reserve=18,18 house=1,1 takasia=-` South (house `e2`, 5 seeds) may
//!    sow `e2` only, not the single seed of `c2`.
//! 9. **A kichwa that is the only occupied hole of the front row is not sown
//!    into the back row** (Ludii/de Voogt, mtaji stage: "A Kichwa cannot be
//!    sown toward the back row if it is the only occupied hole in the front
//!    row"). **fanga's decision**: the rule holds in both stages and for
//!    every sowing opening; Ludii/de Voogt's namua sentence ("Sowing from a
//!    Kichwa in the direction of the back row is not allowed unless it is the
//!    only occupied hole in the front row") is read as the same rule, since
//!    its literal reading would allow only the sowing that empties the
//!    mover's front row.
//!
//! # The mtaji stage
//!
//! 10. Once the reserves are empty, a turn sows one of the mover's holes of two
//!     seeds or more, in either row (KIBA 1.3.2: "It's not allowed to start a
//!     sowing with a single seed"). It captures if its first lap does and the
//!     hole held 2 to 15 seeds (the Spanish rules of Bao la Kujifunza on
//!     acanomas.com: "Un 'mtaji' es un grupo de 2 a 15 kete"; Ludii/de
//!     Voogt: "unless the hole from which sowing began contained sixteen or
//!     more counters"); a
//!     capturing turn must be played if there is one. Otherwise the turn is a
//!     takasa, from the front row when it can be (Ludii/de Voogt: "Sowing
//!     must occur from an inner row hole when possible").
//! 11. **Takasia** (option `takasia`, on by default, Bao la Kiswahili only):
//!     Ludii/de Voogt: "When a player sows in such a way that they do not
//!     capture and the opponent is unable to capture on their next turn but
//!     the player will be able to capture on their own following move, the
//!     opponent cannot sow from this hole. The opponent is able to sow from
//!     such a hole if ... the hole in question is the house ...; if it is the
//!     only occupied hole in the front row; or if it is the only hole in the
//!     front row with greater than one counter. This rule does not apply
//!     during the Namua phase." A lap of the opponent's turn that ends in that
//!     hole ends his turn (KIBA 1.6.3: "Kuendelea stops if the sowing ends at a
//!     kutakatia-ed pit"). **fanga's decisions**: "this hole" is the
//!     opponent's front hole the mover's capturing turns would capture from;
//!     the rule applies when exactly one hole is so threatened (AbstractPlay's
//!     implementation of Bao reads it the same way: the pit is blocked when
//!     every capture the mover could make takes it first); the house is
//!     the opponent's house while he still owns it; the hole is takasia'd for
//!     the opponent's next turn only (`takasia=c3` in the position); "the
//!     Namua phase" lasts while either reserve holds seeds.
//!
//! # The end
//!
//! 12. A player whose front row is empty has lost (KIBA 1.2.1: "the front
//!     row of a player is empty (even before his/her move ends)"). A capture
//!     that empties the opponent's front row wins when the lap that sows it
//!     ends (**fanga's decision**, as the four-row reserve games: the seeds in
//!     hand are sown first). A player who cannot move, in the mtaji stage a
//!     player with no hole of two seeds or more, has lost (KIBA 1.2.2: "a
//!     player cannot move").
//! 13. **A turn that never ends** loses for its mover (the engine detects it
//!     exactly, [`fanga_sowing::guide::engine`]). For m'raha wa tso this is
//!     Busser's rule for its endless turn, the trakatra ("celui qui a démarré
//!     ce tour infini est perdant du jeu": whoever started this endless turn
//!     loses the game); for Bao la Kiswahili it is **fanga's decision**, the
//!     sources reached being silent.
//!
//! # m'raha wa tso (`rules=mraha_wa_tso`)
//!
//! Busser (2023) places it beside katra sakalava: "les deux cases du rova
//! sont devenues une seule case, de forme carrée, et contenant initialement 6
//! graines (au lieu de 3+3 pour un rova)" (the two rova holes have become one
//! square hole holding 6 seeds at the start, instead of 3 + 3), and "on finit
//! comme au katra sakalava si les réserves sont vides avant le kamo : on sème
//! comme au katro" (one ends as in katra sakalava if the reserves are empty
//! before kamo: one sows as in katro); de Voogt describes a "katra
//! sakalava" played at Majunga "comme strictement identique au bao
//! (c'est-à-dire au m'raha wa tso)". So:
//!
//! - the start is katra sakalava's with its two rova holes of 3 made one
//!   square hole of 6, which is exactly Bao la Kiswahili's (the house in the
//!   front rova's place, `e2`, the two holes to its right with 2 seeds, 22
//!   in each reserve);
//! - the namua stage is Bao la Kiswahili's, house included (**fanga's
//!   decision**: the article gives no rule of the square hole);
//! - once the reserves are empty, katro's sowing as katra sakalava plays its
//!   second phase: any occupied hole of his two rows, singletons included,
//!   either way; the openings whose first lap captures must be chosen if any,
//!   whatever the seeds sown; captured seeds are sown from the nearest kichwa
//!   after a capture in a kimbi, else from the kichwa the mover chooses; no
//!   takasia; a player with only singletons has lost (katra sakalava's rule);
//! - a turn that never ends loses for its mover (Busser, above).
//!
//! It is an option set of this crate rather than a crate of its own: it
//! shares Bao's board, start, namua, house, notation and position text, and
//! differs only in the sowing once the reserves are empty, a dozen lines.
//!
//! # Options
//!
//! | key | values | |
//! |---|---|---|
//! | `rules` | `kiswahili` (default), `mraha_wa_tso` | the game |
//! | `namua` | `on` (default), `off` | the namua stage, or bao la kujifunza's start |
//! | `takasia` | `on` (default), `off` | rule 11 |
//! | `house_tax` | `2` (default), `1` | rule 7's tax |
//!
//! # Notation
//!
//! A move is a whole turn ([conventions](fanga_core::guide::conventions)):
//! its opening, then every choice in the order they are made, separated by
//! single spaces.
//!
//! - `c2`: a namua capture, the seed entered in `c2` (no direction);
//! - `c2:cw`, `c2:ccw`: a namua takasa entering the seed in `c2` and sowing
//!   it (the house taxed when `c2` is it), or in the mtaji stage sowing `c2`;
//! - the choices: a kichwa (`a2`, `h2` for South, `a3`, `h3` for North) for
//!   the captured seeds, `stop` or `safari` in the house.
//!
//! `c2 h2 safari` enters a seed in `c2`, sows the captured seeds from `h2`,
//! and takes the house's seeds on when the sowing reaches it.
//!
//! # Position text
//!
//! The four rows from North's back row (row 4) to South's back row (row 1),
//! each from column a, the side to move, the reserves (`reserve=S,N`), the
//! houses still owned (`house=S,N`, `1` or `0`), and the hole of the player
//! to move that is takasia'd (`takasia=-` or `takasia=c3`):
//!
//! `0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 house=1,1 takasia=-`
//!
//! The options do not appear in the text; the `oracle` tool reads them
//! before it: `bao rules=mraha_wa_tso<TAB>POSITION`.
//!
//! # Decisions
//!
//! Choices fanga made where the sources leave one, each held by a test of
//! `tests/rules.rs` or by the perft tables; those every game shares are in
//! [`fanga_core::guide::decisions`].
//!
//! 1. **The house works in the namua stage only**, as Ludii/de Voogt says
//!    ("During Namua, the Nyumba is the house"); its flag stays in the
//!    position afterwards for the takasia's exception. A house with six
//!    seeds or more after the last seed fell offers its choice (KIBA 1.6.2:
//!    "the owned house that contains six or more seeds"); for a takasa
//!    opening, it counts before the seed is entered. Ludii/Sanderson's
//!    variant ("If a loaded square hole is reduced to six counters, the
//!    player places a counter there and sows the entire contents") is not
//!    followed: de Voogt's house of six is taxed like a bigger one.
//! 2. **A capture in the house** comes before its choice: a lap ending in the
//!    house facing seeds captures them, as from any front hole (ASG 2010
//!    gives the choice when "the opposing hole is empty"; Ludii/Sanderson
//!    "and no capture is possible").
//! 3. **The kichwa rule** (rule 9) is one rule in both stages, for every
//!    sowing opening; the mover's own front row can then never be emptied by
//!    his own turn.
//! 4. **Takasia**: see rule 11.
//! 5. **A capture that empties the opponent's front row** ends the turn when
//!    the lap sowing the captured seeds ends; both front rows are checked at
//!    the start of each turn.
//! 6. **bao la kujifunza**'s start, and its houses (none): see "The start".
//! 7. **m'raha wa tso**: every rule but the three Busser gives is Bao la
//!    Kiswahili's (namua) or katra sakalava's (once the reserves are empty).
//! 8. **Endless turns** lose for their mover in every option set.
//!
//! # Where Ludii 1.3.13's `Bao.lud` plays otherwise
//!
//! Read from its rules and checked in its traces by the cross-check that
//! drives it (the workspace's `docs/ludii.md` gives each with its code and
//! source, and `tests/ludii.rs` replays positions of a copy of it rewritten
//! to this crate's reading, on which the two agree):
//!
//! - a lap whose last seed falls in an *empty* front hole facing seeds
//!   captures (so every game differs from the first turn on);
//! - its start puts 2 seeds in one hole right of each house (`f2`, `c3`),
//!   not two, so each player has 30 seeds;
//! - captured seeds are put into the kichwa and the kichwa's whole content
//!   is sown from the next hole, where fanga sows the first captured seed
//!   into the kichwa; North's kimbi captures are sown from the far kichwa;
//! - every capture in the four middle columns offers both kichwa, where
//!   fanga keeps the turn's direction after the namua's first capture;
//! - captures are made in relays of takasa turns too (rule 5 here);
//! - a lap ending in the standing house always stops (no `safari`), in both
//!   stages; the taxed house is sown whole (its one-seed branch never
//!   applies), and only that takes the house's status away;
//! - the kichwa rule is read the other way (a kichwa is sown into the back
//!   row *only* when alone) and for relays too, a relay left without a lap
//!   losing the game; the singleton, 2-to-15, front-row-first and takasia
//!   rules are absent from its moves (its condition on 2 to 15 seeds is
//!   always true: even an empty hole can be selected in the mtaji stage);
//! - the game ends only when a player cannot move, not when a front row is
//!   empty; a turn that never ends has no rule.
//!
//! # Where AbstractPlay's Bao plays otherwise
//!
//! AbstractPlay's Bao (`src/games/bao.ts` of AbstractPlay/gameslib, the
//! implementation its players use; fanga was compared with its commit
//! `b8c3115`, and the quotations below are from that file) agrees with
//! rule 8 as read above: without a working house (its `hasWorkingHouse`,
//! the house holding six seeds or more) a namua takasa takes a hole of two
//! seeds or more when there is one. Where it differs, fanga keeps its own
//! reading:
//!
//! - **How long a takasia lasts.** AbstractPlay keeps a blocked hole blocked
//!   until it is sown or captured ("if a blocked cell is captured or sown
//!   ... remove it from the blocked list"), and while it is, the blocker's
//!   captures must take it ("remove any captures that do not clear a blocked
//!   pit"). fanga blocks the hole for the opponent's next turn only and
//!   leaves the blocker's captures free (rule 11): Ludii/de Voogt says only
//!   that "the opponent cannot sow from this hole", a ban on the opponent's
//!   next sowing, and KIBA 1.6.3 only that the sowing "stops if the sowing
//!   ends at a kutakatia-ed pit"; neither lets the block outlast that turn
//!   or binds the blocker.
//! - **A block set by the move that empties the stores.** AbstractPlay looks
//!   for a block after every move once both stores are empty, the move that
//!   empties them included (its `getBlocked` tests the stores after the move,
//!   "must be in mtaji phase"). fanga sets none then: that move is a namua
//!   turn, and "this rule does not apply during the Namua phase"
//!   (Ludii/de Voogt).
//! - **A block when the blocked player can capture.** AbstractPlay blocks the
//!   hole whenever every capture the mover could make takes it first,
//!   without asking whether the opponent can capture; fanga blocks only when
//!   he cannot, Ludii/de Voogt's condition ("and the opponent is unable to
//!   capture on their next turn").
//! - **A lone kichwa sown towards the back row.** AbstractPlay has no kichwa
//!   rule: a kichwa alone in the front row may be sown into the back row.
//!   fanga refuses it (rule 9, Ludii/de Voogt: "A Kichwa cannot be sown
//!   toward the back row if it is the only occupied hole in the front
//!   row").
//! - **Long turns.** AbstractPlay cuts a turn that has sown more than twelve
//!   rounds of the board ("FAILSAFE ... if a move travels the distance of
//!   more than 12 times around the board, abort") and its mover then loses.
//!   fanga plays every turn to its end and finds a turn that never ends
//!   exactly (rule 13): a long turn that ends is an ordinary turn.
//!
//! # Example
//!
//! ```
//! use fanga_bao::Bao;
//! use fanga_core::Position;
//!
//! // The start: no capture, so a takasa; the house (e2) is not sown while
//! // f2 and g2 hold seeds.
//! let p: Bao = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S reserve=22,22 house=1,1 takasia=-".parse()?;
//! let moves: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
//! assert_eq!(moves, ["f2:cw", "f2:ccw", "g2:cw", "g2:ccw"]);
//! // f2:ccw: the entered seed makes 3, sown into e2, d2 and c2.
//! let next = p.play(&"f2:ccw".parse()?)?;
//! assert_eq!(
//!     next.to_string(),
//!     "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,1,1,7,0,2,0/0,0,0,0,0,0,0,0 N reserve=21,22 house=1,1 takasia=-"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![cfg_attr(
    feature = "document-features",
    doc = concat!("\n# Cargo features\n\n", document_features::document_features!())
)]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod actions;
mod catalogued;
mod choice;
mod eval;
mod game;
mod holes;
mod landing;
mod openings;
mod options;
mod refusal;
mod state;

use fanga_sowing::MoveError;

pub use choice::{BaoChoice, BaoMove};
pub use eval::{BaoEval, BaoWeights};
pub use fanga_reserve::ParseReserveMoveError as ParseBaoMoveError;
pub use game::{FRONT_ROW_EMPTY, ONLY_SINGLETONS};
pub use holes::{house, kichwa};
pub use landing::{HOUSE_STOP, TAKASIA_STOP};
pub use options::{BaoOptions, HouseTax, Rules};
pub use refusal::BaoRefusal;
pub use state::{BaoState, BaoTurn, BaoTurnState, HOUSE_FALLS, TAKASIA};

/// The rules of bao, for the sowing engine's shell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BaoRules;

fanga_sowing::position_type! {
    /// A bao position: the four rows, each player's reserve (its
    /// `reserve=S,N`), the game's own state ([`BaoState`]: the houses still
    /// owned and the takasia'd hole, its `house=S,N takasia=...`), the
    /// player to move and the options. Its rules are [`BaoRules`]; the
    /// engine's inherent methods (the board,
    /// [`game_state`](fanga_sowing::SowingPosition::game_state), ...) come through
    /// `Deref`.
    pub struct Bao(BaoRules);
}

/// Why a bao move cannot be played.
pub type BaoMoveError = MoveError<BaoRules>;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
