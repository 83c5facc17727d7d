use super::*;

fn courier() -> Steadfast {
    let keys = Keys {
        api_key: "key".into(),
        secret_key: "secret".into(),
        webhook_token: "hook-token".into(),
    };
    Steadfast::new(reqwest::Client::new(), "http://127.0.0.1:9/api/v1/", keys)
}

#[test]
fn a_refusal_in_an_http_200_body_is_a_refusal() {
    let refused = json!({"status": 400, "message": "Validation failed",
        "errors": {"recipient_phone": ["The recipient phone must be 11 digits."]}});
    assert_eq!(
        booked(&refused),
        Err(CourierError::Refused(vec![
            "The recipient phone must be 11 digits.".into()
        ]))
    );
    let taken = json!({"status": 400, "errors": {"invoice": ["The invoice has already been taken."]}});
    assert!(
        matches!(booked(&taken), Err(CourierError::Unclear(_))),
        "booked before: look it up"
    );
    let made = json!({"status": 200, "consignment": {"consignment_id": 1_424_107, "tracking_code": "15BAEB8A", "status": "in_review"}});
    assert_eq!(
        booked(&made),
        Ok(Booking {
            consignment_id: "1424107".into(),
            tracking_code: "15BAEB8A".into(),
            status: ParcelStatus::InReview
        })
    );
    assert!(matches!(booked(&json!({"status": 500})), Err(CourierError::Unclear(_))));
}

#[test]
fn a_webhook_needs_the_token_and_reads_any_case() {
    let body = br#"{"notification_type":"delivery_status","consignment_id":12345,"invoice":"INV-1",
        "cod_amount":1500.00,"status":"Delivered","delivery_charge":100.00,
        "tracking_message":"Delivered.","updated_at":"2025-03-02 12:45:30"}"#;
    assert_eq!(
        courier().read_news(Some("Bearer wrong"), body),
        Err(WebhookError::Unauthorized)
    );
    assert_eq!(courier().read_news(None, body), Err(WebhookError::Unauthorized));
    let news = courier().read_news(Some("Bearer hook-token"), body).expect("read");
    assert_eq!(
        news,
        CourierNews::Status {
            consignment_id: "12345".into(),
            invoice: "INV-1".into(),
            status: ParcelStatus::Delivered,
            collected: Money::from_poisha(150_000),
            charge: Money::from_poisha(10_000),
            amounts_known: true,
            message: "Delivered.".into(),
            // 12:45:30 in Dhaka is 06:45:30 UTC.
            at_ms: 1_740_897_930_000,
        }
    );
    let tracking = br#"{"notification_type":"tracking_update","consignment_id":"7","invoice":"INV-1",
        "tracking_message":"At the Mirpur hub.","updated_at":"2025-03-02 13:15:00"}"#;
    assert!(matches!(
        courier().read_news(Some("Bearer hook-token"), tracking),
        Ok(CourierNews::Tracking { .. })
    ));
    for broken in [&b"not json"[..], br#"{"notification_type":"delivery_status"}"#] {
        assert!(matches!(
            courier().read_news(Some("Bearer hook-token"), broken),
            Err(WebhookError::Malformed(_))
        ));
    }
}
