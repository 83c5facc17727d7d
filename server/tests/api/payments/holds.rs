//! Orders waiting to be paid or confirmed cannot hold the shop's stock
//! hostage, whatever the method: a checkout takes five of one phone at most,
//! an account holds three such checkouts and ten phones, an address (many
//! shoppers behind a carrier's NAT) sixty and a hundred and fifty, and the
//! limits hold when the checkouts come at once.

use super::{phone_in_stock, phones_in_stock};
use crate::helpers::{TestApp, TestUser, spawn_app, spawn_app_with, test_settings};
use serde_json::Value;
use shop_core::payment::HoldLimits;

/// Places `user`'s cart of `quantity` of `phone` with `method`: the status and answer.
async fn place(
    app: &TestApp,
    user: &TestUser,
    phone: &mongodb::bson::oid::ObjectId,
    quantity: u32,
    method: &str,
    key: &str,
) -> (u16, Value) {
    let address = app.add_address(user).await;
    app.add_to_cart(user, phone, quantity).await;
    let body = app.checkout_body(user, &address, method, key).await;
    app.post_json("/api/checkout", Some(&user.token), &body).await
}

#[tokio::test]
async fn an_account_holds_three_checkouts_waiting_to_be_paid_or_confirmed_whatever_the_method() {
    let app = spawn_app().await;
    app.seed(20).await;
    let hoarder = app.signup("Hoarder").await;
    let phone = phone_in_stock(&app, 10).await;
    let mut placed = Vec::new();
    for i in 0..3 {
        let (status, answer) = place(
            &app,
            &hoarder,
            &phone.id,
            1,
            "cash_on_delivery",
            &format!("hoard-key-{i:05}"),
        )
        .await;
        assert_eq!(status, 201, "{answer}");
        placed.push(answer["orders"][0]["_id"].as_str().expect("order").to_owned());
    }
    let stock = app.product(&phone.id).await.fields.stock;
    app.add_to_cart(&hoarder, &phone.id, 1).await;
    for (method, key) in [("cash_on_delivery", "hoard-key-00004"), ("bkash", "hoard-key-00005")] {
        let body = app
            .checkout_body(&hoarder, &app.add_address(&hoarder).await, method, key)
            .await;
        let (status, refused) = app.post_json("/api/checkout", Some(&hoarder.token), &body).await;
        assert_eq!(
            (status, refused["code"].as_str()),
            (409, Some("hold.too_many_checkouts")),
            "{method}: {refused}"
        );
        assert_eq!(
            refused["message"],
            "You already have 3 orders waiting to be paid or confirmed; pay for one, cancel one, or wait until the shop confirms one"
        );
    }
    assert_eq!(app.product(&phone.id).await.fields.stock, stock, "nothing taken");
    let (_, cart) = app.cart_of(&hoarder).await;
    assert_eq!(cart.as_array().map(Vec::len), Some(1), "the cart is kept: {cart}");

    // Once the shop confirms one, the account may order again.
    let admin = app.admin().await;
    super::admin_moves(&app, &admin, &placed[0], "confirmed").await;
    let body = app
        .checkout_body(
            &hoarder,
            &app.add_address(&hoarder).await,
            "cash_on_delivery",
            "hoard-key-00006",
        )
        .await;
    let (status, again) = app.post_json("/api/checkout", Some(&hoarder.token), &body).await;
    assert_eq!(status, 201, "{again}");
}

#[tokio::test]
async fn a_checkout_takes_five_of_one_phone_and_an_account_ten_phones_at_most() {
    let app = spawn_app().await;
    app.seed(20).await;
    let bulk = app.signup("Bulk").await;
    let phone = phone_in_stock(&app, 12).await;
    let (status, refused) = place(&app, &bulk, &phone.id, 6, "cash_on_delivery", "bulk-key-000001").await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("hold.too_many_of_one_phone")),
        "cash is capped too: {refused}"
    );
    let (_, cart) = app.cart_of(&bulk).await;
    assert_eq!(cart.as_array().map(Vec::len), Some(1), "the cart is kept: {cart}");
    empty_cart(&app).await;
    app.add_to_cart(&bulk, &phone.id, 5).await;
    let body = app
        .checkout_body(
            &bulk,
            &app.add_address(&bulk).await,
            "cash_on_delivery",
            "bulk-key-000002",
        )
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&bulk.token), &body).await;
    assert_eq!(status, 201, "{placed}");

    let other = phones_in_stock(&app, 12, 2).await.remove(1);
    let (status, placed) = place(&app, &bulk, &other.id, 5, "bkash", "bulk-key-000003").await;
    assert_eq!(status, 201, "ten phones in all: {placed}");
    let (status, refused) = place(&app, &bulk, &other.id, 1, "cash_on_delivery", "bulk-key-000004").await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("hold.too_many_units")),
        "{refused}"
    );
}

/// Empties every cart (a shopper lowering a quantity, in short).
async fn empty_cart(app: &TestApp) {
    app.database()
        .await
        .collection::<mongodb::bson::Document>("cart_items")
        .delete_many(mongodb::bson::doc! {})
        .await
        .expect("carts emptied");
}

/// A shop whose client addresses hold `checkouts` waiting checkouts at most.
async fn address_capped_at(checkouts: u32) -> TestApp {
    let mut settings = test_settings();
    settings.payments.holds = HoldLimits {
        checkouts_per_address: checkouts,
        ..HoldLimits::DEFAULT
    };
    let app = spawn_app_with(settings).await;
    app.seed(20).await;
    app
}

#[tokio::test]
async fn one_address_holds_its_limit_of_checkouts_whatever_the_accounts() {
    let app = address_capped_at(4).await;
    let phone = phone_in_stock(&app, 10).await;
    for account in 0..4 {
        let shopper = app.signup(&format!("Crowd{account}")).await;
        let method = if account % 2 == 0 { "bkash" } else { "cash_on_delivery" };
        let (status, answer) = place(&app, &shopper, &phone.id, 1, method, &format!("crowd-key-{account:05}")).await;
        assert_eq!(status, 201, "{answer}");
    }
    let one_more = app.signup("OneMore").await;
    let (status, refused) = place(&app, &one_more, &phone.id, 1, "cash_on_delivery", "crowd-key-00031").await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("hold.too_many_here")),
        "{refused}"
    );
    assert!(
        refused["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("Too many orders from your network")),
        "{refused}"
    );
    // A bKash checkout of the same crowd counts the same.
    let (status, _) = bkash_like(&app).await;
    assert_eq!(status, 409);
}

async fn bkash_like(app: &TestApp) -> (u16, Value) {
    let late = app.signup("Late").await;
    let phone = phone_in_stock(app, 3).await;
    place(app, &late, &phone.id, 1, "bkash", "crowd-key-00032").await
}

#[tokio::test]
async fn checkouts_at_once_from_one_address_or_one_account_never_pass_the_limits() {
    let app = address_capped_at(3).await;
    // Six phones, so the checkouts do not take turns for one phone's stock.
    let phones = phones_in_stock(&app, 2, 6).await;
    let mut crowd = Vec::new();
    for (account, phone) in phones.iter().enumerate() {
        let shopper = app.signup(&format!("AtOnce{account}")).await;
        let address = app.add_address(&shopper).await;
        app.add_to_cart(&shopper, &phone.id, 1).await;
        let body = app
            .checkout_body(
                &shopper,
                &address,
                "cash_on_delivery",
                &format!("at-once-key-{account:03}"),
            )
            .await;
        crowd.push((shopper, body));
    }
    let answers = futures_util::future::join_all(
        crowd
            .iter()
            .map(|(shopper, body)| app.post_json("/api/checkout", Some(&shopper.token), body)),
    )
    .await;
    let statuses: Vec<u16> = answers.iter().map(|(status, _)| *status).collect();
    let placed = statuses.iter().filter(|status| **status == 201).count();
    assert_eq!(placed, 3, "an address holds three: {statuses:?}");
    assert!(
        statuses.iter().all(|status| *status == 201 || *status == 409),
        "{answers:?}"
    );

    // One account checking out the same cart four times at once places it once.
    let app = spawn_app().await;
    app.seed(20).await;
    let eager = app.signup("Eager").await;
    let address = app.add_address(&eager).await;
    app.add_to_cart(&eager, &phone_in_stock(&app, 5).await.id, 1).await;
    let mut bodies = Vec::new();
    for key in 0..4 {
        bodies.push(
            app.checkout_body(&eager, &address, "cash_on_delivery", &format!("eager-key-{key:04}"))
                .await,
        );
    }
    let answers = futures_util::future::join_all(
        bodies
            .iter()
            .map(|body| app.post_json("/api/checkout", Some(&eager.token), body)),
    )
    .await;
    let placed: Vec<&Value> = answers
        .iter()
        .filter(|(status, _)| *status == 201)
        .map(|(_, body)| body)
        .collect();
    assert_eq!(placed.len(), 1, "{answers:?}");
}
