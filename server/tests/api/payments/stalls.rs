//! The payment job never stalls: it takes due checkouts oldest deadline
//! first, and one bKash cannot settle backs off on its own clock and is
//! shown to the admin, so it cannot keep later ones from lapsing.

use super::{
    app_behind, details,
    faulty::{Fault, FaultyBkash, STATUS},
    in_seconds, phone_in_stock, run_job, start_payment,
};
use crate::helpers::{TestApp, TestUser};
use serde_json::Value;

/// A bKash checkout of one unit placed from `client` (an address the shop
/// trusts its proxy to name).
async fn checkout_from(app: &TestApp, user: &TestUser, address: &str, key: &str, client: &str) -> String {
    let phone = phone_in_stock(app, 3).await;
    app.add_to_cart(user, &phone.id, 1).await;
    let body = app.checkout_body(user, address, "bkash", key).await;
    let answer = app
        .client
        .post(format!("{}/api/checkout", app.address))
        .header("token", &user.token)
        .header("x-forwarded-for", client)
        .json(&body)
        .send()
        .await
        .expect("checkout");
    assert_eq!(answer.status().as_u16(), 201);
    let placed: Value = answer.json().await.expect("answer");
    placed["checkout_id"].as_str().expect("id").to_owned()
}

#[tokio::test]
async fn sixty_checkouts_bkash_cannot_settle_do_not_keep_a_later_one_from_lapsing() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |settings| {
        settings.trusted_proxies = vec!["127.0.0.1/32".parse().expect("net")];
        settings.payment_calls = 10_000;
    })
    .await;
    app.seed(40).await;
    let mut stuck = Vec::new();
    for account in 0..20 {
        let shopper = app.signup(&format!("Stuck{account}")).await;
        let address = app.add_address(&shopper).await;
        for i in 0..3 {
            let key = format!("stuck-{account:02}-{i:05}");
            let checkout = checkout_from(&app, &shopper, &address, &key, &format!("203.0.113.{account}")).await;
            start_payment(&app, &shopper, &checkout).await;
            stuck.push((shopper.clone(), checkout));
        }
    }
    let normal = app.signup("OnTime").await;
    let address = app.add_address(&normal).await;
    let on_time = checkout_from(&app, &normal, &address, "on-time-key-001", "198.51.100.7").await;
    // bKash's status answers nothing but gateway errors from now on.
    proxy.fail(STATUS, Fault::GatewayError, None);

    let due = in_seconds(16 * 60);
    let first = run_job(&app, due).await;
    let second = run_job(&app, due).await;
    let seen = details(&app, &normal, &on_time).await;
    assert_eq!(seen["payment"]["status"], "expired", "passes {first:?}, {second:?}");
    for (shopper, checkout) in &stuck {
        let seen = details(&app, shopper, checkout).await;
        assert_eq!(
            seen["payment"]["status"], "awaiting_payment",
            "not lapsed unasked: {seen}"
        );
    }
    let admin = app.admin().await;
    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200);
    let unsettled = dashboard["attention"]["unsettled"].as_array().expect("unsettled");
    assert_eq!(unsettled.len(), 50, "the admin's list is capped at 50: {dashboard}");
    assert!(
        unsettled
            .iter()
            .all(|c| c["problem"].as_str().is_some_and(|p| p.contains("bKash")))
    );
    assert!(unsettled.iter().all(|c| c["next_check_at"].is_string()));

    // Once bKash answers again, they lapse too.
    proxy.heal();
    let later = in_seconds(60 * 60);
    for _ in 0..3 {
        run_job(&app, later).await;
    }
    for (shopper, checkout) in &stuck {
        assert_eq!(details(&app, shopper, checkout).await["payment"]["status"], "expired");
    }
}
