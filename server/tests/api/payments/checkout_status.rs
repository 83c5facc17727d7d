//! A checkout's payment, as the payment page and the invoice show it,
//! follows its orders (the core's rule over all of them).

use super::details;
use crate::helpers::spawn_app;

#[tokio::test]
async fn a_cash_checkout_whose_order_was_delivered_shows_paid() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Doorstep").await;
    let address = app.add_address(&shopper).await;
    let phone = super::phone_in_stock(&app, 3).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "doorstep-key-01")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("id").to_owned();
    assert_eq!(
        details(&app, &shopper, &checkout).await["payment"]["status"],
        "due_on_delivery"
    );

    let admin = app.admin().await;
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    for step in ["confirmed", "shipped", "delivered"] {
        super::admin_moves(&app, &admin, &order, step).await;
    }
    let delivered = details(&app, &shopper, &checkout).await;
    assert_eq!(delivered["orders"][0]["payment_status"], "paid");
    assert_eq!(delivered["payment"]["status"], "paid", "{delivered}");

    // The delivery e-mail links to the order's page where the app has it.
    let mail = app
        .repositories
        .outbox
        .find_by_dedupe_key(&format!("order_delivered:{order}"))
        .await
        .expect("outbox")
        .expect("a delivery e-mail");
    let link = format!(
        "{}/auth/customer/my-orders/details/{order}",
        app.settings.payments.public_url
    );
    assert!(mail.text.contains(&link), "{link} in {}", mail.text);
}
