//! Looping a payment route costs the shop a few provider calls, not one per
//! request: bKash is asked only about checkouts still awaiting their money
//! and not held by another request, a fresh payment page is offered again,
//! and each route is limited per account and per address.

use super::{app_behind, bkash_checkout, come_back, faulty::FaultyBkash, payment_id_of, start_payment};
use serde_json::json;

/// The shop's budget for 200 calls of one route.
const FEW: usize = 3;

#[tokio::test]
async fn two_hundred_calls_of_each_payment_route_ask_bkash_a_few_times() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Looper").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "budget-loops-01").await;

    let pay = format!("/api/checkouts/{checkout}/payment");
    let mut answers = std::collections::BTreeMap::new();
    for _ in 0..200 {
        let (status, _) = app.post_json(&pay, Some(&shopper.token), &json!({})).await;
        *answers.entry(status).or_insert(0) += 1;
    }
    assert_eq!(proxy.calls("create"), 1, "one payment page, offered again: {answers:?}");
    assert!(answers.get(&429).is_some_and(|n| *n > 100), "limited: {answers:?}");
    let page = start_payment_page(&app, &shopper, &checkout).await;
    let payment_id = payment_id_of(&page);

    let before = proxy.payment_calls();
    for status in ["cancel", "failure"] {
        let callback = format!("/api/payments/bkash/callback?paymentID={payment_id}&status={status}");
        for _ in 0..100 {
            let (answer, _) = come_back(&app, &callback).await;
            assert!(answer == 303 || answer == 429, "{answer}");
        }
    }
    let looked = proxy.payment_calls() - before;
    assert!(
        looked <= FEW,
        "200 unauthenticated callbacks asked bKash {looked} times"
    );

    let check = format!("/api/checkouts/{checkout}/payment/check");
    let before = proxy.payment_calls();
    for _ in 0..200 {
        let (status, _) = app.post_json(&check, Some(&shopper.token), &json!({})).await;
        assert!(status == 200 || status == 429, "{status}");
    }
    let checked = proxy.payment_calls() - before;
    assert!(checked <= FEW, "200 checks asked bKash {checked} times");
}

#[tokio::test]
async fn callbacks_for_a_settled_checkout_ask_bkash_nothing() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Settled").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "budget-settled1").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    let payment_id = payment_id_of(&page);
    // The shopper cancels on bKash's page: the checkout fails.
    let super::PageOutcome::Back(callback) =
        super::fill_in(&page, crate::simulator::PAYING_WALLET, "cancel", false).await
    else {
        panic!("sent back");
    };
    come_back(&app, &callback).await;
    assert_eq!(
        super::details(&app, &shopper, &checkout).await["payment"]["status"],
        "failed"
    );
    let before = proxy.payment_calls();
    for status in ["cancel", "failure"] {
        let forged = format!("/api/payments/bkash/callback?paymentID={payment_id}&status={status}");
        for _ in 0..15 {
            come_back(&app, &forged).await;
        }
    }
    assert_eq!(
        proxy.payment_calls(),
        before,
        "a failed checkout is not asked about again"
    );
}

/// The page `POST /payment` answers, however many were asked for before.
async fn start_payment_page(app: &crate::helpers::TestApp, user: &crate::helpers::TestUser, checkout: &str) -> String {
    // The loop above used this account's and address's budget; wait for one call.
    tokio::time::sleep(std::time::Duration::from_secs(3)).await;
    start_payment(app, user, checkout).await
}
