use super::*;
use crate::documents::variant::{OptionValue, ProductOption};
use mongodb::bson::{DateTime, doc, from_document};
use shop_core::variant::Axis;

fn product() -> ProductDocument {
    from_document(doc! {
        "_id": ObjectId::new(), "title": "Galaxy A55", "slug": "galaxy-a55", "brand": "Samsung",
        "brand_key": "samsung", "description": "", "price": 4_500_000_i64, "discount": 0_i64,
        "final_price": 4_500_000_i64, "stock": 7_i64, "sold": 2_i64, "rate": 0.0, "rating_count": 0_i64,
        "cover": "/a55.webp",
        "specs": { "ram_gb": 8_i64, "rom_gb": 128_i64, "battery_mah": 5000_i64, "display_inch": 6.6,
            "camera_mp": 50_i64, "network": "5G", "processor": "Exynos 1480" },
        "createdAt": DateTime::from_millis(0), "updatedAt": DateTime::from_millis(0),
    })
    .expect("reads")
}

fn option(axis: Axis, names: &[&str]) -> ProductOption {
    ProductOption {
        axis,
        values: names
            .iter()
            .map(|name| OptionValue {
                name: (*name).into(),
                swatch: None,
                warranty: None,
            })
            .collect(),
    }
}

fn variant(product: &ProductDocument, values: [&str; 2], price: i64, stock: i64) -> VariantDocument {
    VariantDocument {
        id: ObjectId::new(),
        product_id: product.id,
        sku: values.join("-"),
        values: values.iter().map(|v| (*v).to_owned()).collect(),
        price,
        discount: 0,
        final_price: price,
        stock,
        sold: 1,
        price_reference: None,
        pictures: Vec::new(),
        ram_gb: Some(if values[0].starts_with("12") { 12 } else { 8 }),
        rom_gb: Some(256),
        created_at: DateTime::from_millis(0),
        updated_at: DateTime::from_millis(0),
    }
}

#[test]
fn a_product_without_variants_is_its_own_one_variant() {
    let product = product();
    let sold = product.sold_variants();
    assert_eq!(sold.len(), 1);
    assert_eq!(
        (sold[0].id, sold[0].stock, sold[0].final_price),
        (product.id, 7, 4_500_000)
    );
    assert_eq!(sold[0].label(), "");
    assert_eq!(product.opening_variant(None), (sold[0].clone(), false));
    assert!(
        product.opening_variant(Some(ObjectId::new())).1,
        "an unknown variant is said to be missing"
    );
    assert!(!product.has_variants());
}

#[test]
fn a_phone_shows_the_variant_it_opens_on_and_sums_its_stock() {
    let mut phone = product();
    phone.options = vec![
        option(Axis::Storage, &["8/256 GB", "12/256 GB"]),
        option(Axis::Colour, &["Blue", "Black"]),
    ];
    let variants = vec![
        variant(&phone, ["12/256 GB", "Black"], 5_500_000, 2),
        variant(&phone, ["8/256 GB", "Black"], 4_800_000, 0),
        variant(&phone, ["8/256 GB", "Blue"], 4_900_000, 3),
    ];
    let phone = phone.with_variants(variants);
    let labels: Vec<String> = phone.variants.iter().map(VariantDocument::label).collect();
    assert_eq!(
        labels,
        ["8/256 GB · Blue", "8/256 GB · Black", "12/256 GB · Black"],
        "in the axes' order"
    );
    assert_eq!(
        phone.fields.final_price, 4_900_000,
        "the cheapest in stock, not the sold-out cheaper one"
    );
    assert_eq!((phone.fields.stock, phone.fields.sold), (5, 3));
    assert_eq!(phone.fields.specs.ram_gb, 8);
    let twelve = phone.variants[2].id;
    let (opened, missing) = phone.opening_variant(Some(twelve));
    assert_eq!((opened.final_price, missing), (5_500_000, false));
    assert!(
        phone.variant(phone.id).is_none(),
        "the product is no variant of itself once it has variants"
    );
}
