//! What crawlers and link previews read: the raw HTML of the shop's pages
//! (no JavaScript runs), the sitemap and robots.txt.

use crate::helpers::{TestApp, spawn_app_with, test_settings};
use serde_json::{Value, json};
use shop_server::config::Settings;

mod compare_screen;
mod crawlers;
mod first_screen;

const PUBLIC_URL: &str = "https://phonebazar.example";

/// An `index.html` shaped like the one the Vite build makes.
const BUILT_INDEX: &str = r#"<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Mobile phones at the best prices in Bangladesh, delivered to your door." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>PhoneBazar — mobile phones in Bangladesh</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body>
    <div id="root"><p class="boot">PhoneBazar</p></div>
  </body>
</html>"#;

/// The shop at [`PUBLIC_URL`] with a built front end and a seeded catalog.
async fn shop() -> TestApp {
    shop_with(|_| {}).await
}

/// [`shop`] with some of its settings changed.
async fn shop_with(change: impl FnOnce(&mut Settings)) -> TestApp {
    let mut settings = test_settings();
    change(&mut settings);
    settings.payments.public_url = format!("{PUBLIC_URL}/");
    std::fs::write(settings.static_dir.join("index.html"), BUILT_INDEX).expect("write index");
    let app = spawn_app_with(settings).await;
    app.seed(12).await;
    app
}

/// A phone an admin adds through the API, as the API answers it.
async fn add_phone(app: &TestApp, title: &str, stock: u32) -> Value {
    let admin = app.admin().await;
    let body = json!({
        "title": title, "brand": "samsung", "price": "45999.50", "discount": 10, "stock": stock,
        "description": "A phone with a big battery.",
        "specs": { "ram_gb": 8, "rom_gb": 256, "battery_mah": 5000, "display_inch": 6.6, "camera_mp": 50, "network": "5G", "processor": "Exynos 1480" }
    });
    let (status, created) = app.post_json("/api/add-product", Some(&admin.token), &body).await;
    assert_eq!(status, 201, "{created}");
    created
}

/// A stored phone whose black 256 GB variant has a picture of its own (the
/// one returned), unlike the variant its page opens on.
async fn phone_with_a_variant_picture(app: &TestApp) -> (crate::variants::Phone, &'static str) {
    let phone = crate::variants::store_phone(app, 0).await;
    let picture = "/api/images/665f1c2e9b1e8a3d4c5b6a70";
    app.database()
        .await
        .collection::<mongodb::bson::Document>("variants")
        .update_one(
            mongodb::bson::doc! { "_id": phone.black_256.id },
            mongodb::bson::doc! { "$set": { "pictures": [picture] } },
        )
        .await
        .expect("give the black variant its picture");
    app.refresh_catalog().await;
    (phone, picture)
}

/// The page's raw HTML, after checking it is the app's page.
async fn html(app: &TestApp, path: &str) -> String {
    html_answered(app, path, 200).await
}

/// The page at `path`, answered with `status`: the app as built, with its head.
async fn html_answered(app: &TestApp, path: &str, status: u16) -> String {
    let response = app.get(path).await;
    assert_eq!(response.status().as_u16(), status, "{path}");
    let content_type = response.headers()["content-type"].to_str().unwrap_or("").to_owned();
    assert!(content_type.starts_with("text/html"), "{path}: {content_type}");
    let body = response.text().await.expect("body");
    assert!(
        body.contains(r#"<div id="root"><p class="boot">PhoneBazar</p></div>"#),
        "{path}: the app is there, as built"
    );
    assert!(body.contains(r#"src="/assets/app.js""#), "{path}: so are its scripts");
    body
}

/// The text between `start` and the next `end`, the first time `start` occurs.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let from = text.find(start)? + start.len();
    text[from..].find(end).map(|len| &text[from..from + len])
}

/// The page's only `<title>`.
fn title(html: &str) -> &str {
    assert_eq!(html.matches("<title>").count(), 1, "one title: {html}");
    between(html, "<title>", "</title>").expect("a title")
}

/// The content of the `<meta {attribute}="{key}">` tag, as written (escaped).
fn meta<'a>(html: &'a str, attribute: &str, key: &str) -> Option<&'a str> {
    between(html, &format!(r#"<meta {attribute}="{key}" content=""#), "\"")
}

fn canonical(html: &str) -> Option<&str> {
    between(html, r#"<link rel="canonical" href=""#, "\"")
}

/// The page's JSON-LD, parsed.
fn json_ld(html: &str) -> Value {
    let text = between(html, r#"<script type="application/ld+json">"#, "</script>").expect("JSON-LD");
    serde_json::from_str(text).expect("JSON-LD is JSON")
}

#[tokio::test]
async fn a_phone_page_carries_its_own_head_and_product_data() {
    let app = shop().await;
    let created = add_phone(&app, "Galaxy A56 5G", 7).await;
    let (id, slug) = (
        created["_id"].as_str().expect("id"),
        created["slug"].as_str().expect("slug"),
    );
    let own = format!("{PUBLIC_URL}/product/{slug}/{id}");

    // Any title part opens the phone, and names the phone's own address.
    let page = html(&app, &format!("/product/Galaxy%20A56%208%2F128GB/{id}")).await;
    assert_eq!(title(&page), "Galaxy A56 5G · PhoneBazar");
    assert!(
        !page.contains("PhoneBazar — mobile phones in Bangladesh"),
        "the template's title is gone"
    );
    assert_eq!(
        page.matches(r#"<meta name="description""#).count(),
        1,
        "one description"
    );
    let description = meta(&page, "name", "description").expect("description");
    assert!(
        description.starts_with("Galaxy A56 5G by Samsung for 41,399.00 TK in Bangladesh, in stock."),
        "{description}"
    );
    assert!(description.contains("A phone with a big battery."), "{description}");
    assert_eq!(canonical(&page), Some(own.as_str()));
    assert_eq!(meta(&page, "property", "og:url"), Some(own.as_str()));
    assert_eq!(meta(&page, "property", "og:title"), Some("Galaxy A56 5G · PhoneBazar"));
    assert_eq!(meta(&page, "property", "og:description"), Some(description));
    assert_eq!(meta(&page, "property", "og:type"), Some("product"));
    assert!(meta(&page, "property", "og:image").is_some_and(|image| image.starts_with("https://")));
    assert_eq!(meta(&page, "name", "robots"), None, "the page may be listed");

    let product = json_ld(&page);
    assert_eq!(product["@context"], "https://schema.org");
    assert_eq!(product["@type"], "Product");
    assert_eq!(product["name"], "Galaxy A56 5G");
    assert_eq!(product["brand"], json!({ "@type": "Brand", "name": "Samsung" }));
    let offer = &product["offers"];
    assert_eq!(offer["@type"], "Offer");
    assert_eq!(offer["price"], "41399.00", "45999.50 TK less 10%, whole taka");
    assert_eq!(offer["priceCurrency"], "BDT");
    assert_eq!(offer["availability"], "https://schema.org/InStock");
    assert_eq!(offer["url"], own.as_str());
    assert!(product.get("aggregateRating").is_none(), "no ratings yet");

    // A seeded phone with ratings shows them, and a picture under the public address.
    let rated = app
        .catalog
        .all()
        .into_iter()
        .find(|p| p.fields.rating_count > 0)
        .expect("a seeded phone with ratings");
    let page = html(&app, &format!("/product/{}/{}", rated.fields.slug, rated.id.to_hex())).await;
    let product = json_ld(&page);
    assert_eq!(product["image"][0], format!("{PUBLIC_URL}{}", rated.fields.cover));
    assert_eq!(meta(&page, "property", "og:image"), product["image"][0].as_str());
    let rating = &product["aggregateRating"];
    assert_eq!(rating["@type"], "AggregateRating");
    assert_eq!(rating["ratingCount"], rated.fields.rating_count);
    let value: f64 = rating["ratingValue"]
        .as_str()
        .expect("a decimal")
        .parse()
        .expect("a number");
    assert!((1.0..=5.0).contains(&value), "{rating}");
}

#[tokio::test]
async fn a_phone_out_of_stock_is_offered_out_of_stock() {
    let app = shop().await;
    let created = add_phone(&app, "Nokia G42", 0).await;
    let page = html(
        &app,
        &format!("/product/nokia-g42/{}", created["_id"].as_str().expect("id")),
    )
    .await;
    assert_eq!(
        json_ld(&page)["offers"]["availability"],
        "https://schema.org/OutOfStock"
    );
    assert!(meta(&page, "name", "description").is_some_and(|d| d.contains("out of stock")));
}

#[tokio::test]
async fn a_hostile_title_stays_text() {
    let app = shop().await;
    let hostile = "</script><script>alert(1)</script>\"><img src=x onerror=alert(2)>";
    let created = add_phone(&app, hostile, 3).await;
    let page = html(&app, &format!("/product/x/{}", created["_id"].as_str().expect("id"))).await;
    assert!(!page.contains("<script>alert(1)"), "{page}");
    assert!(!page.contains("<img src=x"), "{page}");
    assert!(!page.contains("\"><img"), "{page}");
    // Only the template's script, the JSON-LD and the page's data open a script element.
    assert_eq!(page.matches("<script").count(), 3, "{page}");
    assert!(
        title(&page).starts_with("&lt;/script&gt;&lt;script&gt;alert(1)"),
        "{page}"
    );
    let product = json_ld(&page);
    assert_eq!(product["name"], hostile, "the JSON-LD still says the title exactly");
}

#[tokio::test]
async fn listing_pages_carry_their_own_head() {
    let app = shop().await;
    let home = html(&app, "/").await;
    assert_eq!(title(&home), "PhoneBazar — mobile phones in Bangladesh");
    assert_eq!(canonical(&home), Some(format!("{PUBLIC_URL}/").as_str()));
    assert_eq!(meta(&home, "property", "og:type"), Some("website"));
    assert_eq!(
        meta(&home, "property", "og:image"),
        Some(format!("{PUBLIC_URL}/favicon.svg").as_str())
    );
    assert!(!home.contains("application/ld+json"));

    // Filters, sort and page are the same listing.
    let all = html(&app, "/products?ram=8&page=2").await;
    assert_eq!(title(&all), "All phones · PhoneBazar");
    assert_eq!(canonical(&all), Some(format!("{PUBLIC_URL}/products").as_str()));
    assert_eq!(meta(&all, "property", "og:url"), canonical(&all));
    assert_eq!(meta(&all, "property", "og:title"), Some("All phones · PhoneBazar"));
    assert!(meta(&all, "name", "description").is_some_and(|d| !d.is_empty()));

    let brand = html(&app, "/products/Samsung").await;
    assert_eq!(title(&brand), "Samsung phones · PhoneBazar");
    assert_eq!(
        canonical(&brand),
        Some(format!("{PUBLIC_URL}/products/samsung").as_str())
    );
    assert!(meta(&brand, "property", "og:description").is_some_and(|d| d.starts_with("Samsung mobile phones")));
    assert_eq!(meta(&brand, "name", "robots"), None);

    // Search results are not listed, and their text is escaped.
    let search = html(&app, "/q?search=%3C%2Ftitle%3Egalaxy%26").await;
    assert_eq!(title(&search), "Results for “&lt;/title&gt;galaxy&amp;” · PhoneBazar");
    assert_eq!(meta(&search, "name", "robots"), Some("noindex"));
    assert_eq!(
        canonical(&search),
        Some(format!("{PUBLIC_URL}/q?search=%3C%2Ftitle%3Egalaxy%26").as_str())
    );
}

#[tokio::test]
async fn unknown_phones_and_brands_open_the_app_unlisted_with_404() {
    let app = shop().await;
    for (path, heading) in [
        (
            "/product/galaxy/665f1c2e9b1e8a3d4c5b6a70",
            "Phone not found · PhoneBazar",
        ),
        ("/product/galaxy/not-an-id", "Phone not found · PhoneBazar"),
        ("/products/no-such-brand", "Brand not found · PhoneBazar"),
    ] {
        // Not a page to index: the app's "not found", answered 404.
        let page = html_answered(&app, path, 404).await;
        assert_eq!(title(&page), heading, "{path}");
        assert_eq!(meta(&page, "name", "robots"), Some("noindex"), "{path}");
        assert_eq!(canonical(&page), None, "{path}");
        assert!(!page.contains("application/ld+json"), "{path}");
    }
    // Pages that show no catalog (but the cart) are the app's file as it is.
    let wishlist = app.get("/wishlist").await.text().await.expect("body");
    assert_eq!(wishlist, BUILT_INDEX);
}

/// A page's text outside its template of code held back while the first screen paints, and that template's.
fn live_and_held(page: &str) -> (String, Option<String>) {
    const OPEN: &str = r#"<template id="after-first-screen">"#;
    match between(page, OPEN, "</template>") {
        Some(held) => (
            page.replacen(&format!("{OPEN}{held}</template>"), "", 1),
            Some(held.to_owned()),
        ),
        None => (page.to_owned(), None),
    }
}

#[tokio::test]
async fn catalog_pages_name_their_code_and_hold_it_back_until_their_first_screen_has_painted() {
    // However slow this machine's scans are, the pages get their first screens.
    let app = shop_with(|settings| settings.first_screen_wait = std::time::Duration::from_secs(30)).await;
    let manifest = json!({
        "index.html": { "file": "assets/app.js", "isEntry": true, "imports": ["_shell-1.js"], "dynamicImports": ["src/app/start.tsx"] },
        "src/app/start.tsx": { "file": "assets/start-5.js", "imports": ["_shell-1.js"] },
        "_shell-1.js": { "file": "assets/shell-1.js" },
        "_core-2.js": { "file": "assets/core-2.js", "imports": ["_shell-1.js"] },
        "src/app/routes/catalog.tsx": { "file": "assets/catalog-3.js", "imports": ["_shell-1.js", "_core-2.js"], "css": ["assets/catalog-4.css"] }
    });
    let vite = app.static_dir.join(".vite");
    std::fs::create_dir_all(&vite).expect("manifest folder");
    std::fs::write(vite.join("manifest.json"), manifest.to_string()).expect("write manifest");
    // A new build is picked up when index.html changes with it; the build marks the app's links.
    let start = r#"<link rel="modulepreload" crossorigin href="/assets/start-5.js" data-after-first-screen>"#;
    std::fs::write(
        app.static_dir.join("index.html"),
        BUILT_INDEX.replace("  </head>", &format!("    {start}\n  </head>")),
    )
    .expect("rewrite index");

    let phone = app.catalog.all().into_iter().next().expect("a phone");
    let phone_page = format!("/product/{}/{}", phone.fields.slug, phone.id.to_hex());
    for path in ["/products", "/q?search=galaxy", phone_page.as_str()] {
        let (live, held) = live_and_held(&html(&app, path).await);
        assert!(live.contains(r#"<div id="first-screen""#), "{path}");
        let held = held.unwrap_or_else(|| panic!("{path}: no code held back"));
        for tag in [
            start,
            r#"<link rel="modulepreload" crossorigin href="/assets/catalog-3.js" />"#,
            r#"<link rel="modulepreload" crossorigin href="/assets/core-2.js" />"#,
        ] {
            assert!(held.contains(tag), "{path}: {tag}");
            assert!(!live.contains(tag), "{path}: {tag} is fetched beside the first screen");
        }
        if path == phone_page {
            let sheet = r#"<link rel="stylesheet" crossorigin href="/assets/catalog-4.css" />"#;
            assert!(
                live.contains(sheet),
                "{path}: a phone's first screen is styled by them at once"
            );
        } else {
            assert!(
                held.contains(r#"<link rel="preload" as="style" href="/assets/catalog-4.css" />"#),
                "{path}"
            );
        }
        assert!(
            !live.contains("modulepreload"),
            "{path}: no code beside the first screen"
        );
        assert!(
            !held.contains("shell-1.js"),
            "{path}: the entry asks for the shell itself"
        );
    }
    let (live, held) = live_and_held(&html(&app, "/").await);
    assert!(!live.contains("modulepreload"), "the home page's route is in the shell");
    assert_eq!(
        held.as_deref().map(str::trim),
        Some(start),
        "the home page holds the app back too"
    );
    // Without a first screen there is nothing to wait for: the page asks for its code at once.
    let (live, held) = live_and_held(&html(&app, "/q?search=zzzzqqqq").await);
    assert_eq!(held, None);
    assert!(live.contains(start) && live.contains("/assets/catalog-3.js"), "{live}");
}

#[tokio::test]
async fn the_cart_asks_for_its_code_and_the_core_from_the_head_and_is_not_listed() {
    let app = shop().await;
    let manifest = json!({
        "index.html": { "file": "assets/app.js", "isEntry": true, "imports": ["_shell-1.js"], "dynamicImports": ["src/app/start.tsx"] },
        "src/app/start.tsx": { "file": "assets/start-5.js", "imports": ["_shell-1.js"] },
        "_shell-1.js": { "file": "assets/shell-1.js" },
        "_core-2.js": { "file": "assets/core-2.js", "imports": ["_shell-1.js"], "assets": ["assets/core-7.wasm"] },
        "_table-6.js": { "file": "assets/table-6.js", "css": ["assets/table-6.css"] },
        "src/app/routes/cart.tsx": { "file": "assets/cart-3.js", "imports": ["_shell-1.js", "_core-2.js", "_table-6.js"] }
    });
    let vite = app.static_dir.join(".vite");
    std::fs::create_dir_all(&vite).expect("manifest folder");
    std::fs::write(vite.join("manifest.json"), manifest.to_string()).expect("write manifest");
    // A new build is picked up when index.html changes with it.
    std::fs::write(
        app.static_dir.join("index.html"),
        BUILT_INDEX.replace("  </head>", "\n  </head>"),
    )
    .expect("rewrite index");

    let (live, held) = live_and_held(&html(&app, "/cart").await);
    assert_eq!(held, None, "no first screen to wait for");
    assert!(!live.contains(r#"id="first-screen""#));
    for tag in [
        r#"<link rel="modulepreload" crossorigin href="/assets/cart-3.js" />"#,
        r#"<link rel="modulepreload" crossorigin href="/assets/core-2.js" />"#,
        r#"<link rel="modulepreload" crossorigin href="/assets/table-6.js" />"#,
        r#"<link rel="preload" as="style" href="/assets/table-6.css" />"#,
        r#"<link rel="preload" as="fetch" crossorigin href="/assets/core-7.wasm" />"#,
    ] {
        assert!(live.contains(tag), "{tag} in {live}");
    }
    assert!(!live.contains("shell-1.js"), "the entry asks for the shell itself");
    assert_eq!(title(&live), "Your cart · PhoneBazar");
    assert_eq!(meta(&live, "name", "robots"), Some("noindex"));
    assert_eq!(canonical(&live), None);
}

#[tokio::test]
async fn a_phone_page_carries_the_phone_so_the_app_need_not_ask_again() {
    let app = shop().await;
    let created = add_phone(&app, "Galaxy A55 </script><script>alert(1)</script>", 4).await;
    let id = created["_id"].as_str().expect("id");
    let page = html(&app, &format!("/product/galaxy-a55/{id}")).await;
    let data =
        between(&page, r#"<script type="application/json" id="page-data">"#, "</script>").expect("the page's data");
    assert!(!data.contains('<'), "nothing in it can end its element: {data}");
    let sent: Value = serde_json::from_str(data).expect("JSON");
    let (status, answered) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(sent, answered, "the same answer the API gives");
    assert!(
        !html(&app, "/products").await.contains("page-data"),
        "listings carry none"
    );
}
