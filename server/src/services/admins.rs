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
        email: Some(email),
        password_hash: hasher.hash(password.to_owned()).await?,
        email_verified: true,
        ..UserDocument::new(
            username,
            Role::Admin,
            (first_name.trim().to_owned(), String::new()),
            DateTime::now(),
        )
    };
    match repositories.users.insert(&admin).await {
        Ok(()) => Ok(admin),
        Err(RepositoryError::Duplicate) => Err(Failure::Conflict(texts::auth::EMAIL_TAKEN.into())),
        Err(error) => Err(error.into()),
    }
}
