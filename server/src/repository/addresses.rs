//! The `addresses` collection, and each customer's address book document
//! that every change of the book writes inside its use case's transaction.

use super::{RepositoryError, Tx};
use crate::documents::address::{AddressDocument, AddressFields};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Document, doc, oid::ObjectId, to_document},
    options::ReturnDocument,
};

#[derive(Clone)]
pub struct AddressRepository {
    collection: Collection<AddressDocument>,
    /// One document per customer whose revision every change of the book
    /// bumps inside its transaction: two concurrent changes write the same
    /// document, so one retries and sees the other (no write skew past the
    /// limit or to two defaults).
    books: Collection<Document>,
}

impl AddressRepository {
    pub(super) fn new(database: &Database) -> Self {
        AddressRepository {
            collection: database.collection("addresses"),
            books: database.collection("address_books"),
        }
    }

    /// Bumps the revision of the customer's book in `tx`: two concurrent
    /// changes of one book then conflict, and the one run again sees the other.
    pub async fn claim_book(&self, tx: &mut Tx, customer_id: ObjectId) -> Result<(), RepositoryError> {
        self.books
            .update_one(doc! { "_id": customer_id }, doc! { "$inc": { "revision": 1_i64 } })
            .upsert(true)
            .session(tx.session())
            .await?;
        Ok(())
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let by_customer = IndexModel::builder()
            .keys(doc! { "customer_id": 1, "createdAt": -1 })
            .build();
        self.collection.create_index(by_customer).await?;
        Ok(())
    }

    /// A customer's addresses, the default first, then newest first.
    pub async fn for_customer(&self, customer_id: ObjectId) -> Result<Vec<AddressDocument>, RepositoryError> {
        Ok(self
            .collection
            .find(doc! { "customer_id": customer_id })
            .sort(doc! { "is_default": -1, "createdAt": -1, "_id": -1 })
            .await?
            .try_collect()
            .await?)
    }

    /// The customer's default address (else their newest), if they have any.
    pub async fn default_for(&self, customer_id: ObjectId) -> Result<Option<AddressDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "customer_id": customer_id })
            .sort(doc! { "is_default": -1, "createdAt": -1, "_id": -1 })
            .await?)
    }

    pub async fn find_owned(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<Option<AddressDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "_id": id, "customer_id": customer_id })
            .await?)
    }

    /// Stores an address as it is (seeding).
    pub async fn insert(&self, address: &AddressDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(address).await?;
        Ok(())
    }

    /// How many addresses the customer keeps, counted in `tx`.
    pub async fn count_in(&self, tx: &mut Tx, customer_id: ObjectId) -> Result<u64, RepositoryError> {
        Ok(self
            .collection
            .count_documents(doc! { "customer_id": customer_id })
            .session(tx.session())
            .await?)
    }

    /// Whether the customer has a default address, read in `tx`.
    pub async fn has_default_in(&self, tx: &mut Tx, customer_id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "customer_id": customer_id, "is_default": true })
            .session(tx.session())
            .await?
            .is_some())
    }

    /// Stores an address in `tx`.
    pub async fn insert_in(&self, tx: &mut Tx, address: &AddressDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(address).session(tx.session()).await?;
        Ok(())
    }

    /// Marks the customer's address `id` a default in `tx`; `false` when they own no such address.
    pub async fn mark_default_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        customer_id: ObjectId,
    ) -> Result<bool, RepositoryError> {
        let chosen = self
            .collection
            .update_one(
                doc! { "_id": id, "customer_id": customer_id },
                doc! { "$set": { "is_default": true } },
            )
            .session(tx.session())
            .await?;
        Ok(chosen.matched_count == 1)
    }

    /// Unmarks every default address of the customer but `keep`, in `tx`.
    pub async fn clear_defaults_in(
        &self,
        tx: &mut Tx,
        customer_id: ObjectId,
        keep: Option<ObjectId>,
    ) -> Result<(), RepositoryError> {
        let mut others = doc! { "customer_id": customer_id, "is_default": true };
        if let Some(keep) = keep {
            others.insert("_id", doc! { "$ne": keep });
        }
        self.collection
            .update_many(others, doc! { "$set": { "is_default": false } })
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Replaces the fields of an owned address; `None` when there is none.
    pub async fn update_fields(
        &self,
        id: ObjectId,
        customer_id: ObjectId,
        fields: &AddressFields,
    ) -> Result<Option<AddressDocument>, RepositoryError> {
        let set = to_document(fields).map_err(|e| RepositoryError::Other(e.into()))?;
        Ok(self
            .collection
            .find_one_and_update(doc! { "_id": id, "customer_id": customer_id }, doc! { "$set": set })
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Deletes an owned address; answers whether it existed.
    pub async fn delete_owned(&self, id: ObjectId, customer_id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self
            .collection
            .delete_one(doc! { "_id": id, "customer_id": customer_id })
            .await?
            .deleted_count
            == 1)
    }
}
