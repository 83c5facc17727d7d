//! `shop-server merge-variants`: products stored one per SKU merged into one
//! phone's storage variants, and their old addresses.

use crate::helpers::{TestApp, spawn_app};
use mongodb::bson::{DateTime, doc, oid::ObjectId};
use reqwest::{StatusCode, redirect::Policy};
use serde_json::json;
use shop_server::{
    demo,
    documents::{product::ProductDocument, review::ReviewDocument},
    services::merges::{self, MergeError},
};

/// Two products of the legacy catalog with different RAM or storage.
async fn two_storages(app: &TestApp) -> (ProductDocument, ProductDocument) {
    let products: Vec<_> = (0..12).map(|i| demo::generate(42, i).product.id).collect();
    let phone = app.product(&products[0]).await;
    let storage = |p: &ProductDocument| (p.fields.specs.ram_gb, p.fields.specs.rom_gb);
    for id in &products[1..] {
        let other = app.product(id).await;
        if storage(&other) != storage(&phone) {
            return (phone, other);
        }
    }
    panic!("the demo catalog has two storage sizes in its first products");
}

async fn review(app: &TestApp, product: ObjectId, rating: i64) {
    let customer = app.quick_customer("Reviewer").await;
    let review = ReviewDocument {
        id: ObjectId::new(),
        customer_id: ObjectId::parse_str(&customer.id).expect("an id"),
        customer_name: "Reviewer".into(),
        product_id: product,
        product_title: String::new(),
        product_cover: String::new(),
        rating,
        title: "Works well".into(),
        text: "Fast and the battery lasts".into(),
        variant_label: String::new(),
        created_at: DateTime::now(),
        updated_at: DateTime::now(),
    };
    app.database()
        .await
        .collection::<ReviewDocument>("reviews")
        .insert_one(&review)
        .await
        .expect("a review");
}

#[tokio::test]
async fn merged_products_become_the_phones_variants_with_their_carts_orders_reviews_questions_and_old_addresses() {
    let app = spawn_app().await;
    app.seed_before_variants(40).await;
    let (phone, merged) = two_storages(&app).await;
    let shopper = app.quick_customer("Shirin").await;
    let address = app.add_address(&shopper).await;
    // An order of the product to merge, then it in the cart and the wishlist again.
    app.add_to_cart(&shopper, &merged.id, 1).await;
    let body = app
        .checkout_body(&shopper, &address, "cash_on_delivery", "merge-order-1")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&shopper.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    app.add_to_cart(&shopper, &merged.id, 2).await;
    let wish = json!({ "product_id": merged.id.to_hex() });
    let (status, _) = app.post_json("/api/add-wishlist", Some(&shopper.token), &wish).await;
    assert_eq!(status, 201);
    review(&app, phone.id, 3).await;
    review(&app, merged.id, 5).await;
    let question = json!({ "question": "Does this storage size take a memory card?" });
    let (status, asked) = app
        .post_json(
            &format!("/api/product/{}/questions", merged.id.to_hex()),
            Some(&shopper.token),
            &question,
        )
        .await;
    assert_eq!(status, 201, "{asked}");
    let admin = app.admin().await;
    let (status, _) = app
        .send_json(
            reqwest::Method::PUT,
            &format!("/api/admin/questions/{}/answer", asked["_id"].as_str().expect("id")),
            Some(&admin.token),
            Some(&json!({ "answer": "Yes, up to 1 TB." })),
        )
        .await;
    assert_eq!(status, 200);

    let made = merges::merge(&app.repositories, phone.id, &[merged.id])
        .await
        .expect("merged");
    assert_eq!(
        made.variants,
        [phone.id, merged.id],
        "each product is the variant it became"
    );
    // Other instances learn of the merge from its tombstone, as this one does here.
    app.catalog.remove(&[merged.id]).expect("drop the merged product");
    app.refresh_catalog().await;

    let (status, page) = app.get_json(&format!("/api/product/{}", phone.id.to_hex())).await;
    assert_eq!(status, 200, "{page}");
    let storage = |p: &ProductDocument| format!("{}/{} GB", p.fields.specs.ram_gb, p.fields.specs.rom_gb);
    assert_eq!(page["options"][0]["axis"], "storage");
    let variant = |id: ObjectId| {
        page["variants"]
            .as_array()
            .expect("variants")
            .iter()
            .find(|v| v["_id"] == id.to_hex())
            .cloned()
            .expect("a variant")
    };
    let became = variant(merged.id);
    assert_eq!(became["label"], storage(&merged));
    assert_eq!(became["final_price"], merged.fields.final_price);
    assert_eq!(became["stock"], merged.fields.stock - 1, "the order's unit stays sold");
    assert_eq!(variant(phone.id)["label"], storage(&phone));
    assert_eq!(
        (page["rating_count"].as_i64(), page["rate"].as_f64()),
        (Some(2), Some(4.0))
    );

    // The old addresses lead to the phone on that variant, for good.
    let client = reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .expect("client");
    for (path, to) in [
        (
            format!("/api/product/{}", merged.id.to_hex()),
            format!("/api/product/{}?variant={}", phone.id.to_hex(), merged.id.to_hex()),
        ),
        (
            format!("/product/old-title/{}", merged.id.to_hex()),
            format!(
                "/product/{}/{}?variant={}",
                phone.fields.slug,
                phone.id.to_hex(),
                merged.id.to_hex()
            ),
        ),
    ] {
        let answer = client.get(format!("{}{path}", app.address)).send().await.expect("sent");
        assert_eq!(answer.status(), StatusCode::MOVED_PERMANENTLY, "{path}");
        assert_eq!(answer.headers()["location"], to.as_str(), "{path}");
    }

    // The cart line, the wishlist line and the order name the phone and the variant.
    let (_, cart) = app.cart_of(&shopper).await;
    let line = &cart.as_array().expect("lines")[0];
    assert_eq!(
        (
            line["product_id"].as_str(),
            line["variant_id"].as_str(),
            line["quantity"].as_i64()
        ),
        (
            Some(phone.id.to_hex().as_str()),
            Some(merged.id.to_hex().as_str()),
            Some(2)
        )
    );
    let (_, orders) = app.get_json_as("/api/orders", &shopper.token).await;
    let order = &orders.as_array().expect("orders")[0];
    assert_eq!(order["product_id"]["_id"], phone.id.to_hex(), "{order}");
    assert_eq!(order["product_id"]["variant_id"], merged.id.to_hex(), "{order}");
    assert_eq!(
        order["product_id"]["title"],
        merged.fields.title.as_str(),
        "the order reads as it was bought"
    );
    let wished = app
        .database()
        .await
        .collection::<mongodb::bson::Document>("wishlist_items")
        .count_documents(doc! { "product_id": phone.id })
        .await
        .expect("count");
    assert_eq!(wished, 1);
    let (status, history) = app
        .get_json(&format!(
            "/api/products/{}/price-history?variant={}",
            phone.id.to_hex(),
            merged.id.to_hex()
        ))
        .await;
    assert_eq!(status, 200, "{history}");
    assert!(!history["points"].as_array().expect("points").is_empty(), "{history}");
    let (_, questions) = app
        .get_json(&format!("/api/product/{}/questions", phone.id.to_hex()))
        .await;
    assert_eq!(
        questions["questions"][0]["question"], "Does this storage size take a memory card?",
        "the phone keeps the questions asked about what it merged: {questions}"
    );

    // What cannot be merged is refused and changes nothing.
    let again = merges::merge(&app.repositories, phone.id, &[merged.id]).await;
    assert!(
        matches!(again, Err(MergeError::NotFound(id)) if id == merged.id),
        "{again:?}"
    );
    let twin = (1..40)
        .map(|i| demo::generate(42, i).product)
        .find(|p| p.id != merged.id && storage(p) == storage(&phone))
        .map(|p| p.id)
        .expect("a product of the phone's storage among the first forty");
    let same = merges::merge(&app.repositories, phone.id, &[twin]).await;
    assert!(matches!(same, Err(MergeError::SameStorage(..))), "{same:?}");
    let into_itself = merges::merge(&app.repositories, phone.id, &[phone.id]).await;
    assert!(matches!(into_itself, Err(MergeError::NothingToMerge)));
    let other = (1..12)
        .map(|i| demo::generate(42, i).product.id)
        .find(|id| *id != merged.id)
        .expect("another product");
    let into_a_phone = merges::merge(&app.repositories, other, &[phone.id]).await;
    assert!(
        matches!(into_a_phone, Err(MergeError::HasVariants(_))),
        "{into_a_phone:?}"
    );
}
