use fanga_core::{GameOptions, Position};
use fanga_fifangha::{Fifangha, FifanghaOptions};
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut o = FifanghaOptions::default();
    let opts: Vec<&str> = args[1..].iter().map(|s| s.as_str()).collect();
    o.apply(&opts).unwrap();
    let p = Fifangha::from_text(&args[0], &o).unwrap();
    for l in fanga_core::testing::moves_and_results(&p) { println!("{l}"); }
}
