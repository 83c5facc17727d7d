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
