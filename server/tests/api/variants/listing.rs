use super::store_phone;
use crate::helpers::spawn_app;
use serde_json::Value;

/// The one card of a listing of the test catalog (one phone), and the facets.
async fn card(app: &crate::helpers::TestApp, query: &str) -> (Option<Value>, Value) {
    let (status, body) = app.get_json(&format!("/api/products?{query}")).await;
    assert_eq!(status, 200, "{body}");
    let products = body["products"].as_array().expect("products");
    assert!(products.len() <= 1, "one card per phone: {body}");
    assert_eq!(body["totalProducts"], products.len(), "{body}");
    (products.first().cloned(), body["facets"].clone())
}

fn counts(facet: &Value) -> Vec<(u64, u64)> {
    facet
        .as_array()
        .expect("a facet")
        .iter()
        .map(|v| (v["value"].as_u64().expect("value"), v["count"].as_u64().expect("count")))
        .collect()
}

#[tokio::test]
async fn a_phone_is_one_card_from_its_cheapest_in_stock_and_filters_show_the_variant_they_match() {
    let app = spawn_app().await;
    // 8/128 Blue 40,000 TK (5 in stock), 8/256 Blue 45,000 (8), 8/256 Black 44,000 (sold out).
    let phone = store_phone(&app, 0).await;

    let (shown, facets) = card(&app, "").await;
    let shown = shown.expect("the phone is listed");
    assert_eq!(shown["_id"], phone.product.id.to_hex());
    assert_eq!(shown["from_price"], phone.blue_128.final_price);
    assert_eq!(shown["from_price_text"], "40,000.00 TK");
    assert_eq!(shown["final_price"], phone.blue_128.final_price);
    assert_eq!(shown["variant_count"], 3);
    let colours: Vec<&str> = shown["colours"]
        .as_array()
        .expect("colours")
        .iter()
        .map(|c| c["name"].as_str().expect("name"))
        .collect();
    assert_eq!(colours, ["Blue", "Black"]);
    assert!(shown.get("matched_variant").is_none(), "{shown}");
    // Facets count phones: one phone with two 256 GB variants counts once.
    assert_eq!(counts(&facets["rom"]), [(128, 1), (256, 1)]);

    // 256 GB: the card shows 8/256 Blue, the cheapest 256 GB variant in stock.
    let (shown, _) = card(&app, "rom=256").await;
    let shown = shown.expect("a variant has 256 GB");
    assert_eq!(shown["matched_variant"], phone.blue_256.id.to_hex());
    assert_eq!(shown["final_price"], phone.blue_256.final_price);
    assert_eq!(shown["specs"]["rom_gb"], 256);
    assert_eq!(shown["stock"], 8, "the matched variant's stock");
    assert_eq!(
        shown["from_price"], phone.blue_128.final_price,
        "the phone's from price stays"
    );

    // A price range picks the variants in it.
    let (shown, _) = card(&app, "minPrice=43000").await;
    assert_eq!(
        shown.expect("two variants cost more")["matched_variant"],
        phone.blue_256.id.to_hex()
    );
    let (shown, _) = card(&app, "maxPrice=42000").await;
    let shown = shown.expect("8/128 Blue costs less");
    assert!(shown.get("matched_variant").is_none(), "the first variant: {shown}");

    // Storage from one variant and price from another make no match...
    let (shown, facets) = card(&app, "rom=128&minPrice=43000").await;
    assert!(shown.is_none());
    // ...and the facets say what each choice would show.
    assert_eq!(
        counts(&facets["rom"]),
        [(256, 1)],
        "256 GB variants cost over 43,000 TK"
    );
    let price_buckets: u64 = facets["price"]
        .as_array()
        .expect("price facet")
        .iter()
        .map(|b| b["count"].as_u64().expect("count"))
        .sum();
    assert!(price_buckets >= 1, "8/128 GB in its price bucket: {facets}");

    let (shown, _) = card(&app, "rom=512").await;
    assert!(shown.is_none(), "no variant has 512 GB");
}
