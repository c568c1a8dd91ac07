//! The game's numeric action space ([`fanga_core::learn::Actions`]): the opening
//! hole, its direction, then each tsibongy chosen (`fanga_reserve::actions`).

impl fanga_core::learn::Actions for crate::Fifangha {
    fanga_reserve::tsibongy_actions!(crate::FifanghaRules);
}
