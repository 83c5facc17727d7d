//! Signed session tokens (JWT, HS256) with an expiry.

use crate::domain::user::Role;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use mongodb::bson::oid::ObjectId;
use serde::{Deserialize, Serialize};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// What a token says about its holder.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    /// The user's id as hex.
    pub sub: String,
    pub role: Role,
    pub iat: u64,
    pub exp: u64,
}

impl Claims {
    pub fn user_id(&self) -> Option<ObjectId> {
        ObjectId::parse_str(&self.sub).ok()
    }
}

/// Keys and rules for issuing and checking tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    lifetime: Duration,
}

/// Why a token was refused.
#[derive(Debug, thiserror::Error)]
#[error("invalid token: {0}")]
pub struct TokenError(#[from] jsonwebtoken::errors::Error);

impl TokenKeys {
    pub fn new(secret: &str, lifetime: Duration) -> Self {
        // Only HS256 is accepted: `alg: none` and every other algorithm fail.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 5;
        validation.set_required_spec_claims(&["exp", "sub"]);
        TokenKeys {
            encoding: EncodingKey::from_secret(secret.as_bytes()),
            decoding: DecodingKey::from_secret(secret.as_bytes()),
            validation,
            lifetime,
        }
    }

    /// A fresh token for this user.
    pub fn issue(&self, user_id: ObjectId, role: Role) -> Result<String, TokenError> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        self.issue_until(user_id, role, now + self.lifetime.as_secs())
    }

    /// A token that expires at `expires_at` (Unix seconds).
    pub fn issue_until(&self, user_id: ObjectId, role: Role, expires_at: u64) -> Result<String, TokenError> {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs();
        let claims = Claims {
            sub: user_id.to_hex(),
            role,
            iat: now.min(expires_at),
            exp: expires_at,
        };
        Ok(encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// The claims of a valid, unexpired token signed with our key.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        Ok(decode::<Claims>(token, &self.decoding, &self.validation)?.claims)
    }
}
