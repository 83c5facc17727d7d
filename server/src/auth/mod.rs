//! Who is calling: the identity a token carries, tokens, sessions and
//! password hashing. No HTTP here: the extractors routes use to require a
//! signed-in user or an admin are in `extract`, at the edge. Identity always
//! comes from the token, never from a body or a query.

pub mod extract;
mod password;
pub mod second_factor;
pub mod sessions;
mod token;

pub use password::PasswordHasher;
pub use sessions::Revocations;

pub use crate::config::AdminPolicy;
pub use token::{Claims, TokenKeys};

use crate::failure::Failure;
use crate::texts;
use crate::{documents::user::Role, repository::Repositories};
use mongodb::bson::oid::ObjectId;

/// What an account may do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    Customer,
    Admin,
    /// An admin who must set up a second factor before acting as one.
    AdminWithoutSecondFactor,
}

/// A signed-in caller, read from a valid token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Identity {
    pub user_id: ObjectId,
    pub role: Role,
    /// The session (one sign-in) the token belongs to...
    pub session_id: ObjectId,
    /// ...and when it began (Unix milliseconds).
    pub session_start: i64,
}

impl Identity {
    /// Refuses a `customer_id` in a request that is not an id (400) or not the caller's own (403).
    pub fn require_self(&self, customer_id: &str) -> Result<(), Failure> {
        if crate::ids::parse_id(customer_id, "customer_id")? == self.user_id {
            Ok(())
        } else {
            Err(Failure::NotAllowed(texts::auth::OWN_ACCOUNT_ONLY.into()))
        }
    }
}

impl Identity {
    /// What the account may do now, as stored (`None` when it is gone). A
    /// token's role is only what it was at sign-in: a demoted admin's token
    /// keeps it until it expires.
    pub async fn standing_now(
        &self,
        repositories: &Repositories,
        policy: AdminPolicy,
    ) -> Result<Option<Standing>, Failure> {
        Ok(repositories
            .users
            .find_by_id(self.user_id)
            .await?
            .map(|user| match user.role {
                Role::Customer => Standing::Customer,
                Role::Admin if policy.second_factor_required && !user.has_second_factor() => {
                    Standing::AdminWithoutSecondFactor
                }
                Role::Admin => Standing::Admin,
            }))
    }

    /// Whether the caller may act as an admin now.
    pub async fn is_admin_now(&self, repositories: &Repositories, policy: AdminPolicy) -> Result<bool, Failure> {
        Ok(self.standing_now(repositories, policy).await? == Some(Standing::Admin))
    }

    /// The claims a renewed token of this session carries.
    pub fn claims(&self, role: Role) -> Claims {
        Claims {
            sub: self.user_id.to_hex(),
            role,
            sid: self.session_id.to_hex(),
            sst: self.session_start,
            iat: 0,
            exp: 0,
        }
    }

    /// Like [`Identity::require_self`] when the request names a customer at all.
    pub fn require_self_if(&self, customer_id: Option<&str>) -> Result<(), Failure> {
        customer_id.map_or(Ok(()), |id| self.require_self(id))
    }
}
