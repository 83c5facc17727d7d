//! Phones sold as variants: the phone page's answer, the cart and checkout by
//! variant, the per-variant stock race, and data written before variants.

mod admin_grid;
mod alerts;
mod cart;
mod details;
mod legacy;
mod listing;
mod merge;
mod stock_race;
mod wire_costs;

use crate::helpers::{TestApp, TestUser};
use mongodb::bson::oid::ObjectId;
use reqwest::Method;
use serde_json::{Value, json};
use shop_core::{Money, variant::Axis};
use shop_server::{
    demo,
    documents::{
        product::ProductDocument,
        variant::{OptionValue, ProductOption, VariantDocument},
    },
};

/// A phone of the test catalog: storage 8/128 and 8/256 GB, colour Blue and
/// Black; 8/128 GB Black is not made, and 8/256 GB Black is sold out.
pub struct Phone {
    pub product: ProductDocument,
    pub blue_128: VariantDocument,
    pub blue_256: VariantDocument,
    pub black_256: VariantDocument,
}

fn option(axis: Axis, names: &[&str]) -> ProductOption {
    ProductOption {
        axis,
        values: names
            .iter()
            .map(|name| OptionValue {
                name: (*name).into(),
                swatch: (axis == Axis::Colour).then(|| "#1e3a8a".into()),
                warranty: None,
            })
            .collect(),
    }
}

/// Stores the test phone (made from the demo catalog's product `index`) with its variants.
pub async fn store_phone(app: &TestApp, index: u64) -> Phone {
    app.seed(0).await; // the brands
    let mut product = demo::generate(4_242, index).product;
    product.options = vec![
        option(Axis::Storage, &["8/128 GB", "8/256 GB"]),
        option(Axis::Colour, &["Blue", "Black"]),
    ];
    let sku = |tail: &str| format!("{}-{tail}", product.fields.slug);
    let variant = |tail: &str, values: [&str; 2], taka: i64, stock: i64| {
        let mut made = VariantDocument::new(
            product.id,
            sku(tail),
            values.iter().map(|v| (*v).to_owned()).collect(),
            Money::from_poisha(taka * 100),
            0,
            stock,
        )
        .expect("a price");
        made.rom_gb = Some(if values[0] == "8/256 GB" { 256 } else { 128 });
        made
    };
    let blue_128 = variant("128-blue", ["8/128 GB", "Blue"], 40_000, 5);
    let blue_256 = variant("256-blue", ["8/256 GB", "Blue"], 45_000, 8);
    let black_256 = variant("256-black", ["8/256 GB", "Black"], 44_000, 0);
    let variants = [blue_128.clone(), blue_256.clone(), black_256.clone()];
    shop_server::services::products::insert(&app.repositories, std::slice::from_ref(&product), &variants, &[])
        .await
        .expect("store the phone");
    app.refresh_catalog().await;
    Phone {
        product,
        blue_128,
        blue_256,
        black_256,
    }
}

/// A variant as stored now.
pub async fn stored_variant(app: &TestApp, id: ObjectId) -> VariantDocument {
    app.database()
        .await
        .collection::<VariantDocument>("variants")
        .find_one(mongodb::bson::doc! { "_id": id })
        .await
        .expect("read")
        .expect("the variant exists")
}

/// Saves a variant grid as `admin`: status and body.
pub async fn save(app: &TestApp, admin: &TestUser, id: &str, grid: &Value) -> (u16, Value) {
    app.send_json(
        Method::PUT,
        &format!("/api/product/{id}/variants"),
        Some(&admin.token),
        Some(grid),
    )
    .await
}

/// The grid as an admin's page loads it: every variant kept as it is.
pub fn loaded(page: &Value) -> Value {
    let rows: Vec<Value> = page["variants"]
        .as_array()
        .expect("variants")
        .iter()
        .map(|v| {
            json!({
                "_id": v["_id"], "values": v["values"], "sku": v["sku"], "price": v["price"].as_i64().map(|p| p / 100),
                "discount": v["discount"], "stock": v["stock"], "stock_was": v["stock"],
            })
        })
        .collect();
    json!({ "version": page["version"], "options": page["options"], "variants": rows })
}
