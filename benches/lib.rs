//! The criterion benches of fanga, in a package of their own so that the
//! facade's examples and tests never build criterion. Nothing to use here:
//! run them with `cargo bench -p fanga-benches` (`--bench sowing` or
//! `--bench search`), as `docs/performance.md` describes.
