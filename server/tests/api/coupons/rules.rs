use super::{add_coupon, checkout_with, coupon_body, summary_with};
use crate::{helpers::spawn_app, payments::phone_in_stock};
use serde_json::json;

#[tokio::test]
async fn a_percentage_comes_off_the_summary_the_orders_and_the_invoice_in_whole_taka() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let coupon = add_coupon(&app, &admin, &coupon_body(" eid-10 ", json!({}))).await;
    assert_eq!(coupon["code"], "EID-10", "kept in capitals, trimmed");
    let shopper = app.quick_customer("Coupon").await;
    let address = app.add_address(&shopper).await;
    let phone = phone_in_stock(&app, 4).await;
    app.add_to_cart(&shopper, &phone.id, 2).await;

    let (status, plain) = app
        .get_json_as(&format!("/api/checkout/summary?address_id={address}"), &shopper.token)
        .await;
    assert_eq!(status, 200, "{plain}");
    assert_eq!(plain["coupon"], json!(null));
    let (status, summary) = summary_with(&app, &shopper, &address, "eid-10").await;
    assert_eq!(status, 200, "{summary}");
    let subtotal = summary["subtotal"].as_i64().expect("subtotal");
    // 10% of the goods, down to the whole taka; the delivery fee untouched.
    let off = subtotal / 10 / 100 * 100;
    assert_eq!(
        summary["coupon"],
        json!({ "code": "EID-10", "goods_off": off, "delivery_off": 0 })
    );
    assert_eq!(summary["total"], plain["total"].as_i64().expect("total") - off);

    let (status, placed) = checkout_with(&app, &shopper, &address, "EID-10", "cash_on_delivery", "coupon-0001").await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["total"], summary["total"]);
    let order = &placed["orders"][0];
    assert_eq!(order["coupon"], json!({ "code": "EID-10", "off": off }));
    assert_eq!(order["total"], order["price"].as_i64().expect("price") * 2 - off);
    let checkout = placed["checkout_id"].as_str().expect("checkout");
    let (status, invoice) = app
        .get_json_as(&format!("/api/checkouts/{checkout}"), &shopper.token)
        .await;
    assert_eq!(status, 200, "{invoice}");
    assert_eq!(invoice["coupon"]["goods_off"], off);
    assert_eq!(
        invoice["total"],
        invoice["subtotal"].as_i64().expect("subtotal") + invoice["delivery_fee"].as_i64().expect("fee") - off
    );
    let (_, coupons) = app.get_json_as("/api/admin/coupons", &admin.token).await;
    assert_eq!(coupons[0]["uses"], 1, "{coupons}");
}

#[tokio::test]
async fn a_code_that_cannot_be_used_says_why_and_places_nothing() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let phone = phone_in_stock(&app, 3).await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("OLD", json!({ "endsAt": "2021-01-01T00:00:00Z" })),
    )
    .await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("SOON", json!({ "startsAt": "2098-01-01T00:00:00Z" })),
    )
    .await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("BIG-ONLY", json!({ "minOrder": 10_000_000_000_i64 })),
    )
    .await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("NOT-THIS-BRAND", json!({ "brands": ["No Such Brand"] })),
    )
    .await;
    add_coupon(
        &app,
        &admin,
        &coupon_body(
            "ONCE-EACH",
            json!({ "usesPerCustomer": 1, "kind": "amount", "value": 10_000 }),
        ),
    )
    .await;
    let shopper = app.quick_customer("Refused").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    for (code, text) in [
        ("NOPE", "coupon.not_valid"),
        ("OLD", "coupon.not_valid"),
        ("SOON", "coupon.not_valid"),
        ("BIG-ONLY", "coupon.below_minimum"),
        ("NOT-THIS-BRAND", "coupon.not_for_these"),
    ] {
        let (status, body) = summary_with(&app, &shopper, &address, code).await;
        assert_eq!((status, body["code"].as_str()), (409, Some(text)), "{code}: {body}");
        let (status, body) = checkout_with(
            &app,
            &shopper,
            &address,
            code,
            "cash_on_delivery",
            &format!("refused-{code}"),
        )
        .await;
        assert_eq!(
            (status, body["code"].as_str()),
            (409, Some(text)),
            "refused for the coupon: {code}: {body}"
        );
    }
    let (_, cart) = app.cart_of(&shopper).await;
    assert_eq!(
        cart.as_array().map(Vec::len),
        Some(1),
        "nothing placed, the cart kept: {cart}"
    );

    let (status, first) = checkout_with(&app, &shopper, &address, "once-each", "cash_on_delivery", "once-each-1").await;
    assert_eq!(status, 201, "{first}");
    assert_eq!(first["orders"][0]["coupon"]["off"], 10_000);
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, again) = summary_with(&app, &shopper, &address, "ONCE-EACH").await;
    assert_eq!(
        (status, again["code"].as_str()),
        (409, Some("coupon.used_by_you")),
        "{again}"
    );
    let (status, again) = checkout_with(&app, &shopper, &address, "ONCE-EACH", "cash_on_delivery", "once-each-2").await;
    assert_eq!(
        (status, again["code"].as_str()),
        (409, Some("coupon.used_by_you")),
        "a second checkout with the code is refused for it: {again}"
    );
    // A retry of the first checkout is its replay, not a second use.
    let (status, replay) = checkout_with(&app, &shopper, &address, "", "cash_on_delivery", "once-each-1").await;
    assert_eq!(status, 200, "{replay}");
    let (_, coupons) = app.get_json_as("/api/admin/coupons", &admin.token).await;
    let once = coupons
        .as_array()
        .expect("list")
        .iter()
        .find(|c| c["code"] == "ONCE-EACH")
        .expect("coupon")
        .clone();
    assert_eq!(once["uses"], 1);
}

#[tokio::test]
async fn free_delivery_takes_the_fee_off_and_admins_alone_keep_valid_codes() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Free").await;
    let (status, _) = app
        .post_json(
            "/api/admin/coupons",
            Some(&shopper.token),
            &coupon_body("MINE", json!({})),
        )
        .await;
    assert_eq!(status, 403, "only admins add coupons");
    for (extra, why) in [
        (json!({ "code": "a b" }), "a code is letters, digits and dashes"),
        (json!({ "value": 0 }), "a percentage takes something off"),
        (json!({ "value": 101 }), "at most everything"),
        (json!({ "kind": "amount", "value": 150 }), "an amount in whole taka"),
        (json!({ "endsAt": "2019-01-01T00:00:00Z" }), "it ends after it starts"),
        (json!({ "startsAt": "tomorrow" }), "a time is RFC 3339"),
        (json!({ "totalUses": 0 }), "at least one use"),
    ] {
        let (status, body) = app
            .post_json("/api/admin/coupons", Some(&admin.token), &coupon_body("CODE-X", extra))
            .await;
        assert_eq!(status, 400, "{why}: {body}");
        assert!(body["message"].is_string());
    }
    let free = add_coupon(
        &app,
        &admin,
        &coupon_body(
            "SHIP-FREE",
            json!({ "freeDelivery": true, "kind": "amount", "value": 5_000 }),
        ),
    )
    .await;
    let (status, taken) = app
        .post_json(
            "/api/admin/coupons",
            Some(&admin.token),
            &coupon_body("ship-free", json!({})),
        )
        .await;
    assert_eq!(status, 409, "one coupon per code: {taken}");

    let phone = phone_in_stock(&app, 2).await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let (status, summary) = summary_with(&app, &shopper, &address, "SHIP-FREE").await;
    assert_eq!(status, 200, "{summary}");
    assert_eq!(summary["coupon"]["delivery_off"], summary["shipping"]);
    assert_eq!(summary["coupon"]["goods_off"], 5_000);
    assert_eq!(
        summary["total"],
        summary["subtotal"].as_i64().expect("subtotal") - 5_000
    );
    let (status, placed) = checkout_with(
        &app,
        &shopper,
        &address,
        "SHIP-FREE",
        "cash_on_delivery",
        "free-delivery-1",
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["orders"][0]["delivery_fee"], 0, "no fee paid, none refunded");

    let id = free["_id"].as_str().expect("id");
    let mut changed = coupon_body("SHIP-FREE", json!({ "freeDelivery": false }));
    changed["totalUses"] = json!(5);
    let (status, answer) = app
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/coupons/{id}"),
            Some(&admin.token),
            Some(&changed),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        (answer["uses"].as_i64(), answer["totalUses"].as_i64()),
        (Some(1), Some(5)),
        "uses stay"
    );
    let (status, _) = app
        .send_json(
            reqwest::Method::DELETE,
            &format!("/api/admin/coupons/{id}"),
            Some(&admin.token),
            None,
        )
        .await;
    assert_eq!(status, 200);
    let (status, _) = app
        .send_json(
            reqwest::Method::DELETE,
            &format!("/api/admin/coupons/{id}"),
            Some(&admin.token),
            None,
        )
        .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn coupon_codes_cannot_be_guessed_by_looping_the_summary() {
    let app = spawn_app().await;
    app.seed(20).await;
    let shopper = app.quick_customer("Guesser").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &crate::payments::phone_in_stock(&app, 3).await.id, 1)
        .await;
    let mut answers = std::collections::BTreeMap::new();
    for guess in 0..60 {
        let (status, _) = summary_with(&app, &shopper, &address, &format!("GUESS{guess:03}")).await;
        *answers.entry(status).or_insert(0) += 1;
    }
    assert_eq!(answers.get(&409), Some(&20), "twenty tries, then refused: {answers:?}");
    assert_eq!(answers.get(&429), Some(&40), "{answers:?}");
    // The summary without a code is not held back.
    let (status, _) = app
        .get_json_as(&format!("/api/checkout/summary?address_id={address}"), &shopper.token)
        .await;
    assert_eq!(status, 200);
}

/// The minimum order is held against what the order holds when it is placed,
/// not what the summary showed: a cart cut below it meanwhile is refused for
/// the coupon, and nothing is placed.
#[tokio::test]
async fn a_minimum_order_is_checked_on_what_the_checkout_finally_holds() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let phone = phone_in_stock(&app, 4).await;
    let shopper = app.quick_customer("Minimum").await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &phone.id, 2).await;
    let (_, cart) = app.cart_of(&shopper).await;
    let line = &cart[0];
    let two_phones = line["price"].as_i64().expect("price") * 2;
    add_coupon(
        &app,
        &admin,
        &coupon_body("TWO-OR-MORE", json!({ "minOrder": two_phones })),
    )
    .await;
    let (status, shown) = summary_with(&app, &shopper, &address, "TWO-OR-MORE").await;
    assert_eq!(status, 200, "two phones reach the minimum: {shown}");

    // The shopper takes one phone out in another tab, then places the order the summary showed.
    let cart_id = line["_id"].as_str().expect("cart line");
    let (status, _) = app
        .post_json(
            "/api/cart-quantity",
            Some(&shopper.token),
            &json!({ "cart_id": cart_id, "quantity": 1 }),
        )
        .await;
    assert_eq!(status, 200);
    let body = json!({
        "address_id": address, "payment_method": "cash_on_delivery", "idempotency_key": "minimum-final-1",
        "expected_total": shown["total"], "coupon": "TWO-OR-MORE",
    });
    let (status, refused) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (409, Some("coupon.below_minimum")),
        "{refused}"
    );
    let (_, kept) = app.cart_of(&shopper).await;
    assert_eq!(kept[0]["quantity"], 1, "nothing placed: {kept}");
}
