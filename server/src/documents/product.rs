//! Products and their pictures, as stored in `products` and `images`.

use mongodb::bson::{DateTime, oid::ObjectId};
use serde::{Deserialize, Serialize};
use shop_core::{Money, ProductSpecs, validation::PhoneSpecs};

/// A product in the `products` collection. Money fields are poisha.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProductDocument {
    #[serde(rename = "_id")]
    pub id: ObjectId,
    pub title: String,
    pub slug: String,
    pub brand: String,
    /// Lower-case brand, for case-insensitive brand filters on an index.
    pub brand_key: String,
    pub description: String,
    pub price: i64,
    pub discount: i64,
    /// Price after discount, computed by the core when the product is written.
    pub final_price: i64,
    pub stock: i64,
    pub sold: i64,
    pub rate: f64,
    pub rating_count: i64,
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
    pub cover: String,
    pub specs: PhoneSpecs,
    #[serde(rename = "createdAt")]
    pub created_at: DateTime,
    #[serde(rename = "updatedAt")]
    pub updated_at: DateTime,
}

impl ProductDocument {
    /// The specs the core's filter predicate looks at.
    pub fn filter_specs(&self) -> ProductSpecs {
        let whole = |v: i64| u32::try_from(v).unwrap_or(0);
        ProductSpecs {
            brand: self.brand.clone(),
            price: Money::from_poisha(self.final_price),
            ram_gb: whole(self.specs.ram_gb),
            rom_gb: whole(self.specs.rom_gb),
            battery_mah: whole(self.specs.battery_mah),
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            display_tenths: (self.specs.display_inch * 10.0).round().max(0.0) as u32,
            camera_mp: whole(self.specs.camera_mp),
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
}
