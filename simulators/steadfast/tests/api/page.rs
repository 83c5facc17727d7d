//! The merchant page: what it shows and what its forms do.

use crate::helpers::*;
use reqwest::StatusCode;

#[tokio::test]
async fn the_page_lists_parcels_as_text_and_its_buttons_move_them() {
    let sim = Sim::start();
    let mut body = order("ORD-1", "01712345678", 1060.0);
    body["recipient_name"] = "Rahim <b>Uddin</b>".into();
    let id = sim.post("/create_order", body).await["consignment"]["consignment_id"]
        .as_u64()
        .expect("an id");
    let page = |sim: &Sim| {
        let request = sim.client.get(format!("{}/", sim.base));
        async move { request.send().await.expect("answers").text().await.expect("a page") }
    };
    let html = page(&sim).await;
    for needed in [
        "Steadfast Courier",
        "Rahim &lt;b&gt;Uddin&lt;/b&gt;",
        "in_review",
        "Picked up",
        "Out for delivery",
        "Delivered (awaiting approval)",
        "Partly delivered",
        "Refused",
        "Pay out",
        "TK 1,060.00",
    ] {
        assert!(html.contains(needed), "the page shows {needed}");
    }

    let post = |fields: &'static [(&'static str, &'static str)]| {
        let request = sim
            .client
            .post(format!("{}/merchant/consignments/{id}/move", sim.base))
            .form(fields);
        async move { request.send().await.expect("answers") }
    };
    let moved = post(&[("step", "partial"), ("amount", "600.50")]).await;
    assert_eq!(moved.status(), StatusCode::SEE_OTHER);
    assert_eq!(moved.headers()["location"], "/");
    assert_eq!(sim.consignments().await[0]["collected"], 600.5);
    assert_eq!(post(&[("step", "fly")]).await.status(), StatusCode::BAD_REQUEST);
    assert_eq!(post(&[("step", "hold")]).await.status(), StatusCode::CONFLICT);

    let paid = sim
        .client
        .post(format!("{}/merchant/payouts", sim.base))
        .send()
        .await
        .expect("answers");
    assert_eq!(paid.status(), StatusCode::SEE_OTHER);
    assert!(page(&sim).await.contains("#1"));
    // TK 600.50 less TK 80 and 1% of it rounded up to the poisha (TK 6.01).
    assert_eq!(sim.get("/payments").await["data"][0]["amount"], 514.49);
}
