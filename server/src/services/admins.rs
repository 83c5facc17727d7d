//! Making an admin from the command line (`shop-server admin create`), so a
//! shop starts without the demo accounts and their public passwords.

use crate::{
    auth::PasswordHasher,
    documents::user::{Role, UserDocument},
    failure::Failure,
    repository::{Repositories, RepositoryError},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Text, validation};

/// Writes an admin account for `email` with `password` (checked by the
/// core's rules); its address counts as confirmed, as the operator typed it.
pub async fn create(
    repositories: &Repositories,
    hasher: &PasswordHasher,
    email: &str,
    password: &str,
    first_name: &str,
) -> Result<UserDocument, Failure> {
    let email = validation::email(email)?;
    validation::password(password)
        .map_err(|e| Failure::Refused(Text::new(texts::account::NEW_PASSWORD_REFUSED).text("reason", e.text())))?;
    let base = validation::username_base(&email);
    let username = format!("{base}{}", &ObjectId::new().to_hex()[20..]);
    let admin = UserDocument {
        id: ObjectId::new(),
        username,
        email: Some(email),
        phone: None,
        phone_verified_at: None,
        password_hash: hasher.hash(password.to_owned()).await?,
        role: Role::Admin,
        first_name: first_name.trim().to_owned(),
        last_name: String::new(),
        avatar: String::new(),
        created_at: DateTime::now(),
        language: shop_core::Locale::English,
        order_sms_off: false,
        email_verified: true,
        verify_token_hash: None,
        verify_expires_at: None,
        totp: None,
    };
    match repositories.users.insert(&admin).await {
        Ok(()) => Ok(admin),
        Err(RepositoryError::Duplicate) => Err(Failure::Conflict(texts::auth::EMAIL_TAKEN.into())),
        Err(error) => Err(error.into()),
    }
}
