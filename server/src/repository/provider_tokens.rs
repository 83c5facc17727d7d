//! The payment provider's access token, shared by every instance in
//! `provider_tokens`: bKash limits how often a merchant may ask for one, so
//! one instance at a time (holding a short lock) gets it and all use it.

use super::RepositoryError;
use crate::payments::{ProviderError, SharedToken, TokenStore};
use mongodb::{
    Collection, Database,
    bson::{Bson, DateTime, doc, oid::ObjectId},
};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
struct TokenDocument {
    /// The provider's name, e.g. `bkash`.
    #[serde(rename = "_id")]
    id: String,
    #[serde(default)]
    id_token: Option<String>,
    #[serde(default)]
    refresh_token: Option<String>,
    #[serde(default)]
    refresh_at: Option<DateTime>,
    /// Until then one instance is getting a new token.
    #[serde(default)]
    locked_until: Option<DateTime>,
    /// Which holder the lock is for: only it may save a token.
    #[serde(default)]
    lock_id: Option<String>,
    /// How many tokens were granted (not refreshed): what bKash counts.
    #[serde(default)]
    grants: i64,
}

#[derive(Clone)]
pub struct ProviderTokenRepository {
    collection: Collection<TokenDocument>,
}

fn failed(error: impl Into<RepositoryError>) -> ProviderError {
    ProviderError::unanswered(format!("the shared token store: {}", error.into()))
}

impl ProviderTokenRepository {
    pub(super) fn new(database: &Database) -> Self {
        ProviderTokenRepository {
            collection: database.collection("provider_tokens"),
        }
    }

    /// How many tokens were granted for `provider` (the operators' and tests' count).
    pub async fn grants(&self, provider: &str) -> Result<i64, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "_id": provider })
            .await?
            .map_or(0, |d| d.grants))
    }
}

#[async_trait::async_trait]
impl TokenStore for ProviderTokenRepository {
    async fn load(&self, provider: &str) -> Result<Option<SharedToken>, ProviderError> {
        let found = self
            .collection
            .find_one(doc! { "_id": provider })
            .await
            .map_err(failed)?;
        Ok(found.and_then(|d| {
            Some(SharedToken {
                id_token: d.id_token?,
                refresh_token: d.refresh_token?,
                refresh_at: d.refresh_at?,
            })
        }))
    }

    async fn lock(&self, provider: &str, now: DateTime, until: DateTime) -> Result<Option<String>, ProviderError> {
        let lock_id = ObjectId::new().to_hex();
        let free = doc! { "$or": [
            { "locked_until": Bson::Null },
            { "locked_until": { "$lte": now } },
        ] };
        let taken = self
            .collection
            .update_one(
                doc! { "_id": provider, "$and": [free] },
                doc! { "$set": { "locked_until": until, "lock_id": &lock_id } },
            )
            .await
            .map_err(failed)?;
        if taken.modified_count == 1 {
            return Ok(Some(lock_id));
        }
        // No document yet: the first instance to insert one holds the lock.
        let first = TokenDocument {
            id: provider.to_owned(),
            id_token: None,
            refresh_token: None,
            refresh_at: None,
            locked_until: Some(until),
            lock_id: Some(lock_id.clone()),
            grants: 0,
        };
        match self.collection.insert_one(&first).await.map_err(RepositoryError::from) {
            Ok(_) => Ok(Some(lock_id)),
            Err(RepositoryError::Duplicate) => Ok(None),
            Err(error) => Err(failed(error)),
        }
    }

    async fn save(
        &self,
        provider: &str,
        lock: &str,
        token: &SharedToken,
        granted: bool,
    ) -> Result<bool, ProviderError> {
        let saved = self
            .collection
            .update_one(
                doc! { "_id": provider, "lock_id": lock },
                doc! {
                    "$set": {
                        "id_token": &token.id_token,
                        "refresh_token": &token.refresh_token,
                        "refresh_at": token.refresh_at,
                        "locked_until": Bson::Null,
                        "lock_id": Bson::Null,
                    },
                    "$inc": { "grants": i64::from(granted) },
                },
            )
            .await
            .map_err(failed)?;
        if saved.matched_count == 0 {
            // Another holder took the lock meanwhile: its token wins, but this grant still counted at bKash.
            self.collection
                .update_one(
                    doc! { "_id": provider },
                    doc! { "$inc": { "grants": i64::from(granted) } },
                )
                .await
                .map_err(failed)?;
        }
        Ok(saved.matched_count == 1)
    }

    async fn unlock(&self, provider: &str, lock: &str) -> Result<(), ProviderError> {
        self.collection
            .update_one(
                doc! { "_id": provider, "lock_id": lock },
                doc! { "$set": { "locked_until": Bson::Null, "lock_id": Bson::Null } },
            )
            .await
            .map_err(failed)?;
        Ok(())
    }
}
