use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::oid::ObjectId;
use serde_json::{Value, json};
use shop_core::Money;
use shop_server::demo;

async fn in_stock(app: &TestApp, count: u64, min_stock: i64) -> Vec<ObjectId> {
    app.seed(count).await;
    (0..count)
        .map(|i| demo::generate(42, i).product)
        // What add-cart sells without a variant: the variant the page opens on.
        .filter(|p| p.opening_variant(None).0.stock >= min_stock)
        .map(|p| p.id)
        .collect()
}

async fn checkout(app: &TestApp, user: &TestUser, address: &str, key: &str) -> (u16, Value) {
    let body = app.checkout_body(user, address, "cash_on_delivery", key).await;
    app.post_json("/api/checkout", Some(&user.token), &body).await
}

#[tokio::test]
async fn checkout_turns_the_cart_into_priced_orders_and_takes_stock() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 30, 5).await;
    let user = app.signup("Rahim").await;
    let address = app.add_address(&user).await;
    let (a, b) = (app.product(&ids[0]).await, app.product(&ids[1]).await);
    app.add_to_cart(&user, &a.id, 2).await;
    app.add_to_cart(&user, &b.id, 1).await;

    let (status, summary) = app.get_json_as("/api/checkout/summary", &user.token).await;
    assert_eq!(status, 200);
    let unit = |p: &shop_server::documents::product::ProductDocument| {
        Money::from_poisha(p.fields.price)
            .apply_discount(u32::try_from(p.fields.discount).expect("percent"))
            .expect("price")
            .poisha()
    };
    let goods = unit(&a) * 2 + unit(&b);
    assert_eq!(summary["subtotal"], goods);
    assert_eq!(summary["item_count"], 2);
    // The default address is in Dhaka city: one delivery fee for the whole checkout.
    let fee = shop_core::DeliveryZone::InsideDhaka.fee().poisha();
    assert_eq!(summary["delivery_zone"], "inside_dhaka");
    assert_eq!(summary["shipping"], fee);
    let expected_total = goods + fee;
    assert_eq!(summary["total"], expected_total);

    let (status, placed) = checkout(&app, &user, &address, "checkout-key-0001").await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["total"], expected_total);
    let orders = placed["orders"].as_array().expect("orders");
    assert_eq!(orders.len(), 2, "one order per cart line");
    let first = orders
        .iter()
        .find(|o| o["product_id"]["_id"] == a.id.to_hex())
        .expect("order for a");
    assert_eq!(
        (first["quantity"].as_i64(), first["price"].as_i64()),
        (Some(2), Some(unit(&a)))
    );
    assert_eq!(first["order_status_type"], "pending");
    assert_eq!(first["payment_method"], "cash_on_delivery");
    assert_eq!(first["payment_status"], "due_on_delivery");
    assert_eq!(
        (
            &first["delivery_zone"],
            &first["delivery_fee"],
            &first["checkout_total"]
        ),
        (&json!("inside_dhaka"), &json!(fee), &json!(expected_total))
    );
    for field in [
        "_id",
        "createdAt",
        "title",
        "delivery_date",
        "price",
        "quantity",
        "customer_id",
        "shipper_id",
        "description",
        "address",
        "city",
        "country",
        "phone",
        "post_code",
        "state",
        "cover",
    ] {
        assert!(first.get(field).is_some(), "{field} missing in {first}");
    }
    assert_eq!(first["shipping_id"]["phone"], "01712345678");
    assert_eq!(first["shipping_id"]["post_code"], "1205");

    assert_eq!(app.product(&a.id).await.fields.stock, a.fields.stock - 2);
    assert_eq!(app.product(&a.id).await.fields.sold, a.fields.sold + 2);
    assert_eq!(app.product(&b.id).await.fields.stock, b.fields.stock - 1);
    let (_, cart) = app.cart_of(&user).await;
    assert_eq!(cart, json!([]), "the cart is emptied");

    let (status, mine) = app.get_json_as("/api/orders", &user.token).await;
    assert_eq!(status, 200);
    assert_eq!(mine.as_array().map(Vec::len), Some(2));
    let order_id = first["_id"].as_str().expect("id");
    let (status, one) = app.get_json_as(&format!("/api/order/{order_id}"), &user.token).await;
    assert_eq!(status, 200);
    assert_eq!(one["_id"], order_id);

    let stranger = app.signup("Stranger").await;
    let (status, body) = app
        .get_json_as(&format!("/api/order/{order_id}"), &stranger.token)
        .await;
    assert_eq!(status, 404);
    assert_eq!(body["message"], "Order not found");
    let (_, theirs) = app.get_json_as("/api/orders", &stranger.token).await;
    assert_eq!(theirs, json!([]));
}

#[tokio::test]
async fn a_retried_checkout_creates_nothing_twice() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 20, 5).await;
    let user = app.signup("Retry").await;
    let address = app.add_address(&user).await;
    let before = app.product(&ids[0]).await;
    app.add_to_cart(&user, &ids[0], 1).await;

    let tries = (0..4).map(|_| checkout(&app, &user, &address, "same-key-123456"));
    let answers = futures_util::future::join_all(tries).await;
    let placed: Vec<&Value> = answers.iter().filter(|(s, _)| *s == 201).map(|(_, b)| b).collect();
    assert_eq!(placed.len(), 1, "exactly one try places orders: {answers:?}");
    let order_id = placed[0]["orders"][0]["_id"].clone();
    for (status, body) in &answers {
        assert!(*status == 201 || *status == 200 || *status == 409, "{status} {body}");
        if *status == 200 {
            assert_eq!(body["replayed"], true);
            assert_eq!(body["orders"][0]["_id"], order_id);
        }
    }
    let (status, again) = checkout(&app, &user, &address, "same-key-123456").await;
    assert_eq!((status, &again["orders"][0]["_id"]), (200, &order_id));
    assert_eq!(
        app.product(&ids[0]).await.fields.stock,
        before.fields.stock - 1,
        "stock taken once"
    );
    let (_, mine) = app.get_json_as("/api/orders", &user.token).await;
    assert_eq!(mine.as_array().map(Vec::len), Some(1));
}

#[tokio::test]
async fn insufficient_stock_is_a_409_naming_the_product_and_changes_nothing() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 20, 3).await;
    let user = app.signup("Greedy").await;
    let address = app.add_address(&user).await;
    let (ok, short) = (app.product(&ids[0]).await, app.product(&ids[1]).await);
    app.add_to_cart(&user, &ok.id, 1).await;
    app.add_to_cart(&user, &short.id, 2).await;
    let short_variant = app.set_stock(&short, 1).await;

    let (status, body) = checkout(&app, &user, &address, "short-stock-0001").await;
    assert_eq!(status, 409);
    assert_eq!(
        body["message"],
        format!("Only 1 of {} left in stock; lower the quantity", short.fields.title)
    );
    assert_eq!(
        app.product(&ok.id).await.fields.stock,
        ok.fields.stock,
        "the first line's stock is given back"
    );
    let left = app
        .product(&short.id)
        .await
        .variant(short_variant.id)
        .expect("the variant");
    assert_eq!(left.stock, 1);
    let (_, cart) = app.cart_of(&user).await;
    assert_eq!(cart.as_array().map(Vec::len), Some(2), "the cart is kept");
    let (_, mine) = app.get_json_as("/api/orders", &user.token).await;
    assert_eq!(mine, json!([]));

    let empty = app.signup("Empty").await;
    let empty_address = app.add_address(&empty).await;
    let (status, body) = checkout(&app, &empty, &empty_address, "empty-cart-0001").await;
    assert_eq!((status, body["message"].as_str()), (409, Some("Your cart is empty")));
}

#[tokio::test]
async fn checkout_input_is_checked() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 10, 1).await;
    let user = app.signup("Careful").await;
    let address = app.add_address(&user).await;
    app.add_to_cart(&user, &ids[0], 1).await;
    let other = app.signup("Other").await;
    let others_address = app.add_address(&other).await;
    for (body, status, message) in [
        (
            json!({ "address_id": address, "payment_method": "cheque", "idempotency_key": "input-key-1", "expected_total": 0 }),
            400,
            "Choose a payment method: cash on delivery, bKash, card, Nagad, Rocket or card EMI",
        ),
        (
            json!({ "address_id": address, "payment_method": "nagad", "idempotency_key": "input-key-0", "expected_total": 0 }),
            400,
            "Nagad is not offered by this shop; choose another way to pay",
        ),
        (
            json!({ "address_id": others_address, "payment_method": "bkash", "idempotency_key": "input-key-2", "expected_total": 0 }),
            404,
            "Address not found; choose one of your saved addresses",
        ),
        (
            json!({ "address_id": "x", "payment_method": "bkash", "idempotency_key": "input-key-3", "expected_total": 0 }),
            400,
            "address_id is not a valid id",
        ),
        (
            json!({ "address_id": address, "payment_method": "bkash", "idempotency_key": "$gt", "expected_total": 0 }),
            400,
            "idempotency_key must be 8 to 100 letters, digits, - or _",
        ),
    ] {
        let (got, answer) = app.post_json("/api/checkout", Some(&user.token), &body).await;
        assert_eq!((got, answer["message"].as_str()), (status, Some(message)), "{body}");
    }
    let (status, _) = app
        .post_json(
            "/api/checkout",
            None,
            &json!({ "address_id": address, "payment_method": "bkash" }),
        )
        .await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn two_hundred_checkouts_for_the_last_ten_units_sell_exactly_ten() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 10, 1).await;
    let product = app.product(&ids[0]).await;
    let mut buyers = Vec::new();
    for i in 0..200 {
        let user = app.quick_customer(&format!("buyer{i}")).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, &product.id, 1).await;
        buyers.push((user, address));
    }
    let variant = app.set_stock(&product, 10).await;

    let tries = buyers.iter().enumerate().map(|(i, (user, address))| {
        let key = format!("race-key-{i:05}");
        let app = &app;
        async move { checkout(app, user, address, &key).await }
    });
    let answers = futures_util::future::join_all(tries).await;
    let placed = answers.iter().filter(|(s, _)| *s == 201).count();
    let refused = answers.iter().filter(|(s, _)| *s == 409).count();
    assert_eq!(placed, 10, "exactly ten units are sold");
    assert_eq!(
        placed + refused,
        200,
        "every other try is a 409: {:?}",
        answers.iter().find(|(s, _)| *s != 201 && *s != 409)
    );
    let after = app.product(&product.id).await;
    let after = after.variant(variant.id).expect("the variant");
    assert_eq!(after.stock, 0);
    assert_eq!(after.sold, variant.sold + 10);
}

#[tokio::test]
async fn orders_move_along_the_lifecycle_and_cancelling_returns_stock() {
    let app = spawn_app().await;
    let ids = in_stock(&app, 20, 5).await;
    let user = app.signup("Buyer").await;
    let admin = app.admin().await;
    let address = app.add_address(&user).await;
    let before = app.product(&ids[0]).await;
    app.add_to_cart(&user, &ids[0], 2).await;
    let (_, placed) = checkout(&app, &user, &address, "lifecycle-0001").await;
    let order_id = placed["orders"][0]["_id"].as_str().expect("id").to_owned();
    let status_path = format!("/api/admin/orders/{order_id}/status");

    let (status, _) = app
        .post_json(&status_path, Some(&user.token), &json!({ "status": "confirmed" }))
        .await;
    assert_eq!(status, 403, "customers cannot move orders");
    let (status, body) = app
        .post_json(&status_path, Some(&admin.token), &json!({ "status": "delivered" }))
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], "An order cannot go from pending to delivered");
    for next in ["confirmed", "shipped", "delivered"] {
        let (status, body) = app
            .post_json(&status_path, Some(&admin.token), &crate::shipping::move_body(next, 2))
            .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["order_status_type"], next);
    }
    let (_, delivered) = app.get_json_as(&format!("/api/order/{order_id}"), &user.token).await;
    assert_eq!(delivered["payment_status"], "paid");
    assert_eq!(delivered["status_history"].as_array().map(Vec::len), Some(4));
    let (status, _) = app
        .post_json(&format!("/api/order/{order_id}/cancel"), Some(&user.token), &json!({}))
        .await;
    assert_eq!(status, 409, "a delivered order cannot be cancelled");

    app.add_to_cart(&user, &ids[0], 1).await;
    let (_, second) = checkout(&app, &user, &address, "lifecycle-0002").await;
    let second_id = second["orders"][0]["_id"].as_str().expect("id").to_owned();
    assert_eq!(app.product(&ids[0]).await.fields.stock, before.fields.stock - 3);
    let stranger = app.signup("Stranger").await;
    let (status, _) = app
        .post_json(
            &format!("/api/order/{second_id}/cancel"),
            Some(&stranger.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 404);
    let (status, cancelled) = app
        .post_json(&format!("/api/order/{second_id}/cancel"), Some(&user.token), &json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(cancelled["order_status_type"], "cancelled");
    let after = app.product(&ids[0]).await;
    assert_eq!(
        (after.fields.stock, after.fields.sold),
        (before.fields.stock - 2, before.fields.sold + 2),
        "the cancelled unit is back"
    );

    let (_, dashboard) = app.get_json_as("/api/dashboard", &user.token).await;
    assert_eq!(dashboard["purchase_count"], 1);
    // What the goods cost; the delivery fee is the courier's.
    let goods = &placed["orders"][0]["total"];
    assert_eq!(dashboard["total_cost"], *goods);
    let (status, overview) = app.get_json_as("/api/admin/dashboard", &admin.token).await;
    assert_eq!(status, 200);
    assert_eq!(overview["orders_per_status"]["delivered"], 1);
    assert_eq!(overview["orders_per_status"]["cancelled"], 1);
    assert_eq!(overview["sales_per_day"][0]["total"], *goods);
    let (status, _) = app.get_json_as("/api/admin/dashboard", &user.token).await;
    assert_eq!(status, 403);

    let (status, all) = app
        .get_json_as("/api/admin/orders?status=cancelled", &admin.token)
        .await;
    assert_eq!(status, 200);
    assert_eq!(all["totalOrders"], 1);
    assert_eq!(all["orders"][0]["_id"], second_id.as_str());
    let (status, _) = app.get_json_as("/api/admin/orders?status=lost", &admin.token).await;
    assert_eq!(status, 400);
}
