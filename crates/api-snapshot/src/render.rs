//! Types, bounds, generics and signatures of rustdoc's JSON as Rust text.
//!
//! Every JSON enum of the format is externally tagged (`{"borrowed_ref":
//! {...}}`) or a bare string (`"infer"`): [`tag`] reads both. A shape the
//! renderer does not know is written as `{shape}` rather than dropped, so
//! that it still shows in the snapshot (the format version is checked
//! first: this is for what that check misses).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

/// Where users reach the items of the workspace's crates: each item's
/// definition path (how another crate's JSON names it, private modules
/// included) and its shortest public path. The renderer writes another
/// crate's item by it; [`crate::api::public_paths`] collects it.
pub(crate) type PublicPaths = BTreeMap<String, String>;

/// The key of an id in the crate's `index` and `paths` (ids are numbers in
/// the format read, strings in older ones).
pub(crate) fn id_key(id: &Value) -> Option<String> {
    match id {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// The variant of an externally tagged JSON enum and its content.
pub(crate) fn tag(value: &Value) -> Option<(&str, &Value)> {
    match value {
        Value::String(s) => Some((s.as_str(), &Value::Null)),
        Value::Object(map) if map.len() == 1 => map.iter().next().map(|(k, v)| (k.as_str(), v)),
        _ => None,
    }
}

/// A string field, empty when absent.
pub(crate) fn text<'v>(value: &'v Value, key: &str) -> &'v str {
    value.get(key).and_then(Value::as_str).unwrap_or("")
}

/// An array field, empty when absent.
pub(crate) fn list<'v>(value: &'v Value, key: &str) -> &'v [Value] {
    value
        .get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

/// Renders the types of one crate's JSON.
///
/// Paths are written by their last segment (`Result`, `PlayError`), except
/// a name that stands for two different items in the snapshot, written in
/// full: a first rendering collects the names ([`Renderer::ambiguous`]),
/// the second uses them.
pub(crate) struct Renderer<'a> {
    paths: Option<&'a Map<String, Value>>,
    /// Where the workspace's other crates make their items public.
    foreign: &'a PublicPaths,
    /// Last segments that stand for two items, each with the full path of
    /// the one that keeps the short name, if one does ([`preferred`]).
    ambiguous: BTreeMap<String, Option<String>>,
    /// Each last segment written, with the full paths it stood for.
    seen: RefCell<BTreeMap<String, BTreeSet<String>>>,
    /// While a trait's items are rendered, that trait's id: `Self::Move`
    /// rather than `<Self as Position>::Move`.
    in_trait: RefCell<Option<String>>,
    /// While an impl's `for` type is rendered, the type's id and public
    /// path, written instead of its name.
    public_path: RefCell<Option<(String, String)>>,
}

impl<'a> Renderer<'a> {
    /// A renderer of the crate `krate`, writing the names of `ambiguous`
    /// in full (but for the item each maps to).
    pub(crate) fn new(
        krate: &'a Value,
        ambiguous: BTreeMap<String, Option<String>>,
        foreign: &'a PublicPaths,
    ) -> Self {
        Renderer {
            paths: krate.get("paths").and_then(Value::as_object),
            foreign,
            ambiguous,
            seen: RefCell::new(BTreeMap::new()),
            in_trait: RefCell::new(None),
            public_path: RefCell::new(None),
        }
    }

    /// The last segments written so far that stood for two different full
    /// paths, each with the one of those that keeps the short name (see
    /// [`preferred`]); `krate` is this crate's name.
    pub(crate) fn ambiguous(&self, krate: &str) -> BTreeMap<String, Option<String>> {
        self.seen
            .borrow()
            .iter()
            .filter(|(_, full)| full.len() > 1)
            .map(|(name, full)| (name.clone(), preferred(full, krate)))
            .collect()
    }

    /// Renders what follows with `trait_id` as the enclosing trait.
    pub(crate) fn set_trait(&self, trait_id: Option<String>) {
        *self.in_trait.borrow_mut() = trait_id;
    }

    /// Renders the type `ty` with the item `id` written as `path`.
    pub(crate) fn ty_at(&self, ty: &Value, id: &str, path: &str) -> String {
        *self.public_path.borrow_mut() = Some((id.to_string(), path.to_string()));
        let out = self.ty(ty);
        *self.public_path.borrow_mut() = None;
        out
    }

    /// Renders the path `path` (a trait) with the item `id` written as
    /// `public`.
    pub(crate) fn path_at(&self, path: &Value, id: &str, public: &str) -> String {
        *self.public_path.borrow_mut() = Some((id.to_string(), public.to_string()));
        let out = self.path(path);
        *self.public_path.borrow_mut() = None;
        out
    }

    /// The full path of an item as the `paths` table has it (where it is
    /// defined, private modules included).
    pub(crate) fn full_path(&self, id: &Value) -> Option<String> {
        let summary = self.paths?.get(&id_key(id)?)?;
        let segments: Vec<&str> = list(summary, "path")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        if segments.is_empty() {
            None
        } else {
            Some(segments.join("::"))
        }
    }

    /// The path of another crate's item that this one re-exports: its
    /// public path if it is of the workspace, else where it is defined.
    pub(crate) fn reexported(&self, id: &Value) -> Option<String> {
        let definition = self.full_path(id)?;
        Some(self.foreign.get(&definition).cloned().unwrap_or(definition))
    }

    /// A path (`{path, id, args}`: a type, a trait) with its generic
    /// arguments.
    pub(crate) fn path(&self, path: &Value) -> String {
        let id = path.get("id").unwrap_or(&Value::Null);
        let substituted = {
            let public = self.public_path.borrow();
            match (&*public, id_key(id)) {
                (Some((public_id, public_path)), Some(key)) if *public_id == key => {
                    Some(public_path.clone())
                }
                _ => None,
            }
        };
        let name = match substituted {
            Some(public) => public,
            None => self.name(id, text(path, "path")),
        };
        format!(
            "{name}{}",
            self.args(path.get("args").unwrap_or(&Value::Null))
        )
    }

    /// The name of the item `id`, written `written` in the source.
    fn name(&self, id: &Value, written: &str) -> String {
        let full = self.full_path(id).unwrap_or_else(|| written.to_string());
        let last = full.rsplit("::").next().unwrap_or("").to_string();
        if last.is_empty() {
            return written.to_string();
        }
        self.seen
            .borrow_mut()
            .entry(last.clone())
            .or_default()
            .insert(full.clone());
        match self.ambiguous.get(&last) {
            Some(short) if short.as_deref() != Some(full.as_str()) => full,
            _ => last,
        }
    }

    /// Generic arguments: `<'a, T, N, Item = U>`, `(A, B) -> C`, or nothing.
    pub(crate) fn args(&self, args: &Value) -> String {
        match tag(args) {
            Some(("angle_bracketed", v)) => {
                let mut parts: Vec<String> = list(v, "args").iter().map(|a| self.arg(a)).collect();
                parts.extend(list(v, "constraints").iter().map(|c| self.constraint(c)));
                if parts.is_empty() {
                    String::new()
                } else {
                    format!("<{}>", parts.join(", "))
                }
            }
            Some(("parenthesized", v)) => {
                let inputs: Vec<String> = list(v, "inputs").iter().map(|t| self.ty(t)).collect();
                format!("({}){}", inputs.join(", "), self.output(v.get("output")))
            }
            Some(("return_type_notation", _)) => "(..)".to_string(),
            Some((other, _)) => format!("{{{other}}}"),
            None => String::new(),
        }
    }

    fn arg(&self, arg: &Value) -> String {
        match tag(arg) {
            Some(("lifetime", v)) => v.as_str().unwrap_or("'_").to_string(),
            Some(("type", v)) => self.ty(v),
            Some(("const", v)) => constant(v),
            Some(("infer", _)) => "_".to_string(),
            Some((other, _)) => format!("{{{other}}}"),
            None => "{?}".to_string(),
        }
    }

    /// `Item = T` or `Item: Bound` in generic arguments.
    fn constraint(&self, c: &Value) -> String {
        let name = format!(
            "{}{}",
            text(c, "name"),
            self.args(c.get("args").unwrap_or(&Value::Null))
        );
        match tag(c.get("binding").unwrap_or(&Value::Null)) {
            Some(("equality", term)) => format!("{name} = {}", self.term(term)),
            Some(("constraint", bounds)) => {
                format!(
                    "{name}: {}",
                    self.bounds(bounds.as_array().map_or(&[], Vec::as_slice))
                )
            }
            _ => name,
        }
    }

    fn term(&self, term: &Value) -> String {
        match tag(term) {
            Some(("type", t)) => self.ty(t),
            Some(("constant", c)) => constant(c),
            Some((other, _)) => format!("{{{other}}}"),
            None => "{?}".to_string(),
        }
    }

    /// ` -> T`, or nothing for `()` left out.
    fn output(&self, output: Option<&Value>) -> String {
        match output {
            Some(t) if !t.is_null() => format!(" -> {}", self.ty(t)),
            _ => String::new(),
        }
    }

    /// A type.
    pub(crate) fn ty(&self, ty: &Value) -> String {
        let Some((kind, v)) = tag(ty) else {
            return "{?}".to_string();
        };
        match kind {
            "resolved_path" => self.path(v),
            "generic" | "primitive" => v.as_str().unwrap_or("{?}").to_string(),
            "tuple" => {
                let items: Vec<String> = v
                    .as_array()
                    .map_or(&[][..], Vec::as_slice)
                    .iter()
                    .map(|t| self.ty(t))
                    .collect();
                match items.as_slice() {
                    [one] => format!("({one},)"),
                    _ => format!("({})", items.join(", ")),
                }
            }
            "slice" => format!("[{}]", self.ty(v)),
            "array" => format!(
                "[{}; {}]",
                self.ty(v.get("type").unwrap_or(&Value::Null)),
                text(v, "len")
            ),
            "pat" => self.ty(v.get("type").unwrap_or(&Value::Null)),
            "infer" => "_".to_string(),
            "raw_pointer" => {
                let mutability = if v.get("is_mutable").and_then(Value::as_bool) == Some(true) {
                    "mut"
                } else {
                    "const"
                };
                format!(
                    "*{mutability} {}",
                    self.pointee(v.get("type").unwrap_or(&Value::Null))
                )
            }
            "borrowed_ref" => {
                let mut out = String::from("&");
                if let Some(lifetime) = v.get("lifetime").and_then(Value::as_str) {
                    out.push_str(lifetime);
                    out.push(' ');
                }
                if v.get("is_mutable").and_then(Value::as_bool) == Some(true) {
                    out.push_str("mut ");
                }
                out.push_str(&self.pointee(v.get("type").unwrap_or(&Value::Null)));
                out
            }
            "dyn_trait" => self.dyn_trait(v),
            "impl_trait" => format!(
                "impl {}",
                self.bounds(v.as_array().map_or(&[], Vec::as_slice))
            ),
            "function_pointer" => self.fn_pointer(v),
            "qualified_path" => self.qualified_path(v),
            other => format!("{{{other}}}"),
        }
    }

    /// The type behind `&` or `*`: `dyn A + B` and `impl A + B` in
    /// parentheses.
    fn pointee(&self, ty: &Value) -> String {
        let out = self.ty(ty);
        let compound =
            matches!(tag(ty), Some(("dyn_trait" | "impl_trait", _))) && out.contains(" + ");
        if compound { format!("({out})") } else { out }
    }

    fn dyn_trait(&self, v: &Value) -> String {
        let mut parts: Vec<String> = list(v, "traits")
            .iter()
            .map(|poly| {
                format!(
                    "{}{}",
                    self.hrtb(list(poly, "generic_params")),
                    self.path(poly.get("trait").unwrap_or(&Value::Null))
                )
            })
            .collect();
        if let Some(lifetime) = v.get("lifetime").and_then(Value::as_str) {
            parts.push(lifetime.to_string());
        }
        format!("dyn {}", parts.join(" + "))
    }

    fn fn_pointer(&self, v: &Value) -> String {
        let sig = v.get("sig").unwrap_or(&Value::Null);
        let mut inputs: Vec<String> = list(sig, "inputs")
            .iter()
            .map(|input| self.ty(input.get(1).unwrap_or(&Value::Null)))
            .collect();
        if sig.get("is_c_variadic").and_then(Value::as_bool) == Some(true) {
            inputs.push("...".to_string());
        }
        format!(
            "{}{}fn({}){}",
            self.hrtb(list(v, "generic_params")),
            header(v.get("header").unwrap_or(&Value::Null)),
            inputs.join(", "),
            self.output(sig.get("output"))
        )
    }

    /// `<P as Position>::Move`; `Self::Move` in the trait that declares it;
    /// `T::Name` for an inherent associated type.
    fn qualified_path(&self, v: &Value) -> String {
        let name = format!(
            "{}{}",
            text(v, "name"),
            self.args(v.get("args").unwrap_or(&Value::Null))
        );
        let self_type = v.get("self_type").unwrap_or(&Value::Null);
        let self_text = self.ty(self_type);
        let trait_path = v.get("trait").unwrap_or(&Value::Null);
        if trait_path.is_null() {
            return format!("{self_text}::{name}");
        }
        let in_own_trait = self_text == "Self"
            && match (
                &*self.in_trait.borrow(),
                trait_path.get("id").and_then(id_key),
            ) {
                (Some(current), Some(id)) => *current == id,
                _ => false,
            };
        if in_own_trait {
            format!("Self::{name}")
        } else {
            format!("<{self_text} as {}>::{name}", self.path(trait_path))
        }
    }

    /// `for<'a> ` before a bound, or nothing.
    fn hrtb(&self, params: &[Value]) -> String {
        let params: Vec<String> = params.iter().filter_map(|p| self.param(p)).collect();
        if params.is_empty() {
            String::new()
        } else {
            format!("for<{}> ", params.join(", "))
        }
    }

    /// Bounds joined by ` + `.
    pub(crate) fn bounds(&self, bounds: &[Value]) -> String {
        bounds
            .iter()
            .map(|b| self.bound(b))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    fn bound(&self, bound: &Value) -> String {
        match tag(bound) {
            Some(("trait_bound", v)) => {
                let modifier = match text(v, "modifier") {
                    "maybe" => "?",
                    "maybe_const" => "[const] ",
                    _ => "",
                };
                format!(
                    "{}{modifier}{}",
                    self.hrtb(list(v, "generic_params")),
                    self.path(v.get("trait").unwrap_or(&Value::Null))
                )
            }
            Some(("outlives", v)) => v.as_str().unwrap_or("'_").to_string(),
            Some(("use", v)) => {
                let captured: Vec<String> = v
                    .as_array()
                    .map_or(&[][..], Vec::as_slice)
                    .iter()
                    .map(|c| match tag(c) {
                        Some(("lifetime" | "param", name)) => {
                            name.as_str().unwrap_or("{?}").to_string()
                        }
                        Some((name, Value::Null)) => name.to_string(),
                        _ => "{?}".to_string(),
                    })
                    .collect();
                format!("use<{}>", captured.join(", "))
            }
            Some((other, _)) => format!("{{{other}}}"),
            None => "{?}".to_string(),
        }
    }

    /// One generic parameter as declared: `'a: 'b`, `T: Bound = Default`,
    /// `const N: usize`; `None` for the parameter the compiler makes of an
    /// `impl Trait` argument.
    fn param(&self, param: &Value) -> Option<String> {
        let name = text(param, "name");
        match tag(param.get("kind").unwrap_or(&Value::Null)) {
            Some(("lifetime", v)) => {
                let outlives: Vec<&str> = list(v, "outlives")
                    .iter()
                    .filter_map(Value::as_str)
                    .collect();
                Some(if outlives.is_empty() {
                    name.to_string()
                } else {
                    format!("{name}: {}", outlives.join(" + "))
                })
            }
            Some(("type", v)) => {
                if v.get("is_synthetic").and_then(Value::as_bool) == Some(true) {
                    return None;
                }
                let mut out = name.to_string();
                let bounds = list(v, "bounds");
                if !bounds.is_empty() {
                    out = format!("{out}: {}", self.bounds(bounds));
                }
                if let Some(default) = v.get("default").filter(|d| !d.is_null()) {
                    out = format!("{out} = {}", self.ty(default));
                }
                Some(out)
            }
            Some(("const", v)) => {
                let mut out = format!(
                    "const {name}: {}",
                    self.ty(v.get("type").unwrap_or(&Value::Null))
                );
                if let Some(default) = v.get("default").and_then(Value::as_str) {
                    out = format!("{out} = {default}");
                }
                Some(out)
            }
            _ => Some(format!("{name}: {{?}}")),
        }
    }

    /// `<'a, T: Bound>`, or nothing.
    pub(crate) fn generics(&self, generics: &Value) -> String {
        let params: Vec<String> = list(generics, "params")
            .iter()
            .filter_map(|p| self.param(p))
            .collect();
        if params.is_empty() {
            String::new()
        } else {
            format!("<{}>", params.join(", "))
        }
    }

    /// The where predicates, one string each.
    pub(crate) fn predicates(&self, generics: &Value) -> Vec<String> {
        list(generics, "where_predicates")
            .iter()
            .filter_map(|p| match tag(p) {
                Some(("bound_predicate", v)) => {
                    let bounds = list(v, "bounds");
                    let ty = self.ty(v.get("type").unwrap_or(&Value::Null));
                    Some(format!(
                        "{}{ty}: {}",
                        self.hrtb(list(v, "generic_params")),
                        self.bounds(bounds)
                    ))
                }
                Some(("lifetime_predicate", v)) => {
                    let outlives: Vec<&str> = list(v, "outlives")
                        .iter()
                        .filter_map(Value::as_str)
                        .collect();
                    Some(format!("{}: {}", text(v, "lifetime"), outlives.join(" + ")))
                }
                Some(("eq_predicate", v)) => Some(format!(
                    "{} = {}",
                    self.ty(v.get("lhs").unwrap_or(&Value::Null)),
                    self.term(v.get("rhs").unwrap_or(&Value::Null))
                )),
                Some((other, _)) => Some(format!("{{{other}}}")),
                None => None,
            })
            .collect()
    }

    /// The bounds an impl's parameters carry, as predicates (`P: Position`):
    /// what an inherent method's line adds to its own where clause.
    pub(crate) fn param_predicates(&self, generics: &Value) -> Vec<String> {
        let mut out = Vec::new();
        for param in list(generics, "params") {
            let name = text(param, "name");
            match tag(param.get("kind").unwrap_or(&Value::Null)) {
                Some(("lifetime", v)) => {
                    let outlives: Vec<&str> = list(v, "outlives")
                        .iter()
                        .filter_map(Value::as_str)
                        .collect();
                    if !outlives.is_empty() {
                        out.push(format!("{name}: {}", outlives.join(" + ")));
                    }
                }
                Some(("type", v)) => {
                    let bounds = list(v, "bounds");
                    if !bounds.is_empty() {
                        out.push(format!("{name}: {}", self.bounds(bounds)));
                    }
                }
                _ => {}
            }
        }
        out.extend(self.predicates(generics));
        out
    }

    /// A function's generics, parameters, return type and where clause
    /// (`<P: Position>(position: &P, depth: u32) -> u64`), the predicates
    /// `extra` (those of an enclosing impl) first in the where clause.
    pub(crate) fn signature(&self, function: &Value, extra: &[String]) -> String {
        let sig = function.get("sig").unwrap_or(&Value::Null);
        let generics = function.get("generics").unwrap_or(&Value::Null);
        let mut inputs: Vec<String> = list(sig, "inputs")
            .iter()
            .map(|input| {
                let name = input.get(0).and_then(Value::as_str).unwrap_or("_");
                self.input(name, input.get(1).unwrap_or(&Value::Null))
            })
            .collect();
        if sig.get("is_c_variadic").and_then(Value::as_bool) == Some(true) {
            inputs.push("...".to_string());
        }
        let mut predicates = extra.to_vec();
        predicates.extend(self.predicates(generics));
        format!(
            "{}({}){}{}",
            self.generics(generics),
            inputs.join(", "),
            self.output(sig.get("output")),
            where_clause(&predicates)
        )
    }

    /// A parameter: `self`, `&mut self`, `self: Box<Self>`, `name: Type`.
    fn input(&self, name: &str, ty: &Value) -> String {
        if name == "self" {
            match tag(ty) {
                Some(("generic", Value::String(s))) if s == "Self" => return "self".to_string(),
                Some(("borrowed_ref", v)) if matches!(tag(v.get("type").unwrap_or(&Value::Null)), Some(("generic", Value::String(s))) if s == "Self") =>
                {
                    let mut out = String::from("&");
                    if let Some(lifetime) = v.get("lifetime").and_then(Value::as_str) {
                        out.push_str(lifetime);
                        out.push(' ');
                    }
                    if v.get("is_mutable").and_then(Value::as_bool) == Some(true) {
                        out.push_str("mut ");
                    }
                    out.push_str("self");
                    return out;
                }
                _ => {}
            }
        }
        format!("{name}: {}", self.ty(ty))
    }
}

/// Of the items that one last segment names, the one written by that
/// segment alone: the prelude's (`Result` rather than `io::Result`), else
/// the crate's own; `None` (all in full) when neither is one item.
pub(crate) fn preferred(full: &BTreeSet<String>, krate: &str) -> Option<String> {
    const PRELUDE: [&str; 5] = [
        "core::option::Option",
        "core::result::Result",
        "alloc::vec::Vec",
        "alloc::string::String",
        "alloc::boxed::Box",
    ];
    let prelude: Vec<&String> = full
        .iter()
        .filter(|p| PRELUDE.contains(&p.as_str()))
        .collect();
    let own_prefix = format!("{krate}::");
    let own: Vec<&String> = full.iter().filter(|p| p.starts_with(&own_prefix)).collect();
    match (prelude.as_slice(), own.as_slice()) {
        ([one], _) | ([], [one]) => Some((*one).clone()),
        _ => None,
    }
}

/// ` where A: B, C: D`, or nothing.
pub(crate) fn where_clause(predicates: &[String]) -> String {
    if predicates.is_empty() {
        String::new()
    } else {
        format!(" where {}", predicates.join(", "))
    }
}

/// A function's qualifiers before `fn`: `const unsafe async extern "C" `.
pub(crate) fn header(header: &Value) -> String {
    let mut out = String::new();
    for (flag, word) in [
        ("is_const", "const "),
        ("is_async", "async "),
        ("is_unsafe", "unsafe "),
    ] {
        if header.get(flag).and_then(Value::as_bool) == Some(true) {
            out.push_str(word);
        }
    }
    match tag(header.get("abi").unwrap_or(&Value::Null)) {
        None | Some(("Rust", _)) => {}
        Some(("Other", v)) => out.push_str(&format!("extern {} ", v.as_str().unwrap_or("\"?\""))),
        Some((abi, v)) => {
            let name = if abi == "C" {
                abi.to_string()
            } else {
                abi.to_lowercase()
            };
            let unwind = if v.get("unwind").and_then(Value::as_bool) == Some(true) {
                "-unwind"
            } else {
                ""
            };
            out.push_str(&format!("extern \"{name}{unwind}\" "));
        }
    }
    out
}

/// A constant expression as written (`16`, `N`, `{ _ }`).
fn constant(c: &Value) -> String {
    match c {
        Value::String(s) => s.clone(),
        _ => text(c, "expr").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use serde_json::{Value, json};

    use super::{PublicPaths, Renderer, preferred};

    fn path(name: &str, id: u32) -> Value {
        json!({"path": name, "id": id, "args": null})
    }

    fn trait_bound(name: &str, id: u32) -> Value {
        json!({"trait_bound": {"trait": path(name, id), "generic_params": [], "modifier": "none"}})
    }

    fn krate() -> Value {
        json!({"paths": {
            "1": {"crate_id": 0, "path": ["tiny", "Position"], "kind": "trait"},
            "2": {"crate_id": 1, "path": ["std", "io", "Write"], "kind": "trait"},
            "3": {"crate_id": 1, "path": ["core", "marker", "Send"], "kind": "trait"},
            "4": {"crate_id": 0, "path": ["tiny", "Board"], "kind": "struct"},
        }})
    }

    #[test]
    fn references_to_compound_trait_objects_take_parentheses() {
        let krate = krate();
        let none = PublicPaths::new();
        let r = Renderer::new(&krate, BTreeMap::new(), &none);
        let dyn_write = json!({"dyn_trait": {"traits": [
            {"trait": path("io::Write", 2), "generic_params": []},
            {"trait": path("Send", 3), "generic_params": []}], "lifetime": null}});
        let reference =
            json!({"borrowed_ref": {"lifetime": "'a", "is_mutable": true, "type": dyn_write}});
        assert_eq!(r.ty(&reference), "&'a mut (dyn Write + Send)");
        let raw = json!({"raw_pointer": {"is_mutable": false, "type": {"primitive": "u8"}}});
        assert_eq!(r.ty(&raw), "*const u8");
    }

    #[test]
    fn qualified_paths_say_self_only_in_their_own_trait() {
        let krate = krate();
        let none = PublicPaths::new();
        let r = Renderer::new(&krate, BTreeMap::new(), &none);
        let of = |self_type: &str| {
            json!({"qualified_path": {"name": "Move", "args": null,
                "self_type": {"generic": self_type}, "trait": {"path": "", "id": 1, "args": null}}})
        };
        assert_eq!(r.ty(&of("P")), "<P as Position>::Move");
        assert_eq!(r.ty(&of("Self")), "<Self as Position>::Move");
        r.set_trait(Some("1".to_string()));
        assert_eq!(r.ty(&of("Self")), "Self::Move");
        assert_eq!(r.ty(&of("P")), "<P as Position>::Move");
        let inherent = json!({"qualified_path": {"name": "Output", "args": null, "self_type": {"generic": "T"}, "trait": null}});
        assert_eq!(r.ty(&inherent), "T::Output");
    }

    #[test]
    fn signatures_with_self_generics_and_where_clauses() {
        let krate = krate();
        let none = PublicPaths::new();
        let r = Renderer::new(&krate, BTreeMap::new(), &none);
        let function = json!({
            "sig": {"inputs": [
                ["self", {"borrowed_ref": {"lifetime": null, "is_mutable": true, "type": {"generic": "Self"}}}],
                ["board", {"resolved_path": {"path": "crate::Board", "id": 4, "args": {"angle_bracketed": {
                    "args": [{"lifetime": "'a"}, {"const": {"expr": "N", "value": null, "is_literal": false}}], "constraints": []}}}}],
                ["visit", {"impl_trait": [{"trait_bound": {"trait": {"path": "FnMut", "id": 9, "args": {"parenthesized": {"inputs": [{"generic": "T"}], "output": null}}}, "generic_params": [], "modifier": "none"}}]}],
                ["f", {"function_pointer": {"sig": {"inputs": [["_", {"borrowed_ref": {"lifetime": "'b", "is_mutable": false, "type": {"primitive": "str"}}}]], "output": {"tuple": []}, "is_c_variadic": false},
                    "generic_params": [{"name": "'b", "kind": {"lifetime": {"outlives": []}}}],
                    "header": {"is_const": false, "is_unsafe": false, "is_async": false, "abi": "Rust"}}}]
            ], "output": {"tuple": [{"generic": "T"}, {"primitive": "bool"}]}, "is_c_variadic": false},
            "generics": {"params": [
                {"name": "'a", "kind": {"lifetime": {"outlives": []}}},
                {"name": "T", "kind": {"type": {"bounds": [trait_bound("Send", 3)], "default": null, "is_synthetic": false}}},
                {"name": "impl FnMut(T)", "kind": {"type": {"bounds": [], "default": null, "is_synthetic": true}}},
                {"name": "N", "kind": {"const": {"type": {"primitive": "usize"}, "default": "4"}}}
            ], "where_predicates": [{"bound_predicate": {"type": {"generic": "T"}, "bounds": [trait_bound("Position", 1)], "generic_params": []}}]}
        });
        assert_eq!(
            r.signature(&function, &["P: Position".to_string()]),
            "<'a, T: Send, const N: usize = 4>(&mut self, board: Board<'a, N>, visit: impl FnMut(T), \
             f: for<'b> fn(&'b str) -> ()) -> (T, bool) where P: Position, T: Position"
        );
    }

    #[test]
    fn an_ambiguous_name_keeps_the_short_form_for_the_prelude_or_the_crate() {
        let set = |paths: &[&str]| paths.iter().map(|p| p.to_string()).collect::<BTreeSet<_>>();
        assert_eq!(
            preferred(
                &set(&["core::result::Result", "std::io::error::Result"]),
                "tiny"
            ),
            Some("core::result::Result".to_string())
        );
        assert_eq!(
            preferred(&set(&["tiny::Error", "core::fmt::Error"]), "tiny"),
            Some("tiny::Error".to_string())
        );
        assert_eq!(
            preferred(&set(&["tiny::a::Error", "tiny::b::Error"]), "tiny"),
            None
        );
        // Ambiguous names are then written in full, the preferred one aside.
        let krate = krate();
        let none = PublicPaths::new();
        let ambiguous = BTreeMap::from([("Write".to_string(), None)]);
        let r = Renderer::new(&krate, ambiguous, &none);
        assert_eq!(
            r.ty(&json!({"resolved_path": path("io::Write", 2)})),
            "std::io::Write"
        );
        assert_eq!(r.ty(&json!({"resolved_path": path("Board", 4)})), "Board");
    }
}
