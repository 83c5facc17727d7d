//! Card-EMI plans: admins keep one per bank; a phone page reads every
//! variant's monthly amounts per bank, worked out by the core.

use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::{Value, json};

fn plan(bank: &str, min_price_tk: i64, keeps_discount: bool) -> Value {
    json!({
        "bank": bank,
        "tenures": [
            { "months": 12, "chargeBasisPoints": 700 },
            { "months": 3, "chargeBasisPoints": 0 },
        ],
        "minPrice": min_price_tk * 100,
        "keepsDiscount": keeps_discount,
    })
}

#[tokio::test]
async fn admins_keep_one_plan_per_bank_and_everyone_reads_them() {
    let app = spawn_app().await;
    let customer = app.signup("Shopper").await;
    let (status, _) = app
        .post_json(
            "/api/admin/emi-plans",
            Some(&customer.token),
            &plan("City Bank", 5_000, true),
        )
        .await;
    assert_eq!(status, 403);

    let admin = app.admin().await;
    let (status, city) = app
        .post_json(
            "/api/admin/emi-plans",
            Some(&admin.token),
            &plan(" City Bank ", 5_000, true),
        )
        .await;
    assert_eq!(status, 201, "{city}");
    assert_eq!(city["bank"], "City Bank");
    // Tenures are kept shortest first.
    assert_eq!(city["tenures"][0]["months"], 3);
    // One plan per bank, however its name is written.
    for same_bank in ["City Bank", "city  BANK"] {
        let (status, body) = app
            .post_json(
                "/api/admin/emi-plans",
                Some(&admin.token),
                &plan(same_bank, 1_000, false),
            )
            .await;
        assert_eq!(
            (status, body["code"].as_str()),
            (409, Some("emi.bank_taken")),
            "{same_bank}"
        );
    }

    for (bad, code) in [
        (
            json!({ "bank": "B", "tenures": [{ "months": 3, "chargeBasisPoints": 0 }], "minPrice": 0, "keepsDiscount": true }),
            "emi.bank_refused",
        ),
        (
            json!({ "bank": "EBL", "tenures": [{ "months": 5, "chargeBasisPoints": 0 }], "minPrice": 0, "keepsDiscount": true }),
            "emi.unknown_tenure",
        ),
        (
            json!({ "bank": "EBL", "tenures": [], "minPrice": 0, "keepsDiscount": true }),
            "emi.no_tenure",
        ),
        (
            json!({ "bank": "EBL", "tenures": [{ "months": 6, "chargeBasisPoints": 3001 }], "minPrice": 0, "keepsDiscount": true }),
            "emi.charge_too_high",
        ),
        (
            json!({ "bank": "EBL", "tenures": [{ "months": 6, "chargeBasisPoints": 0 }, { "months": 6, "chargeBasisPoints": 100 }], "minPrice": 0, "keepsDiscount": true }),
            "emi.tenure_twice",
        ),
        (
            json!({ "bank": "EBL", "tenures": [{ "months": 6, "chargeBasisPoints": 0 }], "minPrice": 150, "keepsDiscount": true }),
            "emi.min_price_refused",
        ),
    ] {
        let (status, body) = app.post_json("/api/admin/emi-plans", Some(&admin.token), &bad).await;
        assert_eq!((status, body["code"].as_str()), (400, Some(code)), "{bad} -> {body}");
    }

    let id = city["_id"].as_str().expect("id");
    let (status, changed) = app
        .send_json(
            Method::PUT,
            &format!("/api/admin/emi-plans/{id}"),
            Some(&admin.token),
            Some(&plan("City Bank", 8_000, false)),
        )
        .await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(
        (changed["minPrice"].as_i64(), changed["keepsDiscount"].as_bool()),
        (Some(800_000), Some(false))
    );
    let (status, answer) = app.get_json("/api/emi-plans").await;
    assert_eq!(status, 200);
    assert_eq!(answer["plans"].as_array().map(Vec::len), Some(1));
    assert_eq!(answer["plans"][0]["minPrice"], 800_000);
    assert_eq!(answer["tenures"], json!([3, 6, 9, 12, 18, 24, 36]));
    assert_eq!(answer["maxChargeBasisPoints"], 3_000);

    let (status, _) = app
        .send_json(
            Method::DELETE,
            &format!("/api/admin/emi-plans/{id}"),
            Some(&admin.token),
            None,
        )
        .await;
    assert_eq!(status, 200);
    let (status, body) = app
        .send_json(
            Method::DELETE,
            &format!("/api/admin/emi-plans/{id}"),
            Some(&admin.token),
            None,
        )
        .await;
    assert_eq!((status, body["code"].as_str()), (404, Some("emi.plan_not_found")));
}

#[tokio::test]
async fn a_phone_page_reads_each_variants_monthly_amounts_per_bank() {
    let app = spawn_app().await;
    app.seed(6).await;
    let admin = app.admin().await;
    for body in [
        plan("City Bank", 5_000, true),
        plan("Dutch-Bangla Bank", 5_000, false),
        plan("Rich Bank", 10_000_000, true),
    ] {
        let (status, answer) = app.post_json("/api/admin/emi-plans", Some(&admin.token), &body).await;
        assert_eq!(status, 201, "{answer}");
    }
    let (_, listing) = app.get_json("/api/products?perPage=1").await;
    let id = listing["products"][0]["_id"].as_str().expect("a phone").to_owned();
    let (status, page) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(status, 200);
    let (status, emi) = app.get_json(&format!("/api/product/{id}/emi")).await;
    assert_eq!(status, 200, "{emi}");

    let variants = page["variants"].as_array().expect("variants");
    let answered = emi.as_array().expect("per variant");
    assert_eq!(answered.len(), variants.len());
    for variant in variants {
        let entry = answered
            .iter()
            .find(|e| e["variantId"] == variant["_id"])
            .expect("every variant has its entry");
        let banks: Vec<&str> = entry["banks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["bank"].as_str().unwrap())
            .collect();
        // The plan financing at least 10 million TK finances no phone here.
        assert_eq!(banks, ["City Bank", "Dutch-Bangla Bank"]);
        let (price, final_price) = (
            variant["price"].as_i64().unwrap(),
            variant["final_price"].as_i64().unwrap(),
        );
        for bank in entry["banks"].as_array().unwrap() {
            let financed = if bank["keepsDiscount"] == true {
                final_price
            } else {
                price
            };
            let three = &bank["instalments"][0];
            assert_eq!(three["months"], 3);
            // No charge on 3 months: the total is the financed price, a month its third up to the taka.
            assert_eq!(three["total"].as_i64(), Some(financed));
            let monthly = three["monthly"].as_i64().unwrap();
            assert_eq!(monthly % 100, 0);
            assert!(
                monthly * 3 >= financed && (monthly - 100) * 3 < financed,
                "{monthly} for {financed}"
            );
            // 7% on 12 months.
            let twelve = &bank["instalments"][1];
            assert_eq!(twelve["months"], 12);
            assert!(twelve["total"].as_i64().unwrap() >= financed * 107 / 100);
        }
    }

    let (status, body) = app.get_json("/api/product/64b000000000000000000000/emi").await;
    assert_eq!((status, body["code"].as_str()), (404, Some("products.not_found")));
}

#[tokio::test]
async fn a_plan_is_noted_on_a_cash_on_delivery_order_only_as_the_bank_offers_it() {
    let app = spawn_app().await;
    app.seed(20).await;
    let admin = app.admin().await;
    let (_, city) = app
        .post_json(
            "/api/admin/emi-plans",
            Some(&admin.token),
            &plan("City Bank", 5_000, false),
        )
        .await;
    let (_, dear) = app
        .post_json(
            "/api/admin/emi-plans",
            Some(&admin.token),
            &plan("Dear Bank", 9_000_000, false),
        )
        .await;
    let shopper = app.quick_customer("Emi").await;
    let address = app.add_address(&shopper).await;
    let phone = crate::payments::phone_in_stock(&app, 3).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let with = |payment: &str, plan: &Value, months: u32, key: &str| {
        let app = &app;
        let (shopper, address) = (&shopper, &address);
        let (payment, key) = (payment.to_owned(), key.to_owned());
        let plan_id = plan["_id"].as_str().expect("plan").to_owned();
        async move {
            let mut body = app.checkout_body(shopper, address, &payment, &key).await;
            body["emi"] = json!({ "plan_id": plan_id, "months": months });
            app.post_json("/api/checkout", Some(&shopper.token), &body).await
        }
    };
    let (status, online) = with("bkash", &city, 12, "emi-note-0001").await;
    assert_eq!(
        (status, online["code"].as_str()),
        (400, Some("emi.cash_on_delivery_only")),
        "{online}"
    );
    let (status, odd) = with("cash_on_delivery", &city, 9, "emi-note-0002").await;
    assert_eq!(
        (status, odd["code"].as_str()),
        (400, Some("emi.tenure_not_offered")),
        "{odd}"
    );
    let (status, cheap) = with("cash_on_delivery", &dear, 12, "emi-note-0003").await;
    assert_eq!(
        (status, cheap["code"].as_str()),
        (409, Some("emi.below_min_price")),
        "{cheap}"
    );
    let (status, placed) = with("cash_on_delivery", &city, 12, "emi-note-0004").await;
    assert_eq!(status, 201, "{placed}");
    assert_eq!(placed["orders"][0]["emi"], json!({ "bank": "City Bank", "months": 12 }));
}
