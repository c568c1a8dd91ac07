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

        /// [`run`] on `io`.
        pub fn run_with(
            $catalog: &fanga_ai::Catalog,
            name: &str,
            $args: impl IntoIterator<Item = String>,
            $io: &mut $crate::Io<'_>,
        ) -> std::process::ExitCode {
            let result = $call;
            $crate::io::exit_code(name, $io, result)
        }
    };
}

pub(crate) use entry_points;
