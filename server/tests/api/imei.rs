//! IMEIs and warranty: shipping records each phone's IMEIs (checked by the
//! core), an IMEI cannot be on two live orders, and the order keeps the
//! warranty it was sold with.

use crate::helpers::{TestApp, TestUser, spawn_app};
use crate::shipping::new_imei;
use serde_json::{Value, json};

/// A confirmed cash order of one unit of a phone sold in editions: its id.
async fn confirmed_order(app: &TestApp, user: &TestUser, admin: &TestUser, key: &str) -> String {
    let phone = app
        .repositories
        .products
        .all()
        .await
        .expect("products")
        .into_iter()
        .find(|p| {
            let (variant, _) = p.opening_variant(None);
            variant.stock > 3 && p.warranty_of(&variant).is_some()
        })
        .expect("a phone with a warranty in stock");
    let address = app.add_address(user).await;
    app.add_to_cart(user, &phone.id, 1).await;
    let body = app.checkout_body(user, &address, "cash_on_delivery", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    let (status, _) = move_to(app, admin, &order, json!({ "status": "confirmed" })).await;
    assert_eq!(status, 200);
    order
}

async fn move_to(app: &TestApp, admin: &TestUser, order: &str, body: Value) -> (u16, Value) {
    app.post_json(&format!("/api/admin/orders/{order}/status"), Some(&admin.token), &body)
        .await
}

#[tokio::test]
async fn shipping_records_checked_imeis_and_one_handset_ships_on_one_order() {
    let app = spawn_app().await;
    app.seed(30).await;
    let admin = app.admin().await;
    let (first_buyer, second_buyer) = (app.signup("Imei").await, app.signup("Second").await);
    let first = confirmed_order(&app, &first_buyer, &admin, "imei-order-1").await;
    let second = confirmed_order(&app, &second_buyer, &admin, "imei-order-2").await;
    let (sim1, sim2) = (new_imei(), new_imei());
    let mut typo = sim1.clone().into_bytes();
    typo[14] = b'0' + (typo[14] - b'0' + 1) % 10;
    let typo = String::from_utf8(typo).expect("digits");

    for (body, code) in [
        (json!({ "status": "shipped" }), "imei.phones_count"),
        (json!({ "status": "shipped", "handsets": [[typo]] }), "imei.check_digit"),
        (
            json!({ "status": "shipped", "handsets": [["12345"]] }),
            "imei.not_fifteen_digits",
        ),
        (json!({ "status": "shipped", "handsets": [[sim1, sim1]] }), "imei.twice"),
        (
            json!({ "status": "shipped", "handsets": [[sim1], [sim2]] }),
            "imei.phones_count",
        ),
        (
            json!({ "status": "cancelled", "handsets": [[sim1]] }),
            "orders.imeis_when_shipping",
        ),
    ] {
        let (status, answer) = move_to(&app, &admin, &first, body.clone()).await;
        assert_eq!((status, answer["code"].as_str()), (400, Some(code)), "{body}: {answer}");
    }
    // A dual-SIM phone, typed as the box prints it.
    let spaced = format!("{} {} {}", &sim2[..2], &sim2[2..8], &sim2[8..]);
    let (status, shipped) = move_to(
        &app,
        &admin,
        &first,
        json!({ "status": "shipped", "handsets": [[sim1, spaced]] }),
    )
    .await;
    assert_eq!(status, 200, "{shipped}");
    assert_eq!(shipped["handsets"], json!([[sim1, sim2]]));
    assert!(shipped["warranty"].as_str().is_some_and(|w| !w.is_empty()), "{shipped}");

    let (status, taken) = move_to(
        &app,
        &admin,
        &second,
        json!({ "status": "shipped", "handsets": [[sim2]] }),
    )
    .await;
    assert_eq!(status, 409, "{taken}");
    assert_eq!(taken["code"], "orders.imei_taken");
    assert_eq!(
        taken["message"],
        format!("IMEI {sim2} is recorded on another order already")
    );
    let (_, still) = app
        .get_json_as(&format!("/api/order/{second}"), &second_buyer.token)
        .await;
    assert_eq!(still["order_status_type"], "confirmed", "nothing moved");
    assert_eq!(still["handsets"], json!([]));
    let (status, _) = move_to(
        &app,
        &admin,
        &second,
        json!({ "status": "shipped", "handsets": [[new_imei()]] }),
    )
    .await;
    assert_eq!(status, 200);

    // The buyer's order page has the IMEIs and the warranty it was sold with.
    let (_, mine) = app
        .get_json_as(&format!("/api/order/{first}"), &first_buyer.token)
        .await;
    assert_eq!(mine["handsets"], json!([[sim1, sim2]]));
    assert_eq!(mine["warranty"], shipped["warranty"]);
}
