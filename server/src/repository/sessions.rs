//! The `session_revocations` collection: sign-outs and password changes that
//! every instance must honour.

use super::RepositoryError;
use crate::documents::session::RevocationDocument;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc},
};

#[derive(Clone)]
pub struct SessionRepository {
    collection: Collection<RevocationDocument>,
}

impl SessionRepository {
    pub(super) fn new(database: &Database) -> Self {
        SessionRepository {
            collection: database.collection("session_revocations"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.collection
            .create_indexes([
                IndexModel::builder().keys(doc! { "revokedAt": 1 }).build(),
                IndexModel::builder().keys(doc! { "expiresAt": 1 }).build(),
            ])
            .await?;
        Ok(())
    }

    pub async fn insert(&self, revocation: &RevocationDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(revocation).await?;
        Ok(())
    }

    /// Revocations made since `since` that still matter at `now`.
    pub async fn since(&self, since: DateTime, now: DateTime) -> Result<Vec<RevocationDocument>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! { "revokedAt": { "$gte": since }, "expiresAt": { "$gt": now } })
            .await?
            .try_collect()
            .await?)
    }

    /// Forgets revocations whose tokens have all expired.
    pub async fn prune(&self, now: DateTime) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .delete_many(doc! { "expiresAt": { "$lte": now } })
            .await?
            .deleted_count)
    }
}
