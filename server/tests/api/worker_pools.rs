//! Each HTTP worker talks to the database over a pool of its own: a request's
//! database replies reach it without passing through the thread that started
//! the shop (`Repositories::on_this_thread`).

use crate::helpers::{TestApp, spawn_app};
use serde_json::json;
use std::{sync::mpsc, time::Duration};

/// Longer than a cart call takes on a loaded machine, shorter than a hang.
const PATIENCE: Duration = Duration::from_secs(15);

/// Starts the shop on a thread of its own and hands it over; the thread drives
/// its runtime (the startup's pool, the jobs) until `freeze` says, then stops
/// driving it until `release` says.
fn shop_on_its_own_thread(
    freeze: tokio::sync::oneshot::Receiver<()>,
    release: mpsc::Receiver<()>,
) -> (TestApp, std::thread::JoinHandle<()>) {
    let (started, app) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        runtime.block_on(async {
            started.send(spawn_app().await).expect("hand the app over");
            freeze.await.ok();
        });
        // Blocks this thread: nothing on its runtime runs until the test ends.
        release.recv().ok();
    });
    (app.recv().expect("the app started"), thread)
}

#[tokio::test]
async fn a_shopper_s_cart_is_answered_while_the_thread_that_started_the_shop_is_busy() {
    let (freeze, frozen) = tokio::sync::oneshot::channel();
    let (release, released) = mpsc::channel();
    let (app, thread) = shop_on_its_own_thread(frozen, released);
    app.seed(4).await;
    let user = app.signup("Nusrat").await;
    let product = app
        .catalog
        .all()
        .into_iter()
        .find(|p| p.opening_variant(None).0.stock > 0)
        .map(|p| p.id)
        .expect("a seeded phone in stock");
    freeze.send(()).expect("the shop's thread waits");

    let add = json!({ "product_id": product.to_hex(), "quantity": 1 });
    let added = tokio::time::timeout(PATIENCE, app.post_json("/api/add-cart", Some(&user.token), &add)).await;
    let listed = tokio::time::timeout(
        PATIENCE,
        app.post_json("/api/cart-products", Some(&user.token), &json!({})),
    )
    .await;
    release.send(()).expect("the shop's thread is waiting");
    thread.join().expect("the shop's thread ends");

    let (status, line) = added.expect("add-to-cart waited on the startup thread");
    assert_eq!(status, 201, "{line}");
    let (status, lines) = listed.expect("the cart list waited on the startup thread");
    assert_eq!(status, 200, "{lines}");
    assert_eq!(lines[0]["product_id"], product.to_hex(), "{lines}");
}
