//! Admins' second factor: setting up an authenticator app (its secret, then a
//! code from it proving it was added, then recovery codes shown once), and
//! checking the code a sign-in brings: each time step once, or a recovery
//! code once.

use crate::{
    auth::second_factor as totp,
    documents::user::{Role, UserDocument},
    failure::Failure,
    repository::Repositories,
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// A setup begun: the secret for the app, and the link a phone's camera reads.
pub struct Started {
    pub secret: String,
    pub link: String,
}

async fn admin(repositories: &Repositories, user_id: ObjectId) -> Result<UserDocument, Failure> {
    let user = repositories
        .users
        .find_by_id(user_id)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    if user.role != Role::Admin {
        return Err(Failure::NotAllowed(texts::auth::ADMINS_ONLY.into()));
    }
    Ok(user)
}

/// Begins setting up an authenticator app for admin `user_id` (a new
/// secret each time, until one is confirmed).
pub async fn start(repositories: &Repositories, user_id: ObjectId) -> Result<Started, Failure> {
    let user = admin(repositories, user_id).await?;
    let secret = totp::new_secret();
    let account = user.email.as_deref().unwrap_or(&user.username);
    let link = totp::link(&secret, account).ok_or_else(|| Failure::internal("an otpauth link", "not made"))?;
    if !repositories.users.start_totp(user.id, &secret).await? {
        return Err(Failure::Conflict(texts::auth::SECOND_FACTOR_ON.into()));
    }
    Ok(Started { secret, link })
}

fn unix_seconds(now: DateTime) -> u64 {
    u64::try_from(now.timestamp_millis() / 1000).unwrap_or(0)
}

/// Confirms the setup with a code from the app; answers the recovery codes (shown once).
pub async fn confirm(
    repositories: &Repositories,
    user_id: ObjectId,
    code: &str,
    now: DateTime,
) -> Result<Vec<String>, Failure> {
    let user = admin(repositories, user_id).await?;
    let setup = match user.totp {
        Some(setup) if setup.confirmed => return Err(Failure::Conflict(texts::auth::SECOND_FACTOR_ON.into())),
        Some(setup) => setup,
        None => return Err(Failure::Conflict(texts::auth::SECOND_FACTOR_NOT_STARTED.into())),
    };
    let step = totp::step_of(&setup.secret, code, unix_seconds(now))
        .ok_or_else(|| Failure::Refused(texts::auth::CODE_WRONG.into()))?;
    let (codes, hashes) = totp::recovery_codes();
    let step = i64::try_from(step).unwrap_or(i64::MAX);
    if !repositories
        .users
        .confirm_totp(user.id, &setup.secret, step, &hashes)
        .await?
    {
        return Err(Failure::Conflict(texts::auth::SECOND_FACTOR_NOT_STARTED.into()));
    }
    Ok(codes)
}

/// Whether `code` (from the app, or a recovery code) passes `user`'s second
/// factor now; a code's time step, or a recovery code, is used up by it.
pub async fn passes(
    repositories: &Repositories,
    user: &UserDocument,
    code: &str,
    now: DateTime,
) -> Result<bool, Failure> {
    let Some(setup) = user.totp.as_ref().filter(|setup| setup.confirmed) else {
        return Ok(true);
    };
    if let Some(step) = totp::step_of(&setup.secret, code, unix_seconds(now)) {
        let step = i64::try_from(step).unwrap_or(i64::MAX);
        // A code seen before (this step or an earlier one) is a replay.
        return Ok(step > setup.last_step
            && repositories
                .users
                .take_totp_step(user.id, setup.last_step, step)
                .await?);
    }
    let hash = totp::recovery_hash(code);
    Ok(setup.recovery.contains(&hash) && repositories.users.take_recovery_code(user.id, &hash).await?)
}
