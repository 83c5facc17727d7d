//! Releasing alerts: stock given back to what an order sold, and the
//! release that turns the alerts waiting for something back in stock into
//! notices and e-mails, in the transaction that moved the stock.

use super::{Awaited, BACK_IN_STOCK, BackInStockMails, StockAlertRepository, integer, state_bson};
use crate::documents::{
    order::OrderProduct,
    stock_alert::{AlertState, NoticeDocument, StockAlertDocument},
};
use crate::repository::products::stock_stamp;
use futures_util::TryStreamExt;
use mongodb::{
    ClientSession,
    bson::{DateTime, Document, doc, oid::ObjectId},
    error::Error as DriverError,
    options::ReturnDocument,
};

/// Something back in stock, as a release tells of it.
pub(in crate::repository) struct Restocked {
    pub awaited: Awaited,
    pub stock: i64,
    pub title: String,
    pub slug: String,
    /// The variant's label; empty for a product sold as itself.
    pub label: String,
}

impl Restocked {
    /// A product sold as itself, read with `_id`, `stock`, `title` and `slug`.
    pub(in crate::repository) fn product(after: &Document) -> Option<Self> {
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

impl StockAlertRepository {
    /// Gives `quantity` units back to what an order sold, in `session`'s
    /// transaction: to its variant, or to its product when that was its own
    /// one variant, then releasing the product's alerts when that brings it
    /// back from none. Answers how many customers were told.
    pub(in crate::repository) async fn return_stock(
        &self,
        session: &mut ClientSession,
        sold: &OrderProduct,
        quantity: i64,
        now: DateTime,
        mails: &BackInStockMails<'_>,
    ) -> Result<usize, DriverError> {
        let give_back =
            doc! { "$inc": { "stock": quantity, "sold": -quantity }, "$set": { "updatedAt": stock_stamp(now) } };
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
    pub(in crate::repository) async fn release_variant(
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
    pub(in crate::repository) async fn release(
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
}
