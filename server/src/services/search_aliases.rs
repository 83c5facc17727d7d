//! The names an admin gives a phone for the search: checked by the core,
//! stored with the phone, and searchable on this instance at once (the
//! others follow through the catalog's change feed).

use crate::{
    catalog_view::CatalogView, documents::product::ProductDocument, failure::Failure, repository::Repositories, texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::search::shop_aliases::{self, AliasError, MAX_ALIASES};

/// The phone's aliases.
pub async fn of(repositories: &Repositories, id: ObjectId) -> Result<Vec<String>, Failure> {
    Ok(stored(repositories, id).await?.search_aliases)
}

/// Adds `alias` to the phone's aliases; the aliases it has now.
pub async fn add(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
    alias: &str,
) -> Result<Vec<String>, Failure> {
    let phone = stored(repositories, id).await?;
    let alias = shop_aliases::check_alias(alias, &phone.search_aliases).map_err(refusal)?;
    if !repositories
        .products
        .add_search_alias(id, &alias, MAX_ALIASES, DateTime::now())
        .await?
    {
        // Gone meanwhile, or filled by another admin since it was read.
        stored(repositories, id).await?;
        return Err(refusal(AliasError::TooMany));
    }
    shown(repositories, catalog, id).await
}

/// Takes `alias` off the phone's aliases; the aliases it has now.
pub async fn remove(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
    alias: &str,
) -> Result<Vec<String>, Failure> {
    if !repositories
        .products
        .remove_search_alias(id, alias, DateTime::now())
        .await?
    {
        return Err(not_found());
    }
    shown(repositories, catalog, id).await
}

/// The phone as stored now, put in this instance's catalog view: its aliases.
async fn shown(repositories: &Repositories, catalog: &CatalogView, id: ObjectId) -> Result<Vec<String>, Failure> {
    let phone = stored(repositories, id).await?;
    catalog.upsert(vec![phone.clone()])?;
    Ok(phone.search_aliases)
}

async fn stored(repositories: &Repositories, id: ObjectId) -> Result<ProductDocument, Failure> {
    repositories.products.find_by_id(id).await?.ok_or_else(not_found)
}

fn not_found() -> Failure {
    Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into())
}

fn refusal(error: AliasError) -> Failure {
    match error {
        AliasError::KeptAlready | AliasError::TooMany => Failure::Conflict(error.text()),
        _ => Failure::Refused(error.text()),
    }
}
