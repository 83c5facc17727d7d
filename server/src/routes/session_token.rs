//! The token a sign-in answers with, for the e-mail and the phone sign-ins
//! alike (below both, so neither imports the other).

use crate::{auth::TokenKeys, documents::user::UserDocument, error::ApiError, failure::Failure};

/// A fresh session's token for `user`; a signing failure is ours, logged.
pub(super) fn issue(keys: &TokenKeys, user: &UserDocument) -> Result<String, ApiError> {
    keys.issue(user.id, user.role).map_err(|error| {
        tracing::error!(%error, "issuing a token failed");
        ApiError(Failure::Internal)
    })
}
