//! The catalog sync: every write to the catalog reaches each instance's view,
//! however long its transaction took to commit; and the catch-up read a
//! sync makes after losing its change feed reads only what changed, through
//! indexes (no read's plan scans a collection, and none examines a document
//! it does not answer). A read the database answers by scanning the catalog
//! costs the whole catalog (25,000 phones took the wire server some 5 s).

use crate::helpers::{spawn_app_with, test_settings};
use mongodb::{
    Client,
    bson::{Bson, DateTime, Document, doc},
    event::{EventHandler, command::CommandEvent},
    options::ClientOptions,
};
use shop_server::{config::Settings, demo, repository::Repositories};
use std::{
    collections::BTreeSet,
    sync::{Arc, Mutex},
    time::Duration,
};

/// Repositories on a client of their own that keeps every `find` it sends
/// (collection and filter).
async fn watched(settings: &Settings) -> (Repositories, Arc<Mutex<Vec<(String, Document)>>>) {
    let sent = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&sent);
    let mut options = ClientOptions::parse(&settings.mongodb_uri).await.expect("uri");
    options.command_event_handler = Some(EventHandler::callback(move |event| {
        if let CommandEvent::Started(started) = event
            && started.command_name == "find"
        {
            let collection = started.command.get_str("find").unwrap_or_default().to_owned();
            let filter = started.command.get_document("filter").cloned().unwrap_or_default();
            kept.lock().expect("commands").push((collection, filter));
        }
    }));
    let client = Client::with_options(options).expect("client");
    (Repositories::over(client.database(&settings.database_name)), sent)
}

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
    let sent = sent.lock().expect("commands").clone();
    for (collection, filter) in &sent {
        let explained = database
            .run_command(doc! {
                "explain": { "find": collection.as_str(), "filter": filter.clone() },
                "verbosity": "executionStats",
            })
            .await
            .expect("explain");
        let plan = explained
            .get_document("queryPlanner")
            .and_then(|p| p.get_document("winningPlan"))
            .expect("queryPlanner.winningPlan");
        assert!(
            !stages(plan).contains(&"COLLSCAN".to_owned()),
            "{collection} {filter}: {plan}"
        );
        let stats = explained.get_document("executionStats").expect("executionStats");
        let count = |field: &str| match stats.get(field) {
            Some(Bson::Int32(n)) => i64::from(*n),
            Some(Bson::Int64(n)) => *n,
            other => panic!("{field}: {other:?}"),
        };
        let (examined, answered) = (count("totalDocsExamined"), count("nReturned"));
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

/// The stages of a query plan, from the top down.
fn stages(plan: &Document) -> Vec<String> {
    let mut found: Vec<String> = plan.get_str("stage").map(str::to_owned).into_iter().collect();
    if let Ok(input) = plan.get_document("inputStage") {
        found.extend(stages(input));
    }
    for input in plan.get_array("inputStages").into_iter().flatten() {
        if let Bson::Document(input) = input {
            found.extend(stages(input));
        }
    }
    found
}
