//! Every text an answer carries travels as a stable code with typed values
//! beside its English `message`, so the front end shows it in any language
//! without reading the English.

use crate::helpers::spawn_app;
use serde_json::json;
use shop_server::demo;

#[tokio::test]
async fn a_refusal_carries_its_code_and_typed_values() {
    let app = spawn_app().await;
    app.seed(10).await;
    let user = app.signup("Rahim").await;
    // What add-cart sells without a variant: the variant the page opens on.
    let variant = (0..10)
        .map(|i| demo::generate(42, i).product.opening_variant(None).0)
        .find(|v| v.stock >= 2)
        .expect("a phone in stock");
    app.add_to_cart(&user, &variant.product_id, 1).await;
    let (_, lines) = app.cart_of(&user).await;
    let cart_id = lines[0]["_id"].as_str().expect("_id").to_owned();

    let (status, body) = app
        .post_json(
            "/api/cart-quantity",
            Some(&user.token),
            &json!({ "cart_id": cart_id, "quantity": variant.stock + 1 }),
        )
        .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["code"], "cart.above_stock");
    assert_eq!(body["params"], json!({ "stock": variant.stock }));
    assert_eq!(body["message"], format!("Only {} left in stock", variant.stock));

    let (status, body) = app.post_json("/api/cart-products", None, &json!({})).await;
    assert_eq!(status, 401, "{body}");
    assert_eq!(body["code"], "auth.sign_in_first");
    assert_eq!(body["params"], json!({}));
}

#[tokio::test]
async fn field_errors_and_action_notices_carry_codes() {
    let app = spawn_app().await;
    app.seed(3).await;
    let user = app.signup("Karim").await;
    let (status, body) = app
        .post_json(
            "/api/shipping-addresses",
            Some(&user.token),
            &json!({ "first_name": " ", "last_name": "Uddin", "phone": "123", "address": "House 7, Road 3",
                     "city": "Dhaka", "area": "Dhanmondi", "zip_code": "1209" }),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["code"], "request.invalid_fields");
    let refused = |field: &str| {
        body["errors"]
            .as_array()
            .and_then(|errors| errors.iter().find(|e| e["field"] == field))
            .unwrap_or_else(|| panic!("{field} is refused: {body}"))
            .clone()
    };
    assert_eq!(refused("firstName")["code"], "validation.not_acceptable");
    assert_eq!(refused("firstName")["message"], "Not Acceptable");
    assert_eq!(refused("phone")["code"], "validation.invalid_phone");
    assert_eq!(refused("phone")["params"], json!({}));

    let product = demo::generate(42, 0).product;
    let (status, body) = app
        .post_json(
            "/api/add-wishlist",
            Some(&user.token),
            &json!({ "product_id": product.id.to_hex() }),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["code"], "notice.added_in_wishlist");
    assert_eq!(body["message"], "Added in wishlist successfully");
}

#[tokio::test]
async fn a_text_inside_a_text_is_sent_as_its_own_code() {
    let app = spawn_app().await;
    let user = app.signup("Salma").await;
    let (status, body) = app
        .post_json(
            "/api/auth/change-password",
            Some(&user.token),
            &json!({ "current_password": "correct horse battery", "new_password": "1" }),
        )
        .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["code"], "account.new_password_refused");
    assert_eq!(body["params"]["reason"]["code"], "validation.too_short");
}
