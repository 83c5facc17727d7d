//! The `tax_papers` collection and the `tax_counters` that number them: a
//! serial per kind and financial year, taken in the transaction that writes
//! the paper, so a rolled-back paper gives its number back (no gap) and two
//! instances never take one number (the counter's write conflicts).

use super::{RepositoryError, Tx};
use crate::documents::tax_paper::{TaxPaperDocument, TaxPaperKind};
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Document, doc, oid::ObjectId},
    options::{IndexOptions, ReturnDocument},
};

#[derive(Clone)]
pub struct TaxPaperRepository {
    papers: Collection<TaxPaperDocument>,
    counters: Collection<Document>,
}

impl TaxPaperRepository {
    pub(super) fn new(database: &Database) -> Self {
        TaxPaperRepository {
            papers: database.collection("tax_papers"),
            counters: database.collection("tax_counters"),
        }
    }

    /// One number per kind, and one paper per order or return.
    pub async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        let unique = |keys: Document, name: &str| {
            IndexModel::builder()
                .keys(keys)
                .options(IndexOptions::builder().unique(true).name(name.to_owned()).build())
                .build()
        };
        self.papers
            .create_indexes([
                unique(doc! { "kind": 1, "number": 1 }, "kind_number"),
                unique(doc! { "kind": 1, "subject": 1 }, "kind_subject"),
                IndexModel::builder().keys(doc! { "order_id": 1, "kind": 1 }).build(),
            ])
            .await?;
        Ok(())
    }

    /// The next serial of `kind` in financial year `year`, in `tx`.
    pub async fn next_serial_in(&self, tx: &mut Tx, kind: TaxPaperKind, year: &str) -> Result<i64, RepositoryError> {
        let id = format!("{}:{year}", kind.as_str());
        let counter = self
            .counters
            .find_one_and_update(doc! { "_id": &id }, doc! { "$inc": { "last": 1_i64 } })
            .upsert(true)
            .return_document(ReturnDocument::After)
            .session(tx.session())
            .await?;
        Ok(counter.and_then(|c| c.get_i64("last").ok()).unwrap_or(1))
    }

    /// Writes a paper in `tx`; a second paper of one subject is `Duplicate`.
    pub async fn insert_in(&self, tx: &mut Tx, paper: &TaxPaperDocument) -> Result<(), RepositoryError> {
        self.papers.insert_one(paper).session(tx.session()).await?;
        Ok(())
    }

    /// The paper of `kind` for an order or a return.
    pub async fn of_subject(
        &self,
        kind: TaxPaperKind,
        subject: ObjectId,
    ) -> Result<Option<TaxPaperDocument>, RepositoryError> {
        Ok(self
            .papers
            .find_one(doc! { "kind": kind.as_str(), "subject": subject })
            .await?)
    }

    /// The paper of `kind` about order `order_id` (its invoice, or its return's credit note).
    pub async fn of_order(
        &self,
        kind: TaxPaperKind,
        order_id: ObjectId,
    ) -> Result<Option<TaxPaperDocument>, RepositoryError> {
        Ok(self
            .papers
            .find_one(doc! { "order_id": order_id, "kind": kind.as_str() })
            .await?)
    }

    /// Every paper of `kind` in `year`, by serial (the audit of gaps and repeats).
    pub async fn numbers(&self, kind: TaxPaperKind, year: &str) -> Result<Vec<String>, RepositoryError> {
        use futures_util::TryStreamExt;
        let prefix = format!("{year}/");
        let papers: Vec<Document> = self
            .papers
            .clone_with_type::<Document>()
            .find(doc! { "kind": kind.as_str() })
            .projection(doc! { "number": 1 })
            .sort(doc! { "number": 1 })
            .await?
            .try_collect()
            .await?;
        Ok(papers
            .iter()
            .filter_map(|p| p.get_str("number").ok())
            .filter(|n| n.starts_with(&prefix))
            .map(str::to_owned)
            .collect())
    }
}
