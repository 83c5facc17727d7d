//! The schema version: a new database starts at this release's; a database
//! a newer release wrote is refused, at start and by `migrate`; an older one
//! goes through the numbered steps it lacks, each tested here from a
//! database as the step before left it.

use crate::{
    helpers::{TestApp, spawn_app, test_settings},
    wire_servers::mongodb_uri,
};
use mongodb::{
    IndexModel,
    bson::{Document, doc},
    options::IndexOptions,
};
use shop_server::{
    config::Settings,
    repository::Repositories,
    services::schema::{self, SchemaError},
    startup::{Application, StartupError},
};
use std::process::Command;

async fn repositories_of(settings: &Settings) -> Repositories {
    Repositories::connect(settings).await.expect("connect")
}

fn migrate(settings: &Settings, dry_run: bool) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_shop-server"));
    command
        .env_clear()
        .env("MONGODB_URI", mongodb_uri(&settings.database_name))
        .env("DATABASE_NAME", &settings.database_name)
        .env("SHOP_ENV", "development")
        .arg("migrate");
    if dry_run {
        command.arg("--dry-run");
    }
    let output = command.output().expect("run migrate");
    let said = String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), said)
}

#[tokio::test]
async fn a_new_database_starts_at_this_releases_version_with_each_step_recorded() {
    let app = spawn_app().await;
    assert_eq!(
        app.repositories.schema.version().await.expect("version"),
        schema::latest()
    );
    let recorded = app
        .database()
        .await
        .collection::<Document>("schema")
        .find_one(doc! { "_id": "version" })
        .await
        .expect("read")
        .expect("a version document");
    let steps = recorded.get_array("steps").expect("steps");
    assert_eq!(steps.len(), schema::STEPS.len());
    let (ok, said) = migrate(&app.settings, true);
    assert!(ok, "{said}");
    assert!(said.contains("nothing to do"), "{said}");
}

#[tokio::test]
async fn a_database_a_newer_release_wrote_is_refused_at_start_and_by_migrate() {
    let settings = test_settings();
    let repositories = repositories_of(&settings).await;
    repositories
        .schema
        .set_version(schema::latest() + 1)
        .await
        .expect("newer");
    match Application::build(settings.clone()).await {
        Err(StartupError::Schema(SchemaError::Newer { found, known })) => {
            assert_eq!((found, known), (schema::latest() + 1, schema::latest()));
        }
        Err(other) => panic!("refused for another reason: {other}"),
        Ok(_) => panic!("an older release served a newer database"),
    }
    for dry_run in [true, false] {
        let (ok, said) = migrate(&settings, dry_run);
        assert!(!ok, "migrate must refuse: {said}");
        assert!(said.contains("written by a newer release"), "{said}");
    }
    assert_eq!(
        repositories.schema.version().await.expect("version"),
        schema::latest() + 1
    );
}

#[tokio::test]
async fn a_dry_run_says_which_steps_an_older_database_lacks_and_changes_nothing() {
    let app = spawn_app().await;
    app.repositories.schema.set_version(2).await.expect("older");
    let (ok, said) = migrate(&app.settings, true);
    assert!(ok, "{said}");
    assert!(said.contains("at schema version 2"), "{said}");
    assert!(
        said.contains("would make step 3:") && said.contains("would make step 4:"),
        "{said}"
    );
    assert!(!said.contains("step 2:"), "{said}");
    assert_eq!(app.repositories.schema.version().await.expect("version"), 2);
    let (ok, said) = migrate(&app.settings, false);
    assert!(ok, "{said}");
    assert!(
        (3..=5).all(|step| said.contains(&format!("made step {step}:"))),
        "{said}"
    );
    assert_eq!(
        app.repositories.schema.version().await.expect("version"),
        schema::latest()
    );
}

#[tokio::test]
async fn step_1_makes_the_e_mail_index_sparse_on_a_database_from_before_it() {
    let settings = test_settings();
    let repositories = repositories_of(&settings).await;
    let database = mongodb::Client::with_uri_str(mongodb_uri(&settings.database_name))
        .await
        .expect("client")
        .database(&settings.database_name);
    let users = database.collection::<Document>("users");
    let dense = IndexOptions::builder().unique(true).name("email_1".to_owned()).build();
    users
        .create_index(IndexModel::builder().keys(doc! { "email": 1 }).options(dense).build())
        .await
        .expect("the old index");
    users
        .insert_one(doc! { "username": "first0001" })
        .await
        .expect("one without e-mail");
    assert!(
        users.insert_one(doc! { "username": "second0001" }).await.is_err(),
        "the old index refuses a second account without an e-mail"
    );

    let made = schema::bring_up_to_date(&repositories).await.expect("upgraded");
    assert_eq!(made.first().map(|step| step.number), Some(1));
    users
        .insert_one(doc! { "username": "second0001" })
        .await
        .expect("a second account without an e-mail");
    assert_eq!(repositories.schema.version().await.expect("version"), schema::latest());
}

#[tokio::test]
async fn step_2_drops_the_outbox_claim_index_from_before_sms() {
    let settings = test_settings();
    let repositories = repositories_of(&settings).await;
    repositories.schema.set_version(1).await.expect("at step 1");
    let outbox = repositories_database(&settings).await.collection::<Document>("outbox");
    outbox
        .create_index(
            IndexModel::builder()
                .keys(doc! { "status": 1, "priority": 1, "next_attempt_at": 1 })
                .build(),
        )
        .await
        .expect("the old index");

    let made = schema::bring_up_to_date(&repositories).await.expect("upgraded");
    assert_eq!(made.iter().map(|step| step.number).collect::<Vec<_>>(), [2, 3, 4, 5, 6]);
    let names = outbox.list_index_names().await.expect("indexes");
    assert!(
        !names.contains(&"status_1_priority_1_next_attempt_at_1".to_owned()),
        "{names:?}"
    );
    assert!(names.iter().any(|name| name.starts_with("channel_1")), "{names:?}");
}

async fn repositories_database(settings: &Settings) -> mongodb::Database {
    mongodb::Client::with_uri_str(mongodb_uri(&settings.database_name))
        .await
        .expect("client")
        .database(&settings.database_name)
}

/// A bKash checkout waiting to be paid, placed through the API.
async fn unpaid_checkout(app: &TestApp) -> mongodb::bson::oid::ObjectId {
    let user = app.signup("Rahim").await;
    let address = app.add_address(&user).await;
    let phone = crate::payments::phone_in_stock(app, 3).await;
    app.add_to_cart(&user, &phone.id, 1).await;
    let body = app.checkout_body(&user, &address, "bkash", "schema-step-3").await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let id = placed["checkout_id"].as_str().expect("a checkout id");
    mongodb::bson::oid::ObjectId::parse_str(id).expect("id")
}

#[tokio::test]
async fn step_3_queues_the_unpaid_checkouts_of_a_database_from_before_the_queue() {
    let app = spawn_app().await;
    app.seed(5).await;
    let id = unpaid_checkout(&app).await;
    let checkouts = app.database().await.collection::<Document>("checkouts");
    let stored = checkouts
        .find_one(doc! { "_id": id })
        .await
        .expect("read")
        .expect("stored");
    let deadline = *stored
        .get_document("payment")
        .and_then(|payment| payment.get_datetime("deadline"))
        .expect("a deadline");
    // As the release before the queue stored it.
    checkouts
        .update_one(doc! { "_id": id }, doc! { "$unset": { "payment.due_at": "" } })
        .await
        .expect("from before");
    app.repositories.schema.set_version(2).await.expect("at step 2");

    let made = schema::bring_up_to_date(&app.repositories).await.expect("upgraded");
    assert_eq!(made.iter().map(|step| step.number).collect::<Vec<_>>(), [3, 4, 5, 6]);
    let queued = checkouts
        .find_one(doc! { "_id": id })
        .await
        .expect("read")
        .expect("stored");
    assert_eq!(
        queued
            .get_document("payment")
            .and_then(|payment| payment.get_datetime("due_at")),
        Ok(&deadline),
        "due at its deadline: {queued}"
    );
}

#[tokio::test]
async fn step_4_counts_the_orders_of_a_database_from_before_the_tallies() {
    let app = spawn_app().await;
    app.seed(5).await;
    let user = app.signup("Karim").await;
    let address = app.add_address(&user).await;
    let phone = crate::payments::phone_in_stock(&app, 3).await;
    app.add_to_cart(&user, &phone.id, 1).await;
    let body = app
        .checkout_body(&user, &address, "cash_on_delivery", "schema-step-4")
        .await;
    let (status, placed) = app.post_json("/api/checkout", Some(&user.token), &body).await;
    assert_eq!(status, 201, "{placed}");
    let database = app.database().await;
    for collection in ["order_tallies", "order_tally_changes"] {
        database
            .collection::<Document>(collection)
            .drop()
            .await
            .expect("from before");
    }
    app.repositories.schema.set_version(3).await.expect("at step 3");

    let made = schema::bring_up_to_date(&app.repositories).await.expect("upgraded");
    assert_eq!(made.iter().map(|step| step.number).collect::<Vec<_>>(), [4, 5, 6]);
    let tallies = shop_server::services::dashboard::tallies(&app.repositories, None)
        .await
        .expect("tallies");
    let pending = tallies.statuses.get("pending").copied().unwrap_or_default();
    assert_eq!(
        pending, 1,
        "the order placed before the tallies counts: {:?}",
        tallies.statuses
    );
}

#[tokio::test]
async fn step_5_lets_a_cart_and_the_alerts_of_a_database_from_before_variants_hold_two_colours() {
    let settings = test_settings();
    let repositories = repositories_of(&settings).await;
    repositories.schema.set_version(4).await.expect("at step 4");
    let database = repositories_database(&settings).await;
    let per_product = || {
        IndexModel::builder()
            .keys(doc! { "customer_id": 1, "product_id": 1 })
            .options(IndexOptions::builder().unique(true).build())
            .build()
    };
    let (customer, phone) = (mongodb::bson::oid::ObjectId::new(), mongodb::bson::oid::ObjectId::new());
    let line = |variant: i32| doc! { "customer_id": customer, "product_id": phone, "variant_id": variant };
    for name in ["cart_items", "stock_alerts"] {
        let collection = database.collection::<Document>(name);
        collection.create_index(per_product()).await.expect("the old index");
        collection.insert_one(line(1)).await.expect("a first colour");
        assert!(
            collection.insert_one(line(2)).await.is_err(),
            "{name}: one per product before"
        );
    }

    let made = schema::bring_up_to_date(&repositories).await.expect("upgraded");
    assert_eq!(made.iter().map(|step| step.number).collect::<Vec<_>>(), [5, 6]);
    for name in ["cart_items", "stock_alerts"] {
        let collection = database.collection::<Document>(name);
        collection
            .insert_one(line(2))
            .await
            .expect("a second colour of the phone");
        assert!(
            collection.insert_one(line(2)).await.is_err(),
            "{name}: still one per variant"
        );
    }
}

#[tokio::test]
async fn step_6_lets_the_sender_claim_an_e_mail_queued_before_priorities() {
    let settings = test_settings();
    let repositories = repositories_of(&settings).await;
    repositories.schema.set_version(5).await.expect("at step 5");
    let outbox = repositories_database(&settings).await.collection::<Document>("outbox");
    let queued = mongodb::bson::DateTime::from_millis(mongodb::bson::DateTime::now().timestamp_millis() - 60_000);
    let id = mongodb::bson::oid::ObjectId::new();
    outbox
        .insert_one(doc! {
            "_id": id, "to": "rahim@example.com", "subject": "Order placed", "text": "Thank you",
            "kind": "order_placed", "dedupe_key": "order_placed:before-priorities", "status": "pending",
            "attempts": 0, "next_attempt_at": queued, "claimed_until": mongodb::bson::DateTime::from_millis(0),
            "createdAt": queued,
        })
        .await
        .expect("an e-mail from before priorities");
    let lease = std::time::Duration::from_secs(60);
    let now = mongodb::bson::DateTime::now();
    assert_eq!(
        repositories
            .outbox
            .claim_due(now, lease)
            .await
            .expect("claim")
            .map(|m| m.id),
        None,
        "unranked, the sender does not find it"
    );

    let made = schema::bring_up_to_date(&repositories).await.expect("upgraded");
    assert_eq!(made.iter().map(|step| step.number).collect::<Vec<_>>(), [6]);
    let claimed = repositories.outbox.claim_due(now, lease).await.expect("claim");
    assert_eq!(claimed.map(|m| (m.id, m.attempts)), Some((id, 1)));
}
