//! The advance asked of a cash-on-delivery buyer before the parcel is
//! booked: suggested for high totals, asked within bounds, paid by bKash as
//! any bKash checkout, the rest collected by the courier; withdrawn while
//! unpaid, left to the admin when it lapses, and given back by bKash when
//! every order ended undelivered.

use super::{book, confirmed_checkout, order_of, parcel_of, shop_and_courier, status_news, webhook};
use crate::helpers::{TestApp, TestUser};
use crate::payments::{admin_moves, details, in_seconds, pay_on, run_job, start_payment};
use crate::simulator::COURIER_WEBHOOK_TOKEN;
use serde_json::{Value, json};

/// The admin's view of the checkout: its orders, parcel and advance.
async fn checkout_view(app: &TestApp, admin: &TestUser, checkout: &str) -> Value {
    let (status, view) = app
        .get_json_as(&format!("/api/admin/checkouts/{checkout}"), &admin.token)
        .await;
    assert_eq!(status, 200, "{view}");
    view
}

/// The admin asks an advance of `amount` poisha.
async fn ask(app: &TestApp, admin: &TestUser, checkout: &str, amount: i64) -> (u16, Value) {
    app.post_json(
        &format!("/api/admin/checkouts/{checkout}/advance"),
        Some(&admin.token),
        &json!({ "amount": amount }),
    )
    .await
}

/// The admin withdraws the checkout's advance.
async fn withdraw(app: &TestApp, admin: &TestUser, checkout: &str) -> (u16, Value) {
    let answer = app
        .client
        .delete(format!("{}/api/admin/checkouts/{checkout}/advance", app.address))
        .header("token", &admin.token)
        .send()
        .await
        .expect("request sent");
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

async fn outbox_text(app: &TestApp, key: &str) -> Option<String> {
    app.repositories
        .outbox
        .find_by_dedupe_key(key)
        .await
        .expect("outbox")
        .map(|message| message.text)
}

#[tokio::test]
async fn an_advance_is_paid_by_bkash_and_the_courier_collects_the_rest() {
    let (app, _courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Advance").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let order_id = order["_id"].as_str().expect("order id");
    let total = order["checkout_total"].as_i64().expect("total");
    assert!(total >= 500_0000, "a phone above the threshold: {total}");

    // Above 50,000 TK the shop suggests 10% of the total, rounded up to the taka.
    let view = checkout_view(&app, &admin, &checkout).await;
    assert!(view["advance"].is_null(), "{view}");
    assert_eq!(view["advance_askable"], true, "a confirmed cash checkout not booked");
    assert_eq!(view["advance_suggested"], (total * 10 + 9_999) / 10_000 * 100, "{view}");

    for (amount, code) in [
        (50, "shipping.advance_whole_taka"),
        (0, "shipping.advance_whole_taka"),
        (total, "shipping.advance_not_below_total"),
    ] {
        let (status, refused) = ask(&app, &admin, &checkout, amount).await;
        assert_eq!(
            (status, refused["code"].as_str()),
            (400, Some(code)),
            "{amount}: {refused}"
        );
    }
    let advance = 500_000;
    let (status, asked) = ask(&app, &admin, &checkout, advance).await;
    assert_eq!(status, 200, "{asked}");
    assert_eq!(asked["advance"]["amount"], advance);
    assert_eq!(asked["advance"]["status"], "awaiting_payment");
    assert!(asked["advance"]["deadline"].is_string(), "{asked}");
    assert!(asked["advance_suggested"].is_null(), "one is asked");
    assert_eq!(asked["advance_askable"], false, "not twice");
    let (status, again) = ask(&app, &admin, &checkout, advance).await;
    assert_eq!(
        (status, again["code"].as_str()),
        (409, Some("shipping.advance_not_cash"))
    );
    let mailed = outbox_text(&app, &format!("advance_asked:{order_id}"))
        .await
        .expect("the e-mail");
    assert!(mailed.contains("advance of 5,000.00 TK online"), "{mailed}");
    assert!(
        outbox_text(&app, &format!("sms_advance_asked:{order_id}"))
            .await
            .is_some()
    );

    // Not booked before it is paid.
    let (status, refused) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("shipping.advance_unpaid")),
        "{refused}"
    );

    // The customer pays the advance (not the total) by bKash.
    let seen = order_of(&app, &buyer, &order).await;
    assert_eq!(seen["advance"]["status"], "awaiting_payment", "{seen}");
    assert_eq!(seen["payment_status"], "due_on_delivery");
    pay_on(&app, &start_payment(&app, &buyer, &checkout).await).await;
    let paid = details(&app, &buyer, &checkout).await;
    assert_eq!(paid["advance"]["status"], "paid", "{paid}");
    assert_eq!(
        paid["payment"]["status"], "due_on_delivery",
        "the rest is paid at the door"
    );
    let thanked = outbox_text(&app, &format!("advance_paid:{order_id}"))
        .await
        .expect("its e-mail");
    assert!(thanked.contains("advance of 5,000.00 TK"), "{thanked}");

    let (status, booked) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{booked}");
    assert_eq!(
        booked["cash_to_collect"],
        total - advance,
        "the courier collects the rest"
    );
    assert_eq!(
        parcel_of(&app, &admin, &checkout).await["cash_to_collect"],
        total - advance
    );

    // Delivered: the courier collected the rest and the advance closes with nothing owed back.
    let rest = u32::try_from((total - advance) / 100).expect("taka");
    let news = status_news(&checkout, "delivered", "12:00:00", rest);
    assert_eq!(webhook(&app, COURIER_WEBHOOK_TOKEN, &news).await.0, 200);
    assert_eq!(order_of(&app, &buyer, &order).await["order_status_type"], "delivered");
    run_job(&app, mongodb::bson::DateTime::now()).await;
    let stored = stored_checkout(&app, &checkout).await;
    let kept = stored.advance.expect("advance");
    assert!(
        !kept.open && kept.closed_at.is_some(),
        "closed by the delivery: {kept:?}"
    );
    let payment_id = stored.payment.and_then(|p| p.paid_with).expect("paid with");
    let payment = app
        .repositories
        .provider_payments
        .find(&payment_id)
        .await
        .expect("read");
    assert!(payment.and_then(|p| p.late).is_none(), "nothing owed back");
}

/// The checkout as stored.
async fn stored_checkout(app: &TestApp, checkout: &str) -> shop_server::documents::checkout::CheckoutDocument {
    let id = mongodb::bson::oid::ObjectId::parse_str(checkout).expect("id");
    app.repositories
        .orders
        .checkout_of(id, None)
        .await
        .expect("read")
        .expect("checkout")
}

#[tokio::test]
async fn an_unpaid_advance_is_withdrawn_or_lapses_to_the_admin_and_an_unused_one_goes_back() {
    let (app, _courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Withdrawn").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let order_id = order["_id"].as_str().expect("order id");

    // Withdrawn while unpaid: cash on delivery for the whole total again.
    assert_eq!(ask(&app, &admin, &checkout, 100_000).await.0, 200);
    let (status, withdrawn) = withdraw(&app, &admin, &checkout).await;
    assert_eq!(status, 200, "{withdrawn}");
    assert!(withdrawn["advance"].is_null(), "{withdrawn}");
    assert_eq!(
        details(&app, &buyer, &checkout).await["payment"]["status"],
        "due_on_delivery"
    );

    // Lapsed unpaid: the orders stay for the admin to decide; nothing is cancelled.
    assert_eq!(ask(&app, &admin, &checkout, 100_000).await.0, 200);
    run_job(&app, in_seconds(2 * 24 * 3600)).await;
    let lapsed = checkout_view(&app, &admin, &checkout).await;
    assert_eq!(lapsed["advance"]["status"], "expired", "{lapsed}");
    assert_eq!(order_of(&app, &buyer, &order).await["order_status_type"], "confirmed");
    let (status, _) = withdraw(&app, &admin, &checkout).await;
    assert_eq!(status, 200, "a lapsed advance is withdrawn");

    // Paid, then the order is cancelled: the advance goes back to the wallet that paid.
    assert_eq!(ask(&app, &admin, &checkout, 100_000).await.0, 200);
    pay_on(&app, &start_payment(&app, &buyer, &checkout).await).await;
    let (status, kept) = withdraw(&app, &admin, &checkout).await;
    assert_eq!(
        (status, kept["code"].as_str()),
        (409, Some("shipping.advance_not_withdrawn"))
    );
    admin_moves(&app, &admin, order_id, "cancelled").await;
    let pass = run_job(&app, mongodb::bson::DateTime::now()).await;
    assert!(pass.refunds >= 1, "{pass:?}");
    let stored = stored_checkout(&app, &checkout).await;
    let payment_id = stored
        .payment
        .as_ref()
        .and_then(|p| p.paid_with.clone())
        .expect("paid with");
    let late = app
        .repositories
        .provider_payments
        .find(&payment_id)
        .await
        .expect("read")
        .and_then(|p| p.late)
        .expect("the advance is owed back");
    assert_eq!(late.amount, 100_000);
    assert!(late.refund_trx_id.is_some(), "refunded by bKash: {late:?}");
    let closed = stored.advance.expect("advance");
    assert!(
        !closed.open && closed.closed_at.is_some(),
        "given back once: {closed:?}"
    );
}
