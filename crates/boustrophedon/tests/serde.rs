//! serde: moves as their notation, positions as their text with the options
//! that differ from the default, always checked when read back.
#![cfg(feature = "serde")]

use fanga_boustrophedon::{Boustrophedon, BoustrophedonMove, BoustrophedonOptions};
use fanga_core::{GameOptions, Position};

#[test]
fn json_format() {
    let mut o = BoustrophedonOptions::default();
    o.apply(&["columns=3"]).unwrap();
    let p = Boustrophedon::start(&o);
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(
        json,
        r#"{"options":["columns=3"],"position":"2,2,2/2,2,2/2,2,2/2,2,2/2,2,2/2,2,2 S"}"#
    );
    assert_eq!(serde_json::from_str::<Boustrophedon>(&json).unwrap(), p);
    for text in ["b1:cw", "c1-c2", "c2-c3:ccw"] {
        let m: BoustrophedonMove = text.parse().unwrap();
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(json, format!("\"{text}\""));
        assert_eq!(serde_json::from_str::<BoustrophedonMove>(&json).unwrap(), m);
    }
    let err = serde_json::from_str::<BoustrophedonMove>(r#""b1""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("is not a move"), "{err}");
}
