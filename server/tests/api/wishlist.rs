use crate::helpers::spawn_app;
use serde_json::json;
use shop_server::demo;

#[tokio::test]
async fn wishlist_lines_come_from_the_database_not_the_client() {
    let app = spawn_app().await;
    app.seed(5).await;
    let user = app.signup("Mitu").await;
    let product = demo::generate(42, 2).product;
    let (status, body) = app
        .post_json(
            "/api/add-wishlist",
            Some(&user.token),
            &json!({ "title": "Free phone", "price": 1, "cover": "javascript:alert(1)", "product_id": product.id.to_hex(),
                     "customer_id": user.id, "createdAt": "1999-01-01" }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["message"], "Added in wishlist successfully");
    let wishlist_id = body["_id"].as_str().expect("_id").to_owned();

    let (status, lines) = app
        .post_json(
            "/api/wishlist-products",
            Some(&user.token),
            &json!({ "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(lines[0]["title"], product.fields.title);
    assert_eq!(lines[0]["price"], product.fields.final_price);
    assert_eq!(lines[0]["cover"], product.fields.cover);
    assert!(lines[0].get("quantity").is_none());

    let (status, _) = app
        .post_json(
            "/api/add-wishlist",
            Some(&user.token),
            &json!({ "product_id": product.id.to_hex() }),
        )
        .await;
    assert_eq!(status, 409);

    let other = app.signup("Other").await;
    let (status, _) = app
        .post_json(
            "/api/remove-wishlist",
            Some(&other.token),
            &json!({ "wishlist_id": wishlist_id, "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .post_json(
            "/api/add-wishlist",
            Some(&other.token),
            &json!({ "product_id": product.id.to_hex(), "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 403);

    let (status, body) = app
        .post_json(
            "/api/remove-wishlist",
            Some(&user.token),
            &json!({ "wishlist_id": wishlist_id, "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 201);
    assert_eq!(body["message"], "Remove wishlist successfully");
    let (_, lines) = app
        .post_json("/api/wishlist-products", Some(&user.token), &json!({}))
        .await;
    assert_eq!(lines, json!([]));
}
