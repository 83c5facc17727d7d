use super::{store_phone, stored_variant};
use crate::helpers::spawn_app;
use serde_json::json;

#[tokio::test]
async fn add_cart_takes_the_variant_named_or_else_the_one_the_page_opens_on() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let other = store_phone(&app, 1).await;
    let user = app.quick_customer("Rahim").await;
    let add = |variant: Option<String>, quantity: u32| {
        let mut body = json!({ "product_id": phone.product.id.to_hex(), "quantity": quantity });
        if let Some(variant) = variant {
            body["variant_id"] = json!(variant);
        }
        body
    };
    let post = |body: serde_json::Value| {
        let app = &app;
        let token = user.token.clone();
        async move { app.post_json("/api/add-cart", Some(&token), &body).await }
    };

    let (status, body) = post(add(None, 1)).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(
        body["item"]["variant_id"],
        phone.blue_128.id.to_hex(),
        "the default variant"
    );
    assert_eq!(body["item"]["label"], "8/128 GB · Blue");

    let (status, body) = post(add(Some(phone.blue_256.id.to_hex()), 2)).await;
    assert_eq!(
        status, 201,
        "a second variant of the same phone is its own line: {body}"
    );
    assert_eq!(
        (body["item"]["price"].as_i64(), body["item"]["stock"].as_i64()),
        (Some(phone.blue_256.final_price), Some(8))
    );

    let (status, body) = post(add(Some(phone.blue_256.id.to_hex()), 1)).await;
    assert_eq!(status, 409, "the same variant twice: {body}");
    let (status, body) = post(add(Some(phone.black_256.id.to_hex()), 1)).await;
    assert_eq!(status, 409, "a sold-out variant: {body}");

    let (status, body) = post(add(Some(other.blue_256.id.to_hex()), 1)).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (400, Some("variants.of_another_product")),
        "{body}"
    );
    let (status, body) = post(add(Some(mongodb::bson::oid::ObjectId::new().to_hex()), 1)).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("variants.not_found")),
        "{body}"
    );
    let (status, body) = post(add(Some("blue".into()), 1)).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].is_string());

    let (status, lines) = app.cart_of(&user).await;
    assert_eq!(status, 200);
    let mut labels: Vec<&str> = lines
        .as_array()
        .expect("lines")
        .iter()
        .map(|l| l["label"].as_str().expect("label"))
        .collect();
    labels.sort_unstable();
    assert_eq!(labels, ["8/128 GB · Blue", "8/256 GB · Blue"]);

    // A quantity is bounded by its variant's stock, not the phone's.
    let line = lines
        .as_array()
        .expect("lines")
        .iter()
        .find(|l| l["label"] == "8/128 GB · Blue")
        .expect("line");
    let (status, body) = app
        .post_json(
            "/api/cart-quantity",
            Some(&user.token),
            &json!({ "cart_id": line["_id"], "quantity": 6 }),
        )
        .await;
    assert_eq!(status, 409, "only 5 of 8/128 GB Blue: {body}");
}

#[tokio::test]
async fn checkout_sells_the_variant_in_the_cart_and_the_order_keeps_its_label() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let user = app.quick_customer("Karim").await;
    let address = app.add_address(&user).await;
    let body =
        json!({ "product_id": phone.product.id.to_hex(), "variant_id": phone.blue_256.id.to_hex(), "quantity": 2 });
    let (status, answer) = app.post_json("/api/add-cart", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{answer}");

    let (status, summary) = app
        .get_json_as(&format!("/api/checkout/summary?address_id={address}"), &user.token)
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        summary["subtotal"],
        phone.blue_256.final_price * 2,
        "priced at the variant's price"
    );
    let checkout = app
        .checkout_body(&user, &address, "cash_on_delivery", "variant-order")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &checkout).await;
    assert_eq!(status, 201, "{placed}");

    let (status, orders) = app.get_json_as("/api/orders", &user.token).await;
    assert_eq!(status, 200, "{orders}");
    let order = &orders.as_array().expect("orders")[0];
    assert_eq!(order["product_id"]["label"], "8/256 GB · Blue");
    assert_eq!(order["product_id"]["variant_id"], phone.blue_256.id.to_hex());
    assert_eq!(order["price"], phone.blue_256.final_price);

    assert_eq!(
        stored_variant(&app, phone.blue_256.id).await.stock,
        6,
        "the variant sold two"
    );
    assert_eq!(
        stored_variant(&app, phone.blue_128.id).await.stock,
        5,
        "another variant is untouched"
    );
}
