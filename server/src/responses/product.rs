//! Products and catalog pages as the API answers them.

use super::{
    picture::PictureAnswer,
    rfc3339,
    variant::{OptionAnswer, VariantAnswer},
};
use crate::catalog_view::Listed;
use crate::documents::{
    product::{ProductDocument, ProductFields},
    variant::VariantDocument,
};
use serde::{Deserialize, Serialize};
use shop_core::Money;

/// A product as the API answers it: `_id` as a hex string, dates in RFC 3339
/// under both `createdAt` and `created_at`, money in poisha.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ProductResponse {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(flatten)]
    pub fields: ProductFields,
    pub created_by: Option<String>,
    /// Send it back with an edit (`PUT /api/product/{id}`).
    pub version: i64,
    /// `price` as the shop prints it (`28,999.00 TK`), by the core's rule, so a
    /// page shows prices before the browser has loaded the core.
    pub price_text: String,
    /// `final_price` (after the discount) as the shop prints it.
    pub final_price_text: String,
    /// Whether the discount may be shown (the reference struck through and
    /// "-N%"): only when the price is a whole percent below the lowest price
    /// of the 30 days before it took effect (the core's honest-discount rule).
    pub discount_shown: bool,
    /// The price the discount is measured from (poisha).
    pub reference_price: i64,
    pub reference_price_text: String,
    /// The whole percent below `reference_price`; 0 when not shown.
    pub shown_discount_percent: u32,
    #[serde(rename = "createdAt")]
    pub created_at: String,
    #[serde(rename = "created_at")]
    pub created_at_snake: String,
    /// The cover's size and WebP copies for `srcset`; null for a cover
    /// stored before they were kept (then `cover` alone is the picture).
    pub cover_picture: Option<PictureAnswer>,
    /// The phone's "from" price: the lowest final price among its variants
    /// in stock, else among all (the core's rule); `final_price` for a
    /// product sold as itself.
    pub from_price: i64,
    pub from_price_text: String,
    /// How many variants it sells (1 for a product sold as itself).
    pub variant_count: usize,
    /// The colours its variants come in, for a card's swatches.
    pub colours: Vec<ColourSwatch>,
    /// In a listing whose RAM, storage or price filters matched a variant
    /// other than the one the page opens on: that variant, whose price and
    /// RAM/storage the fields show (its page is `?variant=` this).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matched_variant: Option<String>,
}

/// A colour of a phone: its name and its swatch as CSS hex.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ColourSwatch {
    pub name: String,
    pub swatch: Option<String>,
}

impl From<ProductDocument> for ProductResponse {
    fn from(doc: ProductDocument) -> Self {
        ProductResponse::from(&doc)
    }
}

/// Copies only what the answer shows (a phone's variants stay behind).
impl From<&ProductDocument> for ProductResponse {
    fn from(doc: &ProductDocument) -> Self {
        ProductResponse::showing(doc, None)
    }
}

impl ProductResponse {
    /// `doc` as it shows on `variant` (its price, discount, stock, sold
    /// count, RAM/storage and first picture), or as stored. Copies only what
    /// the answer shows: a listing makes twenty of these per answer.
    pub fn showing(doc: &ProductDocument, variant: Option<&VariantDocument>) -> Self {
        let created = rfc3339(doc.created_at);
        let mut fields = doc.fields.clone();
        let mut price_reference = doc.price_reference;
        let mut cover_picture = doc.cover_picture.as_ref();
        if let Some(variant) = variant {
            variant.show_on(&mut fields);
            price_reference = variant.price_reference;
            if let Some(picture) = variant.pictures.first() {
                fields.cover.clone_from(picture);
                cover_picture = None;
            }
        }
        let shown = ProductDocument::shown_discount_of(&fields, price_reference);
        let from_price = doc.from_price();
        let colours = doc
            .colours()
            .into_iter()
            .map(|colour| ColourSwatch {
                name: colour.name.clone(),
                swatch: colour.swatch.clone(),
            })
            .collect();
        ProductResponse {
            from_price: from_price.poisha(),
            from_price_text: from_price.format_tk(),
            variant_count: doc.variant_count(),
            colours,
            matched_variant: None,
            discount_shown: shown.shown,
            reference_price: shown.reference_price.poisha(),
            reference_price_text: shown.reference_price.format_tk(),
            shown_discount_percent: shown.percent,
            price_text: Money::from_poisha(fields.price).format_tk(),
            final_price_text: Money::from_poisha(fields.final_price).format_tk(),
            id: doc.id.to_hex(),
            fields,
            created_by: doc.created_by.map(|id| id.to_hex()),
            version: doc.version,
            created_at: created.clone(),
            created_at_snake: created,
            cover_picture: cover_picture.map(PictureAnswer::from),
        }
    }

    /// A listing's card: the product, shown on the variant its filters matched.
    pub fn listed(listed: &Listed) -> Self {
        let product = &listed.product;
        let matched = listed
            .variant
            .and_then(|id| product.variants.iter().find(|v| v.id == id));
        match matched {
            Some(variant) => ProductResponse {
                matched_variant: Some(variant.id.to_hex()),
                ..ProductResponse::showing(product, Some(variant))
            },
            None => ProductResponse::showing(product, None),
        }
    }
}

/// A phone page's answer: the spec's product fields as the phone shows on
/// one variant (its price, stock and RAM/storage), with the phone's option
/// axes and every variant it sells.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProductDetails {
    #[serde(flatten)]
    pub product: ProductResponse,
    /// The axes its variants vary by, in page order; empty for a product
    /// that is its own one variant.
    pub options: Vec<OptionAnswer>,
    /// Every variant it sells (at least one), in the axes' order.
    pub variants: Vec<VariantAnswer>,
    /// The variant the product fields show.
    pub variant_id: String,
}

impl ProductDetails {
    /// `product` as shown on `variant`, one of its variants.
    pub fn of(product: &ProductDocument, variant: &VariantDocument) -> Self {
        ProductDetails {
            product: ProductResponse::showing(product, Some(variant)),
            options: product.options.iter().map(OptionAnswer::from).collect(),
            variants: product.sold_variants().iter().map(VariantAnswer::from).collect(),
            variant_id: variant.id.to_hex(),
        }
    }
}

/// One page of the catalog.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductPage {
    pub products: Vec<ProductResponse>,
    pub total_products: u64,
    pub page: u32,
    pub per_page: u32,
    pub facets: crate::catalog_view::Facets,
    /// For a search that found nothing: a query near it that finds phones
    /// ("did you mean"), as the shop reads queries (`motorola edge`).
    pub did_you_mean: Option<String>,
}

impl ProductPage {
    /// The answer for a page of the catalog view's listing for `query`.
    pub fn of(page: crate::catalog_view::ListingPage, query: &shop_core::ListingQuery) -> Self {
        ProductPage {
            products: page.products.iter().map(ProductResponse::listed).collect(),
            total_products: page.total as u64,
            page: query.page,
            per_page: query.per_page,
            facets: page.facets,
            did_you_mean: page.did_you_mean,
        }
    }
}

/// The home page's five sections, in one answer.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeSections {
    pub latest: Vec<ProductResponse>,
    pub top_favorites: Vec<ProductResponse>,
    pub top_sales: Vec<ProductResponse>,
    pub top_discount: Vec<ProductResponse>,
    pub top_rating: Vec<ProductResponse>,
}
