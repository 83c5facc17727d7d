//! Return photos are counted before they are read: a slot is taken at once
//! per upload, so parallel uploads never store more than the limit; a body
//! declared larger than a picture may be is refused before it is read; and a
//! refused or broken upload gives its slot back.

use super::deliver;
use crate::{helpers::TestApp, pictures::picture};
use image::ImageFormat;

async fn delivered_cash_order(app: &TestApp, shopper: &crate::helpers::TestUser) -> String {
    let admin = app.admin().await;
    let address = app.add_address(shopper).await;
    let phone = crate::payments::phone_in_stock(app, 3).await;
    app.add_to_cart(shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(shopper, &address, "cash_on_delivery", "uploads-race-1")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    deliver(app, &admin, &order, 1).await;
    order
}

#[tokio::test]
async fn forty_parallel_uploads_store_no_more_photos_than_the_limit() {
    let app = crate::helpers::spawn_app().await;
    app.seed(20).await;
    let shopper = app.quick_customer("Uploader").await;
    let order = delivered_cash_order(&app, &shopper).await;
    let url = format!("{}/api/order/{order}/return/photos", app.address);
    let upload = |body: Vec<u8>| {
        let request = app.client.post(&url).header("token", &shopper.token).body(body);
        async move { request.send().await.expect("upload").status().as_u16() }
    };
    // A broken upload (not a picture) and one past the size limit give their slots back.
    assert_eq!(upload(b"not a picture".to_vec()).await, 415);
    assert_eq!(upload(picture(32, 24, 1, ImageFormat::Png)).await, 201);

    let answers =
        futures_util::future::join_all((2..42).map(|tint| upload(picture(32, 24, tint, ImageFormat::Png)))).await;
    let accepted = answers.iter().filter(|s| **s == 201).count();
    let refused = answers.iter().filter(|s| **s == 409).count();
    assert_eq!((accepted, refused), (5, 35), "six photos in all: {answers:?}");
    let id = |hex: &str| mongodb::bson::oid::ObjectId::parse_str(hex).expect("an id");
    let stored = app
        .repositories
        .returns
        .photos_sent(id(&order), id(&shopper.id))
        .await
        .expect("photos");
    assert_eq!(stored.len(), 6);
    // Declared larger than a picture may be: refused on its length, before the body is read
    // (the client sent 16 bytes of the 999,999,999 it declared, and waits).
    let declared_too_large = app
        .client
        .post(&url)
        .header("token", &shopper.token)
        .header("content-length", "999999999")
        .body(vec![0_u8; 16])
        .timeout(std::time::Duration::from_secs(5))
        .send()
        .await
        .expect("an answer at once, not a wait for the body");
    assert_eq!(declared_too_large.status(), 413);
}
