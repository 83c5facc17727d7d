use crate::helpers::{spawn_app, titles};
use mongodb::bson::oid::ObjectId;
use shop_server::demo;

#[tokio::test]
async fn listing_uses_the_core_defaults() {
    let app = spawn_app().await;
    app.seed(45).await;
    let (status, body) = app.get_json("/api/products").await;
    assert_eq!(status, 200);
    assert_eq!(body["totalProducts"], 45);
    assert_eq!((body["page"].as_u64(), body["perPage"].as_u64()), (Some(1), Some(20)));
    let products = body["products"].as_array().expect("products");
    assert_eq!(products.len(), 20);
    let dates: Vec<&str> = products
        .iter()
        .map(|p| p["createdAt"].as_str().expect("createdAt"))
        .collect();
    let mut sorted = dates.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted, "newest first");
    let first = &products[0];
    assert_eq!(first["createdAt"], first["created_at"]);
    assert!(ObjectId::parse_str(first["_id"].as_str().expect("_id string")).is_ok());
}

#[tokio::test]
async fn pages_do_not_overlap_and_end() {
    let app = spawn_app().await;
    app.seed(45).await;
    let mut seen = Vec::new();
    for page in 1..=3 {
        let (_, body) = app.get_json(&format!("/api/products?page={page}")).await;
        seen.extend(
            titles(&body).into_iter().zip(
                body["products"]
                    .as_array()
                    .expect("array")
                    .iter()
                    .map(|p| p["_id"].clone()),
            ),
        );
    }
    assert_eq!(seen.len(), 45);
    let mut ids: Vec<String> = seen.iter().map(|(_, id)| id.to_string()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 45, "every product exactly once");
    let (status, body) = app.get_json("/api/products?page=4").await;
    assert_eq!(status, 200);
    assert_eq!(titles(&body).len(), 0);
}

#[tokio::test]
async fn price_sort_orders_by_what_the_shopper_pays() {
    let app = spawn_app().await;
    app.seed(40).await;
    let (_, body) = app
        .get_json("/api/products?orderBy=price&orderDirection=asc&perPage=40")
        .await;
    let prices: Vec<i64> = body["products"]
        .as_array()
        .expect("array")
        .iter()
        .map(|p| p["final_price"].as_i64().expect("price"))
        .collect();
    assert_eq!(prices.len(), 40);
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "{prices:?}");
}

#[tokio::test]
async fn filters_pick_exactly_the_matching_phones() {
    let app = spawn_app().await;
    app.seed(300).await;
    // Written out from the stored fields, not with the core's predicate the server uses.
    let expected: Vec<String> = (0..300)
        .map(|i| demo::generate(42, i).product)
        .filter(|p| ["samsung", "xiaomi", "walton"].contains(&p.fields.brand.to_lowercase().as_str()))
        // A phone matches when one of its variants has the RAM.
        .filter(|p| {
            p.sold_variants()
                .iter()
                .any(|v| [4, 8].contains(&v.ram_gb.unwrap_or(p.fields.specs.ram_gb)))
        })
        .filter(|p| (4000..=6000).contains(&p.fields.specs.battery_mah))
        .map(|p| p.id.to_hex())
        .collect();
    assert!(
        !expected.is_empty(),
        "the demo catalog must have matches for this filter"
    );

    let (status, body) = app
        .get_json("/api/products?brands=samsung,Xiaomi,Walton&ram=4,8&battery=4000-5000,5000-6000&perPage=100")
        .await;
    assert_eq!(status, 200);
    let mut got: Vec<String> = body["products"]
        .as_array()
        .expect("array")
        .iter()
        .map(|p| p["_id"].as_str().expect("id").to_owned())
        .collect();
    let mut expected_sorted = expected.clone();
    got.sort();
    expected_sorted.sort();
    assert_eq!(got, expected_sorted);
    assert_eq!(body["totalProducts"], expected.len());
}

#[tokio::test]
async fn bad_listing_parameters_are_400_with_a_message() {
    let app = spawn_app().await;
    for (query, message) in [
        ("page=0", "page must be a whole number from 1"),
        ("perPage=1000", "perPage must be a whole number from 1 to 100"),
        ("orderBy=$where", "Cannot sort by '$where'"),
        ("orderDirection=sideways", "Sort direction must be asc or desc"),
        ("battery=9-1", "'9-1' is not a range like 4000-5000"),
        ("minPrice=-1", "Price filter: Amount cannot be negative"),
    ] {
        let (status, body) = app.get_json(&format!("/api/products?{query}")).await;
        assert_eq!(status, 400, "{query}");
        assert_eq!(body["message"], message, "{query}");
    }
}

#[tokio::test]
async fn operator_shaped_parameters_are_ignored_not_executed() {
    let app = spawn_app().await;
    app.seed(5).await;
    let (status, body) = app
        .get_json("/api/products?search[$gt]=&page[$ne]=1&brands[$regex]=.*")
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["totalProducts"], 5, "unknown keys filter nothing");
    let (status, body) = app.get_json("/api/products?brands=%7B%22%24gt%22%3A%22%22%7D").await;
    assert_eq!(status, 200);
    assert_eq!(
        body["totalProducts"], 0,
        "an operator object in a value is a plain brand name"
    );
}

#[tokio::test]
async fn search_text_is_words_not_patterns() {
    let app = spawn_app().await;
    app.seed(60).await;
    let (_, body) = app.get_json("/api/products?search=galaxy&perPage=100").await;
    let found = titles(&body);
    assert!(!found.is_empty());
    assert!(found.iter().all(|t| t.to_lowercase().contains("galaxy")), "{found:?}");
    let (status, body) = app.get_json("/api/products?search=.*").await;
    assert_eq!(status, 200);
    assert_eq!(body["totalProducts"], 0, "punctuation is not a pattern");
}

#[tokio::test]
async fn product_details_and_not_found() {
    let app = spawn_app().await;
    app.seed(5).await;
    let product = demo::generate(42, 3).product;
    let (status, body) = app.get_json(&format!("/api/product/{}", product.id.to_hex())).await;
    assert_eq!(status, 200);
    assert_eq!(body["_id"], product.id.to_hex());
    assert_eq!(body["title"], product.fields.title);
    assert_eq!(body["final_price"], product.fields.final_price);
    // The texts a page shows before the browser has the core: the core's format.
    let text = |poisha| shop_core::Money::from_poisha(poisha).format_tk();
    assert_eq!(body["final_price_text"], text(product.fields.final_price));
    assert_eq!(body["price_text"], text(product.fields.price));
    assert!(
        body["price_text"].as_str().is_some_and(|t| t.ends_with(" TK")),
        "{body}"
    );

    for id in [ObjectId::new().to_hex(), "not-an-id".into(), "%24gt".into()] {
        let (status, body) = app.get_json(&format!("/api/product/{id}")).await;
        assert_eq!(status, 404, "{id}");
        assert_eq!(body["message"], "Product not found");
    }
}

#[tokio::test]
async fn product_pictures_are_served_from_the_database() {
    let app = spawn_app().await;
    app.seed(3).await;
    let product = demo::generate(42, 1).product;
    let response = app.get(&product.fields.cover).await;
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.headers()["content-type"], "image/svg+xml");
    let svg = response.text().await.expect("body");
    assert!(svg.starts_with("<svg") && svg.contains(&product.fields.brand));

    let (status, body) = app.get_json(&format!("/api/images/{}", ObjectId::new().to_hex())).await;
    assert_eq!(status, 404);
    assert_eq!(body["message"], "Image not found");
}
