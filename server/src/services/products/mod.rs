//! The admin's catalog: adding, editing and deleting products. Every field is
//! checked by the core and prices are computed by the core.

mod edit;

pub use edit::edit;

use crate::texts;
use crate::{
    catalog_view::CatalogView,
    documents::{
        price_history::PricePointDocument,
        product::{ProductDocument, ProductFields},
        variant::VariantDocument,
    },
    failure::Failure,
    repository::{ProductChanges, Repositories, RepositoryError},
    services::pictures,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use serde_json::Value;
use shop_core::Text;
use shop_core::{
    Money, price_history,
    slug::{brand_key, product_slug, slugify},
    validation::{self, FieldError, PhoneSpecs, ProductForm},
};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ProductRequest {
    pub title: String,
    pub brand: String,
    /// TK as text (`"45999.50"`) or as a number.
    #[schema(value_type = TkAmount, example = "45999.50")]
    pub price: Value,
    #[serde(default)]
    pub discount: i64,
    pub stock: i64,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub cover: String,
    /// The same fields as stored.
    pub specs: PhoneSpecs,
    /// On an edit: the product's `version` when the form was loaded.
    #[serde(default)]
    pub version: Option<i64>,
    /// On an edit: the stock the form showed when it was loaded; only the
    /// difference to `stock` is applied, so units sold meanwhile stay sold.
    #[serde(default)]
    pub stock_was: Option<i64>,
}

/// How a price may be sent: TK as text (`"45999.50"`) or as a number; the
/// core parses either (a number through its shortest decimal text).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(untagged)]
#[allow(dead_code, reason = "describes `ProductRequest::price` to the OpenAPI document")]
pub enum TkAmount {
    Text(String),
    Number(f64),
}

/// A product's fields, checked, with the brand as stored and the price parsed.
struct CheckedProduct {
    title: String,
    brand: String,
    price: Money,
    discount: u32,
    stock: i64,
    description: String,
    cover: String,
    specs: PhoneSpecs,
}

fn prefixed(prefix: &str, errors: Vec<FieldError>) -> Vec<FieldError> {
    errors
        .into_iter()
        .map(|e| FieldError {
            field: format!("{prefix}{}", e.field),
            ..e
        })
        .collect()
}

async fn check(repositories: &Repositories, request: ProductRequest) -> Result<CheckedProduct, Failure> {
    let price_text = match &request.price {
        Value::String(text) => text.clone(),
        Value::Number(number) => number.to_string(),
        _ => String::new(),
    };
    let form = ProductForm {
        title: request.title.clone(),
        brand: request.brand.clone(),
        price: price_text.clone(),
        discount: request.discount,
        stock: request.stock,
        description: request.description.clone(),
    };
    let mut errors = validation::validate_product(&form).err().unwrap_or_default();
    let specs = validation::check_specs(&request.specs);
    if let Err(spec_errors) = &specs {
        errors.extend(prefixed("specs.", spec_errors.clone()));
    }
    let cover = request.cover.trim().to_owned();
    if let Err(error) = validation::picture_address(&cover) {
        errors.push(FieldError::new("cover", &error));
    }
    if !errors.is_empty() {
        return Err(Failure::Invalid(errors));
    }
    let specs = specs.map_err(Failure::Invalid)?;
    let brand = repositories
        .brands
        .find_by_slug(&slugify(&request.brand))
        .await?
        .ok_or_else(|| {
            Failure::Refused(Text::new(texts::catalog::UNKNOWN_BRAND).name("brand", request.brand.trim()))
        })?;
    let price = validation::price(&price_text)?;
    Ok(CheckedProduct {
        title: request.title.trim().to_owned(),
        brand: brand.name,
        price,
        discount: u32::try_from(request.discount).unwrap_or(0),
        stock: request.stock,
        description: request.description.trim().to_owned(),
        cover,
        specs: specs.into_specs(),
    })
}

/// Writes checked fields into a product, computing the price after discount with the core.
fn apply(product: &mut ProductDocument, checked: CheckedProduct) -> Result<(), Failure> {
    let final_price = checked.price.apply_discount(checked.discount)?;
    product.brand_key = brand_key(&checked.brand);
    let fields = &mut product.fields;
    fields.title = checked.title;
    fields.brand = checked.brand;
    fields.price = checked.price.poisha();
    fields.discount = i64::from(checked.discount);
    fields.final_price = final_price.poisha();
    fields.stock = checked.stock;
    fields.description = checked.description;
    if !checked.cover.is_empty() {
        fields.cover = checked.cover;
    }
    fields.specs = checked.specs;
    product.updated_at = DateTime::now();
    Ok(())
}

/// The fields of `checked` that differ from `current`.
fn changed_fields(current: &ProductDocument, checked: CheckedProduct) -> Result<ProductChanges, Failure> {
    let final_price = checked.price.apply_discount(checked.discount)?.poisha();
    let differs = |new: &str, old: &str| (new != old).then(|| new.to_owned());
    let current = &current.fields;
    let brand_changed = checked.brand != current.brand;
    Ok(ProductChanges {
        title: differs(&checked.title, &current.title),
        brand_key: brand_changed.then(|| brand_key(&checked.brand)),
        brand: brand_changed.then_some(checked.brand),
        price: (checked.price.poisha() != current.price).then_some(checked.price.poisha()),
        discount: (i64::from(checked.discount) != current.discount).then_some(i64::from(checked.discount)),
        final_price: (final_price != current.final_price).then_some(final_price),
        price_reference: None,
        description: differs(&checked.description, &current.description),
        cover: (!checked.cover.is_empty())
            .then(|| differs(&checked.cover, &current.cover))
            .flatten(),
        specs: (checked.specs != current.specs).then_some(checked.specs),
        cover_picture: None,
    })
}

/// Puts a written product in this instance's catalog view at once.
fn show(catalog: &CatalogView, product: &ProductDocument) -> Result<(), Failure> {
    Ok(catalog.upsert(vec![product.clone()])?)
}

/// Adds a product listed by `author`.
pub async fn add(
    repositories: &Repositories,
    catalog: &CatalogView,
    author: ObjectId,
    request: ProductRequest,
) -> Result<ProductDocument, Failure> {
    let checked = check(repositories, request).await?;
    let id = ObjectId::new();
    let now = DateTime::now();
    let mut product = ProductDocument {
        id,
        fields: ProductFields {
            title: String::new(),
            slug: String::new(),
            brand: String::new(),
            description: String::new(),
            price: 0,
            discount: 0,
            final_price: 0,
            stock: 0,
            sold: 0,
            rate: 0.0,
            rating_count: 0,
            cover: "/favicon.svg".into(),
            specs: checked.specs.clone(),
        },
        brand_key: String::new(),
        rating_sum: 0,
        wishlist_count: 0,
        version: 0,
        created_by: Some(author),
        created_at: now,
        updated_at: now,
        cover_picture: None,
        price_reference: None,
        search_aliases: Vec::new(),
        options: Vec::new(),
        variants: Vec::new(),
    };
    apply(&mut product, checked)?;
    product.cover_picture = pictures::of_cover(repositories, &product.fields.cover).await?;
    product.fields.slug = product_slug(&product.fields.title, &id.to_hex());
    let listed = PricePointDocument::of(&product, now);
    let reference = price_history::current_reference(&[listed.core_point()], Money::from_poisha(product.fields.price));
    product.price_reference = Some(reference.poisha());
    insert(
        repositories,
        std::slice::from_ref(&product),
        &[],
        std::slice::from_ref(&listed),
    )
    .await?;
    show(catalog, &product)?;
    Ok(product)
}

/// Deletes a product everywhere but in orders (which keep their own copy).
pub async fn delete(repositories: &Repositories, catalog: &CatalogView, id: ObjectId) -> Result<(), Failure> {
    let deleted = repositories
        .transaction(|mut tx| async move {
            let deleted = match repositories.products.delete_in(&mut tx, id).await {
                Ok(true) => Ok(Ok(())),
                Ok(false) => Ok(Err(Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()))),
                Err(error) => Err(error),
            };
            (tx, deleted)
        })
        .await?;
    deleted?;
    // The delete has happened; pruning is housekeeping that may wait for the next one.
    if let Err(error) = repositories.products.prune_tombstones().await {
        tracing::warn!(%error, "pruning old product tombstones failed");
    }
    Ok(catalog.remove(&[id])?)
}

/// Stores new products with their variants and the points their first
/// prices make, all or nothing; a SKU already used is `Duplicate`.
pub async fn insert(
    repositories: &Repositories,
    products: &[ProductDocument],
    variants: &[VariantDocument],
    prices: &[PricePointDocument],
) -> Result<(), RepositoryError> {
    repositories
        .atomically(|mut tx| async move {
            let inserted = async {
                repositories.products.insert_in(&mut tx, products, variants).await?;
                repositories.price_history.insert_in(&mut tx, prices).await
            }
            .await;
            (tx, inserted)
        })
        .await
}
