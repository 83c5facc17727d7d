use super::{ask, deliver, step};
use crate::{helpers::spawn_app, payments::phone_in_stock};
use mongodb::bson::{DateTime, doc, oid::ObjectId};
use serde_json::json;

#[tokio::test]
async fn a_changed_mind_on_cash_is_refunded_in_cash_without_the_fee_and_the_window_closes() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Cash").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 5).await;
    app.add_to_cart(&shopper, &phone.id, 2).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "return-cash-1")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    let paid_for_goods = placed["orders"][0]["total"].clone();
    deliver(&app, &admin, &order, 2).await;

    for (reason, code) in [("broken", "return.unknown_reason")] {
        let (status, answer) = ask(&app, &shopper, &order, reason, &[]).await;
        assert_eq!((status, answer["code"].as_str()), (400, Some(code)), "{answer}");
    }
    let stranger = app.quick_customer("Stranger").await;
    let (status, _) = ask(&app, &stranger, &order, "changed_mind", &[]).await;
    assert_eq!(status, 404, "only the buyer asks");
    let (status, asked) = ask(&app, &shopper, &order, "changed_mind", &[]).await;
    assert_eq!(status, 201, "{asked}");
    let id = asked["_id"].as_str().expect("id").to_owned();
    for body in [
        json!({ "status": "accepted" }),
        json!({ "status": "picked_up" }),
        json!({ "status": "received", "restock": false }),
    ] {
        let (status, moved) = step(&app, &admin, &id, body).await;
        assert_eq!(status, 200, "{moved}");
    }
    let refund = format!("/api/admin/returns/{id}/refund");
    let (status, unsaid) = app.post_json(&refund, Some(&admin.token), &json!({})).await;
    assert_eq!((status, unsaid["code"].as_str()), (400, Some("returns.cash_note")));
    let (status, refunded) = app
        .post_json(
            &refund,
            Some(&admin.token),
            &json!({ "note": "Handed 2 phones' price in cash at Dhanmondi" }),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(refunded["refund"]["method"], "cash");
    assert_eq!(
        refunded["refund"]["amount"], paid_for_goods,
        "changed mind: the goods, not the fee"
    );
    assert_eq!(refunded["refund"]["delivery_fee_included"], false);
    assert_eq!(refunded["restocked"], false, "written off");
    // The order's number is told of the money, and not that it went to bKash.
    let sms = app
        .repositories
        .outbox
        .find_by_dedupe_key(&format!("sms_order_refunded:{order}"))
        .await
        .expect("outbox")
        .expect("a refund SMS");
    assert_eq!(sms.to, "01712345678");
    assert!(
        sms.text.contains("refunded for your returned order") && !sms.text.contains("bKash"),
        "{}",
        sms.text
    );

    // A second order delivered eleven days ago is past the seven-day window.
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "return-cash-2")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    let late = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    deliver(&app, &admin, &late, 1).await;
    let long_ago = DateTime::from_millis(DateTime::now().timestamp_millis() - 11 * 86_400_000);
    app.database()
        .await
        .collection::<mongodb::bson::Document>("orders")
        .update_one(
            doc! { "_id": ObjectId::parse_str(&late).expect("id"), "status_history.status": "delivered" },
            doc! { "$set": { "status_history.$.at": long_ago } },
        )
        .await
        .expect("age the delivery");
    let (_, view) = app
        .get_json_as(&format!("/api/order/{late}/return"), &shopper.token)
        .await;
    assert_eq!(view["may_ask"], false, "{view}");
    let (status, closed) = ask(&app, &shopper, &late, "defective", &[]).await;
    assert_eq!(
        (status, closed["code"].as_str()),
        (409, Some("return.window_closed")),
        "{closed}"
    );

    // The admin lists returns by status.
    let (_, mine) = app
        .get_json_as("/api/admin/returns?status=refunded", &admin.token)
        .await;
    assert_eq!(mine.as_array().map(Vec::len), Some(1));
    let (status, bad) = app.get_json_as("/api/admin/returns?status=lost", &admin.token).await;
    assert_eq!(status, 400, "{bad}");
}

#[tokio::test]
async fn two_returns_of_one_checkout_give_its_delivery_fee_back_once_and_photos_are_the_buyers_own() {
    use crate::pictures::picture;
    use image::ImageFormat;
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Twice").await;
    let address = app.add_address(&shopper).await;
    let phones: Vec<_> = app
        .repositories
        .products
        .all()
        .await
        .expect("products")
        .into_iter()
        .filter(|p| p.opening_variant(None).0.stock > 3)
        .take(2)
        .collect();
    for phone in &phones {
        app.add_to_cart(&shopper, &phone.id, 1).await;
    }
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "return-fee-once")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let orders: Vec<String> = placed["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["_id"].as_str().expect("id").to_owned())
        .collect();
    for order in &orders {
        deliver(&app, &admin, order, 1).await;
    }

    // A photo is the buyer's own, for this order: another's is refused.
    let upload = |order: &str, user: &crate::helpers::TestUser| {
        let request = app
            .client
            .post(format!("{}/api/order/{order}/return/photos", app.address))
            .header("token", &user.token)
            .body(picture(32, 24, 3, ImageFormat::Png));
        async move { request.send().await.expect("upload") }
    };
    let stranger = app.quick_customer("Stranger").await;
    assert_eq!(
        upload(&orders[0], &stranger).await.status(),
        404,
        "not the stranger's order"
    );
    let photo: serde_json::Value = upload(&orders[0], &shopper).await.json().await.expect("json");
    let photo = photo["_id"].as_str().expect("id").to_owned();
    let (status, refused) = ask(&app, &shopper, &orders[1], "defective", std::slice::from_ref(&photo)).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (400, Some("returns.photo_unknown")),
        "a photo sent for another order"
    );
    for _ in 1..6 {
        assert_eq!(upload(&orders[0], &shopper).await.status(), 201);
    }
    let too_many = upload(&orders[0], &shopper).await;
    assert_eq!(too_many.status(), 409, "six photos per order at most");

    let mut refunds = Vec::new();
    for order in &orders {
        let (status, asked) = ask(&app, &shopper, order, "defective", &[]).await;
        assert_eq!(status, 201, "{asked}");
        let id = asked["_id"].as_str().expect("id").to_owned();
        for body in [
            json!({ "status": "accepted" }),
            json!({ "status": "picked_up" }),
            json!({ "status": "received", "restock": true }),
        ] {
            assert_eq!(step(&app, &admin, &id, body).await.0, 200);
        }
        let (status, refunded) = app
            .post_json(
                &format!("/api/admin/returns/{id}/refund"),
                Some(&admin.token),
                &json!({ "note": "Cash at the shop" }),
            )
            .await;
        assert_eq!(status, 200, "{refunded}");
        refunds.push(refunded["refund"].clone());
    }
    let with_fee: Vec<bool> = refunds.iter().map(|r| r["delivery_fee_included"] == true).collect();
    assert_eq!(
        with_fee,
        [true, false],
        "the checkout's one delivery fee goes back once: {refunds:?}"
    );
    let fee = placed["orders"][0]["delivery_fee"].as_i64().expect("fee");
    let goods: Vec<i64> = placed["orders"]
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["total"].as_i64().expect("total"))
        .collect();
    assert_eq!(refunds[0]["amount"], goods[0] + fee);
    assert_eq!(refunds[1]["amount"], goods[1]);
}
