//! Options as Python gives them (a mapping, keyword arguments, or both), as
//! the `KEY=VALUE` texts the library reads.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyMapping, PyString};

/// The options of a mapping (`{"columns": 6}`) and of keyword arguments
/// (`columns=6`), in that order, as `KEY=VALUE`. A value is a `str` or an
/// `int` (written in decimal); the library itself checks keys and values
/// (and refuses a key given twice).
pub(crate) fn assignments(
    options: Option<&Bound<'_, PyAny>>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<String>> {
    let mut out = Vec::new();
    if let Some(o) = options.filter(|o| !o.is_none()) {
        let mapping = o.cast::<PyMapping>().map_err(|_| {
            PyTypeError::new_err(format!(
                "options must be a mapping of option keys to values, not {}",
                type_name(o)
            ))
        })?;
        for item in mapping.items()?.iter() {
            let (k, v): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
            out.push(assignment(&k, &v)?);
        }
    }
    if let Some(kw) = kwargs {
        for (k, v) in kw.iter() {
            out.push(assignment(&k, &v)?);
        }
    }
    Ok(out)
}

fn assignment(key: &Bound<'_, PyAny>, value: &Bound<'_, PyAny>) -> PyResult<String> {
    let key: String = key.extract().map_err(|_| {
        PyTypeError::new_err(format!("an option key is a str, not {}", type_name(key)))
    })?;
    Ok(format!("{key}={}", value_text(&key, value)?))
}

fn value_text(key: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    if value.is_instance_of::<PyString>() {
        return value.extract();
    }
    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        return Ok(value.str()?.to_string());
    }
    Err(PyTypeError::new_err(format!(
        "option `{key}`: a value is a str or an int, not {}",
        type_name(value)
    )))
}

fn type_name(v: &Bound<'_, PyAny>) -> String {
    v.get_type()
        .name()
        .map_or_else(|_| "this value".to_owned(), |n| n.to_string())
}

/// `KEY=VALUE` texts as a dict, in order.
pub(crate) fn to_dict<'py>(
    py: Python<'py>,
    assignments: &[String],
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for a in assignments {
        let (k, v) = a.split_once('=').unwrap_or((a.as_str(), ""));
        d.set_item(k, v)?;
    }
    Ok(d)
}
