//! Sets of holes in a position's text (`locked=a1,c2`, `blocked=c1,f2`):
//! holes of the board separated by commas, kept as the bits of
//! [`bit`](crate::state::bit).

use fanga_core::ParsePositionError;
use fanga_sowing::Hole;

use crate::state::bit;

/// The holes of `text` under `key`, on rows of `holes` holes.
pub(crate) fn parse_holes(key: &str, text: &str, holes: u8) -> Result<u32, ParsePositionError> {
    let mut set = 0;
    for word in text.split(',') {
        let hole = word
            .parse::<Hole>()
            .ok()
            .filter(|h| !h.is_store() && h.row() < 2 && h.col() < holes)
            .ok_or_else(|| {
                ParsePositionError::Invalid(format!(
                    "{key}=`{}`: expected holes of the board separated by commas",
                    fanga_core::text::excerpt(text)
                ))
            })?;
        set |= bit(hole);
    }
    Ok(set)
}

/// Writes the holes of `set`, row 1 first, each from column a.
pub(crate) fn write_holes(set: u32, holes: u8, f: &mut dyn std::fmt::Write) -> std::fmt::Result {
    let mut first = true;
    for r in 0..2 {
        for c in 0..holes {
            let h = Hole::at(c, r);
            if set & bit(h) != 0 {
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                write!(f, "{h}")?;
            }
        }
    }
    Ok(())
}
