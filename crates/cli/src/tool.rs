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

        /// [`run`] on `io`. Each `--variant FILE` (anywhere among `args`)
        /// first adds to the catalog the variant its file describes
        /// ([`fanga_core::variant`]), which the tool then plays by name.
        pub fn run_with(
            catalog: &fanga_ai::Catalog,
            name: &str,
            args: impl IntoIterator<Item = String>,
            $io: &mut $crate::Io<'_>,
        ) -> std::process::ExitCode {
            let result = match $crate::tool::with_variants(catalog, args.into_iter().collect()) {
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

/// The longest variant description read (`--variant FILE`).
const MAX_VARIANT_FILE: u64 = 64 * 1024;

/// Takes every `--variant FILE` out of `args` and gives the catalog with the
/// variants their files describe (`None` when there is none), and the other
/// arguments.
pub(crate) fn with_variants(
    catalog: &fanga_ai::Catalog,
    args: Vec<String>,
) -> Result<(Option<fanga_ai::Catalog>, Vec<String>), crate::io::Stop> {
    use std::io::Read as _;
    let mut rest = Vec::with_capacity(args.len());
    let mut extended: Option<fanga_ai::Catalog> = None;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        if a != "--variant" {
            rest.push(a);
            continue;
        }
        let Some(path) = it.next() else {
            return crate::io::fail("--variant needs a FILE (a variant description)");
        };
        let mut text = String::new();
        let read = std::fs::File::open(&path)
            .and_then(|f| f.take(MAX_VARIANT_FILE + 1).read_to_string(&mut text));
        if let Err(e) = read {
            return crate::io::fail(format!("--variant {path}: {e}"));
        }
        if text.len() as u64 > MAX_VARIANT_FILE {
            return crate::io::fail(format!("--variant {path}: longer than 64 KiB"));
        }
        let spec: fanga_core::variant::VariantSpec = text
            .parse()
            .or_else(|e| crate::io::fail(format!("--variant {path}: {e}")))?;
        let base = extended.take().unwrap_or_else(|| catalog.clone());
        extended = Some(
            base.with_variant(spec)
                .or_else(|e| crate::io::fail(format!("--variant {path}: {e}")))?,
        );
    }
    Ok((extended, rest))
}
