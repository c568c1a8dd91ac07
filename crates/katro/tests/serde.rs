//! serde: moves as their notation, positions as their text with the options
//! that differ from the default, always checked when read back.
#![cfg(feature = "serde")]

use fanga_core::{GameOptions, Position};
use fanga_katro::{Katro, KatroMove, KatroOptions};

#[test]
fn json_format() {
    let mut o = KatroOptions::default();
    o.apply(&["columns=4", "goal=inner_row"]).unwrap();
    let p = Katro::start(&o);
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(
        json,
        r#"{"options":["columns=4","goal=inner_row"],"position":"2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S"}"#
    );
    assert_eq!(serde_json::from_str::<Katro>(&json).unwrap(), p);
    // Default options may be left out.
    let d: Katro =
        serde_json::from_str(r#"{"position":"2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S"}"#)
            .unwrap();
    assert_eq!(d, Katro::start(&KatroOptions::default()));

    let m: KatroMove = "b1:cw".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), r#""b1:cw""#);
    assert_eq!(serde_json::from_str::<KatroMove>(r#""b1:cw""#).unwrap(), m);
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    for (json, message) in [
        (
            r#"{"position":"2,2 S"}"#,
            "expected 4 rows separated by `/`, found 1",
        ),
        (
            r#"{"options":["columns=4"],"position":"2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S"}"#,
            "disagrees",
        ),
        (
            r#"{"options":["colour=red"],"position":"2 S"}"#,
            "unknown option `colour`",
        ),
        (
            r#"{"options":[],"position":"2 S","extra":1}"#,
            "unknown field `extra`",
        ),
        (r#""2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S""#, "expected struct"),
    ] {
        let err = serde_json::from_str::<Katro>(json).unwrap_err().to_string();
        assert!(err.contains(message), "{json}: {err}");
    }
    let err = serde_json::from_str::<KatroMove>(r#""b1:up""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("`up` is not a direction"), "{err}");
}
