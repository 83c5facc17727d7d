//! Admins from the command line: making one (`shop-server admin create`), so
//! a shop starts without the demo accounts and their public passwords, and
//! giving one a new password (`shop-server admin reset-password`) when it is
//! lost, every session of it signed out.

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

/// Gives the admin of `email` a new `password` (checked by the core's rules)
/// and signs every session of it out on every instance. Refused for an
/// address no admin has: a shopper's password is theirs to reset.
pub async fn reset_password(
    repositories: &Repositories,
    hasher: &PasswordHasher,
    email: &str,
    password: &str,
    session_lifetime: std::time::Duration,
) -> Result<UserDocument, Failure> {
    let email = validation::email(email)?;
    validation::password(password)
        .map_err(|e| Failure::Refused(Text::new(texts::account::NEW_PASSWORD_REFUSED).text("reason", e.text())))?;
    let admin = repositories
        .users
        .find_by_email(&email)
        .await?
        .filter(|user| user.role == Role::Admin)
        .ok_or_else(|| Failure::NotFound(texts::auth::NO_SUCH_ADMIN.into()))?;
    let hash = hasher.hash(password.to_owned()).await?;
    crate::auth::sessions::end_every_session(repositories, session_lifetime, admin.id).await?;
    repositories.users.set_password_hash(admin.id, &hash).await?;
    Ok(admin)
}
