use crate::helpers::{spawn_app, test_settings};
use shop_server::{demo, repository::Repositories};
use std::collections::BTreeSet;

#[tokio::test]
async fn seeding_is_safe_to_rerun_and_grows_by_the_difference() {
    let app = spawn_app().await;
    let first = demo::seed_catalog(&app.repositories, 120, 7).await.expect("seed");
    assert_eq!((first.inserted, first.already_present), (120, 0));
    let again = demo::seed_catalog(&app.repositories, 120, 7).await.expect("reseed");
    assert_eq!((again.inserted, again.already_present), (0, 120));
    let more = demo::seed_catalog(&app.repositories, 150, 7).await.expect("grow");
    assert_eq!((more.inserted, more.already_present), (30, 120));
    app.refresh_catalog().await;
    let (_, body) = app.get_json("/api/products").await;
    assert_eq!(body["totalProducts"], 150);
}

#[tokio::test]
async fn the_same_seed_writes_the_same_catalog() {
    let app = spawn_app().await;
    app.seed(30).await;
    let other = Repositories::connect(&test_settings()).await.expect("connect");
    demo::seed_catalog(&other, 30, 42).await.expect("seed");
    for i in [0, 17, 29] {
        let id = demo::generate(42, i).product.id;
        let a = app
            .repositories
            .products
            .find_by_id(id)
            .await
            .expect("read")
            .expect("stored");
        let b = other.products.find_by_id(id).await.expect("read").expect("stored");
        assert_eq!(a, b);
    }
    other.drop_database().await.expect("drop");
}

#[test]
fn the_catalog_is_realistic() {
    let products: Vec<_> = (0..400).map(|i| demo::generate(42, i).product).collect();
    let brands: BTreeSet<&str> = products.iter().map(|p| p.fields.brand.as_str()).collect();
    assert!(brands.len() >= 15, "{brands:?}");
    for required in ["Samsung", "Apple", "Xiaomi", "Realme", "Walton", "Symphony"] {
        assert!(brands.contains(required), "{required} missing");
    }
    let years: BTreeSet<i64> = products
        .iter()
        .map(|p| p.created_at.timestamp_millis() / (365 * 86_400_000))
        .collect();
    assert!(years.len() >= 2, "createdAt spread over time");
    assert!(products.iter().any(|p| p.fields.discount > 0) && products.iter().any(|p| p.fields.discount == 0));
    assert!(products.iter().any(|p| p.fields.stock == 0) && products.iter().any(|p| p.fields.stock > 50));
    assert!(
        products
            .iter()
            .all(|p| !p.fields.specs.processor.is_empty() && ["4G", "5G"].contains(&p.fields.specs.network.as_str()))
    );
    let slugs: BTreeSet<&str> = products.iter().map(|p| p.fields.slug.as_str()).collect();
    assert_eq!(slugs.len(), products.len(), "slugs are unique");
}

#[tokio::test]
async fn demo_accounts_can_sign_in_and_have_something_on_every_screen() {
    let app = spawn_app().await;
    app.seed(30).await;
    let hasher = shop_server::auth::PasswordHasher::new(4).expect("hasher");
    assert!(
        demo::seed_demo_accounts(&app.repositories, &hasher, 42)
            .await
            .expect("seed accounts")
    );
    assert!(
        !demo::seed_demo_accounts(&app.repositories, &hasher, 42)
            .await
            .expect("rerun"),
        "safe to rerun"
    );

    let (email, password) = demo::DEMO_CUSTOMER;
    let (status, me) = app
        .post_json(
            "/api/sign-in",
            None,
            &serde_json::json!({ "email": email, "password": password }),
        )
        .await;
    assert_eq!(status, 201);
    let token = me["token"].as_str().expect("token");
    let (_, orders) = app.get_json_as("/api/orders", token).await;
    let statuses: BTreeSet<&str> = orders
        .as_array()
        .expect("orders")
        .iter()
        .map(|o| o["order_status_type"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(statuses, BTreeSet::from(["delivered", "pending", "shipped"]));
    let (_, reviews) = app.get_json_as("/api/my-reviews", token).await;
    assert_eq!(reviews.as_array().map(Vec::len), Some(1));
    let (_, addresses) = app
        .get_json_as(
            &format!("/api/shipping-addresses/{}", me["_id"].as_str().expect("id")),
            token,
        )
        .await;
    assert_eq!(addresses[0]["is_default"], true);

    let (email, password) = demo::DEMO_ADMIN;
    let (status, admin) = app
        .post_json(
            "/api/sign-in",
            None,
            &serde_json::json!({ "email": email, "password": password }),
        )
        .await;
    assert_eq!((status, admin["role"].as_str()), (201, Some("admin")));
    let (status, _) = app
        .get_json_as("/api/admin/dashboard", admin["token"].as_str().expect("token"))
        .await;
    assert_eq!(status, 200);
}
