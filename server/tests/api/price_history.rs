//! A phone's price history: every change of its price or discount is kept
//! with the change, and the honest-discount rule (the core's) decides from it
//! whether a discount may be shown.

use crate::helpers::{TestApp, TestUser, spawn_app};
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use reqwest::Method;
use serde_json::{Value, json};

const DAY_MS: i64 = 86_400_000;

async fn add(app: &TestApp, admin: &TestUser, price: &str, discount: i64) -> Value {
    let body = json!({
        "title": "Galaxy A36 5G", "brand": "samsung", "price": price, "discount": discount, "stock": 7,
        "specs": { "ram_gb": 8, "rom_gb": 256, "battery_mah": 5000, "display_inch": 6.6, "camera_mp": 50, "network": "5G", "processor": "Exynos 1380" }
    });
    let (status, created) = app.post_json("/api/add-product", Some(&admin.token), &body).await;
    assert_eq!(status, 201, "{created}");
    created
}

/// Saves `product` as loaded with `change` applied; answers the saved product.
async fn edit(app: &TestApp, admin: &TestUser, product: &Value, change: impl FnOnce(&mut Value)) -> Value {
    let mut form = json!({
        "title": product["title"], "brand": product["brand"], "price": product["price"].as_i64().map(|p| p / 100),
        "discount": product["discount"], "stock": product["stock"], "description": product["description"],
        "specs": product["specs"], "version": product["version"], "stock_was": product["stock"],
    });
    change(&mut form);
    let id = product["_id"].as_str().expect("id");
    let (status, saved) = app
        .send_json(
            Method::PUT,
            &format!("/api/product/{id}"),
            Some(&admin.token),
            Some(&form),
        )
        .await;
    assert_eq!(status, 200, "{saved}");
    saved
}

async fn history(app: &TestApp, product: &Value) -> Value {
    let id = product["_id"].as_str().expect("id");
    let (status, answer) = app.get_json(&format!("/api/products/{id}/price-history")).await;
    assert_eq!(status, 200, "{answer}");
    answer
}

fn final_prices(history: &Value) -> Vec<i64> {
    history["points"]
        .as_array()
        .expect("points")
        .iter()
        .map(|p| p["final_price"].as_i64().expect("final price"))
        .collect()
}

#[tokio::test]
async fn a_new_phone_has_one_point_and_its_discount_is_measured_from_its_own_price() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let phone = add(&app, &admin, "28999", 6).await;
    assert_eq!(
        phone["final_price"], 2_725_900,
        "6% off 28,999 TK, down to the whole taka"
    );
    assert_eq!(
        (
            &phone["discount_shown"],
            &phone["reference_price"],
            &phone["shown_discount_percent"]
        ),
        (&json!(true), &json!(2_899_900), &json!(6))
    );
    let answer = history(&app, &phone).await;
    assert_eq!(final_prices(&answer), [2_725_900]);
    assert_eq!(answer["points"][0]["price"], 2_899_900);
    assert_eq!(answer["points"][0]["discount"], 6);
    assert_eq!(
        (&answer["lowest_30_days"], &answer["lowest_30_days_text"]),
        (&json!(2_725_900), &json!("27,259.00 TK"))
    );
    assert_eq!(answer["discount_shown"], true);
    assert_eq!(answer["days"], 90);
}

#[tokio::test]
async fn a_price_edit_adds_a_point_and_other_edits_add_none() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let phone = add(&app, &admin, "30000", 0).await;
    let renamed = edit(&app, &admin, &phone, |f| f["title"] = json!("Galaxy A36 5G (8/256GB)")).await;
    let restocked = edit(&app, &admin, &renamed, |f| f["stock"] = json!(20)).await;
    assert_eq!(
        final_prices(&history(&app, &restocked).await),
        [3_000_000],
        "no price changed"
    );

    let cut = edit(&app, &admin, &restocked, |f| f["discount"] = json!(10)).await;
    let answer = history(&app, &cut).await;
    assert_eq!(final_prices(&answer), [3_000_000, 2_700_000]);
    assert_eq!(answer["lowest_30_days"], 2_700_000);
    assert_eq!(
        (
            &answer["discount_shown"],
            &answer["reference_price"],
            &answer["shown_discount_percent"]
        ),
        (&json!(true), &json!(3_000_000), &json!(10)),
        "a cut below the month's price is a discount"
    );
    assert_eq!(
        cut["discount_shown"], true,
        "the product answer carries the same verdict"
    );

    let stored: Vec<Document> = {
        use futures_util::TryStreamExt;
        let id = ObjectId::parse_str(phone["_id"].as_str().expect("id")).expect("id");
        app.database()
            .await
            .collection::<Document>("price_history")
            .find(doc! { "product_id": id })
            .await
            .expect("find")
            .try_collect()
            .await
            .expect("read")
    };
    assert_eq!(stored.len(), 2);
    assert!(stored.iter().all(|p| p.get_datetime("at").is_ok()));
}

#[tokio::test]
async fn a_raise_then_a_discount_back_to_the_old_price_is_not_shown_as_a_discount() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let phone = add(&app, &admin, "30000", 0).await;
    let raised = edit(&app, &admin, &phone, |f| f["price"] = json!(40000)).await;
    let fake = edit(&app, &admin, &raised, |f| f["discount"] = json!(25)).await;
    assert_eq!(fake["final_price"], 3_000_000);
    assert_eq!(
        (
            &fake["discount_shown"],
            &fake["shown_discount_percent"],
            &fake["reference_price"]
        ),
        (&json!(false), &json!(0), &json!(3_000_000)),
        "25% off a price raised for the occasion is the old price, no discount"
    );
    let answer = history(&app, &fake).await;
    assert_eq!(final_prices(&answer), [3_000_000, 4_000_000, 3_000_000]);
    assert_eq!(answer["discount_shown"], false);
    assert_eq!(answer["lowest_30_days"], 3_000_000);

    // a real cut below the month's low shows only the reduction from that low
    let real = edit(&app, &admin, &fake, |f| f["discount"] = json!(29)).await;
    assert_eq!(real["final_price"], 2_840_000);
    assert_eq!(
        (&real["discount_shown"], &real["shown_discount_percent"]),
        (&json!(true), &json!(5))
    );
}

#[tokio::test]
async fn the_lowest_price_counts_only_prices_in_force_in_the_last_30_days() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let phone = add(&app, &admin, "30000", 0).await;
    let id = ObjectId::parse_str(phone["_id"].as_str().expect("id")).expect("id");
    let now = DateTime::now().timestamp_millis();
    let points = app.database().await.collection::<Document>("price_history");
    // 20,000 TK from 60 to 40 days ago, then 30,000 TK (the listing's point, moved back)
    points
        .update_one(
            doc! { "product_id": id },
            doc! { "$set": { "at": DateTime::from_millis(now - 40 * DAY_MS) } },
        )
        .await
        .expect("backdate");
    points
        .insert_one(doc! {
            "_id": ObjectId::new(), "product_id": id, "price": 2_000_000_i64, "discount": 0_i64,
            "final_price": 2_000_000_i64, "at": DateTime::from_millis(now - 60 * DAY_MS),
        })
        .await
        .expect("older point");
    let answer = history(&app, &phone).await;
    assert_eq!(final_prices(&answer), [2_000_000, 3_000_000], "oldest first");
    assert_eq!(answer["lowest_30_days"], 3_000_000, "20,000 TK ended 40 days ago");

    // a cut now is measured from the 30 days before it: 30,000 TK
    let cut = edit(&app, &admin, &phone, |f| f["discount"] = json!(10)).await;
    assert_eq!(
        (&cut["reference_price"], &cut["discount_shown"]),
        (&json!(3_000_000), &json!(true))
    );
    assert_eq!(history(&app, &cut).await["lowest_30_days"], 2_700_000);
}

#[tokio::test]
async fn unknown_and_malformed_ids_are_refused() {
    let app = spawn_app().await;
    let (status, body) = app
        .get_json(&format!("/api/products/{}/price-history", ObjectId::new().to_hex()))
        .await;
    assert_eq!((status, &body["message"]), (404, &json!("Product not found")));
    let (status, body) = app.get_json("/api/products/not-an-id/price-history").await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["message"].as_str().is_some_and(|m| m.contains("product id")),
        "{body}"
    );
}

#[tokio::test]
async fn the_demo_catalog_has_a_history_for_every_phone() {
    let app = spawn_app().await;
    app.seed(12).await;
    let (_, page) = app.get_json("/api/products?perPage=12").await;
    for product in page["products"].as_array().expect("products") {
        let answer = history(&app, product).await;
        let points = final_prices(&answer);
        assert_eq!(points.last(), product["final_price"].as_i64().as_ref(), "{answer}");
        // a discounted demo phone was first sold at its full price
        assert_eq!(product["discount_shown"], json!(product["discount"].as_i64() > Some(0)));
    }
}

#[tokio::test]
async fn deleting_a_phone_deletes_its_price_history() {
    let app = spawn_app().await;
    app.seed(1).await;
    let admin = app.admin().await;
    let phone = add(&app, &admin, "30000", 0).await;
    let id = phone["_id"].as_str().expect("id");
    let (status, deleted) = app
        .post_json(&format!("/api/delete-product/{id}"), Some(&admin.token), &json!({}))
        .await;
    assert_eq!(status, 200, "{deleted}");
    let product_id = ObjectId::parse_str(id).expect("id");
    let left = app
        .database()
        .await
        .collection::<Document>("price_history")
        .count_documents(doc! { "product_id": product_id })
        .await
        .expect("count");
    assert_eq!(left, 0);
    let (status, _) = app.get_json(&format!("/api/products/{id}/price-history")).await;
    assert_eq!(status, 404);
}
