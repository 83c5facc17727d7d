//! Cart and wishlist lines as shoppers see them: each with its product's current price and stock.

use crate::{
    catalog_view::{CatalogView, lookup},
    documents::cart::Line,
    repository::{LineRepository, Repositories},
    responses::cart::LineResponse,
    services::Failure,
};
use mongodb::bson::oid::ObjectId;
use serde::{Serialize, de::DeserializeOwned};

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
