//! The built app's `index.html` as a template: its own `<title>` and
//! description give way to each page's head. It is read again only when the
//! file changes (a new release copied in), so a page costs one `stat`. The
//! build's manifest, read with it, gives the catalog pages' preload hints.
//!
//! A page with a first screen holds its code back: the app's links that the
//! build marks `data-after-first-screen` and the route's hints go into a
//! `<template id="after-first-screen">`, which the entry adds to the head once
//! the phones have painted (`src/main.tsx`). On a slow network the first
//! screen's picture then does not share it with the app's code.

use super::preload::{CART_PAGE, CATALOG_PAGE, COMPARE_PAGE, Manifest, RouteHints};
use std::{
    io,
    path::PathBuf,
    sync::{Arc, RwLock},
    time::SystemTime,
};

/// The page around the head: what comes before it and after it, the
/// latter cut where a first screen goes (before the root element).
#[derive(Debug, PartialEq)]
struct Split {
    before: String,
    after: Body,
}

/// The page after the head: up to the root element, and from it on.
#[derive(Debug, PartialEq)]
struct Body {
    to_root: String,
    rest: String,
}

impl Body {
    /// Cut where `<div id="root">` opens; all of it in `to_root` when there is none.
    fn cut(html: String) -> Body {
        let lower = html.to_ascii_lowercase();
        let opened = ["id=\"root\"", "id='root'", "id=root"]
            .iter()
            .find_map(|id| lower.find(id))
            .and_then(|at| lower[..at].rfind('<'));
        match opened {
            Some(at) => Body {
                to_root: html[..at].to_owned(),
                rest: html[at..].to_owned(),
            },
            None => Body {
                to_root: html,
                rest: String::new(),
            },
        }
    }
}

/// What the file looked like when it was last read.
type Seen = (Option<SystemTime>, u64);

/// The template as last read, with the catalog pages' preload hints from the
/// manifest of the same build.
struct Loaded {
    split: Split,
    /// The template without the app's links marked `data-after-first-screen`,
    /// and those links.
    held: (Split, String),
    catalog: RouteHints,
    phone: RouteHints,
    compare: RouteHints,
    compared: RouteHints,
    cart: RouteHints,
}

/// The links in the head that the build marks `data-after-first-screen` (the
/// app's code), one per line, and the page without them (nor the blank before each).
fn hold_back(html: &str) -> (String, String) {
    let lower = html.to_ascii_lowercase();
    let head_ends = lower.find("</head>").unwrap_or(0);
    let (mut page, mut held, mut kept_to) = (String::new(), Vec::new(), 0);
    let mut from = 0;
    while let Some((start, end)) = tag_at(&lower, "<link", from, head_ends) {
        from = end;
        if lower[start..end].contains(" data-after-first-screen") {
            page.push_str(html[kept_to..start].trim_end());
            held.push(&html[start..end]);
            kept_to = end;
        }
    }
    page.push_str(&html[kept_to..]);
    (page, held.join("\n"))
}

/// Each of `parts` that is not empty on lines of its own after what comes before.
fn after_a_line(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|part| !part.is_empty())
        .map(|part| format!("\n{part}"))
        .collect()
}

pub struct IndexTemplate {
    file: PathBuf,
    kept: RwLock<Option<(Seen, Arc<Loaded>)>>,
}

/// Which of the app's route modules a page preloads beside its head.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageCode {
    /// The shell has it already (the home page) or the page is not known.
    InShell,
    /// The catalog's route module (listings).
    Catalog,
    /// The catalog's route module with its style sheets applied from the
    /// first paint: a phone's page, whose first screen they style.
    Phone,
    /// The compare page's route module.
    Compare,
    /// The compare page's route module with its style sheets applied from
    /// the first paint: a compare page with phones to draw, whose first
    /// screen (the head of its table) they style.
    ComparedPhones,
    /// The cart page's route module, the core's WebAssembly module among it:
    /// asked for from the head, or held back behind a signed-in shopper's heading.
    Cart,
}

impl IndexTemplate {
    pub fn new(file: PathBuf) -> Self {
        IndexTemplate {
            file,
            kept: RwLock::new(None),
        }
    }

    /// The app's page with `head` (tags, already escaped) in its head, the
    /// hints for `code`, and `first_screen` (HTML, already escaped) just
    /// before its root element, which the app draws into. Without a first
    /// screen the page asks for its code from the head at once; with one it
    /// holds the code back in a template the entry adds once that has painted.
    pub fn page(&self, head: &str, code: PageCode, first_screen: Option<&str>) -> io::Result<String> {
        let loaded = self.current()?;
        let none = RouteHints::default();
        let hints = match code {
            PageCode::InShell => &none,
            PageCode::Catalog => &loaded.catalog,
            PageCode::Phone => &loaded.phone,
            PageCode::Compare => &loaded.compare,
            PageCode::ComparedPhones => &loaded.compared,
            PageCode::Cart => &loaded.cart,
        };
        let applied = after_a_line(&[&hints.applied]);
        Ok(match first_screen {
            None => {
                let Split { before, after } = &loaded.split;
                let fetched = after_a_line(&[&hints.code]);
                format!("{before}{head}{applied}{fetched}{}{}", after.to_root, after.rest)
            }
            Some(first_screen) => {
                let (Split { before, after }, app) = &loaded.held;
                let held = match after_a_line(&[app, &hints.code]) {
                    held if held.is_empty() => held,
                    held => format!("\n<template id=\"after-first-screen\">{held}\n</template>"),
                };
                format!(
                    "{before}{head}{applied}{held}{}{first_screen}{}",
                    after.to_root, after.rest
                )
            }
        })
    }

    fn current(&self) -> io::Result<Arc<Loaded>> {
        let meta = std::fs::metadata(&self.file)?;
        let seen = (meta.modified().ok(), meta.len());
        if let Some((kept_seen, loaded)) = self
            .kept
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .as_ref()
            && *kept_seen == seen
        {
            return Ok(Arc::clone(loaded));
        }
        // A build writes its manifest with its index.html; none means no hints.
        let manifest = self
            .file
            .parent()
            .map(|dir| dir.join(".vite").join("manifest.json"))
            .and_then(|path| std::fs::read_to_string(path).ok())
            .map(|text| Manifest::parse(&text))
            .unwrap_or_default();
        let html = std::fs::read_to_string(&self.file)?;
        let (without_app, app) = hold_back(&html);
        let loaded = Arc::new(Loaded {
            split: split(&html),
            held: (split(&without_app), app),
            catalog: manifest.hints(CATALOG_PAGE, false),
            phone: manifest.hints(CATALOG_PAGE, true),
            compare: manifest.hints(COMPARE_PAGE, false),
            compared: manifest.hints(COMPARE_PAGE, true),
            cart: manifest.hints(CART_PAGE, false),
        });
        *self.kept.write().unwrap_or_else(std::sync::PoisonError::into_inner) = Some((seen, Arc::clone(&loaded)));
        Ok(loaded)
    }
}

/// Where a `<tag …>`'s opening starts and its `>` ends, from `from`, in lower-cased HTML.
fn tag_at(lower: &str, tag: &str, from: usize, limit: usize) -> Option<(usize, usize)> {
    let start = from + lower.get(from..limit)?.find(tag)?;
    let end = start + lower[start..limit].find('>')? + 1;
    Some((start, end))
}

/// The template around the head, without its `<title>` and its
/// `<meta name="description">`. The head goes where the title was, else
/// before `</head>`, else after the doctype.
fn split(html: &str) -> Split {
    // ASCII lower-casing keeps every byte where it was.
    let lower = html.to_ascii_lowercase();
    let limit = lower
        .find("</head>")
        .or_else(|| lower.find("<body"))
        .unwrap_or(lower.len());
    let mut cut: Vec<(usize, usize)> = Vec::new();
    if let Some((start, _)) = tag_at(&lower, "<title", 0, limit)
        && let Some(close) = lower[start..].find("</title>")
    {
        cut.push((start, start + close + "</title>".len()));
    }
    let mut from = 0;
    while let Some((start, end)) = tag_at(&lower, "<meta", from, limit) {
        let tag = &lower[start..end];
        if ["name=\"description\"", "name='description'", "name=description"]
            .iter()
            .any(|name| tag.contains(name))
        {
            cut.push((start, end));
        }
        from = end;
    }
    cut.sort_unstable();
    let title = cut.iter().find(|&&(start, _)| lower[start..].starts_with("<title"));
    let at = match title {
        Some(&(start, _)) => start,
        None => lower
            .find("</head>")
            .or_else(|| tag_at(&lower, "<!doctype", 0, lower.len()).map(|(_, end)| end))
            .unwrap_or(0),
    };
    let kept = |from: usize, to: usize| {
        let mut text = String::new();
        let mut next = from;
        for &(start, end) in &cut {
            let (start, end) = (start.clamp(from, to), end.clamp(from, to));
            if start >= next {
                text.push_str(&html[next..start]);
            }
            next = next.max(end);
        }
        text.push_str(&html[next..to]);
        text
    };
    Split {
        before: kept(0, at),
        after: Body::cut(kept(at, html.len())),
    }
}

#[cfg(test)]
mod tests;
