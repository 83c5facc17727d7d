//! One-time codes by SMS: sending one to a number (the core's per-number
//! limits, then the shop-wide budget a minute), and proving a number with
//! the code typed back. Per-address and per-device limits are the route's
//! (`rate_limit::Limits`), before this runs.

use crate::digest::{hex, sha256_hex};
use crate::{
    documents::{
        outbox::{MailPriority, OutboxMessage},
        phone_code::{CodePurpose, IssuedCode, PhoneCodeDocument},
    },
    failure::Failure,
    repository::{Decided, Repositories, RepositoryError, Tallied, Tx},
    sms::texts::code_text,
    texts::codes,
};
use mongodb::bson::DateTime;
use shop_core::{
    Text,
    order::shop_day,
    phone_code::{self, Issued, SendRefusal, Verdict},
};

const MINUTE_MS: i64 = 60_000;
const DAY_MS: i64 = 86_400_000;
/// Days a day's tally is kept for the admin's figures.
pub const TALLY_DAYS: i64 = 30;
/// A number that asked for nothing this long is forgotten.
pub const NUMBER_KEPT_MS: i64 = DAY_MS;

fn hash_of(salt: &str, code: &str) -> String {
    sha256_hex(&format!("{salt}:{code}"))
}

/// The host a code's SMS binds it to (its last line, `@host #code`): the
/// shop's public address without scheme, port or path.
pub fn host_of(public_url: &str) -> &str {
    let rest = public_url.split_once("://").map_or(public_url, |(_, rest)| rest);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    match authority.rsplit_once(':') {
        Some((host, port)) if port.bytes().all(|b| b.is_ascii_digit()) => host,
        _ => authority,
    }
}

/// The id of the day tally of `now_ms`.
pub fn day_tally(now_ms: i64) -> String {
    format!("d:{}", shop_day(now_ms))
}

fn minute_tally(now_ms: i64) -> String {
    format!("m:{}", now_ms.div_euclid(MINUTE_MS))
}

/// The refusal of a code the number may not have yet.
fn too_soon(refusal: SendRefusal) -> Failure {
    Failure::Limited(match refusal {
        SendRefusal::TooSoon { wait_seconds } => Text::new(codes::WAIT).count("seconds", wait_seconds),
        SendRefusal::HourSpent { wait_seconds } => {
            Text::new(codes::HOUR_SPENT).count("minutes", wait_seconds.div_ceil(60))
        }
    })
}

/// What sending a code needs: the shop-wide budget and the host codes bind to.
pub struct CodeDesk<'a> {
    pub per_minute: u32,
    pub host: &'a str,
}

/// Sends a new code for `purpose` to `phone` (normalised), replacing any
/// code out: through the SMS outbox, first among what waits.
pub async fn send(
    repositories: &Repositories,
    desk: &CodeDesk<'_>,
    phone: &str,
    purpose: CodePurpose,
    now: DateTime,
) -> Result<(), Failure> {
    let now_ms = now.timestamp_millis();
    let stored = repositories.phone_codes.find(phone).await?;
    let sent: Vec<i64> = stored
        .iter()
        .flat_map(|codes| codes.sent.iter().map(|at| at.timestamp_millis()))
        .collect();
    phone_code::may_send(now_ms, &sent).map_err(too_soon)?;
    let minute = repositories
        .phone_codes
        .count(
            &minute_tally(now_ms),
            Tallied::Sent,
            now,
            DateTime::from_millis(now_ms + 2 * MINUTE_MS),
        )
        .await?;
    if minute > i64::from(desk.per_minute) {
        let day = day_tally(now_ms);
        let expires = DateTime::from_millis(now_ms + TALLY_DAYS * DAY_MS);
        if repositories
            .phone_codes
            .count(&day, Tallied::OverBudget, now, expires)
            .await?
            == 1
        {
            tracing::warn!(
                budget = desk.per_minute,
                "the shop's codes a minute are spent; codes are refused"
            );
        }
        return Err(Failure::Busy(codes::BUSY.into()));
    }
    let code = phone_code::code_of(rand::random());
    let salt = hex(&rand::random::<[u8; 16]>());
    let kept = sent.into_iter().filter(|at| now_ms - at < 3_600_000);
    let codes = PhoneCodeDocument {
        phone: phone.to_owned(),
        version: stored.as_ref().map_or(0, |codes| codes.version + 1),
        sent: kept.chain([now_ms]).map(DateTime::from_millis).collect(),
        last_at: now,
        code: Some(IssuedCode {
            purpose,
            hash: hash_of(&salt, &code),
            salt,
            at: now,
            tries: 0,
            used: false,
        }),
    };
    let message = OutboxMessage::sms(
        phone,
        code_text(&code, desk.host),
        ("code", MailPriority::Codes),
        format!("code:{phone}:{now_ms}"),
        now,
    );
    let read_version = stored.map(|codes| codes.version);
    let saved = repositories
        .transaction(|mut tx| {
            let (codes, message) = (&codes, &message);
            async move {
                let saved = store_and_send(repositories, &mut tx, codes, read_version, message).await;
                (tx, saved)
            }
        })
        .await?;
    // Another request for the number wrote first: it is the minute's code.
    saved.map_err(|()| too_soon(SendRefusal::TooSoon { wait_seconds: 60 }))?;
    let day = day_tally(now_ms);
    let expires = DateTime::from_millis(now_ms + TALLY_DAYS * DAY_MS);
    repositories
        .phone_codes
        .count(&day, Tallied::Sent, now, expires)
        .await?;
    Ok(())
}

async fn store_and_send(
    repositories: &Repositories,
    tx: &mut Tx,
    codes: &PhoneCodeDocument,
    read_version: Option<i64>,
    message: &OutboxMessage,
) -> Decided<(), ()> {
    if !repositories.phone_codes.save_in(tx, codes, read_version).await? {
        return Ok(Err(()));
    }
    repositories.outbox.enqueue_in(tx, message).await?;
    Ok(Ok(()))
}

/// A code that was right: spend it (with [`spend_in`]) in the transaction
/// of what it allows, so a refusal there leaves it usable.
#[derive(Debug, Clone)]
pub struct Proof {
    pub phone: String,
    codes: PhoneCodeDocument,
}

/// Checks `typed` against the code out for `phone` and `purpose`; a wrong
/// one counts against the code's tries.
pub async fn prove(
    repositories: &Repositories,
    phone: &str,
    purpose: CodePurpose,
    typed: &str,
    now: DateTime,
) -> Result<Proof, Failure> {
    // A typo (not six digits) is pointed out before it costs one of the code's tries.
    let typed = phone_code::shaped(typed).ok_or_else(|| Failure::Refused(codes::SHAPE.into()))?;
    let stored = repositories.phone_codes.find(phone).await?;
    let Some((codes, issued)) = stored.and_then(|codes| {
        let issued = codes.code.clone().filter(|code| code.purpose == purpose)?;
        Some((codes, issued))
    }) else {
        return Err(Failure::Refused(codes::NONE.into()));
    };
    let state = Issued {
        at: issued.at.timestamp_millis(),
        tries: issued.tries,
        used: issued.used,
    };
    let matches = hash_of(&issued.salt, typed) == issued.hash;
    match state.check(now.timestamp_millis(), matches) {
        Verdict::Accepted => Ok(Proof {
            phone: phone.to_owned(),
            codes,
        }),
        Verdict::Expired => Err(Failure::Refused(codes::EXPIRED.into())),
        Verdict::Spent => Err(Failure::Refused(codes::SPENT.into())),
        Verdict::Wrong { tries_left } => {
            let version = codes.version;
            let counted = PhoneCodeDocument {
                version: version + 1,
                code: Some(IssuedCode {
                    tries: issued.tries + 1,
                    ..issued
                }),
                ..codes
            };
            // A try racing another is still refused; only its count may be lost.
            repositories
                .atomically(|mut tx| {
                    let counted = &counted;
                    async move {
                        let saved = repositories.phone_codes.save_in(&mut tx, counted, Some(version)).await;
                        (tx, saved)
                    }
                })
                .await?;
            Err(Failure::Refused(if tries_left == 0 {
                codes::SPENT.into()
            } else {
                Text::new(codes::WRONG).count("tries_left", tries_left)
            }))
        }
    }
}

/// Marks the proven code used, in the transaction of what it allowed;
/// `false` when another request used it first.
pub async fn spend_in(repositories: &Repositories, tx: &mut Tx, proof: &Proof) -> Result<bool, RepositoryError> {
    let version = proof.codes.version;
    let spent = PhoneCodeDocument {
        version: version + 1,
        code: proof.codes.code.clone().map(|code| IssuedCode { used: true, ..code }),
        ..proof.codes.clone()
    };
    repositories.phone_codes.save_in(tx, &spent, Some(version)).await
}

/// Counts a spent code in the day's tally (after its transaction committed).
pub async fn count_used(repositories: &Repositories, now: DateTime) {
    let now_ms = now.timestamp_millis();
    let expires = DateTime::from_millis(now_ms + TALLY_DAYS * DAY_MS);
    if let Err(error) = repositories
        .phone_codes
        .count(&day_tally(now_ms), Tallied::Used, now, expires)
        .await
    {
        tracing::warn!(%error, "counting a used code failed");
    }
}

#[cfg(test)]
mod tests {
    use super::host_of;

    #[test]
    fn the_host_drops_scheme_port_and_path() {
        assert_eq!(host_of("https://shop.example.com.bd/"), "shop.example.com.bd");
        assert_eq!(host_of("http://127.0.0.1:8080"), "127.0.0.1");
        assert_eq!(host_of("shop.example"), "shop.example");
    }
}
