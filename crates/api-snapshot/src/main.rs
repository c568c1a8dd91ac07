//! **fanga-api-snapshot**: the public API of every published crate of the
//! workspace as text, one file a crate under `api/`, from rustdoc's JSON
//! output (a nightly feature: see [`NIGHTLY`]).
//!
//! ```text
//! fanga-api-snapshot check [--deny-two-paths] [--doc-dir DIR] [--api-dir DIR]
//! fanga-api-snapshot bless [--deny-two-paths] [--doc-dir DIR] [--api-dir DIR]
//! fanga-api-snapshot crates     # the packages it snapshots, one a line
//! fanga-api-snapshot nightly    # the date of the nightly whose JSON it reads
//! fanga-api-snapshot nightly "$(rustup run nightly rustc --version)"  # fails on another
//! ```
//!
//! `check` compares each snapshot with `api/PACKAGE.txt` and prints the
//! differences; `bless` writes the files. `tools/api/snapshot.sh` writes
//! the JSON first (`target/doc/CRATE.json`) and then runs this tool; its
//! README says what the snapshot holds.

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use serde_json::Value;

mod api;
mod diff;
mod render;

/// The rustdoc JSON format this tool reads.
const FORMAT_VERSION: u64 = 57;

/// The nightly whose rustdoc writes [`FORMAT_VERSION`], as its version line
/// dates it ([`NIGHTLY_RUSTC`]).
const NIGHTLY: &str = "2026-05-19";

/// That nightly's `rustc --version`.
const NIGHTLY_RUSTC: &str = "rustc 1.97.0-nightly (e50aa6fba 2026-05-19)";

/// Never snapshotted, whatever their manifests come to say: the browser
/// and Python bindings and the benches, whose Rust API no user calls.
const EXCLUDED: [&str; 3] = ["fanga-wasm", "fanga-python", "fanga-benches"];

const USAGE: &str = "\
usage: fanga-api-snapshot check|bless [--deny-two-paths] [--doc-dir DIR] [--api-dir DIR]
       fanga-api-snapshot crates
       fanga-api-snapshot nightly [VERSION-LINE]";

fn main() -> ExitCode {
    match run(std::env::args_os().skip(1).collect()) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("fanga-api-snapshot: {message}");
            ExitCode::from(2)
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Check,
    Bless,
}

fn run(args: Vec<OsString>) -> Result<ExitCode, String> {
    let mut args = args.into_iter();
    let command = args.next().ok_or(USAGE)?;
    let mode = match command.to_str() {
        Some("check") => Mode::Check,
        Some("bless") => Mode::Bless,
        Some("nightly") => {
            return match args.next() {
                None => {
                    println!("{NIGHTLY}");
                    Ok(ExitCode::SUCCESS)
                }
                Some(found) => {
                    check_nightly(&found.to_string_lossy())?;
                    Ok(ExitCode::SUCCESS)
                }
            };
        }
        Some("crates") => {
            for package in workspace()?.packages {
                println!("{}", package.name);
            }
            return Ok(ExitCode::SUCCESS);
        }
        Some("-h" | "--help") => {
            println!("{USAGE}");
            return Ok(ExitCode::SUCCESS);
        }
        _ => {
            return Err(format!(
                "unknown command {}\n{USAGE}",
                command.to_string_lossy()
            ));
        }
    };
    let mut deny_two_paths = false;
    let mut doc_dir = None;
    let mut api_dir = None;
    while let Some(arg) = args.next() {
        match arg.to_str() {
            Some("--deny-two-paths") => deny_two_paths = true,
            Some("--doc-dir") => {
                doc_dir = Some(PathBuf::from(
                    args.next().ok_or("--doc-dir needs a directory")?,
                ));
            }
            Some("--api-dir") => {
                api_dir = Some(PathBuf::from(
                    args.next().ok_or("--api-dir needs a directory")?,
                ));
            }
            _ => {
                return Err(format!(
                    "unknown argument {}\n{USAGE}",
                    arg.to_string_lossy()
                ));
            }
        }
    }
    let workspace = workspace()?;
    let doc_dir = doc_dir.unwrap_or_else(|| workspace.target.join("doc"));
    let api_dir = api_dir.unwrap_or_else(|| workspace.root.join("api"));

    // Where each crate makes its items public, for the re-exports of the
    // others (the JSON is read again below: all of it at once is large).
    let mut public = render::PublicPaths::new();
    for package in &workspace.packages {
        let json_path = doc_dir.join(format!("{}.json", package.lib));
        let paths = api::public_paths(&read_json(&json_path)?)
            .map_err(|e| format!("{}: {e}", json_path.display()))?;
        public.extend(paths);
    }

    let mut differ = false;
    let mut two_paths = Vec::new();
    let mut ours = BTreeSet::new();
    for package in &workspace.packages {
        let json_path = doc_dir.join(format!("{}.json", package.lib));
        let snapshot = api::snapshot(&package.name, &read_json(&json_path)?, &public)
            .map_err(|e| format!("{}: {e}", json_path.display()))?;
        if snapshot.two_paths > 0 {
            two_paths.push(format!("{} {}", package.name, snapshot.two_paths));
        }
        let file_name = format!("{}.txt", package.name);
        let file = api_dir.join(&file_name);
        ours.insert(file_name);
        let old = match fs::read_to_string(&file) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(format!("{}: {e}", file.display())),
        };
        if old == snapshot.text {
            continue;
        }
        match mode {
            Mode::Check => {
                differ = true;
                let shown = display(&workspace.root, &file);
                print!(
                    "{}",
                    diff::unified(
                        &old,
                        &snapshot.text,
                        &shown,
                        &format!("{shown} (generated)")
                    )
                );
            }
            Mode::Bless => {
                fs::create_dir_all(&api_dir).map_err(|e| format!("{}: {e}", api_dir.display()))?;
                fs::write(&file, &snapshot.text).map_err(|e| format!("{}: {e}", file.display()))?;
                println!("wrote {}", display(&workspace.root, &file));
            }
        }
    }
    // Snapshots of crates no longer published (or renamed): only the files
    // this tool wrote, which start with its header.
    for stale in stale_files(&api_dir, &ours)? {
        let shown = display(&workspace.root, &stale);
        match mode {
            Mode::Check => {
                differ = true;
                println!(
                    "{shown}: the snapshot of a package that is no longer published (bless deletes it)"
                );
            }
            Mode::Bless => {
                fs::remove_file(&stale).map_err(|e| format!("{shown}: {e}"))?;
                println!("deleted {shown}");
            }
        }
    }

    let summary = if two_paths.is_empty() {
        "no item is reachable by two paths".to_string()
    } else {
        format!(
            "items reachable by two paths, by crate: {}",
            two_paths.join(", ")
        )
    };
    eprintln!(
        "fanga-api-snapshot: {} crates; {summary} (the last section of each api/*.txt)",
        workspace.packages.len()
    );
    if differ {
        eprintln!(
            "fanga-api-snapshot: the public API differs from api/*.txt (above: - the snapshot, + the code).\n\
             If the change is deliberate, run `tools/api/snapshot.sh bless` and commit api/ with it."
        );
        return Ok(ExitCode::FAILURE);
    }
    if deny_two_paths && !two_paths.is_empty() {
        eprintln!(
            "fanga-api-snapshot: --deny-two-paths: some items are public at two paths (listed at the end of their api/*.txt)"
        );
        return Ok(ExitCode::FAILURE);
    }
    if mode == Mode::Check {
        eprintln!("fanga-api-snapshot: api/*.txt matches the public API");
    }
    Ok(ExitCode::SUCCESS)
}

/// Whether `found`, the version line of the toolchain `nightly`, is that
/// of [`NIGHTLY`].
fn check_nightly(found: &str) -> Result<(), String> {
    if found.contains(NIGHTLY) {
        return Ok(());
    }
    Err(format!(
        "the API snapshot reads rustdoc JSON (format {FORMAT_VERSION}) as the nightly of {NIGHTLY} writes it, \
         but the toolchain `nightly` says: {}\n\
         Use that nightly as `nightly` ({NIGHTLY_RUSTC}), or move this tool to the new one \
         (NIGHTLY and FORMAT_VERSION in crates/api-snapshot/src/main.rs, then tools/api/snapshot.sh bless).",
        found.trim()
    ))
}

/// A package snapshotted: its name and its library's crate name.
struct Package {
    name: String,
    lib: String,
}

struct Workspace {
    root: PathBuf,
    target: PathBuf,
    packages: Vec<Package>,
}

/// The workspace as `cargo metadata` describes it, with the packages to
/// snapshot: those published, with a library, not [`EXCLUDED`].
fn workspace() -> Result<Workspace, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .output()
        .map_err(|e| format!("cannot run {} metadata: {e}", cargo.to_string_lossy()))?;
    if !output.status.success() {
        return Err(format!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let metadata: Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| format!("cargo metadata's output: {e}"))?;
    parse_workspace(&metadata)
}

fn parse_workspace(metadata: &Value) -> Result<Workspace, String> {
    let field = |key: &str| {
        metadata
            .get(key)
            .and_then(Value::as_str)
            .map(PathBuf::from)
            .ok_or(format!("cargo metadata has no {key}"))
    };
    let mut packages = Vec::new();
    for package in render::list(metadata, "packages") {
        let name = render::text(package, "name");
        // `publish = false` is an empty list of registries; no key, none.
        let published = package
            .get("publish")
            .and_then(Value::as_array)
            .is_none_or(|r| !r.is_empty());
        if !published || EXCLUDED.contains(&name) {
            continue;
        }
        let lib = render::list(package, "targets").iter().find(|t| {
            render::list(t, "kind")
                .iter()
                .any(|k| k.as_str() == Some("lib"))
        });
        if let Some(lib) = lib {
            packages.push(Package {
                name: name.to_string(),
                lib: render::text(lib, "name").replace('-', "_"),
            });
        }
    }
    packages.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Workspace {
        root: field("workspace_root")?,
        target: field("target_directory")?,
        packages,
    })
}

/// A crate's rustdoc JSON, in the format this tool reads.
fn read_json(path: &Path) -> Result<Value, String> {
    let text = fs::read_to_string(path).map_err(|e| {
        format!(
            "{}: {e} (tools/api/snapshot.sh writes it with the nightly rustdoc first)",
            path.display()
        )
    })?;
    let json: Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let version = json.get("format_version").and_then(Value::as_u64);
    if version != Some(FORMAT_VERSION) {
        let found = version.map_or("none".to_string(), |v| v.to_string());
        return Err(format!(
            "{} is rustdoc JSON of format_version {found}, but this tool reads format {FORMAT_VERSION}, \
             which the nightly of {NIGHTLY} writes ({NIGHTLY_RUSTC}). \
             Use that nightly as `nightly`, or port crates/api-snapshot to the new format (and bless).",
            path.display()
        ));
    }
    if json.get("includes_private").and_then(Value::as_bool) == Some(true) {
        return Err(format!(
            "{} documents private items: write it without --document-private-items",
            path.display()
        ));
    }
    Ok(json)
}

/// The snapshot files in `api_dir` that this tool wrote but that are none
/// of `ours`.
fn stale_files(api_dir: &Path, ours: &BTreeSet<String>) -> Result<Vec<PathBuf>, String> {
    let entries = match fs::read_dir(api_dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", api_dir.display())),
    };
    let mut stale = Vec::new();
    for entry in entries {
        let path = entry
            .map_err(|e| format!("{}: {e}", api_dir.display()))?
            .path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".txt") || ours.contains(name) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default();
        if text.starts_with(api::HEADER) {
            stale.push(path);
        }
    }
    stale.sort();
    Ok(stale)
}

/// `path` relative to the workspace's root, as messages show it.
fn display(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{check_nightly, parse_workspace};

    #[test]
    fn only_the_pinned_nightly_passes() {
        assert_eq!(
            check_nightly("rustc 1.97.0-nightly (e50aa6fba 2026-05-19)\n"),
            Ok(())
        );
        let refused = check_nightly("rustc 1.98.0-nightly (0123456ab 2026-06-30)")
            .err()
            .unwrap_or_default();
        assert!(
            refused.contains("says: rustc 1.98.0-nightly (0123456ab 2026-06-30)"),
            "{refused}"
        );
        assert!(refused.contains("nightly of 2026-05-19"), "{refused}");
    }

    #[test]
    fn published_libraries_are_snapshotted_but_the_excluded_ones() -> Result<(), String> {
        let lib = |name: &str| json!({"name": name, "kind": ["lib"]});
        let metadata = json!({
            "workspace_root": "/w",
            "target_directory": "/w/target",
            "packages": [
                {"name": "fanga-b", "publish": null, "targets": [lib("fanga_b")]},
                {"name": "fanga-a", "publish": ["crates-io"], "targets": [lib("fanga-a"), {"name": "a", "kind": ["bin"]}]},
                {"name": "fanga-private", "publish": [], "targets": [lib("fanga_private")]},
                {"name": "fanga-tool", "publish": null, "targets": [{"name": "fanga-tool", "kind": ["bin"]}]},
                {"name": "fanga-wasm", "publish": null, "targets": [{"name": "fanga_wasm", "kind": ["cdylib", "rlib"]}]},
                {"name": "fanga-benches", "publish": null, "targets": [lib("fanga_benches")]},
            ]
        });
        let workspace = parse_workspace(&metadata)?;
        let names: Vec<(&str, &str)> = workspace
            .packages
            .iter()
            .map(|p| (p.name.as_str(), p.lib.as_str()))
            .collect();
        assert_eq!(names, vec![("fanga-a", "fanga_a"), ("fanga-b", "fanga_b")]);
        assert_eq!(workspace.target, std::path::PathBuf::from("/w/target"));
        Ok(())
    }
}
