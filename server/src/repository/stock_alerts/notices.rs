//! A customer's notices: listing, counting unread, marking read, pruning.

use super::StockAlertRepository;
use crate::{documents::stock_alert::NoticeDocument, repository::RepositoryError};
use futures_util::TryStreamExt;
use mongodb::bson::{Bson, DateTime, doc, oid::ObjectId};

impl StockAlertRepository {
    /// Deletes notices made before `before`, read or not.
    pub async fn prune_notices(&self, before: DateTime) -> Result<u64, RepositoryError> {
        Ok(self
            .notices
            .delete_many(doc! { "createdAt": { "$lte": before } })
            .await?
            .deleted_count)
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
