use crate::helpers::spawn_app;
use reqwest::Method;
use serde_json::{Value, json};
use shop_server::demo;

fn phone(title: &str) -> Value {
    json!({
        "title": title, "brand": "samsung", "price": "45999.50", "discount": 10, "stock": 7,
        "description": "A good phone.",
        "specs": { "ram_gb": 8, "rom_gb": 256, "battery_mah": 5000, "display_inch": 6.6, "camera_mp": 50, "network": "5G", "processor": "Exynos 1480" }
    })
}

/// The smallest valid PNG: a 1x1 transparent pixel.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0A, 0x49,
    0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0D, 0x0A, 0x2D, 0xB4, 0x00, 0x00,
    0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
];

#[tokio::test]
async fn an_admin_adds_edits_and_deletes_a_product_with_a_picture() {
    let app = spawn_app().await;
    app.seed(5).await;
    let admin = app.admin().await;

    let upload = app
        .client
        .post(format!("{}/api/images", app.address))
        .header("token", &admin.token)
        .header("content-type", "image/png")
        .body(PNG.to_vec())
        .send()
        .await
        .expect("sent");
    assert_eq!(upload.status().as_u16(), 201);
    let uploaded: Value = upload.json().await.expect("json");
    let url = uploaded["url"].as_str().expect("url").to_owned();
    let picture = app.get(&url).await;
    assert_eq!(picture.headers()["content-type"], "image/png");
    assert_eq!(picture.bytes().await.expect("bytes").as_ref(), PNG);

    let mut body = phone("Galaxy A56 5G");
    body["cover"] = json!(url);
    let (status, created) = app.post_json("/api/add-product", Some(&admin.token), &body).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["brand"], "Samsung", "the brand as stored");
    assert_eq!(created["price"], 4_599_950);
    assert_eq!(
        created["final_price"], 4_139_900,
        "45999.50 TK less 10% is 41399.55 TK, down to the whole taka by the core"
    );
    assert_eq!(created["specs"]["display_inch"], 6.6);
    assert_eq!(created["cover"], url.as_str());
    let id = created["_id"].as_str().expect("id").to_owned();
    let (status, read) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!((status, &read["title"]), (200, &json!("Galaxy A56 5G")));

    let mut edit = phone("Galaxy A56 5G (12/256GB)");
    edit["price"] = json!(42000);
    edit["discount"] = json!(0);
    edit["version"] = created["version"].clone();
    edit["stock_was"] = created["stock"].clone();
    let (status, edited) = app
        .send_json(
            Method::PUT,
            &format!("/api/product/{id}"),
            Some(&admin.token),
            Some(&edit),
        )
        .await;
    assert_eq!(status, 200, "{edited}");
    assert_eq!(
        (edited["final_price"].as_i64(), edited["cover"].as_str()),
        (Some(4_200_000), Some(url.as_str()))
    );
    let (_, listed) = app.get_json("/api/products?search=A56").await;
    assert_eq!(listed["products"][0]["title"], "Galaxy A56 5G (12/256GB)");

    let customer = app.signup("Fan").await;
    app.add_to_cart(&customer, &mongodb::bson::oid::ObjectId::parse_str(&id).expect("id"), 1)
        .await;
    let (status, deleted) = app
        .post_json(&format!("/api/delete-product/{id}"), Some(&admin.token), &json!({}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(deleted["_id"], id.as_str());
    let (status, _) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(status, 404);
    let (_, cart) = app.cart_of(&customer).await;
    assert_eq!(cart, json!([]), "carts drop a deleted product");
}

#[tokio::test]
async fn product_fields_and_pictures_are_checked() {
    let app = spawn_app().await;
    app.seed(2).await;
    let admin = app.admin().await;
    let mut bad = phone(" ");
    bad["price"] = json!("12.345");
    bad["discount"] = json!(150);
    bad["specs"]["network"] = json!("6G");
    bad["specs"]["display_inch"] = json!(6.65);
    bad["cover"] = json!("https://elsewhere.example/x.png");
    let (status, body) = app.post_json("/api/add-product", Some(&admin.token), &bad).await;
    assert_eq!(status, 422);
    let fields: Vec<&str> = body["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["field"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        fields,
        [
            "title",
            "price",
            "discount",
            "specs.displayTenths",
            "specs.network",
            "cover"
        ]
    );
    // A price past the core's cap cannot make order totals overflow later.
    let mut dear = phone("Vertu Signature Gold");
    dear["price"] = json!("99999999999");
    let (status, body) = app.post_json("/api/add-product", Some(&admin.token), &dear).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["errors"][0]["field"], "price");
    assert_eq!(body["errors"][0]["message"], "Price can be at most 1,00,00,000.00 TK");

    let mut unknown = phone("Lava Blaze");
    unknown["brand"] = json!("Lava");
    let (status, body) = app.post_json("/api/add-product", Some(&admin.token), &unknown).await;
    assert_eq!(
        (status, body["message"].as_str()),
        (400, Some("Unknown brand 'Lava'; add it first"))
    );

    let svg = app
        .client
        .post(format!("{}/api/images", app.address))
        .header("token", &admin.token)
        .body("<svg onload=alert(1)></svg>")
        .send()
        .await
        .expect("sent");
    assert_eq!(svg.status().as_u16(), 415);
    let huge = app
        .client
        .post(format!("{}/api/images", app.address))
        .header("token", &admin.token)
        .body([PNG, &vec![0u8; 3 * 1024 * 1024]].concat())
        .send()
        .await
        .expect("sent");
    assert_eq!(huge.status().as_u16(), 413);
    let message: Value = huge.json().await.expect("json");
    assert_eq!(message["message"], "A picture can be at most 2 MB");
}

#[tokio::test]
async fn only_admins_touch_the_catalog() {
    let app = spawn_app().await;
    app.seed(2).await;
    let customer = app.signup("Sneaky").await;
    let id = demo::generate(42, 0).product.id.to_hex();
    let (status, _) = app
        .post_json("/api/add-product", Some(&customer.token), &phone("Mine"))
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .send_json(
            Method::PUT,
            &format!("/api/product/{id}"),
            Some(&customer.token),
            Some(&phone("Mine")),
        )
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .post_json(&format!("/api/delete-product/{id}"), Some(&customer.token), &json!({}))
        .await;
    assert_eq!(status, 403);
    let (status, _) = app
        .post_json(&format!("/api/delete-product/{id}"), None, &json!({}))
        .await;
    assert_eq!(status, 401);
    let upload = app
        .client
        .post(format!("{}/api/images", app.address))
        .header("token", &customer.token)
        .body(PNG.to_vec())
        .send()
        .await
        .expect("sent");
    assert_eq!(upload.status().as_u16(), 403);
    let (status, _) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(status, 200, "still there");
}

#[tokio::test]
async fn a_delete_takes_its_cart_and_wishlist_lines_and_old_tombstones_are_pruned() {
    use mongodb::bson::{DateTime, Document, doc};
    let app = spawn_app().await;
    app.seed(4).await;
    let admin = app.admin().await;
    let shopper = app.signup("Holder").await;
    let product = demo::generate(42, 0).product;
    let kept = demo::generate(42, 1).product;
    for id in [product.id, kept.id] {
        app.add_to_cart(&shopper, &id, 1).await;
        let (status, _) = app
            .post_json(
                "/api/add-wishlist",
                Some(&shopper.token),
                &json!({ "product_id": id.to_hex() }),
            )
            .await;
        assert_eq!(status, 201);
    }
    let database = app.database().await;
    let tombstones = database.collection::<Document>("product_tombstones");
    let long_ago = DateTime::from_millis(DateTime::now().timestamp_millis() - 30 * 86_400_000);
    let forgotten = mongodb::bson::oid::ObjectId::new();
    tombstones
        .insert_one(doc! { "_id": forgotten, "deletedAt": long_ago })
        .await
        .expect("old tombstone");

    let (status, _) = app
        .post_json(
            &format!("/api/delete-product/{}", product.id.to_hex()),
            Some(&admin.token),
            &json!({}),
        )
        .await;
    assert_eq!(status, 200);
    for collection in ["cart_items", "wishlist_items"] {
        let lines = database.collection::<Document>(collection);
        assert_eq!(
            lines
                .count_documents(doc! { "product_id": product.id })
                .await
                .expect("count"),
            0,
            "{collection}"
        );
        assert_eq!(
            lines
                .count_documents(doc! { "product_id": kept.id })
                .await
                .expect("count"),
            1,
            "{collection}"
        );
    }
    assert!(
        tombstones
            .find_one(doc! { "_id": product.id })
            .await
            .expect("read")
            .is_some(),
        "other instances learn of it"
    );
    assert!(
        tombstones
            .find_one(doc! { "_id": forgotten })
            .await
            .expect("read")
            .is_none(),
        "old tombstones are pruned"
    );
}

#[tokio::test]
async fn the_selfie_camera_is_optional_and_checked() {
    let app = spawn_app().await;
    app.seed(2).await;
    let admin = app.admin().await;
    let (status, created) = app
        .post_json("/api/add-product", Some(&admin.token), &phone("Galaxy M15"))
        .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(
        created["specs"]["selfie_camera_mp"],
        Value::Null,
        "not known when not sent"
    );

    let mut front = phone("Galaxy M35");
    front["specs"]["selfie_camera_mp"] = json!(13);
    let (status, created) = app.post_json("/api/add-product", Some(&admin.token), &front).await;
    assert_eq!(status, 201, "{created}");
    let id = created["_id"].as_str().expect("id");
    let (_, read) = app.get_json(&format!("/api/product/{id}")).await;
    assert_eq!(read["specs"]["selfie_camera_mp"], 13);

    front["specs"]["selfie_camera_mp"] = json!(250);
    let (status, body) = app.post_json("/api/add-product", Some(&admin.token), &front).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["errors"][0]["field"], "specs.selfieCameraMp");

    let (_, listing) = app.get_json("/api/products?perPage=50").await;
    let seeded = listing["products"].as_array().expect("products");
    assert!(
        seeded
            .iter()
            .filter(|p| p["specs"]["selfie_camera_mp"].is_i64())
            .count()
            >= 2,
        "the demo phones have a front camera: {listing}"
    );
}
