//! [`retrograde`]: retrograde analysis over every reachable position.

use std::collections::{HashMap, HashSet, VecDeque};

use fanga_core::{Position, RepetitionRule};

use crate::error::SolveError;
use crate::search::SolveStats;
use crate::settings::SolveSettings;
use crate::value::{Value, Verdict};

/// The result of a [`retrograde`] analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Retrograde<P: Position> {
    /// The root's value for its player to move (a result, no margin).
    pub value: Value,
    /// Plies to the end of the game with perfect play, for a win or a loss
    /// (the winner hastens, the loser delays).
    pub plies: Option<u32>,
    /// Every legal move of the root with its value for its player.
    pub moves: Vec<(P::Move, Value)>,
    /// A principal variation: to the end for a win or a loss (the winner
    /// taking the quickest win, the loser the slowest loss); for a draw, a
    /// line of drawing moves until a position repeats (at most 200 plies).
    pub pv: Vec<P::Move>,
    /// Distinct positions reachable from the root.
    pub positions: u64,
    /// Of those, the ones drawn (never resolved).
    pub draws: u64,
    /// The memory the analysis took, in bytes (an estimate from the sizes
    /// of its tables).
    pub bytes: u64,
}

/// Exact results by retrograde analysis over every position reachable from
/// `root`: see the [crate](crate) docs.
///
/// `progress` is called every [`SolveSettings::progress_every`] positions
/// found, with their count in [`SolveStats::nodes`] and
/// [`SolveStats::entries`] and the memory taken in
/// [`SolveStats::table_bytes`].
///
/// # Errors
///
/// [`SolveError::TooLarge`] when the positions would take more than
/// `settings.memory`; [`SolveError::HistoryDependent`] for a game with a
/// repetition rule (its value depends on the history, not the position).
pub fn retrograde<P: Position>(
    root: &P,
    settings: &SolveSettings,
    mut progress: impl FnMut(&SolveStats),
) -> Result<Retrograde<P>, SolveError> {
    if root.repetition() != RepetitionRule::None {
        return Err(SolveError::HistoryDependent { game: root.game() });
    }
    // The memory of the tables, from their capacities: the list, the
    // index (a bucket of position and number and a control byte, at most
    // 7/8 full), the edges and their offsets; and the most any of them may
    // add when it next doubles (old and new buffers side by side). The
    // analysis stops before that could pass the cap.
    let entry = (std::mem::size_of::<(P, u32)>() + 1) as u64;
    let footprint = |list: &Vec<P>, index: &HashMap<P, u32>, edges: &Vec<u32>, first: &Vec<u32>| {
        let parts = [
            list.capacity() as u64 * std::mem::size_of::<P>() as u64,
            (index.capacity() as u64 * 8 / 7 + 1) * entry,
            edges.capacity() as u64 * 4,
            first.capacity() as u64 * 4,
        ];
        let now: u64 = parts.iter().sum();
        (now, now + 2 * parts.iter().max().copied().unwrap_or(0))
    };
    let mut index: HashMap<P, u32> = HashMap::new();
    let mut list: Vec<P> = Vec::new();
    let mut edges: Vec<u32> = Vec::new();
    let mut first: Vec<u32> = vec![0];
    index.insert(root.clone(), 0);
    list.push(root.clone());
    // Breadth first: `level_end` marks the end of the current ply.
    let mut level_end = 1usize;
    let mut complete = 0u32;
    let mut i = 0usize;
    while i < list.len() {
        if i == level_end {
            complete += 1;
            level_end = list.len();
        }
        let p = list[i].clone();
        if p.outcome().is_none() {
            for m in p.legal_moves() {
                let mut c = p.clone();
                c.play_unchecked(&m);
                let next = u32::try_from(list.len()).unwrap_or(u32::MAX);
                let j = *index.entry(c).or_insert_with_key(|c| {
                    list.push(c.clone());
                    next
                });
                edges.push(j);
            }
        }
        first.push(u32::try_from(edges.len()).unwrap_or(u32::MAX));
        let (bytes, next) = footprint(&list, &index, &edges, &first);
        if (i as u64 + 1).is_multiple_of(settings.progress_every.max(1)) {
            progress(&SolveStats {
                nodes: list.len() as u64,
                entries: list.len() as u64,
                table_bytes: bytes,
            });
        }
        // The predecessor lists and verdicts to come take about as much as
        // the edges and offsets.
        let later = edges.len() as u64 * 4 + list.len() as u64 * 17;
        if next.max(bytes + later) > settings.memory || list.len() >= u32::MAX as usize - 1 {
            return Err(SolveError::TooLarge {
                positions: list.len() as u64,
                complete_plies: complete,
                cap: settings.memory,
            });
        }
        i += 1;
    }
    let n = list.len();
    let (peak, _) = footprint(&list, &index, &edges, &first);
    drop(index);
    // Predecessors, by counting.
    let mut pred_first = vec![0u32; n + 1];
    for &j in &edges {
        pred_first[j as usize + 1] += 1;
    }
    for k in 0..n {
        pred_first[k + 1] += pred_first[k];
    }
    let mut fill = pred_first.clone();
    let mut preds = vec![0u32; edges.len()];
    for k in 0..n {
        for e in first[k]..first[k + 1] {
            let j = edges[e as usize] as usize;
            preds[fill[j] as usize] = u32::try_from(k).unwrap_or(u32::MAX);
            fill[j] += 1;
        }
    }
    drop(fill);
    // 0 unknown, 1 win, 2 loss, 3 draw (finished as a draw); with plies.
    let mut verdict = vec![0u8; n];
    let mut plies = vec![0u32; n];
    let mut left: Vec<u32> = (0..n).map(|k| first[k + 1] - first[k]).collect();
    let mut queue = VecDeque::new();
    for (k, p) in list.iter().enumerate() {
        if let Some(o) = p.outcome() {
            verdict[k] = match o.winner() {
                Some(w) if w == p.turn() => 1,
                Some(_) => 2,
                None => 3,
            };
            if verdict[k] != 3 {
                queue.push_back(k);
            }
        }
    }
    while let Some(k) = queue.pop_front() {
        for e in pred_first[k]..pred_first[k + 1] {
            let q = preds[e as usize] as usize;
            if verdict[q] != 0 {
                continue;
            }
            let same = list[q].turn() == list[k].turn();
            // k's result for q's mover.
            let wins = (verdict[k] == 1) == same;
            if wins {
                verdict[q] = 1;
                plies[q] = plies[k] + 1;
                queue.push_back(q);
            } else {
                left[q] -= 1;
                if left[q] == 0 {
                    verdict[q] = 2;
                    plies[q] = plies[k] + 1;
                    queue.push_back(q);
                }
            }
        }
    }
    let value_at = |k: usize| Value {
        verdict: match verdict[k] {
            1 => Verdict::Win,
            2 => Verdict::Loss,
            _ => Verdict::Draw,
        },
        margin: None,
    };
    let mut moves = Vec::new();
    if root.outcome().is_none() {
        for (m, e) in root.legal_moves().into_iter().zip(first[0]..first[1]) {
            let j = edges[e as usize] as usize;
            let v = value_at(j);
            let same = list[j].turn() == root.turn();
            moves.push((m, if same { v } else { v.flip() }));
        }
    }
    // The principal variation: from each position, the first move that
    // keeps its value (and its distance, for a win or a loss).
    let mut pv = Vec::new();
    let mut k = 0usize;
    let mut seen = HashSet::new();
    while list[k].outcome().is_none() && pv.len() < 200 && seen.insert(k) {
        let here = value_at(k).verdict;
        let next = list[k]
            .legal_moves()
            .into_iter()
            .zip(first[k]..first[k + 1])
            .map(|(m, e)| (m, edges[e as usize] as usize))
            .find(|&(_, j)| {
                let same = list[j].turn() == list[k].turn();
                let v = if same {
                    value_at(j)
                } else {
                    value_at(j).flip()
                };
                v.verdict == here && (here == Verdict::Draw || plies[j] + 1 == plies[k])
            });
        let Some((m, j)) = next else {
            break;
        };
        pv.push(m);
        k = j;
    }
    let draws = verdict.iter().filter(|&&v| v == 0 || v == 3).count() as u64;
    Ok(Retrograde {
        value: value_at(0),
        plies: matches!(verdict[0], 1 | 2).then_some(plies[0]),
        moves,
        pv,
        positions: n as u64,
        draws,
        bytes: peak + edges.len() as u64 * 4 + n as u64 * 17,
    })
}
