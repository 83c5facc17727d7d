//! Two server instances on one database, as behind a load balancer: what one
//! writes the other reads, and the last unit is sold once.

use crate::helpers::{TestApp, spawn_app, spawn_app_with, test_settings};
use mongodb::bson::{Document, doc};
use serde_json::json;
use shop_server::config::Settings;

async fn twin(first: &TestApp) -> TestApp {
    spawn_app_with(Settings {
        mongodb_uri: first.settings.mongodb_uri.clone(),
        database_name: first.settings.database_name.clone(),
        jwt_secret: first.settings.jwt_secret.clone(),
        ..test_settings()
    })
    .await
}

#[tokio::test]
async fn a_cart_changed_through_one_instance_is_read_back_through_the_other() {
    let first = spawn_app().await;
    first.seed(5).await;
    let second = twin(&first).await;
    let user = first.signup("Twin").await;
    let product = shop_server::demo::generate(42, 1).product;

    first.add_to_cart(&user, &product.id, 2).await;
    let (status, lines) = second.cart_of(&user).await;
    assert_eq!(status, 200, "{lines}");
    assert_eq!(lines[0]["product_id"], product.id.to_hex());
    assert_eq!(lines[0]["quantity"], 2);

    let (status, answer) = second
        .post_json(
            "/api/remove-cart",
            Some(&user.token),
            &json!({ "cart_id": lines[0]["_id"], "customer_id": user.id }),
        )
        .await;
    assert_eq!(status, 201, "{answer}");
    let (_, lines) = first.cart_of(&user).await;
    assert_eq!(lines, json!([]));
}

#[tokio::test]
async fn checkouts_on_two_instances_for_the_last_unit_sell_it_once() {
    let first = spawn_app().await;
    first.seed(5).await;
    let second = twin(&first).await;
    let product = shop_server::demo::generate(42, 2).product;
    let database = first.database().await;
    let variant = first.set_stock(&product, 1).await;
    // Both views learn the new stock, as their sync would within a second.
    second.refresh_catalog().await;

    let mut shoppers = Vec::new();
    for (app, name) in [(&first, "Left"), (&second, "Right")] {
        let user = app.signup(name).await;
        let address = app.add_address(&user).await;
        app.add_to_cart(&user, &product.id, 1).await;
        shoppers.push((app, user, address));
    }
    let mut bodies = Vec::new();
    for (app, user, address) in &shoppers {
        bodies.push(
            app.checkout_body(user, address, "cash_on_delivery", &format!("twin-{}", user.id))
                .await,
        );
    }
    let attempts = shoppers
        .iter()
        .zip(&bodies)
        .map(|((app, user, _), body)| app.post_json("/api/checkout", Some(&user.token), body));
    let answers = futures_util::future::join_all(attempts).await;
    let statuses: Vec<u16> = answers.iter().map(|(status, _)| *status).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 1, "{answers:?}");
    assert_eq!(statuses.iter().filter(|s| **s == 409).count(), 1, "{answers:?}");

    let stored = first.product(&product.id).await.variant(variant.id).expect("variant");
    assert_eq!(stored.stock, 0);
    let orders = database
        .collection::<Document>("orders")
        .count_documents(doc! { "product._id": product.id })
        .await
        .expect("count");
    assert_eq!(orders, 1);
}

#[tokio::test]
async fn an_instance_started_on_a_catalog_holds_every_phone_with_its_own_variants() {
    let first = spawn_app().await;
    first.seed(40).await;
    let second = twin(&first).await;
    let stored = first.repositories.products.all().await.expect("read the catalog");
    assert_eq!(stored.len(), 40);
    let variants = |product: &shop_server::documents::product::ProductDocument| {
        let mut ids: Vec<_> = product.variants.iter().map(|v| (v.id, v.product_id, v.stock)).collect();
        ids.sort();
        ids
    };
    let mut sold_in_several = 0;
    for product in &stored {
        let loaded = second.catalog.product(&product.id).expect("loaded at startup");
        assert_eq!(variants(&loaded), variants(product), "{}", product.fields.title);
        sold_in_several += usize::from(product.variants.len() > 1);
    }
    assert!(
        sold_in_several > 10,
        "phones sold in several variants: {sold_in_several}"
    );
}
