//! Cart and wishlist lines as shoppers see them: each with its product's current price and stock.

use crate::{
    catalog_view::{CatalogView, lookup},
    documents::{
        cart::{CartItemDocument, Line},
        product::ProductDocument,
        variant::VariantDocument,
    },
    failure::Failure,
    ids::parse_id,
    repository::{LineRepository, Repositories},
    responses::cart::LineResponse,
    texts,
};
use mongodb::bson::oid::ObjectId;
use serde::{Serialize, de::DeserializeOwned};
use shop_core::{Quantity, Text};
use std::sync::Arc;

/// What a shopper adds to the cart.
pub struct AddLine<'a> {
    pub customer_id: ObjectId,
    pub product_id: ObjectId,
    /// A variant of the product; none adds the one its page opens on.
    pub variant_id: Option<&'a str>,
    /// None adds the first quantity the core allows.
    pub quantity: Option<u32>,
}

/// Adds a variant of a product to the caller's cart; answers the line and
/// the product it is of.
pub async fn add(
    repositories: &Repositories,
    catalog: &CatalogView,
    add: AddLine<'_>,
) -> Result<(CartItemDocument, Arc<ProductDocument>), Failure> {
    let product = lookup::product(catalog, repositories, add.product_id)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))?;
    let variant = chosen_variant(repositories, &product, add.variant_id).await?;
    let stock = u32::try_from(variant.stock).unwrap_or(0);
    let quantity = match add.quantity {
        Some(requested) => Quantity::parse(requested, stock),
        None => Quantity::first_add(stock),
    }
    .map_err(|e| {
        Failure::Conflict(
            Text::new(texts::lists::LINE_REFUSED)
                .name("title", product.fields.title.as_str())
                .text("reason", e.text()),
        )
    })?;
    let line = CartItemDocument::new(add.customer_id, &product, &variant, i64::from(quantity.get()));
    repositories
        .cart
        .insert(&line)
        .await
        .map_err(Failure::duplicate_means(texts::lists::ALREADY_IN_CART))?;
    Ok((line, product))
}

/// The variant of `product` a shopper asked for, else the one its page opens on.
async fn chosen_variant(
    repositories: &Repositories,
    product: &ProductDocument,
    asked: Option<&str>,
) -> Result<VariantDocument, Failure> {
    let Some(asked) = asked else {
        return Ok(product.opening_variant(None).0);
    };
    let id = parse_id(asked, "variant_id")?;
    if let Some(variant) = product.variant(id) {
        return Ok(variant);
    }
    Err(match repositories.variants.product_of(id).await? {
        Some(_) => Failure::Refused(texts::catalog::VARIANT_OF_ANOTHER.into()),
        None => Failure::NotFound(texts::catalog::VARIANT_NOT_FOUND.into()),
    })
}

/// Units of a cart line's variant the shop has now (none when it is gone).
pub fn line_stock(line: &CartItemDocument, product: Option<&ProductDocument>) -> u32 {
    let stock = product.and_then(|p| match line.variant_id {
        Some(id) => p.variant(id).map(|v| v.stock),
        None => Some(p.fields.stock),
    });
    stock.map_or(0, |s| u32::try_from(s).unwrap_or(0))
}

/// The caller's cart lines.
pub async fn lines(
    repositories: &Repositories,
    catalog: &CatalogView,
    customer_id: ObjectId,
) -> Result<Vec<LineResponse>, Failure> {
    answered(&repositories.cart, repositories, catalog, customer_id).await
}

/// The caller's wishlist lines.
pub async fn wishlist(
    repositories: &Repositories,
    catalog: &CatalogView,
    customer_id: ObjectId,
) -> Result<Vec<LineResponse>, Failure> {
    answered(&repositories.wishlist, repositories, catalog, customer_id).await
}

/// A customer's lines of one kind with each product's current price and stock:
/// one database round trip, since the products come from the catalog view.
async fn answered<L>(
    kind: &LineRepository<L>,
    repositories: &Repositories,
    catalog: &CatalogView,
    customer_id: ObjectId,
) -> Result<Vec<LineResponse>, Failure>
where
    L: Line + Serialize + DeserializeOwned + Send + Sync + Unpin,
{
    let lines = kind.for_customer(customer_id).await?;
    let ids: Vec<ObjectId> = lines.iter().map(Line::product_id).collect();
    let products = lookup::products(catalog, repositories, &ids).await?;
    Ok(lines
        .into_iter()
        .map(|line| {
            let product = products.get(&line.product_id()).map(AsRef::as_ref);
            LineResponse::of(line, product)
        })
        .collect())
}
