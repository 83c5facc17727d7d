use crate::helpers::spawn_app;
use serde_json::json;
use shop_server::demo;

#[tokio::test]
async fn add_list_change_and_remove_a_cart_line() {
    let app = spawn_app().await;
    app.seed(10).await;
    let user = app.signup("Rahim").await;
    // What add-cart sells without a variant: the variant the phone's page opens on.
    let product = (0..10)
        .map(|i| demo::generate(42, i).product.opening_variant(None).0)
        .find(|v| v.stock >= 3)
        .expect("a phone in stock");

    let (status, body) = app
        .post_json(
            "/api/add-cart",
            Some(&user.token),
            &json!({ "product_id": product.product_id.to_hex(), "quantity": 1, "price": 1 }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["message"], "Product Added in Cart");
    let cart_id = body["_id"].as_str().expect("_id").to_owned();
    assert_eq!(
        body["item"]["price"], product.final_price,
        "the server's price, not the client's"
    );

    let (status, lines) = app.cart_of(&user).await;
    assert_eq!(status, 200);
    let line = &lines[0];
    for field in [
        "_id",
        "product_id",
        "title",
        "price",
        "cover",
        "quantity",
        "customer_id",
        "createdAt",
        "created_at",
    ] {
        assert!(line.get(field).is_some(), "{field} missing in {line}");
    }
    assert_eq!(line["quantity"], 1);
    assert_eq!(line["stock"], product.stock);

    let (status, body) = app
        .post_json(
            "/api/cart-quantity",
            Some(&user.token),
            &json!({ "cart_id": cart_id, "quantity": 3 }),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["quantity"], 3);
    let too_many = product.stock + 1;
    let (status, body) = app
        .post_json(
            "/api/cart-quantity",
            Some(&user.token),
            &json!({ "cart_id": cart_id, "quantity": too_many }),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], format!("Only {} left in stock", product.stock));
    let (status, _) = app
        .post_json(
            "/api/cart-quantity",
            Some(&user.token),
            &json!({ "cart_id": cart_id, "quantity": 0 }),
        )
        .await;
    assert_eq!(status, 409);

    let (status, body) = app
        .post_json(
            "/api/add-cart",
            Some(&user.token),
            &json!({ "product_id": product.product_id.to_hex() }),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(body["message"], "This product is already in your cart");

    let (status, body) = app
        .post_json(
            "/api/remove-cart",
            Some(&user.token),
            &json!({ "cart_id": cart_id, "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 201);
    assert_eq!(body["message"], "Product Remove from Cart");
    let (_, lines) = app.cart_of(&user).await;
    assert_eq!(lines, json!([]));
}

#[tokio::test]
async fn another_customers_cart_is_out_of_reach() {
    let app = spawn_app().await;
    app.seed(5).await;
    let owner = app.signup("Owner").await;
    let other = app.signup("Other").await;
    let product = (0..5)
        .map(|i| demo::generate(42, i).product)
        .find(|p| p.fields.stock > 0)
        .expect("in stock");
    let (_, body) = app
        .post_json(
            "/api/add-cart",
            Some(&owner.token),
            &json!({ "product_id": product.id.to_hex() }),
        )
        .await;
    let cart_id = body["_id"].as_str().expect("_id").to_owned();

    let (status, body) = app
        .post_json(
            "/api/cart-products",
            Some(&other.token),
            &json!({ "customer_id": owner.id }),
        )
        .await;
    assert_eq!(status, 403);
    assert_eq!(body["message"], "You can only use your own account");
    let (status, _) = app
        .post_json(
            "/api/remove-cart",
            Some(&other.token),
            &json!({ "cart_id": cart_id, "customer_id": owner.id }),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .post_json("/api/remove-cart", Some(&other.token), &json!({ "cart_id": cart_id }))
        .await;
    assert_eq!(status, 404, "a line of someone else is not found for the caller");
    let (status, _) = app
        .post_json(
            "/api/cart-quantity",
            Some(&other.token),
            &json!({ "cart_id": cart_id, "quantity": 2 }),
        )
        .await;
    assert_eq!(status, 404);
    let (_, lines) = app.cart_of(&owner).await;
    assert_eq!(lines.as_array().map(Vec::len), Some(1), "the owner's line is untouched");

    let (status, body) = app
        .post_json("/api/add-cart", None, &json!({ "product_id": product.id.to_hex() }))
        .await;
    assert_eq!(status, 401);
    assert_eq!(body["message"], "Please sign in first");
}

#[tokio::test]
async fn bad_cart_input_is_a_clear_4xx() {
    let app = spawn_app().await;
    let user = app.signup("Bad").await;
    for (path, body, status) in [
        ("/api/add-cart", json!({ "product_id": "nope" }), 400),
        ("/api/add-cart", json!({ "product_id": { "$gt": "" } }), 400),
        (
            "/api/add-cart",
            json!({ "product_id": "665f1c2e9b1e8a3d4c5b6a70" }),
            404,
        ),
        (
            "/api/add-cart",
            json!({ "product_id": "665f1c2e9b1e8a3d4c5b6a70", "quantity": -1 }),
            400,
        ),
        (
            "/api/cart-quantity",
            json!({ "cart_id": "665f1c2e9b1e8a3d4c5b6a70", "quantity": 99999999999u64 }),
            400,
        ),
        ("/api/remove-cart", json!({}), 400),
        // An optional body is an object or nothing: serde would read an array as a struct's fields.
        ("/api/cart-products", json!([null]), 400),
        ("/api/wishlist-products", json!(["665f1c2e9b1e8a3d4c5b6a70"]), 400),
    ] {
        let (got, answer) = app.post_json(path, Some(&user.token), &body).await;
        assert_eq!(got, status, "{path} {body} -> {answer}");
        assert!(answer["message"].is_string(), "{answer}");
    }
}

#[tokio::test]
async fn a_required_body_is_an_object_and_an_array_changes_nothing() {
    let app = spawn_app().await;
    app.seed(3).await;
    let user = app.signup("Arrays").await;
    let admin = app.admin().await;
    let phone = demo::generate(42, 0).product.id.to_hex();
    // serde reads an array as a struct's fields in turn: each would be a valid body.
    for (path, token, body) in [
        ("/api/add-cart", &user.token, json!([phone, 1])),
        ("/api/add-wishlist", &user.token, json!([phone])),
        ("/api/add-brand", &admin.token, json!(["Lava"])),
        (
            "/api/signup",
            &user.token,
            json!(["Array", "", "array@example.com", "Array#2026shop"]),
        ),
    ] {
        let (status, answer) = app.post_json(path, Some(token), &body).await;
        assert_eq!(status, 400, "{path} {body} -> {answer}");
        assert!(answer["message"].is_string(), "{answer}");
    }
    let (_, cart) = app.cart_of(&user).await;
    assert_eq!(cart.as_array().map(Vec::len), Some(0), "{cart}");
    let (_, brands) = app.get_json("/api/brands").await;
    assert!(!brands.to_string().contains("Lava"), "{brands}");
}

#[tokio::test]
async fn out_of_stock_products_cannot_be_added() {
    let app = spawn_app().await;
    app.seed(20).await;
    let user = app.signup("Late").await;
    // Sold out in every variant (the demo draws few such phones, none among its first).
    let sold_out = demo::generate(42, 5).product;
    app.database()
        .await
        .collection::<mongodb::bson::Document>("variants")
        .update_many(
            mongodb::bson::doc! { "product_id": sold_out.id },
            mongodb::bson::doc! { "$set": { "stock": 0_i64, "updatedAt": mongodb::bson::DateTime::now() } },
        )
        .await
        .expect("sell out");
    app.refresh_catalog().await;
    assert_eq!(app.product(&sold_out.id).await.fields.stock, 0);
    let (status, body) = app
        .post_json(
            "/api/add-cart",
            Some(&user.token),
            &json!({ "product_id": sold_out.id.to_hex() }),
        )
        .await;
    assert_eq!(status, 409);
    assert_eq!(
        body["message"],
        format!("{}: This product is out of stock", sold_out.fields.title)
    );
}

#[tokio::test]
async fn concurrent_quantity_changes_on_one_line_stay_within_bounds() {
    let app = spawn_app().await;
    app.seed(20).await;
    let user = app.signup("Clicker").await;
    let product = demo::generate(42, 0).product;
    // Four left, so some of the wanted quantities (1 to 7) are more than stock.
    app.set_stock(&product, 4).await;
    let (_, added) = app
        .post_json(
            "/api/add-cart",
            Some(&user.token),
            &json!({ "product_id": product.id.to_hex() }),
        )
        .await;
    let cart_id = added["_id"].as_str().expect("id").to_owned();
    let wanted: Vec<i64> = (0..30).map(|i| (i % 7) as i64 + 1).collect();
    let tries = wanted.iter().map(|quantity| {
        let (app, token, cart_id) = (&app, user.token.clone(), cart_id.clone());
        let quantity = *quantity;
        async move {
            app.post_json(
                "/api/cart-quantity",
                Some(&token),
                &json!({ "cart_id": cart_id, "quantity": quantity }),
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(tries).await;
    let refused = answers.iter().filter(|(status, _)| *status == 409).count();
    assert_eq!(
        refused,
        wanted.iter().filter(|q| **q > 4).count(),
        "every quantity over stock is refused"
    );
    assert!(refused > 0 && refused < wanted.len());
    for ((status, body), quantity) in answers.iter().zip(&wanted) {
        if *quantity <= 4 {
            assert_eq!(*status, 200, "{quantity} -> {body}");
        } else {
            assert_eq!(*status, 409, "{quantity} -> {body}");
        }
    }
    let (_, lines) = app.cart_of(&user).await;
    let lines = lines.as_array().expect("lines");
    assert_eq!(lines.len(), 1, "still one line");
    let final_quantity = lines[0]["quantity"].as_i64().expect("quantity");
    assert!(
        wanted.contains(&final_quantity) && (1..=4).contains(&final_quantity),
        "{final_quantity}"
    );
}
