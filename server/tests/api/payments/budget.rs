//! Looping a payment route costs the shop few provider calls: bKash is
//! asked only about checkouts still awaiting their money, a callback the
//! address limit lets through costs one status question and executes
//! nothing the shopper has not authorised, "check again" asks at most every
//! few seconds, a fresh payment page is offered again, and each route is
//! limited per account and per address.

use super::{
    app_behind, bkash_checkout, come_back,
    faulty::{CREATE, EXECUTE, FaultyBkash, STATUS},
    payment_id_of, start_payment,
};
use serde_json::json;

/// The shop's budget for 200 calls of one route.
const FEW: usize = 3;

/// A shop behind a counting proxy, with a shopper's bKash checkout.
async fn looping(key: &str) -> (FaultyBkash, crate::helpers::TestApp, crate::helpers::TestUser, String) {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Looper").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, key).await;
    (proxy, app, shopper, checkout)
}

#[tokio::test]
async fn two_hundred_payment_starts_make_one_bkash_payment() {
    let (proxy, app, shopper, checkout) = looping("budget-starts-1").await;
    let pay = format!("/api/checkouts/{checkout}/payment");
    let mut answers = std::collections::BTreeMap::new();
    for _ in 0..200 {
        let (status, _) = app.post_json(&pay, Some(&shopper.token), &json!({})).await;
        *answers.entry(status).or_insert(0) += 1;
    }
    assert_eq!(proxy.calls(CREATE), 1, "one payment page, offered again: {answers:?}");
    assert!(answers.get(&429).is_some_and(|n| *n > 100), "limited: {answers:?}");
}

#[tokio::test]
async fn each_callback_let_through_asks_bkash_once_and_executes_nothing_unauthorised() {
    let (proxy, app, shopper, checkout) = looping("budget-callback").await;
    let payment_id = payment_id_of(&start_payment(&app, &shopper, &checkout).await);
    let before = proxy.payment_calls();
    let statuses_before = proxy.calls(STATUS);
    let mut let_through = 0;
    for status in ["success", "cancel", "failure"] {
        let callback = format!("/api/payments/bkash/callback?paymentID={payment_id}&status={status}");
        for _ in 0..100 {
            let (answer, _) = come_back(&app, &callback).await;
            assert!(answer == 303 || answer == 429, "{answer}");
            let_through += usize::from(answer == 303);
        }
    }
    let looked = proxy.payment_calls() - before;
    assert!(
        (10..100).contains(&let_through),
        "the address limit lets a burst through, then holds callbacks back: {let_through} of 300"
    );
    assert_eq!(proxy.calls(EXECUTE), 0, "nothing authorised, nothing executed");
    assert_eq!(looked, proxy.calls(STATUS) - statuses_before, "callbacks only ask");
    assert!(
        looked <= let_through,
        "{let_through} callbacks let through asked bKash {looked} times"
    );
    assert_eq!(
        super::details(&app, &shopper, &checkout).await["payment"]["status"],
        "awaiting_payment"
    );
}

#[tokio::test]
async fn two_hundred_checks_ask_bkash_a_few_times() {
    let (proxy, app, shopper, checkout) = looping("budget-checks-1").await;
    start_payment(&app, &shopper, &checkout).await;
    let check = format!("/api/checkouts/{checkout}/payment/check");
    let before = proxy.payment_calls();
    let mut answers = std::collections::BTreeMap::new();
    for _ in 0..200 {
        let (status, _) = app.post_json(&check, Some(&shopper.token), &json!({})).await;
        assert!(status == 200 || status == 429, "{status}");
        *answers.entry(status).or_insert(0) += 1;
    }
    assert!(
        answers.get(&200).is_some_and(|n| *n >= 10),
        "checks let through: {answers:?}"
    );
    let checked = proxy.payment_calls() - before;
    assert!((1..=FEW).contains(&checked), "200 checks asked bKash {checked} times");
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
