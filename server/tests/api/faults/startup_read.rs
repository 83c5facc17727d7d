//! The database cutting the catalog's read off while the server starts (a
//! failover, a dropped connection, a heartbeat unanswered under load): the
//! server reads the catalog again instead of stopping.

use crate::helpers::{spawn_app_with, test_settings};
use mongodb::bson::{Document, doc};
use shop_server::{demo, repository::Repositories};

/// Phones seeded: their variants take more than a cursor's first batch (101
/// documents), so reading them needs a `getMore`.
const PHONES: u64 = 60;

#[tokio::test]
async fn a_catalog_read_cut_off_at_startup_is_read_again() {
    let mut settings = test_settings();
    let client = mongodb::Client::with_uri_str(&settings.mongodb_uri)
        .await
        .expect("a client of the test's wire server");
    let database = client.database(&settings.database_name);
    demo::seed_catalog(&Repositories::over(database.clone()), PHONES, 42)
        .await
        .expect("seed the catalog");
    let variants = database
        .collection::<Document>("variants")
        .count_documents(doc! {})
        .await
        .expect("count the variants");
    assert!(
        variants > 101,
        "the variants' read needs a getMore ({variants} variants)"
    );

    // Only the starting server's connections (its application name) lose their first getMore.
    let app_name = format!("startup-read-{}", settings.database_name);
    let admin = client.database("admin");
    admin
        .run_command(doc! {
            "configureFailPoint": "failCommand",
            "mode": { "times": 1 },
            "data": { "failCommands": ["getMore"], "closeConnection": true, "appName": &app_name },
        })
        .await
        .expect("set the fail point (a wire server started with --enable-test-commands, as scripts/test starts them)");
    let separator = if settings.mongodb_uri.contains('?') { '&' } else { '?' };
    settings.mongodb_uri = format!("{}{separator}appName={app_name}", settings.mongodb_uri);

    let app = spawn_app_with(settings).await;
    let left = admin
        .run_command(doc! { "configureFailPoint": "failCommand", "mode": "off" })
        .await;
    assert!(left.is_ok(), "switch the fail point off: {left:?}");
    assert_eq!(
        app.catalog.len(),
        usize::try_from(PHONES).expect("a count"),
        "every phone in the view after the read was cut off once"
    );
}
