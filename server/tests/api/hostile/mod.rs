//! The bad-input corpus: every endpoint that takes a body, an id or a query
//! gets malformed JSON, wrong types, missing fields, MongoDB operator objects,
//! control characters, negative and huge numbers and path-traversal ids. Each
//! answer must be a 4xx with a JSON `{message}`, and no stored record changes.

mod endpoints;
mod world;

use endpoints::body_endpoints;
use world::{World, world};

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::{Document, doc};
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
        // The dashboard's tally changes are folded into their base every
        // second with no request: what must not change is their sums (below).
        if name.starts_with("order_tall") {
            continue;
        }
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
    let tallies = shop_server::services::dashboard::tallies(&app.repositories, None)
        .await
        .expect("tallies");
    all.push((
        "the order tallies, added up".into(),
        vec![doc! { "sums": format!("{tallies:?}") }],
    ));
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
