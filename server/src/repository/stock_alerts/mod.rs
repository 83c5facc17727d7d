//! The `stock_alerts` collection: customers waiting for a product to come
//! back, and the release that turns their alerts into notices and e-mails.
//!
//! Exactly once: a release runs inside the transaction that moves the stock
//! from 0 to more, and claims each alert with a write conditional on it still
//! waiting; a second instance's release then meets a write conflict, retries,
//! and finds nothing waiting. A request writes the out-of-stock product too,
//! so it cannot slip in unseen beside a restock's transaction.

mod notices;
mod release;

pub(super) use release::Restocked;

use super::{OutboxRepository, RepositoryError, retry_transient};
use crate::documents::{
    outbox::OutboxMessage,
    stock_alert::{AlertState, NoticeDocument, StockAlertDocument},
};
use mongodb::{
    Client, ClientSession, Collection, Database, IndexModel,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson},
    error::Error as DriverError,
    options::IndexOptions,
};

/// The e-mail telling `alert`'s customer of `notice` (the use case writes it;
/// `None` sends none).
pub type BackInStockMails<'a> = dyn Fn(&StockAlertDocument, &NoticeDocument) -> Option<OutboxMessage> + Sync + 'a;

/// What became of a customer's request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlertRequest {
    /// Waiting now; `new` is false when it already was.
    Waiting {
        new: bool,
    },
    InStock,
    UnknownProduct,
}

/// The kind of notice a release writes.
pub const BACK_IN_STOCK: &str = "back_in_stock";

/// What customers wait for: a variant of a phone, or a product sold as its
/// own one variant (`variant: None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Awaited {
    pub product: ObjectId,
    pub variant: Option<ObjectId>,
}

impl Awaited {
    /// The filter of its alerts (an alert stored before variants has none).
    fn filter(self) -> Document {
        doc! { "product_id": self.product, "variant_id": self.variant.map_or(Bson::Null, Bson::ObjectId) }
    }
}

#[derive(Clone)]
pub struct StockAlertRepository {
    client: Client,
    alerts: Collection<StockAlertDocument>,
    notices: Collection<NoticeDocument>,
    products: Collection<Document>,
    variants: Collection<Document>,
    outbox: OutboxRepository,
}

fn state_bson(state: AlertState) -> Bson {
    to_bson(&state).unwrap_or_default()
}

/// A stored integer, whichever type holds it.
fn integer(document: &Document, key: &str) -> i64 {
    match document.get(key) {
        Some(Bson::Int64(n)) => *n,
        Some(Bson::Int32(n)) => i64::from(*n),
        _ => 0,
    }
}

impl StockAlertRepository {
    pub(super) fn new(client: &Client, database: &Database) -> Self {
        StockAlertRepository {
            client: client.clone(),
            alerts: database.collection("stock_alerts"),
            notices: database.collection("notices"),
            products: database.collection("products"),
            variants: database.collection("variants"),
            outbox: OutboxRepository::new(database),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        // Alerts made before variants were one per product: that index would
        // refuse waiting for a second colour of the same phone.
        if let Err(error) = self.alerts.drop_index("customer_id_1_product_id_1").await {
            tracing::debug!(%error, "no per-product alert index to drop");
        }
        self.alerts
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "customer_id": 1, "product_id": 1, "variant_id": 1 })
                    .options(
                        IndexOptions::builder()
                            .unique(true)
                            .name("one_alert_per_variant".to_owned())
                            .build(),
                    )
                    .build(),
                IndexModel::builder().keys(doc! { "product_id": 1, "state": 1 }).build(),
            ])
            .await?;
        self.notices
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "dedupe_key": 1 })
                    .options(IndexOptions::builder().unique(true).build())
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "customer_id": 1, "createdAt": -1 })
                    .build(),
                // Pruning.
                IndexModel::builder().keys(doc! { "createdAt": 1 }).build(),
            ])
            .await?;
        Ok(())
    }

    /// Arms `customer`'s alert for `awaited` if it is out of stock.
    pub async fn request(
        &self,
        customer: ObjectId,
        awaited: Awaited,
        email: &str,
        name: &str,
    ) -> Result<AlertRequest, RepositoryError> {
        retry_transient(|| self.request_once(customer, awaited, email, name)).await
    }

    async fn request_once(
        &self,
        customer: ObjectId,
        awaited: Awaited,
        email: &str,
        name: &str,
    ) -> Result<AlertRequest, DriverError> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        let now = DateTime::now();
        // Writing what is waited for (only while out of stock) makes a
        // restock's transaction conflict with this one instead of missing its alert.
        let (holder, id) = match awaited.variant {
            Some(variant) => (&self.variants, variant),
            None => (&self.products, awaited.product),
        };
        let out_of_stock = holder
            .update_one(
                doc! { "_id": id, "stock": { "$lte": 0 } },
                doc! { "$set": { "stock_alert_at": now } },
            )
            .session(&mut session)
            .await?
            .matched_count
            == 1;
        if !out_of_stock {
            let exists = holder
                .find_one(doc! { "_id": id })
                .projection(doc! { "_id": 1 })
                .session(&mut session)
                .await?
                .is_some();
            session.abort_transaction().await?;
            return Ok(if exists {
                AlertRequest::InStock
            } else {
                AlertRequest::UnknownProduct
            });
        }
        let mut pair = awaited.filter();
        pair.insert("customer_id", customer);
        let current = self.alerts.find_one(pair.clone()).session(&mut session).await?;
        if current.as_ref().is_some_and(|a| a.state == AlertState::Waiting) {
            session.commit_transaction().await?;
            return Ok(AlertRequest::Waiting { new: false });
        }
        self.alerts
            .update_one(
                pair,
                doc! {
                    "$set": {
                        "email": email, "name": name, "state": state_bson(AlertState::Waiting),
                        "request_id": ObjectId::new(), "requested_at": now, "notified_at": Bson::Null,
                    },
                    "$setOnInsert": { "_id": ObjectId::new() },
                },
            )
            .upsert(true)
            .session(&mut session)
            .await?;
        session.commit_transaction().await?;
        Ok(AlertRequest::Waiting { new: true })
    }

    /// Withdraws a waiting alert; answers whether there was one.
    pub async fn cancel(&self, customer: ObjectId, awaited: Awaited) -> Result<bool, RepositoryError> {
        let deleted = self.alerts.delete_one(Self::waiting_of(customer, awaited)).await?;
        Ok(deleted.deleted_count == 1)
    }

    /// Drops every alert for these variants, in `session`'s transaction (they are removed).
    pub(super) async fn forget_variants_in(
        &self,
        session: &mut ClientSession,
        variants: &[ObjectId],
    ) -> Result<(), DriverError> {
        self.alerts
            .delete_many(doc! { "variant_id": { "$in": variants } })
            .session(session)
            .await?;
        Ok(())
    }

    /// Whether `customer` waits for `awaited`.
    pub async fn is_waiting(&self, customer: ObjectId, awaited: Awaited) -> Result<bool, RepositoryError> {
        Ok(self
            .alerts
            .find_one(Self::waiting_of(customer, awaited))
            .await?
            .is_some())
    }

    fn waiting_of(customer: ObjectId, awaited: Awaited) -> Document {
        let mut filter = awaited.filter();
        filter.insert("customer_id", customer);
        filter.insert("state", state_bson(AlertState::Waiting));
        filter
    }
}
