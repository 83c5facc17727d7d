//! Signing in and up with a mobile number and its code: the code proves the
//! number; the account with it is signed in, or one is made for it when the
//! shopper gave a name (a guest's checkout makes one so, quietly).

use crate::{
    documents::user::{Role, UserDocument},
    failure::Failure,
    repository::{Decided, Repositories, Tx},
    services::phone_codes::{self, Proof},
    texts,
};
use mongodb::bson::{DateTime, oid::ObjectId};
use shop_core::validation::{self, ProfileForm};

/// The name an account made with a number starts with.
#[derive(Debug, Clone)]
pub struct Names {
    pub first_name: String,
    pub last_name: String,
}

impl Names {
    /// The names, checked as the profile form checks them.
    pub fn checked(first_name: &str, last_name: &str) -> Result<Self, Failure> {
        let form = ProfileForm {
            first_name: first_name.to_owned(),
            last_name: last_name.to_owned(),
            avatar: String::new(),
        };
        validation::validate_profile(&form).map_err(Failure::Invalid)?;
        Ok(Names {
            first_name: first_name.trim().to_owned(),
            last_name: last_name.trim().to_owned(),
        })
    }
}

/// Why a right code signed nobody in; the code stays usable.
enum Refusal {
    /// Used meanwhile by another request.
    Spent,
    /// No account has the number, and no name came to make one.
    NameNeeded,
    /// The account with the number last proved it over a year ago, and has
    /// a password to sign in with instead.
    Stale,
}

/// How long a number proven by a code stays an account's sign-in: a number
/// silent for a year may have been recycled to someone else.
pub const PROVEN_FOR_MS: i64 = 365 * 86_400_000;

/// The account of the proven number (made now if `names` came and none
/// has it), with the code spent and the number's proof time renewed.
pub async fn sign_in(
    repositories: &Repositories,
    proof: Proof,
    names: Option<Names>,
    now: DateTime,
) -> Result<UserDocument, Failure> {
    let username = match &names {
        Some(names) => Some(free_username(repositories, &names.first_name).await?),
        None => None,
    };
    let signed_in = repositories
        .transaction(|mut tx| {
            let (proof, names, username) = (&proof, &names, &username);
            async move {
                let signed_in =
                    account_for(repositories, &mut tx, proof, names.as_ref().zip(username.as_ref()), now).await;
                (tx, signed_in)
            }
        })
        .await?;
    let user = signed_in.map_err(|refusal| match refusal {
        Refusal::Spent => Failure::Refused(texts::codes::SPENT.into()),
        Refusal::NameNeeded => Failure::Conflict(texts::auth::NAME_NEEDED.into()),
        Refusal::Stale => Failure::Conflict(texts::auth::NUMBER_STALE.into()),
    })?;
    phone_codes::count_used(repositories, now).await;
    Ok(user)
}

async fn account_for(
    repositories: &Repositories,
    tx: &mut Tx,
    proof: &Proof,
    new: Option<(&Names, &String)>,
    now: DateTime,
) -> Decided<UserDocument, Refusal> {
    if !phone_codes::spend_in(repositories, tx, proof).await? {
        return Ok(Err(Refusal::Spent));
    }
    if let Some(user) = repositories.users.find_by_phone_in(tx, &proof.phone).await? {
        let stale = user
            .phone_verified_at
            .is_none_or(|at| now.timestamp_millis() - at.timestamp_millis() > PROVEN_FOR_MS);
        if !stale {
            repositories.users.phone_proven_in(tx, user.id, now).await?;
            return Ok(Ok(UserDocument {
                phone_verified_at: Some(now),
                ..user
            }));
        }
        if user.has_password() {
            return Ok(Err(Refusal::Stale));
        }
        // A number-only account whose number went silent for a year: the
        // number may belong to someone else now, who must not see its orders
        // and addresses. It lets the number go; the caller gets an account
        // of their own.
        repositories.users.release_phone_in(tx, user.id).await?;
    }
    let Some((names, username)) = new else {
        return Ok(Err(Refusal::NameNeeded));
    };
    // No password and no e-mail: the number's codes sign it in.
    let user = UserDocument {
        phone: Some(proof.phone.clone()),
        phone_verified_at: Some(now),
        ..UserDocument::new(
            username.clone(),
            Role::Customer,
            (names.first_name.clone(), names.last_name.clone()),
            now,
        )
    };
    repositories.users.insert_in(tx, &user).await?;
    Ok(Ok(user))
}

/// A username from the first name's letters, with four random digits.
async fn free_username(repositories: &Repositories, first_name: &str) -> Result<String, Failure> {
    // A name in Bangla script has no letters a username takes.
    let base = Some(validation::username_base(first_name))
        .filter(|base| base.bytes().any(|b| b.is_ascii_lowercase()))
        .unwrap_or_else(|| "shopper".to_owned());
    for _ in 0..10 {
        let candidate = format!("{base}{:04}", rand::random::<u16>() % 10_000);
        if !repositories.users.username_exists(&candidate).await? {
            return Ok(candidate);
        }
    }
    Ok(format!("{base}{}", &ObjectId::new().to_hex()[16..]))
}
