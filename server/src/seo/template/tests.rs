use super::*;

fn filled(html: &str) -> String {
    let Split { before, after } = split(html);
    format!("{before}[HEAD]{}{}", after.to_root, after.rest)
}

#[test]
fn a_first_screen_goes_just_before_the_root_element() {
    let Split { after, .. } = split("<title>a</title><body>\n<div class=\"app\" id=\"root\"><p>Shop</p></div></body>");
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

/// The page's text outside its template of code held back while the first screen paints, and that template's.
fn live_and_held(page: &str) -> (String, Option<String>) {
    const OPEN: &str = "<template id=\"after-first-screen\">";
    match page.split_once(OPEN) {
        Some((before, rest)) => {
            let (held, after) = rest.split_once("</template>").expect("the template closes");
            (format!("{before}{after}"), Some(held.to_owned()))
        }
        None => (page.to_owned(), None),
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
    let held = held.expect("code held back");
    // The phone's sheet styles the first screen, and the entry's own import is the entry's.
    assert!(
        live.contains(r#"<link rel="stylesheet" crossorigin href="/assets/catalog-f6.css" />"#),
        "{live}"
    );
    assert!(live.contains(r#"href="/assets/preload-helper-p1.js""#), "{live}");
    assert!(live.contains(&format!("{screen}<div id=\"root\">")), "{live}");
    for file in ["start-s1.js", "shell-b2.js", "catalog-e5.js", "core-h8.wasm"] {
        assert!(
            !live.contains(file),
            "{file} is fetched beside the first screen: {live}"
        );
        assert!(
            held.contains(&format!("href=\"/assets/{file}\"")),
            "{file} is not held back: {held}"
        );
    }
    assert!(!held.contains("stylesheet"), "{held}");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn a_page_without_a_first_screen_fetches_its_code_at_once() {
    let (dir, template) = built("live");
    for page_code in [PageCode::Catalog, PageCode::InShell] {
        let page = template.page("<title>Compare</title>", page_code, None).expect("page");
        let (live, held) = live_and_held(&page);
        assert_eq!(held, None, "{page}");
        for file in ["start-s1.js", "shell-b2.js"] {
            assert!(
                live.contains(&format!("href=\"/assets/{file}\"")),
                "{file} is not fetched: {live}"
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
fn only_the_heads_marked_links_are_held_back() {
    let html = "<HEAD>\n  <LINK rel=modulepreload href=/a.js Data-After-First-Screen>\n  <link rel=icon href=/i.svg>\
                <link rel=modulepreload href=/b.js data-after-first-screen>\n</head>\n<body><link href=/c.js data-after-first-screen></body>";
    let (page, held) = hold_back(html);
    assert_eq!(
        held,
        "<LINK rel=modulepreload href=/a.js Data-After-First-Screen>\n<link rel=modulepreload href=/b.js data-after-first-screen>"
    );
    assert_eq!(
        page,
        "<HEAD>\n  <link rel=icon href=/i.svg>\n</head>\n<body><link href=/c.js data-after-first-screen></body>"
    );
    assert_eq!(
        hold_back("<head><link href=/a.js></head>"),
        ("<head><link href=/a.js></head>".to_owned(), String::new())
    );
}

#[test]
fn a_first_screen_with_nothing_to_hold_back_has_no_template() {
    let dir = std::env::temp_dir().join(format!("index-template-bare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(
        dir.join("index.html"),
        "<head><title>a</title></head><div id=root></div>",
    )
    .expect("write");
    let page = IndexTemplate::new(dir.join("index.html"))
        .page(
            "<title>b</title>",
            PageCode::InShell,
            Some("<div id=first-screen></div>"),
        )
        .expect("page");
    assert_eq!(
        page,
        "<head><title>b</title></head><div id=first-screen></div><div id=root></div>"
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
