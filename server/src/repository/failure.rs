//! A storage error as the shop's [`Failure`]: the database away is
//! `Unavailable`, a duplicate key a conflict (or the text a caller names for
//! it), contention that outlasted its retries a conflict to try again.

use super::RepositoryError;
use crate::{failure::Failure, texts::shop};
use shop_core::{Text, TextDef};

impl From<RepositoryError> for Failure {
    fn from(error: RepositoryError) -> Self {
        match error {
            RepositoryError::Unavailable(source) => {
                tracing::warn!(error = %source, "database unavailable");
                Failure::Unavailable
            }
            RepositoryError::Duplicate => Failure::Conflict(Text::new(shop::DUPLICATE)),
            RepositoryError::Contended(source) => {
                tracing::warn!(error = %source, "transaction gave up after retries");
                Failure::Conflict(Text::new(shop::CONTENDED))
            }
            RepositoryError::Other(source) => {
                tracing::error!(error = %source, "database error");
                Failure::Internal
            }
        }
    }
}

impl Failure {
    /// A repository error where a duplicate key means `text`.
    pub fn duplicate_means(text: TextDef) -> impl FnOnce(RepositoryError) -> Failure {
        move |error| match error {
            RepositoryError::Duplicate => Failure::Conflict(Text::new(text)),
            other => other.into(),
        }
    }
}
