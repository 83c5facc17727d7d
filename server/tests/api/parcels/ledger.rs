//! The courier's money: the payouts read from the courier balance what the
//! settled parcels collected less their charges, and a parcel a payout
//! counts otherwise than the shop is listed with the difference.

use super::{book, confirmed_checkout, courier_consignments, courier_moves, shop_and_courier, webhook};
use crate::helpers::TestApp;
use crate::simulator::{COURIER_WEBHOOK_TOKEN, Simulator};
use serde_json::{Value, json};
use shop_server::{
    couriers,
    services::shipping::{ShippingDesk, record_payouts},
};
use std::time::Duration;

/// Tells the shop, as the courier's webhook does, that `invoice` was delivered,
/// collecting `collected` and charging `charge` (poisha).
async fn delivered(app: &TestApp, invoice: &str, collected: i64, charge: i64) {
    let news = json!({
        "notification_type": "delivery_status", "consignment_id": 1, "invoice": invoice,
        "cod_amount": collected as f64 / 100.0, "status": "Delivered", "delivery_charge": charge as f64 / 100.0,
        "tracking_message": "Delivered.", "updated_at": "2030-01-01 12:00:00",
    });
    let (status, answer) = webhook(app, COURIER_WEBHOOK_TOKEN, &news).await;
    assert_eq!(status, 200, "{answer}");
}

/// The simulator's consignment of `invoice`.
async fn at_courier(courier: &Simulator, invoice: &str) -> Value {
    courier_consignments(courier)
        .await
        .into_iter()
        .find(|c| c["invoice"] == invoice)
        .expect("booked with the courier")
}

/// Poisha of a taka number the simulator writes.
fn poisha(taka: &Value) -> i64 {
    (taka.as_f64().expect("an amount") * 100.0).round() as i64
}

#[tokio::test]
async fn payouts_balance_what_the_courier_collected_less_its_charges() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let desk = ShippingDesk::new(
        couriers::from_settings(&app.settings.courier).expect("client"),
        app.address.clone(),
        Duration::ZERO,
    );
    let mut parcels = Vec::new();
    for name in ["Square", "Shortpaid"] {
        let buyer = app.signup(name).await;
        let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
        let (status, booked) = book(&app, &admin, &checkout, &order).await;
        assert_eq!(status, 201, "{booked}");
        courier_moves(&courier, &booked["consignment_id"], "delivered").await;
        parcels.push(at_courier(&courier, &checkout).await);
    }
    let (square, short) = (&parcels[0], &parcels[1]);
    delivered(
        &app,
        square["invoice"].as_str().expect("invoice"),
        poisha(&square["collected"]),
        poisha(&square["charge"]),
    )
    .await;
    // The shop was told 100 TK more than the courier collected.
    let claimed = poisha(&short["collected"]) + 10_000;
    delivered(
        &app,
        short["invoice"].as_str().expect("invoice"),
        claimed,
        poisha(&short["charge"]),
    )
    .await;

    let (status, before) = app.get_json_as("/api/admin/courier-ledger", &admin.token).await;
    assert_eq!(status, 200, "{before}");
    let owed: i64 = parcels
        .iter()
        .map(|p| poisha(&p["collected"]) - poisha(&p["charge"]))
        .sum::<i64>()
        + 10_000;
    assert_eq!(
        (before["owed"].as_i64(), before["paid"].as_i64()),
        (Some(owed), Some(0)),
        "{before}"
    );
    assert_eq!(before["balance"].as_i64(), Some(owed));

    let payout: Value = reqwest::Client::new()
        .post(format!("{}/sim/payouts", courier.url))
        .send()
        .await
        .expect("the simulator pays out")
        .json()
        .await
        .expect("json");
    assert_eq!(
        record_payouts(&app.repositories, &desk).await.expect("recorded"),
        1,
        "{payout}"
    );
    assert_eq!(
        record_payouts(&app.repositories, &desk).await.expect("again"),
        0,
        "each payout once"
    );

    let (_, after) = app.get_json_as("/api/admin/courier-ledger", &admin.token).await;
    assert_eq!(after["paid"].as_i64(), Some(owed - 10_000), "{after}");
    assert_eq!(
        after["balance"].as_i64(),
        Some(10_000),
        "the 100 TK the courier did not collect"
    );
    let mismatched = after["mismatched"].as_array().cloned().unwrap_or_default();
    assert_eq!(mismatched.len(), 1, "{after}");
    assert_eq!(mismatched[0]["invoice"], short["invoice"]);
    assert_eq!(mismatched[0]["payout_difference"].as_i64(), Some(-10_000));
    assert_eq!(after["payouts"][0]["parcels"].as_u64(), Some(2));
    assert_eq!(after["unpaid"], json!([]));
}
