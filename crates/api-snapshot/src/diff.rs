//! A unified diff of two texts, line by line, with three lines of context.

/// Lines of the texts compared: past this many cells of the table of
/// common subsequences (after the common start and end are set aside), the
/// diff lists removed then added lines without aligning them.
const MAX_CELLS: usize = 4_000_000;

/// Context lines around each change.
const CONTEXT: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Same,
    Removed,
    Added,
}

/// The unified diff from `old` (named `old_name`) to `new`, or an empty
/// string when they are the same.
pub(crate) fn unified(old: &str, new: &str, old_name: &str, new_name: &str) -> String {
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    let ops = edit_script(&a, &b);
    if ops.iter().all(|(op, _)| *op == Op::Same) {
        return String::new();
    }
    let mut out = format!("--- {old_name}\n+++ {new_name}\n");
    // The hunks: runs of changes with their context, merged when their
    // contexts touch.
    let changed: Vec<usize> = (0..ops.len()).filter(|&i| ops[i].0 != Op::Same).collect();
    let mut hunks: Vec<(usize, usize)> = Vec::new();
    for &i in &changed {
        let start = i.saturating_sub(CONTEXT);
        let end = (i + CONTEXT + 1).min(ops.len());
        match hunks.last_mut() {
            Some(last) if start <= last.1 => last.1 = end,
            _ => hunks.push((start, end)),
        }
    }
    // Line numbers in each text where each op starts.
    let mut positions = Vec::with_capacity(ops.len() + 1);
    let (mut line_a, mut line_b) = (0usize, 0usize);
    for (op, _) in &ops {
        positions.push((line_a, line_b));
        match op {
            Op::Same => {
                line_a += 1;
                line_b += 1;
            }
            Op::Removed => line_a += 1,
            Op::Added => line_b += 1,
        }
    }
    for (start, end) in hunks {
        let slice = &ops[start..end];
        let count_a = slice.iter().filter(|(op, _)| *op != Op::Added).count();
        let count_b = slice.iter().filter(|(op, _)| *op != Op::Removed).count();
        let (first_a, first_b) = positions[start];
        out.push_str(&format!(
            "@@ -{} +{} @@\n",
            range(first_a, count_a),
            range(first_b, count_b)
        ));
        for (op, line) in slice {
            let sign = match op {
                Op::Same => ' ',
                Op::Removed => '-',
                Op::Added => '+',
            };
            out.push(sign);
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// A hunk's range as unified diffs write it: `start,count`, 1-based, the
/// line before for an empty range.
fn range(first: usize, count: usize) -> String {
    if count == 0 {
        format!("{first},0")
    } else {
        format!("{},{count}", first + 1)
    }
}

/// Each line of either text, marked kept, removed or added, in order.
fn edit_script<'t>(a: &[&'t str], b: &[&'t str]) -> Vec<(Op, &'t str)> {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (mid_a, mid_b) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut ops: Vec<(Op, &'t str)> = a[..prefix].iter().map(|l| (Op::Same, *l)).collect();
    if mid_a.len().saturating_mul(mid_b.len()) > MAX_CELLS {
        ops.extend(mid_a.iter().map(|l| (Op::Removed, *l)));
        ops.extend(mid_b.iter().map(|l| (Op::Added, *l)));
    } else {
        ops.extend(common_subsequence(mid_a, mid_b));
    }
    ops.extend(a[a.len() - suffix..].iter().map(|l| (Op::Same, *l)));
    ops
}

/// The edit script of a longest common subsequence of `a` and `b`.
fn common_subsequence<'t>(a: &[&'t str], b: &[&'t str]) -> Vec<(Op, &'t str)> {
    let width = b.len() + 1;
    // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
    let mut lengths = vec![0u32; (a.len() + 1) * width];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lengths[i * width + j] = if a[i] == b[j] {
                lengths[(i + 1) * width + j + 1] + 1
            } else {
                lengths[(i + 1) * width + j].max(lengths[i * width + j + 1])
            };
        }
    }
    let mut ops = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] == b[j] {
            ops.push((Op::Same, a[i]));
            i += 1;
            j += 1;
        } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
            ops.push((Op::Removed, a[i]));
            i += 1;
        } else {
            ops.push((Op::Added, b[j]));
            j += 1;
        }
    }
    ops.extend(a[i..].iter().map(|l| (Op::Removed, *l)));
    ops.extend(b[j..].iter().map(|l| (Op::Added, *l)));
    ops
}

#[cfg(test)]
mod tests {
    use super::unified;

    #[test]
    fn same_texts_have_no_diff() {
        assert_eq!(unified("a\nb\n", "a\nb\n", "old", "new"), "");
    }

    #[test]
    fn a_changed_line_shows_with_its_context() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";
        assert_eq!(
            unified(old, new, "api/a.txt", "generated"),
            "--- api/a.txt\n+++ generated\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn an_added_line_into_an_empty_file() {
        assert_eq!(
            unified("", "x\n", "old", "new"),
            "--- old\n+++ new\n@@ -0,0 +1,1 @@\n+x\n"
        );
    }

    #[test]
    fn far_apart_changes_make_two_hunks() {
        let old: String = (0..20).map(|i| format!("{i}\n")).collect();
        let new = old.replace("\n2\n", "\ntwo\n").replace("\n17\n", "\n");
        let diff = unified(&old, &new, "old", "new");
        assert_eq!(diff.matches("@@ -").count(), 2, "{diff}");
        assert!(diff.contains("-2\n+two\n"), "{diff}");
        assert!(diff.contains("-17\n"), "{diff}");
    }
}
