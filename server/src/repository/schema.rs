//! The `schema` collection: one document (`_id: "version"`) holding the
//! number of the last upgrade step the database went through, and when each
//! step was made. A database without it is read as version 0.

use super::RepositoryError;
use mongodb::{
    Collection, Database,
    bson::{DateTime, Document, doc},
};

const VERSION_ID: &str = "version";

#[derive(Clone)]
pub struct SchemaRepository {
    collection: Collection<Document>,
}

impl SchemaRepository {
    pub(super) fn new(database: &Database) -> Self {
        SchemaRepository {
            collection: database.collection("schema"),
        }
    }

    /// The number of the last step made (0 for a database from before versions, or a new one).
    pub async fn version(&self) -> Result<u32, RepositoryError> {
        let found = self.collection.find_one(doc! { "_id": VERSION_ID }).await?;
        let version = found.and_then(|found| found.get_i64("version").ok()).unwrap_or(0);
        Ok(u32::try_from(version).unwrap_or(u32::MAX))
    }

    /// Records that step `step` (named `name`) was made on a database at
    /// `step - 1`; `false` when another instance recorded it first.
    pub async fn advance(&self, step: u32, name: &str, at: DateTime) -> Result<bool, RepositoryError> {
        let moved = self
            .collection
            .update_one(
                doc! { "_id": VERSION_ID, "version": i64::from(step) - 1 },
                doc! {
                    "$set": { "version": i64::from(step) },
                    "$push": { "steps": { "step": i64::from(step), "name": name, "at": at } },
                },
            )
            .upsert(step == 1)
            .await;
        match moved.map_err(RepositoryError::from) {
            Ok(done) => Ok(done.matched_count == 1 || done.upserted_id.is_some()),
            // A version document exists already: another instance made step 1.
            Err(RepositoryError::Duplicate) => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// Sets the version outright (tests, to stand for a database of another release).
    pub async fn set_version(&self, version: u32) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": VERSION_ID },
                doc! { "$set": { "version": i64::from(version) } },
            )
            .upsert(true)
            .await?;
        Ok(())
    }
}
