//! The signed-in customer's own settings: names and avatar (checked by the
//! core), interface language, and whether their orders text them. Each
//! answers the account as saved; an account gone meanwhile must sign in again.

use crate::{documents::user::UserDocument, failure::Failure, repository::Repositories, texts};
use mongodb::bson::oid::ObjectId;
use shop_core::{
    Locale,
    validation::{self, ProfileForm},
};

/// The account as saved, or the caller sent to sign in again when it is gone.
fn saved(user: Option<UserDocument>) -> Result<UserDocument, Failure> {
    user.ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()))
}

/// Sets the caller's names and avatar once the core accepts them, trimmed.
pub async fn update(repositories: &Repositories, user: ObjectId, form: ProfileForm) -> Result<UserDocument, Failure> {
    validation::validate_profile(&form).map_err(Failure::Invalid)?;
    let (first_name, last_name, avatar) = (form.first_name.trim(), form.last_name.trim(), form.avatar.trim());
    saved(
        repositories
            .users
            .update_profile(user, first_name, last_name, avatar)
            .await?,
    )
}

/// Sets the caller's interface language, by its tag (`en`, `bn`).
pub async fn set_language(repositories: &Repositories, user: ObjectId, tag: &str) -> Result<UserDocument, Failure> {
    let language = Locale::parse(tag).ok_or_else(|| Failure::Refused(texts::account::LANGUAGE_UNKNOWN.into()))?;
    saved(repositories.users.set_language(user, language).await?)
}

/// Turns the SMS about the caller's orders on or off.
pub async fn set_order_sms(
    repositories: &Repositories,
    user: ObjectId,
    enabled: bool,
) -> Result<UserDocument, Failure> {
    saved(repositories.users.set_order_sms(user, enabled).await?)
}
