//! The types of a rule set's positions: [`TwoRowRules`], the rules the
//! engine's shell plays (its hooks are in `rules.rs`), and the position
//! type [`TwoRow`].

use fanga_sowing::SowingPosition;

/// The rules of every rule set, for the sowing engine's shell: each hook
/// reads the compiled rule set its options name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TwoRowRules;

fanga_sowing::position_type! {
    /// A position of a rule set: the two rows, the two stores (the board's
    /// [`fanga_sowing::Pool::Store`]), the player to move, the first moves
    /// without captures and the result, and the options naming the rule
    /// set ([`RuleSetOptions`]). Its name is the rule set's
    /// ([`fanga_core::Position::game`]).
    pub struct TwoRow(TwoRowRules);
}

/// A position of a rule set, as the engine's shell holds it.
pub(crate) type Engine = SowingPosition<TwoRowRules>;
