//! The `addresses` collection. Changing which address is the default runs in
//! a transaction, so a customer never has two defaults or none.

use super::{RepositoryError, retry_transient};
use crate::documents::address::{AddressDocument, AddressFields};
use futures_util::TryStreamExt;
use mongodb::{
    Client, ClientSession, Collection, Database, IndexModel,
    bson::{Document, doc, oid::ObjectId, to_document},
    options::ReturnDocument,
};

#[derive(Clone)]
pub struct AddressRepository {
    client: Client,
    collection: Collection<AddressDocument>,
    /// One document per customer whose revision every change of the book
    /// bumps inside its transaction: two concurrent changes write the same
    /// document, so one retries and sees the other (no write skew past the
    /// limit or to two defaults).
    books: Collection<Document>,
}

impl AddressRepository {
    pub(super) fn new(client: &Client, database: &Database) -> Self {
        AddressRepository {
            client: client.clone(),
            collection: database.collection("addresses"),
            books: database.collection("address_books"),
        }
    }

    async fn claim_book(
        &self,
        customer_id: ObjectId,
        session: &mut ClientSession,
    ) -> Result<(), mongodb::error::Error> {
        self.books
            .update_one(doc! { "_id": customer_id }, doc! { "$inc": { "revision": 1_i64 } })
            .upsert(true)
            .session(session)
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

    /// Adds a customer's address in one transaction: refused (`None`) when the customer
    /// already keeps `most`; it becomes the only default when `make_default`
    /// or when the customer has no default yet. Answers the stored address.
    pub async fn add(
        &self,
        address: &AddressDocument,
        make_default: bool,
        most: u64,
    ) -> Result<Option<AddressDocument>, RepositoryError> {
        retry_transient(|| self.insert_once(address, make_default, most)).await
    }

    async fn insert_once(
        &self,
        address: &AddressDocument,
        make_default: bool,
        most: u64,
    ) -> Result<Option<AddressDocument>, mongodb::error::Error> {
        let customer = address.customer_id;
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        self.claim_book(customer, &mut session).await?;
        let kept = self
            .collection
            .count_documents(doc! { "customer_id": customer })
            .session(&mut session)
            .await?;
        if kept >= most {
            session.abort_transaction().await?;
            return Ok(None);
        }
        let has_default = self
            .collection
            .find_one(doc! { "customer_id": customer, "is_default": true })
            .session(&mut session)
            .await?
            .is_some();
        let is_default = make_default || !has_default;
        if is_default && has_default {
            self.collection
                .update_many(
                    doc! { "customer_id": customer, "is_default": true },
                    doc! { "$set": { "is_default": false } },
                )
                .session(&mut session)
                .await?;
        }
        let stored = AddressDocument {
            is_default,
            ..address.clone()
        };
        self.collection.insert_one(&stored).session(&mut session).await?;
        session.commit_transaction().await?;
        Ok(Some(stored))
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

    /// Makes `id` the customer's only default; `false` when they own no such address.
    pub async fn set_default(&self, id: ObjectId, customer_id: ObjectId) -> Result<bool, RepositoryError> {
        retry_transient(|| self.set_default_once(id, customer_id)).await
    }

    async fn set_default_once(&self, id: ObjectId, customer_id: ObjectId) -> Result<bool, mongodb::error::Error> {
        let mut session = self.client.start_session().await?;
        session.start_transaction().await?;
        self.claim_book(customer_id, &mut session).await?;
        let chosen = self
            .collection
            .update_one(
                doc! { "_id": id, "customer_id": customer_id },
                doc! { "$set": { "is_default": true } },
            )
            .session(&mut session)
            .await?;
        if chosen.matched_count == 0 {
            session.abort_transaction().await?;
            return Ok(false);
        }
        self.collection
            .update_many(
                doc! { "customer_id": customer_id, "_id": { "$ne": id } },
                doc! { "$set": { "is_default": false } },
            )
            .session(&mut session)
            .await?;
        session.commit_transaction().await?;
        Ok(true)
    }
}
