//! The catalog's change feed: MongoDB's change stream over `products` and
//! `variants`. It hands over each write once its transaction has committed,
//! in commit order, from a position the reader keeps; so a write is never
//! missed however long its transaction took, and no clock is read.

use super::RepositoryError;
use mongodb::{
    Database,
    bson::{Bson, Document, doc, oid::ObjectId},
    change_stream::{
        ChangeStream,
        event::{ChangeStreamEvent, OperationType, ResumeToken},
    },
};
use std::time::Duration;

/// How long MongoDB may hold an empty read of the feed waiting for a change:
/// short, as the reader paces itself.
const AWAIT: Duration = Duration::from_millis(50);

/// Fields whose change alone is a wishlist count moving, not a catalog change.
const WISHLIST_FIELDS: [&str; 2] = ["wishlist_count", "wishlistAt"];

/// One committed write to the catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogChange {
    /// A product was written (added, edited, its stock or rating moved).
    Product(ObjectId),
    /// A variant was written; `product` is its product where the change
    /// names it (an added variant), else it is to be looked up.
    Variant {
        variant: ObjectId,
        product: Option<ObjectId>,
    },
    /// Only a product's wishlist count moved, to this.
    Wishlist(ObjectId, i64),
    /// A product was deleted (its variants go in the same transaction, with
    /// a write to nothing else: their own deletions need no reading).
    Deleted(ObjectId),
}

/// Where a feed stands: reopening a feed there hands over what came after.
#[derive(Debug, Clone)]
pub struct FeedPosition(ResumeToken);

/// Opens catalog feeds.
#[derive(Clone)]
pub struct CatalogFeedRepository {
    database: Database,
}

/// An open feed.
pub struct CatalogFeed {
    stream: ChangeStream<ChangeStreamEvent<Document>>,
}

impl CatalogFeedRepository {
    pub(super) fn new(database: &Database) -> Self {
        CatalogFeedRepository {
            database: database.clone(),
        }
    }

    /// A feed of the writes committed after `after`, or from now on.
    pub async fn open(&self, after: Option<&FeedPosition>) -> Result<CatalogFeed, RepositoryError> {
        let pipeline = [
            doc! { "$match": {
                "ns.coll": { "$in": ["products", "variants"] },
                "operationType": { "$in": ["insert", "update", "replace", "delete"] },
            } },
            // A change need not carry a whole new product: only what says which it is.
            doc! { "$project": {
                "operationType": 1, "ns": 1, "documentKey": 1, "updateDescription": 1,
                "fullDocument.product_id": 1,
            } },
        ];
        let watch = self.database.watch().pipeline(pipeline).max_await_time(AWAIT);
        let stream = match after {
            Some(position) => watch.resume_after(position.0.clone()).await?,
            None => watch.await?,
        };
        Ok(CatalogFeed { stream })
    }
}

impl CatalogFeed {
    /// Changes handed over by one [`CatalogFeed::next_changes`] at most; the
    /// reader asks again at once when a call hands over this many.
    pub const MOST_AT_ONCE: usize = 5_000;

    /// The changes committed since the last call, oldest first, at most
    /// [`CatalogFeed::MOST_AT_ONCE`]; an error once the feed has ended (its database
    /// dropped) or failed, after which it is to be opened again.
    pub async fn next_changes(&mut self) -> Result<Vec<CatalogChange>, RepositoryError> {
        let mut changes = Vec::new();
        while changes.len() < Self::MOST_AT_ONCE {
            if !self.stream.is_alive() {
                return Err(mongodb::error::Error::custom("the catalog's change stream ended").into());
            }
            match self.stream.next_if_any().await? {
                Some(event) => changes.extend(change(event)),
                None => break,
            }
        }
        Ok(changes)
    }

    /// Where the feed stands: after the last change handed over.
    pub fn position(&self) -> Option<FeedPosition> {
        self.stream.resume_token().map(FeedPosition)
    }
}

/// What a change event means for the catalog, if anything.
fn change(event: ChangeStreamEvent<Document>) -> Option<CatalogChange> {
    let id = event.document_key.as_ref()?.get_object_id("_id").ok()?;
    let collection = event.ns.as_ref()?.coll.as_deref()?;
    match (collection, event.operation_type) {
        ("products", OperationType::Delete) => Some(CatalogChange::Deleted(id)),
        ("products", OperationType::Update) => Some(
            event
                .update_description
                .as_ref()
                .and_then(|update| wishlist_only(&update.updated_fields, &update.removed_fields))
                .map_or(CatalogChange::Product(id), |count| CatalogChange::Wishlist(id, count)),
        ),
        ("products", _) => Some(CatalogChange::Product(id)),
        ("variants", OperationType::Delete) => None,
        ("variants", _) => Some(CatalogChange::Variant {
            variant: id,
            product: event
                .full_document
                .as_ref()
                .and_then(|variant| variant.get_object_id("product_id").ok()),
        }),
        _ => None,
    }
}

/// The new wishlist count, when an update moved that count and nothing else.
fn wishlist_only(updated: &Document, removed: &[String]) -> Option<i64> {
    if !removed.is_empty() || !updated.keys().all(|field| WISHLIST_FIELDS.contains(&field.as_str())) {
        return None;
    }
    match updated.get("wishlist_count")? {
        Bson::Int64(n) => Some(*n),
        Bson::Int32(n) => Some(i64::from(*n)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_moved_alone_is_a_wishlist_change() {
        let updated = doc! { "wishlist_count": 3_i32, "wishlistAt": mongodb::bson::DateTime::now() };
        assert_eq!(wishlist_only(&updated, &[]), Some(3));
        assert_eq!(wishlist_only(&doc! { "wishlist_count": 4_i64 }, &[]), Some(4));
    }

    #[test]
    fn a_count_moved_with_anything_else_is_a_catalog_change() {
        assert_eq!(wishlist_only(&doc! { "wishlist_count": 3_i32, "rate": 4.5 }, &[]), None);
        assert_eq!(wishlist_only(&doc! { "wishlistAt": 1_i32 }, &[]), None);
        assert_eq!(
            wishlist_only(&doc! { "wishlist_count": 3_i32 }, &["discount".to_owned()]),
            None
        );
    }
}
