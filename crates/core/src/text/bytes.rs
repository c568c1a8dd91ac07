//! [`Bytes`]: an amount of memory as people read it (`1 GiB`, `1.5 MiB`).

use std::fmt;

/// An amount of memory, written in the largest binary unit it reaches, with
/// one decimal where it is not whole: `1 GiB`, `1.5 MiB`, `800 bytes`.
///
/// ```
/// use fanga_core::text::Bytes;
/// assert_eq!(Bytes(1 << 30).to_string(), "1 GiB");
/// assert_eq!(Bytes(3 << 19).to_string(), "1.5 MiB");
/// assert_eq!(Bytes(800).to_string(), "800 bytes");
/// assert_eq!(Bytes(16_384 << 20).to_string(), "16 GiB");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bytes(pub u64);

impl fmt::Display for Bytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const UNITS: [&str; 6] = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
        let mut unit = None;
        let mut scale = 1u64;
        for u in UNITS {
            if self.0 < scale.saturating_mul(1024) {
                break;
            }
            scale = scale.saturating_mul(1024);
            unit = Some(u);
        }
        let Some(unit) = unit else {
            return write!(f, "{} bytes", self.0);
        };
        // Tenths of the unit, rounded.
        let tenths = (u128::from(self.0) * 10 + u128::from(scale) / 2) / u128::from(scale);
        if tenths % 10 == 0 {
            write!(f, "{} {unit}", tenths / 10)
        } else {
            write!(f, "{}.{} {unit}", tenths / 10, tenths % 10)
        }
    }
}
