//! The `outbox` collection: e-mails and SMS queued in the transaction of the
//! change they tell of, then claimed a few at a time, per channel, by whichever
//! instance sends them.

use super::RepositoryError;
use crate::documents::outbox::{Channel, MailPriority, OutboxMessage, OutboxStatus};
use futures_util::TryStreamExt;
use mongodb::{
    Collection, Database, IndexModel,
    bson::{Bson, DateTime, Document, doc, oid::ObjectId},
    options::IndexOptions,
};
use std::time::Duration;

/// Due messages of one priority read at a time while claiming, beyond those
/// wanted: more than the senders that may hold some claimed.
const CLAIM_PAGE_LEN: usize = 8;

#[derive(Clone)]
pub struct OutboxRepository {
    collection: Collection<OutboxMessage>,
}

/// How long a failed e-mail waits before its next attempt: doubling from
/// `first` up to `max`, and no more attempts after `attempts`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    pub first: Duration,
    pub max: Duration,
    pub attempts: i32,
}

impl Default for Backoff {
    /// 15 s, 30 s, 1 min, ... up to an hour between tries: about 8 hours in all.
    fn default() -> Self {
        Backoff {
            first: Duration::from_secs(15),
            max: Duration::from_secs(3600),
            attempts: 16,
        }
    }
}

impl Backoff {
    /// The wait after the `attempts`-th failed attempt, or `None` when it was the last.
    pub fn after(&self, attempts: i32) -> Option<Duration> {
        if attempts >= self.attempts {
            return None;
        }
        let doublings = u32::try_from(attempts.max(1) - 1).unwrap_or(0).min(31);
        Some(self.first.saturating_mul(1 << doublings).min(self.max))
    }
}

/// `at` moved on by `by`.
fn later(at: DateTime, by: Duration) -> DateTime {
    let millis = i64::try_from(by.as_millis()).unwrap_or(i64::MAX);
    DateTime::from_millis(at.timestamp_millis().saturating_add(millis))
}

/// A channel as stored: e-mails have no `channel` field (as before SMS), so
/// an index on it finds them as null.
fn channel_bson(channel: Channel) -> Bson {
    match channel {
        Channel::Email => Bson::Null,
        Channel::Sms => mongodb::bson::to_bson(&channel).unwrap_or_default(),
    }
}

fn status_bson(status: OutboxStatus) -> Bson {
    mongodb::bson::to_bson(&status).unwrap_or_default()
}

/// One channel's waiting messages, as the backlog's `$group` counts them.
#[derive(serde::Deserialize)]
struct WaitingGroup {
    waiting: i64,
    oldest: DateTime,
}

impl OutboxRepository {
    pub(super) fn new(database: &Database) -> Self {
        OutboxRepository {
            collection: database.collection("outbox"),
        }
    }

    /// Drops the claim index from before SMS, replaced by the one per channel.
    pub async fn drop_claim_index_before_sms(&self) -> Result<(), RepositoryError> {
        if let Err(error) = self
            .collection
            .drop_index("status_1_priority_1_next_attempt_at_1")
            .await
        {
            tracing::debug!(%error, "no outbox claim index from before SMS to drop");
        }
        Ok(())
    }

    /// Gives messages stored without a priority (queued before there were
    /// any) `rank`.
    pub async fn rank_unranked(&self, rank: i32) -> Result<(), RepositoryError> {
        self.collection
            .update_many(
                doc! { "priority": { "$exists": false } },
                doc! { "$set": { "priority": rank } },
            )
            .await?;
        Ok(())
    }

    pub(super) async fn ensure_indexes(&self) -> Result<(), RepositoryError> {
        self.collection
            .create_indexes([
                IndexModel::builder()
                    .keys(doc! { "dedupe_key": 1 })
                    .options(IndexOptions::builder().unique(true).build())
                    .build(),
                // Claiming, per channel: the most urgent due message first.
                IndexModel::builder()
                    .keys(doc! { "channel": 1, "status": 1, "priority": 1, "next_attempt_at": 1 })
                    .build(),
                // Pruning.
                IndexModel::builder().keys(doc! { "createdAt": 1 }).build(),
            ])
            .await?;
        Ok(())
    }

    /// How many messages wait to be sent, and when the oldest was queued:
    /// one read per channel, each an equality prefix of the claim index, so
    /// it costs the messages waiting and not the ones sent.
    pub async fn pending_backlog(&self) -> Result<(u64, Option<DateTime>), RepositoryError> {
        let (mut waiting, mut oldest) = (0, None::<DateTime>);
        for channel in Channel::ALL {
            let pipeline = [
                doc! { "$match": { "channel": channel_bson(channel), "status": status_bson(OutboxStatus::Pending) } },
                doc! { "$group": { "_id": Bson::Null, "waiting": { "$sum": 1 }, "oldest": { "$min": "$createdAt" } } },
            ];
            let mut groups = self.collection.aggregate(pipeline).with_type::<WaitingGroup>().await?;
            if let Some(group) = groups.try_next().await? {
                waiting += u64::try_from(group.waiting).unwrap_or(0);
                oldest = Some(oldest.map_or(group.oldest, |seen| seen.min(group.oldest)));
            }
        }
        Ok((waiting, oldest))
    }

    /// Deletes messages queued before `before` that are done with (sent, or
    /// failed for good); a message still to be sent is kept whatever its age.
    pub async fn prune(&self, before: DateTime) -> Result<u64, RepositoryError> {
        let done: Vec<Bson> = [OutboxStatus::Sent, OutboxStatus::Failed]
            .into_iter()
            .map(status_bson)
            .collect();
        Ok(self
            .collection
            .delete_many(doc! { "createdAt": { "$lte": before }, "status": { "$in": done } })
            .await?
            .deleted_count)
    }

    /// Queues `message`: `true` when stored, `false` when a message with its
    /// `dedupe_key` already was.
    pub async fn enqueue(&self, message: &OutboxMessage) -> Result<bool, RepositoryError> {
        match self.collection.insert_one(message).await {
            Ok(_) => Ok(true),
            Err(error) if super::is_duplicate_key(&error) => Ok(false),
            Err(error) => Err(error.into()),
        }
    }

    /// Queues `message` in `tx`, so that it exists exactly when `tx`
    /// commits: `false` when a message with its `dedupe_key` already was.
    /// The key is looked up first, because a duplicate-key error would abort
    /// the transaction; the unique index is the backstop for two
    /// transactions racing with one key (one of them then fails).
    pub async fn enqueue_in(&self, tx: &mut super::Tx, message: &OutboxMessage) -> Result<bool, RepositoryError> {
        let session = tx.session();
        let existing = self
            .collection
            .clone_with_type::<Document>()
            .find_one(doc! { "dedupe_key": &message.dedupe_key })
            .projection(doc! { "_id": 1 })
            .session(&mut *session)
            .await?;
        if existing.is_some() {
            return Ok(false);
        }
        self.collection.insert_one(message).session(session).await?;
        Ok(true)
    }

    /// The message queued for this event, if any.
    pub async fn find_by_dedupe_key(&self, dedupe_key: &str) -> Result<Option<OutboxMessage>, RepositoryError> {
        Ok(self.collection.find_one(doc! { "dedupe_key": dedupe_key }).await?)
    }

    /// Takes the most urgent due e-mail (see [`OutboxRepository::claim_due_on`]).
    pub async fn claim_due(&self, now: DateTime, lease: Duration) -> Result<Option<OutboxMessage>, RepositoryError> {
        Ok(self.claim_due_on(Channel::Email, now, lease, 1).await?.pop())
    }

    /// Takes up to `most` of the most urgent due messages of `channel` (by
    /// priority, then due longest), each for `lease`: no other instance
    /// claims them until the lease ends (then it may, as the claimer must
    /// have died). The claim counts as an attempt.
    ///
    /// Read, then claimed one by one by a write conditional on the message
    /// being as read: a message another instance claimed meanwhile is
    /// skipped. Each read names one priority with an equality, so that it is
    /// a range of the claim index even on a server that plans nothing
    /// cleverer (the local wire server scans the whole collection for a range
    /// on two fields, and for any `findAndModify`). That server also reads
    /// every message a read matches whatever its limit, so a sender claims
    /// several at a time: a backlog costs each message a share of one read.
    pub async fn claim_due_on(
        &self,
        channel: Channel,
        now: DateTime,
        lease: Duration,
        most: usize,
    ) -> Result<Vec<OutboxMessage>, RepositoryError> {
        let mut claimed = Vec::new();
        let page_len = most + CLAIM_PAGE_LEN;
        for priority in MailPriority::ALL.map(MailPriority::rank) {
            let due = doc! {
                "channel": channel_bson(channel),
                "status": status_bson(OutboxStatus::Pending),
                "priority": priority,
                "next_attempt_at": { "$lte": now },
            };
            let mut skip = 0;
            loop {
                let page: Vec<OutboxMessage> = self
                    .collection
                    .find(due.clone())
                    .sort(doc! { "next_attempt_at": 1 })
                    .skip(skip)
                    .limit(i64::try_from(page_len).unwrap_or(i64::MAX))
                    .await?
                    .try_collect()
                    .await?;
                for message in page.iter().filter(|m| m.claimed_until < now) {
                    if let Some(taken) = self.claim(message, later(now, lease)).await? {
                        claimed.push(taken);
                        if claimed.len() == most {
                            return Ok(claimed);
                        }
                    }
                }
                if page.len() < page_len {
                    break;
                }
                skip += page_len as u64;
            }
        }
        Ok(claimed)
    }

    /// Claims `message` until `until` if it is still as it was read: the
    /// message as claimed, or `None` when another instance got there first.
    async fn claim(&self, message: &OutboxMessage, until: DateTime) -> Result<Option<OutboxMessage>, RepositoryError> {
        let unchanged = doc! {
            "_id": message.id,
            "status": status_bson(OutboxStatus::Pending),
            "attempts": message.attempts,
            "claimed_until": message.claimed_until,
        };
        let claimed = self
            .collection
            .update_one(
                unchanged,
                doc! { "$set": { "claimed_until": until }, "$inc": { "attempts": 1 } },
            )
            .await?;
        Ok((claimed.modified_count == 1).then(|| OutboxMessage {
            attempts: message.attempts + 1,
            claimed_until: until,
            ..message.clone()
        }))
    }

    /// The SMTP server took the message.
    pub async fn mark_sent(&self, id: ObjectId, now: DateTime) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": id },
                doc! { "$set": { "status": status_bson(OutboxStatus::Sent), "sent_at": now, "last_error": Bson::Null } },
            )
            .await?;
        Ok(())
    }

    /// An attempt failed: the message is due again after `backoff`'s wait, or
    /// failed for good when that was its last attempt. Answers its new status.
    pub async fn mark_retry(
        &self,
        message: &OutboxMessage,
        error: &str,
        now: DateTime,
        backoff: &Backoff,
    ) -> Result<OutboxStatus, RepositoryError> {
        let Some(wait) = backoff.after(message.attempts) else {
            self.mark_failed(message.id, error).await?;
            return Ok(OutboxStatus::Failed);
        };
        self.collection
            .update_one(
                doc! { "_id": message.id, "status": status_bson(OutboxStatus::Pending) },
                doc! { "$set": {
                    "next_attempt_at": later(now, wait),
                    "claimed_until": DateTime::from_millis(0),
                    "last_error": error,
                } },
            )
            .await?;
        Ok(OutboxStatus::Pending)
    }

    /// Gives up on a message that no attempt can deliver.
    pub async fn mark_failed(&self, id: ObjectId, error: &str) -> Result<(), RepositoryError> {
        self.collection
            .update_one(
                doc! { "_id": id, "status": status_bson(OutboxStatus::Pending) },
                doc! { "$set": { "status": status_bson(OutboxStatus::Failed), "last_error": error } },
            )
            .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_up_to_the_cap_and_ends_after_the_last_attempt() {
        let backoff = Backoff {
            first: Duration::from_secs(10),
            max: Duration::from_secs(60),
            attempts: 5,
        };
        let waits: Vec<_> = (1..=5).map(|n| backoff.after(n).map(|d| d.as_secs())).collect();
        assert_eq!(waits, [Some(10), Some(20), Some(40), Some(60), None]);
    }

    #[test]
    fn a_huge_attempt_count_neither_overflows_nor_passes_the_cap() {
        let backoff = Backoff {
            attempts: i32::MAX,
            ..Backoff::default()
        };
        assert_eq!(backoff.after(i32::MAX - 1), Some(backoff.max));
        assert_eq!(
            later(DateTime::from_millis(i64::MAX - 1), Duration::MAX).timestamp_millis(),
            i64::MAX
        );
    }
}
