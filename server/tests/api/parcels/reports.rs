//! What the courier reports: webhooks with its bearer token, applied once
//! whatever order they arrive in; statuses the shop asks for when no
//! webhook came, an approval-pending one still free to flip; a returned
//! parcel received back into stock.

use super::{book, confirmed_checkout, courier_moves, order_of, parcel_of, shop_and_courier, status_news, webhook};
use crate::simulator::COURIER_WEBHOOK_TOKEN;
use mongodb::bson::{DateTime, oid::ObjectId};
use serde_json::json;
use shop_server::services::shipping::{ShippingDesk, check_unsettled};
use std::time::Duration;

#[tokio::test]
async fn webhooks_are_applied_once_whatever_their_order_and_only_with_the_token() {
    let (app, _courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Hooked").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let (status, booked) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{booked}");
    let cash = booked["cash_to_collect"].as_i64().expect("cash") / 100;
    let cash = u32::try_from(cash).expect("taka");
    let order_id = order["_id"].as_str().expect("order id");
    let sms = |kind: &str| {
        let key = format!("{kind}:{order_id}");
        let outbox = app.repositories.outbox.clone();
        async move { outbox.find_by_dedupe_key(&key).await.expect("outbox").map(|m| m.text) }
    };
    let shipped = sms("sms_order_shipped").await.expect("the shipped SMS");
    let code = booked["tracking_code"].as_str().expect("code");
    assert!(
        shipped.contains(&format!("Steadfast, tracking code {code}")),
        "{shipped}"
    );

    let delivered = status_news(&checkout, "Delivered", "14:00:00", cash);
    let (status, refused) = webhook(&app, "not-the-token", &delivered).await;
    assert_eq!(status, 401, "{refused}");
    assert_eq!(
        order_of(&app, &buyer, &order).await["order_status_type"],
        "shipped",
        "nothing changed"
    );

    let tracking = json!({
        "notification_type": "tracking_update", "consignment_id": 1_424_107, "invoice": checkout,
        "tracking_message": "Picked up from the merchant.", "updated_at": "2030-01-01 10:00:00",
    });
    let out = json!({
        "notification_type": "tracking_update", "consignment_id": 1_424_107, "invoice": checkout,
        "tracking_message": "Out for delivery.", "updated_at": "2030-01-01 11:30:00",
    });
    for news in [
        &tracking,
        &status_news(&checkout, "pending", "11:00:00", 0),
        &out,
        &delivered,
        &delivered,
        &tracking,
        &status_news(&checkout, "PENDING", "12:00:00", 0),
    ] {
        let (status, answer) = webhook(&app, COURIER_WEBHOOK_TOKEN, news).await;
        assert_eq!(
            (status, answer["status"].as_str()),
            (200, Some("success")),
            "{news}: {answer}"
        );
    }
    let parcel = parcel_of(&app, &admin, &checkout).await;
    assert_eq!(parcel["status"], "delivered", "a late 'pending' does not undo delivery");
    assert_eq!(parcel["consignment_id"], "1424107");
    let steps: Vec<&str> = parcel["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .map(|step| step["status"].as_str().unwrap_or("tracking"))
        .collect();
    assert_eq!(
        steps,
        ["in_review", "tracking", "pending", "tracking", "delivered"],
        "each once: {parcel}"
    );
    let told = sms("sms_parcel_out_for_delivery").await.expect("the rider's SMS");
    assert!(told.contains("out for delivery today. Please keep"), "{told}");
    let mailed = sms("parcel_out_for_delivery").await.expect("the rider's e-mail");
    assert!(
        mailed.contains("Please keep") && mailed.contains(&format!("tracking code {code}")),
        "{mailed}"
    );
    let shipped = sms("order_shipped").await.expect("the shipped e-mail");
    assert!(
        shipped.contains(&format!("Steadfast, tracking code {code}")),
        "{shipped}"
    );
    assert_eq!(parcel["collected"], booked["cash_to_collect"]);
    assert_eq!(parcel["charge"], 8000);
    let delivered = order_of(&app, &buyer, &order).await;
    assert_eq!(delivered["order_status_type"], "delivered");
    assert_eq!(delivered["payment_status"], "paid", "the courier collected the cash");

    let (status, unknown) = webhook(
        &app,
        COURIER_WEBHOOK_TOKEN,
        &status_news("nope", "delivered", "15:00:00", 0),
    )
    .await;
    assert_eq!(status, 404, "{unknown}");
    let (status, malformed) = webhook(&app, COURIER_WEBHOOK_TOKEN, &json!({ "notification_type": "x" })).await;
    assert_eq!(status, 400, "{malformed}");
}

#[tokio::test]
async fn the_shop_asks_the_courier_and_an_approval_pending_status_can_still_flip() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Flip").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let (status, booked) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{booked}");
    let product = ObjectId::parse_str(order["product_id"]["_id"].as_str().expect("product")).expect("oid");
    let stock_before = app.product(&product).await.opening_variant(None).0.stock;
    let courier_side = courier_consignments_id(&booked);
    let desk = ShippingDesk::new(
        shop_server::couriers::from_settings(&app.settings.courier).expect("client"),
        app.address.clone(),
        Duration::ZERO,
    );
    let ask = || async {
        tokio::time::sleep(Duration::from_millis(5)).await;
        check_unsettled(&app.repositories, &desk, DateTime::now())
            .await
            .expect("asked")
    };

    courier_moves(&courier, &courier_side, "delivered_pending_approval").await;
    assert_eq!(ask().await, 1);
    assert_eq!(
        parcel_of(&app, &admin, &checkout).await["status"],
        "delivered_approval_pending"
    );
    assert_eq!(
        order_of(&app, &buyer, &order).await["order_status_type"],
        "shipped",
        "not final yet"
    );

    courier_moves(&courier, &courier_side, "refused").await;
    assert_eq!(ask().await, 1);
    let returned = order_of(&app, &buyer, &order).await;
    assert_eq!(returned["order_status_type"], "returned");
    assert_eq!(returned["payment_status"], "cancelled", "no cash was collected");
    assert_eq!(ask().await, 0, "a settled parcel is not asked about again");
    assert_eq!(
        app.product(&product).await.opening_variant(None).0.stock,
        stock_before,
        "its units come back when the shop has the parcel"
    );

    let (status, received) = app
        .post_json(
            &format!("/api/admin/checkouts/{checkout}/parcel/received"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{received}");
    assert!(received["received_back_at"].is_string());
    assert_eq!(
        app.product(&product).await.opening_variant(None).0.stock,
        stock_before + 1
    );
    let (status, again) = app
        .post_json(
            &format!("/api/admin/checkouts/{checkout}/parcel/received"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(
        (status, again["code"].as_str()),
        (409, Some("shipping.received_already"))
    );
}

#[tokio::test]
async fn a_webhook_with_the_courier_s_counts_corrects_a_lookup_s_estimate() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Estimate").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let (status, booked) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{booked}");
    let desk = ShippingDesk::new(
        shop_server::couriers::from_settings(&app.settings.courier).expect("client"),
        app.address.clone(),
        Duration::ZERO,
    );
    courier_moves(&courier, &courier_consignments_id(&booked), "delivered").await;
    tokio::time::sleep(Duration::from_millis(5)).await;
    // The poll hears of the delivery before the webhook: no counts yet, only the cash sent.
    assert_eq!(
        check_unsettled(&app.repositories, &desk, DateTime::now())
            .await
            .expect("asked"),
        1
    );
    let estimated = parcel_of(&app, &admin, &checkout).await;
    assert_eq!(estimated["status"], "delivered");
    assert_eq!(estimated["collected"], booked["cash_to_collect"]);
    assert_eq!(estimated["charge"], 0, "{estimated}");

    // The delivery's own webhook, come after the lookup, brings the courier's counts.
    let cash = u32::try_from(booked["cash_to_collect"].as_i64().expect("cash") / 100).expect("taka");
    let (status, answer) = webhook(
        &app,
        COURIER_WEBHOOK_TOKEN,
        &status_news(&checkout, "delivered", "00:00:01", cash),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    let counted = parcel_of(&app, &admin, &checkout).await;
    assert_eq!(counted["charge"], 8000, "{counted}");
    assert_eq!(counted["collected"], booked["cash_to_collect"]);
    let steps = counted["steps"].as_array().expect("steps");
    assert_eq!(
        steps.iter().filter(|step| step["status"] == "delivered").count(),
        1,
        "the delivery is told once: {counted}"
    );
}

/// The courier's id of a booked parcel, as its simulator's routes take it.
fn courier_consignments_id(booked: &serde_json::Value) -> serde_json::Value {
    booked["consignment_id"].clone()
}
