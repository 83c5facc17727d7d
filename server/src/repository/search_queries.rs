//! The `search_queries` collection: searches counted per normalised query
//! and Dhaka day.

use super::RepositoryError;
use crate::documents::search_query::SearchQueryDay;
use futures_util::TryStreamExt;
use mongodb::{Collection, Database, IndexModel, bson::doc};

#[derive(Clone)]
pub struct SearchQueryRepository {
    collection: Collection<SearchQueryDay>,
}

impl SearchQueryRepository {
    pub(super) fn new(database: &Database) -> Self {
        SearchQueryRepository {
            collection: database.collection("search_queries"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.collection
            .create_index(IndexModel::builder().keys(doc! { "day": 1 }).build())
            .await?;
        Ok(())
    }

    /// Adds `searches` and `nothing` to `query`'s counts of `day`.
    pub async fn add(&self, day: &str, query: &str, searches: i64, nothing: i64) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": format!("{day}|{query}") },
                doc! {
                    "$inc": { "searches": searches, "nothing": nothing },
                    "$setOnInsert": { "day": day, "query": query },
                },
            )
            .upsert(true)
            .await?;
        Ok(())
    }

    /// Every query's counts of `first_day` and the days after it.
    pub async fn since(&self, first_day: &str) -> Result<Vec<SearchQueryDay>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! { "day": { "$gte": first_day } })
            .await?
            .try_collect()
            .await?)
    }

    /// Deletes the counts of the days before `first_kept`.
    pub async fn prune(&self, first_kept: &str) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .delete_many(doc! { "day": { "$lt": first_kept } })
            .await?
            .deleted_count)
    }
}
