//! The `session_revocations` collection: sign-outs and password changes that
//! every instance must honour.

use super::RepositoryError;
use crate::documents::session::RevocationDocument;
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, to_document},
};

#[derive(Clone)]
pub struct SessionRepository {
    database: Database,
    collection: Collection<RevocationDocument>,
}

impl SessionRepository {
    pub(super) fn new(database: &Database) -> Self {
        SessionRepository {
            database: database.clone(),
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

    /// Stores a revocation stamped with the database's clock, not this
    /// instance's: every instance then reads revocations on one clock.
    pub async fn insert(&self, revocation: &RevocationDocument) -> Result<(), RepositoryError> {
        let mut fields = to_document(revocation).unwrap_or_default();
        fields.remove("revokedAt");
        fields.remove("_id");
        self.collection
            .update_one(
                doc! { "_id": revocation.id },
                doc! { "$setOnInsert": fields, "$currentDate": { "revokedAt": true } },
            )
            .upsert(true)
            .await?;
        Ok(())
    }

    /// The database's clock now (what revocations are stamped with).
    pub async fn database_time(&self) -> Result<DateTime, RepositoryError> {
        let hello = self.database.run_command(doc! { "hello": 1 }).await?;
        Ok(hello
            .get_datetime("localTime")
            .copied()
            .unwrap_or_else(|_| DateTime::now()))
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
