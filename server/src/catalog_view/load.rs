//! Filling a view at startup. Products are read in batches, as stored, and
//! each batch is decoded and indexed on a blocking thread while the cursor
//! reads the next one: the reading task only copies bytes, so the database
//! is asked for the next batch at once and startup costs about one scan of
//! the collection rather than a scan, the decoding and then the indexing.
//! The whole collection is never held twice in memory, and the search index
//! commits once, after the last batch. Variants are read before the
//! products and attached to each as it is decoded.

use super::{CatalogView, SearchError};
use crate::repository::{ProductRepository, Repositories, RepositoryError};
use futures_util::TryStreamExt;
use mongodb::bson::RawDocumentBuf;
use std::sync::Arc;

/// Products handed to the indexer at a time. Batches of 2,000 (4 in flight)
/// left less work after the scan ends, yet startup measured some 0.2 s slower
/// at 100,000 products (BENCHMARKS.md).
const BATCH: usize = 10_000;

/// Why the view could not be filled.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error(transparent)]
    Database(#[from] RepositoryError),
    #[error(transparent)]
    Index(#[from] SearchError),
    #[error("the indexing thread stopped: {0}")]
    Indexer(#[from] tokio::task::JoinError),
}

/// Reads every product into `view`; answers how many it holds.
pub async fn load_all(view: &Arc<CatalogView>, repositories: &Repositories) -> Result<usize, LoadError> {
    // Read first, as variants are far fewer bytes than products; each product
    // takes its own when it is decoded.
    let mut variants = repositories.products.all_variants().await?;
    let (batches, mut received) = tokio::sync::mpsc::channel::<Vec<RawDocumentBuf>>(2);
    let indexer = {
        let view = Arc::clone(view);
        tokio::task::spawn_blocking(move || {
            while let Some(batch) = received.blocking_recv() {
                let products = batch
                    .iter()
                    .map(|raw| {
                        let product = ProductRepository::decode(raw)?;
                        let own = variants.remove(&product.id).unwrap_or_default();
                        Ok::<_, RepositoryError>(product.with_variants(own))
                    })
                    .collect::<Result<_, _>>()?;
                drop(batch);
                view.load(products)?;
            }
            view.loaded()?;
            Ok::<_, LoadError>(())
        })
    };
    let started = std::time::Instant::now();
    let read = async {
        let mut cursor = repositories.products.cursor_all_raw().await?;
        let mut batch = Vec::with_capacity(BATCH);
        while let Some(product) = cursor.try_next().await.map_err(RepositoryError::from)? {
            batch.push(product);
            if batch.len() == BATCH {
                let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                if batches.send(full).await.is_err() {
                    break; // the indexer failed; its error is reported below
                }
            }
        }
        if !batch.is_empty() {
            let _ = batches.send(batch).await;
        }
        drop(batches);
        tracing::debug!(ms = started.elapsed().as_millis(), "catalog read");
        Ok::<_, LoadError>(())
    };
    let read_result = read.await;
    indexer.await??;
    read_result?;
    Ok(view.len())
}
