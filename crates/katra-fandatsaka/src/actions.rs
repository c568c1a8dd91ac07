//! The game's numeric action space ([`fanga_core::Actions`]): the opening
//! hole, its direction, then each tsibongy chosen (`fanga_reserve::actions`).

impl fanga_sowing::SowingActions for crate::Fandatsaka {
    fanga_reserve::tsibongy_actions!();
}
