//! Unpaid checkouts cannot hold the shop's stock hostage: an account keeps
//! at most three awaiting an online payment, an address thirty, and each
//! holds at most five of one phone; cash on delivery is not capped here.

use super::{bkash_checkout, phone_in_stock};
use crate::helpers::spawn_app;

#[tokio::test]
async fn an_account_holds_three_unpaid_checkouts_of_five_units_at_most() {
    let app = spawn_app().await;
    app.seed(20).await;
    let hoarder = app.signup("Hoarder").await;
    for i in 0..3 {
        bkash_checkout(&app, &hoarder, 1, &format!("hoard-key-{i:05}")).await;
    }
    let address = app.add_address(&hoarder).await;
    let phone = phone_in_stock(&app, 10).await;
    let stock = app.product(&phone.id).await.fields.stock;
    app.add_to_cart(&hoarder, &phone.id, 1).await;
    let body = app.checkout_body(&hoarder, &address, "bkash", "hoard-key-00004").await;
    let (status, refused) = app.post_json("/api/checkout", Some(&hoarder.token), &body).await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        refused["message"],
        "You already have 3 orders waiting for an online payment; pay one of them, let it lapse, or choose cash on delivery"
    );
    assert_eq!(app.product(&phone.id).await.fields.stock, stock, "nothing taken");
    let body = app
        .checkout_body(&hoarder, &address, "cash_on_delivery", "hoard-key-00005")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&hoarder.token), &body).await;
    assert_eq!(status, 201, "cash on delivery is not capped here: {placed}");

    let bulk = app.signup("Bulk").await;
    let address = app.add_address(&bulk).await;
    let phone = phone_in_stock(&app, 8).await;
    app.add_to_cart(&bulk, &phone.id, 6).await;
    let body = app.checkout_body(&bulk, &address, "bkash", "bulk-key-000001").await;
    let (status, refused) = app.post_json("/api/checkout", Some(&bulk.token), &body).await;
    assert_eq!(status, 409, "{refused}");
    assert_eq!(
        refused["message"],
        "At most 5 of one phone can wait for an online payment; lower the quantity or choose cash on delivery"
    );
    let (status, cart) = app.cart_of(&bulk).await;
    assert_eq!(status, 200);
    assert_eq!(cart.as_array().map(Vec::len), Some(1), "the cart is kept: {cart}");
}

#[tokio::test]
async fn one_address_holds_thirty_unpaid_checkouts_at_most_whatever_the_accounts() {
    let app = spawn_app().await;
    app.seed(20).await;
    for account in 0..10 {
        let shopper = app.signup(&format!("Crowd{account}")).await;
        for i in 0..3 {
            bkash_checkout(&app, &shopper, 1, &format!("crowd-{account:02}-{i:05}")).await;
        }
    }
    let one_more = app.signup("OneMore").await;
    let address = app.add_address(&one_more).await;
    let phone = phone_in_stock(&app, 3).await;
    app.add_to_cart(&one_more, &phone.id, 1).await;
    let body = app.checkout_body(&one_more, &address, "bkash", "crowd-key-00031").await;
    let (status, refused) = app.post_json("/api/checkout", Some(&one_more.token), &body).await;
    assert_eq!(status, 409, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("Too many orders from your network")),
        "{refused}"
    );
}
