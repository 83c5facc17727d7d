use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::json;

#[tokio::test]
async fn everyone_reads_brands_and_only_admins_change_them() {
    let app = spawn_app().await;
    app.seed(20).await;
    let (status, brands) = app.get_json("/api/brands").await;
    assert_eq!(status, 200);
    let names: Vec<&str> = brands
        .as_array()
        .expect("array")
        .iter()
        .map(|b| b["name"].as_str().unwrap_or(""))
        .collect();
    assert!(
        names.len() >= 15 && names.contains(&"Walton") && names.contains(&"Symphony"),
        "{names:?}"
    );

    let customer = app.signup("Shopper").await;
    let (status, body) = app
        .post_json("/api/add-brand", Some(&customer.token), &json!({ "name": "Lava" }))
        .await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], "Only admins can do this");
    let (status, _) = app.post_json("/api/add-brand", None, &json!({ "name": "Lava" })).await;
    assert_eq!(status, 401);

    let admin = app.admin().await;
    let (status, lava) = app
        .post_json("/api/add-brand", Some(&admin.token), &json!({ "name": " Lava " }))
        .await;
    assert_eq!(status, 201, "{lava}");
    assert_eq!(
        (lava["name"].as_str(), lava["slug"].as_str()),
        (Some("Lava"), Some("lava"))
    );
    let (status, body) = app
        .post_json("/api/add-brand", Some(&admin.token), &json!({ "name": "LAVA" }))
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], "A brand with this name already exists");
    let (status, body) = app
        .post_json("/api/add-brand", Some(&admin.token), &json!({ "name": " " }))
        .await;
    assert_eq!(status, 400);
    assert_eq!(body["message"], "Brand name: Not Acceptable");

    let lava_id = lava["_id"].as_str().expect("id");
    let (status, renamed) = app
        .send_json(
            Method::PUT,
            &format!("/api/brands/{lava_id}"),
            Some(&admin.token),
            Some(&json!({ "name": "Lava Mobiles" })),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(renamed["slug"], "lava-mobiles");
    let (status, _) = app
        .send_json(
            Method::DELETE,
            &format!("/api/brands/{lava_id}"),
            Some(&customer.token),
            None,
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send_json(
            Method::DELETE,
            &format!("/api/brands/{lava_id}"),
            Some(&admin.token),
            None,
        )
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn renaming_a_brand_moves_its_products_and_a_used_brand_cannot_be_deleted() {
    let app = spawn_app().await;
    app.seed(40).await;
    let admin = app.admin().await;
    let (_, brands) = app.get_json("/api/brands").await;
    let walton = brands
        .as_array()
        .expect("array")
        .iter()
        .find(|b| b["name"] == "Walton")
        .expect("Walton")
        .clone();
    let id = walton["_id"].as_str().expect("id");
    let (_, before) = app.get_json("/api/products?brands=walton&perPage=100").await;
    let count = before["totalProducts"].as_u64().expect("count");
    assert!(count > 0);

    let (status, body) = app
        .send_json(Method::DELETE, &format!("/api/brands/{id}"), Some(&admin.token), None)
        .await;
    assert_eq!(status, 409);
    assert_eq!(
        body["message"],
        format!("Walton still has {count} products; move or delete them first")
    );

    let (status, _) = app
        .send_json(
            Method::PUT,
            &format!("/api/brands/{id}"),
            Some(&admin.token),
            Some(&json!({ "name": "Walton BD" })),
        )
        .await;
    assert_eq!(status, 200);
    let (_, after) = app.get_json("/api/products?brands=Walton%20BD&perPage=100").await;
    assert_eq!(after["totalProducts"].as_u64(), Some(count));
    assert!(
        after["products"]
            .as_array()
            .expect("array")
            .iter()
            .all(|p| p["brand"] == "Walton BD")
    );
}
