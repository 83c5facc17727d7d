//! The compare page's first screen: the head of its table, each compared
//! phone's picture and name in the order its address names them, drawn by the
//! server before the app's code has run (the pictures are the page's largest
//! paint). The app draws the same head, with the specs under it.

use super::{add_phone, between, html, phone_with_a_variant_picture, shop};
use serde_json::Value;

/// The first screen the server wrote before `#root`, if any.
fn screen(html: &str) -> Option<&str> {
    between(html, r#"<div id="first-screen""#, r#"<div id="root">"#)
}

/// Where `answer`'s phone (a `GET /api/product/{id}` answer) is in `screen`,
/// checking its column shows its picture and links to `link` by its name.
fn column(screen: &str, answer: &Value, link: &str) -> usize {
    let at = screen
        .find(&format!(r#"<a href="{link}">"#))
        .unwrap_or_else(|| panic!("a column links to {link}: {screen}"));
    let start = screen[..at].rfind("<th").expect("in a column");
    let end = at + screen[at..].find("</th>").expect("the column ends");
    let column = &screen[start..end];
    let src = answer["cover_picture"]["src"]
        .as_str()
        .or(answer["cover"].as_str())
        .expect("a picture");
    assert!(column.contains(&format!(r#"src="{src}""#)), "{column}");
    start
}

#[tokio::test]
async fn a_compare_page_draws_its_phones_pictures_and_names_in_the_order_it_names_them() {
    let app = shop().await;
    let first = add_phone(&app, "Galaxy A55 </th><script>alert(1)</script>", 4).await;
    let second = add_phone(&app, "Galaxy M35", 4).await;
    let id = |phone: &Value| phone["_id"].as_str().expect("id").to_owned();
    let (a, b) = (id(&first), id(&second));
    let missing = "665f1c2e9b1e8a3d4c5b6a70";
    let page = html(&app, &format!("/compare?ids={b},{missing},nonsense,{a}")).await;
    let screen = screen(&page).expect("a first screen");

    assert!(!screen.contains("<script"), "{screen}");
    assert!(screen.contains("Galaxy A55 &lt;/th&gt;&lt;script&gt;"), "{screen}");
    let mut at = Vec::new();
    for phone in [&second, &first] {
        let (_, answer) = app.get_json(&format!("/api/product/{}", id(phone))).await;
        let link = format!("/product/{}/{}", answer["slug"].as_str().expect("slug"), id(phone));
        at.push(column(screen, &answer, &link));
    }
    assert!(at[0] < at[1], "in the address's order: {screen}");
    assert!(
        !screen.contains(missing),
        "a phone the shop does not have is left to the app"
    );
    assert_eq!(screen.matches("<img").count(), 2, "{screen}");
    assert_eq!(
        screen.matches(r#"alt="""#).count(),
        2,
        "beside its name a picture says nothing more: {screen}"
    );
    assert_eq!(screen.matches(r#"fetchpriority="high""#).count(), 1, "{screen}");
    assert!(
        !screen.contains(r#"loading="lazy""#),
        "every column is in view: {screen}"
    );
}

#[tokio::test]
async fn a_compared_variant_is_drawn_with_its_own_picture_and_link() {
    let app = shop().await;
    let (phone, picture) = phone_with_a_variant_picture(&app).await;
    let (id, variant) = (phone.product.id.to_hex(), phone.black_256.id.to_hex());
    let page = html(&app, &format!("/compare?ids={id}~{variant}")).await;
    let screen = screen(&page).expect("a first screen");
    let (_, answer) = app.get_json(&format!("/api/product/{id}?variant={variant}")).await;
    assert_eq!(answer["cover"].as_str(), Some(picture), "the API shows it too");
    let link = format!(
        "/product/{}/{id}?variant={variant}",
        answer["slug"].as_str().expect("slug")
    );
    column(screen, &answer, &link);
}

#[tokio::test]
async fn a_compare_page_with_no_phone_the_shop_has_draws_no_first_screen() {
    let app = shop().await;
    let phone = app.catalog.all().into_iter().next().expect("a phone").id.to_hex();
    // A variant the phone does not sell: the API answers 404 for it, and the app leaves it out.
    let not_sold = format!("/compare?ids={phone}~665f1c2e9b1e8a3d4c5b6a71");
    let (status, _) = app
        .get_json(&format!("/api/product/{phone}?variant=665f1c2e9b1e8a3d4c5b6a71"))
        .await;
    assert_eq!(status, 404);
    for path in [
        "/compare",
        "/compare?ids=",
        "/compare?ids=665f1c2e9b1e8a3d4c5b6a70,nonsense",
        not_sold.as_str(),
    ] {
        let page = html(&app, path).await;
        assert_eq!(screen(&page), None, "{path}");
        assert!(!page.contains("first-screen"), "{path}");
    }
}
