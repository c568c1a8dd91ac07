//! The tournament's figures and names: the score's interval, the progress
//! bar, JSON strings and file names.

/// `text` as a JSON string.
pub(super) fn json(text: &str) -> String {
    let mut s = String::from('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            c if u32::from(c) < 0x20 => s.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => s.push(c),
        }
    }
    s.push('"');
    s
}

/// A player's name as a file name.
pub(super) fn file_name(spec: &str) -> String {
    spec.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect()
}

/// The mean of the scores and its 95% interval (normal approximation).
pub(super) fn interval(scores: impl Iterator<Item = f64>) -> (f64, f64, f64) {
    let v: Vec<f64> = scores.collect();
    if v.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n;
    let half = 1.96 * (var / n).sqrt();
    (mean, (mean - half).max(0.0), (mean + half).min(1.0))
}

/// `\r[#####.....] 12/40 games`, for the errors.
pub(super) fn bar(done: u64, total: u64) -> String {
    let width: u64 = 30;
    let filled = (done * width)
        .checked_div(total)
        .unwrap_or(width)
        .min(width);
    let hashes = usize::try_from(filled).unwrap_or(0);
    let dots = usize::try_from(width - filled).unwrap_or(0);
    format!(
        "\r[{}{}] {done}/{total} games",
        "#".repeat(hashes),
        ".".repeat(dots)
    )
}
