//! Invoice numbers under concurrent deliveries and passes: no gap, no repeat.

use super::{delivered, issue, registered_app};
use shop_server::documents::tax_paper::TaxPaperKind;

#[tokio::test]
async fn invoice_numbers_under_concurrent_passes_have_no_gap_and_no_repeat() {
    let app = registered_app().await;
    let admin = app.admin().await;
    let mut orders = Vec::new();
    for n in 0..12 {
        let shopper = app.quick_customer(&format!("Many{n}")).await;
        let order = delivered(&app, &shopper, &admin, 1, &format!("vat-many-{n}")).await;
        orders.push(order["_id"].as_str().expect("id").to_owned());
    }
    // Three instances' passes at once (and the app's own job besides).
    tokio::join!(issue(&app), issue(&app), issue(&app));
    issue(&app).await;

    let year = shop_core::vat::financial_year(mongodb::bson::DateTime::now().timestamp_millis());
    let numbers = app
        .repositories
        .tax_papers
        .numbers(TaxPaperKind::Invoice, &year)
        .await
        .expect("numbers");
    let expected: Vec<String> = (1..=12).map(|n| shop_core::vat::serial_number(&year, n)).collect();
    assert_eq!(numbers, expected, "one each, from 1, with no gap");
    for id in &orders {
        let order = app
            .repositories
            .orders
            .find(id.parse().expect("id"), None)
            .await
            .expect("read")
            .expect("order");
        let invoice = order.invoice.expect("invoiced");
        assert!(numbers.contains(&invoice), "{invoice}");
    }
}
