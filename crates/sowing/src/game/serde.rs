//! Positions as their text, with serde.

use super::shell::{SowingPosition, SowingRules};

#[cfg(feature = "serde")]
impl<G: SowingRules> fanga_core::serialization::serde::Serialize for SowingPosition<G> {
    fn serialize<S: fanga_core::serialization::serde::Serializer>(
        &self,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        fanga_core::serialization::serialize_position(self, s)
    }
}

#[cfg(feature = "serde")]
impl<'de, G: SowingRules> fanga_core::serialization::serde::Deserialize<'de> for SowingPosition<G> {
    fn deserialize<D: fanga_core::serialization::serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Self, D::Error> {
        fanga_core::serialization::deserialize_position(d)
    }
}
