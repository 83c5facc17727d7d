//! The `password_resets` collection: the links mailed to reset a password.

use super::{RepositoryError, Tx};
use crate::documents::password_reset::PasswordResetDocument;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::IndexOptions,
};
use std::time::Duration;

#[derive(Clone)]
pub struct PasswordResetRepository {
    collection: Collection<PasswordResetDocument>,
}

impl PasswordResetRepository {
    pub(super) fn new(database: &Database) -> Self {
        PasswordResetRepository {
            collection: database.collection("password_resets"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        // A link past its end is of no use: MongoDB drops it a day later.
        let lapsed = IndexOptions::builder()
            .expire_after(Duration::from_secs(86_400))
            .build();
        self.collection
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "user_id": 1, "createdAt": 1 })
                    .build(),
                IndexModel::builder()
                    .keys(doc! { "expiresAt": 1 })
                    .options(lapsed)
                    .build(),
            ])
            .await?;
        Ok(())
    }

    pub async fn insert_in(&self, tx: &mut Tx, reset: &PasswordResetDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(reset).session(tx.session()).await?;
        Ok(())
    }

    /// How many links the account was sent since `since`.
    pub async fn sent_since(&self, user_id: ObjectId, since: DateTime) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .count_documents(doc! { "user_id": user_id, "createdAt": { "$gte": since } })
            .await?)
    }

    /// The link with this token hash, if it still works at `now`.
    pub async fn find_live(
        &self,
        token_hash: &str,
        now: DateTime,
    ) -> Result<Option<PasswordResetDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "_id": token_hash, "expiresAt": { "$gt": now } })
            .await?)
    }

    /// Deletes every link of the account; `true` when the one with
    /// `token_hash` was among them (no other request used it first).
    pub async fn take_all_in(
        &self,
        tx: &mut Tx,
        user_id: ObjectId,
        token_hash: Option<&str>,
    ) -> Result<bool, RepositoryError> {
        let taken = match token_hash {
            Some(hash) => {
                self.collection
                    .delete_one(doc! { "_id": hash, "user_id": user_id })
                    .session(tx.session())
                    .await?
                    .deleted_count
                    == 1
            }
            None => true,
        };
        self.collection
            .delete_many(doc! { "user_id": user_id })
            .session(tx.session())
            .await?;
        Ok(taken)
    }
}
