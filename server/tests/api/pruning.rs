//! Collections that only grow are pruned: e-mails done with after 30 days,
//! notices after 90, sign-outs once their session has ended.
//!
//! No app is started: its hourly job makes a first pass at once, and racing
//! the inserts below it pruned some of them before the pass under test.

use crate::helpers::test_settings;
use mongodb::bson::{DateTime, Document, doc, oid::ObjectId};
use shop_server::{repository::Repositories, services::pruning};

fn days_ago(days: i64) -> DateTime {
    DateTime::from_millis(DateTime::now().timestamp_millis() - days * 86_400_000)
}

#[tokio::test]
async fn old_mail_notices_and_ended_sign_outs_are_pruned_and_the_rest_kept() {
    let settings = test_settings();
    let repositories = Repositories::connect(&settings).await.expect("connect");
    let database = mongodb::Client::with_uri_str(&settings.mongodb_uri)
        .await
        .expect("client")
        .database(&settings.database_name);
    let outbox = database.collection::<Document>("outbox");
    let mail = |key: &str, status: &str, created: DateTime| {
        doc! {
            "_id": ObjectId::new(), "to": "a@example.com", "subject": "s", "text": "t", "kind": "order_placed",
            "dedupe_key": key, "status": status, "attempts": 1, "next_attempt_at": created,
            "claimed_until": created, "createdAt": created,
        }
    };
    outbox
        .insert_many([
            mail("old-sent", "sent", days_ago(40)),
            mail("old-failed", "failed", days_ago(40)),
            mail("old-pending", "pending", days_ago(40)),
            mail("new-sent", "sent", days_ago(2)),
        ])
        .await
        .expect("outbox");
    let notices = database.collection::<Document>("notices");
    let notice = |key: &str, created: DateTime| {
        doc! {
            "_id": ObjectId::new(), "customer_id": ObjectId::new(), "kind": "back_in_stock",
            "product_id": ObjectId::new(), "product_title": "Phone", "product_slug": "phone",
            "dedupe_key": key, "createdAt": created,
        }
    };
    notices
        .insert_many([notice("old", days_ago(100)), notice("new", days_ago(10))])
        .await
        .expect("notices");
    let revocations = database.collection::<Document>("session_revocations");
    let revocation = |expires: DateTime| {
        doc! {
            "_id": ObjectId::new(), "user_id": ObjectId::new(), "session_id": ObjectId::new(),
            "sessions_before": null, "keep": null, "revokedAt": days_ago(31), "expiresAt": expires,
        }
    };
    revocations
        .insert_many([
            revocation(days_ago(1)),
            revocation(DateTime::from_millis(DateTime::now().timestamp_millis() + 86_400_000)),
        ])
        .await
        .expect("revocations");

    let pruned = pruning::prune(&repositories, DateTime::now()).await.expect("prune");
    assert_eq!(
        (pruned.outbox, pruned.notices, pruned.revocations),
        (2, 1, 1),
        "{pruned:?}"
    );
    let keys = |docs: Vec<Document>| {
        let mut keys: Vec<String> = docs
            .iter()
            .map(|d| d.get_str("dedupe_key").expect("key").to_owned())
            .collect();
        keys.sort();
        keys
    };
    let left = futures_util::TryStreamExt::try_collect(outbox.find(doc! {}).await.expect("find"))
        .await
        .expect("read");
    assert_eq!(
        keys(left),
        ["new-sent", "old-pending"],
        "a message still to send is kept"
    );
    let left = futures_util::TryStreamExt::try_collect(notices.find(doc! {}).await.expect("find"))
        .await
        .expect("read");
    assert_eq!(keys(left), ["new"]);
    assert_eq!(revocations.count_documents(doc! {}).await.expect("count"), 1);
    assert_eq!(
        pruning::prune(&repositories, DateTime::now()).await.expect("again"),
        pruning::Pruned::default(),
        "nothing more to prune"
    );
}
