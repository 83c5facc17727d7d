use super::{ask, deliver, step};
use crate::{
    helpers::spawn_app,
    payments::{PageOutcome, bkash_checkout, come_back, details, fill_in, start_payment},
    pictures::picture,
    simulator::PAYING_WALLET,
};
use image::ImageFormat;
use serde_json::json;

#[tokio::test]
async fn a_defective_phone_paid_with_bkash_is_returned_and_refunded_through_the_provider_with_its_delivery_fee() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.signup("Returner").await;
    let admin = app.admin().await;
    let (checkout, product) = bkash_checkout(&app, &shopper, 1, "return-bkash-1").await;
    let page = start_payment(&app, &shopper, &checkout).await;
    let PageOutcome::Back(callback) = fill_in(&page, PAYING_WALLET, "confirm", false).await else {
        panic!("sent back to the shop");
    };
    assert_eq!(come_back(&app, &callback).await.0, 303);
    let paid = details(&app, &shopper, &checkout).await;
    let order = paid["orders"][0]["_id"].as_str().expect("order").to_owned();

    // Before delivery no return may be asked.
    let (status, early) = ask(&app, &shopper, &order, "defective", &[]).await;
    assert_eq!(
        (status, early["code"].as_str()),
        (409, Some("return.not_delivered")),
        "{early}"
    );
    deliver(&app, &admin, &order, 1).await;
    let (_, view) = app
        .get_json_as(&format!("/api/order/{order}/return"), &shopper.token)
        .await;
    assert_eq!(
        (view["may_ask"].as_bool(), view["window_days"].as_u64()),
        (Some(true), Some(7)),
        "{view}"
    );

    // A photo of the fault, then the request.
    let photo = app
        .client
        .post(format!("{}/api/order/{order}/return/photos", app.address))
        .header("token", &shopper.token)
        .body(picture(64, 48, 9, ImageFormat::Png))
        .send()
        .await
        .expect("upload");
    assert_eq!(photo.status(), 201);
    let photo: serde_json::Value = photo.json().await.expect("json");
    let photo_id = photo["_id"].as_str().expect("id").to_owned();
    let (status, asked) = ask(&app, &shopper, &order, "defective", std::slice::from_ref(&photo_id)).await;
    assert_eq!(status, 201, "{asked}");
    assert_eq!(asked["status"], "requested");
    assert_eq!(asked["photos"], json!([format!("/api/images/{photo_id}")]));
    let (status, again) = ask(&app, &shopper, &order, "defective", &[]).await;
    assert_eq!((status, again["code"].as_str()), (409, Some("returns.asked_already")));
    let id = asked["_id"].as_str().expect("id").to_owned();

    // The admin takes it back: accepted, picked up, received into stock.
    let stock = app.product(&product).await.opening_variant(None).0.stock;
    let (status, _) = step(&app, &shopper, &id, json!({ "status": "accepted" })).await;
    assert_eq!(status, 403, "customers do not move returns");
    let (status, skipped) = step(&app, &admin, &id, json!({ "status": "received", "restock": true })).await;
    assert_eq!(
        (status, skipped["code"].as_str()),
        (409, Some("return.invalid_transition"))
    );
    for body in [
        json!({ "status": "accepted", "note": "Courier on Sunday" }),
        json!({ "status": "picked_up" }),
    ] {
        let (status, moved) = step(&app, &admin, &id, body).await;
        assert_eq!(status, 200, "{moved}");
    }
    let (status, unsaid) = step(&app, &admin, &id, json!({ "status": "received" })).await;
    assert_eq!((status, unsaid["code"].as_str()), (400, Some("returns.restock_or_not")));
    let (status, received) = step(&app, &admin, &id, json!({ "status": "received", "restock": true })).await;
    assert_eq!(status, 200, "{received}");
    assert_eq!(received["restocked"], true);
    assert_eq!(
        app.product(&product).await.opening_variant(None).0.stock,
        stock + 1,
        "back in stock"
    );

    let (status, refunded) = app
        .post_json(
            &format!("/api/admin/returns/{id}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(refunded["status"], "refunded");
    assert_eq!(refunded["refund"]["method"], "bkash");
    assert!(refunded["refund"]["trx_id"].is_string(), "made by the provider");
    // The shop was at fault: what was paid, the delivery fee included.
    assert_eq!(refunded["refund"]["amount"], paid["total"]);
    assert_eq!(refunded["refund"]["delivery_fee_included"], true);
    let order_id = refunded["order_id"].as_str().expect("order id");
    let sms = app
        .repositories
        .outbox
        .find_by_dedupe_key(&format!("sms_order_refunded:{order_id}"))
        .await
        .expect("outbox")
        .expect("a refund SMS");
    assert!(
        sms.text.contains("refunded to the account you paid from"),
        "{}",
        sms.text
    );
    let (status, twice) = app
        .post_json(
            &format!("/api/admin/returns/{id}/refund"),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 409, "refunded once: {twice}");
    let history: Vec<&str> = refunded["history"]
        .as_array()
        .expect("history")
        .iter()
        .filter_map(|c| c["status"].as_str())
        .collect();
    assert_eq!(history, ["requested", "accepted", "picked_up", "received", "refunded"]);
    for status in ["requested", "accepted", "refunded"] {
        let mail = app
            .repositories
            .outbox
            .find_by_dedupe_key(&format!("return:{id}:{status}"))
            .await
            .expect("outbox");
        assert!(mail.is_some_and(|m| m.to == shopper.email), "a {status} e-mail");
    }
}
