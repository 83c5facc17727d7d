//! Webhooks to the merchant's callback: their headers and bodies, retries,
//! replays and the scripted mode's doubled and late ones.

use crate::{helpers::*, receiver::Receiver};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use std::time::Duration;

const TOKEN: &str = "whk_3f9a0c1d";

fn with_callback(receiver: &Receiver, extra: &[&str]) -> Sim {
    let mut args = vec!["--webhook-url", receiver.url.as_str(), "--webhook-token", TOKEN];
    args.extend_from_slice(extra);
    Sim::start_with(&args)
}

#[tokio::test]
async fn a_delivery_is_posted_with_the_bearer_token_and_steadfasts_fields() {
    let receiver = Receiver::start(0);
    let sim = with_callback(&receiver, &[]);
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    sim.step(id, "delivered").await;
    let received = receiver.wait_for(2, 5);
    assert_eq!(received.len(), 2, "{received:?}");
    let status = &received[0];
    assert_eq!(
        status.headers.get("authorization").map(String::as_str),
        Some("Bearer whk_3f9a0c1d")
    );
    assert_eq!(
        status.headers.get("content-type").map(String::as_str),
        Some("application/json")
    );
    let body = &status.body;
    assert_eq!(body["notification_type"], "delivery_status");
    assert_eq!(body["consignment_id"], id);
    assert_eq!(body["invoice"], "ORD-1001");
    assert_eq!(body["status"], "Delivered");
    assert_eq!(body["cod_amount"], 1060);
    assert_eq!(body["delivery_charge"], 90.6);
    assert_eq!(body["tracking_message"], "Delivered to the recipient.");
    let updated_at = body["updated_at"].as_str().expect("a time");
    assert!(updated_at.len() == 19 && &updated_at[10..11] == " ", "{updated_at}");

    let tracking = &received[1].body;
    assert_eq!(tracking["notification_type"], "tracking_update");
    assert_eq!(tracking["tracking_message"], "Delivered to the recipient.");
    assert!(tracking["updated_at"].as_str() > Some(updated_at), "times go forward");
    assert!(sim.logged(&format!("webhook delivery_status {id} Delivered -> 200")));
}

#[tokio::test]
async fn a_refused_webhook_is_tried_again_and_a_replay_is_a_duplicate() {
    let receiver = Receiver::start(1);
    let sim = with_callback(&receiver, &[]);
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    sim.step(id, "picked_up").await;
    // The first attempt gets 500; the tracking update goes on; the retry comes a second later.
    let received = receiver.wait_for(3, 5);
    let kinds: Vec<&Value> = received.iter().map(|r| &r.body["notification_type"]).collect();
    assert_eq!(kinds, ["delivery_status", "tracking_update", "delivery_status"]);
    assert_eq!(received[0].body, received[2].body);
    assert!(sim.logged(&format!("webhook delivery_status {id} Pending -> 500; again in 1 s")));

    let (status, answer) = sim
        .sim(Method::POST, "/webhooks/replay", Some(json!({ "consignment_id": id })))
        .await;
    assert_eq!((status, answer), (StatusCode::OK, json!({ "sent": true })));
    let received = receiver.wait_for(4, 5);
    assert_eq!(received.get(3).map(|r| &r.body), Some(&received[0].body));
}

#[tokio::test]
async fn without_a_callback_nothing_is_sent_and_a_replay_says_so() {
    let sim = Sim::start();
    let id = sim.book("ORD-1001", "01712345678", 1060.0).await;
    sim.step(id, "picked_up").await;
    let (status, _) = sim
        .sim(Method::POST, "/webhooks/replay", Some(json!({ "consignment_id": id })))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn the_script_delivers_refuses_pays_out_and_doubles_and_delays_webhooks() {
    let receiver = Receiver::start(0);
    let sim = with_callback(&receiver, &["--scripted", "--step-ms", "150"]);
    // Booked together, so both take the script's first step together.
    let items = json!([
        order("ORD-1", "01712345678", 1000.0),
        order("ORD-2", "01712345679", 1000.0)
    ]);
    let rows = sim.post("/create_order/bulk-order", json!({ "data": items })).await;
    let id = |row: &Value| row["consignment_id"].as_u64().unwrap_or_default();
    let (delivered, refused) = (id(&rows[0]), id(&rows[1]));
    let mut finals = Vec::new();
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let all = sim.consignments().await;
        finals = all.iter().map(|c| c["status"].clone()).collect();
        if all.iter().all(|c| !c["payment_id"].is_null()) {
            break;
        }
    }
    assert_eq!(finals, [json!("delivered"), json!("cancelled")]);
    let (payments, balance) = (sim.get("/payments").await, sim.get("/get_balance").await);
    // The return alone left the balance below zero: it waited for the delivery's cash.
    assert_eq!(payments["data"].as_array().map(Vec::len), Some(1), "{payments}");
    assert_eq!(payments["data"][0]["amount"], 1000.0 - 80.0 - 10.0 - 80.0);
    assert_eq!(balance["current_balance"], 0);

    let statuses = |received: &[crate::receiver::Received]| -> Vec<(u64, String)> {
        received
            .iter()
            .filter(|r| r.body["notification_type"] == "delivery_status")
            .map(|r| {
                (
                    r.body["consignment_id"].as_u64().unwrap_or(0),
                    r.body["status"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    let received = receiver.wait_for(100, 1);
    // Pending, Pending, Cancelled twice (the 3rd), then the 4th (Delivered) held back
    // until no other came for two steps.
    let expected = [
        (delivered, "Pending"),
        (refused, "Pending"),
        (refused, "Cancelled"),
        (refused, "Cancelled"),
        (delivered, "Delivered"),
    ];
    let expected: Vec<(u64, String)> = expected.iter().map(|(id, s)| (*id, (*s).to_owned())).collect();
    assert_eq!(statuses(&received), expected);
}
