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

use super::preload::{CATALOG_PAGE, COMPARE_PAGE, Manifest, RouteHints};
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
}

/// The links the build marks `data-after-first-screen` (the app's code), one
/// per line, and the page without them (nor the blank before each).
fn hold_back(html: &str) -> (String, String) {
    let lower = html.to_ascii_lowercase();
    let (mut page, mut held, mut kept_to) = (String::new(), Vec::new(), 0);
    let mut from = 0;
    while let Some((start, end)) = tag_at(&lower, "<link", from, lower.len()) {
        from = end;
        if lower[start..end].contains("data-after-first-screen") {
            page.push_str(html[kept_to..start].trim_end());
            held.push(&html[start..end]);
            kept_to = end;
        }
    }
    page.push_str(&html[kept_to..]);
    (page, held.join("\n"))
}

/// `lines` on lines of their own after what comes before; nothing for none.
fn after_a_line(lines: &str) -> String {
    if lines.is_empty() {
        String::new()
    } else {
        format!("\n{lines}")
    }
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
}

impl IndexTemplate {
    pub fn new(file: PathBuf) -> Self {
        IndexTemplate {
            file,
            kept: RwLock::new(None),
        }
    }

    /// The app's page with `head` (tags, already escaped) in its head, the
    /// hints that fetch `code` early, and `first_screen` (HTML, already
    /// escaped) just before its root element, which the app draws into.
    pub fn page(&self, head: &str, code: PageCode, first_screen: Option<&str>) -> io::Result<String> {
        let loaded = self.current()?;
        let none = RouteHints::default();
        let hints = match code {
            PageCode::InShell => &none,
            PageCode::Catalog => &loaded.catalog,
            PageCode::Phone => &loaded.phone,
            PageCode::Compare => &loaded.compare,
        };
        let applied = after_a_line(&hints.applied);
        Ok(match first_screen {
            None => {
                let Split { before, after } = &loaded.split;
                let code = after_a_line(&hints.code);
                format!("{before}{head}{applied}{code}{}{}", after.to_root, after.rest)
            }
            Some(first_screen) => {
                let (Split { before, after }, app) = &loaded.held;
                let held = after_a_line(&format!("{app}{}", after_a_line(&hints.code)));
                format!(
                    "{before}{head}{applied}\n<template id=\"after-first-screen\">{held}\n</template>{}{first_screen}{}",
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
mod tests {
    use super::*;

    fn filled(html: &str) -> String {
        let Split { before, after } = split(html);
        format!("{before}[HEAD]{}{}", after.to_root, after.rest)
    }

    #[test]
    fn a_first_screen_goes_just_before_the_root_element() {
        let Split { after, .. } =
            split("<title>a</title><body>\n<div class=\"app\" id=\"root\"><p>Shop</p></div></body>");
        assert_eq!(after.to_root, "<body>\n");
        assert_eq!(after.rest, "<div class=\"app\" id=\"root\"><p>Shop</p></div></body>");
        let Split { after, .. } = split("<title>a</title><body></body>");
        assert_eq!((after.to_root.as_str(), after.rest.as_str()), ("<body></body>", ""));
    }

    #[test]
    fn the_head_takes_the_place_of_the_title_and_description() {
        let built = "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    \
                     <meta name=\"description\" content=\"Phones.\" />\n    <TITLE>PhoneBazar</TITLE>\n    \
                     <script type=\"module\" src=\"/assets/index.js\"></script>\n  </head>\n  <body><div id=\"root\"></div></body>\n</html>";
        assert_eq!(
            filled(built),
            "<!doctype html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"UTF-8\" />\n    \n    [HEAD]\n    \
             <script type=\"module\" src=\"/assets/index.js\"></script>\n  </head>\n  <body><div id=\"root\"></div></body>\n</html>"
        );
    }

    #[test]
    fn without_a_title_the_head_goes_before_its_end_or_after_the_doctype() {
        assert_eq!(
            filled("<html><head><meta charset=utf-8></head></html>"),
            "<html><head><meta charset=utf-8>[HEAD]</head></html>"
        );
        assert_eq!(
            filled("<!doctype html><div id=root></div>"),
            "<!doctype html>[HEAD]<div id=root></div>"
        );
        assert_eq!(
            filled("<!doctype html><title>shop</title><div id=root></div>"),
            "<!doctype html>[HEAD]<div id=root></div>"
        );
        assert_eq!(filled(""), "[HEAD]");
    }

    #[test]
    fn a_title_in_the_body_is_left_alone() {
        let html = "<head><meta name=description content=x></head><body><title>svg</title></body>";
        assert_eq!(filled(html), "<head>[HEAD]</head><body><title>svg</title></body>");
    }

    /// A build's page and manifest, as Vite and the `preload-start` step write them, in their own folder.
    fn built(name: &str) -> (std::path::PathBuf, IndexTemplate) {
        let dir = std::env::temp_dir().join(format!("index-template-{name}-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(".vite")).expect("dir");
        std::fs::write(
            dir.join("index.html"),
            "<head>\n    <title>shop</title>\n    <script type=\"module\" crossorigin src=\"/assets/index-a1.js\"></script>\n    \
             <link rel=\"modulepreload\" crossorigin href=\"/assets/preload-helper-p1.js\">\n    \
             <link rel=\"modulepreload\" crossorigin href=\"/assets/start-s1.js\" data-after-first-screen>\n    \
             <link rel=\"modulepreload\" crossorigin href=\"/assets/shell-b2.js\" data-after-first-screen>\n  \
             </head>\n  <body><div id=\"root\"></div></body>",
        )
        .expect("write");
        std::fs::write(
            dir.join(".vite").join("manifest.json"),
            r#"{
              "index.html": {"file": "assets/index-a1.js", "isEntry": true, "imports": ["_preload-helper-p1.js"], "dynamicImports": ["src/app/start.tsx"]},
              "_preload-helper-p1.js": {"file": "assets/preload-helper-p1.js"},
              "src/app/start.tsx": {"file": "assets/start-s1.js", "imports": ["_shell-b2.js"]},
              "_shell-b2.js": {"file": "assets/shell-b2.js"},
              "src/app/routes/catalog.tsx": {"file": "assets/catalog-e5.js", "imports": ["_shell-b2.js"], "css": ["assets/catalog-f6.css"], "assets": ["assets/core-h8.wasm"]}
            }"#,
        )
        .expect("write");
        let template = IndexTemplate::new(dir.join("index.html"));
        (dir, template)
    }

    /// The page's text outside the template of held-back code, and the template's.
    fn live_and_held(page: &str) -> (String, String) {
        const OPEN: &str = "<template id=\"after-first-screen\">";
        match page.split_once(OPEN) {
            Some((before, rest)) => {
                let (held, after) = rest.split_once("</template>").expect("the template closes");
                (format!("{before}{after}"), held.to_owned())
            }
            None => (page.to_owned(), String::new()),
        }
    }

    #[test]
    fn a_page_with_a_first_screen_holds_its_code_back_until_that_has_painted() {
        let (dir, template) = built("held");
        let screen = "<div id=\"first-screen\"><img src=\"/a.svg\"></div>";
        let page = template
            .page("<title>A55</title>", PageCode::Phone, Some(screen))
            .expect("page");
        let (live, held) = live_and_held(&page);
        // The phone's sheet styles the first screen, and the entry's own import is the entry's.
        assert!(
            live.contains(r#"<link rel="stylesheet" crossorigin href="/assets/catalog-f6.css" />"#),
            "{live}"
        );
        assert!(live.contains(r#"href="/assets/preload-helper-p1.js""#), "{live}");
        assert!(live.contains(&format!("{screen}<div id=\"root\">")), "{live}");
        for code in ["start-s1.js", "shell-b2.js", "catalog-e5.js", "core-h8.wasm"] {
            assert!(
                !live.contains(code),
                "{code} is fetched beside the first screen: {live}"
            );
            assert!(
                held.contains(&format!("href=\"/assets/{code}\"")),
                "{code} is not held back: {held}"
            );
        }
        assert!(!held.contains("stylesheet"), "{held}");
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_page_without_a_first_screen_fetches_its_code_at_once() {
        let (dir, template) = built("live");
        for code in [PageCode::Catalog, PageCode::InShell] {
            let page = template.page("<title>Compare</title>", code, None).expect("page");
            let (live, held) = live_and_held(&page);
            assert_eq!(held, "", "{page}");
            for code in ["start-s1.js", "shell-b2.js"] {
                assert!(
                    live.contains(&format!("href=\"/assets/{code}\"")),
                    "{code} is not fetched: {live}"
                );
            }
        }
        let page = template
            .page("<title>Phones</title>", PageCode::Catalog, None)
            .expect("page");
        assert!(
            page.contains(r#"<link rel="modulepreload" crossorigin href="/assets/catalog-e5.js" />"#),
            "{page}"
        );
        assert!(
            page.contains(r#"<link rel="preload" as="fetch" crossorigin href="/assets/core-h8.wasm" />"#),
            "{page}"
        );
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_changed_file_is_read_again() {
        let dir = std::env::temp_dir().join(format!("index-template-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let file = dir.join("index.html");
        std::fs::write(&file, "<title>a</title>1").expect("write");
        let template = IndexTemplate::new(file.clone());
        assert_eq!(template.page("<h>", PageCode::InShell, None).expect("page"), "<h>1");
        std::fs::write(&file, "<title>b</title>22").expect("write");
        assert_eq!(template.page("<h>", PageCode::InShell, None).expect("page"), "<h>22");
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
