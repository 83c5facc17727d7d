//! A refund is made once, whatever clicks, retries or lost answers: a try
//! whose answer was lost is found among all of the payment's refunds (by its
//! amount, unrecorded, since it began), not taken for bKash's last one; a
//! return's refund in doubt is listed for the admin and settled by the job;
//! and no second try starts while the first one's call may still land.

use super::{
    admin_moves, app_behind, details,
    faulty::{Fault, FaultyBkash, REFUND, REFUNDS},
    in_seconds, pay_on, phones_in_stock, run_job, start_payment,
};
use crate::{
    helpers::{TestApp, TestUser},
    returns::{ask, deliver, step},
};
use serde_json::{Value, json};
use std::time::Duration;

/// A shopper's paid bKash checkout of one unit each of two phones: its details.
async fn paid_for_two_phones(app: &TestApp, shopper: &TestUser, key: &str) -> Value {
    let address = app.add_address(shopper).await;
    for phone in phones_in_stock(app, 3, 2).await {
        app.add_to_cart(shopper, &phone.id, 1).await;
    }
    let body = app.checkout_body(shopper, &address, "bkash", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("checkout").to_owned();
    pay_on(app, &start_payment(app, shopper, &checkout).await).await;
    let paid = details(app, shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    assert_eq!(paid["orders"].as_array().map(Vec::len), Some(2));
    paid
}

async fn order_of(app: &TestApp, user: &TestUser, order: &str) -> Value {
    let (status, seen) = app.get_json_as(&format!("/api/order/{order}"), &user.token).await;
    assert_eq!(status, 200, "{seen}");
    seen
}

#[tokio::test]
async fn a_lost_refund_is_found_among_the_payments_refunds_though_another_was_made_after_it() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Partial").await;
    let admin = app.admin().await;
    let paid = paid_for_two_phones(&app, &shopper, "lost-partial-01").await;
    let (first, second) = (
        paid["orders"][0]["_id"].as_str().expect("order").to_owned(),
        paid["orders"][1]["_id"].as_str().expect("order").to_owned(),
    );

    // The second phone's refund is made at bKash; its answer never comes back.
    admin_moves(&app, &admin, &second, "cancelled").await;
    proxy.fail(REFUND, Fault::LoseAnswer(Duration::from_secs(2)), Some(1));
    let (status, body) = app
        .post_json(
            &format!("/api/admin/orders/{second}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 502, "{body}");
    // Then the first phone is cancelled and refunded: bKash's last refund is now that one.
    admin_moves(&app, &admin, &first, "cancelled").await;
    let (status, refunded_first) = app
        .post_json(
            &format!("/api/admin/orders/{first}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{refunded_first}");

    // Past the claim's lease, the job finds the lost refund among the payment's refunds.
    run_job(&app, in_seconds(120)).await;
    let second_now = order_of(&app, &shopper, &second).await;
    assert_eq!(second_now["payment_status"], "refunded", "{second_now}");
    assert_eq!(second_now["refund"]["amount"], paid["orders"][1]["total"]);
    assert_ne!(
        second_now["refund"]["trx_id"], refunded_first["refund"]["trx_id"],
        "its own refund, not the other order's"
    );
    assert_eq!(
        (proxy.calls(REFUND), proxy.calls(REFUNDS)),
        (2, 1),
        "two refunds made, one list asked for"
    );
}

/// A delivered bKash order of `shopper`'s returned and received: the return's id.
async fn received_return(app: &TestApp, shopper: &TestUser, admin: &TestUser) -> (String, Value) {
    let (checkout, _) = super::bkash_checkout(app, shopper, 1, "held-return-01").await;
    pay_on(app, &start_payment(app, shopper, &checkout).await).await;
    let paid = details(app, shopper, &checkout).await;
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();
    deliver(app, admin, &order, 1).await;
    let (status, asked) = ask(app, shopper, &order, "changed_mind", &[]).await;
    assert_eq!(status, 201, "{asked}");
    let id = asked["_id"].as_str().expect("return").to_owned();
    for body in [
        json!({ "status": "accepted" }),
        json!({ "status": "picked_up" }),
        json!({ "status": "received", "restock": true }),
    ] {
        let (status, moved) = step(app, admin, &id, body).await;
        assert_eq!(status, 200, "{moved}");
    }
    (id, paid)
}

async fn returns_in_doubt(app: &TestApp, admin: &TestUser) -> Vec<Value> {
    let (status, dashboard) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200, "{dashboard}");
    dashboard["attention"]["refunds_in_doubt"]
        .as_array()
        .expect("a list")
        .iter()
        .filter(|item| item["return_id"].is_string())
        .cloned()
        .collect()
}

#[tokio::test]
async fn a_held_return_refund_is_made_once_listed_for_the_admin_and_settled_by_the_job() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Held").await;
    let admin = app.admin().await;
    let (id, _) = received_return(&app, &shopper, &admin).await;
    let refund = format!("/api/admin/returns/{id}/refund");

    // bKash gets the refund 3 s late; the shop stops waiting after 1 s.
    proxy.fail(REFUND, Fault::Delay(Duration::from_secs(3)), Some(1));
    let empty = json!({});
    let first = app.post_json(&refund, Some(&admin.token), &empty);
    let more_clicks = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let second = app.post_json(&refund, Some(&admin.token), &json!({})).await;
        let third = app.post_json(&refund, Some(&admin.token), &json!({})).await;
        (second, third)
    };
    let ((status, body), ((second, _), (third, _))) = tokio::join!(first, more_clicks);
    assert_eq!(status, 502, "in doubt: {body}");
    assert_eq!((second, third), (409, 409), "a refund under way is not tried again");
    // Even after the first click gave up, within the claim's lease nothing is tried.
    let (again, _) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!(again, 409);

    let listed = returns_in_doubt(&app, &admin).await;
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["return_id"], id.as_str());

    // The held call lands at bKash; past the lease the job finds and records it.
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let pass = run_job(&app, in_seconds(120)).await;
    assert!(pass.refunds >= 1, "{pass:?}");
    let (status, settled) = app
        .get_json_as("/api/admin/returns?status=refunded", &admin.token)
        .await;
    assert_eq!(status, 200, "{settled}");
    let ours = settled
        .as_array()
        .and_then(|all| all.iter().find(|r| r["_id"] == id.as_str()))
        .unwrap_or_else(|| panic!("the return is refunded: {settled}"));
    assert_eq!(ours["refund"]["method"], "bkash");
    assert!(ours["refund"]["trx_id"].is_string());
    assert_eq!(proxy.calls(REFUND), 1, "one refund made at bKash");
    assert!(returns_in_doubt(&app, &admin).await.is_empty());
}

#[tokio::test]
async fn two_refund_requests_at_once_make_one_refund_at_bkash() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Twice").await;
    let admin = app.admin().await;
    let paid = paid_for_two_phones(&app, &shopper, "refund-twice-01").await;
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();
    admin_moves(&app, &admin, &order, "cancelled").await;
    // bKash answers the refund slowly, so both requests are in flight together.
    proxy.fail(REFUND, Fault::Delay(Duration::from_millis(500)), Some(1));
    let (refund, empty) = (format!("/api/admin/orders/{order}/refund"), json!({}));
    let (one, two) = tokio::join!(
        app.post_json(&refund, Some(&admin.token), &empty),
        app.post_json(&refund, Some(&admin.token), &empty),
    );
    let mut statuses = [one.0, two.0];
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        [200, 409],
        "one refunds, the other is told it is under way: {one:?} {two:?}"
    );
    let (status, again) = app.post_json(&refund, Some(&admin.token), &empty).await;
    assert_eq!(status, 409, "nothing more is owed: {again}");
    assert_eq!(order_of(&app, &shopper, &order).await["payment_status"], "refunded");
    assert_eq!(proxy.calls(REFUND), 1, "one refund made at bKash");
}
