//! The cart as shoppers see it: each line with its product's current price and stock.

use crate::{
    answers::cart::LineResponse,
    catalog_view::{CatalogView, lookup},
    error::ApiError,
    repository::Repositories,
};
use mongodb::bson::oid::ObjectId;

/// The caller's cart lines with each product's current price and stock: one
/// database round trip, since the products come from the catalog view.
pub async fn lines(
    repositories: &Repositories,
    catalog: &CatalogView,
    customer_id: ObjectId,
) -> Result<Vec<LineResponse>, ApiError> {
    let lines = repositories.cart.for_customer(customer_id).await?;
    let ids: Vec<ObjectId> = lines.iter().map(|l| l.product_id).collect();
    let products = lookup::products(catalog, repositories, &ids).await?;
    Ok(lines
        .into_iter()
        .map(|line| {
            let product = products.get(&line.product_id).map(AsRef::as_ref);
            LineResponse::cart(line, product)
        })
        .collect())
}
