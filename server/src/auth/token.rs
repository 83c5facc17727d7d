//! Signed session tokens (JWT, HS256). A token names its session (`sid`) and
//! when the session began (`sst`): renewing keeps both, so no chain of renewals
//! outlives the session's absolute lifetime, and a session can be revoked.

use crate::documents::user::Role;
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
    /// The session's id as hex: one sign-in, kept across renewals.
    pub sid: String,
    /// When the session began (Unix milliseconds).
    pub sst: i64,
    pub iat: u64,
    pub exp: u64,
}

impl Claims {
    pub fn user_id(&self) -> Option<ObjectId> {
        ObjectId::parse_str(&self.sub).ok()
    }

    pub fn session_id(&self) -> Option<ObjectId> {
        ObjectId::parse_str(&self.sid).ok()
    }
}

/// Keys and rules for issuing and checking tokens.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    lifetime: Duration,
    session_lifetime: Duration,
}

/// Why a token was refused.
#[derive(Debug, thiserror::Error)]
#[error("invalid token: {0}")]
pub struct TokenError(#[from] jsonwebtoken::errors::Error);

/// Seconds of clock difference a token's expiry tolerates.
pub(super) const LEEWAY_SECONDS: u32 = 5;

/// Sessions last 30 days unless told otherwise.
const DEFAULT_SESSION_LIFETIME: Duration = Duration::from_secs(30 * 24 * 3600);

fn now_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs()
}

impl TokenKeys {
    pub fn new(secret: &str, lifetime: Duration) -> Self {
        // Only HS256 is accepted: `alg: none` and every other algorithm fail.
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = LEEWAY_SECONDS.into();
        validation.set_required_spec_claims(&["exp", "sub"]);
        TokenKeys {
            encoding: EncodingKey::from_secret(secret.as_bytes()),
            decoding: DecodingKey::from_secret(secret.as_bytes()),
            validation,
            lifetime,
            session_lifetime: DEFAULT_SESSION_LIFETIME,
        }
    }

    /// Sets how long a session lasts from its sign-in, renewals included.
    #[must_use]
    pub fn with_session_lifetime(self, session_lifetime: Duration) -> Self {
        TokenKeys {
            session_lifetime,
            ..self
        }
    }

    /// A token opening a new session for this user.
    pub fn issue(&self, user_id: ObjectId, role: Role) -> Result<String, TokenError> {
        self.issue_until(user_id, role, now_seconds() + self.lifetime.as_secs())
    }

    /// A token of a new session that expires at `expires_at` (Unix seconds).
    pub fn issue_until(&self, user_id: ObjectId, role: Role, expires_at: u64) -> Result<String, TokenError> {
        let now = now_seconds();
        let claims = Claims {
            sub: user_id.to_hex(),
            role,
            sid: ObjectId::new().to_hex(),
            sst: mongodb::bson::DateTime::now().timestamp_millis(),
            iat: now.min(expires_at),
            exp: expires_at,
        };
        self.sign(&claims)
    }

    /// A fresh token of the same session, for `role`, never past the session's end.
    pub fn renew(&self, claims: &Claims, role: Role) -> Result<String, TokenError> {
        let now = now_seconds();
        let expires_at = (now + self.lifetime.as_secs()).min(self.session_end(claims));
        self.sign(&Claims {
            role,
            iat: now.min(expires_at),
            exp: expires_at,
            ..claims.clone()
        })
    }

    /// When the session of `claims` ends for good (Unix seconds).
    pub fn session_end(&self, claims: &Claims) -> u64 {
        u64::try_from(claims.sst / 1000).unwrap_or(0) + self.session_lifetime.as_secs()
    }

    fn sign(&self, claims: &Claims) -> Result<String, TokenError> {
        Ok(encode(&Header::new(Algorithm::HS256), claims, &self.encoding)?)
    }

    /// The claims of a valid, unexpired token signed with our key, within its session's lifetime.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        let claims = decode::<Claims>(token, &self.decoding, &self.validation)?.claims;
        if self.session_end(&claims) < now_seconds() {
            return Err(jsonwebtoken::errors::Error::from(jsonwebtoken::errors::ErrorKind::ExpiredSignature).into());
        }
        Ok(claims)
    }
}
