//! "Track my order" without signing in: the order's reference, the number it
//! ships to and a code sent there show the checkout; nothing else does.

use super::device;
use crate::helpers::spawn_app;
use serde_json::{Value, json};

/// The number `add_address` ships to.
const SHIPS_TO: &str = "01712345678";

#[tokio::test]
async fn an_order_is_followed_by_its_reference_and_the_number_it_ships_to() {
    let app = spawn_app().await;
    app.seed(10).await;
    let customer = app.quick_customer("Tracked").await;
    let address = app.add_address(&customer).await;
    app.add_to_cart(&customer, &shop_server::demo::generate(42, 0).product.id, 1)
        .await;
    let body = app
        .checkout_body(&customer, &address, "cash_on_delivery", "tracked-1")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&customer.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("an order").to_owned();
    let checkout = placed["orders"][0]["checkout_id"]
        .as_str()
        .expect("its checkout")
        .to_owned();
    let track = |reference: String, phone: &'static str, code: String| {
        let app = &app;
        async move {
            app.post_json(
                "/api/orders/track",
                None,
                &json!({ "reference": reference, "phone": phone, "code": code }),
            )
            .await
        }
    };

    // Without a code for following orders, nothing shows.
    let (status, body) = track(order.clone(), SHIPS_TO, "123456".into()).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.none")), "{body}");

    assert_eq!(app.ask_code(SHIPS_TO, "track_order", Some(&device(1))).await.0, 202);
    let code = app.code_for(SHIPS_TO).await;
    // A reference that ships elsewhere is not found, and the code stays usable.
    let (status, body) = track("ffffffff".into(), SHIPS_TO, code.clone()).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("orders.not_tracked")),
        "{body}"
    );

    let short = order[order.len() - 8..].to_ascii_uppercase();
    let (status, tracked): (u16, Value) = track(short, SHIPS_TO, code.clone()).await;
    assert_eq!(status, 200, "{tracked}");
    assert_eq!(tracked["checkout_id"], checkout.as_str());
    assert_eq!(tracked["orders"][0]["_id"], order.as_str());
    assert_eq!(
        tracked["orders"][0]["status_history"][0]["status"], "pending",
        "{tracked}"
    );
    assert!(tracked["total"].as_i64().is_some_and(|total| total > 0));

    // The code was spent on it.
    let (status, body) = track(checkout.clone(), SHIPS_TO, code).await;
    assert_eq!((status, body["code"].as_str()), (400, Some("codes.spent")), "{body}");

    // Another number's code shows nothing of this order.
    let other = "01812345678";
    assert_eq!(app.ask_code(other, "track_order", Some(&device(2))).await.0, 202);
    let code = app.code_for(other).await;
    let (status, body) = track(checkout, other, code).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (404, Some("orders.not_tracked")),
        "{body}"
    );
}
