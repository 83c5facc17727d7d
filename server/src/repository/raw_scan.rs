//! A whole collection read as stored, for filling the in-memory catalog view:
//! the documents are left undecoded so that the view decodes them on its
//! indexing thread while the next batch is read.

use super::RepositoryError;
use mongodb::{
    Collection, Cursor,
    bson::{RawDocumentBuf, doc},
};
use serde::de::DeserializeOwned;

/// Every document of `collection`, undecoded.
pub(super) async fn every_document<T: Send + Sync>(
    collection: &Collection<T>,
) -> Result<Cursor<RawDocumentBuf>, RepositoryError> {
    Ok(collection.clone_with_type::<RawDocumentBuf>().find(doc! {}).await?)
}

/// A document read by [`every_document`], decoded.
pub(super) fn decode<T: DeserializeOwned>(raw: &RawDocumentBuf) -> Result<T, RepositoryError> {
    mongodb::bson::from_slice(raw.as_bytes()).map_err(|e| RepositoryError::from(mongodb::error::Error::from(e)))
}
