//! Coupons: the admin's codes, a code at checkout (summary, order, invoice,
//! e-mail), a use counted once per checkout under concurrent checkouts, and
//! a refund of a couponed order giving back what was paid.

mod cancelled;
mod race;
mod refund;
mod rules;

use crate::helpers::{TestApp, TestUser};
use serde_json::{Value, json};

/// A coupon's fields as the admin's form sends them: `extra` overrides.
pub fn coupon_body(code: &str, extra: Value) -> Value {
    let mut body = json!({
        "code": code, "kind": "percent", "value": 10, "cap": null, "minOrder": null,
        "freeDelivery": false, "startsAt": "2020-01-01T00:00:00+06:00", "endsAt": "2099-01-01T00:00:00+06:00",
        "totalUses": null, "usesPerCustomer": null, "brands": [], "products": [],
    });
    if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
        for (key, value) in extra {
            body.insert(key.clone(), value.clone());
        }
    }
    body
}

/// The admin adds a coupon; answers it.
pub async fn add_coupon(app: &TestApp, admin: &TestUser, body: &Value) -> Value {
    let (status, coupon) = app.post_json("/api/admin/coupons", Some(&admin.token), body).await;
    assert_eq!(status, 201, "{coupon}");
    coupon
}

/// The shopper's checkout summary with `coupon`: status and body.
pub async fn summary_with(app: &TestApp, user: &TestUser, address: &str, coupon: &str) -> (u16, Value) {
    app.get_json_as(
        &format!("/api/checkout/summary?address_id={address}&coupon={coupon}"),
        &user.token,
    )
    .await
}

/// A checkout with `coupon` at the total its summary showed: status and body.
pub async fn checkout_with(
    app: &TestApp,
    user: &TestUser,
    address: &str,
    coupon: &str,
    payment: &str,
    key: &str,
) -> (u16, Value) {
    // A code the summary refuses: the total shown without it, so a refusal is the coupon's, not the total's.
    let (status, summary) = summary_with(app, user, address, coupon).await;
    let total = if status == 200 {
        summary["total"].clone()
    } else {
        let (status, plain) = app
            .get_json_as(&format!("/api/checkout/summary?address_id={address}"), &user.token)
            .await;
        assert_eq!(status, 200, "{plain}");
        plain["total"].clone()
    };
    let body = json!({
        "address_id": address, "payment_method": payment, "idempotency_key": key,
        "expected_total": total, "coupon": coupon,
    });
    app.post_json("/api/checkout", Some(&user.token), &body).await
}
