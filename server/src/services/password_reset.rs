//! A forgotten password, reset by a link mailed to the account's address or
//! by a code sent to its mobile number. Asking for a link answers the same
//! whether or not an account has the address; a link works once, for
//! [`LINK_MINUTES`]; a reset signs every session of the account out on every
//! instance and tells the confirmed address.

use crate::{
    auth::{PasswordHasher, Revocations, sessions},
    digest::{looks_like_token, random_token, sha256_hex},
    documents::{outbox::OutboxMessage, password_reset::PasswordResetDocument, user::UserDocument},
    failure::Failure,
    mail::password_reset::{ResetDoneMail, ResetLinkMail},
    repository::{Decided, Repositories, Tx},
    services::{
        phone_accounts::PROVEN_FOR_MS,
        phone_codes::{self, Proof},
    },
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::{Text, greeting::greeting_name, validation};
use std::time::Duration;

/// How long a reset link works.
pub const LINK_MINUTES: u64 = 30;
/// Links one account is mailed in an hour; further asks are answered alike
/// but mail nothing, so an address cannot be flooded through the shop.
pub const LINKS_PER_HOUR: u64 = 3;

/// What a reset needs besides the request.
pub struct ResetDesk<'a> {
    pub hasher: &'a PasswordHasher,
    pub revocations: &'a Revocations,
    pub session_lifetime: Duration,
}

fn minutes_ms(minutes: u64) -> i64 {
    i64::try_from(minutes * 60_000).unwrap_or(i64::MAX)
}

/// Mails a reset link to the account with `email`, if there is one and it
/// has not had [`LINKS_PER_HOUR`] links this hour. The caller answers the
/// same either way; only a malformed address is refused.
pub async fn ask_by_email(
    repositories: &Repositories,
    public_url: &str,
    email: &str,
    now: DateTime,
) -> Result<(), Failure> {
    let email = validation::email(email)?;
    let Some(user) = repositories.users.find_by_email(&email).await? else {
        return Ok(());
    };
    let hour_ago = DateTime::from_millis(now.timestamp_millis() - minutes_ms(60));
    if repositories.password_resets.sent_since(user.id, hour_ago).await? >= LINKS_PER_HOUR {
        tracing::info!(user = %user.id, "a reset link was asked for past the hour's budget; none mailed");
        return Ok(());
    }
    let token = random_token();
    let reset = PasswordResetDocument {
        token_hash: sha256_hex(&token),
        user_id: user.id,
        created_at: now,
        expires_at: DateTime::from_millis(now.timestamp_millis() + minutes_ms(LINK_MINUTES)),
    };
    let mail = ResetLinkMail {
        to: email,
        customer_name: greeting_name(&user.first_name, &user.last_name).unwrap_or_default(),
        link: format!("{}/auth/reset-password?token={token}", public_url.trim_end_matches('/')),
        minutes: LINK_MINUTES,
    }
    .message(&reset.token_hash, now);
    repositories
        .atomically(|mut tx| {
            let (reset, mail) = (&reset, &mail);
            async move {
                let stored = async {
                    repositories.password_resets.insert_in(&mut tx, reset).await?;
                    repositories.outbox.enqueue_in(&mut tx, mail).await?;
                    Ok(())
                }
                .await;
                (tx, stored)
            }
        })
        .await?;
    Ok(())
}

/// Sets `password` on the account whose live link carries `token`, ends its
/// link and every session. A used, expired or unknown link is refused.
pub async fn reset_by_link(
    repositories: &Repositories,
    desk: &ResetDesk<'_>,
    token: &str,
    password: &str,
    now: DateTime,
) -> Result<(), Failure> {
    checked(password)?;
    let invalid = || Failure::Refused(texts::auth::RESET_LINK_INVALID.into());
    if !looks_like_token(token) {
        return Err(invalid());
    }
    let token_hash = sha256_hex(token);
    let reset = repositories
        .password_resets
        .find_live(&token_hash, now)
        .await?
        .ok_or_else(invalid)?;
    let user = repositories
        .users
        .find_by_id(reset.user_id)
        .await?
        .ok_or_else(invalid)?;
    let password_hash = desk.hasher.hash(password.to_owned()).await?;
    sign_out_everywhere(repositories, desk, user.id).await?;
    let notice = notice(&user, "an e-mail link", &token_hash, now, true);
    let done = repositories
        .transaction(|mut tx| {
            let (password_hash, notice, token_hash) = (&password_hash, &notice, &token_hash);
            async move {
                let done = apply(
                    repositories,
                    &mut tx,
                    (user.id, Some(token_hash)),
                    password_hash,
                    notice,
                )
                .await;
                (tx, done)
            }
        })
        .await?;
    done.map_err(|()| invalid())
}

/// Sets `password` on the account with the number the code proved. The
/// number must have proven itself within the year, as for signing in.
pub async fn reset_by_code(
    repositories: &Repositories,
    desk: &ResetDesk<'_>,
    proof: Proof,
    password: &str,
    now: DateTime,
) -> Result<(), Failure> {
    checked(password)?;
    let user = repositories
        .users
        .find_by_phone(&proof.phone)
        .await?
        .ok_or_else(|| Failure::NotFound(texts::auth::NO_ACCOUNT_FOR_NUMBER.into()))?;
    let stale = user
        .phone_verified_at
        .is_none_or(|at| now.timestamp_millis() - at.timestamp_millis() > PROVEN_FOR_MS);
    if stale {
        return Err(Failure::Conflict(texts::auth::NUMBER_STALE_FOR_RESET.into()));
    }
    let password_hash = desk.hasher.hash(password.to_owned()).await?;
    sign_out_everywhere(repositories, desk, user.id).await?;
    let by = format!("a code sent to {}", crate::sms::texts::masked(&proof.phone));
    let notice = notice(
        &user,
        &by,
        &format!("code:{}:{}", user.id, now.timestamp_millis()),
        now,
        false,
    );
    let done = repositories
        .transaction(|mut tx| {
            let (proof, password_hash, notice) = (&proof, &password_hash, &notice);
            async move {
                let done = async {
                    if !phone_codes::spend_in(repositories, &mut tx, proof).await? {
                        return Ok(Err(()));
                    }
                    repositories.users.phone_proven_in(&mut tx, user.id, now).await?;
                    apply(repositories, &mut tx, (user.id, None), password_hash, notice).await
                }
                .await;
                (tx, done)
            }
        })
        .await?;
    done.map_err(|()| Failure::Refused(texts::codes::SPENT.into()))?;
    phone_codes::count_used(repositories, now).await;
    Ok(())
}

/// The core's password rule, as the reset forms show it.
fn checked(password: &str) -> Result<(), Failure> {
    validation::password(password)
        .map_err(|e| Failure::Refused(Text::new(texts::account::NEW_PASSWORD_REFUSED).text("reason", e.text())))
}

async fn sign_out_everywhere(repositories: &Repositories, desk: &ResetDesk<'_>, user: ObjectId) -> Result<(), Failure> {
    // Before the password changes: if saving it then fails, sessions have
    // ended rather than survived a reset the owner believes was made.
    let revocation = sessions::end_every_session(repositories, desk.session_lifetime, user).await?;
    desk.revocations.apply(&[revocation]);
    Ok(())
}

/// The notice to the account's address, if it has one that is confirmed
/// (or that the reset's own link proves).
fn notice(user: &UserDocument, by: &str, reset: &str, now: DateTime, address_proven: bool) -> Option<OutboxMessage> {
    let to = user.email.clone().filter(|_| user.email_verified || address_proven)?;
    Some(
        ResetDoneMail {
            to,
            customer_name: greeting_name(&user.first_name, &user.last_name).unwrap_or_default(),
            by: by.to_owned(),
        }
        .message(reset, now),
    )
}

/// Ends the account's links (`Err` when the one named was used meanwhile),
/// sets the new password and queues the notice.
async fn apply(
    repositories: &Repositories,
    tx: &mut Tx,
    (user, link): (ObjectId, Option<&String>),
    password_hash: &str,
    notice: &Option<OutboxMessage>,
) -> Decided<(), ()> {
    if !repositories
        .password_resets
        .take_all_in(tx, user, link.map(String::as_str))
        .await?
    {
        return Ok(Err(()));
    }
    repositories
        .users
        .reset_password_in(tx, user, password_hash, link.is_some())
        .await?;
    if let Some(notice) = notice {
        repositories.outbox.enqueue_in(tx, notice).await?;
    }
    Ok(Ok(()))
}
