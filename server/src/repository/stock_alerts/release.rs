//! What a release of alerts reads and writes inside the transaction that
//! gave stock back: the thing back in stock, the alerts waiting for it,
//! claimed with a write conditional on them still waiting, and the notices.

use super::{Awaited, StockAlertRepository, state_bson};
use crate::documents::stock_alert::{AlertState, NoticeDocument, StockAlertDocument};
use crate::repository::order_tallies::int;
use crate::repository::{RepositoryError, Tx};
use futures_util::TryStreamExt;
use mongodb::bson::{DateTime, doc, oid::ObjectId};

/// Something customers wait for, as stored now.
pub struct Restocked {
    pub awaited: Awaited,
    pub stock: i64,
    pub title: String,
    pub slug: String,
    /// The variant's label; empty for a product sold as itself.
    pub label: String,
}

impl StockAlertRepository {
    /// What `awaited` is now (its stock, its phone's title and slug), read in
    /// `tx`; `None` when it is gone.
    pub async fn restocked_in(&self, tx: &mut Tx, awaited: Awaited) -> Result<Option<Restocked>, RepositoryError> {
        let session = tx.session();
        let (stock, label) = match awaited.variant {
            Some(variant) => {
                let found = self
                    .variants
                    .find_one(doc! { "_id": variant, "product_id": awaited.product })
                    .projection(doc! { "stock": 1, "values": 1 })
                    .session(&mut *session)
                    .await?;
                let Some(found) = found else { return Ok(None) };
                let values: Vec<String> = found
                    .get_array("values")
                    .map(|values| values.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
                    .unwrap_or_default();
                (
                    Some(found.get("stock").map_or(0, int)),
                    shop_core::variant::label(&values),
                )
            }
            None => (None, String::new()),
        };
        let phone = self
            .products
            .find_one(doc! { "_id": awaited.product })
            .projection(doc! { "stock": 1, "title": 1, "slug": 1 })
            .session(session)
            .await?;
        Ok(phone.map(|phone| Restocked {
            awaited,
            stock: stock.unwrap_or_else(|| phone.get("stock").map_or(0, int)),
            title: phone.get_str("title").unwrap_or_default().to_owned(),
            slug: phone.get_str("slug").unwrap_or_default().to_owned(),
            label,
        }))
    }

    /// The alerts still waiting for `awaited`, read in `tx`.
    pub async fn waiting_in(&self, tx: &mut Tx, awaited: Awaited) -> Result<Vec<StockAlertDocument>, RepositoryError> {
        let session = tx.session();
        let mut waiting = awaited.filter();
        waiting.insert("state", state_bson(AlertState::Waiting));
        Ok(self
            .alerts
            .find(waiting)
            .session(&mut *session)
            .await?
            .stream(&mut *session)
            .try_collect()
            .await?)
    }

    /// Marks the alerts `ids` of `awaited` told, in `tx`, where they still
    /// wait: a second instance's release then conflicts with this one.
    pub async fn mark_notified_in(
        &self,
        tx: &mut Tx,
        awaited: Awaited,
        ids: &[ObjectId],
        now: DateTime,
    ) -> Result<(), RepositoryError> {
        let mut claim = doc! { "_id": { "$in": ids } };
        claim.extend(awaited.filter());
        claim.insert("state", state_bson(AlertState::Waiting));
        self.alerts
            .update_many(
                claim,
                doc! { "$set": { "state": state_bson(AlertState::Notified), "notified_at": now } },
            )
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Writes in-app notices in `tx`.
    pub async fn insert_notices_in(&self, tx: &mut Tx, notices: &[NoticeDocument]) -> Result<(), RepositoryError> {
        if !notices.is_empty() {
            self.notices.insert_many(notices).session(tx.session()).await?;
        }
        Ok(())
    }
}
