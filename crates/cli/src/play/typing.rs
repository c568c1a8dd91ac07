//! Moves typed at the keyboard, whole or step by step: what a line comes
//! to against the legal moves, and the nearest legal moves to a wrong one.

/// What a line typed as a move comes to.
pub(super) enum Entry {
    /// A whole legal move.
    Move(String),
    /// The start of several moves: the turn reaches a choice.
    Partial {
        prefix: String,
        choices: Vec<String>,
        /// The prefix is itself a whole move (the turn may end here).
        complete: bool,
    },
    /// Nothing legal.
    Wrong(String),
}

/// The step separators of the notations: spaces between choices, `-`
/// between Fanorona's arrivals, and `:` before a direction (`b2:cw`) or
/// Mangala's split (`setup:20,15,18,17`), so that `b2` alone asks for the
/// direction.
pub(super) fn is_separator(c: char) -> bool {
    c == ' ' || c == '-' || c == ':'
}

/// A separator between two choices of a turn (not inside its opening).
pub(super) fn is_choice_separator(c: char) -> bool {
    c == ' ' || c == '-'
}

/// The next step of `mv` after `prefix`, if `mv` goes on past it.
pub(super) fn next_step<'a>(mv: &'a str, prefix: &str) -> Option<(char, &'a str)> {
    let rest = mv.strip_prefix(prefix)?;
    let sep = rest.chars().next().filter(|&c| is_separator(c))?;
    let rest = &rest[sep.len_utf8()..];
    let end = rest.find(is_separator).unwrap_or(rest.len());
    Some((sep, &rest[..end]))
}

/// Reads `text` against the legal moves.
pub(super) fn resolve(legal: &[String], text: &str, stepping: bool) -> Entry {
    let text = &in_notation_case(legal, text);
    let whole = legal.iter().any(|m| m == text);
    let mut choices: Vec<String> = Vec::new();
    let mut extensions = 0;
    for m in legal {
        if let Some((_, step)) = next_step(m, text) {
            extensions += 1;
            if !choices.iter().any(|c| c == step) {
                choices.push(step.to_string());
            }
        }
    }
    match (whole, extensions) {
        (true, 0) => Entry::Move(text.to_string()),
        // Typed whole, the notation says the turn ends here.
        (true, _) if !stepping => Entry::Move(text.to_string()),
        (false, 1) => Entry::Move(
            legal
                .iter()
                .find(|m| next_step(m, text).is_some())
                .cloned()
                .unwrap_or_default(),
        ),
        (_, 0) => Entry::Wrong(text.to_string()),
        (complete, _) => Entry::Partial {
            prefix: text.to_string(),
            choices,
            complete,
        },
    }
}

/// Up to `n` legal moves nearest to `text`: those that start with it, else
/// those fewest edits away.
pub(super) fn nearest<'a>(legal: &'a [String], text: &str, n: usize) -> Vec<&'a str> {
    let starting: Vec<&str> = legal
        .iter()
        .filter(|m| m.starts_with(text))
        .take(n)
        .map(String::as_str)
        .collect();
    if !starting.is_empty() {
        return starting;
    }
    let mut by_distance: Vec<(usize, usize, &str)> = legal
        .iter()
        .enumerate()
        .map(|(i, m)| (edit_distance(m, text), i, m.as_str()))
        .collect();
    by_distance.sort_unstable();
    by_distance.into_iter().take(n).map(|(_, _, m)| m).collect()
}

/// `text` in the case of the notation where no legal move starts with it
/// as typed but one does with the letters' case ignored (`C2` for `c2`,
/// `d3-e3 a` for Fanorona's `d3-e3 A`); else `text` as it is.
pub(super) fn in_notation_case(legal: &[String], text: &str) -> String {
    if legal.iter().any(|m| m.starts_with(text)) {
        return text.to_string();
    }
    legal
        .iter()
        .find_map(|m| {
            m.get(..text.len())
                .filter(|head| head.eq_ignore_ascii_case(text))
        })
        .map_or_else(|| text.to_string(), str::to_string)
}

/// Levenshtein distance, by characters.
pub(super) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// A list, at most `limit` items shown.
pub(super) fn list(items: &[&str], limit: usize) -> String {
    let mut s = items
        .iter()
        .take(limit)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if items.len() > limit {
        s.push_str(&format!(", ... and {} more", items.len() - limit));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_typed_in_the_other_case_is_read_in_the_notations() {
        let legal = vec![
            "c2:cw".to_string(),
            "c2:ccw".to_string(),
            "d3-e3 A".to_string(),
        ];
        assert_eq!(in_notation_case(&legal, "C2"), "c2");
        assert_eq!(in_notation_case(&legal, "C2:CW"), "c2:cw");
        assert_eq!(in_notation_case(&legal, "d3-e3 a"), "d3-e3 A");
        assert_eq!(in_notation_case(&legal, "zz9"), "zz9");
        assert!(matches!(resolve(&legal, "C2:CW", false), Entry::Move(m) if m == "c2:cw"));
    }
}
