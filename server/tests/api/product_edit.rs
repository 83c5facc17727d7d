//! An admin's edit changes what the admin changed and nothing a checkout,
//! review or wishlist did meanwhile; an edit of an older version is refused.

use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::oid::ObjectId;
use reqwest::Method;
use serde_json::{Value, json};

/// The admin form's body for a product as it was loaded, with `change` applied.
fn form_of(loaded: &Value, change: impl FnOnce(&mut Value)) -> Value {
    let mut form = json!({
        "title": loaded["title"], "brand": loaded["brand"], "price": loaded["price"].as_i64().map(|p| p / 100),
        "discount": loaded["discount"], "stock": loaded["stock"], "description": loaded["description"],
        "cover": loaded["cover"], "specs": loaded["specs"],
        "version": loaded["version"], "stock_was": loaded["stock"],
    });
    change(&mut form);
    form
}

async fn save(app: &TestApp, admin: &TestUser, id: &str, form: &Value) -> (u16, Value) {
    app.send_json(
        Method::PUT,
        &format!("/api/product/{id}"),
        Some(&admin.token),
        Some(form),
    )
    .await
}

/// A product sold as itself (whose price and stock the product form edits)
/// with `stock` units (and a whole-taka price, as the form sends).
async fn product_with_stock(app: &TestApp, stock: i64) -> String {
    app.seed_before_variants(4).await;
    let product = shop_server::demo::generate(42, 0).sold_as_itself();
    app.repositories
        .products
        .set_stock(product.id, stock)
        .await
        .expect("stock");
    app.refresh_catalog().await;
    product.id.to_hex()
}

async fn buy(app: &TestApp, id: &str, quantity: u32) {
    let shopper = app.signup("Buyer").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &ObjectId::parse_str(id).expect("id"), quantity)
        .await;
    let key = format!("edit-{}", ObjectId::new().to_hex());
    let body = app.checkout_body(&shopper, &address, "cash_on_delivery", &key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
}

#[tokio::test]
async fn a_customer_s_edit_of_a_product_is_refused_and_changes_nothing() {
    let app = spawn_app().await;
    let id = product_with_stock(&app, 10).await;
    let customer = app.signup("Meddler").await;
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    let (status, body) = save(
        &app,
        &customer,
        &id,
        &form_of(&loaded, |f| {
            f["title"] = json!("Free Phone");
            f["price"] = json!("1");
        }),
    )
    .await;
    assert_eq!(status, 403, "{body}");
    let (_, after) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(after, loaded, "nothing changed");
}

#[tokio::test]
async fn a_checkout_between_load_and_save_keeps_its_stock_sold() {
    let app = spawn_app().await;
    let id = product_with_stock(&app, 10).await;
    let admin = app.admin().await;
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    let sold_before = loaded["sold"].as_i64().expect("sold");

    buy(&app, &id, 3).await;
    let (status, saved) = save(
        &app,
        &admin,
        &id,
        &form_of(&loaded, |f| f["title"] = json!("Renamed Phone 8/128GB")),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    let stored = app.product(&ObjectId::parse_str(&id).expect("id")).await;
    assert_eq!(stored.fields.title, "Renamed Phone 8/128GB");
    assert_eq!(
        stored.fields.stock, 7,
        "the 3 units sold stay sold: the edit did not write the stock it loaded"
    );
    assert_eq!(stored.fields.sold, sold_before + 3);
    assert_eq!(saved["stock"], 7, "the answer shows the stock as it is now");
    assert_eq!(saved["version"], loaded["version"].as_i64().expect("version") + 1);
}

#[tokio::test]
async fn a_restock_adds_to_what_is_left_after_sales() {
    let app = spawn_app().await;
    let id = product_with_stock(&app, 10).await;
    let admin = app.admin().await;
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    buy(&app, &id, 2).await;
    // The admin saw 10 and typed 15: five more arrived.
    let (status, saved) = save(&app, &admin, &id, &form_of(&loaded, |f| f["stock"] = json!(15))).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        app.product(&ObjectId::parse_str(&id).expect("id")).await.fields.stock,
        13
    );

    // Taking away more than is left now is refused, and nothing changes.
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    // Two shoppers: one checkout takes five of one phone at most.
    buy(&app, &id, 5).await;
    buy(&app, &id, 5).await;
    let (status, refused) = save(&app, &admin, &id, &form_of(&loaded, |f| f["stock"] = json!(0))).await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"].as_str().expect("message").contains("Only 3 left"),
        "{refused}"
    );
    assert_eq!(
        app.product(&ObjectId::parse_str(&id).expect("id")).await.fields.stock,
        3
    );
}

#[tokio::test]
async fn an_edit_of_an_older_version_is_refused_with_a_message() {
    let app = spawn_app().await;
    let id = product_with_stock(&app, 10).await;
    let admin = app.admin().await;
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    let (status, _) = save(
        &app,
        &admin,
        &id,
        &form_of(&loaded, |f| f["title"] = json!("First Admin's Title")),
    )
    .await;
    assert_eq!(status, 200);
    let (status, refused) = save(&app, &admin, &id, &form_of(&loaded, |f| f["price"] = json!(1000))).await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        refused["message"],
        "Someone else changed this product after you opened it. Reload it to see their changes, then make yours again."
    );
    let stored = app.product(&ObjectId::parse_str(&id).expect("id")).await;
    assert_eq!(stored.fields.title, "First Admin's Title", "the first edit stands");
    assert_ne!(stored.fields.price, 100_000, "the stale edit changed nothing");

    let (status, body) = save(
        &app,
        &admin,
        &id,
        &form_of(&loaded, |f| {
            f.as_object_mut().expect("object").remove("version");
        }),
    )
    .await;
    assert_eq!(status, 400, "an edit must say which version it was made on: {body}");
}

#[tokio::test]
async fn ratings_and_wishlist_counts_between_load_and_save_are_kept() {
    let app = spawn_app().await;
    let id = product_with_stock(&app, 10).await;
    let admin = app.admin().await;
    let (_, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    let fan = app.signup("Fan").await;
    let (status, _) = app
        .post_json("/api/add-wishlist", Some(&fan.token), &json!({ "product_id": id }))
        .await;
    assert_eq!(status, 201);
    let oid = ObjectId::parse_str(&id).expect("id");
    let wished = app.product(&oid).await.wishlist_count;
    // A review lands meanwhile, as the reviews repository writes it.
    app.database()
        .await
        .collection::<mongodb::bson::Document>("products")
        .update_one(
            mongodb::bson::doc! { "_id": oid },
            mongodb::bson::doc! { "$set": { "rate": 4.5, "rating_sum": 9_i64, "rating_count": 2_i64 } },
        )
        .await
        .expect("rate");
    let (status, _) = save(&app, &admin, &id, &form_of(&loaded, |f| f["discount"] = json!(7))).await;
    assert_eq!(status, 200);
    let stored = app.product(&oid).await;
    assert_eq!(stored.wishlist_count, wished, "the wishlist count is not written back");
    assert_eq!(
        (stored.fields.rate, stored.rating_sum, stored.fields.rating_count),
        (4.5, 9, 2),
        "the rating is not written back"
    );
    assert_eq!(stored.fields.discount, 7);
}

/// A phone sold in variants: its page shows the price and stock of the variant
/// it opens on, and its form sends those back untouched (the grid sets them).
/// Renaming it from that form is saved; its variants keep their prices.
#[tokio::test]
async fn a_variant_phone_is_renamed_from_its_form_as_loaded() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let phone = crate::payments::phones_in_stock(&app, 1, 20)
        .await
        .into_iter()
        .find(|p| p.has_variants())
        .expect("a phone sold in variants");
    let id = phone.id.to_hex();
    let (status, loaded) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(status, 200, "{loaded}");
    let form = form_of(&loaded, |f| {
        f["title"] = json!(format!("{} Renamed", loaded["title"].as_str().unwrap_or("")))
    });
    let (status, saved) = save(&app, &admin, &id, &form).await;
    assert_eq!(status, 200, "{saved}");
    assert!(
        saved["title"].as_str().is_some_and(|t| t.ends_with("Renamed")),
        "{saved}"
    );
    let (_, after) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(
        (&after["price"], &after["stock"]),
        (&loaded["price"], &loaded["stock"]),
        "the grid's prices stay"
    );
}
