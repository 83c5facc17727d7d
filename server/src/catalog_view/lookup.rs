//! Products by id for carts, wishlists and product pages: from the view when
//! it holds them (no database round trip), else from MongoDB. The view lags
//! other instances' writes by at most a sync interval, so a product another
//! instance added a moment ago is still found; prices and stock shown here are
//! a display, and checkout re-reads both inside its transaction.

use super::CatalogView;
use crate::{documents::product::ProductDocument, repository::Repositories, repository::RepositoryError};
use mongodb::bson::oid::ObjectId;
use std::{collections::HashMap, sync::Arc};

/// One product, or `None` when neither the view nor the database has it.
pub async fn product(
    view: &CatalogView,
    repositories: &Repositories,
    id: ObjectId,
) -> Result<Option<Arc<ProductDocument>>, RepositoryError> {
    if let Some(product) = view.product(&id) {
        return Ok(Some(product));
    }
    Ok(repositories.products.find_by_id(id).await?.map(Arc::new))
}

/// The products with these ids that exist, keyed by id.
pub async fn products(
    view: &CatalogView,
    repositories: &Repositories,
    ids: &[ObjectId],
) -> Result<HashMap<ObjectId, Arc<ProductDocument>>, RepositoryError> {
    let mut found = view.products(ids);
    let missing: Vec<ObjectId> = ids.iter().filter(|id| !found.contains_key(id)).copied().collect();
    if !missing.is_empty() {
        for product in repositories.products.find_by_ids(&missing).await? {
            found.insert(product.id, Arc::new(product));
        }
    }
    Ok(found)
}
