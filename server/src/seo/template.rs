//! The built app's `index.html` as a template: its own `<title>` and
//! description give way to each page's head. It is read again only when the
//! file changes (a new release copied in), so a page costs one `stat`. The
//! build's manifest, read with it, gives the catalog pages' preload hints.

use super::preload::{CATALOG_PAGE, COMPARE_PAGE, Manifest};
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
    catalog_hints: String,
    phone_hints: String,
    compare_hints: String,
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
        let hints = match code {
            PageCode::InShell => "",
            PageCode::Catalog => loaded.catalog_hints.as_str(),
            PageCode::Phone => loaded.phone_hints.as_str(),
            PageCode::Compare => loaded.compare_hints.as_str(),
        };
        let Split { before, after } = &loaded.split;
        let first_screen = first_screen.unwrap_or_default();
        Ok(format!(
            "{before}{head}{hints}{}{first_screen}{}",
            after.to_root, after.rest
        ))
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
        let hints = |module: &str, linked: bool| {
            let hints = manifest.hints(module, linked);
            if hints.is_empty() { hints } else { format!("\n{hints}") }
        };
        let loaded = Arc::new(Loaded {
            split: split(&std::fs::read_to_string(&self.file)?),
            catalog_hints: hints(CATALOG_PAGE, false),
            phone_hints: hints(CATALOG_PAGE, true),
            compare_hints: hints(COMPARE_PAGE, false),
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
