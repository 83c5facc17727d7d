//! Card EMI paid online through the gateway's EMI, on one of the shop's plans.

use super::{gateway_app, open, payment, post_back, submit};
use serde_json::json;

#[tokio::test]
async fn card_emi_opens_the_gateway_s_emi_for_the_chosen_tenure_and_needs_a_plan() {
    let app = gateway_app(None, |_| {}).await;
    let admin = app.admin().await;
    let plan = json!({
        "bank": "City Bank",
        "tenures": [{ "months": 6, "chargeBasisPoints": 350 }, { "months": 12, "chargeBasisPoints": 700 }],
        "minPrice": 500_000,
        "keepsDiscount": true,
    });
    let (status, plan) = app.post_json("/api/admin/emi-plans", Some(&admin.token), &plan).await;
    assert_eq!(status, 201, "{plan}");
    let shopper = app.quick_customer("Instalments").await;
    let product = crate::payments::phone_in_stock(&app, 4).await;
    let address = app.add_address(&shopper).await;
    app.add_to_cart(&shopper, &product.id, 1).await;

    let body = app.checkout_body(&shopper, &address, "card_emi", "ssl-emi-1").await;
    let (status, refused) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (400, Some("emi.plan_needed")),
        "{refused}"
    );

    let mut body = app.checkout_body(&shopper, &address, "card_emi", "ssl-emi-2").await;
    body["emi"] = json!({ "plan_id": plan["_id"], "months": 6 });
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let checkout = placed["checkout_id"].as_str().expect("checkout").to_owned();
    let page = open(&app, &shopper, &checkout).await;
    // The gateway's page offers only EMI, the shopper's six months chosen.
    let html = reqwest::get(&page).await.expect("page").text().await.expect("html");
    assert!(html.contains("EMI"), "{html}");
    let back = submit(
        &page,
        &[
            ("choice", "emi"),
            ("card_no", "4111111111111111"),
            ("expiry", "12/30"),
            ("cvv", "123"),
            ("emi_months", "6"),
            ("action", "pay"),
        ],
    )
    .await;
    assert_eq!(back.field("emi_instalment"), "6", "{:?}", back.fields);
    post_back(&back).await;
    let paid = payment(&app, &shopper, &checkout).await;
    assert_eq!(
        (paid["status"].as_str(), paid["method"].as_str()),
        (Some("paid"), Some("card_emi")),
        "{paid}"
    );
}
