//! The server's layers, read from its source: routes extract and answer,
//! services (use cases) orchestrate, repositories alone read and write
//! MongoDB, documents are the stored shapes. A lower layer never imports a
//! higher one, no use case knows HTTP, and no route module touches the
//! MongoDB driver or builds a document. Each rule is tried on a planted
//! file first, so the test can fail.

use std::path::{Path, PathBuf};
use syn::visit::Visit;

/// The layers, highest first, by the folder of `server/src` they live in.
const LAYERS: [&str; 4] = ["routes", "services", "repository", "documents"];

/// Modules a layer must not import besides the layers above it: HTTP types
/// belong to routes and the one error module.
const HTTP: [&str; 2] = ["error", "routes"];

/// The driver's value types a route may name (an id it parsed, a moment it compares).
const ROUTE_VALUE_TYPES: [&str; 2] = ["mongodb::bson::oid::ObjectId", "mongodb::bson::DateTime"];

/// Every path a file names: `use` trees expanded, paths in code, and macro names.
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

impl<'ast> Visit<'ast> for Names {
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

/// The layer of a file of `server/src`, by its first folder.
fn layer_of(relative: &Path) -> Option<&'static str> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    LAYERS.into_iter().find(|layer| *layer == first)
}

/// The crate module a path names first (`crate::routes::x` -> `routes`), if it is a crate path.
fn crate_module(path: &str) -> Option<&str> {
    path.strip_prefix("crate::")
        .map(|rest| rest.split("::").next().unwrap_or(rest))
}

/// What breaks the layering in the file at `relative` (from `server/src`) with this source.
fn violations(relative: &Path, source: &str) -> Vec<String> {
    let Some(layer) = layer_of(relative) else {
        return Vec::new();
    };
    let file = syn::parse_file(source).unwrap_or_else(|e| panic!("{}: {e}", relative.display()));
    let mut names = Names::default();
    names.visit_file(&file);
    let rank = LAYERS.iter().position(|l| *l == layer).unwrap_or(0);
    let mut found = Vec::new();
    for path in &names.paths {
        if let Some(module) = crate_module(path) {
            let higher = LAYERS[..rank].contains(&module);
            let http = layer != "routes" && HTTP.contains(&module);
            if higher || http {
                found.push(format!("{}: {layer} imports {path}", relative.display()));
            }
        }
        if layer != "routes" && (path.starts_with("actix_web") || path.starts_with("actix")) {
            found.push(format!("{}: {layer} uses HTTP types ({path})", relative.display()));
        }
        if layer == "routes"
            && path.starts_with("mongodb")
            && !ROUTE_VALUE_TYPES
                .iter()
                .any(|t| t.starts_with(path.as_str()) || path == t)
        {
            found.push(format!(
                "{}: a route uses the MongoDB driver ({path})",
                relative.display()
            ));
        }
    }
    if layer == "routes" {
        for mac in names.macros.iter().filter(|m| *m == "doc" || *m == "bson") {
            found.push(format!("{}: a route builds a document ({mac}!)", relative.display()));
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_server_keeps_its_layers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    let mut layered = 0;
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under src");
        layered += usize::from(layer_of(relative).is_some());
        found.extend(violations(relative, &std::fs::read_to_string(file).expect("readable")));
    }
    assert!(layered > 40, "the layers' files were read ({layered})");
    assert!(found.is_empty(), "layers broken:\n{}", found.join("\n"));
}

#[test]
fn a_use_case_importing_a_route_or_http_is_refused() {
    let planted = "use crate::{routes::cart, services::Failure};\nfn f() -> crate::error::ApiError { todo!() }\n";
    let found = violations(Path::new("services/planted.rs"), planted);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].contains("imports routes::cart") || found[0].contains("crate::routes::cart"),
        "{found:?}"
    );
    let actix = violations(Path::new("services/planted.rs"), "use actix_web::HttpResponse;\n");
    assert_eq!(actix.len(), 1, "{actix:?}");
}

#[test]
fn a_repository_importing_a_use_case_is_refused() {
    let found = violations(
        Path::new("repository/planted.rs"),
        "use crate::services::checkout::place;\n",
    );
    assert_eq!(
        found,
        ["repository/planted.rs: repository imports crate::services::checkout::place"]
    );
    let fine = violations(
        Path::new("repository/planted.rs"),
        "use crate::documents::order::OrderDocument;\n",
    );
    assert!(fine.is_empty(), "{fine:?}");
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
