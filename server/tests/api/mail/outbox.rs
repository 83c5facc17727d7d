//! The outbox repository against the real wire server.

use super::placed;
use crate::helpers::spawn_app;
use mongodb::bson::{DateTime, doc, oid::ObjectId};
use shop_server::{
    documents::outbox::{OutboxMessage, OutboxStatus},
    repository::{Backoff, Repositories},
};
use std::{collections::HashSet, time::Duration};

fn reference() -> String {
    ObjectId::new().to_hex()
}

async fn count_with_key(app: &crate::helpers::TestApp, key: &str) -> u64 {
    app.database()
        .await
        .collection::<mongodb::bson::Document>("outbox")
        .count_documents(doc! { "dedupe_key": key })
        .await
        .expect("count")
}

/// `at` plus `millis`.
fn plus(at: DateTime, millis: i64) -> DateTime {
    DateTime::from_millis(at.timestamp_millis() + millis)
}

#[tokio::test]
async fn a_message_queued_in_a_transaction_exists_only_if_it_commits() {
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    let aborted = &placed(&reference());
    let refused: Result<(), ()> = app
        .repositories
        .transaction(|mut tx| async move {
            let queued = outbox.enqueue_in(&mut tx, aborted).await;
            assert!(queued.expect("queued"));
            (tx, Ok(Err(())))
        })
        .await
        .expect("rolled back");
    assert_eq!(refused, Err(()));
    assert_eq!(
        outbox.find_by_dedupe_key(&aborted.dedupe_key).await.expect("read"),
        None
    );

    let committed = &placed(&reference());
    app.repositories
        .transaction(|mut tx| async move {
            let queued = outbox.enqueue_in(&mut tx, committed).await;
            assert!(queued.expect("queued"));
            // Not visible outside the transaction before it commits.
            let outside = outbox.find_by_dedupe_key(&committed.dedupe_key).await;
            assert_eq!(outside.expect("read"), None);
            (tx, Ok(Ok::<_, ()>(())))
        })
        .await
        .expect("committed")
        .expect("not refused");
    let stored = outbox.find_by_dedupe_key(&committed.dedupe_key).await.expect("read");
    assert_eq!(stored.as_ref(), Some(committed));
}

#[tokio::test]
async fn the_same_event_is_stored_once_however_often_it_is_queued() {
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    let reference = reference();
    let first = placed(&reference);
    assert!(outbox.enqueue(&first).await.expect("queued"));
    // A second message for the same event (a new id, the same key) is ignored...
    assert!(!outbox.enqueue(&placed(&reference)).await.expect("ignored"));
    // ...inside a transaction too, without aborting it.
    let (again, other) = (&placed(&reference), &placed(&self::reference()));
    app.repositories
        .atomically(|mut tx| async move {
            let ignored = outbox.enqueue_in(&mut tx, again).await;
            assert!(!ignored.expect("ignored"));
            let queued = outbox.enqueue_in(&mut tx, other).await;
            assert!(queued.expect("queued"));
            (tx, Ok(()))
        })
        .await
        .expect("the transaction still commits");
    assert_eq!(count_with_key(&app, &first.dedupe_key).await, 1);
    assert_eq!(count_with_key(&app, &other.dedupe_key).await, 1);
    let stored = outbox.find_by_dedupe_key(&first.dedupe_key).await.expect("read");
    assert_eq!(stored.map(|m| m.id), Some(first.id), "the first one stays");

    // Racing writers of one event: the unique index lets exactly one in.
    let racing = self::reference();
    let tries = (0..12).map(|_| {
        let outbox = outbox.clone();
        let message = placed(&racing);
        async move { outbox.enqueue(&message).await.expect("no error") }
    });
    let stored: Vec<bool> = futures_util::future::join_all(tries).await;
    assert_eq!(stored.iter().filter(|s| **s).count(), 1, "{stored:?}");
    assert_eq!(count_with_key(&app, &format!("order_placed:{racing}")).await, 1);
}

/// Claims until nothing is due, as one sender instance would.
async fn claim_all(repositories: Repositories, now: DateTime) -> Vec<ObjectId> {
    let mut claimed = Vec::new();
    while let Some(message) = repositories
        .outbox
        .claim_due(now, Duration::from_secs(60))
        .await
        .expect("claim")
    {
        assert_eq!(message.attempts, 1, "a claim counts as an attempt");
        claimed.push(message.id);
    }
    claimed
}

#[tokio::test]
async fn concurrent_claimers_never_get_the_same_message() {
    let app = spawn_app().await;
    let queued: Vec<OutboxMessage> = (0..30).map(|_| placed(&reference())).collect();
    for message in &queued {
        assert!(app.repositories.outbox.enqueue(message).await.expect("queued"));
    }
    let now = plus(DateTime::now(), 1);
    let claimers = (0..6).map(|_| tokio::spawn(claim_all(app.repositories.clone(), now)));
    let mut claimed = Vec::new();
    for claimer in futures_util::future::join_all(claimers).await {
        claimed.extend(claimer.expect("claimer ran"));
    }
    let distinct: HashSet<ObjectId> = claimed.iter().copied().collect();
    assert_eq!(claimed.len(), distinct.len(), "a message was claimed twice");
    let expected: HashSet<ObjectId> = queued.iter().map(|m| m.id).collect();
    assert_eq!(distinct, expected, "every due message is claimed once");

    // Leased: nobody gets them again until the lease ends (its claimer died).
    let outbox = &app.repositories.outbox;
    assert!(
        outbox
            .claim_due(now, Duration::from_secs(60))
            .await
            .expect("claim")
            .is_none()
    );
    let after_lease = plus(now, 61_000);
    let again = outbox
        .claim_due(after_lease, Duration::from_secs(60))
        .await
        .expect("claim");
    assert_eq!(again.map(|m| m.attempts), Some(2));
}

#[tokio::test]
async fn a_failed_attempt_waits_its_backoff_and_the_last_one_gives_up() {
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    let message = placed(&reference());
    outbox.enqueue(&message).await.expect("queued");
    let backoff = Backoff {
        first: Duration::from_secs(10),
        max: Duration::from_secs(15),
        attempts: 3,
    };
    let mut now = plus(DateTime::now(), 1);
    for (attempt, wait) in [(1, 10_000), (2, 15_000)] {
        let claimed = outbox
            .claim_due(now, Duration::from_secs(60))
            .await
            .expect("claim")
            .expect("due");
        assert_eq!(claimed.attempts, attempt);
        let status = outbox
            .mark_retry(&claimed, "421 try later", now, &backoff)
            .await
            .expect("marked");
        assert_eq!(status, OutboxStatus::Pending);
        assert!(
            outbox
                .claim_due(plus(now, wait - 1), Duration::from_secs(60))
                .await
                .expect("claim")
                .is_none()
        );
        now = plus(now, wait);
    }
    let last = outbox
        .claim_due(now, Duration::from_secs(60))
        .await
        .expect("claim")
        .expect("due");
    let status = outbox
        .mark_retry(&last, "421 try later", now, &backoff)
        .await
        .expect("marked");
    assert_eq!(status, OutboxStatus::Failed);
    let stored = outbox
        .find_by_dedupe_key(&message.dedupe_key)
        .await
        .expect("read")
        .expect("kept");
    assert_eq!((stored.status, stored.attempts), (OutboxStatus::Failed, 3));
    assert_eq!(stored.last_error.as_deref(), Some("421 try later"));
    assert!(
        outbox
            .claim_due(plus(now, 3_600_000), Duration::from_secs(60))
            .await
            .expect("claim")
            .is_none()
    );
}

/// A claim reads the due messages of one priority at a time, through the
/// claim index, and claims one by its `_id`: what it costs does not grow with
/// the messages sent before. (On the wire server a `findAndModify`, or a read
/// ranging over two fields, scans the whole outbox: every claim, even one
/// that finds nothing, cost more with each e-mail the shop had ever sent.)
#[tokio::test]
async fn a_claim_reads_only_the_due_messages_however_many_were_sent() {
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    for _ in 0..30 {
        let message = placed(&reference());
        outbox.enqueue(&message).await.expect("queued");
        outbox.mark_sent(message.id, DateTime::now()).await.expect("sent");
    }
    let due = [placed(&reference()), placed(&reference())];
    for message in &due {
        outbox.enqueue(message).await.expect("queued");
    }

    let (repositories, sent) = crate::plans::watched(&app.settings).await;
    let now = plus(DateTime::now(), 1);
    let claimed = repositories
        .outbox
        .claim_due(now, Duration::from_secs(60))
        .await
        .expect("claim")
        .expect("a due e-mail");
    assert_eq!(claimed.id, due[0].id, "the one due longest");
    assert_eq!(claimed.attempts, 1);

    let sent = sent.lock().expect("commands").clone();
    let names: Vec<&str> = sent.iter().map(|s| s.name.as_str()).collect();
    assert!(names.iter().all(|n| ["find", "update"].contains(n)), "{names:?}");
    let database = app.database().await;
    for find in sent.iter().filter(|s| s.name == "find") {
        let filter = find.command.get_document("filter").expect("filter");
        let sort = find.command.get_document("sort").ok();
        let (stages, examined, _) = crate::plans::find_plan(&database, &find.collection, filter, sort).await;
        assert!(!stages.contains(&"COLLSCAN".to_owned()), "{filter}: {stages:?}");
        assert!(examined <= 2, "{filter}: {examined} messages examined, 2 due");
    }
    for update in sent.iter().filter(|s| s.name == "update") {
        let statements = update.command.get_array("updates").expect("updates");
        assert!(
            statements.iter().all(|s| s
                .as_document()
                .and_then(|s| s.get_document("q").ok())
                .is_some_and(|q| q.contains_key("_id"))),
            "a claim writes one message by its _id: {statements:?}"
        );
    }
}

/// The backlog an operator's scrape reads counts the messages waiting on
/// every channel, and dates the oldest of them; the ones sent are not counted.
/// (How it reads them is `metrics::a_scrape_examines_only_what_it_counts`.)
#[tokio::test]
async fn the_backlog_counts_what_waits_on_every_channel() {
    use shop_server::documents::outbox::MailPriority;
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    for _ in 0..3 {
        let message = placed(&reference());
        outbox.enqueue(&message).await.expect("queued");
        outbox.mark_sent(message.id, DateTime::now()).await.expect("sent");
    }
    let queued_at = DateTime::from_millis(DateTime::now().timestamp_millis() - 60_000);
    let sms = OutboxMessage::sms(
        "01712345678",
        "PhoneBazar: test".into(),
        ("order_placed", MailPriority::Orders),
        format!("test_sms:{}", reference()),
        queued_at,
    );
    outbox.enqueue(&sms).await.expect("queued");
    outbox.enqueue(&placed(&reference())).await.expect("queued");

    let (waiting, oldest) = outbox.pending_backlog().await.expect("backlog");
    assert_eq!(waiting, 2, "an e-mail and an SMS wait");
    assert_eq!(oldest, Some(queued_at), "the SMS has waited longest");
}

/// A sender claims a few messages at once: the most urgent, each leased and
/// counted as an attempt; the next claim takes the rest.
#[tokio::test]
async fn a_sender_claims_the_most_urgent_few_at_once() {
    use shop_server::documents::outbox::{Channel, MailPriority};
    let app = spawn_app().await;
    let outbox = &app.repositories.outbox;
    let mut queued = Vec::new();
    for (i, priority) in [
        MailPriority::Notices,
        MailPriority::Orders,
        MailPriority::Notices,
        MailPriority::Orders,
    ]
    .into_iter()
    .enumerate()
    {
        let mut message = placed(&reference());
        message.priority = priority.rank();
        message.next_attempt_at = plus(DateTime::now(), i64::try_from(i).expect("few"));
        outbox.enqueue(&message).await.expect("queued");
        queued.push(message.id);
    }
    let (now, lease) = (plus(DateTime::now(), 1_000), Duration::from_secs(60));
    let first = outbox.claim_due_on(Channel::Email, now, lease, 3).await.expect("claim");
    assert_eq!(
        first.iter().map(|m| m.id).collect::<Vec<_>>(),
        [queued[1], queued[3], queued[0]],
        "orders' mail first, then the notice due longest"
    );
    assert!(first.iter().all(|m| m.attempts == 1 && m.claimed_until > now));
    let rest = outbox.claim_due_on(Channel::Email, now, lease, 3).await.expect("claim");
    assert_eq!(rest.iter().map(|m| m.id).collect::<Vec<_>>(), [queued[2]]);
}
