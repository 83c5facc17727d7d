//! Whatever reaches the callback first, the shopper's authorised payment is
//! taken at once: a callback before the shopper paid (a replayed link, a
//! reloaded tab, anyone who saw the payment id) changes nothing, and the real
//! one, alone or twice at once, executes the payment once. The job takes an
//! authorised payment whose callback never came before its checkout lapses.

use super::{
    PageOutcome, app_behind, authorise, bkash_checkout, come_back, details,
    faulty::{EXECUTE, FaultyBkash},
    fill_in, in_seconds, payment_id_of, run_job, start_payment,
};
use crate::{helpers::TestApp, simulator::PAYING_WALLET};
use mongodb::bson::oid::ObjectId;
use shop_server::documents::checkout::PaymentRecord;

/// The checkout's payment as stored.
async fn stored_payment(app: &TestApp, checkout: &str) -> PaymentRecord {
    let id = ObjectId::parse_str(checkout).expect("checkout id");
    app.repositories
        .orders
        .checkout_of(id, None)
        .await
        .expect("checkout")
        .and_then(|c| c.payment)
        .expect("a payment")
}

#[tokio::test]
async fn callbacks_before_the_shopper_paid_change_nothing_and_the_real_one_pays_at_once() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Early").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "early-callback1").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    let before = stored_payment(&app, &checkout).await;

    let early = format!(
        "/api/payments/bkash/callback?paymentID={}&status=success",
        payment_id_of(&page)
    );
    for _ in 0..3 {
        let (status, location) = come_back(&app, &early).await;
        assert_eq!((status, location), (303, format!("/order/payment/{checkout}")));
    }
    let after_early = stored_payment(&app, &checkout).await;
    let executed_early = proxy.calls(EXECUTE);

    let callback = authorise(&page).await;
    let (status, _) = come_back(&app, &callback).await;
    assert_eq!(status, 303);
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "paid at once: {paid}");
    assert!(paid["payment"]["trx_id"].as_str().is_some_and(|t| !t.is_empty()));
    assert_eq!(after_early, before, "an early callback changes nothing");
    assert_eq!(executed_early, 0, "nothing authorised, nothing executed");
    assert_eq!(proxy.calls(EXECUTE), 1);

    // The early link again, after the payment: nothing moves, nothing is asked twice.
    let settled = stored_payment(&app, &checkout).await;
    come_back(&app, &early).await;
    come_back(&app, &callback).await;
    assert_eq!(stored_payment(&app, &checkout).await, settled);
    assert_eq!(proxy.calls(EXECUTE), 1);
}

#[tokio::test]
async fn the_real_callback_twice_at_once_takes_the_money_once_and_both_see_it_paid() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Twice").await;
    let (checkout, _) = bkash_checkout(&app, &shopper, 1, "twice-callback1").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    let callback = authorise(&page).await;

    let (first, second) = tokio::join!(come_back(&app, &callback), come_back(&app, &callback));
    assert_eq!((first.0, second.0), (303, 303));
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    assert_eq!(proxy.calls(EXECUTE), 1, "one execute for two callbacks");
    assert!(
        app.repositories
            .provider_payments
            .find(&payment_id_of(&page))
            .await
            .expect("payment")
            .and_then(|p| p.late)
            .is_none(),
        "the second callback is no late payment"
    );
}

#[tokio::test]
async fn the_job_takes_an_authorised_payment_whose_callback_was_lost_instead_of_lapsing_it() {
    let proxy = FaultyBkash::start();
    let app = app_behind(&proxy, |_| {}).await;
    app.seed(20).await;
    let shopper = app.signup("Lost").await;
    let (checkout, product) = bkash_checkout(&app, &shopper, 1, "lost-then-late1").await;
    let held = app.product(&product).await.fields.stock;
    let page = start_payment(&app, &shopper, &checkout).await;
    // An early callback, then the shopper pays and the browser never comes back.
    let early = format!(
        "/api/payments/bkash/callback?paymentID={}&status=success",
        payment_id_of(&page)
    );
    come_back(&app, &early).await;
    let PageOutcome::Stayed(_) = fill_in(&page, PAYING_WALLET, "confirm", true).await else {
        panic!("the simulator keeps the browser");
    };

    // The job's first look at it is its deadline (an hour later is past any).
    let pass = run_job(&app, in_seconds(3600)).await;
    assert_eq!(pass.lapsed, 0, "authorised money is taken, not let lapse: {pass:?}");
    let paid = details(&app, &shopper, &checkout).await;
    assert_eq!(paid["payment"]["status"], "paid", "{paid}");
    assert_eq!(app.product(&product).await.fields.stock, held, "the unit stays sold");
    assert_eq!(proxy.calls(EXECUTE), 1);
}
