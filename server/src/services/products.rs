//! The admin's catalog: adding, editing and deleting products. Every field is
//! checked by the core and prices are computed by the core.

use crate::texts;
use crate::{
    catalog_view::CatalogView,
    documents::{
        price_history::PricePointDocument,
        product::{ProductDocument, ProductFields},
    },
    failure::Failure,
    repository::{EditOutcome, ProductChanges, Repositories},
    services::{pictures, stock_alerts},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use serde_json::Value;
use shop_core::{
    Money, price_history,
    slug::{brand_key, product_slug, slugify},
    validation::{self, FieldError, PhoneSpecs, ProductForm},
};
use shop_core::{Text, TextDef};

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
        options: Vec::new(),
        variants: Vec::new(),
    };
    apply(&mut product, checked)?;
    product.cover_picture = pictures::of_cover(repositories, &product.fields.cover).await?;
    product.fields.slug = product_slug(&product.fields.title, &id.to_hex());
    let listed = PricePointDocument::of(&product, now);
    let reference = price_history::current_reference(&[listed.core_point()], Money::from_poisha(product.fields.price));
    product.price_reference = Some(reference.poisha());
    repositories.products.insert(&product, &listed).await?;
    show(catalog, &product)?;
    Ok(product)
}

const STALE_EDIT: TextDef = texts::catalog::STALE_EDIT;

/// Applies an admin's edit made on the `version` it names: only the fields it
/// changed, and the stock by the difference to what the form showed. A
/// restock from none tells the customers waiting for the phone.
pub async fn edit(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
    request: ProductRequest,
    public_url: &str,
) -> Result<ProductDocument, Failure> {
    let (Some(version), Some(stock_was)) = (request.version, request.stock_was) else {
        return Err(Failure::Refused(texts::catalog::VERSION_REQUIRED.into()));
    };
    if version < 0 || stock_was < 0 {
        return Err(Failure::Refused(texts::catalog::VERSION_NEGATIVE.into()));
    }
    let not_found = || Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into());
    let current = repositories.products.find_by_id(id).await?.ok_or_else(not_found)?;
    if current.version != version {
        return Err(Failure::Conflict(STALE_EDIT.into()));
    }
    let stock_change = request
        .stock
        .checked_sub(stock_was)
        .ok_or_else(|| Failure::Refused(texts::catalog::STOCK_WAS_OUT_OF_RANGE.into()))?;
    let checked = check(repositories, request).await?;
    let mut changes = changed_fields(&current, checked)?;
    let priced = changes.price.is_some() || changes.discount.is_some() || changes.final_price.is_some();
    if current.has_variants() && (stock_change != 0 || priced) {
        return Err(Failure::Refused(texts::catalog::USE_VARIANT_GRID.into()));
    }
    if let Some(cover) = &changes.cover {
        changes.cover_picture = Some(pictures::of_cover(repositories, cover).await?);
    }
    let prices = price_points(repositories, &current, &mut changes).await?;
    let restocked = stock_alerts::mails(public_url);
    let product = match repositories
        .products
        .edit(id, version, &changes, stock_change, &prices, &restocked)
        .await?
    {
        EditOutcome::Saved(product) => *product,
        EditOutcome::NotFound => return Err(not_found()),
        EditOutcome::Stale => return Err(Failure::Conflict(STALE_EDIT.into())),
        EditOutcome::ShortOfStock { available } => {
            return Err(Failure::Conflict(
                Text::new(texts::catalog::STOCK_SOLD_MEANWHILE)
                    .count("available", available)
                    .count("decrease", -stock_change),
            ));
        }
    };
    show(catalog, &product)?;
    Ok(product)
}

/// The price points an edit writes when it changes the price or discount
/// (none otherwise), with the new price's reference put in `changes` by the
/// core's honest-discount rule. A product stored before prices were recorded
/// gets its old price as a first point, dated at its last write (it had that
/// price at least since then), so a raise it makes now cannot be undone as a
/// "discount" later.
async fn price_points(
    repositories: &Repositories,
    current: &ProductDocument,
    changes: &mut ProductChanges,
) -> Result<Vec<PricePointDocument>, Failure> {
    if changes.price.is_none() && changes.discount.is_none() && changes.final_price.is_none() {
        return Ok(Vec::new());
    }
    let now = DateTime::now();
    let mut earlier = repositories.price_history.of_variant(current.id, None).await?;
    let mut points = Vec::new();
    if earlier.is_empty() {
        let first = PricePointDocument::of(current, current.updated_at.min(now));
        earlier.push(first.clone());
        points.push(first);
    }
    let fields = &current.fields;
    let price = changes.price.unwrap_or(fields.price);
    let earlier: Vec<_> = earlier.iter().map(PricePointDocument::core_point).collect();
    let reference = price_history::reference_price(&earlier, now.timestamp_millis(), Money::from_poisha(price));
    changes.price_reference = Some(reference.poisha());
    points.push(PricePointDocument {
        id: ObjectId::new(),
        product_id: current.id,
        variant_id: None,
        price,
        discount: changes.discount.unwrap_or(fields.discount),
        final_price: changes.final_price.unwrap_or(fields.final_price),
        at: now,
    });
    Ok(points)
}

/// Deletes a product everywhere but in orders (which keep their own copy).
pub async fn delete(repositories: &Repositories, catalog: &CatalogView, id: ObjectId) -> Result<(), Failure> {
    if !repositories.products.delete(id).await? {
        return Err(Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into()));
    }
    Ok(catalog.remove(&[id])?)
}
