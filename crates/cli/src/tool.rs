//! The entry points every tool has, written once: `run` on the standard
//! streams and `run_with` on any [`Io`](crate::Io), around the tool's body.

/// Defines `run` and `run_with` in a tool's module around its body
/// `fn(&Catalog, Args, &mut Io) -> Result<(), Stop>`, its command line read
/// by the spec given; or, with `raw`, around a body that reads its own
/// arguments (`Vec<String>`).
macro_rules! entry_points {
    (raw $tool:literal, $body:ident) => {
        $crate::tool::entry_points!(@ $tool, $body, |catalog, args, io| {
            $body(catalog, args.into_iter().collect(), io)
        });
    };
    ($tool:literal, $body:ident, $spec:expr) => {
        $crate::tool::entry_points!(@ $tool, $body, |catalog, args, io| {
            match $crate::args::Args::parse(&$spec, args, catalog, io) {
                Ok(args) => $body(catalog, args, io),
                Err(e) => Err(e),
            }
        });
    };
    (@ $tool:literal, $body:ident, |$catalog:ident, $args:ident, $io:ident| $call:block) => {
        #[doc = concat!("Runs `", $tool, "` with `args` on the standard streams; `name` names it in messages.")]
        pub fn run(
            catalog: &fanga_ai::Catalog,
            name: &str,
            args: impl IntoIterator<Item = String>,
        ) -> std::process::ExitCode {
            $crate::Io::standard(|io| run_with(catalog, name, args, io))
        }

        /// [`run`] on `io`. Each `--define FILE` (anywhere among `args`)
        /// first adds to the catalog the game its file describes (a
        /// variant, [`fanga_core::variant`], or a game a game type reads:
        /// [`fanga_ai::Catalog::with_described`]), which the tool then plays
        /// by name.
        pub fn run_with(
            catalog: &fanga_ai::Catalog,
            name: &str,
            args: impl IntoIterator<Item = String>,
            $io: &mut $crate::Io<'_>,
        ) -> std::process::ExitCode {
            let result = match $crate::tool::with_described(catalog, args.into_iter().collect()) {
                Ok((extended, $args)) => {
                    let $catalog = extended.as_ref().unwrap_or(catalog);
                    $call
                }
                Err(e) => Err(e),
            };
            $crate::io::exit_code(name, $io, result)
        }
    };
}

pub(crate) use entry_points;

/// The longest description read (`--define FILE`).
const MAX_DESCRIPTION: u64 = 64 * 1024;

/// Takes every `--define FILE` out of `args` and gives the catalog with the
/// games their files describe (`None` when there is none), and the other
/// arguments.
pub(crate) fn with_described(
    catalog: &fanga_ai::Catalog,
    args: Vec<String>,
) -> Result<(Option<fanga_ai::Catalog>, Vec<String>), crate::io::Stop> {
    use std::io::Read as _;
    let mut rest = Vec::with_capacity(args.len());
    let mut extended: Option<fanga_ai::Catalog> = None;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        if a != "--define" {
            rest.push(a);
            continue;
        }
        let Some(path) = it.next() else {
            return crate::io::fail("--define needs a FILE (a game described by data)");
        };
        let mut text = String::new();
        let read = std::fs::File::open(&path)
            .and_then(|f| f.take(MAX_DESCRIPTION + 1).read_to_string(&mut text));
        if let Err(e) = read {
            return crate::io::fail(format!("--define {path}: {e}"));
        }
        if text.len() as u64 > MAX_DESCRIPTION {
            return crate::io::fail(format!("--define {path}: longer than 64 KiB"));
        }
        let base = extended.take().unwrap_or_else(|| catalog.clone());
        extended = Some(
            base.with_described(&text)
                .or_else(|e| crate::io::fail(format!("--define {path}: {e}")))?,
        );
    }
    Ok((extended, rest))
}
