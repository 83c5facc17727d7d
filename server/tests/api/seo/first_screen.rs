//! The first screen the server draws before a catalog page's `#root`: the
//! phones the visitor came for (pictures and names, which need no language),
//! painted before the app's code has run, from the same answer the app asks
//! for. The app takes it away when it has drawn.

use super::{add_phone, between, html, html_answered, phone_with_a_variant_picture, shop, shop_with};
use crate::helpers::TestApp;
use serde_json::Value;
use std::time::Duration;

/// The first screen the server wrote before `#root`.
fn root(html: &str) -> &str {
    between(html, r#"<div id="first-screen""#, r#"<div id="root">"#).expect("a first screen")
}

/// Where each of `products`' cards is in `root`, checking each links to its
/// phone's page with its picture and its name as a heading.
fn card_positions(root: &str, products: &[Value], heading: &str) -> Vec<usize> {
    products
        .iter()
        .map(|product| {
            let id = product["_id"].as_str().expect("id");
            let link = format!(r#"href="/product/{}/{id}""#, product["slug"].as_str().expect("slug"));
            let at = root
                .find(&link)
                .unwrap_or_else(|| panic!("a card links to {id}: {root}"));
            let card = &root[at..];
            let card = &card[..card.find("</article>").expect("the card ends")];
            let src = product["cover_picture"]["src"]
                .as_str()
                .or(product["cover"].as_str())
                .expect("a picture");
            assert!(card.contains(&format!(r#"src="{src}""#)), "{card}");
            let title = product["title"].as_str().expect("title");
            assert!(
                card.contains(&format!(
                    r#"<{heading} class="product-card__title">{title}</{heading}>"#
                )),
                "{card}"
            );
            at
        })
        .collect()
}

/// The first `count` products of an API listing answer.
fn first(answer: &Value, key: &str, count: usize) -> Vec<Value> {
    answer[key]
        .as_array()
        .expect("a list")
        .iter()
        .take(count)
        .cloned()
        .collect()
}

#[tokio::test]
async fn a_listing_page_draws_the_first_row_of_its_own_answer_in_order() {
    let app = shop().await;
    for (page, api) in [
        (
            "/products?orderBy=price&orderDirection=asc",
            "/api/products?orderBy=price&orderDirection=asc",
        ),
        ("/q?search=galaxi", "/api/products?search=galaxi"),
    ] {
        let (status, answer) = app.get_json(api).await;
        assert_eq!(status, 200, "{api}");
        let all = first(&answer, "products", 20);
        assert!(!all.is_empty(), "{api}");
        let html = html(&app, page).await;
        let root = root(&html);
        let row = all.len().min(5);
        let positions = card_positions(root, &all[..row], "h2");
        assert!(positions.is_sorted(), "{page}: in the answer's order: {positions:?}");
        if let Some(next) = all.get(5) {
            assert!(
                !root.contains(next["_id"].as_str().expect("id")),
                "{page}: one row only"
            );
        }
        assert_eq!(
            root.matches(r#"fetchpriority="high""#).count(),
            1,
            "{page}: the first picture first"
        );
    }
}

#[tokio::test]
async fn the_home_page_draws_the_first_row_of_its_first_shelf() {
    let app = shop().await;
    let (_, answer) = app.get_json("/api/home").await;
    let latest = first(&answer, "latest", 6);
    let html = html(&app, "/").await;
    let root = root(&html);
    assert!(card_positions(root, &latest[..5], "h3").is_sorted());
    assert!(!root.contains(latest[5]["_id"].as_str().expect("id")), "one row only");
}

#[tokio::test]
async fn a_phone_page_draws_the_phone_s_name_and_picture_and_keeps_a_hostile_title_text() {
    let app = shop().await;
    let created = add_phone(&app, "Galaxy A55 </div><script>alert(1)</script>", 4).await;
    let id = created["_id"].as_str().expect("id");
    let (_, answer) = app.get_json(&format!("/api/product/{id}")).await;
    let html = html(&app, &format!("/product/galaxy-a55/{id}")).await;
    let root = root(&html);
    assert!(!root.contains("<script"), "{root}");
    assert!(
        root.contains(
            r#"<h1 class="product-details__title">Galaxy A55 &lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>"#
        ),
        "{root}"
    );
    let src = answer["cover_picture"]["src"]
        .as_str()
        .or(answer["cover"].as_str())
        .expect("a picture");
    assert!(root.contains(&format!(r#"src="{src}""#)), "{root}");
    assert_eq!(root.matches(r#"fetchpriority="high""#).count(), 1, "{root}");
}

#[tokio::test]
async fn pages_with_nothing_of_their_own_to_draw_have_no_first_screen() {
    let app = shop().await;
    for (path, status) in [
        ("/product/gone/665f1c2e9b1e8a3d4c5b6a70", 404),
        ("/q?search=zzzzqqqq", 200),
        ("/products?page=99", 200),
        ("/products/samsung", 200),
    ] {
        let html = html_answered(&app, path, status).await;
        assert!(!html.contains("first-screen"), "{path}");
        assert!(
            html.contains(r#"<div id="root"><p class="boot">PhoneBazar</p></div>"#),
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_phone_page_opened_on_a_variant_draws_that_variant_s_picture() {
    let app = shop().await;
    let (phone, picture) = phone_with_a_variant_picture(&app).await;
    let path = format!("/product/x/{}", phone.product.id.to_hex());
    let named = html(&app, &format!("{path}?variant={}", phone.black_256.id.to_hex())).await;
    assert!(
        root(&named).contains(&format!(r#"src="{picture}""#)),
        "{}",
        root(&named)
    );
    let opening = html(&app, &path).await;
    assert!(
        !root(&opening).contains(picture),
        "the opening variant has none of its own"
    );
}

#[tokio::test]
async fn a_page_draws_a_search_nobody_has_asked_for_yet_within_its_wait() {
    // The answer is not kept: the page makes it, however slow this machine's scans are.
    let app = shop_with(|settings| settings.first_screen_wait = Duration::from_secs(30)).await;
    let page = html(&app, "/q?search=galaxi").await;
    let (status, answer) = app.get_json("/api/products?search=galaxi").await;
    assert_eq!(status, 200, "{answer}");
    let row = first(&answer, "products", 5);
    assert!(!row.is_empty(), "{answer}");
    let positions = card_positions(root(&page), &row, "h2");
    assert!(positions.is_sorted(), "{positions:?}");
}

/// The cart page as a browser holding the app's hint `cookies` asks for it.
async fn cart_page(app: &TestApp, cookies: &str) -> String {
    let response = app
        .client
        .get(format!("{}/cart", app.address))
        .header("cookie", cookies)
        .send()
        .await
        .expect("request sent");
    assert_eq!(response.status().as_u16(), 200, "{cookies}");
    response.text().await.expect("body")
}

#[tokio::test]
async fn a_signed_in_shopper_s_cart_draws_its_heading_in_english_and_nobody_else_s_does() {
    let app = shop().await;
    let english = cart_page(&app, "signed_in=1; language=en").await;
    assert!(
        root(&english).contains(
            r#"<div class="site-main"><section class="cart-page"><h1>YOUR SHOPPING CART</h1></section></div>"#
        ),
        "{english}"
    );
    // A visitor the app will send to sign in; Bangla, whose font comes with its catalog; no hints.
    for cookies in [
        "language=en",
        "signed_in=0; language=en",
        "signed_in=1; language=bn",
        "signed_in=1",
        "theme=dark",
    ] {
        let page = cart_page(&app, cookies).await;
        assert!(!page.contains("first-screen"), "{cookies}");
        assert!(
            page.contains(r#"<div id="root"><p class="boot">PhoneBazar</p></div>"#),
            "{cookies}"
        );
    }
}
