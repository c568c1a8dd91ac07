//! The words of an error: the excerpt of the text it quotes ([`excerpt`]),
//! and "did you mean ...?", the closest of a list of names to a misspelt one
//! ([`closest`]).

/// The text an error quotes: `s` itself up to 40 characters, else its first
/// 40 characters and its length (`aaaa… (10485760 bytes)`), so that no error
/// carries a huge input back.
#[must_use]
pub fn excerpt(s: &str) -> String {
    const MAX: usize = 40;
    match s.char_indices().nth(MAX) {
        None => s.to_owned(),
        Some((i, _)) => format!("{}… ({} bytes)", &s[..i], s.len()),
    }
}

/// The name of `names` closest to `word` by edit distance (insertions,
/// deletions, substitutions and swaps of two neighbours, ignoring case),
/// if one is close enough to be a slip: at most 2 edits and fewer than
/// half of `word`'s letters, and no other name as close.
///
/// ```
/// use fanga_core::text::closest;
/// let games = ["bao", "omweso", "isolo"];
/// assert_eq!(closest("omwso", games), Some("omweso"));
/// assert_eq!(closest("ISLOO", games), Some("isolo"));
/// assert_eq!(closest("chess", games), None);
/// ```
pub fn closest<'a>(word: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word: Vec<char> = word.to_lowercase().chars().collect();
    let limit = 2.min(word.len().saturating_sub(1) / 2);
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for name in names {
        let name_chars: Vec<char> = name.to_lowercase().chars().collect();
        // Lengths further apart than the limit are further apart in edits:
        // a megabyte of text is refused without its table.
        if word.len().abs_diff(name_chars.len()) > limit {
            continue;
        }
        let d = distance(&word, &name_chars);
        if d > limit {
            continue;
        }
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => tied = true,
            _ => {
                best = Some((d, name));
                tied = false;
            }
        }
    }
    if tied { None } else { best.map(|(_, n)| n) }
}

/// The optimal string alignment distance of `a` and `b`.
fn distance(a: &[char], b: &[char]) -> usize {
    // Three rows of the table: two back (for swaps), one back, this one.
    let mut two: Vec<usize> = vec![0; b.len() + 1];
    let mut one: Vec<usize> = (0..=b.len()).collect();
    let mut row = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        row[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (one[j] + 1).min(row[j - 1] + 1).min(one[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(two[j - 2] + 1);
            }
            row[j] = d;
        }
        std::mem::swap(&mut two, &mut one);
        std::mem::swap(&mut one, &mut row);
    }
    one[b.len()]
}

/// `, did you mean `NAME`?` for an error message, or nothing.
pub(crate) fn hint(suggestion: Option<&String>) -> String {
    suggestion.map_or_else(String::new, |s| format!(": did you mean `{s}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips_are_found_and_strangers_are_not() {
        let names = ["congkak", "dakon", "bohnenspiel-nord", "bohnenspiel-sued"];
        assert_eq!(closest("congak", names), Some("congkak"));
        assert_eq!(closest("dkaon", names), Some("dakon"));
        assert_eq!(closest("bohnenspiel-sud", names), Some("bohnenspiel-sued"));
        // Too short to guess, too far, or two names as close.
        assert_eq!(closest("d", names), None);
        assert_eq!(closest("pallanguzhi", names), None);
        assert_eq!(closest("ab", ["aa", "bb"]), None);
        assert_eq!(closest("toguz", ["toguzy", "toguza"]), None);
    }

    #[test]
    fn names_one_letter_short_or_long_are_still_slips() {
        // The length filter keeps every name within the limit.
        assert_eq!(closest("dako", ["dakon", "congkak"]), Some("dakon"));
        assert_eq!(closest("dakonn", ["dakon", "congkak"]), Some("dakon"));
        assert_eq!(closest(&"d".repeat(1 << 20), ["dakon", "congkak"]), None);
    }
}
