//! `--endgame-file PATH`: a game's table file, read through its catalog
//! entry.

use fanga_ai::Catalog;
use fanga_core::catalog::{Extensions, TableError, TableFile};

use crate::io::{Stop, fail};

/// The table of `game` read from `--endgame-file PATH` (a file `solve GAME
/// --endgame-file PATH` wrote), and what it covers; `None` without the
/// flag. A failure for a game without tables, a missing or damaged file,
/// or, when the game's `options` are given, a table of another board.
pub(crate) fn endgame_table(
    catalog: &Catalog,
    game: &str,
    options: Option<&[String]>,
    endgame_file: Option<&str>,
) -> Result<Option<TableFile>, Stop> {
    let Some(path) = endgame_file else {
        return Ok(None);
    };
    let entry = catalog.get(game).or_else(fail)?;
    let file =
        std::fs::File::open(path).or_else(|e| fail(format!("--endgame-file {path}: {e}")))?;
    match entry.read_table(&mut std::io::BufReader::new(file), options) {
        Ok(table) => Ok(Some(table)),
        Err(e) => fail(format!("--endgame-file {path}: {e}")),
    }
}

/// The extensions of `--endgame-file PATH` for a program that plays every
/// game: the table of the game whose reader takes the file (every other
/// game ignores it), or a failure.
pub(crate) fn any_table_extensions(catalog: &Catalog, path: &str) -> Result<Extensions, Stop> {
    for entry in catalog.entries() {
        let file =
            std::fs::File::open(path).or_else(|e| fail(format!("--endgame-file {path}: {e}")))?;
        match entry.read_table(&mut std::io::BufReader::new(file), None::<&[&str]>) {
            Ok(table) => return Ok(table.extensions),
            Err(TableError::NoTables { .. }) => {}
            Err(e) => return fail(format!("--endgame-file {path}: {e}")),
        }
    }
    fail(format!(
        "--endgame-file {path}: no game of this build reads table files"
    ))
}
