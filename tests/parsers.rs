//! Every parser of every game, fed random and mangled input: an error is fine,
//! a panic is a bug.

use proptest::prelude::*;

fn games() -> Vec<&'static str> {
    fanga::registry().entries().map(|e| e.name).collect()
}

/// Mangles a valid text: replaces, inserts or deletes a character.
fn mangle(text: &str, at: usize, c: char, op: u8) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let i = at % (chars.len() + 1);
    match op % 3 {
        0 if i < chars.len() => chars[i] = c,
        1 => chars.insert(i, c),
        _ if i < chars.len() => {
            chars.remove(i);
        }
        _ => chars.push(c),
    }
    chars.into_iter().collect()
}

const ALPHABET: &str = "0123456789,/ .-:=SNWBabcdefghijkl12345ACWcwreservoptdn\u{e9}\t";

fn any_char() -> impl Strategy<Value = char> {
    proptest::sample::select(ALPHABET.chars().collect::<Vec<_>>())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn mangled_positions_never_panic(g in 0usize..10, at in 0usize..200, c in any_char(), op in 0u8..3) {
        let r = fanga::registry();
        let names = games();
        let e = r.get(names[g % names.len()]).unwrap();
        let start = e.start(&[] as &[&str]).unwrap().to_string();
        let text = mangle(&start, at, c, op);
        if let Ok(p) = e.parse(&text, &[] as &[&str]) {
            // Whatever parses prints back to itself and can be asked anything.
            prop_assert_eq!(p.to_string(), text);
            let _ = p.outcome();
            // Under a lap budget: a mangled position may hold a turn that
            // takes millions of laps to decide.
            let budget = fanga::core::LapBudget::laps(10_000);
            for m in p.moves_within(budget).decided.into_iter().take(5) {
                p.play_text_within(&m, budget).unwrap();
            }
        }
    }

    #[test]
    fn random_strings_never_panic(g in 0usize..10, s in "[ -~]{0,40}") {
        let r = fanga::registry();
        let names = games();
        let e = r.get(names[g % names.len()]).unwrap();
        let _ = e.parse(&s, &[] as &[&str]);
        let _ = e.start(&[s.as_str()]);
        let start = e.start(&[] as &[&str]).unwrap();
        let _ = start.play_text(&s);
    }

    #[test]
    fn mangled_moves_never_panic(g in 0usize..10, k in 0usize..20, at in 0usize..30, c in any_char(), op in 0u8..3) {
        let r = fanga::registry();
        let names = games();
        let start = r.start(names[g % names.len()], &[] as &[&str]).unwrap();
        let moves = start.moves();
        let m = &moves[k % moves.len()];
        let text = mangle(m, at, c, op);
        if let Ok(next) = start.play_text(&text) {
            // A mangled move that is still legal is one of the moves.
            prop_assert!(moves.contains(&text), "{} accepted `{}`", names[g % names.len()], text);
            let _ = next.to_string();
        }
    }
}

/// No error carries a huge input back: what an error quotes is cut to a
/// short excerpt with its length.
#[test]
fn errors_quote_huge_inputs_as_excerpts() {
    let r = fanga::registry();
    let huge = "x".repeat(1 << 20);
    for e in r.entries() {
        let start = e.start(&[] as &[&str]).unwrap();
        let texts = [
            huge.clone(),
            format!("{huge} S"),
            format!("{start} {huge}"),
            format!("{start} {huge}=1"),
        ];
        for text in &texts {
            let message = r
                .parse(e.name, text, &[] as &[&str])
                .unwrap_err()
                .to_string();
            assert!(message.len() < 400, "{}: {} bytes", e.name, message.len());
        }
        let message = start.play_text(&huge).unwrap_err().to_string();
        assert!(
            message.len() < 400,
            "{} move: {} bytes",
            e.name,
            message.len()
        );
        let option = format!("{huge}=1");
        let message = r.start(e.name, &[option]).unwrap_err().to_string();
        assert!(
            message.len() < 400,
            "{} option: {} bytes",
            e.name,
            message.len()
        );
    }
    let message = r.start(&huge, &[] as &[&str]).unwrap_err().to_string();
    assert!(message.len() < 400, "game name: {} bytes", message.len());
}

/// Huge texts made of many small parts (rows, keys, steps, options) are
/// refused by counting, not by collecting every part first.
#[test]
fn texts_of_many_parts_are_refused_by_their_count() {
    let r = fanga::registry();
    let slashes = "/".repeat(1 << 20);
    for e in r.entries() {
        let start = e.start(&[] as &[&str]).unwrap();
        let text = format!("{slashes} {}", start.player_letters()[0]);
        let message = r
            .parse(e.name, &text, &[] as &[&str])
            .unwrap_err()
            .to_string();
        assert!(message.contains("1048577 rows"), "{}: {message}", e.name);
        let keys = format!("{start}{}", " k=v".repeat(100_000));
        let message = r
            .parse(e.name, &keys, &[] as &[&str])
            .unwrap_err()
            .to_string();
        assert!(message.contains("more than 16"), "{}: {message}", e.name);
    }
    #[cfg(feature = "fanorona")]
    {
        let p = r.start("fanorona", &[] as &[&str]).unwrap();
        let steps = format!("d2{}", "-e3A".repeat(100_000));
        let message = p.play_text(&steps).unwrap_err().to_string();
        assert!(message.len() < 400, "{message}");
    }
}
