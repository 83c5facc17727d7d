//! Writing the demo data: the catalog (any database), and with `--demo` the
//! shop's past on top of it (its buyers, their orders and reviews).

use super::{DemoProduct, buyers::BUYERS, generate, history, models::real_range};
use crate::{
    documents::{address::AddressDocument, brand::BrandDocument, product::ImageDocument, user::UserDocument},
    repository::{Repositories, RepositoryError},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::slug::slugify;

/// Products written per database round trip while seeding.
const BATCH: u64 = 500;

/// How a seeding run went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedReport {
    pub inserted: u64,
    pub already_present: u64,
}

/// Writes products `0..count` of the catalog for `seed`, skipping those
/// already stored: safe to rerun, and to rerun with a larger count.
#[tracing::instrument(skip(repositories))]
pub async fn seed_catalog(repositories: &Repositories, count: u64, seed: u64) -> Result<SeedReport, RepositoryError> {
    seed_brands(repositories).await?;
    let mut report = SeedReport {
        inserted: 0,
        already_present: 0,
    };
    let mut start = 0;
    while start < count {
        let end = (start + BATCH).min(count);
        let batch: Vec<DemoProduct> = (start..end).map(|i| generate(seed, i)).collect();
        let ids: Vec<ObjectId> = batch.iter().map(|p| p.product.id).collect();
        let stored_products = repositories.products.existing_ids(&ids).await?;
        let stored_images = repositories.images.existing_ids(&ids).await?;
        let images: Vec<ImageDocument> = batch
            .iter()
            .filter(|p| !stored_images.contains(&p.image.id))
            .map(|p| p.image.clone())
            .collect();
        // Pictures first, so a stored product never points at a missing picture.
        repositories.images.insert_many(&images).await?;
        let mut products = Vec::with_capacity(batch.len());
        let (mut variants, mut prices) = (Vec::new(), Vec::new());
        for demo in batch.into_iter().filter(|p| !stored_products.contains(&p.product.id)) {
            products.push(demo.product);
            variants.extend(demo.variants);
            prices.extend(demo.prices);
        }
        report.inserted += products.len() as u64;
        report.already_present += ids.len() as u64 - products.len() as u64;
        crate::services::products::insert(repositories, &products, &variants, &prices).await?;
        start = end;
    }
    Ok(report)
}

/// Adds the catalog's brands that are not stored yet.
async fn seed_brands(repositories: &Repositories) -> Result<(), RepositoryError> {
    for brand in super::BRANDS {
        let slug = slugify(brand.name);
        if repositories.brands.find_by_slug(&slug).await?.is_none() {
            let document = BrandDocument {
                id: ObjectId::new(),
                name: brand.name.into(),
                slug,
                created_at: DateTime::now(),
            };
            match repositories.brands.insert(&document).await {
                Ok(()) | Err(RepositoryError::Duplicate) => {}
                Err(other) => return Err(other),
            }
        }
    }
    Ok(())
}

/// What the demo history wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HistoryReport {
    pub orders: usize,
    pub reviews: usize,
    /// Of the dashboard's month (the last 30 shop days), the days with orders placed.
    pub days: usize,
}

/// Writes the demo shop's past for the stored phones among `0..count` of the
/// catalog for `seed` (those of the real range: a listing dealt again has no
/// reviews): the demo buyers that are missing, then, unless they have placed
/// orders already, their orders and the reviews behind the phones' ratings,
/// in one transaction with the dashboard's tallies. `None` when the orders
/// were there: safe to rerun.
#[tracing::instrument(skip(repositories))]
pub async fn seed_demo_history(
    repositories: &Repositories,
    count: u64,
    seed: u64,
) -> Result<Option<HistoryReport>, RepositoryError> {
    let buyers = seed_buyers(repositories).await?;
    let customers: Vec<ObjectId> = buyers.iter().map(|(account, _)| account.id).collect();
    if repositories.history.any_placed_by(&customers).await? {
        return Ok(None);
    }
    let phones: Vec<(u64, DemoProduct)> = (0..count.min(real_range())).map(|i| (i, generate(seed, i))).collect();
    let ids: Vec<ObjectId> = phones.iter().map(|(_, phone)| phone.product.id).collect();
    let stored = repositories.products.existing_ids(&ids).await?;
    let phones: Vec<(u64, DemoProduct)> = phones
        .into_iter()
        .filter(|(_, phone)| stored.contains(&phone.product.id))
        .collect();
    let history = history::build(seed, &phones, &buyers, DateTime::now());
    let past = &history;
    repositories
        .atomically(|mut tx| async move {
            let written = repositories
                .history
                .write_in(&mut tx, &past.checkouts, &past.orders, &past.reviews)
                .await;
            (tx, written)
        })
        .await?;
    let mut days: Vec<String> = history
        .orders
        .iter()
        .map(|order| shop_core::order::shop_day(order.created_at.timestamp_millis()))
        .collect();
    days.sort_unstable();
    days.dedup();
    let month_days = u32::try_from(history::MONTH_DAYS).unwrap_or(30);
    let month = shop_core::order::shop_days_ending(DateTime::now().timestamp_millis(), month_days);
    Ok(Some(HistoryReport {
        orders: history.orders.len(),
        reviews: history.reviews.len(),
        days: days.iter().filter(|day| month.contains(day)).count(),
    }))
}

/// The demo buyers' accounts and addresses, written where missing.
async fn seed_buyers(repositories: &Repositories) -> Result<Vec<history::BuyerRecord>, RepositoryError> {
    let emails: Vec<String> = BUYERS.iter().map(|buyer| buyer.email()).collect();
    let stored = repositories.history.accounts(&emails).await?;
    let accounts: Vec<UserDocument> = BUYERS
        .iter()
        .enumerate()
        .map(|(n, buyer)| {
            let email = buyer.email();
            stored
                .iter()
                .find(|account| account.email.as_deref() == Some(email.as_str()))
                .cloned()
                .unwrap_or_else(|| buyer.account(n))
        })
        .collect();
    let new_accounts: Vec<UserDocument> = accounts
        .iter()
        .filter(|account| !stored.iter().any(|s| s.id == account.id))
        .cloned()
        .collect();
    let ids: Vec<ObjectId> = accounts.iter().map(|account| account.id).collect();
    let stored = repositories.history.default_addresses(&ids).await?;
    let addresses: Vec<AddressDocument> = BUYERS
        .iter()
        .zip(&accounts)
        .enumerate()
        .map(|(n, (buyer, account))| {
            stored
                .iter()
                .find(|address| address.customer_id == account.id)
                .cloned()
                .unwrap_or_else(|| buyer.address(n, account))
        })
        .collect();
    let new_addresses: Vec<AddressDocument> = addresses
        .iter()
        .filter(|address| !stored.iter().any(|s| s.id == address.id))
        .cloned()
        .collect();
    repositories
        .history
        .insert_buyers(&new_accounts, &new_addresses)
        .await?;
    Ok(accounts.into_iter().zip(addresses).collect())
}
