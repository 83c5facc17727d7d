//! The merchant's money (balance and payouts), return requests and the
//! fraud check.

use crate::helpers::*;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn a_delivered_parcel_raises_the_balance_until_it_is_paid_out() {
    let sim = Sim::start();
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    assert_eq!(
        sim.get("/get_balance").await,
        json!({ "status": 200, "current_balance": 0 })
    );
    sim.step(id, "picked_up").await;
    let delivered = sim.step(id, "delivered").await;
    assert_eq!(delivered["status"], "delivered");
    assert_eq!(
        (&delivered["collected"], &delivered["charge"]),
        (&json!(1060), &json!(90.6))
    );
    assert_eq!(
        sim.get(&format!("/status_by_cid/{id}")).await["delivery_status"],
        "delivered"
    );
    // TK 1060 less TK 80 (Dhaka) and TK 10.60 (1% COD).
    assert_eq!(sim.get("/get_balance").await["current_balance"], 969.4);

    let (status, payout) = sim.sim(Method::POST, "/payouts", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(payout, json!({ "id": 1, "amount": 969.4, "consignments": [id] }));
    assert_eq!(sim.get("/get_balance").await["current_balance"], 0);
    let (status, _) = sim.sim(Method::POST, "/payouts", None).await;
    assert_eq!(status, StatusCode::CONFLICT, "nothing left to pay");

    let payments = sim.get("/payments").await;
    assert_eq!(payments["data"][0]["id"], 1);
    assert_eq!(payments["data"][0]["amount"], 969.4);
    assert_eq!(payments["data"][0]["status"], "paid");
    let payment = sim.get("/payments/1").await;
    assert_eq!(payment["data"]["consignments"][0]["consignment_id"], id);
    assert_eq!(payment["data"]["consignments"][0]["delivery_charge"], 90.6);
    assert_eq!(
        sim.get("/payments/2").await,
        json!({ "status": 404, "message": "Payment not found." })
    );
    assert_eq!(sim.consignments().await[0]["payment_id"], 1);
}

#[tokio::test]
async fn moves_that_cannot_be_made_are_refused() {
    let sim = Sim::start();
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    let refuse = |path: String, body: serde_json::Value| {
        let sim = &sim;
        async move { sim.sim(Method::POST, &path, Some(body)).await.0 }
    };
    let at = format!("/consignments/{id}/move");
    assert_eq!(
        refuse(at.clone(), json!({ "step": "teleported" })).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        refuse(at.clone(), json!({ "step": "partial" })).await,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        refuse(at.clone(), json!({ "step": "approve" })).await,
        StatusCode::CONFLICT
    );
    assert_eq!(
        refuse("/consignments/9/move".into(), json!({ "step": "hold" })).await,
        StatusCode::NOT_FOUND
    );
    let partial = sim
        .sim(Method::POST, &at, Some(json!({ "step": "partial", "amount": 500 })))
        .await
        .1;
    assert_eq!(
        (&partial["status"], &partial["collected"]),
        (&json!("partial_delivered"), &json!(500))
    );
    assert_eq!(refuse(at, json!({ "step": "refused" })).await, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_return_request_is_recorded_and_listed() {
    let sim = Sim::start();
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    let request = sim
        .post(
            "/create_return_request",
            json!({ "invoice": "ORD-1001", "reason": "Wrong colour" }),
        )
        .await;
    assert_eq!(request["id"], 1);
    assert_eq!(request["user_id"], 1);
    assert_eq!(request["consignment_id"], id);
    assert_eq!(request["reason"], "Wrong colour");
    assert_eq!(request["status"], "pending");
    assert_eq!(sim.get("/get_return_request/1").await, request);
    assert_eq!(
        sim.get("/get_return_requests").await,
        json!({ "status": 200, "data": [request] })
    );
    let (_, moved) = sim
        .sim(
            Method::POST,
            "/return-requests/1/status",
            Some(json!({ "status": "approved" })),
        )
        .await;
    assert_eq!(moved["status"], "approved");
    let unknown = sim.post("/create_return_request", json!({ "consignment_id": 5 })).await;
    assert_eq!(unknown, json!({ "status": 404, "message": "Consignment not found." }));
    let nameless = sim.post("/create_return_request", json!({ "reason": "?" })).await;
    assert_eq!(nameless["status"], 400);
}

#[tokio::test]
async fn the_fraud_check_follows_its_documented_rule_and_counts_our_parcels() {
    let sim = Sim::start();
    let returner = sim.get("/fraud_check/01712345679").await;
    assert_eq!(returner["message"], "Fraud check successful");
    assert_eq!(returner["phone"], "01712345679");
    let (delivered, cancelled) = (&returner["total_delivered"], &returner["total_cancelled"]);
    assert!(cancelled.as_u64() > delivered.as_u64(), "{returner}");
    let good = sim.get("/fraud_check/01712345678").await;
    assert!(
        good["total_delivered"].as_u64() > good["total_cancelled"].as_u64(),
        "{good}"
    );
    assert_eq!(sim.get("/fraud_check/01712345678").await, good, "the same every time");

    let id = sim.book("ORD-1", "01712345678", 100.0).await;
    sim.step(id, "refused").await;
    let after = sim.get("/fraud_check/01712345678").await;
    let count = |record: &serde_json::Value, field: &str| record[field].as_u64().unwrap_or_default();
    assert_eq!(count(&after, "total_parcels"), count(&good, "total_parcels") + 1);
    assert_eq!(count(&after, "total_cancelled"), count(&good, "total_cancelled") + 1);
    assert_eq!(count(&after, "total_delivered"), count(&good, "total_delivered"));
    assert_eq!(
        sim.get("/fraud_check/12345").await,
        json!({ "status": 400, "message": "Invalid phone number." })
    );
}
