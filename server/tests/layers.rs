//! The server's layers, read from its source. Every module of `server/src`
//! belongs to one layer (ARCHITECTURE.md lists them); a file may import its
//! own layer and the layers below it, never one above. Below the HTTP edge
//! nothing names actix; routes never touch the MongoDB driver beyond its
//! value types nor build a document. A module the table does not place fails
//! the test, so a new one is placed on purpose. Each rule is tried on a
//! planted file first, so the test can fail.

use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The layers, highest first, with the modules each holds: a top-level
/// module of `server/src` (`routes`, `error`), or a file inside one
/// (`auth/extract`). The longest match places a module.
const LAYERS: [(&str, &[&str]); 8] = [
    ("entry", &["main", "lib", "startup", "bin", "demo"]),
    (
        "http",
        &[
            "routes",
            "error",
            "rate_limit",
            "request_log",
            "telemetry",
            "metrics",
            "seo",
            "auth/extract",
        ],
    ),
    ("jobs", &["jobs"]),
    ("services", &["services"]),
    ("responses", &["responses"]),
    ("adapters", &["catalog_view", "mail", "sms", "couriers", "auth"]),
    ("storage", &["repository", "payments", "pictures"]),
    (
        "foundation",
        &[
            "documents",
            "config",
            "failure",
            "texts",
            "ids",
            "escape",
            "digest",
            "refusal_log",
        ],
    ),
];

/// The layers whose modules may name actix: the edge and what starts it.
const HTTP_LAYERS: [&str; 2] = ["entry", "http"];

/// The one module that begins transactions (a use case opens its unit of
/// work through it), and the benchmark's raw driver baseline it is timed against.
const BEGINS_TRANSACTIONS: [&str; 2] = ["repository/unit_of_work", "bin/shop-bench/raw_checkout"];

/// The driver's value types a route may name (an id it parsed, a moment it compares).
const ROUTE_VALUE_TYPES: [&str; 2] = ["mongodb::bson::oid::ObjectId", "mongodb::bson::DateTime"];

/// Every path a file names: `use` trees expanded, paths in code, and macro
/// names; test modules (`#[cfg(test)]`) are left out.
#[derive(Default)]
struct Names {
    paths: Vec<String>,
    macros: Vec<String>,
}

impl Names {
    fn use_tree(&mut self, prefix: &str, tree: &syn::UseTree) {
        let join = |name: &str| {
            if prefix.is_empty() {
                name.to_owned()
            } else {
                format!("{prefix}::{name}")
            }
        };
        match tree {
            syn::UseTree::Path(path) => self.use_tree(&join(&path.ident.to_string()), &path.tree),
            syn::UseTree::Name(name) => self.paths.push(join(&name.ident.to_string())),
            syn::UseTree::Rename(rename) => self.paths.push(join(&rename.ident.to_string())),
            syn::UseTree::Glob(_) => self.paths.push(join("*")),
            syn::UseTree::Group(group) => group.items.iter().for_each(|item| self.use_tree(prefix, item)),
        }
    }
}

fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|attr| attr.path().is_ident("cfg") && attr.parse_args::<syn::Ident>().is_ok_and(|arg| arg == "test"))
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if !is_test_only(&item.attrs) {
            syn::visit::visit_item_mod(self, item);
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.use_tree("", &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let text = path
            .segments
            .iter()
            .map(|s| s.ident.to_string())
            .collect::<Vec<_>>()
            .join("::");
        self.paths.push(text);
        syn::visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if let Some(last) = mac.path.segments.last() {
            self.macros.push(last.ident.to_string());
        }
        syn::visit::visit_macro(self, mac);
    }
}

/// The module path of a file (`auth/extract.rs` -> `auth/extract`, `auth/mod.rs` -> `auth`).
fn module_of(relative: &Path) -> String {
    let text = relative.with_extension("").to_string_lossy().replace('\\', "/");
    text.strip_suffix("/mod").unwrap_or(&text).to_owned()
}

/// The rank (0 highest) and name of the layer holding `module` (a `/` path), if any.
fn layer_of(module: &str) -> Option<(usize, &'static str)> {
    let mut best: Option<(usize, usize, &'static str)> = None;
    for (rank, (name, modules)) in LAYERS.iter().enumerate() {
        for held in *modules {
            let matches = module == *held || module.starts_with(&format!("{held}/"));
            if matches && best.is_none_or(|(_, length, _)| held.len() > length) {
                best = Some((rank, held.len(), name));
            }
        }
    }
    best.map(|(rank, _, name)| (rank, name))
}

/// The module a crate path names, as a `/` path (`crate::auth::extract::Admin` -> `auth/extract/Admin`);
/// `super::` is read from `module`'s place. `None` for a path outside the crate.
fn named_module(module: &str, path: &str) -> Option<String> {
    if let Some(rest) = path.strip_prefix("crate::") {
        return Some(rest.replace("::", "/"));
    }
    let mut base: Vec<&str> = module.split('/').collect();
    let mut rest = path;
    let mut climbed = false;
    while let Some(after) = rest.strip_prefix("super::") {
        base.pop();
        rest = after;
        climbed = true;
    }
    climbed.then(|| {
        let mut parts: Vec<String> = base.iter().map(|p| (*p).to_owned()).collect();
        parts.extend(rest.split("::").map(str::to_owned));
        parts.join("/")
    })
}

/// What breaks the layering in the file at `relative` (from `server/src`) with this source.
fn violations(relative: &Path, source: &str) -> Vec<String> {
    let module = module_of(relative);
    let shown = relative.display();
    let Some((rank, layer)) = layer_of(&module) else {
        return vec![format!(
            "{shown}: in no layer; place `{module}` in LAYERS and ARCHITECTURE.md"
        )];
    };
    let file = syn::parse_file(source).unwrap_or_else(|e| panic!("{shown}: {e}"));
    let mut names = Names::default();
    // A file that is tests throughout (`#![cfg(test)]`) is a test module too.
    if !is_test_only(&file.attrs) {
        names.visit_file(&file);
    }
    let mut found = Vec::new();
    for path in &names.paths {
        if let Some(named) = named_module(&module, path)
            && let Some((their_rank, their_layer)) = layer_of(&named)
            && their_rank < rank
        {
            found.push(format!(
                "{shown}: {layer} imports {path} ({their_layer}, a layer above)"
            ));
        }
        if !HTTP_LAYERS.contains(&layer) && path.starts_with("actix") {
            found.push(format!("{shown}: {layer} uses HTTP types ({path})"));
        }
        if module.starts_with("routes")
            && path.starts_with("mongodb")
            && !ROUTE_VALUE_TYPES
                .iter()
                .any(|t| t.starts_with(path.as_str()) || path == t)
        {
            found.push(format!("{shown}: a route uses the MongoDB driver ({path})"));
        }
    }
    let begins = [".start_session(", ".start_transaction("];
    if !BEGINS_TRANSACTIONS.contains(&module.as_str()) && begins.iter().any(|call| source.contains(call)) {
        found.push(format!(
            "{shown}: begins a transaction; a use case opens one with Repositories::transaction"
        ));
    }
    if layer != "storage"
        && !BEGINS_TRANSACTIONS.contains(&module.as_str())
        && names.paths.iter().any(|path| path.ends_with("ClientSession"))
    {
        found.push(format!("{shown}: {layer} holds a driver session; it passes a Tx"));
    }
    if module.starts_with("routes") {
        for mac in names.macros.iter().filter(|m| *m == "doc" || *m == "bson") {
            found.push(format!("{shown}: a route builds a document ({mac}!)"));
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && path.file_stem().is_some_and(|s| s != "tests") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_keeps_its_layer() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under src");
        found.extend(violations(relative, &std::fs::read_to_string(file).expect("readable")));
    }
    assert!(files.len() > 200, "the server's files were read ({})", files.len());
    assert!(found.is_empty(), "layers broken:\n{}", found.join("\n"));
}

#[test]
fn a_use_case_importing_a_route_or_http_is_refused() {
    let planted = "use crate::{routes::cart, failure::Failure};\nfn f() -> crate::error::ApiError { todo!() }\n";
    let found = violations(Path::new("services/planted.rs"), planted);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(found[0].contains("imports crate::routes::cart"), "{found:?}");
    let actix = violations(Path::new("services/planted.rs"), "use actix_web::HttpResponse;\n");
    assert_eq!(actix.len(), 1, "{actix:?}");
}

#[test]
fn a_lower_layer_importing_a_higher_one_is_refused() {
    let found = violations(
        Path::new("repository/planted.rs"),
        "use crate::services::checkout::place;\n",
    );
    assert_eq!(
        found,
        ["repository/planted.rs: storage imports crate::services::checkout::place (services, a layer above)"]
    );
    let sideways_up = violations(Path::new("failure.rs"), "use crate::repository::RepositoryError;\n");
    assert_eq!(
        sideways_up.len(),
        1,
        "the foundation imports no storage: {sideways_up:?}"
    );
    let fine = violations(
        Path::new("repository/planted.rs"),
        "use crate::{documents::order::OrderDocument, failure::Failure};\n",
    );
    assert!(fine.is_empty(), "{fine:?}");
}

#[test]
fn auth_s_domain_and_its_http_edge_are_told_apart() {
    let planted = "use super::extract::Admin;\nuse actix_web::HttpRequest;\n";
    let found = violations(Path::new("auth/sessions.rs"), planted);
    assert_eq!(
        found.len(),
        2,
        "auth's domain imports neither its extractors nor actix: {found:?}"
    );
    let edge = violations(
        Path::new("auth/extract.rs"),
        "use super::Identity;\nuse actix_web::HttpRequest;\n",
    );
    assert!(edge.is_empty(), "{edge:?}");
}

#[test]
fn only_the_unit_of_work_begins_a_transaction() {
    let begun = "async fn f(c: &mongodb::Client) { let mut s = c.start_session().await.unwrap(); }\n";
    let found = violations(Path::new("repository/orders/planted.rs"), begun);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("begins a transaction"), "{found:?}");
    let held = "fn f(s: &mut mongodb::ClientSession) { let _ = s; }\n";
    let found = violations(Path::new("services/planted.rs"), held);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("holds a driver session"), "{found:?}");
    assert!(violations(Path::new("repository/planted.rs"), held).is_empty());
}

#[test]
fn a_module_in_no_layer_is_refused() {
    let found = violations(Path::new("gateway/planted.rs"), "fn f() {}\n");
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].contains("in no layer"), "{found:?}");
}

#[test]
fn test_modules_are_not_read() {
    let planted = "#[cfg(test)]\nmod tests {\n    use crate::services::checkout;\n}\n";
    assert!(violations(Path::new("repository/planted.rs"), planted).is_empty());
}

#[test]
fn a_file_of_tests_is_not_read() {
    let planted = "#![cfg(test)]\nuse crate::demo::generate;\n";
    assert!(violations(Path::new("catalog_view/planted.rs"), planted).is_empty());
    let untagged = "use crate::demo::generate;\n";
    assert_eq!(violations(Path::new("catalog_view/planted.rs"), untagged).len(), 1);
}

#[test]
fn a_route_using_the_driver_or_building_a_document_is_refused() {
    let planted =
        "use mongodb::{Collection, bson::oid::ObjectId};\nfn f() { let _ = mongodb::bson::doc! { \"a\": 1 }; }\n";
    let found = violations(Path::new("routes/planted.rs"), planted);
    assert!(found.iter().any(|f| f.contains("mongodb::Collection")), "{found:?}");
    assert!(found.iter().any(|f| f.contains("builds a document")), "{found:?}");
    assert!(
        !found.iter().any(|f| f.ends_with("(mongodb::bson::oid::ObjectId)")),
        "an id type is allowed: {found:?}"
    );
}
