//! Structured data (schema.org, as JSON-LD) for search results: a phone as a
//! `Product` with its offer and rating, or, sold in variants, as a
//! `ProductGroup` whose `hasVariant` lists each variant with its own offer.

use super::Site;
use crate::documents::product::ProductDocument;
use serde_json::{Value, json};
use shop_core::{Money, RatingSummary, variant::Axis};

const IN_STOCK: &str = "https://schema.org/InStock";
const OUT_OF_STOCK: &str = "https://schema.org/OutOfStock";

/// A phone as a schema.org `Product` sold at `url`: the price it sells for
/// (after its discount) in TK, whether it is in stock, and its rating when
/// it has one.
pub fn product(product: &ProductDocument, url: &str, site: &Site) -> Value {
    if product.has_variants() {
        return product_group(product, url, site);
    }
    let fields = &product.fields;
    let mut data = json!({
        "@context": "https://schema.org",
        "@type": "Product",
        "name": fields.title,
        "sku": product.id.to_hex(),
        "description": fields.description,
        "brand": { "@type": "Brand", "name": fields.brand },
        "offers": {
            "@type": "Offer",
            "url": url,
            "price": Money::from_poisha(fields.final_price).to_tk_text(),
            "priceCurrency": "BDT",
            "availability": if fields.stock > 0 { IN_STOCK } else { OUT_OF_STOCK },
            "itemCondition": "https://schema.org/NewCondition",
        },
    });
    described(product, &mut data, site);
    data
}

/// A phone sold in variants: a `ProductGroup` varying by its axes, each
/// variant a `Product` with its SKU, values and offer at its own address.
fn product_group(product: &ProductDocument, url: &str, site: &Site) -> Value {
    let fields = &product.fields;
    let varies_by: Vec<&str> = product
        .options
        .iter()
        .map(|option| match option.axis {
            Axis::Colour => "https://schema.org/color",
            Axis::Storage => "https://schema.org/size",
            Axis::Edition => "edition",
        })
        .collect();
    let variants: Vec<Value> = product
        .variants
        .iter()
        .map(|variant| {
            let mut item = json!({
                "@type": "Product",
                "name": format!("{} {}", fields.title, variant.label()),
                "sku": variant.sku,
                "offers": {
                    "@type": "Offer",
                    "url": format!("{url}?variant={}", variant.id.to_hex()),
                    "price": Money::from_poisha(variant.final_price).to_tk_text(),
                    "priceCurrency": "BDT",
                    "availability": if variant.stock > 0 { IN_STOCK } else { OUT_OF_STOCK },
                    "itemCondition": "https://schema.org/NewCondition",
                },
            });
            for (option, value) in product.options.iter().zip(&variant.values) {
                match option.axis {
                    Axis::Colour => item["color"] = json!(value),
                    Axis::Storage => item["size"] = json!(value),
                    Axis::Edition => {
                        item["additionalProperty"] =
                            json!([{ "@type": "PropertyValue", "name": "Edition", "value": value }]);
                    }
                }
            }
            if let Some(picture) = variant.pictures.first().and_then(|p| site.picture(p)) {
                item["image"] = json!([picture]);
            }
            item
        })
        .collect();
    let mut data = json!({
        "@context": "https://schema.org",
        "@type": "ProductGroup",
        "name": fields.title,
        "productGroupID": product.id.to_hex(),
        "url": url,
        "description": fields.description,
        "brand": { "@type": "Brand", "name": fields.brand },
        "variesBy": varies_by,
        "hasVariant": variants,
    });
    described(product, &mut data, site);
    data
}

/// The picture and the rating a phone's data carries either way.
fn described(product: &ProductDocument, data: &mut Value, site: &Site) {
    let fields = &product.fields;
    if let Some(picture) = site.picture(&fields.cover) {
        data["image"] = json!([picture]);
    }
    let ratings = RatingSummary {
        sum: u64::try_from(product.rating_sum).unwrap_or(0),
        count: u64::try_from(fields.rating_count).unwrap_or(0),
    };
    if ratings.count > 0 {
        let tenths = ratings.average_tenths();
        data["aggregateRating"] = json!({
            "@type": "AggregateRating",
            "ratingValue": format!("{}.{}", tenths / 10, tenths % 10),
            "ratingCount": ratings.count,
            "bestRating": "5",
            "worstRating": "1",
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::documents::product::ProductFields;
    use mongodb::bson::{DateTime, oid::ObjectId};
    use shop_core::validation::PhoneSpecs;

    fn phone(stock: i64, ratings: (i64, i64)) -> ProductDocument {
        ProductDocument {
            id: ObjectId::parse_str("665f1c2e9b1e8a3d4c5b6a70").expect("id"),
            fields: ProductFields {
                title: "Galaxy A55".into(),
                slug: "galaxy-a55-5b6a70".into(),
                brand: "Samsung".into(),
                description: "A phone.".into(),
                price: 3_000_000,
                discount: 3,
                final_price: 2_899_900,
                stock,
                sold: 0,
                rate: 0.0,
                rating_count: ratings.1,
                cover: "/api/images/665f1c2e9b1e8a3d4c5b6a70".into(),
                specs: PhoneSpecs::default(),
            },
            brand_key: "samsung".into(),
            rating_sum: ratings.0,
            wishlist_count: 0,
            created_by: None,
            version: 0,
            created_at: DateTime::from_millis(0),
            updated_at: DateTime::from_millis(0),
            cover_picture: None,
            price_reference: None,
            search_aliases: Vec::new(),
            options: Vec::new(),
            variants: Vec::new(),
        }
    }

    #[test]
    fn a_phone_in_stock_offers_its_price_in_taka() {
        let site = Site::new("https://shop.example");
        let data = product(&phone(3, (17, 4)), "https://shop.example/p", &site);
        assert_eq!(data["@type"], "Product");
        assert_eq!(data["brand"], json!({ "@type": "Brand", "name": "Samsung" }));
        assert_eq!(
            data["image"][0],
            "https://shop.example/api/images/665f1c2e9b1e8a3d4c5b6a70"
        );
        assert_eq!(data["offers"]["price"], "28999.00");
        assert_eq!(data["offers"]["priceCurrency"], "BDT");
        assert_eq!(data["offers"]["availability"], IN_STOCK);
        assert_eq!(data["offers"]["url"], "https://shop.example/p");
        assert_eq!(data["aggregateRating"]["ratingValue"], "4.3");
        assert_eq!(data["aggregateRating"]["ratingCount"], 4);
    }

    #[test]
    fn a_phone_out_of_stock_without_ratings() {
        let data = product(&phone(0, (0, 0)), "u", &Site::new("https://shop.example"));
        assert_eq!(data["offers"]["availability"], OUT_OF_STOCK);
        assert!(data.get("aggregateRating").is_none());
    }
}
