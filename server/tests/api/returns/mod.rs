//! Returns within the window after delivery: asked with a reason and photos,
//! accepted or refused, picked up, received (back to stock or written off),
//! and refunded the way the order was paid.

mod cash;
mod removed_variant;
mod through_bkash;
mod uploads;

use crate::helpers::{TestApp, TestUser};
use crate::shipping::move_body;
use serde_json::{Value, json};

/// Moves an order to delivered as the admin does.
pub async fn deliver(app: &TestApp, admin: &TestUser, order: &str, quantity: usize) {
    for status in ["confirmed", "shipped", "delivered"] {
        let (code, answer) = app
            .post_json(
                &format!("/api/admin/orders/{order}/status"),
                Some(&admin.token),
                &move_body(status, quantity),
            )
            .await;
        assert_eq!(code, 200, "{status}: {answer}");
    }
}

/// The admin moves return `id`: status and body.
pub async fn step(app: &TestApp, admin: &TestUser, id: &str, body: Value) -> (u16, Value) {
    app.post_json(&format!("/api/admin/returns/{id}/status"), Some(&admin.token), &body)
        .await
}

/// The customer asks to return `order`: status and body.
pub async fn ask(app: &TestApp, user: &TestUser, order: &str, reason: &str, photos: &[String]) -> (u16, Value) {
    let body = json!({ "reason": reason, "details": "The screen flickers after a minute", "photos": photos });
    app.post_json(&format!("/api/order/{order}/return"), Some(&user.token), &body)
        .await
}
