//! The `questions` collection, and the notice an answer writes for its
//! asker inside the answering use case's transaction.

use super::{RepositoryError, Tx};
use crate::documents::{question::QuestionDocument, stock_alert::NoticeDocument};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId},
    options::ReturnDocument,
};

/// Which of the admin's lists a question is in; each question is in one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuestionStatus {
    /// Visible and waiting for the shop's answer.
    Unanswered,
    /// Visible and answered: what the phone page shows.
    Answered,
    /// Set aside by the admin, answered or not.
    Hidden,
}

impl QuestionStatus {
    fn filter(self) -> Document {
        match self {
            Self::Unanswered => doc! { "hidden": false, "answered_at": Bson::Null },
            Self::Answered => doc! { "hidden": false, "answered_at": { "$ne": Bson::Null } },
            Self::Hidden => doc! { "hidden": true },
        }
    }
}

#[derive(Clone)]
pub struct QuestionRepository {
    questions: Collection<QuestionDocument>,
    /// Per account, when its last few questions were asked, newest first.
    slots: Collection<Document>,
    notices: Collection<NoticeDocument>,
}

impl QuestionRepository {
    pub(super) fn new(database: &Database) -> Self {
        QuestionRepository {
            questions: database.collection("questions"),
            slots: database.collection("question_slots"),
            notices: database.collection("notices"),
        }
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.questions
            .create_indexes([
                // A phone page's answered questions, newest first.
                IndexModel::builder()
                    .keys(doc! { "product_id": 1, "hidden": 1, "createdAt": -1 })
                    .build(),
                // The admin's lists.
                IndexModel::builder()
                    .keys(doc! { "hidden": 1, "answered_at": 1, "createdAt": -1 })
                    .build(),
            ])
            .await?;
        Ok(())
    }

    pub async fn insert(&self, question: &QuestionDocument) -> Result<(), RepositoryError> {
        self.questions.insert_one(question).await?;
        Ok(())
    }

    pub async fn find_by_id(&self, id: ObjectId) -> Result<Option<QuestionDocument>, RepositoryError> {
        Ok(self.questions.find_one(doc! { "_id": id }).await?)
    }

    /// Takes one of `most` questions `customer` may ask after `since`, at
    /// `now`, in one atomic write: the account's slot document keeps its last
    /// `most` times, newest first, and takes another only while the oldest
    /// of them is not after `since`. Parallel asks cannot all pass a count
    /// read before any of them was written. `false` when none is left.
    pub async fn take_slot(
        &self,
        customer: ObjectId,
        most: usize,
        since: DateTime,
        now: DateTime,
    ) -> Result<bool, RepositoryError> {
        let oldest_kept = format!("asked_at.{}", most.saturating_sub(1));
        let taken = self
            .slots
            .update_one(
                doc! { "_id": customer, oldest_kept: { "$not": { "$gt": since } } },
                doc! { "$push": { "asked_at": {
                    "$each": [now], "$position": 0, "$slice": i64::try_from(most).unwrap_or(i64::MAX),
                } } },
            )
            .upsert(true)
            .await;
        match taken {
            Ok(_) => Ok(true),
            // The account's document exists and its slots are spent: the upsert's insert meets its id.
            Err(error) if super::is_duplicate_key(&error) => Ok(false),
            Err(error) => Err(error.into()),
        }
    }

    /// A page of a phone's answered, visible questions, newest first, and how many there are.
    pub async fn answered_for(
        &self,
        product: ObjectId,
        skip: u64,
        limit: i64,
    ) -> Result<(Vec<QuestionDocument>, u64), RepositoryError> {
        let mut filter = QuestionStatus::Answered.filter();
        filter.insert("product_id", product);
        self.page(filter, skip, limit).await
    }

    /// A page of every phone's questions in one of the admin's lists, newest first, and how many there are.
    pub async fn listed(
        &self,
        status: QuestionStatus,
        skip: u64,
        limit: i64,
    ) -> Result<(Vec<QuestionDocument>, u64), RepositoryError> {
        self.page(status.filter(), skip, limit).await
    }

    async fn page(
        &self,
        filter: Document,
        skip: u64,
        limit: i64,
    ) -> Result<(Vec<QuestionDocument>, u64), RepositoryError> {
        let questions = self
            .questions
            .find(filter.clone())
            .sort(doc! { "createdAt": -1, "_id": -1 })
            .skip(skip)
            .limit(limit)
            .await?
            .try_collect()
            .await?;
        let total = self.questions.count_documents(filter).await?;
        Ok((questions, total))
    }

    /// Hides or shows a question again; `None` when there is no such question.
    pub async fn set_hidden(&self, id: ObjectId, hidden: bool) -> Result<Option<QuestionDocument>, RepositoryError> {
        Ok(self
            .questions
            .find_one_and_update(doc! { "_id": id }, doc! { "$set": { "hidden": hidden } })
            .return_document(ReturnDocument::After)
            .await?)
    }

    /// Saves the answer to question `id` in `tx` while it is visible: the
    /// question as it was before, or `None` when it is hidden or gone. A
    /// second answer racing this one waits on this write, then finds it answered.
    pub async fn set_answer_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        answer: &str,
    ) -> Result<Option<QuestionDocument>, RepositoryError> {
        Ok(self
            .questions
            .find_one_and_update(
                doc! { "_id": id, "hidden": false },
                doc! { "$set": { "answer": answer } },
            )
            .session(tx.session())
            .await?)
    }

    /// Whether question `id` exists, read in `tx`.
    pub async fn exists_in(&self, tx: &mut Tx, id: ObjectId) -> Result<bool, RepositoryError> {
        Ok(self
            .questions
            .find_one(doc! { "_id": id })
            .session(tx.session())
            .await?
            .is_some())
    }

    /// Records when question `id` was first answered, with the asker's notice, in `tx`.
    pub async fn mark_answered_in(
        &self,
        tx: &mut Tx,
        id: ObjectId,
        now: DateTime,
        notice: &NoticeDocument,
    ) -> Result<(), RepositoryError> {
        self.questions
            .update_one(doc! { "_id": id }, doc! { "$set": { "answered_at": now } })
            .session(tx.session())
            .await?;
        self.notices.insert_one(notice).session(tx.session()).await?;
        Ok(())
    }
}
