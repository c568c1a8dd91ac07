//! Every parser of every game, fed random and mangled input: an error is fine,
//! a panic is a bug.

use fanga::core::SplitMix64;

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

/// Cases of each test: seeded, so a failure names the case that repeats it.
const CASES: u64 = 600;

/// A character of [`ALPHABET`].
fn any_char(rng: &mut SplitMix64) -> char {
    let chars: Vec<char> = ALPHABET.chars().collect();
    chars[rng.below(chars.len())]
}

/// A string of up to 40 printable ASCII characters.
fn any_string(rng: &mut SplitMix64) -> String {
    let n = rng.below(41);
    (0..n)
        .map(|_| char::from(b' ' + u8::try_from(rng.below(95)).unwrap()))
        .collect()
}

#[test]
fn mangled_positions_never_panic() {
    let r = fanga::registry();
    let names = games();
    for case in 0..CASES {
        let rng = &mut SplitMix64::new(case);
        let e = r.get(names[rng.below(names.len())]).unwrap();
        let start = e.start(&[] as &[&str]).unwrap().to_string();
        let (at, c, op) = (
            rng.below(200),
            any_char(rng),
            u8::try_from(rng.below(3)).unwrap(),
        );
        let text = mangle(&start, at, c, op);
        if let Ok(p) = e.parse(&text, &[] as &[&str]) {
            // Whatever parses prints back to itself and can be asked anything.
            assert_eq!(p.to_string(), text, "case {case}");
            let _ = p.outcome();
            // Under a lap budget: a mangled position may hold a turn that
            // takes millions of laps to decide.
            let budget = fanga::core::LapBudget::laps(10_000);
            for m in p.moves(budget).decided.into_iter().take(5) {
                p.play_text(&m, budget).unwrap();
            }
        }
    }
}

#[test]
fn random_strings_never_panic() {
    let r = fanga::registry();
    let names = games();
    for case in 0..CASES {
        let rng = &mut SplitMix64::new(case);
        let e = r.get(names[rng.below(names.len())]).unwrap();
        let s = any_string(rng);
        let _ = e.parse(&s, &[] as &[&str]);
        let _ = e.start(&[s.as_str()]);
        let start = e.start(&[] as &[&str]).unwrap();
        let _ = start.play_text(&s, fanga::core::LapBudget::UNLIMITED);
    }
}

#[test]
fn mangled_moves_never_panic() {
    let r = fanga::registry();
    let names = games();
    for case in 0..CASES {
        let rng = &mut SplitMix64::new(case);
        let name = names[rng.below(names.len())];
        let start = r.start(name, &[] as &[&str]).unwrap();
        let moves = start.moves(fanga::core::LapBudget::UNLIMITED).decided;
        let m = &moves[rng.below(moves.len())];
        let (at, c, op) = (
            rng.below(30),
            any_char(rng),
            u8::try_from(rng.below(3)).unwrap(),
        );
        let text = mangle(m, at, c, op);
        if let Ok(next) = start.play_text(&text, fanga::core::LapBudget::UNLIMITED) {
            // A mangled move that is still legal is one of the moves.
            assert!(
                moves.contains(&text),
                "case {case}: {name} accepted `{text}`"
            );
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
        let message = start
            .play_text(&huge, fanga::core::LapBudget::UNLIMITED)
            .unwrap_err()
            .to_string();
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
    // An unknown game's message lists every game (`, ` between names):
    // the excerpt is what is bounded.
    let listed: usize = r.entries().map(|e| e.name.len() + 2).sum();
    let message = r.start(&huge, &[] as &[&str]).unwrap_err().to_string();
    assert!(
        message.len() < 400 + listed,
        "game name: {} bytes",
        message.len()
    );
}

/// Huge texts made of many small parts (rows, keys, steps, options) are
/// refused by counting, not by collecting every part first.
#[test]
fn texts_of_many_parts_are_refused_by_their_count() {
    let r = fanga::registry();
    let slashes = "/".repeat(1 << 20);
    for e in r.entries() {
        let start = e.start(&[] as &[&str]).unwrap();
        let text = format!("{slashes} {}", start.player_letters().south);
        let message = r
            .parse(e.name, &text, &[] as &[&str])
            .unwrap_err()
            .to_string();
        assert!(message.contains("found 1048577"), "{}: {message}", e.name);
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
        let message = p
            .play_text(&steps, fanga::core::LapBudget::UNLIMITED)
            .unwrap_err()
            .to_string();
        assert!(message.len() < 400, "{message}");
    }
}
