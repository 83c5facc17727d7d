//! Ending sessions before their tokens expire. Tokens stay stateless to check:
//! each instance keeps the revocations in memory (a token is checked without a
//! database round trip), writes new ones to MongoDB and reads the other
//! instances' every sync interval, so a sign-out holds everywhere within it.

use super::{Claims, Identity, TokenKeys};
use crate::{
    documents::session::RevocationDocument,
    repository::{Repositories, RepositoryError},
};
use mongodb::bson::{DateTime, oid::ObjectId};
use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
    time::Duration,
};

/// The revocations that can still refuse a token.
#[derive(Default)]
pub struct Revocations {
    state: RwLock<State>,
}

#[derive(Default)]
struct State {
    /// Signed-out sessions and when they would have ended anyway (Unix ms).
    sessions: HashMap<ObjectId, i64>,
    /// Per account: sessions begun before this moment are ended, but one.
    accounts: HashMap<ObjectId, AccountCut>,
}

#[derive(Clone, Copy)]
struct AccountCut {
    before: i64,
    keep: Option<ObjectId>,
    expires: i64,
}

impl Revocations {
    /// Whether the session `claims` belong to has been ended.
    pub fn refuses(&self, claims: &Claims) -> bool {
        let (Some(session), Some(user)) = (claims.session_id(), claims.user_id()) else {
            return true;
        };
        let state = self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        state.sessions.contains_key(&session)
            || state
                .accounts
                .get(&user)
                .is_some_and(|cut| claims.sst < cut.before && cut.keep != Some(session))
    }

    /// Takes revocations in, and forgets those no token can need any more.
    pub fn apply(&self, revocations: &[RevocationDocument]) {
        let now = DateTime::now().timestamp_millis();
        let mut state = self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        for revocation in revocations {
            let expires = revocation.expires_at.timestamp_millis();
            if let Some(session) = revocation.session_id {
                state.sessions.insert(session, expires);
            }
            if let Some(before) = revocation.sessions_before {
                let cut = AccountCut {
                    before,
                    keep: revocation.keep,
                    expires,
                };
                // The latest cut covers every earlier one.
                state
                    .accounts
                    .entry(revocation.user_id)
                    .and_modify(|old| {
                        if old.before <= before {
                            *old = cut;
                        }
                    })
                    .or_insert(cut);
            }
        }
        state.sessions.retain(|_, expires| *expires > now);
        state.accounts.retain(|_, cut| cut.expires > now);
    }

    /// How many revocations are held (sessions, accounts).
    pub fn len(&self) -> (usize, usize) {
        let state = self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        (state.sessions.len(), state.accounts.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == (0, 0)
    }
}

fn millis(seconds: u64) -> DateTime {
    DateTime::from_millis(i64::try_from(seconds.saturating_mul(1000)).unwrap_or(i64::MAX))
}

/// Ends the caller's session on every instance (sign-out).
pub async fn end_session(
    revocations: &Revocations,
    repositories: &Repositories,
    keys: &TokenKeys,
    identity: &Identity,
) -> Result<(), RepositoryError> {
    let revocation = RevocationDocument {
        id: ObjectId::new(),
        user_id: identity.user_id,
        session_id: Some(identity.session_id),
        sessions_before: None,
        keep: None,
        revoked_at: DateTime::now(),
        // Kept until the session's absolute end: a token of it renewed on
        // another instance before this reached it lives at most that long.
        expires_at: millis(keys.session_end(&identity.claims(identity.role)).saturating_add(LEEWAY)),
    };
    repositories.sessions.insert(&revocation).await?;
    revocations.apply(&[revocation]);
    Ok(())
}

/// Ends every session of the caller's account but its own (after a password change).
pub async fn end_other_sessions(
    revocations: &Revocations,
    repositories: &Repositories,
    session_lifetime: Duration,
    identity: &Identity,
) -> Result<(), RepositoryError> {
    let now = DateTime::now();
    let lifetime = i64::try_from(session_lifetime.as_millis()).unwrap_or(i64::MAX);
    let revocation = RevocationDocument {
        id: ObjectId::new(),
        user_id: identity.user_id,
        session_id: None,
        sessions_before: Some(now.timestamp_millis()),
        keep: Some(identity.session_id),
        revoked_at: now,
        expires_at: DateTime::from_millis(now.timestamp_millis().saturating_add(lifetime)),
    };
    repositories.sessions.insert(&revocation).await?;
    revocations.apply(&[revocation]);
    Ok(())
}

/// Ends every session of `user_id`: every instance follows the revocation
/// stored; the answer is it, for a serving instance to apply at once (the
/// command line has none to apply it to).
pub async fn end_every_session(
    repositories: &Repositories,
    session_lifetime: Duration,
    user_id: ObjectId,
) -> Result<RevocationDocument, RepositoryError> {
    let now = DateTime::now();
    let lifetime = i64::try_from(session_lifetime.as_millis()).unwrap_or(i64::MAX);
    let revocation = RevocationDocument {
        id: ObjectId::new(),
        user_id,
        session_id: None,
        // A moment ahead: a token issued in the same millisecond ends too.
        sessions_before: Some(now.timestamp_millis().saturating_add(1)),
        keep: None,
        revoked_at: now,
        expires_at: DateTime::from_millis(now.timestamp_millis().saturating_add(lifetime)),
    };
    repositories.sessions.insert(&revocation).await?;
    Ok(revocation)
}

/// How far back each poll looks again: revocations are stamped with the
/// database's clock, and the poll reads on that clock too, so this only
/// covers a write committed just after its stamp.
const OVERLAP_MS: i64 = 5_000;
/// Seconds a token check forgives past a token's end.
const LEEWAY: u64 = super::token::LEEWAY_SECONDS as u64;

/// Reads every revocation still in force (at startup).
pub async fn load(revocations: &Revocations, repositories: &Repositories) -> Result<(), RepositoryError> {
    let now = DateTime::now();
    revocations.apply(&repositories.sessions.since(DateTime::from_millis(0), now).await?);
    Ok(())
}

/// Follows other instances' revocations forever from `since` (the
/// database's clock); run it with `tokio::spawn`.
pub async fn follow(revocations: Arc<Revocations>, repositories: Repositories, every: Duration, since: DateTime) {
    let mut since = since;
    loop {
        tokio::time::sleep(every).await;
        let started = match repositories.sessions.database_time().await {
            Ok(at) => at,
            Err(error) => {
                tracing::warn!(%error, "reading the database's clock failed; will retry");
                continue;
            }
        };
        let from = DateTime::from_millis(since.timestamp_millis() - OVERLAP_MS);
        match repositories.sessions.since(from, started).await {
            Ok(found) => {
                revocations.apply(&found);
                since = started;
            }
            Err(error) => tracing::warn!(%error, "reading session revocations failed; will retry"),
        }
    }
}
