//! The `users` collection.

use super::RepositoryError;
use crate::documents::user::{Role, UserDocument};
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};
use shop_core::Locale;

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
        let confirmation = IndexModel::builder()
            .keys(doc! { "verify_token_hash": 1 })
            .options(IndexOptions::builder().sparse(true).build())
            .build();
        self.collection
            .create_indexes([unique("email"), unique("username"), confirmation])
            .await?;
        Ok(())
    }

    /// Records a new confirmation link for the account (the last one sent counts).
    pub async fn set_confirmation(
        &self,
        id: ObjectId,
        token_hash: &str,
        expires: DateTime,
    ) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": id },
                doc! { "$set": { "verify_token_hash": token_hash, "verify_expires_at": expires } },
            )
            .await?;
        Ok(())
    }

    /// Confirms the address of the account whose live link has this token
    /// hash; `false` when no link matches (unknown, used, or expired).
    pub async fn confirm_email(&self, token_hash: &str, now: DateTime) -> Result<bool, RepositoryError> {
        let confirmed = self
            .collection
            .update_one(
                doc! { "verify_token_hash": token_hash, "verify_expires_at": { "$gt": now } },
                doc! {
                    "$set": { "email_verified": true },
                    "$unset": { "verify_token_hash": "", "verify_expires_at": "" },
                },
            )
            .await?;
        Ok(confirmed.modified_count == 1)
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

    /// Sets a user's names and avatar; `None` when there is no such user.
    pub async fn update_profile(
        &self,
        id: ObjectId,
        first_name: &str,
        last_name: &str,
        avatar: &str,
    ) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(
                doc! { "_id": id },
                doc! { "$set": { "first_name": first_name, "last_name": last_name, "avatar": avatar } },
            )
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Turns the SMS about a user's orders on or off; `None` when there is no such user.
    pub async fn set_order_sms(&self, id: ObjectId, on: bool) -> Result<Option<UserDocument>, RepositoryError> {
        let update = if on {
            doc! { "$unset": { "order_sms_off": "" } }
        } else {
            doc! { "$set": { "order_sms_off": true } }
        };
        Ok(self
            .collection
            .find_one_and_update(doc! { "_id": id }, update)
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Sets the interface language a user chose; `None` when there is no such user.
    pub async fn set_language(&self, id: ObjectId, language: Locale) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(doc! { "_id": id }, doc! { "$set": { "language": language.code() } })
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Replaces a user's password hash.
    pub async fn set_password_hash(&self, id: ObjectId, password_hash: &str) -> Result<(), RepositoryError> {
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": { "password_hash": password_hash } })
            .await?;
        Ok(())
    }

    /// Gives a user a role.
    pub async fn set_role(&self, id: ObjectId, role: Role) -> Result<(), RepositoryError> {
        let role = mongodb::bson::to_bson(&role).map_err(|e| RepositoryError::Other(e.into()))?;
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": { "role": role } })
            .await?;
        Ok(())
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
