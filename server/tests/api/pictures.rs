//! Product pictures: WebP copies at a few widths under content-hashed,
//! year-long addresses, the sizes a page needs for `<img srcset>`, and
//! refusal of pictures too large to decode.

use crate::helpers::{TestApp, TestUser, spawn_app};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use mongodb::bson::{Document, doc, oid::ObjectId};
use reqwest::Method;
use serde_json::{Value, json};
use std::io::Cursor;

const FOREVER: &str = "public, max-age=31536000, immutable";

fn phone(title: &str, cover: &str) -> Value {
    json!({
        "title": title, "brand": "samsung", "price": "25999", "discount": 0, "stock": 5,
        "description": "A phone with a photo.", "cover": cover,
        "specs": { "ram_gb": 8, "rom_gb": 128, "battery_mah": 5000, "display_inch": 6.5, "camera_mp": 50, "network": "5G", "processor": "Exynos 1380" }
    })
}

/// A photo-like picture: every pixel differs, and `tint` changes them all.
pub fn picture(width: u32, height: u32, tint: u8, format: ImageFormat) -> Vec<u8> {
    let image = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 251) as u8, (y % 241) as u8, tint.wrapping_add(((x * y) % 7) as u8)])
    });
    let mut bytes = Vec::new();
    DynamicImage::ImageRgb8(image)
        .write_to(&mut Cursor::new(&mut bytes), format)
        .expect("encode");
    bytes
}

async fn upload(app: &TestApp, admin: &TestUser, bytes: Vec<u8>) -> reqwest::Response {
    app.client
        .post(format!("{}/api/images", app.address))
        .header("token", &admin.token)
        .body(bytes)
        .send()
        .await
        .expect("sent")
}

/// Uploads a picture and lists a phone with it: the product answer.
async fn phone_with(app: &TestApp, admin: &TestUser, title: &str, bytes: Vec<u8>) -> Value {
    let uploaded = upload(app, admin, bytes).await;
    assert_eq!(uploaded.status().as_u16(), 201);
    let uploaded: Value = uploaded.json().await.expect("json");
    let cover = uploaded["url"].as_str().expect("url");
    let (status, created) = app
        .post_json("/api/add-product", Some(&admin.token), &phone(title, cover))
        .await;
    assert_eq!(status, 201, "{created}");
    created
}

/// The `srcset` entries of a product answer: (url, width).
fn sources(product: &Value) -> Vec<(String, u32)> {
    product["cover_picture"]["srcset"]
        .as_array()
        .expect("srcset")
        .iter()
        .map(|s| {
            let width = s["width"].as_u64().expect("width");
            (
                s["url"].as_str().expect("url").to_owned(),
                u32::try_from(width).expect("u32"),
            )
        })
        .collect()
}

/// The WebP copies among the `srcset` entries.
fn copies(product: &Value) -> Vec<(String, u32)> {
    sources(product)
        .into_iter()
        .filter(|(url, _)| url.ends_with(".webp"))
        .collect()
}

fn header<'a>(response: &'a reqwest::Response, name: &str) -> &'a str {
    response.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
}

/// Fetches a rendition and checks it is WebP at `width`, cached for a year.
async fn webp_at(app: &TestApp, url: &str, width: u32) -> DynamicImage {
    let response = app.get(url).await;
    assert_eq!(response.status().as_u16(), 200, "{url}");
    assert_eq!(header(&response, "content-type"), "image/webp");
    assert_eq!(header(&response, "cache-control"), FOREVER);
    assert_eq!(header(&response, "x-content-type-options"), "nosniff");
    let bytes = response.bytes().await.expect("bytes");
    assert_eq!(
        (&bytes[..4], &bytes[8..12]),
        (&b"RIFF"[..], &b"WEBP"[..]),
        "WebP magic bytes"
    );
    let decoded = image::load_from_memory_with_format(&bytes, ImageFormat::WebP).expect("a WebP picture");
    assert_eq!(decoded.width(), width, "{url} is as wide as the answer says");
    decoded
}

#[tokio::test]
async fn a_photo_is_served_as_webp_at_each_width_with_its_size_in_the_answers() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let original = picture(1200, 800, 0, ImageFormat::Png);
    let created = phone_with(&app, &admin, "Galaxy Photo", original.clone()).await;
    let id = created["_id"].as_str().expect("id");

    let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
    let (_, listed) = app.get_json("/api/products?search=Galaxy%20Photo").await;
    let card = &listed["products"][0];
    assert_eq!(card["_id"], id);
    for answer in [&created, &page, card] {
        assert_eq!(answer["cover_picture"], created["cover_picture"]);
        assert_eq!(answer["cover"], created["cover"], "the old field stays");
    }
    let cover = &page["cover_picture"];
    assert_eq!(
        (cover["width"].as_u64(), cover["height"].as_u64()),
        (Some(1200), Some(800))
    );
    let widths: Vec<u32> = sources(&page).iter().map(|s| s.1).collect();
    assert_eq!(widths, vec![240, 480, 960, 1200], "the copies, then the wider original");
    let (widest, _) = sources(&page).pop().expect("the original");
    assert_eq!(widest, cover["src"].as_str().expect("src"));
    for (url, width) in copies(&page) {
        let webp = webp_at(&app, &url, width).await;
        assert_eq!(webp.height(), width * 2 / 3, "proportions kept");
    }

    let src = app.get(cover["src"].as_str().expect("src")).await;
    assert_eq!(header(&src, "content-type"), "image/png");
    assert_eq!(header(&src, "cache-control"), FOREVER);
    assert_eq!(src.bytes().await.expect("bytes").as_ref(), original.as_slice());
    let old = app.get(created["cover"].as_str().expect("cover")).await;
    assert_eq!(
        (old.status().as_u16(), header(&old, "content-type")),
        (200, "image/png")
    );
    assert_eq!(old.bytes().await.expect("bytes").as_ref(), original.as_slice());

    let (first, _) = &sources(&page)[0];
    let wrong_hash = first.replace(
        cover["src"].as_str().and_then(|s| s.rsplit('/').next()).expect("hash"),
        "0000000000000000",
    );
    let unlisted = first.replace("/240.webp", "/1200.webp");
    for url in [wrong_hash, unlisted] {
        let (status, body) = app.get_json(&url).await;
        assert_eq!(status, 404, "{url}");
        assert_eq!(body["message"], "Image not found");
    }
}

#[tokio::test]
async fn a_narrow_picture_is_never_enlarged() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let created = phone_with(&app, &admin, "Small Photo", picture(300, 150, 9, ImageFormat::Png)).await;
    assert_eq!(
        sources(&created).iter().map(|s| s.1).collect::<Vec<_>>(),
        vec![240, 300]
    );
    for (url, width) in copies(&created) {
        assert!(width <= 300);
        webp_at(&app, &url, width).await;
    }
}

#[tokio::test]
async fn a_new_picture_has_new_addresses() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let created = phone_with(&app, &admin, "Galaxy Changes", picture(600, 600, 0, ImageFormat::Png)).await;
    let replacement = upload(&app, &admin, picture(600, 600, 100, ImageFormat::Png)).await;
    let replacement: Value = replacement.json().await.expect("json");
    let mut edit = phone("Galaxy Changes", replacement["url"].as_str().expect("url"));
    edit["version"] = created["version"].clone();
    edit["stock_was"] = created["stock"].clone();
    let id = created["_id"].as_str().expect("id");
    let (status, edited) = app
        .send_json(
            Method::PUT,
            &format!("/api/product/{id}"),
            Some(&admin.token),
            Some(&edit),
        )
        .await;
    assert_eq!(status, 200, "{edited}");
    let hash = |answer: &Value| {
        let src = answer["cover_picture"]["src"].as_str().expect("src").to_owned();
        src.rsplit('/').next().expect("hash").to_owned()
    };
    assert_ne!(hash(&created), hash(&edited), "the hash follows the picture");
    assert_eq!(copies(&edited).len(), 3);
    for ((before, _), (after, width)) in copies(&created).into_iter().zip(copies(&edited)) {
        assert_ne!(before, after);
        assert!(after.contains(&hash(&edited)));
        webp_at(&app, &after, width).await;
    }
}

#[tokio::test]
async fn a_picture_too_large_to_decode_is_refused_with_a_message() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    // 30 million black pixels compress to a few tens of kilobytes.
    let mut bomb = Vec::new();
    DynamicImage::new_luma8(6000, 5000)
        .write_to(&mut Cursor::new(&mut bomb), ImageFormat::Png)
        .expect("encode");
    assert!(bomb.len() < 2 * 1024 * 1024, "small enough to pass the byte limit");
    let refused = upload(&app, &admin, bomb).await;
    assert_eq!(refused.status().as_u16(), 413);
    let body: Value = refused.json().await.expect("json");
    assert_eq!(
        body["message"],
        "A picture can have at most 25 million pixels; this one is 6000 × 5000"
    );
    let damaged = upload(
        &app,
        &admin,
        [&picture(50, 50, 0, ImageFormat::Png)[..40], &[0; 40]].concat(),
    )
    .await;
    assert_eq!(damaged.status().as_u16(), 415);
    let body: Value = damaged.json().await.expect("json");
    assert!(
        body["message"]
            .as_str()
            .is_some_and(|m| m.contains("could not be read")),
        "{body}"
    );
    let images = app.database().await.collection::<Document>("images");
    assert_eq!(images.count_documents(doc! {}).await.expect("count"), 0, "nothing kept");
}

#[tokio::test]
async fn a_lost_rendition_is_drawn_once_more_and_kept_even_when_asked_for_at_once() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let created = phone_with(&app, &admin, "Galaxy Again", picture(800, 400, 3, ImageFormat::Png)).await;
    let renditions = app.database().await.collection::<Document>("image_renditions");
    assert_eq!(
        renditions.count_documents(doc! {}).await.expect("count"),
        3,
        "drawn on upload"
    );
    renditions.delete_many(doc! {}).await.expect("lose them");

    let (url, width) = copies(&created)[1].clone();
    let answers = futures_util::future::join_all((0..4).map(|_| app.get(&url))).await;
    let mut bodies = Vec::new();
    for answer in answers {
        assert_eq!(answer.status().as_u16(), 200);
        bodies.push(answer.bytes().await.expect("bytes"));
    }
    assert!(
        bodies.windows(2).all(|pair| pair[0] == pair[1]),
        "the same bytes each time"
    );
    webp_at(&app, &url, width).await;
    assert_eq!(
        renditions.count_documents(doc! {}).await.expect("count"),
        1,
        "kept once"
    );
}

#[tokio::test]
async fn a_drawn_svg_keeps_its_size_and_needs_no_copies() {
    let app = spawn_app().await;
    app.seed(1).await;
    let id = shop_server::demo::generate(42, 0).product.id.to_hex();
    let (_, product) = app.get_json(&format!("/api/product/{id}")).await;
    let cover = &product["cover_picture"];
    assert_eq!(
        (cover["width"].as_u64(), cover["height"].as_u64()),
        (Some(240), Some(240))
    );
    assert_eq!(cover["srcset"], json!([]));
    let src = app.get(cover["src"].as_str().expect("src")).await;
    assert_eq!(header(&src, "content-type"), "image/svg+xml");
    assert_eq!(header(&src, "cache-control"), FOREVER);
    assert!(header(&src, "content-security-policy").contains("sandbox"));
    let unknown = format!("/api/images/{}/0123456789abcdef", ObjectId::new().to_hex());
    assert_eq!(app.get_json(&unknown).await.0, 404);
}
