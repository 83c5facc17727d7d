//! Orders and the checkouts that placed them: what the order use cases read
//! and write, each call inside the transaction its use case opened.

mod advances;
mod clocks;
mod holds;
mod invoicing;
mod payments;
mod placing;
mod refunds;
mod settling;
mod status;

pub use payments::PaymentStep;

use super::RepositoryError;
use crate::documents::{checkout::CheckoutDocument, order::OrderDocument};
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{DateTime, Document, doc, oid::ObjectId, to_bson},
    options::IndexOptions,
};
use shop_core::OrderStatus;

#[derive(Clone)]
pub struct OrderRepository {
    /// A checkout counts its coupon's use in its own transaction.
    coupons: super::CouponRepository,
    orders: Collection<OrderDocument>,
    checkouts: Collection<CheckoutDocument>,
    /// Changes of the dashboard's tallies, written in the transactions that place and move orders.
    tallies: Collection<Document>,
    /// Each IMEI on a live order (`_id`: the IMEI): one handset ships on one order.
    imei_claims: Collection<Document>,
    /// One document per client address near its hold limit, written by each
    /// checkout from it so that parallel ones meet (`holds.rs`).
    address_holds: Collection<Document>,
}

/// Filters of the admin's order list.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    pub status: Option<OrderStatus>,
    pub customer_id: Option<ObjectId>,
    pub since: Option<DateTime>,
}

pub(super) fn payment_status(status: shop_core::PaymentStatus) -> mongodb::bson::Bson {
    to_bson(&status).unwrap_or_default()
}

pub(super) fn status_bson(status: OrderStatus) -> mongodb::bson::Bson {
    to_bson(&status).unwrap_or_default()
}

impl OrderRepository {
    pub(super) fn new(database: &Database) -> Self {
        OrderRepository {
            coupons: super::CouponRepository::new(database),
            orders: database.collection("orders"),
            checkouts: database.collection("checkouts"),
            tallies: database.collection(super::order_tallies::CHANGES),
            imei_claims: database.collection("imei_claims"),
            address_holds: database.collection("address_holds"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.orders
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "customer_id": 1, "createdAt": -1 })
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "order_status_type": 1, "createdAt": -1 })
                    .build(),
                // The cash orders not confirmed in time: the pending ones due on delivery, oldest first.
                IndexModel::builder()
                    .keys(doc! { "order_status_type": 1, "payment_status": 1, "createdAt": 1 })
                    .build(),
                // The invoicing job's delivered orders without a tax invoice.
                IndexModel::builder()
                    .keys(doc! { "order_status_type": 1, "invoice": 1 })
                    .build(),
                // One refund made by the provider is recorded on one order at most: two retries
                // that found the same listed refund cannot both take it.
                IndexModel::builder()
                    .keys(doc! { "refund.trx_id": 1 })
                    .options(IndexOptions::builder().unique(true).sparse(true).build())
                    .build(),
                // What a client address's orders hold (only orders placed since they remember it).
                IndexModel::builder()
                    .keys(doc! { "placed_from": 1, "order_status_type": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
                // The admin's list, newest first (ties by id): read in order, not sorted.
                IndexModel::builder().keys(doc! { "createdAt": -1, "_id": -1 }).build(),
                // An order followed without signing in, by the number it ships to.
                IndexModel::builder()
                    .keys(doc! { "shipping.phone": 1, "createdAt": -1 })
                    .build(),
                // The refunds in doubt the payment job asks about, and the admin's list of them.
                IndexModel::builder()
                    .keys(doc! { "refund_due_at": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "refund_unclear": 1, "payment_status": 1, "refund_started_at": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
            ])
            .await?;
        let unique = IndexOptions::builder().unique(true).build();
        let unique_sparse = IndexOptions::builder().unique(true).sparse(true).build();
        self.checkouts
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "customer_id": 1, "key": 1 })
                    .options(unique)
                    .build(),
                // Callbacks find their checkout by the provider's payment id.
                IndexModel::builder()
                    .keys(doc! { "payment.provider.payment_id": 1 })
                    .options(unique_sparse)
                    .build(),
                // The payment job's one queue.
                IndexModel::builder()
                    .keys(doc! { "payment.due_at": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
                // The admin's unsettled checkouts.
                IndexModel::builder()
                    .keys(doc! { "payment.problem": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
                // The advances that may still be owed back.
                IndexModel::builder()
                    .keys(doc! { "advance.open": 1 })
                    .options(IndexOptions::builder().sparse(true).build())
                    .build(),
            ])
            .await?;
        Ok(())
    }

    /// The customer's orders, newest first.
    pub async fn for_customer(&self, customer_id: ObjectId) -> Result<Vec<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find(doc! { "customer_id": customer_id })
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .await?
            .try_collect()
            .await?)
    }

    /// One order; with `owner`, only if that customer placed it.
    pub async fn find(&self, id: ObjectId, owner: Option<ObjectId>) -> Result<Option<OrderDocument>, RepositoryError> {
        let mut filter = doc! { "_id": id };
        if let Some(owner) = owner {
            filter.insert("customer_id", owner);
        }
        Ok(self.orders.find_one(filter).await?)
    }

    /// The newest `limit` orders shipping to `phone`.
    pub async fn shipping_to(&self, phone: &str, limit: i64) -> Result<Vec<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find(doc! { "shipping.phone": phone })
            .sort(doc! { "createdAt": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    fn filter_document(filter: &OrderFilter) -> Document {
        let mut query = Document::new();
        if let Some(status) = filter.status {
            query.insert("order_status_type", status_bson(status));
        }
        if let Some(customer) = filter.customer_id {
            query.insert("customer_id", customer);
        }
        if let Some(since) = filter.since {
            query.insert("createdAt", doc! { "$gte": since });
        }
        query
    }

    /// A page of the orders `filter` picks, newest first (ties by id).
    pub async fn page(
        &self,
        filter: &OrderFilter,
        skip: u64,
        limit: i64,
    ) -> Result<Vec<OrderDocument>, RepositoryError> {
        Ok(self
            .orders
            .find(Self::filter_document(filter))
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .skip(skip)
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// How many orders `filter` picks.
    pub async fn count(&self, filter: &OrderFilter) -> Result<u64, RepositoryError> {
        Ok(self.orders.count_documents(Self::filter_document(filter)).await?)
    }

    /// Whether a customer has received this product in some order.
    /// The variant's label on the customer's latest delivered order of the
    /// product (empty for a product sold as itself); `None` when none was delivered.
    pub async fn delivered_label(
        &self,
        customer_id: ObjectId,
        product_id: ObjectId,
    ) -> Result<Option<String>, RepositoryError> {
        let filter = doc! {
            "customer_id": customer_id,
            "product._id": product_id,
            "order_status_type": status_bson(OrderStatus::Delivered),
        };
        let latest = self.orders.find_one(filter).sort(doc! { "createdAt": -1 }).await?;
        Ok(latest.map(|order| order.product.label))
    }
}

/// Applies `update` to the document with this `id` when it also matches
/// `filter`, and reads it back, all in `session`: findAndModify's answer in
/// two commands. The local wire server answers findAndModify by scanning the
/// whole collection (130 ms at 20,000 products), while update and find by
/// `_id` use the index; on MongoDB both ways are index lookups.
pub(super) async fn update_and_read<T>(
    collection: &Collection<T>,
    id: ObjectId,
    filter: Document,
    update: Document,
    session: &mut ClientSession,
) -> Result<Option<T>, mongodb::error::Error>
where
    T: serde::de::DeserializeOwned + Send + Sync,
{
    // `_id` first: the local wire server reads by a filter's first indexed field.
    let mut by_id = doc! { "_id": id };
    by_id.extend(filter);
    let changed = collection.update_one(by_id, update).session(&mut *session).await?;
    if changed.matched_count == 0 {
        return Ok(None);
    }
    collection.find_one(doc! { "_id": id }).session(session).await
}
