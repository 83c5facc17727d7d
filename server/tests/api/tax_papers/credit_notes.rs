//! A refunded return's Mushak-6.7 credit note, against the order's invoice.

use super::{delivered, issue, registered_app};
use crate::returns::{ask, step};
use serde_json::json;

#[tokio::test]
async fn a_refunded_return_gets_a_credit_note_naming_its_invoice_and_its_vat() {
    let app = registered_app().await;
    let admin = app.admin().await;
    let shopper = app.quick_customer("Back").await;
    let order = delivered(&app, &shopper, &admin, 1, "vat-return-1").await;
    let id = order["_id"].as_str().expect("id").to_owned();
    let (status, asked) = ask(&app, &shopper, &id, "defective", &[]).await;
    assert_eq!(status, 201, "{asked}");
    let return_id = asked["_id"].as_str().expect("return").to_owned();
    for body in [
        json!({ "status": "accepted" }),
        json!({ "status": "picked_up" }),
        json!({ "status": "received", "restock": false }),
    ] {
        let (status, moved) = step(&app, &admin, &return_id, body).await;
        assert_eq!(status, 200, "{moved}");
    }
    let note_path = format!("/api/order/{id}/credit-note");
    let (status, _) = app.get_json_as(&note_path, &shopper.token).await;
    assert_eq!(status, 404, "no credit note before the refund");
    let (status, refunded) = app
        .post_json(
            &format!("/api/admin/returns/{return_id}/refund"),
            Some(&admin.token),
            &json!({ "note": "Cash handed back at the shop" }),
        )
        .await;
    assert_eq!(status, 200, "{refunded}");
    issue(&app).await;

    let (_, invoice) = app
        .get_json_as(&format!("/api/order/{id}/tax-invoice"), &shopper.token)
        .await;
    let (status, note) = app.get_json_as(&note_path, &shopper.token).await;
    assert_eq!(status, 200, "{note}");
    assert_eq!(note["kind"], "credit_note");
    assert_eq!(note["original_number"], invoice["number"]);
    let year = shop_core::vat::financial_year(mongodb::bson::DateTime::now().timestamp_millis());
    assert_eq!(
        note["number"],
        format!("{year}/000001"),
        "credit notes count on their own"
    );
    assert_eq!(
        note["totals"]["total"], refunded["refund"]["amount"],
        "what was given back"
    );
    let vat = note["totals"]["vat"].as_i64().expect("vat");
    assert!(vat > 0, "{note}");
    assert_eq!(
        note["names_buyer"],
        vat > 500_000,
        "the buyer is named above 5,000 TK of VAT"
    );
    let (_, shown) = app
        .get_json_as(&format!("/api/order/{id}/return"), &shopper.token)
        .await;
    assert_eq!(shown["request"]["credit_note"], note["number"]);
}
