//! The `phone_codes` and `phone_code_tallies` collections.

use super::RepositoryError;
use crate::documents::phone_code::{CodeTallyDocument, PhoneCodeDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc},
    options::ReturnDocument,
};

#[derive(Clone)]
pub struct PhoneCodeRepository {
    codes: Collection<PhoneCodeDocument>,
    tallies: Collection<CodeTallyDocument>,
}

/// A tally's counters.
#[derive(Debug, Clone, Copy)]
pub enum Tallied {
    Sent,
    Used,
    OverBudget,
}

impl PhoneCodeRepository {
    pub(super) fn new(database: &Database) -> Self {
        PhoneCodeRepository {
            codes: database.collection("phone_codes"),
            tallies: database.collection("phone_code_tallies"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.codes
            .create_index(IndexModel::builder().keys(doc! { "last_at": 1 }).build())
            .await?;
        self.tallies
            .create_index(IndexModel::builder().keys(doc! { "expires_at": 1 }).build())
            .await?;
        Ok(())
    }

    pub async fn find(&self, phone: &str) -> Result<Option<PhoneCodeDocument>, RepositoryError> {
        Ok(self.codes.find_one(doc! { "_id": phone }).await?)
    }

    /// Stores `codes` if the number's document is still the one read at
    /// `read_version` (`None`: there was none); `false` when another request
    /// wrote it first.
    pub async fn save_in(
        &self,
        tx: &mut super::Tx,
        codes: &PhoneCodeDocument,
        read_version: Option<i64>,
    ) -> Result<bool, RepositoryError> {
        let Some(version) = read_version else {
            return match self.codes.insert_one(codes).session(tx.session()).await {
                Ok(_) => Ok(true),
                Err(error) => match RepositoryError::from(error) {
                    RepositoryError::Duplicate => Ok(false),
                    other => Err(other),
                },
            };
        };
        let replaced = self
            .codes
            .replace_one(doc! { "_id": &codes.phone, "version": version }, codes)
            .session(tx.session())
            .await?;
        Ok(replaced.matched_count == 1)
    }

    /// Adds one to a tally's counter (making the tally, kept until
    /// `expires_at`), and answers that counter as it is now.
    pub async fn count(
        &self,
        id: &str,
        counter: Tallied,
        now: DateTime,
        expires_at: DateTime,
    ) -> Result<i64, RepositoryError> {
        let mut update = doc! { "$setOnInsert": { "expires_at": expires_at } };
        match counter {
            Tallied::Sent => update.insert("$inc", doc! { "sent": 1 }),
            Tallied::Used => update.insert("$inc", doc! { "used": 1 }),
            Tallied::OverBudget => {
                update.insert("$set", doc! { "last_over_budget": now });
                update.insert("$inc", doc! { "over_budget": 1 })
            }
        };
        let tally = self
            .tallies
            .find_one_and_update(doc! { "_id": id }, update)
            .upsert(true)
            .return_document(ReturnDocument::After)
            .await?;
        Ok(tally.map_or(1, |tally| match counter {
            Tallied::Sent => tally.sent,
            Tallied::Used => tally.used,
            Tallied::OverBudget => tally.over_budget,
        }))
    }

    /// The tallies of these ids that exist.
    pub async fn tallies(&self, ids: &[String]) -> Result<Vec<CodeTallyDocument>, RepositoryError> {
        Ok(self
            .tallies
            .find(doc! { "_id": { "$in": ids } })
            .await?
            .try_collect()
            .await?)
    }

    /// Deletes tallies past their time and numbers sent nothing since `idle_since`.
    pub async fn prune(&self, now: DateTime, idle_since: DateTime) -> Result<u64, RepositoryError> {
        let tallies = self.tallies.delete_many(doc! { "expires_at": { "$lt": now } }).await?;
        let codes = self
            .codes
            .delete_many(doc! { "last_at": { "$lt": idle_since } })
            .await?;
        Ok(tallies.deleted_count + codes.deleted_count)
    }
}
