//! What the registry says of each game: `fanga.games()`, `fanga.info()`.

use fanga::core::{OptionSpec, registry::GameEntry};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::errors::{guard, registry};

/// One option of a game.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct OptionInfo {
    /// Its key: `columns`.
    pub key: &'static str,
    /// Its values, as text.
    pub values: Vec<&'static str>,
    /// Its default value.
    pub default: &'static str,
    /// What it does, in a sentence.
    pub doc: &'static str,
}

#[pymethods]
impl OptionInfo {
    fn __repr__(&self) -> String {
        format!(
            "OptionInfo(key={:?}, values={:?}, default={:?})",
            self.key, self.values, self.default
        )
    }
}

impl From<&OptionSpec> for OptionInfo {
    fn from(o: &OptionSpec) -> Self {
        OptionInfo {
            key: o.key,
            values: o.values.to_vec(),
            default: o.default,
            doc: o.doc,
        }
    }
}

/// One game of the registry.
#[pyclass(module = "fanga", frozen, get_all)]
pub struct GameInfo {
    /// Its name: `katro`.
    pub name: &'static str,
    /// One line: the game and the text it implements.
    pub title: &'static str,
    /// Its rules in a few sentences (English), if it gives them.
    pub description: Option<&'static str>,
    /// Where its rules come from (authors, titles, years), if it says.
    pub source: Option<&'static str>,
    /// Its family's key (`two_row_mancala`, `four_row_mancala`,
    /// `alquerque`...), if it says (a game read from a file may not).
    pub family: Option<&'static str>,
    /// Where it is played, in English (`Madagascar`, `Western Africa`), if
    /// it says.
    pub region: Option<&'static str>,
    /// Its options.
    pub options: Vec<Py<OptionInfo>>,
}

#[pymethods]
impl GameInfo {
    /// The default options, as a dict of key to value.
    fn defaults<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for o in &self.options {
            let o = o.get();
            d.set_item(o.key, o.default)?;
        }
        Ok(d)
    }

    fn __repr__(&self) -> String {
        format!("GameInfo(name={:?}, title={:?})", self.name, self.title)
    }
}

pub(crate) fn game_info(py: Python<'_>, e: &GameEntry) -> PyResult<GameInfo> {
    Ok(GameInfo {
        name: e.name,
        title: e.title,
        description: e.rules.map(|r| r.en),
        source: e.rules.map(|r| r.source),
        family: e.origin.map(|o| o.family.key()),
        region: e.origin.map(|o| o.region.en),
        options: e
            .options
            .iter()
            .map(|o| Py::new(py, OptionInfo::from(o)))
            .collect::<PyResult<_>>()?,
    })
}

/// Every game of the registry, in the game list's order.
#[pyfunction]
pub(crate) fn games(py: Python<'_>) -> PyResult<Vec<GameInfo>> {
    guard(|| {
        crate::registry()
            .entries()
            .map(|e| game_info(py, e))
            .collect()
    })
}

/// The game named `name`.
#[pyfunction]
pub(crate) fn info(py: Python<'_>, name: &str) -> PyResult<GameInfo> {
    guard(|| {
        let e = crate::registry().get(name).map_err(|e| registry(&e))?;
        game_info(py, e)
    })
}
