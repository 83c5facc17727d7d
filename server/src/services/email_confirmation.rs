//! Confirming a new customer's e-mail address: sign-up mails a link (through
//! the outbox) whose token only the account stores the hash of; opening it
//! within two days confirms the address. Order, payment and back-in-stock
//! e-mails go only to confirmed addresses; shopping does not wait for it.

use crate::digest::{looks_like_token, random_token, sha256_hex};
use crate::texts;
use crate::{
    documents::user::UserDocument, failure::Failure, mail::confirm_email::ConfirmEmail, repository::Repositories,
};
use mongodb::bson::DateTime;

/// How long a confirmation link works.
pub const LINK_HOURS: u64 = 48;

/// A confirmation link's secret, and what the account stores of it.
pub struct Link {
    token: String,
    hash: String,
    expires: DateTime,
}

/// The stored form of a link's token.
fn hash_of(token: &str) -> String {
    sha256_hex(token)
}

/// A new link, working until `LINK_HOURS` after `now`.
pub fn new_link(now: DateTime) -> Link {
    let token = random_token();
    let ms = i64::try_from(LINK_HOURS * 3_600_000).unwrap_or(i64::MAX);
    Link {
        hash: hash_of(&token),
        token,
        expires: DateTime::from_millis(now.timestamp_millis().saturating_add(ms)),
    }
}

impl Link {
    /// `user` with this link stored on it (unconfirmed).
    pub fn stored_on(&self, user: UserDocument) -> UserDocument {
        UserDocument {
            email_verified: false,
            verify_token_hash: Some(self.hash.clone()),
            verify_expires_at: Some(self.expires),
            ..user
        }
    }
}

/// Queues the e-mail carrying `link` to `user`'s address.
pub async fn send(
    repositories: &Repositories,
    user: &UserDocument,
    link: &Link,
    public_url: &str,
) -> Result<(), Failure> {
    let to = user
        .email
        .clone()
        .ok_or_else(|| Failure::Conflict(texts::auth::NO_EMAIL.into()))?;
    let mail = ConfirmEmail {
        to,
        customer_name: shop_core::greeting::greeting_name(&user.first_name, &user.last_name).unwrap_or_default(),
        link: format!("{public_url}/api/auth/confirm-email?token={}", link.token),
        hours: LINK_HOURS,
    };
    repositories
        .outbox
        .enqueue(&mail.message(&link.hash, DateTime::now()))
        .await?;
    Ok(())
}

/// Sends a new link to a signed-in customer whose address is not confirmed yet.
pub async fn send_again(repositories: &Repositories, user: &UserDocument, public_url: &str) -> Result<(), Failure> {
    if user.email.is_none() {
        return Err(Failure::Conflict(texts::auth::NO_EMAIL.into()));
    }
    if user.email_verified {
        return Err(Failure::Conflict(texts::auth::EMAIL_CONFIRMED_ALREADY.into()));
    }
    let link = new_link(DateTime::now());
    repositories
        .users
        .set_confirmation(user.id, &link.hash, link.expires)
        .await?;
    send(repositories, user, &link, public_url).await
}

/// Confirms the address whose link carries `token`; `false` for a link
/// that is unknown, used or expired.
pub async fn confirm(repositories: &Repositories, token: &str, now: DateTime) -> Result<bool, Failure> {
    if !looks_like_token(token) {
        return Ok(false);
    }
    Ok(repositories.users.confirm_email(&hash_of(token), now).await?)
}
