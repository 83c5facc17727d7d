//! A database written before variants: products without variants and cart
//! lines without a variant still open, sell and show.

use crate::helpers::spawn_app;
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use serde_json::json;
use shop_server::demo;

#[tokio::test]
async fn a_product_stored_before_variants_reads_and_sells_as_its_one_variant() {
    let app = spawn_app().await;
    app.seed_before_variants(3).await;
    let product = demo::generate(42, 0).product;
    let stored: Document = app
        .database()
        .await
        .collection::<Document>("products")
        .find_one(doc! { "_id": product.id })
        .await
        .expect("read")
        .expect("stored");
    assert!(!stored.contains_key("options"), "written as before variants");

    let (status, body) = app.get_json(&format!("/api/product/{}", product.id.to_hex())).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["options"], json!([]));
    let variants = body["variants"].as_array().expect("variants");
    assert_eq!(variants.len(), 1, "{body}");
    assert_eq!(
        variants[0]["_id"],
        product.id.to_hex(),
        "its one variant is the product"
    );
    assert_eq!(variants[0]["label"], "");
    assert_eq!(variants[0]["stock"], body["stock"]);
    assert_eq!(body["variant_id"], product.id.to_hex());
    let (status, body) = app
        .get_json(&format!("/api/product/{0}?variant={0}", product.id.to_hex()))
        .await;
    assert_eq!(status, 200, "the product names itself as its variant: {body}");
}

#[tokio::test]
async fn a_cart_line_stored_before_variants_shows_and_checks_out() {
    let app = spawn_app().await;
    app.seed_before_variants(3).await;
    let product = app.product(&demo::generate(42, 0).product.id).await;
    let user = app.quick_customer("Nasrin").await;
    let address = app.add_address(&user).await;
    let customer = ObjectId::parse_str(&user.id).expect("an id");
    // The line as the shop wrote it before variants: no `variant_id`, no `label`.
    app.database()
        .await
        .collection::<Document>("cart_items")
        .insert_one(doc! {
            "_id": ObjectId::new(), "customer_id": customer, "product_id": product.id,
            "title": product.fields.title.as_str(), "price": product.fields.final_price,
            "cover": product.fields.cover.as_str(), "quantity": 1_i64, "createdAt": DateTime::now(),
        })
        .await
        .expect("an old line");
    let (status, lines) = app.cart_of(&user).await;
    assert_eq!(status, 200, "{lines}");
    assert_eq!(lines[0]["variant_id"], serde_json::Value::Null);
    assert_eq!(lines[0]["stock"], product.fields.stock);

    let body = app.checkout_body(&user, &address, "cash_on_delivery", "old-line").await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let after = app.product(&product.id).await;
    assert_eq!(
        after.fields.stock,
        product.fields.stock - 1,
        "the product's own stock is taken"
    );
}
