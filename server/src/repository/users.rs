//! The `users` collection.

use super::RepositoryError;
use crate::documents::user::{Role, UserDocument};
use futures_util::TryStreamExt;
use mongodb::error::ErrorKind;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{DateTime, doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};
use shop_core::Locale;

/// The server's code for a collection that does not exist.
const NAMESPACE_NOT_FOUND: i32 = 26;

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
        let unique = |field: &str, sparse: bool| {
            IndexModel::builder()
                .keys(doc! { field: 1 })
                .options(IndexOptions::builder().unique(true).sparse(sparse).build())
                .build()
        };
        let confirmation = IndexModel::builder()
            .keys(doc! { "verify_token_hash": 1 })
            .options(IndexOptions::builder().sparse(true).build())
            .build();
        self.collection
            .create_indexes([
                unique("email", true),
                unique("phone", true),
                unique("username", false),
                confirmation,
            ])
            .await?;
        Ok(())
    }

    /// Accounts made before numbers had a unique index on `email` that also
    /// counted a missing address: it would let one account alone go without
    /// an e-mail. It is dropped (once) for the sparse one.
    /// Drops the dense unique index on `email` of a database from before
    /// accounts by number, which would refuse a second account without one.
    pub async fn drop_dense_email_index(&self) -> Result<(), RepositoryError> {
        let indexes: Vec<IndexModel> = match self.collection.list_indexes().await {
            Ok(cursor) => cursor.try_collect().await?,
            // A new database has no `users` yet, so no old index either.
            Err(error) if matches!(&*error.kind, ErrorKind::Command(e) if e.code == NAMESPACE_NOT_FOUND) => Vec::new(),
            Err(error) => return Err(error.into()),
        };
        let dense = indexes.into_iter().find(|index| {
            index.keys == doc! { "email": 1 } && !index.options.as_ref().and_then(|o| o.sparse).unwrap_or(false)
        });
        if let Some(name) = dense.and_then(|index| index.options.and_then(|o| o.name)) {
            self.collection.drop_index(name).await?;
        }
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

    /// [`Self::find_by_phone`] in a transaction.
    pub async fn find_by_phone_in(
        &self,
        tx: &mut super::Tx,
        phone: &str,
    ) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one(doc! { "phone": phone })
            .session(tx.session())
            .await?)
    }

    /// [`Self::insert`] in a transaction.
    pub async fn insert_in(&self, tx: &mut super::Tx, user: &UserDocument) -> Result<(), RepositoryError> {
        self.collection.insert_one(user).session(tx.session()).await?;
        Ok(())
    }

    /// Stores a second factor being set up, unless one is in use; `false` then.
    pub async fn start_totp(&self, id: ObjectId, secret: &str) -> Result<bool, RepositoryError> {
        let started = self
            .collection
            .update_one(
                doc! { "_id": id, "totp.confirmed": { "$ne": true } },
                doc! { "$set": { "totp": { "secret": secret, "confirmed": false, "last_step": 0_i64, "recovery": [] } } },
            )
            .await?;
        Ok(started.matched_count == 1)
    }

    /// Puts the second factor being set up with `secret` in use, its code
    /// taken at `step`; `false` when another setup replaced it meanwhile.
    pub async fn confirm_totp(
        &self,
        id: ObjectId,
        secret: &str,
        step: i64,
        recovery: &[String],
    ) -> Result<bool, RepositoryError> {
        let confirmed = self
            .collection
            .update_one(
                doc! { "_id": id, "totp.secret": secret, "totp.confirmed": false },
                doc! { "$set": { "totp.confirmed": true, "totp.last_step": step, "totp.recovery": recovery } },
            )
            .await?;
        Ok(confirmed.modified_count == 1)
    }

    /// Takes time step `step` of the account's app (it was at `last`);
    /// `false` when a sign-in took that step or a later one meanwhile.
    pub async fn take_totp_step(&self, id: ObjectId, last: i64, step: i64) -> Result<bool, RepositoryError> {
        let taken = self
            .collection
            .update_one(
                doc! { "_id": id, "totp.last_step": last },
                doc! { "$set": { "totp.last_step": step } },
            )
            .await?;
        Ok(taken.modified_count == 1)
    }

    /// Uses up the recovery code with this hash; `false` when it is not (or no longer) one.
    pub async fn take_recovery_code(&self, id: ObjectId, hash: &str) -> Result<bool, RepositoryError> {
        let taken = self
            .collection
            .update_one(
                doc! { "_id": id, "totp.recovery": hash },
                doc! { "$pull": { "totp.recovery": hash } },
            )
            .await?;
        Ok(taken.modified_count == 1)
    }

    /// Takes the number off the account (it went silent too long).
    pub async fn release_phone_in(&self, tx: &mut super::Tx, id: ObjectId) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": id },
                doc! { "$unset": { "phone": "", "phone_verified_at": "" } },
            )
            .session(tx.session())
            .await?;
        Ok(())
    }

    /// Records that the account's number was proven by a code at `at`.
    pub async fn phone_proven_in(&self, tx: &mut super::Tx, id: ObjectId, at: DateTime) -> Result<(), RepositoryError> {
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": { "phone_verified_at": at } })
            .session(tx.session())
            .await?;
        Ok(())
    }

    pub async fn find_by_phone(&self, phone: &str) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "phone": phone }).await?)
    }

    /// Sets the account's number, proven at `at`; a number another account
    /// has is `Duplicate`. `None` when there is no such user.
    pub async fn set_phone_in(
        &self,
        tx: &mut super::Tx,
        id: ObjectId,
        phone: &str,
        at: DateTime,
    ) -> Result<Option<UserDocument>, RepositoryError> {
        Ok(self
            .collection
            .find_one_and_update(
                doc! { "_id": id },
                doc! { "$set": { "phone": phone, "phone_verified_at": at } },
            )
            .return_document(ReturnDocument::After)
            .session(tx.session())
            .await?)
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

    /// Replaces a user's password hash in a reset; a reset by an e-mail link
    /// also proves the address.
    pub async fn reset_password_in(
        &self,
        tx: &mut super::Tx,
        id: ObjectId,
        password_hash: &str,
        email_proven: bool,
    ) -> Result<(), RepositoryError> {
        let mut set = doc! { "password_hash": password_hash };
        if email_proven {
            set.insert("email_verified", true);
        }
        self.collection
            .update_one(doc! { "_id": id }, doc! { "$set": set })
            .session(tx.session())
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
