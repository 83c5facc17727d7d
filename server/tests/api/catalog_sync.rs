//! The catalog sync: every write to the catalog reaches each instance's view,
//! however long its transaction took to commit; and the catch-up read a
//! sync makes after losing its change feed reads only what changed, through
//! indexes (no read's plan scans a collection, and none examines a document
//! it does not answer). A read the database answers by scanning the catalog
//! costs the whole catalog (25,000 phones took the wire server some 5 s).

use crate::{
    helpers::{spawn_app_with, test_settings},
    plans::{find_plan, watched},
};
use mongodb::{
    Client,
    bson::{DateTime, Document, doc},
};
use shop_server::{config::Settings, demo};
use std::{collections::BTreeSet, time::Duration};

/// A stock write whose transaction commits long after the write was stamped
/// (a checkout held up by a slow database) still reaches the phone page; a
/// sync that looks back a few seconds on `updatedAt` never reads it.
#[tokio::test]
async fn a_write_committed_long_after_its_stamp_reaches_the_view() {
    let app = spawn_app_with(Settings {
        catalog_sync: Duration::from_millis(100),
        ..test_settings()
    })
    .await;
    app.seed(3).await;
    let phone = demo::generate(42, 0).product;
    let variant = phone.opening_variant(None).0;
    let collection = if phone.has_variants() { "variants" } else { "products" };
    let client = Client::with_uri_str(&app.settings.mongodb_uri).await.expect("client");
    let stock = client
        .database(&app.settings.database_name)
        .collection::<Document>(collection);
    let mut session = client.start_session().await.expect("session");
    session.start_transaction().await.expect("transaction");
    // Stamped as a write is, when it is made; the commit comes a minute later.
    let a_minute_ago = DateTime::from_millis(DateTime::now().timestamp_millis() - 60_000);
    stock
        .update_one(
            doc! { "_id": variant.id },
            doc! { "$set": { "stock": 1234_i64, "updatedAt": a_minute_ago } },
        )
        .session(&mut session)
        .await
        .expect("take stock");
    tokio::time::sleep(Duration::from_millis(500)).await; // the sync polls meanwhile
    session.commit_transaction().await.expect("commit");

    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    loop {
        let shown = app.catalog.product(&phone.id).expect("in the view");
        let shown = shown.opening_variant(None).0;
        if shown.stock == 1234 {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the view still shows {} units of {}",
            shown.stock,
            variant.sku
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_catch_up_examines_no_document_it_does_not_answer() {
    let app = spawn_app_with(Settings {
        catalog_sync: Duration::from_secs(3600),
        ..test_settings()
    })
    .await;
    app.seed(30).await;
    let since = DateTime::now();
    let phones: Vec<_> = (0..30).map(|i| demo::generate(42, i).product).collect();
    let restocked = phones
        .iter()
        .find(|p| p.has_variants())
        .expect("a phone sold in variants");
    let edited = phones.iter().find(|p| p.id != restocked.id).expect("another phone");
    app.set_stock(restocked, 7).await;
    let database = app.database().await;
    database
        .collection::<Document>("products")
        .update_one(
            doc! { "_id": edited.id },
            doc! { "$set": { "updatedAt": DateTime::now() } },
        )
        .await
        .expect("edit a phone");

    let (repositories, sent) = watched(&app.settings).await;
    let changed = repositories.products.changed_since(since).await.expect("changed");
    repositories.products.deleted_since(since).await.expect("deleted");
    repositories
        .products
        .wishlist_counts_since(since)
        .await
        .expect("wishlist counts");

    let ids: BTreeSet<_> = changed.iter().map(|p| p.id).collect();
    assert_eq!(ids, BTreeSet::from([restocked.id, edited.id]), "what changed");
    assert_eq!(changed.len(), 2, "each changed phone once");
    let sent: Vec<(String, Document)> = sent
        .lock()
        .expect("commands")
        .iter()
        .filter(|s| s.name == "find")
        .map(|s| {
            (
                s.collection.clone(),
                s.command.get_document("filter").cloned().unwrap_or_default(),
            )
        })
        .collect();
    for (collection, filter) in &sent {
        let (stages, examined, answered) = find_plan(&database, collection, filter, None).await;
        assert!(
            !stages.contains(&"COLLSCAN".to_owned()),
            "{collection} {filter}: {stages:?}"
        );
        assert!(
            examined <= answered,
            "{collection} {filter}: {examined} documents examined to answer {answered}"
        );
    }
    // The reads explained above include both ways a phone counts as changed.
    let read = |collection: &str, field: &str| {
        sent.iter()
            .any(|(c, filter)| c == collection && filter.contains_key(field))
    };
    assert!(
        read("products", "updatedAt") && read("products", "_id") && read("variants", "updatedAt"),
        "the edited phone by its own stamp, the restocked one by its variant's: {sent:?}"
    );
}
