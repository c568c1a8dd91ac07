//! The public API of one crate, from its rustdoc JSON: every item at every
//! public path it is reached by, one line each, sorted by path.
//!
//! The walk starts at the crate's root module and follows what users can
//! name: public items of public modules, `pub use` re-exports (an item of
//! this crate shows at the re-export's path, an item of another crate as a
//! `pub use` line, a glob as a `pub use ...::*` line and the items it
//! brings), the fields and variants of public types, trait items, inherent
//! methods and the traits each type implements. Impls that rustdoc makes
//! up (auto traits such as `Send`, blanket impls such as `From<T> for T`)
//! are left out.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use crate::render::{PublicPaths, Renderer, header, id_key, list, tag, text, where_clause};

/// The first line of every snapshot file: what `bless` may rewrite or
/// delete in `api/`.
pub(crate) const HEADER: &str = "# The public API of ";

/// The heading of the last section of a snapshot: items that one crate
/// makes public at two paths.
pub(crate) const TWO_PATHS: &str = "# reachable by two paths:";

/// Sorts after every identifier: an impl's lines follow its type's items.
const IMPLS: &str = "~impl";

/// One crate's snapshot.
#[derive(Debug)]
pub(crate) struct Snapshot {
    /// The file's text.
    pub(crate) text: String,
    /// How many items are reachable by two (or more) paths.
    pub(crate) two_paths: usize,
}

/// The index, the root's id and the crate's name.
fn parts(krate: &Value) -> Result<(&Map<String, Value>, String, &str), String> {
    let index = krate
        .get("index")
        .and_then(Value::as_object)
        .ok_or("the JSON has no `index`")?;
    let root = krate
        .get("root")
        .and_then(id_key)
        .ok_or("the JSON has no `root`")?;
    let name = index
        .get(&root)
        .and_then(|r| r.get("name"))
        .and_then(Value::as_str)
        .ok_or("the root module has no name")?;
    Ok((index, root, name))
}

/// The public paths of the items of `krate` (see [`PublicPaths`]).
pub(crate) fn public_paths(krate: &Value) -> Result<PublicPaths, String> {
    let (index, root, _) = parts(krate)?;
    let none = PublicPaths::new();
    let renderer = Renderer::new(krate, BTreeMap::new(), &none);
    let mut walk = Walk::new(&renderer, index);
    walk.run(&root)?;
    let mut out = PublicPaths::new();
    for (id, paths) in &walk.reached {
        let shortest = paths
            .iter()
            .min_by_key(|p| (p.matches("::").count(), p.as_str()));
        if let (Some(definition), Some(public)) =
            (renderer.full_path(&Value::String(id.clone())), shortest)
        {
            out.insert(definition, public.clone());
        }
    }
    Ok(out)
}

/// The snapshot of the crate `package`, from its rustdoc JSON `krate`;
/// `foreign` says where the other crates' items that it re-exports are
/// public.
pub(crate) fn snapshot(
    package: &str,
    krate: &Value,
    foreign: &PublicPaths,
) -> Result<Snapshot, String> {
    let (index, root, name) = parts(krate)?;
    // First pass: which last segments name two items; second: the text.
    let first = Renderer::new(krate, BTreeMap::new(), foreign);
    Walk::new(&first, index).run(&root)?;
    let renderer = Renderer::new(krate, first.ambiguous(name), foreign);
    let mut walk = Walk::new(&renderer, index);
    walk.run(&root)?;

    walk.lines.sort();
    walk.lines.dedup();
    let mut out = format!("{HEADER}{package}: tools/api/snapshot.sh bless writes this file.\n");
    for (_, line) in &walk.lines {
        out.push_str(line);
        out.push('\n');
    }
    let mut twice: Vec<String> = walk
        .reached
        .values()
        .filter(|paths| paths.len() > 1)
        .map(|paths| {
            let mut paths: Vec<&String> = paths.iter().collect();
            paths.sort_by_key(|p| (p.matches("::").count(), p.as_str()));
            paths
                .iter()
                .map(|p| p.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    twice.sort();
    out.push_str(&format!("\n{TWO_PATHS} {}\n", twice.len()));
    for line in &twice {
        out.push_str(line);
        out.push('\n');
    }
    Ok(Snapshot {
        text: out,
        two_paths: twice.len(),
    })
}

/// A line's sort key: its path as segments (an impl's lines under its
/// type, after [`IMPLS`]), then its text.
type Line = (Vec<String>, String);

struct Walk<'r, 'a> {
    r: &'r Renderer<'a>,
    index: &'a Map<String, Value>,
    lines: Vec<Line>,
    /// Each item reached by a public path (not members such as methods),
    /// with those paths.
    reached: BTreeMap<String, BTreeSet<String>>,
    /// The modules being walked: a module re-exported inside itself is
    /// not walked again.
    modules: Vec<String>,
}

impl<'r, 'a> Walk<'r, 'a> {
    fn new(r: &'r Renderer<'a>, index: &'a Map<String, Value>) -> Self {
        Walk {
            r,
            index,
            lines: Vec::new(),
            reached: BTreeMap::new(),
            modules: Vec::new(),
        }
    }

    fn run(&mut self, root: &str) -> Result<(), String> {
        let item = self
            .item(root)
            .ok_or("the root module is not in the index")?;
        let name = item
            .get("name")
            .and_then(Value::as_str)
            .ok_or("the root module has no name")?;
        self.named(root, item, &[name.to_string()]);
        Ok(())
    }

    fn item(&self, id: &str) -> Option<&'a Value> {
        self.index.get(id)
    }

    /// An item of this crate in the index (not one of another crate that
    /// the index holds because a signature names it).
    fn local(&self, id: &Value) -> Option<(String, &'a Value)> {
        let key = id_key(id)?;
        let item = self.item(&key)?;
        (item.get("crate_id").and_then(Value::as_u64) == Some(0)).then_some((key, item))
    }

    fn push(&mut self, key: Vec<String>, line: String) {
        self.lines.push((key, line));
    }

    /// An item reached at `path`.
    fn named(&mut self, id: &str, item: &'a Value, path: &[String]) {
        let Some((kind, inner)) = tag(item.get("inner").unwrap_or(&Value::Null)) else {
            return;
        };
        let p = path.join("::");
        if !matches!(kind, "use" | "impl" | "primitive" | "keyword") {
            self.reached
                .entry(id.to_string())
                .or_default()
                .insert(p.clone());
        }
        let marks = item_marks(item);
        let r = self.r;
        match kind {
            "module" => self.module(id, inner, path),
            "struct" | "union" | "enum" => self.adt(id, item, kind, inner, path),
            "trait" => self.trait_(id, inner, path, &marks),
            "function" => {
                let head = header(inner.get("header").unwrap_or(&Value::Null));
                self.push(
                    path.to_vec(),
                    format!("{marks}pub {head}fn {p}{}", r.signature(inner, &[])),
                );
            }
            "type_alias" => {
                let generics = inner.get("generics").unwrap_or(&Value::Null);
                self.push(
                    path.to_vec(),
                    format!(
                        "{marks}pub type {p}{} = {}{}",
                        r.generics(generics),
                        r.ty(inner.get("type").unwrap_or(&Value::Null)),
                        where_clause(&r.predicates(generics))
                    ),
                );
            }
            "constant" => {
                let expr = text(inner.get("const").unwrap_or(&Value::Null), "expr");
                self.push(
                    path.to_vec(),
                    format!(
                        "{marks}pub const {p}: {} = {expr}",
                        r.ty(inner.get("type").unwrap_or(&Value::Null))
                    ),
                );
            }
            "static" => {
                let mutability = if inner.get("is_mutable").and_then(Value::as_bool) == Some(true) {
                    "mut "
                } else {
                    ""
                };
                self.push(
                    path.to_vec(),
                    format!(
                        "{marks}pub static {mutability}{p}: {}",
                        r.ty(inner.get("type").unwrap_or(&Value::Null))
                    ),
                );
            }
            "macro" => {
                // `macro_rules! name { (arms) => { ... }; }` on one line,
                // the name replaced by the path.
                let rules = inner
                    .as_str()
                    .unwrap_or("")
                    .split_whitespace()
                    .collect::<Vec<_>>();
                let arms = rules.iter().skip(2).copied().collect::<Vec<_>>().join(" ");
                self.push(path.to_vec(), format!("{marks}pub macro {p}! {arms}"));
            }
            "proc_macro" => {
                let helpers: Vec<&str> = list(inner, "helpers")
                    .iter()
                    .filter_map(Value::as_str)
                    .collect();
                let line = match text(inner, "kind") {
                    "attr" => format!("pub attribute macro #[{p}]"),
                    "derive" if helpers.is_empty() => format!("pub derive macro {p}"),
                    "derive" => format!("pub derive macro {p} (helpers {})", helpers.join(", ")),
                    _ => format!("pub macro {p}!"),
                };
                self.push(path.to_vec(), format!("{marks}{line}"));
            }
            "extern_crate" => {
                self.push(
                    path.to_vec(),
                    format!("pub extern crate {p} = {}", text(inner, "name")),
                );
            }
            "trait_alias" => {
                let generics = inner.get("generics").unwrap_or(&Value::Null);
                self.push(
                    path.to_vec(),
                    format!(
                        "{marks}pub trait {p}{} = {}{}",
                        r.generics(generics),
                        r.bounds(list(inner, "params")),
                        where_clause(&r.predicates(generics))
                    ),
                );
            }
            "variant" => {
                let line = self.variant(item, inner, &p);
                self.push(path.to_vec(), line);
            }
            "primitive" | "keyword" | "impl" | "use" => {}
            other => self.push(path.to_vec(), format!("pub {{{other}}} {p}")),
        }
    }

    fn module(&mut self, id: &str, inner: &'a Value, path: &[String]) {
        self.push(path.to_vec(), format!("pub mod {}", path.join("::")));
        self.module_items(id, inner, path);
    }

    /// The public items of the module `id` at `path` (its own path, or
    /// that of a module that glob-imports it).
    fn module_items(&mut self, id: &str, inner: &'a Value, path: &[String]) {
        if self.modules.iter().any(|m| m == id) {
            return;
        }
        self.modules.push(id.to_string());
        for child in list(inner, "items") {
            let Some(key) = id_key(child) else { continue };
            let Some(item) = self.item(&key) else {
                continue;
            };
            if item.get("visibility").and_then(Value::as_str) != Some("public") {
                continue;
            }
            match tag(item.get("inner").unwrap_or(&Value::Null)) {
                Some(("use", u)) => self.reexport(u, path),
                Some(("impl", _)) => {}
                _ => {
                    let Some(name) = item.get("name").and_then(Value::as_str) else {
                        continue;
                    };
                    let mut child_path = path.to_vec();
                    child_path.push(name.to_string());
                    self.named(&key, item, &child_path);
                }
            }
        }
        self.modules.pop();
    }

    /// A `pub use` in the module at `path`.
    fn reexport(&mut self, u: &'a Value, path: &[String]) {
        let source = text(u, "source");
        let target = u.get("id").unwrap_or(&Value::Null);
        let p = path.join("::");
        if u.get("is_glob").and_then(Value::as_bool) == Some(true) {
            let mut key = path.to_vec();
            key.push("*".to_string());
            let target_path = self
                .r
                .reexported(target)
                .unwrap_or_else(|| source.to_string());
            self.push(key, format!("pub use {p}::* = {target_path}::*"));
            let Some((target_key, item)) = self.local(target) else {
                return;
            };
            match tag(item.get("inner").unwrap_or(&Value::Null)) {
                Some(("module", inner)) => self.module_items(&target_key, inner, path),
                Some(("enum", inner)) => {
                    for variant in list(inner, "variants") {
                        let Some((key, item)) = self.local(variant) else {
                            continue;
                        };
                        let Some(name) = item.get("name").and_then(Value::as_str) else {
                            continue;
                        };
                        let mut child_path = path.to_vec();
                        child_path.push(name.to_string());
                        self.named(&key, item, &child_path);
                    }
                }
                _ => {}
            }
            return;
        }
        let name = text(u, "name");
        let mut child_path = path.to_vec();
        child_path.push(name.to_string());
        match self.local(target) {
            Some((key, item)) => self.named(&key, item, &child_path),
            None => {
                // Another crate's item (or a crate): where that crate makes
                // it public, or else where it is defined.
                let target = self
                    .r
                    .reexported(target)
                    .unwrap_or_else(|| source.to_string());
                let line = format!("pub use {p}::{name} = {target}");
                self.push(child_path, line);
            }
        }
    }

    /// A struct, union or enum: its line, its fields or variants, its
    /// inherent items and the traits it implements.
    fn adt(&mut self, id: &str, item: &'a Value, kind: &str, inner: &'a Value, path: &[String]) {
        let r = self.r;
        let p = path.join("::");
        let marks = item_marks(item);
        let generics = inner.get("generics").unwrap_or(&Value::Null);
        let head = format!("{marks}pub {kind} {p}{}", r.generics(generics));
        let where_ = where_clause(&r.predicates(generics));
        match kind {
            "enum" => {
                let stripped =
                    if inner.get("has_stripped_variants").and_then(Value::as_bool) == Some(true) {
                        " { .. }"
                    } else {
                        ""
                    };
                self.push(path.to_vec(), format!("{head}{where_}{stripped}"));
                for variant in list(inner, "variants") {
                    let Some((_, v)) = self.local(variant) else {
                        continue;
                    };
                    let Some(name) = v.get("name").and_then(Value::as_str) else {
                        continue;
                    };
                    let line = self.variant(
                        v,
                        v.get("inner")
                            .and_then(|i| i.get("variant"))
                            .unwrap_or(&Value::Null),
                        &format!("{p}::{name}"),
                    );
                    let mut key = path.to_vec();
                    key.push(name.to_string());
                    self.push(key, line);
                }
            }
            _ => {
                // A struct's shape (unit, tuple, named fields); a union's
                // fields are named.
                let shape = inner
                    .get("kind")
                    .map_or(("plain", inner), |k| tag(k).unwrap_or(("plain", inner)));
                match shape {
                    ("unit", _) => self.push(path.to_vec(), format!("{head}{where_};")),
                    ("tuple", fields) => {
                        let fields = self.tuple_fields(fields, "pub ");
                        self.push(path.to_vec(), format!("{head}({fields}){where_}"));
                    }
                    (_, fields) => {
                        let stripped = if fields.get("has_stripped_fields").and_then(Value::as_bool)
                            == Some(true)
                        {
                            " { .. }"
                        } else {
                            ""
                        };
                        self.push(path.to_vec(), format!("{head}{where_}{stripped}"));
                        for field in list(fields, "fields") {
                            let Some((_, f)) = self.local(field) else {
                                continue;
                            };
                            if f.get("visibility").and_then(Value::as_str) != Some("public") {
                                continue;
                            }
                            let name = f.get("name").and_then(Value::as_str).unwrap_or("_");
                            let ty = f
                                .get("inner")
                                .and_then(|i| i.get("struct_field"))
                                .unwrap_or(&Value::Null);
                            let mut key = path.to_vec();
                            key.push(name.to_string());
                            self.push(
                                key,
                                format!(
                                    "{}pub {kind} field {p}::{name}: {}",
                                    item_marks(f),
                                    r.ty(ty)
                                ),
                            );
                        }
                    }
                }
            }
        }
        self.impls(id, path, list(inner, "impls"));
    }

    /// The fields of a tuple struct or variant: `pub u8, _` (`_` for one
    /// that is private or hidden).
    fn tuple_fields(&self, fields: &Value, visibility: &str) -> String {
        fields
            .as_array()
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(|field| match self.local(field) {
                Some((_, f)) => {
                    let ty = f
                        .get("inner")
                        .and_then(|i| i.get("struct_field"))
                        .unwrap_or(&Value::Null);
                    format!("{visibility}{}", self.r.ty(ty))
                }
                None => "_".to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// An enum's variant at the path `p`: `Win(Player)`, `Error { at: usize }`, `A = 1`.
    fn variant(&self, item: &Value, inner: &Value, p: &str) -> String {
        let shape = match tag(inner.get("kind").unwrap_or(&Value::Null)) {
            Some(("tuple", fields)) => format!("({})", self.tuple_fields(fields, "")),
            Some(("struct", v)) => {
                let mut fields: Vec<String> = list(v, "fields")
                    .iter()
                    .filter_map(|field| self.local(field))
                    .map(|(_, f)| {
                        let ty = f
                            .get("inner")
                            .and_then(|i| i.get("struct_field"))
                            .unwrap_or(&Value::Null);
                        format!(
                            "{}: {}",
                            f.get("name").and_then(Value::as_str).unwrap_or("_"),
                            self.r.ty(ty)
                        )
                    })
                    .collect();
                if v.get("has_stripped_fields").and_then(Value::as_bool) == Some(true) {
                    fields.push("..".to_string());
                }
                if fields.is_empty() {
                    " {}".to_string()
                } else {
                    format!(" {{ {} }}", fields.join(", "))
                }
            }
            _ => String::new(),
        };
        let discriminant = inner
            .get("discriminant")
            .filter(|d| !d.is_null())
            .map(|d| format!(" = {}", text(d, "expr")))
            .unwrap_or_default();
        format!(
            "{}pub enum variant {p}{shape}{discriminant}",
            item_marks(item)
        )
    }

    fn trait_(&mut self, id: &str, inner: &'a Value, path: &[String], marks: &str) {
        let r = self.r;
        let p = path.join("::");
        let generics = inner.get("generics").unwrap_or(&Value::Null);
        let bounds = list(inner, "bounds");
        let supertraits = if bounds.is_empty() {
            String::new()
        } else {
            format!(": {}", r.bounds(bounds))
        };
        let unsafe_ = if inner.get("is_unsafe").and_then(Value::as_bool) == Some(true) {
            "unsafe "
        } else {
            ""
        };
        let auto = if inner.get("is_auto").and_then(Value::as_bool) == Some(true) {
            "auto "
        } else {
            ""
        };
        let dyn_compatible =
            if inner.get("is_dyn_compatible").and_then(Value::as_bool) == Some(true) {
                " (dyn-compatible)"
            } else {
                ""
            };
        self.push(
            path.to_vec(),
            format!(
                "{marks}pub {unsafe_}{auto}trait {p}{}{supertraits}{}{dyn_compatible}",
                r.generics(generics),
                where_clause(&r.predicates(generics))
            ),
        );
        r.set_trait(Some(id.to_string()));
        for member in list(inner, "items") {
            let Some((_, item)) = self.local(member) else {
                continue;
            };
            let Some(name) = item.get("name").and_then(Value::as_str) else {
                continue;
            };
            let mut key = path.to_vec();
            key.push(name.to_string());
            let member_marks = item_marks(item);
            let line = match tag(item.get("inner").unwrap_or(&Value::Null)) {
                Some(("function", f)) => {
                    let head = header(f.get("header").unwrap_or(&Value::Null));
                    let provided = if f.get("has_body").and_then(Value::as_bool) == Some(true) {
                        " (provided)"
                    } else {
                        ""
                    };
                    format!(
                        "{member_marks}pub trait {head}method {p}::{name}{}{provided}",
                        r.signature(f, &[])
                    )
                }
                Some(("assoc_const", c)) => {
                    let provided = if c.get("value").is_some_and(|v| !v.is_null()) {
                        " (provided)"
                    } else {
                        ""
                    };
                    format!(
                        "{member_marks}pub trait const {p}::{name}: {}{provided}",
                        r.ty(c.get("type").unwrap_or(&Value::Null))
                    )
                }
                Some(("assoc_type", t)) => {
                    let generics = t.get("generics").unwrap_or(&Value::Null);
                    let bounds = list(t, "bounds");
                    let bounds = if bounds.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", r.bounds(bounds))
                    };
                    let default = t
                        .get("type")
                        .filter(|d| !d.is_null())
                        .map(|d| format!(" = {}", r.ty(d)))
                        .unwrap_or_default();
                    format!(
                        "{member_marks}pub trait type {p}::{name}{}{bounds}{}{default}",
                        r.generics(generics),
                        where_clause(&r.predicates(generics))
                    )
                }
                Some((other, _)) => format!("pub trait {{{other}}} {p}::{name}"),
                None => continue,
            };
            self.push(key, line);
        }
        r.set_trait(None);
        // Impls of the trait for what is not a struct, enum or union of
        // this crate (those show under their type): primitives, other
        // crates' types, references, every `T` of a bound.
        for imp in list(inner, "implementations") {
            let Some((_, item)) = self.local(imp) else {
                continue;
            };
            let Some(("impl", im)) = tag(item.get("inner").unwrap_or(&Value::Null)) else {
                continue;
            };
            let for_ = im.get("for").unwrap_or(&Value::Null);
            let for_local_type = match tag(for_) {
                Some(("resolved_path", v)) => {
                    v.get("id")
                        .and_then(|i| self.local(i))
                        .is_some_and(|(_, t)| {
                            matches!(
                                tag(t.get("inner").unwrap_or(&Value::Null)),
                                Some(("struct" | "enum" | "union", _))
                            )
                        })
                }
                _ => false,
            };
            if for_local_type {
                continue;
            }
            self.trait_impl(im, path, id, &p, None);
        }
    }

    /// The impls of the type `id` at `path`: its inherent items, and a
    /// line for each trait it implements (with the associated types and
    /// constants the impl sets).
    fn impls(&mut self, id: &str, path: &[String], impls: &'a [Value]) {
        let r = self.r;
        let p = path.join("::");
        for imp in impls {
            let Some((_, item)) = self.local(imp) else {
                continue;
            };
            let Some(("impl", im)) = tag(item.get("inner").unwrap_or(&Value::Null)) else {
                continue;
            };
            if im.get("is_synthetic").and_then(Value::as_bool) == Some(true)
                || im.get("blanket_impl").is_some_and(|b| !b.is_null())
            {
                continue;
            }
            let trait_ = im.get("trait").unwrap_or(&Value::Null);
            if !trait_.is_null() {
                // `StructuralPartialEq` comes with `derive(PartialEq)`, which
                // shows; an impl whose `for` is another type (`impl
                // From<This> for Other`) shows under that type.
                let for_ = im.get("for").unwrap_or(&Value::Null);
                if text(trait_, "path").rsplit("::").next() != Some("StructuralPartialEq")
                    && mentions(for_, id)
                {
                    self.trait_impl(im, path, "", "", Some((id, &p)));
                }
                continue;
            }
            let generics = im.get("generics").unwrap_or(&Value::Null);
            let extra = r.param_predicates(generics);
            let self_path = r.ty_at(im.get("for").unwrap_or(&Value::Null), id, &p);
            for member in list(im, "items") {
                let Some((_, m)) = self.local(member) else {
                    continue;
                };
                if m.get("visibility").and_then(Value::as_str) != Some("public") {
                    continue;
                }
                let Some(name) = m.get("name").and_then(Value::as_str) else {
                    continue;
                };
                let mut key = path.to_vec();
                key.push(name.to_string());
                let member_marks = item_marks(m);
                let line = match tag(m.get("inner").unwrap_or(&Value::Null)) {
                    Some(("function", f)) => {
                        let head = header(f.get("header").unwrap_or(&Value::Null));
                        format!(
                            "{member_marks}pub {head}fn {self_path}::{name}{}",
                            r.signature(f, &extra)
                        )
                    }
                    Some(("assoc_const", c)) => format!(
                        "{member_marks}pub const {self_path}::{name}: {}{}",
                        r.ty(c.get("type").unwrap_or(&Value::Null)),
                        where_clause(&extra)
                    ),
                    Some(("assoc_type", t)) => format!(
                        "{member_marks}pub type {self_path}::{name} = {}{}",
                        r.ty(t.get("type").unwrap_or(&Value::Null)),
                        where_clause(&extra)
                    ),
                    Some((other, _)) => format!("pub {{{other}}} {self_path}::{name}"),
                    None => continue,
                };
                self.push(key, line);
            }
        }
    }

    /// `impl<T> Trait<A> for Type where ...` under `path`, then the
    /// associated types and constants it sets. The trait `trait_id` is
    /// written as `trait_path`, the type `for_public` (id, path) as its
    /// path.
    fn trait_impl(
        &mut self,
        im: &Value,
        path: &[String],
        trait_id: &str,
        trait_path: &str,
        for_public: Option<(&str, &str)>,
    ) {
        let r = self.r;
        let generics = im.get("generics").unwrap_or(&Value::Null);
        let trait_ = im.get("trait").unwrap_or(&Value::Null);
        let trait_text = if trait_id.is_empty() {
            r.path(trait_)
        } else {
            r.path_at(trait_, trait_id, trait_path)
        };
        let for_ = im.get("for").unwrap_or(&Value::Null);
        let for_text = match for_public {
            Some((id, p)) => r.ty_at(for_, id, p),
            None => r.ty(for_),
        };
        let unsafe_ = if im.get("is_unsafe").and_then(Value::as_bool) == Some(true) {
            "unsafe "
        } else {
            ""
        };
        let negative = if im.get("is_negative").and_then(Value::as_bool) == Some(true) {
            "!"
        } else {
            ""
        };
        let line = format!(
            "{unsafe_}impl{} {negative}{trait_text} for {for_text}{}",
            r.generics(generics),
            where_clause(&r.predicates(generics))
        );
        let mut key = path.to_vec();
        key.push(IMPLS.to_string());
        key.push(line.clone());
        self.push(key.clone(), line);
        for member in list(im, "items") {
            let Some((_, m)) = self.local(member) else {
                continue;
            };
            let Some(name) = m.get("name").and_then(Value::as_str) else {
                continue;
            };
            let line = match tag(m.get("inner").unwrap_or(&Value::Null)) {
                Some(("assoc_type", t)) => format!(
                    "type <{for_text} as {trait_text}>::{name}{} = {}",
                    r.generics(t.get("generics").unwrap_or(&Value::Null)),
                    r.ty(t.get("type").unwrap_or(&Value::Null))
                ),
                Some(("assoc_const", c)) => format!(
                    "const <{for_text} as {trait_text}>::{name}: {}",
                    r.ty(c.get("type").unwrap_or(&Value::Null))
                ),
                _ => continue,
            };
            let mut member_key = key.clone();
            member_key.push(name.to_string());
            self.push(member_key, line);
        }
    }
}

/// Whether the type `ty` names the item `id` (`Foo<T>`, `&Foo`).
fn mentions(ty: &Value, id: &str) -> bool {
    match ty {
        Value::Object(map) => {
            map.get("id").and_then(id_key).as_deref() == Some(id)
                || map.values().any(|v| mentions(v, id))
        }
        Value::Array(items) => items.iter().any(|v| mentions(v, id)),
        _ => false,
    }
}

/// `#[deprecated] #[non_exhaustive] ` before an item's line, or nothing.
fn item_marks(item: &Value) -> String {
    let mut out = String::new();
    if item.get("deprecation").is_some_and(|d| !d.is_null()) {
        out.push_str("#[deprecated] ");
    }
    let non_exhaustive = list(item, "attrs").iter().any(|a| match a {
        Value::String(s) => s == "non_exhaustive" || s.contains("#[non_exhaustive]"),
        Value::Object(map) => {
            map.contains_key("non_exhaustive")
                || map
                    .get("other")
                    .and_then(Value::as_str)
                    .is_some_and(|s| s.contains("#[non_exhaustive]"))
        }
        _ => false,
    });
    if non_exhaustive {
        out.push_str("#[non_exhaustive] ");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{public_paths, snapshot};
    use crate::render::PublicPaths;
    use serde_json::Value;

    fn fixture() -> Result<Value, String> {
        serde_json::from_str(include_str!("../tests/fixture.json")).map_err(|e| e.to_string())
    }

    /// The fixture's snapshot, `edit` applied to its JSON first.
    fn text_of(edit: impl FnOnce(&mut Value)) -> Result<String, String> {
        let mut krate = fixture()?;
        edit(&mut krate);
        Ok(snapshot("tiny", &krate, &PublicPaths::new())?.text)
    }

    const EXPECTED: &str = "\
# The public API of tiny: tools/api/snapshot.sh bless writes this file.
pub mod tiny
pub use tiny::* = inner::*
pub type tiny::Complex<'a, T: Iterator + ?Sized> = (&'a mut [T], [u8; 4], unsafe extern \"C\" fn(u8) -> bool, Box<dyn Fn(&str) -> usize + Send + 'a>, <T as Iterator>::Item, &(impl Iterator<Item = u8> + 'a), other::Result<()>, Result<(T,), u8>)
pub const tiny::DEPTH: u32 = 4
#[non_exhaustive] pub enum tiny::Player
pub enum variant tiny::Player::North(u8, _)
pub enum variant tiny::Player::South
pub trait tiny::Position: Clone + 'static
pub trait type tiny::Position::Move: Clone
pub trait method tiny::Position::play(self, m: &Self::Move) -> Result<Self, PlayError<Self>> (provided)
impl tiny::Position for u8
type <u8 as tiny::Position>::Move = bool
pub struct tiny::Square<P: Position> { .. }
pub const fn tiny::Square<P>::new(side: u32) -> Self where P: Position
pub struct field tiny::Square::side: u32
impl<P: Clone + Position> Clone for tiny::Square<P>
pub use tiny::Thing = other::thing::Thing
pub struct tiny::Unit;
#[deprecated] pub unsafe fn tiny::helper<'a>(s: &'a mut Self)
pub fn tiny::perft<P: Position>(position: &P, depth: u32) -> u64
pub mod tiny::shapes
pub struct tiny::shapes::Square<P: Position> { .. }
pub const fn tiny::shapes::Square<P>::new(side: u32) -> Self where P: Position
pub struct field tiny::shapes::Square::side: u32
impl<P: Clone + Position> Clone for tiny::shapes::Square<P>

# reachable by two paths: 1
tiny::Square, tiny::shapes::Square
";

    #[test]
    fn the_fixture_crate() -> Result<(), String> {
        let out = snapshot("tiny", &fixture()?, &PublicPaths::new())?;
        assert_eq!(out.text, EXPECTED, "\n{}", out.text);
        assert_eq!(out.two_paths, 1);
        Ok(())
    }

    /// The line of `text` that `EXPECTED` lacks, and the line of
    /// `EXPECTED` that `text` lacks.
    fn changed(text: &str) -> (Vec<&str>, Vec<&str>) {
        let added = text
            .lines()
            .filter(|l| !EXPECTED.lines().any(|e| e == *l))
            .collect();
        let removed = EXPECTED
            .lines()
            .filter(|e| !text.lines().any(|l| l == *e))
            .collect();
        (added, removed)
    }

    #[test]
    fn a_renamed_function_changes_its_line() -> Result<(), String> {
        let text = text_of(|k| k["index"]["3"]["name"] = "perft_all".into())?;
        assert_eq!(
            changed(&text),
            (
                vec!["pub fn tiny::perft_all<P: Position>(position: &P, depth: u32) -> u64"],
                vec!["pub fn tiny::perft<P: Position>(position: &P, depth: u32) -> u64"]
            )
        );
        Ok(())
    }

    #[test]
    fn a_changed_parameter_type_changes_the_signature() -> Result<(), String> {
        let text = text_of(|k| {
            k["index"]["3"]["inner"]["function"]["sig"]["inputs"][1][1] =
                serde_json::json!({"primitive": "u8"});
        })?;
        let (added, _) = changed(&text);
        assert_eq!(
            added,
            vec!["pub fn tiny::perft<P: Position>(position: &P, depth: u8) -> u64"]
        );
        Ok(())
    }

    #[test]
    fn a_removed_reexport_removes_the_path_and_the_second_path() -> Result<(), String> {
        let text = text_of(|k| {
            if let Some(items) = k["index"]["0"]["inner"]["module"]["items"].as_array_mut() {
                items.retain(|i| i != 2);
            }
        })?;
        let (added, removed) = changed(&text);
        assert_eq!(added, vec!["# reachable by two paths: 0"]);
        assert_eq!(
            removed,
            vec![
                "pub struct tiny::Square<P: Position> { .. }",
                "pub const fn tiny::Square<P>::new(side: u32) -> Self where P: Position",
                "pub struct field tiny::Square::side: u32",
                "impl<P: Clone + Position> Clone for tiny::Square<P>",
                "# reachable by two paths: 1",
                "tiny::Square, tiny::shapes::Square",
            ]
        );
        Ok(())
    }

    #[test]
    fn a_moved_item_changes_its_path() -> Result<(), String> {
        // `DEPTH` from the root into `shapes`.
        let text = text_of(|k| {
            if let Some(items) = k["index"]["0"]["inner"]["module"]["items"].as_array_mut() {
                items.retain(|i| i != 9);
            }
            if let Some(items) = k["index"]["1"]["inner"]["module"]["items"].as_array_mut() {
                items.push(9.into());
            }
        })?;
        assert_eq!(
            changed(&text),
            (
                vec!["pub const tiny::shapes::DEPTH: u32 = 4"],
                vec!["pub const tiny::DEPTH: u32 = 4"]
            )
        );
        Ok(())
    }

    #[test]
    fn a_trait_method_losing_its_default_changes_its_line() -> Result<(), String> {
        let text = text_of(|k| k["index"]["18"]["inner"]["function"]["has_body"] = false.into())?;
        let (added, _) = changed(&text);
        assert_eq!(
            added,
            vec![
                "pub trait method tiny::Position::play(self, m: &Self::Move) -> Result<Self, PlayError<Self>>"
            ]
        );
        Ok(())
    }

    #[test]
    fn public_paths_map_definitions_to_the_shortest_path() -> Result<(), String> {
        let paths = public_paths(&fixture()?)?;
        assert_eq!(
            paths.get("tiny::shapes::Square").map(String::as_str),
            Some("tiny::Square")
        );
        assert_eq!(
            paths.get("tiny::position::Position").map(String::as_str),
            Some("tiny::Position")
        );
        Ok(())
    }
}
