//! Parcels with the courier (Steadfast, through its simulator): booking a
//! checkout's parcel, the courier's webhooks applied once, a lost booking
//! answer found by its invoice, statuses the shop asks for, and a returned
//! parcel received back.

mod advance;
mod booking;
mod bulk;
mod clocks;
mod ledger;
mod reports;

use crate::helpers::{TestApp, TestUser, spawn_app_with, test_settings};
use crate::shipping::new_imei;
use crate::simulator::{COURIER_KEY, COURIER_SECRET, COURIER_WEBHOOK_TOKEN, Simulator, steadfast_with};
use serde_json::{Value, json};
use shop_server::config::{AdvanceSettings, CourierAccount, CourierSettings};
use std::time::Duration;

/// A shop booking with `courier`, whose calls wait `timeout` for an answer.
pub async fn shop_with(courier: &Simulator, timeout: Duration) -> TestApp {
    let mut settings = test_settings();
    settings.courier = CourierSettings {
        account: Some(CourierAccount::Steadfast {
            base_url: format!("{}/api/v1", courier.url),
            api_key: COURIER_KEY.into(),
            secret_key: COURIER_SECRET.into(),
            webhook_token: COURIER_WEBHOOK_TOKEN.into(),
        }),
        timeout,
        // The tests ask the courier themselves.
        interval: Duration::from_secs(3600),
        advance: AdvanceSettings::default(),
    };
    let app = spawn_app_with(settings).await;
    app.seed(30).await;
    app
}

/// A new courier simulator and a shop booking with it.
pub async fn shop_and_courier() -> (TestApp, Simulator) {
    let courier = steadfast_with(&[]);
    let app = shop_with(&courier, Duration::from_secs(5)).await;
    (app, courier)
}

/// A confirmed cash checkout of one phone in stock: its checkout id and order.
pub async fn confirmed_checkout(app: &TestApp, buyer: &TestUser, admin: &TestUser) -> (String, Value) {
    let phone = app
        .repositories
        .products
        .all()
        .await
        .expect("products")
        .into_iter()
        .find(|p| p.opening_variant(None).0.stock > 3)
        .expect("a phone in stock");
    let address = app.add_address(buyer).await;
    app.add_to_cart(buyer, &phone.id, 1).await;
    let key = format!("parcel-{}", buyer.id);
    let body = app.checkout_body(buyer, &address, "cash_on_delivery", &key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&buyer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0].clone();
    let id = order["_id"].as_str().expect("order id");
    let (status, moved) = app
        .post_json(
            &format!("/api/admin/orders/{id}/status"),
            Some(&admin.token),
            &json!({ "status": "confirmed" }),
        )
        .await;
    assert_eq!(status, 200, "{moved}");
    (order["checkout_id"].as_str().expect("checkout").to_owned(), moved)
}

/// Books `checkout`'s parcel with a new IMEI for its one order.
pub async fn book(app: &TestApp, admin: &TestUser, checkout: &str, order: &Value) -> (u16, Value) {
    let body = json!({ "packing": [{ "order_id": order["_id"], "handsets": [[new_imei()]] }] });
    app.post_json(
        &format!("/api/admin/checkouts/{checkout}/parcel"),
        Some(&admin.token),
        &body,
    )
    .await
}

/// The order as its customer reads it.
pub async fn order_of(app: &TestApp, buyer: &TestUser, order: &Value) -> Value {
    let id = order["_id"].as_str().expect("order id");
    let (status, read) = app.get_json_as(&format!("/api/order/{id}"), &buyer.token).await;
    assert_eq!(status, 200, "{read}");
    read
}

/// The parcel as the admin reads it.
pub async fn parcel_of(app: &TestApp, admin: &TestUser, checkout: &str) -> Value {
    let (status, parcel) = app
        .get_json_as(&format!("/api/admin/checkouts/{checkout}/parcel"), &admin.token)
        .await;
    assert_eq!(status, 200, "{parcel}");
    parcel
}

/// Sends the courier's webhook `body` with the bearer `token`.
pub async fn webhook(app: &TestApp, token: &str, body: &Value) -> (u16, Value) {
    let answer = app
        .client
        .post(format!("{}/api/courier/webhook", app.address))
        .bearer_auth(token)
        .json(body)
        .send()
        .await
        .expect("webhook sent");
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

/// A `delivery_status` notification of `invoice` at `time` (Dhaka, `HH:MM:SS` on a day after
/// the booking: a report from before it is older than what the shop knows).
pub fn status_news(invoice: &str, status: &str, time: &str, collected: u32) -> Value {
    json!({
        "notification_type": "delivery_status", "consignment_id": 1_424_107, "invoice": invoice,
        "cod_amount": collected, "status": status, "delivery_charge": 80,
        "tracking_message": format!("{status} at {time}"), "updated_at": format!("2030-01-01 {time}"),
    })
}

/// Moves the simulator's consignment `id` a `step` along, as a person on its merchant page would.
pub async fn courier_moves(courier: &Simulator, id: &Value, step: &str) {
    let answer = reqwest::Client::new()
        .post(format!(
            "{}/sim/consignments/{}/move",
            courier.url,
            id.as_str().unwrap_or_default()
        ))
        .json(&json!({ "step": step }))
        .send()
        .await
        .expect("the simulator answers");
    assert!(
        answer.status().is_success(),
        "{step}: {}",
        answer.text().await.unwrap_or_default()
    );
}

/// The simulator's consignments.
pub async fn courier_consignments(courier: &Simulator) -> Vec<Value> {
    let answer: Value = reqwest::Client::new()
        .get(format!("{}/sim/consignments", courier.url))
        .send()
        .await
        .expect("the simulator answers")
        .json()
        .await
        .expect("json");
    answer["consignments"].as_array().cloned().unwrap_or_default()
}
