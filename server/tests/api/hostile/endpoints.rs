//! The body endpoints of the corpus, each with an example that is valid in
//! the world the test builds.

use super::{Caller, World};
use reqwest::Method;
use serde_json::{Value, json};

/// An endpoint, who calls it, an example body that is valid in the world's
/// state, and the fields it may leave out. The list is in an order in which
/// every example can be sent once and succeed.
pub(super) type BodyEndpoint = (Method, String, Caller, Value, &'static [&'static str]);

pub(super) fn body_endpoints(w: &World) -> Vec<BodyEndpoint> {
    let product_fields = json!({
        "title": "Hostile Phone X1", "brand": "Samsung", "price": "19999.00", "discount": 5, "stock": 3,
        "description": "d", "cover": "", "specs": { "ram_gb": 8, "rom_gb": 128, "battery_mah": 5000,
        "display_inch": 6.5, "camera_mp": 50, "network": "5G", "processor": "Exynos" }
    });
    let mut edit_fields = product_fields.clone();
    edit_fields["version"] = json!(0);
    edit_fields["stock_was"] = json!(3);
    let address_fields = json!({
        "first_name": "Rahim", "last_name": "Khan", "phone": "01712345678", "address": "House 1",
        "city": "Dhaka", "area": "Banani", "zip_code": "1213"
    });
    let (customer, fresh) = (&w.customer.id, &w.unreviewed);
    vec![
        (
            Method::POST,
            "/api/signup".into(),
            Caller::Nobody,
            json!({ "first_name": "Eve", "email": "eve@example.com", "password": "correct horse battery" }),
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/sign-in".into(),
            Caller::Nobody,
            json!({ "email": w.customer.email, "password": "correct horse battery" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-cart".into(),
            Caller::Customer,
            json!({ "product_id": fresh, "quantity": 1 }),
            &["quantity"],
        ),
        (
            Method::POST,
            "/api/cart-quantity".into(),
            Caller::Customer,
            json!({ "cart_id": w.cart_line, "quantity": 2 }),
            &[],
        ),
        (
            Method::POST,
            "/api/remove-cart".into(),
            Caller::Customer,
            json!({ "cart_id": w.cart_line, "customer_id": customer }),
            &["customer_id"],
        ),
        (
            Method::POST,
            "/api/add-wishlist".into(),
            Caller::Customer,
            json!({ "product_id": fresh }),
            &[],
        ),
        (
            Method::POST,
            "/api/remove-wishlist".into(),
            Caller::Customer,
            json!({ "wishlist_id": w.wishlist_line, "customer_id": customer }),
            &["customer_id"],
        ),
        (
            Method::PUT,
            "/api/auth/customer-profile".into(),
            Caller::Customer,
            json!({ "first_name": "Eve", "last_name": "Adams" }),
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/shipping-addresses".into(),
            Caller::Customer,
            address_fields.clone(),
            &["last_name"],
        ),
        (
            Method::PUT,
            format!("/api/shipping-addresses/{}", w.address),
            Caller::Customer,
            address_fields,
            &["last_name"],
        ),
        (
            Method::POST,
            "/api/checkout".into(),
            Caller::Customer,
            // The total is the cart's when the examples reach it (set in the test).
            json!({ "address_id": w.address, "payment_method": "bkash", "idempotency_key": "hostile-key-1", "expected_total": 0 }),
            &[],
        ),
        (
            Method::POST,
            "/api/reviews".into(),
            Caller::Customer,
            json!({ "product_id": fresh, "rating": 5, "title": "Fine", "text": "ok" }),
            &["text"],
        ),
        (
            Method::PUT,
            format!("/api/reviews/{}", w.review),
            Caller::Customer,
            json!({ "rating": 4, "title": "Fine", "text": "ok" }),
            &["text"],
        ),
        (
            Method::POST,
            "/api/auth/change-password".into(),
            Caller::Customer,
            json!({ "current_password": "correct horse battery", "new_password": "another long secret" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-brand".into(),
            Caller::Admin,
            json!({ "name": "Hostile" }),
            &[],
        ),
        (
            Method::PUT,
            format!("/api/brands/{}", w.brand),
            Caller::Admin,
            json!({ "name": "Renamed" }),
            &[],
        ),
        (
            Method::POST,
            "/api/add-product".into(),
            Caller::Admin,
            product_fields.clone(),
            &["description", "cover", "discount"],
        ),
        (
            Method::PUT,
            format!("/api/product/{}", w.unreviewed),
            Caller::Admin,
            edit_fields,
            &["description", "cover", "discount"],
        ),
        (
            Method::POST,
            format!("/api/admin/orders/{}/status", w.pending_order),
            Caller::Admin,
            json!({ "status": "confirmed" }),
            &[],
        ),
    ]
}
