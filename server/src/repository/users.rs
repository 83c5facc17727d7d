//! The `users` collection.

use super::RepositoryError;
use crate::domain::user::UserDocument;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{doc, oid::ObjectId},
    options::IndexOptions,
};

#[derive(Clone)]
pub struct UserRepository {
    collection: Collection<UserDocument>,
}

impl UserRepository {
    pub(super) fn new(database: &Database) -> Self {
        UserRepository {
            collection: database.collection("users"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = |field: &str| {
            IndexModel::builder()
                .keys(doc! { field: 1 })
                .options(IndexOptions::builder().unique(true).build())
                .build()
        };
        self.collection
            .create_indexes([unique("email"), unique("username")])
            .await?;
        Ok(())
    }

    /// Stores a new user; a taken email or username is `Duplicate`.
    pub async fn insert(&self, user: &UserDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(user).await?;
        Ok(())
    }

    pub async fn find_by_email(&self, email: &str) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "email": email }).await?)
    }

    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "_id": id }).await?)
    }

    /// Whether a username is taken.
    pub async fn username_exists(&self, username: &str) -> Result<bool, RepositoryError> {
        Ok(self
            .collection
            .count_documents(doc! { "username": username })
            .limit(1)
            .await?
            > 0)
    }
}
