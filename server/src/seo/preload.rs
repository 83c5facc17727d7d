//! Preload hints for a page's own code: the build's manifest
//! (`.vite/manifest.json` beside `index.html`) names the file of each route
//! module and what it imports, so a catalog page can ask for its chunks
//! beside the shell, instead of after the shell has run, and for the
//! WebAssembly module those chunks instantiate when they run: from the head,
//! or with the app's code once the page's first screen has painted
//! (`seo::template`).
//! A phone's page, and a compare page with phones to draw, link the route's
//! style sheets instead of preloading them: the first screen the server draws
//! there (`first_screen::phone`, `first_screen::compare`) is styled by them
//! from the first paint.

use serde::Deserialize;
use std::collections::{BTreeSet, HashMap};

/// The route module of the pages that show the catalog (listings and a phone's page).
pub const CATALOG_PAGE: &str = "src/app/routes/catalog.tsx";
/// The route module of the compare page.
pub const COMPARE_PAGE: &str = "src/app/routes/compare.tsx";
/// The route module of the cart page.
pub const CART_PAGE: &str = "src/app/routes/cart.tsx";

/// One chunk of the build, as the manifest lists it.
#[derive(Debug, Deserialize)]
struct Chunk {
    file: String,
    #[serde(default)]
    imports: Vec<String>,
    #[serde(default)]
    css: Vec<String>,
    /// Files it loads itself, such as the core's WebAssembly module.
    #[serde(default)]
    assets: Vec<String>,
    #[serde(default, rename = "isEntry")]
    is_entry: bool,
    /// Chunks it imports when it runs; an entry's are the app it starts,
    /// which index.html preloads itself (the `preload-start` build step).
    #[serde(default, rename = "dynamicImports")]
    dynamic_imports: Vec<String>,
}

/// A route's hints, by when a page wants them.
#[derive(Debug, Default, PartialEq)]
pub struct RouteHints {
    /// Style sheets applied from the first paint (a phone's page: they style its first screen).
    pub applied: String,
    /// The route's chunks, its style sheets to have ready and the core's WebAssembly module:
    /// what a page with a first screen holds back until that has painted (`seo::template`).
    pub code: String,
}

/// The build's manifest; empty when there is none (a build without one, or tests).
#[derive(Debug, Default)]
pub struct Manifest {
    chunks: HashMap<String, Chunk>,
}

impl Manifest {
    /// Reads a manifest's text; one that does not parse counts as none.
    pub fn parse(text: &str) -> Self {
        match serde_json::from_str(text) {
            Ok(chunks) => Manifest { chunks },
            Err(error) => {
                tracing::warn!(%error, "the front end's manifest does not parse; pages go without preload hints");
                Manifest::default()
            }
        }
    }

    /// Every chunk key `key` needs, itself included, in a stable order.
    fn closure(&self, key: &str) -> BTreeSet<&str> {
        let mut seen = BTreeSet::new();
        let mut next = vec![key];
        while let Some(key) = next.pop() {
            if let Some((key, chunk)) = self.chunks.get_key_value(key)
                && seen.insert(key.as_str())
            {
                next.extend(chunk.imports.iter().map(String::as_str));
            }
        }
        seen
    }

    /// `<link>` tags for `module`'s chunks and style sheets that the entry
    /// does not load already (index.html asks for those itself), one per
    /// line; nothing for a module the manifest does not list. With `linked`,
    /// the style sheets apply at once (the app's loader finds them and does
    /// not add them again).
    pub fn hints(&self, module: &str, linked: bool) -> RouteHints {
        let loaded: BTreeSet<&str> = self
            .chunks
            .iter()
            .filter(|(_, chunk)| chunk.is_entry)
            .flat_map(|(key, chunk)| std::iter::once(key).chain(&chunk.dynamic_imports))
            .flat_map(|key| self.closure(key))
            .collect();
        let needed: Vec<&Chunk> = self
            .closure(module)
            .into_iter()
            .filter(|key| !loaded.contains(key))
            .filter_map(|key| self.chunks.get(key))
            .collect();
        let scripts = needed.iter().map(|chunk| {
            format!(
                r#"<link rel="modulepreload" crossorigin href="/{}" />"#,
                attribute(&chunk.file)
            )
        });
        let sheets = needed.iter().flat_map(|chunk| &chunk.css).map(|css| attribute(css));
        let (applied, ready) = if linked {
            let links = sheets.map(|css| format!(r#"<link rel="stylesheet" crossorigin href="/{css}" />"#));
            (links.collect(), Vec::new())
        } else {
            let links = sheets.map(|css| format!(r#"<link rel="preload" as="style" href="/{css}" />"#));
            (Vec::new(), links.collect())
        };
        // Fetched by the chunk as `fetch(url)` does by default (CORS mode, same-origin credentials).
        let modules = needed
            .iter()
            .flat_map(|chunk| &chunk.assets)
            .filter(|asset| asset.ends_with(".wasm"))
            .map(|wasm| {
                format!(
                    r#"<link rel="preload" as="fetch" crossorigin href="/{}" />"#,
                    attribute(wasm)
                )
            });
        RouteHints {
            applied: applied.join("\n"),
            code: scripts.chain(ready).chain(modules).collect::<Vec<_>>().join("\n"),
        }
    }
}

/// A file name from the build, kept to the characters such names have.
fn attribute(file: &str) -> String {
    file.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '-' | '_'))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUILT: &str = r#"{
      "index.html": {"file": "assets/index-a1.js", "isEntry": true, "imports": ["_shell-b2.js"], "css": ["assets/index-c3.css"]},
      "_shell-b2.js": {"file": "assets/shell-b2.js"},
      "_core-d4.js": {"file": "assets/core-d4.js", "imports": ["_shell-b2.js"], "assets": ["assets/core-h8.wasm", "assets/logo.svg"]},
      "src/app/routes/catalog.tsx": {"file": "assets/catalog-e5.js", "imports": ["_shell-b2.js", "_core-d4.js"], "css": ["assets/catalog-f6.css"]},
      "src/app/routes/cart.tsx": {"file": "assets/cart-g7.js", "imports": ["_core-d4.js"]}
    }"#;

    #[test]
    fn a_route_preloads_its_chunks_styles_and_module_but_not_what_the_entry_loads() {
        let hints = Manifest::parse(BUILT).hints(CATALOG_PAGE, false);
        assert_eq!(hints.applied, "");
        assert_eq!(
            hints.code,
            [
                r#"<link rel="modulepreload" crossorigin href="/assets/core-d4.js" />"#,
                r#"<link rel="modulepreload" crossorigin href="/assets/catalog-e5.js" />"#,
                r#"<link rel="preload" as="style" href="/assets/catalog-f6.css" />"#,
                r#"<link rel="preload" as="fetch" crossorigin href="/assets/core-h8.wasm" />"#,
            ]
            .join("\n")
        );
    }

    #[test]
    fn what_the_entry_starts_is_preloaded_by_index_html_already() {
        let built = r#"{
          "index.html": {"file": "assets/index-a1.js", "isEntry": true, "dynamicImports": ["src/app/start.tsx"]},
          "src/app/start.tsx": {"file": "assets/start-s1.js", "imports": ["_shell-b2.js"]},
          "_shell-b2.js": {"file": "assets/shell-b2.js"},
          "src/app/routes/catalog.tsx": {"file": "assets/catalog-e5.js", "imports": ["_shell-b2.js"]}
        }"#;
        let hints = Manifest::parse(built).hints(CATALOG_PAGE, false);
        assert_eq!(
            hints.code,
            r#"<link rel="modulepreload" crossorigin href="/assets/catalog-e5.js" />"#
        );
    }

    #[test]
    fn linked_style_sheets_apply_at_once() {
        let RouteHints { applied, code } = Manifest::parse(BUILT).hints(CATALOG_PAGE, true);
        assert_eq!(
            applied,
            r#"<link rel="stylesheet" crossorigin href="/assets/catalog-f6.css" />"#
        );
        assert!(!code.contains(".css"), "{code}");
        assert!(code.contains("/assets/catalog-e5.js"), "{code}");
    }

    #[test]
    fn no_manifest_or_an_unknown_module_gives_no_hints() {
        let none = RouteHints::default();
        assert_eq!(Manifest::parse("not json").hints(CATALOG_PAGE, false), none);
        assert_eq!(Manifest::default().hints(CATALOG_PAGE, false), none);
        assert_eq!(Manifest::parse(BUILT).hints("src/app/routes/nothing.tsx", true), none);
    }

    #[test]
    fn a_file_name_cannot_leave_its_attribute() {
        let hostile = r#"{"src/app/routes/catalog.tsx": {"file": "assets/x\"><script>.js"}}"#;
        let hints = Manifest::parse(hostile).hints(CATALOG_PAGE, false).code;
        assert!(!hints.contains("<script"), "{hints}");
        assert!(hints.contains(r#"href="/assets/xscript.js""#), "{hints}");
    }
}
