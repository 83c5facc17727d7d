//! The `stock_alerts` collection: customers waiting for a product to come
//! back, and the release that turns their alerts into notices and e-mails.
//!
//! Exactly once: a release runs inside the transaction that moves the stock
//! from 0 to more, and claims each alert with a write conditional on it still
//! waiting; a second instance's release then meets a write conflict, retries,
//! and finds nothing waiting. A request writes the out-of-stock product too,
//! so it cannot slip in unseen beside a restock's transaction.

use super::{OutboxRepository, RepositoryError, retry_transient};
use crate::documents::{
    order::OrderProduct,
    outbox::OutboxMessage,
    stock_alert::{AlertState, NoticeDocument, StockAlertDocument},
};
use futures_util::TryStreamExt;
use mongodb::{
    Client, ClientSession, Collection, Database, IndexModel,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId, to_bson},
    error::Error as DriverError,
    options::{IndexOptions, ReturnDocument},
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

/// Something back in stock, as a release tells of it.
pub(super) struct Restocked {
    pub awaited: Awaited,
    pub stock: i64,
    pub title: String,
    pub slug: String,
    /// The variant's label; empty for a product sold as itself.
    pub label: String,
}

impl Restocked {
    /// A product sold as itself, read with `_id`, `stock`, `title` and `slug`.
    pub(super) fn product(after: &Document) -> Option<Self> {
        Some(Restocked {
            awaited: Awaited {
                product: after.get_object_id("_id").ok()?,
                variant: None,
            },
            stock: integer(after, "stock"),
            title: after.get_str("title").unwrap_or_default().to_owned(),
            slug: after.get_str("slug").unwrap_or_default().to_owned(),
            label: String::new(),
        })
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

    /// Deletes notices made before `before`, read or not.
    pub async fn prune_notices(&self, before: DateTime) -> Result<u64, RepositoryError> {
        Ok(self
            .notices
            .delete_many(doc! { "createdAt": { "$lte": before } })
            .await?
            .deleted_count)
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

    /// Gives `quantity` units back to what an order sold, in `session`'s
    /// transaction: to its variant, or to its product when that was its own
    /// one variant, then releasing the product's alerts when that brings it
    /// back from none. Answers how many customers were told.
    pub(super) async fn return_stock(
        &self,
        session: &mut ClientSession,
        sold: &OrderProduct,
        quantity: i64,
        now: DateTime,
        mails: &BackInStockMails<'_>,
    ) -> Result<usize, DriverError> {
        let give_back = doc! { "$inc": { "stock": quantity, "sold": -quantity }, "$set": { "updatedAt": now } };
        if let Some(variant) = sold.variant_id {
            let after = self
                .variants
                .find_one_and_update(doc! { "_id": variant }, give_back)
                .projection(doc! { "stock": 1, "values": 1, "product_id": 1 })
                .return_document(ReturnDocument::After)
                .session(&mut *session)
                .await?;
            return match after {
                Some(after) if integer(&after, "stock") - quantity <= 0 => {
                    self.release_variant(session, &after, now, mails).await
                }
                _ => Ok(0),
            };
        }
        let product = sold.id;
        let after = self
            .products
            .find_one_and_update(doc! { "_id": product }, give_back)
            .projection(doc! { "stock": 1, "title": 1, "slug": 1 })
            .return_document(ReturnDocument::After)
            .session(&mut *session)
            .await?;
        match after {
            Some(after) if integer(&after, "stock") - quantity <= 0 => match Restocked::product(&after) {
                Some(restocked) => self.release(session, &restocked, now, mails).await,
                None => Ok(0),
            },
            _ => Ok(0),
        }
    }

    /// Releases the alerts of a variant read with `_id`, `stock`, `values`
    /// and `product_id`, with its phone's title and slug read in `session`.
    pub(super) async fn release_variant(
        &self,
        session: &mut ClientSession,
        after: &Document,
        now: DateTime,
        mails: &BackInStockMails<'_>,
    ) -> Result<usize, DriverError> {
        let (Ok(id), Ok(product)) = (after.get_object_id("_id"), after.get_object_id("product_id")) else {
            return Ok(0);
        };
        let Some(phone) = self
            .products
            .find_one(doc! { "_id": product })
            .projection(doc! { "title": 1, "slug": 1 })
            .session(&mut *session)
            .await?
        else {
            return Ok(0);
        };
        let values: Vec<String> = after
            .get_array("values")
            .map(|values| values.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
            .unwrap_or_default();
        let restocked = Restocked {
            awaited: Awaited {
                product,
                variant: Some(id),
            },
            stock: integer(after, "stock"),
            title: phone.get_str("title").unwrap_or_default().to_owned(),
            slug: phone.get_str("slug").unwrap_or_default().to_owned(),
            label: shop_core::variant::label(&values),
        };
        self.release(session, &restocked, now, mails).await
    }

    /// Turns every alert waiting for what `restocked` tells of into a notice
    /// and an e-mail, in `session`'s transaction, if it is in stock.
    pub(super) async fn release(
        &self,
        session: &mut ClientSession,
        restocked: &Restocked,
        now: DateTime,
        mails: &BackInStockMails<'_>,
    ) -> Result<usize, DriverError> {
        if restocked.stock <= 0 {
            return Ok(0);
        }
        let mut waiting = restocked.awaited.filter();
        waiting.insert("state", state_bson(AlertState::Waiting));
        let alerts: Vec<StockAlertDocument> = self
            .alerts
            .find(waiting.clone())
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?;
        if alerts.is_empty() {
            return Ok(0);
        }
        let ids: Vec<ObjectId> = alerts.iter().map(|a| a.id).collect();
        let mut claim = waiting;
        claim.insert("_id", doc! { "$in": &ids });
        self.alerts
            .update_many(
                claim,
                doc! { "$set": { "state": state_bson(AlertState::Notified), "notified_at": now } },
            )
            .session(&mut *session)
            .await?;
        let notices: Vec<NoticeDocument> = alerts
            .iter()
            .map(|alert| NoticeDocument {
                id: ObjectId::new(),
                customer_id: alert.customer_id,
                kind: BACK_IN_STOCK.to_owned(),
                product_id: restocked.awaited.product,
                product_title: restocked.title.clone(),
                product_slug: restocked.slug.clone(),
                variant_id: restocked.awaited.variant,
                variant_label: restocked.label.clone(),
                dedupe_key: format!("{BACK_IN_STOCK}:{}", alert.request_id.to_hex()),
                read_at: None,
                created_at: now,
            })
            .collect();
        self.notices.insert_many(&notices).session(&mut *session).await?;
        for (alert, notice) in alerts.iter().zip(&notices) {
            if let Some(message) = mails(alert, notice) {
                self.outbox.enqueue(Some(&mut *session), &message).await?;
            }
        }
        Ok(notices.len())
    }

    /// A customer's notices, newest first.
    pub async fn notices_for(&self, customer: ObjectId, limit: i64) -> Result<Vec<NoticeDocument>, RepositoryError> {
        Ok(self
            .notices
            .find(doc! { "customer_id": customer })
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .limit(limit)
            .await?
            .try_collect()
            .await?)
    }

    /// How many of a customer's notices are unread.
    pub async fn unread_count(&self, customer: ObjectId) -> Result<u64, RepositoryError> {
        Ok(self
            .notices
            .count_documents(doc! { "customer_id": customer, "read_at": Bson::Null })
            .await?)
    }

    /// Marks one of the customer's notices read (`None` for all of them);
    /// answers whether a notice of theirs matched.
    pub async fn mark_read(&self, customer: ObjectId, notice: Option<ObjectId>) -> Result<bool, RepositoryError> {
        let now = DateTime::now();
        let Some(id) = notice else {
            self.notices
                .update_many(
                    doc! { "customer_id": customer, "read_at": Bson::Null },
                    doc! { "$set": { "read_at": now } },
                )
                .await?;
            return Ok(true);
        };
        let mine = doc! { "_id": id, "customer_id": customer };
        let mut unread = mine.clone();
        unread.insert("read_at", Bson::Null);
        if self
            .notices
            .update_one(unread, doc! { "$set": { "read_at": now } })
            .await?
            .matched_count
            == 1
        {
            return Ok(true);
        }
        let matched = self.notices.count_documents(mine).await?;
        Ok(matched == 1)
    }
}
