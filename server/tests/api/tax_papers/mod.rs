//! Mushak-6.3 tax invoices of delivered orders and Mushak-6.7 credit notes of
//! refunded returns: numbered per financial year with no gap and no repeat,
//! lines that sum to what was paid, and only the buyer (or an admin) reads them.

mod credit_notes;
mod numbering;

use crate::helpers::{TestApp, TestUser, spawn_app_with, test_settings};
use serde_json::Value;
use shop_server::config::VatSettings;
use shop_server::services::tax_papers::issue_due;

/// The shop's VAT registration in these tests: 15% on phones and delivery.
pub fn vat() -> VatSettings {
    VatSettings {
        seller_name: "Phone Bazar Ltd".into(),
        bin: "0012345678901".into(),
        address: "12 Elephant Road, Dhaka 1205".into(),
        phone: shop_core::vat::Rates {
            vat_bp: 1_500,
            sd_bp: 0,
        },
        delivery: shop_core::vat::Rates {
            vat_bp: 1_500,
            sd_bp: 0,
        },
        invoicing_interval: std::time::Duration::from_secs(5),
    }
}

/// An app of a VAT-registered shop, seeded.
pub async fn registered_app() -> TestApp {
    let app = spawn_app_with(shop_server::config::Settings {
        vat: Some(vat()),
        ..test_settings()
    })
    .await;
    app.seed(20).await;
    app
}

/// Runs a pass of the invoicing job, as each instance's job does.
pub async fn issue(app: &TestApp) {
    issue_due(&app.repositories, &vat(), mongodb::bson::DateTime::now())
        .await
        .expect("an invoicing pass");
}

/// A cash order of `quantity` of one phone, delivered: the order as placed.
pub async fn delivered(app: &TestApp, shopper: &TestUser, admin: &TestUser, quantity: usize, key: &str) -> Value {
    let address = app.add_address(shopper).await;
    let phone = crate::payments::phone_in_stock(app, 10).await;
    app.add_to_cart(shopper, &phone.id, u32::try_from(quantity).expect("a few"))
        .await;
    let body = app.checkout_body(shopper, &address, "cash_on_delivery", key).await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let order = placed["orders"][0].clone();
    crate::returns::deliver(app, admin, order["_id"].as_str().expect("order"), quantity).await;
    order
}

fn money(value: &Value) -> i64 {
    value.as_i64().expect("poisha")
}

#[tokio::test]
async fn a_delivered_order_gets_one_invoice_whose_lines_sum_to_what_was_paid() {
    let app = registered_app().await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Vat").await;
    let order = delivered(&app, &shopper, &admin, 2, "vat-invoice-1").await;
    let id = order["_id"].as_str().expect("id");
    let path = format!("/api/order/{id}/tax-invoice");
    issue(&app).await;
    issue(&app).await;

    let (status, invoice) = app.get_json_as(&path, &shopper.token).await;
    assert_eq!(status, 200, "{invoice}");
    let year = shop_core::vat::financial_year(mongodb::bson::DateTime::now().timestamp_millis());
    assert_eq!(invoice["number"], format!("{year}/000001"), "the year's first, once");
    assert_eq!(invoice["kind"], "invoice");
    assert_eq!(invoice["seller"]["bin"], "0012345678901");
    let lines = invoice["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 2, "the phones and the delivery: {invoice}");
    let phones = &lines[0];
    assert_eq!(phones["quantity"], 2);
    assert_eq!(phones["imeis"].as_array().map(Vec::len), Some(2), "each handset's IMEI");
    assert_eq!(lines[1]["unit"], "service");
    for line in lines {
        assert_eq!(
            money(&line["value"]) + money(&line["sd"]) + money(&line["vat"]),
            money(&line["total"])
        );
        assert_eq!(money(&line["price"]) - money(&line["discount"]), money(&line["value"]));
        assert_eq!(line["vat_rate_bp"], 1_500);
    }
    let paid = money(&order["total"]) + money(&order["delivery_fee"]);
    assert_eq!(money(&invoice["totals"]["total"]), paid, "to the poisha");
    let vat: i64 = lines.iter().map(|l| money(&l["vat"])).sum();
    assert_eq!(money(&invoice["totals"]["vat"]), vat);

    // The order names it; a stranger cannot read it; an admin can.
    let (_, shown) = app.get_json_as(&format!("/api/order/{id}"), &shopper.token).await;
    assert_eq!(shown["tax_invoice"], invoice["number"]);
    let stranger = app.quick_customer("Other").await;
    let (status, _) = app.get_json_as(&path, &stranger.token).await;
    assert_eq!(status, 404);
    let (status, _) = app.get_json_as(&path, &admin.token).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn an_order_not_delivered_has_no_invoice_and_an_unregistered_shop_issues_none() {
    let app = registered_app().await;
    let shopper = app.quick_customer("Early").await;
    let address = app.add_address(&shopper).await;
    let phone = crate::payments::phone_in_stock(&app, 10).await;
    app.add_to_cart(&shopper, &phone.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "vat-early-1")
        .await;
    let (_, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    let id = placed["orders"][0]["_id"].as_str().expect("order").to_owned();
    issue(&app).await;
    let (status, answer) = app
        .get_json_as(&format!("/api/order/{id}/tax-invoice"), &shopper.token)
        .await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (404, Some("tax_papers.not_issued")),
        "{answer}"
    );

    // Without VAT_BIN no job issues anything, delivered or not.
    let unregistered = crate::helpers::spawn_app().await;
    unregistered.seed(20).await;
    let admin = unregistered.admin().await;
    let buyer = unregistered.quick_customer("Plain").await;
    let order = delivered(&unregistered, &buyer, &admin, 1, "vat-none-1").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let path = format!("/api/order/{}/tax-invoice", order["_id"].as_str().expect("id"));
    let (status, _) = unregistered.get_json_as(&path, &buyer.token).await;
    assert_eq!(status, 404);
}
