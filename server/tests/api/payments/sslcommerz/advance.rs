//! The advance asked of a cash-on-delivery buyer is paid by any online
//! method the shop takes: here by Nagad through SSLCommerz.

use super::{gateway_app, post_back, submit};
use crate::payments::details;
use serde_json::json;

#[tokio::test]
async fn an_advance_is_paid_by_nagad_and_an_order_s_own_payment_keeps_its_method() {
    let app = gateway_app(None, |_| {}).await;
    let admin = app.admin().await;
    let buyer = app.quick_customer("Advance").await;
    let (checkout, _) = crate::parcels::confirmed_checkout(&app, &buyer, &admin).await;
    let (status, asked) = app
        .post_json(
            &format!("/api/admin/checkouts/{checkout}/advance"),
            Some(&admin.token),
            &json!({ "amount": 500_000 }),
        )
        .await;
    assert_eq!(status, 200, "{asked}");
    let seen = details(&app, &buyer, &checkout).await;
    assert_eq!(seen["pay_by"], json!(["bkash", "card", "nagad", "rocket"]), "{seen}");

    let pay = |method: &str| format!("/api/checkouts/{checkout}/payment?method={method}");
    let (status, refused) = app
        .post_json(&pay("cash_on_delivery"), Some(&buyer.token), &json!({}))
        .await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (400, Some("payments.online_only")),
        "{refused}"
    );
    let (status, opened) = app.post_json(&pay("nagad"), Some(&buyer.token), &json!({})).await;
    assert_eq!(status, 201, "{opened}");
    let page = opened["redirect_url"].as_str().expect("the gateway's page");
    let back = submit(
        page,
        &[("choice", "nagad"), ("wallet", "01770618575"), ("action", "pay")],
    )
    .await;
    assert_eq!(back.field("amount"), "5000.00", "the advance, not the total");
    post_back(&back).await;
    let paid = details(&app, &buyer, &checkout).await;
    assert_eq!(paid["advance"]["status"], "paid", "{paid}");
    assert_eq!(paid["payment"]["paid_with"]["name"], "Nagad");
    assert_eq!(paid["payment"]["status"], "due_on_delivery", "the rest at the door");

    // An order placed to be paid by card is paid by card.
    let other = app.quick_customer("Fixed").await;
    let card = super::gateway_checkout(&app, &other, "card", "ssl-fixed-1").await;
    let (status, refused) = app
        .post_json(
            &format!("/api/checkouts/{card}/payment?method=nagad"),
            Some(&other.token),
            &json!({}),
        )
        .await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("payments.paid_by")),
        "{refused}"
    );
}
