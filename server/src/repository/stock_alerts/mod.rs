//! The `stock_alerts` collection: customers waiting for a product to come
//! back, and the notices a release writes (`services::restock` decides).

mod notices;
mod release;

pub use release::Restocked;

use super::{RepositoryError, Tx};
use crate::documents::stock_alert::{AlertState, NoticeDocument, StockAlertDocument};
use mongodb::{
    ClientSession, Collection, Database, IndexModel,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson},
    error::Error as DriverError,
    options::IndexOptions,
};

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
    pub(super) fn filter(self) -> Document {
        doc! { "product_id": self.product, "variant_id": self.variant.map_or(Bson::Null, Bson::ObjectId) }
    }
}

#[derive(Clone)]
pub struct StockAlertRepository {
    alerts: Collection<StockAlertDocument>,
    notices: Collection<NoticeDocument>,
    products: Collection<Document>,
    variants: Collection<Document>,
}

fn state_bson(state: AlertState) -> Bson {
    to_bson(&state).unwrap_or_default()
}

impl StockAlertRepository {
    pub(super) fn new(database: &Database) -> Self {
        StockAlertRepository {
            alerts: database.collection("stock_alerts"),
            notices: database.collection("notices"),
            products: database.collection("products"),
            variants: database.collection("variants"),
        }
    }

    /// Drops the one-alert-per-product index of alerts made before variants,
    /// which would refuse waiting for a second colour of the same phone.
    pub async fn drop_per_product_index(&self) -> Result<(), RepositoryError> {
        if let Err(error) = self.alerts.drop_index("customer_id_1_product_id_1").await {
            tracing::debug!(%error, "no per-product alert index to drop");
        }
        Ok(())
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
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

    /// Marks what `awaited` names as waited for, in `tx`, only while it is
    /// out of stock: a restock's transaction then conflicts with this one
    /// instead of missing its alert. Whether it was out of stock.
    pub async fn mark_awaited_in(&self, tx: &mut Tx, awaited: Awaited, now: DateTime) -> Result<bool, RepositoryError> {
        let (holder, id) = self.holder(awaited);
        let marked = holder
            .update_one(
                doc! { "_id": id, "stock": { "$lte": 0 } },
                doc! { "$set": { "stock_alert_at": now } },
            )
            .session(tx.session())
            .await?;
        Ok(marked.matched_count == 1)
    }

    /// Whether what `awaited` names exists, read in `tx`.
    pub async fn exists_in(&self, tx: &mut Tx, awaited: Awaited) -> Result<bool, RepositoryError> {
        let (holder, id) = self.holder(awaited);
        Ok(holder
            .find_one(doc! { "_id": id })
            .projection(doc! { "_id": 1 })
            .session(tx.session())
            .await?
            .is_some())
    }

    /// The customer's alert for `awaited`, in whatever state, read in `tx`.
    pub async fn alert_in(
        &self,
        tx: &mut Tx,
        customer: ObjectId,
        awaited: Awaited,
    ) -> Result<Option<StockAlertDocument>, RepositoryError> {
        let mut pair = awaited.filter();
        pair.insert("customer_id", customer);
        Ok(self.alerts.find_one(pair).session(tx.session()).await?)
    }

    /// Sets the customer's alert for `awaited` waiting, in `tx`, with the
    /// address (empty: none) and name its e-mail goes to.
    pub async fn arm_in(
        &self,
        tx: &mut Tx,
        customer: ObjectId,
        awaited: Awaited,
        (email, name): (&str, &str),
        now: DateTime,
    ) -> Result<(), RepositoryError> {
        let mut pair = awaited.filter();
        pair.insert("customer_id", customer);
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
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// The document holding what `awaited` names: its variant, or the product sold as itself.
    fn holder(&self, awaited: Awaited) -> (&Collection<Document>, ObjectId) {
        match awaited.variant {
            Some(variant) => (&self.variants, variant),
            None => (&self.products, awaited.product),
        }
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
