//! Products and their pictures, as stored in `products` and `images`.

use super::{
    picture::Picture,
    variant::{ProductOption, VariantDocument},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{Money, ProductSpecs, ShownDiscount, price_history, validation::PhoneSpecs};

/// What a product is, as stored and as the API answers it. Money fields are poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ProductFields {
    pub title: String,
    pub slug: String,
    pub brand: String,
    pub description: String,
    pub price: i64,
    pub discount: i64,
    /// Price after discount, computed by the core when the product is written.
    pub final_price: i64,
    pub stock: i64,
    pub sold: i64,
    pub rate: f64,
    pub rating_count: i64,
    pub cover: String,
    pub specs: PhoneSpecs,
}

/// A product in the `products` collection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProductDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    #[serde(flatten)]
    pub fields: ProductFields,
    /// Lower-case brand, for case-insensitive brand filters on an index.
    pub brand_key: String,
    /// Sum of every rating, so the average follows new reviews without rereading them.
    #[serde(default)]
    pub rating_sum: i64,
    /// How many wishlists hold the product (the home page's favourites).
    #[serde(default)]
    pub wishlist_count: i64,
    /// The account that listed the product.
    #[serde(default)]
    pub created_by: Option<ObjectId>,
    /// Counts admin edits, so an edit made on an older version is refused
    /// instead of undoing the newer one. Checkouts and reviews leave it alone.
    #[serde(default)]
    pub version: i64,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
    /// The cover's size and renditions; none for a cover stored before they
    /// were kept, or one that is not a stored image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cover_picture: Option<Picture>,
    /// The price the current discount is measured from, set by the core's
    /// honest-discount rule when the price changes (`shop_core::price_history`);
    /// none for a product stored before it was kept, whose reference is its
    /// undiscounted price.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub price_reference: Option<i64>,
    /// Other names the search finds it by, given by an admin
    /// (`shop_core::search::shop_aliases`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub search_aliases: Vec<String>,
    /// The option axes its variants vary by, in page order; none for a
    /// product that is its own one variant.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<ProductOption>,
    /// Its variants from `variants`, attached when it is read
    /// ([`ProductDocument::with_variants`]); never stored on the product.
    #[serde(skip)]
    pub variants: Vec<VariantDocument>,
}

impl ProductDocument {
    /// Whether and how its discount may be shown, by the core's honest-discount
    /// rule against the reference stored with its current price.
    pub fn shown_discount(&self) -> ShownDiscount {
        Self::shown_discount_of(&self.fields, self.price_reference)
    }

    /// [`Self::shown_discount`] of these fields against this reference
    /// (none: the undiscounted price).
    pub fn shown_discount_of(f: &ProductFields, price_reference: Option<i64>) -> ShownDiscount {
        price_history::shown_discount(
            Money::from_poisha(price_reference.unwrap_or(f.price)),
            Money::from_poisha(f.final_price),
            u32::try_from(f.discount).unwrap_or(0),
        )
    }

    /// The warranty `variant` is sold with: its edition's, when the admin stated one.
    pub fn warranty_of(&self, variant: &VariantDocument) -> Option<String> {
        self.options
            .iter()
            .position(|option| option.axis == shop_core::variant::Axis::Edition)
            .and_then(|at| {
                let edition = variant.values.get(at)?;
                self.options[at]
                    .values
                    .iter()
                    .find(|v| &v.name == edition)?
                    .warranty
                    .clone()
            })
            .filter(|warranty| !warranty.trim().is_empty())
    }

    /// The specs the core's filter predicate looks at.
    pub fn filter_specs(&self) -> ProductSpecs {
        let whole = |v: i64| u32::try_from(v).unwrap_or(0);
        let f = &self.fields;
        ProductSpecs {
            brand: f.brand.clone(),
            price: Money::from_poisha(f.final_price),
            ram_gb: whole(f.specs.ram_gb),
            rom_gb: whole(f.specs.rom_gb),
            battery_mah: whole(f.specs.battery_mah),
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            display_tenths: (f.specs.display_inch * 10.0).round().max(0.0) as u32,
            camera_mp: whole(f.specs.camera_mp),
        }
    }
}

/// An image stored in MongoDB, served at `/api/images/{id}`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ImageDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub content_type: String,
    pub data: mongodb::bson::Binary,
    /// Size and renditions; none for an image stored before they were kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<Picture>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use mongodb::bson::{Document, doc, from_document, to_document};

    fn stored(extra: Document) -> Document {
        let mut product = doc! {
            "_id": ObjectId::new(), "title": "Galaxy A15", "slug": "galaxy-a15", "brand": "Samsung",
            "brand_key": "samsung", "description": "", "price": 1_999_900_i64, "discount": 5_i64,
            "final_price": 1_899_905_i64, "stock": 3_i64, "sold": 1_i64, "rate": 4.5, "rating_count": 2_i64,
            "cover": "/favicon.svg",
            "specs": { "ram_gb": 8_i64, "rom_gb": 128_i64, "battery_mah": 5000_i64, "display_inch": 6.5,
                "camera_mp": 50_i64, "network": "4G", "processor": "Helio G99" },
            "createdAt": DateTime::from_millis(0), "updatedAt": DateTime::from_millis(0),
        };
        product.extend(extra);
        product
    }

    #[test]
    fn products_stored_before_the_later_counters_read_with_them_at_zero() {
        let product: ProductDocument = from_document(stored(doc! {})).expect("reads");
        assert_eq!((product.rating_sum, product.wishlist_count, product.version), (0, 0, 0));
        assert_eq!(product.created_by, None);
        assert_eq!(product.fields.final_price, 1_899_905);
    }

    #[test]
    fn a_product_is_written_flat_under_the_names_it_is_read_by() {
        let full = stored(doc! {
            "rating_sum": 9_i64, "wishlist_count": 1_i64, "created_by": ObjectId::new(), "version": 2_i64,
            "price_reference": 1_999_900_i64,
        });
        let product: ProductDocument = from_document(full.clone()).expect("reads");
        let written = to_document(&product).expect("writes");
        let mut names: Vec<_> = written.keys().collect();
        let mut expected: Vec<_> = full.keys().collect();
        names.sort();
        expected.sort();
        assert_eq!(names, expected);
        assert_eq!(from_document::<ProductDocument>(written).expect("reads back"), product);
    }
}
