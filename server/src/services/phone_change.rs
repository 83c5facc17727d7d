//! Adding a mobile number to an account, or changing it: the new number's
//! code proves it; changing one also needs the password (a SIM swap or a
//! stolen session alone cannot move the account to another number), and the
//! old number and the confirmed e-mail are told.

use crate::{
    auth::PasswordHasher,
    documents::{outbox::OutboxMessage, user::UserDocument},
    failure::Failure,
    mail::number_changed::NumberChanged,
    repository::{Decided, Repositories, RepositoryError, Tx},
    services::phone_codes::{self, Proof},
    sms::texts::{masked, number_changed_text},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};

/// Why the number was not set; the code stays usable.
enum Refusal {
    Spent,
    Taken,
    /// The account is gone.
    Gone,
}

/// Sets the proven number on account `user_id`. Replacing another number
/// needs `password` to be the account's.
pub async fn set_number(
    repositories: &Repositories,
    hasher: &PasswordHasher,
    user_id: ObjectId,
    proof: Proof,
    password: Option<String>,
    now: DateTime,
) -> Result<UserDocument, Failure> {
    let user = repositories
        .users
        .find_by_id(user_id)
        .await?
        .ok_or_else(|| Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into()))?;
    let replacing = user.phone.as_ref().filter(|old| **old != proof.phone).cloned();
    if replacing.is_some() {
        second_proof(hasher, &user, password).await?;
    }
    let told = replacing
        .map(|old| telling(&user, &old, &proof.phone, now))
        .unwrap_or_default();
    let set = repositories
        .transaction(|mut tx| {
            let (proof, told) = (&proof, &told);
            async move {
                let set = number_in(repositories, &mut tx, user_id, proof, told, now).await;
                (tx, set)
            }
        })
        .await;
    let user = match set {
        Ok(Ok(user)) => user,
        Ok(Err(Refusal::Spent)) => return Err(Failure::Refused(texts::codes::SPENT.into())),
        Ok(Err(Refusal::Gone)) => return Err(Failure::SignedOut(texts::auth::SIGN_IN_AGAIN.into())),
        // Another account took the number meanwhile (the unique index).
        Ok(Err(Refusal::Taken)) | Err(RepositoryError::Duplicate) => {
            return Err(Failure::Conflict(texts::auth::PHONE_TAKEN.into()));
        }
        Err(error) => return Err(error.into()),
    };
    phone_codes::count_used(repositories, now).await;
    Ok(user)
}

/// The password. An account made with a number alone has none, and cannot
/// move to another number by itself: the shop's support does it.
async fn second_proof(hasher: &PasswordHasher, user: &UserDocument, password: Option<String>) -> Result<(), Failure> {
    if !user.has_password() {
        return Err(Failure::NotAllowed(texts::account::NO_SECOND_PROOF.into()));
    }
    let Some(password) = password.filter(|p| !p.is_empty()) else {
        return Err(Failure::NotAllowed(texts::account::PASSWORD_FOR_NUMBER.into()));
    };
    if !hasher.verify(password, Some(user.password_hash.clone())).await? {
        return Err(Failure::NotAllowed(texts::account::WRONG_PASSWORD.into()));
    }
    Ok(())
}

/// The SMS to the old number and the e-mail to the confirmed address.
fn telling(user: &UserDocument, old: &str, new: &str, now: DateTime) -> Vec<OutboxMessage> {
    let change = format!("{}:{}", user.id.to_hex(), now.timestamp_millis());
    let sms = OutboxMessage::sms(
        old,
        number_changed_text(user.language, new),
        (
            crate::mail::number_changed::KIND,
            crate::documents::outbox::MailPriority::Account,
        ),
        format!("number_changed_sms:{change}"),
        now,
    );
    let mail = user.confirmed_email().map(|email| {
        NumberChanged {
            to: email.to_owned(),
            customer_name: shop_core::greeting::greeting_name(&user.first_name, &user.last_name).unwrap_or_default(),
            new_number: masked(new),
        }
        .message(&change, now)
    });
    std::iter::once(sms).chain(mail).collect()
}

async fn number_in(
    repositories: &Repositories,
    tx: &mut Tx,
    user_id: ObjectId,
    proof: &Proof,
    told: &[OutboxMessage],
    now: DateTime,
) -> Decided<UserDocument, Refusal> {
    if !phone_codes::spend_in(repositories, tx, proof).await? {
        return Ok(Err(Refusal::Spent));
    }
    if let Some(other) = repositories.users.find_by_phone_in(tx, &proof.phone).await?
        && other.id != user_id
    {
        return Ok(Err(Refusal::Taken));
    }
    let Some(user) = repositories.users.set_phone_in(tx, user_id, &proof.phone, now).await? else {
        return Ok(Err(Refusal::Gone));
    };
    for message in told {
        repositories.outbox.enqueue_in(tx, message).await?;
    }
    Ok(Ok(user))
}
