//! Brands' use cases for admins: a name checked by the core (its slug made
//! from it), unique; a rename carries the brand's phones along; a brand with
//! phones is not deleted.

use crate::{
    catalog_view::CatalogView, documents::brand::BrandDocument, failure::Failure, repository::Repositories, texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Text, validation};

/// A brand name checked by the core, and its slug.
fn name_and_slug(name: &str) -> Result<(String, String), Failure> {
    let (name, slug) = validation::brand_name(name)
        .map_err(|e| Failure::Refused(Text::new(texts::catalog::BRAND_NAME_REFUSED).text("reason", e.text())))?;
    Ok((name.to_owned(), slug))
}

fn not_found() -> Failure {
    Failure::NotFound(texts::catalog::BRAND_NOT_FOUND.into())
}

/// Adds a brand named `name`.
pub async fn add(repositories: &Repositories, name: &str) -> Result<BrandDocument, Failure> {
    let (name, slug) = name_and_slug(name)?;
    let brand = BrandDocument {
        id: ObjectId::new(),
        name,
        slug,
        created_at: DateTime::now(),
    };
    repositories
        .brands
        .insert(&brand)
        .await
        .map_err(Failure::duplicate_means(texts::catalog::BRAND_TAKEN))?;
    Ok(brand)
}

/// Renames brand `id`, and its phones with it (in the store and the catalog view).
pub async fn rename(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
    name: &str,
) -> Result<BrandDocument, Failure> {
    let (name, slug) = name_and_slug(name)?;
    let old = repositories.brands.find_by_id(id).await?.ok_or_else(not_found)?;
    let renamed = repositories
        .brands
        .rename(id, &name, &slug)
        .await
        .map_err(Failure::duplicate_means(texts::catalog::BRAND_TAKEN))?
        .ok_or_else(not_found)?;
    repositories.products.rename_brand(&old.name, &name).await?;
    catalog.upsert(repositories.products.by_brand(&name).await?)?;
    Ok(renamed)
}

/// Deletes brand `id`, refused while phones carry it.
pub async fn remove(repositories: &Repositories, id: ObjectId) -> Result<(), Failure> {
    let brand = repositories.brands.find_by_id(id).await?.ok_or_else(not_found)?;
    let products = repositories.products.count_by_brand(&brand.name).await?;
    if products > 0 {
        return Err(Failure::Conflict(
            Text::new(texts::catalog::BRAND_HAS_PRODUCTS)
                .name("brand", brand.name.as_str())
                .count("products", products),
        ));
    }
    repositories.brands.delete(id).await?;
    Ok(())
}
