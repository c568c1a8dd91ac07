//! The game's numeric action space ([`fanga_core::Actions`]): a hole of the
//! mover's side, then a direction (`fanga_sowing::actions` numbers them).

impl fanga_sowing::SowingActions for crate::BoaoakaRules {
    fanga_sowing::directed_actions!();
}
