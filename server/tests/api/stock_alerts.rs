//! Back in stock: a customer asks for an out-of-stock phone and gets one
//! notice and one e-mail when its stock goes from none to more, by whatever
//! path, and never again unless they ask again.

mod instances;

use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{Document, doc, oid::ObjectId};
use reqwest::Method;
use serde_json::{Value, json};

/// The first phone of a catalog written before variants (sold as itself,
/// its stock on the product), its stock set to `stock`. Alerts for variants
/// are tested in `variants::alerts`.
pub async fn phone_with_stock(app: &TestApp, stock: i64) -> ObjectId {
    app.seed_before_variants(6).await;
    let id = shop_server::demo::generate(42, 0).product.id;
    app.repositories.products.set_stock(id, stock).await.expect("stock");
    app.refresh_catalog().await;
    id
}

pub fn alert_path(id: &ObjectId) -> String {
    format!("/api/products/{}/stock-alert", id.to_hex())
}

pub async fn ask(app: &TestApp, user: &TestUser, id: &ObjectId) -> (u16, Value) {
    app.post_json(&alert_path(id), Some(&user.token), &json!({})).await
}

/// The admin's edit of the stock from what the form loaded (`stock_was`) to `stock`.
pub async fn set_stock_as_admin(app: &TestApp, admin: &TestUser, id: &ObjectId, stock: i64) -> (u16, Value) {
    app.refresh_catalog().await;
    let (status, loaded) = app.get_json(&format!("/api/product/{}", id.to_hex())).await;
    assert_eq!(status, 200, "{loaded}");
    let form = json!({
        "title": loaded["title"], "brand": loaded["brand"], "price": loaded["price"].as_i64().map(|p| p / 100),
        "discount": loaded["discount"], "stock": stock, "description": loaded["description"],
        "cover": loaded["cover"], "specs": loaded["specs"],
        "version": loaded["version"], "stock_was": loaded["stock"],
    });
    app.send_json(
        Method::PUT,
        &format!("/api/product/{}", id.to_hex()),
        Some(&admin.token),
        Some(&form),
    )
    .await
}

pub async fn notices(app: &TestApp, user: &TestUser) -> Value {
    let (status, body) = app.get_json_as("/api/notices", &user.token).await;
    assert_eq!(status, 200, "{body}");
    body
}

/// How many notices `user` has, and how many back-in-stock e-mails are queued to them.
pub async fn told(app: &TestApp, user: &TestUser) -> (usize, u64) {
    let listed = notices(app, user).await["notices"].as_array().map_or(0, Vec::len);
    let mails = app
        .database()
        .await
        .collection::<Document>("outbox")
        .count_documents(doc! { "to": &user.email, "kind": "back_in_stock" })
        .await
        .expect("count");
    (listed, mails)
}

/// A cash-on-delivery order of `quantity` units: the order's id.
pub async fn buy(app: &TestApp, buyer: &TestUser, id: &ObjectId, quantity: u32) -> String {
    let address = app.add_address(buyer).await;
    app.add_to_cart(buyer, id, quantity).await;
    let key = format!("alert-{}", ObjectId::new().to_hex());
    let body = app.checkout_body(buyer, &address, "cash_on_delivery", &key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&buyer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    placed["orders"][0]["_id"].as_str().expect("order id").to_owned()
}

#[tokio::test]
async fn a_phone_in_stock_or_unknown_is_refused_and_a_stranger_must_sign_in() {
    let app = spawn_app().await;
    let id = phone_with_stock(&app, 4).await;
    let customer = app.signup("Eager").await;

    let (status, body) = ask(&app, &customer, &id).await;
    assert_eq!(status, 409, "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| m.contains("in stock")),
        "{body}"
    );
    let (status, body) = ask(&app, &customer, &ObjectId::new()).await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = app
        .post_json("/api/products/not-an-id/stock-alert", Some(&customer.token), &json!({}))
        .await;
    assert_eq!(status, 400, "{body}");
    let (status, _) = app.post_json(&alert_path(&id), None, &json!({})).await;
    assert_eq!(status, 401);
    let stored = app
        .database()
        .await
        .collection::<Document>("stock_alerts")
        .count_documents(doc! {})
        .await
        .expect("count");
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn asking_twice_keeps_one_alert_and_cancelling_ends_it() {
    let app = spawn_app().await;
    let id = phone_with_stock(&app, 0).await;
    let customer = app.signup("Twice").await;

    let (status, body) = ask(&app, &customer, &id).await;
    assert_eq!((status, &body["waiting"]), (201, &json!(true)), "{body}");
    let (status, body) = ask(&app, &customer, &id).await;
    assert_eq!((status, &body["waiting"]), (200, &json!(true)), "{body}");
    let alerts = app.database().await.collection::<Document>("stock_alerts");
    assert_eq!(alerts.count_documents(doc! {}).await.expect("count"), 1);
    let (_, seen) = app.get_json_as(&alert_path(&id), &customer.token).await;
    assert_eq!(seen["waiting"], true);

    let (status, body) = app
        .send_json(Method::DELETE, &alert_path(&id), Some(&customer.token), None)
        .await;
    assert_eq!((status, &body["waiting"]), (200, &json!(false)), "{body}");
    let (_, seen) = app.get_json_as(&alert_path(&id), &customer.token).await;
    assert_eq!(seen["waiting"], false);

    let admin = app.admin().await;
    let (status, saved) = set_stock_as_admin(&app, &admin, &id, 5).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(told(&app, &customer).await, (0, 0), "a cancelled alert tells nobody");
}

#[tokio::test]
async fn an_admin_restock_from_none_tells_each_waiting_customer_exactly_once() {
    let app = spawn_app().await;
    let id = phone_with_stock(&app, 0).await;
    let admin = app.admin().await;
    let (first, second, bystander) = (
        app.signup("First").await,
        app.signup("Second").await,
        app.signup("Bystander").await,
    );
    for customer in [&first, &second] {
        let (status, body) = ask(&app, customer, &id).await;
        assert_eq!(status, 201, "{body}");
    }

    let (status, saved) = set_stock_as_admin(&app, &admin, &id, 5).await;
    assert_eq!((status, &saved["stock"]), (200, &json!(5)), "{saved}");
    for customer in [&first, &second] {
        assert_eq!(told(&app, customer).await, (1, 1), "one notice, one e-mail");
    }
    assert_eq!(told(&app, &bystander).await, (0, 0));
    let listed = notices(&app, &first).await;
    assert_eq!(listed["unread"], 1, "{listed}");
    let notice = &listed["notices"][0];
    assert_eq!(
        (&notice["kind"], &notice["read"]),
        (&json!("back_in_stock"), &json!(false))
    );
    assert_eq!(notice["product_id"], id.to_hex());
    assert!(
        notice["message"]
            .as_str()
            .is_some_and(|m| m.ends_with("is back in stock."))
    );
    let mail = app
        .database()
        .await
        .collection::<Document>("outbox")
        .find_one(doc! { "to": &first.email, "kind": "back_in_stock" })
        .await
        .expect("find")
        .expect("queued");
    let slug = notice["product_slug"].as_str().expect("slug");
    assert!(
        mail.get_str("text")
            .expect("text")
            .contains(&format!("/product/{slug}/{}", id.to_hex()))
    );
    assert!(mail.get_str("html").expect("html").contains("back in stock"));

    let (_, alert) = app.get_json_as(&alert_path(&id), &first.token).await;
    assert_eq!(alert["waiting"], false, "told, so no longer waiting");
    let path = format!("/api/notices/{}/read", notice["_id"].as_str().expect("id"));
    let (status, _) = app.post_json(&path, Some(&second.token), &json!({})).await;
    assert_eq!(status, 404, "not someone else's notice");
    let (status, _) = app.post_json(&path, Some(&first.token), &json!({})).await;
    assert_eq!(status, 200);
    let listed = notices(&app, &first).await;
    assert_eq!(
        (&listed["unread"], &listed["notices"][0]["read"]),
        (&json!(0), &json!(true))
    );

    // More stock on top, then sold out and back, with nobody asking again.
    for stock in [8, 0, 3] {
        let (status, saved) = set_stock_as_admin(&app, &admin, &id, stock).await;
        assert_eq!(status, 200, "{saved}");
    }
    for customer in [&first, &second] {
        assert_eq!(told(&app, customer).await, (1, 1), "told once only");
    }

    // Asking again while sold out arms a new alert, told once more.
    set_stock_as_admin(&app, &admin, &id, 0).await;
    assert_eq!(ask(&app, &first, &id).await.0, 201);
    set_stock_as_admin(&app, &admin, &id, 2).await;
    assert_eq!(told(&app, &first).await, (2, 2));
    assert_eq!(told(&app, &second).await, (1, 1));
    let (status, _) = app
        .post_json("/api/notices/read-all", Some(&first.token), &json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(notices(&app, &first).await["unread"], 0);
}

#[tokio::test]
async fn a_cancelled_order_giving_the_last_units_back_tells_the_waiting_customers() {
    let app = spawn_app().await;
    let id = phone_with_stock(&app, 2).await;
    let buyer = app.signup("Buyer").await;
    let order = buy(&app, &buyer, &id, 2).await;
    assert_eq!(app.product(&id).await.fields.stock, 0);
    let waiting = app.signup("Waiting").await;
    assert_eq!(ask(&app, &waiting, &id).await.0, 201);

    let (status, body) = app
        .post_json(&format!("/api/order/{order}/cancel"), Some(&buyer.token), &json!({}))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(app.product(&id).await.fields.stock, 2);
    assert_eq!(told(&app, &waiting).await, (1, 1));
    assert_eq!(told(&app, &buyer).await, (0, 0));
}
