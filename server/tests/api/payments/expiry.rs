//! Unpaid checkouts lapse at their deadline and give their stock back
//! exactly once, however many instances run the job.

use super::{
    PageOutcome, bkash_checkout, come_back, details, fill_in, in_seconds, phone_in_stock, run_job, start_payment,
};
use crate::{
    helpers::{TestApp, spawn_app, spawn_app_with, test_settings},
    simulator::POOR_WALLET,
    wire_servers::mongodb_uri,
};
use mongodb::bson::oid::ObjectId;
use shop_server::config::{PaymentSettings, Settings};
use std::time::{Duration, Instant};

#[tokio::test]
async fn a_failed_payment_lapses_at_its_deadline_and_its_stock_returns_once() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Poor").await;
    let (checkout, product) = bkash_checkout(&app, &shopper, 2, "lapse-poor-0001").await;
    let taken = app.product(&product).await.fields.stock;
    let page = start_payment(&app, &shopper, &checkout).await;
    let PageOutcome::Back(callback) = fill_in(&page, POOR_WALLET, "confirm", false).await else {
        panic!("sent back");
    };
    come_back(&app, &callback).await;
    assert_eq!(details(&app, &shopper, &checkout).await["payment"]["status"], "failed");

    assert_eq!(run_job(&app, in_seconds(60)).await.lapsed, 0, "not before the deadline");
    assert_eq!(app.product(&product).await.fields.stock, taken);
    assert_eq!(run_job(&app, in_seconds(16 * 60)).await.lapsed, 1);
    assert_eq!(
        app.product(&product).await.fields.stock,
        taken + 2,
        "both units are back"
    );
    assert_eq!(run_job(&app, in_seconds(17 * 60)).await.lapsed, 0);
    assert_eq!(app.product(&product).await.fields.stock, taken + 2, "and only once");
    let lapsed = details(&app, &shopper, &checkout).await;
    assert_eq!(lapsed["payment"]["status"], "failed");
    assert_eq!(lapsed["orders"][0]["order_status_type"], "cancelled");
    assert_eq!(lapsed["orders"][0]["payment_status"], "failed");
    let order = lapsed["orders"][0]["_id"].as_str().expect("order");
    let told = app
        .repositories
        .outbox
        .find_by_dedupe_key(&format!("order_cancelled:{order}"))
        .await
        .expect("outbox");
    assert!(
        told.is_some_and(|mail| mail.to == shopper.email),
        "the lapse is told once"
    );
    let steps = lapsed["orders"][0]["status_history"].as_array().expect("timeline");
    assert_eq!(
        steps.last().map(|s| &s["status"]),
        Some(&serde_json::json!("cancelled"))
    );
    let (status, _) = app
        .post_json(
            &format!("/api/checkouts/{checkout}/payment"),
            Some(&shopper.token),
            &serde_json::json!({}),
        )
        .await;
    assert_eq!(status, 409, "a lapsed checkout cannot be paid");
}

async fn instance(database: &str, secret: &str) -> TestApp {
    let base = test_settings();
    spawn_app_with(Settings {
        mongodb_uri: mongodb_uri(database),
        database_name: database.to_owned(),
        jwt_secret: secret.to_owned(),
        payments: PaymentSettings {
            // Long enough for all eight to be placed before the first lapses,
            // even on a machine busy with every other test (4 s was not, once).
            expiry: Duration::from_secs(15),
            job_interval: Duration::from_millis(50),
            ..base.payments.clone()
        },
        ..base
    })
    .await
}

#[tokio::test]
async fn two_instances_running_the_expiry_job_return_the_stock_exactly_once() {
    let first = spawn_app().await;
    first.seed(20).await;
    let (database, secret) = (first.settings.database_name.clone(), first.settings.jwt_secret.clone());
    let (one, two) = (instance(&database, &secret).await, instance(&database, &secret).await);
    let product = phone_in_stock(&first, 30).await;
    let before = first.product(&product.id).await.fields;
    // Everyone ready first, carts filled, then only the checkouts in a row: each lapses 15 s after it is placed
    // (time for all eight to be placed on a loaded machine before the first lapses).
    let mut ready = Vec::new();
    for i in 0..8 {
        let shopper = one.signup(&format!("Late{i}")).await;
        let address = one.add_address(&shopper).await;
        one.add_to_cart(&shopper, &product.id, 3).await;
        let body = one
            .checkout_body(&shopper, &address, "bkash", &format!("late-key-{i:04}"))
            .await;
        ready.push((shopper, body));
    }
    let mut checkouts = Vec::new();
    for (shopper, body) in ready {
        let (status, placed) = one.post_json("/api/checkout", Some(&shopper.token), &body).await;
        assert_eq!(status, 201, "{placed}");
        checkouts.push((shopper, placed["checkout_id"].as_str().expect("id").to_owned()));
    }
    assert_eq!(first.product(&product.id).await.fields.stock, before.stock - 24);

    let started = Instant::now();
    loop {
        let mut lapsed = 0;
        for (shopper, checkout) in &checkouts {
            let seen = details(&two, shopper, checkout).await;
            if seen["payment"]["status"] == "expired" {
                lapsed += 1;
            }
        }
        if lapsed == checkouts.len() {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{lapsed} of 8 lapsed in 60 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Both instances keep running the job a while longer.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = first.product(&product.id).await.fields;
    assert_eq!(
        (after.stock, after.sold),
        (before.stock, before.sold),
        "every unit back, once"
    );
    for (shopper, checkout) in &checkouts {
        let seen = details(&one, shopper, checkout).await;
        let order = &seen["orders"][0];
        assert_eq!(
            (&order["order_status_type"], &order["payment_status"]),
            (&"cancelled".into(), &"expired".into())
        );
        let cancellations = order["status_history"]
            .as_array()
            .expect("timeline")
            .iter()
            .filter(|step| step["status"] == "cancelled")
            .count();
        assert_eq!(cancellations, 1, "{order}");
    }
}

/// The phone page's stock, as the catalog view shows it.
async fn page_stock(app: &TestApp, product: &ObjectId) -> i64 {
    let (status, body) = app.get_json(&format!("/api/product/{}", product.to_hex())).await;
    assert_eq!(status, 200, "{body}");
    body["stock"].as_i64().expect("stock")
}

/// The catalog view hears of a stock change by the `updatedAt` its poll reads
/// (looking a few seconds back). A job pass that began long before it gave a
/// lapsed checkout's stock back (a slow provider, a long batch, a busy machine)
/// stamped the write with its start, behind the poll, and the phone page never
/// showed the phone back on sale (the e2e journey saw it once).
#[tokio::test]
async fn stock_given_back_by_a_job_pass_begun_long_before_shows_on_the_phone_page() {
    let base = test_settings();
    let app = spawn_app_with(Settings {
        payments: PaymentSettings {
            expiry: Duration::from_secs(1),
            // The pass below is run by hand, with its start long past.
            job_interval: Duration::from_secs(3600),
            ..base.payments.clone()
        },
        ..base
    })
    .await;
    app.seed(20).await;
    let shopper = app.signup("Slow").await;
    // The phone `bkash_checkout` takes one unit of.
    let product = phone_in_stock(&app, 3).await.id;
    let before = page_stock(&app, &product).await;
    let (checkout, bought) = bkash_checkout(&app, &shopper, 1, "lapse-late-pass-01").await;
    assert_eq!(bought, product);
    let pass_began = in_seconds(2);
    let started = Instant::now();
    while page_stock(&app, &product).await != before - 1 {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the view shows the checkout"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Well past the poll's look back before the pass writes.
    tokio::time::sleep(Duration::from_secs(8)).await;
    assert_eq!(run_job(&app, pass_began).await.lapsed, 1, "{checkout}");
    let written = Instant::now();
    while page_stock(&app, &product).await != before {
        assert!(
            written.elapsed() < Duration::from_secs(20),
            "the phone page shows the unit back on sale"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
