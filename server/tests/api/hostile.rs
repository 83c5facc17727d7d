//! The bad-input corpus: every endpoint that takes a body, an id or a query
//! gets malformed JSON, wrong types, missing fields, MongoDB operator objects,
//! control characters, negative and huge numbers and path-traversal ids. Each
//! answer must be a 4xx with a JSON `{message}`, and no stored record changes.

use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{Document, doc, oid::ObjectId};
use reqwest::Method;
use serde_json::{Value, json};

/// Who calls an endpoint: the corpus should get past authentication.
#[derive(Clone, Copy)]
enum Caller {
    Nobody,
    Customer,
    Admin,
}

/// Values no field of this API accepts, whatever its type.
fn hostile_values() -> Vec<Value> {
    vec![
        json!({ "$gt": "" }),
        json!({ "$where": "sleep(1000)" }),
        json!(["$ne", 1]),
        json!(true),
        json!(-1),
        json!(-9_223_372_036_854_775_808_i64),
        json!(18_446_744_073_709_551_615_u64),
        json!(1e300),
        json!("\u{0000}"),
        json!("\u{202e}\u{0007}"),
    ]
}

/// Path segments that are not ids of anything.
const BAD_IDS: [&str; 6] = [
    "not-an-id",
    "..%2F..%2Fetc%2Fpasswd",
    "%00",
    "%7B%22%24gt%22%3A%22%22%7D",
    "665f1c2e9b1e8a3d4c5b6a7",
    "zzzzzzzzzzzzzzzzzzzzzzzz",
];

/// Every collection's documents, to show the corpus changed nothing.
pub(crate) async fn snapshot(app: &TestApp) -> Vec<(String, Vec<Document>)> {
    use futures_util::TryStreamExt;
    let database = app.database().await;
    let mut names = database.list_collection_names().await.expect("collections");
    names.sort();
    let mut all = Vec::new();
    for name in names {
        let documents: Vec<Document> = database
            .collection::<Document>(&name)
            .find(doc! {})
            .sort(doc! { "_id": 1 })
            .await
            .expect("find")
            .try_collect()
            .await
            .expect("read");
        all.push((name, documents));
    }
    all
}

async fn send(app: &TestApp, method: Method, path: &str, token: Option<&str>, body: Option<Vec<u8>>) -> (u16, Value) {
    let mut request = app.client.request(method, format!("{}{path}", app.address));
    if let Some(token) = token {
        request = request.header("token", token);
    }
    if let Some(body) = body {
        request = request.header("content-type", "application/json").body(body);
    }
    let response = request.send().await.expect("sent");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

fn assert_refused(what: &str, status: u16, answer: &Value) {
    assert!((400..500).contains(&status), "{what}: answered {status} {answer}");
    assert!(answer["message"].is_string(), "{what}: no JSON message in {answer}");
}

/// An endpoint, who calls it, an example body that is valid in the world's
/// state, and the fields it may leave out. The list is in an order in which
/// every example can be sent once and succeed.
type BodyEndpoint = (Method, String, Caller, Value, &'static [&'static str]);

fn body_endpoints(w: &World) -> Vec<BodyEndpoint> {
    let product_fields = json!({
        "title": "Hostile Phone X1", "brand": "Samsung", "price": "19999.00", "discount": 5, "stock": 3,
        "description": "d", "cover": "", "specs": { "ram_gb": 8, "rom_gb": 128, "battery_mah": 5000,
        "display_inch": 6.5, "camera_mp": 50, "network": "5G", "processor": "Exynos" }
    });
    let mut edit_fields = product_fields.clone();
    edit_fields["version"] = json!(0);
    edit_fields["stock_was"] = json!(3);
    let address_fields = json!({
        "first_name": "Rahim", "last_name": "Khan", "phone": "01712345678", "address": "House 1",
        "city": "Dhaka", "area": "Banani", "zip_code": "1213"
    });
    let (customer, fresh) = (&w.customer.id, &w.unreviewed);
    vec![
        (
            Method::POST,
            "/api/signup".into(),
            Caller::Nobody,
            json!({ "first_name": "Eve", "email": "eve@example.com", "password": "correct horse battery" }),
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/sign-in".into(),
            Caller::Nobody,
            json!({ "email": w.customer.email, "password": "correct horse battery" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-cart".into(),
            Caller::Customer,
            json!({ "product_id": fresh, "quantity": 1 }),
            &["quantity"],
        ),
        (
            Method::POST,
            "/api/cart-quantity".into(),
            Caller::Customer,
            json!({ "cart_id": w.cart_line, "quantity": 2 }),
            &[],
        ),
        (
            Method::POST,
            "/api/remove-cart".into(),
            Caller::Customer,
            json!({ "cart_id": w.cart_line, "customer_id": customer }),
            &["customer_id"],
        ),
        (
            Method::POST,
            "/api/add-wishlist".into(),
            Caller::Customer,
            json!({ "product_id": fresh }),
            &[],
        ),
        (
            Method::POST,
            "/api/remove-wishlist".into(),
            Caller::Customer,
            json!({ "wishlist_id": w.wishlist_line, "customer_id": customer }),
            &["customer_id"],
        ),
        (
            Method::PUT,
            "/api/auth/customer-profile".into(),
            Caller::Customer,
            json!({ "first_name": "Eve", "last_name": "Adams" }),
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/shipping-addresses".into(),
            Caller::Customer,
            address_fields.clone(),
            &["last_name"],
        ),
        (
            Method::PUT,
            format!("/api/shipping-addresses/{}", w.address),
            Caller::Customer,
            address_fields,
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/checkout".into(),
            Caller::Customer,
            // The total is the cart's when the examples reach it (set in the test).
            json!({ "address_id": w.address, "payment_method": "bkash", "idempotency_key": "hostile-key-1", "expected_total": 0 }),
            &[],
        ),
        (
            Method::POST,
            "/api/reviews".into(),
            Caller::Customer,
            json!({ "product_id": fresh, "rating": 5, "title": "Fine", "text": "ok" }),
            &["text"],
        ),
        (
            Method::PUT,
            format!("/api/reviews/{}", w.review),
            Caller::Customer,
            json!({ "rating": 4, "title": "Fine", "text": "ok" }),
            &["text"],
        ),
        (
            Method::POST,
            "/api/auth/change-password".into(),
            Caller::Customer,
            json!({ "current_password": "correct horse battery", "new_password": "another long secret" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-brand".into(),
            Caller::Admin,
            json!({ "name": "Hostile" }),
            &[],
        ),
        (
            Method::PUT,
            format!("/api/brands/{}", w.brand),
            Caller::Admin,
            json!({ "name": "Renamed" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-product".into(),
            Caller::Admin,
            product_fields.clone(),
            &["description", "cover", "discount"],
        ),
        (
            Method::PUT,
            format!("/api/product/{}", w.unreviewed),
            Caller::Admin,
            edit_fields,
            &["description", "cover", "discount"],
        ),
        (
            Method::POST,
            format!("/api/admin/orders/{}/status", w.pending_order),
            Caller::Admin,
            json!({ "status": "confirmed" }),
            &[],
        ),
    ]
}

/// A password can be any string, so a body whose only fault is a string that
/// is not the password gets the wrong-credentials answer (401 at sign-in, 403
/// for a password change), not a 400.
fn only_a_wrong_password(path: &str, body: &[u8], status: u16) -> bool {
    let (field, expected) = match path {
        "/api/sign-in" => ("password", 401),
        "/api/auth/change-password" => ("current_password", 403),
        _ => return false,
    };
    let parsed: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
    status == expected && parsed[field].is_string() && parsed[field] != "correct horse battery"
}

/// Every body the corpus derives from one valid example.
fn hostile_bodies(example: &Value, optional: &[&str]) -> Vec<Vec<u8>> {
    let mut bodies: Vec<Vec<u8>> = [
        &b"{"[..],
        b"[]",
        b"null",
        b"\"text\"",
        b"{}",
        b"{\"$where\": \"1\"}",
        b"\xff\xfe",
    ]
    .iter()
    .map(|b| b.to_vec())
    .collect();
    let Value::Object(fields) = example else { return bodies };
    for (key, value) in fields {
        for bad in hostile_values() {
            let mut body = example.clone();
            body[key] = bad.clone();
            bodies.push(serde_json::to_vec(&body).expect("json"));
            if let Value::Object(inner) = value {
                for inner_key in inner.keys() {
                    let mut body = example.clone();
                    body[key][inner_key] = bad.clone();
                    bodies.push(serde_json::to_vec(&body).expect("json"));
                }
            }
        }
        let mut missing = example.clone();
        missing.as_object_mut().expect("object").remove(key);
        if !optional.contains(&key.as_str()) {
            bodies.push(serde_json::to_vec(&missing).expect("json"));
        }
    }
    bodies
}

struct World {
    customer: TestUser,
    admin: TestUser,
    /// Delivered to the customer, not reviewed, in neither cart nor wishlist.
    unreviewed: String,
    address: String,
    pending_order: String,
    review: String,
    /// A brand no example product uses.
    brand: String,
    cart_line: String,
    wishlist_line: String,
}

async fn checkout(app: &TestApp, customer: &TestUser, address: &str, products: &[&str]) -> Vec<String> {
    for product in products {
        app.add_to_cart(customer, &ObjectId::parse_str(product).expect("id"), 1)
            .await;
    }
    let key = format!("world-{}", ObjectId::new().to_hex());
    let body = app.checkout_body(customer, address, "cash_on_delivery", &key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&customer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    placed["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["_id"].as_str().expect("id").to_owned())
        .collect()
}

async fn world(app: &TestApp) -> World {
    app.seed(12).await;
    let (_, listing) = app.get_json("/api/products?perPage=12").await;
    let in_stock: Vec<String> = listing["products"]
        .as_array()
        .expect("products")
        .iter()
        .filter(|p| p["stock"].as_i64().unwrap_or(0) >= 5 && p["brand"] != "Samsung")
        .map(|p| p["_id"].as_str().expect("id").to_owned())
        .collect();
    let [reviewed, unreviewed, pending] = [&in_stock[0], &in_stock[1], &in_stock[2]];
    let customer = app.signup("Mallory").await;
    let admin = app.admin().await;
    let address = app.add_address(&customer).await;
    for order in checkout(app, &customer, &address, &[reviewed, unreviewed]).await {
        for status in ["confirmed", "shipped", "delivered"] {
            let path = format!("/api/admin/orders/{order}/status");
            let (code, answer) = app
                .post_json(&path, Some(&admin.token), &json!({ "status": status }))
                .await;
            assert_eq!(code, 200, "{answer}");
        }
    }
    let review_body = json!({ "product_id": reviewed, "rating": 5, "title": "Great", "text": "" });
    let (status, review) = app.post_json("/api/reviews", Some(&customer.token), &review_body).await;
    assert_eq!(status, 201, "{review}");
    let pending_order = checkout(app, &customer, &address, &[pending]).await.remove(0);
    app.add_to_cart(&customer, &ObjectId::parse_str(reviewed).expect("id"), 1)
        .await;
    let (_, cart) = app.cart_of(&customer).await;
    let (status, wished) = app
        .post_json(
            "/api/add-wishlist",
            Some(&customer.token),
            &json!({ "product_id": reviewed }),
        )
        .await;
    assert_eq!(status, 201, "{wished}");
    let (_, brands) = app.get_json("/api/brands").await;
    let brand = brands
        .as_array()
        .expect("brands")
        .iter()
        .find(|b| b["name"] != "Samsung")
        .expect("a brand")["_id"]
        .as_str()
        .expect("id")
        .to_owned();
    World {
        unreviewed: unreviewed.clone(),
        address,
        pending_order,
        review: review["_id"].as_str().expect("review").to_owned(),
        brand,
        cart_line: cart[0]["_id"].as_str().expect("cart line").to_owned(),
        wishlist_line: wished["_id"].as_str().expect("wishlist line").to_owned(),
        customer,
        admin,
    }
}

#[tokio::test]
async fn hostile_bodies_are_refused_with_a_message_and_change_nothing() {
    let app = spawn_app().await;
    let w = world(&app).await;
    let token = |caller: Caller| match caller {
        Caller::Nobody => None,
        Caller::Customer => Some(w.customer.token.as_str()),
        Caller::Admin => Some(w.admin.token.as_str()),
    };
    let before = snapshot(&app).await;
    let mut sent = 0;
    for (method, path, caller, example, optional) in body_endpoints(&w) {
        for body in hostile_bodies(&example, optional) {
            let (status, answer) = send(&app, method.clone(), &path, token(caller), Some(body.clone())).await;
            let what = format!("{method} {path} {}", String::from_utf8_lossy(&body));
            // Refused for what the body says, not for who sent it or the state it met.
            assert!(
                matches!(status, 400 | 413 | 415 | 422) || only_a_wrong_password(&path, &body, status),
                "{what}: answered {status} {answer}"
            );
            assert_refused(&what, status, &answer);
            sent += 1;
        }
    }
    assert!(sent > 500, "the corpus sent {sent} requests");
    assert!(
        before == snapshot(&app).await,
        "a refused request changed a stored record"
    );

    // The examples themselves are accepted, so the refusals above came from the hostile parts.
    for (method, path, caller, mut example, _) in body_endpoints(&w) {
        if path == "/api/checkout" {
            let (_, summary) = app.get_json_as("/api/checkout/summary", &w.customer.token).await;
            example["expected_total"] = summary["total"].clone();
        }
        let body = serde_json::to_vec(&example).expect("json");
        let (status, answer) = send(&app, method.clone(), &path, token(caller), Some(body)).await;
        assert!(
            (200..300).contains(&status),
            "{method} {path} with its example: {status} {answer}"
        );
    }
}

#[tokio::test]
async fn hostile_ids_and_queries_are_refused_with_a_message_and_change_nothing() {
    let app = spawn_app().await;
    let w = world(&app).await;
    let before = snapshot(&app).await;
    let id_calls: Vec<(Method, &str, Caller)> = vec![
        (Method::GET, "/api/product/{}", Caller::Nobody),
        (Method::GET, "/api/product/{}/reviews", Caller::Nobody),
        (Method::GET, "/api/images/{}", Caller::Nobody),
        (Method::GET, "/api/brands/{}", Caller::Nobody),
        (Method::GET, "/api/order/{}", Caller::Customer),
        (Method::POST, "/api/order/{}/cancel", Caller::Customer),
        (Method::GET, "/api/auth/customer-profile/{}", Caller::Customer),
        (Method::GET, "/api/shipping-addresses/{}", Caller::Customer),
        (Method::DELETE, "/api/shipping-addresses/{}", Caller::Customer),
        (Method::POST, "/api/shipping-addresses/{}/default", Caller::Customer),
        (Method::POST, "/api/delete-product/{}", Caller::Admin),
        (Method::DELETE, "/api/brands/{}", Caller::Admin),
        (Method::POST, "/api/admin/orders/{}/status", Caller::Admin),
    ];
    for (method, template, caller) in id_calls {
        let token = match caller {
            Caller::Nobody => None,
            Caller::Customer => Some(w.customer.token.as_str()),
            Caller::Admin => Some(w.admin.token.as_str()),
        };
        for id in BAD_IDS {
            let path = template.replace("{}", id);
            let body = (method == Method::POST).then(|| br#"{"status":"shipped"}"#.to_vec());
            let (status, answer) = send(&app, method.clone(), &path, token, body).await;
            assert_refused(&format!("{method} {path}"), status, &answer);
        }
    }
    let queries = [
        "/api/products?page=-1",
        "/api/products?perPage=99999999999999999999",
        "/api/products?orderBy=%24where",
        "/api/products?battery=5000-4000",
        "/api/products?minPrice=-5",
        "/api/products?maxPrice=1e400",
        "/api/products?ram=%00",
        "/api/products?author=..%2F..%2Fetc",
        "/api/admin/orders?status=%7B%22%24gt%22%3A%22%22%7D",
        "/api/admin/orders?customer_id=not-an-id",
        "/api/admin/logs?level=debug",
        "/api/admin/logs?limit=-1",
    ];
    for query in queries {
        let (status, answer) = send(&app, Method::GET, query, Some(&w.admin.token), None).await;
        assert_refused(query, status, &answer);
    }
    assert!(
        before == snapshot(&app).await,
        "a refused request changed a stored record"
    );
}
