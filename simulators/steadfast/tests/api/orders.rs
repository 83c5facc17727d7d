//! Booking parcels, one or in bulk, and asking where they stand.

use crate::helpers::*;
use reqwest::{Method, StatusCode};
use serde_json::json;
use std::time::Duration;

#[tokio::test]
async fn a_booked_parcel_is_in_review_by_each_of_its_names() {
    let sim = Sim::start();
    let answer = sim
        .post("/create_order", order("ORD-1001", "01712345678", 1060.5))
        .await;
    assert_eq!(answer["status"], 200);
    assert_eq!(answer["message"], "Consignment has been created successfully.");
    let consignment = &answer["consignment"];
    assert_eq!(consignment["consignment_id"], 1_424_107);
    assert_eq!(consignment["invoice"], "ORD-1001");
    assert_eq!(consignment["cod_amount"], 1060.5);
    assert_eq!(consignment["status"], "in_review");
    assert_eq!(consignment["note"], "Call before coming");
    let code = consignment["tracking_code"].as_str().expect("a code").to_owned();
    assert!(code.len() == 8 && code.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_lowercase()));
    let created = consignment["created_at"].as_str().expect("a time");
    assert!(created.ends_with(".000000Z") && created.len() == 27, "{created}");
    assert_eq!(consignment["updated_at"], created);

    let in_review = json!({ "status": 200, "delivery_status": "in_review" });
    assert_eq!(sim.get("/status_by_invoice/ORD-1001").await, in_review);
    assert_eq!(sim.get("/status_by_cid/1424107").await, in_review);
    assert_eq!(sim.get(&format!("/status_by_trackingcode/{code}")).await, in_review);
    let unknown = json!({ "status": 404, "message": "Consignment not found." });
    assert_eq!(sim.get("/status_by_invoice/ORD-9").await, unknown);
    assert_eq!(sim.get("/status_by_cid/nothing").await, unknown);
    assert!(sim.logged("POST /api/v1/create_order 200 200 created 1424107"));
}

#[tokio::test]
async fn an_invoice_is_booked_once_and_refused_with_http_200() {
    let sim = Sim::start();
    sim.book("ORD-1001", "01712345678", 1060.0).await;
    let again = sim.post("/create_order", order("ORD-1001", "01812345678", 500.0)).await;
    assert_eq!(
        again,
        json!({
            "status": 400,
            "message": "Validation failed",
            "errors": { "invoice": ["The invoice has already been taken."] },
        })
    );
    assert_eq!(sim.consignments().await.len(), 1);
}

#[tokio::test]
async fn bad_fields_and_bodies_are_refused_in_laravels_words() {
    let sim = Sim::start();
    let mut body = order("ORD 1", "0171234567", -5.0);
    body["recipient_address"] = json!("a".repeat(251));
    let refused = sim.post("/create_order", body).await;
    assert_eq!(refused["status"], 400);
    assert_eq!(
        refused["errors"]["invoice"][0],
        "The invoice may only contain letters, numbers, dashes and underscores."
    );
    assert_eq!(
        refused["errors"]["recipient_phone"][0],
        "The recipient phone must be 11 digits."
    );
    assert_eq!(refused["errors"]["cod_amount"][0], "The cod amount must be at least 0.");
    assert_eq!(
        refused["errors"]["recipient_address"][0],
        "The recipient address may not be greater than 250 characters."
    );
    let garbled = sim
        .client
        .post(format!("{}{API}/create_order", sim.base))
        .header("Api-Key", API_KEY)
        .header("Secret-Key", SECRET_KEY)
        .body("{not json")
        .send()
        .await
        .expect("answers");
    assert_eq!(garbled.status(), StatusCode::OK);
    assert_eq!(
        garbled.json::<serde_json::Value>().await.expect("JSON"),
        json!({ "status": 400, "message": "Invalid request body", "errors": {} })
    );
}

#[tokio::test]
async fn wrong_or_missing_keys_get_401() {
    let sim = Sim::start();
    let unauthorized = json!({ "status": 401, "message": "Unauthorized. Invalid Api-Key or Secret-Key." });
    for keys in [(API_KEY, "wrong"), ("wrong", SECRET_KEY), ("", "")] {
        let answer = sim
            .call_as(
                keys,
                Method::POST,
                "/create_order",
                Some(order("ORD-1", "01712345678", 10.0)),
            )
            .await;
        assert_eq!(answer, (StatusCode::UNAUTHORIZED, unauthorized.clone()), "{keys:?}");
    }
    let balance = sim.call_as(("wrong", "wrong"), Method::GET, "/get_balance", None).await;
    assert_eq!(balance.0, StatusCode::UNAUTHORIZED);
    assert!(sim.consignments().await.is_empty());
    let missing = sim.call_as((API_KEY, SECRET_KEY), Method::GET, "/track/1", None).await;
    assert_eq!(
        missing,
        (StatusCode::NOT_FOUND, json!({ "status": 404, "message": "Not Found" }))
    );
}

#[tokio::test]
async fn a_bulk_order_books_the_good_items_and_reports_the_bad() {
    let sim = Sim::start();
    let items = json!([order("BULK-1", "01712345678", 1060.0), order("BULK-2", "017123", 500.0)]);
    // Steadfast's own examples send the array as a JSON string.
    let rows = sim
        .post("/create_order/bulk-order", json!({ "data": items.to_string() }))
        .await;
    let rows = rows.as_array().expect("a bare array");
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["status"], "success");
    assert_eq!(rows[0]["cod_amount"], "1060.00");
    assert_eq!(rows[0]["consignment_id"], 1_424_107);
    assert!(rows[0]["tracking_code"].is_string());
    assert_eq!(rows[1]["status"], "error");
    assert_eq!(rows[1]["invoice"], "BULK-2");
    assert_eq!(rows[1]["cod_amount"], "500.00");
    assert!(rows[1]["consignment_id"].is_null() && rows[1]["tracking_code"].is_null());
    assert_eq!(rows[1]["error"], "The recipient phone must be 11 digits.");
    assert_eq!(sim.consignments().await.len(), 1, "the bad row booked nothing");

    let as_array = sim
        .post(
            "/create_order/bulk-order",
            json!({ "data": [order("BULK-3", "01712345678", 1.0)] }),
        )
        .await;
    assert_eq!(as_array[0]["status"], "success");
    let too_many: Vec<_> = (0..501).map(|n| order(&format!("B-{n}"), "01712345678", 1.0)).collect();
    let refused = sim.post("/create_order/bulk-order", json!({ "data": too_many })).await;
    assert_eq!(
        refused,
        json!({ "status": 400, "message": "Maximum 500 items are allowed.", "errors": {} })
    );
}

#[tokio::test]
async fn a_lost_answer_still_books_the_parcel() {
    let sim = Sim::start();
    let (status, _) = sim
        .sim(Method::POST, "/lose-next-answer", Some(json!({ "delay_ms": 3000 })))
        .await;
    assert_eq!(status, StatusCode::OK);
    let impatient = sim
        .client
        .post(format!("{}{API}/create_order", sim.base))
        .header("Api-Key", API_KEY)
        .header("Secret-Key", SECRET_KEY)
        .timeout(Duration::from_millis(300))
        .json(&order("ORD-LOST", "01712345678", 100.0))
        .send()
        .await;
    assert!(impatient.is_err_and(|error| error.is_timeout()));
    assert_eq!(
        sim.get("/status_by_invoice/ORD-LOST").await["delivery_status"],
        "in_review"
    );
    // Only the next answer was held: asking again is answered at once.
    let again = sim.post("/create_order", order("ORD-LOST", "01712345678", 100.0)).await;
    assert_eq!(again["errors"]["invoice"][0], "The invoice has already been taken.");
}
