//! Filling a view at startup. Products are read in batches, as stored, and
//! each batch is decoded and indexed on a blocking thread while the cursor
//! reads the next one: the reading task only copies bytes, so the database
//! is asked for the next batch at once and startup costs about one scan of
//! the collection rather than a scan, the decoding and then the indexing.
//! The whole collection is never held twice in memory, and the search index
//! commits once, after the last batch. Variants are read the same way,
//! before the products, and attached to each product as it is decoded.

use super::{CatalogView, SearchError};
use crate::{
    documents::variant::VariantDocument,
    repository::{ProductRepository, Repositories, RepositoryError, VariantRepository},
};
use futures_util::TryStreamExt;
use mongodb::bson::{RawDocumentBuf, oid::ObjectId};
use std::{collections::HashMap, sync::Arc};

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

/// What the reading task hands the indexer, in the order read.
enum Batch {
    Variants(Vec<RawDocumentBuf>),
    Products(Vec<RawDocumentBuf>),
}

/// Reads every product into `view`; answers how many it holds.
pub async fn load_all(view: &Arc<CatalogView>, repositories: &Repositories) -> Result<usize, LoadError> {
    let (batches, mut received) = tokio::sync::mpsc::channel::<Batch>(2);
    let indexer = {
        let view = Arc::clone(view);
        tokio::task::spawn_blocking(move || {
            // Variants come first, as they are far fewer bytes than products;
            // each product takes its own when it is decoded.
            let mut variants: HashMap<ObjectId, Vec<VariantDocument>> = HashMap::new();
            while let Some(batch) = received.blocking_recv() {
                match batch {
                    Batch::Variants(batch) => {
                        for raw in &batch {
                            let variant = VariantRepository::decode(raw)?;
                            variants.entry(variant.product_id).or_default().push(variant);
                        }
                    }
                    Batch::Products(batch) => {
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
                }
            }
            view.loaded()?;
            Ok::<_, LoadError>(())
        })
    };
    let started = std::time::Instant::now();
    let read = async {
        let variants = repositories.variants.cursor_all_raw().await?;
        if send_all(variants, &batches, Batch::Variants).await? {
            let products = repositories.products.cursor_all_raw().await?;
            send_all(products, &batches, Batch::Products).await?;
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

/// Hands every document of `cursor` to the indexer in batches of [`BATCH`]:
/// the reading task only copies bytes, so the next batch is asked for at
/// once. Answers whether the indexer took them all (when it failed, its
/// error is reported by the caller).
async fn send_all(
    mut cursor: mongodb::Cursor<RawDocumentBuf>,
    batches: &tokio::sync::mpsc::Sender<Batch>,
    wrap: fn(Vec<RawDocumentBuf>) -> Batch,
) -> Result<bool, LoadError> {
    let mut batch = Vec::with_capacity(BATCH);
    while let Some(document) = cursor.try_next().await.map_err(RepositoryError::from)? {
        batch.push(document);
        if batch.len() == BATCH {
            let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
            if batches.send(wrap(full)).await.is_err() {
                return Ok(false);
            }
        }
    }
    Ok(batch.is_empty() || batches.send(wrap(batch)).await.is_ok())
}
