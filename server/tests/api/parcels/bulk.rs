//! Booking many parcels in one call: each ends on its own, booked or refused
//! with why, and the courier holds one consignment per booked checkout.

use super::{confirmed_checkout, courier_consignments, shop_and_courier};
use crate::shipping::new_imei;
use mongodb::bson::{Document, doc, oid::ObjectId};
use serde_json::{Value, json};

#[tokio::test]
async fn a_bulk_booking_books_each_parcel_it_can_and_says_why_not_for_the_rest() {
    let (app, courier) = shop_and_courier().await;
    let admin = app.admin().await;
    let mut checkouts = Vec::new();
    for name in ["Bulkone", "Bulktwo", "Bulklong"] {
        let buyer = app.signup(name).await;
        checkouts.push(confirmed_checkout(&app, &buyer, &admin).await);
    }
    // The third's address is past Steadfast's 250 characters.
    let id = ObjectId::parse_str(checkouts[2].1["_id"].as_str().expect("id")).expect("oid");
    app.database()
        .await
        .collection::<Document>("orders")
        .update_one(
            doc! { "_id": id },
            doc! { "$set": { "shipping.address": "House 12, Road 5, ".repeat(15) } },
        )
        .await
        .expect("a long address");
    let mut parcels: Vec<Value> = checkouts
        .iter()
        .map(|(checkout, order)| {
            json!({ "checkout_id": checkout, "packing": [{ "order_id": order["_id"], "handsets": [[new_imei()]] }] })
        })
        .collect();
    // One not confirmed yet: placed, never confirmed.
    let waiting = app.signup("Bulkwait").await;
    let address = app.add_address(&waiting).await;
    let phone = app.repositories.products.all().await.expect("products")[0].id;
    app.add_to_cart(&waiting, &phone, 1).await;
    let body = app
        .checkout_body(&waiting, &address, "cash_on_delivery", "bulk-wait")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&waiting.token), &body).await;
    parcels.push(json!({ "checkout_id": placed["orders"][0]["checkout_id"], "packing": [] }));

    let (status, answer) = app
        .post_json(
            "/api/admin/parcels/bulk",
            Some(&admin.token),
            &json!({ "parcels": parcels }),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    let results = answer["results"].as_array().cloned().unwrap_or_default();
    let outcome = |checkout: &Value| {
        results
            .iter()
            .find(|r| r["checkout_id"] == *checkout)
            .cloned()
            .unwrap_or_default()
    };
    for (checkout, _) in &checkouts[..2] {
        let booked = outcome(&json!(checkout));
        assert_eq!(booked["parcel"]["state"], "booked", "{booked}");
        assert!(booked["refusal"].is_null());
    }
    let refused = outcome(&json!(checkouts[2].0));
    assert_eq!(refused["refusal"]["code"], "shipping.refused", "{refused}");
    let unconfirmed = outcome(&placed["orders"][0]["checkout_id"]);
    assert_eq!(
        unconfirmed["refusal"]["code"], "shipping.not_confirmed",
        "{unconfirmed}"
    );
    assert_eq!(courier_consignments(&courier).await.len(), 2, "one per booked checkout");

    let too_many: Vec<Value> = (0..501)
        .map(|_| json!({ "checkout_id": checkouts[0].0, "packing": [] }))
        .collect();
    let (status, refused) = app
        .post_json(
            "/api/admin/parcels/bulk",
            Some(&admin.token),
            &json!({ "parcels": too_many }),
        )
        .await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (400, Some("shipping.too_many")),
        "{refused}"
    );
}
