//! The game's numeric action space ([`fanga_core::learn::Actions`]): a hole of the
//! mover's side, then a direction (`fanga_sowing::actions` numbers them).

impl fanga_core::learn::Actions for crate::KatraMurray {
    fanga_sowing::directed_actions!(crate::MurrayRules);
}
