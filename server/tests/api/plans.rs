//! What the app asks of the database, and how the database answers it:
//! repositories on a client that keeps the commands it sends, and the plans
//! of those commands. A read the wire server answers by scanning a collection
//! costs the whole collection each time, which a test cannot time but can see.

use futures_util::TryStreamExt;
use mongodb::{
    Client, Database,
    bson::{Bson, Document, doc},
    event::{EventHandler, command::CommandEvent},
    options::ClientOptions,
};
use shop_server::{config::Settings, repository::Repositories};
use std::sync::{Arc, Mutex};

/// A command sent: its name, its collection and the command itself.
#[derive(Debug, Clone)]
pub struct Sent {
    pub name: String,
    pub collection: String,
    pub command: Document,
}

/// The commands a [`watched`] client sent so far.
pub type SentLog = Arc<Mutex<Vec<Sent>>>;

/// Repositories on a client of their own that keeps every command it sends
/// (but the driver's own: handshakes, heartbeats, transactions' ends).
pub async fn watched(settings: &Settings) -> (Repositories, SentLog) {
    let sent = SentLog::default();
    let kept = Arc::clone(&sent);
    let mut options = ClientOptions::parse(&settings.mongodb_uri).await.expect("uri");
    options.command_event_handler = Some(EventHandler::callback(move |event| {
        if let CommandEvent::Started(started) = event {
            let collection = started
                .command
                .get_str(&started.command_name)
                .unwrap_or_default()
                .to_owned();
            kept.lock().expect("commands").push(Sent {
                name: started.command_name.clone(),
                collection,
                command: started.command.clone(),
            });
        }
    }));
    let client = Client::with_options(options).expect("client");
    (Repositories::over(client.database(&settings.database_name)), sent)
}

/// The plan MongoDB chose for a `find` of `collection` with `filter` and
/// `sort`: the stages from the top down, the documents it examined and the
/// ones it answered.
pub async fn find_plan(
    database: &Database,
    collection: &str,
    filter: &Document,
    sort: Option<&Document>,
) -> (Vec<String>, i64, i64) {
    let mut find = doc! { "find": collection, "filter": filter.clone() };
    if let Some(sort) = sort {
        find.insert("sort", sort.clone());
    }
    let explained = database
        .run_command(doc! { "explain": find, "verbosity": "executionStats" })
        .await
        .expect("explain");
    let plan = explained
        .get_document("queryPlanner")
        .and_then(|p| p.get_document("winningPlan"))
        .expect("queryPlanner.winningPlan");
    let stats = explained.get_document("executionStats").expect("executionStats");
    let count = |field: &str| match stats.get(field) {
        Some(Bson::Int32(n)) => i64::from(*n),
        Some(Bson::Int64(n)) => *n,
        other => panic!("{field}: {other:?}"),
    };
    (stages(plan), count("totalDocsExamined"), count("nReturned"))
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

/// The commands the app's database got while `work` ran.
pub async fn profiled(app: &crate::helpers::TestApp, work: impl Future<Output = ()>) -> Vec<Document> {
    let database = app.database().await;
    database
        .run_command(doc! { "profile": 2 })
        .await
        .expect("profile every command");
    work.await;
    database
        .run_command(doc! { "profile": 0 })
        .await
        .expect("profiling off");
    let profiled: Vec<Document> = database
        .collection::<Document>("system.profile")
        .find(doc! {})
        .await
        .expect("read the profile")
        .try_collect()
        .await
        .expect("the profile");
    profiled
        .into_iter()
        .filter_map(|p| p.get_document("command").ok().cloned())
        .collect()
}
