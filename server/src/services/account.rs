//! The signed-in customer's password: changing it, and ending every other
//! session of the account, so a thief's or an old phone's token stops working.

use crate::{
    auth::{Identity, PasswordHasher, Revocations, sessions},
    failure::Failure,
    repository::Repositories,
    texts,
};
use shop_core::{Text, validation};
use std::time::Duration;

/// What a password change needs besides the request: the hasher, the
/// revocations every worker checks, and how long a session lives.
pub struct PasswordDesk<'a> {
    pub hasher: &'a PasswordHasher,
    pub revocations: &'a Revocations,
    pub session_lifetime: Duration,
}

/// Sets the caller's new password once the current one is right and the new
/// one passes the core's rule.
pub async fn change_password(
    repositories: &Repositories,
    desk: PasswordDesk<'_>,
    identity: &Identity,
    current: String,
    new: String,
) -> Result<(), Failure> {
    validation::password(&new)
        .map_err(|e| Failure::Refused(Text::new(texts::account::NEW_PASSWORD_REFUSED).text("reason", e.text())))?;
    let user = repositories
        .users
        .find_by_id(identity.user_id)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_FIRST.into()))?;
    if !desk.hasher.verify(current, Some(user.password_hash)).await? {
        return Err(Failure::NotAllowed(texts::account::WRONG_PASSWORD.into()));
    }
    let hash = desk.hasher.hash(new).await?;
    // Whoever else holds a token of this account is signed out first: if
    // saving the password then fails, sessions have ended rather than
    // survived a change the user believes was made.
    sessions::end_other_sessions(desk.revocations, repositories, desk.session_lifetime, identity).await?;
    repositories.users.set_password_hash(user.id, &hash).await?;
    Ok(())
}
