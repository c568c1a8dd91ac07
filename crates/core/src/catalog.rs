//! What the tools know of a game beyond its rules: the contract between a
//! rules crate and the tools (the registry, the computer players, the
//! solver, the playground, the Python and JavaScript packages).
//!
//! A game states it once, next to its rules, by implementing [`Catalogued`]:
//! its title, its rules in a few sentences ([`RulesSummary`]) and how a page
//! names its options ([`Labels`], [`OptionLabel`], [`Bilingual`]), where it
//! comes from ([`Origin`]: its [`Family`] and region), the
//! evaluation its computer players use ([`Evaluator`], [`Material`] by
//! default), how it is solved ([`Solving`], with its endgame tables:
//! [`TableFile`], [`TableRequest`], [`TableError`]), and how a page draws it
//! ([`BoardView`], [`PoolView`], [`Step`], [`Frame`]). [`Extensions`] carries
//! what a tool hands a game (Kalah's endgame table) by type.
//!
//! Nothing here is needed to play a game by its rules: that is the crate
//! root's [`Position`](crate::Position).

mod catalogued;
mod eval;
mod extensions;
mod labels;
mod origin;
mod rules_summary;
mod view;

pub use catalogued::{Catalogued, Solving, TableError, TableFile, TableRequest};
pub use eval::{Evaluator, Material};
pub use extensions::Extensions;
pub use labels::{Bilingual, Labels, OptionLabel};
pub use origin::{Family, Origin};
pub use rules_summary::RulesSummary;
pub use view::{BoardView, Frame, MAX_FRAMES, PoolView, Step};
