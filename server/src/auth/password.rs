//! Password hashing with bcrypt, off the async workers (it is slow on purpose).

use crate::failure::Failure;
use std::sync::Arc;

/// Hashes and checks passwords at a fixed bcrypt cost.
#[derive(Clone)]
pub struct PasswordHasher {
    cost: u32,
    /// A real hash of a password nobody has, checked when an account does not
    /// exist so the answer takes as long as for a wrong password.
    dummy_hash: Arc<str>,
}

fn internal(error: impl std::fmt::Display) -> Failure {
    tracing::error!(%error, "password hashing failed");
    Failure::Internal
}

impl PasswordHasher {
    /// `cost` is bcrypt's work factor (4..=31); 10 takes about 50-100 ms.
    pub fn new(cost: u32) -> Result<Self, bcrypt::BcryptError> {
        let dummy_hash = bcrypt::hash("no account has this password", cost)?.into();
        Ok(PasswordHasher { cost, dummy_hash })
    }

    pub async fn hash(&self, password: String) -> Result<String, Failure> {
        let cost = self.cost;
        tokio::task::spawn_blocking(move || bcrypt::hash(password, cost))
            .await
            .map_err(internal)?
            .map_err(internal)
    }

    /// Whether `password` matches `hash` (`None`: no such account, never matches).
    pub async fn verify(&self, password: String, hash: Option<String>) -> Result<bool, Failure> {
        let dummy = Arc::clone(&self.dummy_hash);
        tokio::task::spawn_blocking(move || {
            let exists = hash.is_some();
            let hash = hash.unwrap_or_else(|| dummy.to_string());
            bcrypt::verify(password, &hash).unwrap_or(false) && exists
        })
        .await
        .map_err(internal)
    }
}
