use super::{add_coupon, coupon_body, summary_with};
use crate::{
    helpers::{TestApp, TestUser, spawn_app},
    payments::phone_in_stock,
};
use mongodb::bson::{doc, oid::ObjectId};
use serde_json::{Value, json};

/// A new shopper per phone of `phones`, with it in the cart and the summary
/// with `code` shown (each is shown the discount): shopper, address, total.
async fn shown_the_code(app: &TestApp, phones: &[ObjectId], code: &str, tag: &str) -> Vec<(TestUser, String, Value)> {
    let mut shoppers = Vec::new();
    for (i, phone) in phones.iter().enumerate() {
        let user = app.quick_customer(&format!("{tag}{i}")).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, phone, 1).await;
        let (status, summary) = summary_with(app, &user, &address, code).await;
        assert_eq!(status, 200, "{summary}");
        shoppers.push((user, address, summary["total"].clone()));
    }
    shoppers
}

/// Every shopper checks out at once with `code`, at the total shown: the answers.
async fn all_at_once(app: &TestApp, shoppers: &[(TestUser, String, Value)], code: &str) -> Vec<(u16, Value)> {
    let tries = shoppers
        .iter()
        .enumerate()
        .map(|(i, (user, address, total))| async move {
            let body = json!({
                "address_id": address, "payment_method": "cash_on_delivery",
                "idempotency_key": format!("{code}-race-{i:03}"), "expected_total": total, "coupon": code,
            });
            app.post_json("/api/checkout", Some(&user.token), &body).await
        });
    futures_util::future::join_all(tries).await
}

#[tokio::test]
async fn a_code_with_one_use_left_goes_to_exactly_one_of_fifty_shoppers_at_once() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(
        &app,
        &admin,
        &coupon_body("LAST-ONE", json!({ "totalUses": 1, "kind": "amount", "value": 50_000 })),
    )
    .await;
    let phone = phone_in_stock(&app, 60).await;
    // Every one of them is shown the discount: nobody has used it yet.
    let shoppers = shown_the_code(&app, &[phone.id; 50], "LAST-ONE", "racer").await;
    let answers = all_at_once(&app, &shoppers, "LAST-ONE").await;
    let placed = answers.iter().filter(|(status, _)| *status == 201).count();
    assert_eq!(placed, 1, "exactly one shopper gets the last use");
    for (status, body) in answers.iter().filter(|(status, _)| *status != 201) {
        assert_eq!(
            (*status, body["code"].as_str()),
            (409, Some("coupon.used_up")),
            "{body}"
        );
    }
    let database = app.database().await;
    let coupon = database
        .collection::<mongodb::bson::Document>("coupons")
        .find_one(doc! { "code": "LAST-ONE" })
        .await
        .expect("read")
        .expect("coupon");
    assert_eq!(coupon.get_i64("uses").ok(), Some(1), "counted once");
    let couponed = database
        .collection::<mongodb::bson::Document>("orders")
        .count_documents(doc! { "coupon.code": "LAST-ONE" })
        .await
        .expect("count");
    assert_eq!(couponed, 1);
    // The other 49 keep their carts and can still check out without it.
    let (user, address, _) = shoppers
        .iter()
        .zip(&answers)
        .find(|(_, (status, _))| *status == 409)
        .map(|(shopper, _)| shopper)
        .expect("a refused shopper");
    let body = app
        .checkout_body(user, address, "cash_on_delivery", "coupon-race-after")
        .await;
    let (status, answer) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{answer}");
}

#[tokio::test]
async fn a_bkash_checkout_that_lapses_unpaid_gives_its_coupon_use_back() {
    use crate::payments::{in_seconds, run_job};
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(&app, &admin, &coupon_body("ONE-USE", json!({ "totalUses": 1 }))).await;
    let phone = phone_in_stock(&app, 5).await;
    let mut shoppers = Vec::new();
    for name in ["first", "second"] {
        let user = app.quick_customer(name).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, &phone.id, 1).await;
        shoppers.push((user, address));
    }
    let (first, first_address) = &shoppers[0];
    let (status, placed) = super::checkout_with(&app, first, first_address, "ONE-USE", "bkash", "lapse-coupon-1").await;
    assert_eq!(status, 201, "{placed}");
    let (second, second_address) = &shoppers[1];
    let (status, used_up) = summary_with(&app, second, second_address, "ONE-USE").await;
    assert_eq!((status, used_up["code"].as_str()), (409, Some("coupon.used_up")));

    // Never paid: the checkout lapses, and the use is free again, for the
    // shopper whose checkout lapsed too.
    assert_eq!(run_job(&app, in_seconds(3600)).await.lapsed, 1);
    app.add_to_cart(first, &phone.id, 1).await;
    let (status, again) = summary_with(&app, first, first_address, "ONE-USE").await;
    assert_eq!(status, 200, "{again}");
    let (status, summary) = summary_with(&app, second, second_address, "ONE-USE").await;
    assert_eq!(status, 200, "{summary}");
    let (status, placed) = super::checkout_with(
        &app,
        first,
        first_address,
        "ONE-USE",
        "cash_on_delivery",
        "lapse-coupon-3",
    )
    .await;
    assert_eq!(status, 201, "the same shopper uses it again: {placed}");
    let (status, gone) = summary_with(&app, second, second_address, "ONE-USE").await;
    assert_eq!((status, gone["code"].as_str()), (409, Some("coupon.used_up")));
}

#[tokio::test]
async fn a_code_given_back_can_be_used_again_by_the_same_shopper_within_its_own_limit() {
    use crate::payments::{in_seconds, run_job};
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(&app, &admin, &coupon_body("ONCE-EACH", json!({ "usesPerCustomer": 1 }))).await;
    let phone = phone_in_stock(&app, 5).await;
    let second = app.quick_customer("second").await;
    let second_address = app.add_address(&second).await;
    app.add_to_cart(&second, &phone.id, 1).await;
    let (status, _) = super::checkout_with(&app, &second, &second_address, "ONCE-EACH", "bkash", "lapse-each-1").await;
    assert_eq!(status, 201);
    assert_eq!(run_job(&app, in_seconds(3600)).await.lapsed, 1);
    app.add_to_cart(&second, &phone.id, 1).await;
    let (status, placed) = super::checkout_with(
        &app,
        &second,
        &second_address,
        "ONCE-EACH",
        "cash_on_delivery",
        "lapse-each-2",
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    app.add_to_cart(&second, &phone.id, 1).await;
    let (status, used) = summary_with(&app, &second, &second_address, "ONCE-EACH").await;
    assert_eq!(
        (status, used["code"].as_str()),
        (409, Some("coupon.used_by_you")),
        "{used}"
    );
}

/// A busy promotion: a code without a cap on its uses is counted on each
/// customer's own count, so parallel checkouts with it never write one shared
/// document (each met the others' write conflict there, and some a 503).
#[tokio::test]
async fn parallel_checkouts_with_an_uncapped_code_never_write_the_coupon_and_all_are_counted() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    add_coupon(&app, &admin, &coupon_body("ELEVEN", json!({ "value": 11 }))).await;
    let phones = crate::payments::phones_in_stock(&app, 3, 12).await;
    let ids: Vec<ObjectId> = phones.iter().map(|p| p.id).collect();
    let shoppers = shown_the_code(&app, &ids, "ELEVEN", "busy").await;
    let answers = all_at_once(&app, &shoppers, "ELEVEN").await;
    assert!(answers.iter().all(|(status, _)| *status == 201), "{answers:?}");
    let coupon = app
        .database()
        .await
        .collection::<mongodb::bson::Document>("coupons")
        .find_one(doc! { "code": "ELEVEN" })
        .await
        .expect("read")
        .expect("coupon");
    assert_eq!(
        coupon.get_i64("uses").unwrap_or(0),
        0,
        "no checkout wrote the coupon: {coupon}"
    );
    let (status, listed) = app.get_json_as("/api/admin/coupons", &admin.token).await;
    assert_eq!(status, 200, "{listed}");
    let eleven = listed
        .as_array()
        .and_then(|all| all.iter().find(|c| c["code"] == "ELEVEN"))
        .expect("listed");
    assert_eq!(eleven["uses"], 12, "every use counted: {eleven}");

    // Given a cap of 13, the code has one use left: its 12 uses so far count.
    let id = eleven["_id"].as_str().expect("id");
    let capped = coupon_body("ELEVEN", json!({ "value": 11, "totalUses": 13 }));
    let (status, changed) = app
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/coupons/{id}"),
            Some(&admin.token),
            Some(&capped),
        )
        .await;
    assert_eq!((status, &changed["uses"]), (200, &json!(12)), "{changed}");
    let mut answers = Vec::new();
    for (i, phone) in phones.iter().take(2).enumerate() {
        let user = app.quick_customer(&format!("late{i}")).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, &phone.id, 1).await;
        answers.push(
            super::checkout_with(
                &app,
                &user,
                &address,
                "ELEVEN",
                "cash_on_delivery",
                &format!("capped-{i}"),
            )
            .await,
        );
    }
    assert_eq!(answers[0].0, 201, "{:?}", answers[0]);
    assert_eq!(
        (answers[1].0, answers[1].1["code"].as_str()),
        (409, Some("coupon.used_up")),
        "{:?}",
        answers[1]
    );
}
