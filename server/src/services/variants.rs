//! The admin's variant grid: a phone's axes and every variant it sells,
//! saved as a whole on the product's version. Rows are checked by the core;
//! each kept variant's stock moves by the difference to what the grid showed,
//! so units sold meanwhile stay sold; variants left out are removed, with
//! their cart lines.

use crate::{
    catalog_view::CatalogView,
    documents::{
        price_history::PricePointDocument,
        product::ProductDocument,
        variant::{OptionValue, ProductOption, VariantDocument},
    },
    failure::Failure,
    repository::{Awaited, Decided, Repositories, RepositoryError, Tx, VariantGrid},
    services::restock,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use serde::Deserialize;
use serde_json::Value;
use shop_core::{
    Money, Text, price_history,
    validation::{self, FieldError, ValidationError},
    variant::{
        self, Axis,
        grid::{self, GridAxis, GridRow},
    },
};

/// A value an axis offers, as the grid sends it.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct OptionValueRequest {
    pub name: String,
    /// A colour's swatch as CSS hex (`#1e3a8a`).
    #[serde(default)]
    pub swatch: Option<String>,
    /// An edition's warranty.
    #[serde(default)]
    pub warranty: Option<String>,
}

/// An axis with its values, in page order.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct OptionRequest {
    #[schema(value_type = crate::responses::variant::AxisName)]
    pub axis: Axis,
    pub values: Vec<OptionValueRequest>,
}

/// A row of the grid: a variant kept (with its `_id`) or a new one.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VariantRowRequest {
    /// The variant's `_id`; none for a new variant.
    #[serde(rename = "_id", default)]
    pub id: Option<String>,
    /// One value of each axis, in the axes' order.
    pub values: Vec<String>,
    pub sku: String,
    /// TK as text (`"45999.50"`) or as a number.
    #[schema(value_type = crate::services::products::TkAmount, example = "45999.50")]
    pub price: Value,
    #[serde(default)]
    pub discount: i64,
    pub stock: i64,
    /// For a kept variant: the stock the grid showed when it was loaded.
    #[serde(default)]
    pub stock_was: Option<i64>,
    /// Pictures of its colour (addresses of uploaded pictures).
    #[serde(default)]
    pub pictures: Vec<String>,
    #[serde(default)]
    pub ram_gb: Option<i64>,
    #[serde(default)]
    pub rom_gb: Option<i64>,
}

/// `PUT /api/product/{id}/variants`.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct VariantGridRequest {
    /// The product's `version` when the grid was loaded.
    pub version: i64,
    pub options: Vec<OptionRequest>,
    pub variants: Vec<VariantRowRequest>,
}

/// Saves a phone's whole variant grid; answers the phone as read after.
pub async fn save(
    repositories: &Repositories,
    catalog: &CatalogView,
    id: ObjectId,
    request: VariantGridRequest,
    public_url: &str,
) -> Result<ProductDocument, Failure> {
    let not_found = || Failure::NotFound(texts::catalog::PRODUCT_NOT_FOUND.into());
    let current = repositories.products.find_by_id(id).await?.ok_or_else(not_found)?;
    if current.version != request.version {
        return Err(Failure::Conflict(texts::catalog::STALE_EDIT.into()));
    }
    let mut grid = plan(&current, request)?;
    price_points(repositories, &current, &mut grid).await?;
    let saved = repositories
        .transaction(|mut tx| {
            let grid = &grid;
            async move {
                let saved = save_grid(repositories, &mut tx, grid, public_url).await;
                (tx, saved)
            }
        })
        .await;
    match saved {
        Ok(Ok(())) => {}
        Ok(Err(refusal)) => return Err(refusal),
        Err(RepositoryError::Duplicate) => return Err(Failure::Conflict(texts::catalog::SKU_TAKEN.into())),
        Err(error) => return Err(error.into()),
    }
    let saved = repositories.products.find_by_id(id).await?.ok_or_else(not_found)?;
    catalog.upsert(vec![saved.clone()])?;
    Ok(saved)
}

/// One run of a grid save's transaction: refused when the product was saved
/// by someone else since, or a kept variant has fewer units left than the
/// grid takes away; a variant back from none tells the customers waiting.
async fn save_grid(
    repositories: &Repositories,
    tx: &mut Tx,
    grid: &VariantGrid,
    public_url: &str,
) -> Decided<(), Failure> {
    let products = &repositories.products;
    let now = DateTime::now();
    if !products.save_axes_in(tx, grid, now).await? {
        return Ok(Err(Failure::Conflict(texts::catalog::STALE_EDIT.into())));
    }
    for (variant, change) in &grid.kept {
        let Some(stock) = products
            .save_kept_in(tx, grid.product_id, (variant, *change), now)
            .await?
        else {
            let available = products.variant_stock_in(tx, variant.id).await?;
            return Ok(Err(Failure::Conflict(
                Text::new(texts::catalog::VARIANT_SOLD_MEANWHILE)
                    .name("variant", variant.label())
                    .count("available", available),
            )));
        };
        if restock::back_from_none(stock, *change) {
            let awaited = Awaited {
                product: grid.product_id,
                variant: Some(variant.id),
            };
            restock::release(repositories, tx, awaited, now, public_url).await?;
        }
    }
    products.save_rest_in(tx, grid).await?;
    Ok(Ok(()))
}

/// The price points a grid writes: a first one for each new variant, one for
/// each kept variant whose price or discount changed, with the reference its
/// discount is measured from set by the core's honest-discount rule.
async fn price_points(
    repositories: &Repositories,
    current: &ProductDocument,
    grid: &mut VariantGrid,
) -> Result<(), Failure> {
    let now = DateTime::now();
    for variant in &mut grid.added {
        let first = PricePointDocument::of_variant(variant, now);
        let reference = price_history::current_reference(&[first.core_point()], Money::from_poisha(variant.price));
        variant.price_reference = Some(reference.poisha());
        grid.prices.push(first);
    }
    for (variant, _) in &mut grid.kept {
        let Some(was) = current.variants.iter().find(|v| v.id == variant.id) else {
            continue;
        };
        variant.price_reference = was.price_reference;
        if (was.price, was.discount, was.final_price) == (variant.price, variant.discount, variant.final_price) {
            continue;
        }
        let mut earlier = repositories
            .price_history
            .of_variant(current.id, Some(variant.id))
            .await?;
        if earlier.is_empty() {
            earlier.push(PricePointDocument::of_variant(was, was.updated_at.min(now)));
            grid.prices.push(earlier[0].clone());
        }
        let earlier: Vec<_> = earlier.iter().map(PricePointDocument::core_point).collect();
        let reference =
            price_history::reference_price(&earlier, now.timestamp_millis(), Money::from_poisha(variant.price));
        variant.price_reference = Some(reference.poisha());
        grid.prices.push(PricePointDocument::of_variant(variant, now));
    }
    Ok(())
}

/// The writes a grid makes, checked.
fn plan(current: &ProductDocument, request: VariantGridRequest) -> Result<VariantGrid, Failure> {
    let axes: Vec<GridAxis> = request
        .options
        .iter()
        .map(|o| GridAxis {
            axis: o.axis,
            values: o.values.iter().map(|v| v.name.clone()).collect(),
        })
        .collect();
    let rows: Vec<GridRow> = request
        .variants
        .iter()
        .map(|row| GridRow {
            values: row.values.clone(),
            sku: row.sku.clone(),
            price: match &row.price {
                Value::String(text) => text.clone(),
                Value::Number(number) => number.to_string(),
                _ => String::new(),
            },
            discount: row.discount,
            stock: row.stock,
        })
        .collect();
    let checked = grid::check(&axes, &rows);
    let mut errors = checked.as_ref().err().cloned().unwrap_or_default();
    errors.extend(option_errors(&request.options));
    for (r, row) in request.variants.iter().enumerate() {
        errors.extend(grid::picture_errors(r, &row.pictures));
    }
    let kept = kept_variants(current, &request.variants, &mut errors);
    let checked = match checked {
        Ok(checked) if errors.is_empty() => checked,
        _ => return Err(Failure::Invalid(errors)),
    };
    let now = DateTime::now();
    let mut grid = VariantGrid {
        product_id: current.id,
        version: current.version,
        options: options(&request.options),
        kept: Vec::new(),
        added: Vec::new(),
        removed: current
            .variants
            .iter()
            .filter(|v| !kept.iter().any(|k| k.map(|(id, _)| id) == Some(v.id)))
            .map(|v| v.id)
            .collect(),
        own_lines_to: None,
        prices: Vec::new(),
    };
    let storage_axis = request.options.iter().position(|o| o.axis == Axis::Storage);
    for ((row, checked), kept) in request.variants.into_iter().zip(checked).zip(kept) {
        let mut variant = VariantDocument::new(
            current.id,
            checked.sku,
            checked.values,
            checked.price,
            checked.discount,
            i64::from(checked.stock),
        )
        .map_err(|e| Failure::Invalid(vec![FieldError::new("variants", &e.into())]))?;
        variant.final_price = checked.final_price.poisha();
        variant.pictures = row.pictures;
        // RAM and storage as the row gives them, else as its storage value names them.
        let named = storage_axis
            .and_then(|axis| checked_storage(&variant.values, axis))
            .map(|(ram, rom)| (i64::from(ram), i64::from(rom)));
        variant.ram_gb = row.ram_gb.or(named.map(|(ram, _)| ram));
        variant.rom_gb = row.rom_gb.or(named.map(|(_, rom)| rom));
        variant.updated_at = now;
        match kept {
            Some((id, stock_was)) => {
                variant.id = id;
                let change = variant.stock - stock_was;
                grid.kept.push((variant, change));
            }
            None => grid.added.push(variant),
        }
    }
    // A product that was its own one variant: its cart lines go to its first new variant.
    if !current.has_variants() {
        grid.own_lines_to = grid.added.first().map(|v| v.id);
    }
    Ok(grid)
}

/// The RAM and storage the variant's value of the storage axis names.
fn checked_storage(values: &[String], axis: usize) -> Option<(u32, u32)> {
    values.get(axis).and_then(|value| variant::storage_sizes(value))
}

/// Each row's kept variant (its id and the stock the grid showed), checked
/// to be one of this phone's; refusals go to `errors`.
fn kept_variants(
    current: &ProductDocument,
    rows: &[VariantRowRequest],
    errors: &mut Vec<FieldError>,
) -> Vec<Option<(ObjectId, i64)>> {
    let mut seen = std::collections::HashSet::new();
    rows.iter()
        .enumerate()
        .map(|(r, row)| {
            let id = row.id.as_deref()?;
            let known = ObjectId::parse_str(id)
                .ok()
                .filter(|id| current.variants.iter().any(|v| v.id == *id));
            let Some(known) = known else {
                let text = Text::new(texts::catalog::VARIANT_NOT_FOUND);
                errors.push(FieldError {
                    field: format!("variants[{r}]._id"),
                    text,
                });
                return None;
            };
            // Two rows of one variant would write it twice, the second over the first.
            if !seen.insert(known) {
                errors.push(FieldError {
                    field: format!("variants[{r}]._id"),
                    text: Text::new(texts::catalog::VARIANT_TWICE),
                });
                return None;
            }
            match row
                .stock_was
                .map(|was| validation::whole_number(was, 0, grid::MAX_STOCK))
            {
                Some(Ok(was)) => Some((known, i64::from(was))),
                Some(Err(error)) => {
                    errors.push(FieldError::new(&format!("variants[{r}].stock_was"), &error));
                    None
                }
                None => {
                    errors.push(FieldError::new(
                        &format!("variants[{r}].stock_was"),
                        &ValidationError::Required,
                    ));
                    None
                }
            }
        })
        .collect()
}

/// Swatches and warranties, by the core's rules.
fn option_errors(options: &[OptionRequest]) -> Vec<FieldError> {
    let mut errors = Vec::new();
    for (a, option) in options.iter().enumerate() {
        for (v, value) in option.values.iter().enumerate() {
            let field = |name: &str| format!("options[{a}].values[{v}].{name}");
            if let Some(swatch) = &value.swatch
                && !grid::swatch_ok(swatch)
            {
                errors.push(FieldError::new(&field("swatch"), &ValidationError::NotAcceptable));
            }
            if let Some(warranty) = &value.warranty
                && let Err(error) = validation::optional(warranty, grid::MAX_WARRANTY)
            {
                errors.push(FieldError::new(&field("warranty"), &error));
            }
        }
    }
    errors
}

/// The axes as stored, trimmed.
fn options(options: &[OptionRequest]) -> Vec<ProductOption> {
    let kept = |text: &Option<String>| {
        text.as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
    };
    options
        .iter()
        .map(|o| ProductOption {
            axis: o.axis,
            values: o
                .values
                .iter()
                .map(|v| OptionValue {
                    name: v.name.trim().to_owned(),
                    swatch: kept(&v.swatch),
                    warranty: kept(&v.warranty),
                })
                .collect(),
        })
        .collect()
}
