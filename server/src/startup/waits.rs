//! What startup waits out: a database that is not up yet (just launched, or
//! electing a primary) and a catalog read it cuts off. Each is tried again
//! while the database is unavailable, for up to [`DATABASE_STARTUP_WAIT`];
//! any other failure stops the start.

use super::StartupError;
use crate::{
    catalog_view::{
        CatalogView,
        load::{self, LoadError},
    },
    config::Settings,
    repository::{Repositories, RepositoryError},
    services::schema::{self, SchemaError},
};
use std::{future::Future, sync::Arc, time::Duration};

/// How long startup waits for the database to come up (e.g. just launched).
const DATABASE_STARTUP_WAIT: Duration = Duration::from_secs(30);

/// The pause before trying again.
const PAUSE: Duration = Duration::from_millis(500);

/// `attempt`'s answer, trying again while `unavailable` says its failure is
/// the database's absence and the wait has time left; `waiting` is logged each time.
async fn while_unavailable<T, E, Fut>(
    waiting: &str,
    unavailable: fn(&E) -> Option<&RepositoryError>,
    mut attempt: impl FnMut() -> Fut,
) -> Result<T, E>
where
    Fut: Future<Output = Result<T, E>>,
{
    let started = std::time::Instant::now();
    loop {
        match attempt().await {
            Err(failure) if started.elapsed() < DATABASE_STARTUP_WAIT => match unavailable(&failure) {
                Some(error) => {
                    tracing::info!(%error, "{waiting}");
                    tokio::time::sleep(PAUSE).await;
                }
                None => return Err(failure),
            },
            answer => return answer,
        }
    }
}

/// The schema brought up to date, once the database answers.
pub(super) async fn wait_for_schema(repositories: &Repositories) -> Result<(), SchemaError> {
    fn unavailable(failure: &SchemaError) -> Option<&RepositoryError> {
        match failure {
            SchemaError::Storage(error @ RepositoryError::Unavailable(_)) => Some(error),
            _ => None,
        }
    }
    while_unavailable("waiting for the database", unavailable, || {
        schema::bring_up_to_date(repositories)
    })
    .await
    .map(|_| ())
}

/// The catalog view, filled from the database. A read the database cut off
/// (a failover, a dropped connection, a heartbeat it left unanswered while
/// busy) is begun again on an empty view.
pub(super) async fn filled_catalog(
    repositories: &Repositories,
    settings: &Settings,
) -> Result<Arc<CatalogView>, StartupError> {
    fn unavailable(failure: &LoadError) -> Option<&RepositoryError> {
        match failure {
            LoadError::Database(error @ RepositoryError::Unavailable(_)) => Some(error),
            _ => None,
        }
    }
    while_unavailable(
        "the catalog's read was cut off; reading it again",
        unavailable,
        || async {
            let catalog = Arc::new(CatalogView::new(Vec::new())?.with_stock_lag(settings.catalog_stock_lag));
            load::load_all(&catalog, repositories).await.map(|_| catalog)
        },
    )
    .await
    .map_err(|error| StartupError::Catalog(error.to_string()))
}
