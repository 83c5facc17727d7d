//! Back in stock per variant: "Notify me" for Black 256 GB is told when
//! Black 256 GB returns, and not by another variant.

use super::{loaded, save, store_phone};
use crate::helpers::spawn_app;
use serde_json::json;

#[tokio::test]
async fn a_customer_waits_for_one_variant_and_is_told_when_the_grid_restocks_it() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let id = phone.product.id.to_hex();
    let customer = app.quick_customer("Rahim").await;
    let alert = |variant: &str| format!("/api/products/{id}/stock-alert?variant={variant}");
    let (black, blue) = (phone.black_256.id.to_hex(), phone.blue_256.id.to_hex());

    let (status, body) = app.post_json(&alert(&blue), Some(&customer.token), &json!({})).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (409, Some("stock_alerts.in_stock_now")),
        "{body}"
    );
    let (status, body) = app.post_json(&alert(&black), Some(&customer.token), &json!({})).await;
    assert_eq!(status, 201, "{body}");
    let (_, body) = app.get_json_as(&alert(&black), &customer.token).await;
    assert_eq!(body["waiting"], true);
    let (_, body) = app.get_json_as(&alert(&blue), &customer.token).await;
    assert_eq!(
        body["waiting"], false,
        "waiting for one variant is not waiting for the phone"
    );
    let (status, _) = app
        .post_json(&alert("not-a-variant"), Some(&customer.token), &json!({}))
        .await;
    assert_eq!(status, 404);

    // The admin restocks Blue first (no word to anyone), then Black.
    let admin = app.admin().await;
    let restock = |variant: &str, stock_was: i64, stock: i64| {
        let (app, admin, id, variant) = (&app, &admin, id.clone(), variant.to_owned());
        async move {
            let (_, page) = app.get_json(&format!("/api/product/{id}")).await;
            let mut grid = loaded(&page);
            let rows = grid["variants"].as_array_mut().expect("rows");
            let row = rows.iter_mut().find(|r| r["_id"] == variant.as_str()).expect("row");
            (row["stock_was"], row["stock"]) = (json!(stock_was), json!(stock));
            let (status, body) = save(app, admin, &id, &grid).await;
            assert_eq!(status, 200, "{body}");
        }
    };
    restock(&blue, 8, 9).await;
    let (_, notices) = app.get_json_as("/api/notices", &customer.token).await;
    assert_eq!(notices["unread"], 0, "{notices}");
    restock(&black, 0, 5).await;
    let (_, notices) = app.get_json_as("/api/notices", &customer.token).await;
    assert_eq!(notices["unread"], 1, "{notices}");
    let notice = &notices["notices"][0];
    assert_eq!(
        (notice["variant_id"].as_str(), notice["variant_label"].as_str()),
        (Some(black.as_str()), Some("8/256 GB · Black"))
    );
    assert!(
        notice["message"]
            .as_str()
            .expect("message")
            .contains("8/256 GB · Black"),
        "{notice}"
    );
    let (_, body) = app.get_json_as(&alert(&black), &customer.token).await;
    assert_eq!(body["waiting"], false, "told once");
}
