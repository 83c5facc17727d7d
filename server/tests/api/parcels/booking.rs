//! Booking: the parcel leaves with its IMEIs and the cash still due, once;
//! a courier's refusal is kept with its reasons; a lost answer is found by
//! the invoice instead of booking twice.

use super::{book, confirmed_checkout, courier_consignments, order_of, parcel_of, shop_and_courier, shop_with};
use crate::simulator::steadfast_with;
use mongodb::bson::{doc, oid::ObjectId};
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn a_booked_parcel_ships_its_orders_with_their_imeis_and_collects_the_cash_due() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Parcel").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;

    let (status, parcel) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{parcel}");
    assert_eq!(parcel["state"], "booked");
    assert_eq!(parcel["status"], "in_review");
    assert_eq!(parcel["invoice"], checkout);
    assert_eq!(
        parcel["cash_to_collect"], order["checkout_total"],
        "cash on delivery: all of it"
    );
    let tracking = parcel["tracking_code"].as_str().expect("a tracking code");
    let shipped = order_of(&app, &buyer, &order).await;
    assert_eq!(shipped["order_status_type"], "shipped");
    assert_eq!(shipped["handsets"], parcel["orders"][0]["handsets"]);

    let at_courier = courier_consignments(&courier).await;
    assert_eq!(at_courier.len(), 1);
    assert_eq!(at_courier[0]["invoice"], checkout);
    assert_eq!(at_courier[0]["tracking_code"], tracking);
    assert_eq!(at_courier[0]["recipient_phone"], "01712345678");

    let order_id = order["_id"].as_str().expect("order id");
    let (status, followed) = app
        .get_json_as(&format!("/api/order/{order_id}/parcel"), &buyer.token)
        .await;
    assert_eq!(status, 200, "{followed}");
    assert_eq!(followed["tracking_code"], tracking);
    assert_eq!(followed["steps"][0]["status"], "in_review");
    let stranger = app.signup("Stranger").await;
    let (status, _) = app
        .get_json_as(&format!("/api/order/{order_id}/parcel"), &stranger.token)
        .await;
    assert_eq!(status, 404, "someone else's parcel");
    let (status, view) = app
        .get_json_as(&format!("/api/admin/checkouts/{checkout}"), &admin.token)
        .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(
        (view["courier"].as_bool(), view["orders"][0]["_id"].as_str()),
        (Some(true), Some(order_id))
    );
    assert_eq!(view["parcel"]["tracking_code"], tracking);
    // Cash on delivery: the buyer's record with the courier, as the courier gives it.
    let record: serde_json::Value = reqwest::Client::new()
        .get(format!("{}/api/v1/fraud_check/01712345678", courier.url))
        .header("Api-Key", crate::simulator::COURIER_KEY)
        .header("Secret-Key", crate::simulator::COURIER_SECRET)
        .send()
        .await
        .expect("the courier answers")
        .json()
        .await
        .expect("json");
    let shown = &view["delivery_record"];
    assert_eq!(shown["parcels"], record["total_parcels"], "{shown} {record}");
    assert_eq!(shown["delivered"], record["total_delivered"]);
    assert_eq!(shown["cancelled"], record["total_cancelled"]);
    assert!(
        ["unknown", "reliable", "risky"].contains(&shown["risk"].as_str().unwrap_or_default()),
        "{shown}"
    );

    let (status, again) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(
        (status, again["code"].as_str()),
        (409, Some("shipping.already_booked")),
        "{again}"
    );
    assert_eq!(courier_consignments(&courier).await.len(), 1, "never two consignments");
}

#[tokio::test]
async fn a_refused_parcel_keeps_its_reason_and_can_be_booked_again() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let buyer = app.signup("Refused").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let orders = app.database().await.collection::<mongodb::bson::Document>("orders");
    let id = ObjectId::parse_str(order["_id"].as_str().expect("id")).expect("oid");
    let long = "House 12, Road 5, ".repeat(15);
    orders
        .update_one(doc! { "_id": id }, doc! { "$set": { "shipping.address": &long } })
        .await
        .expect("a long address");

    let (status, refused) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (400, Some("shipping.refused")),
        "{refused}"
    );
    assert!(
        refused["message"]
            .as_str()
            .unwrap_or_default()
            .contains("250 characters"),
        "{refused}"
    );
    let parcel = parcel_of(&app, &admin, &checkout).await;
    assert_eq!(parcel["state"], "refused");
    assert!(
        parcel["refusal"][0].as_str().unwrap_or_default().contains("250"),
        "{parcel}"
    );
    assert_eq!(order_of(&app, &buyer, &order).await["order_status_type"], "confirmed");
    assert!(courier_consignments(&courier).await.is_empty());

    orders
        .update_one(
            doc! { "_id": id },
            doc! { "$set": { "shipping.address": "House 12, Road 5" } },
        )
        .await
        .expect("a short address");
    let (status, booked) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "{booked}");
    assert_eq!(booked["refusal"], json!([]));
}

#[tokio::test]
async fn a_booking_whose_answer_was_lost_is_found_by_its_invoice_not_sent_twice() {
    let courier = steadfast_with(&[]);
    let app = shop_with(&courier, Duration::from_millis(800)).await;
    let admin = app.admin().await;
    let buyer = app.signup("Lost").await;
    let (checkout, order) = confirmed_checkout(&app, &buyer, &admin).await;
    let held = reqwest::Client::new()
        .post(format!("{}/sim/lose-next-answer", courier.url))
        .json(&json!({ "delay_ms": 3000 }))
        .send()
        .await
        .expect("the simulator answers");
    assert!(held.status().is_success());

    let (status, parcel) = book(&app, &admin, &checkout, &order).await;
    assert_eq!(status, 201, "the courier has it: booked, {parcel}");
    assert_eq!(parcel["state"], "booked");
    assert_eq!(order_of(&app, &buyer, &order).await["order_status_type"], "shipped");
    let at_courier = courier_consignments(&courier).await;
    assert_eq!(at_courier.len(), 1, "one consignment: {at_courier:?}");
    assert_eq!(at_courier[0]["invoice"], checkout);
}
