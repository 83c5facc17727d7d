//! An admin's edit of a product: the fields it changed, its stock moved by
//! a difference and its price points, in one transaction; a restock from
//! none tells the customers waiting.

use super::{ProductRequest, changed_fields, check, show};
use crate::texts;
use crate::{
    catalog_view::CatalogView,
    documents::{price_history::PricePointDocument, product::ProductDocument},
    failure::Failure,
    repository::{Awaited, Decided, ProductChanges, Repositories, Tx},
    services::{pictures, restock},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Money, Text, TextDef, price_history};

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
    let (changes, prices) = (&changes, prices.as_slice());
    let written = repositories
        .transaction(|mut tx| async move {
            let written = edit_in(
                repositories,
                &mut tx,
                id,
                (version, changes, stock_change),
                prices,
                public_url,
            )
            .await;
            (tx, written)
        })
        .await?;
    let product = match (written, repositories.products.find_by_id(id).await?) {
        (_, None) => return Err(not_found()),
        (Ok(()), Some(product)) => product,
        (Err(NotWritten), Some(product)) if product.version != version => {
            return Err(Failure::Conflict(STALE_EDIT.into()));
        }
        // Lowering the stock by the edit's amount would go below zero now.
        (Err(NotWritten), Some(product)) => {
            return Err(Failure::Conflict(
                Text::new(texts::catalog::STOCK_SOLD_MEANWHILE)
                    .count("available", product.fields.stock)
                    .count("decrease", -stock_change),
            ));
        }
    };
    show(catalog, &product)?;
    Ok(product)
}

/// An edit that was not written: the product is gone, was edited since, or
/// has fewer units than the edit takes away.
struct NotWritten;

/// One run of an edit's transaction: the product written with its stock
/// move and price points; a restock from none tells the customers waiting.
async fn edit_in(
    repositories: &Repositories,
    tx: &mut Tx,
    id: ObjectId,
    (version, changes, stock_change): (i64, &ProductChanges, i64),
    prices: &[PricePointDocument],
    public_url: &str,
) -> Decided<(), NotWritten> {
    let Some(stock) = repositories
        .products
        .edit_in(tx, id, version, changes, stock_change)
        .await?
    else {
        return Ok(Err(NotWritten));
    };
    repositories.price_history.insert_in(tx, prices).await?;
    if restock::back_from_none(stock, stock_change) {
        let awaited = Awaited {
            product: id,
            variant: None,
        };
        restock::release(repositories, tx, awaited, DateTime::now(), public_url).await?;
    }
    Ok(Ok(()))
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
