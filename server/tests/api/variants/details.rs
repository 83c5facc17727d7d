use super::store_phone;
use crate::helpers::spawn_app;

#[tokio::test]
async fn the_phone_page_answers_its_axes_and_variants_and_opens_on_the_cheapest_in_stock() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let path = format!("/api/product/{}", phone.product.id.to_hex());

    let (status, body) = app.get_json(&path).await;
    assert_eq!(status, 200, "{body}");
    let axes: Vec<&str> = body["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["axis"].as_str().expect("axis"))
        .collect();
    assert_eq!(axes, ["storage", "colour"]);
    assert_eq!(body["options"][1]["values"][0]["name"], "Blue");
    let labels: Vec<&str> = body["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .map(|v| v["label"].as_str().expect("label"))
        .collect();
    assert_eq!(
        labels,
        ["8/128 GB · Blue", "8/256 GB · Blue", "8/256 GB · Black"],
        "made combinations only, in the axes' order"
    );
    assert_eq!(body["variant_id"], phone.blue_128.id.to_hex(), "the cheapest in stock");
    assert_eq!(body["final_price"], phone.blue_128.final_price);
    assert_eq!(body["stock"], 5, "the opened variant's stock, not the phone's");
    assert_eq!(body["specs"]["rom_gb"], 128);
    assert_eq!(
        body["title"],
        phone.product.fields.title.as_str(),
        "the spec's fields stay"
    );

    let (status, body) = app
        .get_json(&format!("{path}?variant={}", phone.blue_256.id.to_hex()))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["final_price"].as_i64(), body["stock"].as_i64()),
        (Some(phone.blue_256.final_price), Some(8))
    );
    assert_eq!(body["specs"]["rom_gb"], 256);

    for unknown in [
        mongodb::bson::oid::ObjectId::new().to_hex(),
        "not-an-id".to_owned(),
        phone.product.id.to_hex(),
    ] {
        let (status, body) = app.get_json(&format!("{path}?variant={unknown}")).await;
        assert_eq!(status, 404, "{unknown}: {body}");
        assert_eq!(body["code"], "variants.not_found");
    }
}

#[tokio::test]
async fn the_listing_shows_the_phone_once_at_its_from_price_with_its_stock_summed() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let (status, body) = app.get_json("/api/products?perPage=100").await;
    assert_eq!(status, 200, "{body}");
    let cards: Vec<&serde_json::Value> = body["products"]
        .as_array()
        .expect("products")
        .iter()
        .filter(|p| p["_id"] == phone.product.id.to_hex())
        .collect();
    assert_eq!(cards.len(), 1, "one card per phone");
    assert_eq!(
        cards[0]["final_price"], phone.blue_128.final_price,
        "from the cheapest in stock"
    );
    assert_eq!(cards[0]["stock"], 13);
}

#[tokio::test]
async fn the_phone_page_describes_the_phone_as_a_product_group_of_its_variants() {
    let app = spawn_app().await;
    let phone = store_phone(&app, 0).await;
    let id = phone.product.id.to_hex();
    let page = app
        .get(&format!("/product/{}/{id}", phone.product.fields.slug))
        .await
        .text()
        .await
        .expect("html");
    let start = page.find(r#"<script type="application/ld+json">"#).expect("JSON-LD")
        + r#"<script type="application/ld+json">"#.len();
    let end = start + page[start..].find("</script>").expect("its end");
    let data: serde_json::Value = serde_json::from_str(&page[start..end]).expect("JSON");
    assert_eq!(data["@type"], "ProductGroup");
    assert_eq!(
        data["variesBy"],
        serde_json::json!(["https://schema.org/size", "https://schema.org/color"])
    );
    let variants = data["hasVariant"].as_array().expect("hasVariant");
    assert_eq!(variants.len(), 3);
    let sold_out = variants
        .iter()
        .find(|v| v["sku"] == phone.black_256.sku.as_str())
        .expect("a variant");
    assert_eq!(
        (sold_out["color"].as_str(), sold_out["size"].as_str()),
        (Some("Black"), Some("8/256 GB"))
    );
    assert_eq!(sold_out["offers"]["availability"], "https://schema.org/OutOfStock");
    assert!(
        sold_out["offers"]["url"]
            .as_str()
            .expect("url")
            .ends_with(&format!("?variant={}", phone.black_256.id.to_hex()))
    );
    assert!(
        page.contains(r#"<link rel="canonical""#),
        "one canonical address for every variant"
    );
}
