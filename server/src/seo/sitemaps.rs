//! The sitemap as the server keeps it: built once per catalog version and
//! set of brands, off the I/O workers, whatever the number of crawlers
//! asking at once (those arriving during a build wait for it).

use super::sitemap::Sitemap;
use std::sync::{
    Arc,
    atomic::{AtomicU64, Ordering},
};
use tokio::sync::Mutex;

/// What a kept sitemap was built from: the catalog's version and a
/// fingerprint of the brands.
pub type SitemapVersion = (u64, u64);

#[derive(Default)]
pub struct Sitemaps {
    kept: Mutex<Option<(SitemapVersion, Arc<Sitemap>)>>,
    builds: AtomicU64,
}

impl Sitemaps {
    /// The sitemap of `version`, built by `build` on a blocking thread unless it is kept.
    pub async fn of(
        &self,
        version: SitemapVersion,
        build: impl FnOnce() -> Sitemap + Send + 'static,
    ) -> Result<Arc<Sitemap>, tokio::task::JoinError> {
        let mut kept = self.kept.lock().await;
        if let Some((at, sitemap)) = kept.as_ref()
            && *at == version
        {
            return Ok(Arc::clone(sitemap));
        }
        let built = Arc::new(tokio::task::spawn_blocking(build).await?);
        self.builds.fetch_add(1, Ordering::Relaxed);
        *kept = Some((version, Arc::clone(&built)));
        Ok(built)
    }

    /// How many sitemaps this instance has built.
    pub fn builds(&self) -> u64 {
        self.builds.load(Ordering::Relaxed)
    }
}
