//! Whether an instance is ready for traffic, which a load balancer asks
//! apart from whether it lives: its database answers and its front end is
//! built. (The catalog view is loaded before the instance listens at all.)

use crate::{catalog_view::CatalogView, repository::Repositories};
use std::path::Path;

/// What readiness found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Readiness {
    pub database: bool,
    pub static_files: bool,
    /// Phones in the catalog view (for the operator; an empty shop is ready).
    pub catalog_products: usize,
}

impl Readiness {
    pub fn ready(&self) -> bool {
        self.database && self.static_files
    }
}

/// Checks the database (a ping) and the built front end (`index.html` in `static_dir`).
pub async fn check(repositories: &Repositories, catalog: &CatalogView, static_dir: &Path) -> Readiness {
    let database = match repositories.ping().await {
        Ok(()) => true,
        Err(error) => {
            tracing::warn!(%error, "readiness: the database does not answer");
            false
        }
    };
    Readiness {
        database,
        static_files: static_dir.join("index.html").is_file(),
        catalog_products: catalog.len(),
    }
}
